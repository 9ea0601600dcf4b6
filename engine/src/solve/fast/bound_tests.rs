//! The bounded count finds the lexicographically first solution the row-major walk finds.

use super::bands::Bands;
use super::bound::{head_cell, lex_min};
use super::lex::{cells_of, lex_solutions};
use super::*;
use crate::grid::CELLS;

use super::tests::{fixture_grids, fixture_solutions};

/// The fixture's puzzles (unique, none and several solutions), then its solutions with
/// most cells blanked in several patterns (many solutions each), then the empty grid.
fn puzzles() -> Vec<Grid> {
    let fixture = fixture_grids();
    let blanked = fixture_solutions().enumerate().flat_map(|(k, sol)| {
        (0..6).map(move |keep| {
            let mut g = Grid::from_line(sol).unwrap();
            for c in 0..CELLS {
                if (c * 7 + k * 5 + keep) % 11 > 2 + keep {
                    g.set(c, 0);
                }
            }
            g
        })
    });
    fixture.chain(blanked).chain([Grid::empty()]).collect()
}

/// The first solution of the plain row-major walk, which meets them in order.
fn walk_first(root: &Bands) -> Option<[u8; CELLS]> {
    let mut first = None;
    lex_solutions(root, 1, u64::MAX, None, &mut FastStats::default(), |f| {
        first = Some(cells_of(f))
    });
    first
}

#[test]
fn bounded_count_finds_the_walks_first_solution() {
    let (mut several, mut unique, mut none) = (0, 0, 0);
    for puzzle in puzzles() {
        let Some(mut root) = Bands::from_grid(&puzzle) else {
            continue;
        };
        let want = if root.propagate() {
            walk_first(&root)
        } else {
            None
        };
        let got = if want.is_some() {
            lex_min(&root, &mut FastStats::default()).map(|f| cells_of(&f))
        } else {
            None
        };
        assert_eq!(got, want, "{puzzle:?}");
        match count(&puzzle, 2) {
            0 => none += 1,
            1 => unique += 1,
            _ => several += 1,
        }
        // And through the entry point, whichever way it goes.
        assert_eq!(solve_first(&puzzle).map(|g| *g.cells()), want, "{puzzle:?}");
    }
    assert!(
        several > 40 && unique > 40 && none > 5,
        "{several} {unique} {none}"
    );
}

proptest::proptest! {
    /// A solved grid with random cells blanked: the bounded count and the walk agree.
    #[test]
    fn bounded_count_agrees_with_the_walk_on_blanked_grids(
        pick in 0usize..18,
        blanks in proptest::collection::vec(0usize..CELLS, 40..70),
    ) {
        let sol = fixture_solutions().nth(pick).unwrap();
        let mut g = Grid::from_line(sol).unwrap();
        for c in blanks {
            g.set(c, 0);
        }
        let mut root = Bands::from_grid(&g).unwrap();
        proptest::prop_assert!(root.propagate());
        let want = walk_first(&root);
        let got = lex_min(&root, &mut FastStats::default()).map(|f| cells_of(&f));
        proptest::prop_assert_eq!(got, want);
    }
}

/// `(band, position)` of a cell index, row-major.
fn spot(cell: usize) -> (usize, usize) {
    (cell / 27, cell % 27)
}

#[test]
fn head_cell_is_the_first_open_cell_at_the_root_and_a_narrow_one_below() {
    // The empty grid: the first cell has all nine digits.
    let mut empty = Bands::from_grid(&Grid::empty()).unwrap();
    assert!(empty.propagate());
    assert_eq!(head_cell(&empty, 0), Some(spot(0)));
    assert_eq!(
        head_cell(&empty, 1),
        None,
        "nine candidates is too many below the root"
    );
    assert_eq!(head_cell(&empty, 2), None);

    // Given 4 to 9 in the first row's last six cells: the first cell has 1, 2 and 3.
    let three = Grid::from_line(&format!("000456789{}", "0".repeat(72))).unwrap();
    let mut st = Bands::from_grid(&three).unwrap();
    assert!(st.propagate());
    assert_eq!(st.candidates(0, 0), 0b111);
    assert_eq!(head_cell(&st, 0), Some(spot(0)));
    assert_eq!(head_cell(&st, 1), Some(spot(0)));
    assert_eq!(head_cell(&st, 2), None, "deeper the count's cell is taken");

    // The first open cell past the givens, here in the second row with six candidates.
    let second_row = Grid::from_line(&format!("123456789{}", "0".repeat(72))).unwrap();
    let mut st = Bands::from_grid(&second_row).unwrap();
    assert!(st.propagate());
    assert_eq!(st.candidates(0, 9).count_ones(), 6);
    assert_eq!(head_cell(&st, 0), Some(spot(9)));
    assert_eq!(head_cell(&st, 1), None);

    // A solved state has none.
    let solved = Grid::from_line(fixture_solutions().next().unwrap()).unwrap();
    let mut st = Bands::from_grid(&solved).unwrap();
    assert!(st.propagate());
    assert_eq!(head_cell(&st, 0), None);
}
