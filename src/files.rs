//! Reading and writing files safely.
//!
//! Writing: one [`write_atomic`] — a temporary file created exclusively under an unpredictable
//! name beside the target, synced, then renamed over it — so that a crash or a full disk never
//! leaves half a file where the user's file was; and one [`refuse_inputs`] check, so that an
//! output never replaces one of the files it is made from.
//!
//! Reading: every reader of the project (CLI, app dialogs, recent files, dropped files) goes
//! through [`read_text`] or [`for_each_line`]: bounded in size, regular files only (no FIFO,
//! device or folder: `/dev/zero` is refused, not read forever), standard input (`-`) bounded too.

use crate::i18n::{Localized, Message};
use std::io::{BufRead, Read, Write};
use std::path::{Path, PathBuf};

/// The default limit of one file (or of standard input): 16 MiB.
pub const DEFAULT_FILE_LIMIT: u64 = 16 << 20;
/// The default limit of one line of a `--batch` input: 1 MiB.
pub const DEFAULT_LINE_LIMIT: u64 = 1 << 20;

/// How much a reader may read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Bytes of one file or of standard input.
    pub file: u64,
    /// Bytes of one line of a line-by-line input.
    pub line: u64,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            file: DEFAULT_FILE_LIMIT,
            line: DEFAULT_LINE_LIMIT,
        }
    }
}

/// Why a file could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReadError {
    #[error("{path}: larger than the limit of {limit} bytes")]
    TooLarge { path: String, limit: u64 },
    #[error("{path}: line {line} is longer than the limit of {limit} bytes")]
    LineTooLong { path: String, line: u64, limit: u64 },
    #[error("{path}: not a regular file (a folder, device or pipe is not read)")]
    NotAFile { path: String },
    #[error("{path}: not UTF-8 text (byte {offset})")]
    NotUtf8 { path: String, offset: usize },
    /// The system refused: a missing file and a refused permission said in the reader's
    /// words, anything else in the system's (`message`).
    #[error("{path}: {}", .problem.words(.message))]
    Io {
        path: String,
        problem: IoProblem,
        message: String,
    },
}

/// What the system said when a file could not be read, by the kinds a reader acts on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IoProblem {
    NotFound,
    PermissionDenied,
    /// Said in the system's own words.
    Other,
}

impl IoProblem {
    fn of(e: &std::io::Error) -> IoProblem {
        match e.kind() {
            std::io::ErrorKind::NotFound => IoProblem::NotFound,
            std::io::ErrorKind::PermissionDenied => IoProblem::PermissionDenied,
            _ => IoProblem::Other,
        }
    }

    /// The problem in English: ours for the kinds we name, else the system's `message`.
    pub fn words(self, message: &str) -> String {
        match self {
            IoProblem::NotFound => "no such file or folder".to_string(),
            IoProblem::PermissionDenied => "no permission to read it".to_string(),
            IoProblem::Other => message.to_string(),
        }
    }
}

impl crate::i18n::Localized for ReadError {
    /// Numbers are said as digits (a byte limit is copied, not read aloud).
    fn message(&self) -> crate::i18n::Message {
        let m = crate::i18n::Message::new;
        match self {
            ReadError::TooLarge { path, limit } => {
                m("error-too-large").text("path", path).text("limit", limit)
            }
            ReadError::LineTooLong { path, line, limit } => m("error-line-too-long")
                .text("path", path)
                .text("line", line)
                .text("limit", limit),
            ReadError::NotAFile { path } => m("error-not-a-file").text("path", path),
            ReadError::NotUtf8 { path, offset } => m("error-not-utf8")
                .text("path", path)
                .text("offset", offset),
            ReadError::Io {
                path,
                problem,
                message,
            } => match problem {
                IoProblem::NotFound => m("error-io-not-found").text("path", path),
                IoProblem::PermissionDenied => m("error-io-permission").text("path", path),
                IoProblem::Other => m("error-io").text("path", path).text("message", message),
            },
        }
    }
}

fn io_error(path: &str, e: &std::io::Error) -> ReadError {
    ReadError::Io {
        path: path.to_string(),
        problem: IoProblem::of(e),
        message: e.to_string(),
    }
}

