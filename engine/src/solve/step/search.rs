//! The general search, for mrv and propagate: branch on the empty cell with the fewest
//! candidates, and (propagate) fill in forced digits after each placement. Each event
//! is explained as it is made ([`Stepper::last`]): these strategies scan the grid at
//! every step, so the explanation costs next to nothing beside that.

use super::view::Deduction;
use super::{Frame, Layout, Mask, Mode, Outcome, Stepper};
use crate::shape::Spot;
use crate::solve::reason::{Explained, Why};
use crate::solve::{Event, Strategy};

impl<L: Layout> Stepper<L> {
    /// Kept out of line, so that [`Stepper::step`] stays small enough to inline into
    /// the loops that drive naive, whose hot path is in there.
    #[inline(never)]
    pub(super) fn step_search(&mut self) -> Event {
        let e = self.search_event();
        if let Mode::Done(o) = self.mode {
            self.last = Some(match o {
                Outcome::Solved => Explained::Solved {
                    solution: self.stats.solutions,
                },
                Outcome::NoSolution => Explained::NoSolution,
            });
        }
        e
    }

    /// Keeps `told` as the last step's explanation ([`Stepper::last`]) and gives its
    /// event: every event of mrv, propagate and logic is made so.
    #[inline]
    pub(super) fn tell(&mut self, told: Explained<L::Mask>) -> Event {
        self.last = Some(told);
        told.event()
    }

    fn search_event(&mut self) -> Event {
        loop {
            match self.mode {
                Mode::Done(o) => return o.event(),
                Mode::Propagate if self.logic.is_some() => {
                    if let Some(e) = L::logic_event(self) {
                        return e;
                    }
                }
                Mode::Propagate => match self.find_single() {
                    Ok(Some(Deduction { cell, digit, rule })) => {
                        let cell = cell as usize;
                        self.write(cell, digit);
                        self.deduced[self.n_deduced] = Deduction {
                            cell: cell as u16,
                            digit,
                            rule,
                        };
                        self.n_deduced += 1;
                        self.stats.deductions += 1;
                        return self.tell(Explained::Deduce {
                            cell: Spot::new(cell),
                            digit,
                            rule,
                        });
                    }
                    Ok(None) => self.mode = Mode::Branch,
                    Err(why) => {
                        self.cause = why;
                        self.mode = Mode::Backtrack;
                    }
                },
                Mode::Branch => {
                    let chosen = match &self.logic {
                        None => self.choose().map(|c| (c, self.candidates(c))),
                        Some(_) => L::logic_choose(self),
                    };
                    let Some((cell, options)) = chosen else {
                        return self.finish_with(Outcome::Solved);
                    };
                    self.frames[self.top] = Frame {
                        options,
                        remaining: options,
                        deduced_from: self.n_deduced as u16,
                        ..Frame::at(&self.layout, cell)
                    };
                    self.top += 1;
                    self.mode = Mode::TryNext;
                }
                Mode::TryNext => {
                    if let Some(e) = self.try_next() {
                        return e;
                    }
                }
                Mode::Backtrack if self.logic.is_some() => return L::logic_take_back(self),
                Mode::Backtrack => return self.take_back(),
            }
        }
    }

    /// The cell to branch on: the empty cell with the fewest candidates, the first in
    /// row-major order among equals; None when the grid is full.
    fn choose(&self) -> Option<usize> {
        let mut best: Option<(u32, usize)> = None;
        for &c in &self.empties[..self.n_empties] {
            let c = c as usize;
            if self.cells[c] != 0 {
                continue;
            }
            let n = self.candidates(c).count();
            if best.is_none_or(|(bn, _)| n < bn) {
                best = Some((n, c));
                if n == 0 {
                    break;
                }
            }
        }
        best.map(|(_, c)| c)
    }

    /// Places the next untried digit of the top frame and returns the event; or, when
    /// the frame has no digit left, gives it up, states why, and returns None (the mode
    /// is then [`Mode::Backtrack`]).
    fn try_next(&mut self) -> Option<Event> {
        let k = self.top - 1;
        let f = &mut self.frames[k];
        if f.remaining == L::Mask::NONE {
            let cell = Spot::new(f.cell as usize);
            self.cause = if f.options == L::Mask::NONE {
                Why::DeadEnd { cell }
            } else {
                Why::Exhausted {
                    cell,
                    tried: f.options,
                }
            };
            self.top = k;
            self.mode = Mode::Backtrack;
            return None;
        }
        let rem = f.remaining;
        let digit = rem.lowest();
        f.remaining = rem.without_lowest();
        let (cell, options, left) = (f.cell as usize, f.options, f.remaining);
        self.write(cell, digit);
        self.stats.placements += 1;
        self.stats.guesses += u64::from(options.count() >= 2);
        let depth = self.top as u32;
        self.stats.depth = depth;
        if depth > self.stats.max_depth {
            self.stats.max_depth = depth;
        }
        self.mode = if matches!(self.strategy, Strategy::Propagate | Strategy::Logic) {
            Mode::Propagate
        } else {
            Mode::Branch
        };
        Some(self.tell(Explained::Place {
            cell: Spot::new(cell),
            digit,
            guess: (options & !left).count(),
            of: options.count(),
            left,
        }))
    }

    /// One take-back: the newest deduction under the top frame, else the frame's own
    /// digit (the frame then tries its next digit). With no frame left, deductions made
    /// before the first choice go too, newest first, so that the search ends on the
    /// puzzle it started from.
    pub(super) fn take_back(&mut self) -> Event {
        let why = self.cause;
        let deduced_from = match self.top {
            0 => 0,
            t => self.frames[t - 1].deduced_from as usize,
        };
        if self.n_deduced > deduced_from {
            self.n_deduced -= 1;
            let Deduction { cell, digit, .. } = self.deduced[self.n_deduced];
            let cell = cell as usize;
            self.erase(cell, digit);
            self.stats.undone_deductions += 1;
            self.stats.depth = self.top as u32;
            return self.tell(Explained::Undo {
                cell: Spot::new(cell),
                digit,
                why,
            });
        }
        if self.top == 0 {
            return self.finish_with(Outcome::NoSolution);
        }
        let cell = self.frames[self.top - 1].cell as usize;
        let digit = self.cells[cell];
        // A backtrack starts from a frame holding a digit: `try_next` gives up a frame
        // with nothing left to try before asking for one.
        debug_assert_ne!(digit, 0);
        self.erase(cell, digit);
        self.stats.retractions += 1;
        self.stats.depth = self.top as u32 - 1;
        self.mode = Mode::TryNext;
        self.tell(Explained::Retract {
            cell: Spot::new(cell),
            digit,
            why,
        })
    }
}
