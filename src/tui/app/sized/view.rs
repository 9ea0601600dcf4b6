//! The screen of a grid of another size than 9×9: the grid laid out for the terminal,
//! a panel of what the editor knows (size, file, givens, the cursor's cell, the first
//! clash, how to type digits above 9, how to solve it), the footer from the key table,
//! the overlays over them. A terminal too small says what size it needs.

use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};
use sudoku_engine::shape::{digit_char, Shape};
use sudoku_engine::solve::Strategy;

use super::Sized;
use crate::tui::app::board_verdict::Judged;
use crate::tui::app::footer::{self, Now};
use crate::tui::app::history::Way;
use crate::tui::app::App;
use crate::tui::files::boards::{a_size_capital, a_size_name, size_name};
use crate::tui::ui::board::{self, solve_panel, BoardView};
use crate::tui::ui::geometry::Size;
use crate::tui::ui::{self, theme};
use crate::tui::words::numbers::grouped;

/// Width of the panel's labels.
const LABEL: usize = 9;

/// The cell under a terminal position, if any.
pub fn cell_at(area: Rect, shape: Shape, x: u16, y: u16) -> Option<usize> {
    board::cell_at(area, shape, x, y)
}

/// What the grid shows.
pub fn grid(s: &Sized, candidates: bool) -> BoardView {
    BoardView {
        shown: s.board.clone(),
        givens: s.board.clone(),
        clashing: s.clashing(),
        cursor: Some(s.cursor),
        candidates,
        told: s.hint_told(),
        pencil: s.hint_pencilled(),
    }
}

/// Draws the whole screen.
pub fn draw(app: &App, s: &Sized, area: Rect, buf: &mut Buffer) {
    let Some(screen) = board::layout(area, s.shape()) else {
        too_small(s.shape(), area, buf);
        // The dialogs and the map do not need the grid: they are drawn over the message
        // as at 9x9, with the footer of their keys.
        if !app.overlays.is_empty() && area.height > 1 {
            for o in &app.overlays {
                o.draw_over(s.shape(), area, buf);
            }
            let footer = Rect::new(area.x, area.bottom() - 1, area.width, 1);
            ui::footer::draw(&footer::hints(app.mode(), &Now::default()), footer, buf);
        }
        return;
    };
    if let Some(run) = s.stage.solve().and_then(|r| r.first()) {
        super::solve_view::draw(app, s, run, &screen, buf);
    } else {
        board::draw(&grid(s, app.show_candidates), screen.grid, screen.size, buf);
        let verdict = app.board_verdict.of(&s.board);
        let mut lines = if screen.brief {
            brief(s, verdict, app.message.as_deref())
        } else {
            panel(s, verdict, app.strategy, app.message.as_deref())
        };
        if app.recording.is_some() {
            lines[0].spans.push(solve_panel::recording(app.recording));
        }
        Paragraph::new(lines)
            .wrap(Wrap { trim: false })
            .render(screen.panel, buf);
    }
    let now = Now {
        large_cells: screen.size == Size::Large,
        collection: s.source.count() > 1,
        undo: s.can_walk(Way::Back),
        redo: s.can_walk(Way::Forward),
        help_scrolls: app.help_scrolls(area),
        big_digits: s.side() > 9,
        more_solutions: s.more_solutions(&app.counts),
        ..Now::default()
    };
    let hints = footer::hints(app.mode(), &now);
    ui::footer::draw(&hints, screen.footer, buf);
    for o in &app.overlays {
        o.draw_over(s.shape(), area, buf);
    }
}

fn label(name: &str) -> Span<'static> {
    Span::styled(format!("{name:<LABEL$}"), theme::label())
}

fn labelled(name: &str, value: String, style: Style) -> Line<'static> {
    Line::from(vec![label(name), Span::styled(value, style)])
}

/// The cursor's cell and what it holds: `r12c3 G`, `r1c1 empty`.
fn cursor_line(s: &Sized) -> String {
    let shape = s.shape();
    match s.board.get(s.cursor) {
        0 => format!("{} empty", shape.cell_name(s.cursor)),
        d => format!("{} {}", shape.cell_name(s.cursor), digit_char(d)),
    }
}

