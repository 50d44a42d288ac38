//! The `tilewise` binary as a script would use it.

mod common;
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
    let demo = include_str!("../replays/zj-short-demo.ron");
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
