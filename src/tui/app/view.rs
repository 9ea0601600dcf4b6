//! What the screen shows of the state: the grid's and the panel's views, built from the
//! editor and the run on screen, for the pure drawing in `ui`. During a solve they read
//! the engine's own view of its search (its stack, the reason of every event, its
//! counters) through the run; nothing here keeps a copy of it.

use std::time::Instant;

use ratatui::style::{Modifier, Style};
use sudoku_engine::grid::{Grid, CELLS};
use sudoku_engine::shape::Spot;
use sudoku_engine::solve::{Explained, Strategy};

use super::breakpoints::Breakpoints;
use super::editor::{Editor, Origin};
use super::pacing::Speed;
use super::run::{Progress, Run, Searched};
use super::status;
use crate::tui::shown::{Fade, Marks, StepView};
use crate::tui::ui::chart::Spark;
use crate::tui::ui::grid::GridView;
use crate::tui::ui::panel::{PanelView, SolveCounts};
use crate::tui::ui::stack::StackView;
use crate::tui::ui::theme;

/// The grid on screen: the puzzle while editing, the solver's grid during a solve.
pub fn shown_grid(editor: &Editor, run: Option<&Run>) -> Grid {
    run.map_or(editor.puzzle, |r| r.stepper().grid())
}

/// The puzzle the solve started from, or the edited one.
pub fn givens(editor: &Editor, run: Option<&Run>) -> Grid {
    run.map_or(editor.puzzle, |r| *r.stepper().puzzle())
}

pub fn state<L: Searched>(run: Option<&Run<L>>) -> Progress {
    run.map_or(Progress::Editing, Run::<L>::state)
}

/// The last step and the latest take-back, while the search goes on. An older take-back
/// is recalled while the cell its reason names is still empty.
pub fn step<L: Searched>(run: &Run<L>) -> Option<StepView<L::Mask, L::Grid>> {
    let mut v = run
        .story()
        .view(run.position())
        .filter(|_| !run.state().is_final())?;
    v.why = v.why.filter(|w| {
        w.ago == 0
            || w.why
                .cell()
                .is_none_or(|c| run.stepper().cells()[c.index()] == 0)
    });
    Some(v)
}

/// What the grid shows at `now`.
pub fn grid(editor: &Editor, run: Option<&Run>, now: Instant, candidates: bool) -> GridView {
    let state = state(run);
    let step = run.and_then(step);
    let mut taken_back = [None; CELLS];
    if let Some(r) = run {
        r.recent().shown_in(now, &mut taken_back);
    }
    // The last step's take-back shows as long as it is the last step.
    if let Some(Explained::Retract { cell, digit, .. } | Explained::Undo { cell, digit, .. }) =
        step.as_ref().map(|s| s.event)
    {
        taken_back[cell.index()] = Some((digit, Fade::Fresh));
    }
    GridView {
        shown: shown_grid(editor, run),
        givens: givens(editor, run),
        // Clashes are for the editor: a solve starts only without them.
        clashing: match run {
            Some(_) => [false; CELLS],
            None => editor.clashing(),
        },
        deduced: run.map_or([false; CELLS], |r| r.stepper().view().deduced_cells()),
        cursor: (state == Progress::Editing).then_some(editor.cursor),
        current: step
            .as_ref()
            .and_then(|s| s.event.event().cell())
            .map(Spot::index),
        taken_back,
        culprit: step
            .as_ref()
            .and_then(|s| s.why)
            .and_then(|w| w.why.cell())
            .map(Spot::index),
        candidates,
        marks: run.map_or_else(Marks::default, marks),
    }
}

/// The search's candidates, and the last technique step's eliminations and pattern
/// while the search goes on.
fn marks(run: &Run) -> Marks {
    let st = run.stepper();
    let known = std::array::from_fn(|c| st.candidates_now(c));
    let step = run
        .story()
        .technique(run.position())
        .filter(|_| !run.state().is_final());
    Marks::of_step(Some(known), step)
}

pub fn state_style(state: Progress) -> Style {
    match state {
        Progress::Editing => theme::title(),
        Progress::Solving => theme::warn(),
        Progress::Paused => theme::warn().add_modifier(Modifier::REVERSED),
        Progress::Solved => theme::good(),
        Progress::NoSolution => theme::bad(),
    }
}

/// The choice stack as the engine has it: every choice with what is left, how many
/// digits each forced (for a search that forces any), and those under the newest; for
/// a grid of any size.
pub fn stack<L: Searched>(run: &Run<L>) -> StackView<L::Mask> {
    let view = run.stepper().view();
    let forces = run.stepper().stats().deductions > 0;
    let choices: Vec<_> = view
        .choices()
        .enumerate()
        .map(|(i, c)| (c, forces.then(|| view.deductions(i + 1).len())))
        .collect();
    StackView {
        forced: view.deductions(choices.len()).to_vec(),
        choices,
        shape: run.stepper().shape(),
        ..StackView::default()
    }
}

/// The depth over time and, for a search that forces digits, the digits on the board.
fn sparks(run: Option<&Run>) -> Vec<Spark> {
    let Some(run) = run else {
        return Vec::new();
    };
    let samples: Vec<_> = run.samples().upto(run.position()).collect();
    let mut out = vec![Spark {
        title: "Depth over time",
        data: samples.iter().map(|s| s.depth as u64).collect(),
        whole: run.is_done(),
    }];
    if run.stepper().stats().deductions > 0 {
        out.push(Spark {
            title: "Digits on the board",
            data: samples.iter().map(|s| s.board as u64).collect(),
            whole: run.is_done(),
        });
    }
    out
}

/// The strategy of the run on screen (`t` after a solve picks the next one, and says
/// so), or the one the next solve uses.
pub fn strategy_label<L: Searched>(run: Option<&Run<L>>, next: Strategy) -> String {
    match run.map(Run::<L>::label) {
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
    breakpoints: &Breakpoints,
) -> PanelView<'a> {
    let state = state(run);
    let step = run.and_then(step);
    let summary = match state {
        Progress::Solved => Some(theme::good()),
        Progress::NoSolution => Some(theme::bad()),
        _ => None,
    };
    PanelView {
        file: editor.origin_label(),
        index: editor.source.index,
        count: editor.source.count(),
        edited: editor.dirty,
        generated: matches!(editor.origin, Origin::Generated(_)),
        strategy: strategy_label(run, strategy),
        strategy_about: (state == Progress::Editing).then(|| strategy.about()),
        speed: speed.label(),
        speed_short: speed.short_label(),
        state: (state.label(), state_style(state)),
        last_step: step.as_ref().map(|s| s.event.event()),
        step,
        verdict: (state == Progress::Editing).then(|| editor.verdict.status()),
        solution_count: editor.verdict.count().map(status::solutions_counted),
        solution_count_short: editor.verdict.count().map(status::solutions_counted_short),
        stats: run.map(|r| *r.stepper().stats()).unwrap_or_default(),
        elapsed: run.map(|r| r.elapsed).unwrap_or_default(),
        solve: run.map(|r| SolveCounts {
            step: r.position(),
            per_second: r.per_second(),
            behind: r.behind(),
        }),
        summary: summary.zip(run).map(|(style, r)| (r.summary(), style)),
        solutions: status::solutions_line(&editor.verdict, run),
        message,
        breakpoints: breakpoints.describe(),
        stack: run.filter(|_| !state.is_final()).map(stack),
        sparks: sparks(run),
        recording: None,
        hindsight: Vec::new(),
        estimate: None,
    }
}
