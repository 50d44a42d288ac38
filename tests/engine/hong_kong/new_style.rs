//! Hong Kong New Style patterns, payments, and the same hands under three systems side by side.

use super::*;

// ---------------------------------------------------------------- New Style patterns

#[test]
fn ns_pair_258() {
    for pair in ["22m", "55p", "88s"] {
        let notation = format!("123m456p789s234s{pair}");
        let winning = &pair[1..];
        has_ns(&h(&notation, winning, Discard, East), "hk.ns.pair_258");
    }
    lacks(
        New,
        &h("123m456p789s234s33m", "3m", Discard, East),
        "hk.ns.pair_258",
    );
    lacks(
        New,
        &h("123m456p789s234s55z", "5z", Discard, East),
        "hk.ns.pair_258",
    );
}

#[test]
fn ns_old_and_young() {
    let s = hk(New, &h("123m789m456p234s55z", "5z", Discard, East));
    assert_eq!(hit(&s, "hk.ns.old_young"), Some((1, 1)));
    has_ns(
        &h("123m789m456p234s55z", "5z", Discard, East),
        "hk.ns.old_young",
    );
    lacks(
        New,
        &h("123m789p456p234s55z", "5z", Discard, East),
        "hk.ns.old_young",
    );
}

#[test]
fn ns_two_suits() {
    has_ns(
        &h("123m456m789p11z [555z]", "1z", Discard, East),
        "hk.ns.two_suits",
    );
    has_ns(
        &h("123m456m789p234p55p", "5p", Discard, East),
        "hk.ns.two_suits",
    );
    // One suit, or three.
    lacks(
        New,
        &h("123m456m789m11z [555z]", "1z", Discard, East),
        "hk.ns.two_suits",
    );
    lacks(
        New,
        &h("123m456p789s11z [555z]", "1z", Discard, East),
        "hk.ns.two_suits",
    );
}

#[test]
fn ns_small_four_in_one() {
    // 222m + 234m: all four 2m, three in the pung and one in the chow.
    let s = hk(New, &h("222m234m567p789s11z", "5p", Discard, East));
    assert_eq!(hit(&s, "hk.ns.small_four_in_one"), Some((1, 1)));
    has_ns(
        &h("222m234m567p789s11z", "5p", Discard, East),
        "hk.ns.small_four_in_one",
    );
    lacks(
        New,
        &h("222m345m567p789s11z", "5p", Discard, East),
        "hk.ns.small_four_in_one",
    );
}

#[test]
fn ns_two_identical_chows() {
    let s = hk(New, &h("123m123m456p789s11z", "1z", Discard, East));
    assert_eq!(hit(&s, "hk.ns.double_chow"), Some((1, 2)));
    has_ns(
        &h("123m123m456p789s11z", "1z", Discard, East),
        "hk.ns.double_chow",
    );
    lacks(
        New,
        &h("123m123p456p789s11z", "1z", Discard, East),
        "hk.ns.double_chow",
    );
}

#[test]
fn ns_three_identical_chows_replace_two() {
    // Three 345m chows (one claimed), so no other reading: 345 345 345 + 234s + 66p.
    let triple = h("345m345m66p [345m] [234s]", "4m", Discard, South);
    let s = hk(New, &triple);
    assert_eq!(hit(&s, "hk.ns.triple_chow"), Some((1, 6)));
    assert_eq!(hit(&s, "hk.ns.double_chow"), None);
    let replaced = s
        .chosen()
        .excluded
        .iter()
        .find(|e| e.hit.pattern.id == "hk.ns.double_chow")
        .expect("Two Identical Chows listed as excluded");
    assert_eq!(
        (replaced.by.id, replaced.why),
        ("hk.ns.triple_chow", Exclusion::SameSeries)
    );
    // All chows 1 + three identical chows 6 + no bonus tiles 1 = 8 (three suits, pair 6p).
    assert_eq!(s.total(), 8);
    has_ns(&triple, "hk.ns.triple_chow");
    lacks(
        New,
        &h("345m345m66p [456m] [234s]", "4m", Discard, South),
        "hk.ns.triple_chow",
    );
}

