//! One animated solve: its stepper, its pace, what it shows (the last step, a digit just
//! taken back, the cells propagation wrote, depth samples) and its counters. A run is a
//! value of its own, so that several can share the app's clock.

use std::collections::VecDeque;
use std::time::{Duration, Instant};

use sudoku_tui::grid::{Grid, CELLS};
use sudoku_tui::solve::{Event, Outcome, Stepper, Strategy};

use super::pacing::{Pacing, Speed};
use crate::tui::ui::numbers::{format_duration, grouped};

/// How long a retracted digit stays visible after it is taken back.
pub const FLASH: Duration = Duration::from_millis(250);

/// Depth samples kept for the sparkline.
const DEPTH_SAMPLES: usize = 512;

/// What the app shows and does now: editing, or the state of the solve.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum State {
    Editing,
    Solving,
    Paused,
    Solved,
    NoSolution,
}

impl State {
    pub fn label(self) -> &'static str {
        match self {
            State::Editing => "editing",
            State::Solving => "solving",
            State::Paused => "paused",
            State::Solved => "solved",
            State::NoSolution => "no solution",
        }
    }

    /// The search is over.
    pub fn is_final(self) -> bool {
        matches!(self, State::Solved | State::NoSolution)
    }
}

/// A digit the solver has just taken back, shown for a moment.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Flash {
    pub cell: usize,
    pub digit: u8,
    pub until: Instant,
}

/// A solve in progress or finished.
#[derive(Clone, Debug)]
pub struct Run {
    pub stepper: Stepper,
    pub paused: bool,
    /// Running to the end as fast as possible (`f`).
    pub finishing: bool,
    /// The last event shown.
    pub last: Option<Event>,
    pub flash: Option<Flash>,
    /// Time spent running (pauses excluded).
    pub elapsed: Duration,
    pacing: Pacing,
    /// Steps per clock check when running flat out; adapts to the machine.
    chunk: u64,
    pub depths: VecDeque<u64>,
    /// Cells whose digit propagation wrote (rather than a guess).
    pub deduced: [bool; CELLS],
}

impl Run {
    /// A run of `strategy` on `puzzle`; `finishing` runs it straight to the end.
    pub fn new(puzzle: &Grid, strategy: Strategy, finishing: bool) -> Run {
        Run {
            stepper: Stepper::new(puzzle, strategy),
            paused: false,
            finishing,
            last: None,
            flash: None,
            elapsed: Duration::ZERO,
            pacing: Pacing::default(),
            chunk: 4096,
            depths: VecDeque::with_capacity(DEPTH_SAMPLES),
            deduced: [false; CELLS],
        }
    }

