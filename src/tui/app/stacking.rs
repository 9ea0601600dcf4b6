//! Scrolling the choice stack (PgUp, PgDn): back from its newest entry to see the
//! choices a deep search hides, and forth again.

use super::App;

/// Entries a key scrolls the stack by.
pub const STACK_PAGE: usize = 5;

impl App {
    /// Scrolls the stack of the run on screen a page back (`up`) or forth; as far back
    /// as its oldest entry, as far forth as the newest.
    pub(super) fn scroll_stack(&mut self, up: bool) {
        let entries = on_runs_ref!(self, |runs| {
            let Some(run) = runs.first().filter(|r| !r.state().is_final()) else {
                return;
            };
            let view = run.stepper().view();
            let choices = view.choices().count();
            choices + view.deductions(choices).len()
        });
        self.stack_scroll = if up {
            (self.stack_scroll + STACK_PAGE).min(entries.saturating_sub(1))
        } else {
            self.stack_scroll.saturating_sub(STACK_PAGE)
        };
    }
}
