//! The help: every key, by section, in two columns where there is room, in one that
//! scrolls where there is not.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

use super::popup::{centered, popup_with_note};
use super::text::wrap_words;
use super::theme;

/// One section of the help: a title and `(keys, what they do)` rows.
pub struct Section<'a> {
    pub title: &'a str,
    pub rows: Vec<(&'a str, String)>,
}

/// Keys fit in 10 columns, descriptions in 27: a row is 1 + 10 + 1 + 27 wide.
const ROW: u16 = 39;
/// Two columns of rows from this width on (an 80-column terminal).
const TWO: u16 = 80;
/// The one column's box: a row and the borders.
const ONE: u16 = ROW + 5;

/// A section's lines in `width` columns: a row whose text does not fit beside its keys
/// goes under them.
fn lines(section: &Section, width: u16) -> Vec<Line<'static>> {
    let mut out = vec![Line::from(Span::styled(
        format!(" {}", section.title),
        theme::title(),
    ))];
    for (k, d) in &section.rows {
        if width >= ROW {
            // A text longer than its column goes on under itself, between words.
            let room = (width - 12) as usize;
            let rows = wrap_words(d, room, room);
            for (i, r) in rows.into_iter().enumerate() {
                let keys = if i == 0 { k } else { "" };
                out.push(Line::from(vec![
                    Span::styled(format!(" {keys:<10}"), theme::key()),
                    Span::raw(format!(" {r}")),
                ]));
            }
        } else {
            let indent = (width as usize).saturating_sub(d.chars().count()).min(3);
            out.push(Line::from(Span::styled(format!(" {k}"), theme::key())));
            if d.chars().count() <= width as usize {
                out.push(Line::from(format!("{:indent$}{d}", "")));
            } else {
                let room = (width as usize).saturating_sub(1).max(1);
                out.extend(
                    wrap_words(d, room, room)
                        .into_iter()
                        .map(|r| Line::from(format!(" {r}"))),
                );
            }
        }
    }
    out.push(Line::from(""));
    out
}

fn column(sections: &[Section], width: u16) -> Vec<Line<'static>> {
    let mut out: Vec<Line> = sections.iter().flat_map(|s| lines(s, width)).collect();
    out.pop();
    out
}

/// Where the help goes in `area` and what it shows: the box, and one or two columns.
fn place(left: &[Section], right: &[Section], area: Rect) -> (Rect, Vec<Vec<Line<'static>>>) {
    if area.width >= TWO {
        let half = (TWO - 2) / 2;
        let cols = vec![column(left, half), column(right, half)];
        let h = cols.iter().map(Vec::len).max().unwrap_or(0) as u16 + 2;
        (centered(area, TWO, h), cols)
    } else {
        let w = ONE.min(area.width);
        let mut all = column(left, w.saturating_sub(2));
        all.push(Line::from(""));
        all.extend(column(right, w.saturating_sub(2)));
        let h = all.len() as u16 + 2;
        (centered(area, w, h), vec![all])
    }
}

/// How far the help scrolls in `area`: the rows hidden below its box at the top.
pub fn max_scroll(left: &[Section], right: &[Section], area: Rect) -> u16 {
    let (outer, cols) = place(left, right, area);
    let longest = cols.iter().map(Vec::len).max().unwrap_or(0) as u16;
    longest.saturating_sub(outer.height.saturating_sub(2))
}

/// Draws the help over `area`, scrolled down `scroll` rows (at most [`max_scroll`]);
/// returns the rows of keys it shows.
pub fn draw(left: &[Section], right: &[Section], area: Rect, scroll: u16, buf: &mut Buffer) -> u16 {
    let max = max_scroll(left, right, area);
    let scroll = scroll.min(max);
    let (outer, cols) = place(left, right, area);
    let rows = outer.height.saturating_sub(2);
    let (title, note) = if max == 0 {
        ("Keys (any key closes)", String::new())
    } else {
        let total = cols.iter().map(Vec::len).max().unwrap_or(0);
        let last = (scroll + rows).min(total as u16);
        (
            "Keys (↑↓ PgUp PgDn scroll)",
            format!("{}–{last} of {total}", scroll + 1),
        )
    };
    let inner = popup_with_note(outer, title, &note, buf);
    let n = cols.len() as u16;
    let w = inner.width / n;
    for (i, col) in cols.into_iter().enumerate() {
        let x = inner.x + w * i as u16;
        let cw = if i as u16 + 1 == n {
            inner.right() - x
        } else {
            w
        };
        Paragraph::new(col)
            .scroll((scroll, 0))
            .render(Rect::new(x, inner.y, cw, inner.height), buf);
    }
    rows
}
