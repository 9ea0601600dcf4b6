//! The footer: the keys that matter now, as many as fit.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use super::theme;

/// Draws `(keys, what they do)` hints. The last two (help, quit) always show; the others
/// as long as they fit, in order.
pub fn draw(all: &[(&str, &str)], area: Rect, buf: &mut Buffer) {
    let width = |h: &(&str, &str)| (h.0.chars().count() + h.1.chars().count() + 3) as u16;
    let keep = all.len().saturating_sub(2);
    // A blank first; the last hint needs no blanks after it.
    let mut room = (area.width + 2).saturating_sub(1 + all[keep..].iter().map(width).sum::<u16>());
    let mut shown: Vec<&(&str, &str)> = Vec::new();
    for h in &all[..keep] {
        if width(h) > room {
            break;
        }
        room -= width(h);
        shown.push(h);
    }
    shown.extend(&all[keep..]);
    let mut spans = vec![Span::raw(" ")];
    for (k, d) in shown {
        spans.push(Span::styled(*k, theme::key()));
        spans.push(Span::styled(format!(" {d}  "), theme::label()));
    }
    Line::from(spans).render(area, buf);
}
