//! Sichuan "bloody battle" (`shared/rules/sichuan.md`): every `sc.*` fan positive and
//! negative, the doubled and capped value, the refusals, the payments of one or several
//! winners with players leaving the hand, kong payments and their refunds, the wall's end
//! settlement and the `settle` command. Expected values come from the digest, not from the
//! engine.

use crate::common;
use common::*;
use tilewise::formats::HandFile;
use tilewise::hand::{Flags, Hand, HandError, Meld, Situation, TableFacts, WinMethod, meld_of};
use tilewise::rules::sichuan::{
    self, EndHand, EndState, KongKind, PATTERNS, ScOptions, ScRule, Transfer, WallEnd, value_of_fan,
};
use tilewise::rules::{PayerRole, PaymentRule, RuleSettings, ScoreError, Scored, score};
use tilewise::tiles::{Suit, Wind, counts_of, parse_hand_notation};

use Suit::{Bamboo, Characters, Dots};

mod kongs_and_wall_end;

// ---------------------------------------------------------------- helpers

/// How a hand was won, and where: seat South, missing suit Characters, unless told.
#[derive(Clone, Copy)]
struct Play {
    seat: Wind,
    missing: Option<Suit>,
    win: WinMethod,
    discarder: Option<Wind>,
    flags: Flags,
    out: u8,
}

impl Play {
    /// A win on `from`'s discard.
    fn discard(from: Wind) -> Play {
        Play {
            seat: South,
            missing: Some(Characters),
            win: Discard,
            discarder: Some(from),
            flags: Flags::default(),
            out: 0,
        }
    }

    /// A self-drawn win.
    fn self_draw() -> Play {
        Play {
            win: SelfDraw,
            discarder: None,
            ..Play::discard(West)
        }
    }

    /// A win on a kong's replacement tile.
    fn kong_replacement() -> Play {
        Play {
            win: KongReplacement,
            ..Play::self_draw()
        }
    }

    /// A win robbing the kong `from` was adding to his pung.
    fn rob(from: Wind) -> Play {
        Play {
            win: RobbingKong,
            ..Play::discard(from)
        }
    }

    fn seat(self, seat: Wind) -> Play {
        Play { seat, ..self }
    }

    fn missing(self, missing: Option<Suit>) -> Play {
        Play { missing, ..self }
    }

    fn flags(self, flags: Flags) -> Play {
        Play { flags, ..self }
    }

    fn out(self, seats: &[Wind]) -> Play {
        Play {
            out: seats.iter().fold(0, |m, w| m | 1 << w.index()),
            ..self
        }
    }

    fn try_hand(self, notation: &str, winning: &str) -> Result<Hand, HandError> {
        let situation = Situation {
            seat_wind: self.seat,
            flags: self.flags,
            discarder: self.discarder,
            table: TableFacts {
                missing_suit: self.missing,
                players_out: self.out,
                ..TableFacts::default()
            },
            ..Situation::default()
        };
        Hand::from_notation(notation, winning, self.win, situation)
    }

    fn hand(self, notation: &str, winning: &str) -> Hand {
        self.try_hand(notation, winning)
            .unwrap_or_else(|e| panic!("{notation}: {e}"))
    }

    /// The hand scored under Sichuan rules.
    fn sc(self, notation: &str, winning: &str) -> Scored {
        sc(&self.hand(notation, winning))
    }
}

fn try_sc(h: &Hand) -> Result<Scored, ScoreError> {
    score(h, &RuleSettings::Sichuan(ScOptions::default()))
}

fn sc(h: &Hand) -> Scored {
    try_sc(h).unwrap_or_else(|e| panic!("{h:?}: {e}"))
}

/// A win on West's discard by South, missing Characters.
fn on_discard(notation: &str, winning: &str) -> Scored {
    Play::discard(West).sc(notation, winning)
}

