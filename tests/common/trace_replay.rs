//! A trace read back and checked line by line against the rules of sudoku, worked out
//! here without the library (see `tests/trace.rs`).

use serde_json::{Map, Value};
use sudoku_engine::solve::{trace, Outcome, Strategy};
use sudoku_engine::Grid;

// ---- the rules, plainly ---------------------------------------------------------------

fn unit_cells(kind: &str, i: usize) -> Vec<usize> {
    match kind {
        "row" => (0..9).map(|j| i * 9 + j).collect(),
        "column" => (0..9).map(|j| j * 9 + i).collect(),
        "box" => (0..9)
            .map(|j| (i / 3 * 3 + j / 3) * 9 + i % 3 * 3 + j % 3)
            .collect(),
        _ => panic!("unknown unit kind {kind}"),
    }
}

/// `row 4` -> the cells of row 4.
fn parse_unit(name: &str) -> Vec<usize> {
    let (kind, n) = name.split_once(' ').expect("unit name");
    let n: usize = n.parse().expect("unit number");
    assert!((1..=9).contains(&n), "{name}");
    unit_cells(kind, n - 1)
}

/// `r4c3` -> 30.
fn parse_cell(name: &str) -> usize {
    let rest = name.strip_prefix('r').expect("cell name");
    let (r, c) = rest.split_once('c').expect("cell name");
    let (r, c): (usize, usize) = (r.parse().unwrap(), c.parse().unwrap());
    assert!((1..=9).contains(&r) && (1..=9).contains(&c), "{name}");
    (r - 1) * 9 + c - 1
}

fn fits(g: &[u8; 81], cell: usize, d: u8) -> bool {
    let (r, c) = (cell / 9, cell % 9);
    (0..9).all(|k| {
        let (br, bc) = (r / 3 * 3 + k / 3, c / 3 * 3 + k % 3);
        g[r * 9 + k] != d && g[k * 9 + c] != d && g[br * 9 + bc] != d
    })
}

/// Digits that fit an empty cell, ascending.
fn options(g: &[u8; 81], cell: usize) -> Vec<u8> {
    assert_eq!(g[cell], 0);
    (1..=9).filter(|&d| fits(g, cell, d)).collect()
}

/// Whether propagation has anything to do: a cell with at most one option, or a digit
/// missing from a unit with at most one place for it.
fn forced_or_stuck(g: &[u8; 81]) -> bool {
    let empties = (0..81).filter(|&c| g[c] == 0);
    if empties.clone().any(|c| options(g, c).len() <= 1) {
        return true;
    }
    ["row", "column", "box"].iter().any(|k| {
        (0..9).any(|i| {
            let u = unit_cells(k, i);
            (1..=9u8).any(|d| {
                !u.iter().any(|&c| g[c] == d)
                    && u.iter().filter(|&&c| g[c] == 0 && fits(g, c, d)).count() <= 1
            })
        })
    })
}

fn digits(v: &Value) -> Vec<u8> {
    v.as_array()
        .expect("a list of digits")
        .iter()
        .map(|d| d.as_u64().expect("a digit") as u8)
        .collect()
}

fn keys(o: &Map<String, Value>) -> Vec<&str> {
    let mut k: Vec<&str> = o.keys().map(String::as_str).collect();
    k.sort_unstable();
    k
}

// ---- the checker ----------------------------------------------------------------------

/// What the replay knows of the search so far.
struct Replay {
    strategy: Strategy,
    grid: [u8; 81],
    /// Whether the digit in a cell was written by choice (else given or deduced).
    chosen: [bool; 81],
    depth: u64,
    /// The previous line's kind and cell.
    prev: Option<(String, usize)>,
    /// The reason of the backtrack under way.
    why: Option<Value>,
    /// Logic: the candidates struck out per cell (a mask), and in the order struck.
    struck: [u16; 81],
    struck_order: Vec<(usize, u8)>,
    eliminated: u64,
}

impl Replay {
    /// The digits that fit an empty cell, less those struck out (logic).
    fn opts(&self, cell: usize) -> Vec<u8> {
        let struck = self.struck[cell];
        options(&self.grid, cell)
            .into_iter()
            .filter(|&d| struck & 1 << (d - 1) == 0)
            .collect()
    }

