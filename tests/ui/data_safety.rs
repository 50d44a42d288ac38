//! Nothing a user makes is lost, driven headless by egui_kittest on a real data folder: each
//! damaged data file (the recording, the win being typed, the set being built, a replay's
//! autosaved copy, the progress, the settings) is moved aside as `<name>.bad` with the same
//! bytes and named in a notice, and nothing is written over it; the set being built survives a
//! restart and is not discarded without asking; a second app on the same data folder says so
//! and leaves the first one's files alone.

use crate::harness::{apply, click_scrolled, scratch, type_into};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use std::path::Path;
use tilewise::app::i18n::{I18n, Lang};
use tilewise::app::screens::set_builder::BuilderCommand;
use tilewise::app::{Command, Screen, Settings, TilewiseApp};

/// The app on the data folder `dir`, showing `screen`, in `lang`.
fn app_in(dir: &Path, screen: Screen, lang: Lang) -> Harness<'static, TilewiseApp> {
    let dir = dir.to_path_buf();
    let settings = Settings {
        screen,
        language: lang,
        ..Settings::default()
    };
    let mut harness = crate::harness::builder()
        .with_size(egui::vec2(1440.0, 900.0))
        .build_eframe(move |cc| {
            TilewiseApp::new(settings.clone(), &cc.egui_ctx).with_data_dir(dir.clone())
        });
    crate::harness::progress_read(&mut harness);
    harness.run();
    harness
}

/// The message ids of the notices shown.
fn notice_ids(harness: &Harness<'_, TilewiseApp>) -> Vec<&'static str> {
    harness
        .state()
        .notices
        .iter()
        .map(|n| n.message_id)
        .collect()
}

/// Starts a recording from the form (four names).
fn start_recording(harness: &mut Harness<'_, TilewiseApp>) {
    for (i, name) in ["Ann", "Bo", "Cy", "Di"].iter().enumerate() {
        type_into(harness, &format!("player {}", i + 1), name);
    }
    click_scrolled(harness, "Start recording");
    assert!(harness.state().recorder.game.is_some(), "the game started");
}

/// A whole club night: what a damaged recorder autosave held.
fn night() -> String {
    std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/replays/club-night-zung-jung.ron"
    ))
    .expect("the bundled night")
}

#[test]
fn a_damaged_recording_is_kept_aside_named_and_never_written_over() {
    let text = night();
    let cut = text[..text.len() - 200].to_string();
    let renamed = text.replacen("ZungJung", "ZungJunk", 1);
    assert_ne!(renamed, text, "the night is a Zung Jung one");
    for (case, damaged) in [("cut", cut), ("renamed", renamed)] {
        let dir = scratch("data-safety", &format!("recording-{case}"));
        let folder = dir.join("recorder");
        std::fs::create_dir_all(&folder).unwrap();
        std::fs::write(folder.join("current.ron"), &damaged).unwrap();
        std::fs::write(folder.join("draft.ron"), "(winner: Some(Sout").unwrap();
        let mut harness = app_in(&dir, Screen::Recorder, Lang::English);
        let kept = folder.join("current.ron.bad");
        assert_eq!(
            std::fs::read_to_string(&kept).unwrap(),
            damaged,
            "{case}: the same bytes"
        );
        assert_eq!(
            std::fs::read_to_string(folder.join("draft.ron.bad")).unwrap(),
            "(winner: Some(Sout"
        );
        assert!(!folder.join("current.ron").exists());
        let ids = notice_ids(&harness);
        assert!(ids.contains(&"notice-recorder-kept"), "{case}: {ids:?}");
        assert!(ids.contains(&"notice-recorder-draft-kept"), "{ids:?}");
        harness.get_by_label_contains(&kept.display().to_string());
        assert!(harness.state().recorder.found.is_none(), "nothing offered");
        // A new recording goes to a new file; the kept one is untouched.
        start_recording(&mut harness);
        assert!(folder.join("current.ron").is_file(), "the new recording");
        assert_eq!(std::fs::read_to_string(&kept).unwrap(), damaged);
        drop(harness);
        std::fs::remove_dir_all(&dir).ok();
    }
}

