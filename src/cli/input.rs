//! Opening the input and checking all of it before anything is solved. The input is
//! read once, as a stream: a file, a pipe or a device named on the command line, or
//! standard input.

use std::fs::File;
use std::io::{self, BufRead, BufReader, Read};
use std::path::Path;

use super::lines::{LineReader, MAX_LINE};
use super::sizes;
use super::store::Store;
use super::Failure;
use sudoku_engine::format::{
    self, BoardEntry, Format, GridEntry, ParseError, ParseErrorKind, MAX_FILE_SIZE,
};

/// Bytes read at a time.
const READ_BUFFER: usize = 256 * 1024;
/// A document (one puzzle in some format) larger than this is checked for a problem in
/// what was read so far before more is read; then at twice the size, and so on.
const FIRST_LOOK: usize = 1024 * 1024;

/// The input as it is read: buffered, so that the reader can tell when what it has is
/// used up (the next read may wait for the writer of a pipe), and movable to a thread.
pub type Input = BufReader<Box<dyn Read + Send>>;

/// An input opened: its name for messages (control characters shown as `?`), the
/// stream, and whether it is a regular file (named, or as standard input: all of it is
/// there already, so a run checks it whole before anything is solved; a pipe, a device
/// or a terminal is streamed).
pub struct Opened {
    pub name: String,
    pub reader: Input,
    pub regular: bool,
}

/// Opens the input. A path that cannot be opened, or is a folder, is reported at once,
/// with its name.
pub fn open(file: Option<&Path>) -> Result<Opened, Failure> {
    match file {
        Some(p) if p.as_os_str() != "-" => {
            let name = format::printable(&p.display().to_string()).into_owned();
            let cannot = |e: io::Error| Failure::cannot_read(&name, &e);
            let meta = std::fs::metadata(p).map_err(cannot)?;
            if meta.is_dir() {
                return Err(Failure::Input(format!(
                    "{name}: is a directory, expected a puzzle file"
                )));
            }
            // A pipe or a device (`<(...)`, /dev/stdin, a FIFO) is read as it comes, once,
            // like standard input; so is a regular file.
            let f = File::open(p).map_err(cannot)?;
            let regular = f.metadata().is_ok_and(|m| m.is_file());
            Ok(Opened {
                name,
                reader: BufReader::with_capacity(READ_BUFFER, Box::new(f)),
                regular,
            })
        }
        _ => Ok(Opened {
            name: "<stdin>".to_string(),
            reader: BufReader::with_capacity(READ_BUFFER, Box::new(io::stdin())),
            regular: stdin_is_regular(),
        }),
    }
}

/// Standard input is a regular file (`< file`).
#[cfg(unix)]
fn stdin_is_regular() -> bool {
    use std::os::fd::AsFd;
    io::stdin()
        .as_fd()
        .try_clone_to_owned()
        .map(File::from)
        .and_then(|f| f.metadata())
        .is_ok_and(|m| m.is_file())
}

#[cfg(not(unix))]
fn stdin_is_regular() -> bool {
    false
}

/// What the first line that is not blank, a comment or a section header says.
enum Shape {
    /// An 81-cell puzzle line: one puzzle per line.
    Collection(GridEntry),
    /// Anything else: a document in some format, to be read whole.
    Document,
    /// A line too long for any format, judged from its head (the reading stops there).
    Refused(ParseError),
}

/// Reads and checks the whole input: a collection line by line as it streams in (the
/// first bad line stops the reading), anything else as one document of at most
/// [`MAX_FILE_SIZE`] bytes. The puzzles come back in a [`Store`], every one checked.
pub fn check<R: BufRead>(name: &str, reader: R) -> Result<Store, Failure> {
    match begin(name, reader)? {
        Begun::Collection(lines, first) => check_collection(name, lines, first),
        Begun::Checked(store) => Ok(store),
    }
}

/// How the input begins.
pub enum Begun<R> {
    /// A collection: its first puzzle, and the lines after it, not read yet.
    Collection(LineReader<R>, GridEntry),
    /// Anything else, read whole and checked.
    Checked(Store),
}

