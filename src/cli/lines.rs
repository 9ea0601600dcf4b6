//! The input split into lines as it streams in: a line ends at `\n`, `\r\n` or a lone
//! `\r`, as the whole-file reader sees it. Only the head of a very long line is kept.
//! Runs of empty lines are passed over in bulk (counted, and recorded when recording):
//! at most one empty line a read is handed out, so that a flood of them costs next to
//! nothing. The end of the stream is final: once a read has found it, the stream is not
//! read again (at a terminal, one Ctrl-D ends the input).

use std::io::{self, BufRead};

use super::Failure;
use sudoku_engine::format;

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
    /// Bytes of the last line handed out straight from the stream's buffer, and its end:
    /// consumed by the next call (the line borrows the buffer until then).
    lent: usize,
    /// A read found the end of the stream: nothing more is read.
    ended: bool,
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
            lent: 0,
            ended: false,
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

    /// The last line was too long to keep whole: its rest is still to be read.
    pub fn cut(&self) -> bool {
        self.skipping
    }

    /// The bytes recorded so far.
    pub fn recording(&self) -> &[u8] {
        self.record.as_deref().unwrap_or_default()
    }

    /// Stops recording; what was recorded, and the rest of the stream (nothing, once its
    /// end was found: it is not read again).
    pub fn finish(mut self) -> (Vec<u8>, io::Take<R>) {
        self.inner.consume(std::mem::take(&mut self.lent));
        let rest = if self.ended { 0 } else { u64::MAX };
        (self.record.unwrap_or_default(), self.inner.take(rest))
    }

    /// The next line (without its end): its number and its first [`MAX_LINE`] bytes. A
    /// longer line is handed over as soon as its head is read; the rest of it is skipped
    /// by the next call only, so a caller that stops at such a line stops the reading
    /// too (an endless line does not hang the command).
    pub fn next_line(&mut self) -> Result<Option<(usize, &[u8])>, Failure> {
        self.inner.consume(std::mem::take(&mut self.lent));
        if self.skipping {
            self.skipping = false;
            self.scan(false)?;
        }
        match self.skip_empty_lines()? {
            Empty::Ended => return Ok(None),
            Empty::HandOne => return Ok(Some((self.line_no, &[]))),
            Empty::Before => {}
        }
        if let Some((from, to)) = self.whole_line_in_buffer()? {
            // Nothing was consumed since: the same bytes, without reading (asked for again
            // only because the borrow in `whole_line_in_buffer` cannot be handed out).
            let buf = fill(&mut self.inner, &mut self.ended, &self.name)?;
            let n = buf.len();
            return Ok(Some((self.line_no, &buf[from.min(n)..to.min(n)])));
        }
        self.line.clear();
        let saw_any = self.scan(true)?;
        if !saw_any {
            return Ok(None);
        }
        self.line_no += 1;
        Ok(Some((self.line_no, &self.line)))
    }

    /// Passes over the empty lines at the start of the stream's buffer, reading again
    /// while the buffer holds nothing else (a `\n` right after a line that ended with
    /// `\r` belongs to that line end).
    fn skip_empty_lines(&mut self) -> Result<Empty, Failure> {
        loop {
            let mut after_cr = self.after_cr;
            let buf = fill(&mut self.inner, &mut self.ended, &self.name)?;
            if buf.is_empty() {
                return Ok(Empty::Ended);
            }
            let mut lines = 0;
            let mut used = 0;
            for &b in buf {
                match b {
                    b'\n' if after_cr => after_cr = false,
                    b'\n' => lines += 1,
                    b'\r' => {
                        lines += 1;
                        after_cr = true;
                    }
                    _ => break,
                }
                used += 1;
            }
            let whole = used == buf.len();
            if let Some(r) = &mut self.record {
                r.extend_from_slice(&buf[..used]);
            }
            self.inner.consume(used);
            self.after_cr = after_cr;
            self.line_no += lines;
            if !whole {
                return Ok(Empty::Before);
            }
            if lines > 0 {
                // The last of them handed out: the caller sees the reading go on.
                return Ok(Empty::HandOne);
            }
        }
    }

    /// The usual case, taken without copying: where the next line lies in the stream's
    /// buffer, when all of it and its end are there already (after the `\n` of a `\r\n`
    /// that ended the last line, if there is one). The line counts as read (numbered,
    /// recorded); the buffer is consumed up to its end by the next call. `None`: the
    /// line is left to [`LineReader::scan`].
    fn whole_line_in_buffer(&mut self) -> Result<Option<(usize, usize)>, Failure> {
        if self.skipping {
            return Ok(None);
        }
        let after_cr = self.after_cr;
        let buf = fill(&mut self.inner, &mut self.ended, &self.name)?;
        let from = usize::from(after_cr && buf.first() == Some(&b'\n'));
        let rest = &buf[from..];
        let Some(i) = format::line_end(&rest[..rest.len().min(MAX_LINE)]) else {
            return Ok(None);
        };
        self.after_cr = rest[i] == b'\r';
        if let Some(r) = &mut self.record {
            r.extend_from_slice(&buf[..=from + i]);
        }
        self.lent = from + i + 1;
        self.line_no += 1;
        Ok(Some((from, from + i)))
    }

    /// Reads up to the end of the current line, keeping its head when `keep`; false when
    /// the stream had ended already. Stops early (setting `skipping`) once the head is full.
    fn scan(&mut self, keep: bool) -> Result<bool, Failure> {
        let mut saw_any = false;
        loop {
            let after_cr = self.after_cr;
            let buf = fill(&mut self.inner, &mut self.ended, &self.name)?;
            if buf.is_empty() {
                return Ok(saw_any);
            }
            if after_cr {
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
            let end = format::line_end(buf);
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

/// What the stream's buffer holds, read when it is used up; empty at the end of the
/// stream, and from then on (`ended`) without reading again.
fn fill<'a, R: BufRead>(
    inner: &'a mut R,
    ended: &mut bool,
    name: &str,
) -> Result<&'a [u8], Failure> {
    if *ended {
        return Ok(&[]);
    }
    loop {
        match inner.fill_buf() {
            Ok([]) => {
                *ended = true;
                return Ok(&[]);
            }
            Ok(_) => break,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(Failure::cannot_read(name, &e)),
        }
    }
    // Filled just above: the same bytes again, without reading.
    inner.fill_buf().map_err(|e| Failure::cannot_read(name, &e))
}

/// What [`LineReader::skip_empty_lines`] came to.
enum Empty {
    /// The end of the stream.
    Ended,
    /// The buffer was all empty lines: the last of them is to be handed out.
    HandOne,
    /// A line that is not empty starts the buffer.
    Before,
}

impl<R: io::Read> LineReader<io::BufReader<R>> {
    /// True when every byte read from the stream so far has been handed out: the next
    /// line needs a read, which may wait (for the writer of a pipe, say).
    pub fn used_up(&self) -> bool {
        self.inner.buffer().len() <= self.lent
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
        // Empty lines are passed over in bulk, some of them handed out: not compared.
        out.retain(|(_, l)| !l.is_empty());
        out
    }

    /// The lines of `text` that are not empty, numbered.
    fn not_empty(text: &[u8]) -> Vec<(usize, Vec<u8>)> {
        format::split_lines(text)
            .enumerate()
            .map(|(i, l)| (i + 1, l.to_vec()))
            .filter(|(_, l)| !l.is_empty())
            .collect()
    }

    #[test]
    fn a_flood_of_empty_lines_is_passed_over_in_bulk() {
        for end in [&b"\n"[..], b"\r", b"\r\n"] {
            let mut text = end.repeat(1 << 18);
            text.extend_from_slice(b"x\r\n");
            text.extend_from_slice(&end.repeat(1000));
            let mut r = LineReader::new("f", io::BufReader::with_capacity(4096, &text[..]));
            let mut handed = 0;
            let mut last = None;
            while let Some((no, line)) = r.next_line().unwrap() {
                handed += 1;
                if !line.is_empty() {
                    last = Some(no);
                }
            }
            // At most one empty line a read of 4096 bytes, not one per line.
            assert!(handed <= 2 + text.len() / 4096, "{handed}");
            assert_eq!(last, Some((1 << 18) + 1), "{end:?}");
        }
    }

    #[test]
    fn every_line_end_ends_a_line() {
        let text = b"a\rb\r\nc\n\rd\r\r\ne";
        let want = not_empty(text);
        // A buffer of one byte splits every CRLF across two reads; a large one holds
        // whole lines, handed out without copying.
        for capacity in [1, 2, 3, 64] {
            assert_eq!(lines_of(text, capacity), want, "{capacity}");
        }
        // Lines and line ends of every kind, split across buffers of many sizes.
        let mut long = Vec::new();
        for i in 0..300 {
            long.extend_from_slice(&b"0123456789".repeat(i % 11));
            long.extend_from_slice([&b"\n"[..], b"\r\n", b"\r", b"\n\r"][i % 4]);
        }
        long.extend_from_slice(b"last");
        let want = not_empty(&long);
        for capacity in [1, 7, 81, 82, 83, 100, 4096] {
            assert_eq!(lines_of(&long, capacity), want, "{capacity}");
        }
    }

    #[test]
    fn long_lines_keep_their_head() {
        let mut text = vec![b'7'; MAX_LINE + 10];
        text.extend_from_slice(b"\r\nx");
        // The line does not fit in the first buffer, or does, past the head's length.
        for capacity in [4096, 1 << 18] {
            let got = lines_of(&text, capacity);
            assert_eq!(got.len(), 2);
            assert_eq!(got[0].1.len(), MAX_LINE);
            assert_eq!(got[1], (2, b"x".to_vec()));
        }
    }

    #[test]
    fn recording_keeps_what_was_consumed() {
        let text = b"# c\r\n12\r\nrest";
        for capacity in [2, 4096] {
            let mut r = LineReader::new("f", io::BufReader::with_capacity(capacity, &text[..]));
            r.start_recording();
            r.next_line().unwrap();
            r.next_line().unwrap();
            assert_eq!(r.recorded(), 8, "{capacity}");
            let (head, mut rest) = r.finish();
            let mut all = head;
            io::Read::read_to_end(&mut rest, &mut all).unwrap();
            assert_eq!(all, text, "{capacity}");
        }
    }
}
