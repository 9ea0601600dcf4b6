//! The step engine: a resumable backtracking search with an explicit stack, advanced one
//! event per call, so that a user interface can animate it.
//!
//! Every strategy keeps the same state: a stack of choice points (frames, at most one
//! per empty cell) and, for propagate, the deductions made under each choice. At 9×9
//! ([`Nine`], the default layout) the state lives in fixed-size arrays (about 2 KB in
//! all), so the engine never allocates; at any size ([`AnyShape`], built from a
//! [`crate::board::Board`] by [`Stepper::from_board`]) in vectors of the board's size,
//! allocated once. Either way memory does not grow with the number of steps, and a copy
//! ([`Clone`]) is a snapshot. The strategies are written once, over the [`Layout`].
//!
//! Naive has a hot path of its own ([`naive`]) over the same stack; mrv and propagate
//! share the general one ([`search`]). What the search looks like at any moment is read
//! through [`SearchView`] ([`view`]); why the last event happened through
//! [`Stepper::explain_last`] ([`explain`]).

mod board;
mod explain;
pub(crate) mod grow;
mod layout;
mod logic;
mod naive;
mod no_solution;
mod observed;
mod run;
mod search;
mod singles;
mod view;

#[cfg(test)]
mod tests;

pub use crate::solve::mask::{Digits, Mask};
pub use board::{BoardStepper, StepError};
use layout::Slots;
pub use layout::{AnyShape, Layout, Nine};
pub use no_solution::{why_no_solution, why_no_solution_board};
pub use view::{Choice, Deduction, SearchView, Written};

use super::reason::{Explained, Why};
use super::{Event, Stats, Strategy};
use crate::grid::{Cell, Digit, Grid};
use crate::shape::{Shape, Spot};

/// One choice point: the cell, its units, the digits that fitted it when it was chosen,
/// those not yet tried, and where its deductions start. The digit placed now is the
/// cell's own (0 between two tries).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Frame<M> {
    cell: u16,
    row: u8,
    col: u8,
    bx: u8,
    /// Digits that fitted the cell when the choice was made.
    options: M,
    /// Digits not yet tried.
    remaining: M,
    /// Number of deductions made before this frame's digit (propagate).
    deduced_from: u16,
    /// What a tree growing beside naive's steps notes of the choice made here.
    note: Note,
}

/// What a choice tree growing beside naive's steps ([`grow::Grow`]) notes in the frame of
/// each choice as it is placed, so that the loop writes it where it already stands: the
/// step of the choice, and the step from which its take-back is worth a look. Not part
/// of the search: frames that differ only in it are equal.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Note {
    pub(crate) first: u64,
    pub(crate) gate: u64,
}

impl PartialEq for Note {
    fn eq(&self, _: &Note) -> bool {
        true
    }
}

impl Eq for Note {}

impl<M: Mask> Frame<M> {
    fn at<L: Layout<Mask = M>>(layout: &L, cell: usize) -> Frame<M> {
        let (r, c, x) = layout.lines(cell);
        Frame {
            cell: cell as u16,
            row: r as u8,
            col: c as u8,
            bx: x as u8,
            options: M::NONE,
            remaining: M::NONE,
            deduced_from: 0,
            note: Note::default(),
        }
    }
}

/// What the next call to [`Stepper::step`] does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mode {
    /// Look for a forced digit (propagate strategy only), else branch.
    Propagate,
    /// Pick the next cell (naive: the next empty one) and open a frame on it.
    Branch,
    /// Place the next candidate of the top frame, or give the frame up.
    TryNext,
    /// Take back the top frame's deductions, then its digit.
    Backtrack,
    Done(Outcome),
}

/// How a finished search ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The grid is complete: the search found a solution.
    Solved,
    /// Every branch failed: no solution (left), or the givens clash.
    NoSolution,
}

impl Outcome {
    /// The final event that reports this outcome.
    pub fn event(self) -> Event {
        match self {
            Outcome::Solved => Event::Solved,
            Outcome::NoSolution => Event::NoSolution,
        }
    }
}

