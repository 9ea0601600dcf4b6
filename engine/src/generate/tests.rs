//! Unit tests of the generator's parts.

use std::cell::Cell;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Duration;

use super::ordered::{for_each_ordered, WINDOW};
use super::rng::{mix, Rng};
use super::*;
use crate::grid::CELLS;
use crate::solve::{fast, logic};

/// Norvig's first "hardest": singles alone do not finish it.
const HARD: &str =
    "85...24..72......9..4.........1.7..23.5...9...4...........8..7..17..........36.4.";
/// Puzzle 7 of Norvig's top95: the techniques need a guess.
const BEYOND: &str =
    "6.2.5.........3.4..........43...8....1....2........7..5..27...........81...6.....";
/// The Baekjoon 2239 sample: singles alone solve it.
const EASY: &str =
    "103000509002109400000704000300502006060000050700803004000401000009205800804000107";

fn grid(s: &str) -> Grid {
    Grid::from_line(s).expect("an 81-character literal")
}

#[test]
fn mix_is_the_splitmix64_output_function() {
    // The first output of splitmix64 started at 0, from the published generator.
    assert_eq!(mix(0), 0xE220_A839_7B1D_CDAF);
    assert_ne!(mix(1), mix(2));
}

#[test]
fn xoshiro_matches_the_reference_sequence() {
    // The reference implementation started from the state 1, 2, 3, 4.
    let mut rng = Rng::from_state([1, 2, 3, 4]);
    let got: Vec<u64> = (0..4).map(|_| rng.next_u64()).collect();
    assert_eq!(got, [11520, 0, 1509978240, 1215971899390074240]);
}

#[test]
fn streams_differ_by_seed_and_by_index() {
    let first = |seed, index| Rng::for_puzzle(seed, index).next_u64();
    assert_eq!(first(7, 3), first(7, 3));
    assert_ne!(first(7, 3), first(7, 4));
    assert_ne!(first(7, 3), first(8, 3));
    assert_ne!(first(0, 1), first(1, 0));
}

#[test]
fn below_stays_in_range_and_covers_it() {
    let mut rng = Rng::for_puzzle(1, 1);
    let mut seen = [0u32; 9];
    for _ in 0..9000 {
        seen[rng.below(9)] += 1;
    }
    // Each value about 1000 times; far outside 800..1200 would mean a broken mapping.
    assert!(seen.iter().all(|&n| (800..1200).contains(&n)), "{seen:?}");
    assert_eq!(rng.below(1), 0);
}

#[test]
fn shuffle_permutes() {
    let mut rng = Rng::for_puzzle(2, 0);
    let mut v: Vec<u32> = (0..81).collect();
    rng.shuffle(&mut v);
    assert_ne!(v, (0..81).collect::<Vec<_>>());
    v.sort_unstable();
    assert_eq!(v, (0..81).collect::<Vec<_>>());
}

#[test]
fn random_solutions_are_complete_valid_and_varied() {
    let mut rng = Rng::for_puzzle(3, 0);
    let a = fill::random_solution(&mut rng);
    let b = fill::random_solution(&mut rng);
    for g in [a, b] {
        assert!(g.is_complete() && g.is_solved(), "{g:?}");
    }
    assert_ne!(a, b);
}

#[test]
fn digging_keeps_one_solution_and_reaches_a_minimal_puzzle() {
    let mut rng = Rng::for_puzzle(4, 0);
    for _ in 0..50 {
        let solution = fill::random_solution(&mut rng);
        let puzzle = dig::dig(&solution, false, &mut rng);
        assert!(solution.solves(&puzzle));
        assert_eq!(first_and_count(&puzzle), (Some(solution), 1));
        assert!(is_minimal(&puzzle), "{puzzle:?}");
        assert!(puzzle.filled() < 40, "{} givens", puzzle.filled());
    }
}

#[test]
fn symmetric_digging_keeps_the_half_turn_symmetry() {
    let mut rng = Rng::for_puzzle(5, 0);
    for _ in 0..50 {
        let solution = fill::random_solution(&mut rng);
        let puzzle = dig::dig(&solution, true, &mut rng);
        assert!(fast::is_unique(&puzzle));
        for c in 0..CELLS {
            assert_eq!(puzzle.get(c) == 0, puzzle.get(dig::opposite(c)) == 0);
        }
    }
}

