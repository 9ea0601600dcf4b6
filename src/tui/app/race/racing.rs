//! The race on screen, of the 9×9 grid or of a grid of another size: a look at the one
//! [`Race`] over the layout searched (held by that grid's [`Stage`]), and what the app
//! asks of it whatever that layout is.
//!
//! [`Stage`]: crate::tui::app::stage::Stage

use sudoku_engine::grid::Grid;
use sudoku_engine::solve::AnyShape;

use super::{Phase, Race};

/// The race on screen, of either layout.
#[derive(Clone, Copy, Debug)]
pub enum Racing<'a> {
    Nine(&'a Race),
    Any(&'a Race<AnyShape>),
}

/// `$body` with `$race` the race of `$racing`, whatever its layout: compiled for both.
macro_rules! each {
    ($racing:expr, |$race:ident| $body:expr) => {
        match $racing {
            Racing::Nine($race) => $body,
            Racing::Any($race) => $body,
        }
    };
}
pub(in crate::tui::app) use each;

impl<'a> Racing<'a> {
    /// The race of the 9×9 grid, if it is one.
    pub fn nine(self) -> Option<&'a Race> {
        match self {
            Racing::Nine(r) => Some(r),
            Racing::Any(_) => None,
        }
    }

    /// The race of a grid of another size, if it is one.
    pub fn any(self) -> Option<&'a Race<AnyShape>> {
        match self {
            Racing::Any(r) => Some(r),
            Racing::Nine(_) => None,
        }
    }

    /// The 9×9 puzzle raced on (None for a grid of another size).
    pub fn puzzle(self) -> Option<Grid> {
        self.nine().map(Race::puzzle)
    }

    pub fn phase(self) -> Phase {
        each!(self, |r| r.phase())
    }

    pub fn active(self) -> bool {
        each!(self, |r| r.active())
    }

    #[cfg(test)]
    pub fn breakpoints(self) -> crate::tui::app::breakpoints::Breakpoints {
        *each!(self, |r| r.breakpoints())
    }

    #[cfg(test)]
    pub fn results(self) -> Option<Vec<(usize, sudoku_engine::compare::StrategyRun)>> {
        each!(self, |r| r.results())
    }
}
