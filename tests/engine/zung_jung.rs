//! Zung Jung: every pattern positive and negative, every worked example of the digest and of
//! the seed's pattern list, limits, options and payments.

use crate::common;
use common::*;
use tilewise::hand::{Flags, Hand, HandError, Situation};
use tilewise::rules::zung_jung::{FourIdenticalSequences, Minimum, PaymentScheme, ZungJungOptions};
use tilewise::rules::{LimitKind, PayerRole, RuleSettings, ScoreError, Verdict, score};
use tilewise::tiles::Wind;

/// Asserts a pattern is found (counted or excluded by series/limit) in the chosen reading.
fn has(notation: &str, winning: &str, win: tilewise::hand::WinMethod, seat: Wind, id: &str) {
    let s = zj(notation, winning, win, seat);
    assert!(
        present(&s).contains(&id),
        "{notation} +{winning}: expected {id}, got {:?}",
        present(&s)
    );
}

/// Asserts a pattern is in no reading of the hand.
fn lacks(notation: &str, winning: &str, win: tilewise::hand::WinMethod, seat: Wind, id: &str) {
    let s = zj(notation, winning, win, seat);
    assert!(
        !anywhere(&s, id),
        "{notation} +{winning}: did not expect {id}, got {:?}",
        present(&s)
    );
}

#[test]
fn p_1_1_all_sequences() {
    has("123m456p789s234s55m", "5m", Discard, East, "zj.1.1");
    has("456p789s234s55m [123m]", "5m", Discard, East, "zj.1.1");
    lacks("123m456p789s222s55m", "5m", Discard, East, "zj.1.1");
}

#[test]
fn p_1_2_concealed_hand() {
    has("123m456p789s234s55m", "5m", Discard, East, "zj.1.2");
    has("123m456p789s55m (2222s)", "5m", SelfDraw, East, "zj.1.2");
    lacks("456p789s234s55m [123m]", "5m", SelfDraw, East, "zj.1.2");
    lacks("1122m3344p5566s77z", "7z", SelfDraw, East, "zj.1.2");
    lacks("19m19p19s12345677z", "7z", SelfDraw, East, "zj.1.2");
}

#[test]
fn p_1_3_no_terminals() {
    has("234m456p678s345s55m", "5m", Discard, East, "zj.1.3");
    has("2233m4466p5588s77p", "7p", Discard, East, "zj.1.3");
    lacks("123m456p678s345s55m", "5m", Discard, East, "zj.1.3");
    lacks("234m456p678s345s55z", "5z", Discard, East, "zj.1.3");
}

#[test]
fn p_2_1_one_suit() {
    has("123m456m789m11z [555z]", "1z", Discard, East, "zj.2.1.1");
    lacks("123m456m789m11m [555m]", "1m", Discard, East, "zj.2.1.1");
    lacks("123m456p789m11z [555z]", "1z", Discard, East, "zj.2.1.1");
    has("123m456m789m234m55m", "5m", Discard, East, "zj.2.1.2");
    lacks("123m456m789m11z [555z]", "1z", Discard, East, "zj.2.1.2");
    lacks("123m456m789m234p55m", "5m", Discard, East, "zj.2.1.2");
}

#[test]
fn p_2_2_nine_gates() {
    for n in 1..=9 {
        let concealed = format!("1112345678999m{n}m");
        let s = zj(&concealed, &format!("{n}m"), SelfDraw, East);
        assert_eq!(counted(&s), vec!["zj.2.2"], "{concealed}");
        assert_eq!(s.total(), 480);
    }
    // Complete pure hand but the 13 tiles before the win are not the gates.
    lacks("11123456789999m", "1m", Discard, East, "zj.2.2");
    // The same tiles with a declared set are not Nine Gates.
    lacks("11123455678m [999m]", "5m", Discard, East, "zj.2.2");
}

#[test]
fn p_3_1_value_honour() {
    let s = zj("123m456p789s11p [555z]", "1p", Discard, East);
    assert!(counted(&s).contains(&"zj.3.1"));
    let s = zj("123m456p11p [555z] [777z]", "1p", Discard, East);
    let vh = s
        .chosen()
        .hits
        .iter()
        .find(|h| h.pattern.id == "zj.3.1")
        .unwrap();
    assert_eq!((vh.count, vh.value), (2, 20));
    has("123m456p789s11p [222z]", "1p", Discard, South, "zj.3.1");
    // The prevailing wind has no value in Zung Jung.
    lacks("123m456p789s11p [111z]", "1p", Discard, South, "zj.3.1");
    // A pair of dragons is not a set.
    lacks("123m456p789s123s55z", "5z", Discard, East, "zj.3.1");
}

