//! The one error of the command line: what stopped a subcommand, and its exit status.

use crate::files::{ReadError, WriteError};

/// Why a subcommand stopped before its answer. Every variant exits 2 ("cannot be read or
/// written"); the answers themselves (a false win, a record that does not replay) set their
/// own codes 1 and 3 and are no error.
#[derive(Debug, thiserror::Error)]
pub enum CliError {
    /// An input could not be read (missing, too large, not UTF-8, not a file); names it.
    #[error(transparent)]
    Read(#[from] ReadError),
    /// An output could not be written, or was refused (read-only, one of the inputs).
    #[error("{path}: {0}", path = .0.path().display())]
    Write(#[from] WriteError),
    /// Standard output could not be written (a closed pipe).
    #[error("standard output: {0}")]
    Output(#[from] std::io::Error),
    /// JSON could not be made of an answer.
    #[error("JSON: {0}")]
    Json(#[from] serde_json::Error),
    /// RON could not be made of an answer.
    #[error("RON: {0}")]
    Ron(#[from] ron::Error),
    /// A file the subcommand made could not be written in canonical form.
    #[error(transparent)]
    Parse(#[from] crate::ron_text::ParseError),
    /// A drill set the subcommand made could not be written in canonical form.
    #[error(transparent)]
    Set(#[from] crate::drill::set::SetError),
    /// An image could not be drawn.
    #[error(transparent)]
    Raster(#[from] crate::art::raster::RasterError),
    /// A simulated game could not be rewritten by its results.
    #[error(transparent)]
    Game(#[from] crate::game::GameError),
    /// Anything else the subcommand refuses (an unknown option value, a file of the wrong
    /// kind), already in words naming the place.
    #[error("{0}")]
    Refused(String),
}

impl CliError {
    /// The error in the reader's language where it is one of ours, the system's words else.
    pub fn text(&self, i18n: &crate::i18n::I18n) -> String {
        match self {
            CliError::Read(e) => i18n.text(e),
            CliError::Write(e) => i18n.text(e),
            CliError::Parse(e) => i18n.text(e),
            CliError::Set(e) => i18n.text(e),
            CliError::Game(e) => i18n.text(e),
            _ => self.to_string(),
        }
    }

    /// The process exit status of this error: 2.
    pub fn exit_code(&self) -> u8 {
        2
    }
}

impl From<String> for CliError {
    fn from(message: String) -> Self {
        CliError::Refused(message)
    }
}

impl From<&str> for CliError {
    fn from(message: &str) -> Self {
        CliError::Refused(message.to_string())
    }
}
