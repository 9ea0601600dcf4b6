//! The solver against plain backtracking at 4×4 and 6×6, and its answers at every size.

use super::*;
use crate::shape::Shape;

/// True when `d` may go in cell (r, c) of the n×n grid with boxes of br×bc: checked by
/// reading the row, the column and the box.
fn fits(g: &[u8], n: usize, br: usize, bc: usize, r: usize, c: usize, d: u8) -> bool {
    for i in 0..n {
        if g[r * n + i] == d || g[i * n + c] == d {
            return false;
        }
    }
    let (r0, c0) = (r / br * br, c / bc * bc);
    for rr in r0..r0 + br {
        for cc in c0..c0 + bc {
            if g[rr * n + cc] == d {
                return false;
            }
        }
    }
    true
}

/// Plain recursive backtracking: first empty cell in row-major order, digits ascending.
/// Collects solutions in the order found (lexicographic) until `limit`.
fn brute(g: &mut Vec<u8>, shape: Shape, limit: usize, out: &mut Vec<Vec<u8>>) {
    if out.len() >= limit {
        return;
    }
    let n = shape.side();
    let Some(cell) = g.iter().position(|&d| d == 0) else {
        out.push(g.clone());
        return;
    };
    for d in 1..=n as u8 {
        if fits(
            g,
            n,
            shape.box_rows(),
            shape.box_cols(),
            cell / n,
            cell % n,
            d,
        ) {
            g[cell] = d;
            brute(g, shape, limit, out);
            g[cell] = 0;
        }
    }
}

/// Givens valid or not: `count` random digits in random cells, from a small generator.
fn random_board(shape: Shape, seed: u64, givens: usize) -> Board {
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let mut next = move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    let mut b = Board::empty(shape);
    for _ in 0..givens {
        let cell = (next() % shape.cells() as u64) as usize;
        let d = (next() % shape.side() as u64) as u8 + 1;
        b.try_set(cell, d).unwrap();
    }
    b
}

fn clashes(b: &Board) -> bool {
    !b.conflicts().is_empty()
}

#[test]
fn agrees_with_plain_backtracking_on_small_random_boards() {
    for (shape, max_givens) in [
        (Shape::for_side(4).unwrap(), 8),
        (Shape::for_side(6).unwrap(), 14),
    ] {
        for seed in 0..600u64 {
            let b = random_board(shape, seed, (seed as usize) % (max_givens + 1));
            let mut expected = Vec::new();
            if !clashes(&b) {
                brute(&mut b.cells().to_vec(), shape, 5, &mut expected);
            }
            let first = solve_first(&b);
            assert_eq!(
                first.as_ref().map(|f| f.cells().to_vec()),
                expected.first().cloned(),
                "first of {b:?}"
            );
            for limit in [1, 2, 5] {
                assert_eq!(
                    count(&b, limit),
                    expected.len().min(limit as usize) as u64,
                    "count of {b:?} to {limit}"
                );
            }
            let mut listed = Vec::new();
            let out = Solver::new().limit(5).solutions(&b, |s| {
                listed.push(s.cells().to_vec());
                true
            });
            assert_eq!(listed, expected, "solutions of {b:?}");
            assert_eq!(out.count, expected.len() as u64);
            assert_eq!(out.first, first);
            let out = Solver::new().limit(5).run(&b);
            assert_eq!(out.first, first);
            assert_eq!(out.count, expected.len() as u64);
            for limit in [0, 1, 2] {
                let out = Solver::new().limit(limit).run(&b);
                assert_eq!(out.first, first, "first with a limit of {limit}");
                assert_eq!(out.count, expected.len().min(limit as usize) as u64);
                let any = Solver::new().lexicographic(false).limit(limit).run(&b);
                assert_eq!(any.count, out.count);
                assert_eq!(any.first.is_some(), first.is_some());
                assert!(any.first.is_none_or(|s| s.is_solved() && s.solves(&b)));
            }
            let st = status(&b);
            match expected.len() {
                _ if clashes(&b) => assert!(matches!(st, BoardStatus::Clash(_))),
                0 => assert_eq!(st, BoardStatus::NoSolution),
                1 => assert_eq!(st, BoardStatus::Unique(first.unwrap())),
                _ => assert_eq!(st, BoardStatus::Several(first.unwrap())),
            }
        }
    }
}

/// A solved grid of any shape by the usual pattern: each row the one above shifted by a
/// box's width, each band by one.
fn pattern(shape: Shape) -> Board {
    let (n, br, bc) = (shape.side(), shape.box_rows(), shape.box_cols());
    let cells = (0..shape.cells())
        .map(|i| {
            let (r, c) = (i / n, i % n);
            (((r % br) * bc + r / br + c) % n + 1) as u8
        })
        .collect();
    Board::from_cells(shape, cells).unwrap()
}

