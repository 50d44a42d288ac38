//! `tilewise duel` as a script reads it: the JSON of issue 32, its deals adding up to its
//! figures, the same seed giving the same duel, and the text in en/ru/pl.

use crate::common;
use common::{stderr, stdout, tilewise};

fn duel(extra: &[&str]) -> std::process::Output {
    let mut args = vec![
        "duel",
        "--rules",
        "sichuan",
        "--hands",
        "2",
        "--seed",
        "3",
        "--rollouts",
        "32",
    ];
    args.extend_from_slice(extra);
    tilewise(&args, None)
}

/// `o` is a refusal (exit 2) whose message holds `words`.
fn assert_refused(o: &std::process::Output, words: &str) {
    assert_eq!(o.status.code(), Some(2), "{}", stderr(o));
    assert!(stderr(o).contains(words), "{}", stderr(o));
}

#[test]
fn json_has_the_issue_s_shape_and_its_deals_make_its_figures() {
    let o = duel(&["--json"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).expect("JSON");
    assert_eq!(v["rules"], "sichuan");
    assert_eq!(v["hands"], 2);
    assert_eq!(v["seed"], 3);
    for side in ["advisor", "bot"] {
        for key in ["mean", "win_rate", "deal_in_rate"] {
            assert!(v[side][key].is_f64(), "{side}.{key}: {}", v[side]);
        }
    }
    let deals = v["deals"].as_array().expect("deals");
    assert_eq!(deals.len(), 2);
    assert_eq!(deals[0]["seat"], "East");
    assert_eq!(deals[1]["seat"], "South");
    let num = |x: &serde_json::Value| x.as_f64().expect("a number");
    let mean = |key: &str| deals.iter().map(|d| num(&d[key])).sum::<f64>() / 2.0;
    let rate = |key: &str| {
        deals
            .iter()
            .filter(|d| d[key].as_bool().expect("a flag"))
            .count() as f64
            / 2.0
    };
    assert!((mean("advisor") - num(&v["advisor"]["mean"])).abs() < 1e-9);
    assert!((mean("bot") - num(&v["bot"]["mean"])).abs() < 1e-9);
    assert!((num(&v["diff"]) - (mean("advisor") - mean("bot"))).abs() < 1e-9);
    assert_eq!(rate("advisor_won"), num(&v["advisor"]["win_rate"]));
    assert_eq!(rate("advisor_dealt_in"), num(&v["advisor"]["deal_in_rate"]));
    assert_eq!(rate("bot_won"), num(&v["bot"]["win_rate"]));
    assert_eq!(rate("bot_dealt_in"), num(&v["bot"]["deal_in_rate"]));
    let ci = v["ci95"].as_array().expect("ci95");
    assert!(num(&ci[0]) <= num(&v["diff"]) && num(&v["diff"]) <= num(&ci[1]));
    // The luck of the draw of each play; the gain with it taken out only from 30 deals (the
    // figure itself: `review::duel`'s tests).
    for d in deals {
        assert!(d["advisor_luck"].is_f64() && d["bot_luck"].is_f64(), "{d}");
    }
    assert!(v.get("luck_adjusted").is_none(), "{v}");
    let decisions: u64 = deals.iter().map(|d| d["decisions"].as_u64().unwrap()).sum();
    assert_eq!(v["decisions"].as_u64(), Some(decisions));
    assert!(decisions > 0);
    // The same seed, the same duel.
    let again = duel(&["--json"]);
    assert_eq!(stdout(&o), stdout(&again));
}

#[test]
fn text_is_in_the_reader_s_language() {
    for (lang, word, luck) in [
        (
            "en",
            "Duplicate play",
            "The luck of the draw is taken out from 30 deals",
        ),
        (
            "ru",
            "Дубликатная игра",
            "Везение в доборе вычитается начиная с 30 раздач",
        ),
        (
            "pl",
            "Gra duplikatowa",
            "Szczęście w dobieraniu odejmuje się od 30 rozdań",
        ),
    ] {
        let o = duel(&["--lang", lang]);
        assert!(o.status.success(), "{}", stderr(&o));
        let text = stdout(&o);
        assert_eq!(text.lines().count(), 5, "{lang}: {text}");
        assert!(text.contains(word) && text.contains(luck), "{lang}: {text}");
        assert!(text.contains('['), "{lang}: {text}");
        common::assert_decimal_mark(lang, &text);
    }
}

#[test]
fn an_earlier_duel_is_paired_deal_by_deal_and_other_deals_are_refused() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let earlier = dir.path().join("earlier.json");
    let first = duel(&["--json"]);
    assert!(first.status.success(), "{}", stderr(&first));
    std::fs::write(&earlier, stdout(&first)).expect("written");
    let path = earlier.to_str().expect("a UTF-8 path");
    // The same build against itself: every deal paired, none changed, a gain of 0.
    let o = duel(&["--json", "--against", path]);
    assert!(o.status.success(), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).expect("JSON");
    assert_eq!(v["against"]["deals"], 2);
    assert_eq!(v["against"]["changed"], 0);
    assert_eq!(v["against"]["gain"], 0.0);
    let text = stdout(&duel(&["--against", path, "--lang", "pl"]));
    assert_eq!(text.lines().count(), 6, "{text}");
    assert!(text.contains("wcześniejszej gry duplikatowej"), "{text}");
    // A bot's result that is not this deal's: the deals are not these deals.
    let mut tampered: serde_json::Value = serde_json::from_str(&stdout(&first)).expect("JSON");
    let bot = tampered["deals"][1]["bot"].as_i64().expect("a result");
    tampered["deals"][1]["bot"] = serde_json::json!(bot + 7);
    std::fs::write(&earlier, tampered.to_string()).expect("written");
    let o = duel(&["--against", path]);
    assert_refused(&o, "deal 1");
    // Another rule system, not a duel's JSON, a file that is not there: said before any deal
    // is played.
    let o = tilewise(
        &[
            "duel",
            "--rules",
            "zung-jung",
            "--hands",
            "200000",
            "--against",
            path,
        ],
        None,
    );
    assert_refused(&o, "under sichuan");
    std::fs::write(&earlier, "[1, 2").expect("written");
    let o = duel(&["--against", path]);
    assert_refused(&o, "not a duel's JSON");
    let missing = dir.path().join("missing.json");
    let o = duel(&["--against", missing.to_str().expect("a UTF-8 path")]);
    assert_refused(&o, "missing.json");
}