/// Asserts exactly these fans are counted, the fan count and the value.
fn expect(s: &Scored, ids: &[&str], fan: u32, value: u32) {
    let mut want = ids.to_vec();
    want.sort();
    assert_eq!(
        (counted(s), s.chosen().sum, s.total()),
        (want, fan, value),
        "{}: present {:?}",
        s.chosen().arrangement.describe(),
        present(s)
    );
}

/// The count of a counted fan in the chosen reading.
fn count(s: &Scored, id: &str) -> Option<u8> {
    s.chosen()
        .hits
        .iter()
        .find(|h| h.pattern.id == id)
        .map(|h| h.count)
}

/// Asserts the fan is in no reading of the hand.
fn lacks(s: &Scored, id: &str) {
    assert!(
        !anywhere(s, id),
        "{}: did not expect {id}, present {:?}",
        s.chosen().arrangement.describe(),
        present(s)
    );
}

/// The refusal reason of a hand.
fn refusal(h: &Hand) -> String {
    match try_sc(h) {
        Err(ScoreError::NotAllowed(reason)) => reason.to_string(),
        other => panic!("expected a refusal, got {other:?}"),
    }
}

/// (payer, role, amount) of each payment of a win, sorted by seat.
fn paid(s: &Scored) -> Vec<(Option<Wind>, PayerRole, u32)> {
    let mut out: Vec<_> = s
        .payments
        .entries
        .iter()
        .map(|p| (p.payer, p.role, p.amount))
        .collect();
    out.sort_by_key(|p| p.0.map(Wind::index));
    out
}

fn t(from: Wind, to: Option<Wind>, amount: u32, rule: ScRule) -> Transfer {
    Transfer {
        from,
        to,
        amount,
        rule,
    }
}

/// Transfers in a stable order (payer, receiver, rule, amount) for comparison.
fn sorted(mut ts: Vec<Transfer>) -> Vec<Transfer> {
    ts.sort_by_key(|t| {
        (
            t.from.index(),
            t.to.map_or(9, Wind::index),
            t.rule.id(),
            t.amount,
        )
    });
    ts
}

/// Net points per seat of a list of transfers, computed here independently of the engine.
fn net(ts: &[Transfer]) -> [i64; 4] {
    let mut n = [0i64; 4];
    for t in ts {
        n[t.from.index()] -= i64::from(t.amount);
        if let Some(to) = t.to {
            n[to.index()] += i64::from(t.amount);
        }
    }
    n
}

/// A hand at the wall's end from notation: 13 − 3 × melds concealed tiles, `[...]` claimed
/// melds, `(....)` concealed kongs.
fn end(seat: Wind, missing: Suit, notation: &str) -> EndHand {
    let parsed = parse_hand_notation(notation).unwrap_or_else(|e| panic!("{notation}: {e}"));
    let melds: Vec<Meld> = parsed
        .melds
        .iter()
        .map(|m| meld_of(&m.tiles, m.concealed).expect("a meld"))
        .collect();
    assert_eq!(
        parsed.concealed.len(),
        13 - 3 * melds.len(),
        "{notation}: tile count"
    );
    EndHand {
        seat,
        missing_suit: missing,
        concealed: counts_of(&parsed.concealed),
        melds,
        kong_income: Vec::new(),
    }
}

/// The same hand with kong payments it received: (payer, amount, rule).
fn with_income(mut h: EndHand, income: &[(Wind, u32, ScRule)]) -> EndHand {
    h.kong_income = income
        .iter()
        .map(|&(from, amount, rule)| t(from, Some(h.seat), amount, rule))
        .collect();
    h
}

/// Waits of a ready state as (tile, left, fan, value), and its maximum.
fn ready(state: &EndState) -> (Vec<(String, u8, u32, u32)>, u32) {
    match state {
        EndState::Ready { waits, max } => (
            waits
                .iter()
                .map(|w| (w.wait.tile.to_string(), w.wait.left, w.fan, w.value))
                .collect(),
            *max,
        ),
        other => panic!("expected ready, got {other:?}"),
    }
}

fn w(tile: &str, left: u8, fan: u32, value: u32) -> (String, u8, u32, u32) {
    (tile.to_string(), left, fan, value)
}

