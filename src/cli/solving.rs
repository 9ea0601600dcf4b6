//! Solving checked puzzles, a batch at a time, on worker threads.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use super::SolveArgs;
use sudoku_engine::compare;
use sudoku_engine::format::GridEntry;
use sudoku_engine::grid::Conflict;
use sudoku_engine::solve::tree::{Keep, Tree};
use sudoku_engine::solve::{fast, Outcome, Stats, Stepper, Strategy};
use sudoku_engine::Grid;

/// What came out for one puzzle.
pub enum Answer {
    Solution(Grid),
    Count(u64),
    NoSolution,
    Clash(Vec<Conflict>),
    /// `--max-steps` stopped the search after this many steps.
    Stopped(u64),
}

pub struct Solved {
    pub answer: Answer,
    /// The puzzle has more than one solution (known only where a solution is printed).
    pub several: bool,
    /// The `--stats` line.
    pub stats: Option<String>,
}

/// Both solvers fail on clashing givens; only then are the clashes worked out.
pub fn failed(grid: &Grid) -> Answer {
    let conflicts = grid.conflicts();
    if conflicts.is_empty() {
        Answer::NoSolution
    } else {
        Answer::Clash(conflicts)
    }
}

/// Milliseconds since `start`, for `--stats` (0 when not measured).
pub fn ms(start: Option<Instant>) -> f64 {
    start.map_or(0.0, |s| s.elapsed().as_secs_f64() * 1e3)
}

/// The `--stats` line of the fast solver. It counts its guesses (the digits it wrote by
/// choice, and those it took back), not the digits propagation writes: the step
/// strategies count every step.
pub fn fast_stats_line(st: &fast::FastStats, more: &str, start: Option<Instant>) -> String {
    format!(
        "placements={} retractions={} guesses={} strategy=fast{more} time={:.3}ms",
        st.placements,
        st.retractions,
        st.placements,
        ms(start)
    )
}

/// Solves one puzzle; `check`: find out whether it has a second solution too.
pub fn solve_one(args: &SolveArgs, grid: &Grid, check: bool) -> Solved {
    let start = args.stats.then(Instant::now);
    match args.strategy.step_strategy() {
        None => {
            // Counting first, the lexicographic walk only with several, when a second
            // solution is to be looked for: the cheaper order on puzzles with one
            // solution, the usual kind.
            let solver = if args.count {
                fast::Solver::new().first(false).limit(args.limit)
            } else if check {
                fast::Solver::new().limit(2)
            } else {
                fast::Solver::new()
            };
            let out = solver.run(grid);
            let st = out.stats;
            let several = check && !args.count && out.count > 1;
            let answer = match (args.count, out.first) {
                (true, _) if out.count > 0 => Answer::Count(out.count),
                (false, Some(first)) => Answer::Solution(first),
                _ => failed(grid),
            };
            let stats = args.stats.then(|| fast_stats_line(&st, "", start));
            Solved {
                answer,
                several,
                stats,
            }
        }
        Some(s) => {
            let mut stepper = Stepper::new(grid, s);
            let (row, wasted) = if args.stats {
                // With the counts, the steps wasted in doomed branches: the tree grows beside it.
                let mut tree = Tree::new(grid, Keep::Path);
                let limit = args.max_steps.unwrap_or(u64::MAX);
                tree.run(&mut stepper, limit);
                let row = compare::StrategyRun {
                    strategy: s,
                    outcome: stepper.outcome(),
                    stats: *stepper.stats(),
                    time: Duration::ZERO,
                    wasted: Some(tree.wasted()),
                };
                (row, tree.wasted())
            } else {
                (compare::run(&mut stepper, args.max_steps), 0)
            };
            let stats = args
                .stats
                .then(|| with_wasted(&step_stats_line(&row.stats, true, s, start), wasted));
            let answer = match row.outcome {
                Some(Outcome::Solved) => Answer::Solution(stepper.grid()),
                Some(Outcome::NoSolution) => failed(grid),
                None => Answer::Stopped(stepper.stats().steps),
            };
            // Whether there are others is the fast solver's to say (quick beside a step search).
            let several =
                check && matches!(answer, Answer::Solution(_)) && fast::count(grid, 2) > 1;
            Solved {
                answer,
                several,
                stats,
            }
        }
    }
}

/// A `--stats` line with `wasted=W` put in before `strategy=`.
pub fn with_wasted(line: &str, wasted: u64) -> String {
    line.replacen(" strategy=", &format!(" wasted={wasted} strategy="), 1)
}

/// The `--stats` line of a step strategy: guesses, deductions and what was taken back
/// of each, apart (`with_guesses`: the guesses too; the trace's line has none).
pub fn step_stats_line(
    st: &Stats,
    with_guesses: bool,
    strategy: Strategy,
    start: Option<Instant>,
) -> String {
    let guesses = if with_guesses {
        format!(" guesses={}", st.guesses)
    } else {
        String::new()
    };
    // Logic strikes candidates out too: said beside the others, for it alone.
    let struck = if strategy == Strategy::Logic {
        format!(
            " eliminations={} restorations={}",
            st.eliminations, st.restorations
        )
    } else {
        String::new()
    };
    format!(
        "placements={} retractions={} deductions={} undone_deductions={}{struck}{guesses} steps={} \
         max_depth={} strategy={strategy} time={:.3}ms",
        st.placements,
        st.retractions,
        st.deductions,
        st.undone_deductions,
        st.steps,
        st.max_depth,
        ms(start)
    )
}

/// Puzzles a worker takes at a time: small chunks handed out on demand keep the threads
/// busy when difficulty varies.
pub const CHUNK: usize = 16;

/// Solves a batch on up to `jobs` threads (the calling one included); results in input
/// order. No more threads are started than there are chunks to hand out, and when the
/// system cannot make one (a process limit, no memory for its stack), the batch goes on
/// with the threads it has: at worst, the calling thread alone.
pub fn solve_batch(args: &SolveArgs, items: &[GridEntry], jobs: usize, check: bool) -> Vec<Solved> {
    let jobs = jobs.min(items.len().div_ceil(CHUNK));
    if jobs <= 1 {
        return items
            .iter()
            .map(|it| solve_one(args, &it.grid, check))
            .collect();
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
                out.push((i, solve_one(args, &it.grid, check)));
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
