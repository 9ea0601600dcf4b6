use super::*;

#[test]
fn error_display() {
    let e = ParseError::at("a.txt", 3, 9, "row 3 has 8 cells, expected 9");
    assert_eq!(e.to_string(), "a.txt:3:9: row 3 has 8 cells, expected 9");
    let e = ParseError::whole("a.txt", "no puzzle found");
    assert_eq!(e.to_string(), "a.txt: no puzzle found");
}

#[test]
fn formats_for_paths() {
    assert_eq!(Format::for_path(Path::new("a.sdk")), Format::Sdk);
    assert_eq!(Format::for_path(Path::new("a.SS")), Format::Ss);
    assert_eq!(Format::for_path(Path::new("dir/a.sdm")), Format::Collection);
    assert_eq!(Format::for_path(Path::new("a.txt")), Format::Rows);
    assert_eq!(Format::for_path(Path::new("puzzle")), Format::Rows);
    assert_eq!(Format::Rows.name(), "9 lines of digits");
    assert_eq!(Format::Sdk.to_string(), "SadMan .sdk");
    let names: std::collections::HashSet<_> = Format::ALL.iter().map(|f| f.name()).collect();
    assert_eq!(names.len(), Format::ALL.len());
}

#[test]
fn nul_position() {
    let e = parse("f", b"abc\nde\0f").unwrap_err();
    assert_eq!((e.line, e.col), (2, 3));
    let e = parse("f", b"\0").unwrap_err();
    assert_eq!(
        e.to_string(),
        "f:1:1: unexpected NUL byte, this is not a text file"
    );
}

#[test]
fn nothing_to_read() {
    for text in ["", "\n\n", "   \r\n", "# only\n# comments\n", "[Puzzle]\n"] {
        let e = parse("f", text.as_bytes()).unwrap_err();
        assert_eq!(e.to_string(), "f: no puzzle found", "{text:?}");
    }
}
