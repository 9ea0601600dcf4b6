//! A race: every strategy on the same puzzle at once, one run each, on one clock of
//! steps. At a given speed every board takes the same number of steps a second; at
//! `max` (and on `f`) every board takes the same number of steps a frame, as many as
//! the frame has time for. A board that ends gets its place by its steps, whatever the
//! speed, and keeps it; once all have ended, the race has its results (each board's
//! time among them: the time spent on its own steps).
//!
//! A race is written once over the layout it searches, as a run is: on the 9×9 grid
//! ([`Nine`]) or on a grid of any other size ([`AnyShape`]), where a strategy that does
//! not search that size (logic) sits out. It is a value of its own, held by the
//! [`Stage`](super::stage::Stage) of the grid it races on, in place of a solve
//! (`racing.rs`: the race on screen, of either layout); `keys.rs` says what the keys do
//! to it, `view.rs` what the screen shows of it.

mod keys;
mod racing;
pub mod view;

use std::time::{Duration, Instant};

use sudoku_engine::board::Board as Givens;
use sudoku_engine::compare;
use sudoku_engine::grid::Grid;
use sudoku_engine::solve::{AnyShape, Nine, StepError, Strategy};

use super::binding::KeyMode;
use super::breakpoints::Breakpoints;
use super::pacing::Speed;
use super::run::{Run, Searched};
use super::runs::Runs;
pub use racing::Racing;

/// Where a race stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Some board goes on.
    Running,
    /// Every board still going is paused.
    Paused,
    /// Every board has ended.
    Over,
}

impl Phase {
    /// What takes the keys on the race screen.
    pub fn mode(self) -> KeyMode {
        match self {
            Phase::Running => KeyMode::RaceRunning,
            Phase::Paused => KeyMode::RacePaused,
            Phase::Over => KeyMode::RaceOver,
        }
    }
}

/// What the race keeps of each board besides its run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Board {
    /// Time spent on this board's steps.
    pub busy: Duration,
    /// 1 for the first to end; boards that end together on the clock share a place.
    pub place: Option<usize>,
}

/// A race of the 9×9 grid, or (over [`AnyShape`]) of a grid of another size.
#[derive(Clone, Debug)]
pub struct Race<L: Searched = Nine> {
    runs: Runs<L>,
    /// The runs as they started: Enter after the race starts it again from here.
    fresh: Runs<L>,
    boards: Vec<Board>,
    /// The first board on screen when not all fit (Tab moves on).
    first: usize,
    /// The strategies that do not search this grid, and why.
    sitting_out: Vec<(Strategy, StepError)>,
    /// Steps each board takes in a frame while they go flat out: doubled while a frame
    /// leaves time over, halved while it takes longer than it has.
    stride: u64,
}

/// The steps a frame gives each board flat out at first, and at most.
const FIRST_STRIDE: u64 = 1 << 10;
const MAX_STRIDE: u64 = 1 << 26;

impl Race {
    /// A race of `strategies` on `puzzle` (whose givens do not clash), started.
    pub fn new(puzzle: &Grid, strategies: &[Strategy]) -> Race {
        let mut runs = Runs::default();
        runs.start(puzzle, strategies, false);
        Race::of(runs, Vec::new())
    }

    /// Every strategy of [`Strategy::ALL`] (the grid's [`Stage`](super::stage::Stage)
    /// arms its breakpoints as it takes the race on).
    pub fn all(puzzle: &Grid) -> Race {
        Race::new(puzzle, &Strategy::ALL)
    }

    pub fn puzzle(&self) -> Grid {
        self.runs
            .first()
            .map_or(Grid::empty(), |r| *r.stepper().puzzle())
    }
}

impl Race<AnyShape> {
    /// Every strategy of [`Strategy::ALL`] that searches a grid of the size of `puzzle`
    /// (whose givens do not clash), started; the others sit out, each with why.
    pub fn all_board(puzzle: &Givens) -> Race<AnyShape> {
        let mut runs = Vec::new();
        let mut sitting_out = Vec::new();
        for s in Strategy::ALL {
            match Run::of_board(puzzle, s, false) {
                Ok(run) => runs.push(run),
                Err(why) => sitting_out.push((s, why)),
            }
        }
        Race::of(Runs::of(runs), sitting_out)
    }
}

