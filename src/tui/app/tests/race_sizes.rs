//! The race on grids of other sizes, key by key on the state: every strategy that
//! searches the grid races (logic sits out, saying why), the solve keys work on every
//! board, each board ends with its place and the counts of its strategy's own solve, the
//! results gain the wasted steps, Tab, the map, Enter again, and Esc back to the editor
//! with the grid as it was.

use sudoku_engine::board::Board;
use sudoku_engine::solve::{AnyShape, StepError};

use super::sized_solve::{on_board, FOUR, FOUR_BACKS};
use super::*;
use crate::tui::app::binding::KeyMode;
use crate::tui::app::overlays::Overlay;
use crate::tui::app::race::{Phase, Race};

/// A 16x16 puzzle with one solution that every strategy ends quickly even in a debug
/// build: the first of tests/fixtures/any/unique_16.txt with its last eight rows filled
/// in (naive takes 1,288 steps, mrv 166, propagate 80).
pub(super) const SIXTEEN_EASY: &str = "....6......E..FG379C...F.........DE...5...4G........1..D.....385..3..1.B.2.F...D.6BDA..2G...F.EC..A.F..4.D....9.9..E3.D.6.A5.247A8634DC95FG17B2EE9715A23BCD46FG8FB54E6G7A328D9C1CGD2B8F19E76453AGE8A94B6C13257DF13C9D2A8FB57GE64B547GF3ED68A9C12DF26C7154GE98AB3";

/// The strategies that search a grid of another size than 9x9.
fn any_size_strategies() -> Vec<Strategy> {
    Strategy::ALL
        .into_iter()
        .filter(|&s| s != Strategy::Logic)
        .collect()
}

/// The app on `puzzle` after R.
pub(super) fn racing_board(puzzle: &str, speed: Speed) -> App {
    let mut a = on_board(puzzle, Strategy::Naive);
    a.speed = speed;
    a.handle(Action::Solve(SolveKey::Race));
    assert!(a.racing().is_some(), "{:?}", a.message);
    a
}

fn race(a: &App) -> &Race<AnyShape> {
    a.racing()
        .and_then(Racing::any)
        .expect("a race of another size")
}

fn steps(a: &App) -> Vec<u64> {
    race(a)
        .runs_iter()
        .map(|r| r.stepper().stats().steps)
        .collect()
}

/// Ticks a second of the race's clock at a time until it is over.
pub(super) fn run_to_the_end(a: &mut App) {
    let mut t = a.now;
    for _ in 0..100_000 {
        if race(a).phase() == Phase::Over {
            return;
        }
        t += Duration::from_secs(1);
        a.tick(t, Instant::now() + Duration::from_millis(50));
    }
    panic!("the race did not end");
}

/// The counts of `strategy`'s own solve of `puzzle`, and the grid it ends on.
fn alone(puzzle: &str, strategy: Strategy) -> (sudoku_engine::solve::Stats, Board) {
    let mut a = on_board(puzzle, strategy);
    a.handle(Action::Solve(SolveKey::Finish));
    a.finish_now();
    let run = a.sized().unwrap().stage.first().unwrap();
    (*run.stepper().stats(), run.stepper().to_board())
}

#[test]
fn r_races_every_strategy_that_searches_a_4x4_grid_and_logic_sits_out() {
    let mut a = on_board(FOUR_BACKS, Strategy::Naive);
    let before = a.sized().unwrap().board.clone();
    a.handle(Action::Solve(SolveKey::Race));
    let r = race(&a);
    let names: Vec<Strategy> = r.runs_iter().map(|r| r.stepper().strategy()).collect();
    assert_eq!(names, any_size_strategies());
    assert_eq!(
        r.sitting_out(),
        [(Strategy::Logic, StepError::LogicNeedsNine { side: 4 })]
    );
    for run in r.runs_iter() {
        assert_eq!(run.stepper().puzzle(), &before);
    }
    assert_eq!(a.mode(), KeyMode::RaceRunning);
    assert!(a.animating());
    // R again: back to the editor of the 4x4 grid, as it was.
    a.handle(Action::Solve(SolveKey::Race));
    assert!(a.racing().is_none());
    assert_eq!(a.mode(), KeyMode::Editing);
    assert_eq!(a.sized().unwrap().board, before);
    assert!(a.sized().unwrap().stage.first().is_none());
}

