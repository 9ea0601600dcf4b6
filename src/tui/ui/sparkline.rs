//! Sparklines scaled to their own minimum and maximum, with both printed beside the
//! title: the search's depth over time and, for a search that forces digits, the digits
//! on the board.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Sparkline, Widget};

use super::theme;

/// One sparkline: a title and samples, oldest first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Spark {
    pub title: &'static str,
    pub data: Vec<u64>,
}

/// The samples that fit in `width`, newest last, raised so that the minimum draws as the
/// lowest bar (an eighth of one of the `rows`) and the maximum as the full height; with
/// that height and the minimum and maximum themselves. None when there is nothing to
/// draw.
pub fn scaled(data: &[u64], width: usize, rows: u16) -> Option<(Vec<u64>, u64, u64, u64)> {
    let shown = &data[data.len().saturating_sub(width)..];
    let lo = *shown.iter().min()?;
    let hi = *shown.iter().max()?;
    let eighths = 8 * u64::from(rows.max(1));
    let span = hi - lo;
    // A value's height above the lowest bar, out of the whole height.
    let bars = shown
        .iter()
        .map(|v| 1 + (v - lo) * (eighths - 1) / span.max(1))
        .collect();
    Some((bars, eighths, lo, hi))
}

/// Draws the sparklines one under the other in `area`, each with a title line.
pub fn draw(sparks: &[Spark], area: Rect, buf: &mut Buffer) {
    let n = sparks.len() as u16;
    if n == 0 || area.height < 2 * n {
        return;
    }
    let each = area.height / n;
    for (i, s) in sparks.iter().enumerate() {
        let y = area.y + i as u16 * each;
        let h = if i as u16 == n - 1 {
            area.bottom() - y
        } else {
            each
        };
        let top = Rect::new(area.x, y, area.width, 1);
        let bars = Rect::new(area.x, y + 1, area.width, h - 1);
        let mut title = vec![Span::styled(s.title, theme::label())];
        // Nothing yet (while editing): the title alone.
        if let Some((data, max, lo, hi)) = scaled(&s.data, area.width as usize, h - 1) {
            title.push(Span::raw(format!("  min {lo}  max {hi}")));
            Sparkline::default()
                .data(&data)
                .max(max)
                .style(theme::sparkline())
                .render(bars, buf);
        }
        Line::from(title).render(top, buf);
    }
}
