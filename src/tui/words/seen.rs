//! What rules every digit out of an empty cell, in words: `row 4 has 1 3 5 6 8; column 3
//! adds 2 4 9; box 4 adds 7`, at 9×9 and on a board of any size. The why line says it of
//! a dead end, and a run's reason for having no solution too.

use sudoku_engine::board::Board;
use sudoku_engine::grid::{box_of, col_of, row_of, spaced_digits, Grid};
use sudoku_engine::shape::{digit_char, Shape};
use sudoku_engine::solve::Mask;

/// A grid a reason held on: what rules every digit out of one of its empty cells.
pub trait Seen {
    /// See [`seen_from`].
    fn seen(&self, cell: usize) -> Option<String>;
}

impl Seen for Grid {
    fn seen(&self, cell: usize) -> Option<String> {
        seen_from(self, cell)
    }
}

impl Seen for Board {
    fn seen(&self, cell: usize) -> Option<String> {
        seen_on_board(self, cell)
    }
}

/// [`seen_from`] on a board of any size: `row 12 has 1 3 A; column 3 adds 2 G; box 4
/// adds 7`.
pub fn seen_on_board(board: &Board, cell: usize) -> Option<String> {
    if board.get(cell) != 0 {
        return None;
    }
    let shape = board.shape();
    let n = shape.side();
    let unit = |of: fn(Shape, usize) -> usize| {
        (0..n * n)
            .filter(|&c| of(shape, c) == of(shape, cell))
            .fold(0u32, |m, c| match board.get(c) {
                0 => m,
                d => m | 1 << (d - 1),
            })
    };
    let masks = [
        unit(Shape::row_of),
        unit(Shape::col_of),
        unit(Shape::box_of),
    ];
    let numbers = [shape.row_of(cell), shape.col_of(cell), shape.box_of(cell)];
    let mut seen = 0u32;
    let mut parts = Vec::new();
    for ((name, i), mask) in ["row", "column", "box"].into_iter().zip(numbers).zip(masks) {
        let new = mask & !seen;
        seen |= mask;
        if new == 0 {
            continue;
        }
        let verb = if parts.is_empty() { "has" } else { "adds" };
        let digits: Vec<String> = new.digits().map(|d| digit_char(d).to_string()).collect();
        parts.push(format!("{name} {} {verb} {}", i + 1, digits.join(" ")));
    }
    Some(parts.join("; "))
}

/// What rules every digit out of an empty cell: `row 4 has 1 3 5 6 8; column 3 adds 2 4
/// 9; box 4 adds 7` (each unit by its number, then the digits the ones before it did not
/// hold); None if it is not empty.
pub fn seen_from(grid: &Grid, cell: usize) -> Option<String> {
    if grid.get(cell) != 0 {
        return None;
    }
    let units = grid.unit_masks();
    let masks = [
        units.rows[row_of(cell)],
        units.cols[col_of(cell)],
        units.boxes[box_of(cell)],
    ];
    let mut seen = 0u16;
    let mut parts = Vec::new();
    let numbers = [row_of(cell), col_of(cell), box_of(cell)];
    for ((name, n), mask) in ["row", "column", "box"].into_iter().zip(numbers).zip(masks) {
        let new = mask & !seen;
        seen |= mask;
        if new == 0 {
            continue;
        }
        let verb = if parts.is_empty() { "has" } else { "adds" };
        parts.push(format!("{name} {} {verb} {}", n + 1, spaced_digits(new)));
    }
    Some(parts.join("; "))
}
