//! The choice stack: the choices on the search's path from the top, newest last, each
//! with its digit (or, between two tries, the digits taken back there), what is left to
//! try there (and, where the search forces digits, how many each
//! choice forced); then the digits forced under the newest choice, each with its rule.
//! When the rows run out the newest stay, and a line says how many are hidden; scrolled
//! back, a window further up shows, a line under it saying how many newer entries are
//! below. With hindsight on each choice reads sound (bold) or doomed (dim, italic).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};
use sudoku_engine::grid::UnitKind;
use sudoku_engine::shape::{digit_char, Shape, Spot};
use sudoku_engine::solve::{Choice, Deduction, Mask, Rule};

use ratatui::style::Style;

use super::map;
use super::theme;
use crate::tui::words::numbers::grouped;

/// What the stack panel shows, at 9×9 by default (`M` is the digit set of the search).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StackView<M: Mask = u16> {
    /// The choices, oldest first, with how many digits were forced under each (None
    /// where the search forces none).
    pub choices: Vec<(Choice<M>, Option<usize>)>,
    /// The digits forced under the newest choice (before any, when there is none), in
    /// the order made.
    pub forced: Vec<Deduction>,
    /// With hindsight on: whether each choice with a digit on it is doomed, oldest first
    /// (empty with hindsight off).
    pub doomed: Vec<bool>,
    /// Entries scrolled back from the newest (0: the newest show).
    pub scroll: usize,
    /// The grid's shape: cells are named and digits written as it has them (`r12c3 =
    /// G`).
    pub shape: Shape,
}

/// The digits of a mask, spaced: `2 5 9`, `A G`.
fn spaced<M: Mask>(mask: M) -> String {
    let digits: Vec<String> = mask.digits().map(|d| digit_char(d).to_string()).collect();
    digits.join(" ")
}

/// The digits still to try there: `(to try: 5 9)`, `(none to try)`.
fn left<M: Mask>(mask: M) -> String {
    if mask == M::NONE {
        return "(none to try)".into();
    }
    format!("(to try: {})", spaced(mask))
}

/// How a choice reads with hindsight on: doomed, or on the way to a solution.
pub fn doomed_style() -> Style {
    map::doomed()
}
pub fn sound_style() -> Style {
    map::solution()
}

fn choice_line<M: Mask>(
    shape: Shape,
    c: &Choice<M>,
    forced: Option<usize>,
    doomed: Option<bool>,
) -> Line<'static> {
    let cell_name = |c: Spot| shape.cell_name(c.index());
    let (head, style) = match c.digit {
        Some(d) => (
            format!("{} = {}", cell_name(c.cell), digit_char(d)),
            match doomed {
                Some(true) => doomed_style(),
                Some(false) => sound_style(),
                None => theme::solver(),
            },
        ),
        // Between two tries: every digit tried there was taken back.
        None => (
            format!("{} ≠ {}", cell_name(c.cell), spaced(c.tried())),
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
fn forced_line(shape: Shape, d: &Deduction, width: usize) -> Line<'static> {
    let head = format!(
        "  {} = {}",
        shape.cell_name(d.cell().index()),
        digit_char(d.digit())
    );
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
/// there is no choice), the choices what they leave. In one row, the newest choice
/// alone (the newest forced digit where there is none), with no word of the rest.
fn fit(choices: usize, forced: usize, rows: usize) -> (usize, usize) {
    if choices + forced <= rows {
        return (choices, forced);
    }
    if rows == 1 {
        return if choices > 0 { (1, 0) } else { (0, 1) };
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

/// Per choice, whether it is doomed: None with hindsight off, and for a choice between
/// two tries (no digit on it, not on the search's path).
fn marks<M: Mask>(v: &StackView<M>) -> Vec<Option<bool>> {
    let mut path = v.doomed.iter().copied();
    v.choices
        .iter()
        .map(|(c, _)| c.digit.and_then(|_| path.next()))
        .collect()
}

/// The panel's lines, at most `rows` of them, for a panel `width` columns wide.
pub fn lines<M: Mask>(v: &StackView<M>, rows: usize, width: usize) -> Vec<Line<'static>> {
    let (nc, nf) = (v.choices.len(), v.forced.len());
    let marks = marks(v);
    if v.scroll > 0 && nc + nf > rows && rows > 1 {
        return scrolled(v, &marks, rows, width);
    }
    let (c, f) = fit(nc, nf, rows);
    let mut out = Vec::with_capacity(rows);
    if rows > 1 {
        out.extend(hidden(nc - c, nf - f).map(note));
    }
    for (i, (choice, forced)) in v.choices.iter().enumerate().skip(nc - c) {
        out.push(choice_line(v.shape, choice, *forced, marks[i]));
    }
    for d in &v.forced[nf - f..] {
        out.push(forced_line(v.shape, d, width));
    }
    out.truncate(rows);
    out
}

/// `… 3 choices and 12 forced below`: the newer entries a scrolled stack hides.
fn below(choices: usize, forced: usize) -> String {
    hidden(choices, forced)
        .unwrap_or_default()
        .replace(" hidden", " below")
}

/// The stack scrolled back: the entries (choices, then the forced digits) in a window
/// `v.scroll` entries up from the newest, as far as the oldest; a line over it says how
/// many older ones are hidden, one under it how many newer.
fn scrolled<M: Mask>(
    v: &StackView<M>,
    marks: &[Option<bool>],
    rows: usize,
    width: usize,
) -> Vec<Line<'static>> {
    let (nc, nf) = (v.choices.len(), v.forced.len());
    let n = nc + nf;
    let room = rows - 1;
    let scroll = v.scroll.min(n - room);
    let end = n - scroll;
    let start = if end <= room { 0 } else { end - (room - 1) };
    let split = |from: usize, to: usize| (to.min(nc) - from.min(nc), to.max(nc) - from.max(nc));
    let mut out = Vec::with_capacity(rows);
    if start > 0 {
        let (c, f) = split(0, start);
        out.extend(hidden(c, f).map(note));
    }
    for (i, &mark) in marks.iter().enumerate().take(end).skip(start) {
        let (choice, forced) = &v.choices[i];
        out.push(choice_line(v.shape, choice, *forced, mark));
    }
    for d in &v.forced[start.max(nc) - nc..end.max(nc) - nc] {
        out.push(forced_line(v.shape, d, width));
    }
    let (c, f) = split(end, n);
    out.push(note(below(c, f)));
    out
}

/// Rows the stack would take to show everything: a title, a blank line before it, and
/// a line an entry.
pub fn rows_wanted<M: Mask>(v: &StackView<M>) -> u16 {
    (2 + v.choices.len() + v.forced.len()).min(u16::MAX as usize) as u16
}

/// The stack's text in `area`: a title, then as many entries as fit under it.
fn text<M: Mask>(v: &StackView<M>, area: Rect) -> Vec<Line<'static>> {
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
pub fn rows_drawn<M: Mask>(v: &StackView<M>, area: Rect) -> u16 {
    text(v, area).len() as u16
}

/// Draws the stack under a title in `area`.
pub fn draw<M: Mask>(v: &StackView<M>, area: Rect, buf: &mut Buffer) {
    Paragraph::new(text(v, area)).render(area, buf);
}
