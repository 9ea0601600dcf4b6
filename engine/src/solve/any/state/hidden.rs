//! Hidden singles, read in one sweep of the grid row by row: each cell's candidates are
//! tallied into its row, its column and its box at once (the digits seen once, seen twice
//! or more, and written), and into the candidates of its two box-line intersections,
//! which locked candidates read next (see `locked`).

use super::State;
use crate::shape::MAX_SIDE;
use crate::solve::any::tables::Tables;

/// The digits of one unit's cells: seen once, seen twice or more, and written.
#[derive(Clone, Copy, Default)]
struct Tally {
    once: u32,
    twice: u32,
    written: u32,
}

impl Tally {
    #[inline]
    fn add(&mut self, m: u32, written: u32) {
        self.twice |= self.once & m;
        self.once |= m;
        self.written |= written;
    }

    #[inline]
    fn merge(&mut self, o: Tally) {
        self.twice |= (self.once & o.once) | o.twice;
        self.once |= o.once;
        self.written |= o.written;
    }
}

impl State {
    /// Writes every hidden single of every row, column and box; `Some(true)` when it wrote
    /// any, None on a contradiction (a digit with no place in a unit, or two digits for
    /// one cell). On the way, `or` gets the candidates of each segment's empty cells
    /// united, rows' segments in `or[0]` and columns' in `or[1]`, as `Segments` numbers
    /// them: those of the state it leaves when it wrote nothing.
    pub(super) fn hidden(&mut self, t: &Tables, or: &mut [Vec<u32>; 2]) -> Option<bool> {
        let shape = t.shape;
        let (n, br, bc) = (shape.side(), shape.box_rows(), shape.box_cols());
        let (across, bands) = (n / bc, n / br);
        let mut tally = [Tally::default(); 3 * MAX_SIDE];
        let [row_or, col_or] = or;
        col_or.fill(0);
        for r in 0..n {
            let cand = &self.cand[r * n..(r + 1) * n];
            let value = &self.value[r * n..(r + 1) * n];
            let (units, boxes) = tally.split_at_mut(2 * n);
            let (rows, cols) = units.split_at_mut(n);
            let band = r / br;
            let mut row = Tally::default();
            for j in 0..across {
                let mut seg = Tally::default();
                for k in j * bc..(j + 1) * bc {
                    let m = cand[k];
                    let written = if value[k] != 0 { m } else { 0 };
                    seg.add(m, written);
                    cols[k].add(m, written);
                    col_or[k * bands + band] |= m & !written;
                }
                row.merge(seg);
                boxes[band * across + j].merge(seg);
                row_or[r * across + j] = seg.once & !seg.written;
            }
            rows[r] = row;
        }
        let mut wrote = false;
        for (u, tally) in tally.iter().enumerate().take(3 * n) {
            if tally.once != t.all {
                return None;
            }
            let mut hidden = tally.once & !tally.twice & !tally.written;
            while hidden != 0 {
                let bit = hidden & hidden.wrapping_neg();
                hidden ^= bit;
                let digit = bit.trailing_zeros() as u8 + 1;
                // Gone when the cell it was seen in took another hidden digit just now:
                // two digits for one cell.
                let cell = t
                    .unit(u)
                    .iter()
                    .map(|&c| c as usize)
                    .find(|&c| self.cand[c] & bit != 0)?;
                if !self.assign(cell, digit) {
                    return None;
                }
                wrote = true;
            }
        }
        Some(wrote)
    }
}
