//! Patterns of one digit built from strong links (a unit where the digit has exactly two
//! places): skyscraper (two rows, or two columns, whose links share one end's line),
//! two-string kite (a row's and a column's link with ends in one box) and simple
//! colouring (the cells joined by strong links, in two colours, one of which is true).

use super::board::{cells_in, sees, Cells, PEER_SETS, UNIT_SETS};
use super::{Candidate, Ctx, PatternCell, Step, Technique};
use crate::grid::{bit, box_of, col_of, row_of, Unit};

/// The strong links of a digit in units `from..to`: (unit, one end, the other).
fn links(x: &Ctx, d: u8, from: usize, to: usize) -> Vec<(usize, usize, usize)> {
    let cells = x.dc[d as usize - 1];
    (from..to)
        .filter_map(|u| {
            let here = cells & UNIT_SETS[u];
            (here.count_ones() == 2).then(|| {
                let a = here.trailing_zeros() as usize;
                let b = 127 - here.leading_zeros() as usize;
                (u, a, b)
            })
        })
        .collect()
}

/// Two strong links (u1: a-b, u2: p-q) with `a` seeing `p`: b or q holds the digit, so
/// what sees both loses it. `shape` says which pairs of ends make the technique.
fn turbot(
    x: &Ctx,
    t: Technique,
    first: &[(usize, usize, usize)],
    second: &[(usize, usize, usize)],
    shape: impl Fn(usize, usize) -> bool,
    d: u8,
) -> Option<Step> {
    let cells = x.dc[d as usize - 1];
    for (i, &(u1, a0, b0)) in first.iter().enumerate() {
        for &(u2, p0, q0) in second
            .iter()
            .skip(if t == Technique::Skyscraper { i + 1 } else { 0 })
        {
            if u1 == u2 {
                continue;
            }
            for (a, b) in [(a0, b0), (b0, a0)] {
                for (p, q) in [(p0, q0), (q0, p0)] {
                    let four = [a, b, p, q];
                    if (0..4).any(|i| (i + 1..4).any(|j| four[i] == four[j])) {
                        continue;
                    }
                    if !shape(a, p) || !sees(a, p) {
                        continue;
                    }
                    let gone: Cells = cells & PEER_SETS[b] & PEER_SETS[q];
                    if gone == 0 {
                        continue;
                    }
                    let mut s = Step::new(t);
                    s.units = vec![Unit::from_position(u1), Unit::from_position(u2)];
                    s.digits = bit(d);
                    s.pattern = [b, a, p, q]
                        .iter()
                        .map(|&c| PatternCell::at(c, bit(d)))
                        .collect();
                    s.eliminations = cells_in(gone).map(|c| Candidate::at(c, d)).collect();
                    return Some(s);
                }
            }
        }
    }
    None
}

pub fn skyscraper(x: &Ctx) -> Option<Step> {
    for d in 1..=9u8 {
        let rows = links(x, d, 0, 9);
        let found = turbot(
            x,
            Technique::Skyscraper,
            &rows,
            &rows,
            |a, p| col_of(a) == col_of(p),
            d,
        );
        if found.is_some() {
            return found;
        }
        let cols = links(x, d, 9, 18);
        let found = turbot(
            x,
            Technique::Skyscraper,
            &cols,
            &cols,
            |a, p| row_of(a) == row_of(p),
            d,
        );
        if found.is_some() {
            return found;
        }
    }
    None
}

pub fn two_string_kite(x: &Ctx) -> Option<Step> {
    for d in 1..=9u8 {
        let rows = links(x, d, 0, 9);
        let cols = links(x, d, 9, 18);
        let found = turbot(
            x,
            Technique::TwoStringKite,
            &rows,
            &cols,
            |a, p| box_of(a) == box_of(p),
            d,
        );
        if found.is_some() {
            return found;
        }
    }
    None
}

/// Simple colouring: each group of cells joined by strong links on a digit, coloured in
/// turn along the links; one colour holds the digit. Two cells of one colour in a unit
/// rule that colour out (its cells lose the digit); a cell that sees both colours loses it.
pub fn simple_colouring(x: &Ctx) -> Option<Step> {
    for d in 1..=9u8 {
        let cells = x.dc[d as usize - 1];
        let all = links(x, d, 0, 27);
        if all.len() < 2 {
            continue;
        }
        let mut done: Cells = 0;
        for &(_, start, _) in &all {
            if done >> start & 1 != 0 {
                continue;
            }
            // Colour the group reached from `start`.
            let mut colour = [0 as Cells; 2];
            colour[0] = 1u128 << start;
            let mut queue = vec![(start, 0usize)];
            let mut links_used = 0;
            let mut clash = false;
            while let Some((c, k)) = queue.pop() {
                for &(_, a, b) in &all {
                    let other = if a == c {
                        b
                    } else if b == c {
                        a
                    } else {
                        continue;
                    };
                    let bitc = 1u128 << other;
                    if colour[1 - k] & bitc != 0 {
                        continue;
                    }
                    if colour[k] & bitc != 0 {
                        clash = true;
                        continue;
                    }
                    colour[1 - k] |= bitc;
                    links_used += 1;
                    queue.push((other, 1 - k));
                }
            }
            done |= colour[0] | colour[1];
            if clash || links_used < 2 {
                continue;
            }
            let pattern = |s: &mut Step| {
                s.pattern = cells_in(colour[0] | colour[1])
                    .map(|c| PatternCell::at(c, bit(d)))
                    .collect();
                s.links = links_used;
                s.digits = bit(d);
            };
            // A colour with two cells in one unit is false.
            for side in colour {
                let wrapped = cells_in(side).any(|c| PEER_SETS[c] & side != 0);
                if wrapped {
                    let mut s = Step::new(Technique::SimpleColouring);
                    pattern(&mut s);
                    s.eliminations = cells_in(side).map(|c| Candidate::at(c, d)).collect();
                    return Some(s);
                }
            }
            let sees_a = cells_in(colour[0]).fold(0, |m, c| m | PEER_SETS[c]);
            let sees_b = cells_in(colour[1]).fold(0, |m, c| m | PEER_SETS[c]);
            let gone = cells & sees_a & sees_b & !(colour[0] | colour[1]);
            if gone != 0 {
                let mut s = Step::new(Technique::SimpleColouring);
                pattern(&mut s);
                s.eliminations = cells_in(gone).map(|c| Candidate::at(c, d)).collect();
                return Some(s);
            }
        }
    }
    None
}
