//! Puzzles from files and collections: the picker, switching puzzles, pasting a
//! collection, saving.

use std::path::{Path, PathBuf};

use super::editor::{Origin, Pasted, PASTED};
use super::overlays::{Overlay, Pending, PickerBox, SaveJob, SavePrompt};
use super::screen::Screen;
use super::App;
use crate::tui::files::boards::Loaded;
use crate::tui::files::{self, SavePlan, Source};
use crate::tui::words::numbers::grouped;

impl App {
    /// A file chosen in the picker, whose folder the picker starts from next time.
    pub(super) fn open_chosen(&mut self, path: &Path, folder: PathBuf) {
        self.picker_root = folder;
        match files::boards::load_any(path, 1) {
            Ok(Loaded::Nine(source)) => self.unless_dirty(Pending::Load(source)),
            Ok(Loaded::Sized(source)) => self.unless_dirty(Pending::LoadBoards(source)),
            Err(msg) => self.show_message("Cannot open", msg),
        }
    }

    /// Pasted text while editing: one puzzle replaces the grid (undoable); several open
    /// as a collection, as a file would.
    pub(super) fn paste_puzzles(&mut self, text: &str) {
        if self.paste_sized(text) {
            return;
        }
        match self.editor.paste(text) {
            Ok(Pasted::One) => self.message = Some("Pasted a puzzle (u undoes)".into()),
            Ok(Pasted::Many(source)) => self.unless_dirty(Pending::Load(source)),
            Ok(Pasted::Nothing) => self.message = Some("No puzzle in the pasted text".into()),
            Err(e) => self.show_message("Cannot paste", e.to_string()),
        }
    }

    /// Puzzle `n` of the collection, afresh.
    pub(super) fn show_puzzle(&mut self, n: usize) {
        if self.sized.is_some() {
            return self.show_board(n);
        }
        self.nine.edit();
        self.editor.show(n);
        self.say_opened();
    }

    /// The puzzle of another file, afresh.
    pub(super) fn open_source(&mut self, source: Source) {
        self.nine.edit();
        self.sized = None;
        self.editor.open(source);
        self.say_opened();
    }

    fn say_opened(&mut self) {
        let s = &self.editor.source;
        let (n, count) = (grouped(s.index as u64 + 1), grouped(s.count() as u64));
        self.message = Some(if s.path.is_none() && s.name == PASTED {
            format!("Pasted {count} puzzles: puzzle {n} of {count} ([ ] for the others)")
        } else {
            format!("Opened {} ({n} of {count})", s.name)
        });
    }

    pub(super) fn open_picker(&mut self) {
        if !self.busy("open a file") {
            let reader = self.preview_reader();
            let picker = match &self.sized {
                // The folder of a file of another size, or its sample.
                Some(s) => PickerBox::for_source(&s.source.as_source(), &self.picker_root, reader),
                None => PickerBox::for_source(&self.editor.source, &self.picker_root, reader),
            };
            self.overlays.push(Overlay::Picker(Box::new(picker)));
        }
    }

    pub(super) fn switch_by(&mut self, delta: isize) {
        if self.busy("change puzzles") {
            return;
        }
        if matches!(self.editor.origin, Origin::Generated(_)) {
            // Not one of the file's: `[ ]` go back into it, next to the puzzle it was
            // made over (that one itself at either end), after a yes.
            let s = &self.editor.source;
            let to = self.editor.neighbour(delta).unwrap_or(s.index);
            let of = s.count();
            self.ask(Pending::Back { to, of });
            return;
        }
        match self.editor.neighbour(delta) {
            Ok(n) => self.unless_dirty(Pending::Switch(n)),
            Err(why) => self.message = Some(why.into()),
        }
    }

    /// The source the puzzle being edited comes from, if it does (it was not typed,
    /// pasted or generated over it); None for a solution, which is something else.
    fn open_source_of(&self, solution: bool) -> Option<&Source> {
        (!solution && self.editor.origin == Origin::File).then_some(&self.editor.source)
    }

    /// The puzzle, or after a solve the solution: at every size.
    pub(super) fn open_save_prompt(&mut self) {
        if on_stage_ref!(self, |stage| stage.active()) {
            self.message = Some("Stop or finish the solve before saving".into());
            return;
        }
        let solution = matches!(self.screen(), Screen::Solving(_));
        let prompt = match &self.sized {
            Some(s) => s.save_prompt(solution),
            None => SavePrompt::new(self.open_source_of(solution), solution),
        };
        self.overlays.push(Overlay::SavePrompt(prompt));
    }

    /// A name given in the save prompt: refused with a message, saved, or saved once
    /// the user says yes to replacing what is there.
    pub(super) fn save(&mut self, path: &Path, solution: bool) {
        if self.sized.is_some() {
            return self.save_board(path, solution);
        }
        match files::plan_save(path, self.open_source_of(solution)) {
            Err(why) => self.save_failed(path, solution, why),
            Ok(plan) => {
                let job = SaveJob {
                    path: path.to_path_buf(),
                    plan,
                    solution,
                };
                if job.question().is_some() {
                    self.ask(Pending::Save(Box::new(job)));
                } else {
                    self.carry_out_save(&job);
                }
            }
        }
    }

    /// Writes what the save planned.
    pub(super) fn carry_out_save(&mut self, job: &SaveJob) {
        let grid = if job.solution {
            self.shown_grid()
        } else {
            self.editor.puzzle
        };
        let shown = sudoku_engine::format::path_name(&job.path);
        // How a generated puzzle was made goes with it, where the format has comments.
        let note = match &self.editor.origin {
            Origin::Generated(how) if !job.solution => Some(how.as_str()),
            _ => None,
        };
        match files::carry_out(&job.plan, &grid, note) {
            Ok(format) => {
                if !job.solution {
                    let into_open = matches!(
                        job.plan,
                        SavePlan::Own { .. } | SavePlan::CollectionLine { .. }
                    );
                    self.editor.saved((!into_open).then_some(&job.path));
                }
                self.message = Some(match &job.plan {
                    SavePlan::CollectionLine { number, .. } => {
                        format!("Saved puzzle {number} into {shown}")
                    }
                    _ => format!("Saved {shown} ({format})"),
                });
            }
            Err(e) => {
                let why = files::describe(&e);
                self.save_failed(&job.path, job.solution, format!("{shown}: {why}"));
            }
        }
    }

    /// A save failed: the prompt again, with the name as typed and why, so that the
    /// name can be fixed rather than typed again.
    fn save_failed(&mut self, path: &Path, solution: bool, why: String) {
        let prompt = SavePrompt::failed(path, solution, format!("Cannot save {why}"));
        self.overlays.push(Overlay::SavePrompt(prompt));
    }
}
