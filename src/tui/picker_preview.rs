//! The picker's preview of the highlighted file: what it holds, read on a thread of its
//! own so that the keys never wait for a file (one on a network or FUSE mount that hangs
//! can hold a read for good). The screen says "reading…" until the answer comes; the
//! latest file asked about wins, and an answer about an older one is dropped. Reads are
//! at most [`READERS`] at once: those that hang keep their place, the rest wait.

use std::fmt;
use std::fs;
use std::path::{Path, PathBuf};
use std::rc::Rc;
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::Arc;

use sudoku_engine::board::Board;
use sudoku_engine::format::{self, BoardDocument, Document};
use sudoku_engine::Grid;

use crate::tui::files::boards::{format_name, other_sizes};
use crate::tui::files::special_file;

/// Name of the threads that read previews.
const PREVIEW_THREAD: &str = "preview";

/// Files larger than this are listed but not previewed.
const PREVIEW_LIMIT: u64 = 8 * 1024 * 1024;

/// Reads going at once, at most: a file that never answers holds one for good.
pub const READERS: usize = 4;

/// What the highlighted file holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Preview {
    None,
    /// The file is being read.
    Reading,
    Puzzle {
        grid: Grid,
        count: usize,
        format: &'static str,
    },
    /// The first puzzle of a file of other sizes than 9×9.
    Board {
        board: Board,
        count: usize,
        format: String,
    },
    Error(String),
}

/// What reads a file's preview (tests put in one that never answers).
pub type Read = Arc<dyn Fn(&Path) -> Preview + Send + Sync>;

/// A question to a reader: its number and the file.
type Asked = (u64, PathBuf);

/// How the picker reads previews: on the spot (tests), or on threads.
#[derive(Clone)]
pub struct Reader {
    read: Read,
    threads: Option<Threads>,
}

/// The threads' side: the answers, and what is going or waiting.
#[derive(Clone)]
struct Threads {
    /// Shared so that the picker stays a plain value; only the picker reads it.
    answers: Rc<Receiver<(u64, Preview)>>,
    send: Sender<(u64, Preview)>,
    /// Reads started and not answered yet.
    going: usize,
    /// The question asked last, by number.
    asked: u64,
    /// The latest question, waiting for a reader to come free.
    waiting: Option<Asked>,
}

impl fmt::Debug for Reader {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let going = self.threads.as_ref().map(|t| t.going);
        f.debug_struct("Reader").field("going", &going).finish()
    }
}

impl Reader {
    /// Reads at the question, on the calling thread (tests).
    pub fn on_the_spot() -> Reader {
        Reader {
            read: Arc::new(preview_file),
            threads: None,
        }
    }

    /// Reads each file with `read` on a thread of its own.
    pub fn threads_with(read: Read) -> Reader {
        let (send, answers) = mpsc::channel();
        Reader {
            read,
            threads: Some(Threads {
                answers: Rc::new(answers),
                send,
                going: 0,
                asked: 0,
                waiting: None,
            }),
        }
    }

    /// Asks about `path`: the preview at once on the spot, else [`Preview::Reading`]
    /// until [`Reader::poll`] has it.
    pub fn ask(&mut self, path: PathBuf) -> Preview {
        let Some(t) = &mut self.threads else {
            return (self.read)(&path);
        };
        t.asked += 1;
        t.waiting = Some((t.asked, path));
        self.start_waiting();
        Preview::Reading
    }

    /// No file is asked about now: an answer still to come is dropped.
    pub fn forget(&mut self) {
        if let Some(t) = &mut self.threads {
            t.asked += 1;
            t.waiting = None;
        }
    }

    /// Starts the question waiting, if a reader is free (or none will start: then on
    /// the spot, as a last resort).
    fn start_waiting(&mut self) {
        let Some(t) = &mut self.threads else {
            return;
        };
        if t.going >= READERS {
            return;
        }
        let Some((n, path)) = t.waiting.take() else {
            return;
        };
        let (read, send, file) = (self.read.clone(), t.send.clone(), path.clone());
        let spawned = std::thread::Builder::new()
            .name(PREVIEW_THREAD.into())
            .spawn(move || {
                // Nobody waits any more when the picker was closed.
                let _ = send.send((n, read(&file)));
            });
        match spawned {
            Ok(_) => t.going += 1,
            Err(_) => {
                let _ = t.send.send((n, (self.read)(&path)));
            }
        }
    }

    /// Reads started and not answered yet.
    #[cfg(test)]
    pub fn going(&self) -> usize {
        self.threads.as_ref().map_or(0, |t| t.going)
    }

    /// True while a question waits for a reader to come free.
    #[cfg(test)]
    pub fn waiting(&self) -> bool {
        self.threads.as_ref().is_some_and(|t| t.waiting.is_some())
    }

    /// The answer about the file asked last, if it has come: answers about older ones
    /// are dropped.
    pub fn poll(&mut self) -> Option<Preview> {
        let t = self.threads.as_mut()?;
        let mut latest = None;
        while let Ok((n, preview)) = t.answers.try_recv() {
            t.going = t.going.saturating_sub(1);
            if n == t.asked {
                latest = Some(preview);
            }
        }
        self.start_waiting();
        latest
    }
}

/// The first puzzle of a file. Pipes and devices are never read: that could block or
/// never end.
pub fn preview_file(path: &Path) -> Preview {
    match (special_file(path), fs::metadata(path)) {
        (Some(err), _) => Preview::Error(err),
        (None, Ok(m)) if m.len() > PREVIEW_LIMIT => Preview::Error(format!(
            "{}: too large to preview ({} MiB)",
            format::path_name(path),
            m.len() >> 20
        )),
        (None, _) => {
            let name = format::path_name(path);
            match format::read_path(path) {
                Ok(doc) => preview(&name, Ok(doc)),
                Err(e) => match fs::read(path).ok().and_then(|b| other_sizes(&name, &b)) {
                    Some(doc) => preview_boards(&name, doc),
                    None => preview(&name, Err(e.to_string())),
                },
            }
        }
    }
}

/// The first puzzle of what was read, or why there is none.
pub fn preview(name: &str, read: Result<Document, String>) -> Preview {
    match read {
        Ok(doc) => match doc.puzzles.first() {
            Some(first) => Preview::Puzzle {
                grid: first.grid,
                count: doc.puzzles.len(),
                format: doc.format.name(),
            },
            None => Preview::Error(format!("{name}: no puzzle")),
        },
        Err(err) => Preview::Error(err),
    }
}

/// The first puzzle of a file of other sizes.
pub fn preview_boards(name: &str, doc: BoardDocument) -> Preview {
    match doc.puzzles.first() {
        Some(first) => Preview::Board {
            board: first.board.clone(),
            count: doc.puzzles.len(),
            format: format_name(doc.format, first.board.shape()),
        },
        None => Preview::Error(format!("{name}: no puzzle")),
    }
}
