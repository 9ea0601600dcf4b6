//! The fast solver's verdict on the edited puzzle (unique, several solutions, none,
//! clashing givens), worked out on a thread of its own so that even a very hard puzzle
//! never holds up the keys.

use std::sync::mpsc::{self, Receiver, Sender};

use sudoku_tui::grid::Grid;
use sudoku_tui::solve::fast::{self, Status};

/// Name of the thread that works out puzzle statuses.
pub const STATUS_THREAD: &str = "status";

/// A thread that works out puzzle statuses: it answers the latest puzzle asked about.
struct Checker {
    questions: Sender<Grid>,
    answers: Receiver<(Grid, Status)>,
}

impl Checker {
    fn spawn() -> Option<Checker> {
        let (qtx, qrx) = mpsc::channel::<Grid>();
        let (atx, arx) = mpsc::channel();
        std::thread::Builder::new()
            .name(STATUS_THREAD.into())
            .spawn(move || {
                while let Ok(mut grid) = qrx.recv() {
                    // Only the newest question matters.
                    while let Ok(g) = qrx.try_recv() {
                        grid = g;
                    }
                    if atx.send((grid, fast::status(&grid))).is_err() {
                        break;
                    }
                }
            })
            .ok()?;
        Some(Checker {
            questions: qtx,
            answers: arx,
        })
    }

    /// Sends a question; false if the thread is gone.
    fn ask(&self, grid: Grid) -> bool {
        self.questions.send(grid).is_ok()
    }
}

/// The verdict on the latest grid asked about.
pub struct Verdict {
    /// Works the verdict out on another thread, when there is one.
    checker: Option<Checker>,
    asked: Grid,
    /// None while it is being worked out.
    status: Option<Status>,
}

impl Verdict {
    /// Verdicts worked out on the spot (tests use this).
    pub fn on_the_spot() -> Verdict {
        Verdict {
            checker: None,
            asked: Grid::empty(),
            status: None,
        }
    }

    /// Verdicts worked out on a thread of their own, or on the spot when no thread starts.
    pub fn in_background() -> Verdict {
        Verdict {
            checker: Checker::spawn(),
            ..Verdict::on_the_spot()
        }
    }

    /// Asks about `grid`: answered at once without a thread, later with one.
    pub fn ask(&mut self, grid: Grid) {
        self.asked = grid;
        match &self.checker {
            Some(c) if c.ask(grid) => self.status = None,
            _ => self.status = Some(fast::status(&grid)),
        }
    }

    /// Picks up the answer about the latest grid if the thread has it; true if it did.
    pub fn poll(&mut self) -> bool {
        let Some(c) = &self.checker else {
            return false;
        };
        let mut got = false;
        loop {
            match c.answers.try_recv() {
                Ok((grid, status)) => {
                    if grid == self.asked {
                        self.status = Some(status);
                        got = true;
                    }
                }
                Err(mpsc::TryRecvError::Empty) => break,
                Err(mpsc::TryRecvError::Disconnected) => {
                    // The thread is gone: answer here from now on.
                    self.checker = None;
                    if self.status.is_none() {
                        self.ask(self.asked);
                        got = true;
                    }
                    break;
                }
            }
        }
        got
    }

    /// True while the verdict is being worked out.
    pub fn pending(&self) -> bool {
        self.status.is_none()
    }

    /// The verdict, once known.
    pub fn status(&self) -> Option<&Status> {
        self.status.as_ref()
    }
}
