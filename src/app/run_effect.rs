//! The one place where effects run: file dialogs (rfd, with the app's own path field when no
//! system dialog can be shown), reads, writes and the clipboard. Every failed write or copy
//! becomes a notice in the reader's language ([`failure`] reads it off the answer a screen is
//! given); a failed read is said by the screen that asked, in place of the file.
//!
//! On Linux rfd answers `None` both when the user cancels and when neither
//! xdg-desktop-portal nor zenity could show anything (`src/backend/xdg_desktop_portal.rs` of
//! rfd 0.17 falls back to zenity and logs the failure). So the app decides for itself:
//! [`Dialogs::detect`] at start (`TILEWISE_NO_DIALOGS=1`, or no session bus and no `zenity`
//! on the `PATH`), and an empty answer that came back faster than a person can cancel
//! ([`NO_DIALOG_BELOW`]) switches to the path field for the rest of the run. Either way the
//! app says so once.

use crate::app::effect::{Dialog, Effect, FileKind, Then};
use crate::app::files::{self, MESSAGE_MAX};
use crate::app::i18n::I18n;
use crate::app::notice::{Notice, NoticeLevel};
use crate::app::path_dialog::{PathCommand, PathField, PathOutcome};
use crate::app::screens::calculator::CalcCommand;
use crate::app::screens::drill::DrillCommand;
use crate::app::screens::house_rules::HouseCommand;
use crate::app::screens::replays::ReplaysCommand;
use crate::app::screens::rules::RulesCommand;
use crate::app::screens::set_builder::BuilderCommand;
use crate::app::{Command, Screen, TilewiseApp};
use crate::files::one_line;
use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// Which file dialogs the app shows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Dialogs {
    /// The system's (rfd: the portal or zenity on Linux, the native one elsewhere).
    System,
    /// The app's own path field.
    #[default]
    InApp,
}

/// An empty answer of a system dialog faster than this was no dialog at all: nobody cancels
/// a dialog in a quarter of a second.
pub const NO_DIALOG_BELOW: Duration = Duration::from_millis(250);

impl Dialogs {
    /// The dialogs this desktop can show, from the environment of the process.
    pub fn detect() -> Dialogs {
        Dialogs::detect_in(|name| std::env::var_os(name))
    }

    /// The dialogs a desktop can show, given its environment: the path field when
    /// `TILEWISE_NO_DIALOGS=1`; on Linux and the BSDs also when there is neither a session
    /// bus (which xdg-desktop-portal needs) nor `zenity` on the `PATH`.
    pub fn detect_in(env: impl Fn(&str) -> Option<OsString>) -> Dialogs {
        if env("TILEWISE_NO_DIALOGS").is_some_and(|v| v == "1") {
            return Dialogs::InApp;
        }
        if cfg!(any(
            target_os = "linux",
            target_os = "freebsd",
            target_os = "dragonfly",
            target_os = "netbsd",
            target_os = "openbsd"
        )) {
            let bus = env("DBUS_SESSION_BUS_ADDRESS").is_some_and(|a| !a.is_empty())
                || env("XDG_RUNTIME_DIR")
                    .is_some_and(|d| !d.is_empty() && Path::new(&d).join("bus").exists());
            let zenity = env("PATH").is_some_and(|paths| {
                std::env::split_paths(&paths).any(|dir| dir.join("zenity").is_file())
            });
            if !bus && !zenity {
                return Dialogs::InApp;
            }
        }
        Dialogs::System
    }
}

/// Shows the system dialog (blocking until answered, as rfd's do): the path chosen, `None`
/// when cancelled or when no dialog could be shown.
fn system_dialog(dialog: &Dialog, i18n: &I18n, folder: Option<&Path>) -> Option<PathBuf> {
    let mut rfd = rfd::FileDialog::new();
    if let Some(folder) = folder {
        rfd = rfd.set_directory(folder);
    }
    if dialog.kind == FileKind::TileFolder {
        return rfd.pick_folder();
    }
    for (id, exts) in dialog.kind.filters() {
        rfd = rfd.add_filter(i18n.tr(id), exts);
    }
    match &dialog.name {
        Some(name) => rfd.set_file_name(name).save_file(),
        None => rfd.pick_file(),
    }
}

