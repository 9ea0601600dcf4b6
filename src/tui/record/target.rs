//! The file a recording goes to. It is always a regular file made for it: a new file, or
//! for `--record` an empty one already there. A file with something in it, a folder, a
//! symbolic link, a pipe, a device or a socket is never written to.

use std::fs::{self, File, OpenOptions};
use std::io;
use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use crate::fresh_file::create_fresh;
use crate::tui::files::{describe, missing_folder};

/// A file open for a recording.
#[derive(Debug)]
pub struct Target {
    pub path: PathBuf,
    pub file: File,
    /// Made here (rather than an empty file that was there).
    created: bool,
}

impl Target {
    /// A recording that never started: a file made for it goes again; an empty file
    /// that was there stays as it was.
    pub fn discard(self) {
        let untouched = self.file.metadata().is_ok_and(|m| m.len() == 0);
        drop(self.file);
        if self.created && untouched {
            let _ = fs::remove_file(&self.path);
        }
    }
}

/// Why the recording could not be created, in plain words: the folder missing is named.
fn cannot_create(path: &Path, e: &io::Error) -> String {
    match missing_folder(path) {
        Some(dir) if e.kind() == io::ErrorKind::NotFound => format!(
            "cannot create the recording: there is no folder {}",
            sudoku_engine::format::path_name(dir)
        ),
        _ => format!("cannot create the recording: {}", describe(e)),
    }
}

/// The file `--record` names: created, or taken when it is an empty regular file (made
/// by `touch` or `mktemp`, say). Anything else there is refused, with the reason.
pub fn named(path: &Path) -> Result<Target, String> {
    let refuse =
        |why: &dyn std::fmt::Display| format!("{}: {why}", sudoku_engine::format::path_name(path));
    // A new file, never through a link (create_new does not follow one).
    match OpenOptions::new().write(true).create_new(true).open(path) {
        Ok(file) => {
            return Ok(Target {
                path: path.to_path_buf(),
                file,
                created: true,
            })
        }
        Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {}
        Err(e) => return Err(refuse(&cannot_create(path, &e))),
    }
    let meta = fs::symlink_metadata(path).map_err(|e| refuse(&e))?;
    let kind = meta.file_type();
    if kind.is_symlink() {
        return Err(refuse(&"is a symbolic link: not followed for a recording"));
    }
    if kind.is_dir() {
        return Err(refuse(&"is a folder, not a file"));
    }
    if !kind.is_file() {
        return Err(refuse(
            &"not a regular file (a pipe, a device or a socket): not recorded to",
        ));
    }
    if meta.len() > 0 {
        return Err(refuse(
            &"already exists: not replaced (remove it or choose another name)",
        ));
    }
    // Opened for reading too: a pipe put there meanwhile then does not block the open.
    // What was opened must be the empty file looked at.
    let file = OpenOptions::new()
        .read(true)
        .write(true)
        .open(path)
        .map_err(|e| refuse(&e))?;
    let opened = file.metadata().map_err(|e| refuse(&e))?;
    if !opened.is_file() || opened.len() > 0 || !same_file(&meta, &opened) {
        return Err(refuse(&"changed while it was opened: not recorded to"));
    }
    Ok(Target {
        path: path.to_path_buf(),
        file,
        created: false,
    })
}

#[cfg(unix)]
fn same_file(a: &fs::Metadata, b: &fs::Metadata) -> bool {
    use std::os::unix::fs::MetadataExt;
    (a.dev(), a.ino()) == (b.dev(), b.ino())
}

#[cfg(not(unix))]
fn same_file(_: &fs::Metadata, _: &fs::Metadata) -> bool {
    true
}

/// A new file in `dir` named after the time `at` (UTC): `sudoku-20250131-235959.cast`,
/// or with `-2`, `-3`, … before the extension when that name is taken.
pub fn automatic(dir: &Path, at: SystemTime) -> io::Result<Target> {
    let stamp = stamp(at);
    let name = |n: u32| match n {
        0 => format!("sudoku-{stamp}.cast"),
        n => format!("sudoku-{stamp}-{}.cast", n + 1),
    };
    let (path, file) = create_fresh(dir, name, false)?;
    Ok(Target {
        path,
        file,
        created: true,
    })
}

/// `YYYYMMDD-HHMMSS` in UTC.
pub fn stamp(at: SystemTime) -> String {
    let secs = at.duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs());
    let (days, rest) = (secs / 86_400, secs % 86_400);
    let (y, m, d) = civil_date(days as i64);
    format!(
        "{y:04}{m:02}{d:02}-{:02}{:02}{:02}",
        rest / 3600,
        rest / 60 % 60,
        rest % 60
    )
}

/// The calendar date `days` after 1970-01-01 (the proleptic Gregorian calendar, by Howard
/// Hinnant's method).
fn civil_date(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let y = yoe + era * 400 + i64::from(m <= 2);
    (y, m, d)
}
