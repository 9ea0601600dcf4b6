//! Properties of the solvers and the formats over puzzles made by blanking random cells
//! of random valid grids (known solved grids shuffled by sudoku symmetries).

#[path = "common/brute.rs"]
mod brute;
mod common;

use std::io::Write;
use std::process::{Command, Stdio};

use common::{puzzle, Rng};
use proptest::prelude::*;
use sudoku_engine::format::{self, Format};
use sudoku_engine::solve::{fast, Event, Explained, Stepper, Strategy};
use sudoku_engine::Grid;

const STRATEGIES: [Strategy; 4] = Strategy::ALL;

/// Steps (or enumeration nodes) a single search may take here. Plain backtracking now
/// and then meets a puzzle that takes minutes; such a rare case is skipped rather than
/// let the test run on (the cases are random, so a skipped one is not skipped again).
const BUDGET: u64 = 20_000_000;

/// The rules, checked here without the library: every row, column and box holds the
/// digits 1 to 9 once each, and every given of the puzzle is kept.
fn assert_solves(solution: &Grid, puzzle: &Grid) {
    let s = solution.cells();
    let units = (0..9).flat_map(|i| {
        let row: Vec<usize> = (0..9).map(|j| i * 9 + j).collect();
        let col: Vec<usize> = (0..9).map(|j| j * 9 + i).collect();
        let bx: Vec<usize> = (0..9)
            .map(|j| (i / 3 * 3 + j / 3) * 9 + i % 3 * 3 + j % 3)
            .collect();
        [row, col, bx]
    });
    for unit in units {
        let mut seen = [false; 10];
        for &c in &unit {
            let d = s[c] as usize;
            assert!((1..=9).contains(&d), "cell {c} holds {d}: {solution:?}");
            assert!(!seen[d], "digit {d} twice in {unit:?}: {solution:?}");
            seen[d] = true;
        }
    }
    for (c, (&p, &d)) in puzzle.cells().iter().zip(s).enumerate() {
        assert!(p == 0 || p == d, "given {p} at cell {c} became {d}");
    }
}

/// Plain enumeration (row-major cells, digits ascending): the count of solutions up to
/// `limit`; `None` past [`BUDGET`] placements.
fn enumerate(puzzle: &Grid, limit: u64) -> Option<u64> {
    brute::solutions(puzzle, limit, 0, BUDGET).map(|(_, n)| n)
}

