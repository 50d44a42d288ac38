//! Singaporean mahjong (`shared/rules/singapore.md`): every `sg.*` item positive and negative,
//! the Sequence Hand's wait rules, bonus tiles, replacement wins, the rule options, the limit
//! hands and the minimum. Expected values come from the digest, not from the engine.

use crate::common;
use common::*;
use tilewise::formats::HandFile;
use tilewise::hand::{Flags, Hand, Situation, TableFacts, WinMethod};
use tilewise::rules::singapore::{FlowerOnFlower, PATTERNS, SgOptions};
use tilewise::rules::{Exclusion, LimitKind, RuleSettings, ScoreError, Scored, Verdict, score};
use tilewise::tiles::Wind;

// ---------------------------------------------------------------- helpers

fn sg_with(h: &Hand, options: SgOptions) -> Scored {
    score(h, &RuleSettings::Singapore(options)).unwrap_or_else(|e| panic!("{h:?}: {e}"))
}

fn sg(h: &Hand) -> Scored {
    sg_with(h, SgOptions::default())
}

fn try_sg(h: &Hand, options: SgOptions) -> Result<Scored, ScoreError> {
    score(h, &RuleSettings::Singapore(options))
}

fn limit(limit: u32) -> SgOptions {
    SgOptions {
        limit,
        ..SgOptions::default()
    }
}

fn with_situation(notation: &str, winning: &str, win: WinMethod, s: Situation) -> Hand {
    Hand::from_notation(notation, winning, win, s).unwrap_or_else(|e| panic!("{notation}: {e}"))
}

/// A hand with its seat and the prevailing wind.
fn at(notation: &str, winning: &str, win: WinMethod, seat: Wind, round: Wind) -> Hand {
    let s = Situation {
        seat_wind: seat,
        prevailing_wind: round,
        ..Situation::default()
    };
    with_situation(notation, winning, win, s)
}

/// A hand of seat South in an East round: no wind of this seat coincides with the round's.
fn south(notation: &str, winning: &str, win: WinMethod) -> Hand {
    at(notation, winning, win, South, East)
}

/// A hand of seat South, East round, with situational flags.
fn south_flags(notation: &str, winning: &str, win: WinMethod, flags: Flags) -> Hand {
    hand_flags(notation, winning, win, South, flags)
}

/// A self-drawn win of seat South on a bonus tile's replacement, after `replacements` in a row.
fn on_flower(notation: &str, winning: &str, replacements: u8) -> Hand {
    let s = Situation {
        seat_wind: South,
        flags: Flags {
            bonus_replacement: true,
            ..Flags::default()
        },
        table: TableFacts {
            bonus_replacements: replacements,
            ..TableFacts::default()
        },
        ..Situation::default()
    };
    with_situation(notation, winning, SelfDraw, s)
}

/// The value of a counted hit of the chosen reading.
fn value(s: &Scored, id: &str) -> Option<u32> {
    s.chosen()
        .hits
        .iter()
        .find(|h| h.pattern.id == id)
        .map(|h| h.value)
}

/// The count of a counted hit of the chosen reading.
fn count(s: &Scored, id: &str) -> Option<u8> {
    s.chosen()
        .hits
        .iter()
        .find(|h| h.pattern.id == id)
        .map(|h| h.count)
}

/// Asserts exactly these items are counted and the total.
fn expect(s: &Scored, ids: &[&str], total: u32) {
    let mut want = ids.to_vec();
    want.sort();
    assert_eq!(
        (counted(s), s.total()),
        (want, total),
        "{}: present {:?}",
        s.chosen().arrangement.describe(),
        present(s)
    );
}

/// Asserts the item is counted in the chosen reading.
fn has(s: &Scored, id: &str) {
    assert!(
        counted(s).contains(&id),
        "{}: expected {id}, counted {:?}",
        s.chosen().arrangement.describe(),
        counted(s)
    );
}

/// Asserts the item is in no reading of the hand, counted or excluded.
fn lacks(s: &Scored, id: &str) {
    assert!(
        !anywhere(s, id),
        "{}: did not expect {id}, present {:?}",
        s.chosen().arrangement.describe(),
        present(s)
    );
}

/// Asserts a hand below the minimum of 1 tai: not a win, nothing paid.
fn below_minimum(s: &Scored) {
    assert_eq!(
        (s.total(), s.verdict),
        (0, Verdict::BelowMinimum { minimum: 1 }),
        "present {:?}",
        present(s)
    );
    assert!(s.payments.entries.is_empty());
}

/// Asserts a limit hand: only `id` counted, worth the limit, everything else set aside.
fn limit_alone(s: &Scored, id: &str, limit: u32) {
    expect(s, &[id], limit);
    assert_eq!(s.chosen().limit, Some(LimitKind::Fixed));
    assert_eq!(s.verdict, Verdict::Win);
    for e in &s.chosen().excluded {
        assert_eq!(e.by.id, id, "{:?}", e.hit.pattern.id);
    }
}

fn excluded_by(s: &Scored, id: &str) -> Option<(&'static str, Exclusion)> {
    s.chosen()
        .excluded
        .iter()
        .find(|e| e.hit.pattern.id == id)
        .map(|e| (e.by.id, e.why))
}

fn earth() -> Flags {
    Flags {
        earth: true,
        ..Flags::default()
    }
}

// A hand with no tai at all for seat South in an East round: three chows, a plain pung, a
// suit pair. Bonus tiles and situations are added to it to test them alone.
const PLAIN: &str = "123m456p789s11p [222s]";
// A Sequence Hand for seat South in an East round; 4s completes 23s (two-sided, 1s or 4s),
// 3s completes 24s (closed), 5m completes the pair (single).
const SEQ: &str = "123m456p789s234s55m";

// ---------------------------------------------------------------- coverage

#[test]
fn every_singapore_item_is_tested() {
    let source = include_str!("singapore.rs");
    for p in &PATTERNS {
        assert!(p.def.id.starts_with("sg."), "{}", p.def.id);
        let quoted = format!("\"{}\"", p.def.id);
        assert!(
            source.matches(&quoted).count() >= 2,
            "{} needs a positive and a negative test",
            p.def.id
        );
    }
}

