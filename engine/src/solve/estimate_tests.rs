//! The estimate is unbiased: over many runs its mean comes within a few percent of the
//! steps the search really takes, for every strategy, on puzzles with one solution,
//! several, and none.

use super::{estimate, expand_naive, expand_stepped, nth_digit, Expanded, Stream};
use crate::grid::Grid;
use crate::solve::{fast, Stepper, Strategy};

fn actual(p: &Grid, s: Strategy) -> u64 {
    let mut st = Stepper::new(p, s);
    st.finish();
    st.stats().steps
}

fn puzzle() -> Grid {
    Grid::from_line(
        "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
    )
    .unwrap()
}

/// A puzzle whose searches take some thousands of steps: cells of an easy one emptied.
fn harder(cells: &[usize]) -> Grid {
    let mut g = puzzle();
    for &c in cells {
        g.set(c, 0);
    }
    g
}

#[test]
fn the_mean_of_many_estimates_is_the_size_of_the_search() {
    let no_solution = {
        let mut g = harder(&[2, 4, 6]);
        // A digit that fits but leads nowhere.
        let c = (0..81)
            .find(|&c| g.get(c) == 0 && g.candidates(c).count_ones() >= 2)
            .unwrap();
        let d = (1..=9u8)
            .find(|&d| {
                g.candidates(c) & (1 << (d - 1)) != 0 && {
                    let mut h = g;
                    h.set(c, d);
                    fast::count(&h, 1) == 0
                }
            })
            .unwrap();
        g.set(c, d);
        g
    };
    assert_eq!(fast::count(&no_solution, 1), 0);
    let several = harder(&[2, 4, 6, 27, 30, 40, 41, 42, 50, 60, 70]);
    assert!(fast::count(&several, 2) > 1);
    let line = |l: &str| Grid::from_line(l).unwrap();
    // Searches of some hundreds to some thousands of steps, with real choices in them.
    let cases = [
        (
            Strategy::Naive,
            line(
                "1.3...5.9..21.94.....7.4...3..5.2..6.6.....5.7..8.3..4...4.1.....92.58..8.4...1.7",
            ),
        ),
        (Strategy::Naive, no_solution),
        (Strategy::Mrv, several),
        (
            Strategy::Mrv,
            line(
                "........2..8.1.9..5....3.4....1.93...6..3..8...37......4......53.1.7.8..2........",
            ),
        ),
        (
            Strategy::Mrv,
            line(
                "85...24..72......9..4.........1.7..23.5...9...4...........8..7..17..........36.4.",
            ),
        ),
        (
            Strategy::Propagate,
            line(
                "........2..8.1.9..5....3.4....1.93...6..3..8...37......4......53.1.7.8..2........",
            ),
        ),
        (
            Strategy::Propagate,
            line(
                "85...24..72......9..4.........1.7..23.5...9...4...........8..7..17..........36.4.",
            ),
        ),
    ];
    let runs = 600;
    for (s, p) in cases {
        let want = actual(&p, s) as f64;
        assert!(want > 100.0, "{s} on {}: {want} steps", p.to_line());
        let mean = (0..runs).map(|seed| estimate(&p, s, 8, seed)).sum::<f64>() / runs as f64;
        let err = (mean - want).abs() / want;
        assert!(
            err < 0.04,
            "{s} on {}: mean {mean:.1} against {want}",
            p.to_line()
        );
    }
}

#[test]
fn a_search_without_branches_left_is_estimated_exactly() {
    // With no branch to leave, the way to the solution is all there is: no guessing.
    for s in Strategy::ALL {
        let p = puzzle();
        let want = actual(&p, s) as f64;
        for seed in 0..3 {
            let got = estimate(&p, s, 4, seed);
            if s != Strategy::Naive {
                assert_eq!(got, want, "{s}");
            }
            assert!(got > 0.0);
        }
    }
    let mut clash = puzzle();
    clash.set(0, 3);
    assert_eq!(estimate(&clash, Strategy::Naive, 4, 0), 1.0);
}

/// Naive's own expansion is the step engine's, on every board a probe meets (the random
/// walks down from a hard puzzle, to their ends).
#[test]
fn naive_expands_a_board_as_the_step_engine_does() {
    let mut rng = Stream(7);
    for _ in 0..200 {
        let mut b = harder(&[0, 1, 2, 3]);
        loop {
            let fast = expand_naive(&b);
            assert_eq!(fast, expand_stepped(&b, Strategy::Naive), "{}", b.to_line());
            let Expanded::Branch { cell, options, .. } = fast else {
                break;
            };
            b.set(cell, nth_digit(options, rng.below(options.count_ones())));
        }
    }
}
