//! Creating a file that is certainly new: for temporaries beside a saved file and for
//! standard input spilled to disk.

use std::fs::{File, OpenOptions};
use std::io;
use std::path::{Path, PathBuf};

/// Creates the first of `dir/name(0)`, `dir/name(1)`, … that does not exist yet. It is
/// created, never opened: a file or a symbolic link already there under a name (left by
/// a crash, or planted) is neither written through nor truncated. With `private`, only
/// the owner may read it. It is open for reading and writing.
pub fn create_fresh(
    dir: &Path,
    name: impl Fn(u32) -> String,
    private: bool,
) -> io::Result<(PathBuf, File)> {
    let mut options = OpenOptions::new();
    options.read(true).write(true).create_new(true);
    #[cfg(unix)]
    if private {
        std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    }
    #[cfg(not(unix))]
    let _ = private;
    let mut attempt = 0u32;
    loop {
        let path = dir.join(name(attempt));
        match options.open(&path) {
            Ok(f) => return Ok((path, f)),
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists && attempt < 1000 => attempt += 1,
            Err(e) => return Err(e),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn skips_names_taken_and_never_touches_them() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("t0"), "keep").unwrap();
        let (path, _f) = create_fresh(dir.path(), |n| format!("t{n}"), true).unwrap();
        assert_eq!(path, dir.path().join("t1"));
        assert_eq!(
            std::fs::read_to_string(dir.path().join("t0")).unwrap(),
            "keep"
        );
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(&path).unwrap().permissions().mode();
            assert_eq!(mode & 0o777, 0o600);
        }
    }
}
