//! The Progress screen: accuracy over time and per pattern, the patterns weakest first with
//! their next review, figures per mode, reset and CSV export.
//!
//! [`ProgressView`] holds the learner's [`Progress`] and where it is saved; it changes only
//! through [`ProgressCommand`] (and [`ProgressView::record`], which the app calls with the
//! drill's graded answers). `progress_ui` draws and pushes commands; it reads no clock (the app
//! passes `now`) and touches no file.
//!
//! The progress file is read off the first frame ([`ProgressView::load_in_background`]): a
//! job reads it ([`Effect::Spawn`]) and its answer arrives as [`ProgressCommand::Loaded`].
//! Until then the screen says it is reading, answers graded meanwhile are kept (and replayed
//! onto the progress read), and nothing is saved: the file is never written over before it was
//! read. Saves are jobs too, one at a time: answers graded while one runs are saved by the next,
//! started when it is done ([`ProgressCommand::Saved`]).

use crate::app::Command;
use crate::app::context::Ctx;
use crate::app::effect::{Effect, Job, Reply};
use crate::app::i18n::I18n;
use crate::app::notice::{Notice, NoticeLevel};
use crate::app::screens::Screen;
use crate::drill::mode::Mode;
use crate::i18n::{Message, Said};
use crate::progress::file::{FILE_NAME, LoadReport};
use crate::progress::{Attempt, Point, Progress, Tally, csv};
use crate::recording::date_of_unix;
use crate::rules::{RuleId, RuleSettings};
use egui::{Color32, RichText, Ui};
use egui_plot::{Bar, BarChart, GridMark, Line, Plot, Points};
use std::path::{Path, PathBuf};

/// How many patterns the bar chart shows (the weakest).
pub const BARS_MAX: usize = 12;
/// How many patterns "Practise weak spots" deals in turn.
pub const WEAK_SPOTS_MAX: usize = 8;
/// Answers per point of the "per 10 answers" line.
pub const BLOCK: usize = 10;

/// What the accuracy line is drawn over.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Chart {
    /// One point per [`BLOCK`] answers.
    #[default]
    PerBlock,
    /// One point per day.
    PerDay,
}

/// The progress store, where it lives, and the screen's state.
#[derive(Default)]
pub struct ProgressView {
    pub store: Progress,
    /// The file the progress is saved to; `None`: kept in memory only (tests, or a file that
    /// could not be moved aside).
    pub file: Option<PathBuf>,
    /// The system shown.
    pub system: RuleId,
    pub chart: Chart,
    /// "Reset" was pressed and waits for its confirmation.
    pub confirm_reset: bool,
    /// The last export, reset or save: what happened, or what went wrong.
    pub message: Option<Result<Said, Said>>,
    /// A save runs, on its own thread (a long history never stalls a frame); saves run one at
    /// a time, the next when it is done.
    saving: bool,
    /// Answers (or a reset) no save has taken yet: the next save's, or at the latest the one
    /// made when the app closes.
    unsaved: bool,
    /// The patterns to practise were asked for while the file was being read.
    weak_spots_waiting: bool,
    /// The progress file being read on its own thread, until the app has taken what was read.
    loading: Option<Loading>,
    /// Answers graded while the file was being read: in `store` already (the drill and the
    /// screen count them), and replayed onto the progress read when it arrives.
    meanwhile: Vec<Attempt>,
    /// The answers' file of the export under way, written, while its summary is written.
    exported_answers: Option<PathBuf>,
}

/// A progress file read on a thread of its own: where from, what was read, and what happened to
/// a file that could not be used (moved aside, or left alone).
#[derive(Clone, Debug, PartialEq)]
pub struct Loaded {
    pub path: PathBuf,
    pub progress: Progress,
    pub report: Option<LoadReport>,
}

impl Loaded {
    /// Reads the progress file at `path` (what the reading thread does): nothing there is a
    /// fresh start; a file that cannot be used is moved aside and reported.
    pub fn read(path: PathBuf) -> Loaded {
        let (progress, report) = crate::progress::file::load(&path);
        Loaded {
            path,
            progress,
            report,
        }
    }

    /// The reading thread stopped without an answer: what the file holds is not known, so it
    /// is left where it is and nothing is written over it this session.
    fn stopped(path: PathBuf) -> Loaded {
        use crate::progress::file::Problem;
        Loaded {
            path,
            progress: Progress::default(),
            report: Some(LoadReport {
                problem: Problem::Unreadable("the reading thread stopped".into()),
                backup: None,
            }),
        }
    }
}

/// The progress file on its way from the reading job.
struct Loading {
    /// The file being read (saved to once it arrived, unless it had to be left alone).
    path: PathBuf,
}

impl Drop for ProgressView {
    /// What no save has taken yet is saved before the app goes (the app hands over, before,
    /// what its jobs said: [`ProgressView::closing`]).
    fn drop(&mut self) {
        if self.unsaved
            && !self.is_loading()
            && let Some(path) = &self.file
            && let Err(e) = crate::progress::file::save_creating_folder(&self.store, path)
        {
            // The app is closing: no notice can be shown any more.
            eprintln!("tilewise: {}: {e}", path.display());
        }
    }
}

