//! Drawing the app: the grid, the side panel, the footer and the overlays.

use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, BorderType, Borders, Clear, Paragraph, Sparkline, Widget, Wrap};
use sudoku_tui::grid::{box_of, col_of, digits_of, row_of, Grid, CELLS};
use sudoku_tui::solve::fast::Status;
use sudoku_tui::solve::Event;

use super::app::{format_duration, grouped, App, Overlay, State};
use super::picker::{Picker, Preview};

/// Narrowest side panel.
pub const PANEL_MIN: u16 = 28;
/// Smallest usable terminal: the compact grid, the panel beside it, the footer.
pub const MIN_WIDTH: u16 = 1 + 25 + 2 + PANEL_MIN;
pub const MIN_HEIGHT: u16 = 16;
/// Widest side panel.
const PANEL_MAX: u16 = 52;
/// Rows the panel likes to have: its lines and a sparkline.
const PANEL_TALL: u16 = 24;

/// Grid sizes, largest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Size {
    /// 7x3 cells: room for a 3x3 mini-grid of candidates.
    Large,
    /// 3x1 cells with thin lines between them.
    Medium,
    /// 2x1 cells, lines only around the boxes.
    Compact,
}

#[derive(Clone, Copy, Debug)]
struct Geom {
    /// Cell width and height inside the lines.
    cw: u16,
    ch: u16,
    /// Thin lines between the cells of a box.
    thin: bool,
    /// A blank column closing each box (compact only).
    pad: bool,
}

impl Size {
    fn geom(self) -> Geom {
        match self {
            Size::Large => Geom {
                cw: 7,
                ch: 3,
                thin: true,
                pad: false,
            },
            Size::Medium => Geom {
                cw: 3,
                ch: 1,
                thin: true,
                pad: false,
            },
            Size::Compact => Geom {
                cw: 2,
                ch: 1,
                thin: false,
                pad: true,
            },
        }
    }

    /// Width and height of the whole grid, lines included.
    pub fn dims(self) -> (u16, u16) {
        let g = self.geom();
        (
            slots(g.cw, g.thin, g.pad).len() as u16,
            slots(g.ch, g.thin, false).len() as u16,
        )
    }
}

/// What one column (or row) of the grid drawing is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Slot {
    /// Line number 0..=9; lines 0, 3, 6, 9 are heavy.
    Line(usize),
    /// Inside cell column (or row) `n`, at an offset.
    Cell(usize, u16),
    Pad,
}

fn slots(size: u16, thin: bool, pad: bool) -> Vec<Slot> {
    let mut out = vec![Slot::Line(0)];
    for n in 0..9 {
        for o in 0..size {
            out.push(Slot::Cell(n, o));
        }
        if n % 3 == 2 {
            if pad {
                out.push(Slot::Pad);
            }
            out.push(Slot::Line(n + 1));
        } else if thin {
            out.push(Slot::Line(n + 1));
        }
    }
    out
}

/// Where things go on a screen of a given size.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Screen {
    pub size: Size,
    pub grid: Rect,
    pub panel: Rect,
    pub footer: Rect,
}

/// Lays out the screen, or says it is too small.
pub fn layout(area: Rect) -> Option<Screen> {
    if area.width < MIN_WIDTH || area.height < MIN_HEIGHT {
        return None;
    }
    let body_h = area.height - 1;
    let size = [Size::Large, Size::Medium, Size::Compact]
        .into_iter()
        .find(|s| {
            let (w, h) = s.dims();
            1 + w + 2 + PANEL_MIN <= area.width && h <= body_h
        })?;
    let (w, h) = size.dims();
    // On a big terminal the grid and the panel sit in the middle; the panel keeps room
    // for its lines and the sparkline.
    let panel_w = (area.width - (1 + w + 2)).min(PANEL_MAX);
    let left = (area.width - (1 + w + 2 + panel_w)) / 2;
    let top = ((body_h - h) / 2).min(body_h.saturating_sub(h.max(PANEL_TALL)));
    let grid = Rect::new(area.x + left + 1, area.y + top, w, h);
    let px = grid.right() + 2;
    let panel = Rect::new(px, grid.y, panel_w, body_h - top);
    let footer = Rect::new(area.x, area.bottom() - 1, area.width, 1);
    Some(Screen {
        size,
        grid,
        panel,
        footer,
    })
}

