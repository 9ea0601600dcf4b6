//! A board's state line, fitted into its width.

use super::*;

#[test]
fn the_state_line_says_how_it_ended_in_the_width_there_is() {
    assert_eq!(BoardState::Solving.text(25).0, "solving");
    assert_eq!(BoardState::Paused.text(25).0, "paused");
    assert_eq!(BoardState::Solved(65).text(25).0, "Solved in 65 steps");
    assert_eq!(
        BoardState::Solved(9_425_073).text(25).0,
        "Solved in 9,425,073 steps"
    );
    assert_eq!(
        BoardState::Solved(138_350_569).text(25).0,
        "Solved in 138.4M steps"
    );
    assert_eq!(
        BoardState::NoSolution(50_529).text(26).0,
        "No solution after 50.5k steps"
    );
    assert_eq!(BoardState::Solved(1).text(25).1, theme::good());
    assert_eq!(BoardState::NoSolution(1).text(25).1, theme::bad());
}
