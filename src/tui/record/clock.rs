//! A recording's own clock: it runs with the wall clock while something happens, and
//! idle time counts for at most [`IDLE_CAP`] (as asciinema's idle limit), so a
//! recording never shows a long still screen.

use std::time::{Duration, Instant};

/// The longest stretch of idle time a recording keeps.
pub const IDLE_CAP: Duration = Duration::from_secs(2);

const SECOND: Duration = Duration::from_secs(1);

#[derive(Clone, Copy, Debug)]
pub struct Clock {
    /// The last time something happened.
    last: Instant,
    /// The recording's time then.
    at: Duration,
}

impl Clock {
    /// A clock at zero at `now`.
    pub fn new(now: Instant) -> Clock {
        Clock {
            last: now,
            at: Duration::ZERO,
        }
    }

    /// The recording's time at `now`: the time of the last thing that happened, plus the
    /// idle time since, up to the cap.
    pub fn time(&self, now: Instant) -> Duration {
        self.at + now.saturating_duration_since(self.last).min(IDLE_CAP)
    }

    /// Something happened at `now` (a key, a step of the solver, a new size): the idle
    /// stretch ends. The recording's time then.
    pub fn activity(&mut self, now: Instant) -> Duration {
        self.at = self.time(now);
        self.last = self.last.max(now);
        self.at
    }

    /// When the whole seconds of [`Clock::time`] next change, or the idle stretch reaches
    /// the cap; None once it has (the clock stands still until something happens).
    pub fn next_change(&self, now: Instant) -> Option<Instant> {
        let idle = now.saturating_duration_since(self.last);
        if idle >= IDLE_CAP {
            return None;
        }
        let into = Duration::from_nanos(u64::from(self.time(now).subsec_nanos()));
        Some(now + (SECOND - into).min(IDLE_CAP - idle))
    }
}
