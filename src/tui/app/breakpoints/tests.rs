//! Breakpoints, and the cells and counts typed for them.

use super::*;

#[test]
fn cells_and_counts_parse_or_say_why_not() {
    assert_eq!(parse_cell("r4c3"), Ok(29));
    assert_eq!(parse_cell(" R1C1 "), Ok(0));
    assert_eq!(parse_cell("9 9"), Ok(80));
    assert_eq!(parse_cell("43"), Ok(29));
    for bad in ["", "r0c3", "r4", "r4c3c", "x", "r10c1"] {
        assert!(parse_cell(bad).is_err(), "{bad}");
    }
    assert_eq!(parse_count("1,234", "a step"), Ok(1234));
    assert_eq!(parse_count("0", "a step"), Ok(0));
    assert!(parse_count("", "a step").is_err());
    assert!(parse_count("-3", "a step").is_err());
    assert!(parse_count("99999999999999999999999", "a step").is_err());
}

#[test]
fn each_breakpoint_stops_at_its_event() {
    let place = Event::Place { cell: 29, digit: 1 };
    let back = Event::Retract { cell: 3, digit: 2 };
    let none = Breakpoints::default();
    assert!(!none.armed());
    assert_eq!(none.hit(back, 5, 4), None);
    let tb = Breakpoints {
        take_back: true,
        ..none
    };
    assert!(tb.hit(back, 5, 4).is_some() && tb.hit(place, 4, 5).is_none());
    let ch = Breakpoints {
        choice: true,
        ..none
    };
    assert!(ch.hit(place, 4, 5).is_some() && ch.hit(back, 5, 4).is_none());
    let d = Breakpoints {
        depth_below: Some(5),
        ..none
    };
    assert!(d.hit(back, 5, 4).is_some());
    assert!(d.hit(back, 4, 3).is_none(), "already below");
    let c = Breakpoints {
        cell: Some(29),
        ..none
    };
    assert!(c.hit(place, 4, 5).is_some() && c.hit(back, 5, 4).is_none());
    assert_eq!(
        Breakpoints {
            take_back: true,
            depth_below: Some(3),
            cell: Some(29),
            ..none
        }
        .describe()
        .as_deref(),
        Some("take-back, depth < 3, r4c3")
    );
}
