//! Makes puzzles of a size with a unique solution for the solver's tests and benchmarks:
//! a solution filled by a randomised search, then givens removed in a random order while
//! the solution stays unique, down to a share of givens (or as far as uniqueness allows).
//!
//! `cargo run --release -p sudoku-engine --example any_puzzles -- SIDE COUNT [SEED]
//! [GIVENS_PERCENT]` prints COUNT lines `puzzle:solution`, digits above 9 as letters and
//! `.` for a blank.

use sudoku_engine::board::Board;
use sudoku_engine::shape::Shape;
use sudoku_engine::solve::any::{self, Solver};

/// A xorshift generator: enough to shuffle.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn shuffle<T>(&mut self, v: &mut [T]) {
        for i in (1..v.len()).rev() {
            v.swap(i, self.below(i + 1));
        }
    }
}

/// A random solved board: random digits written in random cells as long as the board
/// still has a solution, a quarter of the cells so, then a solution of that.
fn fill(shape: Shape, rng: &mut Rng) -> Board {
    let mut b = Board::empty(shape);
    let mut cells: Vec<usize> = (0..shape.cells()).collect();
    rng.shuffle(&mut cells);
    for &cell in &cells[..shape.cells() / 4] {
        let fitting: Vec<u8> = (1..=shape.side() as u8)
            .filter(|&d| b.candidates(cell) & 1 << (d - 1) != 0)
            .collect();
        if fitting.is_empty() {
            continue;
        }
        let d = fitting[rng.below(fitting.len())];
        b.try_set(cell, d).unwrap();
        if any::count(&b, 1) == 0 {
            b.try_set(cell, 0).unwrap();
        }
    }
    let one = Solver::new().lexicographic(false).run(&b).first;
    one.expect("kept solvable")
}

/// Givens of `solution` removed in a random order while the solution stays unique,
/// stopping at `keep` givens.
fn carve(solution: &Board, keep: usize, rng: &mut Rng) -> Board {
    let mut p = solution.clone();
    let mut cells: Vec<usize> = (0..p.cells().len()).collect();
    rng.shuffle(&mut cells);
    for cell in cells {
        if p.filled() <= keep {
            break;
        }
        let d = p.get(cell);
        p.try_set(cell, 0).unwrap();
        if any::count(&p, 2) != 1 {
            p.try_set(cell, d).unwrap();
        }
    }
    p
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize, default: u64| {
        args.get(i)
            .map_or(default, |a| a.parse().expect("a number"))
    };
    let shape = Shape::for_side(arg(0, 16) as usize).expect("a standard side");
    let (count, seed, percent) = (arg(1, 5), arg(2, 1), arg(3, 40));
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    for _ in 0..count {
        let solution = fill(shape, &mut rng);
        let puzzle = carve(&solution, shape.cells() * percent as usize / 100, &mut rng);
        let line = puzzle.to_line().replace('0', ".");
        println!("{line}:{}", solution.to_line());
    }
}
