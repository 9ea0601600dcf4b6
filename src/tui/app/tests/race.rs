//! The race: every strategy at once on one clock, the keys on all boards together, the
//! places, the results, and the way back to the editor.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use super::*;
use crate::tui::app::binding::KeyMode;
use crate::tui::app::footer::{hints, Now};
use crate::tui::app::keymap::for_key;
use crate::tui::app::race::{Phase, Race};
use sudoku_engine::solve::Outcome;

/// The 17-clue sample: propagation alone solves it, mrv takes thousands of steps and
/// naive millions.
const SEVENTEEN: &str =
    ".................1....23......4...2...5...36...71......1..5.....3..6..8.94.......";

/// An app on `puzzle` (a file of that `name`) after R.
pub(super) fn racing_on(puzzle: &str, name: &str, speed: Speed) -> App {
    let p = Grid::from_line(puzzle).unwrap();
    let mut a = App::new(Source::single(p, name.into(), None), Strategy::Naive, speed);
    a.handle(Action::Solve(SolveKey::Race));
    a
}

fn racing(puzzle: &str, speed: Speed) -> App {
    let a = racing_on(puzzle, "p.txt", speed);
    assert!(a.racing().is_some(), "{:?}", a.message);
    a
}

fn race(a: &App) -> &Race {
    a.racing().and_then(Racing::nine).unwrap()
}

fn steps(a: &App) -> Vec<u64> {
    let r = race(a);
    (0..r.len())
        .map(|i| r.board(i).0.stepper().stats().steps)
        .collect()
}

#[test]
fn r_races_every_strategy_on_the_puzzle() {
    let mut a = app();
    a.handle(Action::Solve(SolveKey::Race));
    let r = race(&a);
    let names: Vec<Strategy> = (0..r.len())
        .map(|i| r.board(i).0.stepper().strategy())
        .collect();
    assert_eq!(names, Strategy::ALL);
    assert_eq!(r.puzzle(), a.editor.puzzle);
    assert_eq!(a.mode(), KeyMode::RaceRunning);
    assert!(a.animating());
    // R again: back to the editor, the puzzle as it was.
    let before = a.editor.puzzle;
    a.handle(Action::Solve(SolveKey::Race));
    assert!(a.racing().is_none());
    assert_eq!(a.mode(), KeyMode::Editing);
    assert_eq!(a.editor.puzzle, before);
}

#[test]
fn one_clock_the_same_steps_on_every_board() {
    let mut a = racing(SEVENTEEN, Speed::Rate(10));
    ticks(&mut a, Instant::now(), 30);
    // 17 givens: propagation has 64 digits to deduce, so nobody ends within 30 steps.
    let s = steps(&a);
    assert!(s.iter().all(|&n| n == s[0]), "{s:?}");
    assert!((29..=31).contains(&s[0]), "{s:?}");
    assert_eq!(race(&a).phase(), Phase::Running);
}

#[test]
fn space_n_speed_f_and_esc_work_on_all_boards() {
    let mut a = racing(BAEKJOON, Speed::Rate(10));
    a.handle(Action::Solve(SolveKey::PauseResume));
    assert_eq!(a.mode(), KeyMode::RacePaused);
    assert!(a.next_wake().is_none(), "paused: idle");
    a.handle(Action::Solve(SolveKey::Step));
    a.handle(Action::Solve(SolveKey::Step));
    assert_eq!(steps(&a), vec![2; Strategy::ALL.len()]);
    assert_eq!(a.mode(), KeyMode::RacePaused);
    a.handle(Action::Solve(SolveKey::Start));
    assert_eq!(a.mode(), KeyMode::RaceRunning);
    a.handle(Action::Solve(SolveKey::Faster));
    assert_eq!(a.speed, Speed::Rate(20));
    a.handle(Action::Solve(SolveKey::Slower));
    a.handle(Action::Solve(SolveKey::Slower));
    assert_eq!(a.speed, Speed::Rate(5));
    a.handle(Action::Solve(SolveKey::Finish));
    assert!(a.finishing());
    a.finish_now();
    assert_eq!(a.mode(), KeyMode::RaceOver);
    let r = race(&a);
    for i in 0..r.len() {
        assert_eq!(r.board(i).0.state(), Progress::Solved);
        assert_eq!(
            r.board(i).0.stepper().grid(),
            Grid::from_line(ANSWER).unwrap()
        );
    }
    a.handle(Action::Solve(SolveKey::Stop));
    assert!(a.racing().is_none());
    assert_eq!(a.mode(), KeyMode::Editing);
    assert_eq!(a.editor.puzzle, Grid::from_line(BAEKJOON).unwrap());
}

