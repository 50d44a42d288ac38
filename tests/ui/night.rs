//! Results-only records and the night at a glance in the real app (egui_kittest): a club
//! night opens, steps entry by entry to each winner's hand and sheet; the night page shows the
//! record's `NightSummary` (standings, biggest hands that jump to their win) and exports the
//! CSV `tilewise report --csv` writes; every system's results-only record, and a record mixing
//! played and results-only hands, renders at every step.

use crate::harness::apply_viewer;
use crate::harness::click;
use crate::harness::scratch;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use tilewise::app::i18n::{I18n, Lang};
use tilewise::app::screens::replays::{Page, ReplaysCommand};
use tilewise::app::{Screen, Settings, TilewiseApp};
use tilewise::formats::game_record::{GameRecord, ResultEntry};
use tilewise::game::summary::NightSummary;
use tilewise::game::{Snapshots, replay_keeping, results_only};
use tilewise::rules::RuleSettings;

const PLAYERS: [&str; 4] = [
    "Tan Wei Ming",
    "Lim Siew Hoon",
    "Ong Bee Leng",
    "Goh Chee Keong",
];

/// A club night of `hands` hands under `rules`, recorded by its results only (what
/// `tilewise simulate --results-only --players … --date … --event …` prints).
fn club_night(rules: &str, seed: u64, hands: usize) -> GameRecord {
    let rules = RuleSettings::from_id(rules).expect("a rule system");
    let played = tilewise::sim::simulate(&rules, seed, hands).expect("a simulated game");
    let mut record = results_only(&played).expect("its results");
    record.header.players = PLAYERS.map(String::from).to_vec();
    record.header.date = Some("2026-11-20".into());
    record.header.event = Some("Club night".into());
    record
}

fn app(lang: Lang) -> Harness<'static, TilewiseApp> {
    let settings = Settings {
        screen: Screen::Replays,
        language: lang,
        ..Settings::default()
    };
    let mut harness = crate::harness::builder()
        .with_size(egui::vec2(1280.0, 800.0))
        .build_eframe(move |cc| TilewiseApp::new(settings.clone(), &cc.egui_ctx));
    harness.run();
    harness
}

fn open(harness: &mut Harness<'_, TilewiseApp>, record: &GameRecord) {
    apply_viewer(
        harness,
        ReplaysCommand::Load {
            name: "club-night.ron".into(),
            text: record.to_ron(),
        },
    );
    let replays = &harness.state().replays;
    assert!(replays.error.is_none(), "{:?}", replays.error);
    assert!(replays.game.is_some());
}

fn position(harness: &Harness<'_, TilewiseApp>) -> (usize, usize) {
    let v = &harness.state().replays;
    (v.hand, v.step)
}

#[test]
fn a_results_only_hand_steps_entry_by_entry_to_the_winners_hand_and_sheet() {
    let record = club_night("singapore", 13, 8);
    let replay = replay_keeping(&record, Snapshots::None).expect("replays");
    let mut harness = app(Lang::English);
    open(&mut harness, &record);
    harness.get_by_label("The results of this hand, as the table wrote them down");
    harness.get_by_label_contains("results only");
    let entries = record.hands[0].result.clone().expect("results-only");
    let at = entries
        .iter()
        .position(|e| matches!(e, ResultEntry::Win(_)))
        .expect("hand 1 has a win");
    // The hand's start lists its entries; stepping goes through them one by one.
    for step in 1..=at + 1 {
        harness.key_press(egui::Key::ArrowRight);
        harness.run();
        assert_eq!(position(&harness), (0, step));
    }
    let win = replay
        .wins
        .iter()
        .find(|w| w.hand_number == 1 && w.step == at + 1)
        .expect("the win settled at its entry");
    let winner = PLAYERS[usize::from(record.hands[0].seats[win.seat.index()])];
    assert_eq!(winner, PLAYERS[win.player]);
    harness.get_by_label(&format!("{} · {winner}", win.seat.name()));
    harness.get_by_label(&format!("win total {}", win.scored.total()));
    harness.get_by_label(&format!("total 99: {}", win.scored.total()));
    // Its payments, each as the ledger has it.
    let paid: Vec<_> = replay
        .ledger
        .iter()
        .filter(|e| e.hand == 1 && e.step == at + 1)
        .collect();
    assert!(!paid.is_empty());
    for e in paid {
        let line = format!(
            "{} pays {} {}",
            PLAYERS[e.from.unwrap()],
            PLAYERS[e.to.unwrap()],
            e.amount
        );
        assert!(harness.query_all_by_label(&line).next().is_some(), "{line}");
    }
    // The sheet is beside the hand, not repeated in the ledger.
    assert!(harness.query_by_label_contains("Score sheet of").is_none());
    // The next hand starts at its own start.
    apply_viewer(&mut harness, ReplaysCommand::Step(1));
    assert_eq!(position(&harness), (1, 0));
}

