//! Searching on past a solution: every strategy lists every solution once, naive in
//! lexicographic order, as many as the fast solver counts and a plain enumeration finds.

#[path = "common/brute.rs"]
mod brute;
mod common;

use std::collections::BTreeSet;

use sudoku_engine::solve::{fast, Event, Explained, Stepper, Strategy, Why};
use sudoku_engine::Grid;

/// Steps (or nodes of the plain enumeration) a search may take here before the case
/// is skipped.
const BUDGET: u64 = 1_000_000;

/// Every solution, in lexicographic order, by plain recursion (row-major cells, digits
/// ascending); None past `limit` solutions or [`BUDGET`] placements.
fn plain_solutions(puzzle: &Grid, limit: usize) -> Option<Vec<Grid>> {
    let over = limit as u64 + 1;
    let (all, n) = brute::solutions(puzzle, over, limit, BUDGET)?;
    (n < over).then_some(all)
}

/// Runs a search to the end, sending it on after each solution; the solutions in the
/// order found, or None past [`BUDGET`] steps.
fn all_solutions(puzzle: &Grid, strategy: Strategy) -> Option<Vec<Grid>> {
    let mut st = Stepper::new(puzzle, strategy);
    let mut found = Vec::new();
    loop {
        match st.run(BUDGET.saturating_sub(st.stats().steps))? {
            Event::Solved => {
                found.push(st.grid());
                assert_eq!(st.stats().solutions, found.len() as u64);
                assert_eq!(
                    st.explain_last(),
                    Some(Explained::Solved {
                        solution: found.len() as u64
                    })
                );
                assert!(st.search_on());
                assert!(!st.search_on(), "only once per solution");
                // The first take-back after a solution says so (a full grid has none).
                let e = st.step_explained();
                match e.why() {
                    Some(why) => assert_eq!(
                        why,
                        Why::SearchOn {
                            solution: found.len() as u64
                        }
                    ),
                    None => assert_eq!(e, Explained::NoSolution),
                }
            }
            _ => {
                assert_eq!(st.grid(), *puzzle, "{strategy:?} takes everything back");
                assert_eq!(st.stats().solutions, found.len() as u64);
                assert!(!st.search_on());
                return Some(found);
            }
        }
    }
}

/// Puzzles with between 2 and 60 solutions.
fn several_solution_puzzles(n: usize) -> Vec<(Grid, Vec<Grid>)> {
    let mut rng = common::Rng::new(0x5015);
    let mut out = Vec::new();
    while out.len() < n {
        let p = common::puzzle(rng.next(), 50 + rng.below(8));
        if let Some(sols) = plain_solutions(&p, 60) {
            if sols.len() >= 2 {
                out.push((p, sols));
            }
        }
    }
    out
}

#[test]
fn naive_lists_solutions_in_lexicographic_order() {
    let mut checked = 0;
    for (p, plain) in several_solution_puzzles(60) {
        let Some(found) = all_solutions(&p, Strategy::Naive) else {
            continue;
        };
        assert_eq!(found, plain, "{}", p.to_line());
        assert!(found.windows(2).all(|w| w[0].to_line() < w[1].to_line()));
        assert_eq!(found.len() as u64, fast::count(&p, 1000));
        checked += 1;
    }
    assert!(checked >= 50, "only {checked} puzzles checked");
}

#[test]
fn every_strategy_finds_every_solution_once() {
    for (p, plain) in several_solution_puzzles(60) {
        let plain: BTreeSet<String> = plain.iter().map(Grid::to_line).collect();
        for s in [Strategy::Mrv, Strategy::Propagate] {
            let found = all_solutions(&p, s).expect("mrv and propagate are quick here");
            for g in &found {
                assert!(g.solves(&p));
            }
            let set: BTreeSet<String> = found.iter().map(Grid::to_line).collect();
            assert_eq!(set.len(), found.len(), "{s:?}: a solution found twice");
            assert_eq!(set, plain, "{s:?} on {}", p.to_line());
            assert_eq!(found.len() as u64, fast::count(&p, 1000));
        }
    }
}

#[test]
fn the_sample_with_several_solutions() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/puzzles/several-solutions.txt");
    let p = sudoku_engine::format::read_path(std::path::Path::new(path))
        .unwrap()
        .puzzles[0]
        .grid;
    let n = fast::count(&p, 100);
    assert!(n >= 2);
    for s in Strategy::ALL {
        assert_eq!(all_solutions(&p, s).unwrap().len() as u64, n, "{s:?}");
    }
}

#[test]
fn a_unique_or_full_puzzle_has_nothing_past_its_solution() {
    let unique = Grid::from_line(
        "103000509002109400000704000300502006060000050700803004000401000009205800804000107",
    )
    .unwrap();
    let full = Grid::from_line(
        "143628579572139468986754231391542786468917352725863914237481695619275843854396127",
    )
    .unwrap();
    for p in [unique, full] {
        for s in Strategy::ALL {
            assert_eq!(all_solutions(&p, s).unwrap().len(), 1, "{s:?}");
        }
    }
    // Not solved: nothing to search on from.
    let mut st = Stepper::new(&unique, Strategy::Naive);
    assert!(!st.search_on());
    st.step();
    assert!(!st.search_on());
}
