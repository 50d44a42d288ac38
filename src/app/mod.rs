//! The desktop app (eframe/egui): UI only. Screens call the library; state changes go
//! through [`Command`]s handled in [`TilewiseApp::apply`].

pub mod action;
pub mod autosave;
pub mod context;
pub mod effect;
pub mod explain;
pub mod files;
pub mod forward;
mod frame_stats;
pub mod i18n;
pub mod launch;
pub mod notice;
pub mod path_dialog;
pub mod route;
pub mod run_effect;
pub mod storage;
// The viewer's pages beside the table: a results-only hand, the night at a glance.
pub mod screens;
pub mod widgets;

use frame_stats::FrameStats;

use action::{Action, Scope};
use effect::Effect;
use egui::{Key, Modifiers, RichText};
use i18n::{I18n, Lang};
pub use run_effect::Dialogs;
use screens::Screen as _;
use screens::calculator::{CalcCommand, Calculator};
use screens::drill::{Drill, DrillCommand};
use screens::house_rules::{HouseCommand, HousePanel};
use screens::progress::{ProgressCommand, ProgressView};
use screens::recorder::{Recorder, RecorderCommand};
use screens::replays::{Replays, ReplaysCommand};
use screens::rules::{RulesCommand, RulesView};
use screens::set_builder::{BuilderCommand, SetBuilder};
use serde::{Deserialize, Serialize};

/// Applies a command to the screen in `app.screen` with the app's context (the tile pictures in
/// use included) and runs the effects it asks for.
macro_rules! apply_screen {
    ($app:ident . $screen:ident, $command:expr, $ctx:expr) => {{
        let shared = context::Ctx::new(&$app.settings, &$app.i18n).with_faces($app.tiles.faces());
        let effects = $app.$screen.apply($command, &shared);
        for effect in effects {
            $app.run_effect(effect, $ctx);
        }
    }};
}

/// The screens of the app.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Screen {
    #[default]
    Calculator,
    Drill,
    Rules,
    Replays,
    /// The learner's progress: accuracy, weakest patterns, what is due.
    Progress,
    /// A game at a real table recorded hand by hand (results only).
    Recorder,
    /// A club's season: standings, seating, the season sheet.
    Season,
}

impl Screen {
    /// Every screen, in the order of the tabs.
    pub const ALL: [Screen; 7] = [
        Screen::Calculator,
        Screen::Drill,
        Screen::Rules,
        Screen::Replays,
        Screen::Progress,
        Screen::Recorder,
        Screen::Season,
    ];

    /// The message id of the screen's tab.
    pub fn label_key(self) -> &'static str {
        match self {
            Screen::Calculator => "nav-calculator",
            Screen::Drill => "nav-drill",
            Screen::Rules => "nav-rules",
            Screen::Replays => "nav-replays",
            Screen::Progress => "nav-progress",
            Screen::Recorder => "nav-recorder",
            Screen::Season => "nav-season",
        }
    }
}

/// Light, dark, or as the system says.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum ThemeChoice {
    #[default]
    System,
    Light,
    Dark,
}

/// Settings kept between runs (eframe storage).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    pub theme: ThemeChoice,
    pub language: Lang,
    /// The beginner's corner index on every tile.
    pub corner_index: bool,
    /// Every tile drawn [`widgets::tile_art::LARGE_SCALE`] times taller.
    pub large_tiles: bool,
    /// The usual tile colours or high contrast.
    pub tile_style: widgets::tile_art::TileStyle,
    pub screen: Screen,
    /// Game records opened recently, newest first.
    pub recent_games: Vec<String>,
    /// The season file open last, reopened at the start.
    pub last_season: Option<String>,
    /// The new season's form as it was being typed, offered back at the start.
    pub season_draft: Option<SeasonDraft>,
    /// Drill set files opened or saved recently, newest first.
    pub recent_sets: Vec<String>,
    /// The club's rule options of every system (defaults: the digests'); numbers saved under
    /// older ranges are brought into today's.
    #[serde(deserialize_with = "crate::ron_text::ranged::clamping")]
    pub house_rules: crate::rules::house::HouseRules,
    /// The folder of the last file chosen, where the next dialog (or path field) starts.
    pub last_folder: Option<std::path::PathBuf>,
    /// The tiles drawn: the built-in art, the bundled ivory set, or a folder or `.zip` of
    /// pictures (loaded again at start).
    pub tile_set: screens::tile_sets::TileChoice,
    /// Tile sets (folders, zips) used recently, newest first.
    pub recent_tile_sets: Vec<String>,
    /// What the chosen set said about its pictures when it was last shown
    /// ([`screens::tile_sets::notices_key`]): said again at start only when it says something else.
    pub tile_set_notices_seen: Option<u64>,
}

/// Every change to the app's state.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    Show(Screen),
    /// Shows the Drill on this rule system (a screen asking to practise it).
    Practise(crate::rules::RuleId),
    SetTheme(ThemeChoice),
    SetLanguage(Lang),
    SetCornerIndex(bool),
    /// Large tiles on or off.
    SetLargeTiles(bool),
    SetTileStyle(widgets::tile_art::TileStyle),
    ToggleHelp,
    /// Closes the `index`th of [`TilewiseApp::notices`].
    DismissNotice(usize),
    /// Tells the user something about the app's files (shown in the notices bar).
    Notify(notice::Notice),
    /// The club's house rules from now on (the house-rules panel changed them).
    SetHouseRules(Box<crate::rules::house::HouseRules>),
    /// The tiles chosen from now on, kept in the settings (a set's folder among the recent).
    ChooseTiles(crate::tileset::TileChoice),
    /// The record files opened or saved recently, newest first (kept in the settings).
    RecentGames(Vec<String>),
    /// The drill set files opened or saved recently, newest first (kept in the settings).
    RecentSets(Vec<String>),
    /// The fingerprint of what the set in use said, kept in the settings.
    TilesSeen(u64),
    Calc(CalcCommand),
    Drill(DrillCommand),
    Rules(RulesCommand),
    Replays(ReplaysCommand),
    Progress(ProgressCommand),
    /// Dialogs, reading, writing and the clipboard, run by `app/run_effect.rs`.
    Effect(Box<Effect>),
    /// The app's own path field (a file dialog when no system one can be shown).
    Path(path_dialog::PathCommand),
    House(HouseCommand),
    /// The set being built (`app/screens/set_builder/`).
    Builder(BuilderCommand),
    /// The game being recorded (`app/screens/recorder/`).
    Recorder(RecorderCommand),
    /// The tile set chosen, loaded, previewed (`app/screens/tile_sets/`).
    Tiles(screens::tile_sets::TileSetCommand),
    /// The club's season (`app/screens/season/`).
    Season(screens::season::SeasonCommand),
    /// The season file open last (`None`: the example, or none), reopened at the next start.
    LastSeason(Option<String>),
    /// The new season's form as typed, kept until the season is made (`None`: forgotten).
    SeasonDraft(Option<SeasonDraft>),
}

