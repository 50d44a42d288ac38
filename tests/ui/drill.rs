//! The drill screen driven headless by egui_kittest: every mode answered right and wrong,
//! the keyboard flow (Enter checks, Enter again goes on, the answer keeps the focus), a round
//! to its summary, the graded answers kept for progress; in English, Russian and Polish.

use crate::common;
use tilewise::app::screens::Screen as _;
use tilewise::app::screens::drill::DrillMode;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use tilewise::app::i18n::{I18n, Lang};
use tilewise::app::screens::drill::mode::patterns::{pattern_box_label, why_not_text};
use tilewise::app::screens::drill::{Drill, DrillCommand, Task};
use tilewise::app::widgets::words::seconds_text;
use tilewise::app::{Screen, Settings, TilewiseApp};
use tilewise::drill::mode::Mode;
use tilewise::drill::patterns::Mark;
use tilewise::rules::RuleId;

use common::drill_bench::{Bench, drill_bench, english_left};

fn bench(lang: Lang, system: RuleId, mode: Mode, seed: u64) -> Harness<'static, Bench> {
    let mut drill = Drill::new(seed);
    drill.apply(DrillCommand::SetSystem(system), &en());
    drill.apply(DrillCommand::SetMode(mode), &en());
    drill_bench(drill, lang)
}

fn tr(h: &Harness<'_, Bench>, id: &str) -> String {
    h.state().i18n.tr(id)
}

fn shows(h: &Harness<'_, Bench>, text: &str) -> bool {
    h.query_all_by_label_contains(text).next().is_some()
}

fn enter<S>(h: &mut Harness<'_, S>) {
    h.key_press(egui::Key::Enter);
    h.run();
}

fn type_text<S>(h: &mut Harness<'_, S>, text: &str) {
    h.root().type_text(text);
    h.run();
}

fn focused(h: &Harness<'_, Bench>, label: &str) -> bool {
    h.get_by_label(label).is_focused()
}

fn task<'h>(h: &'h Harness<'_, Bench>) -> &'h Task {
    h.state().drill.task.as_ref().expect("a question")
}

#[test]
fn total_right_then_wrong_by_keyboard_only_in_every_language() {
    for lang in Lang::ALL {
        let mut h = bench(lang, RuleId::ZungJung, Mode::Total, 21);
        h.run();
        assert!(focused(&h, "answer"), "{lang:?}: the answer has the focus");
        let total = h
            .state()
            .drill
            .question()
            .expect("a question")
            .scored
            .total();
        type_text(&mut h, &total.to_string());
        enter(&mut h);
        assert!(shows(&h, &tr(&h, "drill-right")), "{lang:?}");
        assert!(
            focused(&h, "answer"),
            "{lang:?}: the focus stays in the answer"
        );
        let time = h.state().i18n.tr_args(
            "drill-time",
            &[(
                "seconds",
                seconds_text(&h.state().i18n, h.state().drill.seconds.expect("timed")).into(),
            )],
        );
        assert!(shows(&h, &time), "{lang:?}: the time is shown once checked");
        enter(&mut h);
        let progress = h
            .state()
            .i18n
            .tr_args("drill-progress", &[("n", 2.into()), ("total", 10.into())]);
        assert!(shows(&h, &progress), "{lang:?}: {progress}");
        assert!(
            focused(&h, "answer"),
            "{lang:?}: the focus is in the new answer"
        );
        let total = h
            .state()
            .drill
            .question()
            .expect("a question")
            .scored
            .total();
        type_text(&mut h, &(total + 1).to_string());
        enter(&mut h);
        let unit = h.state().drill.question().and_then(|q| q.sheet.unit);
        let amount = h.state().i18n.amount(unit.unwrap_or("points"), total);
        let wrong = h
            .state()
            .i18n
            .tr_args("drill-wrong", &[("amount", amount.into())]);
        assert!(shows(&h, &wrong), "{lang:?}: {wrong}");
        let attempts = &h.state().drill.attempts;
        assert_eq!(attempts.len(), 2);
        assert!(attempts.iter().all(|a| a.mode == Mode::Total));
        assert!(attempts[0].right && !attempts[1].right);
        assert!(attempts.iter().all(|a| a.system == "zung-jung"));
        assert!(!attempts[1].patterns.is_empty());
        assert_eq!(english_left(&h, lang), Vec::<String>::new(), "{lang:?}");
    }
}