// ---------------------------------------------------------------- honour pungs

#[test]
fn dragon_pung_one_each() {
    let s = sg(&south("123m456p789s11p [555z]", "9s", Discard));
    expect(&s, &["sg.dragon"], 1);
    // A kong counts as a pung.
    let s = sg(&south("123m456p789s11p [5555z]", "9s", Discard));
    expect(&s, &["sg.dragon"], 1);
    // Two dragon pungs, a dragon pair beside them aside (see Three Lesser Scholars).
    let s = sg(&south("123m456p11p [555z] [777z]", "1p", Discard));
    assert_eq!(
        (count(&s, "sg.dragon"), value(&s, "sg.dragon")),
        (Some(2), Some(2))
    );
    expect(&s, &["sg.dragon"], 2);
}

#[test]
fn dragon_pair_is_no_dragon_pung() {
    let s = sg(&south("123m456p789s55z [222s]", "5z", Discard));
    lacks(&s, "sg.dragon");
    below_minimum(&s);
}

#[test]
fn seat_wind_pung() {
    let s = sg(&south("123m456p789s11p [222z]", "9s", Discard));
    expect(&s, &["sg.seat_wind"], 1);
    // West's wind is not South's nor the East round's.
    let s = sg(&south("123m456p789s11p [333z]", "9s", Discard));
    lacks(&s, "sg.seat_wind");
    lacks(&s, "sg.round_wind");
    below_minimum(&s);
}

#[test]
fn prevailing_wind_pung() {
    let s = sg(&south("123m456p789s11p [111z]", "9s", Discard));
    expect(&s, &["sg.round_wind"], 1);
    // The same pung in a North round is nothing for seat South.
    let s = sg(&at("123m456p789s11p [111z]", "9s", Discard, South, North));
    lacks(&s, "sg.round_wind");
    below_minimum(&s);
}

#[test]
fn a_wind_both_seat_and_prevailing_scores_two() {
    let s = sg(&at("123m456p789s11p [222z]", "9s", Discard, South, South));
    expect(&s, &["sg.round_wind", "sg.seat_wind"], 2);
    // The dealer's East pung in the East round.
    let s = sg(&at("123m456p789s11p [111z]", "9s", Discard, East, East));
    expect(&s, &["sg.round_wind", "sg.seat_wind"], 2);
}

#[test]
fn seat_and_prevailing_pungs_of_different_winds_one_each() {
    let s = sg(&south("123m456p11p [111z] [222z]", "1p", Discard));
    assert_eq!(value(&s, "sg.seat_wind"), Some(1));
    assert_eq!(value(&s, "sg.round_wind"), Some(1));
    expect(&s, &["sg.round_wind", "sg.seat_wind"], 2);
}

#[test]
fn wind_pair_scores_nothing() {
    // A pair of the seat's and round's wind: no wind points (only pungs score).
    let s = sg(&at("123m456p789s22z [222s]", "2z", Discard, South, South));
    lacks(&s, "sg.seat_wind");
    lacks(&s, "sg.round_wind");
    below_minimum(&s);
}

// ---------------------------------------------------------------- bonus tiles

#[test]
fn animal_one_each() {
    let s = sg(&south(&format!("{PLAIN} A1"), "9s", Discard));
    expect(&s, &["sg.animal"], 1);
    let s = sg(&south(&format!("{PLAIN} A2 A3"), "9s", Discard));
    assert_eq!(
        (count(&s, "sg.animal"), value(&s, "sg.animal")),
        (Some(2), Some(2))
    );
    expect(&s, &["sg.animal"], 2);
    // Flowers are not animals.
    let s = sg(&south(&format!("{PLAIN} F1 F3"), "9s", Discard));
    lacks(&s, "sg.animal");
    below_minimum(&s);
}

#[test]
fn all_four_animals_five_in_all() {
    let s = sg(&south(&format!("{PLAIN} A1 A2 A3 A4"), "9s", Discard));
    assert_eq!(value(&s, "sg.animal"), Some(4));
    assert_eq!(value(&s, "sg.all_animals"), Some(1));
    expect(&s, &["sg.all_animals", "sg.animal"], 5);
    // Three animals: 3, no set.
    let s = sg(&south(&format!("{PLAIN} A1 A2 A4"), "9s", Discard));
    lacks(&s, "sg.all_animals");
    expect(&s, &["sg.animal"], 3);
}

#[test]
fn seat_flower_only_the_seats_number() {
    // Seat South (2): Flower 2 and Season 2, 1 each.
    let s = sg(&south(&format!("{PLAIN} F2"), "9s", Discard));
    expect(&s, &["sg.seat_flower"], 1);
    let s = sg(&south(&format!("{PLAIN} S2"), "9s", Discard));
    expect(&s, &["sg.seat_flower"], 1);
    let s = sg(&south(&format!("{PLAIN} F2 S2"), "9s", Discard));
    assert_eq!(count(&s, "sg.seat_flower"), Some(2));
    expect(&s, &["sg.seat_flower"], 2);
    // Seat North (4): Season 4.
    let s = sg(&at(&format!("{PLAIN} S4 F2"), "9s", Discard, North, East));
    expect(&s, &["sg.seat_flower"], 1);
    // Other seats' bonus tiles score nothing, not even the round's (East's) number.
    let s = sg(&south(&format!("{PLAIN} F1 S1 F3 S4"), "9s", Discard));
    lacks(&s, "sg.seat_flower");
    below_minimum(&s);
}

