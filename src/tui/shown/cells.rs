//! What the grid marks in its cells beyond their digits: how lately a digit was taken
//! back, and a hint's own candidates.

/// How long ago a digit was taken back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fade {
    /// The last step's, or one of the last frame's.
    Fresh,
    /// A few frames ago.
    Fading,
}

/// The candidates a hint keeps and what its told step marks, per cell (bit `d - 1` for
/// digit `d`), as the 9×9 grid draws a technique step.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Pencilled {
    /// The candidates kept: those the hint's strikes took out are gone.
    pub known: Vec<u32>,
    /// The candidates the told step strikes out: still drawn, crossed out.
    pub struck: Vec<u32>,
    /// The told step's pattern: its digits in the cells it reads, drawn marked.
    pub pattern: Vec<u32>,
}
