//! Puzzle file formats (being written).
