//! Windows over the main screen: each takes the keys while it is on top, answers them,
//! and draws itself. The app keeps them on a stack.

mod breaks;
mod digit;
mod entry;
mod generate;
mod going;
mod goto;
mod help;
mod map;
mod message;
mod picker;
mod question;
mod save_prompt;

use std::path::PathBuf;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use sudoku_engine::shape::Shape;

pub use breaks::BreakMenu;
pub use digit::DigitBox;
pub use generate::{GenerateBox, Made, Poll, GENERATE_THREAD};
pub use going::Going;
pub use goto::GoTo;
pub use help::Help;
pub use map::{MapBox, Place, Track, TrackFrom};
pub use message::MessageBox;
pub use picker::PickerBox;
pub use question::{Pending, Question};
pub use save_prompt::{SaveJob, SavePrompt};

use super::action::{Action, AppKey, SolveKey};
use super::binding::KeyMode;
use super::breakpoints::Breakpoints;
use super::App;

#[derive(Clone, Debug)]
pub enum Overlay {
    Help(Help),
    Question(Question),
    Message(MessageBox),
    SavePrompt(SavePrompt),
    Picker(Box<PickerBox>),
    GoTo(GoTo),
    Going(Going),
    Breaks(BreakMenu),
    Generate(GenerateBox),
    Map(Box<MapBox>),
    /// `#`: a digit above 9.
    Digit(DigitBox),
}

/// What an overlay makes of an action.
#[derive(Debug)]
pub enum Reply {
    /// It stays open (as it now is).
    Stay(Overlay),
    /// It closes.
    Close,
    /// It closes, and the app does this.
    Then(Request),
}

/// What an overlay asks of the app as it closes.
#[derive(Debug)]
pub enum Request {
    /// Ctrl-C: the app answers it as it would with no overlay open.
    Interrupt,
    /// Quit at once.
    Quit,
    /// The question was answered yes.
    Confirmed(Pending),
    /// Save the puzzle (or the solution) to a file.
    Save { path: PathBuf, solution: bool },
    /// Open a file chosen in the picker; the picker starts from `folder` next time.
    Open { path: PathBuf, folder: PathBuf },
    /// Go to this step of the solve.
    GoTo(u64),
    /// Stop on the way to a far step: back to the step shown before.
    StopGoing { back_to: u64, target: u64 },
    /// Arm these breakpoints (in place of those before).
    Break(Breakpoints),
    /// Open built-in sample `index` (see `samples::SAMPLES`), chosen in the picker.
    OpenSample { index: usize, folder: PathBuf },
    /// Go to this step of the solve, the map staying open.
    MapGoTo(u64, Box<MapBox>),
    /// Hindsight on or off, the map staying open.
    MapHindsight(Box<MapBox>),
    /// Write this digit (above 9) under the cursor.
    Digit(u8),
}

impl Overlay {
    pub fn mode(&self) -> KeyMode {
        match self {
            Overlay::Help(_) => KeyMode::Help,
            Overlay::Question(_) => KeyMode::Question,
            Overlay::Message(_) => KeyMode::Message,
            Overlay::SavePrompt(_) => KeyMode::SavePrompt,
            Overlay::Picker(_) => KeyMode::Picker,
            Overlay::GoTo(_) => KeyMode::Entry,
            Overlay::Going(_) => KeyMode::Going,
            Overlay::Breaks(m) => m.mode(),
            Overlay::Generate(_) => KeyMode::Generate,
            Overlay::Map(_) => KeyMode::Map,
            Overlay::Digit(_) => KeyMode::Entry,
        }
    }

    pub fn handle(self, action: Action) -> Reply {
        match self {
            Overlay::Help(h) => h.handle(action),
            Overlay::Question(q) => q.handle(action),
            Overlay::Message(m) => m.handle(action),
            Overlay::SavePrompt(p) => p.handle(action),
            Overlay::Picker(p) => p.handle(action),
            Overlay::GoTo(g) => g.handle(action),
            Overlay::Going(g) => g.handle(action),
            Overlay::Breaks(m) => m.handle(action),
            Overlay::Generate(g) => g.handle(action),
            Overlay::Map(m) => m.handle(action),
            Overlay::Digit(d) => d.handle(action),
        }
    }

