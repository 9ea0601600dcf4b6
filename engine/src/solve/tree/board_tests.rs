//! The tree of a search of another size (4×4 and 6×6, [`BoardStepper`]) against a plain
//! recursive search written out here, for naive, mrv and propagate: every node's span,
//! depth, cell, digit, children and whether it is on the way to the solution; and
//! hindsight against its definition, every board counted by the exact solver.

use super::{Judge, Keep, Node, Tree};
use crate::board::Board;
use crate::shape::{Geometry, Shape};
use crate::solve::{any, BoardStepper, Strategy};

/// A node of the reference search.
#[derive(Clone, Debug)]
struct RefNode {
    parent: usize,
    depth: u32,
    cell: u16,
    digit: u8,
    first: u64,
    last: Option<u64>,
    /// The board right after the placement.
    board: Vec<u8>,
}

/// The search each strategy makes, written as plain recursion over the cells.
struct Reference {
    strategy: Strategy,
    shape: Shape,
    units: Vec<Vec<usize>>,
    board: Vec<u8>,
    step: u64,
    nodes: Vec<RefNode>,
    solved_at: Option<u64>,
}

impl Reference {
    fn run(puzzle: &Board, strategy: Strategy) -> Reference {
        let shape = puzzle.shape();
        let mut r = Reference {
            strategy,
            shape,
            units: Geometry::new(shape)
                .units()
                .iter()
                .map(|u| u.cells.iter().map(|&c| c as usize).collect())
                .collect(),
            board: puzzle.cells().to_vec(),
            step: 0,
            nodes: vec![RefNode {
                parent: usize::MAX,
                depth: 0,
                cell: 0,
                digit: 0,
                first: 1,
                last: None,
                board: puzzle.cells().to_vec(),
            }],
            solved_at: None,
        };
        let clash = !puzzle.conflicts().is_empty();
        let found = !clash && r.search(0, 0);
        r.step += 1;
        if found {
            r.solved_at = Some(r.step);
        }
        r
    }

    /// The digits that fit an empty cell, bit `d - 1` for digit `d`.
    fn candidates(&self, cell: usize) -> u32 {
        let n = self.shape.side();
        let (row, col, bx) = (
            self.shape.row_of(cell),
            self.shape.col_of(cell),
            self.shape.box_of(cell),
        );
        let mut m = self.shape.all_digits();
        for unit in [row, n + col, 2 * n + bx] {
            for &c in &self.units[unit] {
                if self.board[c] != 0 {
                    m &= !(1 << (self.board[c] - 1));
                }
            }
        }
        m
    }

    fn search(&mut self, me: usize, depth: u32) -> bool {
        let mut deduced = Vec::new();
        let consistent = self.strategy != Strategy::Propagate || self.propagate(&mut deduced);
        if consistent {
            let Some(cell) = self.choose() else {
                return true;
            };
            for digit in 1..=self.shape.side() as u8 {
                if self.candidates(cell) & (1 << (digit - 1)) == 0 {
                    continue;
                }
                self.step += 1;
                self.board[cell] = digit;
                self.nodes.push(RefNode {
                    parent: me,
                    depth: depth + 1,
                    cell: cell as u16,
                    digit,
                    first: self.step,
                    last: None,
                    board: self.board.clone(),
                });
                let child = self.nodes.len() - 1;
                if self.search(child, depth + 1) {
                    return true;
                }
                self.step += 1;
                self.board[cell] = 0;
                self.nodes[child].last = Some(self.step);
            }
        }
        for &cell in deduced.iter().rev() {
            self.step += 1;
            self.board[cell] = 0;
        }
        false
    }

    fn choose(&self) -> Option<usize> {
        let empty = (0..self.shape.cells()).filter(|&c| self.board[c] == 0);
        match self.strategy {
            Strategy::Naive => empty.into_iter().next(),
            _ => empty.min_by_key(|&c| self.candidates(c).count_ones()),
        }
    }

