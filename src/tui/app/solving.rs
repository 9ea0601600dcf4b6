//! What the solve keys do, and the solve's clock: the runs tick at the app's speed when
//! the event loop asks.

use std::time::{Duration, Instant};

use sudoku_tui::grid::cell_name;
use sudoku_tui::solve::Strategy;

use super::pacing::Speed;
use super::App;

impl App {
    /// True while a run goes flat out to its end (`f`).
    pub fn finishing(&self) -> bool {
        self.runs.finishing() || self.race.as_ref().is_some_and(|r| r.finishing())
    }

    /// True while the screen changes on its own: the solver runs or a flash fades.
    pub fn animating(&self) -> bool {
        self.next_wake().is_some()
    }

    /// When the event loop should tick next without input; None: wait for input.
    pub fn next_wake(&self) -> Option<Instant> {
        if self.status_pending() {
            return Some(self.now + Duration::from_millis(20));
        }
        let race = self.race.as_ref();
        let race = race.and_then(|r| r.next_wake(self.now, self.speed));
        [self.runs.next_wake(self.now, self.speed), race]
            .into_iter()
            .flatten()
            .min()
    }

    /// Advances the solve to `now`, spending at most until `deadline` on steps.
    pub fn tick(&mut self, now: Instant, deadline: Instant) {
        self.now = now;
        self.runs.tick(now, deadline, self.speed);
        if let Some(race) = &mut self.race {
            race.tick(now, deadline, self.speed);
        }
    }

    /// Runs the solve to its end (tests, and `f` when the loop is not around).
    pub fn finish_now(&mut self) {
        while self.runs.active() || self.race.as_ref().is_some_and(|r| r.active()) {
            self.runs.finish();
            if let Some(race) = &mut self.race {
                race.finish();
            }
            let now = Instant::now();
            self.tick(now, now + Duration::from_millis(50));
        }
    }

    /// The strategy after this one, in the order of [`Strategy::ALL`].
    pub(super) fn cycle_strategy(&mut self) {
        if self.busy("change the strategy") {
            return;
        }
        let all = Strategy::ALL;
        let i = all.iter().position(|&s| s == self.strategy).unwrap_or(0);
        self.strategy = all[(i + 1) % all.len()];
    }

    pub(super) fn set_speed(&mut self, speed: Speed) {
        self.speed = speed;
        self.runs.speed_changed();
        if let Some(race) = &mut self.race {
            race.speed_changed();
        }
    }

    /// Starts a solve of the edited puzzle (resumes a paused one); `finish` runs it
    /// straight to the end.
    pub(super) fn start(&mut self, finish: bool) {
        if self.runs.active() {
            self.runs.resume();
            return;
        }
        // Finished: Enter goes again from the puzzle.
        self.runs.clear();
        if self.refuse_clashes() {
            return;
        }
        self.runs
            .start(&self.editor.puzzle, &[self.strategy], finish);
        self.message = None;
    }

    /// True, and says so, when the edited puzzle's givens clash: it cannot be solved.
    pub(super) fn refuse_clashes(&mut self) -> bool {
        let Some(first) = self.editor.puzzle.conflicts().first().copied() else {
            return false;
        };
        self.message = Some(format!(
            "Clashing givens, fix them first: {}, {}",
            cell_name(first.cells.0),
            cell_name(first.cells.1)
        ));
        true
    }

    /// One step, then paused; from the editor, a paused solve of one step.
    pub(super) fn step(&mut self) {
        if self.runs.is_empty() {
            self.start(false);
        }
        self.runs.step(self.now);
    }

    pub(super) fn finish(&mut self) {
        if self.runs.is_empty() {
            self.start(true);
        } else {
            self.runs.finish();
        }
    }

    pub(super) fn stop(&mut self) {
        if !self.runs.is_empty() {
            self.runs.clear();
            self.message = Some("Stopped: the puzzle is back as it was".into());
        }
    }
}
