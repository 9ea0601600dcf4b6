//! The app and the trace tell the same story: after event k the run shows event k as the
//! trace writes it, and the why it shows for a take-back is the trace's why of that event.

use sudoku_engine::grid::Grid;
use sudoku_engine::solve::trace::{write_line_with, write_trace};
use sudoku_engine::solve::Strategy;

use super::Run;

const STEPS: u64 = 3000;

#[test]
fn the_screen_tells_event_k_as_the_trace_does() {
    let puzzles = [
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
        "103000509002109400000704000300502006060000050700803004000401000009205800804000107",
    ];
    for line in puzzles {
        let grid = Grid::from_line(line).unwrap();
        for strategy in Strategy::ALL {
            let mut trace = Vec::new();
            write_trace(&grid, strategy, Some(STEPS), &mut trace).unwrap();
            let trace = String::from_utf8(trace).unwrap();
            let mut run = Run::new(&grid, strategy, false);
            let mut takebacks = 0;
            for (k, want) in (1..).zip(trace.lines()) {
                run.step_paused();
                let shown = run.story().view(k).expect("a step is shown");
                let mut told = Vec::new();
                let depth = run.stepper().stats().depth;
                let technique = run.story().technique(k);
                assert!(write_line_with(&mut told, k, shown.event, depth, technique).unwrap());
                assert_eq!(String::from_utf8(told).unwrap().trim_end(), want);
                if let Some(why) = shown.event.why() {
                    let seen = shown.why.expect("a take-back shows its why");
                    assert_eq!((seen.why, seen.ago), (why, 0), "{strategy} step {k}");
                    takebacks += 1;
                }
            }
            assert!(
                takebacks > 0 || strategy != Strategy::Naive,
                "{strategy}: the sample takes digits back"
            );
        }
    }
}
