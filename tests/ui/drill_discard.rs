//! The "What would you discard?" drill in the real app, in English, Russian and Polish: the
//! mode chosen by its tab, a tile of the hand clicked as the answer (right, and wrong), the
//! advisor's ranking shown with the choice marked, the answer counted in Progress under the
//! mode's name; positions from the learner's games added through `Effect::AddToMyDrills`,
//! asked "from my games", kept in the data folder across a restart (a damaged file kept
//! aside); "practise weak spots" deals the drill's skills.

use crate::harness::{apply, scratch};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use std::path::PathBuf;
use tilewise::app::effect::Effect;
use tilewise::app::i18n::Lang;
use tilewise::app::screens::drill::DrillMode;
use tilewise::app::screens::drill::mode::discard::{DiscardDrill, Source};
use tilewise::app::screens::drill::{DrillCommand, Task};
use tilewise::app::{Command, Screen, Settings, TilewiseApp};
use tilewise::drill::discard::{
    DiscardQuestion, MY_DRILLS_FILE, Skill, Verdict, deal_discard, discards, grade,
};
use tilewise::drill::mode::{Level, Mode};
use tilewise::review::{Advice, Candidate, Choice, Decision, Improving, Severity};
use tilewise::rules::RuleSettings;
use tilewise::tiles::{Tile, tiles_of};

const LANGS: [Lang; 3] = [Lang::English, Lang::Russian, Lang::Polish];

fn app(lang: Lang, dir: Option<PathBuf>) -> Harness<'static, TilewiseApp> {
    let settings = Settings {
        language: lang,
        screen: Screen::Drill,
        ..Settings::default()
    };
    let mut h = crate::harness::builder()
        .with_size(egui::vec2(1440.0, 900.0))
        .build_eframe(move |cc| {
            let app = TilewiseApp::new(settings.clone(), &cc.egui_ctx);
            match dir.clone() {
                Some(dir) => app.with_data_dir(dir),
                None => app,
            }
        });
    crate::harness::progress_read(&mut h);
    h.run();
    h
}

fn tr(h: &Harness<'_, TilewiseApp>, id: &str) -> String {
    h.state().i18n.tr(id)
}

fn shows(h: &Harness<'_, TilewiseApp>, text: &str) -> bool {
    h.query_all_by_label_contains(text).next().is_some()
}

/// Clicks the first widget with this label (a pair's two tiles share theirs).
fn click_first(h: &mut Harness<'_, TilewiseApp>, label: &str) {
    h.query_all_by_label(label)
        .next()
        .unwrap_or_else(|| panic!("no {label}"))
        .click();
    h.run();
}

fn choose_mode(h: &mut Harness<'_, TilewiseApp>) {
    let tab = tr(h, Mode::Discard.label_key());
    click_first(h, &tab);
    assert_eq!(h.state().drill.mode, Mode::Discard);
}

fn discard_task<'h>(h: &'h Harness<'_, TilewiseApp>) -> &'h DiscardDrill {
    match h.state().drill.task.as_ref() {
        Some(Task::Discard(d)) => d,
        other => panic!("a discard question, not {other:?}"),
    }
}

fn tile_label(h: &Harness<'_, TilewiseApp>, t: Tile) -> String {
    h.state().i18n.tr_args(
        "discard-tile",
        &[(
            "tile",
            tilewise::rules::explain::tile_name(&h.state().i18n, t).into(),
        )],
    )
}

fn best(d: &DiscardDrill) -> Tile {
    discards(&d.question.advice).next().expect("a discard").0
}

/// A question whose ranking is known: the first tile of the hand is the best, every other
/// kind raises the shanten (a wrong discard by shape).
fn known_question(h: &Harness<'_, TilewiseApp>) -> DiscardQuestion {
    let mut q = discard_task(h).question.clone();
    let held = tiles_of(&q.position.concealed);
    let mut kinds = held.clone();
    kinds.dedup();
    let candidate = |t: Tile, shanten: i32| Candidate {
        choice: Choice::Discard(t),
        shanten,
        ukeire: vec![Improving { tile: t, left: 2 }],
        value: None,
        loss: None,
        equal: false,
        reasons: Vec::new(),
    };
    q.advice = Advice {
        shanten: 1,
        candidates: kinds
            .iter()
            .enumerate()
            .map(|(k, &t)| candidate(t, if k == 0 { 1 } else { 2 }))
            .collect(),
        seed: 1,
        rollouts_used: 0,
    };
    q
}

