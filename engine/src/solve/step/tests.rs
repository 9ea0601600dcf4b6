use super::*;
use crate::grid::{bit, CELLS, UNITS};
use crate::shape::Spot;

const BAEKJOON: &str =
    "103000509002109400000704000300502006060000050700803004000401000009205800804000107";
const BAEKJOON_ANSWER: &str =
    "143628579572139468986754231391542786468917352725863914237481695619275843854396127";

fn replay(puzzle: &Grid, events: &[Event]) -> Grid {
    let mut g = *puzzle;
    for e in events {
        match *e {
            Event::Place { cell, digit } | Event::Deduce { cell, digit } => {
                assert_eq!(g.get(cell.index()), 0);
                g.set(cell.index(), digit)
            }
            Event::Retract { cell, digit } => {
                assert_eq!(g.get(cell.index()), digit);
                g.set(cell.index(), 0)
            }
            _ => {}
        }
    }
    g
}

#[test]
fn every_strategy_solves_baekjoon_sample() {
    let p = Grid::from_line(BAEKJOON).unwrap();
    for s in [Strategy::Naive, Strategy::Mrv, Strategy::Propagate] {
        let mut st = Stepper::new(&p, s);
        let mut events = Vec::new();
        loop {
            let e = st.step();
            events.push(e);
            if e.is_final() {
                break;
            }
        }
        assert_eq!(*events.last().unwrap(), Event::Solved, "{s:?}");
        let g = replay(&p, &events);
        assert_eq!(g, st.grid());
        assert!(g.solves(&p));
        let stats = st.stats();
        assert_eq!(
            stats.placements + stats.deductions - stats.retractions - stats.undone_deductions,
            p.blanks() as u64
        );
        assert_eq!(stats.steps, events.len() as u64);
        // Finished: keeps answering the final event.
        assert_eq!(st.step(), Event::Solved);
        assert_eq!(st.stats().steps, events.len() as u64);
    }
    let mut st = Stepper::new(&p, Strategy::Naive);
    st.finish();
    assert_eq!(st.grid().to_line(), BAEKJOON_ANSWER);
}

#[test]
fn a_clone_is_a_snapshot() {
    // A 17-clue puzzle: millions of steps for naive, thousands for the others.
    let p = Grid::from_line(
        ".................1....23......4...2...5...36...71......1..5.....3..6..8.94.......",
    )
    .unwrap();
    // The whole state is held inline: a copy of a few kilobytes, nothing to allocate.
    assert!(std::mem::size_of::<Stepper>() < 4096);
    for s in [Strategy::Naive, Strategy::Mrv, Strategy::Propagate] {
        let mut st = Stepper::new(&p, s);
        st.run(1234);
        let mut copy = st.clone();
        for _ in 0..5000 {
            assert_eq!(copy.step(), st.step(), "{s:?}");
            assert_eq!(copy.explain_last(), st.explain_last(), "{s:?}");
        }
        assert_eq!(copy, st);
        assert_eq!(st.finish(), Event::Solved);
        assert!(st.grid().solves(&p), "{s:?}");
    }
}

#[test]
fn mrv_branches_on_the_first_cell_with_fewest_candidates() {
    let p = Grid::from_line(BAEKJOON).unwrap();
    let best = (0..CELLS)
        .filter(|&c| p.get(c) == 0)
        .min_by_key(|&c| (p.candidates(c).count_ones(), c))
        .unwrap();
    let smallest = p.candidates(best).trailing_zeros() as u8 + 1;
    let mut st = Stepper::new(&p, Strategy::Mrv);
    assert_eq!(
        st.step(),
        Event::Place {
            cell: Spot::new(best),
            digit: smallest
        }
    );
    // Each later placement is also on a cell with the fewest candidates at that time.
    let mut g = st.grid();
    loop {
        let want = (0..CELLS)
            .filter(|&c| g.get(c) == 0)
            .map(|c| g.candidates(c).count_ones())
            .min();
        match st.step() {
            Event::Place { cell, .. } => {
                assert_eq!(Some(g.candidates(cell.index()).count_ones()), want);
            }
            e if e.is_final() => break,
            _ => {}
        }
        g = st.grid();
    }
}

