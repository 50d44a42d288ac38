//! Files in the app's data folder that hold what a user made (the recording in progress, the
//! set being built, the progress, the settings, autosaved copies of replays), and the lock that
//! keeps one app per data folder.
//!
//! Two rules hold for every such file:
//! - **Move aside, never overwrite.** A file that cannot be read or parsed is moved to
//!   `<name>.bad` ([`move_aside`]; `<name>.bad.1`, `.bad.2`, … when that name is taken, never
//!   over an earlier one) before anything else is written, and the app names the kept file.
//! - **One app per data folder.** [`DataLock::acquire`] takes an OS lock on
//!   `<data>/tilewise.lock` ([`std::fs::File::try_lock`]) for the app's life and writes the
//!   holder's process id in it. The OS drops the lock when the process ends, however it ends,
//!   so a crashed app's lock is never stale. A second app finds the lock taken
//!   ([`LockError::Held`], with the holder's pid when it can be read) and leaves the folder's
//!   files alone.

use std::io::{Read, Seek, Write};
use std::path::{Path, PathBuf};

/// The lock file's name in the data folder.
pub const LOCK_FILE: &str = "tilewise.lock";
/// What a damaged file's kept name ends with.
pub const BAD_SUFFIX: &str = ".bad";
/// The most numbered names tried for one kept file.
const NUMBERED_MAX: u32 = 10_000;

/// Why a file could not be moved aside or the data folder could not be locked.
#[derive(Debug, thiserror::Error)]
pub enum DataFileError {
    #[error("{path}: could not be kept aside as {target}: {source}")]
    MoveAside {
        path: String,
        target: String,
        source: std::io::Error,
    },
    #[error("{path}: every name up to {suffix}.{max} is taken", max = NUMBERED_MAX)]
    NoFreeName { path: String, suffix: String },
}

/// Moves the file at `path` aside to `<path>.bad` (or `.bad.1`, `.bad.2`, … when taken) and
/// returns the new path. An earlier kept file is never replaced.
pub fn move_aside(path: &Path) -> Result<PathBuf, DataFileError> {
    move_aside_as(path, BAD_SUFFIX)
}

/// [`move_aside`] with another suffix (a newer version's file is kept as `<name>.v2`).
pub fn move_aside_as(path: &Path, suffix: &str) -> Result<PathBuf, DataFileError> {
    let base = format!("{}{suffix}", path.display());
    let named = |k: u32| match k {
        0 => PathBuf::from(&base),
        k => PathBuf::from(format!("{base}.{k}")),
    };
    move_to_free(path, named).map_err(|e| match e {
        DataFileError::NoFreeName { path, .. } => DataFileError::NoFreeName {
            path,
            suffix: suffix.to_string(),
        },
        other => other,
    })
}

/// Moves the file at `path` to the first free name of `named(0)`, `named(1)`, …: never over
/// a file, even one made meanwhile. Returns the name it has now.
pub fn move_to_free(path: &Path, named: impl Fn(u32) -> PathBuf) -> Result<PathBuf, DataFileError> {
    for k in 0..NUMBERED_MAX {
        let target = named(k);
        if std::fs::symlink_metadata(&target).is_ok() {
            continue;
        }
        // A hard link never replaces an existing name (a name taken since the check above
        // is skipped); where the file system has no hard links, a rename to the free name.
        let moved = match std::fs::hard_link(path, &target) {
            Ok(()) => std::fs::remove_file(path),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
            Err(_) => std::fs::rename(path, &target),
        };
        return match moved {
            Ok(()) => Ok(target),
            Err(source) => Err(DataFileError::MoveAside {
                path: path.display().to_string(),
                target: target.display().to_string(),
                source,
            }),
        };
    }
    Err(DataFileError::NoFreeName {
        path: path.display().to_string(),
        suffix: String::new(),
    })
}

/// The data folder held by this app: the lock is released when this is dropped (or the
/// process ends).
#[derive(Debug)]
pub struct DataLock {
    /// Held open: the OS lock lives as long as this file stays open.
    _held: std::fs::File,
    path: PathBuf,
}

/// Why the data folder is not this app's.
#[derive(Debug, thiserror::Error)]
pub enum LockError {
    /// Another app holds the lock (its process id, when written in the lock file).
    #[error("{path}: another Tilewise is using this data folder")]
    Held { path: String, pid: Option<u32> },
    #[error("{path}: the data folder could not be locked: {source}")]
    Io {
        path: String,
        source: std::io::Error,
    },
}