#[test]
fn the_mode_answers_right_and_wrong_shows_the_ranking_and_counts_in_progress() {
    for lang in LANGS {
        let mut h = app(lang, None);
        choose_mode(&mut h);
        let d = discard_task(&h).clone();
        assert!(!d.checked());
        assert!(shows(&h, &tr(&h, "discard-prompt")), "{lang:?}");
        // The best tile clicked: right at once, the ranking shown with the choice marked.
        let right = best(&d);
        let label = tile_label(&h, right);
        click_first(&mut h, &label);
        let graded = discard_task(&h).graded.expect("graded by the click");
        assert_eq!((graded.chosen, graded.verdict), (right, Verdict::Right));
        assert!(shows(&h, &tr(&h, "discard-ranking")), "{lang:?}");
        assert!(shows(&h, &tr(&h, "discard-your-choice")), "{lang:?}");
        let kept = h.state().progress.store.attempts.back().expect("counted");
        assert_eq!((kept.mode, kept.right), (Mode::Discard, true));
        assert_eq!(kept.patterns[0].pattern, d.question.skill.id());
        // Enter goes on; a discard that raises the shanten is wrong.
        h.key_press(egui::Key::Enter);
        h.run();
        let q = known_question(&h);
        let held = tiles_of(&q.position.concealed);
        let wrong = *held
            .iter()
            .rev()
            .find(|&&t| t != held[0])
            .expect("two kinds");
        assert_eq!(
            grade(&q.position, &q.advice, wrong).map(|g| g.verdict),
            Some(Verdict::Wrong)
        );
        h.state_mut().drill.task = Some(Task::Discard(DiscardDrill::new(q)));
        h.run();
        let label = tile_label(&h, wrong);
        click_first(&mut h, &label);
        let graded = discard_task(&h).graded.expect("graded");
        assert_eq!(graded.verdict, Verdict::Wrong);
        assert_eq!(graded.severity, Severity::Big);
        let name = |t: Tile| tilewise::rules::explain::tile_name(&h.state().i18n, t);
        let says = h.state().i18n.tr_args(
            "discard-wrong",
            &[
                ("tile", name(wrong).into()),
                ("best", name(held[0]).into()),
                // Judged by shape (no values): a shanten step lost, in the reader's decimal mark.
                ("loss", h.state().i18n.decimal(1.0, 2).into()),
                // Named as the review names it.
                ("severity", tr(&h, "review-severity-big").into()),
            ],
        );
        assert!(shows(&h, &says), "{lang:?}: {says}");
        let kept = h.state().progress.store.attempts.back().expect("counted");
        assert_eq!((kept.mode, kept.right), (Mode::Discard, false));
        // Progress lists the mode by its translated name, and the skill practised.
        let progress = tr(&h, "nav-progress");
        click_first(&mut h, &progress);
        assert_eq!(h.state().settings.screen, Screen::Progress);
        assert!(shows(&h, &tr(&h, "drill-mode-discard")), "{lang:?}");
        let skill = format!("progress-rule-{}", d.question.skill.id().replace('.', "-"));
        assert!(shows(&h, &tr(&h, &skill)), "{lang:?}: {skill}");
    }
}

/// A reviewed decision of the learner: a dealt position, where they discarded `played`,
/// advised as a review advises it (the played tile as the focus).
fn decision(played: Tile, q: &DiscardQuestion) -> Decision {
    let options = tilewise::review::AdviseOptions {
        focus: Some(Choice::Discard(played)),
        ..tilewise::drill::discard::drill_options(&q.position)
    };
    Decision {
        hand: 1,
        step: 12,
        player: "Ann".into(),
        seat: q.position.seat,
        position: q.position.clone(),
        played: Choice::Discard(played),
        advice: tilewise::review::advise(&q.position, &options).expect("advice"),
        loss: 0.0,
        loss_error: 0.0,
        severity: Severity::None,
        options,
    }
}

