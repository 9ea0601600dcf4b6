//! The puzzle generator: puzzles with exactly one solution, minimal (taking away any given
//! leaves more than one), graded by the hardest technique people need to solve them.
//!
//! A puzzle is made in three steps: a random complete grid, givens taken away
//! in random order while the puzzle stays unique (the fast solver deciding), and
//! a grade from its logic rating ([`solve::logic::grade`](crate::solve::logic::grade),
//! Sudoku Explainer's scale, banded by [`Difficulty::band`]). A puzzle of the wrong
//! grade is dropped and the next one tried. Every puzzle of a run draws from a random
//! stream of its own, keyed by the run's seed and the puzzle's index: the same seed gives
//! the same puzzles in the same order, however many threads make them.
//!
//! ```
//! use sudoku_engine::generate::{Difficulty, Generator, Options};
//!
//! let options = Options { difficulty: Difficulty::Easy, symmetric: false };
//! let made = Generator::new(1234, options).puzzle(0);
//! assert!(made.grade.rating <= 23 && made.grade.guesses == 0);
//! assert!(made.solution.solves(&made.puzzle));
//! ```

mod difficulty;
mod dig;
mod fill;
pub mod ordered;
mod rng;
pub mod sized;

pub use difficulty::{grade, rating, Difficulty};
pub use dig::is_minimal;

use crate::solve::logic::{self, Grade, PastSingles};
use crate::Grid;
use rng::Rng;

/// What to generate.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Options {
    /// The grade every puzzle of the run has.
    pub difficulty: Difficulty,
    /// Givens symmetric under a half turn of the grid (cell r,c given when r',c' is, with
    /// r' = 10 - r and c' = 10 - c).
    pub symmetric: bool,
}

/// A generated puzzle and what is known about it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Generated {
    /// The givens (blanks as 0): a unique, minimal puzzle.
    pub puzzle: Grid,
    /// Its one solution.
    pub solution: Grid,
    /// Its grade, the one asked for in [`Options`].
    pub difficulty: Difficulty,
    /// Its logic grade: the rating (in the band of `difficulty`), the hardest technique,
    /// the steps and the guesses of its solve ([`logic::grade`]).
    pub grade: Grade,
    /// The run's seed: with `index` and the options, all it takes to make the puzzle again.
    pub seed: u64,
    /// The puzzle's place in the run (0 for the first).
    pub index: u64,
}

/// A run of puzzles: puzzle `i` depends only on the seed, the options and `i`, so a run
/// can be made on any number of threads, or resumed at any index, and come out the same.
///
/// ```
/// use sudoku_engine::generate::{Difficulty, Generator, Options};
/// use sudoku_engine::solve::fast;
///
/// let options = Options { difficulty: Difficulty::Easy, symmetric: true };
/// let run = Generator::new(42, options);
/// let first_two: Vec<_> = run.iter().take(2).collect();
/// for made in &first_two {
///     assert!(fast::is_unique(&made.puzzle));
///     assert!(made.solution.solves(&made.puzzle));
///     assert_eq!(made.difficulty, Difficulty::Easy);
/// }
/// // Puzzle 1 again, on its own: the same puzzle.
/// assert_eq!(run.puzzle(1), first_two[1]);
/// assert_eq!(first_two[1].index, 1);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Generator {
    seed: u64,
    options: Options,
}

impl Generator {
    /// A run keyed by `seed` (any value; [`random_seed`] when there is none to give).
    pub fn new(seed: u64, options: Options) -> Generator {
        Generator { seed, options }
    }

    /// The seed the run was made with.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// What every puzzle of the run is made to be.
    pub fn options(&self) -> Options {
        self.options
    }

    /// Puzzle `index` of the run (0 for the first: the one `generate --seed S --count 1`
    /// prints).
    pub fn puzzle(&self, index: u64) -> Generated {
        let mut rng = Rng::for_puzzle(self.seed, index);
        let (puzzle, solution, grade) =
            graded(&mut rng, self.options.symmetric, self.options.difficulty);
        Generated {
            puzzle,
            solution,
            difficulty: self.options.difficulty,
            grade,
            seed: self.seed,
            index,
        }
    }

    /// Puzzles `0, 1, 2, …` of the run.
    pub fn iter(&self) -> impl Iterator<Item = Generated> + '_ {
        (0..).map(|i| self.puzzle(i))
    }
}

/// A complete grid serves this many candidate puzzles before a new one is drawn (drawing
/// one costs about a fifth of digging a puzzle out of it).
const DIGS_PER_SOLUTION: u32 = 8;

/// A minimal unique puzzle (with its solution) whose grade is `want`, and its logic
/// grade: candidates are made until one's rating falls in the band.
fn graded(rng: &mut Rng, symmetric: bool, want: Difficulty) -> (Grid, Grid, Grade) {
    let mut solution = fill::random_solution(rng);
    let mut digs = 0;
    loop {
        if digs == DIGS_PER_SOLUTION {
            solution = fill::random_solution(rng);
            digs = 0;
        }
        digs += 1;
        let puzzle = dig::dig(&solution, symmetric, rng);
        // Dug puzzles are unique: minimal is then every given being needed.
        if symmetric && !dig::every_given_needed(&puzzle) {
            continue;
        }
        if let Some(grade) = in_band(&puzzle, want) {
            return (puzzle, solution, grade);
        }
    }
}

/// The logic grade of the unique `puzzle` when it is of grade `want`. Unique, so the
/// uniqueness techniques may be used; a rating past the band ends the grading early. Up
/// to `hard`, most of a candidate's grading is singles: they are placed in bulk, and the
/// grade worked out in full only for the puzzle kept. From `expert` on, the steps past
/// the singles are most of it, and grading a kept puzzle twice would cost what the bulk
/// singles save.
fn in_band(puzzle: &Grid, want: Difficulty) -> Option<Grade> {
    let max = want.band().1;
    if want >= Difficulty::Expert {
        return logic::grade_at_most(puzzle, true, max)
            .filter(|g| g.solved && Difficulty::of_rating(g.rating) == want);
    }
    let fits = match logic::past_singles_at_most(puzzle, true, max)? {
        PastSingles::Singles => want == Difficulty::Easy,
        PastSingles::Rated(r) => Difficulty::of_rating(r) == want,
    };
    fits.then(|| {
        let grade = logic::grade(puzzle, true);
        debug_assert!(grade.solved && Difficulty::of_rating(grade.rating) == want);
        grade
    })
}

/// A seed for a run given none: the clock and the process id, mixed.
pub fn random_seed() -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64);
    rng::mix(nanos ^ rng::mix(std::process::id() as u64))
}

#[cfg(test)]
mod tests;
