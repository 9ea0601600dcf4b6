//! The run's own steps, fed to its choice tree while the tree stands where the run does
//! (see `sight.rs`): the tree then costs the run a few integer operations per event,
//! and no copy of the search has to follow, at every size.

use sudoku_engine::solve::Event;

use super::{Run, Searched};

impl<L: Searched> Run<L> {
    /// At most `max` steps forward; the final event if the search ended.
    pub(super) fn advance(&mut self, max: u64) -> Option<Event> {
        L::advance(self, max)
    }

    /// One step forward.
    pub(super) fn advance_one(&mut self) -> Event {
        L::advance_one(self)
    }
}

impl<L: Searched> Run<L> {
    /// [`Run::advance`], the tree riding along where it stands.
    pub(super) fn ride(&mut self, max: u64) -> Option<Event> {
        let at = self.timeline.position();
        match self.sight.as_deref_mut().filter(|s| s.rides(at)) {
            Some(sight) => sight.ride(&mut self.timeline, max),
            None => self.timeline.run(max),
        }
    }

    /// [`Run::advance_one`], the tree riding along where it stands.
    pub(super) fn ride_one(&mut self) -> Event {
        let at = self.timeline.position();
        match self.sight.as_deref_mut().filter(|s| s.rides(at)) {
            Some(sight) => sight.ride_one(&mut self.timeline),
            None => self.timeline.step(),
        }
    }
}
