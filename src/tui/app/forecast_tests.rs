use super::*;

const PUZZLE: &str =
    "003020600900305001001806400008102900700000008006708200002609500800203009005010300";

fn puzzle() -> Grid {
    Grid::from_line(PUZZLE).expect("a puzzle")
}

#[test]
fn counts_read_at_two_figures() {
    assert_eq!(about_count(65.0), "65");
    assert_eq!(about_count(59_648.0), "60,000");
    assert_eq!(about_count(225_503_798.0), "2.3e8");
    assert_eq!(about_count(138_000_000.0), "1.4e8");
    assert_eq!(about_count(9_960_000.0), "1.0e7");
    assert_eq!(about_count(999_999.0), "1.0e6");
    assert_eq!(about_count(0.4), "0");
}

#[test]
fn times_read_in_their_unit() {
    assert_eq!(about_time(0.2), "under a second");
    assert_eq!(about_time(1.4), "about 1 s");
    assert_eq!(about_time(200.0), "about 3 min");
    assert_eq!(about_time(4.0 * 3600.0), "about 4 h");
    assert_eq!(about_time(5.0 * 86_400.0), "about 5 days");
    assert_eq!(about_time(3e4 * 365.25 * 86_400.0), "about 3e4 years");
}

#[test]
fn the_line_before_says_the_time_at_the_speed() {
    let p = Prediction {
        steps: 1.4e8,
        rate: Some(1.4e8),
    };
    assert_eq!(
        before(Strategy::Naive, p, Speed::Max),
        "naive: about 1.4e8 steps, about 1 s at max"
    );
    // No faster than the speed set.
    assert_eq!(
        before(Strategy::Naive, p, Speed::Rate(1_000)),
        "naive: about 1.4e8 steps, about 39 h at 1k/s"
    );
    // Untimed: no time at max, the set speed's time otherwise.
    let untimed = Prediction { rate: None, ..p };
    assert_eq!(
        before(Strategy::Mrv, untimed, Speed::Max),
        "mrv: about 1.4e8 steps"
    );
    assert_eq!(
        after(
            Prediction {
                steps: 2.3e8,
                rate: None
            },
            138_297_541
        ),
        "about 2.3e8 steps, took 138,297,541 (0.60×)"
    );
}

#[test]
fn on_the_spot_the_answer_is_there_at_once_and_the_same_as_the_headless_estimate() {
    let mut f = Forecast::on_the_spot();
    let g = puzzle();
    assert!(f.known(&g, Strategy::Naive).is_none());
    f.ask(&g, Strategy::Naive);
    assert!(!f.pending());
    let p = f.known(&g, Strategy::Naive).expect("known");
    assert_eq!(p.steps, estimate(&g, Strategy::Naive, PROBES, 0));
    assert_eq!(p.rate, None);
    // Off: nothing is asked.
    let mut off = Forecast::off();
    off.ask(&g, Strategy::Naive);
    assert!(off.known(&g, Strategy::Naive).is_none() && !off.pending());
}

/// Typing never waits: the question is sent, the answer picked up later, about the
/// latest grid.
#[test]
fn in_the_background_the_latest_question_is_answered() {
    let mut f = Forecast::in_background();
    let g = puzzle();
    let mut h = g;
    h.set(0, 4);
    f.ask(&g, Strategy::Naive);
    f.ask(&h, Strategy::Mrv);
    while f.pending() {
        f.poll();
        std::thread::sleep(std::time::Duration::from_millis(2));
    }
    let p = f.known(&h, Strategy::Mrv).expect("the latest answered");
    assert_eq!(p.steps, estimate(&h, Strategy::Mrv, PROBES, 0));
    assert!(p.rate.is_some_and(|r| r > 0.0));
}

#[test]
fn answers_are_kept_for_a_run_that_has_ended() {
    let mut f = Forecast::on_the_spot();
    let g = puzzle();
    for s in Strategy::ALL {
        f.ask(&g, s);
    }
    for s in Strategy::ALL {
        assert!(f.known(&g, s).is_some(), "{s:?}");
    }
}
