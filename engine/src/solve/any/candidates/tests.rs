//! Propagation against a plain one: the same four rules applied by sweeping the whole
//! grid until none applies, on candidates alone, from the givens and after guesses.

use super::Candidates;
use crate::board::Board;
use crate::shape::Shape;
use crate::solve::any::tables::Tables;

/// The cells of every row, column and box of `shape`, by their coordinates.
fn units(shape: Shape) -> Vec<Vec<usize>> {
    let (n, br, bc) = (shape.side(), shape.box_rows(), shape.box_cols());
    let mut out: Vec<Vec<usize>> = (0..n)
        .map(|r| (0..n).map(|c| r * n + c).collect())
        .collect();
    out.extend((0..n).map(|c| (0..n).map(|r| r * n + c).collect()));
    for b in 0..n {
        let (r0, c0) = (b / (n / bc) * br, b % (n / bc) * bc);
        out.push(
            (0..br)
                .flat_map(|r| (0..bc).map(move |c| (r0 + r) * n + c0 + c))
                .collect(),
        );
    }
    out
}

/// The segments of `shape`: the cells a row (or column) shares with a box, with the rest
/// of that line and the rest of that box.
fn segments(shape: Shape) -> Vec<[Vec<usize>; 3]> {
    let u = units(shape);
    let n = shape.side();
    let mut out = Vec::new();
    for line in &u[..2 * n] {
        for square in &u[2 * n..] {
            let inside: Vec<usize> = line
                .iter()
                .copied()
                .filter(|c| square.contains(c))
                .collect();
            if inside.is_empty() {
                continue;
            }
            let rest =
                |of: &Vec<usize>| of.iter().copied().filter(|c| !inside.contains(c)).collect();
            out.push([inside.clone(), rest(line), rest(square)]);
        }
    }
    out
}

/// The candidates left by naked singles, hidden singles, locked candidates and filled
/// segments, each applied by a sweep over the whole grid until a sweep changes nothing; None on a
/// contradiction (a cell without candidates, a digit without a place in a unit).
fn plain(
    shape: Shape,
    units: &[Vec<usize>],
    segments: &[[Vec<usize>; 3]],
    mut cand: Vec<u32>,
) -> Option<Vec<u32>> {
    let strike = |cand: &mut Vec<u32>, cells: &[usize], bits: u32| {
        let mut changed = false;
        for &c in cells {
            if cand[c] & bits != 0 {
                cand[c] &= !bits;
                changed = true;
            }
        }
        changed
    };
    loop {
        if cand.contains(&0) {
            return None;
        }
        let mut changed = false;
        // Naked singles: a cell with one candidate takes it from its peers.
        for unit in units {
            for &c in unit {
                if cand[c].count_ones() == 1 {
                    let others: Vec<usize> = unit.iter().copied().filter(|&p| p != c).collect();
                    let bit = cand[c];
                    changed |= strike(&mut cand, &others, bit);
                }
            }
        }
        if cand.contains(&0) {
            return None;
        }
        // Hidden singles.
        for unit in units {
            for d in 0..shape.side() {
                let bit = 1u32 << d;
                let places: Vec<usize> = unit
                    .iter()
                    .copied()
                    .filter(|&c| cand[c] & bit != 0)
                    .collect();
                match places[..] {
                    [] => return None,
                    [c] if cand[c] != bit => {
                        cand[c] = bit;
                        changed = true;
                    }
                    _ => {}
                }
            }
        }
        // Locked candidates: a digit of a line (or box) only in its segment leaves the
        // rest of the box (or line).
        // Where as many digits as the segment has cells are confined to it in its line
        // (or box), its cells take no other digit; more is a contradiction.
        for [inside, line_rest, box_rest] in segments {
            let here = inside.iter().fold(0, |a, &c| a | cand[c]);
            let in_rest = |rest: &Vec<usize>| rest.iter().fold(0, |a, &c| a | cand[c]);
            let claimed = here & !in_rest(line_rest);
            let pointed = here & !in_rest(box_rest);
            changed |= strike(&mut cand, box_rest, claimed);
            changed |= strike(&mut cand, line_rest, pointed);
            for confined in [claimed, pointed] {
                match (confined.count_ones() as usize).cmp(&inside.len()) {
                    std::cmp::Ordering::Greater => return None,
                    std::cmp::Ordering::Equal => {
                        changed |= strike(&mut cand, inside, here & !confined);
                    }
                    std::cmp::Ordering::Less => {}
                }
            }
        }
        if !changed {
            return Some(cand);
        }
    }
}

