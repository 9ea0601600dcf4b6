//! The app's state and what every action does to it. Nothing here touches the terminal:
//! the event loop feeds actions in and calls [`App::tick`] while the solver animates.
//!
//! The root owns the [`Editor`] (the puzzle and its edits), the runs of a solve (each a
//! self-contained [`Run`], all on the app's clock and speed) and a stack of overlays,
//! the top one taking the keys.

mod action;
mod binding;
mod editor;
mod history;
pub mod keymap;
mod overlays;
mod pacing;
mod run;
mod status;
mod view;

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;
use sudoku_tui::grid::{cell_name, Grid};
use sudoku_tui::solve::Strategy;

pub use action::Action;
pub use binding::Mode;
pub use editor::Editor;
pub use overlays::{Overlay, Pending};
pub use pacing::Speed;
pub use run::{Run, State};
pub use status::STATUS_THREAD;

use super::files::{self, Source};
use super::ui::{self, geometry};
use history::Way;
use overlays::{Help, MessageBox, PickerBox, Question, Reply, Request, SavePrompt};
use status::Verdict;

/// The whole app.
pub struct App {
    pub editor: Editor,
    /// The solve on screen: none while editing. The grid and the panel show the first.
    pub runs: Vec<Run>,
    /// The strategy the next solve uses.
    pub strategy: Strategy,
    /// The speed of every run.
    pub speed: Speed,
    /// Overlays, the top one last.
    pub overlays: Vec<Overlay>,
    pub show_candidates: bool,
    /// A line for the panel about the last thing that happened.
    pub message: Option<String>,
    pub should_quit: bool,
    /// No colours at all, only modifiers (the NO_COLOR convention).
    pub no_color: bool,
    /// The terminal's size, for mouse clicks.
    pub area: Rect,
    /// The clock as of the last action or tick.
    pub now: Instant,
    /// Where the picker starts.
    pub picker_root: PathBuf,
}

impl App {
    /// An app that works out puzzle statuses on the spot (tests use this).
    pub fn new(source: Source, strategy: Strategy, speed: Speed) -> App {
        App::with(Editor::new(source, Verdict::on_the_spot()), strategy, speed)
    }

    /// An app that works out puzzle statuses on a thread of its own, so that a hard
    /// puzzle never holds up the keys or the start.
    pub fn with_background_status(source: Source, strategy: Strategy, speed: Speed) -> App {
        App::with(
            Editor::new(source, Verdict::in_background()),
            strategy,
            speed,
        )
    }

    fn with(editor: Editor, strategy: Strategy, speed: Speed) -> App {
        App {
            editor,
            runs: Vec::new(),
            strategy,
            speed,
            overlays: Vec::new(),
            show_candidates: true,
            message: None,
            should_quit: false,
            no_color: false,
            area: Rect::new(0, 0, 120, 40),
            now: Instant::now(),
            picker_root: PathBuf::from("."),
        }
    }

    /// A first hint for someone who has never seen the app.
    pub fn welcome(&mut self) {
        self.message = Some("Enter: watch the solver · ?: every key".into());
    }

    /// The run on screen.
    pub fn run(&self) -> Option<&Run> {
        self.runs.first()
    }

    pub fn state(&self) -> State {
        view::state(self.run())
    }

    /// What takes the keys: the overlay on top, or the main screen in its state.
    pub fn mode(&self) -> Mode {
        match self.overlays.last() {
            Some(o) => o.mode(),
            None => match self.state() {
                State::Editing => Mode::Editing,
                State::Solving => Mode::Solving,
                State::Paused => Mode::Paused,
                State::Solved | State::NoSolution => Mode::Finished,
            },
        }
    }

    /// The grid on screen: the puzzle while editing, the solver's grid during a solve.
    pub fn shown_grid(&self) -> Grid {
        view::shown_grid(&self.editor, self.run())
    }

    /// The puzzle the current solve started from, or the edited one.
    pub fn givens(&self) -> Grid {
        view::givens(&self.editor, self.run())
    }

    /// "Solved: ..." or "No solution: ..." for a finished solve.
    pub fn summary(&self) -> String {
        self.run().map(Run::summary).unwrap_or_default()
    }

    /// True while a solve goes on (finished runs stay on screen but are not active).
    fn run_active(&self) -> bool {
        self.runs.iter().any(|r| !r.is_done())
    }

