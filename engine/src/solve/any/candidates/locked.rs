//! Locked candidates, pointing and claiming at once: where the cells a digit may take in a
//! box all lie in one of its rows (or columns), the digit leaves the rest of that line;
//! where those of a line all lie in one box, it leaves the rest of that box. Both read the
//! candidates of each box-line intersection (segment) united, made for the lines and
//! boxes that lost a candidate since they were last looked at: in the others nothing
//! changed, so there is nothing new to strike.
//!
//! The candidates united are those of every cell of a segment, written ones too, and a
//! unit's digits written are left out of what it confines: so a cell written but not yet
//! struck out of its peers (by a strike just before) confines nothing wrongly.
//!
//! The same reading fills segments: as many digits of a line (or box) confined to one of
//! its segments as the segment has cells take all of them, and leave no room there for
//! any other digit (more than that is a contradiction). Here the digits written count
//! too: each lies in its own cell's segment alone once struck out of its peers, and
//! before that it counts nowhere, which only ever finds less.

use super::Candidates;
use crate::shape::MAX_SIDE;
use crate::solve::any::tables::Tables;

/// The cell at place `at` of line `line` of a grid `n` cells wide, a row (`dir` 0) or a
/// column (1).
#[inline]
fn line_cell(n: usize, dir: usize, line: usize, at: usize) -> usize {
    if dir == 0 {
        line * n + at
    } else {
        at * n + line
    }
}

/// The digits that occur in exactly one of `masks`.
#[inline]
fn in_one(masks: &[u32]) -> u32 {
    let (mut once, mut twice) = (0u32, 0u32);
    for &m in masks {
        twice |= once & m;
        once |= m;
    }
    once & !twice
}

impl Candidates {
    /// Strikes the digits of `digits` out of `cells`, writing cells left with one
    /// candidate; `Some(true)` when it struck any, None on a contradiction (a cell left
    /// without candidates, a written digit struck, or a digit left no place in a unit).
    fn strike(&mut self, t: &Tables, cells: &[u16], digits: u32) -> Option<bool> {
        let mut struck = false;
        for &c in cells {
            let c = c as usize;
            let m = self.cand[c];
            let gone = m & digits;
            if gone == 0 {
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
            if !self.lose(t, c, gone) {
                return None;
            }
            if m & (m - 1) == 0 {
                self.written(t, c, m.trailing_zeros() as u8 + 1);
            }
        }
        Some(struck)
    }

    /// The candidates united of segment `j` of line `line`, a row (`dir` 0) or a column
    /// (1): the line's cells `j * w .. (j + 1) * w`, `w` as wide as a box or as tall.
    #[inline]
    fn segment(&self, t: &Tables, dir: usize, line: usize, j: usize) -> u32 {
        let (n, w) = (t.side, t.lines[dir].width);
        (j * w..(j + 1) * w)
            .map(|i| self.cand[line_cell(n, dir, line, i)])
            .fold(0, |a, m| a | m)
    }

    /// Where `confined` of the digits of segment `j` of line `line` (candidates `or`)
    /// have no other place in a unit holding the segment: more than the segment's cells is
    /// a contradiction; as many leave the segment's cells no other digit.
    fn fill(
        &mut self,
        t: &Tables,
        dir: usize,
        line: usize,
        j: usize,
        or: u32,
        confined: u32,
    ) -> Option<bool> {
        let (n, w) = (t.side, t.lines[dir].width);
        let k = (or & confined).count_ones() as usize;
        if k > w {
            return None;
        }
        if k < w || or & !confined == 0 {
            return Some(false);
        }
        let mut cells = [0u16; MAX_SIDE];
        for (i, c) in cells.iter_mut().enumerate().take(w) {
            *c = line_cell(n, dir, line, j * w + i) as u16;
        }
        self.strike(t, &cells[..w], or & !confined)
    }

    /// Claiming in one line, a row (`dir` 0) or a column (1): a digit of the line in one
    /// segment alone leaves the rest of that segment's box; and the segments it fills.
    fn claim(&mut self, t: &Tables, dir: usize, line: usize) -> Option<bool> {
        let seg = &t.lines[dir];
        let across = seg.across;
        let mut or = [0u32; MAX_SIDE];
        for (j, m) in or.iter_mut().enumerate().take(across) {
            *m = self.segment(t, dir, line, j);
        }
        let unit = dir * t.side + line;
        let confined = in_one(&or[..across]);
        let only = confined & !self.placed[unit];
        let mut struck = false;
        if only != 0 {
            for (j, &m) in or.iter().enumerate().take(across) {
                if m & only != 0 {
                    struck |= self.strike(t, seg.box_rest(line * across + j), m & only)?;
                }
            }
        }
        for (j, &m) in or.iter().enumerate().take(across) {
            struck |= self.fill(t, dir, line, j, m, confined)?;
        }
        Some(struck)
    }

    /// Pointing in box `b` (row-major from 0) along one direction's lines, rows (`dir` 0)
    /// or columns (1): a digit of the box in one line's segment alone leaves the rest of
    /// that line; and the segments it fills.
    fn point(&mut self, t: &Tables, dir: usize, b: usize) -> Option<bool> {
        let (first, j) = t.lines[dir].box_place(b);
        let depth = t.lines[dir].depth;
        let mut or = [0u32; MAX_SIDE];
        for (i, m) in or.iter_mut().enumerate().take(depth) {
            *m = self.segment(t, dir, first + i, j);
        }
        let confined = in_one(&or[..depth]);
        let only = confined & !self.placed[2 * t.side + b];
        let mut struck = false;
        if only != 0 {
            let seg = &t.lines[dir];
            for (i, &m) in or.iter().enumerate().take(depth) {
                if m & only != 0 {
                    let at = (first + i) * seg.across + j;
                    struck |= self.strike(t, seg.line_rest(at), m & only)?;
                }
            }
        }
        for (i, &m) in or.iter().enumerate().take(depth) {
            struck |= self.fill(t, dir, first + i, j, m, confined)?;
        }
        Some(struck)
    }

    /// Locked candidates in every row, column and box that lost a candidate since it was
    /// last looked at; `Some(true)` when a candidate went, None on a contradiction. A unit
    /// struck in on the way is looked at again in the next round.
    pub(super) fn locked(&mut self, t: &Tables) -> Option<bool> {
        let n = t.side;
        let mut dirty = std::mem::take(&mut self.dirty);
        let mut struck = false;
        while dirty != 0 {
            let u = dirty.trailing_zeros() as usize;
            dirty &= dirty - 1;
            struck |= if u < n {
                self.claim(t, 0, u)?
            } else if u < 2 * n {
                self.claim(t, 1, u - n)?
            } else {
                self.point(t, 0, u - 2 * n)? | self.point(t, 1, u - 2 * n)?
            };
        }
        Some(struck)
    }
}
