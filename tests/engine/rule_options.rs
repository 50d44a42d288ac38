//! Rule options are range-checked when read, and payments never wrap: for any options the
//! parser accepts, what the winner receives is the sum of the entries, with no amount wrapped.

use proptest::prelude::*;
use tilewise::formats::HandFile;
use tilewise::rules::hong_kong::HkOptions;
use tilewise::rules::singapore::SgOptions;
use tilewise::rules::{OptionRange, RuleSettings, score};

/// Hands whose payments use every amount: a self-draw with a kong and a dealt bite, a discard
/// with a liable discarder, a limit hand.
const HANDS: [&str; 4] = [
    r#"(seat_wind: West, concealed: "234m678m44p789s", melds: [ExposedKong(tiles: "7777z", from: North)],
        winning_tile: "4p", win: SelfDraw, bonus: "A1 A2 F3 A3 A4", dealt_bonus: "A1 A2")"#,
    r#"(seat_wind: South, concealed: "234m678m44p789s", melds: [Pung(tiles: "777z", from: North)],
        winning_tile: "4p", win: Discard, discarder: East)"#,
    r#"(seat_wind: East, concealed: "55p", melds: [Pung(tiles: "555z", from: North),
        Pung(tiles: "666z", from: West), Pung(tiles: "777z", from: West), Pung(tiles: "111z", from: South)],
        winning_tile: "5p", win: Discard, discarder: West)"#,
    r#"(seat_wind: North, concealed: "11123456789999m", winning_tile: "9m", win: SelfDraw)"#,
];

fn with_rules(hand: &str, rules: &str) -> String {
    hand.replacen('(', &format!("(rules: {rules}, "), 1)
}

/// A number around a range: inside it, at its ends, just past them, or anywhere in `u32`.
fn around(range: OptionRange) -> impl Strategy<Value = u32> {
    prop_oneof![
        range.min..=range.max,
        Just(range.min),
        Just(range.max),
        Just(range.max.saturating_add(1)),
        Just(range.min.wrapping_sub(1)),
        any::<u32>(),
    ]
}

