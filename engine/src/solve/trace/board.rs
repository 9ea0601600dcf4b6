//! The trace of a search of any size ([`BoardStepper`]): the same lines as at 9×9, with
//! the cells and units of the board's shape (`r12c3`, `box 16`) and digits as numbers
//! (`16`, not `G`).

use std::io::{self, Write};

use serde::Serialize;

use super::{in_blocks, TraceEnd};
use crate::shape::Shape;
use crate::solve::reason::{Explained, Why};
use crate::solve::{BoardStepper, Mask};

/// Runs `stepper` for at most `max_steps` steps (None: to the end; the final event counts
/// as a step) and writes one line per event to `out`, as [`super::write_trace`] does at
/// 9×9. Fails only when writing fails.
pub fn write_board_trace<W: Write + ?Sized>(
    mut stepper: BoardStepper,
    max_steps: Option<u64>,
    out: &mut W,
) -> io::Result<TraceEnd> {
    let shape = stepper.shape();
    let limit = max_steps.unwrap_or(u64::MAX);
    in_blocks(out, |buf| {
        if stepper.stats().steps >= limit {
            return Ok(false);
        }
        let told = stepper.step_explained();
        let stats = stepper.stats();
        write_board_line(buf, shape, stats.steps, told, stats.depth)
    })?;
    Ok(TraceEnd {
        outcome: stepper.outcome(),
        stats: *stepper.stats(),
    })
}

/// [`super::write_line`] for a search of a grid of `shape`: one event as a line of the
/// trace; false (nothing written) for a final event.
pub fn write_board_line<W: Write + ?Sized>(
    out: &mut W,
    shape: Shape,
    step: u64,
    told: Explained<u32>,
    depth: u32,
) -> io::Result<bool> {
    let (kind, cell, digit) = match told {
        Explained::Place { cell, digit, .. } => ("place", cell, digit),
        Explained::Deduce { cell, digit, .. } => ("deduce", cell, digit),
        Explained::Retract { cell, digit, .. } => ("retract", cell, digit),
        Explained::Undo { cell, digit, .. } => ("undo", cell, digit),
        Explained::Restore { cell, digit, .. } => ("restore", cell, digit),
        // Logic, the one strategy that strikes candidates out, is 9×9 only.
        Explained::Eliminate { .. } | Explained::Solved { .. } | Explained::NoSolution => {
            return Ok(false)
        }
    };
    let (rule, unit) = match told {
        Explained::Deduce { rule, .. } => (Some(rule.key()), rule.unit().map(|u| u.to_string())),
        _ => (None, None),
    };
    let line = Line {
        step,
        kind,
        row: shape.row_of(cell.index()) + 1,
        col: shape.col_of(cell.index()) + 1,
        digit,
        depth,
        options: match told {
            Explained::Place { left, .. } => Some(left.digits().collect()),
            _ => None,
        },
        rule,
        unit,
        why: told.why().map(|w| WhyLine::new(w, shape)),
    };
    serde_json::to_writer(&mut *out, &line)?;
    out.write_all(b"\n")?;
    Ok(true)
}

#[derive(Serialize)]
struct Line {
    step: u64,
    kind: &'static str,
    row: usize,
    col: usize,
    digit: u8,
    depth: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    options: Option<Vec<u8>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    rule: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    unit: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    why: Option<WhyLine>,
}

/// The `why` object: `kind`, then the fields of that kind.
#[derive(Serialize)]
struct WhyLine {
    kind: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    cell: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    tried: Option<Vec<u8>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    digit: Option<u8>,
    #[serde(skip_serializing_if = "Option::is_none")]
    unit: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    solution: Option<u64>,
}

impl WhyLine {
    fn new(why: Why<u32>, shape: Shape) -> WhyLine {
        let mut line = WhyLine {
            kind: why.key(),
            cell: why.cell().map(|c| shape.cell_name(c.index())),
            tried: None,
            digit: None,
            unit: None,
            solution: None,
        };
        match why {
            Why::DeadEnd { .. } => {}
            Why::Exhausted { tried, .. } => line.tried = Some(tried.digits().collect()),
            Why::NoPlace { digit, unit } => {
                line.digit = Some(digit);
                line.unit = Some(unit.to_string());
            }
            Why::SearchOn { solution } => line.solution = Some(solution),
        }
        line
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Board;
    use crate::solve::Strategy;

    #[test]
    fn a_sixteen_by_sixteen_trace_names_its_cells_with_two_digits() {
        let shape = Shape::for_side(16).unwrap();
        let mut b = Board::empty(shape);
        // Row 12 holds 1 to 15 around r12c3, and r1c3 holds 16: nothing fits r12c3,
        // the first cell mrv looks at with no digit.
        for (col, d) in (0..16).filter(|&c| c != 2).zip(1..=15u8) {
            b.try_set(11 * 16 + col, d).unwrap();
        }
        b.try_set(2, 16).unwrap();
        b.try_set(2, 0).unwrap();
        let s = BoardStepper::from_board(&b, Strategy::Mrv).unwrap();
        let mut out = Vec::new();
        let end = write_board_trace(s, Some(3), &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        let first = text.lines().next().unwrap();
        // r12c3 has one digit left, 16: mrv places it first.
        assert_eq!(
            first,
            r#"{"step":1,"kind":"place","row":12,"col":3,"digit":16,"depth":1,"options":[]}"#
        );
        assert_eq!(end.stats.steps, 3);
        assert_eq!(text.lines().count(), 3);
    }
}
