//! The key table: every key, the modes it works in, the action it asks for, and how the
//! help names it. The key mapping, the help overlay and the footer all read it, and a
//! test holds README's key tables against it.

use ratatui::crossterm::event::{KeyCode, KeyEvent, MouseEvent};

use super::action::Action;
use super::binding::{
    b, hidden, row, short, Bind, Does, Key, Mode, Row, Section, BOXES, EVERYWHERE, MAIN, PICKER,
    PROMPT, QUESTION, RUNNING, STILL, STRATEGIES,
};

use Action as A;
use KeyCode as C;
use Section as S;

/// Every key, by section in the order the help lists them. Where two keys match (none
/// do today), the first wins.
pub const TABLE: &[Row] = &[
    // Editing
    short(
        row(
            S::Editing,
            "←↑↓→ hjkl",
            "move the cursor (wraps)",
            &[
                b(Key::Code(C::Up), MAIN, A::Up),
                b(Key::Code(C::Down), MAIN, A::Down),
                b(Key::Code(C::Left), MAIN, A::Left),
                b(Key::Code(C::Right), MAIN, A::Right),
                b(Key::Char('k'), MAIN, A::Up),
                b(Key::Char('j'), MAIN, A::Down),
                b(Key::Char('h'), MAIN, A::Left),
                b(Key::Char('l'), MAIN, A::Right),
            ],
        ),
        "←↑↓→",
    ),
    row(
        S::Editing,
        "click",
        "select a cell",
        &[Bind {
            key: Key::Click,
            modes: MAIN,
            does: Does::Select,
        }],
    ),
    row(
        S::Editing,
        "1-9",
        "write a given",
        &[Bind {
            key: Key::Digits,
            modes: MAIN,
            does: Does::Digit,
        }],
    ),
    short(
        row(
            S::Editing,
            "0 . Space",
            "clear the cell",
            &[
                b(Key::Char('0'), MAIN, A::ClearCell),
                b(Key::Char('.'), MAIN, A::ClearCell),
                b(Key::Char(' '), STILL, A::ClearCell),
            ],
        ),
        "0",
    ),
    row(
        S::Editing,
        "Bksp Del",
        "clear the cell",
        &[
            b(Key::Code(C::Backspace), MAIN, A::ClearCell),
            b(Key::Code(C::Delete), MAIN, A::ClearCell),
        ],
    ),
    row(
        S::Editing,
        "u Ctrl-z",
        "undo",
        &[
            b(Key::Char('u'), MAIN, A::Undo),
            b(Key::Ctrl('z'), MAIN, A::Undo),
        ],
    ),
    row(
        S::Editing,
        "Ctrl-r",
        "redo",
        &[
            b(Key::Ctrl('r'), MAIN, A::Redo),
            b(Key::Ctrl('y'), MAIN, A::Redo),
        ],
    ),
    row(
        S::Editing,
        "x",
        "clear the grid (asks)",
        &[b(Key::Char('x'), MAIN, A::ClearAll)],
    ),
    row(
        S::Editing,
        "o",
        "open a puzzle file",
        &[b(Key::Char('o'), MAIN, A::Open)],
    ),
    row(
        S::Editing,
        "w",
        "save (format by extension)",
        &[b(Key::Char('w'), MAIN, A::Save)],
    ),
    row(
        S::Editing,
        "[ ]",
        "previous / next puzzle",
        &[
            b(Key::Char('['), MAIN, A::PrevPuzzle),
            b(Key::Char(']'), MAIN, A::NextPuzzle),
        ],
    ),
    row(
        S::Editing,
        "paste",
        "a puzzle replaces the grid",
        &[Bind {
            key: Key::Paste,
            modes: MAIN,
            does: Does::Paste,
        }],
    ),
    // Anywhere
    row(
        S::Anywhere,
        "c",
        "candidates on / off",
        &[b(Key::Char('c'), MAIN, A::ToggleCandidates)],
    ),
    row(
        S::Anywhere,
        "?",
        "this help",
        &[
            b(Key::Char('?'), MAIN, A::Help),
            b(Key::Code(C::F(1)), MAIN, A::Help),
        ],
    ),
    short(
        row(
            S::Anywhere,
            "q Ctrl-c",
            "quit (asks if unsaved)",
            &[
                b(Key::Char('q'), MAIN, A::Quit),
                // Caps Lock sends Ctrl-C as an upper-case C.
                b(Key::Ctrl('c'), EVERYWHERE, A::Interrupt),
                b(Key::Ctrl('C'), EVERYWHERE, A::Interrupt),
            ],
        ),
        "q",
    ),
    // Solving
    row(
        S::Solving,
        "Enter",
        "start (resume if paused)",
        &[b(Key::Code(C::Enter), MAIN, A::Start)],
    ),
    row(
        S::Solving,
        "Space",
        "pause / resume",
        &[
            b(Key::Char(' '), RUNNING, A::PauseResume),
            b(Key::Char('p'), MAIN, A::PauseResume),
        ],
    ),
    row(
        S::Solving,
        "n",
        "one step, then pause",
        &[b(Key::Char('n'), MAIN, A::Step)],
    ),
    short(
        row(
            S::Solving,
            "+ -",
            "faster / slower",
            &[
                b(Key::Char('+'), MAIN, A::Faster),
                b(Key::Char('='), MAIN, A::Faster),
                b(Key::Char('-'), MAIN, A::Slower),
                b(Key::Char('_'), MAIN, A::Slower),
            ],
        ),
        "+-",
    ),
    row(
        S::Solving,
        "f",
        "finish at once",
        &[b(Key::Char('f'), MAIN, A::Finish)],
    ),
    row(
        S::Solving,
        "Esc",
        "stop, restore the puzzle",
        &[b(Key::Code(C::Esc), MAIN, A::Stop)],
    ),
    row(
        S::Solving,
        "t",
        STRATEGIES,
        &[b(Key::Char('t'), MAIN, A::CycleStrategy)],
    ),
    // File picker
    short(
        row(
            S::Picker,
            "↑↓ jk",
            "move",
            &[
                b(Key::Code(C::Up), PICKER, A::PickerUp),
                b(Key::Code(C::Down), PICKER, A::PickerDown),
                b(Key::Char('k'), PICKER, A::PickerUp),
                b(Key::Char('j'), PICKER, A::PickerDown),
                b(Key::WheelUp, PICKER, A::PickerUp),
                b(Key::WheelDown, PICKER, A::PickerDown),
            ],
        ),
        "↑↓",
    ),
    row(
        S::Picker,
        "PgUp PgDn",
        "move a page",
        &[
            b(Key::Code(C::PageUp), PICKER, A::PickerPageUp),
            b(Key::Code(C::PageDown), PICKER, A::PickerPageDown),
        ],
    ),
    hidden(row(
        S::Picker,
        "Home End",
        "first / last",
        &[
            b(Key::Code(C::Home), PICKER, A::PickerTop),
            b(Key::Code(C::End), PICKER, A::PickerBottom),
            b(Key::Char('g'), PICKER, A::PickerTop),
            b(Key::Char('G'), PICKER, A::PickerBottom),
        ],
    )),
    short(
        row(
            S::Picker,
            "Enter → l",
            "open the folder or file",
            &[
                b(Key::Code(C::Enter), PICKER, A::PickerEnter),
                b(Key::Code(C::Right), PICKER, A::PickerEnter),
                b(Key::Char('l'), PICKER, A::PickerEnter),
            ],
        ),
        "Enter",
    ),
    short(
        row(
            S::Picker,
            "Bksp ← h",
            "up one folder",
            &[
                b(Key::Code(C::Backspace), PICKER, A::PickerParent),
                b(Key::Code(C::Left), PICKER, A::PickerParent),
                b(Key::Char('h'), PICKER, A::PickerParent),
            ],
        ),
        "Bksp",
    ),
    row(
        S::Picker,
        "Esc",
        "close",
        &[
            b(Key::Code(C::Esc), PICKER, A::Close),
            b(Key::Char('q'), PICKER, A::Close),
            b(Key::Char('o'), PICKER, A::Close),
        ],
    ),
    // Questions and prompts: the footer and README show these, the help does not.
    hidden(short(
        row(
            S::Questions,
            "y Enter",
            "yes",
            &[
                b(Key::Char('y'), QUESTION, A::Yes),
                b(Key::Char('Y'), QUESTION, A::Yes),
                b(Key::Code(C::Enter), QUESTION, A::Yes),
            ],
        ),
        "y",
    )),
    hidden(short(
        row(
            S::Questions,
            "n Esc",
            "no",
            &[
                b(Key::Char('n'), QUESTION, A::No),
                b(Key::Char('N'), QUESTION, A::No),
                b(Key::Code(C::Esc), QUESTION, A::No),
                b(Key::Char('q'), QUESTION, A::No),
            ],
        ),
        "n Esc",
    )),
    hidden(row(
        S::Questions,
        "Enter",
        "save",
        &[b(Key::Code(C::Enter), PROMPT, A::Submit)],
    )),
    hidden(row(
        S::Questions,
        "Esc",
        "cancel",
        &[b(Key::Code(C::Esc), PROMPT, A::Close)],
    )),
    hidden(row(
        S::Questions,
        "Bksp",
        "delete a character",
        &[b(Key::Code(C::Backspace), PROMPT, A::InputBackspace)],
    )),
    hidden(row(
        S::Questions,
        "text",
        "the file name",
        &[
            Bind {
                key: Key::Text,
                modes: PROMPT,
                does: Does::Type,
            },
            Bind {
                key: Key::Paste,
                modes: PROMPT,
                does: Does::Paste,
            },
        ],
    )),
    hidden(row(
        S::Questions,
        "any key",
        "closes",
        &[b(Key::Any, BOXES, A::Close)],
    )),
];

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
        Mode::Picker => &[
            (Does::Act(A::PickerUp), "move"),
            (Does::Act(A::PickerEnter), "open"),
            (Does::Act(A::PickerParent), "up a folder"),
            (Does::Act(A::Close), "close"),
        ],
    }
}

