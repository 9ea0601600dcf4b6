//! Throughput of the fast solver: count to two, lexicographically first solution, and the
//! first solutions in lexicographic order, per data set. The big public sets are read from
//! `../shared/data` next to the crate (or from the directory in `SUDOKU_DATA`) and skipped
//! when absent; the small in-repo fixture and the empty grid are always there.

use std::hint::black_box;
use std::path::PathBuf;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use sudoku_engine::solve::fast;
use sudoku_engine::Grid;

/// Data sets, and how many of their puzzles to take (the very hard set is large).
const SETS: [(&str, usize); 5] = [
    ("tdoku_puzzles2_17_clue.txt", usize::MAX),
    ("tdoku_puzzles3_magictour_top1465.txt", usize::MAX),
    ("tdoku_puzzles6_forum_hardest_1106.txt", usize::MAX),
    ("tdoku_puzzles5_forum_hardest_1905_11+.txt", 4096),
    ("tdoku_puzzles7_serg_benchmark.txt", usize::MAX),
];

/// Puzzles of a text file: one per line, 81 cells first, `.` or `0` blank, `#` comments.
fn parse(text: &str) -> Vec<Grid> {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .filter_map(|l| {
            let cells: String = l.chars().take(81).collect();
            Grid::from_line(&cells)
        })
        .collect()
}

fn data_dir() -> PathBuf {
    match std::env::var_os("SUDOKU_DATA") {
        Some(d) => PathBuf::from(d),
        None => PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/data"),
    }
}

fn sets() -> Vec<(String, Vec<Grid>)> {
    let mut out = vec![(
        "fixture".to_string(),
        parse(include_str!(
            "../tests/fixtures/fast/tdoku_test_puzzles.txt"
        )),
    )];
    let dir = data_dir();
    for (name, take) in SETS {
        match std::fs::read_to_string(dir.join(name)) {
            Ok(text) => {
                let short = name.trim_start_matches("tdoku_").trim_end_matches(".txt");
                let mut puzzles = parse(&text);
                puzzles.truncate(take);
                out.push((short.to_string(), puzzles));
            }
            Err(_) => eprintln!("skipping {name}: not found in {}", dir.display()),
        }
    }
    out
}

fn bench(c: &mut Criterion) {
    for (name, puzzles) in sets() {
        let mut g = c.benchmark_group(&name);
        g.sample_size(10)
            .warm_up_time(Duration::from_millis(500))
            .measurement_time(Duration::from_secs(2))
            .throughput(Throughput::Elements(puzzles.len() as u64));
        g.bench_function("count2", |b| {
            b.iter(|| {
                let mut n = 0;
                for p in &puzzles {
                    n += fast::count(black_box(p), 2);
                }
                n
            })
        });
        g.bench_function("first", |b| {
            b.iter(|| {
                let mut n = 0usize;
                for p in &puzzles {
                    n += fast::solve_first(black_box(p)).is_some() as usize;
                }
                n
            })
        });
        if name.contains("serg") || name == "fixture" {
            let solver = fast::Solver::new().limit(10);
            g.bench_function("solutions10", |b| {
                b.iter(|| {
                    let mut n = 0;
                    for p in &puzzles {
                        n += solver
                            .solutions(black_box(p), |g| {
                                black_box(g);
                                true
                            })
                            .count;
                    }
                    n
                })
            });
        }
        g.finish();
    }
    // Many solutions in a row: the first 10,000 of the empty grid, in order.
    let mut g = c.benchmark_group("empty");
    g.sample_size(10)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(2))
        .throughput(Throughput::Elements(10_000));
    g.bench_function("solutions", |b| {
        b.iter(|| {
            fast::Solver::new()
                .limit(10_000)
                .solutions(black_box(&Grid::empty()), |g| {
                    black_box(g);
                    true
                })
                .count
        })
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
