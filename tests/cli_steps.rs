//! The step strategies from the command line, run as the real binary: `--trace`,
//! `--max-steps`, `--stats`, `--compare`, and `--index` (of `solve` and of the app).

#[path = "common/run.rs"]
mod run;

use run::{run, Input};
use serde_json::Value;
use sudoku_engine::compare;
use sudoku_engine::solve::{trace, Stepper, Strategy};
use sudoku_engine::Grid;

const SAMPLE: &str = "puzzles/baekjoon-2239.txt";
const HARD: &str = "puzzles/hard-bordered.txt";
const TOP95: &str = "puzzles/top95.sdm";

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

fn puzzle(file: &str, index: usize) -> Grid {
    let bytes = std::fs::read(file).unwrap();
    sudoku_engine::format::parse(file, &bytes).unwrap().puzzles[index - 1].grid
}

fn library_trace(grid: &Grid, s: Strategy, max: Option<u64>) -> Vec<u8> {
    let mut out = Vec::new();
    trace::write_trace(grid, s, max, &mut out).unwrap();
    out
}

#[test]
fn trace_is_the_engines_trace_one_json_object_per_event() {
    for s in Strategy::ALL {
        let r = run(
            &["solve", SAMPLE, "--trace", "--strategy", s.name()],
            Input::Nothing,
        );
        assert_eq!((r.code, r.stderr.as_str()), (0, ""), "{s}");
        assert_eq!(r.stdout, library_trace(&puzzle(SAMPLE, 1), s, None), "{s}");
        let mut st = Stepper::new(&puzzle(SAMPLE, 1), s);
        st.finish();
        let lines: Vec<Value> = text(&r.stdout)
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        // Every event but the final one is a line, numbered from 1.
        assert_eq!(lines.len() as u64, st.stats().steps - 1, "{s}");
        for (i, v) in lines.iter().enumerate() {
            assert_eq!(v["step"], i as u64 + 1);
        }
    }
    // Puzzle 7 of a collection; the first when no --index is given.
    let r = run(
        &[
            "solve",
            TOP95,
            "--trace",
            "--strategy",
            "mrv",
            "--index",
            "7",
        ],
        Input::Nothing,
    );
    assert_eq!(
        r.stdout,
        library_trace(&puzzle(TOP95, 7), Strategy::Mrv, None)
    );
    let r = run(
        &["solve", TOP95, "--trace", "--strategy", "mrv"],
        Input::Nothing,
    );
    assert_eq!(
        r.stdout,
        library_trace(&puzzle(TOP95, 1), Strategy::Mrv, None)
    );
}

#[test]
fn max_steps_stops_a_search_with_status_3() {
    let r = run(
        &[
            "solve",
            HARD,
            "--trace",
            "--strategy",
            "naive",
            "--max-steps",
            "25",
            "--stats",
        ],
        Input::Nothing,
    );
    assert_eq!(r.code, 3);
    assert_eq!(text(&r.stdout).lines().count(), 25);
    let err: Vec<&str> = r.stderr.lines().collect();
    assert!(
        err[0].starts_with("placements=") && err[0].contains(" steps=25 "),
        "{}",
        r.stderr
    );
    assert_eq!(
        err[1],
        format!(
            "{HARD}:1: stopped after 25 steps (--max-steps), neither solved nor shown unsolvable"
        )
    );
    // Without a trace: `stopped` in line output; a puzzle with no solution outweighs it.
    let r = run(
        &[
            "solve",
            HARD,
            "--strategy",
            "naive",
            "--max-steps",
            "1000",
            "--output",
            "line",
        ],
        Input::Nothing,
    );
    assert_eq!((r.code, text(&r.stdout)), (3, "stopped\n".to_string()));
    let mut two = std::fs::read_to_string("puzzles/no-solution.txt").unwrap();
    two.push_str(&puzzle(HARD, 1).to_line());
    two.push('\n');
    let r = run(
        &["solve", "--strategy", "mrv", "--max-steps", "50"],
        Input::Pipe(two.as_bytes()),
    );
    assert_eq!(
        (r.code, text(&r.stdout)),
        (1, "none\nstopped\n".to_string()),
        "{}",
        r.stderr
    );
    // Enough steps: solved as usual.
    let r = run(
        &[
            "solve",
            SAMPLE,
            "--strategy",
            "naive",
            "--max-steps",
            "1000000",
        ],
        Input::Nothing,
    );
    assert_eq!(r.code, 0);
    for args in [
        &["solve", SAMPLE, "--max-steps", "10"][..],
        &["solve", SAMPLE, "--trace"][..],
        &["solve", SAMPLE, "--trace", "--strategy", "fast"][..],
        &["solve", SAMPLE, "--trace", "--strategy", "naive", "--count"][..],
        &["solve", SAMPLE, "--strategy", "naive", "--max-steps", "0"][..],
    ] {
        let r = run(args, Input::Nothing);
        assert_eq!(r.code, 2, "{args:?}");
        assert!(
            r.stdout.is_empty() && r.stderr.starts_with("error: "),
            "{args:?}: {}",
            r.stderr
        );
    }
}

