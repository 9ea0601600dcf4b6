//! What a running search took back lately: the cells whose digit went during the last
//! frames (shown crossed out, fading, however many steps a frame holds), and how many
//! take-backs it makes a second.

use std::collections::VecDeque;
use std::time::{Duration, Instant};

use sudoku_engine::grid::{Grid, CELLS};

use crate::tui::ui::grid::Fade;

/// How long a digit taken back stays on screen; fresh for the first third of it.
pub const FLASH: Duration = Duration::from_millis(300);

/// The take-back rate is measured over this long.
const RATE_WINDOW: Duration = Duration::from_secs(1);

#[derive(Clone, Debug)]
pub struct Recent {
    /// Per cell, the digit taken back last and when.
    cells: [Option<(u8, Instant)>; CELLS],
    /// Take-backs counted so far, with when: the oldest within the window first.
    counts: VecDeque<(Instant, u64)>,
    per_second: Option<u64>,
}

impl Default for Recent {
    fn default() -> Self {
        Recent {
            cells: [None; CELLS],
            counts: VecDeque::new(),
            per_second: None,
        }
    }
}

impl Recent {
    /// `digit` was taken back from `cell` at `now`.
    pub fn taken(&mut self, cell: usize, digit: u8, now: Instant) {
        self.cells[cell] = Some((digit, now));
    }

    /// Every digit of `before` that is not in `after` any more was taken back (bulk
    /// steps, between two looks at the grid).
    pub fn compare(&mut self, before: &Grid, after: &Grid, now: Instant) {
        for cell in 0..CELLS {
            let d = before.get(cell);
            if d != 0 && after.get(cell) != d {
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
        self.cells = [None; CELLS];
    }

    /// What each cell shows at `now`: the digit taken back and how far it has faded.
    pub fn shown(&self, now: Instant) -> [Option<(u8, Fade)>; CELLS] {
        self.cells.map(|c| {
            let (d, at) = c?;
            let age = now.saturating_duration_since(at);
            if age >= FLASH {
                None
            } else if age < FLASH / 3 {
                Some((d, Fade::Fresh))
            } else {
                Some((d, Fade::Fading))
            }
        })
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
