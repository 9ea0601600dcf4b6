//! The choice stack: the choices on the search's path from the top, newest last, each
//! with its digit (or, between two tries, the digits taken back there), what is left to
//! try there (and, where the search forces digits, how many each
//! choice forced); then the digits forced under the newest choice, each with its rule.
//! When the rows run out the newest stay, and a line says how many are hidden.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};
use sudoku_engine::grid::{cell_name, spaced_digits, UnitKind};
use sudoku_engine::solve::{Choice, Deduction, Rule};

use super::numbers::grouped;
use super::theme;

/// What the stack panel shows.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StackView {
    /// The choices, oldest first, with how many digits were forced under each (None
    /// where the search forces none).
    pub choices: Vec<(Choice, Option<usize>)>,
    /// The digits forced under the newest choice (before any, when there is none), in
    /// the order made.
    pub forced: Vec<Deduction>,
}

/// The digits still to try there: `(to try: 5 9)`, `(none to try)`.
fn left(mask: u16) -> String {
    if mask == 0 {
        return "(none to try)".into();
    }
    format!("(to try: {})", spaced_digits(mask))
}

fn choice_line(c: &Choice, forced: Option<usize>) -> Line<'static> {
    let (head, style) = match c.digit {
        Some(d) => (format!("{} = {d}", cell_name(c.cell)), theme::solver()),
        // Between two tries: every digit tried there was taken back.
        None => (
            format!("{} ≠ {}", cell_name(c.cell), spaced_digits(c.tried())),
            theme::taken_back(),
        ),
    };
    let mut spans = vec![
        Span::styled(head, style),
        Span::raw("  "),
        Span::styled(left(c.remaining), theme::label()),
    ];
    if let Some(n) = forced {
        spans.push(Span::styled(
            format!(
                "  {} {} forced",
                grouped(n as u64),
                if n == 1 { "digit" } else { "digits" }
            ),
            theme::deduced(),
        ));
    }
    Line::from(spans)
}

/// A forced digit and its rule (`hidden single in column 6`), the rule in brief
/// (`hidden in col 6`) where the line would be wider than `width`.
fn forced_line(d: &Deduction, width: usize) -> Line<'static> {
    let head = format!("  {} = {}", cell_name(d.cell()), d.digit());
    let mut rule = format!("  {}", d.rule());
    if head.chars().count() + rule.chars().count() > width {
        rule = format!("  {}", brief_rule(d.rule()));
    }
    Line::from(vec![
        Span::styled(head, theme::deduced()),
        Span::styled(rule, theme::label()),
    ])
}

/// A rule in few words: `naked single`, `hidden in row 4`, `hidden in col 6`.
fn brief_rule(rule: Rule) -> String {
    match rule {
        Rule::NakedSingle => rule.to_string(),
        Rule::HiddenSingle(u) => match u.kind {
            UnitKind::Column => format!("hidden in col {}", u.index + 1),
            _ => format!("hidden in {u}"),
        },
    }
}

fn note(text: String) -> Line<'static> {
    Line::from(Span::styled(text, theme::label()))
}

/// How many of the newest choices and of the newest forced digits fit in `rows`, one
/// of them saying how many are hidden: forced digits get up to half (all of them when
/// there is no choice), the choices what they leave.
fn fit(choices: usize, forced: usize, rows: usize) -> (usize, usize) {
    if choices + forced <= rows {
        return (choices, forced);
    }
    let avail = rows.saturating_sub(1);
    let half = if choices == 0 { avail } else { avail / 2 };
    let c = choices.min(avail - forced.min(half));
    (c, forced.min(avail - c))
}

/// `… 18 choices and 12 forced hidden`.
fn hidden(choices: usize, forced: usize) -> Option<String> {
    let parts: Vec<String> = [(choices, "choices", "choice"), (forced, "forced", "forced")]
        .into_iter()
        .filter(|&(n, _, _)| n > 0)
        .map(|(n, many, one)| format!("{} {}", grouped(n as u64), if n == 1 { one } else { many }))
        .collect();
    (!parts.is_empty()).then(|| format!("… {} hidden", parts.join(" and ")))
}

/// The panel's lines, at most `rows` of them, for a panel `width` columns wide.
pub fn lines(v: &StackView, rows: usize, width: usize) -> Vec<Line<'static>> {
    let (nc, nf) = (v.choices.len(), v.forced.len());
    let (c, f) = fit(nc, nf, rows);
    let mut out = Vec::with_capacity(rows);
    out.extend(hidden(nc - c, nf - f).map(note));
    for (choice, forced) in &v.choices[nc - c..] {
        out.push(choice_line(choice, *forced));
    }
    for d in &v.forced[nf - f..] {
        out.push(forced_line(d, width));
    }
    out.truncate(rows);
    out
}

/// Rows the stack would take to show everything: a title, a blank line before it, and
/// a line an entry.
pub fn rows_wanted(v: &StackView) -> u16 {
    (2 + v.choices.len() + v.forced.len()).min(u16::MAX as usize) as u16
}

/// The stack's text in `area`: a title, then as many entries as fit under it.
fn text(v: &StackView, area: Rect) -> Vec<Line<'static>> {
    if area.height == 0 {
        return Vec::new();
    }
    let depth = v.choices.iter().filter(|(c, _)| c.digit.is_some()).count();
    // "newest last" only where it fits whole: a narrow panel keeps the depth.
    let mut detail = format!("  {depth} deep, newest last");
    if "Choices".len() + detail.chars().count() > area.width as usize {
        detail = format!("  {depth} deep");
    }
    let title = Line::from(vec![
        Span::styled("Choices", theme::title()),
        Span::styled(detail, theme::label()),
    ]);
    let mut all = vec![title];
    if v.choices.is_empty() && v.forced.is_empty() {
        all.push(note("none yet".into()));
    } else {
        all.extend(lines(v, area.height as usize - 1, area.width.into()));
    }
    all.truncate(area.height.into());
    all
}

/// The rows from the top of `area` that [`draw`] writes in.
pub fn rows_drawn(v: &StackView, area: Rect) -> u16 {
    text(v, area).len() as u16
}

/// Draws the stack under a title in `area`.
pub fn draw(v: &StackView, area: Rect, buf: &mut Buffer) {
    Paragraph::new(text(v, area)).render(area, buf);
}
