//! The last step and the reason behind the latest take-back, in words: `r2c5 = 3 (guess,
//! 1 of 2)`, `r2c6 = 8 (forced: naked single)`, `r4c2 ≠ 1 (taken back)`, `undoing 28
//! digits forced by r2c5 = 3`, and `r4c3: no digit fits (row 4 has 1 3 5 6 8; column 3
//! adds 2 4 9; box 4 adds 7)`.

//!
//! The same at every size: a grid of another size names its cells and writes its digits
//! as it has them (`r12c3 = G`), the `_in` forms taking its shape.

use ratatui::style::Style;
use sudoku_engine::shape::{digit_char, Shape, Spot};
use sudoku_engine::solve::{Explained, Mask, Why};

use super::theme;
pub use crate::tui::shown::{StepView, Undoing, WhyView};
use crate::tui::words::seen::Seen;

/// `r2c5 = 3`.
fn written(shape: Shape, cell: Spot, digit: u8) -> String {
    format!("{} = {}", shape.cell_name(cell.index()), digit_char(digit))
}

/// The step label and its style; None for the end of the search. `short`, for a narrow
/// panel: a guess without the comma (`r2c5 = 3 (guess 1 of 2)`), a deduction with its
/// rule alone (`r2c6 = 8 (naked single)`, as the stack has it).
pub fn step_label(v: &StepView, short: bool) -> Option<(String, Style)> {
    step_label_in(v, Shape::NINE, short)
}

/// [`step_label`] on a grid of `shape`.
pub fn step_label_in<M: Mask, G>(
    v: &StepView<M, G>,
    shape: Shape,
    short: bool,
) -> Option<(String, Style)> {
    let written = |cell, digit| written(shape, cell, digit);
    let cell_name = |cell: Spot| shape.cell_name(cell.index());
    let digit = |d: u8| digit_char(d);
    Some(match v.event {
        // One digit fitted: no choice was made.
        Explained::Place {
            cell, digit, of: 1, ..
        } => (
            format!(
                "{} ({}only digit that fits)",
                written(cell, digit),
                if short { "" } else { "forced: " }
            ),
            theme::solver(),
        ),
        Explained::Place {
            cell,
            digit,
            guess,
            of,
            ..
        } => (
            format!(
                "{} (guess{} {guess} of {of})",
                written(cell, digit),
                if short { "" } else { "," }
            ),
            theme::solver(),
        ),
        Explained::Deduce { cell, digit, rule } => (
            format!(
                "{} ({}{rule})",
                written(cell, digit),
                if short { "" } else { "forced: " }
            ),
            theme::deduced(),
        ),
        Explained::Retract { cell, digit: d, .. } => (
            format!("{} ≠ {} (taken back)", cell_name(cell), digit(d)),
            theme::taken_back(),
        ),
        Explained::Undo { cell, digit: d, .. } => {
            // The short form leaves the count to the line under it.
            let of = v
                .undoing
                .filter(|_| !short)
                .map(|u| format!(", {} of {}", u.done, u.total))
                .unwrap_or_default();
            (
                format!("{} ≠ {} (undone{of})", cell_name(cell), digit(d)),
                theme::taken_back(),
            )
        }
        Explained::Eliminate { technique, count } => {
            let s = if count == 1 { "" } else { "s" };
            (
                format!("{technique} ({count} candidate{s} struck out)"),
                theme::deduced(),
            )
        }
        Explained::Restore { cell, digit: d, .. } => (
            format!("{} may be {} (given back)", cell_name(cell), digit(d)),
            theme::taken_back(),
        ),
        Explained::Solved { .. } | Explained::NoSolution => return None,
    })
}

/// A deduction without its rule, `r3c6 = 9 (forced)`, for the narrowest panels (the
/// stack under it gives the rule); None for other steps.
pub fn forced_only(v: &StepView) -> Option<String> {
    match v.event {
        Explained::Deduce { cell, digit, .. }
        | Explained::Place {
            cell, digit, of: 1, ..
        } => Some(format!("{} (forced)", written(Shape::NINE, cell, digit))),
        _ => None,
    }
}

/// `undoing 28 digits forced by r2c5 = 3`, under an undone deduction.
pub fn undo_label(u: &Undoing) -> String {
    undo_label_in(u, Shape::NINE)
}

/// [`undo_label`] on a grid of `shape`.
pub fn undo_label_in(u: &Undoing, shape: Shape) -> String {
    let digits = if u.total == 1 { "digit" } else { "digits" };
    let by = match u.by {
        Some((cell, digit)) => format!("by {}", written(shape, cell, digit)),
        None => "before any guess".to_string(),
    };
    format!("undoing {} {digits} forced {by}", u.total)
}

/// The reason, with what the grid held for a dead end: `r4c3: no digit fits (row 4 has 1
/// 3 5 6 8; column 3 adds 2 4 9; box 4 adds 7)`; an older take-back says when and which: `(3 steps ago,
/// r4c2 ≠ 1) r4c3: …`.
pub fn why_text(w: &WhyView) -> String {
    why_text_in(w, Shape::NINE)
}

/// [`why_text`] on a grid of `shape`.
pub fn why_text_in<M: Mask, G: Seen>(w: &WhyView<M, G>, shape: Shape) -> String {
    let mut out = String::new();
    if w.ago > 0 {
        let steps = if w.ago == 1 { "step" } else { "steps" };
        out.push_str(&format!(
            "({} {steps} ago, {} ≠ {}) ",
            w.ago,
            shape.cell_name(w.cell.index()),
            digit_char(w.digit)
        ));
    }
    out.push_str(&w.why.in_shape(shape).to_string());
    if let Why::DeadEnd { cell } = w.why {
        if let Some(seen) = w.before.seen(cell.index()) {
            out.push_str(&format!(" ({seen})"));
        }
    }
    out
}

#[cfg(test)]
#[path = "why_tests.rs"]
mod tests;
