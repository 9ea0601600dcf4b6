//! The chart: how deep the search was over time, newest on the right (once the search is
//! over, all of it from its start), its caption on the row under the bars; for a search that forces digits, the digits on the board under it.
//! Each is scaled to its own minimum and maximum, both printed in the caption.

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Sparkline, Widget};

use super::theme;

/// One sparkline: its caption and samples, oldest first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Spark {
    pub title: &'static str,
    pub data: Vec<u64>,
    /// The search is over: all of it is drawn, its samples folded into the width (each
    /// bar the highest of its samples), not only the latest that fit.
    pub whole: bool,
}

/// `data` in at most `width` values: as it is where it fits, else each value the
/// highest of an even share of it, in order.
pub fn folded(data: &[u64], width: usize) -> Vec<u64> {
    let n = data.len();
    if n <= width || width == 0 {
        return data.to_vec();
    }
    (0..width)
        .map(|i| {
            let part = &data[i * n / width..(i + 1) * n / width];
            part.iter().copied().max().unwrap_or(0)
        })
        .collect()
}

/// The samples that fit in `width`, newest last, raised so that the minimum draws as the
/// lowest bar (an eighth of one of the `rows`) and the maximum as the full height; with
/// that height and the minimum and maximum themselves. None when there is nothing to
/// draw.
pub fn scaled(data: &[u64], width: usize, rows: u16) -> Option<(Vec<u64>, u64, u64, u64)> {
    let shown = &data[data.len().saturating_sub(width)..];
    let lo = *shown.iter().min()?;
    let hi = *shown.iter().max()?;
    Some(scaled_in(shown, lo, hi, rows))
}

/// The whole of `data` folded into `width` (see [`folded`]), scaled as [`scaled`] does
/// but from the minimum and maximum of all of it (which folding may hide).
pub fn scaled_whole(data: &[u64], width: usize, rows: u16) -> Option<(Vec<u64>, u64, u64, u64)> {
    let lo = *data.iter().min()?;
    let hi = *data.iter().max()?;
    Some(scaled_in(&folded(data, width), lo, hi, rows))
}

fn scaled_in(shown: &[u64], lo: u64, hi: u64, rows: u16) -> (Vec<u64>, u64, u64, u64) {
    let eighths = 8 * u64::from(rows.max(1));
    let span = hi - lo;
    // A value's height above the lowest bar, out of the whole height.
    let bars = shown
        .iter()
        .map(|v| 1 + (v - lo) * (eighths - 1) / span.max(1))
        .collect();
    (bars, eighths, lo, hi)
}

/// Draws the sparklines one under the other in `area`, each its bars then its caption;
/// nothing while there is no search (editing), nor where one would get less than a row of
/// bars.
pub fn draw(sparks: &[Spark], area: Rect, buf: &mut Buffer) {
    let n = sparks.len() as u16;
    if n == 0 || sparks.iter().all(|s| s.data.is_empty()) || area.height < 2 * n {
        return;
    }
    let parts = Layout::vertical(vec![Constraint::Fill(1); n as usize]).split(area);
    for (s, &part) in sparks.iter().zip(parts.iter()) {
        let [bars, caption] =
            Layout::vertical([Constraint::Fill(1), Constraint::Length(1)]).areas(part);
        let mut line = vec![Span::styled(s.title, theme::label())];
        let width = bars.width as usize;
        let scale = if s.whole { scaled_whole } else { scaled };
        if let Some((data, max, lo, hi)) = scale(&s.data, width, bars.height) {
            // `min 3  max 23`, or `3–23` where that does not fit.
            let long = format!("  min {lo}  max {hi}");
            let room = (caption.width as usize).saturating_sub(s.title.chars().count());
            let range = if long.len() <= room {
                long
            } else {
                format!("  {lo}–{hi}")
            };
            line.push(Span::raw(range));
            Sparkline::default()
                .data(&data)
                .max(max)
                .style(theme::sparkline())
                .render(bars, buf);
        }
        Line::from(line).render(caption, buf);
    }
}
