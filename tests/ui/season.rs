//! The Season screen: the example season's standings, plot and seating in English, Russian and
//! Polish at 1024 and 1440 points; a season made in the app, a table added, a guest's name
//! merged, and the season back after a restart; the Recorder's game added with one click.

use crate::harness::{app_harness_sized, apply, click, jobs_done, scratch};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use tilewise::app::screens::season::SeasonCommand;
use tilewise::app::{Command, Screen, Settings, TilewiseApp};
use tilewise::i18n::{I18n, Lang};

fn shows(harness: &Harness<'_, TilewiseApp>, text: &str) -> bool {
    harness.query_all_by_label_contains(text).next().is_some()
}

/// Ticks or unticks the checkbox of a player in the seating (the last of his name: the
/// plot's legend has one too).
fn tick(harness: &mut Harness<'_, TilewiseApp>, name: &str) {
    harness
        .query_all_by_role_and_label(egui::accesskit::Role::CheckBox, name)
        .last()
        .expect("the player's checkbox")
        .click();
    harness.run();
}

fn season(harness: &mut Harness<'_, TilewiseApp>, command: SeasonCommand) {
    apply(harness, Command::Season(command));
    jobs_done(harness);
}

#[test]
fn the_example_season_shows_its_standings_plot_and_seating_in_each_language_and_size() {
    for lang in Lang::ALL {
        for width in [1024.0, 1440.0] {
            let settings = Settings {
                language: lang,
                ..Settings::default()
            };
            let mut harness = app_harness_sized(settings, egui::vec2(width, 800.0));
            let i18n = I18n::get(lang);
            click(&mut harness, &i18n.tr("nav-season"));
            assert!(shows(&harness, &i18n.tr("season-none")[..20]), "{lang:?}");
            click(&mut harness, &i18n.tr("season-open-example"));
            jobs_done(&mut harness);
            let at = format!("{lang:?} at {width}");
            assert!(shows(&harness, "Friday Zung Jung club"), "{at}");
            assert!(shows(&harness, &i18n.tr("season-standings")), "{at}");
            assert!(shows(&harness, &i18n.tr("season-col-rating")), "{at}");
            assert!(shows(&harness, &i18n.tr("season-plot")), "{at}");
            assert!(harness.query_all_by_label("Filip").next().is_some(), "{at}");
            // The example is only read: its tables cannot be added to.
            assert!(
                harness
                    .query_by_label(&i18n.tr("season-add-table"))
                    .is_some_and(|b| b.accesskit_node().is_disabled()),
                "{at}"
            );
            let seat = i18n.tr("season-seat");
            harness.get_by_label(&seat).scroll_to_me();
            harness.run();
            click(&mut harness, &seat);
            let sit_out = i18n.tr("season-seat-sit-out");
            let sit_out = sit_out.split(':').next().unwrap_or_default().to_string();
            assert!(shows(&harness, &sit_out), "{at}: ten here, two sit out");
            assert!(shows(&harness, &i18n.tr("wind-east")), "{at}");
            // Two away: eight play at two tables, nobody sits out.
            for name in ["Anna", "Bartek"] {
                tick(&mut harness, name);
            }
            click(&mut harness, &seat);
            assert!(!shows(&harness, &sit_out), "{at}: eight here");
            assert!(
                shows(
                    &harness,
                    &i18n.message(
                        &tilewise::i18n::Message::new("season-seat-table")
                            .int("table", 2)
                            .text("seats", "")
                    )
                ),
                "{at}"
            );
        }
    }
}

/// A game record of four players (a simulated Zung Jung night by its results) as text.
fn record_text(players: [&str; 4], seed: u64) -> String {
    let rules = tilewise::rules::RuleSettings::default();
    let record = tilewise::sim::simulate(&rules, seed, 2).unwrap();
    let mut record = tilewise::game::results_only(&record).unwrap();
    record.header.players = players.map(String::from).to_vec();
    record.to_ron()
}

