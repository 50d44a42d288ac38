//! The drill's modes and levels, and what a graded answer says: the shared vocabulary of the
//! drill screen, the replay quiz and the learner's progress.

use serde::{Deserialize, Serialize};

/// The table of modes: each row a variant and its stable id (used in files, on the command line
/// and in message ids: `drill-mode-<id>` names it).
macro_rules! modes {
    ($($(#[$attr:meta])* $variant:ident = $id:literal,)*) => {
        /// One kind of question the drill asks.
        #[derive(
            Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
        )]
        pub enum Mode {
            $($(#[$attr])* $variant,)*
        }

        impl Mode {
            pub const ALL: &[Mode] = &[$(Mode::$variant,)*];

            /// Stable id, used in files and message ids (`drill-mode-best-reading`).
            pub fn id(self) -> &'static str {
                match self {
                    $(Mode::$variant => $id,)*
                }
            }

            /// The message id of the mode's name: the one name every screen gives it (the
            /// drill's tabs, the Progress table, the set builder, worksheets).
            pub fn label_key(self) -> &'static str {
                match self {
                    $(Mode::$variant => concat!("drill-mode-", $id),)*
                }
            }
        }
    };
}

modes! {
    /// Type the hand's total.
    #[default]
    Total = "total",
    /// Tick the patterns that count.
    Patterns = "patterns",
    /// Who pays whom how much.
    Payments = "payments",
    /// Click every tile that completes a 13-tile hand.
    Waits = "waits",
    /// Pick the reading worth most.
    BestReading = "best-reading",
    /// Sichuan wall's end: ready, not ready or flower pig, and the transfers.
    WallEnd = "wall-end",
    /// "What would you discard?": click the tile to discard in a mid-hand position.
    Discard = "discard",
    /// A recorded game stops at each win and asks its total.
    ReplayQuiz = "replay-quiz",
}

impl Mode {
    pub fn from_id(id: &str) -> Option<Mode> {
        Mode::ALL.iter().copied().find(|m| m.id() == id)
    }
}

/// How hard the dealt hands are.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
pub enum Level {
    /// One or two patterns, a concealed hand, the digest's options.
    Beginner,
    /// Hands as they come in play.
    #[default]
    Standard,
    /// Limits, exclusions, several readings, payments with liability.
    Expert,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Beginner, Level::Standard, Level::Expert];

    /// Stable id (`beginner`), used on the command line and in message ids.
    pub fn id(self) -> &'static str {
        match self {
            Level::Beginner => "beginner",
            Level::Standard => "standard",
            Level::Expert => "expert",
        }
    }

    pub fn from_id(id: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.id() == id)
    }
}

/// How the learner did on one pattern of a question.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PatternResult {
    /// The pattern's id in its system (`all-pungs`).
    pub pattern: String,
    pub right: bool,
}

/// A graded answer, as a mode reports it; the drill adds the system, mode, time and clock
/// to make a [`crate::progress::Attempt`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// The whole answer was right.
    pub right: bool,
    /// The patterns the question exercised, each right or not (for the per-pattern record
    /// and the spaced repetition).
    pub patterns: Vec<PatternResult>,
}

impl Outcome {
    /// A question answered as a whole: every counted pattern of the chosen reading shares
    /// the grade.
    pub fn whole(scored: &crate::rules::Scored, right: bool) -> Outcome {
        Outcome {
            right,
            patterns: scored
                .chosen()
                .hits
                .iter()
                .map(|h| PatternResult {
                    pattern: h.pattern.id.to_string(),
                    right,
                })
                .collect(),
        }
    }
}
