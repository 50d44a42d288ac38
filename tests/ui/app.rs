//! The real app driven headless by egui_kittest: clicks, typing, keys; and snapshots of the
//! tile art.

use crate::harness::{app_harness, click, click_sample};
use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use tilewise::app::i18n::{I18n, Lang};
use tilewise::app::widgets::tile_art::{Face, TileLook, install_fonts, paint_tile, tile_size};
use tilewise::app::{Screen, Settings, TilewiseApp};
use tilewise::rules::RuleId;
use tilewise::tiles::{Animal, BonusTile, Tile};

mod more;
use more::texts_drawn;

#[test]
fn build_a_hand_by_clicks_and_read_the_zung_jung_total() {
    let mut harness = app_harness(Settings::default());
    harness.run();
    click(&mut harness, "Clear");
    // 123m 456p 789s 234s 55m, the last 5m winning on a discard: All Sequences + Concealed Hand.
    for tile in [
        "1m", "2m", "3m", "4p", "5p", "6p", "7s", "8s", "9s", "2s", "3s", "4s", "5m", "5m",
    ] {
        click(&mut harness, &format!("Add {tile}"));
    }
    assert_eq!(harness.state().calculator.tiles.len(), 14);
    harness.get_by_label("total 0: 10");
    // The notation field followed the clicks.
    assert_eq!(harness.state().calculator.notation, "1235m456p234789s 5m");
    // Self-drawn instead: still 10 in Zung Jung (no self-draw pattern).
    click(&mut harness, "self-drawn");
    harness.get_by_label("total 0: 10");
}

#[test]
fn typed_notation_is_followed_by_the_hand_and_the_palette_state() {
    let mut harness = app_harness(Settings::default());
    harness.run();
    click(&mut harness, "Clear");
    let field = harness.get_by_label("notation");
    field.click();
    harness.run();
    harness
        .get_by_label("notation")
        .type_text("1112345678999m 5m");
    harness.run();
    let calc = &harness.state().calculator;
    assert_eq!(calc.tiles.len(), 14);
    assert_eq!(
        calc.winning.map(|i| calc.tiles[i].to_string()),
        Some("5m".into())
    );
    harness.get_by_label("winning 5m");
    harness.get_by_label("total 0: 480");
    // A malformed notation is reported inline, the hand stays as it was.
    harness.get_by_label("notation").type_text("8z");
    harness.run();
    assert!(
        harness
            .state()
            .calculator
            .notation_error
            .as_ref()
            .map(|said| said.words.as_str())
            .unwrap_or("")
            .contains("'8z' is not a tile")
    );
    assert_eq!(harness.state().calculator.tiles.len(), 14);
}

#[test]
fn answer_a_drill_right_and_wrong() {
    let mut harness = app_harness(Settings::default());
    harness.run();
    click(&mut harness, "Drill");
    assert_eq!(harness.state().settings.screen, Screen::Drill);
    let expected = harness
        .state()
        .drill
        .question()
        .map(|q| q.scored.total())
        .expect("a question");
    harness.get_by_label("answer").click();
    harness.run();
    harness
        .get_by_label("answer")
        .type_text(&expected.to_string());
    harness.run();
    click(&mut harness, "Check");
    harness.get_by_label("Right!");
    assert_eq!(
        (harness.state().drill.right, harness.state().drill.asked),
        (1, 1)
    );
    click(&mut harness, "Next hand");
    let expected = harness
        .state()
        .drill
        .question()
        .map(|q| q.scored.total())
        .expect("a question");
    harness.get_by_label("answer").click();
    harness.run();
    harness
        .get_by_label("answer")
        .type_text(&(expected + 1).to_string());
    harness.run();
    harness.key_press(egui::Key::Enter);
    harness.run();
    assert_eq!(
        (harness.state().drill.right, harness.state().drill.asked),
        (1, 2)
    );
    let wrong = format!("Not quite: the hand is worth {expected} ");
    assert!(
        harness.query_by_label_contains(&wrong).is_some(),
        "no '{wrong}' label"
    );
}

#[test]
fn keyboard_reaches_every_screen_and_the_help() {
    let mut harness = app_harness(Settings::default());
    harness.run();
    for (key, screen) in [
        (egui::Key::Num5, Screen::Progress),
        (egui::Key::Num6, Screen::Recorder),
        (egui::Key::Num3, Screen::Rules),
        (egui::Key::Num2, Screen::Drill),
        (egui::Key::Num1, Screen::Calculator),
    ] {
        harness.key_press_modifiers(egui::Modifiers::COMMAND, key);
        harness.run();
        assert_eq!(harness.state().settings.screen, screen);
    }
    harness.key_press(egui::Key::F1);
    harness.run();
    assert!(harness.state().help_open);
    assert!(
        harness
            .query_by_label_contains("Calculator: click tiles")
            .is_some(),
        "the help lists how to use the calculator"
    );
}