#[test]
fn positions_from_my_games_are_added_asked_and_kept_across_a_restart() {
    let dir = scratch("discard", "mine");
    let mut h = app(Lang::English, Some(dir.clone()));
    choose_mode(&mut h);
    let empty = h
        .state()
        .i18n
        .tr_args("discard-source-mine", &[("count", 0.into())]);
    click_first(&mut h, &empty);
    assert_eq!(h.state().drill.mine.source, Source::Mine);
    assert!(h.state().drill.task.is_none(), "nothing saved yet");
    assert!(shows(&h, &tr(&h, "discard-mine-empty")));
    // The review's "Add to my drills": a discard and a claim; the discard is kept.
    let settings = RuleSettings::default();
    let q = deal_discard(
        &settings,
        Level::Standard,
        None,
        &mut fastrand::Rng::with_seed(3),
    )
    .expect("a position");
    let played = tiles_of(&q.position.concealed)[0];
    let pass = Decision {
        played: Choice::Pass,
        ..decision(played, &q)
    };
    let effect = Effect::AddToMyDrills(vec![decision(played, &q), pass]);
    apply(&mut h, Command::Effect(Box::new(effect.clone())));
    let notice = h
        .state()
        .notices
        .iter()
        .find(|n| n.message_id == "notice-my-drills-added")
        .expect("said")
        .text(&h.state().i18n);
    assert_eq!(notice, "1 position added to your drills.");
    assert!(
        dir.join(MY_DRILLS_FILE).is_file(),
        "written to the data folder"
    );
    // It is asked at once, with where it comes from and what was played.
    let d = discard_task(&h).clone();
    let (from, was) = d.question.saved.clone().expect("a saved position");
    assert_eq!((from.hand, from.step, was), (1, 12, played));
    assert_eq!(d.question.position, q.position);
    assert!(shows(&h, "From your game"));
    let label = tile_label(&h, best(&d));
    click_first(&mut h, &label);
    let played_name = tilewise::rules::explain::tile_name(&h.state().i18n, played);
    let says = h
        .state()
        .i18n
        .tr_args("discard-played", &[("tile", played_name.into())]);
    assert!(shows(&h, &says), "{says}");
    // The same decision again adds nothing.
    apply(&mut h, Command::Effect(Box::new(effect)));
    assert_eq!(h.state().drill.mine.positions.len(), 1);
    drop(h);
    // A new app reads it back.
    let mut again = app(Lang::English, Some(dir.clone()));
    assert_eq!(again.state().drill.mine.positions.len(), 1);
    choose_mode(&mut again);
    let one = again
        .state()
        .i18n
        .tr_args("discard-source-mine", &[("count", 1.into())]);
    click_first(&mut again, &one);
    let d = discard_task(&again);
    assert_eq!(d.question.position, q.position);
    assert_eq!(
        d.question.advice,
        decision(played, &q).advice,
        "graded as the review graded it, after a restart too"
    );
    // The tile played in the game, clicked: the review's verdict on it, loss and all.
    let reviewed = decision(played, &q);
    let verdict = tilewise::review::grade(&q.position, &reviewed.advice, Choice::Discard(played))
        .expect("the review's grade");
    let label = tile_label(&again, played);
    click_first(&mut again, &label);
    let graded = discard_task(&again).graded.expect("graded by the click");
    assert_eq!(discard_task(&again).question.advice, reviewed.advice);
    assert_eq!(graded.severity, verdict.severity);
    assert_eq!(graded.loss, verdict.loss.mean.max(0.0));
    assert_eq!(graded.equal, verdict.equal);
    drop(again);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_damaged_file_of_positions_is_kept_aside_and_said() {
    let dir = scratch("discard", "damaged");
    std::fs::write(dir.join(MY_DRILLS_FILE), "(version: 1, positions: [(").unwrap();
    let h = app(Lang::Polish, Some(dir.clone()));
    assert!(h.state().notices.has("notice-my-drills-kept"));
    assert!(dir.join(format!("{MY_DRILLS_FILE}.bad")).is_file());
    assert!(h.state().drill.mine.positions.is_empty());
    assert_eq!(h.state().drill.mine.file, Some(dir.join(MY_DRILLS_FILE)));
    drop(h);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn practising_weak_spots_in_the_mode_deals_its_skills() {
    let mut h = app(Lang::Russian, None);
    choose_mode(&mut h);
    let skill = discard_task(&h).question.skill;
    // One answer missed: its skill is the weak spot the scheduler picks.
    let d = discard_task(&h).clone();
    let q = known_question(&h);
    let held = tiles_of(&q.position.concealed);
    let wrong = *held
        .iter()
        .rev()
        .find(|&&t| t != held[0])
        .expect("two kinds");
    h.state_mut().drill.task = Some(Task::Discard(DiscardDrill::new(q)));
    h.run();
    let label = tile_label(&h, wrong);
    click_first(&mut h, &label);
    assert_eq!(
        discard_task(&h).graded.map(|g| g.verdict),
        Some(Verdict::Wrong)
    );
    assert_eq!(d.question.skill, skill);
    apply(&mut h, Command::Drill(DrillCommand::PractiseWeakSpots));
    assert_eq!(h.state().drill.targets, vec![skill.id().to_string()]);
    assert!(Skill::from_id(&h.state().drill.targets[0]).is_some());
    assert_eq!(h.state().drill.mode, Mode::Discard);
    assert!(matches!(h.state().drill.task, Some(Task::Discard(_))));
    // In another mode, the discard skills are not dealt as patterns.
    let total = tr(&h, Mode::Total.label_key());
    click_first(&mut h, &total);
    apply(&mut h, Command::Drill(DrillCommand::PractiseWeakSpots));
    assert!(
        h.state()
            .drill
            .targets
            .iter()
            .all(|id| Skill::from_id(id).is_none())
    );
}
