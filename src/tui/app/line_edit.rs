//! Editing a line of text as a shell's line does: a cursor moved with ←, →, Home and
//! End, text typed and deleted where it is, Ctrl-U deleting what is before it and Ctrl-W
//! the word before it (back to the blank before the word).

/// One change to a line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Edit<'a> {
    /// Text typed or pasted at the cursor (control characters left out).
    Insert(&'a str),
    /// Backspace: the character before the cursor.
    Backspace,
    Left,
    Right,
    Home,
    End,
    /// Ctrl-U: everything before the cursor.
    KillToStart,
    /// Ctrl-W: the word before the cursor, and the blanks after it.
    KillWord,
}

/// A line and its cursor, counted in characters (0: before the first; the length:
/// after the last).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LineEdit {
    pub text: String,
    cursor: usize,
}

impl LineEdit {
    /// `text` with the cursor at its end.
    pub fn new(text: impl Into<String>) -> LineEdit {
        let text = text.into();
        let cursor = text.chars().count();
        LineEdit { text, cursor }
    }

    /// Where the cursor is (kept within the text, whatever was done to it).
    pub fn cursor(&self) -> usize {
        self.cursor.min(self.text.chars().count())
    }

    /// Byte offset of character `i`.
    fn byte(&self, i: usize) -> usize {
        self.text
            .char_indices()
            .nth(i)
            .map_or(self.text.len(), |(b, _)| b)
    }

    pub fn apply(&mut self, edit: Edit) {
        let at = self.cursor();
        let len = self.text.chars().count();
        self.cursor = match edit {
            Edit::Insert(s) => {
                let s: String = s.chars().filter(|c| !c.is_control()).collect();
                let b = self.byte(at);
                self.text.insert_str(b, &s);
                at + s.chars().count()
            }
            Edit::Backspace if at > 0 => {
                let (from, to) = (self.byte(at - 1), self.byte(at));
                self.text.replace_range(from..to, "");
                at - 1
            }
            Edit::Backspace => at,
            Edit::Left => at.saturating_sub(1),
            Edit::Right => (at + 1).min(len),
            Edit::Home => 0,
            Edit::End => len,
            Edit::KillToStart => {
                let b = self.byte(at);
                self.text.replace_range(..b, "");
                0
            }
            Edit::KillWord => {
                let chars: Vec<char> = self.text.chars().collect();
                let mut from = at;
                while from > 0 && chars[from - 1].is_whitespace() {
                    from -= 1;
                }
                while from > 0 && !chars[from - 1].is_whitespace() {
                    from -= 1;
                }
                let (b0, b1) = (self.byte(from), self.byte(at));
                self.text.replace_range(b0..b1, "");
                from
            }
        };
    }

    /// The line in `width` columns, around the cursor: the text before it, the
    /// character under it (a blank past the end), the text after; cut at the left first
    /// (`…` standing for what is cut) so that the cursor shows.
    pub fn view(&self, width: usize) -> (String, String, String) {
        let chars: Vec<char> = self.text.chars().collect();
        let at = self.cursor();
        let under = chars.get(at).map_or(" ".to_string(), char::to_string);
        let width = width.max(2);
        let mut before: String = chars[..at].iter().collect();
        let room_before = width - 1;
        if at > room_before {
            let keep = room_before - 1;
            before = std::iter::once('…')
                .chain(chars[at - keep..at].iter().copied())
                .collect();
        }
        let left = width.saturating_sub(before.chars().count() + 1);
        let rest = chars.get(at + 1..).unwrap_or(&[]);
        let after: String = if left == 0 {
            String::new()
        } else if rest.len() > left {
            rest[..left - 1].iter().chain(['…'].iter()).collect()
        } else {
            rest.iter().collect()
        };
        (before, under, after)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(text: &str, cursor: usize) -> LineEdit {
        let mut l = LineEdit::new(text);
        l.cursor = cursor;
        l
    }

    #[test]
    fn typing_and_deleting_happen_at_the_cursor() {
        let mut l = LineEdit::new("puzle.txt");
        for _ in 0..6 {
            l.apply(Edit::Left);
        }
        assert_eq!(l.cursor(), 3);
        l.apply(Edit::Insert("z"));
        assert_eq!((l.text.as_str(), l.cursor()), ("puzzle.txt", 4));
        l.apply(Edit::Backspace);
        l.apply(Edit::Backspace);
        assert_eq!((l.text.as_str(), l.cursor()), ("pule.txt", 2));
        l.apply(Edit::Home);
        l.apply(Edit::Backspace);
        assert_eq!((l.text.as_str(), l.cursor()), ("pule.txt", 0));
        l.apply(Edit::Left);
        assert_eq!(l.cursor(), 0);
        l.apply(Edit::Insert("a/\n"));
        assert_eq!((l.text.as_str(), l.cursor()), ("a/pule.txt", 2));
        l.apply(Edit::End);
        l.apply(Edit::Right);
        assert_eq!(l.cursor(), 10);
        // Characters, not bytes.
        let mut l = LineEdit::new("né.txt");
        l.apply(Edit::Home);
        l.apply(Edit::Right);
        l.apply(Edit::Right);
        l.apply(Edit::Backspace);
        assert_eq!((l.text.as_str(), l.cursor()), ("n.txt", 1));
    }

    #[test]
    fn ctrl_u_and_ctrl_w_delete_before_the_cursor_as_a_shell_does() {
        let mut l = line("some dir/puzzle.txt", 9);
        l.apply(Edit::KillToStart);
        assert_eq!((l.text.as_str(), l.cursor()), ("puzzle.txt", 0));
        let mut l = LineEdit::new("my puzzles/new one.txt  ");
        l.apply(Edit::KillWord);
        assert_eq!(l.text, "my puzzles/new ");
        l.apply(Edit::KillWord);
        assert_eq!(l.text, "my ");
        l.apply(Edit::KillWord);
        l.apply(Edit::KillWord);
        assert_eq!((l.text.as_str(), l.cursor()), ("", 0));
        // In the middle: what is after the cursor stays.
        let mut l = line("a bc.txt", 4);
        l.apply(Edit::KillWord);
        assert_eq!((l.text.as_str(), l.cursor()), ("a .txt", 2));
    }

    #[test]
    fn the_view_keeps_the_cursor_in_sight() {
        assert_eq!(
            LineEdit::new("abc").view(10),
            ("abc".into(), " ".into(), "".into())
        );
        assert_eq!(
            line("abcdef", 1).view(10),
            ("a".into(), "b".into(), "cdef".into())
        );
        // Too long: cut on the left of the cursor, and on the right.
        let (b, u, a) = LineEdit::new("0123456789").view(6);
        assert_eq!((b.as_str(), u.as_str(), a.as_str()), ("…6789", " ", ""));
        let (b, u, a) = line("0123456789", 1).view(6);
        assert_eq!((b.as_str(), u.as_str(), a.as_str()), ("0", "1", "234…"));
        for w in 2..12 {
            for c in 0..=10 {
                let (b, u, a) = line("0123456789", c).view(w);
                let n = b.chars().count() + u.chars().count() + a.chars().count();
                assert!(n <= w, "{w} {c}: {b}|{u}|{a}");
            }
        }
    }
}
