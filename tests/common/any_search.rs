//! An exact search for boards of any size, apart from solve::any, to check it: the lexicographically first solution, the
//! solutions in lexicographic order, and counts up to a limit.
//!
//! Digits forced by the givens (a cell with one candidate left, a digit with one place
//! left in a unit) are written without a choice; otherwise the first empty cell in
//! reading order takes its candidates in ascending order. Forced digits are the only
//! ones a solution can have there, so the solutions are met in lexicographic order.
//! Counting branches on the cell with the fewest candidates instead (any order counts
//! the same, and that one is quicker).

use sudoku_engine::board::Board;
use sudoku_engine::shape::Geometry;

/// What a search did, for `--stats`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    /// Digits written by choice.
    pub guesses: u64,
    /// Digits written because nothing else could go there.
    pub forced: u64,
}

struct Search<'a> {
    geometry: &'a Geometry,
    all: u32,
    cells: Vec<u8>,
    /// What the search did.
    counts: Counts,
}

impl<'a> Search<'a> {
    fn new(board: &Board, geometry: &'a Geometry) -> Option<Search<'a>> {
        let search = Search {
            geometry,
            all: board.shape().all_digits(),
            cells: board.cells().to_vec(),
            counts: Counts::default(),
        };
        board.conflicts().is_empty().then_some(search)
    }

    fn candidates(&self, cell: usize) -> u32 {
        let used = self
            .geometry
            .peers(cell)
            .iter()
            .map(|&p| self.cells[p as usize])
            .filter(|&d| d != 0)
            .fold(0u32, |m, d| m | 1 << (d - 1));
        self.all & !used
    }

    /// Writes every forced digit; the cells written are pushed on `trail`. False on a
    /// contradiction: a cell with no candidate, or a digit with no place in a unit.
    fn propagate(&mut self, trail: &mut Vec<usize>) -> bool {
        loop {
            let mut progress = false;
            for cell in 0..self.cells.len() {
                if self.cells[cell] != 0 {
                    continue;
                }
                let c = self.candidates(cell);
                if c == 0 {
                    return false;
                }
                if c.is_power_of_two() {
                    self.place(cell, c, trail);
                    progress = true;
                }
            }
            for unit in self.geometry.units() {
                let (mut seen, mut twice, mut placed) = (0u32, 0u32, 0u32);
                for &cell in &unit.cells {
                    let cell = cell as usize;
                    match self.cells[cell] {
                        0 => {
                            let c = self.candidates(cell);
                            twice |= seen & c;
                            seen |= c;
                        }
                        d => placed |= 1 << (d - 1),
                    }
                }
                if (seen | placed) != self.all {
                    return false;
                }
                let once = seen & !twice & !placed;
                if once == 0 {
                    continue;
                }
                for &cell in &unit.cells {
                    let cell = cell as usize;
                    if self.cells[cell] == 0 {
                        let c = self.candidates(cell) & once;
                        if c != 0 {
                            if !c.is_power_of_two() {
                                return false;
                            }
                            self.place(cell, c, trail);
                            progress = true;
                        }
                    }
                }
            }
            if !progress {
                return true;
            }
        }
    }

    fn place(&mut self, cell: usize, bit: u32, trail: &mut Vec<usize>) {
        self.cells[cell] = bit.trailing_zeros() as u8 + 1;
        self.counts.forced += 1;
        trail.push(cell);
    }

    fn undo(&mut self, trail: &mut Vec<usize>, to: usize) {
        for cell in trail.drain(to..) {
            self.cells[cell] = 0;
        }
    }

    /// The empty cell to branch on: the first in reading order (`ordered`), or the one
    /// with the fewest candidates; None when the board is full.
    fn branch_cell(&self, ordered: bool) -> Option<(usize, u32)> {
        let mut best: Option<(usize, u32)> = None;
        for cell in (0..self.cells.len()).filter(|&c| self.cells[c] == 0) {
            let c = self.candidates(cell);
            if ordered {
                return Some((cell, c));
            }
            if best.is_none_or(|(_, b)| c.count_ones() < b.count_ones()) {
                best = Some((cell, c));
            }
        }
        best
    }

    /// Calls `found` with each solution, in lexicographic order when `ordered`, until it
    /// returns false; false once stopped.
    fn walk(&mut self, ordered: bool, found: &mut dyn FnMut(&[u8]) -> bool) -> bool {
        let mut trail = Vec::new();
        if !self.propagate(&mut trail) {
            self.undo(&mut trail, 0);
            return true;
        }
        let go_on = match self.branch_cell(ordered) {
            None => found(&self.cells),
            Some((cell, mut c)) => {
                let mut go_on = true;
                while c != 0 && go_on {
                    let bit = c & c.wrapping_neg();
                    c &= c - 1;
                    self.cells[cell] = bit.trailing_zeros() as u8 + 1;
                    self.counts.guesses += 1;
                    go_on = self.walk(ordered, found);
                    self.cells[cell] = 0;
                }
                go_on
            }
        };
        self.undo(&mut trail, 0);
        go_on
    }
}

/// Calls `found` with each solution of `board` in lexicographic order until it returns
/// false. Clashing givens have no solution.
pub fn solutions_while(board: &Board, counts: &mut Counts, mut found: impl FnMut(&Board) -> bool) {
    let geometry = Geometry::new(board.shape());
    let Some(mut search) = Search::new(board, &geometry) else {
        return;
    };
    search.walk(true, &mut |cells| {
        // Every digit of a solution is one of the shape's.
        Board::from_cells(board.shape(), cells.to_vec()).is_ok_and(|b| found(&b))
    });
    *counts = search.counts;
}

/// The lexicographically first solution, if any.
pub fn first(board: &Board, counts: &mut Counts) -> Option<Board> {
    let mut out = None;
    solutions_while(board, counts, |b| {
        out = Some(b.clone());
        false
    });
    out
}

/// How many solutions `board` has, counting no further than `limit`.
pub fn count(board: &Board, limit: u64, counts: &mut Counts) -> u64 {
    let geometry = Geometry::new(board.shape());
    let Some(mut search) = Search::new(board, &geometry) else {
        return 0;
    };
    let mut n = 0;
    search.walk(false, &mut |_| {
        n += 1;
        n < limit
    });
    *counts = search.counts;
    n
}
