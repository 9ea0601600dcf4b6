//! Breakpoints: the search pauses at the next take-back, at the next choice, when its
//! depth falls below a number, or when a given cell changes. They stay armed (each
//! resume goes on to the next one) until they are cleared.

use sudoku_engine::grid::cell_name;
use sudoku_engine::solve::Event;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Breakpoints {
    pub take_back: bool,
    pub choice: bool,
    /// Pause when the depth goes from this or more to less.
    pub depth_below: Option<u32>,
    /// Pause when this cell gets or loses a digit.
    pub cell: Option<usize>,
}

impl Breakpoints {
    pub fn armed(&self) -> bool {
        *self != Breakpoints::default()
    }

    /// What stops the search after `event`, which took the depth from `before` to
    /// `after`; None to go on.
    pub fn hit(&self, event: Event, before: u32, after: u32) -> Option<String> {
        if self.take_back && matches!(event, Event::Retract { .. }) {
            return Some("a take-back".into());
        }
        if self.choice && matches!(event, Event::Place { .. }) {
            return Some("a choice".into());
        }
        if let Some(n) = self.depth_below.filter(|&n| before >= n && after < n) {
            return Some(format!("depth below {n}"));
        }
        match (self.cell, event.cell()) {
            (Some(c), Some(e)) if c == e => Some(format!("a change of {}", cell_name(c))),
            _ => None,
        }
    }

    /// The armed breakpoints in words: `take-back, choice, depth < 5, r4c3`.
    pub fn describe(&self) -> Option<String> {
        let mut parts = Vec::new();
        if self.take_back {
            parts.push("take-back".to_string());
        }
        if self.choice {
            parts.push("choice".to_string());
        }
        if let Some(n) = self.depth_below {
            parts.push(format!("depth < {n}"));
        }
        if let Some(c) = self.cell {
            parts.push(cell_name(c));
        }
        (!parts.is_empty()).then(|| parts.join(", "))
    }
}

/// A cell as typed: `r4c3`, `R4C3`, `4 3`, `43` (row, then column, 1 to 9).
pub fn parse_cell(text: &str) -> Result<usize, String> {
    let t: Vec<char> = text
        .chars()
        .filter(|c| !c.is_whitespace() && *c != ',')
        .map(|c| c.to_ascii_lowercase())
        .collect();
    let digit = |c: char| c.to_digit(10).filter(|&d| d >= 1);
    let rc = match t[..] {
        ['r', r, 'c', c] | [r, c] => digit(r).zip(digit(c)),
        _ => None,
    };
    rc.map(|(r, c)| ((r - 1) * 9 + (c - 1)) as usize)
        .ok_or_else(|| {
            format!(
                "'{}' is not a cell: type a row and a column, as r4c3",
                text.trim()
            )
        })
}

/// A count as typed, with or without separators: `1234`, `1,234`, `1_234`.
pub fn parse_count(text: &str, what: &str) -> Result<u64, String> {
    let t: String = text
        .trim()
        .chars()
        .filter(|c| !matches!(c, ',' | '_' | ' '))
        .collect();
    if t.is_empty() {
        return Err(format!("type {what}"));
    }
    t.parse::<u64>()
        .map_err(|_| format!("'{}' is not {what}", text.trim()))
}

#[cfg(test)]
mod tests;
