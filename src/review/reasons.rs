//! Short reasons for each ranked choice, from the numbers the advisor has and the table the
//! player sees: improving tiles against the best (or, for the best, the next choice), a step
//! nearer or further from ready, a dead wait, what a ready hand's winning tiles bring, a
//! pattern worth something that the hand keeps (and the choice set against it does not), a win
//! chance clearly above or below that choice's and what its wins bring on average, how safe the
//! tile let go is (seen copies; Sichuan's missing suits) and the chance of dealing in (for a
//! discard, also at once). Words come when they are shown (`Reason` in `i18n`).

use std::collections::{BTreeMap, BTreeSet};

use super::shanten::{Shanten, total};
use super::{Candidate, Choice, Position, Reason, WaitWorth, tiles_left};
use crate::hand::{MeldKind, WinMethod};
use crate::i18n::{I18n, Message};
use crate::rules::{PatternValue, RuleSettings};
use crate::tiles::names::{tile, wind};
use crate::tiles::{Counts, Suit, Tile, in_suit};

/// At most this many reasons a choice.
const MOST: usize = 3;
/// A deal-in chance worth naming.
const DEAL_IN_NOTED: f64 = 0.05;
/// A difference of win chances worth naming, against the choice set beside …
const WIN_CHANCE_NOTED: f64 = 0.03;
/// … and beyond its noise at this many standard errors (the two chances' errors together;
/// the same for what the wins bring).
const Z_WIN_CHANCE: f64 = 2.0;
/// What a choice's wins bring is compared where each choice wins in this many futures …
const WINS_FOR_WIN_NET: u32 = 16;
/// … and named where the two differ by this share of the larger.
const WIN_NET_NOTED: f64 = 0.15;

/// Fills every candidate's reasons (candidates best first); `shanten` is the position's
/// calculator (`Shanten::new(position)`), which also asks the engine what a win brings.
pub fn annotate(position: &Position, candidates: &mut [Candidate], shanten: &Shanten) {
    let snapshot: Vec<(Choice, i32, u32)> = candidates
        .iter()
        .map(|c| (c.choice, c.shanten, tiles_left(c)))
        .collect();
    // What each ready choice's winning tiles bring; said where they bring unlike amounts —
    // within one choice or from one ready choice to another — or beside a win let go.
    let worths: Vec<Vec<WaitWorth>> = candidates
        .iter()
        .map(|c| waits_worth(position, c, shanten))
        .collect();
    let amounts: BTreeSet<(Option<u32>, Option<u32>)> = worths
        .iter()
        .flatten()
        .map(|w| (w.on_discard, w.self_drawn))
        .collect();
    let win_offered = snapshot.iter().any(|s| s.0 == Choice::Win);
    let wins: Vec<Option<(f64, f64)>> = candidates
        .iter()
        .map(|c| c.value.map(|v| (v.win_chance, v.win_chance_error)))
        .collect();
    let win_nets: Vec<Option<(f64, f64)>> = candidates
        .iter()
        .map(|c| {
            c.value
                .filter(|v| v.wins >= WINS_FOR_WIN_NET)
                .map(|v| (v.win_net, v.win_net_error))
        })
        .collect();
    let kept: Vec<Option<Reason>> = snapshot
        .iter()
        .map(|s| kept_pattern(position, s.0))
        .collect();
    for ((i, c), waits) in candidates.iter_mut().enumerate().zip(worths) {
        let mut reasons = Vec::new();
        if c.choice == Choice::Win {
            // What it brings is the rollouts' exact value; without values, nothing is said
            // (not "+0").
            if let Some(v) = c.value {
                reasons.push(Reason::WinsNow {
                    amount: v.expected,
                    unit: position.rules.payment_unit(),
                });
            }
            c.reasons = reasons;
            continue;
        }
        // Against the best; the best against the next choice that is no win.
        let other_at = if i == 0 {
            (1..snapshot.len()).find(|&k| snapshot[k].0 != Choice::Win)
        } else {
            Some(0).filter(|_| snapshot[0].0 != Choice::Win)
        };
        let other = other_at.map(|k| &snapshot[k]);
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
        if !waits.is_empty() && (amounts.len() > 1 || win_offered) {
            reasons.push(Reason::WaitsWorth {
                waits,
                unit: position.rules.payment_unit(),
            });
        }
        // A pattern kept, where the choice it is set against does not keep it (one both keep
        // tells them not apart); before safety: the figures beside the reasons show the
        // deal-in chance, and the third reason is the last kept.
        if let Some(pattern) = &kept[i]
            && other_at.is_none_or(|k| kept[k].as_ref() != Some(pattern))
        {
            reasons.push(pattern.clone());
        }
        if let (Some(this), Some(Some(other))) = (wins[i], other_at.map(|k| wins[k]))
            && clearly_apart(this, other, WIN_CHANCE_NOTED)
        {
            reasons.push(Reason::WinChance {
                this: this.0,
                other: other.0,
            });
        }
        // What its wins bring, where the waits' worth does not say it already.
        if let (Some(this), Some(Some(other))) = (win_nets[i], other_at.map(|k| win_nets[k]))
            && !reasons
                .iter()
                .any(|r| matches!(r, Reason::WaitsWorth { .. }))
            && clearly_apart(this, other, WIN_NET_NOTED * this.0.abs().max(other.0.abs()))
        {
            let (this, other) = (this.0, other.0);
            reasons.push(Reason::WinNet {
                this,
                other,
                unit: position.rules.payment_unit(),
            });
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
            reasons.push(Reason::DealIn {
                chance: v.deal_in,
                now: matches!(c.choice, Choice::Discard(_)).then_some(v.deal_in_now),
            });
        }
        reasons.truncate(MOST);
        c.reasons = reasons;
    }
}

