//! Hindsight's judge of a grid of another size than 9×9 (whether its puzzle has no
//! solution, one or several: the exact solver, seconds on a sparse 25×25 board), worked
//! out on a thread of its own, so that the keys never wait for it; given up for a newer
//! puzzle, or when neither hindsight nor the map wants it any more. The 9×9 grid's is
//! the fast solver's, milliseconds at most, made on the spot.

use std::sync::atomic::AtomicBool;

use sudoku_engine::board::Board;
use sudoku_engine::solve::tree::Judge;

use super::background::Background;

/// Name of the thread that works out the judges.
pub const JUDGING_THREAD: &str = "judging";

fn judge(puzzle: &Board, stop: &AtomicBool) -> Option<Judge> {
    Judge::for_board_until(puzzle, stop)
}

/// The judge of the latest puzzle asked about.
pub struct Judges(Background<Board, Judge>);

impl Judges {
    /// Worked out on the spot (tests).
    pub fn on_the_spot() -> Judges {
        Judges(Background::stoppable_on_the_spot(judge, 1))
    }

    /// Worked out on a thread of its own, or on the spot when it does not start.
    pub fn in_background() -> Judges {
        Judges(Background::stoppable_in_background(
            JUDGING_THREAD,
            judge,
            1,
        ))
    }

    /// The judge of `puzzle`: asked for (nothing to do when it was asked last), and
    /// given once known.
    pub fn of(&mut self, puzzle: &Board) -> Option<Judge> {
        self.0.ask(puzzle);
        self.0.known(puzzle).cloned()
    }

    /// No judge is wanted: the work on one is given up.
    pub fn withdraw(&mut self) {
        self.0.withdraw();
    }

    /// Picks up the thread's answer; true if it is about the latest puzzle.
    pub fn poll(&mut self) -> bool {
        self.0.poll()
    }

    /// True while the judge of the latest puzzle is being worked out.
    pub fn pending(&self) -> bool {
        self.0.pending()
    }
}
