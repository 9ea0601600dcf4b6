//! Saving a puzzle of another size than 9×9: the plans of [`super::save`] for a
//! [`Board`], written in the puzzle's own alphabet (letters, or the hex convention it was
//! read in), atomically, and never over a collection without asking first.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use sudoku_engine::board::Board;
use sudoku_engine::format::{
    self, parse_board_line, write_board, write_board_noted, Alphabet, Format,
};

use super::boards::{other_sizes, BoardSource};
use super::save::{
    changed_line, describe, line_span, missing_folder, resolve, same_file, write_atomic,
};

/// What saving the open puzzle of another size to a path would do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardPlan {
    /// Nothing is there: a new file, in the format of its extension.
    New { target: PathBuf, format: Format },
    /// The open file, which holds this one puzzle: written again in its own format.
    Own { target: PathBuf, format: Format },
    /// The open collection: the puzzle's line replaced (asks first).
    Line {
        target: PathBuf,
        line: usize,
        /// 1-based, and of how many.
        number: usize,
        count: usize,
        was: Board,
    },
    /// Another file is there: replaced after a yes.
    Replace { target: PathBuf, format: Format },
}

impl BoardPlan {
    /// The format the whole file is written in; None for a line of a collection.
    pub fn format(&self) -> Option<Format> {
        match self {
            BoardPlan::New { format, .. }
            | BoardPlan::Own { format, .. }
            | BoardPlan::Replace { format, .. } => Some(*format),
            BoardPlan::Line { .. } => None,
        }
    }

    /// The question to ask before carrying the plan out, if any (`path` as typed).
    pub fn question(&self, path: &Path) -> Option<String> {
        match self {
            BoardPlan::New { .. } | BoardPlan::Own { .. } => None,
            BoardPlan::Replace { .. } => Some(super::save::replace_question(path)),
            BoardPlan::Line {
                line,
                number,
                count,
                ..
            } => Some(super::save::line_question(path, *count, *number, *line)),
        }
    }
}

/// The puzzles of a file as the app would read them, whatever their size.
fn read_boards(target: &Path) -> Option<Vec<Board>> {
    let bytes = fs::read(target).ok()?;
    let name = format::path_name(target);
    if let Ok(doc) = format::parse(&name, &bytes) {
        return Some(doc.puzzles.iter().map(|e| Board::from(&e.grid)).collect());
    }
    let doc = other_sizes(&name, &bytes)?;
    Some(doc.puzzles.into_iter().map(|e| e.board).collect())
}

/// Works out what saving to `path` would do, given the source the puzzle comes from
/// (None for a puzzle typed, pasted or made): as [`super::plan_save`] does for 9×9.
pub fn plan_board_save(path: &Path, open: Option<&BoardSource>) -> Result<BoardPlan, String> {
    let shown = format::path_name(path);
    let target = resolve(path).map_err(|e| format!("{shown}: {}", describe(&e)))?;
    if !target.exists() {
        if let Some(dir) = missing_folder(&target) {
            return Err(format!(
                "{shown}: there is no folder {}: create it first, or save elsewhere",
                format::path_name(dir)
            ));
        }
        let format = Format::for_path(path);
        return Ok(BoardPlan::New { target, format });
    }
    let open = open.filter(|o| o.path.as_deref().is_some_and(|p| same_file(p, &target)));
    let Some(boards) = read_boards(&target) else {
        let format = Format::for_path(path);
        return Ok(BoardPlan::Replace { target, format });
    };
    let count = boards.len();
    let Some(open) = open else {
        if count > 1 {
            return Err(format!(
                "{shown} holds {count} puzzles: one puzzle does not replace a collection, \
                 save it under another name"
            ));
        }
        let format = Format::for_path(path);
        return Ok(BoardPlan::Replace { target, format });
    };
    let changed =
        || format!("{shown} changed since it was opened: save the puzzle under another name");
    let was = open.entry().board.clone();
    if count != open.count() || boards.get(open.index) != Some(&was) {
        return Err(changed());
    }
    let format = format::parse_boards(&shown, &fs::read(&target).map_err(|_| changed())?)
        .map_err(|_| changed())?
        .format;
    Ok(if count == 1 {
        BoardPlan::Own { target, format }
    } else {
        BoardPlan::Line {
            target,
            line: open.entry().line,
            number: open.index + 1,
            count,
            was,
        }
    })
}

