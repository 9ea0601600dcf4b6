//! The fast exact solver: no events, just answers.
//!
//! The state is one 27-bit mask per digit and band (three rows): the cells of the band
//! where the digit may still go. Propagation works on these masks with table look-ups:
//! locked candidates inside a band (pointing and claiming at once), columns a digit has
//! left in one box removed from the other bands, rows left with a single cell marking that
//! cell solved (hidden singles; boxes follow), naked singles found by bit-sliced counting
//! over the nine digits, and columns a digit has left in one band confining it there
//! (claiming; column hidden singles follow). The search branches on a two-candidate cell,
//! the one with the most unsolved cells around it, and copies the state (240 bytes) on
//! each guess: no undo log, no allocation.
//!
//! The lexicographically first solution comes from a count to two: when the puzzle is
//! unique, that solution is the answer. When there are several, a row-major search with
//! the same propagation finds the smallest (propagation only removes digits that are in no
//! solution, so the first solution met in row-major, smallest-digit-first order is the
//! smallest). Should that search wander, past a guess budget, a witness method takes over:
//! walk the cells in order and, wherever a digit below the current witness's is still a
//! candidate, ask the fast search whether it leads to a solution.

mod tables;

use crate::grid::{Conflict, Grid, CELLS};
use tables::{column_in_band, BAND, COL_CLAIM, COL_KILL, COMPLEX, PEERS_IN_BAND, ROWS, SHRINK};

/// Guesses the fast solver made: digits it wrote and erased while searching.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FastStats {
    pub placements: u64,
    pub retractions: u64,
}

/// What the fast solver says about a puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Status {
    /// Two givens share a unit and digit.
    Clash(Vec<Conflict>),
    NoSolution,
    /// Exactly one solution.
    Unique(Grid),
    /// Two or more; the lexicographically first is given.
    Several(Grid),
}

/// Bits set in a mask of at most 28 bits, by table (the default x86-64 target has no
/// population-count instruction).
#[inline(always)]
fn pop28(x: u32) -> u32 {
    tables::POP10[(x & 0x1FF) as usize] as u32
        + tables::POP10[((x >> 9) & 0x1FF) as usize] as u32
        + tables::POP10[((x >> 18) & 0x3FF) as usize] as u32
}

/// The two other bands of each band.
const OTHER_BANDS: [[usize; 2]; 3] = [[1, 2], [0, 2], [0, 1]];

/// Candidates of the whole grid, band-wise; see the module documentation.
#[derive(Clone, Copy)]
struct State {
    /// `f[3 * d + b]`: cells of band `b` where digit `d + 1` may go (solved ones included).
    f: [u32; 27],
    /// The value of each entry when it was last processed.
    prev: [u32; 27],
    /// Cells of each band not yet solved (a solved cell stays set in its digit's mask).
    unsolved: [u32; 3],
    /// Unsolved cells with two candidates, as of the last round of naked singles (up to
    /// date once [`State::propagate`] has returned true).
    pairs: [u32; 3],
}

/// What a round of naked singles found.
enum Singles {
    Contradiction,
    Progress,
    Nothing,
}

impl State {
    /// The givens of a puzzle written in; `None` when two of them clash.
    fn from_grid(g: &Grid) -> Option<State> {
        let mut s = State {
            f: [BAND; 27],
            prev: [u32::MAX; 27],
            unsolved: [BAND; 3],
            pairs: [0; 3],
        };
        for (cell, &d) in g.cells().iter().enumerate() {
            if d == 0 {
                continue;
            }
            let d = d as usize - 1;
            let b = cell / 27;
            let p = cell - 27 * b;
            if s.f[3 * d + b] & (1 << p) == 0 {
                return None;
            }
            s.place(b, p, d);
            let col = !column_in_band(p % 9);
            for ob in OTHER_BANDS[b] {
                s.f[3 * d + ob] &= col;
            }
        }
        Some(s)
    }

    /// Writes digit `d + 1` at position `p` of band `b`: the digit leaves the other cells
    /// of the row and box there, the other digits leave the cell. The rest is left to
    /// [`State::update`].
    #[inline]
    fn place(&mut self, b: usize, p: usize, d: usize) {
        let keep = self.f[3 * d + b] & PEERS_IN_BAND[p];
        let bit = !(1u32 << p);
        for e in 0..9 {
            self.f[3 * e + b] &= bit;
        }
        self.f[3 * d + b] = keep;
    }

