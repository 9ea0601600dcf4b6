//! The puzzles of the input as they were checked, waiting to be solved: in memory up to
//! [`KEEP_IN_MEMORY`], the rest in a private temporary file. What is solved is exactly
//! what was checked, even if the input changes meanwhile (it is never read again).

use std::fs::File;
use std::io::{self, BufReader, BufWriter, Read, Seek, SeekFrom, Write};
use std::path::PathBuf;

use super::Failure;
use crate::fresh_file::create_fresh;
use sudoku_engine::format::{self, GridEntry};
use sudoku_engine::grid::{Grid, CELLS};

/// Puzzles kept in memory (about 90 bytes each: this bounds the memory).
pub const KEEP_IN_MEMORY: usize = 1 << 16;
/// Puzzles solved and printed per batch.
pub const BATCH: usize = 4096;
/// Most puzzles one run takes: beyond, the input is refused (the temporary file holds
/// 49 bytes a puzzle: this bounds it to under 500 MB).
pub const MAX_PUZZLES: usize = 10_000_000;
/// Bytes a puzzle takes in the temporary file: its line (8), its cells two to a byte.
const RECORD: usize = 8 + CELLS.div_ceil(2);

/// Checked puzzles, in input order.
pub struct Store {
    name: String,
    limit: usize,
    /// The puzzles kept in memory, in blocks of [`BATCH`] (each allocated once at its
    /// full size: nothing is moved as the store grows), or one block for a document.
    kept: Vec<Vec<GridEntry>>,
    /// How many puzzles `kept` holds.
    in_memory: usize,
    spill: Option<Spill>,
    total: usize,
}

/// The temporary file. On Linux it is made without a name (`O_TMPFILE`) where the file
/// system allows; else, on Unix, its name is removed as soon as it is created: the file
/// lives only as long as it is open, so nothing is left behind however the command ends
/// (a signal, a crash). Elsewhere it is removed when dropped.
struct Spill {
    file: BufWriter<File>,
    path: Option<PathBuf>,
}

impl Drop for Spill {
    fn drop(&mut self) {
        if let Some(p) = &self.path {
            let _ = std::fs::remove_file(p);
        }
    }
}

impl Store {
    /// An empty store for the input called `name`.
    pub fn new(name: &str) -> Store {
        Store {
            name: name.to_string(),
            limit: max_puzzles(),
            kept: Vec::new(),
            in_memory: 0,
            spill: None,
            total: 0,
        }
    }

    /// The puzzles of a document read whole.
    pub fn from_entries(name: &str, entries: Vec<GridEntry>) -> Store {
        let mut s = Store::new(name);
        s.total = entries.len();
        s.in_memory = entries.len();
        s.kept = vec![entries];
        s
    }

    pub fn total(&self) -> usize {
        self.total
    }

    /// Adds a checked puzzle; refuses one past [`MAX_PUZZLES`].
    pub fn push(&mut self, entry: GridEntry) -> Result<(), Failure> {
        if self.total == self.limit {
            return Err(Failure::Input(format!(
                "{}:{}:1: too many puzzles: over {} in one run, give them in parts",
                self.name, entry.line, self.limit
            )));
        }
        self.total += 1;
        if self.in_memory < KEEP_IN_MEMORY {
            match self.kept.last_mut() {
                Some(block) if block.len() < BATCH => block.push(entry),
                _ => {
                    let mut block = Vec::with_capacity(BATCH);
                    block.push(entry);
                    self.kept.push(block);
                }
            }
            self.in_memory += 1;
            return Ok(());
        }
        if self.spill.is_none() {
            self.spill = Some(self.create_spill()?);
        }
        if let Some(spill) = &mut self.spill {
            spill
                .file
                .write_all(&encode(&entry))
                .map_err(|e| spill_error(&self.name, &e))?;
        }
        Ok(())
    }

    fn create_spill(&self) -> Result<Spill, Failure> {
        if let Some(file) = unnamed_file(&std::env::temp_dir()) {
            return Ok(Spill {
                file: BufWriter::with_capacity(1 << 16, file),
                path: None,
            });
        }
        let pid = std::process::id();
        let (path, file) = create_fresh(
            &std::env::temp_dir(),
            |n| format!("sudoku-tui-puzzles-{pid}-{n}"),
            true,
        )
        .map_err(|e| spill_error(&self.name, &e))?;
        // Unix: the open file is all that is needed, and all that is left.
        let path = if cfg!(unix) && std::fs::remove_file(&path).is_ok() {
            None
        } else {
            Some(path)
        };
        Ok(Spill {
            file: BufWriter::with_capacity(1 << 16, file),
            path,
        })
    }

