//! The choice tree of a search, kept as the search runs, for every strategy.
//!
//! A node is one placement of a choice (a `place` event); the deductions made under it
//! belong to it. Its span runs from the step of its placement to the step that takes it
//! back, inclusive (a node not taken back: to the last step so far). Its children are
//! the choices made inside its span. The root (id 0, depth 0) is the whole search.
//!
//! A [`Tree`] is fed every event of the search ([`Tree::observe`]); it keeps the current
//! path and, of the nodes taken back, those it is told to keep ([`Keep`]): every one, the
//! ones of at least some steps, or (bounded memory, for a search of any length) the ones
//! whose span is at least a fixed share of the search when they were taken back. Nodes
//! not kept are counted in their parent (`children`, `child_steps`), so every figure is
//! exact. Kept in the order taken back, the nodes show the tree as it was at any earlier
//! step too ([`Tree::at`]).
//!
//! Hindsight ([`hindsight`]): a node is doomed when no solution extends the board right
//! after its placement; the steps spent inside doomed branches are counted as wasted.

mod grow;
pub mod hindsight;
#[cfg(feature = "trace")]
pub mod json;
mod naive;
mod path;
mod view;

#[cfg(test)]
mod board_tests;
#[cfg(test)]
mod deep_tests;
#[cfg(test)]
mod tests;

pub use hindsight::Judge;
use path::Path;
pub use view::{Shown, TreeAt, View};

use crate::board::Board;
use crate::grid::Grid;

/// One node of the choice tree.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Node {
    /// Its placement's number (the n-th `place` event of the search); 0 for the root.
    pub id: u64,
    /// The parent's id; None for the root.
    pub parent: Option<u64>,
    /// 1 for a first choice; 0 for the root.
    pub depth: u32,
    /// The cell placed (row by row from 0, 0 to 80 at 9×9; 0 for the root).
    pub cell: u16,
    /// The digit placed (0 for the root).
    pub digit: u8,
    /// The step of its placement (1 for the root).
    pub first_step: u64,
    /// The step that took it back; None while it holds.
    pub last_step: Option<u64>,
    /// The search found a solution inside its span.
    pub solved: bool,
    /// No solution extends the board right after its placement.
    pub doomed: bool,
    /// Choices made inside its span (its children).
    pub children: u32,
    /// The steps its children taken back spanned.
    pub child_steps: u64,
    /// The digits that fitted the cell chosen under it, when the first of its children
    /// was placed there (0 before any): its children are tries of that one cell.
    pub child_options: u8,
}

impl Node {
    /// The last step of its span, `now` being the last step of the search so far.
    pub fn last(&self, now: u64) -> u64 {
        self.last_step.unwrap_or(now)
    }

    /// Steps in its span, `now` being the last step of the search so far.
    pub fn steps(&self, now: u64) -> u64 {
        (self.last(now) + 1).saturating_sub(self.first_step)
    }

    /// The root: the whole search, before any choice.
    pub fn is_root(&self) -> bool {
        self.parent.is_none()
    }
}

/// Which nodes taken back a [`Tree`] keeps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Keep {
    /// None: the path and the counts only.
    Path,
    /// Those spanning at least this many steps.
    AtLeast(u64),
    /// Those spanning at least 1/n of the search when they were taken back: at most n
    /// nodes per depth for each doubling of the search, whatever its length.
    Share(u64),
}

impl Keep {
    /// The share the app keeps: a node of 1/1024 of the search or more.
    pub const APP: Keep = Keep::Share(1024);

    /// The least span it keeps at step `step` (it keeps no shorter one at a later step).
    fn least(self, step: u64) -> u64 {
        match self {
            Keep::Path => u64::MAX,
            Keep::AtLeast(n) => n,
            Keep::Share(0) => u64::MAX,
            Keep::Share(n) => step.div_ceil(n),
        }
    }

    fn keeps(self, span: u64, step: u64) -> bool {
        match self {
            Keep::Path => false,
            Keep::AtLeast(n) => span >= n,
            Keep::Share(n) => span.saturating_mul(n) >= step,
        }
    }
}

/// What a [`Tree`] needs to go on from a step: the path and the counters (small: the
/// path holds at most one node per empty cell). The nodes kept are not in it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mark {
    path: Path,
    step: u64,
    /// The steps wasted in the doomed branches taken back (the one holding is counted
    /// when asked: [`Tree::wasted`]).
    wasted: u64,
    /// How many of the nodes stored were kept by this step.
    kept_len: usize,
}

