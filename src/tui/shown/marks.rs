//! What a technique step marks on the grid's candidates: the digits it strikes out and
//! the pattern's cells and digits that let it.

use sudoku_engine::grid::CELLS;
use sudoku_engine::solve::logic::{Candidate, Step};

/// Per cell, masks of digits (bit d-1 for digit d).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Marks {
    /// The candidates the search holds (a logic search strikes out more than the digits
    /// on the board rule out); None: the ones the digits on the board leave.
    pub known: Option<[u16; CELLS]>,
    /// Candidates the last step struck out: still drawn, crossed out.
    pub struck: [u16; CELLS],
    /// The last step's pattern: its cells, with the digits that take part.
    pub pattern: [u16; CELLS],
    /// A digit the step would place, shown in its empty cell (a hint told, not done).
    pub placed: Option<Candidate>,
}

impl Default for Marks {
    fn default() -> Marks {
        Marks {
            known: None,
            struck: [0; CELLS],
            pattern: [0; CELLS],
            placed: None,
        }
    }
}

impl Marks {
    /// The marks of a technique step, over the candidates `known`.
    pub fn of_step(known: Option<[u16; CELLS]>, step: Option<&Step>) -> Marks {
        let mut m = Marks {
            known,
            ..Marks::default()
        };
        if let Some(step) = step {
            for e in &step.eliminations {
                m.struck[e.cell.index()] |= e.digit.bit();
            }
            for p in &step.pattern {
                m.pattern[p.cell.index()] |= p.digits;
            }
        }
        m
    }
}
