//! Where the puzzle comes from and loading puzzle files; saving them is in [`save`].

pub mod boards;
mod save;
pub mod save_board;

use std::fs;
use std::path::{Path, PathBuf};

use sudoku_engine::format;
use sudoku_engine::Grid;

#[cfg(test)]
pub use save::save;
pub use save::{carry_out, describe, missing_folder, plan_save, SavePlan, SAVING};

/// The built-in puzzle: the sample of Baekjoon problem 2239.
pub const BUILTIN: &str =
    "103000509002109400000704000300502006060000050700803004000401000009205800804000107";

/// The puzzle collection the app works on: a file's puzzles, or the built-in one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Source {
    /// What to call it on screen: the path as given, or "built-in".
    pub name: String,
    pub path: Option<PathBuf>,
    pub puzzles: Vec<Grid>,
    /// The puzzle shown, 0-based.
    pub index: usize,
}

impl Source {
    pub fn builtin() -> Source {
        Source::single(
            Grid::from_line(BUILTIN).expect("built-in puzzle is valid"),
            "built-in sample".into(),
            None,
        )
    }

    pub fn single(grid: Grid, name: String, path: Option<PathBuf>) -> Source {
        Source {
            name,
            path,
            puzzles: vec![grid],
            index: 0,
        }
    }

    pub fn count(&self) -> usize {
        self.puzzles.len()
    }

    pub fn grid(&self) -> Grid {
        self.puzzles[self.index]
    }
}

/// Reads puzzle `index` (1-based) of a file. The error is the line to show the user:
/// `FILE:LINE:COL: message` for a file that does not parse.
pub fn load(path: &Path, index: u64) -> Result<Source, String> {
    let doc = format::read_path(path).map_err(|e| e.to_string())?;
    let count = doc.puzzles.len();
    if index == 0 || index > count as u64 {
        return Err(format!(
            "{}: there is no puzzle {index}: the file holds {count} puzzle{}",
            sudoku_engine::format::path_name(path),
            if count == 1 { "" } else { "s" }
        ));
    }
    Ok(Source {
        name: sudoku_engine::format::path_name(path),
        path: Some(path.to_path_buf()),
        puzzles: doc.puzzles.iter().map(|e| e.grid).collect(),
        index: (index - 1) as usize,
    })
}

/// Why a path chosen in the picker is not read: it names a pipe, a device or a socket,
/// whose reading could block the app for good (a pipe nobody writes to) or never end
/// (`/dev/zero`); or a file the system makes up as it is read (`/proc`, `/sys`: they
/// say they are empty, and some wait for data for good, as `/proc/kmsg` does). None
/// for regular files, folders and paths that do not exist (those get their own
/// messages when read).
pub fn special_file(path: &Path) -> Option<String> {
    let m = fs::metadata(path).ok()?;
    let name = sudoku_engine::format::path_name(path);
    if !m.is_file() && !m.is_dir() {
        return Some(format!(
            "{name}: not a regular file (a pipe, a device or a socket)"
        ));
    }
    let made_up = |p: &Path| p.starts_with("/proc") || p.starts_with("/sys");
    (m.is_file() && m.len() == 0 && fs::canonicalize(path).is_ok_and(|p| made_up(&p)))
        .then(|| format!("{name}: not a puzzle file (a system file, made up as it is read)"))
}

/// True when `path` names a file the app may offer to save back to: a regular file
/// reached by its own name, not through `/dev` or `/proc` (`/dev/stdin`, or
/// `/dev/fd/63` for `<(…)`, whose name means nothing once the app has read it).
pub fn proposable(path: &Path) -> bool {
    let through_system = |p: &Path| p.starts_with("/dev") || p.starts_with("/proc");
    !through_system(path)
        && fs::canonicalize(path).is_ok_and(|p| !through_system(&p))
        && fs::metadata(path).is_ok_and(|m| m.is_file())
}

/// Reads puzzle `index` (1-based) of a file named on the command line: as [`load`], but
/// only from a regular file (see [`special_file`]).
pub fn load_named(path: &Path, index: u64) -> Result<Source, String> {
    match special_file(path) {
        Some(e) => Err(e),
        None => load(path, index),
    }
}

/// Reads the first puzzle of a file chosen in the picker: as [`load_named`].
#[cfg(test)]
pub fn load_chosen(path: &Path) -> Result<Source, String> {
    load_named(path, 1)
}

#[cfg(test)]
mod tests;
