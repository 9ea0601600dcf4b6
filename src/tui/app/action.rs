//! What the user can do: keys and mouse events are mapped to these (see the key table),
//! grouped by where they are handled: the editor's keys, a solve's (and a race's), the
//! overlays', and those that work anywhere. A screen's handler takes the group it
//! handles and says in one arm what it does with the others.

/// One thing the user asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// The editor's keys: moving, typing, files, puzzles.
    Edit(EditKey),
    /// The keys of a solve and of a race: starting, pausing, stepping, going back, the
    /// map.
    Solve(SolveKey),
    /// The overlays' keys (answers, typed text, the picker's and the help's moves, the
    /// breakpoint menu's and the map's): with none open they do nothing, and the
    /// screens' handlers never see them.
    Overlay(OverlayKey),
    /// Keys that work on every screen: help, candidates, recording, quitting.
    App(AppKey),
}

/// The editor's keys.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EditKey {
    Up,
    Down,
    Left,
    Right,
    /// A mouse click at a terminal position.
    Click {
        x: u16,
        y: u16,
    },
    /// A digit typed into the cell under the cursor (then on to the next cell, while
    /// the cursor advances).
    Digit(u8),
    /// A blank typed (`0`, `.`, Space): the cell cleared, then on to the next cell, while
    /// the cursor advances.
    Blank,
    /// The cell cleared where the cursor is (Backspace, Delete).
    ClearCell,
    /// The cursor advances after a digit or a blank, or stays: on and off.
    ToggleAdvance,
    Undo,
    Redo,
    ClearAll,
    Open,
    Save,
    PrevPuzzle,
    NextPuzzle,
    /// Open the new-puzzle dialog.
    Generate,
    /// The next logical step of the grid as typed, told a little more at each press.
    Hint,
    /// `#`: a digit above 9 comes next (a letter or a number), in a grid of more than
    /// nine.
    BigDigit,
    /// The strategy the next solve uses.
    CycleStrategy,
}

/// The keys of a solve and of a race.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SolveKey {
    /// Start the animation, or resume it when paused.
    Start,
    PauseResume,
    Step,
    Finish,
    /// Stop the solve and give the puzzle back.
    Stop,
    /// One event back, paused.
    StepBack,
    /// Back to the previous choice, paused.
    BackToChoice,
    /// Asks for a step number to go to.
    GoTo,
    /// Opens the breakpoint menu.
    Breakpoints,
    /// Search on to the next solution of a solved puzzle.
    NextSolution,
    /// R: the race from the editor, the editor from the race.
    Race,
    /// Tab: the race's next boards, when not all fit.
    NextBoards,
    /// Opens the map of the search.
    Map,
    /// Hindsight on / off: doomed choices and wasted steps.
    Hindsight,
    Faster,
    Slower,
    /// The choice stack scrolled back a page, or on (the help scrolls by them too).
    ScrollPageUp,
    ScrollPageDown,
}

/// The overlays' keys.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OverlayKey {
    /// Answers to a question.
    Yes,
    No,
    /// Closes the overlay on top (help, message box, prompt, picker).
    Close,
    /// Text typed into a prompt.
    Input(char),
    InputBackspace,
    /// In a line being typed (the save prompt's name): the cursor one back, one on, to
    /// the start, to the end; delete what is before it, the word before it.
    InputLeft,
    InputRight,
    InputHome,
    InputEnd,
    InputKillStart,
    InputKillWord,
    Submit,
    PickerUp,
    PickerDown,
    PickerPageUp,
    PickerPageDown,
    PickerTop,
    PickerBottom,
    PickerEnter,
    PickerParent,
    /// Scrolling the help: a line, to either end.
    ScrollUp,
    ScrollDown,
    ScrollTop,
    ScrollBottom,
    /// In the breakpoint menu: pause at the next take-back, at the next choice, when the
    /// depth falls below a number (asked), when a cell changes (asked), at a technique;
    /// none at all.
    BreakTakeBack,
    BreakChoice,
    BreakDepth,
    BreakCell,
    BreakTechnique,
    BreakClear,
    /// In the map: into the selected node, and out to the whole search.
    ZoomIn,
    ZoomOut,
}

/// Keys that work on every screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AppKey {
    Help,
    Quit,
    /// Start or stop recording the screen to a file.
    Record,
    /// Ctrl-C: quits, asking first only while editing with unsaved edits.
    Interrupt,
    ToggleCandidates,
}
