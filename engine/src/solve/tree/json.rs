//! The tree written down: one JSON object per node, one per line, in the order of their
//! first step (`solve --tree`).
//!
//! ```text
//! {"id":0,"parent":null,"depth":0,"cell":null,"digit":null,"first_step":1,"last_step":40,"steps":40,"solved":true,"doomed":false}
//! {"id":3,"parent":2,"depth":3,"cell":"r1c5","digit":2,"first_step":3,"last_step":12,"steps":10,"solved":false,"doomed":true}
//! ```
//!
//! `id` is the node's placement number (the n-th `place` event; 0 for the root, the whole
//! search); step numbers are those of the trace (`solve --trace`).

use std::io::{self, Write};

use serde::Serialize;

use super::{Keep, Node, Tree};
use crate::grid::Grid;
use crate::solve::{BoardStepper, Layout, Outcome, Stats, Stepper, Strategy};

#[derive(Serialize)]
struct Line {
    id: u64,
    parent: Option<u64>,
    depth: u32,
    cell: Option<String>,
    digit: Option<u8>,
    first_step: u64,
    last_step: u64,
    steps: u64,
    solved: bool,
    doomed: bool,
}

/// What of the tree is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TreeLimits {
    /// Nodes spanning fewer steps are left out (the root never).
    pub min_steps: u64,
    /// At most this many nodes are held and written, the root included: when the search
    /// has more of at least `min_steps` steps, the shortest are left out, so that what
    /// is written is what a larger `min_steps` writes.
    pub max_nodes: u64,
}

impl Default for TreeLimits {
    /// Every node, up to [`TreeLimits::MAX_NODES`].
    fn default() -> TreeLimits {
        TreeLimits {
            min_steps: 1,
            max_nodes: TreeLimits::MAX_NODES,
        }
    }
}

impl TreeLimits {
    /// The nodes held at most by default: a peak of some 180 MB in all, whatever the
    /// search's length.
    pub const MAX_NODES: u64 = 1_000_000;
}

/// How the search whose tree was written ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TreeEnd {
    /// How it ended; None when cut short.
    pub outcome: Option<Outcome>,
    /// Its counters at the end.
    pub stats: Stats,
    /// Steps spent in doomed branches.
    pub wasted: u64,
    /// The nodes of the search (the root and one per placement).
    pub nodes: u64,
    /// The nodes written.
    pub written: u64,
    /// The least span of a node written (but the root): `min_steps`, or more when the
    /// search had more nodes than `max_nodes` (every node left out spans fewer).
    pub min_steps: u64,
    /// The most bytes the tree held as the search ran ([`Tree::memory`]).
    pub memory: usize,
}

/// Runs the search of `puzzle` with `strategy` (at most `max_steps` steps) and writes its
/// tree to `out`: the nodes `limits` lets through (the root always). The nodes are held
/// until the search ends, to be written in the order of their first step.
pub fn write_tree<W: Write + ?Sized>(
    puzzle: &Grid,
    strategy: Strategy,
    max_steps: Option<u64>,
    limits: TreeLimits,
    out: &mut W,
) -> io::Result<TreeEnd> {
    let tree = Tree::new(puzzle, Keep::AtLeast(limits.min_steps.max(1)));
    write(tree, Stepper::new(puzzle, strategy), max_steps, limits, out)
}

/// [`write_tree`] for the search `stepper` of a board of any size, from where it stands
/// (its start, as [`BoardStepper::from_board`] makes it); cells are named as at 9×9
/// (`r12c3`).
pub fn write_board_tree<W: Write + ?Sized>(
    stepper: BoardStepper,
    max_steps: Option<u64>,
    limits: TreeLimits,
    out: &mut W,
) -> io::Result<TreeEnd> {
    let tree = Tree::for_board(stepper.puzzle(), Keep::AtLeast(limits.min_steps.max(1)));
    write(tree, stepper, max_steps, limits, out)
}

/// The least span that leaves at most `room` of `spans`, `least` or more.
fn least_for(spans: impl Iterator<Item = u64>, room: u64, least: u64) -> u64 {
    let mut spans: Vec<u64> = spans.filter(|&n| n >= least).collect();
    let room = room as usize;
    if spans.len() <= room {
        return least;
    }
    // The (room + 1)-th longest, and every one as short, goes.
    let (_, nth, _) = spans.select_nth_unstable_by(room, |a, b| b.cmp(a));
    *nth + 1
}

