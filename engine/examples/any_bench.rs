//! Times the solver of any size on a file of puzzles, one core: the lexicographically
//! first solution, and the count to two, each puzzle solved `ROUNDS` times.
//!
//! `cargo run --release -p sudoku-engine --example any_bench -- FILE [ROUNDS]`, FILE with
//! one puzzle a line (`puzzle` or `puzzle:solution`, `.` or `0` blank, letters above 9).

use std::time::Instant;

/// The time this process has run on a core so far, in seconds, where Linux tells it
/// (`/proc/self/schedstat`); else None, and the figures are wall-clock times. On a busy
/// machine the two differ: the core's time is the one to read. Linux brings the figure
/// up to date every few milliseconds only: read it over runs of a second or so (raise
/// ROUNDS).
fn cpu_seconds() -> Option<f64> {
    let text = std::fs::read_to_string("/proc/self/schedstat").ok()?;
    let ns: f64 = text.split_whitespace().next()?.parse().ok()?;
    Some(ns / 1e9)
}

/// Seconds since `wall` (and `cpu`, when it is known): core time where known.
fn since(wall: Instant, cpu: Option<f64>) -> f64 {
    match (cpu, cpu_seconds()) {
        (Some(a), Some(b)) => b - a,
        _ => wall.elapsed().as_secs_f64(),
    }
}

use sudoku_engine::board::Board;
use sudoku_engine::shape::{char_digit, Shape};
use sudoku_engine::solve::any::{AnyStats, Solver};

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
    let (first, count) = (Solver::new(), Solver::new().first(false).limit(2));
    let mut stats = AnyStats::default();
    let (t, cpu) = (Instant::now(), cpu_seconds());
    for _ in 0..rounds {
        for p in &puzzles {
            stats.add(std::hint::black_box(first.run(p)).stats);
        }
    }
    let first_time = since(t, cpu) / runs;
    let first_stats = stats;
    let mut stats = AnyStats::default();
    let (t, cpu) = (Instant::now(), cpu_seconds());
    for _ in 0..rounds {
        for p in &puzzles {
            let out = count.run(p);
            assert_eq!(out.count, 1, "not unique: {p:?}");
            stats.add(out.stats);
        }
    }
    let count_time = since(t, cpu) / runs;
    println!(
        "{path}: {} puzzles ({}), {rounds} rounds, {}",
        puzzles.len(),
        puzzles[0].shape(),
        if cpu_seconds().is_some() {
            "core time"
        } else {
            "wall-clock time"
        }
    );
    println!(
        "  first:    {:9.3} ms/puzzle, {:.1} guesses/puzzle",
        first_time * 1e3,
        first_stats.guesses as f64 / runs
    );
    println!(
        "  count 2:  {:9.3} ms/puzzle, {:.1} guesses/puzzle",
        count_time * 1e3,
        stats.guesses as f64 / runs
    );
}
