//! Subsets: n cells of a unit that hold only n digits between them (naked), or n digits
//! of a unit that fit only n of its cells (hidden), for n = 2, 3, 4.

use super::board::{cells_in, UNIT_SETS};
use super::{Candidate, Ctx, PatternCell, Step, Technique};
use crate::grid::{bit, Unit, UNITS};

const NAKED: [Technique; 3] = [
    Technique::NakedPair,
    Technique::NakedTriple,
    Technique::NakedQuad,
];
const HIDDEN: [Technique; 3] = [
    Technique::HiddenPair,
    Technique::HiddenTriple,
    Technique::HiddenQuad,
];

/// Calls `f` with each set of `n` indices of `items` (ascending); stops at the first
/// answer.
pub fn combos<T>(items: &[u16], n: usize, f: &mut impl FnMut(&[usize]) -> Option<T>) -> Option<T> {
    fn go<T>(
        items: &[u16],
        n: usize,
        from: usize,
        picked: &mut Vec<usize>,
        f: &mut impl FnMut(&[usize]) -> Option<T>,
    ) -> Option<T> {
        if picked.len() == n {
            return f(picked);
        }
        for i in from..items.len() {
            if items.len() - i < n - picked.len() {
                break;
            }
            picked.push(i);
            let r = go(items, n, i + 1, picked, f);
            picked.pop();
            if r.is_some() {
                return r;
            }
        }
        None
    }
    go(items, n, 0, &mut Vec::with_capacity(n), f)
}

/// Naked subsets of size `n` (2 to 4): units in row, column, box order.
pub fn naked(x: &Ctx, n: usize) -> Option<Step> {
    for (u, unit) in UNITS.iter().enumerate() {
        let cells: Vec<usize> = unit
            .iter()
            .map(|&c| c as usize)
            .filter(|&c| {
                let k = x.b.candidates(c).count_ones() as usize;
                (2..=n).contains(&k)
            })
            .collect();
        let masks: Vec<u16> = cells.iter().map(|&c| x.b.candidates(c)).collect();
        let found = combos(&masks, n, &mut |pick| {
            let digits = pick.iter().fold(0u16, |m, &i| m | masks[i]);
            if digits.count_ones() as usize != n {
                return None;
            }
            let inside: Vec<usize> = pick.iter().map(|&i| cells[i]).collect();
            let eliminations: Vec<Candidate> = unit
                .iter()
                .map(|&c| c as usize)
                .filter(|c| !inside.contains(c))
                .flat_map(|c| {
                    let m = x.b.candidates(c) & digits;
                    crate::grid::digits_of(m).map(move |d| Candidate::at(c, d))
                })
                .collect();
            if eliminations.is_empty() {
                return None;
            }
            let mut s = Step::new(NAKED[n - 2]);
            s.units.push(Unit::from_position(u));
            s.digits = digits;
            s.pattern = inside
                .iter()
                .map(|&c| PatternCell::at(c, x.b.candidates(c)))
                .collect();
            s.eliminations = eliminations;
            Some(s)
        });
        if found.is_some() {
            return found;
        }
    }
    None
}

/// Hidden subsets of size `n` (2 to 4): units in row, column, box order.
pub fn hidden(x: &Ctx, n: usize) -> Option<Step> {
    for (u, &set) in UNIT_SETS.iter().enumerate() {
        // Each digit still to place in the unit, with its places (a cell set).
        let mut digits = Vec::new();
        let mut places = Vec::new();
        for d in 1..=9u8 {
            let here = x.dc[d as usize - 1] & set;
            let k = here.count_ones() as usize;
            if (1..=n).contains(&k) {
                digits.push(d);
                places.push(here);
            }
        }
        // `combos` takes masks; the places are indexed through the digits' order.
        let idx: Vec<u16> = (0..digits.len() as u16).collect();
        let found = combos(&idx, n, &mut |pick| {
            let cells = pick.iter().fold(0u128, |m, &i| m | places[i]);
            if cells.count_ones() as usize != n {
                return None;
            }
            let keep = pick.iter().fold(0u16, |m, &i| m | bit(digits[i]));
            let eliminations: Vec<Candidate> = cells_in(cells)
                .flat_map(|c| {
                    let m = x.b.candidates(c) & !keep;
                    crate::grid::digits_of(m).map(move |d| Candidate::at(c, d))
                })
                .collect();
            if eliminations.is_empty() {
                return None;
            }
            let mut s = Step::new(HIDDEN[n - 2]);
            s.units.push(Unit::from_position(u));
            s.digits = keep;
            s.pattern = cells_in(cells)
                .map(|c| PatternCell::at(c, x.b.candidates(c) & keep))
                .collect();
            s.eliminations = eliminations;
            Some(s)
        });
        if found.is_some() {
            return found;
        }
    }
    None
}
