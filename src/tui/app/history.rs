//! Undo and redo: two stacks, walked by one code path in either direction.

/// Which way to walk the history.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Way {
    /// Undo.
    Back,
    /// Redo.
    Forward,
}

impl Way {
    /// What to say when there is nothing that way.
    pub fn nothing(self) -> &'static str {
        match self {
            Way::Back => "Nothing to undo",
            Way::Forward => "Nothing to redo",
        }
    }
}

/// Earlier states (to undo to) and later ones (to redo to).
#[derive(Clone, Debug)]
pub struct History<T> {
    back: Vec<T>,
    forward: Vec<T>,
}

impl<T> Default for History<T> {
    fn default() -> Self {
        History {
            back: Vec::new(),
            forward: Vec::new(),
        }
    }
}

impl<T> History<T> {
    /// A change was made from `before`: it can be undone; what was undone is gone.
    pub fn record(&mut self, before: T) {
        self.back.push(before);
        self.forward.clear();
    }

    /// The state one step `way` from `current`, which is kept for the walk back; None
    /// when there is none (and `current` is dropped: it is the caller's still).
    pub fn walk(&mut self, way: Way, current: T) -> Option<T> {
        let (from, to) = match way {
            Way::Back => (&mut self.back, &mut self.forward),
            Way::Forward => (&mut self.forward, &mut self.back),
        };
        let target = from.pop()?;
        to.push(current);
        Some(target)
    }

    /// True when there is a state to walk to that way.
    pub fn can(&self, way: Way) -> bool {
        match way {
            Way::Back => !self.back.is_empty(),
            Way::Forward => !self.forward.is_empty(),
        }
    }

    /// Forgets everything (a new puzzle).
    pub fn clear(&mut self) {
        self.back.clear();
        self.forward.clear();
    }
}
