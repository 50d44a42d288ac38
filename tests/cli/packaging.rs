//! The Debian package's parts, checked without root and without cargo-deb: Cargo.toml's
//! `[package.metadata.deb]`, the desktop entry, the MIME types (and which type each bundled
//! file gets), and `tilewise --version`.

use crate::common::{stdout, tilewise};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

fn repo(path: &str) -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(path)
}

fn read(path: &str) -> String {
    std::fs::read_to_string(repo(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// `[package.metadata.deb]` as TOML.
fn deb_metadata() -> toml::Table {
    let cargo: toml::Table = read("Cargo.toml").parse().expect("Cargo.toml");
    cargo["package"]["metadata"]["deb"]
        .as_table()
        .expect("[package.metadata.deb]")
        .clone()
}

/// The package's assets as (source, destination folder, mode).
fn deb_assets() -> Vec<(String, String, String)> {
    let deb = deb_metadata();
    let assets = deb["assets"].as_array().expect("assets");
    assets
        .iter()
        .map(|a| {
            let a = a
                .as_array()
                .expect("an asset is [source, destination, mode]");
            let s = |i: usize| a[i].as_str().expect("a string").to_owned();
            (s(0), s(1), s(2))
        })
        .collect()
}

/// The desktop entry's `[Desktop Entry]` keys (with their locale: `Name[ru]`).
fn desktop_entry() -> BTreeMap<String, String> {
    let text = read("assets/linux/tilewise.desktop");
    let mut lines = text.lines();
    assert_eq!(lines.next(), Some("[Desktop Entry]"));
    let mut keys = BTreeMap::new();
    for line in lines.filter(|l| !l.is_empty() && !l.starts_with('#')) {
        assert!(!line.starts_with('['), "one group only: {line}");
        let (key, value) = line.split_once('=').expect("key=value");
        let old = keys.insert(key.to_owned(), value.to_owned());
        assert!(old.is_none(), "{key} twice");
    }
    keys
}

/// One `<match>` of a MIME type's magic: its string, the byte range it may start in, and the
/// matches that must hold with it.
#[derive(Debug, Default)]
struct Match {
    value: String,
    from: usize,
    to: usize,
    and: Vec<Match>,
}

impl Match {
    fn holds(&self, bytes: &[u8]) -> bool {
        let needle = self.value.as_bytes();
        let found =
            (self.from..=self.to).any(|at| bytes[at.min(bytes.len())..].starts_with(needle));
        found && (self.and.is_empty() || self.and.iter().any(|m| m.holds(bytes)))
    }
}

/// A MIME type of `tilewise.xml`.
#[derive(Debug, Default)]
struct MimeType {
    name: String,
    /// Comments by language (`""`: English, the default).
    comments: BTreeMap<String, String>,
    sub_class_of: Vec<String>,
    globs: Vec<String>,
    priority: u32,
    magic: Vec<Match>,
}

fn attribute(e: &quick_xml::events::BytesStart, name: &str) -> Option<String> {
    e.attributes()
        .map(|a| a.expect("an attribute"))
        .find_map(|a| {
            (a.key.as_ref() == name.as_bytes()).then(|| {
                a.normalized_value(quick_xml::XmlVersion::Implicit1_0)
                    .expect("a value")
                    .into_owned()
            })
        })
}

/// `tilewise.xml` read with a checking parser (it refuses what is not well-formed: unclosed or
/// mismatched elements, bad attributes), its types and their magic.
fn mime_types() -> Vec<MimeType> {
    use quick_xml::events::Event;
    let text = read("assets/linux/tilewise.xml");
    let mut reader = quick_xml::Reader::from_str(&text);
    reader.config_mut().trim_text(true);
    let mut types: Vec<MimeType> = Vec::new();
    // The open elements, and the open `<match>`es of the current type.
    let mut open: Vec<String> = Vec::new();
    let mut matches: Vec<Match> = Vec::new();
    let mut lang = String::new();
    let mut root = None;
    loop {
        let event = reader.read_event().expect("well-formed XML");
        let (start, empty) = match &event {
            Event::Start(e) => (Some(e.clone()), false),
            Event::Empty(e) => (Some(e.clone()), true),
            _ => (None, false),
        };
        if let Some(e) = start {
            let name = String::from_utf8(e.name().as_ref().to_vec()).expect("a name");
            root.get_or_insert_with(|| name.clone());
            let current = types.last_mut();
            match (name.as_str(), current) {
                ("mime-type", _) => types.push(MimeType {
                    name: attribute(&e, "type").expect("type="),
                    ..MimeType::default()
                }),
                ("comment", _) => lang = attribute(&e, "xml:lang").unwrap_or_default(),
                ("sub-class-of", Some(t)) => {
                    t.sub_class_of.push(attribute(&e, "type").expect("type="))
                }
                ("glob", Some(t)) => t.globs.push(attribute(&e, "pattern").expect("pattern=")),
                ("magic", Some(t)) => {
                    t.priority =
                        attribute(&e, "priority").map_or(50, |p| p.parse().expect("a number"))
                }
                ("match", _) => {
                    assert_eq!(attribute(&e, "type").as_deref(), Some("string"));
                    let offset = attribute(&e, "offset").expect("offset=");
                    let (from, to) = offset.split_once(':').unwrap_or((&offset, &offset));
                    matches.push(Match {
                        value: attribute(&e, "value").expect("value="),
                        from: from.parse().expect("an offset"),
                        to: to.parse().expect("an offset"),
                        and: Vec::new(),
                    });
                }
                _ => {}
            }
            if !empty {
                open.push(name);
                continue;
            }
            if name != "match" {
                continue;
            }
        }
        let closed = match &event {
            Event::End(_) => open.pop(),
            Event::Empty(e) => Some(String::from_utf8_lossy(e.name().as_ref()).into_owned()),
            Event::Text(t) => {
                if open.last().map(String::as_str) == Some("comment") {
                    let text = t.decode().expect("text").into_owned();
                    let t = types.last_mut().expect("a comment inside a type");
                    t.comments.insert(lang.clone(), text);
                }
                None
            }
            Event::Eof => break,
            _ => None,
        };
        if closed.as_deref() == Some("match") {
            let done = matches.pop().expect("an open match");
            match matches.last_mut() {
                Some(parent) => parent.and.push(done),
                None => types.last_mut().expect("a type").magic.push(done),
            }
        }
    }
    assert!(open.is_empty(), "unclosed: {open:?}");
    assert_eq!(root.as_deref(), Some("mime-info"));
    types
}

/// The type shared-mime-info's magic gives a file: of the types whose magic holds, the one of
/// the highest priority.
fn sniffed<'a>(types: &'a [MimeType], path: &Path) -> Option<&'a str> {
    let bytes = std::fs::read(path).expect("a file");
    types
        .iter()
        .filter(|t| t.magic.iter().any(|m| m.holds(&bytes)))
        .max_by_key(|t| t.priority)
        .map(|t| t.name.as_str())
}

#[test]
fn every_asset_of_the_package_exists_and_goes_where_the_desktop_looks() {
    let deb = deb_metadata();
    assert_eq!(deb["section"].as_str(), Some("games"));
    let depends = deb["depends"].as_str().expect("depends");
    assert!(depends.starts_with("$auto"), "{depends}");
    for runtime in [
        "libgl1",
        "libegl1",
        "libxkbcommon0",
        "libwayland-client0",
        "libx11-6",
    ] {
        assert!(depends.contains(runtime), "{runtime} missing: {depends}");
    }
    let assets = deb_assets();
    for (source, dest, mode) in &assets {
        if source == "target/release/tilewise" {
            assert_eq!((dest.as_str(), mode.as_str()), ("usr/bin/", "755"));
            continue;
        }
        assert!(repo(source).is_file(), "{source} does not exist");
        assert_eq!(mode, "644", "{source}");
    }
    let dest_of = |source: &str| {
        assets
            .iter()
            .find(|(s, _, _)| s == source)
            .map(|(_, d, _)| d.as_str())
            .unwrap_or_else(|| panic!("{source} is not packaged"))
    };
    assert_eq!(dest_of("target/release/tilewise"), "usr/bin/");
    assert_eq!(
        dest_of("assets/linux/tilewise.desktop"),
        "usr/share/applications/"
    );
    assert_eq!(
        dest_of("assets/linux/tilewise.xml"),
        "usr/share/mime/packages/"
    );
    for px in tilewise::art::icon::PNG_SIZES {
        let size = format!("{px}x{px}");
        let source = format!("assets/linux/icons/hicolor/{size}/apps/tilewise.png");
        assert_eq!(
            dest_of(&source),
            format!("usr/share/icons/hicolor/{size}/apps/")
        );
    }
    assert_eq!(
        dest_of("assets/linux/icons/hicolor/scalable/apps/tilewise.svg"),
        "usr/share/icons/hicolor/scalable/apps/"
    );
    for doc in ["README.md", "CHANGELOG.md", "LICENSE-MIT", "LICENSE-APACHE"] {
        assert_eq!(dest_of(doc), "usr/share/doc/tilewise/", "{doc}");
    }
}

#[test]
fn the_desktop_entry_opens_files_with_the_app_and_names_it_in_three_languages() {
    let entry = desktop_entry();
    let key = |k: &str| entry.get(k).map(String::as_str).unwrap_or_default();
    assert_eq!(key("Type"), "Application");
    assert_eq!(key("Exec"), "tilewise %f");
    assert_eq!(key("Icon"), "tilewise");
    assert_eq!(key("Terminal"), "false");
    // The window's app id (Wayland) and WM_CLASS (X11) name this entry.
    assert_eq!(key("StartupWMClass"), tilewise::app::APP_ID);
    assert!(repo(&format!("assets/linux/{}.desktop", tilewise::app::APP_ID)).is_file());
    let categories: BTreeSet<&str> = key("Categories")
        .split(';')
        .filter(|c| !c.is_empty())
        .collect();
    assert_eq!(
        categories,
        BTreeSet::from(["Game", "BoardGame", "Education"])
    );
    for name in ["Name", "GenericName", "Comment"] {
        let english = key(name);
        assert!(!english.is_empty(), "{name}");
        for lang in ["ru", "pl"] {
            assert!(
                !key(&format!("{name}[{lang}]")).is_empty(),
                "{name}[{lang}]"
            );
        }
    }
    assert!(
        key("GenericName[ru]")
            .chars()
            .any(|c| ('а'..='я').contains(&c))
    );
    assert!(key("Comment[pl]").chars().any(|c| "ąćęłńóśźż".contains(c)));
    // The MIME types the entry opens are exactly those the package defines.
    let listed: BTreeSet<&str> = key("MimeType")
        .split(';')
        .filter(|t| !t.is_empty())
        .collect();
    let types = mime_types();
    let defined: BTreeSet<&str> = types.iter().map(|t| t.name.as_str()).collect();
    assert_eq!(listed, defined);
}

#[test]
fn each_tilewise_file_kind_is_its_own_mime_type_told_by_its_content() {
    let types = mime_types();
    let names: Vec<&str> = types.iter().map(|t| t.name.as_str()).collect();
    assert_eq!(
        names,
        [
            "application/x-tilewise-season",
            "application/x-tilewise-record",
            "application/x-tilewise-set",
            "application/x-tilewise-hand",
            "application/x-tilewise-house-rules"
        ]
    );
    for t in &types {
        assert_eq!(t.sub_class_of, ["text/plain"], "{}", t.name);
        for lang in ["", "ru", "pl"] {
            assert!(
                t.comments.get(lang).is_some_and(|c| c.contains("Tilewise")),
                "{} has no comment in '{lang}'",
                t.name
            );
        }
        // `.ron` is no extension of ours alone: a glob would claim other programs' files.
        assert!(t.globs.is_empty(), "{}: {:?}", t.name, t.globs);
        assert!(!t.magic.is_empty(), "{}", t.name);
    }
    let kinds = [
        ("replays", "application/x-tilewise-record"),
        ("sets", "application/x-tilewise-set"),
        ("docs/examples", "application/x-tilewise-hand"),
    ];
    for (folder, kind) in kinds {
        let mut files: Vec<_> = std::fs::read_dir(repo(folder))
            .expect("a folder")
            .map(|e| e.expect("an entry").path())
            .filter(|p| p.extension().is_some_and(|e| e == "ron"))
            .collect();
        files.sort();
        assert!(files.len() >= 3, "{folder}");
        for path in files {
            assert_eq!(sniffed(&types, &path), Some(kind), "{}", path.display());
        }
    }
    // A season holding its tables' records is a season, not a record.
    for season in [
        "replays/seasons/zung-jung-club.season.ron",
        "docs/examples/seasons/club.season.ron",
    ] {
        assert_eq!(
            sniffed(&types, &repo(season)),
            Some("application/x-tilewise-season"),
            "{season}"
        );
    }
    let house = repo("docs/house-rules-example.ron");
    assert_eq!(
        sniffed(&types, &house),
        Some("application/x-tilewise-house-rules")
    );
    // The app's own progress file and a wall's end are none of these.
    for other in [
        "docs/progress-example.ron",
        "docs/examples/wall-end/flower-pigs.ron",
    ] {
        assert_eq!(sniffed(&types, &repo(other)), None, "{other}");
    }
}

#[test]
fn version_names_the_crate_version_and_the_commit_built_from() {
    let o = tilewise(&["--version"], None);
    assert!(o.status.success());
    let text = stdout(&o);
    let line = text.trim_end();
    let prefix = concat!("tilewise ", env!("CARGO_PKG_VERSION"), " (commit ");
    let commit = line
        .strip_prefix(prefix)
        .and_then(|rest| rest.strip_suffix(')'))
        .unwrap_or_else(|| panic!("{line}"));
    let hash = commit.strip_suffix("-modified").unwrap_or(commit);
    assert!(
        hash == "unknown" || (hash.len() == 12 && hash.bytes().all(|b| b.is_ascii_hexdigit())),
        "{line}"
    );
    // The binary and this test were built together, from the same build script's answer.
    assert_eq!(commit, env!("TILEWISE_COMMIT"));
    // Where git answers, the hash names a commit of this repository (HEAD when it was built).
    let known = std::process::Command::new("git")
        .args(["cat-file", "-e", &format!("{hash}^{{commit}}")])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .status();
    if hash != "unknown"
        && let Ok(known) = known
    {
        assert!(known.success(), "{hash} is no commit here");
    }
}
