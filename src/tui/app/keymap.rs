//! The key table: every key, the modes it works in, the action it asks for, and how the
//! help names it. The key mapping, the help overlay and the footer all read it, and a
//! test holds README's key tables against it.

use ratatui::crossterm::event::{KeyCode, KeyEvent, MouseEvent};

use super::action::Action;
use super::binding::{
    b, hidden, row, short, with, Bind, Does, Key, KeyMode, KeyRow, Section, BOXES, EVERYWHERE,
    GENERATE, GOING, MAIN, MAP, PICKER, PROMPT, QUESTION, RACE, RUNNING, SEARCHING, STILL,
    STRATEGIES,
};

use Action as A;
use Key::{Char, Code, Ctrl};
use KeyCode as C;
use Section as S;

/// During a solve (paused, running or over): going back and forth.
const SOLVE: &[KeyMode] = &[KeyMode::Solving, KeyMode::Paused, KeyMode::Finished];
/// The breakpoint menu, and the short entry (a step, a depth, a cell).
const BREAKS: &[KeyMode] = &[KeyMode::Breakpoints];
const ENTRY: &[KeyMode] = &[KeyMode::Entry];
/// The editor alone (no solve, no race).
const EDIT: &[KeyMode] = &[KeyMode::Editing];

/// Every key, by section in the order the help lists them. In each mode a key matches
/// one binding, but for Ctrl-C in a help or message box, which wins over "any key" by
/// coming first. A row a line or two, as a table reads: laid out by hand.
#[rustfmt::skip]
pub const TABLE: &[KeyRow] = &[
    // Editing
    short(row(S::Editing, "←↑↓→ hjkl", "move the cursor (wraps)", &[
        b(Code(C::Up), MAIN, A::Up), b(Code(C::Down), MAIN, A::Down),
        b(Code(C::Left), MAIN, A::Left), b(Code(C::Right), MAIN, A::Right),
        b(Char('k'), MAIN, A::Up), b(Char('j'), MAIN, A::Down),
        b(Char('h'), MAIN, A::Left), b(Char('l'), MAIN, A::Right),
    ]), "←↑↓→"),
    row(S::Editing, "click", "select a cell", &[with(Key::Click, MAIN, Does::Select)]),
    row(S::Editing, "1-9", "write a given, advance", &[with(Key::Digits, MAIN, Does::Digit)]),
    short(row(S::Editing, "# A-P", "a digit above 9: #g or #16", &[
        b(Char('#'), MAIN, A::BigDigit),
    ]), "#"),
    short(row(S::Editing, "0 . Space", "a blank, advance", &[
        b(Char('0'), MAIN, A::Blank), b(Char('.'), MAIN, A::Blank),
        b(Char(' '), STILL, A::Blank),
    ]), "0"),
    row(S::Editing, "Bksp Del", "clear the cell", &[
        b(Code(C::Backspace), MAIN, A::ClearCell), b(Code(C::Delete), MAIN, A::ClearCell),
    ]),
    short(row(S::Editing, "u Ctrl-z", "undo", &[
        b(Char('u'), MAIN, A::Undo), b(Ctrl('z'), MAIN, A::Undo),
    ]), "u"),
    row(S::Editing, "Ctrl-r", "redo", &[b(Ctrl('r'), MAIN, A::Redo), b(Ctrl('y'), MAIN, A::Redo)]),
    row(S::Editing, "a", "advance the cursor: on/off", &[
        b(Char('a'), MAIN, A::ToggleAdvance),
    ]),
    row(S::Editing, "x", "clear the grid (asks)", &[b(Char('x'), MAIN, A::ClearAll)]),
    row(S::Editing, "o", "open a puzzle file", &[b(Char('o'), MAIN, A::Open)]),
    row(S::Editing, "w", "save (format by extension)", &[b(Char('w'), MAIN, A::Save)]),
    row(S::Editing, "[ ]", "previous / next puzzle", &[
        b(Char('['), MAIN, A::PrevPuzzle), b(Char(']'), MAIN, A::NextPuzzle),
    ]),
    row(S::Editing, "paste", "a puzzle replaces the grid", &[with(Key::Paste, MAIN, Does::Paste)]),
    // Anywhere
    row(S::Anywhere, "c", "candidates on / off", &[b(Char('c'), MAIN, A::ToggleCandidates)]),
    row(S::Anywhere, "?", "this help", &[
        b(Char('?'), MAIN, A::Help), b(Code(C::F(1)), MAIN, A::Help),
    ]),
    row(S::Anywhere, "r", "start / stop recording", &[b(Char('r'), MAIN, A::Record)]),
    short(row(S::Anywhere, "q Ctrl-c", "quit (asks if unsaved)", &[
        b(Char('q'), MAIN, A::Quit),
        // Caps Lock sends Ctrl-C as an upper-case C.
        b(Ctrl('c'), EVERYWHERE, A::Interrupt), b(Ctrl('C'), EVERYWHERE, A::Interrupt),
    ]), "q"),
    // Solving
    row(S::Solving, "Enter", "start (resume if paused)", &[b(Code(C::Enter), MAIN, A::Start)]),
    row(S::Solving, "Space", "pause / resume", &[
        b(Char(' '), RUNNING, A::PauseResume), b(Char('p'), MAIN, A::PauseResume),
    ]),
    row(S::Solving, "n", "one step, then pause", &[b(Char('n'), MAIN, A::Step)]),
    short(row(S::Solving, "+ -", "faster / slower", &[
        b(Char('+'), MAIN, A::Faster), b(Char('='), MAIN, A::Faster),
        b(Char('-'), MAIN, A::Slower), b(Char('_'), MAIN, A::Slower),
    ]), "+-"),
    row(S::Solving, "f", "finish at once", &[b(Char('f'), MAIN, A::Finish)]),
    row(S::Solving, "Esc", "stop, restore the puzzle", &[b(Code(C::Esc), MAIN, A::Stop)]),
    row(S::Solving, "t", STRATEGIES, &[b(Char('t'), MAIN, A::CycleStrategy)]),
    // Going back through a solve, breakpoints; the go-to prompt and the breakpoint menu.
    row(S::Solving, "b", "one event back (pauses)", &[
        b(Char('b'), SOLVE, A::StepBack), b(Char('b'), RACE, A::StepBack),
    ]),
    row(S::Solving, "B", "back to the previous choice", &[b(Char('B'), SOLVE, A::BackToChoice)]),
    row(S::Solving, "g", "go to a step number", &[b(Char('g'), SOLVE, A::GoTo)]),
    row(S::Solving, "!", "breakpoints: pause when…", &[b(Char('!'), MAIN, A::Breakpoints)]),
    // One row a key, so that the footer names each key with its own action.
    hidden(row(S::Questions, "t", "at the next take-back", &[
        b(Char('t'), BREAKS, A::BreakTakeBack),
    ])),
    hidden(row(S::Questions, "c", "at the next choice", &[b(Char('c'), BREAKS, A::BreakChoice)])),
    hidden(row(S::Questions, "d", "when the depth falls", &[b(Char('d'), BREAKS, A::BreakDepth)])),
    hidden(row(S::Questions, "r", "when a cell changes", &[b(Char('r'), BREAKS, A::BreakCell)])),
    hidden(row(S::Questions, "k", "at the next step of a technique", &[
        b(Char('k'), BREAKS, A::BreakTechnique),
    ])),
    hidden(row(S::Questions, "x", "clear the breakpoints", &[b(Char('x'), BREAKS, A::BreakClear)])),
    hidden(row(S::Questions, "Esc", "close", &[
        b(Code(C::Esc), BREAKS, A::Close), b(Char('q'), BREAKS, A::Close),
        b(Char('!'), BREAKS, A::Close),
    ])),
    hidden(row(S::Questions, "Enter", "ok", &[b(Code(C::Enter), ENTRY, A::Submit)])),
    hidden(row(S::Questions, "Esc", "cancel", &[b(Code(C::Esc), ENTRY, A::Close)])),
    hidden(row(S::Questions, "Bksp", "delete a character", &[
        b(Code(C::Backspace), ENTRY, A::InputBackspace),
    ])),
    hidden(row(S::Questions, "text", "a step, a depth or a cell", &[
        with(Key::Text, ENTRY, Does::Type), with(Key::Paste, ENTRY, Does::Paste),
    ])),
    hidden(row(S::Questions, "Esc", "stop, back to the step before", &[
        b(Code(C::Esc), GOING, A::Close), b(Char('q'), GOING, A::Close),
    ])),
    // The map of the search, and hindsight.
    row(S::Solving, "m", "the map of the search", &[b(Char('m'), SEARCHING, A::Map)]),
    row(S::Solving, "d", "hindsight: doomed choices", &[b(Char('d'), MAIN, A::Hindsight)]),
    row(S::Solving, "PgUp PgDn", "scroll the choice stack", &[
        b(Code(C::PageUp), SOLVE, A::ScrollPageUp), b(Code(C::PageDown), SOLVE, A::ScrollPageDown),
    ]),
    hidden(short(row(S::Questions, "↑↓ jk", "parent / first child", &[
        b(Code(C::Up), MAP, A::Up), b(Code(C::Down), MAP, A::Down),
        b(Char('k'), MAP, A::Up), b(Char('j'), MAP, A::Down),
    ]), "↑↓")),
    hidden(short(row(S::Questions, "←→ hl", "siblings", &[
        b(Code(C::Left), MAP, A::Left), b(Code(C::Right), MAP, A::Right),
        b(Char('h'), MAP, A::Left), b(Char('l'), MAP, A::Right),
    ]), "←→")),
    hidden(short(row(S::Questions, "+ -", "zoom in / out", &[
        b(Char('+'), MAP, A::ZoomIn), b(Char('='), MAP, A::ZoomIn),
        b(Char('-'), MAP, A::ZoomOut), b(Char('_'), MAP, A::ZoomOut),
    ]), "+-")),
    hidden(row(S::Questions, "Enter", "go to its first step", &[
        b(Code(C::Enter), MAP, A::Submit),
    ])),
    hidden(row(S::Questions, "Esc", "close", &[
        b(Code(C::Esc), MAP, A::Close), b(Char('q'), MAP, A::Close),
        b(Char('m'), MAP, A::Close),
    ])),
    // The race, among the solve keys
    row(S::Solving, "R", "race all the strategies", &[b(Char('R'), MAIN, A::Race)]),
    row(S::Solving, "Tab", "the race's other boards", &[b(Code(C::Tab), RACE, A::NextBoards)]),
    // File picker
    short(row(S::Picker, "↑↓ jk", "move", &[
        b(Code(C::Up), PICKER, A::PickerUp), b(Code(C::Down), PICKER, A::PickerDown),
        b(Char('k'), PICKER, A::PickerUp), b(Char('j'), PICKER, A::PickerDown),
        b(Key::WheelUp, PICKER, A::PickerUp), b(Key::WheelDown, PICKER, A::PickerDown),
    ]), "↑↓"),
    row(S::Picker, "PgUp PgDn", "move a page", &[
        b(Code(C::PageUp), PICKER, A::PickerPageUp),
        b(Code(C::PageDown), PICKER, A::PickerPageDown),
    ]),
    hidden(row(S::Picker, "Home End", "first / last", &[
        b(Code(C::Home), PICKER, A::PickerTop), b(Code(C::End), PICKER, A::PickerBottom),
        b(Char('g'), PICKER, A::PickerTop), b(Char('G'), PICKER, A::PickerBottom),
    ])),
    short(row(S::Picker, "Enter → l", "open the folder or file", &[
        b(Code(C::Enter), PICKER, A::PickerEnter), b(Code(C::Right), PICKER, A::PickerEnter),
        b(Char('l'), PICKER, A::PickerEnter),
    ]), "Enter"),
    short(row(S::Picker, "Bksp ← h", "up one folder", &[
        b(Code(C::Backspace), PICKER, A::PickerParent), b(Code(C::Left), PICKER, A::PickerParent),
        b(Char('h'), PICKER, A::PickerParent),
    ]), "Bksp"),
    row(S::Picker, "Esc", "close", &[
        b(Code(C::Esc), PICKER, A::Close), b(Char('q'), PICKER, A::Close),
        b(Char('o'), PICKER, A::Close),
    ]),
    // Questions and prompts: the footer and README show these, the help does not.
    hidden(short(row(S::Questions, "y Enter", "yes", &[
        b(Char('y'), QUESTION, A::Yes), b(Char('Y'), QUESTION, A::Yes),
        b(Code(C::Enter), QUESTION, A::Yes),
    ]), "y")),
    hidden(short(row(S::Questions, "n Esc", "no", &[
        b(Char('n'), QUESTION, A::No), b(Char('N'), QUESTION, A::No),
        b(Code(C::Esc), QUESTION, A::No), b(Char('q'), QUESTION, A::No),
    ]), "n Esc")),
    hidden(short(row(S::Questions, "← → h l", "the size of the new grid", &[
        b(Code(C::Left), QUESTION, A::Left), b(Code(C::Right), QUESTION, A::Right),
        b(Char('h'), QUESTION, A::Left), b(Char('l'), QUESTION, A::Right),
    ]), "←→")),
    hidden(row(S::Questions, "Enter", "save", &[b(Code(C::Enter), PROMPT, A::Submit)])),
    hidden(row(S::Questions, "Esc", "cancel", &[b(Code(C::Esc), PROMPT, A::Close)])),
    hidden(row(S::Questions, "Bksp", "delete a character", &[
        b(Code(C::Backspace), PROMPT, A::InputBackspace),
    ])),
    hidden(row(S::Questions, "← → Home End", "move in the name", &[
        b(Code(C::Left), PROMPT, A::InputLeft), b(Code(C::Right), PROMPT, A::InputRight),
        b(Code(C::Home), PROMPT, A::InputHome), b(Code(C::End), PROMPT, A::InputEnd),
    ])),
    hidden(row(S::Questions, "Ctrl-u Ctrl-w", "delete to the start, a word", &[
        b(Ctrl('u'), PROMPT, A::InputKillStart), b(Ctrl('w'), PROMPT, A::InputKillWord),
    ])),
    hidden(row(S::Questions, "text", "the file name", &[
        with(Key::Text, PROMPT, Does::Type), with(Key::Paste, PROMPT, Does::Paste),
    ])),
    // Scrolling the help (before "any key", which closes it).
    hidden(short(row(S::Questions, "↑↓ jk PgUp PgDn", "scroll the help", &[
        b(Code(C::Up), HELP, A::ScrollUp), b(Code(C::Down), HELP, A::ScrollDown),
        b(Char('k'), HELP, A::ScrollUp), b(Char('j'), HELP, A::ScrollDown),
        b(Key::WheelUp, HELP, A::ScrollUp), b(Key::WheelDown, HELP, A::ScrollDown),
        b(Code(C::PageUp), HELP, A::ScrollPageUp), b(Code(C::PageDown), HELP, A::ScrollPageDown),
        b(Code(C::Home), HELP, A::ScrollTop), b(Code(C::End), HELP, A::ScrollBottom),
        b(Char('g'), HELP, A::ScrollTop), b(Char('G'), HELP, A::ScrollBottom),
    ]), "↑↓")),
    hidden(row(S::Questions, "any key", "closes", &[b(Key::Any, BOXES, A::Close)])),
    // New puzzles and more solutions: `G` and its dialog, `N`.
    row(S::Editing, "G", "generate a new puzzle", &[b(Char('G'), MAIN, A::Generate)]),
    row(S::Editing, "H", "hint: area, step, do it", &[b(Char('H'), EDIT, A::Hint)]),
    row(S::Solving, "N", "search on: next solution", &[b(Char('N'), MAIN, A::NextSolution)]),
    hidden(short(row(S::Questions, "↑↓ jk", "the other line", &[
        b(Code(C::Up), GENERATE, A::Up), b(Code(C::Down), GENERATE, A::Down),
        b(Char('k'), GENERATE, A::Up), b(Char('j'), GENERATE, A::Down),
    ]), "↑↓")),
    hidden(short(row(S::Questions, "←→ hl Space", "change the choice", &[
        b(Code(C::Left), GENERATE, A::Left), b(Code(C::Right), GENERATE, A::Right),
        b(Char('h'), GENERATE, A::Left), b(Char('l'), GENERATE, A::Right),
        b(Char(' '), GENERATE, A::Right),
    ]), "←→")),
    hidden(row(S::Questions, "Enter", "make the puzzle", &[
        b(Code(C::Enter), GENERATE, A::Submit),
    ])),
    hidden(row(S::Questions, "Esc", "cancel", &[
        b(Code(C::Esc), GENERATE, A::Close), b(Char('q'), GENERATE, A::Close),
    ])),
];