/// What the input is, for a run that streams (from a pipe, a device or a terminal). Each
/// puzzle is answered as soon as it is complete, without waiting for more input:
/// - a collection (its first puzzle line, and the lines after it, not read yet): each
///   line as it comes;
/// - a grid complete at its last row (9 rows, or N at N×N): at once, the rest of the
///   input checked after the answer ([`Rest`]);
/// - anything else (puzzle lines of other sizes, read whole: a line of 16 cells may be
///   the first row of a 16×16 grid), read whole and checked.
pub enum Start<R> {
    Many(LineReader<R>, Vec<GridEntry>),
    Grid(Early, Rest<R>),
    Kept(Store),
}

/// A grid of a stream, complete at its last row.
pub enum Early {
    Nine(GridEntry),
    /// Of another size (its answer is [`sizes::run`]'s).
    Other(BoardEntry),
}

/// Lines of a streamed document after the last row of its grid (`lines`, recording since
/// the document's first byte).
pub struct Rest<R> {
    name: String,
    lines: LineReader<R>,
}

/// A document's first bytes that may hold a whole grid, at most (a 25×25 grid with its
/// borders takes about 3 KB): past that it is read whole, as a file is.
const GRID_BYTES: usize = 256 * 1024;
/// A document's lines that may hold a whole grid (not blank, not comments), at most.
const GRID_LINES: usize = 80;

/// Reads the input as far as its first complete puzzle: see [`Start`].
pub fn start<R: BufRead>(name: &str, reader: R) -> Result<Start<R>, Failure> {
    let mut lines = match find(name, reader)? {
        Found::Collection(lines, first) => return Ok(Start::Many(lines, vec![first])),
        Found::Document(lines) => lines,
    };
    let mut looked = 0;
    loop {
        // A line too long to keep whole (its rest unread) belongs to no grid.
        if lines.recorded() > GRID_BYTES || looked > GRID_LINES || lines.cut() {
            break;
        }
        looked += 1;
        if let Some(early) = grid_so_far(name, lines.recording()) {
            let rest = Rest {
                name: name.to_string(),
                lines,
            };
            return Ok(Start::Grid(early, rest));
        }
        // On to the next line that may end a grid.
        while lines.recorded() <= GRID_BYTES {
            match lines.next_line()? {
                None => return Ok(Start::Kept(whole_document(name, lines)?)),
                Some((_, line)) if line.len() >= MAX_LINE => break,
                Some((_, line)) => {
                    let t = line.trim_ascii_start();
                    if !t.is_empty() && !t.starts_with(b"#") {
                        break;
                    }
                }
            }
        }
    }
    Ok(Start::Kept(whole_document(name, lines)?))
}

/// The one grid `text` (whole lines of a document from its start) holds, when it is a
/// grid complete as it stands: nine rows (N at N×N) in a grid format. Rows may be
/// missing yet (not a grid so far), and lines of cells may be a collection after all.
fn grid_so_far(name: &str, text: &[u8]) -> Option<Early> {
    let grid =
        |f: format::Format, n: usize| n == 1 && !matches!(f, Format::Line | Format::Collection);
    match format::parse(name, text) {
        Ok(doc) if grid(doc.format, doc.puzzles.len()) => {
            return doc.puzzles.into_iter().next().map(Early::Nine)
        }
        Ok(_) => return None,
        Err(_) => {}
    }
    match format::parse_boards(name, text) {
        Ok(doc) if grid(doc.format, doc.puzzles.len()) => {
            doc.puzzles.into_iter().next().map(Early::Other)
        }
        _ => None,
    }
}

