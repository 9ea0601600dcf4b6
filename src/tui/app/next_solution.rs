//! `N`: a solve that found a solution searches on to the next one, animated, as long as
//! the puzzle has another.

use super::counting::Counts;
use super::run::{Progress, Searched};
use super::runs::Runs;
use super::App;
use crate::tui::words::numbers::grouped;

impl App {
    pub(super) fn next_solution(&mut self) {
        self.message = on_runs!(self, |runs| next_solution(runs, &mut self.counts));
    }

    /// Asks whether the solve on screen, once it has ended on a solution, has another
    /// (the footer's `N` hint and `N` itself read the answer).
    pub(super) fn ask_counts(&mut self) {
        on_runs_ref!(self, |runs| {
            if let Some(run) = runs.first().filter(|r| r.state() == Progress::Solved) {
                self.counts.ask(run);
            }
        })
    }
}

/// `N` on `runs`: what it says, if anything. The solutions are counted on a thread: while
/// they are, it says so and does nothing.
fn next_solution<L: Searched>(runs: &mut Runs<L>, counts: &mut Counts) -> Option<String> {
    {
        let Some(run) = runs.first() else {
            return Some("N looks for the next solution once a solve has found one".into());
        };
        let why_not = match run.state() {
            Progress::Solved => None,
            Progress::Solving | Progress::Paused => {
                Some("A solution first: N then looks for the next")
            }
            Progress::NoSolution | Progress::Editing => Some("No solution, so no next one"),
        };
        if let Some(why) = why_not {
            return Some(why.into());
        }
        // The solutions found so far are all the puzzle has, unless counting finds one
        // more (the search would otherwise end in "no solution").
        counts.ask(run);
        let Some(more) = counts.more(run) else {
            return Some("Counting the solutions: N again in a moment".into());
        };
        if !more {
            let found = run.stepper().stats().solutions;
            return Some(match found {
                1 => "This is the puzzle's only solution".into(),
                n => format!("That was the last: the puzzle has {} solutions", grouped(n)),
            });
        }
    }
    runs.search_on();
    None
}
