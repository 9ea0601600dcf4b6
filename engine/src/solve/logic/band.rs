//! The rating a generator needs, quickly: the singles in bulk, one technique step at a
//! time only where the singles are stuck.
//!
//! Applying singles never takes another single away (a cell's candidates and a digit's
//! places only shrink, and a board with a solution never loses a digit's last place), so
//! whatever their order, singles alone lead from a board to the same board. The steps
//! [`grade`](super::grade) takes past the singles are therefore the same steps on the
//! same boards, and so is the hardest of them; only the singles' own ratings (at most
//! 2.3, the top of the easy grade) may differ, by which single was seen first.

use super::board::{PEER_SETS, UNIT_SETS};
use super::{apply, grade_at_most, next_step_rated_at_most, Board, Cells, Technique, GUESS_RATING};
use crate::grid::{bit, Grid, CELLS};

/// How far the techniques get on a puzzle, up to a rating bound.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PastSingles {
    /// Singles alone solve it (its rating is a single's: 2.3 at most).
    Singles,
    /// Solved; the hardest step past the singles is rated this (tenths), or a guess was
    /// needed ([`GUESS_RATING`], under a bound that allows it).
    Rated(u32),
}

/// The rating of `puzzle`'s hardest step past the singles, or [`PastSingles::Singles`],
/// when the techniques rated up to `max` (in tenths, below a guess's) solve it; None when
/// they do not: a step rated above `max`, or a guess, is needed (or the puzzle has no
/// solution). A bound of a guess's rating or more is left to [`grade_at_most`]. The same answer as [`grade_at_most`] gives, read that way, at a fraction of
/// the work on the singles. `unique` as for [`grade`](super::grade).
pub fn past_singles_at_most(puzzle: &Grid, unique: bool, max: u32) -> Option<PastSingles> {
    if max >= GUESS_RATING {
        return exact(puzzle, unique, max);
    }
    if !puzzle.conflicts().is_empty() {
        return None;
    }
    let mut board = Board::new(puzzle);
    let mut hardest = 0;
    loop {
        if !all_singles(&mut board) || board.contradiction() {
            // Not what a puzzle with a solution comes to: the exact grader says.
            return exact(puzzle, unique, max);
        }
        if board.is_solved() {
            return Some(match hardest {
                0 => PastSingles::Singles,
                r => PastSingles::Rated(r),
            });
        }
        let step = next_step_rated_at_most(&board, unique, max)?;
        debug_assert!(!matches!(
            step.technique,
            Technique::HiddenSingle | Technique::NakedSingle
        ));
        let r = step.rating();
        if r > max {
            return None;
        }
        hardest = hardest.max(r);
        apply(&mut board, &step);
    }
}

/// [`grade_at_most`]'s answer, read as [`past_singles_at_most`] gives it.
fn exact(puzzle: &Grid, unique: bool, max: u32) -> Option<PastSingles> {
    let g = grade_at_most(puzzle, unique, max)?;
    if !g.solved {
        return None;
    }
    Some(match g.rating {
        r if r <= Technique::NakedSingle.base_rating() => PastSingles::Singles,
        r => PastSingles::Rated(r),
    })
}

/// Places naked and hidden singles until none is left; false when a digit is found
/// that cannot go where a single puts it (a board with no solution).
fn all_singles(board: &mut Board) -> bool {
    let mut dc = board.all_digit_cells();
    loop {
        let mut placed = false;
        for c in 0..CELLS {
            let m = board.candidates(c);
            if m != 0 && m & (m - 1) == 0 {
                place(board, &mut dc, c, m.trailing_zeros() as u8 + 1);
                placed = true;
            }
        }
        for unit in &UNIT_SETS {
            for d in 1..=9u8 {
                let here = dc[d as usize - 1] & unit;
                if here != 0 && here & (here - 1) == 0 {
                    let c = here.trailing_zeros() as usize;
                    if board.candidates(c) & bit(d) == 0 {
                        return false;
                    }
                    place(board, &mut dc, c, d);
                    placed = true;
                }
            }
        }
        if !placed {
            return true;
        }
    }
}

/// Places `d` in `c`, keeping each digit's cells `dc` up to date.
fn place(board: &mut Board, dc: &mut [Cells; 9], c: usize, d: u8) {
    board.place(c, d);
    let gone: Cells = !(1u128 << c);
    for m in dc.iter_mut() {
        *m &= gone;
    }
    dc[d as usize - 1] &= !PEER_SETS[c];
}
