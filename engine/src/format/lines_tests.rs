//! Unit tests of one-puzzle-per-line reading: the quick paths against the full reading,
//! and the messages.

use super::*;

const P: &str = "1.3...5.9..21.94.....7.4...3..5.2..6.6.....5.7..8.3..4...4.1.....92.58..8.4...1.7";

fn err(line: &str) -> String {
    match classify("f", 1, line.as_bytes()) {
        Err(e) => e.to_string(),
        Ok(_) => panic!("accepted {line:?}"),
    }
}

fn grid(line: &str) -> Grid {
    match classify("f", 1, line.as_bytes()) {
        Ok(LineKind::Puzzle(g)) => g,
        _ => panic!("no puzzle in {line:?}"),
    }
}

/// The next word of a xorshift64 sequence, for test inputs that vary without extra crates.
fn xorshift(x: &mut u64) -> u64 {
    *x ^= *x << 13;
    *x ^= *x >> 7;
    *x ^= *x << 17;
    *x
}

#[test]
fn comments_after_the_cells() {
    let g = Grid::from_line(P).unwrap();
    assert_eq!(grid(P), g);
    assert_eq!(grid(&format!("{P}\r")), g);
    assert_eq!(grid(&format!("  {P}  ")), g);
    assert_eq!(grid(&format!("{P}:1:{}", "1".repeat(81))), g);
    assert_eq!(grid(&format!("{P} box duplicate")), g);
    assert_eq!(grid(&format!("{P}#note")), g);
    assert_eq!(grid(&format!("{P}\tnote")), g);
}

/// Whatever the quick path takes, the full reading takes as the same puzzle: lines
/// made of cells and the bytes that matter around them (separators, `\r`, NUL, `#`,
/// `[`), of lengths around 81.
#[test]
fn plain_puzzles_read_as_the_full_reading_does() {
    let alphabet = b"123456789.0X_* \t\r:#[]|a\0";
    let mut state = 0x2545_F491_4F6C_DD1Du64;
    let mut taken = 0;
    for n in 0..20_000 {
        let mut line = P.as_bytes().to_vec();
        let len = 79 + n % 8;
        line.resize(len, b" 5#:\r"[n % 5]);
        for _ in 0..n % 4 {
            let x = xorshift(&mut state);
            let at = (x >> 8) as usize % len;
            let pick = if n % 3 == 0 { at.max(78) } else { at };
            line[pick.min(len - 1)] = alphabet[(x >> 40) as usize % alphabet.len()];
        }
        if let Some(g) = plain_puzzle(&line) {
            taken += 1;
            match classify_head("f", 1, &line, None) {
                Ok(LineKind::Puzzle(h)) => assert_eq!(g, h, "{line:?}"),
                _ => panic!("taken by the quick path only: {line:?}"),
            }
        }
    }
    assert!(taken > 2_000, "{taken}");
}

/// The two ways of reading 81 cells agree, on lines of cells with bytes of every
/// value put in.
#[test]
fn cells_read_alike_by_table_and_by_blocks() {
    let mut state = 0x9E37_79B9_7F4A_7C15u64;
    let base: [u8; CELLS] = P.as_bytes().try_into().unwrap();
    for n in 0..30_000 {
        let mut s = base;
        for _ in 0..n % 4 {
            let x = xorshift(&mut state);
            let cell = b"0123456789._*X"[(x >> 40) as usize % 14];
            let byte = if x & 1 == 0 { cell } else { (x >> 32) as u8 };
            s[(x >> 8) as usize % CELLS] = byte;
        }
        let want = cells_by_table(&s);
        assert_eq!(leading_cells(&s), want, "{s:?}");
        if n % 4 == 0 {
            assert!(want.is_some());
        }
    }
}

#[test]
fn blanks_and_comments() {
    assert!(matches!(classify("f", 1, b""), Ok(LineKind::Blank)));
    assert!(matches!(classify("f", 1, b" \t\r"), Ok(LineKind::Blank)));
    assert!(matches!(classify("f", 1, b"# x"), Ok(LineKind::Comment)));
    assert!(matches!(classify("f", 1, b"  #"), Ok(LineKind::Comment)));
    assert!(matches!(classify("f", 1, b"[Puzzle]"), Ok(LineKind::Blank)));
}

#[test]
fn length_errors() {
    assert_eq!(err(&P[..80]), "f:1:81: line has 80 cells, expected 81");
    assert_eq!(
        err(&format!("{P}5")),
        "f:1:82: line has 82 cells, expected 81"
    );
    assert_eq!(
        err(&format!("{P}55 x")),
        "f:1:82: line has 83 cells, expected 81"
    );
    assert_eq!(
        err(&format!("{}:1", &P[..80])),
        "f:1:81: line has 80 cells, expected 81"
    );
    assert_eq!(err("5 rest"), "f:1:2: line has 1 cell, expected 81");
    let spaced: Vec<String> = P.chars().map(String::from).collect();
    assert_eq!(
        err(&spaced.join(" ")),
        "f:1:2: line has 81 cells with spaces between them, expected 81 cells side by \
         side (or 9 rows of 9)"
    );
    assert_eq!(
        err(&spaced[..80].join(" ")),
        "f:1:2: line has 1 cell, expected 81"
    );
    assert_eq!(
        err(&format!("  {}", &P[..10])),
        "f:1:13: line has 10 cells, expected 81"
    );
}

#[test]
fn character_errors() {
    assert_eq!(
        err(&format!("{}a{}", &P[..10], &P[11..])),
        "f:1:11: unexpected 'a', expected a digit 1-9 or a blank (0 . _ * X)"
    );
    assert_eq!(
        err(&format!("{P}|")),
        "f:1:82: unexpected '|' after 81 cells, expected whitespace, ':' or '#' before a comment"
    );
    assert_eq!(
        err(&format!("{}\0", &P[..5])),
        "f:1:6: unexpected NUL byte, this is not a text file"
    );
    assert_eq!(
        err(&format!("é{}", &P[1..])),
        "f:1:1: unexpected 'é', expected a digit 1-9 or a blank (0 . _ * X)"
    );
    let mut bad = P.as_bytes().to_vec();
    bad[3] = 0xFF;
    match classify("f", 2, &bad) {
        Err(e) => assert_eq!(
            e.to_string(),
            "f:2:4: unexpected byte 0xFF (not UTF-8), expected a digit 1-9 or a blank (0 . _ * X)"
        ),
        Ok(_) => panic!("accepted invalid UTF-8"),
    }
}
