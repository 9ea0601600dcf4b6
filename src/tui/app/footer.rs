//! What the footer shows in each mode: a few of the keys of the key table, most useful
//! first, each with a word for what it does there.

use super::action::Action;
use super::binding::{Does, Mode};
use super::keymap::row_for;

use Action as A;

/// The footer's hints in `mode`: `(keys, word)`, the keys spelled as the table's row for
/// that action writes them.
pub fn hints(mode: Mode) -> Vec<(&'static str, &'static str)> {
    footer(mode)
        .iter()
        .filter_map(|&(does, word)| Some((row_for(does, mode)?.short, word)))
        .collect()
}

/// What the footer shows in each mode, most useful first (the last two always show):
/// what a key does, and the word for it.
fn footer(mode: Mode) -> &'static [(Does, &'static str)] {
    const HELP: (Does, &str) = (Does::Act(A::Help), "help");
    const QUIT: (Does, &str) = (Does::Act(A::Quit), "quit");
    match mode {
        Mode::Editing => &[
            (Does::Act(A::Start), "solve"),
            (Does::Act(A::Up), "move"),
            (Does::Digit, "set"),
            (Does::Act(A::ClearCell), "clear"),
            (Does::Act(A::Finish), "finish"),
            (Does::Act(A::Open), "open"),
            (Does::Act(A::Save), "save"),
            (Does::Act(A::CycleStrategy), "strategy"),
            (Does::Act(A::Faster), "speed"),
            HELP,
            QUIT,
        ],
        Mode::Solving => &[
            (Does::Act(A::PauseResume), "pause"),
            (Does::Act(A::Step), "step"),
            (Does::Act(A::Faster), "speed"),
            (Does::Act(A::Finish), "finish"),
            (Does::Act(A::Stop), "stop"),
            (Does::Act(A::ToggleCandidates), "candidates"),
            HELP,
            QUIT,
        ],
        Mode::Paused => &[
            (Does::Act(A::PauseResume), "resume"),
            (Does::Act(A::Step), "step"),
            (Does::Act(A::Faster), "speed"),
            (Does::Act(A::Finish), "finish"),
            (Does::Act(A::Stop), "stop"),
            HELP,
            QUIT,
        ],
        Mode::Finished => &[
            (Does::Act(A::Stop), "back to the puzzle"),
            (Does::Act(A::Start), "again"),
            (Does::Act(A::Save), "save"),
            (Does::Act(A::CycleStrategy), "strategy"),
            HELP,
            QUIT,
        ],
        Mode::Help | Mode::Message => &[(Does::Act(A::Close), "closes")],
        Mode::Question => &[(Does::Act(A::Yes), "yes"), (Does::Act(A::No), "no")],
        Mode::SavePrompt => &[
            (Does::Act(A::Submit), "save"),
            (Does::Act(A::Close), "cancel"),
        ],
        Mode::Entry => &[
            (Does::Act(A::Submit), "ok"),
            (Does::Act(A::Close), "cancel"),
        ],
        Mode::Breakpoints => &[
            (Does::Act(A::BreakTakeBack), "take-back"),
            (Does::Act(A::BreakChoice), "choice"),
            (Does::Act(A::BreakDepth), "depth"),
            (Does::Act(A::BreakCell), "cell"),
            (Does::Act(A::BreakClear), "clear"),
            (Does::Act(A::Close), "close"),
        ],
        Mode::Generate => &[
            (Does::Act(A::Submit), "make it"),
            (Does::Act(A::Up), "line"),
            (Does::Act(A::Right), "change"),
            (Does::Act(A::Close), "cancel"),
        ],
        Mode::Picker => &[
            (Does::Act(A::PickerUp), "move"),
            (Does::Act(A::PickerEnter), "open"),
            (Does::Act(A::PickerParent), "up a folder"),
            (Does::Act(A::Close), "close"),
        ],
    }
}
