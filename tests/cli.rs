//! The headless `solve` command, run as the real binary: stdout, stderr, exit status.

#[path = "common/tdoku.rs"]
mod tdoku;

use std::io::Write;
use std::process::{Command, Output, Stdio};

use sudoku_engine::solve::{fast, Stepper, Strategy};
use sudoku_engine::Grid;

const BIN: &str = env!("CARGO_BIN_EXE_sudoku-tui");
const BAEKJOON_ANSWER: &str = "143628579\n572139468\n986754231\n391542786\n468917352\n725863914\n237481695\n619275843\n854396127\n";

fn run(args: &[&str], stdin: Option<&[u8]>) -> Output {
    let mut child = Command::new(BIN)
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("binary starts");
    let mut input = child.stdin.take().unwrap();
    let data = stdin.unwrap_or_default().to_vec();
    let writer = std::thread::spawn(move || {
        let _ = input.write_all(&data);
    });
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap();
    out
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

fn code(o: &Output) -> i32 {
    o.status.code().expect("exited")
}

fn temp_file(name: &str, contents: &[u8]) -> (tempfile::TempDir, String) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(name);
    std::fs::write(&path, contents).unwrap();
    (dir, path.to_str().unwrap().to_string())
}

#[test]
fn baekjoon_sample_from_stdin_prints_exactly_the_answer() {
    let input = std::fs::read("puzzles/baekjoon-2239.txt").unwrap();
    for args in [&["solve"][..], &["solve", "-"][..]] {
        let o = run(args, Some(&input));
        assert_eq!(code(&o), 0);
        assert_eq!(text(&o.stdout), BAEKJOON_ANSWER);
        assert_eq!(text(&o.stderr), "");
    }
    let o = run(&["solve", "puzzles/baekjoon-2239.txt"], None);
    assert_eq!(text(&o.stdout), BAEKJOON_ANSWER);
}

#[test]
fn every_strategy_gives_a_valid_solution() {
    let puzzle = Grid::from_line(
        "103000509002109400000704000300502006060000050700803004000401000009205800804000107",
    )
    .unwrap();
    for s in ["fast", "naive", "mrv", "propagate"] {
        let o = run(
            &[
                "solve",
                "puzzles/baekjoon-2239.txt",
                "--strategy",
                s,
                "--output",
                "line",
            ],
            None,
        );
        assert_eq!(code(&o), 0, "{s}");
        let line = text(&o.stdout);
        let g = Grid::from_line(line.trim_end()).expect("81 digits");
        assert!(g.solves(&puzzle), "{s}");
        assert_eq!(line.lines().count(), 1);
    }
}

#[test]
fn several_solutions_give_the_lexicographically_first_and_the_count() {
    let p = "puzzles/several-solutions.txt";
    let first = text(&run(&["solve", p, "--output", "line"], None).stdout);
    let naive = text(
        &run(
            &["solve", p, "--output", "line", "--strategy", "naive"],
            None,
        )
        .stdout,
    );
    assert_eq!(first, naive);
    let o = run(&["solve", p, "--count"], None);
    assert_eq!((code(&o), text(&o.stdout)), (0, "2\n".to_string()));
    let o = run(&["solve", p, "--count", "--limit", "100"], None);
    assert_eq!(text(&o.stdout), "3\n");
}

/// Every puzzle of tdoku's test set: the first solution equals the naive strategy's (the
/// lexicographically first), counts match the file, unsolvable ones exit 1 with `none`.
#[test]
fn tdoku_test_puzzles_first_solution_count_and_failures() {
    let file = tdoku::FILE;
    let expected = tdoku::puzzles_and_counts();
    assert_eq!(expected.len(), 43);

    let o = run(&["solve", file], None);
    assert_eq!(code(&o), 1, "some puzzles have no solution");
    let lines: Vec<String> = text(&o.stdout).lines().map(String::from).collect();
    assert_eq!(lines.len(), expected.len());
    let stderr = text(&o.stderr);
    for (i, ((puzzle, count), line)) in expected.iter().zip(&lines).enumerate() {
        if *count == 0 {
            assert_eq!(line, "none");
            assert!(
                stderr.contains(&format!("puzzle {}: no solution", i + 1)),
                "{stderr}"
            );
        } else {
            let mut naive = Stepper::new(puzzle, Strategy::Naive);
            naive.finish();
            assert_eq!(*line, naive.grid().to_line(), "puzzle {}", i + 1);
        }
    }

    let o = run(&["solve", file, "--count", "--limit", "1000"], None);
    assert_eq!(code(&o), 1);
    let counts: Vec<u64> = text(&o.stdout)
        .lines()
        .map(|l| l.parse().unwrap())
        .collect();
    let want: Vec<u64> = expected.iter().map(|e| e.1).collect();
    assert_eq!(counts, want);
    assert!(
        want.iter().any(|&c| c > 2),
        "the set has puzzles with several solutions"
    );
    let o = run(&["solve", file, "--count"], None);
    let capped: Vec<u64> = text(&o.stdout)
        .lines()
        .map(|l| l.parse().unwrap())
        .collect();
    assert_eq!(capped, want.iter().map(|&c| c.min(2)).collect::<Vec<_>>());
}

