//! The puzzle being edited: its grid of givens, the cursor, undo and redo, where it comes
//! from, whether it has unsaved edits, and the fast solver's verdict on it.

use std::path::Path;

use sudoku_tui::format::{self, ParseError};
use sudoku_tui::grid::{Grid, CELLS};

use super::history::{History, Way};
use super::status::Verdict;
use crate::tui::files::Source;

pub struct Editor {
    /// The givens.
    pub puzzle: Grid,
    pub cursor: usize,
    history: History<Grid>,
    pub source: Source,
    /// Edits since the puzzle was loaded or saved.
    pub dirty: bool,
    /// What the fast solver says about `puzzle`.
    pub verdict: Verdict,
}

impl Editor {
    /// The puzzle `source` shows, with `verdict` asked about it.
    pub fn new(source: Source, verdict: Verdict) -> Editor {
        let mut e = Editor {
            puzzle: source.grid(),
            cursor: 0,
            history: History::default(),
            source,
            dirty: false,
            verdict,
        };
        e.verdict.ask(e.puzzle);
        e
    }

    /// Moves the cursor, wrapping around at the edges.
    pub fn move_cursor(&mut self, dx: isize, dy: isize) {
        let r = (self.cursor / 9) as isize;
        let c = (self.cursor % 9) as isize;
        let r = (r + dy).rem_euclid(9);
        let c = (c + dx).rem_euclid(9);
        self.cursor = (r * 9 + c) as usize;
    }

    /// Writes `digit` (0: none) into the cell under the cursor.
    pub fn set_cell(&mut self, digit: u8) {
        let mut g = self.puzzle;
        g.set(self.cursor, digit);
        self.change(g);
    }

    /// Replaces the grid, as one edit that can be undone.
    pub fn change(&mut self, g: Grid) {
        if g == self.puzzle {
            return;
        }
        self.history.record(self.puzzle);
        self.set(g);
    }

    /// Replaces the grid with the puzzle of `source`, one from no file (a generated
    /// one), as one edit that can be undone; `source` names it from now on.
    pub fn replace(&mut self, source: Source) {
        self.change(source.grid());
        self.source = source;
    }

    /// Replaces the grid with the first puzzle of pasted text, in any format, as one edit;
    /// false if the text holds none.
    pub fn paste(&mut self, text: &str) -> Result<bool, ParseError> {
        let doc = format::parse("pasted text", text.as_bytes())?;
        match doc.puzzles.first() {
            Some(e) => {
                self.change(e.grid);
                Ok(true)
            }
            None => Ok(false),
        }
    }

    /// Undoes or redoes one edit; false if there is none that way.
    pub fn walk(&mut self, way: Way) -> bool {
        match self.history.walk(way, self.puzzle) {
            Some(g) => {
                self.set(g);
                true
            }
            None => false,
        }
    }

    fn set(&mut self, g: Grid) {
        self.puzzle = g;
        self.dirty = true;
        self.verdict.ask(g);
    }

    /// Shows puzzle `n` (0-based) of the source: edits and history start afresh.
    pub fn show(&mut self, n: usize) {
        self.source.index = n;
        self.puzzle = self.source.grid();
        self.history.clear();
        self.dirty = false;
        self.verdict.ask(self.puzzle);
    }

    /// The puzzle `delta` away in the collection, or why there is none.
    pub fn neighbour(&self, delta: isize) -> Result<usize, &'static str> {
        let count = self.source.count();
        if count <= 1 {
            return Err("This file holds a single puzzle");
        }
        let n = self.source.index as isize + delta;
        if n < 0 {
            Err("Already at the first puzzle")
        } else if n >= count as isize {
            Err("Already at the last puzzle")
        } else {
            Ok(n as usize)
        }
    }

    /// Shows the puzzle of another source, afresh.
    pub fn open(&mut self, source: Source) {
        let n = source.index;
        self.source = source;
        self.show(n);
    }

    /// The puzzle was saved to `path`.
    pub fn saved_to(&mut self, path: &Path) {
        self.dirty = false;
        // A single puzzle now lives in the file it was saved to.
        if self.source.count() == 1 {
            self.source.name = path.display().to_string();
            self.source.path = Some(path.to_path_buf());
        }
    }

    /// Cells whose digits clash with another in the same unit.
    pub fn clashing(&self) -> [bool; CELLS] {
        self.puzzle.conflicting_cells()
    }
}
