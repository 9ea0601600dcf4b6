//! Recording the screen as an asciicast v2 file (what `asciinema play` plays and what
//! agg turns into a GIF): the bytes each frame writes to the terminal, teed off under the
//! terminal backend and written to the file as one event line per frame, as they are
//! drawn. The file holds complete lines only, whenever the app ends; idle time counts
//! for at most two seconds; a new terminal size is an `"r"` event.
//!
//! Only what is drawn is recorded, never an input event. What is typed into the save
//! prompt is drawn in the prompt and named by what follows a save (the panel's message,
//! a message box): from the moment the prompt opens until the main screen is back with
//! no message, nothing goes into the recording, and the first frame after that is
//! recorded whole.

mod cast;
mod clock;
mod target;

use std::cell::RefCell;
use std::fs::File;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::rc::Rc;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

pub use target::{named, Target};

use super::app::{App, Overlay};
use super::files::describe;
use clock::Clock;

/// A recording under way.
struct Recorder {
    path: PathBuf,
    file: File,
    clock: Clock,
    /// The size the recording last gave, columns by rows.
    size: (u16, u16),
    /// What the frame being drawn wrote so far.
    frame: Vec<u8>,
    utf8: cast::Utf8,
    /// The lines of one frame, written at once.
    lines: String,
    /// Bytes of the file written whole: the header and complete event lines.
    written: u64,
}

impl Recorder {
    /// Writes the header; a file made for the recording goes again when that fails.
    fn start(target: Target, size: (u16, u16), title: &str, now: Instant) -> io::Result<Self> {
        let timestamp = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_secs());
        let term = std::env::var("TERM").ok();
        let header = cast::header(size.0, size.1, timestamp, title, term.as_deref());
        if let Err(e) = (&target.file).write_all(header.as_bytes()) {
            target.discard();
            return Err(e);
        }
        Ok(Recorder {
            path: target.path,
            file: target.file,
            clock: Clock::new(now),
            size,
            frame: Vec::new(),
            utf8: cast::Utf8::default(),
            lines: String::new(),
            written: header.len() as u64,
        })
    }

    /// The frame drawn at `t` in a terminal of `size`: a new size first, then what was
    /// written, in one write; true if there was anything. A write that fails leaves the
    /// file as it was before it.
    fn end_frame(&mut self, t: Duration, size: (u16, u16)) -> io::Result<bool> {
        self.lines.clear();
        if size != self.size {
            cast::resize(&mut self.lines, t, size.0, size.1);
            self.size = size;
        }
        if !self.frame.is_empty() {
            let text = self.utf8.text(&self.frame);
            self.frame.clear();
            if !text.is_empty() {
                cast::output(&mut self.lines, t, &text);
            }
        }
        if self.lines.is_empty() {
            return Ok(false);
        }
        match self.file.write_all(self.lines.as_bytes()) {
            Ok(()) => {
                self.written += self.lines.len() as u64;
                Ok(true)
            }
            Err(e) => {
                let _ = self.file.set_len(self.written);
                Err(e)
            }
        }
    }
}

/// Recording, seen from the event loop: started by `--record` at the first frame or by
/// `r`, fed by the [`Tee`] under the terminal backend, and told about each frame.
#[derive(Clone, Default)]
pub struct Recording(Rc<RefCell<Shared>>);

/// What the recording's handles share: the recorder, and what the event loop asked of it.
#[derive(Default)]
struct Shared {
    rec: Option<Recorder>,
    /// The file of `--record`, until the first frame starts the recording.
    queued: Option<Target>,
    /// The save prompt, or what a save said, is on screen: not recorded.
    private: bool,
    /// The files of the recordings made.
    made: Vec<PathBuf>,
    /// `r` asked to start or stop recording: done before the next frame (asked twice, not
    /// at all).
    toggle: bool,
}

impl Recording {
    /// `out` (standard output) with what is written to it copied into this recording.
    pub fn tee<W: Write>(&self, out: W) -> Tee<W> {
        Tee {
            out,
            state: Rc::clone(&self.0),
        }
    }

    /// Records to `target` from the next frame on.
    pub fn queue(&self, target: Target) {
        self.0.borrow_mut().queued = Some(target);
    }

    /// `r`: starts or stops recording before the next frame.
    pub fn toggle(&self) {
        let mut s = self.0.borrow_mut();
        s.toggle = !s.toggle;
    }

    /// Before a frame drawn at `now` in a terminal of `size`: starts or stops recording
    /// as asked, leaves the save prompt out, and tells the panel how long the recording
    /// is. True when the frame must be drawn whole: a recording starts, or comes back
    /// after the save prompt.
    pub fn before_frame(&self, app: &mut App, size: (u16, u16), now: Instant) -> bool {
        let mut s = self.0.borrow_mut();
        let was_private = s.private;
        let plain = app.overlays().is_empty() && app.message().is_none();
        s.private = typing_a_name(app) || (was_private && !plain);
        let mut whole = was_private && !s.private && s.rec.is_some();
        if let Some(target) = s.queued.take() {
            whole |= s.start(target, app, size, now);
        }
        if std::mem::take(&mut s.toggle) {
            whole |= s.toggle(app, size, now);
        }
        app.set_recording(s.rec.as_ref().map(|r| r.clock.time(now)));
        whole
    }

