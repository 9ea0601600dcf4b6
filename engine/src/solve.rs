//! Solvers: the step engine the app animates ([`Stepper`]) and the fast exact solver
//! ([`fast`]) used for instant answers, counts and uniqueness; what explains each step
//! ([`reason`]), a way back to any earlier step ([`Timeline`]) and a written record of a
//! search (`trace`, with the `trace` feature).

pub mod any;
pub mod estimate;
pub mod fast;
pub mod logic;
mod mask;
pub mod reason;
mod step;
mod timeline;
#[cfg(feature = "trace")]
pub mod trace;
pub mod tree;

pub use reason::{Explained, Rule, Why};
pub use step::{
    why_no_solution, why_no_solution_board, AnyShape, BoardStepper, Choice, Deduction, Digits,
    Layout, Mask, Nine, Outcome, SearchView, StepError, Stepper, Written,
};
pub use timeline::Timeline;

use std::fmt;
use std::str::FromStr;

use crate::shape::Spot;

/// How the step engine chooses where to branch.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Strategy {
    /// The classic algorithm: empty cells in row-major order, digits 1 to 9.
    #[default]
    Naive,
    /// Branch on the empty cell with the fewest candidates (ties: row-major), digits ascending.
    Mrv,
    /// Like `Mrv`, and after each placement fill in naked and hidden singles.
    Propagate,
    /// Reason as people do: at each step the easiest technique of [`logic`] that makes
    /// progress (a single writes a digit, the others strike candidates out); branch like
    /// `Mrv`, on the candidates left, only when no technique applies.
    Logic,
}

impl Strategy {
    /// Every strategy, in the order lists and races show them.
    pub const ALL: [Strategy; 4] = [
        Strategy::Naive,
        Strategy::Mrv,
        Strategy::Propagate,
        Strategy::Logic,
    ];

    /// Its name in lower case, as written and read back (`naive`, `mrv`, `propagate`,
    /// `logic`).
    pub fn name(self) -> &'static str {
        match self {
            Strategy::Naive => "naive",
            Strategy::Mrv => "mrv",
            Strategy::Propagate => "propagate",
            Strategy::Logic => "logic",
        }
    }

    /// What it does, in one line for a newcomer (`empty cells in row-major order, digits
    /// 1 to 9`).
    pub fn about(self) -> &'static str {
        match self {
            Strategy::Naive => "empty cells in row-major order, digits 1 to 9",
            Strategy::Mrv => "the empty cell with the fewest digits left first",
            Strategy::Propagate => "as mrv, then fills in naked and hidden singles",
            Strategy::Logic => "techniques as people use them; guesses as mrv when none applies",
        }
    }

    /// The next strategy in the cycle naive -> mrv -> propagate -> logic -> naive.
    pub fn next(self) -> Strategy {
        match self {
            Strategy::Naive => Strategy::Mrv,
            Strategy::Mrv => Strategy::Propagate,
            Strategy::Propagate => Strategy::Logic,
            Strategy::Logic => Strategy::Naive,
        }
    }
}

impl fmt::Display for Strategy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Strategy {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Strategy::ALL
            .into_iter()
            .find(|st| st.name() == s)
            .ok_or_else(|| {
                let names: Vec<&str> = Strategy::ALL.iter().map(|st| st.name()).collect();
                let (last, rest) = names.split_last().expect("strategies");
                format!(
                    "unknown strategy '{s}' (expected {} or {last})",
                    rest.join(", ")
                )
            })
    }
}

/// One step of the search.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Event {
    /// The search wrote `digit` into `cell` as a guess.
    Place {
        /// The cell, row-major: 0..81 at 9×9, 0..N² at N×N.
        cell: Spot,
        /// The digit, 1..=9 at 9×9, 1..=N at N×N.
        digit: u8,
    },
    /// The search erased `digit` from `cell` (a guess or a deduction taken back;
    /// [`Stepper::explain_last`] tells which, and why).
    Retract {
        /// The cell, row-major: 0..81 at 9×9, 0..N² at N×N.
        cell: Spot,
        /// The digit it held, 1..=9 at 9×9, 1..=N at N×N.
        digit: u8,
    },
    /// Propagation forced `digit` into `cell`.
    Deduce {
        /// The cell, row-major: 0..81 at 9×9, 0..N² at N×N.
        cell: Spot,
        /// The digit, 1..=9 at 9×9, 1..=N at N×N.
        digit: u8,
    },
    /// The logic strategy applied a technique that strikes candidates out (`count` of
    /// them; [`Stepper::technique_step`] gives the whole step).
    Eliminate {
        /// The technique applied.
        technique: logic::Technique,
        /// How many candidates it struck out.
        count: u16,
    },
    /// A candidate struck out under a choice, given back as the choice is taken back.
    Restore {
        /// The cell, row-major: 0..81 at 9×9, 0..N² at N×N.
        cell: Spot,
        /// The digit given back to its candidates, 1..=9 at 9×9, 1..=N at N×N.
        digit: u8,
    },
    /// The grid is complete.
    Solved,
    /// Every branch failed.
    NoSolution,
}

impl Event {
    /// True for [`Event::Solved`] and [`Event::NoSolution`], the events a search ends on.
    pub fn is_final(self) -> bool {
        matches!(self, Event::Solved | Event::NoSolution)
    }

    /// The cell the event touches, if any.
    pub fn cell(self) -> Option<Spot> {
        match self {
            Event::Place { cell, .. }
            | Event::Retract { cell, .. }
            | Event::Deduce { cell, .. }
            | Event::Restore { cell, .. } => Some(cell),
            Event::Eliminate { .. } | Event::Solved | Event::NoSolution => None,
        }
    }
}

/// Counters of a search. At any moment the digits the search has on the board number
/// `placements + deductions - retractions - undone_deductions`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Digits written by choice (guesses).
    pub placements: u64,
    /// Of those, the ones written at a cell where two or more digits fitted when the
    /// search chose it: real guesses (a cell with one digit left is forced).
    pub guesses: u64,
    /// Digits written by choice, taken back.
    pub retractions: u64,
    /// Digits written by propagation.
    pub deductions: u64,
    /// Digits written by propagation, taken back.
    pub undone_deductions: u64,
    /// Candidates struck out by techniques (logic).
    pub eliminations: u64,
    /// Of those, the ones given back as the choice they were made under is taken back.
    pub restorations: u64,
    /// Solutions found (more than one only when the search is sent on past one).
    pub solutions: u64,
    /// Events produced so far (the final event included).
    pub steps: u64,
    /// Current number of choices on the stack holding a digit.
    pub depth: u32,
    /// Deepest the stack has been.
    pub max_depth: u32,
}
