//! The race of the step strategies on a board of any size: naive, mrv and propagate (the
//! logic strategy is 9×9 only), with the steps each wastes in doomed branches counted as
//! the choice tree counts them at 9×9.

use crate::board::Board;
use crate::solve::any;
use crate::solve::{BoardStepper, Event, StepError, Strategy};

use super::{run, StrategyRun};

/// The step strategies that search a board of any size, in the order of [`Strategy::ALL`].
pub const BOARD_STRATEGIES: [Strategy; 3] = [Strategy::Naive, Strategy::Mrv, Strategy::Propagate];

/// Runs `strategy` on `puzzle` to the end, or for at most `max_steps` steps.
pub fn board_row(
    puzzle: &Board,
    strategy: Strategy,
    max_steps: Option<u64>,
) -> Result<StrategyRun, StepError> {
    Ok(run(
        &mut BoardStepper::from_board(puzzle, strategy)?,
        max_steps,
    ))
}

/// The steps `strategy` spends in doomed branches of `puzzle`'s search (to the end, or
/// within `max_steps` steps), the search run again with every event seen.
pub fn board_wasted(
    puzzle: &Board,
    strategy: Strategy,
    max_steps: Option<u64>,
) -> Result<u64, StepError> {
    let mut stepper = BoardStepper::from_board(puzzle, strategy)?;
    let mut waste = Waste::new(puzzle);
    stepper.run_observed(max_steps.unwrap_or(u64::MAX), |e, s| waste.observe(e, s));
    Ok(waste.wasted())
}

/// Every strategy of [`BOARD_STRATEGIES`] on `puzzle`, one after the other, each run to
/// the end or for at most `max_steps` steps, with its wasted steps.
pub fn board_rows(puzzle: &Board, max_steps: Option<u64>) -> Vec<StrategyRun> {
    BOARD_STRATEGIES
        .iter()
        .filter_map(|&s| {
            let row = board_row(puzzle, s, max_steps).ok()?;
            let wasted = board_wasted(puzzle, s, max_steps).ok();
            Some(StrategyRun { wasted, ..row })
        })
        .collect()
}

/// What tells a doomed choice: no solution extends the board right after it.
#[derive(Clone, Debug)]
enum Judge {
    /// The puzzle has no solution: every choice is doomed.
    None,
    /// One solution: a choice is doomed when it differs from it.
    One(Board),
    /// Several: the exact solver is asked.
    Several,
}

/// Counts the steps spent inside doomed branches as a search of any size is observed:
/// the steps after which the board is doomed, and the take-back that leaves a doomed
/// choice (the same count as [`crate::solve::tree::Tree::wasted`] at 9×9).
#[derive(Clone, Debug)]
pub struct Waste {
    judge: Judge,
    /// Per choice holding, oldest first: whether it is doomed.
    path: Vec<bool>,
    /// The shallowest doomed choice on the path (0: the puzzle itself).
    doomed_depth: Option<usize>,
    step: u64,
    wasted: u64,
}

impl Waste {
    /// A count for a search of `puzzle`.
    pub fn new(puzzle: &Board) -> Waste {
        let judge = if !puzzle.conflicts().is_empty() {
            Judge::None
        } else {
            let found = any::Solver::new().limit(2).run(puzzle);
            match (found.first, found.count) {
                (Some(s), 1) => Judge::One(s),
                (Some(_), _) => Judge::Several,
                (None, _) => Judge::None,
            }
        };
        let doomed = matches!(judge, Judge::None);
        Waste {
            judge,
            path: vec![doomed],
            doomed_depth: doomed.then_some(0),
            step: 0,
            wasted: 0,
        }
    }

    /// The steps wasted so far.
    pub fn wasted(&self) -> u64 {
        self.wasted
    }

    /// Takes in the event `stepper` just made (`stepper` as it is after it).
    pub fn observe(&mut self, e: Event, stepper: &BoardStepper) {
        let st = stepper.stats();
        if st.steps == self.step {
            return;
        }
        self.step = st.steps;
        match e {
            Event::Place { cell, digit } => {
                let cell = cell.index();
                let parent = *self.path.last().expect("the root is always on the path");
                let doomed = parent
                    || match &self.judge {
                        Judge::None => true,
                        Judge::One(s) => s.get(cell) != digit,
                        Judge::Several => any::count(&stepper.to_board(), 1) == 0,
                    };
                if doomed && self.doomed_depth.is_none() {
                    self.doomed_depth = Some(self.path.len());
                }
                self.path.push(doomed);
            }
            Event::Retract { .. } if (st.depth as usize) < self.path.len() - 1 => {
                self.wasted += u64::from(self.doomed_depth.is_some());
                self.path.pop();
                if self.doomed_depth == Some(self.path.len()) {
                    self.doomed_depth = None;
                }
                return;
            }
            _ => {}
        }
        self.wasted += u64::from(self.doomed_depth.is_some());
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::tree::{Keep, Tree};
    use crate::solve::Stepper;
    use crate::Grid;

    #[test]
    fn waste_is_counted_as_the_choice_tree_counts_it() {
        for line in [
            // One solution, several, none.
            "..9.287..8.6..4..5..3.....46.........2.71345.........23.....5..9..4..8.7..125.3..",
            "103000509002109400000704000300502006060000050700803004000401000009205800804000107",
            "100000000000000000000000000000000000000000000000000000000000000000000000000000000",
        ] {
            let g = Grid::from_line(&line.replace('.', "0")).unwrap();
            for s in BOARD_STRATEGIES {
                let mut st = Stepper::new(&g, s);
                let mut tree = Tree::new(&g, Keep::Path);
                st.run_observed(3000, |e, s| tree.observe(e, s));
                let ours = board_wasted(&Board::from(&g), s, Some(3000)).unwrap();
                assert_eq!(ours, tree.wasted(), "{s} {line}");
            }
        }
    }

    #[test]
    fn the_race_of_any_size_leaves_logic_out() {
        let b = Board::empty(crate::shape::Shape::for_side(4).unwrap());
        let rows = board_rows(&b, None);
        let names: Vec<_> = rows.iter().map(|r| r.strategy).collect();
        assert_eq!(names, BOARD_STRATEGIES);
        assert!(rows.iter().all(|r| r.wasted == Some(0)));
    }
}
