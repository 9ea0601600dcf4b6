//! Headless commands: `sudoku-tui solve`.
//!
//! Collections are streamed: a first pass checks every line (a bad line rejects the whole
//! input before anything is printed), a second pass parses again and solves batch by
//! batch on worker threads, printing results in input order. Memory stays bounded by the
//! batch size, however large the file.

use std::fs::File;
use std::io::{self, BufRead, BufReader, Read, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use clap::{Args, ValueEnum};

use crate::fresh_file::create_fresh;
use sudoku_tui::format::{self, ParseError};
use sudoku_tui::grid::Conflict;
use sudoku_tui::solve::{fast, Event, Stepper, Strategy};
use sudoku_tui::Grid;

/// `sudoku-tui solve` options.
#[derive(Args, Debug, Clone)]
pub struct SolveArgs {
    /// Puzzle file in any supported format; absent or "-" reads standard input
    pub file: Option<PathBuf>,

    /// Solver: fast and naive print the lexicographically first solution, mrv and
    /// propagate the first their search reaches
    #[arg(long, value_enum, default_value_t = SolverChoice::Fast)]
    pub strategy: SolverChoice,

    /// grid = 9 lines of 9 digits; line = one 81-digit line per puzzle
    /// [default: grid for a one-puzzle input, line for a collection]
    #[arg(long, value_enum)]
    pub output: Option<OutputKind>,

    /// Print the number of solutions of each puzzle instead of a solution
    #[arg(long)]
    pub count: bool,

    /// With --count: stop counting at N solutions
    #[arg(long, default_value_t = 2, requires = "count", value_parser = clap::value_parser!(u64).range(1..))]
    pub limit: u64,

    /// Per puzzle, one line on stderr: "placements=P retractions=R ..."
    #[arg(long)]
    pub stats: bool,

    /// Worker threads for collections [default: all cores]
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..))]
    pub jobs: Option<u64>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum SolverChoice {
    Fast,
    Naive,
    Mrv,
    Propagate,
}