    /// True while any run goes flat out to its end (`f`).
    pub fn finishing(&self) -> bool {
        self.runs.iter().any(|r| r.finishing)
    }

    /// True while the screen changes on its own: the solver runs or a flash fades.
    pub fn animating(&self) -> bool {
        self.next_wake().is_some()
    }

    /// When the event loop should tick next without input; None: wait for input.
    pub fn next_wake(&self) -> Option<Instant> {
        if self.status_pending() {
            return Some(self.now + Duration::from_millis(20));
        }
        let (now, speed) = (self.now, self.speed);
        self.runs
            .iter()
            .filter_map(|r| r.next_wake(now, speed))
            .min()
    }

    /// Advances the runs to `now`, spending at most until `deadline` on steps; several
    /// runs share the time.
    pub fn tick(&mut self, now: Instant, deadline: Instant) {
        self.now = now;
        let budget = deadline.saturating_duration_since(now);
        let n = self.runs.len() as u32;
        for (i, run) in self.runs.iter_mut().enumerate() {
            run.tick(now, now + budget * (i as u32 + 1) / n, self.speed);
        }
    }

    /// Runs the solve to its end (tests, and `f` when the loop is not around).
    pub fn finish_now(&mut self) {
        while self.run_active() {
            self.runs.iter_mut().for_each(Run::finish);
            let now = Instant::now();
            self.tick(now, now + Duration::from_millis(50));
        }
    }

    /// Picks up the verdict on the current puzzle if the checker has it; true if it did.
    pub fn poll_status(&mut self) -> bool {
        self.editor.verdict.poll()
    }

    /// True while the checker works on the puzzle's status.
    pub fn status_pending(&self) -> bool {
        self.editor.verdict.pending()
    }

    /// Pasted text: a puzzle in any format while editing (undoable), or text for the
    /// save prompt.
    pub fn paste(&mut self, text: &str) {
        self.message = None;
        if let Some(top) = self.overlays.last_mut() {
            top.paste(text);
            return;
        }
        if !self.editable() {
            return;
        }
        match sudoku_tui::format::parse("pasted text", text.as_bytes()) {
            Ok(doc) => match doc.puzzles.first() {
                Some(e) => {
                    self.editor.change(e.grid);
                    self.message = Some("Pasted a puzzle (u undoes)".into());
                }
                None => self.message = Some("No puzzle in the pasted text".into()),
            },
            Err(e) => self.show_message("Cannot paste", e.to_string()),
        }
    }

    /// Applies one action.
    pub fn handle(&mut self, action: Action) {
        // A message is about the last action only.
        self.message = None;
        if let Some(top) = self.overlays.pop() {
            match top.handle(action) {
                Reply::Stay(o) => self.overlays.push(o),
                Reply::Close => {}
                Reply::Then(request) => self.fulfil(request),
            }
            return;
        }
        match action {
            Action::Up => self.editor.move_cursor(0, -1),
            Action::Down => self.editor.move_cursor(0, 1),
            Action::Left => self.editor.move_cursor(-1, 0),
            Action::Right => self.editor.move_cursor(1, 0),
            Action::Click { x, y } => {
                if let Some(cell) = geometry::cell_at(self.area, x, y) {
                    self.editor.cursor = cell;
                }
            }
            Action::Digit(d) => self.set_cell(d),
            Action::ClearCell => self.set_cell(0),
            Action::Undo => self.walk(Way::Back),
            Action::Redo => self.walk(Way::Forward),
            Action::ClearAll => self.clear_all(),
            Action::ToggleCandidates => self.toggle_candidates(),
            Action::CycleStrategy => self.cycle_strategy(),
            Action::Faster => self.set_speed(self.speed.faster()),
            Action::Slower => self.set_speed(self.speed.slower()),
            Action::Start => self.start(false),
            Action::PauseResume => self.runs.iter_mut().for_each(Run::pause_or_resume),
            Action::Step => self.step(),
            Action::Finish => self.finish(),
            Action::Stop => self.stop(),
            Action::Help => self.overlays.push(Overlay::Help(Help)),
            Action::Open => self.open_picker(),
            Action::Save => self.open_save_prompt(),
            Action::PrevPuzzle => self.switch_by(-1),
            Action::NextPuzzle => self.switch_by(1),
            Action::Quit => self.quit(true),
            // During a solve Ctrl-C just quits.
            Action::Interrupt => self.quit(!self.run_active()),
            // Answers, text and picker moves are for overlays: with none open, nothing.
            Action::Close
            | Action::Yes
            | Action::No
            | Action::Input(_)
            | Action::InputBackspace
            | Action::Submit
            | Action::PickerUp
            | Action::PickerDown
            | Action::PickerPageUp
            | Action::PickerPageDown
            | Action::PickerTop
            | Action::PickerBottom
            | Action::PickerEnter
            | Action::PickerParent => {}
        }
    }

