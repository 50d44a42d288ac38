//! The waits and Sichuan wall's-end drills, each hosted in a small egui harness (a right and
//! a wrong answer, Enter to check, keys to pick), the replay quiz driven through the full app,
//! and those screens in Russian and Polish: every glyph drawn, no English sentence left.
//! `TILEWISE_SHOTS=dir cargo test --test drill_modes_extra` also writes PNGs to look at.

use crate::harness::{app_harness_sized, click, click_sample};
use egui::epaint::Shape;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use tilewise::app::explain::wind_name;
use tilewise::app::i18n::{I18n, Lang};
use tilewise::app::screens::drill::mode::waits::{WaitsCommand, WaitsDrill, waits_drill_ui};
use tilewise::app::screens::drill::mode::wall_end::{
    WallEndCommand, WallEndDrill, wall_end_drill_ui,
};
use tilewise::app::screens::drill::mode::{DrillMode, deal_mode};
use tilewise::app::widgets::tile_art::install_fonts;
use tilewise::app::{Screen, Settings, TilewiseApp, readable_text};
use tilewise::drill::generate::Target;
use tilewise::drill::mode::{Level, Mode, Outcome};
use tilewise::drill::wall_end::EndKind;
use tilewise::rules::RuleSettings;
use tilewise::rules::sichuan::ScOptions;
use tilewise::tiles::Wind;

/// A drill hosted as the drill screen hosts it: the mode's UI, its commands applied, and
/// Enter calling `check`.
struct Host<D> {
    drill: D,
    outcome: Option<Outcome>,
    i18n: &'static I18n,
    /// The app's fonts are installed (they apply from the frame after).
    fonts: bool,
}

/// Installs the app's fonts and text styles on the first frame; draws from the second.
fn fonts_ready<D>(ui: &egui::Ui, host: &mut Host<D>) -> bool {
    if !host.fonts {
        let mut fonts = egui::FontDefinitions::default();
        install_fonts(&mut fonts);
        ui.ctx().set_fonts(fonts);
        ui.ctx().all_styles_mut(readable_text);
        host.fonts = true;
        return false;
    }
    true
}

fn styled<S>(harness: &mut Harness<'_, S>) {
    harness.run();
}

fn waits_harness(
    drill: WaitsDrill,
    lang: Lang,
    size: egui::Vec2,
) -> Harness<'static, Host<WaitsDrill>> {
    let host = Host {
        drill,
        outcome: None,
        i18n: I18n::get(lang),
        fonts: false,
    };
    let mut harness = crate::harness::builder().with_size(size).build_ui_state(
        |ui, host: &mut Host<WaitsDrill>| {
            if !fonts_ready(ui, host) {
                return;
            }
            let mut out = Vec::new();
            waits_drill_ui(ui, &host.drill, host.i18n, false, &mut out);
            if ui.input(|i| i.key_pressed(egui::Key::Enter))
                && let Some(o) = host.drill.check()
            {
                host.outcome = Some(o);
            }
            for c in out {
                host.drill.apply(c);
            }
        },
        host,
    );
    styled(&mut harness);
    harness
}

fn wall_end_harness(
    drill: WallEndDrill,
    lang: Lang,
    size: egui::Vec2,
) -> Harness<'static, Host<WallEndDrill>> {
    let host = Host {
        drill,
        outcome: None,
        i18n: I18n::get(lang),
        fonts: false,
    };
    let mut harness = crate::harness::builder().with_size(size).build_ui_state(
        |ui, host: &mut Host<WallEndDrill>| {
            if !fonts_ready(ui, host) {
                return;
            }
            let mut out = Vec::new();
            wall_end_drill_ui(ui, &host.drill, host.i18n, false, &mut out);
            if ui.input(|i| i.key_pressed(egui::Key::Enter))
                && let Some(o) = host.drill.check()
            {
                host.outcome = Some(o);
            }
            for c in out {
                host.drill.apply(c);
            }
        },
        host,
    );
    styled(&mut harness);
    harness
}