/// What the new season's form holds, kept in the settings while it is typed (offered back
/// at the next start) and forgotten once the season is made or the form closed.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct SeasonDraft {
    pub name: String,
    /// The rule system's id (`zung-jung`).
    pub system: String,
    pub players: String,
}

const SETTINGS_KEY: &str = "tilewise-settings";

/// How the top bar fits its row, as the last frame measured it: the app's name shown, the
/// controls on the tabs' row, and the width the name takes.
#[derive(Clone, Copy, Debug, PartialEq)]
struct TopBarFit {
    brand: bool,
    one_row: bool,
    brand_width: f32,
}

impl Default for TopBarFit {
    fn default() -> Self {
        TopBarFit {
            brand: true,
            one_row: true,
            brand_width: 90.0,
        }
    }
}

/// The smallest text the app draws, in points at scale 1.
pub const MIN_TEXT_SIZE: f32 = 12.0;

/// Text styles a person can read: egui's small text (9 pt) is raised to [`MIN_TEXT_SIZE`].
pub fn readable_text(style: &mut egui::Style) {
    for font in style.text_styles.values_mut() {
        font.size = font.size.max(MIN_TEXT_SIZE);
    }
}

/// The app's state.
pub struct TilewiseApp {
    pub settings: Settings,
    pub i18n: I18n,
    pub calculator: Calculator,
    pub drill: Drill,
    pub rules: RulesView,
    pub replays: Replays,
    pub house: HousePanel,
    /// The drill set being authored.
    pub builder: SetBuilder,
    /// The learner's progress (kept in memory unless a file is given).
    pub progress: ProgressView,
    /// The game being recorded (kept in memory unless a data folder is given).
    pub recorder: Recorder,
    /// The tile set drawn, the one loading and the one previewed.
    pub tiles: screens::tile_sets::TileSets,
    /// The club's season shown.
    pub season: screens::season::SeasonView,
    /// The egui context, for work in the background to ask for a frame when it is done.
    repaint: egui::Context,
    pub help_open: bool,
    /// What the app has to tell about its files and effects, until dismissed.
    pub notices: notice::Notices,
    /// The lock on the data folder, held for the app's life (`None`: no data folder, or
    /// another Tilewise holds it and this app keeps its work in memory).
    pub data_lock: Option<crate::datafile::DataLock>,
    /// Another Tilewise holds the data folder: this app writes nothing there, its settings
    /// included.
    pub guest: bool,
    /// Writes the settings file atomically when eframe saves (`None`: no data folder, or a
    /// guest, which writes nothing there).
    pub settings_saver: Option<storage::SettingsSaver>,
    /// The file dialogs shown: the system's, or the app's path field.
    pub dialogs: Dialogs,
    /// That no system dialog can be shown is still to be said (once, at the first dialog).
    pub dialogs_untold: bool,
    /// The path field, while it asks for a path.
    pub path_field: Option<path_dialog::PathField>,
    pending: Vec<Command>,
    /// A switch to another record or a close that waits on a save chosen in the replay's
    /// "save the edits?" question while the path field asks where: done once saved, dropped
    /// when the save fails or the field is cancelled.
    /// When the replay last advanced by itself (seconds of egui time).
    last_tick: f64,
    /// With `TILEWISE_FRAME_STATS` set: when the process started, and the frames timed so far.
    stats: Option<FrameStats>,
    /// The window's title as last sent ([`launch::window_title`]).
    pub title: String,
    /// Files handed over by later `tilewise FILE`s (`None`: this app does not listen).
    pub inbox: Option<forward::Inbox>,
    /// What the jobs started by [`effect::Effect::Spawn`] say, as commands: the sender they
    /// are given, and where the app reads them each frame.
    arrivals: (
        std::sync::mpsc::Sender<Command>,
        std::sync::mpsc::Receiver<Command>,
    ),
    /// The threads of the jobs started, until they are waited for or seen finished.
    jobs: Vec<std::thread::JoinHandle<()>>,
}

