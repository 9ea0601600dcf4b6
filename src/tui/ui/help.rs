//! The help: every key, by section, in two columns where there is room.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

use super::popup::{centered, popup};
use super::theme;

/// One section of the help: a title and `(keys, what they do)` rows.
pub struct Section<'a> {
    pub title: &'a str,
    pub rows: Vec<(&'a str, String)>,
}

const TITLE: &str = "Keys (any key closes)";

/// Keys fit in 10 columns, descriptions in 27, so that the help fits an 80x24 terminal.
fn lines(section: &Section) -> Vec<Line<'static>> {
    let mut out = vec![Line::from(Span::styled(
        format!(" {}", section.title),
        theme::title(),
    ))];
    for (k, d) in &section.rows {
        out.push(Line::from(vec![
            Span::styled(format!(" {k:<10}"), theme::key()),
            Span::raw(format!(" {d}")),
        ]));
    }
    out.push(Line::from(""));
    out
}

/// Draws the help over `area`: `left` and `right` side by side on a wide terminal, one
/// after the other (cut short if need be) on a narrow one.
pub fn draw(left: &[Section], right: &[Section], area: Rect, buf: &mut Buffer) {
    let mut left: Vec<Line> = left.iter().flat_map(lines).collect();
    let mut right: Vec<Line> = right.iter().flat_map(lines).collect();
    left.pop();
    right.pop();
    // Two columns of 1 + 10 + 1 + 27 characters.
    let two = area.width >= 80;
    if two {
        let h = left.len().max(right.len()) as u16 + 2;
        let inner = popup(centered(area, 80, h), TITLE, buf);
        let half = inner.width / 2;
        Paragraph::new(left).render(Rect::new(inner.x, inner.y, half, inner.height), buf);
        Paragraph::new(right).render(
            Rect::new(inner.x + half, inner.y, inner.width - half, inner.height),
            buf,
        );
    } else {
        let mut all = left;
        all.push(Line::from(""));
        all.extend(right);
        let h = all.len() as u16 + 2;
        let inner = popup(centered(area, 44, h), TITLE, buf);
        if (all.len() as u16) > inner.height && inner.height > 0 {
            all.truncate(inner.height as usize - 1);
            all.push(Line::from(Span::styled(
                "… a larger terminal shows all keys",
                theme::label(),
            )));
        }
        Paragraph::new(all).render(inner, buf);
    }
}
