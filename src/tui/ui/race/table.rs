//! The results of a race: one line per strategy, first place first, with the figures of
//! `solve --compare` (the library's [`compare`] rows, columns and ratios to the fewest),
//! fitted into the width there is.

use crate::figures;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;
use sudoku_engine::compare::{self, StrategyRun};

use crate::tui::ui::theme;
use crate::tui::words::numbers::{grouped, short_count};

/// One strategy's search in the race, and its place.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ResultRow {
    pub place: usize,
    /// Its time is the time spent on the board's own steps.
    pub row: StrategyRun,
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

/// How much the table shows: every ratio or those of steps and time only, counts in
/// full or short ("4.7M"), the place or not, the blanks between columns.
#[derive(Clone, Copy)]
struct Fit {
    every_ratio: bool,
    short: bool,
    place: bool,
    gap: usize,
}

/// From the most to the least shown.
const FITS: [Fit; 5] = [
    Fit {
        every_ratio: true,
        short: false,
        place: true,
        gap: 2,
    },
    Fit {
        every_ratio: false,
        short: false,
        place: true,
        gap: 2,
    },
    Fit {
        every_ratio: false,
        short: true,
        place: true,
        gap: 2,
    },
    Fit {
        every_ratio: false,
        short: true,
        place: true,
        gap: 1,
    },
    Fit {
        every_ratio: false,
        short: true,
        place: false,
        gap: 1,
    },
];

/// Columns left out on a terminal too narrow for all, in this order.
const DROPPED_FIRST: [&str; 7] = [
    "undone",
    "deductions",
    "retractions",
    "placements",
    "wasted",
    "guesses",
    "time",
];

/// The table's text, fitted into a width.
pub struct Table {
    columns: Vec<Column>,
    gap: usize,
}

/// The columns as `fit` says.
fn columns(rows: &[ResultRow], fit: Fit) -> Vec<Column> {
    let plain: Vec<StrategyRun> = rows.iter().map(|r| r.row).collect();
    let count = |n: u64| {
        if fit.short {
            short_count(n)
        } else {
            grouped(n)
        }
    };
    let col = |title, right, cells: Vec<String>| Column {
        title,
        right,
        cells,
    };
    let mut out = Vec::new();
    if fit.place {
        out.push(col(
            "place",
            false,
            rows.iter().map(|r| ordinal(r.place)).collect(),
        ));
    }
    let names = plain
        .iter()
        .map(|r| r.strategy.name().to_string())
        .collect();
    out.push(col("strategy", false, names));
    for (i, c) in compare::COLUMNS.iter().enumerate() {
        out.push(col(
            c.title,
            true,
            plain.iter().map(|r| count((c.value)(r))).collect(),
        ));
        if fit.every_ratio || i == 0 {
            let least = compare::fewest(&plain, c.value).unwrap_or(0) as f64;
            let ratios = plain
                .iter()
                .map(|r| figures::ratio((c.value)(r) as f64, least));
            out.push(col("", false, ratios.collect()));
        }
    }
    // The steps spent in doomed branches and their share of the steps, once the board's
    // tree has caught up with its search (`…` until then).
    out.push(col(
        "wasted",
        true,
        plain
            .iter()
            .map(|r| r.wasted.map_or("…".into(), count))
            .collect(),
    ));
    let shares = plain.iter().map(|r| {
        r.wasted
            .map_or(String::new(), |w| figures::share(w, r.stats.steps))
    });
    out.push(col("", false, shares.collect()));
    let nanos = |r: &StrategyRun| r.time.as_nanos() as u64;
    out.push(col(
        "time",
        true,
        plain
            .iter()
            .map(|r| figures::duration_text(r.time))
            .collect(),
    ));
    let least = compare::fewest(&plain, nanos).unwrap_or(0) as f64;
    let ratios = plain.iter().map(|r| figures::ratio(nanos(r) as f64, least));
    out.push(col("", false, ratios.collect()));
    out
}

impl Table {
    /// The table for `rows` in at most `width` columns: as much as fits of it. Where
    /// even the shortest form is too wide, whole columns go, the least telling first,
    /// so that no column is cut in the middle; steps and their ratio stay.
    pub fn fit(rows: &[ResultRow], width: u16) -> Table {
        let mut shortest = None;
        for fit in FITS {
            let table = Table {
                columns: columns(rows, fit),
                gap: fit.gap,
            };
            if table.width() <= usize::from(width) {
                return table;
            }
            shortest = Some(table);
        }
        let mut table = shortest.expect("a way to fit the table");
        for title in DROPPED_FIRST {
            if table.width() <= usize::from(width) {
                break;
            }
            table.drop(title);
        }
        table
    }

    /// Without the column titled `title` and the ratio that follows it, if any.
    fn drop(&mut self, title: &str) {
        let Some(i) = self.columns.iter().position(|c| c.title == title) else {
            return;
        };
        let end = if self.columns.get(i + 1).is_some_and(|c| c.title.is_empty()) {
            i + 2
        } else {
            i + 1
        };
        self.columns.drain(i..end);
    }

    /// Columns it takes: a leading blank, the columns, the gaps (a ratio follows its
    /// figure after one blank).
    pub fn width(&self) -> usize {
        1 + self
            .columns
            .iter()
            .enumerate()
            .map(|(i, c)| c.width() + if i == 0 { 0 } else { self.gap_before(c) })
            .sum::<usize>()
    }

    fn gap_before(&self, c: &Column) -> usize {
        if c.title.is_empty() {
            1
        } else {
            self.gap
        }
    }

    pub fn height(&self) -> usize {
        1 + self.columns.first().map_or(0, |c| c.cells.len())
    }

    /// The header line and each row, as text with their styles.
    fn lines(&self) -> Vec<Line<'static>> {
        let widths: Vec<usize> = self.columns.iter().map(Column::width).collect();
        let line = |cell: &dyn Fn(&Column) -> (String, Style)| {
            let mut spans = vec![Span::raw(" ")];
            for (i, (c, &w)) in self.columns.iter().zip(&widths).enumerate() {
                if i > 0 {
                    spans.push(Span::raw(" ".repeat(self.gap_before(c))));
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
                let style = match c.title {
                    "strategy" => theme::title(),
                    "" => theme::label(),
                    _ => Style::new(),
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
#[path = "table_tests.rs"]
mod tests;
