#![doc = include_str!("../README.md")]
#![warn(missing_docs)]

pub mod compare;
pub mod format;
pub mod generate;
pub mod grid;
pub mod solve;

pub use grid::Grid;