#[test]
fn p_3_2_dragons() {
    has(
        "123m77z [555z] [666z] [456p]",
        "7z",
        Discard,
        East,
        "zj.3.2.1",
    );
    lacks(
        "123m99p [555z] [666z] [456p]",
        "9p",
        Discard,
        East,
        "zj.3.2.1",
    );
    has(
        "123m99p [555z] [666z] [777z]",
        "9p",
        Discard,
        East,
        "zj.3.2.2",
    );
    lacks(
        "123m77z [555z] [666z] [456p]",
        "7z",
        Discard,
        East,
        "zj.3.2.2",
    );
}

#[test]
fn p_3_3_winds() {
    has("234m567p33z [111z] [222z]", "3z", Discard, West, "zj.3.3.1");
    lacks("234m567p55z [111z] [222z]", "5z", Discard, West, "zj.3.3.1");
    has(
        "234m55m [111z] [222z] [444z]",
        "5m",
        Discard,
        North,
        "zj.3.3.2",
    );
    lacks("234m567p33z [111z] [222z]", "3z", Discard, West, "zj.3.3.2");
    has(
        "555m44z [111z] [222z] [333z]",
        "4z",
        Discard,
        East,
        "zj.3.3.3",
    );
    lacks(
        "234m55m [111z] [222z] [444z]",
        "5m",
        Discard,
        North,
        "zj.3.3.3",
    );
    has(
        "55m [111z] [222z] [333z] [444z]",
        "5m",
        Discard,
        East,
        "zj.3.3.4",
    );
    lacks(
        "555m44z [111z] [222z] [333z]",
        "4z",
        Discard,
        East,
        "zj.3.3.4",
    );
}

#[test]
fn p_3_4_all_honours() {
    has(
        "77z [111z] [222z] [555z] [666z]",
        "7z",
        Discard,
        East,
        "zj.3.4",
    );
    has("11223344556677z", "7z", Discard, East, "zj.3.4");
    lacks(
        "99m [111z] [222z] [555z] [666z]",
        "9m",
        Discard,
        East,
        "zj.3.4",
    );
}

#[test]
fn p_4_1_all_triplets() {
    has(
        "99m [111m] [222p] [555z] [678s]"
            .replace("[678s]", "[777s]")
            .as_str(),
        "9m",
        Discard,
        East,
        "zj.4.1",
    );
    lacks(
        "99m [111m] [222p] [555z] [678s]",
        "9m",
        Discard,
        East,
        "zj.4.1",
    );
}

#[test]
fn p_4_2_concealed_triplets() {
    has("111m222p345s678s99m", "2p", SelfDraw, East, "zj.4.2.1");
    lacks("111m222p345s678s99m", "2p", Discard, East, "zj.4.2.1");
    has("111m222p333s678s99m", "2p", Discard, East, "zj.4.2.1");
    has("111m222p333s678s99m", "9m", Discard, East, "zj.4.2.2");
    lacks("111m222p333s678s99m", "2p", Discard, East, "zj.4.2.2");
    has("111m222p333s444s99m", "9m", Discard, East, "zj.4.2.3");
    lacks("111m222p333s444s99m", "4s", Discard, East, "zj.4.2.3");
    // A concealed kong counts; a claimed pung does not.
    has("111m222p678s99m (3333s)", "9m", Discard, East, "zj.4.2.2");
    lacks("111m678s678p99m [222p]", "9m", Discard, East, "zj.4.2.2");
}

#[test]
fn p_4_3_kongs() {
    has("123m456p789s99m [1111z]", "9m", Discard, East, "zj.4.3.1");
    lacks("123m456p789s99m [111z]", "9m", Discard, East, "zj.4.3.1");
    has(
        "123m456p99m [1111z] (2222s)",
        "9m",
        Discard,
        East,
        "zj.4.3.2",
    );
    lacks("123m456p789s99m (1111z)", "9m", Discard, East, "zj.4.3.2");
    has(
        "123m99m [1111z] (2222s) [3333p]",
        "9m",
        Discard,
        East,
        "zj.4.3.3",
    );
    lacks(
        "123m456p99m [1111z] (2222s)",
        "9m",
        Discard,
        East,
        "zj.4.3.3",
    );
    let s = zj("99m [1111z] (2222s) [3333p] [4444p]", "9m", Discard, East);
    assert_eq!((counted(&s), s.total()), (vec!["zj.4.3.4"], 480));
    lacks(
        "123m99m [1111z] (2222s) [3333p]",
        "9m",
        Discard,
        East,
        "zj.4.3.4",
    );
}

