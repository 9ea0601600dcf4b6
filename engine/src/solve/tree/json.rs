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

/// How the search whose tree was written ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TreeEnd {
    /// How it ended; None when cut short.
    pub outcome: Option<Outcome>,
    /// Its counters at the end.
    pub stats: Stats,
    /// Steps spent in doomed branches.
    pub wasted: u64,
}

/// Runs the search of `puzzle` with `strategy` (at most `max_steps` steps) and writes its
/// tree to `out`: every node spanning at least `min_steps` steps (the root always). The
/// nodes are held until the search ends, to be written in the order of their first step.
pub fn write_tree<W: Write + ?Sized>(
    puzzle: &Grid,
    strategy: Strategy,
    max_steps: Option<u64>,
    min_steps: u64,
    out: &mut W,
) -> io::Result<TreeEnd> {
    let tree = Tree::new(puzzle, Keep::AtLeast(min_steps.max(1)));
    write(
        tree,
        Stepper::new(puzzle, strategy),
        max_steps,
        min_steps,
        out,
    )
}

/// [`write_tree`] for the search `stepper` of a board of any size, from where it stands
/// (its start, as [`BoardStepper::from_board`] makes it); cells are named as at 9×9
/// (`r12c3`).
pub fn write_board_tree<W: Write + ?Sized>(
    stepper: BoardStepper,
    max_steps: Option<u64>,
    min_steps: u64,
    out: &mut W,
) -> io::Result<TreeEnd> {
    let tree = Tree::for_board(stepper.puzzle(), Keep::AtLeast(min_steps.max(1)));
    write(tree, stepper, max_steps, min_steps, out)
}

fn write<L: Layout, W: Write + ?Sized>(
    mut tree: Tree,
    mut s: Stepper<L>,
    max_steps: Option<u64>,
    min_steps: u64,
    out: &mut W,
) -> io::Result<TreeEnd> {
    tree.run(&mut s, max_steps.unwrap_or(u64::MAX));
    let shape = s.shape();
    let now = tree.step();
    let mut nodes: Vec<Node> = tree
        .kept()
        .iter()
        .copied()
        .chain(
            tree.path()
                .into_iter()
                .filter(|n| n.is_root() || n.steps(now) >= min_steps),
        )
        .collect();
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
    Ok(TreeEnd {
        outcome: s.outcome(),
        stats: *s.stats(),
        wasted: tree.wasted(),
    })
}
