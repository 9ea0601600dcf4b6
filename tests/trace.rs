//! The trace, checked line by line against the rules of sudoku worked out here without
//! the library: every line is a JSON object with exactly the fields of its kind; every
//! placement writes a digit that fits into an empty cell, lists exactly the digits left
//! to try, and (naive) goes to the first empty cell or (mrv, propagate) to a cell with the
//! fewest options; every deduction is the single it claims; every take-back says why,
//! and the reason held on the grid when the backtrack began.

mod common;
#[path = "common/trace_replay.rs"]
mod trace_replay;

use common::{generated_puzzles, puzzles_from};
use serde_json::Value;
use sudoku_engine::solve::{trace, Outcome, Stepper, Strategy};
use sudoku_engine::Grid;
use trace_replay::check;

/// Events traced per search at most: the rare slow naive case is cut short (what was
/// written is still checked).
const MAX_STEPS: u64 = 50_000;

/// The generated puzzles plus, for each, a variant with a wrong digit given (most have
/// no solution: whole searches fail, propagate's first deductions are taken back).
fn puzzles(n: usize, seed: u64) -> Vec<Grid> {
    let mut out = Vec::new();
    for p in generated_puzzles(n, seed) {
        out.push(p);
        let blank = (0..81).find(|&c| p.get(c) == 0).unwrap();
        let cand = p.candidates(blank);
        if cand.count_ones() >= 2 {
            let mut bad = p;
            bad.set(blank, 16 - cand.leading_zeros() as u8);
            out.push(bad);
        }
    }
    out
}

#[test]
fn naive_trace_keeps_the_rules_on_generated_puzzles() {
    let total: u64 = puzzles(400, 0x7ace_0001)
        .iter()
        .map(|p| check(p, Strategy::Naive, MAX_STEPS))
        .sum();
    assert!(total > 100_000, "only {total} events");
}

#[test]
fn mrv_trace_keeps_the_rules_on_generated_puzzles() {
    let total: u64 = puzzles(1500, 0x7ace_0002)
        .iter()
        .map(|p| check(p, Strategy::Mrv, MAX_STEPS))
        .sum();
    assert!(total > 50_000, "only {total} events");
}

#[test]
fn propagate_trace_keeps_the_rules_on_generated_puzzles() {
    let ps = puzzles(1500, 0x7ace_0003);
    let total: u64 = ps
        .iter()
        .map(|p| check(p, Strategy::Propagate, MAX_STEPS))
        .sum();
    assert!(total > 50_000, "only {total} events");
}

#[test]
fn traces_keep_the_rules_on_published_puzzles() {
    let mut ps = puzzles_from(include_str!("fixtures/easy_medium.txt"));
    ps.push(Grid::from_line(HARDEST).unwrap());
    for p in &ps {
        for s in Strategy::ALL {
            check(p, s, 10_000);
        }
    }
}

/// The first of Norvig's "hardest": propagation alone does not finish it.
const HARDEST: &str =
    "85...24..72......9..4.........1.7..23.5...9...4...........8..7..17..........36.4.";

/// The seventh of Norvig's top95: logic guesses, and gives back candidates.
const RESTORES: &str =
    "6.2.5.........3.4..........43...8....1....2........7..5..27...........81...6.....";

