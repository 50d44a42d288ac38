//! Hong Kong: every row of the payment table, unlimited doubling, and every liability case,
//! from hand files as a club would write them.

use crate::common;
use common::{amounts, scored};
use tilewise::hand::{Situation, WinMethod};
use tilewise::rules::hong_kong::{HkOptions, Liability, payments, unit};
use tilewise::rules::{PayerRole, PaymentRule, RuleSettings, Scored};
use tilewise::tiles::Wind::{self, East, North, South, West};

fn liability(s: &Scored) -> Option<Liability> {
    s.payments.entries.iter().find_map(|p| match p.rule {
        PaymentRule::HkLiable { rule, .. } => Some(rule),
        _ => None,
    })
}

fn hand(win: WinMethod, discarder: Option<Wind>) -> tilewise::hand::Hand {
    let situation = Situation {
        seat_wind: South,
        discarder,
        ..Situation::default()
    };
    tilewise::hand::Hand::from_notation("123m456p789s234s55m", "5m", win, situation).unwrap()
}

#[test]
fn every_row_of_the_table() {
    let options = HkOptions::default();
    // fan, discard: winner, discarder, each other; self-draw: winner, each other.
    let table: [(u32, u32, u32, u32, u32, u32); 11] = [
        (0, 4, 2, 1, 6, 2),
        (1, 8, 4, 2, 12, 4),
        (2, 16, 8, 4, 24, 8),
        (3, 32, 16, 8, 48, 16),
        (4, 64, 32, 16, 96, 32),
        (5, 64, 32, 16, 96, 32),
        (6, 64, 32, 16, 96, 32),
        (7, 128, 64, 32, 192, 64),
        (9, 128, 64, 32, 192, 64),
        (10, 256, 128, 64, 384, 128),
        (13, 256, 128, 64, 384, 128),
    ];
    for (fan, winner, discarder, other, self_winner, each) in table {
        let p = payments(&hand(WinMethod::Discard, Some(North)), fan, &options);
        assert_eq!(p.winner_receives(), winner, "{fan} fan on a discard");
        let by_role = |role| {
            p.entries
                .iter()
                .filter(|e| e.role == role)
                .map(|e| e.amount)
                .collect::<Vec<_>>()
        };
        assert_eq!(by_role(PayerRole::Discarder), vec![discarder], "{fan} fan");
        assert_eq!(
            by_role(PayerRole::NonDiscarder),
            vec![other, other],
            "{fan} fan"
        );
        assert_eq!(p.entries[0].payer, Some(North));
        let p = payments(&hand(WinMethod::SelfDraw, None), fan, &options);
        assert_eq!(p.winner_receives(), self_winner, "{fan} fan self-drawn");
        assert!(
            p.entries
                .iter()
                .all(|e| e.amount == each && e.role == PayerRole::SelfDraw)
        );
    }
}

#[test]
fn east_neither_pays_nor_receives_double() {
    let options = HkOptions::default();
    let situation = Situation {
        seat_wind: East,
        ..Situation::default()
    };
    let h = tilewise::hand::Hand::from_notation(
        "123m456p789s234s55m",
        "5m",
        WinMethod::SelfDraw,
        situation,
    )
    .unwrap();
    assert_eq!(payments(&h, 3, &options).winner_receives(), 48);
    let p = payments(&hand(WinMethod::Discard, Some(East)), 3, &options);
    assert_eq!(
        amounts_of(&p),
        vec![(Some(East), 16), (Some(West), 8), (Some(North), 8)]
    );
}

fn amounts_of(p: &tilewise::rules::Payments) -> Vec<(Option<Wind>, u32)> {
    p.entries.iter().map(|e| (e.payer, e.amount)).collect()
}

#[test]
fn without_limit_the_unit_keeps_doubling() {
    let options = HkOptions {
        limit: false,
        ..HkOptions::default()
    };
    for fan in 0..=14 {
        assert_eq!(unit(fan, &options), 1 << (fan + 1), "{fan} fan");
    }
    let p = payments(&hand(WinMethod::Discard, Some(North)), 5, &options);
    assert_eq!(p.winner_receives(), 128);
    let p = payments(&hand(WinMethod::SelfDraw, None), 12, &options);
    assert_eq!(p.winner_receives(), 3 << 13);
    // A limit hand counts 10 fan (the option's default) when there is no limit.
    let s = scored(
        r#"(rules: HkOldStyle(limit: false), concealed: "19m19p19s12345677z", winning_tile: "7z", win: SelfDraw, seat_wind: South)"#,
    );
    assert_eq!(s.total(), 10);
    assert_eq!(s.payments.winner_receives(), 3 * 2048);
    let s = scored(
        r#"(rules: HkOldStyle(limit: false, limit_fan: 13), concealed: "19m19p19s12345677z", winning_tile: "7z", win: SelfDraw, seat_wind: South)"#,
    );
    assert_eq!(s.total(), 13);
}

