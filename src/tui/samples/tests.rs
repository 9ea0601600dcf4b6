use std::collections::BTreeSet;
use std::path::Path;

use super::*;

#[test]
fn every_puzzle_file_of_the_folder_is_built_in() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("puzzles");
    let on_disk: BTreeSet<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n != "README.md")
        .collect();
    let built_in: BTreeSet<String> = SAMPLES.iter().map(|s| s.name.to_string()).collect();
    assert_eq!(built_in, on_disk);
    let names: Vec<&str> = SAMPLES.iter().map(|s| s.name).collect();
    let mut sorted = names.clone();
    sorted.sort_by_key(|n| n.to_lowercase());
    assert_eq!(names, sorted, "listed as a folder is");
}

#[test]
fn every_sample_reads_as_its_file_does() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("puzzles");
    for s in SAMPLES {
        let from_disk = format::read_path(&dir.join(s.name)).unwrap();
        let built_in = s.read().unwrap();
        assert_eq!(built_in.format, from_disk.format, "{}", s.name);
        let grids = |d: &format::Document| d.puzzles.iter().map(|e| e.grid).collect::<Vec<_>>();
        assert_eq!(grids(&built_in), grids(&from_disk), "{}", s.name);
    }
}

#[test]
fn a_sample_opens_as_a_source_without_a_path() {
    let top95 = SAMPLES.iter().find(|s| s.name == "top95.sdm").unwrap();
    let source = top95.source().unwrap();
    assert_eq!(source.name, "built-in: top95.sdm");
    assert_eq!(source.path, None, "saving asks for a path");
    assert_eq!(source.count(), 95);
    assert_eq!(source.index, 0);
    let i = SAMPLES.iter().position(|s| s.name == "top95.sdm");
    assert_eq!(of_source(&source), i);
    assert_eq!(of_source(&Source::builtin()), None);
    let mut elsewhere = source.clone();
    elsewhere.path = Some("top95.sdm".into());
    assert_eq!(
        of_source(&elsewhere),
        None,
        "saved to a file, it is that file"
    );
}
