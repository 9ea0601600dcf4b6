//! What the keys do to a race: the solve keys work on every board together, Tab shows the
//! boards that do not fit, R and Esc go back to the editor; edits wait until then. At
//! every size: on a grid of another size the race is of the strategies that search it.

use super::racing::{each, Racing};
use super::{Phase, Race};
use crate::tui::app::action::{Action, EditKey, SolveKey};
use crate::tui::app::App;
use crate::tui::ui;

impl App {
    /// Starts a race of every strategy on the edited puzzle (of the grid on screen, at
    /// any size), in place of a solve; false (and a message) when its givens clash.
    pub fn start_race(&mut self) -> bool {
        if self.refuse_clashes() {
            return false;
        }
        on_runs!(self, |runs| runs.clear());
        let breaks = *on_runs_ref!(self, |runs| runs.breakpoints());
        self.race = Some(match &self.sized {
            Some(s) => Racing::Any(Race::all_board(&s.board, breaks)),
            None => Racing::Nine(Race::all(&self.editor.puzzle, breaks)),
        });
        self.message = None;
        true
    }

    /// The action during a race, if the race has a say in it; false: the app's usual
    /// handling goes on (help, quit, candidates, and the solve's keys that work in a
    /// race as in a solve).
    pub(in crate::tui::app) fn race_action(&mut self, action: Action) -> bool {
        if self.race.is_none() {
            return false;
        }
        match action {
            Action::Solve(key) => return self.race_solve_key(key),
            // The editor's cursor stays where it was.
            Action::Edit(
                EditKey::Up
                | EditKey::Down
                | EditKey::Left
                | EditKey::Right
                | EditKey::Click { .. },
            ) => {}
            Action::Edit(EditKey::CycleStrategy) => {
                self.message = Some("Every strategy is in the race".into());
            }
            // Edits, files and hints wait for the editor.
            Action::Edit(_) => self.message = Some("Esc returns to the editor".into()),
            // Help, quitting, candidates: as anywhere.
            Action::App(_) | Action::Overlay(_) => return false,
        }
        true
    }

    /// A solve's key during a race: on every board together, or what a race does in its
    /// place; false for the keys that work as in a solve (going back to a
    /// choice or a step, the breakpoints, the map, hindsight, the stack's pages).
    fn race_solve_key(&mut self, key: SolveKey) -> bool {
        let Some(racing) = self.race.as_mut() else {
            return false;
        };
        match key {
            SolveKey::PauseResume => each!(racing, |race| race.pause_or_resume()),
            SolveKey::Step => each!(racing, |race| race.step()),
            SolveKey::StepBack => {
                if !each!(racing, |race| race.back()) {
                    self.message = Some("At the start of the race".into());
                }
            }
            SolveKey::Finish => racing.finish(),
            SolveKey::Start => each!(racing, |race| match race.phase() {
                Phase::Over => race.restart(),
                _ => race.resume(),
            }),
            SolveKey::Faster => self.set_speed(self.speed.faster()),
            SolveKey::Slower => self.set_speed(self.speed.slower()),
            SolveKey::NextBoards => {
                let room = self.race_room();
                let racing = self.race.as_mut();
                if !racing.is_some_and(|r| each!(r, |race| race.next_boards(room))) {
                    self.message = Some("Every board is on screen".into());
                }
            }
            SolveKey::Stop | SolveKey::Race => {
                self.race = None;
                self.message = Some("Back to the editor: the puzzle is as it was".into());
            }
            SolveKey::NextSolution => {
                self.message = Some("In a race each board stops at its first solution".into());
            }
            SolveKey::BackToChoice
            | SolveKey::GoTo
            | SolveKey::Breakpoints
            | SolveKey::Map
            | SolveKey::Hindsight
            | SolveKey::ScrollPageUp
            | SolveKey::ScrollPageDown => return false,
        }
        true
    }

    /// How many boards fit on the screen as it is.
    fn race_room(&self) -> usize {
        let Some(racing) = &self.race else {
            return 0;
        };
        each!(racing, |race| {
            let results = super::view::results(race);
            ui::race::room(self.area, &super::view::field(race), results.as_deref())
        })
    }
}