#[test]
fn ns_four_in_one() {
    // 234m 234m + 22m pair: all four 2m, two in chows, two in the pair.
    let s = hk(New, &h("22223344m567p789s", "5p", Discard, East));
    assert_eq!(hit(&s, "hk.ns.four_in_one"), Some((1, 2)));
    has_ns(
        &h("22223344m567p789s", "5p", Discard, East),
        "hk.ns.four_in_one",
    );
    lacks(
        New,
        &h("223344m55m567p789s", "5p", Discard, East),
        "hk.ns.four_in_one",
    );
}

#[test]
fn ns_twelve_exposed() {
    // Four claimed sets, the pair self-drawn: All from Discards does not apply.
    let drawn = h("55m [123p] [456s] [777m] [999s]", "5m", SelfDraw, East);
    let s = hk(New, &drawn);
    assert_eq!(hit(&s, "hk.ns.twelve_exposed"), Some((1, 2)));
    has_ns(&drawn, "hk.ns.twelve_exposed");
    // A claimed kong is a claimed set.
    has_ns(
        &h("55m [123p] [456s] [7777m] [999s]", "5m", SelfDraw, East),
        "hk.ns.twelve_exposed",
    );
    // A concealed kong is not.
    lacks(
        New,
        &h("55m [123p] [456s] [777m] (9999s)", "5m", SelfDraw, East),
        "hk.ns.twelve_exposed",
    );
    // Three claimed sets.
    lacks(
        New,
        &h("55m999s [123p] [456s] [777m]", "5m", SelfDraw, East),
        "hk.ns.twelve_exposed",
    );
}

#[test]
fn ns_all_from_discards_replaces_twelve_exposed() {
    let on_discard = h("55m [123p] [456s] [777m] [999s]", "5m", Discard, East);
    let s = hk(New, &on_discard);
    assert_eq!(hit(&s, "hk.ns.all_discards"), Some((1, 3)));
    assert!(hit(&s, "hk.ns.twelve_exposed").is_none());
    // Pair 5m 1 + two suits? no (m, p, s) + no bonus 1 + all from discards 3 = 5.
    assert_eq!(s.total(), 5);
    has_ns(&on_discard, "hk.ns.all_discards");
    // Self-drawn pair: not from discards.
    lacks(
        New,
        &h("55m [123p] [456s] [777m] [999s]", "5m", SelfDraw, East),
        "hk.ns.all_discards",
    );
    // Three claimed sets.
    lacks(
        New,
        &h("55m999s [123p] [456s] [777m]", "5m", Discard, East),
        "hk.ns.all_discards",
    );
}

#[test]
fn option_all_discards_with_twelve_exposed() {
    let both = HkOptions {
        all_discards_replaces_twelve_exposed: false,
        ..HkOptions::default()
    };
    let on_discard = h("55m [123p] [456s] [777m] [999s]", "5m", Discard, East);
    let s = hk_with(New, &on_discard, both);
    assert_eq!(hit(&s, "hk.ns.all_discards"), Some((1, 3)));
    assert_eq!(hit(&s, "hk.ns.twelve_exposed"), Some((1, 2)));
    assert_eq!(s.total(), 7);
}

#[test]
fn ns_open_snake() {
    let open = h("123m456m234p11z [789m]", "1z", Discard, East);
    let s = hk(New, &open);
    assert_eq!(hit(&s, "hk.ns.open_snake"), Some((1, 2)));
    assert!(hit(&s, "hk.ns.hidden_snake").is_none());
    has_ns(&open, "hk.ns.open_snake");
    // Not of one suit.
    lacks(
        New,
        &h("123m456m234p11z [789s]", "1z", Discard, East),
        "hk.ns.open_snake",
    );
    // Concealed: the hidden snake instead.
    lacks(
        New,
        &h("123m456m789m234p11z", "1z", Discard, East),
        "hk.ns.open_snake",
    );
}

#[test]
fn ns_open_snake_needs_a_claimed_snake_chow() {
    // 123m 456m 789m all concealed, the claimed set is the dragon pung.
    let other_claimed = h("123m456m789m11z [555z]", "1z", Discard, East);
    lacks(New, &other_claimed, "hk.ns.open_snake");
}