#[test]
fn propagate_deduces_and_takes_deductions_back() {
    // The first of Norvig's "hardest": propagation alone does not finish it.
    let p = Grid::from_line(
        "85...24..72......9..4.........1.7..23.5...9...4...........8..7..17..........36.4.",
    )
    .unwrap();
    let mut mrv = Stepper::new(&p, Strategy::Mrv);
    mrv.finish();
    let mut prop = Stepper::new(&p, Strategy::Propagate);
    let mut deduced_then_retracted = false;
    let mut deduced = std::collections::HashSet::new();
    loop {
        let before = prop.grid();
        match prop.step() {
            Event::Deduce { cell, digit } => {
                let cell = cell.index();
                // A deduced digit is the only candidate of its cell, or the only
                // place for the digit in one of the cell's units.
                let naked = before.candidates(cell) == bit(digit);
                let hidden = UNITS.iter().any(|u| {
                    u.contains(&(cell as u8))
                        && u.iter()
                            .filter(|&&c| before.candidates(c as usize) & bit(digit) != 0)
                            .count()
                            == 1
                });
                assert!(
                    naked || hidden,
                    "r{}c{} = {digit}",
                    cell / 9 + 1,
                    cell % 9 + 1
                );
                deduced.insert((cell, digit));
            }
            Event::Retract { cell, digit } if deduced.contains(&(cell.index(), digit)) => {
                deduced_then_retracted = true;
            }
            e if e.is_final() => break,
            _ => {}
        }
    }
    assert_eq!(prop.grid(), mrv.grid(), "a 17-clue puzzle has one solution");
    assert!(prop.grid().solves(&p));
    let (ps, ms) = (prop.stats(), mrv.stats());
    assert!(ps.deductions > 0);
    assert!(
        deduced_then_retracted,
        "a failed guess takes its deductions back"
    );
    assert!(ps.placements < ms.placements, "{ps:?} vs {ms:?}");
}

#[test]
fn clashing_givens_end_at_once() {
    let mut p = Grid::empty();
    p.set(0, 5);
    p.set(1, 5);
    for s in [Strategy::Naive, Strategy::Mrv, Strategy::Propagate] {
        let mut st = Stepper::new(&p, s);
        assert_eq!(st.step(), Event::NoSolution);
        assert_eq!(st.outcome(), Some(Outcome::NoSolution));
        assert_eq!(st.stats().placements, 0);
    }
}

#[test]
fn propagate_takes_back_its_first_deductions_when_nothing_fits() {
    let p = Grid::from_line(
        "075003924149067853020590601307456210000730006416829507530678190961302785004915060",
    )
    .unwrap();
    let mut st = Stepper::new(&p, Strategy::Propagate);
    assert_eq!(st.finish(), Event::NoSolution);
    assert_eq!(st.grid(), p);
    let s = st.stats();
    assert!(s.deductions > 0);
    assert_eq!(s.placements, s.retractions);
    assert_eq!(s.deductions, s.undone_deductions);
}

#[test]
fn full_grid_is_solved_at_once() {
    let g = Grid::from_line(BAEKJOON_ANSWER).unwrap();
    let mut st = Stepper::new(&g, Strategy::Naive);
    assert_eq!(st.step(), Event::Solved);
}

#[test]
fn unsolvable_reports_no_solution() {
    // r1c9 has no candidate: row 1 holds 1-8, column 9 holds 9.
    let mut p = Grid::empty();
    for (i, d) in (1..=8u8).enumerate() {
        p.set(i, d);
    }
    p.set(9 * 5 + 8, 9);
    for s in [Strategy::Naive, Strategy::Mrv, Strategy::Propagate] {
        let mut st = Stepper::new(&p, s);
        assert_eq!(st.finish(), Event::NoSolution, "{s:?}");
        assert_eq!(st.grid(), p, "{s:?} gives the puzzle back");
    }
}

#[test]
fn explanations_read_as_words() {
    use crate::grid::{Unit, UnitKind};
    use crate::solve::reason::{Explained, Rule, Why};
    let box5 = Unit {
        kind: UnitKind::Box,
        index: 4,
    };
    let cell = Spot::new(3 * 9 + 2); // r4c3
    assert_eq!(
        Why::<u16>::DeadEnd { cell }.to_string(),
        "r4c3: no digit fits"
    );
    let tried = |ds: &[u8]| ds.iter().map(|&d| bit(d)).sum::<u16>();
    for (ds, words) in [
        (&[4][..], "r4c3: tried 4, a dead end"),
        (&[2, 7], "r4c3: tried 2 and 7, both dead ends"),
        (&[1, 5, 9], "r4c3: tried 1, 5 and 9, all dead ends"),
    ] {
        let why = Why::Exhausted {
            cell,
            tried: tried(ds),
        };
        assert_eq!(why.to_string(), words);
    }
    let no_place = Why::<u16>::NoPlace {
        digit: 7,
        unit: box5,
    };
    assert_eq!(no_place.to_string(), "box 5: nowhere left for 7");
    assert_eq!(no_place.cell(), None);
    assert_eq!(
        Rule::HiddenSingle(box5).to_string(),
        "hidden single in box 5"
    );
    let place = Explained::Place {
        cell: Spot::new(9 + 4),
        digit: 3,
        guess: 1,
        of: 2,
        left: bit(8),
    };
    assert_eq!(place.to_string(), "r2c5 = 3 (guess 1 of 2)");
    let deduce = Explained::<u16>::Deduce {
        cell: Spot::new(9 + 5),
        digit: 8,
        rule: Rule::NakedSingle,
    };
    assert_eq!(deduce.to_string(), "r2c6 = 8 (forced: naked single)");
    let retract = Explained::<u16>::Retract {
        cell: Spot::new(3 * 9 + 1),
        digit: 1,
        why: Why::DeadEnd { cell },
    };
    assert_eq!(
        retract.to_string(),
        "r4c2 ≠ 1 (taken back: r4c3: no digit fits)"
    );
    assert_eq!(
        retract.event(),
        Event::Retract {
            cell: Spot::new(28),
            digit: 1
        }
    );
    assert_eq!((retract.kind(), deduce.kind()), ("retract", "deduce"));
}

