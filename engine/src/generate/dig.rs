//! Digging a puzzle out of a solution: givens are taken away, in random order, as long as
//! the puzzle keeps exactly one solution.

use super::rng::Rng;
use crate::grid::{Grid, CELLS};
use crate::solve::fast;

/// The cell opposite `cell` under a half turn of the grid.
#[inline]
pub fn opposite(cell: usize) -> usize {
    CELLS - 1 - cell
}

/// Removes givens from the complete grid `solution` in random order, each removal kept
/// only when the puzzle still has one solution. With `symmetric`, a cell and its opposite
/// under a half turn go together (the centre alone), so the puzzle keeps that symmetry.
///
/// Without `symmetric` the result is minimal: a removal refused along the way left two
/// solutions to a puzzle with more givens than the final one, so it leaves two solutions
/// to the final one too. With `symmetric` only pairs were tried; see [`is_minimal`].
pub fn dig(solution: &Grid, symmetric: bool, rng: &mut Rng) -> Grid {
    let mut puzzle = *solution;
    let mut order = [0u8; CELLS];
    for (i, o) in order.iter_mut().enumerate() {
        *o = i as u8;
    }
    // The first cell of each pair, or every cell.
    let tried = if symmetric { CELLS / 2 + 1 } else { CELLS };
    let order = &mut order[..tried];
    rng.shuffle(order);
    for &cell in order.iter() {
        let cell = cell as usize;
        let other = opposite(cell);
        puzzle.set(cell, 0);
        if symmetric {
            puzzle.set(other, 0);
        }
        if !still_unique(&puzzle, cell, symmetric.then_some(other)) {
            puzzle.set(cell, solution.get(cell));
            if symmetric {
                puzzle.set(other, solution.get(other));
            }
        }
    }
    puzzle
}

/// Whether `puzzle`, unique before `cell` (and `other`) were emptied, still is. When each
/// emptied cell has its solution digit as its only candidate among the givens, the givens
/// force it, so the answer is yes without a search.
fn still_unique(puzzle: &Grid, cell: usize, other: Option<usize>) -> bool {
    let forced = |c: usize| puzzle.candidates(c).count_ones() == 1;
    if forced(cell) && other.is_none_or(forced) {
        return true;
    }
    fast::is_unique(puzzle)
}

/// True when the puzzle has one solution and taking away any one given leaves more.
pub fn is_minimal(puzzle: &Grid) -> bool {
    fast::is_unique(puzzle) && every_given_needed(puzzle)
}

/// True when taking away any one given leaves more than one solution: with a unique
/// puzzle (what [`dig`] returns), that is being minimal.
pub fn every_given_needed(puzzle: &Grid) -> bool {
    let mut p = *puzzle;
    (0..CELLS).all(|c| {
        let d = p.get(c);
        if d == 0 {
            return true;
        }
        p.set(c, 0);
        let several = fast::count(&p, 2) >= 2;
        p.set(c, d);
        several
    })
}