/// The cell under a terminal position, if any.
pub fn cell_at(app: &App, x: u16, y: u16) -> Option<usize> {
    let s = layout(app.area)?;
    if !s.grid.contains((x, y).into()) {
        return None;
    }
    let g = s.size.geom();
    let xs = slots(g.cw, g.thin, g.pad);
    let ys = slots(g.ch, g.thin, false);
    match (xs[(x - s.grid.x) as usize], ys[(y - s.grid.y) as usize]) {
        (Slot::Cell(c, _), Slot::Cell(r, _)) => Some(r * 9 + c),
        _ => None,
    }
}

#[cfg(test)]
/// Where a cell's digit is drawn on the screen.
pub fn digit_position(s: Screen, cell: usize) -> (u16, u16) {
    let g = s.size.geom();
    let (ox, oy) = if s.size == Size::Large {
        (3, 1)
    } else {
        (1, 0)
    };
    let find = |v: Vec<Slot>, n: usize, o: u16| {
        v.iter()
            .position(|&x| x == Slot::Cell(n, o))
            .expect("cell slot exists") as u16
    };
    (
        s.grid.x + find(slots(g.cw, g.thin, g.pad), col_of(cell), ox),
        s.grid.y + find(slots(g.ch, g.thin, false), row_of(cell), oy),
    )
}

/// Colours and modifiers. Every meaning has a modifier as well as a colour, so that the
/// screen still reads without colour.
pub mod theme {
    use ratatui::style::{Color, Modifier, Style};

    pub fn given() -> Style {
        Style::new().add_modifier(Modifier::BOLD)
    }
    pub fn solver() -> Style {
        Style::new().fg(Color::Cyan)
    }
    pub fn deduced() -> Style {
        Style::new().fg(Color::Green).add_modifier(Modifier::ITALIC)
    }
    pub fn retracted() -> Style {
        Style::new()
            .fg(Color::Red)
            .add_modifier(Modifier::CROSSED_OUT | Modifier::DIM)
    }
    pub fn clash() -> Style {
        Style::new()
            .fg(Color::Red)
            .add_modifier(Modifier::BOLD | Modifier::UNDERLINED)
    }
    pub fn empty() -> Style {
        Style::new().fg(Color::DarkGray)
    }
    /// An empty cell no digit fits.
    pub fn dead_end() -> Style {
        Style::new().fg(Color::Red).add_modifier(Modifier::BOLD)
    }
    pub fn candidate() -> Style {
        Style::new().fg(Color::DarkGray)
    }
    /// The cell the solver touched last: a reversed block.
    pub fn current() -> Modifier {
        Modifier::REVERSED
    }
    pub fn cursor() -> Modifier {
        Modifier::REVERSED
    }
    pub const PEER_BG: Color = Color::Indexed(236);
    pub const SAME_BG: Color = Color::Indexed(24);
    pub fn line() -> Style {
        Style::new().fg(Color::Gray)
    }
    pub fn label() -> Style {
        Style::new().fg(Color::DarkGray)
    }
    pub fn key() -> Style {
        Style::new().fg(Color::Yellow).add_modifier(Modifier::BOLD)
    }
    pub fn title() -> Style {
        Style::new().add_modifier(Modifier::BOLD)
    }
    pub fn good() -> Style {
        Style::new().fg(Color::Green).add_modifier(Modifier::BOLD)
    }
    pub fn warn() -> Style {
        Style::new().fg(Color::Yellow).add_modifier(Modifier::BOLD)
    }
    pub fn bad() -> Style {
        Style::new()
            .fg(Color::Red)
            .add_modifier(Modifier::BOLD | Modifier::UNDERLINED)
    }
}

