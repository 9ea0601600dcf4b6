//! Searches deeper than a 9×9 grid's (12×12, 16×16, 25×25): the path keeps the entries
//! of 81 choices in place and makes room for the rest as the search goes deeper. Grown
//! from inside naive's steps ([`Tree::run`]), the tree is told of a solution before its
//! path is read back from naive's frames, past every entry made room for so far.

use proptest::prelude::*;

use super::board_tests::solved;
use super::{Keep, Tree};
use crate::board::Board;
use crate::shape::{Geometry, Shape};
use crate::solve::{BoardStepper, Strategy};

/// A generator of numbers from `seed` (xorshift).
fn numbers(seed: u64) -> impl FnMut() -> u64 {
    let mut x = seed | 1;
    move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    }
}

/// A solved grid of `shape` (its digits shuffled by `seed`) with `blanks` cells emptied,
/// row by row from cell `from` (round to the first).
fn blanked(shape: Shape, seed: u64, from: usize, blanks: usize) -> Board {
    let mut cells = solved(shape, &mut numbers(seed));
    let n = shape.cells();
    for k in 0..blanks.min(n) {
        cells[(from + k) % n] = 0;
    }
    Board::from_cells(shape, cells).expect("digits of the shape")
}

/// A solved grid of `shape` (its digits shuffled by `seed`) emptied where naive, filling
/// the cells row by row with the least digit that fits, places the solution's digit at
/// once (each such cell emptied with odds of `odds` in 8), then `wrong` cells more
/// emptied anywhere, which may send it back: a search as deep as the grid has blanks,
/// in few steps.
fn straight(shape: Shape, seed: u64, odds: u64, wrong: usize) -> Board {
    let mut next = numbers(seed);
    let solution = solved(shape, &mut next);
    let mut cells = solution.clone();
    let geometry = Geometry::new(shape);
    let n = shape.cells();
    // From the last cell back: when naive reaches a cell, the cells before it are filled
    // (with the solution's digits) and those after it are as settled here.
    for c in (0..n).rev() {
        let mut taken = vec![false; shape.side() + 1];
        for &q in geometry.peers(c) {
            let q = q as usize;
            taken[usize::from(if q < c { solution[q] } else { cells[q] })] = true;
        }
        let least = (1..taken.len()).find(|&d| !taken[d]);
        if least == Some(usize::from(solution[c])) && next() % 8 < odds {
            cells[c] = 0;
        }
    }
    for _ in 0..wrong {
        cells[(next() % n as u64) as usize] = 0;
    }
    Board::from_cells(shape, cells).expect("digits of the shape")
}

/// The tree of `puzzle`'s naive search told event by event and grown from inside its
/// steps (in runs of the lengths `runs` gives, every other one a step at a time through
/// events, as the app does), the same after each run; the steps taken, and the deepest
/// the search went.
fn grow_both_ways(puzzle: &Board, keep: Keep, runs: &[u64]) -> (u64, u32) {
    let mut seen = Tree::for_board(puzzle, keep);
    let mut s = BoardStepper::from_board(puzzle, Strategy::Naive).expect("naive searches it");
    let mut grown = seen.clone();
    let mut g = s.clone();
    for (k, &n) in runs.iter().enumerate() {
        let end = s.run_observed(n, |e, s| seen.observe(e, s));
        if k % 2 == 0 {
            grown.run(&mut g, n);
        } else {
            for _ in 0..n {
                let e = g.step();
                grown.observe(e, &g);
            }
        }
        let ctx = format!("{keep:?}, run {k} of {runs:?}, on {}", puzzle.to_line());
        assert_eq!(g.stats(), s.stats(), "{ctx}");
        assert_eq!(grown.at(), seen.at(), "{ctx}");
        assert_eq!(grown.path(), seen.path(), "{ctx}");
        assert_eq!(grown.wasted(), seen.wasted(), "{ctx}");
        if end.is_some() {
            break;
        }
    }
    (s.stats().steps, s.stats().max_depth)
}

