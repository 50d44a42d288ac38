//! The one place where effects run: file dialogs (rfd, with the app's own path field when no
//! system dialog can be shown), reads, writes, the clipboard and jobs on threads of their own.
//! Every failed write or copy becomes a notice in the reader's language
//! ([`crate::app::route::failure`] reads it off the answer a screen is given); a failed read is
//! said by the screen that asked, in place of the file. What comes back goes to the asking
//! screen through [`crate::app::route`]: this module names no screen.
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
use crate::app::notice::{Notice, NoticeLevel, failed};
use crate::app::path_dialog::{PathCommand, PathField, PathOutcome};
use crate::app::route;
use crate::app::{Command, TilewiseApp};
use crate::i18n::{Localized, Message, Said};
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

/// Runs an effect that needs nothing of the app: reads and writes; what follows goes back as
/// commands (what they say is worded when drawn). Dialogs and the clipboard are the app's
/// (`TilewiseApp::run_effect`).
pub fn run_io(effect: Effect) -> Vec<Command> {
    match effect {
        Effect::SaveHand { path, text } => {
            let result = crate::files::write_atomic(&path, text.as_bytes())
                .map(|()| {
                    Said::msg(
                        Message::new("said-path")
                            .msg("what", Message::new("calc-saved"))
                            .text("path", path.display()),
                    )
                })
                .map_err(|e| Said::words(format!("{}: {e}", path.display())));
            route::hand_saved(&path, result)
        }
        Effect::Dropped { path, text } => route::dropped(path, text),
        Effect::OpenFile(path) => {
            let text = files::read(&path);
            route::dropped(path, text)
        }
        Effect::SaveImage {
            path,
            picture,
            from,
        } => vec![route::image_answer(
            from,
            files::save_image(&path, &picture),
        )],
        Effect::Read {
            path,
            limit_bytes,
            then,
        } => {
            let shown = path.display().to_string();
            let text = crate::files::read_text(&shown, limit_bytes).map_err(|e| Said::of(&e));
            vec![then.to(shown, text)]
        }
        Effect::Write { path, bytes, then } => {
            let result = crate::files::write_atomic(&path, &bytes);
            let said = result.as_ref().err().map(crate::app::notice::write_failed);
            let answer = then.to(path, result.map_err(|e| e.message()));
            said.map(Command::Notify)
                .into_iter()
                .chain([answer])
                .collect()
        }
        Effect::Autosave { path, bytes, then } => {
            let result = crate::files::write_atomic_making_folder(&path, &bytes);
            let said = result.as_ref().err().map(crate::app::notice::write_failed);
            let answer = then.map(|then| then.to(path, result.map_err(|e| e.message())));
            said.map(Command::Notify)
                .into_iter()
                .chain(answer)
                .collect()
        }
        Effect::Remove(path) => match crate::files::remove_if_there(&path) {
            Ok(()) => Vec::new(),
            Err(e) => vec![Command::Notify(notice_failed(
                "notice-remove-failed",
                &path,
                &e,
            ))],
        },
        Effect::Rename { from, to, then } => {
            if std::fs::symlink_metadata(&from).is_err() {
                return vec![then.to(to, Ok(()))];
            }
            match crate::datafile::move_to_free(&from, |k| numbered(&to, k)) {
                Ok(now) => vec![then.to(now, Ok(()))],
                Err(e) => {
                    let message = Message::new("write-failed")
                        .text("path", to.display())
                        .text("error", &e);
                    vec![
                        Command::Notify(notice_failed("notice-write-failed", &to, &e)),
                        then.to(to, Err(message)),
                    ]
                }
            }
        }
        Effect::EditsKept { path, shown, then } => {
            let mut notices = Vec::new();
            let kept = crate::app::autosave::edits_kept(&path, &shown, &mut notices);
            let said = notices.into_iter().map(Command::Notify);
            said.chain(kept.map(|text| then.to(path, text))).collect()
        }
        Effect::RecentGames(paths) => vec![Command::RecentGames(paths)],
        Effect::LastSeason(path) => vec![Command::LastSeason(path)],
        Effect::SeasonDraft(draft) => vec![Command::SeasonDraft(draft)],
        Effect::AddToSeason { name, text } => route::add_to_season(name, text),
        Effect::RecentSets(paths) => vec![Command::RecentSets(paths)],
        Effect::Notify(notice) => vec![Command::Notify(notice)],
        Effect::Answer(command) => vec![*command],
        Effect::Show(screen) => vec![Command::Show(screen)],
        Effect::Practise(system) => vec![Command::Practise(system)],
        Effect::HouseRules(rules) => vec![Command::SetHouseRules(rules)],
        Effect::AddToSet { file, mode } => vec![route::add_to_set(file, mode)],
        Effect::Attempts(attempts) => vec![route::attempts(attempts)],
        Effect::ReplayQuiz { system, level } => route::replay_quiz(system, level),
        Effect::WeakSpots { system, discard } => vec![route::weak_spots(system, discard)],
        Effect::WeakSpotsFound(found) => vec![route::weak_spots_found(found)],
        Effect::ProgressArrived => vec![route::progress_arrived()],
        Effect::ChooseTiles(choice) => vec![Command::ChooseTiles(choice)],
        Effect::TilesSeen(key) => vec![Command::TilesSeen(key)],
        Effect::EditHouseRules(section) => vec![route::edit_house_rules(section)],
        Effect::ToggleSetBuilder => vec![route::toggle_set_builder()],
        Effect::RememberSet(path) => vec![route::remember_set(path)],
        Effect::ShowRecord { name, text } => route::show_record(name, text),
        Effect::TrySet { title, text } => route::try_set(title, text),
        // The app's: they need the window (the clipboard) or its state (the dialogs).
        Effect::CopyImage { .. }
        | Effect::Dialog(_)
        | Effect::AddToMyDrills(_)
        | Effect::Spawn(_)
        | Effect::CloseWindow
        | Effect::TileView => Vec::new(),
    }
}

