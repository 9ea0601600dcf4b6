#![doc = include_str!("../README.md")]
// One module convention: `foo.rs` beside `foo/`, never `foo/mod.rs`.
#![warn(clippy::mod_module_files)]
#![warn(missing_docs)]
// Every `unsafe` block is in `solve::fast::simd`, and each says why it is sound.
#![deny(unsafe_code)]
#![warn(clippy::undocumented_unsafe_blocks)]

pub mod board;
pub mod compare;
pub mod format;
pub mod generate;
pub mod grid;
pub mod shape;
pub mod solve;

pub use grid::Grid;
