//! The solver of any size (`solve::any`) on its fixtures of unique puzzles, checked by a
//! slow independent search written here (on 16×16 only with `SUDOKU_ANY_SLOW=N`, N
//! puzzles); at 9×9 against the fast solver; and its
//! invariants on random boards.

use proptest::prelude::*;
use sudoku_engine::board::Board;
use sudoku_engine::shape::{char_digit, Shape};
use sudoku_engine::solve::{any, fast};
use sudoku_engine::Grid;

/// `puzzle:solution` lines, `.` blank, letters above 9.
fn fixture(text: &str) -> Vec<(Board, Board)> {
    let board = |s: &str| {
        let cells: Vec<u8> = s.chars().map(|c| char_digit(c).unwrap_or(0)).collect();
        Board::from_cells(Shape::for_cells(cells.len()).unwrap(), cells).unwrap()
    };
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| {
            let (p, s) = l.trim().split_once(':').unwrap();
            (board(p), board(s))
        })
        .collect()
}

/// Digits that fit cell `i` of `g`, read plainly from its row, column and box.
fn fitting(g: &[u8], shape: Shape, i: usize) -> Vec<u8> {
    let (n, br, bc) = (shape.side(), shape.box_rows(), shape.box_cols());
    let (r, c) = (i / n, i % n);
    let mut used = vec![false; n + 1];
    for k in 0..n {
        used[g[r * n + k] as usize] = true;
        used[g[k * n + c] as usize] = true;
        used[g[(r / br * br + k / bc) * n + c / bc * bc + k % bc] as usize] = true;
    }
    (1..=n as u8).filter(|&d| !used[d as usize]).collect()
}

/// Solutions of `g` counted up to `limit` by a plain search: the empty cell with the
/// fewest fitting digits, each tried in turn, nothing else.
fn slow_count(g: &mut Vec<u8>, shape: Shape, limit: u64) -> u64 {
    let mut best: Option<(usize, Vec<u8>)> = None;
    for i in 0..g.len() {
        if g[i] == 0 {
            let f = fitting(g, shape, i);
            if best.as_ref().is_none_or(|(_, b)| f.len() < b.len()) {
                let done = f.len() <= 1;
                best = Some((i, f));
                if done {
                    break;
                }
            }
        }
    }
    let Some((i, digits)) = best else {
        return 1;
    };
    let mut n = 0;
    for d in digits {
        g[i] = d;
        n += slow_count(g, shape, limit - n);
        g[i] = 0;
        if n >= limit {
            break;
        }
    }
    n
}

/// True when every row, column and box of `g` holds each digit once.
fn plainly_solved(g: &[u8], shape: Shape) -> bool {
    (0..g.len()).all(|i| {
        let mut h = g.to_vec();
        let d = h[i];
        h[i] = 0;
        d != 0 && fitting(&h, shape, i).contains(&d)
    })
}

/// How many puzzles of a fixture the slow search checks: `slow` unless the environment's
/// `SUDOKU_ANY_SLOW` says more (the slow search takes minutes on a 16×16).
fn slow_checks(slow: usize) -> usize {
    std::env::var("SUDOKU_ANY_SLOW")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(slow)
}

fn check_fixture(text: &str, side: usize, slow: usize) {
    let cases = fixture(text);
    assert!(!cases.is_empty());
    for (i, (puzzle, solution)) in cases.into_iter().enumerate() {
        let shape = puzzle.shape();
        assert_eq!(shape.side(), side);
        assert!(plainly_solved(solution.cells(), shape), "{solution:?}");
        assert!(solution.solves(&puzzle));
        if i < slow_checks(slow) {
            let n = slow_count(&mut puzzle.cells().to_vec(), shape, 2);
            assert_eq!(n, 1, "{puzzle:?}");
        }
        assert_eq!(any::solve_first(&puzzle), Some(solution.clone()));
        assert_eq!(any::count(&puzzle, 2), 1);
        assert_eq!(any::status(&puzzle), any::BoardStatus::Unique(solution));
    }
}