#[test]
fn the_quiz_asks_a_results_only_win_before_its_sheet_shows() {
    let record = club_night("zung-jung", 5, 3);
    let replay = replay_keeping(&record, Snapshots::None).expect("replays");
    let mut harness = app(Lang::English);
    open(&mut harness, &record);
    apply_viewer(&mut harness, ReplaysCommand::SetQuiz(true));
    apply_viewer(&mut harness, ReplaysCommand::End);
    let first = replay.wins.first().expect("a win");
    assert_eq!(position(&harness), (first.hand_number - 1, first.step));
    harness.get_by_label("Quiz: what is this win worth?");
    // The hand is there to score; its total and sheet wait for the answer.
    assert!(harness.query_by_label_contains("win total").is_none());
    assert!(harness.query_by_label_contains("total 99").is_none());
    harness
        .get_by_label(&format!("quiz {} total", first.seat.name()))
        .type_text(&first.scored.total().to_string());
    harness.run();
    click(&mut harness, "Check");
    harness.get_by_label(&format!("win total {}", first.scored.total()));
    assert_eq!(harness.state().replays.quiz.right, 1);
}

#[test]
fn the_night_page_shows_the_records_summary() {
    let record = club_night("singapore", 13, 8);
    let replay = replay_keeping(&record, Snapshots::None).expect("replays");
    let night = NightSummary::of(&record, &replay);
    let mut harness = app(Lang::English);
    open(&mut harness, &record);
    click(&mut harness, "The night at a glance");
    assert_eq!(harness.state().replays.page, Page::Night);
    harness.get_by_label("Club night, 2026-11-20: 8 hands, 0 drawn");
    harness.get_by_label("# Player Balance Wins Self-drawn Dealt in Best hand");
    for (place, p) in night.standings().into_iter().enumerate() {
        let best = if p.wins == 0 {
            "—".to_string()
        } else {
            format!("{} tai", p.best_total)
        };
        let row = format!(
            "{} {} {:+} {} {} {} {best}",
            place + 1,
            PLAYERS[p.player],
            p.balance,
            p.wins,
            p.self_draws,
            p.deal_ins
        );
        harness.get_by_label(&row);
    }
    // The balances add up to nothing, and the last hand's are the standings'.
    assert_eq!(night.players.iter().map(|p| p.balance).sum::<i64>(), 0);
    let last = night.balances_after.last().expect("hands");
    for p in &night.players {
        assert_eq!(last[p.player], p.balance);
    }
    harness.get_by_label("Balance after each hand");
    // A played record has the same page.
    let played = tilewise::sim::simulate(&RuleSettings::default(), 27, 2).expect("a game");
    open(&mut harness, &played);
    assert_eq!(harness.state().replays.page, Page::Night);
    harness.get_by_label_contains(": 2 hands, ");
}

