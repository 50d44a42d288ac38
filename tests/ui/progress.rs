//! The learner's progress in the app: answers in the drill reach the Progress screen, are
//! saved to the progress file and read back by a new app; a damaged or newer file is kept as a
//! backup and said once; reset; CSV export; practise weak spots; the screen in Russian and
//! Polish. Every test works in its own temporary folder, never in the real data folder.

use crate::harness::{apply, click, jobs_done, progress_read, scratch};
use egui::epaint::Shape;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use std::path::PathBuf;
use tilewise::app::screens::drill::DrillCommand;
use tilewise::app::screens::progress::{Loaded, ProgressCommand, ProgressView, summary_path};
use tilewise::app::{Command, Screen, Settings, TilewiseApp};
use tilewise::drill::mode::{Level, Mode, PatternResult};
use tilewise::i18n::{I18n, KEPT_IN_ENGLISH, Lang};
use tilewise::progress::{Attempt, Progress};
use tilewise::rules::RuleId;
use tilewise::rules::RuleSettings;

/// The app with its progress read from `file` (waited for: the app takes it at its first frame).
fn harness_with(
    settings: Settings,
    file: Option<PathBuf>,
    size: (f32, f32),
) -> Harness<'static, TilewiseApp> {
    let mut harness = reading(settings, file, size);
    progress_read(&mut harness);
    harness
}

/// The app reading its progress from `file` in the background, not waited for.
fn reading(
    settings: Settings,
    file: Option<PathBuf>,
    size: (f32, f32),
) -> Harness<'static, TilewiseApp> {
    crate::harness::builder()
        .with_size(egui::vec2(size.0, size.1))
        .build_eframe(move |cc| {
            let app = TilewiseApp::new(settings.clone(), &cc.egui_ctx);
            match file.clone() {
                Some(path) => app.with_progress_file(path),
                None => app,
            }
        })
}

fn harness(file: Option<PathBuf>) -> Harness<'static, TilewiseApp> {
    harness_with(Settings::default(), file, (1440.0, 900.0))
}

/// Answers the drill's question, right or wrong, with the keyboard (Enter checks).
fn answer(harness: &mut Harness<'_, TilewiseApp>, right: bool) -> Vec<String> {
    let question = harness
        .state()
        .drill
        .question()
        .cloned()
        .expect("a question");
    let total = question.scored.total();
    let given = if right { total } else { total + 1 };
    harness.get_by_label("answer").click();
    harness.run();
    harness.get_by_label("answer").type_text(&given.to_string());
    harness.run();
    harness.key_press(egui::Key::Enter);
    harness.run();
    question
        .scored
        .chosen()
        .hits
        .iter()
        .map(|h| h.pattern.id.to_string())
        .collect()
}

fn next_question(harness: &mut Harness<'_, TilewiseApp>) {
    apply(harness, Command::Drill(DrillCommand::Next));
}

/// Every text laid out in the last frame.
fn texts(harness: &Harness<'_, TilewiseApp>) -> Vec<String> {
    fn walk(shape: &Shape, out: &mut Vec<String>) {
        match shape {
            Shape::Vec(shapes) => shapes.iter().for_each(|s| walk(s, out)),
            Shape::Text(t) => out.push(t.galley.job.text.clone()),
            _ => {}
        }
    }
    let mut out = Vec::new();
    for clipped in &harness.output().shapes {
        walk(&clipped.shape, &mut out);
    }
    out
}

