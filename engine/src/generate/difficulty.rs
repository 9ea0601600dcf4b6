//! Grades: what the step engine's propagate strategy needs to solve a puzzle.

use std::fmt;
use std::str::FromStr;

use crate::solve::{Outcome, Stepper, Strategy};
use crate::Grid;

/// How many hard puzzles an extreme one is chosen among: the one the propagate strategy
/// needs the most guesses for (the first of them on a tie).
pub const EXTREME_CANDIDATES: usize = 20;

/// A puzzle's grade.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Difficulty {
    /// Naked and hidden singles alone solve it: propagate makes no guess.
    Easy,
    /// Singles are not enough; propagate solves it with one guess.
    #[default]
    Medium,
    /// Propagate makes two guesses or more.
    Hard,
    /// The hard puzzle with the most guesses among [`EXTREME_CANDIDATES`].
    Extreme,
}

impl Difficulty {
    /// Every grade, easiest first.
    pub const ALL: [Difficulty; 4] = [
        Difficulty::Easy,
        Difficulty::Medium,
        Difficulty::Hard,
        Difficulty::Extreme,
    ];

    /// Its name in lower case, as written and read back (`easy`, `medium`, `hard`,
    /// `extreme`).
    pub fn name(self) -> &'static str {
        match self {
            Difficulty::Easy => "easy",
            Difficulty::Medium => "medium",
            Difficulty::Hard => "hard",
            Difficulty::Extreme => "extreme",
        }
    }

    /// The grade of a puzzle propagate solves with `guesses` guesses: easy, medium or
    /// hard (extreme is a choice among hard puzzles, not a count).
    pub fn of_guesses(guesses: u64) -> Difficulty {
        match guesses {
            0 => Difficulty::Easy,
            1 => Difficulty::Medium,
            _ => Difficulty::Hard,
        }
    }
}

impl fmt::Display for Difficulty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Difficulty {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Difficulty::ALL
            .into_iter()
            .find(|d| d.name() == s)
            .ok_or_else(|| {
                format!("unknown difficulty '{s}' (expected easy, medium, hard or extreme)")
            })
    }
}

/// Guesses the propagate strategy of the step engine makes before it solves the puzzle:
/// the digits it writes other than by naked or hidden singles, wrong ones included (its
/// placements). `None` when the puzzle has no solution.
pub fn guesses(puzzle: &Grid) -> Option<u64> {
    let mut search = Stepper::new(puzzle, Strategy::Propagate);
    search.finish();
    (search.outcome() == Some(Outcome::Solved)).then(|| search.stats().placements)
}

/// Easy, medium or hard by [`guesses`]; `None` when the puzzle has no solution.
pub fn grade(puzzle: &Grid) -> Option<Difficulty> {
    guesses(puzzle).map(Difficulty::of_guesses)
}
