//! Locked candidates, pointing and claiming at once: where the cells a digit may take in a
//! box all lie in one of its rows (or columns), the digit leaves the rest of that line;
//! where those of a line all lie in one box, it leaves the rest of that box. Both read the
//! same table: the candidates of each box-line intersection (segment) united.

use super::State;
use crate::solve::any::tables::{Segments, Tables};

/// The digits that occur in exactly one of `masks`.
#[inline]
fn in_one(masks: impl Iterator<Item = u32>) -> u32 {
    let (mut once, mut twice) = (0u32, 0u32);
    for m in masks {
        twice |= once & m;
        once |= m;
    }
    once & !twice
}

impl State {
    /// Strikes the digits of `digits` out of `cells`, writing cells left with one
    /// candidate; `Some(true)` when it struck any, None on a contradiction (a cell left
    /// without candidates, a written digit struck, or a digit left no place in a unit).
    fn strike(&mut self, t: &Tables, cells: &[u16], digits: u32) -> Option<bool> {
        let mut struck = false;
        for &c in cells {
            let c = c as usize;
            let m = self.cand[c];
            let gone = m & digits;
            if gone == 0 {
                continue;
            }
            if self.value[c] != 0 {
                return None;
            }
            let m = m & !digits;
            if m == 0 {
                return None;
            }
            self.cand[c] = m;
            struck = true;
            if !self.lose(t, c, gone) {
                return None;
            }
            if m & (m - 1) == 0 {
                self.written(t, c, m.trailing_zeros() as u8 + 1);
            }
        }
        Some(struck)
    }

    /// The candidates of each segment's empty cells united, into `or`: rows' segments in
    /// `or[0]` and columns' in `or[1]`, as `Segments` numbers them.
    fn unite(&self, t: &Tables, or: &mut [Vec<u32>; 2]) {
        let shape = t.shape;
        let (n, br, bc) = (shape.side(), shape.box_rows(), shape.box_cols());
        let (across, bands) = (n / bc, n / br);
        let [row_or, col_or] = or;
        row_or.resize(t.lines[0].count(), 0);
        col_or.clear();
        col_or.resize(t.lines[1].count(), 0);
        for r in 0..n {
            let cand = &self.cand[r * n..(r + 1) * n];
            let value = &self.value[r * n..(r + 1) * n];
            let band = r / br;
            for j in 0..across {
                let mut seg = 0;
                for k in j * bc..(j + 1) * bc {
                    let m = if value[k] == 0 { cand[k] } else { 0 };
                    seg |= m;
                    col_or[k * bands + band] |= m;
                }
                row_or[r * across + j] = seg;
            }
        }
    }

    /// Locked candidates along one direction's segments (see the module docs), from their
    /// candidates united in `or`, in the lines and boxes of `dirty` (units as bits) alone.
    fn locked_along(
        &mut self,
        t: &Tables,
        seg: &Segments,
        or: &[u32],
        dirty: u128,
    ) -> Option<bool> {
        let count = seg.count();
        let (across, depth) = (seg.across, seg.depth);
        let boxes = 2 * t.shape.side();
        let mut struck = false;
        // Claiming: a line's digit in one segment alone.
        for line in 0..count / across {
            if dirty >> (seg.first_line + line) & 1 == 0 {
                continue;
            }
            let row = &or[line * across..(line + 1) * across];
            let only = in_one(row.iter().copied());
            if only == 0 {
                continue;
            }
            for (j, &m) in row.iter().enumerate() {
                let digits = m & only;
                if digits != 0 {
                    struck |= self.strike(t, seg.box_rest(line * across + j), digits)?;
                }
            }
        }
        // Pointing: a box's digit in one of its segments alone.
        for group in 0..count / across / depth {
            for j in 0..across {
                if dirty >> (boxes + seg.box_at(group, j)) & 1 == 0 {
                    continue;
                }
                let at = |i: usize| (group * depth + i) * across + j;
                let only = in_one((0..depth).map(|i| or[at(i)]));
                if only == 0 {
                    continue;
                }
                for i in 0..depth {
                    let digits = or[at(i)] & only;
                    if digits != 0 {
                        struck |= self.strike(t, seg.line_rest(at(i)), digits)?;
                    }
                }
            }
        }
        Some(struck)
    }

    /// Locked candidates along the rows, then the columns, from the candidates of their
    /// segments united, in the units with a cell that lost a candidate since they were
    /// last looked at (in the others nothing changed since, so there is nothing new to
    /// strike), on a state where every written digit is struck out of its peers
    /// (so an empty cell's candidates are every place a digit has left); `Some(true)` when
    /// a candidate went, None on a contradiction. A digit confined among the candidates
    /// united is confined among the fewer left after a strike, so every strike is sound.
    /// (A table made after a strike that wrote a cell would leave that cell out before its
    /// peers had lost its digit.)
    pub(super) fn locked(&mut self, t: &Tables) -> Option<bool> {
        // A unit struck in from now on is looked at again in the next round, its table
        // made anew.
        let dirty = std::mem::take(&mut self.dirty);
        let mut or = std::mem::take(&mut self.or);
        self.unite(t, &mut or);
        let rows = self.locked_along(t, &t.lines[0], &or[0], dirty);
        let cols = match rows {
            Some(_) => self.locked_along(t, &t.lines[1], &or[1], dirty),
            None => None,
        };
        self.or = or;
        Some(rows? || cols?)
    }
}
