//! The techniques against brute force: none ever strikes out a solution's digit or
//! places a wrong one. `LOGIC_SOUNDNESS_FILE` (a file of puzzle lines) and
//! `LOGIC_SOUNDNESS_COUNT` (how many of its lines) run the same checks on more puzzles.

mod hand;

use super::*;
use crate::grid::{digits_of, Grid, CELLS};
use crate::solve::fast;

const UNIQUE: &str = include_str!("../../../../tests/fixtures/logic_unique.txt");
const SEVERAL: &str = include_str!("../../../../tests/fixtures/logic_several.txt");

fn puzzles(text: &str) -> Vec<Grid> {
    text.lines().filter_map(Grid::from_line).collect()
}

fn extra_puzzles() -> Vec<Grid> {
    let Ok(path) = std::env::var("LOGIC_SOUNDNESS_FILE") else {
        return Vec::new();
    };
    let count = std::env::var("LOGIC_SOUNDNESS_COUNT")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(usize::MAX);
    let text = std::fs::read_to_string(path).expect("LOGIC_SOUNDNESS_FILE readable");
    text.lines()
        .filter_map(|l| Grid::from_line(l.get(..81)?))
        .filter(|g| fast::count(g, 2) == 1)
        .take(count)
        .collect()
}

/// Walks a unique puzzle to its end: each step checked against the solution, and where
/// no technique applies, the solution's digit written at the guess cell. Returns the
/// techniques used.
fn walk_checked(puzzle: &Grid, used: &mut [u32; 23]) {
    let solution = fast::solve_first(puzzle).expect("the puzzle is solvable");
    let mut board = Board::new(puzzle);
    while !board.is_solved() {
        match next_step(&board, true) {
            Some(step) => {
                assert!(step.makes_progress(), "{step:?}");
                for e in &step.eliminations {
                    let c = e.cell.index();
                    assert!(
                        board.candidates(c) & e.digit.bit() != 0,
                        "not there: {step:?}"
                    );
                    assert_ne!(
                        solution.digit(e.cell),
                        Some(e.digit),
                        "{} strikes out the solution's digit on {}\n{}",
                        step.technique.key(),
                        puzzle.to_line(),
                        words::describe(&step)
                    );
                }
                if let Some(p) = step.placement {
                    let on = puzzle.to_line();
                    assert_eq!(solution.digit(p.cell), Some(p.digit), "{step:?} on {on}");
                }
                used[step.technique as usize] += 1;
                apply(&mut board, &step);
            }
            None => {
                let c = (0..CELLS)
                    .filter(|&c| board.cell(c) == 0)
                    .min_by_key(|&c| board.candidates(c).count_ones())
                    .unwrap();
                board.place(c, solution.get(c));
            }
        }
    }
    assert_eq!(board.grid(), solution);
}

#[test]
fn every_technique_keeps_the_solution_of_unique_puzzles() {
    let mut used = [0u32; 23];
    for p in puzzles(UNIQUE).iter().chain(&extra_puzzles()) {
        walk_checked(p, &mut used);
    }
    let counts: Vec<String> = Technique::ALL
        .iter()
        .map(|t| format!("{}={}", t.key(), used[*t as usize]))
        .collect();
    eprintln!("{}", counts.join(" "));
    // The fixture exercises every technique at least once.
    for t in Technique::ALL {
        assert!(used[t as usize] > 0, "{} never used", t.key());
    }
}

#[test]
fn on_puzzles_with_several_solutions_no_solution_is_lost() {
    for p in puzzles(SEVERAL) {
        assert!(fast::count(&p, 2) > 1);
        let mut board = Board::new(&p);
        while let Some(step) = next_step(&board, false) {
            assert!(!step.technique.needs_uniqueness());
            for &Candidate { cell, digit } in &step.eliminations {
                let mut g = board.grid();
                g.place(cell, digit);
                assert_eq!(
                    fast::count(&g, 1),
                    0,
                    "{} rules out {digit} at {cell} though a solution has it",
                    step.technique.key()
                );
            }
            if let Some(Candidate { cell, digit }) = step.placement {
                let (c, mut g) = (cell.index(), board.grid());
                for other in digits_of(board.candidates(c) & !digit.bit()) {
                    g.set(c, other);
                    assert_eq!(fast::count(&g, 1), 0, "{step:?}");
                }
            }
            apply(&mut board, &step);
        }
    }
}

/// The basic set: singles, locked candidates and subsets.
const BASIC: [Technique; 10] = [
    Technique::HiddenSingle,
    Technique::NakedSingle,
    Technique::Pointing,
    Technique::Claiming,
    Technique::NakedPair,
    Technique::HiddenPair,
    Technique::NakedTriple,
    Technique::HiddenTriple,
    Technique::NakedQuad,
    Technique::HiddenQuad,
];

#[test]
fn whatever_the_basic_set_solves_logic_solves_without_a_guess() {
    let mut basic_solved = 0;
    for p in puzzles(UNIQUE) {
        let mut board = Board::new(&p);
        while let Some(step) = BASIC.iter().find_map(|&t| find(t, &board)) {
            apply(&mut board, &step);
        }
        if board.is_solved() {
            basic_solved += 1;
            let g = grade(&p, true);
            assert!(g.solved && g.guesses == 0, "{}", p.to_line());
            assert!(g.rating <= 54, "{}", p.to_line());
        }
    }
    assert!(basic_solved >= 50, "{basic_solved}");
}

#[test]
fn grades_follow_the_hardest_step() {
    for p in puzzles(UNIQUE).iter().take(120) {
        let g = grade(p, true);
        let path = solve_path(p, true);
        assert_eq!(path.solution, fast::solve_first(p));
        assert!(g.solved);
        let logic: Vec<&Step> = path
            .steps
            .iter()
            .filter_map(|s| match s {
                PathStep::Logic(s) => Some(s),
                _ => None,
            })
            .collect();
        assert_eq!(g.steps as usize, logic.len());
        if g.guesses == 0 {
            let top = logic.iter().map(|s| s.rating()).max().unwrap_or(0);
            assert_eq!(g.rating, top);
        } else {
            assert_eq!(g.rating, GUESS_RATING);
            assert_eq!(g.hardest_key(), "guess");
        }
    }
}

#[test]
fn contradictory_boards_end_the_search_without_panicking() {
    // Clashing givens, and no solution (r1c9 can only be 9, which column 9 has).
    let none = format!("12345678.{}{}", "........9", ".".repeat(63));
    for line in [
        "11...............................................................................",
        none.as_str(),
    ] {
        let g = Grid::from_line(line).unwrap();
        let graded = grade(&g, false);
        assert!(!graded.solved);
    }
}
