//! `tilewise season`: standings as text, JSON, CSV, HTML and PDF; seating the next night; a
//! season made, filled with nights and merged from the command line, as a club would.

use crate::common;
use common::{stderr, stdout, tilewise};
use std::path::PathBuf;

const BUNDLED: &str = "replays/seasons/zung-jung-club.season.ron";

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tilewise-season-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn json(o: &std::process::Output) -> serde_json::Value {
    serde_json::from_str(&stdout(o)).unwrap_or_else(|e| panic!("{e}: {}", stdout(o)))
}

#[test]
fn the_standings_as_text_json_and_csv() {
    let o = tilewise(&["season", BUNDLED], None);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(text.contains("8 of 8 nights played"), "{text}");
    assert!(text.contains("points → score → 1st, 2nd, 3rd places → best game → name"));
    assert!(text.contains("not ranked: fewer than 4 nights"), "{text}");
    let o = tilewise(&["season", BUNDLED, "--json"], None);
    assert!(o.status.success(), "{}", stderr(&o));
    let v = json(&o);
    assert_eq!(v["nights"], 8);
    let first = &v["standings"][0];
    for key in [
        "rank",
        "player",
        "points",
        "nights",
        "rating",
        "rating_sigma",
        "score",
        "places",
        "best_game",
    ] {
        assert!(!first[key].is_null(), "{key}: {first}");
    }
    assert_eq!(first["rank"], 1);
    let o = tilewise(&["season", BUNDLED, "--csv"], None);
    let csv = stdout(&o);
    assert!(
        csv.starts_with("rank,player,club_id,guest,points,"),
        "{csv}"
    );
    assert_eq!(
        csv.lines().count(),
        1 + v["standings"].as_array().unwrap().len()
    );
    // A night seated and not played yet is on the sheet, for the wall.
    let o = tilewise(&["season", "docs/examples/seasons/club.season.ron"], None);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(text.contains("Night 3, seated: "), "{text}");
    assert!(
        text.contains("Table 1: East: Ewa Lis, South: Anna Kowalska"),
        "{text}"
    );
    assert!(text.contains("Sitting out: Marta Wiśniewska"), "{text}");
    let o = tilewise(&["season", BUNDLED, "--lang", "pl"], None);
    assert!(
        stdout(&o).contains("rozegrano 8 z 8 wieczorów"),
        "{}",
        stdout(&o)
    );
    let o = tilewise(&["season", BUNDLED, "--lang", "ru"], None);
    assert!(stdout(&o).contains("Турнирная") || stdout(&o).contains("сыграно 8 из 8"));
}

