//! Counting with restarts. The depth-first count can wander a long time in a part of the
//! tree without solutions: on a sparse 25×25 board one wrong early guess can take a
//! million nodes to refute, where the same search with the two digits of a few guesses
//! the other way round finds solutions within a few thousand. So the count runs as
//! before, in its fixed order, for [`FIRST_BUDGET`] nodes (most boards are settled by
//! then, with the answers of before); past that, short searches in random digit orders
//! alternate with the fixed-order count begun again with four times the budget. A random
//! search that meets a solution is given its budget again, to take the solutions near it
//! (a search that keeps meeting them goes on). The
//! random searches only ever bring solutions: the count is the number of distinct
//! solutions they and the fixed-order count met, once that reaches the limit, or the
//! fixed-order count's own once it finishes within its budget. Either way it is exact.
//! The random orders come from a fixed seed, so a board's counters are the same on every
//! run.

use std::collections::HashSet;
use std::sync::atomic::{AtomicBool, Ordering};

use super::candidates::Candidates;
use super::search::Search;
use super::tables::Tables;
use super::AnyStats;

/// Nodes the fixed-order count is given before the first restarts.
pub(super) const FIRST_BUDGET: u64 = 20_000;

/// Random searches after each fixed-order count that ran out of budget, each given an
/// eighth of that budget, and as much again at each solution it meets.
const RANDOM_RUNS: u32 = 4;

/// The count of the solutions under a propagated `st`, up to `limit` (at least 1), and a
/// solution: the first the fixed-order count met, when it met one (always when the
/// count is below the limit), else one of those the random searches met.
/// Once `stop` is set, it gives up soon with whatever it has (the caller, who set it,
/// throws that away).
pub(super) fn count(
    t: &Tables,
    st: &Candidates,
    limit: u64,
    stats: &mut AnyStats,
    stop: Option<&AtomicBool>,
) -> (u64, Option<Vec<u8>>) {
    count_from(t, st, limit, stats, FIRST_BUDGET, stop)
}

/// Nodes the fixed-order search for one solution is given before the first restarts
/// ([`one`]): the checked walk asks many such questions, most answered within a few
/// hundred nodes; on the empty 25×25 grid 1,000 takes its walk to 51,000 nodes in all,
/// where [`FIRST_BUDGET`] took it to 114,000.
const ONE_BUDGET: u64 = 1_000;

/// A solution under a propagated `st`, None when there is none: the count to one, with
/// restarts past [`ONE_BUDGET`] nodes, so exact either way.
/// Given up (None) soon once `stop` is set.
pub(super) fn one(
    t: &Tables,
    st: &Candidates,
    stats: &mut AnyStats,
    stop: Option<&AtomicBool>,
) -> Option<Vec<u8>> {
    count_from(t, st, 1, stats, ONE_BUDGET, stop).1
}

/// [`count`], the fixed-order count given `budget` nodes first.
fn count_from(
    t: &Tables,
    st: &Candidates,
    limit: u64,
    stats: &mut AnyStats,
    mut budget: u64,
    stop: Option<&AtomicBool>,
) -> (u64, Option<Vec<u8>>) {
    let stopped = || stop.is_some_and(|s| s.load(Ordering::Relaxed));
    let mut seen: HashSet<Vec<u8>> = HashSet::new();
    let mut first = None;
    let mut seed = 0x9E37_79B9_7F4A_7C15u64;
    loop {
        let mut fixed = Search::with_budget(t, budget).stopped_by(stop);
        fixed.met = Some(Vec::new());
        let mut found = 0;
        fixed.count(st, limit, &mut found, &mut first);
        stats.add(fixed.stats);
        if !fixed.gave_up {
            return (found, first);
        }
        if stopped() {
            return (0, None);
        }
        seen.extend(fixed.met.take().unwrap_or_default());
        for _ in 0..RANDOM_RUNS {
            if seen.len() as u64 >= limit {
                break;
            }
            seed = seed
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            let mut random = Search::shuffled(t, budget / 8, seed).stopped_by(stop);
            random.count(st, limit, &mut 0, &mut None);
            stats.add(random.stats);
            seen.extend(random.met.take().unwrap_or_default());
        }
        if seen.len() as u64 >= limit {
            return (limit, first.or_else(|| seen.into_iter().next()));
        }
        budget = budget.saturating_mul(4);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Board;
    use crate::shape::Shape;
    use crate::solve::any::root;

    /// With restarts from the first node on, the counts are those of the plain count, up
    /// to every limit, and the solution is one of the board's.
    #[test]
    fn restarts_count_exactly() {
        let mut x = 12_345u64;
        let mut draw = |below: usize| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            (x % below as u64) as usize
        };
        for side in [6, 8, 9, 12] {
            let shape = Shape::for_side(side).unwrap();
            let t = Tables::of(shape);
            for _ in 0..6 {
                // A solution, thinned out at random to a sparse board with many solutions.
                let full = crate::solve::any::Solver::new()
                    .lexicographic(false)
                    .run(&Board::empty(shape))
                    .first
                    .unwrap();
                let mut cells = full.cells().to_vec();
                for c in &mut cells {
                    if draw(100) < 75 {
                        *c = 0;
                    }
                }
                let board = Board::from_cells(shape, cells).unwrap();
                let Some(st) = root(&t, &board) else {
                    continue;
                };
                for limit in [1, 2, 7, 40] {
                    let mut plain = Search::new(&t);
                    let mut found = 0;
                    plain.count(&st, limit, &mut found, &mut None);
                    let mut stats = AnyStats::default();
                    let (n, one) = count_from(&t, &st, limit, &mut stats, 1, None);
                    assert_eq!(n, found, "{side}, limit {limit}: {board:?}");
                    let one = Board::from_cells(shape, one.unwrap()).unwrap();
                    assert!(one.is_solved() && one.solves(&board));
                }
            }
        }
    }
}
