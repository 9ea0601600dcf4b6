//! `sudoku-tui solve` on hostile input, as the real binary: empty, random and huge
//! input, endless lines, NUL bytes, wrong counts of cells and rows, foreign characters,
//! clashing and unsolvable puzzles, paths that are not readable files; from a file and
//! on standard input. Malformed input exits 2 with `FILE:LINE:COL: message` on stderr
//! and nothing on stdout, quickly and in bounded memory; no solution exits 1.

mod common;
#[path = "common/run.rs"]
mod run;

use std::fs::File;
use std::io::Write;
use std::path::Path;
use std::time::Duration;

use common::{thread_cpu_time, Rng};
use run::{run, run_env, Input, Ran};
use sudoku_engine::format;

const PUZZLE: &str =
    "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
const NO_SOLUTION: &str =
    "..9.287..8.6..4..5..3.....46.........2.71345.........23.....5..9..4..8.7..125.3..";
const CLASHING: &str =
    "..9.7...5..21..9..1...28....7...5..1..851.....5....3.......3..68........21.....87";
const MIB: usize = 1024 * 1024;
/// Characters of random text: cells, letters, separators, comment marks.
const TEXT: &[u8] = b"0123456789.abcXYZ|-+# \n\t";

fn write_file(dir: &Path, name: &str, bytes: &[u8]) -> String {
    let path = dir.join(name);
    std::fs::write(&path, bytes).unwrap();
    path.to_str().unwrap().to_string()
}

/// Malformed: exit 2, nothing on stdout, one line on stderr starting with `want`.
#[track_caller]
fn assert_malformed(r: &Ran, want: &str) {
    assert_eq!(r.code, 2, "stderr: {}", r.stderr);
    assert!(
        r.stdout.is_empty(),
        "stdout: {:?}",
        &r.stdout[..r.stdout.len().min(200)]
    );
    assert!(
        r.stderr.starts_with(want),
        "got {:?}, want {want:?}",
        r.stderr
    );
    assert_eq!(r.stderr.lines().count(), 1, "{}", r.stderr);
}

/// Runs the same input from a file and on standard input; both are malformed with the
/// message `FILE:<place>` (the file's path, then `<stdin>`).
#[track_caller]
fn assert_malformed_both(bytes: &[u8], place: &str) {
    let dir = tempfile::tempdir().unwrap();
    let path = write_file(dir.path(), "in.txt", bytes);
    let r = run(&["solve", &path], Input::Nothing);
    assert_malformed(&r, &format!("{path}{place}"));
    let r = run(&["solve"], Input::Pipe(bytes));
    // Streamed from a pipe: the answers to the puzzles before a bad line come first.
    let answered = r
        .stdout
        .chunks(82)
        .take_while(|l| l.len() == 82 && l[81] == b'\n' && l[..81].iter().all(u8::is_ascii_digit));
    let answers = answered.count() * 82;
    let r = Ran {
        stdout: r.stdout[answers..].to_vec(),
        ..r
    };
    assert_malformed(&r, &format!("<stdin>{place}"));
}

/// The `LINE:COL` of a `NAME:LINE:COL: message` line, or `None` for `NAME: message`.
fn place_of(stderr: &str, name: &str) -> Option<(usize, usize)> {
    let rest = stderr
        .strip_prefix(name)
        .and_then(|r| r.strip_prefix(':'))
        .unwrap_or_else(|| panic!("{stderr:?} does not start with {name}:"));
    if rest.starts_with(' ') {
        return None;
    }
    let mut parts = rest.splitn(3, ':');
    let line = parts.next().unwrap().parse().expect("a line number");
    let col = parts.next().unwrap().parse().expect("a column");
    assert!(parts.next().unwrap().starts_with(' '), "{stderr:?}");
    Some((line, col))
}

#[test]
fn empty_and_blank_inputs() {
    for input in [
        &b""[..],
        b"\n\n\n",
        b"  \t\r\n \n",
        b"# only\n# comments\n",
        b"\xEF\xBB\xBF",
    ] {
        assert_malformed_both(input, ": no puzzle found");
    }
}

