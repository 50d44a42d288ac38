//! The files of a tile set, from a folder or a `.zip` of one, read within bounds: each
//! picture at most [`MAX_FILE_BYTES`], the set at most [`MAX_SET_BYTES`] and
//! [`MAX_FILES`] files. A zip entry's declared size is checked before it is read and its
//! actual size while it is read (through `take`), so a zip bomb stops at the bound; an entry
//! whose name leaves the folder refuses the whole zip.

use super::error::{PictureProblem, TileSetError};
use super::{MANIFEST, MAX_FILE_BYTES, MAX_FILES, MAX_SET_BYTES};
use crate::files::ReadError;
use std::io::Read;
use std::path::Path;

/// One file of a set that the set may use (a picture's or the manifest's name).
pub(crate) struct SetFile {
    /// The file's name, without its folder.
    pub name: String,
    /// Its bytes, or why they were not read.
    pub bytes: Result<Vec<u8>, PictureProblem>,
}

/// The extensions of the pictures a set may hold.
pub(super) const PICTURE_EXTENSIONS: [&str; 4] = ["png", "jpg", "jpeg", "webp"];

/// A file name a set uses: a picture's (by extension) or the manifest.
fn wanted(name: &str) -> bool {
    if name.eq_ignore_ascii_case(MANIFEST) {
        return true;
    }
    Path::new(name)
        .extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| PICTURE_EXTENSIONS.iter().any(|p| e.eq_ignore_ascii_case(p)))
}

/// Counts the bytes a set has read, against its bound.
struct Budget(u64);

impl Budget {
    fn spend(&mut self, bytes: u64) -> Result<(), TileSetError> {
        self.0 = self.0.saturating_add(bytes);
        if self.0 > MAX_SET_BYTES {
            Err(TileSetError::TooBig {
                limit: MAX_SET_BYTES,
            })
        } else {
            Ok(())
        }
    }
}

/// The files a set at `path` is read from: the zip itself, or the pictures and manifest of
/// a folder (what `read_set` would read), so that no output is ever written over one.
pub fn input_files(path: &Path) -> Vec<std::path::PathBuf> {
    if !std::fs::metadata(path).is_ok_and(|m| m.is_dir()) {
        return vec![path.to_path_buf()];
    }
    let Ok(entries) = std::fs::read_dir(path) else {
        return Vec::new();
    };
    entries
        .filter_map(Result::ok)
        .filter(|e| {
            e.file_name()
                .to_str()
                .is_some_and(|n| wanted(n) && !n.starts_with('.'))
        })
        .take(MAX_FILES + 1)
        .map(|e| e.path())
        .collect()
}

/// The files of a set at `path`: a folder's own files, or a zip's (in one folder of it).
pub(super) fn read_set(path: &Path) -> Result<Vec<SetFile>, TileSetError> {
    let shown = path.display().to_string();
    let meta = std::fs::metadata(path).map_err(|e| TileSetError::Unreadable {
        path: shown.clone(),
        error: e.to_string(),
    })?;
    if meta.is_dir() {
        read_folder(path)
    } else if meta.is_file() {
        read_zip(path, meta.len())
    } else {
        Err(TileSetError::NotASet { path: shown })
    }
}

fn read_folder(path: &Path) -> Result<Vec<SetFile>, TileSetError> {
    let unreadable = |e: std::io::Error| TileSetError::Unreadable {
        path: path.display().to_string(),
        error: e.to_string(),
    };
    let mut names: Vec<(String, std::path::PathBuf)> = Vec::new();
    for entry in std::fs::read_dir(path).map_err(unreadable)? {
        let entry = entry.map_err(unreadable)?;
        let Ok(name) = entry.file_name().into_string() else {
            continue;
        };
        if wanted(&name) && !name.starts_with('.') {
            names.push((name, entry.path()));
        }
        if names.len() > MAX_FILES {
            return Err(TileSetError::TooManyFiles { limit: MAX_FILES });
        }
    }
    names.sort();
    let mut budget = Budget(0);
    let mut files = Vec::with_capacity(names.len());
    for (name, file_path) in names {
        // Checked before it is opened: a pipe among the pictures never blocks the reading.
        let bytes = match crate::files::read_bytes(&file_path.display().to_string(), MAX_FILE_BYTES)
        {
            Err(ReadError::NotAFile { .. }) => Err(PictureProblem::NotAPicture),
            Err(ReadError::TooLarge { .. }) => Err(PictureProblem::TooManyBytes {
                bytes: std::fs::metadata(&file_path).map_or(MAX_FILE_BYTES + 1, |m| m.len()),
                limit: MAX_FILE_BYTES,
            }),
            Err(e) => Err(PictureProblem::Unreadable(e.to_string())),
            Ok(bytes) => {
                budget.spend(bytes.len() as u64)?;
                Ok(bytes)
            }
        };
        files.push(SetFile { name, bytes });
    }
    Ok(files)
}