/// Every key, by mode, for the help overlay: keys fit in 10 columns, descriptions in 27,
/// so that the help fits an 80x24 terminal.
pub const KEYS: &[(&str, &[(&str, &str)])] = &[
    (
        "Editing",
        &[
            ("←↑↓→ hjkl", "move the cursor (wraps)"),
            ("click", "select a cell"),
            ("1-9", "write a given"),
            ("0 . Space", "clear the cell"),
            ("Bksp Del", "clear the cell"),
            ("u Ctrl-z", "undo"),
            ("Ctrl-r", "redo"),
            ("x", "clear the grid (asks)"),
            ("o", "open a puzzle file"),
            ("w", "save (format by extension)"),
            ("[ ]", "previous / next puzzle"),
            ("paste", "a puzzle replaces the grid"),
        ],
    ),
    (
        "Anywhere",
        &[
            ("c", "candidates on / off"),
            ("?", "this help"),
            ("q Ctrl-c", "quit (asks if unsaved)"),
        ],
    ),
    (
        "Solving",
        &[
            ("Enter", "start (resume if paused)"),
            ("Space", "pause / resume"),
            ("n", "one step, then pause"),
            ("+ -", "faster / slower"),
            ("f", "finish at once"),
            ("Esc", "stop, restore the puzzle"),
            ("t", "naive / mrv / propagate"),
        ],
    ),
    (
        "File picker",
        &[
            ("↑↓ jk", "move"),
            ("PgUp PgDn", "move a page"),
            ("Enter → l", "open the folder or file"),
            ("Bksp ← h", "up one folder"),
            ("Esc", "close"),
        ],
    ),
];

impl Widget for &App {
    fn render(self, area: Rect, buf: &mut Buffer) {
        match layout(area) {
            None => render_too_small(area, buf),
            Some(s) => {
                render_grid(self, s, buf);
                render_panel(self, s.panel, buf);
                render_footer(self, s.footer, buf);
                match &self.overlay {
                    None => {}
                    Some(Overlay::Help) => render_help(area, buf),
                    Some(Overlay::Confirm { question, .. }) => render_confirm(question, area, buf),
                    Some(Overlay::Message { title, text }) => {
                        render_message(title, text, area, buf)
                    }
                    Some(Overlay::SavePrompt { input, solution }) => {
                        render_prompt(input, *solution, area, buf)
                    }
                    Some(Overlay::Picker(p)) => render_picker(p, area, buf),
                }
            }
        }
        if self.no_color {
            strip_colors(area, buf);
        }
    }
}

