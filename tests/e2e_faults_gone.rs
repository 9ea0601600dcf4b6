//! The real binary in a pseudo-terminal, ended from outside: the terminal gone without a
//! SIGHUP, every signal whose default is to end a program, and a start without the means
//! to watch for either.

#[path = "common/pty.rs"]
mod pty;

use std::path::Path;
use std::time::{Duration, Instant};

use pty::{assert_restored, counter, Session, BIN, ENDLESS, PATIENCE};

/// Starts a solve of the endless puzzle and waits until the animation has placed digits,
/// with the terminal in raw mode.
fn mid_animation(dir: &Path) -> Session {
    std::fs::write(dir.join("endless.txt"), format!("{ENDLESS}\n")).unwrap();
    let mut s = Session::start(&["endless.txt", "--speed", "200"], &[], dir);
    s.wait_text("no solution");
    s.send("\r");
    s.wait_for("an animation under way", |sc| {
        sc.contains("solving") && counter(sc, "Placements").is_some_and(|n| n > 0)
    });
    s.assert_raw();
    s
}

/// Every catchable signal whose default is to end the program ends the app with 128 + N,
/// the terminal restored (escape sequences and modes) first.
#[test]
fn every_ending_signal_restores_the_terminal() {
    let signals = [
        ("USR1", libc::SIGUSR1),
        ("USR2", libc::SIGUSR2),
        ("ALRM", libc::SIGALRM),
        ("VTALRM", libc::SIGVTALRM),
        ("PROF", libc::SIGPROF),
        ("IO", libc::SIGIO),
        ("XCPU", libc::SIGXCPU),
        // XFSZ is caught and dropped: a write past the size limit fails as any other
        // write does (e2e_save.rs, e2e_record.rs).
        ("PWR", libc::SIGPWR),
        ("QUIT", libc::SIGQUIT),
        ("INT", libc::SIGINT),
        ("RTMIN", libc::SIGRTMIN()),
        ("RTMAX", libc::SIGRTMAX()),
    ];
    let dir = tempfile::tempdir().unwrap();
    // All at once: each waits for its own state.
    let mut sessions: Vec<_> = signals
        .iter()
        .map(|&(name, n)| {
            let sub = dir.path().join(name);
            std::fs::create_dir(&sub).unwrap();
            (name, n, mid_animation(&sub))
        })
        .collect();
    for (name, n, s) in &mut sessions {
        // SAFETY: a signal to our own child, not yet reaped.
        let sent = unsafe { libc::kill(s.pid() as libc::pid_t, *n) };
        assert_eq!(sent, 0, "kill -{name}");
    }
    for (name, n, s) in &mut sessions {
        let status = s.wait_exit();
        assert_eq!(status.exit_code() as i32, 128 + *n, "SIG{name}: {status:?}");
        assert_restored(&s.raw());
        s.assert_cooked();
    }
}

/// A terminal of our own making, for a test that must close its master side while the
/// program runs: nothing else holds the master open (the sessions of `pty.rs` keep a
/// reader on it), and its output is read only while the test waits for a screen.
struct Bare {
    master: libc::c_int,
    parser: vt100::Parser,
}

impl Bare {
    /// Runs `sh -c script` on a new 24x80 terminal, as its session leader.
    fn start(script: &str, cwd: &Path) -> (Bare, std::process::Child) {
        use std::os::fd::FromRawFd;
        use std::os::unix::process::CommandExt;
        let (mut master, mut slave) = (0, 0);
        let size = libc::winsize {
            ws_row: 24,
            ws_col: 80,
            ws_xpixel: 0,
            ws_ypixel: 0,
        };
        // SAFETY: openpty fills the two descriptors; the size is read only.
        let r = unsafe {
            libc::openpty(
                &mut master,
                &mut slave,
                std::ptr::null_mut(),
                std::ptr::null(),
                &size,
            )
        };
        assert_eq!(r, 0, "openpty");
        // SAFETY: flags of our own descriptor. The master is not handed down: the
        // terminal must be gone once this side closes it.
        unsafe { libc::fcntl(master, libc::F_SETFD, libc::FD_CLOEXEC) };
        // SAFETY: `slave` was just opened and is owned here alone.
        let tty = unsafe { std::fs::File::from_raw_fd(slave) };
        let mut cmd = std::process::Command::new("sh");
        cmd.args(["-c", script])
            .current_dir(cwd)
            .env("TERM", "xterm-256color")
            .stdin(tty.try_clone().unwrap())
            .stdout(tty.try_clone().unwrap())
            .stderr(tty);
        // SAFETY: between fork and exec only async-signal-safe calls: a new session, with
        // the terminal (standard input) as its controlling terminal.
        unsafe {
            cmd.pre_exec(|| {
                if libc::setsid() < 0 || libc::ioctl(0, libc::TIOCSCTTY, 0) < 0 {
                    return Err(std::io::Error::last_os_error());
                }
                Ok(())
            });
        }
        let child = cmd.spawn().expect("start the shell");
        let bare = Bare {
            master,
            parser: vt100::Parser::new(24, 80, 0),
        };
        (bare, child)
    }

