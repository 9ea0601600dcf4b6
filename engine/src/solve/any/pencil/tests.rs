use super::techniques::choose;
use super::*;
use crate::board::Board;
use crate::generate::sized;
use crate::solve::any;

/// A pencil on an empty board of `side` with every candidate, for patterns set by hand.
fn open(side: usize) -> (Pencil, Geometry) {
    let shape = Shape::for_side(side).unwrap();
    let geometry = Geometry::new(shape);
    (Pencil::new(&Board::empty(shape), &geometry), geometry)
}

fn strike(p: &Pencil, g: &Geometry) -> Strike {
    match next_deduction(p, g) {
        Some(Deduction::Strike(s)) => s,
        other => panic!("a strike, not {other:?}"),
    }
}

/// Every step on the generator's puzzles of every size up to 16x16 is sound: a single
/// places the solution's digit, a strike never strikes it. The techniques beyond singles
/// each strike something on the way, and with them as many cells or more get filled as
/// with singles alone.
#[test]
fn every_step_agrees_with_the_solution_at_every_size() {
    let mut seen = std::collections::BTreeMap::new();
    for side in [4, 6, 8, 9, 12, 16] {
        let shape = Shape::for_side(side).unwrap();
        let geometry = Geometry::new(shape);
        // The generator is slow in a debug build at 16x16: fewer puzzles there.
        for index in 0..if side == 16 { 1 } else { 6 } {
            let p = sized::puzzle(shape, 11, index);
            let mut pencil = Pencil::new(&p.puzzle, &geometry);
            let mut singles_only = p.puzzle.clone();
            while let Some(s) = super::super::singles::next_single(&singles_only) {
                singles_only.try_set(s.cell, s.digit).unwrap();
            }
            while let Some(step) = next_deduction(&pencil, &geometry) {
                if let Some((cell, digit)) = step.placement() {
                    assert_eq!(p.solution.get(cell), digit, "{side}: {step:?}");
                }
                for &(cell, digit) in step.struck() {
                    assert_ne!(p.solution.get(cell), digit, "{side}: {step:?}");
                    assert_ne!(
                        pencil.candidates(cell) & 1 << (digit - 1),
                        0,
                        "struck twice"
                    );
                }
                *seen.entry(step.technique()).or_insert(0) += 1;
                pencil.apply(&step, &geometry).unwrap();
            }
            assert!(pencil.board().filled() >= singles_only.filled(), "{side}");
            // Whatever is left still has the solution among its candidates.
            for c in 0..shape.cells() {
                if pencil.board().get(c) == 0 {
                    let d = p.solution.get(c);
                    assert_ne!(pencil.candidates(c) & 1 << (d - 1), 0, "{side} {c}");
                }
            }
        }
    }
    for t in [
        "hidden single",
        "naked single",
        "pointing",
        "claiming",
        "naked pair",
    ] {
        assert!(
            seen.get(t).copied().unwrap_or(0) > 0,
            "{t} never seen: {seen:?}"
        );
    }
}

#[test]
fn pointing_strikes_the_rest_of_the_line() {
    // 4x4: in box 1 the 1 is kept only in r1c1 and r1c2.
    let (mut p, g) = open(4);
    p.marks[4] &= !1;
    p.marks[5] &= !1;
    let s = strike(&p, &g);
    assert_eq!(s.technique, Technique::Pointing);
    assert_eq!(s.pattern, vec![0, 1]);
    assert_eq!(s.struck, vec![(2, 1), (3, 1)]);
    let step = Deduction::Strike(s);
    assert_eq!(step.area(p.board().shape()), "box 1");
    assert_eq!(
        step.describe(p.board().shape()),
        "in box 1 the 1s lie in row 1, so r1c3 and r1c4 are not 1"
    );
    p.apply(&step, &g).unwrap();
    assert_eq!(p.candidates(2) & 1, 0);
    assert_eq!(p.candidates(3), 0b1110);
}

#[test]
fn claiming_strikes_the_rest_of_the_box() {
    // 9x9: in row 1 the 5 is kept only in box 1 (r1c1..r1c3).
    let (mut p, g) = open(9);
    for c in 3..9 {
        p.marks[c] &= !(1 << 4);
    }
    let s = strike(&p, &g);
    assert_eq!(s.technique, Technique::Claiming);
    assert_eq!(s.units, vec![(UnitKind::Row, 0), (UnitKind::Box, 0)]);
    assert_eq!(
        s.struck,
        (9..12).chain(18..21).map(|c| (c, 5)).collect::<Vec<_>>()
    );
}

