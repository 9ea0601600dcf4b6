//! Locked candidates, pointing and claiming at once: where the cells a digit may take in a
//! box all lie in one of its rows (or columns), the digit leaves the rest of that line;
//! where those of a line all lie in one box, it leaves the rest of that box. Both read the
//! same table: the candidates of each box-line intersection (segment) united.

use super::State;
use crate::solve::any::tables::{Segments, Tables};

/// The digits that occur in exactly one of `masks`.
#[inline]
fn in_one(masks: impl Iterator<Item = u32>) -> u32 {
    let (mut once, mut twice) = (0u32, 0u32);
    for m in masks {
        twice |= once & m;
        once |= m;
    }
    once & !twice
}

impl State {
    /// Strikes the digits of `digits` out of `cells`, writing cells left with one
    /// candidate; `Some(true)` when it struck any, None on a contradiction (a cell left
    /// without candidates, or a written digit struck).
    fn strike(&mut self, cells: &[u16], digits: u32) -> Option<bool> {
        let mut struck = false;
        for &c in cells {
            let c = c as usize;
            let m = self.cand[c];
            if m & digits == 0 {
                continue;
            }
            if self.value[c] != 0 {
                return None;
            }
            let m = m & !digits;
            if m == 0 {
                return None;
            }
            self.cand[c] = m;
            struck = true;
            if m & (m - 1) == 0 {
                self.value[c] = m.trailing_zeros() as u8 + 1;
                self.unsolved -= 1;
                self.queue.push(c as u16);
            }
        }
        Some(struck)
    }

    /// Locked candidates along one direction's segments (see the module docs), from their
    /// candidates united in `or`.
    fn locked_along(&mut self, seg: &Segments, or: &[u32]) -> Option<bool> {
        let count = seg.count();
        let (across, depth) = (seg.across, seg.depth);
        let mut struck = false;
        // Claiming: a line's digit in one segment alone.
        for line in 0..count / across {
            let row = &or[line * across..(line + 1) * across];
            let only = in_one(row.iter().copied());
            if only == 0 {
                continue;
            }
            for (j, &m) in row.iter().enumerate() {
                let digits = m & only;
                if digits != 0 {
                    struck |= self.strike(seg.box_rest(line * across + j), digits)?;
                }
            }
        }
        // Pointing: a box's digit in one of its segments alone.
        for group in 0..count / across / depth {
            for j in 0..across {
                let at = |i: usize| (group * depth + i) * across + j;
                let only = in_one((0..depth).map(|i| or[at(i)]));
                if only == 0 {
                    continue;
                }
                for i in 0..depth {
                    let digits = or[at(i)] & only;
                    if digits != 0 {
                        struck |= self.strike(seg.line_rest(at(i)), digits)?;
                    }
                }
            }
        }
        Some(struck)
    }

    /// Locked candidates along the rows, then the columns, from the candidates of their
    /// segments united in `or` (by `hidden`, on the state as it is: every written digit
    /// struck out of its peers, so an empty cell's candidates are every place a digit has
    /// left); `Some(true)` when a candidate went, None on a contradiction. A digit
    /// confined among the candidates united is confined among the fewer left after a
    /// strike, so every strike is sound. (A table made after a strike that wrote a cell
    /// would leave that cell out before its peers had lost its digit.)
    pub(super) fn locked(&mut self, t: &Tables, or: &[Vec<u32>; 2]) -> Option<bool> {
        let rows = self.locked_along(&t.lines[0], &or[0])?;
        let cols = self.locked_along(&t.lines[1], &or[1])?;
        Some(rows || cols)
    }
}
