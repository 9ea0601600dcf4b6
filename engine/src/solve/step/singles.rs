//! Propagation's rules: the next forced digit, or the contradiction that shows the grid
//! cannot be completed.

use super::view::Deduction;
use super::Stepper;
use crate::grid::{bit, Unit, ALL, CELLS, UNITS};
use crate::solve::reason::{Rule, Why};

impl Stepper {
    /// Finds a forced digit: a naked single (the first empty cell in row-major order
    /// with one candidate), else a hidden single (units in row, column, box order;
    /// digits ascending). Fails with the contradiction found instead: an empty cell no
    /// digit fits (met before any naked single in row-major order), or a digit with no
    /// place left in a unit (the first such unit, the smallest such digit).
    pub(super) fn find_single(&self) -> Result<Option<Deduction>, Why> {
        // Candidates of every empty cell, worked out once for both passes (0 for a
        // filled cell).
        let mut cand = [0u16; CELLS];
        for &c in &self.empties[..self.n_empties] {
            let c = c as usize;
            if self.cells[c] != 0 {
                continue;
            }
            let m = self.candidates(c);
            cand[c] = m;
            if m == 0 {
                return Err(Why::DeadEnd { cell: c });
            }
            if m.is_power_of_two() {
                return Ok(Some(Deduction {
                    cell: c as u8,
                    digit: m.trailing_zeros() as u8 + 1,
                    rule: Rule::NakedSingle,
                }));
            }
        }
        for (u, unit) in UNITS.iter().enumerate() {
            let mut seen_once = 0u16;
            let mut seen_more = 0u16;
            let mut held = 0u16;
            for &c in unit {
                let c = c as usize;
                if self.cells[c] != 0 {
                    held |= bit(self.cells[c]);
                    continue;
                }
                let m = cand[c];
                seen_more |= seen_once & m;
                seen_once |= m;
            }
            let missing = ALL & !(seen_once | held);
            if missing != 0 {
                return Err(Why::NoPlace {
                    digit: missing.trailing_zeros() as u8 + 1,
                    unit: Unit::from_position(u),
                });
            }
            let once = seen_once & !seen_more & !held;
            if once != 0 {
                let digit = once.trailing_zeros() as u8 + 1;
                let b = bit(digit);
                for &c in unit {
                    if cand[c as usize] & b != 0 {
                        return Ok(Some(Deduction {
                            cell: c,
                            digit,
                            rule: Rule::HiddenSingle(Unit::from_position(u)),
                        }));
                    }
                }
            }
        }
        Ok(None)
    }
}
