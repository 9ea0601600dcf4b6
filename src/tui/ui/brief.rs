//! The panel in brief, for a small split pane: beside the tiny grid, one short line
//! each for the state, a recording under way, the last step or the verdict, the
//! counters and the puzzle.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Modifier;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};
use sudoku_tui::grid::cell_name;
use sudoku_tui::solve::fast::Status;
use sudoku_tui::solve::Event;

use super::numbers::{format_duration, grouped, short_count};
use super::panel::PanelView;
use super::text::tail;
use super::theme;

/// What a counter's value reads in the brief panel: exact while short.
fn count(n: u64) -> String {
    if n < 100_000 {
        grouped(n)
    } else {
        short_count(n)
    }
}

/// The last step, the verdict, or nothing.
fn news(v: &PanelView) -> Option<Span<'static>> {
    if let Some(e) = v.last_step {
        return match e {
            Event::Place { cell, digit } => Some(Span::styled(
                format!("{} = {digit}", cell_name(cell)),
                theme::solver(),
            )),
            Event::Deduce { cell, digit } => Some(Span::styled(
                format!("{} = {digit} ded.", cell_name(cell)),
                theme::deduced(),
            )),
            Event::Retract { cell, digit } => Some(Span::styled(
                format!("{} ≠ {digit} back", cell_name(cell)),
                theme::taken_back(),
            )),
            Event::Solved | Event::NoSolution => None,
        };
    }
    let (text, style) = match v.verdict? {
        None => ("checking…", theme::label()),
        Some(Status::Unique(_)) => ("unique", theme::good()),
        Some(Status::Several(_)) => ("several sol.", theme::warn()),
        Some(Status::NoSolution) => ("no solution", theme::bad()),
        Some(Status::Clash(_)) => ("clash", theme::bad()),
    };
    Some(Span::styled(text, style))
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
    out.extend([
        Line::from(format!("Placements {}", count(s.placements))),
        Line::from(format!("Retractions {}", count(s.retractions))),
        Line::from(format!("Deductions {}", count(s.deductions))),
        Line::from(format!("Depth {} ({})", s.depth, s.max_depth)),
        Line::from(format!("Elapsed {}", format_duration(v.elapsed))),
    ]);
    if let Some(m) = v.message {
        out.push(Line::from(Span::styled(m.to_string(), theme::warn())));
    }
    out.extend([
        Line::from(tail(&v.strategy, width)),
        Line::from(v.speed.clone()),
        Line::from(vec![
            Span::raw(format!("{} of {}", v.index + 1, v.count)),
            Span::styled(if v.edited { " edited" } else { "" }, theme::label()),
        ]),
        Line::from(Span::styled(tail(v.file, width), theme::label())),
    ]);
    out
}

/// Draws the brief panel in `area`.
pub fn draw(v: &PanelView, area: Rect, buf: &mut Buffer) {
    Paragraph::new(lines(v, area.width as usize))
        .wrap(Wrap { trim: true })
        .render(area, buf);
}
