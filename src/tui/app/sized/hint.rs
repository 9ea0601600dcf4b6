//! The hint (`H`) on a grid of another size than 9×9, told a little more at each press
//! as at 9×9: the first press names the area and the technique, the second says the
//! whole step and marks it on the grid, the third does it. A single places its digit (an
//! edit like typing it, which undo takes back); a step that strikes candidates out
//! (pointing, claiming, naked and hidden pairs and triples) strikes them out of the
//! hint's own candidates, so that the next press looks further from there. The techniques
//! are those that read the same at every size; where none applies, the hint gives the
//! next digit of the solution (of the lexicographically first, when there are several):
//! the first empty cell's, in reading order. Any other change of the grid starts afresh.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

use sudoku_engine::board::Board;
use sudoku_engine::shape::{digit_char, Geometry};
use sudoku_engine::solve::any::pencil::{next_deduction, Deduction, Pencil};
use sudoku_engine::solve::any::Solver;

use super::Sized;
use crate::tui::app::hint::{reasonable, Press};
use crate::tui::app::App;
use crate::tui::shown::Pencilled;

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
    /// Its candidates, less those the hint's strikes took out.
    pencil: Pencil,
    geometry: Geometry,
    /// Its solution (the first in order, when there are several).
    solution: Board,
    /// The board has exactly one solution.
    unique: bool,
    /// The step shown, and how much of it: 1 the area, 2 the whole step.
    step: Option<(Told, u8)>,
}

/// A step of the hint.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Told {
    Deduction(Deduction),
    /// No technique applies: the solution's digit in the first empty cell.
    Solution {
        cell: usize,
        digit: u8,
    },
}

impl Told {
    fn placement(&self) -> Option<(usize, u8)> {
        match self {
            Told::Deduction(d) => d.placement(),
            Told::Solution { cell, digit } => Some((*cell, *digit)),
        }
    }
}

