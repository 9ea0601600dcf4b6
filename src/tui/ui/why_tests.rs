//! The words of the why line and the step labels: each unit named by its number, each
//! list of digits by what it is, a placement with one option called forced.

use super::*;
use crate::tui::words::seen::seen_from;
use sudoku_engine::grid::Grid;

/// r4c8 of a grid where row 4 holds every digit but 7 and column 8 holds the 7.
fn dead_end() -> (Grid, usize) {
    let mut g = Grid::empty();
    let cell = 3 * 9 + 7;
    for (c, d) in [0usize, 1, 2, 3, 4, 5, 8]
        .into_iter()
        .zip([1u8, 2, 3, 4, 5, 6, 8])
    {
        g.set(3 * 9 + c, d);
    }
    g.set(3 * 9 + 6, 9);
    g.set(7, 7);
    (g, cell)
}

#[test]
fn a_dead_end_names_each_unit_and_what_it_adds() {
    let (g, cell) = dead_end();
    assert_eq!(
        seen_from(&g, cell).unwrap(),
        "row 4 has 1 2 3 4 5 6 8 9; column 8 adds 7"
    );
    // The box adds nothing new here: it is left out. With the 7 in the box instead:
    let mut g2 = g;
    g2.set(7, 0);
    g2.set(4 * 9 + 8, 7);
    assert_eq!(
        seen_from(&g2, cell).unwrap(),
        "row 4 has 1 2 3 4 5 6 8 9; box 6 adds 7"
    );
    let w = WhyView {
        cell: Spot::new(3 * 9 + 6),
        digit: 9,
        why: Why::DeadEnd {
            cell: Spot::new(cell),
        },
        ago: 0,
        before: g,
    };
    assert_eq!(
        why_text(&w),
        "r4c8: no digit fits (row 4 has 1 2 3 4 5 6 8 9; column 8 adds 7)"
    );
    assert_eq!(seen_from(&g, 7), None, "r1c8 holds a digit");
}

fn place(guess: u32, of: u32) -> StepView {
    StepView {
        event: Explained::Place {
            cell: Spot::new(13),
            digit: 3,
            guess,
            of,
            left: 0,
        },
        undoing: None,
        why: None,
        technique: None,
    }
}

#[test]
fn a_placement_with_one_option_is_forced_not_a_guess() {
    let label = |v: &StepView, short| step_label(v, short).unwrap().0;
    assert_eq!(label(&place(1, 2), false), "r2c5 = 3 (guess, 1 of 2)");
    assert_eq!(
        label(&place(1, 1), false),
        "r2c5 = 3 (forced: only digit that fits)"
    );
    assert_eq!(label(&place(1, 1), true), "r2c5 = 3 (only digit that fits)");
    assert_eq!(forced_only(&place(1, 1)).unwrap(), "r2c5 = 3 (forced)");
    assert_eq!(forced_only(&place(1, 2)), None);
    assert_eq!(
        place(1, 1).event.to_string(),
        "r2c5 = 3 (forced: only digit that fits)"
    );
}

#[test]
fn the_stack_says_which_digits_are_left_and_how_many_were_forced() {
    use super::super::stack::{lines, StackView};
    use sudoku_engine::grid::bit;
    use sudoku_engine::solve::Choice;
    let v = StackView {
        choices: vec![(
            Choice {
                cell: Spot::new(20),
                digit: Some(1),
                options: bit(1) | bit(3),
                remaining: bit(3),
            },
            Some(7),
        )],
        forced: Vec::new(),
        ..StackView::default()
    };
    let text: String = lines(&v, 5, 60)[0]
        .spans
        .iter()
        .map(|s| s.content.as_ref())
        .collect();
    assert_eq!(text, "r3c3 = 1  (to try: 3)  7 digits forced");
}

#[test]
fn the_why_continues_two_columns_in_at_every_width() {
    let (g, cell) = dead_end();
    let mut step = place(1, 2);
    step.why = Some(WhyView {
        cell: Spot::new(cell),
        digit: 9,
        why: Why::DeadEnd {
            cell: Spot::new(cell),
        },
        ago: 3,
        before: g,
    });
    // The panel's widths beside and under the grid, narrow to wide.
    for width in [28, 33, 36, 40, 44, 52, 60] {
        let lines = super::super::labelled::step_lines(&step, width);
        let rows: Vec<String> = lines
            .iter()
            .map(|l| l.spans.iter().map(|s| s.content.as_ref()).collect())
            .collect();
        let why = rows.iter().position(|r| r.starts_with("Why")).unwrap();
        let more: Vec<&String> = rows[why + 1..].iter().filter(|r| !r.is_empty()).collect();
        assert!(!more.is_empty(), "{width}: the why wraps\n{rows:#?}");
        for row in more {
            let lead = row.chars().take_while(|&c| c == ' ').count();
            assert_eq!(lead, 2, "{width}: {row:?}");
        }
    }
}
