//! Tile sets chosen in the app: View → Tiles, the dialogs, a folder dropped on the window;
//! the preview before a set is used; every screen (and "Copy image") drawn with the set; a bad
//! set keeping the previous one with a notice; the choice kept over a restart; the preview
//! in English, Russian and Polish (snapshots).

use crate::harness::{app_harness, app_harness_sized, apply, click, click_sample, scratch};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use std::path::{Path, PathBuf};
use tilewise::app::i18n::{I18n, Lang};
use tilewise::app::screens::tile_sets::{TileChoice, TileSetCommand};
use tilewise::app::{Command, Screen, Settings, TilewiseApp};

/// The colour of the test sets' pictures: no tile of ours is drawn in it.
const MAGENTA: [u8; 3] = [255, 0, 255];

/// Every face's file name.
fn face_names() -> Vec<String> {
    tilewise::art::faces::every_face()
        .into_iter()
        .map(tilewise::art::faces::face_name)
        .collect()
}

/// A folder of plain pictures of one colour, one per face but those in `skip`.
fn plain_set(dir: &Path, rgb: [u8; 3], skip: &[&str]) -> PathBuf {
    std::fs::create_dir_all(dir).expect("a set folder");
    let [r, g, b] = rgb;
    let picture = image::RgbaImage::from_pixel(30, 40, image::Rgba([r, g, b, 255]));
    for name in face_names() {
        if !skip.contains(&name.as_str()) {
            picture
                .save_with_format(dir.join(format!("{name}.png")), image::ImageFormat::Png)
                .expect("a picture");
        }
    }
    dir.to_path_buf()
}

/// Pixels of (about) this colour in the rendered window.
fn pixels_of(harness: &mut Harness<'_, TilewiseApp>, rgb: [u8; 3]) -> usize {
    let image = harness.render().expect("a rendered frame");
    image
        .pixels()
        .filter(|p| p.0[..3].iter().zip(rgb).all(|(&a, b)| a.abs_diff(b) < 12))
        .count()
}

/// Waits for the set loading in the background, then runs the frames that take it.
fn arrive(harness: &mut Harness<'_, TilewiseApp>) {
    harness.state_mut().wait_for_jobs();
    harness.run();
}

/// Asks for a set as the menu does and waits for it (no frame runs meanwhile: the
/// "Loading tiles…" spinner would keep asking for them).
fn preview(harness: &mut Harness<'_, TilewiseApp>, choice: TileChoice) {
    let ctx = harness.ctx.clone();
    let command = Command::Tiles(TileSetCommand::Preview(choice));
    harness.state_mut().apply(command, &ctx);
    arrive(harness);
}

/// Clicks the widget with this label; the frame that takes the click starts a set loading,
/// which is waited for.
fn click_and_arrive(harness: &mut Harness<'_, TilewiseApp>, label: &str) {
    harness.get_by_label(label).click();
    harness.step();
    harness.step();
    arrive(harness);
}

/// Chooses a set as the menu does, waits for it, and clicks "Use this set" in its preview.
fn choose(harness: &mut Harness<'_, TilewiseApp>, choice: TileChoice) {
    preview(harness, choice);
    assert!(harness.state().tiles.preview.is_some(), "the preview opens");
    click(harness, "Use this set");
    assert!(harness.state().tiles.preview.is_none());
}

/// The folder the set in use was loaded from.
fn current_origin(harness: &Harness<'_, TilewiseApp>) -> Option<PathBuf> {
    harness
        .state()
        .tiles
        .current
        .as_ref()
        .map(|s| s.origin().to_path_buf())
}

/// Shows a screen (with a replay open on Replays).
fn show(harness: &mut Harness<'_, TilewiseApp>, screen: Screen) {
    apply(harness, Command::Show(screen));
    if screen == Screen::Replays && harness.state().replays.game.is_none() {
        click_sample(harness, "zj-short-demo.ron");
    }
}

