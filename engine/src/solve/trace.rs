//! A search written down: one JSON object per event, one per line (JSON Lines).
//!
//! ```text
//! {"step":1,"kind":"place","row":1,"col":2,"digit":4,"depth":1,"options":[7,8]}
//! {"step":2,"kind":"deduce","row":1,"col":4,"digit":6,"depth":1,"rule":"hidden_single","unit":"row 1"}
//! {"step":9,"kind":"undo","row":1,"col":4,"digit":6,"depth":1,"why":{"kind":"no_place","digit":7,"unit":"box 5"}}
//! {"step":10,"kind":"retract","row":1,"col":2,"digit":4,"depth":0,"why":{"kind":"dead_end","cell":"r4c3"}}
//! {"step":12,"kind":"eliminate","depth":0,"technique":"pointing","unit":"box 4","pattern":[{"cell":"r4c2","digits":[7]},{"cell":"r5c2","digits":[7]}],"eliminations":[{"cell":"r7c2","digit":7},{"cell":"r9c2","digit":7}]}
//! {"step":30,"kind":"restore","row":7,"col":2,"digit":7,"depth":1,"why":{"kind":"dead_end","cell":"r4c3"}}
//! ```
//!
//! - `step` counts events from 1; `kind` is `place` (a digit written by choice),
//!   `deduce` (written by propagation), `retract` (a digit written by choice, taken back)
//!   or `undo` (a deduced digit taken back); `row` and `col` are 1-based; `depth` is the
//!   number of choices holding a digit after the event.
//! - `place` has `options`: the digits still to try at that cell after this one.
//! - `deduce` has `rule`, `naked_single` or `hidden_single`, and for a hidden single
//!   `unit` (`row 4`, `column 3`, `box 5`).
//! - `retract` and `undo` have `why`: `{"kind":"dead_end","cell":"r4c3"}` (that cell is
//!   empty and no digit fits it), `{"kind":"exhausted","cell":"r4c3","tried":[2,7]}`
//!   (every digit that fits that cell was tried below this choice and each failed) or
//!   `{"kind":"no_place","digit":7,"unit":"box 5"}` (a digit has no cell left in a unit).
//! - The logic strategy adds two kinds. `eliminate`: a technique struck candidates out;
//!   it has no cell of its own, and has `technique` (`pointing`, `x_wing`, ...), `unit`
//!   (the area the pattern lies in, when it lies in one), `pattern` (its cells, each with
//!   the digits that take part) and `eliminations` (each candidate struck out). `restore`:
//!   a candidate struck out under a choice, given back as the choice is taken back, with
//!   `row`, `col`, `digit` and `why` like an undo. Its singles are `deduce` events.
//!
//! The final event (solved, or no solution) is not a line: [`write_trace`] returns it.

mod board;

pub use board::{write_board_line, write_board_trace};

use std::io::{self, Write};
use std::sync::OnceLock;

use serde::{Serialize, Serializer};

use super::logic::Step;
use super::reason::{Explained, Why};
use super::{Outcome, Stats, Stepper, Strategy};
use crate::grid::{self, col_of, digits_of, row_of, Grid, Unit, CELLS, UNITS};

/// How a written trace ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TraceEnd {
    /// How the search ended; None when it was stopped after the steps allowed.
    pub outcome: Option<Outcome>,
    /// The search's counters at the end (`steps` counts the final event too).
    pub stats: Stats,
}

/// Runs the search of `grid` with `strategy` for at most `max_steps` steps (None: to the
/// end; the final event counts as a step) and writes one line per event to `out`, in
/// blocks of 64 KiB. Fails only when writing fails.
pub fn write_trace<W: Write + ?Sized>(
    grid: &Grid,
    strategy: Strategy,
    max_steps: Option<u64>,
    out: &mut W,
) -> io::Result<TraceEnd> {
    let mut stepper = Stepper::new(grid, strategy);
    let limit = max_steps.unwrap_or(u64::MAX);
    in_blocks(out, |buf| {
        if stepper.stats().steps >= limit {
            return Ok(false);
        }
        let told = stepper.step_explained();
        let stats = stepper.stats();
        let detail = stepper.technique_step();
        write_line_with(buf, stats.steps, told, stats.depth, detail)
    })?;
    Ok(TraceEnd {
        outcome: stepper.outcome(),
        stats: *stepper.stats(),
    })
}

/// Makes lines with `line` until it says there are no more (false), and writes them to
/// `out` in blocks of 64 KiB: lines are made in memory (serde_json is quickest into a
/// `Vec`) and written out in blocks.
#[inline]
pub(crate) fn in_blocks<W: Write + ?Sized>(
    out: &mut W,
    mut line: impl FnMut(&mut Vec<u8>) -> io::Result<bool>,
) -> io::Result<()> {
    const BLOCK: usize = 1 << 16;
    let mut buf = Vec::with_capacity(BLOCK + 512);
    while line(&mut buf)? {
        if buf.len() >= BLOCK {
            out.write_all(&buf)?;
            buf.clear();
        }
    }
    out.write_all(&buf)?;
    out.flush()
}

