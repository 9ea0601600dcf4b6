//! The generator, through the library and as the real binary: one solution, minimal,
//! graded as docs/REFERENCE.md says, the same puzzles for the same seed, clear errors.

use std::io::{self, BufRead, BufReader, Write};
use std::process::{Command, Output, Stdio};

// The command's run, as the binary compiles it, called without a process.
#[path = "../src/cli/generate.rs"]
#[allow(dead_code)]
mod generate_cli;
use generate_cli::{run, GenerateArgs, Layout};
use sudoku_engine::generate::{Difficulty, Generator, Options};
use sudoku_engine::grid::{bit, CELLS, UNITS};
use sudoku_engine::solve::{fast, logic};
use sudoku_engine::Grid;

const BIN: &str = env!("CARGO_BIN_EXE_sudoku-tui");

fn generate(args: &[&str]) -> Output {
    Command::new(BIN)
        .arg("generate")
        .args(args)
        .stdin(Stdio::null())
        .output()
        .expect("binary runs")
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// Fills in naked and hidden singles until none is left; true when that completes the
/// grid. Written here from the rules, apart from the solvers it checks.
fn singles_solve(puzzle: &Grid) -> bool {
    let mut g = *puzzle;
    loop {
        let mut progress = false;
        for c in 0..CELLS {
            let m = g.candidates(c);
            if g.get(c) == 0 && m.count_ones() == 1 {
                g.set(c, m.trailing_zeros() as u8 + 1);
                progress = true;
            }
        }
        for unit in &UNITS {
            for d in 1..=9u8 {
                let places: Vec<usize> = unit
                    .iter()
                    .map(|&c| c as usize)
                    .filter(|&c| g.candidates(c) & bit(d) != 0)
                    .collect();
                let held = unit.iter().any(|&c| g.get(c as usize) == d);
                if !held && places.len() == 1 {
                    g.set(places[0], d);
                    progress = true;
                }
            }
        }
        if g.is_complete() {
            return g.is_solved();
        }
        if !progress {
            return false;
        }
    }
}

/// Exactly one solution, and each given is needed: without it there are two.
fn assert_unique_and_minimal(p: &Grid) {
    assert_eq!(fast::count(p, 2), 1, "{p:?}");
    for c in 0..CELLS {
        let d = p.get(c);
        if d != 0 {
            let mut q = *p;
            q.set(c, 0);
            assert_eq!(
                fast::count(&q, 2),
                2,
                "{p:?}: r{}c{} not needed",
                c / 9 + 1,
                c % 9 + 1
            );
        }
    }
}

/// Puzzles per grade the tests check: `GENERATE_CHECKS` raises it (default small, so the
/// suite stays quick).
fn checks(default: u64) -> u64 {
    std::env::var("GENERATE_CHECKS")
        .ok()
        .and_then(|v| v.parse::<u64>().ok())
        .map_or(default, |n| n.max(default))
}

/// Checks `n` puzzles of a grade: unique, minimal, the solution right, the logic rating
/// in the grade's band as the table of docs/REFERENCE.md gives it (and singles alone solve exactly the
/// easy ones, by the solver written here); symmetric ones symmetric. Returns the ratings.
fn check_grade(difficulty: Difficulty, symmetric: bool, n: u64, seed: u64) -> Vec<u32> {
    let generator = Generator::new(
        seed,
        Options {
            difficulty,
            symmetric,
        },
    );
    let mut all = Vec::new();
    for i in 0..n {
        let made = generator.puzzle(i);
        let p = made.puzzle;
        assert_unique_and_minimal(&p);
        assert_eq!(fast::solve_first(&p), Some(made.solution));
        let g = logic::grade(&p, true);
        assert_eq!(g, made.grade);
        assert!(g.solved && logic::solve_path(&p, true).solution == Some(made.solution));
        let r = g.rating;
        let easy = singles_solve(&p);
        let (lo, hi) = match difficulty {
            Difficulty::Easy => (0, 23),
            Difficulty::Medium => (23, 34),
            Difficulty::Hard => (34, 45),
            Difficulty::Expert => (45, 99),
            Difficulty::Extreme => (99, 100),
        };
        assert!(lo < r && r <= hi, "{difficulty}: rating {r} {p:?}");
        assert_eq!(difficulty.band(), (lo, hi));
        assert_eq!(easy, difficulty == Difficulty::Easy, "{p:?}");
        assert_eq!(g.guesses > 0, difficulty == Difficulty::Extreme, "{p:?}");
        if symmetric {
            for c in 0..CELLS {
                assert_eq!(p.get(c) == 0, p.get(CELLS - 1 - c) == 0, "{p:?}");
            }
        }
        all.push(r);
    }
    all
}

#[test]
fn easy_puzzles_are_unique_minimal_and_solved_by_singles() {
    check_grade(Difficulty::Easy, false, checks(200), 1);
}

#[test]
fn medium_puzzles_need_locked_candidates_pairs_or_an_x_wing() {
    let ratings = check_grade(Difficulty::Medium, false, checks(60), 2);
    // Not all of one technique: the band is used.
    assert!(ratings.iter().any(|&r| r != ratings[0]), "{ratings:?}");
}

#[test]
fn hard_puzzles_need_triples_swordfish_or_wings() {
    check_grade(Difficulty::Hard, false, checks(30), 3);
}

#[test]
fn expert_puzzles_need_quads_fish_or_chains_but_no_guess() {
    check_grade(Difficulty::Expert, false, checks(30), 4);
}

#[test]
fn extreme_puzzles_are_beyond_the_techniques() {
    check_grade(Difficulty::Extreme, false, checks(20), 4);
}

#[test]
fn symmetric_puzzles_of_every_grade() {
    for d in Difficulty::ALL {
        check_grade(d, true, checks(3), 5);
    }
}

#[test]
fn the_binary_prints_what_the_library_makes_whatever_the_threads() {
    let base = ["--seed", "42", "--count", "40", "--difficulty", "hard"];
    let one = generate(&[&base[..], &["--jobs", "1"]].concat());
    assert_eq!(one.status.code(), Some(0), "{}", text(&one.stderr));
    assert_eq!(text(&one.stderr), "", "no seed line when the seed is given");
    for jobs in ["2", "5"] {
        let many = generate(&[&base[..], &["--jobs", jobs]].concat());
        assert_eq!(text(&many.stdout), text(&one.stdout), "--jobs {jobs}");
    }
    let options = Options {
        difficulty: Difficulty::Hard,
        symmetric: false,
    };
    let want: String = Generator::new(42, options)
        .iter()
        .take(40)
        .map(|m| m.puzzle.to_line() + "\n")
        .collect();
    assert_eq!(text(&one.stdout), want);
    let other = generate(&["--seed", "43", "--count", "40", "--difficulty", "hard"]);
    assert_ne!(other.stdout, one.stdout);
}

#[test]
fn without_a_seed_the_seed_is_printed_and_repeats_the_run() {
    let first = generate(&["--count", "5", "--difficulty", "easy"]);
    assert_eq!(first.status.code(), Some(0));
    let err = text(&first.stderr);
    let seed = err
        .strip_prefix("seed ")
        .and_then(|s| s.strip_suffix('\n'))
        .unwrap_or_else(|| panic!("stderr: {err:?}"));
    assert!(seed.parse::<u64>().is_ok(), "{err:?}");
    let again = generate(&["--count", "5", "--difficulty", "easy", "--seed", seed]);
    assert_eq!(again.stdout, first.stdout);
    let second = generate(&["--count", "5", "--difficulty", "easy"]);
    assert_ne!(second.stderr, first.stderr, "a new seed each run");
}

#[test]
fn counts_layouts_and_defaults() {
    let lines = generate(&["--seed", "7", "--count", "12"]);
    let out = text(&lines.stdout);
    assert_eq!(out.lines().count(), 12);
    for l in out.lines() {
        let g = Grid::from_line(l).expect("81 digits, 0 for blanks");
        // The default grade is medium.
        let r = logic::grade(&g, true).rating;
        assert!((24..=34).contains(&r), "{r}: {l}");
    }
    let grid = generate(&["--seed", "7", "--count", "12", "--output", "grid"]);
    let blocks: Vec<&str> = std::str::from_utf8(&grid.stdout)
        .unwrap()
        .split("\n\n")
        .collect();
    assert_eq!(blocks.len(), 12);
    for (block, line) in blocks.iter().zip(out.lines()) {
        let rows: Vec<&str> = block.trim_end_matches('\n').split('\n').collect();
        assert_eq!(rows.len(), 9);
        assert!(rows
            .iter()
            .all(|r| r.len() == 9 && r.bytes().all(|b| b.is_ascii_digit())));
        assert_eq!(rows.concat(), line);
    }
    assert!(text(&grid.stdout).ends_with("\n") && !text(&grid.stdout).ends_with("\n\n"));
    let one = generate(&["--seed", "7"]);
    assert_eq!(
        text(&one.stdout),
        format!("{}\n", out.lines().next().unwrap())
    );
}

#[test]
fn bad_usage_exits_2_with_a_clear_message() {
    let cases: [(&[&str], &str); 9] = [
        (&["--count", "0"], "--count"),
        (&["--count", "many"], "--count"),
        (&["--count", "-3"], "'-3'"),
        (&["--difficulty", "insane"], "insane"),
        (&["--output", "table"], "table"),
        (&["--seed", "-1"], "'-1'"),
        (&["--seed", "18446744073709551616"], "--seed"),
        (&["--jobs", "0"], "--jobs"),
        (&["--frobnicate"], "--frobnicate"),
    ];
    for (args, names) in cases {
        let o = generate(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert_eq!(text(&o.stdout), "", "{args:?}");
        let err = text(&o.stderr);
        assert!(
            err.contains("error") && err.contains(names),
            "{args:?}: {err}"
        );
    }
    let o = generate(&["--difficulty", "insane"]);
    assert!(text(&o.stderr).contains("easy, medium, hard, expert, extreme"));
}

#[test]
fn a_reader_that_stops_early_ends_the_run_quietly() {
    let mut child = Command::new(BIN)
        .args(["generate", "--count", "100000000", "--difficulty", "easy"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut out = BufReader::new(child.stdout.take().unwrap());
    let mut line = String::new();
    out.read_line(&mut line).unwrap();
    assert_eq!(line.len(), 82);
    drop(out);
    let o = child.wait_with_output().unwrap();
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    assert!(text(&o.stderr).starts_with("seed "));
    assert!(!text(&o.stderr).contains("error"), "{}", text(&o.stderr));
}

fn args(count: u64, layout: Layout) -> GenerateArgs {
    GenerateArgs {
        count,
        difficulty: Some(Difficulty::Easy),
        size: 9,
        seed: Some(5),
        symmetric: true,
        output: layout,
        jobs: Some(2),
    }
}

#[test]
fn run_writes_to_the_given_streams() {
    let (mut out, mut err) = (Vec::new(), Vec::new());
    assert_eq!(run(&args(3, Layout::Line), &mut out, &mut err), 0);
    assert_eq!(err, b"");
    let options = Options {
        difficulty: Difficulty::Easy,
        symmetric: true,
    };
    let want: Vec<String> = Generator::new(5, options)
        .iter()
        .take(3)
        .map(|m| m.puzzle.to_line())
        .collect();
    assert_eq!(text(&out).lines().collect::<Vec<_>>(), want);
}

/// A stream that takes `room` bytes, then fails the way `kind` says.
struct Failing {
    room: usize,
    kind: io::ErrorKind,
}

impl Write for Failing {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        if self.room == 0 {
            return Err(io::Error::new(self.kind, "refused"));
        }
        let n = buf.len().min(self.room);
        self.room -= n;
        Ok(n)
    }
    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

#[test]
fn an_output_that_fails_is_reported_with_exit_2() {
    let mut err = Vec::new();
    let mut full = Failing {
        room: 100,
        kind: io::ErrorKind::StorageFull,
    };
    assert_eq!(run(&args(200, Layout::Grid), &mut full, &mut err), 2);
    assert!(
        text(&err).contains("cannot write the output"),
        "{}",
        text(&err)
    );
    let mut err = Vec::new();
    let mut closed = Failing {
        room: 100,
        kind: io::ErrorKind::BrokenPipe,
    };
    assert_eq!(run(&args(200, Layout::Grid), &mut closed, &mut err), 0);
    assert_eq!(err, b"");
}

#[test]
fn the_test_singles_solver_tells_easy_from_hard() {
    let easy = Grid::from_line(
        "103000509002109400000704000300502006060000050700803004000401000009205800804000107",
    )
    .unwrap();
    assert!(singles_solve(&easy));
    // Norvig's first "hardest".
    let hard = Grid::from_line(
        "850002400720000009004000000000107002305000900040000000000080070017000000000036040",
    )
    .unwrap();
    assert!(!singles_solve(&hard));
}

/// `generate --size N` at the sizes quick to make: each puzzle of its size, with one
/// solution (counted by `solve`), minimal, the same for the same seed.
#[test]
fn other_sizes_are_unique_and_minimal() {
    use sudoku_engine::format;
    use sudoku_engine::solve::any;
    for (size, count) in [("4", "5"), ("6", "3"), ("8", "2"), ("12", "1")] {
        let out = generate(&[
            "--size", size, "--seed", "9", "--count", count, "--jobs", "2",
        ]);
        assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
        assert_eq!(text(&out.stderr), "");
        let doc = format::parse_boards("g", &out.stdout).unwrap();
        assert_eq!(doc.puzzles.len().to_string(), count);
        for e in &doc.puzzles {
            let p = &e.board;
            assert_eq!(p.side().to_string(), size);
            assert_eq!(any::count(p, 2), 1, "{p:?}");
            for c in (0..p.cells().len()).filter(|&c| p.get(c) != 0) {
                let mut less = p.clone();
                less.try_set(c, 0).unwrap();
                assert!(any::count(&less, 2) > 1, "{p:?}: given {c} is not needed");
            }
        }
        let again = generate(&[
            "--size", size, "--seed", "9", "--count", count, "--jobs", "1",
        ]);
        assert_eq!(again.stdout, out.stdout, "--size {size}");
    }
    let grid = generate(&[
        "--size", "6", "--seed", "2", "--count", "2", "--output", "grid",
    ]);
    let shown = text(&grid.stdout);
    assert_eq!(shown.lines().count(), 13, "{shown}");
    assert!(
        shown.lines().all(|l| l.is_empty() || l.len() == 6),
        "{shown}"
    );
}

#[test]
fn other_sizes_refuse_what_is_nine_by_nine_only() {
    for (args, says) in [
        (
            &["--size", "16", "--difficulty", "hard"][..],
            "--difficulty grades 9x9 puzzles so far",
        ),
        (
            &["--size", "4", "--symmetric"],
            "--symmetric makes 9x9 puzzles so far",
        ),
        (
            &["--size", "7"],
            "'7' is not a size: 4, 6, 8, 9, 12, 16, 25",
        ),
    ] {
        let out = generate(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty());
        assert!(text(&out.stderr).contains(says), "{}", text(&out.stderr));
    }
}

/// The sample puzzles of every size are what puzzles/README.md says made them:
/// `generate --size N --seed 7 --output grid` of this build.
#[test]
fn the_size_samples_are_the_generators_output() {
    for n in [4, 6, 8, 12, 16, 25] {
        let name = format!("size-{n:02}x{n:02}.txt");
        let path = format!("{}/puzzles/{name}", env!("CARGO_MANIFEST_DIR"));
        let file = std::fs::read_to_string(&path).unwrap();
        let side = n.to_string();
        let o = generate(&["--size", &side, "--seed", "7", "--output", "grid"]);
        assert!(o.status.success(), "{}", text(&o.stderr));
        assert_eq!(text(&o.stdout), file, "puzzles/{name}");
    }
}