#[test]
fn random_bytes_are_rejected_at_a_place_in_the_input() {
    let dir = tempfile::tempdir().unwrap();
    let mut rng = Rng::new(0x5eed);
    for i in 0..24 {
        let len = 1 + rng.below(6000);
        let bytes: Vec<u8> = if i % 2 == 0 {
            (0..len).map(|_| rng.next() as u8).collect()
        } else {
            // Printable text in lines, no NUL: gets past the binary check.
            (0..len).map(|_| TEXT[rng.below(TEXT.len())]).collect()
        };
        let path = write_file(dir.path(), &format!("r{i}.txt"), &bytes);
        for (name, r) in [
            (path.as_str(), run(&["solve", &path], Input::Nothing)),
            ("<stdin>", run(&["solve"], Input::Pipe(&bytes))),
        ] {
            assert_eq!(r.code, 2, "{name}: {}", r.stderr);
            assert!(r.stdout.is_empty());
            let lines = format::split_lines(&bytes).count();
            if let Some((line, col)) = place_of(&r.stderr, name) {
                assert!(line >= 1 && line <= lines + 1, "{}", r.stderr);
                assert!(col >= 1, "{}", r.stderr);
            } else {
                assert!(r.stderr.ends_with(": no puzzle found\n"), "{}", r.stderr);
            }
        }
    }
}

/// A 100 MB file is turned down quickly, reading little of it and in little memory;
/// the same on standard input, where what is read is kept in memory only up to a bound.
/// Within the hang guard (`secs` of processor time, generous: a stuck reader would take
/// minutes, not seconds; the clock is not asked, since a loaded machine stretches it)
/// and the memory bound.
fn assert_bounded(r: &Ran, secs: u64, max_kib: u64) {
    assert!(r.cpu < Duration::from_secs(secs), "{:?}", r.cpu);
    assert!(r.max_rss_kib < max_kib, "{} KiB", r.max_rss_kib);
}

/// A huge malformed input is rejected with `want` (`:LINE:COL: message`) both as a file
/// and on standard input, within the hang guards `secs` (file, stdin) and bounded memory,
/// and standard input already known to be bad is not spilled to disk.
fn assert_huge_input_rejected(path: &Path, want: &str, secs: (u64, u64)) {
    let name = path.to_str().unwrap();
    let r = run(&["solve", name], Input::Nothing);
    assert_malformed(&r, &format!("{name}{want}"));
    eprintln!("file: {:?}, {} KiB", r.elapsed, r.max_rss_kib);
    assert_bounded(&r, secs.0, 16 * 1024);

    let tmp = tempfile::tempdir().unwrap();
    let r = run_env(
        &["solve"],
        Input::FileAsStdin(path),
        &[("TMPDIR", tmp.path())],
    );
    assert_malformed(&r, &format!("<stdin>{want}"));
    eprintln!("stdin: {:?}, {} KiB", r.elapsed, r.max_rss_kib);
    assert_bounded(&r, secs.1, 48 * 1024);
    assert_eq!(
        std::fs::read_dir(tmp.path()).unwrap().count(),
        0,
        "spill left behind"
    );
}

#[test]
fn a_hundred_megabytes_on_one_line() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("big.txt");
    {
        let mut f = std::io::BufWriter::new(File::create(&path).unwrap());
        let chunk = vec![b'5'; MIB];
        for _ in 0..100 {
            f.write_all(&chunk).unwrap();
        }
    }
    let want = ":1:65537: line too long";
    assert_huge_input_rejected(&path, want, (5, 10));
}

#[test]
fn a_hundred_megabytes_of_random_text_lines() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("text.txt");
    {
        let mut f = std::io::BufWriter::new(File::create(&path).unwrap());
        let mut rng = Rng::new(7);
        let mut written = 0;
        while written < 100 * MIB {
            let line: Vec<u8> = (0..1 + rng.below(200))
                .map(|_| b"abcdefghij klmnop 0123456789.|-"[rng.below(31)])
                .chain([b'\n'])
                .collect();
            f.write_all(&line).unwrap();
            written += line.len();
        }
    }
    let name = path.to_str().unwrap();
    let r = run(&["solve", name], Input::Nothing);
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(r.stdout.is_empty());
    assert!(place_of(&r.stderr, name).is_some(), "{}", r.stderr);
    assert_bounded(&r, 5, 16 * 1024);
}

