//! The shape of the app's code, read from its sources: what two screens share is a widget.

use std::path::Path;

/// Every `.rs` file under `dir`, with its text.
fn sources(dir: &Path, out: &mut Vec<(String, String)>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let text = std::fs::read_to_string(&path).expect("a source file");
            out.push((path.display().to_string(), text));
        }
    }
}

/// A screen imports the app's context, effects, widgets, the screen contract and the library,
/// never another screen: what two screens share is a widget.
#[test]
fn no_screen_imports_another() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/app/screens");
    let mut crossings = Vec::new();
    let screens = std::fs::read_dir(&root).expect("the screens folder");
    for screen in screens.flatten().filter(|e| e.path().is_dir()) {
        let name = screen.file_name().to_string_lossy().into_owned();
        let mut files = Vec::new();
        sources(&screen.path(), &mut files);
        assert!(!files.is_empty(), "{name}");
        for (file, text) in files {
            for (at, _) in text.match_indices("app::screens::") {
                let rest = &text[at + "app::screens::".len()..];
                let other: String = rest
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect();
                // The contract every screen keeps is no screen.
                if other != name && other != "Screen" {
                    crossings.push(format!("{file} imports screens::{other}"));
                }
            }
            assert!(!text.contains("super::super::super"), "{file}");
        }
    }
    assert!(crossings.is_empty(), "{}", crossings.join("\n"));
}

/// No screen touches a file or starts a thread (its tests neither): files, dialogs and threads
/// are effects, run in `run_effect.rs`.
#[test]
fn no_screen_touches_a_file_or_starts_a_thread() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/app/screens");
    let mut files = Vec::new();
    sources(&root, &mut files);
    let touching: Vec<String> = files
        .iter()
        .filter(|(_, text)| text.contains("std::fs") || text.contains("thread::spawn"))
        .map(|(file, _)| file.clone())
        .collect();
    assert!(touching.is_empty(), "{}", touching.join("\n"));
}
