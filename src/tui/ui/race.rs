//! The race view: a header, one board per strategy (the grid widget of the single view,
//! or the grid of any size, with the board's name, place, state and counters), a line
//! saying which strategies sit out where some do not search the grid, a line saying
//! which boards are shown, and once all have ended the results table.

pub mod layout;
pub mod table;

use std::time::Duration;

use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

use super::board::{self, Trail};
use super::geometry::Size;
use super::grid::{self, GridView};
use super::theme;
use crate::tui::words::numbers::{format_duration, grouped, rounded_count, short_count};
use layout::{grid_dims, Field, Shape, COUNTERS_W, NARROW_W};
use table::{ordinal, ResultRow, Table};

/// A board's counters.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counters {
    pub placements: u64,
    pub retractions: u64,
    pub deductions: u64,
    pub guesses: u64,
    pub depth: u32,
    pub max_depth: u32,
    pub steps: u64,
}

/// A board's grid: the 9×9 grid widget, or the grid of any size with what the search
/// adds to it.
pub enum BoardGrid {
    Nine(Box<GridView>),
    Any(Box<(board::BoardView, Trail)>),
}

impl BoardGrid {
    /// Draws the grid at the top left of `area` at `size`.
    fn draw(&self, area: Rect, size: Size, buf: &mut Buffer) {
        match self {
            BoardGrid::Nine(v) => grid::draw(v, area, size, buf),
            BoardGrid::Any(b) => board::draw_solving(&b.0, &b.1, area, size, buf),
        }
    }
}

/// What a board shows.
pub struct BoardView {
    /// The strategy.
    pub name: &'static str,
    pub place: Option<usize>,
    pub grid: BoardGrid,
    pub state: BoardState,
    pub counters: Counters,
}

/// Where a board stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardState {
    Solving,
    Paused,
    /// Ended, after so many steps.
    Solved(u64),
    NoSolution(u64),
}

impl BoardState {
    /// "solving", "paused", "Solved in 65 steps", "No solution after 1,234 steps" (with
    /// a short count, "1.2k", when the full one does not fit `width`; under a
    /// single-character grid "Solved 324", "No sol. 1k").
    pub fn text(self, width: usize) -> (String, Style) {
        let ended = |what: &str, brief: &str, steps: u64, style: Style| {
            let forms = [
                format!("{what} {} steps", grouped(steps)),
                format!("{what} {} steps", short_count(steps)),
                format!("{brief} {}", grouped(steps)),
                format!("{brief} {}", short_count(steps)),
            ];
            let fits = forms.iter().find(|t| t.chars().count() <= width);
            let text = fits
                .cloned()
                .unwrap_or_else(|| format!("{brief} {}", rounded_count(steps)));
            (text, style)
        };
        match self {
            BoardState::Solving => ("solving".into(), theme::warn()),
            BoardState::Paused => (
                "paused".into(),
                theme::warn().add_modifier(Modifier::REVERSED),
            ),
            BoardState::Solved(n) => ended("Solved in", "Solved", n, theme::good()),
            BoardState::NoSolution(n) => ended("No solution after", "No sol.", n, theme::bad()),
        }
    }
}

/// What the race screen shows.
pub struct RaceView<'a> {
    /// Where the puzzle comes from: "p.txt, puzzle 1 of 3".
    pub source: String,
    pub speed: String,
    pub phase: (&'static str, Style),
    /// The race's clock.
    pub elapsed: Duration,
    /// The boards on screen, in order; how many there are in all, of which grid.
    pub boards: Vec<BoardView>,
    pub field: Field,
    /// The strategies that sit out, and why (`logic sits out: …`), longest form first
    /// (empty: none does).
    pub sitting_out: Vec<String>,
    /// Once every board has ended.
    pub results: Option<Vec<ResultRow>>,
    pub message: Option<&'a str>,
}

/// How many boards of `field` fit on a screen of `area` (the results shown or not).
pub fn room(area: Rect, field: &Field, results: Option<&[ResultRow]>) -> usize {
    let table = results.map(|r| table_size(&Table::fit(r, area.width)));
    layout::screen(area, field, table)
        .and_then(|s| s.boards)
        .map_or(0, |b| b.rects.len())
}

/// What a terminal too small for a race of `field` shows: how much room it needs, and
/// the way out.
pub fn too_small(area: Rect, field: &Field, buf: &mut Buffer) {
    let (w, h) = layout::min_size(field);
    let text = vec![
        Line::from("Terminal too small for the race"),
        Line::from(format!(
            "needs at least {w}×{h}, now {}×{}",
            area.width, area.height
        )),
        Line::from(vec![
            Span::styled("R", theme::key()),
            Span::raw(" back to the editor"),
        ]),
    ];
    let top = area.y + area.height.saturating_sub(text.len() as u16) / 2;
    let rest = Rect::new(area.x, top, area.width, area.bottom() - top);
    Paragraph::new(text)
        .alignment(Alignment::Center)
        .wrap(Wrap { trim: true })
        .render(rest, buf);
}

