//! The sample puzzles of `puzzles/`, compiled into the binary so that the picker offers
//! them wherever the app runs.

use sudoku_engine::format;

use super::files::Source;

/// A puzzle file built into the binary.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sample {
    /// The file's name in `puzzles/`.
    pub name: &'static str,
    pub text: &'static str,
}

macro_rules! samples {
    ($($name:literal),* $(,)?) => {
        &[$(Sample {
            name: $name,
            text: include_str!(concat!("../../puzzles/", $name)),
        }),*]
    };
}

/// The samples, in the order the picker lists them (by name, as a folder is listed).
pub const SAMPLES: &[Sample] = samples![
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
    "top95.sdm",
];

/// What the picker calls the samples, and the panel a puzzle from them.
pub const FOLDER: &str = "built-in samples";

impl Sample {
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
            let from_disk = format::read_path(&dir.join(s.name)).unwrap();
            let built_in = s.read().unwrap();
            assert_eq!(built_in.format, from_disk.format, "{}", s.name);
            let grids = |d: &format::Document| d.puzzles.iter().map(|e| e.grid).collect::<Vec<_>>();
            assert_eq!(grids(&built_in), grids(&from_disk), "{}", s.name);
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
