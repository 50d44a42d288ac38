//! Short reasons for each ranked choice, from the numbers the advisor has and the table the
//! player sees: improving tiles against the best (or, for the best, the next choice), a step
//! nearer or further from ready, a dead wait, a pattern worth something that the hand keeps,
//! how safe the tile let go is (seen copies; Sichuan's missing suits) and the chance of
//! dealing in. Words come when they are shown (`Reason` in `i18n`).

use super::{Candidate, Choice, Position, Reason, tiles_left};
use crate::hand::MeldKind;
use crate::i18n::{I18n, Message};
use crate::rules::{PatternValue, RuleSettings};
use crate::tiles::names::wind;
use crate::tiles::{Counts, Suit, Tile, in_suit};

/// At most this many reasons a choice.
const MOST: usize = 3;
/// A deal-in chance worth naming.
const DEAL_IN_NOTED: f64 = 0.05;

/// Fills every candidate's reasons (candidates best first).
pub fn annotate(position: &Position, candidates: &mut [Candidate]) {
    let snapshot: Vec<(Choice, i32, u32)> = candidates
        .iter()
        .map(|c| (c.choice, c.shanten, tiles_left(c)))
        .collect();
    for (i, c) in candidates.iter_mut().enumerate() {
        let mut reasons = Vec::new();
        if c.choice == Choice::Win {
            let amount = c.value.map_or(0.0, |v| v.expected);
            reasons.push(Reason::WinsNow {
                amount,
                unit: position.rules.payment_unit(),
            });
            c.reasons = reasons;
            continue;
        }
        // Against the best; the best against the next choice that is no win.
        let other = if i == 0 {
            snapshot.iter().skip(1).find(|s| s.0 != Choice::Win)
        } else {
            snapshot.first().filter(|s| s.0 != Choice::Win)
        };
        let left = tiles_left(c);
        if let Some(&(_, shanten, other_left)) = other {
            if c.shanten < shanten {
                reasons.push(Reason::Closer { shanten: c.shanten });
            } else if c.shanten > shanten && i > 0 {
                reasons.push(Reason::Further { shanten: c.shanten });
            } else if c.shanten == shanten && left > other_left {
                reasons.push(Reason::MoreImproving {
                    this: left,
                    other: other_left,
                });
            } else if c.shanten == shanten && left < other_left && i > 0 {
                reasons.push(Reason::FewerImproving {
                    this: left,
                    best: other_left,
                });
            }
        }
        if c.shanten == 0 && left == 0 && !c.ukeire.is_empty() {
            reasons.push(Reason::DeadWait);
        }
        if let Choice::Discard(t) = c.choice {
            if let Some(seat) = missing_suit_of_another(position, t) {
                reasons.push(Reason::TheirMissingSuit { seat });
            } else {
                let times = position.visible[t.index()];
                if times >= 2 {
                    reasons.push(Reason::Seen { times });
                }
            }
        }
        if let Some(v) = c.value
            && v.deal_in >= DEAL_IN_NOTED
        {
            reasons.push(Reason::DealIn { chance: v.deal_in });
        }
        if let Some(kept) = kept_pattern(position, c.choice) {
            reasons.push(kept);
        }
        reasons.truncate(MOST);
        c.reasons = reasons;
    }
}

/// Sichuan: another seat still in the hand that declared `t`'s suit missing (it never wins
/// on it).
fn missing_suit_of_another(position: &Position, t: Tile) -> Option<crate::tiles::Wind> {
    if !matches!(position.rules, RuleSettings::Sichuan(_)) {
        return None;
    }
    let suit = t.suit()?;
    position
        .others
        .iter()
        .find(|o| !o.out && o.missing_suit == Some(suit))
        .map(|o| o.seat)
}

