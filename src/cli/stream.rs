//! `solve` on a collection, streamed: each answer is printed as soon as it and every one
//! before it are solved, in input order, while the rest of the input is still being read
//! (a slow producer, `generate --count 1000000 | sudoku-tui solve`, shows answers from
//! the start). One thread reads and checks the lines and hands them out in chunks, the
//! workers solve them, the calling thread prints; the reading keeps at most [`WINDOW`]
//! chunks ahead of the printing, so memory stays bounded whatever the input's length.
//! A chunk is handed out when it is full, or earlier when what was read is used up (the
//! next read may wait for the writer), so that no puzzle waits for the ones after it.
//! Without threads (`--jobs 1`, or none could be started) it all runs on the calling
//! thread, in the same order.

use std::any::Any;
use std::collections::BTreeMap;
use std::panic::{self, AssertUnwindSafe};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, Sender, TryRecvError};
use std::sync::{Arc, Condvar, Mutex, PoisonError};
use std::thread;

use super::input::Input;
use super::lines::LineReader;
use super::output::{Printer, Stderr};
use super::solving::{solve_one, Solved, CHUNK};
use super::store::Store;
use super::{Done, Failure, SolveArgs};
use sudoku_engine::format::{self, GridEntry};

/// Chunks read ahead of the first one not printed yet, at most (puzzles and answers
/// waiting take about 300 bytes each: a few megabytes at most, however long one puzzle
/// takes while the others go on).
const WINDOW: u64 = 1024;

/// Where the puzzles come from: the lines still to read and the puzzles read already,
/// or an input checked whole before.
pub enum Feed {
    Lines(LineReader<Input>, Vec<GridEntry>),
    Kept(Store),
}

/// What comes back to the printing, numbered by chunk.
enum Msg {
    Solved(Vec<GridEntry>, Vec<Solved>),
    /// The input ended after the chunks before, with the failure that ended it, if any.
    End(Option<Failure>),
    /// A worker panicked (a bug): the panic goes on from the printing thread.
    Panicked(Box<dyn Any + Send>),
}

/// What the reading and the printing share.
struct Shared {
    /// Chunks printed so far.
    printed: Mutex<u64>,
    moved: Condvar,
    /// The printing stopped (the output failed): read no more.
    stop: AtomicBool,
}

/// Solves and prints every puzzle of a collection of two puzzles at least (`Lines`: the
/// puzzles read already, then those of the lines; a bad line ends the run once the
/// answers before it are printed).
pub fn run(args: &SolveArgs, name: &str, feed: Feed, stderr: &mut Stderr) -> Done {
    // Two puzzles at least: answered as a collection.
    let mut printer = Printer::new(args, name, usize::MAX, stderr);
    let jobs = super::jobs(args.jobs);
    let done = if jobs > 1 {
        match threaded(args, name, feed, jobs, &mut printer) {
            Ok(d) => d,
            Err(back) => inline(args, name, *back, &mut printer),
        }
    } else {
        inline(args, name, feed, &mut printer)
    };
    // What was printed goes out before the message that may follow.
    let flushed = printer.flush();
    match done.and(flushed) {
        Ok(()) => Ok(printer.tally()),
        Err(e) => Err((e, printer.tally())),
    }
}

/// Everything on the calling thread, one puzzle after the other.
fn inline(args: &SolveArgs, name: &str, feed: Feed, printer: &mut Printer) -> Result<(), Failure> {
    let (mut lines, head) = match feed {
        Feed::Lines(lines, head) => (lines, head),
        Feed::Kept(store) => {
            let mut index = 0;
            return store.batches(&mut |batch| {
                for item in batch {
                    printer.print(index, item, &solve_one(args, &item.grid, args.check_unique))?;
                    index += 1;
                }
                Ok(())
            });
        }
    };
    let mut index = 0;
    for item in &head {
        printer.print(index, item, &solve_one(args, &item.grid, args.check_unique))?;
        index += 1;
    }
    loop {
        if lines.used_up() {
            printer.flush()?;
        }
        let Some((no, line)) = lines.next_line()? else {
            return Ok(());
        };
        let parsed = format::parse_collection_line(name, no, line);
        let parsed = parsed.map_err(|e| super::sizes::streamed(name, no, line, e))?;
        if let Some(grid) = parsed {
            let item = GridEntry { grid, line: no };
            printer.print(
                index,
                &item,
                &solve_one(args, &item.grid, args.check_unique),
            )?;
            index += 1;
        }
    }
}

