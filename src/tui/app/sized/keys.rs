//! What the keys do while a grid of another size than 9×9 is on screen: editing as at
//! 9×9 (moves, digits, a digit above 9 after `#`, blanks, undo, the clear dialog,
//! switching puzzles, the hint); during a solve, edits say how to get back. The solve keys
//! do what they do at 9×9 (the app's, on the runs on screen); those of the 9×9 grid
//! alone say so. Keys that do the same at every size (help, quit, the picker, saving,
//! speed, strategy, the new-puzzle dialog) are left to the app.

use sudoku_engine::board::Board;
use sudoku_engine::shape::Shape;

use super::{Sized, Walked};
use crate::tui::app::action::EditKey;
use crate::tui::app::editor::Origin;
use crate::tui::app::history::Way;
use crate::tui::app::overlays::{DigitBox, Overlay, Pending};
use crate::tui::app::App;
use crate::tui::files::boards::{a_size_capital, size_name, BoardSource};

impl App {
    /// The grid of another size on screen, if there is one.
    pub fn sized(&self) -> Option<&Sized> {
        self.sized.as_ref()
    }

    /// An editor's key, when a grid of another size is on screen and the key is one of
    /// its own; false for the app to handle it as at 9×9.
    pub(in crate::tui::app) fn sized_edit_key(&mut self, key: EditKey) -> bool {
        let Some(s) = self.sized.as_mut() else {
            return false;
        };
        let advance = self.editor.advance;
        if s.stage.solving() && edits(key) {
            self.message = Some("Esc returns to the editor".into());
            return true;
        }
        match key {
            EditKey::Up => s.move_cursor(0, -1),
            EditKey::Down => s.move_cursor(0, 1),
            EditKey::Left => s.move_cursor(-1, 0),
            EditKey::Right => s.move_cursor(1, 0),
            EditKey::Click { x, y } => {
                if let Some(cell) = super::view::cell_at(self.area, s.shape(), x, y) {
                    s.cursor = cell;
                }
            }
            EditKey::Digit(d) => self.message = s.type_cell(d, advance).err(),
            EditKey::Blank => self.message = s.type_cell(0, advance).err(),
            EditKey::ClearCell => self.message = s.set_cell(0).err(),
            EditKey::BigDigit => {
                let side = s.side();
                if side > 9 {
                    self.overlays.push(Overlay::Digit(DigitBox::new(side)));
                } else {
                    self.message = Some(format!(
                        "{} grid has the digits 1 to {side}",
                        a_size_capital(s.shape())
                    ));
                }
            }
            EditKey::Undo => self.walk_sized(Way::Back),
            EditKey::Redo => self.walk_sized(Way::Forward),
            EditKey::ClearAll => {
                let shape = s.shape();
                self.ask(Pending::Clear(shape));
            }
            EditKey::PrevPuzzle | EditKey::NextPuzzle => {
                let delta = if key == EditKey::PrevPuzzle { -1 } else { 1 };
                match s.neighbour(delta) {
                    Ok(n) => self.unless_dirty(Pending::Switch(n)),
                    Err(why) => self.message = Some(why.into()),
                }
            }
            EditKey::Hint => self.sized_hint(),
            _ => return false,
        }
        true
    }

    /// A digit above 9 chosen after `#`: typed as a digit is (during a solve, refused as
    /// every edit is).
    pub(in crate::tui::app) fn type_big_digit(&mut self, digit: u8) {
        let advance = self.editor.advance;
        if let Some(s) = self.sized.as_mut() {
            self.message = match !s.stage.solving() {
                true => s.type_cell(digit, advance).err(),
                false => Some("Esc returns to the editor".into()),
            };
        }
    }

    fn walk_sized(&mut self, way: Way) {
        let Some(s) = self.sized.as_mut() else {
            return;
        };
        match s.walk(way) {
            Walked::Moved => {}
            Walked::Nothing => self.message = Some(way.nothing().into()),
            Walked::ToNine => {
                self.sized = None;
                self.message = Some("Back to the 9x9 grid (Ctrl-r does not redo this)".into());
            }
        }
    }

    /// `x` answered yes: an empty grid of `shape`, as one edit that can be undone (back
    /// to the 9×9 grid when it was one).
    pub(in crate::tui::app) fn clear_to(&mut self, shape: Shape) {
        let name = size_name(shape);
        match (self.sized.as_mut(), shape == Shape::NINE) {
            (None, true) => {
                self.editor.clear();
                self.message = Some("Grid cleared (u undoes)".into());
                return;
            }
            (Some(_), true) => {
                self.sized = None;
                self.editor.clear();
            }
            (Some(s), false) => s.put(Board::empty(shape), Origin::Typed),
            (None, false) => self.sized = Some(Sized::typed(shape, true)),
        }
        self.nine.edit();
        self.message = Some(format!("Grid cleared: {name} (u undoes)"));
    }

    /// The app's first puzzle is one of another size (a file's, or `--size`).
    pub fn open_sized(&mut self, source: BoardSource) {
        let n = a_size_capital(source.entry().board.shape());
        self.sized = Some(Sized::new(source));
        let digits = if self.sized().is_some_and(|s| s.side() > 9) {
            ", # then a letter for 10 and up"
        } else {
            ""
        };
        self.message = Some(format!("{n} grid: type its digits{digits} · ?: every key"));
        self.ask_workers();
    }

    /// A source of puzzles of other sizes, opened afresh.
    pub(in crate::tui::app) fn open_boards(&mut self, source: BoardSource) {
        self.nine.edit();
        self.sized = Some(Sized::new(source));
        self.say_opened_boards();
    }

    /// Puzzle `n` of the open source of other sizes, afresh.
    pub(in crate::tui::app) fn show_board(&mut self, n: usize) {
        if let Some(s) = self.sized.as_mut() {
            s.show(n);
        }
        self.say_opened_boards();
    }

    fn say_opened_boards(&mut self) {
        let Some(s) = &self.sized else {
            return;
        };
        let src = &s.source;
        let (n, count) = (src.index + 1, src.count());
        let size = size_name(s.shape());
        self.message = Some(
            if src.path.is_none() && src.name == crate::tui::app::editor::PASTED {
                format!("Pasted {count} puzzles: puzzle {n} of {count} ([ ] for the others)")
            } else {
                format!("Opened {} ({n} of {count}, {size})", src.name)
            },
        );
    }
}

/// The editor's keys that change the grid of givens or move over it (all but the four
/// named): while it is solved they wait for Esc.
fn edits(key: EditKey) -> bool {
    !matches!(
        key,
        EditKey::ToggleAdvance | EditKey::Open | EditKey::Save | EditKey::CycleStrategy
    )
}
