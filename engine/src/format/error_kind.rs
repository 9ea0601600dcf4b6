//! What kind of problem a [`ParseError`] reports, for callers that act on it rather than
//! print it.

#[cfg(doc)]
use super::ParseError;

/// What kind of problem a [`ParseError`] reports. Its `message` says the same in words,
/// with the details (the character found, the counts); the kind is what a caller matches
/// on. More kinds may be added: a `match` needs a wildcard arm.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ParseErrorKind {
    /// The file could not be read: missing, a directory
    /// ([`std::io::ErrorKind::IsADirectory`]), no permission, a device error.
    Io(std::io::ErrorKind),
    /// The file is larger than [`MAX_FILE_SIZE`](super::MAX_FILE_SIZE).
    TooLarge,
    /// A NUL byte: the input is binary, or text in UTF-16 (the message says which).
    NotText,
    /// Nothing but blank lines, comments and section headers.
    NoPuzzle,
    /// A character where a cell (a digit `1`-`9` or a blank) was expected.
    BadCell,
    /// A one-puzzle-per-line line with more or fewer than 81 cells (or 81 cells with
    /// spaces between them).
    WrongLength,
    /// A one-puzzle-per-line line longer than [`MAX_LINE_LEN`](super::MAX_LINE_LEN) bytes.
    LineTooLong,
    /// Text after the puzzle: after the 81 cells of a line without a separator before it,
    /// or after the nine rows of a grid.
    TrailingText,
    /// A row of a nine-row format with more or fewer than 9 cells.
    WrongRowLength,
    /// A nine-row format with more or fewer than 9 rows.
    WrongRowCount,
    /// An error made with [`ParseError::at`] or [`ParseError::whole`], from a message
    /// alone: the readers of this crate never report it.
    Other,
}

#[cfg(test)]
mod tests {
    use std::io::ErrorKind;
    use std::path::PathBuf;

    use super::super::{parse, parse_collection_line, read_path, MAX_FILE_SIZE, MAX_LINE_LEN};
    use super::ParseErrorKind::{self, *};

    const PUZZLE: &str =
        "103000509002109400000704000300502006060000050700803004000401000009205800804000107";
    const ROWS: [&str; 9] = [
        "103000509",
        "002109400",
        "000704000",
        "300502006",
        "060000050",
        "700803004",
        "000401000",
        "009205800",
        "804000107",
    ];

    fn kind_of(text: &str) -> ParseErrorKind {
        parse("f", text.as_bytes()).unwrap_err().kind
    }

    fn rows_with(i: usize, row: &str) -> String {
        let mut rows = ROWS.to_vec();
        rows[i] = row;
        rows.join("\n") + "\n"
    }

    /// A path of its own in the temporary directory, removed when dropped.
    struct TempPath(PathBuf);

    impl TempPath {
        fn new(name: &str) -> TempPath {
            let dir = std::env::temp_dir();
            TempPath(dir.join(format!("sudoku-engine-{}-{name}", std::process::id())))
        }
    }

    impl Drop for TempPath {
        fn drop(&mut self) {
            let _ = std::fs::remove_file(&self.0);
        }
    }

    #[test]
    fn io() {
        let missing = TempPath::new("missing.txt");
        let e = read_path(&missing.0).unwrap_err();
        assert_eq!(e.kind, Io(ErrorKind::NotFound));
        assert_eq!(e.line, 0);
        let e = read_path(&std::env::temp_dir()).unwrap_err();
        assert_eq!(e.kind, Io(ErrorKind::IsADirectory));
        assert_eq!(e.message, "is a directory, not a puzzle file");
    }

    #[test]
    fn too_large() {
        // A sparse file: its size is over the limit, and nothing is read from it.
        let big = TempPath::new("big.txt");
        let file = std::fs::File::create(&big.0).unwrap();
        file.set_len(MAX_FILE_SIZE + 1).unwrap();
        let e = read_path(&big.0).unwrap_err();
        assert_eq!(e.kind, TooLarge);
        assert!(e.message.starts_with("file too large"), "{}", e.message);
    }

    #[test]
    fn not_text() {
        assert_eq!(kind_of("12\x003"), NotText);
        assert_eq!(kind_of("1\x002\x003\x00"), NotText);
        let e = parse_collection_line("f", 1, b"12\x00").unwrap_err();
        assert_eq!(e.kind, NotText);
    }

    #[test]
    fn no_puzzle() {
        for text in ["", "\n", "# comment\n", "[Puzzle]\n"] {
            assert_eq!(kind_of(text), NoPuzzle, "{text:?}");
        }
    }

    #[test]
    fn bad_cell() {
        assert_eq!(kind_of(&PUZZLE.replace("509", "5a9")), BadCell);
        assert_eq!(kind_of(&rows_with(4, "06000x050")), BadCell);
    }

    #[test]
    fn wrong_length() {
        assert_eq!(kind_of(&PUZZLE[1..]), WrongLength);
        assert_eq!(kind_of(&format!("{PUZZLE}7")), WrongLength);
        let spaced: Vec<String> = PUZZLE.chars().map(String::from).collect();
        assert_eq!(kind_of(&spaced.join(" ")), WrongLength);
    }

    #[test]
    fn line_too_long() {
        let line = format!("{PUZZLE} {}", "x".repeat(MAX_LINE_LEN));
        assert_eq!(kind_of(&line), LineTooLong);
        let e = parse_collection_line("f", 3, line.as_bytes()).unwrap_err();
        assert_eq!(e.kind, LineTooLong);
    }

    #[test]
    fn trailing_text() {
        assert_eq!(kind_of(&format!("{PUZZLE}!")), TrailingText);
        assert_eq!(
            kind_of(&(rows_with(0, ROWS[0]) + "the end\n")),
            TrailingText
        );
    }

    #[test]
    fn wrong_row_length() {
        assert_eq!(kind_of(&rows_with(2, "00070400")), WrongRowLength);
        assert_eq!(kind_of(&rows_with(2, "0007040001")), WrongRowLength);
    }

    #[test]
    fn wrong_row_count() {
        assert_eq!(kind_of(&ROWS[..8].join("\n")), WrongRowCount);
        let ten = rows_with(0, ROWS[0]) + ROWS[0] + "\n";
        assert_eq!(kind_of(&ten), WrongRowCount);
    }

    #[test]
    fn made_from_a_message() {
        assert_eq!(super::super::ParseError::whole("f", "no").kind, Other);
        assert_eq!(super::super::ParseError::at("f", 1, 2, "no").kind, Other);
    }
}