#[test]
fn is_minimal_rejects_extra_givens_and_several_solutions() {
    let mut rng = Rng::for_puzzle(6, 0);
    let solution = fill::random_solution(&mut rng);
    let puzzle = dig::dig(&solution, false, &mut rng);
    assert!(is_minimal(&puzzle));
    let blank = (0..CELLS).find(|&c| puzzle.get(c) == 0).unwrap();
    let mut extra = puzzle;
    extra.set(blank, solution.get(blank));
    assert!(!is_minimal(&extra), "one given more is not minimal");
    let given = (0..CELLS).find(|&c| puzzle.get(c) != 0).unwrap();
    let mut fewer = puzzle;
    fewer.set(given, 0);
    assert!(!is_minimal(&fewer), "several solutions");
    assert!(!is_minimal(&Grid::empty()));
}

#[test]
fn ratings_and_grades_of_known_puzzles() {
    assert_eq!(
        rating(&grid(EASY)),
        Some(logic::grade(&grid(EASY), true).rating)
    );
    assert_eq!(grade(&grid(EASY)), Some(Difficulty::Easy));
    // Norvig's puzzle: pointing is the hardest step.
    assert_eq!(rating(&grid(HARD)), Some(26));
    assert_eq!(grade(&grid(HARD)), Some(Difficulty::Medium));
    // Puzzle 7 of top95: the techniques run out, a guess is needed.
    assert_eq!(rating(&grid(BEYOND)), Some(logic::GUESS_RATING));
    assert_eq!(grade(&grid(BEYOND)), Some(Difficulty::Extreme));
    let mut clash = Grid::empty();
    clash.set(0, 5);
    clash.set(1, 5);
    assert_eq!(rating(&clash), None);
    assert_eq!(grade(&Grid::empty()), None, "several solutions");
}

#[test]
fn the_bands_cover_every_rating_once_in_order() {
    assert_eq!(Difficulty::ALL[0].band().0, 0);
    for w in Difficulty::ALL.windows(2) {
        assert_eq!(w[0].band().1, w[1].band().0, "{:?}", w);
    }
    assert_eq!(Difficulty::Extreme.band().1, logic::GUESS_RATING);
    for r in 1..=logic::GUESS_RATING {
        let d = Difficulty::of_rating(r);
        let (lo, hi) = d.band();
        assert!(lo < r && r <= hi, "{r} in {d}");
    }
    let of = Difficulty::of_rating;
    assert_eq!(of(12), Difficulty::Easy);
    assert_eq!(of(23), Difficulty::Easy);
    assert_eq!(of(26), Difficulty::Medium);
    assert_eq!(of(34), Difficulty::Medium);
    assert_eq!(of(36), Difficulty::Hard);
    assert_eq!(of(45), Difficulty::Hard);
    assert_eq!(of(50), Difficulty::Expert);
    assert_eq!(of(70), Difficulty::Expert);
    assert_eq!(of(logic::GUESS_RATING), Difficulty::Extreme);
}

#[test]
fn difficulty_names_round_trip() {
    for d in Difficulty::ALL {
        assert_eq!(d.name().parse::<Difficulty>(), Ok(d));
        assert_eq!(d.to_string(), d.name());
    }
    let e = "insane".parse::<Difficulty>().unwrap_err();
    assert!(e.contains("insane") && e.contains("extreme"), "{e}");
}

#[test]
fn generator_is_deterministic_per_seed_and_index() {
    for difficulty in Difficulty::ALL {
        let options = Options {
            difficulty,
            symmetric: false,
        };
        let a = Generator::new(99, options);
        let made = a.puzzle(2);
        assert_eq!(made, Generator::new(99, options).puzzle(2));
        assert_eq!(made.index, 2);
        assert_eq!(made.seed, 99);
        assert_eq!(made.difficulty, difficulty);
        assert_ne!(made.puzzle, a.puzzle(3).puzzle);
        assert_ne!(made.puzzle, Generator::new(100, options).puzzle(2).puzzle);
        assert_eq!(Difficulty::of_rating(made.grade.rating), difficulty);
        assert_eq!(made.grade, logic::grade(&made.puzzle, true));
        let firsts: Vec<_> = a.iter().take(3).map(|m| m.puzzle).collect();
        assert_eq!(firsts[2], made.puzzle);
    }
}

#[test]
fn a_puzzle_is_the_first_dug_candidate_in_its_band() {
    // Drawing the same stream by hand: candidates in order until one rates in the band.
    for difficulty in [Difficulty::Medium, Difficulty::Extreme] {
        let options = Options {
            difficulty,
            symmetric: false,
        };
        let made = Generator::new(11, options).puzzle(1);
        let mut rng = Rng::for_puzzle(11, 1);
        let mut solution = fill::random_solution(&mut rng);
        let mut digs = 0;
        let first = loop {
            if digs == DIGS_PER_SOLUTION {
                solution = fill::random_solution(&mut rng);
                digs = 0;
            }
            digs += 1;
            let p = dig::dig(&solution, false, &mut rng);
            if grade(&p) == Some(difficulty) {
                break p;
            }
        };
        assert_eq!(made.puzzle, first, "{difficulty}");
    }
}

