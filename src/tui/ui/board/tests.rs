use ratatui::layout::Rect;
use sudoku_engine::shape::Shape;

use super::*;

#[test]
fn at_nine_by_nine_every_size_has_the_nine_by_nine_grid_s_dimensions() {
    for size in [Size::Large, Size::Medium, Size::Compact, Size::Tiny] {
        assert_eq!(dims(size, Shape::NINE), size.dims(), "{size:?}");
    }
}

#[test]
fn large_cells_hold_a_box_shaped_mini_grid() {
    let four = Shape::for_side(4).unwrap();
    let twelve = Shape::for_side(12).unwrap();
    assert_eq!(cell_dims(Size::Large, four), (5, 2));
    assert_eq!(cell_dims(Size::Large, twelve), (9, 3));
    // 4x4 large: 4 cells of 5 columns and 5 lines; 2 rows each and 5 lines.
    assert_eq!(dims(Size::Large, four), (25, 13));
    let t = Shape::for_side(25).unwrap();
    assert_eq!(dims(Size::Tiny, t), (31, 31));
    assert_eq!(needed(t), (48, 32));
}

#[test]
fn every_cell_is_found_where_it_is_drawn() {
    for shape in Shape::STANDARD {
        let area = Rect::new(0, 0, 200, 60);
        let s = layout(area, shape).unwrap();
        let xs = slots(s.size, shape, true);
        let ys = slots(s.size, shape, false);
        let n = shape.side();
        for cell in [0, n + 1, shape.cells() - 1] {
            let x = xs
                .iter()
                .position(|&v| v == Slot::Cell(cell % n, 0))
                .unwrap() as u16;
            let y = ys
                .iter()
                .position(|&v| v == Slot::Cell(cell / n, 0))
                .unwrap() as u16;
            assert_eq!(cell_at(area, shape, s.grid.x + x, s.grid.y + y), Some(cell));
        }
        assert_eq!(cell_at(area, shape, s.grid.x, s.grid.y), None, "a line");
    }
}

#[test]
fn a_terminal_too_small_has_no_layout() {
    let t = Shape::for_side(25).unwrap();
    assert!(layout(Rect::new(0, 0, 47, 32), t).is_none());
    assert_eq!(layout(Rect::new(0, 0, 48, 32), t).unwrap().size, Size::Tiny);
}