#[test]
fn p_5_1_identical_sequences() {
    has("123m123m456p789s55z", "5z", Discard, East, "zj.5.1.1");
    lacks("123m123p456p789s55z", "5z", Discard, East, "zj.5.1.1");
    has("123m123m456p456p55z", "5z", Discard, East, "zj.5.1.2");
    let s = zj("123m123m123m456p55z", "5z", Discard, East);
    assert!(!anywhere(&s, "zj.5.1.2"));
    // 123m×3 also reads as 111m 222m 333m, worth more here (135 against 125).
    assert!(anywhere(&s, "zj.5.1.3"));
    assert_eq!(s.total(), 135);
    lacks("123m123m456p789s55z", "5z", Discard, East, "zj.5.1.3");
    let s = zj("123m123m123m123m55z", "5z", Discard, East);
    assert!(
        counted(&s) == vec!["zj.5.1.4"] && s.total() == 480,
        "{:?}",
        counted(&s)
    );
    let options = ZungJungOptions {
        four_identical_sequences: FourIdenticalSequences::Points400,
        ..Default::default()
    };
    let s = zj_with(&hand("123m123m123m123m55z", "5z", Discard, East), options);
    assert_eq!(s.total(), 400);
    lacks("123m123m123m456p55z", "5z", Discard, East, "zj.5.1.4");
}

#[test]
fn p_6_similar_sets() {
    has("345m345p345s789s11z", "1z", Discard, East, "zj.6.1");
    lacks("345m345p456s789s11z", "1z", Discard, East, "zj.6.1");
    has(
        "22s789s [222m] [222p] [555z]",
        "2s",
        Discard,
        East,
        "zj.6.2.1",
    );
    lacks(
        "33s789s [222m] [222p] [555z]",
        "3s",
        Discard,
        East,
        "zj.6.2.1",
    );
    has("222s789s11z [222m] [222p]", "1z", Discard, East, "zj.6.2.2");
    lacks(
        "22s789s [222m] [222p] [555z]",
        "2s",
        Discard,
        East,
        "zj.6.2.2",
    );
}

#[test]
fn p_7_consecutive_sets() {
    has("123p456p789p234s55z", "5z", Discard, East, "zj.7.1");
    lacks("123p456m789p234s55z", "5z", Discard, East, "zj.7.1");
    has(
        "11z [111m] [222m] [333m] [678p]",
        "1z",
        Discard,
        East,
        "zj.7.2.1",
    );
    lacks(
        "11z [111m] [222m] [444m] [678p]",
        "1z",
        Discard,
        East,
        "zj.7.2.1",
    );
    has(
        "99m [222m] [333m] [444m] [5555m]",
        "9m",
        Discard,
        East,
        "zj.7.2.2",
    );
    lacks(
        "11z [111m] [222m] [333m] [678p]",
        "1z",
        Discard,
        East,
        "zj.7.2.2",
    );
}

#[test]
fn p_8_terminals() {
    has("123m789p999s11z [555z]", "1z", Discard, East, "zj.8.1.1");
    lacks("234m789p999s11z [555z]", "1z", Discard, East, "zj.8.1.1");
    has("123m789m123p999s11s", "1s", Discard, East, "zj.8.1.2");
    lacks("123m789m123p999s11z", "1z", Discard, East, "zj.8.1.2");
    has(
        "11s [111m] [999p] [555z] [222z]",
        "1s",
        Discard,
        East,
        "zj.8.1.3",
    );
    has("1199m1199p11s1122z", "2z", Discard, East, "zj.8.1.3");
    lacks(
        "11s [123m] [999p] [555z] [222z]",
        "1s",
        Discard,
        East,
        "zj.8.1.3",
    );
    // Thirteen Terminals never counts Greater Terminals.
    lacks("19m19p19s12345677z", "7z", Discard, East, "zj.8.1.3");
    has(
        "11s [111m] [999m] [111p] [999p]",
        "1s",
        Discard,
        East,
        "zj.8.1.4",
    );
    has("111199m1199p1199s", "9s", Discard, East, "zj.8.1.4");
    lacks(
        "11z [111m] [999m] [111p] [999p]",
        "1z",
        Discard,
        East,
        "zj.8.1.4",
    );
}

#[test]
fn p_9_situations() {
    let last = Flags {
        final_draw: true,
        ..Flags::default()
    };
    let h = hand_flags("123m456p789s234s55m", "5m", SelfDraw, East, last);
    assert!(counted(&zj_with(&h, Default::default())).contains(&"zj.9.1.1"));
    lacks("123m456p789s234s55m", "5m", SelfDraw, East, "zj.9.1.1");
    let last = Flags {
        final_discard: true,
        ..Flags::default()
    };
    let h = hand_flags("123m456p789s234s55m", "5m", Discard, East, last);
    assert!(counted(&zj_with(&h, Default::default())).contains(&"zj.9.1.2"));
    lacks("123m456p789s234s55m", "5m", Discard, East, "zj.9.1.2");
    has(
        "123m456p789s55m [1111z]",
        "5m",
        KongReplacement,
        East,
        "zj.9.2",
    );
    lacks("123m456p789s55m [1111z]", "5m", SelfDraw, East, "zj.9.2");
    has("123m456p789s234s55m", "3m", RobbingKong, East, "zj.9.3");
    lacks("123m456p789s234s55m", "3m", Discard, East, "zj.9.3");
    let heaven = Flags {
        heaven: true,
        ..Flags::default()
    };
    let h = hand_flags("123m456p789s234s55m", "5m", SelfDraw, East, heaven);
    assert!(counted(&zj_with(&h, Default::default())).contains(&"zj.9.4.1"));
    lacks("123m456p789s234s55m", "5m", SelfDraw, East, "zj.9.4.1");
    let earth = Flags {
        earth: true,
        ..Flags::default()
    };
    let h = hand_flags("123m456p789s234s55m", "5m", Discard, South, earth);
    assert!(counted(&zj_with(&h, Default::default())).contains(&"zj.9.4.2"));
    lacks("123m456p789s234s55m", "5m", Discard, South, "zj.9.4.2");
}

