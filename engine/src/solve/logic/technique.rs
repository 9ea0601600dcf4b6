//! The techniques, in the order the logic strategy tries them, with their names and
//! their ratings on Sudoku Explainer's scale.

use std::fmt;

/// A human solving technique. The order of [`Technique::ALL`] is the order they are
/// tried in: easiest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Technique {
    HiddenSingle,
    NakedSingle,
    Pointing,
    Claiming,
    NakedPair,
    XWing,
    HiddenPair,
    NakedTriple,
    Swordfish,
    HiddenTriple,
    XyWing,
    XyzWing,
    UniqueRectangle,
    NakedQuad,
    Jellyfish,
    HiddenQuad,
    BugPlusOne,
    Skyscraper,
    TwoStringKite,
    WWing,
    SimpleColouring,
    XChain,
    XyChain,
}

impl Technique {
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
