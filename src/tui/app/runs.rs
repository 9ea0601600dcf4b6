//! The runs of a solve, on one clock: they start, pause, step, go back and finish
//! together, tick at the app's speed, share each frame's time, and stop together at a
//! breakpoint. The screen shows the first.

use std::time::{Duration, Instant};

use sudoku_engine::board::Board;
use sudoku_engine::grid::Grid;
use sudoku_engine::solve::{AnyShape, Nine, StepError, Strategy};

use super::breakpoints::Breakpoints;
use super::pacing::Speed;
use super::run::{Run, Searched};

/// The runs of a solve of the 9×9 grid, or (over [`AnyShape`]) of a grid of another
/// size.
#[derive(Clone, Debug)]
pub struct Runs<L: Searched = Nine>(Vec<Run<L>>, Breakpoints);

impl<L: Searched> Default for Runs<L> {
    fn default() -> Self {
        Runs(Vec::new(), Breakpoints::default())
    }
}

impl Runs {
    /// A run of each strategy on `puzzle`, in place of the runs before; `finishing`
    /// runs them straight to the end.
    pub fn start(&mut self, puzzle: &Grid, strategies: &[Strategy], finishing: bool) {
        self.0 = strategies
            .iter()
            .map(|&s| Run::new(puzzle, s, finishing))
            .collect();
    }
}

impl Runs<AnyShape> {
    /// [`Runs::start`] on a grid of any size; refused, with the runs before left as they
    /// were, when a strategy does not search it.
    pub fn start_board(
        &mut self,
        puzzle: &Board,
        strategies: &[Strategy],
        finishing: bool,
    ) -> Result<(), StepError> {
        self.0 = strategies
            .iter()
            .map(|&s| Run::of_board(puzzle, s, finishing))
            .collect::<Result<_, _>>()?;
        Ok(())
    }
}

impl<L: Searched> Runs<L> {
    /// These runs, no breakpoints armed.
    pub fn of(runs: Vec<Run<L>>) -> Runs<L> {
        Runs(runs, Breakpoints::default())
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
    pub fn first(&self) -> Option<&Run<L>> {
        self.0.first()
    }

    #[cfg(test)]
    pub fn first_mut(&mut self) -> Option<&mut Run<L>> {
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

    pub fn step(&mut self) {
        self.0.iter_mut().for_each(Run::step_paused);
    }

    /// One event back (every run); false when the run on screen is at its start.
    pub fn back(&mut self) -> bool {
        let moved: Vec<bool> = self.0.iter_mut().map(Run::back).collect();
        moved.first().copied().unwrap_or(false)
    }

    /// Back to the previous choice of the run on screen (the others go to the same step);
    /// the step reached, or None when there is none.
    pub fn back_to_choice(&mut self) -> Option<u64> {
        let (first, others) = self.0.split_first_mut()?;
        let step = first.back_to_choice()?;
        others.iter_mut().for_each(|r| {
            r.go_to(step);
        });
        Some(step)
    }

    /// Every run to step `step`; the step the run on screen reached.
    pub fn go_to(&mut self, step: u64) -> Option<u64> {
        for r in &mut self.0 {
            r.go_to(step);
        }
        self.first().map(Run::<L>::position)
    }

    /// Every run sets out for a far step.
    pub fn set_out(&mut self) {
        self.0.iter_mut().for_each(Run::set_out);
    }

    /// Every run a slice of the way to step `step`, until `deadline`; true once every
    /// run is there.
    pub fn go_toward(&mut self, step: u64, deadline: Instant) -> bool {
        let mut there = true;
        for r in &mut self.0 {
            there &= r.go_toward(step, deadline);
        }
        there
    }

    /// As [`Runs::go_toward`], each run for at most about `most` steps.
    pub fn go_within(&mut self, step: u64, most: u64) -> bool {
        let mut there = true;
        for r in &mut self.0 {
            there &= r.go_within(step, most);
        }
        there
    }

    /// The breakpoints armed.
    pub fn breakpoints(&self) -> &Breakpoints {
        &self.1
    }

    pub fn set_breakpoints(&mut self, b: Breakpoints) {
        self.1 = b;
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

    /// Advances every run to `now`, each in its share of the time until `deadline`;
    /// when one stops at a breakpoint they all pause, and it says which.
    pub fn tick(&mut self, now: Instant, deadline: Instant, speed: Speed) -> Option<String> {
        self.tick_timed(now, deadline, speed).1.map(|(_, hit)| hit)
    }

    /// [`Runs::tick`], saying how long each run took, and which run stopped at a
    /// breakpoint (its index) and why.
    pub fn tick_timed(
        &mut self,
        now: Instant,
        deadline: Instant,
        speed: Speed,
    ) -> (Vec<Duration>, Option<(usize, String)>) {
        let budget = deadline.saturating_duration_since(now);
        let n = self.0.len() as u32;
        self.tick_each(|i, run, breaks| {
            run.tick(now, now + budget * (i as u32 + 1) / n, speed, breaks)
        })
    }

    /// Every run still going takes `n` steps flat out (fewer where it ends or stops at
    /// a breakpoint), however long they take: as [`Runs::tick_timed`] says.
    pub fn tick_steps(&mut self, n: u64, now: Instant) -> (Vec<Duration>, Option<(usize, String)>) {
        self.tick_each(|_, run, breaks| run.tick_steps(n, now, breaks))
    }

    /// `tick` on every run (its index, the run, the breakpoints), timed; when one
    /// stops at a breakpoint they all pause.
    fn tick_each(
        &mut self,
        mut tick: impl FnMut(usize, &mut Run<L>, &Breakpoints) -> Option<String>,
    ) -> (Vec<Duration>, Option<(usize, String)>) {
        let mut took = Vec::with_capacity(self.0.len());
        let mut hit = None;
        for (i, run) in self.0.iter_mut().enumerate() {
            let t0 = Instant::now();
            let h = tick(i, run, &self.1);
            took.push(t0.elapsed());
            hit = hit.or(h.map(|h| (i, h)));
        }
        if hit.is_some() {
            self.0.iter_mut().filter(|r| !r.is_done()).for_each(|r| {
                r.paused = true;
                r.finishing = false;
            });
        }
        (took, hit)
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn get(&self, i: usize) -> Option<&Run<L>> {
        self.0.get(i)
    }

    pub fn get_mut(&mut self, i: usize) -> Option<&mut Run<L>> {
        self.0.get_mut(i)
    }

    pub fn iter(&self) -> std::slice::Iter<'_, Run<L>> {
        self.0.iter()
    }

    pub fn iter_mut(&mut self) -> std::slice::IterMut<'_, Run<L>> {
        self.0.iter_mut()
    }
}
