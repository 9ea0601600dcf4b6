//! The techniques, in the order the logic strategy tries them, with their names and
//! their ratings on Sudoku Explainer's scale.

use std::fmt;

/// A human solving technique. The order of [`Technique::ALL`] is the order they are
/// tried in: easiest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Technique {
    /// A digit with one place left in a row, column or box: it goes there.
    HiddenSingle,
    /// A cell with one candidate left: it holds that digit.
    NakedSingle,
    /// A box's places for a digit lie in one line: the rest of the line loses it.
    Pointing,
    /// A line's places for a digit lie in one box: the rest of the box loses it.
    Claiming,
    /// Two cells of a unit holding only the same two digits: the unit's other cells lose them.
    NakedPair,
    /// A digit's places in two rows lie in the same two columns (or the other way round): the rest of those columns lose it.
    XWing,
    /// Two digits that fit only the same two cells of a unit: those cells lose their other digits.
    HiddenPair,
    /// Three cells of a unit holding only three digits between them: the unit's other cells lose them.
    NakedTriple,
    /// An X-wing over three lines: a digit's places in three rows lie in three columns.
    Swordfish,
    /// Three digits that fit only the same three cells of a unit: those cells lose their other digits.
    HiddenTriple,
    /// A cell with two digits XY seeing cells XZ and YZ: what sees both wings is not Z.
    XyWing,
    /// A cell with XYZ seeing cells XZ and YZ: what sees all three is not Z.
    XyzWing,
    /// Type 1: three corners of a rectangle over two boxes hold only the same two digits; the fourth loses them (the puzzle has one solution).
    UniqueRectangle,
    /// Four cells of a unit holding only four digits between them: the unit's other cells lose them.
    NakedQuad,
    /// An X-wing over four lines.
    Jellyfish,
    /// Four digits that fit only the same four cells of a unit: those cells lose their other digits.
    HiddenQuad,
    /// Every empty cell but one has two candidates: that cell holds the digit that would otherwise appear three times (the puzzle has one solution).
    BugPlusOne,
    /// Two lines with two places each for a digit, one end of each in a shared line: what sees both other ends loses it.
    Skyscraper,
    /// A row and a column with two places each for a digit, one end of each in a shared box: what sees both other ends loses it.
    TwoStringKite,
    /// Two cells with the same two digits, joined by a strong link on one of them: what sees both loses the other.
    WWing,
    /// The strong links on one digit, coloured in turn: a colour twice in a unit is false, and a cell seeing both colours loses the digit.
    SimpleColouring,
    /// A chain of strong and weak links on one digit: one of its ends holds the digit, so what sees both ends loses it.
    XChain,
    /// A chain of two-digit cells, each sharing a digit with the next: one end holds the digit the ends share, so what sees both loses it.
    XyChain,
}

impl Technique {
    /// Every technique, in the order they are tried: Sudoku Explainer's ratings, ascending.
    pub const ALL: [Technique; 23] = [
        Technique::HiddenSingle,
        Technique::NakedSingle,
        Technique::Pointing,
        Technique::Claiming,
        Technique::NakedPair,
        Technique::XWing,
        Technique::HiddenPair,
        Technique::NakedTriple,
        Technique::Swordfish,
        Technique::HiddenTriple,
        Technique::XyWing,
        Technique::XyzWing,
        Technique::UniqueRectangle,
        Technique::NakedQuad,
        Technique::Jellyfish,
        Technique::HiddenQuad,
        Technique::BugPlusOne,
        Technique::Skyscraper,
        Technique::TwoStringKite,
        Technique::WWing,
        Technique::SimpleColouring,
        Technique::XChain,
        Technique::XyChain,
    ];

