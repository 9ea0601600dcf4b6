//! Every malformed input gets one exact, positioned message.

mod common;

use std::time::Duration;

use common::thread_cpu_time;

use sudoku_engine::format::{self, Format, ParseError};

const ROWS: [&str; 9] = common::SAMPLE_ROWS;

const LINE: &str =
    "1.3...5.9..21.94.....7.4...3..5.2..6.6.....5.7..8.3..4...4.1.....92.58..8.4...1.7";

fn rows_text(rows: &[&str]) -> String {
    rows.iter().map(|r| format!("{r}\n")).collect()
}

fn err(text: impl AsRef<[u8]>) -> String {
    match format::parse("sample.txt", text.as_ref()) {
        Err(e) => e.to_string(),
        Ok(doc) => panic!("accepted as {:?}", doc.format),
    }
}

fn with_row(i: usize, row: &str) -> String {
    let mut rows = ROWS.to_vec();
    rows[i] = row;
    rows_text(&rows)
}

#[test]
fn error_fields_and_display() {
    let e: ParseError =
        format::parse("sample.txt", with_row(2, "00070400").as_bytes()).unwrap_err();
    assert_eq!(e.file, "sample.txt");
    assert_eq!((e.line, e.col), (3, 9));
    assert_eq!(e.message, "row 3 has 8 cells, expected 9");
    let boxed: Box<dyn std::error::Error> = Box::new(e);
    assert_eq!(
        boxed.to_string(),
        "sample.txt:3:9: row 3 has 8 cells, expected 9"
    );
}

#[test]
fn rows_with_wrong_cell_counts() {
    assert_eq!(
        err(with_row(2, "00070400")),
        "sample.txt:3:9: row 3 has 8 cells, expected 9"
    );
    assert_eq!(
        err(with_row(2, "0007040000")),
        "sample.txt:3:10: row 3 has 10 cells, expected 9"
    );
    assert_eq!(
        err(with_row(0, "10300050")),
        "sample.txt:1:9: row 1 has 8 cells, expected 9"
    );
    assert_eq!(
        err(with_row(8, "8")),
        "sample.txt:9:2: row 9 has 1 cell, expected 9"
    );
    // Trailing whitespace and CRLF do not move the column.
    assert_eq!(
        err(with_row(2, "00070400  ").replace('\n', "\r\n")),
        "sample.txt:3:9: row 3 has 8 cells, expected 9"
    );
}

#[test]
fn rows_with_wrong_row_counts() {
    assert_eq!(
        err(rows_text(&ROWS[..8])),
        "sample.txt:9:1: expected 9 rows, found 8"
    );
    assert_eq!(
        err(rows_text(&ROWS[..2])),
        "sample.txt:3:1: expected 9 rows, found 2"
    );
    let mut ten = ROWS.to_vec();
    ten.push("000000000");
    assert_eq!(
        err(rows_text(&ten)),
        "sample.txt:10:1: expected 9 rows, found 10"
    );
    // Two puzzles in a nine-row file: every extra row is counted.
    let twice = format!("{}\n{}", rows_text(&ROWS), rows_text(&ROWS));
    assert_eq!(err(twice), "sample.txt:11:1: expected 9 rows, found 18");
}

#[test]
fn unexpected_characters() {
    assert_eq!(
        err(with_row(1, "002a09400")),
        "sample.txt:2:4: unexpected 'a', expected a digit 1-9 or a blank (0 . _ * X)"
    );
    assert_eq!(
        err(with_row(1, "002\u{7}09400")),
        "sample.txt:2:4: unexpected '\\u{7}', expected a digit 1-9 or a blank (0 . _ * X)"
    );
    assert_eq!(
        err(with_row(1, "002x09400")),
        "sample.txt:2:4: unexpected 'x', expected a digit 1-9 or a blank (0 . _ * X)"
    );
    // Columns count characters, not bytes.
    assert_eq!(
        err(with_row(1, "é02a09400")),
        "sample.txt:2:1: unexpected 'é', expected a digit 1-9 or a blank (0 . _ * X)"
    );
    assert_eq!(
        err(format!("{}a{}", &LINE[..40], &LINE[41..])),
        "sample.txt:1:41: unexpected 'a', expected a digit 1-9 or a blank (0 . _ * X)"
    );
    assert_eq!(
        err(format!("{LINE}|x\n")),
        "sample.txt:1:82: unexpected '|' after 81 cells, expected whitespace, ':' or '#' before a comment"
    );
}

