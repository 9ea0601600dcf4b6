//! The depth chart: how deep the search was over time, newest on the right, its caption
//! on the row under the bars.

use std::collections::VecDeque;

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Sparkline, Widget};

use super::theme;

/// Draws the last depth samples that fit in `area`, on a scale from 0 to `max`, the
/// number of empty cells; nothing while there is no search (editing).
pub fn draw(depths: Option<&VecDeque<u64>>, max: u64, area: Rect, buf: &mut Buffer) {
    let Some(depths) = depths.filter(|_| area.height >= 2) else {
        return;
    };
    let [bars, caption] =
        Layout::vertical([Constraint::Fill(1), Constraint::Length(1)]).areas(area);
    let skip = depths.len().saturating_sub(bars.width as usize);
    let data: Vec<u64> = depths.iter().skip(skip).copied().collect();
    Sparkline::default()
        .data(&data)
        .max(max.max(1))
        .style(theme::sparkline())
        .render(bars, buf);
    Line::from(Span::styled("Depth over time", theme::label())).render(caption, buf);
}
