//! Advancing the search: one step, a bounded run, to the end, and on past a solution.
//! Naive takes each of them through one loop ([`Stepper::naive_steps`]); mrv and
//! propagate through the general search, a step at a time.

use super::grow::Grow;
use super::{Layout, Mode, Outcome, Stepper};
use crate::solve::reason::{Explained, Why};
use crate::solve::{Event, Strategy};

impl<L: Layout> Stepper<L> {
    /// After [`Event::Solved`], sends the search on to the next solution: the following
    /// steps take the last choice back and go on as if the grid had failed, until the
    /// next [`Event::Solved`] (counted in [`Stats::solutions`](crate::solve::Stats::solutions)) or [`Event::NoSolution`]
    /// when there is none left. Naive finds solutions in lexicographic order. Returns
    /// false (and does nothing) unless the search has just been solved.
    pub fn search_on(&mut self) -> bool {
        if self.mode != Mode::Done(Outcome::Solved) {
            return false;
        }
        self.cause = Why::SearchOn {
            solution: self.stats.solutions,
        };
        self.mode = Mode::Backtrack;
        true
    }

    /// Runs at most `max` steps; returns the final event if the search ended.
    pub fn run(&mut self, max: u64) -> Option<Event> {
        if self.strategy == Strategy::Naive {
            return self.run_naive(max, &mut ());
        }
        for _ in 0..max {
            let e = self.step();
            if e.is_final() {
                return Some(e);
            }
        }
        None
    }

    /// [`Stepper::run`] for naive, telling `g` as it goes: the same steps as
    /// [`Stepper::step`], in one loop, with the strategy asked once rather than per step
    /// (7% of the time of a flat-out run, which is what the app does at `max`).
    #[inline(always)]
    pub(super) fn run_naive(&mut self, max: u64, g: &mut impl Grow<L>) -> Option<Event> {
        // Only a final event ends the search, and it returns below: a search that has not
        // ended on entry does not end silently on the way.
        if max == 0 {
            return None;
        }
        if let Mode::Done(o) = self.mode {
            return Some(o.event());
        }
        Some(self.naive_steps(max, g)).filter(|e| e.is_final())
    }

    /// Runs to the end and returns the final event.
    pub fn finish(&mut self) -> Event {
        loop {
            if let Some(e) = self.run(u64::MAX) {
                return e;
            }
        }
    }

    /// Advances the search by one event.
    #[inline]
    pub fn step(&mut self) -> Event {
        if let Mode::Done(o) = self.mode {
            return o.event();
        }
        if self.strategy == Strategy::Naive {
            return self.step_naive();
        }
        self.stats.steps += 1;
        self.step_search()
    }

    /// Advances the search by one event and says what explains it.
    pub fn step_explained(&mut self) -> Explained<L::Mask> {
        self.step();
        self.explain_last()
            .expect("a step was taken, so there is a last event")
    }

    /// Ends the search with `outcome`; its final event.
    pub(super) fn finish_with(&mut self, outcome: Outcome) -> Event {
        self.mode = Mode::Done(outcome);
        if outcome == Outcome::Solved {
            self.stats.solutions += 1;
            self.stats.depth = self.top as u32;
        } else {
            self.stats.depth = 0;
        }
        outcome.event()
    }
}