#[test]
fn rules_reference_of_every_system_in_every_language_has_every_glyph() {
    for lang in Lang::ALL {
        let settings = Settings {
            language: lang,
            screen: Screen::Rules,
            ..Settings::default()
        };
        let mut harness = app_harness(settings);
        harness.run();
        let i18n = I18n::new(lang);
        for system in [
            "zung-jung",
            "hk-old-style",
            "hk-new-style",
            "singapore",
            "sichuan",
        ] {
            let tab = i18n.tr(&format!("system-{system}"));
            harness
                .get_all_by_label(&tab)
                .next()
                .expect("system tab")
                .click();
            harness.run();
        }
        assert_every_glyph(&harness, lang);
        assert!(
            harness.query_all_by_role(Role::Label).count() > 50,
            "{lang:?}: the reference shows its patterns"
        );
    }
}

#[test]
fn settings_survive_a_restart() {
    let settings = Settings {
        language: Lang::Polish,
        corner_index: true,
        ..Settings::default()
    };
    let mut harness = app_harness(settings.clone());
    harness.run();
    harness.get_by_label("Kalkulator");
    assert_eq!(harness.state().settings, settings);
    let text = ron::to_string(&harness.state().settings).expect("settings serialize");
    let back: Settings = ron::from_str(&text).expect("settings deserialize");
    assert_eq!(back, settings);
}

fn tile_faces() -> Vec<Face> {
    let mut faces: Vec<Face> = Tile::all().map(Face::Tile).collect();
    faces.extend((1..=4).map(|n| Face::Bonus(BonusTile::Flower(n))));
    faces.extend((1..=4).map(|n| Face::Bonus(BonusTile::Season(n))));
    faces.extend(Animal::ALL.map(|a| Face::Bonus(BonusTile::Animal(a))));
    faces.push(Face::Back);
    faces
}

#[test]
fn snapshot_of_the_tile_set() {
    let mut harness = crate::harness::builder()
        .with_size(egui::vec2(560.0, 420.0))
        .build_ui(|ui| {
            let mut fonts = egui::FontDefinitions::default();
            install_fonts(&mut fonts);
            ui.ctx().set_fonts(fonts);
            let faces = tile_faces();
            let size = tile_size(56.0);
            for (i, face) in faces.iter().enumerate() {
                let (row, col) = (i / 9, i % 9);
                let min = egui::pos2(
                    8.0 + col as f32 * (size.x + 6.0),
                    8.0 + row as f32 * (size.y + 8.0),
                );
                let corner_index = row == 5;
                paint_tile(
                    ui.painter(),
                    egui::Rect::from_min_size(min, size),
                    *face,
                    TileLook {
                        corner_index,
                        ..TileLook::default()
                    },
                );
            }
        });
    harness.run();
    harness.snapshot("tile_set");
}

#[test]
fn snapshot_of_a_drawn_hand() {
    use tilewise::hand::{Hand, Situation, WinMethod};
    let hand = Hand::from_notation(
        "234m5p 5p [678s] [777z] (1111p) F2",
        "5p",
        WinMethod::SelfDraw,
        Situation::default(),
    )
    .expect("valid hand");
    let mut harness = crate::harness::builder()
        .with_size(egui::vec2(900.0, 110.0))
        .build_ui(move |ui| {
            let mut fonts = egui::FontDefinitions::default();
            install_fonts(&mut fonts);
            ui.ctx().set_fonts(fonts);
            tilewise::app::widgets::table_hand_ui(ui, &hand, 64.0, false);
        });
    harness.run();
    harness.snapshot("drawn_hand");
}

