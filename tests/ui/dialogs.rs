//! No dead-end file dialogs (egui_kittest): with no system dialog, every Open, Save, Save as,
//! Export and Save set goes through the app's own path field (a path typed, Tab completing a
//! name, an entry clicked, Enter or OK), the files end up on disk, a missing folder or file is
//! said in the field's window and a failed write in a notice; that no system dialog can be
//! shown is said once.

use crate::harness::{click, click_sample, scratch};
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use std::path::Path;
use tilewise::app::effect::FileKind;
use tilewise::app::{Dialogs, Screen, Settings, TilewiseApp};

const HAND: &str = "(concealed: \"123m456p789s11222z\", winning_tile: \"2z\")";
const DEMO: &str = include_str!("../../replays/zj-short-demo.ron");

/// The app (the in-app dialogs, as [`TilewiseApp::new`] chooses) on a screen.
fn app(screen: Screen) -> Harness<'static, TilewiseApp> {
    let settings = Settings {
        screen,
        ..Settings::default()
    };
    let mut harness = crate::harness::builder()
        .with_size(egui::vec2(1440.0, 900.0))
        .build_eframe(move |cc| TilewiseApp::new(settings.clone(), &cc.egui_ctx));
    harness.run();
    assert_eq!(harness.state().dialogs, Dialogs::InApp);
    harness
}

/// Types a path into the path field (replacing what is there) and presses Enter.
fn enter_path(harness: &mut Harness<'_, TilewiseApp>, path: &Path) {
    type_path(harness, &path.display().to_string());
    harness.key_press(Key::Enter);
    harness.run();
}

fn type_path(harness: &mut Harness<'_, TilewiseApp>, text: &str) {
    assert!(
        harness.state().path_field.is_some(),
        "the path field is open"
    );
    harness.get_by_label("Path").set_text_value_accesskit(text);
    harness.run();
    assert_eq!(
        harness.state().path_field.as_ref().map(|f| f.text.as_str()),
        Some(text)
    );
}

fn field_kind(harness: &Harness<'_, TilewiseApp>) -> Option<FileKind> {
    harness.state().path_field.as_ref().map(|f| f.dialog.kind)
}