#[test]
fn a_season_made_in_the_app_takes_tables_merges_a_name_and_comes_back_after_a_restart() {
    let dir = scratch("season-app", "made");
    let path = dir.join("club.season.ron");
    let mut harness = app_harness_sized(Settings::default(), egui::vec2(1440.0, 900.0));
    click(&mut harness, "Season");
    click(&mut harness, "New season…");
    crate::harness::type_into(&mut harness, "Name", "Thursday club");
    season(
        &mut harness,
        SeasonCommand::SetNewPlayers("Anna, Bartek, Celina, Dawid".into()),
    );
    // What is typed is kept: a restart now offers the form back as it was.
    let typed = harness.state().settings.clone();
    let draft = typed
        .season_draft
        .clone()
        .expect("the form is kept while typed");
    assert_eq!(draft.name, "Thursday club");
    let restarted = app_harness_sized(typed, egui::vec2(1440.0, 900.0));
    let form = restarted
        .state()
        .season
        .new_form
        .clone()
        .expect("offered back");
    assert_eq!(
        (form.name.as_str(), form.players.as_str()),
        ("Thursday club", "Anna, Bartek, Celina, Dawid")
    );
    drop(restarted);
    season(
        &mut harness,
        SeasonCommand::CreateAt {
            path: path.clone(),
            copy: false,
        },
    );
    assert_eq!(
        harness.state().settings.season_draft,
        None,
        "made: forgotten"
    );
    let written = std::fs::read_to_string(&path).expect("the season is written at once");
    assert!(written.contains("Thursday club") && written.contains("Dawid"));
    // A table beside the season: written by its path; one name spelt otherwise.
    let table = dir.join("night-1.ron");
    std::fs::write(
        &table,
        record_text(["anna", "Bartek", "Celina", "Dawid"], 3),
    )
    .unwrap();
    season(&mut harness, SeasonCommand::AddTablePath(table.clone()));
    let written = std::fs::read_to_string(&path).unwrap();
    assert!(written.contains("File(\"night-1.ron\")"), "{written}");
    assert!(shows(&harness, "is it Anna?"));
    click(&mut harness, "Count as Anna");
    jobs_done(&mut harness);
    let written = std::fs::read_to_string(&path).unwrap();
    assert!(
        written.contains("aliases: [\"anna\"]") || written.contains("\"anna\""),
        "{written}"
    );
    assert!(!shows(&harness, "is it Anna?"));
    // The Recorder's game, added with one click: routed as the app routes it.
    apply(
        &mut harness,
        Command::Effect(Box::new(tilewise::app::effect::Effect::AddToSeason {
            name: "Recorder".into(),
            text: record_text(["Anna", "Bartek", "Celina", "Ewa"], 4),
        })),
    );
    jobs_done(&mut harness);
    assert_eq!(harness.state().settings.screen, Screen::Season);
    let reopened = tilewise::season::parse_season(&std::fs::read_to_string(&path).unwrap())
        .expect("the season file reads back");
    assert_eq!(reopened.nights.len(), 2);
    assert!(reopened.player_named("Ewa").is_some(), "a new player joins");
    // Restart: the settings keep the season, which opens again with its two nights.
    let settings = harness.state().settings.clone();
    assert_eq!(settings.last_season.as_deref(), path.to_str());
    drop(harness);
    let mut harness = app_harness_sized(settings, egui::vec2(1440.0, 900.0));
    jobs_done(&mut harness);
    harness.run();
    jobs_done(&mut harness);
    assert!(shows(&harness, "Thursday club"));
    assert!(shows(&harness, "2 of 2 nights played"));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_damaged_season_file_is_named_and_nothing_is_written_over_it() {
    let dir = scratch("season-app", "damaged");
    let path = dir.join("bad.season.ron");
    let text = "(version: 1, name: \"S\", players: [(name: 4)])";
    std::fs::write(&path, text).unwrap();
    let mut harness = app_harness_sized(Settings::default(), egui::vec2(1440.0, 900.0));
    click(&mut harness, "Season");
    season(&mut harness, SeasonCommand::OpenPath(path.clone()));
    assert!(shows(&harness, "cannot be opened as a season"));
    assert!(shows(&harness, "line 1"));
    assert_eq!(std::fs::read_to_string(&path).unwrap(), text);
    std::fs::remove_dir_all(&dir).unwrap();
}
