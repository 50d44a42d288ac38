//! Robustness of every text parser: random and adversarial input never panics, errors carry a
//! message and a column inside the input, and huge or deeply nested input returns quickly.

use proptest::prelude::*;
use tilewise::formats::{HandFile, MeldSpec, parse_hand_file, sheet_of_text};
use tilewise::hand::HandError;
use tilewise::hand::{WaitsError, waits_of_notation};
use tilewise::ron_text::ParseError;
use tilewise::tiles::{
    NotationError, parse_bonus_list, parse_hand_notation, parse_tile, parse_tiles,
};

fn check_notation_error(what: &str, text: &str, e: &NotationError) -> Result<(), TestCaseError> {
    let len = text.chars().count();
    prop_assert!(!e.message.is_empty(), "{what}: empty message for {text:?}");
    prop_assert!(
        (1..=len + 1).contains(&e.column),
        "{what}: column {} outside 1..={} for {text:?}: {e}",
        e.column,
        len + 1
    );
    prop_assert!(!e.to_string().is_empty());
    Ok(())
}

fn check_notation<T>(
    what: &str,
    text: &str,
    result: Result<T, NotationError>,
) -> Result<(), TestCaseError> {
    match result {
        Ok(_) => Ok(()),
        Err(e) => check_notation_error(what, text, &e),
    }
}

/// The text of the hand file field a `HandError::Notation` names, when it can be found.
fn field_text(file: &HandFile, field: &str) -> Option<String> {
    match field {
        "concealed" => Some(file.concealed.clone()),
        "winning_tile" => Some(file.winning_tile.clone()),
        "bonus" => Some(file.bonus.clone()),
        _ => {
            let i: usize = field
                .strip_prefix("melds[")?
                .strip_suffix(']')?
                .parse()
                .ok()?;
            match file.melds.get(i.checked_sub(1)?)? {
                MeldSpec::Chow(t)
                | MeldSpec::Pung(t)
                | MeldSpec::ExposedKong(t)
                | MeldSpec::ConcealedKong(t)
                | MeldSpec::AddedKong(t) => Some(t.tiles.clone()),
            }
        }
    }
}

fn check_hand_error(file: Option<&HandFile>, e: &HandError) -> Result<(), TestCaseError> {
    prop_assert!(!e.to_string().is_empty(), "empty hand error {e:?}");
    if let HandError::Notation { field, source } = e {
        let text = file.and_then(|f| field_text(f, field));
        prop_assert!(text.is_some(), "unknown field {field:?} in {e:?}");
        check_notation_error(field, text.as_deref().unwrap_or(""), source)?;
    }
    Ok(())
}

