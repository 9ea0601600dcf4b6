//! What the footer shows: the keys of the key table that do something now, most useful
//! first, each with a word for what it does there.

use super::action::Action;
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
    when(A::ToggleCandidates, "candidates", When::LargeCells),
    act(A::Help, "help"),
    act(A::Quit, "quit"),
];

/// What the footer shows in each mode, most useful first (on the main screen, before
/// `LAST`): what a key does, the word for it, and when it applies.
fn footer(mode: KeyMode) -> &'static [Hint] {
    const EDITING: &[Hint] = &[
        act(A::Start, "solve"),
        when(A::NextPuzzle, "puzzles", When::Collection),
        when(A::Undo, "undo", When::Undo),
        when(A::Redo, "redo", When::Redo),
        (Does::Digit, "set", When::Always),
        when(A::BigDigit, "10+", When::BigDigits),
        act(A::ClearAll, "clear"),
        (Does::Paste, "a puzzle", When::Always),
        act(A::Generate, "new"),
        act(A::Up, "move"),
        act(A::Blank, "blank"),
        act(A::ToggleAdvance, "advance"),
        act(A::Finish, "finish"),
        act(A::CycleStrategy, "strategy"),
        act(A::Open, "open"),
        act(A::Save, "save"),
        act(A::Faster, "speed"),
        act(A::Race, "race"),
    ];
    const SOLVING: &[Hint] = &[
        act(A::PauseResume, "pause"),
        act(A::Step, "step"),
        act(A::Faster, "speed"),
        act(A::Finish, "finish"),
        act(A::Stop, "stop"),
    ];
    const PAUSED: &[Hint] = &[
        act(A::PauseResume, "resume"),
        act(A::Step, "step"),
        act(A::StepBack, "back"),
        act(A::Finish, "finish"),
        act(A::Stop, "stop"),
        act(A::Faster, "speed"),
    ];
    // A search that has ended: back to the editor first, then back through the search
    // (short words, so that a small terminal shows both).
    const FINISHED: &[Hint] = &[
        act(A::Stop, "editor"),
        act(A::StepBack, "back"),
        when(A::NextSolution, "next solution", When::MoreSolutions),
        act(A::Start, "again"),
        act(A::GoTo, "go to"),
        act(A::CycleStrategy, "strategy"),
        act(A::Save, "save"),
    ];
    const HELP_BOX: &[Hint] = &[
        when(A::ScrollDown, "scroll", When::HelpScrolls),
        act(A::Close, "closes"),
    ];
    const MESSAGE: &[Hint] = &[act(A::Close, "closes")];
    const QUESTION: &[Hint] = &[act(A::Yes, "yes"), act(A::No, "no")];
    const PROMPT: &[Hint] = &[act(A::Submit, "save"), act(A::Close, "cancel")];
    const ENTRY: &[Hint] = &[act(A::Submit, "ok"), act(A::Close, "cancel")];
    const GOING: &[Hint] = &[act(A::Close, "stop")];
    const BREAKS: &[Hint] = &[
        act(A::BreakTakeBack, "take-back"),
        act(A::BreakChoice, "choice"),
        act(A::BreakDepth, "depth"),
        act(A::BreakCell, "cell"),
        act(A::BreakTechnique, "technique"),
        act(A::BreakClear, "clear"),
        act(A::Close, "close"),
    ];
    // In the dialogs the keys that end them come last, so that they always show; the
    // choice's keys before the line's, which a narrow footer leaves out first.
    const GENERATE: &[Hint] = &[
        act(A::Right, "change"),
        act(A::Up, "line"),
        act(A::Submit, "make it"),
        act(A::Close, "cancel"),
    ];
    const BOARDS: Hint = when(A::NextBoards, "boards", When::BoardsHidden);
    const RACE_RUNNING: &[Hint] = &[
        act(A::PauseResume, "pause"),
        act(A::Step, "step"),
        act(A::Faster, "speed"),
        act(A::Finish, "finish"),
        BOARDS,
        act(A::Stop, "stop"),
    ];
    const RACE_PAUSED: &[Hint] = &[
        act(A::PauseResume, "resume"),
        act(A::Step, "step"),
        act(A::StepBack, "back"),
        act(A::Finish, "finish"),
        BOARDS,
        act(A::Stop, "stop"),
        act(A::Faster, "speed"),
    ];
    const RACE_OVER: &[Hint] = &[
        act(A::Stop, "editor"),
        act(A::StepBack, "back"),
        when(A::NextSolution, "next solution", When::MoreSolutions),
        act(A::Start, "again"),
        BOARDS,
    ];
    const MAP: &[Hint] = &[
        act(A::Up, "depth"),
        act(A::Left, "siblings"),
        act(A::ZoomIn, "zoom"),
        act(A::Submit, "go"),
        act(A::Close, "close"),
    ];
    const PICKER: &[Hint] = &[
        act(A::PickerUp, "move"),
        act(A::PickerParent, "up a folder"),
        act(A::PickerEnter, "open"),
        act(A::Close, "close"),
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