    /// Whether `d` fits `cell` and has not been struck out of it.
    fn fits_now(&self, cell: usize, d: u8) -> bool {
        fits(&self.grid, cell, d) && self.struck[cell] & 1 << (d - 1) == 0
    }

    fn line(&mut self, o: &Map<String, Value>) {
        let kind = o["kind"].as_str().expect("kind").to_string();
        if kind == "eliminate" {
            self.eliminate(o);
            assert_eq!(o["depth"].as_u64(), Some(self.depth), "{o:?}");
            self.prev = Some((kind, 81));
            return;
        }
        let (row, col) = (o["row"].as_u64().unwrap(), o["col"].as_u64().unwrap());
        assert!((1..=9).contains(&row) && (1..=9).contains(&col));
        let cell = ((row - 1) * 9 + col - 1) as usize;
        let digit = o["digit"].as_u64().unwrap() as u8;
        assert!((1..=9).contains(&digit));
        match kind.as_str() {
            "place" => self.place(o, cell, digit),
            "deduce" => self.deduce(o, cell, digit),
            "retract" | "undo" | "restore" => self.take_back(o, &kind, cell, digit),
            k => panic!("unknown kind {k}"),
        }
        assert_eq!(o["depth"].as_u64(), Some(self.depth), "{o:?}");
        self.prev = Some((kind, cell));
    }

    fn place(&mut self, o: &Map<String, Value>, cell: usize, digit: u8) {
        assert_eq!(
            keys(o),
            ["col", "depth", "digit", "kind", "options", "row", "step"]
        );
        let fitting = self.opts(cell);
        assert!(fitting.contains(&digit), "{o:?}");
        let left: Vec<u8> = fitting.iter().copied().filter(|&d| d > digit).collect();
        assert_eq!(digits(&o["options"]), left, "{o:?}");
        let retry = matches!(&self.prev, Some((k, c)) if k == "retract" && *c == cell);
        if !retry {
            // A new choice: its first option, on the cell the strategy picks.
            assert_eq!(digit, fitting[0], "{o:?}");
            let empties: Vec<usize> = (0..81).filter(|&c| self.grid[c] == 0).collect();
            let expected = match self.strategy {
                Strategy::Naive => empties[0],
                _ => *empties
                    .iter()
                    .min_by_key(|&&c| (self.opts(c).len(), c))
                    .unwrap(),
            };
            assert_eq!(
                cell,
                expected,
                "{:?} picks r{}c{}",
                self.strategy,
                1 + expected / 9,
                1 + expected % 9
            );
            if matches!(self.strategy, Strategy::Propagate | Strategy::Logic) {
                assert!(
                    !self.forced_or_stuck(),
                    "a guess where propagation had work: {o:?}"
                );
            }
        }
        self.grid[cell] = digit;
        self.chosen[cell] = true;
        self.depth += 1;
        self.why = None;
    }

    fn deduce(&mut self, o: &Map<String, Value>, cell: usize, digit: u8) {
        assert!(matches!(
            self.strategy,
            Strategy::Propagate | Strategy::Logic
        ));
        let fitting = self.opts(cell);
        match o["rule"].as_str() {
            Some("naked_single") => {
                assert_eq!(
                    keys(o),
                    ["col", "depth", "digit", "kind", "row", "rule", "step"]
                );
                assert_eq!(fitting, [digit], "{o:?}");
            }
            Some("hidden_single") => {
                let keys = keys(o);
                assert_eq!(
                    keys,
                    ["col", "depth", "digit", "kind", "row", "rule", "step", "unit"]
                );
                let unit = parse_unit(o["unit"].as_str().unwrap());
                assert!(unit.contains(&cell), "{o:?}");
                assert!(fitting.contains(&digit), "{o:?}");
                assert!(!unit.iter().any(|&c| self.grid[c] == digit), "{o:?}");
                let places = unit
                    .iter()
                    .filter(|&&c| self.grid[c] == 0 && self.fits_now(c, digit))
                    .count();
                assert_eq!(places, 1, "{o:?}");
            }
            r => panic!("unknown rule {r:?}"),
        }
        self.grid[cell] = digit;
        self.chosen[cell] = false;
        self.why = None;
    }