/// A collection of over a million good puzzles with one bad line at the very end: the
/// whole of it is checked before anything is printed, streaming, so memory stays far
/// below its size, from a file and on standard input (which is spilled to a temporary
/// file, removed afterwards).
#[test]
fn a_hundred_megabyte_collection_with_a_bad_last_line() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("huge.sdm");
    let lines = 100 * MIB / 82;
    {
        let mut f = std::io::BufWriter::new(File::create(&path).unwrap());
        for _ in 0..lines {
            f.write_all(PUZZLE.as_bytes()).unwrap();
            f.write_all(b"\n").unwrap();
        }
        f.write_all(&PUZZLE.as_bytes()[..80]).unwrap();
        f.write_all(b"\n").unwrap();
    }
    let want = format!(":{}:81: line has 80 cells, expected 81", lines + 1);
    assert_huge_input_rejected(&path, &want, (20, 30));
}

/// A good collection larger than what standard input keeps in memory is spilled,
/// solved batch by batch in input order, and the spill removed.
#[test]
fn a_large_good_collection_on_stdin() {
    let n = 250_000;
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("good.sdm");
    {
        let mut f = std::io::BufWriter::new(File::create(&path).unwrap());
        for i in 0..n {
            // Two puzzles, alternating, so the order of the answers can be checked.
            let p = if i % 3 == 0 { NO_SOLUTION } else { PUZZLE };
            f.write_all(p.as_bytes()).unwrap();
            f.write_all(b"\n").unwrap();
        }
    }
    let tmp = tempfile::tempdir().unwrap();
    let r = run_env(
        &["solve", "--count", "--jobs", "2"],
        Input::FileAsStdin(&path),
        &[("TMPDIR", tmp.path())],
    );
    assert_eq!(r.code, 1, "{}", &r.stderr[..r.stderr.len().min(300)]);
    let out = String::from_utf8(r.stdout).unwrap();
    let counts: Vec<&str> = out.lines().collect();
    assert_eq!(counts.len(), n);
    for (i, c) in counts.iter().enumerate() {
        assert_eq!(*c, if i % 3 == 0 { "0" } else { "1" }, "puzzle {}", i + 1);
    }
    assert_eq!(r.stderr.lines().count(), n.div_ceil(3));
    assert!(r
        .stderr
        .starts_with("<stdin>:1: puzzle 1: no solution\n<stdin>:4: puzzle 4: no solution\n"));
    eprintln!("{:?}, {} KiB", r.elapsed, r.max_rss_kib);
    assert!(r.max_rss_kib < 48 * 1024, "{} KiB", r.max_rss_kib);
    assert_eq!(
        std::fs::read_dir(tmp.path()).unwrap().count(),
        0,
        "spill left behind"
    );
}

#[test]
fn a_line_of_a_million_characters() {
    let million = 1_000_000;
    let digits = vec![b'7'; million];
    let spaces_then_puzzle = [vec![b' '; million], PUZZLE.as_bytes().to_vec()].concat();
    let long_comment = [PUZZLE.as_bytes(), b" ", &vec![b'c'; million]].concat();
    let letters = vec![b'q'; million];
    let second = [PUZZLE.as_bytes(), b"\n", &digits, b"\n"].concat();
    let cases: [(&[u8], &str); 5] = [
        (&digits, ":1:65537: line too long (over 65536 bytes)"),
        (
            &spaces_then_puzzle,
            ":1:65537: line too long (over 65536 bytes)",
        ),
        (&long_comment, ":1:65537: line too long (over 65536 bytes)"),
        (&letters, ":1:1: unexpected 'q'"),
        (&second, ":2:65537: line too long (over 65536 bytes)"),
    ];
    for (bytes, place) in cases {
        assert_malformed_both(bytes, place);
        // The reader itself: well under a second of processor time (a small fraction
        // in fact).
        let mut best = Duration::MAX;
        for _ in 0..3 {
            let t = thread_cpu_time();
            let e = format::parse("f", bytes).unwrap_err();
            best = best.min(thread_cpu_time() - t);
            assert!(e.to_string().starts_with(&format!("f{place}")), "{e}");
        }
        assert!(best < Duration::from_millis(250), "{place}: {best:?}");
    }
}

