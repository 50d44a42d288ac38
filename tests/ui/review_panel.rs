//! The Review panel in Replays, driven by label in the real app (egui_kittest): choose a
//! player, review in the background (frames keep stepping meanwhile), the candidates at a
//! decision, a mistake coloured on the timeline and listed among the biggest (a click jumps
//! there), "Add to my drills", Cancel, a results-only record's message; in en, ru and pl; a
//! snapshot of the panel.

use crate::harness::apply_viewer;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use tilewise::app::i18n::{I18n, Lang};
use tilewise::app::screens::replays::review::decision_at;
use tilewise::app::screens::replays::{ReplaysCommand, ReviewCommand, SAMPLES, timeline_color};
use tilewise::app::{Screen, Settings, TilewiseApp};
use tilewise::review::{AdviseOptions, Choice, Review, Severity};

/// The options the tests review with: values by a few rollouts, to bound the work.
const OPTIONS: AdviseOptions = AdviseOptions {
    values: true,
    rollouts: 400,
    seed: 1,
    focus: None,
};

fn app(lang: Lang, size: egui::Vec2) -> Harness<'static, TilewiseApp> {
    let settings = Settings {
        screen: Screen::Replays,
        language: lang,
        ..Settings::default()
    };
    let mut harness = crate::harness::builder()
        .with_size(size)
        .build_eframe(move |cc| TilewiseApp::new(settings.clone(), &cc.egui_ctx));
    harness.run();
    harness
}

fn i18n(lang: Lang) -> &'static I18n {
    I18n::get(lang)
}

/// Opens a bundled sample by its file name.
fn open_sample(harness: &mut Harness<'_, TilewiseApp>, file: &str) {
    let text = SAMPLES
        .iter()
        .find(|(n, _)| *n == file)
        .map(|(_, t)| *t)
        .expect("a bundled sample");
    apply_viewer(
        harness,
        ReplaysCommand::Load {
            name: file.into(),
            text: text.into(),
        },
    );
    assert!(harness.state().replays.game.is_some());
}

/// Opens the panel and chooses `player` by clicking their name in it (the panel is drawn
/// before the table, whose "Show" row names the players too).
/// Clicks "Review" above the table: the panel opens.
fn show_panel(harness: &mut Harness<'_, TilewiseApp>, lang: Lang) {
    harness.get_by_label(&i18n(lang).tr("review-panel")).click();
    harness.run();
    assert!(harness.state().replays.review.open);
}

fn open_panel(harness: &mut Harness<'_, TilewiseApp>, lang: Lang, player: &str) {
    show_panel(harness, lang);
    apply_viewer(
        harness,
        ReplaysCommand::Review(ReviewCommand::SetOptions(OPTIONS)),
    );
    harness
        .get_all_by_label(player)
        .next()
        .expect("the player's name in the panel")
        .click();
    harness.run();
    assert_eq!(
        harness.state().replays.review.player.as_deref(),
        Some(player)
    );
}

/// Clicks "Start the review", then steps frames until the background job is done (bounded);
/// returns how many frames were drawn while it ran.
fn review(harness: &mut Harness<'_, TilewiseApp>, lang: Lang) -> usize {
    harness.get_by_label(&i18n(lang).tr("review-start")).click();
    let mut frames = 0;
    for _ in 0..20_000 {
        harness.step();
        if harness.state().replays.review.job.is_none() {
            break;
        }
        frames += 1;
        std::thread::sleep(std::time::Duration::from_millis(2));
    }
    assert!(
        harness.state().replays.review.job.is_none(),
        "the review did not finish"
    );
    harness.run();
    assert!(
        harness.state().replays.review.error.is_none(),
        "{:?}",
        harness.state().replays.review.error
    );
    frames
}

fn shown(harness: &Harness<'_, TilewiseApp>) -> Review {
    harness
        .state()
        .replays
        .review
        .shown()
        .cloned()
        .expect("the review is shown")
}