    /// Does what an overlay asked as it closed.
    fn fulfil(&mut self, request: Request) {
        match request {
            Request::Interrupt => self.handle(Action::Interrupt),
            Request::Quit => self.should_quit = true,
            Request::Confirmed(then) => self.confirmed(then),
            Request::Save { path, solution } => self.save(&path, solution),
            Request::Open { path, folder } => {
                self.picker_root = folder;
                match files::load_chosen(&path) {
                    Ok(source) => self.load_or_ask(source),
                    Err(msg) => self.show_message("Cannot open", msg),
                }
            }
        }
    }

    fn ask(&mut self, question: &str, then: Pending) {
        self.overlays
            .push(Overlay::Question(Question::new(question, then)));
    }

    fn show_message(&mut self, title: &str, text: String) {
        self.overlays
            .push(Overlay::Message(MessageBox::new(title, text)));
    }

    /// Asks first when there are unsaved edits and `careful`.
    fn quit(&mut self, careful: bool) {
        if careful && self.editor.dirty {
            self.ask("Unsaved edits. Quit anyway?", Pending::Quit);
        } else {
            self.should_quit = true;
        }
    }

    fn confirmed(&mut self, then: Pending) {
        match then {
            Pending::Quit => self.should_quit = true,
            Pending::ClearAll => {
                self.editor.change(Grid::empty());
                self.message = Some("Grid cleared (u undoes)".into());
            }
            Pending::Switch(n) => {
                self.runs.clear();
                self.editor.show(n);
                self.say_opened();
            }
            Pending::Load(source) => {
                self.runs.clear();
                self.editor.open(source);
                self.say_opened();
            }
        }
    }

    fn say_opened(&mut self) {
        let s = &self.editor.source;
        self.message = Some(format!(
            "Opened {} ({} of {})",
            s.name,
            s.index + 1,
            s.count()
        ));
    }
}

/// Editing.
impl App {
    /// Edits are for the editor: during a solve they only say how to get back.
    fn editable(&mut self) -> bool {
        if self.runs.is_empty() {
            true
        } else {
            self.message = Some("Esc returns to the editor".into());
            false
        }
    }

    fn set_cell(&mut self, digit: u8) {
        if self.editable() {
            self.editor.set_cell(digit);
        }
    }

    /// Undo or redo.
    fn walk(&mut self, way: Way) {
        if self.editable() && !self.editor.walk(way) {
            self.message = Some(way.nothing().into());
        }
    }

    fn clear_all(&mut self) {
        if !self.editable() {
            return;
        }
        if self.editor.puzzle.filled() == 0 {
            self.message = Some("The grid is already empty".into());
        } else {
            self.ask("Clear the whole grid?", Pending::ClearAll);
        }
    }

    fn toggle_candidates(&mut self) {
        self.show_candidates = !self.show_candidates;
        self.message = Some(
            match (self.show_candidates, geometry::large_cells(self.area)) {
                (true, true) => "Candidates shown",
                (false, true) => "Candidates hidden",
                (true, false) => "Candidates show in large cells: enlarge the terminal",
                (false, false) => "Candidates hidden (they show in large cells)",
            }
            .into(),
        );
    }
}

/// Solving.
impl App {
    /// The strategy after this one, in the order of [`Strategy::ALL`].
    fn cycle_strategy(&mut self) {
        if self.run_active() {
            self.message = Some("Stop the solve (Esc) to change the strategy".into());
            return;
        }
        let all = Strategy::ALL;
        let i = all.iter().position(|&s| s == self.strategy).unwrap_or(0);
        self.strategy = all[(i + 1) % all.len()];
    }