#[test]
fn flower_set_one_more_two_with_its_seat_tile() {
    // Four flowers for seat South: Flower 2 is the seat's (1) and the set adds 1.
    let s = sg(&south(&format!("{PLAIN} F1 F2 F3 F4"), "9s", Discard));
    assert_eq!(value(&s, "sg.flower_set"), Some(1));
    expect(&s, &["sg.flower_set", "sg.seat_flower"], 2);
    // Four seasons for seat West.
    let s = sg(&at(
        &format!("{PLAIN} S1 S2 S3 S4"),
        "9s",
        Discard,
        West,
        East,
    ));
    expect(&s, &["sg.flower_set", "sg.seat_flower"], 2);
    // Four bonus tiles that are not one set: no set.
    let s = sg(&south(&format!("{PLAIN} F1 F2 F3 S4"), "9s", Discard));
    lacks(&s, "sg.flower_set");
    expect(&s, &["sg.seat_flower"], 1);
}

// ---------------------------------------------------------------- hand patterns

#[test]
fn all_pungs() {
    let s = sg(&south("222m444p666s88s [333s]", "8s", Discard));
    expect(&s, &["sg.all_pungs"], 2);
    // One chow: no All Pungs.
    let s = sg(&south("222m444p678s88s [333s]", "8s", Discard));
    lacks(&s, "sg.all_pungs");
    below_minimum(&s);
}

#[test]
fn half_flush() {
    // One suit and honours (East pair: no wind points for seat South in a South round).
    let s = sg(&at(
        "123m456m11z [999m] [777m]",
        "1z",
        Discard,
        South,
        South,
    ));
    expect(&s, &["sg.half_flush"], 2);
    // Two suits and honours: no flush.
    let s = sg(&at(
        "123m456p11z [999m] [777m]",
        "1z",
        Discard,
        South,
        South,
    ));
    lacks(&s, "sg.half_flush");
    below_minimum(&s);
    // One suit, no honours: a Full Flush, not a Half Flush.
    let s = sg(&south("123m456m789m55m [222m]", "5m", Discard));
    lacks(&s, "sg.half_flush");
}

#[test]
fn full_flush() {
    let s = sg(&south("123m456m789m55m [222m]", "5m", Discard));
    expect(&s, &["sg.full_flush"], 4);
    // An honour makes it a Half Flush.
    let s = sg(&at(
        "123m456m11z [999m] [777m]",
        "1z",
        Discard,
        South,
        South,
    ));
    lacks(&s, "sg.full_flush");
}

#[test]
fn full_flush_adds_to_ping_hu() {
    // Four chows of characters, two-sided wait (23m on 1m or 4m): 4 + 4 = 8.
    let h = south("123m456m789m234m55m", "4m", Discard);
    let s = sg_with(&h, limit(10));
    expect(&s, &["sg.full_flush", "sg.ping_hu"], 8);
    // Capped at the default limit of 5.
    let s = sg(&h);
    assert_eq!((s.chosen().sum, s.total()), (8, 5));
    assert_eq!(s.chosen().limit, Some(LimitKind::Compound));
}

#[test]
fn full_flush_adds_to_all_pungs() {
    let h = south("111m333m555m77m [999m]", "7m", Discard);
    let s = sg_with(&h, limit(10));
    expect(&s, &["sg.all_pungs", "sg.full_flush"], 6);
    let s = sg(&h);
    assert_eq!((s.chosen().sum, s.total()), (6, 5));
}

// ---------------------------------------------------------------- Sequence Hand (ping hu)

#[test]
fn ping_hu_two_sided_wait_on_a_discard() {
    let s = sg(&south(SEQ, "4s", Discard));
    expect(&s, &["sg.ping_hu"], 4);
    // The other end of the same wait.
    let s = sg(&south("123m456p789s123s55m", "1s", Discard));
    expect(&s, &["sg.ping_hu"], 4);
}

#[test]
fn ping_hu_closed_wait_on_a_discard_does_not_score() {
    // 24s waiting on 3s only.
    let s = sg(&south(SEQ, "3s", Discard));
    lacks(&s, "sg.ping_hu");
    lacks(&s, "sg.small_ping_hu");
    below_minimum(&s);
}

#[test]
fn ping_hu_edge_wait_on_a_discard_does_not_score() {
    // 12s waiting on 3s only.
    let s = sg(&south("123m456p789s123s55m", "3s", Discard));
    lacks(&s, "sg.ping_hu");
    below_minimum(&s);
    // 89m waiting on 7m only.
    let s = sg(&south("789m456p789s234s55p", "7m", Discard));
    lacks(&s, "sg.ping_hu");
    below_minimum(&s);
}

#[test]
fn ping_hu_single_wait_on_a_discard_does_not_score() {
    let s = sg(&south(SEQ, "5m", Discard));
    lacks(&s, "sg.ping_hu");
    below_minimum(&s);
}

#[test]
fn ping_hu_closed_edge_and_single_waits_self_drawn_score() {
    for (notation, winning) in [
        (SEQ, "3s"),
        ("123m456p789s123s55m", "3s"),
        ("789m456p789s234s55p", "7m"),
        (SEQ, "5m"),
    ] {
        let s = sg(&south(notation, winning, SelfDraw));
        expect(&s, &["sg.ping_hu"], 4);
    }
}

#[test]
fn ping_hu_pair_wait_on_two_tiles_counts_as_two_tiles() {
    // 6789s waits on 6s (66 + 789) and on 9s (678 + 99): two tiles, though the winning
    // tile completes the pair.
    let s = sg(&south("123m456p234s66789s", "6s", Discard));
    expect(&s, &["sg.ping_hu"], 4);
    let s = sg(&south("123m456p234s67899s", "9s", Discard));
    expect(&s, &["sg.ping_hu"], 4);
}

#[test]
fn ping_hu_with_claimed_chows() {
    // Three chows claimed, a two-sided wait on the fourth: a Sequence Hand.
    let s = sg(&south("234s55m [123m] [456p] [789s]", "4s", Discard));
    expect(&s, &["sg.ping_hu"], 4);
}

#[test]
fn ping_hu_all_four_chows_claimed_pair_wait_never() {
    for win in [Discard, SelfDraw] {
        let s = sg(&south("55m [123m] [456p] [789s] [234s]", "5m", win));
        lacks(&s, "sg.ping_hu");
        lacks(&s, "sg.small_ping_hu");
        below_minimum(&s);
    }
}

