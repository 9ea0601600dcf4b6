//! The step engine: a resumable backtracking search with an explicit stack, advanced one
//! event per call, so that a user interface can animate it.
//!
//! The stack holds at most one frame per empty cell and the trail at most one entry per
//! empty cell, so memory does not grow with the number of steps.

use super::{Event, Stats, Strategy};
use crate::grid::{bit, box_of, col_of, row_of, Grid, ALL, CELLS, UNITS};

/// One branching point: the cell, the digits still to try there, and where the trail
/// stood before this frame's digit was placed.
#[derive(Clone, Copy, Debug)]
struct Frame {
    cell: u8,
    /// Digit placed now (0: none placed yet, or taken back).
    digit: u8,
    /// Digits not yet tried.
    remaining: u16,
    /// Trail length before this frame's placement.
    trail_start: u8,
}

/// What the next call to [`Stepper::step`] does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mode {
    /// Look for a forced digit (propagate strategy only), else branch.
    Propagate,
    /// Pick the next cell and place its first candidate.
    Branch,
    /// Place the next candidate of the top frame, or give it up.
    TryNext,
    /// Take back the top frame's deductions, then its digit.
    Backtrack,
    Done(Outcome),
}

/// How a finished search ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    Solved,
    NoSolution,
}

impl Outcome {
    /// The final event that reports this outcome.
    pub fn event(self) -> Event {
        match self {
            Outcome::Solved => Event::Solved,
            Outcome::NoSolution => Event::NoSolution,
        }
    }
}

/// The resumable search. Create it with [`Stepper::new`], then call [`Stepper::step`]
/// until it returns [`Event::Solved`] or [`Event::NoSolution`]; after that it keeps
/// returning the same final event and counts nothing more.
#[derive(Clone, Debug)]
pub struct Stepper {
    strategy: Strategy,
    puzzle: Grid,
    cells: [u8; CELLS],
    rows: [u16; 9],
    cols: [u16; 9],
    boxes: [u16; 9],
    /// Empty cells of the puzzle in row-major order (naive visits them in this order).
    empties: Vec<u8>,
    frames: Vec<Frame>,
    /// Digits written since the start, in order: (cell, digit, deduced?).
    trail: Vec<(u8, u8, bool)>,
    mode: Mode,
    stats: Stats,
    last_cell: Option<usize>,
    /// Naive strategy only: row, column and box of each empty cell, the digits still to
    /// try at each depth, the depth, and what the next step does.
    naive_units: Vec<[u8; 3]>,
    naive_remaining: [u16; CELLS],
    naive_depth: usize,
    naive_mode: NaiveMode,
}

/// The naive strategy's own small state machine (its hot path avoids the general one).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum NaiveMode {
    /// Enter the next empty cell: compute its allowed digits, place the first.
    Enter,
    /// Place the next allowed digit at the current depth, or back up.
    Next,
    /// Take back the digit one level up.
    Back,
}

impl Stepper {
    /// A search over `puzzle` with the given strategy. A puzzle whose givens clash
    /// ends at the first step with [`Event::NoSolution`].
    pub fn new(puzzle: &Grid, strategy: Strategy) -> Stepper {
        let mut s = Stepper {
            strategy,
            puzzle: *puzzle,
            cells: *puzzle.cells(),
            rows: [0; 9],
            cols: [0; 9],
            boxes: [0; 9],
            empties: Vec::with_capacity(CELLS),
            frames: Vec::with_capacity(CELLS),
            trail: Vec::with_capacity(CELLS),
            mode: Mode::Propagate,
            stats: Stats::default(),
            last_cell: None,
            naive_units: Vec::new(),
            naive_remaining: [0; CELLS],
            naive_depth: 0,
            naive_mode: NaiveMode::Enter,
        };
        let mut clash = false;
        for cell in 0..CELLS {
            let d = s.cells[cell];
            if d == 0 {
                s.empties.push(cell as u8);
            } else {
                let b = bit(d);
                let (r, c, x) = (row_of(cell), col_of(cell), box_of(cell));
                if (s.rows[r] | s.cols[c] | s.boxes[x]) & b != 0 {
                    clash = true;
                }
                s.rows[r] |= b;
                s.cols[c] |= b;
                s.boxes[x] |= b;
            }
        }
        s.mode = if clash {
            Mode::Backtrack
        } else if strategy == Strategy::Propagate {
            Mode::Propagate
        } else {
            Mode::Branch
        };
        s.naive_units = s
            .empties
            .iter()
            .map(|&c| {
                let c = c as usize;
                [row_of(c) as u8, col_of(c) as u8, box_of(c) as u8]
            })
            .collect();
        if clash {
            // Nothing on the stack: the first backtrack ends the search.
            s.naive_mode = NaiveMode::Back;
        }
        s
    }