    fn take_back(&mut self, o: &Map<String, Value>, kind: &str, cell: usize, digit: u8) {
        assert_eq!(
            keys(o),
            ["col", "depth", "digit", "kind", "row", "step", "why"]
        );
        if kind == "restore" {
            // The newest candidate struck out comes back first.
            assert_eq!(self.struck_order.pop(), Some((cell, digit)), "{o:?}");
            self.struck[cell] &= !(1 << (digit - 1));
        } else {
            assert_eq!(self.grid[cell], digit, "{o:?}");
            assert_eq!(kind == "retract", self.chosen[cell], "{o:?}");
        }
        let why = o["why"].clone();
        // A backtrack begins after a placement, a deduction or an elimination, or after
        // the retract that ended the previous one; it ends with a retract.
        let begins = matches!(&self.prev, Some((k, _)) if k != "undo" && k != "restore");
        if begins {
            self.check_reason(&why);
            self.why = Some(why);
        } else {
            assert_eq!(
                Some(&why),
                self.why.as_ref(),
                "one reason for one backtrack"
            );
        }
        if kind == "restore" {
            return;
        }
        self.grid[cell] = 0;
        if kind == "retract" {
            self.chosen[cell] = false;
            self.depth -= 1;
        }
    }

    /// Logic: a technique's candidates struck out. Its pattern's cells are empty and
    /// hold its digits; each candidate struck was there.
    fn eliminate(&mut self, o: &Map<String, Value>) {
        assert_eq!(self.strategy, Strategy::Logic);
        let k = keys(o);
        let want: &[&str] = if o.contains_key("unit") {
            &[
                "depth",
                "eliminations",
                "kind",
                "pattern",
                "step",
                "technique",
                "unit",
            ]
        } else {
            &[
                "depth",
                "eliminations",
                "kind",
                "pattern",
                "step",
                "technique",
            ]
        };
        assert_eq!(k, want, "{o:?}");
        let technique = o["technique"].as_str().unwrap();
        assert!(
            !technique.is_empty()
                && technique
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c == '_'),
            "{o:?}"
        );
        for p in o["pattern"].as_array().expect("a pattern") {
            let cell = parse_cell(p["cell"].as_str().unwrap());
            assert_eq!(self.grid[cell], 0, "{o:?}");
            for d in digits(&p["digits"]) {
                assert!(self.fits_now(cell, d), "{o:?}");
            }
        }
        let struck = o["eliminations"].as_array().expect("eliminations");
        assert!(!struck.is_empty(), "{o:?}");
        for e in struck {
            let cell = parse_cell(e["cell"].as_str().unwrap());
            let d = e["digit"].as_u64().unwrap() as u8;
            assert_eq!(self.grid[cell], 0, "{o:?}");
            assert!(
                self.fits_now(cell, d),
                "struck twice, or never there: {o:?}"
            );
            self.struck[cell] |= 1 << (d - 1);
            self.struck_order.push((cell, d));
            self.eliminated += 1;
        }
        self.why = None;
    }

    /// Whether singles have anything to do (a cell with at most one option, or a digit
    /// missing from a unit with at most one place for it), candidates struck out left out.
    fn forced_or_stuck(&self) -> bool {
        if self.struck.iter().all(|&m| m == 0) {
            return forced_or_stuck(&self.grid);
        }
        let g = &self.grid;
        if (0..81).any(|c| g[c] == 0 && self.opts(c).len() <= 1) {
            return true;
        }
        ["row", "column", "box"].iter().any(|k| {
            (0..9).any(|i| {
                let u = unit_cells(k, i);
                (1..=9u8).any(|d| {
                    !u.iter().any(|&c| g[c] == d)
                        && u.iter()
                            .filter(|&&c| g[c] == 0 && self.fits_now(c, d))
                            .count()
                            <= 1
                })
            })
        })
    }

    /// The reason holds on the grid as it is when the backtrack begins.
    fn check_reason(&self, why: &Value) {
        let w = why.as_object().expect("why is an object");
        let (prev_kind, prev_cell) = self.prev.clone().expect("a take-back follows an event");
        match w["kind"].as_str() {
            Some("dead_end") => {
                assert_eq!(keys(w), ["cell", "kind"]);
                let cell = parse_cell(w["cell"].as_str().unwrap());
                assert_eq!(self.grid[cell], 0, "{why}");
                assert!(self.opts(cell).is_empty(), "{why}");
                assert_ne!(prev_kind, "retract", "{why}");
                if self.strategy != Strategy::Propagate {
                    // The first empty cell (naive), the first cell with no option (mrv,
                    // logic).
                    let first = (0..81)
                        .find(|&c| {
                            self.grid[c] == 0
                                && (self.strategy == Strategy::Naive || self.opts(c).is_empty())
                        })
                        .unwrap();
                    assert_eq!(cell, first, "{why}");
                }
            }
            Some("exhausted") => {
                assert_eq!(keys(w), ["cell", "kind", "tried"]);
                let cell = parse_cell(w["cell"].as_str().unwrap());
                let tried = digits(&w["tried"]);
                assert!(!tried.is_empty(), "{why}");
                assert_eq!(self.opts(cell), tried, "{why}");
                // The choice given up has just had its last digit taken back.
                assert_eq!((prev_kind.as_str(), prev_cell), ("retract", cell), "{why}");
            }
            Some("no_place") => {
                assert_eq!(keys(w), ["digit", "kind", "unit"]);
                assert!(matches!(
                    self.strategy,
                    Strategy::Propagate | Strategy::Logic
                ));
                let d = w["digit"].as_u64().unwrap() as u8;
                let unit = parse_unit(w["unit"].as_str().unwrap());
                assert!(!unit.iter().any(|&c| self.grid[c] == d), "{why}");
                assert!(
                    !unit
                        .iter()
                        .any(|&c| self.grid[c] == 0 && self.fits_now(c, d)),
                    "{why}"
                );
            }
            k => panic!("unknown reason {k:?}"),
        }
    }
}