    /// After the frame: what it wrote, as one event. `activity`: the frame answers
    /// something that happened (a key, a step of the solver, a new size), not only the
    /// panel's clock moving on; when it also changed the screen, the idle stretch ends.
    /// True when the recording had to stop (the panel then says why).
    pub fn after_frame(
        &self,
        app: &mut App,
        size: (u16, u16),
        now: Instant,
        activity: bool,
    ) -> bool {
        let mut s = self.0.borrow_mut();
        let Some(r) = &mut s.rec else {
            return false;
        };
        let t = r.clock.time(now);
        match r.end_frame(t, size) {
            Ok(changed) => {
                if activity && changed {
                    r.clock.activity(now);
                }
                false
            }
            Err(e) => {
                app.say(format!(
                    "Recording stopped: cannot write {}: {}",
                    sudoku_engine::format::path_name(&r.path),
                    describe(&e)
                ));
                s.rec = None;
                app.set_recording(None);
                true
            }
        }
    }

    /// When the panel's count of recorded seconds next changes while nothing happens.
    pub fn next_tick(&self, now: Instant) -> Option<Instant> {
        let s = self.0.borrow();
        s.rec.as_ref().and_then(|r| r.clock.next_change(now))
    }

    /// Ends the recording under way; the files of every recording made.
    pub fn finish(&self) -> Vec<PathBuf> {
        let mut s = self.0.borrow_mut();
        s.rec = None;
        if let Some(t) = s.queued.take() {
            t.discard();
        }
        std::mem::take(&mut s.made)
    }
}

impl Shared {
    /// `r`: stops the recording under way, or starts one in the current folder.
    fn toggle(&mut self, app: &mut App, size: (u16, u16), now: Instant) -> bool {
        if let Some(r) = self.rec.take() {
            app.say(format!(
                "Recorded {} ({} s)",
                short_name(&r.path),
                r.clock.time(now).as_secs()
            ));
            return false;
        }
        match target::automatic(Path::new("."), SystemTime::now()) {
            Ok(t) => {
                let name = short_name(&t.path);
                let started = self.start(t, app, size, now);
                if started {
                    app.say(format!("Recording to {name} (r stops)"));
                }
                started
            }
            Err(e) => {
                app.say(format!("Cannot record in this folder: {e}"));
                false
            }
        }
    }

    fn start(&mut self, target: Target, app: &mut App, size: (u16, u16), now: Instant) -> bool {
        let path = target.path.clone();
        match Recorder::start(target, size, &title(app), now) {
            Ok(r) => {
                self.made.push(path);
                self.rec = Some(r);
                true
            }
            Err(e) => {
                app.say(format!(
                    "Cannot record to {}: {}",
                    sudoku_engine::format::path_name(&path),
                    describe(&e)
                ));
                false
            }
        }
    }
}

/// Standard output, where the frames go, with what they write copied into the recording
/// while there is one.
pub struct Tee<W> {
    out: W,
    state: Rc<RefCell<Shared>>,
}

impl<W: Write> Write for Tee<W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let n = self.out.write(buf)?;
        let mut s = self.state.borrow_mut();
        if !s.private {
            if let Some(r) = &mut s.rec {
                r.frame.extend_from_slice(&buf[..n]);
            }
        }
        Ok(n)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.out.flush()
    }
}

/// The save prompt is open: what is typed shows in it.
fn typing_a_name(app: &App) -> bool {
    app.overlays()
        .iter()
        .any(|o| matches!(o, Overlay::SavePrompt(_)))
}

/// The recording's title: the puzzle (and its size, when it is not 9x9) and the strategy.
fn title(app: &App) -> String {
    if let Some(sized) = app.sized() {
        let s = &sized.source;
        return format!(
            "sudoku-tui: {} (puzzle {} of {}, {}), strategy {}",
            s.name,
            s.index + 1,
            s.count(),
            crate::tui::files::boards::size_name(sized.shape()),
            app.strategy().name()
        );
    }
    let s = &app.editor().source;
    format!(
        "sudoku-tui: {} (puzzle {} of {}), strategy {}",
        s.name,
        s.index + 1,
        s.count(),
        app.strategy().name()
    )
}

fn short_name(path: &Path) -> String {
    path.file_name().map_or_else(
        || sudoku_engine::format::path_name(path),
        |n| n.to_string_lossy().into_owned(),
    )
}

#[cfg(test)]
mod tests;
