//! The `tilewise` binary as a script would use it.

use crate::common;
use common::{stderr, stdout, tilewise};

#[test]
fn help_lists_the_subcommands() {
    let o = tilewise(&["--help"], None);
    let text = stderr(&o) + &stdout(&o);
    assert!(
        text.contains("Usage") && text.contains("score") && text.contains("waits"),
        "{text}"
    );
}

#[test]
fn scores_every_example_file() {
    let files: Vec<String> = std::fs::read_dir("docs/examples")
        .unwrap()
        .map(|e| e.unwrap().path().display().to_string())
        .filter(|p| p.ends_with(".ron"))
        .collect();
    assert!(files.len() >= 5);
    let args: Vec<&str> = std::iter::once("score")
        .chain(files.iter().map(String::as_str))
        .collect();
    let o = tilewise(&args, None);
    let text = stdout(&o);
    assert!(text.contains("Total: 170 points"), "{text}");
    assert!(
        text.contains("Total: 480 points (a limit pattern counts alone"),
        "{text}"
    );
    assert!(text.contains("North (discarder) pays 160"), "{text}");
    // One example is a false win under the WSOM minimum, so the exit code says so.
    assert_eq!(o.status.code(), Some(1));
}

#[test]
fn json_sheet_has_the_documented_shape() {
    let o = tilewise(
        &["score", "--json", "docs/examples/zj-payment-70.ron"],
        None,
    );
    assert!(o.status.success());
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(v["valid"], true);
    assert_eq!(v["error"], serde_json::Value::Null);
    assert_eq!(v["total"], 70);
    assert_eq!(v["limit"], serde_json::Value::Null);
    let ids: Vec<&str> = v["patterns"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["id"].as_str().unwrap())
        .collect();
    assert_eq!(ids, vec!["zj.1.1", "zj.1.2", "zj.5.1.1", "zj.8.1.2"]);
    assert_eq!(v["patterns"][2]["tiles"], "123m 123m");
    assert_eq!(v["payments"]["receives"], 210);
    let amounts: Vec<u64> = v["payments"]["entries"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["amount"].as_u64().unwrap())
        .collect();
    assert_eq!(amounts, vec![160, 25, 25]);
    assert_eq!(v["payments"]["entries"][0]["role"], "discarder");
    assert_eq!(v["arrangements"].as_array().unwrap().len(), 1);
}

#[test]
fn batch_reads_one_hand_per_line() {
    let input = concat!(
        r#"(concealed: "11122233m3m11p", melds: [Pung("777z")], winning_tile: "3m", seat_wind: South)"#,
        "\n\n",
        r#"(concealed: "123m", winning_tile: "1m")"#,
        "\n",
        r#"(concealed: "123m456p789s11122z" winning_tile: "1z")"#,
        "\n",
    );
    let o = tilewise(&["score", "--batch", "-"], Some(input));
    assert!(o.status.success());
    let lines: Vec<serde_json::Value> = stdout(&o)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 3);
    assert_eq!(lines[0]["total"], 170);
    assert_eq!(lines[1]["valid"], false);
    assert!(
        lines[1]["error"].as_str().unwrap().contains("wrong count"),
        "{}",
        lines[1]
    );
    assert!(
        lines[2]["error"]
            .as_str()
            .unwrap()
            .starts_with("line 1, column"),
        "{}",
        lines[2]
    );
}

#[test]
fn rules_option_and_errors() {
    let o = tilewise(
        &[
            "score",
            "--rules",
            "nonsense",
            "docs/examples/zj-nine-gates.ron",
        ],
        None,
    );
    assert!(!o.status.success());
    let o = tilewise(&["score", "no/such/file.ron"], None);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("no/such/file.ron"));
    let o = tilewise(
        &["score", "-"],
        Some("(concealed: \"123m456p789s1118z\", winning_tile: \"1z\")"),
    );
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stdout(&o).contains("at 16: '8z' is not a tile"),
        "{}",
        stdout(&o)
    );
}

#[test]
fn waits_text_json_and_batch() {
    let o = tilewise(&["waits", "1112345678999m"], None);
    assert!(o.status.success());
    assert!(
        stdout(&o).contains("9 kind(s), 23 tile(s) left"),
        "{}",
        stdout(&o)
    );
    let o = tilewise(&["waits", "--json", "23m456p789s11z [1111m]"], None);
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(v["waits"], serde_json::json!([{"tile": "4m", "left": 4}]));
    let o = tilewise(
        &["waits", "--batch", "-"],
        Some("19m19p19s1234567z\n123m\n13m456p789s11122z\n"),
    );
    let lines: Vec<serde_json::Value> = stdout(&o)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines[0]["waits"].as_array().unwrap().len(), 13);
    assert_eq!(lines[1]["valid"], false);
    assert_eq!(lines[2]["waits"][0]["tile"], "2m");
    let o = tilewise(&["waits", "123m8z"], None);
    assert_eq!(o.status.code(), Some(1));
    assert!(stdout(&o).contains("at 5: '8z' is not a tile"));
}

