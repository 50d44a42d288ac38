//! The drill in step with the screen: a drill set selects its system and locks the pickers
//! while it runs; "Right N of M" starts afresh per round, set, system and mode (and keeps its
//! round across a language change); the answer's time counts only while the question is on
//! screen with the window focused (egui's input time, so no wall clock is read here);
//! wall's-end answers reach the progress as graded; "Replay quiz →" opens a record with
//! questions.

use egui::accesskit::Toggled;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use tilewise::app::i18n::{I18n, Lang};
use tilewise::app::screens::Screen as _;
use tilewise::app::screens::drill::mode::wall_end::WallEndCommand;
use tilewise::app::screens::drill::{Drill, DrillCommand, Task};
use tilewise::app::{Command, Screen, Settings, TilewiseApp};
use tilewise::drill::mode::{Level, Mode};
use tilewise::drill::set::BUNDLED;
use tilewise::drill::wall_end::{EndKind, owed};
use tilewise::rules::RuleId;

use crate::common::drill_bench::drill_bench;
use crate::harness::apply;

fn app(settings: Settings) -> Harness<'static, TilewiseApp> {
    crate::harness::builder()
        .with_size(egui::vec2(1440.0, 900.0))
        .build_eframe(move |cc| TilewiseApp::new(settings.clone(), &cc.egui_ctx))
}

fn on_drill(lang: Lang) -> Harness<'static, TilewiseApp> {
    let mut h = app(Settings {
        language: lang,
        screen: Screen::Drill,
        ..Settings::default()
    });
    h.run();
    h
}

fn shows<S>(h: &Harness<'_, S>, text: &str) -> bool {
    h.query_all_by_label_contains(text).next().is_some()
}

/// Answers the total question in hand, right or wrong, by keyboard (Enter checks).
fn answer_total(h: &mut Harness<'_, TilewiseApp>, right: bool) {
    let total = h
        .state()
        .drill
        .question()
        .expect("a total question")
        .scored
        .total();
    let given = if right { total } else { total + 1 };
    h.root().type_text(&given.to_string());
    h.run();
    h.key_press(egui::Key::Enter);
    h.run();
}

fn next(h: &mut Harness<'_, TilewiseApp>) {
    h.key_press(egui::Key::Enter);
    h.run();
}

fn tally(h: &Harness<'_, TilewiseApp>, right: u32, asked: u32) -> String {
    h.state().i18n.tr_args(
        "drill-tally",
        &[("right", right.into()), ("asked", asked.into())],
    )
}

fn sichuan_set() -> usize {
    BUNDLED
        .iter()
        .position(|(name, _)| name.starts_with("sichuan"))
        .expect("the Sichuan set")
}

/// Whether the button named `label` shows as chosen.
fn toggled<S>(h: &Harness<'_, S>, label: &str) -> Option<Toggled> {
    h.get_by_label(label).accesskit_node().toggled()
}

// ---- 1. A set selects its system and locks the pickers while it runs ----

