//! What explains each step of the search: the rule behind a forced digit, the reason a
//! digit is taken back, and an event together with its explanation.

use std::fmt;

use super::logic::Technique;
use super::mask::Mask;
use super::Event;
use crate::grid::Unit;
use crate::shape::{digit_char, Shape, Spot};

/// The rule that forced a deduced digit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Rule {
    /// The digit is the only one that fits its cell.
    NakedSingle,
    /// The cell is the only one of the unit where the digit fits.
    HiddenSingle(Unit),
}

impl Rule {
    /// `naked_single` or `hidden_single`.
    pub fn key(self) -> &'static str {
        match self {
            Rule::NakedSingle => "naked_single",
            Rule::HiddenSingle(_) => "hidden_single",
        }
    }

    /// The unit of a hidden single.
    pub fn unit(self) -> Option<Unit> {
        match self {
            Rule::NakedSingle => None,
            Rule::HiddenSingle(u) => Some(u),
        }
    }
}

/// `naked single`, `hidden single in row 4`.
impl fmt::Display for Rule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Rule::NakedSingle => f.write_str("naked single"),
            Rule::HiddenSingle(u) => write!(f, "hidden single in {u}"),
        }
    }
}

/// Why a digit is taken back. Every take-back of one backtrack (the deductions under a
/// choice, newest first, then the choice's digit) carries the same reason, which held on
/// the grid as it was just before the first of them.
///
/// `M` is the set of digits: `u16` for the 9×9 grid, `u32` for a search of any size
/// ([`crate::solve::AnyShape`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Why<M = u16> {
    /// The cell is empty and no digit fits it.
    DeadEnd {
        /// The empty cell, row-major: 0..81 at 9×9, 0..N² at N×N.
        cell: Spot,
    },
    /// Every digit that fitted the cell when it was chosen (`tried`, a mask) was tried
    /// below the choice being taken back, and each failed. When the search goes on past
    /// a solution, one of them may have led to a solution already reported.
    Exhausted {
        /// The cell of the choice, row-major: 0..81 at 9×9, 0..N² at N×N.
        cell: Spot,
        /// The digits tried there, a mask (bit `d - 1` for digit `d`).
        tried: M,
    },
    /// Propagation: the digit has no cell left in the unit.
    NoPlace {
        /// The digit, 1..=9.
        digit: u8,
        /// The row, column or box with no place left for it.
        unit: Unit,
    },
    /// The search goes on past solution number `solution` to look for the next one.
    SearchOn {
        /// How many solutions were found so far, 1 for the first.
        solution: u64,
    },
}

impl<M> Why<M> {
    /// `dead_end`, `exhausted`, `no_place` or `search_on`.
    pub fn key(self) -> &'static str {
        match self {
            Why::DeadEnd { .. } => "dead_end",
            Why::Exhausted { .. } => "exhausted",
            Why::NoPlace { .. } => "no_place",
            Why::SearchOn { .. } => "search_on",
        }
    }

    /// The cell the reason is about, if it is about one.
    pub fn cell(self) -> Option<Spot> {
        match self {
            Why::DeadEnd { cell } | Why::Exhausted { cell, .. } => Some(cell),
            Why::NoPlace { .. } | Why::SearchOn { .. } => None,
        }
    }
}

/// `r4c3: no digit fits`, `r4c3: tried 2 and 7, both dead ends`, `box 5: nowhere left
/// for 7`, `looking past solution 1`.
impl<M: Mask> fmt::Display for Why<M> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write_in(f, Shape::NINE)
    }
}