    /// The band rules for entry `I` (digit `I / 3 + 1`, band `I % 3`): locked candidates
    /// inside the band, lone columns removed from the other bands, and rows left with one
    /// cell marking that cell solved. False on a contradiction.
    #[inline(always)]
    fn process<const I: usize>(&mut self) -> bool {
        let d = I / 3;
        let b = I % 3;
        let mut a = self.f[I];
        let shrink = SHRINK[(a & 0x1FF) as usize]
            | SHRINK[((a >> 9) & 0x1FF) as usize] << 3
            | SHRINK[(a >> 18) as usize] << 6;
        a &= COMPLEX[shrink as usize];
        if a == 0 {
            return false;
        }
        self.f[I] = a;
        self.prev[I] = a;
        let kill = COL_KILL[((a | (a >> 9) | (a >> 18)) & 0x1FF) as usize];
        let [o1, o2] = OTHER_BANDS[b];
        self.f[3 * d + o1] &= kill;
        self.f[3 * d + o2] &= kill;
        let r0 = a & 0x1FF;
        let r1 = (a >> 9) & 0x1FF;
        let r2 = a >> 18;
        let single = (r0 & r0.wrapping_sub(1) == 0) as usize
            | ((r1 & r1.wrapping_sub(1) == 0) as usize) << 1
            | ((r2 & r2.wrapping_sub(1) == 0) as usize) << 2;
        let solved = !(a & ROWS[single]);
        self.unsolved[b] &= solved;
        for e in 0..9 {
            if e != d {
                self.f[3 * e + b] &= solved;
            }
        }
        true
    }

    /// Runs the band rules to a fixed point. False on a contradiction.
    fn update(&mut self) -> bool {
        macro_rules! pass {
            ($($i:literal)*) => {{
                let mut any = false;
                $(
                    if self.f[$i] != self.prev[$i] {
                        any = true;
                        if !self.process::<$i>() {
                            return false;
                        }
                    }
                )*
                any
            }};
        }
        while pass!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26) {}
        true
    }

    /// Cells with one candidate get it; a cell with none is a contradiction.
    fn naked_singles(&mut self) -> Singles {
        let mut progress = false;
        for b in 0..3 {
            let u = self.unsolved[b];
            if u == 0 {
                self.pairs[b] = 0;
                continue;
            }
            let (mut r1, mut r2, mut r3) = (0u32, 0u32, 0u32);
            for d in 0..9 {
                let a = self.f[3 * d + b];
                r3 |= r2 & a;
                r2 |= r1 & a;
                r1 |= a;
            }
            if r1 & u != u {
                return Singles::Contradiction;
            }
            self.pairs[b] = u & r2 & !r3;
            let mut s = u & !r2;
            while s != 0 {
                let p = s.trailing_zeros() as usize;
                s &= s - 1;
                let Some(d) = (0..9).find(|&d| self.f[3 * d + b] & (1 << p) != 0) else {
                    return Singles::Contradiction;
                };
                self.f[3 * d + b] &= PEERS_IN_BAND[p];
                progress = true;
            }
        }
        if progress {
            Singles::Progress
        } else {
            Singles::Nothing
        }
    }

    /// Columns where a digit is left in one band only confine the digit, in that box, to
    /// the column. True when something changed.
    fn column_claims(&mut self) -> bool {
        let mut changed = false;
        for d in 0..9 {
            let a0 = self.f[3 * d];
            let a1 = self.f[3 * d + 1];
            let a2 = self.f[3 * d + 2];
            let p0 = (a0 | a0 >> 9 | a0 >> 18) & 0x1FF;
            let p1 = (a1 | a1 >> 9 | a1 >> 18) & 0x1FF;
            let p2 = (a2 | a2 >> 9 | a2 >> 18) & 0x1FF;
            let n0 = a0 & COL_CLAIM[(p0 & !(p1 | p2)) as usize];
            let n1 = a1 & COL_CLAIM[(p1 & !(p0 | p2)) as usize];
            let n2 = a2 & COL_CLAIM[(p2 & !(p0 | p1)) as usize];
            if n0 != a0 || n1 != a1 || n2 != a2 {
                self.f[3 * d] = n0;
                self.f[3 * d + 1] = n1;
                self.f[3 * d + 2] = n2;
                changed = true;
            }
        }
        changed
    }

    /// Propagates to a fixed point. False on a contradiction.
    fn propagate(&mut self) -> bool {
        loop {
            if !self.update() {
                return false;
            }
            if self.is_solved() {
                return true;
            }
            match self.naked_singles() {
                Singles::Contradiction => return false,
                Singles::Progress => {}
                Singles::Nothing => {
                    if !self.column_claims() {
                        return true;
                    }
                }
            }
        }
    }

    #[inline]
    fn is_solved(&self) -> bool {
        self.unsolved[0] | self.unsolved[1] | self.unsolved[2] == 0
    }

    /// Candidate mask (bit `d` for digit `d + 1`) of position `p` of band `b`.
    #[inline]
    fn candidates(&self, b: usize, p: usize) -> u32 {
        let mut m = 0;
        for d in 0..9 {
            m |= ((self.f[3 * d + b] >> p) & 1) << d;
        }
        m
    }

    /// The unsolved cell to branch on: among the cells with two candidates, the one with
    /// the most unsolved cells in its row, column and box (its guesses reach furthest);
    /// without such a cell, one with the fewest candidates. Only called on a state that
    /// [`State::propagate`] left consistent and not solved.
    fn pick(&self) -> (usize, usize) {
        let mut pick = None;
        let mut most = 0;
        for (b, &[o1, o2]) in OTHER_BANDS.iter().enumerate() {
            let mut two = self.pairs[b];
            if two == 0 {
                continue;
            }
            let u = self.unsolved[b];
            while two != 0 {
                let p = two.trailing_zeros() as usize;
                two &= two - 1;
                let col = column_in_band(p % 9);
                let n = pop28(u & !PEERS_IN_BAND[p])
                    + pop28((self.unsolved[o1] & col) | ((self.unsolved[o2] & col) << 1));
                if n > most || pick.is_none() {
                    most = n;
                    pick = Some((b, p));
                }
            }
        }
        if let Some(x) = pick {
            return x;
        }
        let mut best = (0, 0);
        let mut best_n = u32::MAX;
        for b in 0..3 {
            let mut u = self.unsolved[b];
            while u != 0 {
                let p = u.trailing_zeros() as usize;
                u &= u - 1;
                let n = self.candidates(b, p).count_ones();
                if n < best_n {
                    best_n = n;
                    best = (b, p);
                }
            }
        }
        best
    }
}