#[test]
fn simulate_prints_a_record_that_check_accepts() {
    let args = [
        "simulate",
        "--rules",
        "singapore",
        "--seed",
        "5",
        "--hands",
        "2",
    ];
    let o = tilewise(&args, None);
    assert!(o.status.success(), "{o:?}");
    let record = stdout(&o);
    let again = tilewise(&args, None);
    assert_eq!(record, stdout(&again), "the same seed, the same game");
    let checked = tilewise(&["check", "--json", "-"], Some(&record));
    assert!(checked.status.success(), "{checked:?}");
    assert!(stdout(&checked).contains("\"valid\": true"));
    let bad = tilewise(&["simulate", "--rules", "chess", "--seed", "1"], None);
    assert!(!bad.status.success());
    let zero = tilewise(
        &[
            "simulate", "--rules", "sichuan", "--seed", "1", "--hands", "0",
        ],
        None,
    );
    assert!(!zero.status.success());
    // Three names for four players: refused in the reader's language.
    for (lang, said) in [
        ("en", "--players names four players, not 3"),
        ("pl", "--players: graczy musi być czterech, nie 3"),
    ] {
        let o = tilewise(
            &[
                "simulate",
                "--rules",
                "sichuan",
                "--seed",
                "1",
                "--players",
                "Ann,Bo,Cy",
                "--lang",
                lang,
            ],
            None,
        );
        assert_eq!(o.status.code(), Some(2));
        assert!(stderr(&o).contains(said), "{}", stderr(&o));
    }
}

/// Every example hand (docs/examples and assets/examples.ron) as files to score.
fn every_example_file() -> Vec<String> {
    let mut files: Vec<String> = std::fs::read_dir("docs/examples")
        .unwrap()
        .map(|e| e.unwrap().path().display().to_string())
        .filter(|p| p.ends_with(".ron"))
        .collect();
    let dir = std::env::temp_dir().join(format!("tilewise-lang-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for (i, e) in tilewise::formats::examples::examples().iter().enumerate() {
        let path = dir.join(format!("{i:03}-{}.ron", e.pattern));
        std::fs::write(&path, e.hand.to_ron()).unwrap();
        files.push(path.display().to_string());
    }
    files
}

fn sheets_in(lang: &str, files: &[String]) -> Vec<serde_json::Value> {
    let args: Vec<&str> = ["score", "--json", "--lang", lang]
        .into_iter()
        .chain(files.iter().map(String::as_str))
        .collect();
    let o = tilewise(&args, None);
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).expect("JSON");
    v.as_array().expect("one sheet per file").clone()
}

fn cyrillic(text: &str) -> bool {
    text.chars().any(|c| ('\u{400}'..='\u{4ff}').contains(&c))
}

#[test]
fn russian_sheets_name_and_explain_every_pattern_of_every_example_in_russian() {
    let files = every_example_file();
    let sheets = sheets_in("ru", &files);
    assert_eq!(sheets.len(), files.len());
    let mut patterns = 0;
    for (file, sheet) in files.iter().zip(&sheets) {
        let mut texts: Vec<(&str, &serde_json::Value)> = vec![("why", &sheet["why"])];
        for p in sheet["patterns"].as_array().unwrap() {
            patterns += 1;
            texts.push(("name", &p["name"]));
            texts.push(("rule", &p["rule"]));
        }
        for p in sheet["excluded"].as_array().unwrap() {
            texts.push(("name", &p["name"]));
            texts.push(("reason", &p["reason"]));
        }
        for kind in ["entries", "instant"] {
            for p in sheet["payments"][kind].as_array().into_iter().flatten() {
                texts.push(("reason", &p["reason"]));
            }
        }
        if !sheet["error"].is_null() {
            texts.push(("error", &sheet["error"]));
        }
        for (what, text) in texts {
            let text = text.as_str().unwrap_or_default();
            assert!(cyrillic(text), "{file}: {what} {text:?} is not Russian");
        }
    }
    assert!(patterns > 100, "{patterns} patterns");
}

#[test]
fn polish_sheets_name_every_pattern_of_every_example_in_polish() {
    let files = every_example_file();
    let english = sheets_in("en", &files);
    let polish = sheets_in("pl", &files);
    for ((file, en), pl) in files.iter().zip(&english).zip(&polish) {
        let names = |s: &serde_json::Value, key: &str| -> Vec<String> {
            s[key]
                .as_array()
                .unwrap()
                .iter()
                .map(|p| p["name"].as_str().unwrap_or_default().to_string())
                .collect()
        };
        for key in ["patterns", "excluded"] {
            for (e, p) in names(en, key).iter().zip(names(pl, key)) {
                assert!(
                    *e != p || tilewise::i18n::KEPT_IN_ENGLISH.contains(&p.as_str()),
                    "{file}: {e} untranslated"
                );
            }
        }
        assert_ne!(en["why"], pl["why"], "{file}");
    }
}

