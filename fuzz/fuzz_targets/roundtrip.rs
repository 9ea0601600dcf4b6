//! Any grid written in any format reads back as the same grid in the same format, also
//! with CRLF or lone CR line ends, trailing spaces, a byte order mark and no final newline; a
//! collection of grids reads back in order. The same at every size, in both alphabets.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudoku_engine::board::Board;
use sudoku_engine::format::{self, Alphabet, Format};
use sudoku_engine::shape::Shape;
use sudoku_engine::Grid;

fn grid_from(bytes: &[u8]) -> Grid {
    let mut cells = [0u8; 81];
    for (c, &b) in cells.iter_mut().zip(bytes) {
        *c = b % 10;
    }
    Grid::from_cells(cells)
}

fuzz_target!(|data: &[u8]| {
    let Some((&how, rest)) = data.split_first() else {
        return;
    };
    let fmt = Format::ALL[how as usize % Format::ALL.len()];
    every_size(how, rest, fmt);
    let grid = grid_from(rest);
    let text = format::write(&grid, fmt);
    let variant = match (how >> 3) % 5 {
        0 => text.clone(),
        1 => text.replace('\n', "\r\n"),
        2 => format!("\u{feff}{}", text.replace('\n', " \t\n")),
        3 => text.replace('\n', "\r"),
        _ => text.trim_end_matches('\n').to_string(),
    };
    for t in [&text, &variant] {
        let doc = format::parse("w", t.as_bytes()).unwrap_or_else(|e| panic!("{e}\n{t}"));
        assert_eq!(doc.format, fmt, "{t}");
        assert_eq!(doc.puzzles.len(), 1);
        assert_eq!(doc.puzzles[0].grid, grid, "{t}");
    }

    // Several grids, one per line.
    let grids: Vec<Grid> = rest.chunks(81).map(grid_from).collect();
    if grids.len() >= 2 {
        let text = format::write_collection(&grids);
        let doc = format::parse("c", text.as_bytes()).unwrap();
        assert_eq!(doc.format, Format::Collection);
        let got: Vec<Grid> = doc.puzzles.iter().map(|e| e.grid).collect();
        assert_eq!(got, grids);
        let lines: Vec<usize> = doc.puzzles.iter().map(|e| e.line).collect();
        assert_eq!(lines, (1..=grids.len()).collect::<Vec<_>>());
    }
});

/// A board of the shape the bytes pick, written in `fmt` and read back.
fn every_size(how: u8, rest: &[u8], fmt: Format) {
    let Some((&pick, rest)) = rest.split_first() else {
        return;
    };
    let shape = Shape::STANDARD[pick as usize % Shape::STANDARD.len()];
    let n = shape.side() as u8;
    let mut cells: Vec<u8> = (0..shape.cells())
        .map(|i| rest.get(i).map_or(0, |&b| b % (n + 1)))
        .collect();
    // Hex needs a blank and a 16 to be told from letters.
    let hex = n == 16 && pick & 0x80 != 0;
    if hex {
        cells[0] = 0;
        cells[1] = 16;
    }
    let alphabet = if hex { Alphabet::Hex } else { Alphabet::Letters };
    let board = Board::from_cells(shape, cells).unwrap();
    let text = format::write_board(&board, alphabet, fmt);
    let variant = match (how >> 3) % 3 {
        0 => text.replace('\n', "\r\n"),
        1 => format!("\u{feff}{}", text.replace('\n', " \t\n")),
        _ => text.trim_end_matches('\n').to_string(),
    };
    for t in [&text, &variant] {
        let doc = format::parse_boards("w", t.as_bytes()).unwrap_or_else(|e| panic!("{e}\n{t}"));
        assert_eq!(doc.format, fmt, "{t}");
        assert_eq!(doc.puzzles.len(), 1);
        assert_eq!(doc.puzzles[0].board, board, "{t}");
        assert_eq!(doc.puzzles[0].alphabet, alphabet, "{t}");
    }
}
