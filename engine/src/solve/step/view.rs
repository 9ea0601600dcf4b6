//! A read-only view of the search, the same for every strategy: the stack of choices
//! (what is placed, what is left to try), the deductions forced under each choice, and
//! the trail of every digit written, in order.

use super::{Layout, Mask, Nine, Stepper};
use crate::grid::CELLS;
use crate::shape::Spot;
use crate::solve::reason::Rule;

/// A digit written by propagation, and the rule that forced it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Deduction {
    pub(super) cell: u16,
    pub(super) digit: u8,
    pub(super) rule: Rule,
}

impl Default for Deduction {
    fn default() -> Self {
        Deduction {
            cell: 0,
            digit: 0,
            rule: Rule::NakedSingle,
        }
    }
}

impl Deduction {
    /// The cell written (0..81 row-major at 9×9, 0..N² at other sizes).
    pub fn cell(&self) -> Spot {
        Spot::new(self.cell as usize)
    }
    /// The digit forced there, 1..=9 (1..=N).
    pub fn digit(&self) -> u8 {
        self.digit
    }
    /// The rule that forced it: a naked single, or a hidden single in a unit.
    pub fn rule(&self) -> Rule {
        self.rule
    }
}

/// One choice point on the stack. `M` is the set of digits: `u16` at 9×9, `u32` for
/// a search of any size.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Choice<M = u16> {
    /// The cell the search branched on (0..81 row-major at 9×9, 0..N² at other sizes).
    pub cell: Spot,
    /// The digit placed there now; None between two tries (just after a take-back, the
    /// next step places the next digit or gives the choice up).
    pub digit: Option<u8>,
    /// Digits that fitted the cell when the choice was made (a mask).
    pub options: M,
    /// Digits not tried yet (a mask).
    pub remaining: M,
}

impl<M: Mask> Choice<M> {
    /// Digits tried so far, the current one included (a mask).
    pub fn tried(&self) -> M {
        self.options & !self.remaining
    }

    /// Which guess at this cell the current digit is: 1 for the first (with `of`, the
    /// "1 of 2" of a label).
    pub fn guess(&self) -> u32 {
        self.tried().count()
    }

    /// How many digits fitted the cell when the choice was made.
    pub fn of(&self) -> u32 {
        self.options.count()
    }
}

/// A digit on the trail: written by choice at depth `depth` (1 for the first choice),
/// or deduced under the choice at `depth` (0: before any choice).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Written {
    /// A digit placed by choice.
    Guess {
        /// The cell (0..81 row-major at 9×9, 0..N² at other sizes).
        cell: Spot,
        /// The digit, 1..=9.
        digit: u8,
        /// The choice's place on the stack, 1 for the first (oldest).
        depth: usize,
    },
    /// A digit forced by propagation.
    Deduced {
        /// The cell (0..81 row-major at 9×9, 0..N² at other sizes).
        cell: Spot,
        /// The digit, 1..=9.
        digit: u8,
        /// The rule that forced it.
        rule: Rule,
        /// The choice it was deduced under, 0 before any choice.
        depth: usize,
    },
}

impl Written {
    /// The cell written (0..81 row-major at 9×9, 0..N² at other sizes).
    pub fn cell(&self) -> Spot {
        match *self {
            Written::Guess { cell, .. } | Written::Deduced { cell, .. } => cell,
        }
    }
    /// The digit written, 1..=9.
    pub fn digit(&self) -> u8 {
        match *self {
            Written::Guess { digit, .. } | Written::Deduced { digit, .. } => digit,
        }
    }
}

/// What the search holds now; see [`Stepper::view`].
#[derive(Debug)]
pub struct SearchView<'a, L: Layout = Nine> {
    s: &'a Stepper<L>,
}

impl<L: Layout> Clone for SearchView<'_, L> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<L: Layout> Copy for SearchView<'_, L> {}

impl<'a, L: Layout> SearchView<'a, L> {
    /// Choices holding a digit (the depth of the search).
    pub fn depth(&self) -> usize {
        self.choices().filter(|c| c.digit.is_some()).count()
    }

    /// The choices on the stack, oldest first.
    pub fn choices(
        &self,
    ) -> impl DoubleEndedIterator<Item = Choice<L::Mask>> + ExactSizeIterator + 'a {
        let s = self.s;
        s.frames[..s.top].iter().map(move |f| {
            let cell = Spot::new(f.cell as usize);
            Choice {
                cell,
                digit: Some(s.cells[cell.index()]).filter(|&d| d != 0),
                options: f.options,
                remaining: f.remaining,
            }
        })
    }

    /// The deductions forced under the choice at `depth` (1 for the first choice), in
    /// the order made; at depth 0, those made before any choice.
    pub fn deductions(&self, depth: usize) -> &'a [Deduction] {
        let s = self.s;
        if depth > s.top {
            return &[];
        }
        let start = match depth {
            0 => 0,
            d => s.frames[d - 1].deduced_from as usize,
        };
        let end = if depth < s.top {
            s.frames[depth].deduced_from as usize
        } else {
            s.n_deduced
        };
        &s.deduced[start..end]
    }

    /// Every digit written and not taken back, in the order written.
    pub fn trail(&self) -> impl Iterator<Item = Written> + 'a {
        let view = *self;
        let forced = move |depth: usize| {
            view.deductions(depth)
                .iter()
                .map(move |d| Written::Deduced {
                    cell: d.cell(),
                    digit: d.digit,
                    rule: d.rule,
                    depth,
                })
        };
        let guesses = self.choices().enumerate().flat_map(move |(i, c)| {
            let guess = c.digit.map(|digit| Written::Guess {
                cell: c.cell,
                digit,
                depth: i + 1,
            });
            guess.into_iter().chain(forced(i + 1))
        });
        forced(0).chain(guesses)
    }

    /// Whether the digit now in `cell` was deduced (false for givens, guesses and
    /// empty cells).
    pub fn is_deduced(&self, cell: usize) -> bool {
        self.s.deduced[..self.s.n_deduced]
            .iter()
            .any(|d| d.cell as usize == cell)
    }

    /// [`SearchView::is_deduced`] for every cell at once (N² of them), in one pass over
    /// the deductions.
    pub fn deduced_list(&self) -> Vec<bool> {
        let mut out = vec![false; self.s.shape().cells()];
        for d in &self.s.deduced[..self.s.n_deduced] {
            out[d.cell as usize] = true;
        }
        out
    }
}

impl SearchView<'_> {
    /// [`SearchView::is_deduced`] for every cell at once, in one pass over the deductions.
    pub fn deduced_cells(&self) -> [bool; CELLS] {
        let mut out = [false; CELLS];
        for d in &self.s.deduced[..self.s.n_deduced] {
            out[d.cell as usize] = true;
        }
        out
    }
}

impl<L: Layout> Stepper<L> {
    /// The search as it stands: choices, deductions, trail.
    pub fn view(&self) -> SearchView<'_, L> {
        SearchView { s: self }
    }
}