#[test]
fn a_naked_pair_strikes_its_digits_from_the_rest_of_its_unit() {
    // 9x9: r1c1 and r1c5 hold only 1 and 2.
    let (p0, g) = open(9);
    let mut p = p0;
    p.marks[0] = 0b11;
    p.marks[4] = 0b11;
    let s = strike(&p, &g);
    assert_eq!(s.technique, Technique::NakedPair);
    assert_eq!(s.pattern, vec![0, 4]);
    assert_eq!(s.struck.len(), 14);
    assert_eq!(
        Deduction::Strike(s).describe(Shape::NINE),
        "in row 1 r1c1 and r1c5 hold only 1 and 2, so r1c2 is not 1 or 2, r1c3 is not 1 or 2, \
         r1c4 is not 1 or 2, r1c6 is not 1 or 2, r1c7 is not 1 or 2, r1c8 is not 1 or 2 and \
         r1c9 is not 1 or 2"
    );
}

#[test]
fn a_hidden_pair_strikes_the_other_digits_of_its_cells() {
    // 9x9: in row 1 the 1 and the 2 are kept only in r1c1 and r1c5.
    let (mut p, g) = open(9);
    for c in [1, 2, 3, 5, 6, 7, 8] {
        p.marks[c] &= !0b11;
    }
    let s = strike(&p, &g);
    assert_eq!(s.technique, Technique::HiddenPair);
    assert_eq!(s.pattern, vec![0, 4]);
    assert_eq!(s.digits, 0b11);
    assert_eq!(s.struck.len(), 14);
    assert!(s.struck.iter().all(|&(c, d)| [0, 4].contains(&c) && d > 2));
}

#[test]
fn a_naked_triple_at_16x16_names_its_letters() {
    // 16x16: r1c1, r1c5 and r1c9 hold only A, B and G (10, 11, 16): three boxes, one row.
    let (mut p, g) = open(16);
    let abg = 1 << 9 | 1 << 10 | 1 << 15;
    p.marks[0] = abg;
    p.marks[4] = 1 << 9 | 1 << 15;
    p.marks[8] = 1 << 10 | 1 << 15;
    let s = strike(&p, &g);
    assert_eq!(s.technique, Technique::NakedTriple);
    assert_eq!(s.digits, abg);
    let words = Deduction::Strike(s).describe(p.board().shape());
    assert!(
        words.starts_with(
            "in row 1 r1c1, r1c5 and r1c9 hold only A, B and G, so r1c2 is not A, B or G"
        ),
        "{words}"
    );
}

#[test]
fn a_single_placed_strikes_its_digit_from_its_peers() {
    let (mut p, g) = open(6);
    let single = Single {
        cell: 7,
        digit: 3,
        seen: super::super::singles::Seen::Naked,
    };
    p.apply(&Deduction::Single(single), &g).unwrap();
    assert_eq!(p.board().get(7), 3);
    assert_eq!(p.candidates(7), 0);
    for &peer in g.peers(7) {
        assert_eq!(p.candidates(peer as usize) & 0b100, 0);
    }
    // Another digit where one is written already: an error, nothing changed.
    let again = Single { digit: 4, ..single };
    assert!(p.apply(&Deduction::Single(again), &g).is_err());
    assert_eq!(p.board().get(7), 3);
}

#[test]
fn a_full_board_has_no_step_and_an_empty_one_none_either() {
    let shape = Shape::for_side(4).unwrap();
    let g = Geometry::new(shape);
    let full = any::solve_first(&Board::empty(shape)).unwrap();
    assert_eq!(next_deduction(&Pencil::new(&full, &g), &g), None);
    let (p, g) = open(25);
    assert_eq!(next_deduction(&p, &g), None);
}

#[test]
fn choose_lists_every_pick_in_order() {
    assert_eq!(choose(4, 2).len(), 6);
    assert_eq!(choose(5, 3).len(), 10);
    assert_eq!(choose(3, 3), vec![vec![0, 1, 2]]);
    assert!(choose(2, 3).is_empty());
    assert_eq!(choose(3, 2), vec![vec![0, 1], vec![0, 2], vec![1, 2]]);
}