#[test]
fn nul_bytes() {
    let rows = "103000509\n002109400\n000704000\n300502006\n060000050\n700803004\n000401000\n009205800\n804000107\n";
    let mut in_row = rows.as_bytes().to_vec();
    in_row[10 * 2 + 4] = 0; // row 3, column 5
    assert_malformed_both(
        &in_row,
        ":3:5: unexpected NUL byte, this is not a text file",
    );
    let in_comment = format!("{PUZZLE}\n{PUZZLE} note\0\n{PUZZLE}\n");
    assert_malformed_both(
        in_comment.as_bytes(),
        ":2:87: unexpected NUL byte, this is not a text file",
    );
    let far_in_comment = [
        PUZZLE.as_bytes(),
        b"\n",
        PUZZLE.as_bytes(),
        b" ",
        &[b'c'; 200],
        b"\0\n",
    ]
    .concat();
    assert_malformed_both(&far_in_comment, ":2:283: unexpected NUL byte");
    assert_malformed_both(b"\0", ":1:1: unexpected NUL byte");
    assert_malformed_both(&[0u8; 5000], ":1:1: unexpected NUL byte");
}

#[test]
fn wrong_numbers_of_cells_and_rows() {
    let p = PUZZLE.as_bytes();
    assert_malformed_both(&p[..80], ":1:81: line has 80 cells, expected 81");
    assert_malformed_both(
        format!("{PUZZLE}5").as_bytes(),
        ":1:82: line has 82 cells, expected 81",
    );
    // In a collection, on a later line.
    let c = format!("{PUZZLE}\n{PUZZLE}\n{}\n", &PUZZLE[..80]);
    assert_malformed_both(c.as_bytes(), ":3:81: line has 80 cells, expected 81");
    let c = format!("{PUZZLE}\n{PUZZLE}9\n");
    assert_malformed_both(c.as_bytes(), ":2:82: line has 82 cells, expected 81");

    let rows: Vec<String> = (0..9)
        .map(|r| PUZZLE[r * 9..r * 9 + 9].to_string())
        .collect();
    let eight = rows[..8].join("\n");
    assert_malformed_both(eight.as_bytes(), ":9:1: expected 9 rows, found 8");
    let ten = format!("{}\n{}\n", rows.join("\n"), rows[0]);
    assert_malformed_both(ten.as_bytes(), ":10:1: expected 9 rows, found 10");
    let mut short_row = rows.clone();
    short_row[4] = rows[4][..8].to_string();
    assert_malformed_both(
        short_row.join("\n").as_bytes(),
        ":5:9: row 5 has 8 cells, expected 9",
    );
    let mut long_row = rows.clone();
    long_row[2] = format!("{}1", rows[2]);
    assert_malformed_both(
        long_row.join("\n").as_bytes(),
        ":3:10: row 3 has 10 cells, expected 9",
    );
    // A bordered grid with a band missing.
    let g = sudoku_engine::Grid::from_line(PUZZLE).unwrap();
    let bordered = format::write(&g, format::Format::Bordered);
    let cut: Vec<&str> = bordered.lines().filter(|l| !l.contains('7')).collect();
    let missing = 13 - cut.len();
    assert!(missing > 0);
    let r = run(&["solve"], Input::Pipe(cut.join("\n").as_bytes()));
    assert_malformed(&r, "<stdin>:");
    assert!(
        r.stderr
            .contains(&format!("expected 9 rows, found {}", 9 - missing)),
        "{}",
        r.stderr
    );
}

#[test]
fn letters_and_digits_a_format_does_not_allow() {
    let with = |i: usize, ch: &str| format!("{}{ch}{}", &PUZZLE[..i], &PUZZLE[i + 1..]);
    assert_malformed_both(
        with(10, "a").as_bytes(),
        ":1:11: unexpected 'a', expected a digit 1-9 or a blank",
    );
    // Lowercase x is not a blank.
    assert_malformed_both(with(0, "x").as_bytes(), ":1:1: unexpected 'x'");
    // Digits of other scripts are not digits here.
    assert_malformed_both(with(40, "５").as_bytes(), ":1:41: unexpected '５'");
    assert_malformed_both(with(40, "٣").as_bytes(), ":1:41: unexpected '٣'");
    assert_malformed_both(with(80, "²").as_bytes(), ":1:81: unexpected '²'");
    // "10" in a row of spaced digits is two cells, making ten.
    let spaced = "1 0 3 0 0 0 5 0 10\n0 0 2 1 0 9 4 0 0\n0 0 0 7 0 4 0 0 0\n3 0 0 5 0 2 0 0 6\n0 6 0 0 0 0 0 5 0\n7 0 0 8 0 3 0 0 4\n0 0 0 4 0 1 0 0 0\n0 0 9 2 0 5 8 0 0\n8 0 4 0 0 0 1 0 7\n";
    assert_malformed_both(spaced.as_bytes(), ":1:18: row 1 has 10 cells, expected 9");
    // A minus sign in a row.
    let rows = "103000509\n002109400\n000704000\n300502006\n060000050\n700803004\n000401000\n009205800\n80400010-7\n";
    assert_malformed_both(rows.as_bytes(), ":9:9: unexpected '-'");
    // Invalid UTF-8.
    let mut latin1 = PUZZLE.as_bytes().to_vec();
    latin1[7] = 0xE9;
    assert_malformed_both(&latin1, ":1:8: unexpected byte 0xE9 (not UTF-8)");
}