fn zung_jung() -> RuleSettings {
    RuleSettings::default()
}

fn sichuan() -> RuleSettings {
    RuleSettings::Sichuan(ScOptions {})
}

fn enter<S>(harness: &mut Harness<'_, S>) {
    harness.key_press(egui::Key::Enter);
    harness.run();
}

fn shot<S>(harness: &mut Harness<'_, S>, name: &str) {
    let Some(dir) = std::env::var_os("TILEWISE_SHOTS") else {
        return;
    };
    let dir = std::path::PathBuf::from(dir);
    std::fs::create_dir_all(&dir).expect("a folder for the pictures");
    let image = harness.render().expect("a rendered frame");
    image
        .save(dir.join(format!("{name}.png")))
        .expect("the picture is written");
}

#[test]
fn waits_drill_right_by_clicks_and_wrong_by_keys() {
    let mut rng = fastrand::Rng::with_seed(21);
    let drill = deal_mode::<WaitsDrill>(&zung_jung(), &Target::Natural, Level::Expert, &mut rng)
        .expect("a question");
    let waits: Vec<String> = drill
        .question
        .waits
        .iter()
        .map(|c| tilewise::rules::explain::tile_name(I18n::english(), c.wait.tile))
        .collect();
    assert!(!waits.is_empty());
    let mut harness = waits_harness(drill, Lang::English, egui::vec2(1440.0, 900.0));
    harness.get_by_label("Click every tile that completes this hand.");
    // Enter with nothing picked grades nothing.
    enter(&mut harness);
    assert!(harness.state().outcome.is_none());
    for tile in &waits {
        harness.get_by_label(&format!("Pick: {tile}")).click();
        harness.run();
    }
    shot(&mut harness, "waits-en-picked-1440x900");
    enter(&mut harness);
    let outcome = harness.state().outcome.clone().expect("graded");
    assert!(outcome.right, "{outcome:?}");
    assert!(!outcome.patterns.is_empty() && outcome.patterns.iter().all(|p| p.right));
    assert!(harness.query_by_label_contains("Right!").is_some());
    // Every wait is listed with what it scores.
    for c in &harness.state().drill.question.waits {
        let total = c.scored.as_ref().map(|s| s.total()).unwrap_or_default();
        harness.get_by_label(&format!("wait {} total {total}", c.wait.tile));
    }
    shot(&mut harness, "waits-en-right-1440x900");

    // A wrong answer by keys: the cursor on the first tile that is no wait, Space, Enter.
    let drill = deal_mode::<WaitsDrill>(&zung_jung(), &Target::Natural, Level::Beginner, &mut rng)
        .expect("a question");
    let palette = tilewise::drill::waits::palette(&zung_jung());
    let k = palette
        .iter()
        .position(|&t| !drill.question.is_wait(t))
        .expect("a tile that completes nothing");
    let mut harness = waits_harness(drill, Lang::English, egui::vec2(1024.0, 700.0));
    for _ in 0..k {
        harness.key_press(egui::Key::ArrowRight);
        harness.run();
    }
    harness.key_press(egui::Key::Space);
    harness.run();
    assert_eq!(harness.state().drill.chosen, [palette[k]]);
    // A tile typed by name toggles it too: typed twice, it is out again.
    let typed = palette[(k + 1) % palette.len()];
    harness.event(egui::Event::Text(typed.to_string()));
    harness.run();
    assert!(harness.state().drill.chosen.contains(&typed));
    harness.event(egui::Event::Text(typed.to_string()));
    harness.run();
    assert_eq!(harness.state().drill.chosen, [palette[k]]);
    enter(&mut harness);
    let outcome = harness.state().outcome.clone().expect("graded");
    assert!(!outcome.right);
    assert!(outcome.patterns.iter().all(|p| !p.right));
    harness.get_by_label_contains("Missed:");
    harness.get_by_label("These complete nothing:");
    // The tile itself is drawn, named in words for a screen reader.
    let english = tilewise::i18n::I18n::get(tilewise::i18n::Lang::English);
    harness.get_by_label(&tilewise::rules::explain::tile_name(english, palette[k]));
    // A checked question takes no more clicks.
    harness
        .state_mut()
        .drill
        .apply(WaitsCommand::Toggle(palette[0]));
    assert_eq!(harness.state().drill.chosen, [palette[k]]);
    shot(&mut harness, "waits-en-wrong-1024x700");
}