#[test]
fn collection_output_is_in_input_order_whatever_the_jobs() {
    let one = run(&["solve", "puzzles/top95.sdm", "--jobs", "1"], None);
    let many = run(&["solve", "puzzles/top95.sdm", "--jobs", "4"], None);
    let default = run(&["solve", "puzzles/top95.sdm"], None);
    assert_eq!(code(&one), 0);
    assert_eq!(one.stdout, many.stdout);
    assert_eq!(one.stdout, default.stdout);
    let text = text(&one.stdout);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 95);
    let puzzles: Vec<Grid> = std::fs::read_to_string("puzzles/top95.sdm")
        .unwrap()
        .lines()
        .map(|l| Grid::from_line(l).unwrap())
        .collect();
    for (p, l) in puzzles.iter().zip(&lines) {
        let g = Grid::from_line(l).unwrap();
        assert!(g.solves(p));
        assert_eq!(Some(g), fast::solve_first(p));
    }
    let grid = run(&["solve", "puzzles/top95.sdm", "--output", "grid"], None);
    let grid = String::from_utf8(grid.stdout).unwrap();
    assert_eq!(
        grid.lines().count(),
        95 * 10 - 1,
        "grids separated by a blank line"
    );
}

#[test]
fn no_solution_in_grid_and_line_output() {
    let p = "puzzles/no-solution.txt";
    let o = run(&["solve", p], None);
    assert_eq!(code(&o), 1);
    assert_eq!(text(&o.stdout), "");
    assert_eq!(text(&o.stderr), "puzzles/no-solution.txt:1: no solution\n");
    let o = run(&["solve", p, "--output", "line"], None);
    assert_eq!((code(&o), text(&o.stdout)), (1, "none\n".to_string()));
    let o = run(&["solve", p, "--count"], None);
    assert_eq!((code(&o), text(&o.stdout)), (1, "0\n".to_string()));
    for s in ["naive", "mrv", "propagate"] {
        let o = run(&["solve", p, "--strategy", s, "--output", "line"], None);
        assert_eq!(
            (code(&o), text(&o.stdout)),
            (1, "none\n".to_string()),
            "{s}"
        );
    }
}

#[test]
fn clashing_givens_name_digit_and_cells() {
    let o = run(&["solve", "puzzles/clashing-givens.txt"], None);
    assert_eq!(code(&o), 1);
    assert_eq!(text(&o.stdout), "");
    assert_eq!(
        text(&o.stderr),
        "puzzles/clashing-givens.txt:1: clashing givens: digit 5 appears twice in box 5: r4c6 and r5c4\n"
    );
}

#[test]
fn malformed_input_exits_2_with_place_and_nothing_on_stdout() {
    let cases: &[(&[u8], &str)] = &[
        (b"", "<stdin>: no puzzle found"),
        (
            b"103000509\n002109400\n000704000\n300502006\n060000050\n700803004\n000401000\n009205800\n",
            "<stdin>:9:1: expected 9 rows, found 8",
        ),
    ];
    for (input, want) in cases {
        let o = run(&["solve"], Some(input));
        assert_eq!(code(&o), 2, "{want}");
        assert_eq!(text(&o.stdout), "");
        let err = text(&o.stderr);
        assert!(err.starts_with(want), "got {err:?}, want {want:?}");
    }
}

