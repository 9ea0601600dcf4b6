//! The app's state and what every action does to it. Nothing here touches the terminal:
//! the event loop feeds actions in and calls [`App::tick`] while the solver animates.

use std::collections::VecDeque;
use std::path::PathBuf;
use std::sync::mpsc::{self, Receiver, Sender};
use std::time::{Duration, Instant};

use ratatui::layout::Rect;
use sudoku_tui::grid::{cell_name, Grid, CELLS};
use sudoku_tui::solve::fast::{self, Status};
use sudoku_tui::solve::{Event, Outcome, Stepper, Strategy};

use super::files::{self, Source};
use super::picker::Picker;
use super::ui;

/// Speeds reachable with `+` and `-`, in steps per second; `max` comes after the last.
pub const LADDER: [u64; 15] = [
    1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 100_000, 1_000_000,
];

/// How long a retracted digit stays visible after it is taken back.
pub const FLASH: Duration = Duration::from_millis(250);

/// Depth samples kept for the sparkline.
const DEPTH_SAMPLES: usize = 512;

/// Animation speed: steps per second, or as fast as the machine goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Speed {
    Rate(u64),
    Max,
}

impl Speed {
    /// Parses `max`, a positive number of steps per second, or one with a `k` / `M` suffix.
    pub fn parse(s: &str) -> Result<Speed, String> {
        let t = s.trim();
        if t.eq_ignore_ascii_case("max") {
            return Ok(Speed::Max);
        }
        let (num, mul) = if let Some(n) = t.strip_suffix(['k', 'K']) {
            (n, 1_000)
        } else if let Some(n) = t.strip_suffix('M') {
            (n, 1_000_000)
        } else {
            (t, 1)
        };
        match num.parse::<u64>() {
            Ok(n) if n >= 1 => n
                .checked_mul(mul)
                .map(Speed::Rate)
                .ok_or_else(|| format!("invalid speed '{s}': too large")),
            _ => Err(format!(
                "invalid speed '{s}': expected steps per second (1 or more) or 'max'"
            )),
        }
    }

    /// One rung up the ladder.
    pub fn faster(self) -> Speed {
        match self {
            Speed::Max => Speed::Max,
            Speed::Rate(r) => LADDER
                .iter()
                .find(|&&l| l > r)
                .map_or(Speed::Max, |&l| Speed::Rate(l)),
        }
    }

    /// One rung down the ladder; 1 step/s is the slowest.
    pub fn slower(self) -> Speed {
        match self {
            Speed::Max => Speed::Rate(LADDER[LADDER.len() - 1]),
            Speed::Rate(r) => Speed::Rate(
                LADDER
                    .iter()
                    .rev()
                    .find(|&&l| l < r)
                    .copied()
                    .unwrap_or(LADDER[0]),
            ),
        }
    }

    pub fn label(self) -> String {
        match self {
            Speed::Max => "max".to_string(),
            Speed::Rate(r) => format!("{} steps/s", short_count(r)),
        }
    }
}

/// 1500 -> "1.5k", 2000000 -> "2M".
pub fn short_count(n: u64) -> String {
    fn trim(x: f64, suffix: &str) -> String {
        let s = format!("{x:.1}");
        let s = s.strip_suffix(".0").unwrap_or(&s);
        format!("{s}{suffix}")
    }
    if n >= 1_000_000 {
        trim(n as f64 / 1e6, "M")
    } else if n >= 1_000 {
        trim(n as f64 / 1e3, "k")
    } else {
        n.to_string()
    }
}

/// A count with thousands separators: 1234567 -> "1,234,567".
pub fn grouped(n: u64) -> String {
    let s = n.to_string();
    let mut out = String::with_capacity(s.len() + s.len() / 3);
    for (i, ch) in s.chars().enumerate() {
        if i > 0 && (s.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(ch);
    }
    out
}

/// 0.0421 s -> "42ms", 3.2 s -> "3.20s", 75 s -> "1m15.0s".
pub fn format_duration(d: Duration) -> String {
    let s = d.as_secs_f64();
    if s < 1.0 {
        format!("{}ms", d.as_millis())
    } else if s < 60.0 {
        format!("{s:.2}s")
    } else {
        format!("{}m{:04.1}s", (s / 60.0) as u64, s % 60.0)
    }
}

/// What the user can do; keys and mouse events are mapped to these.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    Up,
    Down,
    Left,
    Right,
    /// A mouse click at a terminal position.
    Click {
        x: u16,
        y: u16,
    },
    Digit(u8),
    ClearCell,
    Undo,
    Redo,
    ClearAll,
    ToggleCandidates,
    CycleStrategy,
    Faster,
    Slower,
    /// Start the animation, or resume it when paused.
    Start,
    PauseResume,
    Step,
    Finish,
    /// Stop the solve and give the puzzle back.
    Stop,
    Help,
    Open,
    Save,
    PrevPuzzle,
    NextPuzzle,
    Quit,
    /// Ctrl-C: quits, asking first only while editing with unsaved edits.
    Interrupt,
    /// Answers to a question.
    Yes,
    No,
    /// Closes the overlay on top (help, message box, prompt, picker).
    Close,
    /// Text typed into a prompt.
    Input(char),
    InputBackspace,
    Submit,
    PickerUp,
    PickerDown,
    PickerPageUp,
    PickerPageDown,
    PickerTop,
    PickerBottom,
    PickerEnter,
    PickerParent,
}

/// What the app shows and does now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum State {
    Editing,
    Solving,
    Paused,
    Solved,
    NoSolution,
}

impl State {
    pub fn label(self) -> &'static str {
        match self {
            State::Editing => "editing",
            State::Solving => "solving",
            State::Paused => "paused",
            State::Solved => "solved",
            State::NoSolution => "no solution",
        }
    }
}

/// Something to do once the user says yes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Pending {
    Quit,
    ClearAll,
    /// Switch to puzzle `n` (0-based) of the collection.
    Switch(usize),
    /// Replace the grid with a loaded file.
    Load(Source),
}

