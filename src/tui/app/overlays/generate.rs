//! The new-puzzle dialog: a grade, whether the givens are symmetric and the size (the
//! grid's on screen first), then the puzzle is made on a thread of its own while the
//! dialog says so (a symmetric hard one can take a few hundred milliseconds, a 16x16 one
//! about as long); Esc gives up waiting. The grade and the symmetry are for 9x9 puzzles:
//! at other sizes the dialog says what the puzzle is instead.

use std::rc::Rc;
use std::sync::mpsc::{self, Receiver, TryRecvError};

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};
use sudoku_engine::generate::sized::{self, SizedPuzzle};
use sudoku_engine::generate::{Difficulty, Generated, Generator, Options};
use sudoku_engine::shape::Shape;

use super::{Overlay, Reply, Request};
use crate::tui::app::action::{Action, AppKey, EditKey, OverlayKey};
use crate::tui::files::boards::size_name;
use crate::tui::ui::popup::{centered, popup};
use crate::tui::ui::theme;

/// Name of the thread that makes puzzles.
pub const GENERATE_THREAD: &str = "generate";

/// Seeds the dialog draws from: up to six digits.
const SEEDS: u64 = 1_000_000;

/// The lines of the dialog the cursor moves between.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    Difficulty,
    Symmetric,
    Size,
}

impl Field {
    /// The lines in the order they show.
    const ALL: [Field; 3] = [Field::Difficulty, Field::Symmetric, Field::Size];
}

/// A puzzle the dialog made.
#[derive(Clone, Debug)]
pub enum Made {
    /// A 9x9 puzzle, graded.
    Nine(Generated),
    /// A puzzle of another size.
    Sized(SizedPuzzle),
}

/// A puzzle being made.
#[derive(Clone, Debug)]
pub struct Job {
    pub seed: u64,
    /// Shared so that the dialog stays a plain value; only the dialog reads it.
    answer: Rc<Receiver<Made>>,
}

/// What the job has come to.
#[derive(Debug)]
pub enum Poll {
    Waiting,
    Done(Box<Made>),
    /// The thread stopped without a puzzle.
    Failed,
}

impl Job {
    /// Starts making puzzle 0 of the run `seed` of `shape` (with `options` at 9x9) on a
    /// thread of its own (on the spot if no thread starts).
    fn start(seed: u64, options: Options, shape: Shape) -> Job {
        let (tx, rx) = mpsc::channel();
        let on_thread = tx.clone();
        let make = move || {
            if shape == Shape::NINE {
                Made::Nine(Generator::new(seed, options).puzzle(0))
            } else {
                Made::Sized(sized::puzzle(shape, seed, 0))
            }
        };
        let spawned = std::thread::Builder::new()
            .name(GENERATE_THREAD.into())
            .spawn(move || {
                // Nobody waits any more when the dialog was closed.
                let _ = on_thread.send(make());
            });
        if spawned.is_err() {
            let _ = tx.send(make());
        }
        Job {
            seed,
            answer: Rc::new(rx),
        }
    }

    fn poll(&self) -> Poll {
        match self.answer.try_recv() {
            Ok(made) => Poll::Done(Box::new(made)),
            Err(TryRecvError::Empty) => Poll::Waiting,
            Err(TryRecvError::Disconnected) => Poll::Failed,
        }
    }
}

#[derive(Clone, Debug)]
pub struct GenerateBox {
    pub options: Options,
    /// The size of the puzzle to make.
    pub shape: Shape,
    pub field: Field,
    /// A grid of another size with unsaved edits that a 9x9 puzzle would replace: the
    /// dialog warns, and a second Enter makes it anyway.
    pub unsaved: Option<Shape>,
    /// The warning is on screen.
    warned: bool,
    /// Set once Enter is pressed: the puzzle being made.
    pub job: Option<Job>,
}

impl GenerateBox {
    /// The dialog, on the options chosen last time, for a 9x9 puzzle.
    pub fn new(options: Options) -> GenerateBox {
        GenerateBox {
            options,
            shape: Shape::NINE,
            field: Field::Difficulty,
            unsaved: None,
            warned: false,
            job: None,
        }
    }