impl<R: BufRead> Rest<R> {
    /// Reads the rest of the document and checks it whole, as a file's is: after a grid
    /// only what leaves it the same may follow (blank lines, comments, a closing border,
    /// other sections); anything else is reported.
    pub fn check(self, answered: &Early) -> Result<(), Failure> {
        let name = self.name;
        let (head, rest) = self.lines.finish();
        let same = match (read_document(&name, head, rest), answered) {
            (Ok(entries), Early::Nine(e)) => entries.len() == 1 && entries[0] == *e,
            (Err(Failure::OtherSizes(_, boards)), Early::Other(b)) => {
                boards.len() == 1 && boards[0] == *b
            }
            (Err(e), _) => return Err(e),
            _ => false,
        };
        if same {
            return Ok(());
        }
        Err(Failure::Input(format!(
            "{name}: the lines after the grid's last row make the input another puzzle; \
             the grid's answer above may not be the one meant"
        )))
    }
}

/// What the first line that is not blank, a comment or a section header makes the input.
enum Found<R> {
    /// A collection: its first puzzle, and the lines after it, not read yet.
    Collection(LineReader<R>, GridEntry),
    /// A document: the lines read so far, recorded.
    Document(LineReader<R>),
}

/// Reads as far as the first puzzle line of a collection; anything else whole.
pub fn begin<R: BufRead>(name: &str, reader: R) -> Result<Begun<R>, Failure> {
    match find(name, reader)? {
        Found::Collection(lines, first) => Ok(Begun::Collection(lines, first)),
        Found::Document(lines) => Ok(Begun::Checked(whole_document(name, lines)?)),
    }
}

/// The document whose first lines `lines` recorded, read to its end and checked.
fn whole_document<R: BufRead>(name: &str, lines: LineReader<R>) -> Result<Store, Failure> {
    let (head, rest) = lines.finish();
    let entries = read_document(name, head, rest)?;
    Ok(Store::from_entries(name, entries))
}

/// Reads as far as the first line that tells a collection from a document.
fn find<R: BufRead>(name: &str, reader: R) -> Result<Found<R>, Failure> {
    let mut lines = LineReader::new(name, reader);
    lines.start_recording();
    let shape = loop {
        let Some((no, line)) = lines.next_line()? else {
            break Shape::Document;
        };
        // A line too long to keep whole is judged from its head, unless it may belong to
        // a nine-row format (a very long border): then the document is read whole.
        // A comment that long belongs to no format either.
        let cut = line.len() >= MAX_LINE
            && (line.trim_ascii_start().starts_with(b"#")
                || format::parse(name, line).is_err_and(|e| e.line == 1));
        let verdict = match format::parse_collection_line(name, no, line) {
            // Judged at every size: a line too long is that, whatever its size.
            Err(e) if cut => Err(sizes::refused(name, no, line, e.clone()).err().unwrap_or(e)),
            verdict => verdict,
        };
        match verdict {
            Ok(None) if lines.recorded() > MAX_FILE_SIZE as usize => {
                return Err(too_large(name).into())
            }
            Ok(None) => continue,
            Ok(Some(grid)) => break Shape::Collection(GridEntry { grid, line: no }),
            Err(e) if cut => break Shape::Refused(e),
            Err(_) => break Shape::Document,
        }
    };
    match shape {
        Shape::Collection(first) => {
            lines.stop_recording();
            Ok(Found::Collection(lines, first))
        }
        Shape::Refused(e) => Err(e.into()),
        Shape::Document => Ok(Found::Document(lines)),
    }
}

/// Checks every line of a collection whose first puzzle is `first`.
fn check_collection(
    name: &str,
    mut lines: LineReader<impl BufRead>,
    first: GridEntry,
) -> Result<Store, Failure> {
    let mut store = Store::new(name);
    store.push(first)?;
    while let Some((no, line)) = lines.next_line()? {
        match format::parse_collection_line(name, no, line) {
            Ok(Some(grid)) => store.push(GridEntry { grid, line: no })?,
            Ok(None) => {}
            Err(e) => {
                // The puzzles read so far are gathered only for a line of another size.
                let found = sizes::refused(name, no, line, e)?;
                let mut earlier = Vec::with_capacity(store.total());
                store.batches(&mut |batch| {
                    earlier.extend_from_slice(batch);
                    Ok(())
                })?;
                return Err(other_sizes(name, earlier, &mut lines, found));
            }
        }
    }
    Ok(store)
}

