//! On the way to a far step after `g`: the search runs there a frame's worth at a time
//! (see `App::go_on`), this box says how far it has got, and Esc stops it and goes back
//! to the step shown before.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

use super::{Overlay, Reply, Request};
use crate::tui::app::action::{Action, AppKey, OverlayKey};
use crate::tui::ui::popup::{centered, popup};
use crate::tui::ui::theme;
use crate::tui::words::numbers::grouped;

#[derive(Clone, Debug)]
pub struct Going {
    /// The step asked for.
    pub target: u64,
    /// The step shown when it was asked for: Esc goes back there.
    pub from: u64,
    /// The step the search has got to.
    pub at: u64,
}

impl Going {
    pub fn new(target: u64, from: u64, at: u64) -> Going {
        Going { target, from, at }
    }

    pub fn handle(self, action: Action) -> Reply {
        match action {
            Action::Overlay(OverlayKey::Close) => Reply::Then(Request::StopGoing {
                back_to: self.from,
                target: self.target,
            }),
            Action::App(AppKey::Interrupt) => Reply::Then(Request::Interrupt),
            _ => Reply::Stay(Overlay::Going(self)),
        }
    }

    /// The share of the way gone, 0 to 1.
    fn done(&self) -> f64 {
        let (way, gone) = (self.target - self.from, self.at.saturating_sub(self.from));
        (gone as f64 / way.max(1) as f64).min(1.0)
    }

    pub fn draw(&self, area: Rect, buf: &mut Buffer) {
        let inner = popup(centered(area, 46, 6), "Going to a step", buf);
        let done = self.done();
        let filled = (f64::from(inner.width) * done) as usize;
        let bar = Line::from(vec![
            Span::styled("█".repeat(filled), theme::solver()),
            Span::styled(
                "░".repeat(usize::from(inner.width).saturating_sub(filled)),
                theme::label(),
            ),
        ]);
        let percent = (done * 100.0) as u32;
        Paragraph::new(vec![
            Line::from(format!("to step {}", grouped(self.target))),
            Line::from(format!("at step {} ({percent}%)", grouped(self.at))),
            bar,
            Line::from(Span::styled(
                format!("Esc: back to step {}", grouped(self.from)),
                theme::label(),
            )),
        ])
        .wrap(Wrap { trim: false })
        .render(inner, buf);
    }
}