/// Every change to the progress screen and store.
#[derive(Clone, Debug, PartialEq)]
pub enum ProgressCommand {
    /// Graded answers to keep (saved when the file has arrived).
    Record(Vec<Attempt>),
    /// The patterns to practise in a system (the discard drill's skills when `discard`):
    /// answered at once, or when the file has arrived.
    WeakSpotsFor {
        system: String,
        discard: bool,
    },
    SetSystem(RuleId),
    SetChart(Chart),
    /// Asks to reset (a confirmation follows).
    AskReset,
    CancelReset,
    /// Forgets every answer and schedule (after the confirmation).
    Reset,
    /// Asks where to export the CSV files.
    ExportDialog,
    /// Writes the answers to this path and the per-pattern summary beside it
    /// (`<name>-patterns.csv`), each an effect, then `Exported`.
    Export(PathBuf),
    /// One file of an export written, or why not: the answers' (`summary` false), then the
    /// summary's.
    Exported {
        path: PathBuf,
        summary: bool,
        result: Result<(), Message>,
    },
    /// Opens the drill in the system shown.
    OpenDrill,
    /// The progress file read in the background has arrived: the answers graded meanwhile
    /// are added to it, and it is saved when there were any.
    Loaded(Box<Loaded>),
    /// A save has ended (an error in words when it failed): the next one starts if answers
    /// came meanwhile.
    Saved(Result<(), String>),
}

/// The progress file in the app's data folder (beside eframe's `app.ron`).
pub fn progress_file() -> Option<PathBuf> {
    crate::app::storage::storage_file().and_then(|f| f.parent().map(|d| d.join(FILE_NAME)))
}

/// Where the per-pattern summary goes when the answers go to `path`.
pub fn summary_path(path: &Path) -> PathBuf {
    let stem = path
        .file_stem()
        .map_or("progress".into(), |s| s.to_string_lossy());
    path.with_file_name(format!("{stem}-patterns.csv"))
}

impl ProgressView {
    /// The progress of the file at `path`, still to be read by the job returned (so that the
    /// first frame need not wait for it): nothing is saved until it has arrived.
    pub fn load_in_background(path: PathBuf) -> (ProgressView, Effect) {
        let mut view = ProgressView::default();
        view.loading = Some(Loading { path: path.clone() });
        let loaded = |loaded: Loaded| Command::Progress(ProgressCommand::Loaded(Box::new(loaded)));
        let stopped = loaded(Loaded::stopped(path.clone()));
        let job = Job::new("progress-load", stopped, move |report| {
            report.say(loaded(Loaded::read(path)));
        });
        (view, Effect::Spawn(job))
    }

    /// The progress file: the one saved to, or the one still being read (no export may land
    /// on it).
    pub fn own_file(&self) -> Option<&PathBuf> {
        self.file
            .as_ref()
            .or(self.loading.as_ref().map(|l| &l.path))
    }

    /// Whether the progress file is still being read (or read and not yet taken by the app).
    pub fn is_loading(&self) -> bool {
        self.loading.is_some()
    }

    /// What the app's jobs said before it closes (it waited for them): the file read is taken
    /// and a failed save told on the console; the store is saved when the view goes.
    pub fn closing(&mut self, command: ProgressCommand) {
        match command {
            ProgressCommand::Loaded(loaded) if self.reads(&loaded.path) => {
                self.loading = None;
                // Said on the way out, where no notice can be read.
                let (merged, notice) = self.arrive(*loaded);
                if let Some(notice) = notice {
                    eprintln!(
                        "tilewise: {}",
                        notice.text(crate::app::i18n::I18n::english())
                    );
                }
                if merged {
                    self.unsaved = true;
                }
            }
            ProgressCommand::Saved(result) => {
                self.saving = false;
                if let (Err(e), Some(path)) = (result, &self.file) {
                    eprintln!("tilewise: {}: {e}", path.display());
                    self.unsaved = true;
                }
            }
            _ => {}
        }
    }

    /// Whether `path` is the file being read.
    fn reads(&self, path: &Path) -> bool {
        self.loading.as_ref().is_some_and(|l| l.path == path)
    }

    /// Takes the progress read: the answers graded meanwhile are replayed onto it (they are
    /// newer than all it holds), the file is saved to from now on unless it had to be left
    /// alone. Whether answers were merged (and so there is something to save), and the notice
    /// of a file that could not be used.
    fn arrive(&mut self, loaded: Loaded) -> (bool, Option<Notice>) {
        let Loaded {
            path,
            mut progress,
            report,
        } = loaded;
        let meanwhile = std::mem::take(&mut self.meanwhile);
        let merged = !meanwhile.is_empty();
        for attempt in meanwhile {
            progress.record(attempt);
        }
        self.store = progress;
        let keep_away = report.as_ref().is_some_and(|r| r.backup.is_none());
        self.file = (!keep_away).then_some(path);
        (merged, report.as_ref().map(load_notice))
    }

