//! Locked candidates: a digit confined to where a box and a line cross. Pointing: the
//! box's places for it lie in one line, so the rest of the line loses it. Claiming: the
//! line's places lie in one box, so the rest of the box loses it.

use super::board::{cells_in, Cells, UNIT_SETS};
use super::{Candidate, Ctx, PatternCell, Step, Technique};
use crate::grid::{bit, Unit};

pub fn pointing(x: &Ctx) -> Option<Step> {
    for bx in 18..27 {
        for line in 0..18 {
            if let Some(s) = locked(x, bx, line, Technique::Pointing) {
                return Some(s);
            }
        }
    }
    None
}

pub fn claiming(x: &Ctx) -> Option<Step> {
    for line in 0..18 {
        for bx in 18..27 {
            if let Some(s) = locked(x, line, bx, Technique::Claiming) {
                return Some(s);
            }
        }
    }
    None
}

/// A digit whose places in unit `inside` all lie in unit `along` too: the rest of
/// `along` loses it.
fn locked(x: &Ctx, inside: usize, along: usize, t: Technique) -> Option<Step> {
    let cross = UNIT_SETS[inside] & UNIT_SETS[along];
    if cross == 0 {
        return None;
    }
    for d in 1..=9u8 {
        let cells = x.dc[d as usize - 1];
        let here = cells & UNIT_SETS[inside];
        if here == 0 || here & !cross != 0 {
            continue;
        }
        let gone: Cells = cells & UNIT_SETS[along] & !UNIT_SETS[inside];
        if gone == 0 {
            continue;
        }
        let mut s = Step::new(t);
        s.units = vec![Unit::from_position(inside), Unit::from_position(along)];
        s.digits = bit(d);
        s.pattern = cells_in(here).map(|c| PatternCell::at(c, bit(d))).collect();
        s.eliminations = cells_in(gone).map(|c| Candidate::at(c, d)).collect();
        return Some(s);
    }
    None
}
