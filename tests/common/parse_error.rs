//! What every parse error must satisfy, shared by the property tests and the fuzz
//! targets (which include this file by path).

use sudoku_engine::format::ParseError;

/// The error is either about the whole file or at a line and column that exist (or just
/// past the end, where a missing row or cell was expected).
pub fn check_position(text: &[u8], e: &ParseError) {
    assert!(!e.message.is_empty());
    let shown = e.to_string();
    if e.line == 0 {
        assert_eq!(e.col, 0, "{shown}");
        assert_eq!(shown, format!("{}: {}", e.file, e.message));
        return;
    }
    assert!(e.col >= 1, "{shown}");
    let text = text.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(text);
    let lines: Vec<&[u8]> = sudoku_engine::format::split_lines(text).collect();
    assert!(e.line <= lines.len() + 1, "{shown}");
    if let Some(line) = lines.get(e.line - 1) {
        let chars = line.iter().filter(|&&b| b & 0xC0 != 0x80).count();
        assert!(e.col <= chars + 1, "{shown}");
    }
    assert!(shown.starts_with(&format!("{}:{}:{}: ", e.file, e.line, e.col)));
}
