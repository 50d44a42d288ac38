//! The one app harness of the UI tests: the real app under egui_kittest, driven by label.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use tilewise::app::{Command, Settings, TilewiseApp};

/// Frames a `run` may take before it is called a repaint loop. egui_kittest's default (4) is
/// too few here: a background job (a save, a read) that ends during the frames asks for one
/// more, and on a busy machine several end while a click's frames run.
pub const MAX_STEPS: u64 = 16;

/// A harness builder with the steps the app's background jobs need (`MAX_STEPS`).
pub fn builder<State>() -> egui_kittest::HarnessBuilder<State> {
    Harness::<State>::builder().with_max_steps(MAX_STEPS)
}

/// The app at the size of a laptop screen (1440×900), with these settings, no data folder.
pub fn app_harness(settings: Settings) -> Harness<'static, TilewiseApp> {
    app_harness_sized(settings, egui::vec2(1440.0, 900.0))
}

/// The app in a window of `size` points.
pub fn app_harness_sized(settings: Settings, size: egui::Vec2) -> Harness<'static, TilewiseApp> {
    builder()
        .with_size(size)
        .build_eframe(move |cc| TilewiseApp::new(settings.clone(), &cc.egui_ctx))
}

/// Clicks the widget with this label, then runs the frames that follow.
pub fn click(harness: &mut Harness<'_, TilewiseApp>, label: &str) {
    harness.get_by_label(label).click();
    harness.run();
}

/// Clicks a bundled sample in the Replays list (scrolled into view), where it is listed by its
/// title in the app's language (`file` is its file name, e.g. `zj-short-demo.ron`).
pub fn click_sample(harness: &mut Harness<'_, TilewiseApp>, file: &str) {
    let title = tilewise::app::screens::replays::sample_title(file, &harness.state().i18n);
    click_scrolled(harness, &title);
}

/// Scrolls the widget with this label into view, then clicks it.
pub fn click_scrolled(harness: &mut Harness<'_, TilewiseApp>, label: &str) {
    harness.get_by_label(label).scroll_to_me();
    harness.run();
    click(harness, label);
}

/// Applies one command as the app would, then runs the frames that follow.
pub fn apply(harness: &mut Harness<'_, TilewiseApp>, command: Command) {
    let ctx = harness.ctx.clone();
    harness.state_mut().apply(command, &ctx);
    harness.run();
}

/// Clicks a field (scrolled into view), types into it, then runs the frames that follow.
pub fn type_into(harness: &mut Harness<'_, TilewiseApp>, field: &str, text: &str) {
    click_scrolled(harness, field);
    harness.get_by_label(field).type_text(text);
    harness.run();
}

/// Waits until the progress file the app reads in the background is read (its job ended),
/// so that the app takes it at its next frame, whatever the test does first.
pub fn progress_read(harness: &mut Harness<'_, TilewiseApp>) {
    harness.state_mut().wait_for_jobs();
}

/// Waits for the app's jobs (a save, a read) and runs the frames that take what they said,
/// until no job is left (a save ended may start the next).
pub fn jobs_done(harness: &mut Harness<'_, TilewiseApp>) {
    while harness.state_mut().wait_for_jobs() > 0 {
        harness.run();
    }
}

/// A fresh, empty folder for one test: `tilewise-<area>-<name>-<pid>` in the temp folder.
pub fn scratch(area: &str, name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("tilewise-{area}-{name}-{}", std::process::id()));
    if dir.exists() {
        std::fs::remove_dir_all(&dir).expect("an old scratch folder removed");
    }
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    dir
}

/// Applies one command of the replay screen, then runs the frames that follow.
pub fn apply_viewer(
    harness: &mut Harness<'_, TilewiseApp>,
    command: tilewise::app::screens::replays::ReplaysCommand,
) {
    apply(harness, Command::Replays(command));
}