/// NO_COLOR: every colour goes, the modifiers stay.
fn strip_colors(area: Rect, buf: &mut Buffer) {
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

fn render_too_small(area: Rect, buf: &mut Buffer) {
    let text = vec![
        Line::from("Terminal too small"),
        Line::from(format!("needs at least {MIN_WIDTH}×{MIN_HEIGHT}")),
        Line::from(format!("now {}×{}", area.width, area.height)),
    ];
    let h = (text.len() as u16).min(area.height);
    let y = area.y + area.height.saturating_sub(h) / 2;
    Paragraph::new(text)
        .alignment(Alignment::Center)
        .wrap(Wrap { trim: true })
        .render(Rect::new(area.x, y, area.width, h), buf);
}

/// The junction character where line `v` (vertical) meets line `h` (horizontal).
fn junction(v: usize, h: usize) -> char {
    let hv = v.is_multiple_of(3);
    let hh = h.is_multiple_of(3);
    match (v, h) {
        (0, 0) => '┏',
        (9, 0) => '┓',
        (0, 9) => '┗',
        (9, 9) => '┛',
        (_, 0) => {
            if hv {
                '┳'
            } else {
                '┯'
            }
        }
        (_, 9) => {
            if hv {
                '┻'
            } else {
                '┷'
            }
        }
        (0, _) => {
            if hh {
                '┣'
            } else {
                '┠'
            }
        }
        (9, _) => {
            if hh {
                '┫'
            } else {
                '┨'
            }
        }
        _ => match (hv, hh) {
            (true, true) => '╋',
            (true, false) => '╂',
            (false, true) => '┿',
            (false, false) => '┼',
        },
    }
}

/// How one cell looks.
struct CellLook {
    digit: u8,
    style: Style,
    /// Background band (peers, same digit), for the whole cell.
    bg: Option<Color>,
    /// Modifier for the whole cell (cursor, current solver cell).
    whole: Modifier,
    candidates: u16,
}

fn cell_looks(app: &App) -> Vec<CellLook> {
    let shown = app.shown_grid();
    let givens = app.givens();
    let clashing = app.clashing();
    let state = app.state();
    let editing = state == State::Editing;
    let cursor = app.cursor;
    let cursor_digit = shown.get(cursor);
    let (last, flash, deduced) = match &app.run {
        Some(r) => (r.last, r.flash.filter(|f| f.until > app.now), r.deduced),
        None => (None, None, [false; CELLS]),
    };
    let current = last.and_then(|e| e.cell());
    let masks = shown.unit_masks();
    (0..CELLS)
        .map(|c| {
            let d = shown.get(c);
            let mut look = CellLook {
                digit: d,
                style: theme::empty(),
                bg: None,
                whole: Modifier::empty(),
                candidates: if d == 0 { masks.candidates(c) } else { 0 },
            };
            if d != 0 {
                look.style = if givens.get(c) != 0 {
                    theme::given()
                } else if deduced[c] {
                    theme::deduced()
                } else {
                    theme::solver()
                };
                if clashing[c] {
                    look.style = look.style.patch(theme::clash());
                }
            } else if let Some(f) = flash.filter(|f| f.cell == c) {
                look.digit = f.digit;
                look.style = theme::retracted();
            }
            if editing {
                if c == cursor {
                    look.whole = theme::cursor();
                } else if cursor_digit != 0 && d == cursor_digit {
                    look.bg = Some(theme::SAME_BG);
                } else if row_of(c) == row_of(cursor)
                    || col_of(c) == col_of(cursor)
                    || box_of(c) == box_of(cursor)
                {
                    look.bg = Some(theme::PEER_BG);
                }
            } else if current == Some(c) && !state_is_final(state) {
                look.whole = theme::current();
            }
            look
        })
        .collect()
}

fn state_is_final(s: State) -> bool {
    matches!(s, State::Solved | State::NoSolution)
}

fn render_grid(app: &App, s: Screen, buf: &mut Buffer) {
    let looks = cell_looks(app);
    draw_grid(buf, s.grid, s.size, app.show_candidates, &looks);
}

fn draw_grid(buf: &mut Buffer, area: Rect, size: Size, candidates: bool, looks: &[CellLook]) {
    let g = size.geom();
    let xs = slots(g.cw, g.thin, g.pad);
    let ys = slots(g.ch, g.thin, false);
    for (j, &sy) in ys.iter().enumerate() {
        for (i, &sx) in xs.iter().enumerate() {
            let (x, y) = (area.x + i as u16, area.y + j as u16);
            if x >= buf.area.right() || y >= buf.area.bottom() {
                continue;
            }
            let Some(out) = buf.cell_mut((x, y)) else {
                continue;
            };
            match (sx, sy) {
                (Slot::Line(v), Slot::Line(h)) => {
                    out.set_char(junction(v, h)).set_style(theme::line());
                }
                (Slot::Line(v), _) => {
                    out.set_char(if v % 3 == 0 { '┃' } else { '│' })
                        .set_style(theme::line());
                }
                (_, Slot::Line(h)) => {
                    out.set_char(if h % 3 == 0 { '━' } else { '─' })
                        .set_style(theme::line());
                }
                (Slot::Pad, _) | (_, Slot::Pad) => {
                    out.set_char(' ');
                }
                (Slot::Cell(c, ox), Slot::Cell(r, oy)) => {
                    let look = &looks[r * 9 + c];
                    let (ch, style) = cell_char(look, size, candidates, ox, oy);
                    let mut st = Style::new();
                    if let Some(bg) = look.bg {
                        st = st.bg(bg);
                    }
                    let mut st = st.patch(style);
                    // The compact cell's leading blank stays plain, so that bands line up
                    // with the digits.
                    let whole_cell = size != Size::Compact || ox == 1;
                    if whole_cell {
                        st = st.add_modifier(look.whole);
                    } else {
                        st = Style::new();
                    }
                    out.set_char(ch).set_style(st);
                }
            }
        }
    }
}

/// The character and style at an offset inside a cell.
fn cell_char(look: &CellLook, size: Size, candidates: bool, ox: u16, oy: u16) -> (char, Style) {
    let digit_char = |d: u8| (b'0' + d) as char;
    match size {
        Size::Compact | Size::Medium => {
            // Both sizes put the digit at offset 1: " d" and " d ".
            if ox != 1 {
                return (' ', Style::new());
            }
            if look.digit == 0 {
                ('·', theme::empty())
            } else {
                (digit_char(look.digit), look.style)
            }
        }
        Size::Large => {
            if look.digit != 0 {
                if ox == 3 && oy == 1 {
                    (digit_char(look.digit), look.style)
                } else {
                    (' ', Style::new())
                }
            } else if candidates && look.candidates == 0 {
                // No digit fits: the search has to back up.
                if ox == 3 && oy == 1 {
                    ('✗', theme::dead_end())
                } else {
                    (' ', Style::new())
                }
            } else if candidates {
                // Digits 1-9 at columns 1, 3, 5 of rows 0-2.
                if ox % 2 == 1 && ox <= 5 {
                    let d = (oy * 3 + ox / 2 + 1) as u8;
                    if digits_of(look.candidates).any(|x| x == d) {
                        return (digit_char(d), theme::candidate());
                    }
                }
                (' ', Style::new())
            } else if ox == 3 && oy == 1 {
                ('·', theme::empty())
            } else {
                (' ', Style::new())
            }
        }
    }
}

fn label(name: &str) -> Span<'static> {
    Span::styled(format!("{name:<12}"), theme::label())
}

