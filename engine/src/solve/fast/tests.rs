//! Unit tests of the fast solver's parts: the checked and the plain lexicographic walks
//! agree, whatever witness the checked one starts from.

use super::bands::{pop28, Bands};
use super::lex::{cells_of, lex_solutions};
use super::search::count_from;
use super::*;
use super::{changed, givens, segments, stacks, tables, tallies};
use crate::grid::CELLS;

/// tdoku's test puzzles: `puzzle:count[:solution]` a line.
const FIXTURE: &str = include_str!("../../../../tests/fixtures/fast/tdoku_test_puzzles.txt");

/// The fixture's puzzles as they stand (unique, none and several solutions).
pub(super) fn fixture_grids() -> impl Iterator<Item = Grid> {
    FIXTURE
        .lines()
        .filter(|l| !l.starts_with('#') && l.len() >= 81)
        .map(|l| Grid::from_line(&l[..81].replace('.', "0")).unwrap())
}

/// The fixture's solutions, as 81-digit lines (only the puzzles with one have one).
pub(super) fn fixture_solutions() -> impl Iterator<Item = &'static str> {
    FIXTURE.lines().filter_map(|l| l.split(':').nth(2))
}

/// The fixture's puzzles, then its solutions with most cells blanked (many solutions
/// each), then the empty grid.
fn puzzles() -> Vec<Grid> {
    let fixture = fixture_grids();
    let blanked = fixture_solutions().enumerate().map(|(k, sol)| {
        let mut g = Grid::from_line(sol).unwrap();
        for c in 0..CELLS {
            if (c * 7 + k * 5) % 11 > 3 {
                g.set(c, 0);
            }
        }
        g
    });
    fixture.chain(blanked).chain([Grid::empty()]).collect()
}

/// The first `n` solutions of a walk with the given budget and starting witness.
fn walk(root: &Bands, n: u64, budget: u64, witness: Option<&[u8; CELLS]>) -> Vec<[u8; CELLS]> {
    let mut out = Vec::new();
    let mut stats = FastStats::default();
    let got = lex_solutions(root, n, budget, witness, &mut stats, |f| {
        out.push(cells_of(f))
    });
    assert_eq!(got as usize, out.len());
    out
}

/// The checked walk (budget 0), started from several different witnesses, the plain walk,
/// and a plain walk that gives up part way all report the same solutions in the same order.
#[test]
fn checked_walk_matches_plain_walk() {
    let mut witnesses = 0;
    let mut stats = FastStats::default();
    for puzzle in puzzles() {
        let Some(mut root) = Bands::from_grid(&puzzle) else {
            continue;
        };
        if !root.propagate() {
            continue;
        }
        let plain = walk(&root, 30, u64::MAX, None);
        assert!(plain.windows(2).all(|w| w[0] < w[1]), "not increasing");
        assert_eq!(walk(&root, 30, 0, None), plain);
        assert_eq!(walk(&root, 30, 3, None), plain);
        if root.is_solved() {
            continue;
        }
        // Witnesses: a solution under each branch of the counting search's first guess.
        let (b, p) = root.pick();
        let mut cands = root.candidates(b, p);
        while cands != 0 {
            let d = cands.trailing_zeros() as usize;
            cands &= cands - 1;
            let mut t = root;
            t.place(b, p, d);
            if !t.propagate() {
                continue;
            }
            if let (_, Some(w)) = count_from(&t, 1, &mut stats) {
                assert_eq!(walk(&root, 30, 0, Some(&cells_of(&w))), plain);
                witnesses += 1;
            }
        }
        let full = solve_and_count_budget(&puzzle, 2, u64::MAX, &mut stats);
        assert_eq!(solve_and_count_budget(&puzzle, 2, 0, &mut stats), full);
        assert_eq!(full.0, plain.first().map(|&c| Grid::from_cells(c)));
    }
    assert!(witnesses >= 60, "only {witnesses} witnesses tried");
}

#[test]
fn pop28_counts_bits() {
    let mut x = 0x9E37_79B9u32;
    for _ in 0..1000 {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        let v = x & 0xFFF_FFFF;
        assert_eq!(pop28(v), v.count_ones());
    }
    assert_eq!(pop28(0xFFF_FFFF), 28);
}

