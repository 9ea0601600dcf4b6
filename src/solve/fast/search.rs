//! Counting solutions: depth first, branching where [`State::pick`] says, the state copied
//! on each guess.

use super::state::State;
use super::FastStats;

/// Bookkeeping of one count.
struct Search {
    limit: u64,
    count: u64,
    /// The candidate masks of the first solution found (cells filled in only on demand).
    first: [u32; 27],
    stats: FastStats,
}

impl Search {
    /// Counts the solutions under `st` (propagated and consistent). True once the limit
    /// is reached.
    fn run(&mut self, st: &mut State) -> bool {
        if st.is_solved() {
            self.count += 1;
            if self.count == 1 {
                self.first = st.f;
            }
            return self.count >= self.limit;
        }
        let (b, p) = st.pick();
        let mut cands = st.candidates(b, p);
        while cands != 0 {
            let d = cands.trailing_zeros() as usize;
            cands &= cands - 1;
            self.stats.placements += 1;
            if cands == 0 {
                st.place(b, p, d);
                if st.propagate() && self.run(st) {
                    return true;
                }
                self.stats.retractions += 1;
                return false;
            }
            let mut t = *st;
            t.place(b, p, d);
            if t.propagate() && self.run(&mut t) {
                return true;
            }
            self.stats.retractions += 1;
            // The later branches start without this digit.
            st.remove(b, p, d);
        }
        false
    }
}

/// Counts up to `limit` solutions from a propagated start: the count and the first
/// solution found (its masks), if any.
pub(super) fn count_from(
    st: &State,
    limit: u64,
    stats: &mut FastStats,
) -> (u64, Option<[u32; 27]>) {
    let mut s = Search {
        limit,
        count: 0,
        first: [0; 27],
        stats: FastStats::default(),
    };
    let mut st = *st;
    s.run(&mut st);
    stats.placements += s.stats.placements;
    stats.retractions += s.stats.retractions;
    (s.count, (s.count > 0).then_some(s.first))
}
