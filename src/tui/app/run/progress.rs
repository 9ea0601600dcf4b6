//! What the app shows and does now, as far as a solve goes: editing, or where the
//! search stands.

/// What the app shows and does now: editing, or the state of the solve.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Progress {
    Editing,
    Solving,
    Paused,
    Solved,
    NoSolution,
}

impl Progress {
    pub fn label(self) -> &'static str {
        match self {
            Progress::Editing => "editing",
            Progress::Solving => "solving",
            Progress::Paused => "paused",
            Progress::Solved => "solved",
            Progress::NoSolution => "no solution",
        }
    }

    /// The search is over.
    pub fn is_final(self) -> bool {
        matches!(self, Progress::Solved | Progress::NoSolution)
    }
}