fn status_lines(status: &Status) -> Vec<Line<'static>> {
    match status {
        Status::Unique(_) => vec![Line::from(vec![
            label("Status"),
            Span::styled("unique solution", theme::good()),
        ])],
        Status::Several(_) => vec![Line::from(vec![
            label("Status"),
            Span::styled("several solutions", theme::warn()),
        ])],
        Status::NoSolution => vec![Line::from(vec![
            label("Status"),
            Span::styled("no solution", theme::bad()),
        ])],
        Status::Clash(conflicts) => {
            let mut out = vec![Line::from(vec![
                label("Status"),
                Span::styled("clashing givens", theme::bad()),
            ])];
            for c in conflicts.iter().take(3) {
                out.push(Line::from(vec![
                    Span::raw(" ".repeat(12)),
                    Span::styled(
                        format!(
                            "{} {} {}",
                            c.digit,
                            sudoku_tui::grid::cell_name(c.cells.0),
                            sudoku_tui::grid::cell_name(c.cells.1)
                        ),
                        theme::clash(),
                    ),
                ]));
            }
            if conflicts.len() > 3 {
                out.push(Line::from(format!(
                    "{}and {} more",
                    " ".repeat(12),
                    conflicts.len() - 3
                )));
            }
            out
        }
    }
}

/// Keeps the end of a long name: "…/puzzles/hard.sdm".
fn tail(s: &str, width: usize) -> String {
    let n = s.chars().count();
    if n <= width {
        s.to_string()
    } else {
        let skip = n - width.saturating_sub(1);
        format!("…{}", s.chars().skip(skip).collect::<String>())
    }
}

