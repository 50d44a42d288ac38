//! `tilewise advise`: the JSON shape, the text in three languages, the errors.

use crate::common::{stderr, stdout, tilewise};

fn json(args: &[&str]) -> serde_json::Value {
    let o = tilewise(args, None);
    assert!(o.status.success(), "{}", stderr(&o));
    serde_json::from_str(&stdout(&o)).expect("JSON")
}

#[test]
fn advise_json_ranks_discards_with_improving_tiles() {
    let v = json(&[
        "advise",
        "--rules",
        "zung-jung",
        "--hand",
        "123m456p789s11z23z9m",
        "--visible",
        "3z3z",
        "--no-values",
        "--json",
    ]);
    assert_eq!(v["shanten"], 1);
    let candidates = v["candidates"].as_array().expect("candidates");
    assert_eq!(candidates.len(), 13);
    let first = &candidates[0];
    assert_eq!(v["best"], first["discard"]);
    assert_eq!(first["shanten"], 1);
    // Every candidate names its discard and its choice; no values were asked for.
    for c in candidates {
        assert!(c["discard"].is_string());
        assert!(c["win_chance"].is_null());
        assert!(c["ukeire"].is_array());
    }
    // Discarding 9m keeps 2z and 3z: both improve; two 3z are visible, one held.
    let nine = candidates
        .iter()
        .find(|c| c["discard"] == "9m")
        .expect("9m discarded");
    let tiles = nine["ukeire"].as_array().expect("ukeire");
    assert!(tiles.contains(&serde_json::json!({"tile": "3z", "left": 1})));
    assert!(tiles.contains(&serde_json::json!({"tile": "2z", "left": 3})));
}

#[test]
fn advise_offers_kongs_and_wins() {
    let v = json(&[
        "advise",
        "--rules",
        "hk-old-style",
        "--hand",
        "1111m23m456p789s22z",
        "--no-values",
        "--json",
    ]);
    assert_eq!(v["shanten"], -1);
    assert_eq!(v["best"], "win");
    let choices: Vec<&str> = v["candidates"]
        .as_array()
        .expect("candidates")
        .iter()
        .filter_map(|c| c["choice"].as_str())
        .collect();
    assert!(choices.contains(&"kong 1m"), "{choices:?}");
    assert!(choices.contains(&"discard 9s"));
}

#[test]
fn passing_a_win_says_what_the_wait_brings_on_a_discard_and_self_drawn() {
    // Sichuan, East has won and left: South's 9 Bamboo wins 2; passing keeps 5 and 9 Bamboo,
    // which bring 2 on a discard and 6 self-drawn (the two seats still in pay).
    let args = [
        "advise",
        "--rules",
        "sichuan",
        "--hand",
        "111222333p5599s",
        "--wall",
        "53",
        "--seat",
        "north",
        "--missing",
        "m",
        "--claim",
        "9s",
        "--from",
        "south",
        "--others",
        "east; melds: concealed kong 1m; missing: s; out",
        "--others",
        "south; discards: 9s; missing: p",
        "--others",
        "west; missing: m",
        "--no-values",
    ];
    let v = json(&[&args[..], &["--json"]].concat());
    let candidates = v["candidates"].as_array().expect("candidates");
    let pass = candidates
        .iter()
        .find(|c| c["choice"] == "pass")
        .expect("a pass");
    assert_eq!(
        pass["reasons"][0],
        serde_json::json!({"reason": "waits_worth", "waits": [
            {"on_discard": 2, "self_drawn": 6, "tiles": "59s"}
        ]})
    );
    // Without values a win says nothing of its amount (not "+0").
    let win = candidates
        .iter()
        .find(|c| c["choice"] == "win")
        .expect("a win");
    assert_eq!(win["reasons"], serde_json::json!([]));
    for (lang, said) in [
        (
            "en",
            "a win brings: 5 Bamboo, 9 Bamboo +2 on a discard, +6 self-drawn (points)",
        ),
        (
            "ru",
            "победа приносит: пятёрка бамбуков, девятка бамбуков +2 со сноса, +6 со стены (очков)",
        ),
        (
            "pl",
            "wygrana daje: piątka bambusów, dziewiątka bambusów +2 ze zrzutki, +6 z muru (pkt)",
        ),
    ] {
        let o = tilewise(&[&args[..], &["--lang", lang]].concat(), None);
        assert!(o.status.success(), "{}", stderr(&o));
        let text = stdout(&o);
        assert!(text.contains(said), "{lang}: {text}");
    }
}

