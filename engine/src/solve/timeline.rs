//! A way back to any step of a search. The engine is deterministic and a copy of it is a
//! snapshot, so a [`Timeline`] keeps one every `interval` steps and reaches an earlier
//! step by going back to the nearest snapshot and stepping forward from there.
//!
//! Memory is bounded: past `max_snapshots`, every other snapshot is dropped and the
//! interval doubles, so a search of any length keeps between half that number and that
//! number of snapshots (a few kilobytes each), and going back never replays more than
//! one interval.

use super::reason::Explained;
use super::step::{Layout, Nine};
use super::{Event, Outcome, Stepper, Strategy};
use crate::grid::Grid;
use crate::grid::CELLS;

/// A search that can go back: the current [`Stepper`] plus the snapshots to return to.
/// At 9×9 by default; a search of any size ([`crate::solve::BoardStepper`]) goes on a
/// timeline of its own layout with [`Timeline::of`].
///
/// ```
/// use sudoku_engine::solve::{Event, Explained, Stepper, Strategy, Timeline};
/// use sudoku_engine::Grid;
///
/// let puzzle = Grid::from_line(
///     "103000509002109400000704000300502006060000050700803004000401000009205800804000107",
/// )
/// .expect("81 cells");
/// // A snapshot every 16 steps, at most 4 of them: the interval doubles as the search goes.
/// let mut timeline = Timeline::with_limits(&puzzle, Strategy::Naive, 16, 4);
/// assert_eq!(timeline.finish(), Event::Solved);
/// let end = timeline.position();
/// assert!(timeline.snapshots() <= 4 && timeline.interval() > 16);
///
/// // Step 100 again: exactly the search a fresh stepper has after 100 steps.
/// assert_eq!(timeline.seek(100), 100);
/// let mut fresh = Stepper::new(&puzzle, Strategy::Naive);
/// fresh.run(100);
/// assert_eq!(timeline.stepper(), &fresh);
///
/// // Back to the latest placement before it, then on to the end again.
/// let back = timeline.seek_back_to(|e| matches!(e, Explained::Place { .. }));
/// assert!(back.is_some_and(|step| step < 100));
/// assert_eq!(timeline.finish(), Event::Solved);
/// assert_eq!((timeline.position(), timeline.reached()), (end, end));
/// ```
#[derive(Clone, Debug)]
pub struct Timeline<L: Layout = Nine> {
    now: Stepper<L>,
    /// `snapshots[i]` is the search after `i * interval` steps.
    snapshots: Vec<Stepper<L>>,
    interval: u64,
    max_snapshots: usize,
    /// Steps at which the search was sent on past a solution ([`Timeline::search_on`]).
    searched_on: Vec<u64>,
    /// The furthest step the search has been to.
    reached: u64,
}

impl Timeline {
    /// Snapshots every 4,096 steps to start with.
    pub const INTERVAL: u64 = 4096;
    /// At most 4,096 snapshots (about 7 MB): the 138 million steps of naive on the
    /// puzzle built against brute force end with one every 65,536 steps, and going back
    /// anywhere replays less than a millisecond.
    pub const MAX_SNAPSHOTS: usize = 4096;

    /// A timeline over a new search, with the default limits.
    pub fn new(puzzle: &Grid, strategy: Strategy) -> Timeline {
        Timeline::with_limits(puzzle, strategy, Self::INTERVAL, Self::MAX_SNAPSHOTS)
    }

    /// A timeline keeping a snapshot every `interval` steps (at least 1) and at most
    /// `max_snapshots` of them (at least 2).
    pub fn with_limits(
        puzzle: &Grid,
        strategy: Strategy,
        interval: u64,
        max_snapshots: usize,
    ) -> Timeline {
        Timeline::starting(Stepper::new(puzzle, strategy), interval, max_snapshots)
    }
}

