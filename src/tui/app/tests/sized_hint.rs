//! The hint (`H`) on grids of other sizes: the area and the technique, then the whole
//! step with its digit shown in the cell, then the digit placed (undo takes it back);
//! singles first, the solution's next digit where none applies; refusals say why.

use ratatui::style::Modifier;
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
    a.handle(Action::Edit(EditKey::Hint));
    let first = said(&a);
    assert!(first.starts_with("hint: look at "), "{first}");
    assert!(
        first.ends_with("single (H again: the whole step)"),
        "{first}"
    );
    assert_eq!(board(&a), &before, "nothing placed yet");
    a.handle(Action::Edit(EditKey::Hint));
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
    a.handle(Action::Edit(EditKey::Hint));
    let name = before.shape().cell_name(cell);
    assert_eq!(
        said(&a),
        format!("hint: {name} is {digit}, placed (u undoes; H: the next hint)")
    );
    assert_eq!(board(&a).get(cell), digit);
    assert_eq!(a.sized().unwrap().cursor, cell);
    assert_eq!(a.sized().unwrap().hint_told(), None);
    a.handle(Action::Edit(EditKey::Undo));
    assert_eq!(board(&a), &before);
}

#[test]
fn hints_alone_solve_a_16x16_puzzle_to_its_one_solution() {
    let mut a = on_board(SIXTEEN, Strategy::Naive);
    let solution = any::solve_first(board(&a)).unwrap();
    let (mut singles, mut strikes) = (0, 0);
    for _ in 0..3 * 256 {
        if board(&a).is_complete() {
            break;
        }
        a.handle(Action::Edit(EditKey::Hint));
        let first = said(&a);
        assert!(first.starts_with("hint: look at "), "{first}");
        if first.contains("single") {
            singles += 1;
        }
        a.handle(Action::Edit(EditKey::Hint));
        a.handle(Action::Edit(EditKey::Hint));
        let done = said(&a);
        if done.starts_with("hint: struck out in the hint's candidates: ") {
            strikes += 1;
        } else {
            assert!(done.contains(", placed"), "{done}");
        }
    }
    assert_eq!(board(&a), &solution);
    assert!(singles > 0);
    // Every strike is a step apart: it places nothing, the presses go on from it.
    assert!(strikes < singles, "{strikes} strikes, {singles} singles");
    a.handle(Action::Edit(EditKey::Hint));
    assert_eq!(said(&a), "No hint: the grid is complete");
}

#[test]
fn where_no_single_applies_the_hint_gives_the_first_solution_s_next_digit() {
    let mut a = sized(4);
    a.handle(Action::Edit(EditKey::Hint));
    assert_eq!(
        said(&a),
        "hint: look at r1c1: no technique applies, the first solution has its digit (H again: \
         the whole step)"
    );
    a.handle(Action::Edit(EditKey::Hint));
    assert_eq!(
        said(&a),
        "hint: no technique applies (singles, pointing, claiming, pairs, triples); the first \
         solution has 1 in r1c1 (H again: do it)"
    );
    a.handle(Action::Edit(EditKey::Hint));
    assert_eq!(board(&a).get(0), 1);
    // Pressed on, the hints fill the grid with the first of its solutions in order (a
    // strike now and then on the way, placing nothing).
    for _ in 0..3 * 32 {
        a.handle(Action::Edit(EditKey::Hint));
    }
    assert_eq!(board(&a).to_line(), "1234341221434321");
}

#[test]
fn an_edit_between_two_presses_starts_the_hint_afresh() {
    let mut a = on_board(FOUR, Strategy::Naive);
    a.handle(Action::Edit(EditKey::Hint));
    a.handle(Action::Edit(EditKey::Hint));
    assert!(a.sized().unwrap().hint_told().is_some());
    // A digit typed and taken back: the grid is as it was, the sequence starts over.
    let before = board(&a).clone();
    a.handle(Action::Edit(EditKey::Digit(4)));
    a.handle(Action::Edit(EditKey::Undo));
    assert_eq!(board(&a), &before);
    assert_eq!(a.sized().unwrap().hint_told(), None);
    a.handle(Action::Edit(EditKey::Hint));
    assert!(said(&a).starts_with("hint: look at "), "{}", said(&a));
}

#[test]
fn clashes_a_complete_grid_no_solution_and_a_solve_are_refused_saying_why() {
    let mut a = sized(4);
    keys(
        &mut a,
        &[
            Action::Edit(EditKey::Digit(1)),
            Action::Edit(EditKey::Digit(1)),
        ],
    );
    a.handle(Action::Edit(EditKey::Hint));
    assert_eq!(
        said(&a),
        "No hint: the grid has clashes (digit 1 appears twice in row 1: r1c1 and r1c2)"
    );
    let mut full = on_board("1234341221434321", Strategy::Naive);
    full.handle(Action::Edit(EditKey::Hint));
    assert_eq!(said(&full), "No hint: the grid is complete");
    // 1 2 . . / . . 3 4 / . . . . / . . . . : r1c3 and r1c4 need the 3 and the 4, which
    // their box holds in row 2: no clash, yet no solution.
    let mut none = on_board("12....34........", Strategy::Naive);
    assert_eq!(any::count(board(&none), 1), 0);
    none.handle(Action::Edit(EditKey::Hint));
    assert_eq!(said(&none), "No hint: the grid has no solution");
    let mut solving = on_board(FOUR, Strategy::Naive);
    solving.handle(Action::Solve(SolveKey::Start));
    let before = board(&solving).clone();
    solving.handle(Action::Edit(EditKey::Hint));
    assert_eq!(said(&solving), "Esc returns to the editor");
    assert_eq!(board(&solving), &before);
}

