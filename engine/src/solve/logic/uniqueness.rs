//! Techniques that assume the puzzle has one solution (used only when it is known to):
//! unique rectangle type 1 (four cells on two rows, two columns and two boxes, three of
//! them holding only x and y: the fourth cannot be x or y, or x and y could swap) and
//! BUG+1 (every empty cell has two candidates but one, which has three: the digit of it
//! that appears three times in its units goes there, or the grid would have two
//! solutions or none).

use super::board::units_of;
use super::board::UNIT_SETS;
use super::{Candidate, Ctx, PatternCell, Step, Technique};
use crate::grid::{bit, digits_of, Unit, CELLS, UNITS};

pub fn unique_rectangle(x: &Ctx) -> Option<Step> {
    for r1 in 0..9 {
        for r2 in r1 + 1..9 {
            for c1 in 0..9 {
                for c2 in c1 + 1..9 {
                    let four = [r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1, r2 * 9 + c2];
                    // Exactly two boxes: the rows share a band or the columns a stack.
                    let two_boxes = (r1 / 3 == r2 / 3) != (c1 / 3 == c2 / 3);
                    if !two_boxes {
                        continue;
                    }
                    let masks = four.map(|c| x.b.candidates(c));
                    if masks.contains(&0) {
                        continue;
                    }
                    for odd in 0..4 {
                        let pair = masks[(odd + 1) % 4];
                        if pair.count_ones() != 2
                            || (0..4).any(|i| i != odd && masks[i] != pair)
                            || masks[odd] & pair != pair
                            || masks[odd] == pair
                        {
                            continue;
                        }
                        let mut s = Step::new(Technique::UniqueRectangle);
                        s.digits = pair;
                        s.pattern = (0..4)
                            .filter(|&i| i != odd)
                            .chain([odd])
                            .map(|i| PatternCell::at(four[i], pair))
                            .collect();
                        s.eliminations = digits_of(pair)
                            .map(|d| Candidate::at(four[odd], d))
                            .collect();
                        return Some(s);
                    }
                }
            }
        }
    }
    None
}

pub fn bug_plus_one(x: &Ctx) -> Option<Step> {
    let mut triple = None;
    for c in 0..CELLS {
        match x.b.candidates(c).count_ones() {
            0 | 2 => {}
            3 if triple.is_none() => triple = Some(c),
            _ => return None,
        }
    }
    let cell = triple?;
    // Every digit has two places in every unit, but in the units of `cell` the extra
    // digit has three.
    let mut extra = None;
    for (u, unit) in UNITS.iter().enumerate() {
        let has_cell = unit.contains(&(cell as u8));
        for d in 1..=9u8 {
            let n = (x.dc[d as usize - 1] & UNIT_SETS[u]).count_ones();
            match n {
                0 | 2 => {}
                3 if has_cell && x.b.candidates(cell) & bit(d) != 0 => match extra {
                    None => extra = Some(d),
                    Some(e) if e == d => {}
                    Some(_) => return None,
                },
                _ => return None,
            }
        }
    }
    let d = extra?;
    let three = units_of(cell)
        .iter()
        .all(|u| (x.dc[d as usize - 1] & UNIT_SETS[u.position()]).count_ones() == 3);
    if !three {
        return None;
    }
    let mut s = Step::new(Technique::BugPlusOne);
    s.units = vec![Unit::from_position(crate::grid::row_of(cell))];
    s.digits = bit(d);
    s.pattern = vec![PatternCell::at(cell, x.b.candidates(cell))];
    s.placement = Some(Candidate::at(cell, d));
    Some(s)
}