/// Penalties paid to nobody in a settlement.
fn to_nobody(end: &WallEnd) -> i64 {
    end.transfers
        .iter()
        .filter(|t| t.to.is_none())
        .map(|t| i64::from(t.amount))
        .sum()
}

/// Asserts the engine's net agrees with the transfers and sums to minus the penalties.
fn check_net(end: &WallEnd) {
    assert_eq!(end.net(), net(&end.transfers));
    assert_eq!(end.net().iter().sum::<i64>(), -to_nobody(end), "{end:?}");
}

// ---------------------------------------------------------------- the fan table

#[test]
fn the_table_has_every_fan_of_the_digest() {
    let mut ids: Vec<(&str, u32)> = PATTERNS.iter().map(|p| (p.def.id, p.def.value)).collect();
    ids.sort();
    let mut want = vec![
        ("sc.root", 1),
        ("sc.all_pungs", 1),
        ("sc.golden_wait", 1),
        ("sc.pure_suit", 2),
        ("sc.seven_pairs", 2),
        ("sc.kong_draw", 1),
        ("sc.kong_shot", 1),
        ("sc.rob_kong", 1),
        ("sc.sea_bottom", 1),
    ];
    want.sort();
    assert_eq!(ids, want);
    assert!(
        PATTERNS
            .iter()
            .all(|p| !p.def.limit && p.def.series.is_none())
    );
}

#[test]
fn a_hand_without_fan_is_worth_the_base_of_one() {
    let s = on_discard("123p456p789s234s55s", "5s");
    expect(&s, &["sc.base"], 0, 1);
    for p in &PATTERNS {
        lacks(&s, p.def.id);
    }
}

// ---- Root

#[test]
fn root_four_alike_in_the_concealed_hand() {
    // 111p + 123p: four 1p without a kong.
    let s = on_discard("111p123p456s789s99s", "9s");
    expect(&s, &["sc.root"], 1, 2);
    assert_eq!(count(&s, "sc.root"), Some(1));
}

#[test]
fn root_four_alike_spread_over_a_pung_and_a_chow() {
    // A claimed pung of 5p and the 5p of a concealed 345p chow.
    let s = on_discard("345p678p234s99s [555p]", "9s");
    expect(&s, &["sc.root"], 1, 2);
}

#[test]
fn root_for_a_concealed_and_for_an_exposed_kong() {
    let s = on_discard("123p456p789p11s (5555s)", "1s");
    expect(&s, &["sc.root"], 1, 2);
    let s = on_discard("123p456p789p11s [5555s]", "1s");
    expect(&s, &["sc.root"], 1, 2);
}

#[test]
fn several_roots_add_up() {
    // Four 1p in the hand, a claimed kong of 7p, a concealed kong of 5s: three roots.
    let s = on_discard("111p123p99s [7777p] (5555s)", "9s");
    expect(&s, &["sc.root"], 3, 8);
    assert_eq!(count(&s, "sc.root"), Some(3));
    let hit = s.chosen().hits.iter().find(|h| h.pattern.id == "sc.root");
    assert_eq!(hit.map(|h| h.value), Some(3));
}

#[test]
fn root_negative_three_alike_is_no_root() {
    let s = on_discard("555p678p234s99s [111s]", "9s");
    lacks(&s, "sc.root");
    expect(&s, &["sc.base"], 0, 1);
}

#[test]
fn root_in_seven_pairs_four_alike_are_two_pairs_and_a_root() {
    let s = on_discard("1111p22p55p33s66s99s", "9s");
    expect(&s, &["sc.root", "sc.seven_pairs"], 3, 8);
    assert_eq!(count(&s, "sc.root"), Some(1));
}

#[test]
fn root_twice_in_seven_pairs() {
    // 11 11 22 22 (dots) 33 44 55 (bamboo): seven pairs with two sets of four alike.
    let s = on_discard("11112222p334455s", "5s");
    expect(&s, &["sc.root", "sc.seven_pairs"], 4, 8);
    assert_eq!(count(&s, "sc.root"), Some(2));
}