/// Bookkeeping of one search.
struct Search {
    limit: u64,
    count: u64,
    /// The candidate masks of the first solution found (cells filled in only on demand).
    first: [u32; 27],
    stats: FastStats,
}

impl Search {
    fn new(limit: u64) -> Search {
        Search {
            limit,
            count: 0,
            first: [0; 27],
            stats: FastStats::default(),
        }
    }

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
            st.f[3 * d + b] &= !(1 << p);
        }
        false
    }
}

/// Guesses [`lex_dfs`] may make before the search falls back to [`lex_first`], which
/// cannot get lost in a bad row-major order.
const LEX_DFS_BUDGET: u64 = 2000;

/// Row-major search, smallest digit first, with propagation: the first solution found is
/// the lexicographically smallest (propagation only removes digits no solution has).
/// `Err` when the guesses run past `budget`.
fn lex_dfs(
    st: &mut State,
    budget: &mut u64,
    stats: &mut FastStats,
) -> Result<Option<[u32; 27]>, ()> {
    let Some(b) = (0..3).find(|&b| st.unsolved[b] != 0) else {
        return Ok(Some(st.f));
    };
    let p = st.unsolved[b].trailing_zeros() as usize;
    let mut cands = st.candidates(b, p);
    while cands != 0 {
        if *budget == 0 {
            return Err(());
        }
        *budget -= 1;
        let d = cands.trailing_zeros() as usize;
        cands &= cands - 1;
        stats.placements += 1;
        if cands == 0 {
            st.place(b, p, d);
            if st.propagate() {
                if let Some(sol) = lex_dfs(st, budget, stats)? {
                    return Ok(Some(sol));
                }
            }
            stats.retractions += 1;
            return Ok(None);
        }
        let mut t = *st;
        t.place(b, p, d);
        if t.propagate() {
            if let Some(sol) = lex_dfs(&mut t, budget, stats)? {
                return Ok(Some(sol));
            }
        }
        stats.retractions += 1;
        st.f[3 * d + b] &= !(1 << p);
    }
    Ok(None)
}

/// The cells of a solved state's candidate masks.
fn cells_of(f: &[u32; 27]) -> [u8; CELLS] {
    let mut out = [0u8; CELLS];
    for (i, &m) in f.iter().enumerate() {
        let d = (i / 3) as u8 + 1;
        let base = 27 * (i % 3);
        let mut m = m;
        while m != 0 {
            out[base + m.trailing_zeros() as usize] = d;
            m &= m - 1;
        }
    }
    out
}