/// The label of a pattern's box in the list.
fn pattern_box(h: &Harness<'_, Bench>, id: &str) -> String {
    let b = h.state();
    let settings = b.drill.settings();
    let def = settings
        .patterns()
        .into_iter()
        .find(|p| p.id == id)
        .expect("a pattern of the system");
    pattern_box_label(&b.i18n, &settings, def)
}

fn tick(h: &mut Harness<'_, Bench>, id: &str) {
    let label = pattern_box(h, id);
    h.get_by_label(&label).click();
    h.run();
}

#[test]
fn patterns_right_then_wrong_with_the_reason() {
    for (lang, system) in [
        (Lang::English, RuleId::ZungJung),
        (Lang::Russian, RuleId::HkOldStyle),
        (Lang::Polish, RuleId::Singapore),
    ] {
        let mut h = bench(lang, system, Mode::Patterns, 5);
        h.run();
        let counted: Vec<&'static str> = h
            .state()
            .drill
            .question()
            .expect("a question")
            .scored
            .chosen()
            .hits
            .iter()
            .map(|hit| hit.pattern.id)
            .collect();
        // Enter with nothing ticked checks nothing.
        enter(&mut h);
        assert!(!task(&h).checked());
        for id in &counted {
            tick(&mut h, id);
        }
        enter(&mut h);
        assert!(shows(&h, &tr(&h, "drill-patterns-right")), "{lang:?}");
        let a = h.state().drill.attempts.last().expect("an attempt").clone();
        assert_eq!(a.mode, Mode::Patterns);
        assert!(a.right);
        let mut ids: Vec<&str> = a.patterns.iter().map(|p| p.pattern.as_str()).collect();
        ids.sort_unstable();
        let mut want = counted.clone();
        want.sort_unstable();
        assert_eq!(ids, want);
        enter(&mut h);
        assert!(!task(&h).checked(), "a new question");
        // Tick one pattern that does not count, and none that does.
        let q = h.state().drill.question().expect("a question").clone();
        let wrong = q
            .scored
            .settings
            .patterns()
            .into_iter()
            .map(|p| p.id)
            .find(|id| {
                !q.scored
                    .chosen()
                    .hits
                    .iter()
                    .any(|hit| hit.pattern.id == *id)
            })
            .expect("a pattern that does not count");
        tick(&mut h, wrong);
        enter(&mut h);
        let Task::Patterns(d) = task(&h) else {
            panic!("a Patterns question")
        };
        let grade = d.grade.as_ref().expect("graded");
        assert!(!grade.right());
        let mark = grade
            .marks
            .iter()
            .find(|m| m.pattern.id == wrong)
            .expect("the wrong tick is graded");
        let Mark::CountedWrongly(why) = mark.mark else {
            panic!("{mark:?}")
        };
        let reason = why_not_text(&h.state().i18n, why);
        assert!(shows(&h, &reason), "{lang:?}: {reason}");
        let a = h.state().drill.attempts.last().expect("an attempt");
        assert!(!a.right);
        assert!(
            a.patterns.iter().any(|p| p.pattern == wrong && !p.right),
            "the wrong tick is kept as a miss"
        );
        assert_eq!(english_left(&h, lang), Vec::<String>::new(), "{lang:?}");
    }
}

