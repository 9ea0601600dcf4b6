//! The tree as it stands at the step shown, for a view of it: the path and the nodes kept
//! that are still large enough beside the search so far, in the order of their first
//! step, each with its shown children and what it holds besides them.

use super::{Node, Tree};

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
    /// [`Keep::Share`](super::Keep::Share) tree shows a node of at least that share of the steps so far).
    pub fn at(&self) -> TreeAt {
        let now = self.step();
        let keep = self.keep;
        let mut nodes: Vec<Node> = self
            .kept()
            .iter()
            .filter(|n| keep.keeps(n.steps(now), now.max(1)))
            .copied()
            .chain(self.path())
            .collect();
        nodes.sort_by_key(|n| n.id);
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