/// Reads each hand under `rules` and checks what the parser accepts: every payment adds up.
fn check_payments(rules: &str, in_range: bool, option_names: &[&str]) -> Result<(), TestCaseError> {
    for hand in HANDS {
        let text = with_rules(hand, rules);
        match HandFile::parse(&text) {
            Ok((file, hand)) => {
                prop_assert!(in_range, "accepted out of range: {rules}");
                let Ok(scored) = score(&hand, &file.rules) else {
                    continue;
                };
                let p = &scored.payments;
                let sum: u64 = p.entries.iter().map(|e| u64::from(e.amount)).sum();
                prop_assert_eq!(u64::from(p.winner_receives()), sum, "{}", rules);
                for e in p.entries.iter().chain(&p.instant) {
                    // Far below the top of u32: nothing came near wrapping.
                    prop_assert!(e.amount < u32::MAX / 4, "{} pays {}", rules, e.amount);
                }
                let instant: u64 = p.instant.iter().map(|e| u64::from(e.amount)).sum();
                prop_assert!(instant < u64::from(u32::MAX));
            }
            Err(e) => {
                let message = e.to_string();
                if in_range {
                    // Hands that do not read for other reasons are not this test's concern.
                    prop_assert!(!message.contains("allowed:"), "{rules}: {message}");
                } else {
                    prop_assert!(message.contains("allowed:"), "{rules}: {message}");
                    prop_assert!(
                        option_names.iter().any(|n| message.contains(n)),
                        "{rules}: {message}"
                    );
                }
            }
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn singapore_options_are_checked_and_payments_add_up(
        limit in around(SgOptions::LIMIT),
        minimum in around(SgOptions::MINIMUM),
        extra in around(SgOptions::SELF_DRAW_EXTRA),
        exposed in around(SgOptions::EXPOSED_KONG),
        concealed in around(SgOptions::CONCEALED_KONG),
        bite in around(SgOptions::BITE),
        animals in around(SgOptions::FOUR_ANIMALS),
        shooter in any::<bool>(),
    ) {
        let values = [
            (SgOptions::LIMIT, limit),
            (SgOptions::MINIMUM, minimum),
            (SgOptions::SELF_DRAW_EXTRA, extra),
            (SgOptions::EXPOSED_KONG, exposed),
            (SgOptions::CONCEALED_KONG, concealed),
            (SgOptions::BITE, bite),
            (SgOptions::FOUR_ANIMALS, animals),
        ];
        let in_range = values.iter().all(|(r, v)| (r.min..=r.max).contains(v));
        let names: Vec<&str> = values
            .iter()
            .filter(|(r, v)| !(r.min..=r.max).contains(v))
            .map(|(r, _)| r.option)
            .collect();
        let rules = format!(
            "Singapore(limit: {limit}, minimum: {minimum}, self_draw_extra: {extra}, \
             shooter_pays: {shooter}, instant: (exposed_kong: {exposed}, \
             concealed_kong: {concealed}, bite: {bite}, four_animals: {animals}))"
        );
        check_payments(&rules, in_range, &names)?;
    }

    #[test]
    fn hong_kong_options_are_checked_and_payments_add_up(
        minimum in around(HkOptions::MINIMUM_FAN),
        limit_fan in around(HkOptions::LIMIT_FAN),
        limit in any::<bool>(),
        new_style in any::<bool>(),
    ) {
        let values = [(HkOptions::MINIMUM_FAN, minimum), (HkOptions::LIMIT_FAN, limit_fan)];
        let in_range = values.iter().all(|(r, v)| (r.min..=r.max).contains(v));
        let names: Vec<&str> = values
            .iter()
            .filter(|(r, v)| !(r.min..=r.max).contains(v))
            .map(|(r, _)| r.option)
            .collect();
        let style = if new_style { "HkNewStyle" } else { "HkOldStyle" };
        let rules = format!("{style}(minimum_fan: {minimum}, limit: {limit}, limit_fan: {limit_fan})");
        check_payments(&rules, in_range, &names)?;
    }
}

#[test]
fn a_self_draw_extra_of_u32_max_is_refused_naming_the_option_and_its_range() {
    let text = with_rules(HANDS[0], "Singapore(self_draw_extra: 4294967295)");
    let message = HandFile::parse(&text).unwrap_err().to_string();
    assert!(
        message.contains("self_draw_extra") && message.contains("allowed: 0 to 1000"),
        "{message}"
    );
    // At the top of its range it is paid in full by each player.
    let text = with_rules(HANDS[0], "Singapore(self_draw_extra: 1000)");
    let (file, hand) = HandFile::parse(&text).unwrap();
    let scored = score(&hand, &file.rules).unwrap();
    for e in &scored.payments.entries {
        assert!(e.amount > 1000, "{e:?}");
    }
}

#[test]
fn every_reader_of_rules_checks_them() {
    // A game record's header and a wall's-end file carry rules too.
    let record = include_str!("../../replays/zj-short-demo.ron")
        .replace("rules: ZungJung(),", "rules: HkOldStyle(limit_fan: 99),");
    let e = tilewise::formats::game_record::parse_record(&record)
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("limit_fan: 99") && e.contains("allowed: 8 to 13"),
        "{e}"
    );
    let rules = tilewise::ron_text::parse_ron::<RuleSettings>("Singapore(limit: 0)");
    let e = rules.unwrap_err().to_string();
    assert!(e.contains("limit") && e.contains("allowed: 1 to 20"), "{e}");
    // The defaults of every system are in range.
    for id in RuleSettings::IDS {
        assert_eq!(RuleSettings::from_id(id).map(|r| r.check()), Some(Ok(())));
    }
}

#[test]
fn the_hands_of_the_property_are_paid_wins_under_each_system() {
    for rules in ["Singapore()", "HkOldStyle()", "HkNewStyle(limit: false)"] {
        // Animals are Singapore's alone.
        let skip = usize::from(!rules.starts_with("Singapore"));
        for hand in &HANDS[skip..] {
            let (file, hand) = HandFile::parse(&with_rules(hand, rules)).unwrap();
            let scored = score(&hand, &file.rules).unwrap();
            assert!(scored.payments.winner_receives() > 0, "{rules}: {hand:?}");
        }
    }
}