    pub fn strategy(&self) -> Strategy {
        self.strategy
    }

    /// The puzzle the search started from.
    pub fn puzzle(&self) -> &Grid {
        &self.puzzle
    }

    /// The grid as the search has it now.
    pub fn grid(&self) -> Grid {
        Grid::from_cells(self.cells)
    }

    /// Digit in a cell now (0 for empty).
    #[inline]
    pub fn cell(&self, cell: usize) -> u8 {
        self.cells[cell]
    }

    pub fn stats(&self) -> &Stats {
        &self.stats
    }

    /// The cell the last event touched.
    pub fn last_cell(&self) -> Option<usize> {
        self.last_cell
    }

    /// How the search ended, once it has.
    pub fn outcome(&self) -> Option<Outcome> {
        match self.mode {
            Mode::Done(o) => Some(o),
            _ => None,
        }
    }

    pub fn is_finished(&self) -> bool {
        matches!(self.mode, Mode::Done(_))
    }

    /// Runs at most `max` steps; returns the final event if the search ended.
    pub fn run(&mut self, max: u64) -> Option<Event> {
        for _ in 0..max {
            let e = self.step();
            if e.is_final() {
                return Some(e);
            }
        }
        None
    }

    /// Runs to the end and returns the final event.
    pub fn finish(&mut self) -> Event {
        loop {
            let e = self.step();
            if e.is_final() {
                return e;
            }
        }
    }

    #[inline]
    fn candidates(&self, cell: usize) -> u16 {
        ALL & !(self.rows[row_of(cell)] | self.cols[col_of(cell)] | self.boxes[box_of(cell)])
    }

    #[inline]
    fn write(&mut self, cell: usize, digit: u8) {
        let b = bit(digit);
        self.cells[cell] = digit;
        self.rows[row_of(cell)] |= b;
        self.cols[col_of(cell)] |= b;
        self.boxes[box_of(cell)] |= b;
    }

    #[inline]
    fn erase(&mut self, cell: usize, digit: u8) {
        let b = !bit(digit);
        self.cells[cell] = 0;
        self.rows[row_of(cell)] &= b;
        self.cols[col_of(cell)] &= b;
        self.boxes[box_of(cell)] &= b;
    }

    /// The cell to branch on (mrv and propagate): the empty cell with the fewest
    /// candidates, the first in row-major order among equals; None when the grid is full.
    fn choose(&self) -> Option<usize> {
        let mut best: Option<(u32, usize)> = None;
        for &c in &self.empties {
            let c = c as usize;
            if self.cells[c] != 0 {
                continue;
            }
            let n = self.candidates(c).count_ones();
            if best.is_none_or(|(bn, _)| n < bn) {
                best = Some((n, c));
                if n == 0 {
                    break;
                }
            }
        }
        best.map(|(_, c)| c)
    }

