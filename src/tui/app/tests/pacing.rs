//! The speed ladder.

use super::*;
use crate::tui::app::pacing::LADDER;

#[test]
fn speed_parses_and_climbs_the_ladder() {
    assert_eq!(Speed::parse("max"), Ok(Speed::Max));
    assert_eq!(Speed::parse("20"), Ok(Speed::Rate(20)));
    assert_eq!(Speed::parse("2k"), Ok(Speed::Rate(2000)));
    assert_eq!(Speed::parse("1M"), Ok(Speed::Rate(1_000_000)));
    assert!(Speed::parse("0").is_err());
    assert!(Speed::parse("fast").is_err());
    assert!(Speed::parse("-3").is_err());
    let mut s = Speed::Rate(1);
    let mut seen = vec![s];
    while s != Speed::Max {
        s = s.faster();
        seen.push(s);
    }
    assert_eq!(seen.len(), LADDER.len() + 1);
    assert_eq!(Speed::Max.faster(), Speed::Max);
    assert_eq!(Speed::Max.slower(), Speed::Rate(1_000_000));
    assert_eq!(Speed::Rate(1).slower(), Speed::Rate(1));
    // Off-ladder speeds join the ladder at the next rung.
    assert_eq!(Speed::Rate(7).faster(), Speed::Rate(10));
    assert_eq!(Speed::Rate(7).slower(), Speed::Rate(5));
    assert_eq!(Speed::Rate(1000).label(), "1k steps/s");
    assert_eq!(Speed::Rate(2500).label(), "2.5k steps/s");
}

#[test]
fn speed_keys_move_along_the_ladder() {
    let mut a = app();
    keys(
        &mut a,
        &[
            Action::Solve(SolveKey::Faster),
            Action::Solve(SolveKey::Faster),
        ],
    );
    assert_eq!(a.speed, Speed::Rate(50));
    keys(&mut a, &[Action::Solve(SolveKey::Slower); 20]);
    assert_eq!(a.speed, Speed::Rate(1));
    keys(&mut a, &[Action::Solve(SolveKey::Faster); 20]);
    assert_eq!(a.speed, Speed::Max);
}
