//! Solving with the techniques, guessing only when none applies, and the rating that
//! comes of it.

use super::{apply, next_step_rated_at_most, Board, Step, Technique};
use crate::grid::{digits_of, Grid, CELLS};

/// The rating (in tenths) of a puzzle the techniques cannot finish without a guess:
/// above every technique's.
pub const GUESS_RATING: u32 = 100;

/// One step of a solve path.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PathStep {
    /// A technique applied.
    Logic(Step),
    /// No technique applied: a digit written as a guess.
    Guess {
        /// The cell, 0..81 row-major: the empty cell with the fewest candidates.
        cell: usize,
        /// The digit guessed, 1..=9 (the cell's candidates in ascending order).
        digit: u8,
    },
    /// A guess (and what followed it) taken back: it led to a contradiction.
    TakeBack {
        /// The cell of the guess, 0..81 row-major.
        cell: usize,
        /// The digit it held, 1..=9.
        digit: u8,
    },
}

/// What solving a puzzle with the techniques came to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Path {
    /// Every step in the order taken, in every branch tried.
    pub steps: Vec<PathStep>,
    /// The solution reached; None when the puzzle has none.
    pub solution: Option<Grid>,
}

/// A puzzle's grade.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Grade {
    /// On Sudoku Explainer's scale, in tenths (`26` for 2.6); [`GUESS_RATING`] when a
    /// guess was needed.
    pub rating: u32,
    /// The technique that gave the rating; None when a guess was needed, or no step
    /// was taken at all.
    pub hardest: Option<Technique>,
    /// Techniques applied, in every branch the search tried.
    pub steps: u64,
    /// Digits written as guesses, wrong ones included.
    pub guesses: u64,
    /// Whether the search found a solution.
    pub solved: bool,
}

impl Grade {
    /// `6.6`, `10.0`.
    pub fn rating_text(&self) -> String {
        format!("{}.{}", self.rating / 10, self.rating % 10)
    }

    /// `pointing`, `guess`, `none` (a puzzle with nothing to do).
    pub fn hardest_key(&self) -> &'static str {
        match self.hardest {
            Some(t) => t.key(),
            None if self.guesses > 0 => "guess",
            None => "none",
        }
    }
}

/// The cell a guess goes in: the empty cell with the fewest candidates, the first in
/// row-major order among equals.
fn guess_cell(board: &Board) -> Option<usize> {
    (0..CELLS)
        .filter(|&c| board.cell(c) == 0)
        .min_by_key(|&c| board.candidates(c).count_ones())
}

/// `seen` asked the search to stop.
struct Stopped;

/// The search behind [`solve_path`] and [`grade`]: techniques until none applies, then a
/// guess at [`guess_cell`], digits ascending, taken back when it leads to a
/// contradiction. `seen` is told every step, and stops the search by returning false.
/// Only techniques of base rating up to `max` are tried: past it, `seen` would stop the
/// search at the step of a harder technique or at the guess taken instead, so a grader
/// with that bound gives up as soon as the easier techniques are done.
fn search(
    mut board: Board,
    unique: bool,
    max: u32,
    seen: &mut impl FnMut(&PathStep) -> bool,
) -> Result<Option<Board>, Stopped> {
    let go_on = |seen: &mut dyn FnMut(&PathStep) -> bool, s: &PathStep| {
        if seen(s) {
            Ok(())
        } else {
            Err(Stopped)
        }
    };
    loop {
        if board.contradiction() {
            return Ok(None);
        }
        if board.is_solved() {
            return Ok(Some(board));
        }
        match next_step_rated_at_most(&board, unique, max) {
            Some(step) => {
                apply(&mut board, &step);
                go_on(seen, &PathStep::Logic(step))?;
            }
            None => break,
        }
    }
    let Some(cell) = guess_cell(&board) else {
        return Ok(None);
    };
    for digit in digits_of(board.candidates(cell)) {
        go_on(seen, &PathStep::Guess { cell, digit })?;
        let mut next = board;
        next.place(cell, digit);
        if let Some(done) = search(next, unique, max, seen)? {
            return Ok(Some(done));
        }
        go_on(seen, &PathStep::TakeBack { cell, digit })?;
    }
    Ok(None)
}

/// Solves the puzzle step by step; `unique`: it is known to have one solution (the
/// uniqueness techniques are used only then).
pub fn solve_path(puzzle: &Grid, unique: bool) -> Path {
    let mut steps = Vec::new();
    let solution = search(Board::new(puzzle), unique, u32::MAX, &mut |s| {
        steps.push(s.clone());
        true
    })
    .ok()
    .flatten()
    .map(|b| b.grid());
    Path { steps, solution }
}

/// Rates a puzzle: the hardest technique its solve needs, or [`GUESS_RATING`] when it
/// needs a guess.
pub fn grade(puzzle: &Grid, unique: bool) -> Grade {
    rate(puzzle, unique, GUESS_RATING).unwrap_or_else(unreachable_grade)
}

/// [`grade`], given up (None) as soon as the rating is known to be above `max` (in
/// tenths): what a generator looking for a band of ratings needs, at a fraction of the
/// work on the puzzles it drops.
pub fn grade_at_most(puzzle: &Grid, unique: bool, max: u32) -> Option<Grade> {
    rate(puzzle, unique, max)
}

/// What [`grade`] never returns: its bound is every rating.
fn unreachable_grade() -> Grade {
    Grade {
        rating: GUESS_RATING,
        hardest: None,
        steps: 0,
        guesses: 0,
        solved: false,
    }
}

fn rate(puzzle: &Grid, unique: bool, max: u32) -> Option<Grade> {
    let mut g = Grade {
        rating: 0,
        hardest: None,
        steps: 0,
        guesses: 0,
        solved: false,
    };
    if !puzzle.conflicts().is_empty() {
        return Some(g);
    }
    let done = search(Board::new(puzzle), unique, max, &mut |s| match s {
        PathStep::Logic(step) => {
            g.steps += 1;
            let r = step.rating();
            if r > g.rating {
                g.rating = r;
                g.hardest = Some(step.technique);
            }
            r <= max
        }
        PathStep::Guess { .. } => {
            g.guesses += 1;
            GUESS_RATING <= max
        }
        PathStep::TakeBack { .. } => true,
    })
    .ok()?;
    g.solved = done.is_some();
    if g.guesses > 0 {
        g.rating = GUESS_RATING;
        g.hardest = None;
    }
    Some(g)
}