#[test]
fn ping_hu_dragon_pair_never() {
    for win in [Discard, SelfDraw] {
        let s = sg(&south("123m456p789s234s55z", "4s", win));
        lacks(&s, "sg.ping_hu");
        below_minimum(&s);
    }
}

#[test]
fn ping_hu_seat_or_prevailing_wind_pair_never() {
    // Seat South: a South pair.
    let s = sg(&south("123m456p789s234s22z", "4s", Discard));
    lacks(&s, "sg.ping_hu");
    below_minimum(&s);
    // East round: an East pair.
    let s = sg(&south("123m456p789s234s11z", "4s", Discard));
    lacks(&s, "sg.ping_hu");
    below_minimum(&s);
}

#[test]
fn ping_hu_non_scoring_wind_pair() {
    // West and North are neither seat South's wind nor the East round's.
    let s = sg(&south("123m456p789s234s33z", "4s", Discard));
    expect(&s, &["sg.ping_hu"], 4);
    let s = sg(&south("123m456p789s234s44z", "4s", Discard));
    expect(&s, &["sg.ping_hu"], 4);
}

#[test]
fn ping_hu_needs_four_chows() {
    let s = sg(&south("123m456p222s234s55m", "4s", Discard));
    lacks(&s, "sg.ping_hu");
    below_minimum(&s);
}

#[test]
fn small_ping_hu_with_a_flower_or_animal() {
    // A flower of another seat: Small Sequence Hand, 1 tai; no Sequence Hand at all.
    let s = sg(&south(&format!("{SEQ} F1"), "4s", Discard));
    lacks(&s, "sg.ping_hu");
    expect(&s, &["sg.small_ping_hu"], 1);
    // The seat's own flower still scores.
    let s = sg(&south(&format!("{SEQ} F2"), "4s", Discard));
    expect(&s, &["sg.seat_flower", "sg.small_ping_hu"], 2);
    // An animal still scores.
    let s = sg(&south(&format!("{SEQ} A3"), "4s", Discard));
    expect(&s, &["sg.animal", "sg.small_ping_hu"], 2);
}

#[test]
fn small_ping_hu_follows_the_wait_rules() {
    // Closed wait on a discard with a flower: neither Sequence Hand.
    let s = sg(&south(&format!("{SEQ} F1"), "3s", Discard));
    lacks(&s, "sg.small_ping_hu");
    lacks(&s, "sg.ping_hu");
    below_minimum(&s);
    // The same self-drawn: Small Sequence Hand.
    let s = sg(&south(&format!("{SEQ} F1"), "3s", SelfDraw));
    expect(&s, &["sg.small_ping_hu"], 1);
    // A pung with a flower: no Small Sequence Hand.
    let s = sg(&south(&format!("{PLAIN} F1"), "9s", Discard));
    lacks(&s, "sg.small_ping_hu");
}

#[test]
fn ping_hu_robbing_a_kong_two_sided() {
    let s = sg(&south(SEQ, "4s", RobbingKong));
    expect(&s, &["sg.ping_hu", "sg.rob_kong"], 5);
    // A closed wait when robbing: no Sequence Hand, only Robbing the Kong.
    let s = sg(&south(SEQ, "3s", RobbingKong));
    lacks(&s, "sg.ping_hu");
    expect(&s, &["sg.rob_kong"], 1);
}

// ---------------------------------------------------------------- terminals and honours

#[test]
fn mixed_terminals_four_with_all_pungs() {
    // Terminal and honour pungs (North pung, South pair: no wind points for seat South in
    // an East round): All Pungs 2 + Mixed Terminals 2.
    let s = sg(&south("111m999p22z [999s] [444z]", "2z", Discard));
    assert_eq!(value(&s, "sg.mixed_terminals"), Some(2));
    expect(&s, &["sg.all_pungs", "sg.mixed_terminals"], 4);
    // A chow of terminals is not a terminal set.
    let s = sg(&south("123m999p22z [999s] [444z]", "2z", Discard));
    lacks(&s, "sg.mixed_terminals");
    // A simple pung.
    let s = sg(&south("111m555p22z [999s] [444z]", "2z", Discard));
    lacks(&s, "sg.mixed_terminals");
    expect(&s, &["sg.all_pungs"], 2);
}

#[test]
fn three_lesser_scholars_three_with_two_dragon_pungs() {
    let s = sg(&south("123m456p55z [666z] [777z]", "5z", Discard));
    assert_eq!(value(&s, "sg.small_dragons"), Some(1));
    expect(&s, &["sg.dragon", "sg.small_dragons"], 3);
    // A suit pair: only the two dragon pungs.
    let s = sg(&south("123m456p55s [666z] [777z]", "5s", Discard));
    lacks(&s, "sg.small_dragons");
    expect(&s, &["sg.dragon"], 2);
}

#[test]
fn three_great_scholars_six_capped_at_five() {
    let h = south("123m55p [555z] [666z] [777z]", "5p", Discard);
    let s = sg(&h);
    assert_eq!(value(&s, "sg.big_dragons"), Some(3));
    assert_eq!(value(&s, "sg.dragon"), Some(3));
    assert_eq!((s.chosen().sum, s.total()), (6, 5));
    assert_eq!(s.chosen().limit, Some(LimitKind::Compound));
    let s = sg_with(&h, limit(8));
    expect(&s, &["sg.big_dragons", "sg.dragon"], 6);
    // Two pungs and a pair: Lesser, not Great.
    let s = sg(&south("123m456p55z [666z] [777z]", "5z", Discard));
    lacks(&s, "sg.big_dragons");
}

