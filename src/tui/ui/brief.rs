//! The panel in brief, for a small split pane: beside the tiny grid, one short line
//! each for the state, a recording under way, the last step or the verdict, during a
//! solve the latest take-back's reason in rows of its own, the counters and the puzzle.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Modifier;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};
use sudoku_engine::grid::cell_name;
use sudoku_engine::solve::fast::Status;
use sudoku_engine::solve::Event;

use super::labelled::file_value;
use super::panel::PanelView;
use super::text::{self, reserved, tail};
use super::why::why_text;
use crate::tui::words::numbers::{format_duration, grouped, rounded_count, short_count};

/// Rows kept for the reason of the latest take-back during a solve.
const WHY_ROWS: usize = 3;
use super::theme;

/// The ways a counter's value can read in the brief panel, longest first: exact while
/// short (`12,345`), `9.7M`, `10M`.
pub(super) fn count_forms(n: u64) -> [String; 3] {
    let exact = if n < 100_000 {
        grouped(n)
    } else {
        short_count(n)
    };
    [exact, short_count(n), rounded_count(n)]
}

/// `Label value` lines of at most `width`, so that no value wraps onto a line of its
/// own: the values in the longest form in which every one fits, all in the same form
/// (9.7M and 10M never side by side).
pub(super) fn counters(items: &[(&str, u64)], width: usize) -> Vec<String> {
    let forms: Vec<_> = items.iter().map(|&(_, n)| count_forms(n)).collect();
    let fits = |f: usize| {
        (items.iter().zip(&forms)).all(|((label, _), c)| label.len() + 1 + c[f].len() <= width)
    };
    let f = (0..2).find(|&f| fits(f)).unwrap_or(2);
    (items.iter().zip(&forms))
        .map(|((label, _), c)| format!("{label} {}", c[f]))
        .collect()
}

/// The last step, the verdict, or nothing.
fn news(v: &PanelView) -> Option<Span<'static>> {
    if let Some(e) = v.last_step {
        return match e {
            Event::Place { cell, digit } => Some(Span::styled(
                format!("{} = {digit}", cell_name(cell.index())),
                theme::solver(),
            )),
            Event::Deduce { cell, digit } => Some(Span::styled(
                format!("{} = {digit} ded.", cell_name(cell.index())),
                theme::deduced(),
            )),
            Event::Retract { cell, digit } => Some(Span::styled(
                format!("{} ≠ {digit} back", cell_name(cell.index())),
                theme::taken_back(),
            )),
            Event::Eliminate { technique, count } => Some(Span::styled(
                format!("{} -{count}", technique.key()),
                theme::deduced(),
            )),
            Event::Restore { cell, digit } => Some(Span::styled(
                format!("{} +{digit} back", cell_name(cell.index())),
                theme::taken_back(),
            )),
            Event::Solved | Event::NoSolution => None,
        };
    }
    let (text, style) = match v.verdict? {
        None => ("checking…", theme::label()),
        Some(Status::Unique(_)) => ("unique", theme::good()),
        Some(Status::Several(_)) => (
            v.solution_count_short.as_deref().unwrap_or("several sol."),
            theme::warn(),
        ),
        Some(Status::NoSolution) => ("no solution", theme::bad()),
        Some(Status::Clash(_)) => ("clash", theme::bad()),
    };
    Some(Span::styled(text.to_string(), style))
}

fn lines(v: &PanelView, width: usize) -> Vec<Line<'static>> {
    let s = &v.stats;
    let mut out = vec![Line::from(Span::styled(v.state.0.to_string(), v.state.1))];
    if let Some(t) = v.recording {
        let rec = theme::taken_back().add_modifier(Modifier::BOLD);
        out.push(Line::from(Span::styled(
            format!("● REC {} s", t.as_secs()),
            rec,
        )));
    }
    out.extend(news(v).map(Line::from));
    // The why in rows of its own, there or not, so that the counters stay put.
    if let Some(step) = &v.step {
        let why = step.why.as_ref().map(why_text).unwrap_or_default();
        let style = theme::culprit_text();
        out.extend(
            reserved(&why, width, WHY_ROWS)
                .into_iter()
                .map(|r| Line::from(Span::styled(r, style))),
        );
    }
    let mut counts = vec![("Placements", s.placements), ("Retractions", s.retractions)];
    // A search that deduces nothing (naive, mrv) leaves the line out.
    if s.deductions > 0 {
        counts.push(("Deductions", s.deductions));
    }
    out.extend(counters(&counts, width).into_iter().map(Line::from));
    // With hindsight on, the steps wasted (the full panel's first hindsight line).
    if let Some(wasted) = v.hindsight.first() {
        out.push(Line::from(Span::styled(line(wasted, width), theme::warn())));
    }
    out.extend([
        Line::from(format!("Depth {}", s.depth)),
        Line::from(format!("Deepest {}", s.max_depth)),
        // On a step gone back to, the time is the run's.
        Line::from(match v.solve {
            Some(c) if c.behind => format!("Ran {}", format_duration(v.elapsed)),
            _ => format!("Elapsed {}", format_duration(v.elapsed)),
        }),
    ]);
    if let Some(m) = v.message {
        out.push(Line::from(Span::styled(m.to_string(), theme::warn())));
    }
    // `naive · 10/s` where it fits, else a line each.
    let both = format!("{} · {}", v.strategy, v.speed_short);
    let head = if both.chars().count() <= width {
        vec![Line::from(both)]
    } else {
        vec![
            Line::from(tail(&v.strategy, width)),
            Line::from(v.speed.clone()),
        ]
    };
    out.extend(head);
    out.extend([
        if v.generated {
            Line::from("new puzzle")
        } else {
            Line::from(vec![
                Span::raw(format!("{} of {}", v.index + 1, v.count)),
                Span::styled(if v.edited { " edited" } else { "" }, theme::label()),
            ])
        },
        Line::from(Span::styled(
            file_value(v.file, v.generated, width),
            theme::label(),
        )),
    ]);
    out
}

/// A line of the full panel in brief: one blank between words (`Wasted 1,204 (87%)`),
/// the last words left out while it is wider than `width`, cut with `…` past that.
pub(super) fn line(line: &str, width: usize) -> String {
    let mut words: Vec<&str> = line.split_whitespace().collect();
    while words.len() > 2 && words.join(" ").chars().count() > width {
        words.pop();
    }
    text::head(&words.join(" "), width)
}

/// Draws the brief panel in `area`.
pub fn draw(v: &PanelView, area: Rect, buf: &mut Buffer) {
    Paragraph::new(lines(v, area.width as usize))
        .wrap(Wrap { trim: true })
        .render(area, buf);
}
