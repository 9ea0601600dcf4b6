//! Files whose reading would block for good, in the real binary: `/proc/kmsg` waits for
//! the kernel's next message once it has handed out those it had, and a pipe with no
//! writer waits for one. Neither is read, from the picker nor from the command line:
//! the keys answer and the app says why.

#[path = "common/pty.rs"]
mod pty;

use std::path::Path;
use std::process::Command;

use pty::Session;

/// A link named `name` to `/proc/kmsg` in `dir`, when this machine lets us read it (as
/// root, outside a container that hides it); None otherwise.
fn kmsg_link(dir: &Path, name: &str) -> Option<std::path::PathBuf> {
    std::fs::File::open("/proc/kmsg").ok()?;
    let link = dir.join(name);
    std::os::unix::fs::symlink("/proc/kmsg", &link).unwrap();
    Some(link)
}

/// The app started in a terminal on `args` in `dir` says `says` and exits with a
/// failure, before it takes the terminal over.
fn refused(args: &[&str], dir: &Path, says: &str) {
    let mut s = Session::start(args, &[], dir);
    s.wait_text(says);
    let status = s.wait_exit();
    assert!(!status.success(), "{}", s.screen());
}

#[test]
fn the_picker_never_reads_a_file_that_waits_for_data() {
    let dir = tempfile::tempdir().unwrap();
    let Some(_) = kmsg_link(dir.path(), "kmsg") else {
        eprintln!("/proc/kmsg cannot be read here: nothing to show");
        return;
    };
    let mut s = Session::start(&[], &[], dir.path());
    s.wait_text("Enter: watch the solver");
    s.send("o");
    s.wait_text("kmsg");
    // Down the listing until the link is highlighted: its preview says why it is not
    // read, and the keys still answer.
    for _ in 0..12 {
        s.send("\x1b[B");
    }
    s.wait_text("kmsg: not a puzzle file (a");
    s.send("\x1b");
    s.wait_for("the picker closed", |sc| {
        !sc.contains("made up as it is read")
    });
    s.quit();
}

#[test]
fn a_file_that_waits_for_data_is_refused_from_the_command_line() {
    let dir = tempfile::tempdir().unwrap();
    if kmsg_link(dir.path(), "kmsg").is_some() {
        refused(
            &["kmsg"],
            dir.path(),
            "kmsg: not a puzzle file (a system file",
        );
    }
    // A pipe nobody writes to: refused, never opened.
    let fifo = dir.path().join("fifo.txt");
    assert!(Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .unwrap()
        .success());
    refused(&["fifo.txt"], dir.path(), "fifo.txt: not a regular file");
}
