//! Solving a grid of another size than 9x9, key by key on the state: Enter, a step at a
//! time, back, back to a choice, to a step, to the end, the next solution, Esc back to
//! the editor with nothing lost; edits wait for Esc; logic and clashing givens are
//! refused with why; breakpoints name the grid's cells; the key of the 9x9 grid alone
//! (the hint) says so and changes nothing.

use sudoku_engine::board::Board;
use sudoku_engine::format::parse_boards;
use sudoku_engine::solve::{AnyShape, Explained};

use super::sizes::sized;
use super::*;
use crate::tui::app::overlays::Overlay;
use crate::tui::app::run::Run;
use crate::tui::files::boards::BoardSource;
use sudoku_engine::shape::Spot;

/// 3 1 . 2 / 4 . 3 . / 2 . . 4 / . . . . : one solution.
pub(super) const FOUR: &str = "31.24.3.2..4....";

/// . . . . / . 2 3 . / . . . 3 / 2 . . 1 : one solution, which naive reaches after 17
/// take-backs.
pub(super) const FOUR_BACKS: &str = ".....23....32..1";

/// The first puzzle of tests/fixtures/any/unique_16.txt: one solution.
pub(super) const SIXTEEN: &str = "....6......E..FG379C...F.........DE...5...4G........1..D.....385..3..1.B.2.F...D.6BDA..2G...F.EC..A.F..4.D....9.9..E3.D.6.A5.247..63..C.....7...E..1...3..D4..G.F.5..6G.A...D9C..G..B8F.9..64.3AG...9..6C..2.....3.9D.A8.B5....4B.47...E...A9.1.D.....15..E.8A..";

/// The app on `puzzle` (a line of a size other than 9x9), solved with `strategy`.
pub(super) fn on_board(puzzle: &str, strategy: Strategy) -> App {
    let doc = parse_boards("p.txt", puzzle.as_bytes()).unwrap();
    let mut a = App::new(Source::builtin(), strategy, Speed::Rate(10));
    a.open_sized(BoardSource::of(doc, "p.txt".into(), None));
    a
}

fn run(a: &App) -> &Run<AnyShape> {
    a.sized().unwrap().stage.first().expect("a solve")
}

fn givens(a: &App) -> &Board {
    &a.sized().unwrap().board
}

#[test]
fn enter_solves_a_4x4_grid_and_esc_brings_the_editor_back_as_it_was() {
    let mut a = on_board(FOUR, Strategy::Naive);
    a.handle(Action::Edit(EditKey::Right));
    let before = givens(&a).clone();
    a.handle(Action::Solve(SolveKey::Start));
    assert_eq!(a.state(), Progress::Solving);
    assert_eq!(a.mode(), KeyMode::main(Progress::Solving));
    // The clock drives it, as at 9x9.
    let t0 = a.now;
    ticks(&mut a, t0, 3);
    assert!(run(&a).position() >= 2, "{}", run(&a).position());
    a.finish_now();
    assert_eq!(a.state(), Progress::Solved);
    let r = run(&a);
    assert!(r.stepper().to_board().solves(&before));
    let summary = r.summary();
    assert!(summary.starts_with("Solved: "), "{summary}");
    assert!(r.stepper().stats().placements >= 9);
    a.handle(Action::Solve(SolveKey::Stop));
    assert_eq!(a.state(), Progress::Editing);
    assert!(a.sized().unwrap().stage.first().is_none());
    assert_eq!(givens(&a), &before);
    assert_eq!(a.sized().unwrap().cursor, 1);
    assert!(a.run().is_none(), "the 9x9 runs stay empty");
}

#[test]
fn a_step_at_a_time_back_and_to_a_step() {
    let mut a = on_board(FOUR, Strategy::Naive);
    // From the editor `n` starts a paused solve of one step.
    a.handle(Action::Solve(SolveKey::Step));
    assert_eq!(a.state(), Progress::Paused);
    assert_eq!(run(&a).position(), 1);
    let first = run(&a).story().last().unwrap();
    assert!(
        matches!(first, Explained::Place { cell, .. } if cell == Spot::new(2)),
        "{first:?}"
    );
    keys(
        &mut a,
        &[
            Action::Solve(SolveKey::Step),
            Action::Solve(SolveKey::Step),
            Action::Solve(SolveKey::Step),
        ],
    );
    assert_eq!(run(&a).position(), 4);
    let at_4 = run(&a).stepper().clone();
    a.handle(Action::Solve(SolveKey::StepBack));
    assert_eq!(run(&a).position(), 3);
    a.handle(Action::Solve(SolveKey::Step));
    assert_eq!(
        run(&a).stepper(),
        &at_4,
        "back and forth is the same search"
    );
    // `g` asks for a step.
    a.handle(Action::Solve(SolveKey::GoTo));
    assert!(matches!(a.overlays.last(), Some(Overlay::GoTo(_))));
    type_in(&mut a, "2");
    a.handle(Action::Overlay(OverlayKey::Submit));
    assert_eq!(run(&a).position(), 2);
    // `f` runs to the end; `b` goes back from there.
    a.handle(Action::Solve(SolveKey::Finish));
    a.finish_now();
    assert_eq!(a.state(), Progress::Solved);
    let end = run(&a).position();
    a.handle(Action::Solve(SolveKey::StepBack));
    assert_eq!(run(&a).position(), end - 1);
    assert_eq!(a.state(), Progress::Paused);
}

