//! The hand generator: legal winning hands for a rule system, for a chosen pattern or as they
//! come in play, at a level, reproducible from a seed.

use super::mode::Level;
use super::{Question, deal_example};
use crate::rules::RuleSettings;

/// What a dealt hand should exercise.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Target {
    /// A hand as it arises in play.
    #[default]
    Natural,
    /// A hand that scores this pattern (its id in the system).
    Pattern(String),
}

/// Deals one winning hand for `settings` that exercises `target` at `level`.
pub fn deal_hand(
    settings: &RuleSettings,
    target: &Target,
    _level: Level,
    rng: &mut fastrand::Rng,
) -> Option<Question> {
    match target {
        Target::Natural => deal_example(settings, None, rng),
        Target::Pattern(id) => deal_example(settings, Some(id), rng),
    }
}
