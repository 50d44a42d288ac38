//! The real app driven headless by egui_kittest: clicks, typing, keys; and snapshots of the
//! tile art.

use crate::harness::{app_harness, click};
use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use tilewise::app::i18n::{I18n, Lang};
use tilewise::app::tile_art::{Face, TileLook, install_fonts, paint_tile, tile_size};
use tilewise::app::{Screen, Settings, TilewiseApp};
use tilewise::tiles::{Animal, BonusTile, Tile};

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
            .as_deref()
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
    let mut harness = Harness::builder()
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
    let mut harness = Harness::builder()
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
    click(&mut harness, "zj-short-demo.ron");
    let mut presses = 0;
    while harness.query_by_label_contains("win total").is_none() && presses < 20 {
        harness.key_press(egui::Key::ArrowRight);
        harness.run();
        presses += 1;
    }
    harness.get_by_label("win total 10");
    assert_eq!(
        (harness.state().viewer.hand, harness.state().viewer.step),
        (0, 4)
    );
    // Home goes back to the deal; N jumps to the next marked event (the win).
    harness.key_press(egui::Key::Home);
    harness.run();
    assert_eq!(harness.state().viewer.step, 0);
    harness.key_press(egui::Key::N);
    harness.run();
    assert_eq!(harness.state().viewer.step, 4);
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
        click(&mut harness, "sichuan-short-demo.ron");
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
    click(&mut harness, "zj-short-demo.ron");
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
            .viewer
            .game
            .as_ref()
            .map(|g| g.name.as_str()),
        Some("zj-short-demo.ron"),
        "the game on the table stays"
    );
    assert!(
        harness.state().viewer.recent.is_empty(),
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
    Harness::builder()
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
        let top = harness.get_by_label("Tilewise").rect().bottom();
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
    let entries = harness.state().rules.scored[0].as_ref().expect("scored");
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
                click(&mut harness, "sichuan-short-demo.ron");
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
    assert_eq!(seen.len(), 6);
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

#[test]
fn switching_system_on_the_rules_screen_scrolls_to_the_top() {
    let settings = Settings {
        screen: Screen::Rules,
        ..Settings::default()
    };
    let mut harness = sized_harness(settings, 1024.0, 700.0);
    harness.run();
    let i18n = I18n::new(Lang::English);
    let summary = |id: &str| i18n.tr(&format!("rules-summary-{id}"));
    let top = harness.get_by_label("Sichuan").rect().bottom();
    // Far down the Zung Jung list: its summary has scrolled out of sight.
    harness
        .get_all_by_label_contains("This example scores")
        .last()
        .expect("examples")
        .scroll_to_me();
    harness.run();
    let zj = harness.get_by_label(&summary("zung-jung")).rect();
    assert!(zj.bottom() < top, "scrolled down: {zj:?}");
    for (tab, id) in [
        ("Hong Kong Old Style", "hk-old-style"),
        ("Zung Jung", "zung-jung"),
    ] {
        harness.get_all_by_label(tab).next().expect("a tab").click();
        harness.run();
        let shown = harness.get_by_label(&summary(id)).rect();
        assert!(
            shown.top() >= top && shown.bottom() <= 700.0,
            "{id}: the summary is at the top, {shown:?}"
        );
        // Scroll down again before the next switch.
        harness
            .get_all_by_label_contains("This example scores")
            .last()
            .expect("examples")
            .scroll_to_me();
        harness.run();
    }
    // Sichuan's patterns count fan; its examples score points.
    harness
        .get_all_by_label("Sichuan")
        .next()
        .expect("a tab")
        .click();
    harness.run();
    assert!(harness.query_all_by_label("1 fan").count() > 3);
    assert!(harness.query_all_by_label("1 point").next().is_none());
    assert!(
        harness
            .query_all_by_label_contains("points in all")
            .next()
            .is_some()
    );
}

#[test]
fn controls_stay_put_when_an_error_line_appears() {
    let mut harness = sized_harness(Settings::default(), 1024.0, 700.0);
    harness.run();
    click(&mut harness, "Clear");
    let before = ["Open…", "Save…", "self-drawn"].map(|l| harness.get_by_label(l).rect());
    harness.get_by_label("notation").click();
    harness.run();
    harness.get_by_label("notation").type_text("8z");
    harness.run();
    assert!(harness.state().calculator.notation_error.is_some());
    let after = ["Open…", "Save…", "self-drawn"].map(|l| harness.get_by_label(l).rect());
    let moved = |a: [egui::Rect; 3]| {
        a.iter()
            .zip(&before)
            .any(|(a, b)| (a.min - b.min).length() > 0.5)
    };
    assert!(
        !moved(after),
        "a notation error moves nothing: {before:?} {after:?}"
    );
    // A hand that cannot be scored says why on the same line.
    click(&mut harness, "Clear");
    harness.get_by_label("notation").click();
    harness.run();
    harness.get_by_label("notation").type_text("11111m");
    harness.run();
    assert!(harness.state().calculator.hand_error.is_some());
    let after = ["Open…", "Save…", "self-drawn"].map(|l| harness.get_by_label(l).rect());
    assert!(
        !moved(after),
        "a hand error moves nothing: {before:?} {after:?}"
    );
}

#[test]
fn a_card_whose_patterns_pass_the_limit_says_so() {
    let mut harness = app_harness(Settings::default());
    harness.run();
    click(&mut harness, "Clear");
    harness.get_by_label("notation").click();
    harness.run();
    harness
        .get_by_label("notation")
        .type_text("77z [111z] [222z] [555z] [666z]");
    harness.run();
    // Hong Kong Old and New Style both cut their sum to 10 fan and say so.
    let limits: Vec<String> = harness
        .get_all_by_label_contains(", limit: 10 fan")
        .map(|n| {
            let node = n.accesskit_node();
            node.label()
                .or(node.value())
                .unwrap_or_default()
                .to_string()
        })
        .collect();
    assert_eq!(limits.len(), 2, "{limits:?}");
    assert!(limits.iter().all(|l| l.contains(" + ")), "{limits:?}");
}

/// Renders every screen at three window sizes in every language, for a person to look at:
/// `TILEWISE_SHOTS=/tmp/shots cargo test --test app -- --ignored screens_for_review`.
#[test]
#[ignore = "writes PNGs for review"]
fn screens_for_review() {
    let Some(dir) = std::env::var_os("TILEWISE_SHOTS") else {
        return;
    };
    let dir = std::path::PathBuf::from(dir);
    std::fs::create_dir_all(&dir).expect("a folder for the pictures");
    let only = std::env::var("TILEWISE_SHOTS_ONLY").unwrap_or_default();
    for (w, h) in [(1024.0, 700.0), (1440.0, 900.0), (2560.0, 1440.0)] {
        for lang in Lang::ALL {
            for screen in [
                Screen::Calculator,
                Screen::Drill,
                Screen::Rules,
                Screen::Replays,
            ] {
                let name = format!("{screen:?}-{lang:?}-{w}x{h}").to_lowercase();
                if !name.contains(&only) {
                    continue;
                }
                let settings = Settings {
                    language: lang,
                    screen,
                    ..Settings::default()
                };
                let mut harness = Harness::builder()
                    .with_size(egui::vec2(w, h))
                    .build_eframe(move |cc| TilewiseApp::new(settings.clone(), &cc.egui_ctx));
                harness.run();
                if screen == Screen::Drill {
                    let expected = harness
                        .state()
                        .drill
                        .question()
                        .map(|q| q.scored.total())
                        .unwrap_or(0);
                    harness.get_by_label("answer").click();
                    harness.run();
                    harness
                        .get_by_label("answer")
                        .type_text(&(expected + 1).to_string());
                    harness.run();
                    harness.key_press(egui::Key::Enter);
                    harness.run();
                }
                if screen == Screen::Replays {
                    click(&mut harness, "sichuan-short-demo.ron");
                    for _ in 0..7 {
                        harness.key_press(egui::Key::ArrowRight);
                        harness.run();
                    }
                }
                let image = harness.render().expect("a rendered frame");
                image
                    .save(dir.join(format!("{name}.png")))
                    .expect("the picture is written");
                if screen == Screen::Calculator {
                    harness.key_press(egui::Key::F1);
                    harness.run();
                    let image = harness.render().expect("a rendered frame");
                    image
                        .save(dir.join(format!("help-{name}.png")))
                        .expect("the picture is written");
                }
            }
        }
    }
}

/// Drops an example hand file on the window, as a desktop would.
fn drop_example(harness: &mut Harness<'_, TilewiseApp>, name: &str) {
    let path = format!("{}/docs/examples/{name}", env!("CARGO_MANIFEST_DIR"));
    let bytes = std::fs::read(&path).expect("example");
    drop_bytes(harness, path, bytes);
    harness.run();
}

#[test]
fn an_opened_wsom_chicken_hand_shows_the_false_win() {
    let mut harness = app_harness(Settings::default());
    harness.run();
    drop_example(&mut harness, "zj-chicken-wsom.ron");
    harness.get_by_label("Chicken hand under the WSOM minimum");
    harness.get_by_label("Zung Jung: the file's rules");
    harness.get_by_label("minimum: Wsom");
    harness.get_by_label("total 0: 1");
    harness.get_by_label_contains("the agreed minimum is 5: claiming it is a false win");
}

#[test]
fn an_opened_nine_tiles_hand_shows_west_paying_for_everyone() {
    let mut harness = app_harness(Settings::default());
    harness.run();
    drop_example(&mut harness, "hk-liability-nine-tiles.ron");
    harness.get_by_label("Discarded by");
    let west_pays_8 = |harness: &Harness<'_, TilewiseApp>| {
        harness
            .query_all_by_label_contains("West")
            .filter_map(|n| n.accesskit_node().label())
            .any(|l| l.starts_with("8 West "))
    };
    // Narrow cards fold their payments: open them until the line shows.
    let headers = harness.query_all_by_label_contains("Payments").count();
    for i in 0..headers {
        if west_pays_8(&harness) {
            break;
        }
        if let Some(header) = harness.query_all_by_label_contains("Payments").nth(i) {
            header.click();
        }
        harness.run();
    }
    let west_pays_8 = west_pays_8(&harness);
    assert!(west_pays_8, "no line where West pays 8");
}