#[test]
fn text_sheets_settle_and_check_speak_the_language_asked() {
    let o = tilewise(
        &["score", "--lang", "ru", "docs/examples/zj-payment-70.ron"],
        None,
    );
    let text = stdout(&o);
    assert!(text.contains("Итог: 70 очков"), "{text}");
    assert!(text.contains("(сносивший) платит 160"), "{text}");
    let o = tilewise(&["waits", "--lang", "pl", "1112345678999m"], None);
    assert!(stdout(&o).contains("czeka na"), "{}", stdout(&o));
    let wall_end = std::fs::read_dir("docs/examples/wall-end")
        .unwrap()
        .map(|e| e.unwrap().path().display().to_string())
        .find(|p| p.ends_with(".ron"))
        .expect("a wall's end example");
    let o = tilewise(&["settle", "--lang", "ru", &wall_end], None);
    assert!(
        stdout(&o).contains("Сычуань · конец стены"),
        "{}",
        stdout(&o)
    );
    let record = std::fs::read_dir("replays")
        .unwrap()
        .map(|e| e.unwrap().path().display().to_string())
        .find(|p| p.ends_with(".ron"))
        .expect("a game record");
    let o = tilewise(&["check", "--lang", "pl", &record], None);
    let text = stdout(&o);
    assert!(text.contains("Bilans:") && text.contains("płaci"), "{text}");
    let o = tilewise(
        &["score", "--lang", "xx", "docs/examples/zj-payment-70.ron"],
        None,
    );
    assert_eq!(o.status.code(), Some(2));
}

/// Every example and replay: (command that reads it, path).
fn formattable_files() -> Vec<(&'static str, String)> {
    let mut files = Vec::new();
    for (dir, command) in [
        ("docs/examples", "score"),
        ("docs/examples/wall-end", "settle"),
        ("replays", "check"),
    ] {
        let mut paths: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().path().display().to_string())
            .filter(|p| p.ends_with(".ron"))
            .collect();
        paths.sort();
        files.extend(paths.into_iter().map(|p| (command, p)));
    }
    files
}

#[test]
fn fmt_keeps_what_every_example_and_replay_means() {
    let files = formattable_files();
    assert!(files.len() >= 30, "{}", files.len());
    for (command, path) in &files {
        let o = tilewise(&["fmt", path], None);
        assert_eq!(o.status.code(), Some(0), "{path}: {}", stderr(&o));
        let formatted = stdout(&o);
        // Idempotent: the canonical form is canonical.
        let again = tilewise(&["fmt", "-"], Some(&formatted));
        assert_eq!(stdout(&again), formatted, "{path}");
        let check = tilewise(&["fmt", "--check", "-"], Some(&formatted));
        assert_eq!(check.status.code(), Some(0), "{path}: {}", stdout(&check));
        // The same output from the file and from its canonical form.
        let mut args = vec![*command, path.as_str()];
        let original = tilewise(&args, None);
        args[1] = "-";
        let canonical = tilewise(&args, Some(&formatted));
        assert_eq!(
            stdout(&canonical).replace("== - ==", &format!("== {path} ==")),
            stdout(&original),
            "{command} {path}"
        );
        assert_eq!(canonical.status.code(), original.status.code(), "{path}");
        if *command != "settle" {
            let mut args = vec![*command, "--json", path.as_str()];
            let original = tilewise(&args, None);
            args[2] = "-";
            let canonical = tilewise(&args, Some(&formatted));
            assert_eq!(
                stdout(&canonical).replace("\"file\": \"-\"", &format!("\"file\": \"{path}\"")),
                stdout(&original),
                "{command} --json {path}"
            );
        }
    }
}

