//! The app's behaviour, action by action, and what it draws.

/// Snapshots live in src/tui/snapshots, named after the test (the
/// screens' tests, and those of the dialogs), or by the name given.
macro_rules! snap {
    ($($e:expr),+) => {
        insta::with_settings!({
            snapshot_path => "../../snapshots",
            prepend_module_to_snapshot => false,
        }, {
            insta::assert_snapshot!($($e),+)
        })
    };
}

mod after_finish;
mod breaks;
mod deep_map;
mod editing;
mod estimate;
mod explain;
mod generate_sizes;
mod going;
mod help_pause;
mod hint;
mod hint_grid;
mod keymap;
mod layout;
mod map;
mod narrow;
mod new_puzzles;
mod next_solution;
mod pacing;
mod panel_rate;
mod picker_reading;
mod race;
mod race_breaks;
mod race_map;
mod race_screens;
mod race_sizes;
mod race_sizes_screens;
mod race_wasted;
mod saving;
mod saving_solutions;
mod screens;
mod sized_hint;
mod sized_keys;
mod sized_map;
mod sized_solve;
mod sized_solve_screens;
mod sizes;
mod sizes_screens;
mod solving;
mod stack;
mod steady;
mod styles;
mod technique;
mod truth;
mod words;

use std::time::{Duration, Instant};

use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::Terminal;
use sudoku_engine::grid::Grid;
use sudoku_engine::solve::fast::Status;
use sudoku_engine::solve::{Event, Explained, Strategy};

use super::*;
use crate::tui::files::Source;

const BAEKJOON: &str =
    "103000509002109400000704000300502006060000050700803004000401000009205800804000107";
const ANSWER: &str =
    "143628579572139468986754231391542786468917352725863914237481695619275843854396127";

fn app() -> App {
    App::new(Source::builtin(), Strategy::Naive, Speed::Rate(10))
}

/// A puzzle without a solution: r1c9 can hold nothing but 9, which r6c9 holds.
fn unsolvable(name: &str) -> Source {
    let mut p = Grid::empty();
    for (i, d) in (1..=8u8).enumerate() {
        p.set(i, d);
    }
    p.set(9 * 5 + 8, 9);
    Source::single(p, name.into(), None)
}

/// Fixes the elapsed time so that snapshots do not depend on the machine.
fn freeze(app: &mut App, ms: u64) {
    if let Some(r) = app.nine.first_mut() {
        r.elapsed = Duration::from_millis(ms);
    }
}

fn keys(app: &mut App, actions: &[Action]) {
    for &a in actions {
        app.handle(a);
    }
}

/// Draws the app on a test terminal and returns the buffer.
fn draw(app: &mut App, w: u16, h: u16) -> Buffer {
    app.area = Rect::new(0, 0, w, h);
    let mut t = Terminal::new(TestBackend::new(w, h)).unwrap();
    t.draw(|f| f.render_widget(&*app, f.area())).unwrap();
    t.backend().buffer().clone()
}

/// The text of a drawn screen, without trailing blanks.
fn text(buf: &Buffer) -> String {
    let mut out = String::new();
    for y in 0..buf.area.height {
        let mut line = String::new();
        for x in 0..buf.area.width {
            line.push_str(buf[(x, y)].symbol());
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

/// Ticks ten times a second from `t0` for `tenths` tenths of a second, each tick with a
/// second to spare.
fn ticks(app: &mut App, t0: Instant, tenths: u64) {
    for i in 0..=tenths {
        let t = t0 + Duration::from_millis(100 * i);
        app.tick(t, t + Duration::from_secs(1));
    }
}

/// Types `text` into the entry or prompt that is open.
fn type_in(app: &mut App, text: &str) {
    for c in text.chars() {
        app.handle(Action::Overlay(OverlayKey::Input(c)));
    }
}

fn screen(app: &mut App, w: u16, h: u16) -> String {
    text(&draw(app, w, h))
}

/// Puzzle 1 of top95: propagate guesses, forces, and undoes what a wrong guess forced.
pub(super) const HARD: &str =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

/// puzzles/no-solution.txt: no clash, yet no solution.
pub(super) const NO_SOLUTION: &str =
    "..9.287..8.6..4..5..3.....46.........2.71345.........23.....5..9..4..8.7..125.3..";

pub(super) fn on(puzzle: &str, strategy: Strategy) -> App {
    let p = Grid::from_line(puzzle).unwrap();
    App::new(
        Source::single(p, "p.txt".into(), None),
        strategy,
        Speed::Rate(10),
    )
}

/// Steps by hand until the last step is what `want` says (a paused solve).
pub(super) fn step_until(a: &mut App, want: impl Fn(&Explained) -> bool) {
    for _ in 0..100_000 {
        a.handle(Action::Solve(SolveKey::Step));
        if a.run().unwrap().story().last().is_some_and(|e| want(&e)) {
            return;
        }
    }
    panic!("no such step");
}

/// Ticks until every tree stands at the step its run shows.
fn settle(a: &mut App) {
    let mut t = a.now;
    while a.sights_behind() {
        t += Duration::from_millis(100);
        a.tick(t, Instant::now() + Duration::from_millis(50));
    }
}

/// The figure of hindsight's `Wasted` line (`8,204,113`).
fn wasted_figure(a: &App) -> String {
    let full = a.hindsight_lines();
    full[0].split_whitespace().nth(1).unwrap().to_string()
}
