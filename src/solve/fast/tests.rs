//! Unit tests of the fast solver's parts: the checked and the plain lexicographic walks
//! agree, whatever witness the checked one starts from.

use super::lex::{cells_of, lex_solutions};
use super::search::count_from;
use super::state::{pop28, State};
use super::*;
use crate::grid::CELLS;

const FIXTURE: &str = include_str!("../../../tests/fixtures/fast/tdoku_test_puzzles.txt");

/// The fixture's puzzles, then its solutions with most cells blanked (many solutions
/// each), then the empty grid.
fn puzzles() -> Vec<Grid> {
    let fixture = FIXTURE
        .lines()
        .filter(|l| !l.starts_with('#') && l.len() >= 81)
        .map(|l| Grid::from_line(&l[..81].replace('.', "0")).unwrap());
    let blanked = FIXTURE
        .lines()
        .filter_map(|l| l.split(':').nth(2))
        .enumerate()
        .map(|(k, sol)| {
            let mut g = Grid::from_line(sol).unwrap();
            for c in 0..CELLS {
                if (c * 7 + k * 5) % 11 > 3 {
                    g.set(c, 0);
                }
            }
            g
        });
    fixture.chain(blanked).chain([Grid::empty()]).collect()
}

/// The first `n` solutions of a walk with the given budget and starting witness.
fn walk(root: &State, n: u64, budget: u64, witness: Option<&[u8; CELLS]>) -> Vec<[u8; CELLS]> {
    let mut out = Vec::new();
    let mut stats = FastStats::default();
    let got = lex_solutions(root, n, budget, witness, &mut stats, |f| {
        out.push(cells_of(f))
    });
    assert_eq!(got as usize, out.len());
    out
}

/// The checked walk (budget 0), started from several different witnesses, the plain walk,
/// and a plain walk that gives up part way all report the same solutions in the same order.
#[test]
fn checked_walk_matches_plain_walk() {
    let mut witnesses = 0;
    let mut stats = FastStats::default();
    for puzzle in puzzles() {
        let Some(mut root) = State::from_grid(&puzzle) else {
            continue;
        };
        if !root.propagate() {
            continue;
        }
        let plain = walk(&root, 30, u64::MAX, None);
        assert!(plain.windows(2).all(|w| w[0] < w[1]), "not increasing");
        assert_eq!(walk(&root, 30, 0, None), plain);
        assert_eq!(walk(&root, 30, 3, None), plain);
        if root.is_solved() {
            continue;
        }
        // Witnesses: a solution under each branch of the counting search's first guess.
        let (b, p) = root.pick();
        let mut cands = root.candidates(b, p);
        while cands != 0 {
            let d = cands.trailing_zeros() as usize;
            cands &= cands - 1;
            let mut t = root;
            t.place(b, p, d);
            if !t.propagate() {
                continue;
            }
            if let (_, Some(w)) = count_from(&t, 1, &mut stats) {
                assert_eq!(walk(&root, 30, 0, Some(&cells_of(&w))), plain);
                witnesses += 1;
            }
        }
        let full = solve_and_count_budget(&puzzle, 2, u64::MAX, &mut stats);
        assert_eq!(solve_and_count_budget(&puzzle, 2, 0, &mut stats), full);
        assert_eq!(full.0, plain.first().map(|&c| Grid::from_cells(c)));
    }
    assert!(witnesses >= 60, "only {witnesses} witnesses tried");
}

#[test]
fn pop28_counts_bits() {
    let mut x = 0x9E37_79B9u32;
    for _ in 0..1000 {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        let v = x & 0xFFF_FFFF;
        assert_eq!(pop28(v), v.count_ones());
    }
    assert_eq!(pop28(0xFFF_FFFF), 28);
}

/// A plain walk out of guesses hands over to the checked walk, which reports only the
/// solutions not yet reported: with any budget, the same solutions in the same order.
#[test]
fn budget_hands_over_without_repeats() {
    for puzzle in puzzles().iter().step_by(7) {
        let Some(mut root) = State::from_grid(puzzle) else {
            continue;
        };
        if !root.propagate() {
            continue;
        }
        let plain = walk(&root, 40, u64::MAX, None);
        for budget in 1..12 {
            assert_eq!(walk(&root, 40, budget, None), plain, "budget {budget}");
        }
    }
}
