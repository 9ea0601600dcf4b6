//! The editor of a grid of another size than 9×9 (4×4 to 25×25): the board of givens,
//! the cursor, undo and redo, where it comes from and whether it differs from what was
//! loaded or saved, as [`Editor`](super::Editor) keeps them for the 9×9 grid.
//!
//! While it is solved, its runs are here too, over [`AnyShape`]: the same runs as at
//! 9×9 (`run.rs`), on the app's clock and speed.
//!
//! A grid of another size made from the 9×9 editor (`x` asked for a size, a paste)
//! remembers it: undone back to there, the 9×9 editor is on screen again as it was.

mod hint;
mod keys;
mod save;
pub(in crate::tui::app) mod solve_view;
pub mod view;

pub use save::BoardSaveJob;

use std::path::Path;

use sudoku_engine::board::Board;
use sudoku_engine::format::Alphabet;
use sudoku_engine::shape::Shape;
use sudoku_engine::solve::AnyShape;

use super::counting::Counts;
use super::editor::Origin;
use super::edits::{self, Undoable};
use super::history::{History, Way};
use super::run::Progress;
use super::runs::Runs;
use super::stage::Stage;
use crate::tui::files::boards::BoardSource;
use hint::BoardHint;

/// One state undo and redo go back and forth between.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Snapshot {
    Board {
        board: Board,
        origin: Origin,
    },
    /// The 9×9 editor, as it was when this grid was made from it.
    Nine,
}

/// What an undo or a redo did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Walked {
    Moved,
    Nothing,
    /// Back to the 9×9 grid this one was made from.
    ToNine,
}

#[derive(Clone, Debug)]
pub struct Sized {
    /// The givens.
    pub board: Board,
    pub cursor: usize,
    history: History<Snapshot>,
    pub source: BoardSource,
    pub origin: Origin,
    /// The board as loaded or last saved.
    baseline: Board,
    /// The board differs from what was loaded or last saved.
    pub dirty: bool,
    /// The solve of the board (none while editing) or its race.
    pub stage: Stage<AnyShape>,
    /// Where the hint sequence stands.
    hint: BoardHint,
}

impl Sized {
    /// The puzzle `source` shows, afresh.
    pub fn new(source: BoardSource) -> Sized {
        let board = source.board();
        Sized {
            baseline: board.clone(),
            board,
            cursor: 0,
            history: History::default(),
            source,
            origin: Origin::File,
            dirty: false,
            stage: Stage::default(),
            hint: BoardHint::default(),
        }
    }

    /// An empty grid of `shape` typed into: from nothing (`--size`), or made from the
    /// 9×9 editor, which an undo brings back.
    pub fn typed(shape: Shape, from_nine: bool) -> Sized {
        let mut s = Sized::new(BoardSource::empty(shape));
        s.origin = Origin::Typed;
        if from_nine {
            s.history.record(Snapshot::Nine);
        }
        s
    }

    /// A puzzle pasted over the 9×9 editor: an undo brings that back.
    pub fn pasted(board: Board) -> Sized {
        let mut s = Sized::typed(board.shape(), true);
        s.board = board;
        s.origin = Origin::Pasted;
        s.dirty = s.board != s.baseline;
        s
    }

    /// A generated puzzle over the 9×9 editor: an undo brings that back.
    pub fn generated(board: Board, name: String) -> Sized {
        let mut s = Sized::pasted(board);
        s.origin = Origin::Generated(name);
        s
    }

    pub fn shape(&self) -> Shape {
        self.board.shape()
    }

    pub fn side(&self) -> usize {
        self.board.side()
    }

    /// How its digits are written when saved: as read for a puzzle of the file, else
    /// letters.
    pub fn alphabet(&self) -> Alphabet {
        match self.origin {
            Origin::File => self.source.entry().alphabet,
            _ => Alphabet::Letters,
        }
    }

    /// What the panel calls the grid's origin.
    pub fn origin_label(&self) -> &str {
        self.origin.label(&self.source.name)
    }

    /// Moves the cursor, wrapping around at the edges.
    pub fn move_cursor(&mut self, dx: isize, dy: isize) {
        self.cursor = edits::moved(self.cursor, self.side(), dx, dy);
    }

    /// Writes `digit` (0: none) under the cursor; refused, with why, for a digit the
    /// size does not have.
    pub fn set_cell(&mut self, digit: u8) -> Result<(), String> {
        let mut b = self.board.clone();
        b.try_set(self.cursor, digit).map_err(|e| e.to_string())?;
        self.change(b);
        Ok(())
    }