#[test]
fn replay_a_sample_with_the_arrow_keys_to_the_first_win() {
    let mut harness = app_harness(Settings::default());
    harness.run();
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Num4);
    harness.run();
    assert_eq!(harness.state().settings.screen, Screen::Replays);
    click_sample(&mut harness, "zj-short-demo.ron");
    let mut presses = 0;
    while harness.query_by_label_contains("win total").is_none() && presses < 20 {
        harness.key_press(egui::Key::ArrowRight);
        harness.run();
        presses += 1;
    }
    harness.get_by_label("win total 10");
    assert_eq!(
        (harness.state().replays.hand, harness.state().replays.step),
        (0, 4)
    );
    // Home goes back to the deal; N jumps to the next marked event (the win).
    harness.key_press(egui::Key::Home);
    harness.run();
    assert_eq!(harness.state().replays.step, 0);
    harness.key_press(egui::Key::N);
    harness.run();
    assert_eq!(harness.state().replays.step, 4);
    assert!(
        harness.query_by_label_contains("Bo pays").is_none(),
        "the ledger lists payers by name"
    );
}

fn assert_every_glyph(harness: &Harness<'_, TilewiseApp>, lang: Lang) {
    let ctx = harness.ctx.clone();
    let proportional = egui::FontId::proportional(14.0);
    let monospace = egui::FontId::monospace(14.0);
    let mut missing = Vec::new();
    for node in harness.root().query_all(egui_kittest::kittest::by()) {
        let ak = node.accesskit_node();
        let Some(text) = ak
            .label()
            .map(|s| s.to_string())
            .or_else(|| ak.value().map(|s| s.to_string()))
        else {
            continue;
        };
        let ok = ctx
            .fonts_mut(|f| f.has_glyphs(&proportional, &text) && f.has_glyphs(&monospace, &text));
        if !ok {
            missing.push(text);
        }
    }
    // And every text the frame lays out, in the font it is drawn in (tests/screens.rs walks
    // every screen so).
    for (font, piece) in texts_drawn(harness) {
        if piece
            .chars()
            .any(|c| !c.is_control() && !ctx.fonts_mut(|f| f.has_glyph(&font, c)))
        {
            missing.push(piece);
        }
    }
    assert!(
        missing.is_empty(),
        "{lang:?}: glyphs missing in {missing:?}"
    );
}

#[test]
fn replays_screen_in_every_language_has_every_glyph() {
    for lang in Lang::ALL {
        let settings = Settings {
            language: lang,
            screen: Screen::Replays,
            ..Settings::default()
        };
        let mut harness = app_harness(settings);
        harness.run();
        click_sample(&mut harness, "sichuan-short-demo.ron");
        for _ in 0..7 {
            harness.key_press(egui::Key::ArrowRight);
            harness.run();
        }
        assert!(
            harness.query_by_label_contains("win total").is_some(),
            "{lang:?}: at the first win"
        );
        assert_every_glyph(&harness, lang);
    }
}

/// A game record dropped on the window, as a desktop would hand it over.
#[derive(Debug)]
struct Dropped {
    path: std::path::PathBuf,
    bytes: Vec<u8>,
}

impl egui::DroppedFile for Dropped {
    fn path(&self) -> &std::path::Path {
        &self.path
    }

    fn bytes(&self) -> Result<Vec<u8>, String> {
        Ok(self.bytes.clone())
    }
}

/// Drops a file with these bytes on the window, as a desktop would.
fn drop_bytes(
    harness: &mut Harness<'_, TilewiseApp>,
    path: impl Into<std::path::PathBuf>,
    bytes: Vec<u8>,
) {
    harness
        .input_mut()
        .dropped_files
        .push(std::sync::Arc::new(Dropped {
            path: path.into(),
            bytes,
        }));
}

#[test]
fn a_broken_record_dropped_on_the_viewer_names_its_step_and_keeps_the_game() {
    let mut harness = app_harness(Settings {
        screen: Screen::Replays,
        ..Settings::default()
    });
    harness.run();
    click_sample(&mut harness, "zj-short-demo.ron");
    let broken = include_str!("../../replays/zj-short-demo.ron")
        .replace("Draw(South, \"6s\")", "Draw(West, \"6s\")");
    drop_bytes(
        &mut harness,
        "/nowhere/broken-game.ron",
        broken.into_bytes(),
    );
    harness.run();
    harness.get_by_label_contains("hand 1, step 3: it is not West's turn to draw");
    assert_eq!(
        harness
            .state()
            .replays
            .game
            .as_ref()
            .map(|g| g.name.as_str()),
        Some("zj-short-demo.ron"),
        "the game on the table stays"
    );
    assert!(
        harness.state().replays.recent.is_empty(),
        "only games that open are recent"
    );
}

// ---------------------------------------------------------------- house rules (part 4)

fn type_notation(harness: &mut Harness<'_, TilewiseApp>, notation: &str) {
    click(harness, "Clear");
    harness.get_by_label("notation").click();
    harness.run();
    harness.get_by_label("notation").type_text(notation);
    harness.run();
}

