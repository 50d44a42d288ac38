//! The app's own file dialog: a path field in a modal window, used when no system dialog can be
//! shown (on Linux without xdg-desktop-portal and zenity, rfd answers nothing at all) or when
//! [`crate::app::Dialogs::InApp`] is chosen. It starts in the last folder used, completes folder
//! entries (Tab, or a click on one of the matches listed under the field), adds the file
//! kind's extension to a saved name without one, and says in the window when a folder or a
//! file is not there. Enter confirms, Escape cancels.

use crate::app::effect::Dialog;
use crate::app::i18n::I18n;
use egui::{Key, Modifiers, RichText};
use std::path::{Path, PathBuf};

/// The most folder entries listed under the field.
pub const MATCHES_MAX: usize = 40;

/// Why a typed path was not taken (shown in the window).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PathError {
    /// Nothing typed.
    Empty,
    /// The folder a file is saved into is not there (or is no folder).
    NoFolder(String),
    /// The file to open is not there.
    NoFile(String),
    /// A folder was given where a file is meant.
    IsFolder(String),
}

impl PathError {
    /// The error in the reader's language.
    pub fn text(&self, i18n: &I18n) -> String {
        match self {
            PathError::Empty => i18n.tr("path-error-empty"),
            PathError::NoFolder(p) => i18n.tr_args("path-error-no-folder", &[("path", p.into())]),
            PathError::NoFile(p) => i18n.tr_args("path-error-no-file", &[("path", p.into())]),
            PathError::IsFolder(p) => i18n.tr_args("path-error-folder", &[("path", p.into())]),
        }
    }
}

/// The path field's state: the dialog it answers, the text typed, the folder entries that
/// match it and the last error.
#[derive(Clone, Debug, PartialEq)]
pub struct PathField {
    pub dialog: Dialog,
    pub text: String,
    /// Entries of the typed folder that start with the typed name (folders end with `/`).
    pub matches: Vec<String>,
    pub error: Option<PathError>,
    /// A new number each time the field sets the text itself (opened, completed, picked):
    /// the window then moves the cursor to the end.
    pub set: u32,
}

/// Every change to the path field.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PathCommand {
    Edit(String),
    /// Completes the typed name as far as the folder's entries agree (Tab).
    Complete,
    /// Takes one of the listed entries.
    Pick(String),
    /// OK, Enter.
    Confirm,
    /// Cancel, Escape.
    Cancel,
}

/// What the path field came to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PathOutcome {
    /// Still asking.
    Open,
    Chosen(PathBuf),
    Cancelled,
}

/// A number not given before: each text the field sets itself is told apart by one.
fn next_set() -> u32 {
    static NEXT: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(1);
    NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
}

/// The home folder, if the environment names one.
fn home() -> Option<PathBuf> {
    std::env::var_os("HOME")
        .filter(|h| !h.is_empty())
        .map(PathBuf::from)
}

/// The typed text as a path: `~` is the home folder.
pub fn expand(text: &str) -> PathBuf {
    let text = text.trim();
    match (text.strip_prefix('~'), home()) {
        (Some(rest), Some(home)) if rest.is_empty() || rest.starts_with('/') => {
            home.join(rest.trim_start_matches('/'))
        }
        _ => PathBuf::from(text),
    }
}

/// The typed text split into its folder part (up to and with the last `/`) and the name
/// being typed.
fn split(text: &str) -> (&str, &str) {
    match text.rfind('/') {
        Some(i) => (&text[..=i], &text[i + 1..]),
        None => ("", text),
    }
}

/// The entries of a folder whose names start with `start` (hidden ones only when `start`
/// begins with a dot), sorted, folders first and ending with `/`; files of other kinds left
/// out; at most [`MATCHES_MAX`].
fn entries(folder: &Path, start: &str, dialog: &Dialog) -> Vec<String> {
    let Ok(read) = std::fs::read_dir(folder) else {
        return Vec::new();
    };
    let mut folders = Vec::new();
    let mut files = Vec::new();
    for entry in read.flatten() {
        let Ok(name) = entry.file_name().into_string() else {
            continue;
        };
        if !name.starts_with(start) || (name.starts_with('.') && !start.starts_with('.')) {
            continue;
        }
        // Followed through links: a link to a folder completes as a folder.
        if entry.path().is_dir() {
            folders.push(format!("{name}/"));
        } else if dialog.kind.accepts(&name) {
            files.push(name);
        }
    }
    folders.sort();
    files.sort();
    folders.extend(files);
    folders.truncate(MATCHES_MAX);
    folders
}

