//! Running flat out: the engine in chunks of about a millisecond, nothing done per step
//! but the last few of each chunk, which are told; or, with breakpoints armed, every step
//! checked against them. Samples for the chart are taken on the way.

use std::time::{Duration, Instant};

use super::{Breakpoints, Run, Searched};

/// The fewest steps run flat out between two samples.
const BULK_GAP: u64 = 64;

impl<L: Searched> Run<L> {
    /// Runs up to `limit` steps (None: no limit) until `deadline`, in chunks sized so
    /// that the clock is read about every millisecond, or until a breakpoint; returns
    /// the steps made and the breakpoint hit. Between chunks the digits that went are
    /// noted, to be shown as taken back from `now` (the time of the frame).
    pub(super) fn run_until(
        &mut self,
        limit: Option<u64>,
        now: Instant,
        deadline: Instant,
        breaks: &Breakpoints,
    ) -> (u64, Option<String>) {
        let mut done = 0u64;
        let mut hit = None;
        while !self.is_done() && hit.is_none() {
            let n = limit.map_or(self.chunk, |l| self.chunk.min(l - done));
            if n == 0 {
                break;
            }
            let t0 = Instant::now();
            self.before.clear();
            self.before
                .extend_from_slice(self.timeline.stepper().cells());
            let at = self.position();
            if breaks.armed() {
                hit = self.run_checked(n, breaks, now);
            } else {
                self.run_bulk(n, now);
            }
            let made = self.position() - at;
            done += made;
            let t1 = Instant::now();
            self.recent
                .compare(&self.before, self.timeline.stepper().cells(), now);
            if made == self.chunk {
                let took = t1 - t0;
                if took < Duration::from_micros(500) && self.chunk < (1 << 26) {
                    self.chunk *= 2;
                } else if took > Duration::from_millis(3) && self.chunk > 16 {
                    self.chunk /= 2;
                }
            }
            if t1 >= deadline {
                break;
            }
        }
        self.sample();
        (done, hit)
    }

    /// `n` steps, all but the last few untold (the engine runs flat out there); the last
    /// few told, so that the story reads as if every step had been.
    fn run_bulk(&mut self, n: u64, now: Instant) {
        let tail = n.min(self.replay());
        // Sampled on the way, so that the chart shows the whole search, not its end:
        // from where it starts.
        if self.samples.upto(u64::MAX).next().is_none() {
            self.sample();
        }
        let mut left = n - tail;
        while left > 0 {
            let k = left.min(self.samples.gap().max(BULK_GAP));
            left -= k;
            if self.advance(k).is_some() {
                // Ended untold: tell the end.
                self.retell(self.position());
                return;
            }
            self.sample();
        }
        for _ in 0..tail {
            if self.step_checked(now, &Breakpoints::default()).0.is_final() {
                break;
            }
        }
    }

    /// At most `n` steps, each checked against the breakpoints; the one hit, if any. As
    /// in bulk, only the last few are told, or (at a breakpoint) told again.
    fn run_checked(&mut self, n: u64, breaks: &Breakpoints, now: Instant) -> Option<String> {
        let tail = n.min(self.replay());
        let gap = self.samples.gap().max(BULK_GAP);
        for _ in tail..n {
            let before = self.stepper().stats().depth;
            let e = self.advance_one();
            if self.position().is_multiple_of(gap) {
                self.sample();
            }
            if let Some(hit) = breaks.hit_in(
                self.stepper().shape(),
                e,
                before,
                self.stepper().stats().depth,
            ) {
                self.retell(self.position());
                return Some(hit);
            }
            if e.is_final() {
                self.retell(self.position());
                return None;
            }
        }
        for _ in 0..tail {
            let (e, hit) = self.step_checked(now, breaks);
            if hit.is_some() || e.is_final() {
                return hit;
            }
        }
        None
    }
}
