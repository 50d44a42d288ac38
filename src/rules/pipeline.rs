//! How any hand is scored, whatever the rules: the one pipeline every rule system plugs into.
//!
//! 1. The system may refuse the hand outright (animals in Zung Jung, honours in Sichuan …).
//! 2. Every arrangement of the tiles is found (a system may add a declared win, e.g. eight
//!    bonus tiles, when there is none).
//! 3. Each arrangement is evaluated against the system's pattern table (see
//!    [`super::evaluate`]: one pattern per series, a limit alone, the cap).
//! 4. The best total is chosen (freedom of arrangement; the first on ties).
//! 5. Below the system's minimum it is a false win; otherwise the system's payment rules say
//!    who pays what.

use super::facts::HandFacts;
use super::{
    Evaluation, Pattern, PatternDef, Payments, Refusal, RuleId, RuleOptionError, RuleSettings,
    ScoreError, Scored, Verdict, best_index,
};
use crate::hand::{Arrangement, Hand};

/// What a rule system brings to the pipeline.
pub(crate) trait RuleSystem {
    /// Why the hand cannot win under these rules whatever its arrangement, if it cannot.
    fn refusal(&self, hand: &Hand) -> Option<Refusal>;
    /// The arrangements to evaluate, appended to `out` (empty on entry); none when the hand is
    /// not complete.
    fn arrangements(&self, hand: &Hand, out: &mut Vec<Arrangement>);
    /// One arrangement against the system's pattern table.
    fn evaluate(&self, hand: &Hand, arrangement: &Arrangement, whole: &HandFacts) -> Evaluation;
    /// The least total that wins (0: any complete hand wins).
    fn minimum(&self) -> u32;
    /// Who pays what for the chosen evaluation.
    fn payments(&self, hand: &Hand, best: &Evaluation) -> Payments;
    /// The rules, as the score sheet names them.
    fn settings(&self) -> RuleSettings;

    /// Which rule system this is.
    fn rule_id(&self) -> RuleId;
    /// The system's name in English (the CLI's and the files' word for it).
    fn name(&self) -> &'static str;
    /// What the totals count: points, fan or tai.
    fn unit(&self) -> &'static str;
    /// What a pattern's value counts (the unit of totals unless said).
    fn pattern_unit(&self) -> &'static str {
        self.unit()
    }
    /// What payments between players count (points unless said).
    fn payment_unit(&self) -> &'static str {
        "points"
    }
    /// Every pattern of the system, in the order of its table (the no-pattern hand first).
    fn patterns(&self) -> Vec<&'static PatternDef>;
    /// What one occurrence of `def` (a pattern of this system) counts under these options.
    fn value_of(&self, def: &PatternDef) -> u32 {
        def.value
    }
    /// Checks every numeric option against its range (nothing to check unless said).
    fn check(&self) -> Result<(), RuleOptionError> {
        Ok(())
    }
    /// Whether the game has a prevailing (round) wind.
    fn has_prevailing_wind(&self) -> bool {
        true
    }
    /// Whether seven pairs may use four identical concealed tiles as two pairs.
    fn four_alike_as_two_pairs(&self) -> bool {
        true
    }
}

/// The patterns of a table after its no-pattern hand.
pub(crate) fn table(
    chicken: &'static PatternDef,
    tables: &[&'static [Pattern]],
) -> Vec<&'static PatternDef> {
    std::iter::once(chicken)
        .chain(tables.iter().flat_map(|t| t.iter().map(|p| &p.def)))
        .collect()
}

thread_local! {
    /// The arrangement buffer of [`score`].
    static READINGS: std::cell::Cell<Vec<Arrangement>> = const { std::cell::Cell::new(Vec::new()) };
}

/// Scores a hand under a rule system: the pipeline above.
pub(crate) fn score(hand: &Hand, system: &dyn RuleSystem) -> Result<Scored, ScoreError> {
    if let Some(reason) = system.refusal(hand) {
        return Err(ScoreError::NotAllowed(reason));
    }
    // The readings go to a buffer kept by the thread from hand to hand (rollouts score
    // millions); a call made while it is out takes a fresh one.
    let mut all = READINGS.take();
    all.clear();
    system.arrangements(hand, &mut all);
    if all.is_empty() {
        READINGS.set(all);
        return Err(ScoreError::NotComplete);
    }
    // What does not depend on the arrangement is worked out once.
    let whole = HandFacts::of(hand);
    let evaluations: Vec<Evaluation> = all
        .iter()
        .map(|a| system.evaluate(hand, a, &whole))
        .collect();
    READINGS.set(all);
    let best = best_index(&evaluations);
    let total = evaluations[best].total;
    let minimum = system.minimum();
    let (verdict, payments) = if total < minimum {
        (
            Verdict::BelowMinimum { minimum },
            Payments::none(hand.seat_wind),
        )
    } else {
        (Verdict::Win, system.payments(hand, &evaluations[best]))
    };
    Ok(Scored {
        settings: system.settings(),
        evaluations,
        best,
        verdict,
        payments,
    })
}
