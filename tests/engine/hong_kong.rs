//! Hong Kong Old Style and New Style (`shared/rules/hong-kong.md`): every pattern positive and
//! negative, limit hands, the compound cap, the rule options, bonus tiles, and the same hands
//! scored under Zung Jung and both Hong Kong profiles. Expected values come from the digests.

use crate::common;
use common::*;
use tilewise::hand::{Flags, Hand, Situation, WinMethod};
use tilewise::rules::hong_kong::{
    BigFourInOne, BonusVariant, Bouquet, EarthRule, HkOptions, NEW_STYLE, OLD_STYLE,
};
use tilewise::rules::{
    Exclusion, LimitKind, PayerRole, RuleSettings, ScoreError, Scored, Verdict, score,
};
use tilewise::tiles::Wind;

#[derive(Clone, Copy, Debug)]
enum Style {
    Old,
    New,
}
use Style::{New, Old};

mod new_style;

fn settings(style: Style, options: HkOptions) -> RuleSettings {
    match style {
        Old => RuleSettings::HkOldStyle(tilewise::rules::hong_kong::Hk(options)),
        New => RuleSettings::HkNewStyle(tilewise::rules::hong_kong::Hk(options)),
    }
}

fn hk_with(style: Style, h: &Hand, options: HkOptions) -> Scored {
    score(h, &settings(style, options)).unwrap_or_else(|e| panic!("{h:?}: {e}"))
}

fn hk(style: Style, h: &Hand) -> Scored {
    hk_with(style, h, HkOptions::default())
}

/// A hand with its seat and the round's (prevailing) wind.
fn at(notation: &str, winning: &str, win: WinMethod, seat: Wind, round: Wind) -> Hand {
    let s = Situation {
        seat_wind: seat,
        prevailing_wind: round,
        ..Situation::default()
    };
    Hand::from_notation(notation, winning, win, s).unwrap_or_else(|e| panic!("{notation}: {e}"))
}

/// A hand won on a discard by `discarder`.
fn discarded_by(notation: &str, winning: &str, seat: Wind, discarder: Wind, flags: Flags) -> Hand {
    let s = Situation {
        seat_wind: seat,
        flags,
        discarder: Some(discarder),
        ..Situation::default()
    };
    Hand::from_notation(notation, winning, Discard, s).unwrap_or_else(|e| panic!("{notation}: {e}"))
}

/// The count and value of a counted hit of the chosen reading.
fn hit(s: &Scored, id: &str) -> Option<(u8, u32)> {
    s.chosen()
        .hits
        .iter()
        .find(|h| h.pattern.id == id)
        .map(|h| (h.count, h.value))
}

fn excluded(s: &Scored) -> Vec<&'static str> {
    let mut ids: Vec<&str> = s
        .chosen()
        .excluded
        .iter()
        .map(|e| e.hit.pattern.id)
        .collect();
    ids.sort();
    ids
}

/// Asserts the pattern is found (counted or excluded) in the chosen reading.
fn has_with(style: Style, h: &Hand, options: HkOptions, id: &str) {
    let s = hk_with(style, h, options);
    assert!(
        present(&s).contains(&id),
        "{style:?} {}: expected {id}, got {:?}",
        s.chosen().arrangement.describe(),
        present(&s)
    );
    if let Old = style {
        no_new_style_in_old(&s);
    }
}

/// Asserts the pattern is in no reading of the hand.
fn lacks_with(style: Style, h: &Hand, options: HkOptions, id: &str) {
    let s = hk_with(style, h, options);
    assert!(
        !anywhere(&s, id),
        "{style:?} {}: did not expect {id}, got {:?}",
        s.chosen().arrangement.describe(),
        present(&s)
    );
}

fn has(style: Style, h: &Hand, id: &str) {
    has_with(style, h, HkOptions::default(), id);
}

fn lacks(style: Style, h: &Hand, id: &str) {
    lacks_with(style, h, HkOptions::default(), id);
}

/// Old Style never reports a New Style pattern, in any reading.
fn no_new_style_in_old(s: &Scored) {
    for e in &s.evaluations {
        let ids = e
            .hits
            .iter()
            .map(|h| h.pattern.id)
            .chain(e.excluded.iter().map(|x| x.hit.pattern.id));
        for id in ids {
            assert!(!id.starts_with("hk.ns."), "Old Style reported {id}");
        }
    }
}

/// A New Style pattern: present under New Style, and absent under Old Style.
fn has_ns(h: &Hand, id: &str) {
    has(New, h, id);
    no_new_style_in_old(&hk(Old, h));
    lacks(Old, h, id);
}

fn h(notation: &str, winning: &str, win: WinMethod, seat: Wind) -> Hand {
    hand(notation, winning, win, seat)
}

