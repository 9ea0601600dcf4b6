//! Boxes drawn over the main screen.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Span;
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
