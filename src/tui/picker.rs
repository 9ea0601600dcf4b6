//! The file picker: a folder listing with a preview of the highlighted puzzle file.

use std::fs;
use std::path::{Path, PathBuf};

use sudoku_tui::format;
use sudoku_tui::Grid;

use super::files;

/// Files larger than this are listed but not previewed.
const PREVIEW_LIMIT: u64 = 8 * 1024 * 1024;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    pub name: String,
    pub is_dir: bool,
}

/// What the highlighted file holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Preview {
    None,
    Puzzle {
        grid: Grid,
        count: usize,
        format: &'static str,
    },
    Error(String),
}

#[derive(Clone, Debug)]
pub struct Picker {
    dir: PathBuf,
    pub entries: Vec<Entry>,
    pub selected: usize,
    pub preview: Preview,
    /// Why the folder could not be listed, if it could not.
    pub error: Option<String>,
}

impl Picker {
    /// A picker over `puzzles/` under `start` when there is one, else `start` itself.
    pub fn new(start: PathBuf) -> Picker {
        let puzzles = PathBuf::from("puzzles");
        let dir = if start == Path::new(".") && puzzles.is_dir() {
            puzzles
        } else {
            start
        };
        let mut p = Picker {
            dir,
            entries: Vec::new(),
            selected: 0,
            preview: Preview::None,
            error: None,
        };
        p.list();
        p
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }

    fn list(&mut self) {
        self.entries.clear();
        self.error = None;
        self.entries.push(Entry {
            name: "..".into(),
            is_dir: true,
        });
        match fs::read_dir(&self.dir) {
            Ok(rd) => {
                let mut items: Vec<Entry> = rd
                    .filter_map(|e| e.ok())
                    .filter_map(|e| {
                        let name = e.file_name().to_string_lossy().into_owned();
                        if name.starts_with('.') {
                            return None;
                        }
                        let is_dir = e.path().is_dir();
                        Some(Entry { name, is_dir })
                    })
                    .collect();
                items.sort_by(|a, b| {
                    b.is_dir
                        .cmp(&a.is_dir)
                        .then_with(|| a.name.to_lowercase().cmp(&b.name.to_lowercase()))
                });
                self.entries.extend(items);
            }
            Err(e) => self.error = Some(format!("{}: {e}", self.dir.display())),
        }
        // Start on the first file or folder rather than "..".
        self.selected = usize::from(self.entries.len() > 1);
        self.update_preview();
    }

    pub fn move_by(&mut self, delta: isize) {
        let last = self.entries.len().saturating_sub(1) as isize;
        let n = (self.selected as isize)
            .saturating_add(delta)
            .clamp(0, last);
        if n as usize != self.selected {
            self.selected = n as usize;
            self.update_preview();
        }
    }

    fn path_of(&self, e: &Entry) -> PathBuf {
        if e.name == ".." {
            parent_of(&self.dir)
        } else if self.dir == Path::new(".") {
            PathBuf::from(&e.name)
        } else {
            self.dir.join(&e.name)
        }
    }

    /// Goes up one folder, highlighting the folder just left.
    pub fn parent(&mut self) {
        let left = self
            .dir
            .canonicalize()
            .ok()
            .and_then(|d| d.file_name().map(|n| n.to_string_lossy().into_owned()));
        self.dir = parent_of(&self.dir);
        self.list();
        if let Some(name) = left {
            if let Some(i) = self.entries.iter().position(|e| e.name == name) {
                self.selected = i;
                self.update_preview();
            }
        }
    }

    /// Enters the highlighted folder, or returns the highlighted file to open.
    pub fn enter(&mut self) -> Option<PathBuf> {
        let e = self.entries.get(self.selected)?.clone();
        if e.name == ".." {
            self.parent();
            None
        } else if e.is_dir {
            self.dir = self.path_of(&e);
            self.list();
            None
        } else {
            Some(self.path_of(&e))
        }
    }

