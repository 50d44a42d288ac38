//! Tile sets on screen: the set chosen in View → Tiles (the built-in art, our bundled ivory
//! set, or a club's folder or `.zip` of pictures), loaded off the UI thread, previewed whole
//! before it is used, kept in the settings and loaded again at start.
//!
//! The flow, every step a [`TileSetCommand`] applied by [`TileSets`] (the screen contract):
//! a set chosen (menu, dialog, path field, drop) is read and decoded on a thread of its own
//! ([`TileSets::start`]) while a "Loading tiles…" line turns in the top bar; its arrival
//! (the job's report, read each frame) opens the preview; "Use this set" installs it in the
//! [`TileView`] every tile widget draws with. A set that cannot be loaded is said in a notice
//! and the tiles stay as they were; a set with missing or refused pictures is used, its tiles
//! without a picture drawn as built in and listed in a notice.

use crate::app::context::Ctx;
use crate::app::effect::{Dialog, Effect, FileKind, Job, Then};
use crate::app::i18n::I18n;
use crate::app::notice::{Notice, NoticeLevel};
use crate::app::screens::Screen;
use crate::app::widgets::tile_art::{self, Face, TileLook, TileView, paint_tile, tile_size};
use crate::app::{Command, Settings};
use crate::i18n::Localized;
use crate::tileset::{TileSet, TileSetError};
use egui::RichText;

use std::path::{Path, PathBuf};
use std::sync::Arc;

/// The most tile sets listed under "recent".
pub use crate::app::storage::RECENT_TILE_SETS_MAX;

pub use crate::tileset::TileChoice;

/// Why a set is loaded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// Chosen now: previewed, then used when the user says so.
    Preview,
    /// The settings' set, at start: used when it loads, said when it does not.
    Restore,
}

/// A set loaded (or not) in the background.
#[derive(Clone, Debug)]
pub struct Arrival {
    /// The loading it answers (the sets' count of loadings started).
    pub loading: u64,
    pub choice: TileChoice,
    pub purpose: Purpose,
    pub result: Result<Arc<TileSet>, Arc<TileSetError>>,
}

impl PartialEq for Arrival {
    fn eq(&self, other: &Self) -> bool {
        self.loading == other.loading
            && self.choice == other.choice
            && self.purpose == other.purpose
            && match (&self.result, &other.result) {
                (Ok(a), Ok(b)) => Arc::ptr_eq(a, b),
                (Err(a), Err(b)) => Arc::ptr_eq(a, b),
                _ => false,
            }
    }
}

/// Every change to the tiles chosen.
#[derive(Clone, Debug, PartialEq)]
pub enum TileSetCommand {
    /// The built-in art, no set.
    BuiltIn,
    /// Loads a set in the background, then previews it.
    Preview(TileChoice),
    /// A set loaded in the background (`TileSets::poll`).
    Arrived(Arrival),
    /// "Use this set": the set previewed is drawn from now on, and kept in the settings.
    Use,
    /// "Cancel": the set previewed is dropped, the tiles stay as they were.
    CancelPreview,
    /// "Open tile set folder…".
    OpenFolderDialog,
    /// "Open tile set (.zip)…".
    OpenZipDialog,
}

/// A set being read and decoded on its own thread.
struct Loading {
    /// The count of loadings when it started: only its own arrival is taken.
    id: u64,
    choice: TileChoice,
}

/// The answer for a loading thread that ended without one (it panicked): a set not readable.
fn loading_stopped(choice: &TileChoice) -> Result<TileSet, TileSetError> {
    let path = match choice {
        TileChoice::Set(path) => path.display().to_string(),
        _ => crate::tileset::ivory::IVORY_FOLDER.to_string(),
    };
    Err(TileSetError::Unreadable {
        path,
        error: "the loading stopped".into(),
    })
}

