//! The step engine: events per second for each strategy, one event per call (the way the
//! app drives it at finite speeds). The naive strategy on the puzzle built against brute
//! force runs all 138 million steps, one at a time and in the bounded runs the app makes
//! at `max`; `benches/naive-vs-cpp.sh` compares that with the classic recursive
//! program compiled with g++ -O2.
//!
//! Also: the trace written to a file (events per second), and going back to any step of
//! that 138-million-step search through a timeline (time per seek; the process's peak
//! memory is printed at the end of that group).

use std::fs::File;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, BatchSize, BenchmarkId, Criterion, Throughput};
use sudoku_engine::format;
use sudoku_engine::solve::{trace, Stepper, Strategy, Timeline};
use sudoku_engine::Grid;

fn puzzle(file: &str) -> Grid {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("puzzles")
        .join(file);
    format::read_path(&path).expect("sample puzzle").puzzles[0].grid
}

/// Steps one event at a time until the end; returns the number of steps.
fn run(p: &Grid, s: Strategy) -> u64 {
    let mut st = Stepper::new(p, s);
    while !st.step().is_final() {}
    st.stats().steps
}

fn strategies(c: &mut Criterion) {
    let mut g = c.benchmark_group("step");
    g.warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(2))
        .sample_size(10);
    for file in ["easy.sdk", "medium.ss", "hard-bordered.txt", "17-clue.txt"] {
        let p = puzzle(file);
        for s in Strategy::ALL {
            let steps = run(&p, s);
            g.throughput(Throughput::Elements(steps));
            g.bench_with_input(BenchmarkId::new(s.name(), file), &p, |b, p| {
                b.iter(|| run(p, s))
            });
        }
    }
    g.finish();
}

fn anti_brute_force(c: &mut Criterion) {
    let p = puzzle("anti-brute-force.txt");
    let mut g = c.benchmark_group("step-138M");
    g.sample_size(10)
        .warm_up_time(Duration::from_millis(100))
        .measurement_time(Duration::from_secs(8))
        .throughput(Throughput::Elements(138_350_569));
    g.bench_function("naive/anti-brute-force", |b| {
        b.iter(|| run(&p, Strategy::Naive))
    });
    // In bounded runs, the way the app runs flat out (a chunk of about a millisecond).
    g.bench_function("naive/anti-brute-force/runs of 262144", |b| {
        b.iter(|| {
            let mut st = Stepper::new(&p, Strategy::Naive);
            while st.run(1 << 18).is_none() {}
            assert_eq!(st.stats().steps, 138_350_569);
        })
    });
    g.finish();
}

/// The trace of a search written to a file: up to 1 million events per iteration.
fn trace_to_file(c: &mut Criterion) {
    const EVENTS: u64 = 1_000_000;
    let path = std::env::temp_dir().join(format!("sudoku-tui-trace-{}.jsonl", std::process::id()));
    let mut g = c.benchmark_group("trace");
    g.sample_size(10)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(4));
    // Propagate makes 65 events on this puzzle: its rate is in the `step` group.
    for s in [Strategy::Naive, Strategy::Mrv] {
        let p = puzzle("17-clue.txt");
        let steps = run(&p, s).min(EVENTS);
        g.throughput(Throughput::Elements(steps));
        g.bench_function(BenchmarkId::new(s.name(), "17-clue.txt"), |b| {
            // The last iteration's file is removed untimed: a file truncated in the
            // timed part would count the freeing of its pages.
            b.iter_batched(
                || {
                    let _ = std::fs::remove_file(&path);
                },
                |()| {
                    let mut f = File::create(&path).expect("temporary file");
                    let end = trace::write_trace(&p, s, Some(EVENTS), &mut f).expect("written");
                    assert_eq!(end.stats.steps, steps);
                },
                BatchSize::PerIteration,
            )
        });
    }
    g.finish();
    let _ = std::fs::remove_file(&path);
}

/// Seeking to pseudo-random steps of the finished 138-million-step naive search, for a
/// few snapshot limits (the first is the default); with the default, also the worst case:
/// the step just before a snapshot, reached from another interval (a whole interval
/// replayed).
fn timeline_seek(c: &mut Criterion) {
    let p = puzzle("anti-brute-force.txt");
    let mut g = c.benchmark_group("timeline");
    g.sample_size(20)
        .warm_up_time(Duration::from_millis(200))
        .measurement_time(Duration::from_secs(3));
    let mut next = {
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        move || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        }
    };
    for (interval, max) in [
        (Timeline::INTERVAL, Timeline::MAX_SNAPSHOTS),
        (4096, 512),
        (4096, 64),
    ] {
        let mut t = Timeline::with_limits(&p, Strategy::Naive, interval, max);
        t.finish();
        let end = t.position();
        eprintln!(
            "timeline {interval}/{max}: {end} steps, {} snapshots every {} steps, {:.1} MB",
            t.snapshots(),
            t.interval(),
            t.memory() as f64 / 1e6
        );
        g.bench_function(format!("seek/{max}-snapshots"), |b| {
            b.iter(|| t.seek(next() % end))
        });
        if max == Timeline::MAX_SNAPSHOTS {
            let every = t.interval();
            let segments = end / every;
            g.bench_function(format!("seek-worst/{max}-snapshots"), |b| {
                b.iter(|| t.seek((next() % segments) * every + every - 1))
            });
        }
    }
    g.finish();
    if let Ok(status) = std::fs::read_to_string("/proc/self/status") {
        if let Some(line) = status.lines().find(|l| l.starts_with("VmHWM")) {
            eprintln!("peak memory of this process: {line}");
        }
    }
}

criterion_group!(
    benches,
    strategies,
    anti_brute_force,
    trace_to_file,
    timeline_seek
);
criterion_main!(benches);
