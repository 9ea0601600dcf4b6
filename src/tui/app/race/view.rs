//! What the screen shows of a race: each board through the grid view of the single
//! solve, its counters and place, the results once every board has ended; and the frame.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Modifier;

use super::{Phase, Race};
use crate::tui::app::footer::{self, Now};
use crate::tui::app::run::{Run, State};
use crate::tui::app::{view, App};
use crate::tui::files::Source;
use crate::tui::ui::geometry::Size;
use crate::tui::ui::numbers::grouped;
use crate::tui::ui::race::table::ResultRow;
use crate::tui::ui::race::{self, BoardState, BoardView, Counters, RaceView};
use crate::tui::ui::{self as drawing, theme};

/// The results table's rows, first place first, once every board has ended.
pub fn results(race: &Race) -> Option<Vec<ResultRow>> {
    let rows = race.results()?;
    Some(
        rows.into_iter()
            .map(|(place, row)| ResultRow { place, row })
            .collect(),
    )
}

fn counters(run: &Run) -> Counters {
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

fn board_state(run: &Run) -> BoardState {
    let steps = run.stepper().stats().steps;
    match run.state() {
        State::Solved => BoardState::Solved(steps),
        State::NoSolution => BoardState::NoSolution(steps),
        State::Paused => BoardState::Paused,
        State::Editing | State::Solving => BoardState::Solving,
    }
}

fn phase(p: Phase) -> (&'static str, ratatui::style::Style) {
    match p {
        Phase::Running => ("solving", theme::warn()),
        Phase::Paused => ("paused", theme::warn().add_modifier(Modifier::REVERSED)),
        Phase::Over => ("over", theme::good()),
    }
}

/// Where the puzzle comes from: "p.txt, puzzle 1 of 3 (edited)".
fn source(s: &Source, edited: bool) -> String {
    format!(
        "{}, puzzle {} of {}{}",
        s.name,
        grouped(s.index as u64 + 1),
        grouped(s.count() as u64),
        if edited { " (edited)" } else { "" }
    )
}

/// The race as the screen of size `area` shows it.
pub fn build<'a>(app: &'a App, race: &Race, area: Rect) -> RaceView<'a> {
    let results = results(race);
    let room = race::room(area, race.len(), results.as_deref());
    let boards = race
        .shown(room)
        .into_iter()
        .map(|i| {
            let (run, board) = race.board(i);
            BoardView {
                name: run.label(),
                place: board.place,
                grid: view::grid(&app.editor, Some(run), app.now, app.show_candidates),
                state: board_state(run),
                counters: counters(run),
            }
        })
        .collect();
    RaceView {
        source: source(&app.editor.source, app.editor.dirty),
        speed: app.speed.label(),
        phase: phase(race.phase()),
        elapsed: race.elapsed(),
        boards,
        total: race.len(),
        results,
        message: app.message.as_deref(),
    }
}

/// The race screen: the boards, the footer, the overlays over them (colours are taken
/// off, under `NO_COLOR`, by the frame that calls this).
pub fn draw(app: &App, race: &Race, area: Rect, buf: &mut Buffer) {
    let v = build(app, race, area);
    match race::draw(&v, area, buf) {
        None => race::too_small(area, buf),
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
