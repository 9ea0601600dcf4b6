//! The full panel's lines of a label and a value: the labels, values wrapped under
//! them, the last step with its reason, and the verdict on a puzzle being edited.

use ratatui::style::Style;
use ratatui::text::{Line, Span};
use sudoku_engine::grid::cell_name;
use sudoku_engine::solve::fast::Status;

use super::text::{head, tail, wrap_words};
use super::theme;
use super::why::{forced_only, step_label, undo_label, why_text, StepView};

/// Width of the labels on the left.
pub(super) const LABEL: usize = 12;

pub(super) fn label(name: &str) -> Span<'static> {
    Span::styled(format!("{name:<LABEL$}"), theme::label())
}

pub(super) fn labelled(name: &str, value: impl Into<Span<'static>>) -> Line<'static> {
    Line::from(vec![label(name), value.into()])
}

/// The File line's value in `width` columns: a path by its end, from a `/` where one
/// leaves room (`…/long/name.txt`); how a puzzle was generated with its seed whole (the
/// seed makes the puzzle again), the words before it dropped first (`generated, extreme,
/// symmetric, seed 41127` → `extreme, symmetric, seed 41127` → `seed 41127`).
pub(super) fn file_value(file: &str, generated: bool, width: usize) -> String {
    let fits = |s: &str| s.chars().count() <= width;
    if fits(file) {
        return file.to_string();
    }
    if generated {
        let mut words: Vec<&str> = file.split(", ").collect();
        while words.len() > 1 {
            words.remove(0);
            let shorter = words.join(", ");
            if fits(&shorter) {
                return shorter;
            }
        }
        return head(words[0], width);
    }
    // The longest end that starts at a `/` and fits after the `…`.
    file.char_indices()
        .filter(|&(_, c)| c == '/')
        .map(|(i, _)| format!("…{}", &file[i..]))
        .find(|end| fits(end))
        .unwrap_or_else(|| tail(file, width))
}

/// Panels narrower than this wrap long values under the label, not under the value.
const NARROW: usize = 44;

/// `text` after a label (or none), its words wrapped to `width`: under the value column,
/// or (on a narrow panel) from near the left edge.
pub(super) fn wrapped(name: &str, text: &str, style: Style, width: usize) -> Vec<Line<'static>> {
    let indent = if width < NARROW { HANG } else { LABEL };
    wrapped_from(name, text, style, width, indent)
}

/// Where the rows after the first of a sentence (the why, the technique's step, an undone
/// run) start: two columns in at every width, as a narrow panel has them (a sentence is
/// read across, not as a value under others).
const HANG: usize = 2;

/// [`wrapped`] for a sentence: the rows after the first [`HANG`] columns in at every width.
pub(super) fn hanging(name: &str, text: &str, style: Style, width: usize) -> Vec<Line<'static>> {
    wrapped_from(name, text, style, width, HANG)
}

/// `text` after a label (or none), wrapped to `width`, the rows after the first `indent`
/// columns in.
fn wrapped_from(
    name: &str,
    text: &str,
    style: Style,
    width: usize,
    indent: usize,
) -> Vec<Line<'static>> {
    // Without a label, the first row starts where the others do.
    let first = if name.is_empty() { indent } else { LABEL };
    let rest = width.saturating_sub(indent);
    let rows = wrap_words(text, width.saturating_sub(first), rest);
    rows.into_iter()
        .enumerate()
        .map(|(i, r)| {
            let head = if i == 0 && !name.is_empty() {
                label(name)
            } else {
                Span::raw(" ".repeat(indent))
            };
            Line::from(vec![head, Span::styled(r, style)])
        })
        .collect()
}