#[test]
fn a_biggest_hand_opens_the_replay_at_its_win() {
    let record = club_night("singapore", 13, 8);
    let replay = replay_keeping(&record, Snapshots::None).expect("replays");
    let night = NightSummary::of(&record, &replay);
    let mut harness = app(Lang::English);
    open(&mut harness, &record);
    click(&mut harness, "The night at a glance");
    let big = night.biggest.get(1).expect("a second biggest hand");
    let label = format!("hand {}: {}, ", big.hand, PLAYERS[big.player]);
    harness.get_by_label_contains(&label).click();
    harness.run();
    assert_eq!(harness.state().replays.page, Page::Replay);
    assert_eq!(position(&harness), (big.hand - 1, big.step));
    harness.get_by_label(&format!("win total {}", big.total));
}

#[test]
fn export_csv_writes_the_hands_and_payments_and_says_where() {
    let record = club_night("hk-new-style", 3, 5);
    let replay = replay_keeping(&record, Snapshots::None).expect("replays");
    let mut harness = app(Lang::English);
    open(&mut harness, &record);
    click(&mut harness, "The night at a glance");
    harness.get_by_label("Export CSV…");
    let dir = scratch("night", "csv");
    // The dialog's answer: a path without an extension gets `.csv`.
    apply_viewer(&mut harness, ReplaysCommand::ExportCsvTo(dir.join("night")));
    let path = dir.join("night.csv");
    let text = std::fs::read_to_string(&path).expect("the CSV");
    let en = I18n::new(Lang::English);
    assert_eq!(
        text,
        tilewise::report::payments_csv(&record, &replay, &en),
        "what `tilewise report --csv` writes"
    );
    let rows: Vec<&str> = text.lines().collect();
    assert!(rows[0].starts_with("hand,prevailing_wind,dealer,step,winner"));
    let drawn = (1..=record.hands.len())
        .filter(|&h| replay.ledger.iter().all(|e| e.hand != h))
        .count();
    assert_eq!(rows.len(), 1 + replay.ledger.len() + drawn);
    for e in &replay.ledger {
        let from = PLAYERS[e.from.unwrap()];
        assert!(
            rows.iter()
                .any(|r| r.starts_with(&format!("{},", e.hand)) && r.contains(from)),
            "{e:?}"
        );
    }
    harness.get_by_label(&format!("CSV written to {}", path.display()));
    // A folder that is not there: the error in one line, nothing written.
    apply_viewer(
        &mut harness,
        ReplaysCommand::ExportCsvTo(dir.join("no/such/night.csv")),
    );
    let said = harness.state().replays.csv_message.clone();
    let Some(Err(e)) = &said else {
        panic!("{said:?}");
    };
    harness.run();
    // Shown in one line.
    let shown = tilewise::files::one_line(&e.words, tilewise::app::files::MESSAGE_MAX);
    assert!(
        !shown.contains('\n') && shown.contains("no/such"),
        "{shown}"
    );
    harness.get_by_label(&shown);
    std::fs::remove_dir_all(&dir).ok();
}

/// Steps through every position of the open record, drawing each.
fn render_every_step(harness: &mut Harness<'_, TilewiseApp>, record: &GameRecord, name: &str) {
    apply_viewer(harness, ReplaysCommand::Home);
    let positions: usize = record
        .hands
        .iter()
        .map(|h| h.result.as_ref().map_or(h.events.len(), Vec::len) + 1)
        .sum();
    for k in 1..positions {
        apply_viewer(harness, ReplaysCommand::Step(1));
        let (hand, step) = position(harness);
        assert!(hand < record.hands.len(), "{name}: step {k}");
        if let Some(entries) = &record.hands[hand].result {
            assert!(step <= entries.len(), "{name}");
            if let Some(ResultEntry::Win(_) | ResultEntry::Wins(_)) =
                step.checked_sub(1).and_then(|i| entries.get(i))
            {
                assert!(
                    harness.query_by_label_contains("win total").is_some(),
                    "{name}: hand {} step {step} shows its win",
                    hand + 1
                );
            }
        }
    }
    let (hand, step) = position(harness);
    assert_eq!(hand + 1, record.hands.len(), "{name}: at the last hand");
    let last = &record.hands[hand];
    assert_eq!(
        step,
        last.result.as_ref().map_or(last.events.len(), Vec::len),
        "{name}"
    );
    // The night page draws too.
    apply_viewer(harness, ReplaysCommand::ShowPage(Page::Night));
    harness.get_by_label("Balance after each hand");
    apply_viewer(harness, ReplaysCommand::ShowPage(Page::Replay));
}

