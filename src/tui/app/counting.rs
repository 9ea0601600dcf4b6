//! Whether a solve that has found solutions may find another (`N`): the solutions of its
//! puzzle counted by the fast solver on a thread of its own, since counting a sparse
//! 25×25 grid can take seconds and the keys must never wait for it (nor a newer puzzle:
//! the count of an older one is given up).

use std::sync::atomic::AtomicBool;

use sudoku_engine::board::Board;
use sudoku_engine::grid::Grid;
use sudoku_engine::solve::{any, fast};

use super::background::Background;
use super::run::{Run, Searched};

/// Name of the thread that counts solutions.
pub const COUNTING_THREAD: &str = "counting";

/// A puzzle whose solutions are to be counted, up to a limit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Counting {
    Nine(Grid, u64),
    Sized(Board, u64),
}

impl Counting {
    /// The number of solutions, up to the limit.
    #[cfg(test)]
    pub fn count(&self) -> u64 {
        self.count_until(&AtomicBool::new(false))
            .expect("never stopped")
    }

    /// The number of solutions, up to the limit; None if given up (`stop` set) first.
    pub fn count_until(&self, stop: &AtomicBool) -> Option<u64> {
        match self {
            // Milliseconds at most.
            Counting::Nine(g, limit) => Some(fast::count(g, *limit)),
            Counting::Sized(b, limit) => any::Solver::new()
                .first(false)
                .limit(*limit)
                .run_until(b, stop)
                .map(|out| out.count),
        }
    }
}

fn count(q: &Counting, stop: &AtomicBool) -> Option<u64> {
    q.count_until(stop)
}

/// The counts of the latest puzzles asked about.
pub struct Counts(Background<Counting, u64>);

impl Counts {
    /// Counted on the spot (tests).
    pub fn on_the_spot() -> Counts {
        Counts(Background::stoppable_on_the_spot(count, 2))
    }

    /// Counted on a thread of its own, or on the spot when it does not start.
    pub fn in_background() -> Counts {
        Counts(Background::stoppable_in_background(
            COUNTING_THREAD,
            count,
            2,
        ))
    }

    /// Asks whether `run` has more solutions than it has found (answered at once on the
    /// spot, later on the thread).
    pub fn ask<L: Searched>(&mut self, run: &Run<L>) {
        self.0.ask(&question(run));
    }

    /// Whether `run`'s puzzle has more solutions than it has found; None until known.
    pub fn more<L: Searched>(&self, run: &Run<L>) -> Option<bool> {
        let found = run.stepper().stats().solutions;
        self.0.known(&question(run)).map(|&n| n > found)
    }

    /// Picks up the thread's answers; true if one is about the latest question.
    pub fn poll(&mut self) -> bool {
        self.0.poll()
    }

    /// True while the latest question is being counted.
    pub fn pending(&self) -> bool {
        self.0.pending()
    }
}

/// The count that tells whether `run` has another solution: up to one more than found.
fn question<L: Searched>(run: &Run<L>) -> Counting {
    let found = run.stepper().stats().solutions;
    L::counting(run.stepper(), found + 1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tui::app::run::Progress;
    use sudoku_engine::shape::Shape;
    use sudoku_engine::solve::Strategy;

    #[test]
    fn counts_grids_of_both_layouts_up_to_the_limit() {
        assert_eq!(Counting::Nine(Grid::empty(), 3).count(), 3);
        let empty4 = Board::empty(Shape::for_side(4).unwrap());
        // The 4×4 grid has 288 solutions.
        assert_eq!(Counting::Sized(empty4.clone(), 1000).count(), 288);
        assert_eq!(Counting::Sized(empty4, 5).count(), 5);
    }

    #[test]
    fn a_run_with_its_only_solution_found_has_no_more() {
        let puzzle = Grid::from_line(
            "....78912672195348198342567859761423426853791713924856961537284287419635345286179",
        )
        .unwrap();
        let mut run = Run::new(&puzzle, Strategy::Naive, false);
        let mut counts = Counts::on_the_spot();
        assert_eq!(counts.more(&run), None);
        counts.ask(&run);
        // Before the first solution, the puzzle has one more than found.
        assert_eq!(counts.more(&run), Some(true));
        while run.state() != Progress::Solved {
            run.step_paused();
        }
        counts.ask(&run);
        assert_eq!(counts.more(&run), Some(false));
        assert!(!counts.pending());
    }
}
