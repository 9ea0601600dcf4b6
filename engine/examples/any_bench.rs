//! Times the solver of any size on a file of puzzles, one core: the lexicographically
//! first solution, and the count to two, each puzzle solved `ROUNDS` times.
//!
//! `cargo run --release -p sudoku-engine --example any_bench -- FILE [ROUNDS]`, FILE with
//! one puzzle a line (`puzzle` or `puzzle:solution`, `.` or `0` blank, letters above 9).

use std::time::Instant;

use sudoku_engine::board::Board;
use sudoku_engine::shape::{char_digit, Shape};
use sudoku_engine::solve::any::{self, AnyStats};

fn parse(line: &str) -> Option<Board> {
    let cells: Vec<u8> = line
        .split(':')
        .next()?
        .chars()
        .map(|c| char_digit(c).unwrap_or(0))
        .collect();
    Board::from_cells(Shape::for_cells(cells.len())?, cells).ok()
}

fn main() {
    let mut args = std::env::args().skip(1);
    let path = args.next().expect("a file of puzzles");
    let rounds: u32 = args.next().map_or(20, |r| r.parse().expect("a number"));
    let text = std::fs::read_to_string(&path).expect("a readable file");
    let puzzles: Vec<Board> = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .filter_map(parse)
        .collect();
    assert!(!puzzles.is_empty(), "no puzzles in {path}");
    let runs = f64::from(rounds) * puzzles.len() as f64;
    let mut stats = AnyStats::default();
    let t = Instant::now();
    for _ in 0..rounds {
        for p in &puzzles {
            std::hint::black_box(any::solve_first_stats(p, &mut stats));
        }
    }
    let first = t.elapsed().as_secs_f64() / runs;
    let first_stats = stats;
    let mut stats = AnyStats::default();
    let t = Instant::now();
    for _ in 0..rounds {
        for p in &puzzles {
            assert_eq!(any::count_stats(p, 2, &mut stats), 1, "not unique: {p:?}");
        }
    }
    let count = t.elapsed().as_secs_f64() / runs;
    println!(
        "{path}: {} puzzles ({}), {rounds} rounds",
        puzzles.len(),
        puzzles[0].shape()
    );
    println!(
        "  first:    {:9.3} ms/puzzle, {:.1} guesses/puzzle",
        first * 1e3,
        first_stats.guesses as f64 / runs
    );
    println!(
        "  count 2:  {:9.3} ms/puzzle, {:.1} guesses/puzzle",
        count * 1e3,
        stats.guesses as f64 / runs
    );
}
