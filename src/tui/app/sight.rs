//! The choice tree kept beside a run, for hindsight and the map. Watching every event
//! costs more than the search itself (BENCHMARKS.md), so the run's own search never
//! feeds it: a copy of the search follows the run when the map is open or hindsight is
//! on, feeding a bounded tree ([`Keep::APP`]) as it goes, and catches up within a share
//! of each frame. The search is deterministic, so the copy takes the very steps the run
//! took. It keeps a snapshot of itself and of the tree ([`Tree::mark`]) every
//! [`CHECK`] steps: going back (`b`, `g`, `B`) restores the last one before the step
//! shown and replays from there, so the tree shown is the tree as it was at that step.

use std::time::Instant;

use sudoku_engine::grid::Grid;
use sudoku_engine::solve::tree::{Judge, Keep, Mark, Tree};
use sudoku_engine::solve::{Outcome, Stepper, Strategy};

/// Steps between two snapshots of the copy.
pub const CHECK: u64 = 1 << 20;

/// Steps between two looks at the clock while catching up.
const SLICE: u64 = 1 << 16;

/// The tree of one run, as far as the copy has followed it.
#[derive(Clone, Debug)]
pub struct Sight {
    search: Stepper,
    tree: Tree,
    /// The copy and the tree at steps 0, `every`, 2·`every`, …, as far as it has gone.
    checks: Vec<(Stepper, Mark)>,
    every: u64,
}

impl Sight {
    /// A tree for a run of `strategy` on `puzzle`, at its start.
    pub fn new(puzzle: &Grid, strategy: Strategy) -> Sight {
        Sight::every(puzzle, strategy, CHECK)
    }

    /// As [`Sight::new`], with a snapshot every `every` steps.
    fn every(puzzle: &Grid, strategy: Strategy, every: u64) -> Sight {
        let search = Stepper::new(puzzle, strategy);
        let tree = Tree::with_judge(Judge::new(puzzle), Keep::APP);
        Sight {
            checks: vec![(search.clone(), tree.mark())],
            search,
            tree,
            every: every.max(1),
        }
    }

    /// The tree as far as it has followed.
    pub fn tree(&self) -> &Tree {
        &self.tree
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

    fn follow_with(&mut self, target: u64, mut more: impl FnMut(u64) -> bool) -> bool {
        if target < self.search.stats().steps {
            self.go_back(target);
        }
        let mut done = 0;
        while self.search.stats().steps < target {
            if done > 0 && !more(done) {
                return false;
            }
            let at = self.search.stats().steps;
            let next_check = (at / self.every + 1) * self.every;
            let n = (target - at).min(next_check - at).min(SLICE);
            let tree = &mut self.tree;
            let end = self.search.run_observed(n, |e, s| tree.observe(e, s));
            let now = self.search.stats().steps;
            done += now - at;
            if now.is_multiple_of(self.every) && now / self.every == self.checks.len() as u64 {
                self.checks.push((self.search.clone(), self.tree.mark()));
            }
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
}
