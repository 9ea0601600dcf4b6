//! Arbitrary and nearly valid input never panics, and errors point inside the text.

#[path = "common/parse_error.rs"]
mod parse_error;

use parse_error::check_position;
use proptest::prelude::*;
use sudoku_engine::format::{self, Format, ParseError};
use sudoku_engine::Grid;

fn check_parse(text: &[u8]) {
    match format::parse("fuzz.txt", text) {
        Ok(doc) => {
            assert!(!doc.puzzles.is_empty());
            for e in &doc.puzzles {
                assert!(e.line >= 1);
                assert!(e.grid.cells().iter().all(|&d| d <= 9));
            }
        }
        Err(e) => check_position(text, &e),
    }
}

fn grid_strategy() -> impl Strategy<Value = Grid> {
    proptest::collection::vec(0u8..=9, 81).prop_map(|v| {
        let mut cells = [0u8; 81];
        cells.copy_from_slice(&v);
        Grid::from_cells(cells)
    })
}

fn format_strategy() -> impl Strategy<Value = Format> {
    proptest::sample::select(Format::ALL.to_vec())
}

/// Bytes that matter to the parsers.
const INTERESTING: &[u8] = b"0123456789._*Xx|-+=#:[] \t\r\n\0\xFF\xC3\xA9a\xE2\x94\x95\x80\x82";

#[derive(Clone, Debug)]
enum Edit {
    Delete(usize),
    Insert(usize, u8),
    Replace(usize, u8),
    Duplicate(usize),
}

fn edit_strategy() -> impl Strategy<Value = Edit> {
    let byte = proptest::sample::select(INTERESTING.to_vec());
    prop_oneof![
        any::<usize>().prop_map(Edit::Delete),
        (any::<usize>(), byte.clone()).prop_map(|(i, b)| Edit::Insert(i, b)),
        (any::<usize>(), byte).prop_map(|(i, b)| Edit::Replace(i, b)),
        any::<usize>().prop_map(Edit::Duplicate),
    ]
}

fn apply(text: &mut Vec<u8>, edit: &Edit) {
    if text.is_empty() {
        return;
    }
    match *edit {
        Edit::Delete(i) => {
            text.remove(i % text.len());
        }
        Edit::Insert(i, b) => text.insert(i % (text.len() + 1), b),
        Edit::Replace(i, b) => {
            let n = text.len();
            text[i % n] = b;
        }
        Edit::Duplicate(i) => {
            // Repeat a whole line (or drop it), the commonest real mistake.
            let i = i % text.len();
            let start = text[..i]
                .iter()
                .rposition(|&b| b == b'\n')
                .map_or(0, |p| p + 1);
            let end = text[i..]
                .iter()
                .position(|&b| b == b'\n')
                .map_or(text.len(), |p| i + p + 1);
            let line = text[start..end].to_vec();
            if i.is_multiple_of(2) {
                text.splice(start..start, line);
            } else {
                text.drain(start..end);
            }
        }
    }
}

/// When the whole text reads as one puzzle per line, it reads exactly as the lines do
/// one by one: same puzzles, or the same first error.
fn same_as_streaming(text: &[u8]) {
    let mut streamed = Vec::new();
    let mut first_error = None;
    for (i, line) in format::split_lines(text).enumerate() {
        match format::parse_collection_line("m", i + 1, line) {
            Ok(Some(g)) => streamed.push(g),
            Ok(None) => {}
            Err(e) => {
                first_error = Some(e);
                break;
            }
        }
    }
    match format::parse("m", text) {
        Ok(doc) if matches!(doc.format, Format::Line | Format::Collection) => {
            assert!(first_error.is_none(), "{first_error:?}");
            let got: Vec<Grid> = doc.puzzles.iter().map(|e| e.grid).collect();
            assert_eq!(got, streamed);
        }
        Ok(_) => {}
        Err(e) => {
            let starts_long =
                text.len() >= 41 && text[..41].iter().all(|b| b"123456789.".contains(b));
            if starts_long && !text.contains(&0) {
                assert_eq!(Some(e), first_error);
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

    #[test]
    fn arbitrary_bytes(bytes in proptest::collection::vec(any::<u8>(), 0..600)) {
        check_parse(&bytes);
        for (i, line) in format::split_lines(&bytes).enumerate() {
            match format::parse_collection_line("fuzz.txt", i + 1, line) {
                Ok(_) => {}
                Err(e) => {
                    prop_assert_eq!(e.line, i + 1);
                    check_position(line, &ParseError { line: 1, ..e });
                }
            }
        }
    }

    #[test]
    fn arbitrary_interesting_bytes(
        bytes in proptest::collection::vec(proptest::sample::select(INTERESTING.to_vec()), 0..400)
    ) {
        check_parse(&bytes);
    }

    #[test]
    fn every_format_round_trips(grid in grid_strategy(), fmt in format_strategy()) {
        let text = format::write(&grid, fmt);
        let doc = format::parse("w", text.as_bytes()).unwrap();
        prop_assert_eq!(doc.format, fmt);
        prop_assert_eq!(doc.puzzles.len(), 1);
        prop_assert_eq!(doc.puzzles[0].grid, grid);
        // Windows line endings and trailing spaces change nothing.
        let crlf = text.replace('\n', "  \r\n");
        let doc = format::parse("w", crlf.as_bytes()).unwrap();
        prop_assert_eq!(doc.format, fmt);
        prop_assert_eq!(doc.puzzles[0].grid, grid);
    }

    #[test]
    fn collections_round_trip(grids in proptest::collection::vec(grid_strategy(), 2..20)) {
        let text = format::write_collection(&grids);
        let doc = format::parse("c", text.as_bytes()).unwrap();
        prop_assert_eq!(doc.format, Format::Collection);
        let got: Vec<Grid> = doc.puzzles.iter().map(|e| e.grid).collect();
        prop_assert_eq!(got, grids);
    }

    #[test]
    fn mutated_puzzles_never_panic(
        grid in grid_strategy(),
        fmt in format_strategy(),
        edits in proptest::collection::vec(edit_strategy(), 1..6),
    ) {
        let mut text = format::write(&grid, fmt).into_bytes();
        for e in &edits {
            apply(&mut text, e);
        }
        check_parse(&text);
        for (i, line) in format::split_lines(&text).enumerate() {
            if let Err(e) = format::parse_collection_line("m", i + 1, line) {
                prop_assert_eq!(e.line, i + 1);
            }
        }
    }

    #[test]
    fn mutated_collections_never_panic(
        grids in proptest::collection::vec(grid_strategy(), 2..6),
        edits in proptest::collection::vec(edit_strategy(), 1..6),
    ) {
        let mut text = format::write_collection(&grids).into_bytes();
        for e in &edits {
            apply(&mut text, e);
        }
        check_parse(&text);
        same_as_streaming(&text);
    }
}
