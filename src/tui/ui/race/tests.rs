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
    // 29 columns would not fit in 26: the brief form.
    assert_eq!(
        BoardState::NoSolution(50_529).text(29).0,
        "No solution after 50.5k steps"
    );
    assert_eq!(BoardState::NoSolution(50_529).text(26).0, "No sol. 50,529");
    // Under a single-character grid (13 columns): the brief word, the count whole.
    assert_eq!(BoardState::Solved(324).text(13).0, "Solved 324");
    assert_eq!(BoardState::Solved(12_345).text(13).0, "Solved 12,345");
    assert_eq!(BoardState::NoSolution(50_529).text(13).0, "No sol. 50.5k");
    assert_eq!(
        BoardState::NoSolution(138_350_569).text(13).0,
        "No sol. 138M"
    );
    for n in [1, 324, 50_529, 9_425_073, 138_350_569] {
        for w in [13, 16, 25] {
            assert!(
                BoardState::Solved(n).text(w).0.chars().count() <= w,
                "{n} {w}"
            );
            assert!(
                BoardState::NoSolution(n).text(w).0.chars().count() <= w,
                "{n} {w}"
            );
        }
    }
    assert_eq!(BoardState::Solved(1).text(25).1, theme::good());
    assert_eq!(BoardState::NoSolution(1).text(25).1, theme::bad());
}

/// Under a single-character grid (13 columns) a board's counters are written alike,
/// whole or shortened as counts are elsewhere (`160.4k`), never cut: `Guesses 160.4`
/// beside `Placed 335.6k` was a cut count.
#[test]
fn narrow_counters_shorten_their_counts_never_cut_them() {
    let c = Counters {
        placements: 335_600,
        retractions: 175_199,
        deductions: 335_600,
        guesses: 160_400,
        depth: 12,
        max_depth: 60,
        steps: 511_000,
    };
    let lines: Vec<String> = counter_lines(&c, 13)
        .iter()
        .map(|l| l.spans.iter().map(|s| s.content.as_ref()).collect())
        .collect();
    for l in &lines {
        assert!(l.chars().count() <= 13, "{l:?}");
    }
    assert_eq!(lines[0], "Placed 335.6k");
    assert_eq!(lines[2], "Deduc. 335.6k");
    assert_eq!(lines[3], "Guess  160.4k");
    assert_eq!(lines[5], "Steps    511k");
    let small = Counters {
        placements: 335,
        guesses: 160,
        ..c
    };
    let lines: Vec<String> = counter_lines(&small, 13)
        .iter()
        .map(|l| l.spans.iter().map(|s| s.content.as_ref()).collect())
        .collect();
    assert_eq!(lines[0], "Placed    335");
    let wide: Vec<String> = counter_lines(&c, 26)
        .iter()
        .map(|l| l.spans.iter().map(|s| s.content.as_ref()).collect())
        .collect();
    assert_eq!(wide[3], "Guesses     160,400");
}