/// Names every player's state and types every amount as the settlement has them.
fn answer_wall_end(harness: &mut Harness<'_, Host<WallEndDrill>>, i18n: &I18n) {
    let q = harness.state().drill.question.clone();
    for (seat, state) in &q.settled.states {
        let kind = EndKind::of(state);
        let label = format!(
            "{} {}",
            wind_name(i18n, *seat),
            i18n.tr(&format!("wall-end-state-{}", kind.id()))
        );
        harness.get_by_label(&label).click();
        harness.run();
    }
    for o in tilewise::drill::wall_end::owed(&q.settled.transfers) {
        let to =
            o.to.map_or_else(|| i18n.tr("replays-nobody"), |w: Wind| wind_name(i18n, w));
        let from = wind_name(i18n, o.from);
        let label = i18n.tr_args("wall-end-cell", &[("from", from.into()), ("to", to.into())]);
        harness.get_by_label(&label).click();
        harness.run();
        harness
            .get_by_label(&label)
            .type_text(&o.amount.to_string());
        harness.run();
    }
}

/// A dealt wall's end with payments to make (a ready and a not-ready player, or a pig).
fn wall_end_with_payments(level: Level, seed: u64) -> WallEndDrill {
    let mut rng = fastrand::Rng::with_seed(seed);
    for _ in 0..200 {
        let d = deal_mode::<WallEndDrill>(&sichuan(), &Target::Natural, level, &mut rng)
            .expect("a question");
        if d.question.settled.transfers.len() >= 2 {
            return d;
        }
    }
    panic!("no wall's end with payments in 200 deals")
}

#[test]
fn wall_end_drill_right_and_wrong() {
    assert!(
        deal_mode::<WallEndDrill>(
            &zung_jung(),
            &Target::Natural,
            Level::Standard,
            &mut fastrand::Rng::with_seed(1)
        )
        .is_none(),
        "Sichuan only"
    );
    let i18n = I18n::get(Lang::English);
    let drill = wall_end_with_payments(Level::Expert, 5);
    let mut harness = wall_end_harness(drill, Lang::English, egui::vec2(1440.0, 900.0));
    answer_wall_end(&mut harness, i18n);
    shot(&mut harness, "wall-end-en-answered-1440x900");
    harness.key_press(egui::Key::Enter);
    harness.run();
    // The Enter typed in the last field checks (it left the field).
    if harness.state().outcome.is_none() {
        enter(&mut harness);
    }
    let outcome = harness.state().outcome.clone().expect("graded");
    assert!(
        outcome.right,
        "{outcome:?} {:?}",
        harness.state().drill.graded
    );
    assert!(
        outcome
            .patterns
            .iter()
            .any(|p| p.pattern.starts_with("sc.end."))
    );
    shot(&mut harness, "wall-end-en-right-1440x900");

    // Wrong: every player named ready, nothing paid.
    let drill = wall_end_with_payments(Level::Standard, 9);
    let seats: Vec<Wind> = drill.question.hands.iter().map(|h| h.seat).collect();
    let mut harness = wall_end_harness(drill, Lang::English, egui::vec2(1024.0, 700.0));
    enter(&mut harness);
    assert!(harness.state().outcome.is_none(), "states not named yet");
    for seat in &seats {
        let label = format!("{} Ready", wind_name(i18n, *seat));
        harness.get_by_label(&label).click();
        harness.run();
    }
    enter(&mut harness);
    let outcome = harness.state().outcome.clone().expect("graded");
    assert!(!outcome.right);
    harness.get_by_label("Not quite. The settlement:");
    assert!(
        harness
            .query_all_by_label_contains("(you said 0)")
            .next()
            .is_some()
    );
    harness
        .state_mut()
        .drill
        .apply(WallEndCommand::SetState(seats[0], EndKind::FlowerPig));
    assert_eq!(
        harness.state().drill.answer.states[seats[0].index()],
        Some(EndKind::Ready),
        "a checked answer stays"
    );
    shot(&mut harness, "wall-end-en-wrong-1024x700");
}

