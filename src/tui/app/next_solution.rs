//! `N`: a solve that found a solution searches on to the next one, animated, as long as
//! the puzzle has another.

use super::run::{Run, Searched, State};
use super::runs::Runs;
use super::App;
use crate::tui::words::numbers::grouped;

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
        if !run.has_more_solutions() {
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

impl<L: Searched> Run<L> {
    /// Whether the puzzle has more solutions than this run has found: counted once for
    /// each number found (the footer asks at every frame, `N` at its press).
    pub fn has_more_solutions(&self) -> bool {
        let found = self.stepper().stats().solutions;
        match self.more.get() {
            Some((n, yes)) if n == found => yes,
            _ => {
                let yes = L::count(self.stepper(), found + 1) > found;
                self.more.set(Some((found, yes)));
                yes
            }
        }
    }
}
