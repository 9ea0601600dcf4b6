//! The side panel: where the puzzle comes from, the strategy, the speed, the state; during
//! a solve the last step and why the latest take-back happened, the breakpoints armed,
//! the counters and the choice stack; while editing the verdict on the puzzle. On a short
//! panel the header and the counters take fewer lines, so that the step, its reason and
//! the stack keep their room. The sparklines are for the chart beside or under it
//! (`chart.rs`).

use std::time::Duration;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};
use sudoku_engine::solve::fast::Status;
use sudoku_engine::solve::{Event, Stats};

pub(super) mod counters;

pub use counters::SolveCounts;
#[cfg(test)]
pub use counters::RUN_SO_FAR;

use super::chart::Spark;
use super::labelled::{file_value, label, labelled, step_lines, verdict_lines, wrapped, LABEL};
use super::stack::{self, StackView};
use super::text::wrapped_plain;
use super::theme;
use super::why::StepView;
use crate::tui::words::numbers::grouped;

/// Rows the stack keeps at least during a solve (a blank line, its title and three
/// entries), and takes at most, so that the chart keeps room under it on a tall panel.
const STACK_MIN: u16 = 5;
const STACK_MAX: u16 = 16;

/// What the panel shows.
pub struct PanelView<'a> {
    /// Where the puzzle comes from.
    pub file: &'a str,
    /// The puzzle shown (0-based) and how many the file holds.
    pub index: usize,
    pub count: usize,
    /// Edited since it was loaded or saved.
    pub edited: bool,
    /// The grid is a generated puzzle, not one of the file's (`file` says how it was
    /// made).
    pub generated: bool,
    pub strategy: String,
    /// What the strategy does, in one line (while editing, where `t` picks it).
    pub strategy_about: Option<&'static str>,
    pub speed: String,
    /// The speed where room is short: `10/s`.
    pub speed_short: String,
    /// The state ("editing", "paused", ...) and its style.
    pub state: (&'a str, Style),
    /// The search's last step and the latest take-back, while it goes on.
    pub step: Option<StepView>,
    /// The last step alone (for the brief panel).
    pub last_step: Option<Event>,
    /// While editing, the verdict on the puzzle: `Some(None)` while it is worked out.
    pub verdict: Option<Option<&'a Status>>,
    /// While editing, how many solutions the fast solver counted, up to its limit (1,000):
    /// `3 solutions`, `at least 1,000 solutions`.
    pub solution_count: Option<String>,
    /// The same where room is short: `3 sol.`, `1,000+ sol.`.
    pub solution_count_short: Option<String>,
    pub stats: Stats,
    pub elapsed: Duration,
    /// During a solve: the step the screen shows, and take-backs a second.
    pub solve: Option<SolveCounts>,
    /// "Solved: ..." or "No solution: ...", styled, once the search is over.
    pub summary: Option<(String, Style)>,
    /// Which solution the search is on, when the puzzle has several.
    pub solutions: Option<String>,
    /// A line about the last thing that happened.
    pub message: Option<&'a str>,
    /// The breakpoints armed, in words.
    pub breakpoints: Option<String>,
    /// The choice stack, during a solve.
    pub stack: Option<StackView>,
    /// Sparklines for the chart: the depth over time, and more for some strategies.
    pub sparks: Vec<Spark>,
    /// While the screen is recorded: how long the recording is.
    pub recording: Option<Duration>,
    /// With hindsight on: the steps wasted, and since when the board is doomed.
    pub hindsight: Vec<String>,
    /// The estimated size of the search: to come while editing, against the count once
    /// it has ended.
    pub estimate: Option<String>,
}

