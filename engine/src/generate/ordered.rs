//! Items made on several threads, handed out in order as they are ready.

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{mpsc, Condvar, Mutex, PoisonError};

/// How far past the next item to hand out the threads may work: memory stays bounded even
/// when one item takes much longer than the others.
pub const WINDOW: u64 = 256;
/// Most threads started, whatever is asked: more could not all be busy within the window.
const MAX_THREADS: usize = WINDOW as usize;
/// The memory a thread is sure to have room for before it is started: its stack (2 MiB
/// unless `RUST_MIN_STACK` says otherwise) and as much again for its work, far more than
/// a puzzle of any size takes.
const THREAD_ROOM: usize = 4 << 20;

/// Makes items `0..count` with `make` on `jobs` threads (at most `MAX_THREADS`, 256; fewer,
/// down to the calling thread alone, when the system cannot start them or the memory
/// the process may have (`ulimit -v`) has no room for their stacks and work) and passes
/// them to `emit` in order. Stops at the first error `emit` returns (the threads finish the item in hand and
/// take no more) and returns it.
pub fn for_each_ordered<T: Send, E>(
    count: u64,
    jobs: usize,
    make: impl Fn(u64) -> T + Sync,
    mut emit: impl FnMut(T) -> Result<(), E>,
) -> Result<(), E> {
    if jobs <= 1 || count <= 1 {
        return (0..count).try_for_each(|i| emit(make(i)));
    }
    let next = AtomicU64::new(0);
    let stop = AtomicBool::new(false);
    // Items handed out so far; a thread waits while its item is a window ahead of it.
    let emitted = Mutex::new(0u64);
    let moved = Condvar::new();
    let (tx, rx) = mpsc::channel::<(u64, T)>();
    std::thread::scope(|s| {
        let threads = affordable(
            jobs.min(MAX_THREADS)
                .min(count.try_into().unwrap_or(usize::MAX)),
        );
        let mut started = 0;
        for _ in 0..threads {
            let tx = tx.clone();
            let (next, stop, emitted, moved, make) = (&next, &stop, &emitted, &moved, &make);
            // When the system cannot start a thread (a process limit, no memory for its
            // stack), the work goes on with the threads it has.
            let spawned = std::thread::Builder::new().spawn_scoped(s, move || loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= count {
                    return;
                }
                let mut at = emitted.lock().unwrap_or_else(PoisonError::into_inner);
                while i >= *at + WINDOW && !stop.load(Ordering::Relaxed) {
                    at = moved.wait(at).unwrap_or_else(PoisonError::into_inner);
                }
                drop(at);
                if stop.load(Ordering::Relaxed) || tx.send((i, make(i))).is_err() {
                    return;
                }
            });
            if spawned.is_err() {
                break;
            }
            started += 1;
        }
        drop(tx);
        if started == 0 {
            // Not one: all of it on this thread.
            return (0..count).try_for_each(|i| emit(make(i)));
        }
        let mut ready = BTreeMap::new();
        let mut want = 0u64;
        let result = rx.iter().try_for_each(|(i, item)| {
            ready.insert(i, item);
            while let Some(item) = ready.remove(&want) {
                emit(item)?;
                want += 1;
                *emitted.lock().unwrap_or_else(PoisonError::into_inner) = want;
                moved.notify_all();
            }
            Ok(())
        });
        if result.is_err() {
            // Set under the lock, so that no thread checks the flag, misses it and waits.
            let guard = emitted.lock().unwrap_or_else(PoisonError::into_inner);
            stop.store(true, Ordering::Relaxed);
            drop(guard);
            moved.notify_all();
        }
        result
    })
}

/// How many of `wanted` threads the process has room for, [`THREAD_ROOM`] each, all at
/// once: the room is taken for every thread in turn and given back before any starts.
/// A thread started without room would not fail to start (its stack is only address
/// space), but its work would later find no memory, and that aborts the process.
fn affordable(wanted: usize) -> usize {
    let mut room: Vec<Vec<u8>> = Vec::new();
    while room.len() < wanted {
        let mut share = Vec::new();
        if share.try_reserve_exact(THREAD_ROOM).is_err() {
            break;
        }
        room.push(share);
    }
    room.len()
}
