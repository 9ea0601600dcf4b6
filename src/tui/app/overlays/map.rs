//! The map's state: the trees it shows (one a board, refreshed by the app as the runs
//! go on), the selected node, and the range of steps it spans (the whole search, or the
//! selected node's span zoomed into). It opens on the first choice of the path to the
//! step shown, so that the top of the tree is in view, or where it was left for the same
//! search. The keys move the selection (parent, first child, siblings; across boards at
//! the top in a race), zoom, turn hindsight on or off, and go to the selected node's
//! first step. The map remakes its boards only when a tree or the step shown moved, or
//! hindsight was turned, and what it shows only when they or the selection or the zoom
//! changed: a frame with nothing new draws what it kept.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use sudoku_engine::shape::Shape;
use sudoku_engine::solve::tree::TreeAt;

use super::{Overlay, Reply, Request};
use crate::tui::app::action::{Action, AppKey, EditKey, OverlayKey, SolveKey};
use crate::tui::ui::map::{self, Bar, Kind, MapView};
use crate::tui::words::numbers::{grouped, short_count};

/// One board's tree, as the app has it now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Track {
    /// The strategy's name.
    pub label: String,
    pub tree: TreeAt,
    /// The step the board shows; the tree may be behind it while it catches up.
    pub shown: u64,
    /// Doomed choices may be shown.
    pub hindsight: bool,
    /// The grid searched, for the names of cells and digits (`r12c3 = G`).
    pub shape: Shape,
}

/// What one board's track was made from: when none of it moved, the track is the same.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TrackFrom {
    /// The strategy's name.
    pub label: &'static str,
    /// The step the board shows.
    pub shown: u64,
    /// The step its tree stands at, and the nodes the tree keeps.
    pub step: u64,
    pub kept: usize,
}

/// Where the map stands: the board and the node selected, and the zoom; what the app
/// keeps when the map closes, to open it there again on the same search.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Place {
    track: usize,
    node: Option<u64>,
    zoom: Option<(u64, u64, u32)>,
}

/// The map overlay.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MapBox {
    pub tracks: Vec<Track>,
    /// The board and the node (its id) selected; when there is no id or it is gone, the
    /// first choice of the path to the step shown (the whole search before any).
    track: usize,
    node: Option<u64>,
    /// The steps shown, when zoomed in, and the depth on the top row.
    zoom: Option<(u64, u64, u32)>,
    /// What the tracks were made from, with hindsight on or off; None before the first.
    made: Option<(Vec<TrackFrom>, bool)>,
    /// What the map shows, made again only when the tracks, the selection or the zoom
    /// changed.
    view: MapView,
    /// How many times the tracks and the view were made.
    rebuilds: u64,
    views: u64,
}

impl MapBox {
    pub fn new(tracks: Vec<Track>) -> MapBox {
        let mut map = MapBox {
            tracks,
            track: 0,
            node: None,
            zoom: None,
            made: None,
            view: MapView::default(),
            rebuilds: 0,
            views: 0,
        };
        map.remake_view();
        map
    }

    /// A map with the first board's whole search selected, so that every board shows
    /// from its first choices down (a race's boards, to compare their shapes).
    pub fn from_the_top(tracks: Vec<Track>) -> MapBox {
        let mut map = MapBox {
            node: Some(0),
            ..MapBox::new(tracks)
        };
        map.remake_view();
        map
    }

    /// The tracks were made from `made` (with hindsight `hindsight`): nothing they show
    /// moved since.
    pub fn made_from(&self, made: &[TrackFrom], hindsight: bool) -> bool {
        self.made
            .as_ref()
            .is_some_and(|(m, h)| m == made && *h == hindsight)
    }

    /// A map where `place` says, as it was left.
    pub fn at(tracks: Vec<Track>, place: Place) -> MapBox {
        let mut map = MapBox {
            track: place.track,
            node: place.node,
            zoom: place.zoom,
            ..MapBox::new(tracks)
        };
        map.remake_view();
        map
    }

    /// Where the map stands, to open it there again.
    pub fn place(&self) -> Place {
        Place {
            track: self.track,
            node: self.node,
            zoom: self.zoom,
        }
    }

