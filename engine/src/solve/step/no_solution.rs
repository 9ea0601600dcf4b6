//! Why a search found no solution, said at the top of the search: the first choice it
//! made, every digit of which led to a dead end, or, where it made none, what failed
//! before any choice.

use super::{BoardStepper, Layout, Mask, StepError, Stepper};
use crate::board::Board;
use crate::grid::{Grid, CELLS};
use crate::shape::Spot;
use crate::solve::reason::{Explained, Why};
use crate::solve::Strategy;

/// How far the search is followed to its first choice: the digits it forces on the way
/// (a placement where one digit fits is not a choice), and their take-backs, for a grid
/// of `cells` cells.
const fn look(cells: usize) -> u32 {
    4 * cells as u32
}

/// Why `strategy` finds no solution to `puzzle`, which it does not: `Exhausted` at the
/// first choice (every digit that fitted it was tried), or the reason behind the first
/// take-back (a dead end, a digit with no place) when the search fails before any
/// choice, or a dead end in the puzzle itself. None where the search turns out to have
/// a solution before its first choice, or makes that choice further than it looks.
pub fn why_no_solution(puzzle: &Grid, strategy: Strategy) -> Option<Why> {
    let dead = (0..CELLS).find(|&c| puzzle.get(c) == 0 && puzzle.candidates(c) == 0);
    first_failure(Stepper::new(puzzle, strategy), dead)
}

/// [`why_no_solution`] for a board of any size, with the strategies of
/// [`BoardStepper::from_board`] (the logic strategy is refused).
pub fn why_no_solution_board(
    puzzle: &Board,
    strategy: Strategy,
) -> Result<Option<Why<u32>>, StepError> {
    let s = BoardStepper::from_board(puzzle, strategy)?;
    let cells = puzzle.shape().cells();
    let dead = (0..cells).find(|&c| puzzle.get(c) == 0 && puzzle.candidates(c) == 0);
    Ok(first_failure(s, dead))
}

/// The search followed to its first choice; `dead` is the puzzle's first empty cell no
/// digit fits, if any.
fn first_failure<L: Layout>(mut s: Stepper<L>, dead: Option<usize>) -> Option<Why<L::Mask>> {
    let mut first_back = None;
    for _ in 0..look(s.shape().cells()) {
        match s.step_explained() {
            Explained::Place {
                cell,
                digit,
                left,
                of,
                ..
            } if of > 1 => {
                return Some(Why::Exhausted {
                    cell,
                    tried: L::Mask::bit(digit) | left,
                })
            }
            Explained::Retract { why, .. } | Explained::Undo { why, .. } => {
                first_back.get_or_insert(why);
            }
            Explained::Solved { .. } => return None,
            Explained::NoSolution => {
                return first_back.or_else(|| {
                    dead.map(|cell| Why::DeadEnd {
                        cell: Spot::new(cell),
                    })
                })
            }
            _ => {}
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::bit;

    /// puzzles/no-solution.txt: no clash, yet no solution.
    const NONE: &str =
        "..9.287..8.6..4..5..3.....46.........2.71345.........23.....5..9..4..8.7..125.3..";

    #[test]
    fn the_first_choice_tried_every_digit() {
        let g = Grid::from_line(NONE).unwrap();
        // Naive's first choice is r1c1, where 1, 4 and 5 fit.
        assert_eq!(g.candidates(0), bit(1) | bit(4) | bit(5));
        // Mrv places the digits that are the only ones to fit first: they lead to a dead
        // end before any choice.
        let mrv = why_no_solution(&g, Strategy::Mrv).unwrap();
        assert!(matches!(mrv, Why::DeadEnd { .. }), "{mrv}");
        assert!(why_no_solution(&g, Strategy::Propagate).is_some());
        let naive = why_no_solution(&g, Strategy::Naive).unwrap();
        assert_eq!(naive.to_string(), "r1c1: tried 1, 4 and 5, all dead ends");
    }

    #[test]
    fn a_dead_end_before_any_choice_is_named() {
        // r1c9 can hold nothing but 9, which r6c9 holds.
        let mut g = Grid::empty();
        for (i, d) in (1..=8u8).enumerate() {
            g.set(i, d);
        }
        g.set(5 * 9 + 8, 9);
        for strategy in Strategy::ALL {
            assert_eq!(
                why_no_solution(&g, strategy),
                Some(Why::DeadEnd { cell: Spot::new(8) }),
                "{strategy}"
            );
        }
    }
}
