//! A recording of a game at a real table, as the app keeps it: where its autosave lives in the
//! data folder (`recorder/current.ron`, `current.file`, `draft.ron`, `finished-….ron`), the
//! win being typed as it is kept, the table's position after the hands entered (the rotation
//! rules), and the dates a recording is given. Nothing here draws; the recorder screen
//! (`app/screens/recorder/`) uses it. The data folder is described in `docs/formats.md`.

use crate::formats::game_record::{GameRecord, HandRecord};
use crate::game::rotation::{HandEnd, Position, Rotation};
use crate::rules::RuleSettings;
use crate::tiles::Wind;
use std::path::{Path, PathBuf};

/// The folder of the recorder's files inside the app's data folder.
pub const FOLDER: &str = "recorder";
/// The recording in progress, rewritten after every entry.
pub const CURRENT: &str = "current.ron";
/// Beside it: the path of the user's own file for the recording, once saved as one.
pub const CURRENT_FILE: &str = "current.file";
/// The name of a recording opened in Replays that has neither a file nor an event: a name in
/// no language, shown as the recorder's title in the reader's language whenever it is drawn.
pub const UNTITLED: &str = "recording.ron";
/// Beside it: the win being typed and not yet added, so that a crash loses nothing typed.
pub const DRAFT: &str = "draft.ron";

/// The win being typed (the hand form's winner, hand and written score), as kept in [`DRAFT`].
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WinDraft {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub winner: Option<Wind>,
    /// The winning hand being typed, as a hand file; none while the editor is empty.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hand: Option<crate::formats::HandFile>,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub written: String,
}

/// An unfinished recording found in the data folder at start.
#[derive(Clone, Debug, PartialEq)]
pub struct Found {
    pub record: GameRecord,
    pub file: Option<PathBuf>,
    /// The win that was being typed, if any.
    pub draft: Option<WinDraft>,
    /// Whether the record's last hand is the one being entered (it has not ended): offered
    /// as in progress, not counted with the hands added.
    pub in_progress: bool,
}

/// Where a finished recording at `current` is kept: `finished-SECONDS.ron` beside it (the app
/// moves it to `finished-SECONDS-K.ron` when that name is taken: never over an earlier one).
pub fn finished_path(current: &Path, stamp: u64) -> PathBuf {
    current.with_file_name(format!("finished-{stamp}.ron"))
}

/// Where the table stands after these hands: the rotation from each hand's own seats and
/// wind (a table that overrode them goes on from there; a new prevailing wind starts its
/// round).
pub fn position_after(rules: &RuleSettings, hands: &[HandRecord]) -> Position {
    let rotation = Rotation::of(rules);
    let mut pos = Position::default();
    for h in hands {
        if let Ok(seats) = <[u8; 4]>::try_from(h.seats.as_slice()) {
            let wind_changed = h.prevailing_wind != pos.prevailing(rotation);
            if seats != pos.seats || wind_changed {
                let passes = if wind_changed && rotation != Rotation::Sichuan {
                    h.prevailing_wind.index() * 4
                } else {
                    pos.passes
                };
                pos = Position { seats, passes };
            }
        }
        if let Some(end) = HandEnd::of(h) {
            pos = pos.after(rotation, &end);
        }
    }
    pos
}

/// Today's date (UTC) as `YYYY-MM-DD`.
pub fn today() -> String {
    date_of_unix(crate::progress::clock::now_unix_s())
}

/// A date as a person types it, `YYYY-MM-DD` or the Russian and Polish `DD.MM.YYYY` (one-digit
/// day and month too, `/` or `.` between), as `YYYY-MM-DD`; `None` when it is no calendar date.
pub fn date_typed(text: &str) -> Option<String> {
    let text = text.trim();
    let number = |p: &str| -> Option<u32> {
        (!p.is_empty() && p.len() <= 4 && p.bytes().all(|b| b.is_ascii_digit()))
            .then(|| p.parse().ok())
            .flatten()
    };
    let parts: Vec<&str> = text.split(['-', '.', '/']).collect();
    let [a, b, c] = parts.as_slice() else {
        return None;
    };
    let (year, month, day) = if text.contains('-') && a.len() == 4 {
        (number(a)?, number(b)?, number(c)?)
    } else if !text.contains('-') && c.len() == 4 && a.len() <= 2 && b.len() <= 2 {
        (number(c)?, number(b)?, number(a)?)
    } else {
        return None;
    };
    let date = chrono::NaiveDate::from_ymd_opt(i32::try_from(year).ok()?, month, day)?;
    (year >= 1).then(|| date.format("%Y-%m-%d").to_string())
}

/// A date (UTC) as `YYYY-MM-DD` from seconds since 1970.
pub fn date_of_unix(seconds: u64) -> String {
    i64::try_from(seconds)
        .ok()
        .and_then(|s| chrono::DateTime::from_timestamp(s, 0))
        .map(|t| t.format("%Y-%m-%d").to_string())
        .unwrap_or_default()
}

/// Whether a recording's last hand has not ended: it is the hand being entered (taken up
/// again in the form when the recording goes on), not one of the hands added.
pub fn hand_in_progress(record: &GameRecord) -> bool {
    let last_played = record.hands.last().is_some_and(|h| h.result.is_none());
    matches!(
        crate::game::replay_keeping(record, crate::game::Snapshots::None),
        Err(e) if e.hand == record.hands.len() && (e.unfinished || last_played)
    )
}
