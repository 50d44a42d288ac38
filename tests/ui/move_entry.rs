//! Entering a hand move by move in the app's panel: the deal typed, moves typed as tokens,
//! Tab completing, Enter taking the move, an illegal move refused with its reason, undo.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use tilewise::app::i18n::{I18n, Lang};
use tilewise::app::screens::recorder::move_entry::{
    MoveEntryCommand, MoveEntryPanel, move_entry_ui,
};
use tilewise::app::widgets::tile_art::install_fonts;
use tilewise::formats::game_record::{Event, parse_record};

/// The panel with the first hand of a simulated Zung Jung game to enter.
fn panel() -> (MoveEntryPanel, Vec<Event>) {
    let text = std::fs::read_to_string("replays/zung-jung-seed-27.ron").unwrap();
    let record = parse_record(&text).unwrap();
    let hand = &record.hands[1];
    let names: [String; 4] = std::array::from_fn(|i| record.header.players[i].clone());
    let seats: [u8; 4] = std::array::from_fn(|i| hand.seats[i]);
    let mut panel = MoveEntryPanel::new(
        record.header.rules.clone(),
        2,
        hand.prevailing_wind,
        seats,
        names,
    );
    for (w, d) in tilewise::tiles::Wind::ALL.into_iter().zip(&hand.deal) {
        panel.apply(MoveEntryCommand::EditDeal(w, d.clone()));
    }
    (panel, hand.events.clone())
}

fn harness(panel: MoveEntryPanel, lang: Lang) -> Harness<'static, MoveEntryPanel> {
    crate::harness::builder()
        .with_size(egui::vec2(900.0, 760.0))
        .build_ui_state(
            move |ui, panel: &mut MoveEntryPanel| {
                let mut fonts = egui::FontDefinitions::default();
                install_fonts(&mut fonts);
                ui.ctx().set_fonts(fonts);
                let i18n = I18n::get(lang);
                let mut out = Vec::new();
                move_entry_ui(ui, panel, i18n, false, &mut out);
                for c in out {
                    panel.apply(c);
                }
            },
            panel,
        )
}

#[test]
fn a_hand_typed_move_by_move_is_the_recorded_hand() {
    let (panel, events) = panel();
    let mut h = harness(panel, Lang::English);
    h.run();
    h.get_by_label("Start the moves").click();
    h.run();
    assert!(h.state().entry.is_some(), "{:?}", h.state().problem);
    for event in &events {
        let typed = tilewise::game::entry::token(event);
        h.get_by_label("move").click();
        h.run();
        h.get_by_label("move").type_text(&typed);
        h.run();
        h.key_press(egui::Key::Enter);
        h.run();
        assert_eq!(h.state().problem, None, "{typed}");
    }
    let finished = h.state().finished().expect("the hand is over");
    assert_eq!(finished.events, events);
    h.get_by_label("The hand is over.");
}

#[test]
fn tab_completes_and_an_illegal_move_is_refused_then_undone() {
    let (mut panel, events) = panel();
    let i18n = I18n::get(Lang::English);
    panel.apply(MoveEntryCommand::StartMoves);
    let mut h = harness(panel, Lang::English);
    h.run();
    // South cannot draw before East discards: refused with the engine's reason.
    h.get_by_label("move").click();
    h.run();
    h.get_by_label("move").type_text("S d 5m");
    h.run();
    h.key_press(egui::Key::Enter);
    h.run();
    let problem = problem_in(&h, i18n);
    assert!(problem.contains("not South's turn to draw"), "{problem}");
    assert!(h.state().entry.as_ref().unwrap().hand.events.is_empty());
    // Tab completes "x" to one of the dealer's discards; Enter takes it.
    h.get_by_label("move").click();
    h.run();
    h.state_mut()
        .apply(MoveEntryCommand::EditLine(String::new()));
    h.get_by_label("move").type_text("x");
    h.run();
    h.key_press(egui::Key::Tab);
    h.run();
    let line = h.state().line.clone();
    assert!(line.starts_with("E x "), "{line}");
    h.key_press(egui::Key::Enter);
    h.run();
    let entry = h.state().entry.clone().unwrap();
    assert_eq!(entry.hand.events.len(), 1);
    assert!(matches!(entry.hand.events[0], Event::Discard(..)));
    h.get_by_label("Undo the last move").click();
    h.run();
    assert!(h.state().entry.as_ref().unwrap().hand.events.is_empty());
    assert!(!events.is_empty());
}

