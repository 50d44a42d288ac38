//! The translation layer lives in the library (`crate::i18n`), shared with the CLI.

pub use crate::i18n::{I18n, Lang};
