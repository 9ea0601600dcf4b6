//! Human logic: the techniques people solve with, over a grid of candidates, each
//! application reported as a [`Step`] that says where it looks, what pattern it sees and
//! what it concludes, in words ([`words`]) as well as in cells.
//!
//! [`next_step`] applies the easiest technique that makes progress, in the order of
//! [`Technique::ALL`] (Sudoku Explainer's ratings, ascending). [`solve_path`] solves a
//! puzzle step by step, guessing (as the propagate strategy does) only when no technique
//! applies; [`grade`] rates it.

mod band;
mod board;
mod chains;
mod fish;
mod grade;
mod intersections;
mod single_digit;
mod singles;
mod step;
mod subsets;
mod technique;
mod uniqueness;
mod wings;
pub mod words;

#[cfg(test)]
mod tests;

pub use band::{past_singles_at_most, PastSingles};
pub use board::{cells_in, Board, Cells};
pub use grade::{grade, grade_at_most, solve_path, Grade, Path, PathStep, GUESS_RATING};
pub use step::{Candidate, PatternCell, Step};
pub use technique::Technique;

use board::{PEER_SETS, UNIT_SETS};

/// What every technique reads: the board and, per digit, the cells it may go in.
pub struct Ctx<'a> {
    b: &'a Board,
    dc: [Cells; 9],
}

impl<'a> Ctx<'a> {
    fn new(b: &'a Board) -> Ctx<'a> {
        Ctx {
            b,
            dc: b.all_digit_cells(),
        }
    }

    /// A unit where `digit` has exactly two places `e` and `f`, `e` seeing `a` and `f`
    /// seeing `b` (none of them `a` or `b`): (unit position, e, f).
    fn strong_link_between(&self, digit: u8, a: usize, b: usize) -> Option<(usize, usize, usize)> {
        let cells = self.dc[digit as usize - 1];
        for (u, set) in UNIT_SETS.iter().enumerate() {
            let here = cells & set;
            if here.count_ones() != 2 || here & (1u128 << a | 1u128 << b) != 0 {
                continue;
            }
            let e = here.trailing_zeros() as usize;
            let f = 127 - here.leading_zeros() as usize;
            for (e, f) in [(e, f), (f, e)] {
                if PEER_SETS[a] >> e & 1 != 0 && PEER_SETS[b] >> f & 1 != 0 {
                    return Some((u, e, f));
                }
            }
        }
        None
    }
}

/// Looks for one technique on the board.
pub fn find(technique: Technique, board: &Board) -> Option<Step> {
    find_in(technique, &Ctx::new(board))
}

fn find_in(t: Technique, x: &Ctx) -> Option<Step> {
    match t {
        Technique::HiddenSingle => singles::hidden(x),
        Technique::NakedSingle => singles::naked(x),
        Technique::Pointing => intersections::pointing(x),
        Technique::Claiming => intersections::claiming(x),
        Technique::NakedPair => subsets::naked(x, 2),
        Technique::NakedTriple => subsets::naked(x, 3),
        Technique::NakedQuad => subsets::naked(x, 4),
        Technique::HiddenPair => subsets::hidden(x, 2),
        Technique::HiddenTriple => subsets::hidden(x, 3),
        Technique::HiddenQuad => subsets::hidden(x, 4),
        Technique::XWing => fish::find(x, 2),
        Technique::Swordfish => fish::find(x, 3),
        Technique::Jellyfish => fish::find(x, 4),
        Technique::XyWing => wings::xy_wing(x),
        Technique::XyzWing => wings::xyz_wing(x),
        Technique::WWing => wings::w_wing(x),
        Technique::Skyscraper => single_digit::skyscraper(x),
        Technique::TwoStringKite => single_digit::two_string_kite(x),
        Technique::SimpleColouring => single_digit::simple_colouring(x),
        Technique::XChain => chains::x_chain(x),
        Technique::XyChain => chains::xy_chain(x),
        Technique::UniqueRectangle => uniqueness::unique_rectangle(x),
        Technique::BugPlusOne => uniqueness::bug_plus_one(x),
    }
}

/// The easiest step that makes progress on the board, trying the techniques in the
/// order of [`Technique::ALL`]; `unique`: the puzzle is known to have one solution (the
/// uniqueness techniques are tried only then). None when no technique applies (or the
/// board is solved).
pub fn next_step(board: &Board, unique: bool) -> Option<Step> {
    next_step_rated_at_most(board, unique, u32::MAX)
}

/// [`next_step`] among the techniques whose base rating is at most `max` (in tenths).
/// As [`Technique::ALL`] is in ascending order of base rating, this is `next_step`'s step
/// whenever that one's technique is rated at most `max`, and None when it is harder: a
/// grader that stops past `max` need not look for the harder techniques at all.
pub(crate) fn next_step_rated_at_most(board: &Board, unique: bool, max: u32) -> Option<Step> {
    let x = Ctx::new(board);
    Technique::ALL
        .into_iter()
        .take_while(|t| t.base_rating() <= max)
        .filter(|t| unique || !t.needs_uniqueness())
        .find_map(|t| find_in(t, &x))
}

/// Applies a step to the board: its placement, then its eliminations.
pub fn apply(board: &mut Board, step: &Step) {
    if let Some(p) = step.placement {
        board.place(p.cell.index(), p.digit.get());
    }
    for e in &step.eliminations {
        board.eliminate(e.cell.index(), e.digit.get());
    }
}
