//! The choice tree, hindsight and the estimate from the command line, run as the real
//! binary: `--tree`, `--tree-min-steps`, `wasted=` in `--stats`, `--estimate`.

#[path = "common/run.rs"]
mod run;

use run::{run, Input};
use serde_json::Value;
use sudoku_engine::solve::Strategy;

const SAMPLE: &str = "puzzles/baekjoon-2239.txt";
const HARD: &str = "puzzles/hard-bordered.txt";

/// A puzzle whose search has real choices in it, and stays small for the strategy (naive
/// takes 671,216 steps on the hard one).
fn puzzle_for(s: Strategy) -> &'static str {
    if s == Strategy::Naive {
        SAMPLE
    } else {
        HARD
    }
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

fn lines(out: &[u8]) -> Vec<Value> {
    text(out)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

#[test]
fn tree_lines_are_the_nodes_of_the_trace_in_first_step_order() {
    for s in Strategy::ALL {
        let tree = run(
            &["solve", puzzle_for(s), "--tree", "--strategy", s.name()],
            Input::Nothing,
        );
        assert_eq!((tree.code, tree.stderr.as_str()), (0, ""), "{s}");
        let nodes = lines(&tree.stdout);
        let trace = run(
            &["solve", puzzle_for(s), "--trace", "--strategy", s.name()],
            Input::Nothing,
        );
        let places: Vec<Value> = lines(&trace.stdout)
            .into_iter()
            .filter(|e| e["kind"] == "place")
            .collect();
        // The root, then one node per place event, at its step, in order.
        assert_eq!(nodes.len(), places.len() + 1, "{s}");
        let root = &nodes[0];
        assert_eq!(
            (
                root["id"].as_u64(),
                root["parent"].is_null(),
                root["depth"].as_u64()
            ),
            (Some(0), true, Some(0))
        );
        assert_eq!(root["solved"], true);
        let total = root["steps"].as_u64().unwrap();
        assert_eq!(
            total,
            text(&trace.stdout).lines().count() as u64 + 1,
            "{s}: the final event is a step"
        );
        for (n, p) in nodes[1..].iter().zip(&places) {
            let cell = format!("r{}c{}", p["row"], p["col"]);
            assert_eq!(n["cell"], Value::from(cell));
            assert_eq!(
                (&n["digit"], &n["first_step"], &n["depth"]),
                (&p["digit"], &p["step"], &p["depth"])
            );
            let (first, last) = (
                n["first_step"].as_u64().unwrap(),
                n["last_step"].as_u64().unwrap(),
            );
            assert_eq!(n["steps"].as_u64(), Some(last - first + 1));
            let parent = &nodes[n["parent"].as_u64().unwrap() as usize];
            assert!(parent["first_step"].as_u64().unwrap() <= first);
            assert!(parent["last_step"].as_u64().unwrap() >= last);
            // A doomed node is never on the way to the solution; under a doomed one, doomed.
            assert!(!(n["doomed"] == true && n["solved"] == true));
            if parent["doomed"] == true {
                assert_eq!(n["doomed"], true);
            }
        }
        // A node taken back: its last step is the trace's retract of it.
        if let Some(n) = nodes[1..].iter().find(|n| n["solved"] == false) {
            let last = n["last_step"].as_u64().unwrap() as usize;
            let e: Value =
                serde_json::from_str(text(&trace.stdout).lines().nth(last - 1).unwrap()).unwrap();
            assert_eq!(e["kind"], "retract", "{s}");
            assert_eq!(
                format!("r{}c{}", e["row"], e["col"]),
                n["cell"].as_str().unwrap()
            );
        }
    }
}

#[test]
fn tree_min_steps_leaves_out_the_small_nodes() {
    let all = lines(
        &run(
            &["solve", HARD, "--tree", "--strategy", "mrv"],
            Input::Nothing,
        )
        .stdout,
    );
    let r = run(
        &[
            "solve",
            HARD,
            "--tree",
            "--strategy",
            "mrv",
            "--tree-min-steps",
            "100",
        ],
        Input::Nothing,
    );
    assert_eq!(r.code, 0);
    let some = lines(&r.stdout);
    let want: Vec<&Value> = all
        .iter()
        .filter(|n| n["steps"].as_u64().unwrap() >= 100)
        .collect();
    assert_eq!(some.iter().collect::<Vec<_>>(), want);
    assert!(some.len() < all.len() && some.len() > 1);
}

#[test]
fn stats_tell_the_wasted_steps_and_the_tree_agrees() {
    for s in Strategy::ALL {
        let r = run(
            &["solve", puzzle_for(s), "--stats", "--strategy", s.name()],
            Input::Nothing,
        );
        assert_eq!(r.code, 0);
        let wasted: u64 = r
            .stderr
            .split_whitespace()
            .find_map(|w| w.strip_prefix("wasted="))
            .unwrap()
            .parse()
            .unwrap();
        assert!(
            r.stderr
                .contains(&format!(" wasted={wasted} strategy={s} ")),
            "{}",
            r.stderr
        );
        // The sum of the spans of the doomed nodes under sound ones.
        let nodes = lines(
            &run(
                &["solve", puzzle_for(s), "--tree", "--strategy", s.name()],
                Input::Nothing,
            )
            .stdout,
        );
        let sum: u64 = nodes[1..]
            .iter()
            .filter(|n| {
                n["doomed"] == true
                    && nodes[n["parent"].as_u64().unwrap() as usize]["doomed"] == false
            })
            .map(|n| n["steps"].as_u64().unwrap())
            .sum();
        assert_eq!(wasted, sum, "{s}");
        // Propagate and logic may reason their way past every wrong choice here.
        if matches!(s, Strategy::Naive | Strategy::Mrv) {
            assert!(wasted > 0);
        }
    }
}

#[test]
fn estimate_prints_one_line_per_puzzle() {
    let top: String = std::fs::read_to_string("puzzles/top95.sdm")
        .unwrap()
        .lines()
        .take(12)
        .map(|l| format!("{l}\n"))
        .collect();
    let r = run(
        &["solve", "--estimate", "--strategy", "mrv"],
        Input::Pipe(top.as_bytes()),
    );
    assert_eq!((r.code, r.stderr.as_str()), (0, ""));
    let stdout = text(&r.stdout);
    let got: Vec<&str> = stdout.lines().collect();
    assert_eq!(got.len(), 12);
    for l in &got {
        let n: u64 = l.strip_prefix("estimated_steps=").unwrap().parse().unwrap();
        assert!(n > 0);
    }
    // The same input, the same estimate.
    let again = run(
        &["solve", "--estimate", "--strategy", "mrv"],
        Input::Pipe(top.as_bytes()),
    );
    assert_eq!(again.stdout, r.stdout);
    let one = run(
        &["solve", SAMPLE, "--estimate", "--strategy", "propagate"],
        Input::Nothing,
    );
    assert_eq!(text(&one.stdout), "estimated_steps=52\n");
}

#[test]
fn tree_and_estimate_take_naive_unless_told_and_refuse_the_fast_solver() {
    // Without --strategy: naive, said once on stderr; the output as with --strategy naive.
    for flag in ["--tree", "--estimate"] {
        let r = run(&["solve", SAMPLE, flag], Input::Nothing);
        assert_eq!(r.code, 0, "{flag}: {}", r.stderr);
        assert_eq!(
            r.stderr,
            format!("{flag}: strategy naive (the default of {flag}; --strategy picks another)\n")
        );
        let told = run(
            &["solve", SAMPLE, flag, "--strategy", "naive"],
            Input::Nothing,
        );
        assert_eq!((told.code, told.stderr.as_str()), (0, ""), "{flag}");
        assert_eq!(r.stdout, told.stdout, "{flag}");
        // The fast solver takes no steps: refused as ever.
        let fast = run(
            &["solve", SAMPLE, flag, "--strategy", "fast"],
            Input::Nothing,
        );
        assert_eq!(fast.code, 2, "{flag}");
        assert!(
            fast.stderr.contains(flag) && fast.stderr.contains("naive, mrv, propagate or logic"),
            "{}",
            fast.stderr
        );
    }
    let r = run(&["solve", SAMPLE, "--tree-min-steps", "5"], Input::Nothing);
    assert_eq!(r.code, 2);
}

#[test]
fn the_tree_of_a_search_deeper_than_81_choices_is_written() {
    // An empty 12x12 grid: naive goes 144 choices deep.
    let empty = format!("{}\n", ".".repeat(144));
    let r = run(
        &["solve", "--strategy", "naive", "--tree"],
        Input::Pipe(empty.as_bytes()),
    );
    assert_eq!((r.code, r.stderr.as_str()), (0, ""));
    let nodes = lines(&r.stdout);
    let root = &nodes[0];
    assert_eq!(
        (root["id"].as_u64(), root["solved"].as_bool()),
        (Some(0), Some(true))
    );
    let deepest = nodes.iter().filter_map(|n| n["depth"].as_u64()).max();
    assert_eq!(deepest, Some(144));
    // The path to the solution: one solved node per depth, every one on the 12x12 grid.
    let solved: Vec<&Value> = nodes.iter().filter(|n| n["solved"] == true).collect();
    assert_eq!(solved.len(), 145);
    assert!(solved[1..]
        .iter()
        .all(|n| n["digit"].as_u64().is_some_and(|d| (1..=12).contains(&d))));
}

#[test]
fn tree_max_nodes_bounds_the_nodes_and_says_what_it_left_out() {
    // Naive on the hard puzzle: 671,216 steps, some 335,000 nodes.
    let r = run(
        &[
            "solve",
            HARD,
            "--tree",
            "--strategy",
            "naive",
            "--tree-max-nodes",
            "1000",
        ],
        Input::Nothing,
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    let nodes = lines(&r.stdout);
    assert!(nodes.len() <= 1000 && nodes.len() > 1, "{}", nodes.len());
    // hard-bordered.txt:1: --tree left out X of Y nodes, those spanning fewer than M steps, ...
    let words: Vec<&str> = r.stderr.split_whitespace().collect();
    let after = |w: &str| -> u64 {
        let i = words.iter().position(|x| *x == w).unwrap();
        words[i + 1].parse().unwrap()
    };
    let (out, of, least) = (after("out"), after("of"), after("than"));
    assert_eq!(out + nodes.len() as u64, of);
    assert!(of > 300_000, "{}", r.stderr);
    assert!(
        r.stderr.contains(&format!(
            "to hold at most 1000 (--tree-min-steps {least} writes the same; --tree-max-nodes {of} writes every one)"
        )),
        "{}",
        r.stderr
    );
    assert_eq!(r.stderr.lines().count(), 1, "{}", r.stderr);
    // What the message says: the same lines as that least span.
    let same = run(
        &[
            "solve",
            HARD,
            "--tree",
            "--strategy",
            "naive",
            "--tree-min-steps",
            &least.to_string(),
        ],
        Input::Nothing,
    );
    assert_eq!((same.code, same.stderr.as_str()), (0, ""));
    assert_eq!(same.stdout, r.stdout);
    // And the bound needs --tree, and a count.
    for bad in [
        &["solve", SAMPLE, "--tree-max-nodes", "5"][..],
        &["solve", SAMPLE, "--tree", "--tree-max-nodes", "0"],
    ] {
        assert_eq!(run(bad, Input::Nothing).code, 2, "{bad:?}");
    }
}