    /// The id of the system shown.
    pub fn system_id(&self) -> &'static str {
        self.system.id()
    }

    /// Keeps graded answers; the save to run, when there were any.
    pub fn record(&mut self, attempts: Vec<Attempt>) -> Option<Effect> {
        if attempts.is_empty() {
            return None;
        }
        for attempt in attempts {
            if self.is_loading() {
                self.meanwhile.push(attempt.clone());
            }
            self.store.record(attempt);
        }
        self.unsaved = true;
        self.save()
    }

    /// The job that saves a copy of the progress: none while the file is still being read (it
    /// would be written over with only this session's answers) or while a save runs (the next
    /// starts when it is done).
    fn save(&mut self) -> Option<Effect> {
        if self.is_loading() || self.saving {
            return None;
        }
        let path = self.file.clone()?;
        let snapshot = self.store.clone();
        self.saving = true;
        self.unsaved = false;
        let saved = |result: Result<(), String>| Command::Progress(ProgressCommand::Saved(result));
        let stopped = saved(Err("the saving thread stopped".into()));
        let job = Job::new("progress-save", stopped, move |report| {
            let result = crate::progress::file::save_creating_folder(&snapshot, &path);
            report.say(saved(result.map_err(|e| e.to_string())));
        });
        Some(Effect::Spawn(job))
    }

    /// A save ended: a failure is said (a notice and the screen's line) and what it held is
    /// saved again with the next; answers that came meanwhile are saved now.
    fn saved(&mut self, result: Result<(), String>) -> Vec<Effect> {
        self.saving = false;
        if let (Err(error), Some(path)) = (&result, &self.file) {
            self.unsaved = true;
            let notice = Notice::new(NoticeLevel::Error, "notice-write-failed")
                .arg("path", path.display().to_string())
                .arg("error", error.clone());
            self.message = Some(Err(Said::msg(
                Message::new("progress-save-failed").text("error", error),
            )));
            // Tried again with the next answers, not at once: the folder stays as it is.
            return vec![Effect::Notify(notice)];
        }
        if self.unsaved {
            self.save().into_iter().collect()
        } else {
            Vec::new()
        }
    }

    /// The write of the answers' CSV to `path` (atomically), then the summary's beside it.
    fn export(&self, path: PathBuf) -> Effect {
        Effect::Write {
            path,
            bytes: csv::attempts_csv(&self.store).into_bytes(),
            then: Reply(|path, result| {
                Command::Progress(ProgressCommand::Exported {
                    path,
                    summary: false,
                    result,
                })
            }),
        }
    }

    /// One CSV file of an export written (or not): the summary's write follows the
    /// answers'; the screen says both paths, or the one that failed.
    fn exported(
        &mut self,
        path: PathBuf,
        summary: bool,
        result: Result<(), Message>,
    ) -> Option<Effect> {
        if let Err(e) = result {
            self.message = Some(Err(Said::msg(
                Message::new("progress-export-failed")
                    .text("path", path.display())
                    .msg("error", e),
            )));
            return None;
        }
        if !summary {
            self.exported_answers = Some(path.clone());
            return Some(Effect::Write {
                path: summary_path(&path),
                bytes: csv::patterns_csv(&self.store).into_bytes(),
                then: Reply(|path, result| {
                    Command::Progress(ProgressCommand::Exported {
                        path,
                        summary: true,
                        result,
                    })
                }),
            });
        }
        let answers = self.exported_answers.take().unwrap_or_default();
        self.message = Some(Ok(Said::msg(
            Message::new("progress-exported")
                .text("answers", answers.display())
                .text("patterns", path.display()),
        )));
        None
    }

    /// The patterns to practise in a system at `now`: those due, else the weakest seen;
    /// `Err` names the message that says why there are none.
    pub fn weak_spots(&self, system: &str, now: u64) -> Result<Vec<String>, &'static str> {
        self.weak_spots_for(system, false, now)
    }

    /// [`ProgressView::weak_spots`] for a mode: the discard drill's skills
    /// ([`crate::drill::discard::Skill`]) when `discard`, else the system's patterns.
    pub fn weak_spots_for(
        &self,
        system: &str,
        discard: bool,
        now: u64,
    ) -> Result<Vec<String>, &'static str> {
        let known: Vec<&str> = if discard {
            crate::drill::discard::Skill::ALL
                .iter()
                .map(|s| s.id())
                .collect()
        } else {
            RuleSettings::from_id(system)
                .map(|s| s.patterns().iter().map(|p| p.id).collect())
                .unwrap_or_default()
        };
        let keep = |ids: Vec<String>| -> Vec<String> {
            ids.into_iter()
                .filter(|id| known.contains(&id.as_str()))
                .collect()
        };
        let due = keep(self.store.due_patterns(system, now, usize::MAX));
        let ids = if due.is_empty() {
            keep(self.store.weakest_patterns(system, usize::MAX))
        } else {
            due
        };
        if !ids.is_empty() {
            return Ok(ids.into_iter().take(WEAK_SPOTS_MAX).collect());
        }
        if self.store.system(system).is_none() {
            Err("progress-weak-none")
        } else {
            Err("progress-weak-all-right")
        }
    }
}

/// A share as a whole percentage.
fn percent(share: f64) -> String {
    format!("{:.0} %", share * 100.0)
}

/// When a pattern is due next, said relative to `now`.
fn due_text(i18n: &I18n, due: u64, now: u64) -> String {
    if due <= now {
        return i18n.tr("progress-due-now");
    }
    let wait = due - now;
    let (id, n) = match wait {
        0..3_600 => ("progress-due-minutes", wait.div_ceil(60)),
        3_600..86_400 => ("progress-due-hours", wait / 3_600),
        _ => ("progress-due-days", wait / 86_400),
    };
    i18n.tr_args(id, &[("n", n.into())])
}

/// A pattern's name in the reader's language; a rule the drill grades that is not a pattern
/// (Sichuan's wall's end, kong payments) by its own name; else its id.
fn pattern_name(i18n: &I18n, settings: Option<&RuleSettings>, id: &str) -> String {
    if let Some(p) = settings.and_then(|s| s.patterns().into_iter().find(|p| p.id == id)) {
        return i18n.pattern(p.id, p.name);
    }
    let rule = format!("progress-rule-{}", id.replace(['.', '_'], "-"));
    if i18n.has(&rule) {
        i18n.tr(&rule)
    } else {
        id.to_string()
    }
}

/// The colour of an accuracy: red, amber, green.
fn accuracy_color(share: f64) -> Color32 {
    if share < 0.5 {
        Color32::from_rgb(0xd0, 0x45, 0x45)
    } else if share < 0.8 {
        Color32::from_rgb(0xd8, 0x9a, 0x2a)
    } else {
        Color32::from_rgb(0x3c, 0xa0, 0x5a)
    }
}

