//! sudoku-tui's library: the grid, the file formats and the solvers. It knows nothing of
//! the terminal; the app and the headless commands are built on it.

pub mod compare;
pub mod format;
pub mod generate;
pub mod grid;
pub mod solve;

pub use grid::Grid;