    /// Finds a forced digit: a naked single (first empty cell in row-major order with one
    /// candidate), else a hidden single (units in row, column, box order; digits
    /// ascending). `Err(())` when some cell has no candidate or some digit has no place.
    fn find_single(&self) -> Result<Option<(usize, u8)>, ()> {
        for &c in &self.empties {
            let c = c as usize;
            if self.cells[c] != 0 {
                continue;
            }
            let m = self.candidates(c);
            if m == 0 {
                return Err(());
            }
            if m.is_power_of_two() {
                return Ok(Some((c, m.trailing_zeros() as u8 + 1)));
            }
        }
        for unit in &UNITS {
            let mut seen_once = 0u16;
            let mut seen_more = 0u16;
            let mut held = 0u16;
            for &c in unit {
                let c = c as usize;
                if self.cells[c] != 0 {
                    held |= bit(self.cells[c]);
                    continue;
                }
                let m = self.candidates(c);
                seen_more |= seen_once & m;
                seen_once |= m;
            }
            if (seen_once | held) != ALL {
                return Err(());
            }
            let once = seen_once & !seen_more & !held;
            if once != 0 {
                let d = once.trailing_zeros() as u8 + 1;
                let b = bit(d);
                for &c in unit {
                    let c = c as usize;
                    if self.cells[c] == 0 && self.candidates(c) & b != 0 {
                        return Ok(Some((c, d)));
                    }
                }
            }
        }
        Ok(None)
    }

    /// Places the next untried digit of the top frame. Returns the event, or None when
    /// the frame has no digit left (it is then popped).
    #[inline]
    fn try_next(&mut self) -> Option<Event> {
        let top = self.frames.last_mut()?;
        if top.remaining == 0 {
            self.frames.pop();
            return None;
        }
        let d = top.remaining.trailing_zeros() as u8 + 1;
        top.remaining &= top.remaining - 1;
        top.digit = d;
        let cell = top.cell as usize;
        self.write(cell, d);
        self.trail.push((cell as u8, d, false));
        self.stats.placements += 1;
        let depth = self.frames.len() as u32;
        if depth > self.stats.max_depth {
            self.stats.max_depth = depth;
        }
        self.stats.depth = depth;
        self.last_cell = Some(cell);
        self.mode = if self.strategy == Strategy::Propagate {
            Mode::Propagate
        } else {
            Mode::Branch
        };
        Some(Event::Place { cell, digit: d })
    }

    fn finish_with(&mut self, outcome: Outcome) -> Event {
        self.mode = Mode::Done(outcome);
        self.stats.depth = if self.strategy == Strategy::Naive {
            self.naive_depth as u32
        } else {
            self.frames.len() as u32
        };
        outcome.event()
    }

    /// Advances the search by one event.
    #[inline]
    pub fn step(&mut self) -> Event {
        if let Mode::Done(o) = self.mode {
            return o.event();
        }
        self.stats.steps += 1;
        if self.strategy == Strategy::Naive {
            self.step_naive()
        } else {
            self.step_inner()
        }
    }