fn render_panel(app: &App, area: Rect, buf: &mut Buffer) {
    let state = app.state();
    let value_w = area.width.saturating_sub(12) as usize;
    let state_style = match state {
        State::Editing => theme::title(),
        State::Solving => theme::warn(),
        State::Paused => theme::warn().add_modifier(Modifier::REVERSED),
        State::Solved => theme::good(),
        State::NoSolution => theme::bad(),
    };
    let mut lines = vec![
        Line::from(Span::styled("sudoku-tui", theme::title())),
        Line::from(vec![
            label("File"),
            Span::raw(tail(&app.source.name, value_w)),
        ]),
        Line::from(vec![
            label("Puzzle"),
            Span::raw(format!(
                "{} of {}",
                grouped(app.source.index as u64 + 1),
                grouped(app.source.count() as u64)
            )),
            Span::styled(if app.dirty { "  (edited)" } else { "" }, theme::label()),
        ]),
        Line::from(vec![label("Strategy"), Span::raw(app.strategy.name())]),
        Line::from(vec![label("Speed"), Span::raw(app.speed.label())]),
        Line::from(vec![
            label("State"),
            Span::styled(state.label(), state_style),
        ]),
    ];
    if let Some(e) = app.run.as_ref().and_then(|r| r.last) {
        let cell = |c: usize| sudoku_tui::grid::cell_name(c);
        let step = match e {
            Event::Place { cell: c, digit } => Some(Span::styled(
                format!("{} = {digit}", cell(c)),
                theme::solver(),
            )),
            Event::Deduce { cell: c, digit } => Some(Span::styled(
                format!("{} = {digit} (deduced)", cell(c)),
                theme::deduced(),
            )),
            Event::Retract { cell: c, digit } => Some(Span::styled(
                format!("{} ≠ {digit} (taken back)", cell(c)),
                Style::new().fg(Color::Red),
            )),
            Event::Solved | Event::NoSolution => None,
        };
        if let Some(step) = step.filter(|_| !state_is_final(state)) {
            lines.push(Line::from(vec![label("Last step"), step]));
        }
    }
    if state == State::Editing {
        match &app.status {
            Some(st) => lines.extend(status_lines(st)),
            None => lines.push(Line::from(vec![
                label("Status"),
                Span::styled("checking…", theme::label()),
            ])),
        }
    }
    lines.push(Line::from(""));
    let (stats, elapsed) = match &app.run {
        Some(r) => (*r.stepper.stats(), r.elapsed),
        None => (Default::default(), Default::default()),
    };
    lines.push(Line::from(vec![
        label("Placements"),
        Span::raw(grouped(stats.placements)),
    ]));
    lines.push(Line::from(vec![
        label("Retractions"),
        Span::raw(grouped(stats.retractions)),
    ]));
    lines.push(Line::from(vec![
        label("Deductions"),
        Span::raw(grouped(stats.deductions)),
    ]));
    lines.push(Line::from(vec![
        label("Depth"),
        Span::raw(format!("{}", stats.depth)),
        Span::styled(format!("  deepest {}", stats.max_depth), theme::label()),
    ]));
    lines.push(Line::from(vec![
        label("Elapsed"),
        Span::raw(format_duration(elapsed)),
    ]));
    let summary = match state {
        State::Solved => Some(Span::styled(app.summary(), theme::good())),
        State::NoSolution => Some(Span::styled(app.summary(), theme::bad())),
        _ => None,
    };
    if summary.is_some() || app.message.is_some() {
        lines.push(Line::from(""));
    }
    if let Some(s) = summary {
        lines.push(Line::from(s));
    }
    if let Some(m) = &app.message {
        lines.push(Line::from(Span::styled(m.clone(), theme::warn())));
    }
    // The sparkline takes the bottom rows of the panel when there is room.
    let spare = area.height.saturating_sub(lines.len() as u16 + 2);
    let spark_h: u16 = if spare >= 3 { spare.min(7) } else { 0 };
    let text_area = Rect::new(area.x, area.y, area.width, area.height - spark_h);
    Paragraph::new(lines)
        .wrap(Wrap { trim: false })
        .render(text_area, buf);
    if spark_h > 0 {
        let sa = Rect::new(area.x, area.bottom() - spark_h, area.width, spark_h);
        Line::from(Span::styled("Depth over time", theme::label())).render(sa, buf);
        let data: Vec<u64> = match &app.run {
            Some(r) => {
                let skip = r.depths.len().saturating_sub(sa.width as usize);
                r.depths.iter().skip(skip).copied().collect()
            }
            None => Vec::new(),
        };
        let max = app.givens().blanks().max(1) as u64;
        Sparkline::default()
            .data(&data)
            .max(max)
            .style(Style::new().fg(Color::Cyan))
            .render(Rect::new(sa.x, sa.y + 1, sa.width, spark_h - 1), buf);
    }
}

