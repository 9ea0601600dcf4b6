//! The last event and what explains it. Mrv and propagate record it as they go; naive
//! records nothing on its hot path, and its last event is read back from the stack:
//!
//! - after a placement the mode is [`Mode::Branch`] and the digit is the top frame's;
//! - after a take-back the mode is [`Mode::TryNext`]; the digit taken back is the
//!   largest tried at the top frame (digits go in ascending order), and the frame given
//!   up just before stays in `frames[top]`: its options say dead end (none) or
//!   exhausted (all tried). When `top` is the number of empty cells there is no such
//!   frame: the take-back is the first one past a solution.

use super::{Layout, Mask, Mode, Outcome, Stepper};
use crate::shape::Spot;
use crate::solve::reason::{Explained, Why};
use crate::solve::Strategy;

impl<L: Layout> Stepper<L> {
    /// The last event with what explains it; None before the first step.
    pub fn explain_last(&self) -> Option<Explained<L::Mask>> {
        if self.strategy != Strategy::Naive {
            return self.last;
        }
        match self.mode {
            Mode::Done(Outcome::Solved) => Some(Explained::Solved {
                solution: self.stats.solutions,
            }),
            Mode::Done(Outcome::NoSolution) => Some(Explained::NoSolution),
            // Just sent on past a solution, or clashing givens not stepped yet.
            Mode::Backtrack => (self.stats.solutions > 0).then_some(Explained::Solved {
                solution: self.stats.solutions,
            }),
            Mode::Branch | Mode::Propagate if self.top > 0 => {
                let f = &self.frames[self.top - 1];
                Some(Explained::Place {
                    cell: Spot::new(f.cell as usize),
                    digit: self.cells[f.cell as usize],
                    guess: (f.options & !f.remaining).count(),
                    of: f.options.count(),
                    left: f.remaining,
                })
            }
            Mode::Branch | Mode::Propagate => None,
            Mode::TryNext => {
                let f = &self.frames[self.top - 1];
                let tried = f.options & !f.remaining;
                let digit = tried.highest();
                let why = if self.top == self.n_empties {
                    Why::SearchOn {
                        solution: self.stats.solutions,
                    }
                } else {
                    let given_up = &self.frames[self.top];
                    let cell = given_up.cell as usize;
                    match given_up.options {
                        none if none == L::Mask::NONE => Why::DeadEnd {
                            cell: Spot::new(cell),
                        },
                        tried => Why::Exhausted {
                            cell: Spot::new(cell),
                            tried,
                        },
                    }
                };
                Some(Explained::Retract {
                    cell: Spot::new(f.cell as usize),
                    digit,
                    why,
                })
            }
        }
    }
}
