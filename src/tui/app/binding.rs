//! What a line of the key table is made of: the modes a key works in, the key, what it
//! does, and how the help names it.

use ratatui::crossterm::event::{
    KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};
use sudoku_engine::solve::Strategy;

use super::action::Action;
use super::run::Progress;

/// What is on screen, as far as keys go: the state of the main screen, or the overlay
/// on top.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KeyMode {
    Editing,
    Solving,
    Paused,
    /// Solved, or no solution.
    Finished,
    Help,
    Message,
    Question,
    SavePrompt,
    Picker,
    /// A short entry: a step number, a depth, a cell.
    Entry,
    /// The breakpoint menu.
    Breakpoints,
    /// The new-puzzle dialog.
    Generate,
    /// On the way to a far step after `g`.
    Going,
    /// A race: some board goes on, every board going is paused, or every board has ended.
    RaceRunning,
    RacePaused,
    RaceOver,
    /// The map of the search.
    Map,
}

impl KeyMode {
    pub const ALL: [KeyMode; 17] = [
        KeyMode::Editing,
        KeyMode::Solving,
        KeyMode::Paused,
        KeyMode::Finished,
        KeyMode::Help,
        KeyMode::Message,
        KeyMode::Question,
        KeyMode::SavePrompt,
        KeyMode::Picker,
        KeyMode::Entry,
        KeyMode::Breakpoints,
        KeyMode::Generate,
        KeyMode::Going,
        KeyMode::RaceRunning,
        KeyMode::RacePaused,
        KeyMode::RaceOver,
        KeyMode::Map,
    ];

    /// The main screen's mode in `state`.
    pub fn main(state: Progress) -> KeyMode {
        match state {
            Progress::Editing => KeyMode::Editing,
            Progress::Solving => KeyMode::Solving,
            Progress::Paused => KeyMode::Paused,
            Progress::Solved | Progress::NoSolution => KeyMode::Finished,
        }
    }

    /// No overlay is open.
    pub fn is_main(self) -> bool {
        MAIN.contains(&self)
    }

    /// The overlay this mode is, as a listing of the keys names it ("in the map"); none for
    /// the main screen and the file picker, whose keys have a section of their own.
    pub fn place(self) -> Option<&'static str> {
        match self {
            KeyMode::Help => Some("in the help"),
            KeyMode::Message => Some("in a message box"),
            KeyMode::Question => Some("in a question"),
            KeyMode::SavePrompt => Some("in the save prompt"),
            KeyMode::Entry => Some("in a typed step, depth, cell or technique"),
            KeyMode::Breakpoints => Some("in the breakpoint menu"),
            KeyMode::Generate => Some("in the new-puzzle dialog"),
            KeyMode::Going => Some("on the way to a far step"),
            KeyMode::Map => Some("in the map"),
            _ => None,
        }
    }
}

/// The main screen, whatever the state of the solve (or of the race).
pub const MAIN: &[KeyMode] = &[
    KeyMode::Editing,
    KeyMode::Solving,
    KeyMode::Paused,
    KeyMode::Finished,
    KeyMode::RaceRunning,
    KeyMode::RacePaused,
    KeyMode::RaceOver,
];
pub const RUNNING: &[KeyMode] = &[
    KeyMode::Solving,
    KeyMode::Paused,
    KeyMode::RaceRunning,
    KeyMode::RacePaused,
];
pub const RACE: &[KeyMode] = &[KeyMode::RaceRunning, KeyMode::RacePaused, KeyMode::RaceOver];
pub const STILL: &[KeyMode] = &[KeyMode::Editing, KeyMode::Finished];
pub const EVERYWHERE: &[KeyMode] = &KeyMode::ALL;
pub const PICKER: &[KeyMode] = &[KeyMode::Picker];
pub const QUESTION: &[KeyMode] = &[KeyMode::Question];
pub const PROMPT: &[KeyMode] = &[KeyMode::SavePrompt];
pub const BOXES: &[KeyMode] = &[KeyMode::Help, KeyMode::Message];
pub const GENERATE: &[KeyMode] = &[KeyMode::Generate];
pub const GOING: &[KeyMode] = &[KeyMode::Going];
pub const MAP: &[KeyMode] = &[KeyMode::Map];
/// A solve or a race under way or over: where the map opens.
pub const SEARCHING: &[KeyMode] = &[
    KeyMode::Solving,
    KeyMode::Paused,
    KeyMode::Finished,
    KeyMode::RaceRunning,
    KeyMode::RacePaused,
    KeyMode::RaceOver,
];

/// A key or a mouse gesture.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Key {
    /// A character. On the main screen Ctrl with it is another key; in an overlay Ctrl
    /// does not matter. Other modifiers never do.
    Char(char),
    /// A key that is not a character: arrows, Enter, Esc, ...; Ctrl as with characters.
    Code(KeyCode),
    /// A character with Ctrl.
    Ctrl(char),
    /// 1 to 9.
    Digits,
    /// Any character typed without Ctrl.
    Text,
    /// Any key at all.
    Any,
    Click,
    WheelUp,
    WheelDown,
    /// Pasted text: it comes whole, not as keys, and goes straight to the app.
    Paste,
}