/// Whether a zip entry's name stays inside the zip's folder: no `..`, no absolute path or
/// drive, no backslash (a Windows path another tool would read differently).
fn safe_name(name: &str) -> bool {
    !(name.starts_with('/')
        || name.contains('\\')
        || name.contains('\0')
        || name
            .split('/')
            .any(|part| part == ".." || part.contains(':')))
}

/// Entries that archivers add and nobody drew: macOS's `__MACOSX/` and `._` companions.
fn archiver_litter(name: &str) -> bool {
    name.starts_with("__MACOSX/")
        || name
            .rsplit('/')
            .next()
            .is_some_and(|base| base.starts_with('.'))
}

fn read_zip(path: &Path, size: u64) -> Result<Vec<SetFile>, TileSetError> {
    let shown = path.display().to_string();
    let is_zip = path
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("zip"));
    if !is_zip {
        return Err(TileSetError::NotASet { path: shown });
    }
    if size > MAX_SET_BYTES {
        return Err(TileSetError::TooBig {
            limit: MAX_SET_BYTES,
        });
    }
    let file = crate::files::open_regular(&shown).map_err(|e| TileSetError::Unreadable {
        path: shown.clone(),
        error: e.to_string(),
    })?;
    let zip_error = |e: zip::result::ZipError| TileSetError::Zip {
        path: shown.clone(),
        error: e.to_string(),
    };
    let mut archive = zip::ZipArchive::new(std::io::BufReader::new(file)).map_err(zip_error)?;
    if archive.len() > MAX_FILES {
        return Err(TileSetError::TooManyFiles { limit: MAX_FILES });
    }
    // Every name first: one that leaves the folder refuses the zip, whatever it holds.
    let mut chosen: Vec<(usize, String, String)> = Vec::new();
    for i in 0..archive.len() {
        let entry = archive.by_index_raw(i).map_err(zip_error)?;
        let name = entry.name().map_err(zip_error)?.into_owned();
        if !safe_name(&name) {
            return Err(TileSetError::UnsafeName { name });
        }
        if entry.is_dir() || archiver_litter(&name) {
            continue;
        }
        let (folder, base) = match name.rsplit_once('/') {
            Some((folder, base)) => (folder.to_string(), base.to_string()),
            None => (String::new(), name.clone()),
        };
        if wanted(&base) {
            chosen.push((i, folder, base));
        }
    }
    let mut folders: Vec<String> = chosen.iter().map(|(_, f, _)| f.clone()).collect();
    folders.sort();
    folders.dedup();
    if folders.len() > 1 {
        let folders = folders
            .into_iter()
            .map(|f| if f.is_empty() { "/".into() } else { f })
            .collect();
        return Err(TileSetError::Scattered { folders });
    }
    let declared: u64 = chosen
        .iter()
        .filter_map(|(i, _, _)| archive.by_index_raw(*i).ok().map(|e| e.size()))
        .filter(|&size| size <= MAX_FILE_BYTES)
        .fold(0u64, u64::saturating_add);
    if declared > MAX_SET_BYTES {
        return Err(TileSetError::TooBig {
            limit: MAX_SET_BYTES,
        });
    }
    chosen.sort_by(|a, b| a.2.cmp(&b.2));
    let mut budget = Budget(0);
    let mut files = Vec::with_capacity(chosen.len());
    for (i, folder, name) in chosen {
        let full = if folder.is_empty() {
            name.clone()
        } else {
            format!("{folder}/{name}")
        };
        let bytes = match archive.by_index(i) {
            Err(e) => Err(PictureProblem::Unreadable(e.to_string())),
            Ok(entry) if entry.size() > MAX_FILE_BYTES => Err(PictureProblem::TooManyBytes {
                bytes: entry.size(),
                limit: MAX_FILE_BYTES,
            }),
            Ok(entry) => {
                // Read to what the entry declares, then one byte more must be the end: an
                // entry that unpacks to more (a zip bomb), or that cannot be unpacked at all
                // (a wrong checksum, a broken stream), refuses the zip.
                let declared = entry.size();
                let mut reader = entry.take(declared);
                let mut bytes = Vec::new();
                let unpacked = reader.read_to_end(&mut bytes).and_then(|_| {
                    let mut more = [0u8; 1];
                    reader.into_inner().read(&mut more)
                });
                match unpacked {
                    Ok(0) => {
                        budget.spend(bytes.len() as u64)?;
                        Ok(bytes)
                    }
                    Ok(_) => return Err(TileSetError::ZipLies { name: full }),
                    Err(e) => {
                        return Err(zip_error(zip::result::ZipError::Io(std::io::Error::new(
                            e.kind(),
                            format!("{full}: {e}"),
                        ))));
                    }
                }
            }
        };
        files.push(SetFile { name, bytes });
    }
    Ok(files)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_that_leave_the_folder_are_unsafe() {
        for bad in [
            "../x.png",
            "a/../../x.png",
            "/etc/x.png",
            "a\\x.png",
            "C:/x.png",
        ] {
            assert!(!safe_name(bad), "{bad}");
        }
        for good in ["x.png", "set/1m.png", "my..set/1m.png"] {
            assert!(safe_name(good), "{good}");
        }
    }
}
