//! A run's bulk stepping against its single steps.

use std::time::{Duration, Instant};

use sudoku_tui::grid::Grid;
use sudoku_tui::solve::Strategy;

use super::Run;

#[test]
fn bulk_steps_track_deduced_cells_like_single_steps() {
    let p = Grid::from_line(
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
    )
    .unwrap();
    for n in [1u64, 7, 500, 5000] {
        let mut one = Run::new(&p, Strategy::Propagate, false);
        let now = Instant::now();
        for _ in 0..n {
            if one.step_once(now).is_final() {
                break;
            }
        }
        let mut bulk = Run::new(&p, Strategy::Propagate, false);
        bulk.chunk = 64;
        let far = Instant::now() + Duration::from_secs(60);
        bulk.run_until(Some(n), far);
        assert_eq!(bulk.stepper.stats().steps, one.stepper.stats().steps, "{n}");
        assert_eq!(bulk.stepper.grid(), one.stepper.grid(), "{n}");
        assert_eq!(bulk.deduced, one.deduced, "{n}");
        assert!(one.deduced.iter().any(|&d| d), "{n}: some digit deduced");
    }
}
