//! Names as they may be shown: a file name can hold any byte but `/` and NUL, escape
//! sequences and line breaks included, and a message that names it must not hand those
//! to the terminal (or split itself in two). Every control character shows as `?`, as
//! `ls` shows it.

use std::borrow::Cow;
use std::path::Path;

/// `name` with every control character (C0, DEL, C1) shown as `?`; unchanged, without
/// copying, when it has none.
pub fn printable(name: &str) -> Cow<'_, str> {
    if name.chars().any(char::is_control) {
        Cow::Owned(
            name.chars()
                .map(|c| if c.is_control() { '?' } else { c })
                .collect(),
        )
    } else {
        Cow::Borrowed(name)
    }
}

/// A path as messages name it: displayed (bytes that are not UTF-8 as `�`), control
/// characters as `?`.
pub fn path_name(path: &Path) -> String {
    printable(&path.display().to_string()).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn control_characters_show_as_question_marks() {
        assert_eq!(printable("a\x1b[2J.txt"), "a?[2J.txt");
        assert_eq!(printable("two\nlines\r\t\x7f\u{9b}"), "two?lines????");
        assert!(matches!(printable("plain ünïcode.sdk"), Cow::Borrowed(_)));
        assert_eq!(path_name(Path::new("dir/x\x07y")), "dir/x?y");
    }
}
