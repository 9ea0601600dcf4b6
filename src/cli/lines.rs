//! The input split into lines as it streams in: a line ends at `\n`, `\r\n` or a lone
//! `\r`, as the whole-file reader sees it. Only the head of a very long line is kept.

use std::io::{self, BufRead};

use super::Failure;
use sudoku_tui::format;

/// Longest head kept of a line; the rest of a longer line is skipped. One byte over
/// [`format::MAX_LINE_LEN`] is enough to tell a line too long, and the reader judges such
/// a line from its head alone (a puzzle line is 81 characters plus a comment, so this
/// only matters for hostile input).
pub const MAX_LINE: usize = format::MAX_LINE_LEN + 1;

/// Lines of a stream, numbered from 1.
pub struct LineReader<R> {
    inner: R,
    name: String,
    line: Vec<u8>,
    line_no: usize,
    /// The last line ended with `\r`: a `\n` right after it belongs to that line end.
    after_cr: bool,
    /// The last line was cut at [`MAX_LINE`]: its rest is skipped before the next line.
    skipping: bool,
    /// Every byte consumed, while set (for taking the input whole after all).
    record: Option<Vec<u8>>,
}

impl<R: BufRead> LineReader<R> {
    pub fn new(name: &str, inner: R) -> LineReader<R> {
        LineReader {
            inner,
            name: name.to_string(),
            line: Vec::with_capacity(256),
            line_no: 0,
            after_cr: false,
            skipping: false,
            record: None,
        }
    }

    /// Keeps every byte consumed from now on.
    pub fn start_recording(&mut self) {
        self.record = Some(Vec::new());
    }

    /// Stops recording and forgets what was recorded.
    pub fn stop_recording(&mut self) {
        self.record = None;
    }

    /// How many bytes were recorded.
    pub fn recorded(&self) -> usize {
        self.record.as_ref().map_or(0, Vec::len)
    }

    /// Stops recording; the stream and what was recorded.
    pub fn finish(self) -> (Vec<u8>, R) {
        (self.record.unwrap_or_default(), self.inner)
    }

    /// The next line (without its end): its number and its first [`MAX_LINE`] bytes. A
    /// longer line is handed over as soon as its head is read; the rest of it is skipped
    /// by the next call only, so a caller that stops at such a line stops the reading
    /// too (an endless line does not hang the command).
    pub fn next_line(&mut self) -> Result<Option<(usize, &[u8])>, Failure> {
        if self.skipping {
            self.skipping = false;
            self.scan(false)?;
        }
        self.line.clear();
        let saw_any = self.scan(true)?;
        if !saw_any {
            return Ok(None);
        }
        self.line_no += 1;
        Ok(Some((self.line_no, &self.line)))
    }

    /// Reads up to the end of the current line, keeping its head when `keep`; false when
    /// the stream had ended already. Stops early (setting `skipping`) once the head is full.
    fn scan(&mut self, keep: bool) -> Result<bool, Failure> {
        let mut saw_any = false;
        loop {
            let buf = match self.inner.fill_buf() {
                Ok(b) => b,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(Failure::cannot_read(&self.name, &e)),
            };
            if buf.is_empty() {
                return Ok(saw_any);
            }
            if self.after_cr {
                self.after_cr = false;
                if buf[0] == b'\n' {
                    if let Some(r) = &mut self.record {
                        r.push(b'\n');
                    }
                    self.inner.consume(1);
                    continue;
                }
            }
            saw_any = true;
            let end = buf.iter().position(|&b| b == b'\n' || b == b'\r');
            let take = end.unwrap_or(buf.len());
            if keep {
                let room = MAX_LINE - self.line.len();
                self.line.extend_from_slice(&buf[..take.min(room)]);
            }
            let used = end.map_or(take, |i| i + 1);
            self.after_cr = end.is_some_and(|i| buf[i] == b'\r');
            if let Some(r) = &mut self.record {
                r.extend_from_slice(&buf[..used]);
            }
            self.inner.consume(used);
            if end.is_some() {
                return Ok(true);
            }
            if keep && self.line.len() == MAX_LINE {
                // Too long to keep whole: its head is all there is to judge.
                self.skipping = true;
                return Ok(true);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines_of(bytes: &[u8], capacity: usize) -> Vec<(usize, Vec<u8>)> {
        let mut r = LineReader::new("f", io::BufReader::with_capacity(capacity, bytes));
        let mut out = Vec::new();
        while let Some((no, line)) = r.next_line().unwrap() {
            out.push((no, line.to_vec()));
        }
        out
    }

    #[test]
    fn every_line_end_ends_a_line() {
        let text = b"a\rb\r\nc\n\rd\r\r\ne";
        let want: Vec<(usize, Vec<u8>)> = format::split_lines(text)
            .enumerate()
            .map(|(i, l)| (i + 1, l.to_vec()))
            .collect();
        // A buffer of one byte splits every CRLF across two reads.
        for capacity in [1, 2, 3, 64] {
            assert_eq!(lines_of(text, capacity), want, "{capacity}");
        }
        // A final line end has no empty line after it.
        assert_eq!(lines_of(b"a\r", 1), [(1, b"a".to_vec())]);
        assert_eq!(lines_of(b"a\r\n", 1), [(1, b"a".to_vec())]);
        assert_eq!(lines_of(b"", 1), []);
    }

    #[test]
    fn long_lines_keep_their_head() {
        let mut text = vec![b'7'; MAX_LINE + 10];
        text.extend_from_slice(b"\r\nx");
        let got = lines_of(&text, 4096);
        assert_eq!(got.len(), 2);
        assert_eq!(got[0].1.len(), MAX_LINE);
        assert_eq!(got[1], (2, b"x".to_vec()));
    }

    #[test]
    fn recording_keeps_what_was_consumed() {
        let text = b"# c\r\n12\rrest";
        let mut r = LineReader::new("f", io::BufReader::with_capacity(2, &text[..]));
        r.start_recording();
        r.next_line().unwrap();
        r.next_line().unwrap();
        let (head, mut rest) = r.finish();
        let mut all = head;
        io::Read::read_to_end(&mut rest, &mut all).unwrap();
        assert_eq!(all, text);
    }
}
