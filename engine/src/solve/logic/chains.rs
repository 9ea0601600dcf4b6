//! Chains: X-chains (one digit, strong and weak links in turn, strong at both ends: one
//! end holds the digit, so what sees both ends loses it) and XY-chains (two-digit cells,
//! each joined to the next by a shared digit: the first or the last cell holds the
//! chain's digit). The shortest chain is taken, found breadth first.

use super::board::{cells_in, Cells, PEER_SETS, UNIT_SETS};
use super::{Candidate, Ctx, PatternCell, Step, Technique};
use crate::grid::{bit, CELLS};

/// Longest chain looked for, in cells.
const MAX_CELLS: usize = 16;

pub fn x_chain(x: &Ctx) -> Option<Step> {
    let mut best: Option<Step> = None;
    for d in 1..=9u8 {
        let cells = x.dc[d as usize - 1];
        // Each cell's strong partners.
        let mut strong = [0 as Cells; CELLS];
        for set in &UNIT_SETS {
            let here = cells & set;
            if here.count_ones() == 2 {
                let a = here.trailing_zeros() as usize;
                let b = 127 - here.leading_zeros() as usize;
                strong[a] |= 1u128 << b;
                strong[b] |= 1u128 << a;
            }
        }
        for start in cells_in(cells) {
            if strong[start] == 0 {
                continue;
            }
            // Breadth first over (cell, on): `on` cells are reached by a strong link
            // (they hold the digit if the start does not).
            let mut prev = [[u8::MAX; 2]; CELLS];
            let mut frontier: Vec<(usize, usize)> = vec![(start, 0)];
            prev[start][0] = start as u8;
            let mut depth = 0;
            while !frontier.is_empty() && depth < MAX_CELLS {
                depth += 1;
                let mut next = Vec::new();
                for &(c, on) in &frontier {
                    let reach = if on == 0 {
                        strong[c]
                    } else {
                        PEER_SETS[c] & cells
                    };
                    for n in cells_in(reach) {
                        let non = 1 - on;
                        if prev[n][non] != u8::MAX {
                            continue;
                        }
                        prev[n][non] = c as u8;
                        next.push((n, non));
                        if non == 1 && depth >= 3 && n != start {
                            let gone = cells & PEER_SETS[start] & PEER_SETS[n];
                            if gone != 0 {
                                let path = walk(&prev, n, 1);
                                let links = path.len() - 1;
                                if best.as_ref().is_none_or(|b| links < b.links) {
                                    let mut s = Step::new(Technique::XChain);
                                    s.digits = bit(d);
                                    s.pattern =
                                        path.iter().map(|&c| PatternCell::at(c, bit(d))).collect();
                                    s.eliminations =
                                        cells_in(gone).map(|c| Candidate::at(c, d)).collect();
                                    s.links = links;
                                    best = Some(s);
                                }
                            }
                        }
                    }
                }
                if best.as_ref().is_some_and(|b| b.links <= depth) {
                    break;
                }
                frontier = next;
            }
        }
    }
    best
}

/// The path back from `(end, on)` to the start (the state that is its own previous),
/// start first.
fn walk(prev: &[[u8; 2]; CELLS], end: usize, on: usize) -> Vec<usize> {
    let mut path = vec![end];
    let (mut c, mut k) = (end, on);
    loop {
        let p = prev[c][k] as usize;
        if p == c || path.len() > 2 * MAX_CELLS {
            break;
        }
        c = p;
        k = 1 - k;
        path.push(c);
    }
    path.reverse();
    path
}

pub fn xy_chain(x: &Ctx) -> Option<Step> {
    let bi: Vec<usize> = (0..CELLS)
        .filter(|&c| x.b.candidates(c).count_ones() == 2)
        .collect();
    let is_bi = bi.iter().fold(0 as Cells, |m, &c| m | 1u128 << c);
    let other = |c: usize, d: u8| (x.b.candidates(c) & !bit(d)).trailing_zeros() as u8 + 1;
    let mut best: Option<Step> = None;
    for &start in &bi {
        for target in crate::grid::digits_of(x.b.candidates(start)) {
            // State: a cell and the digit it holds if the start is not `target`.
            let mut prev = [[u8::MAX; 9]; CELLS];
            let first = other(start, target);
            prev[start][first as usize - 1] = start as u8;
            let mut frontier = vec![(start, first)];
            let mut depth = 1;
            while !frontier.is_empty() && depth < MAX_CELLS {
                depth += 1;
                let mut next = Vec::new();
                for &(c, held) in &frontier {
                    // The next cell cannot hold `held`: it holds its other digit.
                    let reach = PEER_SETS[c] & is_bi & x.dc[held as usize - 1];
                    for n in cells_in(reach) {
                        let now = other(n, held);
                        if prev[n][now as usize - 1] != u8::MAX {
                            continue;
                        }
                        prev[n][now as usize - 1] = c as u8;
                        next.push((n, now));
                        if now == target && depth >= 3 && n != start {
                            let gone = x.dc[target as usize - 1] & PEER_SETS[start] & PEER_SETS[n];
                            if gone != 0 && best.as_ref().is_none_or(|b| depth < b.pattern.len()) {
                                let path = xy_walk(&prev, n, now, &other);
                                let mut s = Step::new(Technique::XyChain);
                                s.digits = bit(target);
                                s.pattern = path
                                    .iter()
                                    .map(|&c| PatternCell::at(c, x.b.candidates(c)))
                                    .collect();
                                s.eliminations =
                                    cells_in(gone).map(|c| Candidate::at(c, target)).collect();
                                s.links = 2 * path.len() - 1;
                                best = Some(s);
                            }
                        }
                    }
                }
                if best.as_ref().is_some_and(|b| b.pattern.len() <= depth) {
                    break;
                }
                frontier = next;
            }
        }
    }
    best
}

/// The cells back from `(end, held)` to the start (the state that is its own
/// previous), start first.
fn xy_walk(
    prev: &[[u8; 9]; CELLS],
    end: usize,
    held: u8,
    other: &impl Fn(usize, u8) -> u8,
) -> Vec<usize> {
    let mut path = vec![end];
    let (mut c, mut h) = (end, held);
    loop {
        let p = prev[c][h as usize - 1] as usize;
        if p == c || path.len() > MAX_CELLS {
            break;
        }
        // The previous cell held the digit this one was pushed off.
        h = other(c, h);
        c = p;
        path.push(c);
    }
    path.reverse();
    path
}
