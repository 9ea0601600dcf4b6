//! Every use of processor-specific instructions in the engine, and so every `unsafe`
//! block: the rest of the crate is `#![deny(unsafe_code)]`. Each kernel here has a portable
//! twin in the module that calls it, and a test that both agree.
//!
//! With the `portable` feature (or on a processor other than x86-64) none of it is
//! compiled and the portable paths run everywhere, so that they are built and tested too.

#[cfg(all(target_arch = "x86_64", not(feature = "portable")))]
pub(crate) mod reader;
