//! A reviewed decision's loss and the review's summary: match rate, total loss, the biggest
//! mistakes of the game and of each hand (see `docs/review.md`).

use super::record::{Decision, ReviewSummary};
use super::{Advice, Candidate, Choice, Loss, Severity};

/// How many of the biggest mistakes the summary lists for the game.
pub const BIGGEST: usize = 5;

/// Losses below this are no loss (rounding of the values).
pub const EPSILON: f64 = 1e-9;

/// What playing `played` gave up against the advisor's best choice.
///
/// With values: the candidate's loss, the best's net result less the played choice's, paired
/// on the same futures, with its standard error. Without values, the proxy in shanten steps
/// (error 0): the steps the played choice is behind the best (shanten after it minus the
/// best's) plus the share of the best's improving tiles (copies left) it gives up,
/// `1 − played ÷ best`, when the shanten is the same. So 0 when the played choice has the best
/// shanten and as many improving tiles, under 1 for fewer improving tiles, at least 1 for a
/// step lost. A choice the advisor does not list costs 0 (nothing to compare).
pub fn loss_of(advice: &Advice, played: Choice, values: bool) -> Loss {
    let none = Loss {
        mean: 0.0,
        error: 0.0,
    };
    let (Some(best), Some(mine)) = (advice.candidates.first(), advice.candidate(played)) else {
        return none;
    };
    if values && let Some(loss) = mine.loss {
        return loss;
    }
    Loss {
        mean: proxy_loss(best, mine),
        error: 0.0,
    }
}

/// The proxy loss in shanten steps (see [`loss_of`]).
fn proxy_loss(best: &Candidate, mine: &Candidate) -> f64 {
    let steps = (mine.shanten - best.shanten).max(0) as f64;
    if steps > 0.0 {
        return steps;
    }
    let left = |c: &Candidate| f64::from(super::tiles_left(c));
    let (b, m) = (left(best), left(mine));
    if b <= 0.0 || m >= b { 0.0 } else { 1.0 - m / b }
}

/// The severity of a proxy loss (no values): none at 0, small when under a quarter of the
/// best's improving tiles are given up, medium for more, big for a shanten step lost.
pub fn proxy_severity(loss: f64) -> Severity {
    if loss <= EPSILON {
        Severity::None
    } else if loss < 0.25 {
        Severity::Small
    } else if loss < 1.0 {
        Severity::Medium
    } else {
        Severity::Big
    }
}

/// Whether the played choice is the best or cannot be told apart from it: with values, one
/// of the advice's equal choices; without, no loss and the same shanten and improving tiles.
pub fn matched(d: &Decision) -> bool {
    let Some(best) = d.advice.candidates.first() else {
        return false;
    };
    if best.choice == d.played {
        return true;
    }
    let Some(mine) = d.advice.candidate(d.played) else {
        return false;
    };
    if mine.value.is_some() {
        return mine.equal;
    }
    d.loss <= EPSILON
        && mine.shanten == best.shanten
        && super::tiles_left(mine) == super::tiles_left(best)
}