#[test]
fn four_lesser_blessings() {
    // Seat North, North round: the pungs of East, South and West are no seat or round wind;
    // with a North pair. The one other set makes it a Half Flush.
    let s = sg(&at(
        "123m44z [111z] [222z] [333z]",
        "4z",
        Discard,
        North,
        North,
    ));
    assert_eq!(value(&s, "sg.small_winds"), Some(2));
    expect(&s, &["sg.half_flush", "sg.small_winds"], 4);
    // Seat South in an East round: the seat and prevailing wind points are added.
    let h = south("123m44z [111z] [222z] [333z]", "4z", Discard);
    let s = sg_with(&h, limit(10));
    expect(
        &s,
        &[
            "sg.half_flush",
            "sg.round_wind",
            "sg.seat_wind",
            "sg.small_winds",
        ],
        6,
    );
    assert_eq!(sg(&h).total(), 5);
    // Two wind pungs and a wind pair: no Blessings.
    let s = sg(&at(
        "123m456p44z [111z] [222z]",
        "4z",
        Discard,
        North,
        North,
    ));
    lacks(&s, "sg.small_winds");
    // Three wind pungs and a dragon pair: no Blessings.
    let s = sg(&at(
        "123m55z [111z] [222z] [333z]",
        "5z",
        Discard,
        North,
        North,
    ));
    lacks(&s, "sg.small_winds");
}

#[test]
fn pure_green_option() {
    let h = south("234s234s666s888s66z", "6z", Discard);
    // Off (default): a Half Flush.
    let s = sg(&h);
    lacks(&s, "sg.pure_green");
    expect(&s, &["sg.half_flush"], 2);
    // On: Pure Green 4, the Half Flush set aside.
    let on = SgOptions {
        pure_green: true,
        ..SgOptions::default()
    };
    let s = sg_with(&h, on.clone());
    expect(&s, &["sg.pure_green"], 4);
    assert_eq!(
        excluded_by(&s, "sg.half_flush"),
        Some(("sg.pure_green", Exclusion::SameSeries))
    );
    // A 9s pung is not green.
    let s = sg_with(&south("234s234s666s999s66z", "6z", Discard), on);
    lacks(&s, "sg.pure_green");
    expect(&s, &["sg.half_flush"], 2);
}

// ---------------------------------------------------------------- replacement and last tile

#[test]
fn flower_replacement_win() {
    let s = sg(&on_flower(&format!("{PLAIN} F1"), "9s", 0));
    expect(&s, &["sg.flower_win"], 1);
    // Several replacements in a row still count 1 under the default.
    let s = sg(&on_flower(&format!("{PLAIN} F1 F3 F4"), "9s", 3));
    expect(&s, &["sg.flower_win"], 1);
    // A plain self-draw is no flower replacement.
    let s = sg(&south(&format!("{PLAIN} F1"), "9s", SelfDraw));
    lacks(&s, "sg.flower_win");
    below_minimum(&s);
}

#[test]
fn flower_replacement_each_replacement_option() {
    let each = SgOptions {
        flower_on_flower: FlowerOnFlower::EachReplacement,
        ..SgOptions::default()
    };
    let s = sg_with(
        &on_flower(&format!("{PLAIN} F1 F3 F4"), "9s", 3),
        each.clone(),
    );
    assert_eq!(value(&s, "sg.flower_win"), Some(3));
    expect(&s, &["sg.flower_win"], 3);
    // A replacement count not recorded counts as one.
    let s = sg_with(&on_flower(&format!("{PLAIN} F1"), "9s", 0), each);
    expect(&s, &["sg.flower_win"], 1);
}

#[test]
fn flower_on_flower_five_tai_option() {
    let five = SgOptions {
        flower_on_flower: FlowerOnFlower::FiveTai,
        ..SgOptions::default()
    };
    let s = sg_with(&on_flower(&format!("{PLAIN} F1 F3"), "9s", 2), five.clone());
    expect(&s, &["sg.flower_on_flower"], 5);
    assert_eq!(
        excluded_by(&s, "sg.flower_win"),
        Some(("sg.flower_on_flower", Exclusion::SameSeries))
    );
    // Capped by the limit: with a dragon pung beside it, still 5.
    let s = sg_with(
        &on_flower("123m456p789s11p [555z] F1 F3", "9s", 2),
        five.clone(),
    );
    assert_eq!((s.chosen().sum, s.total()), (6, 5));
    // One replacement: only the ordinary 1 tai.
    let s = sg_with(&on_flower(&format!("{PLAIN} F1"), "9s", 1), five);
    lacks(&s, "sg.flower_on_flower");
    expect(&s, &["sg.flower_win"], 1);
    // Two replacements without the option: 1 tai.
    let s = sg(&on_flower(&format!("{PLAIN} F1 F3"), "9s", 2));
    lacks(&s, "sg.flower_on_flower");
    expect(&s, &["sg.flower_win"], 1);
}

#[test]
fn kong_replacement_win() {
    let s = sg(&south("123m456p789s11p (2222s)", "9s", KongReplacement));
    expect(&s, &["sg.kong_win"], 1);
    // The same tile simply drawn: nothing.
    let s = sg(&south("123m456p789s11p (2222s)", "9s", SelfDraw));
    lacks(&s, "sg.kong_win");
    below_minimum(&s);
}

#[test]
fn kong_on_kong_capped_by_the_limit() {
    let twice = Flags {
        kong_on_kong: true,
        ..Flags::default()
    };
    let h = south_flags("123m456p11p (2222s) (3333s)", "3m", KongReplacement, twice);
    let s = sg(&h);
    assert_eq!(value(&s, "sg.kong_on_kong"), Some(10));
    assert_eq!(s.total(), 5);
    assert_eq!(s.chosen().limit, Some(LimitKind::Compound));
    // Limit 8: Kong on Kong's 10 is cut to 8.
    let s = sg_with(&h, limit(8));
    assert_eq!(value(&s, "sg.kong_on_kong"), Some(10));
    assert_eq!(s.total(), 8);
    // Two kongs, but the replacement of one kong only.
    let s = sg(&south("123m456p11p (2222s) (3333s)", "3m", KongReplacement));
    lacks(&s, "sg.kong_on_kong");
    expect(&s, &["sg.kong_win"], 1);
}

#[test]
fn robbing_the_kong() {
    let s = sg(&south(PLAIN, "9s", RobbingKong));
    expect(&s, &["sg.rob_kong"], 1);
    let s = sg(&south(PLAIN, "9s", Discard));
    lacks(&s, "sg.rob_kong");
    below_minimum(&s);
}

