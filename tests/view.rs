//! The read-only view of the search, checked at every step against a stack kept here
//! from the explained events alone: the trail is that stack, the choices are its guesses
//! with what is left to try, and the deductions sit under the guess that forced them.

mod common;

use sudoku_engine::shape::Spot;
use sudoku_engine::solve::{Explained, Rule, Stepper, Strategy, Written};
use sudoku_engine::Grid;

/// One digit written, as the events tell it: by choice (with what was left to try after
/// it) or by a rule.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Entry {
    Guess {
        cell: usize,
        digit: u8,
        left: u16,
    },
    Deduced {
        cell: usize,
        digit: u8,
        rule: Rule,
    },
    /// A candidate struck out by a technique (logic): on no trail, given back in turn.
    Struck {
        cell: usize,
        digit: u8,
    },
}

fn check_view(st: &Stepper, stack: &[Entry], open: Option<(usize, u16)>) {
    let view = st.view();
    // The trail is the stack, with each deduction under the guesses made before it.
    let mut depth = 0;
    let expected: Vec<Written> = stack
        .iter()
        .filter_map(|e| match *e {
            Entry::Guess { cell, digit, .. } => {
                depth += 1;
                Some(Written::Guess {
                    cell: Spot::new(cell),
                    digit,
                    depth,
                })
            }
            Entry::Deduced { cell, digit, rule } => Some(Written::Deduced {
                cell: Spot::new(cell),
                digit,
                rule,
                depth,
            }),
            Entry::Struck { .. } => None,
        })
        .collect();
    // The candidates struck out are those the events struck and did not give back.
    let mut struck = [0u16; 81];
    for e in stack {
        if let Entry::Struck { cell, digit } = *e {
            struck[cell] |= 1 << (digit - 1);
        }
    }
    for (cell, &mask) in struck.iter().enumerate() {
        assert_eq!(st.struck_out(cell), mask, "struck out of cell {cell}");
    }
    assert_eq!(view.trail().collect::<Vec<_>>(), expected);
    assert_eq!(view.depth(), depth);
    assert_eq!(st.stats().depth as usize, depth);
    // The grid is the puzzle with the trail written in.
    let mut g = *st.puzzle();
    for w in view.trail() {
        assert_eq!(g.get(w.cell().index()), 0);
        g.set(w.cell().index(), w.digit());
    }
    assert_eq!(g, st.grid());
    // The choices: the guesses, with what is left, and (just after a take-back) the
    // choice that has no digit now.
    let guesses: Vec<(usize, Option<u8>, u16)> = stack
        .iter()
        .filter_map(|e| match *e {
            Entry::Guess { cell, digit, left } => Some((cell, Some(digit), left)),
            Entry::Deduced { .. } | Entry::Struck { .. } => None,
        })
        .chain(open.map(|(cell, left)| (cell, None, left)))
        .collect();
    let choices: Vec<_> = view.choices().collect();
    let seen: Vec<(usize, Option<u8>, u16)> = choices
        .iter()
        .map(|c| (c.cell.index(), c.digit, c.remaining))
        .collect();
    assert_eq!(seen, guesses);
    for c in &choices {
        assert_eq!(c.options & c.remaining, c.remaining);
        if let Some(d) = c.digit {
            assert_ne!(c.tried() & (1 << (d - 1)), 0);
            assert!(c.guess() >= 1 && c.guess() <= c.of());
        }
    }
    // The deductions under each guess, and before the first.
    let mut under = vec![Vec::new()];
    for e in stack {
        match *e {
            Entry::Guess { .. } => under.push(Vec::new()),
            Entry::Deduced { cell, digit, rule } => {
                under.last_mut().unwrap().push((cell, digit, rule))
            }
            Entry::Struck { .. } => {}
        }
    }
    for (d, want) in under.iter().enumerate() {
        let got: Vec<_> = view
            .deductions(d)
            .iter()
            .map(|x| (x.cell().index(), x.digit(), x.rule()))
            .collect();
        assert_eq!(&got, want, "deductions under choice {d}");
    }
    for (cell, &all) in view.deduced_cells().iter().enumerate() {
        let deduced = stack
            .iter()
            .any(|e| matches!(*e, Entry::Deduced { cell: c, .. } if c == cell));
        assert_eq!(view.is_deduced(cell), deduced);
        assert_eq!(all, deduced);
    }
}

fn walk(puzzle: &Grid, strategy: Strategy, max: u64) {
    let mut st = Stepper::new(puzzle, strategy);
    let mut stack: Vec<Entry> = Vec::new();
    let mut open = None;
    check_view(&st, &stack, open);
    while st.stats().steps < max {
        let e = st.step_explained();
        match e {
            Explained::Place {
                cell, digit, left, ..
            } => {
                stack.push(Entry::Guess {
                    cell: cell.index(),
                    digit,
                    left,
                });
                open = None;
            }
            Explained::Deduce { cell, digit, rule } => {
                stack.push(Entry::Deduced {
                    cell: cell.index(),
                    digit,
                    rule,
                });
                open = None;
            }
            Explained::Retract { cell, digit, .. } => {
                let Some(Entry::Guess {
                    cell: c,
                    digit: d,
                    left,
                }) = stack.pop()
                else {
                    panic!("a retract takes back a guess");
                };
                assert_eq!((c, d), (cell.index(), digit), "the newest digit goes first");
                open = Some((cell.index(), left));
            }
            Explained::Undo { cell, digit, .. } => {
                let Some(Entry::Deduced {
                    cell: c, digit: d, ..
                }) = stack.pop()
                else {
                    panic!("an undo takes back a deduction");
                };
                assert_eq!((c, d), (cell.index(), digit), "the newest digit goes first");
                // Undoing happens under a choice that holds its digit: any choice
                // left open before was given up.
                open = None;
            }
            Explained::Eliminate { count, .. } => {
                let step = st.technique_step().expect("an eliminate has its step");
                assert_eq!(step.eliminations.len(), count as usize);
                for e in &step.eliminations {
                    let (cell, digit) = (e.cell.index(), e.digit.get());
                    stack.push(Entry::Struck { cell, digit });
                }
                open = None;
            }
            Explained::Restore { cell, digit, .. } => {
                assert_eq!(
                    stack.pop(),
                    Some(Entry::Struck {
                        cell: cell.index(),
                        digit
                    }),
                    "the newest candidate struck out comes back first"
                );
                open = None;
            }
            Explained::Solved { .. } | Explained::NoSolution => break,
        }
        // A choice with nothing left is given up at the next step; until then it is
        // shown with no digit.
        check_view(&st, &stack, open);
    }
}

#[test]
fn the_view_follows_the_events() {
    for (i, p) in common::generated_puzzles(150, 0x71e3).iter().enumerate() {
        for s in Strategy::ALL {
            walk(p, s, 3_000);
        }
        // Sparse puzzles: deep stacks, many deductions undone.
        let sparse = common::puzzle(0x71e4 + i as u64, 58);
        for s in Strategy::ALL {
            walk(&sparse, s, 3_000);
        }
    }
}

#[test]
fn naive_choices_are_the_empty_cells_in_order() {
    let p = common::puzzle(0x71e5, 50);
    let empties: Vec<usize> = (0..81).filter(|&c| p.get(c) == 0).collect();
    let mut st = Stepper::new(&p, Strategy::Naive);
    for _ in 0..5_000 {
        if st.step().is_final() {
            break;
        }
        let cells: Vec<usize> = st.view().choices().map(|c| c.cell.index()).collect();
        assert_eq!(cells, empties[..cells.len()]);
    }
}
