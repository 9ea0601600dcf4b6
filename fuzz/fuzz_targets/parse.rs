//! The format detector and every reader on arbitrary bytes: no panic, errors at places
//! that exist, the whole-file reader and the line-by-line reader agree, and whatever
//! reads as a puzzle writes back and reads again as the same puzzle; the same for the
//! reader of every size, which reads whatever the 9x9 reader reads to the same puzzles.
#![no_main]

#[path = "../../tests/common/parse_error.rs"]
mod parse_error;

use libfuzzer_sys::fuzz_target;
use parse_error::check_position;
use sudoku_engine::format::{self, Format};
use sudoku_engine::Grid;

fuzz_target!(|data: &[u8]| {
    every_size(data);
    let parsed = format::parse("f", data);
    let text = data.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(data);

    // Line by line, as a stream would read it.
    let mut streamed = Vec::new();
    let mut first_error = None;
    for (i, line) in format::split_lines(data).enumerate() {
        match format::parse_collection_line("f", i + 1, line) {
            Ok(Some(g)) => streamed.push((i + 1, g)),
            Ok(None) => {}
            Err(e) => {
                assert_eq!(e.line, i + 1);
                let line = if i == 0 {
                    format::split_lines(text).next().unwrap()
                } else {
                    line
                };
                check_position(
                    line,
                    &format::ParseError {
                        line: 1,
                        ..e.clone()
                    },
                );
                if first_error.is_none() {
                    first_error = Some(e);
                }
            }
        }
    }

    match parsed {
        Ok(doc) => {
            assert!(!doc.puzzles.is_empty());
            for e in &doc.puzzles {
                assert!(e.line >= 1);
                assert!(e.grid.cells().iter().all(|&d| d <= 9));
            }
            if matches!(doc.format, Format::Line | Format::Collection) {
                // One puzzle per line: exactly what the lines give one by one.
                assert!(first_error.is_none(), "{first_error:?}");
                let got: Vec<(usize, Grid)> =
                    doc.puzzles.iter().map(|e| (e.line, e.grid)).collect();
                assert_eq!(got, streamed);
                assert_eq!(
                    doc.format == Format::Line,
                    doc.puzzles.len() == 1 && !has_comment(text)
                );
            } else {
                assert_eq!(doc.puzzles.len(), 1);
            }
            // What was read writes back in its own format and reads the same.
            for e in &doc.puzzles {
                let fmt = if doc.format == Format::Collection {
                    Format::Line
                } else {
                    doc.format
                };
                let again = format::parse("w", format::write(&e.grid, fmt).as_bytes()).unwrap();
                assert_eq!(again.puzzles[0].grid, e.grid);
                assert_eq!(again.format, fmt);
            }
        }
        Err(e) => check_position(text, &e),
    }
});

fn has_comment(text: &[u8]) -> bool {
    format::split_lines(text).any(|l| {
        let start = l.iter().position(|b| !b" \t\r\x0b\x0c".contains(b));
        start.is_some_and(|i| l[i] == b'#')
    })
}

/// The reader of every size on the same bytes.
fn every_size(data: &[u8]) {
    let text = data.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(data);
    let boards = format::parse_boards("f", data);
    if let Ok(doc) = format::parse("f", data) {
        let doc = doc.puzzles.iter().map(|e| (e.line, e.grid));
        let boards = boards.expect("what the 9x9 reader reads");
        let got = boards.puzzles.iter().map(|e| (e.line, e.board.to_grid().unwrap()));
        assert!(got.eq(doc));
        return;
    }
    match boards {
        Ok(doc) => {
            assert!(!doc.puzzles.is_empty());
            for e in &doc.puzzles {
                assert!(e.line >= 1);
                assert!(e.board.cells().iter().all(|&d| d as usize <= e.board.side()));
                let fmt = if doc.format == Format::Collection {
                    Format::Line
                } else {
                    doc.format
                };
                let again = format::write_board(&e.board, e.alphabet, fmt);
                let back = format::parse_boards("w", again.as_bytes()).unwrap();
                assert_eq!(back.puzzles[0].board, e.board, "{again}");
                assert_eq!(back.format, fmt);
            }
            if matches!(doc.format, Format::Line | Format::Collection) {
                // Line by line, the same puzzles.
                let mut streamed = Vec::new();
                for (i, line) in format::split_lines(data).enumerate() {
                    if let Some(b) = format::parse_board_line("f", i + 1, line).unwrap() {
                        streamed.push((b.line, b.board));
                    }
                }
                let got: Vec<_> = doc.puzzles.iter().map(|e| (e.line, e.board.clone())).collect();
                assert_eq!(got, streamed);
            }
        }
        Err(e) => check_position(text, &e),
    }
}