/// The digits of the size, and how to type those above 9.
fn digits_line(shape: Shape) -> String {
    let n = shape.side();
    if n <= 9 {
        format!("1-{n}")
    } else {
        format!("1-9, # then A-{} or 10-{n}", digit_char(n as u8))
    }
}

/// What the panel says of the verdict, and its style: `unique solution`, `288
/// solutions`, `at least 1,000 solutions`, `checking…`.
fn verdict(judged: Option<Judged>) -> (String, Style) {
    match judged {
        None => ("checking…".into(), theme::label()),
        Some(Judged::Unique) => ("unique solution".into(), theme::good()),
        Some(Judged::Several { counted, exact }) => {
            let n = grouped(counted);
            let text = if exact {
                format!("{n} solutions")
            } else {
                format!("at least {n} solutions")
            };
            (text, theme::warn())
        }
        Some(Judged::NoSolution) => ("no solution".into(), theme::bad()),
        Some(Judged::Clash) => ("clashing givens".into(), theme::bad()),
    }
}

/// The full panel.
fn panel(
    s: &Sized,
    judged: Option<Judged>,
    strategy: Strategy,
    message: Option<&str>,
) -> Vec<Line<'static>> {
    let shape = s.shape();
    let src = &s.source;
    let mut file = s.origin_label().to_string();
    if src.count() > 1 {
        file.push_str(&format!(" ({} of {})", src.index + 1, src.count()));
    }
    if s.dirty {
        file.push_str(" · edited");
    }
    let plain = Style::new();
    let mut lines = vec![
        Line::from(Span::styled(
            format!("Editing {} grid", a_size_name(shape)),
            theme::title(),
        )),
        Line::from(""),
        labelled(
            "Size",
            format!(
                "{} (boxes {}x{})",
                size_name(shape),
                shape.box_rows(),
                shape.box_cols()
            ),
            plain,
        ),
        labelled("File", file, plain),
        labelled(
            "Givens",
            format!("{} of {}", s.board.filled(), shape.cells()),
            plain,
        ),
        labelled("Cell", cursor_line(s), plain),
        labelled("Digits", digits_line(shape), plain),
    ];
    lines.push(match s.first_clash() {
        Some(clash) => labelled("Clash", clash, theme::bad()),
        None => labelled("Clash", "none".into(), theme::good()),
    });
    let (said, style) = verdict(judged);
    lines.push(labelled("Status", said, style));
    lines.push(labelled("Strategy", strategy.name().into(), plain));
    if let Some(m) = message {
        lines.push(Line::from(""));
        lines.push(Line::from(Span::styled(m.to_string(), theme::warn())));
    }
    lines
}

/// The panel in brief, beside the tiny grid.
fn brief(s: &Sized, judged: Option<Judged>, message: Option<&str>) -> Vec<Line<'static>> {
    let shape = s.shape();
    let mut lines = vec![
        Line::from(Span::styled(size_name(shape), theme::title())),
        Line::from(cursor_line(s)),
        Line::from(format!("{} givens", s.board.filled())),
    ];
    if s.first_clash().is_some() {
        lines.push(Line::from(Span::styled("clash", theme::bad())));
    } else {
        let (said, style) = verdict(judged);
        lines.push(Line::from(Span::styled(said, style)));
    }
    if let Some(m) = message {
        lines.push(Line::from(Span::styled(m.to_string(), theme::warn())));
    }
    lines
}

/// What a terminal too small for the grid shows: the size it needs.
fn too_small(shape: Shape, area: Rect, buf: &mut Buffer) {
    let (w, h) = board::needed(shape);
    let [needs, now] = ui::geometry::needs_and_now("needs", (w, h), area);
    let mut text = vec![
        Line::from(format!("{} grid", a_size_capital(shape))),
        Line::from(needs),
        Line::from(now),
    ];
    text.truncate(area.height.into());
    let rows = text.len() as u16;
    let y = area.y + area.height.saturating_sub(rows) / 2;
    // Not trimmed: the blanks before `now` keep it under `needs`.
    Paragraph::new(text)
        .alignment(Alignment::Center)
        .wrap(Wrap { trim: false })
        .render(Rect::new(area.x, y, area.width, rows), buf);
}
