//! Hindsight and the map, on the app: which runs keep a choice tree (every run on
//! screen while the map is open or hindsight is on), bringing their trees to the step
//! each shows, the map's boards, and what hindsight adds to the panel. At every size:
//! the runs of a grid of another size keep their trees as the 9×9 runs do.

use std::time::{Duration, Instant};

use sudoku_engine::shape::{digit_char, Shape};
use sudoku_engine::solve::AnyShape;

use super::judging::Judges;
use super::overlays::Overlay;
use super::overlays::{MapBox, Place, Track, TrackFrom};
use super::race::Phase;
use super::run::{Run, Searched};
use super::screen::Screen;
use super::App;
use crate::tui::words::numbers::grouped;

/// Time a frame gives the trees when they are behind their runs.
const SHARE: Duration = Duration::from_millis(12);

impl App {
    /// The map is open.
    pub fn map_open(&self) -> bool {
        self.overlays.iter().any(|o| matches!(o, Overlay::Map(_)))
    }

    /// Runs keep a tree: for hindsight, the map, and the wasted steps of a race over.
    fn seeing(&self) -> bool {
        let race_over = matches!(self.screen(), Screen::Racing(r) if r.phase() == Phase::Over);
        self.hindsight || self.map_open() || race_over
    }

    /// A 9×9 run on screen: of its solve, or of its race.
    fn nine_runs(&self) -> impl Iterator<Item = &Run> {
        self.nine.runs()
    }

    fn nine_runs_mut(&mut self) -> Vec<&mut Run> {
        self.nine.runs_mut().collect()
    }

    /// A run on screen of a grid of another size: of its solve, or of its race.
    fn sized_runs(&self) -> impl Iterator<Item = &Run<AnyShape>> {
        self.sized.iter().flat_map(|s| s.stage.runs())
    }

    fn sized_runs_mut(&mut self) -> Vec<&mut Run<AnyShape>> {
        self.sized
            .iter_mut()
            .flat_map(|s| s.stage.runs_mut())
            .collect()
    }

    /// `d`: hindsight on or off.
    pub(super) fn toggle_hindsight(&mut self) {
        self.hindsight = !self.hindsight;
        self.message = Some(
            if self.hindsight {
                "Hindsight on: doomed choices and wasted steps (d: off)"
            } else {
                "Hindsight off"
            }
            .into(),
        );
        self.follow_sights(Instant::now() + SHARE);
    }

    /// `m`: the map of the search, of every board in a race: where it was left on the
    /// same search, else on the top of the tree.
    pub(super) fn open_map(&mut self) {
        if self.nine_runs().next().is_none() && self.sized_runs().next().is_none() {
            return;
        }
        let searches = self.searches();
        let map = match &self.map_left {
            Some(left) if left.searches == searches => MapBox::at(Vec::new(), left.place),
            // In a race, from the top: the boards' shapes compare.
            _ if self.racing().is_some() => MapBox::from_the_top(Vec::new()),
            _ => MapBox::new(Vec::new()),
        };
        self.overlays.push(Overlay::Map(Box::new(map)));
        self.follow_sights(Instant::now() + SHARE);
    }

    /// The map closed where `place` says: kept for the searches on screen.
    pub(super) fn keep_map_place(&mut self, place: Place) {
        self.map_left = Some(MapLeft {
            searches: self.searches(),
            place,
        });
    }

    /// The searches on screen, each its strategy and its puzzle: the same searches make
    /// the same trees, whose nodes keep their ids.
    fn searches(&self) -> Vec<(&'static str, Vec<u8>)> {
        let nine = self
            .nine_runs()
            .map(|r| (r.label(), r.stepper().puzzle_cells().to_vec()));
        let sized = self
            .sized_runs()
            .map(|r| (r.label(), r.stepper().puzzle_cells().to_vec()));
        nine.chain(sized).collect()
    }

    /// Brings every tree wanted to the step its run shows, until `deadline` (at least
    /// a share of a frame), and the map up to date.
    pub(super) fn follow_sights(&mut self, deadline: Instant) {
        if self.catch_up_sights(deadline) {
            self.refresh_map();
        }
    }

    /// Brings every tree wanted to the step its run shows, until `deadline` (at least
    /// a share of a frame); false when no tree is wanted.
    pub(super) fn catch_up_sights(&mut self, deadline: Instant) -> bool {
        if !self.seeing() {
            self.judges.withdraw();
            return false;
        }
        let deadline = deadline.max(Instant::now() + SHARE);
        let mut judges = std::mem::replace(&mut self.judges, Judges::on_the_spot());
        for run in self.nine_runs_mut() {
            follow(run, deadline, &mut judges);
        }
        for run in self.sized_runs_mut() {
            follow(run, deadline, &mut judges);
        }
        self.judges = judges;
        true
    }

    /// A tree is behind its run.
    /// (Not while the judge its tree needs is worked out on a thread: the thread's answer
    /// wakes the app.)
    pub fn sights_behind(&self) -> bool {
        self.seeing()
            && (self.nine_runs().any(behind)
                || (!self.judges.pending() && self.sized_runs().any(behind)))
    }

