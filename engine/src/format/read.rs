//! Reading a puzzle file from disk, bounded in size, with I/O failures in words.

use std::io::Read;
use std::path::Path;

use super::{parse, path_name, Document, ParseError, ParseErrorKind};

/// Files larger than this are refused by [`read_path`] (64 MiB: about 800,000 puzzles
/// one per line).
pub const MAX_FILE_SIZE: u64 = 64 * 1024 * 1024;

/// Reads and parses a file. Directories, missing or unreadable files and files over
/// [`MAX_FILE_SIZE`] are refused with a whole-file error; the name in messages is
/// `path` as displayed.
pub fn read_path(path: &Path) -> Result<Document, ParseError> {
    let name = path_name(path);
    let bytes = read_bounded(path, &name)?;
    parse(&name, &bytes)
}

/// Reads and parses a file of puzzles of any size, as [`read_path`] does for 9×9 ones:
/// [`parse_boards`](super::parse_boards), whose guess of the size (and so its error for
/// a text that is no puzzle) is the one every reader makes.
pub fn read_boards_path(path: &Path) -> Result<super::BoardDocument, ParseError> {
    let name = path_name(path);
    let bytes = read_bounded(path, &name)?;
    super::parse_boards(&name, &bytes)
}

/// What went wrong reading a file, in a few words: "no such file", "permission
/// denied", "cannot read: input/output error".
pub fn io_message(e: &std::io::Error) -> String {
    use std::io::ErrorKind;
    match e.kind() {
        ErrorKind::NotFound | ErrorKind::PermissionDenied | ErrorKind::IsADirectory => io_reason(e),
        _ => format!("cannot read: {}", io_reason(e)),
    }
}

/// Why an I/O operation failed, in lower case and without the operating system's error
/// number: "no such file", "permission denied", "input/output error".
pub fn io_reason(e: &std::io::Error) -> String {
    use std::io::ErrorKind;
    match e.kind() {
        ErrorKind::NotFound => "no such file".to_string(),
        ErrorKind::PermissionDenied => "permission denied".to_string(),
        ErrorKind::IsADirectory => "is a directory, not a puzzle file".to_string(),
        _ => {
            let text = e.to_string();
            // Drop the "(os error N)" suffix: the kind of failure is what matters.
            let text = match text.find(" (os error") {
                Some(i) => &text[..i],
                None => &text,
            };
            text.to_lowercase()
        }
    }
}

fn too_large(name: &str, size: u64) -> ParseError {
    ParseError::new(
        ParseErrorKind::TooLarge,
        name,
        0,
        0,
        format!(
            "file too large ({size} bytes, the limit is {} MiB): not a puzzle file",
            MAX_FILE_SIZE / (1024 * 1024)
        ),
    )
}

/// The whole-file error for an I/O failure.
fn io_error(name: &str, e: &std::io::Error) -> ParseError {
    ParseError::new(ParseErrorKind::Io(e.kind()), name, 0, 0, io_message(e))
}

fn read_bounded(path: &Path, name: &str) -> Result<Vec<u8>, ParseError> {
    let meta = std::fs::metadata(path).map_err(|e| io_error(name, &e))?;
    if meta.is_dir() {
        return Err(ParseError::new(
            ParseErrorKind::Io(std::io::ErrorKind::IsADirectory),
            name,
            0,
            0,
            "is a directory, not a puzzle file",
        ));
    }
    if meta.len() > MAX_FILE_SIZE {
        return Err(too_large(name, meta.len()));
    }
    let file = std::fs::File::open(path).map_err(|e| io_error(name, &e))?;
    // The size may not be known (a pipe, a device): never read more than the limit.
    let mut bytes = Vec::with_capacity(meta.len() as usize);
    file.take(MAX_FILE_SIZE + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| io_error(name, &e))?;
    if bytes.len() as u64 > MAX_FILE_SIZE {
        return Err(ParseError::new(
            ParseErrorKind::TooLarge,
            name,
            0,
            0,
            format!(
                "file too large (over {} MiB): not a puzzle file",
                MAX_FILE_SIZE / (1024 * 1024)
            ),
        ));
    }
    Ok(bytes)
}
