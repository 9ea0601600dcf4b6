//! The same puzzle in every format reads to the same grid; writing then reading gives
//! back the grid and the format; the data-file shapes read as collections.

use std::path::{Path, PathBuf};

use sudoku_engine::format::{self, Document, Format};
use sudoku_engine::Grid;

const SAMPLE: &str =
    "103000509002109400000704000300502006060000050700803004000401000009205800804000107";

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/format")
        .join(name)
}

fn read(name: &str) -> Document {
    match format::read_path(&fixture(name)) {
        Ok(d) => d,
        Err(e) => panic!("{name}: {e}"),
    }
}

fn sample() -> Grid {
    Grid::from_line(SAMPLE).unwrap()
}

#[test]
fn the_sample_in_every_format() {
    let cases = [
        ("rows.txt", Format::Rows, 1),
        ("spaced.txt", Format::SpacedRows, 1),
        ("line.txt", Format::Line, 1),
        ("puzzle.sdk", Format::Sdk, 5),
        ("puzzle.ss", Format::Ss, 1),
        ("bordered.txt", Format::Bordered, 1),
        ("pretty.txt", Format::Bordered, 1),
        ("unicode.txt", Format::Bordered, 1),
        ("pretty_ss.txt", Format::Ss, 1),
    ];
    for (name, fmt, line) in cases {
        let doc = read(name);
        assert_eq!(doc.format, fmt, "{name}");
        assert_eq!(doc.puzzles.len(), 1, "{name}");
        assert_eq!(doc.puzzles[0].grid, sample(), "{name}");
        assert_eq!(doc.puzzles[0].line, line, "{name}");
    }
}

#[test]
fn baekjoon_2239_sample() {
    let text = "103000509\n002109400\n000704000\n300502006\n060000050\n700803004\n000401000\n009205800\n804000107\n";
    let doc = format::parse("input.txt", text.as_bytes()).unwrap();
    assert_eq!(doc.format, Format::Rows);
    assert_eq!(doc.puzzles[0].grid, sample());
    // Without the final newline, with CRLF, with trailing spaces.
    for variant in [
        text.trim_end().to_string(),
        text.replace('\n', "\r\n"),
        text.replace('\n', "  \n"),
    ] {
        let doc = format::parse("input.txt", variant.as_bytes()).unwrap();
        assert_eq!(doc.format, Format::Rows, "{variant:?}");
        assert_eq!(doc.puzzles[0].grid, sample());
    }
}

#[test]
fn write_then_parse_round_trips() {
    let mut grids = vec![sample(), Grid::empty()];
    // A complete grid: no blanks at all.
    grids.push(
        Grid::from_line(
            "123456789456789123789123456214365897365897214897214365531642978642978531978531642",
        )
        .unwrap(),
    );
    for g in &grids {
        for fmt in Format::ALL {
            let text = format::write(g, fmt);
            assert!(text.ends_with('\n'), "{fmt:?}");
            let doc = format::parse("w", text.as_bytes())
                .unwrap_or_else(|e| panic!("{fmt:?}: {e}\n{text}"));
            assert_eq!(doc.format, fmt, "{text}");
            assert_eq!(doc.puzzles.len(), 1);
            assert_eq!(&doc.puzzles[0].grid, g, "{fmt:?}");
        }
    }
}

#[test]
fn write_collection_round_trips() {
    let a = sample();
    let mut b = sample();
    b.set(1, 7);
    let text = format::write_collection(&[a, b, a]);
    assert_eq!(text.lines().count(), 3);
    assert!(text.lines().all(|l| l.len() == 81));
    let doc = format::parse("c.sdm", text.as_bytes()).unwrap();
    assert_eq!(doc.format, Format::Collection);
    let got: Vec<Grid> = doc.puzzles.iter().map(|e| e.grid).collect();
    assert_eq!(got, vec![a, b, a]);
    assert_eq!(
        doc.puzzles.iter().map(|e| e.line).collect::<Vec<_>>(),
        [1, 2, 3]
    );
    // A single puzzle written as a collection line reads back as a line.
    let one = format::write_collection(&[a]);
    assert_eq!(
        format::parse("c", one.as_bytes()).unwrap().format,
        Format::Line
    );
}

#[test]
fn collection_with_comments_and_blank_lines() {
    let doc = read("collection.sdm");
    assert_eq!(doc.format, Format::Collection);
    assert_eq!(doc.puzzles.len(), 3);
    assert_eq!(doc.puzzles[0].grid, sample());
    assert_eq!(doc.puzzles[0].line, 3);
    assert_eq!(doc.puzzles[2].line, 5);
}

#[test]
fn crlf_collection_with_header_comments() {
    let doc = read("crlf_17_clue.txt");
    assert_eq!(doc.format, Format::Collection);
    assert_eq!(doc.puzzles.len(), 8);
    assert_eq!(doc.puzzles[0].line, 5);
    assert_eq!(
        doc.puzzles[0].grid,
        Grid::from_line(
            ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7..."
        )
        .unwrap()
    );
    assert!(doc.puzzles.iter().all(|e| e.grid.filled() == 17));
}

#[test]
fn puzzle_count_solution_lines() {
    let doc = read("puzzle_count_solution.txt");
    assert_eq!(doc.format, Format::Collection);
    assert_eq!(doc.puzzles.len(), 11);
    assert_eq!(
        doc.puzzles[0].grid,
        Grid::from_line(
            ".5..83.17...1..4..3.4..56.8....3...9.9.8245....6....7...9....5...729..861.36.72.4"
        )
        .unwrap()
    );
    let doc = read("forum_hardest.txt");
    assert_eq!(doc.format, Format::Collection);
    assert_eq!(doc.puzzles.len(), 5);
}

#[test]
fn trailing_text_comments() {
    let doc = read("trailing_comments.txt");
    assert_eq!(doc.format, Format::Collection);
    assert_eq!(doc.puzzles.len(), 3);
    assert_eq!(doc.puzzles[2].grid.get(1), 4);
}

#[test]
fn streaming_lines_match_the_whole_file() {
    let bytes = std::fs::read(fixture("crlf_17_clue.txt")).unwrap();
    let whole = format::parse("f", &bytes).unwrap();
    let mut streamed = Vec::new();
    for (i, line) in bytes.split(|&b| b == b'\n').enumerate() {
        if let Some(g) = format::parse_collection_line("f", i + 1, line).unwrap() {
            streamed.push(g);
        }
    }
    let whole: Vec<Grid> = whole.puzzles.iter().map(|e| e.grid).collect();
    assert_eq!(streamed, whole);
}
