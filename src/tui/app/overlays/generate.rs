//! The new-puzzle dialog: a grade and whether the givens are symmetric, then the puzzle
//! is made on a thread of its own while the dialog says so (a symmetric hard one can
//! take a few hundred milliseconds); Esc gives up waiting.

use std::rc::Rc;
use std::sync::mpsc::{self, Receiver, TryRecvError};

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};
use sudoku_engine::generate::{Difficulty, Generated, Generator, Options};

use super::{Overlay, Reply, Request};
use crate::tui::app::action::Action;
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
}

/// A puzzle being made.
#[derive(Clone, Debug)]
pub struct Job {
    pub seed: u64,
    /// Shared so that the dialog stays a plain value; only the dialog reads it.
    answer: Rc<Receiver<Generated>>,
}

/// What the job has come to.
#[derive(Debug)]
pub enum Poll {
    Waiting,
    Done(Box<Generated>),
    /// The thread stopped without a puzzle.
    Failed,
}

impl Job {
    /// Starts making puzzle 0 of the run `seed` with `options` on a thread of its own
    /// (on the spot if no thread starts).
    fn start(seed: u64, options: Options) -> Job {
        let (tx, rx) = mpsc::channel();
        let on_thread = tx.clone();
        let make = move || Generator::new(seed, options).puzzle(0);
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
    pub field: Field,
    /// Set once Enter is pressed: the puzzle being made.
    pub job: Option<Job>,
}

impl GenerateBox {
    /// The dialog, on the options chosen last time.
    pub fn new(options: Options) -> GenerateBox {
        GenerateBox {
            options,
            field: Field::Difficulty,
            job: None,
        }
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
            Action::Close => return Reply::Close,
            Action::Interrupt => return Reply::Then(Request::Interrupt),
            _ if self.working() => {}
            Action::Up | Action::Down => {
                self.field = match self.field {
                    Field::Difficulty => Field::Symmetric,
                    Field::Symmetric => Field::Difficulty,
                }
            }
            Action::Left => self.change(-1),
            Action::Right => self.change(1),
            // A seed short enough to read and to type (`generate --seed`).
            Action::Submit => self.start(sudoku_engine::generate::random_seed() % SEEDS),
            _ => {}
        }
        Reply::Stay(Overlay::Generate(self))
    }

    /// Starts making the puzzle of `seed` (tests give their own).
    pub fn start(&mut self, seed: u64) {
        self.job = Some(Job::start(seed, self.options));
    }

    /// The value of the line under the cursor, `by` steps on (round the choices).
    fn change(&mut self, by: isize) {
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
        }
    }

    pub fn draw(&self, area: Rect, buf: &mut Buffer) {
        let inner = popup(centered(area, 48, 7), "New puzzle", buf);
        let difficulty = Difficulty::ALL.map(|d| (d.name(), d == self.options.difficulty));
        let symmetric = [
            ("no", !self.options.symmetric),
            ("yes", self.options.symmetric),
        ];
        Paragraph::new(vec![
            self.choice_line(Field::Difficulty, "Difficulty", &difficulty, inner.width),
            self.choice_line(Field::Symmetric, "Symmetric", &symmetric, inner.width),
        ])
        .render(inner, buf);
        let o = self.options;
        let about = if self.working() {
            Span::styled("Making the puzzle… (Esc cancels)", theme::warn())
        } else {
            Span::styled(format!("{}: {}", o.difficulty, meaning(o)), theme::label())
        };
        // Below the choices, in from the edge, wrapped.
        let below = Rect::new(
            inner.x + 2,
            inner.y + 3,
            inner.width.saturating_sub(3),
            inner.height.saturating_sub(3),
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
