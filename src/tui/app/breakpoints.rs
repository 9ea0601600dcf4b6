//! Breakpoints: the search pauses at the next take-back, at the next choice, when its
//! depth falls below a number, when a given cell changes, or at the next step of a
//! technique (logic). They stay armed (each
//! resume goes on to the next one) until they are cleared.

use sudoku_engine::shape::{Shape, Spot};
use sudoku_engine::solve::logic::Technique;
use sudoku_engine::solve::Event;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Breakpoints {
    pub take_back: bool,
    pub choice: bool,
    /// Pause when the depth goes from this or more to less.
    pub depth_below: Option<u32>,
    /// Pause when this cell gets or loses a digit.
    pub cell: Option<Spot>,
    /// Pause at the next step of this technique (the logic strategy's eliminations, and
    /// its singles).
    pub technique: Option<Technique>,
}

impl Breakpoints {
    pub fn armed(&self) -> bool {
        *self != Breakpoints::default()
    }

    /// Drops the cell breakpoint, which names a cell of one puzzle (a new puzzle's cell
    /// there may be a given, or empty for another reason); the cell it named, if any. The
    /// others (take-back, choice, depth, technique) mean the same on any puzzle and stay.
    pub fn forget_cell(&mut self) -> Option<Spot> {
        self.cell.take()
    }

    /// What stops the search after `event`, which took the depth from `before` to
    /// `after`; None to go on.
    #[cfg(test)]
    pub fn hit(&self, event: Event, before: u32, after: u32) -> Option<String> {
        self.hit_in(Shape::NINE, event, before, after)
    }

    /// [`Breakpoints::hit`] in a search of a grid of `shape` (its cells named as it has
    /// them: `a change of r12c3`).
    #[inline]
    pub fn hit_in(&self, shape: Shape, event: Event, before: u32, after: u32) -> Option<String> {
        if self.take_back && matches!(event, Event::Retract { .. }) {
            return Some("a take-back".into());
        }
        if self.choice && matches!(event, Event::Place { .. }) {
            return Some("a choice".into());
        }
        if let Some(n) = self.depth_below.filter(|&n| before >= n && after < n) {
            return Some(format!("depth below {n}"));
        }
        if let Some(t) = self.technique.filter(|&t| technique_of(event) == Some(t)) {
            return Some(format!("technique {}", t.words()));
        }
        match (self.cell, event.cell()) {
            (Some(c), Some(e)) if c == e => {
                Some(format!("a change of {}", shape.cell_name(c.index())))
            }
            _ => None,
        }
    }

    /// The armed breakpoints in words: `take-back, choice, depth < 5, r4c3`.
    pub fn describe(&self) -> Option<String> {
        self.describe_in(Shape::NINE)
    }

    /// [`Breakpoints::describe`] for a grid of `shape`: `r12c3`.
    pub fn describe_in(&self, shape: Shape) -> Option<String> {
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
            parts.push(shape.cell_name(c.index()));
        }
        if let Some(t) = self.technique {
            parts.push(t.key().to_string());
        }
        (!parts.is_empty()).then(|| parts.join(", "))
    }
}

/// The technique behind an event: an elimination's.
fn technique_of(event: Event) -> Option<Technique> {
    match event {
        Event::Eliminate { technique, .. } => Some(technique),
        _ => None,
    }
}

/// A technique as typed: its name in the table of techniques of docs/REFERENCE.md (`x_wing`) or in words (`X-wing`,
/// `x wing`), in any case.
pub fn parse_technique(text: &str) -> Result<Technique, String> {
    let key: String = text
        .trim()
        .chars()
        .map(|c| match c.to_ascii_lowercase() {
            ' ' | '-' => '_',
            '+' => '_',
            c => c,
        })
        .collect();
    let key = if key == "bug_1" {
        "bug_plus_one".to_string()
    } else {
        key
    };
    match Technique::from_key(&key) {
        Some(Technique::NakedSingle | Technique::HiddenSingle) => Err(format!(
            "{} places a digit: pick a technique that strikes candidates out, as pointing",
            text.trim()
        )),
        Some(t) => Ok(t),
        None => Err(format!(
            "'{}' is not a technique: type one named in docs/REFERENCE.md, as x_wing or pointing",
            text.trim()
        )),
    }
}

/// A cell of a grid of `shape` as typed: at 9×9 as [`parse_cell`] reads it; at any size
/// `r12c3`, `R12C3`, `12 3`, `12,3` (row, then column, 1 to N).
pub fn parse_cell_in(text: &str, shape: Shape) -> Result<Spot, String> {
    if shape == Shape::NINE {
        return parse_cell(text);
    }
    let n = shape.side();
    let t = text.trim().to_ascii_lowercase();
    let numbers: Vec<&str> = t
        .split(|c: char| !c.is_ascii_digit())
        .filter(|p| !p.is_empty())
        .collect();
    let letters: String = t
        .chars()
        .filter(|c| !c.is_ascii_digit() && !c.is_whitespace() && *c != ',')
        .collect();
    let in_range = |p: &str| p.parse::<usize>().ok().filter(|&v| (1..=n).contains(&v));
    let rc = match (numbers.as_slice(), letters.as_str()) {
        ([r, c], "rc" | "") => in_range(r).zip(in_range(c)),
        _ => None,
    };
    rc.map(|(r, c)| Spot::new((r - 1) * n + (c - 1)))
        .ok_or_else(|| {
            format!(
                "'{}' is not a cell: type a row and a column, 1 to {n}, as r{n}c3",
                text.trim()
            )
        })
}

