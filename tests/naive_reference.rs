//! The naive strategy must make exactly the placements and retractions of the classic
//! recursive program: empty cells in row-major order, digits 1 to 9, a digit allowed where
//! its row, column and box do not hold it; and explain each one as that program would:
//! which guess of how many, and why a digit is taken back (the next cell had no digit,
//! or every digit it had failed).

mod common;

use common::{generated_puzzles, puzzles_from};
use sudoku_engine::shape::Spot;
use sudoku_engine::solve::{Explained, Stepper, Strategy, Why};
use sudoku_engine::Grid;

/// The straightforward recursive program, telling `event` what it writes and erases, and
/// why, as it goes (a search of millions of events is compared without being held).
fn reference(grid: &mut [u8; 81], event: &mut impl FnMut(Explained)) -> bool {
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
    fn mask(digits: &[u8]) -> u16 {
        digits.iter().map(|&d| 1u16 << (d - 1)).sum()
    }
    /// Fills the grid from `from` on, or says why it cannot.
    fn go(g: &mut [u8; 81], from: usize, event: &mut impl FnMut(Explained)) -> Result<(), Why> {
        let mut cell = from;
        while cell < 81 && g[cell] != 0 {
            cell += 1;
        }
        if cell == 81 {
            return Ok(());
        }
        let fitting: Vec<u8> = (1..=9).filter(|&d| allowed(g, cell, d)).collect();
        for (i, &digit) in fitting.iter().enumerate() {
            g[cell] = digit;
            event(Explained::Place {
                cell: Spot::new(cell),
                digit,
                guess: i as u32 + 1,
                of: fitting.len() as u32,
                left: mask(&fitting[i + 1..]),
            });
            match go(g, cell + 1, event) {
                Ok(()) => return Ok(()),
                Err(why) => {
                    g[cell] = 0;
                    event(Explained::Retract {
                        cell: Spot::new(cell),
                        digit,
                        why,
                    });
                }
            }
        }
        Err(if fitting.is_empty() {
            Why::DeadEnd {
                cell: Spot::new(cell),
            }
        } else {
            Why::Exhausted {
                cell: Spot::new(cell),
                tried: mask(&fitting),
            }
        })
    }
    go(grid, 0, event).is_ok()
}

fn compare(puzzle: &Grid) -> u64 {
    let mut g = *puzzle.cells();
    let mut stepper = Stepper::new(puzzle, Strategy::Naive);
    let mut twin = Stepper::new(puzzle, Strategy::Naive);
    let (mut events, mut places) = (0u64, 0u64);
    let solved = reference(&mut g, &mut |want| {
        let got = stepper.step_explained();
        assert_eq!(got, want, "event {events} differs on {}", puzzle.to_line());
        // Explaining costs nothing in the search itself: a twin stepped without
        // explanations makes the same events.
        assert_eq!(twin.step(), want.event());
        events += 1;
        places += u64::from(matches!(want, Explained::Place { .. }));
    });
    let last = stepper.step_explained();
    if solved {
        assert_eq!(
            last,
            Explained::Solved { solution: 1 },
            "{}",
            puzzle.to_line()
        );
        assert_eq!(stepper.grid(), Grid::from_cells(g));
    } else {
        assert_eq!(last, Explained::NoSolution, "{}", puzzle.to_line());
    }
    let stats = stepper.stats();
    assert_eq!(stats.placements, places);
    assert_eq!(stats.retractions, events - places);
    assert_eq!(stats.deductions, 0);
    assert_eq!(stats.undone_deductions, 0);
    assert_eq!(twin.step(), last.event());
    assert_eq!(twin.stats(), stats);
    events
}

/// A thousand generated puzzles (`SUDOKU_SWEEP` raises it), each compared event by
/// event.
#[test]
fn naive_matches_recursive_reference_on_generated_puzzles() {
    let n = common::sweep(1000);
    let puzzles = generated_puzzles(n, 0x5eed_2239);
    assert_eq!(puzzles.len(), n);
    let total: u64 = puzzles.iter().map(compare).sum();
    // The search really ran: many more events than puzzles.
    assert!(total > 100 * n as u64, "only {total} events");
}

/// The published puzzles whose naive search takes at most 10 million steps (all but
/// four, which take 14 to 84 million: `SUDOKU_SWEEP=10` compares those too).
#[test]
fn naive_matches_recursive_reference_on_published_puzzles() {
    let puzzles = puzzles_from(include_str!("fixtures/easy_medium.txt"));
    assert!(puzzles.len() >= 59);
    let most = 1_000_000 * common::sweep(10) as u64;
    let mut compared = 0;
    for p in &puzzles {
        let mut s = Stepper::new(p, Strategy::Naive);
        if s.run(most).is_some() {
            compare(p);
            compared += 1;
        }
    }
    assert!(compared >= 55, "only {compared} compared");
}

#[test]
fn naive_matches_recursive_reference_on_unsolvable_puzzles() {
    // Generated puzzles with one given changed so the search fails (or clashes are avoided).
    let mut n = 0;
    for mut p in generated_puzzles(common::sweep(200), 0xbad_5eed) {
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