#[test]
fn choosing_a_set_changes_the_tiles_of_every_screen_and_copy_image() {
    let dir = plain_set(&scratch("tile-sets", "every-screen"), MAGENTA, &[]);
    let mut harness = app_harness(Settings::default());
    harness.run();
    let screens = [
        Screen::Calculator,
        Screen::Drill,
        Screen::Rules,
        Screen::Replays,
    ];
    for screen in screens {
        show(&mut harness, screen);
        assert_eq!(pixels_of(&mut harness, MAGENTA), 0, "{screen:?} before");
    }
    apply(&mut harness, Command::Show(Screen::Calculator));
    choose(&mut harness, TileChoice::Set(dir.clone()));
    assert_eq!(
        harness.state().settings.tile_set,
        TileChoice::Set(dir.clone())
    );
    assert_eq!(current_origin(&harness), Some(dir.clone()));
    for screen in screens {
        show(&mut harness, screen);
        let magenta = pixels_of(&mut harness, MAGENTA);
        assert!(magenta > 2000, "{screen:?}: {magenta} pixels of the set");
    }
    // "Copy image" of the calculator's hand draws with the set too.
    apply(&mut harness, Command::Show(Screen::Calculator));
    let copied = crate::images::click_and_take_copy(&mut harness, "Copy image");
    let magenta = copied
        .pixels
        .iter()
        .filter(|p| p.r() > 240 && p.g() < 15 && p.b() > 240)
        .count();
    assert!(magenta > 1000, "{magenta} pixels of the set in the copy");
    // Back to the built-in art: the set's textures are freed.
    apply(&mut harness, Command::Tiles(TileSetCommand::BuiltIn));
    assert!(harness.state().tiles.current.is_none());
    assert_eq!(pixels_of(&mut harness, MAGENTA), 0);
    assert_eq!(
        tilewise::app::widgets::tile_art::texture_count(&harness.ctx),
        0
    );
}

#[test]
fn a_bad_set_keeps_the_previous_one_with_a_notice_and_a_set_missing_tiles_says_which() {
    let root = scratch("tile-sets", "bad");
    let good = plain_set(&root.join("good"), MAGENTA, &[]);
    let mut harness = app_harness(Settings::default());
    harness.run();
    choose(&mut harness, TileChoice::Set(good.clone()));
    // A file that is no set, a folder with no picture: refused, said, nothing changes.
    let text = root.join("notes.txt");
    std::fs::write(&text, "not tiles").expect("a file");
    let empty = root.join("empty");
    std::fs::create_dir_all(&empty).expect("a folder");
    for bad in [text, empty] {
        preview(&mut harness, TileChoice::Set(bad.clone()));
        assert!(harness.state().tiles.preview.is_none(), "no preview");
        harness.get_by_label_contains(&format!("The tile set cannot be used: {}", bad.display()));
        assert_eq!(current_origin(&harness), Some(good.clone()));
        assert_eq!(
            harness.state().settings.tile_set,
            TileChoice::Set(good.clone())
        );
    }
    assert!(
        pixels_of(&mut harness, MAGENTA) > 2000,
        "still drawn with the set"
    );

    // Two pictures missing: the set is used, the preview and a notice name them.
    let green = [0, 200, 0];
    let partial = plain_set(&root.join("partial"), green, &["1m", "back"]);
    preview(&mut harness, TileChoice::Set(partial.clone()));
    harness.get_by_label_contains("(1m, back)");
    click(&mut harness, "Use this set");
    assert_eq!(current_origin(&harness), Some(partial));
    harness.get_by_label_contains("Tile set “partial”: no picture for 2 tiles (1m, back)");
    assert!(pixels_of(&mut harness, green) > 2000);
    assert_eq!(pixels_of(&mut harness, MAGENTA), 0, "the old set is gone");
}