impl<L: Layout> Timeline<L> {
    /// A timeline over `search` (as it is now: its step is the first one to go back
    /// to), with the default interval and at most as many bytes of snapshots as a 9×9
    /// search keeps with the default limits: a grid of N² cells keeps
    /// [`Timeline::MAX_SNAPSHOTS`] × 81 / N² of them (at least 64).
    ///
    /// ```
    /// use sudoku_engine::board::Board;
    /// use sudoku_engine::shape::Shape;
    /// use sudoku_engine::solve::{BoardStepper, Event, Strategy, Timeline};
    ///
    /// let shape = Shape::for_side(4).unwrap();
    /// let puzzle = Board::empty(shape);
    /// let mut timeline = Timeline::of(BoardStepper::from_board(&puzzle, Strategy::Mrv).unwrap());
    /// assert_eq!(timeline.finish(), Event::Solved);
    /// let end = timeline.position();
    /// assert_eq!(timeline.seek(3), 3);
    /// assert_eq!(timeline.stepper().cells().iter().filter(|&&d| d != 0).count(), 3);
    /// assert_eq!(timeline.seek(end), end);
    /// ```
    pub fn of(search: Stepper<L>) -> Timeline<L> {
        let cells = search.shape().cells().max(1);
        let most = (Timeline::<Nine>::MAX_SNAPSHOTS * CELLS / cells)
            .clamp(64, Timeline::<Nine>::MAX_SNAPSHOTS);
        Timeline::starting(search, Timeline::<Nine>::INTERVAL, most)
    }

    /// A timeline over `search`, keeping a snapshot every `interval` steps (at least 1)
    /// and at most `max_snapshots` of them (at least 2).
    pub fn starting(search: Stepper<L>, interval: u64, max_snapshots: usize) -> Timeline<L> {
        let max_snapshots = max_snapshots.max(2);
        let now = search;
        // Room for the default number up front; a larger limit grows as needed.
        let mut snapshots =
            Vec::with_capacity(max_snapshots.min(Timeline::<Nine>::MAX_SNAPSHOTS) + 1);
        snapshots.push(now.clone());
        Timeline {
            now,
            snapshots,
            interval: interval.max(1),
            max_snapshots,
            searched_on: Vec::new(),
            reached: 0,
        }
    }

    /// The search at the current step.
    pub fn stepper(&self) -> &Stepper<L> {
        &self.now
    }

    /// The current step: events made so far (the final one included).
    pub fn position(&self) -> u64 {
        self.now.stats().steps
    }

    /// Steps between snapshots now.
    pub fn interval(&self) -> u64 {
        self.interval
    }

    /// The furthest step the search has been to, whichever way it went there.
    pub fn reached(&self) -> u64 {
        self.reached
    }

    /// Snapshots held.
    pub fn snapshots(&self) -> usize {
        self.snapshots.len()
    }

    /// Bytes reserved for the snapshots (at 9×9 all of them; at any size the part of
    /// each that is not in its vectors).
    pub fn memory(&self) -> usize {
        self.snapshots.capacity() * std::mem::size_of::<Stepper<L>>()
    }

    /// One step forward; see [`Stepper::step`].
    pub fn step(&mut self) -> Event {
        self.replay_search_on();
        let e = self.now.step();
        self.record();
        e
    }

    /// At most `max` steps forward; returns the final event if the search ended.
    pub fn run(&mut self, max: u64) -> Option<Event> {
        let mut left = max;
        while left > 0 {
            self.replay_search_on();
            let at = self.position();
            let chunk = left.min(self.interval - at % self.interval);
            let end = self.now.run(chunk);
            self.record();
            if end.is_some() && !self.sent_on_at(self.position()) {
                return end;
            }
            // At least one step was made: a search at its end either returned above or
            // was just sent on.
            left -= self.position() - at;
        }
        None
    }

    /// [`Timeline::step`], calling `see` with the event and the search after it.
    pub fn step_observed(&mut self, mut see: impl FnMut(Event, &Stepper<L>)) -> Event {
        self.replay_search_on();
        let e = self.now.step();
        self.record();
        see(e, &self.now);
        e
    }

