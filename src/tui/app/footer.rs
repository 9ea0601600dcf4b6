//! What the footer shows: the keys of the key table that do something now, most useful
//! first, each with a word for what it does there.

use super::action::{Action, AppKey, EditKey, OverlayKey, SolveKey};
use super::binding::{Does, KeyMode};
use super::keymap::row_for;

use Action as A;

/// What is true now that decides whether a key is worth offering.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Now {
    /// The grid has large cells, where candidates show.
    pub large_cells: bool,
    /// The source holds several puzzles: `[` and `]` step through them.
    pub collection: bool,
    /// There is an edit to undo, or one to redo.
    pub undo: bool,
    pub redo: bool,
    /// The help is longer than the screen.
    pub help_scrolls: bool,
    /// Some of the race's boards are not on screen: Tab shows them.
    pub boards_hidden: bool,
    /// The search ended on a solution and the puzzle has others not yet found.
    pub more_solutions: bool,
    /// The grid has digits above 9 (typed after `#`).
    pub big_digits: bool,
}

/// When a hint applies.
#[derive(Clone, Copy)]
enum When {
    Always,
    LargeCells,
    Collection,
    Undo,
    Redo,
    HelpScrolls,
    BoardsHidden,
    MoreSolutions,
    BigDigits,
}

impl When {
    fn holds(self, now: &Now) -> bool {
        match self {
            When::Always => true,
            When::LargeCells => now.large_cells,
            When::Collection => now.collection,
            When::Undo => now.undo,
            When::Redo => now.redo,
            When::HelpScrolls => now.help_scrolls,
            When::BoardsHidden => now.boards_hidden,
            When::MoreSolutions => now.more_solutions,
            When::BigDigits => now.big_digits,
        }
    }
}

/// The footer's hints in `mode`: `(keys, word)`, the keys spelled as the table's row for
/// that action writes them; only those that apply `now`.
pub fn hints(mode: KeyMode, now: &Now) -> Vec<(&'static str, &'static str)> {
    let last: &[Hint] = if mode.is_main() { LAST } else { &[] };
    footer(mode)
        .iter()
        .chain(last)
        .filter(|(_, _, when)| when.holds(now))
        .filter_map(|&(does, word, _)| Some((row_for(does, mode)?.short, word)))
        .collect()
}

