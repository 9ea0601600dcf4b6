//! Text fitted into a width.

/// Keeps the end of a long name: "…/puzzles/hard.sdm".
pub fn tail(s: &str, width: usize) -> String {
    let n = s.chars().count();
    if n <= width {
        s.to_string()
    } else {
        let skip = n - width.saturating_sub(1);
        format!("…{}", s.chars().skip(skip).collect::<String>())
    }
}