#[test]
fn a_hint_told_on_a_4x4_grid() {
    let mut a = on_board(FOUR, Strategy::Naive);
    keys(
        &mut a,
        &[Action::Edit(EditKey::Hint), Action::Edit(EditKey::Hint)],
    );
    snap!(screen(&mut a, 90, 24));
}

/// Where candidate `digit` of `cell` is drawn on the screen of `w` × `h` (large cells).
fn candidate_at(a: &App, w: u16, h: u16, cell: usize, digit: u8) -> (u16, u16) {
    let shape = a.sized().unwrap().shape();
    let s = crate::tui::ui::board::layout(ratatui::layout::Rect::new(0, 0, w, h), shape).unwrap();
    let d = digit as usize - 1;
    let (ox, oy) = (
        2 * (d % shape.box_cols()) as u16 + 1,
        (d / shape.box_cols()) as u16,
    );
    let n = shape.side();
    let find = |across: bool, at: usize, o: u16| {
        crate::tui::ui::board::slots(s.size, shape, across)
            .iter()
            .position(|&x| x == crate::tui::ui::board::Slot::Cell(at, o))
            .unwrap() as u16
    };
    (
        s.grid.x + find(true, cell % n, ox),
        s.grid.y + find(false, cell / n, oy),
    )
}

#[test]
fn a_strike_is_told_marked_on_the_candidates_then_struck_from_the_hint_s_own() {
    // The empty 4x4: once the first digits are placed, locked candidates appear.
    let mut a = sized(4);
    assert!(a.show_candidates);
    let mut found = false;
    for _ in 0..40 {
        a.handle(Action::Edit(EditKey::Hint));
        let first = said(&a);
        if ["pointing", "claiming", "pair", "triple"]
            .iter()
            .any(|t| first.ends_with(&format!("{t} (H again: the whole step)")))
        {
            found = true;
            break;
        }
        keys(
            &mut a,
            &[Action::Edit(EditKey::Hint), Action::Edit(EditKey::Hint)],
        );
    }
    assert!(found, "no strike in 40 hints: {}", said(&a));
    let before = board(&a).clone();
    a.handle(Action::Edit(EditKey::Hint));
    let told = said(&a);
    assert!(told.contains(" not "), "{told}");
    assert!(told.ends_with("(H again: do it)"), "{told}");
    let marks = a.sized().unwrap().hint_pencilled().unwrap();
    let struck: Vec<(usize, u8)> = (0..16)
        .flat_map(|c| (1..=4u8).map(move |d| (c, d)))
        .filter(|&(c, d)| marks.struck[c] & 1 << (d - 1) != 0)
        .collect();
    assert!(!struck.is_empty());
    // Each candidate struck out: still drawn, dim and crossed out, as at 9x9.
    let (w, h) = (90, 24);
    let buf = draw(&mut a, w, h);
    for &(c, d) in &struck {
        let (x, y) = candidate_at(&a, w, h, c, d);
        let cell = &buf[(x, y)];
        assert_eq!(cell.symbol(), d.to_string(), "r{}c{}", c / 4 + 1, c % 4 + 1);
        assert!(
            cell.modifier
                .contains(Modifier::CROSSED_OUT | Modifier::DIM),
            "{cell:?}"
        );
    }
    // Done: nothing placed, the candidates gone from the hint's own, which the grid
    // draws from then on; the next hint goes on from there.
    a.handle(Action::Edit(EditKey::Hint));
    assert!(
        said(&a).starts_with("hint: struck out in the hint's candidates: "),
        "{}",
        said(&a)
    );
    assert_eq!(board(&a), &before);
    let after = a.sized().unwrap().hint_pencilled().unwrap();
    let buf = draw(&mut a, w, h);
    for &(c, d) in &struck {
        assert_eq!(after.known[c] & 1 << (d - 1), 0);
        let (x, y) = candidate_at(&a, w, h, c, d);
        assert_eq!(buf[(x, y)].symbol(), " ");
    }
    a.handle(Action::Edit(EditKey::Hint));
    assert!(said(&a).starts_with("hint: look at "), "{}", said(&a));
    // An edit starts afresh: the candidates are the digits' again.
    a.handle(Action::Edit(EditKey::Digit(0)));
    a.handle(Action::Edit(EditKey::Undo));
    assert_eq!(a.sized().unwrap().hint_pencilled(), None);
}
