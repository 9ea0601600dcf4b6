//! One application of a technique, as the techniques report it.

use super::technique::{length_extra, Technique};
use crate::grid::{Cell, Digit, Unit, UnitKind};

/// A digit in a cell: a candidate a step strikes out, or the digit it places.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Candidate {
    /// The cell.
    pub cell: Cell,
    /// The digit.
    pub digit: Digit,
}

impl Candidate {
    /// Digit `digit` (1..=9) in cell `cell` (0..81), as the techniques read them off
    /// their cell sets and masks, which hold nothing else.
    pub(super) fn at(cell: usize, digit: u8) -> Candidate {
        Candidate {
            cell: Cell::new(cell).expect("a cell set holds cells 0..81"),
            digit: Digit::new(digit).expect("a digit mask holds digits 1..=9"),
        }
    }
}

/// A cell of a step's pattern, with its digits that take part.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PatternCell {
    /// The cell.
    pub cell: Cell,
    /// Its digits that take part (a mask, bit `d - 1` for digit `d`).
    pub digits: u16,
}

impl PatternCell {
    /// Cell `cell` (0..81) of a pattern, with the digits `digits` that take part.
    pub(super) fn at(cell: usize, digits: u16) -> PatternCell {
        PatternCell {
            cell: Cell::new(cell).expect("a cell set holds cells 0..81"),
            digits,
        }
    }
}

/// A technique applied once: where it looks, the cells that make its pattern, and what
/// it concludes (candidates to strike out, or a digit to place).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Step {
    /// The technique applied.
    pub technique: Technique,
    /// The units the pattern lies in, the area to look at first (pointing: the box,
    /// then the line; fish: the base lines, then the cover lines). Empty for patterns
    /// that lie in no one unit (wings, chains): their first pattern cell is the area.
    pub units: Vec<Unit>,
    /// The digits the pattern is about (a mask).
    pub digits: u16,
    /// The pattern's cells, in the order the words name them, each with its digits
    /// that take part.
    pub pattern: Vec<PatternCell>,
    /// Candidates struck out, in cell order.
    pub eliminations: Vec<Candidate>,
    /// A digit placed (singles, BUG+1).
    pub placement: Option<Candidate>,
    /// Links of a chain (0 for other techniques).
    pub links: usize,
}

impl Step {
    pub(super) fn new(technique: Technique) -> Step {
        Step {
            technique,
            units: Vec::new(),
            digits: 0,
            pattern: Vec::new(),
            eliminations: Vec::new(),
            placement: None,
            links: 0,
        }
    }

    /// The rating on Sudoku Explainer's scale, in tenths: the technique's, a hidden
    /// single's by its unit (1.2 in a box, 1.5 in a line), a chain's with its length.
    pub fn rating(&self) -> u32 {
        match self.technique {
            Technique::HiddenSingle => match self.units.first().map(|u| u.kind) {
                Some(UnitKind::Box) => 12,
                _ => 15,
            },
            Technique::XChain | Technique::XyChain | Technique::SimpleColouring => {
                self.technique.base_rating() + length_extra(self.links)
            }
            t => t.base_rating(),
        }
    }

    /// The area to look at, in words: `box 4`, or the first pattern cell (`r3c5`).
    pub fn area(&self) -> String {
        match self.units.first() {
            Some(u) => u.to_string(),
            None => self
                .pattern
                .first()
                .map_or_else(String::new, |p| p.cell.to_string()),
        }
    }

    /// Whether the step changes the board.
    pub fn makes_progress(&self) -> bool {
        self.placement.is_some() || !self.eliminations.is_empty()
    }
}
