//! `N`: a solve that found a solution searches on to the next one, animated, as long as
//! the puzzle has another.

use sudoku_engine::solve::fast;

use super::run::State;
use super::App;
use crate::tui::ui::numbers::grouped;

impl App {
    pub(super) fn next_solution(&mut self) {
        let Some(run) = self.runs.first() else {
            self.message = Some("N looks for the next solution once a solve has found one".into());
            return;
        };
        let why_not = match run.state() {
            State::Solved => None,
            State::Solving | State::Paused => Some("A solution first: N then looks for the next"),
            State::NoSolution | State::Editing => Some("No solution, so no next one"),
        };
        if let Some(why) = why_not {
            self.message = Some(why.into());
            return;
        }
        // The solutions found so far are all the puzzle has, unless counting finds one
        // more (the search would otherwise end in "no solution").
        let found = run.stepper().stats().solutions;
        if fast::count(run.stepper().puzzle(), found + 1) <= found {
            self.message = Some(match found {
                1 => "This is the puzzle's only solution".into(),
                n => format!("That was the last: the puzzle has {} solutions", grouped(n)),
            });
            return;
        }
        self.runs.search_on();
    }
}
