//! `sudoku-tui generate`: the command's options and its run, writing to the given
//! streams so that it can be run and checked without a process.

use std::io::{self, BufWriter, Write};
use std::time::{Duration, Instant};

use clap::builder::{PossibleValuesParser, TypedValueParser};
use clap::{Args, ValueEnum};

use sudoku_engine::generate::ordered::for_each_ordered;
use sudoku_engine::generate::{random_seed, Difficulty, Generated, Generator, Options};

/// A count of at least 1 (`--count`, `--jobs`, and the like), said so in words when
/// it is 0 or not a whole number.
pub fn at_least_one(s: &str) -> Result<u64, String> {
    match s.trim().parse::<u64>() {
        Ok(0) => Err("0 is too few: at least 1".to_string()),
        Ok(n) => Ok(n),
        Err(_) => Err(format!("'{s}' is not a whole number of at least 1")),
    }
}

/// `sudoku-tui generate` options.
#[derive(Args, Debug, Clone)]
pub struct GenerateArgs {
    /// How many puzzles to print
    #[arg(long, default_value_t = 1, value_parser = at_least_one)]
    pub count: u64,

    /// Grade, by the logic rating (Sudoku Explainer's scale): easy (singles alone, up to
    /// 2.3), medium (up to 3.4: locked candidates, pairs, X-wing), hard (up to 4.5:
    /// triples, swordfish, XY-wing), expert (beyond 4.5: quads, fish, chains), extreme
    /// (the techniques need a guess: 10.0)
    #[arg(long, default_value = "medium", value_parser = difficulty_parser())]
    pub difficulty: Difficulty,

    /// Seed of the run: the same seed prints the same puzzles [default: from the clock,
    /// printed on stderr]
    #[arg(long)]
    pub seed: Option<u64>,

    /// Givens symmetric under a half turn of the grid
    #[arg(long)]
    pub symmetric: bool,

    /// line = one 81-digit line per puzzle; grid = 9 lines of 9 digits, a blank line
    /// between puzzles (0 for a blank cell either way)
    #[arg(long, value_enum, default_value_t = Layout::Line)]
    pub output: Layout,

    /// Worker threads [default: all cores]; the puzzles are the same for any number
    #[arg(long, value_parser = at_least_one)]
    pub jobs: Option<u64>,
}

/// How each puzzle is printed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Layout {
    Line,
    Grid,
}

/// `--difficulty`: one of the grades' names, listed in the help.
fn difficulty_parser() -> impl TypedValueParser<Value = Difficulty> {
    PossibleValuesParser::new(Difficulty::ALL.map(|d| d.name())).map(|name| {
        // The names were checked against the same list.
        Difficulty::ALL
            .into_iter()
            .find(|d| d.name() == name)
            .unwrap_or_default()
    })
}

/// Output waiting in the buffer is written out at least this often, so that slow puzzles
/// show as they come.
const FLUSH_EVERY: Duration = Duration::from_millis(50);

/// Runs `generate`: the puzzles on `out`, the seed (when none was given) on `err`.
/// Returns the exit status: 0, or 2 when the output cannot be written (a reader that
/// closed the pipe early, as `head` does, is not an error).
pub fn run(args: &GenerateArgs, out: &mut dyn Write, err: &mut dyn Write) -> u8 {
    let seed = match args.seed {
        Some(s) => s,
        None => {
            let s = random_seed();
            // A closed stderr must not stop the puzzles.
            let _ = writeln!(err, "seed {s}");
            let _ = err.flush();
            s
        }
    };
    let generator = Generator::new(
        seed,
        Options {
            difficulty: args.difficulty,
            symmetric: args.symmetric,
        },
    );
    let jobs = args
        .jobs
        .map(|j| usize::try_from(j).unwrap_or(usize::MAX))
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    match print_all(&generator, args, jobs, out) {
        Ok(()) => 0,
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => 0,
        Err(e) => {
            let _ = writeln!(err, "error: cannot write the output: {e}");
            2
        }
    }
}

fn print_all(
    generator: &Generator,
    args: &GenerateArgs,
    jobs: usize,
    out: &mut dyn Write,
) -> io::Result<()> {
    let mut out = BufWriter::new(out);
    let mut flushed = Instant::now();
    let mut printed = 0u64;
    for_each_ordered(
        args.count,
        jobs,
        |i| generator.puzzle(i),
        |made: Generated| -> io::Result<()> {
            write_puzzle(&mut out, &made, args.output, printed > 0)?;
            printed += 1;
            if flushed.elapsed() >= FLUSH_EVERY {
                out.flush()?;
                flushed = Instant::now();
            }
            Ok(())
        },
    )?;
    out.flush()
}

fn write_puzzle(
    out: &mut impl Write,
    made: &Generated,
    layout: Layout,
    later: bool,
) -> io::Result<()> {
    match layout {
        Layout::Line => {
            let mut line = [b'\n'; 82];
            for (b, &d) in line.iter_mut().zip(made.puzzle.cells()) {
                *b = b'0' + d;
            }
            out.write_all(&line)
        }
        Layout::Grid => {
            if later {
                out.write_all(b"\n")?;
            }
            write!(out, "{}", made.puzzle)
        }
    }
}