#[test]
fn situations_that_cannot_happen_are_rejected() {
    let try_flags = |win, seat, flags| {
        Hand::from_notation(
            "123m456p789s234s55m",
            "5m",
            win,
            Situation {
                seat_wind: seat,
                flags,
                ..Situation::default()
            },
        )
    };
    let f = |final_draw, final_discard, heaven, earth| Flags {
        final_draw,
        final_discard,
        heaven,
        earth,
        ..Flags::default()
    };
    assert!(matches!(
        try_flags(Discard, East, f(true, false, false, false)),
        Err(HandError::Situation(_))
    ));
    assert!(matches!(
        try_flags(SelfDraw, East, f(false, true, false, false)),
        Err(HandError::Situation(_))
    ));
    assert!(matches!(
        try_flags(SelfDraw, South, f(false, false, true, false)),
        Err(HandError::Situation(_))
    ));
    assert!(matches!(
        try_flags(Discard, East, f(false, false, false, true)),
        Err(HandError::Situation(_))
    ));
    // Robbing a kong: the winner cannot hold another copy of the robbed tile.
    let robbed = Hand::from_notation(
        "123m345m789s234s55m",
        "3m",
        RobbingKong,
        Situation::default(),
    );
    assert!(matches!(robbed, Err(HandError::Situation(_))));
}

#[test]
fn p_10_irregular_hands() {
    let s = zj("19m19p19s12345677z", "7z", Discard, East);
    assert_eq!((counted(&s), s.total()), (vec!["zj.10.1"], 160));
    lacks("1122m3344p5566s77z", "7z", Discard, East, "zj.10.1");
    let s = zj("1133m4466p2288s77z", "7z", Discard, East);
    assert_eq!((counted(&s), s.total()), (vec!["zj.10.2"], 30));
    // Four alike as two pairs (not declared as a kong).
    has("1111m3355p2288s77z", "7z", Discard, East, "zj.10.2");
    lacks("123m456p789s234s55m", "5m", Discard, East, "zj.10.2");
    // Two Identical Sequences Twice never mixes with Seven Pairs.
    let s = zj("112233m445566p77z", "7z", Discard, East);
    assert!(
        s.chosen().hits.iter().all(|h| h.pattern.id != "zj.10.2")
            || !counted(&s).contains(&"zj.5.1.2")
    );
    assert_eq!(s.total(), 70, "{:?}", counted(&s));
}

#[test]
fn p_11_bonus_tiles() {
    let options = ZungJungOptions {
        bonus_tiles: true,
        ..Default::default()
    };
    let bonus = |tiles: &str, seat| {
        let h = hand(&format!("123m456p789s234s55m {tiles}"), "5m", Discard, seat);
        zj_with(&h, options.clone())
    };
    let s = bonus("F1 F2 F3 F4", South);
    assert_eq!(
        counted(&s),
        vec!["zj.1.1", "zj.1.2", "zj.11.1.1", "zj.11.1.2", "zj.11.2.1"]
    );
    assert_eq!(s.total(), 5 + 5 + 20, "a bouquet of four flowers is 20");
    let s = bonus("F1 F2 F3 F4 S1 S2 S3 S4", East);
    assert_eq!(s.total(), 10 + 40, "all eight bonus tiles are 40");
    let s = bonus("S3", West);
    assert_eq!(counted(&s), vec!["zj.1.1", "zj.1.2", "zj.11.1.2"]);
    let s = bonus("S3", North);
    assert_eq!(counted(&s), vec!["zj.1.1", "zj.1.2", "zj.11.1.1"]);
    assert!(!counted(&bonus("F1 F2 F3", East)).contains(&"zj.11.2.1"));
    assert!(counted(&bonus("S1 S2 S3 S4", East)).contains(&"zj.11.2.2"));
    // A bonus tile makes a hand no longer a chicken hand.
    let h = hand("234m456m11p [789s] [555p] F2", "4m", SelfDraw, North);
    let s = zj_with(&h, options.clone());
    assert_eq!((counted(&s), s.total()), (vec!["zj.11.1.1"], 2));
    // Bonus tiles are refused when the option is off, animals always.
    let err = score(&h, &RuleSettings::default()).unwrap_err();
    assert!(matches!(err, ScoreError::NotAllowed(_)));
    let h = hand("234m456m11p [789s] [555p] A1", "4m", SelfDraw, North);
    assert!(score(&h, &RuleSettings::ZungJung(options)).is_err());
}