/// The tile sets of the app: the one in use, the one loading, the one previewed.
#[derive(Default)]
pub struct TileSets {
    /// The set drawn now (`None`: the built-in art).
    pub current: Option<Arc<TileSet>>,
    /// The set shown in the preview window, waiting for "Use this set".
    pub preview: Option<(TileChoice, Arc<TileSet>)>,
    loading: Option<Loading>,
    /// Loadings started so far (each loading's id).
    loadings_started: u64,
}

impl TileSets {
    /// The pictures of the set in use (none: the built-in art).
    pub fn faces(&self) -> Option<&crate::art::faces::PictureFaces> {
        self.current.as_deref().map(TileSet::faces)
    }

    /// Starts reading `choice` on a thread of its own (a set loading already is forgotten):
    /// the job to run, which makes the set's textures and says [`TileSetCommand::Arrived`].
    pub fn start(&mut self, choice: TileChoice, purpose: Purpose) -> Effect {
        self.loadings_started += 1;
        let id = self.loadings_started;
        self.loading = Some(Loading {
            id,
            choice: choice.clone(),
        });
        let arrived = move |choice: TileChoice, result: Result<TileSet, TileSetError>| {
            Command::Tiles(TileSetCommand::Arrived(Arrival {
                loading: id,
                choice,
                purpose,
                result: result.map(Arc::new).map_err(Arc::new),
            }))
        };
        let stopped = arrived(choice.clone(), loading_stopped(&choice));
        Effect::Spawn(Job::new("tile-set-load", stopped, move |report| {
            let result = choice.load().unwrap_or_else(|| loading_stopped(&choice));
            if let (Ok(set), Some(ctx)) = (&result, report.context()) {
                crate::app::widgets::tile_art::make_textures(ctx, set.faces());
            }
            report.say(arrived(choice, result));
        }))
    }

    /// Whether a set is being loaded, and which.
    pub fn loading(&self) -> Option<&TileChoice> {
        self.loading.as_ref().map(|l| &l.choice)
    }

    /// Whether `arrival` answers the loading in progress (which it ends); an earlier one's,
    /// forgotten since, is not taken.
    fn take(&mut self, arrival: &Arrival) -> bool {
        let ours = self
            .loading
            .as_ref()
            .is_some_and(|l| l.id == arrival.loading);
        if ours {
            self.loading = None;
        }
        ours
    }
}

/// `recent` with `path` first, once, at most [`RECENT_TILE_SETS_MAX`] long.
pub fn remember(recent: &mut Vec<String>, path: String) {
    recent.retain(|p| *p != path);
    recent.insert(0, path);
    recent.truncate(RECENT_TILE_SETS_MAX);
}

