//! Propagation's rules: the next forced digit, or the contradiction that shows the grid
//! cannot be completed.

use super::view::Deduction;
use super::{Layout, Mask, Slots, Stepper};
use crate::shape::Spot;
use crate::solve::reason::{Rule, Why};

impl<L: Layout> Stepper<L> {
    /// Finds a forced digit: a naked single (the first empty cell in row-major order
    /// with one candidate), else a hidden single (units in row, column, box order;
    /// digits ascending). Fails with the contradiction found instead: an empty cell no
    /// digit fits (met before any naked single in row-major order), or a digit with no
    /// place left in a unit (the first such unit, the smallest such digit).
    pub(super) fn find_single(&self) -> Result<Option<Deduction>, Why<L::Mask>> {
        // Candidates of every empty cell, worked out once for both passes (0 for a
        // filled cell).
        let none = L::Mask::NONE;
        let mut cand = L::Marks::filled(self.layout.shape().cells(), none);
        for &c in &self.empties[..self.n_empties] {
            let c = c as usize;
            if self.cells[c] != 0 {
                continue;
            }
            let m = self.candidates(c);
            cand[c] = m;
            if m == none {
                return Err(Why::DeadEnd { cell: Spot::new(c) });
            }
            if m.without_lowest() == none {
                return Ok(Some(Deduction {
                    cell: c as u16,
                    digit: m.lowest(),
                    rule: Rule::NakedSingle,
                }));
            }
        }
        for u in 0..self.layout.unit_count() {
            let unit = self.layout.unit(u);
            let mut seen_once = none;
            let mut seen_more = none;
            let mut held = none;
            for &c in unit {
                let c: usize = c.into();
                if self.cells[c] != 0 {
                    held |= L::Mask::bit(self.cells[c]);
                    continue;
                }
                let m = cand[c];
                seen_more |= seen_once & m;
                seen_once |= m;
            }
            let missing = self.layout.all() & !(seen_once | held);
            if missing != none {
                return Err(Why::NoPlace {
                    digit: missing.lowest(),
                    unit: self.layout.unit_name(u),
                });
            }
            let once = seen_once & !seen_more & !held;
            if once != none {
                let digit = once.lowest();
                let b = L::Mask::bit(digit);
                for &c in unit {
                    let c: usize = c.into();
                    if cand[c] & b != none {
                        return Ok(Some(Deduction {
                            cell: c as u16,
                            digit,
                            rule: Rule::HiddenSingle(self.layout.unit_name(u)),
                        }));
                    }
                }
            }
        }
        Ok(None)
    }
}