#[test]
fn last_tile_self_drawn() {
    let last = Flags {
        final_draw: true,
        ..Flags::default()
    };
    let s = sg(&south_flags(PLAIN, "9s", SelfDraw, last));
    expect(&s, &["sg.last_tile"], 1);
    // Not the last tile.
    let s = sg(&south(PLAIN, "9s", SelfDraw));
    lacks(&s, "sg.last_tile");
    below_minimum(&s);
    // The discard after the last tile is no Last Tile.
    let s = sg(&south_flags(
        PLAIN,
        "9s",
        Discard,
        Flags {
            final_discard: true,
            ..Flags::default()
        },
    ));
    lacks(&s, "sg.last_tile");
}

#[test]
fn last_tile_not_on_a_replacement() {
    let last_flower = Flags {
        final_draw: true,
        bonus_replacement: true,
        ..Flags::default()
    };
    let s = sg(&south_flags(
        &format!("{PLAIN} F1"),
        "9s",
        SelfDraw,
        last_flower,
    ));
    lacks(&s, "sg.last_tile");
    expect(&s, &["sg.flower_win"], 1);
    let last = Flags {
        final_draw: true,
        ..Flags::default()
    };
    let s = sg(&south_flags(
        "123m456p789s11p (2222s)",
        "9s",
        KongReplacement,
        last,
    ));
    lacks(&s, "sg.last_tile");
    expect(&s, &["sg.kong_win"], 1);
}

// ---------------------------------------------------------------- options

#[test]
fn fully_concealed_option() {
    let on = SgOptions {
        fully_concealed: true,
        ..SgOptions::default()
    };
    let h = south("123m456p789s11p222s", "9s", SelfDraw);
    // Off (default): nothing.
    let s = sg(&h);
    lacks(&s, "sg.concealed_self_draw");
    below_minimum(&s);
    // On: 1 tai.
    let s = sg_with(&h, on.clone());
    expect(&s, &["sg.concealed_self_draw"], 1);
    // A concealed kong keeps the hand concealed.
    let s = sg_with(
        &south("123m456p789s11p (2222s)", "9s", SelfDraw),
        on.clone(),
    );
    expect(&s, &["sg.concealed_self_draw"], 1);
    // A discard, or a claimed meld: no.
    let s = sg_with(&south("123m456p789s11p222s", "9s", Discard), on.clone());
    lacks(&s, "sg.concealed_self_draw");
    let s = sg_with(&south(PLAIN, "9s", SelfDraw), on);
    lacks(&s, "sg.concealed_self_draw");
}

#[test]
fn minimum_zero_allows_a_chicken_hand() {
    let h = south(PLAIN, "9s", Discard);
    let s = sg_with(
        &h,
        SgOptions {
            minimum: 0,
            ..SgOptions::default()
        },
    );
    assert_eq!(
        (counted(&s), s.total(), s.verdict),
        (vec!["sg.chicken"], 0, Verdict::Win)
    );
    assert!(!s.payments.entries.is_empty());
}

#[test]
fn minimum_one_tai_by_default() {
    let s = sg(&south(PLAIN, "9s", Discard));
    below_minimum(&s);
    // One tai is enough.
    let s = sg(&south("123m456p789s11p [555z]", "9s", Discard));
    assert_eq!((s.total(), s.verdict), (1, Verdict::Win));
    // A higher minimum.
    let s = sg_with(
        &south("123m456p789s11p [555z]", "9s", Discard),
        SgOptions {
            minimum: 2,
            ..SgOptions::default()
        },
    );
    assert_eq!(s.verdict, Verdict::BelowMinimum { minimum: 2 });
}

#[test]
fn limit_option() {
    // A limit hand scores the agreed limit.
    let h = south("111m333p555s777s99m", "7s", SelfDraw);
    limit_alone(&sg_with(&h, limit(8)), "sg.hidden_treasure", 8);
    limit_alone(&sg_with(&h, limit(3)), "sg.hidden_treasure", 3);
    // A compound total is capped by it.
    let h = south("123m55p [555z] [666z] [777z]", "5p", Discard);
    assert_eq!(sg_with(&h, limit(4)).total(), 4);
}

#[test]
fn declared_three_dragons() {
    // Three dragon pungs and five odd tiles: not a complete hand.
    let h = south("14m7p9s1555666777z", "1z", SelfDraw);
    let declare = SgOptions {
        declare_by_triplets: true,
        ..SgOptions::default()
    };
    let s = sg_with(&h, declare.clone());
    expect(&s, &["sg.declared_dragons"], 5);
    lacks(&s, "sg.declared_winds");
    assert_eq!(s.verdict, Verdict::Win);
    // The pungs may be claimed.
    let s = sg_with(
        &south("14m7p9s1z [555z] [666z] [777z]", "1z", Discard),
        declare.clone(),
    );
    expect(&s, &["sg.declared_dragons"], 5);
    // Without the option the hand is no win.
    assert_eq!(
        try_sg(&h, SgOptions::default()).unwrap_err(),
        ScoreError::NotComplete
    );
    // Two dragon pungs are not enough.
    let h = south("14m7p9s1555666z77z4z", "1z", SelfDraw);
    assert_eq!(try_sg(&h, declare).unwrap_err(), ScoreError::NotComplete);
}

#[test]
fn declared_four_winds() {
    // Four wind pungs and two odd tiles of two suits.
    let h = south("1m9p111222333444z", "4z", SelfDraw);
    let declare = SgOptions {
        declare_by_triplets: true,
        ..SgOptions::default()
    };
    let s = sg_with(&h, declare.clone());
    assert_eq!(value(&s, "sg.declared_winds"), Some(10));
    lacks(&s, "sg.declared_dragons");
    assert_eq!(s.total(), 5);
    let s = sg_with(
        &h,
        SgOptions {
            limit: 8,
            ..declare.clone()
        },
    );
    assert_eq!(s.total(), 8);
    // Without the option: no win.
    assert_eq!(
        try_sg(&h, SgOptions::default()).unwrap_err(),
        ScoreError::NotComplete
    );
    // Three wind pungs: no win even with the option.
    let h = south("1m9p11122233344z5z", "4z", SelfDraw);
    assert_eq!(try_sg(&h, declare).unwrap_err(), ScoreError::NotComplete);
}

