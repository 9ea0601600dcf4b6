//! The map (`m`), hindsight (`d`) and the race's wasted steps on searches deeper than 81
//! choices: every strategy fills an empty 12x12 grid, 144 choices deep (naive after
//! going back some 7,000 times).

use sudoku_engine::board::Board;
use sudoku_engine::shape::Shape;
use sudoku_engine::solve::tree::{Keep, Tree};
use sudoku_engine::solve::BoardStepper;

use super::race_sizes::{racing_board, run_to_the_end};
use super::sized_solve::on_board;
use super::*;
use crate::tui::app::overlays::Overlay;
use crate::tui::words::numbers::grouped;

/// The engine's tree of `strategy`'s search of the empty 12x12 grid, to its end.
fn engine_tree(strategy: Strategy) -> Tree {
    let board = Board::empty(Shape::for_side(12).expect("a shape"));
    let mut tree = Tree::for_board(&board, Keep::Path);
    let mut search = BoardStepper::from_board(&board, strategy).expect("it searches 12x12");
    tree.run(&mut search, u64::MAX);
    tree
}

/// The app on the empty 12x12 grid, solved to the end with naive (`f`).
fn finished() -> App {
    let mut a = on_board(&".".repeat(144), Strategy::Naive);
    a.handle(Action::Solve(SolveKey::Finish));
    a.finish_now();
    assert_eq!(a.state(), Progress::Solved);
    a
}

#[test]
fn the_map_of_a_search_144_choices_deep_holds_its_path() {
    let mut a = finished();
    a.handle(Action::Solve(SolveKey::Map));
    settle(&mut a);
    let Some(Overlay::Map(m)) = a.overlays.last() else {
        panic!("the map is not open");
    };
    let tree = &m.tracks[0].tree;
    assert_eq!(tree.now, engine_tree(Strategy::Naive).step());
    assert_eq!(tree.nodes[0].node.steps(tree.now), tree.now);
    // The root, then one choice a cell, each on the way to the solution.
    let path = tree.path();
    assert_eq!(path.len(), 145);
    assert!(path.iter().all(|&i| tree.nodes[i].node.solved));
    assert!(path.iter().all(|&i| !tree.nodes[i].node.doomed));
}

#[test]
fn hindsight_on_a_search_144_choices_deep_counts_what_the_engine_tree_counts() {
    let mut a = finished();
    a.handle(Action::Solve(SolveKey::Hindsight));
    settle(&mut a);
    let tree = engine_tree(Strategy::Naive);
    let (wasted, steps) = (tree.wasted(), tree.step());
    assert!(wasted > 0, "naive goes back on this grid");
    let share = (wasted as f64 * 100.0 / steps as f64).round();
    assert_eq!(
        a.hindsight_lines().first(),
        Some(&format!("Wasted     {} ({share}%)", grouped(wasted)))
    );
    // Solved: every choice holding is on the way to the solution.
    assert_eq!(a.doomed_choices(), Some(vec![false; 144]));
}

#[test]
fn a_race_on_an_empty_12x12_grid_says_what_each_board_wasted() {
    let mut a = racing_board(&".".repeat(144), Speed::Max);
    a.handle(Action::Solve(SolveKey::Finish));
    a.finish_now();
    run_to_the_end(&mut a);
    settle(&mut a);
    let race = a.racing().and_then(Racing::any).expect("a 12x12 race");
    let wasted: Vec<(Strategy, Option<u64>)> = race
        .results()
        .expect("the race is over")
        .into_iter()
        .map(|(_, row)| (row.strategy, row.wasted))
        .collect();
    assert_eq!(wasted.len(), 3);
    for (s, w) in wasted {
        assert_eq!(w, Some(engine_tree(s).wasted()), "{s}");
    }
}