#[test]
fn chicken_hand_and_wsom_minimum() {
    let s = zj("234m456m11p [789s] [555p]", "4m", SelfDraw, North);
    assert_eq!(
        (counted(&s), s.total(), s.verdict),
        (vec!["zj.chicken"], 1, Verdict::Win)
    );
    let wsom = ZungJungOptions {
        minimum: Minimum::Wsom,
        ..Default::default()
    };
    let s = zj_with(
        &hand("234m456m11p [789s] [555p]", "4m", SelfDraw, North),
        wsom.clone(),
    );
    assert_eq!(s.verdict, Verdict::BelowMinimum { minimum: 5 });
    assert!(s.payments.entries.is_empty());
    let s = zj_with(&hand("234m567p345s55p [666s]", "5p", Discard, North), wsom);
    assert_eq!(
        (s.total(), s.verdict),
        (5, Verdict::Win),
        "No Terminals reaches the minimum"
    );
}

#[test]
fn not_a_winning_hand() {
    let h = hand("123m456p789s234s56m", "5m", Discard, East);
    assert_eq!(
        score(&h, &RuleSettings::default()).unwrap_err(),
        ScoreError::NotComplete
    );
}

struct Example {
    label: &'static str,
    notation: &'static str,
    winning: &'static str,
    win: tilewise::hand::WinMethod,
    seat: Wind,
    total: u32,
    patterns: &'static [&'static str],
}

const fn ex(
    label: &'static str,
    notation: &'static str,
    winning: &'static str,
    win: tilewise::hand::WinMethod,
    seat: Wind,
    total: u32,
    patterns: &'static [&'static str],
) -> Example {
    Example {
        label,
        notation,
        winning,
        win,
        seat,
        total,
        patterns,
    }
}

fn check_examples(examples: &[Example]) {
    for e in examples {
        let s = zj(e.notation, e.winning, e.win, e.seat);
        let mut expected = e.patterns.to_vec();
        expected.sort();
        assert_eq!(
            counted(&s),
            expected,
            "{}: patterns of {}",
            e.label,
            e.notation
        );
        assert_eq!(s.total(), e.total, "{}: total of {}", e.label, e.notation);
    }
}

#[test]
fn digest_worked_examples() {
    check_examples(&[
        ex(
            "4CT+3 consecutive+concealed+all triplets",
            "111m222m333m555p9s9s",
            "9s",
            Discard,
            East,
            260,
            &["zj.4.2.3", "zj.7.2.1", "zj.1.2", "zj.4.1"],
        ),
        ex(
            "four consecutive triplets",
            "555m99m [2222m] [333m] [444m]",
            "9m",
            Discard,
            East,
            315,
            &["zj.7.2.2", "zj.2.1.2", "zj.4.1", "zj.4.3.1"],
        ),
        ex(
            "small four winds, compound limit",
            "555m44z [111z] [222z] [333z]",
            "4z",
            Discard,
            East,
            320,
            &["zj.3.3.3", "zj.4.1", "zj.2.1.1", "zj.3.1"],
        ),
        ex(
            "freedom of arrangement, discard",
            "11122233m3m11p [777z]",
            "3m",
            Discard,
            South,
            170,
            &["zj.5.1.3", "zj.8.1.1", "zj.3.1"],
        ),
        ex(
            "freedom of arrangement, self-draw",
            "11122233m3m11p [777z]",
            "3m",
            SelfDraw,
            South,
            170,
            &["zj.5.1.3", "zj.8.1.1", "zj.3.1"],
        ),
    ]);
    let s = zj("11123455678999m", "5m", SelfDraw, East);
    assert_eq!(
        (counted(&s), s.total(), s.chosen().limit),
        (vec!["zj.2.2"], 480, Some(LimitKind::Fixed))
    );
    let mut excluded: Vec<&str> = s
        .chosen()
        .excluded
        .iter()
        .map(|e| e.hit.pattern.id)
        .collect();
    excluded.sort();
    assert!(
        excluded.contains(&"zj.2.1.2") && excluded.contains(&"zj.1.2"),
        "{excluded:?}"
    );
    let s = zj("555m44z [111z] [222z] [333z]", "4z", Discard, East);
    assert_eq!(
        (s.chosen().sum, s.chosen().limit),
        (400, Some(LimitKind::Compound))
    );
}