    /// Types `digit` (0: a blank) under the cursor, then on to the next cell in reading
    /// order when `advance`.
    pub fn type_cell(&mut self, digit: u8, advance: bool) -> Result<(), String> {
        self.set_cell(digit)?;
        if advance {
            self.cursor = edits::next_cell(self.cursor, self.board.cells().len());
        }
        Ok(())
    }

    /// Replaces the board, as one edit that can be undone.
    pub fn change(&mut self, b: Board) {
        self.put(b, self.origin.clone());
    }

    /// Replaces the board with one from `origin`, as one edit that can be undone; the
    /// cursor stays on the grid when the size changes.
    pub fn put(&mut self, board: Board, origin: Origin) {
        edits::edit(self, Snapshot::Board { board, origin });
    }

    /// Undoes or redoes one edit.
    pub fn walk(&mut self, way: Way) -> Walked {
        match edits::walk(self, way) {
            None => Walked::Nothing,
            Some(Snapshot::Nine) => Walked::ToNine,
            Some(s) => {
                self.restore(s);
                Walked::Moved
            }
        }
    }

    /// True when there is an edit to undo (`Way::Back`) or to redo.
    pub fn can_walk(&self, way: Way) -> bool {
        self.history.can(way)
    }

    /// Shows puzzle `n` (0-based) of the source: edits and history start afresh.
    pub fn show(&mut self, n: usize) {
        self.stage.edit();
        self.hint = BoardHint::default();
        self.source.index = n;
        self.board = self.source.board();
        self.baseline = self.board.clone();
        self.origin = Origin::File;
        self.history.clear();
        self.dirty = false;
        if self.cursor >= self.board.cells().len() {
            self.cursor = 0;
        }
    }

    /// The puzzle `delta` away in the collection, or why there is none.
    pub fn neighbour(&self, delta: isize) -> Result<usize, &'static str> {
        edits::neighbour(self.source.index, self.source.count(), delta)
    }

    /// The board is saved and is the source's puzzle from now on: written back into the
    /// open file (`path` None), or to another file, which it then comes from alone.
    pub fn saved(&mut self, path: Option<&Path>) {
        let alphabet = self.alphabet();
        match path {
            None => {
                let index = self.source.index;
                self.source.puzzles[index].board = self.board.clone();
            }
            Some(p) => {
                let mut s = BoardSource::empty(self.shape());
                s.name = sudoku_engine::format::path_name(p);
                s.path = Some(p.into());
                s.puzzles[0].board = self.board.clone();
                s.puzzles[0].alphabet = alphabet;
                self.source = s;
            }
        }
        self.origin = Origin::File;
        self.baseline = self.board.clone();
        self.dirty = false;
    }

    /// Whether `N` may find another solution: the solve has ended on a solution and
    /// the board has more than the search has found, as counted so far.
    pub fn more_solutions(&self, counts: &Counts) -> bool {
        self.stage
            .solve()
            .and_then(Runs::first)
            .filter(|r| r.state() == Progress::Solved)
            .is_some_and(|r| counts.more(r) == Some(true))
    }

    /// Cells whose digits clash with another in the same unit.
    pub fn clashing(&self) -> Vec<bool> {
        let mut out = vec![false; self.board.cells().len()];
        for c in self.board.conflicts() {
            out[c.cells.0] = true;
            out[c.cells.1] = true;
        }
        out
    }

    /// The first clash in words, if the givens have one.
    pub fn first_clash(&self) -> Option<String> {
        let conflicts = self.board.conflicts();
        conflicts.first().map(|c| self.board.describe(c))
    }
}

impl Undoable for Sized {
    type Snapshot = Snapshot;

    fn snapshot(&self) -> Snapshot {
        Snapshot::Board {
            board: self.board.clone(),
            origin: self.origin.clone(),
        }
    }

    /// Puts a board back; the cursor stays on the grid when the size changes. (The 9×9
    /// editor of [`Snapshot::Nine`] is the app's to bring back: [`Sized::walk`] hands
    /// it over, and no edit leads to it.)
    fn restore(&mut self, s: Snapshot) {
        let Snapshot::Board { board, origin } = s else {
            return;
        };
        // Any change of the grid but the hint's own starts the hint afresh.
        self.hint = BoardHint::default();
        self.board = board;
        self.origin = origin;
        self.dirty = self.board != self.baseline;
        if self.cursor >= self.board.cells().len() {
            self.cursor = 0;
        }
    }

    fn history(&mut self) -> &mut History<Snapshot> {
        &mut self.history
    }

    fn cells(&self) -> &[u8] {
        self.board.cells()
    }

    fn cells_of(s: &Snapshot) -> Option<&[u8]> {
        match s {
            Snapshot::Board { board, .. } => Some(board.cells()),
            Snapshot::Nine => None,
        }
    }

    fn cursor_mut(&mut self) -> &mut usize {
        &mut self.cursor
    }
}
