//! The frame: the grid, the panel and the footer drawn from the state, the overlays
//! over them.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

use super::{footer, race, view, App};
use crate::tui::ui::{self, geometry};

impl Widget for &App {
    fn render(self, area: Rect, buf: &mut Buffer) {
        if let Some(race) = &self.race {
            race::view::draw(self, race, area, buf);
        } else {
            self.draw_single(area, buf);
        }
        if self.no_color {
            ui::strip_colors(area, buf);
        }
    }
}

impl App {
    /// The single solve (or the editor): the grid, the panel, the footer, the overlays.
    fn draw_single(&self, area: Rect, buf: &mut Buffer) {
        match geometry::layout(area) {
            None => ui::too_small(area, buf),
            Some(s) => {
                let (editor, run) = (&self.editor, self.run());
                let grid = view::grid(editor, run, self.now, self.show_candidates);
                ui::grid::draw(&grid, s.grid, s.size, buf);
                let message = self.message.as_deref();
                let mut panel = view::panel(editor, run, self.strategy, self.speed, message);
                panel.recording = self.recording;
                ui::panel::draw(&panel, s.panel, buf);
                ui::footer::draw(&footer::hints(self.mode()), s.footer, buf);
                for o in &self.overlays {
                    o.draw(area, buf);
                }
            }
        }
    }
}