fn hints(app: &App) -> &'static [(&'static str, &'static str)] {
    match &app.overlay {
        Some(Overlay::Help) | Some(Overlay::Message { .. }) => &[("any key", "closes")],
        Some(Overlay::Confirm { .. }) => &[("y", "yes"), ("n Esc", "no")],
        Some(Overlay::SavePrompt { .. }) => &[("Enter", "save"), ("Esc", "cancel")],
        Some(Overlay::Picker(_)) => &[
            ("↑↓", "move"),
            ("Enter", "open"),
            ("Bksp", "up a folder"),
            ("Esc", "close"),
        ],
        None => match app.state() {
            State::Editing => &[
                ("Enter", "solve"),
                ("←↑↓→", "move"),
                ("1-9", "set"),
                ("0", "clear"),
                ("f", "finish"),
                ("o", "open"),
                ("w", "save"),
                ("t", "strategy"),
                ("+-", "speed"),
                ("?", "help"),
                ("q", "quit"),
            ],
            State::Solving => &[
                ("Space", "pause"),
                ("n", "step"),
                ("+-", "speed"),
                ("f", "finish"),
                ("Esc", "stop"),
                ("c", "candidates"),
                ("?", "help"),
                ("q", "quit"),
            ],
            State::Paused => &[
                ("Space", "resume"),
                ("n", "step"),
                ("+-", "speed"),
                ("f", "finish"),
                ("Esc", "stop"),
                ("?", "help"),
                ("q", "quit"),
            ],
            State::Solved | State::NoSolution => &[
                ("Esc", "back to the puzzle"),
                ("Enter", "again"),
                ("w", "save"),
                ("t", "strategy"),
                ("?", "help"),
                ("q", "quit"),
            ],
        },
    }
}

fn render_footer(app: &App, area: Rect, buf: &mut Buffer) {
    let all = hints(app);
    let width = |h: &(&str, &str)| (h.0.chars().count() + h.1.chars().count() + 3) as u16;
    // The last two hints (help, quit) always show; the others as long as they fit.
    let keep = all.len().saturating_sub(2);
    let mut room = area
        .width
        .saturating_sub(1 + all[keep..].iter().map(width).sum::<u16>());
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

/// A centred rectangle of at most `w`×`h`.
fn centered(area: Rect, w: u16, h: u16) -> Rect {
    let w = w.min(area.width);
    let h = h.min(area.height);
    Rect::new(
        area.x + (area.width - w) / 2,
        area.y + (area.height - h) / 2,
        w,
        h,
    )
}

fn popup(area: Rect, title: &str, buf: &mut Buffer) -> Rect {
    Clear.render(area, buf);
    let block = Block::new()
        .borders(Borders::ALL)
        .border_type(BorderType::Rounded)
        .title(Span::styled(format!(" {title} "), theme::title()));
    let inner = block.inner(area);
    block.render(area, buf);
    inner
}

fn help_lines(section: &(&str, &[(&str, &str)])) -> Vec<Line<'static>> {
    let mut out = vec![Line::from(Span::styled(
        format!(" {}", section.0),
        theme::title(),
    ))];
    for (k, d) in section.1 {
        out.push(Line::from(vec![
            Span::styled(format!(" {k:<10}"), theme::key()),
            Span::raw(format!(" {d}")),
        ]));
    }
    out.push(Line::from(""));
    out
}