/// The error an answer to a screen carries when a write or a copy failed, to be said in a
/// notice too: the screen's line under its button is easy to miss, and the file the user
/// meant to keep is not there. A read that failed is said where the file was asked for (the
/// screen shows its error in place of the file), not twice.
pub fn failure(command: &Command) -> Option<Notice> {
    fn err(r: &Result<String, String>) -> Option<Notice> {
        r.as_ref().err().map(|e| failed(e))
    }
    match command {
        Command::Calc(CalcCommand::Saved(r)) => err(r),
        Command::Replays(ReplaysCommand::Saved { result, .. }) => {
            result.as_ref().err().map(|e| failed(e))
        }
        Command::Replays(ReplaysCommand::CsvExported(r) | ReplaysCommand::ImageSaved(r)) => err(r),
        Command::Rules(RulesCommand::ImageSaved { result, .. }) => err(result),
        Command::Drill(DrillCommand::WorksheetExported(exported)) => {
            exported.result.as_ref().err().map(|why| {
                let error = crate::i18n::Message::new("write-failed")
                    .text("path", exported.path.display())
                    .msg("error", why.clone());
                Notice::new(NoticeLevel::Error, "notice-failed").arg_msg("error", error)
            })
        }
        _ => None,
    }
}

/// What a dropped file (read already) opens: a drill set in the drill, a game record in the
/// viewer, a house-rules profile in its panel, anything else in the calculator.
pub fn dropped(path: String, text: Result<String, String>) -> Vec<Command> {
    if text.as_deref().is_ok_and(crate::drill::set::is_drill_set) {
        vec![
            Command::Drill(DrillCommand::SetOpened { path, text }),
            Command::Show(Screen::Drill),
        ]
    } else if text.as_deref().is_ok_and(files::is_game_record) {
        vec![
            Command::Replays(ReplaysCommand::Opened { path, text }),
            Command::Show(Screen::Replays),
        ]
    } else if let Ok(profile) = text.as_ref()
        && files::is_house_rules(profile)
    {
        vec![Command::House(HouseCommand::Dropped {
            path,
            text: profile.clone(),
        })]
    } else {
        vec![
            Command::Calc(CalcCommand::Opened { path, text }),
            Command::Show(Screen::Calculator),
        ]
    }
}

/// Runs an effect that needs nothing of the app but the reader's language: reads and writes;
/// what follows goes back as commands. Dialogs and the clipboard are the app's
/// ([`TilewiseApp::run_effect`]).
pub fn run_io(effect: Effect, i18n: &I18n) -> Vec<Command> {
    match effect {
        Effect::OpenHand(path) => {
            let path = path.display().to_string();
            let text = files::read(&path, i18n);
            vec![Command::Calc(CalcCommand::Opened { path, text })]
        }
        Effect::SaveHand { path, text } => {
            let result = crate::files::write_atomic(&path, text.as_bytes())
                .map(|()| format!("{} {}", i18n.tr("calc-saved"), path.display()))
                .map_err(|e| one_line(&format!("{}: {e}", path.display()), MESSAGE_MAX));
            let saved = result.is_ok();
            let mut next = vec![Command::Calc(CalcCommand::Saved(result))];
            if saved {
                next.push(Command::Calc(CalcCommand::SavedAs(
                    path.display().to_string(),
                )));
            }
            next
        }
        Effect::OpenGame(path) => {
            let text = files::read(&path, i18n);
            vec![Command::Replays(ReplaysCommand::Opened { path, text })]
        }
        Effect::OpenSet(path) => {
            let text = files::read(&path, i18n);
            vec![
                Command::Drill(DrillCommand::SetOpened { path, text }),
                Command::Show(Screen::Drill),
            ]
        }
        Effect::OpenSetInBuilder(path) => {
            let text = files::read(&path, i18n);
            vec![Command::Builder(BuilderCommand::Opened { path, text })]
        }
        Effect::Dropped { path, text } => dropped(path, text),
        Effect::OpenFile(path) => {
            let text = files::read(&path, i18n);
            dropped(path, text)
        }
        Effect::SaveImage {
            path,
            picture,
            from,
        } => vec![from.answer(files::save_image(&path, &picture, i18n))],
        // The app's: they need the window (the clipboard) or its state (the dialogs).
        Effect::CopyImage { .. }
        | Effect::Dialog(_)
        | Effect::AddToMyDrills(_)
        | Effect::Spawn(_) => Vec::new(),
    }
}

impl TilewiseApp {
    /// Runs one effect; what follows from it is applied in turn.
    pub(super) fn run_effect(&mut self, effect: Effect, ctx: &egui::Context) {
        let next = match effect {
            Effect::Dialog(dialog) => {
                self.ask(dialog, ctx);
                Vec::new()
            }
            Effect::CopyImage { picture, from } => {
                vec![from.answer(files::copy_image(&picture, ctx, &self.i18n))]
            }
            Effect::AddToMyDrills(decisions) => {
                self.add_to_my_drills(&decisions);
                Vec::new()
            }
            Effect::Spawn(job) => {
                self.spawn(job, ctx);
                Vec::new()
            }
            other => run_io(other, &self.i18n),
        };
        for command in next {
            self.apply(command, ctx);
        }
    }

