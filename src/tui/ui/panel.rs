//! The side panel: where the puzzle comes from, the strategy, the speed, the state, the
//! last step, the verdict on an edited puzzle, the counters and a message. The depth
//! samples and their scale are for the chart beside it.

use std::collections::VecDeque;
use std::time::Duration;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};
use sudoku_tui::grid::cell_name;
use sudoku_tui::solve::fast::Status;
use sudoku_tui::solve::{Event, Stats};

use super::numbers::{format_duration, grouped};
use super::text::tail;
use super::theme;

/// Width of the labels on the left.
const LABEL: usize = 12;

/// What the panel shows.
pub struct PanelView<'a> {
    /// Where the puzzle comes from.
    pub file: &'a str,
    /// The puzzle shown (0-based) and how many the file holds.
    pub index: usize,
    pub count: usize,
    /// Edited since it was loaded or saved.
    pub edited: bool,
    pub strategy: String,
    pub speed: String,
    /// The state ("editing", "paused", ...) and its style.
    pub state: (&'a str, Style),
    /// The search's last step, while it goes on.
    pub last_step: Option<Event>,
    /// While editing, the verdict on the puzzle: `Some(None)` while it is worked out.
    pub verdict: Option<Option<&'a Status>>,
    pub stats: Stats,
    pub elapsed: Duration,
    /// "Solved: ..." or "No solution: ...", styled, once the search is over.
    pub summary: Option<(String, Style)>,
    /// Which solution the search is on, when the puzzle has several.
    pub solutions: Option<String>,
    /// A line about the last thing that happened.
    pub message: Option<&'a str>,
    /// Depth samples for the sparkline, oldest first.
    pub depths: Option<&'a VecDeque<u64>>,
    /// The sparkline's full height: the number of empty cells.
    pub depth_max: u64,
    /// While the screen is recorded: how long the recording is.
    pub recording: Option<Duration>,
}

fn label(name: &str) -> Span<'static> {
    Span::styled(format!("{name:<LABEL$}"), theme::label())
}

fn labelled(name: &str, value: impl Into<Span<'static>>) -> Line<'static> {
    Line::from(vec![label(name), value.into()])
}

fn step_line(e: Event) -> Option<Line<'static>> {
    let value = match e {
        Event::Place { cell, digit } => {
            Span::styled(format!("{} = {digit}", cell_name(cell)), theme::solver())
        }
        Event::Deduce { cell, digit } => Span::styled(
            format!("{} = {digit} (deduced)", cell_name(cell)),
            theme::deduced(),
        ),
        Event::Retract { cell, digit } => Span::styled(
            format!("{} ≠ {digit} (taken back)", cell_name(cell)),
            theme::taken_back(),
        ),
        Event::Solved | Event::NoSolution => return None,
    };
    Some(labelled("Last step", value))
}

fn verdict_lines(verdict: Option<&Status>) -> Vec<Line<'static>> {
    let (text, style) = match verdict {
        None => ("checking…", theme::label()),
        Some(Status::Unique(_)) => ("unique solution", theme::good()),
        Some(Status::Several(_)) => ("several solutions", theme::warn()),
        Some(Status::NoSolution) => ("no solution", theme::bad()),
        Some(Status::Clash(_)) => ("clashing givens", theme::bad()),
    };
    let mut out = vec![labelled("Status", Span::styled(text, style))];
    if let Some(Status::Clash(conflicts)) = verdict {
        for c in conflicts.iter().take(3) {
            out.push(Line::from(vec![
                Span::raw(" ".repeat(LABEL)),
                Span::styled(
                    format!(
                        "{} {} {}",
                        c.digit,
                        cell_name(c.cells.0),
                        cell_name(c.cells.1)
                    ),
                    theme::clash(),
                ),
            ]));
        }
        if conflicts.len() > 3 {
            out.push(Line::from(format!(
                "{}and {} more",
                " ".repeat(LABEL),
                conflicts.len() - 3
            )));
        }
    }
    out
}

fn counter_lines(stats: &Stats, elapsed: Duration) -> Vec<Line<'static>> {
    vec![
        labelled("Placements", grouped(stats.placements)),
        labelled("Retractions", grouped(stats.retractions)),
        labelled("Deductions", grouped(stats.deductions)),
        Line::from(vec![
            label("Depth"),
            Span::raw(format!("{}", stats.depth)),
            Span::styled(format!("  deepest {}", stats.max_depth), theme::label()),
        ]),
        labelled("Elapsed", format_duration(elapsed)),
    ]
}

fn text_lines(v: &PanelView, value_w: usize) -> Vec<Line<'static>> {
    let mut lines = vec![
        Line::from(vec![
            Span::styled("sudoku-tui", theme::title()),
            Span::styled(
                v.recording
                    .map_or(String::new(), |t| format!("  ● REC {} s", t.as_secs())),
                theme::taken_back().add_modifier(Modifier::BOLD),
            ),
        ]),
        labelled("File", tail(v.file, value_w)),
        Line::from(vec![
            label("Puzzle"),
            Span::raw(format!(
                "{} of {}",
                grouped(v.index as u64 + 1),
                grouped(v.count as u64)
            )),
            Span::styled(if v.edited { "  (edited)" } else { "" }, theme::label()),
        ]),
        labelled("Strategy", v.strategy.to_string()),
        labelled("Speed", v.speed.clone()),
        labelled("State", Span::styled(v.state.0.to_string(), v.state.1)),
    ];
    lines.extend(v.last_step.and_then(step_line));
    if let Some(verdict) = v.verdict {
        lines.extend(verdict_lines(verdict));
    }
    lines.push(Line::from(""));
    lines.extend(counter_lines(&v.stats, v.elapsed));
    if v.summary.is_some() || v.solutions.is_some() || v.message.is_some() {
        lines.push(Line::from(""));
    }
    if let Some((s, style)) = &v.summary {
        lines.push(Line::from(Span::styled(s.clone(), *style)));
    }
    if let Some(s) = &v.solutions {
        lines.push(Line::from(Span::styled(s.clone(), theme::title())));
    }
    if let Some(m) = v.message {
        lines.push(Line::from(Span::styled(m.to_string(), theme::warn())));
    }
    lines
}

/// Draws the panel's text in `area` (the depth chart is drawn beside it: `chart.rs`).
pub fn draw(v: &PanelView, area: Rect, buf: &mut Buffer) {
    let lines = text_lines(v, area.width.saturating_sub(LABEL as u16) as usize);
    Paragraph::new(lines)
        .wrap(Wrap { trim: false })
        .render(area, buf);
}
