//! What the solve keys do (going back and forth and breakpoints included), and the
//! solve's clock: the runs tick at the app's speed when the event loop asks.

use std::time::{Duration, Instant};

use sudoku_engine::grid::cell_name;
use sudoku_engine::shape::Shape;
use sudoku_engine::solve::Strategy;

use super::breakpoints::Breakpoints;
use super::overlays::{BreakMenu, GoTo, Going, Overlay};
use super::pacing::Speed;
use super::run::AT_ONCE;
use super::{App, Screen};
use crate::tui::words::numbers::grouped;

impl App {
    /// True while a run goes flat out: to its end (`f`), or to a far step (`g`).
    pub fn finishing(&self) -> bool {
        on_stage_ref!(self, |stage| stage.finishing()) || self.going()
    }

    /// True while the runs are on the way to a far step.
    pub fn going(&self) -> bool {
        matches!(self.overlays.last(), Some(Overlay::Going(_)))
    }

    /// True while the screen changes on its own: the solver runs or a flash fades.
    pub fn animating(&self) -> bool {
        self.next_wake().is_some()
    }

    /// When the event loop should tick next without input; None: wait for input.
    pub fn next_wake(&self) -> Option<Instant> {
        if self.going() {
            return Some(self.now);
        }
        if self.status_pending() {
            return Some(self.now + Duration::from_millis(20));
        }
        if self.sights_behind() {
            return Some(self.now);
        }
        on_stage_ref!(self, |stage| stage.next_wake(self.now, self.speed))
    }

    /// Advances the solve to `now`, spending at most until `deadline` on steps.
    pub fn tick(&mut self, now: Instant, deadline: Instant) {
        self.now = now;
        self.go_on(deadline);
        // Trees behind their runs catch up first: from there on, the runs feed them.
        self.catch_up_sights(deadline);
        let speed = self.speed;
        if let Some(hit) = on_stage!(self, |stage| stage.tick(now, deadline, speed)) {
            self.message = Some(format!("Breakpoint: {hit}"));
        }
        self.follow_sights(deadline);
        self.ask_workers();
    }

    /// Runs the solve to its end (tests, and `f` when the loop is not around).
    pub fn finish_now(&mut self) {
        while on_stage_ref!(self, |stage| stage.active()) {
            on_stage!(self, |stage| stage.finish());
            let now = Instant::now();
            self.tick(now, now + Duration::from_millis(50));
        }
    }

    /// A solve or a race is on screen (over or not): what the clock ticks.
    pub fn in_solve(&self) -> bool {
        !matches!(self.screen(), Screen::Editing(_))
    }

    /// A search goes on in the runs on screen.
    pub(super) fn solving(&self) -> bool {
        on_runs_ref!(self, |runs| runs.active())
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
        on_stage!(self, |stage| stage.speed_changed());
    }

    /// Starts a solve of the edited puzzle (resumes a paused one); `finish` runs it
    /// straight to the end.
    pub(super) fn start(&mut self, finish: bool) {
        if self.solving() {
            on_runs!(self, |runs| runs.resume());
            return;
        }
        // Finished: Enter goes again from the puzzle.
        on_stage!(self, |stage| {
            stage.edit();
        });
        if self.refuse_clashes() {
            return;
        }
        let strategies = [self.strategy];
        match self.sized.as_mut() {
            Some(s) => {
                if let Err(e) = s.stage.edit().start_board(&s.board, &strategies, finish) {
                    self.message = Some(format!("{}: t picks another strategy", capital(&e)));
                    return;
                }
            }
            None => self
                .nine
                .edit()
                .start(&self.editor.puzzle, &strategies, finish),
        }
        self.message = None;
    }

    /// Space: pauses the runs on screen, or resumes them.
    pub(super) fn pause_or_resume(&mut self) {
        on_runs!(self, |runs| runs.pause_or_resume());
    }

    /// True, and says so, when the edited puzzle's givens clash: it cannot be solved.
    pub(super) fn refuse_clashes(&mut self) -> bool {
        if let Some(s) = &self.sized {
            let Some(clash) = s.first_clash() else {
                return false;
            };
            self.message = Some(format!("Clashing givens, fix them first: {clash}"));
            return true;
        }
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
        if on_runs_ref!(self, |runs| runs.is_empty()) {
            self.start(false);
        }
        on_runs!(self, |runs| runs.step());
    }

    pub(super) fn finish(&mut self) {
        if on_runs_ref!(self, |runs| runs.is_empty()) {
            self.start(true);
        } else {
            on_runs!(self, |runs| runs.finish());
        }
    }

