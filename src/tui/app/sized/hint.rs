//! The hint (`H`) on a grid of another size than 9×9, told a little more at each press
//! as at 9×9: the first press names the area and the technique, the second says the
//! whole step and shows its digit in the cell, the third places it (an edit like typing
//! it, which undo takes back). The techniques are those that read the same at every
//! size, a digit with one place left in a box, a row or a column and a cell with one
//! digit left; where neither applies, the hint gives the next digit of the solution (of
//! the lexicographically first, when there are several): the first empty cell's, in
//! reading order. Any other change of the grid starts afresh.

use sudoku_engine::board::Board;
use sudoku_engine::shape::{digit_char, Geometry};
use sudoku_engine::solve::any::singles::{next_single_in, Single};
use sudoku_engine::solve::any::Solver;

use super::Sized;
use crate::tui::app::hint::{reasonable, Press};
use crate::tui::app::App;

/// Where the hint sequence stands.
#[derive(Clone, Debug, Default)]
pub struct BoardHint {
    /// The sequence so far, for the board it was worked out on; none before the first
    /// press or after a refusal.
    at: Option<Reasoning>,
}

#[derive(Clone, Debug)]
struct Reasoning {
    /// The board the reasoning is about: another board starts afresh.
    board: Board,
    /// Its solution (the first in order, when there are several).
    solution: Board,
    /// The board has exactly one solution.
    unique: bool,
    /// The step shown, and how much of it: 1 the area, 2 the whole step.
    step: Option<(Told, u8)>,
}

/// A step of the hint.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Told {
    Single(Single),
    /// No single applies: the solution's digit in the first empty cell.
    Solution {
        cell: usize,
        digit: u8,
    },
}

impl Told {
    fn placement(self) -> (usize, u8) {
        match self {
            Told::Single(s) => (s.cell, s.digit),
            Told::Solution { cell, digit } => (cell, digit),
        }
    }
}

impl BoardHint {
    /// One press of the hint key on `board`.
    pub fn press(&mut self, board: &Board) -> Press {
        if self.at.as_ref().is_none_or(|r| r.board != *board) {
            match start(board) {
                Ok(r) => self.at = Some(r),
                Err(why) => {
                    self.at = None;
                    return Press::Say(why);
                }
            }
        }
        let Some(r) = self.at.as_mut() else {
            return Press::Say("hint: nothing to reason about".into());
        };
        let shape = r.board.shape();
        match r.step.take() {
            None => {
                let Some(step) = next(r) else {
                    self.at = None;
                    return Press::Say("No hint: the grid is complete".into());
                };
                let say = match step {
                    Told::Single(s) => format!("look at {}: {}", s.area(shape), s.technique()),
                    Told::Solution { cell, .. } => format!(
                        "look at {}: no single, the {} has its digit",
                        shape.cell_name(cell),
                        solution_word(r.unique)
                    ),
                };
                r.step = Some((step, 1));
                Press::Say(format!("hint: {say} (H again: the whole step)"))
            }
            Some((step, 1)) => {
                let say = match step {
                    Told::Single(s) => s.describe(shape),
                    Told::Solution { cell, digit } => format!(
                        "no cell has one digit left and no digit one place in a unit; the {} has {} in {}",
                        solution_word(r.unique),
                        digit_char(digit),
                        shape.cell_name(cell)
                    ),
                };
                r.step = Some((step, 2));
                Press::Say(format!("hint: {say} (H again: do it)"))
            }
            Some((step, _)) => {
                let (cell, digit) = step.placement();
                // A digit of the solution the board is on its way to: it fits.
                if let Err(e) = r.board.try_set(cell, digit) {
                    self.at = None;
                    return Press::Say(format!("No hint: {e}"));
                }
                Press::Place {
                    cell,
                    digit,
                    say: format!(
                        "hint: {} is {}, placed (u undoes; H: the next hint)",
                        shape.cell_name(cell),
                        digit_char(digit)
                    ),
                }
            }
        }
    }

    /// The digit the hint would place, once the whole step is told, while `board` is the
    /// one it reasons about: the grid shows it in its cell.
    pub fn told(&self, board: &Board) -> Option<(usize, u8)> {
        let r = self.at.as_ref().filter(|r| r.board == *board)?;
        r.step
            .filter(|&(_, shown)| shown >= 2)
            .map(|(step, _)| step.placement())
    }
}

/// `solution`, or `first solution` among several.
fn solution_word(unique: bool) -> &'static str {
    if unique {
        "solution"
    } else {
        "first solution"
    }
}

/// The next step on the reasoning's board: a single, else the solution's digit in the
/// first empty cell; None on a complete board.
fn next(r: &Reasoning) -> Option<Told> {
    let geometry = Geometry::new(r.board.shape());
    if let Some(s) = next_single_in(&r.board, &geometry) {
        return Some(Told::Single(s));
    }
    let cell = r.board.cells().iter().position(|&d| d == 0)?;
    Some(Told::Solution {
        cell,
        digit: r.solution.get(cell),
    })
}

/// The reasoning on `board`, or why there is nothing to reason about.
fn start(board: &Board) -> Result<Reasoning, String> {
    let clash = board.conflicts().first().map(|c| board.describe(c));
    let mut first = None;
    let count = reasonable(clash, board.is_complete(), || {
        let out = Solver::new().limit(2).run(board);
        first = out.first;
        out.count
    })?;
    let Some(solution) = first else {
        return Err("No hint: the grid has no solution".into());
    };
    Ok(Reasoning {
        board: board.clone(),
        solution,
        unique: count == 1,
        step: None,
    })
}

impl App {
    /// `H` on the grid of another size, while editing.
    pub(in crate::tui::app) fn sized_hint(&mut self) {
        let Some(s) = self.sized.as_mut() else {
            return;
        };
        let board = s.board.clone();
        match s.hint.press(&board) {
            Press::Say(say) => self.message = Some(say),
            Press::Place { cell, digit, say } => {
                s.cursor = cell;
                // The hint's own edit: the sequence goes on from there.
                let hint = std::mem::take(&mut s.hint);
                self.message = s.set_cell(digit).err().or(Some(say));
                s.hint = hint;
            }
        }
    }
}

impl Sized {
    /// The digit the hint has told and not yet placed, with its cell.
    pub fn hint_told(&self) -> Option<(usize, u8)> {
        self.hint.told(&self.board)
    }
}
