//! The step engine's guesses against their definition, worked out the long way from the
//! events, and against those `solve --compare` counts.

use sudoku_engine::compare;
use sudoku_engine::grid::{bit, Grid};
use sudoku_engine::solve::{Event, Stepper, Strategy};

const PUZZLES: &str = include_str!("fixtures/easy_medium.txt");

/// A guess is a placement at a cell where two or more digits fit. The search comes back
/// to a cell to try its next digit with the grid as it was when it chose the cell, so
/// the digits that fit then are those that fit now (for logic: less the candidates its
/// techniques struck out, and have not given back).
fn guesses_the_long_way(puzzle: &Grid, strategy: Strategy) -> u64 {
    let mut grid = *puzzle;
    let mut struck = [0u16; 81];
    let mut count = 0;
    let mut s = Stepper::new(puzzle, strategy);
    loop {
        match s.step() {
            Event::Eliminate { .. } => {
                let step = s.technique_step().expect("an eliminate has its step");
                for e in &step.eliminations {
                    struck[e.cell.index()] |= e.digit.bit();
                }
            }
            Event::Restore { cell, digit } => struck[cell.index()] &= !bit(digit),
            Event::Place { cell, digit } => {
                let cell = cell.index();
                let fits = grid.candidates(cell) & !struck[cell];
                assert!(fits & bit(digit) != 0, "the digit fits");
                count += u64::from(fits.count_ones() >= 2);
                grid.set(cell, digit);
            }
            Event::Deduce { cell, digit } => grid.set(cell.index(), digit),
            Event::Retract { cell, .. } => grid.set(cell.index(), 0),
            Event::Solved | Event::NoSolution => return count,
        }
    }
}

/// The engine's count, with the steps taken one at a time or in bulk.
fn counted(puzzle: &Grid, strategy: Strategy, bulk: bool) -> (u64, u64) {
    let mut s = Stepper::new(puzzle, strategy);
    if bulk {
        s.finish();
    } else {
        while !s.step().is_final() {}
    }
    (s.stats().guesses, s.stats().placements)
}

#[test]
fn guesses_follow_their_definition_for_every_strategy() {
    let mut some_forced = false;
    for line in PUZZLES.lines().take(20) {
        let p = Grid::from_line(line).unwrap();
        for s in Strategy::ALL {
            let want = guesses_the_long_way(&p, s);
            let (guesses, placements) = counted(&p, s, false);
            assert_eq!(guesses, want, "{s} on {line}");
            assert_eq!(counted(&p, s, true).0, want, "{s} on {line}, in bulk");
            assert_eq!(
                compare::row(&p, s, None).stats.guesses,
                want,
                "{s} on {line}"
            );
            assert!(guesses <= placements);
            some_forced |= guesses < placements;
        }
    }
    assert!(
        some_forced,
        "some placements were into a cell with one digit left"
    );
}

#[test]
fn no_guess_without_a_choice() {
    // One empty cell: its digit is the only one that fits.
    let answer =
        "143628579572139468986754231391542786468917352725863914237481695619275843854396127";
    let mut p = Grid::from_line(answer).unwrap();
    p.set(40, 0);
    for s in Strategy::ALL {
        // Placed by naive and mrv, deduced by propagate: a guess by none.
        assert_eq!(counted(&p, s, false).0, 0, "{s}");
    }
    // A 17-clue puzzle: propagation alone solves it; mrv and naive have to choose.
    let p = Grid::from_line(
        ".................1....23......4...2...5...36...71......1..5.....3..6..8.94.......",
    )
    .unwrap();
    assert_eq!(counted(&p, Strategy::Propagate, true).0, 0);
    assert!(counted(&p, Strategy::Mrv, true).0 > 0);
}
