//! The fast solver against a plain row-major backtracking reference: lexicographically
//! first solutions, solutions enumerated in order, counts up to a limit, unsolvable and
//! clashing puzzles.

#[path = "common/brute.rs"]
mod brute;
mod common;

use common::solved_grid;
use proptest::prelude::*;
use sudoku_engine::grid::{Grid, CELLS};
use sudoku_engine::solve::fast::{self, FastStats, Solver, Status};

/// Row-major backtracking, digits ascending: the first solution found is the
/// lexicographically smallest. Returns it and the count of solutions up to `limit`.
fn reference(puzzle: &Grid, limit: u64) -> (Option<Grid>, u64) {
    reference_within(puzzle, limit, u64::MAX).expect("no budget")
}

/// Like [`reference`], giving up (None) after `budget` placements: random puzzles are
/// occasionally very slow for plain backtracking, and a test has to end.
fn reference_within(puzzle: &Grid, limit: u64, budget: u64) -> Option<(Option<Grid>, u64)> {
    let (found, n) = brute::solutions(puzzle, limit, 1, budget)?;
    Some((found.first().copied(), n))
}

/// `fast::solutions` against the reference's first `n` solutions, and the properties any
/// enumeration must have: valid, strictly increasing (so distinct), the first equal to
/// `solve_first`, as many as the count says (up to `n`).
fn check_solutions(puzzle: &Grid, n: u64, expected: &[Grid]) {
    let mut got = Vec::new();
    let out = Solver::new().limit(n).solutions(puzzle, |g| {
        got.push(*g);
        true
    });
    let reported = out.count;
    assert_eq!(reported as usize, got.len());
    assert_eq!(out.first, got.first().copied());
    assert_eq!(got, expected, "solutions of {puzzle:?}");
    assert!(got.iter().all(|g| g.solves(puzzle)));
    assert!(got.windows(2).all(|w| w[0].cells() < w[1].cells()));
    if n > 0 {
        assert_eq!(got.first().copied(), fast::solve_first(puzzle));
    }
    assert_eq!(reported, fast::count(puzzle, n));
}

struct Case {
    puzzle: Grid,
    count: u64,
    solution: Option<Grid>,
}

fn fixture() -> Vec<Case> {
    include_str!("fixtures/fast/tdoku_test_puzzles.txt")
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| {
            let mut parts = l.split(':');
            let puzzle = parts.next().unwrap().replace('.', "0");
            let count = parts.next().unwrap().parse().unwrap();
            let solution = parts.next().map(|s| Grid::from_line(s).unwrap());
            Case {
                puzzle: Grid::from_line(&puzzle).unwrap(),
                count,
                solution,
            }
        })
        .collect()
}

/// Checks every entry point of the fast solver on one puzzle against the reference.
fn check(puzzle: &Grid, limit: u64) {
    let (ref_first, ref_n) = reference(puzzle, limit.max(2));
    assert_eq!(
        fast::solve_first(puzzle),
        ref_first,
        "lex-first of {puzzle:?}"
    );
    let ref_count = ref_n.min(limit);
    assert_eq!(fast::count(puzzle, limit), ref_count, "count of {puzzle:?}");
    assert_eq!(fast::is_unique(puzzle), ref_n == 1);
    // Every combination of the solver's options.
    for lim in [0, 1, 2, limit] {
        let out = Solver::new().limit(lim).run(puzzle);
        assert_eq!(out.first, ref_first, "first with limit {lim} of {puzzle:?}");
        assert_eq!(
            out.count,
            ref_n.min(lim),
            "count with limit {lim} of {puzzle:?}"
        );
        assert!(out.stats.retractions <= out.stats.placements);
        let alone = Solver::new().first(false).limit(lim).run(puzzle);
        assert_eq!((alone.first, alone.count), (None, ref_n.min(lim)));
    }
    let expected = if !puzzle.conflicts().is_empty() {
        Status::Clash(puzzle.conflicts())
    } else {
        match (ref_first, ref_n) {
            (None, _) => Status::NoSolution,
            (Some(g), 1) => Status::Unique(g),
            (Some(g), _) => Status::Several(g),
        }
    };
    assert_eq!(fast::status(puzzle), expected);
}

#[test]
fn fixture_counts_and_solutions() {
    let cases = fixture();
    assert_eq!(cases.len(), 43);
    for c in &cases {
        assert_eq!(fast::count(&c.puzzle, u64::MAX), c.count, "{:?}", c.puzzle);
        assert_eq!(fast::count(&c.puzzle, 5), c.count.min(5));
        if let Some(sol) = c.solution {
            assert_eq!(fast::solve_first(&c.puzzle), Some(sol));
            assert_eq!(fast::status(&c.puzzle), Status::Unique(sol));
        }
        if c.count == 0 {
            assert_eq!(fast::solve_first(&c.puzzle), None);
            let expected = if c.puzzle.conflicts().is_empty() {
                Status::NoSolution
            } else {
                Status::Clash(c.puzzle.conflicts())
            };
            assert_eq!(fast::status(&c.puzzle), expected);
        }
    }
}

#[test]
fn fixture_multi_solution_matches_reference() {
    for c in fixture().iter().filter(|c| c.count >= 2) {
        let (first, n) = reference(&c.puzzle, u64::MAX);
        assert_eq!(n, c.count);
        let got = fast::solve_first(&c.puzzle);
        assert_eq!(got, first, "{:?}", c.puzzle);
        assert!(got.unwrap().solves(&c.puzzle));
        assert_eq!(fast::status(&c.puzzle), Status::Several(first.unwrap()));
        for limit in [1, 2, 3, 10, 100, 1000] {
            check(&c.puzzle, limit);
        }
    }
}