    /// The dialog on the size of the grid on screen (the cursor on the size line where
    /// the grade does not apply); `unsaved` when that grid has edits a 9x9 puzzle would
    /// replace.
    pub fn at(mut self, shape: Shape, unsaved: bool) -> GenerateBox {
        self.shape = shape;
        if shape != Shape::NINE {
            self.field = Field::Size;
            self.unsaved = unsaved.then_some(shape);
        }
        self
    }

    /// True when the puzzle chosen is graded (and may be symmetric): a 9x9 one.
    pub fn graded(&self) -> bool {
        self.shape == Shape::NINE
    }

    /// True where the line means something for the size chosen: the grade and the
    /// symmetry at 9x9 only.
    fn applies(&self, field: Field) -> bool {
        field == Field::Size || self.graded()
    }

    /// True while a puzzle is being made.
    pub fn working(&self) -> bool {
        self.job.is_some()
    }

    /// What the job has come to; waiting when there is none.
    pub fn poll(&self) -> Poll {
        self.job.as_ref().map_or(Poll::Waiting, Job::poll)
    }

    pub fn handle(mut self, action: Action) -> Reply {
        match action {
            Action::Overlay(OverlayKey::Close) => return Reply::Close,
            Action::App(AppKey::Interrupt) => return Reply::Then(Request::Interrupt),
            _ if self.working() => {}
            Action::Edit(EditKey::Up) => self.move_to(-1),
            Action::Edit(EditKey::Down) => self.move_to(1),
            Action::Edit(EditKey::Left) => self.change(-1),
            Action::Edit(EditKey::Right) => self.change(1),
            // Edits of another size that a 9x9 puzzle would replace: a second Enter.
            Action::Overlay(OverlayKey::Submit) if self.leaves_edits() && !self.warned => {
                self.warned = true
            }
            // A seed short enough to read and to type (`generate --seed`).
            Action::Overlay(OverlayKey::Submit) => {
                self.start(sudoku_engine::generate::random_seed() % SEEDS)
            }
            _ => {}
        }
        Reply::Stay(Overlay::Generate(self))
    }

    /// Starts making the puzzle of `seed` (tests give their own).
    pub fn start(&mut self, seed: u64) {
        self.job = Some(Job::start(seed, self.options, self.shape));
    }

    /// True when the puzzle chosen replaces a grid of another size with unsaved edits.
    fn leaves_edits(&self) -> bool {
        self.unsaved.is_some() && self.shape == Shape::NINE
    }

    /// The cursor `by` lines on (round them), past the lines that do not apply.
    fn move_to(&mut self, by: isize) {
        let all = Field::ALL;
        let n = all.len() as isize;
        let mut i = all.iter().position(|&f| f == self.field).unwrap_or(0) as isize;
        for _ in 0..n {
            i = (i + by).rem_euclid(n);
            if self.applies(all[i as usize]) {
                break;
            }
        }
        self.field = all[i as usize];
    }

    /// The value of the line under the cursor, `by` steps on (round the choices).
    fn change(&mut self, by: isize) {
        self.warned = false;
        match self.field {
            Field::Difficulty => {
                let all = Difficulty::ALL;
                let i = all
                    .iter()
                    .position(|&d| d == self.options.difficulty)
                    .unwrap_or(0);
                let n = all.len() as isize;
                self.options.difficulty = all[(i as isize + by).rem_euclid(n) as usize];
            }
            Field::Symmetric => self.options.symmetric = !self.options.symmetric,
            Field::Size => {
                let all = Shape::STANDARD;
                let i = all.iter().position(|&s| s == self.shape).unwrap_or(3);
                let n = all.len() as isize;
                self.shape = all[(i as isize + by).rem_euclid(n) as usize];
            }
        }
    }

