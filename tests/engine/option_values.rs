//! Numbers with a range, read from every kind of file: a value outside the range, or no whole
//! number at all, is refused naming the field, the value and the range with its line and
//! column, in the reader's language; and what Hong Kong's `limit_fan` pays, lowered, at its
//! default and raised.

use crate::common;
use common::scored;
use tilewise::formats::HandFile;
use tilewise::formats::game_record::{Penalty, parse_record};
use tilewise::formats::settlement::{KongIncome, WallEndFile};
use tilewise::i18n::{I18n, Lang};
use tilewise::ron_text::{ParseError, parse_ron};
use tilewise::rules::hong_kong::{HkOptions, unit};
use tilewise::rules::singapore::SgOptions;
use tilewise::rules::{OptionRange, RuleSettings};

/// The values the issue names, each as written and as the refusal shows it.
const BAD: [(&str, &str); 5] = [
    ("-1", "-1"),
    ("1.5", "1.5"),
    ("1e3", "1000"),
    ("NaN", "NaN"),
    ("4294967296", "4294967296"),
];

const RECORD: &str = include_str!("../../replays/zj-short-demo.ron");
const WALL_END: &str = include_str!("../../docs/examples/wall-end/ready-and-not-ready.ron");
const HAND: &str = r#"(seat_wind: West, concealed: "234m678m44p789s", melds: [ExposedKong(tiles: "7777z", from: North)],
    winning_tile: "4p", win: SelfDraw, bonus: "A1 A2 F3 A3 A4")"#;

/// One kind of file with one ranged number in it: how to write the value in, and read it.
struct Case {
    what: &'static str,
    range: OptionRange,
    text: fn(&str) -> String,
    read: fn(&str) -> Result<(), ParseError>,
}

fn cases() -> Vec<Case> {
    vec![
        Case {
            what: "a hand file's Hong Kong option",
            range: HkOptions::LIMIT_FAN,
            text: |v| HAND.replacen('(', &format!("(rules: HkOldStyle(limit_fan: {v}), "), 1),
            read: |t| HandFile::parse(t).map(drop),
        },
        Case {
            what: "a hand file's Singapore instant payment",
            range: SgOptions::BITE,
            text: |v| {
                HAND.replacen(
                    '(',
                    &format!("(rules: Singapore(instant: (bite: {v})), "),
                    1,
                )
            },
            read: |t| HandFile::parse(t).map(drop),
        },
        Case {
            what: "a record header's Hong Kong option",
            range: HkOptions::MINIMUM_FAN,
            text: |v| {
                RECORD.replace(
                    "rules: ZungJung(),",
                    &format!("rules: HkNewStyle(minimum_fan: {v}),"),
                )
            },
            read: |t| parse_record(t).map(drop),
        },
        Case {
            what: "a Zung Jung record's penalty",
            range: Penalty::AMOUNT,
            text: |v| {
                RECORD.replace(
                    "Win(seat: South, score: 10),",
                    &format!(
                        "Win(seat: South, score: 10),\n                Penalty(seat: North, amount: {v}),"
                    ),
                )
            },
            read: |t| parse_record(t).map(drop),
        },
        Case {
            what: "a drill set's Singapore limit",
            range: SgOptions::LIMIT,
            text: |v| {
                format!(
                    "(\n    title: \"Club\",\n    rules: Singapore(limit: {v}),\n    hands: [],\n)"
                )
            },
            read: |t| parse_ron::<tilewise::drill::set::DrillSet>(t).map(drop),
        },
        Case {
            what: "a Sichuan settlement's kong amount",
            range: KongIncome::AMOUNT,
            text: |v| WALL_END.replacen("amount: 2", &format!("amount: {v}"), 1),
            read: |t| WallEndFile::parse(t).map(drop),
        },
    ]
}

#[test]
fn every_bad_number_names_its_field_and_range_with_its_place() {
    for case in cases() {
        // The file as shipped reads (the value in range).
        let fine = (case.text)(&case.range.max.to_string());
        assert!((case.read)(&fine).is_ok(), "{}: {fine}", case.what);
        let above = (case.range.max + 1).to_string();
        let bad = BAD
            .iter()
            .copied()
            .chain([(above.as_str(), above.as_str())]);
        for (written, shown) in bad {
            let text = (case.text)(written);
            // `1e3` is 1000, inside a range that goes so far.
            if shown.parse().is_ok_and(|n| case.range.contains(n)) {
                assert!((case.read)(&text).is_ok(), "{}: {written}", case.what);
                continue;
            }
            let line = text
                .lines()
                .position(|l| l.contains(&format!(": {written}")))
                .map(|i| i + 1);
            match (case.read)(&text) {
                Err(ParseError::OptionValue {
                    line: at,
                    column,
                    error,
                }) => {
                    assert_eq!(error, case.range.refusal(shown), "{}", case.what);
                    assert_eq!(Some(at), line, "{}: {written}", case.what);
                    assert!(column > 1, "{}: column {column}", case.what);
                    let english = I18n::get(Lang::English).text(&error);
                    assert_eq!(
                        english,
                        format!(
                            "{}: {shown} is not allowed (allowed: {} to {})",
                            case.range.option, case.range.min, case.range.max
                        )
                    );
                }
                other => panic!("{} with {written}: {other:?}", case.what),
            }
        }
    }
}

