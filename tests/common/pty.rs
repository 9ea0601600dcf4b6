//! The real binary in a pseudo-terminal: start it, type keys, read the screen through a
//! vt100 parser, resize the terminal, send signals, and check that the terminal is back
//! to normal afterwards (escape sequences and the terminal modes themselves).
#![allow(dead_code)]

use std::io::{Read, Write};
use std::path::Path;
use std::process::Command;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use portable_pty::{native_pty_system, Child, CommandBuilder, ExitStatus, MasterPty, PtySize};

pub const BIN: &str = env!("CARGO_BIN_EXE_sudoku-tui");
/// The built-in puzzle.
pub const PUZZLE: &str =
    "103000509002109400000704000300502006060000050700803004000401000009205800804000107";
pub const ANSWER: &str =
    "143628579572139468986754231391542786468917352725863914237481695619275843854396127";
/// A puzzle the naive search never finishes: r9c9 needs the 9 that r1c9 holds, and
/// row-major search fills eight rows before it looks there. A search of it is still
/// running whenever a test looks, at any speed and on any machine (the status says
/// `no solution`).
pub const ENDLESS: &str = concat!(
    "........9",
    ".........",
    ".........",
    ".........",
    ".........",
    ".........",
    ".........",
    ".........",
    "12345678.",
);
pub const LEAVE_ALT_SCREEN: &str = "\x1b[?1049l";
pub const ENTER_ALT_SCREEN: &str = "\x1b[?1049h";
pub const SHOW_CURSOR: &str = "\x1b[?25h";
pub const HIDE_CURSOR: &str = "\x1b[?25l";
pub const MOUSE_OFF: &str = "\x1b[?1000l";

/// How long to wait for anything the app should do: generous, for a loaded machine.
pub const PATIENCE: Duration = Duration::from_secs(20);

/// The app running in a pseudo-terminal, its output parsed by a vt100 screen.
pub struct Session {
    child: Box<dyn Child + Send + Sync>,
    writer: Box<dyn Write + Send>,
    master: Box<dyn MasterPty + Send>,
    parser: Arc<Mutex<vt100::Parser>>,
    raw: Arc<Mutex<Vec<u8>>>,
    /// While set, nothing reads the terminal: the app's writes block once the pty's
    /// buffer is full, as with a frozen terminal window.
    stalled: Arc<AtomicBool>,
}

impl Session {
    /// Starts the app in an 80x24 terminal.
    pub fn start(args: &[&str], env: &[(&str, &str)], cwd: &Path) -> Session {
        Session::start_sized(args, env, cwd, 24, 80)
    }

    /// Starts the app in a terminal of `rows` x `cols`.
    pub fn start_sized(
        args: &[&str],
        env: &[(&str, &str)],
        cwd: &Path,
        rows: u16,
        cols: u16,
    ) -> Session {
        Session::start_program(BIN, args, env, cwd, rows, cols)
    }

    /// Starts `program` (a shell that runs the app in some way, say) in a terminal of
    /// `rows` x `cols`.
    pub fn start_program(
        program: &str,
        args: &[&str],
        env: &[(&str, &str)],
        cwd: &Path,
        rows: u16,
        cols: u16,
    ) -> Session {
        let pair = native_pty_system()
            .openpty(PtySize {
                rows,
                cols,
                pixel_width: 0,
                pixel_height: 0,
            })
            .expect("open a pty");
        let mut cmd = CommandBuilder::new(program);
        cmd.args(args);
        cmd.cwd(cwd);
        cmd.env("TERM", "xterm-256color");
        cmd.env_remove("NO_COLOR");
        for (k, v) in env {
            cmd.env(k, v);
        }
        let child = pair.slave.spawn_command(cmd).expect("spawn the app");
        drop(pair.slave);
        let mut reader = pair.master.try_clone_reader().expect("reader");
        let writer = pair.master.take_writer().expect("writer");
        let (prows, pcols) = parser_size(rows, cols);
        let parser = Arc::new(Mutex::new(vt100::Parser::new(prows, pcols, 0)));
        let raw = Arc::new(Mutex::new(Vec::new()));
        let stalled = Arc::new(AtomicBool::new(false));
        let (p, r, st) = (parser.clone(), raw.clone(), stalled.clone());
        std::thread::spawn(move || {
            let mut buf = [0u8; 8192];
            loop {
                while st.load(Ordering::SeqCst) {
                    std::thread::sleep(Duration::from_millis(10));
                }
                match reader.read(&mut buf) {
                    Ok(0) | Err(_) => break,
                    Ok(n) => {
                        p.lock().unwrap().process(&buf[..n]);
                        r.lock().unwrap().extend_from_slice(&buf[..n]);
                    }
                }
            }
        });
        Session {
            child,
            writer,
            master: pair.master,
            parser,
            raw,
            stalled,
        }
    }