#[test]
fn the_html_page_and_the_pdf_sheet_are_written() {
    let dir = scratch("sheets");
    let html = dir.join("season.html");
    let o = tilewise(
        &["season", BUNDLED, "--html", "-o", html.to_str().unwrap()],
        None,
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let page = std::fs::read_to_string(&html).unwrap();
    assert!(page.starts_with("<!DOCTYPE html>") && page.contains("<svg"));
    assert!(
        !page.contains("<script") && !page.contains("src="),
        "self-contained"
    );
    let pdf = dir.join("season.pdf");
    let o = tilewise(
        &[
            "season",
            BUNDLED,
            "--pdf",
            "-o",
            pdf.to_str().unwrap(),
            "--lang",
            "ru",
        ],
        None,
    );
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(std::fs::read(&pdf).unwrap().starts_with(b"%PDF"));
    // Never written over its input.
    let o = tilewise(&["season", BUNDLED, "--csv", "-o", BUNDLED], None);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn seating_the_next_night_is_printed_with_its_seed_and_cost_and_the_same_every_time() {
    let args = [
        "season",
        "seat",
        BUNDLED,
        "--players",
        "Anna,Bartek,Celina,Dawid,Ewa,Filip,Irena",
        "--seed",
        "5",
        "--json",
    ];
    let o = tilewise(&args, None);
    assert!(o.status.success(), "{}", stderr(&o));
    let v = json(&o);
    assert_eq!(v["tables"].as_array().unwrap().len(), 1);
    assert_eq!(v["tables"][0].as_array().unwrap().len(), 4);
    assert_eq!(v["sit_out"].as_array().unwrap().len(), 3);
    assert!(v["cost"]["repeats"].is_u64() && v["cost"]["wind_imbalance"].is_f64());
    assert_eq!(v["seed"], 5);
    assert_eq!(stdout(&tilewise(&args, None)), stdout(&o));
    let o = tilewise(&args[..7], None);
    let text = stdout(&o);
    assert!(
        text.contains("Night 9: fewest repeat meetings, seed 5"),
        "{text}"
    );
    assert!(
        text.contains("Sitting out:") && text.contains("East: "),
        "{text}"
    );
    let o = tilewise(
        &["season", "seat", BUNDLED, "--players", "Anna,Anna,Ewa,Jan"],
        None,
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("Anna is named twice"), "{}", stderr(&o));
}

#[test]
fn a_club_makes_a_season_seats_a_night_adds_its_tables_and_merges_a_name() {
    let dir = scratch("club");
    let season = dir.join("club.season.ron");
    let s = season.to_str().unwrap();
    let o = tilewise(
        &[
            "season",
            "new",
            s,
            "--name",
            "Thursday club",
            "--rules",
            "zung-jung",
            "--players",
            "Anna,Bartek,Celina,Dawid,Ewa",
        ],
        None,
    );
    assert!(o.status.success(), "{}", stderr(&o));
    // Not made twice over the same file.
    let o = tilewise(
        &["season", "new", s, "--name", "x", "--rules", "zung-jung"],
        None,
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("is there already; a new season is not written over it"),
        "{}",
        stderr(&o)
    );
    let o = tilewise(
        &[
            "season",
            "new",
            s,
            "--name",
            "x",
            "--rules",
            "zung-jung",
            "--lang",
            "pl",
        ],
        None,
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("taki plik już jest; nowy sezon nie jest zapisywany"),
        "{}",
        stderr(&o)
    );
    let o = tilewise(
        &[
            "season",
            "seat",
            s,
            "--players",
            "Anna,Bartek,Celina,Dawid,Ewa",
            "--add",
            "--date",
            "2026-12-03",
            "--json",
        ],
        None,
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let table: Vec<String> = json(&o)["tables"][0]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| n.as_str().unwrap().to_string())
        .collect();
    // The table is played: a record of its four, East's name written in lower case.
    let mut names = table.clone();
    let east = table[0].clone();
    names[0] = east.to_lowercase();
    let o = tilewise(
        &[
            "simulate",
            "--rules",
            "zung-jung",
            "--seed",
            "3",
            "--hands",
            "2",
            "--results-only",
            "--players",
            &names.join(","),
        ],
        None,
    );
    let record = dir.join("table-1.ron");
    std::fs::write(&record, stdout(&o)).unwrap();
    let o = tilewise(
        &["season", "add", s, record.to_str().unwrap(), "--night", "1"],
        None,
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let text = std::fs::read_to_string(&season).unwrap();
    assert!(text.contains("File(\"table-1.ron\")"), "{text}");
    assert!(
        !text.contains("Seated("),
        "the seated table is filled: {text}"
    );
    let standings = json(&tilewise(&["season", s, "--json"], None));
    assert!(
        stdout(&o).contains(&format!("is it {east}?")),
        "{}",
        stdout(&o)
    );
    assert!(standings["standings"].to_string().contains(&names[0]));
    let o = tilewise(
        &[
            "season", "merge", s, "--name", &names[0], "--into", &east, "--lang", "ru",
        ],
        None,
    );
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        stdout(&o).contains(&format!("«{}» теперь засчитывается как {east}", names[0])),
        "{}",
        stdout(&o)
    );
    let merged = json(&tilewise(&["season", s, "--json"], None));
    let rows = merged["standings"].as_array().unwrap();
    let row = rows.iter().find(|r| r["player"] == east.as_str()).unwrap();
    assert_eq!(row["nights"], 1);
    assert!(rows.iter().all(|r| r["player"] != names[0].as_str()));
    assert_eq!(merged["nights"], 1);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_broken_season_or_table_is_named_with_its_place() {
    let dir = scratch("broken");
    let season = dir.join("bad.season.ron");
    std::fs::write(
        &season,
        "(version: 1,\n name: \"S\",\n players: [(name: 4)])",
    )
    .unwrap();
    let o = tilewise(&["season", season.to_str().unwrap()], None);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("line 3"), "{}", stderr(&o));
    std::fs::write(
        &season,
        "(version: 1, name: \"S\", players: [(name: \"A\")], nights: [(tables: [File(\"gone.ron\")])])",
    )
    .unwrap();
    let o = tilewise(&["season", season.to_str().unwrap()], None);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(
        stdout(&o).contains("Night 1, table 1") && stdout(&o).contains("kept out"),
        "{}",
        stdout(&o)
    );
    std::fs::remove_dir_all(&dir).unwrap();
}
