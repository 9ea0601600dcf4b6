//! How long a search will be, before it starts: Knuth's estimator (1975), random probes
//! down the strategy's own tree.
//!
//! The search runs to its first solution. The fast solver knows in microseconds which
//! choices lead to one, so the way to the solution is walked exactly, choice by choice:
//! at each, the digits tried before the one that leads on are branches the search will
//! explore to the end and leave. Their size is what is estimated: a probe goes down one
//! such branch, at each choice taking one of the `k` digits at random and weighing what
//! it meets below by the product of the `k`s on the way; the mean of such probes is the
//! branch's size, exactly in expectation. A puzzle without a solution is one such branch,
//! the whole tree.
//!
//! What each node costs is the strategy's own count: its placement and its take-back,
//! and with propagate the deductions made under it and their undoing. The expansion of a
//! node is the step engine itself, started on the node's board.
//!
//! A board of another size than 9×9 ([`estimate_board`]) is estimated alike, with the
//! step engine of every size and the exact solver of its size.

use super::{any, fast, AnyShape, BoardStepper, Event, Layout, Mask, Stepper, Strategy};
use crate::board::Board;
use crate::grid::{Grid, CELLS};

/// What the estimate asks of a board: its expansion by a strategy, whether a solution
/// extends it, and the board with one more digit.
trait Space: Clone {
    fn expand(&self, strategy: Strategy) -> Expanded<Self>;
    fn solvable(&self) -> bool;
    fn clashes(&self) -> bool;
    /// The board with `digit` at `cell` (0: emptied).
    fn with(&self, cell: usize, digit: u8) -> Self;
}

impl Space for Grid {
    fn expand(&self, strategy: Strategy) -> Expanded<Grid> {
        expand(self, strategy)
    }
    fn solvable(&self) -> bool {
        fast::count(self, 1) > 0
    }
    fn clashes(&self) -> bool {
        !self.conflicts().is_empty()
    }
    fn with(&self, cell: usize, digit: u8) -> Grid {
        let mut g = *self;
        g.set(cell, digit);
        g
    }
}

/// A board of any size, with the step engine's tables of its shape (built once per
/// estimate, shared by every board a probe meets).
#[derive(Clone)]
struct OnShape {
    board: Board,
    layout: AnyShape,
}

impl Space for OnShape {
    fn expand(&self, strategy: Strategy) -> Expanded<OnShape> {
        let s = BoardStepper::with_layout(self.layout.clone(), &self.board, strategy)
            .expect("the logic strategy is refused before an estimate of another size");
        expand_with(s, |s| OnShape {
            board: s.to_board(),
            layout: self.layout.clone(),
        })
    }
    fn solvable(&self) -> bool {
        any::count(&self.board, 1) > 0
    }
    fn clashes(&self) -> bool {
        !self.board.conflicts().is_empty()
    }
    fn with(&self, cell: usize, digit: u8) -> OnShape {
        let mut b = self.clone();
        b.board
            .try_set(cell, digit)
            .expect("a digit of the board's shape, on one of its cells");
        b
    }
}

/// What the strategy does on a board: the deductions it makes first, then either a
/// choice (the cell, the digits that fit it, the board with the deductions) or the end.
#[derive(Debug, PartialEq, Eq)]
enum Expanded<B = Grid> {
    Branch {
        deduced: u64,
        cell: usize,
        options: u32,
        board: B,
    },
    Solved {
        deduced: u64,
    },
    Failed {
        deduced: u64,
    },
}

fn expand(board: &Grid, strategy: Strategy) -> Expanded {
    match strategy {
        Strategy::Naive => expand_naive(board),
        _ => expand_stepped(board, strategy),
    }
}

/// [`expand`] by the step engine itself, started on the board.
fn expand_stepped(board: &Grid, strategy: Strategy) -> Expanded {
    expand_with(Stepper::new(board, strategy), |s| s.grid())
}

/// The first events of the search `s` up to its first choice; `board` reads its board.
fn expand_with<L: Layout, B: Space>(
    mut s: Stepper<L>,
    board: impl Fn(&Stepper<L>) -> B,
) -> Expanded<B> {
    let mut deduced = 0;
    loop {
        match s.step() {
            // Logic's eliminations count as one step each, like a deduction.
            Event::Deduce { .. } | Event::Eliminate { .. } => deduced += 1,
            Event::Place { cell, .. } => {
                let cell = cell.index();
                let options = s.view().choices().last().map_or(0, |c| c.options.to_u32());
                let board = board(&s).with(cell, 0);
                return Expanded::Branch {
                    deduced,
                    cell,
                    options,
                    board,
                };
            }
            Event::Solved => return Expanded::Solved { deduced },
            Event::Retract { .. } | Event::Restore { .. } | Event::NoSolution => {
                return Expanded::Failed { deduced }
            }
        }
    }
}

