//! Annotating a replay in the real app (egui_kittest): a note added with the keyboard, edited
//! and deleted, a step marked as a quiz question, the record saved and opened again; unsaved
//! edits asked about before another record opens; the autosave copy offered back; the quiz
//! stopping at a marked question; the new words in Russian and Polish.

use crate::harness::apply_viewer;
use crate::harness::{click, click_sample};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use std::path::{Path, PathBuf};
use tilewise::app::i18n::Lang;
use tilewise::app::screens::replays::ReplaysCommand;
use tilewise::app::{Command, Screen, Settings, TilewiseApp};
use tilewise::formats::game_record::{Ask, Event};

const DEMO: &str = include_str!("../../replays/zj-short-demo.ron");

fn scratch_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tilewise-annotate-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The app on the replay screen with `file` in its recent games.
fn app_with(file: &Path, language: Lang) -> Harness<'static, TilewiseApp> {
    let settings = Settings {
        screen: Screen::Replays,
        language,
        recent_games: vec![file.display().to_string()],
        ..Settings::default()
    };
    let mut harness = crate::harness::builder()
        .with_size(egui::vec2(1440.0, 900.0))
        .build_eframe(move |cc| TilewiseApp::new(settings.clone(), &cc.egui_ctx));
    harness.run();
    harness
}

fn events(harness: &Harness<'_, TilewiseApp>) -> Vec<Event> {
    let replays = &harness.state().replays;
    replays.game.as_ref().unwrap().record.hands[replays.hand]
        .events
        .clone()
}

fn notes(harness: &Harness<'_, TilewiseApp>) -> Vec<String> {
    events(harness)
        .into_iter()
        .filter_map(|e| match e {
            Event::Note(t) => Some(t),
            _ => None,
        })
        .collect()
}

