//! The estimate on the app: asked about the puzzle being edited and the strategy the
//! next solve uses, said in the editor's panel, and set against the count once the
//! search has ended.

use sudoku_engine::solve::fast::Status;

use super::forecast;
use super::run::Progress;
use super::screen::{OnGrid, Screen};
use super::App;

impl App {
    /// Asks the forecast about the edited puzzle while the 9×9 editor is on screen
    /// (nothing when it is the question asked last).
    pub(super) fn ask_forecast(&mut self) {
        if matches!(self.screen(), Screen::Editing(OnGrid::Nine)) {
            self.forecast.ask(&self.editor.puzzle, self.strategy);
        }
    }

    /// The panel's `Estimate` line: while editing, the size of the search to come
    /// (`naive: about 1.4e8 steps, about 1 s at max`); once a search has ended at its
    /// first solution or with none, what was predicted against what it took.
    pub fn estimate_line(&self) -> Option<String> {
        let Some(run) = self.run() else {
            if let Screen::Racing(_) = self.screen() {
                return None;
            }
            if matches!(self.editor.verdict.status(), Some(Status::Clash(_))) {
                return None;
            }
            let puzzle = &self.editor.puzzle;
            return match self.forecast.known(puzzle, self.strategy) {
                Some(p) => Some(forecast::before(self.strategy, p, self.speed)),
                None => self.forecast.pending().then(|| "working out…".into()),
            };
        };
        let stepper = run.stepper();
        let ended = matches!(run.state(), Progress::Solved | Progress::NoSolution);
        if !ended || stepper.stats().solutions > 1 {
            return None;
        }
        let p = self.forecast.known(stepper.puzzle(), stepper.strategy())?;
        Some(forecast::after(p, stepper.stats().steps))
    }
}
