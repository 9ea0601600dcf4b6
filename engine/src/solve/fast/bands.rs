//! The solver's state: one 27-bit candidate mask per digit and band, and propagation on it
//! by bit operations and table look-ups (see the parent module for the rules).

use super::changed::changed;
use super::givens::by_value;
use super::segments::{by_pext_if_fast, Asked, ByTable, Segments};
use super::stacks::match_stacks;
use super::tables::{self, BAND, COL_KILL, COMPLEX, PEERS_IN_BAND, PEERS_OR_ALL};
use super::tallies::tallies;
use crate::grid::Grid;

/// Bits set in a mask of at most 28 bits, by table (the default x86-64 target has no
/// population-count instruction).
#[inline(always)]
pub(super) fn pop28(x: u32) -> u32 {
    tables::POP10[(x & 0x1FF) as usize] as u32
        + tables::POP10[((x >> 9) & 0x1FF) as usize] as u32
        + tables::POP10[((x >> 18) & 0x3FF) as usize] as u32
}

/// A todo that says: look for the changed entries.
const SCAN: u32 = u32::MAX;

/// The low eight bits of each row of a band.
const LOW8: u32 = 0xFF * 0x40201;

/// The ninth bit of each row of a band.
const NINTH: u32 = 0x100 * 0x40201;

/// The two other bands of each band.
pub(super) const OTHER_BANDS: [[usize; 2]; 3] = [[1, 2], [0, 2], [0, 1]];

/// Candidates of the whole grid, band-wise; see the module documentation.
#[derive(Clone, Copy)]
pub(super) struct Bands {
    /// `f[3 * d + b]`: cells of band `b` where digit `d + 1` may go (solved ones included).
    pub(super) f: [u32; 27],
    /// The value of each entry when it was last processed.
    prev: [u32; 27],
    /// Cells of each band not yet solved (a solved cell stays set in its digit's mask).
    pub(super) unsolved: [u32; 3],
    /// Unsolved cells with two candidates, as of the last round of naked singles (up to
    /// date once [`Bands::propagate`] has returned true).
    pub(super) pairs: [u32; 3],
}

/// What a round of naked singles found.
enum Singles {
    Contradiction,
    /// Singles placed; the entries they changed.
    Progress(u32),
    Nothing,
}

impl Bands {
    /// The givens of a puzzle written in; `None` when two of them clash.
    pub(super) fn from_grid(g: &Grid) -> Option<Bands> {
        // at[3 * v + b]: the cells of band b holding value v (0 for an empty cell).
        let at = by_value(g.cells());
        let givens = &at[3..];
        let filled = [0, 1, 2].map(|b| BAND & !at[b]);
        let mut f = [0u32; 27];
        for d in 0..9 {
            let g = [givens[3 * d], givens[3 * d + 1], givens[3 * d + 2]];
            let cols = g.map(|x| (x | x >> 9 | x >> 18) & 0x1FF);
            if cols[0] & cols[1] | cols[0] & cols[2] | cols[1] & cols[2] != 0 {
                return None;
            }
            let used_cols = (cols[0] | cols[1] | cols[2]) * 0x40201;
            for b in 0..3 {
                let mut m = BAND & !filled[b] & !used_cols;
                // Three givens at most (one a row), taken in three steps: past the last,
                // the position is 32, which leaves everything.
                let mut each = g[b];
                let mut clash = 0;
                for _ in 0..3 {
                    let peers = PEERS_OR_ALL[each.trailing_zeros() as usize];
                    each &= each.wrapping_sub(1);
                    // Another given of the digit in the row or box.
                    clash |= g[b] & !peers;
                    m &= peers;
                }
                // Givens left after three: two share a row, which `clash` has found
                // already; `each` only makes that plain.
                if clash | each != 0 {
                    return None;
                }
                f[3 * d + b] = m | g[b];
            }
        }
        Some(Bands {
            f,
            prev: [u32::MAX; 27],
            unsolved: [at[0], at[1], at[2]],
            pairs: [0; 3],
        })
    }

    /// Writes digit `d + 1` at position `p` of band `b`: the digit leaves the other cells
    /// of the row and box there, the other digits leave the cell. The rest is left to
    /// [`Bands::update`].
    #[inline]
    pub(super) fn place(&mut self, b: usize, p: usize, d: usize) {
        let keep = self.f[3 * d + b] & PEERS_IN_BAND[p];
        let bit = !(1u32 << p);
        for e in 0..9 {
            self.f[3 * e + b] &= bit;
        }
        self.f[3 * d + b] = keep;
    }