/// Runs a strategy to the end, replaying its events on a copy of the puzzle; checks
/// the replay against the engine's grid and counters (a digit taken back counts as a
/// retraction when a choice wrote it, as an undone deduction when propagation did), and
/// each event's explanation against the event. Returns the final event and grid, or
/// `None` past [`BUDGET`] steps.
fn replay(puzzle: &Grid, strategy: Strategy) -> Option<(Event, Grid)> {
    let mut st = Stepper::new(puzzle, strategy);
    let mut cells = *puzzle.cells();
    let mut by_propagation = [false; 81];
    let (mut placed, mut retracted, mut deduced, mut undone) = (0u64, 0u64, 0u64, 0u64);
    // Logic: the candidates struck out, and (soundness) the one solution, if any, whose
    // digits no elimination made before any guess may strike.
    let mut struck = [0u16; 81];
    let (mut eliminated, mut restored) = (0u64, 0u64);
    let both = fast::Solver::new().limit(2).run(puzzle);
    let solution = match (both.first, both.count) {
        (Some(g), 1) if strategy == Strategy::Logic => Some(g),
        _ => None,
    };
    let last = loop {
        if st.stats().steps >= BUDGET {
            return None;
        }
        let e = st.step();
        let told = st.explain_last().expect("an event was made");
        assert_eq!(told.event(), e, "{strategy:?}");
        match e {
            Event::Place { cell, digit } | Event::Deduce { cell, digit } => {
                let cell = cell.index();
                assert_eq!(
                    cells[cell], 0,
                    "{strategy:?} writes into a full cell {cell}"
                );
                assert!((1..=9).contains(&digit));
                cells[cell] = digit;
                by_propagation[cell] = matches!(e, Event::Deduce { .. });
                if by_propagation[cell] {
                    deduced += 1;
                } else {
                    placed += 1;
                }
            }
            Event::Retract { cell, digit } => {
                let cell = cell.index();
                assert_eq!(cells[cell], digit, "{strategy:?} erases a digit not there");
                assert_eq!(puzzle.get(cell), 0, "{strategy:?} erases a given");
                cells[cell] = 0;
                if by_propagation[cell] {
                    assert!(matches!(told, Explained::Undo { .. }), "{told:?}");
                    undone += 1;
                } else {
                    assert!(matches!(told, Explained::Retract { .. }), "{told:?}");
                    retracted += 1;
                }
            }
            Event::Eliminate { count, .. } => {
                let step = st.technique_step().expect("an eliminate has its step");
                assert_eq!(step.eliminations.len(), count as usize);
                for e in &step.eliminations {
                    let (cell, digit) = (e.cell.index(), e.digit.get());
                    assert_eq!(cells[cell], 0, "a candidate struck from a full cell");
                    assert_eq!(struck[cell] & 1 << (digit - 1), 0, "struck twice");
                    struck[cell] |= 1 << (digit - 1);
                    if let Some(g) = solution.filter(|_| st.stats().depth == 0) {
                        assert_ne!(
                            g.get(cell),
                            digit,
                            "{} struck a solution's digit",
                            step.technique
                        );
                    }
                }
                eliminated += u64::from(count);
                continue;
            }
            Event::Restore { cell, digit } => {
                let cell = cell.index();
                assert_ne!(struck[cell] & 1 << (digit - 1), 0, "given back unstruck");
                struck[cell] &= !(1 << (digit - 1));
                restored += 1;
            }
            Event::Solved | Event::NoSolution => break e,
        }
        let cell = e.cell().unwrap().index();
        assert_eq!(st.cells()[cell], cells[cell]);
    };
    assert_eq!(Grid::from_cells(cells), st.grid(), "{strategy:?}");
    let stats = st.stats();
    assert_eq!(
        (
            stats.placements,
            stats.retractions,
            stats.deductions,
            stats.undone_deductions
        ),
        (placed, retracted, deduced, undone),
        "{strategy:?}"
    );
    assert_eq!(
        (stats.eliminations, stats.restorations),
        (eliminated, restored),
        "{strategy:?}"
    );
    if last == Event::Solved {
        assert_eq!(
            placed + deduced - retracted - undone,
            puzzle.blanks() as u64,
            "{strategy:?}"
        );
    } else {
        assert_eq!((placed, deduced), (retracted, undone), "{strategy:?}");
        assert_eq!(eliminated, restored, "{strategy:?}");
    }
    Some((last, st.grid()))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    /// Every solver's solution obeys the rules and keeps the givens; fast and naive
    /// find the lexicographically first one, the same. (Naive runs up to 58 blanks: past
    /// that, plain row-major backtracking can take seconds on a single puzzle.)
    #[test]
    fn solutions_obey_the_rules(seed in any::<u64>(), blanks in 20usize..=64) {
        let p = puzzle(seed, blanks);
        let first = fast::solve_first(&p).expect("a blanked valid grid has a solution");
        assert_solves(&first, &p);
        for s in STRATEGIES {
            if s == Strategy::Naive && blanks > 58 {
                continue;
            }
            let mut st = Stepper::new(&p, s);
            let Some(last) = st.run(BUDGET) else { continue };
            prop_assert_eq!(last, Event::Solved);
            assert_solves(&st.grid(), &p);
            if s == Strategy::Naive {
                prop_assert_eq!(st.grid(), first);
            }
        }
        let both = fast::Solver::new().limit(2).run(&p);
        let (with_count, n) = (both.first, both.count);
        prop_assert_eq!(with_count, Some(first));
        prop_assert!(n >= 1);
    }

    /// Counting agrees with plain enumeration on puzzles with few solutions.
    #[test]
    fn counts_agree_with_enumeration(seed in any::<u64>(), blanks in 50usize..=60) {
        let p = puzzle(seed, blanks);
        let Some(n) = enumerate(&p, 50) else { return Ok(()) };
        prop_assert_eq!(fast::count(&p, 50), n);
        prop_assert_eq!(fast::count(&p, 1), 1);
        prop_assert_eq!(fast::is_unique(&p), n == 1);
    }

    /// Replaying a strategy's events on the puzzle gives its final grid; at the end,
    /// placements and deductions minus what was taken back is the number of blanks.
    #[test]
    fn events_replay_to_the_final_grid(seed in any::<u64>(), blanks in 20usize..=58) {
        let p = puzzle(seed, blanks);
        for s in STRATEGIES {
            let Some((last, grid)) = replay(&p, s) else { continue };
            prop_assert_eq!(last, Event::Solved);
            assert_solves(&grid, &p);
        }
    }

    /// Events replay on unsolvable puzzles too (a blanked grid with one blank given a
    /// digit that does not belong there, when that leaves no solution); the search ends
    /// with every guess and deduction taken back.
    #[test]
    fn events_replay_when_there_is_no_solution(
        seed in any::<u64>(),
        blanks in 20usize..=40,
        pick in any::<u64>(),
    ) {
        let p = puzzle(seed, blanks);
        let solution = fast::solve_first(&p).unwrap();
        let mut bad = p;
        let empties: Vec<usize> = (0..81).filter(|&c| p.get(c) == 0).collect();
        let cell = empties[(pick % empties.len() as u64) as usize];
        let mut fitting = (1..=9u8).filter(|&d| d != solution.get(cell) && {
            let mut g = bad;
            g.set(cell, d);
            g.conflicts().is_empty()
        });
        let Some(d) = fitting.next_back() else { return Ok(()) };
        bad.set(cell, d);
        let solvable = fast::solve_first(&bad).is_some();
        for s in [Strategy::Mrv, Strategy::Propagate] {
            let Some((last, grid)) = replay(&bad, s) else { continue };
            if solvable {
                prop_assert_eq!(last, Event::Solved);
                assert_solves(&grid, &bad);
            } else {
                prop_assert_eq!(last, Event::NoSolution);
                prop_assert_eq!(grid, bad);
            }
        }
    }

    /// Written in any format, a puzzle reads back as itself, in that format.
    #[test]
    fn every_format_writes_and_reads_back(seed in any::<u64>(), blanks in 0usize..=81) {
        let p = puzzle(seed, blanks);
        for fmt in Format::ALL {
            let text = format::write(&p, fmt);
            let doc = format::parse("w", text.as_bytes()).unwrap();
            prop_assert_eq!(doc.format, fmt);
            prop_assert_eq!(doc.puzzles.len(), 1);
            prop_assert_eq!(doc.puzzles[0].grid, p);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 8, ..ProptestConfig::default() })]

    /// Through the real command: every printed solution of a collection obeys the
    /// rules, keeps its puzzle's givens, and is the lexicographically first for fast and
    /// naive. (20 to 50 blanks: quick for naive, which the command runs to the end.)
    #[test]
    fn printed_solutions_obey_the_rules(seed in any::<u64>()) {
        let mut rng = Rng::new(seed);
        let puzzles: Vec<Grid> = (0..24)
            .map(|_| puzzle(rng.next(), 20 + rng.below(31)))
            .collect();
        let input = format::write_collection(&puzzles);
        for s in ["fast", "naive", "mrv", "propagate", "logic"] {
            let mut child = Command::new(env!("CARGO_BIN_EXE_sudoku-tui"))
                .args(["solve", "--strategy", s, "--jobs", "2"])
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .stderr(Stdio::piped())
                .spawn()
                .unwrap();
            child.stdin.take().unwrap().write_all(input.as_bytes()).unwrap();
            let out = child.wait_with_output().unwrap();
            prop_assert_eq!(out.status.code(), Some(0));
            let text = String::from_utf8(out.stdout).unwrap();
            let lines: Vec<&str> = text.lines().collect();
            prop_assert_eq!(lines.len(), puzzles.len());
            for (line, p) in lines.iter().zip(&puzzles) {
                let g = Grid::from_line(line).expect("81 digits");
                assert_solves(&g, p);
                if s == "fast" || s == "naive" {
                    prop_assert_eq!(Some(g), fast::solve_first(p));
                }
            }
        }
    }
}

/// At "no solution" every strategy gives the puzzle back, propagate included: the
/// deductions it made before its first guess are taken back too.
#[test]
fn propagate_gives_the_puzzle_back_when_there_is_no_solution() {
    let p = Grid::from_line(
        "075003924149067853020590601307456210000730006416829507530678190961302785004915060",
    )
    .unwrap();
    assert_eq!(fast::solve_first(&p), None);
    for s in STRATEGIES {
        let (last, grid) = replay(&p, s).expect("a short search");
        assert_eq!(last, Event::NoSolution, "{s:?}");
        assert_eq!(grid, p, "{s:?} ends on a grid other than the puzzle");
    }
}