/// Every board counts as the single solve of its strategy does, alone on the puzzle.
#[test]
fn each_board_counts_as_its_strategy_alone() {
    let mut a = racing(SEVENTEEN, Speed::Max);
    a.handle(Action::Solve(SolveKey::Finish));
    a.finish_now();
    let r = race(&a);
    for (i, &s) in Strategy::ALL.iter().enumerate() {
        let mut alone = App::new(
            Source::single(Grid::from_line(SEVENTEEN).unwrap(), "p".into(), None),
            s,
            Speed::Max,
        );
        alone.handle(Action::Solve(SolveKey::Finish));
        alone.finish_now();
        let single = alone.run().unwrap();
        let board = r.board(i).0;
        assert_eq!(board.stepper().stats(), single.stepper().stats(), "{s}");
        assert_eq!(board.stepper().grid(), single.stepper().grid(), "{s}");
        let screen = screen(&mut alone, 100, 30);
        let placements = grouped(board.stepper().stats().placements);
        assert!(screen.contains(&format!("Placements  {placements}")), "{s}");
    }
    // 17 givens, no guess for propagation; mrv and naive had to choose.
    let res = r.results().unwrap();
    let guesses = |s: Strategy| {
        res.iter()
            .find(|o| o.1.strategy == s)
            .unwrap()
            .1
            .stats
            .guesses
    };
    assert_eq!(guesses(Strategy::Propagate), 0);
    assert!(guesses(Strategy::Mrv) > 0 && guesses(Strategy::Naive) > guesses(Strategy::Mrv));
}

fn grouped(n: u64) -> String {
    crate::tui::words::numbers::grouped(n)
}

/// The places of the 17-clue race, by steps: propagation and logic 65 each, mrv 69,495,
/// naive 9,425,073.
const SEVENTEEN_PLACES: [(usize, Strategy); 4] = [
    (1, Strategy::Propagate),
    (1, Strategy::Logic),
    (3, Strategy::Mrv),
    (4, Strategy::Naive),
];

/// A race's results: each board's place and strategy, first place first.
fn places(a: &App) -> Vec<(usize, Strategy)> {
    let res = race(a).results().expect("the race is over");
    res.iter().map(|o| (o.0, o.1.strategy)).collect()
}

#[test]
fn boards_end_in_order_of_steps_at_a_set_speed_and_stay() {
    let mut a = racing(SEVENTEEN, Speed::Rate(100_000));
    let t0 = Instant::now();
    // A second at 100k steps/s: propagation and logic (65 steps each, sharing the first
    // place) and mrv (69,495, third) end, naive (9,425,073) goes on.
    for i in 0..=10 {
        let t = t0 + Duration::from_millis(100 * i);
        a.tick(t, t + Duration::from_secs(5));
    }
    let r = race(&a);
    let place = |i: usize| r.board(i).1.place;
    assert_eq!(
        (place(2), place(3), place(1), place(0)),
        (Some(1), Some(1), Some(3), None)
    );
    assert_eq!(
        r.board(2).0.stepper().stats().steps,
        65,
        "the board stays as it ended"
    );
    assert_eq!(r.phase(), Phase::Running);
    assert!(
        r.results().is_none(),
        "no results before every board has ended"
    );
    a.finish_now();
    let res = race(&a).results().unwrap();
    assert_eq!(places(&a), SEVENTEEN_PLACES);
    assert!(res
        .iter()
        .all(|o| o.1.outcome == Some(Outcome::Solved) && o.1.time > Duration::ZERO));
}

/// Flat out, the boards keep to one clock of steps too: placed as at a set speed, by
/// their steps, not by the time each took (logic's steps cost more than propagation's).
#[test]
fn boards_are_placed_by_their_steps_flat_out_as_at_a_set_speed() {
    for finish in [false, true] {
        let speed = if finish { Speed::Rate(10) } else { Speed::Max };
        let mut a = racing(SEVENTEEN, speed);
        if finish {
            a.handle(Action::Solve(SolveKey::Finish));
        }
        let mut t = a.now;
        while race(&a).phase() != Phase::Over {
            t += Duration::from_millis(100);
            a.tick(t, Instant::now() + Duration::from_millis(50));
        }
        assert_eq!(places(&a), SEVENTEEN_PLACES, "finish: {finish}");
    }
}

#[test]
fn boards_that_end_together_share_a_place() {
    // Solved already but for one cell: every strategy places it and ends in 2 steps.
    let mut p = Grid::from_line(ANSWER).unwrap();
    p.set(0, 0);
    let mut a = racing(&p.to_line(), Speed::Rate(10));
    a.handle(Action::Solve(SolveKey::Step));
    a.handle(Action::Solve(SolveKey::Step));
    let res = race(&a).results().unwrap();
    assert!(
        res.iter().all(|o| o.0 == 1 && o.1.stats.steps == 2),
        "{res:?}"
    );
}