#[test]
fn empty_grids_have_the_first_solution_backtracking_finds() {
    for shape in Shape::STANDARD.into_iter().filter(|s| s.side() <= 16) {
        let empty = Board::empty(shape);
        let first = solve_first(&empty).unwrap();
        assert!(first.is_solved(), "{shape}");
        let mut expected = Vec::new();
        brute(&mut empty.cells().to_vec(), shape, 1, &mut expected);
        assert_eq!(first.cells(), &expected[0][..], "{shape}");
        let mut listed = Vec::new();
        Solver::new().limit(3).solutions(&empty, |s| {
            listed.push(s.clone());
            true
        });
        assert_eq!(listed[0], first, "{shape}");
        assert!(listed.windows(2).all(|w| w[0].cells() < w[1].cells()));
    }
    for shape in Shape::STANDARD {
        assert_eq!(count(&Board::empty(shape), 3), 3, "{shape}");
    }
}

/// The empty 25x25 grid's first solution, as the checked walk asking the fixed-order
/// count found it (36 M nodes; plain backtracking is out of reach).
const FIRST_25: &str = concat!(
    "123456789ABCDEFGHIJKLMNOP6789A12345GHIJKLMNOPBCDEFBCDEFGHIJKLMNOP123456789AGHIJKLMNOP",
    "6789ABCDEF12345LMNOPBCDEF123456789AGHIJK21436587A9CBEDGFIHKJMLOPN587A921436FIHKJMLOPN",
    "CBEDGCBEDGFIHKJMLOPN21436587A9FIHKJMLOPN587A9CBEDG21436MLOPNCBEDG21436587A9FIHKJ34127",
    "856BC9AFGDEJKHINOPLM856BC34127EJKHINOPLM9AFGD9AFGDEJKHINOPLM34127856BCEJKHINOPLM856BC",
    "9AFGD34127NOPLM9AFGD34127856BCEJKHI43218765CBA9GFEDKJIHOPMNL765CB43218DKJIHOPMNLA9GFE",
    "A9GFEDKJIHOPMNL43218765CBDKJIHOPMNL765CBA9GFE43218OPMNLA9GFE43218765CBDKJIHHD951IEA62",
    "JFB73KGC84PNLMOIEA62HD951KGC84PNLMOJFB73JFB73KGC84PNLMOHD951IEA62KGC84PNLMOIEA62JFB73",
    "HD951PNLMOJFB73HD951IEA62KGC84",
);

/// The checked walk asks the count with restarts, so the empty 25x25 grid's first
/// solution comes within a bounded number of nodes (51,165 when written), not the
/// fixed-order count's millions.
#[test]
fn the_empty_25x25_grid_has_its_first_solution_within_100_000_nodes() {
    let empty = Board::empty(Shape::for_side(25).unwrap());
    let out = Solver::new().run(&empty);
    let first = out.first.unwrap();
    assert!(first.is_solved());
    assert_eq!(first.to_line(), FIRST_25);
    assert!(out.stats.nodes <= 100_000, "{:?}", out.stats);
}

#[test]
fn a_solved_grid_is_unique_and_a_clash_has_none() {
    for shape in Shape::STANDARD {
        let solved = pattern(shape);
        assert!(solved.is_solved(), "{shape}");
        assert!(is_unique(&solved));
        let mut clash = solved.clone();
        clash.try_set(1, solved.get(0)).unwrap();
        assert_eq!(count(&clash, 2), 0);
        assert!(matches!(status(&clash), BoardStatus::Clash(c) if !c.is_empty()));
        // The first row emptied: its columns give it back, the same solution.
        let mut holes = solved.clone();
        for cell in 0..shape.side() {
            holes.try_set(cell, 0).unwrap();
        }
        assert_eq!(status(&holes), BoardStatus::Unique(solved));
    }
}

#[test]
fn stopping_early_hands_out_no_more() {
    let b = Board::empty(Shape::for_side(6).unwrap());
    let mut seen = 0;
    let out = Solver::new().limit(10).solutions(&b, |_| {
        seen += 1;
        seen < 3
    });
    assert_eq!((out.count, seen), (3, 3));
    assert!(out.stats.nodes >= out.stats.guesses);
    assert_eq!(count(&b, 0), 0);
    let none = Solver::new().solutions(&b, |_| panic!("none asked for"));
    assert_eq!((none.count, none.first), (0, None));
}

#[test]
fn any_solution_solves_the_board() {
    let any = Solver::new().lexicographic(false);
    for shape in Shape::STANDARD {
        let mut b = Board::empty(shape);
        b.try_set(shape.cells() - 1, 1).unwrap();
        let one = any.run(&b).first.unwrap();
        assert!(one.is_solved() && one.solves(&b), "{shape}");
    }
    let mut clash = Board::empty(Shape::for_side(4).unwrap());
    clash.try_set(0, 1).unwrap();
    clash.try_set(1, 1).unwrap();
    assert_eq!(any.limit(2).run(&clash), Outcome::default());
}
