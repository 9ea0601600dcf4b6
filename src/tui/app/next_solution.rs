//! `N`: a solve that found a solution searches on to the next one, animated, as long as
//! the puzzle has another.

use super::run::{Searched, State};
use super::runs::Runs;
use super::App;
use crate::tui::ui::numbers::grouped;

impl App {
    pub(super) fn next_solution(&mut self) {
        self.message = on_runs!(self, |runs| next_solution(runs));
    }
}

/// `N` on `runs`: what it says, if anything.
fn next_solution<L: Searched>(runs: &mut Runs<L>) -> Option<String> {
    {
        let Some(run) = runs.first() else {
            return Some("N looks for the next solution once a solve has found one".into());
        };
        let why_not = match run.state() {
            State::Solved => None,
            State::Solving | State::Paused => Some("A solution first: N then looks for the next"),
            State::NoSolution | State::Editing => Some("No solution, so no next one"),
        };
        if let Some(why) = why_not {
            return Some(why.into());
        }
        // The solutions found so far are all the puzzle has, unless counting finds one
        // more (the search would otherwise end in "no solution").
        let found = run.stepper().stats().solutions;
        if L::count(run.stepper(), found + 1) <= found {
            return Some(match found {
                1 => "This is the puzzle's only solution".into(),
                n => format!("That was the last: the puzzle has {} solutions", grouped(n)),
            });
        }
    }
    runs.search_on();
    None
}
