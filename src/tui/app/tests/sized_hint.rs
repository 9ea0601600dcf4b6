//! The hint (`H`) on grids of other sizes: the area and the technique, then the whole
//! step with its digit shown in the cell, then the digit placed (undo takes it back);
//! singles first, the solution's next digit where none applies; refusals say why.

use sudoku_engine::board::Board;
use sudoku_engine::solve::any;

use super::sized_solve::{on_board, FOUR, SIXTEEN};
use super::sizes::sized;
use super::sizes_screens::centre;
use super::*;
use crate::tui::ui::theme;

fn board(a: &App) -> &Board {
    &a.sized().unwrap().board
}

fn said(a: &App) -> String {
    a.message.clone().unwrap_or_default()
}

#[test]
fn h_names_the_area_then_tells_the_step_then_places_it_and_u_takes_it_back() {
    let mut a = on_board(FOUR, Strategy::Naive);
    let before = board(&a).clone();
    let solution = any::solve_first(&before).unwrap();
    a.handle(Action::Hint);
    let first = said(&a);
    assert!(first.starts_with("hint: look at "), "{first}");
    assert!(
        first.ends_with("single (H again: the whole step)"),
        "{first}"
    );
    assert_eq!(board(&a), &before, "nothing placed yet");
    a.handle(Action::Hint);
    let told = said(&a);
    assert!(told.ends_with("(H again: do it)"), "{told}");
    assert_eq!(board(&a), &before, "told, not placed");
    // The digit shown in its cell, marked as the 9x9 hint marks it.
    let (cell, digit) = a.sized().unwrap().hint_told().expect("a step told");
    assert_eq!(solution.get(cell), digit);
    assert!(
        told.contains(&format!("{} is {digit}", before.shape().cell_name(cell)))
            || told.contains(&format!("can only be {digit}")),
        "{told}"
    );
    let buf = draw(&mut a, 90, 24);
    let (x, y) = centre(&a, 90, 24, cell);
    assert_eq!(buf[(x, y)].symbol(), digit.to_string(), "{}", text(&buf));
    assert!(buf[(x, y)].modifier.contains(theme::pattern().add_modifier));
    a.handle(Action::Hint);
    let name = before.shape().cell_name(cell);
    assert_eq!(
        said(&a),
        format!("hint: {name} is {digit}, placed (u undoes; H: the next hint)")
    );
    assert_eq!(board(&a).get(cell), digit);
    assert_eq!(a.sized().unwrap().cursor, cell);
    assert_eq!(a.sized().unwrap().hint_told(), None);
    a.handle(Action::Undo);
    assert_eq!(board(&a), &before);
}

#[test]
fn hints_alone_solve_a_16x16_puzzle_to_its_one_solution() {
    let mut a = on_board(SIXTEEN, Strategy::Naive);
    let solution = any::solve_first(board(&a)).unwrap();
    let mut singles = 0;
    for _ in 0..3 * 256 {
        if board(&a).is_complete() {
            break;
        }
        a.handle(Action::Hint);
        let first = said(&a);
        assert!(first.starts_with("hint: look at "), "{first}");
        if first.contains("single") {
            singles += 1;
        }
        a.handle(Action::Hint);
        a.handle(Action::Hint);
        assert!(said(&a).contains(", placed"), "{}", said(&a));
    }
    assert_eq!(board(&a), &solution);
    assert!(singles > 0);
    a.handle(Action::Hint);
    assert_eq!(said(&a), "No hint: the grid is complete");
}

#[test]
fn where_no_single_applies_the_hint_gives_the_first_solution_s_next_digit() {
    let mut a = sized(4);
    a.handle(Action::Hint);
    assert_eq!(
        said(&a),
        "hint: look at r1c1: no single, the first solution has its digit (H again: the whole step)"
    );
    a.handle(Action::Hint);
    assert_eq!(
        said(&a),
        "hint: no cell has one digit left and no digit one place in a unit; the first \
         solution has 1 in r1c1 (H again: do it)"
    );
    a.handle(Action::Hint);
    assert_eq!(board(&a).get(0), 1);
    // Pressed on, the hints fill the grid with the first of its solutions in order.
    for _ in 0..3 * 16 {
        a.handle(Action::Hint);
    }
    assert_eq!(board(&a).to_line(), "1234341221434321");
}

#[test]
fn an_edit_between_two_presses_starts_the_hint_afresh() {
    let mut a = on_board(FOUR, Strategy::Naive);
    a.handle(Action::Hint);
    a.handle(Action::Hint);
    assert!(a.sized().unwrap().hint_told().is_some());
    // A digit typed and taken back: the grid is as it was, the sequence starts over.
    let before = board(&a).clone();
    a.handle(Action::Digit(4));
    a.handle(Action::Undo);
    assert_eq!(board(&a), &before);
    assert_eq!(a.sized().unwrap().hint_told(), None);
    a.handle(Action::Hint);
    assert!(said(&a).starts_with("hint: look at "), "{}", said(&a));
}

#[test]
fn clashes_a_complete_grid_no_solution_and_a_solve_are_refused_saying_why() {
    let mut a = sized(4);
    keys(&mut a, &[Action::Digit(1), Action::Digit(1)]);
    a.handle(Action::Hint);
    assert_eq!(
        said(&a),
        "No hint: the grid has clashes (digit 1 appears twice in row 1: r1c1 and r1c2)"
    );
    let mut full = on_board("1234341221434321", Strategy::Naive);
    full.handle(Action::Hint);
    assert_eq!(said(&full), "No hint: the grid is complete");
    // 1 2 . . / . . 3 4 / . . . . / . . . . : r1c3 and r1c4 need the 3 and the 4, which
    // their box holds in row 2: no clash, yet no solution.
    let mut none = on_board("12....34........", Strategy::Naive);
    assert_eq!(any::count(board(&none), 1), 0);
    none.handle(Action::Hint);
    assert_eq!(said(&none), "No hint: the grid has no solution");
    let mut solving = on_board(FOUR, Strategy::Naive);
    solving.handle(Action::Start);
    let before = board(&solving).clone();
    solving.handle(Action::Hint);
    assert_eq!(said(&solving), "Esc returns to the editor");
    assert_eq!(board(&solving), &before);
}

#[test]
fn a_hint_told_on_a_4x4_grid() {
    let mut a = on_board(FOUR, Strategy::Naive);
    keys(&mut a, &[Action::Hint, Action::Hint]);
    snap!(screen(&mut a, 90, 24));
}
