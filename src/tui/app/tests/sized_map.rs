//! The map (`m`) and hindsight (`d`) on a grid of another size than 9x9, as at 9x9: the
//! map of a finished 4x4 search spans its steps, its keys move through the tree, Enter
//! goes to a node's first step (the state `g` gives), the node line names the grid's
//! cells and digits (letters above 9), hindsight's Wasted is the engine tree's, and the
//! map's screen with its styles.

use ratatui::style::Modifier;
use sudoku_engine::shape::{digit_char, Shape};
use sudoku_engine::solve::tree::{Keep, Node, Tree};
use sudoku_engine::solve::{AnyShape, BoardStepper};

use super::sized_solve::{on_board, FOUR_BACKS, SIXTEEN};
use super::*;
use crate::tui::app::binding::KeyMode;
use crate::tui::app::overlays::{MapBox, Overlay};
use crate::tui::app::run::Run;
use crate::tui::app::seeing::choice_name;
use crate::tui::words::numbers::grouped;

fn run(a: &App) -> &Run<AnyShape> {
    a.sized().unwrap().stage.first().expect("a solve")
}

fn map(a: &App) -> &MapBox {
    match a.overlays.last() {
        Some(Overlay::Map(m)) => m,
        _ => panic!("the map is not open"),
    }
}

fn selected(a: &App) -> Node {
    let m = map(a);
    m.tracks[0].tree.nodes[m.selected().unwrap()].node
}

/// FOUR_BACKS solved to the end with naive (`f`).
fn finished() -> App {
    let mut a = on_board(FOUR_BACKS, Strategy::Naive);
    a.handle(Action::Solve(SolveKey::Finish));
    a.finish_now();
    assert_eq!(a.state(), Progress::Solved);
    a
}

#[test]
fn the_map_of_a_4x4_search_spans_its_steps_and_enter_goes_to_a_node() {
    let mut a = finished();
    let steps = run(&a).position();
    assert_eq!(steps, run(&a).stepper().stats().steps);
    a.handle(Action::Solve(SolveKey::Map));
    settle(&mut a);
    assert_eq!(a.mode(), KeyMode::Map);
    let tree = &map(&a).tracks[0].tree;
    assert_eq!(tree.now, steps);
    let root = tree.nodes[0].node;
    assert!(root.is_root());
    assert_eq!((root.first_step, root.last(tree.now)), (1, steps));
    assert_eq!(root.steps(tree.now), steps);
    // Up to the root, down to its first child, on to the next.
    while !selected(&a).is_root() {
        a.handle(Action::Edit(EditKey::Up));
    }
    a.handle(Action::Edit(EditKey::Down));
    let first = selected(&a);
    assert_eq!((first.depth, first.parent), (1, Some(0)));
    a.handle(Action::Edit(EditKey::Right));
    let child = selected(&a);
    assert_eq!(child.parent, Some(0));
    assert!(child.first_step > first.first_step, "{first:?} {child:?}");
    // The node line names the cell and the digit as the grid does.
    let shape = a.sized().unwrap().shape();
    let d = map(&a).description();
    let name = format!(
        "{} = {}",
        shape.cell_name(child.cell as usize),
        digit_char(child.digit)
    );
    assert!(d.starts_with(&name), "{d}");
    assert!(d.contains("depth 1"), "{d}");
    a.handle(Action::Overlay(OverlayKey::Submit));
    assert_eq!(run(&a).position(), child.first_step);
    assert_eq!(a.mode(), KeyMode::Map, "the map stays open");
    // The state `g` with that number gives.
    let mut b = finished();
    b.go_to(child.first_step);
    assert_eq!(run(&b).position(), child.first_step);
    assert_eq!(run(&b).stepper().to_board(), run(&a).stepper().to_board());
    assert_eq!(run(&b).stepper().stats(), run(&a).stepper().stats());
    a.handle(Action::Overlay(OverlayKey::Close));
    assert!(a.overlays.is_empty());
}