fn table_size(t: &Table) -> (u16, u16) {
    (t.width() as u16, t.height() as u16)
}

/// What a race screen shows: how many boards, at which grid size (None: the results
/// alone).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Drawn {
    pub boards: usize,
    pub size: Option<Size>,
}

/// Draws the race over `area` but its last line (the footer's); None when the terminal
/// is too small for it.
pub fn draw(v: &RaceView, area: Rect, buf: &mut Buffer) -> Option<Drawn> {
    let table = v.results.as_ref().map(|r| Table::fit(r, area.width));
    let s = layout::screen(area, &v.field, table.as_ref().map(table_size))?;
    header(v, s.header, buf);
    if let Some(b) = &s.boards {
        for (view, &r) in v.boards.iter().zip(&b.rects) {
            board(view, b.size, b.shape, r, buf);
        }
    }
    if let (Some(t), Some(r)) = (&table, s.table) {
        t.draw(r, buf);
    }
    if let Some(r) = s.sitting_out {
        sitting_out(&v.sitting_out, r, buf);
    }
    let shown = s.boards.as_ref().map_or(0, |b| b.rects.len());
    note(v, shown, s.note, buf);
    Some(Drawn {
        boards: shown,
        size: s.boards.map(|b| b.size),
    })
}

/// "Race · p.txt, puzzle 1 of 1 · 10 steps/s · solving · 4.20s"; without the source
/// when that does not fit, and closer together, then without the clock, when that does
/// not fit either.
fn header(v: &RaceView, area: Rect, buf: &mut Buffer) {
    let width = usize::from(area.width);
    let line = |gap: &'static str| {
        let dot = || Span::styled(gap, theme::label());
        vec![
            Span::styled(" Race", theme::title()),
            dot(),
            Span::raw(v.source.clone()),
            dot(),
            Span::raw(v.speed.clone()),
            dot(),
            Span::styled(v.phase.0, v.phase.1),
            dot(),
            Span::raw(format_duration(v.elapsed)),
        ]
    };
    let fits = |spans: &Vec<Span>| Line::from(spans.clone()).width() <= width;
    let mut spans = line("  ·  ");
    if !fits(&spans) {
        spans.drain(1..3);
    }
    if !fits(&spans) {
        spans = line(" · ");
        spans.drain(1..3);
    }
    if !fits(&spans) {
        spans.truncate(spans.len() - 2);
    }
    Line::from(spans).render(area, buf);
}

/// The strategies that sit out, in the longest of `forms` that fits (the last, cut,
/// where none does).
fn sitting_out(forms: &[String], area: Rect, buf: &mut Buffer) {
    let room = usize::from(area.width).saturating_sub(1);
    let fits = forms.iter().find(|f| f.chars().count() <= room);
    if let Some(text) = fits.or(forms.last()) {
        let spans = vec![Span::raw(" "), Span::styled(text.clone(), theme::label())];
        Line::from(spans).render(area, buf);
    }
}

/// Which boards are shown when not all are (in brief where that does not fit), and how
/// to see the others; the message.
fn note(v: &RaceView, shown: usize, area: Rect, buf: &mut Buffer) {
    let mut spans = vec![Span::raw(" ")];
    if shown == 0 {
        spans.push(Span::styled(
            "A larger terminal shows the boards",
            theme::label(),
        ));
    } else if shown < v.field.boards {
        let total = v.field.boards;
        let whole = format!(" {shown} of {total} boards shown  Tab shows the others");
        let (what, then) = match whole.chars().count() <= usize::from(area.width) {
            true => (
                format!("{shown} of {total} boards shown"),
                " shows the others",
            ),
            false => (format!("{shown} of {total}"), " the others"),
        };
        spans.push(Span::styled(what, theme::label()));
        spans.push(Span::styled("  Tab", theme::key()));
        spans.push(Span::styled(then, theme::label()));
    }
    if let Some(m) = v.message {
        if spans.len() > 1 {
            spans.push(Span::raw("  "));
        }
        spans.push(Span::styled(m.to_string(), theme::warn()));
    }
    Line::from(spans).render(area, buf);
}

/// The board's first line: its name, and its place once it has one.
fn title(v: &BoardView, area: Rect, buf: &mut Buffer) {
    Line::from(Span::styled(v.name, theme::title())).render(area, buf);
    if let Some(p) = v.place {
        Line::from(Span::styled(ordinal(p), theme::good()))
            .alignment(Alignment::Right)
            .render(area, buf);
    }
}

/// How a board's counts are written in a narrow column, all alike: whole (`160,400`),
/// shortened as counts are elsewhere (`160.4k`) or rounded (`160k`).
#[derive(Clone, Copy)]
enum Form {
    Whole,
    ShortCount,
    Rounded,
}