    pub(super) fn stop(&mut self) {
        if !on_runs_ref!(self, |runs| runs.is_empty()) {
            on_runs!(self, |runs| runs.clear());
            self.message = Some("Stopped: the puzzle is back as it was".into());
        }
    }
}

/// Going back and forth through a solve, and breakpoints.
impl App {
    /// `b`: one event back.
    pub(super) fn step_back(&mut self) {
        if !on_runs!(self, |runs| runs.is_empty() || runs.back()) {
            self.message = Some("At the start of the search".into());
        }
    }

    /// `B`: back to the previous choice.
    pub(super) fn back_to_choice(&mut self) {
        if on_runs!(self, |runs| !runs.is_empty()
            && runs.back_to_choice().is_none())
        {
            self.message = Some("No choice before this step".into());
        }
    }

    /// `g`: asks for the step to go to.
    pub(super) fn open_go_to(&mut self) {
        if let Some(now) = self.position() {
            self.overlays.push(Overlay::GoTo(GoTo::new(now)));
        }
    }

    /// Goes to `step`: at once where it takes the search at most [`AT_ONCE`] steps;
    /// else the rest of the way in slices, a frame's worth at a time (see `go_on`).
    pub(super) fn go_to(&mut self, step: u64) {
        let Some(from) = self.position() else {
            return;
        };
        let there = on_runs!(self, |runs| {
            runs.set_out();
            runs.go_within(step, AT_ONCE)
        });
        let at = self.position().unwrap_or(from);
        if there {
            self.arrived(step, at);
        } else {
            self.overlays
                .push(Overlay::Going(Going::new(step, from, at)));
        }
    }

    /// On the way to a far step: a slice of the way, until `deadline`; the box closes
    /// once there.
    fn go_on(&mut self, deadline: Instant) {
        let Some(Overlay::Going(g)) = self.overlays.last_mut() else {
            return;
        };
        let step = g.target;
        let there = on_runs!(self, |runs| runs.go_toward(step, deadline));
        let at = on_runs_ref!(self, |runs| runs.first().map_or(0, |r| r.position()));
        if there {
            self.overlays.pop();
            self.arrived(step, at);
        } else {
            g.at = at;
        }
    }

    /// The step the run on screen shows, if there is one.
    fn position(&self) -> Option<u64> {
        on_runs_ref!(self, |runs| runs.first().map(|r| r.position()))
    }

    fn arrived(&mut self, step: u64, reached: u64) {
        if reached < step {
            self.message = Some(format!("The search ends at step {}", grouped(reached)));
        }
    }

    /// Esc on the way to a far step: back to the step shown before.
    pub(super) fn stop_going(&mut self, back_to: u64, target: u64) {
        on_runs!(self, |runs| runs.go_to(back_to));
        self.message = Some(format!(
            "Stopped on the way to step {}: back at step {}",
            grouped(target),
            grouped(back_to)
        ));
    }

    /// `!`: the breakpoint menu.
    pub(super) fn open_breakpoints(&mut self) {
        if let Some(s) = &self.sized {
            // The givens of a grid of another size never change during its solve.
            let menu = BreakMenu::new(*s.stage.breakpoints()).with_board(s.board.clone());
            self.overlays.push(Overlay::Breaks(menu));
            return;
        }
        let now = *self.nine.breakpoints();
        // The givens of the puzzle searched (or about to be): they never change.
        let givens = match (self.racing(), self.run()) {
            (Some(race), _) => race.puzzle().unwrap_or(self.editor.puzzle),
            (None, Some(run)) => *run.stepper().puzzle(),
            (None, None) => self.editor.puzzle,
        };
        self.overlays
            .push(Overlay::Breaks(BreakMenu::new(now).with_givens(givens)));
    }

    pub(super) fn set_breakpoints(&mut self, b: Breakpoints) {
        on_stage!(self, |stage| stage.set_breakpoints(b));
        let shape = self.sized.as_ref().map_or(Shape::NINE, |s| s.shape());
        self.message = Some(match b.describe_in(shape) {
            // As the panel names them, under the same word.
            Some(d) => format!("Breakpoints: {d}"),
            None => "No breakpoints".into(),
        });
    }
}

/// A refusal in words with a capital, for the panel.
fn capital(e: &impl std::fmt::Display) -> String {
    let text = e.to_string();
    let mut chars = text.chars();
    chars
        .next()
        .map_or(String::new(), |c| c.to_uppercase().chain(chars).collect())
}
