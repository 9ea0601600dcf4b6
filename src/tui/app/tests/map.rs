//! The map (`m`) and hindsight (`d`): the keys on the map's state, Enter to a node's
//! first step, the tree the same however the step was reached, the screens and styles.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
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
    // The first choice on the path to the step shown first: the top of the tree.
    let first = selected_node(&a);
    assert_eq!(first.depth, 1);
    assert!(a.run().unwrap().stepper().stats().depth > 3);
    let tree = &map(&a).tracks[0].tree;
    assert_eq!(tree.nodes[tree.path()[1]].node, first);
    a.handle(Action::Edit(EditKey::Down));
    let child = selected_node(&a);
    assert_eq!(child.parent, Some(first.id));
    a.handle(Action::Edit(EditKey::Down));
    a.handle(Action::Edit(EditKey::Down));
    a.handle(Action::Edit(EditKey::Up));
    let grand = selected_node(&a);
    assert_eq!(grand.parent, Some(child.id));
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
    // Down the first children to one where more than one digit was tried.
    for _ in 0..30 {
        if selected_node(&a).children > 1 {
            break;
        }
        a.handle(Action::Edit(EditKey::Down));
    }
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

/// The hard 17-clue sample, which mrv solves 64 choices deep.
const SEVENTEEN: &str =
    ".................1....23......4...2...5...36...71......1..5.....3..6..8.94.......";

/// The 17-clue puzzle solved at once (`f`, at `max`), its map open and its tree built.
fn deep_map() -> App {
    let mut a = on(SEVENTEEN, Strategy::Mrv);
    a.speed = Speed::Max;
    a.handle(Action::Solve(SolveKey::Finish));
    a.finish_now();
    assert_eq!(a.state(), Progress::Solved);
    a.handle(Action::Solve(SolveKey::Map));
    settle(&mut a);
    a
}

/// After a deep solve the map opens on the top of the tree: a first choice selected
/// (the one on the path to the step shown), the row of first choices at the top with
/// its name on it, and the step shown marked on the axis; not on the deepest choice,
/// 64 rows down, where the screen showed one `━` at its right edge.
#[test]
fn after_a_deep_solve_the_map_opens_on_the_top_of_the_tree() {
    let mut a = deep_map();
    assert_eq!(a.run().unwrap().stepper().stats().max_depth, 64);
    let first = selected_node(&a);
    assert_eq!(first.depth, 1, "{first:?}");
    let tree = &map(&a).tracks[0].tree;
    assert_eq!(
        tree.nodes[tree.path()[1]].node,
        first,
        "on the current path"
    );
    let name = crate::tui::app::seeing::choice_name(
        a.run().unwrap().stepper().shape(),
        first.cell,
        first.digit,
    );
    let s = screen(&mut a, 80, 24);
    let rows: Vec<&str> = s.lines().collect();
    // The map's frame, its board's title, then the first choices' row.
    assert!(rows[1].contains("mrv"), "{s}");
    assert!(rows[2].contains(&name.replace(' ', "")), "{s}");
    // The axis with the step shown marked (the search's last), the description under.
    assert!(
        rows[19].starts_with("│step 1 ") && rows[19].contains('▲'),
        "{s}"
    );
    assert!(rows[20].contains(&format!("{name} · depth 1")), "{s}");
    snap!("map_after_a_deep_solve_80x24", s);
    for (w, h) in [(30, 14), (200, 50)] {
        let s = screen(&mut a, w, h);
        assert!(s.contains("depth 1"), "{w}x{h}: {s}");
        snap!(format!("map_after_a_deep_solve_{w}x{h}"), s);
    }
}

/// `d` in the map turns hindsight on and off, the map open: the state and the map's
/// drawing (doomed choices dim and italic) change with it.
#[test]
fn d_in_the_map_turns_hindsight_on_and_off() {
    let mut a = deep_map();
    let key = KeyEvent::new(KeyCode::Char('d'), KeyModifiers::NONE);
    let d = crate::tui::app::keymap::for_key(KeyMode::Map, key).expect("d in the map");
    assert_eq!(d, Action::Solve(SolveKey::Hindsight));
    let doomed = |a: &mut App| has(&draw(a, 80, 24), Modifier::ITALIC | Modifier::DIM);
    assert!(!doomed(&mut a));
    a.handle(d);
    settle(&mut a);
    assert!(a.hindsight);
    assert_eq!(a.mode(), KeyMode::Map, "the map stays open");
    assert!(doomed(&mut a), "doomed choices drawn");
    a.handle(d);
    assert!(!a.hindsight);
    assert_eq!(a.mode(), KeyMode::Map);
    assert!(!doomed(&mut a));
}

/// The map closed and opened again on the same search opens where it was left; on
/// another search, on the top of its tree.
#[test]
fn the_map_opens_again_where_it_was_left() {
    let mut a = deep_map();
    keys(
        &mut a,
        &[
            Action::Edit(EditKey::Down),
            Action::Edit(EditKey::Down),
            Action::Edit(EditKey::Right),
            Action::Overlay(OverlayKey::ZoomIn),
        ],
    );
    let left = selected_node(&a);
    assert!(left.depth >= 2, "{left:?}");
    let seen = screen(&mut a, 80, 24);
    a.handle(Action::Overlay(OverlayKey::Close));
    assert_ne!(a.mode(), KeyMode::Map);
    a.handle(Action::Solve(SolveKey::Map));
    settle(&mut a);
    assert_eq!(selected_node(&a), left);
    assert_eq!(screen(&mut a, 80, 24), seen, "zoomed in as it was");
    // Another search: the top of its tree.
    a.handle(Action::Overlay(OverlayKey::Close));
    a.handle(Action::Solve(SolveKey::Stop));
    a.handle(Action::Edit(EditKey::CycleStrategy));
    a.handle(Action::Solve(SolveKey::Finish));
    a.finish_now();
    a.handle(Action::Solve(SolveKey::Map));
    settle(&mut a);
    assert_ne!(a.run().unwrap().label(), "mrv");
    assert!(selected_node(&a).depth <= 1);
}