    /// The snake_case name used in the trace and on the command line.
    pub fn key(self) -> &'static str {
        match self {
            Technique::NakedSingle => "naked_single",
            Technique::HiddenSingle => "hidden_single",
            Technique::Pointing => "pointing",
            Technique::Claiming => "claiming",
            Technique::NakedPair => "naked_pair",
            Technique::XWing => "x_wing",
            Technique::HiddenPair => "hidden_pair",
            Technique::NakedTriple => "naked_triple",
            Technique::Swordfish => "swordfish",
            Technique::HiddenTriple => "hidden_triple",
            Technique::XyWing => "xy_wing",
            Technique::XyzWing => "xyz_wing",
            Technique::UniqueRectangle => "unique_rectangle",
            Technique::NakedQuad => "naked_quad",
            Technique::Jellyfish => "jellyfish",
            Technique::HiddenQuad => "hidden_quad",
            Technique::BugPlusOne => "bug_plus_one",
            Technique::Skyscraper => "skyscraper",
            Technique::TwoStringKite => "two_string_kite",
            Technique::WWing => "w_wing",
            Technique::SimpleColouring => "simple_colouring",
            Technique::XChain => "x_chain",
            Technique::XyChain => "xy_chain",
        }
    }

    /// The name in words: `naked pair`, `X-wing`, `BUG+1`.
    pub fn words(self) -> &'static str {
        match self {
            Technique::NakedSingle => "naked single",
            Technique::HiddenSingle => "hidden single",
            Technique::Pointing => "pointing",
            Technique::Claiming => "claiming",
            Technique::NakedPair => "naked pair",
            Technique::XWing => "X-wing",
            Technique::HiddenPair => "hidden pair",
            Technique::NakedTriple => "naked triple",
            Technique::Swordfish => "swordfish",
            Technique::HiddenTriple => "hidden triple",
            Technique::XyWing => "XY-wing",
            Technique::XyzWing => "XYZ-wing",
            Technique::UniqueRectangle => "unique rectangle",
            Technique::NakedQuad => "naked quad",
            Technique::Jellyfish => "jellyfish",
            Technique::HiddenQuad => "hidden quad",
            Technique::BugPlusOne => "BUG+1",
            Technique::Skyscraper => "skyscraper",
            Technique::TwoStringKite => "two-string kite",
            Technique::WWing => "W-wing",
            Technique::SimpleColouring => "simple colouring",
            Technique::XChain => "X-chain",
            Technique::XyChain => "XY-chain",
        }
    }

    /// The rating of the technique on Sudoku Explainer's scale, in tenths (`26` for
    /// 2.6), before any length added for chains; a hidden single is 1.2 in a box, 1.5 in
    /// a row or column (this gives the box's).
    pub fn base_rating(self) -> u32 {
        match self {
            Technique::HiddenSingle => 12,
            Technique::NakedSingle => 23,
            Technique::Pointing => 26,
            Technique::Claiming => 28,
            Technique::NakedPair => 30,
            Technique::XWing => 32,
            Technique::HiddenPair => 34,
            Technique::NakedTriple => 36,
            Technique::Swordfish => 38,
            Technique::HiddenTriple => 40,
            Technique::XyWing => 42,
            Technique::XyzWing => 44,
            Technique::UniqueRectangle => 45,
            Technique::NakedQuad => 50,
            Technique::Jellyfish => 52,
            Technique::HiddenQuad => 54,
            Technique::BugPlusOne => 56,
            Technique::Skyscraper | Technique::TwoStringKite => 66,
            Technique::WWing | Technique::SimpleColouring | Technique::XChain => 66,
            Technique::XyChain => 70,
        }
    }

    /// Whether the technique assumes the puzzle has one solution.
    pub fn needs_uniqueness(self) -> bool {
        matches!(self, Technique::UniqueRectangle | Technique::BugPlusOne)
    }

    /// The technique of a snake_case name (`x_wing`), if there is one.
    pub fn from_key(key: &str) -> Option<Technique> {
        Technique::ALL.into_iter().find(|t| t.key() == key)
    }
}

impl fmt::Display for Technique {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.words())
    }
}

/// What Sudoku Explainer adds to a chain's rating for its length (in tenths): 0.1 for
/// each time the length passes a ceiling that grows by half, then by a third, in turn
/// (4, 6, 8, 12, 16, 24, ...). `links` counts the chain's links.
pub fn length_extra(links: usize) -> u32 {
    let mut ceil = 4usize;
    let mut odd = false;
    let mut added = 0;
    while links > ceil {
        added += 1;
        ceil = if odd { ceil * 4 / 3 } else { ceil * 3 / 2 };
        odd = !odd;
    }
    added
}
