//! Reviewing every decision of one player in a game record. (Placeholder bodies: replaced by
//! the review's commit.)

use super::{Advice, AdviseOptions, Choice, Position, Severity};
use crate::replay::GameRecord;
use crate::tiles::Wind;

/// One decision of the reviewed player, with the advisor's answer.
#[derive(Clone, Debug, PartialEq)]
pub struct Decision {
    /// Hand index (0-based) in the record, and the step of the decision within the hand.
    pub hand: usize,
    pub step: usize,
    pub player: String,
    pub seat: Wind,
    pub position: Position,
    pub played: Choice,
    pub advice: Advice,
    /// Expected receipts given up against the best choice (0 when the best was played).
    pub loss: f64,
    pub severity: Severity,
}

/// The summary of a review.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ReviewSummary {
    pub decisions: usize,
    /// Decisions where the played choice was the best.
    pub matched: usize,
    pub total_loss: f64,
    /// Indices into [`Review::decisions`] of the biggest mistakes, largest loss first.
    pub biggest: Vec<usize>,
    /// Hands (0-based) with no decisions to review (results-only hands).
    pub without_decisions: Vec<usize>,
}

/// Every reviewed decision of one player.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Review {
    pub player: String,
    pub decisions: Vec<Decision>,
    pub summary: ReviewSummary,
}

/// Why a record cannot be reviewed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReviewError {
    #[error("no player named {0} in the record")]
    NoSuchPlayer(String),
    #[error("the record has no hand {0}")]
    NoSuchHand(usize),
    #[error("the review was cancelled")]
    Cancelled,
    #[error("{0}")]
    Replay(String),
}

/// Reviews `player`'s decisions in `record` (one hand when `hand` is given, 0-based).
/// `progress(done, total)` is called after each decision; when it returns false the review
/// stops with [`ReviewError::Cancelled`].
pub fn review_record(
    _record: &GameRecord,
    player: &str,
    _hand: Option<usize>,
    _options: &AdviseOptions,
    _progress: &mut dyn FnMut(usize, usize) -> bool,
) -> Result<Review, ReviewError> {
    Ok(Review {
        player: player.to_string(),
        ..Review::default()
    })
}