fn no_bonus_in_play() -> HkOptions {
    HkOptions {
        bonus_tiles: false,
        ..HkOptions::default()
    }
}

// ---------------------------------------------------------------- Old Style patterns

#[test]
fn os_chicken_hand_is_zero_fan() {
    // Mixed chows and pungs on a discard, no bonus tiles in play: nothing at all, 0 fan.
    let chicken = h("234m456m11p [789s] [555p]", "4m", Discard, North);
    let s = hk_with(Old, &chicken, no_bonus_in_play());
    assert_eq!(
        (counted(&s), s.total(), s.verdict),
        (vec!["hk.os.chicken"], 0, Verdict::Win)
    );
    let s = hk_with(New, &chicken, no_bonus_in_play());
    assert_eq!((counted(&s), s.total()), (vec!["hk.os.chicken"], 0));
    // The same hand self-drawn has Self-Draw: not a chicken hand.
    let drawn = h("234m456m11p [789s] [555p]", "4m", SelfDraw, North);
    let s = hk_with(Old, &drawn, no_bonus_in_play());
    assert_eq!((counted(&s), s.total()), (vec!["hk.os.self_draw"], 1));
    // With bonus tiles in play and none held, No Bonus Tiles is worth 1: not a chicken hand.
    let s = hk(Old, &chicken);
    assert_eq!((counted(&s), s.total()), (vec!["hk.os.no_bonus"], 1));
}

#[test]
fn os_chicken_hand_with_a_bonus_tile_that_scores_nothing() {
    // Seat North, round East, Flower 2 (South's): neither own nor round bonus tile, and it
    // takes away No Bonus Tiles. The hand has no fan: a chicken hand, 0 fan.
    let chicken = h("234m456m11p [789s] [555p] F2", "4m", Discard, North);
    let s = hk(Old, &chicken);
    assert_eq!((counted(&s), s.total()), (vec!["hk.os.chicken"], 0));
    // `hk.os.bonus_tile` belongs to the "each bonus tile +1" variant only.
    assert!(!anywhere(&s, "hk.os.bonus_tile"), "{:?}", present(&s));
}

#[test]
fn os_all_chows() {
    has(
        Old,
        &h("123m456p789s234s55m", "5m", Discard, East),
        "hk.os.all_chows",
    );
    has(
        Old,
        &h("456p789s234s55m [123m]", "5m", Discard, East),
        "hk.os.all_chows",
    );
    lacks(
        Old,
        &h("123m456p789s222s55m", "5m", Discard, East),
        "hk.os.all_chows",
    );
    lacks(
        Old,
        &h("1122m3344p5566s77z", "7z", Discard, East),
        "hk.os.all_chows",
    );
}

#[test]
fn os_concealed_hand() {
    // A discard may complete a concealed hand; concealed kongs and Seven Pairs count.
    has(
        Old,
        &h("123m456p789s234s55m", "5m", Discard, East),
        "hk.os.concealed",
    );
    has(
        Old,
        &h("123m456p789s55m (2222s)", "5m", Discard, East),
        "hk.os.concealed",
    );
    has(
        Old,
        &h("1122m3344p5566s77z", "7z", Discard, East),
        "hk.os.concealed",
    );
    lacks(
        Old,
        &h("456p789s234s55m [123m]", "5m", SelfDraw, East),
        "hk.os.concealed",
    );
    lacks(
        Old,
        &h("123m456p789s55m [2222s]", "5m", Discard, East),
        "hk.os.concealed",
    );
}

#[test]
fn os_self_draw() {
    let s = hk(Old, &h("456p789s234s55m [123m]", "5m", SelfDraw, East));
    assert_eq!(hit(&s, "hk.os.self_draw"), Some((1, 1)));
    lacks(
        Old,
        &h("456p789s234s55m [123m]", "5m", Discard, East),
        "hk.os.self_draw",
    );
    lacks(
        Old,
        &h("456p789s234s55m [123m]", "3s", RobbingKong, East),
        "hk.os.self_draw",
    );
}

#[test]
fn os_last_tile() {
    let last = Flags {
        final_draw: true,
        ..Flags::default()
    };
    let s = hk(
        Old,
        &hand_flags("456p789s234s55m [123m]", "5m", SelfDraw, East, last),
    );
    assert_eq!(hit(&s, "hk.os.last_tile"), Some((1, 1)));
    lacks(
        Old,
        &h("456p789s234s55m [123m]", "5m", SelfDraw, East),
        "hk.os.last_tile",
    );
    // The discard after the last wall tile is not the last tile of the wall.
    let after = Flags {
        final_discard: true,
        ..Flags::default()
    };
    let after = hand_flags("456p789s234s55m [123m]", "5m", Discard, East, after);
    lacks(Old, &after, "hk.os.last_tile");
}

