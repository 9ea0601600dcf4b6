//! `solve` at every size, run as the real binary: 4x4, 6x6, 16x16 and 25x25 puzzles,
//! their solutions in the input's size and alphabet, counts, lists, clear refusals and
//! errors that name the size expected.

#[path = "common/piped.rs"]
mod piped;

use std::process::Output;

use piped::text;

const FOUR: &str = "tests/fixtures/sizes/four.txt";
const SIX: &str = "tests/fixtures/sizes/six.txt";
const SIXTEEN: &str = "tests/fixtures/sizes/sixteen.txt";
const TWENTY_FIVE: &str = "tests/fixtures/sizes/twentyfive.txt";

const FOUR_SOLVED: &str = "3142\n4231\n2314\n1423\n";
const SIX_SOLVED: &str = "123654465231651342234516512463346125";
const SIXTEEN_SOLVED: &str = "7E69C8G35BAF241D1D24E7968GC3FB5A8C3GA5BF14D2697E5AFBD14279E63G8C69E1G37CF8BAD52424D5961E37GCA8FB3GC7BF8A254DE169FBA8425D619EC73GE1927C6GA38B4FD5C7G68A3BDF5492E1A8B35DF4E219G6C7D54F1E29C67GB3A8921D6GE7BC385A4F4F5A29D1GE678CB3G67E3BC84AF51D92B38CF4A59D217EG6";
const TWENTY_FIVE_SOLVED: &str = "CGHF18KJ379IME5DO2PALB6N44LNB6EM9I5C1HGF3J87K2PDAOO2APDGHC1F46NLBI9E5M873KJ9EM5I2AODPJ3K8764LBNGF1HCJ8K73LN46BODA2P1CGFHE5IM9GN1CBM385JEFIH972KODA4P6LLA64PHIEF9GB1NC58MJ3KO7D2EHI9FKD27O853MJPLA46NCB1G8M3J5A6LP427DKOBGNC1H9FIE2KDO7N1GBCLP6A4FEH9IMJ538FCEIHJ27KD5M893APO6L41NGB7J2DK4GBN1PALO6HFCIE93M855983MOLPA67K2JDNB41GCIHEFPOL6ACEFHIBNG41M5938JDK27B4G1N985M3FHECIK7JD2O6ALPIF9ME7OD2A38J5KL6PN4BHGC11BCHG5J38KIE9FM2D7AOPNL46D7OA2BC1GH6L4PNEIFM95K8J36P4NLF9IEM1GCBH835KJ7A2OD35JK8P46LND2O7AG1BHCFME9IK372J6BN4GAOPDLCH1EFI895MMI589DPAOLKJ7324N6GB1ECFHH1FEC37KJ2M95I8OADLP6G4BNADPLO1FHCEN4B6G9MI8532J7KN6BG4I5M98HCF1EJK327DLOPA";

/// `sudoku-tui solve ARGS`, with `stdin` on standard input.
fn run(args: &[&str], stdin: Option<&[u8]>) -> Output {
    piped::run_bytes(&[&["solve"], args].concat(), stdin.unwrap_or_default())
}

/// N lines of N characters of a line of N² cells.
fn rows(line: &str, n: usize) -> String {
    line.as_bytes()
        .chunks(n)
        .map(|r| format!("{}\n", std::str::from_utf8(r).unwrap()))
        .collect()
}

#[track_caller]
fn assert_ok(out: &Output, stdout: &str) {
    assert_eq!(text(&out.stderr), "");
    assert_eq!(text(&out.stdout), stdout);
    assert_eq!(out.status.code(), Some(0));
}

#[test]
fn each_size_solves_in_its_own_size() {
    assert_ok(&run(&[FOUR], None), FOUR_SOLVED);
    assert_ok(&run(&[SIX], None), &rows(SIX_SOLVED, 6));
    assert_ok(&run(&[SIXTEEN], None), &rows(SIXTEEN_SOLVED, 16));
    assert_ok(&run(&[TWENTY_FIVE], None), &rows(TWENTY_FIVE_SOLVED, 25));
    assert_ok(
        &run(&["--output", "line", SIXTEEN], None),
        &format!("{SIXTEEN_SOLVED}\n"),
    );
    let grid = run(&["--output", "grid", "-"], Some(SIX_SOLVED.as_bytes()));
    assert_ok(&grid, &rows(SIX_SOLVED, 6));
}

