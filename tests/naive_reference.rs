//! The naive strategy must make exactly the placements and retractions of the classic
//! recursive program: empty cells in row-major order, digits 1 to 9, a digit allowed where
//! its row, column and box do not hold it.

mod common;

use common::{generated_puzzles, puzzles_from};
use sudoku_tui::solve::{Event, Stepper, Strategy};
use sudoku_tui::Grid;

/// The straightforward recursive program, recording what it writes and erases.
fn reference(grid: &mut [u8; 81], events: &mut Vec<Event>) -> bool {
    fn allowed(g: &[u8; 81], cell: usize, d: u8) -> bool {
        let (r, c) = (cell / 9, cell % 9);
        for i in 0..9 {
            if g[r * 9 + i] == d || g[i * 9 + c] == d {
                return false;
            }
        }
        let (br, bc) = (r / 3 * 3, c / 3 * 3);
        for rr in br..br + 3 {
            for cc in bc..bc + 3 {
                if g[rr * 9 + cc] == d {
                    return false;
                }
            }
        }
        true
    }
    fn go(g: &mut [u8; 81], from: usize, events: &mut Vec<Event>) -> bool {
        let mut cell = from;
        while cell < 81 && g[cell] != 0 {
            cell += 1;
        }
        if cell == 81 {
            return true;
        }
        for d in 1..=9 {
            if allowed(g, cell, d) {
                g[cell] = d;
                events.push(Event::Place { cell, digit: d });
                if go(g, cell + 1, events) {
                    return true;
                }
                g[cell] = 0;
                events.push(Event::Retract { cell, digit: d });
            }
        }
        false
    }
    go(grid, 0, events)
}

fn compare(puzzle: &Grid) -> u64 {
    let mut g = *puzzle.cells();
    let mut expected = Vec::new();
    let solved = reference(&mut g, &mut expected);
    let mut stepper = Stepper::new(puzzle, Strategy::Naive);
    for (i, want) in expected.iter().enumerate() {
        let got = stepper.step();
        assert_eq!(got, *want, "event {i} differs on {}", puzzle.to_line());
    }
    let last = stepper.step();
    if solved {
        assert_eq!(last, Event::Solved, "{}", puzzle.to_line());
        assert_eq!(stepper.grid(), Grid::from_cells(g));
    } else {
        assert_eq!(last, Event::NoSolution, "{}", puzzle.to_line());
    }
    let places = expected
        .iter()
        .filter(|e| matches!(e, Event::Place { .. }))
        .count() as u64;
    let stats = stepper.stats();
    assert_eq!(stats.placements, places);
    assert_eq!(stats.retractions, expected.len() as u64 - places);
    assert_eq!(stats.deductions, 0);
    expected.len() as u64
}

#[test]
fn naive_matches_recursive_reference_on_1000_generated_puzzles() {
    let puzzles = generated_puzzles(1000, 0x5eed_2239);
    assert_eq!(puzzles.len(), 1000);
    let total: u64 = puzzles.iter().map(compare).sum();
    // The search really ran: many more events than puzzles.
    assert!(total > 100_000, "only {total} events");
}

#[test]
fn naive_matches_recursive_reference_on_published_puzzles() {
    let puzzles = puzzles_from(include_str!("fixtures/easy_medium.txt"));
    assert!(puzzles.len() >= 59);
    for p in &puzzles {
        compare(p);
    }
}

#[test]
fn naive_matches_recursive_reference_on_unsolvable_puzzles() {
    // Generated puzzles with one given changed so the search fails (or clashes are avoided).
    let mut n = 0;
    for mut p in generated_puzzles(200, 0xbad_5eed) {
        // Put into the first blank a digit allowed by its peers but (usually) wrong.
        let blank = (0..81).find(|&c| p.get(c) == 0).unwrap();
        let cand = p.candidates(blank);
        if cand.count_ones() >= 2 {
            let d = 16 - cand.leading_zeros() as u8; // the largest candidate
            p.set(blank, d);
            compare(&p);
            n += 1;
        }
    }
    assert!(n > 50);
}
