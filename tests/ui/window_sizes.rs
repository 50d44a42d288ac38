//! The screens a club looks at, at a small window (1024×700) and a laptop's (1440×900), in
//! every language: nothing in the calculator is cut at a side, the replay table keeps most of
//! the width beside an empty ledger, the top bar stays one row.
//!
//! `TILEWISE_SHOTS=DIR cargo test --test ui window_sizes` also writes each screen as a PNG.

use crate::harness::{app_harness_sized, apply, click_sample};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use tilewise::app::i18n::{I18n, Lang};
use tilewise::app::screens::calculator::CalcCommand;
use tilewise::app::{Command, Screen, Settings, TilewiseApp};
use tilewise::hand::WinMethod;

const SIZES: [(f32, f32); 2] = [(1024.0, 700.0), (1440.0, 900.0)];

fn shot(harness: &mut Harness<'_, TilewiseApp>, name: &str) {
    let Some(dir) = std::env::var_os("TILEWISE_SHOTS") else {
        return;
    };
    let dir = std::path::PathBuf::from(dir);
    std::fs::create_dir_all(&dir).expect("a folder for the pictures");
    let image = harness.render().expect("a rendered frame");
    image
        .save(dir.join(format!("{name}.png")))
        .expect("the picture is written");
}

/// Every text drawn in the last frame that its clip rectangle cuts at the left or the right
/// (a label wider than the panel that holds it), with where it was cut.
fn cut_at_a_side(harness: &Harness<'_, TilewiseApp>) -> Vec<String> {
    fn walk(shape: &egui::Shape, clip: egui::Rect, out: &mut Vec<String>) {
        match shape {
            egui::Shape::Vec(shapes) => shapes.iter().for_each(|s| walk(s, clip, out)),
            egui::Shape::Text(t) => {
                let rect = t.visual_bounding_rect();
                let text = t.galley.text().trim();
                let seen_rows =
                    rect.bottom() > clip.top() + 2.0 && rect.top() < clip.bottom() - 2.0;
                let cut = rect.left() < clip.left() - 0.5 || rect.right() > clip.right() + 0.5;
                if !text.is_empty() && seen_rows && cut {
                    out.push(format!("{text:?} at {rect:?}, clipped to {clip:?}"));
                }
            }
            _ => {}
        }
    }
    let mut out = Vec::new();
    for clipped in &harness.output().shapes {
        walk(&clipped.shape, clipped.clip_rect, &mut out);
    }
    out
}

/// The top bar's buttons, the screens' tabs and the controls, all sit on one row.
fn top_bar_is_one_row(harness: &Harness<'_, TilewiseApp>, i18n: &I18n, place: &str) {
    let tabs: Vec<egui::Rect> = [
        "nav-calculator",
        "nav-drill",
        "nav-replays",
        "nav-recorder",
        "nav-help",
        "settings-view",
    ]
    .iter()
    .filter_map(|k| {
        harness
            .query_all_by_label(&i18n.tr(k))
            .map(|n| n.rect())
            .min_by(|a, b| a.top().total_cmp(&b.top()))
    })
    .collect();
    assert!(tabs.len() >= 2, "{place}: the screens' tabs are found");
    for r in &tabs {
        assert!(
            (r.center().y - tabs[0].center().y).abs() < 1.0,
            "{place}: the top bar wraps: {tabs:?}"
        );
    }
}

#[test]
fn nothing_in_the_calculator_is_cut_at_a_side() {
    for (w, h) in SIZES {
        for lang in Lang::ALL {
            let settings = Settings {
                language: lang,
                ..Settings::default()
            };
            let mut harness = app_harness_sized(settings, egui::vec2(w, h));
            harness.run();
            // A hand with a declared kong and a claimed pung, won by robbing a kong: the
            // situation's longest words and the melds' row are on screen.
            let hand = "123m678p55p [777z] (1111s)";
            apply(
                &mut harness,
                Command::Calc(CalcCommand::SetNotation(hand.to_string())),
            );
            apply(
                &mut harness,
                Command::Calc(CalcCommand::SetWin(WinMethod::RobbingKong)),
            );
            let place = format!("{lang:?} at {w}×{h}");
            let i18n = I18n::get(lang);
            top_bar_is_one_row(&harness, i18n, &place);
            let mut cut = cut_at_a_side(&harness);
            shot(&mut harness, &format!("calculator-{}-{w}x{h}", lang.tag()));
            // The situation, below the fold in a small window.
            harness
                .get_by_label(&i18n.tr("win-robbing-kong"))
                .scroll_to_me();
            harness.run();
            cut.extend(cut_at_a_side(&harness));
            shot(
                &mut harness,
                &format!("calculator-{}-{w}x{h}-situation", lang.tag()),
            );
            assert!(cut.is_empty(), "{place}: cut:\n{}", cut.join("\n"));
        }
    }
}