fn render_help(area: Rect, buf: &mut Buffer) {
    let mut left: Vec<Line> = KEYS[..2].iter().flat_map(help_lines).collect();
    let mut right: Vec<Line> = KEYS[2..].iter().flat_map(help_lines).collect();
    left.pop();
    right.pop();
    // Two columns of 1 + 10 + 1 + 27 characters.
    let two = area.width >= 80;
    if two {
        let h = left.len().max(right.len()) as u16 + 2;
        let inner = popup(centered(area, 80, h), "Keys (any key closes)", buf);
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
        let inner = popup(centered(area, 44, h), "Keys (any key closes)", buf);
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

fn render_confirm(question: &str, area: Rect, buf: &mut Buffer) {
    let w = (question.chars().count() as u16 + 6).max(30);
    let inner = popup(centered(area, w, 5), "Confirm", buf);
    Paragraph::new(vec![
        Line::from(question.to_string()),
        Line::from(""),
        Line::from(vec![
            Span::styled("y", theme::key()),
            Span::raw(" yes   "),
            Span::styled("n", theme::key()),
            Span::raw(" no"),
        ]),
    ])
    .alignment(Alignment::Center)
    .render(inner, buf);
}

fn render_message(title: &str, text: &str, area: Rect, buf: &mut Buffer) {
    let w = (text.chars().count() as u16 + 4).clamp(30, area.width.saturating_sub(4).max(30));
    let inner_w = w.saturating_sub(2).max(1);
    let rows = (text.chars().count() as u16).div_ceil(inner_w) + 3;
    let inner = popup(centered(area, w, rows + 2), title, buf);
    Paragraph::new(vec![
        Line::from(Span::styled(text.to_string(), theme::bad())),
        Line::from(""),
        Line::from(Span::styled("press any key", theme::label())),
    ])
    .wrap(Wrap { trim: false })
    .render(inner, buf);
}

fn render_prompt(input: &str, solution: bool, area: Rect, buf: &mut Buffer) {
    let title = if solution {
        "Save the solution as"
    } else {
        "Save the puzzle as"
    };
    let inner = popup(centered(area, 60, 6), title, buf);
    let width = inner.width.saturating_sub(3) as usize;
    Paragraph::new(vec![
        Line::from(vec![
            Span::raw("> "),
            Span::raw(tail(input, width)),
            Span::styled(" ", Style::new().add_modifier(Modifier::REVERSED)),
        ]),
        Line::from(""),
        Line::from(Span::styled(
            ".sdk SadMan, .ss SimpleSudoku, .sdm one line,",
            theme::label(),
        )),
        Line::from(Span::styled(
            "anything else: 9 lines of digits",
            theme::label(),
        )),
    ])
    .render(inner, buf);
}

/// A puzzle without app state, for previews: compact grid, givens in bold.
fn preview_looks(grid: &Grid) -> Vec<CellLook> {
    (0..CELLS)
        .map(|c| CellLook {
            digit: grid.get(c),
            style: theme::given(),
            bg: None,
            whole: Modifier::empty(),
            candidates: 0,
        })
        .collect()
}

fn render_picker(p: &Picker, area: Rect, buf: &mut Buffer) {
    let w = area.width.saturating_sub(4).min(70);
    let h = area.height.saturating_sub(2).min(22);
    let outer = centered(area, w, h);
    let title = format!("Open: {}", tail(&p.dir().display().to_string(), 60));
    let inner = popup(outer, &title, buf);
    let (gw, gh) = Size::Compact.dims();
    let list_w = inner.width.saturating_sub(gw + 2).max(10);
    let list = Rect::new(inner.x, inner.y, list_w.min(inner.width), inner.height);
    // The list scrolls to keep the selection in view.
    let rows = list.height as usize;
    let first = p.selected.saturating_sub(rows.saturating_sub(1));
    let mut lines: Vec<Line> = Vec::new();
    if let Some(e) = &p.error {
        lines.push(Line::from(Span::styled(e.clone(), theme::bad())));
    }
    for (i, e) in p.entries.iter().enumerate().skip(first).take(rows) {
        let name = if e.is_dir {
            format!("{}/", e.name)
        } else {
            e.name.clone()
        };
        let mut style = if e.is_dir {
            Style::new().fg(Color::Blue).add_modifier(Modifier::BOLD)
        } else {
            Style::new()
        };
        if i == p.selected {
            style = style.add_modifier(Modifier::REVERSED);
        }
        lines.push(Line::from(Span::styled(
            format!(" {:<width$}", name, width = list.width as usize - 1),
            style,
        )));
    }
    Paragraph::new(lines).render(list, buf);
    let px = list.right() + 1;
    if px + gw <= inner.right() {
        let prev = Rect::new(px, inner.y, inner.right() - px, inner.height);
        match &p.preview {
            Preview::None => {}
            Preview::Puzzle {
                grid,
                count,
                format,
            } => {
                draw_grid(
                    buf,
                    Rect::new(prev.x, prev.y, gw, gh),
                    Size::Compact,
                    false,
                    &preview_looks(grid),
                );
                let info = if *count == 1 {
                    format!("1 puzzle, {format}")
                } else {
                    format!("{} puzzles, {format}", grouped(*count as u64))
                };
                Paragraph::new(info)
                    .wrap(Wrap { trim: true })
                    .render(Rect::new(prev.x, prev.y + gh, prev.width, 2), buf);
            }
            Preview::Error(e) => {
                Paragraph::new(Span::styled(e.clone(), theme::bad()))
                    .wrap(Wrap { trim: true })
                    .render(prev, buf);
            }
        }
    }
}

#[cfg(test)]
mod tests;
