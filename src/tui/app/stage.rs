//! What goes on over a grid beside its editor: its solve (the runs; none while editing) or
//! a race of every strategy on its puzzle. One or the other, never both: a race takes the
//! grid's place on screen, and going back to the editor ends it. The breakpoints armed
//! for the grid go with whichever there is.

use std::time::Instant;

use sudoku_engine::solve::Nine;

use super::breakpoints::Breakpoints;
use super::pacing::Speed;
use super::race::Race;
use super::run::{Run, Searched};
use super::runs::Runs;

/// A grid's solve or race: the 9×9 grid's, or (over
/// [`AnyShape`](sudoku_engine::solve::AnyShape)) a grid of another size's.
#[derive(Clone, Debug)]
pub enum Stage<L: Searched = Nine> {
    /// The editor, and the solve of its puzzle once it has runs.
    Solve(Runs<L>),
    /// Every strategy at once on the puzzle.
    Race(Race<L>),
}

/// `$body` with `$x` the solve's runs or the race, whichever `$stage` holds: both have
/// the calls a clock, a speed and breakpoints make.
macro_rules! either {
    ($stage:expr, |$x:ident| $body:expr) => {
        match $stage {
            Stage::Solve($x) => $body,
            Stage::Race($x) => $body,
        }
    };
}

impl<L: Searched> Default for Stage<L> {
    fn default() -> Self {
        Stage::Solve(Runs::default())
    }
}

impl<L: Searched> Stage<L> {
    /// The solve's runs: None during a race.
    pub fn solve(&self) -> Option<&Runs<L>> {
        match self {
            Stage::Solve(runs) => Some(runs),
            Stage::Race(_) => None,
        }
    }

    /// [`Stage::solve`], to change.
    pub fn solve_mut(&mut self) -> Option<&mut Runs<L>> {
        match self {
            Stage::Solve(runs) => Some(runs),
            Stage::Race(_) => None,
        }
    }

    /// The race, if one is on.
    pub fn race(&self) -> Option<&Race<L>> {
        match self {
            Stage::Race(race) => Some(race),
            Stage::Solve(_) => None,
        }
    }

    /// [`Stage::race`], to change.
    pub fn race_mut(&mut self) -> Option<&mut Race<L>> {
        match self {
            Stage::Race(race) => Some(race),
            Stage::Solve(_) => None,
        }
    }

    /// The solve's run on screen (tests).
    #[cfg(test)]
    pub fn first(&self) -> Option<&Run<L>> {
        self.solve()?.first()
    }

    /// [`Stage::first`], to change (tests).
    #[cfg(test)]
    pub fn first_mut(&mut self) -> Option<&mut Run<L>> {
        self.solve_mut()?.first_mut()
    }

    /// A solve with runs is on (going or over).
    pub fn solving(&self) -> bool {
        self.solve().is_some_and(|runs| !runs.is_empty())
    }

    /// `race` in place of the solve (which ends), the breakpoints armed.
    pub fn race_with(&mut self, mut race: Race<L>) {
        race.set_breakpoints(*self.breakpoints());
        *self = Stage::Race(race);
    }

    /// Back to the editor: the race or the solve ends, the breakpoints stay armed; the
    /// solve to start, with no runs yet.
    pub fn edit(&mut self) -> &mut Runs<L> {
        let mut runs = Runs::default();
        runs.set_breakpoints(*self.breakpoints());
        *self = Stage::Solve(runs);
        match self {
            Stage::Solve(runs) => runs,
            Stage::Race(_) => unreachable!("a solve was put in just now"),
        }
    }

    /// The breakpoints armed: the next solve's while editing.
    pub fn breakpoints(&self) -> &Breakpoints {
        either!(self, |x| x.breakpoints())
    }

    pub fn set_breakpoints(&mut self, b: Breakpoints) {
        either!(self, |x| x.set_breakpoints(b))
    }