/// A window over the main screen, taking the keys while it is open.
#[derive(Clone, Debug)]
pub enum Overlay {
    Help,
    Confirm { question: String, then: Pending },
    Message { title: String, text: String },
    SavePrompt { input: String, solution: bool },
    Picker(Box<Picker>),
}

/// A digit the solver has just taken back, shown for a moment.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Flash {
    pub cell: usize,
    pub digit: u8,
    pub until: Instant,
}

/// A solve in progress or finished.
#[derive(Clone, Debug)]
pub struct Run {
    pub stepper: Stepper,
    pub paused: bool,
    /// Running to the end as fast as possible (`f`).
    pub finishing: bool,
    /// The last event shown.
    pub last: Option<Event>,
    pub flash: Option<Flash>,
    /// Time spent running (pauses excluded).
    pub elapsed: Duration,
    /// When the last tick ended, while running.
    last_tick: Option<Instant>,
    /// Fraction of a step owed at a finite speed.
    owed: f64,
    /// Steps per clock check when running flat out; adapts to the machine.
    chunk: u64,
    pub depths: VecDeque<u64>,
    /// Cells whose digit propagation wrote (rather than a guess).
    pub deduced: [bool; CELLS],
}

impl Run {
    fn new(puzzle: &Grid, strategy: Strategy) -> Run {
        Run {
            stepper: Stepper::new(puzzle, strategy),
            paused: false,
            finishing: false,
            last: None,
            flash: None,
            elapsed: Duration::ZERO,
            last_tick: None,
            owed: 0.0,
            chunk: 4096,
            depths: VecDeque::with_capacity(DEPTH_SAMPLES),
            deduced: [false; CELLS],
        }
    }

    pub fn is_done(&self) -> bool {
        self.stepper.is_finished()
    }

    fn sample_depth(&mut self) {
        if self.depths.len() == DEPTH_SAMPLES {
            self.depths.pop_front();
        }
        self.depths.push_back(self.stepper.stats().depth as u64);
    }

    /// Takes one step and records what it did.
    fn step_once(&mut self, now: Instant) -> Event {
        let e = self.stepper.step();
        self.record(e, now);
        self.sample_depth();
        e
    }

    /// Runs `n` steps without recording them; true if the search ended. Only the
    /// propagate strategy deduces, so only it pays for tracking deduced cells.
    fn advance(&mut self, n: u64) -> bool {
        if self.stepper.strategy() != Strategy::Propagate {
            return self.stepper.run(n).is_some();
        }
        for _ in 0..n {
            match self.stepper.step() {
                Event::Place { cell, .. } | Event::Retract { cell, .. } => {
                    self.deduced[cell] = false
                }
                Event::Deduce { cell, .. } => self.deduced[cell] = true,
                Event::Solved | Event::NoSolution => return true,
            }
        }
        false
    }

    fn record(&mut self, e: Event, now: Instant) {
        self.last = Some(e);
        match e {
            Event::Place { cell, .. } | Event::Retract { cell, .. } => self.deduced[cell] = false,
            Event::Deduce { cell, .. } => self.deduced[cell] = true,
            Event::Solved | Event::NoSolution => {}
        }
        match e {
            Event::Retract { cell, digit } => {
                self.flash = Some(Flash {
                    cell,
                    digit,
                    until: now + FLASH,
                })
            }
            Event::Place { cell, .. } | Event::Deduce { cell, .. } => {
                if self.flash.is_some_and(|f| f.cell == cell) {
                    self.flash = None;
                }
            }
            Event::Solved | Event::NoSolution => {}
        }
    }

    /// Runs up to `limit` steps (None: no limit) until `deadline`, in chunks sized so that
    /// the clock is read about every millisecond; the last step of each chunk is taken
    /// alone so that its event can be shown.
    fn run_until(&mut self, limit: Option<u64>, deadline: Instant) -> u64 {
        let mut done = 0u64;
        loop {
            if self.stepper.is_finished() {
                break;
            }
            let mut n = self.chunk;
            if let Some(l) = limit {
                n = n.min(l - done);
            }
            if n == 0 {
                break;
            }
            let t0 = Instant::now();
            if n > 1 && self.advance(n - 1) {
                done += n - 1;
                let e = self.stepper.step();
                self.record(e, Instant::now());
                break;
            }
            let e = self.stepper.step();
            done += n;
            let t1 = Instant::now();
            self.record(e, t1);
            let took = t1 - t0;
            if n == self.chunk {
                if took < Duration::from_micros(500) && self.chunk < (1 << 26) {
                    self.chunk *= 2;
                } else if took > Duration::from_millis(3) && self.chunk > 16 {
                    self.chunk /= 2;
                }
            }
            if t1 >= deadline {
                break;
            }
        }
        self.sample_depth();
        done
    }
}

/// Name of the thread that works out puzzle statuses.
pub const STATUS_THREAD: &str = "status";

/// A thread that works out puzzle statuses: it answers the latest puzzle asked about.
struct Checker {
    questions: Sender<Grid>,
    answers: Receiver<(Grid, Status)>,
}

impl Checker {
    fn spawn() -> Option<Checker> {
        let (qtx, qrx) = mpsc::channel::<Grid>();
        let (atx, arx) = mpsc::channel();
        std::thread::Builder::new()
            .name(STATUS_THREAD.into())
            .spawn(move || {
                while let Ok(mut grid) = qrx.recv() {
                    // Only the newest question matters.
                    while let Ok(g) = qrx.try_recv() {
                        grid = g;
                    }
                    if atx.send((grid, fast::status(&grid))).is_err() {
                        break;
                    }
                }
            })
            .ok()?;
        Some(Checker {
            questions: qtx,
            answers: arx,
        })
    }

    /// Sends a question; false if the thread is gone.
    fn ask(&self, grid: Grid) -> bool {
        self.questions.send(grid).is_ok()
    }
}

