//! Any grid written in any format reads back as the same grid in the same format, also
//! with CRLF or lone CR line ends, trailing spaces, a byte order mark and no final newline; a
//! collection of grids reads back in order.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudoku_engine::format::{self, Format};
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
