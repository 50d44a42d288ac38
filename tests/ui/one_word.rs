//! Issue 21, one word for one thing: Sichuan has no prevailing wind, so no screen that shows a
//! question or a hand of it names one ("Round: North"); the other systems do.

use crate::harness::{app_harness, apply, apply_viewer};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use tilewise::app::screens::drill::DrillCommand;
use tilewise::app::screens::replays::ReplaysCommand;
use tilewise::app::{Command, Screen, Settings, TilewiseApp};
use tilewise::drill::mode::Mode;
use tilewise::rules::RuleId;

fn names_round(harness: &Harness<'_, TilewiseApp>) -> bool {
    harness
        .query_all_by_label_contains("Round: ")
        .next()
        .is_some()
}

#[test]
fn the_drill_names_a_round_except_in_sichuan() {
    let mut harness = app_harness(Settings {
        screen: Screen::Drill,
        ..Settings::default()
    });
    harness.run();
    for (system, round) in [
        (RuleId::ZungJung, true),
        (RuleId::Singapore, true),
        (RuleId::Sichuan, false),
    ] {
        apply(
            &mut harness,
            Command::Drill(DrillCommand::SetSystem(system)),
        );
        for mode in [
            Mode::Total,
            Mode::Patterns,
            Mode::Payments,
            Mode::Waits,
            Mode::Discard,
        ] {
            apply(&mut harness, Command::Drill(DrillCommand::SetMode(mode)));
            for _ in 0..3 {
                assert!(
                    harness.query_by_label_contains("Seat: ").is_some(),
                    "system {system:?} {mode:?}: the situation is shown"
                );
                assert_eq!(names_round(&harness), round, "system {system:?} {mode:?}");
                apply(&mut harness, Command::Drill(DrillCommand::Next));
            }
        }
    }
}

#[test]
fn a_replay_names_a_round_except_in_sichuan() {
    for (name, text, round) in [
        (
            "sichuan-short-demo.ron",
            include_str!("../../replays/sichuan-short-demo.ron"),
            false,
        ),
        (
            "zj-short-demo.ron",
            include_str!("../../replays/zj-short-demo.ron"),
            true,
        ),
    ] {
        let mut harness = app_harness(Settings {
            screen: Screen::Replays,
            ..Settings::default()
        });
        harness.run();
        apply_viewer(
            &mut harness,
            ReplaysCommand::Load {
                name: name.into(),
                text: text.into(),
            },
        );
        for _ in 0..4 {
            assert!(harness.state().replays.game.is_some(), "{name}");
            assert_eq!(names_round(&harness), round, "{name}");
            apply_viewer(&mut harness, ReplaysCommand::Step(5));
        }
    }
}
