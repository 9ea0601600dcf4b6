//! Wings: XY-wing (a two-digit pivot xy seeing xz and yz: z goes from what sees both
//! wings), XYZ-wing (pivot xyz: z goes from what sees all three) and W-wing (two xy cells
//! joined by a strong link on x: y goes from what sees both).

use super::board::{cells_in, Cells, PEER_SETS};
use super::{Candidate, Ctx, PatternCell, Step, Technique};
use crate::grid::{bit, CELLS};

/// Empty cells with exactly two candidates.
fn bivalues(x: &Ctx) -> Cells {
    (0..CELLS)
        .filter(|&c| x.b.candidates(c).count_ones() == 2)
        .fold(0, |m, c| m | 1u128 << c)
}

fn eliminate(x: &Ctx, digit: u8, seen: Cells, out: &mut Vec<Candidate>) {
    out.extend(cells_in(seen & x.dc[digit as usize - 1]).map(|c| Candidate::at(c, digit)));
}

pub fn xy_wing(x: &Ctx) -> Option<Step> {
    let bi = bivalues(x);
    for p in cells_in(bi) {
        let pm = x.b.candidates(p);
        let wings: Vec<usize> = cells_in(bi & PEER_SETS[p])
            .filter(|&w| {
                let m = x.b.candidates(w);
                (m & pm).count_ones() == 1
            })
            .collect();
        for (i, &a) in wings.iter().enumerate() {
            for &b in &wings[i + 1..] {
                let (am, bm) = (x.b.candidates(a), x.b.candidates(b));
                let z = am & bm & !pm;
                // a holds x and z, b holds y and z, x != y.
                if z.count_ones() != 1 || am & pm == bm & pm {
                    continue;
                }
                let zd = z.trailing_zeros() as u8 + 1;
                let mut elim = Vec::new();
                eliminate(
                    x,
                    zd,
                    PEER_SETS[a] & PEER_SETS[b] & !(1u128 << p),
                    &mut elim,
                );
                if elim.is_empty() {
                    continue;
                }
                let mut s = Step::new(Technique::XyWing);
                s.digits = z;
                s.pattern = vec![
                    PatternCell::at(p, pm),
                    PatternCell::at(a, am),
                    PatternCell::at(b, bm),
                ];
                s.eliminations = elim;
                return Some(s);
            }
        }
    }
    None
}

pub fn xyz_wing(x: &Ctx) -> Option<Step> {
    let bi = bivalues(x);
    for (p, &set) in PEER_SETS.iter().enumerate() {
        let pm = x.b.candidates(p);
        if pm.count_ones() != 3 {
            continue;
        }
        let wings: Vec<usize> = cells_in(bi & set)
            .filter(|&w| x.b.candidates(w) & !pm == 0)
            .collect();
        for (i, &a) in wings.iter().enumerate() {
            for &b in &wings[i + 1..] {
                let (am, bm) = (x.b.candidates(a), x.b.candidates(b));
                let z = am & bm;
                if am == bm || z.count_ones() != 1 {
                    continue;
                }
                let zd = z.trailing_zeros() as u8 + 1;
                let mut elim = Vec::new();
                eliminate(x, zd, PEER_SETS[a] & PEER_SETS[b] & set, &mut elim);
                if elim.is_empty() {
                    continue;
                }
                let mut s = Step::new(Technique::XyzWing);
                s.digits = z;
                s.pattern = vec![
                    PatternCell::at(p, pm),
                    PatternCell::at(a, am),
                    PatternCell::at(b, bm),
                ];
                s.eliminations = elim;
                return Some(s);
            }
        }
    }
    None
}

pub fn w_wing(x: &Ctx) -> Option<Step> {
    let bi = bivalues(x);
    let cells: Vec<usize> = cells_in(bi).collect();
    for (i, &a) in cells.iter().enumerate() {
        let m = x.b.candidates(a);
        for &b in &cells[i + 1..] {
            if x.b.candidates(b) != m || PEER_SETS[a] >> b & 1 != 0 {
                continue;
            }
            for (link, other) in [(m.trailing_zeros() as u8 + 1, 16 - m.leading_zeros() as u8)]
                .into_iter()
                .flat_map(|(lo, hi)| [(lo, hi), (hi, lo)])
            {
                let seen = PEER_SETS[a] & PEER_SETS[b] & x.dc[other as usize - 1];
                if seen == 0 {
                    continue;
                }
                if let Some((u, e, f)) = x.strong_link_between(link, a, b) {
                    let mut s = Step::new(Technique::WWing);
                    s.units.push(crate::grid::Unit::from_position(u));
                    s.digits = bit(other);
                    s.pattern = vec![
                        PatternCell::at(a, m),
                        PatternCell::at(e, bit(link)),
                        PatternCell::at(f, bit(link)),
                        PatternCell::at(b, m),
                    ];
                    s.eliminations = cells_in(seen).map(|c| Candidate::at(c, other)).collect();
                    return Some(s);
                }
            }
        }
    }
    None
}
