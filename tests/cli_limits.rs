//! The commands under the system's limits on a process: a file that may not grow past a
//! size (`ulimit -f`) and an address space that may not grow past a size (`ulimit -v`).
//! Each ends with a message and status 2, or does the work with less; never cut off by a
//! signal, never an abort.

#[path = "common/run.rs"]
mod run;

use std::fs::File;
use std::os::unix::process::CommandExt;
use std::process::{Command, Output};

use run::BIN;

const PUZZLE: &str =
    "103000509002109400000704000300502006060000050700803004000401000009205800804000107";

/// Runs the binary with `args` under the limit `resource` at `bytes` (soft and hard),
/// standard output into `out`.
fn limited(resource: libc::__rlimit_resource_t, bytes: u64, args: &[&str], out: File) -> Output {
    let mut cmd = Command::new(BIN);
    cmd.args(args).stdout(out);
    // SAFETY: setrlimit is async-signal-safe and touches nothing of the parent's.
    unsafe {
        cmd.pre_exec(move || {
            let lim = libc::rlimit {
                rlim_cur: bytes,
                rlim_max: bytes,
            };
            if libc::setrlimit(resource, &lim) != 0 {
                return Err(std::io::Error::last_os_error());
            }
            Ok(())
        });
    }
    cmd.output().unwrap()
}

/// What `args` does when its standard output is a file that may not grow past 4 KiB.
fn past_the_file_size_limit(args: &[&str]) -> (Output, u64) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("out.txt");
    let o = limited(libc::RLIMIT_FSIZE, 4096, args, File::create(&path).unwrap());
    (o, std::fs::metadata(&path).unwrap().len())
}

#[test]
fn output_past_the_file_size_limit_is_a_write_error_not_a_signal() {
    let dir = tempfile::tempdir().unwrap();
    let many = dir.path().join("many.sdm");
    std::fs::write(&many, format!("{PUZZLE}\n").repeat(200)).unwrap();
    let many = many.to_str().unwrap();
    let cases: [&[&str]; 4] = [
        &["solve", many, "--output", "line"],
        &["solve", many, "--strategy", "naive", "--trace"],
        &[
            "generate", "--count", "100", "--seed", "1", "--output", "line",
        ],
        &["generate", "--size", "4", "--count", "1000", "--seed", "1"],
    ];
    for args in cases {
        let (o, len) = past_the_file_size_limit(args);
        let stderr = String::from_utf8_lossy(&o.stderr);
        // Not ended by SIGXFSZ (no code at all): the status of a failed write.
        assert_eq!(
            o.status.code(),
            Some(2),
            "{args:?}: {:?} {stderr}",
            o.status
        );
        assert!(
            stderr.starts_with("error: cannot write the output: "),
            "{args:?}: {stderr}"
        );
        assert!(len <= 4096, "{args:?}: {len} bytes");
    }
}

#[test]
fn generating_on_more_threads_than_memory_allows_goes_on_with_fewer() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("out.txt");
    // About 10 MiB are the program itself: room for two or three threads' stacks and
    // work, not eight.
    let args = [
        "generate", "--size", "16", "--jobs", "8", "--count", "8", "--seed", "1",
    ];
    let o = limited(
        libc::RLIMIT_AS,
        24_000 << 10,
        &args,
        File::create(&path).unwrap(),
    );
    let stderr = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(0), "{:?} {stderr}", o.status);
    assert_eq!(stderr, "");
    // The puzzles of any number of threads.
    let all = Command::new(BIN).args(args).output().unwrap();
    assert_eq!(std::fs::read(&path).unwrap(), all.stdout);
}
