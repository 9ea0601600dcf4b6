//! The step engine at every size: naive makes exactly the events of the plain recursive
//! program at 4×4 and 6×6 (and explains each as that program would); every strategy
//! solves puzzles of every size consistently with the exact solver of every size; a
//! clone taken mid-search makes the same events; the 9×9 board runs as the 9×9 engine.

use proptest::prelude::*;
use sudoku_engine::board::Board;
use sudoku_engine::generate::sized::puzzle;
use sudoku_engine::shape::{char_digit, Shape, Spot};
use sudoku_engine::solve::{
    any as exact, why_no_solution, why_no_solution_board, BoardStepper, Event, Explained,
    StepError, Stepper, Strategy, Why,
};

const STEP: [Strategy; 3] = [Strategy::Naive, Strategy::Mrv, Strategy::Propagate];

/// The straightforward recursive program over a board of any shape, recording what it
/// writes and erases, and why.
fn reference(shape: Shape, grid: &mut [u8], events: &mut Vec<Explained<u32>>) -> bool {
    let n = shape.side();
    let allowed = |g: &[u8], cell: usize, d: u8| {
        let (r, c) = (cell / n, cell % n);
        let (br, bc) = (
            r / shape.box_rows() * shape.box_rows(),
            c / shape.box_cols() * shape.box_cols(),
        );
        (0..n).all(|i| g[r * n + i] != d && g[i * n + c] != d)
            && (br..br + shape.box_rows())
                .all(|rr| (bc..bc + shape.box_cols()).all(|cc| g[rr * n + cc] != d))
    };
    let mask = |digits: &[u8]| digits.iter().map(|&d| 1u32 << (d - 1)).sum::<u32>();
    fn go(
        g: &mut [u8],
        from: usize,
        n: usize,
        events: &mut Vec<Explained<u32>>,
        allowed: &dyn Fn(&[u8], usize, u8) -> bool,
        mask: &dyn Fn(&[u8]) -> u32,
    ) -> Result<(), Why<u32>> {
        let mut cell = from;
        while cell < n * n && g[cell] != 0 {
            cell += 1;
        }
        if cell == n * n {
            return Ok(());
        }
        let fitting: Vec<u8> = (1..=n as u8).filter(|&d| allowed(g, cell, d)).collect();
        for (i, &digit) in fitting.iter().enumerate() {
            g[cell] = digit;
            events.push(Explained::Place {
                cell: Spot::new(cell),
                digit,
                guess: i as u32 + 1,
                of: fitting.len() as u32,
                left: mask(&fitting[i + 1..]),
            });
            match go(g, cell + 1, n, events, allowed, mask) {
                Ok(()) => return Ok(()),
                Err(why) => {
                    g[cell] = 0;
                    events.push(Explained::Retract {
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
    go(grid, 0, n, events, &allowed, &mask).is_ok()
}

/// Naive against the reference, event for event; returns the number of events.
fn compare(p: &Board) -> usize {
    let mut g = p.cells().to_vec();
    let mut expected = Vec::new();
    let solved = reference(p.shape(), &mut g, &mut expected);
    let mut stepper = BoardStepper::from_board(p, Strategy::Naive).unwrap();
    let mut twin = stepper.clone();
    for (i, want) in expected.iter().enumerate() {
        assert_eq!(stepper.step_explained(), *want, "event {i} of {p:?}");
        assert_eq!(twin.step(), want.event());
    }
    let last = stepper.step_explained();
    if solved {
        assert_eq!(last, Explained::Solved { solution: 1 }, "{p:?}");
        assert_eq!(stepper.cells(), &g[..]);
    } else {
        assert_eq!(last, Explained::NoSolution, "{p:?}");
    }
    let places = expected
        .iter()
        .filter(|e| matches!(e, Explained::Place { .. }))
        .count() as u64;
    let stats = stepper.stats();
    assert_eq!(stats.placements, places);
    assert_eq!(stats.retractions, expected.len() as u64 - places);
    assert_eq!(twin.step(), last.event());
    assert_eq!(twin.stats(), stats);
    expected.len()
}

/// A generated unique puzzle of side `side`, and the same with every third given gone
/// (many solutions).
fn puzzles(side: usize, n: u64) -> Vec<Board> {
    let shape = Shape::for_side(side).unwrap();
    let mut out = Vec::new();
    for i in 0..n {
        // 25x25 from a fixture: the generator's puzzles of that size are near minimal, and
        // thinned out further they are sparse boards that the step engines search slowly
        // in a debug build.
        let p = match side {
            25 => {
                let lines = include_str!("fixtures/any/unique_25.txt");
                let line = lines.lines().nth(i as usize).expect("a 25x25 fixture line");
                let givens = line.split(':').next().unwrap_or(line).trim();
                let cells = givens.chars().map(|c| char_digit(c).unwrap_or(0)).collect();
                Board::from_cells(shape, cells).expect("the 25x25 fixture reads")
            }
            _ => puzzle(shape, 0x25_57e9, i).puzzle,
        };
        let mut thin = p.clone();
        for cell in (0..shape.cells()).filter(|&x| p.get(x) != 0).step_by(3) {
            thin.try_set(cell, 0).unwrap();
        }
        out.push(p);
        out.push(thin);
    }
    out
}

#[test]
fn naive_matches_the_recursive_program_at_four_and_six() {
    let mut total = 0;
    for side in [4, 6] {
        for p in puzzles(side, 12) {
            total += compare(&p);
        }
        total += compare(&Board::empty(Shape::for_side(side).unwrap()));
    }
    assert!(total > 1_000, "only {total} events");
}

/// Runs `strategy` on `p` to the end; checks the counters against the board searched.
fn solve(p: &Board, strategy: Strategy) -> Option<Board> {
    let mut s = BoardStepper::from_board(p, strategy).unwrap();
    let end = s.finish();
    let st = *s.stats();
    if end == Event::Solved {
        let written = st.placements + st.deductions - st.retractions - st.undone_deductions;
        assert_eq!(written, p.blanks() as u64, "{strategy} {p:?}");
        Some(s.to_board())
    } else {
        assert_eq!(end, Event::NoSolution);
        // It ends on the puzzle it started from.
        assert_eq!(s.cells(), p.cells(), "{strategy} {p:?}");
        None
    }
}

/// The searches quick enough for a test on generated puzzles: beyond these sizes, a
/// search without propagation can take minutes.
fn cheap(side: usize, strategy: Strategy) -> bool {
    match strategy {
        Strategy::Naive => side <= 8,
        Strategy::Mrv => side <= 12,
        _ => true,
    }
}

#[test]
fn every_strategy_solves_every_size_as_the_exact_solver_does() {
    for (side, n) in [(4, 6), (6, 4), (8, 3), (12, 2), (16, 2), (25, 1)] {
        for p in puzzles(side, n) {
            let first = exact::solve_first(&p);
            for strategy in STEP {
                if !cheap(side, strategy) {
                    continue;
                }
                let got = solve(&p, strategy);
                match strategy {
                    Strategy::Naive => assert_eq!(got, first, "{p:?}"),
                    _ => {
                        assert_eq!(got.is_some(), first.is_some(), "{strategy} {p:?}");
                        if let Some(g) = got {
                            assert!(g.solves(&p), "{strategy} {p:?}");
                        }
                    }
                }
            }
        }
    }
}

#[test]
fn naive_lists_the_solutions_in_order() {
    for side in [4, 6, 8] {
        let p = &puzzles(side, 1)[1];
        let mut want = Vec::new();
        exact::Solver::new().limit(6).solutions(p, |b| {
            want.push(b.clone());
            true
        });
        assert!(want.len() > 1, "{p:?}");
        let mut s = BoardStepper::from_board(p, Strategy::Naive).unwrap();
        let mut got = Vec::new();
        while got.len() < want.len() && s.finish() == Event::Solved {
            got.push(s.to_board());
            s.search_on();
        }
        assert_eq!(got, want);
        assert_eq!(s.stats().solutions, want.len() as u64);
    }
}

#[test]
fn a_clone_mid_search_makes_the_same_events() {
    for side in [4, 6, 9, 12, 16] {
        let p = &puzzles(side, 1)[0];
        for strategy in STEP {
            if !cheap(side, strategy) {
                continue;
            }
            let mut a = BoardStepper::from_board(p, strategy).unwrap();
            a.run(7);
            let mut b = a.clone();
            assert_eq!(a, b);
            loop {
                let e = a.step_explained();
                assert_eq!(b.step_explained(), e, "{strategy} {side}");
                assert_eq!(
                    a.view().choices().collect::<Vec<_>>(),
                    b.view().choices().collect::<Vec<_>>()
                );
                if e.event().is_final() {
                    break;
                }
            }
            assert_eq!(a, b);
        }
    }
}

#[test]
fn a_nine_by_nine_board_runs_as_the_nine_by_nine_engine() {
    let grid = sudoku_engine::Grid::from_line(
        "..9.287..8.6..4..5..3.....46.........2.71345.........23.....5..9..4..8.7..125.3..",
    )
    .unwrap();
    let board = Board::from(&grid);
    for strategy in STEP {
        let mut nine = Stepper::new(&grid, strategy);
        let mut any = BoardStepper::from_board(&board, strategy).unwrap();
        loop {
            let (a, b) = (nine.step_explained(), any.step_explained());
            // The same words say the same event, masks of either width.
            assert_eq!(a.to_string(), b.to_string(), "{strategy}");
            assert_eq!(a.event(), b.event());
            assert_eq!(nine.stats(), any.stats());
            if a.event().is_final() {
                break;
            }
        }
        let why = why_no_solution(&grid, strategy).map(|w| w.to_string());
        let any_why = why_no_solution_board(&board, strategy).unwrap();
        assert_eq!(why, any_why.map(|w| w.to_string()));
    }
}

#[test]
fn logic_is_refused_beyond_nine_by_nine_with_the_size() {
    let b = Board::empty(Shape::for_side(16).unwrap());
    let e = BoardStepper::from_board(&b, Strategy::Logic).unwrap_err();
    assert_eq!(e, StepError::LogicNeedsNine { side: 16 });
    assert_eq!(
        e.to_string(),
        "the logic strategy solves 9x9 grids only, and this grid is 16x16"
    );
    assert!(why_no_solution_board(&b, Strategy::Logic).is_err());
}

#[test]
fn explanations_name_cells_and_digits_of_the_size() {
    let shape = Shape::for_side(16).unwrap();
    let mut b = Board::empty(shape);
    // Row 12 holds 1 to 15 around r12c3, and r1c3 holds 16 (G): nothing fits r12c3.
    let cell = 11 * 16 + 2;
    let others = (0..16).filter(|&c| c != 2);
    for (col, d) in others.zip(1..=15u8) {
        b.try_set(11 * 16 + col, d).unwrap();
    }
    b.try_set(2, 16).unwrap();
    assert_eq!(b.candidates(cell), 0);
    let why = why_no_solution_board(&b, Strategy::Mrv).unwrap();
    assert_eq!(
        why,
        Some(Why::DeadEnd {
            cell: Spot::new(cell)
        })
    );
    assert_eq!(
        why.unwrap().in_shape(shape).to_string(),
        "r12c3: no digit fits"
    );
    let placed = Explained::Place {
        cell: Spot::new(cell),
        digit: 16,
        guess: 1,
        of: 2,
        left: 1u32 << 9,
    };
    assert_eq!(
        placed.in_shape(shape).to_string(),
        "r12c3 = G (guess 1 of 2)"
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// Random givens at 4×4 and 6×6, clashing or not, solvable or not: naive is the
    /// recursive program; every strategy agrees with the exact solver.
    #[test]
    fn random_small_boards(six in any::<bool>(), givens in proptest::collection::vec((0usize..36, 1u8..=6), 0..14)) {
        let shape = Shape::for_side(if six { 6 } else { 4 }).unwrap();
        let mut b = Board::empty(shape);
        for (c, d) in givens {
            let _ = b.try_set(c % shape.cells(), 1 + (d - 1) % shape.side() as u8);
        }
        if b.conflicts().is_empty() {
            compare(&b);
        }
        let first = if b.conflicts().is_empty() { exact::solve_first(&b) } else { None };
        for strategy in STEP {
            let got = solve(&b, strategy);
            if strategy == Strategy::Naive {
                prop_assert_eq!(&got, &first);
            } else {
                prop_assert_eq!(got.is_some(), first.is_some());
            }
        }
    }
}