#[test]
fn clashing_givens_and_no_solution_on_stdin() {
    let clash = sudoku_engine::Grid::from_line(CLASHING).unwrap();
    let none = sudoku_engine::Grid::from_line(NO_SOLUTION).unwrap();
    for fmt in format::Format::ALL {
        let r = run(
            &["solve"],
            Input::Pipe(format::write(&clash, fmt).as_bytes()),
        );
        let line = if fmt == format::Format::Collection || fmt == format::Format::Sdk {
            2
        } else {
            1
        };
        assert_eq!(r.code, 1, "{fmt:?}: {}", r.stderr);
        assert!(r.stdout.is_empty(), "{fmt:?}");
        assert_eq!(
            r.stderr,
            format!(
                "<stdin>:{line}: clashing givens: digit 5 appears twice in box 5: r4c6 and r5c4\n"
            ),
            "{fmt:?}"
        );
        let r = run(
            &["solve", "--strategy", "propagate"],
            Input::Pipe(format::write(&none, fmt).as_bytes()),
        );
        assert_eq!(r.code, 1, "{fmt:?}: {}", r.stderr);
        assert!(r.stdout.is_empty(), "{fmt:?}");
        assert_eq!(
            r.stderr,
            format!("<stdin>:{line}: no solution\n"),
            "{fmt:?}"
        );
    }
    // Within a collection: the good puzzle is solved, the others are "none", exit 1.
    let input = format!("# mixed\n{PUZZLE}\n{CLASHING}\n\n{NO_SOLUTION} # hopeless\n");
    let r = run(&["solve"], Input::Pipe(input.as_bytes()));
    assert_eq!(r.code, 1);
    let out = String::from_utf8(r.stdout.clone()).unwrap();
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3);
    assert!(sudoku_engine::Grid::from_line(lines[0])
        .unwrap()
        .solves(&sudoku_engine::Grid::from_line(PUZZLE).unwrap()));
    assert_eq!(&lines[1..], ["none", "none"]);
    assert_eq!(
        r.stderr,
        "<stdin>:3: puzzle 2: clashing givens: digit 5 appears twice in box 5: r4c6 and r5c4\n<stdin>:5: puzzle 3: no solution\n"
    );
}

#[test]
fn paths_that_are_not_readable_puzzle_files() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path().to_str().unwrap().to_string();
    let r = run(&["solve", &d], Input::Nothing);
    assert_malformed(&r, &format!("{d}: is a directory, expected a puzzle file"));
    let missing = format!("{d}/missing.txt");
    let r = run(&["solve", &missing], Input::Nothing);
    assert_malformed(&r, &format!("{missing}: cannot read: no such file"));
    let r = run(
        &["solve", &format!("{d}/missing/deeper.txt")],
        Input::Nothing,
    );
    assert_eq!(r.code, 2);

    let locked = write_file(dir.path(), "locked.txt", PUZZLE.as_bytes());
    std::fs::set_permissions(&locked, std::os::unix::fs::PermissionsExt::from_mode(0o000)).unwrap();
    let r = run(&["solve", &locked], Input::Nothing);
    if File::open(&locked).is_ok() {
        // Running as root: permissions do not keep the file from being read.
        eprintln!("note: running with privileges that read a mode-000 file; skipped that check");
        assert_eq!(r.code, 0, "{}", r.stderr);
    } else {
        assert_malformed(&r, &format!("{locked}: cannot read: permission denied"));
    }

    // An endless stream of NUL bytes with no line end (read as a stream, like
    // standard input).
    let r = run(&["solve", "/dev/zero"], Input::Nothing);
    assert_malformed(&r, "/dev/zero:1:1: unexpected NUL byte");
    assert!(r.cpu < Duration::from_secs(5), "{:?}", r.cpu);
    assert!(r.max_rss_kib < 48 * 1024, "{} KiB", r.max_rss_kib);
}

