//! The exact solver of every size against a search written apart from it (tests/common):
//! counts, first solutions and solutions in order agree on generated puzzles of several
//! sizes, unique and with their givens thinned to many solutions.

#[path = "common/any_search.rs"]
mod any_search;

use any_search::Counts;
use sudoku_engine::generate::sized::puzzle;
use sudoku_engine::shape::Shape;
use sudoku_engine::solve::any;

#[test]
fn the_solver_of_every_size_agrees_with_the_reference() {
    let mut c = Counts::default();
    for (side, n) in [(4, 6), (6, 4), (8, 3), (12, 2)] {
        let shape = Shape::for_side(side).unwrap();
        for i in 0..n {
            let made = puzzle(shape, 21, i);
            let p = made.puzzle;
            assert_eq!(any_search::count(&p, 3, &mut c), 1, "{p:?}");
            assert_eq!(any::solve_first(&p), any_search::first(&p, &mut c));
            // Fewer givens: several solutions, listed in the same order.
            let mut thin = p.clone();
            for cell in (0..shape.cells()).filter(|&x| p.get(x) != 0).step_by(3) {
                thin.try_set(cell, 0).unwrap();
            }
            assert_eq!(
                any::count(&thin, 50),
                any_search::count(&thin, 50, &mut c),
                "{thin:?}"
            );
            assert_eq!(any::solve_first(&thin), any_search::first(&thin, &mut c));
            let mut theirs = Vec::new();
            any::Solver::new().limit(5).solutions(&thin, |b| {
                theirs.push(b.clone());
                true
            });
            let mut ours = Vec::new();
            any_search::solutions_while(&thin, &mut c, |b| {
                ours.push(b.clone());
                ours.len() < 5
            });
            assert_eq!(theirs, ours, "{thin:?}");
        }
    }
}