#[test]
fn every_4x4_board_ends_placed_with_the_counts_of_its_own_solve() {
    let mut a = racing_board(FOUR_BACKS, Speed::Rate(10));
    run_to_the_end(&mut a);
    let r = race(&a);
    for (i, run) in r.runs_iter().enumerate() {
        let s = run.stepper().strategy();
        let (stats, grid) = alone(FOUR_BACKS, s);
        assert_eq!(run.stepper().stats(), &stats, "{s}");
        assert_eq!(run.stepper().to_board(), grid, "{s}");
        assert_eq!(run.state(), Progress::Solved, "{s}");
        assert!(r.board(i).1.place.is_some(), "{s}");
    }
    // At a set speed the fewest steps come first: mrv and propagate both end in 12 and
    // share the first place, naive needs 46.
    let places: Vec<(Strategy, usize)> = r
        .results()
        .unwrap()
        .into_iter()
        .map(|(p, row)| (row.strategy, p))
        .collect();
    assert_eq!(
        places,
        [
            (Strategy::Mrv, 1),
            (Strategy::Propagate, 1),
            (Strategy::Naive, 3)
        ]
    );
    assert_eq!(a.mode(), KeyMode::RaceOver);
}

#[test]
fn the_solve_keys_work_on_every_4x4_board_and_esc_gives_the_grid_back() {
    let mut a = racing_board(FOUR_BACKS, Speed::Rate(10));
    let before = a.sized().unwrap().board.clone();
    a.handle(Action::Solve(SolveKey::PauseResume));
    assert_eq!(a.mode(), KeyMode::RacePaused);
    assert!(a.next_wake().is_none(), "paused: idle");
    a.handle(Action::Solve(SolveKey::Step));
    a.handle(Action::Solve(SolveKey::Step));
    assert_eq!(steps(&a), [2, 2, 2]);
    a.handle(Action::Solve(SolveKey::StepBack));
    assert_eq!(steps(&a), [1, 1, 1]);
    a.handle(Action::Solve(SolveKey::Faster));
    assert_eq!(a.speed, Speed::Rate(20));
    a.handle(Action::Solve(SolveKey::Slower));
    assert_eq!(a.speed, Speed::Rate(10));
    // Edits wait for the editor.
    a.handle(Action::Edit(EditKey::Digit(1)));
    assert_eq!(a.message.as_deref(), Some("Esc returns to the editor"));
    assert_eq!(a.sized().unwrap().board, before);
    a.handle(Action::Solve(SolveKey::Start));
    assert_eq!(a.mode(), KeyMode::RaceRunning);
    a.handle(Action::Solve(SolveKey::Finish));
    assert!(a.finishing());
    a.finish_now();
    assert_eq!(a.mode(), KeyMode::RaceOver);
    let solved = |a: &App| race(a).runs_iter().all(|r| r.state() == Progress::Solved);
    assert!(solved(&a));
    // Enter: the race again, from the start.
    a.handle(Action::Solve(SolveKey::Start));
    assert_eq!(steps(&a), [0, 0, 0]);
    assert_eq!(a.mode(), KeyMode::RaceRunning);
    assert!(race(&a).results().is_none());
    a.handle(Action::Solve(SolveKey::Stop));
    assert!(a.racing().is_none());
    assert_eq!(a.mode(), KeyMode::Editing);
    assert_eq!(a.sized().unwrap().board, before);
    assert_eq!(
        a.message.as_deref(),
        Some("Back to the editor: the puzzle is as it was")
    );
}

#[test]
fn a_4x4_race_over_says_what_each_board_wasted() {
    let mut a = racing_board(FOUR_BACKS, Speed::Max);
    a.handle(Action::Solve(SolveKey::Finish));
    a.finish_now();
    for _ in 0..10_000 {
        if !a.sights_behind() {
            break;
        }
        let now = Instant::now();
        a.tick(now, now + Duration::from_millis(50));
    }
    let wasted: Vec<(Strategy, Option<u64>)> = race(&a)
        .results()
        .unwrap()
        .into_iter()
        .map(|(_, row)| (row.strategy, row.wasted))
        .collect();
    // What `solve --tree --stats` says of each (`wasted=`): naive's 46 steps waste 34.
    for (s, w) in wasted {
        let want = if s == Strategy::Naive { 34 } else { 0 };
        assert_eq!(w, Some(want), "{s}");
    }
}

#[test]
fn clashing_givens_are_refused_before_the_race() {
    // Two 1s in the first row.
    let mut a = on_board("11..............", Strategy::Naive);
    a.handle(Action::Solve(SolveKey::Race));
    assert!(a.racing().is_none());
    let m = a.message.clone().unwrap();
    assert!(m.starts_with("Clashing givens, fix them first"), "{m}");
}

