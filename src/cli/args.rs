//! The options of `sudoku-tui solve`, and the checks that clap's attributes cannot make.

use std::path::PathBuf;

use clap::builder::PossibleValue;
use clap::{Args, ValueEnum};

use super::generate::at_least_one;
use sudoku_engine::solve::Strategy;

/// `sudoku-tui solve` options.
#[derive(Args, Debug, Clone)]
pub struct SolveArgs {
    /// Puzzle file in any supported format; absent or "-" reads standard input
    pub file: Option<PathBuf>,

    /// Solver: fast and naive print the lexicographically first solution, mrv and
    /// propagate the first their search reaches [default: fast; naive with --tree and
    /// --estimate, which need a step strategy]
    #[arg(
        long = "strategy",
        id = "strategy",
        value_enum,
        value_name = "STRATEGY"
    )]
    pub chosen: Option<SolverChoice>,

    /// The solver used: the one chosen, else the default ([`SolveArgs::settle`]).
    #[arg(skip = SolverChoice::Fast)]
    pub strategy: SolverChoice,

    /// grid = 9 lines of 9 digits (N lines of N at other sizes); line = one 81-digit line
    /// per puzzle (N*N) [default: grid for a one-puzzle input, line for a collection]
    #[arg(long, value_enum)]
    pub output: Option<OutputKind>,

    /// Print the number of solutions of each puzzle instead of a solution
    #[arg(long, conflicts_with_all = ["solutions", "compare"])]
    pub count: bool,

    /// With --count: stop counting at N solutions
    #[arg(long, default_value_t = 2, requires = "count", value_parser = at_least_one)]
    pub limit: u64,

    /// Print the first N solutions in lexicographic order (fewer when fewer exist);
    /// one puzzle: a collection needs --index
    #[arg(long, value_name = "N", value_parser = at_least_one,
          conflicts_with = "compare")]
    pub solutions: Option<u64>,

    /// Solve only puzzle N of the input (1-based)
    #[arg(long, value_name = "N", value_parser = parse_index)]
    pub index: Option<u64>,

    /// With a collection: look for a second solution of every puzzle and note on stderr
    /// each that has one (a one-puzzle input is always looked at)
    #[arg(long, conflicts_with_all = ["count", "solutions", "compare"])]
    pub check_unique: bool,

    /// Run every step strategy on each puzzle and print a table of their counts
    #[arg(long)]
    pub compare: bool,

    /// Write the search of one puzzle (--index N, default the first) as JSON Lines on
    /// stdout, one object per event; needs a step strategy
    #[arg(long, conflicts_with_all = ["count", "solutions", "compare", "check_unique", "output"])]
    pub trace: bool,

    /// Write the choice tree of one puzzle's search (--index N, default the first) as
    /// JSON Lines on stdout, one object per node in the order of their first step; needs
    /// a step strategy
    #[arg(long, conflicts_with_all = ["count", "solutions", "compare", "check_unique", "output", "trace"])]
    pub tree: bool,

    /// With --tree: leave out the nodes spanning fewer than N steps (and so everything
    /// under them)
    #[arg(long, value_name = "N", requires = "tree", value_parser = at_least_one)]
    pub tree_min_steps: Option<u64>,

    /// With --tree: hold and write at most N nodes (default 1000000), the root
    /// included; past that, the shortest are left out, as a larger --tree-min-steps
    /// would, and stderr says so
    #[arg(long, value_name = "N", requires = "tree", value_parser = at_least_one)]
    pub tree_max_nodes: Option<u64>,

    /// Per puzzle, one line on stdout: "estimated_steps=N", the steps the chosen step
    /// strategy's search is expected to take (Knuth's estimator), instead of solving
    #[arg(long, conflicts_with_all = ["count", "solutions", "compare", "check_unique", "output", "trace", "tree"])]
    pub estimate: bool,

    /// With --strategy logic: print the solve path of one puzzle (--index N, default the
    /// first) in words on stdout, one line a step
    #[arg(long, conflicts_with_all = ["count", "solutions", "compare", "check_unique", "output", "trace", "tree", "estimate"])]
    pub explain: bool,

    /// Stop a step strategy's search after N steps (events)
    #[arg(long, value_name = "N", value_parser = at_least_one)]
    pub max_steps: Option<u64>,

    /// Per puzzle, one line on stderr: "placements=P retractions=R ..." (in a
    /// collection, ending "puzzle=N line=L")
    #[arg(long)]
    pub stats: bool,

    /// Worker threads for collections [default: all cores; at most 4 per core]
    #[arg(long, value_parser = at_least_one)]
    pub jobs: Option<u64>,
}