// ---- All Pungs

#[test]
fn all_pungs_concealed() {
    let s = on_discard("111p333p555s777s99s", "9s");
    expect(&s, &["sc.all_pungs"], 1, 2);
    lacks(&s, "sc.golden_wait");
}

#[test]
fn all_pungs_with_claimed_pungs_and_a_kong() {
    let s = on_discard("555s99s [111p] [3333p] [777s]", "9s");
    expect(&s, &["sc.all_pungs", "sc.root"], 2, 4);
}

#[test]
fn all_pungs_negative_one_chow() {
    let s = on_discard("111p333p456s777s99s", "9s");
    lacks(&s, "sc.all_pungs");
    expect(&s, &["sc.base"], 0, 1);
}

// ---- Golden Single Wait

#[test]
fn golden_wait_four_claimed_pungs_adds_to_all_pungs() {
    let s = on_discard("99s [111p] [333p] [555s] [777s]", "9s");
    expect(&s, &["sc.all_pungs", "sc.golden_wait"], 2, 4);
}

#[test]
fn golden_wait_counts_concealed_kongs_as_declared() {
    let s = on_discard("99s [111p] [333p] [555s] (7777s)", "9s");
    expect(&s, &["sc.all_pungs", "sc.golden_wait", "sc.root"], 3, 8);
}

#[test]
fn golden_wait_negative_a_concealed_pung_is_not_declared() {
    // Three declared pungs and a concealed one, won on a single wait for the pair.
    let s = on_discard("555s88s [111p] [333p] [777s]", "8s");
    lacks(&s, "sc.golden_wait");
    expect(&s, &["sc.all_pungs"], 1, 2);
}

#[test]
fn golden_wait_negative_no_declared_melds() {
    let s = Play::self_draw().sc("111p333p555s777s99s", "9s");
    lacks(&s, "sc.golden_wait");
    expect(&s, &["sc.all_pungs"], 1, 2);
}

// ---- Pure One Suit

#[test]
fn pure_suit() {
    let s = on_discard("123p456p789p234p55p", "5p");
    expect(&s, &["sc.pure_suit"], 2, 4);
}

#[test]
fn pure_suit_counts_melds() {
    let s = on_discard("123s456s99s [777s] [888s]", "9s");
    expect(&s, &["sc.pure_suit"], 2, 4);
}

#[test]
fn pure_suit_negative_two_suits() {
    let s = on_discard("123s456s99s [777s] [888p]", "9s");
    lacks(&s, "sc.pure_suit");
    expect(&s, &["sc.base"], 0, 1);
}

// ---- Seven Pairs

#[test]
fn seven_pairs() {
    let s = on_discard("11p22p55p77p33s66s99s", "9s");
    expect(&s, &["sc.seven_pairs"], 2, 4);
}

#[test]
fn seven_pairs_beats_a_regular_reading_worth_less() {
    // 123p 123p 456s 456s 99s is worth 1; as seven pairs the same tiles are worth 4.
    let s = on_discard("112233p445566s99s", "9s");
    expect(&s, &["sc.seven_pairs"], 2, 4);
}

#[test]
fn seven_pairs_negative_regular_hand_and_melds() {
    let s = on_discard("112233p456s789s99s", "9s");
    lacks(&s, "sc.seven_pairs");
    // Pairs beside a claimed pung are no seven pairs: the hand is not complete.
    let h = Play::discard(West).hand("11p22p55p77p333s [666s]", "3s");
    assert_eq!(try_sc(&h).unwrap_err(), ScoreError::NotComplete);
}

// ---- Win after Kong

#[test]
fn kong_draw_on_the_replacement_tile() {
    let s = Play::kong_replacement().sc("123p456p789s11s (5555s)", "1s");
    expect(&s, &["sc.kong_draw", "sc.root"], 2, 4);
}

