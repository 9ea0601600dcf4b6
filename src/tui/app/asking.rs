//! Asking before acting: a question while there are unsaved edits, then what was
//! asked for, once answered; the message box; the refusal while a solve goes on.

use super::overlays::{MessageBox, Question};
use super::{App, Effect, Overlay, Pending};

impl App {
    pub(super) fn ask(&mut self, then: Pending) {
        self.overlays.push(Overlay::Question(Question::new(then)));
    }

    /// Does `then` at once, or asks first when there are unsaved edits. (Quitting asks
    /// in [`App::quit`], which hands its effect back.)
    pub(super) fn unless_dirty(&mut self, then: Pending) {
        if self.unsaved() {
            self.ask(then);
        } else {
            self.confirmed(then);
        }
    }

    /// There are edits that were not saved, in the 9×9 editor or the grid of another size.
    pub(super) fn unsaved(&self) -> bool {
        self.editor.dirty || self.sized.as_ref().is_some_and(|s| s.dirty)
    }

    /// True, and says so, while a solve goes on: `what` waits until it is stopped.
    pub(super) fn busy(&mut self, what: &str) -> bool {
        let busy = self.solving();
        if busy {
            self.message = Some(format!("Stop the solve (Esc) to {what}"));
        }
        busy
    }

    pub(super) fn show_message(&mut self, title: &str, text: String) {
        self.overlays
            .push(Overlay::Message(MessageBox::new(title, text)));
    }

    /// Quits, asking first when there are unsaved edits and `careful`.
    pub(super) fn quit(&mut self, careful: bool) -> Option<Effect> {
        if careful && self.unsaved() {
            self.ask(Pending::Quit);
            None
        } else {
            Some(Effect::Quit)
        }
    }

    /// Does `then`, asked for and answered (or with nothing to lose); what it asks of the
    /// event loop.
    pub(super) fn confirmed(&mut self, then: Pending) -> Option<Effect> {
        match then {
            Pending::Quit => return Some(Effect::Quit),
            Pending::Clear(shape) => self.clear_to(shape),
            Pending::LoadBoards(source) => self.open_boards(source),
            Pending::SaveBoard(job) => self.carry_out_board_save(&job),
            Pending::Switch(n) | Pending::Back { to: n, .. } => self.show_puzzle(n),
            Pending::Load(source) => self.open_source(source),
            Pending::Save(job) => self.carry_out_save(&job),
        }
        None
    }
}
