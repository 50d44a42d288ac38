//! How much a played choice cost, in words: none, small, medium, big — given only when the
//! loss's interval says so at 3 standard errors, never on a single noisy estimate.
//!
//! A loss is measured against [`reference_receipts`]: what the player collects for the cheapest
//! of a few plain self-drawn wins the engine accepts in that system under its options ("a small
//! win" in the system's own unit and payment scheme). A choice is a mistake only when the lower
//! end of its loss's interval at [`Z_SURE`](super::Z_SURE) standard errors (so of its 95 %
//! interval too) is above [`SMALL_FROM`] of it; medium from [`MEDIUM_FROM`],
//! big from [`BIG_FROM`] (docs/advisor.md gives the figures per system).

use super::shanten::Shanten;
use super::{Loss, Position};
use crate::hand::WinMethod;
use crate::rules::RuleSettings;
use crate::tiles::{Suit, Wind};

/// How much a played choice cost against the best.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Severity {
    None,
    Small,
    Medium,
    Big,
}

/// A loss whose interval (at 3 standard errors) lies above this share of [`reference_receipts`] is a (small)
/// mistake.
pub const SMALL_FROM: f64 = 0.10;
/// … a medium one above this share.
pub const MEDIUM_FROM: f64 = 0.30;
/// … a big one above this share.
pub const BIG_FROM: f64 = 0.60;

/// The severity of giving up `loss` at `position`: by the lower end of its interval at
/// [`Z_SURE`](super::Z_SURE) standard errors (above its 95 % interval's).
pub fn severity(position: &Position, loss: Loss) -> Severity {
    if !loss.mean.is_finite() || !loss.error.is_finite() {
        return Severity::None;
    }
    let reference = reference_receipts(&position.rules, position.seat);
    let lower = loss.sure_lower() / reference;
    if lower > BIG_FROM {
        Severity::Big
    } else if lower > MEDIUM_FROM {
        Severity::Medium
    } else if lower > SMALL_FROM {
        Severity::Small
    } else {
        Severity::None
    }
}

/// What `seat` collects for the cheapest of a few plain self-drawn wins that the engine
/// accepts under `rules` (a hand of chows, then with a dragon pair, a dragon pung, all
/// pungs; Sichuan: suited tiles only), at least 1. It scales the severity thresholds to
/// the system and its options (a minimum, a base, the payment scheme).
pub fn reference_receipts(rules: &RuleSettings, seat: Wind) -> f64 {
    let sichuan = matches!(rules, RuleSettings::Sichuan(_));
    let hands: &[&str] = if sichuan {
        &[
            "234m456m678m345s22s",
            "234m456m678m555s22s",
            "222m444m666m555s88s",
        ]
    } else {
        &[
            "234m456p678s345m22p",
            "234m456p678s345m55z",
            "234m456p678s555z22p",
            "222m444p666s555z22p",
            "222m444p666s555z666z",
        ]
    };
    let mut position = Position::discard(
        rules.clone(),
        [0; crate::tiles::KINDS],
        [0; crate::tiles::KINDS],
        1,
        seat,
        Wind::East,
    );
    position.missing_suit = sichuan.then_some(Suit::Dots);
    let calc = Shanten::new(&position);
    hands
        .iter()
        .filter_map(|h| {
            let tiles = crate::tiles::parse_tiles(h).ok()?;
            let last = *tiles.last()?;
            let c = crate::tiles::counts_of(&tiles);
            calc.win_with(&c, last, WinMethod::SelfDraw, None)
        })
        .min()
        .map_or(1.0, |r| f64::from(r.max(1)))
}

/// A choice at a position judged against the advice there: one function for the review, the
/// discard drill and "my drills", so that one position gets one verdict everywhere.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Grade {
    /// The advice's best choice.
    pub best: super::Choice,
    /// What the choice gives up against the best (its standard error 0 when judged by shape).
    pub loss: Loss,
    /// Not told apart from the best (the best itself too).
    pub equal: bool,
    pub severity: Severity,
}

/// Grades `choice` at `position` by `advice`: with values, by its paired loss and the loss's
/// 95 % interval (none when equal to the best); without, by the shape proxy in shanten steps
/// (`summary::proxy_severity`). `None` when the advice does not list the choice.
pub fn grade(position: &Position, advice: &super::Advice, choice: super::Choice) -> Option<Grade> {
    let best = advice.best()?;
    let mine = advice.candidate(choice)?;
    let loss = super::summary::loss_of(advice, choice, mine.value.is_some());
    let (equal, severity) = if mine.value.is_some() {
        let equal = mine.equal || choice == best;
        let severity = if equal {
            Severity::None
        } else {
            severity(position, loss)
        };
        (equal, severity)
    } else {
        let equal = loss.mean <= super::summary::EPSILON;
        (equal, super::summary::proxy_severity(loss.mean))
    };
    Some(Grade {
        best,
        loss,
        equal,
        severity,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::review::input::test_support::position;

    fn loss(mean: f64, error: f64) -> Loss {
        Loss { mean, error }
    }

    #[test]
    fn severity_is_read_from_the_losss_lower_bound() {
        let p = position("zj", "123m456p789s11z222z", &[], "");
        let r = reference_receipts(&p.rules, p.seat);
        assert!(r >= 1.0);
        assert_eq!(severity(&p, loss(0.0, 0.0)), Severity::None);
        assert_eq!(severity(&p, loss(0.2 * r, 0.0)), Severity::Small);
        assert_eq!(severity(&p, loss(0.4 * r, 0.0)), Severity::Medium);
        assert_eq!(severity(&p, loss(0.8 * r, 0.0)), Severity::Big);
        // The same loss with a wide interval is no mistake: it could be noise.
        assert_eq!(severity(&p, loss(0.8 * r, 0.4 * r)), Severity::None);
        // … and a narrower one a smaller mistake than its mean says.
        assert_eq!(severity(&p, loss(0.8 * r, 0.15 * r)), Severity::Medium);
        assert_eq!(severity(&p, loss(f64::NAN, 1.0)), Severity::None);
    }
}
