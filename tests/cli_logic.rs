//! `sudoku-tui grade` and `sudoku-tui hint`, run as the real binary: stdout, stderr,
//! exit status.

#[path = "common/piped.rs"]
mod piped;

use piped::{run, text};

/// Singles alone: hidden singles in boxes first, so the rating is 1.2 or 1.5 or 2.3.
const EASY: &str =
    "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
/// Starts with a hidden single.
const POINTING: &str =
    "400030000000600800000000001000050090080000600070200000000102700503000040900000000";
/// Needs a hidden triple, nothing harder.
const TRIPLE: &str =
    "080010000005000030000000400000605070890000200000300000200000109006700000000400000";
/// Needs a guess (Arto Inkala's).
const GUESS: &str =
    "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";
const SOLVED: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

#[test]
fn grade_prints_one_line_per_puzzle() {
    let input = format!("{EASY}\n{TRIPLE}\n{GUESS}\n");
    let o = run(&["grade"], &input);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    let out = text(&o.stdout);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3, "{out}");
    for l in &lines {
        let keys: Vec<&str> = l
            .split(' ')
            .map(|kv| kv.split('=').next().unwrap())
            .collect();
        assert_eq!(keys, ["rating", "hardest", "steps", "guesses"], "{l}");
    }
    assert!(lines[0].ends_with("guesses=0"), "{}", lines[0]);
    let easy_rating: f64 = lines[0][7..10].parse().unwrap();
    assert!(easy_rating <= 2.3, "{}", lines[0]);
    assert!(
        lines[1].starts_with("rating=4.0 hardest=hidden_triple "),
        "{}",
        lines[1]
    );
    assert!(
        lines[2].starts_with("rating=10.0 hardest=guess "),
        "{}",
        lines[2]
    );
    assert!(!lines[2].ends_with("guesses=0"), "{}", lines[2]);
    assert!(o.stderr.is_empty(), "{}", text(&o.stderr));
}

#[test]
fn grade_says_which_puzzle_has_no_solution() {
    let none = format!("12345678.........9{}", ".".repeat(63));
    let o = run(&["grade"], &format!("{EASY}\n{none}\n"));
    assert_eq!(o.status.code(), Some(1));
    let out = text(&o.stdout);
    assert_eq!(
        out.lines()
            .nth(1)
            .unwrap()
            .split(' ')
            .take(2)
            .collect::<Vec<_>>(),
        ["rating=none", "hardest=none"]
    );
    assert_eq!(text(&o.stderr), "<stdin>:2: puzzle 2: no solution\n");
}

#[test]
fn grade_refuses_bad_input() {
    let o = run(&["grade"], "not a puzzle\n");
    assert_eq!(o.status.code(), Some(2));
    assert!(o.stdout.is_empty());
    assert!(!o.stderr.is_empty());
}

#[test]
fn hint_names_the_technique_and_its_cells() {
    let o = run(&["hint"], POINTING);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    assert_eq!(
        text(&o.stdout),
        "hidden single: in box 7 the 7 fits only r9c3, so r9c3 is 7\n"
    );
}

#[test]
fn hint_on_a_solved_or_stuck_grid_exits_3() {
    let o = run(&["hint"], SOLVED);
    assert_eq!(o.status.code(), Some(3));
    assert!(o.stdout.is_empty());
    assert_eq!(
        text(&o.stderr),
        "<stdin>:1: no technique applies: the grid is solved\n"
    );
    // An empty grid: every cell takes every digit, no technique applies.
    let o = run(&["hint"], &".".repeat(81));
    assert_eq!(o.status.code(), Some(3));
    assert!(o.stdout.is_empty());
    assert_eq!(
        text(&o.stderr),
        "<stdin>:1: no technique applies: the next step needs a guess\n"
    );
}

#[test]
fn hint_picks_a_puzzle_and_refuses_clashes() {
    let input = format!("{SOLVED}\n{POINTING}\n");
    let o = run(&["hint", "--index", "2"], &input);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    assert!(text(&o.stdout).starts_with("hidden single: "));
    let clash = format!("11{}", ".".repeat(79));
    let o = run(&["hint"], &clash);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        text(&o.stderr).contains("clashing givens"),
        "{}",
        text(&o.stderr)
    );
}

#[test]
fn hint_works_at_every_size_with_the_techniques_of_every_size() {
    // 4x4 with 1 2 in row 1: no single; box 1 has its 3s in row 2 (r2c1, r2c2), so
    // the rest of row 2 loses the 3. One line or four rows, the same puzzle.
    let pointing = "pointing: in box 1 the 3s lie in row 2, so r2c3 and r2c4 are not 3\n";
    for input in ["12..............\n", "12..\n....\n....\n....\n"] {
        let o = run(&["hint"], input);
        assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
        assert_eq!(text(&o.stdout), pointing);
    }
    // 16x16: letters for digits above 9, the step named as at 9x9.
    let mut line = String::from("123456789ABCDEF");
    line.push_str(&".".repeat(256 - 15));
    let o = run(&["hint"], &line);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    assert_eq!(
        text(&o.stdout),
        "hidden single: in row 1 the G fits only r1c16, so r1c16 is G\n"
    );
}

#[test]
fn hint_at_other_sizes_says_why_there_is_none() {
    let solved = "1234341221434321";
    let o = run(&["hint"], solved);
    assert_eq!(o.status.code(), Some(3));
    assert_eq!(
        text(&o.stderr),
        "<stdin>:1: no technique applies: the grid is solved\n"
    );
    let o = run(&["hint"], &".".repeat(36));
    assert_eq!(o.status.code(), Some(3));
    assert_eq!(
        text(&o.stderr),
        "<stdin>:1: no technique applies: the next step needs a guess\n"
    );
    let o = run(&["hint"], "11..............");
    assert_eq!(o.status.code(), Some(1));
    assert!(text(&o.stderr).starts_with("<stdin>:1: clashing givens: "));
    // No clash, yet no solution: the 3 and the 4 of row 1 cannot both go in box 2.
    let o = run(&["hint"], "12....34........");
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(text(&o.stderr), "<stdin>:1: no solution\n");
    // A mixed collection: the puzzle picked by its place, 9x9 puzzles get the 9x9 hint.
    let input = format!("{solved}\n{POINTING}\n");
    let o = run(&["hint", "--index", "2"], &input);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    assert_eq!(
        text(&o.stdout),
        "hidden single: in box 7 the 7 fits only r9c3, so r9c3 is 7\n"
    );
    let o = run(&["hint", "--index", "3"], &input);
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(
        text(&o.stderr),
        "<stdin>: there is no puzzle 3: the input holds 2 puzzles\n"
    );
    let o = run(&["hint", "--index", "1"], &input);
    assert_eq!(o.status.code(), Some(3));
    assert_eq!(
        text(&o.stderr),
        "<stdin>:1: puzzle 1: no technique applies: the grid is solved\n"
    );
}