#[test]
fn a_refusal_reads_in_russian_and_polish() {
    let text = RECORD.replace("rules: ZungJung(),", "rules: HkOldStyle(limit_fan: 1.5),");
    let e = parse_record(&text).unwrap_err();
    let at = |lang| I18n::get(lang).text(&e);
    assert_eq!(
        at(Lang::English),
        "line 4, column 38: limit_fan: 1.5 is not allowed (allowed: 8 to 13)"
    );
    assert_eq!(
        at(Lang::Russian),
        "строка 4, позиция 38: limit_fan: значение 1.5 недопустимо (допустимо: от 8 до 13)"
    );
    assert_eq!(
        at(Lang::Polish),
        "wiersz 4, kolumna 38: limit_fan: wartość 1.5 jest niedozwolona (dozwolone: od 8 do 13)"
    );
}

#[test]
fn amounts_at_the_ends_of_their_ranges() {
    let penalty = |v: &str| {
        RECORD.replace(
            "Win(seat: South, score: 10),",
            &format!("Win(seat: South, score: 10),\n Penalty(seat: North, amount: {v}),"),
        )
    };
    assert!(parse_record(&penalty("1")).is_ok());
    assert!(parse_record(&penalty("10000")).is_ok());
    for v in ["0", "10001", "4294967295"] {
        let e = parse_record(&penalty(v)).unwrap_err();
        assert!(matches!(e, ParseError::OptionValue { .. }), "{v}: {e}");
    }
    let kong = |v: &str| WALL_END.replacen("amount: 2", &format!("amount: {v}"), 1);
    assert!(WallEndFile::parse(&kong("1")).is_ok());
    assert!(WallEndFile::parse(&kong("100")).is_ok());
    for v in ["0", "101", "4294967295"] {
        let e = WallEndFile::parse(&kong(v)).unwrap_err();
        assert!(matches!(e, ParseError::OptionValue { .. }), "{v}: {e}");
    }
    // A whole number written as a float is that number.
    assert!(WallEndFile::parse(&kong("2.0")).is_ok());
}

/// A Hong Kong hand file with these options and no bonus tiles in play.
fn hk(options: &str, rest: &str) -> String {
    format!("(rules: HkOldStyle(bonus_tiles: false, {options}), seat_wind: South, {rest})")
}

/// Four honour pungs and an honour pair, won on a discard: far above any limit.
const HONOURS: &str =
    r#"concealed: "111z222z555z666z77z", winning_tile: "7z", win: Discard, discarder: East"#;
/// Thirteen Orphans: a limit hand.
const ORPHANS: &str = r#"concealed: "19m19p19s12345677z", winning_tile: "7z", win: SelfDraw"#;

#[test]
fn limit_fan_at_its_default_lowered_and_raised() {
    // fan → unit for limit_fan 8, 10 (the sheet's) and 13.
    let rows: [(u32, [u32; 3]); 9] = [
        (3, [16, 16, 16]),
        (6, [32, 32, 32]),
        (7, [64, 64, 64]),
        (8, [128, 64, 64]),
        (9, [128, 64, 64]),
        (10, [128, 128, 64]),
        (12, [128, 128, 64]),
        (13, [128, 128, 128]),
        (20, [128, 128, 128]),
    ];
    for (fan, units) in rows {
        for (limit_fan, want) in [8, 10, 13].into_iter().zip(units) {
            let options = HkOptions {
                limit_fan,
                ..HkOptions::default()
            };
            assert_eq!(unit(fan, &options), want, "{fan} fan, limit at {limit_fan}");
        }
    }
    // A big hand counts the limit, and a limit hand counts it alone: the limit's 128 from
    // the discarder and half from the others, or from each of three on a self-draw.
    for limit_fan in [8, 10, 13] {
        for (hand, receives) in [(HONOURS, 128 + 64 + 64), (ORPHANS, 3 * 128)] {
            let s = scored(&hk(&format!("limit_fan: {limit_fan}"), hand));
            assert_eq!(s.total(), limit_fan, "{hand}");
            assert_eq!(s.payments.winner_receives(), receives, "{hand}");
        }
    }
    // Without a limit `limit_fan` is only what a limit hand counts; the big hand sums on.
    let s = scored(&hk("limit: false, limit_fan: 8", ORPHANS));
    assert_eq!((s.total(), s.payments.winner_receives()), (8, 3 * 512));
    assert!(scored(&hk("limit: false, limit_fan: 8", HONOURS)).total() > 13);
}

#[test]
fn limit_fan_values_that_break_the_table_are_refused() {
    for v in ["0", "1", "7", "14", "20"] {
        let text = hk(&format!("limit_fan: {v}"), ORPHANS);
        let e = HandFile::parse(&text).unwrap_err();
        let said = e.to_string();
        assert!(said.starts_with("line 1, column "), "{said}");
        assert!(
            said.ends_with(&format!(
                ": limit_fan: {v} is not allowed (allowed: 8 to 13)"
            )),
            "{said}"
        );
    }
    // The defaults of every system are in range, and so is every value the table allows.
    for id in RuleSettings::IDS {
        assert_eq!(RuleSettings::from_id(id).map(|r| r.check()), Some(Ok(())));
    }
    let r = HkOptions::LIMIT_FAN;
    for limit_fan in r.min..=r.max {
        let options = HkOptions {
            limit_fan,
            ..HkOptions::default()
        };
        assert_eq!(
            RuleSettings::HkNewStyle(tilewise::rules::hong_kong::Hk(options)).check(),
            Ok(())
        );
    }
}
