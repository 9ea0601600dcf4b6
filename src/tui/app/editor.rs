//! The puzzle being edited: its grid of givens, the cursor, undo and redo, where it comes
//! from, whether it differs from what was loaded or saved, and the fast solver's verdict
//! on it.

use std::path::Path;

use sudoku_engine::format::{self, ParseError};
use sudoku_engine::grid::{Grid, CELLS};

use super::edits::{self, Undoable};
use super::history::{History, Way};
use super::status::Verdict;
use crate::tui::files::Source;

/// Where the grid being edited comes from, as the panel's "File" line says it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Origin {
    /// The puzzle of the open source (edited or not): the file's name.
    File,
    /// Typed into a cleared grid.
    Typed,
    /// A puzzle pasted over the grid.
    Pasted,
    /// Made by the generator: how ("generated, hard, seed 1234").
    Generated(String),
}

impl Origin {
    /// What the panel calls it, for a grid of the file named `file`: the file's name,
    /// "typed", "pasted", or how it was generated.
    pub fn label<'a>(&'a self, file: &'a str) -> &'a str {
        match self {
            Origin::File => file,
            Origin::Typed => "typed",
            Origin::Pasted => "pasted",
            Origin::Generated(how) => how,
        }
    }
}

/// One state of the editor that undo and redo go back and forth between.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Snapshot {
    grid: Grid,
    origin: Origin,
}

/// What pasted text held.
#[derive(Debug)]
pub enum Pasted {
    /// One puzzle: it replaced the grid (undoable).
    One,
    /// Several: a collection to open as the source.
    Many(Source),
    /// No puzzle at all.
    Nothing,
}

/// The name of a collection pasted into the app.
pub const PASTED: &str = "pasted";

pub struct Editor {
    /// The givens.
    pub puzzle: Grid,
    pub cursor: usize,
    /// After a digit or a blank the cursor moves on to the next cell (from the end of a
    /// row to the start of the next), so that 81 keys type a puzzle.
    pub advance: bool,
    history: History<Snapshot>,
    pub source: Source,
    pub origin: Origin,
    /// The grid as loaded or last saved: the edits are what differs from it.
    baseline: Grid,
    /// The grid differs from what was loaded or last saved, whatever led there.
    pub dirty: bool,
    /// What the fast solver says about `puzzle`.
    pub verdict: Verdict,
}

impl Editor {
    /// The puzzle `source` shows, with `verdict` asked about it.
    pub fn new(source: Source, verdict: Verdict) -> Editor {
        let puzzle = source.grid();
        let mut e = Editor {
            puzzle,
            cursor: 0,
            advance: true,
            history: History::default(),
            source,
            origin: Origin::File,
            baseline: puzzle,
            dirty: false,
            verdict,
        };
        e.verdict.ask(e.puzzle);
        e
    }

    /// What the panel calls the grid's origin: the file's name, "typed", "pasted", or
    /// how it was generated.
    pub fn origin_label(&self) -> &str {
        self.origin.label(&self.source.name)
    }

    /// Moves the cursor, wrapping around at the edges.
    pub fn move_cursor(&mut self, dx: isize, dy: isize) {
        self.cursor = edits::moved(self.cursor, 9, dx, dy);
    }

    /// Writes `digit` (0: none) into the cell under the cursor.
    pub fn set_cell(&mut self, digit: u8) {
        let mut g = self.puzzle;
        g.set(self.cursor, digit);
        self.change(g);
    }

    /// Types `digit` (0: a blank) into the cell under the cursor, then moves on to the
    /// next cell in reading order (after r9c9, r1c1) while the cursor advances.
    pub fn type_cell(&mut self, digit: u8) {
        self.set_cell(digit);
        if self.advance {
            self.cursor = edits::next_cell(self.cursor, CELLS);
        }
    }

    /// Replaces the grid, as one edit that can be undone; where it comes from stays.
    pub fn change(&mut self, g: Grid) {
        self.put(g, self.origin.clone());
    }

    /// Empties the grid, as one edit: what is typed next is a puzzle of its own.
    pub fn clear(&mut self) {
        self.put(Grid::empty(), Origin::Typed);
    }

