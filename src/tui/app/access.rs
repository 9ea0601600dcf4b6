//! What the event loop and the recorder read of the app, and the few things they tell it
//! (the clock, the terminal's size, a recording's length and what it says): the app's
//! fields stay its own.

use std::time::{Duration, Instant};

use ratatui::layout::Rect;
use sudoku_engine::solve::Strategy;

use super::{App, Editor, Overlay, Speed};

impl App {
    /// The 9×9 editor: the puzzle, its source and its edits.
    pub fn editor(&self) -> &Editor {
        &self.editor
    }

    /// The strategy the next solve uses.
    pub fn strategy(&self) -> Strategy {
        self.strategy
    }

    /// The speed of every run.
    pub fn speed(&self) -> Speed {
        self.speed
    }

    /// The overlays open, the top one last.
    pub fn overlays(&self) -> &[Overlay] {
        &self.overlays
    }

    /// The panel's line about the last thing that happened.
    pub fn message(&self) -> Option<&str> {
        self.message.as_deref()
    }

    /// Puts `message` in the panel, in place of the last one.
    pub fn say(&mut self, message: String) {
        self.message = Some(message);
    }

    /// The clock as of the last action or tick.
    pub fn now(&self) -> Instant {
        self.now
    }

    /// The clock moved on to `now` (before an event is handled or the runs move).
    pub fn set_clock(&mut self, now: Instant) {
        self.now = now;
    }

    /// The terminal's size changed (mouse clicks are placed in it).
    pub fn resize(&mut self, area: Rect) {
        self.area = area;
    }

    /// No colours at all, only modifiers (the NO_COLOR convention), or colours.
    pub fn set_no_color(&mut self, no_color: bool) {
        self.no_color = no_color;
    }

    /// How long the recording under way is so far (the panel shows it); None: none.
    pub fn set_recording(&mut self, recording: Option<Duration>) {
        self.recording = recording;
    }

    /// How long the recording under way is, as the panel shows it.
    #[cfg(test)]
    pub fn recording(&self) -> Option<Duration> {
        self.recording
    }
}
