//! Counting solutions: depth first, branching where [`Bands::pick`] says, the state copied
//! on each guess.
//!
//! A start with many two-candidate cells is usually one with many solutions, reached in a
//! few guesses whatever the branching: there a quick count is tried first, which branches
//! on the first two-candidate cell (found at once, where [`Bands::pick`] weighs each) and
//! propagates without stack matching (which seldom fires there). It is given
//! [`QUICK_BUDGET`] guesses; past them the count starts again from the same state with
//! the strong settings, which make fewer guesses on the hard puzzles.

use super::bands::Bands;
use super::FastStats;

/// Two-candidate cells a start needs for the quick count to be tried first. Puzzles with
/// several solutions mostly have 10 to 20 after the givens are propagated; the hardest
/// unique ones have none, so they never pay for a quick try.
pub(super) const QUICK_PAIRS: u32 = 10;

/// Guesses the quick count may make before the strong count takes over. Puzzles with
/// several solutions need about 8 to find two.
pub(super) const QUICK_BUDGET: u64 = 16;

/// Bookkeeping of one count; `QUICK`: the quick settings (see the module documentation).
struct Search<'a, const QUICK: bool> {
    limit: u64,
    count: u64,
    /// Where the candidate masks of the first solution found go, when wanted (cells filled
    /// in only on demand).
    first: Option<&'a mut [u32; 27]>,
    stats: FastStats,
    /// Guesses allowed in all.
    budget: u64,
    /// The budget ran out before the count was done.
    out_of_budget: bool,
}

impl<const QUICK: bool> Search<'_, QUICK> {
    /// Counts the solutions under `st` (propagated and consistent). True once the limit
    /// is reached or the budget has run out.
    fn run(&mut self, st: &mut Bands) -> bool {
        if st.is_solved() {
            self.count += 1;
            if self.count == 1 {
                if let Some(first) = &mut self.first {
                    **first = st.f;
                }
            }
            return self.count >= self.limit;
        }
        let (b, p) = if QUICK {
            st.pick_first_pair()
        } else {
            st.pick()
        };
        let all = st.candidates(b, p);
        let mut cands = all;
        while cands != 0 {
            let d = cands.trailing_zeros() as usize;
            cands &= cands - 1;
            // The strong count's budget is unlimited: only the quick count checks it.
            if QUICK && self.stats.placements >= self.budget {
                self.out_of_budget = true;
                return true;
            }
            self.stats.placements += 1;
            if cands == 0 {
                let todo = st.placed(b, p, d, all);
                st.place(b, p, d);
                if propagate::<QUICK>(st, todo) && self.run(st) {
                    // A count given up takes its guesses back.
                    self.stats.retractions += (QUICK && self.out_of_budget) as u64;
                    return true;
                }
                self.stats.retractions += 1;
                return false;
            }
            let mut t = *st;
            let todo = t.placed(b, p, d, all);
            t.place(b, p, d);
            if propagate::<QUICK>(&mut t, todo) && self.run(&mut t) {
                self.stats.retractions += (QUICK && self.out_of_budget) as u64;
                return true;
            }
            self.stats.retractions += 1;
            // The later branches start without this digit.
            st.remove(b, p, d);
        }
        false
    }
}

#[inline(always)]
fn propagate<const QUICK: bool>(st: &mut Bands, todo: u32) -> bool {
    if QUICK {
        st.propagate_without_stacks()
    } else {
        st.propagate_placed(todo)
    }
}

/// Counts up to `limit` solutions from a propagated start: the count and the first
/// solution found (its masks), if any. The quick count first where the start suggests
/// many solutions, then, if it ran out of guesses, the strong one; `stats` gets the
/// guesses of both.
pub(super) fn count_from(
    st: &Bands,
    limit: u64,
    stats: &mut FastStats,
) -> (u64, Option<[u32; 27]>) {
    let mut first = [0; 27];
    let n = count_from_start(&mut { *st }, true, limit, Some(&mut first), stats);
    (n, (n > 0).then_some(first))
}

/// [`count_from`] from a start propagated fully (`full`) or only as far as the quick
/// count propagates ([`Bands::propagate_without_stacks`]), the start used up: the quick
/// count, where it is tried, starts from a copy; the strong count first completes the
/// propagation, which reaches the same state as [`Bands::propagate`] from the givens (the
/// rules only remove candidates). The first solution found goes to `first` when given.
pub(super) fn count_from_start(
    st: &mut Bands,
    full: bool,
    limit: u64,
    mut first: Option<&mut [u32; 27]>,
    stats: &mut FastStats,
) -> u64 {
    if st.pair_count() >= QUICK_PAIRS {
        let quick = &mut { *st };
        if let Some(n) = count_in::<true>(quick, limit, QUICK_BUDGET, first.as_deref_mut(), stats) {
            return n;
        }
    }
    if !full && !st.propagate() {
        return 0;
    }
    // An unlimited budget cannot run out.
    count_in::<false>(st, limit, u64::MAX, first, stats).unwrap_or(0)
}

/// [`count_from`] with the strong settings only.
#[cfg(test)]
pub(super) fn strong_count_from(st: &Bands, limit: u64, stats: &mut FastStats) -> u64 {
    count_in::<false>(&mut { *st }, limit, u64::MAX, None, stats).unwrap_or(0)
}

/// One count with the given settings and budget, in place on `st`; the first solution
/// found goes to `first` when given, its guesses are added to `stats`. The count, or
/// `None` when the budget ran out.
fn count_in<const QUICK: bool>(
    st: &mut Bands,
    limit: u64,
    budget: u64,
    first: Option<&mut [u32; 27]>,
    stats: &mut FastStats,
) -> Option<u64> {
    let mut s = Search::<QUICK> {
        limit,
        count: 0,
        first,
        stats: FastStats::default(),
        budget,
        out_of_budget: false,
    };
    s.run(st);
    stats.placements += s.stats.placements;
    stats.retractions += s.stats.retractions;
    (!s.out_of_budget).then_some(s.count)
}
