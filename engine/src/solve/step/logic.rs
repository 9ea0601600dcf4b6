//! The logic strategy in the step engine: at each step the easiest technique of
//! [`crate::solve::logic`] that makes progress on the candidates as they stand. A single
//! writes its digit (a `Deduce` event with its rule); any other technique strikes its
//! candidates out (one `Eliminate` event). When none applies the search branches like
//! mrv, on the candidates left. A choice taken back takes back what was done under it,
//! newest first: a deduced digit is undone, a struck candidate given back (one `Restore`
//! event each).
//!
//! The candidates struck out and the order of what was done live in a [`LogicState`]
//! of their own, so the other strategies' state is as small as it was.

use super::view::Deduction;
use super::{Mode, Stepper};
use crate::grid::{bit, Digit, Unit, ALL, CELLS, UNITS};
use crate::shape::Spot;
use crate::solve::logic::{self, Board, Candidate, Step, Technique};
use crate::solve::reason::{Explained, Rule, Why};
use crate::solve::{fast, Event};

/// One thing done, in the order done: a digit deduced (the newest of the stepper's
/// deductions) or a candidate struck out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Done {
    Deduced,
    Struck { cell: u8, digit: u8 },
}

/// What logic keeps beside the stepper's stack.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogicState {
    /// Candidates struck out, per cell (a mask).
    struck: [u16; CELLS],
    /// Everything done, oldest first.
    done: Vec<Done>,
    /// For frame `k`: how much was done before it was opened.
    done_from: [u16; CELLS],
    /// The puzzle has one solution: the uniqueness techniques may be used.
    unique: bool,
    /// The step behind the last `Deduce` or `Eliminate` event.
    step: Option<Step>,
}

impl LogicState {
    pub(super) fn new(puzzle: &crate::grid::Grid, clash: bool) -> LogicState {
        LogicState {
            struck: [0; CELLS],
            done: Vec::with_capacity(128),
            done_from: [0; CELLS],
            unique: !clash && fast::is_unique(puzzle),
            step: None,
        }
    }
}

impl Stepper {
    fn logic_state(&self) -> &LogicState {
        self.logic.as_deref().expect("the logic strategy")
    }

    fn logic_mut(&mut self) -> &mut LogicState {
        self.logic.as_deref_mut().expect("the logic strategy")
    }

    /// The digits still possible in an empty cell now: those no peer holds, less the
    /// ones techniques struck out (logic). 0 for a filled cell.
    pub fn candidates_now(&self, cell: usize) -> u16 {
        if self.cells[cell] != 0 {
            return 0;
        }
        let struck = self.logic.as_deref().map_or(0, |l| l.struck[cell]);
        self.candidates(cell) & !struck
    }

    /// The candidates struck out of a cell by techniques and not given back (logic; 0
    /// for the other strategies).
    pub fn struck_out(&self, cell: usize) -> u16 {
        self.logic.as_deref().map_or(0, |l| l.struck[cell])
    }

    /// The technique step behind the last event, when it was a logic strategy's
    /// `deduce` or `eliminate`: its pattern, its eliminations and its words
    /// ([`logic::words::describe`]).
    pub fn technique_step(&self) -> Option<&Step> {
        match self.last {
            Some(Explained::Deduce { .. } | Explained::Eliminate { .. }) => {
                self.logic.as_deref()?.step.as_ref()
            }
            _ => None,
        }
    }

    /// The candidate grid as the search has it now.
    pub fn board(&self) -> Board {
        let mut cand = [0u16; CELLS];
        for (c, m) in cand.iter_mut().enumerate() {
            *m = self.candidates_now(c);
        }
        Board::from_parts(self.cells, cand)
    }

    /// A contradiction on the candidates: the first empty cell in row-major order with
    /// none left, else the first unit (rows, columns, boxes) with a digit that has no
    /// place left, its smallest such digit.
    fn logic_contradiction(&self, b: &Board) -> Option<Why> {
        if let Some(cell) = (0..CELLS).find(|&c| b.cell(c) == 0 && b.candidates(c) == 0) {
            return Some(Why::DeadEnd {
                cell: Spot::new(cell),
            });
        }
        for (u, unit) in UNITS.iter().enumerate() {
            let mut seen = 0u16;
            for &c in unit {
                let c = c as usize;
                seen |= match b.cell(c) {
                    0 => b.candidates(c),
                    d => bit(d),
                };
            }
            let missing = ALL & !seen;
            if missing != 0 {
                return Some(Why::NoPlace {
                    digit: missing.trailing_zeros() as u8 + 1,
                    unit: Unit::from_position(u),
                });
            }
        }
        None
    }