/// The first mistake (severity above none) of the review, as (index, hand, step).
fn first_mistake(review: &Review) -> (usize, usize, usize) {
    review
        .decisions
        .iter()
        .enumerate()
        .find(|(_, d)| d.severity > Severity::None)
        .map(|(i, d)| (i, d.hand, d.step))
        .expect("a mistake in the review")
}

fn choice_text(lang: Lang, choice: Choice) -> String {
    tilewise::app::screens::replays::choice_text(choice, i18n(lang))
}

const SAMPLE: &str = "annotated-zung-jung.ron";
const PLAYER: &str = "Bot A";

#[test]
fn a_review_shows_candidates_marks_mistakes_and_jumps_in_every_language() {
    for lang in [Lang::English, Lang::Russian, Lang::Polish] {
        let tr = |id: &str| i18n(lang).tr(id);
        let mut harness = app(lang, egui::vec2(1280.0, 800.0));
        open_sample(&mut harness, SAMPLE);
        open_panel(&mut harness, lang, PLAYER);
        review(&mut harness, lang);
        let review = shown(&harness);
        assert_eq!(review.player, PLAYER);
        assert!(!review.decisions.is_empty(), "{lang:?}: no decisions");
        // At the first decision: every candidate drawn, the best and the played one marked.
        let first = &review.decisions[0];
        apply_viewer(
            &mut harness,
            ReplaysCommand::Goto {
                hand: first.hand,
                step: first.step,
            },
        );
        for c in &first.advice.candidates {
            if let Choice::Discard(_) = c.choice {
                harness.get_by_label(&choice_text(lang, c.choice));
            }
        }
        harness.get_by_label(&tr("review-mark-best"));
        harness.get_by_label(&tr("review-mark-played"));
        // Off a decision the panel says so.
        apply_viewer(&mut harness, ReplaysCommand::Goto { hand: 0, step: 0 });
        let not_here = i18n(lang).tr_args("review-not-a-decision", &[("player", PLAYER.into())]);
        harness.get_by_label(&not_here);
        // A mistake is coloured on the timeline and listed among the biggest of the game; a
        // click there jumps to it.
        let (index, hand, step) = first_mistake(&review);
        let d = &review.decisions[index];
        assert!(timeline_color(&harness.state().replays, step).is_some());
        assert_eq!(timeline_color(&harness.state().replays, 0), None);
        let listed = i18n(lang).tr_args(
            "review-mistake",
            &[
                ("hand", (hand + 1).into()),
                ("step", step.into()),
                ("played", choice_text(lang, d.played).into()),
                (
                    "best",
                    choice_text(lang, d.advice.best().expect("a best choice")).into(),
                ),
                ("loss", i18n(lang).decimal(d.loss, 1).into()),
                ("error", i18n(lang).decimal(d.loss_error, 1).into()),
            ],
        );
        // In the reader's decimal mark: "12,0 ± 3,1" in Russian and Polish.
        let mark = if lang == Lang::English { '.' } else { ',' };
        assert!(listed.contains(mark), "{lang:?}: {listed}");
        harness
            .get_all_by_label(&listed)
            .next()
            .expect("the mistake listed")
            .click();
        harness.run();
        let v = &harness.state().replays;
        assert_eq!((v.hand, v.step), (hand, step), "{lang:?}");
        assert_eq!(
            decision_at(&review, v.hand, v.step).map(|(i, _)| i),
            Some(index)
        );
        // "Add to my drills" on the mistake: the app takes its decision into the drill (a
        // discard whose best is a discard too becomes a "What would you discard?" position);
        // a claim, or a discard where a win or a kong was best, is offered no such button.
        let before = harness.state().drill.mine.positions.len();
        let d = &review.decisions[index];
        let is_discard = matches!(d.position.moment, tilewise::review::Moment::Discard)
            && matches!(d.played, Choice::Discard(_))
            && matches!(d.advice.best(), Some(Choice::Discard(_)));
        assert_eq!(tilewise::drill::discard::drillable(d), is_discard);
        let offered = harness.query_by_label(&tr("review-add-one")).is_some();
        assert_eq!(offered, is_discard, "{lang:?}");
        if offered {
            harness.get_by_label(&tr("review-add-one")).click();
            harness.run();
        }
        let mine = &harness.state().drill.mine.positions;
        assert_eq!(mine.len(), before + usize::from(is_discard), "{lang:?}");
    }
}

