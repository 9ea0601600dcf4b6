//! Which screen the app is on, read in one place from its state: the grid on screen (the
//! 9×9 one or a grid of another size) and its [`Stage`](super::stage::Stage), the editor,
//! a solve over it, or a race. The frame draws by it and the keys follow it.

use super::race::Racing;
use super::sized::Sized;
use super::App;

/// The grid under the editor and its solve.
#[derive(Clone, Copy, Debug)]
pub enum OnGrid<'a> {
    /// The 9×9 grid: [`App::editor`] and the app's runs.
    Nine,
    /// A grid of another size, with its own edits and runs.
    Sized(&'a Sized),
}

/// What is on screen.
#[derive(Clone, Copy, Debug)]
pub enum Screen<'a> {
    /// The editor of the grid, no solve.
    Editing(OnGrid<'a>),
    /// A solve of the grid's puzzle, going on or over.
    Solving(OnGrid<'a>),
    /// Every strategy at once on the puzzle of the grid (at any size).
    Racing(Racing<'a>),
}

impl<'a> Screen<'a> {
    /// The grid of the editor or the solve; None during a race.
    pub fn grid(self) -> Option<OnGrid<'a>> {
        match self {
            Screen::Editing(g) | Screen::Solving(g) => Some(g),
            Screen::Racing(_) => None,
        }
    }
}

impl App {
    /// The screen the app is on.
    pub fn screen(&self) -> Screen<'_> {
        if let Some(race) = self.racing() {
            return Screen::Racing(race);
        }
        let (grid, solving) = match &self.sized {
            Some(s) => (OnGrid::Sized(s), s.stage.solving()),
            None => (OnGrid::Nine, self.nine.solving()),
        };
        match solving {
            true => Screen::Solving(grid),
            false => Screen::Editing(grid),
        }
    }

    /// The race on screen, if one is: of the grid on screen.
    pub fn racing(&self) -> Option<Racing<'_>> {
        match &self.sized {
            Some(s) => s.stage.race().map(Racing::Any),
            None => self.nine.race().map(Racing::Nine),
        }
    }
}
