//! The recorder driven headless by egui_kittest: a game entered hand by hand, scored by the
//! engine, autosaved after every entry and found again by a new app on the same data folder;
//! the saved record passes `tilewise check` and `tilewise fmt --check`.

use crate::harness::click_scrolled;
use crate::harness::type_into;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use std::path::{Path, PathBuf};
use tilewise::app::i18n::{I18n, Lang};
use tilewise::app::{Screen, Settings, TilewiseApp};
use tilewise::formats::game_record::ResultEntry;
use tilewise::tiles::Wind;

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "tilewise-recorder-kittest-{name}-{}",
        std::process::id()
    ));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

fn recorder(dir: &Path, lang: Lang) -> Harness<'static, TilewiseApp> {
    let dir = dir.to_path_buf();
    let settings = Settings {
        screen: Screen::Recorder,
        language: lang,
        ..Settings::default()
    };
    crate::harness::builder()
        .with_size(egui::vec2(1280.0, 800.0))
        .build_eframe(move |cc| {
            TilewiseApp::new(settings.clone(), &cc.egui_ctx).with_recorder_dir(dir.clone())
        })
}

/// Fills the new game's form and starts recording.
fn start(harness: &mut Harness<'_, TilewiseApp>, system: &str) {
    harness.run();
    if !system.is_empty() {
        click_scrolled(harness, system);
    }
    for (i, name) in ["Ann", "Bo", "Cy", "Di"].iter().enumerate() {
        type_into(harness, &format!("player {}", i + 1), name);
    }
    type_into(harness, "event", "Club night");
    click_scrolled(harness, "Start recording");
    assert!(harness.state().recorder.game.is_some(), "the game started");
}

/// Types a whole hand into the shared editor's notation field (cleared first).
fn notation(harness: &mut Harness<'_, TilewiseApp>, text: &str) {
    click_scrolled(harness, "Clear");
    type_into(harness, "notation", text);
}

fn game<'a>(harness: &'a Harness<'_, TilewiseApp>) -> &'a tilewise::app::screens::recorder::Game {
    harness.state().recorder.game.as_ref().expect("recording")
}

