//! The asciicast v2 format: a JSON header line, then one JSON array per event,
//! `[seconds, "o", text]` for output and `[seconds, "r", "COLSxROWS"]` for a new size.
//! Written by hand: the lines are few and simple, and the text is escaped as JSON
//! requires (quotes, backslashes, control characters such as ESC).

use std::fmt::Write as _;
use std::time::Duration;

/// The first line of a recording, newline included.
pub fn header(width: u16, height: u16, timestamp: u64, title: &str, term: Option<&str>) -> String {
    let mut out = format!(
        "{{\"version\": 2, \"width\": {width}, \"height\": {height}, \"timestamp\": {timestamp}, \"title\": "
    );
    push_string(&mut out, title);
    if let Some(term) = term {
        out.push_str(", \"env\": {\"TERM\": ");
        push_string(&mut out, term);
        out.push('}');
    }
    out.push_str("}\n");
    out
}

/// Output written to the terminal at `t`, as one line.
pub fn output(out: &mut String, t: Duration, text: &str) {
    event(out, t, 'o', text);
}

/// The terminal's new size at `t`, as one line.
pub fn resize(out: &mut String, t: Duration, cols: u16, rows: u16) {
    event(out, t, 'r', &format!("{cols}x{rows}"));
}

fn event(out: &mut String, t: Duration, kind: char, data: &str) {
    let _ = write!(
        out,
        "[{}.{:06}, \"{kind}\", ",
        t.as_secs(),
        t.subsec_micros()
    );
    push_string(out, data);
    out.push_str("]\n");
}

/// `s` as a JSON string, quotes included.
fn push_string(out: &mut String, s: &str) {
    out.reserve(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 || c == '\u{7f}' => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

/// Bytes written to the terminal, as text: a character cut in two by the end of a frame
/// waits for its other half; bytes that are not UTF-8 at all become U+FFFD.
#[derive(Debug, Default)]
pub struct Utf8 {
    carry: Vec<u8>,
}

impl Utf8 {
    /// The text of what was carried over and `bytes`, as far as it is complete.
    pub fn text(&mut self, bytes: &[u8]) -> String {
        let mut all = std::mem::take(&mut self.carry);
        all.extend_from_slice(bytes);
        let mut out = String::with_capacity(all.len());
        let mut rest = all.as_slice();
        loop {
            match std::str::from_utf8(rest) {
                Ok(s) => {
                    out.push_str(s);
                    return out;
                }
                Err(e) => {
                    let (good, bad) = rest.split_at(e.valid_up_to());
                    // Checked by from_utf8 just now.
                    out.push_str(std::str::from_utf8(good).unwrap_or_default());
                    match e.error_len() {
                        // Cut short: the rest comes with the next frame.
                        None => {
                            self.carry = bad.to_vec();
                            return out;
                        }
                        Some(n) => {
                            out.push(char::REPLACEMENT_CHARACTER);
                            rest = &bad[n..];
                        }
                    }
                }
            }
        }
    }
}