/// `key=value` fields of a stats line.
fn field(line: &str, key: &str) -> u64 {
    line.split(' ')
        .find_map(|f| f.strip_prefix(&format!("{key}=")))
        .unwrap_or_else(|| panic!("no {key} in {line}"))
        .parse()
        .unwrap()
}

#[test]
fn stats_count_guesses_deductions_and_both_take_backs_apart() {
    let grid = puzzle(HARD, 1);
    for s in Strategy::ALL {
        let r = run(
            &["solve", HARD, "--strategy", s.name(), "--stats"],
            Input::Nothing,
        );
        assert_eq!(r.code, 0);
        let line = r.stderr.lines().next().unwrap();
        let mut st = Stepper::new(&grid, s);
        st.finish();
        let want = st.stats();
        assert!(
            line.starts_with(&format!(
                "placements={} retractions={} ",
                want.placements, want.retractions
            )),
            "{line}"
        );
        assert_eq!(field(line, "deductions"), want.deductions);
        assert_eq!(field(line, "undone_deductions"), want.undone_deductions);
        assert_eq!(field(line, "steps"), want.steps);
        assert_eq!(
            field(line, "guesses"),
            compare::row(&grid, s, None).stats.guesses
        );
        // What is on the board at the end: every blank, filled.
        let on_board =
            want.placements + want.deductions - want.retractions - want.undone_deductions;
        assert_eq!(on_board as usize, grid.blanks(), "{line}");
        assert!(line.contains(&format!(" strategy={s} ")), "{line}");
    }
    let propagate = run(
        &["solve", HARD, "--strategy", "propagate", "--stats"],
        Input::Nothing,
    );
    let line = propagate.stderr.lines().next().unwrap().to_string();
    assert!(field(&line, "undone_deductions") > 0, "{line}");
    // The fast solver says what it counted: its guesses.
    let r = run(&["solve", SAMPLE, "--stats"], Input::Nothing);
    let line = r.stderr.lines().next().unwrap();
    assert!(
        line.starts_with("placements=0 retractions=0 guesses=0 strategy=fast time="),
        "{line}"
    );
    let r = run(&["solve", TOP95, "--index", "4", "--stats"], Input::Nothing);
    let line = r.stderr.lines().next().unwrap();
    assert!(
        field(line, "guesses") > 0 && field(line, "guesses") == field(line, "placements"),
        "{line}"
    );
}