impl TilewiseApp {
    /// A fresh app with the given settings.
    pub fn new(settings: Settings, ctx: &egui::Context) -> TilewiseApp {
        let mut fonts = egui::FontDefinitions::default();
        widgets::tile_art::install_fonts(&mut fonts);
        ctx.set_fonts(fonts);
        ctx.all_styles_mut(readable_text);
        let mut app = TilewiseApp {
            i18n: I18n::new(settings.language),
            settings,
            calculator: Calculator::with_example(),
            drill: Drill::new(0x5eed),
            rules: RulesView::default(),
            replays: Replays::new(),
            house: HousePanel::default(),
            builder: SetBuilder::default(),
            progress: ProgressView::default(),
            recorder: Recorder::default(),
            tiles: screens::tile_sets::TileSets::default(),
            season: screens::season::SeasonView::default(),
            repaint: ctx.clone(),
            help_open: false,
            notices: notice::Notices::default(),
            data_lock: None,
            guest: false,
            settings_saver: None,
            // The path field until `from_creation` finds what the desktop can show: tests
            // never block on a system dialog.
            dialogs: Dialogs::InApp,
            dialogs_untold: false,
            path_field: None,
            pending: Vec::new(),
            last_tick: 0.0,
            stats: None,
            title: launch::window_title(None),
            inbox: None,
            arrivals: std::sync::mpsc::channel(),
            jobs: Vec::new(),
        };
        app.apply_theme(ctx);
        app.apply_tile_view(ctx);
        app.restore_tile_set();
        app.replays.recent = app.settings.recent_games.clone();
        app.builder.recent = app.settings.recent_sets.clone();
        // The season open last is opened again (read in the background, like any file).
        if let Some(path) = app.settings.last_season.clone() {
            app.pending
                .push(Command::Season(screens::season::SeasonCommand::OpenPath(
                    path.into(),
                )));
        }
        if let Some(draft) = app.settings.season_draft.clone() {
            app.pending.push(Command::Season(
                screens::season::SeasonCommand::ResumeDraft(draft),
            ));
        }
        app.settings.house_rules = app.settings.house_rules.clone().clamped();
        app.score_rules_examples();
        app.house_rules_changed(ctx);
        app.drill.apply(
            DrillCommand::Next,
            &context::Ctx::new(&app.settings, &app.i18n),
        );
        app
    }

    /// Builds the app from eframe's creation context, with the saved settings (checked again:
    /// a zoom out of range is reset before the first frame, the recent list bounded).
    pub fn from_creation(cc: &eframe::CreationContext<'_>) -> TilewiseApp {
        TilewiseApp::from_creation_with(cc, None)
    }

    /// [`TilewiseApp::from_creation`] with the data folder's lock already taken (by [`run`],
    /// before the settings file is checked).
    pub fn from_creation_with(
        cc: &eframe::CreationContext<'_>,
        lock: Option<crate::datafile::DataLock>,
    ) -> TilewiseApp {
        let settings: Settings = cc
            .storage
            .and_then(|s| eframe::get_value(s, SETTINGS_KEY))
            .unwrap_or_default();
        let settings = storage::clamp_settings(&settings).unwrap_or(settings);
        if !storage::ZOOM.contains(&cc.egui_ctx.zoom_factor()) {
            cc.egui_ctx.memory_mut(|m| m.options.zoom_factor = 1.0);
        }
        let mut app = TilewiseApp::new(settings, &cc.egui_ctx);
        app.data_lock = lock;
        app.dialogs = Dialogs::detect();
        app.dialogs_untold = app.dialogs == Dialogs::InApp;
        app.drill.apply(
            DrillCommand::Reseed(crate::progress::clock::clock_seed()),
            &context::Ctx::new(&app.settings, &app.i18n),
        );
        // The data folder is eframe's storage folder; without storage (tests) everything
        // stays in memory.
        match cc.storage.and(screens::progress::progress_file()) {
            Some(path) => match path.parent() {
                Some(dir) => app.with_data_dir(dir.to_path_buf()),
                None => app,
            },
            None => app,
        }
    }

    /// Uses `dir` as the app's data folder when no other Tilewise does: locks it for the
    /// app's life, then reads and autosaves there the recording, the set being built, the
    /// progress and the replays' autosaved copies (damaged files kept aside and named).
    /// When another Tilewise holds the folder, nothing in it is read or written: a notice
    /// says so, and this app keeps its work in memory.
    pub fn with_data_dir(mut self, dir: std::path::PathBuf) -> Self {
        use crate::datafile::{DataLock, LockError};
        use notice::{Notice, NoticeLevel};
        let lock = match self.data_lock.take() {
            Some(lock) => Ok(lock),
            None => DataLock::acquire(&dir),
        };
        match lock {
            Ok(lock) => self.data_lock = Some(lock),
            Err(LockError::Held { pid, .. }) => {
                self.guest = true;
                let folder = dir.display().to_string();
                self.notices.push(match pid {
                    Some(pid) => Notice::new(NoticeLevel::Warning, "notice-data-folder-busy")
                        .arg("pid", pid.to_string())
                        .arg("path", folder),
                    None => Notice::new(NoticeLevel::Warning, "notice-data-folder-busy-unknown")
                        .arg("path", folder),
                });
                return self;
            }
            Err(LockError::Io { source, .. }) => {
                self.notices.push(
                    Notice::new(NoticeLevel::Error, "notice-data-folder-unlocked")
                        .arg("path", dir.display().to_string())
                        .arg("error", source.to_string()),
                );
                return self;
            }
        }
        // Autosaved copies of edited samples go in the data folder too.
        self.replays.autosave_dir = Some(dir.join("autosave"));
        let mut notices = Vec::new();
        let (draft_path, found) = autosave::set_draft_in(&dir, &mut notices);
        if let Some(set) = &found {
            notices.push(
                Notice::new(NoticeLevel::Info, "notice-set-draft-restored")
                    .arg("title", set.title.clone()),
            );
        }
        let recent = std::mem::take(&mut self.builder.recent);
        self.builder = SetBuilder::with_draft(draft_path, found);
        self.builder.recent = recent;
        for n in notices {
            self.notices.push(n);
        }
        self.with_recorder_dir(dir.clone())
            .with_progress_file(dir.join(crate::progress::file::FILE_NAME))
            .with_my_drills_file(dir.join(crate::drill::discard::MY_DRILLS_FILE))
    }

    /// Reads the learner's saved positions (the discard drill's "From my games") from `path`
    /// and keeps them there (a damaged or newer file is moved aside and said once).
    pub fn with_my_drills_file(mut self, path: std::path::PathBuf) -> Self {
        let (positions, problem) = crate::drill::discard::load_my_drills(&path);
        // A file that could not be moved aside is left alone: nothing is written over it.
        let writable = problem.as_ref().is_none_or(|p| p.backup.is_some());
        if let Some(problem) = problem {
            self.notices
                .push(screens::drill::mode::discard::my_drills_notice(
                    &path, &problem,
                ));
        }
        self.drill.mine.file = writable.then_some(path);
        let ctx = self.repaint.clone();
        self.drill_apply(DrillCommand::MyPositions(positions), &ctx);
        self
    }