/// The notice about a progress file that could not be used (said once in the shared bar):
/// what, and where it is kept.
pub fn load_notice(report: &LoadReport) -> Notice {
    use crate::progress::file::Problem;
    let problem = Notice::new(NoticeLevel::Warning, report.problem.message_id());
    let problem = match &report.problem {
        Problem::Newer(v) => problem.arg("version", v.to_string()),
        _ => problem,
    };
    Notice::new(NoticeLevel::Warning, "progress-file-problem")
        .then(problem)
        .then(match &report.backup {
            Some(path) => Notice::new(NoticeLevel::Warning, "progress-backup-kept")
                .arg("path", path.display().to_string()),
            None => Notice::new(NoticeLevel::Warning, "progress-backup-failed"),
        })
}

impl Screen for ProgressView {
    type Command = ProgressCommand;

    /// Applies one command; returns what it asks of the app (dialogs, saves, the drill).
    /// While the file is being read the screen offers no reset or export, and asks for them
    /// are dropped: neither may act on the answers of this session alone.
    fn apply(&mut self, command: ProgressCommand, _ctx: &Ctx) -> Vec<Effect> {
        let acts_on_store = matches!(
            command,
            ProgressCommand::AskReset
                | ProgressCommand::Reset
                | ProgressCommand::ExportDialog
                | ProgressCommand::Export(_)
        );
        if acts_on_store && self.is_loading() {
            return Vec::new();
        }
        match command {
            ProgressCommand::Loaded(loaded) => {
                // Only the file being read is taken, once.
                if self.reads(&loaded.path) {
                    self.loading = None;
                    let (merged, notice) = self.arrive(*loaded);
                    let mut effects: Vec<Effect> = notice.map(Effect::Notify).into_iter().collect();
                    if std::mem::take(&mut self.weak_spots_waiting) {
                        effects.push(Effect::ProgressArrived);
                    }
                    if merged {
                        self.unsaved = true;
                        effects.extend(self.save());
                    }
                    return effects;
                }
            }
            ProgressCommand::Saved(result) => return self.saved(result),
            ProgressCommand::Record(attempts) => {
                return self.record(attempts).into_iter().collect();
            }
            ProgressCommand::WeakSpotsFor { system, discard } => {
                if self.is_loading() {
                    // Nothing is known yet of what is due: asked again once it is.
                    self.weak_spots_waiting = true;
                    return vec![Effect::WeakSpotsFound(Err("progress-weak-loading"))];
                }
                let now = crate::progress::clock::now_unix_s();
                return vec![Effect::WeakSpotsFound(
                    self.weak_spots_for(&system, discard, now),
                )];
            }
            ProgressCommand::SetSystem(s) => self.system = s,
            ProgressCommand::SetChart(c) => self.chart = c,
            ProgressCommand::AskReset => self.confirm_reset = true,
            ProgressCommand::CancelReset => self.confirm_reset = false,
            ProgressCommand::Reset => {
                self.confirm_reset = false;
                self.store.reset();
                self.message = Some(Ok(Said::id("progress-reset-done")));
                self.unsaved = true;
                return self.save().into_iter().collect();
            }
            ProgressCommand::ExportDialog => {
                use crate::app::effect::{Dialog, FileKind, Then};
                return vec![Effect::Dialog(Dialog::save(
                    FileKind::Csv,
                    "tilewise-progress.csv",
                    Then::ExportProgress,
                ))];
            }
            ProgressCommand::Export(path) => return vec![self.export(path)],
            ProgressCommand::Exported {
                path,
                summary,
                result,
            } => {
                return self.exported(path, summary, result).into_iter().collect();
            }
            ProgressCommand::OpenDrill => return vec![Effect::Practise(self.system)],
        }
        Vec::new()
    }

    fn ui(&self, ui: &mut Ui, ctx: &Ctx, out: &mut Vec<ProgressCommand>) {
        progress_ui(ui, self, ctx, crate::progress::clock::now_unix_s(), out);
    }
}

/// The Progress screen. `now`: seconds since the epoch (for "next due").
pub fn progress_ui(
    ui: &mut Ui,
    view: &ProgressView,
    ctx: &Ctx,
    now: u64,
    out: &mut Vec<ProgressCommand>,
) {
    let i18n = ctx.i18n;
    let system = view.system_id();
    let settings = RuleSettings::from_id(system);
    ui.horizontal_wrapped(|ui| {
        ui.heading(i18n.tr("progress-title"));
        ui.add_space(16.0);
        for k in RuleId::ALL {
            if ui
                .selectable_label(view.system == k, i18n.tr(k.label_key()))
                .clicked()
            {
                out.push(ProgressCommand::SetSystem(k));
            }
        }
    });
    if view.is_loading() {
        // No figures of this session's answers alone, no reset or export: the file comes first.
        ui.separator();
        ui.add_space(24.0);
        ui.vertical_centered(|ui| ui.label(RichText::new(i18n.tr("progress-loading")).size(18.0)));
        return;
    }
    ui.horizontal_wrapped(|ui| {
        let any = !view.store.is_empty();
        if ui
            .add_enabled(any, egui::Button::new(i18n.tr("progress-export")))
            .clicked()
        {
            out.push(ProgressCommand::ExportDialog);
        }
        if view.confirm_reset {
            ui.colored_label(
                ui.visuals().warn_fg_color,
                i18n.tr("progress-reset-confirm"),
            );
            if ui.button(i18n.tr("progress-reset-yes")).clicked() {
                out.push(ProgressCommand::Reset);
            }
            if ui.button(i18n.tr("progress-cancel")).clicked() {
                out.push(ProgressCommand::CancelReset);
            }
        } else if ui
            .add_enabled(any, egui::Button::new(i18n.tr("progress-reset")))
            .clicked()
        {
            out.push(ProgressCommand::AskReset);
        }
        match &view.message {
            Some(Ok(said)) => {
                ui.label(i18n.said(said));
            }
            Some(Err(said)) => {
                ui.colored_label(ui.visuals().error_fg_color, i18n.said(said));
            }
            None => {}
        }
    });
    ui.separator();
    let Some(record) = view.store.system(system) else {
        empty_ui(ui, i18n, system, out);
        return;
    };
    egui::ScrollArea::vertical()
        .id_salt("progress_scroll")
        .auto_shrink([false, false])
        .show(ui, |ui| {
            summary_ui(ui, i18n, &record.total, &record.modes);
            ui.add_space(8.0);
            let wide = ui.available_width() > 900.0;
            let plot_width = if wide {
                (ui.available_width() - 24.0) / 2.0
            } else {
                ui.available_width()
            };
            let charts = |ui: &mut Ui| {
                ui.vertical(|ui| {
                    ui.set_width(plot_width);
                    over_time_ui(ui, view, i18n, system, out);
                });
                ui.vertical(|ui| {
                    ui.set_width(plot_width);
                    per_pattern_ui(ui, view, i18n, system, settings.as_ref());
                });
            };
            if wide {
                ui.horizontal_top(charts);
            } else {
                ui.vertical(charts);
            }
            ui.add_space(8.0);
            table_ui(ui, view, i18n, system, settings.as_ref(), now);
        });
}

