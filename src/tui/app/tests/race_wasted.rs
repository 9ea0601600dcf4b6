//! The race's table gains the steps each board wasted in doomed branches, with their
//! share of its steps: `…` while the board's tree follows its search, then the figure
//! `solve --compare` gives.

use sudoku_engine::solve::tree::{Judge, Keep, Tree};
use sudoku_engine::solve::Stepper;

use super::*;

/// The steps wasted by `strategy` on `puzzle`, every event of the whole search seen.
fn wasted_headless(puzzle: &Grid, strategy: Strategy) -> u64 {
    let mut s = Stepper::new(puzzle, strategy);
    let mut tree = Tree::with_judge(Judge::new(puzzle), Keep::Path);
    s.run_observed(u64::MAX, |e, st| tree.observe(e, st));
    tree.wasted()
}

#[test]
fn a_race_over_says_what_each_board_wasted() {
    let p = Grid::from_line(HARD).unwrap();
    let mut a = super::race::racing_on(HARD, "p.txt", Speed::Max);
    a.handle(Action::Solve(SolveKey::Finish));
    a.finish_now();
    // Naive's tree catches up frame by frame, as the app goes on.
    for _ in 0..10_000 {
        let res = a.racing().unwrap().results().unwrap();
        if res.iter().all(|(_, r)| r.wasted.is_some()) {
            break;
        }
        let now = Instant::now();
        a.tick(now, now + Duration::from_millis(50));
    }
    let res = a.racing().unwrap().results().unwrap();
    for (_, row) in &res {
        assert_eq!(
            row.wasted,
            Some(wasted_headless(&p, row.strategy)),
            "{:?}",
            row.strategy
        );
    }
    let s = screen(&mut a, 200, 50);
    let mrv = res
        .iter()
        .find(|(_, r)| r.strategy == Strategy::Mrv)
        .unwrap();
    let w = mrv.1.wasted.unwrap();
    let share = crate::figures::share(w, mrv.1.stats.steps);
    assert!(s.contains("wasted"), "{s}");
    assert!(
        s.contains(&format!(
            "{} {share}",
            crate::tui::words::numbers::grouped(w)
        )),
        "{s}"
    );
}
