//! The key table: every key, the modes it works in, the action it asks for, and how the
//! help names it. The key mapping, the help overlay, the footer and the man page's KEYS
//! section all read it, and a test holds the key tables of docs/REFERENCE.md against it.

use ratatui::crossterm::event::{KeyCode, KeyEvent, MouseEvent};

use super::action::{Action, AppKey, EditKey, OverlayKey, SolveKey};
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
        b(Code(C::Up), MAIN, A::Edit(EditKey::Up)), b(Code(C::Down), MAIN, A::Edit(EditKey::Down)),
        b(Code(C::Left), MAIN, A::Edit(EditKey::Left)), b(Code(C::Right), MAIN, A::Edit(EditKey::Right)),
        b(Char('k'), MAIN, A::Edit(EditKey::Up)), b(Char('j'), MAIN, A::Edit(EditKey::Down)),
        b(Char('h'), MAIN, A::Edit(EditKey::Left)), b(Char('l'), MAIN, A::Edit(EditKey::Right)),
    ]), "←↑↓→"),
    row(S::Editing, "click", "select a cell", &[with(Key::Click, MAIN, Does::Select)]),
    row(S::Editing, "1-9", "write a given, advance", &[with(Key::Digits, MAIN, Does::Digit)]),
    short(row(S::Editing, "# A-P", "a digit above 9: #g or #16", &[
        b(Char('#'), MAIN, A::Edit(EditKey::BigDigit)),
    ]), "#"),
    short(row(S::Editing, "0 . Space", "a blank, advance", &[
        b(Char('0'), MAIN, A::Edit(EditKey::Blank)), b(Char('.'), MAIN, A::Edit(EditKey::Blank)),
        b(Char(' '), STILL, A::Edit(EditKey::Blank)),
    ]), "0"),
    row(S::Editing, "Bksp Del", "clear the cell", &[
        b(Code(C::Backspace), MAIN, A::Edit(EditKey::ClearCell)), b(Code(C::Delete), MAIN, A::Edit(EditKey::ClearCell)),
    ]),
    short(row(S::Editing, "u Ctrl-z", "undo", &[
        b(Char('u'), MAIN, A::Edit(EditKey::Undo)), b(Ctrl('z'), MAIN, A::Edit(EditKey::Undo)),
    ]), "u"),
    row(S::Editing, "Ctrl-r", "redo", &[b(Ctrl('r'), MAIN, A::Edit(EditKey::Redo)), b(Ctrl('y'), MAIN, A::Edit(EditKey::Redo))]),
    row(S::Editing, "a", "advance the cursor: on/off", &[
        b(Char('a'), MAIN, A::Edit(EditKey::ToggleAdvance)),
    ]),
    row(S::Editing, "x", "clear the grid (asks)", &[b(Char('x'), MAIN, A::Edit(EditKey::ClearAll))]),
    row(S::Editing, "o", "open a puzzle file", &[b(Char('o'), MAIN, A::Edit(EditKey::Open))]),
    row(S::Editing, "w", "save (format by extension)", &[b(Char('w'), MAIN, A::Edit(EditKey::Save))]),
    row(S::Editing, "[ ]", "previous / next puzzle", &[
        b(Char('['), MAIN, A::Edit(EditKey::PrevPuzzle)), b(Char(']'), MAIN, A::Edit(EditKey::NextPuzzle)),
    ]),
    row(S::Editing, "paste", "a puzzle replaces the grid", &[with(Key::Paste, MAIN, Does::Paste)]),
    // Anywhere
    row(S::Anywhere, "c", "candidates on / off", &[b(Char('c'), MAIN, A::App(AppKey::ToggleCandidates))]),
    row(S::Anywhere, "?", "this help", &[
        b(Char('?'), MAIN, A::App(AppKey::Help)), b(Code(C::F(1)), MAIN, A::App(AppKey::Help)),
    ]),
    row(S::Anywhere, "r", "start / stop recording", &[b(Char('r'), MAIN, A::App(AppKey::Record))]),
    short(row(S::Anywhere, "q Ctrl-c", "quit (asks if unsaved)", &[
        b(Char('q'), MAIN, A::App(AppKey::Quit)),
        // Caps Lock sends Ctrl-C as an upper-case C.
        b(Ctrl('c'), EVERYWHERE, A::App(AppKey::Interrupt)), b(Ctrl('C'), EVERYWHERE, A::App(AppKey::Interrupt)),
    ]), "q"),
    // Solving
    row(S::Solving, "Enter", "start (resume if paused)", &[b(Code(C::Enter), MAIN, A::Solve(SolveKey::Start))]),
    row(S::Solving, "Space", "pause / resume", &[
        b(Char(' '), RUNNING, A::Solve(SolveKey::PauseResume)), b(Char('p'), MAIN, A::Solve(SolveKey::PauseResume)),
    ]),
    row(S::Solving, "n", "one step, then pause", &[b(Char('n'), MAIN, A::Solve(SolveKey::Step))]),
    short(row(S::Solving, "+ -", "faster / slower", &[
        b(Char('+'), MAIN, A::Solve(SolveKey::Faster)), b(Char('='), MAIN, A::Solve(SolveKey::Faster)),
        b(Char('-'), MAIN, A::Solve(SolveKey::Slower)), b(Char('_'), MAIN, A::Solve(SolveKey::Slower)),
    ]), "+-"),
    row(S::Solving, "f", "finish at once", &[b(Char('f'), MAIN, A::Solve(SolveKey::Finish))]),
    row(S::Solving, "Esc", "stop, restore the puzzle", &[b(Code(C::Esc), MAIN, A::Solve(SolveKey::Stop))]),
    row(S::Solving, "t", STRATEGIES, &[b(Char('t'), MAIN, A::Edit(EditKey::CycleStrategy))]),
    // Going back through a solve, breakpoints; the go-to prompt and the breakpoint menu.
    row(S::Solving, "b", "one event back (pauses)", &[
        b(Char('b'), SOLVE, A::Solve(SolveKey::StepBack)), b(Char('b'), RACE, A::Solve(SolveKey::StepBack)),
    ]),
    row(S::Solving, "B", "back to the previous choice", &[b(Char('B'), SOLVE, A::Solve(SolveKey::BackToChoice))]),
    row(S::Solving, "g", "go to a step number", &[b(Char('g'), SOLVE, A::Solve(SolveKey::GoTo))]),
    row(S::Solving, "!", "breakpoints: pause when…", &[b(Char('!'), MAIN, A::Solve(SolveKey::Breakpoints))]),
    // One row a key, so that the footer names each key with its own action.
    hidden(row(S::Questions, "t", "at the next take-back", &[
        b(Char('t'), BREAKS, A::Overlay(OverlayKey::BreakTakeBack)),
    ])),
    hidden(row(S::Questions, "c", "at the next choice", &[b(Char('c'), BREAKS, A::Overlay(OverlayKey::BreakChoice))])),
    hidden(row(S::Questions, "d", "when the depth falls", &[b(Char('d'), BREAKS, A::Overlay(OverlayKey::BreakDepth))])),
    hidden(row(S::Questions, "r", "when a cell changes", &[b(Char('r'), BREAKS, A::Overlay(OverlayKey::BreakCell))])),
    hidden(row(S::Questions, "k", "at the next step of a technique", &[
        b(Char('k'), BREAKS, A::Overlay(OverlayKey::BreakTechnique)),
    ])),
    hidden(row(S::Questions, "x", "clear the breakpoints", &[b(Char('x'), BREAKS, A::Overlay(OverlayKey::BreakClear))])),
    hidden(row(S::Questions, "Esc", "close", &[
        b(Code(C::Esc), BREAKS, A::Overlay(OverlayKey::Close)), b(Char('q'), BREAKS, A::Overlay(OverlayKey::Close)),
        b(Char('!'), BREAKS, A::Overlay(OverlayKey::Close)),
    ])),
    hidden(row(S::Questions, "Enter", "ok", &[b(Code(C::Enter), ENTRY, A::Overlay(OverlayKey::Submit))])),
    hidden(row(S::Questions, "Esc", "cancel", &[b(Code(C::Esc), ENTRY, A::Overlay(OverlayKey::Close))])),
    hidden(row(S::Questions, "Bksp", "delete a character", &[
        b(Code(C::Backspace), ENTRY, A::Overlay(OverlayKey::InputBackspace)),
    ])),
    hidden(row(S::Questions, "text", "a step, a depth or a cell", &[
        with(Key::Text, ENTRY, Does::Type), with(Key::Paste, ENTRY, Does::Paste),
    ])),
    hidden(row(S::Questions, "Esc", "stop, back to the step before", &[
        b(Code(C::Esc), GOING, A::Overlay(OverlayKey::Close)), b(Char('q'), GOING, A::Overlay(OverlayKey::Close)),
    ])),
    // The map of the search, and hindsight.
    row(S::Solving, "m", "the map of the search", &[b(Char('m'), SEARCHING, A::Solve(SolveKey::Map))]),
    row(S::Solving, "d", "hindsight: doomed choices", &[b(Char('d'), MAIN, A::Solve(SolveKey::Hindsight))]),
    row(S::Solving, "PgUp PgDn", "scroll the choice stack", &[
        b(Code(C::PageUp), SOLVE, A::Solve(SolveKey::ScrollPageUp)), b(Code(C::PageDown), SOLVE, A::Solve(SolveKey::ScrollPageDown)),
    ]),
    hidden(short(row(S::Questions, "↑↓ jk", "parent / first child", &[
        b(Code(C::Up), MAP, A::Edit(EditKey::Up)), b(Code(C::Down), MAP, A::Edit(EditKey::Down)),
        b(Char('k'), MAP, A::Edit(EditKey::Up)), b(Char('j'), MAP, A::Edit(EditKey::Down)),
    ]), "↑↓")),
    hidden(short(row(S::Questions, "←→ hl", "siblings", &[
        b(Code(C::Left), MAP, A::Edit(EditKey::Left)), b(Code(C::Right), MAP, A::Edit(EditKey::Right)),
        b(Char('h'), MAP, A::Edit(EditKey::Left)), b(Char('l'), MAP, A::Edit(EditKey::Right)),
    ]), "←→")),
    hidden(short(row(S::Questions, "+ -", "zoom in / out", &[
        b(Char('+'), MAP, A::Overlay(OverlayKey::ZoomIn)), b(Char('='), MAP, A::Overlay(OverlayKey::ZoomIn)),
        b(Char('-'), MAP, A::Overlay(OverlayKey::ZoomOut)), b(Char('_'), MAP, A::Overlay(OverlayKey::ZoomOut)),
    ]), "+-")),
    hidden(row(S::Questions, "d", "hindsight on / off", &[b(Char('d'), MAP, A::Solve(SolveKey::Hindsight))])),
    hidden(row(S::Questions, "Enter", "go to its first step", &[
        b(Code(C::Enter), MAP, A::Overlay(OverlayKey::Submit)),
    ])),
    hidden(row(S::Questions, "Esc", "close", &[
        b(Code(C::Esc), MAP, A::Overlay(OverlayKey::Close)), b(Char('q'), MAP, A::Overlay(OverlayKey::Close)),
        b(Char('m'), MAP, A::Overlay(OverlayKey::Close)),
    ])),
    // The race, among the solve keys
    row(S::Solving, "R", "race all the strategies", &[b(Char('R'), MAIN, A::Solve(SolveKey::Race))]),
    row(S::Solving, "Tab", "the race's other boards", &[b(Code(C::Tab), RACE, A::Solve(SolveKey::NextBoards))]),
    // File picker
    short(row(S::Picker, "↑↓ jk", "move", &[
        b(Code(C::Up), PICKER, A::Overlay(OverlayKey::PickerUp)), b(Code(C::Down), PICKER, A::Overlay(OverlayKey::PickerDown)),
        b(Char('k'), PICKER, A::Overlay(OverlayKey::PickerUp)), b(Char('j'), PICKER, A::Overlay(OverlayKey::PickerDown)),
        b(Key::WheelUp, PICKER, A::Overlay(OverlayKey::PickerUp)), b(Key::WheelDown, PICKER, A::Overlay(OverlayKey::PickerDown)),
    ]), "↑↓"),
    row(S::Picker, "PgUp PgDn", "move a page", &[
        b(Code(C::PageUp), PICKER, A::Overlay(OverlayKey::PickerPageUp)),
        b(Code(C::PageDown), PICKER, A::Overlay(OverlayKey::PickerPageDown)),
    ]),
    hidden(row(S::Picker, "Home End", "first / last", &[
        b(Code(C::Home), PICKER, A::Overlay(OverlayKey::PickerTop)), b(Code(C::End), PICKER, A::Overlay(OverlayKey::PickerBottom)),
        b(Char('g'), PICKER, A::Overlay(OverlayKey::PickerTop)), b(Char('G'), PICKER, A::Overlay(OverlayKey::PickerBottom)),
    ])),
    short(row(S::Picker, "Enter → l", "open the folder or file", &[
        b(Code(C::Enter), PICKER, A::Overlay(OverlayKey::PickerEnter)), b(Code(C::Right), PICKER, A::Overlay(OverlayKey::PickerEnter)),
        b(Char('l'), PICKER, A::Overlay(OverlayKey::PickerEnter)),
    ]), "Enter"),
    short(row(S::Picker, "Bksp ← h", "up one folder", &[
        b(Code(C::Backspace), PICKER, A::Overlay(OverlayKey::PickerParent)), b(Code(C::Left), PICKER, A::Overlay(OverlayKey::PickerParent)),
        b(Char('h'), PICKER, A::Overlay(OverlayKey::PickerParent)),
    ]), "Bksp"),
    row(S::Picker, "Esc", "close", &[
        b(Code(C::Esc), PICKER, A::Overlay(OverlayKey::Close)), b(Char('q'), PICKER, A::Overlay(OverlayKey::Close)),
        b(Char('o'), PICKER, A::Overlay(OverlayKey::Close)),
    ]),
    // Questions and prompts: the footer and the reference show these, the help does not.
    hidden(short(row(S::Questions, "y Enter", "yes", &[
        b(Char('y'), QUESTION, A::Overlay(OverlayKey::Yes)), b(Char('Y'), QUESTION, A::Overlay(OverlayKey::Yes)),
        b(Code(C::Enter), QUESTION, A::Overlay(OverlayKey::Yes)),
    ]), "y")),
    hidden(short(row(S::Questions, "n Esc", "no", &[
        b(Char('n'), QUESTION, A::Overlay(OverlayKey::No)), b(Char('N'), QUESTION, A::Overlay(OverlayKey::No)),
        b(Code(C::Esc), QUESTION, A::Overlay(OverlayKey::No)), b(Char('q'), QUESTION, A::Overlay(OverlayKey::No)),
    ]), "n Esc")),
    hidden(short(row(S::Questions, "← → h l", "the size of the new grid", &[
        b(Code(C::Left), QUESTION, A::Edit(EditKey::Left)), b(Code(C::Right), QUESTION, A::Edit(EditKey::Right)),
        b(Char('h'), QUESTION, A::Edit(EditKey::Left)), b(Char('l'), QUESTION, A::Edit(EditKey::Right)),
    ]), "←→")),
    hidden(row(S::Questions, "Enter", "save", &[b(Code(C::Enter), PROMPT, A::Overlay(OverlayKey::Submit))])),
    hidden(row(S::Questions, "Esc", "cancel", &[b(Code(C::Esc), PROMPT, A::Overlay(OverlayKey::Close))])),
    hidden(row(S::Questions, "Bksp", "delete a character", &[
        b(Code(C::Backspace), PROMPT, A::Overlay(OverlayKey::InputBackspace)),
    ])),
    hidden(row(S::Questions, "← → Home End", "move in the name", &[
        b(Code(C::Left), PROMPT, A::Overlay(OverlayKey::InputLeft)), b(Code(C::Right), PROMPT, A::Overlay(OverlayKey::InputRight)),
        b(Code(C::Home), PROMPT, A::Overlay(OverlayKey::InputHome)), b(Code(C::End), PROMPT, A::Overlay(OverlayKey::InputEnd)),
    ])),
    hidden(row(S::Questions, "Ctrl-u Ctrl-w", "delete to the start, a word", &[
        b(Ctrl('u'), PROMPT, A::Overlay(OverlayKey::InputKillStart)), b(Ctrl('w'), PROMPT, A::Overlay(OverlayKey::InputKillWord)),
    ])),
    hidden(row(S::Questions, "text", "the file name", &[
        with(Key::Text, PROMPT, Does::Type), with(Key::Paste, PROMPT, Does::Paste),
    ])),
    // Scrolling the help (before "any key", which closes it).
    hidden(short(row(S::Questions, "↑↓ jk PgUp PgDn", "scroll the help", &[
        b(Code(C::Up), HELP, A::Overlay(OverlayKey::ScrollUp)), b(Code(C::Down), HELP, A::Overlay(OverlayKey::ScrollDown)),
        b(Char('k'), HELP, A::Overlay(OverlayKey::ScrollUp)), b(Char('j'), HELP, A::Overlay(OverlayKey::ScrollDown)),
        b(Key::WheelUp, HELP, A::Overlay(OverlayKey::ScrollUp)), b(Key::WheelDown, HELP, A::Overlay(OverlayKey::ScrollDown)),
        b(Code(C::PageUp), HELP, A::Solve(SolveKey::ScrollPageUp)), b(Code(C::PageDown), HELP, A::Solve(SolveKey::ScrollPageDown)),
        b(Code(C::Home), HELP, A::Overlay(OverlayKey::ScrollTop)), b(Code(C::End), HELP, A::Overlay(OverlayKey::ScrollBottom)),
        b(Char('g'), HELP, A::Overlay(OverlayKey::ScrollTop)), b(Char('G'), HELP, A::Overlay(OverlayKey::ScrollBottom)),
    ]), "↑↓")),
    hidden(row(S::Questions, "any key", "closes", &[b(Key::Any, BOXES, A::Overlay(OverlayKey::Close))])),
    // New puzzles and more solutions: `G` and its dialog, `N`.
    row(S::Editing, "G", "generate a new puzzle", &[b(Char('G'), MAIN, A::Edit(EditKey::Generate))]),
    row(S::Editing, "H", "hint: area, step, do it", &[b(Char('H'), EDIT, A::Edit(EditKey::Hint))]),
    row(S::Solving, "N", "search on: next solution", &[b(Char('N'), MAIN, A::Solve(SolveKey::NextSolution))]),
    hidden(short(row(S::Questions, "↑↓ jk", "the other line", &[
        b(Code(C::Up), GENERATE, A::Edit(EditKey::Up)), b(Code(C::Down), GENERATE, A::Edit(EditKey::Down)),
        b(Char('k'), GENERATE, A::Edit(EditKey::Up)), b(Char('j'), GENERATE, A::Edit(EditKey::Down)),
    ]), "↑↓")),
    hidden(short(row(S::Questions, "←→ hl Space", "change the choice", &[
        b(Code(C::Left), GENERATE, A::Edit(EditKey::Left)), b(Code(C::Right), GENERATE, A::Edit(EditKey::Right)),
        b(Char('h'), GENERATE, A::Edit(EditKey::Left)), b(Char('l'), GENERATE, A::Edit(EditKey::Right)),
        b(Char(' '), GENERATE, A::Edit(EditKey::Right)),
    ]), "←→")),
    hidden(row(S::Questions, "Enter", "make the puzzle", &[
        b(Code(C::Enter), GENERATE, A::Overlay(OverlayKey::Submit)),
    ])),
    hidden(row(S::Questions, "Esc", "cancel", &[
        b(Code(C::Esc), GENERATE, A::Overlay(OverlayKey::Close)), b(Char('q'), GENERATE, A::Overlay(OverlayKey::Close)),
    ])),
];