#[test]
fn the_palette_refuses_a_fifth_copy_and_says_why() {
    let mut harness = app_harness(Settings::default());
    harness.run();
    click(&mut harness, "Clear");
    for _ in 0..4 {
        click(&mut harness, "Add 5m");
    }
    assert!(
        harness
            .get_by_label("Add 5m")
            .accesskit_node()
            .is_disabled()
    );
    assert!(
        !harness
            .get_by_label("Add 6m")
            .accesskit_node()
            .is_disabled()
    );
    click(&mut harness, "Add 5m");
    assert_eq!(harness.state().calculator.tiles.len(), 4);
    harness.get_by_label("Add 5m").hover();
    harness.run();
    harness.get_by_label("All four copies of 5m are already in the hand.");
}

#[test]
fn impossible_situations_are_disabled_with_the_reason() {
    let mut harness = app_harness(Settings::default());
    harness.run();
    // The example hand is South's, won on a discard.
    let heaven = harness.get_by_label("heaven (East's dealt hand)");
    assert!(heaven.accesskit_node().is_disabled());
    heaven.hover();
    harness.run();
    harness.get_by_label("Heaven is the dealer's (East's) win.");
    let final_draw = harness.get_by_label("last tile of the wall");
    assert!(final_draw.accesskit_node().is_disabled());
    assert!(
        !harness
            .get_by_label("last discard")
            .accesskit_node()
            .is_disabled()
    );
    assert!(
        harness
            .get_by_label("robbing a kong")
            .accesskit_node()
            .is_disabled()
    );
}

