//! What the latest events say: the last event with what explains it, and the latest
//! take-back with the reason behind it and the grid that reason held on. A story is told
//! event by event, and what it shows depends only on the last events the run replays
//! (`Run::replay`: the recall and a grid's worth of cells more): after a jump to any step
//! it is told again from that many steps before, and reads the same as when the search
//! first got there. Told at 9×9 or (over `AnyShape`) at any size.

use sudoku_engine::shape::Spot;
use sudoku_engine::solve::logic::{words, Step};
use sudoku_engine::solve::{Explained, Nine, Stepper, Why};

use super::Searched;
use crate::tui::shown::{StepView, Undoing, WhyView};

/// A take-back is recalled (with its reason) for this many steps after it.
pub const RECALL: u64 = 100;

/// Take-backs for one reason, in a row: what the grid was before the first, and for
/// undone deductions how many there are, how many are done, and the choice that forced
/// them.
#[derive(Clone, Debug)]
struct Chain<L: Searched> {
    why: Why<L::Mask>,
    before: L::Grid,
    undoing: Undoing,
}

/// The latest take-back.
#[derive(Clone, Debug)]
struct Back<L: Searched> {
    step: u64,
    cell: Spot,
    digit: u8,
    why: Why<L::Mask>,
    before: L::Grid,
}

#[derive(Clone, Debug)]
pub struct Story<L: Searched = Nine> {
    /// The last event told, its step, and (for an undone deduction) where in its run.
    last: Option<(u64, Explained<L::Mask>, Option<Undoing>)>,
    back: Option<Back<L>>,
    chain: Option<Chain<L>>,
    /// The technique behind the last event (logic's deductions and eliminations).
    technique: Option<Step>,
}

impl<L: Searched> Default for Story<L> {
    fn default() -> Self {
        Story {
            last: None,
            back: None,
            chain: None,
            technique: None,
        }
    }
}

impl<L: Searched> Story<L> {
    /// Event `step`, with the search as it is just after it.
    pub fn tell(&mut self, step: u64, event: Explained<L::Mask>, now: &Stepper<L>) {
        self.technique = L::technique(now);
        let follows = self
            .last
            .is_some_and(|(s, e, _)| s + 1 == step && e.why().is_some());
        let (cell, digit, why) = match event {
            Explained::Retract { cell, digit, why } | Explained::Undo { cell, digit, why } => {
                (cell, digit, why)
            }
            _ => {
                self.chain = None;
                self.last = Some((step, event, None));
                return;
            }
        };
        let chain = match self.chain.take() {
            Some(c) if follows && c.why == why => self.chain.insert(c),
            _ => self
                .chain
                .insert(Chain::start(cell.index(), digit, why, now)),
        };
        let undoing = matches!(event, Explained::Undo { .. }).then(|| {
            chain.undoing.done += 1;
            chain.undoing
        });
        self.back = Some(Back {
            step,
            cell,
            digit,
            why,
            before: chain.before.clone(),
        });
        self.last = Some((step, event, undoing));
    }

    /// The step label and the latest take-back as the screen shows them at step `at`:
    /// None before the first event.
    pub fn view(&self, at: u64) -> Option<StepView<L::Mask, L::Grid>> {
        let (step, event, undoing) = self.last.filter(|l| l.0 == at)?;
        let why = self
            .back
            .as_ref()
            .filter(|b| b.step <= step && step - b.step < RECALL)
            .map(|b| WhyView {
                cell: b.cell,
                digit: b.digit,
                why: b.why,
                ago: step - b.step,
                before: b.before.clone(),
            });
        Some(StepView {
            event,
            undoing,
            why,
            technique: self.technique.as_ref().map(words::describe),
        })
    }

    /// The technique step behind the event shown at step `at` (logic): its pattern,
    /// eliminations and words.
    pub fn technique(&self, at: u64) -> Option<&Step> {
        self.last.filter(|l| l.0 == at)?;
        self.technique.as_ref()
    }

    /// The last event told.
    pub fn last(&self) -> Option<Explained<L::Mask>> {
        self.last.map(|l| l.1)
    }
}

impl<L: Searched> Chain<L> {
    /// The first take-back for `why`, of `digit` from `cell`; `now` is the search just
    /// after it.
    fn start(cell: usize, digit: u8, why: Why<L::Mask>, now: &Stepper<L>) -> Chain<L> {
        let before = L::before(now, cell, digit);
        // Under the newest choice: the deductions left after this one, this one, and
        // the choice (which keeps its digit until they are all undone).
        let view = now.view();
        let depth = view.choices().len();
        let by = view
            .choices()
            .next_back()
            .and_then(|c| c.digit.map(|d| (c.cell, d)));
        Chain {
            why,
            before,
            undoing: Undoing {
                done: 0,
                total: view.deductions(depth).len() + 1,
                by,
            },
        }
    }
}