/// Feeds `text` to every parser and checks the shape of each error.
fn check_all(text: &str) -> Result<(), TestCaseError> {
    let len = text.chars().count();
    check_notation("parse_tiles", text, parse_tiles(text))?;
    check_notation("parse_tile", text, parse_tile(text))?;
    check_notation("parse_bonus_list", text, parse_bonus_list(text))?;
    check_notation("parse_hand_notation", text, parse_hand_notation(text))?;

    for four_alike in [true, false] {
        match waits_of_notation(text, four_alike) {
            Ok(_) => {}
            Err(WaitsError::Notation(e)) => check_notation_error("waits_of_notation", text, &e)?,
            Err(WaitsError::BadMeld { column }) => {
                prop_assert!(
                    (1..=len + 1).contains(&column),
                    "meld column {column} of {text:?}"
                )
            }
            Err(e @ WaitsError::WrongCount { .. }) => prop_assert!(!e.to_string().is_empty()),
            Err(WaitsError::Hand(e)) => {
                prop_assert!(!e.to_string().is_empty());
                let notation = matches!(e, HandError::Notation { .. });
                prop_assert!(!notation, "a notation error wrapped as a hand error: {e:?}");
            }
        }
    }

    let file = parse_hand_file(text).ok();
    match HandFile::parse(text) {
        Ok(_) => prop_assert!(file.is_some()),
        Err(ParseError::Syntax {
            line,
            column,
            message,
        }) => {
            prop_assert!(!message.is_empty(), "empty RON message for {text:?}");
            prop_assert!(line >= 1 && column >= 1, "RON position {line}:{column}");
            prop_assert!(
                line <= text.lines().count() + 1,
                "RON line {line} beyond the text"
            );
        }
        Err(ParseError::OptionValue { line, error, .. }) => {
            prop_assert!(file.is_none(), "a refused option value was read: {error}");
            prop_assert!(line >= 1, "RON line {line}");
            prop_assert!(error.to_string().contains("is not allowed"), "{error}");
        }
        Err(ParseError::Hand(e)) => {
            prop_assert!(file.is_some());
            check_hand_error(file.as_ref(), &e)?;
        }
    }

    let sheet = sheet_of_text(text, None);
    if !sheet.valid {
        prop_assert!(
            sheet.error.as_deref().is_some_and(|e| !e.is_empty()),
            "invalid sheet without an error: {sheet:?}"
        );
    }
    prop_assert!(!sheet.to_text().is_empty() || sheet.valid);
    prop_assert!(serde_json::to_string(&sheet).is_ok());
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// Strategies.
// ---------------------------------------------------------------------------------------------

const NOTATION: &str = "[0-9mpszFSA\\[\\]\\(\\) ,]{0,40}";

/// Pieces of RON that resemble a hand file.
fn ron_fragment() -> impl Strategy<Value = String> {
    let words = prop::sample::select(vec![
        "(",
        ")",
        "[",
        "]",
        "{",
        "}",
        ",",
        ":",
        "\"",
        " ",
        "\n",
        "concealed:",
        "\"123m\"",
        "\"123m456p789s11122z\"",
        "\"2z\"",
        "melds: [",
        "Pung(",
        "Chow(",
        "ExposedKong(",
        "ConcealedKong(",
        "AddedKong(",
        "rules: ZungJung(",
        "ZungJung",
        "winning_tile:",
        "win:",
        "Discard",
        "SelfDraw",
        "KongReplacement",
        "RobbingKong",
        "seat_wind:",
        "prevailing_wind:",
        "East",
        "South",
        "West",
        "North",
        "discarder:",
        "Some(",
        "None",
        "title:",
        "flags:",
        "final_draw: true",
        "final_discard: true",
        "heaven: true",
        "earth: true",
        "bonus:",
        "\"F1 S2\"",
        "bonus_tiles: true",
        "minimum: Wsom",
        "payment: Universal",
        "four_identical_sequences: Points400",
        "true",
        "false",
        "#![enable(implicit_some)]",
        "//",
        "/*",
        "*/",
        "r#\"",
        "\"#",
        "'",
        "\\",
        "é",
        "\u{0}",
    ])
    .prop_map(str::to_string);
    prop_oneof![
        8 => words,
        1 => any::<i64>().prop_map(|n| n.to_string()),
        1 => any::<f64>().prop_map(|n| n.to_string()),
        1 => (1..400usize, 0..10u8).prop_map(|(n, d)| char::from(b'0' + d).to_string().repeat(n)),
        1 => (0..=500usize, prop::sample::select(vec!["(", "[", "Some(", "{"]))
            .prop_map(|(n, open)| open.repeat(n)),
        1 => NOTATION.prop_map(|s| format!("\"{s}\"")),
    ]
}

fn ron_like() -> impl Strategy<Value = String> {
    prop::collection::vec(ron_fragment(), 0..30).prop_map(|v| v.concat())
}

/// Mostly `common`, sometimes one of `rare`.
fn mostly(common: &'static str, rare: Vec<&'static str>) -> impl Strategy<Value = &'static str> {
    prop_oneof![3 => Just(common), 1 => prop::sample::select(rare)]
}