/// The longest start all names share.
fn common_start(names: &[String]) -> String {
    let Some(first) = names.first() else {
        return String::new();
    };
    let mut end = first.len();
    for name in &names[1..] {
        end = first
            .char_indices()
            .zip(name.chars())
            .find(|((_, a), b)| a != b)
            .map_or(end.min(name.len()), |((i, _), _)| i.min(end));
    }
    first[..end].to_string()
}

impl PathField {
    /// A path field for a dialog, starting in `folder` (with the name offered when saving).
    pub fn new(dialog: Dialog, folder: &Path) -> PathField {
        let mut text = folder.display().to_string();
        if !text.ends_with('/') {
            text.push('/');
        }
        if let Some(name) = &dialog.name {
            text.push_str(name);
        }
        let mut field = PathField {
            dialog,
            text,
            matches: Vec::new(),
            error: None,
            set: next_set(),
        };
        field.refresh();
        field
    }

    /// Lists the entries that match the typed text.
    fn refresh(&mut self) {
        let (folder, name) = split(&self.text);
        let folder = if folder.is_empty() {
            PathBuf::from(".")
        } else {
            expand(folder)
        };
        self.matches = entries(&folder, name, &self.dialog);
    }

    /// Applies one command; what the field came to.
    pub fn apply(&mut self, command: PathCommand) -> PathOutcome {
        match command {
            PathCommand::Edit(text) => {
                self.text = text;
                self.error = None;
                self.refresh();
            }
            PathCommand::Complete => {
                let (folder, _) = split(&self.text);
                let start = common_start(&self.matches);
                if !start.is_empty() {
                    self.text = format!("{folder}{start}");
                }
                self.error = None;
                self.refresh();
                self.set = next_set();
            }
            PathCommand::Pick(name) => {
                let (folder, _) = split(&self.text);
                self.text = format!("{folder}{name}");
                self.error = None;
                self.refresh();
                self.set = next_set();
            }
            PathCommand::Cancel => return PathOutcome::Cancelled,
            PathCommand::Confirm => match self.check() {
                Ok(path) => return PathOutcome::Chosen(path),
                Err(e) => self.error = Some(e),
            },
        }
        PathOutcome::Open
    }

    /// The typed path when it can be used: a file to open that is there, or a file to save
    /// in a folder that is there (the kind's extension added to a name without one).
    fn check(&self) -> Result<PathBuf, PathError> {
        if self.text.trim().is_empty() {
            return Err(PathError::Empty);
        }
        let path = expand(&self.text);
        let shown = path.display().to_string();
        // A tile set's folder is chosen as a folder.
        if self.dialog.kind == crate::app::effect::FileKind::TileFolder {
            return if path.is_dir() {
                Ok(path)
            } else {
                Err(PathError::NoFolder(shown))
            };
        }
        if path.is_dir() || self.text.trim().ends_with('/') {
            return Err(if path.is_dir() {
                PathError::IsFolder(shown)
            } else {
                PathError::NoFolder(shown)
            });
        }
        if !self.dialog.saves() {
            return if path.is_file() {
                Ok(path)
            } else {
                Err(PathError::NoFile(shown))
            };
        }
        let path = if path.extension().is_none() {
            path.with_extension(self.dialog.kind.extension())
        } else {
            path
        };
        let folder = path
            .parent()
            .filter(|p| !p.as_os_str().is_empty())
            .unwrap_or(Path::new("."));
        if folder.is_dir() {
            Ok(path)
        } else {
            Err(PathError::NoFolder(folder.display().to_string()))
        }
    }
}