/// Presses → until the quiz asks (at most `presses` times).
fn step_to_question(harness: &mut Harness<'_, TilewiseApp>, presses: usize) {
    for _ in 0..presses {
        if harness.state().replays.quiz.asking.is_some() {
            return;
        }
        harness.key_press(egui::Key::ArrowRight);
        harness.run();
    }
}

/// Types the answers of the open quiz question: right ones, or each total one too many.
fn type_quiz_answers(harness: &mut Harness<'_, TilewiseApp>, right: bool) {
    let replays = &harness.state().replays;
    let q = replays.quiz.asking.clone().expect("a question");
    let game = replays.game.as_ref().expect("a game");
    let expert = replays.quiz.level == Level::Expert;
    let answers: Vec<(String, u32, u32)> = q
        .wins
        .iter()
        .map(|&i| {
            let w = &game.replay.wins[i];
            (
                w.seat.name().to_string(),
                w.scored.total() + u32::from(!right),
                w.scored.payments.winner_receives(),
            )
        })
        .collect();
    for (seat, total, receives) in answers {
        let mut fields = vec![("total", total)];
        if expert {
            fields.push(("receives", receives));
        }
        for (field, n) in fields {
            let label = format!("quiz {seat} {field}");
            harness.get_by_label(&label).click();
            harness.run();
            harness.get_by_label(&label).type_text(&n.to_string());
            harness.run();
        }
    }
}

#[test]
fn the_replay_quiz_stops_at_each_win_and_records_the_answers() {
    let mut harness = app_harness_sized(
        Settings {
            screen: Screen::Replays,
            ..Settings::default()
        },
        egui::vec2(1440.0, 900.0),
    );
    harness.run();
    click_sample(&mut harness, "sichuan-short-demo.ron");
    click(&mut harness, "Quiz");
    click(&mut harness, "Expert");
    assert!(harness.state().replays.quiz.on);
    assert_eq!(harness.state().replays.quiz.level, Level::Expert);
    // End stops at the first win (East's self-draw at step 7), its total hidden.
    harness.key_press(egui::Key::End);
    harness.run();
    assert_eq!(harness.state().replays.step, 7);
    harness.get_by_label("Quiz: what is this win worth, and what does the winner receive in all?");
    assert!(harness.query_by_label_contains("win total").is_none());
    assert!(harness.query_by_label_contains("Score sheet of").is_none());
    // The answer field has the keys: → types nothing and does not step.
    harness.key_press(egui::Key::ArrowRight);
    harness.run();
    assert_eq!(harness.state().replays.step, 7);
    // Clicking forward is held too.
    click(&mut harness, "Forward");
    assert_eq!(harness.state().replays.step, 7);
    // A wrong answer, Enter to check: the total and the sheet appear.
    type_quiz_answers(&mut harness, false);
    shot(&mut harness, "quiz-en-asked-1440x900");
    enter(&mut harness);
    let replays = &harness.state().replays;
    assert!(
        replays
            .quiz
            .asking
            .as_ref()
            .is_some_and(|q| q.graded.is_some())
    );
    assert_eq!((replays.quiz.right, replays.quiz.asked), (0, 1));
    // The app hands the quiz's answers to the learner's progress.
    let kept = &harness.state().progress.store.attempts;
    assert_eq!(kept.len(), 1);
    assert!(!kept[0].right);
    assert!(replays.attempts.is_empty());
    assert!(harness.query_by_label_contains("win total").is_some());
    harness.get_by_label_contains("Score sheet of");
    shot(&mut harness, "quiz-en-wrong-1440x900");
    // Enter again goes on; End stops at the two winners of step 10, answered right.
    enter(&mut harness);
    assert!(harness.state().replays.quiz.asking.is_none());
    step_to_question(&mut harness, 10);
    let replays = &harness.state().replays;
    assert_eq!(replays.step, 10);
    assert_eq!(replays.quiz.asking.as_ref().map(|q| q.wins.len()), Some(2));
    type_quiz_answers(&mut harness, true);
    enter(&mut harness);
    let replays = &harness.state().replays;
    assert_eq!((replays.quiz.right, replays.quiz.asked), (2, 3));
    let attempts = &harness.state().progress.store.attempts;
    assert_eq!(
        attempts.iter().map(|a| a.right).collect::<Vec<_>>(),
        [false, true, true]
    );
    assert!(attempts.iter().all(|a| a.mode == Mode::ReplayQuiz
        && a.level == Level::Expert
        && a.system == "sichuan"
        && !a.patterns.is_empty()));
    harness.get_by_label("Right 2 of 3");
    shot(&mut harness, "quiz-en-right-1440x900");
    // Asked wins are not asked again.
    harness.key_press(egui::Key::Home);
    harness.run();
    harness.key_press(egui::Key::End);
    harness.run();
    assert!(harness.state().replays.quiz.asking.is_none());
    // Off: stepping shows every win at once.
    click(&mut harness, "Quiz");
    assert!(!harness.state().replays.quiz.on);
}