impl<L: Searched> Race<L> {
    fn of(runs: Runs<L>, sitting_out: Vec<(Strategy, StepError)>) -> Race<L> {
        Race {
            boards: vec![Board::default(); runs.len()],
            fresh: runs.clone(),
            runs,
            first: 0,
            sitting_out,
            stride: FIRST_STRIDE,
        }
    }

    /// The race again from the start, on the same puzzle, the breakpoints kept.
    pub fn restart(&mut self) {
        let breaks = *self.breakpoints();
        *self = Race::of(self.fresh.clone(), std::mem::take(&mut self.sitting_out));
        self.set_breakpoints(breaks);
    }

    /// The strategies of [`Strategy::ALL`] that are not in the race, and why.
    pub fn sitting_out(&self) -> &[(Strategy, StepError)] {
        &self.sitting_out
    }

    /// The breakpoints of every board: the first board to stop at one pauses them all.
    pub fn set_breakpoints(&mut self, b: Breakpoints) {
        self.runs.set_breakpoints(b);
    }

    pub fn breakpoints(&self) -> &Breakpoints {
        self.runs.breakpoints()
    }

    pub fn len(&self) -> usize {
        self.runs.len()
    }

    /// Board `i`: its run and what the race keeps of it.
    pub fn board(&self, i: usize) -> (&Run<L>, &Board) {
        (
            self.runs.get(i).expect("a board of the race"),
            &self.boards[i],
        )
    }

    pub fn phase(&self) -> Phase {
        let going = || self.runs.iter().filter(|r| !r.is_done());
        if going().next().is_none() {
            Phase::Over
        } else if going().all(|r| r.paused && !r.finishing) {
            Phase::Paused
        } else {
            Phase::Running
        }
    }

    /// Some board goes on.
    pub fn active(&self) -> bool {
        self.runs.active()
    }

    /// Some board goes flat out to its end (`f`).
    pub fn finishing(&self) -> bool {
        self.runs.finishing()
    }

    /// The race's clock: how long it has run, pauses excluded (every board's clock moves
    /// with it until the board ends).
    pub fn elapsed(&self) -> Duration {
        self.runs
            .iter()
            .map(|r| r.elapsed)
            .max()
            .unwrap_or_default()
    }

    pub fn resume(&mut self) {
        self.runs.resume();
    }

    pub fn pause_or_resume(&mut self) {
        self.runs.pause_or_resume();
    }

    /// One step on every board still going, then paused.
    pub fn step(&mut self) {
        let t0 = Instant::now();
        self.runs.step();
        // Too short to tell the boards apart: each gets its share.
        let share = t0.elapsed() / self.len().max(1) as u32;
        for b in self.boards.iter_mut().filter(|b| b.place.is_none()) {
            b.busy += share;
        }
        self.place_ended();
    }

    /// `b`: the race one step back on its clock (the most steps any board has taken),
    /// paused: every board past that step goes back to it, a board that ended before it
    /// stays as it ended, and a board that has not ended any more loses its place.
    /// False at the start.
    pub fn back(&mut self) -> bool {
        let clock = self.runs.iter().map(Run::<L>::position).max().unwrap_or(0);
        if clock == 0 {
            return false;
        }
        for i in 0..self.len() {
            let run = self.runs.get_mut(i).expect("a board of the race");
            // A board behind stays where it is, paused like the others.
            run.go_to(run.position().min(clock - 1));
            if !run.is_done() {
                self.boards[i].place = None;
            }
        }
        true
    }

    pub fn finish(&mut self) {
        self.runs.finish();
    }

    pub fn speed_changed(&mut self) {
        self.runs.speed_changed();
    }

    /// When a board wants a tick next; None: all wait for keys.
    pub fn next_wake(&self, now: Instant, speed: Speed) -> Option<Instant> {
        self.runs.next_wake(now, speed)
    }

