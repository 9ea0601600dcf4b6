//! The race in the real binary, in a pseudo-terminal: started from the command line on a
//! hard puzzle, finished with `f`, the results read off the screen; R back and forth.

#[path = "common/pty.rs"]
mod pty;

use pty::Session;

/// The 17-clue sample: naive takes millions of steps, mrv tens of thousands, propagation
/// needs no guess.
const SEVENTEEN: &str =
    ".................1....23......4...2...5...36...71......1..5.....3..6..8.94.......";

/// The results table's line for `strategy`, split into its cells: place, strategy,
/// steps, their ratio to the fewest, placements, retractions, deductions, undone
/// deductions, guesses, the steps wasted and their share (`…` while the board's tree
/// follows its search), time, its ratio to the shortest (140 columns: the other ratios
/// are left out).
fn find_row(screen: &str, strategy: &str) -> Option<Vec<String>> {
    screen
        .lines()
        .map(|l| l.split_whitespace().map(String::from).collect::<Vec<_>>())
        .find(|cells| {
            let wasted = cells.get(9).is_some_and(|w| w == "…") && cells.len() == 12;
            (wasted || cells.len() == 13) && cells[1] == strategy
        })
}

fn result_row(screen: &str, strategy: &str) -> Vec<String> {
    find_row(screen, strategy)
        .unwrap_or_else(|| panic!("no results line for {strategy}:\n{screen}"))
}

#[test]
fn race_a_hard_puzzle_to_the_end_and_read_the_results() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("hard.txt"), format!("{SEVENTEEN}\n")).unwrap();
    let mut s = Session::start_sized(
        &["hard.txt", "--race", "--speed", "5"],
        &[],
        dir.path(),
        40,
        140,
    );
    let started = s.wait_text("Race");
    for name in ["naive", "mrv", "propagate", "logic"] {
        assert!(started.contains(name), "{name} has a board:\n{started}");
    }
    assert!(started.contains("Steps"), "{started}");
    s.send("f");
    let over = s.wait_for("the results", |sc| {
        ["naive", "mrv", "propagate", "logic"]
            .iter()
            .all(|name| find_row(sc, name).is_some())
    });
    // Placements, retractions and deductions are what `solve --stats` counts for each
    // strategy on this puzzle; steps and places follow. Propagation and logic both end
    // in 65 steps, in the same frame when flat out: which of them is first goes by the
    // time each took, which is the machine's.
    let want = [
        ("propagate", &["1st", "2nd"][..], "65", "0", "0", "64"),
        ("logic", &["1st", "2nd"][..], "65", "0", "0", "64"),
        ("mrv", &["3rd"][..], "69,495", "34,779", "34,715", "0"),
        (
            "naive",
            &["4th"][..],
            "9,425,073",
            "4,712,568",
            "4,712,504",
            "0",
        ),
    ];
    for (name, places, steps, placements, retractions, deductions) in want {
        let row = result_row(&over, name);
        assert!(places.contains(&row[0].as_str()), "{row:?}");
        assert_eq!(row[2], steps, "{row:?}");
        assert_eq!(row[4..7], [placements, retractions, deductions], "{row:?}");
    }
    assert_eq!(
        result_row(&over, "propagate")[7],
        "0",
        "no guess for propagation"
    );
    assert!(over.contains("Solved in 65 steps"), "{over}");
    // The same counts as `solve --compare` prints: steps, placements, retractions,
    // deductions, undone deductions, guesses (ratios left out, commas dropped).
    let out = std::process::Command::new(pty::BIN)
        .args(["solve", "hard.txt", "--compare"])
        .current_dir(dir.path())
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    let cli = String::from_utf8(out.stdout).unwrap();
    let counts = |cells: &[String]| -> Vec<String> {
        cells
            .iter()
            .filter(|c| !c.starts_with('x'))
            .skip(2)
            .take(6)
            .map(|c| c.replace(',', ""))
            .collect()
    };
    for name in ["naive", "mrv", "propagate", "logic"] {
        let line = cli
            .lines()
            .find(|l| l.starts_with(name))
            .unwrap_or_else(|| panic!("{name} in\n{cli}"));
        let cells: Vec<String> = line.split_whitespace().map(String::from).collect();
        assert_eq!(
            counts(&result_row(&over, name)),
            counts(&cells),
            "{name}: {line}"
        );
    }
    // R: the editor, the puzzle as it was; R again: a new race.
    s.send("R");
    s.wait_text("Back to the editor");
    s.send("R");
    s.wait_for("a new race", |sc| {
        sc.contains("Race") && sc.contains("solving")
    });
    s.quit();
}

#[test]
fn clashing_givens_open_in_the_editor() {
    let dir = tempfile::tempdir().unwrap();
    let clash = format!("{}5{}5{}", ".".repeat(32), ".".repeat(7), ".".repeat(40));
    std::fs::write(dir.path().join("clash.txt"), format!("{clash}\n")).unwrap();
    let mut s = Session::start(&["clash.txt", "--race"], &[], dir.path());
    let sc = s.wait_text("Clashing givens, fix them first: r4c6,");
    assert!(sc.contains("editing"), "{sc}");
    s.quit();
}