#[test]
fn a_second_damaged_recording_is_kept_beside_the_first() {
    let dir = scratch("data-safety", "recording-twice");
    let folder = dir.join("recorder");
    std::fs::create_dir_all(&folder).unwrap();
    std::fs::write(folder.join("current.ron"), "first damage").unwrap();
    drop(app_in(&dir, Screen::Recorder, Lang::English));
    std::fs::write(folder.join("current.ron"), "second damage").unwrap();
    let harness = app_in(&dir, Screen::Recorder, Lang::English);
    let second = folder.join("current.ron.bad.1");
    assert_eq!(std::fs::read_to_string(&second).unwrap(), "second damage");
    assert_eq!(
        std::fs::read_to_string(folder.join("current.ron.bad")).unwrap(),
        "first damage"
    );
    harness.get_by_label_contains(&second.display().to_string());
    drop(harness);
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn damaged_progress_set_draft_and_replay_copy_are_kept_aside_in_every_language() {
    for lang in Lang::ALL {
        let i18n = I18n::new(lang);
        let dir = scratch("data-safety", &format!("others-{lang:?}"));
        std::fs::write(dir.join("progress.ron"), "(version: 1, attempts: [").unwrap();
        std::fs::create_dir_all(dir.join("sets")).unwrap();
        std::fs::write(dir.join("sets/draft.ron"), "(title: \"Eve").unwrap();
        let mut harness = app_in(&dir, Screen::Replays, lang);
        assert_eq!(
            std::fs::read_to_string(dir.join("progress.ron.bad")).unwrap(),
            "(version: 1, attempts: ["
        );
        assert_eq!(
            std::fs::read_to_string(dir.join("sets/draft.ron.bad")).unwrap(),
            "(title: \"Eve"
        );
        let kept = dir.join("sets/draft.ron.bad").display().to_string();
        harness.get_by_label_contains(&kept);
        harness.get_by_label_contains(&i18n.tr("progress-file-problem"));
        // A replay whose autosaved copy is damaged: the copy is kept, the replay opens.
        let replay = dir.join("night.ron");
        std::fs::write(&replay, night()).unwrap();
        let copy = dir.join("night.ron.autosave");
        std::fs::write(&copy, "(header: (rules: Zung").unwrap();
        apply(
            &mut harness,
            tilewise::app::route::read_game(replay.display().to_string()).into(),
        );
        assert!(harness.state().replays.game.is_some());
        assert!(harness.state().replays.autosave_offer.is_none());
        let kept_copy = dir.join("night.ron.autosave.bad");
        assert_eq!(
            std::fs::read_to_string(&kept_copy).unwrap(),
            "(header: (rules: Zung"
        );
        assert!(!copy.exists());
        harness.get_by_label_contains(&kept_copy.display().to_string());
        let ids = notice_ids(&harness);
        assert!(ids.contains(&"notice-set-draft-kept"), "{ids:?}");
        assert!(ids.contains(&"notice-autosave-kept"), "{ids:?}");
        // Said in the reader's language: the English words are not in the Russian notice.
        if lang != Lang::English {
            assert!(
                harness
                    .query_by_label_contains("could not be read")
                    .is_none(),
                "{lang:?}"
            );
        }
        drop(harness);
        std::fs::remove_dir_all(&dir).ok();
    }
}

#[test]
fn one_wrong_setting_resets_only_that_setting_and_the_notice_names_it() {
    let dir = scratch("data-safety", "settings");
    let path = dir.join("app.ron");
    let settings = "(theme:Dark,language:Polish,corner_index:7,screen:Rules,recent_games:[])";
    let file = format!("{{\"tilewise-settings\": {:?}}}", settings);
    std::fs::write(&path, &file).unwrap();
    let report = tilewise::app::storage::repair_file(&path).expect("repaired");
    assert_eq!(
        std::fs::read_to_string(dir.join("app.ron.bad")).unwrap(),
        file
    );
    let map: std::collections::BTreeMap<String, String> =
        ron::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    let read: Settings = ron::from_str(&map["tilewise-settings"]).unwrap();
    assert_eq!(read.language, Lang::Polish, "the other settings kept");
    assert_eq!(read.screen, Screen::Rules);
    assert!(!read.corner_index);
    let mut harness = crate::harness::builder()
        .with_size(egui::vec2(1440.0, 900.0))
        .build_eframe(move |cc| {
            TilewiseApp::new(read.clone(), &cc.egui_ctx).with_storage_notice(Some(report.clone()))
        });
    harness.run();
    harness.get_by_label_contains("corner_index");
    harness.get_by_label_contains("app.ron.bad");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn the_set_being_built_survives_a_restart_and_is_not_discarded_without_asking() {
    let dir = scratch("data-safety", "set-draft");
    {
        let mut harness = app_in(&dir, Screen::Calculator, Lang::English);
        click_scrolled(&mut harness, "Add to set");
        assert_eq!(harness.state().builder.set.hands.len(), 1);
        type_into(&mut harness, "Title", "Thursday");
        type_into(&mut harness, "Author", "Ada");
        assert!(dir.join("sets/draft.ron").is_file(), "autosaved");
        // The app is dropped without saving the set (a crash, or closed).
    }
    let mut harness = app_in(&dir, Screen::Calculator, Lang::English);
    let builder = &harness.state().builder;
    assert_eq!(builder.set.title, "Thursday");
    assert_eq!(builder.set.author, "Ada");
    assert_eq!(builder.set.hands.len(), 1);
    assert!(builder.open, "shown again");
    assert!(notice_ids(&harness).contains(&"notice-set-draft-restored"));
    // "New set" asks; Keep keeps it.
    click_scrolled(&mut harness, "New set");
    harness.get_by_label_contains("Discard the set being built?");
    click_scrolled(&mut harness, "Keep");
    assert_eq!(harness.state().builder.set.title, "Thursday");
    assert!(dir.join("sets/draft.ron").is_file());
    // Opening another set into the builder asks too.
    let other = dir.join("other.ron");
    let bundled = concat!(env!("CARGO_MANIFEST_DIR"), "/sets/zung-jung-freedom.ron");
    std::fs::copy(bundled, &other).unwrap();
    let other_title = tilewise::drill::set::parse_set(&std::fs::read_to_string(&other).unwrap())
        .expect("the bundled set")
        .title;
    apply(
        &mut harness,
        tilewise::app::route::read_set_in_builder(other.display().to_string()).into(),
    );
    assert_eq!(harness.state().builder.set.title, "Thursday", "not yet");
    click_scrolled(&mut harness, "Discard");
    assert_eq!(harness.state().builder.set.title, other_title);
    assert!(
        !dir.join("sets/draft.ron").exists(),
        "an opened set has no unsaved work"
    );
    // A change to the opened set is autosaved again; New set → Discard empties the builder.
    apply(
        &mut harness,
        Command::Builder(BuilderCommand::SetAuthor("Bo".into())),
    );
    assert!(dir.join("sets/draft.ron").is_file());
    click_scrolled(&mut harness, "New set");
    click_scrolled(&mut harness, "Discard");
    assert!(harness.state().builder.set.hands.is_empty());
    assert!(!dir.join("sets/draft.ron").exists());
    drop(harness);
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_second_app_on_one_data_folder_says_so_and_leaves_the_first_ones_files_alone() {
    let dir = scratch("data-safety", "two-apps");
    let mut first = app_in(&dir, Screen::Recorder, Lang::English);
    start_recording(&mut first);
    let current = dir.join("recorder/current.ron");
    let live = std::fs::read(&current).expect("the first app's recording");
    let mut second = app_in(&dir, Screen::Recorder, Lang::English);
    let pid = std::process::id().to_string();
    second.get_by_label_contains(&format!("Another Tilewise (pid {pid})"));
    let app = second.state();
    assert!(app.data_lock.is_none());
    assert!(
        app.guest,
        "a guest: its settings are not saved there either"
    );
    assert!(!eframe::App::persist_egui_memory(app));
    assert!(first.state().data_lock.is_some() && !first.state().guest);
    assert!(
        app.recorder.found.is_none(),
        "no offer of the live recording"
    );
    assert!(app.recorder.data_dir.is_none());
    assert!(app.progress.file.is_none());
    assert!(app.builder.draft_path.is_none());
    assert!(app.replays.autosave_dir.is_none());
    // Work in the second app stays in memory.
    start_recording(&mut second);
    apply(
        &mut second,
        Command::Builder(BuilderCommand::SetTitle("Mine".into())),
    );
    assert_eq!(std::fs::read(&current).unwrap(), live, "untouched");
    assert!(!dir.join("sets").exists());
    assert!(!dir.join("progress.ron").exists());
    drop(second);
    // The first app goes on; once it is gone, the folder is free again.
    drop(first);
    let third = app_in(&dir, Screen::Recorder, Lang::English);
    assert!(third.state().data_lock.is_some());
    assert!(
        third.state().recorder.found.is_some(),
        "the recording offered"
    );
    drop(third);
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_write_that_fails_is_said_in_the_readers_language() {
    for lang in [Lang::English, Lang::Russian] {
        let i18n = I18n::new(lang);
        let dir = scratch("data-safety", &format!("write-fails-{lang:?}"));
        // The recorder's folder is a plain file: no autosave can be written under it.
        std::fs::write(dir.join("recorder"), "not a folder").unwrap();
        let mut harness = app_in(&dir, Screen::Recorder, lang);
        for (i, name) in ["Ann", "Bo", "Cy", "Di"].iter().enumerate() {
            type_into(&mut harness, &format!("player {}", i + 1), name);
        }
        click_scrolled(&mut harness, &i18n.tr("recorder-start"));
        assert!(harness.state().recorder.game.is_some());
        assert!(
            notice_ids(&harness).contains(&"notice-write-failed"),
            "{lang:?}: {:?}",
            notice_ids(&harness)
        );
        let start = i18n.tr_args(
            "notice-write-failed",
            &[("path", "".into()), ("error", "".into())],
        );
        let words = start.split(' ').next().unwrap_or_default().to_string();
        // Its folder could not be made: the notice names it, in the reader's language.
        let notice = harness
            .state()
            .notices
            .iter()
            .find(|n| n.message_id == "notice-write-failed")
            .cloned()
            .expect("a notice");
        let text = notice.text(&i18n);
        assert!(text.starts_with(&words), "{lang:?}: {text}");
        assert!(text.contains(&dir.join("recorder").display().to_string()));
        harness.get_by_label(&text);
        assert_eq!(
            std::fs::read_to_string(dir.join("recorder")).unwrap(),
            "not a folder"
        );
        drop(harness);
        std::fs::remove_dir_all(&dir).ok();
    }
}