    /// Reads the learner's progress from `path` in the background (the first frame does not
    /// wait for it: it arrives as [`ProgressCommand::Loaded`], see [`TilewiseApp::poll_background`])
    /// and saves it there after each graded answer once it has arrived (a damaged or newer file
    /// is kept aside and said once).
    pub fn with_progress_file(mut self, path: std::path::PathBuf) -> Self {
        let (progress, load) = ProgressView::load_in_background(path);
        self.progress = progress;
        let ctx = self.repaint.clone();
        self.run_effect(load, &ctx);
        self
    }

    /// Takes what work in the background has said, as commands (each frame, before it is
    /// drawn): the jobs' reports (a review's progress and its end, a tile set loaded), the
    /// progress file read.
    pub fn poll_background(&mut self, ctx: &egui::Context) {
        self.jobs.retain(|job| !job.is_finished());
        while let Ok(command) = self.arrivals.1.try_recv() {
            self.apply(command, ctx);
        }
    }

    /// Keeps the recorder's files in `dir` (the app's data folder): the recording is written
    /// there after every entry, and an unfinished one there is offered to continue.
    pub fn with_recorder_dir(mut self, dir: std::path::PathBuf) -> Self {
        let mut notices = Vec::new();
        let (found, writable) = autosave::recording_in(&dir, &mut notices);
        self.recorder = Recorder::with_found(writable.then_some(dir), found);
        for n in notices {
            self.notices.push(n);
        }
        self
    }

    /// Opens `paths` at the first frame, each as if dropped on the window (`tilewise FILE…`).
    pub fn with_files(mut self, paths: Vec<std::path::PathBuf>) -> Self {
        self.pending.extend(launch::open_commands(paths));
        self
    }

    /// Opens the files that later `tilewise FILE`s hand over ([`forward`]).
    pub fn with_inbox(mut self, inbox: forward::Inbox) -> Self {
        self.inbox = Some(inbox);
        self
    }

    /// The file open on the screen shown: the record in Replays, the set in the Drill, the
    /// hand file in the Calculator, the recording's file in the Recorder.
    pub fn open_file_name(&self) -> Option<String> {
        match self.settings.screen {
            Screen::Replays => self.replays.game.as_ref().map(|g| match &g.path {
                Some(path) => launch::shown_name(&path.display().to_string()),
                None => screens::replays::shown_name(g, &self.i18n),
            }),
            Screen::Drill => self
                .drill
                .set
                .as_ref()
                .map(|run| launch::shown_name(run.file.as_deref().unwrap_or(&run.title))),
            Screen::Calculator => self.calculator.file.as_deref().map(launch::shown_name),
            Screen::Recorder => self
                .recorder
                .game
                .as_ref()
                .and_then(|g| g.file.as_ref())
                .map(|f| launch::shown_name(&f.display().to_string())),
            Screen::Season => self.season.open.as_ref().and_then(|s| {
                s.path
                    .as_ref()
                    .map(|p| launch::shown_name(&p.display().to_string()))
            }),
            Screen::Rules | Screen::Progress => None,
        }
    }

    /// Sends the window's title when what it names has changed (the one place it is set).
    fn update_title(&mut self, ctx: &egui::Context) {
        let title = launch::window_title(self.open_file_name().as_deref());
        if title != self.title {
            ctx.send_viewport_cmd(egui::ViewportCommand::Title(title.clone()));
            self.title = title;
        }
    }

    /// The files handed over since the last frame, as commands; the window is raised for them.
    fn handed_over(&self, ctx: &egui::Context) -> Vec<Command> {
        let Some(inbox) = &self.inbox else {
            return Vec::new();
        };
        let batches = inbox.take();
        if batches.is_empty() {
            return Vec::new();
        }
        ctx.send_viewport_cmd(egui::ViewportCommand::Minimized(false));
        ctx.send_viewport_cmd(egui::ViewportCommand::Focus);
        batches
            .into_iter()
            .flat_map(launch::open_commands)
            .collect()
    }

    /// Says once, in the app, that the settings file was damaged and what was reset.
    pub fn with_storage_notice(mut self, report: Option<storage::RepairReport>) -> Self {
        if let Some(report) = report {
            self.notices.push(report.notice());
        }
        self
    }

    fn apply_theme(&self, ctx: &egui::Context) {
        ctx.set_theme(match self.settings.theme {
            ThemeChoice::System => egui::ThemePreference::System,
            ThemeChoice::Light => egui::ThemePreference::Light,
            ThemeChoice::Dark => egui::ThemePreference::Dark,
        });
    }

    /// Starts loading the set the settings name (at start): the built-in art is drawn until
    /// it arrives.
    pub(crate) fn restore_tile_set(&mut self) {
        if self.settings.tile_set != crate::tileset::TileChoice::BuiltIn {
            let choice = self.settings.tile_set.clone();
            let load = self
                .tiles
                .start(choice, screens::tile_sets::Purpose::Restore);
            let ctx = self.repaint.clone();
            self.run_effect(load, &ctx);
        }
    }

    /// Installs the tile style, size and set of the settings for every tile widget.
    pub(crate) fn apply_tile_view(&self, ctx: &egui::Context) {
        widgets::tile_art::TileView::of(
            self.settings.tile_style,
            self.settings.large_tiles,
            self.tiles.current.clone(),
        )
        .install(ctx);
    }

