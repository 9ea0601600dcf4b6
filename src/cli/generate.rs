//! `sudoku-tui generate`: the command's options and its run, writing to the given
//! streams so that it can be run and checked without a process.

use std::io::{self, BufWriter, Write};
use std::time::{Duration, Instant};

use clap::builder::{PossibleValuesParser, TypedValueParser};
use clap::{Args, ValueEnum};

use sudoku_engine::generate::ordered::for_each_ordered;
use sudoku_engine::generate::sized::{self, SizedPuzzle};
use sudoku_engine::generate::{random_seed, Difficulty, Generated, Generator, Options};
use sudoku_engine::shape::Shape;

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
    /// (the techniques need a guess: 10.0) [default: medium; 9x9 only so far]
    #[arg(long, value_parser = difficulty_parser())]
    pub difficulty: Option<Difficulty>,

    /// Side of the grid: 4, 6, 8, 9, 12, 16 or 25 (boxes of 2x2, 2x3, 2x4, 3x3, 3x4, 4x4,
    /// 5x5)
    #[arg(long, default_value_t = 9, value_parser = side_parser)]
    pub size: usize,

    /// Seed of the run: the same seed prints the same puzzles [default: from the clock,
    /// printed on stderr]
    #[arg(long)]
    pub seed: Option<u64>,

    /// Givens symmetric under a half turn of the grid
    #[arg(long)]
    pub symmetric: bool,

    /// line = one line of N*N cells per puzzle (81 at 9x9); grid = N lines of N cells, a
    /// blank line between puzzles (0 for a blank cell either way, letters for 10 and up)
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

/// `--size`: a standard side, said so in words when it is not one.
pub fn side_parser(s: &str) -> Result<usize, String> {
    let sides: Vec<String> = Shape::STANDARD
        .iter()
        .map(|s| s.side().to_string())
        .collect();
    s.trim()
        .parse::<usize>()
        .ok()
        .filter(|&n| Shape::for_side(n).is_some())
        .ok_or_else(|| format!("'{s}' is not a size: {}", sides.join(", ")))
}

/// Output waiting in the buffer is written out at least this often, so that slow puzzles
/// show as they come.
const FLUSH_EVERY: Duration = Duration::from_millis(50);

/// Runs `generate`: the puzzles on `out`, the seed (when none was given) on `err`.
/// Returns the exit status: 0, or 2 when the output cannot be written (a reader that
/// closed the pipe early, as `head` does, is not an error).
pub fn run(args: &GenerateArgs, out: &mut dyn Write, err: &mut dyn Write) -> u8 {
    let shape = Shape::for_side(args.size).unwrap_or_default();
    if shape != Shape::NINE {
        let refused = if args.difficulty.is_some() {
            Some("--difficulty grades 9x9 puzzles so far")
        } else if args.symmetric {
            Some("--symmetric makes 9x9 puzzles so far")
        } else {
            None
        };
        if let Some(what) = refused {
            let n = shape.side();
            let _ = writeln!(
                err,
                "error: {what}; --size {n} makes unique puzzles, ungraded (see docs/REFERENCE.md, Grids of other sizes)"
            );
            return 2;
        }
    }
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
            difficulty: args.difficulty.unwrap_or(Difficulty::Medium),
            symmetric: args.symmetric,
        },
    );
    let jobs = args
        .jobs
        .map(|j| usize::try_from(j).unwrap_or(usize::MAX))
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    let printed = if shape == Shape::NINE {
        print_all(&generator, args, jobs, out)
    } else {
        print_sized(shape, seed, args, jobs, out)
    };
    match printed {
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

/// The puzzles of another size than 9×9, in order, on `jobs` threads.
fn print_sized(
    shape: Shape,
    seed: u64,
    args: &GenerateArgs,
    jobs: usize,
    out: &mut dyn Write,
) -> io::Result<()> {
    let mut out = BufWriter::new(out);
    let mut printed = 0u64;
    for_each_ordered(
        args.count,
        jobs,
        |i| sized::puzzle(shape, seed, i),
        |made: SizedPuzzle| -> io::Result<()> {
            let cells = made.puzzle.cells();
            let text: String = match args.output {
                Layout::Line => cells
                    .iter()
                    .map(|&d| sudoku_engine::shape::digit_char(d))
                    .chain(['\n'])
                    .collect(),
                Layout::Grid => {
                    let lead = if printed > 0 { "\n" } else { "" };
                    format!("{lead}{}", made.puzzle)
                }
            };
            out.write_all(text.as_bytes())?;
            printed += 1;
            // Bigger puzzles take a while each: every one shows as it comes.
            out.flush()
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
