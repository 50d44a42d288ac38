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

/// The sizes of the text the last frame drew, with the text, smallest first.
fn text_sizes(harness: &Harness<'_, TilewiseApp>) -> Vec<(f32, String)> {
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
                            out.push((section.format.font_id.size, chars.to_string()));
                        }
                    }
                }
                _ => {}
            }
        }
    }
    out.sort_by(|a, b| a.0.total_cmp(&b.0));
    out
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