#[test]
fn a_zung_jung_night_is_entered_scored_rotated_and_found_again_after_a_crash() {
    let dir = scratch("zj");
    {
        let mut harness = recorder(&dir, Lang::English);
        start(&mut harness, "");
        // Four names are shown at the table, Ann deals first.
        harness.get_by_label("Dealer: Ann");
        // Bo wins on Ann's discard: All Sequences + Concealed Hand, 10 points.
        click_scrolled(&mut harness, "Bo (South)");
        notation(&mut harness, "1235m456p234789s 5m");
        click_scrolled(&mut harness, "East · Ann");
        harness.get_by_label("total 0: 10");
        type_into(&mut harness, "written score", "12");
        harness.get_by_label("The table wrote 12; the rules give 10.");
        click_scrolled(&mut harness, "Add hand");
        let g = game(&harness);
        assert_eq!(g.record.hands.len(), 1);
        // Zung Jung: each of the three pays Bo the hand's 10 points.
        assert_eq!(g.balances(), [-10, 30, -10, -10]);
        harness.get_by_label("balance Bo: +30");
        // The deal passed (Zung Jung: every hand).
        harness.get_by_label("Dealer: Bo");
        harness.get_by_label("Hand 2");
        // A drawn hand: the deal passes again.
        click_scrolled(&mut harness, "Drawn hand");
        harness.get_by_label("Dealer: Cy");
        assert_eq!(game(&harness).record.hands.len(), 2);
        // Hand 3 begins with the table's own seats, with its reason: an entry, autosaved.
        click_scrolled(&mut harness, "Override seats…");
        type_into(&mut harness, "override reason", "Di left early");
        click_scrolled(&mut harness, "Use these seats");
        assert_eq!(
            game(&harness).entries(),
            &[ResultEntry::Note("Di left early".into())]
        );
        // The app goes away without saving anything itself (a crash).
    }
    let mut harness = recorder(&dir, Lang::English);
    harness.run();
    harness.get_by_label("An unfinished recording was found.");
    click_scrolled(&mut harness, "Continue it");
    let g = game(&harness);
    assert_eq!(g.record.hands.len(), 2);
    assert_eq!(g.record.header.event.as_deref(), Some("Club night"));
    assert_eq!(g.entries(), &[ResultEntry::Note("Di left early".into())]);
    assert_eq!(g.record.hands[0].result.as_ref().map(Vec::len), Some(1));
    let Some(ResultEntry::Win(w)) = g.record.hands[0].result.as_ref().and_then(|r| r.first())
    else {
        panic!("hand 1 is Bo's win");
    };
    assert_eq!(
        (w.seat, w.discarder, w.score),
        (Wind::South, Some(Wind::East), Some(12))
    );
    // Open in viewer: the record shows on the replay screen.
    click_scrolled(&mut harness, "Open in viewer");
    assert_eq!(harness.state().settings.screen, Screen::Replays);
    assert!(harness.state().replays.game.is_some());
    assert!(harness.state().replays.error.is_none());
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_sichuan_hand_with_two_winners_on_one_discard_and_the_walls_end() {
    let dir = scratch("sichuan");
    let mut harness = recorder(&dir, Lang::English);
    start(&mut harness, "Sichuan");
    click_scrolled(&mut harness, "Bo (South)");
    notation(&mut harness, "123456789m1234p 4p");
    click_scrolled(&mut harness, "East · Ann");
    click_scrolled(&mut harness, "Add win");
    assert_eq!(game(&harness).out(), vec![Wind::South]);
    // West wins on the same discard (4p too).
    click_scrolled(&mut harness, "Cy (West)");
    notation(&mut harness, "555666777888s4p 4p");
    click_scrolled(&mut harness, "East · Ann");
    click_scrolled(&mut harness, "On the same discard as the win before");
    harness.get_by_label("recorder sheet");
    click_scrolled(&mut harness, "Add win");
    let g = game(&harness);
    assert_eq!(g.entry_error, None);
    assert!(matches!(g.entries(), [ResultEntry::Wins(ws)] if ws.len() == 2));
    // The wall runs out: East and North are still in.
    type_into(&mut harness, "wall end 1", "1112223334445m");
    type_into(&mut harness, "wall end 4", "7778889995566m");
    click_scrolled(&mut harness, "Settle the wall's end");
    let g = game(&harness);
    assert_eq!(g.entry_error, None);
    assert_eq!(g.record.hands.len(), 1);
    let entries = g.record.hands[0].result.as_ref().expect("results");
    assert!(
        matches!(entries.as_slice(), [ResultEntry::Wins(_), ResultEntry::WallEnd(h)] if h.len() == 2)
    );
    // Several won on Ann's discard: Ann deals again.
    harness.get_by_label("Dealer: Ann");
    assert_eq!(g.balances().iter().sum::<i64>(), 0);
    assert!(g.balances()[1] > 0 && g.balances()[2] > 0);
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_singapore_kong_of_another_player_is_paid_at_once() {
    let dir = scratch("singapore");
    let mut harness = recorder(&dir, Lang::English);
    start(&mut harness, "Singaporean");
    // Cy declares a concealed kong of 5m: the others pay Cy at once.
    click_scrolled(&mut harness, "West: Cy");
    type_into(&mut harness, "kong tile", "5m");
    click_scrolled(&mut harness, "Add kong");
    let g = game(&harness);
    assert_eq!(g.entry_error, None);
    assert!(matches!(g.entries(), [ResultEntry::Kong(k)] if k.seat == Wind::West));
    let paid: Vec<_> = g
        .draft_replay
        .ledger
        .iter()
        .map(|e| (e.from, e.to))
        .collect();
    assert!(!paid.is_empty());
    assert!(paid.iter().all(|&(_, to)| to == Some(2)), "{paid:?}");
    harness.get_by_label("this hand so far");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn the_recorded_night_passes_check_and_fmt() {
    let dir = scratch("check");
    let mut harness = recorder(&dir, Lang::English);
    start(&mut harness, "Hong Kong Old Style");
    click_scrolled(&mut harness, "Di (North)");
    notation(&mut harness, "123m456p77722z11z 1z");
    click_scrolled(&mut harness, "self-drawn");
    click_scrolled(&mut harness, "Add hand");
    click_scrolled(&mut harness, "Drawn hand");
    assert_eq!(game(&harness).record.hands.len(), 2);
    let path = dir.join("recorder").join("current.ron");
    let bin = env!("CARGO_BIN_EXE_tilewise");
    let check = std::process::Command::new(bin)
        .arg("check")
        .arg(&path)
        .output()
        .expect("check runs");
    assert!(
        check.status.success(),
        "{}{}",
        String::from_utf8_lossy(&check.stdout),
        String::from_utf8_lossy(&check.stderr)
    );
    let fmt = std::process::Command::new(bin)
        .args(["fmt", "--check"])
        .arg(&path)
        .output()
        .expect("fmt runs");
    assert!(
        fmt.status.success(),
        "{}{}",
        String::from_utf8_lossy(&fmt.stdout),
        String::from_utf8_lossy(&fmt.stderr)
    );
    let _ = std::fs::remove_dir_all(dir);
}

/// Renders the recorder with a hand being entered in every language, for a person to look
/// at: `TILEWISE_SHOTS=/tmp/shots cargo test --test recorder -- --ignored recorder_for_review`.
#[test]
#[ignore = "writes PNGs for review"]
fn recorder_for_review() {
    let Some(out) = std::env::var_os("TILEWISE_SHOTS") else {
        return;
    };
    let out = PathBuf::from(out);
    std::fs::create_dir_all(&out).expect("a folder for the pictures");
    for lang in Lang::ALL {
        let dir = scratch(&format!("shot-{lang:?}"));
        let mut harness = recorder(&dir, Lang::English);
        start(&mut harness, "");
        click_scrolled(&mut harness, "Bo (South)");
        notation(&mut harness, "1235m456p234789s 5m");
        click_scrolled(&mut harness, "East · Ann");
        click_scrolled(&mut harness, "Add hand");
        // Hand 2: Bo deals; Cy (South) wins on Di's discard.
        click_scrolled(&mut harness, "Cy (South)");
        notation(&mut harness, "111222333m789p5s 5s");
        click_scrolled(&mut harness, "West · Di");
        type_into(&mut harness, "written score", "40");
        harness.state_mut().apply(
            tilewise::app::Command::SetLanguage(lang),
            &egui::Context::default(),
        );
        harness.run();
        harness.run();
        let image = harness.render().expect("a rendered frame");
        image
            .save(out.join(format!("recorder-{lang:?}.png").to_lowercase()))
            .expect("the picture is written");
        let _ = std::fs::remove_dir_all(dir);
    }
}

/// A hand of a simulated Zung Jung game: its deal and moves.
fn simulated_hand(index: usize) -> tilewise::formats::game_record::HandRecord {
    let text = std::fs::read_to_string("replays/zung-jung-seed-27.ron").expect("the bundled game");
    let record = tilewise::formats::game_record::parse_record(&text).expect("a record");
    record.hands[index].clone()
}

fn panel_events(harness: &Harness<'_, TilewiseApp>) -> Vec<tilewise::formats::game_record::Event> {
    game(harness)
        .moves
        .as_ref()
        .and_then(|p| p.entry.as_ref())
        .map(|e| e.hand.events.clone())
        .unwrap_or_default()
}

/// Types a move into the move line, which has kept the focus, and takes it with Enter.
fn type_move(
    harness: &mut Harness<'_, TilewiseApp>,
    event: &tilewise::formats::game_record::Event,
) {
    let typed = tilewise::game::entry::token(event);
    assert!(harness.get_by_label("move").is_focused(), "before {typed}");
    harness.get_by_label("move").type_text(&typed);
    harness.run();
    harness.key_press(egui::Key::Enter);
    harness.run();
    let problem = game(harness).moves.as_ref().and_then(|p| p.problem.clone());
    assert_eq!(problem, None, "{typed}");
}

/// Chooses move by move, types the deal and starts the moves.
fn start_moves(
    harness: &mut Harness<'_, TilewiseApp>,
    hand: &tilewise::formats::game_record::HandRecord,
) {
    click_scrolled(harness, "Move by move");
    for (w, d) in Wind::ALL.into_iter().zip(&hand.deal) {
        type_into(harness, &format!("deal {w:?}"), d);
    }
    click_scrolled(harness, "Start the moves");
    harness.run();
}

#[test]
fn a_demo_hand_typed_move_by_move_is_found_again_after_a_crash() {
    let dir = scratch("moves");
    let hand = simulated_hand(5);
    let typed = 14;
    {
        let mut harness = recorder(&dir, Lang::English);
        start(&mut harness, "");
        start_moves(&mut harness, &hand);
        assert_eq!(
            game(&harness).moves.as_ref().map(|p| p.problem.clone()),
            Some(None)
        );
        // The move line takes the focus and keeps it after each Enter.
        for e in &hand.events[..typed] {
            type_move(&mut harness, e);
        }
        assert_eq!(panel_events(&harness), hand.events[..typed]);
        // Tab completes a discard of the seat to play.
        harness.get_by_label("move").type_text("x");
        harness.run();
        harness.key_press(egui::Key::Tab);
        harness.run();
        let line = game(&harness).moves.as_ref().map(|p| p.line.clone());
        assert!(line.as_ref().is_some_and(|l| l.contains(" x ")), "{line:?}");
        // Ctrl+Z on the move line takes back the last move; it is typed again.
        harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
        harness.run();
        assert_eq!(panel_events(&harness), hand.events[..typed - 1]);
        harness.state_mut().apply(
            tilewise::app::Command::Recorder(
                tilewise::app::screens::recorder::RecorderCommand::Moves(
                    tilewise::app::screens::recorder::move_entry::MoveEntryCommand::EditLine(
                        String::new(),
                    ),
                ),
            ),
            &egui::Context::default(),
        );
        harness.run();
        type_move(&mut harness, &hand.events[typed - 1]);
        // An illegal move is refused with the reason, and nothing changes.
        harness.get_by_label("move").type_text("h");
        harness.run();
        harness.key_press(egui::Key::Enter);
        harness.run();
        assert!(
            game(&harness)
                .moves
                .as_ref()
                .is_some_and(|p| p.problem.is_some())
        );
        assert_eq!(panel_events(&harness), hand.events[..typed]);
        // The app goes away without saving anything itself (a crash).
    }
    let mut harness = recorder(&dir, Lang::English);
    harness.run();
    harness.get_by_label("An unfinished recording was found.");
    // The hand being entered is said as such, not counted with the hands added.
    assert!(harness.query_by_label_contains("0 hands added").is_some());
    harness.get_by_label("Hand 1 was being entered: it goes on where it was left.");
    click_scrolled(&mut harness, "Continue it");
    let panel = game(&harness).moves.clone().expect("move by move again");
    assert_eq!(panel.deal.to_vec(), hand.deal);
    assert_eq!(panel.problem, None);
    assert_eq!(panel_events(&harness), hand.events[..typed]);
    assert!(game(&harness).record.hands.is_empty());
    // The hand goes on to its end and is added; the deal passes.
    harness.run();
    for e in &hand.events[typed..] {
        type_move(&mut harness, e);
    }
    harness.get_by_label("The hand is over.");
    // The win's payments are listed once: on its sheet, not again by name below it.
    let g = game(&harness);
    assert!(!g.preview.ledger.is_empty());
    let i18n = I18n::get(Lang::English);
    for e in &g.preview.ledger {
        let name = |p: Option<usize>| p.map(|p| g.record.header.players[p].clone());
        let line = i18n.tr_args(
            "recorder-payment",
            &[
                ("from", name(e.from).unwrap_or_default().into()),
                ("to", name(e.to).unwrap_or_default().into()),
                ("amount", e.amount.into()),
            ],
        );
        let shown = harness.query_all_by_label_contains(&line).count();
        assert_eq!(shown, 0, "{line} listed again");
    }
    click_scrolled(&mut harness, "Add hand");
    let g = game(&harness);
    assert_eq!(g.entry_error, None);
    assert_eq!(g.record.hands.len(), 1);
    assert_eq!(g.record.hands[0].events, hand.events);
    assert_ne!(g.balances(), [0; 4]);
    harness.get_by_label("Dealer: Bo");
    harness.get_by_label("Hand 2");
    // Open in viewer: the played hand replays there.
    click_scrolled(&mut harness, "Open in viewer");
    assert!(harness.state().replays.error.is_none());
    assert!(harness.state().replays.game.is_some());
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn save_as_writes_the_users_file_atomically_and_autosave_follows_it() {
    let dir = scratch("save-as");
    let mut harness = recorder(&dir, Lang::English);
    start(&mut harness, "");
    // The user's own folder, outside the app's data folder.
    let folder = dir.with_file_name(format!(
        "{}-club",
        dir.file_name().expect("named").to_string_lossy()
    ));
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(&folder).expect("a folder");
    let file = folder.join("night.ron");
    // What the dialog answers with: the file chosen.
    harness.state_mut().apply(
        tilewise::app::Command::Recorder(
            tilewise::app::screens::recorder::RecorderCommand::SaveTo(file.clone()),
        ),
        &egui::Context::default(),
    );
    harness.run();
    let written = std::fs::read_to_string(&file).expect("saved");
    assert_eq!(Some(written), harness.state().recorder.record_text());
    harness.get_by_label(&format!("Saved to {}.", file.display()));
    // The message is kept typed: a change of language says it again in the new one.
    harness.state_mut().apply(
        tilewise::app::Command::SetLanguage(Lang::Russian),
        &egui::Context::default(),
    );
    harness.run();
    let russian = I18n::new(Lang::Russian).tr_args(
        "recorder-saved",
        &[("path", file.display().to_string().into())],
    );
    assert!(!russian.starts_with("Saved"), "{russian}");
    harness.get_by_label(&russian);
    harness.state_mut().apply(
        tilewise::app::Command::SetLanguage(Lang::English),
        &egui::Context::default(),
    );
    harness.run();
    // Written whole, by a rename: nothing else is left in the folder.
    let names: Vec<_> = std::fs::read_dir(&folder)
        .expect("the folder")
        .map(|e| e.expect("an entry").file_name())
        .collect();
    assert_eq!(names, vec![std::ffi::OsString::from("night.ron")]);
    // The next entry is autosaved there too.
    click_scrolled(&mut harness, "Drawn hand");
    let text = std::fs::read_to_string(&file).expect("autosaved");
    let record = tilewise::formats::game_record::parse_record(&text).expect("a record");
    assert_eq!(record.hands.len(), 1);
    let current = std::fs::read_to_string(dir.join("recorder").join("current.ron"))
        .expect("the data folder's copy");
    assert_eq!(text, current);
    // After a crash, the recording found knows its file.
    drop(harness);
    let again = recorder(&dir, Lang::English);
    let found = again.state().recorder.found.clone().expect("found");
    assert_eq!(found.file, Some(file));
    let _ = std::fs::remove_dir_all(dir);
    let _ = std::fs::remove_dir_all(folder);
}

#[test]
fn sichuan_rows_show_only_under_sichuan() {
    let dir = scratch("sichuan-rows");
    let mut harness = recorder(&dir, Lang::English);
    start(&mut harness, "Hong Kong Old Style");
    click_scrolled(&mut harness, "Bo (South)");
    notation(&mut harness, "123456789m1234p 4p");
    assert!(harness.query_by_label("Missing suit (Sichuan)").is_none());
    assert!(harness.query_by_label("Already out (Sichuan)").is_none());
    drop(harness);
    let dir2 = scratch("sichuan-rows-2");
    let mut harness = recorder(&dir2, Lang::English);
    start(&mut harness, "Sichuan");
    click_scrolled(&mut harness, "Bo (South)");
    notation(&mut harness, "123456789m1234p 4p");
    // The situation's row, and each seat's at the wall's end.
    let rows = harness.query_all_by_label("Missing suit (Sichuan)").count();
    assert_eq!(rows, 5);
    assert!(harness.query_by_label("Already out (Sichuan)").is_none());
    let _ = std::fs::remove_dir_all(dir);
    let _ = std::fs::remove_dir_all(dir2);
}

/// Renders a hand being entered move by move in every language, for a person to look at:
/// `TILEWISE_SHOTS=/tmp/shots cargo test --test recorder -- --ignored recorder_moves_for_review`.
#[test]
#[ignore = "writes PNGs for review"]
fn recorder_moves_for_review() {
    let Some(out) = std::env::var_os("TILEWISE_SHOTS") else {
        return;
    };
    let out = PathBuf::from(out);
    std::fs::create_dir_all(&out).expect("a folder for the pictures");
    let hand = simulated_hand(5);
    for lang in Lang::ALL {
        let dir = scratch(&format!("moves-shot-{lang:?}"));
        let mut harness = recorder(&dir, Lang::English);
        start(&mut harness, "");
        start_moves(&mut harness, &hand);
        // Up to the claims near the end; the next discard being completed.
        let upto = hand.events.len() - 2;
        for e in &hand.events[..upto] {
            type_move(&mut harness, e);
        }
        harness.get_by_label("move").type_text("x");
        harness.run();
        harness.key_press(egui::Key::Tab);
        harness.run();
        harness.state_mut().apply(
            tilewise::app::Command::SetLanguage(lang),
            &egui::Context::default(),
        );
        harness.run();
        harness.run();
        let image = harness.render().expect("a rendered frame");
        image
            .save(out.join(format!("recorder-moves-{lang:?}.png").to_lowercase()))
            .expect("the picture is written");
        let _ = std::fs::remove_dir_all(dir);
    }
}

#[test]
fn a_win_being_typed_is_found_again_after_a_crash() {
    let dir = scratch("draft");
    {
        let mut harness = recorder(&dir, Lang::English);
        start(&mut harness, "");
        click_scrolled(&mut harness, "Bo (South)");
        notation(&mut harness, "123m456m789m123p5p 5p");
        type_into(&mut harness, "written score", "10");
        let g = game(&harness);
        assert_eq!(g.form.winner, Some(Wind::South));
        assert!(g.entries().is_empty(), "nothing added yet");
        // The app goes away with the win typed but not added.
    }
    assert!(dir.join("recorder").join("draft.ron").is_file());
    let mut harness = recorder(&dir, Lang::English);
    harness.run();
    click_scrolled(&mut harness, "Continue it");
    let g = game(&harness);
    assert_eq!(g.form.winner, Some(Wind::South));
    assert_eq!(g.form.written, "10");
    assert_eq!(g.form.editor.tiles.len(), 14);
    // The engine scores it as before the crash; adding it clears the kept draft.
    assert!(g.preview.win.is_some(), "{:?}", g.preview.error);
    click_scrolled(&mut harness, "Add hand");
    assert_eq!(game(&harness).record.hands.len(), 1);
    assert!(!dir.join("recorder").join("draft.ron").is_file());
    let _ = std::fs::remove_dir_all(dir);
}

/// The flags and tiles a recorder offers for the winning hand, by the labels it shows.
fn offered(harness: &Harness<'_, TilewiseApp>, labels: &[String]) -> Vec<String> {
    labels
        .iter()
        .filter(|l| harness.query_by_label(l).is_some())
        .cloned()
        .collect()
}

#[test]
fn the_recorder_offers_only_the_situations_and_tiles_of_the_games_system() {
    let i18n = I18n::get(Lang::English);
    let foreign_flags = [i18n.tr("flag-humanly"), i18n.tr("flag-kong-shot")];
    let animals: Vec<String> = tilewise::tiles::Animal::ALL
        .map(|a| {
            format!(
                "{} {}",
                i18n.tr("calc-add"),
                tilewise::tiles::BonusTile::Animal(a)
            )
        })
        .to_vec();
    let flowers = [format!("{} F1", i18n.tr("calc-add"))];
    let honours = [format!("{} 1z", i18n.tr("calc-add"))];
    // Zung Jung (bonus tiles off by default): no Singapore or Sichuan flag, no animal, no
    // flower, winds and dragons.
    let mut harness = recorder(&scratch("offer-zj"), Lang::English);
    start(&mut harness, "");
    click_scrolled(&mut harness, "Bo (South)");
    assert_eq!(offered(&harness, &foreign_flags), Vec::<String>::new());
    assert_eq!(offered(&harness, &animals), Vec::<String>::new());
    assert_eq!(offered(&harness, &flowers), Vec::<String>::new());
    assert_eq!(offered(&harness, &honours), honours);
    harness.get_by_label(&i18n.tr("flag-heaven"));
    // Singapore: the humanly hand, the animals and flowers, no Sichuan flag.
    let mut harness = recorder(&scratch("offer-sg"), Lang::English);
    start(&mut harness, &i18n.tr("system-singapore"));
    click_scrolled(&mut harness, "Bo (South)");
    assert_eq!(offered(&harness, &animals), animals);
    assert_eq!(offered(&harness, &flowers), flowers);
    assert_eq!(offered(&harness, &foreign_flags), [i18n.tr("flag-humanly")]);
    // Sichuan: the shot after a kong; no honours, no bonus tile.
    let mut harness = recorder(&scratch("offer-sc"), Lang::English);
    start(&mut harness, &i18n.tr("system-sichuan"));
    click_scrolled(&mut harness, "Bo (South)");
    assert_eq!(
        offered(&harness, &foreign_flags),
        [i18n.tr("flag-kong-shot")]
    );
    assert_eq!(offered(&harness, &animals), Vec::<String>::new());
    assert_eq!(offered(&harness, &flowers), Vec::<String>::new());
    assert_eq!(offered(&harness, &honours), Vec::<String>::new());
}

#[test]
fn a_written_score_the_rules_do_not_give_is_flagged_beside_its_hand_in_the_recorder() {
    let mut harness = recorder(&scratch("flagged"), Lang::English);
    start(&mut harness, "");
    click_scrolled(&mut harness, "Bo (South)");
    notation(&mut harness, "1235m456p234789s 5m");
    click_scrolled(&mut harness, "East · Ann");
    type_into(&mut harness, "written score", "12");
    click_scrolled(&mut harness, "Add hand");
    let flag = "Bo: the table wrote 12, the rules give 10";
    // Beside the hand in the balances, and in the note of the hand just added.
    assert_eq!(harness.query_all_by_label(flag).count(), 2);
    let row = harness.get_by_label("balance Bo: +30").rect();
    let beside = harness
        .query_all_by_label(flag)
        .map(|n| n.rect())
        .filter(|r| r.left() > row.left())
        .count();
    assert_eq!(beside, 1, "one flag to the right of the players' columns");
    // The next hand begins: the flag stays beside hand 1.
    click_scrolled(&mut harness, "Cy (South)");
    assert_eq!(harness.query_all_by_label(flag).count(), 1);
    // A score written as the rules give it is not flagged.
    assert_eq!(game(&harness).disagreements.len(), 1);
}

#[test]
fn a_drawn_hand_is_said_with_an_undo_that_takes_it_back() {
    let mut harness = recorder(&scratch("drawn"), Lang::English);
    start(&mut harness, "");
    click_scrolled(&mut harness, "Drawn hand");
    assert_eq!(game(&harness).record.hands.len(), 1);
    harness.get_by_label("Hand 1 is recorded as drawn: nobody won.");
    harness.get_by_label("Dealer: Bo");
    click_scrolled(&mut harness, "Undo");
    let g = game(&harness);
    assert!(g.record.hands.is_empty(), "the drawn hand is taken back");
    assert!(g.entries().is_empty());
    assert!(
        harness.query_by_label("Undo").is_none(),
        "nothing to undo shown"
    );
    harness.get_by_label("Hand 1");
    harness.get_by_label("Dealer: Ann");
    // Drawn again, then the next hand begins: the note goes, the hand stays.
    click_scrolled(&mut harness, "Drawn hand");
    click_scrolled(&mut harness, "Cy (South)");
    assert!(
        harness
            .query_by_label("Hand 1 is recorded as drawn: nobody won.")
            .is_none()
    );
    assert_eq!(game(&harness).record.hands.len(), 1);
}

#[test]
fn an_untitled_recording_is_named_in_the_readers_language_whenever_it_is_shown() {
    use tilewise::app::screens::recorder::RecorderCommand;
    use tilewise::app::{Command, Screen};
    let mut harness = recorder(&scratch("untitled"), Lang::Russian);
    harness.run();
    for (i, name) in ["Ann", "Bo", "Cy", "Di"].iter().enumerate() {
        type_into(&mut harness, &format!("player {}", i + 1), name);
    }
    let start = I18n::get(Lang::Russian).tr("recorder-start");
    click_scrolled(&mut harness, &start);
    let drawn = I18n::get(Lang::Russian).tr("recorder-drawn");
    click_scrolled(&mut harness, &drawn);
    crate::harness::apply(
        &mut harness,
        Command::Recorder(RecorderCommand::OpenInViewer),
    );
    assert_eq!(harness.state().settings.screen, Screen::Replays);
    let title = |lang: Lang| I18n::get(lang).tr("recorder-title");
    assert_eq!(
        harness.state().open_file_name().as_deref(),
        Some(title(Lang::Russian).as_str())
    );
    harness.get_by_label_contains(&title(Lang::Russian));
    crate::harness::apply(&mut harness, Command::SetLanguage(Lang::Polish));
    harness.get_by_label_contains(&title(Lang::Polish));
    assert!(
        harness
            .query_by_label_contains(&title(Lang::Russian))
            .is_none()
    );
}

/// At 1440×900 a new hand's "Add hand" is in sight without scrolling once the winner is
/// chosen, and the game's date is written as the reader writes it, in every language.
#[test]
fn add_hand_is_in_sight_at_1440_by_900() {
    for lang in [Lang::English, Lang::Russian, Lang::Polish] {
        let dir = scratch(&format!("fold-{}", lang.tag()));
        let settings = Settings {
            screen: Screen::Recorder,
            language: lang,
            ..Settings::default()
        };
        let data = dir.clone();
        let mut harness = crate::harness::builder()
            .with_size(egui::vec2(1440.0, 900.0))
            .build_eframe(move |cc| {
                TilewiseApp::new(settings.clone(), &cc.egui_ctx).with_recorder_dir(data.clone())
            });
        harness.run();
        let i18n = tilewise::app::i18n::I18n::get(lang);
        for (i, name) in ["Ann", "Bo", "Cy", "Di"].iter().enumerate() {
            type_into(&mut harness, &format!("player {}", i + 1), name);
        }
        click_scrolled(&mut harness, &i18n.tr("recorder-start"));
        assert!(harness.state().recorder.game.is_some(), "{lang:?}");
        harness.run();
        let ctx = harness.ctx.clone();
        harness.state_mut().apply(
            tilewise::app::Command::Recorder(
                tilewise::app::screens::recorder::RecorderCommand::SetWinner(Some(
                    tilewise::tiles::Wind::South,
                )),
            ),
            &ctx,
        );
        harness.run();
        if let Some(dir) = std::env::var_os("TILEWISE_SHOTS") {
            let image = harness.render().expect("a frame");
            image
                .save(std::path::Path::new(&dir).join(format!("recorder-{}.png", lang.tag())))
                .expect("saved");
        }
        // The game's date as the reader writes it.
        let date = harness
            .state()
            .recorder
            .game
            .as_ref()
            .and_then(|g| g.record.header.date.clone());
        let today = i18n.date(&date.expect("today's date by default"));
        assert!(
            harness.query_by_label_contains(&today).is_some(),
            "{lang:?}: {today}"
        );
        let add = harness.get_by_label(&i18n.tr("recorder-add-hand")).rect();
        assert!(add.bottom() <= 900.0, "{lang:?}: Add hand at {add:?}");
        let _ = std::fs::remove_dir_all(dir);
    }
}

/// The first hand of a simulated Zung Jung game as its second player (Bo here) saw it.
fn hand_from_seat() -> tilewise::formats::game_record::HandRecord {
    let text = std::fs::read_to_string("replays/zung-jung-seed-27.ron").expect("the bundled game");
    let record = tilewise::formats::game_record::parse_record(&text).expect("a record");
    let seen = tilewise::game::seen_from(&record, "Bot B").expect("seen from Bot B");
    seen.hands[0].clone()
}

/// A new game (started in English) in `lang`, its hand entered from Bo's seat.
fn recorder_from_my_seat(dir: &Path, lang: Lang) -> Harness<'static, TilewiseApp> {
    use tilewise::app::Command;
    use tilewise::app::screens::recorder::RecorderCommand;
    use tilewise::app::screens::recorder::move_entry::MoveEntryCommand;
    let mut harness = recorder(dir, Lang::English);
    start(&mut harness, "");
    crate::harness::apply(&mut harness, Command::SetLanguage(lang));
    click_scrolled(&mut harness, &I18n::get(lang).tr("recorder-kind-my-seat"));
    crate::harness::apply(
        &mut harness,
        Command::Recorder(RecorderCommand::Moves(MoveEntryCommand::SetSeenFrom(1))),
    );
    harness
}

/// Types one entry into the move line and takes it with Enter.
fn type_entry(harness: &mut Harness<'_, TilewiseApp>, typed: &str) {
    harness.get_by_label("move").click();
    harness.run();
    harness.get_by_label("move").type_text(typed);
    harness.run();
    harness.key_press(egui::Key::Enter);
    harness.run();
    let problem = game(harness).moves.as_ref().and_then(|p| p.problem.clone());
    assert_eq!(problem, None, "{typed}");
}

#[test]
fn a_hand_recorded_from_my_seat_is_found_again_after_a_crash_and_reviewed() {
    use tilewise::app::screens::replays::{ReplaysCommand, ReviewCommand};
    let hand = hand_from_seat();
    let entries = tilewise::game::entry::written_entries(&hand);
    assert!(entries.len() < hand.events.len(), "one entry a turn");
    let half = entries.len() / 2;
    for lang in Lang::ALL {
        let i18n = I18n::get(lang);
        let dir = scratch(&format!("my-seat-{lang:?}"));
        {
            let mut harness = recorder_from_my_seat(&dir, lang);
            harness.get_by_label(&i18n.tr("moves-my-deal-hint"));
            // Only Bo's own tiles are asked for.
            assert!(harness.query_by_label("deal East").is_none());
            type_into(&mut harness, "deal South", &hand.deal[1]);
            click_scrolled(&mut harness, &i18n.tr("moves-start"));
            let panel = game(&harness).moves.clone().expect("the move entry");
            assert_eq!(panel.problem, None);
            assert_eq!(panel.seen_from, Some(1));
            for typed in &entries[..half] {
                type_entry(&mut harness, typed);
            }
            // The app goes away without saving anything itself (a crash).
        }
        let mut harness = recorder(&dir, lang);
        harness.run();
        harness.get_by_label(&i18n.tr("recorder-found"));
        click_scrolled(&mut harness, &i18n.tr("recorder-continue"));
        let panel = game(&harness).moves.clone().expect("from my seat again");
        assert_eq!(panel.seen_from, Some(1), "{lang:?}");
        let typed_so_far = panel_events(&harness).len();
        assert!(typed_so_far >= half, "{lang:?}: {typed_so_far}");
        assert_eq!(panel_events(&harness), hand.events[..typed_so_far]);
        for typed in &entries[half..] {
            type_entry(&mut harness, typed);
        }
        harness.get_by_label(&i18n.tr("moves-ended"));
        click_scrolled(&mut harness, &i18n.tr("recorder-add-hand"));
        let g = game(&harness);
        assert_eq!(g.entry_error, None, "{lang:?}");
        assert_eq!(g.record.header.seen_from.as_deref(), Some("Bo"));
        assert_eq!(g.record.hands[0].events, hand.events);
        assert_eq!(g.record.hands[0].deal, hand.deal);
        // The next hand is from Bo's seat too.
        assert_eq!(g.moves.as_ref().and_then(|p| p.seen_from), Some(1));
        // Reviewed in the viewer: Bo's decisions only.
        click_scrolled(&mut harness, &i18n.tr("recorder-open-in-viewer"));
        assert!(harness.state().replays.game.is_some());
        // The event typed names the recording.
        assert_eq!(
            harness.state().open_file_name().as_deref(),
            Some("Club night")
        );
        for command in [
            ReviewCommand::Open(true),
            ReviewCommand::SetOptions(tilewise::review::AdviseOptions {
                values: true,
                rollouts: 200,
                seed: 1,
                focus: None,
            }),
            ReviewCommand::Choose("Bo".into()),
        ] {
            crate::harness::apply_viewer(&mut harness, ReplaysCommand::Review(command));
        }
        harness.get_by_label(&i18n.tr("review-start")).click();
        for _ in 0..20_000 {
            harness.step();
            if harness.state().replays.review.job.is_none() {
                break;
            }
            std::thread::sleep(std::time::Duration::from_millis(2));
        }
        harness.run();
        let review = harness.state().replays.review.shown().cloned();
        assert!(
            harness.state().replays.review.error.is_none(),
            "{:?}",
            harness.state().replays.review.error
        );
        let review = review.expect("the review is shown");
        assert!(!review.decisions.is_empty(), "{lang:?}");
        assert!(review.decisions.iter().all(|d| d.seat == Wind::South));
        let _ = std::fs::remove_dir_all(dir);
    }
}

#[test]
#[ignore = "writes PNGs for review"]
fn recorder_my_seat_for_review() {
    let Some(out) = std::env::var_os("TILEWISE_SHOTS") else {
        return;
    };
    let out = PathBuf::from(out);
    std::fs::create_dir_all(&out).expect("a folder for the pictures");
    let hand = hand_from_seat();
    let entries = tilewise::game::entry::written_entries(&hand);
    for lang in Lang::ALL {
        let i18n = I18n::get(lang);
        let dir = scratch(&format!("my-seat-shot-{lang:?}"));
        let mut harness = recorder_from_my_seat(&dir, lang);
        type_into(&mut harness, "deal South", &hand.deal[1]);
        harness.run();
        let image = harness.render().expect("a rendered frame");
        image
            .save(out.join(format!("recorder-my-seat-deal-{lang:?}.png").to_lowercase()))
            .expect("the picture is written");
        click_scrolled(&mut harness, &i18n.tr("moves-start"));
        for typed in &entries[..entries.len() / 2] {
            type_entry(&mut harness, typed);
        }
        harness.run();
        let image = harness.render().expect("a rendered frame");
        image
            .save(out.join(format!("recorder-my-seat-{lang:?}.png").to_lowercase()))
            .expect("the picture is written");
        let _ = std::fs::remove_dir_all(dir);
    }
}
