//! RON as the project's files hold it: read with the extensions of `docs/formats.md`, errors
//! naming the line and column, numbers checked against their ranges ([`ranged`]); written
//! canonically, as the app saves them. Every file format (`crate::formats`, the rule options,
//! the tile set manifest) reads and writes through here.

pub mod ranged;

use crate::hand::HandError;
use crate::i18n::{Localized, Message};
use ranged::RuleOptionError;
use serde::Serialize;

/// A file of the project that could not be read: RON's syntax (with the line and column), a
/// number outside its range, or a hand that cannot be.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseError {
    #[error("line {line}, column {column}: {message}")]
    Syntax {
        line: usize,
        column: usize,
        message: String,
    },
    /// A number outside its range (a rule option, an amount): the field and what is allowed.
    #[error("line {line}, column {column}: {error}")]
    OptionValue {
        line: usize,
        column: usize,
        error: RuleOptionError,
    },
    #[error(transparent)]
    Hand(#[from] HandError),
}

fn ron_options() -> ron::Options {
    use ron::extensions::Extensions;
    ron::Options::default()
        .with_default_extension(Extensions::IMPLICIT_SOME | Extensions::UNWRAP_VARIANT_NEWTYPES)
}

/// Reads any of the project's RON files (the RON extensions of `docs/formats.md` on).
/// Syntax errors name the line and column.
pub fn parse_ron<T: serde::de::DeserializeOwned>(text: &str) -> Result<T, ParseError> {
    ranged::forget_refusal();
    ron_options().from_str::<T>(text).map_err(read_error)
}

/// A RON reader's error as ours: a number refused by its range keeps its field and range
/// ([`ranged`]); anything else is a syntax error with RON's words.
fn read_error(e: ron::error::SpannedError) -> ParseError {
    let (line, column) = (e.span.start.line, e.span.start.col);
    let refused = match &e.code {
        ron::Error::Message(message) => ranged::take_refusal(message),
        _ => None,
    };
    match refused {
        Some(error) => ParseError::OptionValue {
            line,
            column,
            error,
        },
        None => ParseError::Syntax {
            line,
            column,
            message: e.code.to_string(),
        },
    }
}

/// [`parse_ron`] with a seed: for readers that handle a file piece by piece as it is read.
pub fn parse_ron_seed<'a, S: serde::de::DeserializeSeed<'a>>(
    text: &'a str,
    seed: S,
) -> Result<S::Value, ParseError> {
    ranged::forget_refusal();
    ron_options().from_str_seed(text, seed).map_err(read_error)
}

/// Pretty RON with the project's extensions on (so it reads back with [`parse_ron`]).
pub fn to_ron_pretty<T: Serialize>(value: &T) -> String {
    to_ron_nested(value, usize::MAX)
}

/// Pretty RON whose values nested deeper than `depth` stay on one line (`depth` 2: each field
/// and each list item on its own line, a meld or an option set on one). Strings are written
/// as they are (`"Wall's end"`), raw (`r#"..."#`) where they hold a quote or a backslash.
pub fn to_ron_nested<T: Serialize>(value: &T, depth: usize) -> String {
    use ron::extensions::Extensions;
    let config = ron::ser::PrettyConfig::new()
        .struct_names(false)
        .depth_limit(depth)
        .escape_strings(false)
        .extensions(Extensions::IMPLICIT_SOME | Extensions::UNWRAP_VARIANT_NEWTYPES);
    ron::ser::to_string_pretty(value, config).unwrap_or_default()
}

impl Localized for ParseError {
    fn message(&self) -> Message {
        match self {
            ParseError::Syntax {
                line,
                column,
                message,
            } => Message::new("error-syntax")
                .int("line", *line)
                .int("column", *column)
                .text("message", message),
            ParseError::OptionValue {
                line,
                column,
                error,
            } => Message::new("error-syntax")
                .int("line", *line)
                .int("column", *column)
                .msg("message", error.message()),
            ParseError::Hand(e) => Message::new("error-impossible-hand").msg("error", e.message()),
        }
    }
}
