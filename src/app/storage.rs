//! The settings file eframe keeps (`app.ron` in [`eframe::storage_dir`]), checked before eframe
//! reads it.
//!
//! The file is a RON map of strings: egui's memory (`egui`, holding the zoom factor), the
//! window's place and size (`window`) and our [`Settings`] (`tilewise-settings`). A zoom factor
//! of 0 made every start panic (epaint's glyph atlas asserts `0 < pixels_per_point`); a huge
//! window size or position opens a window nobody can reach. [`repair`] keeps what is sound,
//! resets what is not to its default, clamps the window into range, and lists what it changed.
//! Our settings are repaired field by field: one wrong field (`corner_index: 7`) resets only
//! that field, and the notice names it. [`repair_file`] moves the damaged file aside as
//! `app.ron.bad` (numbered, never over an earlier one: [`crate::datafile::move_aside`]) and
//! writes the repaired one.

use crate::app::notice::{Notice, NoticeLevel};
use crate::app::{SETTINGS_KEY, Settings};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// egui's own zoom keys stay in this range (`egui::gui_zoom`).
pub const ZOOM: std::ops::RangeInclusive<f32> = 0.2..=5.0;
/// A window's inner size in points: at least the app's minimum, at most a very large screen.
pub const WINDOW_MIN: [f32; 2] = [900.0, 600.0];
pub const WINDOW_MAX: f32 = 16_384.0;
/// How far from the origin a saved window position may lie, in pixels.
pub const POSITION_MAX: f32 = 32_768.0;
/// The most recent games kept.
pub const RECENT_MAX: usize = 8;

const EGUI_KEY: &str = "egui";
const WINDOW_KEY: &str = "window";

/// What was wrong with the settings file and has been reset or clamped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StorageProblem {
    /// The file is not a RON map (truncated, binary, too large): everything starts on defaults.
    Unreadable,
    /// The zoom factor was outside [`ZOOM`] or not a number: egui's state starts on defaults.
    Zoom,
    /// egui's state could not be read: it starts on defaults.
    EguiState,
    /// The window's size or position was out of range: clamped (or reset when unreadable).
    Window,
    /// Our settings could not be read at all (not a RON struct): they start on defaults.
    Settings,
    /// These fields of our settings could not be read (a value of the wrong type): each is
    /// reset to its default, the others kept.
    SettingsFields(Vec<String>),
    /// The repaired file could not be written (why): eframe starts on defaults.
    WriteFailed(String),
}

impl StorageProblem {
    /// The message id of the problem (`settings-problem-…`).
    pub fn message_id(&self) -> &'static str {
        match self {
            StorageProblem::SettingsFields(_) => "settings-problem-fields",
            StorageProblem::WriteFailed(_) => "settings-write-failed",
            StorageProblem::Unreadable => "settings-problem-unreadable",
            StorageProblem::Zoom => "settings-problem-zoom",
            StorageProblem::EguiState => "settings-problem-egui",
            StorageProblem::Window => "settings-problem-window",
            StorageProblem::Settings => "settings-problem-settings",
        }
    }

    /// The problem as a sentence of a notice (its message id and arguments).
    pub fn notice(&self) -> Notice {
        let notice = Notice::new(NoticeLevel::Warning, self.message_id());
        match self {
            StorageProblem::SettingsFields(fields) => notice.arg("fields", fields.join(", ")),
            StorageProblem::WriteFailed(error) => notice.arg("error", error.clone()),
            _ => notice,
        }
    }
}

