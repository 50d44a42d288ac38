//! The crate's modules form layers: no module imports, through any chain, a module that
//! imports it (`docs/contributing.md`, "The library's layers"). Read from the sources, so a
//! change that closes a circle fails here with the circle named.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The crate's top-level modules, each with the modules its non-test code names.
fn imports() -> BTreeMap<String, BTreeSet<String>> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut modules = BTreeMap::new();
    let Ok(entries) = std::fs::read_dir(&src) else {
        return modules;
    };
    let names: Vec<String> = entries
        .flatten()
        .filter_map(|e| {
            let name = e.file_name().to_string_lossy().to_string();
            let module = name.strip_suffix(".rs").unwrap_or(&name).to_string();
            (module != "lib" && module != "main" && module != "layering").then_some(module)
        })
        .collect();
    for module in &names {
        let mut named = BTreeSet::new();
        for file in files_of(&src, module) {
            for other in crate_paths(&non_test_code(&file)) {
                if other != *module && names.contains(&other) {
                    named.insert(other);
                }
            }
        }
        modules.insert(module.clone(), named);
    }
    modules
}

/// The source files of a top-level module, less the files only tests compile.
fn files_of(src: &Path, module: &str) -> Vec<PathBuf> {
    let single = src.join(format!("{module}.rs"));
    if single.is_file() {
        return vec![single];
    }
    let mut files = Vec::new();
    let mut test_only = BTreeSet::new();
    let mut folders = vec![src.join(module)];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).into_iter().flatten().flatten() {
            let path = entry.path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                test_only.extend(test_modules_of(&path));
                files.push(path);
            }
        }
    }
    files.retain(|f| !test_only.contains(f));
    files
}

/// The files of the modules a file declares under `#[cfg(test)]`.
fn test_modules_of(path: &Path) -> Vec<PathBuf> {
    let text = std::fs::read_to_string(path).unwrap_or_default();
    let stem = path.file_stem().and_then(|s| s.to_str()).unwrap_or("");
    let Some(dir) = path.parent() else {
        return Vec::new();
    };
    let dir = if stem == "mod" {
        dir.to_path_buf()
    } else {
        dir.join(stem)
    };
    let lines: Vec<&str> = text.lines().map(str::trim).collect();
    lines
        .windows(2)
        .filter(|w| w[0] == "#[cfg(test)]")
        .filter_map(|w| w[1].strip_prefix("mod ")?.strip_suffix(';'))
        .flat_map(|name| {
            [
                dir.join(format!("{name}.rs")),
                dir.join(name).join("mod.rs"),
            ]
        })
        .collect()
}

/// A file's code before its test module, comments left out.
fn non_test_code(path: &Path) -> String {
    let text = std::fs::read_to_string(path).unwrap_or_default();
    let code = text.split("#[cfg(test)]\nmod tests").next().unwrap_or("");
    code.lines()
        .map(|l| l.split("//").next().unwrap_or(""))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The top-level modules a text names as `crate::m`, also inside `use crate::{m::…, …}`.
fn crate_paths(code: &str) -> BTreeSet<String> {
    let word = |s: &str| -> String {
        s.chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect()
    };
    let mut named = BTreeSet::new();
    for (i, _) in code.match_indices("crate::") {
        let rest = &code[i + "crate::".len()..];
        if let Some(group) = rest.strip_prefix('{') {
            let inside = group.split('}').next().unwrap_or("");
            for part in inside.split(',') {
                let part = part.trim();
                if part.contains("::") {
                    named.insert(word(part));
                }
            }
        } else {
            named.insert(word(rest));
        }
    }
    named
}

/// A chain of imports that comes back to where it started, if any.
fn circle(imports: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    fn visit(
        module: &str,
        imports: &BTreeMap<String, BTreeSet<String>>,
        path: &mut Vec<String>,
        done: &mut BTreeSet<String>,
    ) -> Option<Vec<String>> {
        if let Some(at) = path.iter().position(|m| m == module) {
            let mut found = path[at..].to_vec();
            found.push(module.to_string());
            return Some(found);
        }
        if done.contains(module) {
            return None;
        }
        path.push(module.to_string());
        for next in imports.get(module).into_iter().flatten() {
            if let Some(found) = visit(next, imports, path, done) {
                return Some(found);
            }
        }
        path.pop();
        done.insert(module.to_string());
        None
    }
    let mut done = BTreeSet::new();
    imports
        .keys()
        .find_map(|m| visit(m, imports, &mut Vec::new(), &mut done))
}

#[test]
fn the_modules_import_in_layers_without_a_circle() {
    let imports = imports();
    for layer in [
        "i18n", "tiles", "hand", "rules", "formats", "game", "review", "app", "cli",
    ] {
        assert!(
            imports.contains_key(layer),
            "no module {layer}: {imports:?}"
        );
    }
    assert_eq!(circle(&imports), None, "an import circle");
    assert!(
        imports["i18n"].is_empty(),
        "i18n imports {:?}",
        imports["i18n"]
    );
    assert!(!imports["hand"].contains("rules"), "hand imports rules");
    for module in imports.keys().filter(|m| *m != "app" && *m != "cli") {
        for face in ["app", "cli"] {
            assert!(!imports[module].contains(face), "{module} imports {face}");
        }
    }
}

#[test]
fn a_circle_is_found_and_named() {
    let mut imports = BTreeMap::new();
    imports.insert("a".to_string(), BTreeSet::from(["b".to_string()]));
    imports.insert("b".to_string(), BTreeSet::from(["c".to_string()]));
    imports.insert("c".to_string(), BTreeSet::from(["a".to_string()]));
    assert_eq!(
        circle(&imports),
        Some(vec!["a".into(), "b".into(), "c".into(), "a".into()])
    );
    imports.insert("c".to_string(), BTreeSet::new());
    assert_eq!(circle(&imports), None);
    let named = crate_paths("use crate::{hand::Hand, tiles::Tile};\nlet x = crate::rules::score;");
    assert_eq!(
        named,
        BTreeSet::from(["hand".into(), "tiles".into(), "rules".into()])
    );
}
