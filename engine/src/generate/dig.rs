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
        if !still_unique(&puzzle, solution, cell, symmetric.then_some(other)) {
            puzzle.set(cell, solution.get(cell));
            if symmetric {
                puzzle.set(other, solution.get(other));
            }
        }
    }
    puzzle
}

/// Whether `puzzle`, unique before `cell` (and `other`) were emptied, still is: whether
/// it has no solution but `solution`, that is none where `cell` holds another digit (or,
/// `cell` holding its own, where `other` does). Each such digit is a search of its own
/// for any solution, smaller than counting to two over the whole puzzle, which would
/// search through `solution`'s branch too; a cell whose own digit is its only candidate
/// among the givens needs none.
fn still_unique(puzzle: &Grid, solution: &Grid, cell: usize, other: Option<usize>) -> bool {
    if !alone(puzzle, solution, cell) {
        return false;
    }
    match other {
        Some(o) if o != cell => {
            let mut p = *puzzle;
            p.set(cell, solution.get(cell));
            alone(&p, solution, o)
        }
        _ => true,
    }
}

/// Whether `puzzle`, whose solutions with `cell` holding its digit of `solution` are that
/// one alone, has none with another digit there.
fn alone(puzzle: &Grid, solution: &Grid, cell: usize) -> bool {
    let own = solution.get(cell);
    let mut p = *puzzle;
    crate::grid::digits_of(puzzle.candidates(cell))
        .filter(|&d| d != own)
        .all(|d| {
            p.set(cell, d);
            fast::Solver::new().first(false).limit(1).run(&p).count == 0
        })
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
