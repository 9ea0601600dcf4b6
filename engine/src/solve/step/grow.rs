//! Naive told to something that grows beside it (the choice tree, see
//! [`crate::solve::tree`]) from inside its steps: what each placement and take-back
//! leaves, with no event to build and take apart again. What the engine's own frames
//! hold (the cell of each choice, the digits that fitted it, those tried) is not told
//! again: it is read from them when it is wanted ([`Stepper::naive_frame`]). The other
//! strategies tell it event by event ([`Grow::observe`]): their steps cost far more
//! than that.

pub(crate) use super::Note;
use super::{Layout, Mode, Nine, Stepper};
use crate::solve::{Event, Strategy};

/// What is told of a search as it goes. Naive's hooks are handed what they need and
/// not the search itself, so that the search keeps its state to itself while it runs;
/// what they note of a choice is kept in the choice's own frame ([`Note`]), where the
/// loop already stands.
pub(crate) trait Grow<L: Layout = Nine> {
    /// A digit was placed at `depth` (1 for a first choice), at step `step`; `note` is
    /// the note kept in its frame, to write; `cells` gives the board after it. (Its
    /// number among the placements follows from the step and the depth: every step but
    /// a final one places a digit or takes one back.)
    fn placed<'c>(
        &mut self,
        depth: usize,
        cell: usize,
        digit: u8,
        step: u64,
        note: &mut Note,
        cells: impl FnOnce() -> &'c [u8],
    );

    /// The digit `digit` at `cell`, placed at `depth`, was taken back at step `step`;
    /// `gate` is the gate its frame noted, `notes` gives the whole note and that of the
    /// choice under it (None for a first choice, under the root); `above` says how many
    /// digits fitted the frame above it, opened under it (None when there is none: the
    /// grid was full). Only the gate is read on every take-back.
    #[allow(clippy::too_many_arguments)]
    fn retracted(
        &mut self,
        depth: usize,
        cell: usize,
        digit: u8,
        step: u64,
        gate: u64,
        notes: impl FnOnce() -> (Note, Option<Note>),
        above: impl FnOnce() -> Option<u32>,
    );

    /// The search ended at step `step`: solved (with `depth` choices holding), or with
    /// no solution.
    fn ended(&mut self, depth: usize, step: u64, solved: bool);

    /// Any strategy's event, and the search after it.
    fn observe(&mut self, e: Event, stepper: &Stepper<L>);
}

/// Nothing grows: the plain search.
impl<L: Layout> Grow<L> for () {
    #[inline(always)]
    fn placed<'c>(
        &mut self,
        _: usize,
        _: usize,
        _: u8,
        _: u64,
        _: &mut Note,
        _: impl FnOnce() -> &'c [u8],
    ) {
    }
    #[inline(always)]
    fn retracted(
        &mut self,
        _: usize,
        _: usize,
        _: u8,
        _: u64,
        _: u64,
        _: impl FnOnce() -> (Note, Option<Note>),
        _: impl FnOnce() -> Option<u32>,
    ) {
    }
    #[inline(always)]
    fn ended(&mut self, _: usize, _: u64, _: bool) {}
    #[inline(always)]
    fn observe(&mut self, _: Event, _: &Stepper<L>) {}
}

/// One of naive's frames as it stands: the cell, the digits that fitted it when it was
/// opened, and those not tried yet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct NaiveFrame<M> {
    pub(crate) cell: usize,
    pub(crate) options: M,
    pub(crate) remaining: M,
    /// What a tree growing beside the search noted of the choice made in it.
    pub(crate) note: Note,
}

impl<L: Layout> Stepper<L> {
    /// [`Stepper::run`], telling `g` as it goes; the final event if the search ended.
    #[inline]
    pub(crate) fn run_grown(&mut self, max: u64, g: &mut impl Grow<L>) -> Option<Event> {
        if self.strategy != Strategy::Naive {
            return self.run_observed(max, |e, s| g.observe(e, s));
        }
        self.run_naive(max, g)
    }

    /// Naive's `k`-th frame (on the `k`-th empty cell), as it was last opened; None past
    /// the last empty cell.
    pub(crate) fn naive_frame(&self, k: usize) -> Option<NaiveFrame<L::Mask>> {
        (k < self.n_empties).then(|| {
            let f = &self.frames[k];
            NaiveFrame {
                cell: f.cell as usize,
                options: f.options,
                remaining: f.remaining,
                note: f.note,
            }
        })
    }

    /// Notes `note` in naive's `k`-th frame (of the choice made in it), as a tree that
    /// follows the search had it; nothing past the last empty cell.
    pub(crate) fn set_naive_note(&mut self, k: usize, note: Note) {
        if k < self.n_empties {
            self.frames[k].note = note;
        }
    }

    /// Naive: the frame under the deepest choice holding is open, each digit it tried
    /// taken back (after a take-back, and once the search has found no solution). Else
    /// nothing has been tried under that choice yet (just placed, or the grid full).
    pub(crate) fn naive_tries_under_deepest(&self) -> bool {
        matches!(
            self.mode,
            Mode::TryNext | Mode::Done(super::Outcome::NoSolution)
        )
    }
}
