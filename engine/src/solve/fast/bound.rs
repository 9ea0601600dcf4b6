//! The lexicographically first solution by the counting search's branching, bounded by
//! the best solution found so far.
//!
//! The count finds a solution fast where a row-major walk can wander, but in no particular
//! order. So the search here is the count's (the same branching cell, the same
//! propagation), with one rule more once it holds a solution: every state must still allow
//! a smaller one. In row-major order, the cells that are solved and agree with the best
//! solution so far form a prefix; the first cell past it must take a digit no greater than
//! the best one's there, so the greater ones are removed (and, where only the best's digit
//! is left, the cell is placed and the prefix grows); the best's digit goes too where the
//! cells after it could then only tie with the best's or exceed them (each one's smallest
//! candidate the best's digit, up to one whose smallest is greater). A state equal to the
//! best is dead.
//! Each solution the search meets is then smaller than the one before, and when the search
//! is over the last one is the smallest. On a puzzle with one solution this is a count
//! that, once it has the solution, searches only where a smaller one could be: much less
//! than the rest of a count to two.
//!
//! Near the root, though, the search branches on the first open cell in row-major order
//! rather than the count's cell (at the root whatever its candidates, one level down where
//! it has three or fewer). There, once a solution is held, the digits above its digit are
//! cut by the bound at once, and only the ones below must be refuted, which any order must
//! do; branching elsewhere first leaves the root's other cells' siblings to be refuted
//! under every branch, and they were 60% of the proof's nodes on the hardest sets.

use super::bands::Bands;
use super::tables::BAND;
use super::FastStats;

const NONE: usize = 81;
const DEAD: usize = usize::MAX;

/// At depth `k` below the root, the search branches on the first open cell where it has
/// `HEAD[k]` candidates or fewer; deeper, always on the count's cell.
const HEAD: [u32; 2] = [9, 3];

/// The first unsolved cell in row-major order as `(band, position)`, where the search at
/// `depth` branches on it (see [`HEAD`]); `None` where it takes the count's cell.
pub(super) fn head_cell(st: &Bands, depth: usize) -> Option<(usize, usize)> {
    let most = *HEAD.get(depth)?;
    let (b, p) = st.first_unsolved()?;
    (st.candidates(b, p).count_ones() <= most).then_some((b, p))
}

struct Bound<'a> {
    /// The best solution so far, as candidate masks.
    best: Option<[u32; 27]>,
    /// Its digit (0 to 8) in each cell, row-major.
    digits: [u8; 81],
    /// Solutions found so far.
    found: u64,
    stats: &'a mut FastStats,
}

