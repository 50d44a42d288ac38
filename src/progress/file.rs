//! The progress file (`progress.ron` in the app's data folder): versioned RON, written
//! atomically, read bounded. A damaged file, or one written by a newer Tilewise, is never
//! overwritten: it is moved aside to a backup (`progress.ron.bad`, `progress.ron.v2`, with
//! `.1`, `.2`, … added when that name is taken) and the learner starts afresh, told so.
//! The format is described in `docs/formats.md`.

use super::{FORMAT_VERSION, Progress};
use crate::files::{ReadError, read_text, write_atomic};
use serde::Deserialize;
use std::path::{Path, PathBuf};

/// The file's name in the app's data folder.
pub const FILE_NAME: &str = "progress.ron";
/// The largest progress file read: 10 000 answers take about 2 MiB, hand-edited files more.
pub const FILE_LIMIT: u64 = 48 << 20;

/// Why a progress file was not used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// It could not be read (too large, not a regular file, not UTF-8, an I/O error).
    Unreadable(String),
    /// It is not a progress file of this version (truncated, edited, another format).
    Damaged(String),
    /// A newer Tilewise wrote it (this version).
    Newer(u32),
}

impl Problem {
    /// The message id that says what happened (`progress-problem-…`).
    pub fn message_id(&self) -> &'static str {
        match self {
            Problem::Unreadable(_) => "progress-problem-unreadable",
            Problem::Damaged(_) => "progress-problem-damaged",
            Problem::Newer(_) => "progress-problem-newer",
        }
    }
}

/// What happened to a progress file that could not be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoadReport {
    pub problem: Problem,
    /// Where the file was kept; `None`: it could not be moved, and is left where it was (the
    /// app then does not write over it).
    pub backup: Option<PathBuf>,
}

/// Only the version, read first so that a newer file is told from a damaged one.
#[derive(Deserialize)]
struct Head {
    version: u32,
}

/// Reads progress from RON text.
pub fn parse(text: &str) -> Result<Progress, Problem> {
    let head: Head = ron::from_str(text).map_err(|e| Problem::Damaged(e.to_string()))?;
    if head.version > FORMAT_VERSION {
        return Err(Problem::Newer(head.version));
    }
    if head.version != FORMAT_VERSION {
        return Err(Problem::Damaged(format!(
            "unknown version {}",
            head.version
        )));
    }
    let progress: Progress = ron::from_str(text).map_err(|e| Problem::Damaged(e.to_string()))?;
    Ok(progress.sanitized())
}

/// The RON text of the progress: one line per answer, one line per pattern of a system.
pub fn to_ron(progress: &Progress) -> String {
    let mut out = format!("(\n    version: {},\n    attempts: [\n", progress.version);
    for attempt in &progress.attempts {
        out.push_str("        ");
        out.push_str(&ron::to_string(attempt).unwrap_or_default());
        out.push_str(",\n");
    }
    out.push_str("    ],\n    systems: ");
    let config = ron::ser::PrettyConfig::new()
        .depth_limit(3)
        .struct_names(false);
    let systems = ron::ser::to_string_pretty(&progress.systems, config).unwrap_or_default();
    out.push_str(&systems.replace('\n', "\n    "));
    out.push_str(",\n)\n");
    out
}

/// Writes the progress atomically.
pub fn save(progress: &Progress, path: &Path) -> std::io::Result<()> {
    Ok(write_atomic(path, to_ron(progress).as_bytes())?)
}

/// [`save`], making the file's folder first when it is not there (the app's data folder on a
/// first run).
pub fn save_creating_folder(progress: &Progress, path: &Path) -> std::io::Result<()> {
    if let Some(folder) = path.parent().filter(|f| !f.as_os_str().is_empty()) {
        std::fs::create_dir_all(folder)?;
    }
    save(progress, path)
}

/// Moves a file that cannot be used aside, to a name nobody uses yet (the data folder's one
/// rule: [`crate::datafile::move_aside_as`]).
fn keep_aside(path: &Path, problem: Problem) -> LoadReport {
    let suffix = match &problem {
        Problem::Newer(v) => format!(".v{v}"),
        _ => crate::datafile::BAD_SUFFIX.to_string(),
    };
    LoadReport {
        problem,
        backup: crate::datafile::move_aside_as(path, &suffix).ok(),
    }
}

