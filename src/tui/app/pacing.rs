//! The speed ladder, and a run's clock: how many steps are due at a finite speed.

use std::time::{Duration, Instant};

use crate::tui::words::numbers::short_count;

/// Speeds reachable with `+` and `-`, in steps per second; `max` comes after the last.
pub const LADDER: [u64; 15] = [
    1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 100_000, 1_000_000,
];

/// Animation speed: steps per second, or as fast as the machine goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Speed {
    Rate(u64),
    Max,
}

impl Speed {
    /// Parses `max`, a positive number of steps per second, or one with a `k` / `M` suffix.
    pub fn parse(s: &str) -> Result<Speed, String> {
        let t = s.trim();
        if t.eq_ignore_ascii_case("max") {
            return Ok(Speed::Max);
        }
        let (num, mul) = if let Some(n) = t.strip_suffix(['k', 'K']) {
            (n, 1_000)
        } else if let Some(n) = t.strip_suffix('M') {
            (n, 1_000_000)
        } else {
            (t, 1)
        };
        match num.parse::<u64>() {
            Ok(n) if n >= 1 => n
                .checked_mul(mul)
                .map(Speed::Rate)
                .ok_or_else(|| format!("invalid speed '{s}': too large")),
            _ => Err(format!(
                "invalid speed '{s}': expected steps per second (1 or more) or 'max'"
            )),
        }
    }

    /// One rung up the ladder.
    pub fn faster(self) -> Speed {
        match self {
            Speed::Max => Speed::Max,
            Speed::Rate(r) => LADDER
                .iter()
                .find(|&&l| l > r)
                .map_or(Speed::Max, |&l| Speed::Rate(l)),
        }
    }

    /// One rung down the ladder; 1 step/s is the slowest.
    pub fn slower(self) -> Speed {
        match self {
            Speed::Max => Speed::Rate(LADDER[LADDER.len() - 1]),
            Speed::Rate(r) => Speed::Rate(
                LADDER
                    .iter()
                    .rev()
                    .find(|&&l| l < r)
                    .copied()
                    .unwrap_or(LADDER[0]),
            ),
        }
    }

    pub fn label(self) -> String {
        match self {
            Speed::Max => "max".to_string(),
            Speed::Rate(1) => "1 step/s".to_string(),
            Speed::Rate(r) => format!("{} steps/s", short_count(r)),
        }
    }

    /// The label for a line short of room: `10/s`, `max`.
    pub fn short_label(self) -> String {
        match self {
            Speed::Max => "max".to_string(),
            Speed::Rate(r) => format!("{}/s", short_count(r)),
        }
    }
}

/// A run's clock: when it last ticked, and the fraction of a step owed at a finite speed.
#[derive(Clone, Debug, Default)]
pub struct Pacing {
    last_tick: Option<Instant>,
    owed: f64,
}

impl Pacing {
    /// The next tick counts from itself: the time until then is neither run nor owed
    /// (a pause, a single step, a change of pace).
    pub fn restart(&mut self) {
        self.last_tick = None;
    }

    /// Nothing is owed any more (a new speed, a pause).
    pub fn forgive(&mut self) {
        self.owed = 0.0;
    }

    /// When the time to account for at `now` began.
    pub fn since(&self, now: Instant) -> Instant {
        self.last_tick.unwrap_or(now)
    }

    /// A tick ended at `end`.
    pub fn ticked(&mut self, end: Instant) {
        self.last_tick = Some(end);
    }

    /// The whole steps due for `dt` more at `rate` steps per second; the fraction stays
    /// owed. Never more than a second of steps is owed: the screen keeps up.
    pub fn due(&mut self, dt: Duration, rate: u64) -> u64 {
        let rate = rate as f64;
        self.owed = (self.owed + dt.as_secs_f64() * rate).min(rate + 1.0);
        let n = self.owed.floor() as u64;
        self.owed -= n as f64;
        n
    }

    /// When to tick next at `rate`: when the next step is due, but at most 60 times a
    /// second and at least 10 times (the elapsed time moves on).
    pub fn next_due(&self, now: Instant, rate: u64) -> Instant {
        let due = (1.0 - self.owed) / rate as f64;
        now + Duration::from_secs_f64(due.clamp(1.0 / 60.0, 0.1))
    }
}