/// Naive solves an empty 12×12 grid, 144 choices deep, and a 16×16 one whose first 82
/// cells are blank; told from inside its steps, the solution found deeper than 81
/// choices holds the whole path. The trees keep a share of the nodes (the path and the
/// counts are whole whatever they keep), so that memory stays small.
#[test]
fn naive_solving_deeper_than_81_choices_grows_its_tree() {
    let twelve = Board::empty(Shape::for_side(12).expect("a shape"));
    let sixteen = blanked(Shape::for_side(16).expect("a shape"), 5, 0, 82);
    for (puzzle, depth) in [(twelve, 144), (sixteen, 82)] {
        let mut tree = Tree::for_board(&puzzle, Keep::Share(256));
        let mut s = BoardStepper::from_board(&puzzle, Strategy::Naive).expect("naive");
        assert!(tree.run(&mut s, u64::MAX).is_some(), "the search ends");
        let path = tree.path();
        assert_eq!(path.len(), depth + 1);
        assert!(path.iter().all(|n| n.solved && !n.doomed), "{path:?}");
        assert_eq!(tree.step(), s.stats().steps);
        // The same tree as told event by event.
        let steps = s.stats().steps;
        assert_eq!(
            grow_both_ways(&puzzle, Keep::Share(256), &[steps]).1,
            depth as u32
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]

    /// Of every size, on searches deeper than 81 choices where the grid has the cells
    /// for it (naive led straight to the solution, or sent back now and then), the tree
    /// grown from inside naive's steps is the tree told event by event, whatever it
    /// keeps, at the end of each run (a bounded number of steps).
    #[test]
    fn a_tree_of_every_size_and_depth_grown_in_steps_is_the_tree_told_by_events(
        size in 0..Shape::STANDARD.len(),
        seed in any::<u64>(),
        odds in 4u64..=8,
        wrong in 0usize..3,
        keep in 0u64..4,
        runs in proptest::collection::vec(1u64..400, 1..12),
    ) {
        let shape = Shape::STANDARD[size];
        let puzzle = straight(shape, seed, odds, wrong);
        let keep = match keep {
            0 => Keep::AtLeast(1),
            1 => Keep::AtLeast(5),
            2 => Keep::Share(8),
            _ => Keep::Path,
        };
        let (steps, depth) = grow_both_ways(&puzzle, keep, &runs);
        prop_assert!(steps > 0);
        prop_assert!(depth as usize <= puzzle.blanks());
    }
}

/// The searches the property above meets: deeper than 81 choices on the larger grids,
/// most of them to a solution within the steps it runs.
#[test]
fn the_searches_of_the_property_reach_past_81_choices() {
    let mut deep = 0;
    for seed in 1..=20u64 {
        let shape = Shape::STANDARD[4 + seed as usize % 3];
        let puzzle = straight(shape, seed, 4 + seed % 5, seed as usize % 3);
        let mut s = BoardStepper::from_board(&puzzle, Strategy::Naive).expect("naive");
        if s.run(2000).is_some() && s.stats().depth > 81 {
            deep += 1;
        }
    }
    assert!(deep >= 10, "{deep} of 20 solved past 81 choices");
}

/// `--tree`'s lines of a search of any size and depth are well formed: the root first,
/// then each node after its parent, one deeper, inside its span, at most the nodes
/// asked for, named on the grid.
#[cfg(feature = "trace")]
mod written {
    use proptest::prelude::*;
    use serde_json::Value;

    use super::straight;
    use crate::shape::Shape;
    use crate::solve::tree::json::{write_board_tree, TreeLimits};
    use crate::solve::{BoardStepper, Strategy};

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(24))]

        #[test]
        fn the_tree_written_of_every_size_and_depth_is_well_formed(
            size in 0..Shape::STANDARD.len(),
            seed in any::<u64>(),
            odds in 4u64..=8,
            wrong in 0usize..3,
            max_steps in 1u64..3000,
            max_nodes in 1u64..400,
        ) {
            let shape = Shape::STANDARD[size];
            let puzzle = straight(shape, seed, odds, wrong);
            let s = BoardStepper::from_board(&puzzle, Strategy::Naive).expect("naive");
            let limits = TreeLimits { min_steps: 1, max_nodes };
            let mut out = Vec::new();
            let end = write_board_tree(s, Some(max_steps), limits, &mut out).expect("a Vec");
            let nodes: Vec<Value> = String::from_utf8(out)
                .expect("UTF-8")
                .lines()
                .map(|l| serde_json::from_str(l).expect("a JSON object a line"))
                .collect();
            prop_assert_eq!(nodes.len() as u64, end.written);
            prop_assert!(end.written <= max_nodes && end.written <= end.nodes);
            prop_assert_eq!(end.nodes, end.stats.placements + 1);
            let root = &nodes[0];
            prop_assert_eq!((root["id"].as_u64(), root["depth"].as_u64()), (Some(0), Some(0)));
            prop_assert!(root["parent"].is_null() && root["cell"].is_null());
            prop_assert_eq!(root["last_step"].as_u64(), Some(end.stats.steps));
            let mut ids = vec![0];
            for n in &nodes[1..] {
                let u = |k: &str| n[k].as_u64().expect("a number");
                let id = u("id");
                prop_assert!(id > *ids.last().expect("the root"), "in the order of first steps");
                let p = ids.binary_search(&u("parent")).map(|i| &nodes[i]);
                prop_assert!(p.is_ok(), "the parent written before: {}", n);
                let p = p.expect("checked");
                prop_assert_eq!(u("depth"), p["depth"].as_u64().expect("a depth") + 1);
                prop_assert!(u("first_step") >= p["first_step"].as_u64().expect("a step"));
                prop_assert!(u("last_step") <= p["last_step"].as_u64().expect("a step"));
                prop_assert_eq!(u("steps"), u("last_step") + 1 - u("first_step"));
                prop_assert!(u("steps") >= end.min_steps);
                prop_assert!((1..=shape.side() as u64).contains(&u("digit")));
                let cell = n["cell"].as_str().expect("a cell");
                let named = (0..shape.cells()).any(|c| shape.cell_name(c) == cell);
                prop_assert!(named, "{}", cell);
                ids.push(id);
            }
        }
    }
}
