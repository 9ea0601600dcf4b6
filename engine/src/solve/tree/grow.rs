//! How the tree grows with each event, on the search's hot path: a few integer
//! operations per event, on a path held in a fixed array (one entry per depth, the root
//! at 0, `path.rs`). Told event by event ([`Tree::observe`]), a placement
//! opens an entry (its parent counts one child more) and a take-back closes the deepest
//! one, adding its span to its parent's count. Told from inside naive's steps
//! ([`Tree::run`], `naive.rs`) it does less still. Only what is rare leaves the
//! straight line: a node closed large enough to be kept (made into a [`Node`] then), a
//! choice under a sound one judged, a solution found.
//!
//! Doomed and solved are prefixes of the path, so each is one number: the path's first
//! `sound` nodes are sound and the rest doomed (a choice under a doomed one is doomed);
//! its first `solved` nodes hold the solution found. The steps wasted are not counted per
//! event but per doomed branch, when it closes (the one holding is added when asked,
//! [`Tree::wasted`]).

use super::{Judge, Node, Tree};
use crate::solve::{Event, Layout, Mask, Stepper, Strategy};

impl Tree {
    /// Runs `stepper` (the search this tree follows, where the tree stands) at most
    /// `max` steps, the tree growing as it goes; the final event if the search ended.
    /// The same as [`Stepper::run_observed`] with [`Tree::observe`], told from inside
    /// naive's steps.
    #[inline]
    pub fn run<L: Layout>(&mut self, stepper: &mut Stepper<L>, max: u64) -> Option<Event> {
        let naive = stepper.strategy() == Strategy::Naive;
        if naive {
            self.note_frames(stepper);
        }
        let end = stepper.run_grown(max, self);
        if naive {
            self.settle(stepper);
        }
        end
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
                let cell = cell.index();
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
                let len = self.mark.path.len;
                self.solved(len, st.steps);
                // The take-back of each choice holding it is rare from now on (naive's
                // run opens their gates as it settles the path: `Tree::settle`).
                for d in 1..len {
                    self.mark.path.at[d].gate = 0;
                }
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
        e.gate = step + self.lag;
        e.id = placement;
        e.cell = cell as u16;
        e.digit = digit;
        e.children = 0;
        e.child_steps = 0;
        p.len = d + 1;
        // Judged only under a sound choice: under a doomed one it is doomed.
        if p.sound == d {
            // Sound, or the first doomed choice: its take-back is rare either way.
            e.gate = 0;
            if !doomed(&self.judge) {
                p.sound = d + 1;
                p.set_rare();
            }
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
    pub(super) fn cut(&mut self, depth: usize, span: u64) {
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

    /// The search found a solution at step `step`, the first `len` nodes of the path
    /// holding it (the root one). Only the prefix and the solutions: told from inside
    /// naive's steps, the path's entries stand where the run started (they are read
    /// from naive's frames when it stops), and those past them were never made room for.
    #[cold]
    pub(super) fn solved(&mut self, len: usize, step: u64) {
        let p = &mut self.mark.path;
        p.solved = len;
        p.set_rare();
        if self.solutions.last().is_none_or(|&s| s < step) {
            self.solutions.push(step);
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
