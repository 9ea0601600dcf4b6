//! Puzzles from files and collections: the picker, switching puzzles, saving.

use std::path::{Path, PathBuf};

use super::overlays::{Overlay, Pending, PickerBox, SavePrompt};
use super::App;
use crate::tui::files::{self, Source};

impl App {
    /// A file chosen in the picker, whose folder the picker starts from next time.
    pub(super) fn open_chosen(&mut self, path: &Path, folder: PathBuf) {
        self.picker_root = folder;
        match files::load_chosen(path) {
            Ok(source) => self.unless_dirty(Pending::Load(source)),
            Err(msg) => self.show_message("Cannot open", msg),
        }
    }

    /// Puzzle `n` of the collection, afresh.
    pub(super) fn show_puzzle(&mut self, n: usize) {
        self.runs.clear();
        self.editor.show(n);
        self.say_opened();
    }

    /// The puzzle of another file, afresh.
    pub(super) fn open_source(&mut self, source: Source) {
        self.runs.clear();
        self.editor.open(source);
        self.say_opened();
    }

    fn say_opened(&mut self) {
        let s = &self.editor.source;
        self.message = Some(format!(
            "Opened {} ({} of {})",
            s.name,
            s.index + 1,
            s.count()
        ));
    }

    pub(super) fn open_picker(&mut self) {
        if !self.busy("open a file") {
            let picker = PickerBox::for_source(&self.editor.source, &self.picker_root);
            self.overlays.push(Overlay::Picker(Box::new(picker)));
        }
    }

    pub(super) fn switch_by(&mut self, delta: isize) {
        if self.busy("change puzzles") {
            return;
        }
        match self.editor.neighbour(delta) {
            Ok(n) => self.unless_dirty(Pending::Switch(n)),
            Err(why) => self.message = Some(why.into()),
        }
    }

    /// The puzzle, or after a solve the solution.
    pub(super) fn open_save_prompt(&mut self) {
        if self.runs.active() {
            self.message = Some("Stop or finish the solve before saving".into());
            return;
        }
        let prompt = SavePrompt::new(&self.editor.source, !self.runs.is_empty());
        self.overlays.push(Overlay::SavePrompt(prompt));
    }

    pub(super) fn save(&mut self, path: &Path, solution: bool) {
        let grid = if solution {
            self.shown_grid()
        } else {
            self.editor.puzzle
        };
        match files::save(path, &grid) {
            Ok(format) => {
                if !solution {
                    self.editor.saved_to(path);
                }
                self.message = Some(format!("Saved {} ({format})", path.display()));
            }
            Err(e) => self.show_message("Cannot save", format!("{}: {e}", path.display())),
        }
    }
}
