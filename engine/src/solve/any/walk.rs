//! The lexicographically first solution by a row-major walk that never takes a wrong
//! turn, asking the counting search with restarts (`restart`) before each turn.

use super::candidates::Candidates;
use super::restart;
use super::search::Search;

impl Search<'_> {
    /// The lexicographically smallest solution under a propagated `st`, by a row-major
    /// walk that never takes a wrong turn: it holds a solution of the current state (a
    /// witness, from the counting search), and at each empty cell in turn tries only the
    /// digits below the witness's, asking the counting search whether each leads to a
    /// solution; the first that does brings a new witness, and when none does the
    /// witness's digit is written. None when there is no solution. The counting search
    /// asked is the one with restarts ([`restart::one`]): a digit that leads to solutions
    /// can send the fixed-order search astray for millions of nodes (10 M at one cell of
    /// the empty 25×25 grid), where a random order meets one within a few thousand.
    /// None too, soon, once the search is told to stop.
    pub fn smallest(&mut self, st: &Candidates) -> Option<Vec<u8>> {
        let mut witness = restart::one(self.t, st, &mut self.stats, self.stop)?;
        let mut st = st.clone();
        while let Some(cell) = st.first_empty() {
            if self.told_to_stop() {
                return None;
            }
            let bit = 1u32 << (witness[cell] - 1);
            let mut below = st.cand(cell) & (bit - 1);
            let mut next = None;
            while below != 0 && next.is_none() {
                let digit = below.trailing_zeros() as u8 + 1;
                below &= below - 1;
                if let Some(child) = self.child(&st, cell, digit, true) {
                    match restart::one(self.t, &child, &mut self.stats, self.stop) {
                        Some(w) => next = Some((child, w)),
                        None => self.spare.push(child),
                    }
                }
            }
            let (child, w) = match next {
                Some(found) => found,
                None => {
                    let digit = witness[cell];
                    let child = self.child(&st, cell, digit, false);
                    // Propagation keeps every solution of the state, the witness among them.
                    (child.expect("the witness's digit fits"), witness)
                }
            };
            self.spare.push(std::mem::replace(&mut st, child));
            witness = w;
        }
        Some(st.values().to_vec())
    }
}
