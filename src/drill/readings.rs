//! The Best reading drill: a hand whose tiles read in several ways worth different totals;
//! the learner picks the reading worth most.

use super::Question;
use super::generate::{Target, deal_hand};
use super::mode::{Level, Outcome};
use crate::hand::{Hand, Situation, WinMethod};
use crate::rules::{RuleSettings, Verdict, score, sheet_of};
use crate::tiles::{Suit, Wind};

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
    Outcome::whole(&q.scored, right)
}

/// Deals a hand with a choice of readings: the generator's hands for the target at the
/// level first, in turn with hands built around three consecutive triplets of a suit (which
/// read as triplets or as chows), then those alone, then any hand at the expert level; `None` after [`DEAL_TRIES`]
/// hands without one.
pub fn deal_readings(
    settings: &RuleSettings,
    target: &Target,
    level: Level,
    rng: &mut fastrand::Rng,
) -> Option<Question> {
    (0..DEAL_TRIES).find_map(|k| {
        let q = match k * 4 / DEAL_TRIES {
            0 if k % 2 == 0 => deal_hand(settings, target, level, rng),
            0..=2 => consecutive_triplets(settings, rng),
            _ => deal_hand(settings, &Target::Natural, Level::Expert, rng),
        };
        q.filter(has_choice)
    })
}

/// A concealed hand of three consecutive triplets in one suit, a set and a pair, won on a
/// random tile and seat, scored under `settings`; `None` when the tiles drawn make no legal
/// hand there (five of a tile, honours in Sichuan).
pub fn consecutive_triplets(settings: &RuleSettings, rng: &mut fastrand::Rng) -> Option<Question> {
    let sichuan = matches!(settings, RuleSettings::Sichuan(_));
    let mut suits = Suit::ALL;
    rng.shuffle(&mut suits);
    let (run, other) = (suits[0].letter(), suits[1].letter());
    let n = rng.u8(1..=7);
    let mut tiles: Vec<String> = (n..n + 3)
        .flat_map(|k| std::iter::repeat_n(format!("{k}{run}"), 3))
        .collect();
    let m = rng.u8(1..=7);
    if rng.bool() {
        tiles.extend((m..m + 3).map(|k| format!("{k}{other}")));
    } else {
        tiles.extend(std::iter::repeat_n(format!("{m}{other}"), 3));
    }
    let pair = if !sichuan && rng.u8(..4) == 0 {
        format!("{}z", rng.u8(1..=7))
    } else {
        format!("{}{other}", rng.u8(1..=9))
    };
    tiles.extend([pair.clone(), pair]);
    let winning = tiles.get(rng.usize(..tiles.len()))?.clone();
    let seat = Wind::ALL[rng.usize(..4)];
    let win = if rng.bool() {
        WinMethod::SelfDraw
    } else {
        WinMethod::Discard
    };
    let mut situation = Situation {
        seat_wind: seat,
        prevailing_wind: Wind::ALL[rng.usize(..4)],
        ..Situation::default()
    };
    if win == WinMethod::Discard {
        situation.discarder = Some(seat.next());
    }
    if sichuan {
        situation.table.missing_suit = Some(suits[2]);
    }
    let hand = Hand::from_notation(&tiles.concat(), &winning, win, situation).ok()?;
    let scored = score(&hand, settings).ok()?;
    if scored.verdict != Verdict::Win {
        return None;
    }
    let sheet = sheet_of(&hand, &scored);
    Some(Question {
        pattern: scored
            .chosen()
            .hits
            .first()
            .map(|h| h.pattern.id.to_string())
            .unwrap_or_default(),
        hand,
        scored,
        sheet,
        round_discards: Vec::new(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

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
            round_discards: Vec::new(),
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
    fn hands_with_a_choice_are_dealt_in_every_system() {
        let mut rng = fastrand::Rng::with_seed(9);
        let mut found = Vec::new();
        for settings in crate::rules::house::HouseRules::default().systems() {
            if let Some(q) = deal_readings(&settings, &Target::Natural, Level::Standard, &mut rng) {
                assert!(has_choice(&q));
                found.push(settings.id());
            }
        }
        assert_eq!(found.len(), 5, "{found:?}");
    }

    #[test]
    fn consecutive_triplet_hands_are_varied_wins_with_a_choice() {
        let mut rng = fastrand::Rng::with_seed(12);
        for settings in crate::rules::house::HouseRules::default().systems() {
            let hands: Vec<Question> = (0..400)
                .filter_map(|_| consecutive_triplets(&settings, &mut rng))
                .collect();
            assert!(hands.len() >= 50, "{}: {}", settings.id(), hands.len());
            assert!(hands.iter().all(|q| q.scored.verdict == Verdict::Win));
            let with_choice = hands.iter().filter(|q| has_choice(q)).count();
            assert!(with_choice >= 10, "{}: {with_choice}", settings.id());
            let distinct: std::collections::BTreeSet<String> = hands
                .iter()
                .map(|q| format!("{:?}", q.hand.concealed))
                .collect();
            assert!(
                distinct.len() >= 30,
                "{}: {}",
                settings.id(),
                distinct.len()
            );
        }
    }
}
