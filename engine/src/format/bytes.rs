//! Byte-level helpers shared by the parsers: cell characters, columns, describing an
//! unexpected character, and the common error messages.

use super::{ParseError, ParseErrorKind};

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

/// ASCII whitespace other than the line feed (which never reaches the parsers). A
/// carriage return reaches them only just before a line feed (a lone one ends a line).
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

/// The text with every lone carriage return (one not followed by a line feed: old Mac
/// line ends, and what terminals send between pasted lines) turned into a line feed, so
/// that the parsers, which split at `\n`, see a line end there. CRLF stays as it is. The
/// length does not change, so byte positions (and columns) stay the same.
pub(crate) fn lone_cr_as_lf(text: &[u8]) -> std::borrow::Cow<'_, [u8]> {
    let lone = |i: usize| text[i] == b'\r' && text.get(i + 1) != Some(&b'\n');
    // `contains` is a fast scan; most text has no carriage return at all.
    if !text.contains(&b'\r') || !(0..text.len()).any(lone) {
        return std::borrow::Cow::Borrowed(text);
    }
    let mut out = text.to_vec();
    for (i, b) in out.iter_mut().enumerate() {
        if *b == b'\r' && text.get(i + 1) != Some(&b'\n') {
            *b = b'\n';
        }
    }
    std::borrow::Cow::Owned(out)
}

/// The lines of a text, without their ends: a line ends at `\n`, `\r\n` or a lone
/// `\r`, as every reader sees it. As with `split`, a text ending with a line end has an
/// empty last line, and an empty text is one empty line.
pub fn split_lines(text: &[u8]) -> impl Iterator<Item = &[u8]> {
    let mut rest = Some(text);
    std::iter::from_fn(move || {
        let t = rest?;
        match line_end(t) {
            None => {
                rest = None;
                Some(t)
            }
            Some(i) => {
                let skip = if t[i] == b'\r' && t.get(i + 1) == Some(&b'\n') {
                    2
                } else {
                    1
                };
                rest = Some(&t[i + skip..]);
                Some(&t[..i])
            }
        }
    })
}

/// Where the first `\n` or `\r` of `buf` is: where a line ends, for [`split_lines`] and
/// for readers that take a stream line by line (`memchr`, many bytes at a time).
#[inline]
pub fn line_end(buf: &[u8]) -> Option<usize> {
    memchr::memchr2(b'\n', b'\r', buf)
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
    ParseError::new(
        ParseErrorKind::BadCell,
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

/// Message for a NUL byte in text that looks like UTF-16 (where every other byte of
/// plain ASCII text is a NUL).
pub(crate) const UTF16_MESSAGE: &str =
    "unexpected NUL byte: this looks like UTF-16 text, save it as UTF-8";

/// The message for a NUL byte in `text` (a whole text, or one of its lines): with a hint
/// when the text looks like UTF-16, that is, starts with a UTF-16 byte order mark or has
/// NUL bytes at every other place (and only there) in its first 64 bytes.
pub(crate) fn nul_message(text: &[u8]) -> &'static str {
    if text.starts_with(b"\xFF\xFE") || text.starts_with(b"\xFE\xFF") {
        return UTF16_MESSAGE;
    }
    let head = &text[..text.len().min(64)];
    let pairs = head.len() / 2;
    let nul_at = |parity: usize| {
        head.iter()
            .skip(parity)
            .step_by(2)
            .take(pairs)
            .filter(|&&b| b == 0)
            .count()
    };
    let (even, odd) = (nul_at(0), nul_at(1));
    if pairs >= 2 && ((odd == pairs && even == 0) || (even == pairs && odd == 0)) {
        UTF16_MESSAGE
    } else {
        NUL_MESSAGE
    }
}

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
    fn lone_carriage_returns_end_lines() {
        assert_eq!(&*lone_cr_as_lf(b"a\rb\r\nc\r"), b"a\nb\r\nc\n");
        assert!(matches!(
            lone_cr_as_lf(b"a\r\nb"),
            std::borrow::Cow::Borrowed(_)
        ));
        let lines: Vec<&[u8]> = split_lines(b"a\rb\r\nc\n\rd").collect();
        assert_eq!(lines, [&b"a"[..], b"b", b"c", b"", b"d"]);
        let lines: Vec<&[u8]> = split_lines(b"a\r\r\n").collect();
        assert_eq!(lines, [&b"a"[..], b"", b""]);
        assert_eq!(split_lines(b"").count(), 1);
    }

    #[test]
    fn line_ends_are_found_in_blocks_and_tails() {
        for len in 0..70 {
            for end in 0..len {
                for &b in b"\n\r" {
                    let mut buf = vec![b'7'; len];
                    buf[end] = b;
                    if end + 3 < len {
                        buf[end + 3] = b'\n';
                    }
                    assert_eq!(line_end(&buf), Some(end), "{len} {end}");
                }
            }
            assert_eq!(line_end(&vec![b'\x0b'; len]), None);
        }
    }

    #[test]
    fn utf16_gets_a_hint() {
        assert_eq!(nul_message(b"\xFF\xFE1\x000\x00"), UTF16_MESSAGE);
        assert_eq!(nul_message(b"1\x000\x003\x00"), UTF16_MESSAGE);
        assert_eq!(nul_message(b"\x001\x000\x003"), UTF16_MESSAGE);
        assert_eq!(nul_message(b"12\x00"), NUL_MESSAGE);
        assert_eq!(nul_message(&[0u8; 16]), NUL_MESSAGE);
    }

    #[test]
    fn trims_whitespace() {
        assert_eq!(trim(b"  ab \r"), b"ab");
        assert_eq!(trim(b"   "), b"");
        assert_eq!(strip_cr(b"ab\r"), b"ab");
        assert_eq!(strip_cr(b"ab"), b"ab");
    }
}