    /// The map's boards as they are now: made again only where a tree or the step shown
    /// moved, or hindsight was turned, since they were made.
    pub(super) fn refresh_map(&mut self) {
        if !self.map_open() {
            return;
        }
        let h = self.hindsight;
        let made: Vec<TrackFrom> = self
            .nine_runs()
            .filter_map(made_of)
            .chain(self.sized_runs().filter_map(made_of))
            .collect();
        let maps = || self.overlays.iter().filter_map(map_of);
        if maps().all(|m| m.made_from(&made, h)) {
            return;
        }
        let mut tracks: Vec<Track> = self
            .nine_runs_mut()
            .into_iter()
            .filter_map(|r| track(r, h))
            .collect();
        tracks.extend(
            self.sized_runs_mut()
                .into_iter()
                .filter_map(|r| track(r, h)),
        );
        // The last map takes the trees themselves (there is one map, as a rule).
        let mut maps: Vec<&mut MapBox> = self
            .overlays
            .iter_mut()
            .filter_map(|o| match o {
                Overlay::Map(m) => Some(&mut **m),
                _ => None,
            })
            .collect();
        if let Some(last) = maps.pop() {
            for m in maps {
                m.refresh(tracks.clone(), made.clone(), h);
            }
            last.refresh(tracks, made, h);
        }
    }

    /// What hindsight adds to the panel: `Wasted  8,204,113 (87%)` and, while the board
    /// is doomed, since when and by which choice.
    pub fn hindsight_lines(&self) -> Vec<String> {
        if !self.hindsight {
            return Vec::new();
        }
        match self.sized.as_ref().and_then(|s| s.stage.solve()?.first()) {
            Some(run) => hindsight_of(run),
            None => self.run().map(hindsight_of).unwrap_or_default(),
        }
    }

    /// Per choice on the stack of the run on screen, whether it is doomed (hindsight
    /// on, and its tree at the step shown).
    pub fn doomed_choices(&self) -> Option<Vec<bool>> {
        if !self.hindsight {
            return None;
        }
        match self.sized.as_ref().and_then(|s| s.stage.solve()?.first()) {
            Some(run) => doomed_of(run),
            None => doomed_of(self.run()?),
        }
    }
}

/// Where the map was left, and on which searches.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MapLeft {
    searches: Vec<(&'static str, Vec<u8>)>,
    place: Place,
}

/// Brings the tree of `run` (made at its start if it has none) to the step it shows,
/// until `deadline`.
fn follow<L: Searched>(run: &mut Run<L>, deadline: Instant, judges: &mut Judges) {
    let target = run.position();
    if run.sight.is_none() {
        run.sight = L::sight(run.stepper(), judges).map(Box::new);
    }
    if let Some(sight) = &mut run.sight {
        sight.follow(target, deadline);
    }
}

/// The tree of `run` is not at the step it shows.
fn behind<L: Searched>(r: &Run<L>) -> bool {
    r.sight.as_ref().is_none_or(|s| s.step() != r.position())
}

/// A map open among the overlays.
fn map_of(o: &Overlay) -> Option<&MapBox> {
    match o {
        Overlay::Map(m) => Some(m),
        _ => None,
    }
}

/// What the map's board of `run` is made from, once it has a tree.
fn made_of<L: Searched>(r: &Run<L>) -> Option<TrackFrom> {
    let sight = r.sight.as_ref()?;
    Some(TrackFrom {
        label: r.label(),
        shown: r.position(),
        step: sight.step(),
        kept: sight.tree().kept().len(),
    })
}

/// The map's board of `run`, once it has a tree.
fn track<L: Searched>(r: &mut Run<L>, hindsight: bool) -> Option<Track> {
    let tree = r.sight.as_mut()?.at();
    Some(Track {
        label: r.label().to_string(),
        tree,
        shown: r.position(),
        hindsight,
        shape: r.stepper().shape(),
    })
}

/// `r12c3 = G`: a choice in the names of its grid.
pub fn choice_name(shape: Shape, cell: u16, digit: u8) -> String {
    format!("{} = {}", shape.cell_name(cell as usize), digit_char(digit))
}

/// What hindsight adds to the panel for `run`.
fn hindsight_of<L: Searched>(run: &Run<L>) -> Vec<String> {
    let Some(sight) = &run.sight else {
        return vec!["Wasted     working out…".into()];
    };
    let tree = sight.tree();
    if tree.step() != run.position() {
        let share = tree.step() * 100 / run.position().max(1);
        return vec![format!("Wasted     working out… {share}%")];
    }
    let wasted = tree.wasted();
    let share = (wasted as f64 * 100.0 / tree.step().max(1) as f64).round();
    // Choices the judge could not settle were taken as sound: at least this many.
    let least = if tree.judge().unsure() {
        "at least "
    } else {
        ""
    };
    let mut out = vec![format!("Wasted     {least}{} ({share}%)", grouped(wasted))];
    if let Some(n) = tree.doomed_by() {
        out.push(if n.is_root() {
            "doomed from the start: no solution".into()
        } else {
            format!(
                "doomed since step {} ({}: no solution has it)",
                grouped(n.first_step),
                choice_name(run.stepper().shape(), n.cell, n.digit)
            )
        });
    }
    out
}

/// Per choice on the stack of `run`, whether it is doomed (its tree at the step shown).
fn doomed_of<L: Searched>(run: &Run<L>) -> Option<Vec<bool>> {
    let tree = run.sight.as_ref()?.tree();
    (tree.step() == run.position()).then(|| tree.path()[1..].iter().map(|n| n.doomed).collect())
}
