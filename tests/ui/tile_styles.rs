//! Large tiles and the high-contrast style: chosen in the View menu, kept over a restart,
//! drawn by egui as by the other outputs, and every screen still fits a 1024×700 window.

use crate::harness::{app_harness, app_harness_sized, apply, click, click_sample};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use tilewise::app::i18n::{I18n, Lang};
use tilewise::app::widgets::tile_art::{
    Face, LARGE_SCALE, TileLook, TileStyle, install_fonts, paint_tile, tile_size,
};
use tilewise::app::{Command, Screen, Settings, TilewiseApp};
use tilewise::art::diagram::all_faces;

/// eframe's storage kept in memory: what `App::save` writes, read back at the next start.
#[derive(Default)]
pub(crate) struct MemoryStorage(std::collections::BTreeMap<String, String>);

impl eframe::Storage for MemoryStorage {
    fn get_string(&self, key: &str) -> Option<String> {
        self.0.get(key).cloned()
    }
    fn set_string(&mut self, key: &str, value: String) {
        self.0.insert(key.to_owned(), value);
    }
    fn remove_string(&mut self, key: &str) {
        self.0.remove(key);
    }
    fn flush(&mut self) {}
}

/// The height of the calculator's palette tile "Add 1m" (44 points at the usual size).
fn palette_tile_height(harness: &Harness<'_, TilewiseApp>) -> f32 {
    harness.get_by_label("Add 1m").rect().height()
}

/// Clicks a checkbox of the View menu, opening the menu first when it is closed.
fn view_menu_click(harness: &mut Harness<'_, TilewiseApp>, i18n: &I18n, key: &str) {
    let label = i18n.tr(key);
    if harness.query_by_label(&label).is_none() {
        click(harness, &i18n.tr("settings-view"));
    }
    click(harness, &label);
}

#[test]
fn large_and_high_contrast_tiles_are_chosen_in_the_view_menu_and_survive_a_restart() {
    let i18n = I18n::new(Lang::English);
    let mut harness = app_harness(Settings::default());
    harness.run();
    assert!((palette_tile_height(&harness) - 44.0).abs() < 0.5);
    view_menu_click(&mut harness, &i18n, "settings-large-tiles");
    view_menu_click(&mut harness, &i18n, "settings-high-contrast");
    harness.key_press(egui::Key::Escape);
    harness.run();
    let settings = harness.state().settings.clone();
    assert!(settings.large_tiles);
    assert_eq!(settings.tile_style, TileStyle::HighContrast);
    let large = 44.0 * LARGE_SCALE;
    assert!((palette_tile_height(&harness) - large).abs() < 0.5);

    // Closed and started again from what it saved.
    let mut storage = MemoryStorage::default();
    eframe::App::save(harness.state_mut(), &mut storage);
    drop(harness);
    let saved: Settings = eframe::get_value(&storage, "tilewise-settings").expect("saved");
    assert_eq!(saved, settings);
    let mut again = app_harness(saved);
    again.run();
    assert!((palette_tile_height(&again) - large).abs() < 0.5);
    assert_eq!(again.state().settings.tile_style, TileStyle::HighContrast);
}

#[test]
fn a_wrong_tile_setting_resets_only_itself() {
    let settings = "(language:Polish,large_tiles:7,tile_style:HighContrast)";
    let file = format!("{{\"tilewise-settings\":{settings:?}}}");
    let repaired = tilewise::app::storage::repair(&file);
    let map: std::collections::BTreeMap<String, String> =
        ron::from_str(&repaired.text).expect("a map");
    let read: Settings = ron::from_str(&map["tilewise-settings"]).expect("settings");
    assert!(!read.large_tiles, "the wrong field is reset");
    assert_eq!(read.tile_style, TileStyle::HighContrast, "the others kept");
    assert_eq!(read.language, Lang::Polish);
    // Settings written before there were tile styles read with the defaults.
    let old: Settings = ron::from_str("(language:Russian,corner_index:true)").expect("old");
    assert!(!old.large_tiles);
    assert_eq!(old.tile_style, TileStyle::Classic);
}

#[test]
fn egui_paints_every_face_in_each_style() {
    let faces = all_faces();
    let height = 37.0;
    let size = tile_size(height);
    let per_row = 16;
    let place = move |k: usize| {
        let (row, col) = (k / per_row, k % per_row);
        egui::Rect::from_min_size(
            egui::pos2(
                4.0 + col as f32 * (size.x + 4.0),
                4.0 + row as f32 * (size.y + 4.0),
            ),
            size,
        )
    };
    let all: Vec<(Face, TileStyle)> = TileStyle::ALL
        .iter()
        .flat_map(|&style| faces.iter().map(move |&f| (f, style)))
        .collect();
    let drawn = all.clone();
    let mut harness = crate::harness::builder()
        .with_size(egui::vec2(680.0, 320.0))
        .build_ui(move |ui| {
            let mut fonts = egui::FontDefinitions::default();
            install_fonts(&mut fonts);
            ui.ctx().set_fonts(fonts);
            ui.painter()
                .rect_filled(ui.max_rect(), 0.0, egui::Color32::WHITE);
            for (k, &(face, style)) in drawn.iter().enumerate() {
                let look = TileLook {
                    style,
                    ..TileLook::default()
                };
                paint_tile(ui.painter(), place(k), face, look);
            }
        });
    harness.run();
    let image = harness.render().expect("a rendered frame");
    let scale = image.width() as f32 / 680.0;
    for (k, &(face, style)) in all.iter().enumerate() {
        if face == Face::Back {
            continue;
        }
        // The middle of the face, clear of its edge: something darker than the face is
        // drawn there.
        let middle = place(k).shrink2(size * egui::vec2(0.2, 0.15));
        let mut inked = 0;
        for y in (middle.top() * scale) as u32..(middle.bottom() * scale) as u32 {
            for x in (middle.left() * scale) as u32..(middle.right() * scale) as u32 {
                let [r, g, b, _] = image.get_pixel(x, y).0;
                if u16::from(r) + u16::from(g) + u16::from(b) < 520 {
                    inked += 1;
                }
            }
        }
        assert!(inked > 20, "{style:?} {face:?}: {inked} pixels drawn");
    }
}

/// A picture of the window, with `TILEWISE_SHOTS` set (to look at it).
fn shot(harness: &mut Harness<'_, TilewiseApp>, name: &str) {
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
fn every_screen_fits_1024_by_700_with_large_high_contrast_tiles() {
    for lang in [Lang::English, Lang::Russian, Lang::Polish] {
        let settings = Settings {
            language: lang,
            large_tiles: true,
            tile_style: TileStyle::HighContrast,
            ..Settings::default()
        };
        let mut harness = app_harness_sized(settings, egui::vec2(1024.0, 700.0));
        harness.run();
        for screen in Screen::ALL {
            apply(&mut harness, Command::Show(screen));
            if screen == Screen::Replays {
                click_sample(&mut harness, "zj-short-demo.ron");
            }
            shot(&mut harness, &format!("large-{lang:?}-{screen:?}"));
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
            assert!(cut.is_empty(), "{lang:?} {screen:?}: cut off: {cut:?}");
        }
    }
}
