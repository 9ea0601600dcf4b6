//! Puzzles for tests: solved grids shuffled by symmetries, then blanked at random.
#![allow(dead_code)]

use std::time::Duration;

use sudoku_engine::Grid;

/// Processor time the calling thread has used: for bounds on work done in the test
/// itself, which a loaded machine does not stretch as it stretches the clock.
pub fn thread_cpu_time() -> Duration {
    // SAFETY: a valid pointer to a timespec on the stack.
    let mut t: libc::timespec = unsafe { std::mem::zeroed() };
    unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut t) };
    Duration::new(t.tv_sec as u64, t.tv_nsec as u32)
}

/// How many cases a sweep runs: `default`, times the `SUDOKU_SWEEP` of the environment
/// where it is set (`SUDOKU_SWEEP=10 cargo test` runs ten times as many), so that the
/// suite stays quick and the full sweeps are one variable away.
pub fn sweep(default: usize) -> usize {
    let times = std::env::var("SUDOKU_SWEEP")
        .ok()
        .and_then(|v| v.parse::<usize>().ok())
        .unwrap_or(1);
    default.saturating_mul(times.max(1))
}

/// The Baekjoon 2239 sample, as 9 rows of digits (`0` blank).
pub const SAMPLE_ROWS: [&str; 9] = [
    "103000509",
    "002109400",
    "000704000",
    "300502006",
    "060000050",
    "700803004",
    "000401000",
    "009205800",
    "804000107",
];

/// A small deterministic generator (xorshift64*), so tests need no extra crates.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.max(1))
    }
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    pub fn shuffle<T>(&mut self, v: &mut [T]) {
        for i in (1..v.len()).rev() {
            let j = self.below(i + 1);
            v.swap(i, j);
        }
    }
}

/// Grids in an 81-character-per-line text (comments and blank lines skipped).
pub fn puzzles_from(text: &str) -> Vec<Grid> {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| Grid::from_line(&l[..81]).expect("fixture line"))
        .collect()
}

pub fn solved_grids() -> Vec<Grid> {
    puzzles_from(include_str!("../fixtures/solved_grids.txt"))
}

/// A valid grid transformed by a random symmetry: relabel digits, permute rows within
/// bands, bands, columns within stacks, stacks, and maybe transpose.
pub fn shuffled(g: &Grid, rng: &mut Rng) -> Grid {
    let mut digits = [1u8, 2, 3, 4, 5, 6, 7, 8, 9];
    rng.shuffle(&mut digits);
    let perm = |rng: &mut Rng| {
        let mut bands = [0usize, 1, 2];
        rng.shuffle(&mut bands);
        let mut out = [0usize; 9];
        for (i, &b) in bands.iter().enumerate() {
            let mut inner = [0usize, 1, 2];
            rng.shuffle(&mut inner);
            for j in 0..3 {
                out[i * 3 + j] = b * 3 + inner[j];
            }
        }
        out
    };
    let rows = perm(rng);
    let cols = perm(rng);
    let transpose = rng.below(2) == 1;
    let mut cells = [0u8; 81];
    for r in 0..9 {
        for c in 0..9 {
            let (sr, sc) = if transpose {
                (cols[c], rows[r])
            } else {
                (rows[r], cols[c])
            };
            cells[r * 9 + c] = digits[(g.get(sr * 9 + sc) - 1) as usize];
        }
    }
    Grid::from_cells(cells)
}

/// A valid grid drawn from `seed`: one of the fixture grids, shuffled by symmetries.
pub fn solved_grid(seed: u64) -> Grid {
    let base = solved_grids();
    let mut rng = Rng::new(seed);
    shuffled(&base[rng.below(base.len())], &mut rng)
}

/// A valid grid drawn from `seed`, with `blanks` cells (chosen from the seed too) emptied.
pub fn puzzle(seed: u64, blanks: usize) -> Grid {
    let mut g = solved_grid(seed);
    let mut rng = Rng::new(seed ^ 0x9e37_79b9_7f4a_7c15);
    let mut order: Vec<usize> = (0..81).collect();
    rng.shuffle(&mut order);
    for &c in &order[..blanks] {
        g.set(c, 0);
    }
    g
}

/// `n` puzzles: shuffled valid grids with 25 to 55 cells blanked (some have several
/// solutions).
pub fn generated_puzzles(n: usize, seed: u64) -> Vec<Grid> {
    let mut rng = Rng::new(seed);
    (0..n)
        .map(|_| puzzle(rng.next(), 25 + rng.below(31)))
        .collect()
}