#[test]
fn os_replacement_tile() {
    let kong = h("123m456p789s55m [1111z]", "5m", KongReplacement, South);
    has(Old, &kong, "hk.os.replacement");
    let flower = Flags {
        bonus_replacement: true,
        ..Flags::default()
    };
    let flower = hand_flags("123m456p789s234s55m F3", "5m", SelfDraw, South, flower);
    has(Old, &flower, "hk.os.replacement");
    lacks(
        Old,
        &h("123m456p789s55m [1111z]", "5m", SelfDraw, South),
        "hk.os.replacement",
    );
    lacks(
        Old,
        &h("123m456p789s234s55m F3", "5m", SelfDraw, South),
        "hk.os.replacement",
    );
}

#[test]
fn os_dragon_pung_each() {
    let s = hk(Old, &h("123m456p789s11p [555z]", "1p", Discard, East));
    assert_eq!(hit(&s, "hk.os.dragon_pung"), Some((1, 1)));
    let s = hk(Old, &h("123m456p11p [555z] [777z]", "1p", Discard, East));
    assert_eq!(hit(&s, "hk.os.dragon_pung"), Some((2, 2)));
    // A dragon kong counts like a pung.
    let s = hk(Old, &h("123m456p789s11p [6666z]", "1p", Discard, East));
    assert_eq!(hit(&s, "hk.os.dragon_pung"), Some((1, 1)));
    // A dragon pair is not a pung.
    lacks(
        Old,
        &h("123m456p789s123s55z", "5z", Discard, East),
        "hk.os.dragon_pung",
    );
}

#[test]
fn os_seat_wind() {
    // Seat South, round East: the South pung is the seat's, not the round's.
    let s = hk(
        Old,
        &at("123m456p789s11p [222z]", "1p", Discard, South, East),
    );
    assert_eq!(hit(&s, "hk.os.seat_wind"), Some((1, 1)));
    assert_eq!(hit(&s, "hk.os.round_wind"), None);
    assert_eq!(s.total(), 2, "seat wind 1 + no bonus tiles 1");
    let west = at("123m456p789s11p [222z]", "1p", Discard, West, East);
    lacks(Old, &west, "hk.os.seat_wind");
    lacks(Old, &west, "hk.os.round_wind");
}

#[test]
fn os_round_wind() {
    // Seat West, round South: the South pung is the round's only.
    let s = hk(
        Old,
        &at("123m456p789s11p [222z]", "1p", Discard, West, South),
    );
    assert_eq!(hit(&s, "hk.os.round_wind"), Some((1, 1)));
    assert_eq!(hit(&s, "hk.os.seat_wind"), None);
    lacks(
        Old,
        &at("123m456p789s11p [222z]", "1p", Discard, West, North),
        "hk.os.round_wind",
    );
    // A pair of the round wind is not a pung.
    lacks(
        Old,
        &at("123m456p789s234s22z", "2z", Discard, West, South),
        "hk.os.round_wind",
    );
}

#[test]
fn seat_and_round_wind_both_count_when_they_coincide() {
    let east = Hand::from_notation(
        "123m456p789s11p [111z]",
        "1p",
        Discard,
        Situation {
            seat_wind: East,
            prevailing_wind: East,
            ..Situation::default()
        },
    )
    .unwrap();
    let s = hk(Old, &east);
    assert_eq!(hit(&s, "hk.os.seat_wind"), Some((1, 1)));
    assert_eq!(hit(&s, "hk.os.round_wind"), Some((1, 1)));
    assert_eq!(
        s.total(),
        3,
        "seat wind 1 + round wind 1 + no bonus tiles 1"
    );
    let s = hk(New, &east);
    assert_eq!(s.total(), 3);
}

#[test]
fn os_no_bonus_tiles() {
    let s = hk(Old, &h("123m456p789s11p [555z]", "1p", Discard, East));
    assert_eq!(hit(&s, "hk.os.no_bonus"), Some((1, 1)));
    lacks(
        Old,
        &h("123m456p789s11p [555z] F3", "1p", Discard, East),
        "hk.os.no_bonus",
    );
    // Without bonus tiles in play there is nothing to lack.
    lacks_with(
        Old,
        &h("123m456p789s11p [555z]", "1p", Discard, East),
        no_bonus_in_play(),
        "hk.os.no_bonus",
    );
}

#[test]
fn os_own_bonus_tile_each() {
    // Seat South, round East: Flower 2 and Season 2 are the seat's, 1 fan each.
    let s = hk(
        Old,
        &at("123m456p789s11p [555z] F2 S2", "1p", Discard, South, East),
    );
    assert_eq!(hit(&s, "hk.os.own_bonus"), Some((2, 2)));
    assert_eq!(hit(&s, "hk.os.round_bonus"), None);
    assert_eq!(s.total(), 3, "dragon pung 1 + own bonus tiles 2");
    lacks(
        Old,
        &at("123m456p789s11p [555z] F3 S4", "1p", Discard, South, East),
        "hk.os.own_bonus",
    );
}