/// Hand files close to valid ones, with random options, winds, flags and notation.
fn hand_file_like() -> impl Strategy<Value = String> {
    let hands = prop::sample::select(vec![
        ("11122233m3m11p", "Pung(\"777z\")", "3m"),
        ("123m456p789s11122z", "", "2z"),
        ("1112345678999m5m", "", "5m"),
        ("1122m3344p5566s77z", "", "7z"),
        ("19m19p19s12345677z", "", "1m"),
        (
            "123m44p",
            "ConcealedKong(\"1111s\"), ExposedKong(\"2222z\"), Pung(\"777z\")",
            "4p",
        ),
        (
            "44p",
            "Chow(\"123m\"), Pung(\"555p\"), AddedKong(\"7777s\"), Pung(\"111z\")",
            "4p",
        ),
        ("111222333m44m", "Pung(\"555z\")", "4m"),
    ]);
    let field = prop_oneof![
        4 => prop::sample::select(vec!["", "1m", "9z", "F1", "[123m]", "12", "m"]).prop_map(str::to_string),
        1 => NOTATION,
    ];
    let wind = prop::sample::select(vec!["East", "South", "West", "North"]);
    let win = mostly(
        "Discard",
        vec!["SelfDraw", "KongReplacement", "RobbingKong"],
    );
    let options = prop::sample::select(vec![
        "bonus_tiles: true",
        "bonus_tiles: true, minimum: Wsom",
        "bonus_tiles: true, payment: Universal",
        "bonus_tiles: true, four_identical_sequences: Points400",
        "",
    ]);
    let flags = mostly(
        "",
        vec![
            "final_draw: true",
            "final_discard: true",
            "heaven: true",
            "earth: true",
            "heaven: true, earth: true",
        ],
    );
    let discarder = mostly(
        "",
        vec![
            "discarder: East,",
            "discarder: West,",
            "discarder: Some(South),",
        ],
    );
    let bonus = mostly(
        "",
        vec!["F1", "F1 S1", "F1 F2 F3 F4 S1 S2 S3 S4", "A1", "F1 F1"],
    );
    (
        hands,
        prop::option::weighted(0.2, field.clone()),
        prop::option::weighted(0.2, field),
        (wind.clone(), wind, win),
        (options, flags, discarder),
        bonus,
    )
        .prop_map(
            |((concealed, melds, winning), bad_concealed, bad_winning, (seat, round, win), (options, flags, discarder), bonus)| {
                format!(
                    "(title: \"t\", rules: ZungJung({options}), seat_wind: {seat}, prevailing_wind: {round}, \
                     concealed: \"{}\", melds: [{melds}], winning_tile: \"{}\", win: {win}, \
                     flags: ({flags}), bonus: \"{bonus}\", {discarder})",
                    bad_concealed.unwrap_or_else(|| concealed.to_string()),
                    bad_winning.unwrap_or_else(|| winning.to_string()),
                )
            },
        )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    #[test]
    fn arbitrary_strings_never_panic(text in any::<String>()) {
        check_all(&text)?;
    }

    #[test]
    fn notation_alphabet_never_panics(text in NOTATION) {
        check_all(&text)?;
    }

    #[test]
    fn ron_like_text_never_panics(text in ron_like()) {
        check_all(&text)?;
    }

    #[test]
    fn hand_file_like_text_never_panics(text in hand_file_like()) {
        check_all(&text)?;
    }
}

/// Every parser on one hostile input: each answers without a panic (the input's size bounds the
/// work; speed is measured in `benches/`, never here), and no hand comes out of it.
fn every_parser_refuses(label: &str, text: &str) {
    // A long run of tiles may be a valid list of tiles, never a hand.
    let _ = parse_tiles(text);
    assert!(parse_tile(text).is_err(), "parse_tile on {label}");
    let _ = parse_bonus_list(text);
    let _ = parse_hand_notation(text);
    assert!(HandFile::parse(text).is_err(), "HandFile::parse on {label}");
    assert!(
        waits_of_notation(text, true).is_err(),
        "waits_of_notation on {label}"
    );
    let sheet = sheet_of_text(text, None);
    assert!(
        !sheet.valid && sheet.error.is_some(),
        "sheet_of_text on {label}"
    );
}

#[test]
fn huge_inputs_are_refused() {
    let tiles = "1m".repeat(500_000);
    every_parser_refuses("1 MB of 1m", &tiles);
    let file = format!("(concealed: \"{tiles}\", winning_tile: \"1m\")");
    every_parser_refuses("a hand file holding 1 MB of 1m", &file);
    let melds = format!(
        "(concealed: \"1m\", melds: [{}], winning_tile: \"1m\")",
        "Pung(\"111m\"),".repeat(70_000)
    );
    every_parser_refuses("a hand file with 70 000 melds", &melds);

    let nested = format!("{}{}", "(".repeat(100_000), ")".repeat(100_000));
    every_parser_refuses("100 000 nested parentheses", &nested);
    let open = "(".repeat(100_000);
    every_parser_refuses("100 000 open parentheses", &open);
    let in_field = format!("(concealed: {open}");
    every_parser_refuses("100 000 parentheses in a field", &in_field);
    let in_rules = format!("(rules: ZungJung{open}");
    every_parser_refuses("100 000 parentheses in the rules", &in_rules);
    let brackets = format!("(melds: {}", "[".repeat(100_000));
    every_parser_refuses("100 000 brackets in the melds", &brackets);
}

#[test]
fn errors_of_known_inputs_are_well_formed() {
    for text in [
        "", "(", ")", "[123m", "123m]", "F5", "0p", "8z", "12", "m", "é1m", "1m é",
    ] {
        check_all(text).unwrap();
    }
    // Columns count characters, not bytes (U+3000 is a three-byte space).
    let err = parse_tiles("\u{3000}8z").unwrap_err();
    assert_eq!(err.column, 2, "{err}");
    let err = parse_tiles("\u{3000}1m F1").unwrap_err();
    assert_eq!(err.column, 5, "{err}");
    let err = parse_hand_notation("\u{3000}\u{3000}[12m").unwrap_err();
    assert_eq!(err.column, 3, "{err}");
}
