//! Plain row-major backtracking, digits ascending, as the yardstick for the solvers: its
//! solutions come in lexicographic order.

use sudoku_engine::grid::{Grid, CELLS, PEERS};

/// The solutions of `puzzle` counted up to `limit`, and the first `keep` of them in the
/// order met, which is lexicographic order. Clashing givens have none. None past `budget`
/// placements: random puzzles are now and then very slow for plain backtracking, and a
/// test has to end.
pub fn solutions(puzzle: &Grid, limit: u64, keep: usize, budget: u64) -> Option<(Vec<Grid>, u64)> {
    fn fits(cells: &[u8; CELLS], cell: usize, d: u8) -> bool {
        PEERS[cell].iter().all(|&p| cells[p as usize] != d)
    }
    struct Walk {
        limit: u64,
        keep: usize,
        found: Vec<Grid>,
        n: u64,
        budget: u64,
    }
    /// Returns true to stop: the limit is reached or the budget spent.
    fn go(w: &mut Walk, cells: &mut [u8; CELLS], from: usize) -> bool {
        let Some(cell) = (from..CELLS).find(|&c| cells[c] == 0) else {
            w.n += 1;
            if w.found.len() < w.keep {
                w.found.push(Grid::from_cells(*cells));
            }
            return w.n >= w.limit;
        };
        for d in 1..=9 {
            if fits(cells, cell, d) {
                if w.budget == 0 {
                    return true;
                }
                w.budget -= 1;
                cells[cell] = d;
                if go(w, cells, cell + 1) {
                    return true;
                }
            }
        }
        cells[cell] = 0;
        false
    }
    if !puzzle.conflicts().is_empty() {
        return Some((Vec::new(), 0));
    }
    let mut w = Walk {
        limit,
        keep,
        found: Vec::new(),
        n: 0,
        budget,
    };
    go(&mut w, &mut { *puzzle.cells() }, 0);
    (w.budget > 0).then_some((w.found, w.n))
}
