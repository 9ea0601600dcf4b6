//! Byte-level helpers shared by the parsers: cell characters, columns, describing an
//! unexpected character, and the common error messages.

use super::ParseError;

/// What a cell character may be, for messages.
pub(crate) const EXPECTED_CELL: &str = "a digit 1-9 or a blank (0 . _ * X)";

/// Marks a byte that is not a cell character in [`CELL_TABLE`].
pub(crate) const NOT_CELL: u8 = 0x80;

/// Cell value of every byte: 1..=9 for a digit, 0 for a blank (`0 . _ * X`),
/// [`NOT_CELL`] for anything else.
pub(crate) static CELL_TABLE: [u8; 256] = build_cell_table();

const fn build_cell_table() -> [u8; 256] {
    let mut t = [NOT_CELL; 256];
    let mut d = 1;
    while d <= 9 {
        t[(b'0' + d) as usize] = d;
        d += 1;
    }
    t[b'0' as usize] = 0;
    t[b'.' as usize] = 0;
    t[b'_' as usize] = 0;
    t[b'*' as usize] = 0;
    t[b'X' as usize] = 0;
    t
}

/// The value of a cell character: `Some(1..=9)` for a digit, `Some(0)` for a blank
/// (`0 . _ * X`), `None` for anything else.
#[inline]
pub(crate) fn cell_value(b: u8) -> Option<u8> {
    let v = CELL_TABLE[b as usize];
    if v == NOT_CELL {
        None
    } else {
        Some(v)
    }
}

/// ASCII whitespace other than the line feed (which never reaches the parsers).
#[inline]
pub(crate) fn is_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\r' | b'\x0b' | b'\x0c')
}

/// A line without its terminator: drops one trailing `\r`.
#[inline]
pub(crate) fn strip_cr(line: &[u8]) -> &[u8] {
    match line.split_last() {
        Some((b'\r', rest)) => rest,
        _ => line,
    }
}

/// The line without leading and trailing whitespace.
pub(crate) fn trim(line: &[u8]) -> &[u8] {
    let start = line
        .iter()
        .position(|&b| !is_space(b))
        .unwrap_or(line.len());
    let end = line
        .iter()
        .rposition(|&b| !is_space(b))
        .map_or(start, |i| i + 1);
    &line[start..end]
}

/// The UTF-8 byte order mark some editors put at the start of a file.
pub(crate) const BOM: &[u8] = b"\xEF\xBB\xBF";

/// 1-based column of byte `i` of a line, counted in characters (UTF-8 continuation
/// bytes do not start a new column).
pub(crate) fn column(line: &[u8], i: usize) -> usize {
    line[..i.min(line.len())]
        .iter()
        .filter(|&&b| b & 0xC0 != 0x80)
        .count()
        + 1
}

/// Describes the character starting at byte `i`: `'a'`, `'\u{7}'`, `'é'`, or
/// `byte 0xE9 (not UTF-8)` when the bytes there are not valid UTF-8.
pub(crate) fn describe_at(line: &[u8], i: usize) -> String {
    let b = line[i];
    if b < 0x80 {
        return format!("{:?}", b as char);
    }
    let end = (i + 4).min(line.len());
    let text = match std::str::from_utf8(&line[i..end]) {
        Ok(s) => Some(s),
        Err(e) if e.valid_up_to() > 0 => std::str::from_utf8(&line[i..i + e.valid_up_to()]).ok(),
        Err(_) => None,
    };
    match text.and_then(|s| s.chars().next()) {
        Some(c) => format!("{c:?}"),
        None => format!("byte 0x{b:02X} (not UTF-8)"),
    }
}

/// `"1 cell"`, `"8 cells"`.
pub(crate) fn cells(n: usize) -> String {
    if n == 1 {
        "1 cell".to_string()
    } else {
        format!("{n} cells")
    }
}

/// The error for an unexpected character where a cell was expected.
pub(crate) fn unexpected_cell(file: &str, line_no: usize, line: &[u8], i: usize) -> ParseError {
    ParseError::at(
        file,
        line_no,
        column(line, i),
        format!(
            "unexpected {}, expected {EXPECTED_CELL}",
            describe_at(line, i)
        ),
    )
}

/// Message for a NUL byte anywhere in the input.
pub(crate) const NUL_MESSAGE: &str = "unexpected NUL byte, this is not a text file";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn describes_characters() {
        assert_eq!(describe_at(b"a", 0), "'a'");
        assert_eq!(describe_at(b"\x07", 0), "'\\u{7}'");
        assert_eq!(describe_at(b"\t", 0), "'\\t'");
        assert_eq!(describe_at("xé".as_bytes(), 1), "'é'");
        assert_eq!(describe_at(b"\xE9abc", 0), "byte 0xE9 (not UTF-8)");
        assert_eq!(describe_at(b"\xFF", 0), "byte 0xFF (not UTF-8)");
        // A valid character followed by a truncated one.
        assert_eq!(describe_at("é\u{20ac}".as_bytes()[..3].as_ref(), 0), "'é'");
    }

    #[test]
    fn columns_count_characters() {
        assert_eq!(column(b"abc", 0), 1);
        assert_eq!(column(b"abc", 2), 3);
        assert_eq!(column("éa".as_bytes(), 2), 2);
        assert_eq!(column(b"ab", 5), 3);
    }

    #[test]
    fn cell_values() {
        assert_eq!(cell_value(b'5'), Some(5));
        for b in *b"0._*X" {
            assert_eq!(cell_value(b), Some(0));
        }
        for b in *b"x-a |#:" {
            assert_eq!(cell_value(b), None);
        }
    }

    #[test]
    fn trims_whitespace() {
        assert_eq!(trim(b"  ab \r"), b"ab");
        assert_eq!(trim(b"   "), b"");
        assert_eq!(strip_cr(b"ab\r"), b"ab");
        assert_eq!(strip_cr(b"ab"), b"ab");
    }
}