/// The action a key asks for in `mode`.
pub fn for_key(mode: Mode, ev: KeyEvent) -> Option<Action> {
    let bind = binds().find(|bd| bd.modes.contains(&mode) && bd.key.matches(&ev, mode))?;
    match (bind.does, ev.code) {
        (Does::Act(a), _) => Some(a),
        (Does::Digit, KeyCode::Char(c)) => c.to_digit(10).map(|d| Action::Digit(d as u8)),
        (Does::Type, KeyCode::Char(c)) => Some(Action::Input(c)),
        _ => None,
    }
}

/// The action a mouse event asks for in `mode`.
pub fn for_mouse(mode: Mode, m: MouseEvent) -> Option<Action> {
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

/// The footer's hints in `mode`: `(keys, word)`, the keys spelled as the table's row for
/// that action writes them.
pub fn hints(mode: Mode) -> Vec<(&'static str, &'static str)> {
    footer(mode)
        .iter()
        .filter_map(|&(does, word)| Some((row_for(does, mode)?.short, word)))
        .collect()
}

/// The first row with a key that does `does` in `mode`.
pub fn row_for(does: Does, mode: Mode) -> Option<&'static Row> {
    TABLE.iter().find(|r| {
        r.binds
            .iter()
            .any(|bd| bd.does == does && bd.modes.contains(&mode))
    })
}