/// The summary of reviewed decisions (in the order of play).
pub fn summarize(
    decisions: &[Decision],
    without_decisions: Vec<usize>,
    values: bool,
) -> ReviewSummary {
    let mistakes = |filter: &dyn Fn(&Decision) -> bool| {
        let mut found: Vec<usize> = decisions
            .iter()
            .enumerate()
            .filter(|(_, d)| d.severity > Severity::None && filter(d))
            .map(|(i, _)| i)
            .collect();
        // Largest loss first; the earlier decision first among equal losses.
        found.sort_by(|&a, &b| {
            decisions[b]
                .loss
                .total_cmp(&decisions[a].loss)
                .then(a.cmp(&b))
        });
        found
    };
    let told_apart = || decisions.iter().filter(|d| !matched(d));
    let mut biggest = mistakes(&|_| true);
    biggest.truncate(BIGGEST);
    let mut hands: Vec<usize> = decisions.iter().map(|d| d.hand).collect();
    hands.dedup();
    let biggest_per_hand = hands
        .into_iter()
        .filter_map(|h| mistakes(&|d| d.hand == h).first().map(|&i| (h, i)))
        .collect();
    ReviewSummary {
        decisions: decisions.len(),
        matched: decisions.iter().filter(|d| matched(d)).count(),
        // Folded from +0 (a sum of no f64 is −0, "-0.00" on the page).
        total_loss: told_apart().fold(0.0, |sum, d| sum + d.loss),
        total_loss_error: told_apart()
            .fold(0.0, |sum, d| sum + d.loss_error * d.loss_error)
            .sqrt(),
        biggest,
        without_decisions,
        too_thin: Vec::new(),
        biggest_per_hand,
        values,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::review::input::test_support::{advice, candidate, position};
    use crate::tiles::parse_tile;

    fn played(tile: &str) -> Choice {
        Choice::Discard(parse_tile(tile).expect("tile"))
    }

    #[test]
    fn the_loss_is_the_candidates_paired_loss() {
        let a = advice(vec![
            candidate(played("1m"), 1, &[4, 4], Some((30.0, 0.0, 0.0))),
            candidate(played("9p"), 1, &[4, 2], Some((12.5, 17.5, 3.0))),
        ]);
        assert_eq!(loss_of(&a, played("1m"), true).mean, 0.0);
        let l = loss_of(&a, played("9p"), true);
        assert_eq!((l.mean, l.error), (17.5, 3.0));
        // Not listed: nothing to compare.
        assert_eq!(loss_of(&a, played("5s"), true).mean, 0.0);
    }

    #[test]
    fn the_total_given_up_counts_only_choices_told_apart_from_the_best() {
        let a = advice(vec![
            candidate(played("1m"), 1, &[4, 4], Some((30.0, 0.0, 0.0))),
            // Equal to the best: its loss's interval reaches 0.
            candidate(played("2m"), 1, &[4, 4], Some((26.0, 4.0, 3.0))),
            candidate(played("9p"), 1, &[4, 2], Some((12.5, 17.5, 3.0))),
        ]);
        let decision = |tile: &str| {
            let loss = loss_of(&a, played(tile), true);
            Decision {
                hand: 0,
                step: 1,
                player: "A".into(),
                seat: crate::tiles::Wind::East,
                position: position("zung-jung", "1239m456p789s1122z", &[], ""),
                played: played(tile),
                advice: a.clone(),
                loss: loss.mean,
                loss_error: loss.error,
                severity: Severity::None,
                options: crate::review::AdviseOptions::default(),
            }
        };
        let played_ones = ["1m", "2m", "9p", "9p"].map(decision);
        let s = summarize(&played_ones, Vec::new(), true);
        assert_eq!(s.matched, 2);
        assert_eq!(s.total_loss, 35.0);
        assert!((s.total_loss_error - 18f64.sqrt()).abs() < 1e-12);
        // Nothing told apart: nothing given up, +0 (not "-0.00").
        let s = summarize(&played_ones[..2], Vec::new(), true);
        assert_eq!(s.matched, 2);
        assert!(s.total_loss == 0.0 && s.total_loss.is_sign_positive());
        // Each line says what the summary counts: the equal one is "as good as the best".
        let english = crate::i18n::I18n::get(crate::i18n::Lang::English);
        let lines = played_ones.map(|d| crate::review::record_text::decision_line(&d, english));
        assert!(lines[0].ends_with("— no mistake"), "{}", lines[0]);
        assert!(
            lines[1].ends_with("— as good as the best (not told apart)"),
            "{}",
            lines[1]
        );
        assert!(lines[2].ends_with("— no mistake"), "{}", lines[2]);
    }

    #[test]
    fn a_choice_ahead_of_the_best_within_the_noise_is_said_ahead_not_a_negative_loss() {
        // The best stands (the simple choice); the played rival's mean is 1.5 higher, not told
        // apart from it.
        let a = advice(vec![
            candidate(played("1m"), 1, &[4, 4], Some((26.0, 0.0, 0.0))),
            candidate(played("2m"), 1, &[4, 4], Some((27.5, -1.5, 1.2))),
        ]);
        let loss = loss_of(&a, played("2m"), true);
        assert_eq!(loss.mean, -1.5);
        let d = Decision {
            hand: 0,
            step: 1,
            player: "A".into(),
            seat: crate::tiles::Wind::East,
            position: position("zung-jung", "1239m456p789s1122z", &[], ""),
            played: played("2m"),
            advice: a,
            loss: loss.mean,
            loss_error: loss.error,
            severity: Severity::None,
            options: crate::review::AdviseOptions::default(),
        };
        let said =
            |lang| crate::review::record_text::decision_line(&d, crate::i18n::I18n::get(lang));
        use crate::i18n::Lang;
        let en = said(Lang::English);
        assert!(en.contains("ahead of the best by 1.50 ± 1.20 —"), "{en}");
        let ru = said(Lang::Russian);
        assert!(
            ru.contains("итог выше, чем у лучшего, на 1,50 ± 1,20 —"),
            "{ru}"
        );
        let pl = said(Lang::Polish);
        assert!(
            pl.contains("wynik o 1,50 ± 1,20 wyższy niż przy najlepszym —"),
            "{pl}"
        );
        for line in [en, ru, pl] {
            assert!(!line.contains("-1.5") && !line.contains("-1,5"), "{line}");
        }
        // A choice behind the best says its loss; a rounding's minus is not shown.
        assert_eq!(crate::review::loss_words(0.5, 1), ("no", "0.5".to_string()));
        assert_eq!(
            crate::review::loss_words(-0.95, 2),
            ("yes", "0.95".to_string())
        );
        assert_eq!(
            crate::review::loss_words(-0.001, 2),
            ("no", "0.00".to_string())
        );
    }

    #[test]
    fn without_values_the_proxy_counts_steps_and_improving_tiles() {
        let a = advice(vec![
            candidate(played("1m"), 1, &[4, 4], None),
            candidate(played("2m"), 1, &[4, 4], None),
            candidate(played("9p"), 1, &[4, 2], None),
            candidate(played("5s"), 2, &[4, 4, 4], None),
        ]);
        assert_eq!(loss_of(&a, played("1m"), false).mean, 0.0);
        assert_eq!(loss_of(&a, played("2m"), false).mean, 0.0);
        assert_eq!(loss_of(&a, played("9p"), false).mean, 0.25);
        assert_eq!(loss_of(&a, played("5s"), false).mean, 1.0);
        assert_eq!(proxy_severity(0.0), Severity::None);
        assert_eq!(proxy_severity(0.1), Severity::Small);
        assert_eq!(proxy_severity(0.25), Severity::Medium);
        assert_eq!(proxy_severity(1.0), Severity::Big);
    }
}