impl<M: Mask> Why<M> {
    /// The reason in words with the cell names and digits of a grid of `shape`
    /// (`r12c3: tried A and G, both dead ends` at 16×16); [`fmt::Display`] is this
    /// at 9×9.
    pub fn in_shape(self, shape: Shape) -> impl fmt::Display {
        InShape(move |f: &mut fmt::Formatter<'_>| self.write_in(f, shape))
    }

    fn write_in(&self, f: &mut fmt::Formatter<'_>, shape: Shape) -> fmt::Result {
        let cell_name = |c: Spot| shape.cell_name(c.index());
        match *self {
            Why::DeadEnd { cell } => write!(f, "{}: no digit fits", cell_name(cell)),
            Why::Exhausted { cell, tried } => {
                let digits: Vec<String> =
                    tried.digits().map(|d| digit_char(d).to_string()).collect();
                let outcome = match digits.len() {
                    1 => "a dead end",
                    2 => "both dead ends",
                    _ => "all dead ends",
                };
                let list = match digits.split_last() {
                    Some((last, rest)) if !rest.is_empty() => {
                        format!("{} and {last}", rest.join(", "))
                    }
                    _ => digits.concat(),
                };
                write!(f, "{}: tried {list}, {outcome}", cell_name(cell))
            }
            Why::NoPlace { digit, unit } => {
                write!(f, "{unit}: nowhere left for {}", digit_char(digit))
            }
            Why::SearchOn { solution } => write!(f, "looking past solution {solution}"),
        }
    }
}

/// A closure that writes itself: what `in_shape` returns.
struct InShape<F>(F);

impl<F: Fn(&mut fmt::Formatter<'_>) -> fmt::Result> fmt::Display for InShape<F> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        (self.0)(f)
    }
}

/// One event of the search with what explains it.
///
/// `M` is the set of digits, as in [`Why`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Explained<M = u16> {
    /// A digit written by choice: guess `guess` of `of` at that cell; `left` (a mask)
    /// holds the digits still to try there after this one.
    Place {
        /// The cell, row-major: 0..81 at 9×9, 0..N² at N×N.
        cell: Spot,
        /// The digit, 1..=9.
        digit: u8,
        /// Which try at this cell it is, 1 for the first.
        guess: u32,
        /// How many digits fitted the cell when the search chose it.
        of: u32,
        /// The digits still to try there, a mask (bit `d - 1` for digit `d`).
        left: M,
    },
    /// A digit written by propagation, and the rule that forced it.
    Deduce {
        /// The cell, row-major: 0..81 at 9×9, 0..N² at N×N.
        cell: Spot,
        /// The digit, 1..=9.
        digit: u8,
        /// The rule that forced it.
        rule: Rule,
    },
    /// A digit written by choice, taken back.
    Retract {
        /// The cell, row-major: 0..81 at 9×9, 0..N² at N×N.
        cell: Spot,
        /// The digit it held, 1..=9.
        digit: u8,
        /// Why the choice failed.
        why: Why<M>,
    },
    /// A deduced digit taken back.
    Undo {
        /// The cell, row-major: 0..81 at 9×9, 0..N² at N×N.
        cell: Spot,
        /// The digit it held, 1..=9.
        digit: u8,
        /// Why the choice it was deduced under failed.
        why: Why<M>,
    },
    /// A technique struck candidates out (logic); the cells, the pattern and the words
    /// are in [`crate::solve::Stepper::technique_step`].
    Eliminate {
        /// The technique applied.
        technique: Technique,
        /// How many candidates it struck out.
        count: u16,
    },
    /// A candidate struck out under a choice, given back as the choice is taken back.
    Restore {
        /// The cell, row-major: 0..81 at 9×9, 0..N² at N×N.
        cell: Spot,
        /// The digit given back, 1..=9.
        digit: u8,
        /// Why the choice it was struck out under failed.
        why: Why<M>,
    },
    /// The grid is complete: solution number `solution` of this search.
    Solved {
        /// 1 for the first solution, 2 for the next one found past it, ...
        solution: u64,
    },
    /// Every branch failed (after the solutions already reported, if any).
    NoSolution,
}

impl<M> Explained<M> {
    /// The plain event.
    #[inline]
    pub fn event(self) -> Event {
        match self {
            Explained::Place { cell, digit, .. } => Event::Place { cell, digit },
            Explained::Deduce { cell, digit, .. } => Event::Deduce { cell, digit },
            Explained::Retract { cell, digit, .. } | Explained::Undo { cell, digit, .. } => {
                Event::Retract { cell, digit }
            }
            Explained::Eliminate { technique, count } => Event::Eliminate { technique, count },
            Explained::Restore { cell, digit, .. } => Event::Restore { cell, digit },
            Explained::Solved { .. } => Event::Solved,
            Explained::NoSolution => Event::NoSolution,
        }
    }

