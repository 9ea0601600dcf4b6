//! The results table: the figures of `solve --compare`, fitted into a width.

use std::time::Duration;

use sudoku_engine::solve::{Outcome, Stats, Strategy};

use super::*;

fn rows() -> Vec<ResultRow> {
    let row = |place, strategy, steps: u64, guesses, us| ResultRow {
        place,
        row: StrategyRun {
            strategy,
            outcome: Some(Outcome::Solved),
            stats: Stats {
                steps,
                placements: steps / 2,
                retractions: steps / 2,
                deductions: 64,
                guesses,
                ..Stats::default()
            },
            time: Duration::from_micros(us),
            wasted: None,
        },
    };
    let mut rows = vec![
        row(1, Strategy::Propagate, 65, 0, 14),
        row(2, Strategy::Mrv, 69_495, 4_952, 4_468),
        row(3, Strategy::Naive, 9_425_073, 1_383_179, 116_965),
    ];
    // Naive's tree still follows its search: its waste is not known yet.
    rows[0].row.wasted = Some(0);
    rows[1].row.wasted = Some(60_000);
    rows
}

#[test]
fn places() {
    let places: Vec<String> = [1, 2, 3, 4, 11, 12, 13, 21, 22, 101].map(ordinal).into();
    assert_eq!(
        places,
        ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st"]
    );
}

fn text(t: &Table) -> Vec<Vec<String>> {
    t.lines()
        .iter()
        .map(|l| {
            let s: String = l.spans.iter().map(|s| s.content.as_ref()).collect();
            assert_eq!(s.chars().count(), t.width(), "{s}");
            s.split_whitespace().map(String::from).collect()
        })
        .collect()
}

#[test]
fn every_figure_and_its_ratio_where_it_fits() {
    let t = Table::fit(&rows(), 200);
    assert!(t.width() <= 200);
    assert_eq!(t.height(), 4);
    let lines = text(&t);
    assert_eq!(
        lines[0],
        [
            "place",
            "strategy",
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
    assert_eq!(
        lines[2][lines[2].len() - 4..],
        ["60,000", "86%", "4.5ms", "x319"]
    );
    assert_eq!(lines[1][lines[1].len() - 4..], ["0", "0%", "14us", "x1.00"]);
    assert_eq!(
        lines[3],
        [
            "3rd",
            "naive",
            "9,425,073",
            "x145001",
            "4,712,536",
            "x147267",
            "4,712,536",
            "x147267",
            "64",
            "x1.00",
            "0",
            "1,383,179",
            "…",
            "117.0ms",
            "x8355"
        ]
    );
}

#[test]
fn fewer_ratios_then_short_counts_when_narrow() {
    let t = Table::fit(&rows(), 120);
    assert!(t.width() <= 120, "{}", t.width());
    let lines = text(&t);
    assert_eq!(
        lines[3],
        [
            "3rd",
            "naive",
            "9,425,073",
            "x145001",
            "4,712,536",
            "4,712,536",
            "64",
            "0",
            "1,383,179",
            "…",
            "117.0ms",
            "x8355"
        ]
    );
    let t = Table::fit(&rows(), 90);
    assert!(t.width() <= 90, "{}", t.width());
    assert!(text(&t)[3].contains(&"9.4M".to_string()));
    let t = Table::fit(&rows(), 70);
    assert_eq!(text(&t)[0][0], "strategy", "the place goes last");
}

/// Narrower still, whole columns go, the least telling first: never one cut in the
/// middle. Steps and their ratio stay at any width.
#[test]
fn whole_columns_go_when_even_the_short_form_is_too_wide() {
    let full = text(&Table::fit(&rows(), 70))[0].clone();
    let mut last = full.len();
    for width in (10..70).rev() {
        let t = Table::fit(&rows(), width);
        let head = &text(&t)[0];
        assert!(head.len() <= last, "{width}: {head:?}");
        last = head.len();
        assert!(head.contains(&"steps".to_string()), "{width}: {head:?}");
        // What is left is the full table's columns in their order.
        let mut in_full = full.iter();
        assert!(head.iter().all(|h| in_full.any(|f| f == h)), "{head:?}");
        if t.width() > usize::from(width) {
            assert_eq!(head, &["strategy", "steps"], "{width}");
        }
    }
    let at = |w| text(&Table::fit(&rows(), w))[0].clone();
    assert!(!at(60).contains(&"undone".to_string()), "{:?}", at(60));
    assert_eq!(at(50), ["strategy", "steps", "guesses", "time"]);
    assert_eq!(at(40), ["strategy", "steps", "time"]);
    assert_eq!(at(30), ["strategy", "steps"]);
}
