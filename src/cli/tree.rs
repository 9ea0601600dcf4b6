//! `solve --tree`: the choice tree of one puzzle's search as JSON Lines on stdout, one
//! object per node (see [`sudoku_engine::solve::tree::json`]).

use std::io;
use std::time::Instant;

use super::output::{only_puzzle, tell_end, Stderr};
use super::solving::{step_stats_line, with_wasted};
use super::store::Store;
use super::{Done, Failure, SolveArgs, Tally};
use sudoku_engine::solve::tree::json::{self, TreeEnd, TreeLimits};

/// Writes the tree of the first puzzle in `checked` (the one `--index` picked, or the
/// first of a collection) with the strategy chosen.
pub fn run(args: &SolveArgs, name: &str, checked: Store, stderr: &mut Stderr) -> Done {
    let Some((entry, place)) = only_puzzle(args, name, checked) else {
        return Ok(Tally::default());
    };
    let Some(strategy) = args.strategy.step_strategy() else {
        // Refused before the input is read (`SolveArgs::refusal`).
        return Ok(Tally::default());
    };
    let start = Instant::now();
    let mut out = io::BufWriter::with_capacity(1 << 16, io::stdout().lock());
    let limits = limits(args);
    let end = json::write_tree(&entry.grid, strategy, args.max_steps, limits, &mut out)
        .map_err(|e| (Failure::Output(e), Tally::default()))?;
    tell_left_out(stderr, &place, &end, limits);
    if args.stats {
        let line = step_stats_line(&end.stats, true, strategy, Some(start));
        stderr.line(format_args!("{}", with_wasted(&line, end.wasted)));
    }
    Ok(tell_end(
        stderr,
        &place,
        &entry.grid,
        end.outcome,
        end.stats.steps,
    ))
}

/// What of the tree `--tree-min-steps` and `--tree-max-nodes` let through.
pub fn limits(args: &SolveArgs) -> TreeLimits {
    let all = TreeLimits::default();
    TreeLimits {
        min_steps: args.tree_min_steps.unwrap_or(all.min_steps),
        max_nodes: args.tree_max_nodes.unwrap_or(all.max_nodes),
    }
}

/// Says on stderr which nodes the bound on the nodes held left out, and how to have
/// them; nothing when it left out none.
pub fn tell_left_out(stderr: &mut Stderr, place: &str, end: &TreeEnd, limits: TreeLimits) {
    if end.min_steps <= limits.min_steps {
        return;
    }
    stderr.line(format_args!(
        "{place}: --tree left out {} of {} nodes, those spanning fewer than {} steps, to hold at most {} (--tree-min-steps {} writes the same; --tree-max-nodes {} writes every one)",
        end.nodes - end.written,
        end.nodes,
        end.min_steps,
        limits.max_nodes,
        end.min_steps,
        end.nodes,
    ));
}
