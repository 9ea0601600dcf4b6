//! The panel holds still: stepping a search, the counters stay on their rows at every
//! size (the layout is chosen for the terminal, not for the text of the moment), and
//! the reason of the latest take-back shows at every size, in rows of its own.

use super::*;

const SIZES: [(u16, u16); 9] = [
    (30, 14),
    (30, 20),
    (50, 20),
    (56, 16),
    (60, 45),
    (80, 24),
    (90, 24),
    (104, 38),
    (200, 16),
];

/// The row of the first line holding `what`, if any.
fn row_of_text(s: &str, what: &str) -> Option<usize> {
    s.lines().position(|l| l.contains(what))
}

/// Steps `a` 60 times and checks, at every size, that `Placements`, `Retractions` and
/// the depth keep their rows, and that once a digit has been taken back its reason shows.
fn steps_hold_still(mut a: App, name: &str) {
    let mut rows: Vec<Option<[usize; 3]>> = vec![None; SIZES.len()];
    let mut backs = 0;
    for step in 0..60 {
        a.handle(Action::Solve(SolveKey::Step));
        let last = a.run().unwrap().story().last();
        if matches!(
            last,
            Some(Explained::Retract { .. } | Explained::Undo { .. })
        ) {
            backs += 1;
        }
        let why = a
            .run()
            .unwrap()
            .story()
            .view(a.run().unwrap().position())
            .and_then(|v| v.why)
            // The latest event's reason (an older one shows while its cell stays empty).
            .filter(|w| w.ago == 0);
        for (i, &(w, h)) in SIZES.iter().enumerate() {
            let s = screen(&mut a, w, h);
            let at = |what| row_of_text(&s, what).unwrap_or_else(|| panic!("{what}\n{s}"));
            let now = [at("Placements"), at("Retractions"), at("Depth")];
            let first = *rows[i].get_or_insert(now);
            assert_eq!(now, first, "{name} {w}x{h}: rows moved at step {step}\n{s}");
            if let Some(why) = why {
                // The start of the reason, as the narrowest panel has room for it.
                let text = crate::tui::ui::why::why_text(&why);
                let head: String = text.chars().take(10).collect();
                assert!(s.contains(&head), "{name} {w}x{h} step {step}: {text}\n{s}");
            }
        }
    }
    assert!(backs > 0, "{name}: no take-back in 60 steps");
}

#[test]
fn stepping_naive_keeps_the_panel_rows() {
    steps_hold_still(app(), "naive");
}

#[test]
fn stepping_propagate_keeps_the_panel_rows() {
    steps_hold_still(on(HARD, Strategy::Propagate), "propagate");
}
