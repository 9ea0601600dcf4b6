//! The map in a race: one track a board, on one step axis, so that the shapes of their
//! searches compare (a board that ended early fills only the start of its row).

use ratatui::style::Modifier;

use super::*;
use crate::tui::app::overlays::{MapBox, Overlay};
use crate::tui::app::race::Phase;

/// A race on the first of Norvig's hardest, run to its end at a set speed.
fn race_over() -> App {
    let mut a = super::race::racing_on(HARD, "hardest.txt", Speed::Rate(1_000_000_000));
    let mut t = a.now;
    for _ in 0..10_000 {
        if a.racing().unwrap().phase() == Phase::Over {
            break;
        }
        t += Duration::from_secs(1);
        a.tick(t, Instant::now() + Duration::from_millis(50));
    }
    assert_eq!(a.racing().unwrap().phase(), Phase::Over);
    a
}

fn map(a: &App) -> &MapBox {
    match a.overlays.last() {
        Some(Overlay::Map(m)) => m,
        _ => panic!("the map is not open"),
    }
}

/// The rows of the track titled `title`: its title's row, and the first row past it.
fn rows_of(buf: &Buffer, title: &str, titles: &[String]) -> (u16, u16) {
    let row = |t: &str| {
        (0..buf.area.height).find(|&y| {
            let line: String = (1..buf.area.width).map(|x| buf[(x, y)].symbol()).collect();
            line.starts_with(t)
        })
    };
    let y = row(title).unwrap_or_else(|| panic!("no track {title}\n{}", text(buf)));
    let end = titles
        .iter()
        .filter_map(|t| row(t))
        .filter(|&t| t > y)
        .min()
        .unwrap_or(buf.area.height - 3);
    (y, end)
}

#[test]
fn the_boards_maps_stack_on_one_step_axis() {
    let mut a = race_over();
    a.handle(Action::Solve(SolveKey::Map));
    // The trees are built once the race is over, by copies of the searches.
    settle(&mut a);
    let race = a.racing().and_then(Racing::nine).unwrap();
    let ends: Vec<u64> = race.runs_iter().map(|r| r.position()).collect();
    let labels: Vec<String> = race.runs_iter().map(|r| r.label().to_string()).collect();
    let m = map(&a);
    assert_eq!(m.tracks.len(), race.len(), "one track a board");
    for (t, (&end, label)) in m.tracks.iter().zip(ends.iter().zip(&labels)) {
        assert_eq!((t.tree.now, &t.label), (end, label), "each tree whole");
    }
    let longest = *ends.iter().max().unwrap();
    assert!(
        ends.iter().any(|&e| e * 4 < longest),
        "some board ends early: {ends:?}"
    );
    let view = m.view();
    assert_eq!(
        (view.from, view.to),
        (1, longest),
        "one axis, to the longest search"
    );

    for (w, h) in [(90, 24), (200, 50)] {
        let buf = draw(&mut a, w, h);
        snap!(format!("race_map_{w}x{h}"), text(&buf));
        let titles: Vec<String> = map(&a)
            .view()
            .tracks
            .iter()
            .map(|t| t.title.clone())
            .collect();
        let inner = u128::from(w - 2);
        for (k, title) in titles.iter().enumerate() {
            let (top, bottom) = rows_of(&buf, title, &titles);
            // The last column a bar of this board may reach on the shared axis.
            let reach = 1 + (u128::from(ends[k]) * inner).div_ceil(u128::from(longest)) as u16;
            let mut drawn = 0;
            for y in top + 1..bottom {
                for x in 1..w - 1 {
                    let c = &buf[(x, y)];
                    if c.symbol() == "━" || c.symbol() == "┣" {
                        drawn += 1;
                        assert!(x <= reach, "{title} at column {x}, past {reach}");
                    }
                }
            }
            let choices = map(&a).tracks[k].tree.nodes.len() > 1;
            assert_eq!(drawn > 0, choices, "{title} has bars at {w}x{h}");
        }
        let cells = || buf.content.iter();
        assert!(
            cells().any(|c| c.modifier.contains(Modifier::REVERSED)),
            "selected"
        );
        assert!(
            cells().any(|c| c.modifier.contains(Modifier::BOLD) && c.symbol() == "━"),
            "the solution's path"
        );
    }
}
