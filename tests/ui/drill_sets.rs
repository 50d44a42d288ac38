//! Drill sets in the drill screen, driven headless by egui_kittest: a bundled set opened from
//! the Drill sets menu, its first question answered right and a later one wrong, the
//! teacher's note after each answer, the summary at the end and the way back to random
//! hands; in English, Russian and Polish (no English of the drill's words left in the other
//! two). A set file dropped on the window opens in the drill.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use tilewise::app::i18n::Lang;
use tilewise::app::screens::Screen as _;
use tilewise::app::screens::drill::{Drill, DrillCommand, SetOpenError, Task};
use tilewise::drill::mode::Mode;
use tilewise::drill::set::BUNDLED;

use crate::common;

use common::drill_bench::{Bench, drill_bench, english_left};

fn bench(lang: Lang) -> Harness<'static, Bench> {
    let mut drill = Drill::new(7);
    drill.apply(DrillCommand::Next, &en());
    drill_bench(drill, lang)
}

fn tr(h: &Harness<'_, Bench>, id: &str) -> String {
    h.state().i18n.tr(id)
}

fn shows(h: &Harness<'_, Bench>, text: &str) -> bool {
    h.query_all_by_label_contains(text).next().is_some()
}

fn total(h: &Harness<'_, Bench>) -> u32 {
    h.state()
        .drill
        .question()
        .expect("a question")
        .scored
        .total()
}

fn answer_total(h: &mut Harness<'_, Bench>, n: u32) {
    h.root().type_text(&n.to_string());
    h.run();
    h.key_press(egui::Key::Enter);
    h.run();
}

fn next(h: &mut Harness<'_, Bench>) {
    let label = tr(h, "drill-next");
    h.get_by_label(&label).click();
    h.run();
}

/// The bundled Sichuan set in a language.
fn sichuan_set(lang: Lang) -> tilewise::drill::set::DrillSet {
    BUNDLED
        .iter()
        .filter(|(name, _)| name.starts_with("sichuan"))
        .filter_map(|(_, text)| tilewise::drill::set::parse_set(text).ok())
        .find(|s| s.language == lang)
        .expect("the Sichuan set in the language")
}

#[test]
fn the_sets_menu_lists_the_readers_sets_first_and_marks_the_others() {
    for lang in Lang::ALL {
        let mut h = bench(lang);
        h.run();
        h.get_by_label(&tr(&h, "drill-sets")).click();
        h.run();
        let bundled = h.state().drill.bundled.clone();
        let top = |h: &Harness<'_, Bench>, label: &str| h.get_by_label(label).rect().top();
        let ours: Vec<_> = bundled.iter().filter(|s| s.language == lang).collect();
        assert_eq!(ours.len(), 5, "{lang:?}: a set for each system");
        let first = ours
            .iter()
            .map(|s| top(&h, &s.title))
            .fold(f32::INFINITY, f32::min);
        for other in bundled.iter().filter(|s| s.language != lang) {
            let label = format!("{} · {}", other.title, other.language.native_name());
            assert!(
                top(&h, &label) > first,
                "{lang:?}: {label} after the reader's sets"
            );
            assert!(ours.iter().all(|s| top(&h, &s.title) < top(&h, &label)));
        }
        assert!(shows(&h, &tr(&h, "drill-sets-other-languages")), "{lang:?}");
        // The first set listed is one of the reader's language.
        let first_title = bundled
            .iter()
            .min_by(|a, b| {
                let label = |s: &tilewise::drill::set::BundledSet| {
                    if s.language == lang {
                        s.title.clone()
                    } else {
                        format!("{} · {}", s.title, s.language.native_name())
                    }
                };
                top(&h, &label(a)).total_cmp(&top(&h, &label(b)))
            })
            .expect("bundled sets");
        assert_eq!(
            first_title.language, lang,
            "{lang:?}: {}",
            first_title.title
        );
    }
}

#[test]
fn a_bundled_set_is_worked_through_to_its_summary_in_every_language() {
    for lang in Lang::ALL {
        let set = sichuan_set(lang);
        assert_eq!(set.language, lang);
        let mut h = bench(lang);
        h.run();
        h.get_by_label(&tr(&h, "drill-sets")).click();
        h.run();
        h.get_by_label(&set.title).click();
        h.run();
        let running = h
            .state()
            .i18n
            .tr_args("drill-set-running", &[("title", set.title.clone().into())]);
        assert!(shows(&h, &running), "{lang:?}: the set's title is shown");
        assert_eq!(h.state().drill.round.size as usize, set.hands.len());
        // The first hand, a total, answered right: the teacher's note follows.
        assert_eq!(set.hands[0].mode, Mode::Total);
        assert!(matches!(h.state().drill.task, Some(Task::Total(_))));
        assert_eq!(
            h.state().drill.question().map(|q| &q.hand),
            set.questions()
                .ok()
                .map(|qs| qs[0].question.hand.clone())
                .as_ref()
        );
        let note = set.hands[0].note.clone().expect("a note");
        assert!(!shows(&h, &note), "{lang:?}: no note before the answer");
        let t = total(&h);
        answer_total(&mut h, t);
        assert!(shows(&h, &tr(&h, "drill-right")), "{lang:?}");
        assert!(shows(&h, &note), "{lang:?}: the note after the answer");
        assert!(shows(&h, &tr(&h, "drill-set-note")), "{lang:?}");
        assert_eq!(english_left(&h, lang), Vec::<String>::new(), "{lang:?}");
        // The second hand, in its own mode (patterns), skipped; the third, a total, wrong.
        next(&mut h);
        assert_eq!(set.hands[1].mode, Mode::Patterns);
        assert!(matches!(h.state().drill.task, Some(Task::Patterns(_))));
        next(&mut h);
        assert!(matches!(h.state().drill.task, Some(Task::Total(_))));
        let t = total(&h);
        answer_total(&mut h, t + 1);
        let note = set.hands[2].note.clone().expect("a note");
        assert!(
            shows(&h, &note),
            "{lang:?}: the note after a wrong answer too"
        );
        assert!(!shows(&h, &tr(&h, "drill-right")));
        // The rest skipped: the summary.
        for _ in 2..set.hands.len() {
            next(&mut h);
        }
        assert!(h.state().drill.round.over, "{lang:?}");
        assert!(shows(&h, &tr(&h, "drill-summary-title")), "{lang:?}");
        let score = h.state().i18n.tr_args(
            "drill-summary-score",
            &[("right", 1.into()), ("asked", 2.into())],
        );
        assert!(shows(&h, &score), "{lang:?}: {score}");
        let attempts = &h.state().drill.attempts;
        assert_eq!(attempts.len(), 2, "answers recorded for progress");
        assert!(attempts[0].right && !attempts[1].right);
        assert!(attempts.iter().all(|a| a.system == "sichuan"));
        assert_eq!(english_left(&h, lang), Vec::<String>::new(), "{lang:?}");
        // Back to random hands.
        h.get_by_label(&tr(&h, "drill-set-leave")).click();
        h.run();
        assert!(h.state().drill.set.is_none());
        assert!(!h.state().drill.round.over);
        assert!(h.state().drill.task.is_some());
        assert_eq!(h.state().drill.settings().id(), "zung-jung");
    }
}