/// A plain walk out of guesses hands over to the checked walk, which reports only the
/// solutions not yet reported: with any budget, the same solutions in the same order.
#[test]
fn budget_hands_over_without_repeats() {
    for puzzle in puzzles().iter().step_by(7) {
        let Some(mut root) = Bands::from_grid(puzzle) else {
            continue;
        };
        if !root.propagate() {
            continue;
        }
        let plain = walk(&root, 40, u64::MAX, None);
        for budget in 1..12 {
            assert_eq!(walk(&root, 40, budget, None), plain, "budget {budget}");
        }
    }
}

/// Stack matching, by trying every match: for each digit and stack, a band keeps a column
/// of the stack only when some one-to-one match of the three bands to the three columns,
/// each band on a column it still has there, gives it that column.
fn stacks_by_matches(f: &[u32; 27]) -> [u32; 27] {
    let mut out = *f;
    for d in 0..9 {
        for s in 0..3 {
            let has = |b: usize, c: usize| f[3 * d + b] & (0x40201 << (3 * s + c)) != 0;
            let mut keep = [[false; 3]; 3];
            for m in tables::PERMS {
                if (0..3).all(|b| has(b, m[b])) {
                    for b in 0..3 {
                        keep[b][m[b]] = true;
                    }
                }
            }
            for (b, row) in keep.iter().enumerate() {
                for (c, &k) in row.iter().enumerate() {
                    if !k {
                        out[3 * d + b] &= !(0x40201 << (3 * s + c));
                    }
                }
            }
        }
    }
    out
}

/// Where the processor has a population-count instruction, the cell picked with it is the
/// one picked by table, on every propagated state along a count.
#[cfg(all(target_arch = "x86_64", not(feature = "portable")))]
#[test]
fn pick_is_the_same_with_the_instruction_and_by_table() {
    if !std::arch::is_x86_feature_detected!("popcnt") {
        return;
    }
    let mut states = 0;
    for g in puzzles() {
        let Some(mut st) = Bands::from_grid(&g) else {
            continue;
        };
        // Along the first branch of each pick, down to a solution or a contradiction.
        while st.propagate() && !st.is_solved() {
            // SAFETY: the processor has the instruction, checked above.
            let fast = unsafe { st.pick_popcnt() };
            assert_eq!(fast, st.pick_with(pop28));
            states += 1;
            let (b, p) = fast;
            st.place(b, p, st.candidates(b, p).trailing_zeros() as usize);
        }
    }
    assert!(states > 50, "only {states} states picked on");
}

/// The box segments of a band mask, cell by cell.
fn segments_by_cells(a: u32) -> u32 {
    let mut s = 0;
    for p in 0..27 {
        if a >> p & 1 != 0 {
            s |= 1 << (3 * (p / 9) + (p % 9) / 3);
        }
    }
    s
}

#[test]
fn segments_by_table_and_by_pext_match_cell_by_cell() {
    // Every row pattern in each row, then random masks, dense and sparse.
    let rows = (0..512u32).flat_map(|r| [r, r << 9, r << 18]);
    let random = (1..4_000u64)
        .flat_map(|seed| [masks(seed, 0), masks(seed, 1)])
        .flatten();
    #[cfg(all(target_arch = "x86_64", not(feature = "portable")))]
    let pext = std::arch::is_x86_feature_detected!("bmi2");
    for a in rows.chain(random) {
        let want = segments_by_cells(a);
        assert_eq!(segments::by_table(a), want, "{a:#x}");
        assert_eq!(segments::segments(a), want, "{a:#x}");
        #[cfg(all(target_arch = "x86_64", not(feature = "portable")))]
        if pext {
            // SAFETY: the processor has BMI2, checked above.
            assert_eq!(unsafe { segments::by_pext(a) }, want, "{a:#x}");
        }
    }
}

/// Random band masks, sparse or dense by `and`: each entry the AND of `and + 1` values.
fn masks(seed: u64, and: u32) -> [u32; 27] {
    let mut x = seed | 1;
    let mut next = || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x as u32
    };
    std::array::from_fn(|_| (0..and).fold(next(), |m, _| m & next()) & tables::BAND)
}

