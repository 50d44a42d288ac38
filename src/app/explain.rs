//! Score-sheet explanations live in the library (`crate::explain`), shared with the CLI.

pub use crate::explain::*;