#[test]
fn kong_draw_negative_plain_self_draw() {
    let s = Play::self_draw().sc("123p456p789s11s (5555s)", "1s");
    lacks(&s, "sc.kong_draw");
    expect(&s, &["sc.root"], 1, 2);
}

#[test]
fn kong_draw_needs_a_kong() {
    let err = Play::kong_replacement()
        .try_hand("123p456p789s234s11s", "1s")
        .unwrap_err();
    assert!(matches!(err, HandError::Situation(_)), "{err}");
}

// ---- Shot after Kong

fn shot() -> Flags {
    Flags {
        kong_shot: true,
        ..Flags::default()
    }
}

#[test]
fn kong_shot_on_the_discard_after_a_kong() {
    let s = Play::discard(West)
        .flags(shot())
        .sc("123p456p789s234s55s", "5s");
    expect(&s, &["sc.kong_shot"], 1, 2);
    assert_eq!(paid(&s), vec![(Some(West), PayerRole::Discarder, 2)]);
}

#[test]
fn kong_shot_negative_ordinary_discard() {
    let s = on_discard("123p456p789s234s55s", "5s");
    lacks(&s, "sc.kong_shot");
}

#[test]
fn kong_shot_is_a_win_on_a_discard() {
    let err = Play::self_draw()
        .flags(shot())
        .try_hand("123p456p789s234s55s", "5s")
        .unwrap_err();
    assert!(matches!(err, HandError::Situation(_)), "{err}");
}

// ---- Robbing the Kong

#[test]
fn rob_kong() {
    let s = Play::rob(North).sc("123p46p789s234s55s5p", "5p");
    expect(&s, &["sc.rob_kong"], 1, 2);
    // Robbing is no self-draw: the player who added the tile pays, as on a discard.
    assert_eq!(paid(&s), vec![(Some(North), PayerRole::Discarder, 2)]);
}

#[test]
fn rob_kong_negative_plain_discard() {
    let s = on_discard("123p46p789s234s55s5p", "5p");
    lacks(&s, "sc.rob_kong");
    expect(&s, &["sc.base"], 0, 1);
}

// ---- Sea Bottom

#[test]
fn sea_bottom_on_the_last_wall_tile() {
    let flags = Flags {
        final_draw: true,
        ..Flags::default()
    };
    let s = Play::self_draw()
        .flags(flags)
        .sc("123p456p789s234s55s", "5s");
    expect(&s, &["sc.sea_bottom"], 1, 2);
}

#[test]
fn sea_bottom_on_the_last_discard() {
    let flags = Flags {
        final_discard: true,
        ..Flags::default()
    };
    let s = Play::discard(East)
        .flags(flags)
        .sc("123p456p789s234s55s", "5s");
    expect(&s, &["sc.sea_bottom"], 1, 2);
}

#[test]
fn sea_bottom_negative_ordinary_draw() {
    let s = Play::self_draw().sc("123p456p789s234s55s", "5s");
    lacks(&s, "sc.sea_bottom");
    expect(&s, &["sc.base"], 0, 1);
}

// ---------------------------------------------------------------- the value

#[test]
fn value_doubles_per_fan_with_caps() {
    let values: Vec<u32> = (0..=9).map(value_of_fan).collect();
    assert_eq!(values, vec![1, 2, 4, 8, 8, 16, 16, 16, 16, 16]);
}