#[test]
fn fmt_check_names_the_files_not_in_canonical_form() {
    let o = tilewise(
        &[
            "fmt",
            "--check",
            "docs/examples/zj-chicken-wsom.ron",
            "docs/examples/wall-end/flower-pigs.ron",
        ],
        None,
    );
    assert_eq!(o.status.code(), Some(1));
    let text = stdout(&o);
    assert!(
        text.contains("docs/examples/zj-chicken-wsom.ron: not in canonical form (hand file)"),
        "{text}"
    );
    assert!(text.contains("flower-pigs.ron: not in canonical form (settlement file)"));
    // The canonical form keeps the comment at the top and the file's rules.
    let o = tilewise(&["fmt", "docs/examples/zj-chicken-wsom.ron"], None);
    let text = stdout(&o);
    assert!(text.starts_with("// A chicken hand (no pattern)"), "{text}");
    assert!(text.contains("minimum: Wsom"), "{text}");
    // Lowercase bonus tiles are read; canonical output is uppercase.
    let hand = r#"(concealed: "123m456p789s234s55m", winning_tile: "5m", bonus: "f1 s2 a3")"#;
    let o = tilewise(&["fmt", "-"], Some(hand));
    assert!(
        stdout(&o).contains(r#"bonus: "F1 S2 A3""#),
        "{}",
        stdout(&o)
    );
    // A file no kind reads: the error of the kind that read furthest, exit code 2.
    let o = tilewise(&["fmt", "-"], Some("(concealed: \"123m\", colour: 3)"));
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("read as a hand file") && stderr(&o).contains("colour"));
    // Both said in the reader's language.
    let o = tilewise(
        &[
            "fmt",
            "--check",
            "docs/examples/zj-chicken-wsom.ron",
            "--lang",
            "ru",
        ],
        None,
    );
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stdout(&o).contains("zj-chicken-wsom.ron: не в каноническом виде (файл руки)"),
        "{}",
        stdout(&o)
    );
    let o = tilewise(
        &["fmt", "--lang", "pl", "-"],
        Some("(concealed: \"123m\", colour: 3)"),
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("czytany jako plik ręki") && stderr(&o).contains("colour"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn fmt_seen_from_writes_a_record_as_one_player_saw_it_and_check_names_him() {
    let record = "replays/hk-old-style-seed-94.ron";
    let o = tilewise(&["fmt", record, "--seen-from", "Bot B"], None);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let seen = stdout(&o);
    assert!(
        seen.starts_with("// Simulated"),
        "the comment is kept: {seen}"
    );
    assert!(seen.contains("seen_from: \"Bot B\""), "{seen}");
    assert!(seen.contains("Draw(South, \"?\")") || seen.contains("Draw(East, \"?\")"));
    let o = tilewise(&["check", "--json", "-"], Some(&seen));
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let json: serde_json::Value = serde_json::from_str(&stdout(&o)).expect("JSON");
    let report = json.as_array().and_then(|a| a.first()).unwrap_or(&json);
    assert_eq!(report["seen_from"], "Bot B", "{json}");
    let full = tilewise(&["check", "--json", record], None);
    let full: serde_json::Value = serde_json::from_str(&stdout(&full)).expect("JSON");
    let full = full.as_array().and_then(|a| a.first()).unwrap_or(&full);
    assert_eq!(report["balances"], full["balances"], "the same payments");
    assert!(
        full.get("seen_from").is_none(),
        "a full record names no seat"
    );
    let text = stdout(&tilewise(&["check", "--lang", "pl", "-"], Some(&seen)));
    assert!(text.contains("z miejsca gracza Bot B"), "{text}");
    // Only its player is reviewed; a stranger is no player; it never writes over its input.
    let o = tilewise(
        &["review", "-", "--player", "Bot A", "--hand", "1"],
        Some(&seen),
    );
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("seen from Bot B"), "{}", stderr(&o));
    let o = tilewise(&["fmt", record, "--seen-from", "Nobody"], None);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("Nobody"), "{}", stderr(&o));
    let o = tilewise(&["fmt", record, "--seen-from", "Bot B", "--write"], None);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
}