    /// The logic strategy's [`Mode::Propagate`]: the next technique's event, or None
    /// when the mode changed (to branch: no technique applies or the grid is full; to
    /// backtrack: a contradiction).
    pub(super) fn logic_event(&mut self) -> Option<Event> {
        let board = self.board();
        if let Some(why) = self.logic_contradiction(&board) {
            self.cause = why;
            self.mode = Mode::Backtrack;
            return None;
        }
        let unique = self.logic_state().unique;
        let Some(mut step) = logic::next_step(&board, unique) else {
            self.mode = Mode::Branch;
            return None;
        };
        let single = match step.technique {
            Technique::NakedSingle => Some(Rule::NakedSingle),
            Technique::HiddenSingle => step.units.first().map(|&u| Rule::HiddenSingle(u)),
            _ => None,
        };
        if let (Some(rule), Some(placed)) = (single, step.placement) {
            let (cell, digit) = (placed.cell.index(), placed.digit.get());
            self.write(cell, digit);
            self.deduced[self.n_deduced] = Deduction {
                cell: cell as u16,
                digit,
                rule,
            };
            self.n_deduced += 1;
            self.stats.deductions += 1;
            let l = self.logic_mut();
            l.done.push(Done::Deduced);
            l.step = Some(step);
            return Some(self.tell(Explained::Deduce {
                cell: Spot::new(cell),
                digit,
                rule,
            }));
        }
        if let Some(placed) = step.placement {
            // A technique that places a digit (BUG+1) strikes out the cell's others: a
            // naked single writes it next.
            let others = board.candidates(placed.cell.index()) & !placed.digit.bit();
            step.eliminations = Digit::in_mask(others)
                .map(|digit| Candidate {
                    cell: placed.cell,
                    digit,
                })
                .collect();
        }
        let technique = step.technique;
        let count = step.eliminations.len() as u16;
        debug_assert!(count > 0, "a step that makes progress");
        let l = self.logic_mut();
        for e in &step.eliminations {
            debug_assert!(board.candidates(e.cell.index()) & e.digit.bit() != 0);
            l.struck[e.cell.index()] |= e.digit.bit();
            l.done.push(Done::Struck {
                cell: e.cell.index() as u8,
                digit: e.digit.get(),
            });
        }
        l.step = Some(step);
        self.stats.eliminations += u64::from(count);
        self.stats.depth = self.top as u32;
        Some(self.tell(Explained::Eliminate { technique, count }))
    }

    /// The cell to branch on and its options: the empty cell with the fewest candidates
    /// left, the first in row-major order among equals; None when the grid is full.
    /// Notes where the frame about to open starts.
    pub(super) fn logic_choose(&mut self) -> Option<(usize, u16)> {
        let mut best: Option<(u32, usize, u16)> = None;
        for &c in &self.empties[..self.n_empties] {
            let c = c as usize;
            if self.cells[c] != 0 {
                continue;
            }
            let m = self.candidates_now(c);
            let n = m.count_ones();
            if best.is_none_or(|(bn, _, _)| n < bn) {
                best = Some((n, c, m));
            }
        }
        let top = self.top;
        let l = self.logic_mut();
        l.done_from[top] = l.done.len() as u16;
        best.map(|(_, c, m)| (c, m))
    }

    /// One take-back: the newest thing done under the top frame (a deduction undone, a
    /// candidate given back), else the frame's own digit, as for the other strategies.
    pub(super) fn logic_take_back(&mut self) -> Event {
        let top = self.top;
        let l = self.logic_mut();
        let from = match top {
            0 => 0,
            t => l.done_from[t - 1] as usize,
        };
        if l.done.len() > from {
            if let Some(Done::Struck { cell, digit }) = l.done.pop() {
                let cell = cell as usize;
                l.struck[cell] &= !bit(digit);
                let why = self.cause;
                self.stats.restorations += 1;
                self.stats.depth = self.top as u32;
                return self.tell(Explained::Restore {
                    cell: Spot::new(cell),
                    digit,
                    why,
                });
            }
            // A deduction: the newest of the stepper's, undone as for propagate.
        }
        self.take_back()
    }
}
