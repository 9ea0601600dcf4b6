//! Puzzles of every size: whatever is written in any format and alphabet reads back the
//! same; arbitrary and nearly valid text never panics, errors point inside the text, and
//! a 9x9 text reads exactly as the 9x9 reader reads it.

#[path = "common/parse_error.rs"]
mod parse_error;

use parse_error::check_position;
use proptest::prelude::*;
use sudoku_engine::board::Board;
use sudoku_engine::format::{self, Alphabet, Format};
use sudoku_engine::shape::Shape;

/// A board of any standard shape with any digits (clashes and all), and an alphabet it
/// can be written in unambiguously: hex only at 16x16, with a blank and a 16 in it.
fn board_strategy() -> impl Strategy<Value = (Board, Alphabet)> {
    (0..Shape::STANDARD.len(), any::<bool>())
        .prop_flat_map(|(s, hex)| {
            let shape = Shape::STANDARD[s];
            let n = shape.side() as u8;
            (
                Just(shape),
                Just(hex && n == 16),
                proptest::collection::vec(0..=n, shape.cells()),
            )
        })
        .prop_map(|(shape, hex, mut cells)| {
            if hex {
                cells[0] = 0;
                cells[1] = 16;
            }
            let alphabet = if hex {
                Alphabet::Hex
            } else {
                Alphabet::Letters
            };
            (Board::from_cells(shape, cells).unwrap(), alphabet)
        })
}

fn check(text: &[u8]) {
    let boards = format::parse_boards("f", text);
    if let Ok(doc) = format::parse("f", text) {
        let doc9: Vec<_> = doc.puzzles.iter().map(|e| (e.line, e.grid)).collect();
        let boards = boards.expect("what the 9x9 reader reads");
        let got: Vec<_> = boards
            .puzzles
            .iter()
            .map(|e| (e.line, e.board.to_grid().unwrap()))
            .collect();
        assert_eq!(got, doc9);
        assert_eq!(boards.format, doc.format);
        return;
    }
    match boards {
        Ok(doc) => {
            assert!(!doc.puzzles.is_empty());
            for e in &doc.puzzles {
                assert!(e.line >= 1);
                assert!(e
                    .board
                    .cells()
                    .iter()
                    .all(|&d| d as usize <= e.board.side()));
                let fmt = match doc.format {
                    Format::Collection => Format::Line,
                    f => f,
                };
                let again = format::write_board(&e.board, e.alphabet, fmt);
                let back = format::parse_boards("w", again.as_bytes()).unwrap();
                assert_eq!(back.puzzles[0].board, e.board, "{again}");
            }
        }
        Err(e) => check_position(text, &e),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn every_board_round_trips((board, alphabet) in board_strategy(), f in 0..Format::ALL.len(), crlf in any::<bool>()) {
        let format = Format::ALL[f];
        let mut text = format::write_board(&board, alphabet, format);
        if crlf {
            text = text.replace('\n', "\r\n");
        }
        let doc = format::parse_boards("w", text.as_bytes()).unwrap_or_else(|e| panic!("{e}\n{text}"));
        prop_assert_eq!(doc.format, format);
        prop_assert_eq!(doc.puzzles.len(), 1);
        prop_assert_eq!(&doc.puzzles[0].board, &board);
        prop_assert_eq!(doc.puzzles[0].alphabet, alphabet);
        if let Some(grid) = board.to_grid() {
            prop_assert_eq!(text.replace("\r\n", "\n"), format::write(&grid, format));
        }
    }

    #[test]
    fn collections_of_mixed_sizes_read_back_in_order(boards in proptest::collection::vec(board_strategy(), 2..6)) {
        let text: String = boards
            .iter()
            .map(|(b, a)| format::write_board(b, *a, Format::Line))
            .collect();
        let doc = format::parse_boards("c", text.as_bytes()).unwrap_or_else(|e| panic!("{e}\n{text}"));
        // Sixteen 4x4 lines would be one 16x16 grid: never this few.
        prop_assert_eq!(doc.format, Format::Collection);
        let got: Vec<&Board> = doc.puzzles.iter().map(|e| &e.board).collect();
        let want: Vec<&Board> = boards.iter().map(|(b, _)| b).collect();
        prop_assert_eq!(got, want);
    }

    #[test]
    fn arbitrary_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..700)) {
        check(&bytes);
    }

    #[test]
    fn nearly_valid_text_never_panics(
        (board, alphabet) in board_strategy(),
        f in 0..Format::ALL.len(),
        at in any::<prop::sample::Index>(),
        what in prop::sample::select(&b"0.G1AZz |-#:\n\r\x00x+"[..]),
        delete in any::<bool>(),
    ) {
        let mut text = format::write_board(&board, alphabet, Format::ALL[f]).into_bytes();
        let i = at.index(text.len());
        if delete {
            text.remove(i);
        } else {
            text[i] = what;
        }
        check(&text);
    }
}