    pub fn draw(&self, area: Rect, buf: &mut Buffer) {
        let inner = popup(centered(area, 48, 8), "New puzzle", buf);
        let difficulty = Difficulty::ALL.map(|d| (d.name(), d == self.options.difficulty));
        let symmetric = [
            ("no", !self.options.symmetric),
            ("yes", self.options.symmetric),
        ];
        let names = Shape::STANDARD.map(size_name);
        let sizes: Vec<(&str, bool)> = Shape::STANDARD
            .iter()
            .zip(&names)
            .map(|(&s, name)| (name.as_str(), s == self.shape))
            .collect();
        Paragraph::new(vec![
            self.choice_line(Field::Difficulty, "Difficulty", &difficulty, inner.width),
            self.choice_line(Field::Symmetric, "Symmetric", &symmetric, inner.width),
            self.choice_line(Field::Size, "Size", &sizes, inner.width),
        ])
        .render(inner, buf);
        let o = self.options;
        let about = if self.working() {
            Span::styled("Making the puzzle… (Esc cancels)", theme::warn())
        } else if self.warned {
            let n = size_name(self.unsaved.unwrap_or_default());
            let warning =
                format!("The {n} grid has unsaved edits: Enter makes a 9x9 puzzle anyway");
            Span::styled(warning, theme::warn())
        } else if self.shape == Shape::NINE {
            Span::styled(format!("{}: {}", o.difficulty, meaning(o)), theme::label())
        } else {
            Span::styled(sized_meaning(self.shape), theme::label())
        };
        // Below the choices, in from the edge, wrapped.
        let below = Rect::new(
            inner.x + 2,
            inner.y + 4,
            inner.width.saturating_sub(3),
            inner.height.saturating_sub(4),
        );
        Paragraph::new(Line::from(about))
            .wrap(Wrap { trim: true })
            .render(below, buf);
    }

    /// A line of choices, the chosen one marked; the line under the cursor marked too.
    /// Where they do not all fit in `width`, only the chosen one shows, between arrows
    /// that say there are others.
    fn choice_line(
        &self,
        field: Field,
        label: &str,
        choices: &[(&str, bool)],
        width: u16,
    ) -> Line<'static> {
        let here = field == self.field && !self.working();
        let label_style = if here { theme::key() } else { theme::label() };
        if !self.applies(field) {
            // Only the choice kept for 9x9, dim: it does not make this size's puzzle.
            let (name, _) = choices.iter().find(|c| c.1).copied().unwrap_or(("", true));
            let dim = Style::new().add_modifier(Modifier::DIM);
            return Line::from(vec![
                Span::styled(format!("  {label:<11}"), dim),
                Span::styled(format!(" {name} (9x9 only)"), dim),
            ]);
        }
        let mut spans = vec![Span::styled(
            format!("{} {label:<11}", if here { "›" } else { " " }),
            label_style,
        )];
        let all: usize = choices.iter().map(|(n, _)| n.chars().count() + 1).sum();
        if 13 + all > usize::from(width) {
            let (name, _) = choices.iter().find(|c| c.1).copied().unwrap_or(("", true));
            let style = if here {
                Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD)
            } else {
                theme::title().add_modifier(Modifier::UNDERLINED)
            };
            spans.push(Span::styled(" ◂ ", label_style));
            spans.push(Span::styled(name.to_string(), style));
            spans.push(Span::styled(" ▸", label_style));
            return Line::from(spans);
        }
        for &(name, chosen) in choices {
            let style = match (chosen, here) {
                (true, true) => Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD),
                (true, false) => theme::title().add_modifier(Modifier::UNDERLINED),
                (false, _) => Style::new(),
            };
            spans.push(Span::raw(" "));
            spans.push(Span::styled(name.to_string(), style));
        }
        Line::from(spans)
    }
}

/// What a puzzle of another size than 9x9 is, in a few words.
fn sized_meaning(shape: Shape) -> String {
    let n = size_name(shape);
    if shape.side() > 16 {
        format!("{n}: one solution, minimal where time allows; ungraded")
    } else {
        format!("{n}: one solution, minimal; ungraded")
    }
}

/// What the options ask for, in a few words: the techniques and the ratings (Sudoku
/// Explainer's scale).
fn meaning(o: Options) -> &'static str {
    match (o.difficulty, o.symmetric) {
        (Difficulty::Easy, _) => "singles alone (rating 1.2–2.3)",
        (Difficulty::Medium, _) => "pointing, pairs, X-wing (2.6–3.4)",
        (Difficulty::Hard, false) => "triples, swordfish, XY-wing (3.6–4.5)",
        (Difficulty::Hard, true) => "triples, swordfish, XY-wing; takes a moment",
        (Difficulty::Expert, _) => "quads, kites, chains (above 4.5)",
        (Difficulty::Extreme, _) => "the techniques need a guess (10.0)",
    }
}