    /// Reads the program's output until the screen satisfies `pred`.
    fn wait_for(&mut self, what: &str, pred: impl Fn(&str) -> bool) {
        let deadline = Instant::now() + PATIENCE;
        let mut buf = [0u8; 8192];
        while !pred(&self.parser.screen().contents()) {
            assert!(Instant::now() < deadline, "timed out waiting for {what}");
            let mut p = libc::pollfd {
                fd: self.master,
                events: libc::POLLIN,
                revents: 0,
            };
            // SAFETY: one pollfd on our own descriptor; `buf` outlives the read.
            let n = unsafe {
                if libc::poll(&mut p, 1, 100) <= 0 {
                    continue;
                }
                libc::read(self.master, buf.as_mut_ptr().cast(), buf.len())
            };
            if n > 0 {
                self.parser.process(&buf[..n as usize]);
            }
        }
    }

    fn send(&self, keys: &[u8]) {
        // SAFETY: writes from a live buffer to our own descriptor.
        let n = unsafe { libc::write(self.master, keys.as_ptr().cast(), keys.len()) };
        assert_eq!(n, keys.len() as isize);
    }

    /// Closes the master side: the terminal is gone.
    fn close(self) {
        // SAFETY: our own descriptor, closed once.
        unsafe { libc::close(self.master) };
    }
}

/// Waits for `child` to exit (guarding only against a hang, then killing it).
fn exit_code(child: &mut std::process::Child) -> Option<i32> {
    let deadline = Instant::now() + PATIENCE;
    loop {
        if let Some(st) = child.try_wait().unwrap() {
            return st.code();
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            return None;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// The terminal goes away while the shell that started the app ignores SIGHUP (so the
/// kernel's hang-up reaches the shell alone): the app ends, status 1 (which the shell
/// passes on), in the editor and mid-solve, instead of reading end-of-file for ever.
#[test]
fn a_terminal_gone_without_a_hangup_signal_ends_the_app() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("endless.txt"), format!("{ENDLESS}\n")).unwrap();
    for solving in [false, true] {
        // The shell stays (no exec), ignoring SIGHUP.
        let script = format!("trap '' HUP; {BIN} endless.txt --speed 200; exit $?");
        let (mut t, mut child) = Bare::start(&script, dir.path());
        t.wait_for("the editor", |sc| sc.contains("no solution"));
        if solving {
            t.send(b"\r");
            t.wait_for("an animation under way", |sc| {
                sc.contains("solving") && counter(sc, "Placements").is_some_and(|n| n > 0)
            });
        }
        t.close();
        assert_eq!(exit_code(&mut child), Some(1), "solving: {solving}");
    }
}

/// With no descriptor left to watch for signals with, the app does not start: status 2,
/// the reason on stderr, the terminal untouched.
#[test]
fn a_start_without_signal_watching_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let script = format!("ulimit -n 4; exec {BIN}");
    let mut s = Session::start_program("sh", &["-c", &script], &[], dir.path(), 24, 80);
    let status = s.wait_exit();
    assert_eq!(status.exit_code(), 2, "{}", s.raw());
    assert!(s.raw().contains("cannot watch for signals"), "{}", s.raw());
    assert!(!s.raw().contains(pty::ENTER_ALT_SCREEN), "{}", s.raw());
}