#[test]
fn the_pattern_list_is_searched_by_name() {
    let mut h = bench(Lang::English, RuleId::ZungJung, Mode::Patterns, 5);
    h.run();
    let all_triplets = pattern_box(&h, "zj.4.1");
    let all_sequences = pattern_box(&h, "zj.1.1");
    assert!(h.query_by_label(&all_sequences).is_some());
    h.get_by_label("search").click();
    h.run();
    type_text(&mut h, "triplets");
    assert!(h.query_by_label(&all_triplets).is_some());
    assert!(h.query_by_label(&all_sequences).is_none(), "filtered out");
    // Enter in the search checks the answer like anywhere else: nothing ticked, nothing graded.
    enter(&mut h);
    assert!(!task(&h).checked());
    tick(&mut h, "zj.4.1");
    enter(&mut h);
    assert!(task(&h).checked());
}

/// Types the amounts into the payment fields, Tab between them.
fn type_amounts(h: &mut Harness<'_, Bench>, amounts: &[u32]) {
    for (k, a) in amounts.iter().enumerate() {
        if k > 0 {
            h.key_press(egui::Key::Tab);
            h.run();
        }
        assert!(
            focused(h, &format!("payment {k}")),
            "field {k} has the focus"
        );
        type_text(h, &a.to_string());
    }
}

fn expected_amounts(h: &Harness<'_, Bench>) -> Vec<u32> {
    let Task::Payments(d) = task(h) else {
        panic!("a Payments question")
    };
    d.entries.iter().map(|e| e.expected).collect()
}

#[test]
fn payments_right_then_wrong_explained_entry_by_entry() {
    for (lang, system) in [
        (Lang::English, RuleId::ZungJung),
        (Lang::English, RuleId::HkOldStyle),
        (Lang::Russian, RuleId::Singapore),
        (Lang::Polish, RuleId::Sichuan),
    ] {
        let mut h = bench(lang, system, Mode::Payments, 17);
        h.run();
        let amounts = expected_amounts(&h);
        let instant = system == RuleId::Singapore;
        assert_eq!(amounts.len(), if instant { 6 } else { 3 }, "{lang:?}");
        type_amounts(&mut h, &amounts);
        enter(&mut h);
        assert!(shows(&h, &tr(&h, "drill-payments-right")), "{lang:?}");
        let last = format!("payment {}", amounts.len() - 1);
        assert!(focused(&h, &last), "the focus stays in the amounts");
        let a = h.state().drill.attempts.last().expect("an attempt");
        assert_eq!((a.mode, a.right), (Mode::Payments, true));
        enter(&mut h);
        let amounts = expected_amounts(&h);
        let wrong: Vec<u32> = amounts.iter().map(|a| a + 1).collect();
        type_amounts(&mut h, &wrong);
        enter(&mut h);
        let wrong_line = h.state().i18n.tr_args(
            "drill-payments-wrong",
            &[("right", 0.into()), ("total", amounts.len().into())],
        );
        assert!(shows(&h, &wrong_line), "{lang:?}: {wrong_line}");
        // Each amount is explained by the rule behind it.
        let Task::Payments(d) = task(&h) else {
            panic!("a Payments question")
        };
        let rule = d
            .entries
            .iter()
            .flat_map(|e| &e.rules)
            .next()
            .copied()
            .expect("a payment");
        let why = tilewise::app::explain::payment(&h.state().i18n, rule.rule, rule.amount);
        assert!(shows(&h, &why), "{lang:?}: {why}");
        assert!(!h.state().drill.attempts.last().expect("an attempt").right);
        assert_eq!(english_left(&h, lang), Vec::<String>::new(), "{lang:?}");
    }
}

