//! The tree against a plain recursive search written out here, for every strategy: every
//! node's span, depth, cell, digit, children and whether it is on the way to the solution;
//! and hindsight against its definition, every board counted.

use super::{Judge, Keep, Node, Tree, View};
use crate::grid::{digits_of, Grid, UNITS};
use crate::solve::logic::{self, Board, Technique};
use crate::solve::{fast, Event, Stepper, Strategy};

/// A node of the reference search.
#[derive(Clone, Copy, Debug)]
struct RefNode {
    parent: usize,
    depth: u32,
    cell: u16,
    digit: u8,
    first: u64,
    last: Option<u64>,
    /// The board right after the placement.
    board: Grid,
}

/// The search each strategy makes, written as plain recursion.
struct Reference {
    strategy: Strategy,
    board: Grid,
    step: u64,
    nodes: Vec<RefNode>,
    /// The step of the `Solved` event, if any.
    solved_at: Option<u64>,
}

impl Reference {
    fn run(puzzle: &Grid, strategy: Strategy) -> Reference {
        let mut r = Reference {
            strategy,
            board: *puzzle,
            step: 0,
            nodes: vec![RefNode {
                parent: usize::MAX,
                depth: 0,
                cell: 0,
                digit: 0,
                first: 1,
                last: None,
                board: *puzzle,
            }],
            solved_at: None,
        };
        let found = if strategy == Strategy::Logic {
            let unique = puzzle.conflicts().is_empty() && fast::is_unique(puzzle);
            r.search_logic(0, 0, Board::new(puzzle), unique)
        } else {
            r.search(0, 0)
        };
        if found {
            r.step += 1;
            r.solved_at = Some(r.step);
        } else {
            r.step += 1;
        }
        r
    }

    /// Searches under node `me` at `depth`; true when solved.
    fn search(&mut self, me: usize, depth: u32) -> bool {
        let mut deduced = Vec::new();
        let consistent = self.strategy != Strategy::Propagate || self.propagate(&mut deduced);
        if consistent {
            let Some(cell) = self.choose() else {
                return true;
            };
            for digit in 1..=9u8 {
                if self.board.candidates(cell) & (1 << (digit - 1)) == 0 {
                    continue;
                }
                self.step += 1;
                self.board.set(cell, digit);
                self.nodes.push(RefNode {
                    parent: me,
                    depth: depth + 1,
                    cell: cell as u16,
                    digit,
                    first: self.step,
                    last: None,
                    board: self.board,
                });
                let child = self.nodes.len() - 1;
                if self.search(child, depth + 1) {
                    return true;
                }
                self.step += 1;
                self.board.set(cell, 0);
                self.nodes[child].last = Some(self.step);
            }
        }
        for &cell in deduced.iter().rev() {
            self.step += 1;
            self.board.set(cell, 0);
        }
        false
    }

    /// Logic: techniques until none applies (one step each: a single writes its digit,
    /// any other strikes its candidates out, a placing technique the cell's other
    /// candidates), then a guess at the empty cell with the fewest candidates left;
    /// eliminations are no choices and belong to the choice they came under. A failed
    /// choice takes back each deduction and each struck candidate, one step apiece.
    fn search_logic(&mut self, me: usize, depth: u32, mut b: Board, unique: bool) -> bool {
        let mut done = 0;
        let consistent = loop {
            if b.contradiction() {
                break false;
            }
            let Some(step) = logic::next_step(&b, unique) else {
                break true;
            };
            self.step += 1;
            let single = matches!(
                step.technique,
                Technique::NakedSingle | Technique::HiddenSingle
            );
            match step.placement.map(|p| (p.cell.index(), p.digit.get())) {
                Some((c, d)) if single => {
                    b.place(c, d);
                    done += 1;
                }
                Some((c, d)) => {
                    for other in digits_of(b.candidates(c) & !(1 << (d - 1))) {
                        b.eliminate(c, other);
                        done += 1;
                    }
                }
                None => {
                    for e in &step.eliminations {
                        let (c, d) = (e.cell.index(), e.digit.get());
                        assert!(b.eliminate(c, d), "a candidate struck out twice");
                        done += 1;
                    }
                }
            }
        };
        if consistent {
            let cell = (0..81)
                .filter(|&c| b.cell(c) == 0)
                .min_by_key(|&c| b.candidates(c).count_ones());
            let Some(cell) = cell else {
                return true;
            };
            for digit in digits_of(b.candidates(cell)) {
                self.step += 1;
                let mut next = b;
                next.place(cell, digit);
                self.nodes.push(RefNode {
                    parent: me,
                    depth: depth + 1,
                    cell: cell as u16,
                    digit,
                    first: self.step,
                    last: None,
                    board: next.grid(),
                });
                let child = self.nodes.len() - 1;
                if self.search_logic(child, depth + 1, next, unique) {
                    return true;
                }
                self.step += 1;
                self.nodes[child].last = Some(self.step);
            }
        }
        self.step += done;
        false
    }