    /// The first puzzle, if any. It is always kept in memory: the temporary file, if
    /// there is one, is not read.
    pub fn first(self) -> Option<GridEntry> {
        self.kept.into_iter().flatten().next()
    }

    /// Puzzle `i` (from 0), if there is one: from memory, or read from its place in the
    /// temporary file (the records before it are not read).
    pub fn nth(mut self, i: usize) -> Result<Option<GridEntry>, Failure> {
        if i < self.in_memory {
            let mut at = i;
            for block in &mut self.kept {
                if at < block.len() {
                    return Ok(Some(block.swap_remove(at)));
                }
                at -= block.len();
            }
        }
        let (Some(spill), true) = (&mut self.spill, i < self.total) else {
            return Ok(None);
        };
        let name = &self.name;
        spill.file.flush().map_err(|e| spill_error(name, &e))?;
        let file = spill.file.get_mut();
        let at = ((i - self.in_memory) * RECORD) as u64;
        let mut record = [0u8; RECORD];
        file.seek(SeekFrom::Start(at))
            .and_then(|_| file.read_exact(&mut record))
            .map_err(|e| spill_error(name, &e))?;
        Ok(Some(decode(&record)))
    }

    /// Hands the puzzles over in batches of at most [`BATCH`], in input order.
    pub fn batches(
        self,
        each: &mut dyn FnMut(&[GridEntry]) -> Result<(), Failure>,
    ) -> Result<(), Failure> {
        for batch in self.kept.iter().flat_map(|block| block.chunks(BATCH)) {
            each(batch)?;
        }
        let Some(mut spill) = self.spill else {
            return Ok(());
        };
        let name = &self.name;
        spill.file.flush().map_err(|e| spill_error(name, &e))?;
        let file = spill.file.get_mut();
        file.seek(SeekFrom::Start(0))
            .map_err(|e| spill_error(name, &e))?;
        let mut r = BufReader::with_capacity(1 << 16, &*file);
        let mut left = self.total - self.in_memory;
        let mut batch = Vec::with_capacity(BATCH);
        let mut record = [0u8; RECORD];
        while left > 0 {
            batch.clear();
            while batch.len() < BATCH && left > 0 {
                r.read_exact(&mut record)
                    .map_err(|e| spill_error(name, &e))?;
                batch.push(decode(&record));
                left -= 1;
            }
            each(&batch)?;
        }
        Ok(())
    }
}

/// A file in `dir` that never has a name (Linux: `O_TMPFILE`), where the system and the
/// file system make one; else none, and the file is made under a name removed at once.
#[cfg(any(target_os = "linux", target_os = "android"))]
fn unnamed_file(dir: &std::path::Path) -> Option<File> {
    use std::os::unix::fs::OpenOptionsExt;
    std::fs::OpenOptions::new()
        .read(true)
        .write(true)
        .mode(0o600)
        .custom_flags(libc::O_TMPFILE | libc::O_EXCL)
        .open(dir)
        .ok()
}

#[cfg(not(any(target_os = "linux", target_os = "android")))]
fn unnamed_file(_: &std::path::Path) -> Option<File> {
    None
}

fn spill_error(name: &str, e: &io::Error) -> Failure {
    Failure::Input(format!(
        "{name}: cannot keep the puzzles in a temporary file: {}",
        format::io_reason(e)
    ))
}

/// [`MAX_PUZZLES`]; debug builds (which the tests run) take a smaller bound from
/// `SUDOKU_TUI_MAX_PUZZLES`, so that the refusal can be seen without ten million lines.
fn max_puzzles() -> usize {
    #[cfg(debug_assertions)]
    if let Some(n) = std::env::var("SUDOKU_TUI_MAX_PUZZLES")
        .ok()
        .and_then(|v| v.parse().ok())
    {
        return n;
    }
    MAX_PUZZLES
}

