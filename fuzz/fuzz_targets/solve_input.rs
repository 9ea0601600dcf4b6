//! What `sudoku-tui solve` does with the bytes of its input (src/cli/ compiled in as
//! it is): it never panics; it accepts exactly what the whole-file reader accepts (for
//! inputs the command reads whole) and finds the same puzzles at the same lines; its
//! errors name a place inside the input; and every puzzle found is solved correctly.
#![no_main]

// The app's own files, as the binary compiles them.
#[path = "../../src"]
#[allow(dead_code)]
mod app {
    pub mod cli;
    pub mod figures;
    pub mod fresh_file;
}
use app::{cli, figures, fresh_file};

use cli::{input, Failure};
use libfuzzer_sys::fuzz_target;
use sudoku_engine::format::{self, GridEntry};
use sudoku_engine::solve::{fast, Event, Stepper, Strategy};
use sudoku_engine::Grid;

/// The puzzles as the command would solve them, or its message.
fn read(bytes: &[u8]) -> Result<Vec<GridEntry>, String> {
    let message = |f: Failure| match f {
        Failure::Input(m) => m,
        Failure::Output(e) => panic!("output error while reading: {e}"),
    };
    let store = input::check("f", bytes).map_err(message)?;
    let total = store.total();
    let mut all = Vec::new();
    store
        .batches(&mut |batch: &[GridEntry]| {
            all.extend_from_slice(batch);
            Ok(())
        })
        .map_err(message)?;
    assert_eq!(all.len(), total);
    Ok(all)
}

/// `f:LINE:COL: message` with a line of the input, or `f: message` about the whole.
fn check_message(bytes: &[u8], m: &str) {
    let rest = m
        .strip_prefix("f:")
        .unwrap_or_else(|| panic!("no file name: {m}"));
    if rest.starts_with(' ') {
        return;
    }
    let mut parts = rest.splitn(3, ':');
    let line: usize = parts
        .next()
        .unwrap()
        .parse()
        .unwrap_or_else(|_| panic!("{m}"));
    let col: usize = parts
        .next()
        .unwrap()
        .parse()
        .unwrap_or_else(|_| panic!("{m}"));
    assert!(parts.next().unwrap().starts_with(' '), "{m}");
    let lines = format::split_lines(bytes).count();
    assert!(line >= 1 && line <= lines + 1, "{m}");
    assert!(col >= 1, "{m}");
}

fn check_solving(puzzle: &Grid) {
    let first = fast::solve_first(puzzle);
    let count = fast::count(puzzle, 3);
    match first {
        Some(s) => {
            assert!(s.solves(puzzle), "{puzzle:?}");
            assert!(count >= 1);
        }
        None => assert_eq!(count, 0),
    }
    for strategy in [Strategy::Naive, Strategy::Mrv, Strategy::Propagate] {
        let mut st = Stepper::new(puzzle, strategy);
        match st.run(20_000) {
            Some(Event::Solved) => {
                assert!(st.grid().solves(puzzle), "{strategy:?}");
                if strategy == Strategy::Naive {
                    assert_eq!(Some(st.grid()), first);
                }
            }
            Some(Event::NoSolution) => assert_eq!(first, None, "{strategy:?}"),
            _ => {}
        }
    }
}

fuzz_target!(|data: &[u8]| {
    let read = read(data);
    // Inputs read whole by the command agree with the whole-file reader.
    let whole = format::parse("f", data);
    match (&read, &whole) {
        (Err(m), _) if data.len() as u64 > format::MAX_FILE_SIZE => check_message(data, m),
        (Ok(items), Ok(doc)) => {
            let a: Vec<(usize, Grid)> = items.iter().map(|i| (i.line, i.grid)).collect();
            let b: Vec<(usize, Grid)> = doc.puzzles.iter().map(|e| (e.line, e.grid)).collect();
            assert_eq!(a, b);
        }
        (Err(m), Ok(_)) => panic!("the command rejects what the reader accepts: {m}"),
        (Ok(_), Err(e)) => panic!("the command accepts what the reader rejects: {e}"),
        (Err(m), Err(_)) => check_message(data, m),
    }
    if let Ok(items) = &read {
        for it in items.iter().take(16) {
            check_solving(&it.grid);
        }
    }
});
