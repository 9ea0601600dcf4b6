//! The app's state and what every action does to it. Nothing here touches the terminal:
//! the event loop feeds actions in and calls [`App::tick`] while the solver animates.
//!
//! The root owns the [`Editor`] (the puzzle and its edits), the 9×9 grid's stage (the
//! runs of a solve, each a self-contained [`Run`], all on the app's clock and speed; or a
//! race of every strategy, one or the other), a grid of another size with its own, and a
//! stack of overlays, the top one taking the keys.

#[macro_use]
mod on_runs;
mod access;
mod action;
mod asking;
mod background;
mod binding;
mod board_verdict;
mod breakpoints;
mod counting;
mod editing;
mod editor;
mod edits;
mod effect;
mod footer;
mod forecast;
mod frame;
mod hint;
mod history;
mod judging;
pub mod keymap;
mod keys;
mod line_edit;
mod new_puzzle;
mod next_solution;
mod overlays;
mod pacing;
mod predicting;
mod puzzles;
mod race;
mod run;
mod runs;
mod screen;
mod seeing;
mod sight;
pub mod sized;
mod solving;
mod stacking;
mod stage;
mod status;
mod view;

use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, Instant};

use ratatui::layout::Rect;
use sudoku_engine::generate::Options;
use sudoku_engine::grid::Grid;
use sudoku_engine::solve::Strategy;

pub use action::{Action, AppKey, EditKey};
#[cfg(test)]
pub use action::{OverlayKey, SolveKey};
pub use binding::KeyMode;
pub use editor::Editor;
pub use effect::Effect;
pub use forecast::{Forecast, FORECAST_THREAD};
pub use overlays::{Overlay, Pending, GENERATE_THREAD};
pub use pacing::Speed;
#[cfg(test)]
pub use race::Racing;
pub use run::{Progress, Run};
pub use screen::{OnGrid, Screen};
pub use status::STATUS_THREAD;

use super::files::Source;
use super::picker::{preview_file, Read};
use board_verdict::BoardVerdict;
use counting::Counts;
use judging::Judges;
use overlays::{Reply, Request};
use runs::Runs;
use stage::Stage;
use status::Verdict;

/// The whole app.
pub struct App {
    editor: Editor,
    /// The 9×9 grid's solve (none while editing) or race.
    nine: Stage,
    /// The strategy the next solve uses.
    strategy: Strategy,
    /// The speed of every run.
    speed: Speed,
    /// Overlays, the top one last.
    overlays: Vec<Overlay>,
    show_candidates: bool,
    /// A line for the panel about the last thing that happened.
    message: Option<String>,
    /// No colours at all, only modifiers (the NO_COLOR convention).
    no_color: bool,
    /// The terminal's size, for mouse clicks.
    area: Rect,
    /// The clock as of the last action or tick.
    now: Instant,
    /// Where the picker starts.
    picker_root: PathBuf,
    /// What reads the picker's previews on threads; None: on the spot.
    previews: Option<Read>,
    /// What the new-puzzle dialog offers first: the options used last.
    generate_options: Options,
    /// While the screen is recorded: how long the recording is so far (the event loop
    /// keeps it; the panel shows it).
    recording: Option<Duration>,
    /// Hindsight (`d`): doomed choices and wasted steps shown.
    hindsight: bool,
    /// Where the map was left, and the search it showed: it opens there again on the same.
    map_left: Option<seeing::MapLeft>,
    /// How long the next search will be, and how long the last one was predicted to be.
    forecast: Forecast,
    /// How far the choice stack is scrolled back from its newest entry (PgUp, PgDn).
    stack_scroll: usize,
    /// Where the hint sequence (`H`) stands.
    hint: hint::Hint,
    /// A grid of another size than 9×9, on screen in place of the 9×9 editor's.
    sized: Option<sized::Sized>,
    /// Whether a solve has more solutions than it found, counted on a thread.
    counts: Counts,
    /// The verdict on the grid of another size on screen, if one is.
    board_verdict: BoardVerdict,
    /// Hindsight's judge of the grid of another size on screen, worked out on a thread.
    judges: Judges,
}

impl App {
    /// An app that works out puzzle statuses on the spot (tests use this).
    pub fn new(source: Source, strategy: Strategy, speed: Speed) -> App {
        App::with(Editor::new(source, Verdict::on_the_spot()), strategy, speed)
    }

    /// An app that works out puzzle statuses on a thread of its own, so that a hard
    /// puzzle never holds up the keys or the start.
    /// It estimates the size of the next search on a thread too.
    pub fn with_background_status(source: Source, strategy: Strategy, speed: Speed) -> App {
        let mut app = App::with(
            Editor::new(source, Verdict::in_background()),
            strategy,
            speed,
        );
        app.forecast = Forecast::in_background();
        app.counts = Counts::in_background();
        app.board_verdict = BoardVerdict::in_background();
        app.judges = Judges::in_background();
        app.previews = Some(Arc::new(preview_file));
        app.ask_workers();
        app
    }