#[test]
fn what_a_set_says_about_its_pictures_is_said_once_not_at_every_start() {
    let root = scratch("tile-sets", "said-once");
    let partial = plain_set(&root.join("partial"), [0, 200, 0], &["1m", "back"]);
    let said = "Tile set “partial”: no picture for 2 tiles (1m, back)";
    let mut harness = app_harness(Settings::default());
    harness.run();
    choose(&mut harness, TileChoice::Set(partial.clone()));
    harness.get_by_label_contains(said);
    let mut storage = crate::tile_styles::MemoryStorage::default();
    eframe::App::save(harness.state_mut(), &mut storage);
    drop(harness);
    let saved: Settings = eframe::get_value(&storage, "tilewise-settings").expect("saved");
    assert!(saved.tile_set_notices_seen.is_some());
    // The next start draws with the set and says nothing it said before.
    let mut again = app_harness(saved.clone());
    arrive(&mut again);
    assert_eq!(current_origin(&again), Some(partial.clone()));
    assert!(again.query_by_label_contains(said).is_none(), "said again");
    drop(again);
    // A picture more is missing: that is new, and said.
    std::fs::remove_file(partial.join("2m.png")).expect("a picture removed");
    let mut changed = app_harness(saved);
    arrive(&mut changed);
    changed.get_by_label_contains("no picture for 3 tiles");
    std::fs::remove_dir_all(&root).ok();
}

#[test]
fn the_chosen_set_survives_a_restart_and_a_set_gone_at_start_is_said() {
    let dir = plain_set(&scratch("tile-sets", "restart"), MAGENTA, &[]);
    let mut harness = app_harness(Settings::default());
    harness.run();
    choose(&mut harness, TileChoice::Set(dir.clone()));
    let mut storage = crate::tile_styles::MemoryStorage::default();
    eframe::App::save(harness.state_mut(), &mut storage);
    drop(harness);
    let saved: Settings = eframe::get_value(&storage, "tilewise-settings").expect("saved");
    assert_eq!(saved.tile_set, TileChoice::Set(dir.clone()));
    assert_eq!(saved.recent_tile_sets, [dir.display().to_string()]);

    let mut again = app_harness(saved.clone());
    arrive(&mut again);
    assert_eq!(current_origin(&again), Some(dir.clone()));
    assert!(
        again.state().tiles.preview.is_none(),
        "used with no preview"
    );
    assert!(pixels_of(&mut again, MAGENTA) > 2000);
    drop(again);

    // The set gone: built-in tiles and a notice; the choice is kept for when it is back.
    std::fs::remove_dir_all(&dir).expect("the set removed");
    let mut gone = app_harness(saved);
    arrive(&mut gone);
    assert!(gone.state().tiles.current.is_none());
    gone.get_by_label_contains("The tile set chosen last time cannot be loaded");
    assert_eq!(gone.state().settings.tile_set, TileChoice::Set(dir));
    assert_eq!(pixels_of(&mut gone, MAGENTA), 0);
}

#[test]
fn the_view_menu_offers_the_bundled_set_a_folder_and_the_recent_sets() {
    let dir = plain_set(&scratch("tile-sets", "menu"), MAGENTA, &[]);
    let i18n = I18n::new(Lang::English);
    let mut harness = app_harness(Settings::default());
    harness.run();
    click(&mut harness, &i18n.tr("settings-view"));
    click_and_arrive(&mut harness, "Ivory (bundled set)");
    harness.get_by_label("Tile set: Tilewise ivory");
    harness.get_by_label("Every tile has a picture.");
    // Cancel: nothing changes, the preview's textures go.
    click(&mut harness, "Cancel");
    assert!(harness.state().tiles.preview.is_none());
    assert_eq!(harness.state().settings.tile_set, TileChoice::BuiltIn);
    assert_eq!(
        tilewise::app::widgets::tile_art::texture_count(&harness.ctx),
        0
    );

    // "Open tile set folder…": the path field (no system dialog in tests) takes a folder.
    if harness.query_by_label("Open tile set folder…").is_none() {
        click(&mut harness, &i18n.tr("settings-view"));
    }
    click(&mut harness, "Open tile set folder…");
    assert!(harness.state().path_field.is_some());
    harness
        .get_by_label("Path")
        .set_text_value_accesskit(&dir.display().to_string());
    harness.run();
    harness.key_press(egui::Key::Enter);
    harness.step();
    harness.step();
    assert!(harness.state().path_field.is_none(), "a folder is taken");
    arrive(&mut harness);
    click(&mut harness, "Use this set");
    assert_eq!(
        harness.state().settings.tile_set,
        TileChoice::Set(dir.clone())
    );

    // The set is listed as recent; the built-in tiles are one click away.
    if harness.query_by_label("Built-in tiles").is_none() {
        click(&mut harness, &i18n.tr("settings-view"));
    }
    let name = dir
        .file_name()
        .expect("a name")
        .to_string_lossy()
        .into_owned();
    harness.get_by_label(&name);
    click(&mut harness, "Built-in tiles");
    assert_eq!(harness.state().settings.tile_set, TileChoice::BuiltIn);
    assert!(harness.state().tiles.current.is_none());
}

