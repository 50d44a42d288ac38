//! Autosaved copies of what the user makes, kept in the app's data folder (or beside a
//! replay's own file), read back at start: the recording, the set being built
//! (`<data>/sets/draft.ron`), a replay's copy of its edits. They are written by the screens'
//! effects ([`crate::app::effect::Effect::Autosave`]).
//!
//! Every copy is written atomically after each change; a copy that cannot be read at start is
//! moved aside as `<name>.bad` (numbered, [`crate::datafile::move_aside`]) before anything is
//! written, and named in a notice; every failed write or removal becomes a notice in the
//! reader's language.

use crate::app::notice::{Notice, NoticeLevel};
use crate::drill::set::DrillSet;
use crate::recording::Found;
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
        |text| crate::ron_text::parse_ron::<DrillSet>(text).ok(),
        "notice-set-draft-kept",
        notices,
    );
    (writable.then_some(path), set)
}

/// The autosaved copy at `path` of a record shown as `shown`, when its game differs from it
/// (edits not saved), read (bounded); `None` when there is none. A copy that cannot be read is
/// moved aside and said.
pub fn edits_kept(
    path: &Path,
    shown: &crate::formats::game_record::GameRecord,
    notices: &mut Vec<Notice>,
) -> Option<String> {
    let (text, _) = read_data(
        path,
        |text| {
            crate::formats::game_record::parse_record(text)
                .ok()
                .map(|record| (record, text.to_string()))
        },
        "notice-autosave-kept",
        notices,
    );
    let (record, text) = text?;
    (record != *shown).then_some(text)
}

/// The recorder's unfinished recording in a data folder, with the user's file it was saved to
/// and the win being typed. A damaged recording or draft is moved aside and said in `notices`;
/// the flag is false when one could not be moved (the folder must then not be written).
pub fn recording_in(data_dir: &Path, notices: &mut Vec<Notice>) -> (Option<Found>, bool) {
    use crate::recording::{CURRENT, CURRENT_FILE, DRAFT, FOLDER, WinDraft, hand_in_progress};
    let dir = data_dir.join(FOLDER);
    let (record, record_ok) = read_data(
        &dir.join(CURRENT),
        |text| crate::formats::game_record::parse_record(text).ok(),
        "notice-recorder-kept",
        notices,
    );
    let (draft, draft_ok) = read_data(
        &dir.join(DRAFT),
        |text| crate::ron_text::parse_ron::<WinDraft>(text).ok(),
        "notice-recorder-draft-kept",
        notices,
    );
    let Some(record) = record else {
        return (None, record_ok && draft_ok);
    };
    let (file, file_ok) = read_data(
        &dir.join(CURRENT_FILE),
        |text| own_file_of(text, &record, data_dir),
        "notice-recorder-file-kept",
        notices,
    );
    let found = Found {
        in_progress: hand_in_progress(&record),
        record,
        file,
        draft,
    };
    (Some(found), record_ok && draft_ok && file_ok)
}

/// The most bytes of the note of the recording's own file (`current.file`): one path.
const OWN_FILE_NOTE_MAX: usize = 4096;

/// The user's own file of the recording named by `note` (the text of `current.file`), when the
/// autosave may write there: one path, to a regular file outside the data folder that holds
/// this very game (a record with the same header). Anything else — a pipe, `/dev/zero`, the
/// user's notes, another data file — is no file of the recording and is never written.
fn own_file_of(
    note: &str,
    record: &crate::formats::game_record::GameRecord,
    data_dir: &Path,
) -> Option<PathBuf> {
    let named = note.trim();
    if named.is_empty() || named.len() > OWN_FILE_NOTE_MAX || named.contains('\n') {
        return None;
    }
    let path = PathBuf::from(named);
    let real = std::fs::canonicalize(&path).ok()?;
    if std::fs::canonicalize(data_dir).is_ok_and(|d| real.starts_with(d)) {
        return None;
    }
    let text = crate::files::read_text(named, crate::files::DEFAULT_FILE_LIMIT).ok()?;
    let theirs = crate::formats::game_record::parse_record(&text).ok()?;
    (theirs.header == record.header).then_some(path)
}

#[cfg(test)]
mod tests {
    use crate::app::notice::Notice;
    use crate::app::screens::recorder::tests::{act, reopened, started};
    use crate::app::screens::recorder::{Recorder, RecorderCommand};
    use crate::recording::{CURRENT, CURRENT_FILE, FOLDER};
    use crate::rules::RuleId;
    use std::path::Path;

