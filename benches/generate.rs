//! The generator: puzzles per second for each grade, on one thread, with and without
//! half-turn symmetry. Each iteration makes the same run of puzzles (seed 1, the first N
//! of the run), so every sample does the same work; N is large enough that the run's mix
//! of quick and slow puzzles is typical.

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use sudoku_engine::generate::{Difficulty, Generator, Options};

/// Puzzles per iteration: fewer where each takes long.
fn run_length(difficulty: Difficulty, symmetric: bool) -> u64 {
    match (difficulty, symmetric) {
        (Difficulty::Extreme, false) => 40,
        (_, false) => 400,
        (Difficulty::Extreme, true) => 2,
        (_, true) => 20,
    }
}

fn generate(c: &mut Criterion) {
    for symmetric in [false, true] {
        let name = if symmetric {
            "generate-symmetric"
        } else {
            "generate"
        };
        let mut g = c.benchmark_group(name);
        g.sample_size(10)
            .warm_up_time(Duration::from_millis(500))
            .measurement_time(Duration::from_secs(3));
        for difficulty in Difficulty::ALL {
            let n = run_length(difficulty, symmetric);
            let generator = Generator::new(
                1,
                Options {
                    difficulty,
                    symmetric,
                },
            );
            g.throughput(Throughput::Elements(n));
            g.bench_function(BenchmarkId::from_parameter(difficulty), |b| {
                b.iter(|| {
                    let mut givens = 0;
                    for i in 0..n {
                        givens += black_box(&generator).puzzle(i).puzzle.filled();
                    }
                    givens
                })
            });
        }
        g.finish();
    }
}

criterion_group!(benches, generate);
criterion_main!(benches);