#[test]
fn os_round_bonus_tile_each() {
    // Seat South, round East: Flower 1 and Season 1 are the round's.
    let s = hk(
        Old,
        &at(
            "123m456p789s11p [555z] F1 S1 F3",
            "1p",
            Discard,
            South,
            East,
        ),
    );
    assert_eq!(hit(&s, "hk.os.round_bonus"), Some((2, 2)));
    assert_eq!(hit(&s, "hk.os.own_bonus"), None);
    assert_eq!(s.total(), 3, "dragon pung 1 + round bonus tiles 2");
    lacks(
        Old,
        &at("123m456p789s11p [555z] F3 S4", "1p", Discard, South, East),
        "hk.os.round_bonus",
    );
}

#[test]
fn os_bonus_tile_variant_each_tile() {
    let options = HkOptions {
        bonus_variant: BonusVariant::EachTile,
        ..HkOptions::default()
    };
    let hand3 = at(
        "123m456p789s11p [555z] F1 F3 S4",
        "1p",
        Discard,
        South,
        East,
    );
    let s = hk_with(Old, &hand3, options.clone());
    assert_eq!(hit(&s, "hk.os.bonus_tile"), Some((3, 3)));
    assert_eq!(s.total(), 4, "dragon pung 1 + three bonus tiles 3");
    // The default variant counts own and round bonus tiles only: Flower 1 is the round's.
    let s = hk(Old, &hand3);
    assert_eq!(s.total(), 2, "dragon pung 1 + round bonus tile 1");
    assert!(
        s.chosen()
            .hits
            .iter()
            .all(|h| h.pattern.id != "hk.os.bonus_tile" || h.value == 0),
        "{:?}",
        s.chosen().hits
    );
}

#[test]
fn os_bonus_tile_absent_under_the_default_variant() {
    let hand3 = at(
        "123m456p789s11p [555z] F1 F3 S4",
        "1p",
        Discard,
        South,
        East,
    );
    lacks(Old, &hand3, "hk.os.bonus_tile");
}

#[test]
fn os_all_pungs() {
    let s = hk(
        Old,
        &h("99m [111m] [222p] [555s] [777s]", "9m", Discard, East),
    );
    assert_eq!(hit(&s, "hk.os.all_pungs"), Some((1, 3)));
    // Kongs count as pungs.
    has(
        Old,
        &h("99m [111m] [2222p] [555s] [777s]", "9m", Discard, East),
        "hk.os.all_pungs",
    );
    lacks(
        Old,
        &h("99m [111m] [222p] [555s] [789s]", "9m", Discard, East),
        "hk.os.all_pungs",
    );
}

#[test]
fn os_clean_hand() {
    let s = hk(Old, &h("123m456m789m11z [555z]", "1z", Discard, East));
    assert_eq!(hit(&s, "hk.os.clean"), Some((1, 3)));
    lacks(
        Old,
        &h("123m456m789m11m [555m]", "1m", Discard, East),
        "hk.os.clean",
    );
    lacks(
        Old,
        &h("123m456p789m11z [555z]", "1z", Discard, East),
        "hk.os.clean",
    );
}

#[test]
fn os_bouquet() {
    // Seat West, round East: all chows 1, concealed 1, own bonus (F3) 1, round bonus (F1) 1,
    // bouquet 3.
    let flowers = at("123m456p789s234s55m F1 F2 F3 F4", "5m", Discard, West, East);
    let s = hk(Old, &flowers);
    assert_eq!(hit(&s, "hk.os.bouquet"), Some((1, 3)));
    assert_eq!(s.total(), 7);
    let seasons = at("123m456p789s234s55m S1 S2 S3 S4", "5m", Discard, West, East);
    assert_eq!(hit(&hk(Old, &seasons), "hk.os.bouquet"), Some((1, 3)));
    // Three flowers and a season are no bouquet.
    let mixed = at("123m456p789s234s55m F1 F2 F3 S4", "5m", Discard, West, East);
    lacks(Old, &mixed, "hk.os.bouquet");
}

#[test]
fn option_bouquet_fan_1() {
    let options = HkOptions {
        bouquet: Bouquet::Fan1,
        ..HkOptions::default()
    };
    let flowers = at("123m456p789s234s55m F1 F2 F3 F4", "5m", Discard, West, East);
    let s = hk_with(Old, &flowers, options);
    assert_eq!(hit(&s, "hk.os.bouquet"), Some((1, 1)));
    assert_eq!(s.total(), 5, "7 with the table's bouquet of 3, less 2");
}

