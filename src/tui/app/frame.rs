//! The frame: the grid, the panel and the footer drawn from the state, the overlays
//! over them.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

use super::{footer, view, App};
use crate::tui::ui::{self, geometry};

impl Widget for &App {
    fn render(self, area: Rect, buf: &mut Buffer) {
        match geometry::layout(area) {
            None => ui::too_small(area, buf),
            Some(s) => {
                let (editor, run) = (&self.editor, self.run());
                let grid = view::grid(editor, run, self.now, self.show_candidates);
                ui::grid::draw(&grid, s.grid, s.size, buf);
                let message = self.message.as_deref();
                let breaks = self.runs.breakpoints();
                let mut panel =
                    view::panel(editor, run, self.strategy, self.speed, message, breaks);
                panel.recording = self.recording;
                ui::panel::draw(&panel, s.panel, buf);
                ui::footer::draw(&footer::hints(self.mode()), s.footer, buf);
                for o in &self.overlays {
                    o.draw(area, buf);
                }
            }
        }
        if self.no_color {
            ui::strip_colors(area, buf);
        }
    }
}