#[test]
fn ns_hidden_snake() {
    // Concealed, won on a discard.
    let hidden = h("123m456m789m234p11z", "1z", Discard, East);
    let s = hk(New, &hidden);
    assert_eq!(hit(&s, "hk.ns.hidden_snake"), Some((1, 3)));
    has_ns(&hidden, "hk.ns.hidden_snake");
    lacks(
        New,
        &h("123m456m234p11z [789m]", "1z", Discard, East),
        "hk.ns.hidden_snake",
    );
    lacks(
        New,
        &h("123m456m789p234p11z", "1z", Discard, East),
        "hk.ns.hidden_snake",
    );
}

#[test]
fn ns_five_gates() {
    let gates = h("123m456p789s111z55z", "5z", Discard, South);
    let s = hk(New, &gates);
    assert_eq!(hit(&s, "hk.ns.five_gates"), Some((1, 3)));
    has_ns(&gates, "hk.ns.five_gates");
    // The dragon is the pung, the wind the pair.
    has_ns(
        &h("123m456p789s22z [555z]", "2z", Discard, South),
        "hk.ns.five_gates",
    );
    // Two winds, no dragon.
    lacks(
        New,
        &h("123m456p789s111z22z", "2z", Discard, South),
        "hk.ns.five_gates",
    );
    // No bamboo.
    lacks(
        New,
        &h("123m456p789p111z55z", "5z", Discard, South),
        "hk.ns.five_gates",
    );
}

#[test]
fn ns_only_1_to_5() {
    let low = h("123m345p234s555s11m", "1m", Discard, East);
    let s = hk(New, &low);
    assert_eq!(hit(&s, "hk.ns.only_1_5"), Some((1, 3)));
    has_ns(&low, "hk.ns.only_1_5");
    lacks(
        New,
        &h("123m345p234s666s11m", "1m", Discard, East),
        "hk.ns.only_1_5",
    );
    // No honours (the digest's default reading).
    lacks(
        New,
        &h("123m345p234s11z [555z]", "1z", Discard, East),
        "hk.ns.only_1_5",
    );
}

#[test]
fn ns_only_3_to_7() {
    let mid = h("345m567p345s777s33m", "3m", Discard, East);
    has_ns(&mid, "hk.ns.only_3_7");
    assert_eq!(hit(&hk(New, &mid), "hk.ns.only_3_7"), Some((1, 3)));
    lacks(
        New,
        &h("234m567p345s777s33m", "3m", Discard, East),
        "hk.ns.only_3_7",
    );
    lacks(
        New,
        &h("345m567p345s33m [777z]", "3m", Discard, East),
        "hk.ns.only_3_7",
    );
}

#[test]
fn ns_only_5_to_9() {
    let high = h("567m789p567s999s55m", "5m", Discard, East);
    has_ns(&high, "hk.ns.only_5_9");
    assert_eq!(hit(&hk(New, &high), "hk.ns.only_5_9"), Some((1, 3)));
    lacks(
        New,
        &h("456m789p567s999s55m", "5m", Discard, East),
        "hk.ns.only_5_9",
    );
    lacks(
        New,
        &h("567m789p567s55m [222z]", "5m", Discard, East),
        "hk.ns.only_5_9",
    );
}

#[test]
fn option_ranges_with_honours() {
    let with_honours = HkOptions {
        ranges_without_honours: false,
        ..HkOptions::default()
    };
    let low = h("123m345p234s11z [555z]", "1z", Discard, East);
    has_with(New, &low, with_honours.clone(), "hk.ns.only_1_5");
    let mid = h("345m567p345s33m [777z]", "3m", Discard, East);
    has_with(New, &mid, with_honours.clone(), "hk.ns.only_3_7");
    let high = h("567m789p567s55m [222z]", "5m", Discard, East);
    has_with(New, &high, with_honours.clone(), "hk.ns.only_5_9");
    // Honours allowed, but still only suit tiles of the range.
    lacks_with(
        New,
        &h("123m345p456s11z [555z]", "1z", Discard, East),
        with_honours,
        "hk.ns.only_1_5",
    );
}

