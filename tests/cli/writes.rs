//! Every file the command line writes: refused when it is one of the inputs, atomic, with the
//! old file's permissions, through symbolic links, never through a planted link.

use crate::common;
use common::{stderr, tilewise};
use std::path::{Path, PathBuf};

/// A fresh scratch folder for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tilewise-writes-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn copy(from: &str, dir: &Path, name: &str) -> PathBuf {
    let to = dir.join(name);
    std::fs::copy(from, &to).unwrap();
    to
}

fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}

#[test]
fn an_output_that_is_its_input_is_refused_and_the_input_is_unchanged() {
    let dir = scratch("inputs");
    let set = copy("sets/singapore-pao.ron", &dir, "s.ron");
    let night = copy("replays/club-night-singapore.ron", &dir, "n.ron");
    let set_bytes = std::fs::read(&set).unwrap();
    let night_bytes = std::fs::read(&night).unwrap();
    let link = dir.join("link.ron");
    #[cfg(unix)]
    std::os::unix::fs::symlink(&night, &link).unwrap();
    let runs: Vec<Vec<&str>> = vec![
        vec!["worksheet", s(&set), "-o", s(&set)],
        vec!["report", "--csv", s(&night), "-o", s(&night)],
        vec!["report", s(&night), "-o", s(&night)],
        vec!["diagram", s(&set), "--hand", "1", "-o", s(&set)],
    ];
    for args in runs {
        let o = tilewise(&args, None);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(
            stderr(&o).contains("is the input"),
            "{args:?}: {}",
            stderr(&o)
        );
    }
    #[cfg(unix)]
    {
        // The same file through a symbolic link is the same file.
        let o = tilewise(&["report", "--csv", s(&link), "-o", s(&night)], None);
        assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    }
    assert_eq!(std::fs::read(&set).unwrap(), set_bytes);
    assert_eq!(std::fs::read(&night).unwrap(), night_bytes);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[cfg(unix)]
#[test]
fn fmt_write_keeps_the_mode_refuses_read_only_and_follows_links() {
    use std::os::unix::fs::PermissionsExt;
    let dir = scratch("fmt");
    let original = std::fs::read_to_string("docs/examples/zj-flowers.ron").unwrap();
    // Not canonical: a blank line more at the end.
    let untidy = format!("{original}\n\n");
    let private = dir.join("private.ron");
    std::fs::write(&private, &untidy).unwrap();
    std::fs::set_permissions(&private, std::fs::Permissions::from_mode(0o600)).unwrap();
    let o = tilewise(&["fmt", "--write", s(&private)], None);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_ne!(std::fs::read_to_string(&private).unwrap(), untidy);
    let mode = std::fs::metadata(&private).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode, 0o600);

    let locked = dir.join("locked.ron");
    std::fs::write(&locked, &untidy).unwrap();
    std::fs::set_permissions(&locked, std::fs::Permissions::from_mode(0o444)).unwrap();
    let o = tilewise(&["fmt", "--write", s(&locked)], None);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("read-only"), "{}", stderr(&o));
    assert_eq!(std::fs::read_to_string(&locked).unwrap(), untidy);

    let real = dir.join("real.ron");
    std::fs::write(&real, &untidy).unwrap();
    let link = dir.join("link.ron");
    std::os::unix::fs::symlink("real.ron", &link).unwrap();
    let o = tilewise(&["fmt", "--write", s(&link)], None);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(std::fs::symlink_metadata(&link).unwrap().is_symlink());
    assert_ne!(std::fs::read_to_string(&real).unwrap(), untidy);
    let leftovers: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| e.file_name().to_string_lossy().ends_with(".tmp"))
        .collect();
    assert!(leftovers.is_empty(), "{leftovers:?}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[cfg(unix)]
#[test]
fn a_link_planted_under_the_old_temp_name_is_not_written_through() {
    let dir = scratch("planted");
    let victim = dir.join("victim.txt");
    std::fs::write(&victim, "keep").unwrap();
    let out = dir.join("out.csv");
    // The old writer's name was `.NAME.PID.tmp`: plant links for a range of pids.
    for pid in 1..2000 {
        std::os::unix::fs::symlink(&victim, dir.join(format!(".out.csv.{pid}.tmp"))).unwrap();
    }
    let o = tilewise(
        &[
            "report",
            "--csv",
            "replays/club-night-singapore.ron",
            "-o",
            s(&out),
        ],
        None,
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(std::fs::read_to_string(&victim).unwrap(), "keep");
    assert!(std::fs::read_to_string(&out).unwrap().starts_with("hand,"));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn no_csv_cell_starts_a_formula_and_no_bidi_control_passes() {
    let dir = scratch("csv");
    let night = dir.join("night.ron");
    let text = r#"(
    header: (rules: ZungJung(), players: ["Tan", "RLOLim", "@Ong", "-Goh"], event: "=cmd|' /C calc'!A0"),
    hands: [
        (result: [Penalty(seat: South, amount: 8, reason: "=1+1"), Drawn]),
        (result: [Penalty(seat: North, amount: 4, reason: "LRI@SUM(A1)"), Drawn]),
    ],
)"#
    .replace("RLO", "\u{202E}")
    .replace("LRI", "\u{2066}");
    std::fs::write(&night, text).unwrap();
    let out = dir.join("night.csv");
    let o = tilewise(&["report", "--csv", s(&night), "-o", s(&out)], None);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let mut reader = csv::ReaderBuilder::new()
        .flexible(false)
        .from_path(&out)
        .unwrap();
    let headers = reader.headers().unwrap().clone();
    let reason = headers.iter().position(|h| h == "reason").unwrap();
    let amount = headers.iter().position(|h| h == "amount").unwrap();
    let rows: Vec<csv::StringRecord> = reader.records().map(|r| r.unwrap()).collect();
    assert!(rows.len() >= 2, "{rows:?}");
    for row in &rows {
        for cell in row {
            assert!(
                !cell.starts_with(['=', '+', '-', '@', '\t', '\r']),
                "a formula: {cell:?} in {row:?}"
            );
            assert!(
                !cell.chars().any(tilewise::spreadsheet::is_bidi_control),
                "a bidi control in {cell:?}"
            );
        }
    }
    let penalty = rows
        .iter()
        .find(|r| r[reason].contains("=1+1"))
        .expect("the penalty's row");
    assert!(penalty[reason].starts_with('\''), "{penalty:?}");
    assert_eq!(penalty[amount].parse::<u32>(), Ok(8));
    assert!(
        rows.iter().any(|r| r.iter().any(|c| c == "Lim")),
        "{rows:?}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn an_output_over_a_tile_picture_or_over_standard_inputs_file_is_refused() {
    let dir = scratch("tile-inputs");
    let tiles = dir.join("ivory");
    std::fs::create_dir_all(&tiles).unwrap();
    for e in std::fs::read_dir("assets/tilesets/ivory").unwrap() {
        let e = e.unwrap();
        std::fs::copy(e.path(), tiles.join(e.file_name())).unwrap();
    }
    let set = copy("sets/singapore-pao.ron", &dir, "s.ron");
    let pictures = [tiles.join("1m.png"), tiles.join("2m.png")];
    let before: Vec<Vec<u8>> = pictures.iter().map(|p| std::fs::read(p).unwrap()).collect();
    let runs: Vec<Vec<&str>> = vec![
        vec![
            "worksheet",
            s(&set),
            "--tiles",
            s(&tiles),
            "-o",
            s(&pictures[0]),
        ],
        vec![
            "diagram",
            s(&set),
            "--hand",
            "1",
            "--tiles",
            s(&tiles),
            "-o",
            s(&pictures[1]),
        ],
    ];
    for args in runs {
        let o = tilewise(&args, None);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", stderr(&o));
        assert!(stderr(&o).contains("is the input"), "{}", stderr(&o));
    }
    let after: Vec<Vec<u8>> = pictures.iter().map(|p| std::fs::read(p).unwrap()).collect();
    assert_eq!(after, before);
    // A file beside the pictures that the set does not read may be written.
    let beside = tiles.join("sheet.png");
    let o = tilewise(
        &[
            "diagram",
            s(&set),
            "--hand",
            "1",
            "--tiles",
            s(&tiles),
            "-o",
            s(&beside),
        ],
        None,
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));

    // `report --csv - -o n.ron < n.ron`: standard input is that very file.
    let night = copy("replays/club-night-singapore.ron", &dir, "n.ron");
    let night_bytes = std::fs::read(&night).unwrap();
    let o = std::process::Command::new(env!("CARGO_BIN_EXE_tilewise"))
        .args(["report", "--csv", "-", "-o", s(&night)])
        .stdin(std::fs::File::open(&night).unwrap())
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(stderr(&o).contains("is the input"), "{}", stderr(&o));
    assert_eq!(std::fs::read(&night).unwrap(), night_bytes);
    // Through a pipe it is no file: the output is written.
    let text = String::from_utf8(night_bytes).unwrap();
    let csv = dir.join("n.csv");
    let o = tilewise(&["report", "--csv", "-", "-o", s(&csv)], Some(&text));
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    std::fs::remove_dir_all(&dir).unwrap();
}