/// A cell as typed: `r4c3`, `R4C3`, `4 3`, `43` (row, then column, 1 to 9).
pub fn parse_cell(text: &str) -> Result<Spot, String> {
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
    rc.map(|(r, c)| Spot::new(((r - 1) * 9 + (c - 1)) as usize))
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
mod tests {
    //! Breakpoints, and the cells and counts typed for them.

    use super::*;

    #[test]
    fn cells_and_counts_parse_or_say_why_not() {
        assert_eq!(parse_cell("r4c3"), Ok(Spot::new(29)));
        assert_eq!(parse_cell(" R1C1 "), Ok(Spot::new(0)));
        assert_eq!(parse_cell("9 9"), Ok(Spot::new(80)));
        assert_eq!(parse_cell("43"), Ok(Spot::new(29)));
        for bad in ["", "r0c3", "r4", "r4c3c", "x", "r10c1"] {
            assert!(parse_cell(bad).is_err(), "{bad}");
        }
        assert_eq!(parse_count("1,234", "a step"), Ok(1234));
        assert_eq!(parse_count("0", "a step"), Ok(0));
        assert!(parse_count("", "a step").is_err());
        assert!(parse_count("-3", "a step").is_err());
        assert!(parse_count("99999999999999999999999", "a step").is_err());
    }

    #[test]
    fn cells_of_every_size_parse_or_say_why_not() {
        let sixteen = Shape::for_side(16).unwrap();
        assert_eq!(parse_cell_in("r12c3", sixteen), Ok(Spot::new(11 * 16 + 2)));
        assert_eq!(parse_cell_in(" R16C16 ", sixteen), Ok(Spot::new(255)));
        assert_eq!(parse_cell_in("12 3", sixteen), Ok(Spot::new(11 * 16 + 2)));
        assert_eq!(parse_cell_in("1,10", sixteen), Ok(Spot::new(9)));
        for bad in ["", "r0c3", "r17c1", "r12", "123", "r1c2c3", "x1c2", "c1r2"] {
            let e = parse_cell_in(bad, sixteen).unwrap_err();
            assert!(e.contains("1 to 16"), "{bad}: {e}");
        }
        let four = Shape::for_side(4).unwrap();
        assert_eq!(parse_cell_in("r4c4", four), Ok(Spot::new(15)));
        assert!(parse_cell_in("r5c1", four).is_err());
        // 9x9 reads as it always did.
        assert_eq!(parse_cell_in("43", Shape::NINE), Ok(Spot::new(29)));
        let b = Breakpoints {
            cell: Some(Spot::new(11 * 16 + 2)),
            ..Breakpoints::default()
        };
        assert_eq!(b.describe_in(sixteen).as_deref(), Some("r12c3"));
        let at = Event::Place {
            cell: Spot::new(11 * 16 + 2),
            digit: 16,
        };
        assert_eq!(
            b.hit_in(sixteen, at, 0, 1).as_deref(),
            Some("a change of r12c3")
        );
    }

    #[test]
    fn a_technique_breakpoint_stops_at_its_eliminations_only() {
        let pointing = Event::Eliminate {
            technique: Technique::Pointing,
            count: 2,
        };
        let wing = Event::Eliminate {
            technique: Technique::XWing,
            count: 1,
        };
        let b = Breakpoints {
            technique: Some(Technique::XWing),
            ..Breakpoints::default()
        };
        assert!(b.armed());
        assert_eq!(b.hit(wing, 0, 0).as_deref(), Some("technique X-wing"));
        assert_eq!(b.hit(pointing, 0, 0), None);
        assert_eq!(
            b.hit(
                Event::Deduce {
                    cell: Spot::new(1),
                    digit: 2
                },
                0,
                0
            ),
            None
        );
        assert_eq!(b.describe().as_deref(), Some("x_wing"));
        assert_eq!(parse_technique("x_wing"), Ok(Technique::XWing));
        assert_eq!(parse_technique(" X-Wing "), Ok(Technique::XWing));
        assert_eq!(
            parse_technique("two string kite"),
            Ok(Technique::TwoStringKite)
        );
        assert_eq!(parse_technique("BUG+1"), Ok(Technique::BugPlusOne));
        assert!(parse_technique("naked_single")
            .unwrap_err()
            .contains("places a digit"));
        assert!(parse_technique("x wings")
            .unwrap_err()
            .contains("is not a technique"));
    }

    #[test]
    fn each_breakpoint_stops_at_its_event() {
        let place = Event::Place {
            cell: Spot::new(29),
            digit: 1,
        };
        let back = Event::Retract {
            cell: Spot::new(3),
            digit: 2,
        };
        let none = Breakpoints::default();
        assert!(!none.armed());
        assert_eq!(none.hit(back, 5, 4), None);
        let tb = Breakpoints {
            take_back: true,
            ..none
        };
        assert!(tb.hit(back, 5, 4).is_some() && tb.hit(place, 4, 5).is_none());
        let ch = Breakpoints {
            choice: true,
            ..none
        };
        assert!(ch.hit(place, 4, 5).is_some() && ch.hit(back, 5, 4).is_none());
        let d = Breakpoints {
            depth_below: Some(5),
            ..none
        };
        assert!(d.hit(back, 5, 4).is_some());
        assert!(d.hit(back, 4, 3).is_none(), "already below");
        let c = Breakpoints {
            cell: Some(Spot::new(29)),
            ..none
        };
        assert!(c.hit(place, 4, 5).is_some() && c.hit(back, 5, 4).is_none());
        assert_eq!(
            Breakpoints {
                take_back: true,
                depth_below: Some(3),
                cell: Some(Spot::new(29)),
                ..none
            }
            .describe()
            .as_deref(),
            Some("take-back, depth < 3, r4c3")
        );
    }
}
