//! The tree of a run of another size than 9x9 (4x4, 6x6): the same however the copy got
//! to a step, and the same when the run fed it as it went, there and after going back
//! and forth; its Wasted is the engine tree's on the whole search.

use sudoku_engine::board::Board;
use sudoku_engine::format::parse_boards;
use sudoku_engine::solve::tree::{Judge, Keep, Tree};
use sudoku_engine::solve::{AnyShape, BoardStepper, Strategy, Timeline};

use super::Sight;

/// A 4x4 puzzle naive wanders on, and a 6x6 one.
const PUZZLES: [&str; 2] = [".....23....32..1", "1.....4...2...3...5.....6...4...2..."];

fn boards() -> Vec<Board> {
    PUZZLES
        .iter()
        .map(|p| {
            parse_boards("p.txt", p.as_bytes()).unwrap().puzzles[0]
                .board
                .clone()
        })
        .collect()
}

const STRATEGIES: [Strategy; 3] = [Strategy::Naive, Strategy::Mrv, Strategy::Propagate];

#[test]
fn the_tree_of_another_size_does_not_depend_on_the_way_there() {
    for g in boards() {
        for strategy in STRATEGIES {
            // To the first solution, the tree is the engine's own, Wasted included.
            let mut tree = Tree::with_judge(Judge::for_board(&g), Keep::APP);
            tree.run(
                &mut BoardStepper::from_board(&g, strategy).unwrap(),
                u64::MAX,
            );
            let mut sight = Sight::board_every(&g, strategy, Judge::for_board(&g), 3).unwrap();
            sight.follow_all(tree.step());
            assert_eq!(sight.step(), tree.step());
            assert_eq!(
                (sight.tree().at(), sight.tree().wasted()),
                (tree.at(), tree.wasted())
            );
            // Then on to the end of the whole search, and back and forth.
            sight.follow_all(u64::MAX);
            let end = sight.step();
            for target in [end / 3, 1, end / 2, end] {
                sight.follow_all(target);
                let mut fresh = Sight::of_board(&g, strategy, Judge::for_board(&g)).unwrap();
                fresh.follow_all(target);
                assert_eq!(sight.step(), target.max(1).min(end));
                assert_eq!(
                    sight.tree().at(),
                    fresh.tree().at(),
                    "{strategy:?} at {target}"
                );
                assert_eq!(sight.tree().wasted(), fresh.tree().wasted());
            }
        }
    }
}

#[test]
fn the_tree_a_run_of_another_size_feeds_is_the_tree_of_the_copy() {
    for g in boards() {
        for strategy in STRATEGIES {
            let mut sight = Sight::board_every(&g, strategy, Judge::for_board(&g), 3).unwrap();
            let search = BoardStepper::from_board(&g, strategy).unwrap();
            let mut run: Timeline<AnyShape> = Timeline::starting(search, 5, 4);
            let mut n = 1;
            loop {
                assert!(sight.rides(run.position()));
                let end = if n % 3 == 0 {
                    Some(sight.ride_one(&mut run)).filter(|e| e.is_final())
                } else {
                    sight.ride(&mut run, n)
                };
                let mut fresh = Sight::of_board(&g, strategy, Judge::for_board(&g)).unwrap();
                fresh.follow_all(run.position());
                assert_eq!(sight.tree().at(), fresh.tree().at(), "{strategy:?} at {n}");
                assert_eq!(sight.tree().wasted(), fresh.tree().wasted());
                if end.is_some() {
                    break;
                }
                n += 1;
            }
            let end = run.position();
            for target in [end / 2, end, 3, end / 3 + 1] {
                sight.follow_all(target);
                let mut fresh = Sight::of_board(&g, strategy, Judge::for_board(&g)).unwrap();
                fresh.follow_all(target);
                assert_eq!(
                    sight.tree().at(),
                    fresh.tree().at(),
                    "{strategy:?} to {target}"
                );
            }
        }
    }
}