#[test]
fn declared_option_leaves_complete_hands_alone() {
    // A complete Three Great Scholars is scored as usual under the option.
    let declare = SgOptions {
        declare_by_triplets: true,
        limit: 8,
        ..SgOptions::default()
    };
    let s = sg_with(
        &south("123m55p [555z] [666z] [777z]", "5p", Discard),
        declare,
    );
    lacks(&s, "sg.declared_dragons");
    expect(&s, &["sg.big_dragons", "sg.dragon"], 6);
}

#[test]
fn options_from_a_hand_file() {
    let text = r#"(
        rules: Singapore(limit: 8, flower_on_flower: EachReplacement),
        seat_wind: South,
        concealed: "123m456p789s11p",
        melds: [Pung("555z")],
        winning_tile: "9s",
        win: SelfDraw,
        flags: (bonus_replacement: true),
        bonus: "F1 F3 F4",
        table: (bonus_replacements: 3),
    )"#;
    let (file, h) = HandFile::parse(text).unwrap();
    let s = score(&h, &file.rules).unwrap();
    expect(&s, &["sg.dragon", "sg.flower_win"], 4);
    assert_eq!(value(&s, "sg.flower_win"), Some(3));
}

// ---------------------------------------------------------------- limit hands

#[test]
fn hidden_treasure() {
    let s = sg(&south("111m333p555s777s99m", "7s", SelfDraw));
    limit_alone(&s, "sg.hidden_treasure", 5);
    assert_eq!(
        excluded_by(&s, "sg.all_pungs"),
        Some(("sg.hidden_treasure", Exclusion::FixedLimit))
    );
    // A concealed kong is a concealed pung.
    let s = sg(&south("111m333p555s99m (7777s)", "9m", SelfDraw));
    limit_alone(&s, "sg.hidden_treasure", 5);
    // On a discard (self-draw required by default): All Pungs.
    let s = sg(&south("111m333p555s777s99m", "9m", Discard));
    lacks(&s, "sg.hidden_treasure");
    expect(&s, &["sg.all_pungs"], 2);
    // A claimed pung.
    let s = sg(&south("111m333p555s99m [777s]", "9m", SelfDraw));
    lacks(&s, "sg.hidden_treasure");
}

#[test]
fn hidden_treasure_self_draw_not_required_option() {
    let any = SgOptions {
        hidden_treasure_self_drawn: false,
        ..SgOptions::default()
    };
    // A discard on the pair: the four pungs stay concealed.
    let s = sg_with(&south("111m333p555s777s99m", "9m", Discard), any.clone());
    limit_alone(&s, "sg.hidden_treasure", 5);
    // A discard completing a pung makes it exposed: three concealed pungs only.
    let s = sg_with(&south("111m333p555s777s99m", "7s", Discard), any);
    lacks(&s, "sg.hidden_treasure");
    expect(&s, &["sg.all_pungs"], 2);
}

#[test]
fn pure_terminals() {
    let s = sg(&south("111m999p11s [999m] [111p]", "1s", Discard));
    limit_alone(&s, "sg.pure_terminals", 5);
    // An honour pair: Mixed Terminals.
    let s = sg(&south("111m999p33z [999m] [111p]", "3z", Discard));
    lacks(&s, "sg.pure_terminals");
    expect(&s, &["sg.all_pungs", "sg.mixed_terminals"], 4);
}

#[test]
fn all_honours() {
    let s = sg(&south("111z222z333z55z [777z]", "5z", Discard));
    limit_alone(&s, "sg.all_honours", 5);
    // One suit pung: a Half Flush.
    let s = sg(&south("111z222z333z55z [777m]", "5z", Discard));
    lacks(&s, "sg.all_honours");
    has(&s, "sg.half_flush");
}

#[test]
fn nine_gates() {
    let s = sg(&south("11123455678999m", "5m", Discard));
    limit_alone(&s, "sg.nine_gates", 5);
    let s = sg(&south("11123456789999m", "9m", SelfDraw));
    limit_alone(&s, "sg.nine_gates", 5);
    // The same tiles won on 1m: before the win the hand was 1123456789999m, no Nine Gates.
    let s = sg(&south("11123456789999m", "1m", Discard));
    lacks(&s, "sg.nine_gates");
    expect(&s, &["sg.full_flush"], 4);
}

#[test]
fn four_great_blessings() {
    let s = sg(&south("55m [111z] [222z] [333z] [444z]", "5m", Discard));
    limit_alone(&s, "sg.big_winds", 5);
    // Three wind pungs and a wind pair: Four Lesser Blessings.
    let s = sg(&at(
        "123m44z [111z] [222z] [333z]",
        "4z",
        Discard,
        North,
        North,
    ));
    lacks(&s, "sg.big_winds");
}

#[test]
fn thirteen_wonders() {
    let s = sg(&south("19m19p19s12345677z", "7z", Discard));
    limit_alone(&s, "sg.thirteen_wonders", 5);
    let s = sg(&south("19m19p19s11234567z", "1m", SelfDraw));
    limit_alone(&s, "sg.thirteen_wonders", 5);
    // An 8 in place of a 9: not complete.
    let h = south("19m19p18s12345677z", "7z", Discard);
    assert_eq!(
        try_sg(&h, SgOptions::default()).unwrap_err(),
        ScoreError::NotComplete
    );
}

#[test]
fn eighteen_arhats() {
    let s = sg(&south("55s (1111m) [2222p] [3333s] (4444z)", "5s", Discard));
    limit_alone(&s, "sg.eighteen_arhats", 5);
    // Three kongs and a pung.
    let s = sg(&south("55s (1111m) [2222p] [3333s] [444z]", "5s", Discard));
    lacks(&s, "sg.eighteen_arhats");
    expect(&s, &["sg.all_pungs"], 2);
}

