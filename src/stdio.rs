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
    match (closed(1), closed(2)) {
        (false, false) => None,
        (true, false) => Some("standard output is closed: nothing could be written (`> /dev/null` throws the output away)"),
        (false, true) => Some("standard error is closed"),
        (true, true) => Some("standard output and error are closed"),
    }
}

#[cfg(unix)]
fn closed(fd: libc::c_int) -> bool {
    // SAFETY: fcntl and fstat on a descriptor number only read the descriptor's state;
    // `st` is a plain struct the call fills.
    unsafe {
        let flags = libc::fcntl(fd, libc::F_GETFL);
        if flags == -1 {
            return std::io::Error::last_os_error().raw_os_error() == Some(libc::EBADF);
        }
        let mut st: libc::stat = std::mem::zeroed();
        if libc::fstat(fd, &mut st) != 0 {
            return false;
        }
        let null = std::fs::metadata("/dev/null").ok();
        let is_null = (st.st_mode & libc::S_IFMT) == libc::S_IFCHR
            && null.is_some_and(|m| {
                use std::os::unix::fs::MetadataExt;
                m.rdev() == st.st_rdev as u64
            });
        is_null && (flags & libc::O_ACCMODE) == libc::O_RDWR
    }
}

#[cfg(not(unix))]
fn closed(_: i32) -> bool {
    false
}
