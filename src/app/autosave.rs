//! Autosaved copies of what the user makes, kept in the app's data folder (or beside a
//! replay's own file): the viewer's copy of an edited replay, the set being built
//! (`<data>/sets/draft.ron`), and the file helpers the recorder's autosave shares.
//!
//! Every copy is written atomically after each change; a copy that cannot be read at start is
//! moved aside as `<name>.bad` (numbered, [`crate::datafile::move_aside`]) before anything is
//! written, and named in a notice; every failed write or removal becomes a notice in the
//! reader's language.

use crate::app::notice::{Notice, NoticeLevel};
use crate::app::screens::replays::Replays;
use crate::app::screens::set_builder::SetBuilder;
use crate::drill::set::DrillSet;
use crate::i18n::{Localized, Message};
use std::path::{Path, PathBuf};

/// The folder of the set being built inside the app's data folder.
pub const SETS_FOLDER: &str = "sets";
/// The set being built, rewritten after every change while it has unsaved work.
pub const SET_DRAFT: &str = "draft.ron";

/// Reads a data file: `None` when there is none, or when it is there and cannot be read or
/// parsed as `T` (it is then moved aside, `kept_id` naming the kept file in `notices`).
/// The flag is false when a damaged file could not be moved aside: nothing may be written
/// into its place this session.
pub fn read_data<T>(
    path: &Path,
    parse: impl Fn(&str) -> Option<T>,
    kept_id: &'static str,
    notices: &mut Vec<Notice>,
) -> (Option<T>, bool) {
    if std::fs::symlink_metadata(path).is_err() {
        return (None, true);
    }
    let read = crate::files::read_text(
        &path.display().to_string(),
        crate::files::DEFAULT_FILE_LIMIT,
    );
    if let Some(value) = read.ok().and_then(|text| parse(&text)) {
        return (Some(value), true);
    }
    match crate::datafile::move_aside(path) {
        Ok(kept) => {
            notices.push(
                Notice::new(NoticeLevel::Warning, kept_id).arg("path", kept.display().to_string()),
            );
            (None, true)
        }
        Err(e) => {
            notices.push(
                Notice::new(NoticeLevel::Error, "notice-kept-failed")
                    .arg("path", path.display().to_string())
                    .arg("error", e.to_string()),
            );
            (None, false)
        }
    }
}

/// A notice that a file operation on `path` failed (`message_id`: `notice-write-failed`,
/// `notice-remove-failed`, …).
pub fn failed(message_id: &'static str, path: &Path, e: &dyn std::fmt::Display) -> Notice {
    Notice::new(NoticeLevel::Error, message_id)
        .arg("path", path.display().to_string())
        .arg("error", e.to_string())
}

/// Writes `bytes` to `path` atomically (its folder made first); a failure is said in
/// `notices` and returned as a message for the screen (`path: why`, translated when drawn).
pub fn write_noted(path: &Path, bytes: &[u8], notices: &mut Vec<Notice>) -> Result<(), Message> {
    let dir = path.parent().filter(|d| !d.as_os_str().is_empty());
    if let Some(dir) = dir
        && let Err(e) = std::fs::create_dir_all(dir)
    {
        notices.push(failed("notice-write-failed", dir, &e));
        return Err(Message::new("write-failed")
            .text("path", dir.display())
            .text("error", e));
    }
    crate::files::write_atomic(path, bytes).map_err(|e| {
        notices.push(crate::app::notice::write_failed(&e));
        e.message()
    })
}

/// Removes the file at `path` when it is there; a failure is said in `notices`.
pub fn remove_noted(path: &Path, notices: &mut Vec<Notice>) -> bool {
    match std::fs::remove_file(path) {
        Ok(()) => true,
        // Nothing there (or no folder there): nothing to remove.
        Err(e)
            if matches!(
                e.kind(),
                std::io::ErrorKind::NotFound | std::io::ErrorKind::NotADirectory
            ) =>
        {
            true
        }
        Err(e) => {
            notices.push(failed("notice-remove-failed", path, &e));
            false
        }
    }
}

/// The set being built kept in `data_dir`: its draft file, and the set found there at start
/// (a damaged draft is moved aside and said in `notices`). `None` for the path when a damaged
/// draft could not be moved: the builder then writes nothing.
pub fn set_draft_in(
    data_dir: &Path,
    notices: &mut Vec<Notice>,
) -> (Option<PathBuf>, Option<DrillSet>) {
    let path = data_dir.join(SETS_FOLDER).join(SET_DRAFT);
    let (set, writable) = read_data(
        &path,
        |text| crate::hand::parse_ron::<DrillSet>(text).ok(),
        "notice-set-draft-kept",
        notices,
    );
    (writable.then_some(path), set)
}

/// Writes the set being built to its draft after a change (removes the draft once the set
/// has no unsaved work); failures are said in `notices`.
pub fn write_set_draft(builder: &mut SetBuilder, notices: &mut Vec<Notice>) {
    let Some(path) = builder.draft_path.clone() else {
        return;
    };
    let keep = builder.unsaved().then(|| builder.set.clone());
    if keep == builder.autosaved {
        return;
    }
    let done = match &keep {
        Some(set) => write_noted(&path, set.to_ron().as_bytes(), notices).is_ok(),
        None => remove_noted(&path, notices),
    };
    if done {
        builder.autosaved = keep;
    }
}

/// Writes the viewer's autosave copy (after an edit); a copy that cannot be written is not
/// fatal (the edits are still in the viewer, and leaving asks) and is said in a notice.
pub fn write_viewer_copy(viewer: &Replays, notices: &mut Vec<Notice>) {
    if let (Some(path), Some(text)) = (viewer.autosave_path(), viewer.record_text()) {
        write_noted(&path, text.as_bytes(), notices).ok();
    }
}

/// An autosaved copy of the shown record whose game differs from it (edits not saved), read
/// (bounded); `None` when there is none. A copy that cannot be read is moved aside and said.
pub fn viewer_offer(viewer: &Replays, notices: &mut Vec<Notice>) -> Option<String> {
    let game = viewer.game.as_ref()?;
    let path = viewer.autosave_path()?;
    let (text, _) = read_data(
        &path,
        |text| {
            crate::replay::parse_record(text)
                .ok()
                .map(|record| (record, text.to_string()))
        },
        "notice-autosave-kept",
        notices,
    );
    let (record, text) = text?;
    (record != game.record).then_some(text)
}

/// Removes the viewer's autosave copy (the edits were saved, or left); a failure is said.
pub fn remove_viewer_copy(viewer: &Replays, notices: &mut Vec<Notice>) {
    if let Some(path) = viewer.autosave_path() {
        remove_noted(&path, notices);
    }
}
