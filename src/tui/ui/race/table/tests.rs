//! The results table: numbers as it writes them, and the fitting into a width.

use std::time::Duration;

use super::*;

fn rows() -> Vec<ResultRow> {
    let row = |place, name, steps: u64, guesses, us| ResultRow {
        place,
        name,
        steps,
        placements: steps / 2,
        retractions: steps / 2,
        deductions: 64,
        guesses,
        time: Duration::from_micros(us),
    };
    vec![
        row(1, "propagate", 65, 0, 14),
        row(2, "mrv", 69_495, 4_952, 4_468),
        row(3, "naive", 9_425_073, 1_383_179, 116_965),
    ]
}

#[test]
fn places_times_and_ratios() {
    let places: Vec<String> = [1, 2, 3, 4, 11, 12, 13, 21, 22, 101].map(ordinal).into();
    assert_eq!(
        places,
        ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st"]
    );
    assert_eq!(short_time(Duration::from_micros(14)), "14µs");
    assert_eq!(short_time(Duration::from_micros(4_468)), "4.5ms");
    assert_eq!(short_time(Duration::from_millis(1_130)), "1.13s");
    assert_eq!(ratio(65.0, 65.0, false), "1×");
    assert_eq!(ratio(90.0, 60.0, false), "1.5×");
    assert_eq!(ratio(9_425_073.0, 65.0, false), "145,001×");
    assert_eq!(ratio(9_425_073.0, 65.0, true), "145k×");
    assert_eq!(ratio(3.0, 0.0, false), "–");
}

fn text(t: &Table) -> Vec<String> {
    t.lines()
        .iter()
        .map(|l| l.spans.iter().map(|s| s.content.as_ref()).collect())
        .collect()
}

#[test]
fn in_full_where_it_fits() {
    let t = Table::fit(&rows(), 120);
    let lines = text(&t);
    assert_eq!(lines.len(), t.height());
    assert_eq!(lines.len(), 4);
    assert!(lines.iter().all(|l| l.chars().count() == t.width()));
    assert!(t.width() <= 120);
    assert!(lines[0].contains("Place  Strategy"), "{lines:?}");
    let cells: Vec<&str> = lines[3].split_whitespace().collect();
    assert_eq!(
        cells,
        [
            "3rd",
            "naive",
            "9,425,073",
            "145,001×",
            "4,712,536",
            "4,712,536",
            "64",
            "1,383,179",
            "117.0ms",
            "8,355×"
        ]
    );
}

#[test]
fn short_counts_then_fewer_columns_when_narrow() {
    let t = Table::fit(&rows(), 90);
    assert!(t.width() <= 90, "{}", t.width());
    let lines = text(&t);
    assert!(lines[3].contains("9.4M"), "{lines:?}");
    assert!(
        lines[0].contains("Guesses") && lines[0].contains("Time"),
        "{lines:?}"
    );
    let t = Table::fit(&rows(), 70);
    let lines = text(&t);
    let titles: Vec<&str> = lines[0].split_whitespace().collect();
    assert!(
        !titles.contains(&"Place") && !titles.contains(&"fastest"),
        "{lines:?}"
    );
    assert!(lines[0].starts_with(" Strategy"), "{lines:?}");
}