#[test]
fn back_to_a_choice_on_a_16x16_search() {
    let mut a = on_board(SIXTEEN, Strategy::Mrv);
    a.handle(Action::Solve(SolveKey::Step));
    // Steps by hand until a take-back, then back to the choice before it.
    for _ in 0..20_000 {
        a.handle(Action::Solve(SolveKey::Step));
        if matches!(run(&a).story().last(), Some(Explained::Retract { .. })) {
            break;
        }
    }
    assert!(run(&a).stepper().stats().retractions > 0);
    let at = run(&a).position();
    a.handle(Action::Solve(SolveKey::BackToChoice));
    let back = run(&a).position();
    assert!(back < at);
    let last = run(&a).story().last().unwrap();
    assert!(
        matches!(last, Explained::Place { of, .. } if of > 1),
        "{last:?}"
    );
}

#[test]
fn every_strategy_but_logic_solves_every_size() {
    for (puzzle, side) in [(FOUR, 4), (SIXTEEN, 16)] {
        for strategy in [Strategy::Naive, Strategy::Mrv, Strategy::Propagate] {
            if side == 16 && strategy != Strategy::Propagate {
                // Millions of steps and more: the 4x4 one stands for them.
                continue;
            }
            let mut a = on_board(puzzle, strategy);
            a.handle(Action::Solve(SolveKey::Finish));
            a.finish_now();
            assert_eq!(a.state(), Progress::Solved, "{strategy:?} at {side}");
            assert!(run(&a).stepper().to_board().solves(givens(&a)));
            assert_eq!(run(&a).label(), strategy.name());
        }
    }
    // Logic is refused, with why, and nothing starts.
    let mut a = on_board(FOUR, Strategy::Logic);
    a.handle(Action::Solve(SolveKey::Start));
    assert_eq!(
        a.message.as_deref(),
        Some(
            "The logic strategy solves 9x9 grids only, and this grid is 4x4: t picks \
             another strategy"
        )
    );
    assert_eq!(a.state(), Progress::Editing);
    // `t` then cycles on from logic, as at 9x9.
    a.handle(Action::Edit(EditKey::CycleStrategy));
    assert_eq!(a.strategy, Strategy::ALL[0]);
}

#[test]
fn clashing_givens_are_refused() {
    let mut a = sized(4);
    keys(
        &mut a,
        &[
            Action::Edit(EditKey::Digit(2)),
            Action::Edit(EditKey::Digit(2)),
        ],
    );
    a.handle(Action::Solve(SolveKey::Start));
    let m = a.message.clone().unwrap();
    assert!(m.starts_with("Clashing givens, fix them first: "), "{m}");
    assert!(m.contains("r1c1"), "{m}");
    assert_eq!(a.state(), Progress::Editing);
}

#[test]
fn edits_wait_for_esc_during_a_solve() {
    let mut a = on_board(FOUR, Strategy::Naive);
    let before = (givens(&a).clone(), a.sized().unwrap().cursor);
    a.handle(Action::Solve(SolveKey::Start));
    for action in [
        Action::Edit(EditKey::Digit(1)),
        Action::Edit(EditKey::Blank),
        Action::Edit(EditKey::ClearCell),
        Action::Edit(EditKey::Undo),
        Action::Edit(EditKey::ClearAll),
        Action::Edit(EditKey::Down),
        Action::Edit(EditKey::BigDigit),
    ] {
        a.handle(action);
        assert_eq!(
            a.message.as_deref(),
            Some("Esc returns to the editor"),
            "{action:?}"
        );
    }
    assert!(a.overlays.is_empty());
    assert_eq!((givens(&a).clone(), a.sized().unwrap().cursor), before);
    // The strategy waits too, as at 9x9.
    let strategy = a.strategy;
    a.handle(Action::Edit(EditKey::CycleStrategy));
    assert_eq!(a.strategy, strategy);
    assert_eq!(
        a.message.as_deref(),
        Some("Stop the solve (Esc) to change the strategy")
    );
}