#[test]
fn os_kong_on_kong() {
    let flags = Flags {
        kong_on_kong: true,
        ..Flags::default()
    };
    let two_kongs = "123m456p55m [1111z] (2222s)";
    let s = hk(
        Old,
        &hand_flags(two_kongs, "5m", KongReplacement, South, flags),
    );
    assert_eq!(hit(&s, "hk.os.kong_on_kong"), Some((1, 4)));
    // A single kong's replacement is only Win on a Replacement Tile.
    let once = h(two_kongs, "5m", KongReplacement, South);
    has(Old, &once, "hk.os.replacement");
    lacks(Old, &once, "hk.os.kong_on_kong");
}

#[test]
fn os_seven_pairs() {
    let s = hk(Old, &h("1122m3344p5566s77z", "7z", Discard, East));
    assert_eq!(hit(&s, "hk.os.all_pairs"), Some((1, 4)));
    // Four alike (not declared) may be two pairs.
    has(
        Old,
        &h("1111m22p33p44p55s66s", "6s", Discard, East),
        "hk.os.all_pairs",
    );
    // Declared as a kong, the four are a set.
    lacks(
        Old,
        &h("223344p456s66s (1111m)", "6s", Discard, East),
        "hk.os.all_pairs",
    );
    lacks(
        Old,
        &h("123m456p789s234s55m", "5m", Discard, East),
        "hk.os.all_pairs",
    );
}

#[test]
fn os_small_three_dragons_with_dragon_pungs() {
    let s = hk(Old, &h("123m456p77z [555z] [666z]", "7z", Discard, South));
    assert_eq!(hit(&s, "hk.os.small_dragons"), Some((1, 4)));
    // The dragon pungs still score.
    assert_eq!(hit(&s, "hk.os.dragon_pung"), Some((2, 2)));
    assert_eq!(
        s.total(),
        7,
        "small dragons 4 + dragon pungs 2 + no bonus tiles 1"
    );
    // Two dragon pungs and a pair of winds.
    lacks(
        Old,
        &h("123m456p11z [555z] [666z]", "1z", Discard, South),
        "hk.os.small_dragons",
    );
}

#[test]
fn os_small_four_winds() {
    // Seat North, round East: East pung is the round wind.
    let s = hk(
        Old,
        &h("234m44z [111z] [222z] [333z]", "4z", Discard, North),
    );
    assert_eq!(hit(&s, "hk.os.small_winds"), Some((1, 4)));
    assert_eq!(hit(&s, "hk.os.round_wind"), Some((1, 1)));
    // Two wind pungs and a wind pair are not enough.
    lacks(
        Old,
        &h("234m567p44z [111z] [222z]", "4z", Discard, North),
        "hk.os.small_winds",
    );
}

#[test]
fn os_three_dragons_with_dragon_pungs() {
    let s = hk(
        Old,
        &h("123m99p [555z] [666z] [777z]", "9p", Discard, South),
    );
    assert_eq!(hit(&s, "hk.os.big_dragons"), Some((1, 6)));
    // The three dragon pungs still score (the engine's documented reading).
    assert_eq!(hit(&s, "hk.os.dragon_pung"), Some((3, 3)));
    assert!(!present(&s).contains(&"hk.os.small_dragons"));
    assert_eq!(
        s.total(),
        10,
        "three dragons 6 + dragon pungs 3 + no bonus tiles 1"
    );
    assert_eq!(s.chosen().limit, None, "exactly 10 is not cut");
    lacks(
        Old,
        &h("123m456p77z [555z] [666z]", "7z", Discard, South),
        "hk.os.big_dragons",
    );
}

#[test]
fn os_purity() {
    let s = hk(Old, &h("123m456m789m234m55m", "5m", Discard, East));
    assert_eq!(hit(&s, "hk.os.pure"), Some((1, 6)));
    assert!(!present(&s).contains(&"hk.os.clean"));
    lacks(
        Old,
        &h("123m456m789m11z [555z]", "1z", Discard, East),
        "hk.os.pure",
    );
}

#[test]
fn os_all_honours() {
    let s = hk(
        Old,
        &h("77z [111z] [222z] [555z] [666z]", "7z", Discard, East),
    );
    assert_eq!(hit(&s, "hk.os.all_honours"), Some((1, 7)));
    has(
        Old,
        &h("11223344556677z", "7z", Discard, East),
        "hk.os.all_honours",
    );
    lacks(
        Old,
        &h("99m [111z] [222z] [555z] [666z]", "9m", Discard, East),
        "hk.os.all_honours",
    );
}

// ---------------------------------------------------------------- limit hands