#[test]
fn a_set_selects_its_system_and_locks_the_pickers_until_it_is_left() {
    let mut drill = Drill::new(7);
    drill.apply(DrillCommand::Next, &en());
    let mut h = drill_bench(drill, Lang::English);
    h.run();
    assert_eq!(
        h.state().drill.system,
        RuleId::ZungJung,
        "Zung Jung to begin with"
    );
    let i18n = I18n::new(Lang::English);
    let title = h.state().drill.bundled[sichuan_set()].title.clone();
    h.get_by_label(&i18n.tr("drill-sets")).click();
    h.run();
    h.get_by_label(&title).click();
    h.run();
    assert!(h.state().drill.set.is_some(), "the set runs");
    assert_eq!(
        h.state().drill.system,
        RuleId::Sichuan,
        "the set's system is chosen"
    );
    assert_eq!(toggled(&h, &i18n.tr("system-sichuan")), Some(Toggled::True));
    assert_eq!(
        toggled(&h, &i18n.tr("system-zung-jung")),
        Some(Toggled::False)
    );
    // Every picker is locked while the set runs.
    let pickers: Vec<String> = [
        "drill-level-beginner",
        "drill-level-standard",
        "drill-level-expert",
        "drill-mode-total",
        "drill-mode-patterns",
        "drill-mode-wall-end",
        "system-zung-jung",
    ]
    .iter()
    .map(|id| i18n.tr(id))
    .chain(["5".to_string(), "20".to_string()])
    .collect();
    for label in &pickers {
        let node = h.get_by_label(label);
        assert!(node.accesskit_node().is_disabled(), "{label} is locked");
    }
    let level = h.state().drill.level;
    h.get_by_label(&i18n.tr("drill-level-expert")).click();
    h.run();
    assert!(
        h.state().drill.set.is_some(),
        "a locked picker leaves nothing"
    );
    assert_eq!(h.state().drill.level, level);
    // The reason on hover.
    let why = i18n.tr_args("drill-set-locked", &[("title", title.clone().into())]);
    h.get_by_label(&i18n.tr("drill-level-expert")).hover();
    for _ in 0..4 {
        h.step();
    }
    h.run();
    assert!(shows(&h, &why), "the reason on hover: {why}");
    // Leaving the set unlocks them, and the system from before it is chosen again.
    h.get_by_label(&i18n.tr("drill-set-leave")).click();
    h.run();
    assert!(h.state().drill.set.is_none());
    assert_eq!(h.state().drill.system, RuleId::ZungJung);
    assert_eq!(
        toggled(&h, &i18n.tr("system-zung-jung")),
        Some(Toggled::True)
    );
    let wall_end = i18n.tr("drill-mode-wall-end");
    for label in pickers.iter().filter(|l| **l != wall_end) {
        let node = h.get_by_label(label);
        assert!(
            !node.accesskit_node().is_disabled(),
            "{label} is free again"
        );
    }
    assert!(
        h.query_by_label(&wall_end).is_none(),
        "Sichuan's mode is gone with Sichuan"
    );
    h.get_by_label(&i18n.tr("drill-level-expert")).click();
    h.run();
    assert_eq!(h.state().drill.level, Level::Expert);
}

// ---- 2. "Right N of M" per round, set, system and mode; kept across languages ----

#[test]
fn the_tally_starts_afresh_per_round_set_system_and_mode_and_keeps_across_languages() {
    let mut h = on_drill(Lang::English);
    answer_total(&mut h, true);
    next(&mut h);
    answer_total(&mut h, false);
    assert!(shows(&h, &tally(&h, 1, 2)), "{}", tally(&h, 1, 2));
    // A new language: the same round, its tally in the new words.
    apply(&mut h, Command::SetLanguage(Lang::Russian));
    assert!(shows(&h, &tally(&h, 1, 2)), "{}", tally(&h, 1, 2));
    assert_eq!(h.state().drill.round.answered.len(), 2);
    apply(&mut h, Command::SetLanguage(Lang::English));
    // Another mode.
    let patterns = h.state().i18n.tr("drill-mode-patterns");
    h.get_by_label(&patterns).click();
    h.run();
    assert_eq!((h.state().drill.right, h.state().drill.asked), (0, 0));
    assert!(shows(&h, &tally(&h, 0, 0)));
    let total = h.state().i18n.tr("drill-mode-total");
    h.get_by_label(&total).click();
    h.run();
    answer_total(&mut h, true);
    assert!(shows(&h, &tally(&h, 1, 1)));
    // Another system.
    let singapore = h.state().i18n.tr("system-singapore");
    h.get_by_label(&singapore).click();
    h.run();
    assert!(shows(&h, &tally(&h, 0, 0)), "a new system starts afresh");
    answer_total(&mut h, true);
    assert!(shows(&h, &tally(&h, 1, 1)));
    // A set.
    apply(
        &mut h,
        Command::Drill(DrillCommand::OpenBundledSet(sichuan_set())),
    );
    assert!(shows(&h, &tally(&h, 0, 0)), "a set starts afresh");
    assert!(matches!(h.state().drill.task, Some(Task::Total(_))));
    answer_total(&mut h, true);
    assert!(shows(&h, &tally(&h, 1, 1)));
    // Leaving it, and a new round.
    apply(&mut h, Command::Drill(DrillCommand::LeaveSet));
    assert!(shows(&h, &tally(&h, 0, 0)), "leaving a set starts afresh");
    answer_total(&mut h, true);
    apply(&mut h, Command::Drill(DrillCommand::NewRound));
    assert!(shows(&h, &tally(&h, 0, 0)), "a new round starts afresh");
}

// ---- 3. The answer's time: only while the question is shown and the window focused ----

/// Runs `n` frames of egui time (a quarter of a second each in the harness).
fn frames(h: &mut Harness<'_, TilewiseApp>, n: usize) {
    for _ in 0..n {
        h.step();
    }
}

