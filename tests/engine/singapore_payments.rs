//! Singapore: the payment tables with and without shooter pays, special hands, every instant
//! payment and every liability (pao) case, from hand files as a club would write them.

use crate::common;
use common::{amounts, scored};
use tilewise::formats::HandFile;
use tilewise::rules::singapore::{Pao, unit};
use tilewise::rules::{PayerRole, PaymentRule, Scored};
use tilewise::tiles::Wind::{self, East, North, South, West};

fn instant(s: &Scored) -> Vec<(Option<Wind>, u32, &'static str)> {
    s.payments
        .instant
        .iter()
        .map(|p| (p.payer, p.amount, p.rule.id()))
        .collect()
}

fn pao(s: &Scored) -> Option<(Wind, Pao)> {
    s.payments.entries.iter().find_map(|p| match p.rule {
        PaymentRule::SgPao { pao, .. } => Some((p.payer.unwrap_or(East), pao)),
        _ => None,
    })
}

/// Hands worth 1 to 5 tai (seat South, round East, won on the pair or a chow).
const HANDS: [(&str, u32); 5] = [
    (
        r#"concealed: "123m456p789s55m", melds: [Pung("777z")], winning_tile: "5m""#,
        1,
    ),
    (
        r#"concealed: "123m456p55m", melds: [Pung("777z"), Pung("666z")], winning_tile: "5m""#,
        2,
    ),
    (
        r#"concealed: "123p55m", melds: [Pung("777z"), Pung("111z"), Pung("222z")], winning_tile: "5m""#,
        3,
    ),
    (r#"concealed: "123m456p789s234s55p", winning_tile: "4s""#, 4),
    (
        r#"concealed: "123m55m", melds: [Pung("777z"), Pung("666z"), Pung("555z")], winning_tile: "5m""#,
        5,
    ),
];

#[test]
fn units_double_to_the_limit() {
    assert_eq!([1, 2, 3, 4, 5].map(unit), [1, 2, 4, 8, 16]);
    assert_eq!(unit(0), 1, "a chicken hand (when allowed) pays as 1 tai");
}

#[test]
fn discard_table() {
    // tai: each other loses, the discarder pays, the winner gains.
    let table = [
        (1, 1, 2, 4),
        (2, 2, 4, 8),
        (3, 4, 8, 16),
        (4, 8, 16, 32),
        (5, 16, 32, 64),
    ];
    for ((hand, tai), (t, other, discarder, winner)) in HANDS.iter().zip(table) {
        let s = scored(&format!(
            "(rules: Singapore(), seat_wind: South, {hand}, discarder: West)"
        ));
        assert_eq!((s.total(), *tai), (t, t), "{hand}");
        assert_eq!(
            amounts(&s),
            vec![
                (Some(West), discarder),
                (Some(North), other),
                (Some(East), other)
            ],
            "{hand}"
        );
        assert_eq!(s.payments.winner_receives(), winner);
    }
}

#[test]
fn self_draw_table() {
    let table = [(1, 2, 6), (2, 4, 12), (3, 8, 24), (4, 16, 48), (5, 32, 96)];
    for ((hand, _), (t, each, winner)) in HANDS.iter().zip(table) {
        let s = scored(&format!(
            "(rules: Singapore(), seat_wind: South, {hand}, win: SelfDraw)"
        ));
        assert_eq!(s.total(), t, "{hand}");
        assert!(
            s.payments
                .entries
                .iter()
                .all(|p| p.amount == each && p.role == PayerRole::SelfDraw)
        );
        assert_eq!(s.payments.winner_receives(), winner);
    }
    let s = scored(&format!(
        "(rules: Singapore(self_draw_extra: 2), seat_wind: South, {}, win: SelfDraw)",
        HANDS[0].0
    ));
    assert_eq!(
        s.payments.winner_receives(),
        6 + 3 * 2,
        "the flat self-draw extra from each player"
    );
}

#[test]
fn shooter_pays_table() {
    let table = [4, 8, 16, 32, 64];
    for ((hand, _), pays) in HANDS.iter().zip(table) {
        let s = scored(&format!(
            "(rules: Singapore(shooter_pays: true), seat_wind: South, {hand}, discarder: North)"
        ));
        assert_eq!(
            amounts(&s),
            vec![(Some(North), pays), (Some(West), 0), (Some(East), 0)],
            "{hand}"
        );
    }
    // Shooter pays changes nothing on a self-draw.
    let s = scored(&format!(
        "(rules: Singapore(shooter_pays: true), seat_wind: South, {}, win: SelfDraw)",
        HANDS[0].0
    ));
    assert_eq!(s.payments.winner_receives(), 6);
}

const WONDERS: &str = r#"concealed: "19m19p19s12345677z", winning_tile: "7z", seat_wind: South"#;

#[test]
fn special_hands_pay_double_the_limit() {
    for how in ["discarder: North", "win: SelfDraw"] {
        let s = scored(&format!("(rules: Singapore(), {WONDERS}, {how})"));
        assert!(s.payments.entries.iter().all(|p| p.amount == 32), "{how}");
        assert_eq!(s.payments.winner_receives(), 96);
    }
    let s = scored(&format!(
        "(rules: Singapore(shooter_pays: true), {WONDERS}, discarder: North)"
    ));
    assert_eq!(
        amounts(&s),
        vec![(Some(North), 96), (Some(West), 0), (Some(East), 0)]
    );
    // Nine Gates is a special hand only by option.
    let gates =
        r#"concealed: "11123455678999m", winning_tile: "5m", seat_wind: South, discarder: North"#;
    let s = scored(&format!("(rules: Singapore(), {gates})"));
    assert_eq!(s.payments.winner_receives(), 64);
    let s = scored(&format!(
        "(rules: Singapore(special_hands: (nine_gates: true)), {gates})"
    ));
    assert_eq!(s.payments.winner_receives(), 96);
}

#[test]
fn kong_instant_payments() {
    let s = scored(
        r#"(rules: Singapore(), seat_wind: South, concealed: "123m55m", melds: [ExposedKong(tiles: "7777z", from: West), AddedKong("2222p"), ConcealedKong("9999s")], winning_tile: "5m", win: SelfDraw)"#,
    );
    let by_rule = |id: &str| {
        instant(&s)
            .iter()
            .filter(|p| p.2 == id)
            .map(|p| p.1)
            .collect::<Vec<_>>()
    };
    assert_eq!(
        by_rule("sg.instant.exposed_kong"),
        vec![1, 1, 1, 1, 1, 1],
        "exposed and added kong: 1 from each"
    );
    assert_eq!(
        by_rule("sg.instant.concealed_kong"),
        vec![2, 2, 2],
        "concealed kong: 2 from each"
    );
    // Amounts are options.
    let s = scored(
        r#"(rules: Singapore(instant: (exposed_kong: 2, concealed_kong: 4)), seat_wind: South, concealed: "123m456p55m", melds: [ExposedKong("7777z"), ConcealedKong("9999s")], winning_tile: "5m", win: SelfDraw)"#,
    );
    assert_eq!(
        s.payments.instant.iter().map(|p| p.amount).sum::<u32>(),
        3 * 2 + 3 * 4
    );
}

#[test]
fn shooter_pays_the_kong_his_discard_made() {
    let s = scored(
        r#"(rules: Singapore(shooter_pays: true), seat_wind: South, concealed: "123m456p55m", melds: [ExposedKong(tiles: "7777z", from: West), Pung("666z")], winning_tile: "5m", discarder: North)"#,
    );
    assert_eq!(
        instant(&s),
        vec![
            (Some(West), 3, "sg.instant.exposed_kong"),
            (Some(North), 0, "sg.instant.covered"),
            (Some(East), 0, "sg.instant.covered"),
        ]
    );
}

#[test]
fn fresh_tile_kong() {
    let hand = |wall: u16, options: &str| {
        scored(&format!(
            r#"(rules: Singapore({options}), seat_wind: South, concealed: "123m456p55m", melds: [ExposedKong(tiles: "7777z", from: East, fresh: true, wall_tiles_left: {wall}), Pung("666z")], winning_tile: "5m", win: SelfDraw)"#
        ))
    };
    let s = hand(6, "");
    assert_eq!(
        instant(&s)[0..3]
            .iter()
            .map(|p| (p.0, p.1))
            .collect::<Vec<_>>(),
        vec![(Some(West), 0), (Some(North), 0), (Some(East), 3)]
    );
    assert_eq!(instant(&s)[2].2, "sg.instant.fresh_tile_kong");
    let s = hand(7, "");
    assert!(
        instant(&s).iter().all(|p| p.1 == 1),
        "7 tiles left is not fewer than 7"
    );
    let s = hand(6, "fresh_thresholds_swapped: true");
    assert!(
        instant(&s).iter().all(|p| p.1 == 1),
        "swapped: the kong threshold is 5"
    );
    let s = hand(4, "fresh_thresholds_swapped: true");
    assert_eq!(instant(&s)[2].1, 3);
}

#[test]
fn bites_animals_and_flower_sets() {
    let with = |bonus: &str, dealt: &str| {
        scored(&format!(
            r#"(rules: Singapore(), seat_wind: South, concealed: "123m456p789s55m", melds: [Pung("777z")], winning_tile: "5m", win: SelfDraw, bonus: "{bonus}", dealt_bonus: "{dealt}")"#
        ))
    };
    let ids = |s: &Scored| {
        let mut v: Vec<(&str, u32)> = instant(s)
            .iter()
            .filter(|p| p.0 == Some(West))
            .map(|p| (p.2, p.1))
            .collect();
        v.sort();
        v
    };
    assert_eq!(ids(&with("A1 A2", "")), vec![("sg.instant.bite", 1)]);
    assert_eq!(ids(&with("A3 A4", "")), vec![("sg.instant.bite", 1)]);
    assert_eq!(
        ids(&with("A1 A3", "")),
        vec![],
        "cat and rooster do not bite"
    );
    assert_eq!(
        ids(&with("F2 S2", "")),
        vec![("sg.instant.bite", 1)],
        "both bonus tiles of one's own seat"
    );
    assert_eq!(
        ids(&with("F3 S3", "")),
        vec![],
        "another seat's pair does not bite"
    );
    assert_eq!(
        ids(&with("A1 A2", "A1 A2")),
        vec![("sg.instant.bite", 2)],
        "dealt before any replacement: double"
    );
    assert_eq!(ids(&with("A1 A2", "A1")), vec![("sg.instant.bite", 1)]);
    assert_eq!(
        ids(&with("A1 A2 A3 A4", "")),
        vec![
            ("sg.instant.bite", 1),
            ("sg.instant.bite", 1),
            ("sg.instant.four_animals", 2)
        ],
        "bites add up; four animals pay double on top"
    );
    assert_eq!(
        ids(&with("F1 F2 F3 F4", "")),
        vec![("sg.instant.flower_set", 2)],
        "a flower set pays as a concealed kong"
    );
    assert_eq!(
        ids(&with("S1 S2 S3 S4 F2", "")),
        vec![("sg.instant.bite", 1), ("sg.instant.flower_set", 2)]
    );
    let s = with("A1 A2", "");
    assert_eq!(
        s.payments.instant.len(),
        3,
        "one entry from each other player"
    );
    assert!(
        s.payments
            .instant
            .iter()
            .all(|p| p.role == PayerRole::Instant)
    );
    let s = scored(
        r#"(rules: Singapore(instant: (bite: 3)), seat_wind: South, concealed: "123m456p789s55m", melds: [Pung("777z")], winning_tile: "5m", win: SelfDraw, bonus: "A1 A2")"#,
    );
    assert_eq!(s.payments.instant[0].amount, 3);
}

#[test]
fn dealt_bonus_must_be_held() {
    let err = HandFile::parse(
        r#"(rules: Singapore(), concealed: "123m456p789s55m", melds: [Pung("777z")], winning_tile: "5m", bonus: "A1", dealt_bonus: "A2")"#,
    )
    .unwrap_err();
    assert!(err.to_string().contains("A2"), "{err}");
}

#[test]
fn pao_dragons_and_winds() {
    let s = scored(include_str!("../../docs/examples/sg-pao-dragons.ron"));
    assert_eq!(pao(&s), Some((South, Pao::Dragons)));
    assert_eq!(
        amounts(&s),
        vec![(Some(South), 64), (Some(West), 0), (Some(North), 0)]
    );
    let s = scored(
        r#"(rules: Singapore(), seat_wind: West, concealed: "444z99m", melds: [Pung("111z"), Pung("222z"), Pung("333z")], winning_tile: "4z", discarder: North)"#,
    );
    assert_eq!(pao(&s), Some((North, Pao::Winds)));
    // Winning on a non-wind tile: no pao.
    let s = scored(
        r#"(rules: Singapore(), seat_wind: West, concealed: "444z99m", melds: [Pung("111z"), Pung("222z"), Pung("333z")], winning_tile: "9m", discarder: North)"#,
    );
    assert_eq!(pao(&s), None);
}

#[test]
fn pao_point_limit() {
    // Limit 4: shown sets worth 3 (round East, seat South, a dragon); a discarded white
    // dragon completes the limit.
    let s = scored(
        r#"(rules: Singapore(limit: 4), seat_wind: South, prevailing_wind: East, concealed: "555z99m", melds: [Pung("111z"), Pung("222z"), Pung("777z")], winning_tile: "5z", discarder: West)"#,
    );
    assert_eq!(pao(&s), Some((West, Pao::PointLimit)));
    // Two short with a double wind: seat and round East, shown 2, a discarded East completes it.
    let s = scored(
        r#"(rules: Singapore(limit: 4), seat_wind: East, prevailing_wind: East, concealed: "111z99m", melds: [Pung("666z"), Pung("777z"), Chow("123p")], winning_tile: "1z", discarder: West)"#,
    );
    assert_eq!(pao(&s), Some((West, Pao::PointLimit)));
    // Shown only 1: no pao.
    let s = scored(
        r#"(rules: Singapore(limit: 4), seat_wind: East, prevailing_wind: East, concealed: "111z99m", melds: [Pung("777z"), Chow("123p"), Chow("456s")], winning_tile: "1z", discarder: West)"#,
    );
    assert_eq!(pao(&s), None);
}

#[test]
fn pao_flush_honours_terminals_green() {
    let s = scored(
        r#"(rules: Singapore(), seat_wind: South, concealed: "99s", melds: [Pung("111s"), Chow("234s"), Pung("555s"), Chow("678s")], winning_tile: "9s", discarder: East)"#,
    );
    assert_eq!(pao(&s), Some((East, Pao::FullFlush)));
    let s = scored(
        r#"(rules: Singapore(), seat_wind: South, concealed: "99s", melds: [Pung("111s"), Chow("234s"), Pung("555p"), Chow("678s")], winning_tile: "9s", discarder: East)"#,
    );
    assert_eq!(pao(&s), None, "not a full flush");
    let s = scored(
        r#"(rules: Singapore(), seat_wind: South, concealed: "333z44z", melds: [Pung("111z"), Pung("555z"), Pung("666z")], winning_tile: "3z", discarder: East)"#,
    );
    assert!(
        matches!(pao(&s), Some((East, Pao::AllHonours | Pao::Dragons))),
        "{:?}",
        pao(&s)
    );
    let s = scored(
        r#"(rules: Singapore(), seat_wind: South, concealed: "333z44z", melds: [Pung("111z"), Pung("222z"), Pung("555z")], winning_tile: "3z", discarder: East)"#,
    );
    assert_eq!(
        pao(&s),
        Some((East, Pao::AllHonours)),
        "two wind sets and a dragon shown: all honours"
    );
    let s = scored(
        r#"(rules: Singapore(), seat_wind: South, concealed: "999s11p", melds: [Pung("111m"), Pung("999m"), Pung("111s")], winning_tile: "9s", discarder: North)"#,
    );
    assert_eq!(pao(&s), Some((North, Pao::PureTerminals)));
    let green = r#"seat_wind: South, concealed: "666s88s", melds: [Pung("222s"), Chow("234s"), Pung("666z")], winning_tile: "8s", discarder: North"#;
    let s = scored(&format!("(rules: Singapore(pure_green: true), {green})"));
    assert_eq!(pao(&s), Some((North, Pao::PureGreen)));
    let s = scored(&format!("(rules: Singapore(), {green})"));
    assert_eq!(
        pao(&s),
        None,
        "pure green liability only when the option is on"
    );
}

#[test]
fn pao_eighteen_arhats() {
    let s = scored(
        r#"(rules: Singapore(), seat_wind: South, concealed: "55m", melds: [ExposedKong("1111p"), ConcealedKong("2222s"), AddedKong("3333m"), ExposedKong(tiles: "7777z", from: East)], winning_tile: "5m", win: SelfDraw)"#,
    );
    assert_eq!(
        pao(&s),
        Some((East, Pao::EighteenArhats)),
        "a later self-draw: the kong's discarder pays for everyone"
    );
    assert_eq!(s.payments.winner_receives(), 3 * 2 * unit(5));
    let s2 = scored(
        r#"(rules: Singapore(), seat_wind: South, concealed: "55m", melds: [ExposedKong("1111p"), ConcealedKong("2222s"), AddedKong("3333m"), ExposedKong(tiles: "7777z", from: East)], winning_tile: "5m", discarder: West)"#,
    );
    assert_eq!(
        pao(&s2),
        None,
        "a win on another player's discard is paid as usual (seed 003)"
    );
    assert_eq!(amounts(&s2)[0].0, Some(West));
    let s3 = scored(
        r#"(rules: Singapore(), seat_wind: South, concealed: "55m", melds: [ExposedKong("1111p"), ConcealedKong("2222s"), AddedKong("3333m"), ExposedKong(tiles: "7777z", from: East)], winning_tile: "5m", discarder: East)"#,
    );
    assert_eq!(
        pao(&s3),
        Some((East, Pao::EighteenArhats)),
        "the kong's giver discards the winning tile later"
    );
}

/// Seed 003, "Paying for all players": a set claimed from B that completes the winner's third
/// dragon set (fourth wind, the limit, the fourth set of a flush) makes B liable when the winner
/// then self-draws or wins on B's discard, at once or later; a win on anyone else's discard is
/// paid as usual.
#[test]
fn pao_by_a_claimed_set_on_a_later_self_draw_or_the_givers_discard() {
    let dragons = |win: &str| {
        scored(&format!(
            r#"(rules: Singapore(), seat_wind: South, concealed: "123p55m", melds: [Pung("555z"), Pung("666z"), Pung(tiles: "777z", from: West)], winning_tile: "5m", {win})"#
        ))
    };
    // The sheet's own case: 777z from West after two dragon sets, won by self-draw.
    let s = dragons("win: SelfDraw");
    assert_eq!(pao(&s), Some((West, Pao::Dragons)));
    let payers: Vec<_> = amounts(&s).into_iter().filter(|(_, a)| *a > 0).collect();
    assert_eq!(payers.len(), 1, "West alone pays: {:?}", amounts(&s));
    assert_eq!(payers[0].0, Some(West));
    assert_eq!(pao(&dragons("discarder: West")), Some((West, Pao::Dragons)));
    assert_eq!(
        pao(&dragons("discarder: North")),
        None,
        "North pays as discarder"
    );
    // Two dragon sets of his own, the third from West but a concealed kong first: the third
    // shown set is West's.
    let s = scored(
        r#"(rules: Singapore(), seat_wind: South, concealed: "123p55m", melds: [ConcealedKong("5555z"), Pung("666z"), Pung(tiles: "777z", from: West)], winning_tile: "5m", win: SelfDraw)"#,
    );
    assert_eq!(pao(&s), None, "a concealed kong is no shown set");

    // Winds: the fourth wind set from North, won by self-draw.
    let s = scored(
        r#"(rules: Singapore(), seat_wind: West, concealed: "99m", melds: [Pung("111z"), Pung("222z"), Pung("333z"), Pung(tiles: "444z", from: North)], winning_tile: "9m", win: SelfDraw)"#,
    );
    assert_eq!(pao(&s), Some((North, Pao::Winds)));

    // The limit (3 tai): round East and a dragon shown, then the seat wind South from West.
    let limit = |options: &str, win: &str| {
        scored(&format!(
            r#"(rules: Singapore(limit: 3{options}), seat_wind: South, prevailing_wind: East, concealed: "123p55m", melds: [Pung("111z"), Pung("777z"), Pung(tiles: "222z", from: West)], winning_tile: "5m", {win})"#
        ))
    };
    assert_eq!(
        pao(&limit("", "win: SelfDraw")),
        Some((West, Pao::PointLimit))
    );
    assert_eq!(
        pao(&limit("", "discarder: West")),
        Some((West, Pao::PointLimit))
    );
    assert_eq!(pao(&limit("", "discarder: North")), None);
    // Shooter pays: the giver only on a self-draw; on his discard he pays as shooter.
    assert_eq!(
        pao(&limit(", shooter_pays: true", "win: SelfDraw")),
        Some((West, Pao::PointLimit))
    );
    let s = limit(", shooter_pays: true", "discarder: West");
    assert_eq!(pao(&s), None);
    assert!(
        s.payments
            .entries
            .iter()
            .any(|p| p.payer == Some(West) && matches!(p.rule, PaymentRule::SgShooter { .. }))
    );

    // Full flush: the fourth bamboo set from East, won later by self-draw.
    let s = scored(
        r#"(rules: Singapore(), seat_wind: South, concealed: "99s", melds: [Pung("111s"), Chow("234s"), Pung("555s"), Chow(tiles: "678s", from: East)], winning_tile: "9s", win: SelfDraw)"#,
    );
    assert_eq!(pao(&s), Some((East, Pao::FullFlush)));
    // The fourth set from East, the winning discard from North: North pays, as the sheet's
    // first full-flush case (three sets shown and a tile of the suit won on).
    let s = scored(
        r#"(rules: Singapore(), seat_wind: South, concealed: "99s", melds: [Pung("111s"), Chow("234s"), Pung("555s"), Chow(tiles: "678s", from: East)], winning_tile: "9s", discarder: North)"#,
    );
    assert_eq!(pao(&s), Some((North, Pao::FullFlush)));
}

#[test]
fn pao_fresh_tile_mahjong() {
    let hand = |wall: u16, fresh: bool, options: &str| {
        scored(&format!(
            r#"(rules: Singapore({options}), seat_wind: South, concealed: "123m456p789s55m", melds: [Pung("777z")], winning_tile: "5m", discarder: North, table: (wall_tiles_left: {wall}, winning_tile_fresh: {fresh}))"#
        ))
    };
    assert_eq!(
        pao(&hand(4, true, "")),
        Some((North, Pao::FreshTileMahjong))
    );
    assert_eq!(pao(&hand(5, true, "")), None, "fewer than 5, not 5");
    assert_eq!(pao(&hand(4, false, "")), None);
    assert_eq!(
        pao(&hand(6, true, "fresh_thresholds_swapped: true")),
        Some((North, Pao::FreshTileMahjong))
    );
    let s = scored(&format!(
        "(rules: Singapore(), {WONDERS}, discarder: North, table: (wall_tiles_left: 2, winning_tile_fresh: true))"
    ));
    assert_eq!(pao(&s), None, "not for Thirteen Wonders");
}