/// A limit hand: worth the limit (10) alone, the other patterns present listed as excluded.
fn limit_alone(h: &Hand, id: &str, also: &[&str]) {
    for style in [Old, New] {
        let s = hk(style, h);
        assert_eq!(counted(&s), vec![id], "{style:?}");
        assert_eq!(
            (s.total(), s.chosen().limit),
            (10, Some(LimitKind::Fixed)),
            "{style:?} {id}"
        );
        let ex = excluded(&s);
        for other in also {
            assert!(ex.contains(other), "{style:?} {id}: {other} not in {ex:?}");
        }
        assert!(
            s.chosen()
                .excluded
                .iter()
                .all(|e| e.why == Exclusion::FixedLimit && e.by.id == id),
            "{style:?} {id}"
        );
    }
}

#[test]
fn os_thirteen_orphans() {
    let orphans = h("19m19p19s12345677z", "1m", SelfDraw, West);
    limit_alone(
        &orphans,
        "hk.os.thirteen_orphans",
        &["hk.os.concealed", "hk.os.self_draw", "hk.os.no_bonus"],
    );
    // Terminals and honours in pairs are Seven Pairs, not Thirteen Orphans.
    lacks(
        Old,
        &h("11m99m11p99p11s99s11z", "1z", Discard, West),
        "hk.os.thirteen_orphans",
    );
}

#[test]
fn os_hidden_treasure() {
    let treasure = h("111m222p333s444s55z", "5z", SelfDraw, East);
    limit_alone(
        &treasure,
        "hk.os.hidden_treasure",
        &["hk.os.all_pungs", "hk.os.concealed", "hk.os.self_draw"],
    );
    // A concealed kong is a concealed set.
    has(
        Old,
        &h("222p333s444s55z (1111m)", "5z", SelfDraw, East),
        "hk.os.hidden_treasure",
    );
    // On a discard: concealed 1 + all pungs 3 + no bonus tiles 1.
    let on_discard = h("111m222p333s444s55z", "5z", Discard, East);
    lacks(Old, &on_discard, "hk.os.hidden_treasure");
    assert_eq!(hk(Old, &on_discard).total(), 5);
    // Self-drawn, but waiting on a pung, not on the pair.
    lacks(
        Old,
        &h("111m222p333s444s55z", "4s", SelfDraw, East),
        "hk.os.hidden_treasure",
    );
    // A claimed pung.
    lacks(
        Old,
        &h("222p333s444s55z [111m]", "5z", SelfDraw, East),
        "hk.os.hidden_treasure",
    );
}

#[test]
fn os_all_terminals() {
    let terminals = h("11s [111m] [999m] [111p] [999p]", "1s", Discard, East);
    limit_alone(&terminals, "hk.os.all_terminals", &["hk.os.all_pungs"]);
    // An honour pair.
    lacks(
        Old,
        &h("11z [111m] [999m] [111p] [999p]", "1z", Discard, East),
        "hk.os.all_terminals",
    );
    // A chow of terminals' suit.
    lacks(
        Old,
        &h("11s [123m] [999m] [111p] [999p]", "1s", Discard, East),
        "hk.os.all_terminals",
    );
}

#[test]
fn os_nine_gates() {
    for n in 1..=9 {
        let notation = format!("1112345678999m{n}m");
        let gates = h(&notation, &format!("{n}m"), SelfDraw, East);
        limit_alone(
            &gates,
            "hk.os.nine_gates",
            &["hk.os.pure", "hk.os.concealed"],
        );
    }
    // The 13 tiles before the win were 1123456789999m: not the gates.
    lacks(
        Old,
        &h("11123456789999m", "1m", Discard, East),
        "hk.os.nine_gates",
    );
    // ... while the same tiles won on the 9 were the gates.
    has(
        Old,
        &h("11123456789999m", "9m", Discard, East),
        "hk.os.nine_gates",
    );
    // With a claimed pung the hand is not concealed.
    lacks(
        Old,
        &h("11123455678m [999m]", "5m", Discard, East),
        "hk.os.nine_gates",
    );
}

#[test]
fn os_blessing_of_heaven() {
    let flags = Flags {
        heaven: true,
        ..Flags::default()
    };
    let heaven = hand_flags("123m456p789s234s55m", "5m", SelfDraw, East, flags);
    limit_alone(
        &heaven,
        "hk.os.heaven",
        &["hk.os.all_chows", "hk.os.self_draw"],
    );
    lacks(
        Old,
        &h("123m456p789s234s55m", "5m", SelfDraw, East),
        "hk.os.heaven",
    );
    // Only East (the dealer) can have it.
    let south = Hand::from_notation(
        "123m456p789s234s55m",
        "5m",
        SelfDraw,
        Situation {
            seat_wind: South,
            flags,
            ..Situation::default()
        },
    );
    assert!(south.is_err());
}