    /// Naked singles (row-major), then hidden singles (rows, columns, boxes; digits
    /// ascending), one at a time; false at a contradiction.
    fn propagate(&mut self, deduced: &mut Vec<usize>) -> bool {
        'next: loop {
            for c in 0..self.shape.cells() {
                if self.board[c] != 0 {
                    continue;
                }
                let m = self.candidates(c);
                if m == 0 {
                    return false;
                }
                if m.count_ones() == 1 {
                    self.deduce(c, m.trailing_zeros() as u8 + 1, deduced);
                    continue 'next;
                }
            }
            for u in 0..self.units.len() {
                for digit in 1..=self.shape.side() as u8 {
                    let unit = &self.units[u];
                    if unit.iter().any(|&c| self.board[c] == digit) {
                        continue;
                    }
                    let b = 1u32 << (digit - 1);
                    let places: Vec<usize> = unit
                        .iter()
                        .copied()
                        .filter(|&c| self.board[c] == 0 && self.candidates(c) & b != 0)
                        .collect();
                    match places.len() {
                        0 => return false,
                        1 => {
                            self.deduce(places[0], digit, deduced);
                            continue 'next;
                        }
                        _ => {}
                    }
                }
            }
            return true;
        }
    }

    fn deduce(&mut self, cell: usize, digit: u8, deduced: &mut Vec<usize>) {
        self.step += 1;
        self.board[cell] = digit;
        deduced.push(cell);
    }
}

/// A solved grid of `shape`: the box pattern, its digits shuffled by `next`.
pub(super) fn solved(shape: Shape, next: &mut impl FnMut() -> u64) -> Vec<u8> {
    let side = shape.side();
    let (r, c) = (shape.box_rows(), shape.box_cols());
    let mut digits: Vec<u8> = (1..=side as u8).collect();
    for k in (1..side).rev() {
        digits.swap(k, (next() % (k as u64 + 1)) as usize);
    }
    (0..shape.cells())
        .map(|cell| {
            let (row, col) = (cell / side, cell % side);
            digits[(c * (row % r) + row / r + col) % side]
        })
        .collect()
}

/// Puzzles of a shape with small searches: a solved grid (the box pattern, its digits
/// and rows within bands shuffled) with some cells emptied, a few with a wrong digit
/// (no solution), many with several solutions.
fn puzzles(shape: Shape, n: usize, seed: u64) -> Vec<Board> {
    let side = shape.side();
    let mut x = seed | 1;
    let mut next = move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    (0..n)
        .map(|i| {
            let mut cells = solved(shape, &mut next);
            let blanks = side + (next() as usize) % (shape.cells() - side);
            for _ in 0..blanks {
                cells[(next() % shape.cells() as u64) as usize] = 0;
            }
            let mut b = Board::from_cells(shape, cells).expect("digits of the shape");
            if i % 11 == 3 {
                // A wrong digit where one fits: no solution, though the givens agree.
                let wrong = (0..shape.cells()).find_map(|cell| {
                    (b.get(cell) == 0)
                        .then(|| {
                            (1..=side as u8).find(|&d| {
                                let mut h = b.cells().to_vec();
                                h[cell] = d;
                                let h = Board::from_cells(shape, h).expect("a digit of it");
                                h.conflicts().is_empty() && any::count(&h, 1) == 0
                            })
                        })
                        .flatten()
                        .map(|d| (cell, d))
                });
                if let Some((cell, d)) = wrong {
                    let mut h = b.cells().to_vec();
                    h[cell] = d;
                    b = Board::from_cells(shape, h).expect("a digit of it");
                }
            }
            b
        })
        .collect()
}

/// Every node of a tree that keeps them all, the path included, in first-step order.
fn all_nodes(tree: &Tree) -> Vec<Node> {
    let mut out: Vec<Node> = tree.kept().iter().copied().chain(tree.path()).collect();
    out.sort_by_key(|n| n.id);
    out
}

/// The tree grown with the search of `puzzle` for at most `max` steps, and the search.
fn run_tree(puzzle: &Board, strategy: Strategy, max: u64, keep: Keep) -> (Tree, BoardStepper) {
    let mut tree = Tree::for_board(puzzle, keep);
    let mut s = BoardStepper::from_board(puzzle, strategy).expect("not logic");
    tree.run(&mut s, max);
    (tree, s)
}

/// Wasted steps by their definition: every node's board counted, the spans of the
/// doomed ones whose parent is not doomed summed (the root doomed: every step).
fn wasted_by_definition(r: &Reference, now: u64) -> u64 {
    let doomed: Vec<bool> = r.nodes.iter().map(|n| doomed(r.shape, &n.board)).collect();
    r.nodes
        .iter()
        .enumerate()
        .filter(|(i, n)| n.first <= now && doomed[*i] && (*i == 0 || !doomed[n.parent]))
        .map(|(_, n)| n.last.filter(|&l| l <= now).unwrap_or(now) - n.first + 1)
        .sum()
}

fn doomed(shape: Shape, cells: &[u8]) -> bool {
    let b = Board::from_cells(shape, cells.to_vec()).expect("digits of the shape");
    !b.conflicts().is_empty() || any::count(&b, 1) == 0
}