/// Writes one event as a line of the trace: `step` is its number, `depth` the choices
/// holding a digit after it. Returns false (writing nothing) for a final event. An
/// `eliminate` written this way names its technique only: [`write_line_with`] writes
/// its pattern and eliminations too.
pub fn write_line<W: Write + ?Sized>(
    out: &mut W,
    step: u64,
    told: Explained,
    depth: u32,
) -> io::Result<bool> {
    write_line_with(out, step, told, depth, None)
}

/// [`write_line`], with the technique step behind the event
/// ([`Stepper::technique_step`]): an `eliminate` line gets its unit, pattern and
/// eliminations from it.
pub fn write_line_with<W: Write + ?Sized>(
    out: &mut W,
    step: u64,
    told: Explained,
    depth: u32,
    detail: Option<&Step>,
) -> io::Result<bool> {
    let (kind, cell, digit) = match told {
        Explained::Place { cell, digit, .. } => ("place", cell, digit),
        Explained::Deduce { cell, digit, .. } => ("deduce", cell, digit),
        Explained::Retract { cell, digit, .. } => ("retract", cell, digit),
        Explained::Undo { cell, digit, .. } => ("undo", cell, digit),
        Explained::Restore { cell, digit, .. } => ("restore", cell, digit),
        Explained::Eliminate { technique, .. } => {
            let step_line = EliminateLine {
                step,
                kind: "eliminate",
                depth,
                technique: technique.key(),
                unit: detail.and_then(|s| s.units.first().map(|&u| unit_name(u))),
                pattern: detail.map(|s| {
                    s.pattern
                        .iter()
                        .map(|p| PatternCell {
                            cell: cell_name(p.cell.index()),
                            digits: Digits(p.digits),
                        })
                        .collect()
                }),
                eliminations: detail.map(|s| {
                    s.eliminations
                        .iter()
                        .map(|e| Struck {
                            cell: cell_name(e.cell.index()),
                            digit: e.digit.get(),
                        })
                        .collect()
                }),
            };
            serde_json::to_writer(&mut *out, &step_line)?;
            out.write_all(b"\n")?;
            return Ok(true);
        }
        Explained::Solved { .. } | Explained::NoSolution => return Ok(false),
    };
    let (rule, unit) = match told {
        Explained::Deduce { rule, .. } => (Some(rule.key()), rule.unit().map(unit_name)),
        _ => (None, None),
    };
    let line = Line {
        step,
        kind,
        row: row_of(cell.index()) as u8 + 1,
        col: col_of(cell.index()) as u8 + 1,
        digit,
        depth,
        options: match told {
            Explained::Place { left, .. } => Some(Digits(left)),
            _ => None,
        },
        rule,
        unit,
        why: told.why().map(WhyLine::from),
    };
    serde_json::to_writer(&mut *out, &line)?;
    out.write_all(b"\n")?;
    Ok(true)
}

#[derive(Serialize)]
struct Line {
    step: u64,
    kind: &'static str,
    row: u8,
    col: u8,
    digit: u8,
    depth: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    options: Option<Digits>,
    #[serde(skip_serializing_if = "Option::is_none")]
    rule: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    unit: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    why: Option<WhyLine>,
}

/// An `eliminate` line: no cell of its own; the technique and what it saw and struck.
#[derive(Serialize)]
struct EliminateLine {
    step: u64,
    kind: &'static str,
    depth: u32,
    technique: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    unit: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pattern: Option<Vec<PatternCell>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    eliminations: Option<Vec<Struck>>,
}

#[derive(Serialize)]
struct PatternCell {
    cell: &'static str,
    digits: Digits,
}

#[derive(Serialize)]
struct Struck {
    cell: &'static str,
    digit: u8,
}

/// The `why` object: `kind`, then the fields of that kind.
#[derive(Serialize)]
struct WhyLine {
    kind: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    cell: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    tried: Option<Digits>,
    #[serde(skip_serializing_if = "Option::is_none")]
    digit: Option<u8>,
    #[serde(skip_serializing_if = "Option::is_none")]
    unit: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    solution: Option<u64>,
}

impl From<Why> for WhyLine {
    fn from(why: Why) -> WhyLine {
        let mut line = WhyLine {
            kind: why.key(),
            cell: why.cell().map(|c| cell_name(c.index())),
            tried: None,
            digit: None,
            unit: None,
            solution: None,
        };
        match why {
            Why::DeadEnd { .. } => {}
            Why::Exhausted { tried, .. } => line.tried = Some(Digits(tried)),
            Why::NoPlace { digit, unit } => {
                line.digit = Some(digit);
                line.unit = Some(unit_name(unit));
            }
            Why::SearchOn { solution } => line.solution = Some(solution),
        }
        line
    }
}

/// A digit mask, written as the list of its digits, ascending.
struct Digits(u16);

impl Serialize for Digits {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(digits_of(self.0))
    }
}

/// `r4c3`, from a table made once (names are written for most take-backs).
fn cell_name(cell: usize) -> &'static str {
    static NAMES: OnceLock<Vec<String>> = OnceLock::new();
    &NAMES.get_or_init(|| (0..CELLS).map(grid::cell_name).collect())[cell]
}

/// `row 4`, `column 3`, `box 5`, from a table made once.
fn unit_name(unit: Unit) -> &'static str {
    static NAMES: OnceLock<Vec<String>> = OnceLock::new();
    &NAMES.get_or_init(|| {
        (0..UNITS.len())
            .map(|u| Unit::from_position(u).to_string())
            .collect()
    })[unit.position()]
}