#[test]
fn advise_text_in_three_languages() {
    for (lang, word) in [("en", "Best"), ("ru", "Лучший"), ("pl", "Najlepszy")] {
        let o = tilewise(
            &[
                "advise",
                "--rules",
                "sichuan",
                "--hand",
                "123456789m11s23s5p",
                "--no-values",
                "--lang",
                lang,
            ],
            None,
        );
        assert!(o.status.success(), "{}", stderr(&o));
        let text = stdout(&o);
        assert!(text.contains(word), "{lang}: {text}");
        assert!(!text.contains("5p"), "{lang}: tiles in words: {text}");
    }
}

/// `advise` of a hand complete with the 1 Bamboo just drawn, with `more` arguments.
fn complete_hand<'a>(more: &[&'a str]) -> Vec<&'a str> {
    let mut args = vec![
        "advise",
        "--rules",
        "zung-jung",
        "--hand",
        "123m456p789s55z111s",
        "--drawn",
        "1s",
    ];
    args.extend_from_slice(more);
    args
}

#[test]
fn a_win_reads_as_a_complete_hand_and_its_value_as_exact() {
    for (lang, complete, exact) in [
        (
            "en",
            "1. win — the hand is complete",
            "net +15.00 points, exact",
        ),
        (
            "ru",
            "1. выигрыш — рука собрана",
            "итог +15,00 (очков), точно",
        ),
        (
            "pl",
            "1. wygrana — ręka jest kompletna",
            "wynik +15,00 (pkt), dokładnie",
        ),
    ] {
        let o = tilewise(&complete_hand(&["--rollouts", "200", "--lang", lang]), None);
        assert!(o.status.success(), "{}", stderr(&o));
        let text = stdout(&o);
        let win = text
            .lines()
            .find(|l| l.contains(complete.trim_start_matches("1. ")))
            .unwrap_or_else(|| panic!("{lang}: {text}"));
        assert!(win.contains(exact), "{lang}: {win}");
        assert!(
            !win.contains("± 0.00") && !win.contains("± 0,00"),
            "{lang}: {win}"
        );
        assert!(
            !text.contains("(видов: 0)") && !text.contains("in 0 kind"),
            "{lang}: {text}"
        );
    }
    let o = tilewise(&complete_hand(&["--no-values"]), None);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        stdout(&o).contains("\n1. win — the hand is complete\n"),
        "{}",
        stdout(&o)
    );
}

#[test]
fn advise_refuses_impossible_positions() {
    let cases = [
        (vec!["--hand", "123m456p789s11z22z"], "13"),
        (
            vec!["--hand", "123m456p789s11z222z", "--visible", "22z"],
            "2z",
        ),
        (
            vec!["--hand", "123m456p789s11z222z", "--melds", "chow 9m"],
            "meld 1",
        ),
        (vec!["--hand", "123m456p789s11z22x"], "hand"),
    ];
    for (args, needle) in cases {
        let mut all = vec!["advise", "--rules", "zj", "--no-values"];
        all.extend(args);
        let o = tilewise(&all, None);
        assert_eq!(o.status.code(), Some(2), "{all:?}");
        assert!(stderr(&o).contains(needle), "{all:?}: {}", stderr(&o));
    }
    let o = tilewise(
        &[
            "advise",
            "--rules",
            "sichuan",
            "--hand",
            "123m456m789m11s22s1z",
            "--no-values",
        ],
        None,
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("1z"), "{}", stderr(&o));
}

