//! Score-sheet explanations live in the library (`crate::i18n::explain`), shared with the CLI.

pub use crate::i18n::explain::*;