#[test]
fn nul_bytes() {
    assert_eq!(
        err(with_row(1, "002\u{0}09400")),
        "sample.txt:2:4: unexpected NUL byte, this is not a text file"
    );
    // Even inside a comment.
    assert_eq!(
        err(format!("# a\0b\n{LINE}\n")),
        "sample.txt:1:4: unexpected NUL byte, this is not a text file"
    );
    assert_eq!(
        err(b"\0\0\0\0"),
        "sample.txt:1:1: unexpected NUL byte, this is not a text file"
    );
}

#[test]
fn invalid_utf8() {
    let mut text = with_row(4, "060000050").into_bytes();
    let at = 4 * 10 + 1; // line 5, column 2
    text[at] = 0xFF;
    assert_eq!(
        err(&text),
        "sample.txt:5:2: unexpected byte 0xFF (not UTF-8), expected a digit 1-9 or a blank (0 . _ * X)"
    );
    let mut line = LINE.as_bytes().to_vec();
    line[20] = 0xC3; // a lone lead byte
    assert_eq!(
        err(&line),
        "sample.txt:1:21: unexpected byte 0xC3 (not UTF-8), expected a digit 1-9 or a blank (0 . _ * X)"
    );
    // Comments are not checked: Latin-1 metadata is fine.
    let sdk = format!("#AJos\u{e9}\n{}", rows_text(&ROWS)).replace('\u{e9}', "\u{1}");
    let mut sdk = sdk.into_bytes();
    let at = sdk.iter().position(|&b| b == 1).unwrap();
    sdk[at] = 0xE9;
    assert_eq!(format::parse("s", &sdk).unwrap().format, Format::Sdk);
}

#[test]
fn no_puzzle() {
    for text in [
        "",
        "\n",
        "  \r\n\r\n",
        "# just a comment\n",
        "#A me\n[Puzzle]\n",
    ] {
        assert_eq!(err(text), "sample.txt: no puzzle found", "{text:?}");
    }
}

#[test]
fn lines_of_80_and_82_cells() {
    assert_eq!(
        err(&LINE[..80]),
        "sample.txt:1:81: line has 80 cells, expected 81"
    );
    assert_eq!(
        err(format!("{LINE}1\n")),
        "sample.txt:1:82: line has 82 cells, expected 81"
    );
    assert_eq!(
        err(format!("{}\n", &LINE[..30])),
        "sample.txt:1:31: line has 30 cells, expected 81"
    );
    // A single line of nine digits is a short line, not a short grid.
    assert_eq!(
        err("103000509\n"),
        "sample.txt:1:10: line has 9 cells, expected 81"
    );
}

#[test]
fn collection_names_the_bad_line() {
    let text = format!(
        "# header\r\n{LINE}\r\n{LINE}\r\n{}\r\n{LINE}\r\n",
        &LINE[..80]
    );
    assert_eq!(err(text), "sample.txt:4:81: line has 80 cells, expected 81");
    let text = format!("{LINE}\n{LINE}7\n");
    assert_eq!(err(text), "sample.txt:2:82: line has 82 cells, expected 81");
    let text = format!("{LINE}\n{LINE}:1\n{}-{}\n", &LINE[..5], &LINE[6..]);
    assert_eq!(
        err(text),
        "sample.txt:3:6: unexpected '-', expected a digit 1-9 or a blank (0 . _ * X)"
    );
    // A first line that is too short still reads as a collection line.
    let text = format!("{}\n{LINE}\n", &LINE[..80]);
    assert_eq!(err(text), "sample.txt:1:81: line has 80 cells, expected 81");
}

