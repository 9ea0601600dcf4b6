//! The man page: clap_mangen's sections for the command line, then the app's keys from
//! the key table, and the documents that say more. Only pages that exist are named: the
//! commands are sections of this page, not pages of their own.

use std::io;

use clap::Command;
use clap_mangen::Man;

use crate::tui::app::keymap::{listing, Listed};

/// The documents beside the program, in the source tree.
const DOCS: &[(&str, &str)] = &[
    (
        "README.md",
        "what the program is, install, the first ten minutes",
    ),
    (
        "docs/GUIDE.md",
        "the app and the commands in use, task by task",
    ),
    (
        "docs/REFERENCE.md",
        "every key, option, exit status, format, size and technique",
    ),
    ("docs/FAQ.md", "questions that come up"),
    ("docs/ARCHITECTURE.md", "the crates and their modules"),
    (
        "BENCHMARKS.md",
        "the figures, and how to measure them again",
    ),
];

/// The whole page, in roff.
pub fn page(cmd: Command) -> io::Result<Vec<u8>> {
    let mut cmd = cmd.disable_help_subcommand(true);
    cmd.build();
    let man = Man::new(cmd.clone());
    let mut out = Vec::new();
    man.render_title(&mut out)?;
    man.render_name_section(&mut out)?;
    man.render_synopsis_section(&mut out)?;
    man.render_description_section(&mut out)?;
    man.render_options_section(&mut out)?;
    commands(&cmd, &mut out)?;
    keys(&listing(), &mut out);
    see_also(&mut out);
    man.render_version_section(&mut out)?;
    Ok(out)
}

/// COMMANDS: each command with what it does and its options, as subsections of this
/// page (clap_mangen's own section names a page per command, which is not installed).
fn commands(cmd: &Command, out: &mut Vec<u8>) -> io::Result<()> {
    line(out, ".SH COMMANDS");
    for sub in cmd.get_subcommands().filter(|s| !s.is_hide_set()) {
        let name = format!("{} {}", cmd.get_name(), sub.get_name());
        line(out, &format!(".SS \"{}\"", escape(&name)));
        if let Some(about) = sub.get_about() {
            line(out, &text(&about.to_string()));
        }
        if sub.get_arguments().any(|a| !a.is_hide_set()) {
            let mut opts = Vec::new();
            Man::new(sub.clone()).render_options_section(&mut opts)?;
            // Its options under this subsection: the section heading it begins with goes.
            let opts = String::from_utf8_lossy(&opts);
            for l in opts.lines().filter(|l| !l.starts_with(".SH")) {
                line(out, l);
            }
        }
    }
    Ok(())
}

/// KEYS: every key of the app's key table, section by section.
fn keys(rows: &[Listed], out: &mut Vec<u8>) {
    line(out, ".SH KEYS");
    line(
        out,
        &text("The keys of the app, by where they work; ? (or F1) in the app lists them too."),
    );
    let mut section = "";
    for r in rows {
        if r.section != section {
            section = r.section;
            line(out, &format!(".SS \"{}\"", escape(section)));
        }
        line(out, ".TP");
        line(out, &format!("\\fB{}\\fR", escape(&r.keys.join(", "))));
        line(out, &text(&r.text));
    }
}

/// SEE ALSO: the player of recordings, and the documents in the source tree.
fn see_also(out: &mut Vec<u8>) {
    line(out, ".SH \"SEE ALSO\"");
    line(
        out,
        "\\fBasciinema\\fR(1), which plays what \\-\\-record and r record.",
    );
    line(out, ".PP");
    line(out, &text("In the source tree of sudoku-tui:"));
    for (path, what) in DOCS {
        line(out, ".TP");
        line(out, &format!("\\fI{}\\fR", escape(path)));
        line(out, &text(what));
    }
}

fn line(out: &mut Vec<u8>, l: &str) {
    out.extend_from_slice(l.as_bytes());
    out.push(b'\n');
}

/// A line of running text: escaped, and kept from reading as a request.
fn text(s: &str) -> String {
    let e = escape(s);
    if e.starts_with('.') || e.starts_with('\'') {
        format!("\\&{e}")
    } else {
        e
    }
}

/// Backslashes and hyphens as roff writes them.
fn escape(s: &str) -> String {
    s.replace('\\', "\\e").replace('-', "\\-")
}

#[cfg(test)]
mod tests;