#[test]
fn the_replay_table_keeps_most_of_the_width_beside_an_empty_ledger() {
    for (w, h) in SIZES {
        for lang in Lang::ALL {
            let settings = Settings {
                screen: Screen::Replays,
                language: lang,
                ..Settings::default()
            };
            let mut harness = app_harness_sized(settings, egui::vec2(w, h));
            harness.run();
            click_sample(&mut harness, "zj-short-demo.ron");
            let place = format!("{lang:?} at {w}×{h}");
            let i18n = I18n::get(lang);
            top_bar_is_one_row(&harness, i18n, &place);
            let table = harness.get_by_label(&i18n.tr("replays-table")).rect();
            shot(&mut harness, &format!("replays-{}-{w}x{h}", lang.tag()));
            assert!(
                table.width() >= 0.6 * w,
                "{place}: the table is {:.0} px of {w}",
                table.width()
            );
        }
    }
}

/// The words drawn in the last frame that are tile notation (`5m`, `123p`, `F1`), each with
/// the text it is in.
fn notation_drawn(harness: &Harness<'_, TilewiseApp>) -> Vec<String> {
    fn is_notation(word: &str) -> bool {
        let chars: Vec<char> = word.chars().collect();
        let Some((&last, head)) = chars.split_last() else {
            return false;
        };
        let suited = !head.is_empty()
            && head.iter().all(|c| ('1'..='9').contains(c))
            && matches!(last, 'm' | 'p' | 's' | 'z');
        suited || matches!(chars.as_slice(), ['F' | 'S' | 'A', '1'..='4'])
    }
    fn walk(shape: &egui::Shape, out: &mut Vec<String>) {
        match shape {
            egui::Shape::Vec(shapes) => shapes.iter().for_each(|s| walk(s, out)),
            egui::Shape::Text(t) => {
                let text = t.galley.text();
                if text.split(|c: char| !c.is_alphanumeric()).any(is_notation) {
                    out.push(text.to_string());
                }
            }
            _ => {}
        }
    }
    let mut out = Vec::new();
    for clipped in &harness.output().shapes {
        walk(&clipped.shape, &mut out);
    }
    out
}

#[test]
fn the_rules_the_discard_drill_and_a_replay_draw_tiles_never_notation() {
    use tilewise::app::screens::drill::{DrillCommand, Task};
    use tilewise::app::screens::rules::RulesCommand;
    use tilewise::drill::discard::discards;
    use tilewise::drill::mode::Mode;
    use tilewise::rules::RuleId;
    for lang in [Lang::Russian, Lang::Polish] {
        let i18n = I18n::get(lang);
        let settings = Settings {
            language: lang,
            screen: Screen::Rules,
            ..Settings::default()
        };
        let mut h = app_harness_sized(settings, egui::vec2(1440.0, 900.0));
        h.run();
        for system in RuleId::ALL {
            apply(&mut h, Command::Rules(RulesCommand::Show(system)));
            let found = notation_drawn(&h);
            assert!(found.is_empty(), "{lang:?} rules {system:?}: {found:?}");
        }
        // The discard drill, answered: its ranking's tiles are drawn.
        apply(&mut h, Command::Show(Screen::Drill));
        apply(&mut h, Command::Drill(DrillCommand::SetMode(Mode::Discard)));
        let best = match h.state().drill.task.as_ref() {
            Some(Task::Discard(d)) => discards(&d.question.advice).next().expect("a discard").0,
            other => panic!("a discard question, not {other:?}"),
        };
        let name = tilewise::rules::explain::tile_name(i18n, best);
        let label = i18n.tr_args("discard-tile", &[("tile", name.into())]);
        h.query_all_by_label(&label)
            .next()
            .expect("the tile")
            .click();
        h.run();
        assert!(h.query_by_label(&i18n.tr("discard-ranking")).is_some());
        shot(&mut h, &format!("discard-{}", lang.tag()));
        let found = notation_drawn(&h);
        assert!(found.is_empty(), "{lang:?} discard drill: {found:?}");
        // A replay at its first win: its caption, table and ledger (the review panel's own
        // snapshots show its choices as tiles).
        apply(&mut h, Command::Show(Screen::Replays));
        click_sample(&mut h, "sichuan-short-demo.ron");
        for _ in 0..7 {
            h.key_press(egui::Key::ArrowRight);
            h.run();
        }
        shot(&mut h, &format!("replay-{}", lang.tag()));
        let found = notation_drawn(&h);
        assert!(found.is_empty(), "{lang:?} replay: {found:?}");
    }
}

