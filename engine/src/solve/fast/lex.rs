//! Solutions in lexicographic order: row-major cells, digits ascending.
//!
//! Propagation only removes digits that are in no solution, so a row-major walk that tries
//! the digits of each cell in ascending order, propagating after each, meets the solutions
//! in lexicographic order: the first it meets is the smallest. That walk needs no count and
//! no second search; on a puzzle with one solution it stops as soon as it has it, where a
//! count would go on to prove there is no other.
//!
//! The walk propagates without stack matching: on puzzles with many solutions, where the
//! walk does most of its work, the stacks seldom remove anything (leaving out column
//! claiming, which they replaced, made the walk about 9% faster); on hard puzzles the walk soon hands over to the count,
//! which matches them.
//!
//! A row-major order can get lost in a large subtree without solutions. So the plain walk
//! has a guess budget between two solutions; past it, the walk starts again in checked
//! mode (the solutions already reported passed over): each branch is first asked of the
//! counting search, which either proves it empty or returns a solution in it (a witness).
//! The branch holding the witness's digit needs no question, so along the way to each
//! solution only the other digits are asked about, and no dead subtree is ever walked.

use super::bands::Bands;
use super::search::count_from;
use super::FastStats;
use crate::grid::CELLS;

/// The cells of a solved state's candidate masks. There each mask holds exactly one cell
/// in each of its band's three rows, so each is read in three steps, without a loop that
/// ends at a different point for every mask.
pub(super) fn cells_of(f: &[u32; 27]) -> [u8; CELLS] {
    let mut out = [0u8; CELLS];
    for (i, &m) in f.iter().enumerate() {
        debug_assert!((0..3).all(|r| (m >> (9 * r)) & 0x1FF != 0), "not solved");
        let d = (i / 3) as u8 + 1;
        let base = 27 * (i % 3);
        for r in 0..3 {
            // The row's one cell; `| 1 << 8` keeps a mask that is not solved in range.
            let row = (m >> (9 * r)) & 0x1FF | 1 << 8;
            out[base + 9 * r + row.trailing_zeros() as usize] = d;
        }
    }
    out
}

/// How a walk ended.
enum Flow {
    /// The subtree is done; go on with the next branch.
    Continue,
    /// As many solutions as were asked for have been reported.
    Enough,
    /// The plain walk ran out of guesses.
    OutOfBudget,
}

struct Walk<'a, F> {
    /// Solutions still to report.
    left: u64,
    /// Solutions to pass over first (already reported by a plain walk that gave up).
    skip: u64,
    /// Guesses the plain walk may still make before its next solution; `None` in checked
    /// mode.
    budget: Option<u64>,
    /// The budget given afresh after each solution.
    fresh: u64,
    emit: F,
    stats: &'a mut FastStats,
}

impl<F: FnMut(&[u32; 27]) -> bool> Walk<'_, F> {
    fn found(&mut self, st: &Bands) -> Flow {
        if self.skip > 0 {
            self.skip -= 1;
        } else {
            self.left -= 1;
            // The receiver wants no more: reported so far is all there is to report.
            if !(self.emit)(&st.f) {
                return Flow::Enough;
            }
        }
        if let Some(b) = &mut self.budget {
            *b = self.fresh;
        }
        if self.left == 0 {
            Flow::Enough
        } else {
            Flow::Continue
        }
    }

    /// Walks the solutions under `st` (propagated and consistent) in order. In checked
    /// mode, `witness` is a solution under `st` (the caller knows there is one).
    fn walk(&mut self, st: &mut Bands, witness: Option<&[u8; CELLS]>) -> Flow {
        let Some((b, p)) = st.first_unsolved() else {
            return self.found(st);
        };
        let cell = 27 * b + p;
        let mut cands = st.candidates(b, p);
        while cands != 0 {
            let d = cands.trailing_zeros() as usize;
            cands &= cands - 1;
            if let Some(budget) = &mut self.budget {
                if *budget == 0 {
                    return Flow::OutOfBudget;
                }
                *budget -= 1;
            }
            self.stats.placements += 1;
            // The last digit may use the state itself: nothing comes after it.
            let mut copy;
            let t = if cands == 0 {
                &mut *st
            } else {
                copy = *st;
                &mut copy
            };
            t.place(b, p, d);
            let flow = if !t.propagate_without_stacks() {
                Flow::Continue
            } else if self.budget.is_some() {
                self.walk(t, None)
            } else {
                match witness.filter(|w| w[cell] as usize == d + 1) {
                    Some(w) => self.walk(t, Some(w)),
                    None => match count_from(t, 1, self.stats) {
                        (_, Some(sol)) => self.walk(t, Some(&cells_of(&sol))),
                        _ => Flow::Continue,
                    },
                }
            };
            match flow {
                Flow::Continue => self.stats.retractions += 1,
                done => return done,
            }
        }
        Flow::Continue
    }
}

/// The first solution under `root` (propagated and consistent) in lexicographic order, by
/// the plain walk alone: `None` when it needs more than `budget` guesses, `Some(None)` when
/// there is no solution.
pub(super) fn lex_first_within(
    root: &Bands,
    budget: u64,
    stats: &mut FastStats,
) -> Option<Option<[u32; 27]>> {
    let mut first = None;
    let mut w = Walk {
        left: 1,
        skip: 0,
        budget: Some(budget),
        fresh: budget,
        emit: |f: &[u32; 27]| {
            first = Some(*f);
            true
        },
        stats,
    };
    match w.walk(&mut { *root }, None) {
        Flow::OutOfBudget => None,
        _ => Some(first),
    }
}

/// Reports the first `n` solutions under `root` (propagated and consistent) in
/// lexicographic order, each as its candidate masks; returns how many there were. The
/// plain walk may make `budget` guesses between two solutions before the checked walk
/// takes over; `witness`, when known, is a solution under `root` that saves the checked
/// walk its first question.
pub(super) fn lex_solutions(
    root: &Bands,
    n: u64,
    budget: u64,
    witness: Option<&[u8; CELLS]>,
    stats: &mut FastStats,
    mut emit: impl FnMut(&[u32; 27]),
) -> u64 {
    lex_solutions_while(root, n, budget, witness, stats, |f| {
        emit(f);
        true
    })
}

/// [`lex_solutions`], stopped early when `emit` returns false; returns how many
/// solutions were reported.
pub(super) fn lex_solutions_while(
    root: &Bands,
    n: u64,
    budget: u64,
    witness: Option<&[u8; CELLS]>,
    stats: &mut FastStats,
    emit: impl FnMut(&[u32; 27]) -> bool,
) -> u64 {
    if n == 0 {
        return 0;
    }
    let mut w = Walk {
        left: n,
        skip: 0,
        budget: Some(budget),
        fresh: budget,
        emit,
        stats,
    };
    if let Flow::OutOfBudget = w.walk(&mut { *root }, None) {
        w.skip = n - w.left;
        w.budget = None;
        let witness = match witness {
            Some(x) => Some(*x),
            None => count_from(root, 1, w.stats).1.map(|f| cells_of(&f)),
        };
        if let Some(x) = witness {
            w.walk(&mut { *root }, Some(&x));
        }
    }
    n - w.left
}
