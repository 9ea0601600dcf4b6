//! The panel beside a grid of another size than 9×9 during a solve: the grid, where it
//! comes from, the strategy, the speed and the state; the last step and the reason of
//! the latest take-back in the grid's own names (`r12c3 = G`); the breakpoints armed;
//! the counters as the 9×9 panel has them (`Placements`, `Retractions`, ...); `Solved:`
//! or `No solution:` once the search is over; and the choice stack under it all. In
//! brief (beside the tiny grid): the state, the last step, the counters and, with
//! hindsight on, the steps wasted.

use std::time::Duration;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};
use sudoku_engine::solve::Stats;

use crate::tui::ui::brief;
use crate::tui::ui::labelled::{hanging, labelled, wrapped};
use crate::tui::ui::panel::counters::{self, SolveCounts};
use crate::tui::ui::stack::{self, StackView};
use crate::tui::ui::text::{head, wrapped_plain};
use crate::tui::ui::theme;

/// Rows the stack keeps at least (a blank line, its title and three entries).
const STACK_MIN: u16 = 5;

/// What the panel shows.
pub struct SolvePanel<'a> {
    /// `Solving a 16x16 grid`.
    pub title: String,
    /// `16x16 (boxes 4x4)`.
    pub size: String,
    pub file: String,
    pub strategy: String,
    pub speed: String,
    /// The state (`solving`, `paused`, ...) and its style.
    pub state: (&'static str, Style),
    /// The last step in words and its style, while the search goes on.
    pub step: Option<(String, Style)>,
    /// `undoing 3 digits forced by r12c3 = G`, under an undone deduction.
    pub undoing: Option<String>,
    /// The reason of the latest take-back.
    pub why: Option<String>,
    /// The breakpoints armed, in words.
    pub breakpoints: Option<String>,
    pub stats: Stats,
    pub elapsed: Duration,
    pub solve: SolveCounts,
    /// With hindsight on: the steps wasted, and since when the board is doomed.
    pub hindsight: Vec<String>,
    /// "Solved: ..." or "No solution: ...", styled, once the search is over.
    pub summary: Option<(String, Style)>,
    /// Which solution the search is on, past the first.
    pub solutions: Option<String>,
    pub message: Option<&'a str>,
    /// While the screen is recorded: how long the recording is.
    pub recording: Option<Duration>,
    /// The choice stack while the search goes on.
    pub stack: Option<StackView<u32>>,
}

/// Everything above the stack; `full` counters, one a line.
fn lines(v: &SolvePanel, full: bool, width: usize) -> Vec<Line<'static>> {
    let plain = Style::new();
    let mut out = vec![
        Line::from(Span::styled(head(&v.title, width), theme::title())),
        Line::from(""),
        labelled("Size", v.size.clone()),
    ];
    out.extend(wrapped("File", &v.file, plain, width));
    out.push(labelled("Strategy", v.strategy.clone()));
    out.push(labelled("Speed", v.speed.clone()));
    let mut state = labelled("State", Span::styled(v.state.0, v.state.1));
    state.spans.push(recording(v.recording));
    out.push(state);
    if let Some(b) = &v.breakpoints {
        out.extend(wrapped("Breakpoints", b, theme::warn(), width));
    }
    out.push(Line::from(""));
    if let Some((text, style)) = &v.step {
        out.extend(wrapped("Last step", text, *style, width));
    }
    if let Some(u) = &v.undoing {
        out.extend(hanging("", u, theme::label(), width));
    }
    if let Some(why) = &v.why {
        out.extend(hanging("Why", why, theme::culprit_text(), width));
    }
    out.extend(counters::lines(
        &v.stats,
        v.elapsed,
        Some(v.solve),
        full,
        width,
    ));
    for h in &v.hindsight {
        out.extend(wrapped_plain(h, theme::warn(), width));
    }
    if let Some((text, style)) = &v.summary {
        out.push(Line::from(""));
        out.extend(wrapped_plain(text, *style, width));
    }
    if let Some(s) = &v.solutions {
        out.extend(wrapped_plain(s, theme::good(), width));
    }
    if let Some(m) = v.message {
        out.push(Line::from(""));
        out.extend(wrapped_plain(m, theme::warn(), width));
    }
    out
}

/// Draws the panel in `area`: the lines, then the stack in the rows left.
pub fn draw(v: &SolvePanel, area: Rect, buf: &mut Buffer) {
    let width = area.width as usize;
    let rows = area.height;
    // Full counters where they leave the stack its rows.
    let full = v.stack.is_none() || lines(v, true, width).len() as u16 + STACK_MIN <= rows;
    let mut text = lines(v, full, width);
    text.truncate(rows.into());
    let used = text.len() as u16;
    Paragraph::new(text).render(area, buf);
    if let Some(s) = &v.stack {
        let top = used + 1;
        if top < rows {
            let r = Rect::new(area.x, area.y + top, area.width, rows - top);
            stack::draw(s, r, buf);
        }
    }
}

/// The panel in brief, beside the tiny grid.
pub fn brief_lines(v: &SolvePanel, width: usize) -> Vec<Line<'static>> {
    let mut out = vec![Line::from(vec![
        Span::styled(v.state.0, v.state.1),
        recording(v.recording),
    ])];
    if let Some((text, style)) = &v.step {
        out.push(Line::from(Span::styled(head(text, width), *style)));
    }
    let counts = [
        ("Placements", v.stats.placements),
        ("Retractions", v.stats.retractions),
    ];
    out.extend(brief::counters(&counts, width).into_iter().map(Line::from));
    if let Some(wasted) = v.hindsight.first() {
        out.push(Line::from(Span::styled(
            brief::line(wasted, width),
            theme::warn(),
        )));
    }
    if let Some((text, style)) = &v.summary {
        out.extend(wrapped_plain(text, *style, width));
    }
    if let Some(m) = v.message {
        out.extend(wrapped_plain(m, theme::warn(), width));
    }
    out
}

/// `  ● REC 12 s` while the screen is recorded, as the 9x9 panel has it.
pub fn recording(t: Option<Duration>) -> Span<'static> {
    Span::styled(
        t.map_or(String::new(), |t| format!("  ● REC {} s", t.as_secs())),
        theme::taken_back().add_modifier(Modifier::BOLD),
    )
}
