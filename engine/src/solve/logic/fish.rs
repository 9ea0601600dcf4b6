//! Basic fish: a digit whose places in n rows lie in n columns (or the other way round),
//! so those columns lose it everywhere else: X-wing (n = 2), swordfish (3), jellyfish (4).

use super::board::{cells_in, Cells, UNIT_SETS};
use super::subsets::combos;
use super::{Candidate, Ctx, PatternCell, Step, Technique};
use crate::grid::{bit, Unit};

const FISH: [Technique; 3] = [Technique::XWing, Technique::Swordfish, Technique::Jellyfish];

/// Fish of size `n`: digits ascending, rows as the base before columns.
pub fn find(x: &Ctx, n: usize) -> Option<Step> {
    for d in 1..=9u8 {
        let cells = x.dc[d as usize - 1];
        for base in [0usize, 9] {
            let cover = 9 - base;
            // Lines of the base with 2..=n places, and those places as a mask of cover lines.
            let mut lines = Vec::with_capacity(9);
            let mut spots = Vec::with_capacity(9);
            for i in 0..9 {
                let here = cells & UNIT_SETS[base + i];
                let k = here.count_ones() as usize;
                if (2..=n).contains(&k) {
                    lines.push(base + i);
                    spots.push(cover_mask(here, cover));
                }
            }
            if lines.len() < n {
                continue;
            }
            let found = combos(&spots, n, &mut |pick| {
                let covers = pick.iter().fold(0u16, |m, &i| m | spots[i]);
                if covers.count_ones() as usize != n {
                    return None;
                }
                let base_set: Cells = pick.iter().fold(0, |m, &i| m | UNIT_SETS[lines[i]]);
                let cover_units: Vec<usize> = (0..9)
                    .filter(|j| covers >> j & 1 != 0)
                    .map(|j| cover + j)
                    .collect();
                let cover_set: Cells = cover_units.iter().fold(0, |m, &u| m | UNIT_SETS[u]);
                let gone = cells & cover_set & !base_set;
                if gone == 0 {
                    return None;
                }
                let mut s = Step::new(FISH[n - 2]);
                s.units = pick
                    .iter()
                    .map(|&i| lines[i])
                    .chain(cover_units.iter().copied())
                    .map(Unit::from_position)
                    .collect();
                s.digits = bit(d);
                s.pattern = cells_in(cells & base_set)
                    .map(|c| PatternCell::at(c, bit(d)))
                    .collect();
                s.eliminations = cells_in(gone).map(|c| Candidate::at(c, d)).collect();
                Some(s)
            });
            if found.is_some() {
                return found;
            }
        }
    }
    None
}

/// The cover lines (columns when `cover` is 9, rows when 0) a set of cells lies in.
fn cover_mask(cells: Cells, cover: usize) -> u16 {
    cells_in(cells).fold(0u16, |m, c| m | 1 << if cover == 9 { c % 9 } else { c / 9 })
}