/// Counts up to `limit` solutions from a propagated start: the count and the first
/// solution found (its masks), if any.
fn count_from(st: &State, limit: u64, stats: &mut FastStats) -> (u64, Option<[u32; 27]>) {
    let mut s = Search::new(limit);
    let mut st = *st;
    s.run(&mut st);
    stats.placements += s.stats.placements;
    stats.retractions += s.stats.retractions;
    (s.count, (s.count > 0).then_some(s.first))
}

/// The lexicographically first solution under `root` (propagated and consistent), given
/// some solution `witness` of it.
///
/// Row-major, each cell takes the smallest digit that still leads to a solution. A cell
/// none of whose candidates is below the witness keeps the witness digit: every solution
/// under the current state is at least that large there. For a smaller candidate the fast
/// search decides whether it leads anywhere; if it does, its solution becomes the witness.
fn lex_first(root: &State, witness: [u8; CELLS], stats: &mut FastStats) -> [u8; CELLS] {
    let mut st = *root;
    let mut w = witness;
    let below = |st: &State, w: &[u8; CELLS], cell: usize| -> u32 {
        let b = cell / 27;
        let p = cell - 27 * b;
        if st.unsolved[b] & (1 << p) == 0 {
            0
        } else {
            st.candidates(b, p) & ((1 << (w[cell] - 1)) - 1)
        }
    };
    let mut start = 0;
    loop {
        let Some(cell) = (start..CELLS).find(|&c| below(&st, &w, c) != 0) else {
            return w;
        };
        // The cells before `cell` keep their witness digits: fix them.
        let mut fixed = false;
        for (c, &digit) in w.iter().enumerate().take(cell).skip(start) {
            let b = c / 27;
            let p = c - 27 * b;
            if st.unsolved[b] & (1 << p) != 0 {
                st.place(b, p, digit as usize - 1);
                fixed = true;
            }
        }
        if fixed {
            let ok = st.propagate();
            debug_assert!(ok, "the witness is a solution under the state");
        }
        start = cell;
        let mut smaller = below(&st, &w, cell);
        if smaller == 0 {
            continue;
        }
        let b = cell / 27;
        let p = cell - 27 * b;
        let mut moved = false;
        while smaller != 0 {
            let d = smaller.trailing_zeros() as usize;
            smaller &= smaller - 1;
            let mut t = st;
            t.place(b, p, d);
            stats.placements += 1;
            if t.propagate() {
                if let (1, Some(sol)) = count_from(&t, 1, stats) {
                    w = cells_of(&sol);
                    st = t;
                    moved = true;
                    break;
                }
            }
            stats.retractions += 1;
        }
        if !moved {
            st.place(b, p, w[cell] as usize - 1);
            let ok = st.propagate();
            debug_assert!(ok, "the witness is a solution under the state");
        }
        start = cell + 1;
    }
}

/// The lexicographically first solution and the number of solutions, counted up to
/// `limit.max(2)` (two are needed to know whether the first one found is the smallest).
/// Clashing givens give `(None, 0)`. One search when the puzzle is unique.
pub fn solve_and_count_stats(
    puzzle: &Grid,
    limit: u64,
    stats: &mut FastStats,
) -> (Option<Grid>, u64) {
    solve_and_count_budget(puzzle, limit, LEX_DFS_BUDGET, stats)
}

/// [`solve_and_count_stats`] with a given guess budget for [`lex_dfs`].
fn solve_and_count_budget(
    puzzle: &Grid,
    limit: u64,
    mut budget: u64,
    stats: &mut FastStats,
) -> (Option<Grid>, u64) {
    let Some(mut st) = State::from_grid(puzzle) else {
        return (None, 0);
    };
    if !st.propagate() {
        return (None, 0);
    }
    let (n, first) = count_from(&st, limit.max(2), stats);
    match first {
        None => (None, 0),
        Some(sol) if n == 1 => (Some(Grid::from_cells(cells_of(&sol))), 1),
        Some(sol) => {
            let mut scratch = st;
            let first = match lex_dfs(&mut scratch, &mut budget, stats) {
                Ok(Some(lex)) => cells_of(&lex),
                _ => lex_first(&st, cells_of(&sol), stats),
            };
            (Some(Grid::from_cells(first)), n)
        }
    }
}

/// See [`solve_and_count_stats`].
pub fn solve_and_count(puzzle: &Grid, limit: u64) -> (Option<Grid>, u64) {
    solve_and_count_stats(puzzle, limit, &mut FastStats::default())
}

