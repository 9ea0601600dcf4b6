//! Going back and forth through a search: one event back (`b`), back to the previous
//! choice (`B`), to any step (`g`). The timeline restores the nearest snapshot and
//! replays from there; the story is told again over the last steps before the one
//! reached, so that the screen shows that step exactly as it was first shown.

use sudoku_tui::solve::Explained;

use super::story::{Story, REPLAY};
use super::Run;

impl Run {
    /// Pauses, and shows one step at a time: nothing fades, nothing is owed.
    pub(super) fn hold(&mut self) {
        self.paused = true;
        self.finishing = false;
        self.pacing.restart();
        self.recent.clear();
        self.recent.restart_rate();
    }

    /// `b`: one event back, paused; false at the start.
    pub fn back(&mut self) -> bool {
        self.hold();
        let at = self.position();
        if at == 0 {
            return false;
        }
        self.retell(at - 1);
        true
    }

    /// `B`: back to the latest choice before this step, paused; the step reached, or
    /// None (and nothing moves) when there is none.
    pub fn back_to_choice(&mut self) -> Option<u64> {
        self.hold();
        let step = self
            .timeline
            .seek_back_to(|e| matches!(e, Explained::Place { .. }))?;
        self.retell(step);
        Some(step)
    }

    /// `g`: to step `step` (back or forward; forward stops at the end), paused; the
    /// step reached.
    pub fn go_to(&mut self, step: u64) -> u64 {
        self.hold();
        self.retell(step);
        self.sample();
        self.position()
    }

    /// Goes to `step`, telling the story again over the steps before it.
    pub(super) fn retell(&mut self, step: u64) {
        self.timeline.seek(step.saturating_sub(REPLAY));
        self.story = Story::default();
        // Through any solution the search was sent on from, to the end at most.
        while self.position() < step {
            let at = self.position();
            self.tell_step();
            if self.position() == at {
                break;
            }
        }
    }
}
