//! The frame: the grid, the panel, the depth chart and the footer drawn from the state
//! where the layout puts them, the overlays over them.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

use super::footer::{self, Now};
use super::history::Way;
use super::overlays::{Help, Overlay};
use super::{race, status, view, App, OnGrid};
use crate::tui::ui::geometry::{self, Screen, Size};
use crate::tui::ui::{self, panel::PanelView};

impl Widget for &App {
    fn render(self, area: Rect, buf: &mut Buffer) {
        use super::Screen::{Editing, Racing, Solving};
        match self.screen() {
            Racing(race) => race::view::draw(self, race, area, buf),
            Editing(OnGrid::Sized(s)) | Solving(OnGrid::Sized(s)) => {
                super::sized::view::draw(self, s, area, buf)
            }
            Editing(OnGrid::Nine) | Solving(OnGrid::Nine) => self.draw_single(area, buf),
        }
        if self.no_color {
            ui::strip_colors(area, buf);
        }
    }
}

/// The panel in brief beside a tiny grid; else the panel, and the chart where the
/// layout finds room for it once it knows the rows the panel takes.
fn draw_panel(panel: &PanelView, s: &Screen, buf: &mut Buffer) {
    if s.brief {
        ui::brief::draw(panel, s.panel, buf);
        return;
    }
    let shared = s.share(panel_rows(panel, s));
    ui::panel::draw_in(panel, shared.panel, s.panel.height, buf);
    if let Some(chart) = shared.chart {
        ui::chart::draw(&panel.sparks, chart, buf);
    }
}

/// Rows of the choice stack (its title, the hidden count and entries) worth keeping
/// rather than the chart.
const STACK_BEFORE_CHART: u16 = 6;

/// The rows the panel takes. A choice stack long enough to leave no room for the chart
/// keeps fewer of its newest entries so that the chart shows, where the text stays whole
/// and the stack keeps [`STACK_BEFORE_CHART`] rows.
fn panel_rows(panel: &PanelView, s: &Screen) -> u16 {
    let whole = ui::panel::measure(panel, s.panel);
    if panel.stack.is_none() || s.share(whole.rows).chart.is_some() {
        return whole.rows;
    }
    let Some(short) = s.room_above_chart() else {
        return whole.rows;
    };
    // The text as it is in the whole room, a blank row, then the stack.
    let fewer = ui::panel::measure_in(panel, short, s.panel.height);
    if fewer.text == whole.text && fewer.rows >= fewer.text + 1 + STACK_BEFORE_CHART {
        fewer.rows
    } else {
        whole.rows
    }
}

impl App {
    /// The single solve's screen: grid, panel, chart, footer, the overlays over them.
    fn draw_single(&self, area: Rect, buf: &mut Buffer) {
        match geometry::layout(area) {
            None => ui::too_small(area, buf),
            Some(s) => {
                // The map covers all but the footer: nothing under it is drawn.
                if !self.map_open() {
                    self.draw_board_and_panel(&s, buf);
                }
                let hints = footer::hints(self.mode(), &self.now_for_footer(&s, area));
                ui::footer::draw(&hints, s.footer, buf);
                for o in &self.overlays {
                    o.draw(area, buf);
                }
            }
        }
    }

    /// The grid and the panel beside it (the chart where it has room).
    fn draw_board_and_panel(&self, s: &Screen, buf: &mut Buffer) {
        let (editor, run) = (&self.editor, self.run());
        let mut grid = view::grid(editor, run, self.now, self.show_candidates);
        // In the editor, the hint's candidates and the step it told.
        if let Some(marks) = self.hint.marks(&editor.puzzle).filter(|_| run.is_none()) {
            grid.marks = marks;
        }
        ui::grid::draw(&grid, s.grid, s.size, buf);
        let message = self.message.as_deref();
        let breaks = self.nine.breakpoints();
        let mut panel = view::panel(editor, run, self.strategy, self.speed, message, breaks);
        panel.recording = self.recording;
        panel.hindsight = self.hindsight_lines();
        panel.estimate = self.estimate_line();
        if let Some(stack) = &mut panel.stack {
            stack.doomed = self.doomed_choices().unwrap_or_default();
            stack.scroll = self.stack_scroll;
        }
        draw_panel(&panel, s, buf);
    }

    /// What decides which keys the footer offers.
    fn now_for_footer(&self, s: &Screen, area: Rect) -> Now {
        Now {
            large_cells: s.size == Size::Large,
            collection: self.editor.source.count() > 1,
            undo: self.editor.can_walk(Way::Back),
            redo: self.editor.can_walk(Way::Forward),
            help_scrolls: self.help_scrolls(area),
            more_solutions: status::more_solutions(&self.editor.verdict, self.run()),
            ..Now::default()
        }
    }

    /// The help is open, and longer than `area` shows.
    pub(super) fn help_scrolls(&self, area: Rect) -> bool {
        matches!(self.overlays.last(), Some(Overlay::Help(_))) && Help::scrolls(area)
    }
}
