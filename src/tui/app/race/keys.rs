//! What the keys do to a race: the solve keys work on every board together, Tab shows the
//! boards that do not fit, R and Esc go back to the editor; edits wait until then. At
//! every size: on a grid of another size the race is of the strategies that search it.

use super::racing::{each, Racing};
use super::{Phase, Race};
use crate::tui::app::action::Action;
use crate::tui::app::effect::Taken;
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

    /// The action during a race, if the race has a say in it, and what it asks of the
    /// event loop; [`Taken::No`]: the app's usual handling goes on (help, quit,
    /// candidates).
    pub(in crate::tui::app) fn race_action(&mut self, action: Action) -> Taken {
        let Some(racing) = self.race.as_mut() else {
            return Taken::No;
        };
        let active = racing.active();
        match action {
            Action::PauseResume => each!(racing, |race| race.pause_or_resume()),
            Action::Step => each!(racing, |race| race.step()),
            Action::StepBack => {
                if !each!(racing, |race| race.back()) {
                    self.message = Some("At the start of the race".into());
                }
            }
            Action::Finish => racing.finish(),
            Action::Start => each!(racing, |race| match race.phase() {
                Phase::Over => race.restart(),
                _ => race.resume(),
            }),
            Action::Faster => self.set_speed(self.speed.faster()),
            Action::Slower => self.set_speed(self.speed.slower()),
            Action::NextBoards => {
                let room = self.race_room();
                let racing = self.race.as_mut();
                if !racing.is_some_and(|r| each!(r, |race| race.next_boards(room))) {
                    self.message = Some("Every board is on screen".into());
                }
            }
            Action::Stop | Action::Race => {
                self.race = None;
                self.message = Some("Back to the editor: the puzzle is as it was".into());
            }
            // During a race Ctrl-C just quits.
            Action::Interrupt => return Taken::Yes(self.quit(!active)),
            Action::CycleStrategy => self.message = Some("Every strategy is in the race".into()),
            Action::Digit(_)
            | Action::ClearCell
            | Action::Blank
            | Action::ToggleAdvance
            | Action::Undo
            | Action::Redo
            | Action::ClearAll
            | Action::Open
            | Action::Save
            | Action::PrevPuzzle
            | Action::NextPuzzle
            | Action::Generate => self.message = Some("Esc returns to the editor".into()),
            Action::NextSolution => {
                self.message = Some("In a race each board stops at its first solution".into());
            }
            // The editor's cursor stays where it was.
            Action::Up | Action::Down | Action::Left | Action::Right | Action::Click { .. } => {}
            // Help, quitting, candidates: as anywhere.
            _ => return Taken::No,
        }
        Taken::Yes(None)
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