#[test]
fn counts_and_lists_at_every_size() {
    for f in [FOUR, SIX, SIXTEEN, TWENTY_FIVE] {
        assert_ok(&run(&["--count", f], None), "1\n");
    }
    // An empty 4x4 grid: 288 solutions, the first in lexicographic order.
    let empty = "0".repeat(16);
    assert_ok(
        &run(&["--count", "--limit", "1000"], Some(empty.as_bytes())),
        "288\n",
    );
    assert_ok(&run(&["--count"], Some(empty.as_bytes())), "2\n");
    let listed = run(
        &["--solutions", "3", "--output", "line"],
        Some(empty.as_bytes()),
    );
    assert_ok(
        &listed,
        "1234341221434321\n1234341223414123\n1234341241232341\n",
    );
    let first = run(&[], Some(empty.as_bytes()));
    assert_eq!(text(&first.stdout), "1234\n3412\n2143\n4321\n");
    assert_eq!(
        text(&first.stderr),
        "<stdin>:1: more than one solution; --solutions N prints them in order\n"
    );
    assert_eq!(first.status.code(), Some(0));
}

#[test]
fn hex_puzzles_answer_in_hex() {
    // The 16x16 puzzle with 0 for 16: 0-F, with . blanks.
    let sixteen = std::fs::read_to_string(SIXTEEN).unwrap();
    let hex = sixteen.lines().nth(1).unwrap().replace('G', "0");
    let out = run(&["--output", "line"], Some(hex.as_bytes()));
    assert_ok(&out, &format!("{}\n", SIXTEEN_SOLVED.replace('G', "0")));
    // Lowercase letters read as capitals.
    let lower = sixteen.lines().nth(1).unwrap().to_lowercase();
    let out = run(&["--output", "line"], Some(lower.as_bytes()));
    assert_ok(&out, &format!("{SIXTEEN_SOLVED}\n"));
}

#[test]
fn collections_mix_sizes() {
    let nine = "103000509002109400000704000300502006060000050700803004000401000009205800804000107";
    let four = std::fs::read_to_string(FOUR).unwrap().replace('\n', "");
    let input = format!("{four}\n{nine}\n{SIX_SOLVED}\n");
    let out = run(&[], Some(input.as_bytes()));
    assert_ok(
        &out,
        &format!(
            "3142423123141423\n143628579572139468986754231391542786468917352725863914237481695619275843854396127\n{SIX_SOLVED}\n"
        ),
    );
    // The 9x9 ones first, then another size: from a pipe, the 9x9 line is answered at
    // its line end, and the stream ends at the line of another size; from a file, the
    // same answers as above.
    let input = format!("{nine}\n{four}\n");
    let out = run(&["--count"], Some(input.as_bytes()));
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(String::from_utf8_lossy(&out.stdout), "1\n");
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("mixed.txt");
    std::fs::write(&path, &input).unwrap();
    let out = run(&["--count", path.to_str().unwrap()], None);
    assert_ok(&out, "1\n1\n");
    // One puzzle picked from them.
    let out = run(
        &["--index", "2", "--output", "line"],
        Some(input.as_bytes()),
    );
    assert_ok(&out, "3142423123141423\n");
}

#[test]
fn no_solution_and_clashes_exit_1() {
    let clash = "11..\n....\n....\n....\n";
    let out = run(&[], Some(clash.as_bytes()));
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(text(&out.stdout), "");
    assert_eq!(
        text(&out.stderr),
        "<stdin>:1: clashing givens: digit 1 appears twice in row 1: r1c1 and r1c2\n"
    );
    // No clash, yet no solution: r1c1 can hold nothing.
    let stuck = "0234\n1000\n0000\n0000\n";
    let out = run(&["--count"], Some(stuck.as_bytes()));
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(text(&out.stdout), "0\n");
    assert_eq!(text(&out.stderr), "<stdin>:1: no solution\n");
}