/// The lexicographically first solution (row-major, smallest digit first), with counters.
pub fn solve_first_stats(puzzle: &Grid, stats: &mut FastStats) -> Option<Grid> {
    solve_and_count_stats(puzzle, 2, stats).0
}

/// The lexicographically first solution (row-major, smallest digit first).
pub fn solve_first(puzzle: &Grid) -> Option<Grid> {
    solve_first_stats(puzzle, &mut FastStats::default())
}

/// Number of solutions, counting stopped at `limit`.
pub fn count_stats(puzzle: &Grid, limit: u64, stats: &mut FastStats) -> u64 {
    if limit == 0 {
        return 0;
    }
    let Some(mut st) = State::from_grid(puzzle) else {
        return 0;
    };
    if !st.propagate() {
        return 0;
    }
    count_from(&st, limit, stats).0
}

/// Number of solutions, counting stopped at `limit`.
pub fn count(puzzle: &Grid, limit: u64) -> u64 {
    count_stats(puzzle, limit, &mut FastStats::default())
}

/// True when the puzzle has exactly one solution.
pub fn is_unique(puzzle: &Grid) -> bool {
    count(puzzle, 2) == 1
}

/// Clash, no solution, unique or several.
pub fn status(puzzle: &Grid) -> Status {
    if State::from_grid(puzzle).is_none() {
        return Status::Clash(puzzle.conflicts());
    }
    match solve_and_count(puzzle, 2) {
        (Some(first), 1) => Status::Unique(first),
        (Some(first), _) => Status::Several(first),
        (None, _) => Status::NoSolution,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fixture() -> Vec<Grid> {
        include_str!("../../tests/fixtures/fast/tdoku_test_puzzles.txt")
            .lines()
            .filter(|l| !l.starts_with('#') && l.len() >= 81)
            .map(|l| Grid::from_line(&l[..81].replace('.', "0")).unwrap())
            .collect()
    }

    /// The witness method, started from several different solutions, and the row-major
    /// search agree, with or without a budget.
    #[test]
    fn lex_first_matches_row_major_search() {
        let mut several = 0;
        // Solutions of the fixture with most cells blanked: many solutions each.
        let blanked = include_str!("../../tests/fixtures/fast/tdoku_test_puzzles.txt")
            .lines()
            .filter_map(|l| l.split(':').nth(2))
            .enumerate()
            .map(|(k, sol)| {
                let mut g = Grid::from_line(sol).unwrap();
                for c in 0..CELLS {
                    if (c * 7 + k * 5) % 11 > 3 {
                        g.set(c, 0);
                    }
                }
                g
            });
        for puzzle in fixture().into_iter().chain(blanked).chain([Grid::empty()]) {
            let mut stats = FastStats::default();
            let Some(mut root) = State::from_grid(&puzzle) else {
                continue;
            };
            if !root.propagate() || root.is_solved() {
                continue;
            }
            let mut budget = u64::MAX;
            let mut scratch = root;
            let Ok(Some(lex)) = lex_dfs(&mut scratch, &mut budget, &mut stats) else {
                continue;
            };
            let lex = cells_of(&lex);
            let (b, p) = root.pick();
            let mut cands = root.candidates(b, p);
            while cands != 0 {
                let d = cands.trailing_zeros() as usize;
                cands &= cands - 1;
                let mut t = root;
                t.place(b, p, d);
                if !t.propagate() {
                    continue;
                }
                if let (_, Some(w)) = count_from(&t, 1, &mut stats) {
                    assert_eq!(lex_first(&root, cells_of(&w), &mut stats), lex);
                    several += 1;
                }
            }
            let full = solve_and_count_budget(&puzzle, 2, u64::MAX, &mut stats);
            assert_eq!(solve_and_count_budget(&puzzle, 2, 0, &mut stats), full);
            assert_eq!(full.0, Some(Grid::from_cells(lex)));
        }
        assert!(several >= 60, "only {several} witnesses tried");
    }

    #[test]
    fn pop28_counts_bits() {
        let mut x = 0x9E37_79B9u32;
        for _ in 0..1000 {
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            let v = x & 0xFFF_FFFF;
            assert_eq!(pop28(v), v.count_ones());
        }
        assert_eq!(pop28(0xFFF_FFFF), 28);
    }

    #[test]
    fn lex_dfs_stops_at_budget() {
        let mut st = State::from_grid(&Grid::empty()).unwrap();
        assert!(st.propagate());
        let mut budget = 3;
        let mut stats = FastStats::default();
        assert!(lex_dfs(&mut st, &mut budget, &mut stats).is_err());
        assert_eq!(stats.placements, 3);
    }
}
