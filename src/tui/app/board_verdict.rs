//! The verdict on a grid of another size than 9×9 (unique, several solutions and how
//! many, none, clashing givens), as the 9×9 editor has its own (`status.rs`), worked out
//! on a thread of its own. Whether there are none, one or several is settled exactly
//! (seconds on the slowest 25×25 boards measured); how many, past one, is counted within
//! a bound in nodes of the counting search, so that an open board says "at least". The
//! work on a board is given up as soon as a newer one is asked about (typing on a 25×25
//! grid asks at each key), so the verdict on the board on screen never waits behind an
//! older one's.

use std::sync::atomic::AtomicBool;

use sudoku_engine::board::Board;
use sudoku_engine::solve::any;

use super::background::Background;
use super::status::COUNT_LIMIT;

/// Name of the thread that works out the verdicts.
pub const BOARD_STATUS_THREAD: &str = "board-status";

/// Nodes of the counting search the count of several solutions may take (about a
/// second at 25×25).
pub const NODES: u64 = 200_000;

/// Verdicts kept: a key undone (a digit typed, then taken back) finds the board before
/// it judged at once.
const KEPT: usize = 2;

/// What is known of a board's solutions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Judged {
    /// Two givens share a unit and a digit.
    Clash,
    NoSolution,
    Unique,
    /// Two or more: `counted` of them, all there are when `exact`.
    Several {
        counted: u64,
        exact: bool,
    },
}

fn judge(board: &Board, stop: &AtomicBool) -> Option<Judged> {
    judged(board, NODES, stop)
}

/// The verdict, the count of several bounded to `nodes`; None if given up (`stop` set)
/// first.
fn judged(board: &Board, nodes: u64, stop: &AtomicBool) -> Option<Judged> {
    if !board.conflicts().is_empty() {
        return Some(Judged::Clash);
    }
    let two = any::Solver::new().first(false).limit(2);
    Some(match two.run_until(board, stop)?.count {
        0 => Judged::NoSolution,
        1 => Judged::Unique,
        _ => match any::count_within_until(board, COUNT_LIMIT, nodes, stop)? {
            Some(n) => Judged::Several {
                counted: n,
                exact: n < COUNT_LIMIT,
            },
            None => Judged::Several {
                counted: 2,
                exact: false,
            },
        },
    })
}

/// The verdict on the latest board asked about.
pub struct BoardVerdict(Background<Board, Judged>);

impl BoardVerdict {
    /// Worked out on the spot (tests).
    pub fn on_the_spot() -> BoardVerdict {
        BoardVerdict(Background::stoppable_on_the_spot(judge, KEPT))
    }

    /// Worked out on a thread of its own, or on the spot when it does not start; the
    /// work on a board given up as soon as a newer one is asked about.
    pub fn in_background() -> BoardVerdict {
        BoardVerdict(Background::stoppable_in_background(
            BOARD_STATUS_THREAD,
            judge,
            KEPT,
        ))
    }

    /// Asks about `board`; nothing to do when it is the board asked about last.
    pub fn ask(&mut self, board: &Board) {
        self.0.ask(board);
    }

    /// The verdict on `board`, once known.
    pub fn of(&self, board: &Board) -> Option<Judged> {
        self.0.known(board).copied()
    }

    /// Picks up the thread's answer; true if it is about the latest board.
    pub fn poll(&mut self) -> bool {
        self.0.poll()
    }

    /// True while the verdict on the latest board is being worked out.
    pub fn pending(&self) -> bool {
        self.0.pending()
    }
}

