//! Singles on a [`Board`] of any size, as a person finds them: a digit with one place
//! left in a box, a row or a column (a hidden single), or a cell with one digit left (a
//! naked single). These are the techniques of [`logic`](crate::solve::logic) that read
//! the same at every size; the others there are written for 9×9.
//!
//! ```
//! use sudoku_engine::board::Board;
//! use sudoku_engine::grid::UnitKind;
//! use sudoku_engine::shape::Shape;
//! use sudoku_engine::solve::any::singles::{next_single, Seen};
//!
//! // 1 2 | 3 .
//! // . . | . .
//! // ----+----
//! // . . | . .
//! // . . | . .
//! let mut b = Board::empty(Shape::for_side(4).unwrap());
//! for (cell, digit) in [(0, 1), (1, 2), (2, 3)] {
//!     b.try_set(cell, digit).unwrap();
//! }
//! // No box has a digit with one place; row 1 has its 4 in r1c4 alone.
//! let s = next_single(&b).unwrap();
//! assert_eq!((s.cell, s.digit), (3, 4));
//! assert_eq!(s.seen, Seen::Hidden((UnitKind::Row, 0)));
//! assert_eq!(s.describe(b.shape()), "in row 1 the 4 fits only r1c4, so r1c4 is 4");
//! ```

use crate::board::Board;
use crate::grid::UnitKind;
use crate::shape::{digit_char, Geometry, Shape};

/// How a single is seen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seen {
    /// The digit has one place left in this unit: its kind and which one (0-based).
    Hidden((UnitKind, usize)),
    /// The cell has one digit left.
    Naked,
}

/// A digit a cell must hold, and how it is seen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Single {
    /// The cell, row-major from 0.
    pub cell: usize,
    /// The digit, 1 to N.
    pub digit: u8,
    /// A hidden single's unit, or naked.
    pub seen: Seen,
}

impl Single {
    /// The technique's name: `hidden single`, `naked single`.
    pub fn technique(&self) -> &'static str {
        match self.seen {
            Seen::Hidden(_) => "hidden single",
            Seen::Naked => "naked single",
        }
    }

    /// Where to look: the unit of a hidden single (`box 12`), the cell of a naked one.
    pub fn area(&self, shape: Shape) -> String {
        match self.seen {
            Seen::Hidden((kind, index)) => format!("{kind} {}", index + 1),
            Seen::Naked => shape.cell_name(self.cell),
        }
    }

    /// The whole step in words, as the 9×9 techniques say it: `in row 3 the G fits only
    /// r3c7, so r3c7 is G`, `r3c7 can only be G`.
    pub fn describe(&self, shape: Shape) -> String {
        self.describe_with(shape, &digit_char)
    }

    /// [`Single::describe`], the digit written by `digit` (in the puzzle's own alphabet).
    pub fn describe_with(&self, shape: Shape, digit: &dyn Fn(u8) -> char) -> String {
        let cell = shape.cell_name(self.cell);
        let d = digit(self.digit);
        match self.seen {
            Seen::Hidden(_) => format!(
                "in {} the {d} fits only {cell}, so {cell} is {d}",
                self.area(shape)
            ),
            Seen::Naked => format!("{cell} can only be {d}"),
        }
    }
}

/// The first single on `board`: hidden singles first (boxes, then rows, then columns,
/// each in order, digits ascending: a box's is the easiest to see), then naked singles
/// in reading order. None when there is neither (or no empty cell).
pub fn next_single(board: &Board) -> Option<Single> {
    next_single_in(board, &Geometry::new(board.shape()))
}

/// [`next_single`] with the shape's tables already built.
pub fn next_single_in(board: &Board, geometry: &Geometry) -> Option<Single> {
    single_among(&kept(board, geometry), board.side(), geometry)
}

/// Every cell's candidates, those its units leave (0 for a filled cell).
pub(crate) fn kept(board: &Board, geometry: &Geometry) -> Vec<u32> {
    (0..board.cells().len())
        .map(|c| match board.get(c) {
            0 => board.candidates_in(geometry, c),
            _ => 0,
        })
        .collect()
}