fn last_seconds(h: &Harness<'_, TilewiseApp>) -> f32 {
    h.state()
        .progress
        .store
        .attempts
        .back()
        .expect("an answer kept")
        .seconds
}

#[test]
fn the_answer_timer_counts_only_the_question_on_screen_with_the_window_focused() {
    // Dealt at start while the user is in the Calculator for 40 s of egui time.
    let mut h = app(Settings {
        screen: Screen::Calculator,
        ..Settings::default()
    });
    h.run();
    frames(&mut h, 160);
    h.get_by_label("Drill").click();
    h.run();
    answer_total(&mut h, true);
    let away = last_seconds(&h);
    assert!(
        away < 10.0,
        "time in the Calculator is not counted: {away} s"
    );
    // 40 s on the question: counted.
    next(&mut h);
    frames(&mut h, 160);
    answer_total(&mut h, true);
    let looked = last_seconds(&h);
    assert!(
        looked >= 40.0,
        "time on the question is counted: {looked} s"
    );
    // 40 s in another window: not counted.
    next(&mut h);
    h.input_mut().focused = false;
    frames(&mut h, 160);
    h.input_mut().focused = true;
    h.run();
    answer_total(&mut h, true);
    let elsewhere = last_seconds(&h);
    assert!(
        elsewhere < 10.0,
        "time with the window unfocused is not counted: {elsewhere} s"
    );
    // The progress's mean time follows the answers' times.
    let record = h.state().progress.store.system("zung-jung").expect("kept");
    let mean = record.total.mean_seconds();
    let expected = f64::from(away + looked + elsewhere) / 3.0;
    assert!((mean - expected).abs() < 0.01, "{mean} vs {expected}");
}

// ---- 4. Wall's-end answers are credited as graded ----

/// How a wall's-end question is answered.
#[derive(Clone, Copy, PartialEq)]
enum WallEndAnswer {
    Right,
    /// The first state wrong, the amounts right.
    StateWrong,
    /// Every state right, no amount given.
    NoAmounts,
}

/// Answers the wall's-end question in hand, through the drill's commands, then Enter.
fn answer_wall_end(h: &mut Harness<'_, TilewiseApp>, how: WallEndAnswer) {
    let Some(Task::WallEnd(d)) = &h.state().drill.task else {
        panic!("a wall's-end question")
    };
    let q = d.question.clone();
    for (k, (seat, state)) in q.settled.states.iter().enumerate() {
        let mut kind = EndKind::of(state);
        if how == WallEndAnswer::StateWrong && k == 0 {
            kind = match kind {
                EndKind::Ready => EndKind::NotReady,
                _ => EndKind::Ready,
            };
        }
        apply(
            h,
            Command::Drill(DrillCommand::Task(
                tilewise::app::screens::drill::TaskCommand::WallEnd(WallEndCommand::SetState(
                    *seat, kind,
                )),
            )),
        );
    }
    let amounts = match how {
        WallEndAnswer::NoAmounts => Vec::new(),
        _ => owed(&q.settled.transfers),
    };
    for o in amounts {
        apply(
            h,
            Command::Drill(DrillCommand::Task(
                tilewise::app::screens::drill::TaskCommand::WallEnd(WallEndCommand::SetAmount {
                    from: o.from,
                    to: o.to,
                    amount: o.amount,
                }),
            )),
        );
    }
    h.key_press(egui::Key::Enter);
    h.run();
}

