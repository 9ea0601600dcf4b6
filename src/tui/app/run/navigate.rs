//! Going back and forth through a search: one event back (`b`), back to the previous
//! choice (`B`), to any step (`g`). The timeline restores the nearest snapshot and
//! replays from there; the story is told again over the last steps before the one
//! reached, so that the screen shows that step exactly as it was first shown. A step
//! further ahead than the search has been goes in slices, a frame's worth at a time.

use std::time::Instant;

use sudoku_engine::solve::Explained;

use super::story::{Story, RECALL};
use super::{Run, Searched};

/// The most steps `g` runs at once (a few milliseconds); further, it goes in slices.
pub const AT_ONCE: u64 = 1 << 20;
/// Steps run between looks at the clock while going in slices.
const SLICE: u64 = 1 << 14;

impl<L: Searched> Run<L> {
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

    /// `B`: back to the latest choice before this step (a placement where more than one
    /// digit fitted: one where a single digit did is forced), paused; the step reached,
    /// or None (and nothing moves) when there is none.
    pub fn back_to_choice(&mut self) -> Option<u64> {
        self.hold();
        let step = self
            .timeline
            .seek_back_to(|e| matches!(e, Explained::Place { of, .. } if *of > 1))?;
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

    /// Sets out for a far step, paused: what the panel told of the step shown no longer
    /// holds once the search moves on.
    pub fn set_out(&mut self) {
        self.hold();
        self.story = Story::default();
    }

    /// A slice of the way to `step`: runs on until `deadline`; true once there (or at
    /// the end of the search), shown as [`Run::go_to`] shows it.
    pub fn go_toward(&mut self, step: u64, deadline: Instant) -> bool {
        self.run_toward(step, |_| Instant::now() >= deadline)
    }

    /// As [`Run::go_toward`], for at most about `most` steps.
    pub fn go_within(&mut self, step: u64, most: u64) -> bool {
        self.run_toward(step, |run| run >= most)
    }

    /// Runs toward `step` a slice at a time until `enough` (told the steps run so far)
    /// says so; true once there (or at the end), shown as [`Run::go_to`] shows it. Going
    /// back, or within a slice of the step, that is at once.
    /// A call that goes past the furthest step the search had been to counts its whole
    /// time as running.
    fn run_toward(&mut self, step: u64, enough: impl FnMut(u64) -> bool) -> bool {
        let t0 = Instant::now();
        let before = self.timeline.reached();
        let there = self.run_toward_untimed(step, enough);
        if self.timeline.reached() > before {
            self.elapsed += t0.elapsed();
        }
        there
    }

    fn run_toward_untimed(&mut self, step: u64, mut enough: impl FnMut(u64) -> bool) -> bool {
        let goal = step.saturating_sub(self.replay());
        // From the latest snapshot before the goal, where the search has been that far.
        if goal > self.position() {
            self.timeline.restore_nearest(goal);
        }
        let start = self.position();
        loop {
            let at = self.position();
            if at >= goal || self.is_done() {
                self.go_to(step);
                return true;
            }
            self.timeline.run(SLICE.min(goal - at));
            if enough(self.position() - start) {
                return false;
            }
        }
    }

    /// Steps told again after a jump: the recall, and the longest run of take-backs for
    /// one reason (every digit forced under a choice, then the choice's own): 182 at
    /// 9×9.
    pub(super) fn replay(&self) -> u64 {
        RECALL + self.stepper().shape().cells() as u64 + 1
    }

    /// Goes to `step`, telling the story again over the steps before it.
    pub(super) fn retell(&mut self, step: u64) {
        self.timeline.seek(step.saturating_sub(self.replay()));
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