/// The first single among candidates kept per cell (0 for a filled cell), in
/// [`next_single`]'s order: those a person keeps may have fewer than the units leave.
pub(crate) fn single_among(cand: &[u32], n: usize, geometry: &Geometry) -> Option<Single> {
    let boxes_first = [UnitKind::Box, UnitKind::Row, UnitKind::Column]
        .into_iter()
        .flat_map(|kind| geometry.units().iter().filter(move |u| u.kind == kind));
    for unit in boxes_first {
        for digit in 1..=n as u8 {
            let bit = 1u32 << (digit - 1);
            let mut places = unit.cells.iter().filter(|&&c| cand[c as usize] & bit != 0);
            if let (Some(&cell), None) = (places.next(), places.next()) {
                return Some(Single {
                    cell: cell as usize,
                    digit,
                    seen: Seen::Hidden((unit.kind, unit.index)),
                });
            }
        }
    }
    cand.iter().enumerate().find_map(|(cell, &m)| {
        (m.count_ones() == 1).then(|| Single {
            cell,
            digit: m.trailing_zeros() as u8 + 1,
            seen: Seen::Naked,
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::sized;
    use crate::grid::Grid;
    use crate::solve::logic::{self, Technique};

    /// At 9x9, the same single the 9x9 techniques find first (hidden, then naked), step
    /// after step until neither applies.
    #[test]
    fn at_9x9_the_singles_are_those_of_the_9x9_techniques() {
        // The built-in sample, a puzzle that starts with a pointing (no single at all),
        // and a hard one.
        let lines = [
            "103000509002109400000704000300502006060000050700803004000401000009205800804000107",
            "400030000000600800000000001000050090080000600070200000000102700503000040907000000",
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
        ];
        let geometry = Geometry::new(Shape::NINE);
        let mut all = 0;
        for line in lines {
            let mut grid = Grid::from_line(line).unwrap();
            let mut steps = 0;
            loop {
                let lb = logic::Board::new(&grid);
                let want = logic::find(Technique::HiddenSingle, &lb)
                    .or_else(|| logic::find(Technique::NakedSingle, &lb))
                    .and_then(|s| s.placement)
                    .map(|c| (c.cell.index(), c.digit.get()));
                let got = next_single_in(&Board::from(&grid), &geometry);
                assert_eq!(got.map(|s| (s.cell, s.digit)), want, "{line}, step {steps}");
                let Some(s) = got else { break };
                grid.set(s.cell, s.digit);
                steps += 1;
            }
            all += steps;
        }
        assert!(all > 40, "{all}");
    }

    /// At every other size, every single found on the way is the digit of the one
    /// solution; on the generator's minimal puzzles singles make headway.
    #[test]
    fn every_single_is_the_solution_s_digit_at_every_size() {
        for side in [4, 6, 8, 12, 16] {
            let p = sized::puzzle(Shape::for_side(side).unwrap(), 7, 0);
            let mut b = p.puzzle.clone();
            let mut placed = 0;
            while let Some(s) = next_single(&b) {
                assert_eq!(b.get(s.cell), 0);
                assert_eq!(
                    p.solution.get(s.cell),
                    s.digit,
                    "{side}x{side}: {}",
                    s.describe(b.shape())
                );
                b.try_set(s.cell, s.digit).unwrap();
                placed += 1;
            }
            assert!(placed > 0, "{side}x{side}");
        }
    }

    #[test]
    fn a_cell_with_one_digit_left_is_a_naked_single() {
        // . . 5 | . . .
        // . . . | . 2 .
        // ------+------
        // 3 . . | . 1 .     r3c3 sees 3 and 1 (row 3), 5 and 4 (column 3), 6 (its
        // . 6 . | . . .     box): only 2 is left. No unit has a digit with one place.
        // ------+------
        // . . . | . . .
        // . . 4 | . . .
        let line = "..5.......2.3...1..6............4...";
        let cells = line.bytes().map(|c| c.saturating_sub(b'0') % 10).collect();
        let b = Board::from_cells(Shape::for_side(6).unwrap(), cells).unwrap();
        assert_eq!(b.candidates(14), 0b000010);
        let s = next_single(&b).unwrap();
        assert_eq!((s.cell, s.digit, s.seen), (14, 2, Seen::Naked));
        assert_eq!(s.area(b.shape()), "r3c3");
        assert_eq!(s.technique(), "naked single");
        assert_eq!(s.describe(b.shape()), "r3c3 can only be 2");
    }

    #[test]
    fn digits_above_nine_are_letters_and_units_are_named() {
        let mut b = Board::empty(Shape::for_side(16).unwrap());
        for (c, d) in (0..15).zip(1..=15u8) {
            b.try_set(c, d).unwrap();
        }
        let s = next_single(&b).unwrap();
        assert_eq!((s.cell, s.digit), (15, 16));
        assert_eq!(s.area(b.shape()), "row 1");
        assert_eq!(s.technique(), "hidden single");
        assert_eq!(
            s.describe(b.shape()),
            "in row 1 the G fits only r1c16, so r1c16 is G"
        );
    }

    #[test]
    fn a_complete_board_and_an_empty_one_have_none() {
        let solved = Board::from_cells(
            Shape::for_side(4).unwrap(),
            vec![1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1],
        )
        .unwrap();
        assert_eq!(next_single(&solved), None);
        assert_eq!(
            next_single(&Board::empty(Shape::for_side(25).unwrap())),
            None
        );
    }
}
