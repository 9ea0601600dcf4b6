//! The file picker: a folder listing with a preview of the highlighted puzzle file, and
//! the puzzles built into the app as a folder of their own ("built-in samples"), listed
//! first in every folder.

use std::fs;
use std::path::{Path, PathBuf};

use super::files::Source;
use super::samples::{self, SAMPLES};

#[path = "picker_preview.rs"]
mod preview;

use preview::{preview, preview_boards};
pub use preview::{preview_file, Preview, Read, Reader};

/// What a line of the listing stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// `..`: the folder above (from the samples: the folder they were entered from).
    Parent,
    Folder,
    File,
    /// The built-in samples, as a folder.
    Samples,
    /// Sample `i` of [`SAMPLES`].
    Sample(usize),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Listed {
    pub name: String,
    pub kind: Kind,
}

impl Listed {
    fn new(name: &str, kind: Kind) -> Listed {
        Listed {
            name: name.into(),
            kind,
        }
    }

    /// Entering it lists other entries.
    pub fn is_dir(&self) -> bool {
        matches!(self.kind, Kind::Parent | Kind::Folder | Kind::Samples)
    }
}

/// What the picker lists.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Place {
    Folder(PathBuf),
    /// The built-in samples, entered from `back`.
    Samples {
        back: PathBuf,
    },
}

/// What the user chose to open.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Chosen {
    File(PathBuf),
    /// Sample `i` of [`SAMPLES`].
    Sample(usize),
}

#[derive(Clone, Debug)]
pub struct Picker {
    place: Place,
    pub entries: Vec<Listed>,
    pub selected: usize,
    pub preview: Preview,
    /// Why the folder could not be listed, if it could not.
    pub error: Option<String>,
    /// What reads the highlighted file.
    reader: Reader,
}

impl Picker {
    /// A picker over `puzzles/` under `start` when there is one, else `start` itself;
    /// previews read on the spot.
    #[cfg(test)]
    pub fn new(start: PathBuf) -> Picker {
        Picker::starting(start, Reader::on_the_spot())
    }

    fn starting(start: PathBuf, reader: Reader) -> Picker {
        let puzzles = PathBuf::from("puzzles");
        let dir = if start == Path::new(".") && puzzles.is_dir() {
            puzzles
        } else {
            start
        };
        Picker::at(Place::Folder(dir), reader)
    }

    /// As [`Picker::reading`], previews read on the spot.
    #[cfg(test)]
    pub fn for_source(source: &Source, last: &Path) -> Picker {
        Picker::reading(source, last, Reader::on_the_spot())
    }

    /// Where the picker starts for the puzzles of `source`: the folder of its file with
    /// the file highlighted, the built-in samples with the sample highlighted, or else
    /// `last` (where the picker was last used; see [`Picker::new`]). Previews are read
    /// by `reader`.
    pub fn reading(source: &Source, last: &Path, reader: Reader) -> Picker {
        if let Some(i) = samples::of_source(source) {
            let back = last.to_path_buf();
            let mut p = Picker::at(Place::Samples { back }, reader);
            p.select(|e| e.kind == Kind::Sample(i));
            return p;
        }
        let Some(path) = &source.path else {
            return Picker::starting(last.to_path_buf(), reader);
        };
        let dir = match path.parent() {
            Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
            _ => PathBuf::from("."),
        };
        let mut p = Picker::at(Place::Folder(dir), reader);
        if let Some(name) = path.file_name().map(|n| n.to_string_lossy().into_owned()) {
            p.select(|e| e.kind == Kind::File && e.name == name);
        }
        p
    }

    fn at(place: Place, reader: Reader) -> Picker {
        let mut p = Picker {
            place,
            entries: Vec::new(),
            selected: 0,
            preview: Preview::None,
            error: None,
            reader,
        };
        p.list();
        p
    }

    /// Picks up the preview being read, once it has come; true if it did.
    pub fn poll(&mut self) -> bool {
        let Some(preview) = self.reader.poll() else {
            return false;
        };
        self.preview = preview;
        true
    }

    /// True while the highlighted file is being read.
    pub fn reading_preview(&self) -> bool {
        self.preview == Preview::Reading
    }

    /// The folder listed, or the one the samples were entered from: where the picker
    /// starts next time.
    pub fn dir(&self) -> &Path {
        match &self.place {
            Place::Folder(d) => d,
            Place::Samples { back } => back,
        }
    }

    /// The title: the folder's full path, or the samples.
    pub fn title(&self) -> String {
        match &self.place {
            Place::Folder(d) => d
                .canonicalize()
                .unwrap_or_else(|_| d.clone())
                .display()
                .to_string(),
            Place::Samples { .. } => samples::FOLDER.to_string(),
        }
    }

