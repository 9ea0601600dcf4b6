//! The terminal itself: setting it up, always restoring it (on a panic, on a signal that
//! ends the app, on a hangup), and handing it back while the app is stopped from outside
//! (job control).

use std::io::{self, stdout};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{mpsc, Mutex, MutexGuard};
use std::time::Duration;

use ratatui::backend::CrosstermBackend;
use ratatui::crossterm::event::{
    DisableBracketedPaste, DisableMouseCapture, EnableBracketedPaste, EnableMouseCapture,
};
use ratatui::crossterm::terminal::{
    disable_raw_mode, enable_raw_mode, EnterAlternateScreen, LeaveAlternateScreen,
};
use ratatui::crossterm::{cursor, execute};
use ratatui::Terminal;
use signal_hook::consts::{SIGCONT, SIGSTOP, SIGTSTP, SIGWINCH};
use signal_hook::iterator::Signals;

use super::Term;
use crate::tui::record::Recording;

/// How long a signal waits for the terminal to be restored before the app exits anyway.
const SIGNAL_GRACE: Duration = Duration::from_secs(2);

/// Held while drawing, so that a signal restores the terminal between frames.
static TERMINAL: Mutex<()> = Mutex::new(());

pub(super) fn lock() -> MutexGuard<'static, ()> {
    TERMINAL.lock().unwrap_or_else(|e| e.into_inner())
}

/// Set when the whole screen must be drawn again: the app was stopped and continued, and
/// what the terminal shows is not what was drawn last.
pub(super) static REDRAW: AtomicBool = AtomicBool::new(false);

/// True while the app has the terminal (between the set-up and the last restore); changed
/// only with [`TERMINAL`] held.
pub(super) static ACTIVE: AtomicBool = AtomicBool::new(false);

/// Puts the terminal back as it was: raw mode off, main screen, no mouse capture,
/// cursor shown. Safe to call more than once.
pub fn restore() {
    let _ = disable_raw_mode();
    let _ = execute!(
        stdout(),
        DisableMouseCapture,
        DisableBracketedPaste,
        LeaveAlternateScreen,
        cursor::Show
    );
}

/// Raw mode, the alternate screen, mouse capture and bracketed paste on, cursor hidden;
/// restored again when any of it fails.
fn enter() -> io::Result<()> {
    enable_raw_mode()?;
    let set = execute!(
        stdout(),
        EnterAlternateScreen,
        EnableMouseCapture,
        EnableBracketedPaste,
        cursor::Hide
    );
    set.inspect_err(|_| restore())
}

pub(super) fn setup(recording: &Recording) -> io::Result<Term> {
    enter()?;
    Terminal::new(CrosstermBackend::new(recording.tee(stdout()))).inspect_err(|_| restore())
}

/// Restores the terminal before the panic message is printed.
pub(super) fn install_panic_hook() {
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        // A panic of the status thread is left to the main thread, which then works the
        // status out itself (and panics in turn, restoring the terminal, if it must); one
        // of the generator's thread, to the dialog, which says it got no puzzle; one of
        // the forecast's, to the main thread, which then estimates on the spot.
        let name = std::thread::current().name().map(str::to_owned);
        if let Some(
            crate::tui::app::STATUS_THREAD
            | crate::tui::app::GENERATE_THREAD
            | crate::tui::app::FORECAST_THREAD,
        ) = name.as_deref()
        {
            return;
        }
        restore();
        previous(info);
    }));
}

/// Every signal whose default is to end the program and that can be caught, but those
/// the program itself raises on a fault (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGSYS:
/// a handler that returns would run into the fault again) and SIGABRT (an abort, after
/// a panic's own restore); SIGPIPE is ignored, as in every Rust program, and SIGXFSZ is
/// caught from the start (a write past the size limit fails instead, see `main`). SIGINT and
/// SIGQUIT come only from outside: raw mode reads Ctrl-C and Ctrl-\ as keys.
fn ending_signals() -> Vec<i32> {
    use signal_hook::consts::*;
    let mut all = vec![
        SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGIO,
        SIGXCPU,
    ];
    #[cfg(any(target_os = "linux", target_os = "android"))]
    {
        all.extend([libc::SIGPWR, libc::SIGSTKFLT]);
        // The real-time signals the C library leaves to programs.
        all.extend(libc::SIGRTMIN()..=libc::SIGRTMAX());
    }
    all
}

/// Any of [`ending_signals`]: restore, then exit with 128 + N.
fn install_signal_handler() -> io::Result<()> {
    let mut signals = Signals::new(ending_signals())?;
    std::thread::Builder::new()
        .name("signals".into())
        .spawn(move || {
            if let Some(sig) = signals.forever().next() {
                end_now(128 + sig, None);
            }
        })?;
    Ok(())
}

