//! Editing the 9x9 grid from the keys: a digit, a blank, a cleared cell, undo and redo,
//! the clear dialog, a paste, the advance and candidates toggles; during a solve an edit
//! only says how to get back.

use super::history::Way;
use super::overlays::Pending;
use super::screen::Screen;
use super::App;
use crate::tui::ui::geometry;
use sudoku_engine::shape::Shape;

impl App {
    /// Pasted text: a puzzle in any format while editing (undoable), or text for the
    /// save prompt.
    pub fn paste(&mut self, text: &str) {
        self.message = None;
        if let Some(top) = self.overlays.last_mut() {
            top.paste(text);
            return;
        }
        if !self.editable() {
            return;
        }
        self.paste_puzzles(text);
        self.ask_workers();
    }

    /// Edits are for the editor: during a solve they only say how to get back.
    pub(super) fn editable(&mut self) -> bool {
        if let Screen::Editing(_) = self.screen() {
            true
        } else {
            self.message = Some("Esc returns to the editor".into());
            false
        }
    }

    pub(super) fn set_cell(&mut self, digit: u8) {
        if self.editable() {
            self.editor.set_cell(digit);
        }
    }

    /// A digit or a blank typed: written, then the cursor on to the next cell while it
    /// advances.
    pub(super) fn type_cell(&mut self, digit: u8) {
        if self.editable() {
            self.editor.type_cell(digit);
        }
    }

    pub(super) fn toggle_advance(&mut self) {
        self.editor.advance = !self.editor.advance;
        self.message = Some(
            if self.editor.advance {
                "The cursor advances after a digit (a: stays)"
            } else {
                "The cursor stays after a digit (a: advances)"
            }
            .into(),
        );
    }

    /// Undo or redo.
    pub(super) fn walk(&mut self, way: Way) {
        if self.editable() && !self.editor.walk(way) {
            self.message = Some(way.nothing().into());
        }
    }

    /// `x`: asks, and for the size of the new grid (an empty grid too: it may change
    /// size).
    pub(super) fn clear_all(&mut self) {
        if self.editable() {
            self.ask(Pending::Clear(Shape::NINE));
        }
    }

    pub(super) fn toggle_candidates(&mut self) {
        self.show_candidates = !self.show_candidates;
        self.message = Some(
            match (self.show_candidates, geometry::large_cells(self.area)) {
                (true, true) => "Candidates shown",
                (false, true) => "Candidates hidden",
                (true, false) => "Candidates show in large cells: enlarge the terminal",
                (false, false) => "Candidates hidden (they show in large cells)",
            }
            .into(),
        );
    }
}