/// The help, which scrolls.
const HELP: &[KeyMode] = &[KeyMode::Help];

/// The action a key asks for in `mode`.
pub fn for_key(mode: KeyMode, ev: KeyEvent) -> Option<Action> {
    let bind = binds().find(|bd| bd.modes.contains(&mode) && bd.key.matches(&ev, mode))?;
    match (bind.does, ev.code) {
        (Does::Act(a), _) => Some(a),
        (Does::Digit, KeyCode::Char(c)) => c.to_digit(10).map(|d| Action::Digit(d as u8)),
        (Does::Type, KeyCode::Char(c)) => Some(Action::Input(c)),
        _ => None,
    }
}

/// The action a mouse event asks for in `mode`.
pub fn for_mouse(mode: KeyMode, m: MouseEvent) -> Option<Action> {
    let bind = binds().find(|bd| bd.modes.contains(&mode) && bd.key.matches_mouse(&m))?;
    match bind.does {
        Does::Act(a) => Some(a),
        Does::Select => Some(Action::Click {
            x: m.column,
            y: m.row,
        }),
        _ => None,
    }
}

fn binds() -> impl Iterator<Item = &'static Bind> {
    TABLE.iter().flat_map(|r| r.binds.iter())
}

/// The first row with a key that does `does` in `mode`.
pub fn row_for(does: Does, mode: KeyMode) -> Option<&'static KeyRow> {
    TABLE.iter().find(|r| {
        r.binds
            .iter()
            .any(|bd| bd.does == does && bd.modes.contains(&mode))
    })
}