#[test]
fn n_goes_on_to_the_next_solution() {
    // An empty 4x4 grid has 288 solutions; naive finds them in order.
    let mut a = sized(4);
    a.handle(Action::Solve(SolveKey::Finish));
    a.finish_now();
    let first = run(&a).stepper().to_board();
    a.handle(Action::Solve(SolveKey::NextSolution));
    assert_eq!(a.message, None);
    assert_eq!(a.state(), Progress::Solving);
    a.finish_now();
    assert_eq!(a.state(), Progress::Solved);
    let second = run(&a).stepper().to_board();
    assert_ne!(first, second);
    assert!(first.cells() < second.cells(), "in order");
    assert_eq!(run(&a).stepper().stats().solutions, 2);
    // A puzzle with one solution says so.
    let mut a = on_board(FOUR, Strategy::Naive);
    a.handle(Action::Solve(SolveKey::Finish));
    a.finish_now();
    a.handle(Action::Solve(SolveKey::NextSolution));
    assert_eq!(
        a.message.as_deref(),
        Some("This is the puzzle's only solution")
    );
}

#[test]
fn no_solution_says_why() {
    // r1c3 sees 1 and 2 in its row, 3 in its column and 4 in its box: nothing fits.
    let mut a = on_board("12.....4..3.....", Strategy::Naive);
    a.handle(Action::Solve(SolveKey::Finish));
    a.finish_now();
    assert_eq!(a.state(), Progress::NoSolution);
    let summary = run(&a).summary();
    assert!(summary.starts_with("No solution: "), "{summary}");
    assert!(
        summary.ends_with(
            "; before any choice, r1c3: no digit fits (row 1 has 1 2; column 3 adds 3; box 2 \
             adds 4)"
        ),
        "{summary}"
    );
}

#[test]
fn the_speed_keys_and_pause_work_on_the_run() {
    let mut a = on_board(SIXTEEN, Strategy::Mrv);
    a.handle(Action::Solve(SolveKey::Start));
    a.handle(Action::Solve(SolveKey::PauseResume));
    assert_eq!(a.state(), Progress::Paused);
    let t0 = a.now;
    ticks(&mut a, t0, 5);
    assert_eq!(run(&a).position(), 0, "paused: no step");
    a.handle(Action::Solve(SolveKey::PauseResume));
    a.handle(Action::Solve(SolveKey::Faster));
    assert_eq!(a.speed, Speed::Rate(10).faster());
    ticks(&mut a, t0 + Duration::from_secs(1), 5);
    assert!(run(&a).position() > 0);
    assert_eq!(a.state(), Progress::Solving);
}

#[test]
fn breakpoints_name_the_cells_of_every_size() {
    let mut a = on_board(SIXTEEN, Strategy::Propagate);
    let shape = givens(&a).shape();
    // An empty cell past row 9, by its name: `r12c3`.
    let cell = (9 * 16..256).find(|&c| givens(&a).get(c) == 0).unwrap();
    let name = shape.cell_name(cell);
    a.handle(Action::Solve(SolveKey::Breakpoints));
    assert!(matches!(a.overlays.last(), Some(Overlay::Breaks(_))));
    a.handle(Action::Overlay(OverlayKey::BreakCell));
    type_in(&mut a, "r17c1");
    a.handle(Action::Overlay(OverlayKey::Submit));
    assert!(!a.overlays.is_empty(), "a cell the size lacks is refused");
    for _ in 0..5 {
        a.handle(Action::Overlay(OverlayKey::InputBackspace));
    }
    // A given never changes.
    type_in(&mut a, "r1c5");
    a.handle(Action::Overlay(OverlayKey::Submit));
    assert!(!a.overlays.is_empty(), "a given is refused");
    for _ in 0..4 {
        a.handle(Action::Overlay(OverlayKey::InputBackspace));
    }
    type_in(&mut a, &name);
    a.handle(Action::Overlay(OverlayKey::Submit));
    assert!(a.overlays.is_empty());
    assert_eq!(a.message, Some(format!("Breakpoints: {name}")));
    a.speed = Speed::Max;
    a.handle(Action::Solve(SolveKey::Start));
    let t0 = a.now;
    for i in 0..10_000 {
        if a.state() != Progress::Solving {
            break;
        }
        let t = t0 + Duration::from_millis(i);
        a.tick(t, t + Duration::from_millis(50));
    }
    assert_eq!(a.state(), Progress::Paused);
    assert_eq!(a.message, Some(format!("Breakpoint: a change of {name}")));
    assert_eq!(
        run(&a).story().last().unwrap().event().cell(),
        Some(Spot::new(cell))
    );
    // The panel names it too.
    let s = screen(&mut a, 200, 50);
    assert!(s.contains(&format!("Breakpoints {name}")), "{s}");
}
