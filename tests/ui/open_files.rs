//! `tilewise FILE` and the files a later `tilewise FILE` hands to the running app: each opens
//! on its screen as if dropped, and the window's title names the open file (sent once, when
//! it changes).

use crate::harness::apply;
use egui_kittest::Harness;
use std::path::{Path, PathBuf};
use tilewise::app::{Command, Screen, Settings, TilewiseApp};

fn repo(path: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(path)
}

/// The app as `tilewise FILE…` starts it.
fn app_on(files: Vec<PathBuf>) -> Harness<'static, TilewiseApp> {
    crate::harness::builder()
        .with_size(egui::vec2(1440.0, 900.0))
        .build_eframe(move |cc| {
            TilewiseApp::new(Settings::default(), &cc.egui_ctx).with_files(files.clone())
        })
}

/// The viewport commands of the last frame that set the title, and whether one focused.
fn sent(harness: &Harness<'_, TilewiseApp>) -> (Vec<String>, bool) {
    let commands = harness
        .output()
        .viewport_output
        .get(&egui::ViewportId::ROOT)
        .map(|v| v.commands.clone())
        .unwrap_or_default();
    let titles = commands
        .iter()
        .filter_map(|c| match c {
            egui::ViewportCommand::Title(t) => Some(t.clone()),
            _ => None,
        })
        .collect();
    let focus = commands
        .iter()
        .any(|c| matches!(c, egui::ViewportCommand::Focus));
    (titles, focus)
}

#[test]
fn a_record_named_on_the_command_line_opens_in_replays_and_names_the_window() {
    let mut harness = app_on(vec![repo("replays/zj-short-demo.ron")]);
    harness.run();
    assert_eq!(harness.state().settings.screen, Screen::Replays);
    let game = harness
        .state()
        .replays
        .game
        .as_ref()
        .expect("the record open");
    assert_eq!(
        game.path.as_deref(),
        Some(&*repo("replays/zj-short-demo.ron"))
    );
    assert_eq!(harness.state().title, "Tilewise — zj-short-demo.ron");
    // A screen with no file: the app's name alone, sent in the frame that follows, once.
    let ctx = harness.ctx.clone();
    harness
        .state_mut()
        .apply(Command::Show(Screen::Rules), &ctx);
    harness.step();
    assert_eq!(sent(&harness).0, vec!["Tilewise".to_string()]);
    harness.step();
    assert_eq!(sent(&harness).0, Vec::<String>::new(), "sent once");
    apply(&mut harness, Command::Show(Screen::Replays));
    assert_eq!(harness.state().title, "Tilewise — zj-short-demo.ron");
}

#[test]
fn a_hand_a_set_and_a_missing_file_open_as_if_dropped() {
    let mut harness = app_on(vec![repo("docs/examples/zj-payment-70.ron")]);
    harness.run();
    assert_eq!(harness.state().settings.screen, Screen::Calculator);
    assert_eq!(harness.state().title, "Tilewise — zj-payment-70.ron");
    assert_eq!(harness.state().calculator.file_message, None);

    let mut harness = app_on(vec![repo("sets/singapore-pao.ron")]);
    harness.run();
    assert_eq!(harness.state().settings.screen, Screen::Drill);
    assert!(harness.state().drill.set.is_some());
    assert_eq!(harness.state().title, "Tilewise — singapore-pao.ron");

    // A file that cannot be read: the app opens all the same and says why, in its language.
    let gone = repo("replays/no-such-record.ron");
    let mut harness = app_on(vec![gone.clone()]);
    harness.run();
    let message = harness.state().calculator.file_message.clone();
    assert!(
        message
            .as_ref()
            .map(|said| said.words.as_str())
            .is_some_and(|m| m.contains("no-such-record.ron")),
        "{message:?}"
    );
    assert_eq!(harness.state().title, "Tilewise");
}

/// Unix only: elsewhere nothing listens (`tilewise FILE` opens a window of its own).
#[cfg(unix)]
#[test]
fn a_file_handed_over_by_a_second_tilewise_opens_and_raises_the_window() {
    use tilewise::app::forward::{Listener, SOCKET_FILE, send};
    let dir = crate::harness::scratch("open-files", "handed");
    let socket = dir.join(SOCKET_FILE);
    let inbox = Listener::bind(&socket)
        .expect("bound")
        .spawn(|| {})
        .expect("served");
    let mut harness = app_on(vec![repo("replays/zj-short-demo.ron")]);
    harness.state_mut().inbox = Some(inbox);
    harness.run();
    assert_eq!(harness.state().settings.screen, Screen::Replays);
    send(&socket, &[repo("sets/singapore-pao.ron")]).expect("the app took it");
    harness.step();
    let (titles, focus) = sent(&harness);
    assert!(focus, "the window comes to the front");
    assert_eq!(titles, vec!["Tilewise — singapore-pao.ron".to_string()]);
    assert_eq!(harness.state().settings.screen, Screen::Drill);
    drop(harness);
    assert!(!socket.exists(), "the socket goes with the app");
    std::fs::remove_dir_all(&dir).expect("scratch removed");
}