#[test]
fn compare_prints_every_strategy_with_its_counts_and_ratios() {
    let grid = puzzle(HARD, 1);
    let r = run(&["solve", HARD, "--compare"], Input::Nothing);
    assert_eq!((r.code, r.stderr.as_str()), (0, ""));
    let out = text(&r.stdout);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], format!("{HARD}:1"));
    let titles: Vec<&str> = lines[1].split_whitespace().collect();
    assert_eq!(
        titles,
        [
            "strategy",
            "result",
            "steps",
            "placements",
            "retractions",
            "deductions",
            "undone",
            "guesses",
            "wasted",
            "time"
        ]
    );
    assert_eq!(lines.len(), 2 + Strategy::ALL.len());
    let mut fewest_steps = u64::MAX;
    for (line, s) in lines[2..].iter().zip(Strategy::ALL) {
        let cells: Vec<&str> = line.split_whitespace().collect();
        assert_eq!(cells[..2], [s.name(), "solved"], "{line}");
        let mut st = Stepper::new(&grid, s);
        st.finish();
        assert_eq!(cells[2], st.stats().steps.to_string(), "{line}");
        assert_eq!(cells[4], st.stats().placements.to_string(), "{line}");
        fewest_steps = fewest_steps.min(st.stats().steps);
    }
    // Each count is followed by its ratio to the fewest.
    let best = lines[2..]
        .iter()
        .find(|l| l.split_whitespace().nth(2) == Some(&fewest_steps.to_string()))
        .unwrap();
    assert_eq!(best.split_whitespace().nth(3), Some("x1.00"), "{best}");
    let naive = lines[2];
    assert!(
        naive.split_whitespace().nth(3).unwrap().starts_with('x'),
        "{naive}"
    );
}

#[test]
fn compare_with_max_steps_says_which_stopped_and_clashes_are_reported() {
    let r = run(
        &["solve", HARD, "--compare", "--max-steps", "1000"],
        Input::Nothing,
    );
    assert_eq!(r.code, 0, "propagate solved it: {}", r.stderr);
    let out = text(&r.stdout);
    let naive = out.lines().find(|l| l.starts_with("naive")).unwrap();
    assert!(
        naive.split_whitespace().nth(1) == Some("stopped") && naive.contains(" 1000 "),
        "{out}"
    );
    assert!(
        out.ends_with("stopped after 1000 steps (--max-steps): naive, mrv\n"),
        "{out}"
    );
    // A stopped search's figures are lower bounds: no ratio beside them, while the
    // finished one's are against the finished alone.
    assert!(!naive.contains('x'), "{out}");
    let propagate = out.lines().find(|l| l.starts_with("propagate")).unwrap();
    assert!(propagate.contains("x1.00"), "{out}");
    assert!(!out.contains("x0."), "{out}");
    // Everyone stopped: status 3, and no ratios at all.
    let r = run(
        &["solve", HARD, "--compare", "--max-steps", "5"],
        Input::Nothing,
    );
    assert_eq!(r.code, 3);
    let out = text(&r.stdout);
    assert!(out.lines().skip(1).all(|l| !l.contains(" x")), "{out}");
    // Two puzzles: two tables, a blank line between; no solution: status 1.
    let two = puzzle(SAMPLE, 1).to_line()
        + "\n"
        + &std::fs::read_to_string("puzzles/no-solution.txt").unwrap();
    let r = run(&["solve", "--compare"], Input::Pipe(two.as_bytes()));
    assert_eq!(r.code, 1);
    let out = text(&r.stdout);
    assert!(
        out.starts_with("<stdin>:1: puzzle 1\n") && out.contains("\n\n<stdin>:2: puzzle 2\n"),
        "{out}"
    );
    assert_eq!(
        out.matches(" no solution ").count(),
        Strategy::ALL.len(),
        "{out}"
    );
    let r = run(
        &["solve", "puzzles/clashing-givens.txt", "--compare"],
        Input::Nothing,
    );
    assert_eq!((r.code, r.stdout.len()), (1, 0));
    assert!(r.stderr.contains("clashing givens"), "{}", r.stderr);
    for extra in [
        ["--strategy", "mrv"],
        ["--output", "line"],
        ["--stats", "--jobs=1"],
    ] {
        let mut args = vec!["solve", SAMPLE, "--compare"];
        args.extend(extra);
        let r = run(&args, Input::Nothing);
        assert_eq!((r.code, r.stdout.len()), (2, 0), "{extra:?}");
        assert!(r.stderr.contains(&format!("{} does not apply", extra[0])));
    }
}

#[test]
fn library_rows_match_the_engine() {
    let grid = puzzle(TOP95, 3);
    let rows = compare::rows(&grid, None);
    assert_eq!(rows.len(), Strategy::ALL.len());
    for (row, s) in rows.iter().zip(Strategy::ALL) {
        let mut st = Stepper::new(&grid, s);
        st.finish();
        assert_eq!((row.strategy, row.stats), (s, *st.stats()));
        assert!(row.stats.guesses <= row.stats.placements);
    }
    // Propagate branches only where singles run out: every placement is a guess.
    assert_eq!(rows[2].stats.guesses, rows[2].stats.placements);
}