/// Whether two figures, each with its standard error, differ by `at_least` and beyond their
/// noise ([`Z_WIN_CHANCE`] standard errors of the two together).
fn clearly_apart(this: (f64, f64), other: (f64, f64), at_least: f64) -> bool {
    let gap = (this.0 - other.0).abs();
    gap >= at_least && gap >= Z_WIN_CHANCE * this.1.hypot(other.1)
}

/// What a win brings with each winning tile of a hand ready after a discard or a pass (by the
/// engine, the position's melds, bonus tiles, winds and the seats still in), on a discard and
/// self-drawn, grouped by amount, the dearest first; only the tiles with copies left. None for
/// a hand not ready or another choice.
fn waits_worth(position: &Position, c: &Candidate, calc: &Shanten) -> Vec<WaitWorth> {
    if c.shanten != 0 {
        return Vec::new();
    }
    let mut after = position.concealed;
    match c.choice {
        Choice::Discard(t) if after[t.index()] > 0 => after[t.index()] -= 1,
        Choice::Pass => {}
        _ => return Vec::new(),
    }
    if total(&after) % 3 != 1 {
        return Vec::new();
    }
    // The next seat still in the hand discards (Sichuan: one that won and left throws nothing).
    let discarder = Some(crate::game::next_in(position.seat, |w| position.is_out(w)));
    let mut by_amount: BTreeMap<(Option<u32>, Option<u32>), Vec<Tile>> = BTreeMap::new();
    for w in c.ukeire.iter().filter(|w| w.left > 0) {
        let mut with = after;
        with[w.tile.index()] += 1;
        let on_discard = calc.win_with(&with, w.tile, WinMethod::Discard, discarder);
        let self_drawn = calc.win_with(&with, w.tile, WinMethod::SelfDraw, None);
        if on_discard.is_some() || self_drawn.is_some() {
            by_amount
                .entry((on_discard, self_drawn))
                .or_default()
                .push(w.tile);
        }
    }
    by_amount
        .into_iter()
        .rev()
        .map(|((on_discard, self_drawn), tiles)| WaitWorth {
            on_discard,
            self_drawn,
            tiles,
        })
        .collect()
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
            Reason::WaitsWorth { ref waits, unit: u } => {
                let groups: Vec<String> = waits
                    .iter()
                    .map(|w| {
                        let names: Vec<String> =
                            w.tiles.iter().map(|&t| i18n.message(&tile(t))).collect();
                        let group = match (w.on_discard, w.self_drawn) {
                            (Some(d), Some(s)) if s != d => Message::new("reason-wait-both")
                                .int("discard", d)
                                .int("self", s),
                            (Some(d), _) => Message::new("reason-wait-discard").int("discard", d),
                            (None, s) => {
                                Message::new("reason-wait-self").int("self", s.unwrap_or(0))
                            }
                        };
                        i18n.message(&group.text("tiles", names.join(", ")))
                    })
                    .collect();
                Message::new("reason-waits-worth")
                    .text("waits", groups.join("; "))
                    .msg("unit", unit(u))
            }
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
            Reason::DealIn { chance, now } => match now {
                Some(now) => Message::new("reason-deal-in-now")
                    .text("chance", format!("{:.0}", chance * 100.0))
                    .text("now", format!("{:.0}", now * 100.0)),
                None => {
                    Message::new("reason-deal-in").text("chance", format!("{:.0}", chance * 100.0))
                }
            },
            Reason::WinChance { this, other } => Message::new(if this > other {
                "reason-wins-more-often"
            } else {
                "reason-wins-less-often"
            })
            .text("this", format!("{:.0}", this * 100.0))
            .text("other", format!("{:.0}", other * 100.0)),
            Reason::WinNet {
                this,
                other,
                unit: u,
            } => Message::new(if this > other {
                "reason-wins-bring-more"
            } else {
                "reason-wins-bring-less"
            })
            .text("this", format!("{this:+.0}"))
            .text("other", format!("{other:+.0}"))
            .msg("unit", unit(u)),
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::review::input::test_support::position;
    use crate::review::{Advice, AdviseOptions, advise};
    use crate::tiles::parse_tile;

    /// The advice without values for a hand beside `melds`, with `visible` seen.
    fn advice_of(rules: &str, hand: &str, melds: &[&str], visible: &str) -> Advice {
        let options = AdviseOptions {
            values: false,
            ..AdviseOptions::default()
        };
        advise(&position(rules, hand, melds, visible), &options).expect("advice")
    }

    /// The reasons of discarding `discard` in `advice`.
    fn reasons_in(advice: &Advice, discard: &str) -> Vec<Reason> {
        let t = parse_tile(discard).expect("tile");
        advice
            .candidate(Choice::Discard(t))
            .expect("a candidate")
            .reasons
            .clone()
    }

    fn reasons_of(rules: &str, hand: &str, discard: &str) -> Vec<Reason> {
        reasons_in(&advice_of(rules, hand, &[], ""), discard)
    }

    fn waits_worth(reasons: &[Reason]) -> Option<Vec<(u32, String)>> {
        reasons.iter().find_map(|r| match r {
            Reason::WaitsWorth { waits, .. } => Some(
                waits
                    .iter()
                    .map(|w| {
                        (
                            w.on_discard.unwrap_or(0),
                            crate::tiles::format_tiles(&w.tiles),
                        )
                    })
                    .collect(),
            ),
            _ => None,
        })
    }

    #[test]
    fn a_wait_whose_tiles_pay_unlike_says_what_each_brings_the_dearest_first() {
        // Waiting on White Dragon (a dragon pung: one fan more) or 3 Bamboo.
        let hk = reasons_of("hk-old-style", "123m456p789s55z33s9m", "9m");
        assert_eq!(
            waits_worth(&hk),
            Some(vec![(32, "5z".to_string()), (16, "3s".to_string())])
        );
        let zj = reasons_of("zung-jung", "123m456p789s55z33s9m", "9m");
        assert_eq!(
            waits_worth(&zj),
            Some(vec![(45, "5z".to_string()), (15, "3s".to_string())])
        );
        let en = crate::i18n::I18n::get(crate::i18n::Lang::English);
        let said: Vec<String> = zj.iter().map(|r| r.words(en)).collect();
        assert!(
            said.contains(&"a win brings: White Dragon +45; 3 Bamboo +15 (points)".to_string()),
            "{said:?}"
        );
    }

    #[test]
    fn ready_choices_whose_waits_pay_unlike_each_say_what_theirs_bring() {
        // One suit beside a concealed kong and a pung: letting the 4 Bamboo go waits on 3 or 7
        // Bamboo for all pungs too; letting a 3 Bamboo go waits on 7 Bamboo for less. Each
        // choice's tiles pay alike, but the two choices do not.
        let advice = advice_of(
            "hk-old-style",
            "33455577s",
            &["concealed kong 6s", "pung 1s"],
            "",
        );
        let worth = |t: &str| {
            let reasons = reasons_in(&advice, t);
            waits_worth(&reasons).unwrap_or_else(|| panic!("{t}: {reasons:?}"))
        };
        let four = worth("4s");
        let three = worth("3s");
        assert_eq!(four.len(), 1, "{four:?}");
        assert_eq!(four[0].1, "37s");
        assert!(
            three.iter().all(|(amount, _)| *amount < four[0].0),
            "{three:?} {four:?}"
        );
    }

    #[test]
    fn a_pattern_kept_is_said_before_how_often_the_tile_was_seen() {
        // Letting the Red Dragon go (seen twice) leaves a ready hand all in bamboo whose
        // waits pay unlike: the pure one-suit is among the three reasons, the seen copies not.
        let advice = advice_of("zung-jung", "1112345678999s5z", &[], "55z");
        let reasons = &reasons_in(&advice, "5z");
        assert_eq!(reasons.len(), MOST, "{reasons:?}");
        assert!(waits_worth(reasons).is_some(), "{reasons:?}");
        assert!(
            reasons
                .iter()
                .any(|r| matches!(r, Reason::KeepsPattern { .. })),
            "{reasons:?}"
        );
        assert!(
            !reasons.iter().any(|r| matches!(r, Reason::Seen { .. })),
            "{reasons:?}"
        );
    }

    #[test]
    fn a_pattern_every_choice_keeps_tells_none_apart_and_is_not_said() {
        let advice = advice_of("zung-jung", "11134567889993s", &[], "");
        assert!(advice.candidates.len() > 3);
        for c in &advice.candidates {
            assert!(
                !c.reasons
                    .iter()
                    .any(|r| matches!(r, Reason::KeepsPattern { .. })),
                "{:?}: {:?}",
                c.choice,
                c.reasons
            );
        }
        // With an honour to let go, the choice that keeps the pure one-suit says so.
        let reasons = reasons_of("zung-jung", "1113456788999s5z", "5z");
        assert!(
            reasons
                .iter()
                .any(|r| matches!(r, Reason::KeepsPattern { .. })),
            "{reasons:?}"
        );
    }

    /// A candidate discarding `tile` with these win chance and wins' mean (each ± its error),
    /// and `wins` futures won of 400.
    fn valued(tile: &str, win_chance: (f64, f64), win_net: (f64, f64), wins: u32) -> Candidate {
        Candidate {
            choice: Choice::Discard(parse_tile(tile).expect("tile")),
            shanten: 1,
            ukeire: Vec::new(),
            value: Some(crate::review::Value {
                win_chance: win_chance.0,
                win_chance_error: win_chance.1,
                expected: 0.0,
                expected_error: 0.0,
                deal_in: 0.0,
                deal_in_now: 0.0,
                danger: 0.0,
                danger_now: 0.0,
                win_net: win_net.0,
                win_net_error: win_net.1,
                wins,
                samples: 400,
            }),
            loss: None,
            equal: false,
            reasons: Vec::new(),
        }
    }

    #[test]
    fn what_wins_bring_is_said_where_it_clearly_differs_from_the_other_s() {
        let p = position("hk-old-style", "123m456p789s1z2z3z4z", &[], "");
        let shanten = Shanten::new(&p);
        let mut candidates = vec![
            valued("1z", (0.18, 0.01), (278.0, 12.0), 72),
            valued("2z", (0.18, 0.01), (159.0, 9.0), 72),
            // A tenth below the best's: not worth naming.
            valued("3z", (0.18, 0.01), (255.0, 10.0), 72),
            // Far below, but from too few wins.
            valued("4z", (0.03, 0.01), (40.0, 10.0), 12),
            // Far below, within its noise.
            valued("5z", (0.18, 0.01), (200.0, 60.0), 72),
        ];
        annotate(&p, &mut candidates, &shanten);
        let net = |this: f64, other: f64| Reason::WinNet {
            this,
            other,
            unit: "points",
        };
        assert_eq!(candidates[0].reasons, vec![net(278.0, 159.0)]);
        assert_eq!(candidates[1].reasons, vec![net(159.0, 278.0)]);
        for c in &candidates[2..] {
            assert!(
                !c.reasons.iter().any(|r| matches!(r, Reason::WinNet { .. })),
                "{:?}",
                c.reasons
            );
        }
        let en = crate::i18n::I18n::get(crate::i18n::Lang::English);
        assert_eq!(
            candidates[1].reasons[0].words(en),
            "its wins bring less: +159 against +278 on average (points)"
        );
    }

    #[test]
    fn a_win_chance_is_said_where_it_is_clearly_above_or_below_the_other_s() {
        let p = position("zung-jung", "123m456p789s1z2z3z4z", &[], "");
        let shanten = Shanten::new(&p);
        let candidate = |tile: &str, win_chance: f64, error: f64| {
            valued(tile, (win_chance, error), (0.0, 0.0), 0)
        };
        let mut candidates = vec![
            candidate("1z", 0.40, 0.01),
            candidate("2z", 0.20, 0.01),
            // A point below the best: not worth naming.
            candidate("3z", 0.39, 0.01),
            // Ten points below, but within its noise.
            candidate("4z", 0.30, 0.08),
        ];
        annotate(&p, &mut candidates, &shanten);
        let said: Vec<Vec<Reason>> = candidates.iter().map(|c| c.reasons.clone()).collect();
        // The best against the next choice; the others against the best.
        assert_eq!(
            said[0],
            vec![Reason::WinChance {
                this: 0.40,
                other: 0.20
            }]
        );
        assert_eq!(
            said[1],
            vec![Reason::WinChance {
                this: 0.20,
                other: 0.40
            }]
        );
        assert_eq!(said[2], Vec::<Reason>::new());
        assert_eq!(said[3], Vec::<Reason>::new());
        let en = crate::i18n::I18n::get(crate::i18n::Lang::English);
        assert_eq!(
            said[1][0].words(en),
            "wins less often (20\u{a0}% vs 40\u{a0}%)"
        );
    }

    #[test]
    fn a_wait_whose_tiles_pay_alike_or_a_hand_not_ready_says_nothing_of_them() {
        // 2 or 5 Bamboo: the same hand either way.
        let same = reasons_of("zung-jung", "123m456p789s55z34s9m", "9m");
        assert_eq!(waits_worth(&same), None);
        // Singapore: 3 Bamboo would be a hand of no tai, so the White Dragon alone wins.
        let one = reasons_of("singapore", "123m456p789s55z33s9m", "9m");
        assert_eq!(waits_worth(&one), None);
        // Not ready after letting go of a 5 Dots.
        let far = reasons_of("zung-jung", "123m456p789s55z33s9m", "5p");
        assert_eq!(waits_worth(&far), None);
    }
}
