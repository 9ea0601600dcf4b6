//! What each group of keys does on the 9×9 grid's screens, once no overlay, race or grid
//! of another size has taken it: the editor's keys, a solve's, and those of every
//! screen.

use super::action::{AppKey, EditKey, SolveKey};
use super::effect::Effect;
use super::history::Way;

use super::App;
use crate::tui::ui::geometry;

impl App {
    /// The keys that work on every screen, a race's and a grid of another size's too.
    pub(super) fn app_key(&mut self, key: AppKey) -> Option<Effect> {
        match key {
            AppKey::ToggleCandidates => self.toggle_candidates(),
            AppKey::Help => self.open_help(),
            AppKey::Quit => return self.quit(true),
            AppKey::Record => return Some(Effect::ToggleRecording),
            // During a solve or a race on its way Ctrl-C just quits.
            AppKey::Interrupt => {
                let going = on_stage_ref!(self, |stage| stage.active());
                return self.quit(!going);
            }
        }
        None
    }

    /// The editor's keys on the 9×9 grid (during a solve, its edits say how to get back).
    pub(super) fn edit_key(&mut self, key: EditKey) {
        match key {
            EditKey::Up => self.editor.move_cursor(0, -1),
            EditKey::Down => self.editor.move_cursor(0, 1),
            EditKey::Left => self.editor.move_cursor(-1, 0),
            EditKey::Right => self.editor.move_cursor(1, 0),
            EditKey::Click { x, y } => {
                if let Some(cell) = geometry::cell_at(self.area, x, y) {
                    self.editor.cursor = cell;
                }
            }
            EditKey::Digit(d) => self.type_cell(d),
            EditKey::Blank => self.type_cell(0),
            EditKey::ClearCell => self.set_cell(0),
            EditKey::ToggleAdvance => self.toggle_advance(),
            EditKey::Undo => self.walk(Way::Back),
            EditKey::Redo => self.walk(Way::Forward),
            EditKey::ClearAll => self.clear_all(),
            EditKey::CycleStrategy => self.cycle_strategy(),
            EditKey::Open => self.open_picker(),
            EditKey::Save => self.open_save_prompt(),
            EditKey::PrevPuzzle => self.switch_by(-1),
            EditKey::NextPuzzle => self.switch_by(1),
            EditKey::Generate => self.open_generator(),
            EditKey::Hint => self.hint(),
            EditKey::BigDigit => {
                self.message =
                    Some("A 9x9 grid has the digits 1 to 9 (# is for larger grids)".into());
            }
        }
    }

    /// A solve's keys on the 9×9 grid.
    pub(super) fn solve_key(&mut self, key: SolveKey) {
        match key {
            SolveKey::Faster => self.set_speed(self.speed.faster()),
            SolveKey::Slower => self.set_speed(self.speed.slower()),
            SolveKey::Start => {
                self.stack_scroll = 0;
                self.start(false);
            }
            SolveKey::PauseResume => self.pause_or_resume(),
            SolveKey::Step => self.step(),
            SolveKey::Finish => self.finish(),
            SolveKey::Stop => {
                self.stack_scroll = 0;
                self.stop();
            }
            SolveKey::StepBack => self.step_back(),
            SolveKey::BackToChoice => self.back_to_choice(),
            SolveKey::GoTo => self.open_go_to(),
            SolveKey::Breakpoints => self.open_breakpoints(),
            SolveKey::NextSolution => self.next_solution(),
            SolveKey::Race => {
                self.start_race();
            }
            // Tab has boards to show only in a race.
            SolveKey::NextBoards => {}
            SolveKey::Map => self.open_map(),
            SolveKey::Hindsight => self.toggle_hindsight(),
            SolveKey::ScrollPageUp => self.scroll_stack(true),
            SolveKey::ScrollPageDown => self.scroll_stack(false),
        }
    }
}