    fn update_preview(&mut self) {
        self.preview = match self.entries.get(self.selected) {
            Some(e) if !e.is_dir => {
                let path = self.path_of(e);
                // Pipes and devices are never read: that could block or never end.
                match (files::special_file(&path), fs::metadata(&path)) {
                    (Some(err), _) => Preview::Error(err),
                    (None, Ok(m)) if m.len() > PREVIEW_LIMIT => Preview::Error(format!(
                        "{}: too large to preview ({} MiB)",
                        path.display(),
                        m.len() >> 20
                    )),
                    (None, _) => match format::read_path(&path) {
                        Ok(doc) => match doc.puzzles.first() {
                            Some(first) => Preview::Puzzle {
                                grid: first.grid,
                                count: doc.puzzles.len(),
                                format: doc.format.name(),
                            },
                            None => Preview::Error(format!("{}: no puzzle", path.display())),
                        },
                        Err(err) => Preview::Error(err.to_string()),
                    },
                }
            }
            _ => Preview::None,
        };
    }
}

/// The folder above `dir`, spelled relative when `dir` is relative (`puzzles` -> `.`,
/// `.` -> `..`).
fn parent_of(dir: &Path) -> PathBuf {
    if dir == Path::new(".") {
        return PathBuf::from("..");
    }
    if dir.ends_with("..") {
        return dir.join("..");
    }
    match dir.parent() {
        Some(p) if p.as_os_str().is_empty() => PathBuf::from("."),
        Some(p) => p.to_path_buf(),
        None => dir.to_path_buf(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn setup() -> tempfile::TempDir {
        let dir = tempfile::tempdir().unwrap();
        fs::create_dir(dir.path().join("sub")).unwrap();
        fs::write(
            dir.path().join("a.txt"),
            "103000509\n002109400\n000704000\n300502006\n060000050\n700803004\n000401000\n009205800\n804000107\n",
        )
        .unwrap();
        fs::write(dir.path().join("bad.txt"), "hello\n").unwrap();
        fs::write(dir.path().join("sub").join("inner.txt"), ".".repeat(81)).unwrap();
        dir
    }

    #[test]
    fn lists_folders_first_and_previews_files() {
        let d = setup();
        let mut p = Picker::new(d.path().to_path_buf());
        let names: Vec<_> = p.entries.iter().map(|e| e.name.as_str()).collect();
        assert_eq!(names, ["..", "sub", "a.txt", "bad.txt"]);
        assert_eq!(p.selected, 1);
        assert_eq!(p.preview, Preview::None);
        p.move_by(1);
        match &p.preview {
            Preview::Puzzle { grid, count, .. } => {
                assert_eq!(grid.filled(), 30);
                assert_eq!(*count, 1);
            }
            other => panic!("{other:?}"),
        }
        p.move_by(1);
        assert!(matches!(&p.preview, Preview::Error(e) if e.contains("bad.txt:")));
        p.move_by(5);
        assert_eq!(p.selected, 3, "clamped at the end");
        p.move_by(-10);
        assert_eq!(p.selected, 0);
    }

    #[test]
    fn enters_folders_goes_up_and_returns_files() {
        let d = setup();
        let mut p = Picker::new(d.path().to_path_buf());
        assert_eq!(p.enter(), None, "sub is a folder");
        assert_eq!(p.dir(), d.path().join("sub"));
        assert_eq!(p.entries[p.selected].name, "inner.txt");
        assert_eq!(p.enter(), Some(d.path().join("sub").join("inner.txt")));
        p.parent();
        assert_eq!(p.dir(), d.path());
        assert_eq!(
            p.entries[p.selected].name, "sub",
            "the folder left is highlighted"
        );
    }

    #[test]
    fn pipes_are_listed_but_never_read() {
        let d = setup();
        let made = std::process::Command::new("mkfifo")
            .arg(d.path().join("c-pipe.txt"))
            .status()
            .unwrap();
        assert!(made.success());
        let mut p = Picker::new(d.path().to_path_buf());
        let at = p
            .entries
            .iter()
            .position(|e| e.name == "c-pipe.txt")
            .unwrap();
        // Highlighting the pipe would block here if the preview read it.
        p.move_by(at as isize - p.selected as isize);
        assert_eq!(p.selected, at);
        assert!(
            matches!(&p.preview, Preview::Error(e) if e.ends_with("c-pipe.txt: not a regular file (a pipe, a device or a socket)")),
            "{:?}",
            p.preview
        );
    }

    #[test]
    fn relative_parents() {
        assert_eq!(parent_of(Path::new("puzzles")), PathBuf::from("."));
        assert_eq!(parent_of(Path::new(".")), PathBuf::from(".."));
        assert_eq!(parent_of(Path::new("..")), PathBuf::from("../.."));
        assert_eq!(parent_of(Path::new("a/b")), PathBuf::from("a"));
    }
}
