//! The replay's square table at three window sizes, seen from two seats and with every hand
//! open, a Sichuan record and a Hong Kong record with melds (a claimed tile turned, a
//! concealed kong), in English, Russian and Polish: snapshots of the whole window, and the
//! table square, inside the window, beside the viewer's controls.

use crate::harness::{app_harness_sized, apply_viewer};
use egui_kittest::kittest::Queryable;
use tilewise::app::i18n::{I18n, Lang};
use tilewise::app::screens::replays::{ReplaysCommand, View};
use tilewise::app::{Screen, Settings};
use tilewise::tiles::Wind;

const HK: &str = include_str!("../../replays/hk-new-style-seed-1.ron");
const SICHUAN: &str = include_str!("../../replays/sichuan-seed-1720.ron");
const ZJ: &str = include_str!("../../replays/zung-jung-seed-27.ron");

/// One picture of the table: a record at a step, seen as asked, in a window and language.
struct Case {
    snapshot: &'static str,
    name: &'static str,
    text: &'static str,
    step: usize,
    view: View,
    size: egui::Vec2,
    lang: Lang,
}

fn show(case: &Case) -> egui_kittest::Harness<'static, tilewise::app::TilewiseApp> {
    let settings = Settings {
        screen: Screen::Replays,
        language: case.lang,
        ..Settings::default()
    };
    let mut h = app_harness_sized(settings, case.size);
    h.run();
    let load = ReplaysCommand::Load {
        name: case.name.into(),
        text: case.text.into(),
    };
    apply_viewer(&mut h, load);
    apply_viewer(
        &mut h,
        ReplaysCommand::Goto {
            hand: 0,
            step: case.step,
        },
    );
    apply_viewer(&mut h, ReplaysCommand::SetView(case.view));
    h
}

const CASES: [Case; 4] = [
    Case {
        snapshot: "table_zj_all_open_1024x700_en",
        name: "zung-jung-seed-27.ron",
        text: ZJ,
        step: 40,
        view: View::AllOpen,
        size: egui::vec2(1024.0, 700.0),
        lang: Lang::English,
    },
    Case {
        snapshot: "table_hk_melds_west_1440x900_ru",
        name: "hk-new-style-seed-1.ron",
        text: HK,
        step: 114,
        view: View::Seat(Wind::West),
        size: egui::vec2(1440.0, 900.0),
        lang: Lang::Russian,
    },
    Case {
        snapshot: "table_sichuan_south_2560x1440_pl",
        name: "sichuan-seed-1720.ron",
        text: SICHUAN,
        step: 84,
        view: View::Seat(Wind::South),
        size: egui::vec2(2560.0, 1440.0),
        lang: Lang::Polish,
    },
    Case {
        snapshot: "table_hk_all_open_1440x900_en",
        name: "hk-new-style-seed-1.ron",
        text: HK,
        step: 60,
        view: View::AllOpen,
        size: egui::vec2(1440.0, 900.0),
        lang: Lang::English,
    },
];

#[test]
fn the_square_table_fits_every_window_beside_the_controls() {
    for case in &CASES {
        let h = show(case);
        let i18n = I18n::get(case.lang);
        let place = case.snapshot;
        let table = h.get_by_label(&i18n.tr("replays-table")).rect();
        let window = egui::Rect::from_min_size(egui::Pos2::ZERO, case.size);
        assert!(window.contains_rect(table), "{place}: {table:?}");
        // The table is a square as large as its room: at least 45 % of the window's height.
        assert!(table.width() >= table.height() - 1.0, "{place}: {table:?}");
        assert!(table.height() >= 0.45 * case.size.y, "{place}: {table:?}");
        // The viewer's controls stay: the player bar, the choice of seat, the ledger.
        for key in [
            "replays-forward",
            "replays-back",
            "replays-all-open",
            "replays-ledger",
        ] {
            let r = h.get_by_label(&i18n.tr(key)).rect();
            assert!(
                !r.intersects(table.shrink(1.0)) || key == "replays-ledger",
                "{place}: {key}"
            );
        }
        let ledger = h.get_by_label(&i18n.tr("replays-ledger")).rect();
        assert!(ledger.left() >= table.left(), "{place}: ledger {ledger:?}");
    }
}

/// The snapshot of one case (one per test: a harness keeps its own snapshot results).
fn snapshot(k: usize) {
    let case = &CASES[k];
    let mut h = show(case);
    h.snapshot(case.snapshot);
}

#[test]
fn snapshot_zung_jung_all_hands_open_at_1024x700_in_english() {
    snapshot(0);
}

#[test]
fn snapshot_hong_kong_melds_seen_from_west_at_1440x900_in_russian() {
    snapshot(1);
}

#[test]
fn snapshot_sichuan_seen_from_south_at_2560x1440_in_polish() {
    snapshot(2);
}

#[test]
fn snapshot_hong_kong_all_hands_open_at_1440x900_in_english() {
    snapshot(3);
}
