//! The fast exact solver: no events, just answers.
//!
//! The state is one 27-bit mask per digit and band (three rows): the cells of the band
//! where the digit may still go. Propagation works on these masks with table look-ups:
//! locked candidates inside a band, lone columns pushed to the other bands, rows left with
//! a single cell (hidden singles) marking cells solved, and naked singles found by
//! bit-sliced counting over the nine digits. The search guesses on a cell with the fewest
//! candidates (a two-candidate cell when there is one) and copies the state on each guess.
//!
//! The lexicographically first solution comes from a count to two: when the puzzle is
//! unique, that solution is the answer. Otherwise a row-major pass walks the cells in
//! order and, for each, asks the fast search whether a smaller digit than the current
//! witness still leads to a solution.

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

/// The two other bands of each band.
const OTHER_BANDS: [[usize; 2]; 3] = [[1, 2], [0, 2], [0, 1]];

/// Candidates of the whole grid, band-wise; see the module documentation.
#[derive(Clone, Copy)]
struct State {
    /// `f[3 * d + b]`: cells of band `b` where digit `d + 1` may go (solved ones included).
    f: [u32; 27],
    /// The value of each entry when it was last processed.
    prev: [u32; 27],
    /// Cells of each band not yet solved.
    unsolved: [u32; 3],
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
                continue;
            }
            let mut r1 = 0;
            let mut r2 = 0;
            for d in 0..9 {
                let a = self.f[3 * d + b];
                r2 |= r1 & a;
                r1 |= a;
            }
            if r1 & u != u {
                return Singles::Contradiction;
            }
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

    /// The unsolved cell to branch on: one with two candidates if any, else one with the
    /// fewest. Only called on a state that is consistent and not solved.
    fn pick(&self) -> (usize, usize) {
        for b in 0..3 {
            let u = self.unsolved[b];
            if u == 0 {
                continue;
            }
            let (mut r1, mut r2, mut r3) = (0u32, 0u32, 0u32);
            for d in 0..9 {
                let a = self.f[3 * d + b];
                r3 |= r2 & a;
                r2 |= r1 & a;
                r1 |= a;
            }
            let two = u & r2 & !r3;
            if two != 0 {
                return (b, two.trailing_zeros() as usize);
            }
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

    /// The solved grid. Only meaningful when [`State::is_solved`].
    fn cells(&self) -> [u8; CELLS] {
        let mut out = [0u8; CELLS];
        for (i, &f) in self.f.iter().enumerate() {
            let d = (i / 3) as u8 + 1;
            let base = 27 * (i % 3);
            let mut m = f;
            while m != 0 {
                out[base + m.trailing_zeros() as usize] = d;
                m &= m - 1;
            }
        }
        out
    }
}

/// Bookkeeping of one search.
struct Search {
    limit: u64,
    count: u64,
    first: [u8; CELLS],
    stats: FastStats,
}

impl Search {
    fn new(limit: u64) -> Search {
        Search {
            limit,
            count: 0,
            first: [0; CELLS],
            stats: FastStats::default(),
        }
    }

    /// Counts the solutions under `st` (propagated and consistent). True once the limit
    /// is reached.
    fn run(&mut self, st: &mut State) -> bool {
        if st.is_solved() {
            self.count += 1;
            if self.count == 1 {
                self.first = st.cells();
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
        }
        false
    }
}

/// Counts up to `limit` solutions from a propagated start; the first one found, if any.
fn count_from(st: &State, limit: u64, stats: &mut FastStats) -> (u64, Option<[u8; CELLS]>) {
    let mut s = Search::new(limit);
    let mut st = *st;
    s.run(&mut st);
    stats.placements += s.stats.placements;
    stats.retractions += s.stats.retractions;
    (s.count, (s.count > 0).then_some(s.first))
}

/// The lexicographically first solution under `root`, given some solution `witness` of it.
fn lex_first(root: &State, mut witness: [u8; CELLS], stats: &mut FastStats) -> [u8; CELLS] {
    let mut st = *root;
    for cell in 0..CELLS {
        let b = cell / 27;
        let p = cell - 27 * b;
        if st.unsolved[b] & (1 << p) == 0 {
            continue;
        }
        let w = witness[cell] as usize - 1;
        let mut smaller = st.candidates(b, p) & ((1 << w) - 1);
        let mut moved = false;
        while smaller != 0 {
            let d = smaller.trailing_zeros() as usize;
            smaller &= smaller - 1;
            let mut t = st;
            t.place(b, p, d);
            stats.placements += 1;
            if t.propagate() {
                if let (1, Some(sol)) = count_from(&t, 1, stats) {
                    witness = sol;
                    st = t;
                    moved = true;
                    break;
                }
            }
            stats.retractions += 1;
        }
        if !moved {
            st.place(b, p, w);
            let ok = st.propagate();
            debug_assert!(ok, "the witness digit must stay consistent");
        }
    }
    witness
}

/// The lexicographically first solution and the number of solutions, counted up to
/// `limit.max(2)` (two are needed to know whether the first one found is the smallest).
/// Clashing givens give `(None, 0)`. One search when the puzzle is unique.
pub fn solve_and_count_stats(
    puzzle: &Grid,
    limit: u64,
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
        Some(sol) if n == 1 => (Some(Grid::from_cells(sol)), 1),
        Some(sol) => (Some(Grid::from_cells(lex_first(&st, sol, stats))), n),
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
