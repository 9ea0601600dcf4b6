//! What the app says of a puzzle of another size than 9×9, which it does not show yet:
//! the size, and that `sudoku-tui solve` takes it.

use std::path::Path;

use sudoku_engine::format::{self, ParseError, MAX_FILE_SIZE};

/// The message for text the 9×9 reader refused with `error`: when the text holds a
/// puzzle of another size, that; otherwise the error as it is.
pub fn explain(name: &str, bytes: &[u8], error: &ParseError) -> String {
    let Ok(doc) = format::parse_boards(name, bytes) else {
        return error.to_string();
    };
    match doc.puzzles.iter().find(|e| e.board.to_grid().is_none()) {
        Some(e) => {
            let n = e.board.side();
            format!(
                "{name}:{}: a {n}x{n} puzzle: the app shows 9x9 puzzles so far \
                 (sudoku-tui solve solves every size)",
                e.line
            )
        }
        None => error.to_string(),
    }
}

/// [`explain`] for a file that `format::read_path` refused: read again (it was small
/// enough to be read) to see what it holds.
pub fn explain_path(path: &Path, error: &ParseError) -> String {
    let small = std::fs::metadata(path).is_ok_and(|m| m.is_file() && m.len() <= MAX_FILE_SIZE);
    match small.then(|| std::fs::read(path)) {
        Some(Ok(bytes)) if error.line > 0 => explain(&error.file, &bytes, error),
        _ => error.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn another_size_is_named() {
        let text = b"1234\n3412\n2143\n4321\n";
        let e = format::parse("p", text).unwrap_err();
        assert_eq!(
            explain("p", text, &e),
            "p:1: a 4x4 puzzle: the app shows 9x9 puzzles so far (sudoku-tui solve solves every size)"
        );
        let bad = b"12345678\n";
        let e = format::parse("p", bad).unwrap_err();
        assert_eq!(explain("p", bad, &e), e.to_string());
    }
}