    fn set_speed(&mut self, speed: Speed) {
        self.speed = speed;
        self.runs.iter_mut().for_each(Run::speed_changed);
    }

    /// Starts a solve of the edited puzzle (resumes a paused one); `finish` runs it
    /// straight to the end.
    fn start(&mut self, finish: bool) {
        if self.run_active() {
            self.runs.iter_mut().for_each(Run::resume);
            return;
        }
        // Finished: Enter goes again from the puzzle.
        self.runs.clear();
        if let Some(first) = self.editor.puzzle.conflicts().first() {
            self.message = Some(format!(
                "Clashing givens, fix them first: {}, {}",
                cell_name(first.cells.0),
                cell_name(first.cells.1)
            ));
            return;
        }
        self.runs = vec![Run::new(&self.editor.puzzle, self.strategy, finish)];
        self.message = None;
    }

    /// One step, then paused; from the editor, a paused solve of one step.
    fn step(&mut self) {
        if self.runs.is_empty() {
            self.start(false);
        }
        let now = self.now;
        self.runs.iter_mut().for_each(|r| r.step_paused(now));
    }

    fn finish(&mut self) {
        if self.runs.is_empty() {
            self.start(true);
        } else {
            self.runs.iter_mut().for_each(Run::finish);
        }
    }

    fn stop(&mut self) {
        if !self.runs.is_empty() {
            self.runs.clear();
            self.message = Some("Stopped: the puzzle is back as it was".into());
        }
    }
}

/// Files and collections.
impl App {
    fn open_picker(&mut self) {
        if self.run_active() {
            self.message = Some("Stop the solve (Esc) to open a file".into());
        } else {
            let picker = PickerBox::new(self.picker_root.clone());
            self.overlays.push(Overlay::Picker(Box::new(picker)));
        }
    }

    fn load_or_ask(&mut self, source: Source) {
        if self.editor.dirty {
            self.ask(
                "Unsaved edits. Open the file anyway?",
                Pending::Load(source),
            );
        } else {
            self.confirmed(Pending::Load(source));
        }
    }

    fn switch_by(&mut self, delta: isize) {
        if self.run_active() {
            self.message = Some("Stop the solve (Esc) to change puzzles".into());
            return;
        }
        match self.editor.neighbour(delta) {
            Err(why) => self.message = Some(why.into()),
            Ok(n) if self.editor.dirty => {
                self.ask("Unsaved edits. Switch puzzles anyway?", Pending::Switch(n))
            }
            Ok(n) => self.confirmed(Pending::Switch(n)),
        }
    }

    /// The puzzle, or after a solve the solution.
    fn open_save_prompt(&mut self) {
        if self.run_active() {
            self.message = Some("Stop or finish the solve before saving".into());
            return;
        }
        let prompt = SavePrompt::new(&self.editor.source, !self.runs.is_empty());
        self.overlays.push(Overlay::SavePrompt(prompt));
    }

    fn save(&mut self, path: &Path, solution: bool) {
        let grid = if solution {
            self.shown_grid()
        } else {
            self.editor.puzzle
        };
        match files::save(path, &grid) {
            Ok(format) => {
                if !solution {
                    self.editor.saved_to(path);
                }
                self.message = Some(format!("Saved {} ({format})", path.display()));
            }
            Err(e) => self.show_message("Cannot save", format!("{}: {e}", path.display())),
        }
    }
}

/// The frame: the grid, the panel and the footer from the state, the overlays over them.
impl Widget for &App {
    fn render(self, area: Rect, buf: &mut Buffer) {
        match geometry::layout(area) {
            None => ui::too_small(area, buf),
            Some(s) => {
                let (editor, run) = (&self.editor, self.run());
                let grid = view::grid(editor, run, self.now, self.show_candidates);
                ui::grid::draw(&grid, s.grid, s.size, buf);
                let message = self.message.as_deref();
                let panel = view::panel(editor, run, self.strategy, self.speed, message);
                ui::panel::draw(&panel, s.panel, buf);
                ui::footer::draw(&keymap::hints(self.mode()), s.footer, buf);
                for o in &self.overlays {
                    o.draw(area, buf);
                }
            }
        }
        if self.no_color {
            ui::strip_colors(area, buf);
        }
    }
}

#[cfg(test)]
mod tests;