#[test]
fn enter_races_again_once_over() {
    let mut a = racing(BAEKJOON, Speed::Rate(10));
    a.finish_now();
    assert_eq!(a.mode(), KeyMode::RaceOver);
    a.handle(Action::Solve(SolveKey::Start));
    assert_eq!(a.mode(), KeyMode::RaceRunning);
    assert_eq!(steps(&a), vec![0; Strategy::ALL.len()]);
}

#[test]
fn edits_wait_for_the_editor() {
    let mut a = racing(BAEKJOON, Speed::Rate(10));
    let before = a.editor.puzzle;
    for action in [
        Action::Edit(EditKey::Digit(5)),
        Action::Edit(EditKey::Undo),
        Action::Edit(EditKey::Open),
        Action::Edit(EditKey::Save),
    ] {
        a.handle(action);
        assert_eq!(a.message.as_deref(), Some("Esc returns to the editor"));
        assert!(a.overlays.is_empty());
    }
    a.paste(ANSWER);
    a.handle(Action::Edit(EditKey::CycleStrategy));
    assert_eq!(a.strategy, Strategy::Naive);
    assert_eq!(a.editor.puzzle, before);
    // Help and candidates work as anywhere.
    a.handle(Action::App(AppKey::ToggleCandidates));
    assert!(!a.show_candidates);
    a.handle(Action::App(AppKey::Help));
    assert_eq!(a.mode(), KeyMode::Help);
}

#[test]
fn clashing_givens_keep_the_editor() {
    // Two 5s in box 5.
    let clash = format!("{}5{}5{}", ".".repeat(32), ".".repeat(7), ".".repeat(40));
    let a = racing_on(&clash, "clash.txt", Speed::Rate(10));
    assert!(a.racing().is_none());
    assert_eq!(a.mode(), KeyMode::Editing);
    assert!(a.message.as_deref().unwrap().starts_with("Clashing givens"));
}

#[test]
fn ctrl_c_quits_at_once_during_a_race() {
    let mut a = app();
    a.editor.cursor = 1;
    a.handle(Action::Edit(EditKey::Digit(4)));
    assert!(a.editor.dirty);
    a.handle(Action::Solve(SolveKey::Race));
    let effect = a.handle(Action::App(AppKey::Interrupt));
    assert_eq!(effect, Some(Effect::Quit), "no question during a race");
}

#[test]
fn tab_shows_the_boards_that_do_not_fit() {
    let mut a = racing(SEVENTEEN, Speed::Rate(10));
    let s = screen(&mut a, 60, 18);
    assert!(
        s.contains("1 of 4 boards shown  Tab shows the others"),
        "{s}"
    );
    assert!(s.contains("naive") && !s.contains("mrv"), "{s}");
    a.handle(Action::Solve(SolveKey::NextBoards));
    let s = screen(&mut a, 60, 18);
    assert!(s.contains("mrv") && !s.contains("naive"), "{s}");
    a.handle(Action::Solve(SolveKey::NextBoards));
    let s = screen(&mut a, 60, 18);
    assert!(s.contains("propagate") && !s.contains("mrv"), "{s}");
    a.handle(Action::Solve(SolveKey::NextBoards));
    let s = screen(&mut a, 60, 18);
    assert!(s.contains("logic") && !s.contains("propagate"), "{s}");
    a.handle(Action::Solve(SolveKey::NextBoards));
    let s = screen(&mut a, 60, 18);
    assert!(s.contains("naive"), "round again: {s}");
    // All on screen: Tab says so.
    screen(&mut a, 90, 24);
    a.handle(Action::Solve(SolveKey::NextBoards));
    assert_eq!(a.message.as_deref(), Some("Every board is on screen"));
}