#[test]
fn ctrl_z_undoes_and_ctrl_shift_z_redoes() {
    let mut harness = app_harness(Settings::default());
    harness.run();
    let example = harness.state().calculator.notation.clone();
    click(&mut harness, "Clear");
    click(&mut harness, "Add 1m");
    click(&mut harness, "self-drawn");
    assert_eq!(
        harness.state().calculator.win,
        tilewise::hand::WinMethod::SelfDraw
    );
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    harness.run();
    assert_eq!(
        harness.state().calculator.win,
        tilewise::hand::WinMethod::Discard
    );
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    harness.run();
    assert!(harness.state().calculator.tiles.is_empty());
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    harness.run();
    assert_eq!(harness.state().calculator.notation, example);
    harness.key_press_modifiers(
        egui::Modifiers::COMMAND.plus(egui::Modifiers::SHIFT),
        egui::Key::Z,
    );
    harness.run();
    assert!(harness.state().calculator.tiles.is_empty());
    click(&mut harness, "Redo");
    assert_eq!(harness.state().calculator.tiles.len(), 1);
    click(&mut harness, "Undo");
    assert!(harness.state().calculator.tiles.is_empty());
}

fn scratch_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("tilewise-app-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn a_fifo_or_a_huge_file_in_recent_games_gives_one_short_line_and_no_hang() {
    let dir = scratch_dir("recent");
    let fifo = dir.join("pipe.ron");
    let fifo_made = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .is_ok_and(|s| s.success());
    let huge = dir.join("huge.ron");
    std::fs::write(&huge, vec![b'('; 17 << 20]).unwrap();
    let garbage = dir.join("garbage.ron");
    std::fs::write(&garbage, "x".repeat(1 << 20)).unwrap();
    let good_path = dir.join("good-game.ron");
    std::fs::write(&good_path, include_str!("../../replays/zj-short-demo.ron")).unwrap();
    let good = good_path.to_str().unwrap();
    let mut recent = vec![
        huge.display().to_string(),
        garbage.display().to_string(),
        good.to_string(),
    ];
    if fifo_made {
        recent.push(fifo.display().to_string());
    }
    let mut harness = app_harness(Settings {
        screen: Screen::Replays,
        recent_games: recent,
        ..Settings::default()
    });
    harness.run();
    click(&mut harness, "huge.ron");
    harness.get_by_label_contains("larger than the limit of 16777216 bytes");
    click(&mut harness, "garbage.ron");
    let state = harness.state();
    let error = (state.viewer.error.as_ref())
        .map(|e| e.text(&state.i18n))
        .unwrap_or_default();
    assert!(
        error.chars().count() <= 200 && !error.contains('\n'),
        "one short line, not the file: {} characters",
        error.chars().count()
    );
    if fifo_made {
        // Opening a FIFO for reading would wait for a writer forever: it is refused.
        click(&mut harness, "pipe.ron");
        harness.get_by_label_contains("not a regular file");
    }
    assert!(harness.state().viewer.game.is_none());
    // A sound record in the list opens through the same reader and moves to the top.
    click(&mut harness, "good-game.ron");
    assert!(harness.state().viewer.game.is_some());
    assert_eq!(
        harness
            .state()
            .settings
            .recent_games
            .first()
            .map(|s| s.as_str()),
        Some(good)
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_dropped_hand_is_told_from_a_record_by_parsing_it() {
    let mut harness = app_harness(Settings::default());
    harness.run();
    // The title names a header and hands: still a hand file, opened in the calculator.
    let hand =
        "(title: \"header: hands\", concealed: \"123m456p789s234s55m\", winning_tile: \"5m\")";
    drop_bytes(&mut harness, "/nowhere/hand.ron", hand.as_bytes().to_vec());
    harness.run();
    assert_eq!(harness.state().settings.screen, Screen::Calculator);
    assert_eq!(harness.state().calculator.tiles.len(), 14);
    // A record dropped on the calculator opens in the viewer.
    drop_bytes(
        &mut harness,
        "/nowhere/game.ron",
        include_bytes!("../../replays/zj-short-demo.ron").to_vec(),
    );
    harness.run();
    assert_eq!(harness.state().settings.screen, Screen::Replays);
    assert!(harness.state().viewer.game.is_some());
    // Dropped bytes beyond the limit are refused with one line naming it.
    drop_bytes(
        &mut harness,
        "/nowhere/huge.ron",
        vec![b' '; (16 << 20) + 1],
    );
    harness.run();
    let message = harness
        .state()
        .calculator
        .file_message
        .clone()
        .unwrap_or_default();
    assert!(message.contains("limit of 16777216 bytes"), "{message}");
}

/// A storage that keeps what eframe would write to `app.ron`.
#[derive(Default)]
struct Captured(std::collections::BTreeMap<String, String>);

impl eframe::Storage for Captured {
    fn get_string(&self, key: &str) -> Option<String> {
        self.0.get(key).cloned()
    }
    fn set_string(&mut self, key: &str, value: String) {
        self.0.insert(key.to_string(), value);
    }
    fn remove_string(&mut self, key: &str) {
        self.0.remove(key);
    }
    fn flush(&mut self) {}
}

#[test]
fn the_settings_eframe_writes_pass_the_check_and_a_zero_zoom_does_not() {
    use tilewise::app::storage::{StorageProblem, repair};
    let mut harness = app_harness(Settings {
        language: Lang::Polish,
        ..Settings::default()
    });
    harness.run();
    let mut captured = Captured::default();
    harness
        .ctx
        .memory(|m| eframe::set_value(&mut captured, "egui", m));
    eframe::App::save(harness.state_mut(), &mut captured);
    let file = ron::ser::to_string_pretty(&captured.0, Default::default()).unwrap();
    assert_eq!(repair(&file).problems, vec![]);
    harness.ctx.options_mut(|o| o.zoom_factor = 0.0);
    harness
        .ctx
        .memory(|m| eframe::set_value(&mut captured, "egui", m));
    let file = ron::ser::to_string_pretty(&captured.0, Default::default()).unwrap();
    let repaired = repair(&file);
    assert_eq!(repaired.problems, vec![StorageProblem::Zoom]);
    assert!(repaired.text.contains("Polish"), "our settings are kept");
}

#[test]
fn a_repaired_settings_file_is_said_once_in_the_readers_language() {
    use tilewise::app::storage::{RepairReport, StorageProblem};
    for lang in Lang::ALL {
        let i18n = I18n::new(lang);
        let report = RepairReport {
            problems: vec![StorageProblem::Zoom, StorageProblem::Window],
            backup: Some("/home/ann/.local/share/tilewise/app.ron.bad".into()),
        };
        let mut harness = Harness::builder()
            .with_size(egui::vec2(1024.0, 700.0))
            .build_eframe(move |cc| {
                TilewiseApp::new(
                    Settings {
                        language: lang,
                        ..Settings::default()
                    },
                    &cc.egui_ctx,
                )
                .with_storage_notice(Some(report.clone()))
            });
        harness.run();
        harness.get_by_label_contains(&i18n.tr("settings-problem-zoom"));
        harness.get_by_label_contains("app.ron.bad");
        if std::env::var_os("TILEWISE_SAVE_SHOTS").is_some() {
            let image = harness.render().unwrap();
            image
                .save(format!("/tmp/tilewise-notice-{lang:?}.png"))
                .unwrap();
        }
        assert_every_glyph(&harness, lang);
        click(&mut harness, &i18n.tr("notice-close"));
        assert!(!harness.state().notices.has("settings-repaired"));
        assert!(
            harness
                .query_by_label_contains(&i18n.tr("settings-problem-zoom"))
                .is_none()
        );
    }
}

#[test]
fn a_file_too_large_is_one_line_in_the_readers_language() {
    for (lang, want) in [
        (Lang::English, "larger than the limit of 16777216 bytes"),
        (Lang::Russian, "больше предела в 16777216 байт"),
        (Lang::Polish, "większy niż limit 16777216 bajtów"),
    ] {
        let mut harness = Harness::builder()
            .with_size(egui::vec2(1024.0, 700.0))
            .build_eframe(move |cc| {
                TilewiseApp::new(
                    Settings {
                        language: lang,
                        ..Settings::default()
                    },
                    &cc.egui_ctx,
                )
            });
        harness.run();
        drop_bytes(
            &mut harness,
            "/nowhere/huge.ron",
            vec![b'('; (16 << 20) + 1],
        );
        harness.run();
        harness.get_by_label_contains(want);
        if std::env::var_os("TILEWISE_SAVE_SHOTS").is_some() {
            let image = harness.render().unwrap();
            image
                .save(format!("/tmp/tilewise-too-large-{lang:?}.png"))
                .unwrap();
        }
        assert_every_glyph(&harness, lang);
    }
}

#[test]
fn a_zoom_of_zero_restored_by_eframe_is_reset_before_the_first_frame() {
    // eframe restores egui's memory before the app exists; a zoom of 0 made epaint panic
    // ("Bad pixels_per_point 0") on the first text laid out.
    for zoom in [0.0, f32::NAN, 1000.0] {
        let mut harness = Harness::builder()
            .with_size(egui::vec2(1024.0, 700.0))
            .build_eframe(move |cc| {
                cc.egui_ctx.memory_mut(|m| m.options.zoom_factor = zoom);
                TilewiseApp::from_creation(cc)
            });
        harness.run();
        assert_eq!(harness.ctx.zoom_factor(), 1.0, "{zoom}");
        harness.get_by_label("Calculator");
    }
}

fn replays_harness(sample: &str) -> Harness<'static, TilewiseApp> {
    let mut harness = app_harness(Settings {
        screen: Screen::Replays,
        ..Settings::default()
    });
    harness.run();
    click(&mut harness, sample);
    harness
}

#[test]
fn one_players_view_names_no_tile_another_player_draws() {
    let mut harness = replays_harness("zj-short-demo.ron");
    // Step 3: South draws 6s. Seen by everyone, the tile is named.
    for _ in 0..3 {
        harness.key_press(egui::Key::ArrowRight);
        harness.run();
    }
    harness.get_by_label("South draws 6s");
    // As East (Ann) sees it: South draws a tile.
    click(&mut harness, "Ann");
    harness.get_by_label("South draws a tile");
    assert!(harness.query_by_label_contains("draws 6s").is_none());
    // As South (Bo) sees it: his own draw.
    click(&mut harness, "Bo");
    harness.get_by_label("South draws 6s");
    // Back to all hands.
    click(&mut harness, "all hands");
    harness.get_by_label("South draws 6s");
}

#[test]
fn several_winners_each_ledger_entry_opens_its_winners_sheet() {
    let mut harness = replays_harness("sichuan-short-demo.ron");
    // A selected entry shows its rule; Sichuan's payment lines hold an arrow (→) that the
    // bundled fonts lack today (the glyph fix is another change): draw it as a box here.
    harness
        .ctx
        .set_missing_glyph_policy(egui::MissingGlyphPolicy::Tofu);
    harness.key_press(egui::Key::End);
    harness.run();
    // West (Cy) and North (Di) win on South's discard.
    harness.get_by_label("West, North win on the same discard");
    harness.get_by_label("Score sheet of Cy (West), hand 1, step 10");
    click(&mut harness, "hand 1: Bo pays Di 2");
    harness.get_by_label("Score sheet of Di (North), hand 1, step 10");
    harness.get_by_label("total 99: 2");
    click(&mut harness, "hand 1: Bo pays Cy 1");
    harness.get_by_label("Score sheet of Cy (West), hand 1, step 10");
    harness.get_by_label("total 99: 1");
    // An earlier win's entry opens that win's sheet (East's self-drawn win at step 7).
    click(&mut harness, "hand 1: Bo pays Ann 5");
    harness.get_by_label("Score sheet of Ann (East), hand 1, step 7");
    harness.get_by_label("total 99: 4");
    // The winners' buttons switch between the sheets of this step.
    click(&mut harness, "North · Di");
    harness.get_by_label("Score sheet of Di (North), hand 1, step 10");
    click(&mut harness, "West · Cy");
    harness.get_by_label("Score sheet of Cy (West), hand 1, step 10");
}

#[test]
fn a_record_with_a_wrong_recorded_score_opens_and_says_where_and_why() {
    let mut harness = replays_harness("zj-scoring-mistake.ron");
    assert!(harness.state().viewer.error.is_none());
    harness.get_by_label("One recorded score is not what the rules give:");
    click(&mut harness, "hand 2, step 3");
    assert_eq!(
        (harness.state().viewer.hand, harness.state().viewer.step),
        (1, 3)
    );
    let why = "Cy (South): recorded 25, the rules give 20";
    assert!(
        harness.query_all_by_label(why).count() >= 2,
        "under the win and above its score sheet"
    );
    harness.get_by_label("Score sheet of Cy (South), hand 2, step 3");
    harness.get_by_label("total 99: 20");
    // The timeline marks the win and explains it.
    harness.get_by_label(&format!("hand 2, step 3: {why}"));
    // The game is settled by the rules: Cy receives 3 × 20.
    harness.get_by_label("hand 2: Bo pays Cy 20");
}

/// Every labelled widget of the replay screen lies inside a 1024 × 700 window, across: nothing
/// is cut off at the right edge (the table stacks its seats, the header and the timeline wrap).
#[test]
fn the_replay_screen_fits_a_1024_by_700_window_in_every_language() {
    for lang in Lang::ALL {
        for (sample, key) in [
            ("zj-scoring-mistake.ron", egui::Key::End),
            ("sichuan-short-demo.ron", egui::Key::End),
            ("zung-jung-seed-70.ron", egui::Key::N),
        ] {
            let mut harness = Harness::builder()
                .with_size(egui::vec2(1024.0, 700.0))
                .build_eframe(move |cc| {
                    let settings = Settings {
                        language: lang,
                        screen: Screen::Replays,
                        ..Settings::default()
                    };
                    TilewiseApp::new(settings, &cc.egui_ctx)
                });
            harness.run();
            click(&mut harness, sample);
            harness.key_press(key);
            harness.run();
            let cut: Vec<String> = harness
                .root()
                .query_all(egui_kittest::kittest::by())
                .filter_map(|node| {
                    let label = node.accesskit_node().label()?.to_string();
                    let rect = node.rect();
                    (rect.width() > 0.0 && rect.max.x > 1024.5)
                        .then(|| format!("{label}: {rect:?}"))
                })
                .collect();
            assert!(cut.is_empty(), "{lang:?} {sample}: cut off: {cut:?}");
        }
    }
}

/// Every text section the last frame drew: its font and its text, smallest first.
fn texts_drawn(harness: &Harness<'_, TilewiseApp>) -> Vec<(egui::FontId, String)> {
    let mut out = Vec::new();
    for clipped in &harness.output().shapes {
        let mut shapes = vec![clipped.shape.clone()];
        while let Some(shape) = shapes.pop() {
            match shape {
                egui::Shape::Vec(inner) => shapes.extend(inner),
                egui::Shape::Text(text) => {
                    for section in &text.galley.job.sections {
                        let range = section.byte_range.start.0..section.byte_range.end.0;
                        let chars = text.galley.job.text.get(range).unwrap_or_default();
                        if !chars.trim().is_empty() {
                            out.push((section.format.font_id.clone(), chars.to_string()));
                        }
                    }
                }
                _ => {}
            }
        }
    }
    out.sort_by(|a, b| a.0.size.total_cmp(&b.0.size));
    out
}

/// The sizes of the text the last frame drew, with the text, smallest first.
fn text_sizes(harness: &Harness<'_, TilewiseApp>) -> Vec<(f32, String)> {
    texts_drawn(harness)
        .into_iter()
        .map(|(font, text)| (font.size, text))
        .collect()
}

/// Nothing the viewer writes is under 12 points at scale 1: header, caption, missing suits,
/// ledger entries and their explanation, timeline (the tile faces are art, not text; the score
/// sheet card is the calculator's and is not shown at this step).
#[test]
fn the_replay_screens_own_text_is_at_least_12_points() {
    for lang in Lang::ALL {
        let mut harness = app_harness(Settings {
            language: lang,
            screen: Screen::Replays,
            ..Settings::default()
        });
        harness.run();
        click(&mut harness, "sichuan-short-demo.ron");
        // Step 5: East's concealed kong, paid at once; every seat has declared its missing suit.
        for _ in 0..5 {
            harness.key_press(egui::Key::ArrowRight);
            harness.run();
        }
        let entry = I18n::new(lang).tr_args(
            "viewer-entry",
            &[
                ("hand", 1.into()),
                ("from", "Bo".into()),
                ("to", "Ann".into()),
                ("amount", 2.into()),
            ],
        );
        click(&mut harness, &entry);
        harness.run();
        let tile_art = |text: &str| text.chars().all(|c| ('\u{4e00}'..='\u{9fff}').contains(&c));
        let sizes = text_sizes(&harness);
        assert!(sizes.len() > 30, "{lang:?}: the screen shows its text");
        let small: Vec<&(f32, String)> = sizes
            .iter()
            .filter(|(size, text)| *size < 12.0 && !tile_art(text))
            .collect();
        assert!(small.is_empty(), "{lang:?}: under 12 points: {small:?}");
    }
}

/// A large window draws a larger table: the tiles' own glyphs (the characters on the
/// character tiles) grow with the window, from 1024 × 700 to 1440 × 900 to 2560 × 1440.
#[test]
fn the_replay_table_grows_with_the_window() {
    let largest_tile_glyph = |width: f32, height: f32| {
        let mut harness = Harness::builder()
            .with_size(egui::vec2(width, height))
            .build_eframe(|cc| {
                let settings = Settings {
                    screen: Screen::Replays,
                    ..Settings::default()
                };
                TilewiseApp::new(settings, &cc.egui_ctx)
            });
        harness.run();
        click(&mut harness, "zj-scoring-mistake.ron");
        // The step before the last win: no score sheet (whose tiles keep their size) is shown.
        harness.key_press(egui::Key::End);
        harness.run();
        harness.key_press(egui::Key::ArrowLeft);
        harness.run();
        assert!(harness.state().viewer.win_here().is_none());
        text_sizes(&harness)
            .into_iter()
            .filter(|(_, text)| text == "萬")
            .map(|(size, _)| size)
            .fold(0.0f32, f32::max)
    };
    let small = largest_tile_glyph(1024.0, 700.0);
    let medium = largest_tile_glyph(1440.0, 900.0);
    let large = largest_tile_glyph(2560.0, 1440.0);
    assert!(small > 0.0, "the table shows character tiles");
    assert!(medium > 1.5 * small, "{small} → {medium}");
    assert!(large > 1.6 * medium, "{medium} → {large}");
}

#[test]
fn a_house_rules_profile_dropped_on_the_window_is_taken_and_shown() {
    let mut harness = app_harness(Settings::default());
    harness.run();
    let path = format!(
        "{}/docs/house-rules-example.ron",
        env!("CARGO_MANIFEST_DIR")
    );
    let bytes = std::fs::read(&path).expect("sample profile");
    drop_bytes(&mut harness, path, bytes);
    harness.run();
    let app = harness.state();
    assert!(app.house.open, "the panel opens on the profile");
    assert_eq!(
        app.settings.house_rules.zung_jung.minimum,
        tilewise::rules::zung_jung::Minimum::Wsom
    );
    assert_eq!(
        app.settings.screen,
        Screen::Calculator,
        "the calculator stays"
    );
    assert!(app.calculator.file_message.is_none(), "not read as a hand");
}
