//! Puzzles of every size (4×4 to 25×25), as a file or a paste holds them: read with
//! `parse_boards`, each remembering how its digits were written, so that saving writes
//! them the same way. A text whose puzzles are all 9×9 is the 9×9 [`Source`]'s.

use std::path::{Path, PathBuf};

use sudoku_engine::board::Board;
use sudoku_engine::format::{self, Alphabet, BoardDocument, BoardEntry};
use sudoku_engine::shape::Shape;

use super::Source;

/// A collection of puzzles of any size, one of them shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardSource {
    /// What to call it on screen: the path as given, "pasted", a sample's label.
    pub name: String,
    pub path: Option<PathBuf>,
    pub puzzles: Vec<BoardEntry>,
    /// The puzzle shown, 0-based.
    pub index: usize,
}

impl BoardSource {
    /// One empty grid of `shape`, from no file.
    pub fn empty(shape: Shape) -> BoardSource {
        let n = shape.side();
        BoardSource {
            name: format!("empty {n}x{n}"),
            path: None,
            puzzles: vec![BoardEntry {
                board: Board::empty(shape),
                line: 1,
                alphabet: Alphabet::Letters,
            }],
            index: 0,
        }
    }

    /// The puzzles of a document read from `name` (`path` if it is a file).
    pub fn of(doc: BoardDocument, name: String, path: Option<PathBuf>) -> BoardSource {
        BoardSource {
            name,
            path,
            puzzles: doc.puzzles,
            index: 0,
        }
    }

    pub fn count(&self) -> usize {
        self.puzzles.len()
    }

    /// The puzzle shown.
    pub fn entry(&self) -> &BoardEntry {
        &self.puzzles[self.index]
    }

    pub fn board(&self) -> Board {
        self.entry().board.clone()
    }

    /// Where the puzzles come from, as a 9x9 [`Source`] names it (its name and path,
    /// no puzzles): what the picker starts from.
    pub fn as_source(&self) -> Source {
        Source {
            name: self.name.clone(),
            path: self.path.clone(),
            puzzles: Vec::new(),
            index: 0,
        }
    }
}

/// What a file or a paste opens as: 9×9 puzzles in the 9×9 editor, any other size
/// (or a mix of sizes) in the editor of every size.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Loaded {
    Nine(Source),
    Sized(BoardSource),
}

/// The puzzles of `bytes` when one of them is not 9×9 (the 9×9 reader refused the
/// text); None when `parse_boards` refuses it too, or finds only 9×9 puzzles.
pub fn other_sizes(name: &str, bytes: &[u8]) -> Option<BoardDocument> {
    let doc = format::parse_boards(name, bytes).ok()?;
    doc.puzzles
        .iter()
        .any(|e| e.board.to_grid().is_none())
        .then_some(doc)
}

/// Reads puzzle `index` (1-based) of a file of any size: as [`super::load_named`] for
/// 9×9 puzzles, and into a [`BoardSource`] for others. A file that is no puzzle gets the
/// error `solve` gives it: the size guessed in one place, the reader of every size.
pub fn load_any(path: &Path, index: u64) -> Result<Loaded, String> {
    let nine = match super::load_named(path, index) {
        Ok(source) => return Ok(Loaded::Nine(source)),
        Err(e) => e,
    };
    if super::special_file(path).is_some() {
        return Err(nine);
    }
    let doc = format::read_boards_path(path).map_err(|e| e.to_string())?;
    if doc.puzzles.iter().all(|e| e.board.to_grid().is_some()) {
        // 9×9 puzzles only: the index is past them.
        return Err(nine);
    }
    let name = format::path_name(path);
    let count = doc.puzzles.len();
    if index == 0 || index > count as u64 {
        return Err(format!(
            "{name}: there is no puzzle {index}: the file holds {count} puzzle{}",
            if count == 1 { "" } else { "s" }
        ));
    }
    let mut source = BoardSource::of(doc, name, Some(path.to_path_buf()));
    source.index = (index - 1) as usize;
    Ok(Loaded::Sized(source))
}

/// A format's name at a size: `16 lines of digits`, `one 256-character line`.
pub fn format_name(format: format::Format, shape: Shape) -> String {
    let n = shape.side();
    format
        .name()
        .replace("9 lines", &format!("{n} lines"))
        .replace("81-character", &format!("{}-character", shape.cells()))
}

/// What a puzzle of another size is called: `16x16`.
pub fn size_name(shape: Shape) -> String {
    let n = shape.side();
    format!("{n}x{n}")
}

/// The size with its article, as [`format::a_size`] says it: `a 16x16`, `an 8x8`.
pub fn a_size_name(shape: Shape) -> String {
    format::a_size(shape.side())
}

/// [`a_size_name`] to start a sentence: `A 16x16`, `An 8x8`.
pub fn a_size_capital(shape: Shape) -> String {
    let a = a_size_name(shape);
    format!("A{}", &a[1..])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn other_sizes_are_read_and_nine_by_nine_is_left_to_its_reader() {
        let doc = other_sizes("p", b"1234\n3412\n2143\n4321\n").unwrap();
        assert_eq!(doc.puzzles[0].board.side(), 4);
        let nine = sudoku_engine::format::write(
            &sudoku_engine::Grid::from_line(super::super::BUILTIN).unwrap(),
            format::Format::Line,
        );
        assert_eq!(other_sizes("p", nine.as_bytes()), None);
        assert_eq!(other_sizes("p", b"12345678\n"), None);
    }

    #[test]
    fn a_file_of_another_size_loads_as_boards() {
        let dir = std::env::temp_dir().join(format!("boards-load-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("four.txt");
        std::fs::write(&path, "1.3.\n..2.\n.1..\n4...\n").unwrap();
        match load_any(&path, 1).unwrap() {
            Loaded::Sized(s) => {
                assert_eq!(s.count(), 1);
                assert_eq!(s.board().get(2), 3);
                assert_eq!(s.path.as_deref(), Some(path.as_path()));
            }
            other => panic!("{other:?}"),
        }
        let e = load_any(&path, 2).unwrap_err();
        assert!(
            e.ends_with("there is no puzzle 2: the file holds 1 puzzle"),
            "{e}"
        );
        std::fs::write(&path, super::super::BUILTIN).unwrap();
        assert!(matches!(load_any(&path, 1), Ok(Loaded::Nine(_))));
        // No puzzle: the error solve gives, the size guessed alike.
        let text = b"1234\n3412\n2x43\n4321\n";
        std::fs::write(&path, text).unwrap();
        let want = format::parse_boards(&format::path_name(&path), text)
            .unwrap_err()
            .to_string();
        assert!(want.ends_with("in a 4x4 grid"), "{want}");
        assert_eq!(load_any(&path, 1).unwrap_err(), want);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