impl BoardHint {
    /// One press of the hint key on `board`.
    pub fn press(&mut self, board: &Board) -> Press {
        if self.at.as_ref().is_none_or(|r| r.board != *board) {
            match start(board, &stop_after(SETTLE)) {
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
                let say = match &step {
                    Told::Deduction(d) => format!("look at {}: {}", d.area(shape), d.technique()),
                    Told::Solution { cell, .. } => format!(
                        "look at {}: no technique applies, the {} has its digit",
                        shape.cell_name(*cell),
                        solution_word(r.unique)
                    ),
                };
                r.step = Some((step, 1));
                Press::Say(format!("hint: {say} (H again: the whole step)"))
            }
            Some((step, 1)) => {
                let say = match &step {
                    Told::Deduction(d) => d.describe(shape),
                    Told::Solution { cell, digit } => format!(
                        "no technique applies (singles, pointing, claiming, pairs, triples); the {} has {} in {}",
                        solution_word(r.unique),
                        digit_char(*digit),
                        shape.cell_name(*cell)
                    ),
                };
                r.step = Some((step, 2));
                Press::Say(format!("hint: {say} (H again: do it)"))
            }
            Some((step, _)) => {
                let done = match &step {
                    Told::Deduction(d) => r.pencil.apply(d, &r.geometry),
                    Told::Solution { cell, digit } => r.pencil.place(*cell, *digit, &r.geometry),
                };
                if let Err(e) = done {
                    self.at = None;
                    return Press::Say(format!("No hint: {e}"));
                }
                let Some((cell, digit)) = step.placement() else {
                    // A strike: done in the hint's own candidates, nothing placed.
                    let struck = match &step {
                        Told::Deduction(d) => d.conclusion(shape),
                        Told::Solution { .. } => String::new(),
                    };
                    return Press::Say(format!(
                        "hint: struck out in the hint's candidates: {struck} (H: the next hint)"
                    ));
                };
                // The board the sequence goes on from: the hint's own edit.
                r.board = r.pencil.board().clone();
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
            .as_ref()
            .filter(|(_, shown)| *shown >= 2)
            .and_then(|(step, _)| step.placement())
    }

    /// What the grid shows of the hint while `board` is the one it reasons about: the
    /// hint's candidates (those its strikes took out gone) and, once the whole step is
    /// told, its pattern marked and the candidates it strikes out crossed out.
    pub fn pencilled(&self, board: &Board) -> Option<Pencilled> {
        let r = self.at.as_ref().filter(|r| r.board == *board)?;
        let cells = board.cells().len();
        let mut p = Pencilled {
            known: (0..cells).map(|c| r.pencil.candidates(c)).collect(),
            struck: vec![0; cells],
            pattern: vec![0; cells],
        };
        if let Some((Told::Deduction(Deduction::Strike(s)), 2..)) = &r.step {
            for &(cell, digit) in &s.struck {
                p.struck[cell] |= 1 << (digit - 1);
                p.known[cell] &= !(1 << (digit - 1));
            }
            for &cell in &s.pattern {
                p.pattern[cell] = s.digits & r.pencil.candidates(cell);
            }
        }
        Some(p)
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

/// The next step on the reasoning's board: a technique's, else the solution's digit in
/// the first empty cell; None on a complete board.
fn next(r: &Reasoning) -> Option<Told> {
    if let Some(d) = next_deduction(&r.pencil, &r.geometry) {
        return Some(Told::Deduction(d));
    }
    let cell = r.board.cells().iter().position(|&d| d == 0)?;
    Some(Told::Solution {
        cell,
        digit: r.solution.get(cell),
    })
}

/// The longest a press may look for the grid's solutions on the keys' thread: a grid of
/// 625 cells can take a minute to settle, and the keys must never wait that long.
const SETTLE: Duration = Duration::from_millis(300);

/// A flag set once `after` has passed, by a thread of its own; set at once where no
/// thread can be had (the search is never run without a bound).
fn stop_after(after: Duration) -> Arc<AtomicBool> {
    let flag = Arc::new(AtomicBool::new(false));
    let set = Arc::clone(&flag);
    let started = std::thread::Builder::new()
        .name("hint-bound".into())
        .spawn(move || {
            std::thread::sleep(after);
            set.store(true, Ordering::Relaxed);
        });
    if started.is_err() {
        flag.store(true, Ordering::Relaxed);
    }
    flag
}

/// The reasoning on `board`, or why there is nothing to reason about; `stop` set, the
/// search for its solutions gives up and the hint says so.
fn start(board: &Board, stop: &AtomicBool) -> Result<Reasoning, String> {
    let clash = board.conflicts().first().map(|c| board.describe(c));
    let mut first = None;
    let mut settled = true;
    let count = reasonable(clash, board.is_complete(), || {
        match Solver::new().limit(2).run_until(board, stop) {
            Some(out) => {
                first = out.first;
                out.count
            }
            None => {
                settled = false;
                1
            }
        }
    })?;
    if !settled {
        return Err(
            "No hint yet: this grid's solutions take long to settle; try again with more digits in"
                .into(),
        );
    }
    let Some(solution) = first else {
        return Err("No hint: the grid has no solution".into());
    };
    let geometry = Geometry::new(board.shape());
    Ok(Reasoning {
        board: board.clone(),
        pencil: Pencil::new(board, &geometry),
        geometry,
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

    /// The hint's candidates and its told step's marks, for the grid.
    pub fn hint_pencilled(&self) -> Option<Pencilled> {
        self.hint.pencilled(&self.board)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sudoku_engine::shape::Shape;

    /// A search for the grid's solutions told to stop (its time on the keys' thread up)
    /// gives no hint and says why, rather than keep the keys waiting.
    #[test]
    fn a_search_that_runs_out_of_time_says_the_hint_waits() {
        for side in [4, 9, 16, 25] {
            let board = Board::empty(Shape::for_side(side).expect("a shape"));
            let why = start(&board, &AtomicBool::new(true)).expect_err("no hint");
            assert!(why.starts_with("No hint yet"), "{side}: {why}");
            assert!(start(&board, &AtomicBool::new(false)).is_ok(), "{side}");
        }
    }
}
