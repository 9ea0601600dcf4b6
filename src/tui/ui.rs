//! Drawing, as pure functions of what is drawn: nothing here knows the app's state. The
//! app builds a view of each part (the grid, the panel, the footer's hints, the help's
//! sections) and hands it over with the area to draw in; `geometry` says where each
//! part goes.

pub mod board;
pub mod brief;
pub mod chart;
pub mod footer;
pub mod geometry;
pub mod grid;
pub mod help;
mod labelled;
pub mod map;
pub mod panel;
pub mod popup;
pub mod race;
pub mod stack;
pub mod text;
pub mod theme;
pub mod why;

use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::style::Color;
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Widget, Wrap};

use geometry::{MIN_HEIGHT, MIN_WIDTH};

/// NO_COLOR: every colour goes, the modifiers stay.
pub fn strip_colors(area: Rect, buf: &mut Buffer) {
    for y in area.top()..area.bottom() {
        for x in area.left()..area.right() {
            if let Some(c) = buf.cell_mut((x, y)) {
                c.fg = Color::Reset;
                c.bg = Color::Reset;
                c.underline_color = Color::Reset;
            }
        }
    }
}

/// The rows from the top of `area` that `draw` writes anything in, found by drawing it
/// aside: what tests hold the panel's own count against.
#[cfg(test)]
pub fn rows_used(area: Rect, draw: impl FnOnce(Rect, &mut Buffer)) -> u16 {
    let mut aside = Buffer::empty(area);
    draw(area, &mut aside);
    let blank = |y: u16| (area.left()..area.right()).all(|x| aside[(x, y)].symbol() == " ");
    (area.top()..area.bottom())
        .rev()
        .find(|&y| !blank(y))
        .map_or(0, |y| y - area.y + 1)
}

/// What a terminal too small for the grid shows instead: how much room is needed.
pub fn too_small(area: Rect, buf: &mut Buffer) {
    // Shorter words where the long ones would wrap; in a row or two, the size needed.
    let (title, needs) = if area.width >= 22 {
        ("Terminal too small", "needs at least")
    } else {
        ("too small", "needs")
    };
    let [needs, now] = geometry::needs_and_now(needs, (MIN_WIDTH, MIN_HEIGHT), area);
    let mut text = vec![Line::from(title), Line::from(needs), Line::from(now)];
    if area.height < 3 {
        text.remove(0);
    }
    text.truncate(area.height.into());
    let h = text.len() as u16;
    let y = area.y + area.height.saturating_sub(h) / 2;
    // Not trimmed: the blanks before `now` keep it under `needs`.
    Paragraph::new(text)
        .alignment(Alignment::Center)
        .wrap(Wrap { trim: false })
        .render(Rect::new(area.x, y, area.width, h), buf);
}

#[cfg(test)]
mod tests;