/// A solvable puzzle, one with no solution, and a solved grid: the three ways a search ends.
fn three_ends() -> [Grid; 3] {
    let solvable = Grid::from_line(BAEKJOON).unwrap();
    let mut broken = solvable;
    broken.set(1, 4);
    broken.set(10, 8);
    [solvable, broken, Grid::from_line(BAEKJOON_ANSWER).unwrap()]
}

#[test]
fn a_run_in_chunks_steps_as_stepping_does() {
    // Every strategy; chunks of uneven sizes.
    for p in three_ends() {
        for s in Strategy::ALL {
            let mut by_steps = Stepper::new(&p, s);
            let mut chunked = Stepper::new(&p, s);
            let mut i = 0u64;
            let last = loop {
                i += 1;
                let k = i * 7 % 97 + 1;
                match chunked.run(k) {
                    Some(e) => break e,
                    None => {
                        // Exactly k steps, the same ones.
                        for _ in 0..k {
                            assert!(!by_steps.step().is_final(), "{s:?}");
                        }
                        assert_eq!(chunked.stats(), by_steps.stats(), "{s:?}");
                        assert_eq!(chunked.grid(), by_steps.grid(), "{s:?}");
                    }
                }
            };
            assert_eq!(by_steps.finish(), last, "{s:?}");
            assert_eq!(chunked.stats(), by_steps.stats(), "{s:?}");
            assert_eq!(chunked.grid(), by_steps.grid(), "{s:?}");
            // Once ended, it stays ended and counts no more steps.
            assert_eq!(chunked.run(5), Some(last), "{s:?}");
            assert_eq!(chunked.stats(), by_steps.stats(), "{s:?}");
        }
    }
}

#[test]
fn finish_ends_where_stepping_ends() {
    // Every strategy.
    for p in three_ends() {
        for s in Strategy::ALL {
            let mut by_steps = Stepper::new(&p, s);
            let last = loop {
                let e = by_steps.step();
                if e.is_final() {
                    break e;
                }
            };
            let mut at_once = Stepper::new(&p, s);
            assert_eq!(at_once.finish(), last, "{s:?}");
            assert_eq!(at_once.stats(), by_steps.stats(), "{s:?}");
            assert_eq!(at_once.grid(), by_steps.grid(), "{s:?}");
            // Once ended, both stay ended and count no more steps.
            assert_eq!(at_once.finish(), last, "{s:?}");
            assert_eq!(at_once.stats(), by_steps.stats(), "{s:?}");
        }
    }
}

/// The classic recursion, counting: first empty cell in row-major order, digits
/// ascending; the events it makes up to its first solution, and its counters.
fn classic(g: &mut Grid, depth: u32, events: &mut Vec<Event>, st: &mut Stats) -> bool {
    let Some(cell) = (0..CELLS).find(|&c| g.get(c) == 0) else {
        return true;
    };
    let fits = g.candidates(cell);
    for digit in (1..=9u8).filter(|d| fits & bit(*d) != 0) {
        g.set(cell, digit);
        events.push(Event::Place {
            cell: Spot::new(cell),
            digit,
        });
        st.placements += 1;
        st.guesses += u64::from(fits.count_ones() > 1);
        st.max_depth = st.max_depth.max(depth + 1);
        if classic(g, depth + 1, events, st) {
            return true;
        }
        g.set(cell, 0);
        events.push(Event::Retract {
            cell: Spot::new(cell),
            digit,
        });
        st.retractions += 1;
    }
    false
}

#[test]
fn naive_makes_the_events_and_counts_of_the_classic_recursion() {
    for p in three_ends() {
        let mut want = Vec::new();
        let mut counts = Stats::default();
        let mut g = p;
        let solved = p.conflicts().is_empty() && classic(&mut g, 0, &mut want, &mut counts);
        want.push(if solved {
            Event::Solved
        } else {
            Event::NoSolution
        });
        counts.steps = want.len() as u64;
        counts.solutions = u64::from(solved);
        // A step at a time: the same events.
        let mut s = Stepper::new(&p, Strategy::Naive);
        let got: Vec<Event> = (0..want.len()).map(|_| s.step()).collect();
        assert_eq!(got, want);
        // In chunks: the same counters, the depth the stack's.
        let mut chunked = Stepper::new(&p, Strategy::Naive);
        let mut k = 1;
        while chunked.run(k).is_none() {
            k = k * 3 % 11 + 1;
        }
        counts.depth = if solved { p.blanks() as u32 } else { 0 };
        assert_eq!(chunked.stats(), &counts);
        assert_eq!(s.stats(), &counts);
    }
}
