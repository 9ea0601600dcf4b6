//! The race on screen, of the 9×9 grid or of a grid of another size: one [`Race`] over
//! the layout searched, and what the app asks of it whatever that layout is.

use std::time::Instant;

use sudoku_engine::grid::Grid;
use sudoku_engine::solve::AnyShape;

use super::{Phase, Race};
use crate::tui::app::breakpoints::Breakpoints;
use crate::tui::app::pacing::Speed;

/// A race of either layout.
#[derive(Clone, Debug)]
pub enum Racing {
    Nine(Race),
    Any(Race<AnyShape>),
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

impl Racing {
    /// The race of the 9×9 grid, if it is one.
    pub fn nine(&self) -> Option<&Race> {
        match self {
            Racing::Nine(r) => Some(r),
            Racing::Any(_) => None,
        }
    }

    #[cfg(test)]
    pub fn nine_mut(&mut self) -> Option<&mut Race> {
        match self {
            Racing::Nine(r) => Some(r),
            Racing::Any(_) => None,
        }
    }

    /// The race of a grid of another size, if it is one.
    pub fn any(&self) -> Option<&Race<AnyShape>> {
        match self {
            Racing::Any(r) => Some(r),
            Racing::Nine(_) => None,
        }
    }

    #[cfg(test)]
    pub fn any_mut(&mut self) -> Option<&mut Race<AnyShape>> {
        match self {
            Racing::Any(r) => Some(r),
            Racing::Nine(_) => None,
        }
    }

    /// The 9×9 puzzle raced on (None for a grid of another size).
    pub fn puzzle(&self) -> Option<Grid> {
        self.nine().map(Race::puzzle)
    }

    pub fn phase(&self) -> Phase {
        each!(self, |r| r.phase())
    }

    pub fn active(&self) -> bool {
        each!(self, |r| r.active())
    }

    pub fn finishing(&self) -> bool {
        each!(self, |r| r.finishing())
    }

    #[cfg(test)]
    pub fn breakpoints(&self) -> Breakpoints {
        each!(self, |r| r.breakpoints())
    }

    pub fn set_breakpoints(&mut self, b: Breakpoints) {
        each!(self, |r| r.set_breakpoints(b))
    }

    pub fn finish(&mut self) {
        each!(self, |r| r.finish())
    }

    pub fn speed_changed(&mut self) {
        each!(self, |r| r.speed_changed())
    }

    pub fn next_wake(&self, now: Instant, speed: Speed) -> Option<Instant> {
        each!(self, |r| r.next_wake(now, speed))
    }

    pub fn tick(&mut self, now: Instant, deadline: Instant, speed: Speed) -> Option<String> {
        each!(self, |r| r.tick(now, deadline, speed))
    }

    #[cfg(test)]
    pub fn results(&self) -> Option<Vec<(usize, sudoku_engine::compare::StrategyRun)>> {
        each!(self, |r| r.results())
    }
}