/// A pattern the hand still holds after `choice` and is well on the way to: one suit (with
/// or without honours: eight or more tiles of the suit, nothing of another), or all pungs
/// (two or more pung melds, no chow, three or more pairs among the concealed tiles).
fn kept_pattern(position: &Position, choice: Choice) -> Option<Reason> {
    let mut tiles: Counts = position.concealed;
    if let Choice::Discard(t) | Choice::Kong(t) = choice {
        tiles[t.index()] = tiles[t.index()].saturating_sub(1);
    }
    let mut all = tiles;
    for m in &position.melds {
        for t in m.tiles().iter().take(3) {
            all[t.index()] = all[t.index()].saturating_add(1);
        }
    }
    let honours: u32 = all[27..].iter().map(|&n| u32::from(n)).sum();
    let suits: Vec<Suit> = Suit::ALL
        .into_iter()
        .filter(|&s| in_suit(&all, s) > 0 && Some(s) != sichuan_missing(position))
        .collect();
    let ids = PatternIds::of(&position.rules);
    if let [suit] = suits[..]
        && in_suit(&all, suit) >= 8
    {
        let id = if honours == 0 { ids.pure } else { ids.mixed? };
        return reason(&position.rules, id);
    }
    let pung_melds = position
        .melds
        .iter()
        .filter(|m| m.kind != MeldKind::Chow)
        .count();
    let chows = position.melds.len() - pung_melds;
    let pairs = tiles.iter().filter(|&&n| n >= 2).count();
    if chows == 0 && pung_melds >= 2 && pairs >= 3 {
        return reason(&position.rules, ids.all_pungs);
    }
    None
}

fn sichuan_missing(position: &Position) -> Option<Suit> {
    match position.rules {
        RuleSettings::Sichuan(_) => position.missing_suit,
        _ => None,
    }
}

/// The pattern `id` of the system with its value under its options.
fn reason(rules: &RuleSettings, id: &'static str) -> Option<Reason> {
    let def = rules.patterns().into_iter().find(|d| d.id == id)?;
    let value = match rules.pattern_value(def) {
        PatternValue::Points(v) | PatternValue::Limit(v) => v,
    };
    (value > 0).then_some(Reason::KeepsPattern {
        pattern: id,
        name: def.name,
        value,
        unit: rules.pattern_unit(),
    })
}

impl Reason {
    /// The reason in the reader's words.
    pub fn words(&self, i18n: &I18n) -> String {
        let unit = |u: &str| Message::new(format!("unit-{u}"));
        let m = match *self {
            Reason::MoreImproving { this, other } => Message::new("reason-more-improving")
                .int("this", this)
                .int("other", other),
            Reason::FewerImproving { this, best } => Message::new("reason-fewer-improving")
                .int("this", this)
                .int("best", best),
            Reason::Closer { shanten } => Message::new("reason-closer").int("shanten", shanten),
            Reason::Further { shanten } => Message::new("reason-further").int("shanten", shanten),
            Reason::DeadWait => Message::new("reason-dead-wait"),
            Reason::KeepsPattern {
                pattern,
                name,
                value,
                unit: u,
            } => Message::new("reason-keeps-pattern")
                .text("pattern", i18n.pattern(pattern, name))
                .int("value", value)
                .msg("unit", unit(u)),
            Reason::Seen { times } => Message::new("reason-seen").int("times", times),
            Reason::TheirMissingSuit { seat } => {
                Message::new("reason-their-missing-suit").msg("seat", wind(seat))
            }
            Reason::DealIn { chance } => {
                Message::new("reason-deal-in").text("chance", format!("{:.0}", chance * 100.0))
            }
            Reason::WinsNow { amount, unit: u } => Message::new("reason-wins-now")
                .text("amount", format!("{amount:+.0}"))
                .msg("unit", unit(u)),
        };
        i18n.message(&m)
    }
}

/// The ids of the patterns a kept shape aims at, per system.
struct PatternIds {
    mixed: Option<&'static str>,
    pure: &'static str,
    all_pungs: &'static str,
}

impl PatternIds {
    fn of(rules: &RuleSettings) -> PatternIds {
        match rules {
            RuleSettings::ZungJung(_) => PatternIds {
                mixed: Some("zj.2.1.1"),
                pure: "zj.2.1.2",
                all_pungs: "zj.4.1",
            },
            RuleSettings::HkOldStyle(crate::rules::hong_kong::Hk(_))
            | RuleSettings::HkNewStyle(crate::rules::hong_kong::Hk(_)) => PatternIds {
                mixed: Some("hk.os.clean"),
                pure: "hk.os.pure",
                all_pungs: "hk.os.all_pungs",
            },
            RuleSettings::Singapore(_) => PatternIds {
                mixed: Some("sg.half_flush"),
                pure: "sg.full_flush",
                all_pungs: "sg.all_pungs",
            },
            RuleSettings::Sichuan(_) => PatternIds {
                mixed: None,
                pure: "sc.pure_suit",
                all_pungs: "sc.all_pungs",
            },
        }
    }
}
