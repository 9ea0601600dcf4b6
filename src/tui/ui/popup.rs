//! Boxes drawn over the main screen.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, BorderType, Borders, Clear, Widget};

use super::theme;

/// A centred rectangle of at most `w`×`h`.
pub fn centered(area: Rect, w: u16, h: u16) -> Rect {
    let w = w.min(area.width);
    let h = h.min(area.height);
    Rect::new(
        area.x + (area.width - w) / 2,
        area.y + (area.height - h) / 2,
        w,
        h,
    )
}

/// Clears `area`, draws a rounded box with a title around it, and returns its inside.
pub fn popup(area: Rect, title: &str, buf: &mut Buffer) -> Rect {
    Clear.render(area, buf);
    let block = Block::new()
        .borders(Borders::ALL)
        .border_type(BorderType::Rounded)
        .title(Span::styled(format!(" {title} "), theme::title()));
    let inner = block.inner(area);
    block.render(area, buf);
    inner
}

/// As [`popup`], with a note at the right of the bottom border ("1–12 of 40").
pub fn popup_with_note(area: Rect, title: &str, note: &str, buf: &mut Buffer) -> Rect {
    let inner = popup(area, title, buf);
    if !note.is_empty() && area.height > 0 {
        let text = format!(" {note} ");
        let w = (text.chars().count() as u16).min(area.width.saturating_sub(2));
        let at = Rect::new(area.right().saturating_sub(w + 1), area.bottom() - 1, w, 1);
        Line::from(Span::styled(text, theme::label())).render(at, buf);
    }
    inner
}
