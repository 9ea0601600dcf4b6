//! Saving puzzles. A file is only ever written whole and atomically (a new temporary
//! file beside it, renamed over it), and only over a regular file or where nothing is:
//! pipes, devices, sockets and folders are refused. A symbolic link, dangling or not, is
//! followed and the file it points to is written; the link stays.
//!
//! [`plan_save`] says what a save from the app would do, before anything is written:
//! write a new file, rewrite the open file in its own format, replace one line of the
//! open collection (asking first), or replace another file (asking first).
//! [`carry_out`] then does it.

use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use sudoku_engine::format::{self, Format};
use sudoku_engine::Grid;

use super::Source;
use crate::fresh_file::create_fresh;

/// Held while a save is under way, so that a signal ending the app waits for the file
/// to be complete (or not there at all) instead of leaving a temporary file behind.
pub static SAVING: Mutex<()> = Mutex::new(());

/// Links followed at most (as the system itself does).
const MAX_LINKS: usize = 40;

/// Where a save to `path` writes: `path` itself, or for a symbolic link (dangling or
/// not) the file it points to, link after link. Refused with an error when what is
/// there is not a regular file: a folder, a pipe, a device or a socket.
pub fn resolve(path: &Path) -> io::Result<PathBuf> {
    let mut p = path.to_path_buf();
    for _ in 0..MAX_LINKS {
        let meta = match fs::symlink_metadata(&p) {
            Ok(m) => m,
            // Nothing there (or a dangling link's target): a new file.
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(p),
            Err(e) => return Err(e),
        };
        let kind = meta.file_type();
        if kind.is_symlink() {
            let to = fs::read_link(&p)?;
            // A relative link is relative to the folder that holds it.
            p = match p.parent() {
                Some(dir) => dir.join(to),
                None => to,
            };
        } else if kind.is_file() {
            return Ok(p);
        } else if kind.is_dir() {
            return Err(io::Error::new(
                io::ErrorKind::IsADirectory,
                "is a folder, not a file",
            ));
        } else {
            return Err(io::Error::new(
                io::ErrorKind::InvalidInput,
                "not a regular file (a pipe, a device or a socket): not replaced",
            ));
        }
    }
    Err(io::Error::new(
        io::ErrorKind::InvalidInput,
        "too many levels of symbolic links",
    ))
}

/// Writes a grid in the format the path's extension implies (see [`Format::for_path`]),
/// atomically, to where [`resolve`] says. A file replaced keeps its permissions.
/// Returns the format's name. (The app saves through [`plan_save`] and [`carry_out`].)
#[cfg(test)]
pub fn save(path: &Path, grid: &Grid) -> io::Result<&'static str> {
    let format = Format::for_path(path);
    write_atomic(&resolve(path)?, format::write(grid, format).as_bytes())?;
    Ok(format.name())
}

/// Writes `text` to `target` (already resolved) through a new temporary file in the same
/// folder, renamed over it.
pub(super) fn write_atomic(target: &Path, text: &[u8]) -> io::Result<()> {
    let _saving = SAVING.lock().unwrap_or_else(|e| e.into_inner());
    let dir = match target.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let name = target
        .file_name()
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "not a file name"))?;
    // A new temporary beside the target, never a file or link already there.
    let (pid, name) = (std::process::id(), name.to_string_lossy());
    let (tmp, mut file) = create_fresh(&dir, |n| format!(".{name}.{pid}.{n}.tmp"), false)?;
    let result = (|| {
        if let Ok(m) = fs::metadata(target) {
            if m.is_file() {
                file.set_permissions(m.permissions())?;
            }
        }
        file.write_all(text)?;
        file.sync_all()?;
        drop(file);
        fs::rename(&tmp, target)
    })();
    if result.is_err() {
        let _ = fs::remove_file(&tmp);
    }
    result
}

/// What saving the open puzzle to a path would do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SavePlan {
    /// Nothing is there: a new file, in the format of its extension.
    New { target: PathBuf, format: Format },
    /// The open file, which holds this one puzzle: written again in its own format (a
    /// bordered grid stays bordered; a puzzle line keeps its comment). No question.
    Own {
        target: PathBuf,
        format: Format,
        /// The puzzle's line, and the puzzle as it was opened.
        line: usize,
        was: Grid,
    },
    /// The open collection: replace the line of the puzzle open in it, or save
    /// elsewhere. Asks first.
    CollectionLine {
        target: PathBuf,
        line: usize,
        /// 1-based, and of how many.
        number: usize,
        count: usize,
        was: Grid,
    },
    /// Another file is there: asks before replacing it. A file holding one puzzle keeps
    /// its format; any other file gets the extension's.
    Replace { target: PathBuf, format: Format },
}