/// Traces one search (up to `max` steps) and checks it; returns the number of lines.
pub fn check(puzzle: &Grid, strategy: Strategy, max: u64) -> u64 {
    let mut out = Vec::new();
    let end = trace::write_trace(puzzle, strategy, Some(max), &mut out).unwrap();
    let text = String::from_utf8(out).expect("UTF-8");
    let mut r = Replay {
        strategy,
        grid: *puzzle.cells(),
        chosen: [false; 81],
        depth: 0,
        prev: None,
        why: None,
        struck: [0; 81],
        struck_order: Vec::new(),
        eliminated: 0,
    };
    let mut n = 0u64;
    for line in text.lines() {
        let v: Value = serde_json::from_str(line).unwrap_or_else(|e| panic!("{e}: {line}"));
        let o = v.as_object().expect("one object per line");
        n += 1;
        assert_eq!(o["step"].as_u64(), Some(n), "steps count from 1");
        r.line(o);
    }
    assert!(text.is_empty() || text.ends_with('\n'));
    let grid = Grid::from_cells(r.grid);
    match end.outcome {
        Some(Outcome::Solved) => {
            assert_eq!(n + 1, end.stats.steps);
            assert!(grid.solves(puzzle), "{strategy:?} on {}", puzzle.to_line());
        }
        Some(Outcome::NoSolution) => {
            assert_eq!(n + 1, end.stats.steps);
            assert_eq!(grid, *puzzle, "every digit taken back");
            assert!(r.struck_order.is_empty(), "every candidate given back");
        }
        None => assert_eq!(n, max),
    }
    // The counters agree with the lines.
    let count = |k: &str| text.matches(&format!("\"kind\":\"{k}\",")).count() as u64;
    let s = end.stats;
    assert_eq!(
        (
            s.placements,
            s.deductions,
            s.retractions,
            s.undone_deductions
        ),
        (
            count("place"),
            count("deduce"),
            count("retract"),
            count("undo")
        )
    );
    assert_eq!(
        (s.eliminations, s.restorations),
        (r.eliminated, count("restore"))
    );
    n
}
