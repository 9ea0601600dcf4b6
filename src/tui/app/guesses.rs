//! Guesses, counted from a search's events: the placements that were a choice.
//!
//! Every strategy tries the digits of a cell in ascending order, and the grid is the same
//! each time the search comes back to a cell to try its next digit. So a placement of
//! `d` is a guess exactly when a digit larger than `d` also fits the cell: it is still
//! to be tried, should `d` fail. Placing the last digit left is not a guess (the others
//! failed: it is forced), nor is a deduction.

use sudoku_tui::grid::{bit, box_of, col_of, row_of, Grid, ALL, CELLS};
use sudoku_tui::solve::Event;

/// The digits in each row, column and box, following the events, and the guesses so far.
#[derive(Clone, Debug)]
pub struct Guesses {
    rows: [u16; 9],
    cols: [u16; 9],
    boxes: [u16; 9],
    count: u64,
}

impl Guesses {
    /// None so far, on `puzzle` (whose givens do not clash).
    pub fn new(puzzle: &Grid) -> Guesses {
        let mut g = Guesses {
            rows: [0; 9],
            cols: [0; 9],
            boxes: [0; 9],
            count: 0,
        };
        for cell in 0..CELLS {
            let d = puzzle.get(cell);
            if d != 0 {
                g.write(cell, d);
            }
        }
        g
    }

    pub fn count(&self) -> u64 {
        self.count
    }

    /// Follows one event of the search.
    #[inline]
    pub fn see(&mut self, e: Event) {
        match e {
            Event::Place { cell, digit } => {
                let fit = ALL
                    & !(self.rows[row_of(cell)]
                        | self.cols[col_of(cell)]
                        | self.boxes[box_of(cell)]);
                // Bits at or above `digit` are the digits above it.
                self.count += u64::from(fit >> digit != 0);
                self.write(cell, digit);
            }
            Event::Deduce { cell, digit } => self.write(cell, digit),
            Event::Retract { cell, digit } => {
                let keep = !bit(digit);
                self.rows[row_of(cell)] &= keep;
                self.cols[col_of(cell)] &= keep;
                self.boxes[box_of(cell)] &= keep;
            }
            Event::Solved | Event::NoSolution => {}
        }
    }

    #[inline]
    fn write(&mut self, cell: usize, digit: u8) {
        let b = bit(digit);
        self.rows[row_of(cell)] |= b;
        self.cols[col_of(cell)] |= b;
        self.boxes[box_of(cell)] |= b;
    }
}

#[cfg(test)]
mod tests;
