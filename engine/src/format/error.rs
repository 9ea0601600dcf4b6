//! Why a file could not be read as a puzzle: the error every reader returns.

use std::fmt;

use super::ParseErrorKind;

/// Why a file could not be read as a puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// The file name as given by the caller.
    pub file: String,
    /// 1-based line, or 0 when the problem concerns the whole file.
    pub line: usize,
    /// 1-based column in characters (0 when `line` is 0).
    pub col: usize,
    /// What kind of problem it is, to match on.
    pub kind: ParseErrorKind,
    /// What is wrong and what was expected, in words, for a person: `row 3 has 8 cells,
    /// expected 9`. It never names the file or the position (see the `Display` output).
    pub message: String,
}

impl ParseError {
    /// An error of a kind at a position in the file; line (and column) 0 for one about
    /// the whole file.
    pub fn new(
        kind: ParseErrorKind,
        file: &str,
        line: usize,
        col: usize,
        message: impl Into<String>,
    ) -> ParseError {
        ParseError {
            file: file.to_string(),
            line,
            col,
            kind,
            message: message.into(),
        }
    }

    /// An error at a position in the file, of kind [`ParseErrorKind::Other`].
    pub fn at(file: &str, line: usize, col: usize, message: impl Into<String>) -> ParseError {
        ParseError::new(ParseErrorKind::Other, file, line, col, message)
    }

    /// An error about the whole file (line and column 0), of kind
    /// [`ParseErrorKind::Other`].
    pub fn whole(file: &str, message: impl Into<String>) -> ParseError {
        ParseError::at(file, 0, 0, message)
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line == 0 {
            write!(f, "{}: {}", self.file, self.message)
        } else {
            write!(
                f,
                "{}:{}:{}: {}",
                self.file, self.line, self.col, self.message
            )
        }
    }
}

impl std::error::Error for ParseError {}

/// The error for a file with nothing but blank lines, comments and section headers.
pub(crate) fn no_puzzle(file: &str) -> ParseError {
    ParseError::new(ParseErrorKind::NoPuzzle, file, 0, 0, "no puzzle found")
}