#[test]
fn real_hands_reach_each_step() {
    // 0 fan → 1.
    expect(&on_discard("123p456p789s234s55s", "5s"), &["sc.base"], 0, 1);
    // 1 fan → 2.
    expect(&on_discard("111p123p456s789s99s", "9s"), &["sc.root"], 1, 2);
    // 2 fan → 4.
    expect(
        &on_discard("123p456p789p234p55p", "5p"),
        &["sc.pure_suit"],
        2,
        4,
    );
    // 3 fan → 8: Pure One Suit + Root.
    let s = on_discard("123p345p555p789p99p", "9p");
    expect(&s, &["sc.pure_suit", "sc.root"], 3, 8);
    assert_eq!(s.chosen().limit, None, "3 fan are exactly 8");
    // 4 fan → 8: All Pungs, Golden Single Wait, Root, Win after Kong.
    let s = Play::kong_replacement()
        .seat(East)
        .missing(Some(Bamboo))
        .sc("99m [222m] [777p] [4444p] [555m]", "9m");
    expect(
        &s,
        &["sc.all_pungs", "sc.golden_wait", "sc.kong_draw", "sc.root"],
        4,
        8,
    );
    assert!(s.chosen().limit.is_some(), "4 fan pass the cap");
    // 5 fan → 16: Seven Pairs, Root, Pure One Suit.
    let s = Play::discard(East)
        .seat(West)
        .missing(Some(Dots))
        .sc("11336666778899s", "9s");
    expect(&s, &["sc.pure_suit", "sc.root", "sc.seven_pairs"], 5, 16);
    // 6 fan → 16: Pure One Suit, All Pungs, Golden Single Wait, Root, Win after Kong.
    let s = Play::kong_replacement().sc("99p [111p] [333p] [555p] (7777p)", "9p");
    expect(
        &s,
        &[
            "sc.all_pungs",
            "sc.golden_wait",
            "sc.kong_draw",
            "sc.pure_suit",
            "sc.root",
        ],
        6,
        16,
    );
    // 7 fan → 16: the same on the last wall tile.
    let flags = Flags {
        final_draw: true,
        ..Flags::default()
    };
    let s = Play::kong_replacement()
        .flags(flags)
        .sc("99p [111p] [333p] [555p] (7777p)", "9p");
    assert_eq!((s.chosen().sum, s.total()), (7, 16));
}

// ---------------------------------------------------------------- refusals

#[test]
fn refuses_a_hand_holding_its_missing_suit() {
    let h = Play::discard(West).hand("123m456p789p234p55p", "5p");
    let reason = refusal(&h);
    assert!(
        reason.contains("characters") && reason.contains("missing"),
        "{reason}"
    );
    // In a claimed meld too.
    let h = Play::discard(West).hand("456p789p234p55p [111m]", "5p");
    let reason = refusal(&h);
    assert!(
        reason.contains("characters") && reason.contains("missing"),
        "{reason}"
    );
}

#[test]
fn refuses_three_suits() {
    let h = Play::discard(West).hand("123m456p789s234s55s", "5s");
    let reason = refusal(&h);
    assert!(reason.contains("three"), "{reason}");
}

#[test]
fn refuses_honours() {
    let h = Play::discard(West).hand("123p456p789s234s11z", "1z");
    let reason = refusal(&h);
    assert!(reason.contains("honours"), "{reason}");
}

#[test]
fn refuses_bonus_tiles() {
    let h = Play::discard(West).hand("123p456p789s234s55s F1", "5s");
    let reason = refusal(&h);
    assert!(reason.contains("bonus"), "{reason}");
}

#[test]
fn refuses_a_claimed_chow() {
    let h = Play::discard(West).hand("456p789s234s55s [123p]", "5s");
    let reason = refusal(&h);
    assert!(reason.contains("chow"), "{reason}");
    // The same chow concealed is fine.
    assert_eq!(
        try_sc(&Play::discard(West).hand("123p456p789s234s55s", "5s")).map(|s| s.total()),
        Ok(1)
    );
}

#[test]
fn refuses_a_hand_without_a_declared_missing_suit() {
    let h = Play::discard(West)
        .missing(None)
        .hand("123p456p789s234s55s", "5s");
    let reason = refusal(&h);
    assert!(reason.contains("missing"), "{reason}");
}

// ---------------------------------------------------------------- payments for a win

#[test]
fn on_a_discard_the_discarder_pays_the_value() {
    let s = on_discard("123p456p789p234p55p", "5p");
    assert_eq!(paid(&s), vec![(Some(West), PayerRole::Discarder, 4)]);
    assert_eq!(s.payments.winner, South);
    assert_eq!(s.payments.winner_receives(), 4);
    assert_eq!(
        s.payments.entries[0].rule,
        PaymentRule::ScDiscard { fan: 2, value: 4 }
    );
}