/// Where the puzzle comes from, the strategy, the speed, the state; `full`: one a line
/// under the title, else the strategy and the speed on one line and the state; `about`:
/// with the strategy's description, where it has one.
fn header_lines(v: &PanelView, width: usize, full: bool, about: bool) -> Vec<Line<'static>> {
    let state = labelled("State", Span::styled(v.state.0.to_string(), v.state.1));
    let recording = Span::styled(
        v.recording
            .map_or(String::new(), |t| format!("  ● REC {} s", t.as_secs())),
        theme::taken_back().add_modifier(Modifier::BOLD),
    );
    if !full {
        // One line: `propagate · 10 steps/s · paused`; where that is too wide,
        // `propagate · 10/s · paused`, then `propagate · paused`.
        let rest = v.state.0.chars().count() + recording.content.chars().count();
        let head = [
            format!("{} · {} · ", v.strategy, v.speed),
            format!("{} · {} · ", v.strategy, v.speed_short),
        ]
        .into_iter()
        .find(|h| h.chars().count() + rest <= width)
        .unwrap_or_else(|| format!("{} · ", v.strategy));
        return vec![Line::from(vec![
            Span::raw(head),
            Span::styled(v.state.0.to_string(), v.state.1),
            recording,
        ])];
    }
    let about = v
        .strategy_about
        .filter(|_| about)
        .map(|a| wrapped("", a, theme::label(), width))
        .unwrap_or_default();
    let mut out = vec![
        Line::from(vec![Span::styled("sudoku-tui", theme::title()), recording]),
        labelled("File", file_name(v, width.saturating_sub(LABEL))),
        puzzle_line(v),
        labelled("Strategy", v.strategy.to_string()),
    ];
    out.extend(about);
    out.extend([labelled("Speed", v.speed.clone()), state]);
    out
}

/// The File line's value: a path keeps its end, how a puzzle was generated its start.
fn file_name(v: &PanelView, width: usize) -> String {
    file_value(v.file, v.generated, width)
}

/// `Puzzle  3 of 95  (edited)`; for a generated puzzle, `new` and where `[ ]` go.
fn puzzle_line(v: &PanelView) -> Line<'static> {
    let at = format!(
        "{} of {}",
        grouped(v.index as u64 + 1),
        grouped(v.count as u64)
    );
    if v.generated {
        return Line::from(vec![
            label("Puzzle"),
            Span::raw("new"),
            Span::styled(format!("  ([ ] back to {at})"), theme::label()),
        ]);
    }
    Line::from(vec![
        label("Puzzle"),
        Span::raw(at),
        Span::styled(if v.edited { "  (edited)" } else { "" }, theme::label()),
    ])
}

/// The panel's text: the header and the counters in full or not; `extras`, the lines
/// under the counters (the summary, the solutions, a message), which come and go;
/// `about`, the strategy's description.
fn text_lines(
    v: &PanelView,
    width: usize,
    header: bool,
    counters: bool,
    extras: bool,
    about: bool,
) -> Vec<Line<'static>> {
    let mut lines = header_lines(v, width, header, about);
    if let Some(step) = &v.step {
        lines.extend(step_lines(step, width));
    }
    if let Some(b) = &v.breakpoints {
        lines.extend(wrapped("Breakpoints", b, theme::warn(), width));
    }
    if let Some(verdict) = v.verdict {
        lines.extend(verdict_lines(verdict, v.solution_count.as_deref()));
    }
    if let Some(e) = &v.estimate {
        lines.extend(wrapped("Estimate", e, theme::label(), width));
    }
    if counters {
        lines.push(Line::from(""));
    }
    lines.extend(counters::lines(
        &v.stats, v.elapsed, v.solve, counters, width,
    ));
    for h in &v.hindsight {
        lines.extend(wrapped_plain(h, theme::warn(), width));
    }
    if !extras {
        return lines;
    }
    if v.summary.is_some() || v.solutions.is_some() || v.message.is_some() {
        lines.push(Line::from(""));
    }
    if let Some((s, style)) = &v.summary {
        lines.extend(wrapped_plain(s, *style, width));
    }
    if let Some(s) = &v.solutions {
        lines.extend(wrapped_plain(s, theme::title(), width));
    }
    if let Some(m) = v.message {
        lines.extend(wrapped_plain(m, theme::warn(), width));
    }
    lines
}

/// Rows the stack keeps at least during a solve, however few entries it has yet: a
/// blank line, its title and three entries.
fn stack_need(v: &PanelView) -> u16 {
    v.stack.as_ref().map_or(0, |_| STACK_MIN)
}