/// The bookkeeping of a propagated state matches its candidates: each unit's count of
/// each digit's places, each unit's digits written, nothing left queued or changed.
fn consistent(shape: Shape, st: &Candidates) {
    let n = shape.side();
    for (u, unit) in units(shape).iter().enumerate() {
        for d in 0..n {
            let places = unit.iter().filter(|&&c| st.cand[c] >> d & 1 != 0).count();
            assert_eq!(
                usize::from(st.places[u * n + d]),
                places,
                "unit {u}, digit {}",
                d + 1
            );
        }
        let written = unit.iter().filter(|&&c| st.value[c] != 0);
        assert_eq!(
            written.fold(0, |a, &c| a | 1 << (st.value[c] - 1)),
            st.placed[u]
        );
    }
    for (c, &m) in st.cand.iter().enumerate() {
        assert_eq!(st.value[c] != 0, m.count_ones() == 1, "cell {c}");
    }
    assert_eq!(st.unsolved, st.value.iter().filter(|&&d| d == 0).count());
    assert!(st.queue.is_empty() && st.pending.is_empty());
    // Locked candidates are not looked at once the grid is full.
    assert!(st.dirty == 0 || st.unsolved == 0);
}

#[test]
fn propagation_reaches_what_the_rules_swept_reach() {
    let mut x = 0x2545_F491_4F6C_DD1Du64;
    let mut draw = |below: usize| {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        (x % below as u64) as usize
    };
    for side in [4, 6, 8, 9, 12, 16] {
        let shape = Shape::for_side(side).unwrap();
        let t = Tables::of(shape);
        let (units, segments) = (units(shape), segments(shape));
        let full = crate::solve::any::Solver::new()
            .lexicographic(false)
            .run(&Board::empty(shape))
            .first
            .unwrap();
        for round in 0..if side < 12 { 40 } else { 12 } {
            // Givens of a solution, or some digits at random (clashing or not).
            let keep = 20 + draw(60);
            let cells: Vec<u8> = if round % 4 == 3 {
                (0..shape.cells())
                    .map(|_| {
                        if draw(100) < 15 {
                            1 + draw(side) as u8
                        } else {
                            0
                        }
                    })
                    .collect()
            } else {
                full.cells()
                    .iter()
                    .map(|&d| if draw(100) < keep { d } else { 0 })
                    .collect()
            };
            let Some(mut st) = Candidates::from_cells(&t, &cells) else {
                continue;
            };
            let start: Vec<u32> = st.cand.clone();
            let mut expected = plain(shape, &units, &segments, start);
            let mut ok = st.propagate(&t);
            // Then guesses, as the search makes them, each checked the same way.
            loop {
                assert_eq!(ok, expected.is_some(), "{side}, round {round}");
                let Some(cand) = &expected else { break };
                assert_eq!(&st.cand, cand, "{side}, round {round}");
                consistent(shape, &st);
                let empty: Vec<usize> = (0..shape.cells()).filter(|&c| st.value[c] == 0).collect();
                if empty.is_empty() {
                    break;
                }
                let cell = empty[draw(empty.len())];
                let digits: Vec<u8> = (1..=side as u8)
                    .filter(|&d| st.cand[cell] >> (d - 1) & 1 != 0)
                    .collect();
                let digit = digits[draw(digits.len())];
                let mut guessed = cand.clone();
                guessed[cell] = 1 << (digit - 1);
                expected = plain(shape, &units, &segments, guessed);
                ok = st.assign(&t, cell, digit) && st.propagate(&t);
            }
        }
    }
}
