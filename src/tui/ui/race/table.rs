//! The results of a race: one line per strategy, first place first, with the ratio of its
//! steps to the fewest and of its time to the shortest; fitted into the width there is.

use std::time::Duration;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use crate::tui::ui::numbers::{grouped, short_count};
use crate::tui::ui::theme;

/// One strategy's figures at the end of a race.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResultRow {
    pub place: usize,
    pub name: &'static str,
    pub steps: u64,
    pub placements: u64,
    pub retractions: u64,
    pub deductions: u64,
    pub guesses: u64,
    /// Time spent on its steps.
    pub time: Duration,
}

/// "1st", "2nd", "3rd", "4th", ..., "11th", "21st".
pub fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

/// A duration to the microsecond: "14µs", "3.4ms", "1.13s".
pub fn short_time(d: Duration) -> String {
    let us = d.as_micros();
    if us < 1_000 {
        format!("{us}µs")
    } else if us < 1_000_000 {
        format!("{:.1}ms", d.as_secs_f64() * 1e3)
    } else {
        format!("{:.2}s", d.as_secs_f64())
    }
}

/// `x` over `least`: "1×", "2.5×", "1,392×" (or "1.4k×" when `short`); "–" without a
/// least to divide by.
pub fn ratio(x: f64, least: f64, short: bool) -> String {
    if least <= 0.0 {
        return "–".into();
    }
    let r = x / least;
    if r < 100.0 {
        let s = format!("{r:.1}");
        format!("{}×", s.strip_suffix(".0").unwrap_or(&s))
    } else if short {
        format!("{}×", short_count(r.round() as u64))
    } else {
        format!("{}×", grouped(r.round() as u64))
    }
}

/// A column: its title, whether its cells line up on the right, its cells.
struct Column {
    title: &'static str,
    right: bool,
    cells: Vec<String>,
}

impl Column {
    fn width(&self) -> usize {
        self.cells
            .iter()
            .map(|c| c.chars().count())
            .chain([self.title.chars().count()])
            .max()
            .unwrap_or(0)
    }
}

/// The table's text, fitted into a width.
pub struct Table {
    columns: Vec<Column>,
    gap: usize,
}

/// The columns, counts written in full or short ("4.7M").
fn columns(rows: &[ResultRow], short: bool) -> Vec<Column> {
    let count = |n: u64| if short { short_count(n) } else { grouped(n) };
    let least_steps = rows.iter().map(|r| r.steps).min().unwrap_or(0) as f64;
    let least_time = rows.iter().map(|r| r.time).min().unwrap_or_default();
    let col = |title, right, f: &dyn Fn(&ResultRow) -> String| Column {
        title,
        right,
        cells: rows.iter().map(f).collect(),
    };
    vec![
        col("Place", false, &|r| ordinal(r.place)),
        col("Strategy", false, &|r| r.name.to_string()),
        col("Steps", true, &|r| count(r.steps)),
        col("× fewest", true, &|r| {
            ratio(r.steps as f64, least_steps, short)
        }),
        col("Placements", true, &|r| count(r.placements)),
        col("Retractions", true, &|r| count(r.retractions)),
        col("Deductions", true, &|r| count(r.deductions)),
        col("Guesses", true, &|r| count(r.guesses)),
        col("Time", true, &|r| short_time(r.time)),
        col("× fastest", true, &|r| {
            ratio(r.time.as_secs_f64(), least_time.as_secs_f64(), short)
        }),
    ]
}

impl Table {
    /// The table for `rows` in at most `width` columns: counts in full with two blanks
    /// between columns if that fits; else short counts, then one blank, then without the
    /// time's ratio and the place (the boards show it).
    pub fn fit(rows: &[ResultRow], width: u16) -> Table {
        let width = usize::from(width);
        let mut t = Table {
            columns: columns(rows, false),
            gap: 2,
        };
        if t.width() <= width {
            return t;
        }
        t.columns = columns(rows, true);
        for drop in [None, Some("× fastest"), Some("Place")] {
            if let Some(title) = drop {
                t.columns.retain(|c| c.title != title);
            }
            for gap in [2, 1] {
                t.gap = gap;
                if t.width() <= width {
                    return t;
                }
            }
        }
        t
    }

    /// Columns and lines it takes: a leading blank, the columns, the gaps.
    pub fn width(&self) -> usize {
        let n = self.columns.len();
        1 + self.columns.iter().map(Column::width).sum::<usize>() + self.gap * n.saturating_sub(1)
    }

    pub fn height(&self) -> usize {
        1 + self.columns.first().map_or(0, |c| c.cells.len())
    }

    /// The header line and each row, as text with their styles.
    fn lines(&self) -> Vec<Line<'static>> {
        let widths: Vec<usize> = self.columns.iter().map(Column::width).collect();
        let line = |cell: &dyn Fn(&Column) -> (String, Style)| {
            let mut spans = vec![Span::raw(" ")];
            for (i, (c, w)) in self.columns.iter().zip(&widths).enumerate() {
                if i > 0 {
                    spans.push(Span::raw(" ".repeat(self.gap)));
                }
                let (text, style) = cell(c);
                let text = if c.right {
                    format!("{text:>w$}")
                } else {
                    format!("{text:<w$}")
                };
                spans.push(Span::styled(text, style));
            }
            Line::from(spans)
        };
        let mut out = vec![line(&|c| (c.title.to_string(), theme::label()))];
        for row in 0..self.height() - 1 {
            out.push(line(&|c| {
                let style = if c.title == "Strategy" {
                    theme::title()
                } else {
                    Style::new()
                };
                (c.cells[row].clone(), style)
            }));
        }
        out
    }

    pub fn draw(&self, area: Rect, buf: &mut Buffer) {
        for (i, l) in self.lines().into_iter().enumerate() {
            let y = area.y + i as u16;
            if y >= area.bottom() {
                break;
            }
            l.render(Rect::new(area.x, y, area.width, 1), buf);
        }
    }
}

#[cfg(test)]
mod tests;