    /// [`Timeline::run`], the search advanced by `run` (given it and the most steps it
    /// may take, it returns the final event if the search ended), e.g. with what grows
    /// beside it ([`crate::solve::tree::Tree::run`]).
    pub fn run_with(
        &mut self,
        max: u64,
        mut run: impl FnMut(&mut Stepper<L>, u64) -> Option<Event>,
    ) -> Option<Event> {
        let mut left = max;
        while left > 0 {
            self.replay_search_on();
            let at = self.position();
            let chunk = left.min(self.interval - at % self.interval);
            let end = run(&mut self.now, chunk);
            self.record();
            if end.is_some() && !self.sent_on_at(self.position()) {
                return end;
            }
            left -= self.position() - at;
        }
        None
    }

    /// Runs to the end; returns the final event.
    pub fn finish(&mut self) -> Event {
        loop {
            if let Some(e) = self.run(u64::MAX) {
                return e;
            }
        }
    }

    /// After a solution, sends the search on to the next one (see
    /// [`Stepper::search_on`]); going back and forth past this step does the same.
    pub fn search_on(&mut self) -> bool {
        if !self.now.search_on() {
            return false;
        }
        let at = self.position();
        if !self.sent_on_at(at) {
            self.searched_on.push(at);
        }
        true
    }

    /// Goes to step `step` (back or forward), where the search is exactly as it was
    /// when it first got there (at a solution: solved, as first shown; the next step
    /// goes on past it if the search was sent on from there). Forward stops at the end.
    /// Returns the step reached.
    pub fn seek(&mut self, step: u64) -> u64 {
        self.restore_nearest(step);
        let at = self.position();
        if step > at {
            self.run(step - at);
        }
        self.position()
    }

    /// Restores the nearest snapshot at or before `step`, unless the search is already
    /// between it and `step`; the steps from there are left to run.
    pub fn restore_nearest(&mut self, step: u64) {
        let i = self.nearest(step);
        let from = i as u64 * self.interval;
        if step < self.position() || from > self.position() {
            self.now.clone_from(&self.snapshots[i]);
        }
    }

    /// Goes back to the latest earlier step whose event satisfies `wanted` (e.g. the
    /// previous choice); stays put and returns None when there is none.
    pub fn seek_back_to(
        &mut self,
        mut wanted: impl FnMut(&Explained<L::Mask>) -> bool,
    ) -> Option<u64> {
        let here = self.position();
        // Steps 1..end are left to look at, one interval at a time, newest first.
        let mut end = here;
        while end > 1 {
            self.now.clone_from(&self.snapshots[self.nearest(end - 1)]);
            let start = self.position();
            let mut found = None;
            loop {
                let at = self.position();
                if at >= 1 && self.now.explain_last().is_some_and(|e| wanted(&e)) {
                    found = Some(at);
                }
                if at + 1 >= end {
                    break;
                }
                self.replay_search_on();
                self.now.step();
            }
            if let Some(step) = found {
                self.seek(step);
                return Some(step);
            }
            end = start;
        }
        self.seek(here);
        None
    }

    /// The latest snapshot at or before `step`.
    fn nearest(&self, step: u64) -> usize {
        ((step / self.interval) as usize).min(self.snapshots.len() - 1)
    }

    fn sent_on_at(&self, step: u64) -> bool {
        self.searched_on.contains(&step)
    }

    /// Replaying past a solution the search was sent on from: send it on again.
    fn replay_search_on(&mut self) {
        if self.now.outcome() == Some(Outcome::Solved) && self.sent_on_at(self.position()) {
            self.now.search_on();
        }
    }

    /// Keeps a snapshot when the search reaches the next multiple of the interval for
    /// the first time; thins the snapshots out when there are too many.
    fn record(&mut self) {
        let at = self.position();
        self.reached = self.reached.max(at);
        if !at.is_multiple_of(self.interval) || at / self.interval != self.snapshots.len() as u64 {
            return;
        }
        self.snapshots.push(self.now.clone());
        if self.snapshots.len() > self.max_snapshots {
            let mut i = 0;
            self.snapshots.retain(|_| {
                i += 1;
                i % 2 == 1
            });
            self.interval = self.interval.saturating_mul(2);
        }
    }
}