/// Reads the progress at `path`: nothing there is a fresh start without a report; a file that
/// cannot be used is kept aside and reported, and the progress starts afresh.
pub fn load(path: &Path) -> (Progress, Option<LoadReport>) {
    if std::fs::symlink_metadata(path).is_err() {
        return (Progress::default(), None);
    }
    let problem = match read_text(&path.display().to_string(), FILE_LIMIT) {
        Ok(text) => match parse(&text) {
            Ok(progress) => return (progress, None),
            Err(problem) => problem,
        },
        Err(ReadError::Io {
            problem, message, ..
        }) => Problem::Unreadable(problem.words(&message)),
        Err(e) => Problem::Unreadable(e.to_string()),
    };
    (Progress::default(), Some(keep_aside(path, problem)))
}

#[cfg(test)]
mod tests {
    use super::super::tests::{T0, attempt};
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("tilewise-progress-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    fn sample() -> Progress {
        let mut p = Progress::default();
        p.record(attempt(T0, &["zj.1.1", "!zj.2.1"], 7.5));
        p.record(attempt(T0 + 90, &["zj.1.1", "zj.2.1"], 3.25));
        p
    }

    #[test]
    fn round_trip_through_the_file() {
        let dir = scratch("round");
        let path = dir.join(FILE_NAME);
        let p = sample();
        save(&p, &path).unwrap();
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(text.starts_with("(\n    version: 1,"), "{text}");
        // One line per answer.
        assert_eq!(text.lines().filter(|l| l.contains("at_unix_s")).count(), 2);
        let (back, report) = load(&path);
        assert_eq!(report, None);
        assert_eq!(back, p);
        // No file: a fresh start, no report, nothing written.
        let (fresh, report) = load(&dir.join("none.ron"));
        assert!(fresh.is_empty() && report.is_none());
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_damaged_file_is_kept_aside_and_never_overwritten() {
        let dir = scratch("bad");
        let path = dir.join(FILE_NAME);
        let full = to_ron(&sample());
        let truncated = &full[..full.len() / 2];
        for (k, text) in [
            truncated,
            "not ron at all",
            "(version: 1, attempts: 5)",
            "(version: 0)",
        ]
        .into_iter()
        .enumerate()
        {
            std::fs::write(&path, text).unwrap();
            let (p, report) = load(&path);
            assert!(p.is_empty());
            let report = report.expect("a report");
            assert!(matches!(report.problem, Problem::Damaged(_)), "{report:?}");
            let expected = match k {
                0 => dir.join("progress.ron.bad"),
                k => dir.join(format!("progress.ron.bad.{k}")),
            };
            assert_eq!(report.backup.as_deref(), Some(expected.as_path()));
            assert_eq!(std::fs::read_to_string(&expected).unwrap(), text);
            assert!(!path.exists());
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_newer_file_is_kept_as_its_version() {
        let dir = scratch("newer");
        let path = dir.join(FILE_NAME);
        let text = "(version: 2, attempts: [], streaks: {}, something_new: true)";
        std::fs::write(&path, text).unwrap();
        let (p, report) = load(&path);
        assert!(p.is_empty());
        let report = report.unwrap();
        assert_eq!(report.problem, Problem::Newer(2));
        assert_eq!(report.backup, Some(dir.join("progress.ron.v2")));
        assert_eq!(
            std::fs::read_to_string(dir.join("progress.ron.v2")).unwrap(),
            text
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn binary_or_oversized_files_are_unreadable_and_kept() {
        let dir = scratch("binary");
        let path = dir.join(FILE_NAME);
        std::fs::write(&path, b"(version: 1\xff\xfe").unwrap();
        let (_, report) = load(&path);
        let report = report.unwrap();
        assert!(matches!(report.problem, Problem::Unreadable(_)));
        assert_eq!(report.backup, Some(dir.join("progress.ron.bad")));
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn the_documented_sample_reads() {
        let text = include_str!("../../docs/progress-example.ron");
        let p = parse(text).unwrap();
        assert_eq!(p.attempts.len(), 2);
        let zj = p.system("zung-jung").unwrap();
        assert_eq!(zj.patterns["zj.4.1"].tally.missed(), 1);
        assert_eq!(
            to_ron(&p),
            text.lines().skip(1).collect::<Vec<_>>().join("\n") + "\n"
        );
    }

    #[test]
    fn hand_edited_numbers_are_brought_into_range() {
        let mut p = sample();
        p.attempts[0].seconds = -5.0;
        let text = to_ron(&p).replace("stability: ", "stability: -");
        let back = parse(&text).unwrap();
        assert_eq!(back.attempts[0].seconds, 0.0);
        let zj = back.system("zung-jung").unwrap();
        assert!(zj.patterns.values().all(|r| r.card.sound()));
    }
}