/// What a learner with no answers in this system sees.
fn empty_ui(ui: &mut Ui, i18n: &I18n, system: &str, out: &mut Vec<ProgressCommand>) {
    ui.add_space(24.0);
    ui.vertical_centered(|ui| {
        ui.set_max_width(560.0);
        ui.label(
            RichText::new(i18n.tr_args(
                "progress-empty-title",
                &[("system", i18n.tr(&format!("system-{system}")).into())],
            ))
            .size(18.0)
            .strong(),
        );
        ui.add_space(8.0);
        ui.label(i18n.tr("progress-empty"));
        ui.add_space(12.0);
        if ui
            .button(RichText::new(i18n.tr("progress-go-to-drill")).size(16.0))
            .clicked()
        {
            out.push(ProgressCommand::OpenDrill);
        }
    });
}

/// The system's totals and the figures of each mode practised.
fn summary_ui(
    ui: &mut Ui,
    i18n: &I18n,
    total: &Tally,
    modes: &std::collections::BTreeMap<Mode, Tally>,
) {
    ui.horizontal_wrapped(|ui| {
        ui.label(
            RichText::new(i18n.tr_args("progress-answers", &[("n", total.attempts.into())]))
                .size(18.0)
                .strong(),
        );
        ui.label(
            RichText::new(i18n.tr_args(
                "progress-right-share",
                &[("share", percent(total.accuracy()).into())],
            ))
            .size(18.0)
            .color(accuracy_color(total.accuracy())),
        );
        ui.label(i18n.tr_args(
            "progress-mean-time",
            &[(
                "seconds",
                crate::app::widgets::words::seconds_text(i18n, total.mean_seconds() as f32).into(),
            )],
        ));
        ui.label(i18n.tr_args(
            "progress-last-practised",
            &[("date", i18n.date(&date_of_unix(total.last_seen)).into())],
        ));
    });
    ui.add_space(4.0);
    egui::Grid::new("progress_modes")
        .num_columns(4)
        .striped(true)
        .spacing([24.0, 4.0])
        .show(ui, |ui| {
            for id in [
                "progress-col-mode",
                "progress-col-answers",
                "progress-col-accuracy",
                "progress-col-time",
            ] {
                ui.label(RichText::new(i18n.tr(id)).strong());
            }
            ui.end_row();
            for (mode, tally) in modes {
                ui.label(i18n.tr(mode.label_key()));
                ui.label(tally.attempts.to_string());
                ui.colored_label(accuracy_color(tally.accuracy()), percent(tally.accuracy()));
                ui.label(
                    i18n.tr_args(
                        "progress-seconds",
                        &[(
                            "n",
                            crate::app::widgets::words::seconds_text(
                                i18n,
                                tally.mean_seconds() as f32,
                            )
                            .into(),
                        )],
                    ),
                );
                ui.end_row();
            }
        });
}

/// The height of both plots: room for a line per bar of the pattern chart.
fn plot_height(bars: usize) -> f32 {
    (bars as f32 * 22.0 + 50.0).clamp(220.0, 320.0)
}

