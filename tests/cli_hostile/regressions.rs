//! Regressions: inputs that were mishandled before, each with what used to happen.

use std::io::Write;

use super::run::run_env;
use super::*;

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
            // Streamed: the puzzle line before the bad one is answered at its line end.
            let before = bytes.split(|&b| b == b'\n').next().map_or(0, |l| l.len());
            let answered = if before == 81 { 82 } else { 0 };
            let r = Ran {
                stdout: r.stdout[answered.min(r.stdout.len())..].to_vec(),
                ..r
            };
            assert_malformed(&r, &format!("{name}{place}"));
        }
    }
    // The same through /dev/stdin.
    let input = format!("{PUZZLE}\n{PUZZLE}\n");
    let r = run(&["solve", "/dev/stdin"], Input::Pipe(input.as_bytes()));
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(String::from_utf8(r.stdout).unwrap().lines().count(), 2);
}
