//! What the screen shows of the state: the grid's and the panel's views, built from the
//! editor and the run on screen, for the pure drawing in `ui`.

use std::time::Instant;

use ratatui::style::{Modifier, Style};
use sudoku_tui::grid::{Grid, CELLS};
use sudoku_tui::solve::Strategy;

use super::editor::Editor;
use super::pacing::Speed;
use super::run::{Run, State};
use super::status;
use crate::tui::ui::grid::GridView;
use crate::tui::ui::panel::PanelView;
use crate::tui::ui::theme;

/// The grid on screen: the puzzle while editing, the solver's grid during a solve.
pub fn shown_grid(editor: &Editor, run: Option<&Run>) -> Grid {
    run.map_or(editor.puzzle, |r| r.stepper.grid())
}

/// The puzzle the solve started from, or the edited one.
pub fn givens(editor: &Editor, run: Option<&Run>) -> Grid {
    run.map_or(editor.puzzle, |r| *r.stepper.puzzle())
}

pub fn state(run: Option<&Run>) -> State {
    run.map_or(State::Editing, Run::state)
}

/// What the grid shows at `now`.
pub fn grid(editor: &Editor, run: Option<&Run>, now: Instant, candidates: bool) -> GridView {
    let state = state(run);
    GridView {
        shown: shown_grid(editor, run),
        givens: givens(editor, run),
        // Clashes are for the editor: a solve starts only without them.
        clashing: match run {
            Some(_) => [false; CELLS],
            None => editor.clashing(),
        },
        deduced: run.map_or([false; CELLS], |r| r.deduced),
        cursor: (state == State::Editing).then_some(editor.cursor),
        current: run
            .and_then(|r| r.last)
            .and_then(|e| e.cell())
            .filter(|_| !state.is_final()),
        flash: run
            .and_then(|r| r.flash)
            .filter(|f| f.until > now)
            .map(|f| (f.cell, f.digit)),
        candidates,
    }
}

fn state_style(state: State) -> Style {
    match state {
        State::Editing => theme::title(),
        State::Solving => theme::warn(),
        State::Paused => theme::warn().add_modifier(Modifier::REVERSED),
        State::Solved => theme::good(),
        State::NoSolution => theme::bad(),
    }
}

/// The strategy of the run on screen (`t` after a solve picks the next one, and says
/// so), or the one the next solve uses.
fn strategy_label(run: Option<&Run>, next: Strategy) -> String {
    match run.map(Run::label) {
        Some(ran) if ran != next.name() => format!("{ran} (next: {})", next.name()),
        Some(ran) => ran.to_string(),
        None => next.name().to_string(),
    }
}

/// What the panel shows.
pub fn panel<'a>(
    editor: &'a Editor,
    run: Option<&'a Run>,
    strategy: Strategy,
    speed: Speed,
    message: Option<&'a str>,
) -> PanelView<'a> {
    let state = state(run);
    let summary = match state {
        State::Solved => Some(theme::good()),
        State::NoSolution => Some(theme::bad()),
        _ => None,
    };
    PanelView {
        file: editor.origin_label(),
        index: editor.source.index,
        count: editor.source.count(),
        edited: editor.dirty,
        strategy: strategy_label(run, strategy),
        speed: speed.label(),
        state: (state.label(), state_style(state)),
        last_step: run.and_then(|r| r.last).filter(|_| !state.is_final()),
        verdict: (state == State::Editing).then(|| editor.verdict.status()),
        stats: run.map(|r| *r.stepper.stats()).unwrap_or_default(),
        elapsed: run.map(|r| r.elapsed).unwrap_or_default(),
        summary: summary.zip(run).map(|(style, r)| (r.summary(), style)),
        solutions: status::solutions_line(&editor.verdict, run),
        message,
        depths: run.map(|r| &r.depths),
        depth_max: givens(editor, run).blanks().max(1) as u64,
        recording: None,
    }
}