#[test]
fn step_strategies_solve_every_size() {
    for strategy in ["naive", "mrv", "propagate"] {
        assert_ok(&run(&["--strategy", strategy, FOUR], None), FOUR_SOLVED);
        let out = run(&["--strategy", strategy, "--output", "line", SIX], None);
        assert_ok(&out, &format!("{SIX_SOLVED}\n"));
    }
    let out = run(
        &["--strategy", "propagate", "--output", "line", SIXTEEN],
        None,
    );
    assert_ok(&out, &format!("{SIXTEEN_SOLVED}\n"));
}

#[test]
fn step_stats_have_retractions_and_wasted_steps_as_at_nine() {
    let out = run(&["--strategy", "naive", "--stats", FOUR], None);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(text(&out.stdout), FOUR_SOLVED);
    let err = text(&out.stderr);
    let keys: Vec<&str> = err
        .split_whitespace()
        .map(|kv| kv.split('=').next().unwrap())
        .collect();
    assert_eq!(
        keys,
        [
            "placements",
            "retractions",
            "deductions",
            "undone_deductions",
            "guesses",
            "steps",
            "max_depth",
            "wasted",
            "strategy",
            "time"
        ],
        "{err}"
    );
    assert!(err.contains(" strategy=naive "), "{err}");
}

#[test]
fn max_steps_stops_a_search_of_any_size() {
    let out = run(
        &[
            "--strategy",
            "mrv",
            "--max-steps",
            "3",
            "--output",
            "line",
            FOUR,
        ],
        None,
    );
    assert_eq!(out.status.code(), Some(3));
    assert_eq!(text(&out.stdout), "stopped\n");
    assert_eq!(
        text(&out.stderr),
        format!(
            "{FOUR}:1: stopped after 3 steps (--max-steps), neither solved nor shown unsolvable\n"
        )
    );
}