#[test]
fn on_a_discard_others_pay_nothing_even_with_players_out() {
    let s = Play::discard(North)
        .out(&[East])
        .sc("123p456p789p234p55p", "5p");
    assert_eq!(paid(&s), vec![(Some(North), PayerRole::Discarder, 4)]);
}

#[test]
fn self_draw_every_player_still_in_pays_value_plus_one() {
    // Pure One Suit + Root: 3 fan, 8; each of the three pays 9.
    let s = Play::self_draw().sc("123p345p555p789p99p", "9p");
    assert_eq!(s.total(), 8);
    assert_eq!(
        paid(&s),
        vec![
            (Some(East), PayerRole::SelfDraw, 9),
            (Some(West), PayerRole::SelfDraw, 9),
            (Some(North), PayerRole::SelfDraw, 9),
        ]
    );
    assert_eq!(s.payments.winner_receives(), 27);
    assert!(
        s.payments
            .entries
            .iter()
            .all(|p| p.rule == PaymentRule::ScSelfDraw { fan: 3, value: 8 })
    );
}

#[test]
fn self_draw_with_one_player_out() {
    let s = Play::self_draw()
        .out(&[North])
        .sc("123p345p555p789p99p", "9p");
    assert_eq!(
        paid(&s),
        vec![
            (Some(East), PayerRole::SelfDraw, 9),
            (Some(West), PayerRole::SelfDraw, 9),
        ]
    );
    assert_eq!(s.payments.winner_receives(), 18);
}

#[test]
fn self_draw_with_two_players_out() {
    let s = Play::self_draw()
        .out(&[North, East])
        .sc("123p456p789s234s55s", "5s");
    assert_eq!(paid(&s), vec![(Some(West), PayerRole::SelfDraw, 2)]);
}

#[test]
fn a_kong_replacement_win_is_paid_as_a_self_draw() {
    // Root + Win after Kong: 2 fan, 4; each of the three pays 5.
    let s = Play::kong_replacement().sc("123p456p789s11s (5555s)", "1s");
    assert_eq!(
        paid(&s),
        vec![
            (Some(East), PayerRole::SelfDraw, 5),
            (Some(West), PayerRole::SelfDraw, 5),
            (Some(North), PayerRole::SelfDraw, 5),
        ]
    );
    let s = Play::kong_replacement()
        .out(&[West])
        .sc("123p456p789s11s (5555s)", "1s");
    assert_eq!(s.payments.winner_receives(), 10);
}

#[test]
fn players_out_from_a_hand_file() {
    let text = r#"(
        rules: Sichuan(),
        seat_wind: East,
        missing_suit: Dots,
        concealed: "123m456m789s234s55s",
        winning_tile: "5s",
        win: SelfDraw,
        players_out: [West],
    )"#;
    let (file, h) = HandFile::parse(text).unwrap();
    assert!(matches!(file.rules, RuleSettings::Sichuan(_)));
    assert_eq!(h.table.missing_suit, Some(Dots));
    assert_eq!(h.table.players_out, 1 << West.index());
    let s = sc(&h);
    assert_eq!(
        paid(&s),
        vec![
            (Some(South), PayerRole::SelfDraw, 2),
            (Some(North), PayerRole::SelfDraw, 2),
        ]
    );
}

#[test]
fn a_player_out_cannot_discard_or_win() {
    let err = Play::discard(West)
        .out(&[West])
        .try_hand("123p456p789s234s55s", "5s")
        .unwrap_err();
    assert!(matches!(err, HandError::Situation(_)), "{err}");
    let err = Play::self_draw()
        .out(&[South])
        .try_hand("123p456p789s234s55s", "5s")
        .unwrap_err();
    assert!(matches!(err, HandError::Situation(_)), "{err}");
}