#[test]
fn file_hands_pay_by_the_table() {
    let s = scored(include_str!("../../docs/examples/hk-old-style-chicken.ron"));
    assert_eq!(
        (s.total(), amounts(&s)),
        (0, vec![(Some(South), 2), (Some(North), 1), (Some(East), 1)])
    );
    let s = scored(include_str!("../../docs/examples/hk-old-style-dragons.ron"));
    assert_eq!(
        (s.total(), s.chosen().sum, s.payments.winner_receives()),
        (10, 11, 384)
    );
    let s = scored(include_str!("../../docs/examples/hk-new-style-snake.ron"));
    assert_eq!((s.total(), s.payments.winner_receives()), (9, 2048));
}

const NINE_TILES_MELDS: &str = r#"melds: [Pung(tiles: "111s", from: North), Chow(tiles: "234s", from: North), Pung(tiles: "555s", from: South)]"#;

#[test]
fn nine_tiles_discarder_pays_for_everyone() {
    let s = scored(include_str!(
        "../../docs/examples/hk-liability-nine-tiles.ron"
    ));
    assert_eq!(liability(&s), Some(Liability::NineTiles));
    let unit = unit(s.total(), &HkOptions::default());
    assert_eq!(
        amounts(&s),
        vec![(Some(West), 2 * unit), (Some(South), 0), (Some(North), 0)]
    );
    assert_eq!(
        s.payments.winner_receives(),
        2 * unit,
        "the winner gets what he would have got"
    );
    // Winning on a tile of another suit: no liability.
    let s = scored(&format!(
        r#"(rules: HkOldStyle(), concealed: "789s99p", {NINE_TILES_MELDS}, winning_tile: "9p", discarder: West)"#
    ));
    assert_eq!(liability(&s), None);
    // The escape: the discarder held only tiles dangerous to two purity hands.
    let s = scored(&format!(
        r#"(rules: HkOldStyle(), concealed: "789s99p", {NINE_TILES_MELDS}, winning_tile: "9s", discarder: West, table: (forced_discard: true))"#
    ));
    assert_eq!(liability(&s), None);
    // Two exposed sets of the suit are not enough.
    let s = scored(
        r#"(rules: HkOldStyle(), concealed: "555s789s99p", melds: [Pung(tiles: "111s", from: North), Chow(tiles: "234s", from: North)], winning_tile: "9s", discarder: West)"#,
    );
    assert_eq!(liability(&s), None);
}

const FOURTH_SET: &str = r#"melds: [Pung(tiles: "111s", from: North), Chow(tiles: "234s", from: North), Pung(tiles: "555s", from: South), Pung(tiles: "888s", from: West)]"#;

#[test]
fn nine_tiles_fourth_set_claimed() {
    // Later self-draw: the player whose discard made the fourth set pays everyone.
    let s = scored(&format!(
        r#"(rules: HkOldStyle(), concealed: "9s9s", {FOURTH_SET}, winning_tile: "9s", win: SelfDraw)"#
    ));
    assert_eq!(liability(&s), Some(Liability::NineTilesFourthSet));
    let u = unit(s.total(), &HkOptions::default());
    assert_eq!(
        amounts(&s),
        vec![(Some(South), 0), (Some(West), 3 * u), (Some(North), 0)]
    );
    // He later discards the winning tile: he pays double, the others nothing.
    let s = scored(&format!(
        r#"(rules: HkOldStyle(), concealed: "9s9s", {FOURTH_SET}, winning_tile: "9s", discarder: West)"#
    ));
    assert_eq!(liability(&s), Some(Liability::NineTilesFourthSet));
    let u = unit(s.total(), &HkOptions::default());
    assert_eq!(
        amounts(&s),
        vec![(Some(West), 2 * u), (Some(South), 0), (Some(North), 0)]
    );
    // Someone else discards it: that player pays (for everyone: a tile of the suit).
    let s = scored(&format!(
        r#"(rules: HkOldStyle(), concealed: "9s9s", {FOURTH_SET}, winning_tile: "9s", discarder: South)"#
    ));
    assert_eq!(liability(&s), Some(Liability::NineTiles));
    assert_eq!(s.payments.entries[0].payer, Some(South));
}

