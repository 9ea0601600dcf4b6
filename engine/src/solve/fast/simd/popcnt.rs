//! The branching cell's choice with the processor's population-count instruction.

use super::super::bands::Bands;

impl Bands {
    /// [`Bands::pick`] with the population-count instruction, where the processor has
    /// it (the standard library checks once and remembers); `None` where it has not.
    #[inline(always)]
    pub(in crate::solve::fast) fn pick_by_instruction(&self) -> Option<(usize, usize)> {
        #[cfg(all(target_arch = "x86_64", not(feature = "portable")))]
        if std::arch::is_x86_feature_detected!("popcnt") {
            // SAFETY: the processor has the instruction, checked just above.
            return Some(unsafe { self.pick_popcnt() });
        }
        None
    }

    /// [`Bands::pick`] with the population-count instruction.
    ///
    /// # Safety
    /// The processor must have `popcnt`.
    #[cfg(all(target_arch = "x86_64", not(feature = "portable")))]
    #[target_feature(enable = "popcnt")]
    pub(in crate::solve::fast) unsafe fn pick_popcnt(&self) -> (usize, usize) {
        self.pick_with(|x| x.count_ones())
    }
}