proptest::proptest! {
    #[test]
    fn stack_matching_keeps_exactly_what_some_match_uses(
        seed in proptest::prelude::any::<u64>(),
        and in 0u32..4,
    ) {
        let f = masks(seed, and);
        let expected = stacks_by_matches(&f);
        let mut g = f;
        proptest::prop_assert_eq!(stacks::portable(&mut g), expected != f);
        proptest::prop_assert_eq!(g, expected);
        #[cfg(all(target_arch = "x86_64", not(feature = "portable")))]
        {
            let mut h = f;
            proptest::prop_assert_eq!(stacks::sse2(&mut h), expected != f);
            proptest::prop_assert_eq!(h, expected);
            if std::arch::is_x86_feature_detected!("avx2") {
                let mut v = f;
                // SAFETY: the processor has AVX2, checked just above.
                proptest::prop_assert_eq!(unsafe { stacks::avx2(&mut v) }, expected != f);
                proptest::prop_assert_eq!(v, expected);
            }
        }
    }

    #[test]
    fn tallies_count_each_cells_candidates_alike_both_ways(
        seed in proptest::prelude::any::<u64>(),
        and in 0u32..4,
    ) {
        let f = masks(seed, and);
        let t = tallies::portable(&f).bands();
        for b in 0..3 {
            for p in 0..27 {
                let digits: Vec<usize> = (0..9).filter(|&d| f[3 * d + b] >> p & 1 != 0).collect();
                let n = digits.len();
                for (k, at_least) in [1, 2, 3].into_iter().enumerate() {
                    proptest::prop_assert_eq!(t[b][k] >> p & 1 != 0, n >= at_least);
                }
                for k in 0..4 {
                    let any = digits.iter().any(|&d| d >> k & 1 != 0);
                    proptest::prop_assert_eq!(t[b][3 + k] >> p & 1 != 0, any);
                }
            }
        }
        #[cfg(all(target_arch = "x86_64", not(feature = "portable")))]
        proptest::prop_assert_eq!(tallies::sse2(&f).bands(), t);
    }

    #[test]
    fn givens_sort_alike_in_blocks_and_one_by_one(
        cells in proptest::collection::vec(0u8..10, CELLS),
    ) {
        let cells: [u8; CELLS] = cells.try_into().unwrap();
        let expected = givens::portable(&cells);
        for (v, band) in expected.chunks(3).enumerate() {
            for (b, &m) in band.iter().enumerate() {
                let want = (0..27)
                    .filter(|&p| cells[27 * b + p] as usize == v)
                    .fold(0, |m, p| m | 1 << p);
                proptest::prop_assert_eq!(m, want);
            }
        }
        #[cfg(all(target_arch = "x86_64", not(feature = "portable")))]
        proptest::prop_assert_eq!(givens::sse2(&cells), expected);
    }

    #[test]
    fn changed_masks_match_entry_by_entry(
        seed in proptest::prelude::any::<u64>(),
        same in proptest::prelude::any::<u32>(),
    ) {
        let now = masks(seed, 1);
        let mut then = masks(seed.rotate_left(17) ^ 0x5555, 1);
        for (i, t) in then.iter_mut().enumerate() {
            if same & (1 << i) != 0 {
                *t = now[i];
            }
        }
        let expected = (0..27).fold(0, |m, i| m | ((now[i] != then[i]) as u32) << i);
        proptest::prop_assert_eq!(changed::portable(&now, &then), expected);
        #[cfg(all(target_arch = "x86_64", not(feature = "portable")))]
        proptest::prop_assert_eq!(changed::x86_64(&now, &then), expected);
    }
}

/// The two ways of running the band rules reach the same fixed point, from the puzzles and
/// from every first guess on them.
#[test]
fn both_updates_reach_the_same_fixed_point() {
    let mut guesses = 0;
    for puzzle in puzzles() {
        let Some(start) = Bands::from_grid(&puzzle) else {
            continue;
        };
        let (mut a, mut b) = (start, start);
        assert_eq!(a.propagate(), b.propagate_in_passes());
        assert_eq!((a.f, a.unsolved), (b.f, b.unsolved));
        let Some((band, p)) = a.first_unsolved() else {
            continue;
        };
        let mut cands = a.candidates(band, p);
        while cands != 0 {
            let d = cands.trailing_zeros() as usize;
            cands &= cands - 1;
            let (mut x, mut y) = (a, a);
            x.place(band, p, d);
            y.place(band, p, d);
            let ok = x.propagate();
            assert_eq!(ok, y.propagate_in_passes());
            if ok {
                assert_eq!((x.f, x.unsolved), (y.f, y.unsolved));
            }
            guesses += 1;
        }
    }
    assert!(guesses >= 100, "only {guesses} guesses tried");
}