/// The last step on one line: after its label where they fit together, else after the
/// short label `Last`, in its short form if need be (a narrow panel, about 28 columns,
/// has room for `r5c1 ≠ 9 (taken back)`, `r4c7 = 7 (guess 1 of 2)` and `r6c7 = 7 (naked
/// single)` that way), a deduction with a long rule as `r3c6 = 9 (forced)` (the stack
/// under it names the rule); else cut short with `…`: one row, always.
fn last_step_lines(v: &StepView, width: usize) -> Vec<Line<'static>> {
    let Some((text, style)) = step_label(v, false) else {
        return Vec::new();
    };
    let fits = |t: &str, label: usize| label + t.chars().count() <= width;
    if fits(&text, LABEL) {
        return wrapped("Last step", &text, style, width);
    }
    let short = step_label(v, true).map(|(t, _)| t);
    let tiny = forced_only(v);
    let mut forms = [Some(&text), short.as_ref(), tiny.as_ref()]
        .into_iter()
        .flatten();
    let head = Span::styled(SHORT_LAST, theme::label());
    if let Some(t) = forms.find(|t| fits(t, SHORT_LAST.len())) {
        return vec![Line::from(vec![head, Span::styled(t.clone(), style)])];
    }
    // Never more than its one row, so that nothing under it moves.
    let t = short.clone().unwrap_or_else(|| text.clone());
    let mut line = Line::from(vec![head, Span::styled(t, style)]);
    cut_line(&mut line, width);
    vec![line]
}

/// The label of the last step where the full one leaves its value too little room.
const SHORT_LAST: &str = "Last ";

/// Rows kept for an undone deduction's run and the latest take-back's reason, whether
/// they are there or not, so that nothing under them moves as they come and go or wrap.
pub(super) const WHY_ROWS: usize = 3;

/// The last step, then in [`WHY_ROWS`] rows an undone deduction's run and the latest
/// take-back's reason (cut with `…` where they would take more).
pub(super) fn step_lines(v: &StepView, width: usize) -> Vec<Line<'static>> {
    let mut out = Vec::new();
    out.extend(last_step_lines(v, width));
    let mut block = Vec::new();
    if let Some(u) = &v.undoing {
        block.extend(hanging("", &undo_label(u), theme::taken_back(), width));
    }
    if let Some(t) = &v.technique {
        block.extend(hanging("Why", t, theme::deduced(), width));
    }
    if let Some(w) = &v.why {
        let label = if v.technique.is_some() { "" } else { "Why" };
        block.extend(hanging(label, &why_text(w), theme::culprit_text(), width));
    }
    let rows = WHY_ROWS;
    if block.len() > rows {
        block.truncate(rows);
        if let Some(last) = block.last_mut() {
            cut_line(last, width);
        }
    }
    block.resize(rows, Line::from(""));
    out.extend(block);
    out
}

/// Ends a line with `…`, within `width`.
fn cut_line(line: &mut Line<'static>, width: usize) {
    let n = line.spans.len();
    let before: usize = (line.spans.iter().take(n.saturating_sub(1)))
        .map(|s| s.content.chars().count())
        .sum();
    let Some(span) = line.spans.last_mut() else {
        return;
    };
    let room = width.saturating_sub(before + 1);
    let kept: String = span.content.chars().take(room).collect();
    span.content = format!("{}…", kept.trim_end()).into();
}

/// The verdict on the puzzle; `count`, the solutions counted (`3 solutions`), said for a
/// puzzle with several.
pub(super) fn verdict_lines(verdict: Option<&Status>, count: Option<&str>) -> Vec<Line<'static>> {
    let (text, style) = match verdict {
        None => ("checking…", theme::label()),
        Some(Status::Unique(_)) => ("unique solution", theme::good()),
        Some(Status::Several(_)) => (count.unwrap_or("several solutions"), theme::warn()),
        Some(Status::NoSolution) => ("no solution", theme::bad()),
        Some(Status::Clash(_)) => ("clashing givens", theme::bad()),
    };
    let mut out = vec![labelled("Status", Span::styled(text.to_string(), style))];
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
