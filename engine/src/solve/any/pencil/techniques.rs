//! The techniques that strike candidates out, at any size: locked candidates (pointing,
//! claiming) and naked and hidden subsets, each the first of its kind on the candidates.

use crate::grid::UnitKind;
use crate::shape::UnitCells;
use crate::solve::logic::Technique;

use super::Strike;

/// A digit whose places in `inside` all lie in `along` too (at least two of them): the
/// rest of `along` loses it.
pub(super) fn locked(
    marks: &[u32],
    n: usize,
    inside: &UnitCells,
    along: &UnitCells,
    technique: Technique,
) -> Option<Strike> {
    let cross: Vec<usize> = inside
        .cells
        .iter()
        .filter(|c| along.cells.contains(c))
        .map(|&c| c as usize)
        .collect();
    if cross.len() < 2 {
        return None;
    }
    for digit in 1..=n as u8 {
        let bit = 1u32 << (digit - 1);
        let has = |c: &&u16| marks[**c as usize] & bit != 0;
        let here: Vec<usize> = inside
            .cells
            .iter()
            .filter(has)
            .map(|&c| c as usize)
            .collect();
        if here.len() < 2 || here.iter().any(|c| !cross.contains(c)) {
            continue;
        }
        let struck: Vec<(usize, u8)> = along
            .cells
            .iter()
            .filter(has)
            .map(|&c| c as usize)
            .filter(|c| !cross.contains(c))
            .map(|c| (c, digit))
            .collect();
        if struck.is_empty() {
            continue;
        }
        return Some(Strike {
            technique,
            units: vec![(inside.kind, inside.index), (along.kind, along.index)],
            digits: bit,
            pattern: here,
            struck,
        });
    }
    None
}

/// The first naked subset of `size` cells in any unit (cells whose candidates together
/// are `size` digits), else the first hidden one (`size` digits whose places together are
/// `size` cells), that strikes something out. Units in the order boxes, rows, columns.
pub(super) fn subsets(marks: &[u32], n: usize, units: &[UnitCells], size: usize) -> Option<Strike> {
    let (naked, hidden) = if size == 2 {
        (Technique::NakedPair, Technique::HiddenPair)
    } else {
        (Technique::NakedTriple, Technique::HiddenTriple)
    };
    let ordered = || {
        [UnitKind::Box, UnitKind::Row, UnitKind::Column]
            .into_iter()
            .flat_map(|kind| units.iter().filter(move |u| u.kind == kind))
    };
    let fits = |m: u32| (2..=size as u32).contains(&m.count_ones());
    for u in ordered() {
        let cand: Vec<u32> = u.cells.iter().map(|&c| marks[c as usize]).collect();
        let small: Vec<usize> = (0..cand.len()).filter(|&i| fits(cand[i])).collect();
        for pick in choose(small.len(), size) {
            let inside = pick.iter().fold(0u32, |m, &i| m | 1 << small[i]);
            let digits = pick.iter().fold(0u32, |m, &i| m | cand[small[i]]);
            if digits.count_ones() as usize != size {
                continue;
            }
            let struck = strikes(u, |i| {
                if inside & 1 << i != 0 {
                    0
                } else {
                    cand[i] & digits
                }
            });
            if !struck.is_empty() {
                return Some(subset(naked, u, digits, positions(u, inside), struck));
            }
        }
    }
    for u in ordered() {
        let cand: Vec<u32> = u.cells.iter().map(|&c| marks[c as usize]).collect();
        // Per digit, the positions in the unit where it is kept.
        let places: Vec<u32> = (0..n)
            .map(|d| {
                (0..cand.len())
                    .filter(|&i| cand[i] & 1 << d != 0)
                    .fold(0, |m, i| m | 1 << i)
            })
            .collect();
        let small: Vec<usize> = (0..n).filter(|&d| fits(places[d])).collect();
        for pick in choose(small.len(), size) {
            let digits = pick.iter().fold(0u32, |m, &i| m | 1 << small[i]);
            let inside = pick.iter().fold(0u32, |m, &i| m | places[small[i]]);
            if inside.count_ones() as usize != size {
                continue;
            }
            let struck = strikes(u, |i| {
                if inside & 1 << i != 0 {
                    cand[i] & !digits
                } else {
                    0
                }
            });
            if !struck.is_empty() {
                return Some(subset(hidden, u, digits, positions(u, inside), struck));
            }
        }
    }
    None
}

/// The cells of `u` at the positions set in `inside`, ascending.
fn positions(u: &UnitCells, inside: u32) -> Vec<usize> {
    let mut cells: Vec<usize> = (0..u.cells.len())
        .filter(|&i| inside & 1 << i != 0)
        .map(|i| u.cells[i] as usize)
        .collect();
    cells.sort_unstable();
    cells
}

fn subset(
    technique: Technique,
    u: &UnitCells,
    digits: u32,
    pattern: Vec<usize>,
    struck: Vec<(usize, u8)>,
) -> Strike {
    Strike {
        technique,
        units: vec![(u.kind, u.index)],
        digits,
        pattern,
        struck,
    }
}

/// The candidates `gone(i)` of the cell at each position `i` of `u`, as (cell, digit), by
/// cell then digit.
fn strikes(u: &UnitCells, gone: impl Fn(usize) -> u32) -> Vec<(usize, u8)> {
    let mut out = Vec::new();
    for (i, &c) in u.cells.iter().enumerate() {
        let mut m = gone(i);
        while m != 0 {
            out.push((c as usize, m.trailing_zeros() as u8 + 1));
            m &= m - 1;
        }
    }
    out.sort_unstable();
    out
}

/// Every choice of `k` of `0..n`, ascending, in lexicographic order.
pub(super) fn choose(n: usize, k: usize) -> Vec<Vec<usize>> {
    let mut out = Vec::new();
    let mut pick: Vec<usize> = (0..k).collect();
    if k == 0 || k > n {
        return out;
    }
    loop {
        out.push(pick.clone());
        let Some(i) = (0..k).rev().find(|&i| pick[i] < n - k + i) else {
            return out;
        };
        pick[i] += 1;
        for j in i + 1..k {
            pick[j] = pick[j - 1] + 1;
        }
    }
}
