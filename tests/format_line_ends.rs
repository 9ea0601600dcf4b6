//! Lone carriage returns end lines, and the messages for text that is nearly a puzzle
//! say what is wrong with it.

mod common;

use sudoku_engine::format::{self, Format};
use sudoku_engine::Grid;

const P: &str = "103000509002109400000704000300502006060000050700803004000401000009205800804000107";
const ROWS: [&str; 9] = common::SAMPLE_ROWS;

fn grid() -> Grid {
    Grid::from_line(P).unwrap()
}

fn err(text: impl AsRef<[u8]>) -> String {
    match format::parse("f", text.as_ref()) {
        Err(e) => e.to_string(),
        Ok(d) => panic!("accepted: {d:?}"),
    }
}

#[test]
fn a_collection_with_lone_carriage_returns_reads_every_puzzle() {
    let text = format!("{P}\r{P}\r{P}\r");
    let doc = format::parse("f", text.as_bytes()).unwrap();
    assert_eq!(doc.format, Format::Collection);
    assert_eq!(doc.puzzles.len(), 3);
    let lines: Vec<usize> = doc.puzzles.iter().map(|e| e.line).collect();
    assert_eq!(lines, [1, 2, 3]);
    // A bad line among them is found, at its own line.
    let text = format!("{P}\r{}\r{P}\r", &P[..80]);
    assert_eq!(err(text), "f:2:81: line has 80 cells, expected 81");
    // Mixed line ends: CRLF is one end, a lone CR another.
    let text = format!("# c\r\n{P}\r\r\n{P}\n");
    let doc = format::parse("f", text.as_bytes()).unwrap();
    let lines: Vec<usize> = doc.puzzles.iter().map(|e| e.line).collect();
    assert_eq!(lines, [2, 4]);
}

#[test]
fn a_grid_pasted_with_carriage_returns_reads() {
    // What tmux, xterm and VTE terminals send for a pasted nine-line grid.
    let pasted = ROWS.join("\r");
    let doc = format::parse("pasted text", pasted.as_bytes()).unwrap();
    assert_eq!(doc.puzzles[0].grid, grid());
    assert_eq!(doc.format, Format::Rows);
    let sdk = format::write(&grid(), Format::Bordered).replace('\n', "\r");
    let doc = format::parse("f", sdk.as_bytes()).unwrap();
    assert_eq!(doc.format, Format::Bordered);
    assert_eq!(doc.puzzles[0].grid, grid());
    // Rows counted across lone CRs.
    assert_eq!(err(ROWS[..8].join("\r")), "f:9:1: expected 9 rows, found 8");
}

#[test]
fn lines_split_where_the_readers_split_them() {
    let lines: Vec<&[u8]> = format::split_lines(b"a\rb\r\nc\n").collect();
    assert_eq!(lines, [&b"a"[..], b"b", b"c", b""]);
}

#[test]
fn spaced_cells_on_one_line() {
    let spaced: Vec<String> = P.chars().map(String::from).collect();
    assert_eq!(
        err(spaced.join(" ")),
        "f:1:2: line has 81 cells with spaces between them, expected 81 cells side by side \
         (or 9 rows of 9)"
    );
}

#[test]
fn text_after_the_grid() {
    let text = format!("{}\nsolved by hand\n", ROWS.join("\n"));
    assert_eq!(
        err(text),
        "f:10:1: unexpected 's' after the 9 rows of the grid, expected nothing more \
         (a line starting with '#' is a comment)"
    );
    let text = format!("{}\n  000 x\n", ROWS.join("\n"));
    assert!(err(text).starts_with("f:10:7: unexpected 'x' after the 9 rows"));
    // A tenth row is still a tenth row.
    let text = format!("{}\n000000000\n", ROWS.join("\n"));
    assert_eq!(err(text), "f:10:1: expected 9 rows, found 10");
    // A comment after the grid is fine.
    let text = format!("{}\n# solved by hand\n", ROWS.join("\n"));
    assert_eq!(
        format::parse("f", text.as_bytes()).unwrap().puzzles[0].grid,
        grid()
    );
}

