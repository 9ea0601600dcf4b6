//! What the app shows and does now, as far as a solve goes: editing, or where the
//! search stands.

/// What the app shows and does now: editing, or the state of the solve.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum State {
    Editing,
    Solving,
    Paused,
    Solved,
    NoSolution,
}

impl State {
    pub fn label(self) -> &'static str {
        match self {
            State::Editing => "editing",
            State::Solving => "solving",
            State::Paused => "paused",
            State::Solved => "solved",
            State::NoSolution => "no solution",
        }
    }

    /// The search is over.
    pub fn is_final(self) -> bool {
        matches!(self, State::Solved | State::NoSolution)
    }
}