impl Bound<'_> {
    /// Removes from `st` (propagated, consistent) what cannot lead to a solution smaller
    /// than the best, and propagates. Says where the first cell that may still take a
    /// smaller digit than the best's is (`27 * band + position`), or [`NONE`] without a
    /// best, or [`DEAD`] when nothing smaller is left.
    ///
    /// Along the prefix, the greater digits are removed cell after cell, and a cell left
    /// with the best's digit alone is placed, before one propagation for them all (a
    /// candidate the propagation would have removed first only makes a cell look less
    /// settled than it is: what is removed is never wrong); then once more from where the
    /// propagation left the prefix.
    fn restrict_at(&self, st: &mut Bands) -> usize {
        let Some(best) = &self.best else {
            return NONE;
        };
        loop {
            // The first cell not solved with the best's digit.
            let mut at = 81;
            for b in 0..3 {
                let mut agree = 0;
                for d in 0..9 {
                    agree |= st.f[3 * d + b] & best[3 * d + b];
                }
                let off = BAND & !(agree & !st.unsolved[b]);
                if off != 0 {
                    at = 27 * b + off.trailing_zeros() as usize;
                    break;
                }
            }
            let mut todo = 0;
            loop {
                // Every cell agrees: this is the best itself.
                if at == 81 {
                    return DEAD;
                }
                let (b, p) = (at / 27, at % 27);
                let d = self.digits[at] as usize;
                let cands = st.candidates(b, p);
                let keep = cands & ((2 << d) - 1);
                if keep == 0 {
                    return DEAD;
                }
                let mut above = cands & !keep;
                while above != 0 {
                    let e = above.trailing_zeros() as usize;
                    above &= above - 1;
                    st.remove(b, p, e);
                    todo |= 1 << (3 * e + b);
                }
                if keep != 1 << d {
                    // The best's digit here leaves a later cell no smaller than the best's:
                    // a smaller solution takes a smaller digit here.
                    if keep >> d & 1 != 0 && self.no_smaller_after(st, at) {
                        st.remove(b, p, d);
                        todo |= 1 << (3 * d + b);
                    }
                    break;
                }
                if st.unsolved[b] >> p & 1 != 0 {
                    todo |= st.placed(b, p, d, keep);
                    st.place(b, p, d);
                }
                at += 1;
            }
            if todo == 0 {
                return at;
            }
            if !st.propagate_placed(todo) {
                return DEAD;
            }
        }
    }

    /// Whether the cells after `at` (`27 * band + position`) cannot make a solution of
    /// `st` smaller than the best when cell `at` takes the best's digit: row-major from
    /// `at + 1`, every cell whose smallest candidate is the best's digit there may tie, and
    /// the first cell that does not tie decides: its smallest candidate greater than the
    /// best's says so (and so does reaching the end: that would be the best itself), a
    /// smaller one says a smaller solution may follow. The candidates need not be
    /// propagated: they only shrink.
    fn no_smaller_after(&self, st: &Bands, at: usize) -> bool {
        let Some(best) = &self.best else {
            return false;
        };
        let (b0, p0) = (at / 27, at % 27);
        for b in b0..3 {
            // `tie`: cells holding the best's digit as a candidate; `less`: cells holding a
            // smaller one.
            let (mut tie, mut less, mut below) = (0, 0, 0);
            for e in 0..9 {
                let (f, m) = (st.f[3 * e + b], best[3 * e + b]);
                tie |= f & m;
                less |= below & m;
                below |= f;
            }
            let mut stop = BAND & !(tie & !less);
            if b == b0 {
                stop &= !((2 << p0) - 1);
            }
            if stop != 0 {
                return less >> stop.trailing_zeros() & 1 == 0;
            }
        }
        true
    }

    /// Searches under `st` (propagated and consistent, `depth` branches below the root)
    /// for solutions smaller than the best.
    fn run(&mut self, st: &mut Bands, depth: usize) {
        let at = self.restrict_at(st);
        if at == DEAD {
            return;
        }
        if st.is_solved() {
            self.best = Some(st.f);
            self.digits = super::lex::cells_of(&st.f).map(|x| x - 1);
            self.found += 1;
            return;
        }
        let found = self.found;
        let (b, p) = head_cell(st, depth).unwrap_or_else(|| st.pick());
        let all = st.candidates(b, p);
        let mut cands = all;
        while cands != 0 {
            let d = cands.trailing_zeros() as usize;
            cands &= cands - 1;
            self.stats.placements += 1;
            if cands == 0 {
                let todo = st.placed(b, p, d, all);
                st.place(b, p, d);
                if st.propagate_placed(todo) {
                    self.run(st, depth + 1);
                }
                self.stats.retractions += 1;
                return;
            }
            let mut t = *st;
            let todo = t.placed(b, p, d, all);
            t.place(b, p, d);
            if t.propagate_placed(todo) {
                self.run(&mut t, depth + 1);
            }
            self.stats.retractions += 1;
            st.remove(b, p, d);
            // A solution found under the branch bounds the later ones more tightly: the
            // rest of this node is searched again from its state, bounded anew.
            if self.found != found {
                if st.propagate() {
                    self.run(st, depth);
                }
                return;
            }
        }
    }
}

/// The lexicographically first solution under `root` (fully propagated and consistent),
/// as its candidate masks; `None` when there is none.
pub(super) fn lex_min(root: &Bands, stats: &mut FastStats) -> Option<[u32; 27]> {
    let mut s = Bound {
        best: None,
        digits: [0; 81],
        found: 0,
        stats,
    };
    s.run(&mut { *root }, 0);
    s.best
}