type Hint = (Does, &'static str, When);

const fn act(action: Action, word: &'static str) -> Hint {
    (Does::Act(action), word, When::Always)
}

const fn when(action: Action, word: &'static str, when: When) -> Hint {
    (Does::Act(action), word, when)
}

/// What the main screen's footer ends with, whatever the state: the last two always show.
const LAST: &[Hint] = &[
    when(
        A::App(AppKey::ToggleCandidates),
        "candidates",
        When::LargeCells,
    ),
    act(A::App(AppKey::Help), "help"),
    act(A::App(AppKey::Quit), "quit"),
];

/// What the footer shows in each mode, most useful first (on the main screen, before
/// `LAST`): what a key does, the word for it, and when it applies.
fn footer(mode: KeyMode) -> &'static [Hint] {
    // The editor's most used keys first (solve, open, strategy, race, hint), so that an
    // 80-column footer shows them; then the rest as room allows.
    const EDITING: &[Hint] = &[
        act(A::Solve(SolveKey::Start), "solve"),
        act(A::Edit(EditKey::Open), "open"),
        act(A::Edit(EditKey::CycleStrategy), "strategy"),
        act(A::Solve(SolveKey::Race), "race"),
        act(A::Edit(EditKey::Hint), "hint"),
        // In a grid of more than nine, how its larger digits are typed.
        when(A::Edit(EditKey::BigDigit), "10+", When::BigDigits),
        when(A::Edit(EditKey::NextPuzzle), "puzzles", When::Collection),
        when(A::Edit(EditKey::Undo), "undo", When::Undo),
        when(A::Edit(EditKey::Redo), "redo", When::Redo),
        act(A::Edit(EditKey::Generate), "new"),
        (Does::Digit, "set", When::Always),
        act(A::Edit(EditKey::Save), "save"),
        act(A::Solve(SolveKey::Finish), "finish"),
        act(A::Edit(EditKey::ClearAll), "clear"),
        (Does::Paste, "a puzzle", When::Always),
        act(A::Edit(EditKey::Up), "move"),
        act(A::Edit(EditKey::Blank), "blank"),
        act(A::Edit(EditKey::ToggleAdvance), "advance"),
        act(A::Solve(SolveKey::Faster), "speed"),
    ];
    const SOLVING: &[Hint] = &[
        act(A::Solve(SolveKey::PauseResume), "pause"),
        act(A::Solve(SolveKey::Step), "step"),
        act(A::Solve(SolveKey::Faster), "speed"),
        act(A::Solve(SolveKey::Finish), "finish"),
        act(A::Solve(SolveKey::Stop), "stop"),
    ];
    const PAUSED: &[Hint] = &[
        act(A::Solve(SolveKey::PauseResume), "resume"),
        act(A::Solve(SolveKey::Step), "step"),
        act(A::Solve(SolveKey::StepBack), "back"),
        act(A::Solve(SolveKey::Finish), "finish"),
        act(A::Solve(SolveKey::Stop), "stop"),
        act(A::Solve(SolveKey::Faster), "speed"),
        act(A::Solve(SolveKey::Map), "map"),
    ];
    // A search that has ended: back to the editor first, then back through the search
    // (short words, so that a small terminal shows both).
    const FINISHED: &[Hint] = &[
        act(A::Solve(SolveKey::Stop), "editor"),
        act(A::Solve(SolveKey::StepBack), "back"),
        when(
            A::Solve(SolveKey::NextSolution),
            "next solution",
            When::MoreSolutions,
        ),
        act(A::Solve(SolveKey::Start), "again"),
        act(A::Solve(SolveKey::Map), "map"),
        act(A::Solve(SolveKey::GoTo), "go to"),
        act(A::Edit(EditKey::CycleStrategy), "strategy"),
        act(A::Edit(EditKey::Save), "save"),
    ];
    const HELP_BOX: &[Hint] = &[
        when(
            A::Overlay(OverlayKey::ScrollDown),
            "scroll",
            When::HelpScrolls,
        ),
        act(A::Overlay(OverlayKey::Close), "closes"),
    ];
    const MESSAGE: &[Hint] = &[act(A::Overlay(OverlayKey::Close), "closes")];
    const QUESTION: &[Hint] = &[
        act(A::Overlay(OverlayKey::Yes), "yes"),
        act(A::Overlay(OverlayKey::No), "no"),
    ];
    const PROMPT: &[Hint] = &[
        act(A::Overlay(OverlayKey::Submit), "save"),
        act(A::Overlay(OverlayKey::Close), "cancel"),
    ];
    const ENTRY: &[Hint] = &[
        act(A::Overlay(OverlayKey::Submit), "ok"),
        act(A::Overlay(OverlayKey::Close), "cancel"),
    ];
    const GOING: &[Hint] = &[act(A::Overlay(OverlayKey::Close), "stop")];
    const BREAKS: &[Hint] = &[
        act(A::Overlay(OverlayKey::BreakTakeBack), "take-back"),
        act(A::Overlay(OverlayKey::BreakChoice), "choice"),
        act(A::Overlay(OverlayKey::BreakDepth), "depth"),
        act(A::Overlay(OverlayKey::BreakCell), "cell"),
        act(A::Overlay(OverlayKey::BreakTechnique), "technique"),
        act(A::Overlay(OverlayKey::BreakClear), "clear"),
        act(A::Overlay(OverlayKey::Close), "close"),
    ];
    // In the dialogs the keys that end them come last, so that they always show; the
    // choice's keys before the line's, which a narrow footer leaves out first.
    const GENERATE: &[Hint] = &[
        act(A::Edit(EditKey::Right), "change"),
        act(A::Edit(EditKey::Up), "line"),
        act(A::Overlay(OverlayKey::Submit), "make it"),
        act(A::Overlay(OverlayKey::Close), "cancel"),
    ];
    const BOARDS: Hint = when(A::Solve(SolveKey::NextBoards), "boards", When::BoardsHidden);
    const RACE_RUNNING: &[Hint] = &[
        act(A::Solve(SolveKey::PauseResume), "pause"),
        act(A::Solve(SolveKey::Step), "step"),
        act(A::Solve(SolveKey::Faster), "speed"),
        act(A::Solve(SolveKey::Finish), "finish"),
        BOARDS,
        act(A::Solve(SolveKey::Stop), "stop"),
    ];
    const RACE_PAUSED: &[Hint] = &[
        act(A::Solve(SolveKey::PauseResume), "resume"),
        act(A::Solve(SolveKey::Step), "step"),
        act(A::Solve(SolveKey::StepBack), "back"),
        act(A::Solve(SolveKey::Finish), "finish"),
        BOARDS,
        act(A::Solve(SolveKey::Stop), "stop"),
        act(A::Solve(SolveKey::Faster), "speed"),
    ];
    const RACE_OVER: &[Hint] = &[
        act(A::Solve(SolveKey::Stop), "editor"),
        act(A::Solve(SolveKey::StepBack), "back"),
        when(
            A::Solve(SolveKey::NextSolution),
            "next solution",
            When::MoreSolutions,
        ),
        act(A::Solve(SolveKey::Start), "again"),
        BOARDS,
    ];
    const MAP: &[Hint] = &[
        act(A::Edit(EditKey::Up), "depth"),
        act(A::Edit(EditKey::Left), "siblings"),
        act(A::Overlay(OverlayKey::ZoomIn), "zoom"),
        act(A::Solve(SolveKey::Hindsight), "hindsight"),
        act(A::Overlay(OverlayKey::Submit), "go"),
        act(A::Overlay(OverlayKey::Close), "close"),
    ];
    const PICKER: &[Hint] = &[
        act(A::Overlay(OverlayKey::PickerUp), "move"),
        act(A::Overlay(OverlayKey::PickerParent), "up a folder"),
        act(A::Overlay(OverlayKey::PickerEnter), "open"),
        act(A::Overlay(OverlayKey::Close), "close"),
    ];
    match mode {
        KeyMode::Editing => EDITING,
        KeyMode::Solving => SOLVING,
        KeyMode::Paused => PAUSED,
        KeyMode::Finished => FINISHED,
        KeyMode::Help => HELP_BOX,
        KeyMode::Message => MESSAGE,
        KeyMode::Question => QUESTION,
        KeyMode::SavePrompt => PROMPT,
        KeyMode::Entry => ENTRY,
        KeyMode::Breakpoints => BREAKS,
        KeyMode::Generate => GENERATE,
        KeyMode::Going => GOING,
        KeyMode::Picker => PICKER,
        KeyMode::RaceRunning => RACE_RUNNING,
        KeyMode::RacePaused => RACE_PAUSED,
        KeyMode::RaceOver => RACE_OVER,
        KeyMode::Map => MAP,
    }
}
