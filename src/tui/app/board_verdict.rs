//! The verdict on a grid of another size than 9×9 (unique, several solutions and how
//! many, none, clashing givens), as the 9×9 editor has its own (`status.rs`), worked out
//! on a thread of its own. Whether there are none, one or several is settled exactly
//! (seconds at most on the sparsest 25×25 boards measured); how many, past one, is
//! counted within a bound in nodes of the counting search, so that an open board says
//! "at least" rather than keeping the thread from newer boards.

use sudoku_engine::board::Board;
use sudoku_engine::solve::any;

use super::background::Background;
use super::status::COUNT_LIMIT;

/// Name of the thread that works out the verdicts.
pub const BOARD_STATUS_THREAD: &str = "board-status";

/// Nodes of the counting search the count of several solutions may take (about a
/// second at 25×25).
pub const NODES: u64 = 200_000;

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

fn judge(board: &Board, _on_thread: bool) -> Judged {
    judged(board, NODES)
}

/// The verdict, the count of several bounded to `nodes`.
fn judged(board: &Board, nodes: u64) -> Judged {
    if !board.conflicts().is_empty() {
        return Judged::Clash;
    }
    match any::count(board, 2) {
        0 => Judged::NoSolution,
        1 => Judged::Unique,
        _ => match any::count_within(board, COUNT_LIMIT, nodes) {
            Some(n) => Judged::Several {
                counted: n,
                exact: n < COUNT_LIMIT,
            },
            None => Judged::Several {
                counted: 2,
                exact: false,
            },
        },
    }
}

/// The verdict on the latest board asked about.
pub struct BoardVerdict(Background<Board, Judged>);

impl BoardVerdict {
    /// Worked out on the spot (tests).
    pub fn on_the_spot() -> BoardVerdict {
        BoardVerdict(Background::on_the_spot(judge, 1))
    }

    /// Worked out on a thread of its own, or on the spot when it does not start.
    pub fn in_background() -> BoardVerdict {
        BoardVerdict(Background::in_background(BOARD_STATUS_THREAD, judge, 1))
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

    #[test]
    fn judges_boards_of_every_kind() {
        let empty4 = board(4, "................");
        // The 4×4 grid has 288 solutions, all counted.
        assert_eq!(
            judge(&empty4, false),
            Judged::Several {
                counted: 288,
                exact: true
            }
        );
        let unique = board(4, "12343412214.4321");
        assert_eq!(judge(&unique, false), Judged::Unique);
        let clash = board(4, "11..............");
        assert_eq!(judge(&clash, false), Judged::Clash);
        // No clash, but r1c4 can take no digit: 1, 2, 3 in its row, 4 in its column.
        let none = board(4, "123....4........");
        assert_eq!(judge(&none, false), Judged::NoSolution);
    }

    #[test]
    fn a_board_with_more_solutions_than_counted_says_at_least() {
        let empty6 = board(6, &".".repeat(36));
        assert_eq!(
            judge(&empty6, false),
            Judged::Several {
                counted: COUNT_LIMIT,
                exact: false
            }
        );
    }

    #[test]
    fn the_empty_largest_grid_has_at_least_two() {
        let empty = Board::empty(Shape::for_side(25).unwrap());
        assert!(matches!(
            judge(&empty, false),
            Judged::Several { exact: false, .. }
        ));
    }

    #[test]
    fn solutions_not_counted_within_the_nodes_are_at_least_two() {
        let empty6 = board(6, &".".repeat(36));
        assert_eq!(
            judged(&empty6, 1),
            Judged::Several {
                counted: 2,
                exact: false
            }
        );
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
