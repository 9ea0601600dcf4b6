//! Samples for the sparklines: the search's depth and the digits on the board, each at
//! the step it was taken. What the screen shows at a step is the samples up to it, so
//! that going back and forth shows the sparklines as they were.
//!
//! They span the whole search: at most [`KEEP`] are kept, and when that many are
//! there, every other one goes and the samples from then on are twice as far apart (the
//! latest one is always kept, so that the end of the search shows). A search run flat
//! out is sampled every [`Samples::gap`] steps, however long it is.

/// Samples kept: more than the widest panel shows.
const KEEP: usize = 1024;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sample {
    pub step: u64,
    pub depth: u32,
    /// Digits on the board, givens included.
    pub board: u32,
}

#[derive(Clone, Debug)]
pub struct Samples {
    kept: Vec<Sample>,
    /// Steps at least between two samples kept for good.
    gap: u64,
    /// The last sample is only the latest: the next one takes its place unless it is
    /// `gap` steps past the one before.
    latest_only: bool,
}

impl Default for Samples {
    fn default() -> Self {
        Samples {
            kept: Vec::new(),
            gap: 1,
            latest_only: false,
        }
    }
}

impl Samples {
    /// Adds a sample past the last one; one at or before it (the search went back and
    /// came this way again) is already there.
    pub fn add(&mut self, s: Sample) {
        if self.kept.last().is_some_and(|b| b.step >= s.step) {
            return;
        }
        if self.latest_only {
            self.kept.pop();
        }
        self.latest_only = self
            .kept
            .last()
            .is_some_and(|b| s.step < b.step.saturating_add(self.gap));
        self.kept.push(s);
        if self.kept.len() > KEEP {
            self.thin();
        }
    }

    /// Every other sample goes (the latest stays), and the gap doubles.
    fn thin(&mut self) {
        let Some(&last) = self.kept.last() else {
            return;
        };
        let mut i = 0;
        self.kept.retain(|_| {
            i += 1;
            i % 2 == 1
        });
        if self.kept.last() != Some(&last) {
            self.kept.push(last);
            self.latest_only = true;
        }
        self.gap = self.gap.saturating_mul(2);
    }

    /// Steps between two samples kept for good (it grows with the search).
    pub fn gap(&self) -> u64 {
        self.gap
    }

    /// The samples taken up to `step`, oldest first.
    pub fn upto(&self, step: u64) -> impl Iterator<Item = &Sample> {
        let end = self.kept.partition_point(|s| s.step <= step);
        self.kept[..end].iter()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(step: u64) -> Sample {
        Sample {
            step,
            depth: (step % 7) as u32,
            board: 0,
        }
    }

    #[test]
    fn a_long_search_keeps_samples_from_its_start_to_its_end() {
        let mut s = Samples::default();
        for step in 1..=100_000 {
            s.add(at(step));
        }
        let all: Vec<u64> = s.upto(u64::MAX).map(|x| x.step).collect();
        assert!(all.len() <= KEEP && all.len() > KEEP / 4, "{}", all.len());
        // From the start (not only the latest steps), to the last step.
        assert!(all[0] < 100, "{:?}", &all[..3]);
        assert_eq!(all.last(), Some(&100_000));
        assert!(all.windows(2).all(|w| w[0] < w[1]));
        // Spread out evenly, but for the latest.
        let gaps: Vec<u64> = all.windows(2).map(|w| w[1] - w[0]).collect();
        let (lo, hi) = (
            gaps.iter().min().unwrap(),
            gaps[..gaps.len() - 1].iter().max(),
        );
        assert!(hi.unwrap() <= &(2 * s.gap()), "{lo} {hi:?} {}", s.gap());
        // Going back shows the samples up to the step shown.
        assert!(s.upto(50_000).all(|x| x.step <= 50_000));
        assert!(s.upto(50_000).count() > KEEP / 8);
    }

    #[test]
    fn the_latest_sample_stands_in_until_a_gap_past_the_last_kept() {
        let mut s = Samples {
            gap: 10,
            ..Samples::default()
        };
        for step in [1, 3, 5, 11, 12, 25] {
            s.add(at(step));
        }
        let steps: Vec<u64> = s.upto(u64::MAX).map(|x| x.step).collect();
        assert_eq!(steps, [1, 11, 25]);
        s.add(at(26));
        let steps: Vec<u64> = s.upto(u64::MAX).map(|x| x.step).collect();
        assert_eq!(steps, [1, 11, 25, 26]);
        // Coming this way again adds nothing.
        s.add(at(20));
        assert_eq!(s.upto(u64::MAX).count(), 4);
    }
}
