//! The man page: every key of the table in KEYS, and only pages that exist named.

use std::collections::BTreeSet;

use super::*;
use crate::tui::app::keymap::TABLE;

fn rendered() -> String {
    String::from_utf8(page(crate::command()).unwrap()).unwrap()
}

/// The lines of section `name`, up to the next section.
fn section<'a>(page: &'a str, name: &str) -> Vec<&'a str> {
    let head = format!(".SH {name}");
    page.lines()
        .skip_while(|l| *l != head)
        .skip(1)
        .take_while(|l| !l.starts_with(".SH"))
        .collect()
}

#[test]
fn keys_lists_every_key_of_the_table() {
    let page = rendered();
    let keys = section(&page, "KEYS");
    assert!(!keys.is_empty(), "no KEYS section");
    // The line after each .TP names keys, bold, separated by commas.
    let mut got = BTreeSet::new();
    for pair in keys.windows(2).filter(|w| w[0] == ".TP") {
        let names = pair[1]
            .strip_prefix("\\fB")
            .and_then(|l| l.strip_suffix("\\fR"))
            .unwrap_or_else(|| panic!("not a key line: {}", pair[1]));
        got.extend(names.replace("\\-", "-").split(", ").map(String::from));
    }
    let want: BTreeSet<String> = TABLE
        .iter()
        .flat_map(|r| r.binds.iter().map(|b| b.key.name()))
        .collect();
    assert_eq!(got, want);
    // Each section of the table is a subsection.
    for s in crate::tui::app::keymap::SECTIONS {
        assert!(keys.contains(&format!(".SS \"{s}\"").as_str()), "{s}");
    }
}

#[test]
fn see_also_names_no_page_of_a_command() {
    let page = rendered();
    assert!(!page.contains("sudoku\\-tui\\-"), "{page}");
    let see = section(&page, "\"SEE ALSO\"").join("\n");
    assert!(see.contains("\\fBasciinema\\fR(1)"), "{see}");
    for (path, _) in DOCS {
        assert!(see.contains(&escape(path)), "{path}");
        let file = concat!(env!("CARGO_MANIFEST_DIR"), "/").to_string() + path;
        assert!(
            std::path::Path::new(&file).is_file(),
            "{path} is named but absent"
        );
    }
}

#[test]
fn every_command_has_its_subsection_with_its_options() {
    let page = rendered();
    let cmds = section(&page, "COMMANDS").join("\n");
    for name in ["solve", "generate", "grade", "hint", "completions", "man"] {
        assert!(
            cmds.contains(&format!(".SS \"sudoku\\-tui {name}\"")),
            "{name}"
        );
    }
    assert!(cmds.contains("\\-\\-check\\-unique"), "{cmds}");
    assert!(!cmds.contains(".SS \"sudoku\\-tui help\""), "{cmds}");
}

#[test]
fn text_that_starts_with_a_dot_is_not_a_request() {
    assert_eq!(text(".sdk files"), "\\&.sdk files");
    assert_eq!(escape("a-b\\c"), "a\\-b\\ec");
}