impl SavePlan {
    /// The question to ask before carrying the plan out, if any (`path` as typed).
    pub fn question(&self, path: &Path) -> Option<String> {
        match self {
            SavePlan::New { .. } | SavePlan::Own { .. } => None,
            SavePlan::Replace { .. } => Some(replace_question(path)),
            SavePlan::CollectionLine {
                line,
                number,
                count,
                ..
            } => Some(line_question(path, *count, *number, *line)),
        }
    }
}

/// The question before a save replaces another file (`path` as typed), at every size.
pub fn replace_question(path: &Path) -> String {
    format!("Replace {}?", sudoku_engine::format::path_name(path))
}

/// The question before a save replaces one puzzle of a collection, at every size.
pub fn line_question(path: &Path, count: usize, number: usize, line: usize) -> String {
    let name = sudoku_engine::format::path_name(path);
    format!(
        "{name} holds {count} puzzles. Replace puzzle {number} (line {line})? \
         (n: save elsewhere)"
    )
}

/// Works out what saving to `path` would do, given the puzzle source open in the app:
/// `Some` when the grid saved is that source's puzzle (edited or not), `None` when it is
/// something else (a solution), so that even the open file counts as another file and
/// is not replaced without asking. Refuses (with the message to show) a path where
/// nothing can be saved (see [`resolve`]), and another file that holds a collection:
/// one puzzle never replaces a collection.
pub fn plan_save(path: &Path, open: Option<&Source>) -> Result<SavePlan, String> {
    let shown = sudoku_engine::format::path_name(path);
    let target = resolve(path).map_err(|e| format!("{shown}: {}", describe(&e)))?;
    if !target.exists() {
        if let Some(dir) = missing_folder(&target) {
            return Err(format!(
                "{shown}: there is no folder {}: create it first, or save elsewhere",
                sudoku_engine::format::path_name(dir)
            ));
        }
        let format = Format::for_path(path);
        return Ok(SavePlan::New { target, format });
    }
    let doc = format::read_path(&target);
    // The open source counts only when the path names its file.
    let open = open.filter(|o| o.path.as_deref().is_some_and(|p| same_file(p, &target)));
    let Ok(doc) = doc else {
        // Not a puzzle file (any more): replaced only when the user says so.
        let format = Format::for_path(path);
        return Ok(SavePlan::Replace { target, format });
    };
    let count = doc.puzzles.len();
    let Some(open) = open else {
        if count > 1 {
            return Err(format!(
                "{shown} holds {count} puzzles: one puzzle does not replace a collection, \
                 save it under another name"
            ));
        }
        return Ok(SavePlan::Replace {
            target,
            format: doc.format,
        });
    };
    let changed =
        || format!("{shown} changed since it was opened: save the puzzle under another name");
    let was = *open.puzzles.get(open.index).ok_or_else(changed)?;
    let entry = doc
        .puzzles
        .get(open.index)
        .filter(|e| e.grid == was && count == open.count())
        .ok_or_else(changed)?;
    let line = entry.line;
    Ok(if count == 1 {
        SavePlan::Own {
            target,
            format: doc.format,
            line,
            was,
        }
    } else {
        SavePlan::CollectionLine {
            target,
            line,
            number: open.index + 1,
            count,
            was,
        }
    })
}

/// The folder a new file at `target` would go in, when there is no such folder.
pub fn missing_folder(target: &Path) -> Option<&Path> {
    let dir = target.parent().filter(|d| !d.as_os_str().is_empty())?;
    (!dir.is_dir()).then_some(dir)
}

/// An I/O error as the user reads it: what went wrong, without the system's error
/// number ("permission denied", not "Permission denied (os error 13)").
pub fn describe(e: &io::Error) -> String {
    let text = e.to_string();
    let text = match text.rfind(" (os error ") {
        Some(at) if text.ends_with(')') => &text[..at],
        _ => &text,
    };
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_lowercase().chain(chars).collect(),
        None => format!("{:?}", e.kind()),
    }
}

