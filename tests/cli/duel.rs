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
    let decisions: u64 = deals.iter().map(|d| d["decisions"].as_u64().unwrap()).sum();
    assert_eq!(v["decisions"].as_u64(), Some(decisions));
    assert!(decisions > 0);
    // The same seed, the same duel.
    let again = duel(&["--json"]);
    assert_eq!(stdout(&o), stdout(&again));
}

#[test]
fn text_is_in_the_reader_s_language() {
    for (lang, word) in [
        ("en", "Duplicate play"),
        ("ru", "Дубликатная игра"),
        ("pl", "Gra duplikatowa"),
    ] {
        let o = duel(&["--lang", lang]);
        assert!(o.status.success(), "{}", stderr(&o));
        let text = stdout(&o);
        assert_eq!(text.lines().count(), 4, "{lang}: {text}");
        assert!(text.contains(word), "{lang}: {text}");
        assert!(text.contains('['), "{lang}: {text}");
    }
}
