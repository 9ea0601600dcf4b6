//! The naive strategy's hot path: the classic algorithm. Frame `k` is always on the k-th
//! empty cell in row-major order (set up once by [`Stepper::new`]), so branching is
//! opening the next frame; digits go in ascending order. Nothing but the stack and the
//! counters is written: explanations are worked out from the stack only when asked
//! ([`Stepper::explain_last`]).
//!
//! One loop takes every step, one at a time ([`Stepper::step`]) or in bulk
//! ([`Stepper::run`]), with or without a tree growing beside it ([`Grow`]). What changes
//! at every step (the top of the stack, the step, the counters) is kept in locals and
//! written back once, when the loop stops, and the loop goes from one kind of step to
//! the next by its own shape (after a placement the next frame opens, after a take-back
//! the same frame tries its next digit), not by a mode read back from memory: what is
//! told along the way cannot make the search reload its state.

use super::grow::Grow;
use super::{Layout, Mask, Mode, Outcome, Stepper};
use crate::shape::Spot;
use crate::solve::Event;

impl<L: Layout> Stepper<L> {
    /// One naive step of a search that has not ended.
    #[inline(always)]
    pub(super) fn step_naive(&mut self) -> Event {
        self.naive_steps(1, &mut ())
    }

    /// At most `max` naive steps (at least one) of a search that has not ended, telling
    /// `g` of each placement, take-back and end; the last event made. It stops early at
    /// a final event only.
    #[inline(always)]
    pub(super) fn naive_steps(&mut self, max: u64, g: &mut impl Grow<L>) -> Event {
        debug_assert!(max > 0 && !self.is_finished());
        let n = self.n_empties;
        let all = self.layout.all();
        // The step being made, and the last one this call may make.
        let mut step = self.stats.steps + 1;
        let last = self.stats.steps.saturating_add(max);
        // Each step but a final one places a digit (one deeper) or takes one back (one
        // less deep): the placements and take-backs of this call are worked out from the
        // steps and the depth when it stops, not counted.
        let depth0 = match self.mode {
            Mode::TryNext => self.top - 1,
            _ => self.top,
        } as u64;
        let mut guesses = self.stats.guesses;
        let mut max_depth = self.stats.max_depth;
        // The frame that tries its next digit: the top one (`top == k + 1`).
        let mut k = 0;
        // The digits the frame `k` has not tried yet, kept here as well as in the frame:
        // read back from the frame just opened, they would wait on the store.
        let mut rem;
        // How the loop stopped: the last event and the mode it leaves.
        let (event, mode) = 'run: {
            match self.mode {
                // Propagate is never the naive mode; it is matched here to keep one match.
                Mode::Branch | Mode::Propagate => {
                    k = self.top;
                    if k == n {
                        break 'run (Event::Solved, Mode::Done(Outcome::Solved));
                    }
                    rem = self.open(k, all);
                }
                Mode::TryNext => {
                    k = self.top - 1;
                    rem = self.frames[k].remaining;
                }
                Mode::Backtrack => {
                    // Take back the top frame's digit (the frame then tries its next one).
                    let Some(top) = self.top.checked_sub(1) else {
                        break 'run (Event::NoSolution, Mode::Done(Outcome::NoSolution));
                    };
                    k = top;
                    let (cell, digit, left) = self.naive_take_back(k);
                    rem = left;
                    let gate = self.frames[k].note.gate;
                    g.retracted(
                        k + 1,
                        cell,
                        digit,
                        step,
                        gate,
                        || self.notes_at(k),
                        || self.options_at(k + 1),
                    );
                    if step == last {
                        break 'run (
                            Event::Retract {
                                cell: Spot::new(cell),
                                digit,
                            },
                            Mode::TryNext,
                        );
                    }
                    step += 1;
                }
                Mode::Done(o) => return o.event(),
            }
            loop {
                let f = &mut self.frames[k];
                if rem != L::Mask::NONE {
                    // Place the frame's next digit.
                    let lowest = rem.without_lowest();
                    let b = rem ^ lowest;
                    f.remaining = lowest;
                    let choice = f.options.without_lowest() != L::Mask::NONE;
                    let (cell, r, c, x) = (f.cell as usize, f.row, f.col, f.bx);
                    self.rows[r as usize] |= b;
                    self.cols[c as usize] |= b;
                    self.boxes[x as usize] |= b;
                    let digit = b.lowest();
                    self.cells[cell] = digit;
                    guesses += u64::from(choice);
                    max_depth = max_depth.max((k + 1) as u32);
                    let (frames, cells, layout) = (&mut self.frames, &self.cells, &self.layout);
                    g.placed(k + 1, cell, digit, step, &mut frames[k].note, || {
                        &cells[..layout.shape().cells()]
                    });
                    if step == last {
                        break 'run (
                            Event::Place {
                                cell: Spot::new(cell),
                                digit,
                            },
                            Mode::Branch,
                        );
                    }
                    step += 1;
                    // Open the next frame, or the grid is full.
                    k += 1;
                    if k == n {
                        break 'run (Event::Solved, Mode::Done(Outcome::Solved));
                    }
                    rem = self.open(k, all);
                    continue;
                }
                // Give the frame up (it stays in `frames[k]`: the reason for the take-back
                // that follows), and take back the digit one level up.
                if k == 0 {
                    break 'run (Event::NoSolution, Mode::Done(Outcome::NoSolution));
                }
                k -= 1;
                let (cell, digit, left) = self.naive_take_back(k);
                rem = left;
                let gate = self.frames[k].note.gate;
                g.retracted(
                    k + 1,
                    cell,
                    digit,
                    step,
                    gate,
                    || self.notes_at(k),
                    || self.options_at(k + 1),
                );
                if step == last {
                    break 'run (
                        Event::Retract {
                            cell: Spot::new(cell),
                            digit,
                        },
                        Mode::TryNext,
                    );
                }
                step += 1;
            }
        };
        // The steps that placed or took back, and the depth after the last of them.
        let (moves, depth) = match mode {
            Mode::Done(Outcome::Solved) => (step - self.stats.steps - 1, n),
            Mode::Done(Outcome::NoSolution) => (step - self.stats.steps - 1, 0),
            Mode::TryNext => (step - self.stats.steps, k),
            _ => (step - self.stats.steps, k + 1),
        };
        let deeper = (moves + depth as u64).wrapping_sub(depth0) / 2;
        let st = &mut self.stats;
        st.placements += deeper;
        st.retractions += moves - deeper;
        st.steps = step;
        st.guesses = guesses;
        st.max_depth = max_depth;
        // The stack: up to the frame trying its next digit, or full, or empty.
        self.top = match mode {
            Mode::TryNext => k + 1,
            _ => depth,
        };
        st.depth = depth as u32;
        self.mode = mode;
        match mode {
            Mode::Done(o) => {
                g.ended(self.top, step, o == Outcome::Solved);
                self.finish_with(o)
            }
            _ => event,
        }
    }

    /// Opens frame `k`: the digits that fit its cell now, none tried yet (the stack then
    /// reaches it); returns them.
    #[inline(always)]
    fn open(&mut self, k: usize, all: L::Mask) -> L::Mask {
        let f = &mut self.frames[k];
        let m = all
            & !(self.rows[f.row as usize] | self.cols[f.col as usize] | self.boxes[f.bx as usize]);
        f.options = m;
        f.remaining = m;
        m
    }

    /// Takes back the digit of frame `k` (the top one); its cell, the digit, and the
    /// digits the frame has left to try.
    #[inline(always)]
    fn naive_take_back(&mut self, k: usize) -> (usize, u8, L::Mask) {
        let f = &self.frames[k];
        let (cell, r, c, x, left) = (f.cell as usize, f.row, f.col, f.bx, f.remaining);
        let digit = self.cells[cell];
        let b = !L::Mask::bit(digit);
        self.rows[r as usize] &= b;
        self.cols[c as usize] &= b;
        self.boxes[x as usize] &= b;
        self.cells[cell] = 0;
        (cell, digit, left)
    }

    /// The note of frame `k`'s choice, and that of the choice under it (of frame
    /// `k - 1`; None for the first frame: its choices are under the root).
    #[inline]
    fn notes_at(&self, k: usize) -> (super::Note, Option<super::Note>) {
        (
            self.frames[k].note,
            k.checked_sub(1).map(|j| self.frames[j].note),
        )
    }

    /// How many digits fitted frame `k` when it was last opened; None past the last
    /// empty cell.
    #[inline]
    fn options_at(&self, k: usize) -> Option<u32> {
        (k < self.n_empties).then(|| self.frames[k].options.count())
    }
}