/// Carries out a plan (once any question was answered yes); returns the name of the
/// format written. A file written whole notes `note` (how the puzzle was made) on a
/// comment line in the formats that keep one.
pub fn carry_out_board(
    plan: &BoardPlan,
    board: &Board,
    alphabet: Alphabet,
    note: Option<&str>,
) -> io::Result<&'static str> {
    match plan {
        BoardPlan::New { target, format }
        | BoardPlan::Own { target, format }
        | BoardPlan::Replace { target, format } => {
            let text = write_board_noted(board, alphabet, *format, note.unwrap_or_default());
            write_atomic(target, text.as_bytes())?;
            Ok(format.name())
        }
        BoardPlan::Line {
            target, line, was, ..
        } => {
            replace_board_line(target, *line, was, board, alphabet)?;
            Ok(Format::Collection.name())
        }
    }
}

/// Replaces puzzle line `line_no` of a one-puzzle-per-line file with `board`'s cells,
/// atomically: the other lines and the line end stay as they were. The line must still
/// hold `was`; a file changed meanwhile is left alone, with an error.
fn replace_board_line(
    target: &Path,
    line_no: usize,
    was: &Board,
    board: &Board,
    alphabet: Alphabet,
) -> io::Result<()> {
    let target = resolve(target)?;
    let bytes = fs::read(&target)?;
    let changed = || changed_line(line_no);
    let (start, end) = line_span(&bytes, line_no)?;
    let line = &bytes[start..end];
    match parse_board_line(&format::path_name(&target), line_no, line) {
        Ok(Some(e)) if e.board == *was => {}
        _ => return Err(changed()),
    }
    // The line's own end (`\r\n` or `\n`) stays: only what is before it changes.
    let body = line.strip_suffix(b"\n").unwrap_or(line);
    let body = body.strip_suffix(b"\r").unwrap_or(body);
    let cells = write_board(board, alphabet, Format::Line);
    let mut out = Vec::with_capacity(bytes.len() + cells.len());
    out.extend_from_slice(&bytes[..start]);
    out.extend_from_slice(cells.trim_end().as_bytes());
    out.extend_from_slice(&bytes[start + body.len()..]);
    write_atomic(&target, &out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use sudoku_engine::shape::Shape;

    fn dir(name: &str) -> PathBuf {
        let d = std::env::temp_dir().join(format!("save-board-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&d);
        fs::create_dir_all(&d).unwrap();
        d
    }

    fn four(line: &str) -> Board {
        let cells = line.bytes().map(|b| b.saturating_sub(b'0')).collect();
        Board::from_cells(Shape::for_side(4).unwrap(), cells).unwrap()
    }

    #[test]
    fn a_new_file_gets_the_letters_of_its_size() {
        let d = dir("new");
        let path = d.join("big.txt");
        let plan = plan_board_save(&path, None).unwrap();
        assert!(matches!(plan, BoardPlan::New { .. }));
        let mut b = Board::empty(Shape::for_side(16).unwrap());
        b.try_set(0, 16).unwrap();
        b.try_set(17, 10).unwrap();
        carry_out_board(&plan, &b, Alphabet::Letters, None).unwrap();
        let text = fs::read_to_string(&path).unwrap();
        assert!(text.starts_with("G000000000000000\n0A00"), "{text}");
        let back = format::parse_boards("big.txt", text.as_bytes()).unwrap();
        assert_eq!(back.puzzles[0].board, b);
        fs::remove_dir_all(&d).unwrap();
    }

    #[test]
    fn a_line_of_a_collection_is_replaced_and_the_rest_stays() {
        let d = dir("line");
        let path = d.join("fours.txt");
        fs::write(&path, "# fours\r\n1000200030004000\r\n0200000000000000\r\n").unwrap();
        let doc = format::parse_boards("fours.txt", &fs::read(&path).unwrap()).unwrap();
        let mut open = BoardSource::of(doc, "fours.txt".into(), Some(path.clone()));
        open.index = 1;
        let plan = plan_board_save(&path, Some(&open)).unwrap();
        assert!(plan
            .question(&path)
            .unwrap()
            .contains("Replace puzzle 2 (line 3)"));
        carry_out_board(&plan, &four("0230000000000000"), Alphabet::Letters, None).unwrap();
        assert_eq!(
            fs::read_to_string(&path).unwrap(),
            "# fours\r\n1000200030004000\r\n.23.............\r\n"
        );
        // The file changed under the app: the plan is refused, nothing is written.
        let e = plan_board_save(&path, Some(&open)).unwrap_err();
        assert!(e.contains("changed since it was opened"), "{e}");
        let e = plan_board_save(&path, None).unwrap_err();
        assert!(e.contains("holds 2 puzzles"), "{e}");
        fs::remove_dir_all(&d).unwrap();
    }
}
