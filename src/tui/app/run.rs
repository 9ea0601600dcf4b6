//! One animated solve: its search, kept on a [`Timeline`] so that it can go back to any
//! step (run/navigate.rs), its pace, and what it shows besides what the engine tells: the
//! story of the latest events (run/story.rs), the digits taken back during the last
//! frames (run/recent.rs) and samples for the sparklines (run/samples.rs). Flat out, it
//! runs in bulk (run/bulk.rs). A run is a value of its own, so that several can share the
//! app's clock.

mod bulk;
mod kind;
mod navigate;
mod progress;
mod recent;
mod ride;
mod samples;
mod story;

use std::time::{Duration, Instant};

use sudoku_engine::board::Board;
use sudoku_engine::grid::Grid;
use sudoku_engine::solve::{
    AnyShape, BoardStepper, Event, Explained, Nine, Outcome, StepError, Stepper, Strategy, Timeline,
};

use super::breakpoints::Breakpoints;
use super::pacing::{Pacing, Speed};
use crate::tui::words::numbers::{format_duration, grouped};
pub use kind::Searched;
pub use navigate::AT_ONCE;
pub use progress::Progress;
pub use recent::Recent;
#[cfg(test)]
pub use recent::FLASH;
pub use samples::{Sample, Samples};
pub use story::Story;

/// A solve in progress or finished, of the 9×9 grid or (over [`AnyShape`]) of a grid
/// of any other size: one run, written once over the layout it searches.
#[derive(Clone, Debug)]
pub struct Run<L: Searched = Nine> {
    timeline: Timeline<L>,
    pub paused: bool,
    /// Running to the end as fast as possible (`f`).
    pub finishing: bool,
    /// Time spent running (pauses excluded), going to a step past the furthest one
    /// included.
    pub elapsed: Duration,
    pacing: Pacing,
    /// Steps per clock check when running flat out; adapts to the machine.
    chunk: u64,
    story: Story<L>,
    samples: Samples,
    recent: Recent,
    /// The choice tree, kept while the map or hindsight wants it (see `sight.rs`).
    pub sight: Option<Box<super::sight::Sight<L>>>,
    /// Why the puzzle has no solution, worked out once the search says so.
    no_solution: std::cell::OnceCell<Option<String>>,
    /// The cells before the latest chunk run flat out (to see what it took back).
    before: Vec<u8>,
}

impl Run {
    /// A run of `strategy` on `puzzle`; `finishing` runs it straight to the end.
    pub fn new(puzzle: &Grid, strategy: Strategy, finishing: bool) -> Run {
        Run::on(Timeline::new(puzzle, strategy), finishing)
    }
}

impl Run<AnyShape> {
    /// A run of `strategy` on `puzzle`, a grid of any size; refused for a strategy
    /// that does not search grids of that size (logic, 9×9 only).
    pub fn of_board(
        puzzle: &Board,
        strategy: Strategy,
        finishing: bool,
    ) -> Result<Run<AnyShape>, StepError> {
        let search = BoardStepper::from_board(puzzle, strategy)?;
        Ok(Run::on(Timeline::of(search), finishing))
    }
}

impl<L: Searched> Run<L> {
    fn on(timeline: Timeline<L>, finishing: bool) -> Run<L> {
        Run {
            timeline,
            paused: false,
            finishing,
            elapsed: Duration::ZERO,
            pacing: Pacing::default(),
            chunk: 4096,
            story: Story::default(),
            samples: Samples::default(),
            recent: Recent::default(),
            sight: None,
            no_solution: std::cell::OnceCell::new(),
            before: Vec::new(),
        }
    }