/// The choice tree of one search, as far as it has been observed.
#[derive(Clone, Debug)]
pub struct Tree {
    mark: Mark,
    kept: Vec<Node>,
    keep: Keep,
    /// No node taken back at this step or later spanning `lag` steps or fewer is kept (a
    /// bound that lags behind the step: [`Keep::least`] at some step before, less one;
    /// capped, so that a step and it add up without overflow).
    lag: u64,
    judge: Judge,
    /// The steps of the solutions found, in order (the search being deterministic, a
    /// solution found again after going back is the one listed).
    solutions: Vec<u64>,
}

impl Tree {
    /// A tree for a search of `puzzle`, keeping the nodes `keep` says; hindsight worked
    /// out with the fast solver (see [`Judge`]).
    pub fn new(puzzle: &Grid, keep: Keep) -> Tree {
        Tree::with_judge(Judge::new(puzzle), keep)
    }

    /// A tree for a search of `puzzle`, a board of any size (a [`crate::solve::BoardStepper`]'s),
    /// keeping the nodes `keep` says; hindsight worked out with the exact solver of its
    /// size.
    pub fn for_board(puzzle: &Board, keep: Keep) -> Tree {
        Tree::with_judge(Judge::for_board(puzzle), keep)
    }

    /// A tree judging choices with `judge` (made once per puzzle, shared by its trees).
    pub fn with_judge(judge: Judge, keep: Keep) -> Tree {
        let mut tree = Tree {
            mark: Mark {
                path: Path::new(judge.puzzle_doomed()),
                step: 0,
                wasted: 0,
                kept_len: 0,
            },
            kept: Vec::new(),
            keep,
            lag: 0,
            judge,
            solutions: Vec::new(),
        };
        tree.set_least(keep.least(0));
        tree
    }

    /// The last step observed.
    pub fn step(&self) -> u64 {
        self.mark.step
    }

    /// Steps spent inside doomed branches so far (the sum of the spans of the doomed
    /// nodes whose parent is not doomed; a doomed node still holding counts up to the
    /// last step).
    pub fn wasted(&self) -> u64 {
        let m = &self.mark;
        m.wasted + m.path.doomed_depth().map_or(0, |d| m.path.steps(d, m.step))
    }

    /// The nodes holding now, the root first.
    pub fn path(&self) -> Vec<Node> {
        (0..self.mark.path.len())
            .map(|d| self.mark.path.node(d))
            .collect()
    }

    /// The nodes taken back and kept, in the order they were taken back.
    pub fn kept(&self) -> &[Node] {
        &self.kept[..self.mark.kept_len]
    }

    /// The first doomed node on the path now (the board is doomed from its placement on).
    pub fn doomed_by(&self) -> Option<Node> {
        let path = &self.mark.path;
        path.doomed_depth().map(|d| path.node(d))
    }

    /// How the tree tells doomed choices from sound ones.
    pub fn judge(&self) -> &Judge {
        &self.judge
    }

    /// Bytes held by the nodes kept.
    pub fn memory(&self) -> usize {
        self.kept.capacity() * std::mem::size_of::<Node>()
    }

    /// From now on keeps only the nodes of at least `min` steps, and lets go of those
    /// kept that span fewer: a tree that keeps more held within a bound as its search
    /// grows (`solve --tree`). For a tree that has not gone back: a mark taken before
    /// no longer applies.
    pub fn keep_at_least(&mut self, min: u64) {
        self.keep = Keep::AtLeast(min);
        self.kept.truncate(self.mark.kept_len);
        self.kept.retain(|n| n.steps(0) >= min);
        self.mark.kept_len = self.kept.len();
        self.set_least(min);
    }

    /// The state to go on from (see [`Tree::restore`]).
    pub fn mark(&self) -> Mark {
        self.mark.clone()
    }

    /// Goes back to a state [`Tree::mark`] gave: the next event observed must be the one
    /// that followed it. Nodes kept since stay stored and come back as they are reached
    /// again, without being stored twice.
    pub fn restore(&mut self, mark: &Mark) {
        self.mark.clone_from(mark);
        self.set_least(self.keep.least(mark.step));
    }

    /// No node shorter than `least` steps is kept from now on.
    fn set_least(&mut self, least: u64) {
        self.lag = least.saturating_sub(1).min(1 << 62);
    }
}
