//! `sudoku-tui solve --strategy logic --explain`, run as the real binary: the solve path
//! in words on stdout, one line a step; exit status and stderr as for a solve; refused
//! combinations.

#[path = "common/piped.rs"]
mod piped;

use std::process::Output;

use sudoku_engine::solve::logic::{self, words, PathStep};
use sudoku_engine::Grid;

use piped::{run, text};

fn explain(extra: &[&str], stdin: &str) -> Output {
    let args = [&["solve", "--strategy", "logic", "--explain"][..], extra].concat();
    run(&args, stdin)
}

/// One solution; pointing, naked pairs and an XY-wing among its steps, no guess.
const POINTING: &str =
    "730120940600070000080400000010004000000000106200009400000700209060000085000002000";

/// The solve path as the library gives it, in words: what the command must print for a
/// puzzle the techniques finish.
fn path_in_words(puzzle: &str) -> Vec<String> {
    let grid = Grid::from_line(puzzle).unwrap();
    logic::solve_path(&grid, false)
        .steps
        .iter()
        .map(|s| match s {
            PathStep::Logic(step) => words::describe(step),
            other => panic!("a guess in {puzzle}: {other:?}"),
        })
        .collect()
}

#[test]
fn a_puzzle_the_techniques_finish_is_told_step_by_step() {
    let o = explain(&[], &format!("{POINTING}\n"));
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    assert_eq!(text(&o.stderr), "");
    let out = text(&o.stdout);
    let lines: Vec<&str> = out.lines().collect();
    let want = path_in_words(POINTING);
    assert_eq!(lines, want);
    assert!(
        lines.iter().any(|l| l.starts_with("pointing: in box ")),
        "{out}"
    );
    assert!(lines.iter().any(|l| l.starts_with("XY-wing: ")), "{out}");
    // Steps in words only: no grid, no solution line.
    assert!(lines
        .iter()
        .all(|l| l.contains(": ") && l.len() != 81 && l.len() != 9));
}

#[test]
fn a_file_of_several_puzzles_explains_the_first_or_the_one_index_picks() {
    let file = std::env::temp_dir().join(format!("cli-explain-{}.txt", std::process::id()));
    let easy = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
    std::fs::write(&file, format!("{POINTING}\n{easy}\n")).unwrap();
    let path = file.to_str().unwrap();
    let first = explain(&[path], "");
    assert_eq!(first.status.code(), Some(0), "{}", text(&first.stderr));
    assert_eq!(
        text(&first.stdout).lines().collect::<Vec<_>>(),
        path_in_words(POINTING)
    );
    let second = explain(&[path, "--index", "2"], "");
    assert_eq!(second.status.code(), Some(0), "{}", text(&second.stderr));
    assert_eq!(
        text(&second.stdout).lines().collect::<Vec<_>>(),
        path_in_words(easy)
    );
    let past = explain(&[path, "--index", "3"], "");
    assert_eq!(past.status.code(), Some(2));
    assert_eq!(text(&past.stdout), "");
    assert!(text(&past.stderr).contains('3'), "{}", text(&past.stderr));
    let _ = std::fs::remove_file(&file);
}

#[test]
fn guesses_and_take_backs_are_lines_of_their_own() {
    // Puzzle 7 of top95: the techniques run out, a guess is needed.
    let o = explain(&["puzzles/top95.sdm", "--index", "7"], "");
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    let out = text(&o.stdout);
    assert!(out.lines().any(|l| l.starts_with("guess: r")), "{out}");
    assert!(out.lines().any(|l| l.contains(" (taken back: ")), "{out}");
    assert!(
        out.lines().any(|l| l.contains(" again (given back: ")),
        "{out}"
    );
    let techniques: Vec<&str> = logic::Technique::ALL.iter().map(|t| t.words()).collect();
    for l in out.lines() {
        let head = l.split(':').next().unwrap();
        assert!(
            techniques.contains(&head)
                || head == "guess"
                || l.contains(" (taken back: ")
                || l.contains(" (undone: ")
                || l.contains(" again (given back: "),
            "{l}"
        );
    }
}

#[test]
fn no_solution_clashes_and_a_step_limit_say_so_on_stderr() {
    let none = explain(&["puzzles/no-solution.txt"], "");
    assert_eq!(none.status.code(), Some(1), "{}", text(&none.stderr));
    assert!(
        text(&none.stderr).contains("no solution"),
        "{}",
        text(&none.stderr)
    );
    let clash = explain(&["puzzles/clashing-givens.txt"], "");
    assert_eq!(clash.status.code(), Some(1));
    assert!(
        text(&clash.stderr).contains("clashing givens"),
        "{}",
        text(&clash.stderr)
    );
    let stopped = explain(&["--max-steps", "3"], &format!("{POINTING}\n"));
    assert_eq!(stopped.status.code(), Some(3), "{}", text(&stopped.stderr));
    assert_eq!(
        text(&stopped.stdout).lines().collect::<Vec<_>>(),
        path_in_words(POINTING)[..3]
    );
    assert!(text(&stopped.stderr).contains("stopped after 3 steps"));
    let stats = explain(&["--stats"], &format!("{POINTING}\n"));
    assert_eq!(stats.status.code(), Some(0));
    assert!(
        text(&stats.stderr).contains("strategy=logic"),
        "{}",
        text(&stats.stderr)
    );
}

#[test]
fn explain_is_refused_with_other_strategies_and_outputs() {
    let p = format!("{POINTING}\n");
    let naive = run(&["solve", "--explain"], &p);
    assert_eq!(naive.status.code(), Some(2));
    assert_eq!(text(&naive.stdout), "");
    assert!(
        text(&naive.stderr).contains("--strategy logic"),
        "{}",
        text(&naive.stderr)
    );
    let other = run(&["solve", "--strategy", "propagate", "--explain"], &p);
    assert_eq!(other.status.code(), Some(2));
    assert!(text(&other.stderr).contains("--strategy logic"));
    for extra in [
        &["--trace"][..],
        &["--tree"],
        &["--estimate"],
        &["--output", "grid"],
        &["--count"],
    ] {
        let o = explain(extra, &p);
        assert_eq!(o.status.code(), Some(2), "{extra:?}");
        assert_eq!(text(&o.stdout), "", "{extra:?}");
        let err = text(&o.stderr);
        assert!(
            err.contains("--explain") || err.contains(extra[0]),
            "{extra:?}: {err}"
        );
    }
}
