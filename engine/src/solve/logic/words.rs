//! Steps in words: `pointing: in box 4 the 7s lie in column 2, so r7c2 and r9c2 are not 7`.

use super::board::cells_in;
use super::{Candidate, PatternCell, Step, Technique};
use crate::grid::{digits_of, spaced_digits, Cell, Unit, UnitKind};

/// `a`, `a and b`, `a, b and c`.
pub fn list<S: AsRef<str>>(items: &[S]) -> String {
    match items {
        [] => String::new(),
        [one] => one.as_ref().to_string(),
        [rest @ .., last] => {
            let rest: Vec<&str> = rest.iter().map(|s| s.as_ref()).collect();
            format!("{} and {}", rest.join(", "), last.as_ref())
        }
    }
}

fn digit_list(mask: u16) -> String {
    let ds: Vec<String> = digits_of(mask).map(|d| d.to_string()).collect();
    list(&ds)
}

/// `2`, `2 or 7`, `1, 4 or 6`.
fn either(mask: u16) -> String {
    digit_list(mask).replacen(" and ", " or ", 1)
}

fn cells(cs: &[Cell]) -> String {
    let names: Vec<String> = cs.iter().map(Cell::to_string).collect();
    list(&names)
}

fn pattern_cells(step: &Step) -> Vec<Cell> {
    step.pattern.iter().map(|p| p.cell).collect()
}

/// `r7c2 and r9c2 are not 7`, `r3c8 is not 2 or 7 and r3c9 is not 2`.
pub fn eliminations(elims: &[Candidate]) -> String {
    let mut digits: Vec<_> = elims.iter().map(|e| e.digit).collect();
    digits.dedup();
    if digits.len() == 1 {
        let cs: Vec<Cell> = elims.iter().map(|e| e.cell).collect();
        let verb = if cs.len() == 1 { "is" } else { "are" };
        return format!("{} {verb} not {}", cells(&cs), digits[0]);
    }
    let mut parts = Vec::new();
    let mut i = 0;
    while i < elims.len() {
        let c = elims[i].cell;
        let mut mask = 0u16;
        while i < elims.len() && elims[i].cell == c {
            mask |= elims[i].digit.bit();
            i += 1;
        }
        parts.push(format!("{c} is not {}", either(mask)));
    }
    list(&parts)
}

/// `rows 2 and 6`, `column 3`.
fn units(us: &[Unit]) -> String {
    let Some(first) = us.first() else {
        return String::new();
    };
    let kind = first.kind.to_string();
    let idx: Vec<String> = us.iter().map(|u| (u.index + 1).to_string()).collect();
    if us.len() == 1 {
        format!("{kind} {}", idx[0])
    } else {
        let plural = if first.kind == UnitKind::Box {
            "boxes".to_string()
        } else {
            format!("{kind}s")
        };
        format!("{plural} {}", list(&idx))
    }
}

fn with_digits(p: &PatternCell) -> String {
    format!("{} ({})", p.cell, spaced_digits(p.digits))
}

/// What the step concludes: `r7c2 and r9c2 are not 7`, or `r3c5 is 7`.
fn conclusion(step: &Step) -> String {
    match step.placement {
        Some(Candidate { cell, digit }) => format!("{cell} is {digit}"),
        None => eliminations(&step.eliminations),
    }
}