/// A fingerprint of what a set says about its pictures (its name and every notice, FNV-1a):
/// the same set with the same pictures gives the same number from run to run.
pub fn notices_key(set: &TileSet) -> u64 {
    let text = std::iter::once(set.name().to_string())
        .chain(set.notices().iter().map(ToString::to_string))
        .collect::<Vec<_>>()
        .join("\n");
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |hash, b| {
        (hash ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// What a set says about its pictures (tiles drawn as built in, files left out), one notice
/// per thing said.
fn set_notices(set: &TileSet) -> Vec<Notice> {
    set.notices()
        .iter()
        .map(|n| {
            Notice::new(NoticeLevel::Warning, "notice-tileset-notice")
                .arg("name", set.name())
                .arg_msg("notice", n.message())
        })
        .collect()
}

impl Screen for TileSets {
    type Command = TileSetCommand;

    /// Applies one command of the tiles chosen: what the settings keep and the tile view
    /// every widget draws with are asked of the app.
    fn apply(&mut self, command: TileSetCommand, ctx: &Ctx) -> Vec<Effect> {
        let settings = ctx.settings;
        match command {
            TileSetCommand::BuiltIn => {
                self.current = None;
                vec![Effect::ChooseTiles(TileChoice::BuiltIn), Effect::TileView]
            }
            TileSetCommand::Preview(TileChoice::BuiltIn) => {
                self.apply(TileSetCommand::BuiltIn, ctx)
            }
            TileSetCommand::Preview(choice) => {
                self.preview = None;
                vec![self.start(choice, Purpose::Preview)]
            }
            TileSetCommand::Arrived(arrival) if !self.take(&arrival) => Vec::new(),
            TileSetCommand::Arrived(arrival) => match (arrival.purpose, arrival.result) {
                (Purpose::Preview, Ok(set)) => {
                    self.preview = Some((arrival.choice, set));
                    Vec::new()
                }
                (Purpose::Preview, Err(e)) => vec![Effect::Notify(
                    Notice::new(NoticeLevel::Error, "notice-tileset-failed")
                        .arg_msg("error", e.message()),
                )],
                // Chosen another meanwhile: the settings' set is no longer wanted.
                (Purpose::Restore, _) if settings.tile_set != arrival.choice => Vec::new(),
                (Purpose::Restore, Ok(set)) => {
                    // Said once: at start only when the set says something new.
                    let key = notices_key(&set);
                    let mut effects = Vec::new();
                    if settings.tile_set_notices_seen != Some(key) {
                        effects.extend(set_notices(&set).into_iter().map(Effect::Notify));
                        effects.push(Effect::TilesSeen(key));
                    }
                    self.current = Some(set);
                    effects.push(Effect::TileView);
                    effects
                }
                // The choice is kept: a set on a drive not mounted today is back tomorrow.
                (Purpose::Restore, Err(e)) => vec![Effect::Notify(
                    Notice::new(NoticeLevel::Warning, "notice-tileset-gone")
                        .arg_msg("error", e.message()),
                )],
            },
            TileSetCommand::Use => {
                let Some((choice, set)) = self.preview.take() else {
                    return Vec::new();
                };
                let mut effects: Vec<Effect> =
                    set_notices(&set).into_iter().map(Effect::Notify).collect();
                effects.push(Effect::ChooseTiles(choice));
                effects.push(Effect::TilesSeen(notices_key(&set)));
                self.current = Some(set);
                effects.push(Effect::TileView);
                effects
            }
            TileSetCommand::CancelPreview => {
                self.preview = None;
                vec![Effect::TileView]
            }
            TileSetCommand::OpenFolderDialog => vec![Effect::Dialog(Dialog::open(
                FileKind::TileFolder,
                Then::OpenTileSet,
            ))],
            TileSetCommand::OpenZipDialog => vec![Effect::Dialog(Dialog::open(
                FileKind::TileZip,
                Then::OpenTileSet,
            ))],
        }
    }

    /// The preview of a set being chosen, over the screen.
    fn ui(&self, ui: &mut egui::Ui, ctx: &Ctx, out: &mut Vec<TileSetCommand>) {
        preview_ui(ui.ctx(), self, ctx.i18n, out);
    }
}

/// A set's shown name in the menu: its folder's or zip's name.
fn recent_name(path: &str) -> String {
    Path::new(path)
        .file_name()
        .map_or_else(|| path.to_string(), |n| n.to_string_lossy().into_owned())
}

/// The Tiles part of the View menu: the built-in art, the bundled set, the recent sets, the
/// dialogs, large tiles and high contrast.
pub fn tiles_menu_ui(ui: &mut egui::Ui, settings: &Settings, i18n: &I18n, out: &mut Vec<Command>) {
    let tiles = |c| Command::Tiles(c);
    ui.label(RichText::new(i18n.tr("settings-tiles")).strong());
    let chosen = &settings.tile_set;
    if ui
        .radio(*chosen == TileChoice::BuiltIn, i18n.tr("tiles-built-in"))
        .clicked()
        && *chosen != TileChoice::BuiltIn
    {
        out.push(tiles(TileSetCommand::BuiltIn));
    }
    if ui
        .radio(*chosen == TileChoice::Ivory, i18n.tr("tiles-ivory"))
        .on_hover_text(i18n.tr("tiles-ivory-hint"))
        .clicked()
    {
        out.push(tiles(TileSetCommand::Preview(TileChoice::Ivory)));
    }
    for path in &settings.recent_tile_sets {
        let choice = TileChoice::Set(PathBuf::from(path));
        if ui
            .radio(*chosen == choice, recent_name(path))
            .on_hover_text(path)
            .clicked()
        {
            out.push(tiles(TileSetCommand::Preview(choice)));
        }
    }
    if ui.button(i18n.tr("tiles-open-folder")).clicked() {
        out.push(tiles(TileSetCommand::OpenFolderDialog));
    }
    if ui.button(i18n.tr("tiles-open-zip")).clicked() {
        out.push(tiles(TileSetCommand::OpenZipDialog));
    }
    ui.separator();
    let mut large = settings.large_tiles;
    if ui
        .checkbox(&mut large, i18n.tr("settings-large-tiles"))
        .on_hover_text(i18n.tr("settings-large-tiles-hint"))
        .changed()
    {
        out.push(Command::SetLargeTiles(large));
    }
    let mut contrast = settings.tile_style == tile_art::TileStyle::HighContrast;
    if ui
        .checkbox(&mut contrast, i18n.tr("settings-high-contrast"))
        .on_hover_text(i18n.tr("settings-high-contrast-hint"))
        .changed()
    {
        let style = if contrast {
            tile_art::TileStyle::HighContrast
        } else {
            tile_art::TileStyle::Classic
        };
        out.push(Command::SetTileStyle(style));
    }
}

/// "Loading tiles…" with a spinner, while a set loads (in the top bar).
pub fn loading_ui(ui: &mut egui::Ui, tiles: &TileSets, i18n: &I18n) {
    if tiles.loading().is_some() {
        ui.label(RichText::new(i18n.tr("tiles-loading")).weak());
        ui.spinner();
    }
}

/// The faces of the preview, a row at a time: the suits, the honours, the bonus tiles, the
/// back.
const PREVIEW_PER_ROW: usize = 9;
/// The height of a tile in the preview, in points.
const PREVIEW_TILE_HEIGHT: f32 = 52.0;

/// The preview of a set before it is used: its name, author and licence, where it is from,
/// what it lacks, every face drawn with it; "Use this set" and "Cancel".
pub fn preview_ui(
    ctx: &egui::Context,
    tiles: &TileSets,
    i18n: &I18n,
    out: &mut Vec<TileSetCommand>,
) {
    let Some((choice, set)) = &tiles.preview else {
        return;
    };
    let view = TileView::current(ctx);
    egui::Modal::new(egui::Id::unique("tile_set_preview")).show(ctx, |ui| {
        ui.set_max_width(PREVIEW_PER_ROW as f32 * (tile_size(PREVIEW_TILE_HEIGHT).x + 6.0) + 8.0);
        ui.heading(i18n.tr_args("tiles-preview-title", &[("name", set.name().into())]));
        let manifest = set.manifest();
        // Our own set's author and licence are said in the reader's language; a club's set's as
        // written.
        let author = match choice {
            TileChoice::Ivory => i18n.tr("tiles-ivory-author"),
            _ => manifest.author.clone(),
        };
        if !author.trim().is_empty() {
            ui.label(i18n.tr_args("tiles-author", &[("author", author.into())]));
        }
        let licence = match choice {
            TileChoice::Ivory => i18n.tr("tiles-ivory-licence"),
            _ => manifest.licence.clone(),
        };
        if !licence.trim().is_empty() {
            ui.label(i18n.tr_args("tiles-licence", &[("licence", licence.into())]));
        }
        let from = match choice {
            TileChoice::Set(path) => path.display().to_string(),
            _ => i18n.tr("tiles-bundled"),
        };
        ui.label(RichText::new(i18n.tr_args("tiles-origin", &[("path", from.into())])).weak());
        if set.notices().is_empty() {
            ui.label(i18n.tr("tiles-complete"));
        } else {
            let warn = ui.visuals().warn_fg_color;
            for n in set.notices() {
                ui.add(
                    egui::Label::new(RichText::new(i18n.message(&n.message())).color(warn)).wrap(),
                );
            }
        }
        ui.add_space(6.0);
        let look = TileLook {
            style: view.style,
            pictures: Some(set.faces()),
            ..TileLook::default()
        };
        let faces = crate::art::faces::every_face();
        egui::ScrollArea::vertical()
            .max_height(420.0)
            .show(ui, |ui| {
                for row in faces.chunks(PREVIEW_PER_ROW) {
                    ui.horizontal(|ui| {
                        for &face in row {
                            preview_tile(ui, face, look);
                        }
                    });
                }
            });
        ui.add_space(6.0);
        ui.horizontal(|ui| {
            if ui.button(i18n.tr("tiles-use")).clicked() {
                out.push(TileSetCommand::Use);
            }
            if ui.button(i18n.tr("tiles-cancel")).clicked()
                || ui.input_mut(|i| i.consume_key(egui::Modifiers::NONE, egui::Key::Escape))
            {
                out.push(TileSetCommand::CancelPreview);
            }
        });
    });
}

/// One face of the preview, named by its notation for screen readers and on hover.
fn preview_tile(ui: &mut egui::Ui, face: Face, look: TileLook<'_>) {
    let (rect, response) =
        ui.allocate_exact_size(tile_size(PREVIEW_TILE_HEIGHT), egui::Sense::hover());
    let name = crate::art::faces::face_name(face);
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, &name));
    if ui.is_rect_visible(rect) {
        paint_tile(ui.painter(), rect, face, look);
    }
    response.on_hover_text(name);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn recent_sets_are_newest_first_once_and_bounded() {
        let mut recent = Vec::new();
        for n in 0..7 {
            remember(&mut recent, format!("/sets/{n}"));
        }
        remember(&mut recent, "/sets/4".into());
        assert_eq!(
            recent,
            ["/sets/4", "/sets/6", "/sets/5", "/sets/3", "/sets/2"]
        );
    }

    #[test]
    fn a_folder_or_a_zip_dropped_is_a_tile_set() {
        let dir = tempfile::tempdir().expect("temp");
        assert_eq!(
            TileChoice::of_dropped(dir.path()),
            Some(TileChoice::Set(dir.path().to_path_buf()))
        );
        let zip = dir.path().join("club.ZIP");
        assert!(TileChoice::of_dropped(&zip).is_some());
        assert_eq!(TileChoice::of_dropped(&dir.path().join("hand.ron")), None);
    }

    #[test]
    fn a_set_loads_in_the_background_and_arrives_once() {
        let mut tiles = TileSets::default();
        let first = tiles.start(TileChoice::Ivory, Purpose::Preview);
        let load = tiles.start(TileChoice::Ivory, Purpose::Preview);
        assert_eq!(tiles.loading(), Some(&TileChoice::Ivory));
        let arrivals = |effect: Effect| crate::app::run_effect::run_here([effect]);
        let first = arrivals(first);
        let [Command::Tiles(TileSetCommand::Arrived(late))] = first.as_slice() else {
            panic!("one arrival");
        };
        // The first loading was forgotten when the second started: its set is not taken.
        assert!(!tiles.take(late));
        assert_eq!(tiles.loading(), Some(&TileChoice::Ivory));
        let load = arrivals(load);
        let [Command::Tiles(TileSetCommand::Arrived(arrival))] = load.as_slice() else {
            panic!("one arrival");
        };
        assert!(arrival.result.is_ok());
        assert!(tiles.take(arrival));
        assert_eq!(tiles.loading(), None);
        assert!(!tiles.take(arrival));
    }
}
