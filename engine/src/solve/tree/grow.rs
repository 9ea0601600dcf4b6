//! How the tree grows with each event, on the search's hot path: a few integer
//! operations per event, on a path held in a fixed array (one entry per depth, the root
//! at 0). A placement opens an entry (its parent counts one child
//! more); a take-back closes the deepest one and adds its span to its parent's count.
//! Only what is rare leaves the straight line: a node closed large enough to be kept
//! (made into a [`Node`] then), a choice under a sound one judged, a solution found.
//!
//! Doomed and solved are prefixes of the path, so each is one number: the path's first
//! `sound` nodes are sound and the rest doomed (a choice under a doomed one is doomed);
//! its first `solved` nodes hold the solution found. The steps wasted are not counted per
//! event but per doomed branch, when it closes (the one holding is added when asked,
//! [`Tree::wasted`]).

use super::{Judge, Node, Tree};
use crate::grid::CELLS;
use crate::solve::step::grow::Grow;
use crate::solve::{Event, Stepper};

/// Entries: the root and at most one choice per empty cell.
const DEPTHS: usize = CELLS + 1;

/// One node holding: 32 bytes, so that an event touches one or two cache lines.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Entry {
    first: u64,
    id: u64,
    child_steps: u64,
    children: u32,
    /// The digits that fitted the cell chosen under it (set at its first child).
    child_options: u16,
    cell: u8,
    digit: u8,
}

/// The nodes holding, one entry per depth.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Path {
    len: usize,
    /// `..sound` are sound, `sound..len` doomed.
    sound: usize,
    /// `..solved` hold the solution found.
    solved: usize,
    at: [Entry; DEPTHS],
}

impl Path {
    /// The root alone: the whole search, from step 1.
    pub(super) fn new(doomed: bool) -> Path {
        let mut at = [Entry::default(); DEPTHS];
        at[0].first = 1;
        Path {
            len: 1,
            sound: usize::from(!doomed),
            solved: 0,
            at,
        }
    }

    /// Nodes holding, the root included.
    pub(super) fn len(&self) -> usize {
        self.len
    }

    /// The depth of the first doomed node holding.
    pub(super) fn doomed_depth(&self) -> Option<usize> {
        (self.sound < self.len).then_some(self.sound)
    }

    /// Steps in the span of the node at `depth`, `now` the last step so far.
    pub(super) fn steps(&self, depth: usize, now: u64) -> u64 {
        (now + 1).saturating_sub(self.at[depth].first)
    }

    /// The node at `depth`, holding.
    pub(super) fn node(&self, depth: usize) -> Node {
        let e = &self.at[depth];
        Node {
            id: e.id,
            parent: depth.checked_sub(1).map(|p| self.at[p].id),
            depth: depth as u32,
            cell: e.cell,
            digit: e.digit,
            first_step: e.first,
            last_step: None,
            solved: depth < self.solved,
            doomed: depth >= self.sound,
            children: e.children,
            child_steps: e.child_steps,
            // Before its first child, what the entry holds is an earlier node's.
            child_options: match e.children {
                0 => 0,
                _ => e.child_options.count_ones() as u8,
            },
        }
    }
}

impl Tree {
    /// Runs `stepper` (the search this tree follows, where the tree stands) at most
    /// `max` steps, the tree growing as it goes; the final event if the search ended.
    /// The same as [`Stepper::run_observed`] with [`Tree::observe`], told from inside
    /// naive's steps.
    #[inline]
    pub fn run(&mut self, stepper: &mut Stepper, max: u64) -> Option<Event> {
        stepper.run_grown(max, self)
    }

