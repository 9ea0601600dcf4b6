//! The tree as it stands at the step shown, for a view of it: the path and the nodes kept
//! that are still large enough beside the search so far, in the order of their first
//! step, each with its shown children and what it holds besides them. Asked again and
//! again as the search goes on (a frame at a time), a [`View`] works it out from what
//! was shown the last time and the nodes kept since, not from every node kept.

use super::{Keep, Node, Tree};

/// One node shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shown {
    /// The node itself.
    pub node: Node,
    /// Index of the parent in [`TreeAt::nodes`]; None for the root.
    pub parent: Option<usize>,
    /// Indices of the children shown, in the order of their first step.
    pub children: Vec<usize>,
    /// Children not shown (each smaller than the share kept).
    pub hidden: u32,
    /// The steps the children not shown spanned.
    pub hidden_steps: u64,
    /// On the path now.
    pub open: bool,
}

/// The tree at one step: [`Tree::at`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TreeAt {
    /// The last step of the search so far (the step shown).
    pub now: u64,
    /// The root first, then every other node shown, in the order of their first step.
    pub nodes: Vec<Shown>,
    /// Index of the deepest node on the path.
    pub current: usize,
}

impl Tree {
    /// The tree as it was at the last step observed: every node on the path, and the
    /// nodes taken back by then that the tree keeps, coarsened to the search so far (a
    /// [`Keep::Share`] tree shows a node of at least that share of the steps so far).
    pub fn at(&self) -> TreeAt {
        let now = self.step();
        let keep = self.keep;
        let mut nodes: Vec<Node> = self
            .kept()
            .iter()
            .filter(|n| shows(keep, n, now))
            .copied()
            .chain(self.path())
            .collect();
        nodes.sort_by_key(|n| n.id);
        tree_at(now, nodes)
    }
}

/// A node kept is still shown at step `now`: large enough beside the search so far.
fn shows(keep: Keep, n: &Node, now: u64) -> bool {
    keep.keeps(n.steps(now), now.max(1))
}

/// The tree at step `now` of `nodes`, the root first, every other node after its parent,
/// in the order of their first step.
fn tree_at(now: u64, nodes: Vec<Node>) -> TreeAt {
    let ids: Vec<u64> = nodes.iter().map(|n| n.id).collect();
    let mut shown: Vec<Shown> = nodes
        .into_iter()
        .map(|node| Shown {
            open: node.last_step.is_none(),
            parent: node.parent.and_then(|p| ids.binary_search(&p).ok()),
            node,
            children: Vec::new(),
            hidden: node.children,
            hidden_steps: node.child_steps,
        })
        .collect();
    for i in 1..shown.len() {
        let Some(p) = shown[i].parent else { continue };
        let (span, open) = (shown[i].node.steps(now), shown[i].open);
        let parent = &mut shown[p];
        parent.children.push(i);
        parent.hidden -= 1;
        if !open {
            parent.hidden_steps -= span;
        }
    }
    let current = shown.iter().rposition(|s| s.open).unwrap_or(0);
    TreeAt {
        now,
        nodes: shown,
        current,
    }
}

/// What [`Tree::at`] gives, for one tree looked at again and again as its search goes
/// on: the nodes kept that were shown last time, less those now too small beside the
/// search (a closed node's span stays what it is while the search grows), with those
/// kept since. Looked at after the tree went back, it starts afresh.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct View {
    /// The nodes kept and shown at step `now`, in the order of their first step.
    shown: Vec<Node>,
    /// How many of the tree's nodes kept were looked at, and at which step.
    seen: usize,
    now: u64,
}

impl View {
    /// A view that has seen nothing yet.
    pub fn new() -> View {
        View::default()
    }

    /// The tree as it stands: the same as [`Tree::at`].
    pub fn at(&mut self, tree: &Tree) -> TreeAt {
        let now = tree.step();
        let kept = tree.kept();
        if kept.len() < self.seen || now < self.now {
            self.shown.clear();
            self.seen = 0;
        }
        let keep = tree.keep;
        self.shown.retain(|n| shows(keep, n, now));
        for n in kept[self.seen..].iter().filter(|n| shows(keep, n, now)) {
            // Kept in the order taken back: those inside it are at the end, by first step.
            let at = self.shown.partition_point(|m| m.id < n.id);
            self.shown.insert(at, *n);
        }
        (self.seen, self.now) = (kept.len(), now);
        // The path's nodes (by first step too) among them.
        let path = tree.path();
        let mut nodes = Vec::with_capacity(self.shown.len() + path.len());
        let mut rest = self.shown.iter().peekable();
        for p in path {
            while let Some(n) = rest.next_if(|n| n.id < p.id) {
                nodes.push(*n);
            }
            nodes.push(p);
        }
        nodes.extend(rest);
        tree_at(now, nodes)
    }
}

impl TreeAt {
    /// The nodes on the path to the step shown, the root first.
    pub fn path(&self) -> Vec<usize> {
        let mut out = vec![self.current];
        while let Some(p) = self.nodes[*out.last().expect("not empty")].parent {
            out.push(p);
        }
        out.reverse();
        out
    }
}
