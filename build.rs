//! Names the commit the binary is built from, for `tilewise --version`: `TILEWISE_COMMIT` is
//! git's 12-digit short hash, with `-modified` when tracked files differ from it, or `unknown`
//! where there is no git of our own (a source tarball, a copy inside another repository).
//! Cargo runs this again when HEAD moves (a checkout, a commit: HEAD and the branch it points
//! to) or a file the binary is built from changes; "modified" looks at those same files.

use std::path::Path;
use std::process::Command;

/// What git prints for `args`, trimmed; `None` without git, outside a repository or on error.
fn git(args: &[&str]) -> Option<String> {
    let out = Command::new("git").args(args).output().ok()?;
    if !out.status.success() {
        return None;
    }
    let text = String::from_utf8(out.stdout).ok()?;
    Some(text.trim().to_owned())
}

/// Asks cargo to run this again when the file git keeps at `git_path` (relative to the git
/// folder, which a worktree keeps elsewhere) changes.
fn watch_git_path(git_path: &str) {
    if let Some(path) = git(&[
        "rev-parse",
        "--path-format=absolute",
        "--git-path",
        git_path,
    ]) && Path::new(&path).exists()
    {
        println!("cargo:rerun-if-changed={path}");
    }
}

/// What the binary is built from: an edit here reruns this and marks the build modified.
const BUILT_FROM: [&str; 5] = ["src", "assets", "Cargo.toml", "Cargo.lock", "build.rs"];

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-env-changed=TILEWISE_COMMIT");
    // A packager without git may name the commit itself.
    let given = std::env::var("TILEWISE_COMMIT")
        .ok()
        .filter(|c| !c.is_empty());
    let commit = given.or_else(|| {
        // Only our own repository: the crate copied into another one has no commit of ours.
        let top = git(&["rev-parse", "--show-toplevel"])?;
        let here = std::env::var("CARGO_MANIFEST_DIR").ok()?;
        let same = |a: &str, b: &str| {
            matches!((Path::new(a).canonicalize(), Path::new(b).canonicalize()), (Ok(a), Ok(b)) if a == b)
        };
        if !same(&top, &here) {
            return None;
        }
        let hash = git(&["rev-parse", "--short=12", "HEAD"]).filter(|h| !h.is_empty())?;
        watch_git_path("HEAD");
        if let Some(branch) = git(&["symbolic-ref", "-q", "HEAD"]) {
            watch_git_path(&branch);
        }
        watch_git_path("packed-refs");
        for built_from in BUILT_FROM {
            println!("cargo:rerun-if-changed={built_from}");
        }
        let mut status = vec!["status", "--porcelain", "--untracked-files=no", "--"];
        status.extend(BUILT_FROM);
        let dirty = git(&status).is_some_and(|s| !s.is_empty());
        Some(if dirty { format!("{hash}-modified") } else { hash })
    });
    println!(
        "cargo:rustc-env=TILEWISE_COMMIT={}",
        commit.unwrap_or_else(|| "unknown".into())
    );
}
