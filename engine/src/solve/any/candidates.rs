//! The search state: one candidate mask per cell (bit `d - 1` for digit `d`), the digit
//! written in each cell, the cells written but not yet struck out of their peers, and for
//! every unit and digit how many of the unit's cells still take the digit (`hidden`).
//!
//! Propagation repeats four rules until none applies: a written digit is struck out of
//! its peers, and a cell left with one candidate is written (naked singles); a digit that
//! fits only one cell of a unit is written there (hidden singles, seen as the unit's count
//! of the digit falls to one); a digit confined to one box-line intersection leaves the
//! rest of the line or box (locked candidates, `locked`); and where a line or a box has
//! as many digits confined to one such intersection as it has cells, those cells take no
//! other digit (filled segments, `locked` too). It only ever removes candidates
//! no solution uses, so it changes neither the solutions nor their order; and as each
//! rule still applies where fewer candidates are left, the state it reaches is the same
//! whatever order the rules are taken in.

use super::tables::Tables;

mod hidden;
mod locked;
mod pick;
#[cfg(test)]
mod tests;

/// Candidates and digits of every cell.
#[derive(Debug)]
pub(super) struct Candidates {
    cand: Vec<u32>,
    value: Vec<u8>,
    unsolved: usize,
    /// Cells written, their digit not yet struck out of their peers.
    queue: Vec<u16>,
    /// For unit `u` and digit `d`, at `u * N + d - 1`: how many of its cells take `d`,
    /// written cells included.
    places: Vec<u8>,
    /// Each unit's digits written.
    placed: Vec<u32>,
    /// Units and digits (`u << 5 | d - 1`) whose count fell to one, to be read.
    pending: Vec<u16>,
    /// The units (bit `u` for unit `u`) with a cell that lost a candidate since locked
    /// candidates last looked at them.
    dirty: u128,
}

impl Clone for Candidates {
    fn clone(&self) -> Candidates {
        Candidates {
            cand: self.cand.clone(),
            value: self.value.clone(),
            unsolved: self.unsolved,
            queue: self.queue.clone(),
            places: self.places.clone(),
            placed: self.placed.clone(),
            pending: self.pending.clone(),
            dirty: self.dirty,
        }
    }

    /// A copy into this state's own buffers, with no allocation once they are as large.
    fn clone_from(&mut self, o: &Candidates) {
        self.cand.clone_from(&o.cand);
        self.value.clone_from(&o.value);
        self.unsolved = o.unsolved;
        self.queue.clone_from(&o.queue);
        self.places.clone_from(&o.places);
        self.placed.clone_from(&o.placed);
        self.pending.clone_from(&o.pending);
        self.dirty = o.dirty;
    }
}

impl Candidates {
    /// The givens written in, not yet propagated; None when two givens clash (share a
    /// unit and a digit).
    pub fn from_cells(t: &Tables, cells: &[u8]) -> Option<Candidates> {
        let n = t.shape.side();
        let mut st = Candidates {
            cand: vec![t.all; t.cells],
            value: vec![0; t.cells],
            unsolved: t.cells,
            queue: Vec::with_capacity(t.cells),
            places: vec![0; 3 * n * n],
            placed: vec![0; 3 * n],
            pending: Vec::new(),
            dirty: u128::MAX >> (128 - 3 * n),
        };
        for (c, &d) in cells.iter().enumerate() {
            if d == 0 {
                continue;
            }
            if usize::from(d) > n {
                return None;
            }
            st.cand[c] = 1 << (d - 1);
            st.written(t, c, d);
        }
        // A unit's count of a digit: its empty cells, and the cell where it is written.
        for u in 0..3 * n {
            let placed = st.placed[u];
            let empty = t
                .unit(u)
                .iter()
                .filter(|&&c| st.value[c as usize] == 0)
                .count();
            for d in 0..n {
                let count = empty + usize::from(placed >> d & 1 != 0);
                st.places[u * n + d] = count as u8;
                match count {
                    0 => return None,
                    1 if placed >> d & 1 == 0 => st.pending.push((u << 5 | d) as u16),
                    _ => {}
                }
            }
        }
        let clash = (0..t.cells).any(|c| {
            st.value[c] != 0
                && t.peers(c)
                    .iter()
                    .any(|&p| st.value[p as usize] == st.value[c])
        });
        (!clash).then_some(st)
    }

    /// The digits, 0 for an empty cell.
    pub fn values(&self) -> &[u8] {
        &self.value
    }

    /// A cell's candidates.
    #[inline]
    pub fn cand(&self, cell: usize) -> u32 {
        self.cand[cell]
    }

    /// Writes `digit` into `cell`, to be struck out of its peers by the next
    /// propagation; false when it does not fit, or leaves a digit no place in a unit.
    #[inline]
    pub fn assign(&mut self, t: &Tables, cell: usize, digit: u8) -> bool {
        if self.value[cell] != 0 {
            return self.value[cell] == digit;
        }
        let bit = 1u32 << (digit - 1);
        let m = self.cand[cell];
        if m & bit == 0 {
            return false;
        }
        self.cand[cell] = bit;
        self.written(t, cell, digit);
        self.lose(t, cell, m & !bit)
    }

    /// Records `digit`, the one candidate left in `cell`, as written there.
    #[inline]
    fn written(&mut self, t: &Tables, cell: usize, digit: u8) {
        self.value[cell] = digit;
        self.unsolved -= 1;
        self.queue.push(cell as u16);
        for u in t.units_of(cell) {
            self.placed[u] |= 1 << (digit - 1);
        }
    }

    /// Strikes the digits written out of their peers, writing cells left with one
    /// candidate; false on a contradiction (a cell without candidates, a digit twice in
    /// a unit, or a digit left no place in a unit).
    fn naked(&mut self, t: &Tables) -> bool {
        while let Some(c) = self.queue.pop() {
            let c = c as usize;
            let bit = 1u32 << (self.value[c] - 1);
            for &p in t.peers(c) {
                let p = p as usize;
                let m = self.cand[p];
                if m & bit == 0 {
                    continue;
                }
                if self.value[p] != 0 {
                    return false;
                }
                let m = m & !bit;
                self.cand[p] = m;
                if m == 0 || !self.lose(t, p, bit) {
                    return false;
                }
                if m & (m - 1) == 0 {
                    self.written(t, p, m.trailing_zeros() as u8 + 1);
                }
            }
        }
        true
    }

    /// Naked and hidden singles, then locked candidates and filled segments, until none
    /// applies; false on a contradiction.
    pub fn propagate(&mut self, t: &Tables) -> bool {
        let ok = self.settle(t);
        if !ok {
            self.queue.clear();
            self.pending.clear();
        }
        ok
    }

    /// [`propagate`](Candidates::propagate), leaving the queues as they were on a
    /// contradiction.
    fn settle(&mut self, t: &Tables) -> bool {
        loop {
            while !self.queue.is_empty() || !self.pending.is_empty() {
                if !self.naked(t) || !self.hidden(t) {
                    return false;
                }
            }
            if self.unsolved == 0 {
                return true;
            }
            match self.locked(t) {
                None => return false,
                Some(true) => {}
                Some(false) => return true,
            }
        }
    }

    /// The first empty cell in row-major order.
    pub fn first_empty(&self) -> Option<usize> {
        self.value.iter().position(|&d| d == 0)
    }
}