/// Runs the search, `tree` growing with it, holding at most `limits.max_nodes` nodes
/// (and the nodes of one run of steps more); the least span kept.
fn grow<L: Layout>(
    tree: &mut Tree,
    s: &mut Stepper<L>,
    max_steps: Option<u64>,
    limits: TreeLimits,
    memory: &mut usize,
) -> u64 {
    let cap = limits.max_nodes.max(1);
    let mut least = limits.min_steps.max(1);
    // A step takes back one node at most: this many steps add as many nodes at most.
    let run = (cap / 2).max(1 << 12);
    let mut left = max_steps.unwrap_or(u64::MAX);
    while left > 0 {
        let at = s.stats().steps;
        let end = tree.run(s, left.min(run));
        left = left.saturating_sub(s.stats().steps - at);
        *memory = (*memory).max(tree.memory());
        if tree.kept().len() as u64 >= cap {
            // The root is written too.
            let now = tree.step();
            least = least_for(tree.kept().iter().map(|n| n.steps(now)), cap - 1, least);
            tree.keep_at_least(least);
        }
        if end.is_some() {
            break;
        }
    }
    least
}

fn write<L: Layout, W: Write + ?Sized>(
    mut tree: Tree,
    mut s: Stepper<L>,
    max_steps: Option<u64>,
    limits: TreeLimits,
    out: &mut W,
) -> io::Result<TreeEnd> {
    let mut memory = 0;
    let mut least = grow(&mut tree, &mut s, max_steps, limits, &mut memory);
    let shape = s.shape();
    let now = tree.step();
    let mut nodes: Vec<Node> = tree
        .kept()
        .iter()
        .copied()
        .chain(tree.path())
        .filter(|n| n.is_root() || n.steps(now) >= least)
        .collect();
    if nodes.len() as u64 > limits.max_nodes.max(1) {
        // The path's nodes too.
        let spans = nodes.iter().filter(|n| !n.is_root()).map(|n| n.steps(now));
        least = least_for(spans, limits.max_nodes.max(1) - 1, least);
        nodes.retain(|n| n.is_root() || n.steps(now) >= least);
    }
    nodes.sort_unstable_by_key(|n| n.id);
    let mut buf = Vec::with_capacity(1 << 16);
    for n in &nodes {
        let line = Line {
            id: n.id,
            parent: n.parent,
            depth: n.depth,
            cell: (!n.is_root()).then(|| shape.cell_name(n.cell as usize)),
            digit: (!n.is_root()).then_some(n.digit),
            first_step: n.first_step,
            last_step: n.last(now),
            steps: n.steps(now),
            solved: n.solved,
            doomed: n.doomed,
        };
        serde_json::to_writer(&mut buf, &line)?;
        buf.push(b'\n');
        if buf.len() >= 1 << 16 {
            out.write_all(&buf)?;
            buf.clear();
        }
    }
    out.write_all(&buf)?;
    out.flush()?;
    let stats = *s.stats();
    Ok(TreeEnd {
        outcome: s.outcome(),
        stats,
        wasted: tree.wasted(),
        nodes: stats.placements + 1,
        written: nodes.len() as u64,
        min_steps: least,
        memory,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Naive on the hard puzzle of puzzles/hard-bordered.txt: 671,216 steps.
    const HARD: &str =
        "85...24..72......9..4.........1.7..23.5...9...4...........8..7..17..........36.4.";

    #[test]
    fn the_nodes_held_are_bounded_whatever_the_search() {
        let g = Grid::from_line(HARD).expect("a puzzle");
        let write = |limits| {
            let mut out = Vec::new();
            let end = write_tree(&g, Strategy::Naive, None, limits, &mut out).expect("a Vec");
            (end, out)
        };
        let (all, every) = write(TreeLimits::default());
        assert_eq!((all.written, all.min_steps), (all.nodes, 1));
        assert!(all.nodes > 300_000, "{all:?}");
        let max_nodes = 1000;
        let (few, some) = write(TreeLimits {
            min_steps: 1,
            max_nodes,
        });
        assert!(few.written <= max_nodes && few.written > 1, "{few:?}");
        assert_eq!(few.nodes, all.nodes);
        // The tree held a run of steps' nodes more at most, not the 300,000.
        let node = std::mem::size_of::<Node>();
        assert!(few.memory <= 2 * (1000 + 4096) * node, "{few:?}");
        assert!(all.memory >= 300_000 * node, "{all:?}");
        // What a larger least span writes.
        let (same, again) = write(TreeLimits {
            min_steps: few.min_steps,
            max_nodes,
        });
        assert_eq!((same.written, &again), (few.written, &some));
        assert!(every.len() > 100 * some.len());
    }
}
