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
mod tests;