    /// Every run: the solve's, or one a board of the race.
    pub fn runs(&self) -> std::slice::Iter<'_, Run<L>> {
        match self {
            Stage::Solve(runs) => runs.iter(),
            Stage::Race(race) => race.runs_iter(),
        }
    }

    /// [`Stage::runs`], to change.
    pub fn runs_mut(&mut self) -> std::slice::IterMut<'_, Run<L>> {
        match self {
            Stage::Solve(runs) => runs.iter_mut(),
            Stage::Race(race) => race.runs_iter_mut(),
        }
    }

    /// A search goes on.
    pub fn active(&self) -> bool {
        either!(self, |x| x.active())
    }

    /// A run goes flat out to its end (`f`).
    pub fn finishing(&self) -> bool {
        either!(self, |x| x.finishing())
    }

    pub fn finish(&mut self) {
        either!(self, |x| x.finish())
    }

    pub fn speed_changed(&mut self) {
        either!(self, |x| x.speed_changed())
    }

    /// When a run wants a tick next; None: they all wait for keys.
    pub fn next_wake(&self, now: Instant, speed: Speed) -> Option<Instant> {
        either!(self, |x| x.next_wake(now, speed))
    }

    /// Advances the runs to `now`, spending at most until `deadline`; the breakpoint
    /// one stopped at, if any.
    pub fn tick(&mut self, now: Instant, deadline: Instant, speed: Speed) -> Option<String> {
        either!(self, |x| x.tick(now, deadline, speed))
    }
}

#[cfg(test)]
mod tests {
    use sudoku_engine::grid::Grid;
    use sudoku_engine::solve::Strategy;

    use super::*;

    fn puzzle() -> Grid {
        Grid::from_line(
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
        )
        .unwrap()
    }

    fn choice() -> Breakpoints {
        Breakpoints {
            choice: true,
            ..Breakpoints::default()
        }
    }

    #[test]
    fn a_race_takes_the_place_of_the_solve_and_going_back_keeps_the_breakpoints() {
        let mut stage: Stage = Stage::default();
        assert!(!stage.solving() && stage.race().is_none());
        stage.set_breakpoints(choice());
        stage.edit().start(&puzzle(), &[Strategy::Naive], false);
        assert!(stage.solving());
        assert_eq!(stage.runs().count(), 1);

        // The race ends the solve: its runs are the race's, one a strategy.
        stage.race_with(Race::new(&puzzle(), &Strategy::ALL));
        assert!(!stage.solving() && stage.solve().is_none());
        assert_eq!(stage.runs().count(), Strategy::ALL.len());
        assert_eq!(*stage.breakpoints(), choice(), "the race has them armed");

        // Breakpoints set in the race are the grid's after it.
        let depth = Breakpoints {
            depth_below: Some(3),
            ..choice()
        };
        stage.set_breakpoints(depth);
        assert_eq!(*stage.race().unwrap().breakpoints(), depth);
        let runs = stage.edit();
        assert!(runs.is_empty());
        assert_eq!(*runs.breakpoints(), depth);
        assert!(stage.race().is_none() && !stage.solving());
        assert_eq!(stage.runs().count(), 0);
    }

    #[test]
    fn the_clock_ticks_whichever_is_on() {
        let mut stage: Stage = Stage::default();
        let now = Instant::now();
        assert_eq!(stage.next_wake(now, Speed::Max), None, "nothing to run");
        stage.race_with(Race::new(&puzzle(), &[Strategy::Naive, Strategy::Mrv]));
        stage.set_breakpoints(choice());
        assert!(stage.active());
        assert!(stage.next_wake(now, Speed::Max).is_some());
        // Every board runs until the first stops at a choice; then they all pause.
        let mut hit = None;
        while hit.is_none() && stage.active() {
            hit = stage.tick(
                Instant::now(),
                Instant::now() + std::time::Duration::from_millis(20),
                Speed::Max,
            );
        }
        assert_eq!(hit.as_deref(), Some("a choice (naive)"));
        stage.finish();
        assert!(stage.finishing());
    }
}
