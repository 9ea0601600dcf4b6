//! Every use of processor-specific instructions in the engine, and so every `unsafe`
//! block: the rest of the crate is `#![deny(unsafe_code)]`. Each kernel here has a portable
//! twin beside it, and a test that both agree: the fast solver's (which masks changed,
//! the givens sorted by value, box segments by `pext`, stack matching with SSE2 or AVX2,
//! the branching cell counted with `popcnt`, the candidates tallied for naked singles) and the puzzle reader's (sixteen cells of a
//! line at once).
//!
//! With the `portable` feature (or on a processor other than x86-64) none of it is
//! compiled and the portable paths run everywhere, so that they are built and tested too.

pub(super) mod changed;
pub(super) mod givens;
pub(super) mod popcnt;
#[cfg(all(target_arch = "x86_64", not(feature = "portable")))]
pub(crate) mod reader;
pub(super) mod segments;
pub(super) mod stacks;
pub(super) mod tallies;
