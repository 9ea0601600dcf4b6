//! The choice tree kept beside a run, for hindsight and the map (while the map is open
//! or hindsight is on), a bounded one ([`Keep::APP`]). While the tree stands at the
//! step the run shows, the run's own search feeds it as it goes forward
//! ([`Sight::ride`]: a few integer operations per event). Otherwise (the tree asked for
//! in the middle of a run, or the run gone elsewhere: `b`, `g`, `B`) a copy of the
//! search brings it there, within a share of each frame: the search is deterministic,
//! so the copy takes the very steps the run took. Every [`CHECK`] steps the sight keeps
//! a snapshot of the search and of the tree ([`Tree::mark`]): going back restores the
//! last one before the step shown and replays from there, so the tree shown is the
//! tree as it was at that step.

use std::time::Instant;

use sudoku_engine::board::Board;
use sudoku_engine::grid::Grid;
use sudoku_engine::solve::tree::{Judge, Keep, Mark, Tree, TreeAt, View};
use sudoku_engine::solve::{
    AnyShape, BoardStepper, Event, Layout, Nine, Outcome, StepError, Stepper, Strategy, Timeline,
};

/// Steps between two snapshots of the copy.
pub const CHECK: u64 = 1 << 20;

/// Steps between two looks at the clock while catching up.
const SLICE: u64 = 1 << 16;

/// The same, when judging a choice may take a count of the board ([`Judge::costly`]).
const COSTLY_SLICE: u64 = 4;

/// The tree of one run, as far as the copy has followed it: of the 9×9 grid, or (over
/// [`AnyShape`]) of a grid of any other size.
#[derive(Clone, Debug)]
pub struct Sight<L: Layout = Nine> {
    search: Stepper<L>,
    tree: Tree,
    /// The copy and the tree at steps 0, `every`, 2·`every`, …, as far as it has gone.
    checks: Vec<(Stepper<L>, Mark)>,
    every: u64,
    /// The run fed the tree last: the copy stands where it was before (the tree is
    /// ahead of it).
    stale: bool,
    /// The tree as the map last showed it, for the next frame's.
    view: View,
}

impl Sight {
    /// A tree for a run of `strategy` on `puzzle`, at its start.
    pub fn new(puzzle: &Grid, strategy: Strategy) -> Sight {
        Sight::every(puzzle, strategy, CHECK)
    }

    /// As [`Sight::new`], with a snapshot every `every` steps.
    fn every(puzzle: &Grid, strategy: Strategy, every: u64) -> Sight {
        let search = Stepper::new(puzzle, strategy);
        Sight::starting(search, Judge::new(puzzle), every)
    }
}

impl Sight<AnyShape> {
    /// A tree for a run of `strategy` on `puzzle`, a grid of any size, at its start,
    /// judged by `judge` (the puzzle's: [`Judge::for_board`], worked out beforehand, on a
    /// thread, since it can take seconds); refused as the run is (a strategy that does
    /// not search grids of that size).
    pub fn of_board(
        puzzle: &Board,
        strategy: Strategy,
        judge: Judge,
    ) -> Result<Sight<AnyShape>, StepError> {
        Sight::board_every(puzzle, strategy, judge, CHECK)
    }

    /// As [`Sight::of_board`], with a snapshot every `every` steps.
    fn board_every(
        puzzle: &Board,
        strategy: Strategy,
        judge: Judge,
        every: u64,
    ) -> Result<Sight<AnyShape>, StepError> {
        let search = BoardStepper::from_board(puzzle, strategy)?;
        Ok(Sight::starting(search, judge, every))
    }
}

impl<L: Layout> Sight<L> {
    /// A tree for the search `search` at its start, judged by `judge`.
    fn starting(search: Stepper<L>, judge: Judge, every: u64) -> Sight<L> {
        let tree = Tree::with_judge(judge, Keep::APP);
        Sight {
            checks: vec![(search.clone(), tree.mark())],
            search,
            tree,
            every: every.max(1),
            stale: false,
            view: View::new(),
        }
    }

    /// The tree as far as it has followed.
    pub fn tree(&self) -> &Tree {
        &self.tree
    }

    /// The tree as it stands, for a frame: [`Tree::at`], worked out from the last
    /// frame's and the nodes kept since.
    pub fn at(&mut self) -> TreeAt {
        self.view.at(&self.tree)
    }

    /// The step the tree stands at.
    pub fn step(&self) -> u64 {
        self.tree.step()
    }

    /// Brings the tree to step `target` (going back if it is past it), until `deadline`;
    /// true once it is there. A copy that finds a solution before `target` searches on,
    /// as the run did to get there.
    pub fn follow(&mut self, target: u64, deadline: Instant) -> bool {
        self.follow_with(target, |_| Instant::now() < deadline)
    }

    /// As [`Sight::follow`], however long it takes (tests, and short ways).
    pub fn follow_all(&mut self, target: u64) {
        self.follow_with(target, |_| true);
    }

    /// The tree stands at step `position` of its run: the run can feed it
    /// ([`Sight::ride`]).
    pub fn rides(&self, position: u64) -> bool {
        self.tree.step() == position
    }

    /// At most `max` steps of the run's `timeline`, each fed to the tree (which stands
    /// where the timeline does: [`Sight::rides`]); the final event if the search ended.
    pub fn ride(&mut self, timeline: &mut Timeline<L>, max: u64) -> Option<Event> {
        self.stale = true;
        let mut left = max;
        while left > 0 {
            let at = timeline.position();
            let n = left.min(self.next_check(at) - at);
            let tree = &mut self.tree;
            let end = timeline.run_with(n, |s, k| tree.run(s, k));
            Self::check(&mut self.checks, self.every, timeline.stepper(), &self.tree);
            if end.is_some() {
                return end;
            }
            left -= timeline.position() - at;
        }
        None
    }