    /// The band rules for entry `i` (digit `i / 3 + 1`, band `i % 3`): locked candidates
    /// inside the band, lone columns removed from the other bands, and rows left with one
    /// cell marking that cell solved. False on a contradiction.
    /// The box segments are read by `seg`.
    #[inline(always)]
    fn process(&mut self, i: usize, seg: impl Segments) -> bool {
        // `i % 3` rather than `i - 3 * d`: the compiler then knows the band is below 3 and
        // checks no index with it (the same division serves both).
        let (d, b) = (i / 3, i % 3);
        let mut a = self.f[i];
        // Nine bits at most: the mask says so to the compiler, with no check of the index.
        let shrink = seg.of(a) & 0x1FF;
        a &= COMPLEX[shrink as usize];
        if a == 0 {
            return false;
        }
        self.prev[i] = a;
        let kill = COL_KILL[((a | (a >> 9) | (a >> 18)) & 0x1FF) as usize];
        // The two other bands by arithmetic, not from `OTHER_BANDS`: the compiler then
        // knows both entries are in the array and checks neither.
        let (o1, o2) = ((b == 0) as usize, 2 - (b == 2) as usize);
        let digit = &mut self.f.as_chunks_mut::<3>().0[d];
        digit[o1] &= kill;
        digit[o2] &= kill;
        // Each row keeps a cell (some placement uses every row), so one subtraction takes
        // a cell from each row at once, with no borrow between rows: a row left empty by
        // it had one cell.
        debug_assert!((0..3).all(|r| a >> (9 * r) & 0x1FF != 0));
        let z = a & a.wrapping_sub(0x40201);
        // The whole row where it had one cell, else nothing, for the three rows at once
        // (by arithmetic: a table look-up here would lengthen the chain each mask waits
        // on). A row's low eight bits plus 0xFF carry into its ninth, and no further:
        // that bit, or the row's own ninth, is set where the row of `z` has a cell.
        let empty = !(((z & LOW8) + LOW8) | z) & NINTH;
        let one = empty | (empty - (empty >> 8));
        // Cells solved by a row left with one cell leave the other digits' masks (no
        // branch on whether any is new: it is cheaper to clear them again). The digit's
        // own entry is written last.
        let solved = !(a & one);
        self.unsolved[b] &= solved;
        for e in 0..9 {
            self.f[3 * e + b] &= solved;
        }
        self.f[i] = a;
        true
    }

    /// Runs the band rules to a fixed point: the entries that changed since they were
    /// last processed (found all at once), in order, until none has. Fewer branches than
    /// [`Bands::update_in_passes`]; the faster of the two on the hard sets. `todo`: the
    /// entries that changed, when the caller knows them, or [`SCAN`].
    fn update_changed(&mut self, mut todo: u32, seg: impl Segments) -> bool {
        if todo == SCAN {
            todo = changed(&self.f, &self.prev);
        }
        debug_assert_eq!(
            todo,
            changed(&self.f, &self.prev),
            "the entries said to have changed"
        );
        loop {
            if todo == 0 {
                return true;
            }
            while todo != 0 {
                let i = todo.trailing_zeros() as usize;
                todo &= todo - 1;
                if !self.process(i, seg) {
                    return false;
                }
            }
            todo = changed(&self.f, &self.prev);
        }
    }

