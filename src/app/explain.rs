//! Score-sheet explanations live in the library (`crate::rules::explain`), shared with the CLI.

pub use crate::rules::explain::*;