    /// Replaces the grid with one from `origin` (a paste, the generator), as one edit
    /// that can be undone.
    pub fn put(&mut self, g: Grid, origin: Origin) {
        edits::edit(self, Snapshot { grid: g, origin });
    }

    /// Replaces the grid with the puzzle of `source`, one from no file (a generated
    /// one), as one edit that can be undone; the File line names it by the source's
    /// name until undone. The open source stays, for `[` and `]`.
    pub fn replace(&mut self, source: Source) {
        self.put(source.grid(), Origin::Generated(source.name));
    }

    /// Pasted text in any format: one puzzle replaces the grid as one edit; several are
    /// a collection for the caller to open.
    pub fn paste(&mut self, text: &str) -> Result<Pasted, ParseError> {
        let doc = format::parse("pasted text", text.as_bytes())?;
        Ok(match doc.puzzles.as_slice() {
            [] => Pasted::Nothing,
            [one] => {
                self.put(one.grid, Origin::Pasted);
                Pasted::One
            }
            many => Pasted::Many(Source {
                name: PASTED.into(),
                path: None,
                puzzles: many.iter().map(|e| e.grid).collect(),
                index: 0,
            }),
        })
    }

    /// Undoes or redoes one edit; false if there is none that way. The cursor goes to
    /// the cell changed, when one cell was.
    pub fn walk(&mut self, way: Way) -> bool {
        match edits::walk(self, way) {
            Some(s) => {
                self.restore(s);
                true
            }
            None => false,
        }
    }

    /// True when there is an edit to undo (`Way::Back`) or to redo.
    pub fn can_walk(&self, way: Way) -> bool {
        self.history.can(way)
    }

    /// Shows puzzle `n` (0-based) of the source: edits and history start afresh.
    pub fn show(&mut self, n: usize) {
        self.source.index = n;
        self.puzzle = self.source.grid();
        self.baseline = self.puzzle;
        self.origin = Origin::File;
        self.history.clear();
        self.dirty = false;
        self.verdict.ask(self.puzzle);
    }

    /// The puzzle `delta` away in the collection, or why there is none.
    pub fn neighbour(&self, delta: isize) -> Result<usize, &'static str> {
        edits::neighbour(self.source.index, self.source.count(), delta)
    }

    /// Shows the puzzle of another source, afresh.
    pub fn open(&mut self, source: Source) {
        let n = source.index;
        self.source = source;
        self.show(n);
    }

    /// The grid is saved and is the source's puzzle from now on: written back into
    /// the open file (`path` None), or to another file, which the puzzle then comes from
    /// alone (a puzzle of a collection saved under a name of its own no longer belongs
    /// to the collection: the panel names the new file).
    pub fn saved(&mut self, path: Option<&Path>) {
        let index = self.source.index;
        match path {
            None => self.source.puzzles[index] = self.puzzle,
            Some(p) => {
                self.source = Source::single(
                    self.puzzle,
                    sudoku_engine::format::path_name(p),
                    Some(p.into()),
                );
            }
        }
        self.origin = Origin::File;
        self.baseline = self.puzzle;
        self.dirty = false;
    }

    /// Cells whose digits clash with another in the same unit.
    pub fn clashing(&self) -> [bool; CELLS] {
        self.puzzle.conflicting_cells()
    }
}

impl Undoable for Editor {
    type Snapshot = Snapshot;

    fn snapshot(&self) -> Snapshot {
        Snapshot {
            grid: self.puzzle,
            origin: self.origin.clone(),
        }
    }

    fn restore(&mut self, s: Snapshot) {
        self.puzzle = s.grid;
        self.origin = s.origin;
        self.dirty = self.puzzle != self.baseline;
        self.verdict.ask(s.grid);
    }

    fn history(&mut self) -> &mut History<Snapshot> {
        &mut self.history
    }

    fn cells(&self) -> &[u8] {
        self.puzzle.cells()
    }

    fn cells_of(s: &Snapshot) -> Option<&[u8]> {
        Some(s.grid.cells())
    }

    fn cursor_mut(&mut self) -> &mut usize {
        &mut self.cursor
    }
}