// ---- Russian and Polish: glyphs and no English left ----

/// English words that do not occur in Russian or Polish text by themselves.
const ENGLISH_WORDS: &[&str] = &[
    "the", "of", "and", "is", "are", "in", "on", "at", "with", "for", "from", "it", "this", "that",
    "not", "no", "or", "each", "every", "all", "one", "only", "pays", "pay", "paid", "hand",
    "tile", "tiles", "win", "wins", "wall", "player", "points", "total", "ready", "right",
    "missed", "left", "pick", "click", "check", "continue", "nobody", "receives", "worth",
    "penalty", "waits", "wait", "flower", "pig", "enter", "goes",
];

fn english_words(text: &str) -> Vec<String> {
    let mut text = text.to_string();
    // The club terms kept in English (Chicken Hand, Zung Jung).
    for kept in tilewise::i18n::KEPT_IN_ENGLISH {
        text = text.replace(kept, " ");
    }
    text.split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| ENGLISH_WORDS.contains(&w.to_ascii_lowercase().as_str()))
        // Enter is the key's name as printed on keyboards.
        .filter(|w| *w != "Enter")
        .map(str::to_string)
        .collect()
}

fn texts<S>(harness: &Harness<'_, S>) -> Vec<(egui::FontId, String)> {
    let mut out = Vec::new();
    for clipped in &harness.output().shapes {
        let mut shapes = vec![clipped.shape.clone()];
        while let Some(shape) = shapes.pop() {
            match shape {
                Shape::Vec(inner) => shapes.extend(inner),
                Shape::Text(text) => {
                    let job = &text.galley.job;
                    for section in &job.sections {
                        let range = section.byte_range.start.0..section.byte_range.end.0;
                        let piece = job.text.get(range).unwrap_or_default().to_string();
                        out.push((section.format.font_id.clone(), piece));
                    }
                }
                _ => {}
            }
        }
    }
    out
}

/// Every text of the last frame: no English sentence (record names and notation aside), no
/// glyph missing.
fn assert_translated<S>(harness: &Harness<'_, S>, lang: Lang, place: &str) {
    let ctx = harness.ctx.clone();
    let mut problems = Vec::new();
    for (font, piece) in texts(harness) {
        if piece.ends_with(".ron") {
            continue;
        }
        let words = english_words(&piece);
        if !words.is_empty() {
            problems.push(format!("English {words:?} in {piece:?}"));
        }
        if piece
            .chars()
            .any(|c| !c.is_control() && !ctx.fonts_mut(|f| f.has_glyph(&font, c)))
        {
            problems.push(format!("glyph missing in {piece:?}"));
        }
    }
    assert!(
        problems.is_empty(),
        "{lang:?} {place}:\n{}",
        problems.join("\n")
    );
}

