//! Text fitted into a width.

use ratatui::style::Style;
use ratatui::text::{Line, Span};

/// Keeps the end of a long name: "…/puzzles/hard.sdm".
pub fn tail(s: &str, width: usize) -> String {
    let n = s.chars().count();
    if n <= width {
        s.to_string()
    } else {
        let skip = n - width.saturating_sub(1);
        format!("…{}", s.chars().skip(skip).collect::<String>())
    }
}

/// The words of `text` in rows of at most `first` characters, then `rest`.
pub fn wrap_words(text: &str, first: usize, rest: usize) -> Vec<String> {
    let mut rows: Vec<String> = vec![String::new()];
    for word in text.split(' ') {
        let room = if rows.len() == 1 { first } else { rest };
        let row = rows.last_mut().expect("one row at least");
        let len = row.chars().count();
        if len > 0 && len + 1 + word.chars().count() > room.max(8) {
            rows.push(word.to_string());
        } else {
            if len > 0 {
                row.push(' ');
            }
            row.push_str(word);
        }
    }
    rows
}

/// A line of its own, wrapped at words to `width`.
pub fn wrapped_plain(text: &str, style: Style, width: usize) -> Vec<Line<'static>> {
    wrap_words(text, width, width)
        .into_iter()
        .map(|r| Line::from(Span::styled(r, style)))
        .collect()
}