/// The count tries the quick settings first on starts with many two-candidate cells and
/// falls back to the strong ones past its budget: either way it counts what the strong
/// count alone counts, and the grid it hands back solves the puzzle.
#[test]
fn quick_count_agrees_with_strong_count() {
    use super::search::{strong_count_from, QUICK_BUDGET, QUICK_PAIRS};
    let (mut quick_tried, mut gave_up) = (0, 0);
    for puzzle in puzzles() {
        let Some(mut root) = Bands::from_grid(&puzzle) else {
            continue;
        };
        if !root.propagate() {
            continue;
        }
        let quick = root.pair_count() >= QUICK_PAIRS;
        quick_tried += quick as u32;
        for limit in [1, 2, 3, 50] {
            let mut stats = FastStats::default();
            let (n, first) = count_from(&root, limit, &mut stats);
            let m = strong_count_from(&root, limit, &mut FastStats::default());
            assert_eq!(n, m, "limit {limit}");
            assert!(stats.retractions <= stats.placements);
            // Past the quick count's budget: it gave up, the strong count took over.
            gave_up += (quick && stats.placements > QUICK_BUDGET) as u32;
            assert_eq!(first.is_some(), n > 0);
            if let Some(f) = first {
                assert!(Grid::from_cells(cells_of(&f)).solves(&puzzle));
            }
        }
    }
    assert!(
        quick_tried >= 15,
        "the quick count was tried {quick_tried} times"
    );
    assert!(gave_up >= 5, "the quick count gave up {gave_up} times");
}

/// A solved state's masks give back its grid, whatever digit sits in the cells where one
/// band's groups of eight meet the next band's.
#[test]
fn cells_of_a_solved_state_are_its_grid() {
    let mut n = 0;
    for sol in fixture_solutions() {
        let grid = Grid::from_line(sol).unwrap();
        let mut st = Bands::from_grid(&grid).unwrap();
        assert!(st.propagate() && st.is_solved());
        assert_eq!(&cells_of(&st.f), grid.cells());
        n += 1;
    }
    assert!(n >= 10, "{n}");
}

/// A start propagated the light way and completed later reaches the state propagated at
/// once, and the count from either kind of start agrees with the strong count.
#[test]
fn light_start_completes_to_the_full_root() {
    use super::search::{count_from_start, strong_count_from};
    let mut light = 0;
    for puzzle in puzzles() {
        let Some(mut full) = Bands::from_grid(&puzzle) else {
            continue;
        };
        let mut part = full;
        let ok = full.propagate();
        if part.propagate_without_stacks() {
            assert_eq!(part.propagate(), ok);
            if ok {
                assert_eq!((part.f, part.unsolved), (full.f, full.unsolved));
            }
        } else {
            assert!(!ok);
        }
        let Some((mut st, done)) = start(&puzzle) else {
            assert!(!ok);
            continue;
        };
        light += !done as u32;
        let expected = if ok {
            strong_count_from(&full, 3, &mut FastStats::default())
        } else {
            0
        };
        let got = count_from_start(&mut st, done, 3, None, &mut FastStats::default());
        assert_eq!(got, expected);
    }
    assert!(light >= 20, "only {light} light starts");
}

/// Two givens of one digit clash exactly when they share a row, column or box, wherever
/// they are and whatever else is given in their bands.
#[test]
fn givens_clash_exactly_when_they_share_a_unit() {
    let peers = |a: usize, b: usize| {
        a / 9 == b / 9 || a % 9 == b % 9 || (a / 27 == b / 27 && a % 9 / 3 == b % 9 / 3)
    };
    for a in 0..CELLS {
        for b in a + 1..CELLS {
            let mut g = Grid::empty();
            g.set(a, 5);
            g.set(b, 5);
            assert_eq!(Bands::from_grid(&g).is_none(), peers(a, b), "{a} {b}");
            // A third given of the digit in a band of its own changes nothing.
            let c = (0..CELLS).find(|&c| !peers(c, a) && !peers(c, b) && c != a && c != b);
            if let Some(c) = c {
                g.set(c, 5);
                assert_eq!(Bands::from_grid(&g).is_none(), peers(a, b), "{a} {b} {c}");
            }
        }
    }
}
