//! Layout, number formatting and the chart's scale.

use std::time::Duration;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use super::brief;
use super::chart::{self, folded, scaled, scaled_whole, Spark};
use super::geometry::{cell_at, digit_position, layout, Size, MIN_HEIGHT, MIN_WIDTH};
use super::text::tail;
use crate::tui::words::numbers::{format_duration, grouped, rounded_count, short_count};

#[test]
fn grid_size_follows_the_terminal() {
    let size = |w, h| layout(Rect::new(0, 0, w, h)).map(|s| s.size);
    assert_eq!(size(120, 40), Some(Size::Large));
    assert_eq!(size(104, 38), Some(Size::Large));
    assert_eq!(size(103, 38), Some(Size::Medium));
    assert_eq!(size(104, 37), Some(Size::Medium));
    assert_eq!(size(80, 24), Some(Size::Medium));
    assert_eq!(size(56, 16), Some(Size::Compact));
    assert_eq!(size(200, 16), Some(Size::Compact));
    // Tall and narrow: the grid as large as fits, the panel under it.
    assert_eq!(size(60, 45), Some(Size::Medium));
    assert_eq!(size(MIN_WIDTH, MIN_HEIGHT), Some(Size::Tiny));
    assert_eq!((MIN_WIDTH, MIN_HEIGHT), (30, 14));
    assert_eq!(size(MIN_WIDTH - 1, 20), None);
    assert_eq!(size(200, MIN_HEIGHT - 1), None);
    assert_eq!(Size::Tiny.dims(), (13, 13));
    assert_eq!(Size::Compact.dims(), (25, 13));
    assert_eq!(Size::Medium.dims(), (37, 19));
    assert_eq!(Size::Large.dims(), (73, 37));
}

/// Every size from the smallest to 250x70: the grid, the panel and the footer inside
/// the screen and apart; the grid the largest that leaves the panel its room.
#[test]
fn every_size_lays_out_without_overlap() {
    // Every fifth width, and the widths where the layout changes (solving layouts is
    // slow in a debug build of ratatui).
    let widths = (MIN_WIDTH..=250)
        .step_by(5)
        .chain([55, 56, 60, 61, 67, 68, 72, 73, 103, 104, 108, 109]);
    for w in widths {
        for h in [14, 15, 16, 19, 20, 24, 33, 34, 37, 38, 45, 70] {
            let area = Rect::new(0, 0, w, h);
            let s = layout(area).unwrap_or_else(|| panic!("{w}x{h}"));
            let (gw, gh) = s.size.dims();
            assert_eq!((s.grid.width, s.grid.height), (gw, gh), "{w}x{h}");
            for r in [s.grid, s.panel, s.footer] {
                assert!(area.contains(r.as_position()) && r.right() <= w && r.bottom() <= h);
            }
            assert!(!s.grid.intersects(s.panel) && !s.panel.intersects(s.footer));
            assert!(!s.grid.intersects(s.footer), "{w}x{h}");
            assert!(s.panel.width >= if s.brief { 15 } else { 28 }, "{w}x{h}");
            for used in [0, 13, 20] {
                let shared = s.share(used);
                if let Some(c) = shared.chart {
                    assert!(!c.intersects(shared.panel) && !c.intersects(s.grid));
                    assert!(s.panel.union(c) == s.panel, "{w}x{h}: chart in the room");
                    assert!(c.height >= 4 && c.width >= 24, "{w}x{h}");
                }
            }
        }
    }
}

#[test]
fn the_chart_goes_under_the_panel_text_or_beside_it() {
    // Rows to spare under the panel's 13 lines: right under them.
    let s = layout(Rect::new(0, 0, 90, 24)).unwrap();
    let shared = s.share(13);
    let chart = shared.chart.unwrap();
    assert_eq!((chart.x, chart.y), (s.panel.x, s.panel.y + 14));
    assert_eq!(chart.width, s.panel.width);
    // A wide, low terminal: beside the panel, at its top.
    let s = layout(Rect::new(0, 0, 200, 16)).unwrap();
    let shared = s.share(13);
    let chart = shared.chart.unwrap();
    assert_eq!(chart.y, s.panel.y);
    // The free columns shared: a long why (`r4c8: no digit fits (row 4 has 1 2 3 5 6 7
    // 8 9; box 6 adds 4)`, 12 + 68 columns) takes one row, the chart keeps plenty.
    assert!(shared.panel.width >= 12 + 68, "{:?}", shared.panel);
    assert!(chart.width >= 80, "{chart:?}");
    // At 60x45 the panel is under the grid and the chart under the panel.
    let s = layout(Rect::new(0, 0, 60, 45)).unwrap();
    assert_eq!(s.panel.y, s.grid.bottom() + 1);
    assert_eq!(s.share(13).chart.unwrap().y, s.panel.y + 14);
    // No room: no chart.
    let s = layout(Rect::new(0, 0, 56, 16)).unwrap();
    assert_eq!(s.share(13).chart, None);
    assert_eq!(
        layout(Rect::new(0, 0, 30, 14)).unwrap().share(0).chart,
        None
    );
}

