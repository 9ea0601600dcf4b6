//! The runs of a solve, on one clock: they start, pause, step and finish together, tick
//! at the app's speed, and share each frame's time. The screen shows the first.

use std::time::{Duration, Instant};

use sudoku_tui::grid::Grid;
use sudoku_tui::solve::Strategy;

use super::pacing::Speed;
use super::run::Run;

#[derive(Clone, Debug, Default)]
pub struct Runs(Vec<Run>);

impl Runs {
    /// A run of each strategy on `puzzle`, in place of the runs before; `finishing`
    /// runs them straight to the end.
    pub fn start(&mut self, puzzle: &Grid, strategies: &[Strategy], finishing: bool) {
        self.0 = strategies
            .iter()
            .map(|&s| Run::new(puzzle, s, finishing))
            .collect();
    }

    /// Back to the editor.
    pub fn clear(&mut self) {
        self.0.clear();
    }

    /// No solve: the editor shows.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The run on screen.
    pub fn first(&self) -> Option<&Run> {
        self.0.first()
    }

    #[cfg(test)]
    pub fn first_mut(&mut self) -> Option<&mut Run> {
        self.0.first_mut()
    }

    /// A search goes on (finished runs stay on screen but are over).
    pub fn active(&self) -> bool {
        self.0.iter().any(|r| !r.is_done())
    }

    /// A run goes flat out to its end (`f`).
    pub fn finishing(&self) -> bool {
        self.0.iter().any(|r| r.finishing)
    }

    pub fn resume(&mut self) {
        self.0.iter_mut().for_each(Run::resume);
    }

    pub fn pause_or_resume(&mut self) {
        self.0.iter_mut().for_each(Run::pause_or_resume);
    }

    pub fn step(&mut self, now: Instant) {
        self.0.iter_mut().for_each(|r| r.step_paused(now));
    }

    pub fn finish(&mut self) {
        self.0.iter_mut().for_each(Run::finish);
    }

    /// Sends every solved run on to its next solution; true if one went.
    pub fn search_on(&mut self) -> bool {
        // Every run, not only up to the first that goes.
        let mut any = false;
        for r in &mut self.0 {
            any |= r.search_on();
        }
        any
    }

    pub fn speed_changed(&mut self) {
        self.0.iter_mut().for_each(Run::speed_changed);
    }

    /// When the next run wants a tick; None: they all wait for keys.
    pub fn next_wake(&self, now: Instant, speed: Speed) -> Option<Instant> {
        self.0.iter().filter_map(|r| r.next_wake(now, speed)).min()
    }

    /// Advances every run to `now`, each in its share of the time until `deadline`.
    pub fn tick(&mut self, now: Instant, deadline: Instant, speed: Speed) {
        self.tick_timed(now, deadline, speed);
    }

    /// [`Runs::tick`], saying how long each run took.
    pub fn tick_timed(&mut self, now: Instant, deadline: Instant, speed: Speed) -> Vec<Duration> {
        let budget = deadline.saturating_duration_since(now);
        let n = self.0.len() as u32;
        let mut took = Vec::with_capacity(self.0.len());
        for (i, run) in self.0.iter_mut().enumerate() {
            let t0 = Instant::now();
            run.tick(now, now + budget * (i as u32 + 1) / n, speed);
            took.push(t0.elapsed());
        }
        took
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn get(&self, i: usize) -> Option<&Run> {
        self.0.get(i)
    }

    #[cfg(test)]
    pub fn get_mut(&mut self, i: usize) -> Option<&mut Run> {
        self.0.get_mut(i)
    }

    pub fn iter(&self) -> std::slice::Iter<'_, Run> {
        self.0.iter()
    }
}