#[test]
fn heavenly_hand() {
    let heaven = Flags {
        heaven: true,
        ..Flags::default()
    };
    let s = sg(&hand_flags(
        "123m456p789s11p222s",
        "9s",
        SelfDraw,
        East,
        heaven,
    ));
    limit_alone(&s, "sg.heavenly", 5);
    // The dealer's ordinary self-draw.
    let s = sg(&hand("123m456p789s11p222s", "9s", SelfDraw, East));
    lacks(&s, "sg.heavenly");
    below_minimum(&s);
}

#[test]
fn earthly_hand_on_the_dealers_first_discard() {
    let s = Situation {
        seat_wind: South,
        flags: earth(),
        discarder: Some(East),
        ..Situation::default()
    };
    let s = sg(&with_situation("123m456p789s11p222s", "9s", Discard, s));
    limit_alone(&s, "sg.earthly", 5);
    // A first-go-round discard from West is not the dealer's.
    let s = Situation {
        seat_wind: North,
        flags: earth(),
        discarder: Some(West),
        ..Situation::default()
    };
    let s = sg(&with_situation("123m456p789s11p222s", "9s", Discard, s));
    lacks(&s, "sg.earthly");
    below_minimum(&s);
}

#[test]
fn earthly_hand_on_his_own_first_draw() {
    let s = sg(&south_flags("123m456p789s11p222s", "9s", SelfDraw, earth()));
    limit_alone(&s, "sg.earthly", 5);
    // A later self-draw.
    let s = sg(&south("123m456p789s11p222s", "9s", SelfDraw));
    lacks(&s, "sg.earthly");
    below_minimum(&s);
}

#[test]
fn humanly_hand() {
    let s = Situation {
        seat_wind: North,
        flags: Flags {
            humanly: true,
            ..Flags::default()
        },
        discarder: Some(West),
        ..Situation::default()
    };
    let s = sg(&with_situation("123m456p789s11p222s", "9s", Discard, s));
    limit_alone(&s, "sg.humanly", 5);
    // The same discard later in the game.
    let s = Situation {
        seat_wind: North,
        discarder: Some(West),
        ..Situation::default()
    };
    let s = sg(&with_situation("123m456p789s11p222s", "9s", Discard, s));
    lacks(&s, "sg.humanly");
    below_minimum(&s);
}

#[test]
fn all_eight_flowers_with_a_complete_hand() {
    let s = sg(&south(
        &format!("{PLAIN} F1 F2 F3 F4 S1 S2 S3 S4"),
        "9s",
        SelfDraw,
    ));
    limit_alone(&s, "sg.hua_hu", 5);
    assert_eq!(
        excluded_by(&s, "sg.flower_set"),
        Some(("sg.hua_hu", Exclusion::FixedLimit))
    );
    // Seven of them: two seat tiles and one set, no hua hu.
    let s = sg(&south(
        &format!("{PLAIN} F1 F2 F3 F4 S1 S2 S3"),
        "9s",
        SelfDraw,
    ));
    lacks(&s, "sg.hua_hu");
    expect(&s, &["sg.flower_set", "sg.seat_flower"], 3);
    // Animals do not stand in for a flower.
    let s = sg(&south(
        &format!("{PLAIN} F1 F2 F3 F4 S1 S2 S3 A1"),
        "9s",
        SelfDraw,
    ));
    lacks(&s, "sg.hua_hu");
}

#[test]
fn all_eight_flowers_win_at_once_without_a_complete_hand() {
    let h = south("123m456p789s13557z F1 F2 F3 F4 S1 S2 S3 S4", "7z", SelfDraw);
    let s = sg(&h);
    limit_alone(&s, "sg.hua_hu", 5);
    assert_eq!(s.verdict, Verdict::Win);
    // Seven flowers and an incomplete hand: no win.
    let h = south("123m456p789s13557z F1 F2 F3 F4 S1 S2 S3", "7z", SelfDraw);
    assert_eq!(
        try_sg(&h, SgOptions::default()).unwrap_err(),
        ScoreError::NotComplete
    );
}

#[test]
fn limit_hands_score_the_agreed_limit() {
    let h = south("55m [111z] [222z] [333z] [444z]", "5m", Discard);
    limit_alone(&sg_with(&h, limit(10)), "sg.big_winds", 10);
    let h = south("19m19p19s12345677z", "7z", Discard);
    limit_alone(&sg_with(&h, limit(8)), "sg.thirteen_wonders", 8);
}

#[test]
fn seven_pairs_is_not_a_singaporean_hand() {
    let h = south("1122m3344p5566s77z", "7z", Discard);
    assert_eq!(
        try_sg(&h, SgOptions::default()).unwrap_err(),
        ScoreError::NotComplete
    );
    let h = south("1122m3344p5566s77z", "7z", SelfDraw);
    assert_eq!(
        try_sg(&h, SgOptions::default()).unwrap_err(),
        ScoreError::NotComplete
    );
}

#[test]
fn declared_wins_count_alone_and_kong_on_kong_replaces_the_kong_win() {
    let wide = SgOptions {
        declare_by_triplets: true,
        limit: 20,
        ..SgOptions::default()
    };
    let winds = south("19m111222333444z", "4z", SelfDraw);
    expect(&sg_with(&winds, wide.clone()), &["sg.declared_winds"], 10);
    let dragons = south("1m4m7m9m1555666777z", "1z", SelfDraw);
    expect(&sg_with(&dragons, wide), &["sg.declared_dragons"], 5);
    let twice = Flags {
        kong_on_kong: true,
        ..Flags::default()
    };
    let h = south_flags("123m456p11p (2222s) (3333s)", "3m", KongReplacement, twice);
    let s = sg_with(&h, limit(20));
    expect(&s, &["sg.kong_on_kong"], 10);
    assert!(
        s.chosen()
            .excluded
            .iter()
            .any(|e| e.hit.pattern.id == "sg.kong_win")
    );
}
