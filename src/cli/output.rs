//! Printing results: solutions and counts on stdout, in input order; messages and
//! `--stats` lines on stderr. A failed write never panics.

use std::fmt;
use std::io::{self, Write};

use super::solving::{Answer, Solved};
use super::{Failure, OutputKind, SolveArgs, Tally};
use sudoku_engine::format::{self, GridEntry};
use sudoku_engine::grid::Conflict;

/// Clashes named in a message; the rest are counted ("and 37 more").
const CLASHES_NAMED: usize = 3;

/// Standard error, written in blocks of whole lines (a run with a message for each of
/// many puzzles would otherwise make a system call per line; [`Stderr::flush`] writes
/// what is held). A failed write is remembered (and the command's status says so)
/// instead of panicking as `eprintln!` does; nothing more is written to a stream that
/// failed.
#[derive(Default)]
pub struct Stderr {
    held: Vec<u8>,
    failed: bool,
}

/// Bytes of messages held before they are written.
const STDERR_BLOCK: usize = 16 * 1024;

impl Stderr {
    pub fn line(&mut self, args: fmt::Arguments<'_>) {
        if self.failed {
            return;
        }
        // Writing into a Vec cannot fail.
        let from = self.held.len();
        let _ = self.held.write_fmt(args);
        // A name in the message (a file's, say) may hold control characters: none of them
        // reaches the terminal (see `format::printable`).
        let added = &self.held[from..];
        if added.iter().any(|&b| b < 0x20 || b == 0x7f || b == 0xc2) {
            let shown = format::printable(&String::from_utf8_lossy(added)).into_owned();
            self.held.truncate(from);
            self.held.extend_from_slice(shown.as_bytes());
        }
        self.held.push(b'\n');
        if self.held.len() >= STDERR_BLOCK {
            self.flush();
        }
    }

    /// Writes the lines held.
    pub fn flush(&mut self) {
        if !self.failed && !self.held.is_empty() {
            self.failed = io::stderr().lock().write_all(&self.held).is_err();
        }
        self.held.clear();
    }

    /// True once a write has failed (after [`Stderr::flush`], of everything).
    pub fn failed(&self) -> bool {
        self.failed
    }
}

/// Where a message about the puzzle at `index` (from 0) of the input `name` is about:
/// `FILE:LINE`, and for a collection (not `single`) `: puzzle N`.
pub fn place(name: &str, single: bool, index: usize, item: &GridEntry) -> String {
    if single {
        format!("{name}:{}", item.line)
    } else {
        format!("{name}:{}: puzzle {}", item.line, index + 1)
    }
}

/// The one puzzle `--trace`, `--tree` and `--explain` look at (the one `--index` picked,
/// or the first of a collection), with the place its messages name; None when there is
/// none.
pub fn only_puzzle(
    args: &SolveArgs,
    name: &str,
    checked: super::store::Store,
) -> Option<(GridEntry, String)> {
    let single = checked.total() == 1;
    let entry = checked.first()?;
    let place = place(name, single || args.index.is_some(), 0, &entry);
    Some((entry, place))
}

/// `digit 1 appears twice in row 1: r1c1 and r1c2; ...; and 969 more`.
pub fn clash_list(conflicts: &[Conflict]) -> String {
    let mut list: Vec<String> = conflicts
        .iter()
        .take(CLASHES_NAMED)
        .map(|c| c.to_string())
        .collect();
    if conflicts.len() > CLASHES_NAMED {
        list.push(format!("and {} more", conflicts.len() - CLASHES_NAMED));
    }
    list.join("; ")
}

/// How a one-puzzle search that wrote its events (`--trace`, `--tree`) ended, told on
/// stderr when it did not solve the puzzle: no solution (or clashing givens), or stopped
/// after the steps allowed.
pub fn tell_end(
    stderr: &mut Stderr,
    place: &str,
    grid: &sudoku_engine::Grid,
    outcome: Option<sudoku_engine::solve::Outcome>,
    steps: u64,
) -> Tally {
    use sudoku_engine::solve::Outcome;
    let mut tally = Tally::default();
    let answer = match outcome {
        Some(Outcome::Solved) => return tally,
        Some(Outcome::NoSolution) => {
            tally.unsolved = true;
            super::solving::failed(grid)
        }
        None => {
            tally.stopped = true;
            Answer::Stopped(steps)
        }
    };
    tell_unsolved(stderr, place, &answer);
    tally
}

