//! What a running search took back lately: the cells whose digit went during the last
//! frames (shown crossed out, fading, however many steps a frame holds), and how many
//! take-backs it makes a second.

use std::collections::VecDeque;
use std::time::{Duration, Instant};

use crate::tui::shown::Fade;

/// How long a digit taken back stays on screen; fresh for the first third of it.
pub const FLASH: Duration = Duration::from_millis(300);

/// The take-back rate is measured over this long.
const RATE_WINDOW: Duration = Duration::from_secs(1);

#[derive(Clone, Debug, Default)]
pub struct Recent {
    /// Per cell, the digit taken back last and when (as many as the grid has cells,
    /// once one has been taken back).
    cells: Vec<Option<(u8, Instant)>>,
    /// Take-backs counted so far, with when: the oldest within the window first.
    counts: VecDeque<(Instant, u64)>,
    per_second: Option<u64>,
}

impl Recent {
    /// `digit` was taken back from `cell` at `now`.
    pub fn taken(&mut self, cell: usize, digit: u8, now: Instant) {
        if self.cells.len() <= cell {
            self.cells.resize(cell + 1, None);
        }
        self.cells[cell] = Some((digit, now));
    }

    /// Every digit of `before` that is not in `after` any more was taken back (bulk
    /// steps, between two looks at the grid's cells).
    pub fn compare(&mut self, before: &[u8], after: &[u8], now: Instant) {
        for (cell, (&d, &a)) in before.iter().zip(after).enumerate() {
            if d != 0 && a != d {
                self.taken(cell, d, now);
            }
        }
    }

    /// Forgets what faded by `now`.
    pub fn fade(&mut self, now: Instant) {
        for c in &mut self.cells {
            if c.is_some_and(|(_, at)| at + FLASH <= now) {
                *c = None;
            }
        }
    }

    /// Forgets every digit taken back (the screen shows one step at a time again).
    pub fn clear(&mut self) {
        self.cells.fill(None);
    }

    /// What each cell that has had a digit taken back shows at `now` (see
    /// [`Recent::shown_in`]).
    #[cfg(test)]
    pub fn shown(&self, now: Instant) -> Vec<Option<(u8, Fade)>> {
        let mut out = vec![None; self.cells.len()];
        self.shown_in(now, &mut out);
        out
    }

    /// What each cell shows at `now`, written into `out` (one entry a cell): the digit
    /// taken back and how far it has faded.
    pub fn shown_in(&self, now: Instant, out: &mut [Option<(u8, Fade)>]) {
        for (o, c) in out.iter_mut().zip(&self.cells) {
            *o = c.and_then(|(d, at)| {
                let age = now.saturating_duration_since(at);
                if age >= FLASH {
                    None
                } else if age < FLASH / 3 {
                    Some((d, Fade::Fresh))
                } else {
                    Some((d, Fade::Fading))
                }
            });
        }
    }

    /// When the next digit fades, if any is shown.
    pub fn next_fade(&self, now: Instant) -> Option<Instant> {
        self.cells
            .iter()
            .flatten()
            .map(|&(_, at)| {
                let fading = at + FLASH / 3;
                if fading > now {
                    fading
                } else {
                    at + FLASH
                }
            })
            .filter(|&t| t > now)
            .min()
    }

    /// The search has taken back `total` digits by `now`: updates the rate.
    pub fn count(&mut self, now: Instant, total: u64) {
        self.counts.push_back((now, total));
        while self.counts.len() > 2 && now.duration_since(self.counts[1].0) >= RATE_WINDOW {
            self.counts.pop_front();
        }
        let (t0, n0) = self.counts[0];
        let span = now.saturating_duration_since(t0);
        if span >= RATE_WINDOW / 4 {
            self.per_second =
                Some((total.saturating_sub(n0) as f64 / span.as_secs_f64()).round() as u64);
        }
    }

    /// The clock stopped (a pause): the next count starts afresh.
    pub fn restart_rate(&mut self) {
        self.counts.clear();
    }

    /// Take-backs a second while the search last ran.
    pub fn per_second(&self) -> Option<u64> {
        self.per_second
    }
}
