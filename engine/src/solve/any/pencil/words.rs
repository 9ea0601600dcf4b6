//! Steps in words at any size, as the 9×9 techniques say them, each digit written by the
//! function given (letters above 9, or the puzzle's own alphabet: `0` for 16 in hex).

use crate::grid::UnitKind;
use crate::shape::Shape;
use crate::solve::logic::words::list;

pub(super) fn unit_name((kind, index): (UnitKind, usize)) -> String {
    format!("{kind} {}", index + 1)
}

pub(super) fn digit_list(mask: u32, digit: &dyn Fn(u8) -> char) -> String {
    let ds: Vec<String> = (0..32)
        .filter(|d| mask & 1 << d != 0)
        .map(|d| digit(d as u8 + 1).to_string())
        .collect();
    list(&ds)
}

pub(super) fn cell_list(shape: Shape, cells: &[usize]) -> String {
    let names: Vec<String> = cells.iter().map(|&c| shape.cell_name(c)).collect();
    list(&names)
}

/// `r7c2 and r9c2 are not 7`, `r3c8 is not 2 or 7 and r3c9 is not 2`.
pub(super) fn struck_words(
    shape: Shape,
    struck: &[(usize, u8)],
    digit: &dyn Fn(u8) -> char,
) -> String {
    let mut digits: Vec<u8> = struck.iter().map(|&(_, d)| d).collect();
    digits.sort_unstable();
    digits.dedup();
    let name = digit;
    if let [one] = digits[..] {
        let cells: Vec<usize> = struck.iter().map(|&(c, _)| c).collect();
        let verb = if cells.len() == 1 { "is" } else { "are" };
        return format!("{} {verb} not {}", cell_list(shape, &cells), name(one));
    }
    let mut parts = Vec::new();
    let mut i = 0;
    while i < struck.len() {
        let cell = struck[i].0;
        let mut mask = 0u32;
        while i < struck.len() && struck[i].0 == cell {
            mask |= 1 << (struck[i].1 - 1);
            i += 1;
        }
        let either = digit_list(mask, name).replacen(" and ", " or ", 1);
        parts.push(format!("{} is not {either}", shape.cell_name(cell)));
    }
    list(&parts)
}