/// Opens `path` for reading if it is a regular file (checked before opening, so that opening a
/// FIFO never blocks, and again on the open file).
pub fn open_regular(path: &str) -> Result<std::fs::File, ReadError> {
    let not_a_file = || ReadError::NotAFile {
        path: path.to_string(),
    };
    let meta = std::fs::metadata(path).map_err(|e| io_error(path, &e))?;
    if !meta.is_file() {
        return Err(not_a_file());
    }
    let file = std::fs::File::open(path).map_err(|e| io_error(path, &e))?;
    let meta = file.metadata().map_err(|e| io_error(path, &e))?;
    if !meta.is_file() {
        return Err(not_a_file());
    }
    Ok(file)
}

/// Reads at most `limit` bytes from `reader`; more is an error naming the limit.
pub fn read_bounded(reader: impl Read, limit: u64, path: &str) -> Result<Vec<u8>, ReadError> {
    let mut bytes = Vec::new();
    reader
        .take(limit.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(|e| io_error(path, &e))?;
    if bytes.len() as u64 > limit {
        return Err(ReadError::TooLarge {
            path: path.to_string(),
            limit,
        });
    }
    Ok(bytes)
}

/// The bytes of a file (`-`: standard input), at most `limit` of them, regular files only.
pub fn read_bytes(path: &str, limit: u64) -> Result<Vec<u8>, ReadError> {
    if path == "-" {
        return read_bounded(std::io::stdin().lock(), limit, path);
    }
    let file = open_regular(path)?;
    let len = file.metadata().map(|m| m.len()).unwrap_or(0);
    if len > limit {
        return Err(ReadError::TooLarge {
            path: path.to_string(),
            limit,
        });
    }
    read_bounded(file, limit, path)
}

/// UTF-8 text of `bytes`, or an error naming the first bad byte.
pub fn text_of(bytes: Vec<u8>, path: &str) -> Result<String, ReadError> {
    String::from_utf8(bytes).map_err(|e| ReadError::NotUtf8 {
        path: path.to_string(),
        offset: e.utf8_error().valid_up_to(),
    })
}

/// The text of a file (`-`: standard input): at most `limit` bytes, regular files only, UTF-8.
/// The one function through which the project reads a whole file.
pub fn read_text(path: &str, limit: u64) -> Result<String, ReadError> {
    text_of(read_bytes(path, limit)?, path)
}

/// One line of a line-by-line input, numbered from 1.
#[derive(Debug, PartialEq, Eq)]
pub enum Line<'a> {
    Text(&'a str),
    /// Not UTF-8 text; the run goes on with the next line.
    NotUtf8,
}

/// Calls `f` with each line of `reader` (without its line ending) and its number. A line
/// longer than `limit` bytes ends the input with [`ReadError::LineTooLong`]: the rest is not
/// read (it has no line structure to resume at). `f` may stop the run with its own error.
pub fn for_each_line<E: From<ReadError>>(
    mut reader: impl BufRead,
    limit: u64,
    path: &str,
    mut f: impl FnMut(u64, Line<'_>) -> Result<(), E>,
) -> Result<(), E> {
    let mut line = Vec::new();
    let mut number = 0u64;
    loop {
        line.clear();
        let read = (&mut reader)
            .take(limit.saturating_add(1))
            .read_until(b'\n', &mut line)
            .map_err(|e| io_error(path, &e))?;
        if read == 0 {
            return Ok(());
        }
        number += 1;
        if line.last() == Some(&b'\n') {
            line.pop();
            if line.last() == Some(&b'\r') {
                line.pop();
            }
        } else if line.len() as u64 > limit {
            return Err(ReadError::LineTooLong {
                path: path.to_string(),
                line: number,
                limit,
            }
            .into());
        }
        if line.len() as u64 > limit {
            return Err(ReadError::LineTooLong {
                path: path.to_string(),
                line: number,
                limit,
            }
            .into());
        }
        match std::str::from_utf8(&line) {
            Ok(text) => f(number, Line::Text(text))?,
            Err(_) => f(number, Line::NotUtf8)?,
        }
    }
}

/// [`for_each_line`] over a file (`-`: standard input), regular files only.
pub fn for_each_line_of<E: From<ReadError>>(
    path: &str,
    limit: u64,
    f: impl FnMut(u64, Line<'_>) -> Result<(), E>,
) -> Result<(), E> {
    if path == "-" {
        return for_each_line(std::io::stdin().lock(), limit, path, f);
    }
    let file = open_regular(path)?;
    for_each_line(std::io::BufReader::new(file), limit, path, f)
}

/// A message cut to one line of at most `max` characters (an ellipsis marks the cut), so that
/// an error about a huge or binary file never shows the file itself.
pub fn one_line(message: &str, max: usize) -> String {
    let flat: String = message
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    if flat.chars().count() <= max {
        return flat;
    }
    let mut cut: String = flat.chars().take(max.saturating_sub(1)).collect();
    cut.push('…');
    cut
}

/// The most lines of a line-by-line (`--batch`) run that are no input at all (not UTF-8, not
/// RON, no notation) before the run stops: a stream of garbage gives a bounded answer.
pub const MAX_BATCH_ERRORS: u64 = 1000;

/// The most characters of input an error quotes.
pub const QUOTE_MAX: usize = 80;

/// A piece of input as an error quotes it: one line of at most [`QUOTE_MAX`] characters (an
/// ellipsis marks the cut), so that a 100 000-character line gives a short error.
pub fn quote(input: &str) -> String {
    one_line(input, QUOTE_MAX)
}

/// `text` with every span between single quotes longer than [`QUOTE_MAX`] characters cut as
/// [`quote`] cuts it (for messages made by others, such as the argument parser's, that quote
/// the input whole).
pub fn cut_quotes(text: &str) -> String {
    let mut out = String::with_capacity(text.len().min(4096));
    let mut rest = text;
    while let Some(open) = rest.find('\'') {
        out.push_str(&rest[..=open]);
        rest = &rest[open + 1..];
        let Some(close) = rest.find('\'') else {
            break;
        };
        let inner = &rest[..close];
        if inner.chars().count() > QUOTE_MAX {
            out.push_str(&quote(inner));
        } else {
            out.push_str(inner);
        }
        out.push('\'');
        rest = &rest[close + 1..];
    }
    if rest.chars().count() > 4 * QUOTE_MAX && !rest.contains('\n') {
        out.push_str(&one_line(rest, 4 * QUOTE_MAX));
    } else {
        out.push_str(rest);
    }
    out
}

/// Parses a size given on the command line: bytes, or with a suffix `K`, `M`, `G` (`KiB`, `MiB`,
/// `GiB` alike: powers of 1024), e.g. `16M`, `1048576`.
pub fn parse_size(text: &str) -> Result<u64, String> {
    let t = text.trim();
    let digits = t.find(|c: char| !c.is_ascii_digit()).unwrap_or(t.len());
    let (number, unit) = t.split_at(digits);
    let number: u64 = number
        .parse()
        .map_err(|_| format!("'{text}' is not a size (e.g. 16M, 1048576)"))?;
    let shift = match unit.trim().to_ascii_lowercase().as_str() {
        "" | "b" => 0,
        "k" | "kib" | "kb" => 10,
        "m" | "mib" | "mb" => 20,
        "g" | "gib" | "gb" => 30,
        _ => return Err(format!("'{text}': unknown unit (use K, M or G)")),
    };
    number
        .checked_mul(1u64 << shift)
        .filter(|&n| n > 0)
        .ok_or_else(|| format!("'{text}' is not a usable size"))
}

/// Why a file could not be written. The message leaves the path out: every caller names the
/// file it writes ("`out.csv`: read-only: …"); [`WriteError::path`] gives it.
#[derive(Debug, thiserror::Error)]
pub enum WriteError {
    /// The target exists without write permission: it is refused, not silently replaced.
    #[error("read-only: it is not replaced (make it writable first)")]
    ReadOnly { path: PathBuf },
    /// The target is a folder, device or pipe: only regular files are written over.
    #[error("not a regular file (a folder, device or pipe is not written over)")]
    NotAFile { path: PathBuf },
    /// The target is one of the files the output is made from (same device and inode).
    #[error("it is the input {input}: an output never replaces what it is made from")]
    IsInput { path: PathBuf, input: PathBuf },
    /// The system refused (no folder, no space, no permission on the folder, …).
    #[error("{source}")]
    Io {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
}

impl WriteError {
    /// The file that was to be written.
    pub fn path(&self) -> &Path {
        match self {
            WriteError::ReadOnly { path }
            | WriteError::NotAFile { path }
            | WriteError::IsInput { path, .. }
            | WriteError::Io { path, .. } => path,
        }
    }

    fn io(path: &Path, source: std::io::Error) -> WriteError {
        WriteError::Io {
            path: path.to_path_buf(),
            source,
        }
    }
}

/// For code that speaks `std::io::Error` (a saving thread): the message kept, the kind
/// `PermissionDenied` for a refusal.
impl From<WriteError> for std::io::Error {
    fn from(e: WriteError) -> Self {
        match e {
            WriteError::Io { source, .. } => source,
            refused => {
                std::io::Error::new(std::io::ErrorKind::PermissionDenied, refused.to_string())
            }
        }
    }
}

/// How many symbolic links [`write_atomic`] follows before it gives up (as the kernel does).
const MAX_LINKS: usize = 40;

/// The file a write to `path` replaces: `path` itself, or, when it is a symbolic link, the
/// file at the end of its links (which need not exist yet).
fn link_target(path: &Path) -> Result<PathBuf, WriteError> {
    let mut current = path.to_path_buf();
    for _ in 0..MAX_LINKS {
        match std::fs::symlink_metadata(&current) {
            Ok(meta) if meta.file_type().is_symlink() => {
                let next = std::fs::read_link(&current).map_err(|e| WriteError::io(path, e))?;
                current = match current.parent() {
                    Some(dir) if next.is_relative() => dir.join(next),
                    _ => next,
                };
            }
            _ => return Ok(current),
        }
    }
    Err(WriteError::io(
        path,
        std::io::Error::other("too many levels of symbolic links"),
    ))
}

/// Writes `bytes` to `path` atomically: an old file is replaced only once the new one is
/// whole and on disk.
///
/// - The bytes go to a temporary file in the target's folder, created exclusively
///   (`O_CREAT | O_EXCL`: an existing name, a planted symbolic link included, is never opened)
///   under an unpredictable name (`.NAME.XXXXXXXX.tmp`), synced, then renamed over the target.
///   On any error the temporary file is removed.
/// - The new file gets the old one's permissions (a 0600 file stays 0600); a new file gets
///   the usual ones (0666 less the umask).
/// - A read-only target is refused ([`WriteError::ReadOnly`]), as is a folder, device or pipe.
/// - A symbolic link is followed: the file it points to is replaced and the link stays.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), WriteError> {
    let prefix = temp_prefix(path);
    write_atomic_with(path, &temp_builder(&prefix), |file| file.write_all(bytes))
}

/// [`write_atomic`], its folder made first when it is not there (an autosaved copy in the
/// app's data folder): a folder that cannot be made is the error, named by its path.
pub fn write_atomic_making_folder(path: &Path, bytes: &[u8]) -> Result<(), WriteError> {
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty())
        && let Err(source) = std::fs::create_dir_all(dir)
    {
        return Err(WriteError::io(dir, source));
    }
    write_atomic(path, bytes)
}

/// Removes the file at `path` when it is there (nothing there, or no folder there, is done).
pub fn remove_if_there(path: &Path) -> std::io::Result<()> {
    match std::fs::remove_file(path) {
        Err(e)
            if !matches!(
                e.kind(),
                std::io::ErrorKind::NotFound | std::io::ErrorKind::NotADirectory
            ) =>
        {
            Err(e)
        }
        _ => Ok(()),
    }
}

/// The start of the temporary files' names of a write to `path`: `.NAME.`.
fn temp_prefix(path: &Path) -> String {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "file".into());
    format!(".{name}.")
}

/// The temporary files of a write: `prefix`, 8 random characters, `.tmp`.
fn temp_builder(prefix: &str) -> tempfile::Builder<'_, 'static> {
    let mut builder = tempfile::Builder::new();
    builder.prefix(prefix).suffix(".tmp").rand_bytes(8);
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        // As `File::create` would: the umask applies.
        builder.permissions(std::fs::Permissions::from_mode(0o666));
    }
    builder
}

