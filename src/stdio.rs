//! Standard output and error that were closed when the program started (`solve p.txt
//! >&-`). The Rust runtime opens `/dev/null` in the place of a closed standard stream
//! before `main`, so that writes to it succeed and are thrown away: a closed output
//! would pass for one that works. That `/dev/null` is opened for reading and writing,
//! while a shell's `> /dev/null` opens it for writing only, so a standard output or
//! error that is `/dev/null` opened read-write is taken for a closed one (as is a
//! descriptor that is not open at all, where no runtime reopened it). The price: a
//! `/dev/null` opened read-write on purpose (`<> /dev/null`, or by a daemon for all
//! three streams) is refused too; `> /dev/null` throws the output away as ever.

/// Which of standard output and error were closed at start: the message to give, if any.
pub fn closed_at_start() -> Option<&'static str> {
    #[cfg(unix)]
    let (out, err) = {
        use std::os::fd::AsFd;
        (
            closed(std::io::stdout().as_fd()),
            closed(std::io::stderr().as_fd()),
        )
    };
    #[cfg(not(unix))]
    let (out, err) = (false, false);
    match (out, err) {
        (false, false) => None,
        (true, false) => Some("standard output is closed: nothing could be written (`> /dev/null` throws the output away)"),
        (false, true) => Some("standard error is closed"),
        (true, true) => Some("standard output and error are closed"),
    }
}

/// The descriptor is not open, or is `/dev/null` open for reading and writing.
#[cfg(unix)]
fn closed(fd: std::os::fd::BorrowedFd<'_>) -> bool {
    use rustix::fs::{fcntl_getfl, fstat, FileType, OFlags};
    let flags = match fcntl_getfl(fd) {
        Ok(f) => f,
        Err(e) => return e == rustix::io::Errno::BADF,
    };
    let Ok(st) = fstat(fd) else {
        return false;
    };
    let null = std::fs::metadata("/dev/null").ok();
    let is_null = FileType::from_raw_mode(st.st_mode) == FileType::CharacterDevice
        && null.is_some_and(|m| {
            use std::os::unix::fs::MetadataExt;
            m.rdev() == st.st_rdev
        });
    is_null && flags & OFlags::RWMODE == OFlags::RDWR
}
