//! The map (`m`) and hindsight (`d`): the keys on the map's state, Enter to a node's
//! first step, the tree the same however the step was reached, the screens and styles.

use ratatui::style::Modifier;

use super::*;
use crate::tui::app::binding::KeyMode;
use crate::tui::app::overlays::Overlay;

/// Built against the naive order: naive wanders long before the solution.
const ANTI: &str =
    "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9";

fn stepped(n: usize) -> App {
    let mut a = on(ANTI, Strategy::Naive);
    for _ in 0..n {
        a.handle(Action::Solve(SolveKey::Step));
    }
    a
}

fn map(a: &App) -> &crate::tui::app::overlays::MapBox {
    match a.overlays.last() {
        Some(Overlay::Map(m)) => m,
        _ => panic!("the map is not open"),
    }
}

fn selected_node(a: &App) -> sudoku_engine::solve::tree::Node {
    let m = map(a);
    m.tracks[0].tree.nodes[m.selected().unwrap()].node
}

#[test]
fn the_map_moves_through_the_tree_and_enter_goes_to_a_node() {
    let mut a = stepped(120);
    a.handle(Action::Solve(SolveKey::Map));
    assert_eq!(a.mode(), KeyMode::Map);
    // The current node first: the deepest on the path to the step shown.
    let deepest = selected_node(&a);
    assert_eq!(deepest.depth, a.run().unwrap().stepper().stats().depth);
    a.handle(Action::Edit(EditKey::Up));
    let parent = selected_node(&a);
    assert_eq!(Some(parent.id), deepest.parent);
    a.handle(Action::Edit(EditKey::Down));
    assert_eq!(selected_node(&a).parent, Some(parent.id));
    a.handle(Action::Edit(EditKey::Up));
    a.handle(Action::Edit(EditKey::Up));
    let grand = selected_node(&a);
    a.handle(Action::Overlay(OverlayKey::Submit));
    assert_eq!(a.run().unwrap().position(), grand.first_step);
    assert_eq!(a.mode(), KeyMode::Map, "the map stays open");
    assert!(map(&a)
        .description()
        .contains(&format!("depth {}", grand.depth)));
    a.handle(Action::Overlay(OverlayKey::ZoomIn));
    a.handle(Action::Overlay(OverlayKey::Close));
    assert_eq!(a.mode(), KeyMode::Paused);
}

#[test]
fn going_back_shows_the_tree_as_it_was() {
    let mut a = stepped(400);
    a.handle(Action::Solve(SolveKey::Hindsight));
    a.handle(Action::Solve(SolveKey::StepBack));
    for _ in 0..150 {
        a.handle(Action::Solve(SolveKey::StepBack));
    }
    let mut b = stepped(249);
    b.handle(Action::Solve(SolveKey::Hindsight));
    let tree = |a: &App| a.run().unwrap().sight.as_ref().unwrap().tree().at();
    assert_eq!(a.run().unwrap().position(), 249);
    assert_eq!(tree(&a), tree(&b));
    assert_eq!(a.hindsight_lines(), b.hindsight_lines());
    assert!(a.hindsight_lines()[0].starts_with("Wasted "));
}

fn has(buf: &Buffer, m: Modifier) -> bool {
    buf.content.iter().any(|c| c.modifier.contains(m))
}

#[test]
fn the_map_at_three_sizes() {
    let mut a = stepped(300);
    a.handle(Action::Solve(SolveKey::Map));
    for (w, h) in [(30, 14), (80, 24), (200, 50)] {
        let buf = draw(&mut a, w, h);
        snap!(format!("map_{w}x{h}"), text(&buf));
        assert!(
            has(&buf, Modifier::REVERSED),
            "the selected node at {w}x{h}"
        );
        assert!(
            has(&buf, Modifier::UNDERLINED),
            "the current path at {w}x{h}"
        );
        assert!(
            !has(&buf, Modifier::ITALIC),
            "no doomed choice without hindsight"
        );
    }
    a.handle(Action::Overlay(OverlayKey::Close));
    a.handle(Action::Solve(SolveKey::Hindsight));
    a.handle(Action::Solve(SolveKey::Map));
    let buf = draw(&mut a, 80, 24);
    assert!(
        has(&buf, Modifier::ITALIC | Modifier::DIM),
        "doomed with hindsight"
    );
}

/// The description says how many of the digits that fit the cell chosen under the node
/// were tried there: for naive, the first empty cell of the board the node leaves.
#[test]
fn the_description_says_how_many_of_the_options_were_tried() {
    let mut a = stepped(400);
    a.handle(Action::Solve(SolveKey::Map));
    a.handle(Action::Edit(EditKey::Up));
    a.handle(Action::Edit(EditKey::Up));
    let n = selected_node(&a);
    assert!(n.children > 1, "{n:?}");
    // The board right after the node's placement: the givens and the path down to it.
    let path = &map(&a).tracks[0].tree;
    let mut board = *a.run().unwrap().stepper().puzzle();
    let mut id = Some(n.id);
    while let Some(i) = id {
        let node = path.nodes.iter().find(|s| s.node.id == i).unwrap().node;
        if !node.is_root() {
            board.set(node.cell as usize, node.digit);
        }
        id = node.parent;
    }
    let next = (0..81).find(|&c| board.get(c) == 0).unwrap();
    let k = board.candidates(next).count_ones();
    let d = map(&a).description();
    assert!(
        d.contains(&format!(" · {} of {k} tried", n.children)),
        "{d}"
    );
}

#[test]
fn the_brief_panel_beside_the_tiny_9x9_grid_says_what_was_wasted() {
    let mut a = stepped(400);
    let s = screen(&mut a, 30, 14);
    assert!(!s.contains("Wasted"), "hindsight off: {s}");
    a.handle(Action::Solve(SolveKey::Hindsight));
    settle(&mut a);
    let wasted = wasted_figure(&a);
    let s = screen(&mut a, 30, 14);
    assert!(
        s.lines().any(|l| l.contains(&format!("Wasted {wasted}"))),
        "{s}"
    );
}

/// A frame with nothing new draws the map it kept: its tracks and its view are not made
/// again; a frame after a step makes both again, a move of the selection only the view,
/// hindsight both.
#[test]
fn the_map_is_made_again_only_when_what_it_shows_changed() {
    let frame = |a: &mut App| {
        let now = Instant::now();
        a.tick(now, now + Duration::from_millis(5));
    };
    let mut a = stepped(300);
    a.handle(Action::Solve(SolveKey::Map));
    let (tracks, views) = map(&a).rebuilds();
    let first = draw(&mut a, 80, 24);
    for _ in 0..3 {
        frame(&mut a);
        // A key the map does not use.
        a.handle(Action::Edit(EditKey::Digit(1)));
        assert_eq!(draw(&mut a, 80, 24), first);
        draw(&mut a, 120, 40);
    }
    assert_eq!(map(&a).rebuilds(), (tracks, views), "nothing new");
    a.step();
    frame(&mut a);
    assert_eq!(map(&a).rebuilds(), (tracks + 1, views + 1), "a step");
    assert_ne!(draw(&mut a, 80, 24), first);
    frame(&mut a);
    assert_eq!(map(&a).rebuilds(), (tracks + 1, views + 1), "nothing new");
    a.handle(Action::Edit(EditKey::Up));
    assert_eq!(map(&a).rebuilds(), (tracks + 1, views + 2), "the selection");
    a.toggle_hindsight();
    assert_eq!(map(&a).rebuilds(), (tracks + 2, views + 3), "hindsight");
}