#[test]
fn wall_end_answers_are_credited_and_scheduled_as_graded() {
    let mut h = on_drill(Lang::English);
    apply(
        &mut h,
        Command::Drill(DrillCommand::SetSystem(RuleId::Sichuan)),
    );
    apply(&mut h, Command::Drill(DrillCommand::SetMode(Mode::WallEnd)));
    let mut rights = 0;
    for level in [Level::Beginner, Level::Standard, Level::Expert] {
        apply(&mut h, Command::Drill(DrillCommand::SetLevel(level)));
        for _ in 0..3 {
            answer_wall_end(&mut h, WallEndAnswer::Right);
            rights += 1;
            assert!(
                shows(&h, &h.state().i18n.tr("drill-right")),
                "{level:?}: graded right"
            );
            let kept = h.state().progress.store.attempts.back().expect("kept");
            assert_eq!(kept.mode, Mode::WallEnd);
            assert!(kept.right, "{level:?}: {kept:?}");
            assert!(kept.patterns.iter().all(|p| p.right), "{kept:?}");
            next(&mut h);
        }
    }
    let record = h.state().progress.store.system("sichuan").expect("kept");
    let mode = &record.modes[&Mode::WallEnd];
    assert_eq!((mode.right, mode.attempts), (rights, rights));
    let now = tilewise::progress::clock::now_unix_s();
    for (id, p) in &record.patterns {
        assert_eq!(p.tally.right, p.tally.attempts, "{id} credited");
        assert!(p.card.due > now, "{id} is not due now: {:?}", p.card);
    }
    // A wrong state is a miss.
    answer_wall_end(&mut h, WallEndAnswer::StateWrong);
    let kept = h.state().progress.store.attempts.back().expect("kept");
    assert!(!kept.right);
    assert!(kept.patterns.iter().any(|p| !p.right));
    // Partly right: every state named right ("Right!" beside each player) but no payment
    // given. The states are credited, the payments' rules missed.
    loop {
        next(&mut h);
        let Some(Task::WallEnd(d)) = &h.state().drill.task else {
            panic!("a wall's-end question")
        };
        if !d.question.settled.transfers.is_empty() {
            break;
        }
    }
    answer_wall_end(&mut h, WallEndAnswer::NoAmounts);
    let kept = h.state().progress.store.attempts.back().expect("kept");
    assert!(!kept.right, "the payments are missing");
    let states: Vec<_> = kept
        .patterns
        .iter()
        .filter(|p| EndKind::ALL.iter().any(|k| k.rule_id() == p.pattern))
        .collect();
    assert!(!states.is_empty());
    assert!(states.iter().all(|p| p.right), "states credited: {kept:?}");
    assert!(kept.patterns.iter().any(|p| !p.right), "payments missed");
}

// ---- 5. "Replay quiz →" opens a record with questions ----

#[test]
fn the_replay_quiz_opens_a_record_with_questions_of_the_drills_system() {
    for (system, id) in [
        (RuleId::ZungJung, "zung-jung"),
        (RuleId::Sichuan, "sichuan"),
        (RuleId::HkOldStyle, "hk-old-style"),
    ] {
        let mut h = on_drill(Lang::English);
        apply(&mut h, Command::Drill(DrillCommand::SetSystem(system)));
        let quiz = format!("{} →", h.state().i18n.tr("drill-mode-replay-quiz"));
        h.get_by_label(&quiz).click();
        h.run();
        let state = h.state();
        assert_eq!(state.settings.screen, Screen::Replays);
        assert!(state.replays.quiz.on);
        let game = state.replays.game.as_ref().expect("a record is open");
        assert_eq!(game.record.header.rules.id(), id, "the drill's system");
        assert!(!state.replays.quiz_stops().is_empty(), "it has questions");
        assert!(!shows(&h, &state.i18n.tr("replays-empty")));
    }
    // A record already open is the one quizzed.
    let mut h = on_drill(Lang::English);
    let (name, text) = tilewise::app::screens::replays::SAMPLES[0];
    apply(
        &mut h,
        Command::Replays(tilewise::app::screens::replays::ReplaysCommand::Load {
            name: name.to_string(),
            text: text.to_string(),
        }),
    );
    apply(
        &mut h,
        Command::Drill(DrillCommand::SetSystem(RuleId::Sichuan)),
    );
    apply(&mut h, Command::Drill(DrillCommand::OpenReplayQuiz));
    let game = h.state().replays.game.as_ref().expect("still open");
    assert_eq!(game.name, name);
    assert!(h.state().replays.quiz.on);
}

#[test]
fn with_the_quiz_on_and_no_record_the_replays_screen_asks_to_pick_one() {
    for lang in Lang::ALL {
        let mut h = app(Settings {
            language: lang,
            screen: Screen::Replays,
            ..Settings::default()
        });
        apply(
            &mut h,
            Command::Replays(tilewise::app::screens::replays::ReplaysCommand::SetQuiz(
                true,
            )),
        );
        assert!(h.state().replays.game.is_none());
        let pick = h.state().i18n.tr("replays-quiz-pick");
        assert!(shows(&h, &pick), "{lang:?}: {pick}");
    }
}

/// The context of a fresh app in English (the screen's commands need no other here).
fn en() -> tilewise::app::context::Ctx<'static> {
    tilewise::app::context::Ctx::standard(tilewise::app::i18n::Lang::English)
}
