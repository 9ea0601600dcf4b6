//! How the tree grows with each event, on the search's hot path: a few integer
//! operations per event, on a path held in a fixed array (one entry per depth, the root
//! at 0). Told event by event ([`Tree::observe`]), a placement opens an entry (its
//! parent counts one child more) and a take-back closes the deepest one, adding its span
//! to its parent's count. Told from inside naive's steps ([`Tree::run`]) it does less:
//! a placement writes its step and number and nothing else, a take-back compares its
//! span with the share kept; what else the path holds (its cells, the tries under each
//! choice, their steps) is read from naive's frames when the run stops
//! ([`Tree::settle`]), for naive's children tile their parent's span. Only what is rare
//! leaves the straight line: a node closed large enough to be kept (made into a
//! [`Node`] then), a choice under a sound one judged, a solution found.
//!
//! Doomed and solved are prefixes of the path, so each is one number: the path's first
//! `sound` nodes are sound and the rest doomed (a choice under a doomed one is doomed);
//! its first `solved` nodes hold the solution found. The steps wasted are not counted per
//! event but per doomed branch, when it closes (the one holding is added when asked,
//! [`Tree::wasted`]).

use std::ops::{Index, IndexMut};

use super::{Judge, Node, Tree};
use crate::grid::CELLS;
use crate::solve::step::grow::Grow;
use crate::solve::{Event, Layout, Mask, Stepper, Strategy};

/// One node holding: 32 bytes, so that an event touches one or two cache lines.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Entry {
    first: u64,
    id: u64,
    child_steps: u64,
    children: u32,
    /// How many digits fitted the cell chosen under it (set at its first child).
    child_options: u8,
    cell: u16,
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
    /// A take-back from this depth or above changes `sound` or `solved`.
    rare: usize,
    /// Entries: the root and at most one choice per empty cell.
    at: Entries,
}

/// A 9×9 grid's entries in place, those of a deeper search (a larger grid) after them.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Entries {
    near: [Entry; NEAR],
    deep: Vec<Entry>,
}

/// Entries in place: the root and one per cell of a 9×9 grid.
const NEAR: usize = CELLS + 1;

impl Index<usize> for Entries {
    type Output = Entry;

    #[inline(always)]
    fn index(&self, depth: usize) -> &Entry {
        match self.near.get(depth) {
            Some(e) => e,
            None => &self.deep[depth - NEAR],
        }
    }
}

impl IndexMut<usize> for Entries {
    #[inline(always)]
    fn index_mut(&mut self, depth: usize) -> &mut Entry {
        match self.near.get_mut(depth) {
            Some(e) => e,
            None => &mut self.deep[depth - NEAR],
        }
    }
}

impl Path {
    /// The root alone: the whole search, from step 1.
    pub(super) fn new(doomed: bool) -> Path {
        let mut at = Entries {
            near: [Entry::default(); NEAR],
            deep: Vec::new(),
        };
        at[0].first = 1;
        let mut p = Path {
            len: 1,
            sound: usize::from(!doomed),
            solved: 0,
            rare: 0,
            at,
        };
        p.set_rare();
        p
    }

    /// Room for an entry at `depth` (a search deeper than a 9×9 grid's).
    #[inline(always)]
    fn room(&mut self, depth: usize) {
        if depth >= NEAR + self.at.deep.len() {
            self.grow(depth);
        }
    }

    #[cold]
    fn grow(&mut self, depth: usize) {
        self.at.deep.resize(depth + 1 - NEAR, Entry::default());
    }