    /// Runs the band rules to a fixed point: passes over the entries in order, each
    /// processed when it changed since it was last, until a pass finds none (unrolled, so
    /// that each entry's indices are constants). The faster of the two for the row-major
    /// walk and the quick count on puzzles with many solutions, where the whole-array
    /// compare right after the scalar writes of a few entries costs more than it saves.
    fn update_in_passes(&mut self, seg: impl Segments) -> bool {
        macro_rules! pass {
            ($($i:literal)*) => {{
                let mut any = false;
                $(
                    if self.f[$i] != self.prev[$i] {
                        any = true;
                        if !self.process($i, seg) {
                            return false;
                        }
                    }
                )*
                any
            }};
        }
        while pass!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26) {}
        true
    }

    /// Cells with one candidate get it; a cell with none is a contradiction.
    fn naked_singles(&mut self) -> Singles {
        let mut progress = false;
        let mut moved = 0;
        // Taken for the three bands before any single is written: a single changes only
        // its own band's entries.
        let t = tallies(&self.f);
        for b in 0..3 {
            let u = self.unsolved[b];
            if u == 0 {
                self.pairs[b] = 0;
                continue;
            }
            let (r1, r2, r3) = (t.one[b], t.two[b], t.three[b]);
            if r1 & u != u {
                return Singles::Contradiction;
            }
            self.pairs[b] = u & r2 & !r3;
            let mut s = u & !r2;
            while s != 0 {
                let p = s.trailing_zeros() as usize;
                s &= s - 1;
                // The cell's one digit as the state stood before this round's singles.
                // Two of them that clash (same digit, same row or box) leave the digit's
                // row there empty, which the band rules report next.
                let index = [0, 1, 2, 3].map(|k| t.index[k][b] >> p & 1);
                let d = (index[0] | index[1] << 1 | index[2] << 2 | index[3] << 3) as usize;
                let old = self.f[3 * d + b];
                self.f[3 * d + b] = old & PEERS_IN_BAND[p];
                moved |= ((old & !PEERS_IN_BAND[p] != 0) as u32) << (3 * d + b);
                progress = true;
            }
        }
        if progress {
            Singles::Progress(moved)
        } else {
            Singles::Nothing
        }
    }

    /// Propagates to a fixed point. False on a contradiction.
    pub(super) fn propagate(&mut self) -> bool {
        self.propagate_by::<false, true>(SCAN)
    }

    /// [`Bands::propagate`] right after [`Bands::place`] on a state it had propagated,
    /// given the entries that changed since ([`Bands::placed`]), so that they need not be
    /// looked for.
    pub(super) fn propagate_placed(&mut self, todo: u32) -> bool {
        self.propagate_by::<false, true>(todo)
    }

    /// The entries that [`Bands::place`] of digit `d + 1` at position `p` of band `b` will
    /// have changed, on a state propagated since, where the cell had the candidates `all`
    /// (the digits tried before `d` since taken out). Propagated, every entry is as last
    /// processed; then the other digits of `all` lose the cell (or lost it when taken out),
    /// and the digit's own entry changes only where it loses the cell's peers. One scan of
    /// the 27 entries fewer a guess: 1.5% of the time on the hard sets.
    #[inline]
    pub(super) fn placed(&self, b: usize, p: usize, d: usize, all: u32) -> u32 {
        let own = (self.f[3 * d + b] & !PEERS_IN_BAND[p] != 0) as u32;
        (tables::SPREAD3[(all & !(1 << d)) as usize] | own << (3 * d)) << b
    }

    /// [`Bands::propagate`] without stack matching, the band rules run in passes: a
    /// weaker fixed point, reached with less work. For the row-major walk and the quick
    /// count (see [`super::search`]): on puzzles with many solutions the stacks seldom
    /// remove anything and passes measure faster; on the hard ones the walk soon gives way
    /// to the count.
    pub(super) fn propagate_without_stacks(&mut self) -> bool {
        self.propagate_by::<true, false>(SCAN)
    }

    /// [`Bands::propagate`] with the band rules run in passes (the tests check that both
    /// reach the same fixed point).
    #[cfg(test)]
    pub(super) fn propagate_in_passes(&mut self) -> bool {
        self.propagate_by::<true, true>(SCAN)
    }

    /// [`Bands::propagate_with`], the box segments read the way the processor does best:
    /// asked once here for the changed entries' sweep, for each mask in passes (see
    /// [`Asked`]).
    #[inline(always)]
    fn propagate_by<const PASSES: bool, const STACKS: bool>(&mut self, todo: u32) -> bool {
        if PASSES {
            return self.propagate_with::<PASSES, STACKS>(todo, Asked);
        }
        match by_pext_if_fast() {
            Some(seg) => self.propagate_with::<PASSES, STACKS>(todo, seg),
            None => self.propagate_with::<PASSES, STACKS>(todo, ByTable),
        }
    }

    /// With `STACKS`, both ways of running the band rules give the same fixed point: the
    /// rules only remove candidates. `todo` is for the first round of the band rules, as
    /// [`Bands::update_changed`] takes it.
    #[inline(always)]
    fn propagate_with<const PASSES: bool, const STACKS: bool>(
        &mut self,
        mut todo: u32,
        seg: impl Segments,
    ) -> bool {
        loop {
            let ok = if PASSES {
                self.update_in_passes(seg)
            } else {
                self.update_changed(todo, seg)
            };
            todo = SCAN;
            if !ok {
                return false;
            }
            if self.is_solved() {
                return true;
            }
            match self.naked_singles() {
                Singles::Contradiction => return false,
                Singles::Progress(moved) => todo = moved,
                Singles::Nothing => {
                    if !STACKS || !match_stacks(&mut self.f) {
                        return true;
                    }
                }
            }
        }
    }

    /// Digit `d + 1` is no longer a candidate at position `p` of band `b`.
    #[inline]
    pub(super) fn remove(&mut self, b: usize, p: usize, d: usize) {
        self.f[3 * d + b] &= !(1 << p);
    }

    /// The first unsolved cell in row-major order, as (band, position).
    #[inline]
    pub(super) fn first_unsolved(&self) -> Option<(usize, usize)> {
        let b = (0..3).find(|&b| self.unsolved[b] != 0)?;
        Some((b, self.unsolved[b].trailing_zeros() as usize))
    }

    /// Cells not yet solved (right after [`Bands::from_grid`]: the empty cells).
    pub(super) fn unsolved_count(&self) -> u32 {
        pop28(self.unsolved[0]) + pop28(self.unsolved[1]) + pop28(self.unsolved[2])
    }

    #[inline]
    pub(super) fn is_solved(&self) -> bool {
        self.unsolved[0] | self.unsolved[1] | self.unsolved[2] == 0
    }

    /// Candidate mask (bit `d` for digit `d + 1`) of position `p` of band `b`.
    #[inline]
    pub(super) fn candidates(&self, b: usize, p: usize) -> u32 {
        // The digits' entries as chunks of three: the band is checked once, not each
        // `3 * d + b` apart.
        let digits = self.f.as_chunks::<3>().0;
        let mut m = 0;
        for (d, digit) in digits.iter().enumerate() {
            m |= ((digit[b] >> p) & 1) << d;
        }
        m
    }

    /// Unsolved cells with two candidates, as of the last round of naked singles.
    pub(super) fn pair_count(&self) -> u32 {
        pop28(self.pairs[0]) + pop28(self.pairs[1]) + pop28(self.pairs[2])
    }
}