#[test]
fn freedom_of_arrangement_170_against_145() {
    let s = zj("11122233m3m11p [777z]", "3m", Discard, South);
    let mut totals: Vec<u32> = s.evaluations.iter().map(|e| e.total).collect();
    totals.sort();
    assert_eq!(totals, vec![145, 170]);
    let other = s.evaluations.iter().find(|e| e.total == 145).unwrap();
    let mut ids: Vec<&str> = other.hits.iter().map(|h| h.pattern.id).collect();
    ids.sort();
    assert_eq!(ids, vec!["zj.3.1", "zj.4.1", "zj.4.2.1", "zj.7.2.1"]);
    // Self-drawn, the triplet reading has three concealed pungs: 170 as well.
    let s = zj("11122233m3m11p [777z]", "3m", SelfDraw, South);
    let totals: Vec<u32> = s.evaluations.iter().map(|e| e.total).collect();
    assert!(totals.iter().all(|&t| t == 170), "{totals:?}");
}

#[test]
fn seed_pattern_list_examples() {
    check_examples(&[
        ex(
            "1.1",
            "123m123m789s55s [456p]",
            "5s",
            Discard,
            East,
            15,
            &["zj.1.1", "zj.5.1.1"],
        ),
        ex(
            "1.2",
            "222m222p22s345s789s",
            "3s",
            Discard,
            East,
            40,
            &["zj.1.2", "zj.6.2.1", "zj.4.2.1"],
        ),
        ex(
            "1.3",
            "234m567p345s55p [666s]",
            "5p",
            Discard,
            East,
            5,
            &["zj.1.3"],
        ),
        ex(
            "2.1.1",
            "111m999m55z [222m] [666z]",
            "5z",
            Discard,
            East,
            85,
            &["zj.2.1.1", "zj.4.1", "zj.4.2.1", "zj.3.1"],
        ),
        ex(
            "2.1.2",
            "234p234p678p99p [678p]",
            "9p",
            Discard,
            East,
            145,
            &["zj.2.1.2", "zj.5.1.2", "zj.1.1"],
        ),
        ex(
            "3.1",
            "123m456p789s11p [222z]",
            "1p",
            Discard,
            South,
            10,
            &["zj.3.1"],
        ),
        ex(
            "3.2.1",
            "77z [555z] [666z] [111m] [999p]",
            "7z",
            Discard,
            West,
            90 + 100,
            &["zj.3.2.1", "zj.3.1", "zj.4.1", "zj.8.1.3"],
        ),
        ex(
            "3.2.1 seed",
            "77z [555z] [666z] [222m] [888p]",
            "7z",
            Discard,
            West,
            90,
            &["zj.3.2.1", "zj.3.1", "zj.4.1"],
        ),
        ex(
            "3.2.2",
            "123m99p [555z] [666z] [777z]",
            "9p",
            Discard,
            West,
            200,
            &["zj.3.2.2", "zj.3.1", "zj.8.1.1"],
        ),
        ex(
            "3.3.1",
            "234m567p33z [111z] [222z]",
            "3z",
            Discard,
            North,
            30,
            &["zj.3.3.1"],
        ),
        ex(
            "3.3.2",
            "234m55m [111z] [222z] [444z]",
            "5m",
            Discard,
            North,
            170,
            &["zj.3.3.2", "zj.2.1.1", "zj.3.1"],
        ),
        ex(
            "3.3.4",
            "55m [111z] [222z] [333z] [444z]",
            "5m",
            Discard,
            North,
            400,
            &["zj.3.3.4"],
        ),
        ex(
            "3.4",
            "11223344556677z",
            "7z",
            Discard,
            North,
            320,
            &["zj.3.4", "zj.10.2"],
        ),
        ex(
            "4.1",
            "99m [111m] [222p] [555s] [777s]",
            "9m",
            Discard,
            East,
            30,
            &["zj.4.1"],
        ),
        ex(
            "4.2.1",
            "222m555p678s66p [345s]",
            "5p",
            SelfDraw,
            East,
            5 + 5,
            &["zj.4.2.1", "zj.1.3"],
        ),
        ex(
            "4.2.2",
            "111m999p555z11s [345s]",
            "1s",
            Discard,
            East,
            40,
            &["zj.4.2.2", "zj.3.1"],
        ),
        ex(
            "4.3.1",
            "123m456p789s99m [1111z]",
            "9m",
            Discard,
            South,
            5,
            &["zj.4.3.1"],
        ),
        ex(
            "4.3.2",
            "123m111s99m (2222s) (5555p)",
            "9m",
            Discard,
            South,
            20 + 30 + 5,
            &["zj.4.3.2", "zj.4.2.2", "zj.1.2"],
        ),
        ex(
            "4.3.2 seed",
            "123m99m (2222s) (5555p) [777p]",
            "9m",
            Discard,
            South,
            25,
            &["zj.4.3.2", "zj.4.2.1"],
        ),
        ex(
            "4.3.3",
            "123m99m [5555z] [6666z] [4444m]",
            "9m",
            Discard,
            East,
            180,
            &["zj.4.3.3", "zj.2.1.1", "zj.3.1"],
        ),
        ex(
            "4.3.4",
            "11z [1111m] [1111p] [1111s] [9999m]",
            "1z",
            Discard,
            South,
            480,
            &["zj.4.3.4"],
        ),
        ex(
            "5.1.1",
            "234m234m567s11z [777p]",
            "1z",
            Discard,
            South,
            10,
            &["zj.5.1.1"],
        ),
        ex(
            "5.1.2",
            "123m123m789p99p [789p]",
            "9p",
            Discard,
            South,
            115,
            &["zj.5.1.2", "zj.8.1.2", "zj.1.1"],
        ),
        ex(
            "5.1.3",
            "345m345m345m66p [234s]",
            "4m",
            Discard,
            South,
            130,
            &["zj.5.1.3", "zj.1.1", "zj.1.3"],
        ),
        ex(
            "6.1",
            "567m567p567s11z [777p]",
            "1z",
            Discard,
            South,
            35,
            &["zj.6.1"],
        ),
        ex(
            "6.2.1",
            "11s [111m] [111p] [999s] [555z]",
            "1s",
            Discard,
            East,
            170,
            &["zj.6.2.1", "zj.8.1.3", "zj.4.1", "zj.3.1"],
        ),
        ex(
            "6.2.2",
            "222m222p99p [222s] [345m]",
            "9p",
            Discard,
            East,
            120 + 5,
            &["zj.6.2.2", "zj.4.2.1"],
        ),
        ex(
            "6.2.2 seed",
            "222m99p [222p] [222s] [345m]",
            "9p",
            Discard,
            East,
            120,
            &["zj.6.2.2"],
        ),
        ex(
            "7.1",
            "123m456m789m11z [555z]",
            "1z",
            Discard,
            East,
            90,
            &["zj.7.1", "zj.2.1.1", "zj.3.1"],
        ),
        ex(
            "7.2.1",
            "11z [111m] [222m] [333m] [678p]",
            "1z",
            Discard,
            South,
            100,
            &["zj.7.2.1"],
        ),
        ex(
            "8.1.1",
            "123m789p999s11z [555z]",
            "1z",
            Discard,
            South,
            50,
            &["zj.8.1.1", "zj.3.1"],
        ),
        ex(
            "8.1.2",
            "123m123m789m789p99p",
            "7p",
            Discard,
            South,
            70,
            &["zj.8.1.2", "zj.5.1.1", "zj.1.1", "zj.1.2"],
        ),
        ex(
            "8.1.3",
            "11s [111m] [999p] [555z] [222z]",
            "1s",
            Discard,
            West,
            140,
            &["zj.8.1.3", "zj.4.1", "zj.3.1"],
        ),
        ex(
            "8.1.4",
            "111199m1199p1199s",
            "9s",
            Discard,
            West,
            400,
            &["zj.8.1.4"],
        ),
        ex(
            "10.1",
            "19m19p19s12345677z",
            "1m",
            SelfDraw,
            West,
            160,
            &["zj.10.1"],
        ),
        ex(
            "10.2",
            "2255m3377p1199s66z",
            "6z",
            Discard,
            West,
            30,
            &["zj.10.2"],
        ),
    ]);
}