#[test]
fn a_bad_deal_is_refused_with_the_seat() {
    let (mut panel, _) = panel();
    let i18n = I18n::get(Lang::Russian);
    panel.apply(MoveEntryCommand::EditDeal(
        tilewise::tiles::Wind::West,
        "123m".into(),
    ));
    let mut h = harness(panel, Lang::Russian);
    h.run();
    h.get_by_label("Перейти к ходам").click();
    h.run();
    let problem = problem_in(&h, i18n);
    assert!(
        problem.contains("раздача") || problem.contains("Запад"),
        "{problem}"
    );
    assert!(h.state().entry.is_none());
}

/// A hand entered move by move in Russian and Polish: the panel speaks the reader's language
/// (the moves themselves are typed, and shown, in the notation the user types).
#[test]
fn entering_moves_in_russian_and_polish_names_seats_and_tiles_in_words() {
    for (lang, draw) in [
        (Lang::Russian, "Запад берёт: пятёрка бамбуков"),
        (Lang::Polish, "Zachód dobiera: piątka bambusów"),
    ] {
        let (mut panel, events) = panel();
        panel.apply(MoveEntryCommand::StartMoves);
        for event in events.iter().take(20) {
            let typed = tilewise::game::entry::token(event);
            panel.apply(MoveEntryCommand::EditLine(typed.clone()));
            panel.apply(MoveEntryCommand::Enter);
            assert_eq!(panel.problem, None, "{typed}");
        }
        let mut h = harness(panel, lang);
        h.run();
        if let Some(dir) = std::env::var_os("TILEWISE_SHOTS") {
            let dir = std::path::PathBuf::from(dir);
            std::fs::create_dir_all(&dir).expect("a folder for the pictures");
            let image = h.render().expect("a rendered frame");
            image
                .save(dir.join(format!("move-entry-{}.png", lang.tag())))
                .expect("the picture is written");
        }
        assert!(
            h.query_by_label_contains(draw).is_some(),
            "{lang:?}: {draw}"
        );
    }
}

/// The move entry's problem as it is said in `i18n`'s language (empty: none).
fn problem_in(h: &Harness<'_, MoveEntryPanel>, i18n: &I18n) -> String {
    let problem = h.state().problem.as_ref();
    problem.map(|p| i18n.said(p)).unwrap_or_default()
}

/// The panel for the first hand of a simulated Zung Jung game as Bot B (South) saw it, its
/// deal not yet typed; and that hand.
fn one_seat_panel() -> (MoveEntryPanel, tilewise::formats::game_record::HandRecord) {
    let text = std::fs::read_to_string("replays/zung-jung-seed-27.ron").unwrap();
    let record = parse_record(&text).unwrap();
    let seen = tilewise::game::seen_from(&record, "Bot B").unwrap();
    let hand = seen.hands[0].clone();
    let names: [String; 4] = std::array::from_fn(|i| record.header.players[i].clone());
    let seats: [u8; 4] = std::array::from_fn(|i| hand.seats[i]);
    let mut panel = MoveEntryPanel::new(
        record.header.rules.clone(),
        1,
        hand.prevailing_wind,
        seats,
        names,
    );
    panel.seen_from = Some(1);
    (panel, hand)
}

