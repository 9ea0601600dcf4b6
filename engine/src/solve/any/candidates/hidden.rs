//! Hidden singles, kept track of as candidates go: each unit counts, for each digit, the
//! cells that still take it. A count that falls to one, for a digit not yet written in
//! the unit, is a hidden single, noted to be written (`pending`); one that falls to
//! none is a contradiction. No sweep of the grid is needed to find them.

use super::Candidates;
use crate::solve::any::tables::Tables;

impl Candidates {
    /// Counts the digits of `gone`, just struck out of `cell`, out of its row, column and
    /// box, noting the hidden singles that leaves and the three units as changed for
    /// locked candidates; false when a digit is left no place in
    /// one of them.
    #[inline]
    pub(super) fn lose(&mut self, t: &Tables, cell: usize, gone: u32) -> bool {
        let n = t.side;
        self.dirty |= t.unit_bits(cell);
        for u in t.units_of(cell) {
            let mut m = gone;
            while m != 0 {
                let d = m.trailing_zeros() as usize;
                m &= m - 1;
                let at = u * n + d;
                let left = self.places[at] - 1;
                self.places[at] = left;
                if left <= 1 {
                    if left == 0 {
                        return false;
                    }
                    if self.placed[u] & (1 << d) == 0 {
                        self.pending.push((u << 5 | d) as u16);
                    }
                }
            }
        }
        true
    }

    /// Writes the hidden singles noted, each in the one cell of its unit that takes its
    /// digit (unless it was written there since); false on a contradiction (a written
    /// digit leaving another with no place).
    pub(super) fn hidden(&mut self, t: &Tables) -> bool {
        while let Some(at) = self.pending.pop() {
            let (u, d) = (at as usize >> 5, at as usize & 31);
            let bit = 1u32 << d;
            if self.placed[u] & bit != 0 {
                continue;
            }
            let Some(cell) = t
                .unit(u)
                .iter()
                .map(|&c| c as usize)
                .find(|&c| self.cand[c] & bit != 0)
            else {
                return false;
            };
            if !self.assign(t, cell, d as u8 + 1) {
                return false;
            }
        }
        true
    }
}