/// Runs `effects` here, as the app would (a job in place, a read or a write through
/// [`run_io`]): the commands they answer, in order (tests).
#[cfg(test)]
pub fn run_here(effects: impl IntoIterator<Item = Effect>) -> Vec<Command> {
    let mut said = Vec::new();
    for effect in effects {
        if let Effect::Spawn(job) = effect {
            let (send, arrivals) = std::sync::mpsc::channel();
            job.run(&crate::app::effect::Report::new(send, None));
            said.extend(arrivals.try_iter());
        } else {
            said.extend(run_io(effect));
        }
    }
    said
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
                vec![route::image_answer(from, files::copy_image(&picture, ctx))]
            }
            Effect::AddToMyDrills(decisions) => {
                self.add_to_my_drills(&decisions);
                Vec::new()
            }
            Effect::Spawn(job) => {
                self.spawn(job, ctx);
                Vec::new()
            }
            Effect::CloseWindow => {
                ctx.send_viewport_cmd(egui::ViewportCommand::Close);
                Vec::new()
            }
            Effect::TileView => {
                self.apply_tile_view(ctx);
                crate::app::widgets::tile_art::keep_textures_of(ctx, self.tiles.faces());
                Vec::new()
            }
            other => run_io(other),
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

    /// Waits until every job started has ended (tests, and the app closing); what they said
    /// is applied at the next frame. Returns how many were waited for.
    pub fn wait_for_jobs(&mut self) -> usize {
        let jobs = std::mem::take(&mut self.jobs);
        let count = jobs.len();
        for job in jobs {
            // A job that panicked has said so already (`Job::run`).
            let _ = job.join();
        }
        count
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
                None if started.elapsed() >= NO_DIALOG_BELOW => {
                    if let Some(command) = route::dialog_cancelled(&dialog.then) {
                        self.apply(command, ctx);
                    }
                    return;
                }
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
                let then = field.dialog.then.clone();
                self.path_field = None;
                if let Some(command) = route::dialog_cancelled(&then) {
                    self.apply(command, ctx);
                }
            }
            PathOutcome::Chosen(path) => {
                let then = field.dialog.then.clone();
                self.path_field = None;
                self.chosen(then, path, ctx);
            }
        }
    }

    /// A path was chosen: the folder is remembered, and the path does what it was asked for.
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
        // A read or a write the path asks for runs here, not through another command.
        match route::chosen_path(then, path) {
            Command::Effect(effect) => self.run_effect(*effect, ctx),
            command => self.apply(command, ctx),
        }
    }
}

/// `to` numbered `k`: itself for 0, else `NAME-k.EXT`.
fn numbered(to: &Path, k: u32) -> PathBuf {
    if k == 0 {
        return to.to_path_buf();
    }
    let stem = to.file_stem().map(|s| s.to_string_lossy().into_owned());
    let name = match (stem, to.extension()) {
        (Some(stem), Some(ext)) => format!("{stem}-{k}.{}", ext.to_string_lossy()),
        (Some(stem), None) => format!("{stem}-{k}"),
        _ => format!("file-{k}"),
    };
    to.with_file_name(name)
}

/// The notice that a file operation on `path` failed (`message_id`: `notice-write-failed`,
/// `notice-remove-failed`).
fn notice_failed(message_id: &'static str, path: &Path, e: &dyn std::fmt::Display) -> Notice {
    Notice::new(NoticeLevel::Error, message_id)
        .arg("path", path.display().to_string())
        .arg("error", e.to_string())
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
}