/// The whole app.
pub struct App {
    /// The puzzle being edited (the givens).
    pub puzzle: Grid,
    pub source: Source,
    pub cursor: usize,
    undo: Vec<Grid>,
    redo: Vec<Grid>,
    /// Edits since the puzzle was loaded or saved.
    pub dirty: bool,
    pub strategy: Strategy,
    pub speed: Speed,
    /// The fast solver's verdict on `puzzle`; None while it is being worked out.
    pub status: Option<Status>,
    /// Works the verdict out on another thread, when there is one.
    checker: Option<Checker>,
    pub run: Option<Run>,
    pub show_candidates: bool,
    pub overlay: Option<Overlay>,
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
        let mut app = App::bare(source, strategy, speed);
        app.refresh_status();
        app
    }

    /// An app that works out puzzle statuses on a thread of its own, so that a hard
    /// puzzle never holds up the keys or the start.
    pub fn with_background_status(source: Source, strategy: Strategy, speed: Speed) -> App {
        let mut app = App::bare(source, strategy, speed);
        app.checker = Checker::spawn();
        app.refresh_status();
        app
    }

    fn bare(source: Source, strategy: Strategy, speed: Speed) -> App {
        let puzzle = source.grid();
        App {
            puzzle,
            status: None,
            checker: None,
            source,
            cursor: 0,
            undo: Vec::new(),
            redo: Vec::new(),
            dirty: false,
            strategy,
            speed,
            run: None,
            show_candidates: true,
            overlay: None,
            message: None,
            should_quit: false,
            no_color: false,
            area: Rect::new(0, 0, 120, 40),
            now: Instant::now(),
            picker_root: PathBuf::from("."),
        }
    }

    /// Pasted text: a puzzle in any format while editing (undoable), or text for the
    /// save prompt.
    pub fn paste(&mut self, text: &str) {
        self.message = None;
        match &mut self.overlay {
            Some(Overlay::SavePrompt { input, .. }) => {
                input.extend(text.chars().filter(|c| !c.is_control()));
                return;
            }
            Some(_) => return,
            None => {}
        }
        if !self.editable() {
            return;
        }
        match sudoku_tui::format::parse("pasted text", text.as_bytes()) {
            Ok(doc) => match doc.puzzles.first() {
                Some(e) => {
                    self.edit_grid(e.grid);
                    self.message = Some("Pasted a puzzle (u undoes)".into());
                }
                None => self.message = Some("No puzzle in the pasted text".into()),
            },
            Err(e) => {
                self.overlay = Some(Overlay::Message {
                    title: "Cannot paste".into(),
                    text: e.to_string(),
                })
            }
        }
    }

    /// A first hint for someone who has never seen the app.
    pub fn welcome(&mut self) {
        self.message = Some("Enter: watch the solver · ?: every key".into());
    }

    pub fn state(&self) -> State {
        match &self.run {
            None => State::Editing,
            Some(r) => match r.stepper.outcome() {
                Some(Outcome::Solved) => State::Solved,
                Some(Outcome::NoSolution) => State::NoSolution,
                None if r.paused && !r.finishing => State::Paused,
                None => State::Solving,
            },
        }
    }

    /// The grid on screen: the puzzle while editing, the solver's grid during a solve.
    pub fn shown_grid(&self) -> Grid {
        match &self.run {
            Some(r) => r.stepper.grid(),
            None => self.puzzle,
        }
    }

    /// The puzzle the current solve started from, or the edited one.
    pub fn givens(&self) -> Grid {
        match &self.run {
            Some(r) => *r.stepper.puzzle(),
            None => self.puzzle,
        }
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
        let run = self.run.as_ref()?;
        let flash = run.flash.map(|f| f.until).filter(|&t| t > self.now);
        if run.is_done() || (run.paused && !run.finishing) {
            return flash;
        }
        if run.finishing {
            return Some(self.now);
        }
        let wake = match self.speed {
            Speed::Max => self.now,
            Speed::Rate(r) => {
                // The next step is due then; frames come at most 60 times a second and
                // at least 10 times (the elapsed time moves on).
                let due = (1.0 - run.owed) / r as f64;
                self.now + Duration::from_secs_f64(due.clamp(1.0 / 60.0, 0.1))
            }
        };
        Some(flash.map_or(wake, |f| f.min(wake)))
    }

    /// Advances the solve to `now`, spending at most until `deadline` on steps.
    pub fn tick(&mut self, now: Instant, deadline: Instant) {
        self.now = now;
        let speed = self.speed;
        let Some(run) = self.run.as_mut() else {
            return;
        };
        if run.flash.is_some_and(|f| f.until <= now) {
            run.flash = None;
        }
        if run.is_done() || (run.paused && !run.finishing) {
            run.last_tick = None;
            return;
        }
        let since = run.last_tick.unwrap_or(now);
        if run.finishing || speed == Speed::Max {
            run.run_until(None, deadline);
        } else if let Speed::Rate(rate) = speed {
            let dt = now.saturating_duration_since(since).as_secs_f64();
            // Never owe more than a second of steps: the screen keeps up.
            let rate = rate as f64;
            run.owed = (run.owed + dt * rate).min(rate + 1.0);
            let n = run.owed.floor() as u64;
            run.owed -= n as f64;
            if n <= 64 {
                // Each step is recorded; the depth is sampled per step at slow speeds,
                // per frame at faster ones, so that the sparkline stays readable.
                for _ in 0..n {
                    let e = run.stepper.step();
                    run.record(e, now);
                    if n <= 2 {
                        run.sample_depth();
                    }
                    if e.is_final() {
                        break;
                    }
                }
                if n > 2 {
                    run.sample_depth();
                }
            } else {
                let done = run.run_until(Some(n), deadline);
                if done < n {
                    run.owed = 0.0;
                }
            }
        }
        let end = Instant::now().max(now);
        run.elapsed += end.saturating_duration_since(since);
        run.last_tick = Some(end);
        if run.is_done() {
            run.finishing = false;
            run.last_tick = None;
        }
    }

    /// Runs the solve to its end (tests, and `f` when the loop is not around).
    pub fn finish_now(&mut self) {
        while self.run.as_ref().is_some_and(|r| !r.is_done()) {
            if let Some(r) = self.run.as_mut() {
                r.finishing = true;
            }
            let now = Instant::now();
            self.tick(now, now + Duration::from_millis(50));
        }
    }

    /// "Solved: ..." or "No solution: ..." for a finished solve.
    pub fn summary(&self) -> String {
        let Some(run) = &self.run else {
            return String::new();
        };
        let st = run.stepper.stats();
        match run.stepper.outcome() {
            Some(Outcome::Solved) => format!(
                "Solved: {} placements, {} retractions, {}",
                grouped(st.placements),
                grouped(st.retractions),
                format_duration(run.elapsed)
            ),
            Some(Outcome::NoSolution) => {
                format!("No solution: {} placements tried", grouped(st.placements))
            }
            None => String::new(),
        }
    }

    /// Applies one action.
    pub fn handle(&mut self, action: Action) {
        // A message is about the last action only.
        self.message = None;
        if let Some(overlay) = self.overlay.take() {
            self.handle_overlay(overlay, action);
            return;
        }
        match action {
            Action::Up => self.move_cursor(0, -1),
            Action::Down => self.move_cursor(0, 1),
            Action::Left => self.move_cursor(-1, 0),
            Action::Right => self.move_cursor(1, 0),
            Action::Click { x, y } => {
                if let Some(cell) = ui::cell_at(self, x, y) {
                    self.cursor = cell;
                }
            }
            Action::Digit(d) => self.edit(|g, c| g.set(c, d)),
            Action::ClearCell => self.edit(|g, c| g.set(c, 0)),
            Action::Undo => self.undo(),
            Action::Redo => self.redo(),
            Action::ClearAll => {
                if self.editable() {
                    if self.puzzle.filled() == 0 {
                        self.message = Some("The grid is already empty".into());
                    } else {
                        self.ask("Clear the whole grid?", Pending::ClearAll);
                    }
                }
            }
            Action::ToggleCandidates => {
                self.show_candidates = !self.show_candidates;
                let large = ui::layout(self.area).is_some_and(|s| s.size == ui::Size::Large);
                self.message = Some(match (self.show_candidates, large) {
                    (true, true) => "Candidates shown".into(),
                    (false, true) => "Candidates hidden".into(),
                    (true, false) => "Candidates show in large cells: enlarge the terminal".into(),
                    (false, false) => "Candidates hidden (they show in large cells)".into(),
                });
            }
            Action::CycleStrategy => {
                if self.run.as_ref().is_some_and(|r| !r.is_done()) {
                    self.message = Some("Stop the solve (Esc) to change the strategy".into());
                } else {
                    self.strategy = self.strategy.next();
                }
            }
            Action::Faster => self.set_speed(self.speed.faster()),
            Action::Slower => self.set_speed(self.speed.slower()),
            Action::Start => self.start(false),
            Action::PauseResume => {
                if let Some(run) = self.run.as_mut() {
                    if !run.is_done() && !run.finishing {
                        run.paused = !run.paused;
                        run.last_tick = None;
                        run.owed = 0.0;
                    }
                }
            }
            Action::Step => self.step(),
            Action::Finish => {
                if self.run.is_none() {
                    self.start(true);
                } else if let Some(run) = self.run.as_mut() {
                    if !run.is_done() {
                        run.finishing = true;
                        run.last_tick = None;
                    }
                }
            }
            Action::Stop => {
                if self.run.take().is_some() {
                    self.message = Some("Stopped: the puzzle is back as it was".into());
                }
            }
            Action::Help => self.overlay = Some(Overlay::Help),
            Action::Open => {
                if self.run_active() {
                    self.message = Some("Stop the solve (Esc) to open a file".into());
                } else {
                    self.overlay = Some(Overlay::Picker(Box::new(Picker::new(
                        self.picker_root.clone(),
                    ))));
                }
            }
            Action::Save => self.open_save_prompt(),
            Action::PrevPuzzle => self.switch_by(-1),
            Action::NextPuzzle => self.switch_by(1),
            Action::Quit => {
                if self.dirty {
                    self.ask("Unsaved edits. Quit anyway?", Pending::Quit);
                } else {
                    self.should_quit = true;
                }
            }
            Action::Interrupt => {
                // During a solve Ctrl-C just quits.
                if self.dirty && !self.run_active() {
                    self.ask("Unsaved edits. Quit anyway?", Pending::Quit);
                } else {
                    self.should_quit = true;
                }
            }
            Action::Close => {}
            Action::Yes
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

    fn handle_overlay(&mut self, overlay: Overlay, action: Action) {
        match overlay {
            Overlay::Help | Overlay::Message { .. } => {
                if action == Action::Interrupt {
                    self.handle(Action::Interrupt);
                }
                // Any other key closes the box.
            }
            Overlay::Confirm { question, then } => match action {
                Action::Yes => self.confirmed(then),
                Action::No | Action::Close => {}
                Action::Interrupt => self.should_quit = true,
                _ => self.overlay = Some(Overlay::Confirm { question, then }),
            },
            Overlay::SavePrompt {
                mut input,
                solution,
            } => match action {
                Action::Input(c) => {
                    input.push(c);
                    self.overlay = Some(Overlay::SavePrompt { input, solution });
                }
                Action::InputBackspace => {
                    input.pop();
                    self.overlay = Some(Overlay::SavePrompt { input, solution });
                }
                Action::Submit => self.save(&input, solution),
                Action::Close => {}
                Action::Interrupt => self.handle(Action::Interrupt),
                _ => self.overlay = Some(Overlay::SavePrompt { input, solution }),
            },
            Overlay::Picker(mut picker) => match action {
                Action::Close => {}
                Action::Interrupt => self.handle(Action::Interrupt),
                Action::PickerUp => {
                    picker.move_by(-1);
                    self.overlay = Some(Overlay::Picker(picker));
                }
                Action::PickerDown => {
                    picker.move_by(1);
                    self.overlay = Some(Overlay::Picker(picker));
                }
                Action::PickerPageUp => {
                    picker.move_by(-10);
                    self.overlay = Some(Overlay::Picker(picker));
                }
                Action::PickerPageDown => {
                    picker.move_by(10);
                    self.overlay = Some(Overlay::Picker(picker));
                }
                Action::PickerTop => {
                    picker.move_by(isize::MIN / 2);
                    self.overlay = Some(Overlay::Picker(picker));
                }
                Action::PickerBottom => {
                    picker.move_by(isize::MAX / 2);
                    self.overlay = Some(Overlay::Picker(picker));
                }
                Action::PickerParent => {
                    picker.parent();
                    self.overlay = Some(Overlay::Picker(picker));
                }
                Action::PickerEnter => match picker.enter() {
                    None => self.overlay = Some(Overlay::Picker(picker)),
                    Some(path) => {
                        self.picker_root = picker.dir().to_path_buf();
                        match files::load_chosen(&path) {
                            Ok(source) => self.load_or_ask(source),
                            Err(msg) => {
                                self.overlay = Some(Overlay::Message {
                                    title: "Cannot open".into(),
                                    text: msg,
                                })
                            }
                        }
                    }
                },
                _ => self.overlay = Some(Overlay::Picker(picker)),
            },
        }
    }

    fn ask(&mut self, question: &str, then: Pending) {
        self.overlay = Some(Overlay::Confirm {
            question: question.to_string(),
            then,
        });
    }

    fn confirmed(&mut self, then: Pending) {
        match then {
            Pending::Quit => self.should_quit = true,
            Pending::ClearAll => {
                self.edit_grid(Grid::empty());
                self.message = Some("Grid cleared (u undoes)".into());
            }
            Pending::Switch(n) => {
                self.source.index = n;
                self.replace_puzzle(self.source.grid());
            }
            Pending::Load(source) => {
                self.source = source;
                self.replace_puzzle(self.source.grid());
            }
        }
    }

    fn load_or_ask(&mut self, source: Source) {
        if self.dirty {
            self.ask(
                "Unsaved edits. Open the file anyway?",
                Pending::Load(source),
            );
        } else {
            self.confirmed(Pending::Load(source));
        }
    }

    /// A new puzzle from a file or a collection: edits and history start afresh.
    fn replace_puzzle(&mut self, grid: Grid) {
        self.run = None;
        self.puzzle = grid;
        self.undo.clear();
        self.redo.clear();
        self.dirty = false;
        self.refresh_status();
        self.message = Some(format!(
            "Opened {} ({} of {})",
            self.source.name,
            self.source.index + 1,
            self.source.count()
        ));
    }

    fn switch_by(&mut self, delta: isize) {
        if self.run_active() {
            self.message = Some("Stop the solve (Esc) to change puzzles".into());
            return;
        }
        let count = self.source.count();
        if count <= 1 {
            self.message = Some("This file holds a single puzzle".into());
            return;
        }
        let n = self.source.index as isize + delta;
        if n < 0 || n >= count as isize {
            self.message = Some(if n < 0 {
                "Already at the first puzzle".into()
            } else {
                "Already at the last puzzle".into()
            });
            return;
        }
        if self.dirty {
            self.ask(
                "Unsaved edits. Switch puzzles anyway?",
                Pending::Switch(n as usize),
            );
        } else {
            self.confirmed(Pending::Switch(n as usize));
        }
    }

    fn set_speed(&mut self, speed: Speed) {
        self.speed = speed;
        if let Some(run) = self.run.as_mut() {
            run.owed = 0.0;
        }
    }

    fn run_active(&self) -> bool {
        self.run.as_ref().is_some_and(|r| !r.is_done())
    }

    fn move_cursor(&mut self, dx: isize, dy: isize) {
        let r = (self.cursor / 9) as isize;
        let c = (self.cursor % 9) as isize;
        let r = (r + dy).rem_euclid(9);
        let c = (c + dx).rem_euclid(9);
        self.cursor = (r * 9 + c) as usize;
    }

    /// Edits are for the editor: during a solve they only say how to get back.
    fn editable(&mut self) -> bool {
        if self.run.is_some() {
            self.message = Some("Esc returns to the editor".into());
            false
        } else {
            true
        }
    }

    fn edit(&mut self, f: impl FnOnce(&mut Grid, usize)) {
        if !self.editable() {
            return;
        }
        let mut g = self.puzzle;
        f(&mut g, self.cursor);
        self.edit_grid(g);
    }

    fn edit_grid(&mut self, g: Grid) {
        if g == self.puzzle {
            return;
        }
        self.undo.push(self.puzzle);
        self.redo.clear();
        self.puzzle = g;
        self.dirty = true;
        self.refresh_status();
    }

    fn undo(&mut self) {
        if !self.editable() {
            return;
        }
        match self.undo.pop() {
            Some(g) => {
                self.redo.push(self.puzzle);
                self.puzzle = g;
                self.dirty = true;
                self.refresh_status();
            }
            None => self.message = Some("Nothing to undo".into()),
        }
    }

    fn redo(&mut self) {
        if !self.editable() {
            return;
        }
        match self.redo.pop() {
            Some(g) => {
                self.undo.push(self.puzzle);
                self.puzzle = g;
                self.dirty = true;
                self.refresh_status();
            }
            None => self.message = Some("Nothing to redo".into()),
        }
    }

    fn refresh_status(&mut self) {
        match &self.checker {
            Some(c) if c.ask(self.puzzle) => self.status = None,
            _ => self.status = Some(fast::status(&self.puzzle)),
        }
    }

    /// Picks up the verdict on the current puzzle if the checker has it; true if it did.
    pub fn poll_status(&mut self) -> bool {
        let Some(c) = &self.checker else {
            return false;
        };
        let mut got = false;
        loop {
            match c.answers.try_recv() {
                Ok((grid, status)) => {
                    if grid == self.puzzle {
                        self.status = Some(status);
                        got = true;
                    }
                }
                Err(mpsc::TryRecvError::Empty) => break,
                Err(mpsc::TryRecvError::Disconnected) => {
                    // The thread is gone: answer here from now on.
                    self.checker = None;
                    if self.status.is_none() {
                        self.refresh_status();
                        got = true;
                    }
                    break;
                }
            }
        }
        got
    }

    /// True while the checker works on the puzzle's status.
    pub fn status_pending(&self) -> bool {
        self.status.is_none()
    }

    /// Starts a solve of the edited puzzle; `finish` runs it straight to the end.
    fn start(&mut self, finish: bool) {
        match self.run.as_mut() {
            Some(run) if !run.is_done() => {
                if run.paused {
                    run.paused = false;
                    run.last_tick = None;
                }
                return;
            }
            Some(_) => {
                // Finished: Enter goes again from the puzzle.
                self.run = None;
            }
            None => {}
        }
        let conflicts = self.puzzle.conflicts();
        if let Some(first) = conflicts.first() {
            self.message = Some(format!(
                "Clashing givens, fix them first: {}, {}",
                cell_name(first.cells.0),
                cell_name(first.cells.1)
            ));
            return;
        }
        let mut run = Run::new(&self.puzzle, self.strategy);
        run.finishing = finish;
        self.run = Some(run);
        self.message = None;
    }

    fn step(&mut self) {
        if self.run.is_none() {
            self.start(false);
            if self.run.is_none() {
                return;
            }
        }
        let now = self.now;
        let Some(run) = self.run.as_mut() else {
            return;
        };
        if run.is_done() {
            return;
        }
        run.paused = true;
        run.finishing = false;
        run.last_tick = None;
        run.step_once(now);
    }

    fn open_save_prompt(&mut self) {
        if self.run_active() {
            self.message = Some("Stop or finish the solve before saving".into());
            return;
        }
        let solution = self.run.is_some();
        let input = match (&self.source.path, solution) {
            (Some(p), false) if self.source.count() == 1 => p.display().to_string(),
            (_, true) => "solution.txt".to_string(),
            _ => "puzzle.txt".to_string(),
        };
        self.overlay = Some(Overlay::SavePrompt { input, solution });
    }

    fn save(&mut self, input: &str, solution: bool) {
        let path = PathBuf::from(input.trim());
        if input.trim().is_empty() {
            self.overlay = Some(Overlay::SavePrompt {
                input: input.to_string(),
                solution,
            });
            return;
        }
        let grid = if solution {
            self.shown_grid()
        } else {
            self.puzzle
        };
        match files::save(&path, &grid) {
            Ok(format) => {
                if !solution {
                    self.dirty = false;
                    // A single puzzle now lives in the file it was saved to.
                    if self.source.count() == 1 {
                        self.source.name = path.display().to_string();
                        self.source.path = Some(path.clone());
                    }
                }
                self.message = Some(format!("Saved {} ({format})", path.display()));
            }
            Err(e) => {
                self.overlay = Some(Overlay::Message {
                    title: "Cannot save".into(),
                    text: format!("{}: {e}", path.display()),
                })
            }
        }
    }

    /// Cells whose digits clash with another in the same unit, on the shown grid.
    pub fn clashing(&self) -> [bool; CELLS] {
        if self.run.is_some() {
            [false; CELLS]
        } else {
            self.puzzle.conflicting_cells()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const BAEKJOON: &str =
        "103000509002109400000704000300502006060000050700803004000401000009205800804000107";
    const ANSWER: &str =
        "143628579572139468986754231391542786468917352725863914237481695619275843854396127";

    fn app() -> App {
        App::new(Source::builtin(), Strategy::Naive, Speed::Rate(10))
    }

    fn keys(app: &mut App, actions: &[Action]) {
        for &a in actions {
            app.handle(a);
        }
    }

    #[test]
    fn speed_parses_and_climbs_the_ladder() {
        assert_eq!(Speed::parse("max"), Ok(Speed::Max));
        assert_eq!(Speed::parse("20"), Ok(Speed::Rate(20)));
        assert_eq!(Speed::parse("2k"), Ok(Speed::Rate(2000)));
        assert_eq!(Speed::parse("1M"), Ok(Speed::Rate(1_000_000)));
        assert!(Speed::parse("0").is_err());
        assert!(Speed::parse("fast").is_err());
        assert!(Speed::parse("-3").is_err());
        let mut s = Speed::Rate(1);
        let mut seen = vec![s];
        while s != Speed::Max {
            s = s.faster();
            seen.push(s);
        }
        assert_eq!(seen.len(), LADDER.len() + 1);
        assert_eq!(Speed::Max.faster(), Speed::Max);
        assert_eq!(Speed::Max.slower(), Speed::Rate(1_000_000));
        assert_eq!(Speed::Rate(1).slower(), Speed::Rate(1));
        // Off-ladder speeds join the ladder at the next rung.
        assert_eq!(Speed::Rate(7).faster(), Speed::Rate(10));
        assert_eq!(Speed::Rate(7).slower(), Speed::Rate(5));
        assert_eq!(Speed::Rate(1000).label(), "1k steps/s");
        assert_eq!(Speed::Rate(2500).label(), "2.5k steps/s");
    }

    #[test]
    fn speed_keys_move_along_the_ladder() {
        let mut a = app();
        keys(&mut a, &[Action::Faster, Action::Faster]);
        assert_eq!(a.speed, Speed::Rate(50));
        keys(&mut a, &[Action::Slower; 20]);
        assert_eq!(a.speed, Speed::Rate(1));
        keys(&mut a, &[Action::Faster; 20]);
        assert_eq!(a.speed, Speed::Max);
    }

    #[test]
    fn numbers_are_grouped_and_durations_short() {
        assert_eq!(grouped(0), "0");
        assert_eq!(grouped(1234567), "1,234,567");
        assert_eq!(grouped(100), "100");
        assert_eq!(format_duration(Duration::from_millis(42)), "42ms");
        assert_eq!(format_duration(Duration::from_millis(3200)), "3.20s");
        assert_eq!(format_duration(Duration::from_secs(75)), "1m15.0s");
    }

    #[test]
    fn cursor_moves_and_wraps() {
        let mut a = app();
        assert_eq!(a.cursor, 0);
        a.handle(Action::Right);
        assert_eq!(a.cursor, 1);
        a.handle(Action::Down);
        assert_eq!(a.cursor, 10);
        a.handle(Action::Left);
        a.handle(Action::Left);
        assert_eq!(a.cursor, 17, "left of column 1 wraps to column 9");
        a.handle(Action::Up);
        a.handle(Action::Up);
        assert_eq!(a.cursor, 80, "up from row 1 wraps to row 9");
        a.handle(Action::Down);
        assert_eq!(a.cursor, 8);
        a.handle(Action::Right);
        assert_eq!(a.cursor, 0);
    }

    #[test]
    fn digits_write_givens_and_clear_keys_erase() {
        let mut a = app();
        a.cursor = 1;
        a.handle(Action::Digit(4));
        assert_eq!(a.puzzle.get(1), 4);
        assert_eq!(a.cursor, 1, "the cursor stays");
        assert!(a.dirty);
        a.handle(Action::ClearCell);
        assert_eq!(a.puzzle.get(1), 0);
        // Writing a clashing digit is allowed and reported.
        a.handle(Action::Digit(1));
        assert!(matches!(a.status, Some(Status::Clash(_))));
        assert!(a.clashing()[0] && a.clashing()[1]);
    }

    #[test]
    fn undo_and_redo_walk_the_history() {
        let mut a = app();
        let start = a.puzzle;
        a.cursor = 1;
        keys(&mut a, &[Action::Digit(4), Action::Right, Action::Digit(7)]);
        let two = a.puzzle;
        a.handle(Action::Undo);
        assert_eq!(a.puzzle.get(2), 3, "r1c3 holds its given 3 again");
        assert_eq!(a.puzzle.get(1), 4);
        a.handle(Action::Undo);
        assert_eq!(a.puzzle, start);
        a.handle(Action::Undo);
        assert_eq!(a.message.as_deref(), Some("Nothing to undo"));
        keys(&mut a, &[Action::Redo, Action::Redo]);
        assert_eq!(a.puzzle, two);
        a.handle(Action::Undo);
        a.handle(Action::Digit(9));
        a.handle(Action::Redo);
        assert_eq!(a.message.as_deref(), Some("Nothing to redo"));
    }

    #[test]
    fn clearing_the_grid_asks_first() {
        let mut a = app();
        a.handle(Action::ClearAll);
        assert!(matches!(a.overlay, Some(Overlay::Confirm { .. })));
        a.handle(Action::No);
        assert!(a.overlay.is_none());
        assert_eq!(a.puzzle.filled(), 30);
        keys(&mut a, &[Action::ClearAll, Action::Yes]);
        assert_eq!(a.puzzle.filled(), 0);
        a.handle(Action::Undo);
        assert_eq!(a.puzzle.filled(), 30);
    }

    #[test]
    fn strategy_cycles() {
        let mut a = app();
        assert_eq!(a.strategy, Strategy::Naive);
        a.handle(Action::CycleStrategy);
        assert_eq!(a.strategy, Strategy::Mrv);
        a.handle(Action::CycleStrategy);
        assert_eq!(a.strategy, Strategy::Propagate);
        a.handle(Action::CycleStrategy);
        assert_eq!(a.strategy, Strategy::Naive);
        a.handle(Action::Start);
        a.handle(Action::CycleStrategy);
        assert_eq!(a.strategy, Strategy::Naive, "not during a solve");
    }

    #[test]
    fn start_pause_step_and_resume() {
        let mut a = app();
        a.handle(Action::Start);
        assert_eq!(a.state(), State::Solving);
        // A second at 10 steps/s takes 10 steps.
        let t0 = Instant::now();
        a.tick(t0, t0 + Duration::from_millis(30));
        a.tick(t0 + Duration::from_secs(1), t0 + Duration::from_secs(2));
        let steps = a.run.as_ref().unwrap().stepper.stats().steps;
        assert!((9..=11).contains(&steps), "{steps} steps");
        a.handle(Action::PauseResume);
        assert_eq!(a.state(), State::Paused);
        a.tick(t0 + Duration::from_secs(5), t0 + Duration::from_secs(6));
        assert_eq!(a.run.as_ref().unwrap().stepper.stats().steps, steps);
        a.handle(Action::Step);
        assert_eq!(a.run.as_ref().unwrap().stepper.stats().steps, steps + 1);
        assert_eq!(a.state(), State::Paused);
        a.handle(Action::PauseResume);
        assert_eq!(a.state(), State::Solving);
        // Edits are refused during a solve.
        a.handle(Action::Digit(5));
        assert_eq!(a.message.as_deref(), Some("Esc returns to the editor"));
    }

    #[test]
    fn step_from_the_editor_starts_paused() {
        let mut a = app();
        a.handle(Action::Step);
        assert_eq!(a.state(), State::Paused);
        let run = a.run.as_ref().unwrap();
        assert_eq!(run.stepper.stats().placements, 1);
        assert_eq!(run.last, Some(Event::Place { cell: 1, digit: 4 }));
        assert!(a.next_wake().is_none(), "paused: idle");
    }

    #[test]
    fn finish_from_editor_and_mid_animation() {
        let mut a = app();
        a.handle(Action::Finish);
        a.finish_now();
        assert_eq!(a.state(), State::Solved);
        assert_eq!(a.shown_grid().to_line(), ANSWER);
        assert!(a.summary().starts_with("Solved: "));
        assert!(a.next_wake().is_none() || a.run.as_ref().unwrap().flash.is_some());

        let mut b = app();
        b.handle(Action::Start);
        b.handle(Action::Step);
        b.handle(Action::Finish);
        assert_eq!(b.state(), State::Solving);
        b.finish_now();
        assert_eq!(b.state(), State::Solved);
        let stats = *b.run.as_ref().unwrap().stepper.stats();
        assert_eq!(
            stats.placements - stats.retractions,
            BAEKJOON.bytes().filter(|&c| c == b'0').count() as u64
        );
    }

    #[test]
    fn stop_gives_the_puzzle_back() {
        let mut a = app();
        a.cursor = 1;
        a.handle(Action::Digit(4));
        let edited = a.puzzle;
        a.handle(Action::Start);
        a.handle(Action::Finish);
        a.finish_now();
        assert_ne!(a.shown_grid(), edited);
        a.handle(Action::Stop);
        assert_eq!(a.state(), State::Editing);
        assert_eq!(a.shown_grid(), edited);
        assert_eq!(a.puzzle, edited);
    }

    #[test]
    fn max_speed_runs_many_steps_per_tick() {
        let mut a = app();
        a.speed = Speed::Max;
        a.handle(Action::Start);
        let t0 = Instant::now();
        a.tick(t0, t0 + Duration::from_millis(200));
        assert_eq!(a.state(), State::Solved);
        assert_eq!(a.shown_grid().to_line(), ANSWER);
    }

    #[test]
    fn no_solution_is_reported() {
        let mut p = Grid::empty();
        for (i, d) in (1..=8u8).enumerate() {
            p.set(i, d);
        }
        p.set(9 * 5 + 8, 9);
        let mut a = App::new(
            Source::single(p, "test".into(), None),
            Strategy::Naive,
            Speed::Max,
        );
        a.handle(Action::Finish);
        a.finish_now();
        assert_eq!(a.state(), State::NoSolution);
        assert!(a.summary().starts_with("No solution: "));
    }

    #[test]
    fn clashing_givens_do_not_solve() {
        let mut a = app();
        a.cursor = 1;
        a.handle(Action::Digit(1));
        a.handle(Action::Start);
        assert_eq!(a.state(), State::Editing);
        assert_eq!(
            a.message.as_deref(),
            Some("Clashing givens, fix them first: r1c1, r1c2")
        );
        a.handle(Action::Finish);
        assert!(a.run.is_none());
    }

    #[test]
    fn quitting_with_unsaved_edits_asks() {
        let mut a = app();
        a.handle(Action::Quit);
        assert!(a.should_quit, "nothing to lose: quits at once");

        let mut a = app();
        a.handle(Action::Digit(4));
        a.handle(Action::Quit);
        assert!(!a.should_quit);
        assert!(matches!(
            a.overlay,
            Some(Overlay::Confirm {
                then: Pending::Quit,
                ..
            })
        ));
        a.handle(Action::No);
        assert!(!a.should_quit && a.overlay.is_none());
        a.handle(Action::Quit);
        a.handle(Action::Yes);
        assert!(a.should_quit);

        // Ctrl-C during a solve quits without asking.
        let mut a = app();
        a.handle(Action::Digit(4));
        a.handle(Action::Start);
        a.handle(Action::Interrupt);
        assert!(a.should_quit);
    }

    #[test]
    fn retraction_flashes_then_fades() {
        let mut a = app();
        a.handle(Action::Step);
        let mut guard = 0;
        while !matches!(a.run.as_ref().unwrap().last, Some(Event::Retract { .. })) {
            a.handle(Action::Step);
            guard += 1;
            assert!(guard < 10_000);
        }
        let flash = a.run.as_ref().unwrap().flash.expect("flash set");
        assert_eq!(a.next_wake(), Some(flash.until));
        let later = flash.until + Duration::from_millis(1);
        a.tick(later, later);
        assert!(a.run.as_ref().unwrap().flash.is_none());
        assert!(a.next_wake().is_none());
    }

    #[test]
    fn status_is_worked_out_in_the_background() {
        let mut a = App::with_background_status(Source::builtin(), Strategy::Naive, Speed::Max);
        a.cursor = 1;
        a.handle(Action::Digit(4));
        a.handle(Action::Digit(3));
        let deadline = Instant::now() + Duration::from_secs(20);
        while a.status_pending() {
            assert!(a.next_wake().is_some(), "ticks while waiting");
            a.poll_status();
            assert!(Instant::now() < deadline, "no answer");
            std::thread::sleep(Duration::from_millis(5));
        }
        // r1c3 holds 3 too: the answer is about the latest grid.
        assert!(matches!(a.status, Some(Status::Clash(_))));
        assert!(a.next_wake().is_none());
    }

    #[test]
    fn a_pasted_puzzle_replaces_the_grid_and_undoes() {
        let mut a = app();
        let before = a.puzzle;
        a.paste(&format!("{ANSWER}\n"));
        assert_eq!(a.puzzle.to_line(), ANSWER);
        assert!(a.dirty);
        a.handle(Action::Undo);
        assert_eq!(a.puzzle, before);
        a.paste("hello");
        assert!(matches!(a.overlay, Some(Overlay::Message { .. })));
        assert_eq!(a.puzzle, before);
        a.handle(Action::Close);
        a.handle(Action::Save);
        a.paste("x.sdk\n");
        match &a.overlay {
            Some(Overlay::SavePrompt { input, .. }) => assert!(input.ends_with("x.sdk")),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn bulk_steps_track_deduced_cells_like_single_steps() {
        let p = Grid::from_line(
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
        )
        .unwrap();
        for n in [1u64, 7, 500, 5000] {
            let mut one = Run::new(&p, Strategy::Propagate);
            let now = Instant::now();
            for _ in 0..n {
                if one.step_once(now).is_final() {
                    break;
                }
            }
            let mut bulk = Run::new(&p, Strategy::Propagate);
            bulk.chunk = 64;
            let far = Instant::now() + Duration::from_secs(60);
            bulk.run_until(Some(n), far);
            assert_eq!(bulk.stepper.stats().steps, one.stepper.stats().steps, "{n}");
            assert_eq!(bulk.stepper.grid(), one.stepper.grid(), "{n}");
            assert_eq!(bulk.deduced, one.deduced, "{n}");
            assert!(one.deduced.iter().any(|&d| d), "{n}: some digit deduced");
        }
    }

    #[test]
    fn help_opens_and_any_key_closes() {
        let mut a = app();
        a.handle(Action::Help);
        assert!(matches!(a.overlay, Some(Overlay::Help)));
        a.handle(Action::Digit(3));
        assert!(a.overlay.is_none());
        assert_eq!(a.puzzle.get(1), 0, "the key only closed the help");
    }
}