/// True when both paths name the same file.
pub(super) fn same_file(a: &Path, b: &Path) -> bool {
    match (fs::metadata(a), fs::metadata(b)) {
        #[cfg(unix)]
        (Ok(x), Ok(y)) => {
            use std::os::unix::fs::MetadataExt;
            (x.dev(), x.ino()) == (y.dev(), y.ino())
        }
        #[cfg(not(unix))]
        (Ok(_), Ok(_)) => fs::canonicalize(a).ok() == fs::canonicalize(b).ok(),
        _ => false,
    }
}

/// Carries out a plan (once any question was answered yes); returns the name of the
/// format written. A new file (or one replaced whole) notes `note`, how the puzzle was
/// made (`generated, hard, seed 411`), on a comment line in the formats that keep one
/// (see [`format::write_noted`]).
pub fn carry_out(plan: &SavePlan, grid: &Grid, note: Option<&str>) -> io::Result<&'static str> {
    match plan {
        SavePlan::New { target, format } | SavePlan::Replace { target, format } => {
            let text = format::write_noted(grid, *format, note.unwrap_or_default());
            write_atomic(target, text.as_bytes())?;
            Ok(format.name())
        }
        SavePlan::Own {
            target,
            format,
            line,
            was,
        } => {
            if matches!(format, Format::Line | Format::Collection) {
                replace_line(target, *line, was, grid)?;
            } else {
                write_atomic(target, format::write(grid, *format).as_bytes())?;
            }
            Ok(format.name())
        }
        SavePlan::CollectionLine {
            target, line, was, ..
        } => {
            replace_line(target, *line, was, grid)?;
            Ok(Format::Collection.name())
        }
    }
}

/// Replaces the 81 cells of puzzle line `line_no` of a one-puzzle-per-line file with
/// `grid`, atomically: everything else (other lines, comments, line ends, the blank
/// character used) stays as it was. The line must still hold `was`, the puzzle as it was
/// read; a file changed meanwhile is left alone, with an error. `target` is followed
/// as [`resolve`] says.
pub fn replace_line(target: &Path, line_no: usize, was: &Grid, grid: &Grid) -> io::Result<()> {
    let target = resolve(target)?;
    let bytes = fs::read(&target)?;
    let changed = || changed_line(line_no);
    let (start, end) = line_span(&bytes, line_no)?;
    let line = &bytes[start..end];
    let name = sudoku_engine::format::path_name(&target);
    match format::parse_collection_line(&name, line_no, line) {
        Ok(Some(g)) if g == *was => {}
        _ => return Err(changed()),
    }
    // Where the cells start: after a byte order mark (line 1) and leading whitespace.
    let bom = if line_no == 1 && line.starts_with(b"\xEF\xBB\xBF") {
        3
    } else {
        0
    };
    let lead = bom
        + line[bom..]
            .iter()
            .take_while(|b| matches!(b, b' ' | b'\t' | b'\r' | b'\x0b' | b'\x0c'))
            .count();
    let cells = &line[lead..lead + 81];
    let blank = cells
        .iter()
        .copied()
        .find(|b| !(b'1'..=b'9').contains(b))
        .unwrap_or(b'.');
    let mut out = Vec::with_capacity(bytes.len());
    out.extend_from_slice(&bytes[..start + lead]);
    out.extend(
        grid.cells()
            .iter()
            .map(|&d| if d == 0 { blank } else { b'0' + d }),
    );
    out.extend_from_slice(&bytes[start + lead + 81..]);
    write_atomic(&target, &out)
}

/// The error for a collection line that no longer holds the puzzle read from it.
pub(super) fn changed_line(line_no: usize) -> io::Error {
    io::Error::new(
        io::ErrorKind::InvalidData,
        format!("line {line_no} changed since the file was opened: not replaced"),
    )
}

/// Where line `line_no` (1-based) of `bytes` starts and ends, its line end included;
/// [`changed_line`] when the file has no such line.
pub(super) fn line_span(bytes: &[u8], line_no: usize) -> io::Result<(usize, usize)> {
    format::split_lines(bytes)
        .nth(
            line_no
                .checked_sub(1)
                .ok_or_else(|| changed_line(line_no))?,
        )
        .map(|l| {
            let start = l.as_ptr() as usize - bytes.as_ptr() as usize;
            (start, start + l.len())
        })
        .ok_or_else(|| changed_line(line_no))
}

#[cfg(test)]
#[path = "save_tests.rs"]
mod tests;