#[test]
fn payments_zung_jung_scheme() {
    // 70 on a discard: 25, 25 and 3 × 70 − 50 = 160 from the discarder; the winner gets 210.
    let h = Hand::from_notation(
        "123m123m789m789p99p",
        "7p",
        Discard,
        Situation {
            seat_wind: East,
            discarder: Some(North),
            ..Situation::default()
        },
    )
    .unwrap();
    let s = zj_with(&h, Default::default());
    assert_eq!(s.total(), 70);
    let amounts: Vec<(Option<Wind>, PayerRole, u32)> = s
        .payments
        .entries
        .iter()
        .map(|p| (p.payer, p.role, p.amount))
        .collect();
    assert_eq!(
        amounts,
        vec![
            (Some(North), PayerRole::Discarder, 160),
            (Some(South), PayerRole::NonDiscarder, 25),
            (Some(West), PayerRole::NonDiscarder, 25)
        ]
    );
    assert_eq!(s.payments.winner_receives(), 210);
    // Under 25 on a discard: everyone pays the value.
    let s = zj("123m456p789s11p [555z]", "1p", Discard, East);
    assert_eq!(s.total(), 10);
    assert!(s.payments.entries.iter().all(|p| p.amount == 10));
    assert_eq!(s.payments.winner_receives(), 30);
    // Self-draw: everyone pays the value.
    let s = zj("123m123m789m789p99p", "7p", SelfDraw, East);
    assert_eq!(s.total(), 70);
    assert!(
        s.payments
            .entries
            .iter()
            .all(|p| p.amount == 70 && p.role == PayerRole::SelfDraw)
    );
    // Robbing a kong counts as a discard by the kong's declarer.
    let s = zj("123m123m789m789p99p", "7p", RobbingKong, East);
    assert_eq!(s.total(), 80);
    assert_eq!(s.payments.entries[0].amount, 190);
    // Always three times the value in all.
    for (n, w, m) in [
        ("123m123m789m789p99p", "7p", Discard),
        ("123m456p789s11p [555z]", "1p", SelfDraw),
    ] {
        let s = zj(n, w, m, East);
        assert_eq!(s.payments.winner_receives(), 3 * s.total());
    }
}