    /// The hands of the recording autosaved in the data folder `dir`.
    fn saved_hands(dir: &Path) -> usize {
        let text = std::fs::read_to_string(dir.join(FOLDER).join(CURRENT)).expect("autosaved");
        crate::formats::game_record::parse_record(&text)
            .expect("a whole record")
            .hands
            .len()
    }

    /// Plays the hostile note: `current.file` rewritten to name `target`, then the app restarts,
    /// continues the recording and enters a drawn hand.
    fn restart_with_note(dir: &Path, target: &Path) -> (Recorder, Vec<Notice>) {
        std::fs::write(
            dir.join(FOLDER).join(CURRENT_FILE),
            target.display().to_string(),
        )
        .unwrap();
        let (mut again, notices) = reopened(dir);
        act(&mut again, RecorderCommand::ContinueFound);
        act(&mut again, RecorderCommand::Drawn);
        (again, notices)
    }

    #[test]
    fn the_note_of_the_own_file_leads_only_to_this_games_record() {
        let (scratch, scratch_mine) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
        let (dir, mine) = (
            scratch.path().to_path_buf(),
            scratch_mine.path().to_path_buf(),
        );
        std::fs::create_dir_all(&mine).unwrap();
        let mut rec = started(&dir, RuleId::ZungJung);
        let own = mine.join("friday.ron");
        act(&mut rec, RecorderCommand::SaveTo(own.clone()));
        assert_eq!(saved_hands(&dir), 0);

        // The note names the game's own file: the autosave keeps writing it.
        let (again, notices) = restart_with_note(&dir, &own);
        assert_eq!(notices, vec![]);
        let text = std::fs::read_to_string(&own).unwrap();
        assert_eq!(
            crate::formats::game_record::parse_record(&text)
                .unwrap()
                .hands
                .len(),
            1
        );
        drop(again);

        // The user's notes: never written, the note kept aside and said.
        let notes = mine.join("notes.txt");
        std::fs::write(&notes, "my notes").unwrap();
        let (_, notices) = restart_with_note(&dir, &notes);
        assert_eq!(std::fs::read_to_string(&notes).unwrap(), "my notes");
        assert!(
            notices
                .iter()
                .any(|n| n.message_id == "notice-recorder-file-kept"),
            "{notices:?}"
        );
        assert!(
            dir.join(FOLDER)
                .join(format!("{CURRENT_FILE}.bad"))
                .exists()
        );
        assert_eq!(saved_hands(&dir), 2, "the data folder's copy goes on");

        // Another data file of the app, a missing file: neither is written.
        let progress = dir.join("progress.ron");
        std::fs::write(&progress, text.as_bytes()).unwrap();
        restart_with_note(&dir, &progress);
        assert_eq!(std::fs::read_to_string(&progress).unwrap(), text);
        let gone = mine.join("gone.ron");
        restart_with_note(&dir, &gone);
        assert!(!gone.exists());
    }

    #[cfg(unix)]
    #[test]
    fn a_pipe_or_dev_zero_as_the_note_neither_hangs_nor_swells() {
        let scratch = tempfile::tempdir().unwrap();
        let dir = scratch.path().to_path_buf();
        let rec = started(&dir, RuleId::ZungJung);
        drop(rec);
        let note = dir.join(FOLDER).join(CURRENT_FILE);
        let made = std::process::Command::new("mkfifo").arg(&note).status();
        assert!(made.unwrap().success());
        let again = reopened(&dir).0;
        assert!(again.found.as_ref().is_some_and(|f| f.file.is_none()));
        std::fs::remove_file(&note).ok();
        std::fs::remove_file(dir.join(FOLDER).join(format!("{CURRENT_FILE}.bad"))).ok();
        std::os::unix::fs::symlink("/dev/zero", &note).unwrap();
        let again = reopened(&dir).0;
        assert!(again.found.as_ref().is_some_and(|f| f.file.is_none()));
        // A note naming a pipe: the pipe is never opened.
        let pipe = dir.join("pipe");
        std::process::Command::new("mkfifo")
            .arg(&pipe)
            .status()
            .unwrap();
        let (again, _) = restart_with_note(&dir, &pipe);
        assert!(again.game.as_ref().is_some_and(|g| g.file.is_none()));
    }
}