#[test]
fn a_house_rule_changes_the_calculator_card_and_resets() {
    let mut harness = app_harness(Settings::default());
    harness.run();
    // Four Identical Sequences: 480 by the digest.
    type_notation(&mut harness, "111122223333m5p 5p");
    harness.get_by_label("total 0: 480");
    click(&mut harness, "House rules");
    assert!(harness.state().house.open);
    click(&mut harness, "400 points");
    harness.get_by_label("total 0: 400");
    harness.get_by_label("House rules (1 changed)");
    harness.get_by_label("Changed · default: 480 points");
    // Minimum WSOM: a chicken hand becomes a false win on the card.
    click(
        &mut harness,
        "WSOM: 5 points (a chicken hand is a false win)",
    );
    type_notation(&mut harness, "123m789p345p1s 1s [555s]");
    let verdict = |h: &Harness<'_, TilewiseApp>| {
        h.state()
            .calculator
            .results
            .first()
            .and_then(|r| r.outcome.as_ref().ok().map(|(s, _)| (s.verdict, s.total())))
    };
    assert_eq!(
        verdict(&harness),
        Some((tilewise::rules::Verdict::BelowMinimum { minimum: 5 }, 1))
    );
    harness.get_by_label("House rules (2 changed)");
    click(&mut harness, "Reset Zung Jung");
    assert_eq!(verdict(&harness), Some((tilewise::rules::Verdict::Win, 1)));
    assert_eq!(
        harness.state().settings.house_rules,
        tilewise::rules::house::HouseRules::default()
    );
    // Another system's option, then Reset all.
    harness
        .get_all_by_label("Singaporean")
        .find(|n| n.accesskit_node().role() == Role::Button)
        .expect("the panel's Singaporean tab")
        .click();
    harness.run();
    harness.get_by_label("Pure Green").click();
    harness.run();
    assert!(harness.state().settings.house_rules.singapore.pure_green);
    click(&mut harness, "Reset all");
    assert_eq!(
        harness.state().settings.house_rules,
        tilewise::rules::house::HouseRules::default()
    );
}

#[test]
fn house_rules_survive_a_restart() {
    let mut settings = Settings::default();
    settings.house_rules.zung_jung.four_identical_sequences =
        tilewise::rules::zung_jung::FourIdenticalSequences::Points400;
    settings.house_rules.singapore.instant.bite = 3;
    let text = ron::to_string(&settings).expect("settings serialize");
    let back: Settings = ron::from_str(&text).expect("settings deserialize");
    assert_eq!(back, settings);
    // An older settings file without house rules reads as the defaults.
    let old: Settings = ron::from_str("(language: Polish)").expect("old settings");
    assert_eq!(old.house_rules, Default::default());
    let mut harness = app_harness(back);
    harness.run();
    type_notation(&mut harness, "111122223333m5p 5p");
    harness.get_by_label("total 0: 400");
    harness.get_by_label("House rules (2 changed)");
}

#[test]
fn a_drill_question_shows_its_discarder_and_the_options_that_differ() {
    let mut settings = Settings {
        screen: Screen::Drill,
        ..Settings::default()
    };
    settings.house_rules.zung_jung.payment = tilewise::rules::zung_jung::PaymentScheme::Universal;
    let mut harness = app_harness(settings);
    harness.run();
    let mut tries = 0;
    while harness
        .state()
        .drill
        .question()
        .is_some_and(|q| q.hand.discarder.is_none())
        && tries < 50
    {
        click(&mut harness, "Next hand");
        tries += 1;
    }
    let q = harness
        .state()
        .drill
        .question()
        .cloned()
        .expect("a question");
    let discarder = q.hand.discarder.expect("a win on a discard");
    let name = tilewise::app::explain::wind_name(&I18n::new(Lang::English), discarder);
    let line = format!("discarded by {name}");
    assert!(
        harness.query_by_label_contains(&line).is_some(),
        "no '{line}'"
    );
    assert!(
        harness
            .query_by_label_contains(
                "Rule options that differ from the defaults: Payments: universal"
            )
            .is_some(),
        "the changed option is shown"
    );
    // The drill's button opens the panel at its system.
    click(&mut harness, "House rules…");
    assert!(harness.state().house.open);
}

