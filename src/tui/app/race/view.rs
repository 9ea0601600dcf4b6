//! What the screen shows of a race: each board through the grid view of the single
//! solve (of the 9×9 grid, or of the grid of another size), its counters and place, the
//! strategies that sit out, the results once every board has ended; and the frame.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Modifier;
use sudoku_engine::shape::Shape;
use sudoku_engine::solve::{AnyShape, Nine, StepError};

use super::racing::{each, Racing};
use super::{Phase, Race};
use crate::tui::app::footer::{self, Now};
use crate::tui::app::run::{Progress, Run, Searched};
use crate::tui::app::sized::solve_view;
use crate::tui::app::{view, App};
use crate::tui::ui::geometry::Size;
use crate::tui::ui::race::layout::Field;
use crate::tui::ui::race::table::ResultRow;
use crate::tui::ui::race::{self, BoardGrid, BoardState, BoardView, Counters, RaceView};
use crate::tui::ui::{self as drawing, theme};
use crate::tui::words::numbers::grouped;

/// What a race's boards show of their grid, for the layout they search.
pub trait Raced: Searched {
    /// The grid of board `run` as the screen shows it now.
    fn grid(app: &App, run: &Run<Self>) -> BoardGrid;

    /// The grid's shape.
    fn grid_shape(race: &Race<Self>) -> Shape;
}

impl Raced for Nine {
    fn grid(app: &App, run: &Run) -> BoardGrid {
        let grid = view::grid(&app.editor, Some(run), app.now, app.show_candidates);
        BoardGrid::Nine(Box::new(grid))
    }

    fn grid_shape(_: &Race) -> Shape {
        Shape::NINE
    }
}

impl Raced for AnyShape {
    fn grid(app: &App, run: &Run<AnyShape>) -> BoardGrid {
        let givens = run.stepper().puzzle();
        let (board, trail) = solve_view::grid(givens, run, app.now, app.show_candidates);
        BoardGrid::Any(Box::new((board, trail)))
    }

    fn grid_shape(race: &Race<AnyShape>) -> Shape {
        let first = race.runs_iter().next();
        first.map_or(Shape::NINE, |r| r.stepper().shape())
    }
}

/// What the layout needs to know of `race`.
pub fn field<L: Raced>(race: &Race<L>) -> Field {
    Field {
        boards: race.len(),
        grid: L::grid_shape(race),
        sitting_out: !race.sitting_out().is_empty(),
    }
}

/// `logic sits out: it solves 9x9 grids only, and this grid is 4x4`, then briefer forms
/// (`logic sits out (9x9 only)`) for a narrow screen to choose from.
fn sitting_out<L: Searched>(race: &Race<L>) -> Vec<String> {
    let out = race.sitting_out();
    if out.is_empty() {
        return Vec::new();
    }
    let forms = |long: bool| {
        let said: Vec<String> = out
            .iter()
            .map(|(s, e)| match (*e, long) {
                (StepError::LogicNeedsNine { side }, true) => format!(
                    "{} sits out: it solves 9x9 grids only, and this grid is {side}x{side}",
                    s.name()
                ),
                (StepError::LogicNeedsNine { .. }, false) => {
                    format!("{} sits out (9x9 only)", s.name())
                }
            })
            .collect();
        said.join("; ")
    };
    vec![forms(true), forms(false)]
}

/// The results table's rows, first place first, once every board has ended.
pub fn results<L: Searched>(race: &Race<L>) -> Option<Vec<ResultRow>> {
    let rows = race.results()?;
    Some(
        rows.into_iter()
            .map(|(place, row)| ResultRow { place, row })
            .collect(),
    )
}

fn counters<L: Searched>(run: &Run<L>) -> Counters {
    let st = run.stepper().stats();
    Counters {
        placements: st.placements,
        retractions: st.retractions,
        deductions: st.deductions,
        guesses: st.guesses,
        depth: st.depth,
        max_depth: st.max_depth,
        steps: st.steps,
    }
}

fn board_state<L: Searched>(run: &Run<L>) -> BoardState {
    let steps = run.stepper().stats().steps;
    match run.state() {
        Progress::Solved => BoardState::Solved(steps),
        Progress::NoSolution => BoardState::NoSolution(steps),
        Progress::Paused => BoardState::Paused,
        Progress::Editing | Progress::Solving => BoardState::Solving,
    }
}

fn phase(p: Phase) -> (&'static str, ratatui::style::Style) {
    match p {
        Phase::Running => ("solving", theme::warn()),
        Phase::Paused => ("paused", theme::warn().add_modifier(Modifier::REVERSED)),
        Phase::Over => ("over", theme::good()),
    }
}

/// Where the puzzle comes from: "p.txt, puzzle 1 of 3 (edited)"; on a grid of another
/// size, "p.txt, puzzle 1 of 3, 4x4".
fn source(app: &App) -> String {
    let (name, index, count, edited, size) = match app.sized() {
        Some(s) => {
            let src = &s.source;
            let size = format!(", {}", crate::tui::files::boards::size_name(s.shape()));
            (src.name.as_str(), src.index, src.count(), s.dirty, size)
        }
        None => {
            let src = &app.editor.source;
            let (name, index) = (src.name.as_str(), src.index);
            (name, index, src.count(), app.editor.dirty, String::new())
        }
    };
    format!(
        "{name}, puzzle {} of {}{}{size}",
        grouped(index as u64 + 1),
        grouped(count as u64),
        if edited { " (edited)" } else { "" }
    )
}

/// The race as the screen of size `area` shows it.
pub fn build<'a, L: Raced>(app: &'a App, race: &Race<L>, area: Rect) -> RaceView<'a> {
    let results = results(race);
    let field = field(race);
    let room = race::room(area, &field, results.as_deref());
    let boards = race
        .shown(room)
        .into_iter()
        .map(|i| {
            let (run, board) = race.board(i);
            BoardView {
                name: run.label(),
                place: board.place,
                grid: L::grid(app, run),
                state: board_state(run),
                counters: counters(run),
            }
        })
        .collect();
    RaceView {
        source: source(app),
        speed: app.speed.label(),
        phase: phase(race.phase()),
        elapsed: race.elapsed(),
        boards,
        field,
        sitting_out: sitting_out(race),
        results,
        message: app.message.as_deref(),
    }
}

/// The race screen: the boards, the footer, the overlays over them (colours are taken
/// off, under `NO_COLOR`, by the frame that calls this).
pub fn draw(app: &App, racing: Racing<'_>, area: Rect, buf: &mut Buffer) {
    each!(racing, |race| draw_race(app, race, area, buf));
}

fn draw_race<L: Raced>(app: &App, race: &Race<L>, area: Rect, buf: &mut Buffer) {
    let v = build(app, race, area);
    match race::draw(&v, area, buf) {
        None => race::too_small(area, &v.field, buf),
        Some(drawn) => {
            let now = Now {
                large_cells: drawn.size == Some(Size::Large),
                boards_hidden: drawn.boards < race.len(),
                help_scrolls: app.help_scrolls(area),
                ..Now::default()
            };
            let footer_area = Rect::new(area.x, area.bottom() - 1, area.width, 1);
            drawing::footer::draw(&footer::hints(app.mode(), &now), footer_area, buf);
            for o in &app.overlays {
                o.draw(area, buf);
            }
        }
    }
}