/// A puzzle number: 1, 2, 3, ... (the message says so for 0 and for what is not a number).
pub fn parse_index(s: &str) -> Result<u64, String> {
    match s.parse::<u64>() {
        Ok(0) => Err("puzzles are numbered from 1".to_string()),
        Ok(n) => Ok(n),
        Err(_) => Err(format!(
            "'{s}' is not a puzzle number (puzzles are numbered from 1)"
        )),
    }
}

/// The solver `--strategy` names: the fast solver, then every step strategy of
/// [`Strategy::ALL`], in its order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SolverChoice {
    Fast,
    Step(Strategy),
}

/// Every choice, as `--strategy` lists them.
const CHOICES: [SolverChoice; Strategy::ALL.len() + 1] = {
    let mut out = [SolverChoice::Fast; Strategy::ALL.len() + 1];
    let mut i = 0;
    while i < Strategy::ALL.len() {
        out[i + 1] = SolverChoice::Step(Strategy::ALL[i]);
        i += 1;
    }
    out
};

impl SolverChoice {
    /// The step engine's strategy, or None for the fast solver.
    pub fn step_strategy(self) -> Option<Strategy> {
        match self {
            SolverChoice::Fast => None,
            SolverChoice::Step(s) => Some(s),
        }
    }

    pub fn name(self) -> &'static str {
        self.step_strategy().map_or("fast", Strategy::name)
    }
}

impl ValueEnum for SolverChoice {
    fn value_variants<'a>() -> &'a [Self] {
        &CHOICES
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        Some(PossibleValue::new(self.name()))
    }
}

/// `naive, mrv or propagate`: the step strategies, from [`Strategy::ALL`].
pub fn step_names() -> String {
    let names: Vec<&str> = Strategy::ALL.iter().map(|s| s.name()).collect();
    match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
        _ => names.concat(),
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum OutputKind {
    Grid,
    Line,
}

impl SolveArgs {
    /// Sets the solver used: the one `--strategy` named, else fast, or naive for the
    /// options that need a step strategy (`--tree`, `--estimate`); for those, the note
    /// that says so on stderr.
    pub fn settle(&mut self) -> Option<String> {
        let stepped = [(self.tree, "--tree"), (self.estimate, "--estimate")]
            .into_iter()
            .find_map(|(set, opt)| set.then_some(opt));
        let naive = SolverChoice::Step(Strategy::Naive);
        match (self.chosen, stepped) {
            (Some(chosen), _) => {
                self.strategy = chosen;
                None
            }
            (None, Some(opt)) => {
                self.strategy = naive;
                Some(format!(
                    "{opt}: strategy {} (the default of {opt}; --strategy picks another)",
                    naive.name()
                ))
            }
            (None, None) => {
                self.strategy = SolverChoice::Fast;
                None
            }
        }
    }

    /// Combinations the attributes above do not rule out, refused with the reason.
    pub fn refusal(&self) -> Option<String> {
        let fast_only = if self.count {
            Some("--count")
        } else if self.solutions.is_some() {
            Some("--solutions")
        } else {
            None
        };
        if let (Some(opt), SolverChoice::Step(s)) = (fast_only, self.strategy) {
            return Some(format!(
                "error: {opt} uses the fast solver; --strategy {s} does not apply"
            ));
        }
        if self.explain && self.strategy != SolverChoice::Step(Strategy::Logic) {
            return Some(
                "error: --explain tells the logic strategy's solve path in words (--strategy logic)"
                    .into(),
            );
        }
        if self.trace && self.strategy == SolverChoice::Fast {
            return Some(format!(
                "error: --trace writes a step strategy's search; the fast solver takes no \
                 steps (--strategy {})",
                step_names()
            ));
        }
        for (set, opt, what) in [
            (self.tree, "--tree", "writes a step strategy's choice tree"),
            (
                self.estimate,
                "--estimate",
                "estimates a step strategy's search",
            ),
        ] {
            if set && self.strategy == SolverChoice::Fast {
                return Some(format!(
                    "error: {opt} {what}; the fast solver takes no steps (--strategy {})",
                    step_names()
                ));
            }
        }
        if self.max_steps.is_some() && self.strategy == SolverChoice::Fast && !self.compare {
            return Some(format!(
                "error: --max-steps stops a step strategy's search; the fast solver takes no \
                 steps (--strategy {})",
                step_names()
            ));
        }
        if self.compare && self.strategy != SolverChoice::Fast {
            return Some(
                "error: --compare runs every step strategy; --strategy does not apply".into(),
            );
        }
        // The table is the output and holds the counts: these would be dropped unsaid.
        if let (true, Some(opt)) = (
            self.compare,
            [(self.stats, "--stats"), (self.output.is_some(), "--output")]
                .into_iter()
                .find_map(|(set, name)| set.then_some(name)),
        ) {
            return Some(format!(
                "error: --compare prints a table of every strategy's counts; {opt} does not apply"
            ));
        }
        None
    }
}
