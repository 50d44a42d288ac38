//! How `tilewise …` starts: the command line, the app, or the app on files (handed to the
//! Tilewise already running when there is one, [`crate::app::forward`]).
//!
//! **The rule** ([`route`]): no argument opens the app; a first argument that names an
//! existing file (anything but a folder), even one called like a subcommand, opens the app on
//! it and on every argument after it; anything else (an option, a subcommand, a path that does
//! not exist) goes to the command line's parser, which names what it did not understand (and
//! adds how files are opened). An option first (`tilewise --max-file-size 16M score
//! …`) always runs the command line.

use crate::app::effect::Effect;
use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// What the arguments ask for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Route {
    /// The app, opening these files (none: the app as it was left).
    App(Vec<PathBuf>),
    /// The command line's parser.
    Cli,
}

/// The rule above, with `is_file` telling whether a path names an existing file that is not
/// a folder. `args` are the arguments after the program's name.
pub fn route(args: &[OsString], is_file: impl Fn(&Path) -> bool) -> Route {
    match args.first() {
        None => Route::App(Vec::new()),
        Some(first) if first.as_encoded_bytes().starts_with(b"-") => Route::Cli,
        Some(first) if is_file(Path::new(first)) => {
            Route::App(args.iter().map(PathBuf::from).collect())
        }
        Some(_) => Route::Cli,
    }
}

/// Whether `path` names an existing file that is not a folder (a link is followed).
pub fn is_file(path: &Path) -> bool {
    std::fs::metadata(path).is_ok_and(|m| !m.is_dir())
}

/// The commands that open `paths` in the app, each as if dropped on the window.
pub fn open_commands(paths: Vec<PathBuf>) -> Vec<crate::app::Command> {
    paths
        .into_iter()
        .map(
            |p| match crate::app::screens::tile_sets::TileChoice::of_dropped(&p) {
                // A folder or a `.zip`: a tile set, previewed once loaded.
                Some(choice) => crate::app::Command::Tiles(
                    crate::app::screens::tile_sets::TileSetCommand::Preview(choice),
                ),
                None => Effect::OpenFile(p.display().to_string()).into(),
            },
        )
        .collect()
}

/// Runs `tilewise` (no argument) or `tilewise FILE…`: the files go to the app already running
/// on this data folder when one listens, else a window opens on them.
pub fn start(started: std::time::Instant, files: Vec<PathBuf>) -> ExitCode {
    let files: Vec<PathBuf> = files
        .into_iter()
        .map(|f| std::path::absolute(&f).unwrap_or(f))
        .collect();
    if !files.is_empty()
        && let Some(socket) =
            crate::app::storage::data_dir().map(|d| crate::app::forward::socket_path(&d))
    {
        match crate::app::forward::send(&socket, &files) {
            Ok(()) => return ExitCode::SUCCESS,
            // Not handed to a socket that is not ours: said, and a window of its own opens.
            Err(e @ crate::app::forward::ForwardError::NotOurs { .. }) => {
                eprintln!("tilewise: {e}")
            }
            Err(_) => {}
        }
    }
    match crate::app::run(started, files) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("tilewise: the window could not be opened: {e}");
            eprintln!("The command-line tools still work: tilewise --help");
            ExitCode::FAILURE
        }
    }
}

/// The window's title: the app's name, and the file open on the screen shown when there is one.
pub fn window_title(file: Option<&str>) -> String {
    match file {
        Some(name) if !name.trim().is_empty() => format!("Tilewise — {}", name.trim()),
        _ => "Tilewise".to_string(),
    }
}

/// The name a path is shown by in the title: its last part (the whole text when it has none).
pub fn shown_name(path: &str) -> String {
    Path::new(path)
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| path.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(list: &[&str]) -> Vec<OsString> {
        list.iter().map(OsString::from).collect()
    }

    #[test]
    fn an_existing_file_first_opens_the_app_even_named_like_a_subcommand() {
        let existing =
            |p: &Path| ["score", "game.ron", "sets/pao.ron"].contains(&p.to_str().unwrap());
        let none = |_: &Path| false;
        assert_eq!(route(&[], none), Route::App(vec![]));
        assert_eq!(
            route(&args(&["game.ron"]), existing),
            Route::App(vec![PathBuf::from("game.ron")])
        );
        assert_eq!(
            route(&args(&["score"]), existing),
            Route::App(vec![PathBuf::from("score")]),
            "a file named `score` here is opened"
        );
        assert_eq!(route(&args(&["score", "x.ron"]), none), Route::Cli);
        assert_eq!(
            route(&args(&["game.ron", "sets/pao.ron", "gone.ron"]), existing),
            Route::App(
                ["game.ron", "sets/pao.ron", "gone.ron"]
                    .map(PathBuf::from)
                    .to_vec()
            ),
            "the arguments after an opened file are files too"
        );
        for cli in [
            &["--help"][..],
            &["--version"],
            &["--max-file-size", "1M", "score", "game.ron"],
            &["-h"],
            &["missing.ron"],
            &["fmt", "game.ron"],
        ] {
            assert_eq!(route(&args(cli), existing), Route::Cli, "{cli:?}");
        }
    }

    #[test]
    fn the_title_names_the_file_by_its_last_part() {
        assert_eq!(window_title(None), "Tilewise");
        assert_eq!(window_title(Some(" ")), "Tilewise");
        assert_eq!(
            window_title(Some(&shown_name("/home/a/replays/zj-short-demo.ron"))),
            "Tilewise — zj-short-demo.ron"
        );
        assert_eq!(shown_name("Club night"), "Club night");
    }

    #[test]
    fn a_folder_is_no_file_to_open() {
        let dir = std::env::temp_dir();
        assert!(!is_file(&dir));
        assert!(!is_file(&dir.join("tilewise-surely-missing-file.ron")));
        assert!(
            is_file(Path::new("Cargo.toml")),
            "tests run in the package's folder"
        );
    }

    #[test]
    fn a_zip_handed_over_is_a_tile_set_and_a_record_a_file() {
        use crate::app::Command;
        use crate::app::screens::tile_sets::{TileChoice, TileSetCommand};
        let commands = open_commands(vec!["/sets/club.zip".into(), "/games/night.ron".into()]);
        assert_eq!(
            commands[0],
            Command::Tiles(TileSetCommand::Preview(TileChoice::Set(
                "/sets/club.zip".into()
            )))
        );
        assert_eq!(
            commands[1],
            Effect::OpenFile("/games/night.ron".into()).into()
        );
    }
}