    /// The classic algorithm, one event per call: cells in row-major order (the next
    /// empty cell is the one at the current depth), digits ascending.
    #[inline(always)]
    fn step_naive(&mut self) -> Event {
        loop {
            match self.naive_mode {
                NaiveMode::Enter => {
                    let k = self.naive_depth;
                    let Some(&[r, c, x]) = self.naive_units.get(k) else {
                        return self.finish_with(Outcome::Solved);
                    };
                    self.naive_remaining[k] = ALL
                        & !(self.rows[r as usize] | self.cols[c as usize] | self.boxes[x as usize]);
                    self.naive_mode = NaiveMode::Next;
                }
                NaiveMode::Next => {
                    let k = self.naive_depth;
                    let rem = self.naive_remaining[k];
                    if rem == 0 {
                        self.naive_mode = NaiveMode::Back;
                        continue;
                    }
                    let b = rem & rem.wrapping_neg();
                    self.naive_remaining[k] = rem ^ b;
                    let [r, c, x] = self.naive_units[k];
                    self.rows[r as usize] |= b;
                    self.cols[c as usize] |= b;
                    self.boxes[x as usize] |= b;
                    let cell = self.empties[k] as usize;
                    let digit = b.trailing_zeros() as u8 + 1;
                    self.cells[cell] = digit;
                    self.naive_depth = k + 1;
                    self.naive_mode = NaiveMode::Enter;
                    self.stats.placements += 1;
                    let depth = (k + 1) as u32;
                    self.stats.depth = depth;
                    if depth > self.stats.max_depth {
                        self.stats.max_depth = depth;
                    }
                    self.last_cell = Some(cell);
                    return Event::Place { cell, digit };
                }
                NaiveMode::Back => {
                    if self.naive_depth == 0 {
                        return self.finish_with(Outcome::NoSolution);
                    }
                    let k = self.naive_depth - 1;
                    self.naive_depth = k;
                    let cell = self.empties[k] as usize;
                    let digit = self.cells[cell];
                    let b = !bit(digit);
                    let [r, c, x] = self.naive_units[k];
                    self.rows[r as usize] &= b;
                    self.cols[c as usize] &= b;
                    self.boxes[x as usize] &= b;
                    self.cells[cell] = 0;
                    self.naive_mode = NaiveMode::Next;
                    self.stats.retractions += 1;
                    self.stats.depth = k as u32;
                    self.last_cell = Some(cell);
                    return Event::Retract { cell, digit };
                }
            }
        }
    }