    /// Starts `job` on a thread of its own; what it says arrives as commands, applied at the
    /// next frames ([`TilewiseApp::poll_background`]). Where no thread can be started it runs
    /// here and now.
    fn spawn(&mut self, job: crate::app::effect::Job, ctx: &egui::Context) {
        let report = crate::app::effect::Report::new(self.arrivals.0.clone(), Some(ctx.clone()));
        let (there, to_report) = (job.clone(), report.clone());
        let started = std::thread::Builder::new()
            .name(job.name().to_string())
            .spawn(move || there.run(&to_report));
        match started {
            Ok(thread) => self.jobs.push(thread),
            Err(_) => job.run(&report),
        }
    }

    /// Keeps the discards among `decisions` as the learner's positions (each once), writes
    /// them to the data folder, and says how many were added (or why they were not kept).
    fn add_to_my_drills(&mut self, decisions: &[crate::review::Decision]) {
        use crate::drill::discard::{SavedPosition, add_positions, save_my_drills};
        let record = self
            .replays
            .game
            .as_ref()
            .map_or_else(String::new, |g| g.name.clone());
        let new: Vec<SavedPosition> = decisions
            .iter()
            .filter_map(|d| SavedPosition::of_decision(d, &record))
            .collect();
        let mut positions = self.drill.mine.positions.clone();
        let added = add_positions(&mut positions, new);
        if added > 0
            && let Some(path) = &self.drill.mine.file
            && let Err(e) = save_my_drills(path, &positions)
        {
            self.notices.push(crate::app::notice::write_failed(&e));
            return;
        }
        let mut notice = Notice::new(NoticeLevel::Info, "notice-my-drills-added");
        notice
            .args
            .push(("count", crate::i18n::Arg::Int(added as i64)));
        self.notices.push(notice);
        self.drill.apply(DrillCommand::MyPositions(positions));
    }

    /// The folder a dialog starts in: the last one used, else the working folder, else home.
    fn start_folder(&self) -> PathBuf {
        self.settings
            .last_folder
            .clone()
            .filter(|d| d.is_dir())
            .or_else(|| std::env::current_dir().ok())
            .or_else(|| std::env::var_os("HOME").map(PathBuf::from))
            .unwrap_or_else(|| PathBuf::from("/"))
    }

    /// Asks for a path: the system dialog, else (or when it could not be shown) the path
    /// field.
    fn ask(&mut self, dialog: Dialog, ctx: &egui::Context) {
        if self.dialogs == Dialogs::System {
            let started = Instant::now();
            let folder = self.settings.last_folder.clone();
            match system_dialog(&dialog, &self.i18n, folder.as_deref()) {
                Some(path) => return self.chosen(dialog.then, path, ctx),
                None if started.elapsed() >= NO_DIALOG_BELOW => return,
                // No dialog was shown: the path field from now on.
                None => {
                    self.dialogs = Dialogs::InApp;
                    self.dialogs_untold = true;
                }
            }
        }
        if std::mem::take(&mut self.dialogs_untold) {
            self.notices
                .push(Notice::new(NoticeLevel::Info, "notice-no-dialogs"));
        }
        self.path_field = Some(PathField::new(dialog, &self.start_folder()));
    }

    /// Applies a command of the path field: a path chosen does what the dialog was for.
    pub(super) fn path_command(&mut self, command: PathCommand, ctx: &egui::Context) {
        let Some(field) = &mut self.path_field else {
            return;
        };
        match field.apply(command) {
            PathOutcome::Open => {}
            PathOutcome::Cancelled => {
                self.path_field = None;
                self.leave_after_save = None;
            }
            PathOutcome::Chosen(path) => {
                let then = field.dialog.then.clone();
                self.path_field = None;
                self.chosen(then, path, ctx);
            }
        }
    }

    /// A path was chosen: the folder is remembered, and the path does what it was asked for;
    /// a screen that wrote by itself and failed is said in a notice too.
    fn chosen(&mut self, then: Then, path: PathBuf, ctx: &egui::Context) {
        if let Some(folder) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
            self.settings.last_folder = Some(folder.to_path_buf());
        }
        let inputs = self.inputs_of(&then);
        if let Err(e) = crate::files::refuse_inputs(&path, &inputs) {
            let error = crate::files::one_line(&self.i18n.text(&e), MESSAGE_MAX);
            self.notices.push(failed(&error));
            return;
        }
        let wrote = then.clone();
        self.apply(then.with(path), ctx);
        let error = match wrote {
            Then::SaveSet
            | Then::ExportWorksheet {
                from: crate::app::effect::WorksheetOf::Builder,
                ..
            } => self.builder.message.clone().and_then(Result::err),
            Then::ExportProgress => self.progress.message.clone().and_then(Result::err),
            // The recorder says its failed write in a notice of its own (`notice-write-failed`).
            _ => None,
        };
        if let Some(error) = error {
            self.notices.push(failed(&error));
        }
    }
}