    pub fn screen(&self) -> String {
        self.parser.lock().unwrap().screen().contents()
    }

    /// The character at `row`, `col` (from 0) and whether it is bold and underlined.
    pub fn cell_marked(&self, row: u16, col: u16) -> Option<(String, bool, bool)> {
        let parser = self.parser.lock().unwrap();
        let cell = parser.screen().cell(row, col)?;
        Some((cell.contents(), cell.bold(), cell.underline()))
    }

    pub fn raw(&self) -> String {
        String::from_utf8_lossy(&self.raw.lock().unwrap()).into_owned()
    }

    /// How many bytes of output arrived so far.
    pub fn output_len(&self) -> usize {
        self.raw.lock().unwrap().len()
    }

    /// Waits until the screen satisfies `pred`; panics with the screen after a timeout.
    pub fn wait_for(&self, what: &str, pred: impl Fn(&str) -> bool) -> String {
        let deadline = Instant::now() + PATIENCE;
        loop {
            let s = self.screen();
            if pred(&s) {
                // A frame can arrive in several reads: once the output is quiet for a
                // moment the screen is whole and read again. When it does not go quiet
                // for a while (an animation), or the state has passed by, the screen is
                // returned as it was seen.
                let quiet =
                    self.quiet_screen(Duration::from_millis(40), Duration::from_millis(300));
                return quiet.filter(|settled| pred(settled)).unwrap_or(s);
            }
            if Instant::now() > deadline {
                panic!("timed out waiting for {what}; screen:\n{s}");
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// The screen once output has been quiet for a moment: a frame that
    /// arrives in several reads is then on screen whole.
    pub fn settled_screen(&self) -> String {
        self.quiet_screen(Duration::from_millis(150), PATIENCE)
            .unwrap_or_else(|| self.screen())
    }

    /// The screen after no output for `quiet`; `None` if output goes on for `most`
    /// (an animation).
    fn quiet_screen(&self, quiet: Duration, most: Duration) -> Option<String> {
        let deadline = Instant::now() + most;
        let mut seen = self.output_len();
        loop {
            std::thread::sleep(quiet);
            let now = self.output_len();
            if now == seen {
                return Some(self.screen());
            }
            if Instant::now() > deadline {
                return None;
            }
            seen = now;
        }
    }

    pub fn wait_text(&self, text: &str) -> String {
        self.wait_for(text, |s| s.contains(text))
    }

    pub fn send(&mut self, keys: &str) {
        self.writer.write_all(keys.as_bytes()).unwrap();
        self.writer.flush().unwrap();
    }

    /// The save prompt with `path` typed over whatever it proposes, then Enter.
    pub fn save_as(&mut self, path: &str) {
        self.send("w");
        self.wait_text("Save the puzzle as");
        self.send(&"\x7f".repeat(80));
        self.wait_for("an empty prompt", |sc| {
            sc.lines().any(|l| {
                l.split_once("│>")
                    .or_else(|| l.split_once("│ >"))
                    .is_some_and(|(_, rest)| rest.split('│').next().unwrap().trim().is_empty())
            })
        });
        self.send(path);
        self.wait_text(path);
        self.send("\r");
    }

    /// Closes the save prompt left open by a failed save (`Cannot save ...` in it) with
    /// Esc, and waits for it to go.
    pub fn close_cannot_save(&mut self) {
        self.send("\x1b");
        self.wait_for("the box closed", |sc| !sc.contains("Cannot save"));
    }

    /// Pastes `text` as a terminal does with bracketed paste on.
    pub fn paste(&mut self, text: &str) {
        self.send(&format!("\x1b[200~{text}\x1b[201~"));
    }

    /// The process state letter from /proc (`T` stopped, `S` sleeping, `R` running).
    pub fn state(&self) -> char {
        let stat =
            std::fs::read_to_string(format!("/proc/{}/stat", self.pid())).unwrap_or_default();
        // After the command name in parentheses.
        stat.rsplit_once(") ")
            .and_then(|(_, rest)| rest.chars().next())
            .unwrap_or('?')
    }

    /// Quits with `q` (with nothing to ask first), waits for a clean exit, and checks
    /// the terminal is back to normal.
    pub fn quit(&mut self) {
        self.send("q");
        let status = self.wait_exit();
        assert!(status.success(), "{status:?}");
        assert_restored(&self.raw());
    }

    /// Quits with `q`, answers yes when asked about unsaved edits, and waits for a
    /// clean exit.
    pub fn quit_discarding_edits(&mut self) {
        self.send("q");
        self.wait_text("Unsaved edits. Quit anyway?");
        self.send("y");
        let status = self.wait_exit();
        assert!(status.success(), "{status:?}");
    }

    /// The exit status if the app has exited.
    pub fn try_exit(&mut self) -> Option<ExitStatus> {
        self.child.try_wait().unwrap()
    }

    /// Waits for the app to exit and for its last output to arrive.
    pub fn wait_exit(&mut self) -> ExitStatus {
        let deadline = Instant::now() + PATIENCE;
        let status = loop {
            if let Some(st) = self.child.try_wait().unwrap() {
                break st;
            }
            if Instant::now() > deadline {
                let _ = self.child.kill();
                panic!("the app did not exit; screen:\n{}", self.screen());
            }
            std::thread::sleep(Duration::from_millis(10));
        };
        // The reader thread may still be draining the pty: wait for the alternate screen
        // to be left after the last time it was entered (an earlier leave, as a stop
        // with SIGTSTP makes, is not the one at exit).
        let settle = Instant::now() + Duration::from_secs(2);
        let left = |raw: &str| {
            raw.rfind(ENTER_ALT_SCREEN)
                .is_some_and(|at| raw[at..].contains(LEAVE_ALT_SCREEN))
        };
        while !left(&self.raw()) && Instant::now() < settle {
            std::thread::sleep(Duration::from_millis(20));
        }
        status
    }

    pub fn pid(&self) -> u32 {
        self.child.process_id().expect("pid")
    }

    /// Sends a signal (`TERM`, `HUP`, ...) to the app.
    pub fn signal(&self, name: &str) {
        let ok = Command::new("kill")
            .arg(format!("-{name}"))
            .arg(self.pid().to_string())
            .status()
            .unwrap();
        assert!(ok.success(), "kill -{name}");
    }

    /// Stops (or resumes) reading the app's output.
    pub fn stall_output(&self, on: bool) {
        self.stalled.store(on, Ordering::SeqCst);
    }

    /// True while the app's main thread is blocked writing to the terminal (Linux: the
    /// kernel function it sleeps in, as /proc shows it).
    pub fn blocked_writing(&self) -> bool {
        let pid = self.pid();
        std::fs::read_to_string(format!("/proc/{pid}/task/{pid}/wchan"))
            .is_ok_and(|w| w == "wait_woken" || w.contains("tty_write"))
    }

    /// Resizes the terminal (the app gets SIGWINCH); the parser follows when it can.
    pub fn resize(&self, rows: u16, cols: u16) {
        // The parser first: whatever the app draws for the new size lands in a screen
        // of that size.
        let (prows, pcols) = parser_size(rows, cols);
        self.parser.lock().unwrap().set_size(prows, pcols);
        self.master
            .resize(PtySize {
                rows,
                cols,
                pixel_width: 0,
                pixel_height: 0,
            })
            .expect("resize the pty");
    }

    /// The terminal's modes as the app left them (or has them now): the slave side's
    /// termios, read through the master.
    pub fn modes(&self) -> Modes {
        let t = self.master.get_termios().expect("termios of the pty");
        let l = t.local_flags.bits();
        let o = t.output_flags.bits();
        let i = t.input_flags.bits();
        Modes {
            icanon: l & libc::ICANON != 0,
            echo: l & libc::ECHO != 0,
            isig: l & libc::ISIG != 0,
            opost: o & libc::OPOST != 0,
            icrnl: i & libc::ICRNL != 0,
        }
    }

    /// Fails unless the terminal is in raw mode now (the app set it up).
    pub fn assert_raw(&self) {
        let m = self.modes();
        assert!(!m.icanon && !m.echo && !m.isig, "raw mode on: {m:?}");
    }

    /// Fails unless raw mode is off: line editing, echo, signals from keys, output
    /// processing and CR-to-NL on input are all back.
    pub fn assert_cooked(&self) {
        let m = self.modes();
        assert!(
            m.icanon && m.echo && m.isig && m.opost && m.icrnl,
            "raw mode off: {m:?}"
        );
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        // A failed test must not leave the app running.
        if let Ok(None) = self.child.try_wait() {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}

/// Files whose names say they are save temporaries, anywhere under `dir`.
pub fn temporaries(dir: &Path) -> Vec<std::path::PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                stack.push(p);
            } else if p.to_string_lossy().ends_with(".tmp") {
                out.push(p);
            }
        }
    }
    out
}

/// The parser's screen for a terminal of `rows` x `cols`: the same, but at least two rows
/// and two columns (vt100 panics wrapping text on a one-row or one-column screen).
fn parser_size(rows: u16, cols: u16) -> (u16, u16) {
    (rows.max(2), cols.max(2))
}

/// The modes raw mode switches off.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Modes {
    pub icanon: bool,
    pub echo: bool,
    pub isig: bool,
    pub opost: bool,
    pub icrnl: bool,
}

