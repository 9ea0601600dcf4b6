//! Reading a large collection is linear and cheap: 49,158 CRLF lines (4 MB, the size of
//! the full 17-clue list) parse in a few milliseconds in an optimised build.

mod common;

use std::time::Duration;

use common::thread_cpu_time;
use sudoku_engine::format::{self, Format};
use sudoku_engine::Grid;

const LINES: usize = 49_158;

/// A CRLF collection with a comment header, in the shape of `puzzles2_17_clue`.
fn big_collection() -> (Vec<u8>, Vec<Grid>) {
    let mut text = b"# generated\r\n#\r\n".to_vec();
    let mut grids = Vec::with_capacity(LINES);
    let mut seed = 0x2545_F491_4F6C_DD1Du64;
    for _ in 0..LINES {
        let mut cells = [0u8; 81];
        for _ in 0..17 {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            cells[(seed % 81) as usize] = (seed >> 8) as u8 % 9 + 1;
        }
        let g = Grid::from_cells(cells);
        text.extend(
            g.cells()
                .iter()
                .map(|&d| if d == 0 { b'.' } else { b'0' + d }),
        );
        text.extend_from_slice(b"\r\n");
        grids.push(g);
    }
    (text, grids)
}

#[test]
fn large_collection_parses_fast() {
    let (text, grids) = big_collection();
    assert!(text.len() > 4_000_000);
    let mut best = Duration::MAX;
    for _ in 0..3 {
        let start = thread_cpu_time();
        let doc = format::parse("big.txt", &text).unwrap();
        best = best.min(thread_cpu_time() - start);
        assert_eq!(doc.format, Format::Collection);
        assert_eq!(doc.puzzles.len(), LINES);
        assert_eq!(doc.puzzles[0].line, 3);
        assert_eq!(doc.puzzles[LINES - 1].grid, grids[LINES - 1]);
    }
    eprintln!("parsed {LINES} puzzles in {best:?}");
    // Generous enough for an unoptimised build on a busy machine.
    let limit = if cfg!(debug_assertions) {
        Duration::from_secs(3)
    } else {
        Duration::from_millis(100)
    };
    assert!(best < limit, "{best:?}");
}

#[test]
fn streaming_a_large_collection() {
    let (text, grids) = big_collection();
    let start = thread_cpu_time();
    let mut n = 0;
    for (i, line) in text.split(|&b| b == b'\n').enumerate() {
        if let Some(g) = format::parse_collection_line("big.txt", i + 1, line).unwrap() {
            assert_eq!(g, grids[n]);
            n += 1;
        }
    }
    assert_eq!(n, LINES);
    assert!(thread_cpu_time() - start < Duration::from_secs(3));
}
