//! Huge input: a hundred megabytes on one line, of random lines, a collection with one
//! bad line at the end, a good one larger than standard input keeps in memory, a line
//! of a million characters; turned down (or solved) quickly and in bounded memory.

use std::io::Write;

use super::common::thread_cpu_time;
use super::run::run_env;
use super::*;

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