/// A collection whose line `found` (the line just read) is a puzzle of another size:
/// every puzzle, the `earlier` ones, `found` and those of the lines still to read (each
/// read on its own), as [`Failure::OtherSizes`]; or the error of a line that is no
/// puzzle of any size.
fn other_sizes(
    name: &str,
    earlier: Vec<GridEntry>,
    lines: &mut LineReader<impl BufRead>,
    found: BoardEntry,
) -> Failure {
    let mut puzzles = sizes::boards_of(earlier);
    puzzles.push(found);
    let rest = (|| -> Result<(), Failure> {
        while let Some((no, line)) = lines.next_line()? {
            if let Some(entry) = format::parse_board_line(name, no, line)? {
                puzzles.push(entry);
            }
        }
        Ok(())
    })();
    match rest {
        Ok(()) => Failure::OtherSizes(name.to_string(), puzzles),
        Err(e) => e,
    }
}

fn too_large(name: &str) -> ParseError {
    ParseError::new(
        ParseErrorKind::TooLarge,
        name,
        0,
        0,
        format!(
            "too large: over {} MiB, expected one puzzle or a collection of 81-character lines",
            MAX_FILE_SIZE >> 20
        ),
    )
}

/// Reads a document whose first `head` bytes were read already, and parses it. Past 1
/// MiB, and each time the size doubles, the lines read whole are checked first: a
/// problem there is reported without reading the rest (an endless stream of text ends
/// the command quickly).
fn read_document(
    name: &str,
    mut bytes: Vec<u8>,
    mut rest: impl Read,
) -> Result<Vec<GridEntry>, Failure> {
    let max = MAX_FILE_SIZE as usize;
    let mut look_at = FIRST_LOOK.max(bytes.len());
    loop {
        let want = look_at.min(max + 1);
        (&mut rest)
            .take((want - bytes.len().min(want)) as u64)
            .read_to_end(&mut bytes)
            .map_err(|e| Failure::cannot_read(name, &e))?;
        if bytes.len() < want {
            break;
        }
        if let Some(e) = early_error(name, &bytes) {
            return Err(e.into());
        }
        if bytes.len() > max {
            return Err(too_large(name).into());
        }
        look_at = look_at.saturating_mul(2);
    }
    // Nothing but line ends (a flood of blank lines) says what no text says, at once.
    let blank = bytes.iter().all(|&b| b == b'\n' || b == b'\r');
    let bytes = if blank { Vec::new() } else { bytes };
    match format::parse(name, &bytes) {
        Ok(doc) => Ok(doc.puzzles),
        // Puzzles of other sizes, or the error that names the size expected.
        Err(_) => match format::parse_boards(name, &bytes) {
            Ok(doc) => Err(Failure::OtherSizes(name.to_string(), doc.puzzles)),
            Err(e) => Err(e.into()),
        },
    }
}

/// A problem in the lines of `bytes` read whole that the rest of the input cannot undo
/// (not rows missing, which may only be missing from what was read).
fn early_error(name: &str, bytes: &[u8]) -> Option<ParseError> {
    let cut = bytes
        .iter()
        .rposition(|&b| b == b'\n' || b == b'\r')
        .map_or(0, |i| i + 1);
    if bytes[..cut].iter().all(|&b| b == b'\n' || b == b'\r') {
        return None;
    }
    match format::parse_boards(name, &bytes[..cut]) {
        Err(e) if e.line > 0 && e.kind != ParseErrorKind::WrongRowCount => Some(e),
        _ => None,
    }
}

/// Puzzle `n` (1-based) of the checked input; past the last one, an error that says how
/// many there are.
pub fn pick(name: &str, checked: Store, n: u64) -> Result<GridEntry, Failure> {
    let total = checked.total();
    if n > total as u64 {
        return Err(Failure::no_puzzle(name, n, total));
    }
    // 1 ≤ n ≤ total: the place fits.
    let found = checked.nth((n - 1) as usize)?;
    found.ok_or_else(|| Failure::Input(format!("{name}: there is no puzzle {n}")))
}