    /// The context every screen reads: the language, the house rules, the settings.
    pub fn context(&self) -> context::Ctx<'_> {
        context::Ctx::new(&self.settings, &self.i18n)
    }

    /// Scores the rules page's examples for the house rules in use (a cache: once per system
    /// and rules). Run before each command and each frame; the language does not change them.
    fn score_rules_examples(&mut self) {
        self.rules.ensure_scored(&self.settings.house_rules);
    }

    /// Tells the screens that work under the house rules that they changed (or, at start,
    /// what they are).
    fn house_rules_changed(&mut self, ctx: &egui::Context) {
        for command in route::house_rules_changed() {
            self.apply(command, ctx);
        }
    }

    /// Applies one command: the only place where the app's state changes.
    pub fn apply(&mut self, command: Command, ctx: &egui::Context) {
        self.score_rules_examples();
        if let Some(notice) = route::failure(&command) {
            self.notices.push(notice);
        }
        match command {
            Command::Show(screen) => {
                if screen == Screen::Progress && self.settings.screen != Screen::Progress {
                    self.progress.system = self.drill.system;
                }
                self.settings.screen = screen;
            }
            Command::Practise(system) => {
                self.apply(Command::Drill(DrillCommand::SetSystem(system)), ctx);
                self.apply(Command::Show(Screen::Drill), ctx);
            }
            Command::SetTheme(theme) => {
                self.settings.theme = theme;
                self.apply_theme(ctx);
            }
            Command::SetLanguage(lang) => {
                self.settings.language = lang;
                self.i18n = I18n::new(lang);
            }
            Command::SetCornerIndex(on) => self.settings.corner_index = on,
            Command::SetLargeTiles(on) => {
                self.settings.large_tiles = on;
                self.apply_tile_view(ctx);
            }
            Command::SetTileStyle(style) => {
                self.settings.tile_style = style;
                self.apply_tile_view(ctx);
            }
            Command::ToggleHelp => self.help_open = !self.help_open,
            Command::DismissNotice(index) => self.notices.dismiss(index),
            Command::Notify(n) => self.notices.push(n),
            Command::Effect(effect) => self.run_effect(*effect, ctx),
            Command::Tiles(t) => {
                let shared = context::Ctx::new(&self.settings, &self.i18n);
                for effect in self.tiles.apply(t, &shared) {
                    self.run_effect(effect, ctx);
                }
            }
            Command::ChooseTiles(choice) => {
                if let crate::tileset::TileChoice::Set(path) = &choice {
                    let path = path.display().to_string();
                    screens::tile_sets::remember(&mut self.settings.recent_tile_sets, path);
                }
                self.settings.tile_set = choice;
            }
            Command::TilesSeen(key) => self.settings.tile_set_notices_seen = Some(key),
            Command::RecentGames(paths) => self.settings.recent_games = paths,
            Command::LastSeason(path) => self.settings.last_season = path,
            Command::SeasonDraft(draft) => self.settings.season_draft = draft,
            Command::RecentSets(paths) => self.settings.recent_sets = paths,
            Command::Path(p) => self.path_command(p, ctx),
            Command::Calc(c) => {
                apply_screen!(self.calculator, c, ctx);
            }
            Command::Season(c) => {
                apply_screen!(self.season, c, ctx);
            }
            Command::Builder(b) => {
                apply_screen!(self.builder, b, ctx);
            }
            Command::Drill(d) => self.drill_apply(d, ctx),
            Command::Progress(p) => {
                let arrival = matches!(p, ProgressCommand::Loaded(_));
                apply_screen!(self.progress, p, ctx);
                if arrival && let Some(stats) = &self.stats {
                    stats.say("progress read and taken");
                }
            }
            Command::Rules(r) => {
                apply_screen!(self.rules, r, ctx);
            }
            Command::House(h) => {
                apply_screen!(self.house, h, ctx);
            }
            Command::SetHouseRules(rules) => {
                self.settings.house_rules = *rules;
                self.score_rules_examples();
                self.house_rules_changed(ctx);
            }
            Command::Recorder(r) => {
                apply_screen!(self.recorder, r, ctx);
            }
            Command::Replays(v) => self.replays_apply(v, ctx),
        }
    }

    /// Applies a command of the drill and runs the effects it asks for.
    fn drill_apply(&mut self, command: DrillCommand, ctx: &egui::Context) {
        apply_screen!(self.drill, command, ctx);
    }

    /// Applies a command of Replays and runs the effects it asks for.
    fn replays_apply(&mut self, command: ReplaysCommand, ctx: &egui::Context) {
        apply_screen!(self.replays, command, ctx);
    }

    /// The keys pressed this frame, as commands ([`Action::ALL`], each in its scope); none
    /// while the path field asks for a path (its keys are its own).
    fn shortcuts(&self, ctx: &egui::Context) -> Vec<Command> {
        let mut out = Vec::new();
        if self.replays.modified && ctx.input(|i| i.viewport().close_requested()) {
            ctx.send_viewport_cmd(egui::ViewportCommand::CancelClose);
            // The question is the replay screen's: it shows there.
            out.push(Command::Show(Screen::Replays));
            out.push(Command::Replays(ReplaysCommand::AskLeave(
                screens::replays::Leave::Close,
            )));
        }
        if self.path_field.is_some() || self.tiles.preview.is_some() {
            return out;
        }
        let screen = self.settings.screen;
        // The recorder's hand entered move by move: Ctrl+Z takes back the last move while the
        // move line has the focus, or while nothing is typed anywhere.
        let moves = screen == Screen::Recorder
            && self
                .recorder
                .game
                .as_ref()
                .and_then(|g| g.moves.as_ref())
                .is_some_and(|panel| {
                    ctx.memory(|m| m.has_focus(screens::recorder::move_entry::line_id()))
                        || (!ctx.text_edit_focused() && panel.line.is_empty())
                });
        let typing = ctx.text_edit_focused();
        for action in Action::ALL {
            let live = match action.scope() {
                Scope::App => true,
                Scope::Calculator => screen == Screen::Calculator,
                Scope::RecorderMoves => moves,
                Scope::Replays => screen == Screen::Replays,
                Scope::ReplayKeys => screen == Screen::Replays && !typing,
            };
            if live && ctx.input_mut(|i| action.shortcuts().iter().any(|s| i.consume_shortcut(s))) {
                out.push(action.command());
            }
        }
        // Esc closes the help, unless a menu is open: that closes first.
        if self.help_open
            && !egui::Popup::is_any_open(ctx)
            && ctx.input_mut(|i| i.consume_key(Modifiers::NONE, Key::Escape))
        {
            out.push(Command::ToggleHelp);
        }
        out
    }

    /// Files dropped on the window, read (bounded) and handed to the file commands; a folder
    /// or a `.zip` is a tile set, previewed once loaded.
    fn dropped_files(ctx: &egui::Context) -> Vec<Command> {
        ctx.input(|i| i.raw.dropped_files.clone())
            .into_iter()
            .map(|f| {
                if let Some(choice) = screens::tile_sets::TileChoice::of_dropped(f.path()) {
                    return Command::Tiles(screens::tile_sets::TileSetCommand::Preview(choice));
                }
                Effect::Dropped {
                    path: f.path().display().to_string(),
                    text: files::read_dropped(f.as_ref()),
                }
                .into()
            })
            .collect()
    }

    /// Prints start-to-first-frame and frame times to stderr (for measurements).
    pub fn with_frame_stats(mut self, started: std::time::Instant) -> Self {
        self.stats = Some(FrameStats::new(started));
        self
    }

    /// Draws the whole window and applies what the user asked for.
    pub fn ui_all(&mut self, ui: &mut egui::Ui) {
        let frame_start = std::time::Instant::now();
        self.ui_frame(ui);
        if let Some(stats) = &mut self.stats {
            stats.frame(frame_start.elapsed());
        }
    }

    fn ui_frame(&mut self, ui: &mut egui::Ui) {
        let ctx = ui.ctx().clone();
        self.score_rules_examples();
        self.drill_apply(
            screens::drill::clock(&ctx, self.settings.screen == Screen::Drill),
            &ctx,
        );
        let clock = screens::replays::clock(&ctx, self.settings.screen == Screen::Replays);
        self.replays_apply(clock, &ctx);
        let mut commands = std::mem::take(&mut self.pending);
        commands.extend(self.shortcuts(&ctx));
        commands.extend(Self::dropped_files(&ctx));
        commands.extend(self.handed_over(&ctx));
        egui::Panel::top("top_bar").show(ui, |ui| self.top_bar_ui(ui, &mut commands));
        if !self.notices.is_empty() {
            egui::Panel::top("notices").show(ui, |ui| {
                notice::notices_ui(ui, &self.notices, &self.i18n, &mut commands)
            });
        }
        if let (Screen::Drill, Some(why)) = (self.settings.screen, self.drill.weak_spots_notice) {
            egui::Panel::top("weak_spots_notice").show(ui, |ui| {
                ui.horizontal_wrapped(|ui| {
                    ui.label(self.i18n.tr(why));
                    if ui.button(self.i18n.tr("settings-notice-close")).clicked() {
                        commands.push(Command::Drill(DrillCommand::DismissWeakSpots));
                    }
                });
            });
        }
        if self.builder.open {
            let mut out = Vec::new();
            self.builder.ui(ui, &self.context(), &mut out);
            commands.extend(out.into_iter().map(Command::Builder));
        }
        if self.house.open {
            let mut out = Vec::new();
            egui::Panel::right("house_rules")
                .default_size(360.0)
                .show(ui, |ui| self.house.ui(ui, &self.context(), &mut out));
            commands.extend(out.into_iter().map(Command::House));
        }
        if self.help_open {
            egui::Panel::right("help")
                .default_size(300.0)
                .show(ui, |ui| self.help_ui(ui, &mut commands));
        }
        if self.tiles.preview.is_some() {
            let mut out = Vec::new();
            self.tiles.ui(ui, &self.context(), &mut out);
            commands.extend(out.into_iter().map(Command::Tiles));
        }
        if let Some(field) = &self.path_field {
            let mut out = Vec::new();
            path_dialog::path_field_ui(&ctx, field, &self.i18n, &mut out);
            commands.extend(out.into_iter().map(Command::Path));
        }
        let shared = context::Ctx::new(&self.settings, &self.i18n).with_faces(self.tiles.faces());
        match self.settings.screen {
            Screen::Calculator => {
                let mut out = Vec::new();
                let shared = context::Ctx {
                    set_system: self.builder.set_system(),
                    ..shared
                };
                self.calculator.ui(ui, &shared, &mut out);
                commands.extend(out.into_iter().map(Command::Calc));
            }
            Screen::Drill => {
                let mut out = Vec::new();
                egui::CentralPanel::default().show(ui, |ui| self.drill.ui(ui, &shared, &mut out));
                commands.extend(out.into_iter().map(Command::Drill));
            }
            Screen::Rules => {
                let mut out = Vec::new();
                egui::CentralPanel::default().show(ui, |ui| self.rules.ui(ui, &shared, &mut out));
                commands.extend(out.into_iter().map(Command::Rules));
            }
            Screen::Replays => {
                let mut out = Vec::new();
                self.replays.ui(ui, &shared, &mut out);
                commands.extend(out.into_iter().map(Command::Replays));
                if self.replays.playing {
                    // Animation: the next step after 1/speed seconds, and no repaint in between.
                    let now = ctx.input(|i| i.time);
                    if now - self.last_tick >= 1.0 / self.replays.speed as f64 {
                        self.last_tick = now;
                        commands.push(Command::Replays(ReplaysCommand::Tick));
                    }
                    ctx.request_repaint_after(std::time::Duration::from_secs_f32(
                        1.0 / self.replays.speed,
                    ));
                }
            }
            Screen::Recorder => {
                let mut out = Vec::new();
                self.recorder.ui(ui, &shared, &mut out);
                commands.extend(out.into_iter().map(Command::Recorder));
            }
            Screen::Progress => {
                let mut out = Vec::new();
                egui::CentralPanel::default()
                    .show(ui, |ui| self.progress.ui(ui, &shared, &mut out));
                commands.extend(out.into_iter().map(Command::Progress));
            }
            Screen::Season => {
                let mut out = Vec::new();
                egui::CentralPanel::default().show(ui, |ui| self.season.ui(ui, &shared, &mut out));
                commands.extend(out.into_iter().map(Command::Season));
            }
        }
        for command in commands {
            self.apply(command, &ctx);
        }
        self.update_title(&ctx);
    }

    /// The top bar: the screens on the left, the settings on the right; when both do not fit
    /// in one row (a narrow window, long words), the settings go to a second row.
    fn top_bar_ui(&self, ui: &mut egui::Ui, out: &mut Vec<Command>) {
        let fit_id = egui::Id::unique("top_bar_fit");
        let fit = ui
            .ctx()
            .data(|d| d.get_temp::<TopBarFit>(fit_id))
            .unwrap_or_default();
        let full = ui.available_width();
        let mut widths = [0.0f32; 2];
        let mut brand_width = fit.brand_width;
        ui.horizontal(|ui| {
            let tabs = ui
                .horizontal(|ui| {
                    if fit.brand {
                        let brand = ui.label(RichText::new("Tilewise").strong().size(18.0));
                        ui.add_space(12.0);
                        brand_width = brand.rect.width() + 12.0 + ui.spacing().item_spacing.x;
                    }
                    self.tabs_ui(ui, out)
                })
                .response;
            widths[0] = tabs.rect.width();
            if fit.one_row {
                let controls = ui
                    .with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                        self.controls_ui(ui, out)
                    })
                    .response;
                widths[1] = controls.rect.width();
            }
        });
        if !fit.one_row {
            let controls = ui
                .with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    ui.horizontal(|ui| self.controls_ui(ui, out))
                })
                .inner
                .response;
            widths[1] = controls.rect.width();
        }
        // The app's name goes first when the row is short of room (the window's title says
        // it); the controls go to a second row only when the tabs alone do not leave room.
        let tabs = widths[0] - if fit.brand { fit.brand_width } else { 0.0 };
        let brand = tabs + brand_width + widths[1] + 24.0 <= full;
        let one_row = tabs + if brand { brand_width } else { 0.0 } + widths[1] + 24.0 <= full;
        let next = TopBarFit {
            brand,
            one_row,
            brand_width,
        };
        if next != fit {
            ui.ctx().data_mut(|d| d.insert_temp(fit_id, next));
            ui.ctx().request_repaint();
        }
    }

    /// A tab per screen.
    fn tabs_ui(&self, ui: &mut egui::Ui, out: &mut Vec<Command>) {
        let i18n = &self.i18n;
        for screen in Screen::ALL {
            if ui
                .selectable_label(
                    self.settings.screen == screen,
                    RichText::new(i18n.tr(screen.label_key())).size(15.0),
                )
                .clicked()
            {
                out.push(Command::Show(screen));
            }
        }
    }

    /// Help, house rules, language, theme and the corner index.
    fn controls_ui(&self, ui: &mut egui::Ui, out: &mut Vec<Command>) {
        let i18n = &self.i18n;
        if ui
            .selectable_label(self.help_open, i18n.tr("nav-help"))
            .clicked()
        {
            out.push(Command::ToggleHelp);
        }
        let changed = crate::rules::house::Section::ALL
            .into_iter()
            .map(|s| self.settings.house_rules.changed(s).len())
            .sum::<usize>();
        let label = if changed > 0 {
            i18n.tr_args("house-button-changed", &[("count", changed.into())])
        } else {
            i18n.tr("house-button")
        };
        if ui.selectable_label(self.house.open, label).clicked() {
            out.push(Command::House(HouseCommand::Toggle));
        }
        // The language's own name says what the box is; its word is the hover text, so that
        // the bar stays one row at 1024 points in every language.
        egui::ComboBox::from_id_salt("settings_language")
            .selected_text(self.settings.language.native_name())
            .width(0.0)
            .show_ui(ui, |ui| {
                for lang in Lang::ALL {
                    if ui
                        .selectable_label(self.settings.language == lang, lang.native_name())
                        .clicked()
                    {
                        out.push(Command::SetLanguage(lang));
                    }
                }
            })
            .response
            .on_hover_text(i18n.tr("settings-language"));
        // The look of the app in one menu, so that the bar fits a 1024-point window.
        ui.menu_button(i18n.tr("settings-view"), |ui| {
            ui.label(RichText::new(i18n.tr("settings-theme")).strong());
            for (theme, key) in [
                (ThemeChoice::System, "theme-system"),
                (ThemeChoice::Light, "theme-light"),
                (ThemeChoice::Dark, "theme-dark"),
            ] {
                if ui
                    .radio(self.settings.theme == theme, i18n.tr(key))
                    .clicked()
                {
                    out.push(Command::SetTheme(theme));
                }
            }
            ui.separator();
            let mut corner = self.settings.corner_index;
            if ui
                .checkbox(&mut corner, i18n.tr("settings-corner-index"))
                .changed()
            {
                out.push(Command::SetCornerIndex(corner));
            }
            ui.separator();
            screens::tile_sets::tiles_menu_ui(ui, &self.settings, i18n, out);
        });
        screens::tile_sets::loading_ui(ui, &self.tiles, i18n);
    }

    fn help_ui(&self, ui: &mut egui::Ui, out: &mut Vec<Command>) {
        let i18n = &self.i18n;
        ui.horizontal(|ui| {
            ui.heading(i18n.tr("help-title"));
            if ui
                .button("×")
                .on_hover_text(i18n.tr("help-close"))
                .clicked()
            {
                out.push(Command::ToggleHelp);
            }
        });
        ui.separator();
        egui::ScrollArea::vertical()
            .id_salt("help_scroll")
            .show(ui, |ui| {
                ui.label(RichText::new(i18n.tr("help-keys")).strong());
                egui::Grid::new("shortcuts")
                    .num_columns(2)
                    .striped(true)
                    .show(ui, |ui| {
                        for (keys, what) in help_keys(ui.ctx(), i18n) {
                            ui.label(RichText::new(keys).monospace());
                            ui.label(what);
                            ui.end_row();
                        }
                    });
                ui.separator();
                ui.label(i18n.tr("help-calculator"));
                ui.label(i18n.tr("help-notation"));
                ui.label(i18n.tr("help-files"));
                ui.label(i18n.tr("help-replays"));
            });
    }
}