#[test]
fn every_bundled_set_runs_every_hand_in_its_mode() {
    for (k, (name, text)) in BUNDLED.iter().enumerate() {
        let mut drill = Drill::new(1);
        drill.apply(DrillCommand::OpenBundledSet(k), &en());
        let set = tilewise::drill::set::parse_set(text).expect("valid");
        for hand in &set.hands {
            let task = drill.task.as_ref().expect("a question");
            assert_eq!(task.mode(), hand.mode, "{name}");
            drill.apply(DrillCommand::Next, &en());
        }
        assert!(drill.round.over, "{name}");
    }
}

#[test]
fn a_waits_hand_asks_for_its_winning_tile_among_the_waits() {
    let text = BUNDLED[0].1.replacen("mode: BestReading", "mode: Waits", 1);
    let mut drill = Drill::new(1);
    drill.apply(
        DrillCommand::SetOpened {
            path: "waits.ron".into(),
            text: Ok(text),
        },
        &en(),
    );
    let Some(Task::Waits(w)) = &drill.task else {
        panic!("a waits question");
    };
    let winning = drill
        .set
        .as_ref()
        .and_then(|r| r.current())
        .map(|q| q.question.hand.winning_tile);
    assert!(winning.is_some_and(|t| w.question.is_wait(t)));
}

#[test]
fn a_broken_set_is_refused_with_its_place_and_the_drill_goes_on() {
    let mut h = bench(Lang::Russian);
    h.run();
    let broken = BUNDLED[0]
        .1
        .replacen("111222333m456p77s", "111222333m456p78s", 1);
    h.state_mut().drill.apply(
        DrillCommand::SetOpened {
            path: "club.ron".into(),
            text: Ok(broken),
        },
        &en(),
    );
    h.run();
    assert!(matches!(
        h.state().drill.set_error,
        Some(SetOpenError::Invalid { .. })
    ));
    assert!(h.state().drill.set.is_none());
    assert!(h.state().drill.task.is_some(), "the random hands go on");
    assert!(shows(&h, "club.ron"));
    assert!(shows(&h, "рука 1"), "the hand is named in Russian");
}

#[test]
fn a_dropped_set_file_opens_in_the_drill() {
    use tilewise::app::Command;
    use tilewise::app::effect::Effect;
    use tilewise::app::run_effect::run_io;
    let commands = run_io(Effect::Dropped {
        path: "set.ron".into(),
        text: Ok(BUNDLED[1].1.to_string()),
    });
    assert!(
        matches!(
            commands.first(),
            Some(Command::Drill(DrillCommand::SetOpened { .. }))
        ),
        "{commands:?}"
    );
    assert!(commands.contains(&Command::Show(tilewise::app::Screen::Drill)));
}

/// Pictures of a set at work, to look at:
/// `TILEWISE_SHOTS=/tmp/shots cargo test --test drill_sets -- --ignored pictures`.
#[test]
#[ignore]
fn pictures_of_a_set_at_work() {
    let Some(dir) = std::env::var_os("TILEWISE_SHOTS") else {
        return;
    };
    let dir = std::path::PathBuf::from(dir);
    std::fs::create_dir_all(&dir).unwrap();
    for lang in Lang::ALL {
        let tag = format!("{lang:?}").to_lowercase();
        let mut h = bench(lang);
        h.run();
        h.get_by_label(&tr(&h, "drill-sets")).click();
        h.run();
        h.render()
            .unwrap()
            .save(dir.join(format!("sets-menu-{tag}.png")))
            .unwrap();
        let mut h = bench(lang);
        let ours = h
            .state()
            .drill
            .bundled
            .iter()
            .find(|s| s.language == lang)
            .map(|s| s.index)
            .unwrap();
        h.state_mut()
            .drill
            .apply(DrillCommand::OpenBundledSet(ours), &en());
        h.run();
        h.key_press(egui::Key::Enter);
        h.run();
        h.render()
            .unwrap()
            .save(dir.join(format!("set-{tag}.png")))
            .unwrap();
    }
}

/// The context of a fresh app in English (the screen's commands need no other here).
fn en() -> tilewise::app::context::Ctx<'static> {
    tilewise::app::context::Ctx::standard(tilewise::app::i18n::Lang::English)
}
