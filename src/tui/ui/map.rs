//! The map of a search: an icicle of its choice tree over time. The x axis is the step
//! (the whole search so far, or a zoomed range), the y axis the depth, the shallowest
//! shown on the top row; each node is a bar across the steps it spans, labelled where
//! it fits (`r1c1=1`). Doomed branches, the solution's path, the current path, the
//! selected node and the step shown each have a style with a text attribute besides its
//! colour, so that they read without colours too. In a race the boards' maps stack on
//! one step axis.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::widgets::{Block, Borders, Clear, Widget};

use sudoku_engine::shape::{digit_char, Shape};

use super::theme;
use crate::tui::words::numbers::{grouped, short_count};

/// One bar.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bar {
    /// 1 for a first choice.
    pub depth: u32,
    /// Its span, inclusive.
    pub first: u64,
    pub last: u64,
    /// The node's choice, named `r1c1=1` where the bar has room for it (the text made
    /// only then: a frame draws thousands of bars too narrow for one).
    pub cell: u16,
    pub digit: u8,
    pub shape: Shape,
    pub kind: Kind,
    /// On the path to the step shown.
    pub current: bool,
    pub selected: bool,
}

/// The characters of the shortest label, `r1c1=1`.
const SHORTEST_LABEL: usize = 6;

impl Bar {
    /// `r1c1=1`: the node's cell and digit.
    pub fn label(&self) -> String {
        format!(
            "{}={}",
            self.shape.cell_name(usize::from(self.cell)),
            digit_char(self.digit)
        )
    }
}

/// What a bar is, for its style.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Plain,
    /// On the path to the solution found.
    Solution,
    /// No solution extends it (shown only with hindsight on).
    Doomed,
}

/// One board's map.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Track {
    /// The strategy, and how far its tree is built.
    pub title: String,
    pub bars: Vec<Bar>,
    /// Its whole search (the root, which has no bar) is selected: the title shows it.
    pub root_selected: bool,
}

/// The whole map, as the app hands it over.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MapView {
    pub tracks: Vec<Track>,
    /// The steps across the width, inclusive.
    pub from: u64,
    pub to: u64,
    /// The depth on the top row.
    pub top_depth: u32,
    /// The step shown (the cursor line), when it is in range.
    pub cursor: Option<u64>,
    /// The selected node, described.
    pub description: String,
}

pub fn plain() -> Style {
    Style::default().fg(Color::Gray)
}
pub fn solution() -> Style {
    theme::good().add_modifier(Modifier::BOLD)
}
pub fn doomed() -> Style {
    Style::default()
        .fg(Color::Red)
        .add_modifier(Modifier::DIM | Modifier::ITALIC)
}
pub fn current() -> Style {
    Style::default()
        .fg(Color::Yellow)
        .add_modifier(Modifier::UNDERLINED)
}
pub fn selected() -> Style {
    Style::default().add_modifier(Modifier::REVERSED)
}
pub fn cursor() -> Style {
    Style::default()
        .fg(Color::Cyan)
        .add_modifier(Modifier::BOLD)
}

fn style_of(bar: &Bar) -> Style {
    let base = match bar.kind {
        Kind::Plain => plain(),
        Kind::Solution => solution(),
        Kind::Doomed => doomed(),
    };
    let base = if bar.current {
        base.patch(current())
    } else {
        base
    };
    if bar.selected {
        base.patch(selected())
    } else {
        base
    }
}

/// Draws the map over `area` (the whole screen but its footer row).
pub fn draw(map: &MapView, area: Rect, buf: &mut Buffer) {
    Clear.render(area, buf);
    let block = Block::default()
        .borders(Borders::ALL)
        .border_style(theme::line())
        .title(" Map ")
        .title_style(theme::title());
    let inner = block.inner(area);
    block.render(area, buf);
    if inner.width < 4 || inner.height < 3 {
        return;
    }
    // The description at the bottom (two rows where one is short of it and there is
    // room), the axis above it, the tracks above that.
    let chars: Vec<char> = map.description.chars().collect();
    let two = chars.len() > inner.width as usize && inner.height >= 10;
    let desc_y = inner.bottom() - if two { 2 } else { 1 };
    for (k, part) in chars
        .chunks(inner.width as usize)
        .take(1 + usize::from(two))
        .enumerate()
    {
        let line: String = part.iter().collect();
        buf.set_string(inner.x, desc_y + k as u16, line, theme::label());
    }
    let axis_y = desc_y - 1;
    axis(map, Rect::new(inner.x, axis_y, inner.width, 1), buf);
    let rows = axis_y - inner.y;
    let n = map.tracks.len().max(1) as u16;
    let each = rows / n;
    if each == 0 {
        return;
    }
    for (i, track) in map.tracks.iter().enumerate() {
        let y = inner.y + each * i as u16;
        let h = if i as u16 == n - 1 {
            rows - each * i as u16
        } else {
            each
        };
        draw_track(map, track, Rect::new(inner.x, y, inner.width, h), buf);
    }
}

