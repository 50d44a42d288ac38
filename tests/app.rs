//! The real app driven headless by egui_kittest: clicks, typing, keys; and snapshots of the
//! tile art.

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use tilewise::app::i18n::{I18n, Lang};
use tilewise::app::tile_art::{Face, TileLook, install_fonts, paint_tile, tile_size};
use tilewise::app::{Screen, Settings, TilewiseApp};
use tilewise::tiles::{Animal, BonusTile, Tile};

fn app_harness(settings: Settings) -> Harness<'static, TilewiseApp> {
    Harness::builder()
        .with_size(egui::vec2(1440.0, 900.0))
        .build_eframe(move |cc| TilewiseApp::new(settings.clone(), &cc.egui_ctx))
}

fn click(harness: &mut Harness<'_, TilewiseApp>, label: &str) {
    harness.get_by_label(label).click();
    harness.run();
}

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
        .question
        .as_ref()
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
        .question
        .as_ref()
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

#[test]
fn a_broken_record_dropped_on_the_viewer_names_its_step_and_keeps_the_game() {
    let mut harness = app_harness(Settings {
        screen: Screen::Replays,
        ..Settings::default()
    });
    harness.run();
    click(&mut harness, "zj-short-demo.ron");
    let broken = include_str!("../replays/zj-short-demo.ron")
        .replace("Draw(South, \"6s\")", "Draw(West, \"6s\")");
    harness
        .input_mut()
        .dropped_files
        .push(std::sync::Arc::new(Dropped {
            path: "/nowhere/broken-game.ron".into(),
            bytes: broken.into_bytes(),
        }));
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
    std::fs::write(&good_path, include_str!("../replays/zj-short-demo.ron")).unwrap();
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
    let error = harness.state().viewer.error.clone().unwrap_or_default();
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
    harness
        .input_mut()
        .dropped_files
        .push(std::sync::Arc::new(Dropped {
            path: "/nowhere/hand.ron".into(),
            bytes: hand.as_bytes().to_vec(),
        }));
    harness.run();
    assert_eq!(harness.state().settings.screen, Screen::Calculator);
    assert_eq!(harness.state().calculator.tiles.len(), 14);
    // A record dropped on the calculator opens in the viewer.
    harness
        .input_mut()
        .dropped_files
        .push(std::sync::Arc::new(Dropped {
            path: "/nowhere/game.ron".into(),
            bytes: include_bytes!("../replays/zj-short-demo.ron").to_vec(),
        }));
    harness.run();
    assert_eq!(harness.state().settings.screen, Screen::Replays);
    assert!(harness.state().viewer.game.is_some());
    // Dropped bytes beyond the limit are refused with one line naming it.
    harness
        .input_mut()
        .dropped_files
        .push(std::sync::Arc::new(Dropped {
            path: "/nowhere/huge.ron".into(),
            bytes: vec![b' '; (16 << 20) + 1],
        }));
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
        click(&mut harness, &i18n.tr("settings-notice-close"));
        assert!(harness.state().storage_notice.is_none());
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
        harness
            .input_mut()
            .dropped_files
            .push(std::sync::Arc::new(Dropped {
                path: "/nowhere/huge.ron".into(),
                bytes: vec![b'('; (16 << 20) + 1],
            }));
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