#[test]
fn best_reading_right_then_wrong_with_every_total() {
    for lang in Lang::ALL {
        let mut h = bench(lang, RuleId::ZungJung, Mode::BestReading, 9);
        h.run();
        let pick = |h: &Harness<'_, Bench>, best: bool| -> usize {
            let Task::BestReading(d) = task(h) else {
                panic!("a Best reading question")
            };
            let s = &d.question.scored;
            d.options
                .iter()
                .position(|&e| (s.evaluations[e].total == s.total()) == best)
                .expect("a reading")
        };
        let label = |h: &Harness<'_, Bench>, k: usize| {
            h.state()
                .i18n
                .tr_args("drill-reading-n", &[("n", (k + 1).into())])
        };
        let best = pick(&h, true);
        h.get_by_label(&label(&h, best)).click();
        h.run();
        enter(&mut h);
        assert!(shows(&h, &tr(&h, "drill-reading-right")), "{lang:?}");
        let a = h.state().drill.attempts.last().expect("an attempt");
        assert_eq!((a.mode, a.right), (Mode::BestReading, true));
        enter(&mut h);
        let worse = pick(&h, false);
        h.get_by_label(&label(&h, worse)).click();
        h.run();
        enter(&mut h);
        let Task::BestReading(d) = task(&h) else {
            panic!("a Best reading question")
        };
        // Every reading's total is shown once checked.
        let s = &d.question.scored;
        for &e in &d.options {
            let worth = h
                .state()
                .i18n
                .amount(s.settings.unit(), s.evaluations[e].total);
            assert!(shows(&h, &worth), "{lang:?}: {worth}");
        }
        assert!(!h.state().drill.attempts.last().expect("an attempt").right);
        assert_eq!(english_left(&h, lang), Vec::<String>::new(), "{lang:?}");
    }
}

#[test]
fn a_round_of_five_reaches_its_summary_and_asks_for_weak_spots() {
    for lang in [Lang::English, Lang::Polish] {
        let mut h = bench(lang, RuleId::ZungJung, Mode::Total, 33);
        h.run();
        h.get_by_label("5").click();
        h.run();
        for k in 0..5u32 {
            let total = h
                .state()
                .drill
                .question()
                .expect("a question")
                .scored
                .total();
            let answer = if k % 2 == 0 { total } else { total + 1 };
            type_text(&mut h, &answer.to_string());
            enter(&mut h);
            enter(&mut h);
        }
        assert!(h.state().drill.round.over, "{lang:?}");
        assert!(shows(&h, &tr(&h, "drill-summary-title")));
        let score = h.state().i18n.tr_args(
            "drill-summary-score",
            &[("right", 3.into()), ("asked", 5.into())],
        );
        assert!(shows(&h, &score), "{lang:?}: {score}");
        let round = &h.state().drill.round;
        let time = h.state().i18n.tr_args(
            "drill-summary-time",
            &[
                (
                    "total",
                    seconds_text(&h.state().i18n, round.seconds()).into(),
                ),
                (
                    "average",
                    seconds_text(&h.state().i18n, round.seconds() / 5.0).into(),
                ),
            ],
        );
        assert!(shows(&h, &time), "{lang:?}: {time}");
        let missed_line = tr(&h, "drill-summary-missed");
        let head = missed_line.split('{').next().unwrap_or_default().trim();
        assert!(shows(&h, head), "{lang:?}: the missed patterns are listed");
        assert_eq!(h.state().drill.attempts.len(), 5);
        h.get_by_label(&tr(&h, "drill-weak-spots")).click();
        h.run();
        assert!(
            h.state().emitted.contains(&DrillCommand::PractiseWeakSpots),
            "the app is asked for the weak spots"
        );
        assert_eq!(english_left(&h, lang), Vec::<String>::new(), "{lang:?}");
        // Enter starts another round of the same size.
        enter(&mut h);
        let progress = h
            .state()
            .i18n
            .tr_args("drill-progress", &[("n", 1.into()), ("total", 5.into())]);
        assert!(shows(&h, &progress), "{lang:?}: {progress}");
    }
}

#[test]
fn weak_spots_given_by_the_app_are_practised_in_turn() {
    let mut h = bench(Lang::English, RuleId::ZungJung, Mode::Total, 2);
    h.run();
    let ids = vec!["zj.4.1".to_string(), "zj.1.1".to_string()];
    h.state_mut()
        .drill
        .apply(DrillCommand::WeakSpots(ids.clone()), &en());
    h.run();
    let q = h.state().drill.question().expect("a question");
    assert!(
        q.scored
            .chosen()
            .hits
            .iter()
            .any(|hit| hit.pattern.id == ids[0]),
        "the first weak spot is dealt"
    );
    assert!(shows(
        &h,
        "Practising weak spots: All Triplets, All Sequences"
    ));
}