/// The terminal is back to normal: after the last time the app entered the alternate
/// screen it left it, showed the cursor and switched the mouse off.
pub fn assert_restored(raw: &str) {
    let entered = raw
        .rfind(ENTER_ALT_SCREEN)
        .expect("the app entered the alternate screen");
    let after = &raw[entered..];
    assert!(after.contains(LEAVE_ALT_SCREEN), "alternate screen left");
    assert!(after.contains(SHOW_CURSOR), "cursor shown");
    assert!(after.contains(MOUSE_OFF), "mouse capture off");
    // Nothing drawn after the restore hid the cursor again.
    let shown = raw.rfind(SHOW_CURSOR).unwrap();
    assert!(
        raw.rfind(HIDE_CURSOR).is_none_or(|hidden| hidden < shown),
        "cursor hidden after the restore"
    );
}

/// The 81 digits of the medium-size grid (80x24 terminal) as shown on screen.
pub fn grid_on_screen(screen: &str) -> String {
    let mut out = String::new();
    for line in screen.lines() {
        let chars: Vec<char> = line.chars().collect();
        if chars.len() < 38 || chars[1] != '┃' {
            continue;
        }
        for c in 0..9 {
            let ch = chars[3 + 4 * c];
            out.push(if ch.is_ascii_digit() { ch } else { '0' });
        }
    }
    out
}

/// The number on the panel line starting with `label` ("Placements  1,234" -> 1234).
pub fn counter(screen: &str, label: &str) -> Option<u64> {
    let line = screen.lines().find(|l| l.contains(label))?;
    let rest = &line[line.find(label)? + label.len()..];
    let digits: String = rest
        .trim_start()
        .chars()
        .take_while(|c| c.is_ascii_digit() || *c == ',')
        .filter(char::is_ascii_digit)
        .collect();
    digits.parse().ok()
}

/// A number of the map's node line (`r1c1 = 1 · depth 3 · steps 17–40 (3%) · …`): the
/// one after ` · FIELD ` (`steps`: the first step of the span; `depth`).
pub fn map_node(screen: &str, field: &str) -> Option<u64> {
    let line = screen.lines().find(|l| l.contains(" · steps "))?;
    counter(line, &format!(" · {field} "))
}