impl super::App {
    /// Asks about the grid of another size on screen while it is edited.
    pub(super) fn ask_board_verdict(&mut self) {
        if let Some(s) = &self.sized {
            if !s.stage.solving() {
                self.board_verdict.ask(&s.board);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sudoku_engine::shape::Shape;

    fn board(side: usize, text: &str) -> Board {
        let mut b = Board::empty(Shape::for_side(side).unwrap());
        for (i, c) in text.chars().enumerate() {
            if let Some(d) = c.to_digit(10) {
                b.try_set(i, d as u8).unwrap();
            }
        }
        b
    }

    /// The verdict, never given up.
    fn on(board: &Board) -> Judged {
        judge(board, &AtomicBool::new(false)).expect("never stopped")
    }

    #[test]
    fn judges_boards_of_every_kind() {
        let empty4 = board(4, "................");
        // The 4×4 grid has 288 solutions, all counted.
        assert_eq!(
            on(&empty4),
            Judged::Several {
                counted: 288,
                exact: true
            }
        );
        let unique = board(4, "12343412214.4321");
        assert_eq!(on(&unique), Judged::Unique);
        let clash = board(4, "11..............");
        assert_eq!(on(&clash), Judged::Clash);
        // No clash, but r1c4 can take no digit: 1, 2, 3 in its row, 4 in its column.
        let none = board(4, "123....4........");
        assert_eq!(on(&none), Judged::NoSolution);
    }

    #[test]
    fn a_board_with_more_solutions_than_counted_says_at_least() {
        let empty6 = board(6, &".".repeat(36));
        assert_eq!(
            on(&empty6),
            Judged::Several {
                counted: COUNT_LIMIT,
                exact: false
            }
        );
    }

    #[test]
    fn the_empty_largest_grid_has_at_least_two() {
        let empty = Board::empty(Shape::for_side(25).unwrap());
        assert!(matches!(on(&empty), Judged::Several { exact: false, .. }));
    }

    #[test]
    fn solutions_not_counted_within_the_nodes_are_at_least_two() {
        let empty6 = board(6, &".".repeat(36));
        assert_eq!(
            judged(&empty6, 1, &AtomicBool::new(false)).unwrap(),
            Judged::Several {
                counted: 2,
                exact: false
            }
        );
    }

    /// A 25×25 board whose second solution takes the exact solver seconds to find.
    fn slow() -> Board {
        let text = include_str!("../../../tests/fixtures/any/slow_several_25.txt");
        let doc = sudoku_engine::format::parse_boards("slow", text.as_bytes()).unwrap();
        doc.puzzles[0].board.clone()
    }

    /// `board` with a digit written in its first empty cell that another cell of its row
    /// holds (written there too where none does).
    fn clashing(board: &Board) -> Board {
        let side = board.side();
        let empty = (0..side * side).find(|&i| board.get(i) == 0).unwrap();
        let row = empty / side * side;
        let mut b = board.clone();
        let digit = match (row..row + side).map(|i| board.get(i)).find(|&d| d != 0) {
            Some(d) => d,
            None => {
                let other = (row..row + side).find(|&i| i != empty).unwrap();
                b.try_set(other, 1).unwrap();
                1
            }
        };
        b.try_set(empty, digit).unwrap();
        b
    }

    #[test]
    fn a_board_no_longer_wanted_is_given_up() {
        let stopped = AtomicBool::new(true);
        assert_eq!(judge(&slow(), &stopped), None);
        let empty6 = board(6, &".".repeat(36));
        assert_eq!(judged(&empty6, NODES, &stopped), None);
        // A clash needs no search: it is said even so.
        assert_eq!(judge(&clashing(&slow()), &stopped), Some(Judged::Clash));
    }

    /// Typing on a 25×25 board slow to judge (the empty grid: its count runs to the bound
    /// of nodes): the verdict on the board on screen comes while the older one's is still
    /// being worked out; that one is given up, never answered.
    #[test]
    fn a_newer_board_is_judged_without_waiting_for_an_older_slow_one() {
        let slow = Board::empty(Shape::for_side(25).unwrap());
        let typed = clashing(&slow);
        let mut v = BoardVerdict::in_background();
        v.ask(&slow);
        assert!(v.pending());
        v.ask(&typed);
        // Waits for the state; the deadline only ends a test that would never finish.
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(120);
        while v.pending() {
            v.poll();
            assert!(std::time::Instant::now() < deadline, "never answered");
            std::thread::yield_now();
        }
        assert_eq!(v.of(&typed), Some(Judged::Clash));
        assert_eq!(v.of(&slow), None, "the older board's work was given up");
    }

    #[test]
    fn answers_only_the_board_asked_about() {
        let mut v = BoardVerdict::on_the_spot();
        let unique = board(4, "12343412214.4321");
        v.ask(&unique);
        assert_eq!(v.of(&unique), Some(Judged::Unique));
        assert_eq!(v.of(&board(4, "1...............")), None);
        assert!(!v.pending());
    }
}