    /// One step of the run's `timeline`, fed to the tree (as [`Sight::ride`]).
    pub fn ride_one(&mut self, timeline: &mut Timeline<L>) -> Event {
        self.stale = true;
        let tree = &mut self.tree;
        let e = timeline.step_observed(|e, s| tree.observe(e, s));
        Self::check(&mut self.checks, self.every, timeline.stepper(), &self.tree);
        e
    }

    /// Steps between two looks at the clock while catching up.
    fn slice(&self) -> u64 {
        if self.tree.judge().costly() {
            COSTLY_SLICE
        } else {
            SLICE
        }
    }

    /// The first step of a snapshot after `at`.
    fn next_check(&self, at: u64) -> u64 {
        (at / self.every + 1) * self.every
    }

    /// Keeps a snapshot of `search` (at the tree's step) and of the tree, when it stands
    /// on the next one due.
    fn check(checks: &mut Vec<(Stepper<L>, Mark)>, every: u64, search: &Stepper<L>, tree: &Tree) {
        let now = search.stats().steps;
        if now.is_multiple_of(every) && now / every == checks.len() as u64 {
            checks.push((search.clone(), tree.mark()));
        }
    }

    fn follow_with(&mut self, target: u64, mut more: impl FnMut(u64) -> bool) -> bool {
        if self.stale {
            if target == self.tree.step() {
                return true;
            }
            // The copy is behind the tree: from the last snapshot on the way.
            self.go_back(target.min(self.tree.step()));
            self.stale = false;
        }
        if target < self.search.stats().steps {
            self.go_back(target);
        }
        let mut done = 0;
        while self.search.stats().steps < target {
            if done > 0 && !more(done) {
                return false;
            }
            let at = self.search.stats().steps;
            let n = (target - at)
                .min(self.next_check(at) - at)
                .min(self.slice());
            let tree = &mut self.tree;
            let end = tree.run(&mut self.search, n);
            let now = self.search.stats().steps;
            done += now - at;
            Self::check(&mut self.checks, self.every, &self.search, &self.tree);
            if end.is_some() && now < target {
                let solved = self.search.outcome() == Some(Outcome::Solved);
                if !(solved && self.search.search_on()) {
                    // The run cannot be further than the end of the search.
                    return true;
                }
            }
        }
        true
    }

    /// Back to the last snapshot at or before `target`.
    fn go_back(&mut self, target: u64) {
        let i = ((target / self.every) as usize).min(self.checks.len() - 1);
        let (search, mark) = &self.checks[i];
        self.search = search.clone();
        self.tree.restore(mark);
    }
}

#[cfg(test)]
#[path = "sight_board_tests.rs"]
mod board_tests;

#[cfg(test)]
mod tests {
    use super::*;

    const PUZZLE: &str =
        "003020600900305001001806400008102900700000008006708200002609500800203009005010300";

    fn puzzle() -> Grid {
        Grid::from_line(PUZZLE).expect("a puzzle")
    }

    /// The tree the copy shows at a step is the tree of a search observed up to it, however
    /// the copy got there (going back included).
    #[test]
    fn the_tree_at_a_step_does_not_depend_on_the_way_there() {
        for strategy in Strategy::ALL {
            let g = puzzle();
            let mut sight = Sight::every(&g, strategy, 7);
            sight.follow_all(u64::MAX);
            let end = sight.step();
            for target in [end / 3, 1, end / 2, end] {
                sight.follow_all(target);
                let mut fresh = Sight::new(&g, strategy);
                fresh.follow_all(target);
                assert_eq!(sight.step(), target.max(1).min(end));
                assert_eq!(
                    sight.tree().at(),
                    fresh.tree().at(),
                    "{strategy:?} at {target}"
                );
                assert_eq!(sight.tree().wasted(), fresh.tree().wasted());
            }
        }
    }

    /// A tree the run fed as it went (in chunks, and step by step) is the tree of the
    /// copy, there and after going back and forth.
    #[test]
    fn the_tree_the_run_feeds_is_the_tree_of_the_copy() {
        for strategy in Strategy::ALL {
            let g = puzzle();
            let mut sight = Sight::every(&g, strategy, 7);
            let mut run = Timeline::with_limits(&g, strategy, 5, 4);
            let mut n = 1;
            loop {
                assert!(sight.rides(run.position()));
                let end = if n % 3 == 0 {
                    Some(sight.ride_one(&mut run)).filter(|e| e.is_final())
                } else {
                    sight.ride(&mut run, n)
                };
                let mut fresh = Sight::new(&g, strategy);
                fresh.follow_all(run.position());
                assert_eq!(sight.tree().at(), fresh.tree().at(), "{strategy:?} at {n}");
                assert_eq!(sight.tree().wasted(), fresh.tree().wasted());
                if end.is_some() {
                    break;
                }
                n += 1;
            }
            let end = run.position();
            for target in [end / 2, end, 3, end / 3 + 1] {
                sight.follow_all(target);
                let mut fresh = Sight::new(&g, strategy);
                fresh.follow_all(target);
                assert_eq!(
                    sight.tree().at(),
                    fresh.tree().at(),
                    "{strategy:?} to {target}"
                );
            }
        }
    }
}