#[test]
fn a_collection_with_one_bad_line_is_rejected_whole() {
    let original = std::fs::read_to_string("puzzles/top95.sdm").unwrap();
    let lines: Vec<&str> = original.lines().collect();
    let mut bad = lines[..50].join("\n");
    bad.push('\n');
    bad.push_str(&lines[50].replacen('.', "x", 1).replacen('x', "?", 1));
    bad.push('\n');
    bad.push_str(&lines[51..].join("\n"));
    let (_dir, path) = temp_file("bad.sdm", bad.as_bytes());
    let o = run(&["solve", &path], None);
    assert_eq!(code(&o), 2);
    assert_eq!(text(&o.stdout), "");
    let err = text(&o.stderr);
    let col = lines[50].find('.').unwrap() + 1;
    assert!(
        err.starts_with(&format!("{path}:51:{col}: unexpected '?'")),
        "{err}"
    );
    // Through a pipe it streams: the answers before the bad line are out, then it is named.
    let o = run(&["solve"], Some(bad.as_bytes()));
    assert_eq!(code(&o), 2);
    let good = run(&["solve", "--output", "line"], Some(original.as_bytes()));
    let first_50: String = text(&good.stdout)
        .lines()
        .take(50)
        .map(|l| format!("{l}\n"))
        .collect();
    assert_eq!(text(&o.stdout), first_50);
    let err = text(&o.stderr);
    assert!(
        err.starts_with(&format!("<stdin>:51:{col}: unexpected '?'")),
        "{err}"
    );
}

#[test]
fn unreadable_paths_exit_2() {
    let o = run(&["solve", "tests"], None);
    assert_eq!(code(&o), 2);
    assert_eq!(
        text(&o.stderr),
        "tests: is a directory, expected a puzzle file\n"
    );
    let o = run(&["solve", "does-not-exist.txt"], None);
    assert_eq!(code(&o), 2);
    assert_eq!(
        text(&o.stderr),
        "does-not-exist.txt: cannot read: no such file\n"
    );
}

#[test]
fn bad_usage_exits_2() {
    for args in [
        &["solve", "--strategy", "quantum"][..],
        &["solve", "--output", "xml"][..],
        &["solve", "--jobs", "0"][..],
        &["solve", "--limit", "5"][..],
        &["solve", "--count", "--strategy", "naive"][..],
    ] {
        let o = run(args, Some(b"103000509002109400000704000300502006060000050700803004000401000009205800804000107\n"));
        assert_eq!(code(&o), 2, "{args:?}");
        assert_eq!(text(&o.stdout), "", "{args:?}");
        assert!(!o.stderr.is_empty());
    }
}

#[test]
fn stats_report_placements_and_retractions_per_puzzle() {
    let puzzle = Grid::from_line(
        "103000509002109400000704000300502006060000050700803004000401000009205800804000107",
    )
    .unwrap();
    let mut st = Stepper::new(&puzzle, Strategy::Naive);
    st.finish();
    let want = format!(
        "placements={} retractions={} ",
        st.stats().placements,
        st.stats().retractions
    );
    let o = run(
        &[
            "solve",
            "puzzles/baekjoon-2239.txt",
            "--strategy",
            "naive",
            "--stats",
        ],
        None,
    );
    assert_eq!(text(&o.stdout), BAEKJOON_ANSWER);
    let err = text(&o.stderr);
    assert_eq!(err.lines().count(), 1);
    assert!(err.starts_with(&want), "{err}");
    let o = run(&["solve", "puzzles/top95.sdm", "--stats"], None);
    let err = text(&o.stderr);
    assert_eq!(err.lines().count(), 95);
    assert!(err
        .lines()
        .all(|l| l.starts_with("placements=") && l.contains(" retractions=")));
}

#[test]
fn every_format_in_puzzles_solves() {
    for entry in std::fs::read_dir("puzzles").unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "md") {
            continue;
        }
        let name = path.file_name().unwrap().to_str().unwrap().to_string();
        if name.starts_with("17-clue") || name.starts_with("anti-brute") {
            continue; // exercised in benchmarks: slow for naive, fine for fast
        }
        let o = run(&["solve", path.to_str().unwrap()], None);
        let expect = if name.starts_with("no-solution") || name.starts_with("clashing") {
            1
        } else {
            0
        };
        assert_eq!(code(&o), expect, "{name}: {}", text(&o.stderr));
    }
}
