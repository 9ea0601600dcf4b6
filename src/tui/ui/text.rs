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

/// The start of `s` in `width` columns, `…` standing for the rest where it does not fit
/// (for a name whose start says most: `generated, extreme, symm…`).
pub fn head(s: &str, width: usize) -> String {
    if s.chars().count() <= width {
        s.to_string()
    } else {
        let kept: String = s.chars().take(width.saturating_sub(1)).collect();
        format!("{}…", kept.trim_end())
    }
}

/// The words of `text`, a cell's digit kept with it (`r2c5 = 3`, `r4c2 ≠ 1` are one
/// word: a row never starts with the `=` or with the digit).
fn words(text: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut glue = false;
    for word in text.split(' ') {
        let sign = word == "=" || word == "≠";
        match out.last_mut() {
            Some(last) if glue || sign => {
                last.push(' ');
                last.push_str(word);
            }
            _ => out.push(word.to_string()),
        }
        glue = sign;
    }
    out
}

/// The words of `text` in rows of at most `first` characters, then `rest`.
pub fn wrap_words(text: &str, first: usize, rest: usize) -> Vec<String> {
    let mut rows: Vec<String> = vec![String::new()];
    for word in words(text) {
        let word = word.as_str();
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

/// `rows` of `text` wrapped to `width`, exactly: padded with empty rows, or cut with `…`
/// at the end of the last, so that what comes under it never moves.
pub fn reserved(text: &str, width: usize, rows: usize) -> Vec<String> {
    let mut out = if text.is_empty() {
        Vec::new()
    } else {
        wrap_words(text, width, width)
    };
    if out.len() > rows {
        out.truncate(rows);
        if let Some(last) = out.last_mut() {
            let keep = width.saturating_sub(1).min(last.chars().count());
            *last = last.chars().take(keep).collect::<String>() + "…";
        }
    }
    out.resize(rows, String::new());
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_digit_stays_with_its_cell() {
        let text = "undoing the 21 digits forced by r2c5 = 5";
        for width in 8..=45 {
            for row in wrap_words(text, width, width) {
                assert!(
                    !row.starts_with('5') && !row.starts_with('='),
                    "{width}: {row:?}"
                );
            }
        }
        assert_eq!(
            wrap_words(text, 36, 36),
            ["undoing the 21 digits forced by", "r2c5 = 5"]
        );
    }

    #[test]
    fn reserved_rows_are_exactly_so_many() {
        assert_eq!(reserved("", 10, 2), ["", ""]);
        assert_eq!(reserved("a b", 10, 2), ["a b", ""]);
        let cut = reserved("one two three four five six", 9, 2);
        assert_eq!(cut, ["one two", "three…"]);
        assert!(cut.iter().all(|r| r.chars().count() <= 9));
    }
}