#[test]
fn race_keys_in_the_key_table() {
    let none = KeyModifiers::NONE;
    let key = |c| KeyEvent::new(c, none);
    for mode in [KeyMode::RaceRunning, KeyMode::RacePaused, KeyMode::RaceOver] {
        assert_eq!(
            for_key(mode, key(KeyCode::Tab)),
            Some(Action::Solve(SolveKey::NextBoards))
        );
        assert_eq!(
            for_key(mode, key(KeyCode::Char('R'))),
            Some(Action::Solve(SolveKey::Race))
        );
        assert_eq!(
            for_key(mode, key(KeyCode::Esc)),
            Some(Action::Solve(SolveKey::Stop))
        );
        assert_eq!(
            for_key(mode, key(KeyCode::Char('f'))),
            Some(Action::Solve(SolveKey::Finish))
        );
    }
    assert_eq!(
        for_key(KeyMode::RaceRunning, key(KeyCode::Char(' '))),
        Some(Action::Solve(SolveKey::PauseResume))
    );
    assert_eq!(for_key(KeyMode::RaceOver, key(KeyCode::Char(' '))), None);
    assert_eq!(
        for_key(KeyMode::Editing, key(KeyCode::Char('R'))),
        Some(Action::Solve(SolveKey::Race))
    );
    assert_eq!(for_key(KeyMode::Editing, key(KeyCode::Tab)), None);
    // Tab is offered when some boards are off screen.
    let all = Now::default();
    let hidden = Now {
        boards_hidden: true,
        ..Now::default()
    };
    let words = |mode, now| -> Vec<&str> { hints(mode, now).iter().map(|h| h.1).collect() };
    assert_eq!(
        words(KeyMode::RaceRunning, &all),
        ["pause", "step", "speed", "finish", "stop", "help", "quit"]
    );
    assert_eq!(
        words(KeyMode::RacePaused, &hidden),
        ["resume", "step", "back", "finish", "boards", "stop", "speed", "help", "quit"]
    );
    assert_eq!(hints(KeyMode::RaceRunning, &hidden)[4], ("Tab", "boards"));
    assert_eq!(
        words(KeyMode::RaceOver, &all),
        ["editor", "back", "again", "help", "quit"]
    );
}

#[test]
fn b_takes_every_board_one_step_back_on_the_race_clock() {
    let mut a = racing(SEVENTEEN, Speed::Rate(10));
    for _ in 0..70 {
        a.handle(Action::Solve(SolveKey::Step));
    }
    // Propagation and logic ended at step 65 with the first place; the others are at
    // step 70.
    assert_eq!(steps(&a), [70, 70, 65, 65]);
    assert_eq!(race(&a).board(2).1.place, Some(1));
    assert_eq!(race(&a).board(3).1.place, Some(1));
    let at = |a: &App| -> Vec<u64> {
        (0..race(a).len())
            .map(|i| race(a).board(i).0.position())
            .collect()
    };
    a.handle(Action::Solve(SolveKey::StepBack));
    assert_eq!(
        at(&a),
        [69, 69, 65, 65],
        "the ended boards stay as they ended"
    );
    assert_eq!(race(&a).phase(), Phase::Paused);
    assert_eq!(race(&a).board(2).1.place, Some(1));
    assert_eq!(race(&a).board(3).1.place, Some(1));
    for _ in 0..5 {
        a.handle(Action::Solve(SolveKey::StepBack));
    }
    assert_eq!(
        at(&a),
        [64, 64, 64, 64],
        "back past their end, they go on again"
    );
    assert_eq!(race(&a).board(2).1.place, None);
    assert_eq!(race(&a).board(3).1.place, None);
    // Forward again: each board shows what it showed the first time.
    let mut first = racing(SEVENTEEN, Speed::Rate(10));
    for _ in 0..64 {
        first.handle(Action::Solve(SolveKey::Step));
    }
    for i in 0..race(&a).len() {
        assert_eq!(
            race(&a).board(i).0.stepper(),
            race(&first).board(i).0.stepper()
        );
    }
    a.handle(Action::Solve(SolveKey::Step));
    first.handle(Action::Solve(SolveKey::Step));
    assert_eq!(at(&a), at(&first));
    // At the very start there is nothing to go back to.
    let mut fresh = racing(SEVENTEEN, Speed::Rate(10));
    fresh.handle(Action::Solve(SolveKey::StepBack));
    assert_eq!(fresh.message.as_deref(), Some("At the start of the race"));
}

/// On screen, a paused race offers `b`, which takes every board back a step; so does a
/// race that is over.
#[test]
fn the_race_footer_offers_b_where_it_works() {
    let mut a = racing(SEVENTEEN, Speed::Rate(10));
    a.handle(Action::Solve(SolveKey::Step));
    assert_eq!(a.mode(), KeyMode::RacePaused);
    let footer = screen(&mut a, 120, 40).lines().last().unwrap().to_string();
    assert!(footer.contains("  b back  "), "{footer}");
    assert_eq!(
        for_key(a.mode(), KeyEvent::from(KeyCode::Char('b'))),
        Some(Action::Solve(SolveKey::StepBack))
    );
    a.handle(Action::Solve(SolveKey::StepBack));
    assert_eq!(steps(&a), [0; Strategy::ALL.len()]);
    let mut a = racing(BAEKJOON, Speed::Rate(10));
    a.finish_now();
    assert_eq!(a.mode(), KeyMode::RaceOver);
    let footer = screen(&mut a, 120, 40).lines().last().unwrap().to_string();
    assert!(
        footer.starts_with(" Esc editor  b back  Enter again"),
        "{footer}"
    );
}
