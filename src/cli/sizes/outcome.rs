//! What came out for one puzzle of another size than 9×9, and how it is printed: the
//! solution in the puzzle's size and alphabet, a count, or what ruled a solution out.

use std::io::{self, Write};

use super::super::output::{tell_unsolved, Stderr};
use super::super::solving::Answer;
use super::super::{OutputKind, Tally};
use sudoku_engine::board::Board;
use sudoku_engine::format::Alphabet;

/// What came out for one puzzle.
pub enum Outcome {
    Solution(Board),
    Count(u64),
    NoSolution,
    Clash(Vec<String>),
    /// `--max-steps` stopped the search after this many steps.
    Stopped(u64),
    /// The step engine refused the search, for this reason.
    Refused(String),
}

/// No solution, or the clashes that rule one out, their digits in the puzzle's alphabet.
pub fn failed(board: &Board, alphabet: Alphabet) -> Outcome {
    let clashes = board.conflicts();
    if clashes.is_empty() {
        Outcome::NoSolution
    } else {
        Outcome::Clash(
            clashes
                .iter()
                .map(|c| alphabet.describe(board, c))
                .collect(),
        )
    }
}

/// Prints answers on stdout, in the puzzle's size and alphabet.
pub struct Print {
    out: io::BufWriter<io::StdoutLock<'static>>,
    output: OutputKind,
    printed: usize,
    tally: Tally,
}

impl Print {
    /// A printer on stdout, each solution as `output` says.
    pub fn new(output: OutputKind) -> Print {
        Print {
            out: io::BufWriter::new(io::stdout().lock()),
            output,
            printed: 0,
            tally: Tally::default(),
        }
    }

    /// What the answers printed so far came to.
    pub fn tally(&self) -> Tally {
        self.tally
    }

    /// Writes out what is buffered.
    pub fn flush(&mut self) -> io::Result<()> {
        self.out.flush()
    }

    /// Prints one puzzle's outcome: the answer on stdout, what went wrong on stderr.
    pub fn print(
        &mut self,
        place: &str,
        alphabet: Alphabet,
        outcome: &Outcome,
        count: bool,
        stderr: &mut Stderr,
    ) -> io::Result<()> {
        match outcome {
            Outcome::Count(n) => writeln!(self.out, "{n}")?,
            Outcome::Solution(s) => {
                match self.output {
                    OutputKind::Line => writeln!(self.out, "{}", alphabet.line(s))?,
                    OutputKind::Grid => {
                        if self.printed > 0 {
                            self.out.write_all(b"\n")?;
                        }
                        write!(self.out, "{}", alphabet.rows(s))?;
                    }
                }
                self.printed += 1;
            }
            Outcome::Stopped(steps) => {
                self.tally.stopped = true;
                tell_unsolved(stderr, place, &Answer::Stopped(*steps));
                if self.output == OutputKind::Line {
                    self.out.write_all(b"stopped\n")?;
                }
            }
            Outcome::Refused(why) => {
                self.tally.unsolved = true;
                stderr.line(format_args!("{place}: {why}"));
            }
            Outcome::NoSolution | Outcome::Clash(_) => {
                self.tally.unsolved = true;
                match outcome {
                    Outcome::Clash(c) => {
                        stderr.line(format_args!("{place}: clashing givens: {}", clash_list(c)));
                    }
                    _ => stderr.line(format_args!("{place}: no solution")),
                }
                if count {
                    writeln!(self.out, "0")?;
                } else if self.output == OutputKind::Line {
                    self.out.write_all(b"none\n")?;
                }
            }
        }
        Ok(())
    }
}

/// Clashes in words, the first three named and the rest counted, as for 9×9.
pub fn clash_list(clashes: &[String]) -> String {
    let mut list: Vec<String> = clashes.iter().take(3).cloned().collect();
    if clashes.len() > 3 {
        list.push(format!("and {} more", clashes.len() - 3));
    }
    list.join("; ")
}