/// The resumable search. Create it with [`Stepper::new`], then call [`Stepper::step`]
/// until it returns [`Event::Solved`] or [`Event::NoSolution`]; after that it keeps
/// returning the same final event and counts nothing more, unless
/// [`Stepper::search_on`] sends it on to the next solution.
///
/// The search is deterministic: two steppers made alike and stepped alike are equal,
/// and a clone taken at any step, stepped on, makes the same events as the original.
///
/// ```
/// use sudoku_engine::grid::cell_name;
/// use sudoku_engine::solve::{Event, Explained, Outcome, Stepper, Strategy};
/// use sudoku_engine::Grid;
///
/// let puzzle = Grid::from_line(
///     "103000509002109400000704000300502006060000050700803004000401000009205800804000107",
/// )
/// .expect("81 cells");
/// let mut search = Stepper::new(&puzzle, Strategy::Propagate);
///
/// // One event per step; propagate writes the digits singles force before it guesses.
/// let Event::Deduce { cell, digit } = search.step() else { panic!("a forced digit") };
/// assert_eq!(search.grid().get(cell.index()), digit);
/// // The same with what explains it: the rule behind the digit.
/// if let Explained::Deduce { cell, digit, rule } = search.step_explained() {
///     println!("{} = {digit}: {rule}", cell_name(cell.index())); // e.g. "r1c2 = 4: naked single"
/// }
/// assert_eq!(search.stats().steps, 2);
///
/// // `run` takes at most so many steps, `finish` runs to the end.
/// assert_eq!(search.run(5), None);
/// assert_eq!(search.stats().steps, 7);
/// assert_eq!(search.finish(), Event::Solved);
/// assert_eq!(search.outcome(), Some(Outcome::Solved));
/// assert!(search.grid().solves(&puzzle));
///
/// // The counters: every blank holds a digit, each written by choice or by propagation.
/// let stats = *search.stats();
/// let written = stats.placements + stats.deductions;
/// let taken_back = stats.retractions + stats.undone_deductions;
/// assert_eq!(written - taken_back, puzzle.blanks() as u64);
/// // After the end a step returns the final event again and counts nothing.
/// assert_eq!(search.step(), Event::Solved);
/// assert_eq!(search.stats(), &stats);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stepper<L: Layout = Nine> {
    layout: L,
    strategy: Strategy,
    puzzle: L::Puzzle,
    cells: L::Cells,
    rows: L::Lines,
    cols: L::Lines,
    boxes: L::Lines,
    /// Empty cells of the puzzle in row-major order (naive visits them in this order).
    empties: L::Empties,
    n_empties: usize,
    /// The stack: `frames[..top]`. A frame just given up stays in `frames[top]` until
    /// another replaces it (naive reads its reason from there).
    frames: L::Frames,
    top: usize,
    /// Deductions in the order made: `deduced[..n_deduced]`; an undone one stays in
    /// `deduced[n_deduced]` until another replaces it.
    deduced: L::Deduced,
    n_deduced: usize,
    mode: Mode,
    stats: Stats,
    /// Mrv and propagate: why the current backtrack happens, and the last event
    /// explained (naive works both out from its stack when asked).
    cause: Why<L::Mask>,
    last: Option<Explained<L::Mask>>,
    /// Logic only: the candidates struck out and the order things were done in, kept
    /// apart so that the other strategies' state stays as small as it is.
    logic: Option<Box<L::Logic>>,
}

impl Stepper {
    /// A search over `puzzle` with the given strategy. A puzzle whose givens clash
    /// ends at the first step with [`Event::NoSolution`].
    pub fn new(puzzle: &Grid, strategy: Strategy) -> Stepper {
        let (mut s, clash) = Stepper::start(Nine, *puzzle, strategy);
        if strategy == Strategy::Logic {
            s.logic = Some(Box::new(logic::LogicState::new(puzzle, clash)));
        }
        s
    }

    /// The puzzle the search started from.
    pub fn puzzle(&self) -> &Grid {
        &self.puzzle
    }

    /// The grid as the search has it now.
    pub fn grid(&self) -> Grid {
        Grid::from_cells(self.cells)
    }

    /// The digit in a cell now; None for an empty one.
    #[inline]
    pub fn cell(&self, cell: Cell) -> Option<Digit> {
        Digit::new(self.cells[cell.index()])
    }
}