#[test]
fn no_screen_cuts_its_words_at_a_side_at_1024() {
    let mut cut = Vec::new();
    for lang in Lang::ALL {
        for screen in [
            Screen::Drill,
            Screen::Rules,
            Screen::Replays,
            Screen::Progress,
            Screen::Recorder,
        ] {
            let settings = Settings {
                language: lang,
                screen,
                ..Settings::default()
            };
            let mut h = app_harness_sized(settings, egui::vec2(1024.0, 700.0));
            h.run();
            if screen == Screen::Replays {
                click_sample(&mut h, "zj-short-demo.ron");
            }
            shot(
                &mut h,
                &format!("screen-{screen:?}-{}-1024x700", lang.tag()),
            );
            cut.extend(
                cut_at_a_side(&h)
                    .into_iter()
                    .map(|c| format!("{lang:?} {screen:?}: {c}")),
            );
        }
        // The house rules beside the calculator.
        let settings = Settings {
            language: lang,
            ..Settings::default()
        };
        let mut h = app_harness_sized(settings, egui::vec2(1024.0, 700.0));
        h.run();
        apply(
            &mut h,
            Command::House(tilewise::app::screens::house_rules::HouseCommand::Toggle),
        );
        shot(&mut h, &format!("house-rules-{}-1024x700", lang.tag()));
        cut.extend(
            cut_at_a_side(&h)
                .into_iter()
                .map(|c| format!("{lang:?} house rules: {c}")),
        );
        // The set builder beside the calculator, a hand added to it.
        apply(
            &mut h,
            Command::House(tilewise::app::screens::house_rules::HouseCommand::Toggle),
        );
        apply(
            &mut h,
            Command::Builder(tilewise::app::screens::set_builder::BuilderCommand::Show(
                true,
            )),
        );
        apply(
            &mut h,
            Command::Calc(CalcCommand::AddToSet(Some("zung-jung"))),
        );
        shot(&mut h, &format!("set-builder-{}-1024x700", lang.tag()));
        assert_eq!(h.state().builder.set.hands.len(), 1, "{lang:?}");
        cut.extend(
            cut_at_a_side(&h)
                .into_iter()
                .map(|c| format!("{lang:?} set builder: {c}")),
        );
    }
    assert!(cut.is_empty(), "cut:\n{}", cut.join("\n"));
}