#[test]
fn ns_five_corners() {
    let corners = h("123m789m123p999s11s", "1s", Discard, East);
    let s = hk(New, &corners);
    assert_eq!(hit(&s, "hk.ns.five_corners"), Some((1, 3)));
    has_ns(&corners, "hk.ns.five_corners");
    // One chow without a terminal.
    lacks(
        New,
        &h("123m789m234p999s11s", "1s", Discard, East),
        "hk.ns.five_corners",
    );
    // An honour pair is not a terminal.
    lacks(
        New,
        &h("123m789m123p999s11z", "1z", Discard, East),
        "hk.ns.five_corners",
    );
}

#[test]
fn ns_walking_pungs() {
    let walking = h("11z [111m] [222m] [333m] [678p]", "1z", Discard, South);
    let s = hk(New, &walking);
    assert_eq!(hit(&s, "hk.ns.walking_pungs"), Some((1, 4)));
    has_ns(&walking, "hk.ns.walking_pungs");
    lacks(
        New,
        &h("11z [111m] [222m] [444m] [678p]", "1z", Discard, South),
        "hk.ns.walking_pungs",
    );
    // Consecutive numbers in different suits.
    lacks(
        New,
        &h("11z [111m] [222p] [333m] [678p]", "1z", Discard, South),
        "hk.ns.walking_pungs",
    );
}

#[test]
fn ns_matching_pungs() {
    let matching = h("222s789s11z [222m] [222p]", "1z", Discard, South);
    let s = hk(New, &matching);
    assert_eq!(hit(&s, "hk.ns.matching_pungs"), Some((1, 4)));
    has_ns(&matching, "hk.ns.matching_pungs");
    // A pair in the third suit.
    lacks(
        New,
        &h("22s789s [222m] [222p] [555z]", "2s", Discard, South),
        "hk.ns.matching_pungs",
    );
}

#[test]
fn ns_big_four_in_one() {
    // 345 456 567 of one suit (the engine's documented reading of the sheet's example).
    let shifted = h("345m456m567m66p [234s]", "6p", Discard, South);
    let s = hk(New, &shifted);
    assert_eq!(hit(&s, "hk.ns.big_four_in_one"), Some((1, 6)));
    has_ns(&shifted, "hk.ns.big_four_in_one");
    lacks(
        New,
        &h("345m456m678m66p [234s]", "6p", Discard, South),
        "hk.ns.big_four_in_one",
    );
    lacks(
        New,
        &h("345m456p567m66p [234s]", "6p", Discard, South),
        "hk.ns.big_four_in_one",
    );
}

#[test]
fn option_big_four_in_one_four_copies_in_chows() {
    let copies = HkOptions {
        big_four_in_one: BigFourInOne::FourCopiesInChows,
        ..HkOptions::default()
    };
    // All four 5m in chows: 345 345 456 567.
    let four = h("345m345m456m567m99p", "9p", Discard, South);
    has_with(New, &four, copies.clone(), "hk.ns.big_four_in_one");
    // 345 456 567 uses only three 5m: not under this reading.
    let shifted = h("345m456m567m66p [234s]", "6p", Discard, South);
    lacks_with(New, &shifted, copies.clone(), "hk.ns.big_four_in_one");
    // Four 5m, two in chows and two in the pair.
    lacks_with(
        New,
        &h("345m456m55m789p [234s]", "7p", Discard, South),
        copies,
        "hk.ns.big_four_in_one",
    );
}

#[test]
fn ns_one_number() {
    let twos = h("222m234p123s22s [234m]", "2s", Discard, South);
    let s = hk(New, &twos);
    assert_eq!(hit(&s, "hk.ns.one_number"), Some((1, 6)));
    has_ns(&twos, "hk.ns.one_number");
    lacks(
        New,
        &h("222m234p123s33s [234m]", "3s", Discard, South),
        "hk.ns.one_number",
    );
    // An honour set has no number.
    lacks(
        New,
        &h("222m234p22s [234m] [555z]", "2s", Discard, South),
        "hk.ns.one_number",
    );
}

#[test]
fn ns_three_numbers() {
    // The sheet's example: 222, 123, 123, EEE, GG.
    let three = h("222m123p123s111z66z", "6z", Discard, South);
    let s = hk(New, &three);
    assert_eq!(hit(&s, "hk.ns.three_numbers"), Some((1, 6)));
    has_ns(&three, "hk.ns.three_numbers");
    lacks(
        New,
        &h("222m123p234s111z66z", "6z", Discard, South),
        "hk.ns.three_numbers",
    );
}