    fn with(editor: Editor, strategy: Strategy, speed: Speed) -> App {
        App {
            editor,
            nine: Stage::default(),
            strategy,
            speed,
            overlays: Vec::new(),
            show_candidates: true,
            message: None,
            no_color: false,
            area: Rect::new(0, 0, 120, 40),
            now: Instant::now(),
            picker_root: PathBuf::from("."),
            previews: None,
            generate_options: Options::default(),
            recording: None,
            hindsight: false,
            map_left: None,
            forecast: Forecast::off(),
            stack_scroll: 0,
            hint: hint::Hint::default(),
            sized: None,
            counts: Counts::on_the_spot(),
            board_verdict: BoardVerdict::on_the_spot(),
            judges: Judges::on_the_spot(),
        }
    }

    /// A first hint for someone who has never seen the app.
    pub fn welcome(&mut self) {
        self.message = Some("Enter: watch the solver · ?: every key".into());
    }

    /// The run on screen.
    pub fn run(&self) -> Option<&Run> {
        self.nine.solve().and_then(Runs::first)
    }

    pub fn state(&self) -> Progress {
        on_runs_ref!(self, |runs| view::state(runs.first()))
    }

    /// What takes the keys: the overlay on top, or the main screen in its state.
    pub fn mode(&self) -> KeyMode {
        let main = match self.screen() {
            Screen::Racing(race) => race.phase().mode(),
            Screen::Editing(_) | Screen::Solving(_) => KeyMode::main(self.state()),
        };
        self.overlays.last().map_or(main, Overlay::mode)
    }

    /// The grid on screen: the puzzle while editing, the solver's grid during a solve.
    pub fn shown_grid(&self) -> Grid {
        view::shown_grid(&self.editor, self.run())
    }

    /// Picks up what the threads have worked out (the verdicts, the forecast, the counts
    /// of solutions, a puzzle the generator has made); true if anything came.
    pub fn poll_status(&mut self) -> bool {
        let generated = self.poll_generator();
        self.ask_workers();
        let forecast = self.forecast.poll();
        let counted = self.counts.poll();
        let judged = self.board_verdict.poll();
        let judge = self.judges.poll();
        let previewed = self.poll_preview();
        self.editor.verdict.poll()
            || generated
            || forecast
            || counted
            || judged
            || judge
            || previewed
    }

    /// True while a thread works on what is on screen: a verdict, the generator on a
    /// puzzle, the forecast on the size of its search, the count of solutions.
    pub fn status_pending(&self) -> bool {
        self.editor.verdict.pending()
            || self.generating()
            || self.forecast.pending()
            || self.counts.pending()
            || self.board_verdict.pending()
            || self.judges.pending()
            || self.previewing()
    }

    /// Applies one action; the trees kept follow what it did (going back included).
    /// What it asks of the event loop, if anything.
    pub fn handle(&mut self, action: Action) -> Option<Effect> {
        let before = self.editor.puzzle;
        let effect = self.handle_one(action);
        // Any edit of the grid but the hint's own starts the hint afresh.
        if action != Action::Edit(EditKey::Hint) && self.editor.puzzle != before {
            self.hint.reset();
        }
        self.follow_sights(Instant::now());
        self.ask_workers();
        effect
    }

    /// Asks the threads about what is on screen now (each does nothing for the question
    /// it was asked last): the size of the next search, the verdict on a grid of another
    /// size, whether a solve that ended on a solution has another.
    pub(super) fn ask_workers(&mut self) {
        self.ask_forecast();
        self.ask_board_verdict();
        self.ask_counts();
    }

    fn handle_one(&mut self, action: Action) -> Option<Effect> {
        // A message is about the last action only.
        self.message = None;
        if let Some(top) = self.overlays.pop() {
            let leaving = self.leaving(&top);
            match top.handle(action) {
                Reply::Stay(o) => self.overlays.push(o),
                Reply::Close => self.left(leaving),
                Reply::Then(request) => {
                    self.left(leaving);
                    return self.fulfil(request);
                }
            }
            return None;
        }
        // A race takes the keys of a solve and the editor's first.
        if self.race_action(action) {
            return None;
        }
        match action {
            Action::Edit(key) => {
                if !self.sized_edit_key(key) {
                    self.edit_key(key);
                }
            }
            Action::Solve(key) => self.solve_key(key),
            Action::App(key) => return self.app_key(key),
            // The overlays' keys with none open: nothing.
            Action::Overlay(_) => {}
        }
        None
    }

    /// Does what an overlay asked as it closed; what that asks of the event loop.
    fn fulfil(&mut self, request: Request) -> Option<Effect> {
        match request {
            Request::Interrupt => return self.handle(Action::App(AppKey::Interrupt)),
            Request::Quit => return Some(Effect::Quit),
            Request::Confirmed(then) => return self.confirmed(then),
            Request::Save { path, solution } => self.save(&path, solution),
            Request::Open { path, folder } => self.open_chosen(&path, folder),
            Request::GoTo(step) => self.go_to(step),
            Request::StopGoing { back_to, target } => self.stop_going(back_to, target),
            Request::Break(b) => self.set_breakpoints(b),
            Request::OpenSample { index, folder } => self.open_sample(index, folder),
            Request::Digit(d) => self.type_big_digit(d),
            Request::MapGoTo(step, map) => {
                self.go_to(step);
                self.overlays.push(Overlay::Map(map));
                self.refresh_map();
            }
            Request::MapHindsight(map) => {
                self.overlays.push(Overlay::Map(map));
                self.toggle_hindsight();
            }
        }
        None
    }
}

#[cfg(test)]
mod tests;
