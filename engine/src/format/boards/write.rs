//! Writing a board of any size in every format, in its alphabet.

use super::super::write::noted;
use super::super::{write, Format};
use super::Alphabet;
use crate::board::Board;

/// One puzzle in `format`, ending with `\n`, its digits in `alphabet`: for a 9×9 board
/// in letters exactly what [`write`](super::super::write) writes. At other sizes the
/// layouts are the 9×9 ones grown to the size: `Rows` N lines of N cells (`0` blanks, `.`
/// in hex), `SpacedRows` with spaces between them, `Line` the N² cells with `.` blanks,
/// `Collection` a `# 1 puzzle` line then that line, `Sdk` a `[Puzzle]` header then N
/// rows with `.` blanks, `Ss` rows with `|` between boxes and a rule of `-` between
/// bands, `Bordered` the same inside a `*---*` frame with `|---+---|` rules. Where the
/// text would read back as another board, the blanks or the alphabet are changed as
/// [`Alphabet::writing`] says (the board read back is the same, in every format).
pub fn write_board(board: &Board, alphabet: Alphabet, format: Format) -> String {
    // What reads back as this board (see `alphabet`).
    let (alphabet, zero) = alphabet.writing(board);
    if let Some(grid) = board.to_grid() {
        return write(&grid, format);
    }
    let mut out = String::with_capacity(2 * board.cells().len() + 64);
    match format {
        Format::Rows => push_rows(&mut out, board, alphabet, zero, false),
        Format::SpacedRows => push_rows(&mut out, board, alphabet, zero, true),
        Format::Line => push_line(&mut out, board, alphabet),
        Format::Collection => {
            out.push_str("# 1 puzzle\n");
            push_line(&mut out, board, alphabet);
        }
        Format::Sdk => {
            out.push_str("[Puzzle]\n");
            push_rows(&mut out, board, alphabet, '.', false);
        }
        Format::Ss => push_barred(&mut out, board, alphabet, false),
        Format::Bordered => push_barred(&mut out, board, alphabet, true),
    }
    out
}

/// [`write_board`] with `note` on a `# ` comment line before the grid, in the formats
/// that keep one, as [`write_noted`](super::super::write_noted) says.
pub fn write_board_noted(board: &Board, alphabet: Alphabet, format: Format, note: &str) -> String {
    noted(format, note, write_board(board, alphabet, format))
}

fn push_line(out: &mut String, board: &Board, alphabet: Alphabet) {
    out.extend(board.cells().iter().map(|&d| alphabet.char_of(d, '.')));
    out.push('\n');
}

fn push_rows(out: &mut String, board: &Board, alphabet: Alphabet, blank: char, spaced: bool) {
    for row in board.cells().chunks(board.side()) {
        for (c, &d) in row.iter().enumerate() {
            if spaced && c > 0 {
                out.push(' ');
            }
            out.push(alphabet.char_of(d, blank));
        }
        out.push('\n');
    }
}

/// Rows with `|` between boxes and a rule between bands; `frame` adds the outer frame.
fn push_barred(out: &mut String, board: &Board, alphabet: Alphabet, frame: bool) {
    let shape = board.shape();
    let (n, bc, br) = (shape.side(), shape.box_cols(), shape.box_rows());
    let pieces = vec!["-".repeat(bc); n / bc];
    let (rule, edge) = if frame {
        (
            format!("|{}|", pieces.join("+")),
            format!("*{}*", "-".repeat(n + n / bc - 1)),
        )
    } else {
        ("-".repeat(n + n / bc - 1), String::new())
    };
    if frame {
        out.push_str(&edge);
        out.push('\n');
    }
    for (r, row) in board.cells().chunks(n).enumerate() {
        if r > 0 && r % br == 0 {
            out.push_str(&rule);
            out.push('\n');
        }
        if frame {
            out.push('|');
        }
        for (c, &d) in row.iter().enumerate() {
            if c > 0 && c % bc == 0 {
                out.push('|');
            }
            out.push(alphabet.char_of(d, '.'));
        }
        if frame {
            out.push('|');
        }
        out.push('\n');
    }
    if frame {
        out.push_str(&edge);
        out.push('\n');
    }
}
