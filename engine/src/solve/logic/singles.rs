//! Singles: a digit with one place left in a unit (hidden), a cell with one digit left
//! (naked).

use super::board::UNIT_SETS;
use super::{Candidate, Ctx, PatternCell, Step, Technique};
use crate::grid::{bit, Unit, CELLS};

/// Boxes first, then rows, then columns (a box's hidden single is the easier to see);
/// digits ascending.
const UNIT_ORDER: [usize; 27] = {
    let mut out = [0usize; 27];
    let mut i = 0;
    while i < 27 {
        out[i] = (i + 18) % 27;
        i += 1;
    }
    out
};

pub fn hidden(x: &Ctx) -> Option<Step> {
    for &u in &UNIT_ORDER {
        for d in 1..=9u8 {
            let here = x.dc[d as usize - 1] & UNIT_SETS[u];
            if here != 0 && here & (here - 1) == 0 {
                let cell = here.trailing_zeros() as usize;
                let mut s = Step::new(Technique::HiddenSingle);
                s.units.push(Unit::from_position(u));
                s.digits = bit(d);
                s.pattern.push(PatternCell::at(cell, bit(d)));
                s.placement = Some(Candidate::at(cell, d));
                return Some(s);
            }
        }
    }
    None
}

pub fn naked(x: &Ctx) -> Option<Step> {
    (0..CELLS).find_map(|c| {
        let m = x.b.candidates(c);
        (m != 0 && m & (m - 1) == 0).then(|| {
            let mut s = Step::new(Technique::NakedSingle);
            s.digits = m;
            s.pattern.push(PatternCell::at(c, m));
            s.placement = Some(Candidate::at(c, m.trailing_zeros() as u8 + 1));
            s
        })
    })
}