// Regressions: inputs that were mishandled before, each with what used to happen.

/// A byte order mark before a comment on line 2 read as a comment line by line (the
/// command took one puzzle) but not as a whole file (an error at 2:1); a mark is only
/// skipped at the start of the input.
#[test]
fn regression_byte_order_mark_after_line_1() {
    let bytes = std::fs::read(
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/fixtures/regressions/bom-before-comment-on-line-2.txt"),
    )
    .unwrap();
    assert_malformed_both(&bytes, r":2:1: unexpected '\u{feff}'");
    assert!(format::parse_collection_line("f", 2, b"\xEF\xBB\xBF# c").is_err());
    assert_eq!(
        format::parse_collection_line("f", 1, b"\xEF\xBB\xBF# c"),
        Ok(None)
    );
}

/// A line of a collection longer than 64 KiB was cut there and the rest skipped
/// unseen: past 64 KiB of spaces, a puzzle was silently dropped and garbage silently
/// accepted, and a NUL deep in a comment went unnoticed.
#[test]
fn regression_long_lines_in_a_collection() {
    let spaces = " ".repeat(70_000);
    let cases = [
        (format!("{spaces}{PUZZLE}"), ":2:65537: line too long"),
        (format!("{spaces}garbage"), ":2:65537: line too long"),
        (
            format!("{PUZZLE} {}\0", "c".repeat(70_000)),
            ":2:65537: line too long",
        ),
        (
            format!("{PUZZLE} {}", "c".repeat(70_000)),
            ":2:65537: line too long",
        ),
        (
            format!("{spaces}{}", "x".repeat(70_000)),
            ":2:65537: line too long",
        ),
    ];
    for (line, place) in cases {
        let input = format!("{PUZZLE}\n{line}\n{PUZZLE}\n");
        assert_malformed_both(input.as_bytes(), place);
        // The same line on its own, and the whole-file reader agree.
        let e = format::parse_collection_line("f", 2, line.as_bytes()).unwrap_err();
        assert!(e.to_string().starts_with(&format!("f{place}")), "{e}");
        let e = format::parse("f", input.as_bytes()).unwrap_err();
        assert!(e.line == 2, "{e}");
    }
    // Up to the limit, a long comment is still a comment.
    let fits = format!("{PUZZLE} {}", "c".repeat(format::MAX_LINE_LEN - 82));
    let input = format!("{PUZZLE}\n{fits}\n");
    let r = run(&["solve", "--count"], Input::Pipe(input.as_bytes()));
    assert_eq!(
        (r.code, String::from_utf8(r.stdout).unwrap()),
        (0, "1\n1\n".into())
    );
}

/// A collection whose first line held only a vertical tab (blank to the readers) was
/// taken for a document, and refused as over 1 MiB.
#[test]
fn regression_collection_after_a_vertical_tab_line() {
    let mut input = b"\x0b\n".to_vec();
    for _ in 0..20_000 {
        input.extend_from_slice(PUZZLE.as_bytes());
        input.push(b'\n');
    }
    assert!(input.len() > MIB);
    let r = run(&["solve", "--count"], Input::Pipe(&input));
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(r.stdout, "1\n".repeat(20_000).into_bytes());
}