#[test]
fn coming_back_to_a_reviewed_record_shows_its_review_at_once() {
    let lang = Lang::English;
    let mut harness = app(lang, egui::vec2(1280.0, 800.0));
    open_sample(&mut harness, SAMPLE);
    open_panel(&mut harness, lang, PLAYER);
    review(&mut harness, lang);
    open_sample(&mut harness, "zj-short-demo.ron");
    assert!(harness.state().replays.review.shown().is_none());
    harness.get_by_label(&i18n(lang).tr("review-start"));
    open_sample(&mut harness, SAMPLE);
    apply_viewer(
        &mut harness,
        ReplaysCommand::Review(ReviewCommand::Choose(PLAYER.into())),
    );
    assert!(harness.state().replays.review.shown().is_some());
    assert!(harness.state().replays.review.job.is_none());
    assert!(
        harness
            .query_by_label(&i18n(lang).tr("review-start"))
            .is_none()
    );
}

#[test]
fn the_table_keeps_stepping_while_the_review_runs_and_cancel_stops_it() {
    let lang = Lang::English;
    let mut harness = app(lang, egui::vec2(1280.0, 800.0));
    // A long record, reviewed with many rollouts: far more work than a frame.
    open_sample(&mut harness, "zung-jung-seed-27.ron");
    show_panel(&mut harness, lang);
    apply_viewer(
        &mut harness,
        ReplaysCommand::Review(ReviewCommand::SetOptions(AdviseOptions {
            values: true,
            rollouts: 400,
            seed: 3,
            focus: None,
        })),
    );
    harness.get_by_label(&i18n(lang).tr("review-start")).click();
    harness.step();
    assert!(harness.state().replays.review.job.is_some());
    // The UI thread never runs the advisor: frames are drawn and the table steps meanwhile.
    let mut stepped_while_running = 0;
    for _ in 0..5 {
        let before = harness.state().replays.step;
        harness.key_press(egui::Key::ArrowRight);
        harness.step();
        if harness.state().replays.review.job.is_some() && harness.state().replays.step > before {
            stepped_while_running += 1;
        }
    }
    assert!(stepped_while_running > 0);
    harness
        .get_by_label(&i18n(lang).tr("review-cancel"))
        .click();
    harness.run();
    let panel = &harness.state().replays.review;
    assert!(panel.job.is_none());
    assert!(panel.shown().is_none());
    assert!(panel.error.is_none());
    harness.get_by_label(&i18n(lang).tr("review-start"));
}

#[test]
fn a_results_only_record_says_there_is_nothing_to_review_in_every_language() {
    for lang in [Lang::English, Lang::Russian, Lang::Polish] {
        let mut harness = app(lang, egui::vec2(1280.0, 800.0));
        open_sample(&mut harness, "club-night-zung-jung.ron");
        let player = harness
            .state()
            .replays
            .game
            .as_ref()
            .expect("a game")
            .record
            .header
            .players[0]
            .clone();
        open_panel(&mut harness, lang, &player);
        review(&mut harness, lang);
        assert!(shown(&harness).decisions.is_empty());
        harness.get_by_label(&i18n(lang).tr("review-results-only"));
        harness.get_by_label(&i18n(lang).tr("review-no-decisions"));
    }
}

/// The panel at a mistake, as a player sees it: the candidates with their net results and
/// error bars, deal-in, the equal choices and the reasons.
fn panel_snapshot(lang: Lang, size: egui::Vec2, name: &str) {
    let mut harness = app(lang, size);
    open_sample(&mut harness, SAMPLE);
    open_panel(&mut harness, lang, PLAYER);
    review(&mut harness, lang);
    let (_, hand, step) = first_mistake(&shown(&harness));
    apply_viewer(&mut harness, ReplaysCommand::Goto { hand, step });
    // The pointer leaves the window: no hover in the picture.
    harness.input_mut().events.push(egui::Event::PointerGone);
    harness.run();
    harness.snapshot(name);
}