#[test]
fn streaming_line_errors() {
    let e = format::parse_collection_line("big.txt", 12345, &LINE.as_bytes()[..80]).unwrap_err();
    assert_eq!(
        e.to_string(),
        "big.txt:12345:81: line has 80 cells, expected 81"
    );
    let e = format::parse_collection_line("big.txt", 7, b"12\x003").unwrap_err();
    assert_eq!(
        e.to_string(),
        "big.txt:7:3: unexpected NUL byte, this is not a text file"
    );
    assert_eq!(format::parse_collection_line("f", 1, b"\r"), Ok(None));
    assert_eq!(format::parse_collection_line("f", 1, b"# c"), Ok(None));
    let g = format::parse_collection_line("f", 1, format!("{LINE}\r").as_bytes())
        .unwrap()
        .unwrap();
    assert_eq!(g.get(0), 1);
}

#[test]
fn huge_single_line_is_rejected_quickly() {
    let text = "1".repeat(1_000_000);
    let start = thread_cpu_time();
    assert_eq!(
        err(&text),
        "sample.txt:1:65537: line too long (over 65536 bytes), expected 81 cells and an optional comment"
    );
    let text = "a".repeat(1_000_000);
    assert_eq!(
        err(&text),
        "sample.txt:1:1: unexpected 'a', expected a digit 1-9 or a blank (0 . _ * X)"
    );
    let text = format!("{}|\n{}", "1".repeat(1_000_000), "2".repeat(1_000_000));
    assert_eq!(
        err(&text),
        "sample.txt:1:65537: line too long (over 65536 bytes), expected 81 cells and an optional comment"
    );
    let text = format!("|{}\n{}", "1".repeat(1_000_000), "2".repeat(1_000_000));
    assert_eq!(
        err(&text),
        "sample.txt:1:11: row 1 has 1000000 cells, expected 9"
    );
    let text = "0\n".repeat(500_000);
    assert_eq!(err(&text), "sample.txt:1:2: row 1 has 1 cell, expected 9");
    let text = "000000000\n".repeat(500_000);
    assert_eq!(err(&text), "sample.txt:10:1: expected 9 rows, found 500000");
    // Linear work: even an unoptimised build takes far less than this.
    assert!(thread_cpu_time() - start < Duration::from_secs(5));
}

#[test]
fn spaced_rows_errors() {
    let mut rows: Vec<String> = ROWS
        .iter()
        .map(|r| r.chars().map(String::from).collect::<Vec<_>>().join(" "))
        .collect();
    rows[3] = "3 0 0 5 0 2 0 0".into();
    let text: String = rows.iter().map(|r| format!("{r}\n")).collect();
    assert_eq!(err(text), "sample.txt:4:16: row 4 has 8 cells, expected 9");
}

#[test]
fn sdk_errors() {
    let text = format!(
        "#AAuthor\n[Puzzle]\n{}[State]\n{}",
        rows_text(&ROWS[..8]).replace('0', "."),
        rows_text(&ROWS)
    );
    assert_eq!(err(text), "sample.txt:11:1: expected 9 rows, found 8");
    let text = format!("[Puzzle]\n{}", with_row(6, "...4.1..").replace('0', "."));
    assert_eq!(err(text), "sample.txt:8:9: row 7 has 8 cells, expected 9");
}

