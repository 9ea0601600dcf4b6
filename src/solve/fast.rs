//! The fast exact solver: no events, just answers.

use crate::grid::{bit, Conflict, Grid, CELLS};

/// Guesses the fast solver made: digits it wrote and erased while searching.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FastStats {
    pub placements: u64,
    pub retractions: u64,
}

/// What the fast solver says about a puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Status {
    /// Two givens share a unit and digit.
    Clash(Vec<Conflict>),
    NoSolution,
    /// Exactly one solution.
    Unique(Grid),
    /// Two or more; the lexicographically first is given.
    Several(Grid),
}

struct Search {
    cells: [u8; CELLS],
    masks: crate::grid::UnitMasks,
    stats: FastStats,
}

impl Search {
    fn new(p: &Grid) -> Option<Search> {
        if !p.conflicts().is_empty() {
            return None;
        }
        Some(Search {
            cells: *p.cells(),
            masks: p.unit_masks(),
            stats: FastStats::default(),
        })
    }

    /// Row-major search with smallest digits first: the first solution found is the
    /// lexicographically smallest. Calls `found` on each solution; stops when it says so.
    fn run(&mut self, from: usize, found: &mut dyn FnMut(&[u8; CELLS]) -> bool) -> bool {
        let mut cell = from;
        while cell < CELLS && self.cells[cell] != 0 {
            cell += 1;
        }
        if cell == CELLS {
            return found(&self.cells);
        }
        let mut cand = self.masks.candidates(cell);
        while cand != 0 {
            let d = cand.trailing_zeros() as u8 + 1;
            cand &= cand - 1;
            self.cells[cell] = d;
            self.masks.add(cell, d);
            self.stats.placements += 1;
            let stop = self.run(cell + 1, found);
            self.cells[cell] = 0;
            self.masks.remove(cell, d);
            self.stats.retractions += 1;
            if stop {
                return true;
            }
        }
        let _ = bit;
        false
    }
}

/// The lexicographically first solution (row-major, smallest digit first), with counters.
pub fn solve_first_stats(puzzle: &Grid, stats: &mut FastStats) -> Option<Grid> {
    let mut s = Search::new(puzzle)?;
    let mut out = None;
    s.run(0, &mut |cells| {
        out = Some(Grid::from_cells(*cells));
        true
    });
    stats.placements += s.stats.placements;
    stats.retractions += s.stats.retractions;
    out
}

/// The lexicographically first solution (row-major, smallest digit first).
pub fn solve_first(puzzle: &Grid) -> Option<Grid> {
    solve_first_stats(puzzle, &mut FastStats::default())
}

/// Number of solutions, counting stopped at `limit`.
pub fn count_stats(puzzle: &Grid, limit: u64, stats: &mut FastStats) -> u64 {
    let Some(mut s) = Search::new(puzzle) else {
        return 0;
    };
    let mut n = 0;
    if limit == 0 {
        return 0;
    }
    s.run(0, &mut |_| {
        n += 1;
        n >= limit
    });
    stats.placements += s.stats.placements;
    stats.retractions += s.stats.retractions;
    n
}

/// Number of solutions, counting stopped at `limit`.
pub fn count(puzzle: &Grid, limit: u64) -> u64 {
    count_stats(puzzle, limit, &mut FastStats::default())
}

/// True when the puzzle has exactly one solution.
pub fn is_unique(puzzle: &Grid) -> bool {
    count(puzzle, 2) == 1
}

/// Clash, no solution, unique or several.
pub fn status(puzzle: &Grid) -> Status {
    let conflicts = puzzle.conflicts();
    if !conflicts.is_empty() {
        return Status::Clash(conflicts);
    }
    let Some(first) = solve_first(puzzle) else {
        return Status::NoSolution;
    };
    if count(puzzle, 2) >= 2 {
        Status::Several(first)
    } else {
        Status::Unique(first)
    }
}