impl Key {
    /// The key's name, as the reference and the man page write it.
    pub fn name(self) -> String {
        match self {
            Key::Char(' ') => "Space".into(),
            Key::Char(c) => c.to_string(),
            Key::Code(KeyCode::Up) => "↑".into(),
            Key::Code(KeyCode::Down) => "↓".into(),
            Key::Code(KeyCode::Left) => "←".into(),
            Key::Code(KeyCode::Right) => "→".into(),
            Key::Code(KeyCode::PageUp) => "PgUp".into(),
            Key::Code(KeyCode::PageDown) => "PgDn".into(),
            Key::Code(KeyCode::F(n)) => format!("F{n}"),
            Key::Code(KeyCode::Enter) => "Enter".into(),
            Key::Code(KeyCode::Esc) => "Esc".into(),
            Key::Code(KeyCode::Backspace) => "Backspace".into(),
            Key::Code(KeyCode::Delete) => "Delete".into(),
            Key::Code(KeyCode::Home) => "Home".into(),
            Key::Code(KeyCode::End) => "End".into(),
            Key::Code(code) => format!("{code:?}"),
            Key::Ctrl(c) => format!("Ctrl-{c}"),
            Key::Digits => "1 – 9".into(),
            Key::Text => "typing".into(),
            Key::Any => "any key".into(),
            Key::Click => "mouse click".into(),
            Key::WheelUp | Key::WheelDown => "mouse wheel".into(),
            Key::Paste => "paste".into(),
        }
    }

    pub fn matches(self, ev: &KeyEvent, mode: KeyMode) -> bool {
        let ctrl = ev.modifiers.contains(KeyModifiers::CONTROL);
        let plain = !ctrl || !mode.is_main();
        match self {
            Key::Char(c) => plain && ev.code == KeyCode::Char(c),
            Key::Code(code) => plain && ev.code == code,
            Key::Ctrl(c) => ctrl && ev.code == KeyCode::Char(c),
            Key::Digits => plain && matches!(ev.code, KeyCode::Char('1'..='9')),
            Key::Text => !ctrl && matches!(ev.code, KeyCode::Char(_)),
            Key::Any => true,
            Key::Click | Key::WheelUp | Key::WheelDown | Key::Paste => false,
        }
    }

    pub fn matches_mouse(self, m: &MouseEvent) -> bool {
        matches!(
            (self, m.kind),
            (Key::Click, MouseEventKind::Down(MouseButton::Left))
                | (Key::WheelUp, MouseEventKind::ScrollUp)
                | (Key::WheelDown, MouseEventKind::ScrollDown)
        )
    }
}

/// What a key does: an action, or one made of what was pressed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Does {
    Act(Action),
    /// Writes the digit pressed.
    Digit,
    /// Types the character into the prompt.
    Type,
    /// Selects the cell clicked.
    Select,
    /// Replaces the grid with a pasted puzzle (or types the text into the prompt).
    Paste,
}

/// A key, the modes it works in, and what it does there.
#[derive(Clone, Copy, Debug)]
pub struct Bind {
    pub key: Key,
    pub modes: &'static [KeyMode],
    pub does: Does,
}

/// The groups the help, the reference and the man page list keys under.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Section {
    Editing,
    Solving,
    Anywhere,
    Picker,
    Questions,
}

impl Section {
    pub const ALL: [Section; 5] = [
        Section::Editing,
        Section::Solving,
        Section::Anywhere,
        Section::Picker,
        Section::Questions,
    ];

    pub const fn title(self) -> &'static str {
        match self {
            Section::Editing => "Editing",
            Section::Solving => "Solving",
            Section::Anywhere => "Anywhere",
            Section::Picker => "File picker",
            Section::Questions => "Questions and prompts",
        }
    }
}

/// One line of the table: keys that do one thing.
#[derive(Clone, Copy, Debug)]
pub struct KeyRow {
    pub section: Section,
    /// The keys as the help overlay writes them (in 10 columns).
    pub keys: &'static str,
    /// What they do, as the help overlay says it (in 27 columns); [`STRATEGIES`] stands
    /// for the cycle of strategies.
    pub text: &'static str,
    /// The keys as the footer writes them.
    pub short: &'static str,
    /// Listed in the help overlay.
    pub in_help: bool,
    pub binds: &'static [Bind],
}

/// In a row's text: the strategies `t` cycles through, from [`Strategy::ALL`].
pub const STRATEGIES: &str = "{strategies}";

impl KeyRow {
    /// What the keys do, with the strategies spelled out: `naive / mrv / …`, or closer
    /// together (`naive/mrv/…`) where that is too wide for the help's 27 columns.
    pub fn text(&self) -> String {
        let names: Vec<&str> = Strategy::ALL.iter().map(|s| s.name()).collect();
        let spaced = self.text.replace(STRATEGIES, &names.join(" / "));
        if spaced.chars().count() <= 27 {
            return spaced;
        }
        self.text.replace(STRATEGIES, &names.join("/"))
    }
}

pub const fn b(key: Key, modes: &'static [KeyMode], action: Action) -> Bind {
    Bind {
        key,
        modes,
        does: Does::Act(action),
    }
}

/// A key that does something other than a plain action.
pub const fn with(key: Key, modes: &'static [KeyMode], does: Does) -> Bind {
    Bind { key, modes, does }
}

pub const fn row(
    section: Section,
    keys: &'static str,
    text: &'static str,
    binds: &'static [Bind],
) -> KeyRow {
    KeyRow {
        section,
        keys,
        text,
        short: keys,
        in_help: true,
        binds,
    }
}

pub const fn short(mut r: KeyRow, short: &'static str) -> KeyRow {
    r.short = short;
    r
}

pub const fn hidden(mut r: KeyRow) -> KeyRow {
    r.in_help = false;
    r
}