/// The reading, the workers and the printing on threads of their own; the feed back when
/// no worker or no reader could be started.
fn threaded(
    args: &SolveArgs,
    name: &str,
    feed: Feed,
    jobs: usize,
    printer: &mut Printer,
) -> Result<Result<(), Failure>, Box<Feed>> {
    let (work_tx, work_rx) = mpsc::channel::<(u64, Vec<GridEntry>)>();
    let work_rx = Arc::new(Mutex::new(work_rx));
    let (done_tx, done_rx) = mpsc::channel::<(u64, Msg)>();
    let owned = Arc::new(args.clone());
    let mut workers = 0;
    for _ in 0..jobs {
        let (rx, tx, args) = (work_rx.clone(), done_tx.clone(), owned.clone());
        let spawned = thread::Builder::new()
            .name("solve".into())
            .spawn(move || work(&args, &rx, &tx));
        if spawned.is_err() {
            break;
        }
        workers += 1;
    }
    if workers == 0 {
        return Err(Box::new(feed));
    }
    let shared = Arc::new(Shared {
        printed: Mutex::new(0),
        moved: Condvar::new(),
        stop: AtomicBool::new(false),
    });
    let slot = Arc::new(Mutex::new(Some(feed)));
    let reader = {
        let (slot, shared, name) = (slot.clone(), shared.clone(), name.to_string());
        thread::Builder::new().name("read".into()).spawn(move || {
            let taken = slot.lock().unwrap_or_else(PoisonError::into_inner).take();
            if let Some(feed) = taken {
                read(&name, feed, &work_tx, &done_tx, &shared);
            }
        })
    };
    if reader.is_err() {
        // The workers end as the work channel closes with the reader that never ran.
        let back = slot.lock().unwrap_or_else(PoisonError::into_inner).take();
        if let Some(feed) = back {
            return Err(Box::new(feed));
        }
    }
    let printed = print_in_order(name, &done_rx, &shared, printer);
    if printed.is_err() {
        // Set under the lock, so that the reader does not check the flag, miss it and wait.
        let guard = shared
            .printed
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        shared.stop.store(true, Ordering::SeqCst);
        drop(guard);
        shared.moved.notify_all();
    }
    // A reader waiting on its input, or workers waiting for work, are left to the exit.
    Ok(printed)
}

/// A worker: takes chunks until the reading is over, and sends back what they came to.
fn work(args: &SolveArgs, rx: &Mutex<Receiver<(u64, Vec<GridEntry>)>>, tx: &Sender<(u64, Msg)>) {
    loop {
        let next = rx.lock().unwrap_or_else(PoisonError::into_inner).recv();
        let Ok((seq, items)) = next else {
            return;
        };
        let solved = panic::catch_unwind(AssertUnwindSafe(|| {
            items
                .iter()
                .map(|it| solve_one(args, &it.grid, args.check_unique))
                .collect::<Vec<_>>()
        }));
        let msg = match solved {
            Ok(s) => Msg::Solved(items, s),
            Err(p) => Msg::Panicked(p),
        };
        if tx.send((seq, msg)).is_err() {
            return;
        }
    }
}