#[test]
fn os_blessing_of_earth() {
    let flags = Flags {
        earth: true,
        ..Flags::default()
    };
    // Default reading: a non-East player wins on a discard in the first go-round.
    let on_east = discarded_by("123m456p789s234s55m", "5m", South, East, flags);
    limit_alone(
        &on_east,
        "hk.os.earth",
        &["hk.os.all_chows", "hk.os.concealed"],
    );
    let on_west = discarded_by("123m456p789s234s55m", "5m", North, West, flags);
    has(Old, &on_west, "hk.os.earth");
    lacks(
        Old,
        &h("123m456p789s234s55m", "5m", Discard, South),
        "hk.os.earth",
    );
    // Self-drawn in the first go-round is not a win on a discard.
    lacks(
        Old,
        &hand_flags("123m456p789s234s55m", "5m", SelfDraw, South, flags),
        "hk.os.earth",
    );
}

#[test]
fn option_earth_easts_first_discard() {
    let options = HkOptions {
        earth: EarthRule::EastsFirstDiscard,
        ..HkOptions::default()
    };
    let flags = Flags {
        earth: true,
        ..Flags::default()
    };
    let on_east = discarded_by("123m456p789s234s55m", "5m", South, East, flags);
    has_with(Old, &on_east, options.clone(), "hk.os.earth");
    assert_eq!(hk_with(Old, &on_east, options.clone()).total(), 10);
    let on_west = discarded_by("123m456p789s234s55m", "5m", North, West, flags);
    lacks_with(Old, &on_west, options.clone(), "hk.os.earth");
    // All chows 1 + concealed 1 + no bonus tiles 1, without the limit.
    assert_eq!(hk_with(Old, &on_west, options).total(), 3);
}

#[test]
fn os_all_eight_bonus_tiles() {
    let eight = at(
        "123m456p789s234s55m F1 F2 F3 F4 S1 S2 S3 S4",
        "5m",
        Discard,
        South,
        East,
    );
    limit_alone(
        &eight,
        "hk.os.all_bonus",
        &["hk.os.bouquet", "hk.os.own_bonus", "hk.os.round_bonus"],
    );
    let seven = at(
        "123m456p789s234s55m F1 F2 F3 F4 S1 S2 S3",
        "5m",
        Discard,
        South,
        East,
    );
    lacks(Old, &seven, "hk.os.all_bonus");
    // Seven bonus tiles: all chows 1, concealed 1, own (F2 S2) 2, round (F1 S1) 2, bouquet 3.
    assert_eq!(hk(Old, &seven).total(), 9);
}

#[test]
fn all_eight_bonus_tiles_win_without_a_complete_hand() {
    let eight = h(
        "123m456p789s234s59m F1 F2 F3 F4 S1 S2 S3 S4",
        "5m",
        SelfDraw,
        South,
    );
    let s = score(
        &eight,
        &RuleSettings::HkOldStyle(tilewise::rules::hong_kong::Hk(HkOptions::default())),
    )
    .expect("all eight bonus tiles win whatever the tiles");
    assert_eq!((counted(&s), s.total()), (vec!["hk.os.all_bonus"], 10));
}

// ---------------------------------------------------------------- adding up, limits, options

#[test]
fn compound_cap_at_10_fan() {
    // All honours 7 + all pungs 3 + dragon pungs 2 + seat wind 1 + round wind 1 + small three
    // dragons 4 + no bonus tiles 1 = 19: cut to 10. New Style adds All from Discards 3 (four
    // claimed sets, the pair on a discard): 22.
    let honours = h("77z [111z] [222z] [555z] [666z]", "7z", Discard, East);
    for (style, sum) in [(Old, 19), (New, 22)] {
        let s = hk(style, &honours);
        assert_eq!(
            (s.chosen().sum, s.total(), s.chosen().limit),
            (sum, 10, Some(LimitKind::Compound)),
            "{style:?}"
        );
        // Not a limit hand: the patterns are counted, none excluded.
        assert!(s.chosen().excluded.is_empty());
        assert!(counted(&s).contains(&"hk.os.all_honours"));
    }
    // Seven pairs of honours: all honours 7 + seven pairs 4 + concealed 1 + no bonus 1 = 13.
    let s = hk(Old, &h("11223344556677z", "7z", Discard, North));
    assert_eq!(
        (s.chosen().sum, s.total(), s.chosen().limit),
        (13, 10, Some(LimitKind::Compound))
    );
    // Exactly 10 is not cut: pure 6 + all chows 1 + concealed 1 + self-draw 1 + no bonus 1;
    // on a discard, 9.
    let s = hk(Old, &h("123m456m789m234m55m", "5m", SelfDraw, East));
    assert_eq!((s.total(), s.chosen().limit), (10, None));
    let s = hk(Old, &h("123m456m789m234m55m", "5m", Discard, East));
    assert_eq!((s.total(), s.chosen().limit), (9, None));
}