#[test]
fn a_hand_from_one_seat_is_pasted_from_a_written_list() {
    let (mut panel, hand) = one_seat_panel();
    let hand = &hand;
    panel.apply(MoveEntryCommand::EditDeal(
        tilewise::tiles::Wind::South,
        hand.deal[1].clone(),
    ));
    panel.apply(MoveEntryCommand::StartMoves);
    assert_eq!(panel.problem, None);
    // The written list: a tile a turn, claims and the win as on the move line.
    let written = tilewise::game::entry::written_entries(hand);
    for lang in [Lang::Polish, Lang::English] {
        let i18n = I18n::get(lang);
        let mut h = harness(panel.clone(), lang);
        h.run();
        h.get_by_label(&i18n.tr("moves-paste")).click();
        h.run();
        // A wrong entry first: refused at its place, nothing taken.
        let mut wrong = written.clone();
        wrong[2] = "9z".into();
        h.get_by_label("pasted moves").click();
        h.run();
        h.get_by_label("pasted moves").type_text(&wrong.join(", "));
        h.run();
        h.get_by_label(&i18n.tr("moves-paste-enter")).click();
        h.run();
        let problem = problem_in(&h, i18n);
        assert!(problem.contains('3'), "{lang:?}: {problem}");
        assert!(h.state().entry.as_ref().unwrap().hand.events.is_empty());
        // Corrected as a person would: the field emptied and the list typed, the button again.
        h.get_by_label("pasted moves").click();
        h.run();
        h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
        h.run();
        h.key_press(egui::Key::Backspace);
        h.run();
        h.get_by_label("pasted moves")
            .type_text(&written.join(", "));
        h.run();
        h.get_by_label(&i18n.tr("moves-paste-enter")).click();
        h.run();
        assert_eq!(h.state().problem, None, "{lang:?}");
        assert_eq!(h.state().entry.as_ref().unwrap().hand.events, hand.events);
        h.get_by_label(&i18n.tr("moves-ended"));
    }
}

#[test]
fn a_hand_from_one_seat_is_entered_one_click_a_turn() {
    let (panel, hand) = one_seat_panel();
    let hand = &hand;
    let lang = Lang::Russian;
    let i18n = I18n::get(lang);
    let mut h = harness(panel, lang);
    h.run();
    // The dealt tiles by clicks too.
    let dealt = tilewise::tiles::parse_tiles(&hand.deal[1]).unwrap();
    for t in &dealt {
        h.get_by_label(&format!("deal {t}")).click();
        h.run();
    }
    h.get_by_label(&i18n.tr("moves-start")).click();
    h.run();
    assert_eq!(h.state().problem, None);
    assert!(h.state().entry.is_some());
    let written = tilewise::game::entry::written_entries(hand);
    let mut clicks = 0;
    for entry in &written {
        let seat_name = |letter: &str| {
            let w = match letter {
                "E" => tilewise::tiles::Wind::East,
                "S" => tilewise::tiles::Wind::South,
                "W" => tilewise::tiles::Wind::West,
                _ => tilewise::tiles::Wind::North,
            };
            i18n.message(&tilewise::tiles::names::wind(w))
        };
        let words: Vec<&str> = entry.split_whitespace().collect();
        match words.as_slice() {
            [tile] if tilewise::tiles::parse_tile(tile).is_ok() => {
                h.get_by_label(&format!("click {tile}")).click();
                clicks += 1;
            }
            [seat, "p"] => {
                let label = i18n.tr_args("moves-click-pung", &[("seat", seat_name(seat).into())]);
                h.get_by_label(&label).click();
                clicks += 1;
            }
            _ => h
                .state_mut()
                .apply(MoveEntryCommand::EnterText(entry.clone())),
        }
        h.run();
        assert_eq!(h.state().problem, None, "{entry}");
    }
    let entered = h.state().entry.as_ref().unwrap().hand.events.clone();
    assert_eq!(entered, hand.events);
    assert!(
        clicks * 10 >= written.len() * 9,
        "{clicks} clicks of {}",
        written.len()
    );
}