#[test]
fn ordered_hands_out_in_order_with_any_number_of_threads() {
    for jobs in [1, 2, 3, 8] {
        let mut got = Vec::new();
        let r: Result<(), ()> = for_each_ordered(
            100,
            jobs,
            |i| {
                // Uneven work, so that threads finish out of order.
                if i % 7 == 0 {
                    std::thread::sleep(Duration::from_millis(2));
                }
                i * i
            },
            |x| {
                got.push(x);
                Ok(())
            },
        );
        assert_eq!(r, Ok(()));
        assert_eq!(
            got,
            (0..100).map(|i| i * i).collect::<Vec<_>>(),
            "{jobs} jobs"
        );
    }
}

#[test]
fn ordered_stops_at_the_first_error() {
    let made = AtomicU64::new(0);
    let emitted = Cell::new(0);
    let r = for_each_ordered(
        1_000_000,
        2,
        |i| {
            made.fetch_add(1, Ordering::Relaxed);
            i
        },
        |i| {
            emitted.set(emitted.get() + 1);
            if i == 10 {
                Err("closed")
            } else {
                Ok(())
            }
        },
    );
    assert_eq!(r, Err("closed"));
    assert_eq!(emitted.get(), 11);
    // The threads stop within the window ahead of the failing item.
    assert!(made.load(Ordering::Relaxed) < 11 + 300, "{made:?}");
}

#[test]
fn ordered_works_ahead_only_within_its_window() {
    // Item 0 is slow: while it is made, the other threads may run only so far ahead.
    let first_done = AtomicBool::new(false);
    let ahead = AtomicU64::new(0);
    let r: Result<(), ()> = for_each_ordered(
        2000,
        3,
        |i| {
            if i == 0 {
                std::thread::sleep(Duration::from_millis(200));
                first_done.store(true, Ordering::SeqCst);
            } else if !first_done.load(Ordering::SeqCst) {
                ahead.fetch_max(i, Ordering::SeqCst);
            }
            i
        },
        |_| Ok(()),
    );
    assert_eq!(r, Ok(()));
    let ahead = ahead.load(Ordering::SeqCst);
    assert!((100..=WINDOW).contains(&ahead), "ran {ahead} ahead");
}

#[test]
fn grading_up_to_a_bound_agrees_with_grading_or_gives_up() {
    let mut rng = Rng::for_puzzle(3, 0);
    for _ in 0..40 {
        let solution = fill::random_solution(&mut rng);
        let p = dig::dig(&solution, false, &mut rng);
        let full = logic::grade(&p, true);
        for d in Difficulty::ALL {
            let max = d.band().1;
            let bounded = logic::grade_at_most(&p, true, max);
            if full.rating <= max {
                assert_eq!(bounded, Some(full), "{p:?} up to {max}");
            } else {
                assert_eq!(bounded, None, "{p:?} up to {max}");
            }
        }
    }
}

#[test]
fn the_rating_past_the_singles_says_what_grading_up_to_a_bound_says() {
    let mut rng = Rng::for_puzzle(5, 0);
    let mut puzzles: Vec<Grid> = [HARD, BEYOND, EASY].map(grid).to_vec();
    for _ in 0..60 {
        let solution = fill::random_solution(&mut rng);
        puzzles.push(dig::dig(&solution, false, &mut rng));
    }
    // A puzzle with no solution, and one with clashing givens.
    let mut none = grid(EASY);
    none.set(1, 4);
    let mut clash = grid(EASY);
    clash.set(1, 1);
    puzzles.extend([none, clash]);
    let mut seen = [0; 3];
    for p in &puzzles {
        for d in Difficulty::ALL {
            let max = d.band().1;
            let want = logic::grade_at_most(p, true, max)
                .filter(|g| g.solved)
                .map(|g| match g.rating {
                    r if r <= 23 => logic::PastSingles::Singles,
                    r => logic::PastSingles::Rated(r),
                });
            let got = logic::past_singles_at_most(p, true, max);
            assert_eq!(got, want, "{p:?} up to {max}");
            seen[match got {
                None => 0,
                Some(logic::PastSingles::Singles) => 1,
                Some(logic::PastSingles::Rated(_)) => 2,
            }] += 1;
        }
    }
    assert!(seen.iter().all(|&n| n > 0), "{seen:?}");
}

/// The first solution and the count up to two, as one pair.
fn first_and_count(puzzle: &Grid) -> (Option<Grid>, u64) {
    let out = fast::Solver::new().limit(2).run(puzzle);
    (out.first, out.count)
}
