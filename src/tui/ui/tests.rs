//! Layout and number formatting.

use std::time::Duration;

use ratatui::layout::Rect;

use super::geometry::{cell_at, digit_position, layout, Size, MIN_HEIGHT, MIN_WIDTH};
use super::numbers::{format_duration, grouped, short_count};
use super::text::tail;

#[test]
fn grid_size_follows_the_terminal() {
    assert_eq!(layout(Rect::new(0, 0, 120, 40)).unwrap().size, Size::Large);
    assert_eq!(layout(Rect::new(0, 0, 80, 24)).unwrap().size, Size::Medium);
    assert_eq!(
        layout(Rect::new(0, 0, MIN_WIDTH, MIN_HEIGHT)).unwrap().size,
        Size::Compact
    );
    assert!(layout(Rect::new(0, 0, MIN_WIDTH - 1, 30)).is_none());
    assert!(layout(Rect::new(0, 0, 200, MIN_HEIGHT - 1)).is_none());
    assert_eq!(Size::Compact.dims(), (25, 13));
    assert_eq!(Size::Medium.dims(), (37, 19));
    assert_eq!(Size::Large.dims(), (73, 37));
}

#[test]
fn a_position_names_the_cell_under_it() {
    for (w, h) in [(120, 40), (80, 24), (MIN_WIDTH, MIN_HEIGHT)] {
        let area = Rect::new(0, 0, w, h);
        let s = layout(area).unwrap();
        for cell in [0, 13, 40, 80] {
            let (x, y) = digit_position(s, cell);
            assert_eq!(cell_at(area, x, y), Some(cell), "{w}x{h}");
        }
        assert_eq!(cell_at(area, s.grid.x, s.grid.y), None, "a line");
        assert_eq!(cell_at(area, 0, 0), None, "outside the grid");
    }
    assert_eq!(cell_at(Rect::new(0, 0, 20, 10), 5, 5), None, "too small");
}

#[test]
fn numbers_are_grouped_and_durations_short() {
    assert_eq!(short_count(999), "999");
    assert_eq!(short_count(1500), "1.5k");
    assert_eq!(short_count(2_000_000), "2M");
    assert_eq!(grouped(0), "0");
    assert_eq!(grouped(1234567), "1,234,567");
    assert_eq!(grouped(100), "100");
    assert_eq!(format_duration(Duration::from_millis(42)), "42ms");
    assert_eq!(format_duration(Duration::from_millis(3200)), "3.20s");
    assert_eq!(format_duration(Duration::from_secs(75)), "1m15.0s");
}

#[test]
fn long_names_keep_their_end() {
    assert_eq!(tail("puzzles/hard.sdm", 40), "puzzles/hard.sdm");
    assert_eq!(tail("puzzles/hard.sdm", 9), "…hard.sdm");
}
