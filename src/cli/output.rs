//! Printing results: solutions and counts on stdout, in input order; messages and
//! `--stats` lines on stderr. A failed write never panics.

use std::fmt;
use std::io::{self, Write};

use super::solving::{Answer, Solved};
use super::{Failure, OutputKind, SolveArgs};
use sudoku_tui::format::Entry;
use sudoku_tui::grid::Conflict;

/// Clashes named in a message; the rest are counted ("and 37 more").
const CLASHES_NAMED: usize = 3;

/// Standard error, written a line at a time. A failed write is remembered (and the
/// command's status says so) instead of panicking as `eprintln!` does; nothing more is
/// written to a stream that failed.
#[derive(Default)]
pub struct Stderr {
    failed: bool,
}

impl Stderr {
    pub fn line(&mut self, args: fmt::Arguments<'_>) {
        if self.failed {
            return;
        }
        let mut err = io::stderr().lock();
        self.failed = err
            .write_fmt(args)
            .and_then(|()| err.write_all(b"\n"))
            .is_err();
    }

    /// True once a write has failed.
    pub fn failed(&self) -> bool {
        self.failed
    }
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

/// Prints results, in order, and remembers whether every puzzle was solved.
pub struct Printer<'a> {
    name: &'a str,
    output: OutputKind,
    count: bool,
    single: bool,
    out: io::BufWriter<io::StdoutLock<'static>>,
    stderr: &'a mut Stderr,
    printed: usize,
    all_solved: bool,
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
            all_solved: true,
        }
    }

    /// True when every puzzle printed so far was solved.
    pub fn all_solved(&self) -> bool {
        self.all_solved
    }

    pub fn flush(&mut self) -> Result<(), Failure> {
        self.out.flush().map_err(Failure::Output)
    }

    pub fn print(&mut self, index: usize, item: &Entry, solved: &Solved) -> Result<(), Failure> {
        if let Some(s) = &solved.stats {
            self.stderr.line(format_args!("{s}"));
        }
        self.answer(index, item, &solved.answer)
            .map_err(Failure::Output)
    }

    fn answer(&mut self, index: usize, item: &Entry, answer: &Answer) -> io::Result<()> {
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
            Answer::NoSolution | Answer::Clash(_) => {
                self.all_solved = false;
                let place = if self.single {
                    format!("{}:{}", self.name, item.line)
                } else {
                    format!("{}:{}: puzzle {}", self.name, item.line, index + 1)
                };
                match answer {
                    Answer::Clash(c) => self
                        .stderr
                        .line(format_args!("{place}: clashing givens: {}", clash_list(c))),
                    _ => self.stderr.line(format_args!("{place}: no solution")),
                }
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
    use sudoku_tui::Grid;

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
