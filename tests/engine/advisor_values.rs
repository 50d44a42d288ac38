//! The advisor's values: receipts by the engine's scoring and payments, the exact last-draw
//! value, and seeded rollouts.

use tilewise::hand::{Flags, Hand, Meld, MeldKind, Situation, TableFacts, WinMethod};
use tilewise::review::{AdviseOptions, Position, receipts, value_of};
use tilewise::rules::zung_jung::{Minimum, ZungJungOptions};
use tilewise::rules::{RuleSettings, Verdict, score};
use tilewise::tiles::{Counts, KINDS, Suit, Tile, Wind, counts_of, parse_tile, parse_tiles};

fn counts(text: &str) -> Counts {
    if text.is_empty() {
        return [0; KINDS];
    }
    counts_of(&parse_tiles(text).unwrap_or_else(|e| panic!("{text}: {e}")))
}

fn tile(text: &str) -> Tile {
    parse_tile(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// The player (South, East round) waiting with 13 concealed tiles, no melds.
fn position(rules: RuleSettings, hand: &str, visible: &str, draws_left: u32) -> Position {
    Position::discard(
        rules,
        counts(hand),
        counts(visible),
        draws_left,
        Wind::South,
        Wind::East,
    )
}

/// What the engine pays for `hand` + `winning` won as given, built here by hand.
fn engine_receipts(
    p: &Position,
    winning: &str,
    discarder: Option<Wind>,
    wall_tiles_left: u16,
) -> (Verdict, u32) {
    let w = tile(winning);
    let mut all = p.concealed;
    all[w.index()] += 1;
    let end = wall_tiles_left == 0;
    let situation = Situation {
        seat_wind: p.seat,
        prevailing_wind: p.prevailing,
        flags: Flags {
            final_draw: end && discarder.is_none(),
            final_discard: end && discarder.is_some(),
            ..Flags::default()
        },
        discarder,
        table: TableFacts {
            wall_tiles_left: Some(wall_tiles_left),
            missing_suit: p.missing_suit,
            ..TableFacts::default()
        },
    };
    let win = if discarder.is_some() {
        WinMethod::Discard
    } else {
        WinMethod::SelfDraw
    };
    let tiles = tilewise::tiles::tiles_of(&all);
    let hand = Hand::new(&tiles, &p.melds, &p.bonus, w, win, situation).expect("a valid hand");
    let scored = score(&hand, &p.rules).expect("a complete hand");
    (scored.verdict, scored.payments.winner_receives())
}

fn systems() -> Vec<(RuleSettings, &'static str, &'static str)> {
    vec![
        (RuleSettings::default(), "123m456p789s1122z", "1z"),
        (
            RuleSettings::HkOldStyle(Default::default()),
            "123m456p789s5566z",
            "5z",
        ),
        (
            RuleSettings::HkNewStyle(Default::default()),
            "111m456p789s5566z",
            "6z",
        ),
        (
            RuleSettings::Singapore(Default::default()),
            "123m456p789s5577z",
            "7z",
        ),
        (
            RuleSettings::Sichuan(Default::default()),
            "123m456m789m1155p",
            "5p",
        ),
    ]
}

#[test]
fn receipts_are_the_engines_payments_in_every_system() {
    for (rules, hand, winning) in systems() {
        let mut p = position(rules.clone(), hand, "", 6);
        if matches!(rules, RuleSettings::Sichuan(_)) {
            p.missing_suit = Some(Suit::Bamboo);
        }
        for discarder in [None, Some(Wind::West), Some(Wind::East)] {
            let (verdict, paid) = engine_receipts(&p, winning, discarder, 24);
            assert_eq!(verdict, Verdict::Win, "{} {hand}", rules.id());
            assert!(paid > 0, "{} {hand}", rules.id());
            assert_eq!(
                receipts(&p, tile(winning), discarder),
                Some(paid),
                "{} {hand} {discarder:?}",
                rules.id()
            );
        }
        // A tile that completes nothing wins nothing.
        assert_eq!(receipts(&p, tile("9p"), None), None, "{}", rules.id());
    }
}

#[test]
fn receipts_refuse_a_hand_below_the_minimum() {
    let wsom = RuleSettings::ZungJung(ZungJungOptions {
        minimum: Minimum::Wsom,
        ..ZungJungOptions::default()
    });
    // An exposed chow: no concealed hand, no pattern; a chicken hand is below 5 points.
    let melded = |rules: RuleSettings| {
        let mut p = position(rules, "456p789s222m5p", "", 6);
        p.melds.push(Meld::new(MeldKind::Chow, tile("1m")));
        p
    };
    let p = melded(wsom);
    let (verdict, _) = engine_receipts(&p, "5p", Some(Wind::West), 24);
    assert!(
        matches!(verdict, Verdict::BelowMinimum { .. }),
        "{verdict:?}"
    );
    assert_eq!(receipts(&p, tile("5p"), Some(Wind::West)), None);
    // Without the minimum the same win pays.
    let p = melded(RuleSettings::default());
    assert!(receipts(&p, tile("5p"), Some(Wind::West)).is_some());
}

#[test]
fn receipts_with_no_draw_left_are_a_final_draw() {
    let p = position(RuleSettings::default(), "123m456p789s1122z", "", 0);
    let (_, paid) = engine_receipts(&p, "1z", None, 0);
    assert_eq!(receipts(&p, tile("1z"), None), Some(paid));
}

/// Σ left(t) / unseen and Σ left(t) / unseen × receipts(t) over the given waits.
fn by_hand(p: &Position, waits: &[(&str, u32)], unseen: u32) -> (f64, f64) {
    let mut chance = 0.0;
    let mut expected = 0.0;
    for &(w, left) in waits {
        let (verdict, paid) = engine_receipts(p, w, None, 0);
        assert_eq!(verdict, Verdict::Win);
        let q = f64::from(left) / f64::from(unseen);
        chance += q;
        expected += q * f64::from(paid);
    }
    (chance, expected)
}

#[test]
fn one_draw_left_is_the_exact_sum_over_winning_tiles() {
    let options = AdviseOptions::default();
    // Waits 1z (1 left: two held, one visible) and 2z (2 left); 136 − 13 − 3 visible unseen.
    let p = position(RuleSettings::default(), "123m456p789s1122z", "1z9m9m", 1);
    let v = value_of(&p, &options);
    let (chance, expected) = by_hand(&p, &[("1z", 1), ("2z", 2)], 120);
    assert!((v.win_chance - chance).abs() < 1e-12, "{v:?}");
    assert!((v.expected - expected).abs() < 1e-9, "{v:?}");
    assert_eq!(v.samples, 0);
    assert_eq!((v.win_chance_error, v.expected_error), (0.0, 0.0));

    // Three-sided wait 1m 4m 7m, 4m all visible; 136 − 13 − 5 unseen.
    let p = position(RuleSettings::default(), "23456m456p789s11z", "4m4m4m7m", 1);
    let v = value_of(&p, &options);
    let (chance, expected) = by_hand(&p, &[("1m", 4), ("7m", 3)], 119);
    assert!((v.win_chance - chance).abs() < 1e-12, "{v:?}");
    assert!((v.expected - expected).abs() < 1e-9, "{v:?}");

    // Sichuan has no honours: 108 − 13 unseen.
    let mut p = position(
        RuleSettings::Sichuan(Default::default()),
        "123m456m789m1155p",
        "",
        1,
    );
    p.missing_suit = Some(Suit::Bamboo);
    let v = value_of(&p, &options);
    let (chance, expected) = by_hand(&p, &[("1p", 2), ("5p", 2)], 95);
    assert!((v.win_chance - chance).abs() < 1e-12, "{v:?}");
    assert!((v.expected - expected).abs() < 1e-9, "{v:?}");
}

#[test]
fn rollouts_repeat_by_seed_and_differ_with_another() {
    let p = position(RuleSettings::default(), "123m456p789s1122z", "9m", 10);
    let options = AdviseOptions {
        values: true,
        rollouts: 100,
        seed: 5,
    };
    let a = value_of(&p, &options);
    let b = value_of(&p, &options);
    assert_eq!(a, b);
    assert_eq!(a.samples, 100);
    assert!(a.win_chance_error > 0.0 && a.expected_error > 0.0, "{a:?}");
    let c = value_of(&p, &AdviseOptions { seed: 6, ..options });
    assert_ne!(a, c);
}

#[test]
fn a_ready_hand_beats_a_hand_three_steps_away() {
    let options = AdviseOptions {
        values: true,
        rollouts: 200,
        seed: 1,
    };
    let ready = value_of(
        &position(RuleSettings::default(), "123m456p789s1122z", "", 15),
        &options,
    );
    let far = value_of(
        &position(RuleSettings::default(), "123m4569p139s135z", "", 15),
        &options,
    );
    assert!(ready.win_chance > far.win_chance, "{ready:?} {far:?}");
    assert!(ready.expected > far.expected, "{ready:?} {far:?}");
    // Fifteen draws with two tiles to win on: well above the last draw's chance.
    assert!(ready.win_chance > 0.2, "{ready:?}");
}

#[test]
fn sichuan_a_hand_holding_the_missing_suit_cannot_win() {
    let mut p = position(
        RuleSettings::Sichuan(Default::default()),
        "123m456m789m11p23s",
        "",
        1,
    );
    p.missing_suit = Some(Suit::Bamboo);
    assert_eq!(receipts(&p, tile("1s"), None), None);
    assert_eq!(receipts(&p, tile("4s"), Some(Wind::West)), None);
    let v = value_of(&p, &AdviseOptions::default());
    assert_eq!(v.win_chance, 0.0);
    assert_eq!(v.expected, 0.0);
    // Rollouts: both bamboo tiles must go first, one per draw; the player draws the last
    // tile of the wall, so two draws leave no chance to win.
    p.draws_left = 2;
    let v = value_of(&p, &AdviseOptions::default());
    assert_eq!(v.samples, AdviseOptions::default().rollouts);
    assert_eq!(v.win_chance, 0.0, "{v:?}");
}