/// Plots are pictures here: no zoom, drag or scroll to get lost in.
fn still(plot: Plot<'_>) -> Plot<'_> {
    plot.allow_zoom(false)
        .allow_drag(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        .allow_double_click_reset(false)
        .allow_axis_zoom_drag(false)
}

/// The x range of the accuracy line: per block, from 0 answers to one past the last point or
/// the first block's end (a first point never sits alone in the middle of negative answers);
/// per day, a day either side of the days practised.
fn x_range(points: &[Point], chart: Chart) -> (f64, f64) {
    let first = points.first().map_or(0.0, |p| p.x);
    let last = points.last().map_or(0.0, |p| p.x);
    match chart {
        Chart::PerBlock => (0.0, last.max(BLOCK as f64) + 1.0),
        Chart::PerDay => (first - 1.0, last + 1.0),
    }
}

/// Accuracy over time, per 10 answers or per day.
fn over_time_ui(
    ui: &mut Ui,
    view: &ProgressView,
    i18n: &I18n,
    system: &str,
    out: &mut Vec<ProgressCommand>,
) {
    ui.horizontal(|ui| {
        ui.label(RichText::new(i18n.tr("progress-over-time")).strong());
        for (chart, id) in [
            (Chart::PerBlock, "progress-per-block"),
            (Chart::PerDay, "progress-per-day"),
        ] {
            if ui
                .selectable_label(view.chart == chart, i18n.tr(id))
                .clicked()
            {
                out.push(ProgressCommand::SetChart(chart));
            }
        }
    });
    let points: Vec<Point> = match view.chart {
        Chart::PerBlock => view.store.accuracy_by_block(system, BLOCK),
        Chart::PerDay => view.store.accuracy_by_day(system),
    };
    let xy: Vec<[f64; 2]> = points.iter().map(|p| [p.x, p.accuracy() * 100.0]).collect();
    let per_day = view.chart == Chart::PerDay;
    let x_label = if per_day {
        i18n.tr("progress-axis-day")
    } else {
        i18n.tr("progress-axis-answers")
    };
    let color = ui.visuals().hyperlink_color;
    let line_name = i18n.tr("progress-col-accuracy");
    let bars = view.store.pattern_rows(system).len().min(BARS_MAX);
    let (x_min, x_max) = x_range(&points, view.chart);
    let day_first = i18n.date("2000-01-02") != "2000-01-02";
    still(Plot::new("progress_over_time"))
        .height(plot_height(bars))
        .default_x_bounds(x_min, x_max)
        .include_y(0.0)
        .include_y(100.0)
        .y_axis_label(i18n.tr("progress-axis-accuracy"))
        .x_axis_label(x_label)
        .x_axis_formatter(move |mark, _| {
            if per_day {
                // Month and day as the reader writes them: 11-20, or 20.11 in Russian and
                // Polish.
                let day = date_of_unix(mark.value.max(0.0) as u64 * 86_400);
                match (day_first, day.get(5..7), day.get(8..10)) {
                    (true, Some(m), Some(d)) => format!("{d}.{m}"),
                    _ => day.get(5..).unwrap_or_default().to_string(),
                }
            } else if mark.value >= 0.0 && mark.value.fract() == 0.0 {
                format!("{}", mark.value)
            } else {
                String::new()
            }
        })
        // Whole days or whole answers only.
        .x_grid_spacer(egui_plot::uniform_grid_spacer(|input| {
            let unit = 10f64.powf(input.base_step_size.max(1.0).log10().ceil());
            [unit, unit * 5.0, unit * 10.0]
        }))
        .label_formatter(|_| None)
        .show(ui, |plot| {
            plot.line(
                Line::new(line_name.clone(), xy.clone())
                    .color(color)
                    .width(2.0),
            );
            plot.points(Points::new(line_name, xy).color(color).radius(3.5));
        });
}

/// Accuracy of the weakest patterns, as horizontal bars named on the left.
fn per_pattern_ui(
    ui: &mut Ui,
    view: &ProgressView,
    i18n: &I18n,
    system: &str,
    settings: Option<&RuleSettings>,
) {
    let rows = view.store.pattern_rows(system);
    let shown: Vec<_> = rows.iter().take(BARS_MAX).collect();
    ui.label(
        RichText::new(i18n.tr_args("progress-per-pattern", &[("n", shown.len().into())])).strong(),
    );
    let n = shown.len();
    // The weakest on top: bar k sits at n - 1 - k.
    let names: Vec<String> = shown
        .iter()
        .map(|r| {
            let name = pattern_name(i18n, settings, r.pattern);
            if name.chars().count() > 24 {
                format!("{}…", name.chars().take(23).collect::<String>())
            } else {
                name
            }
        })
        .collect();
    let bars: Vec<Bar> = shown
        .iter()
        .enumerate()
        .map(|(k, r)| {
            let share = r.record.tally.accuracy();
            Bar::new((n - 1 - k) as f64, share * 100.0)
                .name(&names[k])
                .fill(accuracy_color(share))
                .width(0.7)
        })
        .collect();
    let label_names = names.clone();
    let axis = egui_plot::AxisHints::new_y()
        .label_spacing(14.0..=18.0)
        .min_thickness(170.0)
        .formatter(move |mark, _| {
            let k = mark.value.round();
            if (mark.value - k).abs() > 0.01 || k < 0.0 {
                return String::new();
            }
            n.checked_sub(k as usize + 1)
                .and_then(|i| label_names.get(i))
                .cloned()
                .unwrap_or_default()
        });
    still(Plot::new("progress_per_pattern"))
        .height(plot_height(n))
        .include_x(0.0)
        .include_x(100.0)
        .include_y(-0.6)
        .include_y(n as f64 - 0.4)
        .show_grid([true, false])
        .x_axis_label(i18n.tr("progress-axis-accuracy"))
        .custom_y_axes(vec![axis])
        .y_grid_spacer(move |_| {
            (0..n)
                .map(|k| GridMark {
                    value: k as f64,
                    step_size: 1.0,
                })
                .collect()
        })
        .label_formatter(|_| None)
        .show(ui, |plot| {
            plot.bar_chart(BarChart::new("patterns", bars).horizontal());
        });
}

/// Every pattern seen, weakest first.
fn table_ui(
    ui: &mut Ui,
    view: &ProgressView,
    i18n: &I18n,
    system: &str,
    settings: Option<&RuleSettings>,
    now: u64,
) {
    ui.label(RichText::new(i18n.tr("progress-weakest-first")).strong());
    egui::Grid::new("progress_patterns")
        .num_columns(6)
        .striped(true)
        .spacing([20.0, 4.0])
        .show(ui, |ui| {
            for id in [
                "progress-col-pattern",
                "progress-col-answers",
                "progress-col-accuracy",
                "progress-col-time",
                "progress-col-last-seen",
                "progress-col-due",
            ] {
                ui.label(RichText::new(i18n.tr(id)).strong());
            }
            ui.end_row();
            for row in view.store.pattern_rows(system) {
                let t = &row.record.tally;
                ui.label(pattern_name(i18n, settings, row.pattern))
                    .on_hover_text(row.pattern);
                ui.label(format!("{} / {}", t.right, t.attempts));
                ui.colored_label(accuracy_color(t.accuracy()), percent(t.accuracy()));
                ui.label(
                    i18n.tr_args(
                        "progress-seconds",
                        &[(
                            "n",
                            crate::app::widgets::words::seconds_text(i18n, t.mean_seconds() as f32)
                                .into(),
                        )],
                    ),
                );
                ui.label(i18n.date(&date_of_unix(t.last_seen)));
                ui.label(due_text(i18n, row.record.card.due, now));
                ui.end_row();
            }
        });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::i18n::Lang;
    use crate::drill::mode::{Level, PatternResult};

    fn answer(at: u64, pattern: &str, right: bool) -> Attempt {
        Attempt {
            at_unix_s: at,
            system: "zung-jung".into(),
            mode: Mode::Total,
            level: Level::Standard,
            right,
            seconds: 5.0,
            patterns: vec![PatternResult {
                pattern: pattern.into(),
                right,
            }],
        }
    }

    #[test]
    fn weak_spots_are_due_patterns_then_the_weakest_then_a_reason() {
        let i18n = I18n::new(Lang::English);
        let mut view = ProgressView::default();
        assert_eq!(view.weak_spots("zung-jung", 0), Err("progress-weak-none"));
        let t0 = 1_780_000_000;
        let ids: Vec<&str> = RuleSettings::default()
            .patterns()
            .iter()
            .map(|p| p.id)
            .collect();
        view.record(vec![
            answer(t0, ids[3], true),
            answer(t0, ids[4], false),
            answer(t0, "not-a-pattern", false),
        ]);
        // At once nothing is due; the missed one is the weakest.
        assert_eq!(
            view.weak_spots("zung-jung", t0),
            Ok(vec![ids[4].to_string()])
        );
        // Later both are due, the missed one first; unknown ids are never dealt.
        let later = view.weak_spots("zung-jung", t0 + 30 * 86_400).unwrap();
        assert_eq!(later, vec![ids[4].to_string(), ids[3].to_string()]);
        view.apply(ProgressCommand::Reset, &ctx(&i18n));
        view.record(vec![answer(t0, ids[3], true)]);
        assert_eq!(
            view.weak_spots("zung-jung", t0),
            Err("progress-weak-all-right")
        );
    }

    /// Runs the jobs among `effects` here, as the app would on their threads: what they say.
    fn run(effects: impl IntoIterator<Item = Effect>) -> Vec<ProgressCommand> {
        crate::app::run_effect::run_here(effects)
            .into_iter()
            .filter_map(|c| match c {
                Command::Progress(p) => Some(p),
                _ => None,
            })
            .collect()
    }

    /// The context of a screen under test: the default settings, `i18n`'s language.
    fn ctx(i18n: &I18n) -> Ctx<'_> {
        Ctx::new(Box::leak(Box::default()), i18n)
    }

    /// The notices among `effects`.
    fn notices_in(effects: &[Effect]) -> Vec<Notice> {
        effects
            .iter()
            .filter_map(|e| match e {
                Effect::Notify(n) => Some(n.clone()),
                _ => None,
            })
            .collect()
    }

    /// Applies `said` and runs the saves it starts, until none is left: the notices said.
    fn settle(view: &mut ProgressView, said: Vec<ProgressCommand>, i18n: &I18n) -> Vec<Notice> {
        let (mut said, mut notices) = (said, Vec::new());
        while !said.is_empty() {
            let effects: Vec<Effect> = said
                .into_iter()
                .flat_map(|c| view.apply(c, &ctx(i18n)))
                .collect();
            notices.extend(notices_in(&effects));
            said = run(effects);
        }
        notices
    }

    #[test]
    fn a_save_that_fails_is_said_and_the_progress_kept() {
        let i18n = I18n::new(Lang::English);
        let scratch = tempfile::tempdir().unwrap();
        let blocker = scratch.path().join("blocker");
        crate::files::write_atomic(&blocker, b"a file, not a folder").unwrap();
        let mut view = ProgressView::default();
        view.file = Some(blocker.join("progress.ron"));
        let save = view.record(vec![answer(1_780_000_000, "zj.1.1", true)]);
        let notices = settle(&mut view, run(save), &i18n);
        let message = i18n.said(&view.message.clone().unwrap().unwrap_err());
        assert!(
            message.starts_with("Your progress could not be saved"),
            "{message}"
        );
        assert_eq!(notices.len(), 1);
        assert_eq!(view.store.attempts.len(), 1);
        // Kept to be saved again: not at once, with the next answers.
        assert!(view.unsaved && !view.saving);
        view.file = None;
    }

    /// Answers graded while a save runs are saved by the next, started when it ends; the
    /// last save holds them all.
    #[test]
    fn answers_during_a_save_are_saved_by_the_next() {
        let i18n = I18n::new(Lang::English);
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("deeper").join(FILE_NAME);
        let mut view = ProgressView::default();
        view.file = Some(path.clone());
        let first = view.record(vec![answer(1_780_000_000, "zj.1.1", true)]);
        assert!(first.is_some());
        let second = view.record(vec![answer(1_780_000_100, "zj.2.1", false)]);
        assert!(second.is_none(), "one save at a time");
        settle(&mut view, run(first), &i18n);
        assert!(!view.saving && !view.unsaved);
        assert_eq!(
            crate::progress::file::load(&path),
            (view.store.clone(), None)
        );
        assert_eq!(view.store.attempts.len(), 2);
        drop(view);
    }

    /// A scratch folder (gone when dropped) holding a progress file of two answers; the
    /// folder, the file and what it holds.
    fn two_answers() -> (tempfile::TempDir, PathBuf, Progress) {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join(FILE_NAME);
        let mut old = Progress::default();
        old.record(answer(1_780_000_000, "zj.1.1", true));
        old.record(answer(1_780_000_100, "zj.2.1", false));
        crate::progress::file::save(&old, &path).unwrap();
        (dir, path, old)
    }

    /// The text of the file at `path`, as the app reads files.
    fn text_of(path: &Path) -> String {
        crate::files::read_text(&path.display().to_string(), u64::MAX).unwrap()
    }

    #[test]
    fn nothing_is_saved_before_the_file_arrives_then_both_are_saved() {
        let i18n = I18n::new(Lang::English);
        let (dir, path, old) = two_answers();
        let before = text_of(&path);
        let (mut view, load) = ProgressView::load_in_background(path.clone());
        assert!(view.is_loading());
        assert_eq!(
            view.own_file(),
            Some(&path),
            "no export lands on it meanwhile"
        );
        let new = answer(1_790_000_000, "zj.1.1", false);
        // Counted at once, written nowhere; reset and export are refused meanwhile.
        assert!(view.record(vec![new.clone()]).is_none());
        assert_eq!(view.store.attempts.len(), 1);
        assert!(view.apply(ProgressCommand::Reset, &ctx(&i18n)).is_empty());
        view.apply(
            ProgressCommand::Export(dir.path().join("x.csv")),
            &ctx(&i18n),
        );
        assert_eq!(view.store.attempts.len(), 1);
        assert!(!dir.path().join("x.csv").exists());
        assert_eq!(text_of(&path), before);
        // Another file's arrival is not this one's.
        let stray = Loaded {
            path: dir.path().join("other.ron"),
            progress: Progress::default(),
            report: None,
        };
        view.apply(ProgressCommand::Loaded(Box::new(stray)), &ctx(&i18n));
        assert!(view.is_loading());
        let arrived = run([load]);
        assert_eq!(arrived.len(), 1, "read once");
        assert!(view.is_loading(), "until the app applies it");
        settle(&mut view, arrived, &i18n);
        assert!(!view.is_loading());
        let mut expected = old.clone();
        expected.record(new);
        assert_eq!(view.store, expected);
        assert_eq!(crate::progress::file::load(&path), (expected, None));
        assert_eq!(view.file, Some(path));
        drop(view);
    }

    #[test]
    fn an_app_closed_before_the_file_arrives_merges_and_saves_what_was_answered() {
        let (_dir, path, old) = two_answers();
        let (mut view, load) = ProgressView::load_in_background(path.clone());
        let new = answer(1_790_000_000, "zj.2.1", true);
        assert!(view.record(vec![new.clone()]).is_none());
        // The app closing waits for its jobs and hands over what they said.
        for said in run([load]) {
            view.closing(said);
        }
        drop(view);
        let mut expected = old;
        expected.record(new);
        assert_eq!(crate::progress::file::load(&path), (expected, None));
    }

    #[test]
    fn a_reading_job_that_stops_leaves_the_file_alone_and_says_so() {
        let i18n = I18n::new(Lang::English);
        let (_dir, path, _) = two_answers();
        let before = text_of(&path);
        let (mut view, _load) = ProgressView::load_in_background(path.clone());
        // What a reading job that panicked says in its place.
        let stopped = ProgressCommand::Loaded(Box::new(Loaded::stopped(path.clone())));
        let notices = notices_in(&view.apply(stopped, &ctx(&i18n)));
        assert!(!view.is_loading());
        assert_eq!(view.file, None, "never written this session");
        assert_eq!(notices.len(), 1);
        let said = notices[0].text(&i18n);
        assert!(said.contains("could not be moved aside"), "{said}");
        assert!(
            view.record(vec![answer(1_790_000_000, "zj.1.1", true)])
                .is_none()
        );
        drop(view);
        assert_eq!(text_of(&path), before);
    }

    #[test]
    fn accuracy_over_time_starts_at_no_answers() {
        let point = |x: f64| Point {
            x,
            attempts: 3,
            right: 2,
        };
        // One point after three answers: the axis runs from 0, not around the point.
        assert_eq!(x_range(&[point(3.0)], Chart::PerBlock), (0.0, 11.0));
        assert_eq!(x_range(&[], Chart::PerBlock), (0.0, 11.0));
        assert_eq!(
            x_range(&[point(10.0), point(20.0), point(25.0)], Chart::PerBlock),
            (0.0, 26.0)
        );
        // Per day: the days practised and one either side.
        assert_eq!(
            x_range(&[point(20_600.0)], Chart::PerDay),
            (20_599.0, 20_601.0)
        );
        assert_eq!(
            x_range(&[point(20_600.0), point(20_603.0)], Chart::PerDay),
            (20_599.0, 20_604.0)
        );
    }

    #[test]
    fn due_times_read_as_people_say_them() {
        let i18n = I18n::new(Lang::English);
        assert_eq!(due_text(&i18n, 100, 100), "due now");
        assert_eq!(due_text(&i18n, 100 + 61, 100), "in 2 min");
        assert_eq!(due_text(&i18n, 100 + 7_200, 100), "in 2 h");
        assert_eq!(due_text(&i18n, 100 + 86_400, 100), "in 1 day");
        assert_eq!(due_text(&i18n, 100 + 3 * 86_400, 100), "in 3 days");
        assert_eq!(
            summary_path(Path::new("/x/my.csv")),
            PathBuf::from("/x/my-patterns.csv")
        );
    }
}