/// A win taken now is exact, but the choice it is compared with is not: when the win is the
/// focus (the played choice), the race goes on until the win's severity is settled, not one
/// round of 32 futures (Zung Jung seed 27, Bot C, hand 8, step 57: a 10-point win on 4p, or a
/// pass that keeps 1p for a pure straight).
#[test]
fn a_focused_win_is_raced_until_its_severity_is_settled() {
    let v = json(&[
        "advise",
        "--rules",
        "zung-jung",
        "--hand",
        "23456p88s",
        "--melds",
        "pung 4z from west fresh wall 67, chow 7p from west",
        "--discards",
        "1s3m5z7m56s",
        "--wall",
        "44",
        "--seat",
        "north",
        "--round",
        "south",
        "--dealer",
        "east",
        "--claim",
        "4p",
        "--from",
        "south",
        "--others",
        "east; melds: pung 8m from west fresh wall 45; discards: 352167z8p7m",
        "--others",
        "south; discards: 127z6s1m36z4p",
        "--others",
        "west; discards: 19p7z9s",
        "--seed",
        "1",
        "--rollouts",
        "3000",
        "--focus",
        "win",
        "--json",
    ]);
    let used = v["rollouts_used"].as_u64().expect("rollouts_used");
    let candidates = v["candidates"].as_array().expect("candidates");
    let win = candidates
        .iter()
        .find(|c| c["choice"] == "win")
        .expect("a win is offered");
    let loss = win["loss"].as_f64().unwrap_or(0.0);
    let error = win["loss_error"].as_f64().unwrap_or(0.0);
    // Settled: the loss's interval at 3 standard errors within one severity band (10 %, 30 %,
    // 60 % of 30 points), or the budget spent.
    let band = |x: f64| [3.0, 9.0, 18.0].iter().filter(|&&edge| x > edge).count();
    assert!(
        used >= 3000 || band(loss - 3.0 * error) == band(loss + 3.0 * error),
        "{used} rollouts, loss {loss} ± {error}: {v}"
    );
    assert!(used > 64, "{used}");
}

/// A complete Old Style hand at its own turn, 2 Dots just drawn.
const COMPLETE_OLD_STYLE: [&str; 6] = [
    "--rules",
    "hk-old-style",
    "--hand",
    "123m456p789s11z234p",
    "--drawn",
    "2p",
];

/// South may rob West's kong of 7 Dots: 11m 89p 555678s beside a pung of 3m waits on it.
const ROB_SEVEN_DOTS: [&str; 12] = [
    "--rules",
    "hk-new-style",
    "--hand",
    "11m89p555678s",
    "--melds",
    "pung 3m from west",
    "--rob",
    "7p",
    "--from",
    "west",
    "--seat",
    "south",
];

/// A kong to rob was a pung of its tile: `--rob 7p --from west` places West's added kong of
/// 7p whether or not `--others` writes it, so a wait on 7p is dead either way.
#[test]
fn a_kong_to_rob_lies_on_its_adders_melds_as_written_or_not() {
    let rob = |others: &[&str]| {
        let mut args = [
            &["advise"],
            &ROB_SEVEN_DOTS[..],
            &["--rollouts", "200", "--json"],
        ]
        .concat();
        for o in others {
            args.extend(["--others", o]);
        }
        json(&args)
    };
    let unwritten = rob(&[]);
    assert_eq!(unwritten, rob(&["west; melds: added kong 7p"]));
    assert_eq!(unwritten, rob(&["west; melds: pung 7p"]));
    let pass = unwritten["candidates"]
        .as_array()
        .expect("candidates")
        .iter()
        .find(|c| c["choice"] == "pass")
        .expect("a pass");
    assert_eq!(pass["ukeire"][0]["left"], 0, "{pass}");
}

