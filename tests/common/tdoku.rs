//! tdoku's test set (`tests/fixtures/tdoku_test_puzzles.txt`): each puzzle with its
//! number of solutions, as the file's `puzzle:count` lines give them.
#![allow(dead_code)]

use std::path::Path;

use sudoku_engine::Grid;

pub const FILE: &str = "tests/fixtures/tdoku_test_puzzles.txt";

pub fn puzzles_and_counts() -> Vec<(Grid, u64)> {
    std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(FILE))
        .unwrap()
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let mut parts = l.split(':');
            let g = Grid::from_line(parts.next().unwrap()).unwrap();
            (g, parts.next().unwrap().parse().unwrap())
        })
        .collect()
}