    /// Pasted text: typed into a prompt; other overlays ignore it.
    pub fn paste(&mut self, text: &str) {
        match self {
            Overlay::SavePrompt(p) => p.paste(text),
            Overlay::GoTo(g) => g.entry.paste(text),
            Overlay::Breaks(m) => m.paste(text),
            Overlay::Digit(d) => d.entry.paste(text),
            _ => {}
        }
    }

    /// As [`Overlay::draw`], over a grid of `shape`: a layout named in a box is named
    /// at that size (`16 lines of digits`).
    pub fn draw_over(&self, shape: Shape, area: Rect, buf: &mut Buffer) {
        match self {
            Overlay::SavePrompt(p) => p.draw_for(shape, area, buf),
            o => o.draw(area, buf),
        }
    }

    pub fn draw(&self, area: Rect, buf: &mut Buffer) {
        match self {
            Overlay::Help(h) => h.draw(area, buf),
            Overlay::Question(q) => q.draw(area, buf),
            Overlay::Message(m) => m.draw(area, buf),
            Overlay::SavePrompt(p) => p.draw(area, buf),
            Overlay::Picker(p) => p.draw(area, buf),
            Overlay::GoTo(g) => g.draw(area, buf),
            Overlay::Going(g) => g.draw(area, buf),
            Overlay::Breaks(m) => m.draw(area, buf),
            Overlay::Generate(g) => g.draw(area, buf),
            Overlay::Map(m) => m.draw(area, buf),
            Overlay::Digit(d) => d.draw(area, buf),
        }
    }
}

/// What an overlay leaves to the app as it closes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Leaving {
    Nothing,
    /// The map, where it stood: it opens there again on the same search.
    Map(Place),
    /// The help, which paused the solve or race running when it opened.
    PausedHelp,
}

impl App {
    /// `?`: the help. A solve or race running pauses while it is open, and goes on as it
    /// closes; one the user had paused stays paused.
    pub(super) fn open_help(&mut self) {
        let mut help = Help::default();
        if self.running() {
            self.pause_or_resume_on_screen();
            help.paused = !self.running();
        }
        self.overlays.push(Overlay::Help(help));
    }

    /// What `top`, about to take a key, leaves behind if the key closes it.
    pub(super) fn leaving(&self, top: &Overlay) -> Leaving {
        match top {
            Overlay::Map(m) => Leaving::Map(m.place()),
            Overlay::Help(h) if h.paused => Leaving::PausedHelp,
            _ => Leaving::Nothing,
        }
    }

    /// An overlay closed, leaving `leaving`.
    pub(super) fn left(&mut self, leaving: Leaving) {
        match leaving {
            Leaving::Nothing => {}
            Leaving::Map(place) => self.keep_map_place(place),
            Leaving::PausedHelp => {
                if matches!(self.mode(), KeyMode::Paused | KeyMode::RacePaused) {
                    self.pause_or_resume_on_screen();
                }
            }
        }
    }

    /// A solve or a race runs on screen, the keys its own (not paused, not over).
    fn running(&self) -> bool {
        matches!(self.mode(), KeyMode::Solving | KeyMode::RaceRunning)
    }

    /// Space, on the race or the solve on screen.
    fn pause_or_resume_on_screen(&mut self) {
        if !self.race_action(Action::Solve(SolveKey::PauseResume)) {
            self.pause_or_resume();
        }
    }
}

/// Closes a box on any key but Ctrl-C, which goes on to the app.
fn any_key_closes(action: Action) -> Reply {
    match action {
        Action::App(AppKey::Interrupt) => Reply::Then(Request::Interrupt),
        _ => Reply::Close,
    }
}