#[test]
fn unique_nine_by_nine_fixtures() {
    check_fixture(include_str!("fixtures/any/unique_9.txt"), 9, usize::MAX);
}

#[test]
fn unique_twelve_by_twelve_fixtures() {
    check_fixture(include_str!("fixtures/any/unique_12.txt"), 12, usize::MAX);
}

#[test]
fn unique_sixteen_by_sixteen_fixtures() {
    check_fixture(include_str!("fixtures/any/unique_16.txt"), 16, 0);
}

/// Generated (`generate --size 16`), minimal: the hardest kind for the counting search.
#[test]
fn minimal_sixteen_by_sixteen_fixtures() {
    check_fixture(include_str!("fixtures/any/minimal_16.txt"), 16, 0);
}

/// Generated (`generate --size 25`): half the cells given.
#[test]
fn unique_twenty_five_by_twenty_five_fixtures() {
    check_fixture(include_str!("fixtures/any/unique_25.txt"), 25, 0);
}

/// 9×9 puzzles of the fast solver's fixtures and two collections, as lines of 81.
fn nine_by_nine() -> Vec<Grid> {
    [
        include_str!("fixtures/fast/tdoku_test_puzzles.txt"),
        include_str!("fixtures/easy_medium.txt"),
        include_str!("fixtures/logic_several.txt"),
    ]
    .iter()
    .flat_map(|t| t.lines())
    .map(str::trim)
    .filter(|l| !l.is_empty() && !l.starts_with('#'))
    .filter_map(|l| Grid::from_line(&l.chars().take(81).collect::<String>().replace('.', "0")))
    .collect()
}

#[test]
fn nine_by_nine_answers_equal_the_fast_solvers() {
    let puzzles = nine_by_nine();
    assert!(puzzles.len() > 100);
    for grid in puzzles {
        let board = Board::from(&grid);
        let first = any::solve_first(&board).map(|b| b.to_grid().unwrap());
        assert_eq!(first, fast::solve_first(&grid), "{grid:?}");
        assert_eq!(any::count(&board, 10), fast::count(&grid, 10), "{grid:?}");
    }
}

/// A solved board of `shape` by the usual pattern, its digits relabelled at random.
fn solved(shape: Shape, seed: u64) -> Board {
    let (n, br, bc) = (shape.side(), shape.box_rows(), shape.box_cols());
    let mut labels: Vec<u8> = (1..=n as u8).collect();
    let mut x = seed | 1;
    for i in (1..n).rev() {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        labels.swap(i, (x % (i as u64 + 1)) as usize);
    }
    let cells = (0..shape.cells())
        .map(|i| {
            let (r, c) = (i / n, i % n);
            labels[((r % br) * bc + r / br + c) % n]
        })
        .collect();
    Board::from_cells(shape, cells).unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Blanks taken out of a solved board: the first solution solves the puzzle, the
    /// count never falls as more givens go, and a solved board's count is one.
    #[test]
    fn solutions_solve_and_counts_grow_as_givens_go(
        side in prop::sample::select(vec![4usize, 6, 8, 9]),
        seed in any::<u64>(),
        order in prop::collection::vec(any::<prop::sample::Index>(), 1..40),
    ) {
        let shape = Shape::for_side(side).unwrap();
        let mut board = solved(shape, seed);
        let mut last = any::count(&board, 20);
        prop_assert_eq!(last, 1);
        for ix in order {
            board.try_set(ix.index(shape.cells()), 0).unwrap();
            let first = any::solve_first(&board).unwrap();
            prop_assert!(first.solves(&board));
            let n = any::count(&board, 20);
            prop_assert!(n >= last, "{} after {}", n, last);
            let mut listed = Vec::new();
            any::Solver::new().limit(3).solutions(&board, |s| {
                listed.push(s.clone());
                true
            });
            prop_assert_eq!(&listed[0], &first);
            prop_assert_eq!(listed.len() as u64, n.min(3));
            last = n;
        }
    }
}