    /// The trees as they are now, made from `made` (the selection stays on its node
    /// while it is shown).
    pub fn refresh(&mut self, tracks: Vec<Track>, made: Vec<TrackFrom>, hindsight: bool) {
        self.tracks = tracks;
        self.track = self.track.min(self.tracks.len().saturating_sub(1));
        self.made = Some((made, hindsight));
        self.rebuilds += 1;
        self.remake_view();
    }

    /// How many times the tracks were made, and the view of them.
    pub fn rebuilds(&self) -> (u64, u64) {
        (self.rebuilds, self.views)
    }

    fn tree(&self) -> Option<&TreeAt> {
        self.tracks.get(self.track).map(|t| &t.tree)
    }

    /// The index of the selected node in its tree: by default the first choice on the
    /// path to the step shown, so that the map opens on the top of the tree however deep
    /// the search stands.
    pub fn selected(&self) -> Option<usize> {
        let tree = self.tree()?;
        let by_id = self
            .node
            .and_then(|id| tree.nodes.iter().position(|s| s.node.id == id));
        Some(by_id.unwrap_or_else(|| {
            let path = tree.path();
            path.get(1)
                .or(path.first())
                .copied()
                .unwrap_or(tree.current)
        }))
    }

    fn select(&mut self, i: usize) {
        self.node = self.tree().map(|t| t.nodes[i].node.id);
    }

    /// The keys: ↑ parent, ↓ first child, ← → siblings (the boards at the top), + zoom
    /// into the selected node, - out, `d` hindsight, Enter its first step, Esc closes.
    pub fn handle(mut self, action: Action) -> Reply {
        if action == Action::Solve(SolveKey::Hindsight) {
            return Reply::Then(Request::MapHindsight(Box::new(self)));
        }
        let Some(i) = self.selected() else {
            return match action {
                Action::App(AppKey::Interrupt) => Reply::Then(Request::Interrupt),
                Action::Overlay(OverlayKey::Close) => Reply::Close,
                _ => Reply::Stay(Overlay::Map(Box::new(self))),
            };
        };
        let tree = self.tree().expect("a selected node has a tree").clone();
        let node = &tree.nodes[i];
        match action {
            Action::Edit(EditKey::Up) => {
                if let Some(p) = node.parent {
                    self.select(p);
                }
            }
            Action::Edit(EditKey::Down) => {
                if let Some(&c) = node.children.first() {
                    self.select(c);
                }
            }
            Action::Edit(EditKey::Left) | Action::Edit(EditKey::Right) => {
                let forward = action == Action::Edit(EditKey::Right);
                match node.parent {
                    Some(p) => {
                        let sibs = &tree.nodes[p].children;
                        let k = sibs.iter().position(|&s| s == i).unwrap_or(0);
                        let next = if forward { k + 1 } else { k.wrapping_sub(1) };
                        if let Some(&s) = sibs.get(next) {
                            self.select(s);
                        }
                    }
                    None => {
                        let n = self.tracks.len();
                        self.track = (self.track + if forward { 1 } else { n - 1 }) % n;
                        self.node = None;
                        self.zoom = None;
                        self.node = self.tree().map(|_| 0);
                    }
                }
            }
            Action::Overlay(OverlayKey::ZoomIn) => {
                let n = node.node;
                self.zoom = Some((n.first_step, n.last(tree.now), n.depth.max(1)));
            }
            Action::Overlay(OverlayKey::ZoomOut) => self.zoom = None,
            Action::Overlay(OverlayKey::Submit) => {
                let step = node.node.first_step;
                return Reply::Then(Request::MapGoTo(step, Box::new(self)));
            }
            Action::App(AppKey::Interrupt) => return Reply::Then(Request::Interrupt),
            Action::Overlay(OverlayKey::Close) => return Reply::Close,
            _ => return Reply::Stay(Overlay::Map(Box::new(self))),
        }
        self.remake_view();
        Reply::Stay(Overlay::Map(Box::new(self)))
    }