#[test]
fn the_level_and_mode_pickers_start_a_new_round() {
    let mut h = bench(Lang::English, RuleId::ZungJung, Mode::Total, 3);
    h.run();
    let total = h
        .state()
        .drill
        .question()
        .expect("a question")
        .scored
        .total();
    type_text(&mut h, &total.to_string());
    enter(&mut h);
    assert_eq!(h.state().drill.round.answered.len(), 1);
    h.get_by_label("Expert").click();
    h.run();
    assert_eq!(h.state().drill.level, tilewise::drill::mode::Level::Expert);
    assert!(h.state().drill.round.answered.is_empty(), "a new round");
    h.get_by_label("Who pays").click();
    h.run();
    assert_eq!(task(&h).mode(), Mode::Payments);
    assert!(focused(&h, "payment 0"));
}

/// The real app: the drill's modes, reached by their buttons, each show the question's facts
/// and a way to answer, and nothing English is left in Russian and Polish.
#[test]
fn the_app_offers_every_mode_in_every_language() {
    for (lang, (w, hgt)) in [
        (Lang::English, (1440.0, 900.0)),
        (Lang::Russian, (1440.0, 900.0)),
        (Lang::Polish, (1440.0, 900.0)),
        (Lang::English, (1024.0, 700.0)),
    ] {
        let i18n = I18n::new(lang);
        let mut h = crate::harness::builder()
            .with_size(egui::vec2(w, hgt))
            .build_eframe(move |cc| {
                TilewiseApp::new(
                    Settings {
                        language: lang,
                        screen: Screen::Drill,
                        ..Settings::default()
                    },
                    &cc.egui_ctx,
                )
            });
        h.run();
        for mode in [
            Mode::Patterns,
            Mode::Payments,
            Mode::Waits,
            Mode::BestReading,
            Mode::Total,
        ] {
            h.get_by_label(&i18n.tr(&format!("drill-mode-{}", mode.id())))
                .click();
            h.run();
            assert_eq!(h.state().drill.mode, mode);
            let seat = i18n.tr("calc-seat");
            assert!(
                h.query_by_label_contains(&format!("{seat}: ")).is_some(),
                "{lang:?} {mode:?}: the facts are shown"
            );
            assert_eq!(
                english_left(&h, lang),
                Vec::<String>::new(),
                "{lang:?} {mode:?}"
            );
        }
        assert!(h.query_by_label("answer").is_some());
    }
}