#[test]
fn a_section_header_above_a_puzzle_line() {
    let text = format!("[Puzzle]\n{P}\n");
    let doc = format::parse("f", text.as_bytes()).unwrap();
    assert_eq!(doc.format, Format::Line);
    assert_eq!(doc.puzzles[0].grid, grid());
    assert_eq!(doc.puzzles[0].line, 2);
    assert_eq!(format::parse_collection_line("f", 1, b"[Puzzle]"), Ok(None));
}

#[test]
fn utf16_text_gets_a_hint() {
    let utf16: Vec<u8> = [0xFF, 0xFE]
        .into_iter()
        .chain(
            format!("{P}\n")
                .encode_utf16()
                .flat_map(|u| u.to_le_bytes()),
        )
        .collect();
    assert_eq!(
        err(&utf16),
        "f:1:4: unexpected NUL byte: this looks like UTF-16 text, save it as UTF-8"
    );
    let no_bom: Vec<u8> = ROWS
        .join("\n")
        .encode_utf16()
        .flat_map(|u| u.to_be_bytes())
        .collect();
    assert!(err(&no_bom).ends_with("this looks like UTF-16 text, save it as UTF-8"));
    // Other NUL bytes keep the plain message.
    assert_eq!(
        err(b"12\x00"),
        "f:1:3: unexpected NUL byte, this is not a text file"
    );
}

#[test]
fn a_grid_copied_from_the_app_reads_back() {
    // The app's medium grid, as selected on its screen (without the side panel).
    let screen = "\
┏━━━┯━━━┯━━━┳━━━┯━━━┯━━━┳━━━┯━━━┯━━━┓
┃ 1 │ · │ 3 ┃ · │ · │ · ┃ 5 │ · │ 9 ┃
┠───┼───┼───╂───┼───┼───╂───┼───┼───┨
┃ · │ · │ 2 ┃ 1 │ · │ 9 ┃ 4 │ · │ · ┃
┠───┼───┼───╂───┼───┼───╂───┼───┼───┨
┃ · │ · │ · ┃ 7 │ · │ 4 ┃ · │ · │ · ┃
┣━━━┿━━━┿━━━╋━━━┿━━━┿━━━╋━━━┿━━━┿━━━┫
┃ 3 │ · │ · ┃ 5 │ · │ 2 ┃ · │ · │ 6 ┃
┠───┼───┼───╂───┼───┼───╂───┼───┼───┨
┃ · │ 6 │ · ┃ · │ · │ · ┃ · │ 5 │ · ┃
┠───┼───┼───╂───┼───┼───╂───┼───┼───┨
┃ 7 │ · │ · ┃ 8 │ · │ 3 ┃ · │ · │ 4 ┃
┣━━━┿━━━┿━━━╋━━━┿━━━┿━━━╋━━━┿━━━┿━━━┫
┃ · │ · │ · ┃ 4 │ · │ 1 ┃ · │ · │ · ┃
┠───┼───┼───╂───┼───┼───╂───┼───┼───┨
┃ · │ · │ 9 ┃ 2 │ · │ 5 ┃ 8 │ · │ · ┃
┠───┼───┼───╂───┼───┼───╂───┼───┼───┨
┃ 8 │ · │ 4 ┃ · │ · │ · ┃ 1 │ · │ 7 ┃
┗━━━┷━━━┷━━━┻━━━┷━━━┷━━━┻━━━┷━━━┷━━━┛
";
    let doc = format::parse("pasted text", screen.as_bytes()).unwrap();
    assert_eq!(doc.puzzles[0].grid, grid());
    // Pasted with CRs between the lines, as terminals do.
    let doc = format::parse("pasted text", screen.replace('\n', "\r").as_bytes()).unwrap();
    assert_eq!(doc.puzzles[0].grid, grid());
}