/// Three hands won on East's discard of 5p: South (base, 1), West (Seven Pairs, 4) and
/// North (All Pungs, 2).
fn three_winners() -> [Scored; 3] {
    let south = Play::discard(East)
        .seat(South)
        .sc("123s46p789s666s99s5p", "5p");
    let west = Play::discard(East)
        .seat(West)
        .sc("11223344p55p66p77s", "5p");
    let north = Play::discard(East)
        .seat(North)
        .missing(Some(Bamboo))
        .sc("222p333p777p999m55p", "5p");
    [south, west, north]
}

#[test]
fn several_winners_on_one_discard_are_each_paid_by_the_discarder() {
    let [south, west, north] = three_winners();
    expect(&south, &["sc.base"], 0, 1);
    expect(&west, &["sc.seven_pairs"], 2, 4);
    // North holds characters and dots: All Pungs only, 1 fan → 2.
    expect(&north, &["sc.all_pungs"], 1, 2);
    for (s, seat, value) in [(&south, South, 1), (&west, West, 4), (&north, North, 2)] {
        assert_eq!(s.payments.winner, seat);
        assert_eq!(paid(s), vec![(Some(East), PayerRole::Discarder, value)]);
    }
    // Two winners: the discarder pays 1 + 4.
    let two: u32 = [&south, &west]
        .iter()
        .map(|s| s.payments.winner_receives())
        .sum();
    assert_eq!(two, 5);
    // Three winners: 1 + 4 + 2.
    let three: u32 = [&south, &west, &north]
        .iter()
        .flat_map(|s| s.payments.entries.iter())
        .filter(|p| p.payer == Some(East))
        .map(|p| p.amount)
        .sum();
    assert_eq!(three, 7);
}

#[test]
fn several_winners_with_a_capped_hand() {
    // East discards 5p; South wins Pure One Suit + All Pungs (3 fan, 8), West Seven
    // Pairs + Root + Pure One Suit (5 fan, 16).
    let south = Play::discard(East)
        .seat(South)
        .sc("222p333p777p999p55p", "5p");
    let west = Play::discard(East)
        .seat(West)
        .sc("11p1p1p33p44p66p88p55p", "5p");
    expect(&south, &["sc.all_pungs", "sc.pure_suit"], 3, 8);
    expect(&west, &["sc.pure_suit", "sc.root", "sc.seven_pairs"], 5, 16);
    assert_eq!(paid(&south), vec![(Some(East), PayerRole::Discarder, 8)]);
    assert_eq!(paid(&west), vec![(Some(East), PayerRole::Discarder, 16)]);
    assert_eq!(
        south.payments.winner_receives() + west.payments.winner_receives(),
        24
    );
}

#[test]
fn a_later_winner_is_paid_only_by_players_still_in() {
    // South and West won earlier; North self-draws: only East pays, value + 1.
    let s = Play::self_draw()
        .seat(North)
        .out(&[South, West])
        .sc("123p456p789p234p55p", "5p");
    assert_eq!(paid(&s), vec![(Some(East), PayerRole::SelfDraw, 5)]);
}

#[test]
fn next_dealer_in_every_case() {
    // Nobody won: the dealer stays.
    assert_eq!(sichuan::next_dealer(East, &[], None), East);
    assert_eq!(sichuan::next_dealer(South, &[], None), South);
    // The first winner, on a discard or self-drawn.
    assert_eq!(sichuan::next_dealer(East, &[West], Some(North)), West);
    assert_eq!(sichuan::next_dealer(East, &[North], None), North);
    assert_eq!(sichuan::next_dealer(East, &[East], None), East);
    // Several first winners on one discard: the discarder.
    assert_eq!(
        sichuan::next_dealer(East, &[South, West], Some(North)),
        North
    );
    assert_eq!(
        sichuan::next_dealer(West, &[South, West, North], Some(East)),
        East
    );
    // Not in the digest (several winners need a discard): the engine takes the first listed.
    assert_eq!(sichuan::next_dealer(East, &[West, North], None), West);
}