impl Form {
    fn write(self, n: u64) -> String {
        match self {
            Form::Whole => grouped(n),
            Form::ShortCount => short_count(n),
            Form::Rounded => rounded_count(n),
        }
    }

    /// The first form in which every counter fits `width` columns, under its short name
    /// at least (under a single-character grid, 13), rather than a number cut off.
    fn fitting(counters: &[(&str, &str, u64)], width: usize) -> Form {
        [Form::Whole, Form::ShortCount]
            .into_iter()
            .find(|f| {
                counters
                    .iter()
                    .all(|&(_, short, n)| short.len() + 1 + f.write(n).chars().count() <= width)
            })
            .unwrap_or(Form::Rounded)
    }
}

/// A counter in `width` columns, its count in `form`: its name padded to 12, or less
/// where the value would not fit, or its short name (six letters at most) where even
/// that would not.
fn counter((name, short, n): (&str, &str, u64), form: Form, width: usize) -> Line<'static> {
    let value = form.write(n);
    let name = if name.len() + 1 + value.chars().count() <= width {
        name
    } else {
        short
    };
    let pad = width
        .saturating_sub(value.chars().count())
        .clamp(name.len() + 1, 12);
    Line::from(vec![
        Span::styled(format!("{name:<pad$}"), theme::label()),
        Span::raw(value),
    ])
}

fn counter_lines(c: &Counters, width: u16) -> Vec<Line<'static>> {
    let w = usize::from(width);
    let depth = format!("  deepest {}", c.max_depth);
    let depth_line = if 12 + c.depth.to_string().len() + depth.len() <= w {
        Line::from(vec![
            Span::styled(format!("{:<12}", "Depth"), theme::label()),
            Span::raw(c.depth.to_string()),
            Span::styled(depth, theme::label()),
        ])
    } else if format!("Depth {} (deepest {})", c.depth, c.max_depth).len() <= w {
        // `Depth 16 (deepest 23)`.
        Line::from(vec![
            Span::styled("Depth ", theme::label()),
            Span::raw(c.depth.to_string()),
            Span::styled(format!(" (deepest {})", c.max_depth), theme::label()),
        ])
    } else {
        // `Depth 16/23` (now, deepest) under a single-character grid.
        Line::from(vec![
            Span::styled("Depth ", theme::label()),
            Span::raw(format!("{}/{}", c.depth, c.max_depth)),
        ])
    };
    let counts = [
        ("Placements", "Placed", c.placements),
        ("Retractions", "Retr.", c.retractions),
        ("Deductions", "Deduc.", c.deductions),
        ("Guesses", "Guess", c.guesses),
        ("Steps", "Steps", c.steps),
    ];
    let form = Form::fitting(&counts, w);
    let mut lines: Vec<Line<'static>> = counts.iter().map(|&n| counter(n, form, w)).collect();
    lines.insert(4, depth_line);
    lines
}

fn state_line(v: &BoardView, width: u16) -> Line<'static> {
    let (text, style) = v.state.text(usize::from(width));
    Line::from(Span::styled(text, style))
}

/// One board in `area`, made up as `shape` says, its grid (of `grid`) at `size`.
fn board(v: &BoardView, size: Size, shape: Shape, area: Rect, buf: &mut Buffer) {
    let grid = match &v.grid {
        BoardGrid::Nine(_) => sudoku_engine::shape::Shape::NINE,
        BoardGrid::Any(b) => b.0.shown.shape(),
    };
    let (gw, gh) = grid_dims(size, grid);
    match shape {
        Shape::Below | Shape::Brief => {
            // As wide as the board: a small grid leaves the counters their room.
            let w = area.width;
            title(v, Rect::new(area.x, area.y, w, 1), buf);
            v.grid
                .draw(Rect::new(area.x, area.y + 1, gw, gh), size, buf);
            let mut lines = vec![state_line(v, w)];
            if shape == Shape::Below {
                lines.extend(counter_lines(&v.counters, w));
            }
            let below = area.y + 1 + gh;
            let h = area.bottom().saturating_sub(below);
            Paragraph::new(lines).render(Rect::new(area.x, below, w, h), buf);
        }
        Shape::Beside | Shape::Narrow => {
            let cw = if shape == Shape::Beside {
                COUNTERS_W
            } else {
                NARROW_W
            };
            v.grid.draw(Rect::new(area.x, area.y, gw, gh), size, buf);
            let x = area.x + gw + 2;
            title(v, Rect::new(x, area.y, cw, 1), buf);
            let mut lines = vec![state_line(v, cw)];
            lines.extend(counter_lines(&v.counters, cw));
            let h = area.height.saturating_sub(1);
            Paragraph::new(lines).render(Rect::new(x, area.y + 1, cw, h), buf);
        }
    }
}

#[cfg(test)]
mod tests;