fn scratch_file(name: &str, bytes: &[u8]) -> String {
    let dir = std::env::temp_dir().join(format!("tilewise-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, bytes).unwrap();
    path.display().to_string()
}

#[test]
fn every_reader_is_bounded_and_names_its_limit() {
    let o = tilewise(
        &[
            "check",
            "--max-file-size",
            "100",
            "replays/zj-short-demo.ron",
        ],
        None,
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("larger than the limit of 100 bytes"),
        "{}",
        stderr(&o)
    );
    // Standard input is bounded too.
    let o = tilewise(
        &["score", "--max-file-size", "1K", "-"],
        Some(&"x".repeat(5000)),
    );
    assert!(stderr(&o).contains("-: larger than the limit of 1024 bytes"));
    // Devices and folders are refused, never read.
    for path in ["/dev/zero", "/dev/urandom", "replays"] {
        let o = tilewise(&["check", path], None);
        assert_eq!(o.status.code(), Some(2), "{path}");
        assert!(stderr(&o).contains("not a regular file"), "{path}");
    }
    let o = tilewise(&["waits", "--batch", "/dev/zero"], None);
    assert!(stderr(&o).contains("not a regular file"));
    let o = tilewise(&["check", "--max-file-size", "12Q", "x"], None);
    assert!(!o.status.success());
}

#[test]
fn batch_reports_a_line_that_is_not_utf8_and_goes_on() {
    let path = scratch_file(
        "batch.txt",
        b"123m456p789s1122z\n12\xff3m\n\n1112345678999m\n",
    );
    let o = tilewise(&["waits", "--batch", &path], None);
    assert!(o.status.success(), "{}", stderr(&o));
    let lines: Vec<serde_json::Value> = stdout(&o)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 3, "{}", stdout(&o));
    assert_eq!(lines[1]["valid"], false);
    assert_eq!(lines[1]["line"], 2);
    assert!(
        lines[1]["error"]
            .as_str()
            .unwrap()
            .contains("line 2: not UTF-8")
    );
    assert_eq!(lines[2]["hand"], "1112345678999m");
    // A line over the limit ends the run with its number and the limit.
    let long = format!("123m\n{}\n456p\n", "1m".repeat(100));
    let o = tilewise(
        &["waits", "--batch", "--max-line-size", "64", "-"],
        Some(&long),
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("line 2 is longer than the limit of 64 bytes"),
        "{}",
        stderr(&o)
    );
    assert_eq!(stdout(&o).lines().count(), 1);
}

/// A file in a fresh temporary folder, for commands that read real files.
fn temp_file(name: &str, text: &str) -> String {
    let dir = std::env::temp_dir().join(format!("tilewise-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path.display().to_string()
}

#[test]
fn check_exit_codes_say_agrees_disagrees_invalid_unreadable() {
    let demo = include_str!("../../replays/zj-short-demo.ron");
    // 0: the record replays and every recorded score agrees.
    let o = tilewise(&["check", "replays/zj-short-demo.ron"], None);
    assert_eq!(o.status.code(), Some(0), "{}", stdout(&o));
    // 3: it replays, but a recorded score is not what the rules give; listed with hand and step.
    let o = tilewise(&["check", "replays/zj-scoring-mistake.ron"], None);
    assert_eq!(o.status.code(), Some(3), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(
        text.contains("hand 2, step 3: Cy (South) recorded 25, the rules give 20:"),
        "{text}"
    );
    assert!(
        text.contains("Two Identical Sequences"),
        "the sheet: {text}"
    );
    assert!(
        text.contains("Balances: Ann -30, Bo +10, Cy +50, Di -30"),
        "{text}"
    );
    let o = tilewise(&["check", "--json", "replays/zj-scoring-mistake.ron"], None);
    assert_eq!(o.status.code(), Some(3));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(v["status"], "disagrees");
    assert_eq!(v["file"], "replays/zj-scoring-mistake.ron");
    assert_eq!(v["valid"], true);
    let d = &v["disagreements"][0];
    assert_eq!(
        (&d["hand"], &d["step"], &d["recorded"], &d["computed"]),
        (&2.into(), &3.into(), &25.into(), &20.into())
    );
    assert_eq!(v["wins"][1]["recorded"], 25);
    // 1: a record that cannot be replayed, named by hand and step.
    let illegal = temp_file(
        "illegal.ron",
        &demo.replace("Draw(South, \"6s\")", "Draw(West, \"6s\")"),
    );
    let o = tilewise(&["check", &illegal], None);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stdout(&o).contains("invalid: hand 1, step 3: it is not West's turn to draw"),
        "{}",
        stdout(&o)
    );
    // 2: unreadable: no such file, or not a game record at all.
    let o = tilewise(&["check", "no/such/game.ron"], None);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stdout(&o).contains("unreadable: no/such/game.ron"),
        "{}",
        stdout(&o)
    );
    let garbled = temp_file("garbled.ron", &demo[..demo.len() / 2]);
    let o = tilewise(&["check", "--json", &garbled], None);
    assert_eq!(o.status.code(), Some(2));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(v["status"], "unreadable");
    assert!(v["error"].as_str().unwrap().starts_with("line "), "{v}");
    // Several files: every file is reported and the worst one sets the code.
    let o = tilewise(
        &[
            "check",
            "replays/zj-scoring-mistake.ron",
            &illegal,
            "replays/zj-short-demo.ron",
        ],
        None,
    );
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(stdout(&o).matches("== ").count(), 3);
    let o = tilewise(
        &[
            "check",
            "replays/zj-short-demo.ron",
            "replays/zj-scoring-mistake.ron",
        ],
        None,
    );
    assert_eq!(o.status.code(), Some(3));
    let o = tilewise(&["check", "no/such/game.ron", &illegal], None);
    assert_eq!(o.status.code(), Some(2));
    // The codes are documented in the help.
    let help = stdout(&tilewise(&["check", "--help"], None));
    assert!(help.contains("3 every record replays"), "{help}");
}

#[test]
fn settle_exit_codes_are_those_of_score() {
    let good = "docs/examples/wall-end/flower-pigs.ron";
    assert_eq!(tilewise(&["settle", good], None).status.code(), Some(0));
    // 1: read, but no valid settlement (as score's false win or broken hand file).
    let bad = temp_file(
        "bad-settlement.ron",
        r#"(players: [(seat: West, missing_suit: Characters, concealed: "45p1x1s")])"#,
    );
    let o = tilewise(&["settle", &bad], None);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(stderr(&o).contains("bad-settlement.ron"), "{}", stderr(&o));
    let o = tilewise(&["settle", "--json", &bad], None);
    assert_eq!(o.status.code(), Some(1));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(v["valid"], false);
    let garbled = temp_file("garbled-settlement.ron", "(players: [");
    assert_eq!(tilewise(&["settle", &garbled], None).status.code(), Some(1));
    assert_eq!(
        tilewise(&["score", &garbled], None).status.code(),
        Some(1),
        "score: the same code for the same fault"
    );
    // 2: cannot be read.
    let o = tilewise(&["settle", "no/such/settlement.ron"], None);
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(
        tilewise(&["score", "no/such/settlement.ron"], None)
            .status
            .code(),
        Some(2)
    );
    let help = stdout(&tilewise(&["settle", "--help"], None));
    assert!(help.contains("Exit status, as `score`"), "{help}");
}

#[test]
fn deal_with_a_seed_is_reproducible() {
    let deal = |seed: &str| {
        let args = ["deal", "--rules", "hk-new-style", "--count", "5"];
        tilewise(&[&args[..], &["--seed", seed]].concat(), None)
    };
    let (a, b) = (deal("7"), deal("7"));
    assert!(a.status.success(), "{}", stderr(&a));
    assert_eq!(stdout(&a), stdout(&b));
    assert_eq!(stdout(&a).lines().count(), 5);
    assert_ne!(stdout(&a), stdout(&deal("8")));
    // Without a seed, the clock's is used and told on standard error.
    let o = tilewise(&["deal", "--rules", "sichuan"], None);
    assert!(o.status.success());
    assert!(stderr(&o).contains("--seed"), "{}", stderr(&o));
}

#[test]
fn dealt_hands_score_in_batch_with_the_asked_pattern() {
    for (rules, pattern, level) in [
        ("zung-jung", "zj.4.2.3", "standard"),
        ("hk-old-style", "hk.os.small_dragons", "expert"),
        ("singapore", "sg.seat_wind", "beginner"),
        ("sichuan", "sc.pure_suit", "standard"),
        ("hk-new-style", "", "expert"),
        // A pattern that needs an option comes under it.
        ("singapore", "sg.pure_green", "beginner"),
    ] {
        let mut args = vec!["deal", "--rules", rules, "--count", "12", "--seed", "3"];
        args.extend(["--level", level]);
        if !pattern.is_empty() {
            args.extend(["--pattern", pattern]);
        }
        let dealt = tilewise(&args, None);
        assert!(dealt.status.success(), "{}", stderr(&dealt));
        let o = tilewise(&["score", "--batch", "-"], Some(&stdout(&dealt)));
        assert!(o.status.success());
        let sheets: Vec<serde_json::Value> = stdout(&o)
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        assert_eq!(sheets.len(), 12);
        if pattern == "sg.pure_green" {
            assert!(stdout(&dealt).contains("pure_green: true"));
        }
        for sheet in &sheets {
            assert_eq!(sheet["valid"], true, "{sheet}");
            assert_eq!(sheet["rules"], rules, "{sheet}");
            let ids: Vec<&str> = sheet["patterns"]
                .as_array()
                .unwrap()
                .iter()
                .map(|p| p["id"].as_str().unwrap())
                .collect();
            assert!(pattern.is_empty() || ids.contains(&pattern), "{ids:?}");
        }
    }
}

#[test]
fn deal_writes_a_drill_set_that_check_passes() {
    let dir = std::env::temp_dir().join(format!("tilewise-deal-set-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("dealt.ron");
    let out = path.display().to_string();
    for (rules, pattern, mode, option) in [
        ("hk-new-style", "", "patterns", ""),
        ("zung-jung", "", "best-reading", ""),
        ("zung-jung", "zj.4.2.3", "payments", ""),
        // A pattern that needs an option: the set's rules carry it.
        ("singapore", "sg.pure_green", "total", "pure_green: true"),
        ("sichuan", "sc.pure_suit", "waits", ""),
    ] {
        let mut args = vec!["deal", "--rules", rules, "--count", "4", "--seed", "5"];
        args.extend(["--set", &out, "--mode", mode, "--title", "Club night"]);
        if !pattern.is_empty() {
            args.extend(["--pattern", pattern]);
        }
        let o = tilewise(&args, None);
        assert!(o.status.success(), "{rules} {mode}: {}", stderr(&o));
        assert!(stdout(&o).contains("4 hands written to"), "{}", stdout(&o));
        let text = std::fs::read_to_string(&path).unwrap();
        let set = tilewise::drill::set::parse_set(&text).unwrap();
        assert_eq!(set.title, "Club night");
        assert_eq!(set.hands.len(), 4);
        assert_eq!(set.rules.id(), rules);
        assert!(text.contains(option), "{text}");
        let id = |m: &tilewise::drill::mode::Mode| m.id().to_string();
        assert!(set.hands.iter().all(|h| id(&h.mode) == mode), "{text}");
        let checked = tilewise(&["check", &out], None);
        assert_eq!(checked.status.code(), Some(0), "{}", stdout(&checked));
        // Canonical: `fmt --check` finds nothing to change.
        let fmt = tilewise(&["fmt", "--check", &out], None);
        assert_eq!(fmt.status.code(), Some(0), "{}", stderr(&fmt));
    }
    // The same seed deals the same set; the title defaults to the system and pattern.
    let again = |lang: &str| {
        let args = ["deal", "--rules", "sichuan", "--count", "3", "--seed", "9"];
        let o = tilewise(
            &[&args[..], &["--set", &out, "--lang", lang]].concat(),
            None,
        );
        assert!(o.status.success(), "{}", stderr(&o));
        std::fs::read_to_string(&path).unwrap()
    };
    let first = again("en");
    assert_eq!(first, again("en"));
    assert!(first.contains("title: \"Dealt hands: sichuan\""), "{first}");
    assert!(again("ru").contains("language: \"ru\""));
    let args = [
        "deal",
        "--rules",
        "sichuan",
        "--pattern",
        "sc.pure_suit",
        "--set",
        &out,
    ];
    let o = tilewise(&args, None);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(
        text.contains("title: \"Dealt hands: sichuan, Pure"),
        "{text}"
    );
    // No hand of the pattern asks the mode: exit 1, and the last file is left as it was.
    let args = [
        "deal",
        "--rules",
        "zung-jung",
        "--pattern",
        "zj.4.2.3",
        "--seed",
        "1",
    ];
    let o = tilewise(
        &[&args[..], &["--set", &out, "--mode", "best-reading"]].concat(),
        None,
    );
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("no hand asking best-reading"),
        "{}",
        stderr(&o)
    );
    assert_eq!(std::fs::read_to_string(&path).unwrap(), text);
    // A mode that asks about no single hand, or a mode without `--set`, is refused.
    let o = tilewise(
        &[
            "deal", "--rules", "sichuan", "--set", &out, "--mode", "wall-end",
        ],
        None,
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("best-reading"), "{}", stderr(&o));
    let o = tilewise(&["deal", "--rules", "sichuan", "--mode", "waits"], None);
    assert_eq!(o.status.code(), Some(2));
    // A file that cannot be written: exit 2, nothing printed as written.
    let o = tilewise(
        &[
            "deal",
            "--rules",
            "sichuan",
            "--set",
            "/nowhere/at/all/set.ron",
        ],
        None,
    );
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn patterns_lists_ids_names_and_values() {
    let o = tilewise(&["patterns", "--rules", "zung-jung"], None);
    assert!(o.status.success());
    let text = stdout(&o);
    assert!(text.contains("zj.4.2.3: "), "{text}");
    assert!(text.contains("zj.chicken"), "{text}");
    let o = tilewise(&["patterns", "--rules", "singapore", "--json"], None);
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    let all = v.as_array().unwrap();
    assert!(all.len() > 20);
    assert!(
        all.iter()
            .all(|p| p["id"].as_str().unwrap().starts_with("sg."))
    );
    assert!(all.iter().any(|p| p["limit"] == true));
    assert_eq!(all[0]["unit"], "tai");
    let english = stdout(&tilewise(&["patterns", "--rules", "hk-old-style"], None));
    let russian = stdout(&tilewise(
        &["patterns", "--rules", "hk-old-style", "--lang", "ru"],
        None,
    ));
    assert_ne!(english, russian);
    assert!(russian.contains("hk.os.all_pungs"), "{russian}");
}

#[test]
fn deal_and_patterns_refuse_unknown_names() {
    let o = tilewise(&["deal", "--rules", "mahjong"], None);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("zung-jung"), "{}", stderr(&o));
    let o = tilewise(&["deal", "--rules", "sichuan", "--pattern", "zj.1.1"], None);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("zj.1.1") && stderr(&o).contains("sc.root"),
        "{}",
        stderr(&o)
    );
    let o = tilewise(
        &[
            "deal",
            "--rules",
            "sichuan",
            "--pattern",
            "zj.1.1",
            "--lang",
            "pl",
        ],
        None,
    );
    assert!(stderr(&o).contains("nieznany układ"), "{}", stderr(&o));
    let o = tilewise(&["deal", "--rules", "sichuan", "--level", "guru"], None);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("beginner, standard, expert"),
        "{}",
        stderr(&o)
    );
    let o = tilewise(&["deal", "--rules", "sichuan", "--count", "100001"], None);
    assert_eq!(o.status.code(), Some(2));
    let o = tilewise(&["patterns", "--rules", "mahjong"], None);
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn check_reads_a_drill_set_hand_by_hand() {
    let o = tilewise(&["check", "sets/sichuan-roots-and-caps.ron"], None);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(
        text.contains("Drill set: Sichuan: roots and caps"),
        "{text}"
    );
    assert!(text.contains("hand 1 (Total): 2 points"), "{text}");
    assert!(text.contains("hand 4 (Total): 16 points"), "{text}");
    let good = std::fs::read_to_string("sets/zung-jung-freedom.ron").unwrap();
    let bad = temp_file(
        "bad-set.ron",
        &good.replacen("111222333m456p77s", "111222333m456p78s", 1),
    );
    let o = tilewise(&["check", &bad], None);
    assert_eq!(o.status.code(), Some(1));
    let text = stdout(&o);
    assert!(text.contains("hand 1 (Best reading): invalid: "), "{text}");
    assert!(text.contains("hand 3 (Best reading): "), "{text}");
    let o = tilewise(&["check", "--json", &bad], None);
    let json: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(json["valid"], false);
    assert_eq!(json["hands"][0]["hand"], 1);
    assert!(json["hands"][0]["error"].is_string());
    assert_eq!(json["hands"][2]["mode"], "best-reading");
    let o = tilewise(&["check", "--lang", "pl", &bad], None);
    assert!(stdout(&o).contains("ręka 1"), "{}", stdout(&o));
    let broken = temp_file(
        "broken-set.ron",
        "(title: \"x\", hands: [\n    (mode: Totl)])",
    );
    let o = tilewise(&["check", &broken], None);
    assert_eq!(o.status.code(), Some(2));
    assert!(stdout(&o).contains("line 2, column"), "{}", stdout(&o));
}

#[test]
fn fmt_writes_a_drill_set_in_canonical_form() {
    let text = std::fs::read_to_string("sets/singapore-pao.ron").unwrap();
    let o = tilewise(&["fmt", "-"], Some(&text));
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let canonical = stdout(&o);
    assert!(canonical.starts_with("// Bundled drill set"), "{canonical}");
    assert!(canonical.contains("mode: Payments,"), "{canonical}");
    assert!(canonical.contains("language: \"en\","), "{canonical}");
    let path = temp_file("set.ron", &canonical);
    let o = tilewise(&["fmt", "--check", &path], None);
    assert_eq!(o.status.code(), Some(0), "{}", stdout(&o));
    let o = tilewise(&["check", &path], None);
    assert_eq!(o.status.code(), Some(0), "{}", stdout(&o));
    let o = tilewise(
        &["fmt", "-"],
        Some(&text.replacen("mode: Payments", "mode: WallEnd", 1)),
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("drill set"), "{}", stderr(&o));
    assert!(stderr(&o).contains("hand 1"), "{}", stderr(&o));
}

#[test]
fn the_biggest_hands_say_how_often_a_pattern_counts() {
    let o = tilewise(
        &["report", "replays/club-night-sichuan.ron", "--lang", "ru"],
        None,
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let biggest = stdout(&o);
    let line = biggest
        .lines()
        .find(|l| l.contains("Li Na") && l.contains("(+4)"))
        .unwrap_or_else(|| panic!("{biggest}"));
    assert!(line.ends_with("Четвёрка ×2"), "two roots: {line}");
}

#[test]
fn check_and_patterns_say_modes_and_series_in_the_readers_words() {
    let o = tilewise(
        &[
            "check",
            "sets/hong-kong-bonus-and-payments.ru.ron",
            "--lang",
            "ru",
        ],
        None,
    );
    let text = stdout(&o);
    assert!(text.contains("рука 1 (Комбинации): 4 фана"), "{text}");
    assert!(
        !text.contains("(patterns)") && !text.contains("(total)"),
        "{text}"
    );
    for lang in ["ru", "pl"] {
        for rules in ["hk-new-style", "singapore"] {
            let o = tilewise(&["patterns", "--rules", rules, "--lang", lang], None);
            let text = stdout(&o);
            for english in [
                "identical chows",
                "flush)",
                "flower replacement",
                "kong replacement",
            ] {
                assert!(!text.contains(english), "{lang} {rules}: {english}\n{text}");
            }
        }
    }
}

/// A file that is not there is said in the reader's language by every command that has one
/// (`--lang`), the program's own words, not the system's.
#[test]
fn a_missing_file_is_said_in_the_readers_language() {
    for (args, said) in [
        (
            vec!["score", "no/such/hand.ron"],
            "no/such/hand.ron: no such file or folder",
        ),
        (
            vec!["score", "--lang", "pl", "no/such/hand.ron"],
            "no/such/hand.ron: nie ma takiego pliku ani folderu",
        ),
        (
            vec!["report", "--lang", "ru", "no/such/game.ron"],
            "no/such/game.ron: нет такого файла или папки",
        ),
        (
            vec![
                "advise",
                "--lang",
                "ru",
                "--rules",
                "zung-jung",
                "--hand",
                "123m456p789s1122z5z",
                "--house-rules",
                "no/such/house.ron",
            ],
            "--house-rules: no/such/house.ron: нет такого файла или папки",
        ),
    ] {
        let o = tilewise(&args, None);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(stderr(&o).contains(said), "{args:?}: {}", stderr(&o));
    }
}
