//! The estimate of a search of another size is unbiased too: over many runs its mean
//! comes within a few percent of the steps the search really takes, for naive, mrv and
//! propagate, on puzzles with one solution, several, and none.

use super::estimate_board;
use crate::board::Board;
use crate::shape::Shape;
use crate::solve::{any, BoardStepper, Strategy};

fn actual(p: &Board, s: Strategy) -> u64 {
    let mut st = BoardStepper::from_board(p, s).expect("not logic");
    st.finish();
    st.stats().steps
}

/// Puzzles of `side` whose searches with `s` take some tens to thousands of steps: the box
/// pattern's solved grid with cells emptied (some with several solutions), and one with
/// a digit that fits but leads nowhere.
fn cases(side: usize, s: Strategy) -> Vec<Board> {
    let shape = Shape::for_side(side).expect("a shape");
    let (r, c) = (shape.box_rows(), shape.box_cols());
    let solved: Vec<u8> = (0..shape.cells())
        .map(|cell| ((c * ((cell / side) % r) + (cell / side) / r + cell % side) % side + 1) as u8)
        .collect();
    let mut x = 0x1234_5678_9ABC_DEF1u64 + side as u64;
    let mut next = move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    let mut found = Vec::new();
    let mut no_solution = None;
    for _ in 0..1000 {
        let mut cells = solved.clone();
        for _ in 0..shape.cells() * 4 / 5 {
            cells[(next() % shape.cells() as u64) as usize] = 0;
        }
        let b = Board::from_cells(shape, cells).expect("digits of the shape");
        let steps = actual(&b, s);
        if (24..5000).contains(&steps) {
            found.push((steps, b.clone()));
        }
        if no_solution.is_none() {
            // A digit that fits but leads nowhere.
            no_solution = (0..shape.cells()).find_map(|cell| {
                (1..=side as u8).find_map(|d| {
                    let mut h = b.clone();
                    (h.get(cell) == 0 && b.candidates(cell) & (1 << (d - 1)) != 0).then_some(())?;
                    h.try_set(cell, d).ok()?;
                    (any::count(&h, 1) == 0 && (24..5000).contains(&actual(&h, s))).then_some(h)
                })
            });
        }
    }
    // The longest searches, and the one without a solution.
    found.sort_by_key(|(steps, _)| std::cmp::Reverse(*steps));
    let mut out: Vec<Board> = found.into_iter().take(3).map(|(_, b)| b).collect();
    out.extend(no_solution);
    out
}

#[test]
fn the_mean_of_many_estimates_of_another_size_is_the_size_of_the_search() {
    let runs = 600;
    let mut long = 0;
    for side in [6, 8] {
        for s in [Strategy::Naive, Strategy::Mrv, Strategy::Propagate] {
            let puzzles = cases(side, s);
            assert!(!puzzles.is_empty(), "{s} at {side}x{side}");
            for p in puzzles {
                let want = actual(&p, s) as f64;
                long += usize::from(want > 100.0);
                let mean = (0..runs)
                    .map(|seed| estimate_board(&p, s, 8, seed))
                    .sum::<f64>()
                    / runs as f64;
                let err = (mean - want).abs() / want;
                assert!(
                    err < 0.05,
                    "{s} on {}: mean {mean:.1} against {want}",
                    p.to_line()
                );
            }
        }
    }
    assert!(long >= 6, "{long} searches of over 100 steps");
}

#[test]
fn a_nine_by_nine_board_is_estimated_as_its_grid() {
    let line = "1.3...5.9..21.94.....7.4...3..5.2..6.6.....5.7..8.3..4...4.1.....92.58..8.4...1.7";
    let grid = crate::Grid::from_line(line).expect("a puzzle");
    let board = Board::from(&grid);
    for s in Strategy::ALL {
        assert_eq!(
            estimate_board(&board, s, 8, 3),
            super::estimate(&grid, s, 8, 3)
        );
    }
    let clash = Board::from_cells(
        Shape::for_side(4).unwrap(),
        [1, 1].into_iter().chain([0; 14]).collect(),
    )
    .unwrap();
    assert_eq!(estimate_board(&clash, Strategy::Naive, 4, 0), 1.0);
}