#[test]
fn old_style_has_no_new_style_patterns() {
    let hands = [
        h("123m456m234p11z [789m]", "1z", Discard, East),
        h("22223344m567p789s", "5p", Discard, East),
        h("55m [123p] [456s] [777m] [999s]", "5m", Discard, East),
        h("345m456m567m66p [234s]", "6p", Discard, South),
        h("222m123p123s111z66z", "6z", Discard, South),
        h("123m789m123p999s11s", "1s", Discard, East),
    ];
    for hand in &hands {
        let s = hk(Old, hand);
        no_new_style_in_old(&s);
        assert!(
            hk(New, hand).total() > s.total(),
            "{}",
            s.chosen().arrangement.describe()
        );
    }
}

#[test]
fn every_pattern_is_tested_here() {
    const TESTED: &[&str] = &[
        "hk.os.all_chows",
        "hk.os.concealed",
        "hk.os.self_draw",
        "hk.os.last_tile",
        "hk.os.replacement",
        "hk.os.dragon_pung",
        "hk.os.seat_wind",
        "hk.os.round_wind",
        "hk.os.no_bonus",
        "hk.os.own_bonus",
        "hk.os.round_bonus",
        "hk.os.bonus_tile",
        "hk.os.all_pungs",
        "hk.os.clean",
        "hk.os.bouquet",
        "hk.os.kong_on_kong",
        "hk.os.all_pairs",
        "hk.os.small_dragons",
        "hk.os.small_winds",
        "hk.os.big_dragons",
        "hk.os.pure",
        "hk.os.all_honours",
        "hk.os.thirteen_orphans",
        "hk.os.hidden_treasure",
        "hk.os.all_terminals",
        "hk.os.nine_gates",
        "hk.os.heaven",
        "hk.os.earth",
        "hk.os.all_bonus",
        "hk.ns.pair_258",
        "hk.ns.old_young",
        "hk.ns.two_suits",
        "hk.ns.small_four_in_one",
        "hk.ns.double_chow",
        "hk.ns.four_in_one",
        "hk.ns.twelve_exposed",
        "hk.ns.open_snake",
        "hk.ns.hidden_snake",
        "hk.ns.five_gates",
        "hk.ns.only_1_5",
        "hk.ns.only_3_7",
        "hk.ns.only_5_9",
        "hk.ns.five_corners",
        "hk.ns.all_discards",
        "hk.ns.walking_pungs",
        "hk.ns.matching_pungs",
        "hk.ns.triple_chow",
        "hk.ns.big_four_in_one",
        "hk.ns.one_number",
        "hk.ns.three_numbers",
    ];
    let mut ids: Vec<&str> = OLD_STYLE
        .iter()
        .chain(NEW_STYLE.iter())
        .map(|p| p.def.id)
        .collect();
    ids.sort();
    let mut tested = TESTED.to_vec();
    tested.sort();
    assert_eq!(ids, tested);
    assert!(OLD_STYLE.iter().all(|p| p.def.id.starts_with("hk.os.")));
    assert!(NEW_STYLE.iter().all(|p| p.def.id.starts_with("hk.ns.")));
}

// ---------------------------------------------------------------- payments

