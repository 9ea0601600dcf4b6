//! Writers: one canonical layout per format.

use super::Format;
use crate::grid::{Grid, CELLS};

/// The character of a cell: its digit, or `blank` for an empty cell.
#[inline]
fn ch(d: u8, blank: u8) -> char {
    if d == 0 {
        blank as char
    } else {
        (b'0' + d) as char
    }
}

fn push_line(out: &mut String, grid: &Grid, blank: u8) {
    out.extend(grid.cells().iter().map(|&d| ch(d, blank)));
    out.push('\n');
}

/// Rows of nine cells, `blank` for an empty cell; with `spaced`, a space between the
/// cells of a row.
fn push_rows(out: &mut String, grid: &Grid, blank: u8, spaced: bool) {
    for r in 0..9 {
        for c in 0..9 {
            if spaced && c > 0 {
                out.push(' ');
            }
            out.push(ch(grid.get(r * 9 + c), blank));
        }
        out.push('\n');
    }
}

/// Rows with `|` between boxes; `frame` adds the outer `|` on both sides.
fn push_barred(out: &mut String, grid: &Grid, frame: bool, band_rule: &str) {
    for r in 0..9 {
        if r == 3 || r == 6 {
            out.push_str(band_rule);
            out.push('\n');
        }
        if frame {
            out.push('|');
        }
        for c in 0..9 {
            if c == 3 || c == 6 {
                out.push('|');
            }
            out.push(ch(grid.get(r * 9 + c), b'.'));
        }
        if frame {
            out.push('|');
        }
        out.push('\n');
    }
}

/// One puzzle in `format`, ending with `\n`:
///
/// - `Rows`: nine lines of nine digits, `0` blanks;
/// - `SpacedRows`: the same with a space between digits;
/// - `Line`: 81 characters, `.` blanks;
/// - `Collection`: a `# 1 puzzle` comment line then the 81-character line (the comment
///   keeps a one-puzzle collection from reading back as a `Line`);
/// - `Sdk`: a `[Puzzle]` header then nine lines, `.` blanks;
/// - `Ss`: `xxx|xxx|xxx` rows with `-----------` between bands;
/// - `Bordered`: `*-----------*` frame, `|xxx|xxx|xxx|` rows, `|---+---+---|` rules.
pub fn write(grid: &Grid, format: Format) -> String {
    let mut out = String::with_capacity(200);
    match format {
        Format::Rows => push_rows(&mut out, grid, b'0', false),
        Format::SpacedRows => push_rows(&mut out, grid, b'0', true),
        Format::Line => push_line(&mut out, grid, b'.'),
        Format::Collection => {
            out.push_str("# 1 puzzle\n");
            push_line(&mut out, grid, b'.');
        }
        Format::Sdk => {
            out.push_str("[Puzzle]\n");
            push_rows(&mut out, grid, b'.', false);
        }
        Format::Ss => push_barred(&mut out, grid, false, "-----------"),
        Format::Bordered => {
            out.push_str("*-----------*\n");
            push_barred(&mut out, grid, true, "|---+---+---|");
            out.push_str("*-----------*\n");
        }
    }
    out
}

/// [`write()`] with `note` (how the puzzle was made: `generated, hard, seed 411`) on a
/// `# ` comment line before the grid, in the formats that read such a line back as a
/// comment and stay what they were: `Sdk` (its metadata), `Collection`, `Ss`,
/// `Bordered` and `SpacedRows`. `Rows` (a comment makes it read as `Sdk`) and `Line` (a
/// `Collection`) are written without it. The note is one line: line breaks become spaces.
pub fn write_noted(grid: &Grid, format: Format, note: &str) -> String {
    noted(format, note, write(grid, format))
}

/// `text` (a puzzle in `format`) after the comment line of `note`, where [`write_noted`]
/// writes one.
pub(crate) fn noted(format: Format, note: &str, text: String) -> String {
    if !carries_note(format) || note.trim().is_empty() {
        return text;
    }
    let line: String = note
        .chars()
        .map(|c| if c == '\n' || c == '\r' { ' ' } else { c })
        .collect();
    format!("# {}\n{text}", line.trim())
}

/// The formats [`write_noted`] writes a note in.
pub fn carries_note(format: Format) -> bool {
    matches!(
        format,
        Format::Sdk | Format::Collection | Format::Ss | Format::Bordered | Format::SpacedRows
    )
}

/// One 81-character line per puzzle, `.` blanks, each ending with `\n`.
pub fn write_collection(grids: &[Grid]) -> String {
    let mut out = String::with_capacity(grids.len() * (CELLS + 1));
    for g in grids {
        push_line(&mut out, g, b'.');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const P: &str =
        "103000509002109400000704000300502006060000050700803004000401000009205800804000107";

    #[test]
    fn a_note_reads_back_as_a_comment_in_the_formats_that_carry_one() {
        let grid = Grid::from_line(
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
        )
        .unwrap();
        for format in Format::ALL {
            let text = write_noted(&grid, format, "generated, hard,\nseed 41127");
            assert_eq!(
                text.starts_with("# generated, hard, seed 41127\n"),
                carries_note(format),
                "{format:?}\n{text}"
            );
            let doc = crate::format::parse("f", text.as_bytes()).unwrap();
            assert_eq!(doc.format, format, "{text}");
            assert_eq!(doc.puzzles.len(), 1);
            assert_eq!(doc.puzzles[0].grid, grid, "{format:?}");
        }
        assert!(!carries_note(Format::Rows) && !carries_note(Format::Line));
        // At other sizes the same, in the board's alphabet.
        let four = crate::format::parse_boards("f", b"1.3.\n....\n....\n...1\n").unwrap();
        let entry = &four.puzzles[0];
        for format in Format::ALL {
            let text =
                crate::format::write_board_noted(&entry.board, entry.alphabet, format, "seed 7");
            assert_eq!(
                text.starts_with("# seed 7\n"),
                carries_note(format),
                "{text}"
            );
            let doc = crate::format::parse_boards("f", text.as_bytes()).unwrap();
            assert_eq!(doc.format, format, "{text}");
            assert_eq!(doc.puzzles[0].board, entry.board, "{format:?}");
        }
    }

    #[test]
    fn canonical_layouts() {
        let g = Grid::from_line(P).unwrap();
        assert_eq!(write(&g, Format::Rows), g.to_string());
        assert_eq!(
            write(&g, Format::SpacedRows).lines().next(),
            Some("1 0 3 0 0 0 5 0 9")
        );
        assert_eq!(
            write(&g, Format::Line),
            format!("{}\n", P.replace('0', "."))
        );
        let ss = write(&g, Format::Ss);
        assert_eq!(ss.lines().count(), 11);
        assert_eq!(ss.lines().next(), Some("1.3|...|5.9"));
        assert_eq!(ss.lines().nth(3), Some("-----------"));
        let b = write(&g, Format::Bordered);
        let lines: Vec<&str> = b.lines().collect();
        assert_eq!(lines.len(), 13);
        assert_eq!(lines[0], "*-----------*");
        assert_eq!(lines[1], "|1.3|...|5.9|");
        assert_eq!(lines[4], "|---+---+---|");
        assert_eq!(lines[12], "*-----------*");
        let sdk = write(&g, Format::Sdk);
        assert!(sdk.starts_with("[Puzzle]\n1.3...5.9\n"));
        assert_eq!(write_collection(&[g, g]).lines().count(), 2);
        assert_eq!(write_collection(&[]), "");
    }
}
