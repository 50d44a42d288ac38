//! The replay screen's layout with the house rules open, at a small and a laptop window, in
//! every language: the player bar stays on one row, and the table keeps its room beside the
//! ledger (its bar of players on one row, left of the ledger).

use crate::harness::{app_harness_sized, apply};
use egui_kittest::kittest::Queryable;
use tilewise::app::i18n::{I18n, Lang};
use tilewise::app::screens::house_rules::HouseCommand;
use tilewise::app::screens::replays::{ReplaysCommand, SAMPLES};
use tilewise::app::{Command, Screen, Settings};

#[test]
fn with_the_house_rules_open_the_player_bar_and_the_table_keep_their_shape() {
    for size in [egui::vec2(1024.0, 700.0), egui::vec2(1440.0, 900.0)] {
        for lang in Lang::ALL {
            let i18n = I18n::get(lang);
            let settings = Settings {
                screen: Screen::Replays,
                language: lang,
                ..Settings::default()
            };
            let mut h = app_harness_sized(settings, size);
            h.run();
            let (name, text) = SAMPLES[0];
            let load = ReplaysCommand::Load {
                name: name.into(),
                text: text.into(),
            };
            apply(&mut h, Command::Replays(load));
            apply(&mut h, Command::House(HouseCommand::Toggle));
            assert!(h.state().house.open);
            let place = format!("{lang:?} at {size:?}");
            // The player bar: every button on one row.
            let bar: Vec<egui::Rect> = [
                "replays-start",
                "replays-previous-event",
                "replays-back",
                "replays-play",
                "replays-forward",
                "replays-next-event",
                "replays-end",
            ]
            .iter()
            .map(|k| h.get_by_label(&i18n.tr(k)).rect())
            .collect();
            for r in &bar {
                assert!(
                    (r.center().y - bar[0].center().y).abs() < 1.0,
                    "{place}: {bar:?}"
                );
            }
            let quiz = h.get_by_label(&i18n.tr("replays-quiz")).rect();
            assert!(
                (quiz.center().y - bar[0].center().y).abs() < 2.0,
                "{place}: quiz {quiz:?}"
            );
            // The table's bar of players: one row, left of the ledger.
            // The ledger's heading (a house-rules option may share its word: that one is in
            // the house-rules panel, right of the ledger).
            // The house-rules panel's heading, below the top bar's button of the same name.
            let house = h
                .query_all_by_label(&i18n.tr("house-title"))
                .map(|n| n.rect())
                .max_by(|a, b| a.top().total_cmp(&b.top()))
                .expect("the house rules' heading");
            let ledger = h
                .query_all_by_label(&i18n.tr("replays-ledger"))
                .map(|n| n.rect())
                .filter(|r| r.right() <= house.left())
                .min_by(|a, b| a.left().total_cmp(&b.left()))
                .expect("the ledger's heading");
            let players: Vec<egui::Rect> = std::iter::once(i18n.tr("replays-all-open"))
                .chain(["Ann", "Bo", "Cy", "Di"].map(String::from))
                .map(|p| h.get_by_label(&p).rect())
                .collect();
            for r in &players {
                assert!(
                    (r.center().y - players[0].center().y).abs() < 1.0,
                    "{place}: {players:?}"
                );
                assert!(
                    r.right() <= ledger.left(),
                    "{place}: {r:?} over the ledger {ledger:?}"
                );
            }
        }
    }
}
