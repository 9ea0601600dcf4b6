use super::*;

const PUZZLE: &str =
    "103000509002109400000704000300502006060000050700803004000401000009205800804000107";

#[test]
fn unit_geometry() {
    assert_eq!(box_of(0), 0);
    assert_eq!(box_of(8), 2);
    assert_eq!(box_of(27), 3);
    assert_eq!(box_of(80), 8);
    assert_eq!(box_of(40), 4);
    for (c, peers) in PEERS.iter().enumerate() {
        assert!(!peers.contains(&(c as u8)));
        let mut sorted = peers.to_vec();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted.len(), 20);
    }
    for unit in &UNITS {
        let mut u = unit.to_vec();
        u.sort();
        u.dedup();
        assert_eq!(u.len(), 9);
    }
    assert_eq!(UNITS[18 + 4], [30, 31, 32, 39, 40, 41, 48, 49, 50]);
    for (u, cells) in UNITS.iter().enumerate() {
        let unit = Unit::from_position(u);
        assert_eq!(unit.position(), u);
        assert_eq!(unit.cells(), cells);
    }
    assert_eq!(Unit::from_position(3).to_string(), "row 4");
    assert_eq!(Unit::from_position(9 + 2).to_string(), "column 3");
    assert_eq!(Unit::from_position(18 + 4).to_string(), "box 5");
}

#[test]
fn names_are_one_based() {
    assert_eq!(cell_name(0), "r1c1");
    assert_eq!(cell_name(22), "r3c5");
    assert_eq!(cell_name(80), "r9c9");
}

#[test]
fn candidates_follow_rules() {
    let g = Grid::from_line(PUZZLE).unwrap();
    // r1c2: row has 1,3,5,9; column has 6; box has 1,3,2.
    let c = g.candidates(1);
    assert_eq!(digits_of(c).collect::<Vec<_>>(), vec![4, 7, 8]);
    let m = g.unit_masks();
    assert_eq!(m.candidates(Cell::new(1).unwrap()), c);
    assert_eq!(g.candidates(0), 0);
}

#[test]
fn conflicts_name_cells() {
    let mut g = Grid::empty();
    g.set(0, 5);
    g.set(4, 5);
    let c = g.conflicts();
    assert_eq!(c.len(), 1);
    assert_eq!(
        c[0].to_string(),
        "digit 5 appears twice in row 1: r1c1 and r1c5"
    );
    g.set(10, 5);
    let c = g.conflicts();
    assert_eq!(c.len(), 2);
    assert_eq!(c[1].unit, UnitKind::Box);
    assert_eq!(
        c[1].to_string(),
        "digit 5 appears twice in box 1: r1c1 and r2c2"
    );
    let marked = g.conflicting_cells();
    assert!(marked[0] && marked[4] && marked[10] && !marked[1]);
}

#[test]
fn display_is_nine_lines() {
    let g = Grid::from_line(PUZZLE).unwrap();
    let s = g.to_string();
    assert_eq!(s.lines().count(), 9);
    assert_eq!(s.lines().next(), Some("103000509"));
    assert_eq!(g.to_line(), PUZZLE);
    assert_eq!(g.filled(), 30);
}

#[test]
fn writes_out_of_range_leave_the_grid_alone() {
    let mut g = Grid::from_line(PUZZLE).unwrap();
    let before = g;
    assert_eq!(g.try_set(1, 10), Err(SetError::NotADigit(10)));
    assert_eq!(g.try_set(1, 255), Err(SetError::NotADigit(255)));
    assert_eq!(g.try_set(81, 1), Err(SetError::NoSuchCell(81)));
    assert_eq!(g, before);
    assert_eq!(g.try_set(1, 4), Ok(()));
    assert_eq!(g.try_set(0, 0), Ok(()));
    assert_eq!((g.get(0), g.get(1)), (0, 4));
    assert_eq!(
        SetError::NotADigit(12).to_string(),
        "12 is not a digit (1 to 9, or 0 for a blank)"
    );
    assert_eq!(
        SetError::NoSuchCell(81).to_string(),
        "no cell 81 (cells are 0 to 80)"
    );
}

#[test]
#[should_panic(expected = "cell value 10 above 9")]
fn set_refuses_a_value_above_nine() {
    let mut g = Grid::empty();
    g.set(0, 10);
}

#[test]
fn a_cell_is_one_of_81_and_names_itself_one_based() {
    assert_eq!(Cell::all().len(), CELLS);
    for (i, cell) in Cell::all().enumerate() {
        assert_eq!(Cell::new(i), Some(cell));
        assert_eq!(Cell::try_from(i), Ok(cell));
        assert_eq!(usize::from(cell), i);
        assert_eq!(Cell::at(row_of(i), col_of(i)), Some(cell));
        assert_eq!(
            (cell.row(), cell.col(), cell.box_index()),
            (row_of(i), col_of(i), box_of(i))
        );
        assert_eq!(cell.to_string(), cell_name(i));
    }
    assert_eq!(Cell::new(0).unwrap().to_string(), "r1c1");
    assert_eq!(Cell::new(80).unwrap().to_string(), "r9c9");
    for past in [81, 82, 255, 256, usize::MAX] {
        assert_eq!(Cell::new(past), None);
        assert_eq!(Cell::try_from(past), Err(NoSuchCell(past)));
    }
    assert_eq!(Cell::at(9, 0), None);
    assert_eq!(Cell::at(0, 9), None);
    assert_eq!(NoSuchCell(81).to_string(), "no cell 81 (cells are 0 to 80)");
}

#[test]
fn a_digit_is_one_to_nine_and_never_the_blank() {
    let digits: Vec<u8> = Digit::all().map(Digit::get).collect();
    assert_eq!(digits, (1..=9).collect::<Vec<u8>>());
    for v in 0..=u8::MAX {
        let d = Digit::new(v);
        assert_eq!(d.is_some(), (1..=9).contains(&v), "{v}");
        assert_eq!(Digit::try_from(v).ok(), d);
        if let Some(d) = d {
            assert_eq!((d.get(), u8::from(d), d.bit()), (v, v, bit(v)));
            assert_eq!(d.to_string(), v.to_string());
        } else {
            assert_eq!(Digit::try_from(v), Err(NotADigit(v)));
        }
    }
    assert_eq!(NotADigit(0).to_string(), "0 is not a digit (1 to 9)");
    // A blank costs nothing: an optional digit is a byte, as a cell is.
    assert_eq!(std::mem::size_of::<Option<Digit>>(), 1);
    assert_eq!(std::mem::size_of::<Cell>(), 1);
}

#[test]
fn digit_and_place_read_and_write_what_get_and_set_do() {
    let puzzle = Grid::from_line(PUZZLE).unwrap();
    let mut copy = Grid::empty();
    for cell in Cell::all() {
        assert_eq!(
            puzzle.digit(cell).map_or(0, Digit::get),
            puzzle.get(cell.index())
        );
        if let Some(d) = puzzle.digit(cell) {
            copy.place(cell, d);
        }
    }
    assert_eq!(copy, puzzle);
    for cell in Cell::all() {
        copy.clear(cell);
    }
    assert_eq!(copy, Grid::empty());
}