/// The panel's text, wrapped to the width of `area`, and the rows it takes so: the
/// fullest of the header and counters that leaves the stack its rows, else the shortest.
/// The choice is made on what stays put during a solve (the step and its reason take
/// rows of their own, the lines under the counters are left out), so that it holds for
/// the size of the panel, not for the text of the moment.
fn fitted(v: &PanelView, area: Rect, room: u16) -> (Paragraph<'static>, u16) {
    let w = area.width as usize;
    let wrap = |lines: Vec<Line<'static>>| {
        let text = Paragraph::new(lines).wrap(Wrap { trim: false });
        let rows = u16::try_from(text.line_count(area.width)).unwrap_or(u16::MAX);
        (text, rows)
    };
    if v.stack.is_none() {
        // The strategy's description is the first to go where the panel is short, so
        // that a message under the counters stays in sight.
        let full = wrap(text_lines(v, w, true, true, true, true));
        if full.1 <= area.height || v.strategy_about.is_none() {
            return full;
        }
        return wrap(text_lines(v, w, true, true, true, false));
    }
    let need = stack_need(v);
    let forms = [(true, true), (false, true), (false, false)];
    let (h, c) = forms
        .into_iter()
        .find(|&(h, c)| {
            wrap(text_lines(v, w, h, c, false, true))
                .1
                .saturating_add(need)
                <= room
        })
        .unwrap_or((false, false));
    wrap(text_lines(v, w, h, c, true, true))
}

/// The panel laid out in an area: its text, the rows the text takes once wrapped, and
/// where the stack goes under it.
struct Planned {
    text: Paragraph<'static>,
    text_h: u16,
    stack: Option<Rect>,
}

/// Lays the panel out in `area`: the text, then the stack in at most [`STACK_MAX`] rows
/// (a blank row between them when there is room), leaving the rest (for the chart).
fn plan(v: &PanelView, area: Rect, room: u16) -> Planned {
    let (text, wrapped) = fitted(v, area, room);
    let text_h = wrapped.min(area.height);
    let stack = v.stack.as_ref().map(|s| {
        let h = (area.height - text_h)
            .min(stack::rows_wanted(s))
            .min(STACK_MAX);
        let gap = u16::from(h > STACK_MIN - 1);
        Rect::new(area.x, area.y + text_h + gap, area.width, h - gap)
    });
    Planned {
        text,
        text_h,
        stack,
    }
}

/// The panel measured in `area` without drawing it, from one layout.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Measure {
    /// The rows from the top of `area` it takes: its text's once wrapped (up to the
    /// height of `area`), and the rows of the stack under it that hold anything. Drawn in
    /// that many rows, the panel draws the same.
    pub rows: u16,
    /// The rows of the text alone.
    pub text: u16,
}

/// See [`Measure`].
pub fn measure(v: &PanelView, area: Rect) -> Measure {
    measure_in(v, area, area.height)
}

/// [`measure`] in `area` of the layout chosen for a room `room` rows high (the panel
/// drawn shorter so that the chart shows keeps the layout of its whole room).
pub fn measure_in(v: &PanelView, area: Rect, room: u16) -> Measure {
    let p = plan(v, area, room);
    let text = p.text_h;
    let stack = match (&v.stack, p.stack) {
        (Some(s), Some(r)) => Some((r, stack::rows_drawn(s, r))).filter(|&(_, n)| n > 0),
        _ => None,
    };
    let rows = stack.map_or(text, |(r, drawn)| r.y - area.y + drawn);
    Measure { rows, text }
}

/// Draws the panel in `area` (see [`plan`]).
#[cfg(test)]
pub fn draw(v: &PanelView, area: Rect, buf: &mut Buffer) {
    draw_in(v, area, area.height, buf);
}

/// [`draw`], in the layout chosen for a room `room` rows high (see [`measure_in`]).
pub fn draw_in(v: &PanelView, area: Rect, room: u16, buf: &mut Buffer) {
    let p = plan(v, area, room);
    p.text
        .render(Rect::new(area.x, area.y, area.width, p.text_h), buf);
    if let (Some(s), Some(r)) = (&v.stack, p.stack) {
        stack::draw(s, r, buf);
    }
}