#[test]
fn payments_follow_the_table() {
    let seat = |discarder| Situation {
        seat_wind: South,
        discarder: Some(discarder),
        ..Situation::default()
    };
    let amounts = |s: &Scored| -> Vec<(PayerRole, u32)> {
        s.payments
            .entries
            .iter()
            .map(|p| (p.role, p.amount))
            .collect()
    };
    // 0 fan on a discard: the discarder 2, each other 1; the winner +4.
    let chicken =
        Hand::from_notation("234m456m11p [789s] [555p]", "4m", Discard, seat(West)).unwrap();
    let s = hk_with(Old, &chicken, no_bonus_in_play());
    assert_eq!(s.total(), 0);
    assert_eq!(
        amounts(&s),
        vec![
            (PayerRole::Discarder, 2),
            (PayerRole::NonDiscarder, 1),
            (PayerRole::NonDiscarder, 1)
        ]
    );
    assert_eq!(s.payments.winner_receives(), 4);
    // 3 fan on a discard: 16, 8, 8; the winner +32.
    let three = Hand::from_notation("123m456p789s234s55m", "5m", Discard, seat(East)).unwrap();
    let s = hk(Old, &three);
    assert_eq!(s.total(), 3);
    assert_eq!(s.payments.winner_receives(), 32);
    // 1 fan self-drawn: each pays 4; the winner +12. East pays no double.
    let one = h("234m456m11p [789s] [555p]", "4m", SelfDraw, South);
    let s = hk_with(Old, &one, no_bonus_in_play());
    assert_eq!(s.total(), 1);
    assert!(s.payments.entries.iter().all(|p| p.amount == 4));
    assert_eq!(s.payments.winner_receives(), 12);
    // 4–6 fan: 32 from the discarder; 7–9: 64; 10 and limit: 128, self-drawn 384 in all.
    let five = h("111m222p333s444s55z", "5z", Discard, East);
    let s = hk(Old, &five);
    assert_eq!((s.total(), s.payments.entries[0].amount), (5, 32));
    let treasure = h("111m222p333s444s55z", "5z", SelfDraw, East);
    let s = hk(Old, &treasure);
    assert_eq!(s.payments.winner_receives(), 384);
    // Without a limit the unit keeps doubling: 19 fan, 2^20 from the discarder.
    let off = HkOptions {
        limit: false,
        ..HkOptions::default()
    };
    let honours = h("77z [111z] [222z] [555z] [666z]", "7z", Discard, East);
    let s = hk_with(Old, &honours, off);
    assert_eq!(s.payments.entries[0].amount, 1 << 20);
}

// ---------------------------------------------------------------- three systems side by side

struct Same {
    notation: &'static str,
    winning: &'static str,
    win: WinMethod,
    seat: Wind,
    round: Wind,
    zung_jung: u32,
    old_style: u32,
    new_style: u32,
}

#[allow(clippy::too_many_arguments)]
const fn same(
    notation: &'static str,
    winning: &'static str,
    win: WinMethod,
    seat: Wind,
    round: Wind,
    zung_jung: u32,
    old_style: u32,
    new_style: u32,
) -> Same {
    Same {
        notation,
        winning,
        win,
        seat,
        round,
        zung_jung,
        old_style,
        new_style,
    }
}