    /// Its name on screen: the strategy.
    pub fn label(&self) -> &'static str {
        self.stepper().strategy().name()
    }

    /// The search at the step shown.
    pub fn stepper(&self) -> &Stepper<L> {
        self.timeline.stepper()
    }

    /// The step shown: events made to get here (the final one included).
    pub fn position(&self) -> u64 {
        self.timeline.position()
    }

    /// The step shown is before the furthest one the search has been to.
    pub fn behind(&self) -> bool {
        self.position() < self.timeline.reached()
    }

    /// The latest events, told.
    pub fn story(&self) -> &Story<L> {
        &self.story
    }

    pub fn samples(&self) -> &Samples {
        &self.samples
    }

    /// Digits taken back lately, and the rate.
    pub fn recent(&self) -> &Recent {
        &self.recent
    }

    /// Take-backs a second, while the search runs only: none once it is paused or over
    /// (a rate then would be of a search that no longer moves).
    pub fn per_second(&self) -> Option<u64> {
        if self.idle() {
            return None;
        }
        self.recent.per_second()
    }

    /// The last event shown.
    pub fn last(&self) -> Option<Event> {
        self.story.last().map(Explained::<L::Mask>::event)
    }

    pub fn is_done(&self) -> bool {
        self.stepper().is_finished()
    }

    pub fn state(&self) -> Progress {
        match self.stepper().outcome() {
            Some(Outcome::Solved) => Progress::Solved,
            Some(Outcome::NoSolution) => Progress::NoSolution,
            None if self.paused && !self.finishing => Progress::Paused,
            None => Progress::Solving,
        }
    }

    /// Waits for keys only: paused, or over.
    fn idle(&self) -> bool {
        self.is_done() || (self.paused && !self.finishing)
    }

    /// Space: pauses a running search, resumes a paused one.
    pub fn pause_or_resume(&mut self) {
        if !self.is_done() && !self.finishing {
            self.paused = !self.paused;
            self.pacing.restart();
            self.pacing.forgive();
            self.recent.restart_rate();
        }
    }

    /// Enter on a paused run.
    pub fn resume(&mut self) {
        if self.paused {
            self.paused = false;
            self.pacing.restart();
            self.recent.restart_rate();
        }
    }

    /// `f`: runs to the end as fast as possible.
    pub fn finish(&mut self) {
        if !self.is_done() {
            self.finishing = true;
            self.pacing.restart();
        }
    }

    /// `n`: one step, then paused.
    pub fn step_paused(&mut self) {
        if self.is_done() {
            return;
        }
        self.hold();
        self.tell_step();
        self.sample();
    }

    /// `N` on a solved run: the search goes on, animated, to the next solution (see
    /// [`Timeline::search_on`]: going back and forth past the solution does the same);
    /// false when the run is not on a solution.
    pub fn search_on(&mut self) -> bool {
        let on = self.timeline.search_on();
        if on {
            self.paused = false;
            self.finishing = false;
            self.pacing.restart();
        }
        on
    }

    /// The speed changed: nothing is owed at the old one.
    pub fn speed_changed(&mut self) {
        self.pacing.forgive();
    }

    /// When the run should tick next without input; None: it waits for keys.
    pub fn next_wake(&self, now: Instant, speed: Speed) -> Option<Instant> {
        let fade = self.recent.next_fade(now);
        if self.idle() {
            return fade;
        }
        if self.finishing {
            return Some(now);
        }
        let wake = match speed {
            Speed::Max => now,
            Speed::Rate(r) => self.pacing.next_due(now, r),
        };
        Some(fade.map_or(wake, |f| f.min(wake)))
    }

    /// Advances the run to `now`, spending at most until `deadline` on steps; stops at
    /// an armed breakpoint, pauses, and says which.
    pub fn tick(
        &mut self,
        now: Instant,
        deadline: Instant,
        speed: Speed,
        breaks: &Breakpoints,
    ) -> Option<String> {
        self.tick_by(now, |run, since| {
            if run.finishing || speed == Speed::Max {
                run.run_until(None, now, deadline, breaks).1
            } else if let Speed::Rate(rate) = speed {
                let n = run.pacing.due(now.saturating_duration_since(since), rate);
                run.take_due(n, now, deadline, breaks)
            } else {
                None
            }
        })
    }

    /// As [`Run::tick`] flat out, `n` steps exactly (fewer where the search ends or
    /// stops at a breakpoint), however long they take: a race's boards going flat out
    /// keep to one clock of steps.
    pub fn tick_steps(&mut self, n: u64, now: Instant, breaks: &Breakpoints) -> Option<String> {
        let far = now + Duration::from_secs(24 * 3600);
        self.tick_by(now, |run, _| run.run_until(Some(n), now, far, breaks).1)
    }

    /// A tick at `now` whose steps `take` takes (given the start of the time they are
    /// due for), the clocks and counts kept around them.
    fn tick_by(
        &mut self,
        now: Instant,
        take: impl FnOnce(&mut Self, Instant) -> Option<String>,
    ) -> Option<String> {
        self.recent.fade(now);
        if self.idle() {
            self.pacing.restart();
            return None;
        }
        let since = self.pacing.since(now);
        let hit = take(self, since);
        let end = Instant::now().max(now);
        self.elapsed += end.saturating_duration_since(since);
        self.pacing.ticked(end);
        let st = self.stepper().stats();
        self.recent
            .count(end, st.retractions + st.undone_deductions);
        if hit.is_some() {
            self.hold();
        }
        if self.is_done() {
            self.finishing = false;
            self.pacing.restart();
        }
        hit
    }

    /// Takes the `n` steps due at a finite speed. A few are each told and checked
    /// against the breakpoints; the depth is sampled per step at slow speeds, per frame
    /// at faster ones, so that the sparkline stays readable. Many run in bulk, and what
    /// the deadline leaves is not owed.
    fn take_due(
        &mut self,
        n: u64,
        now: Instant,
        deadline: Instant,
        breaks: &Breakpoints,
    ) -> Option<String> {
        if n > 64 {
            let (done, hit) = self.run_until(Some(n), now, deadline, breaks);
            if done < n {
                self.pacing.forgive();
            }
            return hit;
        }
        for _ in 0..n {
            let (e, hit) = self.step_checked(now, breaks);
            if n <= 2 || hit.is_some() {
                self.sample();
            }
            if hit.is_some() {
                return hit;
            }
            if e.is_final() {
                break;
            }
        }
        if n > 2 {
            self.sample();
        }
        None
    }

    /// "Solved: ..." or "No solution: ..." for a finished run, guesses and deductions
    /// apart; empty before.
    pub fn summary(&self) -> String {
        let st = self.stepper().stats();
        let deduced = if st.deductions > 0 {
            format!(
                ", {} deductions, {} undone",
                grouped(st.deductions),
                grouped(st.undone_deductions)
            )
        } else {
            String::new()
        };
        let (p, r, t) = (
            grouped(st.placements),
            grouped(st.retractions),
            format_duration(self.elapsed),
        );
        match self.stepper().outcome() {
            Some(Outcome::Solved) => {
                format!("Solved: {p} placements, {r} retractions{deduced}, {t}")
            }
            Some(Outcome::NoSolution) => {
                let why = match st.solutions {
                    0 => self.no_solution.get_or_init(|| self.why_none()).as_deref(),
                    _ => None,
                };
                let why = why.map(|w| format!("; {w}")).unwrap_or_default();
                format!("No solution: {p} placements tried, {r} retractions{deduced}, {t}{why}")
            }
            None => String::new(),
        }
    }

    /// `first choice r1c3: tried 2, 5 and 9, all dead ends`, or `before any choice, r1c9:
    /// no digit fits (row 1 has …)`.
    fn why_none(&self) -> Option<String> {
        L::why_none(self.stepper())
    }

    fn sample(&mut self) {
        let st = self.stepper().stats();
        let givens = self.stepper().puzzle_cells().iter().filter(|&&d| d != 0);
        let board = givens.count() as u64 + st.placements + st.deductions
            - st.retractions
            - st.undone_deductions;
        self.samples.add(Sample {
            step: st.steps,
            depth: st.depth,
            board: board as u32,
        });
    }

    /// One step, told.
    fn tell_step(&mut self) -> Event {
        let at = self.position();
        let e = self.advance_one();
        let step = self.position();
        if step > at {
            if let Some(x) = self.timeline.stepper().explain_last() {
                self.story.tell(step, x, self.timeline.stepper());
            }
        }
        e
    }

    /// One step, told, its take-back shown for a moment, and checked against the
    /// breakpoints.
    fn step_checked(&mut self, now: Instant, breaks: &Breakpoints) -> (Event, Option<String>) {
        let before = self.stepper().stats().depth;
        let e = self.tell_step();
        if let Event::Retract { cell, digit } = e {
            self.recent.taken(cell.index(), digit, now);
        }
        let hit = breaks.hit_in(
            self.stepper().shape(),
            e,
            before,
            self.stepper().stats().depth,
        );
        (e, hit)
    }
}

#[cfg(test)]
mod tests;
#[cfg(test)]
mod trace_tests;