    /// Takes in the event `stepper` just made (`stepper` as it is after it). Events
    /// without a step of their own (a finished search asked again) are ignored.
    #[inline(always)]
    pub fn observe(&mut self, e: Event, stepper: &Stepper) {
        let st = stepper.stats();
        if st.steps == self.mark.step {
            return;
        }
        match e {
            Event::Place { cell, digit } => {
                let options = stepper
                    .view()
                    .choices()
                    .next_back()
                    .map_or(0, |c| c.options);
                self.open(st.steps, cell, digit, st.placements, options, |j| {
                    j.doomed(cell, digit, stepper)
                });
            }
            Event::Retract { .. } if (st.depth as usize) < self.mark.path.len - 1 => {
                self.close(st.steps)
            }
            Event::Solved => self.end(st.steps, true),
            _ => self.mark.step = st.steps,
        }
    }

    /// A node opens at step `step` under the deepest one (`doomed` judges it, asked only
    /// under a sound one).
    #[inline(always)]
    fn open(
        &mut self,
        step: u64,
        cell: usize,
        digit: u8,
        placement: u64,
        options: u16,
        doomed: impl FnOnce(&Judge) -> bool,
    ) {
        self.mark.step = step;
        let p = &mut self.mark.path;
        let d = p.len;
        let parent = &mut p.at[d - 1];
        if parent.children == 0 {
            // Every child of a node is a try of the one cell chosen under it.
            parent.child_options = options;
        }
        parent.children += 1;
        let e = &mut p.at[d];
        e.first = step;
        e.id = placement;
        e.cell = cell as u8;
        e.digit = digit;
        e.children = 0;
        e.child_steps = 0;
        p.len = d + 1;
        // Judged only under a sound choice: under a doomed one it is doomed.
        if p.sound == d && !doomed(&self.judge) {
            p.sound = d + 1;
        }
    }

    /// The deepest node is taken back at step `step`.
    #[inline(always)]
    fn close(&mut self, step: u64) {
        self.mark.step = step;
        let p = &mut self.mark.path;
        let d = p.len - 1;
        let span = step + 1 - p.at[d].first;
        p.at[d - 1].child_steps += span;
        p.len = d;
        let (doomed, solved) = (p.sound <= d, d < p.solved);
        if solved {
            p.solved = d;
        }
        if p.sound >= d {
            if p.sound == d {
                // The first doomed choice on the path goes: its whole span was wasted.
                self.mark.wasted += span;
            }
            p.sound = d;
        }
        if self.keep.keeps(span, step) {
            self.store(d, doomed, solved);
        }
    }

    /// The search ends at step `step` (or finds a solution, and may go on).
    #[cold]
    fn end(&mut self, step: u64, solved: bool) {
        self.mark.step = step;
        if solved {
            let p = &mut self.mark.path;
            p.solved = p.len;
        }
    }

    /// Keeps the node just taken back from `depth` (its entry still in place). Stored
    /// once: a step observed again after going back finds it stored.
    #[inline(never)]
    fn store(&mut self, depth: usize, doomed: bool, solved: bool) {
        let m = &mut self.mark;
        if m.kept_len == self.kept.len() {
            self.kept.push(Node {
                last_step: Some(m.step),
                solved,
                doomed,
                ..m.path.node(depth)
            });
        }
        m.kept_len += 1;
    }
}

/// Naive tells the tree from inside its steps.
impl Grow for Tree {
    #[inline(always)]
    fn placed(
        &mut self,
        depth: usize,
        cell: usize,
        digit: u8,
        step: u64,
        placement: u64,
        options: u16,
        cells: &[u8; CELLS],
    ) {
        debug_assert_eq!(depth, self.mark.path.len);
        self.open(step, cell, digit, placement, options, |j| {
            j.doomed_on(cell, digit, cells)
        });
    }

    #[inline(always)]
    fn retracted(&mut self, depth: usize, step: u64) {
        debug_assert_eq!(depth + 1, self.mark.path.len);
        self.close(step);
    }

    #[inline(always)]
    fn ended(&mut self, step: u64, solved: bool) {
        self.end(step, solved);
    }

    #[inline(always)]
    fn observe(&mut self, e: Event, stepper: &Stepper) {
        Tree::observe(self, e, stepper);
    }
}