/// The top-level `name: value` fields of a RON struct's text (`(a: 1, b: [2, 3])`, a struct
/// name before the parenthesis allowed); `None` when the text is no struct.
fn struct_fields(text: &str) -> Option<Vec<(String, String)>> {
    let text = text.trim();
    let open = text.find('(')?;
    let name_ok = text[..open]
        .trim()
        .chars()
        .all(|c| c.is_alphanumeric() || c == '_');
    let body = text[open + 1..].strip_suffix(')')?;
    if !name_ok {
        return None;
    }
    let mut pieces = Vec::new();
    let (mut depth, mut in_string, mut escaped, mut start) = (0i32, false, false, 0);
    for (i, c) in body.char_indices() {
        if in_string {
            match c {
                _ if escaped => escaped = false,
                '\\' => escaped = true,
                '"' => in_string = false,
                _ => {}
            }
            continue;
        }
        match c {
            '"' => in_string = true,
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' => depth -= 1,
            ',' if depth == 0 => {
                pieces.push(&body[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    pieces.push(&body[start..]);
    pieces
        .into_iter()
        .filter(|p| !p.trim().is_empty())
        .map(|p| {
            let (name, value) = p.split_once(':')?;
            let name = name.trim();
            let ident = !name.is_empty() && name.chars().all(|c| c.is_alphanumeric() || c == '_');
            ident.then(|| (name.to_string(), value.trim().to_string()))
        })
        .collect()
}

/// Our settings read field by field: the fields that read are kept, the others reset to
/// their defaults and named. `None` when the text is no RON struct at all.
fn settings_by_field(text: &str) -> Option<(Settings, Vec<String>)> {
    let mut kept = Vec::new();
    let mut reset = Vec::new();
    for (name, value) in struct_fields(text)? {
        let field = format!("{name}:{value}");
        if ron::from_str::<Settings>(&format!("({field})")).is_ok() {
            kept.push(field);
        } else {
            reset.push(name);
        }
    }
    let settings = ron::from_str::<Settings>(&format!("({})", kept.join(","))).ok()?;
    Some((settings, reset))
}

/// The settings file as it should be read, and what was changed.
#[derive(Clone, Debug, PartialEq)]
pub struct Repaired {
    /// The repaired file (a RON map of strings, as eframe writes it).
    pub text: String,
    pub problems: Vec<StorageProblem>,
}

/// The window state eframe saves (egui-winit's `WindowSettings`, whose fields are private):
/// the same field names, so that RON reads and writes it the same way.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
struct WindowState {
    normal_geometry: WindowGeometry,
    fullscreen: bool,
    maximized: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
struct WindowGeometry {
    outer_position_pixels: Option<egui::Pos2>,
    scale_factor: f32,
    inner_size_points: egui::Vec2,
}

/// The window's state brought into range; `None` when it was already sound.
fn clamp_window(w: &WindowState) -> Option<WindowState> {
    let g = &w.normal_geometry;
    let size = |v: f32, min: f32, default: f32| {
        if v.is_finite() {
            v.clamp(min, WINDOW_MAX)
        } else {
            default
        }
    };
    let position = g
        .outer_position_pixels
        .filter(|p| p.x.is_finite() && p.y.is_finite())
        .map(|p| {
            egui::pos2(
                p.x.clamp(-POSITION_MAX, POSITION_MAX),
                p.y.clamp(-POSITION_MAX, POSITION_MAX),
            )
        });
    let scale = if g.scale_factor.is_finite() && (0.25..=8.0).contains(&g.scale_factor) {
        g.scale_factor
    } else {
        1.0
    };
    let fixed = WindowState {
        normal_geometry: WindowGeometry {
            outer_position_pixels: position,
            scale_factor: scale,
            inner_size_points: egui::vec2(
                size(g.inner_size_points.x, WINDOW_MIN[0], 1440.0),
                size(g.inner_size_points.y, WINDOW_MIN[1], 900.0),
            ),
        },
        ..*w
    };
    // NaN never equals itself: a NaN anywhere makes the state differ, as it should.
    (fixed != *w).then_some(fixed)
}

/// The most tile sets the menu lists as recent.
pub const RECENT_TILE_SETS_MAX: usize = 5;

/// Our settings brought into range (the recent list bounded); `None` when already sound.
pub fn clamp_settings(s: &Settings) -> Option<Settings> {
    let tile_sets_max = RECENT_TILE_SETS_MAX;
    (s.recent_games.len() > RECENT_MAX
        || s.recent_sets.len() > RECENT_MAX
        || s.recent_tile_sets.len() > tile_sets_max)
        .then(|| {
            let mut s = s.clone();
            s.recent_games.truncate(RECENT_MAX);
            s.recent_sets.truncate(RECENT_MAX);
            s.recent_tile_sets.truncate(tile_sets_max);
            s
        })
}

/// One entry of the settings file read as `T` and brought into range by `clamp`: a value out
/// of range is written back clamped, one that does not read is removed; either is a `problem`.
fn clamp_entry<T: serde::Serialize + serde::de::DeserializeOwned>(
    map: &mut BTreeMap<String, String>,
    key: &str,
    clamp: impl Fn(&T) -> Option<T>,
    problem: StorageProblem,
    problems: &mut Vec<StorageProblem>,
) {
    let Some(value) = map.get(key) else {
        return;
    };
    let fixed = match ron::from_str::<T>(value) {
        Ok(value) => match clamp(&value) {
            Some(fixed) => ron::to_string(&fixed).ok(),
            None => return,
        },
        Err(_) => None,
    };
    problems.push(problem);
    match fixed {
        Some(text) => map.insert(key.into(), text),
        None => map.remove(key),
    };
}

/// Checks the settings file's text: what is sound is kept, the rest reset or clamped.
pub fn repair(text: &str) -> Repaired {
    let Ok(mut map) = ron::from_str::<BTreeMap<String, String>>(text) else {
        return Repaired {
            text: write_map(&BTreeMap::new()),
            problems: vec![StorageProblem::Unreadable],
        };
    };
    let mut problems = Vec::new();
    if let Some(value) = map.get(EGUI_KEY) {
        match ron::from_str::<egui::Memory>(value) {
            Ok(memory) if !ZOOM.contains(&memory.options.zoom_factor) => {
                problems.push(StorageProblem::Zoom);
                map.remove(EGUI_KEY);
            }
            Ok(_) => {}
            Err(_) => {
                problems.push(StorageProblem::EguiState);
                map.remove(EGUI_KEY);
            }
        }
    }
    clamp_entry(
        &mut map,
        WINDOW_KEY,
        clamp_window,
        StorageProblem::Window,
        &mut problems,
    );
    if let Some(value) = map.get(SETTINGS_KEY)
        && ron::from_str::<Settings>(value).is_err()
    {
        match settings_by_field(value) {
            Some((settings, reset)) => {
                problems.push(StorageProblem::SettingsFields(reset));
                if let Ok(text) = ron::to_string(&settings) {
                    map.insert(SETTINGS_KEY.into(), text);
                }
            }
            None => {
                problems.push(StorageProblem::Settings);
                map.remove(SETTINGS_KEY);
            }
        }
    }
    clamp_entry(
        &mut map,
        SETTINGS_KEY,
        clamp_settings,
        StorageProblem::Settings,
        &mut problems,
    );
    Repaired {
        text: write_map(&map),
        problems,
    }
}

fn write_map(map: &BTreeMap<String, String>) -> String {
    ron::ser::to_string_pretty(map, Default::default()).unwrap_or_else(|_| "{}".into())
}

/// What [`repair_file`] did to a damaged settings file.
#[derive(Clone, Debug, PartialEq)]
pub struct RepairReport {
    pub problems: Vec<StorageProblem>,
    /// Where the damaged file was kept (`None` when it could not be written).
    pub backup: Option<PathBuf>,
}

impl RepairReport {
    /// The report as a notice of the shared bar: that the settings were repaired, each
    /// problem, and where the old file is kept.
    pub fn notice(&self) -> Notice {
        let mut notice = Notice::new(NoticeLevel::Warning, "settings-repaired");
        for problem in &self.problems {
            notice = notice.then(problem.notice());
        }
        notice.then(match &self.backup {
            Some(path) => Notice::new(NoticeLevel::Warning, "settings-backup-kept")
                .arg("path", path.display().to_string()),
            None => Notice::new(NoticeLevel::Warning, "settings-backup-failed"),
        })
    }
}

/// The most bytes of the settings file read: it holds three small maps (a larger file is
/// damaged and kept aside).
pub const SETTINGS_FILE_LIMIT: u64 = 1 << 20;

/// The keys of the settings file: egui's memory, the window, ours.
const KEYS: [&str; 3] = [EGUI_KEY, WINDOW_KEY, SETTINGS_KEY];

/// Checks the settings file at `path` before eframe reads it: a damaged one — unreadable,
/// larger than [`SETTINGS_FILE_LIMIT`], or no regular file at all (a pipe, a device, a
/// folder, a link to one of them or to nothing) — is kept as `<name>.bad` beside it and
/// replaced by its repaired form. A special file is never opened (a pipe would block the
/// start, `/dev/zero` would never end). `None` when the file is sound or absent.
pub fn repair_file(path: &Path) -> Option<RepairReport> {
    // Absent (not even a dangling link): nothing to check.
    std::fs::symlink_metadata(path).ok()?;
    let regular = std::fs::metadata(path).is_ok_and(|m| m.is_file());
    let shown = path.display().to_string();
    let repaired = match regular
        .then(|| crate::files::read_bytes(&shown, SETTINGS_FILE_LIMIT).ok())
        .flatten()
    {
        Some(bytes) => repair(&String::from_utf8_lossy(&bytes)),
        None => Repaired {
            text: write_map(&BTreeMap::new()),
            problems: vec![StorageProblem::Unreadable],
        },
    };
    if repaired.problems.is_empty() {
        return None;
    }
    let mut problems = repaired.problems;
    // Kept aside before anything is written (a link or a pipe is moved as it is, never
    // followed); a file that cannot be moved is not written over.
    let backup = match crate::datafile::move_aside(path) {
        Ok(kept) => Some(kept),
        Err(_) => {
            return Some(RepairReport {
                problems,
                backup: None,
            });
        }
    };
    if let Err(e) = crate::files::write_atomic(path, repaired.text.as_bytes()) {
        problems.push(StorageProblem::WriteFailed(e.to_string()));
    }
    Some(RepairReport { problems, backup })
}

/// The settings file's text when it is a sound regular file (checked by [`repair_file`]
/// first), else an empty map: bounded, never a special file.
pub fn read_settings(path: &Path) -> String {
    crate::files::read_text(&path.display().to_string(), SETTINGS_FILE_LIMIT)
        .ok()
        .filter(|text| ron::from_str::<BTreeMap<String, String>>(text).is_ok())
        .unwrap_or_else(|| write_map(&BTreeMap::new()))
}

/// The file eframe's own storage reads and writes: a private copy of the checked settings
/// (in `$XDG_RUNTIME_DIR` or the temporary folder, readable by the user alone, removed when
/// dropped). eframe writes its files in place (emptied first, no sync), so it is never given
/// the settings file itself: [`SettingsSaver`] writes that one, atomically.
pub struct EframeStorageFile {
    /// Held for the app's life: the copy is removed when this is dropped.
    _copy: Option<tempfile::NamedTempFile>,
    /// The path given to eframe (`/dev/null` when no copy could be made: eframe then starts
    /// on defaults and its writes go nowhere).
    pub path: PathBuf,
}

impl EframeStorageFile {
    /// A private copy of `text` (the settings as [`read_settings`] gave them).
    pub fn with(text: &str) -> EframeStorageFile {
        let dir = std::env::var_os("XDG_RUNTIME_DIR")
            .map(PathBuf::from)
            .filter(|d| d.is_dir())
            .unwrap_or_else(std::env::temp_dir);
        let copy = tempfile::Builder::new()
            .prefix("tilewise-settings-")
            .suffix(".ron")
            .tempfile_in(dir)
            .and_then(|mut file| {
                use std::io::Write;
                file.write_all(text.as_bytes())?;
                Ok(file)
            })
            .ok();
        let path = match &copy {
            Some(file) => file.path().to_path_buf(),
            None => PathBuf::from(NOWHERE),
        };
        EframeStorageFile { _copy: copy, path }
    }
}

/// Where eframe's storage goes when no private copy can be made.
#[cfg(unix)]
const NOWHERE: &str = "/dev/null";
#[cfg(not(unix))]
const NOWHERE: &str = "NUL";

/// Writes the settings file from eframe's storage (egui's memory, the window, our settings)
/// through [`crate::files::write_atomic`]: a full disk or a crash leaves the previous good file
/// whole. Called from `App::save` (every 30 seconds and at exit); an unchanged map is not
/// written again.
pub struct SettingsSaver {
    path: PathBuf,
    /// The text last written (or found at start).
    written: Option<String>,
    /// The last write's failure, said once until a write succeeds.
    failed: Option<String>,
    /// How the file is written (a test makes it fail midway).
    write: fn(&Path, &[u8]) -> Result<(), crate::files::WriteError>,
}

impl SettingsSaver {
    /// A saver of the settings file at `path`, whose text at start was `found`.
    pub fn new(path: PathBuf, found: Option<String>) -> SettingsSaver {
        SettingsSaver {
            path,
            written: found,
            failed: None,
            write: crate::files::write_atomic,
        }
    }

    /// The same saver writing with `write`.
    pub fn with_writer(
        mut self,
        write: fn(&Path, &[u8]) -> Result<(), crate::files::WriteError>,
    ) -> SettingsSaver {
        self.write = write;
        self
    }

    /// The settings file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Writes what `storage` holds under the settings file's keys when it changed; a failed
    /// write gives a notice (once until a write succeeds) and leaves the file as it was.
    pub fn save(&mut self, storage: &dyn eframe::Storage) -> Option<Notice> {
        let map: BTreeMap<String, String> = KEYS
            .iter()
            .filter_map(|key| storage.get_string(key).map(|v| (key.to_string(), v)))
            .collect();
        let text = write_map(&map);
        if self.written.as_deref() == Some(text.as_str()) {
            return None;
        }
        match (self.write)(&self.path, text.as_bytes()) {
            Ok(()) => {
                self.written = Some(text);
                self.failed = None;
                None
            }
            Err(e) => {
                let said = e.to_string();
                if self.failed.as_deref() == Some(said.as_str()) {
                    return None;
                }
                self.failed = Some(said);
                Some(
                    crate::app::notice::write_failed(&e)
                        .then(Notice::new(NoticeLevel::Warning, "settings-previous-kept")),
                )
            }
        }
    }
}

/// The settings file eframe uses for this app.
pub fn storage_file() -> Option<PathBuf> {
    eframe::storage_dir("tilewise").map(|d| d.join("app.ron"))
}

/// The app's data folder: the settings file's, where the lock is taken.
pub fn data_dir() -> Option<PathBuf> {
    storage_file().and_then(|f| f.parent().map(std::path::Path::to_path_buf))
}

#[cfg(test)]
mod tests {
    use super::*;
    #[cfg(unix)]
    use std::os::unix::fs::FileTypeExt;

    /// A settings file as eframe writes it, with `egui`'s zoom, the window and our settings.
    fn file(zoom: &str, window: &str, settings: &str) -> String {
        let memory = ron::to_string(&egui::Memory::default())
            .unwrap()
            .replace("zoom_factor:1.0", &format!("zoom_factor:{zoom}"));
        let mut map = BTreeMap::new();
        map.insert(EGUI_KEY.to_string(), memory);
        map.insert(WINDOW_KEY.to_string(), window.to_string());
        map.insert(SETTINGS_KEY.to_string(), settings.to_string());
        ron::ser::to_string_pretty(&map, Default::default()).unwrap()
    }

    const WINDOW: &str = "(normal_geometry:(outer_position_pixels:Some((x:100.0,y:80.0)),\
                          scale_factor:1.0,inner_size_points:(x:1440.0,y:900.0)),\
                          fullscreen:false,maximized:false)";
    const SETTINGS: &str = "(theme:Dark,language:Russian,corner_index:true,screen:Replays,\
                            recent_games:[\"/tmp/a.ron\"])";

    fn settings_of(text: &str) -> Option<Settings> {
        let map: BTreeMap<String, String> = ron::from_str(text).ok()?;
        ron::from_str(map.get(SETTINGS_KEY)?).ok()
    }

    fn zoom_of(text: &str) -> Option<f32> {
        let map: BTreeMap<String, String> = ron::from_str(text).ok()?;
        let memory: egui::Memory = ron::from_str(map.get(EGUI_KEY)?).ok()?;
        Some(memory.options.zoom_factor)
    }

    #[test]
    fn a_sound_file_is_left_alone() {
        let text = file("1.25", WINDOW, SETTINGS);
        let repaired = repair(&text);
        assert_eq!(repaired.problems, vec![]);
        assert_eq!(zoom_of(&repaired.text), Some(1.25));
        assert_eq!(
            settings_of(&repaired.text).map(|s| s.language),
            Some(crate::app::i18n::Lang::Russian)
        );
    }

    #[test]
    fn a_zoom_of_zero_nan_or_a_thousand_resets_egui_state_and_keeps_our_settings() {
        for zoom in ["0.0", "NaN", "1000.0", "-1.0", "inf"] {
            let repaired = repair(&file(zoom, WINDOW, SETTINGS));
            assert_eq!(repaired.problems, vec![StorageProblem::Zoom], "{zoom}");
            assert_eq!(
                zoom_of(&repaired.text),
                None,
                "{zoom}: egui starts on defaults"
            );
            assert!(settings_of(&repaired.text).is_some_and(|s| s.corner_index));
            assert_eq!(repair(&repaired.text).problems, vec![], "repaired once");
        }
    }

    #[test]
    fn a_huge_window_is_clamped_into_range() {
        let huge = WINDOW
            .replace("x:1440.0,y:900.0", "x:1e30,y:NaN")
            .replace("x:100.0,y:80.0", "x:-1e12,y:inf");
        let repaired = repair(&file("1.0", &huge, SETTINGS));
        assert_eq!(repaired.problems, vec![StorageProblem::Window]);
        let map: BTreeMap<String, String> = ron::from_str(&repaired.text).unwrap();
        let w: WindowState = ron::from_str(&map[WINDOW_KEY]).unwrap();
        assert_eq!(
            w.normal_geometry.inner_size_points,
            egui::vec2(WINDOW_MAX, 900.0)
        );
        assert_eq!(w.normal_geometry.outer_position_pixels, None);
        let far = WINDOW.replace("x:100.0,y:80.0", "x:-1e12,y:5e9");
        let repaired = repair(&file("1.0", &far, SETTINGS));
        let map: BTreeMap<String, String> = ron::from_str(&repaired.text).unwrap();
        let w: WindowState = ron::from_str(&map[WINDOW_KEY]).unwrap();
        assert_eq!(
            w.normal_geometry.outer_position_pixels,
            Some(egui::pos2(-POSITION_MAX, POSITION_MAX))
        );
        let tiny = WINDOW.replace("x:1440.0,y:900.0", "x:1.0,y:0.0");
        let repaired = repair(&file("1.0", &tiny, SETTINGS));
        let map: BTreeMap<String, String> = ron::from_str(&repaired.text).unwrap();
        let w: WindowState = ron::from_str(&map[WINDOW_KEY]).unwrap();
        assert_eq!(
            w.normal_geometry.inner_size_points,
            egui::vec2(WINDOW_MIN[0], WINDOW_MIN[1])
        );
    }

    #[test]
    fn a_truncated_file_starts_on_defaults() {
        let text = file("1.0", WINDOW, SETTINGS);
        for cut in [0, 1, text.len() / 2, text.len() - 1] {
            let repaired = repair(&text[..cut]);
            assert_eq!(repaired.problems, vec![StorageProblem::Unreadable], "{cut}");
            assert_eq!(repair(&repaired.text).problems, vec![]);
        }
        assert_eq!(
            repair("\u{0}\u{1}binary").problems,
            vec![StorageProblem::Unreadable]
        );
    }

    #[test]
    fn wrong_types_reset_only_what_they_touch() {
        for wrong in [
            "corner_index:\"yes\"",
            "corner_index:7",
            "corner_index:[1,(2,\")\")]",
        ] {
            let wrong = SETTINGS.replace("corner_index:true", wrong);
            let repaired = repair(&file("1.0", WINDOW, &wrong));
            assert_eq!(
                repaired.problems,
                vec![StorageProblem::SettingsFields(vec!["corner_index".into()])],
                "{wrong}"
            );
            let read = settings_of(&repaired.text).expect("the other settings kept");
            assert!(!read.corner_index, "only the wrong field reset");
            assert_eq!(read.language, crate::app::i18n::Lang::Russian);
            assert_eq!(read.recent_games, vec!["/tmp/a.ron".to_string()]);
            assert_eq!(repair(&repaired.text).problems, vec![], "repaired once");
        }
        let two = SETTINGS
            .replace("corner_index:true", "corner_index:7")
            .replace("theme:Dark", "theme:Purple");
        let repaired = repair(&file("1.0", WINDOW, &two));
        assert_eq!(
            repaired.problems,
            vec![StorageProblem::SettingsFields(vec![
                "theme".into(),
                "corner_index".into()
            ])]
        );
        let not_a_struct = repair(&file("1.0", WINDOW, "[1, 2"));
        assert_eq!(not_a_struct.problems, vec![StorageProblem::Settings]);
        assert_eq!(settings_of(&not_a_struct.text), None);
        assert_eq!(zoom_of(&repaired.text), Some(1.0), "egui's state kept");
        let wrong_window = WINDOW.replace("fullscreen:false", "fullscreen:3");
        let repaired = repair(&file("1.0", &wrong_window, SETTINGS));
        assert_eq!(repaired.problems, vec![StorageProblem::Window]);
        let memory = file("\"big\"", WINDOW, SETTINGS);
        assert_eq!(repair(&memory).problems, vec![StorageProblem::EguiState]);
    }

    #[test]
    fn a_newer_unknown_field_is_kept_quiet() {
        let newer = SETTINGS.replace("theme:Dark", "theme:Dark,font_size:14.0");
        let repaired = repair(&file("1.0", WINDOW, &newer));
        assert_eq!(repaired.problems, vec![]);
        assert_eq!(
            settings_of(&repaired.text).map(|s| s.theme),
            Some(crate::app::ThemeChoice::Dark)
        );
        let long = Settings {
            recent_games: (0..50).map(|i| format!("/g{i}.ron")).collect(),
            recent_sets: (0..30).map(|i| format!("/s{i}.ron")).collect(),
            ..Settings::default()
        };
        let repaired = repair(&file("1.0", WINDOW, &ron::to_string(&long).unwrap()));
        assert_eq!(repaired.problems, vec![StorageProblem::Settings]);
        let read = settings_of(&repaired.text).unwrap();
        assert_eq!(read.recent_games.len(), RECENT_MAX);
        assert_eq!(read.recent_sets.len(), RECENT_MAX);
    }

    #[test]
    fn a_damaged_file_is_kept_as_a_backup_and_repaired_on_disk() {
        let dir = std::env::temp_dir().join(format!("tilewise-storage-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("app.ron");
        assert_eq!(repair_file(&path), None, "no file, nothing to say");
        let bad = file("0.0", WINDOW, SETTINGS);
        std::fs::write(&path, &bad).unwrap();
        let report = repair_file(&path).unwrap();
        assert_eq!(report.problems, vec![StorageProblem::Zoom]);
        let backup = report.backup.unwrap();
        assert_eq!(backup, dir.join("app.ron.bad"));
        assert_eq!(std::fs::read_to_string(&backup).unwrap(), bad);
        assert_eq!(repair_file(&path), None, "said once: the file is sound now");
        // A second damaged file is kept beside the first, never over it.
        std::fs::write(&path, "not ron").unwrap();
        let report = repair_file(&path).unwrap();
        assert_eq!(report.backup, Some(dir.join("app.ron.bad.1")));
        assert_eq!(std::fs::read_to_string(&backup).unwrap(), bad);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    fn scratch(name: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("tilewise-storage-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[cfg(unix)]
    #[test]
    fn a_pipe_or_a_link_to_dev_zero_named_app_ron_is_kept_aside_unopened() {
        let dir = scratch("special");
        let path = dir.join("app.ron");
        let made = std::process::Command::new("mkfifo").arg(&path).status();
        assert!(made.unwrap().success(), "mkfifo");
        // Opening the pipe would block this test forever.
        let report = repair_file(&path).unwrap();
        assert_eq!(report.problems, vec![StorageProblem::Unreadable]);
        let kept = report.backup.unwrap();
        assert_eq!(kept, dir.join("app.ron.bad"));
        assert!(
            std::fs::symlink_metadata(&kept)
                .unwrap()
                .file_type()
                .is_fifo()
        );
        assert!(
            std::fs::metadata(&path).unwrap().is_file(),
            "a sound file in its place"
        );
        assert!(ron::from_str::<BTreeMap<String, String>>(&read_settings(&path)).is_ok());

        std::fs::remove_file(&path).unwrap();
        std::os::unix::fs::symlink("/dev/zero", &path).unwrap();
        let report = repair_file(&path).unwrap();
        let kept = report.backup.unwrap();
        assert_eq!(kept, dir.join("app.ron.bad.1"));
        assert_eq!(std::fs::read_link(&kept).unwrap(), Path::new("/dev/zero"));
        assert!(std::fs::symlink_metadata(&path).unwrap().is_file());
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_file_over_the_limit_is_kept_aside_and_never_read_whole() {
        let dir = scratch("large");
        let path = dir.join("app.ron");
        let huge = format!(
            "{{\"x\": \"{}\"}}",
            "a".repeat(SETTINGS_FILE_LIMIT as usize)
        );
        std::fs::write(&path, &huge).unwrap();
        let report = repair_file(&path).unwrap();
        assert_eq!(report.problems, vec![StorageProblem::Unreadable]);
        assert_eq!(
            std::fs::read(report.backup.unwrap()).unwrap(),
            huge.as_bytes()
        );
        assert_eq!(read_settings(&path), write_map(&BTreeMap::new()));
        std::fs::remove_dir_all(&dir).unwrap();
    }

    /// eframe's storage as the app sees it in `App::save`.
    #[derive(Default)]
    struct Memory(BTreeMap<String, String>);

    impl eframe::Storage for Memory {
        fn get_string(&self, key: &str) -> Option<String> {
            self.0.get(key).cloned()
        }
        fn set_string(&mut self, key: &str, value: String) {
            self.0.insert(key.into(), value);
        }
        fn remove_string(&mut self, key: &str) {
            self.0.remove(key);
        }
        fn flush(&mut self) {}
    }

    /// A disk that fills up halfway through the write.
    fn full_disk(path: &Path, bytes: &[u8]) -> Result<(), crate::files::WriteError> {
        crate::files::write_atomic_failing_after(path, bytes, bytes.len() / 2)
    }

    #[test]
    fn settings_are_written_whole_and_a_full_disk_keeps_the_last_good_file() {
        let dir = scratch("saver");
        let path = dir.join("app.ron");
        let mut storage = Memory::default();
        let chosen = Settings {
            language: crate::i18n::Lang::Polish,
            ..Settings::default()
        };
        eframe::set_value(&mut storage, SETTINGS_KEY, &chosen);
        eframe::Storage::set_string(&mut storage, "unknown", "kept out".into());
        let mut saver = SettingsSaver::new(path.clone(), None);
        assert_eq!(saver.save(&storage), None);
        let text = std::fs::read_to_string(&path).unwrap();
        assert_eq!(settings_of(&text), Some(chosen.clone()));
        assert!(!text.contains("kept out"), "only the settings file's keys");
        assert_eq!(repair(&text).problems, vec![]);

        // The disk fills: the file written before stays whole, and it is said once.
        let mut saver = saver.with_writer(full_disk);
        let other = Settings {
            language: crate::i18n::Lang::Russian,
            ..Settings::default()
        };
        eframe::set_value(&mut storage, SETTINGS_KEY, &other);
        let notice = saver.save(&storage).expect("a failed write is said");
        assert_eq!(notice.level, NoticeLevel::Error);
        assert_eq!(std::fs::read_to_string(&path).unwrap(), text);
        assert_eq!(saver.save(&storage), None, "said once");
        let names: Vec<_> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(
            names,
            vec![std::ffi::OsString::from("app.ron")],
            "no temporary left"
        );

        // Space again: the next save writes the new settings.
        let mut saver = saver.with_writer(crate::files::write_atomic);
        assert_eq!(saver.save(&storage), None);
        assert_eq!(
            settings_of(&std::fs::read_to_string(&path).unwrap()),
            Some(other)
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn eframe_gets_a_private_copy_never_the_settings_file() {
        let dir = scratch("copy");
        let path = dir.join("app.ron");
        let text = file("1.0", WINDOW, SETTINGS);
        std::fs::write(&path, &text).unwrap();
        let copy = EframeStorageFile::with(&read_settings(&path));
        assert_ne!(copy.path, path);
        assert_eq!(std::fs::read_to_string(&copy.path).unwrap(), text);
        // eframe empties its file before writing: the settings file is not touched.
        std::fs::write(&copy.path, "").unwrap();
        assert_eq!(std::fs::read_to_string(&path).unwrap(), text);
        let copied = copy.path.clone();
        drop(copy);
        assert!(!copied.exists(), "removed with the app");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
