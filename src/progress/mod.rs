//! The learner's progress: every graded answer, per system, mode and pattern.

use crate::drill::mode::{Level, Mode, PatternResult};
use serde::{Deserialize, Serialize};

/// One graded answer.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Attempt {
    /// When it was graded, seconds since the Unix epoch.
    pub at_unix_s: u64,
    /// The rule system's id (`zung-jung`).
    pub system: String,
    pub mode: Mode,
    pub level: Level,
    pub right: bool,
    /// Seconds from the question shown to the answer checked.
    pub seconds: f32,
    pub patterns: Vec<PatternResult>,
}
