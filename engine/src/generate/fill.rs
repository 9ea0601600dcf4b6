//! Random complete grids: the solutions puzzles are dug from.

use super::rng::Rng;
use crate::grid::{Cell, Digit, Grid, UnitMasks, CELLS};

/// A complete, valid grid drawn at random: each step fills an empty cell with one of its
/// candidates in random order, backing up when a cell is left with none. The cell is the
/// first in row-major order with at most one candidate, else the first among those with the
/// fewest (the scan stops at a cell with one, so a later cell with none is found a step later).
pub fn random_solution(rng: &mut Rng) -> Grid {
    let mut cells = [0u8; CELLS];
    let mut units = UnitMasks::default();
    let filled = fill(&mut cells, &mut units, rng);
    // The empty grid has solutions and every branch that fails is taken back.
    debug_assert!(filled, "an empty grid can always be completed");
    Grid::from_cells(cells)
}

/// Fills the empty cells; false (and the cells as they were) when no completion exists.
fn fill(cells: &mut [u8; CELLS], units: &mut UnitMasks, rng: &mut Rng) -> bool {
    let mut best: Option<(u32, Cell)> = None;
    for (c, &d) in Cell::all().zip(cells.iter()) {
        if d != 0 {
            continue;
        }
        let n = units.candidates(c).count_ones();
        if best.is_none_or(|(bn, _)| n < bn) {
            best = Some((n, c));
            if n <= 1 {
                break;
            }
        }
    }
    let Some((_, cell)) = best else {
        return true;
    };
    let mut digits = [None; 9];
    let mut n = 0;
    for d in Digit::in_mask(units.candidates(cell)) {
        digits[n] = Some(d);
        n += 1;
    }
    rng.shuffle(&mut digits[..n]);
    for d in digits[..n].iter().flatten().copied() {
        cells[cell.index()] = d.get();
        units.add(cell, d);
        if fill(cells, units, rng) {
            return true;
        }
        units.remove(cell, d);
        cells[cell.index()] = 0;
    }
    false
}
