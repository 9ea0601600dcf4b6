//! Which box segments of a band mask are in use: for each row of the band and each box,
//! whether the row has a cell of the mask inside the box, as bit `3 * row + box`. The band
//! rules look this up once per mask they process, so it is worth the processor's
//! bit-extract instruction (`pext`, BMI2) where that is fast: one instruction instead of
//! three table look-ups, 5% less time on the hard sets and 10% on serg's many-solution
//! puzzles (see BENCHMARKS.md). Whether it is fast is asked once, the first time; AMD
//! processors before Zen 3 run `pext` in microcode, several times slower than the tables,
//! so they keep the tables, as does every processor without BMI2 and every other
//! architecture.

use super::super::tables::SHRINK;
#[cfg(all(target_arch = "x86_64", not(feature = "portable")))]
use std::sync::atomic::{AtomicU8, Ordering::Relaxed};

/// Each segment's three cells gathered onto its first cell: bit `3 * s` of
/// `a | a >> 1 | a >> 2` says whether segment `s` has a cell of `a`.
#[cfg(all(target_arch = "x86_64", not(feature = "portable")))]
const FIRST_CELLS: u32 = 0x124_9249;

/// See the module documentation: the way [`by_pext_if_fast`] chooses, asked each time.
#[inline(always)]
pub(in crate::solve::fast) fn segments(a: u32) -> u32 {
    #[cfg(all(target_arch = "x86_64", not(feature = "portable")))]
    if fast_pext() {
        // SAFETY: the processor has the instruction (`fast_pext` asked it).
        return unsafe { by_pext(a) };
    }
    by_table(a)
}

/// [`segments`], asked for each mask: for the band rules run in passes, where the
/// compiler keeps the question out of the way of the unchanged entries (each pass
/// compares all 27), and a choice made once, measured, costs registers instead (serg's
/// count 8% more instructions).
#[derive(Clone, Copy)]
pub(in crate::solve::fast) struct Asked;

impl Segments for Asked {
    #[inline(always)]
    fn of(self, a: u32) -> u32 {
        segments(a)
    }
}

/// A way of reading the box segments, chosen once for a whole propagation rather than
/// asked for each mask: [`ByTable`] everywhere, [`ByPext`] where [`by_pext_if_fast`] gives
/// one. The band rules are built once for each, so that no mask pays for the question
/// (six instructions a band update, 1.5% of all on the hard sets).
pub(in crate::solve::fast) trait Segments: Copy {
    /// The box segments of `a` (see the module documentation).
    fn of(self, a: u32) -> u32;
}

/// [`by_table`].
#[derive(Clone, Copy)]
pub(in crate::solve::fast) struct ByTable;

impl Segments for ByTable {
    #[inline(always)]
    fn of(self, a: u32) -> u32 {
        by_table(a)
    }
}

/// [`by_pext`]: made only by [`by_pext_if_fast`], so holding one means the processor has
/// a fast `pext`.
#[derive(Clone, Copy)]
pub(in crate::solve::fast) struct ByPext(());

impl Segments for ByPext {
    #[inline(always)]
    fn of(self, a: u32) -> u32 {
        #[cfg(all(target_arch = "x86_64", not(feature = "portable")))]
        // SAFETY: a `ByPext` exists only where `fast_pext` said the processor has it.
        unsafe {
            by_pext(a)
        }
        #[cfg(not(all(target_arch = "x86_64", not(feature = "portable"))))]
        by_table(a)
    }
}

/// A [`ByPext`] where the processor has a fast `pext` (asked once, then remembered).
#[inline(always)]
pub(in crate::solve::fast) fn by_pext_if_fast() -> Option<ByPext> {
    #[cfg(all(target_arch = "x86_64", not(feature = "portable")))]
    if fast_pext() {
        return Some(ByPext(()));
    }
    None
}

/// Three look-ups, one per row of the band.
#[inline(always)]
pub(in crate::solve::fast) fn by_table(a: u32) -> u32 {
    SHRINK[(a & 0x1FF) as usize]
        | SHRINK[((a >> 9) & 0x1FF) as usize] << 3
        | SHRINK[(a >> 18) as usize] << 6
}

/// The first cell of each segment, extracted. Written as an instruction in line, so that it
/// needs no BMI2 build of the code around it.
///
/// # Safety
/// The processor must have BMI2.
#[cfg(all(target_arch = "x86_64", not(feature = "portable")))]
#[inline(always)]
pub(in crate::solve::fast) unsafe fn by_pext(a: u32) -> u32 {
    let out: u32;
    // SAFETY: the caller checked BMI2; the instruction only reads and writes registers.
    unsafe {
        std::arch::asm!(
            "pext {out:e}, {x:e}, {mask:e}",
            out = lateout(reg) out,
            x = in(reg) a | a >> 1 | a >> 2,
            mask = in(reg) FIRST_CELLS,
            options(pure, nomem, nostack, preserves_flags),
        );
    }
    out
}

/// 0 until asked, then 1 for no, 2 for yes.
#[cfg(all(target_arch = "x86_64", not(feature = "portable")))]
static FAST_PEXT: AtomicU8 = AtomicU8::new(0);

/// Whether to use `pext`: asked once, then read.
#[cfg(all(target_arch = "x86_64", not(feature = "portable")))]
#[inline(always)]
pub(in crate::solve::fast) fn fast_pext() -> bool {
    match FAST_PEXT.load(Relaxed) {
        2 => true,
        1 => false,
        _ => ask(),
    }
}

#[cfg(all(target_arch = "x86_64", not(feature = "portable")))]
#[cold]
fn ask() -> bool {
    let yes = std::arch::is_x86_feature_detected!("bmi2") && !microcoded_pext();
    FAST_PEXT.store(if yes { 2 } else { 1 }, Relaxed);
    yes
}

/// AMD's processors before family 19h (Zen 3) run `pext` in microcode.
#[cfg(all(target_arch = "x86_64", not(feature = "portable")))]
fn microcoded_pext() -> bool {
    use std::arch::x86_64::__cpuid;
    // SAFETY: CPUID is part of every x86-64 processor; leaves 0 and 1 always exist. (The
    // intrinsic is an unsafe function in older Rust releases, 1.88 among them.)
    #[allow(unused_unsafe)]
    let (vendor, signature) = unsafe { (__cpuid(0), __cpuid(1).eax) };
    let amd = (vendor.ebx, vendor.edx, vendor.ecx) == (0x6874_7541, 0x6974_6e65, 0x444d_4163);
    let base = (signature >> 8) & 0xF;
    let family = if base == 0xF {
        base + ((signature >> 20) & 0xFF)
    } else {
        base
    };
    amd && family < 0x19
}
