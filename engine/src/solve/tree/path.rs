//! The path of the tree: the nodes holding, one entry per depth (the root at 0), in a
//! fixed array for a 9×9 grid's depths, so that an event touches one or two cache
//! lines. Doomed and solved are prefixes of it, so each is one number.

use std::ops::{Index, IndexMut};

use super::Node;
use crate::grid::CELLS;

/// One node holding: 40 bytes, so that an event touches one or two cache lines.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Entry {
    pub(super) first: u64,
    /// From this step on its take-back is worth a look: it may be kept (or it changes
    /// the sound or solved prefixes, 0 then). Never later than that.
    pub(super) gate: u64,
    pub(super) id: u64,
    pub(super) child_steps: u64,
    pub(super) children: u32,
    /// How many digits fitted the cell chosen under it (set at its first child).
    pub(super) child_options: u8,
    pub(super) cell: u16,
    pub(super) digit: u8,
}

/// The nodes holding, one entry per depth.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Path {
    pub(super) len: usize,
    /// `..sound` are sound, `sound..len` doomed.
    pub(super) sound: usize,
    /// `..solved` hold the solution found.
    pub(super) solved: usize,
    /// A take-back from this depth or above changes `sound` or `solved`.
    pub(super) rare: usize,
    /// Entries: the root and at most one choice per empty cell.
    pub(super) at: Entries,
}

/// A 9×9 grid's entries in place, those of a deeper search (a larger grid) after them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Entries {
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
    pub(super) fn room(&mut self, depth: usize) {
        if depth >= NEAR + self.at.deep.len() {
            self.grow(depth);
        }
    }

    #[cold]
    fn grow(&mut self, depth: usize) {
        self.at.deep.resize(depth + 1 - NEAR, Entry::default());
    }

    /// After `sound` or `solved` changed.
    pub(super) fn set_rare(&mut self) {
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