/// [`write_atomic`] with its temporary files named by `builder`, the bytes written by `fill`.
fn write_atomic_with(
    path: &Path,
    builder: &tempfile::Builder<'_, '_>,
    fill: impl FnOnce(&mut std::fs::File) -> std::io::Result<()>,
) -> Result<(), WriteError> {
    let target = link_target(path)?;
    let old = match std::fs::metadata(&target) {
        Ok(meta) if !meta.is_file() => {
            return Err(WriteError::NotAFile {
                path: path.to_path_buf(),
            });
        }
        Ok(meta) if meta.permissions().readonly() => {
            return Err(WriteError::ReadOnly {
                path: path.to_path_buf(),
            });
        }
        Ok(meta) => Some(meta.permissions()),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => None,
        Err(e) => return Err(WriteError::io(path, e)),
    };
    let dir = target
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    // Dropped on any error below: the temporary file is removed with it.
    let mut temp = builder
        .tempfile_in(dir)
        .map_err(|e| WriteError::io(path, e))?;
    let file = temp.as_file_mut();
    fill(file)
        .and_then(|()| match old {
            Some(permissions) => file.set_permissions(permissions),
            None => Ok(()),
        })
        .and_then(|()| file.sync_all())
        .map_err(|e| WriteError::io(path, e))?;
    temp.persist(&target)
        .map_err(|e| WriteError::io(path, e.error))?;
    Ok(())
}