    /// `r1c1 = 1 · depth 1 · steps 1–15,380,922 (11%) · doomed · 3 of 9 tried`.
    pub fn description(&self) -> String {
        let (Some(i), Some(t)) = (self.selected(), self.tracks.get(self.track)) else {
            return "working out the tree of the search…".into();
        };
        let tree = &t.tree;
        let s = &tree.nodes[i];
        let n = s.node;
        let total = tree.now.max(1);
        let (a, b) = (n.first_step, n.last(tree.now));
        let share = (n.steps(tree.now) as f64 * 100.0 / total as f64).round();
        let mut parts = vec![if n.is_root() {
            format!("{} · the whole search", t.label)
        } else {
            crate::tui::app::seeing::choice_name(t.shape, n.cell, n.digit)
        }];
        if !n.is_root() {
            parts.push(format!("depth {}", n.depth));
        }
        parts.push(format!("steps {}–{} ({share}%)", grouped(a), grouped(b)));
        if t.hindsight && n.doomed {
            parts.push("doomed".into());
        } else if n.solved {
            parts.push("on the solution's path".into());
        }
        // Of the digits that fit the cell chosen under it, those tried so far.
        parts.push(match n.child_options {
            0 => format!("{} tried", n.children),
            k => format!("{} of {k} tried", n.children),
        });
        if s.hidden > 0 {
            parts.push(format!(
                "{} smaller ({} steps)",
                s.hidden,
                short_count(s.hidden_steps)
            ));
        }
        if tree.now < t.shown {
            parts.push(format!(
                "map at step {} of {}",
                grouped(tree.now),
                grouped(t.shown)
            ));
        }
        parts.join(" · ")
    }

    /// What the map shows now, for the drawing.
    pub fn view(&self) -> &MapView {
        &self.view
    }

    /// What the map shows, worked out again from the tracks, the selection and the zoom.
    fn remake_view(&mut self) {
        self.view = self.make_view();
        self.views += 1;
    }

    fn make_view(&self) -> MapView {
        let sel = self.selected();
        let end = self.tracks.iter().map(|t| t.tree.now).max().unwrap_or(1);
        let (from, to, top_depth) = self.zoom.unwrap_or((1, end.max(1), 1));
        let tracks = self
            .tracks
            .iter()
            .enumerate()
            .map(|(k, t)| {
                let mut on_path = vec![false; t.tree.nodes.len()];
                for i in t.tree.path() {
                    on_path[i] = true;
                }
                let bars = t
                    .tree
                    .nodes
                    .iter()
                    .enumerate()
                    .filter(|(_, s)| !s.node.is_root())
                    // Only what can be seen: a bar in the range of steps shown, no
                    // shallower than its top row; and the selected one, which the
                    // drawing keeps in view.
                    .filter(|&(i, s)| {
                        let n = s.node;
                        (n.last(t.tree.now) >= from && n.first_step <= to && n.depth >= top_depth)
                            || (k == self.track && sel == Some(i))
                    })
                    .map(|(i, s)| {
                        let n = s.node;
                        let kind = if t.hindsight && n.doomed {
                            Kind::Doomed
                        } else if n.solved {
                            Kind::Solution
                        } else {
                            Kind::Plain
                        };
                        Bar {
                            depth: n.depth,
                            first: n.first_step,
                            last: n.last(t.tree.now),
                            cell: n.cell,
                            digit: n.digit,
                            shape: t.shape,
                            kind,
                            current: on_path[i],
                            selected: k == self.track && sel == Some(i),
                        }
                    })
                    .collect();
                let built = if t.tree.now < t.shown {
                    format!(" (building: step {})", short_count(t.tree.now))
                } else {
                    String::new()
                };
                let root_selected = k == self.track
                    && sel.is_some_and(|i| t.tree.nodes.get(i).is_some_and(|s| s.node.is_root()));
                map::Track {
                    title: format!("{}{built}", t.label),
                    bars,
                    root_selected,
                }
            })
            .collect();
        let cursor = self.tracks.get(self.track).map(|t| t.shown);
        MapView {
            tracks,
            from,
            to,
            top_depth,
            cursor: cursor.filter(|&c| c >= from && c <= to),
            description: self.description(),
        }
    }

    /// The map over the whole screen but the footer's row.
    pub fn draw(&self, area: Rect, buf: &mut Buffer) {
        let h = area.height.saturating_sub(1);
        map::draw(&self.view, Rect::new(area.x, area.y, area.width, h), buf);
    }
}
