use super::*;
use crate::shape::Shape;

const SOLVED_4: &str = "1234341221434321";

fn doc(text: &str) -> BoardDocument {
    parse_boards("f", text.as_bytes()).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

fn err(text: &str) -> String {
    parse_boards("f", text.as_bytes()).unwrap_err().to_string()
}

/// A solved board of every standard shape: the pattern (r*c_box + r/r_box + c) mod N.
pub(crate) fn solved(shape: Shape) -> Board {
    let n = shape.side();
    let (br, bc) = (shape.box_rows(), shape.box_cols());
    let cells = (0..n * n)
        .map(|i| {
            let (r, c) = (i / n, i % n);
            ((bc * (r % br) + r / br + c) % n + 1) as u8
        })
        .collect();
    Board::from_cells(shape, cells).unwrap()
}

#[test]
fn the_pattern_is_solved_at_every_size() {
    for shape in Shape::STANDARD {
        assert!(solved(shape).is_solved(), "{shape}");
    }
}

#[test]
fn sizes_come_from_the_text() {
    let d = doc(SOLVED_4);
    assert_eq!(d.format, Format::Line);
    assert_eq!(d.puzzles[0].board.side(), 4);
    assert_eq!(d.puzzles[0].board.to_line(), SOLVED_4);
    let d = doc("1234\n3412\n2143\n4321\n");
    assert_eq!(d.format, Format::Rows);
    assert_eq!(d.puzzles[0].board.to_line(), SOLVED_4);
    let d = doc("1 2 3 4\n3 4 1 2\n2 1 4 3\n4 3 2 1\n");
    assert_eq!(d.format, Format::SpacedRows);
    let spaced: Vec<String> = SOLVED_4.chars().map(String::from).collect();
    assert_eq!(doc(&spaced.join(" ")).puzzles[0].board.to_line(), SOLVED_4);
    let sixteen = solved(Shape::for_side(16).unwrap());
    let line = sixteen.to_line().to_lowercase();
    let d = doc(&line);
    assert_eq!(d.puzzles[0].board, sixteen);
    assert_eq!(d.puzzles[0].alphabet, Alphabet::Letters);
}

#[test]
fn collections_mix_sizes_each_line_on_its_own() {
    let nine = "103000509002109400000704000300502006060000050700803004000401000009205800804000107";
    let six = solved(Shape::for_side(6).unwrap()).to_line();
    let text = format!("# mixed\n{SOLVED_4}\n{nine}\n\n{six} a comment\n");
    let d = doc(&text);
    assert_eq!(d.format, Format::Collection);
    let sides: Vec<usize> = d.puzzles.iter().map(|e| e.board.side()).collect();
    assert_eq!(sides, [4, 9, 6]);
    let lines: Vec<usize> = d.puzzles.iter().map(|e| e.line).collect();
    assert_eq!(lines, [2, 3, 5]);
    // The streaming reader reads each line to the same puzzle.
    for (i, line) in text.lines().enumerate() {
        let got = parse_board_line("f", i + 1, line.as_bytes()).unwrap();
        let want = d.puzzles.iter().find(|e| e.line == i + 1).cloned();
        assert_eq!(got, want);
    }
}

#[test]
fn nine_by_nine_is_the_nine_by_nine_readers() {
    let nine = "103000509002109400000704000300502006060000050700803004000401000009205800804000107";
    let d = doc(nine);
    let g = parse("f", nine.as_bytes()).unwrap();
    assert_eq!(d.puzzles[0].board.to_grid(), Some(g.puzzles[0].grid));
    // The 9x9 errors, word for word.
    assert_eq!(err(&nine[1..]), "f:1:81: line has 80 cells, expected 81");
    assert_eq!(
        err(&nine.replace("509", "5a9")),
        parse("f", nine.replace("509", "5a9").as_bytes())
            .unwrap_err()
            .to_string()
    );
    let rows: Vec<&str> = (0..9).map(|r| &nine[9 * r..9 * r + 9]).collect();
    assert_eq!(
        err(&rows[..8].join("\n")),
        "f:9:1: expected 9 rows, found 8"
    );
    let mut short = rows.clone();
    short[4] = "06000005";
    assert_eq!(
        err(&short.join("\n")),
        "f:5:9: row 5 has 8 cells, expected 9"
    );
    // Spaced 81-cell lines stay refused, as the 9x9 reader refuses them.
    let spaced: Vec<String> = nine.chars().map(String::from).collect();
    assert!(err(&spaced.join(" ")).contains("with spaces between them"));
}

#[test]
fn errors_name_the_size_expected() {
    assert_eq!(
        err("123412341234123\n"),
        "f:1:16: line has 15 cells, expected 16 (a 4x4 grid)"
    );
    assert_eq!(
        err(&format!("{SOLVED_4}\n{}\n", &SOLVED_4[..15])),
        "f:2:16: line has 15 cells, expected 16 (a 4x4 grid)"
    );
    assert_eq!(
        err("1234\n3412\n214\n4321\n"),
        "f:3:4: row 3 has 3 cells, expected 4"
    );
    assert_eq!(err("1234\n3412\n2143\n"), "f:4:1: expected 4 rows, found 3");
    assert_eq!(
        err("1234\n3412\n2153\n4321\n"),
        "f:3:3: unexpected '5', expected a digit 1-4 or a blank (0 .) in a 4x4 grid"
    );
    let mut line = solved(Shape::for_side(16).unwrap()).to_line();
    line.replace_range(7..8, "H");
    assert_eq!(
        err(&line),
        "f:1:8: unexpected 'H', expected a digit 1-9, a letter A-G or a blank (0 .) in a 16x16 grid"
    );
    line.replace_range(7..8, "!");
    assert_eq!(
        err(&line),
        "f:1:8: unexpected '!', expected a digit 1-9, a letter A-G or a blank (0 .) in a 16x16 grid"
    );
    let six = solved(Shape::for_side(6).unwrap()).to_line();
    assert_eq!(
        err(&format!("{six}1")),
        "f:1:37: line has 37 cells, expected 36 (a 6x6 grid)"
    );
}

#[test]
fn hex_needs_a_dot_a_zero_and_no_g() {
    let sixteen = solved(Shape::for_side(16).unwrap());
    let mut puzzle = sixteen.clone();
    for c in (0..256).step_by(7) {
        puzzle.try_set(c, 0).unwrap();
    }
    let hex = write_board(&puzzle, Alphabet::Hex, Format::Line);
    assert!(hex.contains('0') && hex.contains('.') && !hex.contains('G'));
    let d = doc(&hex);
    assert_eq!(d.puzzles[0].alphabet, Alphabet::Hex);
    assert_eq!(d.puzzles[0].board, puzzle);
    // With a G, 0 is a blank again; without a dot, too.
    let letters = doc(&hex.replace('0', "G"));
    assert_eq!(letters.puzzles[0].alphabet, Alphabet::Letters);
    assert_eq!(letters.puzzles[0].board, puzzle);
    let no_dot = hex.replace('.', "0");
    let d = doc(&no_dot);
    assert_eq!(d.puzzles[0].alphabet, Alphabet::Letters);
    assert_eq!(
        d.puzzles[0].board.filled(),
        puzzle.filled() - puzzle.cells().iter().filter(|&&v| v == 16).count()
    );
    // In rows too, and an error in hex says so.
    let rows = write_board(&puzzle, Alphabet::Hex, Format::Rows);
    assert_eq!(doc(&rows).puzzles[0].alphabet, Alphabet::Hex);
    let bad = rows.replacen('1', "H", 1);
    assert!(err(&bad).contains("expected a hex digit 0-9 or A-F (0 is 16) or a blank (.)"));
}

#[test]
fn every_size_round_trips_through_every_format() {
    for shape in Shape::STANDARD {
        let mut board = solved(shape);
        for c in (0..shape.cells()).step_by(2) {
            board.try_set(c, 0).unwrap();
        }
        let alphabets: &[Alphabet] = if shape.side() == 16 {
            &[Alphabet::Letters, Alphabet::Hex]
        } else {
            &[Alphabet::Letters]
        };
        for &alphabet in alphabets {
            for format in Format::ALL {
                let text = write_board(&board, alphabet, format);
                let d = doc(&text);
                assert_eq!(d.format, format, "{shape} {format}\n{text}");
                assert_eq!(d.puzzles.len(), 1);
                assert_eq!(d.puzzles[0].board, board, "{shape} {format}\n{text}");
                assert_eq!(d.puzzles[0].alphabet, alphabet, "{shape} {format}\n{text}");
                let crlf = text.replace('\n', "\r\n");
                assert_eq!(doc(&crlf).puzzles[0].board, board, "{shape} {format}");
            }
        }
    }
}

#[test]
fn writes_grow_with_the_size() {
    let board = solved(Shape::for_side(6).unwrap());
    let ss = write_board(&board, Alphabet::Letters, Format::Ss);
    let lines: Vec<&str> = ss.lines().collect();
    assert_eq!(lines[0], "123|456");
    assert_eq!(lines[2], "-------");
    assert_eq!(lines.len(), 8);
    let framed = write_board(&board, Alphabet::Letters, Format::Bordered);
    let lines: Vec<&str> = framed.lines().collect();
    assert_eq!(lines[0], "*-------*");
    assert_eq!(lines[3], "|---+---|");
    let nine = Board::from(&crate::Grid::from_line(&"0".repeat(81)).unwrap());
    assert_eq!(
        write_board(&nine, Alphabet::Letters, Format::Ss),
        super::super::write(&nine.to_grid().unwrap(), Format::Ss)
    );
    let hex = solved(Shape::for_side(16).unwrap());
    assert_eq!(Alphabet::Hex.line(&hex).matches('0').count(), 16);
    assert_eq!(Alphabet::Letters.rows(&hex).lines().count(), 16);
}

#[test]
fn sixteen_lines_of_sixteen_are_a_grid() {
    let d = doc(&Alphabet::Letters.rows(&solved(Shape::for_side(16).unwrap())));
    assert_eq!(d.puzzles[0].board.side(), 16);
    let d = doc(&format!("{SOLVED_4}\n").repeat(15));
    assert_eq!(d.puzzles.len(), 15);
}

#[test]
fn the_size_comes_from_most_rows_not_the_first() {
    let rows = Alphabet::Letters.rows(&solved(Shape::for_side(16).unwrap()));
    let mut lines: Vec<&str> = rows.lines().collect();
    // One row short, the third or the first: named as the row it is.
    let short = &lines[2][..15];
    lines[2] = short;
    assert_eq!(
        err(&lines.join("\n")),
        "f:3:16: row 3 has 15 cells, expected 16"
    );
    let mut lines: Vec<&str> = rows.lines().collect();
    let first = &lines[0][..12];
    lines[0] = first;
    assert_eq!(
        err(&lines.join("\n")),
        "f:1:13: row 1 has 12 cells, expected 16"
    );
    // A row missing or one too many: rows all the same.
    let lines: Vec<&str> = rows.lines().collect();
    assert_eq!(
        err(&lines[..15].join("\n")),
        "f:16:1: expected 16 rows, found 15"
    );
    // Sixteen 4x4 puzzles are sixteen puzzles; sixteen blank lines of 16, one grid.
    let d = doc(&format!("{SOLVED_4}\n").repeat(16));
    assert_eq!(d.puzzles.len(), 16);
    let d = doc(&format!("{}\n", ".".repeat(16)).repeat(16));
    assert_eq!(d.puzzles[0].board.side(), 16);
    // A 4x4 collection whose first line is short is still one.
    assert_eq!(
        err(&format!("{}\n{SOLVED_4}\n{SOLVED_4}\n", &SOLVED_4[..15])),
        "f:1:16: line has 15 cells, expected 16 (a 4x4 grid)"
    );
}

#[test]
fn long_lines_are_too_long_at_every_size() {
    let comment = "x".repeat(MAX_LINE_LEN);
    let text = format!("{SOLVED_4}\n{SOLVED_4} {comment}\n");
    let want = format!(
        "f:2:{}: line too long (over {MAX_LINE_LEN} bytes), expected 16 cells (a 4x4 grid) \
         and an optional comment",
        MAX_LINE_LEN + 1
    );
    assert_eq!(err(&text), want);
    let line = format!("{SOLVED_4} {comment}");
    let e = parse_board_line("f", 2, line.as_bytes()).unwrap_err();
    assert_eq!(e.to_string(), want);
    // A 16x16 row run on past the limit.
    let row = format!("123456789ABCDEFG{}", "1".repeat(MAX_LINE_LEN));
    let e = parse_board_line("f", 1, row.as_bytes()).unwrap_err();
    assert_eq!(e.kind, ParseErrorKind::LineTooLong);
    assert_eq!(e.col, MAX_LINE_LEN + 1);
    // A bad character in the head is reported as such.
    let bad = format!("123456789ABCDEF! {comment}");
    let e = parse_board_line("f", 1, bad.as_bytes()).unwrap_err();
    assert_eq!(e.kind, ParseErrorKind::BadCell);
}

#[test]
fn sizes_are_said_with_their_article() {
    let eight = solved(Shape::for_side(8).unwrap()).to_line();
    assert_eq!(
        err(&eight[1..]),
        "f:1:64: line has 63 cells, expected 64 (an 8x8 grid)"
    );
}