#[test]
fn five_tiles() {
    let base = r#"rules: HkOldStyle(), concealed: "123m456p789s234s55m", winning_tile: "5m", discarder: North"#;
    let s = scored(&format!(
        "({base}, table: (wall_tiles_left: 5, winning_tile_fresh: true))"
    ));
    assert_eq!(liability(&s), Some(Liability::FiveTiles));
    assert_eq!(
        amounts(&s)[0],
        (Some(North), 2 * unit(s.total(), &HkOptions::default()))
    );
    let s = scored(&format!(
        "({base}, table: (wall_tiles_left: 6, winning_tile_fresh: true))"
    ));
    assert_eq!(liability(&s), None);
    let s = scored(&format!(
        "({base}, table: (wall_tiles_left: 3, winning_tile_fresh: false))"
    ));
    assert_eq!(liability(&s), None);
    let s = scored(
        r#"(rules: HkOldStyle(), concealed: "123m456p789s234s55m", winning_tile: "5m", win: SelfDraw, table: (wall_tiles_left: 2, winning_tile_fresh: true))"#,
    );
    assert_eq!(liability(&s), None, "a self-draw has no discarder");
}

#[test]
fn winds_dragons_terminals_honours() {
    let fourth_wind = scored(
        r#"(rules: HkOldStyle(), concealed: "444z99m", melds: [Pung("111z"), Pung("222z"), Pung("333z")], winning_tile: "4z", discarder: South, seat_wind: East)"#,
    );
    assert_eq!(liability(&fourth_wind), Some(Liability::FourthWind));
    let two_winds = scored(
        r#"(rules: HkOldStyle(), concealed: "444z99m789p", melds: [Pung("111z"), Pung("222z")], winning_tile: "4z", discarder: South, seat_wind: East)"#,
    );
    assert_eq!(liability(&two_winds), None);
    let third_dragon = scored(
        r#"(rules: HkOldStyle(), concealed: "777z99m789p", melds: [Pung("555z"), Pung("666z")], winning_tile: "7z", discarder: West, seat_wind: East)"#,
    );
    assert_eq!(liability(&third_dragon), Some(Liability::ThirdDragon));
    let one_dragon = scored(
        r#"(rules: HkOldStyle(), concealed: "777z99m789p456s", melds: [Pung("555z")], winning_tile: "7z", discarder: West, seat_wind: East)"#,
    );
    assert_eq!(liability(&one_dragon), None);
    let terminals = scored(
        r#"(rules: HkOldStyle(), concealed: "999m11z", melds: [Pung("111m"), Pung("999p"), Pung("111s")], winning_tile: "9m", discarder: North, seat_wind: West)"#,
    );
    assert_eq!(liability(&terminals), Some(Liability::TerminalPungs));
    let honours = scored(
        r#"(rules: HkOldStyle(), concealed: "456m66z", melds: [Pung("111z"), Pung("555z"), Pung("777z")], winning_tile: "6z", discarder: North, seat_wind: West)"#,
    );
    assert_eq!(
        liability(&honours),
        Some(Liability::ThirdDragon),
        "a third dragon is also an honour; the dragon rule names it"
    );
    let honours = scored(
        r#"(rules: HkOldStyle(), concealed: "456m44z", melds: [Pung("111z"), Pung("222z"), Pung("555z")], winning_tile: "4z", discarder: North, seat_wind: West)"#,
    );
    assert_eq!(liability(&honours), Some(Liability::HonourPungs));
    for s in [fourth_wind, third_dragon, terminals, honours] {
        let u = unit(s.total(), &HkOptions::default());
        assert_eq!(
            s.payments.winner_receives(),
            2 * u,
            "the liable pays what all would have paid"
        );
        assert_eq!(
            s.payments.entries.iter().filter(|e| e.amount > 0).count(),
            1
        );
    }
}

#[test]
fn liability_needs_known_origins() {
    // Without the discarder the liable seat is unknown: ordinary payments.
    let s = scored(
        r#"(rules: HkOldStyle(), concealed: "777z99m789p", melds: [Pung("555z"), Pung("666z")], winning_tile: "7z", seat_wind: East)"#,
    );
    assert_eq!(liability(&s), None);
    let s = scored(&format!(
        r#"(rules: HkOldStyle(), concealed: "9s9s", {}, winning_tile: "9s", win: SelfDraw)"#,
        FOURTH_SET.replace(r#", from: West"#, "")
    ));
    assert_eq!(liability(&s), None);
}

#[test]
fn zung_jung_rules_ignore_liability_facts() {
    let text = include_str!("../../docs/examples/hk-liability-nine-tiles.ron")
        .replace("HkOldStyle()", "ZungJung()");
    let s = scored(&text);
    assert!(s.payments.entries.iter().all(|p| p.amount > 0));
    assert!(matches!(s.settings, RuleSettings::ZungJung(_)));
}