/// An endless stream on standard input was read to its end (never) before anything
/// else, spilling it to a temporary file without bound; now a first line that cannot
/// be a puzzle stops the reading at once.
#[test]
fn regression_endless_standard_input() {
    for (chunk, want) in [
        (&[0u8; 4096][..], "<stdin>:1:1: unexpected NUL byte"),
        (&b"y\n".repeat(2048)[..], "<stdin>:1:1: unexpected 'y'"),
        (&[b'7'; 4096][..], "<stdin>:1:65537: line too long"),
    ] {
        let tmp = tempfile::tempdir().unwrap();
        let r = run_env(&["solve"], Input::Endless(chunk), &[("TMPDIR", tmp.path())]);
        assert_malformed(&r, want);
        eprintln!("{want}: {:?}, {} KiB", r.elapsed, r.max_rss_kib);
        assert!(r.cpu < Duration::from_secs(10), "{:?}", r.cpu);
        assert!(r.max_rss_kib < 48 * 1024, "{} KiB", r.max_rss_kib);
        assert_eq!(std::fs::read_dir(tmp.path()).unwrap().count(), 0);
    }
}

/// Puzzles beyond what is kept in memory go to a temporary file of the command's own: a
/// file or link already there under the name it picks is neither written through nor
/// removed.
#[test]
fn regression_spill_file_is_never_one_already_there() {
    let tmp = tempfile::tempdir().unwrap();
    let victim = tmp.path().join("victim.txt");
    std::fs::write(&victim, "precious").unwrap();
    let plant = |pid: u32| {
        for name in [
            format!("sudoku-tui-puzzles-{pid}"),
            format!("sudoku-tui-puzzles-{pid}-0"),
        ] {
            std::os::unix::fs::symlink(&victim, tmp.path().join(name)).unwrap();
        }
    };
    // More puzzles than are kept in memory.
    let n = 70_000;
    let line = format!("{PUZZLE}\n");
    let r = run_env(
        &["solve", "--count"],
        Input::PipeAfter(&plant, line.as_bytes(), n),
        &[("TMPDIR", tmp.path())],
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(r.stdout.len(), 2 * n);
    assert_eq!(std::fs::read_to_string(&victim).unwrap(), "precious");
    // The two links are still there; the command's own temporary file is gone.
    let left: Vec<_> = std::fs::read_dir(tmp.path()).unwrap().collect();
    assert_eq!(left.len(), 3, "{left:?}");
}

/// A path that is a pipe (`sudoku-tui solve <(...)`, /dev/stdin, a FIFO) can be read
/// only once; it was read twice (once to tell a collection from a document, once for the
/// puzzles), so the command found nothing the second time: "no puzzle found".
#[test]
fn regression_a_pipe_given_as_the_file() {
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("fifo");
    let c = std::ffi::CString::new(fifo.to_str().unwrap()).unwrap();
    // SAFETY: a plain system call with a valid path.
    assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o600) }, 0);
    let name = fifo.to_str().unwrap().to_string();
    let cases: Vec<(Vec<u8>, i32, &str)> = vec![
        (format!("{PUZZLE}\n").into_bytes(), 0, ""),
        (format!("{PUZZLE}\n{PUZZLE}\n").into_bytes(), 0, ""),
        (
            format!("{PUZZLE}\n{}\n", &PUZZLE[..80]).into_bytes(),
            2,
            ":2:81: line has 80 cells",
        ),
        (
            b"103000509\n002109400\n".to_vec(),
            2,
            ":3:1: expected 9 rows, found 2",
        ),
    ];
    for (bytes, code, place) in &cases {
        let (code, place) = (*code, *place);
        let feed = |_pid: u32| {
            let fifo = fifo.clone();
            let bytes = bytes.to_vec();
            std::thread::spawn(move || {
                // Opening blocks until the command opens the other end.
                let mut w = std::fs::OpenOptions::new().write(true).open(fifo).unwrap();
                let _ = w.write_all(&bytes);
            });
        };
        let r = run_env(
            &["solve", "--output", "line", &name],
            Input::PipeAfter(&feed, b"", 0),
            &[],
        );
        assert_eq!(r.code, code, "{}", r.stderr);
        if code == 0 {
            let lines = bytes
                .split(|&b| b == b'\n')
                .filter(|l| !l.is_empty())
                .count();
            assert_eq!(String::from_utf8(r.stdout).unwrap().lines().count(), lines);
            assert_eq!(r.stderr, "");
        } else {
            assert_malformed(&r, &format!("{name}{place}"));
        }
    }
    // The same through /dev/stdin.
    let input = format!("{PUZZLE}\n{PUZZLE}\n");
    let r = run(&["solve", "/dev/stdin"], Input::Pipe(input.as_bytes()));
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(String::from_utf8(r.stdout).unwrap().lines().count(), 2);
}
