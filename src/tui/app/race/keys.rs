//! What the keys do to a race: the solve keys work on every board together, Tab shows the
//! boards that do not fit, R and Esc go back to the editor; edits wait until then. At
//! every size: on a grid of another size the race is of the strategies that search it.

use super::racing::{each, Racing};
use super::{Phase, Race};
use crate::tui::app::action::{Action, EditKey, SolveKey};
use crate::tui::app::App;
use crate::tui::ui;

/// `$body` with `$race` the race on screen of `$app` (of either layout, compiled for
/// both); the body's value, or its type's default when no race is on.
macro_rules! on_race {
    ($app:expr, |$race:ident| $body:expr) => {
        on_stage!($app, |stage| match stage.race_mut() {
            Some($race) => $body,
            None => Default::default(),
        })
    };
}

impl App {
    /// Starts a race of every strategy on the edited puzzle (of the grid on screen, at
    /// any size), in place of a solve; false (and a message) when its givens clash.
    pub fn start_race(&mut self) -> bool {
        if self.refuse_clashes() {
            return false;
        }
        match self.sized.as_mut() {
            Some(s) => s.stage.race_with(Race::all_board(&s.board)),
            None => self.nine.race_with(Race::all(&self.editor.puzzle)),
        }
        self.message = None;
        true
    }

    /// The action during a race, if the race has a say in it; false: the app's usual
    /// handling goes on (help, quit, candidates, and the solve's keys that work in a
    /// race as in a solve).
    pub(in crate::tui::app) fn race_action(&mut self, action: Action) -> bool {
        if self.racing().is_none() {
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
    /// Only asked while a race is on ([`App::race_action`]).
    fn race_solve_key(&mut self, key: SolveKey) -> bool {
        match key {
            SolveKey::PauseResume => on_race!(self, |race| race.pause_or_resume()),
            SolveKey::Step => on_race!(self, |race| race.step()),
            SolveKey::StepBack => {
                if !on_race!(self, |race| race.back()) {
                    self.message = Some("At the start of the race".into());
                }
            }
            SolveKey::Finish => on_race!(self, |race| race.finish()),
            SolveKey::Start => on_race!(self, |race| match race.phase() {
                Phase::Over => race.restart(),
                _ => race.resume(),
            }),
            SolveKey::Faster => self.set_speed(self.speed.faster()),
            SolveKey::Slower => self.set_speed(self.speed.slower()),
            SolveKey::NextBoards => {
                let room = self.race_room();
                if !on_race!(self, |race| race.next_boards(room)) {
                    self.message = Some("Every board is on screen".into());
                }
            }
            SolveKey::Stop | SolveKey::Race => {
                on_stage!(self, |stage| {
                    stage.edit();
                });
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
        let Some(racing) = self.racing() else {
            return 0;
        };
        each!(racing, |race| {
            let results = super::view::results(race);
            ui::race::room(self.area, &super::view::field(race), results.as_deref())
        })
    }
}