    /// Its name on screen: the strategy.
    pub fn label(&self) -> &'static str {
        self.stepper.strategy().name()
    }

    pub fn is_done(&self) -> bool {
        self.stepper.is_finished()
    }

    pub fn state(&self) -> State {
        match self.stepper.outcome() {
            Some(Outcome::Solved) => State::Solved,
            Some(Outcome::NoSolution) => State::NoSolution,
            None if self.paused && !self.finishing => State::Paused,
            None => State::Solving,
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
        }
    }

    /// Enter on a paused run.
    pub fn resume(&mut self) {
        if self.paused {
            self.paused = false;
            self.pacing.restart();
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
    pub fn step_paused(&mut self, now: Instant) {
        if self.is_done() {
            return;
        }
        self.paused = true;
        self.finishing = false;
        self.pacing.restart();
        self.step_once(now);
    }

    /// `N` on a solved run: the search goes on, animated, to the next solution (see
    /// `Stepper::search_on`); false when the run is not on a solution.
    pub fn search_on(&mut self) -> bool {
        let on = self.stepper.search_on();
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
        let flash = self.flash.map(|f| f.until).filter(|&t| t > now);
        if self.idle() {
            return flash;
        }
        if self.finishing {
            return Some(now);
        }
        let wake = match speed {
            Speed::Max => now,
            Speed::Rate(r) => self.pacing.next_due(now, r),
        };
        Some(flash.map_or(wake, |f| f.min(wake)))
    }

    /// Advances the run to `now`, spending at most until `deadline` on steps.
    pub fn tick(&mut self, now: Instant, deadline: Instant, speed: Speed) {
        if self.flash.is_some_and(|f| f.until <= now) {
            self.flash = None;
        }
        if self.idle() {
            self.pacing.restart();
            return;
        }
        let since = self.pacing.since(now);
        if self.finishing || speed == Speed::Max {
            self.run_until(None, deadline);
        } else if let Speed::Rate(rate) = speed {
            let n = self.pacing.due(now.saturating_duration_since(since), rate);
            self.take_due(n, now, deadline);
        }
        let end = Instant::now().max(now);
        self.elapsed += end.saturating_duration_since(since);
        self.pacing.ticked(end);
        if self.is_done() {
            self.finishing = false;
            self.pacing.restart();
        }
    }

    /// Takes the `n` steps due at a finite speed. A few are each recorded; the depth is
    /// sampled per step at slow speeds, per frame at faster ones, so that the sparkline
    /// stays readable. Many run in bulk, and what the deadline leaves is not owed.
    fn take_due(&mut self, n: u64, now: Instant, deadline: Instant) {
        if n <= 64 {
            for _ in 0..n {
                let e = self.stepper.step();
                self.record(e, now);
                if n <= 2 {
                    self.sample_depth();
                }
                if e.is_final() {
                    break;
                }
            }
            if n > 2 {
                self.sample_depth();
            }
        } else {
            let done = self.run_until(Some(n), deadline);
            if done < n {
                self.pacing.forgive();
            }
        }
    }

    /// "Solved: ..." or "No solution: ..." for a finished run; empty before.
    pub fn summary(&self) -> String {
        let st = self.stepper.stats();
        match self.stepper.outcome() {
            Some(Outcome::Solved) => format!(
                "Solved: {} placements, {} retractions, {}",
                grouped(st.placements),
                grouped(st.retractions),
                format_duration(self.elapsed)
            ),
            Some(Outcome::NoSolution) => {
                format!("No solution: {} placements tried", grouped(st.placements))
            }
            None => String::new(),
        }
    }

    fn sample_depth(&mut self) {
        if self.depths.len() == DEPTH_SAMPLES {
            self.depths.pop_front();
        }
        self.depths.push_back(self.stepper.stats().depth as u64);
    }

    /// Takes one step and records what it did.
    fn step_once(&mut self, now: Instant) -> Event {
        let e = self.stepper.step();
        self.record(e, now);
        self.sample_depth();
        e
    }

    /// Runs `n` steps without recording them; true if the search ended. Only the
    /// propagate strategy deduces, so only it pays for tracking deduced cells.
    fn advance(&mut self, n: u64) -> bool {
        if self.stepper.strategy() != Strategy::Propagate {
            return self.stepper.run(n).is_some();
        }
        for _ in 0..n {
            match self.stepper.step() {
                Event::Place { cell, .. } | Event::Retract { cell, .. } => {
                    self.deduced[cell] = false
                }
                Event::Deduce { cell, .. } => self.deduced[cell] = true,
                Event::Solved | Event::NoSolution => return true,
            }
        }
        false
    }

    fn record(&mut self, e: Event, now: Instant) {
        self.last = Some(e);
        match e {
            Event::Place { cell, .. } | Event::Retract { cell, .. } => self.deduced[cell] = false,
            Event::Deduce { cell, .. } => self.deduced[cell] = true,
            Event::Solved | Event::NoSolution => {}
        }
        match e {
            Event::Retract { cell, digit } => {
                self.flash = Some(Flash {
                    cell,
                    digit,
                    until: now + FLASH,
                })
            }
            Event::Place { cell, .. } | Event::Deduce { cell, .. } => {
                if self.flash.is_some_and(|f| f.cell == cell) {
                    self.flash = None;
                }
            }
            Event::Solved | Event::NoSolution => {}
        }
    }

    /// Runs up to `limit` steps (None: no limit) until `deadline`, in chunks sized so that
    /// the clock is read about every millisecond; the last step of each chunk is taken
    /// alone so that its event can be shown.
    fn run_until(&mut self, limit: Option<u64>, deadline: Instant) -> u64 {
        let mut done = 0u64;
        loop {
            if self.stepper.is_finished() {
                break;
            }
            let mut n = self.chunk;
            if let Some(l) = limit {
                n = n.min(l - done);
            }
            if n == 0 {
                break;
            }
            let t0 = Instant::now();
            if n > 1 && self.advance(n - 1) {
                done += n - 1;
                let e = self.stepper.step();
                self.record(e, Instant::now());
                break;
            }
            let e = self.stepper.step();
            done += n;
            let t1 = Instant::now();
            self.record(e, t1);
            let took = t1 - t0;
            if n == self.chunk {
                if took < Duration::from_micros(500) && self.chunk < (1 << 26) {
                    self.chunk *= 2;
                } else if took > Duration::from_millis(3) && self.chunk > 16 {
                    self.chunk /= 2;
                }
            }
            if t1 >= deadline {
                break;
            }
        }
        self.sample_depth();
        done
    }
}

#[cfg(test)]
mod tests;