/// Every solution of the fixture's puzzles (up to 847 each), in order, and shorter prefixes.
#[test]
fn fixture_solutions_match_reference() {
    for c in fixture() {
        let (all, n) = brute::solutions(&c.puzzle, u64::MAX, usize::MAX, u64::MAX).unwrap();
        assert_eq!(n, c.count);
        for take in [0, 1, 2, 5, n, n + 3] {
            let want = &all[..(take as usize).min(all.len())];
            check_solutions(&c.puzzle, take, want);
        }
    }
}

#[test]
fn fixture_unsolvable_matches_reference() {
    for c in fixture().iter().filter(|c| c.count == 0) {
        check(&c.puzzle, 3);
    }
}

#[test]
fn empty_grid() {
    let empty = Grid::empty();
    let (first, _) = reference(&empty, 1);
    assert_eq!(fast::solve_first(&empty), first);
    assert_eq!(
        first.unwrap().to_line(),
        "123456789456789123789123456214365897365897214897214365531642978642978531978531642"
    );
    assert_eq!(fast::count(&empty, 1000), 1000);
    assert_eq!(fast::count(&empty, 0), 0);
    assert_eq!(fast::status(&empty), Status::Several(first.unwrap()));
    let (first_1000, _) = brute::solutions(&empty, 1000, 1000, u64::MAX).unwrap();
    check_solutions(&empty, 1000, &first_1000);
}

#[test]
fn clashing_givens() {
    let mut g = Grid::empty();
    g.set(0, 5);
    g.set(72, 5); // same column, other band
    assert_eq!(fast::solve_first(&g), None);
    assert_eq!(fast::count(&g, 10), 0);
    assert!(!fast::is_unique(&g));
    assert_eq!(fast::status(&g), Status::Clash(g.conflicts()));
    let mut g = Grid::empty();
    g.set(40, 3);
    g.set(30, 3); // same box
    assert_eq!(fast::status(&g), Status::Clash(g.conflicts()));
    let out = Solver::new().limit(2).run(&g);
    assert_eq!((out.first, out.count), (None, 0));
    let out = Solver::new()
        .limit(10)
        .solutions(&g, |_| panic!("no solution expected"));
    assert_eq!(out, fast::Outcome::default());
}

#[test]
fn solved_grid_and_stats() {
    let c = &fixture()[0];
    let sol = c.solution.unwrap();
    assert_eq!(fast::solve_first(&sol), Some(sol));
    assert_eq!(fast::count(&sol, 2), 1);
    let out = Solver::new().run(&sol);
    assert_eq!(out.first, Some(sol));
    assert_eq!(out.stats, FastStats::default());
    // A puzzle that needs guessing records guesses, and never more retractions than
    // placements.
    let hard = Grid::from_line(
        "000000008003000400090020060000079000000061200060502070008000500010000020405000003",
    )
    .unwrap();
    let out = Solver::new().first(false).limit(2).run(&hard);
    assert_eq!(out.count, 1);
    let stats = out.stats;
    assert!(stats.placements > 0);
    assert!(stats.retractions <= stats.placements);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(500))]

    /// Blanking cells of a valid grid: always solvable; lex-first and counts agree with
    /// the reference.
    #[test]
    fn blanked_grids_match_reference(seed in any::<u64>(), keep in proptest::collection::vec(0u8..100, CELLS), share in 22u8..60) {
        let full = solved_grid(seed);
        let mut g = full;
        for (c, &k) in keep.iter().enumerate() {
            if k >= share {
                g.set(c, 0);
            }
        }
        let within = reference_within(&g, 50, 2_000_000);
        prop_assume!(within.is_some(), "too slow for the plain reference");
        let (first, n) = within.unwrap();
        prop_assert!(n >= 1);
        prop_assert_eq!(fast::solve_first(&g), first);
        prop_assert_eq!(fast::count(&g, 50), n);
        check(&g, 50);
        let (some, _) = brute::solutions(&g, 50, 50, u64::MAX).unwrap();
        check_solutions(&g, 50, &some);
    }

    /// Few givens (usually thousands of solutions): the first ones in order, against the
    /// reference.
    #[test]
    fn sparse_grids_enumerate_in_order(seed in any::<u64>(), keep in proptest::collection::vec(0u8..100, CELLS), share in 12u8..30, n in 0u64..200) {
        let full = solved_grid(seed);
        let mut g = full;
        for (c, &k) in keep.iter().enumerate() {
            if k >= share {
                g.set(c, 0);
            }
        }
        let within = brute::solutions(&g, n, n as usize, 2_000_000);
        prop_assume!(within.is_some(), "too slow for the plain reference");
        let (some, _) = within.unwrap();
        prop_assert!(some.len() as u64 <= n);
        check_solutions(&g, n, &some);
    }

    /// Changing one given of a blanked grid usually leaves no solution, or other ones.
    #[test]
    fn altered_grids_match_reference(seed in any::<u64>(), keep in proptest::collection::vec(0u8..8, CELLS), cell in 0usize..CELLS, shift in 1u8..9) {
        let full = solved_grid(seed);
        let mut g = full;
        for (c, &k) in keep.iter().enumerate() {
            if k < 3 {
                g.set(c, 0);
            }
        }
        g.set(cell, (full.get(cell) + shift - 1) % 9 + 1);
        let within = brute::solutions(&g, 20, 20, 2_000_000);
        prop_assume!(within.is_some(), "too slow for the plain reference");
        check(&g, 20);
        check_solutions(&g, 20, &within.unwrap().0);
    }
}
