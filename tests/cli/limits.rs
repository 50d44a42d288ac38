//! What the command line bounds: the worksheet's hands, the input an error quotes, the
//! errors of a `--batch` stream; and what it draws of a results-only hand.

use crate::common;
use common::{stderr, stdout, tilewise};

/// A drill set of `count` copies of one hand (a few hands of the bundled Singapore set).
fn set_of(count: usize) -> String {
    let text = std::fs::read_to_string("sets/singapore-pao.ron").unwrap();
    let hand = text
        .lines()
        .find(|l| l.trim_start().starts_with("(mode:"))
        .unwrap()
        .to_string();
    let start = text.find("    hands: [").unwrap();
    format!(
        "{}    hands: [\n{}\n    ],\n)\n",
        &text[..start],
        vec![hand; count].join("\n")
    )
}

#[test]
fn a_worksheet_of_more_hands_than_the_maximum_is_refused() {
    let dir = std::env::temp_dir().join(format!("tilewise-limits-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let pdf = dir.join("big.pdf");
    let max = tilewise::print::worksheet::MAX_WORKSHEET_HANDS;
    let o = tilewise(
        &["worksheet", "-", "-o", pdf.to_str().unwrap()],
        Some(&set_of(max + 1)),
    );
    assert_eq!(o.status.code(), Some(2));
    let err = stderr(&o);
    assert!(
        err.contains(&format!("{} hands", max + 1)) && err.contains(&format!("at most {max}")),
        "{err}"
    );
    assert!(!pdf.exists());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn an_error_quotes_at_most_a_short_piece_of_a_huge_line() {
    let long_meld = format!(
        "(concealed: \"123m456p789s11z\", winning_tile: \"1z\", melds: [Pung(\"{}\")])",
        "1m".repeat(50_000)
    );
    let o = tilewise(&["score", "-"], Some(&long_meld));
    assert_eq!(o.status.code(), Some(1));
    let all = stdout(&o) + &stderr(&o);
    assert!(all.len() < 1000, "{} bytes: {}", all.len(), &all[..300]);
    let o = tilewise(&["waits", "--batch", "-"], Some(&"1m".repeat(50_000)));
    assert!(stdout(&o).len() < 1000, "{} bytes", stdout(&o).len());
}

#[test]
fn a_batch_stream_of_bad_lines_stops_after_its_error_limit() {
    let limit = tilewise::files::MAX_BATCH_ERRORS as usize;
    let garbage = "no hand at all\n".repeat(limit * 3);
    let o = tilewise(&["waits", "--batch", "-"], Some(&garbage));
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(stdout(&o).lines().count(), limit);
    assert!(stderr(&o).contains("stopped at line"), "{}", stderr(&o));
    // False wins are answers, not errors: they never stop a run.
    let false_win = "(rules: ZungJung(minimum: Wsom), seat_wind: North, concealed: \"234m456m11p\", melds: [Chow(\"789s\"), Pung(\"555p\")], winning_tile: \"4m\", win: SelfDraw)\n";
    let o = tilewise(
        &["score", "--batch", "-"],
        Some(&false_win.repeat(limit + 5)),
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(stdout(&o).lines().count(), limit + 5);
}

#[test]
fn diagram_draws_a_results_only_hand_and_names_the_steps_there_are() {
    let dir = std::env::temp_dir().join(format!("tilewise-diagram-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let png = dir.join("win.svg");
    let night = "replays/club-night-singapore.ron";
    let o = tilewise(
        &["diagram", night, "--hand", "1", "-o", png.to_str().unwrap()],
        None,
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(std::fs::read_to_string(&png).unwrap().contains("<svg"));
    let o = tilewise(
        &[
            "diagram",
            night,
            "--hand",
            "1",
            "--step",
            "3",
            "-o",
            png.to_str().unwrap(),
        ],
        None,
    );
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("no steps"), "{}", stderr(&o));
    let o = tilewise(
        &[
            "diagram",
            "replays/zj-short-demo.ron",
            "--step",
            "9999",
            "-o",
            png.to_str().unwrap(),
        ],
        None,
    );
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("has steps 0 to"), "{}", stderr(&o));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_huge_tile_or_name_in_a_record_or_an_argument_is_quoted_short() {
    let dir = std::env::temp_dir().join(format!("tilewise-quotes-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let text = std::fs::read_to_string("replays/zj-short-demo.ron").unwrap();
    let huge = text.replacen(
        "Discard(East, \"3z\")",
        &format!("Discard(East, \"{}\")", "1m".repeat(200_000)),
        1,
    );
    assert_ne!(huge, text);
    let record = dir.join("huge.ron");
    std::fs::write(&record, huge).unwrap();
    let path = record.to_str().unwrap();
    let png = dir.join("x.png");
    let name = "A".repeat(100_000);
    let runs: Vec<Vec<&str>> = vec![
        vec!["check", path],
        vec!["report", path],
        vec!["review", path, "--player", "Ann"],
        vec!["diagram", path, "--step", "3", "-o", png.to_str().unwrap()],
        vec!["review", "replays/zj-short-demo.ron", "--player", &name],
        vec![
            "advise",
            "--rules",
            "zung-jung",
            "--hand",
            "123m",
            "--melds",
            &name,
        ],
        vec!["score", "--lang", &name],
    ];
    for args in runs {
        let o = tilewise(&args, None);
        assert_ne!(o.status.code(), Some(0), "{:?}", &args[..2]);
        let said = format!("{}{}", stdout(&o), stderr(&o));
        assert!(said.len() < 1_000, "{:?}: {} bytes", &args[..2], said.len());
        assert!(said.contains('…'), "{:?}: {said}", &args[..2]);
    }
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn false_wins_in_a_batch_are_answers_and_never_stop_the_run() {
    let no_win =
        "(concealed: \"123m456p789s11234z\", melds: [], winning_tile: \"3z\", win: SelfDraw)\n";
    let count = tilewise::files::MAX_BATCH_ERRORS as usize + 200;
    let input = no_win.repeat(count);
    let o = tilewise(
        &["score", "--batch", "--rules", "zung-jung", "-"],
        Some(&input),
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(stdout(&o).lines().count(), count);
    assert!(stdout(&o).lines().all(|l| l.contains("not a winning hand")));
}