/// Pieces of text drawn with a glyph their font lacks.
fn missing_glyphs(harness: &Harness<'_, TilewiseApp>) -> Vec<String> {
    fn walk(shape: &Shape, out: &mut Vec<std::sync::Arc<egui::Galley>>) {
        match shape {
            Shape::Vec(shapes) => shapes.iter().for_each(|s| walk(s, out)),
            Shape::Text(t) => out.push(t.galley.clone()),
            _ => {}
        }
    }
    let mut galleys = Vec::new();
    for clipped in &harness.output().shapes {
        walk(&clipped.shape, &mut galleys);
    }
    let ctx = harness.ctx.clone();
    let mut missing = Vec::new();
    for galley in galleys {
        let job = &galley.job;
        for section in &job.sections {
            let range = section.byte_range.start.0..section.byte_range.end.0;
            let piece = job.text.get(range).unwrap_or_default();
            let font = section.format.font_id.clone();
            let lacking: String = piece
                .chars()
                .filter(|&c| !c.is_control() && !ctx.fonts_mut(|f| f.has_glyph(&font, c)))
                .collect();
            if !lacking.is_empty() {
                missing.push(format!("{lacking:?} in {piece:?}"));
            }
        }
    }
    missing
}

fn shows(harness: &Harness<'_, TilewiseApp>, text: &str) -> bool {
    texts(harness).iter().any(|t| t.contains(text))
}

/// Answers in Zung Jung over `days` days, some patterns often missed, for a full screen.
fn history(days: u64) -> Vec<Attempt> {
    history_from(1_780_000_000, days)
}

/// [`history`] from `start` (seconds since the epoch).
pub(crate) fn history_from(start: u64, days: u64) -> Vec<Attempt> {
    let ids: Vec<&str> = RuleSettings::default()
        .patterns()
        .iter()
        .map(|p| p.id)
        .collect();
    let mut out = Vec::new();
    for k in 0..days * 12 {
        let a = ids[1 + (k as usize * 7) % 20];
        let b = ids[1 + (k as usize * 3) % 9];
        let miss_a = k % 3 == 0 && k < days * 8;
        let miss_b = k % 5 == 0;
        let mode = if k % 4 == 0 {
            Mode::Patterns
        } else {
            Mode::Total
        };
        out.push(Attempt {
            at_unix_s: start + k * 86_400 / 12,
            system: "zung-jung".into(),
            mode,
            level: Level::Standard,
            right: !(miss_a || miss_b),
            seconds: 4.0 + (k % 9) as f32,
            patterns: vec![
                PatternResult {
                    pattern: a.into(),
                    right: !miss_a,
                },
                PatternResult {
                    pattern: b.into(),
                    right: !miss_b,
                },
            ],
        });
    }
    out
}

fn with_history(harness: &mut Harness<'_, TilewiseApp>, days: u64) {
    let save = harness.state_mut().progress.record(history(days));
    if let Some(save) = save {
        apply(harness, Command::Effect(Box::new(save)));
    }
    harness.run();
}

#[test]
fn answers_in_the_drill_show_up_on_the_progress_screen() {
    let mut harness = harness(None);
    harness.run();
    click(&mut harness, "Progress");
    assert_eq!(harness.state().settings.screen, Screen::Progress);
    assert!(shows(&harness, "No answers in Zung Jung yet"));
    click(&mut harness, "Go to the drill");
    assert_eq!(harness.state().settings.screen, Screen::Drill);
    let first = answer(&mut harness, true);
    next_question(&mut harness);
    answer(&mut harness, false);
    // Each answer reached the progress as it was graded (the drill keeps the session's too).
    assert_eq!(harness.state().drill.attempts.len(), 2);
    assert_eq!(harness.state().progress.store.attempts.len(), 2);
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Num5);
    harness.run();
    assert_eq!(harness.state().settings.screen, Screen::Progress);
    assert!(shows(&harness, "2 answers"), "{:?}", texts(&harness));
    assert!(shows(&harness, "50 % right"), "{:?}", texts(&harness));
    assert!(shows(&harness, "Total"));
    let i18n = I18n::new(Lang::English);
    let settings = RuleSettings::default();
    let name = settings
        .patterns()
        .into_iter()
        .find(|p| p.id == first[0])
        .map(|p| i18n.pattern(p.id, p.name))
        .expect("a pattern of the system");
    assert!(shows(&harness, &name), "{name} in {:?}", texts(&harness));
    // Another system has nothing yet.
    click(&mut harness, "Sichuan");
    assert!(shows(&harness, "No answers in Sichuan yet"));
}