/// Pictures of every mode, checked, for a person to look at:
/// `TILEWISE_SHOTS=/tmp/shots cargo test --test drill -- --ignored drill_screens_for_review`.
#[test]
#[ignore = "writes PNGs for review"]
fn drill_screens_for_review() {
    let Some(dir) = std::env::var_os("TILEWISE_SHOTS") else {
        return;
    };
    let dir = std::path::PathBuf::from(dir);
    std::fs::create_dir_all(&dir).expect("a folder for the pictures");
    for (lang, (w, hgt)) in [
        (Lang::English, (1440.0, 900.0)),
        (Lang::Russian, (1440.0, 900.0)),
        (Lang::Polish, (1440.0, 900.0)),
        (Lang::English, (1024.0, 700.0)),
    ] {
        let i18n = I18n::new(lang);
        let size = format!("{w}x{hgt}");
        let mut h = crate::harness::builder()
            .with_size(egui::vec2(w, hgt))
            .build_eframe(move |cc| {
                TilewiseApp::new(
                    Settings {
                        language: lang,
                        screen: Screen::Drill,
                        ..Settings::default()
                    },
                    &cc.egui_ctx,
                )
            });
        h.run();
        for (mode, system) in [
            (Mode::Total, "zung-jung"),
            (Mode::Patterns, "hk-new-style"),
            (Mode::Payments, "singapore"),
            (Mode::BestReading, "zung-jung"),
        ] {
            h.get_all_by_label(&i18n.tr(&format!("system-{system}")))
                .next()
                .expect("the system's tab")
                .click();
            h.run();
            h.get_by_label(&i18n.tr(&format!("drill-mode-{}", mode.id())))
                .click();
            h.run();
            let name = format!("drill-{}-{}-{size}", mode.id(), lang.tag());
            let shot = |h: &mut Harness<'_, TilewiseApp>, name: &str| {
                let image = h.render().expect("a rendered frame");
                image.save(dir.join(format!("{name}.png"))).expect("png");
            };
            shot(&mut h, &format!("{name}-asked"));
            // A plausible answer: the first pattern's box, the first reading, amounts of 8.
            match mode {
                Mode::Total => {
                    h.root().type_text("12");
                }
                Mode::Patterns => {
                    if let Some(q) = h.state().drill.question() {
                        let hit = q.scored.chosen().hits[0].pattern;
                        let label = pattern_box_label(&i18n, &q.scored.settings, hit);
                        h.get_by_label(&label).click();
                    }
                }
                Mode::Payments => {
                    for k in 0..6 {
                        if let Some(field) = h.query_by_label(&format!("payment {k}")) {
                            field.click();
                            h.run();
                            h.root().type_text("8");
                        }
                        h.run();
                    }
                }
                _ => {
                    h.get_by_label(&i18n.tr_args("drill-reading-n", &[("n", 1.into())]))
                        .click();
                }
            }
            h.run();
            h.key_press(egui::Key::Enter);
            h.run();
            shot(&mut h, &format!("{name}-checked"));
        }
        h.get_by_label(&i18n.tr("drill-mode-total")).click();
        h.run();
        for _ in 0..10 {
            h.root().type_text("1");
            h.run();
            h.key_press(egui::Key::Enter);
            h.run();
            h.key_press(egui::Key::Enter);
            h.run();
        }
        let image = h.render().expect("a rendered frame");
        image
            .save(dir.join(format!("drill-summary-{}-{size}.png", lang.tag())))
            .expect("png");
    }
}

// ---- The modes of helper files plugged into the drill: waits, Sichuan's wall's end ----

#[test]
fn waits_is_a_drill_mode_answered_by_clicks_and_enter() {
    let mut h = bench(Lang::English, RuleId::ZungJung, Mode::Waits, 31);
    let Task::Waits(d) = task(&h) else {
        panic!("a waits question")
    };
    let waits: Vec<String> = d
        .question
        .waits
        .iter()
        .map(|c| tilewise::rules::explain::tile_name(I18n::english(), c.wait.tile))
        .collect();
    assert!(!waits.is_empty());
    // Enter with nothing picked grades nothing.
    enter(&mut h);
    assert!(h.state().drill.attempts.is_empty());
    for tile in &waits {
        h.get_by_label(&format!("Pick: {tile}")).click();
        h.run();
    }
    enter(&mut h);
    let kept = h.state().drill.attempts.last().expect("graded").clone();
    assert_eq!(kept.mode, Mode::Waits);
    assert!(kept.right, "{kept:?}");
    assert!(!kept.patterns.is_empty());
    // Enter again: a new waits question; a wrong answer is kept as wrong.
    enter(&mut h);
    let Task::Waits(d) = task(&h) else {
        panic!("a waits question")
    };
    assert!(!d.checked());
    let palette = tilewise::drill::waits::palette(&d.settings);
    let wrong = palette
        .iter()
        .find(|&&t| !d.question.is_wait(t))
        .expect("a tile that completes nothing");
    let wrong = tilewise::rules::explain::tile_name(I18n::english(), *wrong);
    h.get_by_label(&format!("Pick: {wrong}")).click();
    h.run();
    enter(&mut h);
    let kept = h.state().drill.attempts.last().expect("graded");
    assert!(!kept.right);
    assert_eq!(h.state().drill.attempts.len(), 2);
}

