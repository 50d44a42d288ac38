//! `tilewise review` as a script reads it: the JSON of the issue (the same as the library's
//! review), text in en/ru/pl, results-only records, unknown players; `tilewise calibrate`.

use crate::common;
use common::{stderr, stdout, tilewise};
use tilewise::formats::game_record::parse_record;
use tilewise::review::record_json::review_json;
use tilewise::review::{AdviseOptions, review_record};

const RECORD: &str = "replays/zung-jung-seed-27.ron";

#[test]
fn json_is_the_library_s_review_and_has_the_documented_shape() {
    let o = tilewise(
        &[
            "review",
            RECORD,
            "--player",
            "Bot C",
            "--hand",
            "3",
            "--json",
            "--seed",
            "5",
            "--rollouts",
            "60",
        ],
        None,
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).expect("JSON");
    // The same review, made by the library with the same options.
    let record = parse_record(&std::fs::read_to_string(RECORD).unwrap()).unwrap();
    let options = AdviseOptions {
        values: true,
        rollouts: 60,
        seed: 5,
        focus: None,
    };
    let review = review_record(&record, "Bot C", Some(2), &options, &mut |_, _| true).unwrap();
    // Through text, as the command's JSON came: the reader rounds the same floats alike.
    let text = serde_json::to_string(&review_json(&review)).unwrap();
    let library: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(v, library);
    // The fields.
    let decisions = v["decisions"].as_array().expect("decisions");
    assert_eq!(decisions.len(), review.decisions.len());
    assert!(!decisions.is_empty());
    for d in decisions {
        assert_eq!(d["hand"], 3);
        assert_eq!(d["player"], "Bot C");
        for key in [
            "step",
            "draws_left",
            "wall",
            "loss",
            "loss_error",
            "seed",
            "rollouts_used",
        ] {
            assert!(d[key].is_number(), "{key}: {d}");
        }
        assert!(d["equal"].is_array() && d["advise_args"].is_array(), "{d}");
        assert_eq!(d["equal"][0], d["best"], "{d}");
        for key in ["hand_tiles", "visible", "played", "severity"] {
            assert!(d[key].is_string(), "{key}: {d}");
        }
        assert!(d["melds"].is_array());
        let candidates = d["candidates"].as_array().expect("candidates");
        assert!(!candidates.is_empty());
        assert_eq!(
            d["best"].as_str().map(|b| b.trim_start_matches("discard ")),
            candidates[0]["choice"]
                .as_str()
                .map(|b| b.trim_start_matches("discard "))
        );
        for c in candidates {
            assert!(c["shanten"].is_number() && c["ukeire"].is_array(), "{c}");
            for key in [
                "win_chance",
                "deal_in",
                "danger",
                "expected",
                "expected_error",
                "loss",
                "loss_error",
            ] {
                assert!(c[key].is_number(), "{key}: {c}");
            }
        }
    }
    let summary = &v["summary"];
    assert_eq!(summary["decisions"], decisions.len());
    for key in ["matched", "match_rate", "total_loss", "total_loss_error"] {
        assert!(summary[key].is_number(), "{key}");
    }
    assert!(summary["biggest"].is_array() && summary["without_decisions"].is_array());
}

#[test]
fn text_is_in_the_reader_s_language() {
    // Under each of the biggest mistakes, why: here the played pass's reason.
    for (lang, title, step, why) in [
        (
            "en",
            "Review of Bot A",
            "Hand 1, step 1 (East): played",
            "\n    played, pass: a step further from ready (shanten 1)\n",
        ),
        (
            "ru",
            "Анализ решений игрока Bot A",
            "Раздача 1, шаг 1 (Восток): сыграно",
            "\n    сыгранный ход, пас: на шаг дальше от ожидания (шантен 1)\n",
        ),
        (
            "pl",
            "Analiza gry: Bot A",
            "Rozdanie 1, krok 1 (Wschód): zagrano",
            "\n    zagrany ruch, pas: krok dalej od czekania (shanten 1)\n",
        ),
    ] {
        let o = tilewise(
            &[
                "review",
                RECORD,
                "--player",
                "Bot A",
                "--hand",
                "1",
                "--no-values",
                "--lang",
                lang,
            ],
            None,
        );
        assert!(o.status.success(), "{}", stderr(&o));
        let text = stdout(&o);
        assert!(text.starts_with(title), "{lang}: {text}");
        assert!(text.contains(step), "{lang}: {text}");
        assert!(text.contains(why), "{lang}: {text}");
        common::assert_decimal_mark(lang, &text);
    }
}

#[test]
fn a_results_only_record_says_it_has_no_decisions() {
    let o = tilewise(
        &[
            "review",
            "replays/club-night-zung-jung.ron",
            "--player",
            "Anna Kowalska",
        ],
        None,
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(text.contains("No decisions to review"), "{text}");
    assert!(
        text.contains("Hands without decisions (results only): 1, 2"),
        "{text}"
    );
}

#[test]
fn an_unknown_player_is_refused_with_the_record_s_names() {
    let o = tilewise(&["review", RECORD, "--player", "Nobody"], None);
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert!(
        err.contains("Nobody") && err.contains("Bot A, Bot B, Bot C, Bot D"),
        "{err}"
    );
    let o = tilewise(
        &["review", RECORD, "--player", "Bot A", "--hand", "9"],
        None,
    );
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("no hand 9"), "{}", stderr(&o));
    let o = tilewise(&["review", "no-such-file.ron", "--player", "Bot A"], None);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("no-such-file.ron: no such file or folder"),
        "{}",
        stderr(&o)
    );
    let o = tilewise(
        &[
            "review",
            "no-such-file.ron",
            "--player",
            "Bot A",
            "--lang",
            "ru",
        ],
        None,
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("no-such-file.ron: нет такого файла или папки"),
        "{}",
        stderr(&o)
    );
}