/// The path field's window: the kind of file, the path, the matching entries, the error,
/// OK and Cancel.
pub fn path_field_ui(
    ctx: &egui::Context,
    field: &PathField,
    i18n: &I18n,
    out: &mut Vec<PathCommand>,
) {
    let title = i18n.tr(if field.dialog.saves() {
        "path-title-save"
    } else {
        "path-title-open"
    });
    // Modal: the screen below takes no clicks while a path is asked for.
    egui::Modal::new(egui::Id::unique("path_field_window")).show(ctx, |ui| {
        ui.set_max_width(600.0);
        ui.heading(title);
        let kinds: Vec<String> = field
            .dialog
            .kind
            .filters()
            .iter()
            .map(|(id, exts)| match exts {
                [] => i18n.tr(id),
                _ => format!("{} (.{})", i18n.tr(id), exts.join(", .")),
            })
            .collect();
        ui.label(RichText::new(kinds.join("; ")).weak());
        ui.horizontal(|ui| {
            let label = ui.label(i18n.tr("path-label"));
            let mut text = field.text.clone();
            let output = egui::TextEdit::singleline(&mut text)
                .id(egui::Id::unique("path_field_text"))
                .desired_width(480.0)
                .lock_focus(true)
                .show(ui);
            // A text set by the field (opened, completed, picked): the cursor at its end.
            let seen_id = egui::Id::unique("path_field_set");
            if ui.data(|d| d.get_temp::<u32>(seen_id)) != Some(field.set) {
                let end = egui::text::CCursor::new(text.chars().count());
                let id = output.response.response.id;
                let mut state = output.state.clone();
                state
                    .cursor
                    .set_char_range(Some(egui::text::CCursorRange::one(end)));
                state.store(ui.ctx(), id);
                ui.data_mut(|d| d.insert_temp(seen_id, field.set));
            }
            let response = output.response.response.labelled_by(label.id);
            // The keys are the field's while the window is open.
            if !response.has_focus() && !response.lost_focus() {
                response.request_focus();
            }
            if response.changed() {
                out.push(PathCommand::Edit(text));
            }
            let key = |k| ui.input_mut(|i| i.consume_key(Modifiers::NONE, k));
            if response.has_focus() && key(Key::Tab) {
                out.push(PathCommand::Complete);
            }
            // Enter is the field's: the screen below does not see it.
            if response.lost_focus() && key(Key::Enter) {
                out.push(PathCommand::Confirm);
            }
        });
        if ui.input_mut(|i| i.consume_key(Modifiers::NONE, Key::Escape)) {
            out.push(PathCommand::Cancel);
        }
        if let Some(error) = &field.error {
            ui.colored_label(ui.visuals().error_fg_color, error.text(i18n));
        }
        ui.label(RichText::new(i18n.tr("path-hint")).weak());
        if !field.matches.is_empty() {
            egui::ScrollArea::vertical()
                .max_height(180.0)
                .show(ui, |ui| {
                    ui.horizontal_wrapped(|ui| {
                        for name in &field.matches {
                            if ui.small_button(name).clicked() {
                                out.push(PathCommand::Pick(name.clone()));
                            }
                        }
                    });
                });
        }
        ui.separator();
        ui.horizontal(|ui| {
            if ui.button(i18n.tr("path-ok")).clicked() {
                out.push(PathCommand::Confirm);
            }
            if ui.button(i18n.tr("path-cancel")).clicked() {
                out.push(PathCommand::Cancel);
            }
        });
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::effect::{FileKind, Then};

    fn temp(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("tilewise-path-{name}-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("dir");
        dir
    }

    #[test]
    fn tab_completes_folder_entries_and_ok_checks_the_path() {
        let dir = temp("complete");
        std::fs::create_dir_all(dir.join("nights/2026")).expect("dir");
        std::fs::write(dir.join("nights/monday.ron"), "x").expect("file");
        std::fs::write(dir.join("nights/monday.csv"), "x").expect("file");
        std::fs::write(dir.join("nights/.hidden.ron"), "x").expect("file");
        let open = Dialog::open(FileKind::Game, Then::OpenGame);
        let mut field = PathField::new(open, &dir);
        assert_eq!(field.matches, vec!["nights/".to_string()]);
        assert_eq!(field.apply(PathCommand::Complete), PathOutcome::Open);
        assert!(field.text.ends_with("/nights/"), "{}", field.text);
        // Folders first, files of the kind only, hidden ones left out.
        assert_eq!(
            field.matches,
            vec!["2026/".to_string(), "monday.ron".into()]
        );
        field.apply(PathCommand::Edit(format!("{}m", field.text)));
        field.apply(PathCommand::Complete);
        assert!(field.text.ends_with("/nights/monday.ron"), "{}", field.text);
        let chosen = dir.join("nights/monday.ron");
        assert_eq!(
            field.apply(PathCommand::Confirm),
            PathOutcome::Chosen(chosen)
        );
        // A file that is not there, a folder: said in the window.
        field.apply(PathCommand::Edit(format!(
            "{}/nights/tuesday.ron",
            dir.display()
        )));
        field.apply(PathCommand::Confirm);
        assert!(matches!(field.error, Some(PathError::NoFile(_))));
        field.apply(PathCommand::Pick("2026/".into()));
        assert!(field.error.is_none());
        field.apply(PathCommand::Confirm);
        assert!(matches!(field.error, Some(PathError::IsFolder(_))));
        assert_eq!(field.apply(PathCommand::Cancel), PathOutcome::Cancelled);
        std::fs::remove_dir_all(&dir).ok();
    }

    #[test]
    fn a_saved_name_gets_its_extension_and_needs_its_folder() {
        let dir = temp("save");
        let save = Dialog::save(FileKind::Csv, "night.csv", Then::ExportNightCsv);
        let mut field = PathField::new(save, &dir);
        assert_eq!(field.text, format!("{}/night.csv", dir.display()));
        field.apply(PathCommand::Edit(format!("{}/payments", dir.display())));
        let chosen = dir.join("payments.csv");
        assert_eq!(
            field.apply(PathCommand::Confirm),
            PathOutcome::Chosen(chosen)
        );
        field.apply(PathCommand::Edit(format!(
            "{}/gone/payments",
            dir.display()
        )));
        field.apply(PathCommand::Confirm);
        assert_eq!(
            field.error,
            Some(PathError::NoFolder(dir.join("gone").display().to_string()))
        );
        field.apply(PathCommand::Edit("  ".into()));
        field.apply(PathCommand::Confirm);
        assert_eq!(field.error, Some(PathError::Empty));
        std::fs::remove_dir_all(&dir).ok();
    }

    #[test]
    fn a_tile_sets_folder_is_chosen_as_a_folder_and_its_files_are_not_listed() {
        let dir = temp("tile-folder");
        std::fs::create_dir_all(dir.join("ivory")).expect("a folder");
        std::fs::write(dir.join("ivory/1m.png"), b"x").expect("a file");
        let open = Dialog::open(FileKind::TileFolder, Then::OpenTileSet);
        let mut field = PathField::new(open, &dir.join("ivory"));
        assert!(field.matches.is_empty(), "{:?}", field.matches);
        assert_eq!(
            field.apply(PathCommand::Confirm),
            PathOutcome::Chosen(dir.join("ivory"))
        );
        field.apply(PathCommand::Edit(format!("{}/gone", dir.display())));
        field.apply(PathCommand::Confirm);
        assert!(matches!(field.error, Some(PathError::NoFolder(_))));
        std::fs::remove_dir_all(&dir).ok();
    }

    #[test]
    fn a_tilde_is_the_home_folder() {
        if let Some(home) = home() {
            assert_eq!(expand("~/a.ron"), home.join("a.ron"));
            assert_eq!(expand("~"), home);
        }
        assert_eq!(expand("~x/a.ron"), PathBuf::from("~x/a.ron"));
        assert_eq!(common_start(&["abc".into(), "abd".into()]), "ab");
        assert_eq!(common_start(&["abc".into()]), "abc");
    }
}