#[test]
fn snapshot_of_the_review_panel_1024_en() {
    panel_snapshot(
        Lang::English,
        egui::vec2(1024.0, 700.0),
        "review_panel_1024x700_en",
    );
}

#[test]
fn snapshot_of_the_review_panel_1024_ru() {
    panel_snapshot(
        Lang::Russian,
        egui::vec2(1024.0, 700.0),
        "review_panel_1024x700_ru",
    );
}

#[test]
fn snapshot_of_the_review_panel_1024_pl() {
    panel_snapshot(
        Lang::Polish,
        egui::vec2(1024.0, 700.0),
        "review_panel_1024x700_pl",
    );
}

#[test]
fn snapshot_of_the_review_panel_1440_en() {
    panel_snapshot(
        Lang::English,
        egui::vec2(1440.0, 900.0),
        "review_panel_1440x900_en",
    );
}

#[test]
fn snapshot_of_the_review_panel_1440_ru() {
    panel_snapshot(
        Lang::Russian,
        egui::vec2(1440.0, 900.0),
        "review_panel_1440x900_ru",
    );
}

#[test]
fn snapshot_of_the_review_panel_1440_pl() {
    panel_snapshot(
        Lang::Polish,
        egui::vec2(1440.0, 900.0),
        "review_panel_1440x900_pl",
    );
}

/// The README's picture of the panel: a bots' game recorded from one seat (Bot B's, the
/// others' hands as backs), an own-turn decision with its candidates, their errors and reasons
/// (`cargo test --test ui readme_picture -- --ignored`, writes docs/screenshots/review.png).
#[test]
#[ignore = "writes the README's picture for a person to look at"]
fn readme_picture_of_the_review_panel() {
    let lang = Lang::English;
    let mut harness = app(lang, egui::vec2(1440.0, 900.0));
    open_sample(&mut harness, "hk-old-style-from-my-seat.ron");
    show_panel(&mut harness, lang);
    apply_viewer(
        &mut harness,
        ReplaysCommand::Review(ReviewCommand::Choose("Bot B".into())),
    );
    apply_viewer(
        &mut harness,
        ReplaysCommand::Review(ReviewCommand::SetOptions(tilewise::review::review_options(
            1,
        ))),
    );
    review(&mut harness, lang);
    let review = shown(&harness);
    let many_choices = |d: &&tilewise::review::Decision| {
        matches!(d.position.moment, tilewise::review::Moment::Discard)
            && d.advice.candidates.len() > 6
    };
    // With no mistake: the own-turn decision furthest behind, among those whose played choice
    // is told apart from a best that few others tie with (`clear`), else among all.
    let furthest_behind = |clear: bool| {
        review
            .decisions
            .iter()
            .filter(many_choices)
            .filter(|d| {
                !clear
                    || (d.advice.equal().count() <= 3
                        && !d.advice.candidate(d.played).is_some_and(|c| c.equal))
            })
            .max_by(|a, b| a.loss.total_cmp(&b.loss))
    };
    // An own-turn mistake with several choices, else the first mistake.
    let (hand, step) = review
        .decisions
        .iter()
        .filter(many_choices)
        .find(|d| d.severity > Severity::None)
        .or_else(|| {
            review
                .decisions
                .iter()
                .find(|d| d.severity > Severity::None)
        })
        .or_else(|| furthest_behind(true))
        .or_else(|| furthest_behind(false))
        .map(|d| (d.hand, d.step))
        .expect("a decision");
    apply_viewer(&mut harness, ReplaysCommand::Goto { hand, step });
    harness.input_mut().events.push(egui::Event::PointerGone);
    harness.run();
    let image = harness.render().expect("render");
    image
        .save("docs/screenshots/review.png")
        .expect("the picture written");
}