/// [`expand`] for naive, without a step engine: no deductions, and the choice is the
/// first empty cell, row by row (a board the search reaches has no clash).
fn expand_naive(board: &Grid) -> Expanded {
    let Some(cell) = (0..CELLS).find(|&c| board.get(c) == 0) else {
        return Expanded::Solved { deduced: 0 };
    };
    match board.candidates(cell) {
        0 => Expanded::Failed { deduced: 0 },
        options => Expanded::Branch {
            deduced: 0,
            cell,
            options: u32::from(options),
            board: *board,
        },
    }
}

/// A small random stream (splitmix64), so that a seed gives the same estimate.
struct Stream(u64);

impl Stream {
    fn below(&mut self, n: u32) -> u32 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^= z >> 31;
        ((u128::from(z) * u128::from(n)) >> 64) as u32
    }
}

/// The `i`-th digit (from 0, ascending) of a mask.
fn nth_digit(mask: u32, i: u32) -> u8 {
    let mut m = mask;
    for _ in 0..i {
        m &= m - 1;
    }
    m.trailing_zeros() as u8 + 1
}

/// One probe of the branch whose board (right after its placement) is `board`: an
/// unbiased estimate of its steps. `root`: the whole search of a puzzle without a
/// solution (no placement of its own to take back, and its final event).
fn probe<B: Space>(board: &B, strategy: Strategy, root: bool, rng: &mut Stream) -> f64 {
    let mut weight = 1.0;
    let mut total = 0.0;
    let mut b = board.clone();
    let mut own_extra = if root { 1.0 } else { 2.0 };
    loop {
        let e = b.expand(strategy);
        let (deduced, next) = match e {
            Expanded::Branch {
                deduced,
                cell,
                options,
                board,
            } => (deduced, Some((cell, options, board))),
            Expanded::Solved { deduced } | Expanded::Failed { deduced } => (deduced, None),
        };
        total += weight * (own_extra + 2.0 * deduced as f64);
        own_extra = 2.0;
        let Some((cell, options, board)) = next else {
            return total;
        };
        let k = options.count_ones();
        if k == 0 {
            return total;
        }
        weight *= f64::from(k);
        b = board.with(cell, nth_digit(options, rng.below(k)));
    }
}

/// The estimated steps of the search of `puzzle` with `strategy` until it ends (at the
/// first solution, or with none): `probes` probes per branch the search will leave
/// (more: a closer estimate, slower), drawn from `seed`.
pub fn estimate(puzzle: &Grid, strategy: Strategy, probes: u32, seed: u64) -> f64 {
    estimate_in(puzzle, strategy, probes, seed)
}

/// [`estimate`] for a puzzle of any size (the same figure for a 9×9 one), with naive,
/// mrv or propagate (the logic strategy is 9×9 only: it panics here).
pub fn estimate_board(puzzle: &Board, strategy: Strategy, probes: u32, seed: u64) -> f64 {
    match puzzle.to_grid() {
        Some(grid) => estimate_in(&grid, strategy, probes, seed),
        None => {
            let on = OnShape {
                board: puzzle.clone(),
                layout: AnyShape::new(puzzle.shape()),
            };
            estimate_in(&on, strategy, probes, seed)
        }
    }
}

fn estimate_in<B: Space>(puzzle: &B, strategy: Strategy, probes: u32, seed: u64) -> f64 {
    let probes = probes.max(1);
    let mut rng = Stream(seed);
    let mean = |board: &B, root: bool, rng: &mut Stream| {
        (0..probes)
            .map(|_| probe(board, strategy, root, rng))
            .sum::<f64>()
            / f64::from(probes)
    };
    if puzzle.clashes() {
        return 1.0;
    }
    if !puzzle.solvable() {
        return mean(puzzle, true, &mut rng);
    }
    let mut total = 0.0;
    let mut b = puzzle.clone();
    let mut root = true;
    loop {
        match b.expand(strategy) {
            Expanded::Solved { deduced } => {
                return total + if root { 0.0 } else { 1.0 } + deduced as f64 + 1.0;
            }
            // Not met: the board has a solution, and the search only ever adds to it
            // what agrees with one.
            Expanded::Failed { deduced } => return total + 2.0 * deduced as f64 + 1.0,
            Expanded::Branch {
                deduced,
                cell,
                options,
                board,
            } => {
                total += if root { 0.0 } else { 1.0 } + deduced as f64;
                root = false;
                let mut next = None;
                for i in 0..options.count_ones() {
                    let child = board.with(cell, nth_digit(options, i));
                    if child.solvable() {
                        next = Some(child);
                        break;
                    }
                    total += mean(&child, false, &mut rng);
                }
                // A board with a solution has a digit that leads to it.
                let Some(next) = next else { return total };
                b = next;
            }
        }
    }
}

#[cfg(test)]
#[path = "estimate_board_tests.rs"]
mod board_tests;
#[cfg(test)]
#[path = "estimate_tests.rs"]
mod tests;
