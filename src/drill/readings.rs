//! The Best reading drill: a hand whose tiles read in several ways worth different totals;
//! the learner picks the reading worth most.

use super::Question;
use super::generate::{Target, deal_hand};
use super::mode::{Level, Outcome, PatternResult};
use crate::rules::RuleSettings;

/// Most readings shown for one question.
pub const MAX_READINGS: usize = 6;

/// Tries at dealing a hand with several readings before giving up.
pub const DEAL_TRIES: usize = 400;

/// The readings a question offers, as indexes into `scored.evaluations`: distinct
/// arrangements in the engine's order, the best always among them, at most
/// [`MAX_READINGS`].
pub fn readings(q: &Question) -> Vec<usize> {
    let evaluations = &q.scored.evaluations;
    let mut distinct: Vec<usize> = Vec::new();
    for (i, e) in evaluations.iter().enumerate() {
        if !distinct
            .iter()
            .any(|&k| evaluations[k].arrangement == e.arrangement)
        {
            distinct.push(i);
        }
    }
    if distinct.len() <= MAX_READINGS {
        return distinct;
    }
    let best = q.scored.best;
    let mut out: Vec<usize> = distinct
        .into_iter()
        .filter(|&k| k != best)
        .take(MAX_READINGS - 1)
        .collect();
    out.push(best);
    out.sort_unstable();
    out
}

/// Whether the question offers at least two readings of different totals.
pub fn has_choice(q: &Question) -> bool {
    let shown = readings(q);
    let totals = |k: &usize| q.scored.evaluations[*k].total;
    shown.iter().map(totals).min() != shown.iter().map(totals).max()
}

/// Whether the picked evaluation is worth most (a tie with the best is right too).
pub fn is_best(q: &Question, pick: usize) -> bool {
    q.scored
        .evaluations
        .get(pick)
        .is_some_and(|e| e.total == q.scored.total())
}

/// The grade for the learner's progress: the patterns of the best reading share it.
pub fn reading_outcome(q: &Question, pick: usize) -> Outcome {
    let right = is_best(q, pick);
    Outcome {
        right,
        patterns: q
            .scored
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

/// Deals a hand with a choice of readings: the target at the level first, then any hand at
/// the expert level; `None` after [`DEAL_TRIES`] hands without one.
pub fn deal_readings(
    settings: &RuleSettings,
    target: &Target,
    level: Level,
    rng: &mut fastrand::Rng,
) -> Option<Question> {
    (0..DEAL_TRIES).find_map(|k| {
        let (target, level) = if k < DEAL_TRIES / 4 {
            (target, level)
        } else {
            (&Target::Natural, Level::Expert)
        };
        deal_hand(settings, target, level, rng).filter(has_choice)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hand::{Hand, Situation, WinMethod};
    use crate::rules::{score, sheet_of};

    fn question(notation: &str, winning: &str) -> Question {
        let hand = Hand::from_notation(notation, winning, WinMethod::Discard, Situation::default())
            .unwrap_or_else(|e| panic!("{notation}: {e}"));
        let scored = score(&hand, &RuleSettings::default()).expect("scores");
        let sheet = sheet_of(&hand, &scored);
        Question {
            pattern: String::new(),
            hand,
            scored,
            sheet,
        }
    }

    #[test]
    fn three_consecutive_pungs_read_as_chows_or_pungs() {
        // 111222333m: three pungs or three chows; the pungs are worth more here.
        let q = question("111222333m456p99s", "9s");
        let shown = readings(&q);
        assert!(shown.len() >= 2, "{shown:?}");
        assert!(has_choice(&q));
        assert!(shown.contains(&q.scored.best));
        let worse = shown
            .iter()
            .copied()
            .find(|&k| q.scored.evaluations[k].total < q.scored.total())
            .expect("a worse reading");
        assert!(is_best(&q, q.scored.best));
        assert!(!is_best(&q, worse));
        assert!(reading_outcome(&q, q.scored.best).right);
        assert!(!reading_outcome(&q, worse).right);
        assert!(!is_best(&q, 99), "no such reading");
    }

    #[test]
    fn a_hand_read_one_way_offers_no_choice() {
        let q = question("123m456p789s234s55m", "5m");
        assert!(!has_choice(&q));
    }

    #[test]
    fn hands_with_a_choice_are_dealt_or_none_without_hanging() {
        let mut rng = fastrand::Rng::with_seed(9);
        let mut found = Vec::new();
        for settings in crate::rules::house::HouseRules::default().systems() {
            if let Some(q) = deal_readings(&settings, &Target::Natural, Level::Standard, &mut rng) {
                assert!(has_choice(&q));
                found.push(settings.id());
            }
        }
        assert!(found.contains(&"zung-jung"), "{found:?}");
    }
}