/// The reader: checks the lines and hands them out in chunks, then says how the input
/// ended.
fn read(
    name: &str,
    feed: Feed,
    work: &Sender<(u64, Vec<GridEntry>)>,
    done: &Sender<(u64, Msg)>,
    shared: &Shared,
) {
    let mut seq = 0u64;
    // Hands the chunk out once the printing is less than a window behind; false when the
    // printing stopped.
    let mut hand_out = |chunk: &mut Vec<GridEntry>| {
        let mut printed = shared
            .printed
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        while seq >= *printed + WINDOW && !shared.stop.load(Ordering::SeqCst) {
            printed = shared
                .moved
                .wait(printed)
                .unwrap_or_else(PoisonError::into_inner);
        }
        drop(printed);
        if shared.stop.load(Ordering::SeqCst) {
            return None;
        }
        let items = std::mem::replace(chunk, Vec::with_capacity(CHUNK));
        work.send((seq, items)).ok()?;
        seq += 1;
        Some(seq)
    };
    let (mut lines, mut chunk) = match feed {
        Feed::Lines(lines, head) => (lines, head),
        Feed::Kept(store) => {
            // Stopped (the printing ended): the error only breaks off the batches.
            let handed = store.batches(&mut |batch| {
                for part in batch.chunks(CHUNK) {
                    let mut chunk = part.to_vec();
                    hand_out(&mut chunk).ok_or(Failure::Input(String::new()))?;
                }
                Ok(())
            });
            let end = match handed {
                Ok(()) => None,
                Err(Failure::Input(m)) if m.is_empty() => return,
                Err(f) => Some(f),
            };
            let _ = done.send((seq, Msg::End(end)));
            return;
        }
    };
    let end = loop {
        // Before a read that may wait: what was read is solved meanwhile.
        if !chunk.is_empty()
            && (chunk.len() >= CHUNK || lines.used_up())
            && hand_out(&mut chunk).is_none()
        {
            return;
        }
        match lines.next_line() {
            Ok(Some((no, line))) => match format::parse_collection_line(name, no, line) {
                Ok(Some(grid)) => chunk.push(GridEntry { grid, line: no }),
                Ok(None) => {}
                Err(e) => break Some(super::sizes::streamed(name, no, line, e)),
            },
            Ok(None) => break None,
            Err(f) => break Some(f),
        }
    };
    let chunks = if chunk.is_empty() {
        Some(seq)
    } else {
        hand_out(&mut chunk)
    };
    if let Some(chunks) = chunks {
        let _ = done.send((chunks, Msg::End(end)));
    }
}

/// Prints the answers chunk by chunk in input order, as they come; what is printed is
/// written out whenever nothing more is ready. The failure that ended the input, if any,
/// once everything before it is printed.
fn print_in_order(
    name: &str,
    rx: &Receiver<(u64, Msg)>,
    shared: &Shared,
    printer: &mut Printer,
) -> Result<(), Failure> {
    let mut ready = BTreeMap::new();
    let mut next = 0u64;
    let mut index = 0usize;
    loop {
        while let Some(msg) = ready.remove(&next) {
            match msg {
                Msg::Solved(items, solved) => {
                    for (item, s) in items.iter().zip(&solved) {
                        printer.print(index, item, s)?;
                        index += 1;
                    }
                    next += 1;
                    *shared
                        .printed
                        .lock()
                        .unwrap_or_else(PoisonError::into_inner) = next;
                    shared.moved.notify_all();
                }
                Msg::End(failure) => return failure.map_or(Ok(()), Err),
                Msg::Panicked(p) => panic::resume_unwind(p),
            }
        }
        let got = match rx.try_recv() {
            Ok(m) => Ok(m),
            Err(TryRecvError::Empty) => {
                printer.flush()?;
                rx.recv().map_err(|_| ())
            }
            Err(TryRecvError::Disconnected) => Err(()),
        };
        // Every sender gone without an end: the reader died (a panic, told already).
        let (seq, msg) =
            got.map_err(|()| Failure::Input(format!("{name}: the input stopped being read")))?;
        ready.insert(seq, msg);
    }
}