/// The help, which scrolls.
const HELP: &[KeyMode] = &[KeyMode::Help];

/// The action a key asks for in `mode`.
pub fn for_key(mode: KeyMode, ev: KeyEvent) -> Option<Action> {
    let bind = binds().find(|bd| bd.modes.contains(&mode) && bd.key.matches(&ev, mode))?;
    match (bind.does, ev.code) {
        (Does::Act(a), _) => Some(a),
        (Does::Digit, KeyCode::Char(c)) => c
            .to_digit(10)
            .map(|d| Action::Edit(EditKey::Digit(d as u8))),
        (Does::Type, KeyCode::Char(c)) => Some(Action::Overlay(OverlayKey::Input(c))),
        _ => None,
    }
}

/// The action a mouse event asks for in `mode`.
pub fn for_mouse(mode: KeyMode, m: MouseEvent) -> Option<Action> {
    let bind = binds().find(|bd| bd.modes.contains(&mode) && bd.key.matches_mouse(&m))?;
    match bind.does {
        Does::Act(a) => Some(a),
        Does::Select => Some(Action::Edit(EditKey::Click {
            x: m.column,
            y: m.row,
        })),
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

/// One row of the table as a listing of every key shows it (the man page's KEYS).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Listed {
    /// The section's title: `Editing`, `File picker`, ...
    pub section: &'static str,
    /// Every key of the row by name, in the order bound, each once.
    pub keys: Vec<String>,
    /// What they do, after the overlay they work in where that is one
    /// (`in the map: zoom in / out`); the strategies spelled out.
    pub text: String,
}

/// The sections' titles, in the help's order.
#[cfg(test)]
pub const SECTIONS: [&str; 5] = [
    Section::Editing.title(),
    Section::Solving.title(),
    Section::Anywhere.title(),
    Section::Picker.title(),
    Section::Questions.title(),
];

/// Every row of the table, section by section in the help's order.
pub fn listing() -> Vec<Listed> {
    Section::ALL
        .iter()
        .flat_map(|&section| TABLE.iter().filter(move |r| r.section == section))
        .map(|r| {
            let mut keys: Vec<String> = Vec::new();
            let mut places: Vec<&str> = Vec::new();
            for bd in r.binds {
                let name = bd.key.name();
                if !keys.contains(&name) {
                    keys.push(name);
                }
                if bd.modes.iter().any(|m| m.is_main()) {
                    continue;
                }
                for place in bd.modes.iter().filter_map(|m| m.place()) {
                    if !places.contains(&place) {
                        places.push(place);
                    }
                }
            }
            let does = match r.text {
                STRATEGIES => format!("cycle the strategy: {}", strategy_names().join(", ")),
                _ => r.text(),
            };
            let text = match places.as_slice() {
                [] => does,
                _ => format!("{}: {does}", places.join(" or ")),
            };
            Listed {
                section: r.section.title(),
                keys,
                text,
            }
        })
        .collect()
}

fn strategy_names() -> Vec<&'static str> {
    sudoku_engine::solve::Strategy::ALL
        .iter()
        .map(|s| s.name())
        .collect()
}
