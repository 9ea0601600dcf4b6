//! Words and numbers as the app writes them, shared by the state (messages, summaries)
//! and the drawing: neither borrows them from the other.

pub mod numbers;
pub mod seen;
