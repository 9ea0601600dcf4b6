//! The sample puzzles of `puzzles/`, compiled into the binary so that the picker offers
//! them wherever the app runs.

use sudoku_engine::format;

use super::files::boards::{other_sizes, BoardSource, Loaded};
use super::files::Source;

/// A puzzle file built into the binary.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BuiltIn {
    /// The file's name in `puzzles/`.
    pub name: &'static str,
    pub text: &'static str,
}

macro_rules! samples {
    ($($name:literal),* $(,)?) => {
        &[$(BuiltIn {
            name: $name,
            text: include_str!(concat!("../../puzzles/", $name)),
        }),*]
    };
}

/// The samples, in the order the picker lists them (by name, as a folder is listed).
pub const SAMPLES: &[BuiltIn] = samples![
    "17-clue.txt",
    "anti-brute-force.txt",
    "baekjoon-2239.txt",
    "baekjoon-2580-spaced.txt",
    "clashing-givens.txt",
    "easy.sdk",
    "hard-bordered.txt",
    "medium.ss",
    "no-solution.txt",
    "several-solutions.txt",
    "size-04x04.txt",
    "size-06x06.txt",
    "size-08x08.txt",
    "size-12x12.txt",
    "size-16x16.txt",
    "size-25x25.txt",
    "top95.sdm",
];

/// What the picker calls the samples, and the panel a puzzle from them.
pub const FOLDER: &str = "built-in samples";

impl BuiltIn {
    /// How the panel names a puzzle opened from this sample.
    pub fn label(&self) -> String {
        format!("built-in: {}", self.name)
    }

    /// The sample's puzzles, read as a file of that name would be.
    pub fn read(&self) -> Result<format::Document, String> {
        format::parse(self.name, self.text.as_bytes()).map_err(|e| e.to_string())
    }

    /// The sample as the puzzles the app works on: like a file, but with no path, so
    /// that saving asks for one.
    pub fn source(&self) -> Result<Source, String> {
        let doc = self.read()?;
        if doc.puzzles.is_empty() {
            return Err(format!("{}: no puzzle", self.name));
        }
        Ok(Source {
            name: self.label(),
            path: None,
            puzzles: doc.puzzles.iter().map(|e| e.grid).collect(),
            index: 0,
        })
    }
}

impl BuiltIn {
    /// The sample's puzzles of other sizes than 9×9, if it holds some.
    pub fn boards(&self) -> Option<format::BoardDocument> {
        other_sizes(self.name, self.text.as_bytes())
    }

    /// The sample as the app opens it: 9×9 puzzles as a [`Source`], others as a
    /// [`BoardSource`], with no path either way.
    pub fn open(&self) -> Result<Loaded, String> {
        match (self.source(), self.boards()) {
            (Ok(source), _) => Ok(Loaded::Nine(source)),
            (Err(_), Some(doc)) => Ok(Loaded::Sized(BoardSource::of(doc, self.label(), None))),
            (Err(e), None) => Err(e),
        }
    }
}

/// The sample `source` was opened from, if it was.
pub fn of_source(source: &Source) -> Option<usize> {
    if source.path.is_some() {
        return None;
    }
    SAMPLES.iter().position(|s| s.label() == source.name)
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;
    use std::path::Path;

    use super::*;

    #[test]
    fn every_puzzle_file_of_the_folder_is_built_in() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("puzzles");
        let on_disk: BTreeSet<String> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|n| n != "README.md")
            .collect();
        let built_in: BTreeSet<String> = SAMPLES.iter().map(|s| s.name.to_string()).collect();
        assert_eq!(built_in, on_disk);
        let names: Vec<&str> = SAMPLES.iter().map(|s| s.name).collect();
        let mut sorted = names.clone();
        sorted.sort_by_key(|n| n.to_lowercase());
        assert_eq!(names, sorted, "listed as a folder is");
    }

    #[test]
    fn every_sample_reads_as_its_file_does() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("puzzles");
        for s in SAMPLES {
            let text = std::fs::read(dir.join(s.name)).unwrap();
            let from_disk = format::parse_boards(s.name, &text).unwrap();
            let built_in = format::parse_boards(s.name, s.text.as_bytes()).unwrap();
            assert_eq!(built_in, from_disk, "{}", s.name);
            // The 9x9 samples read as 9x9 files do; the others open all the same.
            assert!(s.read().is_ok() || s.boards().is_some(), "{}", s.name);
            assert!(s.open().is_ok(), "{}", s.name);
        }
    }

    #[test]
    fn there_is_a_sample_of_every_size_with_one_solution() {
        use sudoku_engine::shape::Shape;
        use sudoku_engine::solve::any;
        for shape in Shape::STANDARD {
            let found = SAMPLES.iter().find_map(|s| {
                let doc = format::parse_boards(s.name, s.text.as_bytes()).ok()?;
                doc.puzzles.into_iter().find(|e| e.board.shape() == shape)
            });
            let entry = found.unwrap_or_else(|| panic!("no sample of {shape}"));
            assert!(any::is_unique(&entry.board), "{shape}");
        }
    }

    #[test]
    fn a_sample_opens_as_a_source_without_a_path() {
        let top95 = SAMPLES.iter().find(|s| s.name == "top95.sdm").unwrap();
        let source = top95.source().unwrap();
        assert_eq!(source.name, "built-in: top95.sdm");
        assert_eq!(source.path, None, "saving asks for a path");
        assert_eq!(source.count(), 95);
        assert_eq!(source.index, 0);
        let i = SAMPLES.iter().position(|s| s.name == "top95.sdm");
        assert_eq!(of_source(&source), i);
        assert_eq!(of_source(&Source::builtin()), None);
        let mut elsewhere = source.clone();
        elsewhere.path = Some("top95.sdm".into());
        assert_eq!(
            of_source(&elsewhere),
            None,
            "saved to a file, it is that file"
        );
    }
}
