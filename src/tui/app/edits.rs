//! What the 9×9 editor ([`Editor`](super::Editor)) and the editor of other sizes
//! ([`Sized`](super::sized::Sized)) share, written once: the cursor's moves over a grid
//! of side N, the puzzle a step away in a collection, and the bookkeeping of an edit, an
//! undo and a redo over their history of snapshots.

use super::history::{History, Way};

/// The cell `dx` columns and `dy` rows from `cursor` on a grid of side `n`, wrapping
/// around at the edges.
pub fn moved(cursor: usize, n: usize, dx: isize, dy: isize) -> usize {
    let n = n as isize;
    let r = (cursor as isize / n + dy).rem_euclid(n);
    let c = (cursor as isize % n + dx).rem_euclid(n);
    (r * n + c) as usize
}

/// The cell after `cursor` in reading order, from the end of a row to the start of the
/// next, and from the last cell to the first.
pub fn next_cell(cursor: usize, cells: usize) -> usize {
    (cursor + 1) % cells
}

/// The puzzle `delta` away from puzzle `index` (0-based) of a collection of `count`, or
/// why there is none.
pub fn neighbour(index: usize, count: usize, delta: isize) -> Result<usize, &'static str> {
    if count <= 1 {
        return Err("This file holds a single puzzle");
    }
    let n = index as isize + delta;
    if n < 0 {
        Err("Already at the first puzzle")
    } else if n >= count as isize {
        Err("Already at the last puzzle")
    } else {
        Ok(n as usize)
    }
}

/// An editor that undo and redo walk: its state as a snapshot, put back from one.
pub trait Undoable {
    /// One state undo and redo go back and forth between.
    type Snapshot: PartialEq;

    /// The state now.
    fn snapshot(&self) -> Self::Snapshot;

    /// Puts a state back.
    fn restore(&mut self, s: Self::Snapshot);

    fn history(&mut self) -> &mut History<Self::Snapshot>;

    /// The cells of the grid now.
    fn cells(&self) -> &[u8];

    /// The cells of a snapshot's grid (None for one that holds no grid of the editor's).
    fn cells_of(s: &Self::Snapshot) -> Option<&[u8]>;

    fn cursor_mut(&mut self) -> &mut usize;
}

/// Replaces the editor's state with `next`, as one edit that undo takes back; nothing
/// when `next` is the state already.
pub fn edit<E: Undoable>(e: &mut E, next: E::Snapshot) {
    let before = e.snapshot();
    if before == next {
        return;
    }
    e.history().record(before);
    e.restore(next);
}

/// One undo (`Way::Back`) or redo: the state one step `way`, for the caller to put
/// back, the state now kept for the walk the other way; the cursor goes to the cell
/// changed, when one cell was. None when there is nothing that way.
pub fn walk<E: Undoable>(e: &mut E, way: Way) -> Option<E::Snapshot> {
    let now = e.snapshot();
    let target = e.history().walk(way, now)?;
    if let Some(cell) = E::cells_of(&target).and_then(|cells| only_change(e.cells(), cells)) {
        *e.cursor_mut() = cell;
    }
    Some(target)
}

/// The cell that differs between two grids of one size, when exactly one does.
fn only_change(a: &[u8], b: &[u8]) -> Option<usize> {
    if a.len() != b.len() {
        return None;
    }
    let mut changed = (0..a.len()).filter(|&c| a[c] != b[c]);
    let first = changed.next()?;
    changed.next().is_none().then_some(first)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cursor_wraps_at_the_edges_of_every_side() {
        assert_eq!(moved(0, 9, -1, 0), 8);
        assert_eq!(moved(0, 9, 0, -1), 72);
        assert_eq!(moved(80, 9, 1, 1), 0);
        assert_eq!(moved(3, 4, 1, 0), 0);
        assert_eq!(moved(624, 25, 0, 1), 24);
        assert_eq!(next_cell(80, 81), 0);
        assert_eq!(next_cell(3, 16), 4);
    }

    #[test]
    fn a_neighbour_is_in_the_collection_or_refused_with_why() {
        assert_eq!(neighbour(0, 1, 1), Err("This file holds a single puzzle"));
        assert_eq!(neighbour(0, 3, -1), Err("Already at the first puzzle"));
        assert_eq!(neighbour(2, 3, 1), Err("Already at the last puzzle"));
        assert_eq!(neighbour(1, 3, 1), Ok(2));
    }

    #[test]
    fn one_changed_cell_is_found_and_only_one() {
        assert_eq!(only_change(&[1, 0, 3], &[1, 2, 3]), Some(1));
        assert_eq!(only_change(&[1, 0, 0], &[1, 2, 3]), None);
        assert_eq!(only_change(&[1, 2], &[1, 2]), None);
        assert_eq!(only_change(&[1, 2], &[1, 2, 3, 4]), None);
    }
}
