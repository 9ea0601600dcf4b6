//! Where the boards go at the usual sizes, and that they never overlap or leave the area.

use ratatui::layout::Rect;

use super::*;

fn laid(w: u16, h: u16, n: usize) -> Option<Screen> {
    screen(Rect::new(0, 0, w, h), &Field::nine(n), None)
}

/// Columns and rows the boards take.
fn grid_of(b: &Boards) -> (usize, usize) {
    let mut xs: Vec<u16> = b.rects.iter().map(|r| r.x).collect();
    let mut ys: Vec<u16> = b.rects.iter().map(|r| r.y).collect();
    xs.sort();
    xs.dedup();
    ys.sort();
    ys.dedup();
    (xs.len(), ys.len())
}

fn check(s: &Screen, area: Rect) {
    let Some(b) = &s.boards else { return };
    for (i, r) in b.rects.iter().enumerate() {
        assert!(
            r.x >= area.x && r.right() <= area.right(),
            "{r:?} in {area:?}"
        );
        assert!(
            r.y > s.header.y && r.bottom() <= s.note.y,
            "{r:?} between header and note"
        );
        for o in &b.rects[i + 1..] {
            assert!(!r.intersects(*o), "{r:?} and {o:?}");
        }
        if let Some(t) = s.table {
            assert!(!r.intersects(t), "{r:?} over the table {t:?}");
        }
    }
}

#[test]
fn every_board_side_by_side_at_the_usual_sizes() {
    for (w, h, size) in [
        (200, 50, Size::Medium),
        (120, 40, Size::Medium),
        (90, 24, Size::Compact),
    ] {
        let s = laid(w, h, 3).unwrap();
        check(&s, Rect::new(0, 0, w, h));
        let b = s.boards.unwrap();
        assert_eq!(
            (b.size, b.shape, b.rects.len()),
            (size, Shape::Below, 3),
            "{w}x{h}"
        );
        assert_eq!(grid_of(&b), (3, 1), "{w}x{h}");
    }
}

#[test]
fn large_cells_when_three_fit() {
    let b = laid(240, 60, 3).unwrap().boards.unwrap();
    assert_eq!((b.size, b.rects.len()), (Size::Large, 3));
}

#[test]
fn stacked_on_a_tall_narrow_terminal() {
    let s = laid(40, 80, 3).unwrap();
    check(&s, Rect::new(0, 0, 40, 80));
    let b = s.boards.unwrap();
    assert_eq!(grid_of(&b), (1, 3));
    assert_eq!(b.size, Size::Compact);
}

#[test]
fn as_many_as_fit_below_the_room_for_all() {
    let b = laid(60, 18, 3).unwrap().boards.unwrap();
    assert_eq!(
        (b.size, b.shape, b.rects.len()),
        (Size::Compact, Shape::Beside, 1)
    );
    let b = laid(120, 20, 3).unwrap().boards.unwrap();
    assert_eq!(b.rects.len(), 2, "two beside one another");
    // Tiny grids, the counters beside them, then in a narrow column, down to the
    // smallest race.
    let b = laid(41, 16, 3).unwrap().boards.unwrap();
    assert_eq!(
        (b.size, b.shape, b.rects.len()),
        (Size::Tiny, Shape::Beside, 1)
    );
    let (w, h) = min_size(&Field::nine(3));
    let b = laid(w, h, 3).unwrap().boards.unwrap();
    assert_eq!(
        (b.size, b.shape, b.rects.len()),
        (Size::Tiny, Shape::Narrow, 1)
    );
    assert!(laid(w - 1, h, 3).is_none());
    assert!(laid(w, h - 1, 3).is_none());
    assert_eq!((w, h), (28, 16));
}

/// The 9x9 grid takes the room the drawing of any size gives it at 9x9.
#[test]
fn the_9x9_grid_is_as_large_as_the_drawing_of_any_size_makes_it() {
    for size in SIZES {
        assert_eq!(grid_dims(size, GridShape::NINE), size.dims(), "{size:?}");
    }
}

fn of(side: usize, n: usize) -> Field {
    let grid = GridShape::STANDARD
        .into_iter()
        .find(|s| s.side() == side)
        .unwrap();
    Field {
        boards: n,
        grid,
        sitting_out: true,
    }
}

#[test]
fn boards_of_other_sizes_take_the_room_their_grid_needs() {
    // (side, terminal, grid size and shape, boards shown)
    for (side, (w, h), want) in [
        (4, (90, 24), (Size::Medium, Shape::Below, 3)),
        (4, (30, 14), (Size::Compact, Shape::Narrow, 1)),
        (16, (200, 50), (Size::Compact, Shape::Below, 3)),
        (16, (60, 40), (Size::Tiny, Shape::Below, 2)),
        (25, (200, 50), (Size::Compact, Shape::Below, 3)),
    ] {
        let area = Rect::new(0, 0, w, h);
        let s = screen(area, &of(side, 3), None).unwrap();
        check(&s, area);
        let b = s.boards.as_ref().unwrap();
        assert_eq!((b.size, b.shape, b.rects.len()), want, "{side} in {w}x{h}");
        // The line of the strategies that sit out is between the boards and the note.
        let line = s.sitting_out.unwrap();
        assert_eq!(line.y + 1, s.note.y);
        assert!(
            b.rects.iter().all(|r| r.bottom() <= line.y),
            "{side} in {w}x{h}"
        );
    }
    // A 4x4 board under its grid is as wide as the single-character 9x9 grid.
    assert_eq!(Shape::Below.dims(Size::Tiny, of(4, 1).grid).0, NARROW_W);
    assert_eq!(min_size(&of(4, 3)), (22, 12));
    assert_eq!(min_size(&of(25, 3)), (46, 35));
    assert!(screen(Rect::new(0, 0, 45, 35), &of(25, 3), None).is_none());
}

#[test]
fn the_results_take_the_counters_place() {
    for (w, h) in [(200, 50), (120, 40), (90, 24)] {
        let area = Rect::new(0, 0, w, h);
        let s = screen(area, &Field::nine(3), Some((80, 4))).unwrap();
        check(&s, area);
        let b = s.boards.as_ref().unwrap();
        assert_eq!((b.shape, b.rects.len()), (Shape::Brief, 3), "{w}x{h}");
        let t = s.table.unwrap();
        assert!(t.bottom() <= s.note.y, "{w}x{h}: {t:?}");
    }
    // No room for boards over the table: the table alone.
    let s = screen(Rect::new(0, 0, 60, 18), &Field::nine(3), Some((58, 4))).unwrap();
    assert!(s.boards.is_none());
    assert!(s.table.is_some());
}

/// The sizes docs/GUIDE.md gives for each grid size with three boards side by side.
#[test]
fn the_smallest_terminals_for_each_grid_size() {
    for (w, h, size) in [
        (225, 48, Size::Large),
        (117, 30, Size::Medium),
        (81, 24, Size::Compact),
    ] {
        let b = laid(w, h, 3).unwrap().boards.unwrap();
        assert_eq!((b.size, b.rects.len()), (size, 3), "{w}x{h}");
        for (w, h) in [(w - 1, h), (w, h - 1)] {
            let b = laid(w, h, 3).unwrap().boards.unwrap();
            assert!(b.size != size || b.rects.len() < 3, "{w}x{h}");
        }
    }
}