#[test]
fn every_systems_results_only_record_and_a_mixed_one_render_at_every_step() {
    let mut harness = app(Lang::English);
    for (k, id) in RuleSettings::IDS.iter().enumerate() {
        let record = club_night(id, 40 + k as u64, 4);
        assert!(record.hands.iter().all(|h| h.is_results_only()));
        open(&mut harness, &record);
        render_every_step(&mut harness, &record, id);
    }
    // Played and results-only hands in one record.
    let rules = RuleSettings::from_id("sichuan").expect("sichuan");
    let played = tilewise::sim::simulate(&rules, 83, 3).expect("a game");
    let results = results_only(&played).expect("its results");
    let mut mixed = played.clone();
    mixed.hands[1] = results.hands[1].clone();
    open(&mut harness, &mixed);
    render_every_step(&mut harness, &mixed, "mixed");
}

/// Pictures of the night page and of a results-only win in English, Russian and Polish, to
/// look at (`TILEWISE_SHOTS=dir cargo test --test night pictures -- --ignored`); the English
/// ones are the README's (`docs/images/night-at-a-glance.png`, `results-only-hand.png`).
#[test]
#[ignore = "writes PNG files for a person to look at"]
fn pictures_of_the_night_and_a_results_only_win() {
    let dir = std::env::var("TILEWISE_SHOTS").unwrap_or_else(|_| "target/shots".into());
    std::fs::create_dir_all(&dir).expect("dir");
    let record = club_night("singapore", 13, 8);
    let replay = replay_keeping(&record, Snapshots::None).expect("replays");
    let night = NightSummary::of(&record, &replay);
    let big = night.biggest.first().expect("a biggest hand");
    for lang in [Lang::English, Lang::Russian, Lang::Polish] {
        let mut harness = app(lang);
        open(&mut harness, &record);
        let shot = |harness: &mut Harness<'_, TilewiseApp>, name: &str| {
            let image = harness.render().expect("a rendered frame");
            image
                .save(format!("{dir}/{}-{name}.png", lang.tag()))
                .expect("png");
        };
        apply_viewer(&mut harness, ReplaysCommand::Goto { hand: 0, step: 0 });
        shot(&mut harness, "results-hand-start");
        apply_viewer(
            &mut harness,
            ReplaysCommand::Goto {
                hand: big.hand - 1,
                step: big.step,
            },
        );
        shot(&mut harness, "results-only-hand");
        apply_viewer(&mut harness, ReplaysCommand::ShowPage(Page::Night));
        shot(&mut harness, "night-at-a-glance");
        // The pointer near a point of the plot: its player, hand and balance.
        harness.event(egui::Event::PointerMoved(egui::pos2(888.0, 277.0)));
        harness.run();
        shot(&mut harness, "night-hover");
    }
    // Sichuan: several winners, kongs paid at once, the wall's end.
    let record = club_night("sichuan", 23, 6);
    for lang in [Lang::English, Lang::Russian] {
        let mut harness = app(lang);
        open(&mut harness, &record);
        for (h, hand) in record.hands.iter().enumerate() {
            for (i, entry) in hand.result.iter().flatten().enumerate() {
                let name = match entry {
                    ResultEntry::WallEnd(_) => "wall-end",
                    ResultEntry::Kong(_) => "kong",
                    ResultEntry::Wins(_) => "wins",
                    _ => continue,
                };
                apply_viewer(
                    &mut harness,
                    ReplaysCommand::Goto {
                        hand: h,
                        step: i + 1,
                    },
                );
                let image = harness.render().expect("a rendered frame");
                image
                    .save(format!("{dir}/{}-sichuan-{name}.png", lang.tag()))
                    .expect("png");
            }
        }
    }
}