impl<L: Layout> Stepper<L> {
    /// The search of `puzzle` laid out by `layout`, and whether its givens clash (the
    /// logic state is the caller's).
    fn start(layout: L, puzzle: L::Puzzle, strategy: Strategy) -> (Stepper<L>, bool) {
        let n = layout.shape().cells();
        let side = layout.shape().side();
        let given = L::puzzle_cells(&puzzle);
        let mut cells = L::Cells::filled(n, 0);
        for (c, &d) in given.iter().enumerate() {
            cells[c] = d;
        }
        let mut s = Stepper {
            strategy,
            cells,
            rows: L::Lines::filled(side, L::Mask::NONE),
            cols: L::Lines::filled(side, L::Mask::NONE),
            boxes: L::Lines::filled(side, L::Mask::NONE),
            empties: L::Empties::filled(n, 0),
            n_empties: 0,
            frames: L::Frames::filled(n, Frame::default()),
            top: 0,
            deduced: L::Deduced::filled(n, Deduction::default()),
            n_deduced: 0,
            mode: Mode::Branch,
            stats: Stats::default(),
            cause: Why::DeadEnd { cell: Spot::new(0) },
            last: None,
            logic: None,
            puzzle,
            layout,
        };
        let mut clash = false;
        for cell in 0..n {
            let d = s.cells[cell];
            if d == 0 {
                s.empties[s.n_empties] = cell as u16;
                // Naive's k-th frame is always on the k-th empty cell.
                s.frames[s.n_empties] = Frame::at(&s.layout, cell);
                s.n_empties += 1;
            } else {
                let b = L::Mask::bit(d);
                let (r, c, x) = s.layout.lines(cell);
                if (s.rows[r] | s.cols[c] | s.boxes[x]) & b != L::Mask::NONE {
                    clash = true;
                }
                s.rows[r] |= b;
                s.cols[c] |= b;
                s.boxes[x] |= b;
            }
        }
        s.mode = if clash {
            // Nothing on the stack: the first backtrack ends the search.
            Mode::Backtrack
        } else if matches!(strategy, Strategy::Propagate | Strategy::Logic) {
            Mode::Propagate
        } else {
            Mode::Branch
        };
        (s, clash)
    }

    /// The shape of the grid searched (9×9 for [`Stepper::new`]).
    pub fn shape(&self) -> Shape {
        self.layout.shape()
    }

    /// Every cell as the search has it now, row-major, 0 for empty.
    pub fn cells(&self) -> &[u8] {
        &self.cells[..self.layout.shape().cells()]
    }

    /// The cells of the puzzle the search started from, row-major, 0 for empty.
    pub fn puzzle_cells(&self) -> &[u8] {
        L::puzzle_cells(&self.puzzle)
    }

    /// The grid as the search has it now, as a [`crate::board::Board`] of its shape.
    pub fn to_board(&self) -> crate::board::Board {
        crate::board::Board::from_cells(self.shape(), self.cells().to_vec())
            .expect("the search writes digits of its shape only")
    }

    /// How the search chooses where to branch.
    pub fn strategy(&self) -> Strategy {
        self.strategy
    }

    /// What the search has counted so far: placements, take-backs, deductions, steps.
    pub fn stats(&self) -> &Stats {
        &self.stats
    }

    /// How the search ended, once it has.
    pub fn outcome(&self) -> Option<Outcome> {
        match self.mode {
            Mode::Done(o) => Some(o),
            _ => None,
        }
    }

    /// True once the search has returned its final event ([`Stepper::outcome`] is
    /// known), until [`Stepper::search_on`] sends it on.
    pub fn is_finished(&self) -> bool {
        matches!(self.mode, Mode::Done(_))
    }

    #[inline]
    fn candidates(&self, cell: usize) -> L::Mask {
        let (r, c, x) = self.layout.lines(cell);
        self.layout.all() & !(self.rows[r] | self.cols[c] | self.boxes[x])
    }

    #[inline]
    fn write(&mut self, cell: usize, digit: u8) {
        let b = L::Mask::bit(digit);
        let (r, c, x) = self.layout.lines(cell);
        self.cells[cell] = digit;
        self.rows[r] |= b;
        self.cols[c] |= b;
        self.boxes[x] |= b;
    }

    #[inline]
    fn erase(&mut self, cell: usize, digit: u8) {
        let b = !L::Mask::bit(digit);
        let (r, c, x) = self.layout.lines(cell);
        self.cells[cell] = 0;
        self.rows[r] &= b;
        self.cols[c] &= b;
        self.boxes[x] &= b;
    }
}