#[test]
fn every_reason_and_rule_appears() {
    // What the checks above cover at all, so that none of them passes for want of cases.
    let mut seen = std::collections::BTreeSet::new();
    // Puzzles with few givens make propagate guess, and fail, often.
    let sparse = (0..40).map(|i| common::puzzle(0x7ace_0005 + i, 60));
    // One where logic strikes candidates out under a guess that fails.
    let restores = Grid::from_line(RESTORES).unwrap();
    for p in puzzles(200, 0x7ace_0004)
        .into_iter()
        .chain(sparse)
        .chain([restores])
    {
        for s in Strategy::ALL {
            let mut out = Vec::new();
            trace::write_trace(&p, s, Some(20_000), &mut out).unwrap();
            for line in String::from_utf8(out).unwrap().lines() {
                let v: Value = serde_json::from_str(line).unwrap();
                let why = v
                    .get("why")
                    .map(|w| w["kind"].as_str().unwrap().to_string());
                let rule = v.get("rule").map(|r| r.as_str().unwrap().to_string());
                seen.insert((s.name(), v["kind"].as_str().unwrap().to_string(), why, rule));
            }
        }
    }
    let has = |s: &str, k: &str, why: Option<&str>, rule: Option<&str>| {
        seen.contains(&(
            s,
            k.to_string(),
            why.map(str::to_string),
            rule.map(str::to_string),
        ))
    };
    for s in ["naive", "mrv", "propagate", "logic"] {
        assert!(has(s, "place", None, None), "{s}");
    }
    for s in ["naive", "mrv", "propagate"] {
        assert!(has(s, "retract", Some("exhausted"), None), "{s}");
    }
    assert!(has("naive", "retract", Some("dead_end"), None));
    assert!(has("mrv", "retract", Some("dead_end"), None));
    assert!(has("propagate", "deduce", None, Some("naked_single")));
    assert!(has("propagate", "deduce", None, Some("hidden_single")));
    assert!(
        has("propagate", "undo", Some("dead_end"), None)
            || has("propagate", "undo", Some("no_place"), None)
    );
    assert!(has("propagate", "retract", Some("no_place"), None));
    assert!(has("propagate", "retract", Some("dead_end"), None));
    assert!(has("logic", "deduce", None, Some("naked_single")));
    assert!(has("logic", "deduce", None, Some("hidden_single")));
    assert!(has("logic", "eliminate", None, None));
    assert!(
        has("logic", "retract", Some("dead_end"), None)
            || has("logic", "retract", Some("no_place"), None)
    );
    assert!(
        has("logic", "restore", Some("dead_end"), None)
            || has("logic", "restore", Some("no_place"), None)
    );
}

#[test]
fn the_trace_tells_what_the_engine_tells() {
    // The writer and the engine's own explanations agree, event for event.
    let p = Grid::from_line(HARDEST).unwrap();
    for s in Strategy::ALL {
        let mut out = Vec::new();
        trace::write_trace(&p, s, Some(5_000), &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        let mut st = Stepper::new(&p, s);
        for line in text.lines() {
            let told = st.step_explained();
            let mut again = Vec::new();
            let (step, depth) = (st.stats().steps, st.stats().depth);
            trace::write_line_with(&mut again, step, told, depth, st.technique_step()).unwrap();
            assert_eq!(String::from_utf8(again).unwrap(), format!("{line}\n"));
        }
    }
}

#[test]
fn max_steps_stops_the_trace() {
    let p = Grid::from_line(HARDEST).unwrap();
    for s in Strategy::ALL {
        for max in [0, 1, 7] {
            let mut out = Vec::new();
            let end = trace::write_trace(&p, s, Some(max), &mut out).unwrap();
            assert_eq!(end.outcome, None);
            assert_eq!(end.stats.steps, max);
            assert_eq!(String::from_utf8(out).unwrap().lines().count() as u64, max);
        }
    }
    // A full grid: one step, the end, and no line.
    let full = Grid::from_line(
        "143628579572139468986754231391542786468917352725863914237481695619275843854396127",
    )
    .unwrap();
    let mut out = Vec::new();
    let end = trace::write_trace(&full, Strategy::Naive, Some(1), &mut out).unwrap();
    assert_eq!((end.outcome, end.stats.steps), (Some(Outcome::Solved), 1));
    assert!(out.is_empty());
}

#[test]
fn a_failing_writer_is_an_error() {
    struct Full;
    impl std::io::Write for Full {
        fn write(&mut self, _: &[u8]) -> std::io::Result<usize> {
            Err(std::io::Error::new(std::io::ErrorKind::StorageFull, "full"))
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
    let p = Grid::from_line(HARDEST).unwrap();
    let e = trace::write_trace(&p, Strategy::Naive, None, &mut Full).unwrap_err();
    assert_eq!(e.kind(), std::io::ErrorKind::StorageFull);
}