impl TilewiseApp {
    /// The files a path chosen for `then` must not be: for every write, the app's own data
    /// files (the progress, the recording and the win being typed, the set being built, the
    /// lock); for an export, also the file it is made from (the record shown). Opening reads
    /// only, so nothing is refused.
    pub fn inputs_of(&self, then: &Then) -> Vec<PathBuf> {
        let writes = !matches!(
            then,
            Then::OpenHand
                | Then::OpenGame
                | Then::OpenSet
                | Then::OpenSetInBuilder
                | Then::OpenHouseRules
                | Then::OpenTileSet
        );
        if !writes {
            return Vec::new();
        }
        let mut inputs: Vec<PathBuf> = Vec::new();
        inputs.extend(
            self.progress
                .own_file()
                .into_iter()
                .flat_map(|f| [f.clone(), crate::app::screens::progress::summary_path(f)]),
        );
        if let Some(dir) = &self.recorder.data_dir {
            let folder = dir.join(crate::recording::FOLDER);
            for name in [crate::recording::CURRENT, crate::recording::DRAFT] {
                inputs.push(folder.join(name));
            }
        }
        inputs.extend(self.builder.draft_path.clone());
        inputs.extend(self.drill.mine.file.clone());
        inputs.extend(self.data_lock.as_ref().map(|l| l.path().to_path_buf()));
        inputs.extend(self.settings_saver.as_ref().map(|s| s.path().to_path_buf()));
        if let crate::app::screens::tile_sets::TileChoice::Set(set) = &self.settings.tile_set {
            inputs.extend(crate::tileset::input_files(set));
        }
        let export = matches!(
            then,
            Then::ExportNightCsv
                | Then::PrintNightSheet
                | Then::ExportWorksheet { .. }
                | Then::SaveImage { .. }
        );
        if export && let Some(path) = self.replays.game.as_ref().and_then(|g| g.path.clone()) {
            inputs.push(path);
        }
        inputs
    }
}

/// The notice of an effect that failed (its error, one line, in the reader's language).
pub fn failed(error: &str) -> Notice {
    Notice::new(NoticeLevel::Error, "notice-failed").arg("error", one_line(error, MESSAGE_MAX))
}

/// The dialog of a file kind's save, for the screens' requests.
pub fn save_dialog(kind: FileKind, name: impl Into<String>, then: Then) -> Command {
    Effect::Dialog(Dialog::save(kind, name, then)).into()
}

/// The dialog of a file kind's open, for the screens' requests.
pub fn open_dialog(kind: FileKind, then: Then) -> Command {
    Effect::Dialog(Dialog::open(kind, then)).into()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_bus_and_no_zenity_means_the_path_field() {
        let env = |vars: &'static [(&'static str, &'static str)]| {
            move |name: &str| {
                vars.iter()
                    .find(|(n, _)| *n == name)
                    .map(|(_, v)| OsString::from(v))
            }
        };
        assert_eq!(
            Dialogs::detect_in(env(&[
                ("TILEWISE_NO_DIALOGS", "1"),
                ("DBUS_SESSION_BUS_ADDRESS", "unix:x")
            ])),
            Dialogs::InApp
        );
        if cfg!(target_os = "linux") {
            assert_eq!(
                Dialogs::detect_in(env(&[("PATH", "/nonexistent-tilewise")])),
                Dialogs::InApp
            );
            assert_eq!(
                Dialogs::detect_in(env(&[("DBUS_SESSION_BUS_ADDRESS", "unix:path=/x")])),
                Dialogs::System
            );
        }
    }

    #[test]
    fn a_failed_answer_is_told() {
        let failed_save = Command::Calc(CalcCommand::Saved(Err("/x: no".into())));
        assert_eq!(failure(&failed_save), Some(failed("/x: no")));
        let saved = Command::Calc(CalcCommand::Saved(Ok("saved".into())));
        assert_eq!(failure(&saved), None);
        let args = vec![("error", crate::i18n::Arg::Text("a b".to_string()))];
        assert_eq!(failed("a\nb").args, args);
    }
}
