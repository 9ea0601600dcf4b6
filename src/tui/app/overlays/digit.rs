//! `#`: a digit above 9 in a grid of more than nine, typed as its letter (`g` = 16) or
//! its number (`16`). A letter, or a number that no further digit could make larger and
//! still a digit of the grid, is written at once; Enter writes a lone digit.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use sudoku_engine::shape::{char_digit, digit_char};

use super::entry::{TextEntry, Typed};
use super::{Overlay, Reply, Request};
use crate::tui::app::action::{Action, OverlayKey};

#[derive(Clone, Debug)]
pub struct DigitBox {
    pub entry: TextEntry,
    /// The grid's side: its largest digit.
    pub side: usize,
}

impl DigitBox {
    pub fn new(side: usize) -> DigitBox {
        DigitBox {
            entry: TextEntry::default(),
            side,
        }
    }

    /// The letters and numbers of the digits above 9: `A-G or 10-16`.
    pub fn range(&self) -> String {
        let n = self.side;
        format!("{}-{} or 10-{n}", 'A', digit_char(n as u8))
    }

    fn refuse(&mut self, what: &str) {
        let n = self.side;
        self.entry.input.clear();
        self.entry.error = Some(format!(
            "{what} is not a digit of {} grid",
            sudoku_engine::format::a_size(n)
        ));
    }

    /// The digit the text stands for once it cannot grow: a letter, two digits, or a
    /// digit no second digit could follow.
    fn complete(&mut self) -> Option<u8> {
        let text = self.entry.input.trim().to_string();
        let mut chars = text.chars();
        let first = chars.next()?;
        if first.is_ascii_alphabetic() {
            return match char_digit(first) {
                Some(d) if (10..=self.side).contains(&(d as usize)) && chars.next().is_none() => {
                    Some(d)
                }
                _ => {
                    self.refuse(&text);
                    None
                }
            };
        }
        let n: usize = match text.parse() {
            Ok(n) => n,
            Err(_) => {
                self.refuse(&text);
                return None;
            }
        };
        if n == 0 || n > self.side {
            self.refuse(&text);
            None
        } else if text.len() >= 2 || n * 10 > self.side {
            Some(n as u8)
        } else {
            None
        }
    }

    pub fn handle(mut self, action: Action) -> Reply {
        let typed = self.entry.handle(action);
        match typed {
            Typed::Editing if matches!(action, Action::Overlay(OverlayKey::Input(_))) => {
                self.entry.error = None;
                if let Some(d) = self.complete() {
                    return Reply::Then(Request::Digit(d));
                }
            }
            Typed::Editing => {}
            Typed::Submitted(text) if text.trim().is_empty() => return Reply::Close,
            Typed::Submitted(text) => match text.trim().parse::<usize>() {
                Ok(n) if (1..=self.side).contains(&n) => {
                    return Reply::Then(Request::Digit(n as u8))
                }
                _ => self.refuse(text.trim()),
            },
            Typed::Closed => return Reply::Close,
            Typed::Interrupted => return Reply::Then(Request::Interrupt),
        }
        Reply::Stay(Overlay::Digit(self))
    }

    pub fn draw(&self, area: Rect, buf: &mut Buffer) {
        let hint = format!("{}, Enter for 1-9", self.range());
        self.entry.draw(area, buf, "Digit above 9", &hint);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn typed(side: usize, keys: &str) -> Result<u8, DigitBox> {
        let mut b = DigitBox::new(side);
        for c in keys.chars() {
            let action = if c == '\n' {
                Action::Overlay(OverlayKey::Submit)
            } else {
                Action::Overlay(OverlayKey::Input(c))
            };
            match b.handle(action) {
                Reply::Then(Request::Digit(d)) => return Ok(d),
                Reply::Stay(Overlay::Digit(next)) => b = next,
                other => panic!("{other:?}"),
            }
        }
        Err(b)
    }

    #[test]
    fn a_letter_or_a_number_writes_the_digit() {
        assert_eq!(typed(16, "g").unwrap(), 16);
        assert_eq!(typed(16, "A").unwrap(), 10);
        assert_eq!(typed(16, "16").unwrap(), 16);
        assert_eq!(typed(25, "p").unwrap(), 25);
        assert_eq!(typed(25, "25").unwrap(), 25);
        // 3 cannot start a two-digit digit of a 25x25 grid; 2 can.
        assert_eq!(typed(25, "3").unwrap(), 3);
        assert_eq!(typed(25, "2\n").unwrap(), 2);
        assert_eq!(typed(12, "1\n").unwrap(), 1);
        assert_eq!(typed(12, "2").unwrap(), 2);
    }

    #[test]
    fn a_digit_beyond_the_grid_is_refused_and_the_box_stays() {
        let b = typed(16, "h").unwrap_err();
        assert_eq!(
            b.entry.error.as_deref(),
            Some("h is not a digit of a 16x16 grid")
        );
        assert_eq!(b.entry.input, "");
        let b = typed(12, "13").unwrap_err();
        assert_eq!(
            b.entry.error.as_deref(),
            Some("13 is not a digit of a 12x12 grid")
        );
        assert_eq!(typed(12, "13c").unwrap(), 12);
        assert_eq!(DigitBox::new(25).range(), "A-P or 10-25");
    }
}