/// [`write_atomic`] on a disk that fills up after `written` bytes (for tests: the write fails
/// midway as on a full disk).
#[cfg(test)]
pub(crate) fn write_atomic_failing_after(
    path: &Path,
    bytes: &[u8],
    written: usize,
) -> Result<(), WriteError> {
    let prefix = temp_prefix(path);
    write_atomic_with(path, &temp_builder(&prefix), |file| {
        file.write_all(&bytes[..written.min(bytes.len())])?;
        Err(std::io::ErrorKind::StorageFull.into())
    })
}

/// Refuses `output` when it is one of `inputs` (the same file: same device and inode, so
/// through symbolic and hard links too), so that no command replaces what it reads from
/// (`worksheet s.ron -o s.ron`). An output that does not exist yet is never one of them; `-`
/// among the inputs is standard input, the same file as the output when a file was given as
/// standard input (`report --csv - -o n.ron < n.ron`: its `fstat` tells). The one check before
/// every write of an output made from files: the CLI's `-o` and `--set`, the app's saves and
/// exports.
pub fn refuse_inputs<P: AsRef<Path>>(output: &Path, inputs: &[P]) -> Result<(), WriteError> {
    let Some(out) = file_id(output) else {
        // Not there (or not reachable): it cannot be one of the inputs that were read.
        return Ok(());
    };
    for input in inputs {
        let input = input.as_ref();
        let id = if input == Path::new("-") {
            stdin_id()
        } else {
            file_id(input)
        };
        if id.is_some_and(|id| id == out) {
            return Err(WriteError::IsInput {
                path: output.to_path_buf(),
                input: input.to_path_buf(),
            });
        }
    }
    Ok(())
}