#[test]
fn the_wall_end_is_a_drill_mode_of_sichuan_alone() {
    let zj = Drill::new(1);
    assert!(!Task::modes(&zj.settings()).contains(&Mode::WallEnd));
    let mut h = bench(Lang::English, RuleId::Sichuan, Mode::WallEnd, 5);
    assert_eq!(h.state().drill.mode, Mode::WallEnd);
    let Task::WallEnd(d) = task(&h) else {
        panic!("a wall's-end question")
    };
    let q = d.question.clone();
    // States named and amounts entered through the drill's commands, then Enter checks.
    for (seat, state) in &q.settled.states {
        let kind = tilewise::drill::wall_end::EndKind::of(state);
        h.state_mut().drill.apply(
            DrillCommand::Task(tilewise::app::screens::drill::TaskCommand::WallEnd(
                tilewise::app::screens::drill::mode::wall_end::WallEndCommand::SetState(
                    *seat, kind,
                ),
            )),
            &en(),
        );
    }
    for o in tilewise::drill::wall_end::owed(&q.settled.transfers) {
        h.state_mut().drill.apply(
            DrillCommand::Task(tilewise::app::screens::drill::TaskCommand::WallEnd(
                tilewise::app::screens::drill::mode::wall_end::WallEndCommand::SetAmount {
                    from: o.from,
                    to: o.to,
                    amount: o.amount,
                },
            )),
            &en(),
        );
    }
    h.run();
    enter(&mut h);
    let kept = h.state().drill.attempts.last().expect("graded");
    assert_eq!(kept.mode, Mode::WallEnd);
    assert_eq!(kept.system, "sichuan");
    assert!(kept.right, "{kept:?}");
    assert!(
        kept.patterns
            .iter()
            .any(|p| p.pattern.starts_with("sc.end."))
    );
}

#[test]
fn the_replay_quiz_mode_opens_the_viewer_with_its_quiz_and_answers_reach_progress() {
    let ctx = egui::Context::default();
    let mut app = TilewiseApp::new(
        Settings {
            screen: Screen::Drill,
            ..Settings::default()
        },
        &ctx,
    );
    app.apply(
        tilewise::app::Command::Drill(DrillCommand::SetLevel(tilewise::drill::mode::Level::Expert)),
        &ctx,
    );
    app.apply(
        tilewise::app::Command::Drill(DrillCommand::OpenReplayQuiz),
        &ctx,
    );
    assert_eq!(app.settings.screen, Screen::Replays);
    assert!(app.replays.quiz.on);
    assert_eq!(app.replays.quiz.level, tilewise::drill::mode::Level::Expert);
    // The drill keeps its own mode: the quiz lives in the viewer.
    assert_ne!(app.drill.mode, Mode::ReplayQuiz);
}

#[test]
fn a_payments_question_about_the_one_round_immunity_shows_the_round_and_grades_by_it() {
    for lang in Lang::ALL {
        let mut h = bench(lang, RuleId::ZungJung, Mode::Payments, 3);
        h.state_mut().drill.apply(
            DrillCommand::SetLevel(tilewise::drill::mode::Level::Expert),
            &en(),
        );
        // Next questions until one carries the round of discards before the win.
        let mut found = false;
        for _ in 0..200 {
            h.run();
            if task(&h)
                .question()
                .is_some_and(|q| !q.round_discards.is_empty())
            {
                found = true;
                break;
            }
            h.state_mut().drill.apply(DrillCommand::Next, &en());
        }
        assert!(found, "{lang:?}: no immunity question in 200");
        let head = tr(&h, "fact-round-discards");
        let head = head.split('{').next().expect("text").trim();
        assert!(shows(&h, head), "{lang:?}: {head}");
        let amounts = expected_amounts(&h);
        type_amounts(&mut h, &amounts);
        enter(&mut h);
        assert!(shows(&h, &tr(&h, "drill-payments-right")), "{lang:?}");
        assert!(h.state().drill.attempts.last().expect("graded").right);
        assert_eq!(english_left(&h, lang), Vec::<String>::new(), "{lang:?}");
    }
}

/// The context of a fresh app in English (the screen's commands need no other here).
fn en() -> tilewise::app::context::Ctx<'static> {
    tilewise::app::context::Ctx::standard(tilewise::app::i18n::Lang::English)
}
