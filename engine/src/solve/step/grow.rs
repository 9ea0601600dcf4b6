//! Naive told to something that grows beside it (the choice tree, see
//! [`crate::solve::tree`]) from inside its steps: what each placement and take-back
//! leaves, with no event to build and take apart again. The other strategies tell it
//! event by event ([`Grow::observe`]): their steps cost far more than that.

use super::{Layout, Mode, Nine, Stepper};
use crate::solve::{Event, Strategy};

/// What is told of a search as it goes.
pub(crate) trait Grow<L: Layout = Nine> {
    /// A digit was placed at `depth` (1 for a first choice), at step `step`, the
    /// `placement`-th; `options` the digits that fitted the cell; `cells` the board after.
    #[allow(clippy::too_many_arguments)]
    fn placed(
        &mut self,
        depth: usize,
        cell: usize,
        digit: u8,
        step: u64,
        placement: u64,
        options: L::Mask,
        cells: &L::Cells,
    );

    /// The digit at `depth` was taken back, at step `step`.
    fn retracted(&mut self, depth: usize, step: u64);

    /// The search ended at step `step`: solved, or with no solution.
    fn ended(&mut self, step: u64, solved: bool);

    /// Any strategy's event, and the search after it.
    fn observe(&mut self, e: Event, stepper: &Stepper<L>);
}

/// Nothing grows: the plain search.
impl<L: Layout> Grow<L> for () {
    #[inline(always)]
    fn placed(&mut self, _: usize, _: usize, _: u8, _: u64, _: u64, _: L::Mask, _: &L::Cells) {}
    #[inline(always)]
    fn retracted(&mut self, _: usize, _: u64) {}
    #[inline(always)]
    fn ended(&mut self, _: u64, _: bool) {}
    #[inline(always)]
    fn observe(&mut self, _: Event, _: &Stepper<L>) {}
}

impl Stepper {
    /// [`Stepper::run`], telling `g` as it goes; the final event if the search ended.
    #[inline]
    pub(crate) fn run_grown(&mut self, max: u64, g: &mut impl Grow) -> Option<Event> {
        if self.strategy != Strategy::Naive {
            return self.run_observed(max, |e, s| g.observe(e, s));
        }
        if max == 0 {
            return None;
        }
        if let Mode::Done(o) = self.mode {
            return Some(o.event());
        }
        for _ in 0..max {
            self.stats.steps += 1;
            let e = self.step_naive_grown(g);
            if e.is_final() {
                return Some(e);
            }
        }
        None
    }
}