#[test]
fn hindsight_on_a_4x4_search_counts_the_steps_the_engine_tree_counts_as_wasted() {
    let mut a = finished();
    a.handle(Action::Solve(SolveKey::Hindsight));
    settle(&mut a);
    let board = a.sized().unwrap().board.clone();
    let mut tree = Tree::for_board(&board, Keep::Path);
    let mut search = BoardStepper::from_board(&board, Strategy::Naive).unwrap();
    tree.run(&mut search, u64::MAX);
    assert_eq!(tree.step(), run(&a).position());
    let wasted = tree.wasted();
    assert!(wasted > 0, "naive wanders on this puzzle");
    let lines = a.hindsight_lines();
    let share = (wasted as f64 * 100.0 / tree.step() as f64).round();
    assert_eq!(
        lines.first(),
        Some(&format!("Wasted     {} ({share}%)", grouped(wasted)))
    );
    let s = text(&draw(&mut a, 90, 24));
    assert!(s.contains("Wasted"), "{s}");
    // Off again: nothing of it.
    a.handle(Action::Solve(SolveKey::Hindsight));
    assert!(a.hindsight_lines().is_empty());
    // Going back, the stack marks each choice sound or doomed.
    a.handle(Action::Solve(SolveKey::Hindsight));
    a.go_to(tree.step() / 2);
    settle(&mut a);
    let doomed = a.doomed_choices().expect("the tree at the step shown");
    assert_eq!(doomed.len() as u32, run(&a).stepper().stats().depth);
}

#[test]
fn a_choice_is_named_in_its_grid() {
    let sixteen = Shape::for_side(16).unwrap();
    assert_eq!(choice_name(sixteen, 11 * 16 + 2, 16), "r12c3 = G");
    assert_eq!(choice_name(Shape::NINE, 80, 9), "r9c9 = 9");
}

#[test]
fn the_map_of_a_16x16_search_labels_digits_above_9_in_letters() {
    let mut a = on_board(SIXTEEN, Strategy::Naive);
    let letter = |a: &App| {
        map(a).view().tracks[0].bars.iter().find_map(|b| {
            let label = b.label();
            let digit = label.rsplit('=').next()?;
            (digit.len() == 1 && digit.chars().all(|c| c.is_ascii_uppercase()))
                .then(|| label.clone())
        })
    };
    // A few steps at a time (the map takes the keys while it is open), until a choice
    // of a digit above 9 is on it.
    let mut found = None;
    for _ in 0..200 {
        for _ in 0..25 {
            a.handle(Action::Solve(SolveKey::Step));
        }
        a.handle(Action::Solve(SolveKey::Map));
        found = letter(&a);
        if found.is_some() {
            break;
        }
        a.handle(Action::Overlay(OverlayKey::Close));
    }
    let label = found.expect("a choice of a digit above 9");
    assert!(label.starts_with('r') && label.contains('c'), "{label}");
    // The description of the node selected (the current one) names it as the grid does.
    let n = selected(&a);
    let d = map(&a).description();
    let name = choice_name(a.sized().unwrap().shape(), n.cell, n.digit);
    assert!(d.starts_with(&name), "{d}");
    // Where the grid does not fit, the map still takes the screen, its keys below it.
    let s = text(&draw(&mut a, 30, 14));
    assert!(s.contains("┌ Map") && s.contains("Esc close"), "{s}");
}

#[test]
fn the_map_of_a_4x4_search_at_90x24() {
    let mut a = finished();
    a.handle(Action::Solve(SolveKey::Hindsight));
    a.handle(Action::Solve(SolveKey::Map));
    settle(&mut a);
    let buf = draw(&mut a, 90, 24);
    let s = text(&buf);
    assert!(s.contains("naive"), "{s}");
    assert!(s.contains("r1c1="), "{s}");
    let has = |m: Modifier| buf.content.iter().any(|c| c.modifier.contains(m));
    assert!(has(Modifier::REVERSED), "the selected node\n{s}");
    assert!(
        has(Modifier::ITALIC | Modifier::DIM),
        "doomed, with hindsight\n{s}"
    );
    snap!(s);
}