#[test]
fn every_drill_mode_answered_draws_no_notation_and_cuts_nothing() {
    use tilewise::app::screens::drill::{DrillCommand, Task};
    use tilewise::rules::RuleId;
    let mut found = Vec::new();
    for lang in [Lang::Russian, Lang::Polish] {
        for system in [RuleId::ZungJung, RuleId::Singapore, RuleId::Sichuan] {
            let settings = Settings {
                language: lang,
                screen: Screen::Drill,
                ..Settings::default()
            };
            let mut h = app_harness_sized(settings, egui::vec2(1024.0, 700.0));
            h.run();
            apply(&mut h, Command::Drill(DrillCommand::SetSystem(system)));
            let modes = Task::modes(&h.state().drill.settings());
            for mode in modes {
                apply(&mut h, Command::Drill(DrillCommand::SetMode(mode)));
                for answer in an_answer(h.state().drill.task.as_ref()) {
                    apply(&mut h, Command::Drill(answer));
                }
                apply(&mut h, Command::Drill(DrillCommand::Submit));
                let checked = h.state().drill.task.as_ref().is_some_and(Task::checked);
                if !checked {
                    found.push(format!("{lang:?} {system:?} {mode:?}: not answered"));
                }
                let place = format!("{lang:?} {system:?} {mode:?}");
                shot(&mut h, &format!("drill-{}-{system:?}-{mode:?}", lang.tag()));
                found.extend(
                    cut_at_a_side(&h)
                        .into_iter()
                        .map(|c| format!("{place}: cut {c}")),
                );
                // How to type a tile is said in notation: that is what the user types.
                let typing = I18n::get(lang).tr("drill-waits-keys");
                found.extend(
                    notation_drawn(&h)
                        .into_iter()
                        .filter(|c| *c != typing)
                        .map(|c| format!("{place}: notation {c:?}")),
                );
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// Some answer to the drill's question, right or wrong: what makes it checkable.
fn an_answer(
    task: Option<&tilewise::app::screens::drill::Task>,
) -> Vec<tilewise::app::screens::drill::DrillCommand> {
    use tilewise::app::screens::drill::mode::discard::DiscardCommand;
    use tilewise::app::screens::drill::mode::patterns::PatternsCommand;
    use tilewise::app::screens::drill::mode::payments::PaymentsCommand;
    use tilewise::app::screens::drill::mode::reading::ReadingCommand;
    use tilewise::app::screens::drill::mode::total::TotalCommand;
    use tilewise::app::screens::drill::mode::waits::WaitsCommand;
    use tilewise::app::screens::drill::mode::wall_end::WallEndCommand;
    use tilewise::app::screens::drill::{DrillCommand, Task, TaskCommand as D};
    use tilewise::drill::wall_end::EndKind;
    use tilewise::tiles::Tile;
    let answer: Vec<D> = match task {
        None => Vec::new(),
        Some(Task::Total(_)) => vec![D::Total(TotalCommand::SetAnswer("1".into()))],
        Some(Task::Patterns(d)) => d
            .question
            .scored
            .chosen()
            .hits
            .iter()
            .take(1)
            .map(|hit| D::Patterns(PatternsCommand::Toggle(hit.pattern.id)))
            .collect(),
        Some(Task::Payments(d)) => (0..d.answers.len())
            .map(|i| D::Payments(PaymentsCommand::SetAnswer(i, "1".into())))
            .collect(),
        Some(Task::BestReading(_)) => vec![D::Reading(ReadingCommand::Pick(0))],
        Some(Task::Waits(_)) => Tile::from_index(4)
            .map(|t| D::Waits(WaitsCommand::Toggle(t)))
            .into_iter()
            .collect(),
        Some(Task::WallEnd(d)) => d
            .question
            .hands
            .iter()
            .map(|hand| D::WallEnd(WallEndCommand::SetState(hand.seat, EndKind::NotReady)))
            .collect(),
        Some(Task::Discard(d)) => (0..34)
            .find(|&i| d.question.position.concealed[i] > 0)
            .and_then(Tile::from_index)
            .map(|t| D::Discard(DiscardCommand::Choose(t)))
            .into_iter()
            .collect(),
    };
    answer.into_iter().map(DrillCommand::Task).collect()
}

#[test]
fn nothing_on_the_season_screen_is_cut_at_a_side() {
    use tilewise::app::screens::season::SeasonCommand;
    for (w, h) in SIZES {
        for lang in Lang::ALL {
            let settings = Settings {
                language: lang,
                screen: Screen::Season,
                ..Settings::default()
            };
            let mut harness = app_harness_sized(settings, egui::vec2(w, h));
            harness.run();
            apply(&mut harness, Command::Season(SeasonCommand::OpenExample));
            crate::harness::jobs_done(&mut harness);
            apply(&mut harness, Command::Season(SeasonCommand::Seat));
            let place = format!("{lang:?} at {w}×{h}");
            let i18n = I18n::get(lang);
            top_bar_is_one_row(&harness, i18n, &place);
            let mut cut = cut_at_a_side(&harness);
            shot(&mut harness, &format!("season-{}-{w}x{h}", lang.tag()));
            // The seating, below the fold.
            harness
                .get_by_label(&i18n.tr("season-seat-add"))
                .scroll_to_me();
            harness.run();
            cut.extend(cut_at_a_side(&harness));
            shot(
                &mut harness,
                &format!("season-seating-{}-{w}x{h}", lang.tag()),
            );
            assert!(cut.is_empty(), "{place}: {cut:?}");
        }
    }
}
