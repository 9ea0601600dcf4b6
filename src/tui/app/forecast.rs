//! How long the search of the edited puzzle will be, before it starts: Knuth's estimator
//! (`sudoku_engine::solve::estimate`) for the strategy the next solve uses, and how fast
//! that strategy steps on this machine, worked out on a thread of its own so that typing
//! never waits for it. The panel says it beside the verdict (`naive: about 1.4e8 steps,
//! about 1 s at max`) and, once the search has ended, the prediction against the count.

use std::time::Instant;

use sudoku_engine::grid::Grid;
use sudoku_engine::solve::estimate::estimate;
use sudoku_engine::solve::{Stepper, Strategy};

use super::background::Background;
use super::pacing::Speed;
use crate::tui::words::numbers::grouped;

/// Name of the thread that works out estimates.
pub const FORECAST_THREAD: &str = "forecast";

/// Probes per branch the search will leave (as `solve --estimate`).
const PROBES: u32 = 64;

/// Steps the search is timed over to learn how fast the strategy goes.
const TIMED: u64 = 1 << 20;

/// Answers kept: going back to a puzzle or a strategy just seen answers at once, and a
/// run that has ended still finds its prediction.
const KEPT: usize = 16;

/// What is known before a search starts.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Prediction {
    /// The estimated steps to the end of the search (its first solution, or none).
    pub steps: f64,
    /// Steps a second of the search without a screen, as timed here; None where not
    /// timed (estimates worked out on the spot, which tests use: no clock in them).
    pub rate: Option<f64>,
}

type Question = (Grid, Strategy);

/// The estimate, timed where it is worked out on a thread (tests have no clock).
fn predict(&(grid, strategy): &Question, timed: bool) -> Prediction {
    let steps = estimate(&grid, strategy, PROBES, 0);
    let rate = timed.then(|| {
        let mut s = Stepper::new(&grid, strategy);
        let start = Instant::now();
        s.run(TIMED);
        let secs = start.elapsed().as_secs_f64();
        s.stats().steps as f64 / secs.max(1e-9)
    });
    Prediction { steps, rate }
}

/// The estimates of the latest puzzles and strategies asked about: none when off (most
/// tests: their screens are about other things).
pub struct Forecast(Option<Background<Question, Prediction>>);

impl Forecast {
    /// No estimates: the panel says nothing of the size of a search.
    pub fn off() -> Forecast {
        Forecast(None)
    }

    /// Estimates worked out on the spot, without timing the strategy (tests).
    #[cfg(test)]
    pub fn on_the_spot() -> Forecast {
        Forecast(Some(Background::on_the_spot(predict, KEPT)))
    }

    /// Estimates worked out on a thread of their own, timed there.
    pub fn in_background() -> Forecast {
        Forecast(Some(Background::in_background(
            FORECAST_THREAD,
            predict,
            KEPT,
        )))
    }

    /// The estimate for `strategy` on `grid`, once known.
    pub fn known(&self, grid: &Grid, strategy: Strategy) -> Option<Prediction> {
        self.0.as_ref()?.known(&(*grid, strategy)).copied()
    }

    /// Asks about `strategy` on `grid` (nothing for a grid whose givens clash: it is not
    /// searched). Cheap when it is the question asked last.
    pub fn ask(&mut self, grid: &Grid, strategy: Strategy) {
        if let Some(b) = &mut self.0 {
            if grid.conflicts().is_empty() {
                b.ask(&(*grid, strategy));
            }
        }
    }

    /// Picks up the answers the thread has; true if one is about the latest question.
    pub fn poll(&mut self) -> bool {
        self.0.as_mut().is_some_and(|b| b.poll())
    }

    /// True while the latest question is being worked out.
    pub fn pending(&self) -> bool {
        self.0.as_ref().is_some_and(|b| b.pending())
    }
}

/// `1.4e8`, `60,000`, `65`: a count rounded to two figures, in full below a million.
pub fn about_count(n: f64) -> String {
    let n = n.max(0.0);
    if n < 100.0 {
        return grouped(n.round() as u64);
    }
    let exp = n.log10().floor() as i32;
    let unit = 10f64.powi(exp - 1);
    let two = (n / unit).round() * unit;
    if two < 1e6 {
        return grouped(two.round() as u64);
    }
    // The rounding may carry into the next power of ten (9.96e6 -> 1.0e7).
    let exp = two.log10().floor() as i32;
    format!("{:.1}e{exp}", two / 10f64.powi(exp))
}

/// `under a second`, `about 4 s`, `about 3 min`, `about 2 h`, `about 5 days`,
/// `about 3e4 years`.
pub fn about_time(secs: f64) -> String {
    const MIN: f64 = 60.0;
    const HOUR: f64 = 60.0 * MIN;
    const DAY: f64 = 24.0 * HOUR;
    const YEAR: f64 = 365.25 * DAY;
    let (n, unit) = match secs {
        s if s < 0.5 => return "under a second".into(),
        s if s < 90.0 => (s, "s"),
        s if s < 90.0 * MIN => (s / MIN, "min"),
        s if s < 48.0 * HOUR => (s / HOUR, "h"),
        s if s < 2.0 * YEAR => (s / DAY, "days"),
        s => (s / YEAR, "years"),
    };
    if n >= 1e4 {
        let exp = n.log10().floor() as i32;
        return format!("about {:.0}e{exp} {unit}", n / 10f64.powi(exp));
    }
    format!("about {} {unit}", n.round() as u64)
}

/// What the editor's panel says: `naive: about 1.4e8 steps, about 1 s at max` (the time
/// at `speed`, as fast as the strategy goes here at most).
pub fn before(strategy: Strategy, p: Prediction, speed: Speed) -> String {
    let steps = format!("{}: about {} steps", strategy.name(), about_count(p.steps));
    let timed = p.rate.filter(|r| *r > 0.0);
    // At a set speed the search goes no faster than that, nor than it can.
    let rate = match speed {
        Speed::Max => timed,
        Speed::Rate(r) => Some(timed.map_or(r as f64, |t| t.min(r as f64))),
    };
    match rate {
        Some(rate) => format!(
            "{steps}, {} at {}",
            about_time(p.steps / rate),
            speed.short_label()
        ),
        None => steps,
    }
}

/// What the panel says once the search has ended after `steps`: `about 2.3e8 steps,
/// took 138,297,541 (0.61×)`.
pub fn after(p: Prediction, steps: u64) -> String {
    let ratio = steps as f64 / p.steps.max(1.0);
    format!(
        "about {} steps, took {} ({ratio:.2}×)",
        about_count(p.steps),
        grouped(steps)
    )
}

#[cfg(test)]
#[path = "forecast_tests.rs"]
mod tests;