#[test]
fn an_edited_replay_is_saved_with_ctrl_s_through_the_path_field() {
    let dir = scratch("dialogs", "save");
    let mut harness = app(Screen::Replays);
    click_sample(&mut harness, "zj-short-demo.ron");
    assert!(
        harness
            .state()
            .replays
            .game
            .as_ref()
            .unwrap()
            .path
            .is_none()
    );
    // A note after the first step: the sample is edited, and has no file yet.
    add_a_note(&mut harness, "Watch the West wind.");
    // Ctrl+S: no file, so "Save as", in the path field, the sample's name offered.
    harness.key_press_modifiers(Modifiers::COMMAND, Key::S);
    harness.run();
    assert_eq!(field_kind(&harness), Some(FileKind::Game));
    let offered = harness.state().path_field.as_ref().unwrap().text.clone();
    assert!(offered.ends_with("/zj-short-demo.ron"), "{offered}");
    harness.get_by_label("Save as");
    // A name without its extension gets `.ron`.
    enter_path(&mut harness, &dir.join("annotated"));
    let saved = dir.join("annotated.ron");
    let text = std::fs::read_to_string(&saved).expect("the record is written");
    assert!(text.contains("Watch the West wind."), "{text}");
    let app = harness.state();
    assert!(app.path_field.is_none(), "the field closes");
    assert!(!app.replays.modified);
    assert_eq!(
        app.replays.game.as_ref().unwrap().path.as_ref(),
        Some(&saved)
    );
    assert_eq!(app.settings.last_folder.as_deref(), Some(dir.as_path()));
    assert!(app.notices.is_empty(), "{:?}", app.notices);
    // The folder is a setting: after a restart (the settings written and read back as
    // eframe does), the next dialog starts there again.
    let text = ron::to_string(&app.settings).expect("settings written");
    let settings: Settings = ron::from_str(&text).expect("settings read");
    let mut harness = crate::harness::builder()
        .with_size(egui::vec2(1440.0, 900.0))
        .build_eframe(move |cc| TilewiseApp::new(settings.clone(), &cc.egui_ctx));
    harness.run();
    click(&mut harness, "Open…");
    let field = harness.state().path_field.as_ref().map(|f| f.text.clone());
    let field = field.expect("the path field opens");
    assert!(
        Path::new(&field).starts_with(&dir),
        "{field} starts in {}",
        dir.display()
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_hand_a_record_and_a_set_open_through_the_path_field() {
    let dir = scratch("dialogs", "open");
    std::fs::write(dir.join("hand.ron"), HAND).expect("hand");
    std::fs::write(dir.join("club.ron"), DEMO).expect("record");
    std::fs::create_dir_all(dir.join("sets")).expect("folder");
    std::fs::write(dir.join("notes.txt"), "not listed").expect("other file");
    let mut harness = app(Screen::Calculator);
    click(&mut harness, "Clear");
    // The hand: its folder typed, Tab completes the one name starting with "h".
    click(&mut harness, "Open…");
    assert_eq!(field_kind(&harness), Some(FileKind::Hand));
    type_path(&mut harness, &format!("{}/h", dir.display()));
    harness.key_press(Key::Tab);
    harness.run();
    let text = harness.state().path_field.as_ref().unwrap().text.clone();
    assert_eq!(text, dir.join("hand.ron").display().to_string());
    harness.key_press(Key::Enter);
    harness.run();
    assert!(harness.state().path_field.is_none());
    assert_eq!(harness.state().calculator.tiles.len(), 14);
    // The record: the field starts in the folder used last; its entries are listed (folders
    // first, files of the kind only), and a click takes one.
    harness.key_press_modifiers(Modifiers::COMMAND, Key::Num4);
    harness.run();
    click(&mut harness, "Open…");
    let field = harness.state().path_field.clone().expect("the path field");
    assert_eq!(field.text, format!("{}/", dir.display()));
    assert_eq!(field.matches, ["sets/", "club.ron", "hand.ron"]);
    click(&mut harness, "club.ron");
    click(&mut harness, "OK");
    let replays = &harness.state().replays;
    assert!(replays.error.is_none(), "{:?}", replays.error);
    assert_eq!(
        replays.game.as_ref().and_then(|g| g.path.clone()),
        Some(dir.join("club.ron"))
    );
    // The set: saved from the set builder first, then opened in the drill.
    harness.key_press_modifiers(Modifiers::COMMAND, Key::Num1);
    harness.run();
    click(&mut harness, "Add to set");
    click(&mut harness, "Save set…");
    assert_eq!(field_kind(&harness), Some(FileKind::Set));
    enter_path(&mut harness, &dir.join("sets/evening"));
    assert!(dir.join("sets/evening.ron").is_file(), "the set is saved");
    harness.key_press_modifiers(Modifiers::COMMAND, Key::Num2);
    harness.run();
    click(&mut harness, "Drill sets");
    click(&mut harness, "Open a set file…");
    // A file that is not there is said in the window, which stays open.
    enter_path(&mut harness, &dir.join("sets/morning.ron"));
    let missing = format!(
        "There is no file {}.",
        dir.join("sets/morning.ron").display()
    );
    harness.get_by_label(&missing);
    assert!(harness.state().path_field.is_some());
    enter_path(&mut harness, &dir.join("sets/evening.ron"));
    let app = harness.state();
    assert!(app.drill.set.is_some(), "{:?}", app.drill.set_error);
    assert_eq!(app.settings.screen, Screen::Drill);
    // Escape cancels: nothing opens.
    click(&mut harness, "Drill sets");
    click(&mut harness, "Open a set file…");
    assert!(harness.state().path_field.is_some());
    harness.key_press(Key::Escape);
    harness.run();
    assert!(harness.state().path_field.is_none());
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn csv_and_worksheets_are_exported_through_the_path_field() {
    let dir = scratch("dialogs", "export");
    let mut harness = app(Screen::Replays);
    click_sample(&mut harness, "zj-short-demo.ron");
    click(&mut harness, "The night at a glance");
    click(&mut harness, "Export CSV…");
    assert_eq!(field_kind(&harness), Some(FileKind::Csv));
    enter_path(&mut harness, &dir.join("night"));
    let csv = std::fs::read_to_string(dir.join("night.csv")).expect("the CSV");
    assert!(csv.starts_with("hand,"), "{csv:.80}");
    // The worksheet of the set being built.
    harness.key_press_modifiers(Modifiers::COMMAND, Key::Num1);
    harness.run();
    click(&mut harness, "Add to set");
    click(&mut harness, "Export worksheet…");
    assert_eq!(field_kind(&harness), Some(FileKind::Worksheet));
    let offered = harness.state().path_field.as_ref().unwrap().text.clone();
    assert_eq!(offered, format!("{}/worksheet.pdf", dir.display()));
    harness.key_press(Key::Enter);
    harness.run();
    let pdf = std::fs::read(dir.join("worksheet.pdf")).expect("the worksheet");
    assert!(pdf.starts_with(b"%PDF"));
    assert!(harness.state().notices.is_empty());
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_missing_folder_is_said_in_the_field_and_a_failed_write_in_a_notice() {
    let dir = scratch("dialogs", "fail");
    let mut harness = app(Screen::Calculator);
    click(&mut harness, "Save…");
    let gone = dir.join("gone");
    enter_path(&mut harness, &gone.join("hand.ron"));
    harness.get_by_label(&format!("There is no folder {}.", gone.display()));
    assert!(!gone.exists());
    // A folder that is there, where no file can be written (even by root): the write fails,
    // and a notice says why.
    enter_path(&mut harness, Path::new("/proc/tilewise-hand.ron"));
    assert!(harness.state().path_field.is_none());
    assert!(harness.state().notices.has("notice-failed"));
    assert!(
        harness
            .query_by_label_contains("Not done: /proc/tilewise-hand.ron")
            .is_some()
    );
    assert!(!Path::new("/proc/tilewise-hand.ron").exists());
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn no_system_dialog_is_said_once() {
    let mut harness = app(Screen::Calculator);
    // As `from_creation` finds a desktop without portal and zenity.
    harness.state_mut().dialogs_untold = true;
    for _ in 0..2 {
        click(&mut harness, "Open…");
        assert!(harness.state().path_field.is_some());
        click(&mut harness, "Cancel");
        assert!(harness.state().path_field.is_none());
    }
    let notices = &harness.state().notices;
    assert_eq!(notices.len(), 1);
    assert!(notices.has("notice-no-dialogs"));
    harness.get_by_label_contains("No system file dialog");
    // Closed, it stays closed.
    click(&mut harness, "Close");
    click(&mut harness, "Open…");
    assert!(harness.state().notices.is_empty());
}

#[test]
fn an_export_never_lands_on_the_record_it_is_made_from_nor_on_the_apps_data_files() {
    let dir = scratch("dialogs", "inputs");
    let record = dir.join("club.ron");
    std::fs::write(&record, DEMO).expect("record");
    let data = dir.join("data");
    std::fs::create_dir_all(&data).expect("data folder");
    let mut harness = crate::harness::builder()
        .with_size(egui::vec2(1440.0, 900.0))
        .build_eframe({
            let data = data.clone();
            move |cc| {
                let settings = Settings {
                    screen: Screen::Replays,
                    ..Settings::default()
                };
                TilewiseApp::new(settings, &cc.egui_ctx).with_data_dir(data.clone())
            }
        });
    crate::harness::progress_read(&mut harness);
    harness.run();
    crate::harness::apply(
        &mut harness,
        tilewise::app::route::read_game(record.display().to_string()).into(),
    );
    click(&mut harness, "The night at a glance");
    click(&mut harness, "Export CSV…");
    enter_path(&mut harness, &record);
    assert_eq!(std::fs::read_to_string(&record).expect("record"), DEMO);
    let said: Vec<String> = harness
        .state()
        .notices
        .iter()
        .map(|n| n.text(&harness.state().i18n))
        .collect();
    assert!(
        said.iter().any(|s| s.contains("it is the input")),
        "{said:?}"
    );
    // The set being built is autosaved in the data folder: saving the set onto that draft
    // (which is removed once the set is saved) is refused too.
    harness.key_press_modifiers(Modifiers::COMMAND, Key::Num1);
    harness.run();
    click(&mut harness, "Add to set");
    let draft = harness.state().builder.draft_path.clone().expect("a draft");
    assert!(draft.is_file());
    let before = std::fs::read(&draft).expect("draft");
    click(&mut harness, "Save set…");
    enter_path(&mut harness, &draft);
    assert_eq!(std::fs::read(&draft).expect("draft"), before);
    assert_eq!(harness.state().builder.set.hands.len(), 1, "nothing lost");
    drop(harness);
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn saving_a_new_record_when_leaving_it_asks_where_then_opens_the_other_one() {
    let dir = scratch("dialogs", "leave");
    let mut harness = app(Screen::Replays);
    click_sample(&mut harness, "zj-short-demo.ron");
    harness.key_press(Key::ArrowRight);
    harness.key_press(Key::A);
    harness.run();
    harness.get_by_label("note").type_text("Mind the dealer.");
    harness.run();
    harness.key_press(Key::Enter);
    harness.run();
    assert!(harness.state().replays.modified);
    // Another record asked for: the question, then "Save" on a record with no file.
    click_sample(&mut harness, "annotated-zung-jung.ron");
    click(&mut harness, "Save the changes");
    assert_eq!(field_kind(&harness), Some(FileKind::Game));
    // Cancelled: nothing saved, nothing switched; asked again and saved, the switch happens.
    click(&mut harness, "Cancel");
    assert!(harness.state().replays.modified);
    let name = |h: &Harness<'_, TilewiseApp>| h.state().replays.game.as_ref().unwrap().name.clone();
    assert!(
        name(&harness).contains("zj-short-demo"),
        "{}",
        name(&harness)
    );
    click_sample(&mut harness, "annotated-zung-jung.ron");
    click(&mut harness, "Save the changes");
    enter_path(&mut harness, &dir.join("mine.ron"));
    let text = std::fs::read_to_string(dir.join("mine.ron")).expect("the record is written");
    assert!(text.contains("Mind the dealer."), "{text}");
    assert!(!harness.state().replays.modified);
    assert!(
        name(&harness).contains("annotated-zung-jung"),
        "the other record is open: {}",
        name(&harness)
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn the_nights_score_sheet_is_printed_through_the_save_dialog() {
    let dir = scratch("dialogs", "night-pdf");
    let mut harness = app(Screen::Replays);
    click_sample(&mut harness, "zj-short-demo.ron");
    click(&mut harness, "The night at a glance");
    click(&mut harness, "Print score sheet…");
    // The button asks for a save dialog of a PDF, the record's name offered.
    assert_eq!(field_kind(&harness), Some(FileKind::Worksheet));
    let offered = harness.state().path_field.as_ref().unwrap().text.clone();
    assert!(offered.ends_with("/zj-short-demo.pdf"), "{offered}");
    // A name without its extension gets `.pdf`.
    enter_path(&mut harness, &dir.join("night"));
    let pdf = std::fs::read(dir.join("night.pdf")).expect("the score sheet");
    assert!(pdf.starts_with(b"%PDF-"));
    assert!(harness.state().notices.is_empty());
    harness.get_by_label_contains("Score sheet written to");
    std::fs::remove_dir_all(&dir).ok();
}

/// Edits the sample shown: a note after its first step.
fn add_a_note(harness: &mut Harness<'_, TilewiseApp>, text: &str) {
    harness.key_press(Key::ArrowRight);
    harness.key_press(Key::A);
    harness.run();
    harness.get_by_label("note").type_text(text);
    harness.run();
    harness.key_press(Key::Enter);
    harness.run();
    assert!(harness.state().replays.modified);
}

fn shown_name(harness: &Harness<'_, TilewiseApp>) -> String {
    let game = harness.state().replays.game.as_ref();
    game.map(|g| g.name.clone()).unwrap_or_default()
}

#[test]
fn saving_at_the_leave_question_opens_the_other_record_once_saved_and_not_when_cancelled() {
    let dir = scratch("dialogs", "leave-save");
    let mut harness = app(Screen::Replays);
    click_sample(&mut harness, "zj-short-demo.ron");
    add_a_note(&mut harness, "Kept.");
    // Another record: asked first; "Save the changes" asks where (the sample has no file).
    click_sample(&mut harness, "sichuan-short-demo.ron");
    click(&mut harness, "Save the changes");
    assert_eq!(field_kind(&harness), Some(FileKind::Game));
    // Cancelled: the record stays, edited, and the switch is dropped: a later save stays too.
    harness.key_press(Key::Escape);
    harness.run();
    assert!(harness.state().path_field.is_none());
    assert_eq!(shown_name(&harness), "zj-short-demo.ron");
    assert!(harness.state().replays.modified);
    harness.key_press_modifiers(Modifiers::COMMAND, Key::S);
    harness.run();
    enter_path(&mut harness, &dir.join("first.ron"));
    assert!(!harness.state().replays.modified);
    assert!(
        shown_name(&harness).ends_with("first.ron"),
        "{}",
        shown_name(&harness)
    );
    // Edited again, the other record asked for, saved at the question: saved, then opened.
    add_a_note(&mut harness, "Kept again.");
    click_sample(&mut harness, "sichuan-short-demo.ron");
    click(&mut harness, "Save the changes");
    assert!(harness.state().path_field.is_none(), "it has a file now");
    let text = std::fs::read_to_string(dir.join("first.ron")).expect("saved");
    assert!(text.contains("Kept again."), "{text}");
    assert_eq!(shown_name(&harness), "sichuan-short-demo.ron");
    assert!(!harness.state().replays.modified);
    std::fs::remove_dir_all(&dir).ok();
}
