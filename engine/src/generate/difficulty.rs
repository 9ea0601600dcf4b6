//! Grades: bands of the logic rating (Sudoku Explainer's scale), the hardest technique a
//! puzzle's solve needs, as people who solve sudoku by hand know them.

use std::fmt;
use std::str::FromStr;

use crate::solve::fast;
use crate::solve::logic::{self, GUESS_RATING};
use crate::Grid;

/// A puzzle's grade: the band its logic rating ([`logic::grade`]) falls in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Difficulty {
    /// Rating 2.3 at most: naked and hidden singles alone solve it.
    Easy,
    /// Rating above 2.3, at most 3.4: locked candidates, naked and hidden pairs, X-wing.
    #[default]
    Medium,
    /// Rating above 3.4, at most 4.5: triples, swordfish, XY- and XYZ-wing, unique
    /// rectangle.
    Hard,
    /// Rating above 4.5 with no guess: quads, jellyfish, BUG+1, the single-digit patterns,
    /// W-wing and the chains.
    Expert,
    /// Beyond the techniques: they cannot finish it without a guess (rating 10.0).
    Extreme,
}

impl Difficulty {
    /// Every grade, easiest first.
    pub const ALL: [Difficulty; 5] = [
        Difficulty::Easy,
        Difficulty::Medium,
        Difficulty::Hard,
        Difficulty::Expert,
        Difficulty::Extreme,
    ];

    /// Its name in lower case, as written and read back (`easy`, `medium`, `hard`,
    /// `expert`, `extreme`).
    pub fn name(self) -> &'static str {
        match self {
            Difficulty::Easy => "easy",
            Difficulty::Medium => "medium",
            Difficulty::Hard => "hard",
            Difficulty::Expert => "expert",
            Difficulty::Extreme => "extreme",
        }
    }

    /// The ratings of the grade, in tenths: above the first, up to and including the
    /// second (`(23, 34)` for medium: 2.3 < R ≤ 3.4).
    pub fn band(self) -> (u32, u32) {
        match self {
            Difficulty::Easy => (0, 23),
            Difficulty::Medium => (23, 34),
            Difficulty::Hard => (34, 45),
            Difficulty::Expert => (45, GUESS_RATING - 1),
            Difficulty::Extreme => (GUESS_RATING - 1, GUESS_RATING),
        }
    }

    /// The grade of a rating in tenths (as [`logic::Grade::rating`] gives it).
    pub fn of_rating(rating: u32) -> Difficulty {
        Difficulty::ALL
            .into_iter()
            .find(|d| rating <= d.band().1)
            .unwrap_or(Difficulty::Extreme)
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
                format!("unknown difficulty '{s}' (expected easy, medium, hard, expert or extreme)")
            })
    }
}

/// The logic rating of a puzzle with one solution ([`logic::grade`], the uniqueness
/// techniques allowed), in tenths; `None` when it has no solution or several.
pub fn rating(puzzle: &Grid) -> Option<u32> {
    if !puzzle.conflicts().is_empty() || !fast::is_unique(puzzle) {
        return None;
    }
    let g = logic::grade(puzzle, true);
    g.solved.then_some(g.rating)
}

/// The grade of a puzzle with one solution, by [`rating`]; `None` when it has no
/// solution or several.
pub fn grade(puzzle: &Grid) -> Option<Difficulty> {
    rating(puzzle).map(Difficulty::of_rating)
}