#[test]
fn limit_off_sums_without_a_cap() {
    let off = HkOptions {
        limit: false,
        ..HkOptions::default()
    };
    let honours = h("77z [111z] [222z] [555z] [666z]", "7z", Discard, East);
    let s = hk_with(Old, &honours, off.clone());
    assert_eq!((s.total(), s.chosen().limit), (19, None));
    // A limit hand counts the agreed value of a limit hand, alone.
    let orphans = h("19m19p19s12345677z", "1m", SelfDraw, West);
    let s = hk_with(Old, &orphans, off.clone());
    assert_eq!(
        (counted(&s), s.total()),
        (vec!["hk.os.thirteen_orphans"], 10)
    );
    let thirteen = HkOptions {
        limit: false,
        limit_fan: 13,
        ..HkOptions::default()
    };
    let s = hk_with(Old, &orphans, thirteen.clone());
    assert_eq!(
        (counted(&s), s.total()),
        (vec!["hk.os.thirteen_orphans"], 13)
    );
    // A limit hand is worth less than a big compound hand without a limit.
    assert!(hk_with(Old, &honours, thirteen).total() > 13);
}

#[test]
fn minimum_fan() {
    let three = HkOptions {
        minimum_fan: 3,
        ..HkOptions::default()
    };
    // No bonus tiles 1 fan: a false win with a 3-fan minimum.
    let one = h("234m456m11p [789s] [555p]", "4m", Discard, North);
    let s = hk_with(Old, &one, three.clone());
    assert_eq!(s.total(), 1);
    assert_eq!(s.verdict, Verdict::BelowMinimum { minimum: 3 });
    assert!(s.payments.entries.is_empty());
    // The default minimum is 0: the same hand wins.
    assert_eq!(hk(Old, &one).verdict, Verdict::Win);
    // All chows 1 + concealed 1 + no bonus tiles 1 = 3: enough.
    let s = hk_with(Old, &h("123m456p789s234s55m", "5m", Discard, East), three);
    assert_eq!((s.total(), s.verdict), (3, Verdict::Win));
}

#[test]
fn option_bonus_variants() {
    // Seat East, round East: Flower 1 and Season 1 are both own and round tiles; Flower 3 is
    // neither. All chows 1 + concealed 1 in every case.
    let h3 = at("123m456p789s234s55m F1 S1 F3", "5m", Discard, East, East);
    let s = hk(Old, &h3);
    assert_eq!(hit(&s, "hk.os.own_bonus"), Some((2, 2)));
    assert_eq!(hit(&s, "hk.os.round_bonus"), Some((2, 2)));
    assert_eq!(s.total(), 6, "own and round: 2 + 2");
    let each = HkOptions {
        bonus_variant: BonusVariant::EachTile,
        ..HkOptions::default()
    };
    let s = hk_with(Old, &h3, each);
    assert_eq!(hit(&s, "hk.os.bonus_tile"), Some((3, 3)));
    assert_eq!(s.total(), 5, "each bonus tile: 3");
    let together = HkOptions {
        bonus_variant: BonusVariant::OwnAndRoundTogether,
        ..HkOptions::default()
    };
    let s = hk_with(Old, &h3, together.clone());
    assert_eq!(
        s.total(),
        4,
        "own and round together: 1 for each of F1 and S1"
    );
    // When seat and round differ the two readings agree: Flower 1 round, Season 2 own.
    let h2 = at("123m456p789s234s55m F1 S2 F3", "5m", Discard, South, East);
    assert_eq!(hk(Old, &h2).total(), 4);
    assert_eq!(hk_with(Old, &h2, together).total(), 4);
}

#[test]
fn bonus_tiles_refused_when_not_in_play() {
    let flower = h("123m456p789s234s55m F1", "5m", Discard, East);
    for style in [Old, New] {
        let err = score(&flower, &settings(style, no_bonus_in_play())).unwrap_err();
        assert!(matches!(err, ScoreError::NotAllowed(_)), "{err:?}");
    }
}

#[test]
fn animals_refused() {
    let cat = h("123m456p789s234s55m A1", "5m", Discard, East);
    for style in [Old, New] {
        let err = score(&cat, &settings(style, HkOptions::default())).unwrap_err();
        assert!(matches!(err, ScoreError::NotAllowed(_)), "{err:?}");
    }
}

#[test]
fn not_a_winning_hand() {
    let h = h("123m456p789s234s56m", "5m", Discard, East);
    assert_eq!(
        score(
            &h,
            &RuleSettings::HkOldStyle(tilewise::rules::hong_kong::Hk(HkOptions::default()))
        )
        .unwrap_err(),
        ScoreError::NotComplete
    );
}
