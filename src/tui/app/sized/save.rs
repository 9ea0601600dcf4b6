//! Pasting and saving puzzles of other sizes than 9×9: a pasted grid of another size
//! replaces the grid (undoable), several open as a collection; saving plans as at 9×9
//! (after a solve, the solution, under a name of its own) and writes the puzzle's own
//! alphabet.

use std::path::{Path, PathBuf};

use sudoku_engine::board::Board;
use sudoku_engine::format;

use super::Sized;
use crate::tui::app::editor::{Origin, PASTED};
use crate::tui::app::overlays::{Overlay, Pending, SavePrompt};
use crate::tui::app::App;
use crate::tui::files::boards::{a_size_name, format_name, other_sizes, BoardSource};
use crate::tui::files::save_board::{carry_out_board, plan_board_save, BoardPlan};
use crate::tui::files::{self, Source};

/// A save of a puzzle of another size (or of its solution) that waits for a yes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardSaveJob {
    pub path: PathBuf,
    pub plan: BoardPlan,
    /// The solution on screen is saved, not the puzzle.
    pub solution: bool,
}

impl BoardSaveJob {
    pub fn question(&self) -> Option<String> {
        self.plan.question(&self.path)
    }

    /// The prompt again after a no: the name typed, or for a puzzle of the open
    /// collection a name of its own beside it.
    pub fn prompt_again(&self) -> SavePrompt {
        let input = match &self.plan {
            BoardPlan::Line { number, .. } => {
                let stem = self.path.file_stem().unwrap_or_default().to_string_lossy();
                self.path.with_file_name(format!("{stem}-{number}.txt"))
            }
            _ => self.path.clone(),
        };
        let mut prompt = SavePrompt::proposing(input.display().to_string());
        prompt.solution = self.solution;
        prompt
    }
}

impl Sized {
    /// The prompt of `w`: for the solution, or for the puzzle proposing the open file
    /// when the puzzle is its only one.
    pub(in crate::tui::app) fn save_prompt(&self, solution: bool) -> SavePrompt {
        if solution {
            return SavePrompt::new(None, true);
        }
        let own = (self.origin == Origin::File && self.source.count() == 1)
            .then_some(self.source.path.as_deref())
            .flatten()
            .filter(|p| files::proposable(p));
        let input = own.map_or_else(|| "puzzle.txt".into(), |p| p.display().to_string());
        SavePrompt::proposing(input)
    }

    /// The source the puzzle comes from, if it does (it was not typed, pasted or made);
    /// None for a solution, which is something else (as at 9×9).
    fn open_source_of(&self, solution: bool) -> Option<&BoardSource> {
        (!solution && self.origin == Origin::File).then_some(&self.source)
    }

    /// What a save writes: the puzzle, or the solver's board on screen.
    fn saved_board(&self, solution: bool) -> Board {
        let run = self.stage.solve().and_then(|runs| runs.first());
        match run {
            Some(r) if solution => r.stepper().to_board(),
            _ => self.board.clone(),
        }
    }
}

impl App {
    /// Pasted text, when it is for the editor of other sizes: the text holds a puzzle of
    /// another size, or one is on screen. False for the 9×9 editor to take it.
    pub(in crate::tui::app) fn paste_sized(&mut self, text: &str) -> bool {
        if let Ok(doc) = format::parse("pasted text", text.as_bytes()) {
            if self.sized.is_none() {
                return false;
            }
            // 9×9 puzzles over a grid of another size: the 9×9 editor takes them (after
            // a yes when there are edits).
            if doc.puzzles.is_empty() {
                self.message = Some("No puzzle in the pasted text".into());
            } else {
                self.unless_dirty(Pending::Load(Source {
                    name: PASTED.into(),
                    path: None,
                    puzzles: doc.puzzles.iter().map(|e| e.grid).collect(),
                    index: 0,
                }));
            }
            return true;
        }
        let Some(doc) = other_sizes("pasted text", text.as_bytes()) else {
            return false;
        };
        if let [one] = doc.puzzles.as_slice() {
            let board = one.board.clone();
            let size = a_size_name(board.shape());
            match self.sized.as_mut() {
                Some(s) => s.put(board, Origin::Pasted),
                None => self.sized = Some(Sized::pasted(board)),
            }
            self.message = Some(format!("Pasted {size} puzzle (u undoes)"));
        } else {
            let source = BoardSource::of(doc, PASTED.into(), None);
            self.unless_dirty(Pending::LoadBoards(source));
        }
        true
    }

    /// A name given in the save prompt for a grid of another size.
    pub(in crate::tui::app) fn save_board(&mut self, path: &Path, solution: bool) {
        let Some(s) = &self.sized else {
            return;
        };
        match plan_board_save(path, s.open_source_of(solution)) {
            Err(why) => self.board_save_failed(path, solution, why),
            Ok(plan) => {
                let job = BoardSaveJob {
                    path: path.to_path_buf(),
                    plan,
                    solution,
                };
                if job.question().is_some() {
                    self.ask(Pending::SaveBoard(Box::new(job)));
                } else {
                    self.carry_out_board_save(&job);
                }
            }
        }
    }

    /// Writes what the save planned.
    pub(in crate::tui::app) fn carry_out_board_save(&mut self, job: &BoardSaveJob) {
        let Some(s) = &mut self.sized else {
            return;
        };
        let shown = format::path_name(&job.path);
        // How a generated puzzle was made goes with it, where the format has comments.
        let note = match &s.origin {
            Origin::Generated(how) if !job.solution => Some(how.clone()),
            _ => None,
        };
        let board = s.saved_board(job.solution);
        match carry_out_board(&job.plan, &board, s.alphabet(), note.as_deref()) {
            Ok(_) => {
                let written = job.plan.format().map(|f| format_name(f, s.shape()));
                if !job.solution {
                    let into_open =
                        matches!(job.plan, BoardPlan::Own { .. } | BoardPlan::Line { .. });
                    s.saved((!into_open).then_some(&job.path));
                }
                self.message = Some(match &job.plan {
                    BoardPlan::Line { number, .. } => format!("Saved puzzle {number} into {shown}"),
                    _ => format!("Saved {shown} ({})", written.unwrap_or_default()),
                });
            }
            Err(e) => {
                let why = files::describe(&e);
                self.board_save_failed(&job.path, job.solution, format!("{shown}: {why}"));
            }
        }
    }

    fn board_save_failed(&mut self, path: &Path, solution: bool, why: String) {
        let prompt = SavePrompt::failed(path, solution, format!("Cannot save {why}"));
        self.overlays.push(Overlay::SavePrompt(prompt));
    }
}
