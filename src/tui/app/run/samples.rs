//! Samples for the sparklines: the search's depth and the digits on the board, each at
//! the step it was taken. What the screen shows at a step is the samples up to it, so
//! that going back and forth shows the sparklines as they were.

use std::collections::VecDeque;

/// Samples kept: more than the widest panel shows.
const KEEP: usize = 1024;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sample {
    pub step: u64,
    pub depth: u32,
    /// Digits on the board, givens included.
    pub board: u32,
}

#[derive(Clone, Debug, Default)]
pub struct Samples(VecDeque<Sample>);

impl Samples {
    /// Adds a sample past the last one; one at or before it (the search went back and
    /// came this way again) is already there.
    pub fn add(&mut self, s: Sample) {
        if self.0.back().is_some_and(|b| b.step >= s.step) {
            return;
        }
        if self.0.len() == KEEP {
            self.0.pop_front();
        }
        self.0.push_back(s);
    }

    /// The samples taken up to `step`, oldest first.
    pub fn upto(&self, step: u64) -> impl Iterator<Item = &Sample> {
        let end = self.0.partition_point(|s| s.step <= step);
        self.0.range(..end)
    }
}