#[test]
fn index_counts_from_1_and_needs_a_file_in_the_app() {
    for args in [
        &["--index", "0", SAMPLE][..],
        &["solve", SAMPLE, "--index", "0"][..],
    ] {
        run(args, Input::Nothing).assert_refused("puzzles are numbered from 1");
    }
    run(&["--index", "2"], Input::Nothing)
        .assert_refused("--index picks a puzzle of a FILE, and no FILE was given");
    let r = run(&["solve", TOP95, "--index", "96"], Input::Nothing);
    assert_eq!((r.code, r.stdout.len()), (2, 0));
    assert_eq!(
        r.stderr,
        format!("{TOP95}: there is no puzzle 96: the input holds 95 puzzles\n")
    );
    // From standard input too: just that puzzle, as a one-puzzle input (grid output).
    let all = std::fs::read(TOP95).unwrap();
    let r = run(&["solve", "--index", "95"], Input::Pipe(&all));
    assert_eq!(r.code, 0);
    let want = sudoku_engine::solve::fast::solve_first(&puzzle(TOP95, 95)).unwrap();
    assert_eq!(text(&r.stdout), want.to_string());
}

#[test]
fn strategy_choices_come_from_the_strategy_list() {
    let r = run(&["solve", "--help"], Input::Nothing);
    let help = text(&r.stdout);
    let names: Vec<&str> = std::iter::once("fast")
        .chain(Strategy::ALL.iter().map(|s| s.name()))
        .collect();
    assert!(
        help.contains(&format!("[possible values: {}]", names.join(", "))),
        "{help}"
    );
}

/// Counts that must be at least 1 say so in words, not as a range of 64-bit numbers.
#[test]
fn counts_of_at_least_one_say_so() {
    for (args, flag) in [
        (&["solve", SAMPLE, "--jobs", "0"][..], "--jobs"),
        (&["solve", SAMPLE, "--solutions", "0"][..], "--solutions"),
        (&["solve", SAMPLE, "--count", "--limit", "0"][..], "--limit"),
        (&["solve", SAMPLE, "--max-steps", "0"][..], "--max-steps"),
        (&["generate", "--count", "0"][..], "--count"),
        (&["generate", "--jobs", "0"][..], "--jobs"),
    ] {
        let r = run(args, Input::Nothing);
        r.assert_refused(&format!("for '{flag} <"));
        r.assert_refused("0 is too few: at least 1");
        assert!(!r.stderr.contains("18446744073709551615"), "{}", r.stderr);
    }
    run(&["solve", SAMPLE, "--jobs", "two"], Input::Nothing)
        .assert_refused("'two' is not a whole number of at least 1");
}

#[test]
fn stats_lines_of_a_collection_say_which_puzzle_they_are_for() {
    let r = run(&["solve", TOP95, "--stats", "--jobs", "2"], Input::Nothing);
    assert_eq!(r.code, 0);
    let lines: Vec<&str> = r.stderr.lines().collect();
    assert_eq!(lines.len(), 95);
    for (i, line) in lines.iter().enumerate() {
        // The fields scripts read stay first and in their order; the place comes last.
        assert!(
            line.starts_with("placements=") && line.contains(" strategy=fast time="),
            "{line}"
        );
        let tail = format!("ms puzzle={} line={}", i + 1, i + 1);
        assert!(line.ends_with(&tail), "{line}");
    }
    // A step strategy's line too, after every field it had.
    let r = run(
        &["solve", TOP95, "--stats", "--strategy", "propagate"],
        Input::Nothing,
    );
    let third = r.stderr.lines().nth(2).unwrap();
    assert!(third.contains(" strategy=propagate time="), "{third}");
    assert!(third.ends_with(" puzzle=3 line=3"), "{third}");
    // One puzzle is the only one: nothing to tell apart.
    let r = run(&["solve", SAMPLE, "--stats"], Input::Nothing);
    assert!(!r.stderr.contains("puzzle="), "{}", r.stderr);
}
