//! What a run needs of the layout it searches beyond the engine's own: the grid a
//! take-back's reason held on (kept by the story), why a puzzle has no solution in
//! words, the technique behind a step (logic, 9×9 only), how a step is taken, and the
//! choice tree beside it (for the map and hindsight). A run is written once over these, for the 9×9
//! grid ([`Nine`]) and for a grid of any other size ([`AnyShape`]).

use std::fmt;

use sudoku_engine::board::Board;
use sudoku_engine::grid::Grid;
use sudoku_engine::solve::logic::Step;
use sudoku_engine::solve::{
    why_no_solution, why_no_solution_board, AnyShape, Event, Layout, Nine, Stepper, Why,
};

use super::Run;
use crate::tui::app::counting::Counting;
use crate::tui::app::judging::Judges;
use crate::tui::app::sight::Sight;
use crate::tui::words::seen::{seen_from, seen_on_board};

/// A layout a run searches: [`Nine`] or [`AnyShape`].
pub trait Searched: Layout + 'static {
    /// The grid as the search had it, for the reason of a take-back.
    type Grid: Clone + fmt::Debug + PartialEq + Eq;

    /// The grid `now` has, with `digit` back in `cell` (what it was before the take-back).
    fn before(now: &Stepper<Self>, cell: usize, digit: u8) -> Self::Grid;

    /// Why the puzzle of `search` has no solution, in words: `first choice r1c3: tried
    /// 2, 5 and 9, all dead ends`, `before any choice, r1c9: no digit fits (row 1 has
    /// …)`.
    fn why_none(search: &Stepper<Self>) -> Option<String>;

    /// The technique step behind the last event (the logic strategy's).
    fn technique(now: &Stepper<Self>) -> Option<Step>;

    /// The question whose answer is the number of solutions of the puzzle of `search`,
    /// counted up to `limit` by the fast solver (on a thread: see `counting.rs`).
    fn counting(search: &Stepper<Self>, limit: u64) -> Counting;

    /// At most `max` steps of `run` forward; the final event if the search ended.
    fn advance(run: &mut Run<Self>, max: u64) -> Option<Event>;

    /// One step of `run` forward.
    fn advance_one(run: &mut Run<Self>) -> Event;

    /// A choice tree for the search of `search`, at its start.
    /// None while its judge is worked out on `judges`' thread (asked for here).
    fn sight(search: &Stepper<Self>, judges: &mut Judges) -> Option<Sight<Self>>;
}

impl Searched for Nine {
    type Grid = Grid;

    fn before(now: &Stepper, cell: usize, digit: u8) -> Grid {
        let mut before = now.grid();
        before.set(cell, digit);
        before
    }

    fn why_none(search: &Stepper) -> Option<String> {
        let puzzle = search.puzzle();
        let why = why_no_solution(puzzle, search.strategy())?;
        Some(match why {
            Why::DeadEnd { cell } => match seen_from(puzzle, cell.index()) {
                Some(seen) if puzzle.candidates(cell.index()) == 0 => {
                    format!("before any choice, {why} ({seen})")
                }
                _ => format!("before any choice, {why}"),
            },
            _ => in_words(why, why.to_string()),
        })
    }

    fn technique(now: &Stepper) -> Option<Step> {
        now.technique_step().cloned()
    }

    fn counting(search: &Stepper, limit: u64) -> Counting {
        Counting::Nine(*search.puzzle(), limit)
    }

    fn advance(run: &mut Run, max: u64) -> Option<Event> {
        run.ride(max)
    }

    fn advance_one(run: &mut Run) -> Event {
        run.ride_one()
    }

    fn sight(search: &Stepper, _: &mut Judges) -> Option<Sight> {
        Some(Sight::new(search.puzzle(), search.strategy()))
    }
}

impl Searched for AnyShape {
    type Grid = Board;

    fn before(now: &Stepper<AnyShape>, cell: usize, digit: u8) -> Board {
        let mut before = now.to_board();
        before
            .try_set(cell, digit)
            .expect("a digit the search took back fits its grid");
        before
    }

    fn why_none(search: &Stepper<AnyShape>) -> Option<String> {
        let puzzle = search.puzzle();
        let why = why_no_solution_board(puzzle, search.strategy()).ok()??;
        let said = why.in_shape(search.shape()).to_string();
        Some(match why {
            Why::DeadEnd { cell } => match seen_on_board(puzzle, cell.index()) {
                Some(seen) => format!("before any choice, {said} ({seen})"),
                None => format!("before any choice, {said}"),
            },
            _ => in_words(why, said),
        })
    }

    fn technique(_: &Stepper<AnyShape>) -> Option<Step> {
        None
    }

    fn counting(search: &Stepper<AnyShape>, limit: u64) -> Counting {
        Counting::Sized(search.puzzle().clone(), limit)
    }

    fn advance(run: &mut Run<AnyShape>, max: u64) -> Option<Event> {
        run.ride(max)
    }

    fn advance_one(run: &mut Run<AnyShape>) -> Event {
        run.ride_one()
    }

    fn sight(search: &Stepper<AnyShape>, judges: &mut Judges) -> Option<Sight<AnyShape>> {
        let judge = judges.of(search.puzzle())?;
        Sight::of_board(search.puzzle(), search.strategy(), judge).ok()
    }
}

/// `first choice …` for a choice that ran out of digits, `before any choice, …` else.
fn in_words<M>(why: Why<M>, said: String) -> String {
    match why {
        Why::Exhausted { .. } => format!("first choice {said}"),
        _ => format!("before any choice, {said}"),
    }
}
