//! Authoring a drill set in the real app, driven headless by egui_kittest: a hand added from
//! the calculator and one from the drill, put in order, given a note, one removed, saved
//! (canonical, read back by `parse_set`) and tried in the drill; a hand added from a rules
//! example and from a replay's win; a saved set opened again from the recent sets (builder and
//! Drill sets menu); the window in Polish with no English of its words.

use crate::harness::{app_harness, click, click_sample};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use tilewise::app::i18n::{I18n, Lang};
use tilewise::app::screens::set_builder::BuilderCommand;
use tilewise::app::{Command, Screen, Settings, TilewiseApp};
use tilewise::drill::mode::Mode;
use tilewise::drill::set::parse_set;

fn apply(harness: &mut Harness<'_, TilewiseApp>, command: BuilderCommand) {
    let ctx = harness.ctx.clone();
    harness.state_mut().apply(Command::Builder(command), &ctx);
    harness.run();
}

fn show(harness: &mut Harness<'_, TilewiseApp>, screen: Screen) {
    let ctx = harness.ctx.clone();
    harness.state_mut().apply(Command::Show(screen), &ctx);
    harness.run();
}

#[test]
fn build_reorder_note_remove_save_and_try_a_set() {
    let mut harness = app_harness(Settings::default());
    harness.run();
    // From the calculator: its example hand, asking the total.
    click(&mut harness, "Add to set");
    let builder = &harness.state().builder;
    assert!(builder.open, "the window opens on the first hand");
    assert_eq!(builder.set.hands.len(), 1, "{:?}", builder.message);
    assert_eq!(builder.set.hands[0].mode, Mode::Total);
    let first = builder.set.hands[0].hand.clone();
    // From the drill: the question in hand, in the drill's mode (patterns).
    show(&mut harness, Screen::Drill);
    let ctx = harness.ctx.clone();
    harness.state_mut().apply(
        Command::Drill(tilewise::app::screens::drill::DrillCommand::SetMode(
            Mode::Patterns,
        )),
        &ctx,
    );
    harness.run();
    assert!(harness.state().drill.question().is_some());
    click(&mut harness, "Add to set");
    let builder = &harness.state().builder;
    assert_eq!(builder.set.hands.len(), 2, "{:?}", builder.message);
    assert_eq!(builder.set.hands[1].mode, Mode::Patterns);
    let second = builder.set.hands[1].hand.clone();
    // Reorder: the second hand up.
    let up = harness
        .query_all_by_label("↑")
        .nth(1)
        .expect("the second hand's ↑");
    up.click();
    harness.run();
    let hands = &harness.state().builder.set.hands;
    assert_eq!((&hands[0].hand, &hands[1].hand), (&second, &first));
    // A note, a title, an author.
    apply(
        &mut harness,
        BuilderCommand::SetNote(0, "Look for the pure suit.".into()),
    );
    apply(&mut harness, BuilderCommand::SetTitle("Club night".into()));
    apply(&mut harness, BuilderCommand::SetAuthor("Ada".into()));
    assert!(
        harness.query_by_label("Club night").is_some()
            || harness.state().builder.set.title == "Club night"
    );
    // Remove the calculator's hand (now second), by its ✕.
    let remove = harness
        .query_all_by_label("×")
        .nth(1)
        .expect("the second ✕");
    remove.click();
    harness.run();
    assert_eq!(harness.state().builder.set.hands.len(), 1);
    // Save, then read the file back as `tilewise check` does.
    let dir = std::env::temp_dir().join(format!("tilewise-set-authoring-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("club.ron");
    apply(&mut harness, BuilderCommand::SaveTo(path.clone()));
    assert!(
        harness
            .state()
            .builder
            .said(I18n::english())
            .is_some_and(|(_, good)| good),
        "{:?}",
        harness.state().builder.message
    );
    let text = std::fs::read_to_string(&path).unwrap();
    let set = parse_set(&text).unwrap();
    assert_eq!(set.title, "Club night");
    assert_eq!(set.author, "Ada");
    assert_eq!(set.language, Lang::English);
    assert_eq!(set.hands.len(), 1);
    assert_eq!(set.hands[0].mode, Mode::Patterns);
    assert_eq!(
        set.hands[0].note.as_deref(),
        Some("Look for the pure suit.")
    );
    assert_eq!(
        set,
        harness.state().builder.set,
        "re-opening gives the same set"
    );
    // Canonical: formatting the saved file changes nothing.
    let formatted = tilewise::canonical::canonical(&text).unwrap();
    assert_eq!(formatted.text, text);
    std::fs::remove_dir_all(&dir).ok();
    // Try it in the drill: the set runs there.
    click(&mut harness, "Try it in the drill");
    let app = harness.state();
    assert_eq!(app.settings.screen, Screen::Drill);
    assert!(app.drill.set.is_some(), "{:?}", app.drill.set_error);
    assert_eq!(app.drill.mode, Mode::Patterns);
    // New set: empty again.
    click(&mut harness, "New set");
    assert!(harness.state().builder.set.hands.is_empty());
}

#[test]
fn the_window_in_polish_has_no_english_of_its_words() {
    let settings = Settings {
        language: Lang::Polish,
        ..Settings::default()
    };
    let mut harness = app_harness(settings);
    harness.run();
    let pl = I18n::new(Lang::Polish);
    click(&mut harness, &pl.tr("set-build-add"));
    assert_eq!(harness.state().builder.set.hands.len(), 1);
    assert_eq!(harness.state().builder.set.language, Lang::Polish);
    let shown: Vec<String> = harness
        .root()
        .query_all(egui_kittest::kittest::by())
        .flat_map(|n| {
            let ak = n.accesskit_node();
            [ak.label(), ak.value()]
                .into_iter()
                .flatten()
                .map(|s| s.to_string())
                .collect::<Vec<_>>()
        })
        .collect();
    let shown = shown.join("\n");
    assert!(shown.contains(&pl.tr("set-build-window")));
    assert!(shown.contains(&pl.tr("set-build-try")));
    let en = I18n::new(Lang::English);
    for id in I18n::ids(Lang::English)
        .into_iter()
        .filter(|id| id.starts_with("set-build-"))
    {
        let english = en.tr(&id);
        if id == "set-build-added" {
            continue;
        }
        assert!(!shown.contains(&english), "English {id} shown: {english}");
    }
}

#[test]
fn a_hand_that_is_no_win_is_refused_with_a_message() {
    let mut harness = app_harness(Settings::default());
    harness.run();
    click(&mut harness, "Clear");
    click(&mut harness, "Add to set");
    let builder = &harness.state().builder;
    assert!(builder.set.hands.is_empty());
    assert!(
        builder
            .said(I18n::english())
            .is_some_and(|(m, good)| !good && m.starts_with("Not added")),
        "{:?}",
        builder.message
    );
    harness.get_by_label_contains("Not added");
}

/// A picture of the window with two hands, to look at:
/// `TILEWISE_SHOTS=/tmp/shots cargo test --test set_authoring -- --ignored picture`.
#[test]
#[ignore]
fn picture_of_the_set_being_built() {
    let Some(dir) = std::env::var_os("TILEWISE_SHOTS") else {
        return;
    };
    let dir = std::path::PathBuf::from(dir);
    std::fs::create_dir_all(&dir).unwrap();
    let mut harness = app_harness(Settings::default());
    harness.run();
    click(&mut harness, "Add to set");
    show(&mut harness, Screen::Drill);
    click(&mut harness, "Add to set");
    harness
        .render()
        .unwrap()
        .save(dir.join("set-builder.png"))
        .unwrap();
}

#[test]
fn add_a_worked_example_from_the_rules_screen() {
    let mut harness = app_harness(Settings::default());
    harness.run();
    show(&mut harness, Screen::Rules);
    // The first pattern of the shown system that has an example: its button comes first.
    let (id, name, rules, total) = {
        let view = &harness.state().rules;
        let entries = &view.scored[&view.system];
        let (def, ex) = entries
            .iter()
            .find_map(|(def, ex)| Some((def, ex.as_ref()?)))
            .unwrap();
        (
            def.id,
            harness.state().i18n.pattern(def.id, def.name),
            ex.rules.clone(),
            ex.scored.total(),
        )
    };
    harness
        .query_all_by_label("Add to set")
        .next()
        .expect("an example's Add to set")
        .click();
    harness.run();
    let builder = &harness.state().builder;
    assert_eq!(builder.set.hands.len(), 1, "{:?}", builder.message);
    assert!(builder.open, "the window opens on the first hand");
    let hand = &builder.set.hands[0];
    assert_eq!(hand.mode, Mode::Patterns, "an example asks its patterns");
    assert_eq!(hand.hand.title.as_deref(), Some(name.as_str()));
    assert_eq!(
        builder.set.rules, rules,
        "the example's rules are the set's"
    );
    let example = tilewise::formats::examples::example_for(id).unwrap();
    let q = builder.set.question(0).unwrap();
    assert_eq!(q.question.hand, example.hand.to_hand().unwrap());
    assert_eq!(q.question.scored.total(), total);
    assert!(
        q.question
            .scored
            .chosen()
            .hits
            .iter()
            .any(|h| h.pattern.id == id),
        "the example counts its pattern"
    );
}

#[test]
fn add_a_win_from_a_replay() {
    let mut harness = app_harness(Settings::default());
    harness.run();
    show(&mut harness, Screen::Replays);
    click_sample(&mut harness, "zj-short-demo.ron");
    assert!(harness.state().replays.game.is_some());
    // Step on to the first win: its score sheet shows, with the button.
    for _ in 0..500 {
        if harness.state().replays.shown_win().is_some() {
            break;
        }
        let ctx = harness.ctx.clone();
        harness.state_mut().apply(
            Command::Replays(tilewise::app::screens::replays::ReplaysCommand::Step(1)),
            &ctx,
        );
    }
    harness.run();
    let (win_hand, win_rules, win_total) = {
        let (_, win) = harness.state().replays.shown_win().expect("a win");
        (
            win.hand.clone(),
            win.scored.settings.clone(),
            win.scored.total(),
        )
    };
    let record_rules = harness
        .state()
        .replays
        .game
        .as_ref()
        .unwrap()
        .record
        .header
        .rules
        .clone();
    click(&mut harness, "Add to set");
    let builder = &harness.state().builder;
    assert_eq!(builder.set.hands.len(), 1, "{:?}", builder.message);
    assert_eq!(builder.set.hands[0].mode, Mode::Total);
    assert_eq!(builder.set.rules, win_rules);
    assert_eq!(
        builder.set.rules.id(),
        record_rules.id(),
        "the record's rules"
    );
    let added = &builder.set.hands[0].hand;
    assert_eq!(added.seat_wind, win_hand.seat_wind);
    assert_eq!(added.prevailing_wind, win_hand.prevailing_wind);
    assert_eq!(added.discarder, win_hand.discarder);
    assert_eq!(added.melds.len(), win_hand.melds.len());
    assert!(
        added
            .title
            .as_deref()
            .is_some_and(|t| t.starts_with("zj-short-demo, hand 1")),
        "{:?}",
        added.title
    );
    // Every fact of the win survives: the set's question is the replay's hand, same total.
    let q = builder.set.question(0).unwrap();
    assert_eq!(q.question.hand, win_hand);
    assert_eq!(q.question.scored.total(), win_total);
}

#[test]
fn open_a_saved_set_from_the_recent_sets_to_edit_it() {
    let dir = std::env::temp_dir().join(format!("tilewise-set-open-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("evening.ron");
    let mut harness = app_harness(Settings::default());
    harness.run();
    click(&mut harness, "Add to set");
    apply(&mut harness, BuilderCommand::SetTitle("Evening".into()));
    apply(&mut harness, BuilderCommand::SetNote(0, "Count it.".into()));
    apply(&mut harness, BuilderCommand::SaveTo(path.clone()));
    let saved = harness.state().builder.set.clone();
    let shown = path.display().to_string();
    assert_eq!(harness.state().settings.recent_sets, vec![shown.clone()]);
    click(&mut harness, "New set");
    assert!(harness.state().builder.set.hands.is_empty());
    // Recent sets → the file: the saved set is back, to edit.
    click(&mut harness, "Recent sets");
    click(&mut harness, "evening.ron");
    let builder = &harness.state().builder;
    assert_eq!(builder.set, saved, "{:?}", builder.message);
    assert!(
        builder
            .said(I18n::english())
            .is_some_and(|(m, good)| good && m.contains("evening.ron"))
    );
    // Edited and saved again: the file has the change.
    apply(
        &mut harness,
        BuilderCommand::SetNote(0, "Count it again.".into()),
    );
    apply(&mut harness, BuilderCommand::SaveTo(path.clone()));
    let text = std::fs::read_to_string(&path).unwrap();
    assert_eq!(
        parse_set(&text).unwrap().hands[0].note.as_deref(),
        Some("Count it again.")
    );
    // The Drill sets menu lists it too, and runs it.
    show(&mut harness, Screen::Drill);
    click(&mut harness, "Drill sets");
    click(&mut harness, "evening.ron");
    let app = harness.state();
    assert!(app.drill.set.is_some(), "{:?}", app.drill.set_error);
    assert_eq!(app.settings.screen, Screen::Drill);
    // A file that is no set: refused with a message, the set being built kept.
    let bad = dir.join("bad.ron");
    std::fs::write(&bad, "(title: \"x\", hands: [])").unwrap();
    let ctx = harness.ctx.clone();
    harness.state_mut().apply(
        tilewise::app::route::read_set_in_builder(bad.display().to_string()).into(),
        &ctx,
    );
    harness.run();
    let builder = &harness.state().builder;
    assert_eq!(builder.set.hands.len(), 1);
    assert!(
        builder
            .said(I18n::english())
            .is_some_and(|(m, good)| !good && m.contains("bad.ron") && m.contains("no hands")),
        "{:?}",
        builder.message
    );
    assert_eq!(
        builder.recent,
        vec![shown.clone()],
        "only sets that open are recent"
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn recent_sets_come_back_with_the_settings() {
    let dir = std::env::temp_dir().join(format!("tilewise-set-recent-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("bundled-copy.ron");
    std::fs::write(&path, tilewise::drill::set::BUNDLED[0].1).unwrap();
    let settings = Settings {
        recent_sets: vec![path.display().to_string()],
        ..Settings::default()
    };
    let mut harness = app_harness(settings);
    harness.run();
    let ctx = harness.ctx.clone();
    harness
        .state_mut()
        .apply(Command::Builder(BuilderCommand::Show(true)), &ctx);
    harness.run();
    click(&mut harness, "Recent sets");
    click(&mut harness, "bundled-copy.ron");
    let builder = &harness.state().builder;
    let bundled = parse_set(tilewise::drill::set::BUNDLED[0].1).unwrap();
    assert_eq!(builder.set, bundled, "{:?}", builder.message);
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn export_a_worksheet_in_the_apps_language_with_its_answer_key() {
    let settings = Settings {
        language: Lang::Russian,
        ..Settings::default()
    };
    let mut harness = app_harness(settings);
    harness.run();
    let ru = I18n::new(Lang::Russian);
    click(&mut harness, &ru.tr("set-build-add"));
    assert_eq!(harness.state().builder.set.hands.len(), 1);
    assert!(harness.query_by_label(&ru.tr("set-build-export")).is_some());
    click(&mut harness, &ru.tr("set-build-export-answers"));
    assert!(harness.state().builder.export_answers, "the box ticks");
    apply(
        &mut harness,
        BuilderCommand::SetPaper(tilewise::print::Paper::Letter),
    );
    let dir = std::env::temp_dir().join(format!("tilewise-set-export-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("sheet.pdf");
    apply(
        &mut harness,
        BuilderCommand::ExportTo {
            path: path.clone(),
            corner_index: true,
        },
    );
    let message = harness.state().builder.said(&ru);
    assert!(
        message
            .as_ref()
            .is_some_and(|(m, good)| *good && m.starts_with(&ru.tr("set-build-exported"))),
        "{message:?}"
    );
    let pdf = std::fs::read(&path).unwrap();
    assert!(pdf.starts_with(b"%PDF-"));
    // The same sheet as the library makes it: Russian, Letter, with the key.
    let options = tilewise::print::WorksheetOptions {
        paper: tilewise::print::Paper::Letter,
        answers: true,
        lang: Lang::Russian,
        corner_index: true,
    };
    let expected = tilewise::print::worksheet_pdf(&harness.state().builder.set, &options).unwrap();
    assert_eq!(pdf, expected);
    // A folder that does not exist: a message, no panic.
    apply(
        &mut harness,
        BuilderCommand::ExportTo {
            path: dir.join("no/such/folder/sheet.pdf"),
            corner_index: true,
        },
    );
    assert!(
        harness
            .state()
            .builder
            .said(I18n::english())
            .is_some_and(|(_, good)| !good)
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn export_the_worksheet_of_the_set_open_in_the_drill() {
    use tilewise::app::screens::drill::DrillCommand;
    let mut harness = app_harness(Settings::default());
    harness.run();
    show(&mut harness, Screen::Drill);
    let en = I18n::new(Lang::English);
    let export = en.tr("set-build-export");
    assert!(
        harness.query_by_label(&export).is_none(),
        "no set open, nothing to export"
    );
    let drill = |harness: &mut Harness<'_, TilewiseApp>, command: DrillCommand| {
        let ctx = harness.ctx.clone();
        harness.state_mut().apply(Command::Drill(command), &ctx);
        harness.run();
    };
    drill(&mut harness, DrillCommand::OpenBundledSet(1));
    assert!(harness.query_by_label(&export).is_some());
    click(&mut harness, &en.tr("set-build-export-answers"));
    assert!(harness.state().drill.export_answers, "the box ticks");
    drill(
        &mut harness,
        DrillCommand::SetPaper(tilewise::print::Paper::Letter),
    );
    // The command the dialog's answer becomes.
    let dir = std::env::temp_dir().join(format!("tilewise-drill-export-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("sheet.pdf");
    drill(
        &mut harness,
        DrillCommand::ExportWorksheetTo {
            path: path.clone(),
            corner_index: true,
        },
    );
    let message = harness.state().drill.export_message.clone();
    assert!(
        matches!(&message, Some(m) if m.result.is_ok() && m.path == path),
        "{message:?}"
    );
    assert!(
        harness
            .query_by_label_contains(&en.tr("set-build-exported"))
            .is_some()
    );
    // The message is kept typed: after a change of language it reads in the new one.
    let ctx = harness.ctx.clone();
    harness
        .state_mut()
        .apply(Command::SetLanguage(Lang::Polish), &ctx);
    harness.run();
    let pl = I18n::new(Lang::Polish);
    assert!(
        harness
            .query_by_label_contains(&format!(
                "{} {}",
                pl.tr("set-build-exported"),
                path.display()
            ))
            .is_some()
    );
    assert!(
        harness
            .query_by_label_contains(&en.tr("set-build-exported"))
            .is_none()
    );
    harness
        .state_mut()
        .apply(Command::SetLanguage(Lang::English), &ctx);
    harness.run();
    // The open set's sheet, as the library makes it: English, Letter, with the key.
    let pdf = std::fs::read(&path).unwrap();
    let set = parse_set(tilewise::drill::set::BUNDLED[1].1).unwrap();
    let options = tilewise::print::WorksheetOptions {
        paper: tilewise::print::Paper::Letter,
        answers: true,
        lang: Lang::English,
        corner_index: true,
    };
    assert_eq!(pdf, tilewise::print::worksheet_pdf(&set, &options).unwrap());
    let pdftotext = std::process::Command::new("pdftotext")
        .arg(&path)
        .arg("-")
        .output();
    match pdftotext {
        Ok(o) if o.status.success() => {
            let text = String::from_utf8_lossy(&o.stdout)
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" ");
            let title = set.title.split_whitespace().collect::<Vec<_>>().join(" ");
            assert!(text.contains(&title), "{text}");
            assert!(text.contains(&en.tr("worksheet-answer-key")), "{text}");
        }
        _ => eprintln!("pdftotext is missing: the PDF's text is not checked"),
    }
    // A folder that does not exist: a message, no panic; leaving the set hides the row.
    drill(
        &mut harness,
        DrillCommand::ExportWorksheetTo {
            path: dir.join("no/such/folder/sheet.pdf"),
            corner_index: true,
        },
    );
    let message = harness.state().drill.export_message.clone();
    assert!(
        matches!(&message, Some(m) if m.result.is_err()),
        "{message:?}"
    );
    assert!(
        harness.state().notices.has("notice-write-failed"),
        "said in a notice too"
    );
    drill(&mut harness, DrillCommand::LeaveSet);
    assert!(harness.query_by_label(&export).is_none());
    std::fs::remove_dir_all(&dir).ok();
}
