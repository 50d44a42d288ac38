//! Reading and writing files safely.
//!
//! Writing: a temporary file beside the target, then a rename, so that a crash or a full disk
//! never leaves half a file where the user's file was.
//!
//! Reading: every reader of the project (CLI, app dialogs, recent files, dropped files) goes
//! through [`read_text`] or [`for_each_line`]: bounded in size, regular files only (no FIFO,
//! device or folder: `/dev/zero` is refused, not read forever), standard input (`-`) bounded too.

use std::io::{BufRead, Read, Write};
use std::path::Path;

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
    #[error("{path}: {message}")]
    Io { path: String, message: String },
}

fn io_error(path: &str, e: &std::io::Error) -> ReadError {
    ReadError::Io {
        path: path.to_string(),
        message: e.to_string(),
    }
}

/// Opens `path` for reading if it is a regular file (checked before opening, so that opening a
/// FIFO never blocks, and again on the open file).
fn open_regular(path: &str) -> Result<std::fs::File, ReadError> {
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

/// Writes `bytes` to `path` atomically (temporary file in the same folder, then rename).
pub fn write_atomic(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let dir = path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("file");
    let temp = dir.join(format!(".{name}.{}.tmp", std::process::id()));
    let result = (|| {
        let mut file = std::fs::File::create(&temp)?;
        file.write_all(bytes)?;
        file.sync_all()?;
        std::fs::rename(&temp, path)
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&temp);
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp_dir(name: &str) -> std::path::PathBuf {
        let dir = std::env::temp_dir().join(format!("tilewise-{name}-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn writes_and_replaces() {
        let dir = temp_dir("files");
        let path = dir.join("hand.ron");
        write_atomic(&path, b"first").unwrap();
        write_atomic(&path, b"second").unwrap();
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "second");
        let leftovers = std::fs::read_dir(&dir).unwrap().filter(|e| {
            e.as_ref()
                .is_ok_and(|e| e.file_name().to_string_lossy().ends_with(".tmp"))
        });
        assert_eq!(leftovers.count(), 0);
        assert!(write_atomic(&dir.join("missing/dir/x.ron"), b"x").is_err());
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
            Err(ReadError::Io { .. })
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