/// The line, then the cells two to a byte (the last one alone); fixed-size loops, which
/// the compiler turns into vector code.
fn encode(e: &GridEntry) -> [u8; RECORD] {
    let mut r = [0u8; RECORD];
    r[..8].copy_from_slice(&(e.line as u64).to_le_bytes());
    let cells = e.grid.cells();
    for (b, pair) in r[8..].iter_mut().zip(cells.chunks_exact(2)) {
        *b = pair[0] | pair[1] << 4;
    }
    r[RECORD - 1] = cells[CELLS - 1];
    r
}

fn decode(r: &[u8; RECORD]) -> GridEntry {
    let mut line = [0u8; 8];
    line.copy_from_slice(&r[..8]);
    let mut cells = [0u8; CELLS];
    for (pair, &b) in cells.chunks_exact_mut(2).zip(&r[8..]) {
        pair[0] = b & 0xF;
        pair[1] = b >> 4;
    }
    cells[CELLS - 1] = r[RECORD - 1] & 0xF;
    GridEntry {
        grid: Grid::from_cells(cells),
        line: u64::from_le_bytes(line) as usize,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(i: usize) -> GridEntry {
        let mut cells = [0u8; CELLS];
        for (k, c) in cells.iter_mut().enumerate() {
            *c = ((i + k) % 10) as u8;
        }
        GridEntry {
            grid: Grid::from_cells(cells),
            line: i * 3 + 1,
        }
    }

    #[test]
    fn records_round_trip() {
        for i in [0, 1, 7, 123_456_789] {
            assert_eq!(decode(&encode(&entry(i))), entry(i));
        }
    }

    #[test]
    fn puzzles_come_back_in_order_past_memory() {
        let mut s = Store::new("f");
        let n = KEEP_IN_MEMORY + BATCH + 5;
        for i in 0..n {
            s.push(entry(i)).unwrap();
        }
        assert_eq!(s.total(), n);
        assert!(s.spill.as_ref().is_some_and(|sp| sp.path.is_none()));
        #[cfg(target_os = "linux")]
        if let Some(spill) = &s.spill {
            // Where the temporary folder takes unnamed files, the spill never had a name:
            // the kernel shows it as `/tmp/#1234 (deleted)`, not as a name removed.
            use std::os::fd::AsRawFd;
            let fd = spill.file.get_ref().as_raw_fd();
            let shown = std::fs::read_link(format!("/proc/self/fd/{fd}")).unwrap();
            let shown = shown.to_string_lossy();
            if unnamed_file(&std::env::temp_dir()).is_some() {
                assert!(!shown.contains("sudoku-tui-puzzles"), "{shown}");
            }
        }
        let mut got = 0;
        s.batches(&mut |batch| {
            assert!(batch.len() <= BATCH);
            for e in batch {
                assert_eq!(*e, entry(got));
                got += 1;
            }
            Ok(())
        })
        .unwrap();
        assert_eq!(got, n);
    }

    #[test]
    fn the_first_puzzle_comes_from_memory_even_past_it() {
        assert_eq!(Store::new("f").first(), None);
        let mut s = Store::new("f");
        for i in 0..KEEP_IN_MEMORY + 2 {
            s.push(entry(i)).unwrap();
        }
        assert!(s.spill.is_some());
        assert_eq!(s.first(), Some(entry(0)));
    }

    #[test]
    fn any_puzzle_is_found_by_its_place_in_memory_or_past_it() {
        let n = KEEP_IN_MEMORY + BATCH + 5;
        let filled = || {
            let mut s = Store::new("f");
            for i in 0..n {
                s.push(entry(i)).unwrap();
            }
            s
        };
        for i in [
            0,
            1,
            KEEP_IN_MEMORY - 1,
            KEEP_IN_MEMORY,
            KEEP_IN_MEMORY + BATCH,
            n - 1,
        ] {
            let got = filled().nth(i).unwrap_or_else(|_| panic!("{i}: not read"));
            assert_eq!(got, Some(entry(i)), "{i}");
        }
        assert_eq!(filled().nth(n).unwrap_or_else(|_| panic!("not read")), None);
        assert_eq!(Store::new("f").nth(0).unwrap(), None);
    }

    #[test]
    fn too_many_puzzles_are_refused() {
        let mut s = Store::new("f");
        s.limit = 3;
        for i in 0..3 {
            s.push(entry(i)).unwrap();
        }
        match s.push(entry(3)) {
            Err(Failure::Input(m)) => assert_eq!(
                m,
                "f:10:1: too many puzzles: over 3 in one run, give them in parts"
            ),
            _ => panic!("accepted"),
        }
    }
}
