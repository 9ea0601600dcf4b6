//! The step engine: events per second for each strategy, one event per call (the way the
//! app drives it). The naive strategy on the puzzle built against brute force runs all
//! 138 million steps; `benches/naive-vs-cpp.sh` compares that with the classic recursive
//! program compiled with g++ -O2.

use std::time::Duration;

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use sudoku_tui::format;
use sudoku_tui::solve::{Stepper, Strategy};
use sudoku_tui::Grid;

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
    g.finish();
}

criterion_group!(benches, strategies, anti_brute_force);
criterion_main!(benches);
