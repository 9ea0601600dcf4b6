//! The naive strategy's hot path: the classic algorithm, one event per call. Frame `k` is
//! always on the k-th empty cell in row-major order (set up once by [`Stepper::new`]), so
//! branching is opening the next frame; digits go in ascending order. Nothing but the
//! stack and the counters is written: explanations are worked out from the stack only
//! when asked ([`Stepper::explain_last`]).

use super::grow::Grow;
use super::{Layout, Mask, Mode, Outcome, Stepper};
use crate::solve::Event;

impl<L: Layout> Stepper<L> {
    /// One event, in straight-line code: open the next frame (after a placement) or
    /// stay on the top one (after a take-back), place its next digit, or give it up and
    /// take back the digit one level up.
    #[inline(always)]
    pub(super) fn step_naive(&mut self) -> Event {
        self.step_naive_grown(&mut ())
    }

    /// [`Stepper::step_naive`], telling `g` of each placement, take-back and end.
    #[inline(always)]
    pub(super) fn step_naive_grown(&mut self, g: &mut impl Grow<L>) -> Event {
        let k = match self.mode {
            // Propagate is never the naive mode; it is matched here to keep one match.
            Mode::Branch | Mode::Propagate => {
                let k = self.top;
                if k == self.n_empties {
                    g.ended(k, self.stats.steps, true);
                    return self.finish_with(Outcome::Solved);
                }
                let f = &mut self.frames[k];
                let m = self.layout.all()
                    & !(self.rows[f.row as usize]
                        | self.cols[f.col as usize]
                        | self.boxes[f.bx as usize]);
                f.options = m;
                f.remaining = m;
                self.top = k + 1;
                k
            }
            Mode::TryNext => self.top - 1,
            Mode::Backtrack => return self.naive_back(g),
            Mode::Done(o) => return o.event(),
        };
        let f = &mut self.frames[k];
        let rem = f.remaining;
        if rem == L::Mask::NONE {
            // Give the frame up (it stays in `frames[k]`: the reason for the take-back
            // that follows).
            self.top = k;
            return self.naive_back(g);
        }
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
        self.mode = Mode::Branch;
        self.stats.placements += 1;
        self.stats.guesses += u64::from(choice);
        let depth = (k + 1) as u32;
        self.stats.depth = depth;
        if depth > self.stats.max_depth {
            self.stats.max_depth = depth;
        }
        let (step, placement) = (self.stats.steps, self.stats.placements);
        g.placed(k + 1, cell, digit, step, placement, self);
        Event::Place { cell, digit }
    }

    /// Takes back the top frame's digit (the frame then tries its next one), or ends
    /// the search when the stack is empty.
    #[inline(always)]
    fn naive_back(&mut self, g: &mut impl Grow<L>) -> Event {
        if self.top == 0 {
            g.ended(0, self.stats.steps, false);
            return self.finish_with(Outcome::NoSolution);
        }
        let k = self.top - 1;
        let f = &self.frames[k];
        let (cell, r, c, x) = (f.cell as usize, f.row, f.col, f.bx);
        let digit = self.cells[cell];
        let b = !L::Mask::bit(digit);
        self.rows[r as usize] &= b;
        self.cols[c as usize] &= b;
        self.boxes[x as usize] &= b;
        self.cells[cell] = 0;
        self.mode = Mode::TryNext;
        self.stats.retractions += 1;
        self.stats.depth = k as u32;
        g.retracted(k + 1, cell, digit, self.stats.steps, self);
        Event::Retract { cell, digit }
    }
}