#[test]
fn payments_universal_scheme() {
    let options = ZungJungOptions {
        payment: PaymentScheme::Universal,
        ..Default::default()
    };
    let s = zj_with(&hand("123m123m789m789p99p", "7p", Discard, East), options);
    assert!(s.payments.entries.iter().all(|p| p.amount == 70));
    assert_eq!(s.payments.winner_receives(), 210);
}

#[test]
fn exactly_25_splits_evenly() {
    // Two Kongs 20 + Two Concealed Triplets 5 = 25 on a discard: 25 / 25 / 25.
    let s = zj("123m99m (2222s) (5555p) [777p]", "9m", Discard, South);
    assert_eq!(s.total(), 25);
    let amounts: Vec<u32> = s.payments.entries.iter().map(|p| p.amount).collect();
    assert_eq!(amounts, vec![25, 25, 25]);
}

fn discards(list: &[(Wind, &str)]) -> Vec<(Wind, tilewise::tiles::Tile)> {
    list.iter()
        .map(|&(w, t)| (w, tilewise::tiles::parse_tile(t).expect("tile")))
        .collect()
}

#[test]
fn one_round_immunity_finds_who_is_to_blame() {
    use tilewise::rules::zung_jung::{Immunity, one_round_immunity};
    use tilewise::tiles::Wind::{East, North, South, West};
    // South passed 7p after East's discard; West discards it again and East wins: South pays.
    let d = discards(&[(East, "1m"), (South, "7p"), (West, "7p")]);
    assert_eq!(one_round_immunity(East, &d), Immunity::Liable(South));
    // The winner threw 7p himself in this round: nobody is to blame.
    let d = discards(&[(East, "7p"), (South, "2m"), (West, "7p")]);
    assert_eq!(one_round_immunity(East, &d), Immunity::Nobody);
    // The winning discard is the first 7p of the round: the discarder pays as usual.
    let d = discards(&[(East, "1m"), (South, "2m"), (West, "7p")]);
    assert_eq!(one_round_immunity(East, &d), Immunity::Unchanged);
    // The earlier 7p came before the winner's last discard: another round.
    let d = discards(&[(South, "7p"), (East, "1m"), (West, "7p")]);
    assert_eq!(one_round_immunity(East, &d), Immunity::Unchanged);
    // The same player discarding it twice stays the discarder.
    let d = discards(&[(East, "1m"), (West, "7p"), (North, "3s"), (West, "7p")]);
    assert_eq!(one_round_immunity(East, &d), Immunity::Unchanged);
    // Four discards after the winner's: the round is over.
    let d = discards(&[
        (East, "1m"),
        (South, "7p"),
        (West, "2m"),
        (North, "3m"),
        (South, "7p"),
    ]);
    assert_eq!(one_round_immunity(East, &d), Immunity::Unchanged);
    // The winner has not discarded yet.
    let d = discards(&[(South, "7p"), (West, "7p")]);
    assert_eq!(one_round_immunity(East, &d), Immunity::Unchanged);
}

#[test]
fn one_round_immunity_moves_the_payments() {
    use tilewise::rules::PaymentRule;
    use tilewise::rules::zung_jung::{Immunity, payments_with_immunity};
    let with_discarder = |n: &str, w: &str| {
        let mut h = hand(n, w, Discard, East);
        h.discarder = Some(tilewise::tiles::Wind::West);
        zj_with(&h, ZungJungOptions::default())
    };
    let s = with_discarder("123m123m789m789p99p", "7p");
    let value = s.total();
    assert_eq!(value, 70);
    let first = tilewise::tiles::Wind::South;
    assert_ne!(first, East);
    let moved = payments_with_immunity(&s.payments, value, Immunity::Liable(first));
    for p in &moved.entries {
        let expected = if p.payer == Some(first) { 160 } else { 25 };
        assert_eq!(p.amount, expected, "{p:?}");
    }
    assert_eq!(moved.winner_receives(), 210);
    let nobody = payments_with_immunity(&s.payments, value, Immunity::Nobody);
    assert!(
        nobody.entries.iter().all(
            |p| p.amount == 70 && matches!(p.rule, PaymentRule::ZjImmunityNobody { value: 70 })
        )
    );
    // Below 25 everyone pays the value whoever is to blame.
    let small = with_discarder("123m456p789s11p [555z]", "1p");
    assert!(small.total() < 25);
    let same = payments_with_immunity(&small.payments, small.total(), Immunity::Liable(first));
    assert_eq!(same, small.payments);
}
