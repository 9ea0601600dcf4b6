//! A message box: something went wrong (a file that does not parse, a failed save).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

use super::{any_key_closes, Reply};
use crate::tui::app::action::Action;
use crate::tui::ui::popup::{centered, popup};
use crate::tui::ui::theme;

#[derive(Clone, Debug)]
pub struct MessageBox {
    pub title: String,
    pub text: String,
}

impl MessageBox {
    pub fn new(title: &str, text: String) -> MessageBox {
        MessageBox {
            title: title.to_string(),
            text,
        }
    }

    pub fn handle(self, action: Action) -> Reply {
        any_key_closes(action)
    }

    pub fn draw(&self, area: Rect, buf: &mut Buffer) {
        let len = self.text.chars().count() as u16;
        let w = (len + 4).clamp(30, area.width.saturating_sub(4).max(30));
        let inner_w = w.saturating_sub(2).max(1);
        let rows = len.div_ceil(inner_w) + 3;
        let inner = popup(centered(area, w, rows + 2), &self.title, buf);
        Paragraph::new(vec![
            Line::from(Span::styled(self.text.clone(), theme::bad())),
            Line::from(""),
            Line::from(Span::styled("press any key", theme::label())),
        ])
        .wrap(Wrap { trim: false })
        .render(inner, buf);
    }
}