/// Every key the app answers to, as (keys, what they do) in the interface language: the
/// actions ([`Action::ALL`]), Esc, Enter in the drill and zoom.
pub fn help_keys(ctx: &egui::Context, i18n: &I18n) -> Vec<(String, String)> {
    use egui::gui_zoom::kb_shortcuts::{ZOOM_IN, ZOOM_OUT, ZOOM_RESET};
    let mut keys: Vec<(String, String)> = Action::ALL
        .iter()
        .map(|a| (a.keys_text(ctx, i18n), i18n.tr(a.label_key())))
        .collect();
    keys.push(("Esc".into(), i18n.tr("help-close")));
    keys.push(("Enter".into(), i18n.tr("drill-check")));
    for (shortcut, id) in [
        (ZOOM_IN, "help-zoom-in"),
        (ZOOM_OUT, "help-zoom-out"),
        (ZOOM_RESET, "help-zoom-reset"),
    ] {
        keys.push((ctx.format_shortcut(&shortcut), i18n.tr(id)));
    }
    keys
}

impl eframe::App for TilewiseApp {
    fn logic(&mut self, ctx: &egui::Context, _frame: &mut eframe::Frame) {
        self.poll_background(ctx);
    }

    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        self.ui_all(ui);
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        // A guest leaves the settings file to the app that holds the data folder.
        if !self.guest {
            eframe::set_value(storage, SETTINGS_KEY, &self.settings);
            if let Some(notice) = self.settings_saver.as_mut().and_then(|s| s.save(storage)) {
                self.notices.push(notice);
            }
        }
    }

    fn persist_egui_memory(&self) -> bool {
        !self.guest
    }
}