/// The column of step `s` and the columns `[a, b)` a span covers (at least one).
fn columns(map: &MapView, width: u16, first: u64, last: u64) -> Option<(u16, u16)> {
    if last < map.from || first > map.to {
        return None;
    }
    let (lo, hi) = (map.from, map.to.max(map.from));
    let len = u128::from(hi - lo + 1);
    let w = u128::from(width);
    let col = |s: u64| (u128::from(s.clamp(lo, hi + 1) - lo) * w / len) as u16;
    let a = col(first.max(lo));
    let b = col(last.min(hi) + 1).max(a + 1).min(width);
    Some((a, b))
}

fn draw_track(map: &MapView, track: &Track, area: Rect, buf: &mut Buffer) {
    buf.set_stringn(
        area.x,
        area.y,
        &track.title,
        area.width as usize,
        if track.root_selected {
            theme::title().patch(selected())
        } else {
            theme::title()
        },
    );
    let rows = area.height.saturating_sub(1);
    let cursor_col = map
        .cursor
        .and_then(|s| columns(map, area.width, s, s))
        .map(|(a, _)| a);
    for r in 0..rows {
        if let Some(c) = cursor_col {
            let cell = &mut buf[(area.x + c, area.y + 1 + r)];
            cell.set_symbol("│").set_style(cursor());
        }
    }
    // The selected node stays in view: deeper than the rows reach, the rows go down.
    let top = track
        .bars
        .iter()
        .find(|b| b.selected)
        .map_or(map.top_depth, |b| {
            map.top_depth
                .max((b.depth + 1).saturating_sub(u32::from(rows)))
        });
    for bar in &track.bars {
        let Some(row) = bar.depth.checked_sub(top) else {
            continue;
        };
        if row >= u32::from(rows) {
            continue;
        }
        let Some((a, b)) = columns(map, area.width, bar.first, bar.last) else {
            continue;
        };
        let y = area.y + 1 + row as u16;
        let style = style_of(bar);
        // `┣` then the label where it fits, the rest `━`: written cell by cell, with no
        // text made for the bar (a frame draws thousands of them).
        let w = usize::from(b - a);
        let label = if w > SHORTEST_LABEL + 1 {
            bar.label()
        } else {
            String::new()
        };
        let fits = w > label.chars().count() + 1;
        let mut label = label.chars();
        for k in 0..w {
            let ch = match k {
                0 if w >= 2 => '┣',
                0 => '━',
                _ if fits => label.next().unwrap_or('━'),
                _ => '━',
            };
            let x = area.x + a + k as u16;
            let on_cursor = cursor_col == Some(a + k as u16);
            let cell = &mut buf[(x, y)];
            cell.set_char(ch).set_style(style);
            if on_cursor {
                cell.set_style(cursor());
            }
        }
    }
}

/// The step numbers at the two ends of the axis: short (`1.2M`) where that still tells
/// them apart and the range is a fair share of them; in full (`1,204,117`) for a range
/// zoomed in so far that short forms would read alike or hide its width.
pub fn axis_labels(from: u64, to: u64) -> (String, String) {
    let (a, b) = (short_count(from), short_count(to));
    let span = to.saturating_sub(from);
    if a != b && span.saturating_mul(20) >= to {
        (a, b)
    } else {
        (grouped(from), grouped(to))
    }
}