impl SolverChoice {
    /// The step engine's strategy, or None for the fast solver.
    pub fn step_strategy(self) -> Option<Strategy> {
        match self {
            SolverChoice::Fast => None,
            SolverChoice::Naive => Some(Strategy::Naive),
            SolverChoice::Mrv => Some(Strategy::Mrv),
            SolverChoice::Propagate => Some(Strategy::Propagate),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum OutputKind {
    Grid,
    Line,
}

/// Longest head kept of a line; the rest of a longer line is skipped. One byte over
/// [`format::MAX_LINE_LEN`] is enough to tell a line too long, and the reader judges such
/// a line from its head alone (a puzzle line is 81 characters plus a comment, so this
/// only matters for hostile input).
const MAX_LINE: usize = format::MAX_LINE_LEN + 1;
/// Largest input taken as one document (a grid in some format) rather than a collection.
const MAX_DOCUMENT: usize = 1024 * 1024;
/// Standard input (or a pipe given as the file) beyond this is spilled to a temporary file
/// rather than kept in memory.
const MAX_STDIN_IN_MEMORY: usize = 16 * 1024 * 1024;
/// Puzzles solved and printed per batch.
const BATCH: usize = 4096;

/// Runs `solve`; prints results on stdout and problems on stderr.
pub fn solve(args: SolveArgs) -> ExitCode {
    if args.count && args.strategy != SolverChoice::Fast {
        eprintln!(
            "error: --count uses the fast solver; --strategy {} does not apply",
            args.strategy.step_strategy().map_or("fast", Strategy::name)
        );
        return ExitCode::from(2);
    }
    match run(&args) {
        Ok(code) => code,
        Err(Failure::Input(msg)) => {
            eprintln!("{msg}");
            ExitCode::from(2)
        }
        Err(Failure::Output(e)) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(Failure::Output(e)) => {
            eprintln!("error: cannot write the output: {e}");
            ExitCode::from(2)
        }
    }
}

pub enum Failure {
    /// Malformed input or a file that cannot be read: the message to print.
    Input(String),
    /// Writing to stdout failed.
    Output(io::Error),
}

impl From<ParseError> for Failure {
    fn from(e: ParseError) -> Self {
        Failure::Input(e.to_string())
    }
}

impl From<io::Error> for Failure {
    fn from(e: io::Error) -> Self {
        Failure::Output(e)
    }
}

/// Where the puzzles come from; can be read more than once.
pub enum Source {
    File(PathBuf),
    Memory(Vec<u8>),
    /// Standard input too large for memory, spilled here; removed on drop.
    Spilled(PathBuf),
}

impl Drop for Source {
    fn drop(&mut self) {
        if let Source::Spilled(p) = self {
            let _ = std::fs::remove_file(p);
        }
    }
}

impl Source {
    pub fn open(&self, name: &str) -> Result<Box<dyn BufRead + '_>, Failure> {
        match self {
            Source::File(p) | Source::Spilled(p) => {
                let f = File::open(p).map_err(|e| Failure::Input(file_error(name, &e)))?;
                Ok(Box::new(BufReader::with_capacity(256 * 1024, f)))
            }
            Source::Memory(bytes) => Ok(Box::new(&bytes[..])),
        }
    }
}

fn file_error(name: &str, e: &io::Error) -> String {
    let what = match e.kind() {
        io::ErrorKind::NotFound => "no such file".to_string(),
        io::ErrorKind::PermissionDenied => "permission denied".to_string(),
        _ => e.to_string(),
    };
    format!("{name}: cannot read: {what}")
}

fn open_source(file: Option<&Path>) -> Result<(String, Source), Failure> {
    match file {
        Some(p) if p.as_os_str() != "-" => {
            let name = p.display().to_string();
            let meta = std::fs::metadata(p).map_err(|e| Failure::Input(file_error(&name, &e)))?;
            if meta.is_dir() {
                return Err(Failure::Input(format!(
                    "{name}: is a directory, expected a puzzle file"
                )));
            }
            // Fail early (and with the file's name) when it cannot be opened.
            let f = File::open(p).map_err(|e| Failure::Input(file_error(&name, &e)))?;
            if meta.is_file() {
                return Ok((name, Source::File(p.to_path_buf())));
            }
            // A pipe or a device (`<(...)`, /dev/stdin, a FIFO) can be read only once:
            // like standard input.
            read_stream(name, f)
        }
        _ => read_stream("<stdin>".to_string(), io::stdin().lock()),
    }
}

/// Takes in a stream that can be read only once: kept in memory up to
/// [`MAX_STDIN_IN_MEMORY`], else spilled to a temporary file when all of it is needed.
fn read_stream(name: String, mut input: impl Read) -> Result<(String, Source), Failure> {
    let mut buf = Vec::new();
    (&mut input)
        .take(MAX_STDIN_IN_MEMORY as u64 + 1)
        .read_to_end(&mut buf)
        .map_err(|e| Failure::Input(format!("{name}: cannot read: {e}")))?;
    if buf.len() <= MAX_STDIN_IN_MEMORY {
        return Ok((name, Source::Memory(buf)));
    }
    // Too much to keep. Only a collection whose lines read so far are all good
    // needs the rest; otherwise what is here tells the problem. Lines read
    // whole are judged, and a last line already too long (judged from its
    // head alone).
    let cut = buf.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
    let head = if buf.len() - cut >= MAX_LINE {
        &buf[..]
    } else {
        &buf[..cut]
    };
    let needs_rest = match first_puzzle_line(&name, head)? {
        None => true,
        Some(Err(_)) => false,
        Some(Ok(_)) => check_collection(&name, head, 0).is_ok(),
    };
    if !needs_rest {
        return Ok((name, Source::Memory(buf)));
    }
    let spill_error =
        |e: io::Error| Failure::Input(format!("{name}: cannot buffer the input: {e}"));
    // A new file of our own (never one already there, which may belong to someone
    // else or be a link planted there).
    let pid = std::process::id();
    let (path, mut f) = create_fresh(
        &std::env::temp_dir(),
        |n| format!("sudoku-tui-stdin-{pid}-{n}"),
        true,
    )
    .map_err(spill_error)?;
    // The file is ours from here: removed when `source` is dropped.
    let source = Source::Spilled(path);
    let mut spill = || -> io::Result<()> {
        f.write_all(&buf)?;
        io::copy(&mut input, &mut f)?;
        f.flush()
    };
    spill().map_err(spill_error)?;
    Ok((name, source))
}

/// Reads lines without their terminator; calls `f(line_no, line)` for each. Of a line
/// longer than [`MAX_LINE`] bytes only the first `MAX_LINE` are kept: `f` gets them as
/// soon as they are read, and the rest of the line is skipped (not even read when `f`
/// returns false, so an endless line ends the reading too).
fn for_each_line(
    mut r: impl BufRead,
    mut f: impl FnMut(usize, &[u8]) -> Result<bool, Failure>,
) -> Result<(), Failure> {
    let mut line = Vec::with_capacity(256);
    let mut line_no = 0;
    loop {
        line.clear();
        let mut saw_any = false;
        let mut reported = false;
        loop {
            let buf = match r.fill_buf() {
                Ok(b) => b,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(Failure::Input(format!("cannot read: {e}"))),
            };
            if buf.is_empty() {
                break;
            }
            saw_any = true;
            let (take, done) = match buf.iter().position(|&b| b == b'\n') {
                Some(i) => (i, true),
                None => (buf.len(), false),
            };
            if !reported {
                let room = MAX_LINE - line.len();
                line.extend_from_slice(&buf[..take.min(room)]);
            }
            r.consume(if done { take + 1 } else { take });
            if !reported && line.len() == MAX_LINE {
                // Too long to keep whole: its head is all there is to judge.
                reported = true;
                line_no += 1;
                if !f(line_no, &line)? {
                    return Ok(());
                }
            }
            if done {
                break;
            }
        }
        if !saw_any {
            return Ok(());
        }
        if !reported {
            line_no += 1;
            if !f(line_no, &line)? {
                return Ok(());
            }
        }
    }
}

/// One puzzle of the input: where it starts, and its cells.
#[derive(Clone, Copy, Debug)]
pub struct Item {
    pub line: usize,
    pub grid: Grid,
}

/// What came out for one puzzle.
enum Answer {
    Solution(Grid),
    Count(u64),
    NoSolution,
    Clash(Vec<Conflict>),
}

struct Solved {
    answer: Answer,
    stats: Option<String>,
}

fn solve_one(args: &SolveArgs, grid: &Grid) -> Solved {
    let start = args.stats.then(Instant::now);
    let ms = |start: Option<Instant>| start.map_or(0.0, |s| s.elapsed().as_secs_f64() * 1e3);
    // Both solvers fail on clashing givens; only then are the clashes worked out.
    let failed = || {
        let conflicts = grid.conflicts();
        if conflicts.is_empty() {
            Answer::NoSolution
        } else {
            Answer::Clash(conflicts)
        }
    };
    match args.strategy.step_strategy() {
        None => {
            let mut st = fast::FastStats::default();
            let answer = if args.count {
                match fast::count_stats(grid, args.limit, &mut st) {
                    0 => failed(),
                    n => Answer::Count(n),
                }
            } else {
                match fast::solve_first_stats(grid, &mut st) {
                    Some(g) => Answer::Solution(g),
                    None => failed(),
                }
            };
            let stats = args.stats.then(|| {
                format!(
                    "placements={} retractions={} time={:.3}ms",
                    st.placements,
                    st.retractions,
                    ms(start)
                )
            });
            Solved { answer, stats }
        }
        Some(s) => {
            let mut stepper = Stepper::new(grid, s);
            let answer = match stepper.finish() {
                Event::Solved => Answer::Solution(stepper.grid()),
                _ => failed(),
            };
            let st = stepper.stats();
            let stats = args.stats.then(|| {
                format!(
                    "placements={} retractions={} deductions={} steps={} max_depth={} time={:.3}ms",
                    st.placements,
                    st.retractions,
                    st.deductions,
                    st.steps,
                    st.max_depth,
                    ms(start)
                )
            });
            Solved { answer, stats }
        }
    }
}

/// Solves a batch on `jobs` threads; results in input order.
fn solve_batch(args: &SolveArgs, items: &[Item], jobs: usize) -> Vec<Solved> {
    if jobs <= 1 || items.len() < 2 {
        return items.iter().map(|it| solve_one(args, &it.grid)).collect();
    }
    // Small chunks handed out on demand keep the threads busy when difficulty varies.
    const CHUNK: usize = 16;
    let next = AtomicUsize::new(0);
    let mut parts: Vec<Vec<(usize, Solved)>> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..jobs.min(items.len()))
            .map(|_| {
                s.spawn(|| {
                    let mut out = Vec::new();
                    loop {
                        let at = next.fetch_add(CHUNK, Ordering::Relaxed);
                        if at >= items.len() {
                            return out;
                        }
                        for (i, it) in items.iter().enumerate().skip(at).take(CHUNK) {
                            out.push((i, solve_one(args, &it.grid)));
                        }
                    }
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("solver thread"))
            .collect()
    });
    let mut slots: Vec<Option<Solved>> = (0..items.len()).map(|_| None).collect();
    for part in parts.drain(..) {
        for (i, s) in part {
            slots[i] = Some(s);
        }
    }
    slots
        .into_iter()
        .map(|s| s.expect("every puzzle solved"))
        .collect()
}

/// Prints results, in order; returns whether every puzzle was solved.
struct Printer<'a> {
    name: &'a str,
    output: OutputKind,
    count: bool,
    single: bool,
    out: io::BufWriter<io::StdoutLock<'static>>,
    printed: usize,
    all_solved: bool,
}

impl Printer<'_> {
    fn print(&mut self, index: usize, item: &Item, solved: &Solved) -> io::Result<()> {
        let place = || {
            if self.single {
                format!("{}:{}", self.name, item.line)
            } else {
                format!("{}:{}: puzzle {}", self.name, item.line, index + 1)
            }
        };
        if let Some(s) = &solved.stats {
            eprintln!("{s}");
        }
        match &solved.answer {
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
                match &solved.answer {
                    Answer::Clash(c) => {
                        let list: Vec<String> = c.iter().map(|c| c.to_string()).collect();
                        eprintln!("{}: clashing givens: {}", place(), list.join("; "));
                    }
                    _ => eprintln!("{}: no solution", place()),
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

fn run(args: &SolveArgs) -> Result<ExitCode, Failure> {
    let (name, source) = open_source(args.file.as_deref())?;
    let jobs = args
        .jobs
        .map(|j| j as usize)
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    let open = || source.open(&name);
    match check_input(&name, &open)? {
        Input::Items(items) => finish(args, &name, items.len(), jobs, |each| {
            // Batch by batch, so that only one batch's results are held at a time.
            items.chunks(BATCH).try_for_each(each)
        }),
        Input::Collection { total } => finish(args, &name, total, jobs, |each| {
            collection_batches(&name, &open, total, each)
        }),
    }
}

/// Opens the input from its start, as often as needed.
pub type Open<'a> = dyn Fn() -> Result<Box<dyn BufRead + 'a>, Failure> + 'a;

/// What a checked input holds.
pub enum Input {
    /// The puzzles of a document read whole: a grid in some format, or a small file.
    Items(Vec<Item>),
    /// A collection of `total` puzzles, every line checked; [`collection_batches`] reads
    /// it again.
    Collection { total: usize },
}

/// Checks the whole input before anything is solved. When its first line that is not
/// blank or a comment reads as an 81-cell puzzle line, it is a collection, checked line
/// by line as a stream; otherwise it is one document of at most [`MAX_DOCUMENT`] bytes.
pub fn check_input(name: &str, open: &Open<'_>) -> Result<Input, Failure> {
    match first_puzzle_line(name, open()?)? {
        Some(Ok(_)) => check_collection(name, open()?, KEEP_PUZZLES),
        _ => read_document(name, open()?).map(Input::Items),
    }
}

/// How the first line that is not blank or a comment reads as a collection line.
fn first_puzzle_line(
    name: &str,
    r: impl BufRead,
) -> Result<Option<Result<Grid, ParseError>>, Failure> {
    let mut first = None;
    for_each_line(r, |no, line| {
        match format::parse_collection_line(name, no, line) {
            Ok(None) => return Ok(true),
            Ok(Some(g)) => first = Some(Ok(g)),
            Err(e) => first = Some(Err(e)),
        }
        Ok(false)
    })?;
    Ok(first)
}

/// Puzzles of a collection kept from the checking pass, so that a collection of up to
/// this many is read once; a larger one is read again, batch by batch (about 90 bytes a
/// puzzle: this bounds the memory either way).
const KEEP_PUZZLES: usize = 1 << 16;

/// Checks every line of a collection. One of at most `keep` puzzles comes back whole; a
/// larger one as its number of puzzles, to be read again.
fn check_collection(name: &str, r: impl BufRead, keep: usize) -> Result<Input, Failure> {
    let mut total = 0usize;
    let mut kept = Vec::new();
    for_each_line(r, |no, line| {
        if let Some(grid) = format::parse_collection_line(name, no, line)? {
            total += 1;
            if total <= keep {
                kept.push(Item { line: no, grid });
            } else if !kept.is_empty() {
                kept = Vec::new();
            }
        }
        Ok(true)
    })?;
    Ok(if total <= keep {
        Input::Items(kept)
    } else {
        Input::Collection { total }
    })
}

/// Reads and parses a document of at most [`MAX_DOCUMENT`] bytes.
fn read_document(name: &str, r: impl Read) -> Result<Vec<Item>, Failure> {
    let mut bytes = Vec::new();
    r.take(MAX_DOCUMENT as u64 + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| Failure::Input(format!("{name}: cannot read: {e}")))?;
    if bytes.len() > MAX_DOCUMENT {
        // Report the first problem in the lines read whole, if there is one (not a
        // missing row, which may only be missing from what was read); else the size, at
        // the first line not read whole. A first line over 1 MiB is judged from its
        // head, as a collection line is: no row or puzzle line is anywhere near that
        // long.
        let cut = bytes.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
        bytes.truncate(if cut > 0 { cut } else { MAX_LINE });
        if let Err(e) = format::parse(name, &bytes) {
            if e.line > 0 && !e.message.starts_with("expected 9 rows") {
                return Err(e.into());
            }
        }
        let line = bytes[..cut].iter().filter(|&&b| b == b'\n').count() + 1;
        return Err(Failure::Input(format!(
            "{name}:{line}:1: too large: over 1 MiB, expected one puzzle or a collection of 81-character lines"
        )));
    }
    let doc = format::parse(name, &bytes)?;
    Ok(doc
        .puzzles
        .iter()
        .map(|e| Item {
            line: e.line,
            grid: e.grid,
        })
        .collect())
}

/// Reads a checked collection again, handing its puzzles over batch by batch.
pub fn collection_batches(
    name: &str,
    open: &Open<'_>,
    total: usize,
    each: &mut EachBatch<'_>,
) -> Result<(), Failure> {
    let mut batch = Vec::with_capacity(BATCH.min(total));
    let mut result = Ok(());
    for_each_line(open()?, |no, line| {
        if let Some(grid) = format::parse_collection_line(name, no, line)? {
            batch.push(Item { line: no, grid });
            if batch.len() == BATCH {
                result = each(&batch);
                batch.clear();
                if result.is_err() {
                    return Ok(false);
                }
            }
        }
        Ok(true)
    })?;
    result?;
    if !batch.is_empty() {
        each(&batch)?;
    }
    Ok(())
}

pub type EachBatch<'a> = dyn FnMut(&[Item]) -> Result<(), Failure> + 'a;

/// Solves and prints every batch that `feed` hands over.
fn finish(
    args: &SolveArgs,
    name: &str,
    total: usize,
    jobs: usize,
    feed: impl FnOnce(&mut EachBatch<'_>) -> Result<(), Failure>,
) -> Result<ExitCode, Failure> {
    if total == 0 {
        return Err(Failure::Input(format!("{name}: no puzzle found")));
    }
    let single = total == 1;
    let mut printer = Printer {
        name,
        output: args.output.unwrap_or(if single {
            OutputKind::Grid
        } else {
            OutputKind::Line
        }),
        count: args.count,
        single,
        out: io::BufWriter::with_capacity(1 << 16, io::stdout().lock()),
        printed: 0,
        all_solved: true,
    };
    let mut index = 0;
    feed(&mut |items: &[Item]| {
        let results = solve_batch(args, items, jobs);
        for (item, solved) in items.iter().zip(&results) {
            printer.print(index, item, solved)?;
            index += 1;
        }
        Ok(())
    })?;
    printer.out.flush()?;
    Ok(if printer.all_solved {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}
