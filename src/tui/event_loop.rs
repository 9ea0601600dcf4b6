//! The loop that feeds events to the app and draws its frames, on the terminal that
//! [`terminal`] sets up and always restores. The loop blocks on input while nothing
//! moves, and ticks only while the solver runs or a flash fades.

use std::io::{self, Stdout};
use std::path::PathBuf;
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use anyhow::Context;
use ratatui::backend::CrosstermBackend;
use ratatui::crossterm::event::{self, Event, KeyEvent};
use ratatui::layout::Rect;
use ratatui::Terminal;

use super::app::{App, Effect, Speed};
use super::keys;
use super::record::{Recording, Target, Tee};

mod terminal;

use terminal::{install_panic_hook, lock, setup, ACTIVE, REDRAW};
pub use terminal::{restore, watch};

type Term = Terminal<CrosstermBackend<Tee<Stdout>>>;

/// Frames while the solver runs flat out: about 30 a second.
const FRAME: Duration = Duration::from_millis(33);

/// Runs the app until it quits, recording the screen to `record` from the start when
/// given; the terminal is restored however it ends. The files recorded to.
pub fn run(
    app: &mut App,
    panic_key: Option<char>,
    record: Option<Target>,
) -> anyhow::Result<Vec<PathBuf>> {
    install_panic_hook();
    let recording = Recording::default();
    let mut terminal = {
        let _guard = lock();
        let terminal = match setup(&recording) {
            Ok(t) => t,
            Err(e) => {
                if let Some(target) = record {
                    target.discard();
                }
                return Err(e).context("cannot set up the terminal");
            }
        };
        ACTIVE.store(true, Ordering::SeqCst);
        terminal
    };
    if let Some(target) = record {
        recording.queue(target);
    }
    let result = main_loop(&mut terminal, &recording, app, panic_key);
    {
        let _guard = lock();
        restore();
        ACTIVE.store(false, Ordering::SeqCst);
    }
    let made = recording.finish();
    result.map(|()| made)
}

/// Draws a frame; `activity`: something happened since the last one, the frame does not
/// only move the recording's seconds on (its clock counts idle time up to a limit).
fn draw(
    terminal: &mut Term,
    recording: &Recording,
    app: &mut App,
    activity: bool,
) -> io::Result<()> {
    let _guard = lock();
    let now = Instant::now();
    let size = terminal.size()?;
    let area = Rect::new(0, 0, size.width, size.height);
    let dims = (size.width, size.height);
    let whole = recording.before_frame(app, dims, now);
    if REDRAW.swap(false, Ordering::SeqCst) || whole {
        // A blank screen and a terminal that remembers drawing nothing: the next frame is
        // sent whole, into the recording as well. (Not `Terminal::clear`, which asks the
        // terminal where its cursor is and waits for the answer.)
        terminal.resize(area)?;
    }
    app.resize(area);
    // Twice at most: once more when the recording stopped on the way (to say so).
    for _ in 0..2 {
        let drawn = terminal
            .draw(|frame| frame.render_widget(&*app, frame.area()))?
            .area;
        let dims = (drawn.width, drawn.height);
        if !recording.after_frame(app, dims, now, activity) {
            break;
        }
    }
    Ok(())
}

fn main_loop(
    terminal: &mut Term,
    recording: &Recording,
    app: &mut App,
    panic_key: Option<char>,
) -> anyhow::Result<()> {
    let drawing = "cannot draw on the terminal";
    let reading = "cannot read the keyboard";
    draw(terminal, recording, app, true).context(drawing)?;
    loop {
        app.set_clock(Instant::now());
        let app_wake = app.next_wake();
        // The recording's seconds in the panel move on while idle, for a while.
        let tick = recording.next_tick(app.now());
        let first = match earliest(app_wake, tick) {
            // Idle: block until something happens.
            None => Some(event::read().context(reading)?),
            Some(at) => {
                let timeout = at.saturating_duration_since(Instant::now());
                if event::poll(timeout).context(reading)? {
                    Some(event::read().context(reading)?)
                } else {
                    None
                }
            }
        };
        let activity = first.is_some() || app_wake.is_some_and(|at| at <= Instant::now());
        if let Some(ev) = first {
            let mut quit = carry_out(handle(app, ev, panic_key), recording);
            // Everything already waiting is answered in this frame.
            while !quit && event::poll(Duration::ZERO).context(reading)? {
                let effect = handle(app, event::read().context(reading)?, panic_key);
                quit = carry_out(effect, recording);
            }
            if quit {
                return Ok(());
            }
        }
        app.poll_status();
        if app.in_solve() && app.animating() {
            let now = Instant::now();
            let flat_out = app.speed() == Speed::Max || app.finishing();
            let budget = if flat_out { FRAME } else { FRAME / 2 };
            app.tick(now, now + budget);
        }
        draw(terminal, recording, app, activity).context(drawing)?;
    }
}

fn earliest(a: Option<Instant>, b: Option<Instant>) -> Option<Instant> {
    match (a, b) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    }
}

/// Carries out what an action asked; true when it asked to quit.
fn carry_out(effect: Option<Effect>, recording: &Recording) -> bool {
    match effect {
        Some(Effect::Quit) => true,
        Some(Effect::ToggleRecording) => {
            recording.toggle();
            false
        }
        None => false,
    }
}

/// The event to the app; what its action asks of the loop.
fn handle(app: &mut App, ev: Event, panic_key: Option<char>) -> Option<Effect> {
    app.set_clock(Instant::now());
    match ev {
        Event::Key(k) => {
            panic_on(&k, panic_key);
            keys::map_key(app, k).and_then(|a| app.handle(a))
        }
        Event::Mouse(m) => keys::map_mouse(app, m).and_then(|a| app.handle(a)),
        Event::Paste(text) => {
            app.paste(&text);
            None
        }
        Event::Resize(w, h) => {
            app.resize(Rect::new(0, 0, w, h));
            None
        }
        _ => None,
    }
}

/// Debug builds (which the tests of the terminal run) panic on the key named by
/// [`super::PANIC_KEY_VAR`], to show that a panic restores the terminal.
#[cfg(debug_assertions)]
fn panic_on(k: &KeyEvent, panic_key: Option<char>) {
    use ratatui::crossterm::event::{KeyCode, KeyEventKind};
    if k.kind != KeyEventKind::Release
        && panic_key.is_some()
        && k.code == KeyCode::Char(panic_key.unwrap_or_default())
    {
        panic!("panic requested by {}", super::PANIC_KEY_VAR);
    }
}

/// Release builds have no such key.
#[cfg(not(debug_assertions))]
fn panic_on(_: &KeyEvent, _: Option<char>) {}
