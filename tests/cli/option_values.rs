//! Bad numbers through the command line: `tilewise check` (a record's header and penalty, a
//! drill set's rules), `tilewise settle` (a Sichuan kong amount) and `tilewise score` (a hand
//! file's options) name the field, the value and its range with the line, in en, ru and pl.

use crate::common;
use common::{stderr, stdout, tilewise};

const RECORD: &str = include_str!("../../replays/zj-short-demo.ron");
const WALL_END: &str = include_str!("../../docs/examples/wall-end/ready-and-not-ready.ron");
const BAD: [(&str, &str); 5] = [
    ("-1", "-1"),
    ("1.5", "1.5"),
    ("1e3", "1000"),
    ("NaN", "NaN"),
    ("4294967296", "4294967296"),
];

/// How a refusal reads in each language: the place word, then the option's words.
fn refusal(lang: &str, option: &str, value: &str, min: u32, max: u32) -> (String, String) {
    match lang {
        "ru" => (
            "строка".into(),
            format!("{option}: значение {value} недопустимо (допустимо: от {min} до {max})"),
        ),
        "pl" => (
            "wiersz".into(),
            format!("{option}: wartość {value} jest niedozwolona (dozwolone: od {min} do {max})"),
        ),
        _ => (
            "line".into(),
            format!("{option}: {value} is not allowed (allowed: {min} to {max})"),
        ),
    }
}

#[test]
fn check_names_a_bad_header_option_and_penalty_in_every_language() {
    for lang in ["en", "ru", "pl"] {
        for (written, shown) in BAD {
            let header = RECORD.replace(
                "rules: ZungJung(),",
                &format!("rules: HkOldStyle(limit_fan: {written}),"),
            );
            let penalty = RECORD.replace(
                "Win(seat: South, score: 10),",
                &format!("Win(seat: South, score: 10),\nPenalty(seat: North, amount: {written}),"),
            );
            let set = format!("(title: \"Club\", rules: Singapore(limit: {written}), hands: [])");
            for (text, option, min, max) in [
                (header, "limit_fan", 8, 13),
                (penalty, "amount", 1, 10000),
                (set, "limit", 1, 20),
            ] {
                // `1e3` is a penalty of 1000, in its range.
                if shown.parse().is_ok_and(|n: u32| (min..=max).contains(&n)) {
                    continue;
                }
                let o = tilewise(&["check", "--lang", lang, "-"], Some(&text));
                assert_eq!(o.status.code(), Some(2), "{lang} {written}: unreadable");
                let said = stdout(&o);
                let (place, words) = refusal(lang, option, shown, min, max);
                assert!(
                    said.contains(&place) && said.contains(&words),
                    "{lang} {written}: {said}"
                );
                let o = tilewise(&["check", "--json", "--lang", lang, "-"], Some(&text));
                let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
                let error = v["error"].as_str().unwrap_or_default();
                assert!(error.contains(&words), "{lang} {written}: {v}");
            }
        }
    }
}

#[test]
fn settle_and_score_name_a_bad_amount_and_option() {
    for lang in ["en", "ru", "pl"] {
        for (written, shown) in BAD.into_iter().chain([("4294967295", "4294967295")]) {
            let text = WALL_END.replacen("amount: 2", &format!("amount: {written}"), 1);
            let o = tilewise(&["settle", "--lang", lang, "-"], Some(&text));
            assert_eq!(o.status.code(), Some(1), "{lang} {written}");
            let (place, words) = refusal(lang, "amount", shown, 1, 100);
            let said = stderr(&o);
            assert!(
                said.contains(&place) && said.contains(&words),
                "{lang} {written}: {said}"
            );
        }
        let hand = r#"(rules: Singapore(instant: (exposed_kong: 4294967296)), seat_wind: West,
            concealed: "234m678m44p789s", melds: [ExposedKong(tiles: "7777z", from: North)],
            winning_tile: "4p", win: SelfDraw)"#;
        let o = tilewise(&["score", "--lang", lang, "-"], Some(hand));
        assert_eq!(o.status.code(), Some(1), "{lang}");
        let (place, words) = refusal(lang, "instant.exposed_kong", "4294967296", 0, 1000);
        let said = stdout(&o) + &stderr(&o);
        assert!(
            said.contains(&place) && said.contains(&words),
            "{lang}: {said}"
        );
    }
}