#[test]
fn house_rules_panel_in_every_language_has_every_glyph() {
    for lang in Lang::ALL {
        let mut settings = Settings {
            language: lang,
            screen: Screen::Drill,
            ..Settings::default()
        };
        settings.house_rules.singapore.limit = 8;
        let mut harness = app_harness(settings);
        harness.run();
        let i18n = I18n::new(lang);
        harness
            .get_all_by_label_contains(&i18n.tr("house-button"))
            .next()
            .expect("house rules button")
            .click();
        harness.run();
        for section in tilewise::rules::house::Section::ALL {
            harness.state_mut().house.section = section;
            harness.run();
            assert_every_glyph(&harness, lang);
        }
    }
}

fn sized_harness(settings: Settings, w: f32, h: f32) -> Harness<'static, TilewiseApp> {
    crate::harness::builder()
        .with_size(egui::vec2(w, h))
        .build_eframe(move |cc| TilewiseApp::new(settings.clone(), &cc.egui_ctx))
}

const SYSTEM_IDS: [&str; 5] = [
    "zung-jung",
    "hk-old-style",
    "hk-new-style",
    "singapore",
    "sichuan",
];

#[test]
fn every_score_card_of_the_calculator_is_whole_at_1024_and_1440() {
    for (w, h, help, language) in [
        (1024.0, 700.0, false, Lang::English),
        (1024.0, 700.0, true, Lang::Russian),
        (1024.0, 700.0, true, Lang::Polish),
        (1440.0, 900.0, false, Lang::Polish),
        (1440.0, 900.0, true, Lang::English),
    ] {
        let settings = Settings {
            language,
            ..Settings::default()
        };
        let mut harness = sized_harness(settings, w, h);
        harness.run();
        if help {
            harness.key_press(egui::Key::F1);
            harness.run();
        }
        // Where the cards may be: between the controls' panel and the help, below the top bar.
        let splitters: Vec<f32> = harness
            .get_all_by_label("Resize panel")
            .map(|n| n.rect().center().x)
            .collect();
        let left = splitters.iter().copied().fold(f32::INFINITY, f32::min);
        let right = if help {
            splitters.iter().copied().fold(0.0, f32::max)
        } else {
            w
        };
        assert_eq!(splitters.len(), if help { 2 } else { 1 });
        // The top bar ends below its lowest control (the app's name gives way when it is short
        // of room; the controls may take a second row).
        let i18n = tilewise::i18n::I18n::get(language);
        let top = ["nav-calculator", "nav-help", "settings-view"]
            .iter()
            .filter_map(|k| {
                harness
                    .query_all_by_label(&i18n.tr(k))
                    .map(|n| n.rect().bottom())
                    .reduce(f32::min)
            })
            .fold(0.0, f32::max);
        let screen = egui::Rect::from_min_max(egui::pos2(left, top), egui::pos2(right, h));
        for id in SYSTEM_IDS {
            let label = format!("score card {id}");
            harness.get_by_label(&label).scroll_to_me();
            harness.run();
            let card = harness.get_by_label(&label).rect();
            assert!(
                screen.contains_rect(card),
                "{w}×{h}, help {help}, {language:?}: {id} card at {card:?} is not whole inside {screen:?}"
            );
            assert!(card.width() >= 290.0, "{id}: {card:?} is too narrow");
        }
    }
}

#[test]
fn the_rules_reference_counts_with_the_house_rules() {
    let mut settings = Settings {
        screen: Screen::Rules,
        ..Settings::default()
    };
    settings.house_rules.zung_jung.four_identical_sequences =
        tilewise::rules::zung_jung::FourIdenticalSequences::Points400;
    let mut harness = app_harness(settings);
    harness.run();
    let entries = harness
        .state()
        .rules
        .scored
        .get(&RuleId::ZungJung)
        .expect("scored");
    let total = entries
        .iter()
        .find(|(def, _)| def.id == "zj.5.1.4")
        .and_then(|(_, ex)| ex.as_ref())
        .map(|ex| ex.scored.total());
    assert_eq!(total, Some(400), "the example scores under the house rules");
    // The pattern's header follows: one more "400 points" than under the digest's options.
    let count = |h: &Harness<'_, TilewiseApp>| h.query_all_by_label("400 points").count();
    let mut plain = app_harness(Settings {
        screen: Screen::Rules,
        ..Settings::default()
    });
    plain.run();
    assert_eq!(count(&harness), count(&plain) + 1);
    // The options list says what the house changed and leads to the panel.
    click(&mut harness, "Options (1 changed by the house rules)");
    harness.get_by_label("Four Identical Sequences: 400 points");
    click(&mut harness, "Change the house rules…");
    assert!(harness.state().house.open);
}

