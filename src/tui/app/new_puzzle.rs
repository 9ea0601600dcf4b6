//! Puzzles that come from no file: a built-in sample chosen in the picker, or a new one
//! from the generator (its dialog makes it on a thread of its own; the app picks it up).

use crate::tui::files::boards::Loaded;
use std::path::PathBuf;

use sudoku_engine::generate::sized::SizedPuzzle;
use sudoku_engine::generate::Generated;
use sudoku_engine::shape::Shape;

use super::editor::Origin;
use super::overlays::{GenerateBox, Made, Overlay, Pending, Poll};
use super::sized::Sized;
use super::App;
use crate::tui::files::boards::size_name;
use crate::tui::files::Source;
use crate::tui::samples::SAMPLES;

impl App {
    /// Built-in sample `index`, chosen in the picker (left in `folder`): opened as a file
    /// would be, asking first when there are unsaved edits.
    pub(super) fn open_sample(&mut self, index: usize, folder: PathBuf) {
        self.picker_root = folder;
        let source = SAMPLES
            .get(index)
            .ok_or_else(|| format!("there is no built-in sample {index}"))
            .and_then(|s| s.open());
        match source {
            Ok(Loaded::Nine(source)) => self.unless_dirty(Pending::Load(source)),
            Ok(Loaded::Sized(source)) => self.unless_dirty(Pending::LoadBoards(source)),
            Err(msg) => self.show_message("Cannot open", msg),
        }
    }

    /// `G`: the new-puzzle dialog, on the options used last and the size on screen.
    pub(super) fn open_generator(&mut self) {
        if !self.busy("generate a puzzle") {
            let (shape, unsaved) = self
                .sized()
                .map_or((Shape::NINE, false), |s| (s.shape(), s.dirty));
            let dialog = GenerateBox::new(self.generate_options).at(shape, unsaved);
            self.overlays.push(Overlay::Generate(dialog));
        }
    }

    /// True while the dialog waits for a puzzle being made.
    pub fn generating(&self) -> bool {
        matches!(self.overlays.last(), Some(Overlay::Generate(g)) if g.working())
    }

    /// Puts the puzzle the dialog was waiting for in the editor, once it is made; true if
    /// the screen changed.
    pub(super) fn poll_generator(&mut self) -> bool {
        let Some(Overlay::Generate(dialog)) = self.overlays.last() else {
            return false;
        };
        let options = dialog.options;
        match dialog.poll() {
            Poll::Waiting => false,
            Poll::Done(made) => {
                self.overlays.pop();
                self.generate_options = options;
                match *made {
                    Made::Nine(made) => self.put_generated(made),
                    Made::Sized(made) => self.put_generated_board(made),
                }
                true
            }
            Poll::Failed => {
                self.overlays.pop();
                let why = "the generator stopped without a puzzle".to_string();
                self.show_message("Cannot generate", why);
                true
            }
        }
    }

    /// The generated puzzle replaces the grid, as an edit that undo takes back.
    fn put_generated(&mut self, made: Generated) {
        let symmetric = if self.generate_options.symmetric {
            ", symmetric"
        } else {
            ""
        };
        let name = format!(
            "generated, {}{symmetric}, seed {}",
            made.difficulty, made.seed
        );
        self.nine.edit();
        // Over a grid of another size: the 9x9 grid again, with the new puzzle.
        self.sized = None;
        let forgot = self.forget_cell_breakpoint();
        self.editor
            .replace(Source::single(made.puzzle, name.clone(), None));
        self.message = Some(format!(
            "New puzzle, {} givens (u undoes){forgot}",
            made.puzzle.filled()
        ));
    }

    /// A generated puzzle of another size replaces the grid, as an edit that undo takes
    /// back: in the editor of every size, over the 9x9 grid or one of another size.
    fn put_generated_board(&mut self, made: SizedPuzzle) {
        let size = size_name(made.puzzle.shape());
        let name = format!("generated, {size}, seed {}", made.seed);
        let givens = made.puzzle.filled();
        self.nine.edit();
        // Over a grid of another size, its breakpoints go on with the new puzzle: named
        // as the grid before named its cells.
        let forgot = if self.sized.is_some() {
            self.forget_cell_breakpoint()
        } else {
            String::new()
        };
        match self.sized.as_mut() {
            Some(s) => s.put(made.puzzle, Origin::Generated(name)),
            None => self.sized = Some(Sized::generated(made.puzzle, name)),
        }
        self.message = Some(format!(
            "New {size} puzzle, {givens} givens (u undoes){forgot}"
        ));
    }

    /// A new puzzle for the grid on screen (called before it takes its place): the cell
    /// breakpoint, which names a cell of the puzzle before, is dropped; the words that say
    /// so for the message (empty if none was armed).
    fn forget_cell_breakpoint(&mut self) -> String {
        let shape = self.sized.as_ref().map_or(Shape::NINE, |s| s.shape());
        let forgot = on_stage!(self, |stage| {
            let mut b = *stage.breakpoints();
            let cell = b.forget_cell();
            stage.set_breakpoints(b);
            cell
        });
        forgot.map_or(String::new(), |c| {
            format!("; breakpoint {} cleared", shape.cell_name(c.index()))
        })
    }
}