#[test]
fn impossible_positions_are_refused_with_their_reason() {
    let thousand = "1m".repeat(1000);
    let cases: Vec<(Vec<&str>, &str)> = vec![
        (
            vec![
                "--rules",
                "sichuan",
                "--hand",
                "345p68s11p7s",
                "--melds",
                "chow 1s from west, pung 2s",
                "--missing",
                "m",
            ],
            "no chow claims",
        ),
        (
            vec![
                "--rules",
                "sichuan",
                "--hand",
                "345p68s11p7s",
                "--melds",
                "pung 2m, pung 2s",
                "--missing",
                "m",
            ],
            "suit declared missing",
        ),
        (
            vec!["--rules", "zung-jung", "--hand", &thousand],
            "1000 tiles",
        ),
        (
            [
                &ROB_SEVEN_DOTS[..],
                &["--others", "west; melds: exposed kong 7p from north"],
            ]
            .concat(),
            "--rob: West holds no added kong of 7p",
        ),
        (
            [
                &ROB_SEVEN_DOTS[..],
                &[
                    "--others",
                    "west; melds: pung 1z, pung 2z, pung 3z, pung 4z",
                ],
            ]
            .concat(),
            "--others: West holds more than four melds (5)",
        ),
        (
            vec![
                "--rules",
                "hk-new-style",
                "--hand",
                "123m456p789s11z23z9m",
                "--missing",
                "p",
            ],
            "--missing: East: only Sichuan declares a missing suit",
        ),
        (
            vec![
                "--rules",
                "zung-jung",
                "--hand",
                "123m456p789s11z23z9m",
                "--others",
                "north; missing: s",
            ],
            "--others: North: only Sichuan declares a missing suit",
        ),
        (
            vec![
                "--rules",
                "singapore",
                "--hand",
                "123m456p789s11z23z9m",
                "--others",
                "w; out",
            ],
            "--others: West is out of the hand: only Sichuan plays on after a win",
        ),
        (
            vec![
                "--rules",
                "zung-jung",
                "--hand",
                "123m456p789s11z23z9m",
                "--bonus",
                "F1",
            ],
            "--bonus: East: bonus tile F1 is not in play under these rules",
        ),
        (
            vec![
                "--rules",
                "hk-old-style",
                "--hand",
                "123m456p789s11z23z9m",
                "--others",
                "south; bonus: A2",
            ],
            "--others: South: bonus tile A2 is not in play",
        ),
        (
            vec![
                "--rules",
                "singapore",
                "--hand",
                "123m456p789s11z23z9m",
                "--bonus",
                "F1",
                "--others",
                "w; bonus: S3 F1",
            ],
            "bonus tile F1 appears twice on the table",
        ),
        (
            vec![
                "--rules",
                "zung-jung",
                "--hand",
                "123m456p789s11z23z9m",
                "--wall",
                "70",
            ],
            "--wall: 70 tiles left in the live wall: a hand of these rules starts with 69",
        ),
        (
            [&COMPLETE_OLD_STYLE[..], &["--turn", "kong"]].concat(),
            "--turn: a kong's replacement, but the player has no kong",
        ),
        (
            [&COMPLETE_OLD_STYLE[..], &["--turn", "bonus"]].concat(),
            "--turn: a bonus tile's replacement, but the player has set no bonus tile aside",
        ),
        (
            vec![
                "--rules",
                "zung-jung",
                "--hand",
                "123m456p789s11z23z9m",
                "--focus",
                "pung",
            ],
            "--focus: pung is not a choice at this position (its choices: discard South Wind,",
        ),
        (
            vec!["--rules", "zung-jung", "--hand", "123m", "--rollouts", "0"],
            "--rollouts",
        ),
        (
            vec![
                "--rules",
                "zung-jung",
                "--hand",
                "123m",
                "--rollouts",
                "4294967295",
            ],
            "--rollouts",
        ),
    ];
    for (args, said) in cases {
        let mut all = vec!["advise", "--no-values"];
        all.extend(&args);
        let o = tilewise(&all, None);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(stderr(&o).contains(said), "{args:?}: {}", stderr(&o));
    }
}

#[test]
fn a_position_that_cannot_be_read_is_refused_in_the_readers_language_naming_its_option() {
    let cases: [(&str, Vec<&str>, &str); 4] = [
        (
            "en",
            vec!["--claim", "9z", "--from", "west"],
            "--claim: at 1: '9z' is not a tile",
        ),
        (
            "ru",
            vec!["--claim", "9z", "--from", "west"],
            "--claim: в позиции 1: «9z» — не кость",
        ),
        (
            "pl",
            vec!["--others", "sud; discards: 1m"],
            "--others, wpis 1 ('sud; discards: 1m'): 'sud' to nie miejsce przy stole",
        ),
        (
            "ru",
            vec!["--melds", "pung 5z, pung 5z"],
            "--hand: в закрытой части руки 13 костей",
        ),
    ];
    for (lang, extra, said) in cases {
        let mut all = vec![
            "advise",
            "--no-values",
            "--lang",
            lang,
            "--rules",
            "zung-jung",
            "--hand",
            "123m456p789s1122z",
        ];
        all.extend(&extra);
        let o = tilewise(&all, None);
        assert_eq!(o.status.code(), Some(2), "{all:?}");
        assert!(stderr(&o).contains(said), "{all:?}: {}", stderr(&o));
    }
}
