//! What the user can do: keys and mouse events are mapped to these (see the key table).

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
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
    ToggleCandidates,
    CycleStrategy,
    Faster,
    Slower,
    /// Start the animation, or resume it when paused.
    Start,
    PauseResume,
    Step,
    Finish,
    /// Stop the solve and give the puzzle back.
    Stop,
    Help,
    Open,
    Save,
    PrevPuzzle,
    NextPuzzle,
    /// The next logical step of the grid as typed, told a little more at each press.
    Hint,
    /// Open the new-puzzle dialog.
    Generate,
    /// Search on to the next solution of a solved puzzle.
    NextSolution,
    Quit,
    /// Start or stop recording the screen to a file.
    Record,
    /// Ctrl-C: quits, asking first only while editing with unsaved edits.
    Interrupt,
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
    /// Scrolling the help: a line, a page, to either end.
    ScrollUp,
    ScrollDown,
    ScrollPageUp,
    ScrollPageDown,
    ScrollTop,
    ScrollBottom,
    /// R: the race from the editor, the editor from the race.
    Race,
    /// Tab: the race's next boards, when not all fit.
    NextBoards,
    /// One event back, paused.
    StepBack,
    /// Back to the previous choice, paused.
    BackToChoice,
    /// Asks for a step number to go to.
    GoTo,
    /// Opens the breakpoint menu.
    Breakpoints,
    /// In the breakpoint menu: pause at the next take-back, at the next choice, when the
    /// depth falls below a number (asked), when a cell changes (asked); none at all.
    BreakTakeBack,
    BreakChoice,
    BreakDepth,
    BreakCell,
    BreakTechnique,
    BreakClear,
    /// Opens the map of the search.
    Map,
    /// Hindsight on / off: doomed choices and wasted steps.
    Hindsight,
    /// In the map: into the selected node, and out to the whole search.
    ZoomIn,
    ZoomOut,
    /// `#`: a digit above 9 comes next (a letter or a number), in a grid of more than
    /// nine.
    BigDigit,
}

impl Action {
    /// True for the keys of the overlays alone (answers, typed text, the picker's and
    /// the help's moves, the breakpoint menu's and the map's keys): with none open they
    /// do nothing, and the screens' handlers never see them.
    pub fn is_for_overlays(self) -> bool {
        matches!(
            self,
            Action::Close
                | Action::Yes
                | Action::No
                | Action::Input(_)
                | Action::InputBackspace
                | Action::InputLeft
                | Action::InputRight
                | Action::InputHome
                | Action::InputEnd
                | Action::InputKillStart
                | Action::InputKillWord
                | Action::Submit
                | Action::PickerUp
                | Action::PickerDown
                | Action::PickerPageUp
                | Action::PickerPageDown
                | Action::PickerTop
                | Action::PickerBottom
                | Action::PickerEnter
                | Action::PickerParent
                | Action::ScrollUp
                | Action::ScrollDown
                | Action::ScrollTop
                | Action::ScrollBottom
                | Action::BreakTakeBack
                | Action::BreakChoice
                | Action::BreakDepth
                | Action::BreakCell
                | Action::BreakTechnique
                | Action::BreakClear
                | Action::ZoomIn
                | Action::ZoomOut
        )
    }
}
