//! The hint (`H` in the editor): the next logical step from the grid as typed, told a
//! little more at each press. The first press names the area and the technique, the
//! second says the whole step, the third applies it: a single places its digit (an edit
//! like typing it, which undo takes back); an elimination strikes its candidates out of
//! the hint's own candidates (the grid holds givens only, and the candidates view is worked
//! out from them), so that the next press looks further from there. Any other change of the grid starts afresh.
//! The grid shows the told step ([`Hint::marks`]) and draws the hint's candidates.

use sudoku_engine::grid::{cell_name, Grid};
use sudoku_engine::solve::fast;
use sudoku_engine::solve::logic::{self, words, Board, Step};

use super::App;
use crate::tui::shown::Marks;

/// Where the hint sequence stands.
#[derive(Clone, Debug, Default)]
pub struct Hint {
    /// The sequence so far, for the grid it was worked out on; none before the first
    /// press or after a refusal.
    at: Option<Reasoning>,
}

#[derive(Clone, Debug)]
struct Reasoning {
    /// The editor's grid the reasoning is about: another grid starts afresh.
    grid: Grid,
    /// The candidates, less those the hints' eliminations struck out.
    board: Board,
    /// The puzzle has exactly one solution (uniqueness techniques allowed).
    unique: bool,
    /// The step shown, and how much of it: 1 the area, 2 the whole step.
    step: Option<(Step, u8)>,
}

/// What a press does, worked out from the grid and the sequence so far.
#[derive(Debug, PartialEq, Eq)]
pub enum Press {
    /// Say this and change nothing.
    Say(String),
    /// Place `digit` in `cell` and say this.
    Place { cell: usize, digit: u8, say: String },
}

impl Hint {
    /// The hint sequence is back at its start.
    pub fn reset(&mut self) {
        self.at = None;
    }

    /// One press of the hint key on `grid`.
    pub fn press(&mut self, grid: &Grid) -> Press {
        if self.at.as_ref().is_none_or(|r| r.grid != *grid) {
            if let Err(why) = self.start(grid) {
                self.at = None;
                return Press::Say(why);
            }
        }
        let Some(r) = self.at.as_mut() else {
            return Press::Say("hint: nothing to reason about".into());
        };
        match r.step.take() {
            None => match logic::next_step(&r.board, r.unique) {
                Some(step) => {
                    let say = format!("hint: {} (H again: the whole step)", words::hint(&step));
                    r.step = Some((step, 1));
                    Press::Say(say)
                }
                None => {
                    let why = stuck(&r.board);
                    self.at = None;
                    Press::Say(why)
                }
            },
            Some((step, 1)) => {
                let say = format!("hint: {} (H again: do it)", words::describe(&step));
                r.step = Some((step, 2));
                Press::Say(say)
            }
            Some((step, _)) => {
                logic::apply(&mut r.board, &step);
                match step.placement {
                    Some(placed) => {
                        let (cell, digit) = (placed.cell.index(), placed.digit.get());
                        let mut g = r.grid;
                        g.set(cell, digit);
                        r.grid = g;
                        Press::Place {
                            cell,
                            digit,
                            say: format!(
                                "hint: {} is {digit}, placed (u undoes; H: the next hint)",
                                cell_name(cell)
                            ),
                        }
                    }
                    None => Press::Say(format!(
                        "hint: struck out in the hint's candidates: {} (H: the next hint)",
                        words::eliminations(&step.eliminations)
                    )),
                }
            }
        }
    }

    /// What the grid shows of the hint while `grid` is the one it reasons about: the
    /// hint's candidates (those its eliminations struck out gone) and, once the whole step
    /// is told, its pattern marked, the candidates it strikes out crossed out, and the
    /// digit it places shown in its cell. None for another grid.
    pub fn marks(&self, grid: &Grid) -> Option<Marks> {
        let r = self.at.as_ref().filter(|r| r.grid == *grid)?;
        let known = std::array::from_fn(|c| r.board.candidates(c));
        let told = r.step.as_ref().filter(|(_, shown)| *shown >= 2);
        let mut marks = Marks::of_step(Some(known), told.map(|(step, _)| step));
        marks.placed = told.and_then(|(step, _)| step.placement);
        Some(marks)
    }

    /// Starts the sequence on `grid`, or says why there is nothing to reason about.
    fn start(&mut self, grid: &Grid) -> Result<(), String> {
        let clash = grid.conflicts().first().map(ToString::to_string);
        let count = reasonable(clash, grid.is_complete(), || fast::count(grid, 2))?;
        self.at = Some(Reasoning {
            grid: *grid,
            board: Board::new(grid),
            unique: count == 1,
            step: None,
        });
        Ok(())
    }
}

/// The number of solutions (up to 2) of a grid the hint can reason about, or why it
/// cannot: the first of its clashes, in words; complete; no solution. At every size.
pub(super) fn reasonable(
    clash: Option<String>,
    complete: bool,
    count: impl FnOnce() -> u64,
) -> Result<u64, String> {
    if let Some(first) = clash {
        return Err(format!("No hint: the grid has clashes ({first})"));
    }
    if complete {
        return Err("No hint: the grid is complete".into());
    }
    match count() {
        0 => Err("No hint: the grid has no solution".into()),
        n => Ok(n),
    }
}

/// Why no technique applies on `board`.
fn stuck(board: &Board) -> String {
    if board.is_solved() {
        "No hint: the grid is solved".into()
    } else {
        "No hint: no technique applies, the next step needs a guess".into()
    }
}

/// The hint key, in the editor.
impl App {
    pub(super) fn hint(&mut self) {
        if !self.editable() {
            return;
        }
        let grid = self.editor.puzzle;
        match self.hint.press(&grid) {
            Press::Say(s) => self.message = Some(s),
            Press::Place { cell, digit, say } => {
                self.editor.cursor = cell;
                self.editor.set_cell(digit);
                self.message = Some(say);
            }
        }
    }
}
