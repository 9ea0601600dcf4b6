//! `solve --solutions N` and the note for a puzzle with several solutions, run as the
//! real binary: stdout, stderr, exit status.

#[path = "common/run.rs"]
mod run;
#[path = "common/tdoku.rs"]
mod tdoku;

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use run::{run, Input, BIN};
use sudoku_engine::solve::fast;
use sudoku_engine::Grid;

const SEVERAL: &str = "puzzles/several-solutions.txt";
const TDOKU: &str = tdoku::FILE;

fn lines(b: &[u8]) -> Vec<String> {
    String::from_utf8_lossy(b)
        .lines()
        .map(String::from)
        .collect()
}

fn puzzle_of(file: &str) -> Grid {
    let text = std::fs::read(file).unwrap();
    sudoku_engine::format::parse(file, &text).unwrap().puzzles[0].grid
}

#[test]
fn solutions_are_valid_distinct_sorted_and_start_with_what_solve_prints() {
    let puzzle = puzzle_of(SEVERAL);
    let r = run(
        &["solve", SEVERAL, "--solutions", "10", "--output", "line"],
        Input::Nothing,
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(r.stderr, "");
    let got = lines(&r.stdout);
    assert_eq!(got.len(), 3, "all three, no more: {got:?}");
    for l in &got {
        assert!(Grid::from_line(l).unwrap().solves(&puzzle), "{l}");
    }
    assert!(got.windows(2).all(|w| w[0] < w[1]), "sorted, distinct");
    let first = run(&["solve", SEVERAL, "--output", "line"], Input::Nothing);
    assert_eq!(lines(&first.stdout), got[..1]);
    let mut lib = Vec::new();
    fast::Solver::new().limit(10).solutions(&puzzle, |g| {
        lib.push(g.to_line());
        true
    });
    assert_eq!(got, lib);

    let two = run(&["solve", SEVERAL, "--solutions", "2"], Input::Nothing);
    assert_eq!(two.code, 0);
    let text = String::from_utf8(two.stdout).unwrap();
    let grids: Vec<String> = text.split("\n\n").map(|g| g.replace('\n', "")).collect();
    assert_eq!(grids, got[..2], "grids separated by a blank line: {text:?}");
}

#[test]
fn solution_counts_agree_with_count_on_every_test_puzzle() {
    let set = tdoku::puzzles_and_counts();
    assert_eq!(set.len(), 43);
    for (i, (puzzle, count)) in set.iter().enumerate() {
        let index = (i + 1).to_string();
        let r = run(
            &[
                "solve",
                TDOKU,
                "--index",
                &index,
                "--solutions",
                "1000",
                "--output",
                "line",
            ],
            Input::Nothing,
        );
        let got = lines(&r.stdout);
        if *count == 0 {
            assert_eq!(
                (r.code, got),
                (1, vec!["none".to_string()]),
                "puzzle {index}"
            );
            assert!(r.stderr.ends_with("no solution\n"), "{}", r.stderr);
            continue;
        }
        assert_eq!(r.code, 0, "puzzle {index}: {}", r.stderr);
        assert_eq!(got.len() as u64, (*count).min(1000), "puzzle {index}");
        assert!(got.windows(2).all(|w| w[0] < w[1]), "puzzle {index}");
        assert!(got
            .iter()
            .all(|l| Grid::from_line(l).unwrap().solves(puzzle)));
        assert_eq!(
            Some(&got[0]),
            fast::solve_first(puzzle).map(|g| g.to_line()).as_ref()
        );
    }
}

#[test]
fn solutions_of_a_collection_need_an_index_and_bad_values_are_refused() {
    let r = run(&["solve", TDOKU, "--solutions", "2"], Input::Nothing);
    assert_eq!(r.code, 2);
    assert!(r.stdout.is_empty());
    assert_eq!(
        r.stderr,
        format!("{TDOKU}: --solutions lists the solutions of one puzzle, and the input holds 43: pick one with --index N\n")
    );
    for args in [
        &["solve", SEVERAL, "--solutions", "0"][..],
        &["solve", SEVERAL, "--solutions", "x"][..],
        &["solve", SEVERAL, "--solutions", "2", "--count"][..],
        &["solve", SEVERAL, "--solutions", "2", "--compare"][..],
        &["solve", SEVERAL, "--solutions", "2", "--strategy", "naive"][..],
    ] {
        let r = run(args, Input::Nothing);
        assert_eq!(r.code, 2, "{args:?}");
        assert!(r.stdout.is_empty(), "{args:?}");
        assert!(r.stderr.starts_with("error: "), "{args:?}: {}", r.stderr);
    }
    let r = run(
        &["solve", "puzzles/clashing-givens.txt", "--solutions", "3"],
        Input::Nothing,
    );
    assert_eq!(r.code, 1);
    assert!(r.stdout.is_empty());
    assert!(
        r.stderr.contains("clashing givens: digit 5"),
        "{}",
        r.stderr
    );
}

#[test]
fn a_reader_that_goes_away_ends_a_long_list_at_once() {
    let mut child = Command::new(BIN)
        .args([
            "solve",
            "--solutions",
            "18446744073709551615",
            "--output",
            "line",
        ])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    {
        use std::io::Write;
        let mut stdin = child.stdin.take().unwrap();
        stdin.write_all("0".repeat(81).as_bytes()).unwrap();
    }
    let mut out = BufReader::new(child.stdout.take().unwrap());
    let mut seen = Vec::new();
    for _ in 0..3 {
        let mut l = String::new();
        out.read_line(&mut l).unwrap();
        seen.push(l.trim_end().to_string());
    }
    assert_eq!(
        seen[0],
        "123456789456789123789123456214365897365897214897214365531642978642978531978531642"
    );
    drop(out);
    let start = Instant::now();
    let status = loop {
        if let Some(s) = child.try_wait().unwrap() {
            break s;
        }
        assert!(
            start.elapsed() < Duration::from_secs(600),
            "still enumerating"
        );
        std::thread::sleep(Duration::from_millis(20));
    };
    assert_eq!(status.code(), Some(0));
}

#[test]
fn a_puzzle_with_several_solutions_gets_a_note_and_nothing_else_changes() {
    let r = run(&["solve", SEVERAL], Input::Nothing);
    assert_eq!(r.code, 0);
    assert_eq!(
        r.stderr,
        format!("{SEVERAL}:1: more than one solution; --solutions N prints them in order\n")
    );
    let first = fast::solve_first(&puzzle_of(SEVERAL)).unwrap();
    assert_eq!(String::from_utf8(r.stdout).unwrap(), first.to_string());
    // The same from a step strategy; none for a puzzle with one solution.
    let r = run(&["solve", SEVERAL, "--strategy", "mrv"], Input::Nothing);
    assert_eq!((r.code, r.stderr.lines().count()), (0, 1), "{}", r.stderr);
    let r = run(&["solve", "puzzles/baekjoon-2239.txt"], Input::Nothing);
    assert_eq!((r.code, r.stderr.as_str()), (0, ""));
}

#[test]
fn a_collection_is_looked_at_for_second_solutions_when_asked() {
    let set = tdoku::puzzles_and_counts();
    let plain = run(&["solve", TDOKU], Input::Nothing);
    let checked = run(&["solve", TDOKU, "--check-unique"], Input::Nothing);
    assert_eq!(plain.stdout, checked.stdout);
    assert_eq!(plain.code, checked.code);
    assert!(!plain.stderr.contains("more than one"), "{}", plain.stderr);
    let noted: Vec<usize> = checked
        .stderr
        .lines()
        .filter(|l| l.ends_with("more than one solution; --solutions N prints them in order"))
        .map(|l| {
            l.split("puzzle ")
                .nth(1)
                .unwrap()
                .split(':')
                .next()
                .unwrap()
                .parse()
                .unwrap()
        })
        .collect();
    let several: Vec<usize> = (1..=set.len()).filter(|&i| set[i - 1].1 > 1).collect();
    assert!(!several.is_empty());
    assert_eq!(noted, several);
    // One puzzle picked out of the collection is looked at without asking.
    let i = several[0].to_string();
    let r = run(&["solve", TDOKU, "--index", &i], Input::Nothing);
    assert!(r.stderr.contains("more than one solution"), "{}", r.stderr);
}
