//! Running the search with every event handed to an observer (the choice tree, see
//! [`crate::solve::tree`]), on the same hot path as [`Stepper::run`].

use super::{Layout, Mode, Stepper};
use crate::solve::{Event, Strategy};

impl<L: Layout> Stepper<L> {
    /// [`Stepper::run`], calling `see` after each step with the event and the search as
    /// it is after it. Returns the final event if the search ended.
    #[inline]
    pub fn run_observed(
        &mut self,
        max: u64,
        mut see: impl FnMut(Event, &Stepper<L>),
    ) -> Option<Event> {
        if max == 0 {
            return None;
        }
        if let Mode::Done(o) = self.mode {
            return Some(o.event());
        }
        let naive = self.strategy == Strategy::Naive;
        for _ in 0..max {
            let e = if naive {
                self.step_naive()
            } else {
                self.stats.steps += 1;
                self.step_search()
            };
            see(e, self);
            if e.is_final() {
                return Some(e);
            }
        }
        None
    }
}