/// A decision of a review, replayed by `tilewise advise` with the decision's `advise_args`:
/// the same position, seed, rollouts and focus give the same candidates and values.
#[test]
fn advise_args_replay_a_review_decision() {
    let o = tilewise(
        &[
            "review",
            RECORD,
            "--player",
            "Bot D",
            "--hand",
            "2",
            "--json",
            "--rollouts",
            "80",
        ],
        None,
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).expect("JSON");
    let decisions = v["decisions"].as_array().expect("decisions");
    let mut replayed = 0;
    for d in decisions.iter().step_by(5) {
        let args: Vec<String> = d["advise_args"]
            .as_array()
            .expect("advise_args")
            .iter()
            .map(|a| a.as_str().expect("a string").to_string())
            .collect();
        assert_eq!(args[0], "advise");
        let mut argv: Vec<&str> = args.iter().map(String::as_str).collect();
        argv.push("--json");
        let a = tilewise(&argv, None);
        assert!(a.status.success(), "{args:?}: {}", stderr(&a));
        let advice: serde_json::Value = serde_json::from_str(&stdout(&a)).expect("JSON");
        let choices = |cs: &serde_json::Value| -> Vec<String> {
            let mut all: Vec<String> = cs
                .as_array()
                .expect("candidates")
                .iter()
                .map(|c| c["choice"].as_str().unwrap_or("").to_string())
                .collect();
            all.sort();
            all
        };
        assert_eq!(
            choices(&advice["candidates"]),
            choices(&d["candidates"]),
            "{args:?}"
        );
        assert_eq!(advice["candidates"], d["candidates"], "{args:?}");
        assert_eq!(advice["seed"], d["seed"]);
        assert_eq!(advice["rollouts_used"], d["rollouts_used"]);
        assert_eq!(
            advice["equal"].as_array().map(Vec::len),
            d["equal"].as_array().map(Vec::len)
        );
        replayed += 1;
    }
    assert!(replayed >= 3, "{replayed}");
}

#[test]
fn calibrate_sets_the_model_beside_the_game_and_the_table_itself() {
    let args = [
        "calibrate",
        "--rules",
        "zung-jung",
        "--hands",
        "2",
        "--rollouts",
        "4",
        "--every",
        "8",
    ];
    let o = tilewise(&args, None);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    for row in [
        "ready",
        "one away",
        "all",
        "played",
        "every win",
        "model pass",
    ] {
        assert!(text.contains(&format!("\n{row} ")), "{row} in\n{text}");
    }
    let o = tilewise(&[&args[..], &["--json"]].concat(), None);
    assert!(o.status.success(), "{}", stderr(&o));
    let json: serde_json::Value = serde_json::from_str(&stdout(&o)).expect("JSON");
    for key in [
        "ready",
        "one_away",
        "all",
        "played_on_table",
        "deal_in_on_table",
        "win_passed_on_table",
        "model_passes_on_table",
    ] {
        assert!(json[key]["decisions"].is_u64(), "{key}");
    }
    assert_eq!(
        json["played_on_table"]["decisions"],
        json["all"]["decisions"]
    );
    assert_eq!(
        json["deal_in_on_table"]["decisions"],
        json["all"]["decisions"]
    );
    assert!(json["all"]["net_gap_error"].is_f64());
    // A record: its wins listed on the table itself; one made from one seat is refused.
    let o = tilewise(
        &[
            "calibrate",
            "--record",
            RECORD,
            "--rollouts",
            "8",
            "--every",
            "50",
        ],
        None,
    );
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        stdout(&o).starts_with("Zung Jung: 8 hands"),
        "{}",
        stdout(&o)
    );
    // A group without decisions says so, not a row of zeros.
    let o = tilewise(
        &[
            "calibrate",
            "--record",
            "replays/zj-short-demo.ron",
            "--rollouts",
            "4",
        ],
        None,
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    let one_away = text.lines().find(|l| l.starts_with("one away"));
    assert!(
        one_away.is_some_and(|l| l.ends_with(" 0  — (no such decisions)")),
        "{text}"
    );
    let o = tilewise(
        &[
            "calibrate",
            "--record",
            "replays/hk-old-style-from-my-seat.ron",
        ],
        None,
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("seat: the others' tiles were not seen"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn calibrate_speaks_the_readers_language() {
    let args = [
        "calibrate",
        "--rules",
        "sichuan",
        "--hands",
        "1",
        "--rollouts",
        "4",
        "--every",
        "8",
    ];
    for (lang, head, rows) in [
        (
            "ru",
            "Сычуань: раздач — 1",
            [
                "в ожидании",
                "в шаге от ожидания",
                "сыгранный",
                "снос",
                "каждая победа",
            ],
        ),
        (
            "pl",
            "Syczuan: rozdań: 1",
            [
                "czeka",
                "krok od czekania",
                "zagrany",
                "zrzutka",
                "każda wygrana",
            ],
        ),
    ] {
        let o = tilewise(&[&args[..], &["--lang", lang]].concat(), None);
        assert!(o.status.success(), "{}", stderr(&o));
        let text = stdout(&o);
        assert!(text.starts_with(head), "{text}");
        for row in rows {
            assert!(text.contains(&format!("\n{row} ")), "{row} in\n{text}");
        }
        assert!(!text.contains("decisions"), "{text}");
        common::assert_decimal_mark(lang, &text);
    }
    let o = tilewise(
        &[
            "calibrate",
            "--record",
            "replays/hk-old-style-from-my-seat.ron",
            "--lang",
            "ru",
        ],
        None,
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("кости остальных не видны"),
        "{}",
        stderr(&o)
    );
}
