//! Running the real binary as a test: input through a pipe (as much as needed, or
//! without end), a file as standard input, a watchdog against hangs, and the peak memory
//! of that process alone.
#![allow(dead_code)]

use std::fs::File;
use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

pub const BIN: &str = env!("CARGO_BIN_EXE_sudoku-tui");

/// What the command should read.
pub enum Input<'a> {
    /// Nothing on standard input.
    Nothing,
    /// These bytes on standard input, through a pipe.
    Pipe(&'a [u8]),
    /// This file as standard input.
    FileAsStdin(&'a Path),
    /// These bytes over and over on standard input, until the command stops reading.
    Endless(&'a [u8]),
    /// `prepare(pid)` runs once the command has started, then these bytes follow on
    /// standard input, so many times.
    PipeAfter(&'a dyn Fn(u32), &'a [u8], usize),
}

/// The most processor time a run may use before it is killed (and the test fails): a
/// loop without end uses it up however loaded the machine is, while a run that merely
/// waits for a share of a busy machine does not.
const CPU_WATCHDOG: Duration = Duration::from_secs(180);
/// The longest a run may take by the clock, for a run stuck without using the
/// processor: far beyond any load the machine sees.
const WALL_WATCHDOG: Duration = Duration::from_secs(1200);

/// Processor time (user and system) a live process has used so far, read from
/// `/proc/PID/stat`; zero once it cannot be read.
pub fn cpu_time_of(pid: libc::pid_t) -> Duration {
    let Ok(stat) = std::fs::read_to_string(format!("/proc/{pid}/stat")) else {
        return Duration::ZERO;
    };
    // Fields after the command name (which may hold spaces) in parentheses.
    let Some(rest) = stat.rsplit_once(')').map(|(_, r)| r) else {
        return Duration::ZERO;
    };
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let ticks: u64 = [11, 12]
        .iter()
        .filter_map(|&i| fields.get(i).and_then(|f| f.parse::<u64>().ok()))
        .sum();
    // SAFETY: a plain query without pointers.
    let per_second = unsafe { libc::sysconf(libc::_SC_CLK_TCK) }.max(1) as u64;
    Duration::from_millis(ticks * 1000 / per_second)
}

pub struct Ran {
    pub code: i32,
    pub stdout: Vec<u8>,
    pub stderr: String,
    /// Peak resident memory of the process, in KiB.
    pub max_rss_kib: u64,
    pub elapsed: Duration,
    /// Processor time (user and system) the process used.
    pub cpu: Duration,
}

impl Ran {
    /// The run was refused as a usage error: exit status 2, nothing on stdout, and
    /// `says` somewhere on stderr.
    #[track_caller]
    pub fn assert_refused(&self, says: &str) {
        assert_eq!(self.code, 2, "{}", self.stderr);
        assert!(self.stdout.is_empty(), "stdout: {:?}", self.stdout);
        assert!(
            self.stderr.contains(says),
            "wanted {says:?}: {}",
            self.stderr
        );
    }
}

/// Runs the binary and waits for it with `wait4`, which reports the peak memory of that
/// process alone (other tests run their own children at the same time). The peak counts
/// the memory of this test process too when the child was started (the child shares
/// it until it loads the binary), so it can only be too high, never too low: tests here
/// keep large inputs in files, not in memory, to keep that part small.
// The child is reaped by `wait4`, which clippy does not see.
#[allow(clippy::zombie_processes)]
pub fn run_env(args: &[&str], input: Input<'_>, env: &[(&str, &Path)]) -> Ran {
    let mut cmd = Command::new(BIN);
    cmd.args(args).stdout(Stdio::piped()).stderr(Stdio::piped());
    for (k, v) in env {
        cmd.env(k, v);
    }
    cmd.stdin(match input {
        Input::Nothing => Stdio::null(),
        Input::FileAsStdin(p) => Stdio::from(File::open(p).unwrap()),
        Input::Pipe(_) | Input::Endless(_) | Input::PipeAfter(..) => Stdio::piped(),
    });
    let start = Instant::now();
    let mut child = cmd.spawn().expect("binary starts");
    let pid = child.id() as libc::pid_t;
    if let Input::PipeAfter(prepare, ..) = input {
        prepare(child.id());
    }
    let writer = child.stdin.take().map(|mut pipe| {
        // Written as it is, in pieces: the input is not copied into this process.
        let (data, times): (Vec<u8>, usize) = match input {
            Input::Pipe(b) => (b.to_vec(), 1),
            Input::PipeAfter(_, b, n) => (b.to_vec(), n),
            Input::Endless(b) => (b.to_vec(), usize::MAX),
            _ => (Vec::new(), 0),
        };
        std::thread::spawn(move || {
            // The command may stop reading early (and close the pipe): that is fine.
            for _ in 0..times {
                if pipe.write_all(&data).is_err() {
                    break;
                }
            }
        })
    });
    // Kills the command if it uses too much processor time, or stays stuck too long by
    // the clock. It must not kill another process that
    // got the same id later: the command is only reaped once `done` is set.
    let done = std::sync::Arc::new(std::sync::Mutex::new(false));
    {
        let done = done.clone();
        std::thread::spawn(move || {
            while start.elapsed() < WALL_WATCHDOG && cpu_time_of(pid) < CPU_WATCHDOG {
                std::thread::sleep(Duration::from_millis(50));
                if *done.lock().unwrap() {
                    return;
                }
            }
            let done = done.lock().unwrap();
            if !*done {
                // SAFETY: a signal to our own child, not yet reaped.
                unsafe { libc::kill(pid, libc::SIGKILL) };
            }
        });
    }
    let mut out_pipe = child.stdout.take().unwrap();
    let mut err_pipe = child.stderr.take().unwrap();
    let out = std::thread::spawn(move || {
        let mut v = Vec::new();
        std::io::Read::read_to_end(&mut out_pipe, &mut v).unwrap();
        v
    });
    let err = std::thread::spawn(move || {
        let mut v = Vec::new();
        std::io::Read::read_to_end(&mut err_pipe, &mut v).unwrap();
        v
    });
    let mut status = 0;
    // SAFETY: plain system calls on our own child, with valid pointers. The first
    // waits for the end without reaping, the second reaps.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    let mut info: libc::siginfo_t = unsafe { std::mem::zeroed() };
    let r = unsafe {
        libc::waitid(
            libc::P_PID,
            pid as libc::id_t,
            &mut info,
            libc::WEXITED | libc::WNOWAIT,
        )
    };
    assert_eq!(r, 0, "waitid failed");
    let elapsed = start.elapsed();
    *done.lock().unwrap() = true;
    let reaped = unsafe { libc::wait4(pid, &mut status, 0, &mut usage) };
    assert_eq!(reaped, pid, "wait4 failed");
    assert!(
        libc::WIFEXITED(status),
        "the command was killed (after {elapsed:?}): {status}"
    );
    if let Some(w) = writer {
        w.join().unwrap();
    }
    Ran {
        code: libc::WEXITSTATUS(status),
        stdout: out.join().unwrap(),
        stderr: String::from_utf8_lossy(&err.join().unwrap()).into_owned(),
        max_rss_kib: usage.ru_maxrss as u64,
        elapsed,
        cpu: timeval(usage.ru_utime) + timeval(usage.ru_stime),
    }
}

pub fn run(args: &[&str], input: Input<'_>) -> Ran {
    run_env(args, input, &[])
}

fn timeval(t: libc::timeval) -> Duration {
    Duration::new(t.tv_sec as u64, t.tv_usec as u32 * 1000)
}

/// `solve` with `args`, its input a pipe held open by the test, its output lines sent
/// down a channel as they come.
pub fn open_solve(
    args: &[&str],
) -> (
    std::process::Child,
    std::process::ChildStdin,
    std::sync::mpsc::Receiver<String>,
) {
    use std::io::BufRead;
    let mut child = Command::new(BIN)
        .arg("solve")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let stdin = child.stdin.take().unwrap();
    let stdout = child.stdout.take().unwrap();
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        for line in std::io::BufReader::new(stdout).lines() {
            if tx.send(line.unwrap()).is_err() {
                return;
            }
        }
    });
    (child, stdin, rx)
}