    /// After `sound` or `solved` changed.
    fn set_rare(&mut self) {
        self.rare = self.sound.max(self.solved.saturating_sub(1));
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
                _ => e.child_options,
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
    pub fn run<L: Layout>(&mut self, stepper: &mut Stepper<L>, max: u64) -> Option<Event> {
        let end = stepper.run_grown(max, self);
        if stepper.strategy() == Strategy::Naive {
            self.settle(stepper);
        }
        end
    }

    /// After naive's steps told from inside them: the path as `stepper` has it, read
    /// from its frames (the steps and numbers of the choices holding were written as
    /// they were placed). The children of a choice are the tries of the frame above
    /// it, and they tile its span from the step after its own: the first is placed in
    /// the step that opens that frame, each next one in the step after the one before
    /// it is taken back.
    fn settle<L: Layout>(&mut self, stepper: &Stepper<L>) {
        let st = stepper.stats();
        let now = st.steps;
        self.mark.step = now;
        let depth = st.depth as usize;
        let p = &mut self.mark.path;
        p.len = depth + 1;
        for j in 0..=depth {
            let start = p.at[j].first + u64::from(j > 0);
            if j > 0 {
                let f = stepper.naive_frame(j - 1).expect("a choice holds on it");
                p.at[j].cell = f.cell as u16;
                p.at[j].digit = stepper.cells()[f.cell];
            }
            let under = if j < depth {
                let f = stepper.naive_frame(j).expect("a choice holds on it");
                Some((f, p.at[j + 1].first - start))
            } else if stepper.naive_tries_under_deepest() {
                // Each try taken back, the last at this step (or at the one before the
                // step that found no solution left).
                let last = now - u64::from(stepper.is_finished());
                stepper
                    .naive_frame(j)
                    .map(|f| (f, (last + 1).saturating_sub(start)))
            } else {
                None
            };
            let e = &mut p.at[j];
            (e.children, e.child_steps, e.child_options) = match under {
                Some((f, steps)) => (
                    (f.options & !f.remaining).count(),
                    steps,
                    f.options.count() as u8,
                ),
                None => (0, 0, 0),
            };
        }
    }

    /// Takes in the event `stepper` just made (`stepper` as it is after it). Events
    /// without a step of their own (a finished search asked again) are ignored.
    #[inline(always)]
    pub fn observe<L: Layout>(&mut self, e: Event, stepper: &Stepper<L>) {
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
                    .map_or(0, |c| c.options.count() as u8);
                self.open(st.steps, cell, digit, st.placements, options, |j| {
                    j.doomed(cell, digit, stepper)
                });
            }
            Event::Retract { .. } if (st.depth as usize) < self.mark.path.len - 1 => {
                self.close(st.steps)
            }
            Event::Solved => {
                self.mark.step = st.steps;
                self.solved(self.mark.path.len);
            }
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
        options: u8,
        doomed: impl FnOnce(&Judge) -> bool,
    ) {
        self.mark.step = step;
        let p = &mut self.mark.path;
        let d = p.len;
        p.room(d);
        let parent = &mut p.at[d - 1];
        if parent.children == 0 {
            // Every child of a node is a try of the one cell chosen under it.
            parent.child_options = options;
        }
        parent.children += 1;
        let e = &mut p.at[d];
        e.first = step;
        e.id = placement;
        e.cell = cell as u16;
        e.digit = digit;
        e.children = 0;
        e.child_steps = 0;
        p.len = d + 1;
        // Judged only under a sound choice: under a doomed one it is doomed.
        if p.sound == d && !doomed(&self.judge) {
            p.sound = d + 1;
            p.set_rare();
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
        if d <= p.rare {
            self.cut(d, span);
        }
        if self.keep.keeps(span, step) {
            self.store(d, doomed, solved);
        }
    }

    /// The node at `depth` is taken back, and with it the prefixes of sound and solved
    /// nodes that reached it.
    fn cut(&mut self, depth: usize, span: u64) {
        let p = &mut self.mark.path;
        p.solved = p.solved.min(depth);
        if p.sound >= depth {
            if p.sound == depth {
                // The first doomed choice on the path goes: its whole span was wasted.
                self.mark.wasted += span;
            }
            p.sound = depth;
        }
        p.set_rare();
    }

    /// The search found a solution, the first `len` entries holding (the root one).
    #[cold]
    fn solved(&mut self, len: usize) {
        self.mark.path.solved = len;
        self.mark.path.set_rare();
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

/// Naive tells the tree from inside its steps: see [`Tree::settle`] for what it leaves
/// out.
impl<L: Layout> Grow<L> for Tree {
    #[inline(always)]
    fn placed(
        &mut self,
        depth: usize,
        cell: usize,
        digit: u8,
        step: u64,
        placement: u64,
        s: &Stepper<L>,
    ) {
        let p = &mut self.mark.path;
        p.room(depth);
        let e = &mut p.at[depth];
        e.first = step;
        e.id = placement;
        // Judged only under a sound choice: under a doomed one it is doomed.
        if p.sound == depth && !self.judge.doomed(cell, digit, s) {
            p.sound = depth + 1;
            p.set_rare();
        }
    }

    #[inline(always)]
    fn retracted(&mut self, depth: usize, cell: usize, digit: u8, step: u64, s: &Stepper<L>) {
        let p = &self.mark.path;
        let span = step + 1 - p.at[depth].first;
        if depth <= p.rare || span >= self.least {
            // What is read of the search is read here, so that the search itself is not
            // handed out of its loop.
            let above = s.naive_frame(depth).map(|f| f.options.count());
            self.closed(depth, cell, digit, step, span, above);
        }
    }

    #[inline(always)]
    fn ended(&mut self, depth: usize, _: u64, solved: bool) {
        if solved {
            self.solved(depth + 1);
        }
    }

    #[inline(always)]
    fn observe(&mut self, e: Event, stepper: &Stepper<L>) {
        Tree::observe(self, e, stepper);
    }
}

impl Tree {
    /// Naive took back the choice at `depth` (what is rare: sound or solved, or large
    /// enough to keep). Its children, when a frame was opened above it (`above` digits
    /// fitted there), are every digit that fitted, and they spanned all its steps but its
    /// first and its last.
    #[inline(never)]
    fn closed(
        &mut self,
        depth: usize,
        cell: usize,
        digit: u8,
        step: u64,
        span: u64,
        above: Option<u32>,
    ) {
        let p = &self.mark.path;
        let (doomed, solved) = (p.sound <= depth, depth < p.solved);
        if depth <= p.rare {
            self.cut(depth, span);
        }
        if !self.keep.keeps(span, step) {
            self.least = self.keep.least(step);
            return;
        }
        let m = &mut self.mark;
        if m.kept_len == self.kept.len() {
            let (children, child_steps) = match above {
                Some(n) => (n, span - 2),
                None => (0, 0),
            };
            let e = &m.path.at[depth];
            self.kept.push(Node {
                id: e.id,
                parent: Some(m.path.at[depth - 1].id),
                depth: depth as u32,
                cell: cell as u16,
                digit,
                first_step: e.first,
                last_step: Some(step),
                solved,
                doomed,
                children,
                child_steps,
                child_options: children as u8,
            });
        }
        m.kept_len += 1;
    }
}
