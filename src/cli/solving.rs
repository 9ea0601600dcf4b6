//! Solving checked puzzles, a batch at a time, on worker threads.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use super::SolveArgs;
use sudoku_tui::format::Entry;
use sudoku_tui::grid::Conflict;
use sudoku_tui::solve::{fast, Event, Stepper};
use sudoku_tui::Grid;

/// What came out for one puzzle.
pub enum Answer {
    Solution(Grid),
    Count(u64),
    NoSolution,
    Clash(Vec<Conflict>),
}

pub struct Solved {
    pub answer: Answer,
    /// The `--stats` line.
    pub stats: Option<String>,
}

pub fn solve_one(args: &SolveArgs, grid: &Grid) -> Solved {
    let start = args.stats.then(Instant::now);
    let ms = |start: Option<Instant>| start.map_or(0.0, |s| s.elapsed().as_secs_f64() * 1e3);
    // Both solvers fail on clashing givens; only then are the clashes worked out.
    let failed = || {
        let conflicts = grid.conflicts();
        if conflicts.is_empty() {
            Answer::NoSolution
        } else {
            Answer::Clash(conflicts)
        }
    };
    match args.strategy.step_strategy() {
        None => {
            let mut st = fast::FastStats::default();
            let answer = if args.count {
                match fast::count_stats(grid, args.limit, &mut st) {
                    0 => failed(),
                    n => Answer::Count(n),
                }
            } else {
                match fast::solve_first_stats(grid, &mut st) {
                    Some(g) => Answer::Solution(g),
                    None => failed(),
                }
            };
            let stats = args.stats.then(|| {
                format!(
                    "placements={} retractions={} time={:.3}ms",
                    st.placements,
                    st.retractions,
                    ms(start)
                )
            });
            Solved { answer, stats }
        }
        Some(s) => {
            let mut stepper = Stepper::new(grid, s);
            let answer = match stepper.finish() {
                Event::Solved => Answer::Solution(stepper.grid()),
                _ => failed(),
            };
            let st = stepper.stats();
            let stats = args.stats.then(|| {
                format!(
                    "placements={} retractions={} deductions={} steps={} max_depth={} time={:.3}ms",
                    st.placements,
                    st.retractions,
                    st.deductions,
                    st.steps,
                    st.max_depth,
                    ms(start)
                )
            });
            Solved { answer, stats }
        }
    }
}

/// Puzzles a worker takes at a time: small chunks handed out on demand keep the threads
/// busy when difficulty varies.
const CHUNK: usize = 16;

/// Solves a batch on up to `jobs` threads (the calling one included); results in input
/// order. No more threads are started than there are chunks to hand out, and when the
/// system cannot make one (a process limit, no memory for its stack), the batch goes on
/// with the threads it has: at worst, the calling thread alone.
pub fn solve_batch(args: &SolveArgs, items: &[Entry], jobs: usize) -> Vec<Solved> {
    let jobs = jobs.min(items.len().div_ceil(CHUNK));
    if jobs <= 1 {
        return items.iter().map(|it| solve_one(args, &it.grid)).collect();
    }
    let next = AtomicUsize::new(0);
    let work = || {
        let mut out = Vec::new();
        loop {
            let at = next.fetch_add(CHUNK, Ordering::Relaxed);
            if at >= items.len() {
                return out;
            }
            for (i, it) in items.iter().enumerate().skip(at).take(CHUNK) {
                out.push((i, solve_one(args, &it.grid)));
            }
        }
    };
    let parts: Vec<Vec<(usize, Solved)>> = std::thread::scope(|s| {
        let helpers: Vec<_> = (1..jobs)
            .map_while(|_| std::thread::Builder::new().spawn_scoped(s, work).ok())
            .collect();
        let mut parts = vec![work()];
        for h in helpers {
            // A worker that panicked hit a bug: let it surface as it would have.
            parts.push(h.join().unwrap_or_else(|p| std::panic::resume_unwind(p)));
        }
        parts
    });
    let mut slots: Vec<Option<Solved>> = (0..items.len()).map(|_| None).collect();
    for (i, s) in parts.into_iter().flatten() {
        slots[i] = Some(s);
    }
    // Every index was handed out exactly once.
    slots.into_iter().flatten().collect()
}