#[test]
fn progress_is_saved_and_read_back_by_a_new_app() {
    let dir = scratch("progress-app", "reload");
    let path = dir.join("progress.ron");
    let mut first = harness(Some(path.clone()));
    first.run();
    assert!(!path.exists(), "nothing written before an answer");
    click(&mut first, "Drill");
    answer(&mut first, false);
    jobs_done(&mut first);
    let text = std::fs::read_to_string(&path).expect("saved after the answer");
    assert!(text.contains("version: 1"), "{text}");
    let leftovers: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(leftovers, vec!["progress.ron".to_string()]);
    drop(first);
    let mut second = harness(Some(path.clone()));
    second.run();
    assert_eq!(second.state().progress.store.attempts.len(), 1);
    assert!(!second.state().notices.has("progress-file-problem"));
    click(&mut second, "Progress");
    assert!(shows(&second, "1 answer"), "{:?}", texts(&second));
    assert!(shows(&second, "0 % right"));
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A file that cannot be used: the app starts afresh, says so once, keeps the file as
/// `backup`, and writes the new progress where the old one was.
fn kept_aside(name: &str, text: &str, backup: &str, says: &str) {
    let dir = scratch("progress-app", name);
    let path = dir.join("progress.ron");
    std::fs::write(&path, text).unwrap();
    let mut harness = harness(Some(path.clone()));
    harness.run();
    let kept = dir.join(backup);
    assert_eq!(std::fs::read_to_string(&kept).unwrap(), text);
    assert!(harness.state().progress.store.is_empty());
    assert!(shows(&harness, "Your saved progress could not be used"));
    assert!(shows(&harness, says), "{:?}", texts(&harness));
    assert!(shows(&harness, &kept.display().to_string()));
    click(&mut harness, "Drill");
    answer(&mut harness, true);
    jobs_done(&mut harness);
    assert!(
        std::fs::read_to_string(&path)
            .unwrap()
            .contains("version: 1")
    );
    assert_eq!(
        std::fs::read_to_string(&kept).unwrap(),
        text,
        "backup untouched"
    );
    click(&mut harness, "Close");
    assert!(!harness.state().notices.has("progress-file-problem"));
    assert!(!shows(&harness, "Your saved progress could not be used"));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_corrupt_progress_file_is_kept_and_the_learner_starts_afresh() {
    kept_aside(
        "corrupt",
        "(version: 1, attempts: [(at_unix_s: 17",
        "progress.ron.bad",
        "The file is damaged.",
    );
}

#[test]
fn a_newer_progress_file_is_kept_and_the_learner_starts_afresh() {
    kept_aside(
        "newer",
        "(version: 7, decks: [])",
        "progress.ron.v7",
        "a newer version of Tilewise (format 7)",
    );
}

#[test]
fn reset_asks_first_then_forgets_everything() {
    let dir = scratch("progress-app", "reset");
    let path = dir.join("progress.ron");
    let mut harness = harness(Some(path.clone()));
    with_history(&mut harness, 3);
    click(&mut harness, "Progress");
    click(&mut harness, "Reset progress…");
    assert!(shows(&harness, "This cannot be undone"));
    click(&mut harness, "Cancel");
    assert!(!harness.state().progress.store.is_empty());
    click(&mut harness, "Reset progress…");
    click(&mut harness, "Reset");
    assert!(harness.state().progress.store.is_empty());
    assert!(shows(&harness, "No answers in Zung Jung yet"));
    jobs_done(&mut harness);
    let (saved, report) = tilewise::progress::file::load(&path);
    assert!(saved.is_empty() && report.is_none());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn csv_export_writes_answers_and_the_pattern_summary() {
    let dir = scratch("progress-app", "csv");
    let mut harness = harness(None);
    with_history(&mut harness, 2);
    apply(&mut harness, Command::Show(Screen::Progress));
    let path = dir.join("mine.csv");
    apply(
        &mut harness,
        Command::Progress(ProgressCommand::Export(path.clone())),
    );
    let answers = std::fs::read_to_string(&path).unwrap();
    let lines: Vec<&str> = answers.lines().collect();
    assert_eq!(lines[0], "time,system,mode,level,right,seconds,patterns");
    assert_eq!(lines.len(), 25);
    assert!(
        lines[1].starts_with("2026-05-28T20:26:40Z,zung-jung,patterns,standard,false,4.0,!"),
        "{}",
        lines[1]
    );
    let summary = std::fs::read_to_string(summary_path(&path)).unwrap();
    assert!(summary.starts_with(
        "system,pattern,name,attempts,right,accuracy,mean_seconds,last_seen,next_due\r\n"
    ));
    assert!(summary.lines().skip(1).all(|l| l.starts_with("zung-jung,")));
    assert!(
        harness
            .state()
            .progress
            .message
            .as_ref()
            .is_some_and(|m| m.is_ok())
    );
    assert!(shows(&harness, "mine-patterns.csv"));
    // A folder that does not exist: one line saying so, nothing else changes.
    let bad = dir.join("missing/x.csv");
    apply(
        &mut harness,
        Command::Progress(ProgressCommand::Export(bad)),
    );
    assert!(
        harness
            .state()
            .progress
            .message
            .as_ref()
            .is_some_and(|m| m.is_err())
    );
    assert!(shows(&harness, "Could not write"));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn practise_weak_spots_deals_what_is_due_or_says_there_is_nothing() {
    let mut harness = harness(None);
    harness.run();
    click(&mut harness, "Drill");
    apply(
        &mut harness,
        Command::Drill(DrillCommand::PractiseWeakSpots),
    );
    assert!(harness.state().drill.targets.is_empty());
    assert!(shows(&harness, "Nothing to practise yet"));
    with_history(&mut harness, 3);
    apply(
        &mut harness,
        Command::Drill(DrillCommand::PractiseWeakSpots),
    );
    let targets = harness.state().drill.targets.clone();
    assert!(!targets.is_empty());
    assert!(!shows(&harness, "Nothing to practise yet"));
    // The first is among the least accurate patterns.
    let store = &harness.state().progress.store;
    let worst = store.pattern_rows("zung-jung")[0].record.tally.accuracy();
    let first = &store.system("zung-jung").unwrap().patterns[&targets[0]];
    assert!(first.tally.accuracy() <= worst + 0.2, "{targets:?}");
}

/// A progress file of `history(days)` at `path`; the progress written.
fn write_history(path: &std::path::Path, days: u64) -> Progress {
    let mut progress = Progress::default();
    for attempt in history(days) {
        progress.record(attempt);
    }
    tilewise::progress::file::save(&progress, path).expect("the progress file written");
    progress
}

/// The app on the Progress screen whose progress file arrives when the test says so
/// ([`arrives`]): the test plays the job that reads the file.
fn arriving(path: &std::path::Path) -> Harness<'static, TilewiseApp> {
    let settings = Settings {
        screen: Screen::Progress,
        ..Settings::default()
    };
    let mut harness = harness_with(settings, None, (1440.0, 900.0));
    // The job that would read it is not run.
    let (progress, _load) = ProgressView::load_in_background(path.to_path_buf());
    harness.state_mut().progress = progress;
    harness.run();
    harness
}

/// The progress file at `path` arrives, read as the app's job reads it.
fn arrives(harness: &mut Harness<'_, TilewiseApp>, path: &std::path::Path) {
    let loaded = Loaded::read(path.to_path_buf());
    apply(
        harness,
        Command::Progress(ProgressCommand::Loaded(Box::new(loaded))),
    );
}

#[test]
fn a_long_history_is_read_off_the_first_frame_and_shown_once_it_arrives() {
    let dir = scratch("progress-app", "background");
    let path = dir.join("progress.ron");
    // 834 days of 12 answers: the file keeps the last 10 000.
    let written = write_history(&path, 834);
    assert_eq!(written.attempts.len(), 10_000);
    let settings = Settings {
        screen: Screen::Progress,
        ..Settings::default()
    };
    let mut harness = reading(settings, Some(path.clone()), (1440.0, 900.0));
    // The app is built without reading the file: it is read on a thread of its own.
    assert!(harness.state().progress.is_loading());
    assert!(harness.state().progress.store.is_empty());
    progress_read(&mut harness);
    assert!(
        harness.state().progress.is_loading(),
        "read, and taken by the app at its next frame only"
    );
    harness.run();
    assert!(!harness.state().progress.is_loading());
    assert_eq!(harness.state().progress.store, written);
    assert_eq!(harness.state().progress.file, Some(path.clone()));
    assert!(!shows(&harness, "Reading your saved progress"));
    // The total counts every answer ever given (10 008), the file keeps the last 10 000.
    let total = written.system("zung-jung").expect("answers").total.attempts;
    assert_eq!(total, 10_008);
    assert!(shows(&harness, "10008 answers"), "{:?}", texts(&harness));
    assert!(!harness.state().notices.has("progress-file-problem"));
    drop(harness);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn answers_given_before_the_progress_arrives_are_merged_and_saved_with_the_old_ones() {
    let dir = scratch("progress-app", "meanwhile");
    let path = dir.join("progress.ron");
    let old = write_history(&path, 3);
    let before = std::fs::read(&path).unwrap();
    let mut harness = arriving(&path);
    // The screen says it is reading, and offers neither reset nor export.
    assert!(
        shows(&harness, "Reading your saved progress…"),
        "{:?}",
        texts(&harness)
    );
    assert!(harness.query_by_label("Reset progress…").is_none());
    assert!(harness.query_by_label("Export CSV…").is_none());
    // An answer in the drill meanwhile: kept, and nothing written over the file.
    click(&mut harness, "Drill");
    answer(&mut harness, false);
    jobs_done(&mut harness);
    assert_eq!(harness.state().progress.store.attempts.len(), 1);
    assert_eq!(
        std::fs::read(&path).unwrap(),
        before,
        "no save before the load"
    );
    // Weak spots cannot be known yet: they follow the arrival.
    apply(
        &mut harness,
        Command::Drill(DrillCommand::PractiseWeakSpots),
    );
    assert!(harness.state().drill.targets.is_empty());
    assert!(shows(&harness, "still being read"), "{:?}", texts(&harness));
    // A reset asked for meanwhile does nothing (the screen does not offer it).
    apply(&mut harness, Command::Progress(ProgressCommand::Reset));
    assert_eq!(harness.state().progress.store.attempts.len(), 1);
    // The file arrives (read as the app's thread reads it).
    arrives(&mut harness, &path);
    let progress = &harness.state().progress;
    assert!(!progress.is_loading());
    assert_eq!(progress.store.attempts.len(), old.attempts.len() + 1);
    let mut expected = old.clone();
    let given = progress.store.attempts.back().cloned().expect("the answer");
    assert!(
        given.at_unix_s > 1_790_000_000,
        "the answer graded now is the last"
    );
    expected.record(given);
    assert_eq!(progress.store, expected);
    // Saved with the old ones.
    jobs_done(&mut harness);
    let (saved, report) = tilewise::progress::file::load(&path);
    assert!(report.is_none());
    assert_eq!(saved, expected);
    // The weak spots asked for are dealt now, from the whole history.
    assert!(!harness.state().drill.targets.is_empty());
    assert!(!shows(&harness, "still being read"));
    drop(harness);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_damaged_file_read_in_the_background_is_moved_aside_and_named() {
    let dir = scratch("progress-app", "damaged-background");
    let path = dir.join("progress.ron");
    let text = "(version: 1, attempts: [(at_unix_s: 17";
    std::fs::write(&path, text).unwrap();
    let mut harness = arriving(&path);
    click(&mut harness, "Drill");
    answer(&mut harness, true);
    jobs_done(&mut harness);
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        text,
        "untouched meanwhile"
    );
    arrives(&mut harness, &path);
    let kept = dir.join("progress.ron.bad");
    assert_eq!(std::fs::read_to_string(&kept).unwrap(), text);
    assert!(shows(&harness, "Your saved progress could not be used"));
    assert!(shows(&harness, "The file is damaged."));
    assert!(shows(&harness, &kept.display().to_string()));
    // The answer given meanwhile is what the new file holds; the backup is left alone.
    jobs_done(&mut harness);
    let (saved, report) = tilewise::progress::file::load(&path);
    assert!(report.is_none());
    assert_eq!(saved.attempts.len(), 1);
    assert_eq!(std::fs::read_to_string(&kept).unwrap(), text);
    drop(harness);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A data folder for timing the app's start (docs/speed.md): `progress.ron` with 10 000
/// answers and, with `TILEWISE_MY_DRILLS=n`, `my-drills.ron` with `n` saved positions:
/// `TILEWISE_BIG_DATA=/tmp/data/tilewise cargo test --test ui progress::a_data_folder -- --ignored`.
#[test]
#[ignore = "writes a data folder for measurements"]
fn a_data_folder_for_timing_the_start() {
    use tilewise::drill::discard::{SavedPosition, deal_discard, save_my_drills};
    use tilewise::review::{Choice, Decision, Severity};
    let Some(dir) = std::env::var_os("TILEWISE_BIG_DATA") else {
        return;
    };
    let dir = PathBuf::from(dir);
    std::fs::create_dir_all(&dir).unwrap();
    let written = write_history(&dir.join("progress.ron"), 834);
    assert_eq!(written.attempts.len(), 10_000);
    let positions: usize = std::env::var("TILEWISE_MY_DRILLS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(0);
    if positions > 0 {
        let settings = RuleSettings::default();
        let mut rng = fastrand::Rng::with_seed(7);
        let saved: Vec<SavedPosition> = (0..positions)
            .filter_map(|k| {
                let q = deal_discard(&settings, Level::Standard, None, &mut rng)?;
                let played = tilewise::tiles::tiles_of(&q.position.concealed)[0];
                let decision = Decision {
                    hand: 1 + k / 20,
                    step: 4 + k % 20,
                    player: "Ann".into(),
                    seat: q.position.seat,
                    position: q.position.clone(),
                    played: Choice::Discard(played),
                    advice: q.advice.clone(),
                    loss: 0.0,
                    loss_error: 0.0,
                    severity: Severity::None,
                    options: tilewise::review::AdviseOptions::default(),
                };
                SavedPosition::of_decision(&decision, "club-night.ron")
            })
            .collect();
        save_my_drills(&dir.join("my-drills.ron"), &saved).unwrap();
    }
}

/// English words that Russian and Polish text never has by themselves (as tests/screens.rs).
const ENGLISH_WORDS: &[&str] = &[
    "the", "of", "and", "is", "are", "in", "on", "at", "with", "for", "from", "it", "this", "that",
    "not", "no", "or", "as", "be", "each", "every", "all", "one", "only", "hand", "hands", "tile",
    "tiles", "win", "pattern", "patterns", "rule", "rules", "total", "next", "back", "start",
    "check", "help", "close", "drill", "progress", "answer", "answers", "right", "wrong", "reset",
    "export", "cancel", "accuracy", "mode", "time", "seen", "due", "day", "days", "per", "weakest",
    "save", "saved", "file", "mean", "payments", "waits", "reading", "wall", "quiz", "yet",
];

fn english_words(text: &str) -> Vec<String> {
    let mut text: String = text
        .split_whitespace()
        .filter(|w| !(w.contains('.') || w.contains('_') || w.contains('/')) || w.ends_with('.'))
        .collect::<Vec<_>>()
        .join(" ");
    for kept in KEPT_IN_ENGLISH {
        text = text.replace(kept, " ");
    }
    text.split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| ENGLISH_WORDS.contains(&w.to_ascii_lowercase().as_str()))
        .map(str::to_string)
        .collect()
}

#[test]
fn the_progress_screen_in_russian_and_polish_has_no_english_and_every_glyph() {
    assert!(!english_words("Accuracy of the weakest patterns").is_empty());
    for lang in [Lang::Russian, Lang::Polish] {
        let i18n = I18n::new(lang);
        let settings = Settings {
            language: lang,
            screen: Screen::Progress,
            ..Settings::default()
        };
        let dir = scratch("progress-app", &format!("lang-{}", lang.tag()));
        let path = dir.join("progress.ron");
        std::fs::write(&path, "garbage").unwrap();
        let mut harness = harness_with(settings, Some(path), (1024.0, 700.0));
        harness.run();
        let mut seen = texts(&harness);
        click(&mut harness, &i18n.tr("progress-go-to-drill"));
        apply(
            &mut harness,
            Command::Drill(DrillCommand::PractiseWeakSpots),
        );
        seen.extend(texts(&harness));
        with_history(&mut harness, 4);
        apply(&mut harness, Command::Show(Screen::Progress));
        seen.extend(texts(&harness));
        let missing = missing_glyphs(&harness);
        assert!(missing.is_empty(), "{lang:?}: {missing:?}");
        apply(
            &mut harness,
            Command::Progress(ProgressCommand::SetChart(
                tilewise::app::screens::progress::Chart::PerDay,
            )),
        );
        apply(&mut harness, Command::Progress(ProgressCommand::AskReset));
        seen.extend(texts(&harness));
        apply(
            &mut harness,
            Command::Progress(ProgressCommand::Export(dir.join("missing/x.csv"))),
        );
        seen.extend(texts(&harness));
        // While a progress file is being read: the screen, and weak spots asked for meanwhile.
        let (progress, _load) = ProgressView::load_in_background(dir.join("later.ron"));
        harness.state_mut().progress = progress;
        harness.run();
        seen.extend(texts(&harness));
        assert!(missing_glyphs(&harness).is_empty(), "{lang:?}");
        apply(&mut harness, Command::Show(Screen::Drill));
        apply(
            &mut harness,
            Command::Drill(DrillCommand::PractiseWeakSpots),
        );
        seen.extend(texts(&harness));
        assert!(missing_glyphs(&harness).is_empty(), "{lang:?}");
        for id in ["progress-loading", "progress-weak-loading"] {
            assert!(
                seen.iter().any(|t| t.contains(&i18n.tr(id))),
                "{lang:?} {id}"
            );
        }
        assert!(
            seen.iter()
                .any(|t| t.contains(&i18n.tr("progress-over-time")))
        );
        let english: Vec<String> = seen
            .iter()
            .filter(|t| !t.contains(&dir.display().to_string()))
            .filter_map(|t| {
                let words = english_words(t);
                (!words.is_empty()).then(|| format!("{t:?} ({words:?})"))
            })
            .collect();
        assert!(english.is_empty(), "{lang:?}:\n{}", english.join("\n"));
        std::fs::remove_dir_all(&dir).unwrap();
    }
}

/// Pictures of the Progress screen to look at:
/// `TILEWISE_SHOTS=/tmp/shots cargo test --test progress -- --ignored pictures`.
#[test]
#[ignore = "writes PNGs for review"]
fn pictures_of_the_progress_screen() {
    let Some(dir) = std::env::var_os("TILEWISE_SHOTS") else {
        return;
    };
    let dir = PathBuf::from(dir);
    std::fs::create_dir_all(&dir).unwrap();
    for (w, h) in [(1024.0, 700.0), (1440.0, 900.0)] {
        for lang in Lang::ALL {
            for filled in [false, true] {
                let settings = Settings {
                    language: lang,
                    screen: Screen::Progress,
                    ..Settings::default()
                };
                let mut harness = harness_with(settings, None, (w, h));
                harness.run();
                if filled {
                    let now = std::time::SystemTime::now()
                        .duration_since(std::time::UNIX_EPOCH)
                        .map_or(0, |d| d.as_secs());
                    let days = 6;
                    let answers = history_from(now - days * 86_400, days);
                    // No progress file here: nothing to save.
                    assert!(harness.state_mut().progress.record(answers).is_none());
                    harness.run();
                }
                let name = format!(
                    "progress-{}-{}-{w}x{h}.png",
                    lang.tag(),
                    if filled { "filled" } else { "empty" }
                );
                let image = harness.render().expect("a rendered frame");
                image.save(dir.join(name)).unwrap();
            }
            // The progress file still being read.
            let settings = Settings {
                language: lang,
                screen: Screen::Progress,
                ..Settings::default()
            };
            let mut harness = harness_with(settings, None, (w, h));
            let (progress, _load) = ProgressView::load_in_background(dir.join("later.ron"));
            harness.state_mut().progress = progress;
            harness.run();
            let image = harness.render().expect("a rendered frame");
            image
                .save(dir.join(format!("loading-{}-{w}x{h}.png", lang.tag())))
                .unwrap();
            // The notices: a damaged file at start, nothing to practise in the drill.
            let scratch_dir = scratch("progress-app", &format!("pictures-{}", lang.tag()));
            let path = scratch_dir.join("progress.ron");
            std::fs::write(&path, "(version: 1, attempts: [(").unwrap();
            let settings = Settings {
                language: lang,
                screen: Screen::Drill,
                ..Settings::default()
            };
            let mut harness = harness_with(settings, Some(path), (w, h));
            harness.run();
            apply(
                &mut harness,
                Command::Drill(DrillCommand::PractiseWeakSpots),
            );
            let image = harness.render().expect("a rendered frame");
            image
                .save(dir.join(format!("notices-{}-{w}x{h}.png", lang.tag())))
                .unwrap();
            std::fs::remove_dir_all(&scratch_dir).unwrap();
        }
    }
}

/// Issue 21: a drill mode has one name. Every mode answered shows on the Progress screen under
/// the name of the Drill's tab, and that name, clicked on the Drill, picks the mode (English,
/// Russian, Polish; Sichuan's wall's end too).
#[test]
fn drill_and_progress_call_every_mode_by_the_same_name() {
    use tilewise::app::screens::drill::Task;
    for lang in Lang::ALL {
        let i18n = I18n::new(lang);
        for (system, id) in [
            (RuleId::ZungJung, "zung-jung"),
            (RuleId::Sichuan, "sichuan"),
        ] {
            let settings = Settings {
                language: lang,
                screen: Screen::Progress,
                ..Settings::default()
            };
            let mut harness = harness_with(settings, None, (1440.0, 900.0));
            harness.run();
            let rules = harness.state().settings.house_rules.system(system);
            let mut modes = Task::modes(&rules);
            modes.push(Mode::ReplayQuiz);
            let attempts = modes
                .iter()
                .enumerate()
                .map(|(k, &mode)| Attempt {
                    at_unix_s: 1_780_000_000 + k as u64,
                    system: id.into(),
                    mode,
                    level: Level::Standard,
                    right: k % 2 == 0,
                    seconds: 5.0,
                    patterns: Vec::new(),
                })
                .collect();
            assert!(harness.state_mut().progress.record(attempts).is_none());
            apply(
                &mut harness,
                Command::Progress(ProgressCommand::SetSystem(system)),
            );
            let names: Vec<String> = modes.iter().map(|m| i18n.tr(m.label_key())).collect();
            for (mode, name) in modes.iter().zip(&names) {
                assert!(
                    harness.query_all_by_label(name).count() > 0,
                    "{lang:?} {id}: Progress shows {mode:?} as {name:?}"
                );
            }
            apply(&mut harness, Command::Show(Screen::Drill));
            apply(
                &mut harness,
                Command::Drill(DrillCommand::SetSystem(system)),
            );
            for (&mode, name) in modes.iter().zip(&names) {
                if mode == Mode::ReplayQuiz {
                    // The way to the replay quiz: the same name, with an arrow.
                    assert!(
                        harness.query_by_label(&format!("{name} →")).is_some(),
                        "{lang:?} {id}: the Drill offers {name:?}"
                    );
                    continue;
                }
                click(&mut harness, name);
                assert_eq!(harness.state().drill.mode, mode, "{lang:?} {id}: {name:?}");
            }
        }
    }
}