#[test]
fn ss_and_bordered_errors() {
    let ss = format::write(&sudoku_engine::Grid::empty(), Format::Ss);
    let short = ss.replacen("...|...|...\n", "...|...|..\n", 2);
    // The second row is on line 2.
    let short = short.replacen("...|...|..\n", "...|...|...\n", 1);
    assert_eq!(err(short), "sample.txt:2:11: row 2 has 8 cells, expected 9");
    let bordered = format::write(&sudoku_engine::Grid::empty(), Format::Bordered);
    let missing: String = bordered
        .lines()
        .enumerate()
        .filter(|&(i, _)| i != 11)
        .map(|(_, l)| format!("{l}\n"))
        .collect();
    // The last row (line 12) is gone: the ninth row was expected where the frame closes.
    assert_eq!(err(missing), "sample.txt:12:1: expected 9 rows, found 8");
    let extra = bordered.replacen("|...|", "|....|", 1);
    assert_eq!(
        err(extra),
        "sample.txt:2:13: row 1 has 10 cells, expected 9"
    );
    let bad = bordered.replacen("|...|", "|.?.|", 1);
    assert_eq!(
        err(bad),
        "sample.txt:2:3: unexpected '?', expected a digit 1-9 or a blank (0 . _ * X)"
    );
}

#[test]
fn unicode_grid_columns_count_characters() {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/format/unicode.txt"
    ))
    .unwrap();
    let bad = text.replacen("│ 3 . . │", "│ 3 . ? │", 1);
    assert_eq!(
        err(bad),
        "sample.txt:6:7: unexpected '?', expected a digit 1-9 or a blank (0 . _ * X)"
    );
    let short = text.replacen("│ 3 . . │", "│ 3 .   │", 1);
    assert_eq!(err(short), "sample.txt:6:24: row 4 has 8 cells, expected 9");
}

#[test]
fn clashing_givens_are_not_a_parse_error() {
    let doc = format::parse("s", with_row(0, "553000509").as_bytes()).unwrap();
    assert_eq!(doc.format, Format::Rows);
    assert!(!doc.puzzles[0].grid.conflicts().is_empty());
}

mod files {
    use super::*;
    use std::io::Write;

    #[test]
    fn missing_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("nope.txt");
        let e = format::read_path(&path).unwrap_err();
        assert_eq!(e.line, 0);
        assert_eq!(e.to_string(), format!("{}: no such file", path.display()));
    }

    #[test]
    fn a_directory() {
        let dir = tempfile::tempdir().unwrap();
        let e = format::read_path(dir.path()).unwrap_err();
        assert_eq!(
            e.to_string(),
            format!(
                "{}: is a directory, not a puzzle file",
                dir.path().display()
            )
        );
    }

    #[test]
    fn empty_file() {
        let file = tempfile::NamedTempFile::new().unwrap();
        let e = format::read_path(file.path()).unwrap_err();
        assert_eq!(
            e.to_string(),
            format!("{}: no puzzle found", file.path().display())
        );
    }

    #[test]
    fn too_large_file() {
        let file = tempfile::NamedTempFile::new().unwrap();
        // Sparse: no data is written.
        file.as_file().set_len(format::MAX_FILE_SIZE + 1).unwrap();
        let e = format::read_path(file.path()).unwrap_err();
        assert_eq!(e.line, 0);
        assert_eq!(
            e.to_string(),
            format!(
                "{}: file too large (67108865 bytes, the limit is 64 MiB): not a puzzle file",
                file.path().display()
            )
        );
    }

    #[test]
    fn errors_name_the_path() {
        let mut file = tempfile::NamedTempFile::new().unwrap();
        file.write_all(rows_text(&ROWS[..8]).as_bytes()).unwrap();
        let e = format::read_path(file.path()).unwrap_err();
        assert_eq!(
            e.to_string(),
            format!("{}:9:1: expected 9 rows, found 8", file.path().display())
        );
        let mut file = tempfile::NamedTempFile::new().unwrap();
        file.write_all(rows_text(&ROWS).as_bytes()).unwrap();
        let doc = format::read_path(file.path()).unwrap();
        assert_eq!(doc.format, Format::Rows);
    }
}