#[test]
fn trace_writes_json_lines_at_every_size() {
    let out = run(&["--strategy", "naive", "--trace", "--stats", FOUR], None);
    assert_eq!(out.status.code(), Some(0));
    let lines: Vec<String> = text(&out.stdout).lines().map(String::from).collect();
    assert_eq!(
        lines[0],
        r#"{"step":1,"kind":"place","row":1,"col":3,"digit":4,"depth":1,"options":[]}"#
    );
    let err = text(&out.stderr);
    let steps = format!(" steps={} ", lines.len() + 1);
    assert!(err.contains(&steps), "{err}");
    let out = run(
        &[
            "--strategy",
            "propagate",
            "--trace",
            "--max-steps",
            "40",
            SIXTEEN,
        ],
        None,
    );
    assert_eq!(out.status.code(), Some(3));
    let trace = text(&out.stdout);
    assert_eq!(trace.lines().count(), 40);
    assert!(trace.lines().all(|l| l.starts_with(r#"{"step":"#)));
    // Rows, columns and digits past 9 are numbers.
    assert!(trace.contains(r#""row":1"#) && trace.contains(r#""col":1"#));
    assert!(
        (10..=16).any(|d| trace.contains(&format!(r#""digit":{d},"#))),
        "{trace}"
    );
    assert_eq!(
        text(&out.stderr),
        format!("{SIXTEEN}:2: stopped after 40 steps (--max-steps), neither solved nor shown unsolvable\n")
    );
}

#[test]
fn compare_races_the_strategies_of_every_size() {
    let out = run(&["--compare", SIX], None);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(text(&out.stderr), "");
    let table = text(&out.stdout);
    let lines: Vec<&str> = table.lines().collect();
    assert_eq!(lines[0], format!("{SIX}:1"));
    assert!(lines[1].starts_with("strategy   result  steps"), "{table}");
    let names: Vec<&str> = lines[2..]
        .iter()
        .map(|l| l.split_whitespace().next().unwrap())
        .collect();
    assert_eq!(names, ["naive", "mrv", "propagate"], "{table}");
    assert!(lines[2..].iter().all(|l| l.contains(" solved ")), "{table}");
}

/// The tree of a search of another size: one node per `place` event of the trace of the
/// same search, at its step, with its cell and digit, the root first.
#[test]
fn the_tree_is_written_at_every_size() {
    for (strategy, file) in [("mrv", SIX), ("naive", FOUR), ("propagate", SIXTEEN)] {
        let tree = run(&["--strategy", strategy, "--tree", "--stats", file], None);
        assert_eq!(tree.status.code(), Some(0), "{}", text(&tree.stderr));
        assert!(
            text(&tree.stderr).contains(" wasted="),
            "{}",
            text(&tree.stderr)
        );
        let trace = run(&["--strategy", strategy, "--trace", file], None);
        let json = |out: &Output| -> Vec<serde_json::Value> {
            text(&out.stdout)
                .lines()
                .map(|l| serde_json::from_str(l).expect("a JSON line"))
                .collect()
        };
        let nodes = json(&tree);
        let places: Vec<serde_json::Value> = json(&trace)
            .into_iter()
            .filter(|e| e["kind"] == "place")
            .collect();
        assert_eq!(nodes[0]["id"], 0);
        assert_eq!(nodes[0]["parent"], serde_json::Value::Null);
        assert_eq!(nodes[0]["solved"], true);
        assert_eq!(nodes.len(), places.len() + 1, "{strategy} on {file}");
        for (n, p) in nodes[1..].iter().zip(&places) {
            let cell = format!("r{}c{}", p["row"], p["col"]);
            assert_eq!(
                (&n["first_step"], n["cell"].as_str(), &n["digit"]),
                (&p["step"], Some(cell.as_str()), &p["digit"]),
                "{strategy} on {file}"
            );
        }
    }
    let out = run(
        &["--strategy", "naive", "--tree", "--max-steps", "10", SIX],
        None,
    );
    assert_eq!(out.status.code(), Some(3));
    assert!(text(&out.stdout).starts_with(r#"{"id":0,"parent":null,"depth":0,"cell":null,"digit":null,"first_step":1,"last_step":10,"steps":10,"#));
}

/// `--estimate` at every size: one line per puzzle, close to the steps the search takes,
/// and a 9×9 puzzle among others of other sizes gets the figure of a 9×9 input.
#[test]
fn the_estimate_is_given_at_every_size() {
    for (strategy, file) in [("naive", FOUR), ("mrv", SIX), ("propagate", SIXTEEN)] {
        let out = run(&["--strategy", strategy, "--estimate", file], None);
        assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
        let line = text(&out.stdout);
        let n: f64 = line
            .strip_prefix("estimated_steps=")
            .and_then(|n| n.trim_end().parse().ok())
            .unwrap_or_else(|| panic!("{line}"));
        let stats = run(&["--strategy", strategy, "--stats", file], None);
        let err = text(&stats.stderr);
        let steps: f64 = err
            .split_whitespace()
            .find_map(|w| w.strip_prefix("steps="))
            .and_then(|n| n.parse().ok())
            .unwrap_or_else(|| panic!("{err}"));
        assert!(
            n > 0.0 && n < steps * 10.0 && steps < n * 10.0,
            "{n} against {steps}"
        );
    }
    let nine = "1.3...5.9..21.94.....7.4...3..5.2..6.6.....5.7..8.3..4...4.1.....92.58..8.4...1.7";
    let est = ["--strategy", "mrv", "--estimate"];
    let alone = run(&est, Some(format!("{nine}\n").as_bytes()));
    let mixed = run(
        &est,
        Some(format!("{nine}\n{}\n", "0".repeat(16)).as_bytes()),
    );
    assert_eq!(mixed.status.code(), Some(0), "{}", text(&mixed.stderr));
    let lines = text(&mixed.stdout);
    assert_eq!(lines.lines().next(), text(&alone.stdout).lines().next());
    assert_eq!(lines.lines().count(), 2);
}

#[test]
fn what_is_nine_by_nine_only_is_refused_with_the_size() {
    let out = run(&["--strategy", "logic", SIXTEEN], None);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(text(&out.stdout), "");
    assert_eq!(
        text(&out.stderr),
        format!(
            "error: --strategy logic: {SIXTEEN}:2 holds a 16x16 puzzle, and the logic strategy \
             solves 9x9 puzzles only (naive, mrv and propagate solve every size)\n"
        )
    );
    let out = run(&["--strategy", "logic", "--explain", FOUR], None);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(text(&out.stdout), "");
    let err = text(&out.stderr);
    assert!(
        err.contains("--explain works on 9x9 puzzles only, and "),
        "{err}"
    );
    assert!(err.contains("holds a 4x4 puzzle"), "{err}");
}

#[test]
fn malformed_input_names_the_size_expected() {
    let out = run(&[], Some(b"123412341234123\n"));
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        text(&out.stderr),
        "<stdin>:1:16: line has 15 cells, expected 16 (a 4x4 grid)\n"
    );
    let out = run(&[], Some(b"1234\n3412\n214\n4321\n"));
    assert_eq!(
        text(&out.stderr),
        "<stdin>:3:4: row 3 has 3 cells, expected 4\n"
    );
    let out = run(&[], Some(b"1234\n3412\n2153\n4321\n"));
    assert_eq!(
        text(&out.stderr),
        "<stdin>:3:3: unexpected '5', expected a digit 1-4 or a blank (0 .) in a 4x4 grid\n"
    );
    // A bad line after puzzles of another size: nothing printed, the line named.
    let input = format!("{}\n{}\n", "0".repeat(16), "0".repeat(35));
    let out = run(&["--count"], Some(input.as_bytes()));
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(text(&out.stdout), "");
    assert_eq!(
        text(&out.stderr),
        "<stdin>:2:36: line has 35 cells, expected 36 (a 6x6 grid)\n"
    );
    // Near 9x9, the 9x9 messages as ever.
    let out = run(&[], Some("0".repeat(80).as_bytes()));
    assert_eq!(
        text(&out.stderr),
        "<stdin>:1:81: line has 80 cells, expected 81\n"
    );
}

#[test]
fn stats_at_other_sizes() {
    let out = run(&["--stats", FOUR], None);
    assert_eq!(text(&out.stdout), FOUR_SOLVED);
    let err = text(&out.stderr);
    assert!(err.starts_with("placements="), "{err}");
    assert!(err.contains(" strategy=fast size=4x4 time="), "{err}");
    assert_eq!(out.status.code(), Some(0));
}

#[test]
fn a_stream_of_nine_by_nine_turning_to_another_size_says_so() {
    let nine = "103000509002109400000704000300502006060000050700803004000401000009205800804000107";
    let input = format!("{nine}\n{nine}\n{nine}\n{}\n", "0".repeat(16));
    let out = run(&["--count"], Some(input.as_bytes()));
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(text(&out.stdout), "1\n1\n1\n");
    assert_eq!(
        text(&out.stderr),
        "<stdin>:4: a 4x4 puzzle in a collection of 9x9 puzzles streamed from a pipe: a \
         collection that mixes sizes is read from a file\n"
    );
}

#[test]
fn a_whole_hex_grid_and_solves_output_read_back_in_hex() {
    // The solution written in hex, as a whole grid: no blank, a 0 for every 16.
    let hex = rows(&SIXTEEN_SOLVED.replace('G', "0"), 16);
    let out = run(&[], Some(hex.as_bytes()));
    assert_ok(&out, &hex);
    let out = run(&["--output", "line"], Some(hex.as_bytes()));
    assert_ok(&out, &format!("{}\n", SIXTEEN_SOLVED.replace('G', "0")));
    // A hex puzzle solved, its output solved again: the same grid, 256 givens.
    let sixteen = std::fs::read_to_string(SIXTEEN).unwrap();
    let puzzle = sixteen.lines().nth(1).unwrap().replace('G', "0");
    let first = run(&[], Some(puzzle.as_bytes()));
    assert_ok(&first, &hex);
    let again = run(&[], Some(&first.stdout));
    assert_ok(&again, &hex);
    let count = run(&["--count"], Some(&first.stdout));
    assert_ok(&count, "1\n");
}

#[test]
fn a_sixteen_by_sixteen_grid_with_a_short_row_is_named_as_one() {
    let mut grid: Vec<String> = rows(SIXTEEN_SOLVED, 16).lines().map(String::from).collect();
    grid[2].pop();
    let out = run(&["-"], Some(grid.join("\n").as_bytes()));
    assert_eq!(
        text(&out.stderr),
        "<stdin>:3:16: row 3 has 15 cells, expected 16\n"
    );
    assert_eq!(text(&out.stdout), "");
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn a_line_too_long_is_that_at_every_size() {
    let comment = "x".repeat(70_000);
    let four = "1234341221434321";
    for (input, line) in [
        (format!("{four}\n{four} {comment}\n{four}\n"), 2),
        (format!("{four} {comment}\n{four}\n"), 1),
    ] {
        let out = run(&[], Some(input.as_bytes()));
        assert_eq!(
            text(&out.stderr),
            format!(
                "<stdin>:{line}:65537: line too long (over 65536 bytes), expected 16 cells \
                 (a 4x4 grid) and an optional comment\n"
            )
        );
        assert_eq!(text(&out.stdout), "");
        assert_eq!(out.status.code(), Some(2));
    }
    // A 16x16 grid whose first row runs on past the limit.
    let grid = rows(SIXTEEN_SOLVED, 16).replacen('\n', &"1".repeat(70_000), 1) + "\n";
    let out = run(&[], Some(grid.as_bytes()));
    assert!(
        text(&out.stderr).starts_with("<stdin>:1:65537: line too long (over 65536 bytes)"),
        "{}",
        text(&out.stderr)
    );
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn stats_lines_say_which_puzzle_at_every_size() {
    let nine = "103000509002109400000704000300502006060000050700803004000401000009205800804000107";
    let input = format!("1...............\n{nine}\n.2..............\n");
    for strategy in [&[][..], &["--strategy", "mrv"]] {
        let out = run(&[&["--stats"], strategy].concat(), Some(input.as_bytes()));
        let stderr = text(&out.stderr);
        let tags: Vec<&str> = stderr
            .lines()
            .map(|l| &l[l.find(" puzzle=").unwrap_or(l.len())..])
            .collect();
        assert_eq!(
            tags,
            [" puzzle=1 line=1", " puzzle=2 line=2", " puzzle=3 line=3"],
            "{stderr}"
        );
        assert_eq!(out.status.code(), Some(0));
    }
}

#[test]
fn clashes_are_named_in_the_puzzles_alphabet() {
    // Two 16s (0 in hex) in the first row.
    let mut hex = SIXTEEN_SOLVED.replace('G', "0");
    let at = hex.find('0').unwrap();
    hex.replace_range(at + 1..at + 2, "0");
    let puzzle = hex.replace('1', ".");
    let out = run(&[], Some(puzzle.as_bytes()));
    let stderr = text(&out.stderr);
    assert!(
        stderr.starts_with("<stdin>:1: clashing givens: digit 0 appears twice in row 1:"),
        "{stderr}"
    );
    assert_eq!(out.status.code(), Some(1));
    // In letters, the same clash is G's.
    let letters = puzzle.replace('0', "G");
    let out = run(&[], Some(letters.as_bytes()));
    assert!(
        text(&out.stderr).starts_with("<stdin>:1: clashing givens: digit G appears twice"),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn an_eight_by_eight_is_said_with_an() {
    let eight = "1".repeat(63);
    let out = run(&[], Some(eight.as_bytes()));
    assert_eq!(
        text(&out.stderr),
        "<stdin>:1:64: line has 63 cells, expected 64 (an 8x8 grid)\n"
    );
    let out = run(&["--strategy", "logic"], Some("0".repeat(64).as_bytes()));
    assert!(
        text(&out.stderr).contains("holds an 8x8 puzzle"),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn a_hex_hint_and_a_hex_tree_name_digits_in_hex() {
    // A hex grid whole but for its first 16 (a 0): the hint places a 0, not a G.
    let hex = SIXTEEN_SOLVED.replace('G', "0");
    let at = hex.find('0').unwrap();
    let mut puzzle = hex.clone();
    puzzle.replace_range(at..at + 1, ".");
    let out = piped::run_bytes(&["hint"], puzzle.as_bytes());
    let said = text(&out.stdout);
    assert!(said.ends_with(" is 0\n"), "{said}");
    assert!(!said.contains('G'), "{said}");
    assert_eq!(out.status.code(), Some(0));
    // The tree of a hex puzzle with two 16s in a row names the clash with 0s.
    let mut clash = hex.replace('1', ".");
    clash.replace_range(at + 1..at + 2, "0");
    let out = run(&["--tree", "--strategy", "naive"], Some(clash.as_bytes()));
    let stderr = text(&out.stderr);
    assert!(
        stderr.contains("digit 0 appears twice in row 1"),
        "{stderr}"
    );
    assert_eq!(out.status.code(), Some(1));
}