/// The whole step in words, its technique's name first.
pub fn describe(step: &Step) -> String {
    let so = conclusion(step);
    let d = digit_list(step.digits);
    let pc = pattern_cells(step);
    let unit = |i: usize| {
        step.units
            .get(i)
            .map_or_else(String::new, |u| u.to_string())
    };
    let body = match step.technique {
        Technique::HiddenSingle => {
            format!("in {} the {d} fits only {}, so {so}", unit(0), cells(&pc))
        }
        Technique::NakedSingle => format!("{} can only be {d}", cells(&pc)),
        Technique::Pointing | Technique::Claiming => {
            format!("in {} the {d}s lie in {}, so {so}", unit(0), unit(1))
        }
        Technique::NakedPair | Technique::NakedTriple | Technique::NakedQuad => {
            format!("in {} {} hold only {d}, so {so}", unit(0), cells(&pc))
        }
        Technique::HiddenPair | Technique::HiddenTriple | Technique::HiddenQuad => {
            format!(
                "in {} the digits {d} fit only {}, so {so}",
                unit(0),
                cells(&pc)
            )
        }
        Technique::XWing | Technique::Swordfish | Technique::Jellyfish => {
            let n = step.units.len() / 2;
            format!(
                "the {d}s of {} lie in {}, so {so}",
                units(&step.units[..n]),
                units(&step.units[n..])
            )
        }
        Technique::XyWing | Technique::XyzWing => {
            let p = &step.pattern;
            let which = if step.technique == Technique::XyWing {
                "of the wings"
            } else {
                "of the three"
            };
            format!(
                "{} sees {} and {}; one {which} is {d}, so {so}",
                with_digits(&p[0]),
                with_digits(&p[1]),
                with_digits(&p[2])
            )
        }
        Technique::WWing => {
            let p = &step.pattern;
            format!(
                "{} and {} hold only {}; in {} the {}s lie only in {} and {}, one seeing each, \
                 so one of them is {d}, and {so}",
                p[0].cell,
                p[3].cell,
                digit_list(p[0].digits),
                unit(0),
                digit_list(p[1].digits),
                p[1].cell,
                p[2].cell
            )
        }
        Technique::Skyscraper | Technique::TwoStringKite => {
            let p = &pc;
            let share = if step.technique == Technique::Skyscraper {
                "a line"
            } else {
                "a box"
            };
            format!(
                "in {} the {d}s lie only in {} and {}, in {} only in {} and {}; {} and {} share \
                 {share}, so {} or {} is {d}, and {so}",
                unit(0),
                p[0],
                p[1],
                unit(1),
                p[2],
                p[3],
                p[1],
                p[2],
                p[0],
                p[3]
            )
        }
        Technique::SimpleColouring => {
            let elim_in_pattern = step.eliminations.iter().all(|e| pc.contains(&e.cell));
            let how = if elim_in_pattern {
                "one colour has two cells in a unit, so it is false"
            } else {
                "one colour is true, and what sees both loses the digit"
            };
            format!(
                "the strong links on {d} join {}, coloured in turn; {how}: {so}",
                cells(&pc)
            )
        }
        Technique::XChain => {
            let mut chain = String::new();
            for (i, c) in pc.iter().enumerate() {
                if i > 0 {
                    chain.push_str(if i % 2 == 1 { " = " } else { " - " });
                }
                chain.push_str(&c.to_string());
            }
            let (a, b) = (pc[0], pc[pc.len() - 1]);
            format!("{d}s at {chain} (= strong, - weak), so {a} or {b} is {d}, and {so}")
        }
        Technique::XyChain => {
            let chain: Vec<String> = step.pattern.iter().map(with_digits).collect();
            let (a, b) = (pc[0], pc[pc.len() - 1]);
            format!("{}: {a} or {b} is {d}, so {so}", chain.join(" - "))
        }
        Technique::UniqueRectangle => {
            let corner = pc[3];
            format!(
                "{} hold only {d} and {} holds them too; were it {}, the two could swap and the \
                 puzzle would have two solutions, so {so}",
                cells(&pc[..3]),
                corner,
                either(step.digits)
            )
        }
        Technique::BugPlusOne => {
            let c = pc[0];
            format!(
                "every empty cell but {c} has two candidates; were it not {d}, the puzzle would \
                 have two solutions or none, so {so}"
            )
        }
    };
    format!("{}: {body}", step.technique.words())
}

/// The first press of a hint: the area and the technique, `look at box 4: pointing`.
pub fn hint(step: &Step) -> String {
    format!("look at {}: {}", step.area(), step.technique.words())
}

/// Cells of a set, named: `r1c1, r1c5 and r4c1`.
pub fn cell_set(set: super::Cells) -> String {
    let cs: Vec<Cell> = cells_in(set).filter_map(Cell::new).collect();
    cells(&cs)
}
