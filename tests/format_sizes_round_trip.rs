//! Whatever is written reads back as the same puzzle, at every size and in every
//! alphabet: the formats of `write_board` (what the app saves) and the outputs of
//! `solve --output grid|line` (`Alphabet::rows`, `Alphabet::line`, what the CLI prints).
//! The puzzles are those people write: a solution with any of its cells blank, none of
//! them (a whole grid, as `solve` prints it) or all; in letters, and at 16x16 in the hex
//! convention (`0` for 16) too.

use proptest::prelude::*;
use sudoku_engine::board::Board;
use sudoku_engine::format::{self, Alphabet, Format};
use sudoku_engine::shape::Shape;

/// A solved board of `shape`, its digits renamed by `order` (a permutation of 1..=N) so
/// that every digit lands anywhere.
fn solved(shape: Shape, order: &[u8]) -> Board {
    let n = shape.side();
    let (br, bc) = (shape.box_rows(), shape.box_cols());
    let cells = (0..n * n)
        .map(|i| {
            let (r, c) = (i / n, i % n);
            order[(bc * (r % br) + r / br + c) % n]
        })
        .collect();
    Board::from_cells(shape, cells).unwrap()
}

/// What is blanked of a solution.
#[derive(Clone, Copy, Debug)]
enum Blanks {
    /// None: a whole grid.
    None,
    /// Every cell.
    All,
    /// The cells of one digit: one in each row, column and box.
    Digit(u8),
    /// Cells picked at random, about one in `n`.
    Some(u64, u8),
}

fn puzzle() -> impl Strategy<Value = (Board, Alphabet)> {
    (0..Shape::STANDARD.len(), any::<bool>())
        .prop_flat_map(|(s, hex)| {
            let shape = Shape::STANDARD[s];
            let n = shape.side() as u8;
            let order: Vec<u8> = (1..=n).collect();
            let blanks = prop_oneof![
                Just(Blanks::None),
                Just(Blanks::All),
                (1..=n).prop_map(Blanks::Digit),
                (any::<u64>(), 2..8u8).prop_map(|(seed, n)| Blanks::Some(seed, n)),
            ];
            (
                Just(shape),
                Just(hex && n == 16),
                Just(order).prop_shuffle(),
                blanks,
            )
        })
        .prop_map(|(shape, hex, order, blanks)| {
            let mut board = solved(shape, &order);
            let mut seed = 0;
            for cell in 0..shape.cells() {
                let blank = match blanks {
                    Blanks::None => false,
                    Blanks::All => true,
                    Blanks::Digit(d) => board.get(cell) == d,
                    Blanks::Some(s, n) => {
                        seed = (s ^ seed).wrapping_mul(6364136223846793005).wrapping_add(1);
                        (seed >> 33) % u64::from(n) == 0
                    }
                };
                if blank {
                    board.try_set(cell, 0).unwrap();
                }
            }
            let alphabet = if hex {
                Alphabet::Hex
            } else {
                Alphabet::Letters
            };
            (board, alphabet)
        })
}

/// The alphabet a board written in `alphabet` reads back in: hex shows only in a 16.
fn read_back_as(board: &Board, alphabet: Alphabet) -> Alphabet {
    if board.cells().contains(&16) {
        alphabet
    } else {
        Alphabet::Letters
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn every_format_reads_back_as_written((board, alphabet) in puzzle(), f in 0..Format::ALL.len()) {
        let format = Format::ALL[f];
        let text = format::write_board(&board, alphabet, format);
        let doc = format::parse_boards("w", text.as_bytes()).unwrap_or_else(|e| panic!("{e}\n{text}"));
        prop_assert_eq!(doc.puzzles.len(), 1);
        prop_assert_eq!(&doc.puzzles[0].board, &board, "{}", text);
        prop_assert_eq!(doc.puzzles[0].alphabet, read_back_as(&board, alphabet), "{}", text);
        // Rows in letters with `.` blanks are the SadMan layout: written so where `0`
        // blanks would read as the hex 16 (a letters puzzle that gives no 16), and for
        // a hex board that gives no 16 (which reads as letters).
        let letters = doc.puzzles[0].alphabet == Alphabet::Letters;
        let sdk = format == Format::Rows && text.contains('.') && letters;
        let want = if sdk { Format::Sdk } else { format };
        prop_assert_eq!(doc.format, want, "{}", text);
        // What was read writes the same text again (a hex board without a 16 reads as
        // letters, and letters write `0` blanks where hex writes `.`).
        if doc.puzzles[0].alphabet == alphabet {
            let again = format::write_board(&doc.puzzles[0].board, alphabet, format);
            prop_assert_eq!(again, text);
        }
    }

    #[test]
    fn every_output_of_solve_reads_back_as_printed((board, alphabet) in puzzle(), grid in any::<bool>()) {
        // `solve --output grid` prints `rows`, `--output line` prints `line`.
        let text = if grid { alphabet.rows(&board) } else { alphabet.line(&board) + "\n" };
        let doc = format::parse_boards("out", text.as_bytes()).unwrap_or_else(|e| panic!("{e}\n{text}"));
        prop_assert_eq!(doc.puzzles.len(), 1);
        prop_assert_eq!(&doc.puzzles[0].board, &board, "{}", text);
        prop_assert_eq!(doc.puzzles[0].alphabet, read_back_as(&board, alphabet), "{}", text);
    }
}

/// The cases the strategy above may miss, each once.
#[test]
fn whole_hex_grids_and_letters_without_a_sixteen_read_back() {
    let shape = Shape::for_side(16).unwrap();
    let order: Vec<u8> = (1..=16).collect();
    let whole = solved(shape, &order);
    for text in [Alphabet::Hex.rows(&whole), Alphabet::Hex.line(&whole)] {
        assert!(text.contains('0') && !text.contains('.') && !text.contains('G'));
        let doc = format::parse_boards("hex", text.as_bytes()).unwrap();
        assert_eq!(doc.puzzles[0].board, whole);
        assert_eq!(doc.puzzles[0].board.filled(), 256);
        assert_eq!(doc.puzzles[0].alphabet, Alphabet::Hex);
    }
    // The same grid with its 16s blank, in letters: `0` blanks would read as hex.
    let mut no_sixteen = whole.clone();
    for cell in 0..256 {
        if whole.get(cell) == 16 {
            no_sixteen.try_set(cell, 0).unwrap();
        }
    }
    for format in Format::ALL {
        let text = format::write_board(&no_sixteen, Alphabet::Letters, format);
        let doc = format::parse_boards("letters", text.as_bytes()).unwrap();
        assert_eq!(doc.puzzles[0].board, no_sixteen, "{format}\n{text}");
    }
    // A whole hex grid whose 16s clash is written in letters, and reads back.
    let mut clash = whole.clone();
    let at = (0..256)
        .find(|&c| whole.get(c) != 16 && c / 16 == 0)
        .unwrap();
    clash.try_set(at, 16).unwrap();
    let text = Alphabet::Hex.rows(&clash);
    assert!(text.contains('G'), "{text}");
    assert_eq!(
        format::parse_boards("f", text.as_bytes()).unwrap().puzzles[0].board,
        clash
    );
}
