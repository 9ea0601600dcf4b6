//! How a puzzle's digits are written, told from its text when it is read, and chosen so
//! that what is written reads back as the same puzzle.
//!
//! Only 16×16 has two alphabets: letters (`1`-`9`, `A`-`G`, `0` or `.` blank) and hex
//! (`1`-`9`, `A`-`F`, `0` for 16, `.` blank). They differ on the digit 16 and on `0`
//! alone, so a text is read in hex when it has a `0` and no `G`, and either
//!
//! - a blank other than `0` (`.`, `_`, `*`): the `0`s are not blanks, or
//! - no other blank, and no two `0`s in one row, column or box: the `0`s, read as 16,
//!   clash with nothing (a whole grid written in hex, such as a solution).
//!
//! Otherwise `0` is a blank. The one text both could mean, a letters puzzle whose `0`
//! blanks share no unit and that gives no `G`, has the same solution both ways (every
//! row needs its `G` in its one blank). The writers never write it: such a puzzle is
//! written with `.` blanks, and a hex board whose 16s share a unit and that has no blank
//! is written in letters, so that every board reads back as itself.

use crate::board::Board;
use crate::grid::Conflict;
use crate::shape::{digit_char, Shape};

/// How a puzzle's digits are written.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Alphabet {
    /// `1`-`9`, then letters `A` = 10 … `P` = 25; `0` or `.` blank.
    #[default]
    Letters,
    /// The hex convention of 16×16: `1`-`9`, `A`-`F`, and `0` for 16; `.` blank.
    Hex,
}

impl Alphabet {
    /// The character of a digit (1..=25), or `blank` for 0.
    pub fn char_of(self, digit: u8, blank: char) -> char {
        match (self, digit) {
            (_, 0) => blank,
            (Alphabet::Hex, 16) => '0',
            (_, d) => digit_char(d),
        }
    }

    /// The blank this alphabet writes where either would do: `0`, or `.` in hex.
    pub fn blank(self) -> char {
        match self {
            Alphabet::Letters => '0',
            Alphabet::Hex => '.',
        }
    }

    /// The alphabet and blank `board` is written in, asked for in `self`: as asked (hex
    /// only at 16×16), except where the text would read back as another board (see the module docs):
    /// a 16×16 board in letters whose blanks would read as hex 16s gets `.` blanks, a
    /// hex board that would read as letters is written in letters.
    pub fn writing(self, board: &Board) -> (Alphabet, char) {
        if board.side() != 16 {
            return (Alphabet::Letters, '0');
        }
        let cells = board.cells();
        let blanks = cells.contains(&0);
        match self {
            Alphabet::Hex if !blanks && !apart(board.shape(), cells, 16) => {
                (Alphabet::Letters, '0')
            }
            Alphabet::Letters
                if blanks && !cells.contains(&16) && apart(board.shape(), cells, 0) =>
            {
                (Alphabet::Letters, '.')
            }
            a => (a, a.blank()),
        }
    }

    /// A clash of `board` in words, its digit in this alphabet: `digit 0 appears twice in
    /// row 3: r3c1 and r3c9` in hex.
    pub fn describe(self, board: &Board, conflict: &Conflict) -> String {
        board.describe_with(conflict, self.char_of(conflict.digit, '0'))
    }

    /// The board's N² cells on one line, blanks as [`Alphabet::writing`] says.
    pub fn line(self, board: &Board) -> String {
        let (alphabet, blank) = self.writing(board);
        board
            .cells()
            .iter()
            .map(|&d| alphabet.char_of(d, blank))
            .collect()
    }

    /// N lines of N cells, each ending in `\n`, blanks as [`Alphabet::writing`] says: for
    /// a 9×9 board what a [`Grid`](crate::Grid) prints.
    pub fn rows(self, board: &Board) -> String {
        let (alphabet, blank) = self.writing(board);
        let mut out = String::with_capacity(board.cells().len() + board.side());
        for row in board.cells().chunks(board.side()) {
            out.extend(row.iter().map(|&d| alphabet.char_of(d, blank)));
            out.push('\n');
        }
        out
    }
}

/// A `0` read before the size (and so the alphabet) is known: a blank, or the digit 16 of
/// the hex convention.
pub(super) const ZERO: u8 = 0xFF;

/// The alphabet of a puzzle's raw cells (as `cells::raw_value` reads them: [`ZERO`] for
/// `0`, 0 for the other blanks) once its shape is known: see the module docs.
pub(super) fn read_as(shape: Shape, raw: &[u8]) -> Alphabet {
    if shape.side() != 16 || !raw.contains(&ZERO) || raw.contains(&16) {
        return Alphabet::Letters;
    }
    if raw.contains(&0) || apart(shape, raw, ZERO) {
        Alphabet::Hex
    } else {
        Alphabet::Letters
    }
}

/// True when no two cells holding `value` share a row, a column or a box.
fn apart(shape: Shape, cells: &[u8], value: u8) -> bool {
    let (mut rows, mut cols, mut boxes) = (0u32, 0u32, 0u32);
    for (i, _) in cells.iter().enumerate().filter(|&(_, &v)| v == value) {
        let bits = [
            1 << shape.row_of(i),
            1 << shape.col_of(i),
            1 << shape.box_of(i),
        ];
        if rows & bits[0] != 0 || cols & bits[1] != 0 || boxes & bits[2] != 0 {
            return false;
        }
        rows |= bits[0];
        cols |= bits[1];
        boxes |= bits[2];
    }
    true
}