#[test]
fn a_position_names_the_cell_under_it() {
    for (w, h) in [
        (120, 40),
        (80, 24),
        (56, 16),
        (60, 45),
        (MIN_WIDTH, MIN_HEIGHT),
    ] {
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
    // A unit changes where the one below would reach 1000 of it.
    assert_eq!(short_count(999_949), "999.9k");
    assert_eq!(short_count(999_960), "1M");
    assert_eq!(short_count(2_345_000_000), "2.3G");
    assert_eq!(short_count(u64::MAX), "18.4E");
    assert_eq!(rounded_count(999_499), "999k");
    assert_eq!(rounded_count(999_600), "1M");
    assert_eq!(rounded_count(600_000), "600k");
    assert_eq!(rounded_count(2_500), "3k");
    assert_eq!(rounded_count(500_500), "501k");
    assert_eq!(rounded_count(999_600_000), "1G");
    assert_eq!(grouped(0), "0");
    assert_eq!(grouped(1234567), "1,234,567");
    assert_eq!(grouped(100), "100");
    assert_eq!(format_duration(Duration::ZERO), "0ms");
    assert_eq!(format_duration(Duration::from_nanos(420)), "1µs");
    assert_eq!(format_duration(Duration::from_micros(420)), "420µs");
    assert_eq!(format_duration(Duration::from_micros(4200)), "4.20ms");
    assert_eq!(format_duration(Duration::from_micros(42_100)), "42.1ms");
    assert_eq!(format_duration(Duration::from_millis(420)), "420ms");
    assert_eq!(format_duration(Duration::from_millis(3200)), "3.20s");
    assert_eq!(format_duration(Duration::from_secs(75)), "1m15.0s");
}

#[test]
fn long_names_keep_their_end() {
    assert_eq!(tail("puzzles/hard.sdm", 40), "puzzles/hard.sdm");
    assert_eq!(tail("puzzles/hard.sdm", 9), "…hard.sdm");
}

/// Brief counters never wrap onto a line of their own, and read alike: in 15 columns
/// 9.7M placements and 9.7M retractions read "10M" both.
#[test]
fn brief_counters_fit_their_room() {
    let items = |p, r| [("Placements", p), ("Retractions", r), ("Deductions", 0)];
    let c = brief::counters(&items(12_345, 999), 30);
    assert_eq!(c, ["Placements 12,345", "Retractions 999", "Deductions 0"]);
    let c = brief::counters(&items(9_700_000, 9_650_000), 16);
    assert_eq!(c, ["Placements 9.7M", "Retractions 9.7M", "Deductions 0"]);
    let c = brief::counters(&items(9_700_000, 9_650_000), 15);
    assert_eq!(c, ["Placements 10M", "Retractions 10M", "Deductions 0"]);
    let c = brief::counters(&items(12_345, 12_000), 15);
    assert_eq!(c, ["Placements 12k", "Retractions 12k", "Deductions 0"]);
    // The brief panel's own width: every count up to the billions fits.
    let c = brief::counters(&items(541_300, 541_299), 16);
    assert_eq!(c, ["Placements 541k", "Retractions 541k", "Deductions 0"]);
    for digits in 0..=19 {
        for lead in [1u64, 5, 9] {
            let n = lead
                .saturating_mul(10u64.saturating_pow(digits))
                .saturating_sub(1);
            for line in brief::counters(&items(n, n), 16) {
                assert!(line.chars().count() <= 16, "{line}");
            }
        }
    }
}

#[test]
fn a_sparkline_spans_its_own_minimum_to_its_maximum() {
    // The last four samples in two rows (16 eighths): 20 is the lowest bar, 23 the full
    // height.
    let (bars, full, lo, hi) = scaled(&[5, 20, 21, 23, 22], 4, 2).unwrap();
    assert_eq!((full, lo, hi), (16, 20, 23));
    assert_eq!(bars, [1, 6, 16, 11]);
    // All alike: all the lowest bar; nothing: nothing to draw.
    assert_eq!(scaled(&[7, 7], 10, 1).unwrap().0, [1, 1]);
    assert_eq!(scaled(&[], 10, 1), None);
    // The caption prints the minimum and the maximum of what is shown.
    let area = Rect::new(0, 0, 40, 3);
    let mut buf = Buffer::empty(area);
    let spark = Spark {
        title: "Depth over time",
        data: vec![5, 20, 21, 23, 22],
        whole: false,
    };
    chart::draw(&[spark], area, &mut buf);
    let caption: String = (0..40).map(|x| buf[(x, 2)].symbol()).collect();
    assert_eq!(caption.trim_end(), "Depth over time  min 5  max 23");
}

#[test]
fn a_whole_search_is_folded_into_the_width_with_its_own_range() {
    assert_eq!(folded(&[1, 5, 2, 2, 9, 0], 3), [5, 2, 9]);
    assert_eq!(folded(&[1, 5], 3), [1, 5]);
    // The lowest sample is hidden in a bar, yet the caption and the scale keep it.
    let (bars, full, lo, hi) = scaled_whole(&[1, 5, 2, 2, 9, 0], 3, 1).unwrap();
    assert_eq!((full, lo, hi), (8, 0, 9));
    assert_eq!(bars, [4, 2, 8]);
    let area = Rect::new(0, 0, 40, 3);
    let mut buf = Buffer::empty(area);
    let spark = Spark {
        title: "Depth over time",
        data: (0..400).map(|i| (i % 50) as u64).chain([3]).collect(),
        whole: true,
    };
    chart::draw(&[spark], area, &mut buf);
    let caption: String = (0..40).map(|x| buf[(x, 2)].symbol()).collect();
    assert_eq!(caption.trim_end(), "Depth over time  min 0  max 49");
}
