//! Going back and forth through a search: whatever way a step is reached (stepping, a
//! snapshot and a replay, a seek forward or back), the engine is exactly as it was when
//! the search first got there, explanation of the last event included.

mod common;

use proptest::prelude::*;
use sudoku_engine::solve::{Event, Explained, Stepper, Strategy, Timeline};
use sudoku_engine::Grid;

/// The engine after every step of a search, up to `max` steps (index = step).
fn states(puzzle: &Grid, strategy: Strategy, max: u64) -> Vec<Stepper> {
    let mut st = Stepper::new(puzzle, strategy);
    let mut out = vec![st.clone()];
    while st.stats().steps < max && !st.step().is_final() {
        out.push(st.clone());
    }
    if st.stats().steps as usize == out.len() {
        out.push(st.clone());
    }
    out
}

fn strategy_of(i: usize) -> Strategy {
    Strategy::ALL[i % Strategy::ALL.len()]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    /// Seeking anywhere, in any order, with any snapshot limits, lands on the state that
    /// stepping reaches.
    #[test]
    fn seeking_reaches_the_state_stepping_reaches(
        seed in any::<u64>(),
        blanks in 30usize..=60,
        strategy in 0usize..3,
        interval in 1u64..200,
        max_snapshots in 2usize..12,
        targets in proptest::collection::vec(any::<u64>(), 1..40),
    ) {
        let p = common::puzzle(seed, blanks);
        let s = strategy_of(strategy);
        let reference = states(&p, s, 5_000);
        let last = reference.len() as u64 - 1;
        // The reference stops at 5,000 steps; a search that goes on past them has no
        // end to seek beyond, so targets stay within the steps it has.
        let ended = reference[last as usize].is_finished();
        let mut t = Timeline::with_limits(&p, s, interval, max_snapshots);
        let mut furthest = 0;
        for (i, &x) in targets.iter().enumerate() {
            // When the search ended within the reference, now and then past the end:
            // the seek stops there.
            let want = if ended { x % (last + 3) } else { x % (last + 1) };
            let got = t.seek(want);
            prop_assert_eq!(got, want.min(last));
            let r = &reference[got as usize];
            prop_assert_eq!(t.stepper(), r, "seek #{} to {}", i, want);
            prop_assert_eq!(t.stepper().explain_last(), r.explain_last());
            prop_assert!(t.snapshots() <= max_snapshots);
            furthest = furthest.max(got);
            prop_assert_eq!(t.reached(), furthest);
        }
    }

    /// One step back and one forward, from anywhere, gives back the same state; going
    /// back to the previous choice lands on the latest placement before.
    #[test]
    fn back_and_forth(
        seed in any::<u64>(),
        blanks in 40usize..=60,
        strategy in 0usize..3,
        interval in 1u64..64,
        start in any::<u64>(),
    ) {
        let p = common::puzzle(seed, blanks);
        let s = strategy_of(strategy);
        let reference = states(&p, s, 3_000);
        let last = reference.len() as u64 - 1;
        let mut t = Timeline::with_limits(&p, s, interval, 8);
        t.run(last);
        let k = start % (last + 1);
        t.seek(k);
        if k > 0 {
            t.seek(k - 1);
            prop_assert_eq!(t.stepper(), &reference[k as usize - 1]);
            t.step();
            prop_assert_eq!(t.stepper(), &reference[k as usize]);
        }
        let placed = |st: &Stepper| matches!(st.explain_last(), Some(Explained::Place { .. }));
        let want = (1..k).rev().find(|&j| placed(&reference[j as usize]));
        let got = t.seek_back_to(|e| matches!(e, Explained::Place { .. }));
        prop_assert_eq!(got, want);
        prop_assert_eq!(t.stepper(), &reference[want.unwrap_or(k) as usize]);
    }
}

#[test]
fn memory_stays_bounded_on_a_long_search() {
    // Naive on a 17-clue puzzle: 9.4 million steps.
    let p = Grid::from_line(
        ".................1....23......4...2...5...36...71......1..5.....3..6..8.94.......",
    )
    .unwrap();
    let mut t = Timeline::with_limits(&p, Strategy::Naive, 1000, 64);
    assert_eq!(t.finish(), Event::Solved);
    let end = t.position();
    assert!(end > 9_000_000);
    assert!(
        t.snapshots() <= 64 && t.snapshots() > 32,
        "{}",
        t.snapshots()
    );
    assert!(t.interval() * 64 >= end && t.interval() * 16 < end);
    let mut plain = Stepper::new(&p, Strategy::Naive);
    plain.finish();
    assert_eq!(t.stepper(), &plain);
    // Back to the middle and on to the end again.
    t.seek(end / 2);
    let mut half = Stepper::new(&p, Strategy::Naive);
    half.run(end / 2);
    assert_eq!(t.stepper(), &half);
    assert_eq!(t.finish(), Event::Solved);
    assert_eq!(t.stepper(), &plain);
}

#[test]
fn going_back_past_a_solution_the_search_was_sent_on_from() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/puzzles/several-solutions.txt");
    let p = sudoku_engine::format::read_path(std::path::Path::new(path))
        .unwrap()
        .puzzles[0]
        .grid;
    for s in Strategy::ALL {
        // The reference: stepped, sent on at each solution, every state kept.
        let mut st = Stepper::new(&p, s);
        let mut reference = vec![st.clone()];
        loop {
            let e = st.step();
            reference.push(st.clone());
            // A seek to a solution's step lands on the solution, as first shown; the
            // next step goes on past it.
            if e == Event::Solved {
                st.search_on();
            } else if e.is_final() {
                break;
            }
        }
        let mut t = Timeline::with_limits(&p, s, 7, 4);
        while t.finish() == Event::Solved {
            assert!(t.search_on());
        }
        let end = t.position();
        assert_eq!(end as usize, reference.len() - 1);
        for k in (0..=end).rev().step_by(3).chain(0..=end) {
            t.seek(k);
            assert_eq!(t.stepper(), &reference[k as usize], "{s:?} step {k}");
        }
    }
}