    fn choose(&self) -> Option<usize> {
        let empty = (0..81).filter(|&c| self.board.get(c) == 0);
        match self.strategy {
            Strategy::Naive => empty.into_iter().next(),
            _ => empty.min_by_key(|&c| self.board.candidates(c).count_ones()),
        }
    }

    /// Naked singles (row-major), then hidden singles (rows, columns, boxes; digits
    /// ascending), one at a time; false at a contradiction.
    fn propagate(&mut self, deduced: &mut Vec<usize>) -> bool {
        'next: loop {
            for c in 0..81 {
                if self.board.get(c) != 0 {
                    continue;
                }
                let m = self.board.candidates(c);
                if m == 0 {
                    return false;
                }
                if m.count_ones() == 1 {
                    self.deduce(c, m.trailing_zeros() as u8 + 1, deduced);
                    continue 'next;
                }
            }
            for unit in UNITS.iter() {
                for digit in 1..=9u8 {
                    let b = 1u16 << (digit - 1);
                    if unit.iter().any(|&c| self.board.get(c as usize) == digit) {
                        continue;
                    }
                    let places: Vec<usize> = unit
                        .iter()
                        .map(|&c| c as usize)
                        .filter(|&c| self.board.get(c) == 0 && self.board.candidates(c) & b != 0)
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
        self.board.set(cell, digit);
        deduced.push(cell);
    }
}

/// Puzzles with small searches: solved grids with some cells emptied (up to `most`),
/// a few with several solutions, a few with none.
fn puzzles(n: usize, most: usize) -> Vec<Grid> {
    let grids: Vec<Grid> = include_str!("../../../../tests/fixtures/solved_grids.txt")
        .lines()
        .filter_map(Grid::from_line)
        .collect();
    let mut x = 0x9E37_79B9_7F4A_7C15u64;
    let mut next = move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    (0..n)
        .map(|i| {
            let mut g = grids[i % grids.len()];
            let blanks = 10 + (next() as usize) % (most - 9);
            for _ in 0..blanks {
                g.set((next() % 81) as usize, 0);
            }
            if i % 17 == 5 {
                // A wrong digit where one fits: no solution, though the givens agree.
                if let Some(c) =
                    (0..81).find(|&c| g.get(c) == 0 && g.candidates(c).count_ones() >= 2)
                {
                    let wrong = (1..=9).find(|&d| {
                        g.candidates(c) & (1 << (d - 1)) != 0 && {
                            let mut h = g;
                            h.set(c, d);
                            fast::count(&h, 1) == 0
                        }
                    });
                    if let Some(d) = wrong {
                        g.set(c, d);
                    }
                }
            }
            g
        })
        .collect()
}

/// Every node of a tree that keeps them all, the path included, in first-step order.
fn all_nodes(tree: &Tree) -> Vec<Node> {
    let mut out: Vec<Node> = tree.kept().iter().copied().chain(tree.path()).collect();
    out.sort_by_key(|n| n.id);
    out
}

fn run_tree(puzzle: &Grid, strategy: Strategy, max: u64) -> (Tree, Stepper) {
    let mut tree = Tree::new(puzzle, Keep::AtLeast(1));
    let mut s = Stepper::new(puzzle, strategy);
    tree.run(&mut s, max);
    (tree, s)
}

/// The reference's tree as it stood at step `at`, against the tree's.
fn check_against(puzzle: &Grid, strategy: Strategy, r: &Reference, at: u64) {
    let (tree, s) = run_tree(puzzle, strategy, at);
    let now = s.stats().steps;
    assert_eq!(
        now,
        at.min(r.step),
        "{strategy} steps on {}",
        puzzle.to_line()
    );
    let got = all_nodes(&tree);
    let want: Vec<(usize, &RefNode)> = r
        .nodes
        .iter()
        .enumerate()
        .filter(|(_, n)| n.first <= now)
        .collect();
    assert_eq!(
        got.len(),
        want.len(),
        "{strategy} nodes at step {now} on {}",
        puzzle.to_line()
    );
    let solved = r.solved_at.is_some_and(|s| s <= now);
    // Reference index -> id: nodes are numbered in the order placed.
    for (g, (i, w)) in got.iter().zip(&want) {
        assert_eq!(g.id as usize, *i);
        let last = w.last.filter(|&l| l <= now);
        let ctx = format!("{strategy} node {i} at step {now} on {}", puzzle.to_line());
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
}

#[test]
fn the_tree_is_the_reference_search_for_every_strategy() {
    let n: usize = std::env::var("TREE_PUZZLES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(520);
    let set = puzzles(n, 48);
    // Puzzles of every kind: one solution, several, none.
    let kinds = |k: fn(&Judge) -> bool| set.iter().filter(|p| k(&Judge::new(p))).count();
    assert!(kinds(|j| matches!(j, Judge::One(_))) > n / 4);
    let several = kinds(|j| *j == Judge::Several);
    assert!(several > n / 20, "{several}");
    assert!(kinds(|j| *j == Judge::None) > n / 40);
    let mut steps = 0;
    for (k, p) in set.iter().enumerate() {
        for strategy in Strategy::ALL {
            let r = Reference::run(p, strategy);
            steps += r.step;
            check_against(p, strategy, &r, u64::MAX);
            // Cut short, somewhere inside.
            check_against(p, strategy, &r, 1 + (k as u64 * 7919) % r.step);
        }
    }
    assert!(
        steps > 50 * n as u64,
        "searches long enough to branch: {steps} steps"
    );
}

/// Wasted steps by their definition: every node's board counted, the spans of the
/// doomed ones whose parent is not doomed summed (the root doomed: every step).
fn wasted_by_definition(r: &Reference, now: u64) -> u64 {
    let doomed: Vec<bool> = r
        .nodes
        .iter()
        .map(|n| fast::count(&n.board, 1) == 0)
        .collect();
    r.nodes
        .iter()
        .enumerate()
        .filter(|(i, n)| n.first <= now && doomed[*i] && (*i == 0 || !doomed[n.parent]))
        .map(|(_, n)| n.last.filter(|&l| l <= now).unwrap_or(now) - n.first + 1)
        .sum()
}

#[test]
fn wasted_steps_are_the_spans_of_the_first_doomed_choices() {
    let n: usize = std::env::var("TREE_PUZZLES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(120);
    for (k, p) in puzzles(n, 58).iter().enumerate() {
        for strategy in Strategy::ALL {
            let r = Reference::run(p, strategy);
            if r.step > 200_000 {
                continue;
            }
            for at in [u64::MAX, 1 + (k as u64 * 104_729) % r.step] {
                let (tree, s) = run_tree(p, strategy, at);
                let now = s.stats().steps;
                assert_eq!(
                    tree.wasted(),
                    wasted_by_definition(&r, now),
                    "{strategy} at {now} on {}",
                    p.to_line()
                );
                for node in all_nodes(&tree) {
                    let board = r.nodes[node.id as usize].board;
                    assert_eq!(
                        node.doomed,
                        fast::count(&board, 1) == 0,
                        "{strategy} node {}",
                        node.id
                    );
                }
            }
        }
    }
}

#[test]
fn a_bounded_tree_keeps_the_large_nodes_and_counts_the_rest() {
    let p = Grid::from_line(
        "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
    )
    .unwrap();
    let mut hard = p;
    for c in [2, 4, 6, 27, 30] {
        hard.set(c, 0);
    }
    for strategy in Strategy::ALL {
        let mut all = Tree::new(&hard, Keep::AtLeast(1));
        let mut few = Tree::new(&hard, Keep::Share(64));
        let mut s = Stepper::new(&hard, strategy);
        s.run_observed(u64::MAX, |e, s| {
            all.observe(e, s);
            few.observe(e, s);
        });
        let now = s.stats().steps;
        assert_eq!(all.wasted(), few.wasted());
        let at = few.at();
        // Every node shown is exact, and what is not shown is counted in its parent.
        let full = all_nodes(&all);
        for shown in &at.nodes {
            let n = shown.node;
            assert_eq!(Some(&n), full.iter().find(|f| f.id == n.id));
            assert!(shown.open || n.steps(now) * 64 >= now);
            let shown_steps: u64 = shown
                .children
                .iter()
                .map(|&c| at.nodes[c].node.steps(now))
                .sum();
            let kids: Vec<&Node> = full.iter().filter(|f| f.parent == Some(n.id)).collect();
            let all_steps: u64 = kids.iter().map(|k| k.steps(now)).sum();
            assert_eq!(shown.hidden as usize + shown.children.len(), kids.len());
            assert_eq!(shown.hidden_steps + shown_steps, all_steps);
        }
        if strategy == Strategy::Naive {
            assert!(
                at.nodes.len() * 4 < full.len(),
                "{} of {}",
                at.nodes.len(),
                full.len()
            );
        }
    }
}

#[test]
fn going_back_to_a_mark_gives_the_same_tree() {
    let p = puzzles(3, 50)[2];
    for strategy in Strategy::ALL {
        let mut tree = Tree::new(&p, Keep::Share(16));
        let mut s = Stepper::new(&p, strategy);
        s.run_observed(40, |e, s| tree.observe(e, s));
        let (mark, back) = (tree.mark(), s.clone());
        s.run_observed(u64::MAX, |e, s| tree.observe(e, s));
        let end = (tree.at(), tree.wasted());
        tree.restore(&mark);
        let mut s = back;
        s.run_observed(u64::MAX, |e, s| tree.observe(e, s));
        assert_eq!((tree.at(), tree.wasted()), end);
    }
}

/// Grown from inside naive's steps ([`Tree::run`]), a step at a time through events
/// ([`Tree::observe`]), or both by turns, the tree is the same at every step.
#[test]
fn a_tree_grown_in_steps_or_by_events_is_the_same() {
    for p in puzzles(20, 400) {
        for strategy in Strategy::ALL {
            let mut seen = Tree::new(&p, Keep::Share(8));
            let mut s = Stepper::new(&p, strategy);
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
                assert_eq!(g.stats(), s.stats());
                assert_eq!(grown.at(), seen.at(), "{strategy} on {}", p.to_line());
                assert_eq!(grown.wasted(), seen.wasted());
                if end.is_some() {
                    break;
                }
            }
        }
    }
}

/// Past several solutions (the search sent on after each), naive's nodes are numbered
/// as they were placed, whether the tree grew from inside naive's steps, in chunks, or
/// event by event; and both trees are the same at every step.
#[test]
fn nodes_past_several_solutions_are_numbered_as_placed() {
    let several: Vec<Grid> = puzzles(120, 60)
        .into_iter()
        .filter(|p| Judge::new(p) == Judge::Several)
        .take(6)
        .collect();
    assert!(several.len() >= 3, "{}", several.len());
    for p in several {
        // The placements made by each step, a step at a time.
        let mut s = Stepper::new(&p, Strategy::Naive);
        let mut placed_by = vec![0];
        let mut found = 0;
        while found < 4 && placed_by.len() < 30_000 {
            let e = s.step();
            placed_by.push(s.stats().placements);
            if e == Event::Solved {
                found += 1;
                s.search_on();
            } else if e.is_final() {
                break;
            }
        }
        let end = placed_by.len() as u64 - 1;
        let mut grown = Tree::new(&p, Keep::AtLeast(1));
        let mut seen = Tree::new(&p, Keep::AtLeast(1));
        let (mut g, mut o) = (
            Stepper::new(&p, Strategy::Naive),
            Stepper::new(&p, Strategy::Naive),
        );
        let mut n = 0;
        while g.stats().steps < end {
            n += 1;
            let k = (n * 37 % 101).min(end - g.stats().steps);
            let target = g.stats().steps + k;
            while g.stats().steps < target {
                let left = target - g.stats().steps;
                match grown.run(&mut g, left) {
                    Some(Event::Solved) => assert!(g.search_on()),
                    Some(_) => break,
                    None => {}
                }
            }
            for _ in 0..k {
                let e = o.step();
                seen.observe(e, &o);
                if e == Event::Solved {
                    o.search_on();
                }
            }
            assert_eq!(
                grown.at(),
                seen.at(),
                "{} at {}",
                p.to_line(),
                g.stats().steps
            );
            assert_eq!(grown.wasted(), seen.wasted());
        }
        assert!(g.stats().solutions >= 2, "{}", p.to_line());
        for node in all_nodes(&grown).iter().filter(|n| !n.is_root()) {
            assert_eq!(
                node.id,
                placed_by[node.first_step as usize],
                "{}",
                p.to_line()
            );
        }
    }
}

/// A view looked at again and again as the search goes on shows what [`Tree::at`]
/// shows, in chunks of every size, after going back to a mark and on again.
#[test]
fn a_view_kept_from_look_to_look_is_the_tree_at_its_step() {
    for p in puzzles(16, 400) {
        for strategy in Strategy::ALL {
            let mut tree = Tree::new(&p, Keep::Share(8));
            let mut s = Stepper::new(&p, strategy);
            let mut view = View::new();
            let mut marks = Vec::new();
            let mut n = 0;
            loop {
                n += 1;
                marks.push((tree.mark(), s.clone()));
                let end = tree.run(&mut s, n * 3);
                assert_eq!(view.at(&tree), tree.at(), "{strategy} on {}", p.to_line());
                if end.is_some() {
                    break;
                }
            }
            let (mark, back) = &marks[marks.len() / 2];
            tree.restore(mark);
            let mut s = back.clone();
            assert_eq!(view.at(&tree), tree.at());
            tree.run(&mut s, u64::MAX);
            assert_eq!(view.at(&tree), tree.at());
        }
    }
}