#[test]
fn waits_wall_end_and_quiz_in_russian_and_polish() {
    for lang in [Lang::Russian, Lang::Polish] {
        let i18n = I18n::get(lang);
        let tag = lang.tag();
        for (w, h) in [(1440.0, 900.0), (1024.0, 700.0)] {
            let size = egui::vec2(w, h);
            let mut rng = fastrand::Rng::with_seed(4);
            let drill =
                deal_mode::<WaitsDrill>(&zung_jung(), &Target::Natural, Level::Expert, &mut rng)
                    .expect("a question");
            let first = drill.question.waits[0].wait.tile;
            let other = tilewise::drill::waits::palette(&zung_jung())
                .into_iter()
                .find(|&t| !drill.question.is_wait(t))
                .expect("a tile that completes nothing");
            let mut harness = waits_harness(drill, lang, size);
            assert_translated(&harness, lang, "waits");
            harness
                .get_by_label(&i18n.tr_args(
                    "drill-waits-tile",
                    &[(
                        "tile",
                        tilewise::rules::explain::tile_name(i18n, first).into(),
                    )],
                ))
                .click();
            harness.run();
            harness
                .get_by_label(&i18n.tr_args(
                    "drill-waits-tile",
                    &[(
                        "tile",
                        tilewise::rules::explain::tile_name(i18n, other).into(),
                    )],
                ))
                .click();
            harness.run();
            enter(&mut harness);
            assert!(harness.state().outcome.is_some());
            assert_translated(&harness, lang, "waits checked");
            shot(&mut harness, &format!("waits-{tag}-{w}x{h}"));

            let drill = wall_end_with_payments(Level::Expert, 13);
            let mut harness = wall_end_harness(drill, lang, size);
            assert_translated(&harness, lang, "wall's end");
            let seats: Vec<Wind> = harness
                .state()
                .drill
                .question
                .hands
                .iter()
                .map(|h| h.seat)
                .collect();
            for seat in seats {
                harness
                    .state_mut()
                    .drill
                    .apply(WallEndCommand::SetState(seat, EndKind::NotReady));
            }
            harness.run();
            enter(&mut harness);
            assert!(harness.state().outcome.is_some());
            assert_translated(&harness, lang, "wall's end checked");
            shot(&mut harness, &format!("wall-end-{tag}-{w}x{h}"));
        }
        let mut harness = app_harness_sized(
            Settings {
                language: lang,
                screen: Screen::Replays,
                ..Settings::default()
            },
            egui::vec2(1024.0, 700.0),
        );
        harness.run();
        click_sample(&mut harness, "zj-short-demo.ron");
        click(&mut harness, &i18n.tr("replays-quiz"));
        click(&mut harness, &i18n.tr("replays-quiz-level-expert"));
        step_to_question(&mut harness, 20);
        assert!(harness.state().replays.quiz.asking.is_some());
        assert_translated(&harness, lang, "quiz asked");
        shot(&mut harness, &format!("quiz-{tag}-asked-1024x700"));
        type_quiz_answers(&mut harness, false);
        enter(&mut harness);
        assert_eq!(harness.state().progress.store.attempts.len(), 1);
        assert_translated(&harness, lang, "quiz answered");
        // Nothing of the question or its grade is cut off at the window's right edge.
        let cut: Vec<String> = harness
            .root()
            .query_all(egui_kittest::kittest::by())
            .filter_map(|node| {
                let label = node.accesskit_node().label()?.to_string();
                let rect = node.rect();
                (rect.width() > 0.0 && rect.max.x > 1024.5).then(|| format!("{label}: {rect:?}"))
            })
            .collect();
        assert!(cut.is_empty(), "{lang:?}: cut off: {cut:?}");
        shot(&mut harness, &format!("quiz-{tag}-answered-1024x700"));
    }
}