impl DataLock {
    /// Locks `<dir>/tilewise.lock` (the folder is created when missing) and writes this
    /// process's id in it.
    pub fn acquire(dir: &Path) -> Result<DataLock, LockError> {
        let path = dir.join(LOCK_FILE);
        let io = |source| LockError::Io {
            path: path.display().to_string(),
            source,
        };
        std::fs::create_dir_all(dir).map_err(io)?;
        // A link, pipe or folder planted under the lock's name is moved aside, never
        // followed or written through.
        if std::fs::symlink_metadata(&path).is_ok_and(|m| !m.is_file()) {
            move_aside(&path).map_err(|e| io(std::io::Error::other(e.to_string())))?;
        }
        let mut file = open_lock_file(&path).map_err(io)?;
        match file.try_lock() {
            Ok(()) => {}
            Err(std::fs::TryLockError::WouldBlock) => {
                let mut text = String::new();
                let pid = file
                    .read_to_string(&mut text)
                    .ok()
                    .and_then(|_| text.trim().parse().ok());
                return Err(LockError::Held {
                    path: path.display().to_string(),
                    pid,
                });
            }
            Err(std::fs::TryLockError::Error(e)) => return Err(io(e)),
        }
        // The pid only tells a second app who holds the folder: a full disk that refuses it
        // does not give the lock up.
        let _ = file
            .set_len(0)
            .and_then(|()| file.rewind())
            .and_then(|()| write!(file, "{}", std::process::id()))
            .and_then(|()| file.flush());
        Ok(DataLock { _held: file, path })
    }

    /// The lock file.
    pub fn path(&self) -> &Path {
        &self.path
    }
}

/// Opens (or creates) the lock file without truncating it (the holder's pid stays readable
/// for a second app), without following a link (one planted since the check is an error, not
/// a write through it) and without blocking on a pipe; only a regular file is a lock.
fn open_lock_file(path: &Path) -> std::io::Result<std::fs::File> {
    let mut options = std::fs::OpenOptions::new();
    options.read(true).write(true).create(true).truncate(false);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        let flags = rustix::fs::OFlags::NOFOLLOW | rustix::fs::OFlags::NONBLOCK;
        options.custom_flags(flags.bits() as i32);
    }
    let file = options.open(path)?;
    if !file.metadata()?.is_file() {
        return Err(std::io::Error::other("not a regular file"));
    }
    Ok(file)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("tilewise-datafile-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn a_damaged_file_is_moved_aside_never_over_an_earlier_one() {
        let dir = scratch("aside");
        let path = dir.join("current.ron");
        for (k, expected) in ["current.ron.bad", "current.ron.bad.1", "current.ron.bad.2"]
            .iter()
            .enumerate()
        {
            std::fs::write(&path, format!("damaged {k}")).unwrap();
            let kept = move_aside(&path).unwrap();
            assert_eq!(kept, dir.join(expected));
            assert!(!path.exists());
        }
        for (k, name) in ["current.ron.bad", "current.ron.bad.1", "current.ron.bad.2"]
            .iter()
            .enumerate()
        {
            assert_eq!(
                std::fs::read_to_string(dir.join(name)).unwrap(),
                format!("damaged {k}")
            );
        }
        std::fs::write(&path, "newer").unwrap();
        assert_eq!(
            move_aside_as(&path, ".v9").unwrap(),
            dir.join("current.ron.v9")
        );
        assert!(move_aside(&dir.join("missing.ron")).is_err());
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_second_lock_on_one_folder_is_refused_with_the_holders_pid() {
        let dir = scratch("lock");
        let first = DataLock::acquire(&dir).unwrap();
        assert_eq!(
            std::fs::read_to_string(first.path()).unwrap(),
            std::process::id().to_string()
        );
        match DataLock::acquire(&dir) {
            Err(LockError::Held { pid, .. }) => assert_eq!(pid, Some(std::process::id())),
            other => panic!("a second lock was not refused: {other:?}"),
        }
        drop(first);
        // Released when dropped. A child process another test starts meanwhile holds a copy
        // of the descriptor from its fork to its exec: a moment, so the lock is tried again.
        let again = (0..100).find_map(|_| {
            let lock = DataLock::acquire(&dir).ok();
            if lock.is_none() {
                std::thread::sleep(std::time::Duration::from_millis(10));
            }
            lock
        });
        assert!(again.is_some(), "released when dropped");
        drop(again);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[cfg(unix)]
    #[test]
    fn a_planted_lock_link_is_moved_aside_and_its_target_never_written() {
        let dir = scratch("planted");
        let victim = dir.join("victim.txt");
        std::fs::write(&victim, "the user's notes").unwrap();
        std::os::unix::fs::symlink(&victim, dir.join(LOCK_FILE)).unwrap();
        let lock = DataLock::acquire(&dir).unwrap();
        assert_eq!(
            std::fs::read_to_string(&victim).unwrap(),
            "the user's notes"
        );
        let held = std::fs::symlink_metadata(lock.path()).unwrap();
        assert!(held.is_file(), "a regular lock file of its own");
        let kept = dir.join(format!("{LOCK_FILE}.bad"));
        assert_eq!(std::fs::read_link(&kept).unwrap(), victim);
        drop(lock);
        // A pipe under the lock's name does not block the start either.
        std::fs::remove_file(dir.join(LOCK_FILE)).unwrap();
        let made = std::process::Command::new("mkfifo")
            .arg(dir.join(LOCK_FILE))
            .status();
        assert!(made.unwrap().success());
        let lock = DataLock::acquire(&dir).unwrap();
        assert!(std::fs::symlink_metadata(lock.path()).unwrap().is_file());
        drop(lock);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