#[test]
fn same_hands_under_zung_jung_and_hong_kong() {
    // Zung Jung: default options (bonus tiles off, so none of these hands holds one).
    // Hong Kong: default options, bonus tiles in play, so each hand has No Bonus Tiles (+1)
    // unless it is a limit hand.
    let table = [
        // ZJ all sequences 5 + concealed 5 = 10. HK all chows 1 + concealed 1 + no bonus 1 = 3;
        // New Style adds the 2-5-8 pair (5m) = 4.
        same("123m456p789s234s55m", "5m", Discard, East, East, 10, 3, 4),
        // ZJ value honour (dragon) 10. HK dragon pung 1 + no bonus 1 = 2; nothing new.
        same(
            "123m456p789s11p [555z]",
            "1p",
            Discard,
            East,
            East,
            10,
            2,
            2,
        ),
        // ZJ all honours 320 + small three dragons 40 + value honours 3×10 + all triplets 30
        // (+ mixed greater terminals 100) > 320: 320. HK 19 fan (all honours 7, all pungs 3,
        // dragon pungs 2, seat and round wind 2, small dragons 4, no bonus 1): cut to 10;
        // New Style 22 (all from discards 3): cut to 10.
        same(
            "77z [111z] [222z] [555z] [666z]",
            "7z",
            Discard,
            East,
            East,
            320,
            10,
            10,
        ),
        // Nine Gates: ZJ 480 (fixed limit); HK a limit hand, 10.
        same("11123455678999m", "5m", SelfDraw, East, East, 480, 10, 10),
        // Thirteen orphans: ZJ 160 (self-draw has no value in ZJ); HK limit 10.
        same(
            "19m19p19s12345677z",
            "1m",
            SelfDraw,
            West,
            East,
            160,
            10,
            10,
        ),
        // ZJ two identical sequences 10 + all sequences 5 = 15. HK all chows 1 + no bonus 1 = 2;
        // New Style two identical chows 2 = 4 (three suits: not Two Suits).
        same(
            "234p234p678s99s [567m]",
            "9s",
            Discard,
            East,
            East,
            15,
            2,
            4,
        ),
        // ZJ pure lesser terminals 50 + two identical 10 + all seq 5 + concealed 5 = 70.
        // HK all chows 1 + concealed 1 + no bonus 1 = 3; New Style two suits 1, two identical
        // chows 2, five corners 3, old and young (123m 789m) 1 = 10.
        same("123m123m789m789p99p", "7p", Discard, South, East, 70, 3, 10),
        // ZJ no terminals 5. HK no bonus 1; New Style 2-5-8 pair (5p) = 2.
        same(
            "234m567p345s55p [666s]",
            "5p",
            Discard,
            North,
            East,
            5,
            1,
            2,
        ),
        // ZJ mixed lesser terminals 40 + value honour (White; South is not West's) 10 = 50.
        // HK dragon pung 1 + no bonus 1 = 2; New Style five gates 3 and all from discards 3
        // (four claimed sets, the pair on a discard) = 8.
        same(
            "11s [123m] [999p] [555z] [222z]",
            "1s",
            Discard,
            West,
            East,
            50,
            2,
            8,
        ),
        // ZJ four concealed triplets 125 + all triplets 30 + concealed 5 = 160.
        // HK Hidden Treasure (self-drawn, on the pair): limit 10.
        same(
            "111m222p333s444s55z",
            "5z",
            SelfDraw,
            East,
            East,
            160,
            10,
            10,
        ),
        // The same on a discard: ZJ still 160 (the pungs were all concealed before the pair).
        // HK no Hidden Treasure: concealed 1 + all pungs 3 + no bonus 1 = 5.
        same("111m222p333s444s55z", "5z", Discard, East, East, 160, 5, 5),
        // ZJ nine-tile straight 40 + all seq 5 + concealed 5 = 50. HK all chows 1 + concealed
        // 1 + no bonus 1 = 3; New Style hidden snake 3, two suits 1, old and young 1 = 8.
        same("123p456p789p234s55z", "5z", Discard, East, East, 50, 3, 8),
        // ZJ all honours 320 + seven pairs 30: 320. HK all honours 7 + seven pairs 4 + concealed
        // 1 + no bonus 1 = 13: cut to 10.
        same("11223344556677z", "7z", Discard, North, East, 320, 10, 10),
        // ZJ seven pairs 30. HK seven pairs 4 + concealed 1 + no bonus 1 = 6; nothing new.
        same("2255m3377p1199s66z", "6z", Discard, West, East, 30, 6, 6),
        // ZJ chicken hand 1 (self-draw has no value). HK self-draw 1 + no bonus 1 = 2.
        same(
            "234m456m11p [789s] [555p]",
            "4m",
            SelfDraw,
            North,
            East,
            1,
            2,
            2,
        ),
        // ZJ three similar triplets 120 + two concealed triplets 5 = 125. HK no bonus 1;
        // New Style matching pungs 4 = 5.
        same(
            "222m222p99p [222s] [345m]",
            "9p",
            Discard,
            East,
            East,
            125,
            1,
            5,
        ),
        // Seat West in a South round, South pung: ZJ gives the round wind no value, chicken 1.
        // HK round wind 1 + no bonus 1 = 2.
        same(
            "123m456p789s11p [222z]",
            "1p",
            Discard,
            West,
            South,
            1,
            2,
            2,
        ),
    ];
    for row in &table {
        let hand = at(row.notation, row.winning, row.win, row.seat, row.round);
        let zj = score(&hand, &RuleSettings::default()).unwrap();
        let old = hk(Old, &hand);
        let new = hk(New, &hand);
        assert_eq!(
            (zj.total(), old.total(), new.total()),
            (row.zung_jung, row.old_style, row.new_style),
            "{} +{}: ZJ {:?} / OS {:?} / NS {:?}",
            row.notation,
            row.winning,
            counted(&zj),
            counted(&old),
            counted(&new)
        );
    }
}