#[test]
fn a_16x16_race_runs_every_board_to_its_end_and_its_place() {
    let mut a = racing_board(SIXTEEN_EASY, Speed::Rate(1_000_000_000));
    assert_eq!(
        race(&a).sitting_out(),
        [(Strategy::Logic, StepError::LogicNeedsNine { side: 16 })]
    );
    run_to_the_end(&mut a);
    let r = race(&a);
    let results = r.results().unwrap();
    let places: Vec<(usize, Strategy)> =
        results.iter().map(|(p, row)| (*p, row.strategy)).collect();
    assert_eq!(
        places,
        [
            (1, Strategy::Propagate),
            (2, Strategy::Mrv),
            (3, Strategy::Naive)
        ]
    );
    for run in r.runs_iter() {
        let s = run.stepper().strategy();
        let (stats, grid) = alone(SIXTEEN_EASY, s);
        assert_eq!(run.stepper().stats(), &stats, "{s}");
        assert_eq!(run.stepper().to_board(), grid, "{s}");
        let row = &results.iter().find(|(_, row)| row.strategy == s).unwrap().1;
        assert_eq!(row.stats, stats, "{s}");
    }
}

#[test]
fn tab_shows_the_16x16_boards_that_do_not_fit() {
    let mut a = racing_board(SIXTEEN_EASY, Speed::Rate(10));
    a.handle(Action::Solve(SolveKey::PauseResume));
    // Three compact boards side by side in 200x50.
    let s = screen(&mut a, 200, 50);
    assert!(
        ["naive", "mrv", "propagate"].iter().all(|n| s.contains(n)),
        "{s}"
    );
    a.handle(Action::Solve(SolveKey::NextBoards));
    assert_eq!(a.message.as_deref(), Some("Every board is on screen"));
    // Two of them in 60x40: Tab goes on to the third.
    let s = screen(&mut a, 60, 40);
    assert!(s.contains("2 of 3 boards shown"), "{s}");
    assert!(
        s.contains("naive") && s.contains("mrv") && !s.contains("propagate"),
        "{s}"
    );
    a.handle(Action::Solve(SolveKey::NextBoards));
    let s = screen(&mut a, 60, 40);
    assert!(s.contains("propagate") && !s.contains("mrv"), "{s}");
}

#[test]
fn m_maps_every_board_of_a_4x4_race() {
    let mut a = racing_board(FOUR_BACKS, Speed::Rate(10));
    a.handle(Action::Solve(SolveKey::Finish));
    a.finish_now();
    a.handle(Action::Solve(SolveKey::Map));
    settle(&mut a);
    let Some(Overlay::Map(m)) = a.overlays.last() else {
        panic!("the map is not open");
    };
    let labels: Vec<&str> = m.tracks.iter().map(|t| t.label.as_str()).collect();
    assert_eq!(labels, ["naive", "mrv", "propagate"]);
    let four = sudoku_engine::shape::Shape::new(2, 2).unwrap();
    assert!(m.tracks.iter().all(|t| t.shape == four));
    a.handle(Action::Overlay(OverlayKey::Close));
    assert!(a.overlays.is_empty());
    assert_eq!(a.mode(), KeyMode::RaceOver);
}

#[test]
fn the_race_starts_from_the_command_line_at_every_size() {
    // As `--race` does: the grid opened, then the race.
    let mut a = on_board(FOUR, Strategy::Naive);
    assert!(a.start_race());
    assert_eq!(race(&a).len(), 3);
}

#[test]
fn in_a_race_every_edit_waits_for_the_editor_a_digit_above_nine_and_the_hint_too() {
    let mut a = racing_board(SIXTEEN_EASY, Speed::Rate(10));
    let before = a.sized().unwrap().board.clone();
    for action in [
        Action::Edit(EditKey::BigDigit),
        Action::Edit(EditKey::Hint),
        Action::Edit(EditKey::ClearAll),
        Action::Edit(EditKey::Generate),
    ] {
        a.handle(action);
        assert_eq!(
            a.message.as_deref(),
            Some("Esc returns to the editor"),
            "{action:?}"
        );
        assert!(a.overlays.is_empty(), "{action:?}");
    }
    // No digit box opened by `#`, whose letter would have written into the grid under
    // the race.
    assert_eq!(a.sized().unwrap().board, before);
    assert!(a.racing().is_some());
}