    /// `place`, `deduce`, `retract`, `undo`, `eliminate`, `restore`, `solved` or
    /// `no_solution`.
    pub fn kind(self) -> &'static str {
        match self {
            Explained::Place { .. } => "place",
            Explained::Deduce { .. } => "deduce",
            Explained::Retract { .. } => "retract",
            Explained::Undo { .. } => "undo",
            Explained::Eliminate { .. } => "eliminate",
            Explained::Restore { .. } => "restore",
            Explained::Solved { .. } => "solved",
            Explained::NoSolution => "no_solution",
        }
    }

    /// Why the digit is taken back (or given back), for a retract, an undo or a restore.
    pub fn why(self) -> Option<Why<M>> {
        match self {
            Explained::Retract { why, .. }
            | Explained::Undo { why, .. }
            | Explained::Restore { why, .. } => Some(why),
            _ => None,
        }
    }
}

/// `r2c5 = 3 (guess 1 of 2)`, `r2c5 = 3 (forced: only digit that fits)` (a placement where
/// one digit fitted), `r2c6 = 8 (forced: naked single)`, `r4c2 ≠ 1 (taken back:
/// r4c3: no digit fits)`, `r4c2 ≠ 1 (undone: box 5: nowhere left for 7)`, `pointing: 2
/// candidates struck out`, `r4c2 may be 7 again (given back: r4c3: no digit fits)`.
impl<M: Mask> fmt::Display for Explained<M> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write_in(f, Shape::NINE)
    }
}

impl<M: Mask> Explained<M> {
    /// The event in words with the cell names and digits of a grid of `shape`
    /// (`r12c3 = G (guess 1 of 2)` at 16×16); [`fmt::Display`] is this at 9×9.
    pub fn in_shape(self, shape: Shape) -> impl fmt::Display {
        InShape(move |f: &mut fmt::Formatter<'_>| self.write_in(f, shape))
    }

    fn write_in(&self, f: &mut fmt::Formatter<'_>, shape: Shape) -> fmt::Result {
        let cell_name = |c: Spot| shape.cell_name(c.index());
        let why = |w: Why<M>| w.in_shape(shape);
        match *self {
            Explained::Place {
                cell, digit, of: 1, ..
            } => write!(
                f,
                "{} = {} (forced: only digit that fits)",
                cell_name(cell),
                digit_char(digit)
            ),
            Explained::Place {
                cell,
                digit,
                guess,
                of,
                ..
            } => write!(
                f,
                "{} = {} (guess {guess} of {of})",
                cell_name(cell),
                digit_char(digit)
            ),
            Explained::Deduce { cell, digit, rule } => {
                write!(
                    f,
                    "{} = {} (forced: {rule})",
                    cell_name(cell),
                    digit_char(digit)
                )
            }
            Explained::Retract {
                cell,
                digit,
                why: why_,
            } => {
                write!(
                    f,
                    "{} ≠ {} (taken back: {})",
                    cell_name(cell),
                    digit_char(digit),
                    why(why_)
                )
            }
            Explained::Undo {
                cell,
                digit,
                why: why_,
            } => {
                write!(
                    f,
                    "{} ≠ {} (undone: {})",
                    cell_name(cell),
                    digit_char(digit),
                    why(why_)
                )
            }
            Explained::Eliminate { technique, count } => {
                let s = if count == 1 { "" } else { "s" };
                write!(f, "{technique}: {count} candidate{s} struck out")
            }
            Explained::Restore {
                cell,
                digit,
                why: why_,
            } => {
                write!(
                    f,
                    "{} may be {} again (given back: {})",
                    cell_name(cell),
                    digit_char(digit),
                    why(why_)
                )
            }
            Explained::Solved { solution } => write!(f, "solution {solution}"),
            Explained::NoSolution => f.write_str("no solution"),
        }
    }
}