    #[inline]
    fn step_inner(&mut self) -> Event {
        loop {
            match self.mode {
                Mode::Done(o) => return o.event(),
                Mode::Propagate => match self.find_single() {
                    Ok(Some((cell, d))) => {
                        self.write(cell, d);
                        self.trail.push((cell as u8, d, true));
                        self.stats.deductions += 1;
                        self.last_cell = Some(cell);
                        return Event::Deduce { cell, digit: d };
                    }
                    Ok(None) => self.mode = Mode::Branch,
                    Err(()) => self.mode = Mode::Backtrack,
                },
                Mode::Branch => {
                    let Some(cell) = self.choose() else {
                        return self.finish_with(Outcome::Solved);
                    };
                    let remaining = self.candidates(cell);
                    self.frames.push(Frame {
                        cell: cell as u8,
                        digit: 0,
                        remaining,
                        trail_start: self.trail.len() as u8,
                    });
                    self.mode = Mode::TryNext;
                }
                Mode::TryNext => match self.try_next() {
                    Some(e) => return e,
                    None => self.mode = Mode::Backtrack,
                },
                Mode::Backtrack => {
                    let Some(top) = self.frames.last().copied() else {
                        // Every branch failed. Deductions made before the first guess
                        // (propagate) go too, newest first, so the search ends on the
                        // puzzle it started from.
                        if let Some((cell, d, _)) = self.trail.pop() {
                            let cell = cell as usize;
                            self.erase(cell, d);
                            self.stats.retractions += 1;
                            self.last_cell = Some(cell);
                            return Event::Retract { cell, digit: d };
                        }
                        return self.finish_with(Outcome::NoSolution);
                    };
                    // Backtracking starts from a frame holding a digit: `try_next` pops a
                    // frame with nothing left to try before asking for it.
                    debug_assert_ne!(top.digit, 0);
                    // Deductions made after this frame's digit go first, newest first;
                    // the frame's own digit last.
                    let (cell, d, _) = self.trail.pop().expect("trail holds the frame's digit");
                    let cell = cell as usize;
                    self.erase(cell, d);
                    self.stats.retractions += 1;
                    self.last_cell = Some(cell);
                    if self.trail.len() == top.trail_start as usize {
                        let f = self.frames.last_mut().expect("frame present");
                        f.digit = 0;
                        self.mode = Mode::TryNext;
                    }
                    self.stats.depth = self.frames.len() as u32;
                    return Event::Retract { cell, digit: d };
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const BAEKJOON: &str =
        "103000509002109400000704000300502006060000050700803004000401000009205800804000107";
    const BAEKJOON_ANSWER: &str =
        "143628579572139468986754231391542786468917352725863914237481695619275843854396127";

    fn replay(puzzle: &Grid, events: &[Event]) -> Grid {
        let mut g = *puzzle;
        for e in events {
            match *e {
                Event::Place { cell, digit } | Event::Deduce { cell, digit } => {
                    assert_eq!(g.get(cell), 0);
                    g.set(cell, digit)
                }
                Event::Retract { cell, digit } => {
                    assert_eq!(g.get(cell), digit);
                    g.set(cell, 0)
                }
                _ => {}
            }
        }
        g
    }

    #[test]
    fn every_strategy_solves_baekjoon_sample() {
        let p = Grid::from_line(BAEKJOON).unwrap();
        for s in [Strategy::Naive, Strategy::Mrv, Strategy::Propagate] {
            let mut st = Stepper::new(&p, s);
            let mut events = Vec::new();
            loop {
                let e = st.step();
                events.push(e);
                if e.is_final() {
                    break;
                }
            }
            assert_eq!(*events.last().unwrap(), Event::Solved, "{s:?}");
            let g = replay(&p, &events);
            assert_eq!(g, st.grid());
            assert!(g.solves(&p));
            let stats = st.stats();
            assert_eq!(
                stats.placements + stats.deductions - stats.retractions,
                p.blanks() as u64
            );
            assert_eq!(stats.steps, events.len() as u64);
            // Finished: keeps answering the final event.
            assert_eq!(st.step(), Event::Solved);
            assert_eq!(st.stats().steps, events.len() as u64);
        }
        let mut st = Stepper::new(&p, Strategy::Naive);
        st.finish();
        assert_eq!(st.grid().to_line(), BAEKJOON_ANSWER);
    }

    #[test]
    fn memory_does_not_grow_with_steps() {
        // A 17-clue puzzle: millions of steps for naive, thousands for the others.
        let p = Grid::from_line(
            ".................1....23......4...2...5...36...71......1..5.....3..6..8.94.......",
        )
        .unwrap();
        for s in [Strategy::Naive, Strategy::Mrv, Strategy::Propagate] {
            let mut st = Stepper::new(&p, s);
            let caps = (
                st.frames.capacity(),
                st.trail.capacity(),
                st.empties.capacity(),
            );
            let mut steps = 0u64;
            while !st.step().is_final() {
                steps += 1;
                if steps.is_multiple_of(4096) {
                    assert!(st.frames.len() <= CELLS && st.trail.len() <= CELLS);
                }
            }
            assert!(st.grid().solves(&p), "{s:?}");
            assert_eq!(
                (
                    st.frames.capacity(),
                    st.trail.capacity(),
                    st.empties.capacity()
                ),
                caps,
                "{s:?}: no reallocation after {steps} steps"
            );
        }
    }

    #[test]
    fn mrv_branches_on_the_first_cell_with_fewest_candidates() {
        let p = Grid::from_line(BAEKJOON).unwrap();
        let best = (0..CELLS)
            .filter(|&c| p.get(c) == 0)
            .min_by_key(|&c| (p.candidates(c).count_ones(), c))
            .unwrap();
        let smallest = p.candidates(best).trailing_zeros() as u8 + 1;
        let mut st = Stepper::new(&p, Strategy::Mrv);
        assert_eq!(
            st.step(),
            Event::Place {
                cell: best,
                digit: smallest
            }
        );
        // Each later placement is also on a cell with the fewest candidates at that time.
        let mut g = st.grid();
        loop {
            let want = (0..CELLS)
                .filter(|&c| g.get(c) == 0)
                .map(|c| g.candidates(c).count_ones())
                .min();
            match st.step() {
                Event::Place { cell, .. } => {
                    assert_eq!(Some(g.candidates(cell).count_ones()), want);
                }
                e if e.is_final() => break,
                _ => {}
            }
            g = st.grid();
        }
    }

    #[test]
    fn propagate_deduces_and_takes_deductions_back() {
        // The first of Norvig's "hardest": propagation alone does not finish it.
        let p = Grid::from_line(
            "85...24..72......9..4.........1.7..23.5...9...4...........8..7..17..........36.4.",
        )
        .unwrap();
        let mut mrv = Stepper::new(&p, Strategy::Mrv);
        mrv.finish();
        let mut prop = Stepper::new(&p, Strategy::Propagate);
        let mut deduced_then_retracted = false;
        let mut deduced = std::collections::HashSet::new();
        loop {
            let before = prop.grid();
            match prop.step() {
                Event::Deduce { cell, digit } => {
                    // A deduced digit is the only candidate of its cell, or the only
                    // place for the digit in one of the cell's units.
                    let naked = before.candidates(cell) == bit(digit);
                    let hidden = UNITS.iter().any(|u| {
                        u.contains(&(cell as u8))
                            && u.iter()
                                .filter(|&&c| before.candidates(c as usize) & bit(digit) != 0)
                                .count()
                                == 1
                    });
                    assert!(
                        naked || hidden,
                        "r{}c{} = {digit}",
                        cell / 9 + 1,
                        cell % 9 + 1
                    );
                    deduced.insert((cell, digit));
                }
                Event::Retract { cell, digit } if deduced.contains(&(cell, digit)) => {
                    deduced_then_retracted = true;
                }
                e if e.is_final() => break,
                _ => {}
            }
        }
        assert_eq!(prop.grid(), mrv.grid(), "a 17-clue puzzle has one solution");
        assert!(prop.grid().solves(&p));
        let (ps, ms) = (prop.stats(), mrv.stats());
        assert!(ps.deductions > 0);
        assert!(
            deduced_then_retracted,
            "a failed guess takes its deductions back"
        );
        assert!(ps.placements < ms.placements, "{ps:?} vs {ms:?}");
    }

    #[test]
    fn clashing_givens_end_at_once() {
        let mut p = Grid::empty();
        p.set(0, 5);
        p.set(1, 5);
        for s in [Strategy::Naive, Strategy::Mrv, Strategy::Propagate] {
            let mut st = Stepper::new(&p, s);
            assert_eq!(st.step(), Event::NoSolution);
            assert_eq!(st.outcome(), Some(Outcome::NoSolution));
            assert_eq!(st.stats().placements, 0);
        }
    }

    #[test]
    fn propagate_takes_back_its_first_deductions_when_nothing_fits() {
        let p = Grid::from_line(
            "075003924149067853020590601307456210000730006416829507530678190961302785004915060",
        )
        .unwrap();
        let mut st = Stepper::new(&p, Strategy::Propagate);
        assert_eq!(st.finish(), Event::NoSolution);
        assert_eq!(st.grid(), p);
        let s = st.stats();
        assert!(s.deductions > 0);
        assert_eq!(s.placements + s.deductions, s.retractions);
    }

    #[test]
    fn full_grid_is_solved_at_once() {
        let g = Grid::from_line(BAEKJOON_ANSWER).unwrap();
        let mut st = Stepper::new(&g, Strategy::Naive);
        assert_eq!(st.step(), Event::Solved);
    }

    #[test]
    fn unsolvable_reports_no_solution() {
        // r1c9 has no candidate: row 1 holds 1-8, column 9 holds 9.
        let mut p = Grid::empty();
        for (i, d) in (1..=8u8).enumerate() {
            p.set(i, d);
        }
        p.set(9 * 5 + 8, 9);
        for s in [Strategy::Naive, Strategy::Mrv, Strategy::Propagate] {
            let mut st = Stepper::new(&p, s);
            assert_eq!(st.finish(), Event::NoSolution, "{s:?}");
            assert_eq!(st.grid(), p, "{s:?} gives the puzzle back");
        }
    }
}
