//! The search state: one candidate mask per cell (bit `d - 1` for digit `d`), the digit
//! written in each cell, and the cells written but not yet struck out of their peers.
//!
//! Propagation repeats three rules until none applies: a written digit is struck out of
//! its peers, and a cell left with one candidate is written (naked singles); a digit that
//! fits only one cell of a unit is written there (hidden singles); a digit confined to one
//! box-line intersection leaves the rest of the line or box (locked candidates, `locked`).
//! It only ever removes candidates no solution uses, so it changes neither the solutions
//! nor their order.

use super::tables::Tables;

mod hidden;
mod locked;
mod pick;

/// Candidates and digits of every cell.
#[derive(Clone, Debug)]
pub(super) struct State {
    cand: Vec<u32>,
    value: Vec<u8>,
    unsolved: usize,
    queue: Vec<u16>,
}

impl State {
    /// The givens written in, not yet propagated; None when two givens clash (share a
    /// unit and a digit).
    pub fn from_cells(t: &Tables, cells: &[u8]) -> Option<State> {
        let mut st = State {
            cand: vec![t.all; t.cells],
            value: vec![0; t.cells],
            unsolved: t.cells,
            queue: Vec::with_capacity(t.cells),
        };
        for (c, &d) in cells.iter().enumerate() {
            if d != 0 && !st.assign(c, d) {
                return None;
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
    /// propagation; false when it does not fit.
    #[inline]
    pub fn assign(&mut self, cell: usize, digit: u8) -> bool {
        if self.value[cell] != 0 {
            return self.value[cell] == digit;
        }
        let bit = 1u32 << (digit - 1);
        if self.cand[cell] & bit == 0 {
            return false;
        }
        self.cand[cell] = bit;
        self.value[cell] = digit;
        self.unsolved -= 1;
        self.queue.push(cell as u16);
        true
    }

    /// Strikes the digits written out of their peers, writing cells left with one
    /// candidate; false on a contradiction (a cell without candidates, or a digit twice in
    /// a unit).
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
                    self.queue.clear();
                    return false;
                }
                let m = m & !bit;
                self.cand[p] = m;
                if m == 0 {
                    self.queue.clear();
                    return false;
                }
                if m & (m - 1) == 0 {
                    self.value[p] = m.trailing_zeros() as u8 + 1;
                    self.unsolved -= 1;
                    self.queue.push(p as u16);
                }
            }
        }
        true
    }

    /// Naked and hidden singles, then locked candidates, until none applies; false on a
    /// contradiction.
    pub fn propagate(&mut self, t: &Tables) -> bool {
        let mut or = [vec![0; t.lines[0].count()], vec![0; t.lines[1].count()]];
        loop {
            if !self.naked(t) {
                return false;
            }
            if self.unsolved == 0 {
                return true;
            }
            match self.hidden(t, &mut or) {
                None => {
                    self.queue.clear();
                    return false;
                }
                Some(true) => continue,
                Some(false) => {}
            }
            match self.locked(t, &or) {
                None => {
                    self.queue.clear();
                    return false;
                }
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