/// The app id: the Wayland app id and the X11 WM_CLASS, equal to the desktop entry's name
/// (`tilewise.desktop`) and its `StartupWMClass`, so the desktop puts the window under its entry.
pub const APP_ID: &str = "tilewise";

/// Opens the app window on `files` (none: as it was left); `started` is when the process
/// started (for frame statistics). The app that holds the data folder listens for the files
/// of later `tilewise FILE`s ([`forward`]).
pub fn run(started: std::time::Instant, files: Vec<std::path::PathBuf>) -> eframe::Result<()> {
    let viewport = egui::ViewportBuilder::default()
        .with_title("Tilewise")
        .with_app_id(APP_ID)
        .with_inner_size([1440.0, 900.0])
        .with_min_inner_size([900.0, 600.0])
        .with_drag_and_drop(true);
    // The icon set's 128 px PNG; should it not decode, eframe's own icon stays.
    let viewport = match crate::art::icon::window_icon() {
        Some(icon) => viewport.with_icon(icon),
        None => viewport,
    };
    // The data folder is locked first: a second Tilewise leaves the first one's files alone
    // (it says so once its window is open).
    let storage_file = storage::storage_file();
    let locked = storage_file
        .as_deref()
        .and_then(std::path::Path::parent)
        .map(crate::datafile::DataLock::acquire);
    let guest = matches!(locked, Some(Err(crate::datafile::LockError::Held { .. })));
    let lock = locked.and_then(Result::ok);
    // Bound before the window opens: a `tilewise FILE` meanwhile waits for the answer.
    let listener = match (&lock, storage::data_dir()) {
        (Some(_), Some(dir)) => match forward::Listener::bind(&forward::socket_path(&dir)) {
            Ok(listener) => Some(listener),
            Err(e) => {
                eprintln!("tilewise: files opened later will open another window: {e}");
                None
            }
        },
        _ => None,
    };
    // The settings file is checked before eframe reads it: a damaged or special one would
    // panic, hang or be silently dropped (kept aside as `app.ron.bad`). eframe reads and
    // writes only a private copy; the app writes the file itself, atomically.
    let report = match &lock {
        Some(_) => storage_file.as_deref().and_then(storage::repair_file),
        None => None,
    };
    let found = storage_file.as_deref().map(storage::read_settings);
    let eframe_file = storage::EframeStorageFile::with(found.as_deref().unwrap_or("{}"));
    let saver = match (&lock, storage_file) {
        (Some(_), Some(path)) => Some(storage::SettingsSaver::new(path, found)),
        _ => None,
    };
    let options = eframe::NativeOptions {
        viewport,
        persistence_path: Some(eframe_file.path.clone()),
        // A second app on the data folder writes nothing there (its window's place neither).
        persist_window: !guest,
        ..Default::default()
    };
    let ran = eframe::run_native(
        "Tilewise",
        options,
        Box::new(move |cc| {
            let mut app = TilewiseApp::from_creation_with(cc, lock)
                .with_storage_notice(report)
                .with_files(files);
            app.settings_saver = saver;
            let ctx = cc.egui_ctx.clone();
            let app = match listener.map(|l| l.spawn(move || ctx.request_repaint())) {
                Some(Ok(inbox)) => app.with_inbox(inbox),
                Some(Err(e)) => {
                    eprintln!("tilewise: files opened later will open another window: {e}");
                    app
                }
                None => app,
            };
            let app = if std::env::var_os("TILEWISE_FRAME_STATS").is_some() {
                app.with_frame_stats(started)
            } else {
                app
            };
            Ok(Box::new(app))
        }),
    );
    // eframe's copy is removed only once eframe has stopped writing it.
    drop(eframe_file);
    ran
}

/// The shape of the app's code, read from its sources.
#[cfg(test)]
mod layout_tests;