/// Every text shape drawn in the last frame whose font is under 12 points, except the
/// marks painted on tiles (their own font families, sized with the tile).
fn small_texts(harness: &Harness<'_, TilewiseApp>) -> Vec<String> {
    assert_eq!(harness.ctx.pixels_per_point(), 1.0);
    texts_drawn(harness)
        .into_iter()
        .filter(|(font, _)| !matches!(font.family, egui::FontFamily::Name(_)) && font.size < 12.0)
        .map(|(font, text)| format!("{text:?} at {}", font.size))
        .collect()
}

#[test]
fn no_text_is_drawn_under_12_px() {
    let mut seen = Vec::new();
    for screen in [
        Screen::Calculator,
        Screen::Drill,
        Screen::Rules,
        Screen::Replays,
        Screen::Progress,
        Screen::Recorder,
        Screen::Season,
    ] {
        let mut harness = sized_harness(
            Settings {
                screen,
                ..Settings::default()
            },
            1024.0,
            700.0,
        );
        harness.run();
        match screen {
            Screen::Drill => {
                harness.get_by_label("answer").click();
                harness.run();
                harness.get_by_label("answer").type_text("1");
                harness.run();
                harness.key_press(egui::Key::Enter);
                harness.run();
            }
            Screen::Replays => {
                click_sample(&mut harness, "sichuan-short-demo.ron");
                for _ in 0..7 {
                    harness.key_press(egui::Key::ArrowRight);
                    harness.run();
                }
                assert!(harness.query_by_label_contains("win total").is_some());
            }
            Screen::Calculator => {
                // Open every section of the cards.
                let headers = harness.query_all_by_label("Other readings").count();
                assert!(headers > 0, "the example has other readings");
                for k in 0..headers {
                    if let Some(header) = harness.query_all_by_label("Other readings").nth(k) {
                        header.click();
                    }
                    harness.run();
                }
                harness.key_press(egui::Key::F1);
                harness.run();
            }
            Screen::Rules => {}
            Screen::Season => {
                // The example: standings, plot, penalties and a seating drawn.
                click(&mut harness, "Open the example");
                crate::harness::jobs_done(&mut harness);
                harness.get_by_label("Seat").scroll_to_me();
                harness.run();
                click(&mut harness, "Seat");
                assert!(harness.query_by_label_contains("Sitting out").is_some());
            }
            Screen::Recorder => {
                // A game started and a winner chosen: the editor and the sheet are drawn.
                for (i, name) in ["Ann", "Bo", "Cy", "Di"].iter().enumerate() {
                    let field = format!("player {}", i + 1);
                    harness.get_by_label(&field).click();
                    harness.run();
                    harness.get_by_label(&field).type_text(name);
                    harness.run();
                }
                click(&mut harness, "Start recording");
                click(&mut harness, "Bo (South)");
                assert!(harness.state().recorder.game.is_some());
            }
            Screen::Progress => {
                // Answers, so that the plots and the table are drawn.
                harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Num2);
                harness.run();
                for _ in 0..3 {
                    harness.get_by_label("answer").click();
                    harness.run();
                    harness.get_by_label("answer").type_text("1");
                    harness.run();
                    harness.key_press(egui::Key::Enter);
                    harness.run();
                    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::N);
                    harness.run();
                }
                harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Num5);
                harness.run();
                assert!(!harness.state().progress.store.is_empty());
            }
        }
        harness.run();
        let small = small_texts(&harness);
        assert!(small.is_empty(), "{screen:?}: text under 12 px: {small:?}");
        seen.push(screen);
    }
    assert_eq!(seen.len(), 7);
}

#[test]
fn esc_closes_the_help_which_lists_zoom_and_every_key() {
    let mut harness = app_harness(Settings::default());
    harness.run();
    harness.key_press(egui::Key::F1);
    harness.run();
    assert!(harness.state().help_open);
    for words in [
        "Zoom in",
        "Zoom out",
        "Normal size",
        "Ctrl+Plus",
        "Ctrl+Minus",
        "Esc",
        "Play / pause",
        "Next hand",
    ] {
        assert!(
            harness.query_by_label_contains(words).is_some(),
            "the help lists {words:?}"
        );
    }
    harness.key_press(egui::Key::Escape);
    harness.run();
    assert!(!harness.state().help_open, "Esc closes the help");
    harness.key_press(egui::Key::Escape);
    harness.run();
    assert!(!harness.state().help_open, "Esc does not open it again");
}
