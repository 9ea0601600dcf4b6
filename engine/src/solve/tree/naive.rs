//! The tree told from inside naive's steps ([`Tree::run`]), with no event built and taken
//! apart again. A placement writes its step, and the step from which its take-back is
//! worth a look (its gate: its step and the least span kept, or at once when its
//! take-back changes the sound or solved prefixes), into its own frame of naive's stack
//! (the loop stands there already: no entry of the path is looked up), and nothing
//! else; a take-back compares its step with that gate and goes further only past it.
//! The path's entries are noted in the frames when a run starts ([`Tree::note_frames`])
//! and read back, with what else the path holds, when it stops ([`Tree::settle`]): its
//! cells and the tries under each choice are read from naive's frames, for naive's
//! children tile their parent's span, and its numbers follow from the steps (every
//! naive step but a final one places a digit or takes one back: see
//! [`Tree::placement`]).

use super::{Node, Tree};
use crate::solve::step::grow::{Grow, Note};
use crate::solve::{Event, Layout, Mask, Stepper};

/// Naive tells the tree from inside its steps: see [`Tree::settle`] for what it leaves
/// out. What a placement notes (its step and its gate) goes into its own frame, and
/// the take-back reads it there.
impl<L: Layout> Grow<L> for Tree {
    #[inline(always)]
    fn placed<'c>(
        &mut self,
        depth: usize,
        cell: usize,
        digit: u8,
        step: u64,
        note: &mut Note,
        cells: impl FnOnce() -> &'c [u8],
    ) {
        note.first = step;
        note.gate = step + self.lag;
        if self.mark.path.sound == depth {
            // Its take-back changes the prefixes: its gate opens at once.
            note.gate = 0;
            self.judged(depth, cell, digit, cells());
        }
    }

    #[inline(always)]
    fn retracted(
        &mut self,
        depth: usize,
        cell: usize,
        digit: u8,
        step: u64,
        gate: u64,
        notes: impl FnOnce() -> (Note, Option<Note>),
        above: impl FnOnce() -> Option<u32>,
    ) {
        if step >= gate {
            let (note, parent) = notes();
            let parent = parent.map_or(self.mark.path.at[0].first, |n| n.first);
            self.closed(depth, cell, digit, step, (note.first, parent), above());
        }
    }

    #[inline(always)]
    fn ended(&mut self, depth: usize, step: u64, solved: bool) {
        if solved {
            self.solved(depth + 1, step);
        }
    }

    #[inline(always)]
    fn observe(&mut self, e: Event, stepper: &Stepper<L>) {
        Tree::observe(self, e, stepper);
    }
}

impl Tree {
    /// The choice of `digit` at `cell`, placed at `depth` right under the last sound
    /// one, `cells` the board after it, is judged: sound, or the first doomed choice.
    #[inline(never)]
    fn judged(&mut self, depth: usize, cell: usize, digit: u8, cells: &[u8]) {
        if !self.judge.doomed_on(cell, digit, cells) {
            let p = &mut self.mark.path;
            p.sound = depth + 1;
            p.set_rare();
        }
    }

    /// Before naive's steps are told from inside them: each choice holding noted in its
    /// frame as the path has it (it may have grown event by event since).
    pub(super) fn note_frames<L: Layout>(&self, stepper: &mut Stepper<L>) {
        let p = &self.mark.path;
        for j in 1..p.len {
            let e = &p.at[j];
            stepper.set_naive_note(
                j - 1,
                Note {
                    first: e.first,
                    gate: e.gate,
                },
            );
        }
    }

    /// The number of naive's placement at step `first`, at `depth` (0 for the root, at
    /// step 1): each step before it placed a digit (one deeper), took one back (one less
    /// deep) or found a solution.
    fn placement(&self, first: u64, depth: usize) -> u64 {
        let found = self.solutions.partition_point(|&s| s < first) as u64;
        (first - found + depth as u64) / 2
    }

    /// After naive's steps told from inside them: the path as `stepper` has it, read
    /// from its frames (the steps of the choices holding were written as they were
    /// placed). The children of a choice are the tries of the frame above it, and they
    /// tile its span from the step after its own: the first is placed in the step that
    /// opens that frame, each next one in the step after the one before it is taken back.
    pub(super) fn settle<L: Layout>(&mut self, stepper: &Stepper<L>) {
        let st = stepper.stats();
        let now = st.steps;
        self.mark.step = now;
        let depth = st.depth as usize;
        self.mark.path.room(depth);
        self.mark.path.len = depth + 1;
        // The choices holding, as their frames noted them.
        for j in 1..=depth {
            let f = stepper.naive_frame(j - 1).expect("a choice holds on it");
            let p = &mut self.mark.path;
            let e = &mut p.at[j];
            e.first = f.note.first;
            // The choices holding the solution just found: their gates open at once.
            e.gate = if j < p.solved { 0 } else { f.note.gate };
            e.cell = f.cell as u16;
            e.digit = stepper.cells()[f.cell];
        }
        for j in 0..=depth {
            let id = self.placement(self.mark.path.at[j].first, j);
            let p = &mut self.mark.path;
            p.at[j].id = id;
            let start = p.at[j].first + u64::from(j > 0);
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

    /// Naive took back the choice at `depth` past its gate (what is rare: sound or
    /// solved, or perhaps large enough to keep), placed at step `first` under a choice
    /// placed at step `parent_first`. Its children, when a frame was opened
    /// above it (`above` digits fitted there), are every digit that fitted, and they
    /// spanned all its steps but its first and its last.
    #[inline(never)]
    fn closed(
        &mut self,
        depth: usize,
        cell: usize,
        digit: u8,
        step: u64,
        (first, parent_first): (u64, u64),
        above: Option<u32>,
    ) {
        let p = &self.mark.path;
        let span = step + 1 - first;
        let (doomed, solved) = (p.sound <= depth, depth < p.solved);
        if depth <= p.rare {
            self.cut(depth, span);
        }
        if !self.keep.keeps(span, step) {
            self.set_least(self.keep.least(step));
            return;
        }
        if self.mark.kept_len == self.kept.len() {
            let (children, child_steps) = match above {
                Some(n) => (n, span - 2),
                None => (0, 0),
            };
            let parent = self.placement(parent_first, depth - 1);
            self.kept.push(Node {
                id: self.placement(first, depth),
                parent: Some(parent),
                depth: depth as u32,
                cell: cell as u16,
                digit,
                first_step: first,
                last_step: Some(step),
                solved,
                doomed,
                children,
                child_steps,
                child_options: children as u8,
            });
        }
        self.mark.kept_len += 1;
    }
}