/// Says on stderr why the puzzle at `place` came out without a solution: no solution,
/// clashing givens, or a search stopped by `--max-steps`. Nothing for other answers.
pub fn tell_unsolved(stderr: &mut Stderr, place: &str, answer: &Answer) {
    match answer {
        Answer::NoSolution => stderr.line(format_args!("{place}: no solution")),
        Answer::Clash(c) => {
            stderr.line(format_args!("{place}: clashing givens: {}", clash_list(c)));
        }
        Answer::Stopped(steps) => stderr.line(format_args!(
            "{place}: stopped after {steps} steps (--max-steps), neither solved nor shown unsolvable"
        )),
        Answer::Solution(_) | Answer::Count(_) => {}
    }
}

/// Prints results, in order, and remembers whether every puzzle was solved.
pub struct Printer<'a> {
    name: &'a str,
    output: OutputKind,
    count: bool,
    single: bool,
    out: io::BufWriter<io::StdoutLock<'static>>,
    stderr: &'a mut Stderr,
    printed: usize,
    tally: Tally,
}

impl<'a> Printer<'a> {
    pub fn new(args: &SolveArgs, name: &'a str, total: usize, stderr: &'a mut Stderr) -> Self {
        let single = total == 1;
        Printer {
            name,
            output: args.output.unwrap_or(if single {
                OutputKind::Grid
            } else {
                OutputKind::Line
            }),
            count: args.count,
            single,
            out: io::BufWriter::with_capacity(1 << 16, io::stdout().lock()),
            stderr,
            printed: 0,
            tally: Tally::default(),
        }
    }

    /// Where messages go.
    pub fn stderr(&mut self) -> &mut Stderr {
        self.stderr
    }

    /// What the puzzles printed so far came to.
    pub fn tally(&self) -> Tally {
        self.tally
    }

    /// Writes out what is held for stdout, then for stderr.
    pub fn flush(&mut self) -> Result<(), Failure> {
        let flushed = self.out.flush().map_err(Failure::Output);
        self.stderr.flush();
        flushed
    }

    pub fn print(
        &mut self,
        index: usize,
        item: &GridEntry,
        solved: &Solved,
    ) -> Result<(), Failure> {
        if let Some(s) = &solved.stats {
            if self.single {
                self.stderr.line(format_args!("{s}"));
            } else {
                // In a collection, the line says which puzzle it is for.
                let (n, line) = (index + 1, item.line);
                self.stderr.line(format_args!("{s} puzzle={n} line={line}"));
            }
        }
        if solved.several {
            let place = self.place(index, item);
            self.stderr.line(format_args!(
                "{place}: more than one solution; --solutions N prints them in order"
            ));
        }
        self.answer(index, item, &solved.answer)
            .map_err(Failure::Output)
    }

    /// Where a message is about: see [`place`].
    pub fn place(&self, index: usize, item: &GridEntry) -> String {
        place(self.name, self.single, index, item)
    }

    /// Prints one answer (in grid output, a blank line before every solution grid but
    /// the first).
    pub fn answer(&mut self, index: usize, item: &GridEntry, answer: &Answer) -> io::Result<()> {
        match answer {
            Answer::Count(n) => {
                if *n < 10 {
                    self.out.write_all(&[b'0' + *n as u8, b'\n'])?;
                } else {
                    writeln!(self.out, "{n}")?;
                }
            }
            Answer::Solution(g) => {
                match self.output {
                    OutputKind::Line => {
                        let mut line = [0u8; 82];
                        for (b, &d) in line.iter_mut().zip(g.cells()) {
                            *b = b'0' + d;
                        }
                        line[81] = b'\n';
                        self.out.write_all(&line)?;
                    }
                    OutputKind::Grid => {
                        if self.printed > 0 {
                            self.out.write_all(b"\n")?;
                        }
                        write!(self.out, "{g}")?;
                    }
                }
                self.printed += 1;
            }
            Answer::Stopped(_) => {
                self.tally.stopped = true;
                tell_unsolved(self.stderr, &self.place(index, item), answer);
                if self.output == OutputKind::Line {
                    self.out.write_all(b"stopped\n")?;
                }
            }
            Answer::NoSolution | Answer::Clash(_) => {
                self.tally.unsolved = true;
                tell_unsolved(self.stderr, &self.place(index, item), answer);
                if self.count {
                    writeln!(self.out, "0")?;
                } else if self.output == OutputKind::Line {
                    self.out.write_all(b"none\n")?;
                }
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sudoku_engine::Grid;

    #[test]
    fn long_clash_lists_are_cut() {
        let ones = Grid::from_line(&"1".repeat(81)).unwrap();
        let all = ones.conflicts();
        assert!(all.len() > 100);
        let list = clash_list(&all);
        assert!(list.len() < 200, "{list}");
        assert!(
            list.ends_with(&format!("; and {} more", all.len() - 3)),
            "{list}"
        );
        assert_eq!(list.matches(": r").count(), 3, "{list}");
        let two = &all[..2];
        assert_eq!(clash_list(two), format!("{}; {}", two[0], two[1]));
    }
}
