//! The searches over [`Candidates`]: counting (branch on the cell with the fewest
//! candidates) and solutions in lexicographic order (branch on the first empty cell,
//! digits ascending); the lexicographically first solution's walk, which asks the
//! counting search before each turn, is in `walk`.
//!
//! Each guess copies the state into a spare one kept from earlier guesses, so the search
//! allocates only as it first goes deeper.

use std::sync::atomic::{AtomicBool, Ordering};

use super::candidates::Candidates;
use super::tables::Tables;
use super::AnyStats;

/// What every search carries: the tables, spare states and the counters.
pub(super) struct Search<'t> {
    pub(super) t: &'t Tables,
    /// States kept from earlier guesses, to copy the next into.
    pub(super) spare: Vec<Candidates>,
    /// Counters so far.
    pub stats: AnyStats,
    /// Nodes the search may try before it gives up (`in_order` only).
    budget: u64,
    /// True once the search gave up for want of budget.
    pub gave_up: bool,
    /// The counting search's digit order: ascending when 0, else drawn from this state
    /// (a xorshift generator), for the restarts of `restart`.
    order: u64,
    /// Every solution the counting search met, when kept.
    pub met: Option<Vec<Vec<u8>>>,
    /// Nodes added to the budget at each solution met (a random search's harvest).
    bonus: u64,
    /// Set from elsewhere when the answer is no longer wanted: the search gives up at
    /// its next node (`gave_up`), whatever its budget.
    pub(super) stop: Option<&'t AtomicBool>,
}

impl<'t> Search<'t> {
    pub fn new(t: &'t Tables) -> Search<'t> {
        Search {
            t,
            spare: Vec::new(),
            stats: AnyStats::default(),
            budget: u64::MAX,
            gave_up: false,
            order: 0,
            met: None,
            bonus: 0,
            stop: None,
        }
    }

    /// The same search, given up as soon as `stop` is set.
    pub fn stopped_by(self, stop: Option<&'t AtomicBool>) -> Search<'t> {
        Search { stop, ..self }
    }

    /// Told to stop.
    pub(super) fn told_to_stop(&self) -> bool {
        self.stop.is_some_and(|s| s.load(Ordering::Relaxed))
    }

    /// Out of budget, or told to stop.
    fn out(&self) -> bool {
        self.stats.nodes >= self.budget || self.told_to_stop()
    }

    /// The counting search in a random digit order drawn from `seed` (not 0), giving up
    /// after `budget` nodes, `budget` more for each solution met, and keeping every
    /// solution it meets.
    pub fn shuffled(t: &'t Tables, budget: u64, seed: u64) -> Search<'t> {
        Search {
            order: seed | 1,
            met: Some(Vec::new()),
            bonus: budget,
            ..Search::with_budget(t, budget)
        }
    }

    /// The next draw of the digit order's generator.
    fn draw(&mut self) -> u64 {
        let mut x = self.order;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.order = x;
        x
    }

    /// The same search, giving up after `budget` nodes.
    pub fn with_budget(t: &'t Tables, budget: u64) -> Search<'t> {
        Search {
            budget,
            ..Search::new(t)
        }
    }

    /// `st` with `digit` written in `cell` and propagated, in a spare state; None (the
    /// state returned to the spares) on a contradiction.
    pub(super) fn child(
        &mut self,
        st: &Candidates,
        cell: usize,
        digit: u8,
        guess: bool,
    ) -> Option<Candidates> {
        self.stats.nodes += 1;
        if guess {
            self.stats.guesses += 1;
        }
        let mut child = match self.spare.pop() {
            Some(mut s) => {
                s.clone_from(st);
                s
            }
            None => st.clone(),
        };
        if child.assign(self.t, cell, digit) && child.propagate(self.t) {
            Some(child)
        } else {
            self.spare.push(child);
            None
        }
    }

    /// Counts the solutions under a propagated `st` into `found`, stopping at `limit`
    /// (or when the budget runs out: `gave_up`); the first one met is kept in `first`.
    pub fn count(
        &mut self,
        st: &Candidates,
        limit: u64,
        found: &mut u64,
        first: &mut Option<Vec<u8>>,
    ) {
        let Some((cell, n)) = st.pick(self.t) else {
            *found += 1;
            if first.is_none() {
                *first = Some(st.values().to_vec());
            }
            if let Some(met) = &mut self.met {
                met.push(st.values().to_vec());
            }
            self.budget = self.budget.saturating_add(self.bonus);
            return;
        };
        let mut digits = [0u8; 32];
        let mut m = st.cand(cell);
        for d in digits.iter_mut().take(n as usize) {
            *d = m.trailing_zeros() as u8 + 1;
            m &= m - 1;
        }
        // Ascending; or, in a random order, turned round by a random number of places.
        let by = if self.order != 0 && n > 1 {
            (self.draw() % u64::from(n)) as usize
        } else {
            0
        };
        let n = n as usize;
        for i in 0..n {
            if *found >= limit {
                return;
            }
            if self.out() {
                self.gave_up = true;
                return;
            }
            let digit = digits[(by + i) % n];
            if let Some(child) = self.child(st, cell, digit, n > 1) {
                self.count(&child, limit, found, first);
                self.spare.push(child);
            }
        }
    }

    /// Hands the solutions under a propagated `st` to `each` in lexicographic order while
    /// it returns true and fewer than `limit` were handed out (`handed` counts them).
    /// False once `each` said stop, or the budget ran out (`gave_up`).
    pub fn in_order(
        &mut self,
        st: &Candidates,
        limit: u64,
        handed: &mut u64,
        each: &mut dyn FnMut(&[u8]) -> bool,
    ) -> bool {
        let Some(cell) = st.first_empty() else {
            *handed += 1;
            return each(st.values());
        };
        let mut m = st.cand(cell);
        let guess = m.count_ones() > 1;
        while m != 0 && *handed < limit {
            if self.out() {
                self.gave_up = true;
                return false;
            }
            let digit = m.trailing_zeros() as u8 + 1;
            m &= m - 1;
            if let Some(child) = self.child(st, cell, digit, guess) {
                let go_on = self.in_order(&child, limit, handed, each);
                self.spare.push(child);
                if !go_on {
                    return false;
                }
            }
        }
        true
    }
}
