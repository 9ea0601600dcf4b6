//! The panel's counters: guesses and their take-backs (`Placements`, `Retractions`),
//! deductions and theirs apart, the depth, and during a solve the step, the time and the
//! rate of take-backs; the same lines for a grid of any size.

use std::time::Duration;

use ratatui::style::Style;
use ratatui::text::{Line, Span};
use sudoku_engine::solve::Stats;

use crate::tui::ui::labelled::{label, labelled, wrapped, LABEL};
use crate::tui::ui::theme;
use crate::tui::words::numbers::{format_duration, grouped};

/// Counters only a solve has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SolveCounts {
    pub step: u64,
    pub per_second: Option<u64>,
    /// The step shown is behind the furthest one the search has been to (gone back to):
    /// the time is the run's, not the step's, and the rate is none of its.
    pub behind: bool,
}

impl SolveCounts {
    /// `  12 retractions/s` (`1 retraction/s`), none for a step gone back to.
    fn rate(&self) -> String {
        match self.per_second {
            _ if self.behind => String::new(),
            Some(1) => "  1 retraction/s".to_string(),
            Some(n) => format!("  {} retractions/s", grouped(n)),
            None => String::new(),
        }
    }

    /// The time spent running, said to be the run's on a step gone back to.
    fn elapsed(&self, elapsed: Duration) -> String {
        let t = format_duration(elapsed);
        if self.behind {
            format!("{t} {RUN_SO_FAR}")
        } else {
            t
        }
    }
}

/// After the time on a step gone back to.
pub const RUN_SO_FAR: &str = "(run so far)";

fn depth_line(stats: &Stats) -> Line<'static> {
    Line::from(vec![
        label("Depth"),
        Span::raw(format!("{}", stats.depth)),
        Span::styled(format!("  deepest {}", stats.max_depth), theme::label()),
    ])
}

/// The counters: guesses, their take-backs, deductions and theirs apart; during a solve
/// the step and the rate of take-backs too. `full`: one counter a line.
pub fn lines(
    st: &Stats,
    elapsed: Duration,
    solve: Option<SolveCounts>,
    full: bool,
    width: usize,
) -> Vec<Line<'static>> {
    let Some(solve) = solve else {
        return vec![
            labelled("Placements", grouped(st.placements)),
            labelled("Retractions", grouped(st.retractions)),
            labelled("Deductions", grouped(st.deductions)),
            depth_line(st),
            labelled("Elapsed", format_duration(elapsed)),
        ];
    };
    let rate = solve.rate();
    let mut out = vec![
        labelled("Placements", grouped(st.placements)),
        labelled("Retractions", grouped(st.retractions)),
    ];
    if full {
        out.push(labelled("Deductions", grouped(st.deductions)));
        out.push(labelled("Undone", grouped(st.undone_deductions)));
        out.push(depth_line(st));
        out.push(labelled("Step", grouped(solve.step)));
        // Where the rate does not fit after the time, it takes a line of its own
        // rather than leave its number apart from `retractions/s`.
        let mut time = solve.elapsed(elapsed);
        if LABEL + time.chars().count() > width {
            // One row, as on the steps before.
            time = format_duration(elapsed);
        }
        if LABEL + time.chars().count() + rate.chars().count() <= width {
            out.push(Line::from(vec![
                label("Elapsed"),
                Span::raw(time),
                Span::styled(rate, theme::label()),
            ]));
        } else {
            out.push(labelled("Elapsed", time));
            out.extend(wrapped("", rate.trim(), theme::label(), width));
        }
    } else {
        if st.deductions > 0 {
            out.push(labelled(
                "Deductions",
                format!(
                    "{}, {} undone",
                    grouped(st.deductions),
                    grouped(st.undone_deductions)
                ),
            ));
        }
        out.push(depth_line(st));
        // Short of room, the rate goes: a short panel keeps its rows for the stack.
        let mut step = format!("{}  {}", grouped(solve.step), solve.elapsed(elapsed));
        if solve.behind && LABEL + step.chars().count() > width {
            // Where the time cannot say it is the run's, it is left out.
            step = grouped(solve.step);
        }
        let len = LABEL + step.chars().count() + rate.chars().count();
        if len <= width {
            out.push(labelled("Step", format!("{step}{rate}")));
        } else {
            out.extend(wrapped("Step", &step, Style::new(), width));
        }
    }
    out
}