    /// Highlights the first entry that `want` picks, if there is one.
    fn select(&mut self, want: impl Fn(&Listed) -> bool) {
        if let Some(i) = self.entries.iter().position(want) {
            self.selected = i;
            self.update_preview();
        }
    }

    fn list(&mut self) {
        self.error = None;
        self.entries = vec![Listed::new("..", Kind::Parent)];
        match &self.place {
            Place::Samples { .. } => {
                let samples = SAMPLES.iter().enumerate();
                self.entries
                    .extend(samples.map(|(i, s)| Listed::new(s.name, Kind::Sample(i))));
            }
            Place::Folder(dir) => {
                self.entries
                    .push(Listed::new(samples::FOLDER, Kind::Samples));
                match list_folder(dir) {
                    Ok(items) => self.entries.extend(items),
                    Err(e) => self.error = Some(e),
                }
            }
        }
        // Start on the first file or folder, past ".." and the samples.
        let first = self
            .entries
            .iter()
            .position(|e| !matches!(e.kind, Kind::Parent | Kind::Samples));
        self.selected = first.unwrap_or(self.entries.len() - 1);
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

    /// The path of a folder's entry.
    fn path_of(dir: &Path, e: &Listed) -> PathBuf {
        if dir == Path::new(".") {
            PathBuf::from(&e.name)
        } else {
            dir.join(&e.name)
        }
    }

    /// Goes up one folder (from the samples: back where they were entered from),
    /// highlighting what was just left.
    pub fn parent(&mut self) {
        match self.place.clone() {
            Place::Samples { back } => {
                self.place = Place::Folder(back);
                self.list();
                self.select(|e| e.kind == Kind::Samples);
            }
            Place::Folder(dir) => {
                let left = dir
                    .canonicalize()
                    .ok()
                    .and_then(|d| d.file_name().map(|n| n.to_string_lossy().into_owned()));
                self.place = Place::Folder(parent_of(&dir));
                self.list();
                if let Some(name) = left {
                    self.select(|e| e.kind == Kind::Folder && e.name == name);
                }
            }
        }
    }

    /// Enters the highlighted folder, or returns the highlighted file or sample to open.
    pub fn enter(&mut self) -> Option<Chosen> {
        let e = self.entries.get(self.selected)?.clone();
        match e.kind {
            Kind::Parent => self.parent(),
            Kind::Folder => {
                self.place = Place::Folder(Picker::path_of(self.dir(), &e));
                self.list();
            }
            Kind::Samples => {
                self.place = Place::Samples {
                    back: self.dir().to_path_buf(),
                };
                self.list();
            }
            Kind::File => return Some(Chosen::File(Picker::path_of(self.dir(), &e))),
            Kind::Sample(i) => return Some(Chosen::Sample(i)),
        }
        None
    }

    /// The preview of the highlighted entry: a file's is asked of the reader (on a
    /// thread, "reading…" until it comes); a sample's is in memory.
    fn update_preview(&mut self) {
        let highlighted = self.entries.get(self.selected).map(|e| (e, e.kind));
        if let Some((e, Kind::File)) = highlighted {
            let path = Picker::path_of(self.dir(), e);
            self.preview = self.reader.ask(path);
            return;
        }
        self.reader.forget();
        self.preview = match highlighted {
            Some((_, Kind::Sample(i))) => match SAMPLES[i].boards() {
                Some(doc) => preview_boards(SAMPLES[i].name, doc),
                None => preview(SAMPLES[i].name, SAMPLES[i].read()),
            },
            _ => Preview::None,
        };
    }
}

/// A folder's folders, then its files, by name, hidden ones left out.
fn list_folder(dir: &Path) -> Result<Vec<Listed>, String> {
    let rd =
        fs::read_dir(dir).map_err(|e| format!("{}: {e}", sudoku_engine::format::path_name(dir)))?;
    let mut items: Vec<Listed> = rd
        .filter_map(|e| e.ok())
        .filter_map(|e| {
            let name = e.file_name().to_string_lossy().into_owned();
            if name.starts_with('.') {
                return None;
            }
            let kind = if e.path().is_dir() {
                Kind::Folder
            } else {
                Kind::File
            };
            Some(Listed { name, kind })
        })
        .collect();
    items.sort_by(|a, b| {
        b.is_dir()
            .cmp(&a.is_dir())
            .then_with(|| a.name.to_lowercase().cmp(&b.name.to_lowercase()))
    });
    Ok(items)
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
#[path = "picker_tests.rs"]
mod tests;
