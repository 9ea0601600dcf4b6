//! A size in words, as messages put it: `a 16x16`, `an 8x8`.

/// A grid's size with its article: `a 9x9`, `an 8x8`, `an 11x11`, `a 16x16`; the noun
/// follows (`a 16x16 grid`, `an 8x8 puzzle`).
pub fn a_size(side: usize) -> String {
    let said = side.to_string();
    // The article goes by the sound of the number: "eight", "eleven", "eighteen".
    let article = if said.starts_with('8') || side == 11 || side == 18 {
        "an"
    } else {
        "a"
    };
    format!("{article} {side}x{side}")
}

#[cfg(test)]
mod tests {
    use super::a_size;

    #[test]
    fn the_article_goes_by_the_sound() {
        let said: Vec<String> = [4, 6, 8, 9, 11, 12, 16, 18, 25, 81]
            .into_iter()
            .map(a_size)
            .collect();
        assert_eq!(
            said,
            [
                "a 4x4", "a 6x6", "an 8x8", "a 9x9", "an 11x11", "a 12x12", "a 16x16", "an 18x18",
                "a 25x25", "an 81x81"
            ]
        );
    }
}