/// A folder dropped on the window, as a desktop drops it: a path, no bytes.
#[derive(Debug)]
struct DroppedFolder(PathBuf);

impl egui::DroppedFile for DroppedFolder {
    fn path(&self) -> &Path {
        &self.0
    }
    fn bytes(&self) -> Result<Vec<u8>, String> {
        Err("a folder".into())
    }
}

#[test]
fn a_folder_dropped_on_the_window_is_previewed() {
    let dir = plain_set(&scratch("tile-sets", "dropped"), MAGENTA, &[]);
    let mut harness = app_harness(Settings::default());
    harness.run();
    harness
        .input_mut()
        .dropped_files
        .push(std::sync::Arc::new(DroppedFolder(dir.clone())));
    harness.step();
    arrive(&mut harness);
    let shown = harness
        .state()
        .tiles
        .preview
        .as_ref()
        .map(|(c, _)| c.clone());
    assert_eq!(shown, Some(TileChoice::Set(dir)));
    assert_eq!(harness.state().settings.screen, Screen::Calculator);
}

/// The preview of the bundled set in a language, as a snapshot.
fn preview_snapshot(lang: Lang, name: &str) {
    let settings = Settings {
        language: lang,
        ..Settings::default()
    };
    let mut harness = app_harness_sized(settings, egui::vec2(1024.0, 760.0));
    harness.run();
    preview(&mut harness, TileChoice::Ivory);
    let i18n = I18n::new(lang);
    harness.get_by_label(&i18n.tr("tiles-use"));
    harness.snapshot(name);
}

#[test]
fn snapshot_of_the_preview_in_english() {
    preview_snapshot(Lang::English, "tile_set_preview_en");
}

#[test]
fn snapshot_of_the_preview_in_russian() {
    preview_snapshot(Lang::Russian, "tile_set_preview_ru");
}

#[test]
fn snapshot_of_the_preview_in_polish() {
    preview_snapshot(Lang::Polish, "tile_set_preview_pl");
}

#[test]
fn an_exported_worksheet_is_drawn_with_the_chosen_set() {
    use tilewise::app::screens::set_builder::BuilderCommand;
    let dir = plain_set(&scratch("tile-sets", "worksheet"), MAGENTA, &[]);
    let mut harness = app_harness(Settings::default());
    harness.run();
    choose(&mut harness, TileChoice::Set(dir.clone()));
    click(&mut harness, &I18n::new(Lang::English).tr("set-build-add"));
    assert_eq!(harness.state().builder.set.hands.len(), 1);
    let path = dir.join("sheet.pdf");
    apply(
        &mut harness,
        Command::Builder(BuilderCommand::ExportTo {
            path: path.clone(),
            corner_index: true,
        }),
    );
    assert!(
        harness
            .state()
            .builder
            .said(tilewise::app::i18n::I18n::english())
            .is_some_and(|(_, good)| good),
        "{:?}",
        harness.state().builder.message
    );
    let pdf = std::fs::read(&path).expect("the sheet written");
    let state = harness.state();
    let options = state
        .builder
        .worksheet_options(true, &I18n::new(Lang::English));
    let faces = state
        .tiles
        .current
        .as_deref()
        .map(tilewise::tileset::TileSet::faces);
    assert!(faces.is_some(), "the set is in use");
    let with_set =
        tilewise::print::worksheet_pdf_with_tiles(&state.builder.set, &options, faces).unwrap();
    let built_in = tilewise::print::worksheet_pdf(&state.builder.set, &options).unwrap();
    assert_eq!(pdf, with_set, "the sheet is drawn with the set's pictures");
    assert_ne!(pdf, built_in);
    let images = pdf.windows(13).filter(|w| w == b"/Subtype/Imag").count();
    assert!(images > 0, "the pictures are embedded");
}