    /// Advances every board to `now`, each in its share of the time until `deadline`.
    /// Advances every board to `now`; when one stops at a breakpoint (all then pause),
    /// why and which, e.g. `a take-back (mrv)`.
    pub fn tick(&mut self, now: Instant, deadline: Instant, speed: Speed) -> Option<String> {
        let flat_out = speed == Speed::Max || self.runs.finishing();
        let (took, hit) = if flat_out {
            let (took, hit) = self.runs.tick_steps(self.stride, now);
            let spent: Duration = took.iter().sum();
            let budget = deadline.saturating_duration_since(now);
            if spent > budget {
                self.stride = (self.stride / 2).max(1);
            } else if spent * 2 < budget {
                self.stride = (self.stride * 2).min(MAX_STRIDE);
            }
            (took, hit)
        } else {
            self.runs.tick_timed(now, deadline, speed)
        };
        for (b, t) in self.boards.iter_mut().zip(took) {
            if b.place.is_none() {
                b.busy += t;
            }
        }
        self.place_ended();
        let (i, why) = hit?;
        let name = self.runs.get(i).map_or("", Run::<L>::label);
        Some(format!("{why} ({name})"))
    }

    /// Places the boards that have ended by the race's clock, the steps each took: one
    /// rule whatever the speed. Boards keep to that clock (the same steps a second at a
    /// set speed, a frame flat out), so a board placed keeps its place, but for a frame
    /// cut short at a speed faster than the machine, where a board that ends later with
    /// fewer steps goes before it. Equal steps share a place (1st, 1st, 3rd).
    fn place_ended(&mut self) {
        let steps: Vec<Option<u64>> = self
            .runs
            .iter()
            .map(|r| r.is_done().then(|| r.stepper().stats().steps))
            .collect();
        for (b, mine) in self.boards.iter_mut().zip(&steps) {
            b.place = mine.map(|m| 1 + steps.iter().flatten().filter(|&&s| s < m).count());
        }
    }

    /// Every board's search as `solve --compare` has it (its time: the time spent on
    /// the board's steps) and its place, first place first, once all have ended.
    pub fn results(&self) -> Option<Vec<(usize, compare::StrategyRun)>> {
        let mut out = Vec::with_capacity(self.len());
        for (r, b) in self.runs.iter().zip(&self.boards) {
            let row = compare::StrategyRun {
                strategy: r.stepper().strategy(),
                outcome: r.stepper().outcome(),
                stats: *r.stepper().stats(),
                time: b.busy,
                // Known once the board's tree has followed its search to the end.
                wasted: r
                    .sight
                    .as_ref()
                    .filter(|s| s.step() == r.position())
                    .map(|s| s.tree().wasted()),
            };
            out.push((b.place?, row));
        }
        out.sort_by_key(|&(place, _)| place);
        Some(out)
    }

    /// The boards on screen when `room` of them fit: all of them, or `room` from the
    /// first one shown on, wrapping around.
    pub fn shown(&self, room: usize) -> Vec<usize> {
        let n = self.len();
        if room >= n {
            return (0..n).collect();
        }
        (0..room).map(|k| (self.first + k) % n).collect()
    }

    /// Tab: the next boards, when not all fit; false when they all do.
    pub fn next_boards(&mut self, room: usize) -> bool {
        let n = self.len();
        if room >= n || room == 0 {
            return false;
        }
        self.first = (self.first + room) % n;
        true
    }

    /// Every board's run.
    pub fn runs_iter_mut(&mut self) -> std::slice::IterMut<'_, Run<L>> {
        self.runs.iter_mut()
    }

    /// Every board's run.
    pub fn runs_iter(&self) -> std::slice::Iter<'_, Run<L>> {
        self.runs.iter()
    }

    #[cfg(test)]
    pub fn boards_mut(&mut self) -> &mut Vec<Board> {
        &mut self.boards
    }

    #[cfg(test)]
    pub fn runs_mut(&mut self) -> &mut Runs<L> {
        &mut self.runs
    }
}