/// The step numbers at both ends and, where it fits, the step shown.
fn axis(map: &MapView, area: Rect, buf: &mut Buffer) {
    let (from, right) = axis_labels(map.from, map.to);
    let left = format!("step {from}");
    let cursor_col = map
        .cursor
        .and_then(|s| columns(map, area.width, s, s))
        .map(|(c, _)| area.x + c);
    // The first step's label clear of the cursor's mark: just after it where the mark
    // falls on it and it fits there whole; else in its place, and no mark on it (the
    // cursor's line above the axis still shows the column).
    let left_len = left.chars().count() as u16;
    let mut mark = cursor_col;
    let lx = match cursor_col {
        Some(c) if c < area.x + left_len && c + 1 + left_len <= area.right() => c + 1,
        Some(c) if c < area.x + left_len => {
            mark = None;
            area.x
        }
        _ => area.x,
    };
    let room = area.right().saturating_sub(lx) as usize;
    buf.set_stringn(lx, area.y, &left, room, theme::label());
    let len = right.chars().count() as u16;
    let mut rx = area.right().saturating_sub(len);
    // The step number clear of the cursor's mark.
    if let Some(c) = cursor_col.filter(|&c| c >= rx) {
        rx = c.saturating_sub(len);
    }
    if rx > lx + left_len {
        buf.set_string(rx, area.y, &right, theme::label());
    }
    if let Some(c) = mark {
        buf[(c, area.y)].set_symbol("▲").set_style(cursor());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The axis row of the map drawn in a `w` by `h` screen, the step shown at `cursor`.
    fn axis_row(w: u16, h: u16, from: u64, to: u64, cursor: u64) -> String {
        let map = MapView {
            from,
            to,
            cursor: Some(cursor),
            description: "r1c1 = 1 · depth 1".into(),
            ..MapView::default()
        };
        let area = Rect::new(0, 0, w, h);
        let mut buf = Buffer::empty(area);
        draw(&map, area, &mut buf);
        // Inside the border, above the description.
        let y = h - 3;
        (1..w - 1)
            .map(|x| buf[(x, y)].symbol().to_string())
            .collect()
    }

    /// Wherever the step shown falls, the first step's label is on the axis whole, never
    /// under the cursor's mark: at 30x14 (where the mark on the first columns wrote over
    /// the label), 20x10 (where it did so at the first column: `▲tep 3,075,542`) and
    /// 80x24; the mark is there too, but where it would fall on the label and the label
    /// has no room after it.
    #[test]
    fn the_cursor_mark_never_covers_the_axis_label() {
        for (w, h) in [(30, 14), (20, 10), (80, 24)] {
            for (from, to) in [(3_075_542, 3_090_000), (1, 40), (1, 138_350_569)] {
                let (label, _) = axis_labels(from, to);
                let label = format!("step {label}");
                let span = to - from;
                for k in 0..=200 {
                    let cursor = from + span * k / 200;
                    let row = axis_row(w, h, from, to, cursor);
                    let ctx = format!("{w}x{h}, {from}..{to} at {cursor}: {row:?}");
                    let marks = row.matches('▲').count();
                    assert!(row.contains(&label), "{ctx}");
                    // The mark is always there but on a label with no room after it.
                    let map = MapView {
                        from,
                        to,
                        ..MapView::default()
                    };
                    let (c, _) = columns(&map, w - 2, cursor, cursor).unwrap();
                    let n = label.chars().count() as u16;
                    let hidden = c < n && c + 1 + n > w - 2;
                    assert_eq!(marks, usize::from(!hidden), "{ctx}");
                    assert!(w < 80 || !hidden, "{ctx}");
                }
            }
        }
    }

    #[test]
    fn axis_labels_round_only_as_far_as_they_still_differ() {
        let l = |a, b| {
            let (x, y) = axis_labels(a, b);
            format!("{x} {y}")
        };
        assert_eq!(l(1, 40), "1 40");
        assert_eq!(l(1, 138_350_569), "1 138.4M");
        assert_eq!(l(15_380_922, 30_000_000), "15.4M 30M");
        // Zoomed into a narrow range: short forms would read alike, or hide its width.
        assert_eq!(l(1_204_117, 1_204_990), "1,204,117 1,204,990");
        assert_eq!(l(1_200_000, 1_240_000), "1,200,000 1,240,000");
    }
}