#[test]
fn annotate_save_and_reopen_a_record_with_the_keyboard() {
    let dir = scratch_dir("save");
    let file = dir.join("club-game.ron");
    std::fs::write(&file, DEMO).unwrap();
    let mut harness = app_with(&file, Lang::English);
    click(&mut harness, "club-game.ron");
    assert!(harness.state().replays.game.is_some());
    // A note after the first step, with the keyboard: A opens the editor, Enter keeps it.
    harness.key_press(egui::Key::ArrowRight);
    harness.key_press(egui::Key::A);
    harness.run();
    harness
        .get_by_label("note")
        .type_text("East lets the West wind go.");
    harness.run();
    harness.key_press(egui::Key::Enter);
    harness.run();
    assert_eq!(
        notes(&harness),
        [
            "East lets the West wind go.",
            "South is waiting on 3s or 6s."
        ]
    );
    assert!(harness.state().replays.modified);
    harness.get_by_label("(unsaved changes)");
    // The autosave copy beside the file after the edit.
    let autosave = dir.join("club-game.ron.autosave");
    assert!(autosave.is_file());
    // Edited with E: the text replaced, Enter keeps it.
    harness.key_press(egui::Key::E);
    harness.run();
    assert_eq!(
        harness.get_by_label("note").value().as_deref(),
        Some("East lets the West wind go.")
    );
    apply_viewer(
        &mut harness,
        ReplaysCommand::NoteText("East lets the West wind go: nobody needs it.".into()),
    );
    harness.key_press(egui::Key::Enter);
    harness.run();
    assert_eq!(
        notes(&harness)[0],
        "East lets the West wind go: nobody needs it."
    );
    // The demo's own note, the step after, deleted with the Delete key.
    harness.key_press(egui::Key::ArrowRight);
    harness.run();
    harness.key_press(egui::Key::Delete);
    harness.run();
    assert_eq!(notes(&harness).len(), 1);
    // The win marked as a question: the step before it.
    apply_viewer(&mut harness, ReplaysCommand::Goto { hand: 0, step: 3 });
    click(&mut harness, "Ask here: score this win");
    assert!(events(&harness).contains(&Event::Question(Ask::Score)));
    // Saved to a path (no dialog): the file is what `tilewise fmt` writes.
    let saved = dir.join("annotated.ron");
    apply_viewer(&mut harness, ReplaysCommand::SaveTo(saved.clone()));
    assert!(!harness.state().replays.modified);
    assert!(!autosave.is_file(), "a save deletes the autosave copy");
    let text = std::fs::read_to_string(&saved).unwrap();
    assert_eq!(tilewise::canonical::canonical(&text).unwrap().text, text);
    assert!(text.contains("Question(Score)"), "{text}");
    // Opened again: the note and the question are there.
    let mut again = app_with(&saved, Lang::English);
    click(&mut again, "annotated.ron");
    assert_eq!(
        notes(&again),
        ["East lets the West wind go: nobody needs it."]
    );
    assert!(events(&again).contains(&Event::Question(Ask::Score)));
    assert!(!again.state().replays.modified);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn unsaved_edits_are_asked_about_before_another_record_opens() {
    let dir = scratch_dir("switch");
    let file = dir.join("game.ron");
    std::fs::write(&file, DEMO).unwrap();
    let mut harness = app_with(&file, Lang::English);
    click(&mut harness, "game.ron");
    apply_viewer(&mut harness, ReplaysCommand::NoteAdd);
    apply_viewer(&mut harness, ReplaysCommand::NoteText("A note.".into()));
    apply_viewer(&mut harness, ReplaysCommand::NoteCommit);
    // Another record: the question comes first, the record stays.
    click_sample(&mut harness, "sichuan-short-demo.ron");
    harness.get_by_label("Save the changes?");
    assert_eq!(
        harness.state().replays.game.as_ref().unwrap().name,
        file.display().to_string()
    );
    click(&mut harness, "Cancel");
    assert!(harness.state().replays.leaving.is_none());
    assert!(harness.state().replays.modified);
    // Discard: the other record opens, the copy goes.
    click_sample(&mut harness, "sichuan-short-demo.ron");
    click(&mut harness, "Discard the changes");
    assert_eq!(
        harness.state().replays.game.as_ref().unwrap().name,
        "sichuan-short-demo.ron"
    );
    assert!(!harness.state().replays.modified);
    assert!(!dir.join("game.ron.autosave").exists());
    assert_eq!(std::fs::read_to_string(&file).unwrap(), DEMO);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn an_autosaved_copy_is_offered_back_when_the_record_is_opened_again() {
    let dir = scratch_dir("autosave");
    let file = dir.join("game.ron");
    std::fs::write(&file, DEMO).unwrap();
    {
        let mut harness = app_with(&file, Lang::English);
        click(&mut harness, "game.ron");
        apply_viewer(&mut harness, ReplaysCommand::NoteAdd);
        apply_viewer(
            &mut harness,
            ReplaysCommand::NoteText("Kept for later.".into()),
        );
        apply_viewer(&mut harness, ReplaysCommand::NoteCommit);
        // The app goes away without saving (a crash, a power cut).
    }
    assert!(dir.join("game.ron.autosave").is_file());
    let mut harness = app_with(&file, Lang::English);
    click(&mut harness, "game.ron");
    assert!(notes(&harness).iter().all(|n| n != "Kept for later."));
    click(&mut harness, "Restore the changes");
    assert!(notes(&harness).iter().any(|n| n == "Kept for later."));
    assert!(
        harness.state().replays.modified,
        "restored edits are unsaved"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_quiz_stops_at_a_marked_discard_question() {
    let dir = scratch_dir("quiz");
    let file = dir.join("game.ron");
    std::fs::write(&file, DEMO).unwrap();
    let mut harness = app_with(&file, Lang::English);
    click(&mut harness, "game.ron");
    // Before the first discard: what would East discard?
    click(&mut harness, "Ask here: what would you discard?");
    assert_eq!(events(&harness)[0], Event::Question(Ask::Discard));
    click(&mut harness, "Quiz");
    apply_viewer(&mut harness, ReplaysCommand::Home);
    harness.key_press(egui::Key::End);
    harness.run();
    harness.get_by_label_contains("what would East");
    click(&mut harness, "discard 3z");
    harness.get_by_label("Right!");
    assert_eq!(harness.state().replays.quiz.right, 1);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_annotation_tools_read_in_russian_and_polish() {
    for (lang, words) in [
        (
            Lang::Russian,
            [
                "Добавить заметку",
                "Сохранить",
                "Спросить здесь: что бы вы снесли?",
            ],
        ),
        (
            Lang::Polish,
            ["Dodaj notatkę", "Zapisz", "Zapytaj tutaj: co byś zrzucił?"],
        ),
    ] {
        let dir = scratch_dir(&format!("lang-{lang:?}"));
        let file = dir.join("game.ron");
        std::fs::write(&file, DEMO).unwrap();
        let mut harness = app_with(&file, lang);
        click(&mut harness, "game.ron");
        for w in words {
            harness.get_by_label(w);
        }
        apply_viewer(&mut harness, ReplaysCommand::NoteAdd);
        apply_viewer(&mut harness, ReplaysCommand::NoteText("x".into()));
        apply_viewer(&mut harness, ReplaysCommand::NoteCommit);
        click_sample(&mut harness, "sichuan-short-demo.ron");
        for english in [
            "Add note",
            "Save the changes?",
            "Discard the changes",
            "Cancel",
            "(unsaved changes)",
            "Save as…",
        ] {
            assert!(
                harness.query_by_label(english).is_none(),
                "{lang:?}: {english}"
            );
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }
}

#[test]
fn closing_the_app_with_unsaved_edits_asks_first() {
    let dir = scratch_dir("close");
    let file = dir.join("game.ron");
    std::fs::write(&file, DEMO).unwrap();
    let mut harness = app_with(&file, Lang::English);
    click(&mut harness, "game.ron");
    apply_viewer(&mut harness, ReplaysCommand::NoteAdd);
    apply_viewer(&mut harness, ReplaysCommand::NoteText("Unsaved.".into()));
    apply_viewer(&mut harness, ReplaysCommand::NoteCommit);
    let ctx = harness.ctx.clone();
    harness
        .state_mut()
        .apply(Command::Show(Screen::Calculator), &ctx);
    harness
        .input_mut()
        .viewports
        .entry(egui::ViewportId::ROOT)
        .or_default()
        .events
        .push(egui::ViewportEvent::Close);
    harness.run();
    harness.get_by_label("Save the changes?");
    assert_eq!(harness.state().settings.screen, Screen::Replays);
    assert!(harness.state().replays.modified);
    click(&mut harness, "Save the changes");
    assert!(!harness.state().replays.modified);
    assert!(std::fs::read_to_string(&file).unwrap().contains("Unsaved."));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
#[ignore = "writes a PNG for a person to look at"]
fn picture_of_the_annotation_tools() {
    let dir = scratch_dir("picture");
    let file = dir.join("club.ron");
    std::fs::write(&file, include_str!("../../replays/annotated-zung-jung.ron")).unwrap();
    let mut harness = app_with(&file, Lang::English);
    click(&mut harness, "club.ron");
    apply_viewer(&mut harness, ReplaysCommand::Goto { hand: 0, step: 4 });
    apply_viewer(&mut harness, ReplaysCommand::NoteAdd);
    apply_viewer(&mut harness, ReplaysCommand::NoteText("A new note".into()));
    harness.run();
    harness
        .render()
        .unwrap()
        .save("/tmp/h6-annotate.png")
        .unwrap();
    apply_viewer(&mut harness, ReplaysCommand::NoteCancel);
    apply_viewer(&mut harness, ReplaysCommand::SetQuiz(true));
    apply_viewer(&mut harness, ReplaysCommand::End);
    harness.render().unwrap().save("/tmp/h6-quiz.png").unwrap();
}