/// The reference's tree as it stood at step `at`, against the tree's.
fn check_against(puzzle: &Board, strategy: Strategy, r: &Reference, at: u64) {
    let (tree, s) = run_tree(puzzle, strategy, at, Keep::AtLeast(1));
    let now = s.stats().steps;
    let ctx = format!("{strategy} on {} at step {now}", puzzle.to_line());
    assert_eq!(now, at.min(r.step), "{ctx}");
    let got = all_nodes(&tree);
    let want: Vec<(usize, &RefNode)> = r
        .nodes
        .iter()
        .enumerate()
        .filter(|(_, n)| n.first <= now)
        .collect();
    assert_eq!(got.len(), want.len(), "{ctx}");
    let solved = r.solved_at.is_some_and(|s| s <= now);
    for (g, (i, w)) in got.iter().zip(&want) {
        let ctx = format!("{ctx}, node {i}");
        assert_eq!(g.id as usize, *i, "{ctx}");
        let last = w.last.filter(|&l| l <= now);
        assert_eq!(
            (g.depth, g.first_step, g.last_step),
            (w.depth, w.first, last),
            "{ctx}"
        );
        if *i > 0 {
            assert_eq!(
                (g.cell, g.digit, g.parent),
                (w.cell, w.digit, Some(w.parent as u64)),
                "{ctx}"
            );
        }
        assert_eq!(g.solved, solved && last.is_none(), "{ctx}");
        assert_eq!(g.doomed, doomed(r.shape, &w.board), "{ctx}");
        let kids: Vec<&RefNode> = want
            .iter()
            .map(|x| x.1)
            .filter(|k| k.parent == *i)
            .collect();
        let closed: u64 = kids
            .iter()
            .filter_map(|k| k.last.filter(|&l| l <= now).map(|l| l - k.first + 1))
            .sum();
        assert_eq!(
            (g.children as usize, g.child_steps),
            (kids.len(), closed),
            "{ctx}"
        );
    }
    assert_eq!(tree.wasted(), wasted_by_definition(r, now), "{ctx}");
}

const STRATEGIES: [Strategy; 3] = [Strategy::Naive, Strategy::Mrv, Strategy::Propagate];

#[test]
fn the_tree_of_every_size_is_the_reference_search() {
    let n: usize = std::env::var("TREE_PUZZLES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(150);
    let mut kinds = [0usize; 3];
    let mut steps = 0;
    for side in [4, 6] {
        let shape = Shape::for_side(side).expect("a shape");
        for (k, p) in puzzles(shape, n, 0x2545_F491_4F6C_DD1D + side as u64)
            .iter()
            .enumerate()
        {
            kinds[match Judge::for_board(p) {
                Judge::None => 0,
                Judge::SeveralBoard(_) => 2,
                _ => 1,
            }] += 1;
            for strategy in STRATEGIES {
                let r = Reference::run(p, strategy);
                steps += r.step;
                check_against(p, strategy, &r, u64::MAX);
                // Cut short, somewhere inside.
                check_against(p, strategy, &r, 1 + (k as u64 * 7919) % r.step);
            }
        }
    }
    // Puzzles of every kind: none, one solution, several.
    assert!(kinds.iter().all(|&k| k > n / 20), "{kinds:?}");
    assert!(steps > 20 * n as u64, "searches long enough: {steps} steps");
}

/// Grown from inside naive's steps in runs of any length, or a step at a time through
/// events, the tree of another size is the same at every step, and a bounded one shows
/// exactly what the whole one holds.
#[test]
fn a_tree_of_every_size_grown_in_steps_or_by_events_is_the_same() {
    let shape = Shape::for_side(6).expect("a shape");
    for p in puzzles(shape, 12, 77) {
        for strategy in STRATEGIES {
            let mut seen = Tree::for_board(&p, Keep::Share(8));
            let mut s = BoardStepper::from_board(&p, strategy).expect("not logic");
            let mut grown = seen.clone();
            let mut g = s.clone();
            let mut n = 0;
            loop {
                n += 1;
                let end = s.run_observed(n, |e, s| seen.observe(e, s));
                if n % 2 == 0 {
                    grown.run(&mut g, n);
                } else {
                    for _ in 0..n {
                        let e = g.step();
                        grown.observe(e, &g);
                    }
                }
                assert_eq!(grown.at(), seen.at(), "{strategy} on {}", p.to_line());
                assert_eq!(grown.wasted(), seen.wasted());
                if end.is_some() {
                    break;
                }
            }
        }
    }
}
