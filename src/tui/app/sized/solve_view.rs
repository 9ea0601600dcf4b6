//! The screen of a grid of another size during a solve: the search's grid (its digits,
//! those it deduced, the cell of the last step, the digits it took back lately and the
//! culprit of the latest take-back, as at 9×9), the solve panel and the footer. What
//! the run tells is read through the views the 9×9 screen uses (`view.rs`): its step,
//! its state, its stack.

use std::time::Instant;

use ratatui::buffer::Buffer;
use ratatui::widgets::{Paragraph, Widget, Wrap};
use sudoku_engine::board::Board;
use sudoku_engine::shape::Spot;
use sudoku_engine::solve::{AnyShape, Explained};

use super::Sized;
use crate::tui::app::run::{Progress, Run};
use crate::tui::app::view;
use crate::tui::app::App;
use crate::tui::files::boards::{a_size_name, size_name};
use crate::tui::shown::Fade;
use crate::tui::ui::board::solve_panel::{self, SolvePanel};
use crate::tui::ui::board::{BoardScreen, BoardView, Trail};
use crate::tui::ui::panel::SolveCounts;
use crate::tui::ui::theme;
use crate::tui::ui::why::{step_label_in, undo_label_in, why_text_in};
use crate::tui::words::numbers::grouped;

/// What the grid of the search of `run` on `givens` shows at `now` (of a solve, or of a
/// board of a race).
pub fn grid(
    givens: &Board,
    run: &Run<AnyShape>,
    now: Instant,
    candidates: bool,
) -> (BoardView, Trail) {
    let st = run.stepper();
    let cells = st.shape().cells();
    let step = view::step(run);
    let mut taken_back = vec![None; cells];
    run.recent().shown_in(now, &mut taken_back);
    if let Some(Explained::Retract { cell, digit, .. } | Explained::Undo { cell, digit, .. }) =
        step.as_ref().map(|s| s.event)
    {
        taken_back[cell.index()] = Some((digit, Fade::Fresh));
    }
    let board = BoardView {
        shown: st.to_board(),
        givens: givens.clone(),
        clashing: Vec::new(),
        cursor: None,
        candidates,
        told: None,
        pencil: None,
    };
    let trail = Trail {
        deduced: st.view().deduced_list(),
        current: step
            .as_ref()
            .and_then(|s| s.event.event().cell())
            .map(Spot::index),
        taken_back,
        culprit: step
            .as_ref()
            .and_then(|s| s.why.as_ref())
            .and_then(|w| w.why.cell())
            .map(Spot::index),
    };
    (board, trail)
}

/// What the panel shows.
pub fn panel<'a>(app: &'a App, s: &Sized, run: &Run<AnyShape>) -> SolvePanel<'a> {
    let shape = s.shape();
    let state = run.state();
    let step = view::step(run);
    let st = *run.stepper().stats();
    let summary = match state {
        Progress::Solved => Some((run.summary(), theme::good())),
        Progress::NoSolution => Some((run.summary(), theme::bad())),
        _ => None,
    };
    // Past the first solution, or where the board has more: which one this is, and
    // whether N finds another.
    let more = state == Progress::Solved && s.more_solutions(&app.counts);
    let solutions = match state {
        _ if st.solutions == 0 || (st.solutions == 1 && state == Progress::Solved && !more) => None,
        Progress::Solved => Some(format!(
            "Solution {}{}",
            grouped(st.solutions),
            if more { " (N: next)" } else { ", the last" }
        )),
        Progress::Solving | Progress::Paused => Some(format!(
            "Searching for solution {}…",
            grouped(st.solutions + 1)
        )),
        Progress::Editing | Progress::NoSolution => None,
    };
    SolvePanel {
        title: format!("Solving {} grid", a_size_name(shape)),
        size: format!(
            "{} (boxes {}x{})",
            size_name(shape),
            shape.box_rows(),
            shape.box_cols()
        ),
        file: s.origin_label().to_string(),
        strategy: view::strategy_label(Some(run), app.strategy),
        speed: app.speed.label(),
        state: (state.label(), view::state_style(state)),
        step: step.as_ref().and_then(|v| step_label_in(v, shape, false)),
        undoing: step
            .as_ref()
            .and_then(|v| v.undoing)
            .map(|u| undo_label_in(&u, shape)),
        why: step
            .as_ref()
            .and_then(|v| v.why.as_ref())
            .map(|w| why_text_in(w, shape)),
        breakpoints: s.stage.breakpoints().describe_in(shape),
        stats: st,
        elapsed: run.elapsed,
        solve: SolveCounts {
            step: run.position(),
            per_second: run.per_second(),
            behind: run.behind(),
        },
        hindsight: app.hindsight_lines(),
        summary,
        solutions,
        message: app.message.as_deref(),
        recording: app.recording,
        stack: (!state.is_final()).then(|| {
            let mut v = view::stack(run);
            v.doomed = app.doomed_choices().unwrap_or_default();
            v.scroll = app.stack_scroll;
            v
        }),
    }
}

/// Draws the grid and the panel where `screen` puts them.
pub fn draw(app: &App, s: &Sized, run: &Run<AnyShape>, screen: &BoardScreen, buf: &mut Buffer) {
    let (board, trail) = grid(&s.board, run, app.now, app.show_candidates);
    crate::tui::ui::board::draw_solving(&board, &trail, screen.grid, screen.size, buf);
    let v = panel(app, s, run);
    if screen.brief {
        Paragraph::new(solve_panel::brief_lines(&v, screen.panel.width.into()))
            .wrap(Wrap { trim: false })
            .render(screen.panel, buf);
    } else {
        solve_panel::draw(&v, screen.panel, buf);
    }
}