/// Restores the terminal, says `message` (if any), and exits with `code`, once a frame
/// being drawn or a file being saved is done; exits regardless when the terminal does
/// not take the output.
fn end_now(code: i32, message: Option<&str>) -> ! {
    // A save under way ends first: no half-written temporary is left.
    let _saving = crate::tui::files::SAVING
        .lock()
        .unwrap_or_else(|e| e.into_inner());
    // Restoring waits for a frame being drawn, then writes to the terminal: both block
    // for good when the terminal has stopped reading (a frozen window, a stalled
    // connection). So it runs on a thread of its own, with a deadline, after which the
    // modes at least come back (no writing needed) and the app exits all the same.
    let (done, restored) = mpsc::channel();
    let waited = std::thread::Builder::new()
        .name("restore".into())
        .spawn(move || {
            let guard = lock();
            restore();
            // Held until the exit: no frame is drawn over the restored terminal (drawing
            // would hide the cursor again).
            std::mem::forget(guard);
            let _ = done.send(());
        })
        .is_ok_and(|_| restored.recv_timeout(SIGNAL_GRACE).is_ok());
    if !waited {
        let _ = disable_raw_mode();
    }
    if let Some(m) = message {
        use std::io::Write;
        let _ = writeln!(io::stderr(), "sudoku-tui: {m}");
    }
    std::process::exit(code);
}

/// The terminal gone without a SIGHUP (its window closed while the process that started
/// the app ignores SIGHUP, say): reading it gives end-of-file at once, for good, which
/// the terminal library would read again and again. A thread waits for the hang-up
/// itself (`poll` reports it without waiting for input), then ends the app as a failed
/// terminal: what can be restored is, and the status is 1.
#[cfg(unix)]
fn install_hangup_watch() -> io::Result<()> {
    use std::io::IsTerminal;
    use std::os::fd::AsFd;
    // The terminal the keys are read from: standard input when it is one (as the terminal
    // library does), else the controlling terminal.
    let tty = if io::stdin().is_terminal() {
        None
    } else {
        Some(std::fs::OpenOptions::new().read(true).open("/dev/tty")?)
    };
    std::thread::Builder::new()
        .name("hangup".into())
        .spawn(move || {
            use rustix::event::{poll, PollFd, PollFlags};
            let stdin = io::stdin();
            let fd = match &tty {
                Some(t) => t.as_fd(),
                None => stdin.as_fd(),
            };
            let gone = PollFlags::HUP | PollFlags::ERR | PollFlags::NVAL;
            loop {
                let mut p = [PollFd::new(&fd, PollFlags::empty())];
                match poll(&mut p, None) {
                    Err(rustix::io::Errno::INTR) => continue,
                    // Nothing to watch with: the app runs as before.
                    Err(_) => return,
                    Ok(n) if n > 0 && p[0].revents().intersects(gone) => {
                        end_now(1, Some("the terminal went away (its input ended)"));
                    }
                    Ok(_) => {}
                }
            }
        })?;
    Ok(())
}

#[cfg(not(unix))]
fn install_hangup_watch() -> io::Result<()> {
    Ok(())
}

/// The watches that end or stop the app from outside: the signals, and the terminal
/// going away. Set up before the terminal is touched: an app that cannot have them does
/// not start.
pub fn watch() -> io::Result<()> {
    install_signal_handler()?;
    install_job_control()?;
    install_hangup_watch()
}

/// SIGTSTP sent from outside (the Ctrl-Z key is a key in raw mode): the terminal is
/// restored, then the app stops. Once continued (SIGCONT) it takes the terminal again
/// and draws the whole screen. SIGCONT alone (after SIGSTOP) redraws too.
fn install_job_control() -> io::Result<()> {
    let mut signals = Signals::new([SIGTSTP, SIGCONT])?;
    std::thread::Builder::new()
        .name("job-control".into())
        .spawn(move || {
            for sig in signals.forever() {
                if sig == SIGTSTP {
                    // Not in the middle of a frame.
                    let _guard = lock();
                    let active = ACTIVE.load(Ordering::SeqCst);
                    if active {
                        restore();
                    }
                    // SIGSTOP, not SIGTSTP again: the system ignores a SIGTSTP for a
                    // process that no job-control shell watches, and the app must stop.
                    let _ = signal_hook::low_level::raise(SIGSTOP);
                    // Continued.
                    if active {
                        let _ = enter();
                    }
                }
                REDRAW.store(true, Ordering::SeqCst);
                // Wakes the loop: a change of size is an event it reads, then redraws.
                let _ = signal_hook::low_level::raise(SIGWINCH);
            }
        })?;
    Ok(())
}