/// Standard input's file, when it is one (`< file`): its device and inode by `fstat`.
#[cfg(unix)]
fn stdin_id() -> Option<(u64, u64)> {
    use std::os::fd::AsFd;
    use std::os::unix::fs::MetadataExt;
    let fd = std::io::stdin().as_fd().try_clone_to_owned().ok()?;
    let meta = std::fs::File::from(fd).metadata().ok()?;
    meta.is_file().then(|| (meta.dev(), meta.ino()))
}

/// Elsewhere standard input is never taken for a file.
#[cfg(not(unix))]
fn stdin_id() -> Option<PathBuf> {
    None
}

/// What makes a file the same file: its device and inode (links followed). Read from the
/// metadata, never by opening (opening a FIFO would block).
#[cfg(unix)]
fn file_id(path: &Path) -> Option<(u64, u64)> {
    use std::os::unix::fs::MetadataExt;
    std::fs::metadata(path).ok().map(|m| (m.dev(), m.ino()))
}

/// Elsewhere: the canonical path (links followed).
#[cfg(not(unix))]
fn file_id(path: &Path) -> Option<PathBuf> {
    std::fs::canonicalize(path).ok()
}

impl Localized for WriteError {
    fn message(&self) -> Message {
        let path = self.path().display().to_string();
        match self {
            WriteError::ReadOnly { .. } => Message::new("write-read-only").text("path", path),
            WriteError::NotAFile { .. } => Message::new("write-not-a-file").text("path", path),
            WriteError::IsInput { input, .. } => Message::new("write-is-input")
                .text("path", path)
                .text("input", input.display()),
            WriteError::Io { source, .. } => Message::new("write-failed")
                .text("path", path)
                .text("error", source),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp_dir(name: &str) -> std::path::PathBuf {
        let dir = std::env::temp_dir().join(format!("tilewise-{name}-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    /// The names in `dir` that look like temporary files of a write.
    fn temp_files(dir: &Path) -> Vec<String> {
        std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|n| n.ends_with(".tmp"))
            .collect()
    }

    #[test]
    fn writes_and_replaces() {
        let dir = temp_dir("files");
        let path = dir.join("hand.ron");
        write_atomic(&path, b"first").unwrap();
        write_atomic(&path, b"second").unwrap();
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "second");
        assert_eq!(temp_files(&dir), Vec::<String>::new());
        let err = write_atomic(&dir.join("missing/dir/x.ron"), b"x").unwrap_err();
        assert!(matches!(err, WriteError::Io { .. }), "{err:?}");
        assert_eq!(err.path(), dir.join("missing/dir/x.ron"));
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[cfg(unix)]
    #[test]
    fn a_symlink_planted_at_a_temp_name_is_never_written_through() {
        let dir = temp_dir("planted");
        let victim = dir.join("victim.txt");
        std::fs::write(&victim, "keep me").unwrap();
        let path = dir.join("out.csv");
        // The name the old writer used, and, with no random part, the only name the builder
        // below can choose: both are links to the victim.
        let old_name = dir.join(format!(".out.csv.{}.tmp", std::process::id()));
        std::os::unix::fs::symlink(&victim, &old_name).unwrap();
        write_atomic(&path, b"report").unwrap();
        assert_eq!(std::fs::read_to_string(&victim).unwrap(), "keep me");
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "report");
        let fixed = dir.join(".out.csv.tmp");
        std::os::unix::fs::symlink(&victim, &fixed).unwrap();
        let mut builder = tempfile::Builder::new();
        builder.prefix(".out.csv").suffix(".tmp").rand_bytes(0);
        let err = write_atomic_with(&path, &builder, |f| f.write_all(b"evil")).unwrap_err();
        assert!(matches!(err, WriteError::Io { .. }), "{err:?}");
        assert_eq!(std::fs::read_to_string(&victim).unwrap(), "keep me");
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "report");
        assert!(std::fs::symlink_metadata(&fixed).unwrap().is_symlink());
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[cfg(unix)]
    #[test]
    fn permissions_are_kept_and_a_read_only_file_is_refused() {
        use std::os::unix::fs::PermissionsExt;
        let dir = temp_dir("mode");
        let path = dir.join("secret.ron");
        std::fs::write(&path, "old").unwrap();
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o600)).unwrap();
        write_atomic(&path, b"new").unwrap();
        let mode = std::fs::metadata(&path).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, 0o600);
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "new");
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o444)).unwrap();
        let err = write_atomic(&path, b"newer").unwrap_err();
        assert!(matches!(err, WriteError::ReadOnly { .. }), "{err:?}");
        assert!(err.to_string().contains("read-only"), "{err}");
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "new");
        assert!(matches!(
            write_atomic(&dir, b"x"),
            Err(WriteError::NotAFile { .. })
        ));
        assert_eq!(temp_files(&dir), Vec::<String>::new());
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[cfg(unix)]
    #[test]
    fn a_symlink_target_is_followed_and_the_link_stays() {
        let dir = temp_dir("link");
        std::fs::create_dir_all(dir.join("real")).unwrap();
        let real = dir.join("real/night.ron");
        std::fs::write(&real, "old").unwrap();
        let link = dir.join("night.ron");
        std::os::unix::fs::symlink("real/night.ron", &link).unwrap();
        write_atomic(&link, b"new").unwrap();
        assert!(std::fs::symlink_metadata(&link).unwrap().is_symlink());
        assert_eq!(std::fs::read_to_string(&real).unwrap(), "new");
        // A dangling link: the file it names is made.
        let dangling = dir.join("later.ron");
        std::os::unix::fs::symlink("real/later.ron", &dangling).unwrap();
        write_atomic(&dangling, b"made").unwrap();
        assert_eq!(
            std::fs::read_to_string(dir.join("real/later.ron")).unwrap(),
            "made"
        );
        assert!(temp_files(&dir.join("real")).is_empty());
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn the_temp_file_is_removed_after_a_failed_write() {
        let dir = temp_dir("failed");
        let path = dir.join("big.pdf");
        std::fs::write(&path, "old").unwrap();
        let prefix = temp_prefix(&path);
        let err = write_atomic_with(&path, &temp_builder(&prefix), |file| {
            file.write_all(b"half a fi")?;
            Err(std::io::Error::other("disk full"))
        })
        .unwrap_err();
        assert!(err.to_string().contains("disk full"), "{err}");
        assert_eq!(temp_files(&dir), Vec::<String>::new());
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "old");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn an_output_that_is_an_input_is_refused() {
        let dir = temp_dir("inputs");
        let set = dir.join("s.ron");
        std::fs::write(&set, "set").unwrap();
        let pdf = dir.join("s.pdf");
        assert!(refuse_inputs(&pdf, &[&set]).is_ok());
        std::fs::write(&pdf, "old pdf").unwrap();
        assert!(refuse_inputs(&pdf, &[&set]).is_ok());
        let err = refuse_inputs(&set, &[Path::new("-"), &pdf, &set]).unwrap_err();
        assert!(matches!(&err, WriteError::IsInput { input, .. } if input == &set));
        // The same file by another name: a relative path, a hard link, a symbolic link.
        let dotted = dir.join(".").join("s.ron");
        assert!(refuse_inputs(&dotted, &[&set]).is_err());
        let hard = dir.join("hard.ron");
        std::fs::hard_link(&set, &hard).unwrap();
        assert!(refuse_inputs(&hard, &[&set]).is_err());
        #[cfg(unix)]
        {
            let soft = dir.join("soft.ron");
            std::os::unix::fs::symlink(&set, &soft).unwrap();
            assert!(refuse_inputs(&soft, &[&set]).is_err());
            assert!(refuse_inputs(&set, &[&soft]).is_err());
        }
        assert_eq!(std::fs::read_to_string(&set).unwrap(), "set");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn reads_a_file_up_to_its_limit_and_not_a_byte_more() {
        let dir = temp_dir("read");
        let path = dir.join("ten.txt");
        std::fs::write(&path, "0123456789").unwrap();
        let p = path.to_str().unwrap();
        assert_eq!(read_text(p, 10).unwrap(), "0123456789");
        let err = read_text(p, 9).unwrap_err();
        assert_eq!(
            err,
            ReadError::TooLarge {
                path: p.into(),
                limit: 9
            }
        );
        assert!(err.to_string().contains("limit of 9 bytes"), "{err}");
        std::fs::write(&path, b"ab\xffcd").unwrap();
        assert_eq!(
            read_text(p, 100),
            Err(ReadError::NotUtf8 {
                path: p.into(),
                offset: 2
            })
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn devices_folders_and_missing_files_are_refused_not_read() {
        assert!(matches!(
            read_text("/dev/zero", 1 << 20),
            Err(ReadError::NotAFile { .. })
        ));
        assert!(matches!(
            read_text("/dev/urandom", 1 << 20),
            Err(ReadError::NotAFile { .. })
        ));
        let dir = temp_dir("dir");
        assert!(matches!(
            read_text(dir.to_str().unwrap(), 1 << 20),
            Err(ReadError::NotAFile { .. })
        ));
        assert!(matches!(
            read_text(dir.join("missing.ron").to_str().unwrap(), 1 << 20),
            Err(ReadError::Io {
                problem: IoProblem::NotFound,
                ..
            })
        ));
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[cfg(unix)]
    #[test]
    fn a_fifo_is_refused_without_blocking() {
        let dir = temp_dir("fifo");
        let fifo = dir.join("pipe");
        let made = std::process::Command::new("mkfifo").arg(&fifo).status();
        if made.is_ok_and(|s| s.success()) {
            // Opening a FIFO for reading would block until a writer comes: it is never opened.
            assert!(matches!(
                read_text(fifo.to_str().unwrap(), 1 << 20),
                Err(ReadError::NotAFile { .. })
            ));
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_bounded_reader_stops_an_endless_stream() {
        let zeros = std::io::repeat(0);
        let err = read_bounded(zeros, 1000, "-").unwrap_err();
        assert_eq!(
            err,
            ReadError::TooLarge {
                path: "-".into(),
                limit: 1000
            }
        );
    }

    type Seen = Vec<(u64, Option<String>)>;

    fn lines_of(input: &[u8], limit: u64) -> (Seen, Result<(), ReadError>) {
        let mut seen = Vec::new();
        let result = for_each_line(input, limit, "in", |n, line| {
            seen.push((
                n,
                match line {
                    Line::Text(t) => Some(t.to_string()),
                    Line::NotUtf8 => None,
                },
            ));
            Ok::<(), ReadError>(())
        });
        (seen, result)
    }

    #[test]
    fn lines_are_numbered_and_a_bad_line_does_not_stop_the_run() {
        let (seen, result) = lines_of(b"one\r\ntw\xffo\n\nthree", 100);
        assert_eq!(result, Ok(()));
        assert_eq!(
            seen,
            vec![
                (1, Some("one".into())),
                (2, None),
                (3, Some(String::new())),
                (4, Some("three".into()))
            ]
        );
    }

    #[test]
    fn a_line_over_the_limit_ends_the_input_with_its_number() {
        let (seen, result) = lines_of(b"12345\n123456\n1\n", 5);
        assert_eq!(seen, vec![(1, Some("12345".into()))]);
        assert_eq!(
            result,
            Err(ReadError::LineTooLong {
                path: "in".into(),
                line: 2,
                limit: 5
            })
        );
        // An endless line without a newline reads no more than the limit (and one byte).
        let mut seen = 0;
        let endless = std::io::BufReader::new(std::io::repeat(b'x'));
        let result = for_each_line(endless, 1 << 16, "-", |_, _| {
            seen += 1;
            Ok::<(), ReadError>(())
        });
        assert_eq!(seen, 0);
        assert!(matches!(
            result,
            Err(ReadError::LineTooLong { line: 1, .. })
        ));
    }

    #[test]
    fn messages_are_cut_to_one_line() {
        assert_eq!(one_line("a\nb", 10), "a b");
        let long = "x".repeat(10_000);
        let cut = one_line(&long, 200);
        assert_eq!(cut.chars().count(), 200);
        assert!(cut.ends_with('…'));
    }

    #[test]
    fn sizes_parse_with_units() {
        assert_eq!(parse_size("1048576"), Ok(1 << 20));
        assert_eq!(parse_size("16M"), Ok(16 << 20));
        assert_eq!(parse_size("2KiB"), Ok(2048));
        assert_eq!(parse_size("1g"), Ok(1 << 30));
        assert!(parse_size("0").is_err());
        assert!(parse_size("12x").is_err());
        assert!(parse_size("99999999999999999999G").is_err());
    }
}
