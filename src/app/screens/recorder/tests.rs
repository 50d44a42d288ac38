//! Tests of the recorder (`recorder.rs`): a game entered hand by hand and move by move,
//! autosaved and read back.

use crate::app::screens::recorder::*;
use crate::hand::WinMethod;

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tilewise-recorder-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

fn started(dir: &Path, system: RuleId) -> Recorder {
    let mut rec = Recorder::with_data_dir(dir.to_path_buf());
    rec.apply(RecorderCommand::SetSystem(system));
    for (i, name) in ["Ann", "Bo", "Cy", "Di"].iter().enumerate() {
        rec.apply(RecorderCommand::SetPlayer(i, name.to_string()));
    }
    rec.apply(RecorderCommand::Start);
    run_io(&mut rec);
    rec
}

fn enter_win(rec: &mut Recorder, seat: Wind, notation: &str, win: WinMethod, from: Option<Wind>) {
    rec.apply(RecorderCommand::SetWinner(Some(seat)));
    rec.apply(RecorderCommand::Hand(CalcCommand::SetNotation(
        notation.into(),
    )));
    rec.apply(RecorderCommand::Hand(CalcCommand::SetWin(win)));
    rec.apply(RecorderCommand::Hand(CalcCommand::SetDiscarder(from)));
}

fn saved(dir: &Path) -> GameRecord {
    let text = std::fs::read_to_string(dir.join(FOLDER).join(CURRENT)).expect("autosaved");
    crate::replay::parse_record(&text).expect("a whole record")
}

#[test]
fn dates_from_unix_seconds() {
    assert_eq!(date_of_unix(0), "1970-01-01");
    assert_eq!(date_of_unix(951_782_400), "2000-02-29");
    assert_eq!(date_of_unix(1_767_225_599), "2025-12-31");
}

#[test]
fn dates_as_typed_in_either_form() {
    assert_eq!(date_typed("2026-12-05").as_deref(), Some("2026-12-05"));
    assert_eq!(date_typed(" 05.12.2026 ").as_deref(), Some("2026-12-05"));
    assert_eq!(date_typed("5.1.2027").as_deref(), Some("2027-01-05"));
    assert_eq!(date_typed("29/02/2024").as_deref(), Some("2024-02-29"));
    for bad in [
        "29.02.2026",
        "31.04.2026",
        "2026-13-01",
        "12.2026",
        "05.12.26",
        "tomorrow",
        "",
    ] {
        assert_eq!(date_typed(bad), None, "{bad}");
    }
}

#[test]
fn a_date_typed_the_russian_way_is_kept_as_iso_and_a_wrong_one_refused() {
    let mut rec = Recorder::default();
    for (i, name) in ["Ann", "Bo", "Cy", "Di"].into_iter().enumerate() {
        rec.apply(RecorderCommand::SetPlayer(i, name.into()));
    }
    rec.apply(RecorderCommand::SetDate("31.04.2026".into()));
    rec.apply(RecorderCommand::Start);
    assert!(rec.game.is_none());
    assert_eq!(rec.setup_error, Some("recorder-bad-date"));
    rec.apply(RecorderCommand::SetDate("04.12.2026".into()));
    rec.apply(RecorderCommand::Start);
    let game = rec.game.as_ref().expect("started");
    assert_eq!(game.record.header.date.as_deref(), Some("2026-12-04"));
    assert_eq!(rec.setup_error, None);
}

#[test]
fn four_names_are_needed() {
    let mut rec = Recorder::default();
    rec.apply(RecorderCommand::SetPlayer(0, "Ann".into()));
    rec.apply(RecorderCommand::Start);
    assert!(rec.game.is_none());
    assert_eq!(rec.setup_error, Some("recorder-need-players"));
}

#[test]
fn the_autosave_is_a_whole_record_after_every_entry() {
    let dir = scratch("every-entry");
    let mut rec = started(&dir, RuleId::HkOldStyle);
    assert!(saved(&dir).hands.is_empty());
    let mut steps = Vec::new();
    // Hong Kong: a bonus, a kong, then a win; a drawn hand; a win by South.
    rec.apply(RecorderCommand::SetBonus(BonusForm {
        seat: Wind::North,
        tiles: "F4".into(),
        dealt: false,
    }));
    rec.apply(RecorderCommand::AddBonus);
    run_io(&mut rec);
    steps.push(saved(&dir));
    rec.apply(RecorderCommand::SetKong(KongForm {
        seat: Wind::West,
        kind: KongKind::Concealed,
        tile: "9s".into(),
        from: None,
    }));
    rec.apply(RecorderCommand::AddKong);
    run_io(&mut rec);
    steps.push(saved(&dir));
    enter_win(
        &mut rec,
        Wind::East,
        "123m456p678s22z11z 1z",
        WinMethod::SelfDraw,
        None,
    );
    rec.apply(RecorderCommand::AddWin);
    run_io(&mut rec);
    let game = rec.game.as_ref().expect("recording");
    assert_eq!(game.entry_error, None);
    steps.push(saved(&dir));
    rec.apply(RecorderCommand::Drawn);
    run_io(&mut rec);
    steps.push(saved(&dir));
    let counts: Vec<usize> = steps.iter().map(|r| r.hands.len()).collect();
    assert_eq!(counts, [1, 1, 1, 2]);
    // The hand in progress is there as entered; the ended ones replay.
    assert_eq!(steps[0].hands[0].result.as_ref().map(Vec::len), Some(1));
    assert_eq!(steps[1].hands[0].result.as_ref().map(Vec::len), Some(2));
    assert!(crate::game::replay(&steps[3]).is_ok());
    // Read back, the recording goes on where it was.
    let again = Recorder::with_data_dir(dir.clone());
    let found = again.found.expect("offered");
    assert_eq!(found.record, steps[3]);
    assert!(!found.in_progress, "both hands ended");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_hand_in_progress_is_read_back_as_the_hand_being_entered() {
    let dir = scratch("in-progress");
    let mut rec = started(&dir, RuleId::Sichuan);
    enter_win(
        &mut rec,
        Wind::South,
        "123456789m1234p 4p",
        WinMethod::Discard,
        Some(Wind::East),
    );
    rec.apply(RecorderCommand::AddWin);
    run_io(&mut rec);
    assert_eq!(rec.game.as_ref().map(|g| g.out()), Some(vec![Wind::South]));
    let mut again = Recorder::with_data_dir(dir.clone());
    let found = again.found.as_ref().expect("offered");
    assert!(found.in_progress, "the hand goes on after a win in Sichuan");
    assert_eq!(found.record.hands.len(), 1);
    again.apply(RecorderCommand::ContinueFound);
    let game = again.game.as_ref().expect("continued");
    assert!(game.record.hands.is_empty());
    assert_eq!(game.entries().len(), 1);
    assert_eq!(game.out(), vec![Wind::South]);
    let _ = std::fs::remove_dir_all(dir);
}

/// A hand of a simulated Zung Jung game: its deal and moves.
fn simulated_hand(index: usize) -> HandRecord {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/replays/zung-jung-seed-27.ron");
    let text = std::fs::read_to_string(path).expect("the bundled game");
    let record = crate::replay::parse_record(&text).expect("a record");
    record.hands[index].clone()
}

fn moves(rec: &mut Recorder, command: MoveEntryCommand) {
    rec.apply(RecorderCommand::Moves(command));
    run_io(rec);
}

/// Types a hand's deal and its first `count` moves.
fn enter_moves(rec: &mut Recorder, hand: &HandRecord, count: usize) {
    for (w, d) in Wind::ALL.into_iter().zip(&hand.deal) {
        moves(rec, MoveEntryCommand::EditDeal(w, d.clone()));
    }
    moves(rec, MoveEntryCommand::StartMoves);
    for e in hand.events.iter().take(count) {
        moves(
            rec,
            MoveEntryCommand::EditLine(crate::game::entry::token(e)),
        );
        moves(rec, MoveEntryCommand::Enter);
        let panel = rec.game.as_ref().and_then(|g| g.moves.as_ref());
        assert_eq!(panel.and_then(|p| p.problem.clone()), None, "{e:?}");
    }
}

fn panel_events(rec: &Recorder) -> Vec<Event> {
    rec.game
        .as_ref()
        .and_then(|g| g.moves.as_ref())
        .and_then(|p| p.entry.as_ref())
        .map(|e| e.hand.events.clone())
        .unwrap_or_default()
}

#[test]
fn a_hand_entered_move_by_move_is_added_settled_and_rotates_the_deal() {
    let dir = scratch("moves");
    let mut rec = started(&dir, RuleId::ZungJung);
    let played = simulated_hand(5);
    rec.apply(RecorderCommand::SetHandKind(HandKind::Moves));
    enter_moves(&mut rec, &played, 10);
    // Autosaved after every move: the record's last hand is the hand so far.
    let saved_now = saved(&dir);
    let last = saved_now.hands.last().expect("the hand in progress");
    assert_eq!(last.events, played.events[..10]);
    assert_eq!(last.result, None);
    // Read back, the moves go on where they were.
    let mut again = Recorder::with_data_dir(dir.clone());
    again.apply(RecorderCommand::ContinueFound);
    assert_eq!(panel_events(&again), played.events[..10]);
    assert!(
        again
            .game
            .as_ref()
            .is_some_and(|g| g.record.hands.is_empty())
    );
    // Not ended: Add hand is refused.
    rec.apply(RecorderCommand::AddPlayedHand);
    assert!(rec.game.as_ref().is_some_and(|g| g.entry_error.is_some()));
    for e in &played.events[10..] {
        moves(
            &mut rec,
            MoveEntryCommand::EditLine(crate::game::entry::token(e)),
        );
        moves(&mut rec, MoveEntryCommand::Enter);
    }
    assert_eq!(panel_events(&rec), played.events);
    rec.apply(RecorderCommand::AddPlayedHand);
    run_io(&mut rec);
    let game = rec.game.as_ref().expect("recording");
    assert_eq!(game.entry_error, None);
    assert_eq!(game.record.hands.len(), 1);
    assert_eq!(game.record.hands[0].events, played.events);
    // The ledger moves as the engine settles the hand alone.
    let alone = GameRecord {
        header: game.record.header.clone(),
        hands: game.record.hands.clone(),
    };
    let replayed = crate::game::replay(&alone).expect("the hand replays");
    assert_eq!(game.balances(), replayed.balances);
    assert_ne!(game.balances(), [0; 4]);
    // Zung Jung passes the deal; the next hand is entered move by move too.
    assert_eq!(game.draft.seats, vec![1, 2, 3, 0]);
    assert_eq!(game.kind(), HandKind::Moves);
    assert_eq!(game.moves.as_ref().map(|p| p.number), Some(2));
    assert!(crate::game::replay(&saved(&dir)).is_ok());
    // Undo takes the hand back without its last move (the win).
    rec.apply(RecorderCommand::UndoEntry);
    let game = rec.game.as_ref().expect("recording");
    assert!(game.record.hands.is_empty());
    assert_eq!(panel_events(&rec), played.events[..played.events.len() - 1]);
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn an_override_goes_with_a_played_hand_as_its_first_note() {
    let dir = scratch("moves-override");
    let mut rec = started(&dir, RuleId::ZungJung);
    rec.apply(RecorderCommand::OpenOverride);
    let mut o = rec
        .game
        .as_ref()
        .and_then(|g| g.form.seat_override.clone())
        .expect("open");
    o.seats = [2, 1, 0, 3];
    o.reason = "Cy deals first".into();
    rec.apply(RecorderCommand::SetOverride(o));
    rec.apply(RecorderCommand::ApplyOverride);
    rec.apply(RecorderCommand::SetHandKind(HandKind::Moves));
    let played = simulated_hand(1);
    enter_moves(&mut rec, &played, 3);
    let game = rec.game.as_ref().expect("recording");
    assert_eq!(game.moves.as_ref().map(|p| p.seats), Some([2, 1, 0, 3]));
    let hand = game.played_hand().expect("played");
    assert_eq!(hand.events[0], Event::Note("Cy deals first".into()));
    assert_eq!(hand.events[1..], played.events[..3]);
    assert_eq!(hand.seats, vec![2, 1, 0, 3]);
    // A hand is written one way: no results now.
    rec.apply(RecorderCommand::SetHandKind(HandKind::Results));
    assert_eq!(rec.game.as_ref().map(Game::kind), Some(HandKind::Moves));
    let mut again = Recorder::with_data_dir(dir.clone());
    again.apply(RecorderCommand::ContinueFound);
    let game = again.game.as_ref().expect("continued");
    assert_eq!(
        game.entries(),
        &[ResultEntry::Note("Cy deals first".into())]
    );
    assert_eq!(game.draft.seats, vec![2, 1, 0, 3]);
    assert_eq!(panel_events(&again), played.events[..3]);
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_penalty_needs_an_amount_and_goes_between_moves() {
    let mut rec = Recorder::default();
    for (i, name) in ["Ann", "Bo", "Cy", "Di"].iter().enumerate() {
        rec.apply(RecorderCommand::SetPlayer(i, name.to_string()));
    }
    rec.apply(RecorderCommand::Start);
    let form = |amount: &str| PenaltyForm {
        seat: Wind::West,
        amount: amount.into(),
        reason: "false win".into(),
    };
    rec.apply(RecorderCommand::SetPenalty(form("ten")));
    rec.apply(RecorderCommand::AddPenalty);
    let game = rec.game.as_ref().expect("recording");
    assert!(game.entries().is_empty() && game.entry_error.is_some());
    // Above the range a record could not read back: refused, the range said.
    rec.apply(RecorderCommand::SetPenalty(form("4294967295")));
    rec.apply(RecorderCommand::AddPenalty);
    let game = rec.game.as_ref().expect("recording");
    assert!(game.entries().is_empty());
    let said = game.entry_error.clone().unwrap_or_default();
    assert!(said.contains("1") && said.contains("10000"), "{said}");
    rec.apply(RecorderCommand::SetPenalty(form("30")));
    rec.apply(RecorderCommand::AddPenalty);
    let game = rec.game.as_ref().expect("recording");
    let penalty = Penalty {
        seat: Wind::West,
        amount: 30,
        reason: "false win".into(),
    };
    assert_eq!(game.entries(), &[ResultEntry::Penalty(penalty.clone())]);
    assert!(
        game.draft_replay
            .ledger
            .iter()
            .any(|e| e.from == Some(2) && e.amount == 30)
    );
    // Move by move: not before the deal, then as an event between moves.
    rec.apply(RecorderCommand::UndoEntry);
    rec.apply(RecorderCommand::SetHandKind(HandKind::Moves));
    rec.apply(RecorderCommand::SetPenalty(form("30")));
    rec.apply(RecorderCommand::AddPenalty);
    assert!(rec.game.as_ref().is_some_and(|g| g.entry_error.is_some()));
    enter_moves(&mut rec, &simulated_hand(1), 2);
    rec.apply(RecorderCommand::AddPenalty);
    let events = panel_events(&rec);
    assert_eq!(events.last(), Some(&Event::Penalty(penalty)));
}

#[test]
fn the_deal_passes_by_the_rotation_and_an_override_keeps_its_reason() {
    let mut rec = Recorder::default();
    for (i, name) in ["Ann", "Bo", "Cy", "Di"].iter().enumerate() {
        rec.apply(RecorderCommand::SetPlayer(i, name.to_string()));
    }
    rec.apply(RecorderCommand::Start);
    rec.apply(RecorderCommand::Drawn);
    // Zung Jung passes the deal every hand.
    let game = rec.game.as_ref().expect("recording");
    assert_eq!(game.draft.seats, vec![1, 2, 3, 0]);
    rec.apply(RecorderCommand::OpenOverride);
    let mut o = rec
        .game
        .as_ref()
        .and_then(|g| g.form.seat_override.clone())
        .expect("open");
    o.seats = [3, 2, 1, 0];
    o.prevailing = Wind::South;
    rec.apply(RecorderCommand::SetOverride(o.clone()));
    rec.apply(RecorderCommand::ApplyOverride);
    assert!(
        rec.game
            .as_ref()
            .and_then(|g| g.entry_error.clone())
            .is_some()
    );
    o.reason = "Di arrived late".into();
    rec.apply(RecorderCommand::SetOverride(o));
    rec.apply(RecorderCommand::ApplyOverride);
    rec.apply(RecorderCommand::Drawn);
    let game = rec.game.as_ref().expect("recording");
    let hand = &game.record.hands[1];
    assert_eq!(hand.seats, vec![3, 2, 1, 0]);
    assert_eq!(hand.prevailing_wind, Wind::South);
    assert_eq!(
        hand.result.as_ref().and_then(|r| r.first()),
        Some(&ResultEntry::Note("Di arrived late".into()))
    );
    // From the table's seats, the deal passes on.
    assert_eq!(game.draft.seats, vec![2, 1, 0, 3]);
    assert_eq!(game.draft.prevailing_wind, Wind::South);
    // Undo takes the hand back, then its entries one by one.
    rec.apply(RecorderCommand::UndoEntry);
    rec.apply(RecorderCommand::UndoEntry);
    let game = rec.game.as_ref().expect("recording");
    assert_eq!(game.record.hands.len(), 1);
    assert_eq!(game.draft.seats, vec![1, 2, 3, 0]);
}

/// Plays the hostile note: `current.file` rewritten to name `target`, then the app restarts,
/// continues the recording and enters a drawn hand.
fn restart_with_note(dir: &Path, target: &Path) -> (Recorder, Vec<Notice>) {
    std::fs::write(
        dir.join(FOLDER).join(CURRENT_FILE),
        target.display().to_string(),
    )
    .unwrap();
    let mut again = Recorder::with_data_dir(dir.to_path_buf());
    let notices = std::mem::take(&mut again.notices);
    again.apply(RecorderCommand::ContinueFound);
    again.apply(RecorderCommand::Drawn);
    run_io(&mut again);
    (again, notices)
}

#[test]
fn the_note_of_the_own_file_leads_only_to_this_games_record() {
    let dir = scratch("own-file");
    let mine = scratch("own-file-mine");
    std::fs::create_dir_all(&mine).unwrap();
    let mut rec = started(&dir, RuleId::ZungJung);
    let own = mine.join("friday.ron");
    rec.apply(RecorderCommand::SaveTo(own.clone()));
    run_io(&mut rec);
    assert_eq!(saved(&dir).hands.len(), 0);

    // The note names the game's own file: the autosave keeps writing it.
    let (again, notices) = restart_with_note(&dir, &own);
    assert_eq!(notices, vec![]);
    let text = std::fs::read_to_string(&own).unwrap();
    assert_eq!(crate::replay::parse_record(&text).unwrap().hands.len(), 1);
    drop(again);

    // The user's notes: never written, the note kept aside and said.
    let notes = mine.join("notes.txt");
    std::fs::write(&notes, "my notes").unwrap();
    let (_, notices) = restart_with_note(&dir, &notes);
    assert_eq!(std::fs::read_to_string(&notes).unwrap(), "my notes");
    assert!(
        notices
            .iter()
            .any(|n| n.message_id == "notice-recorder-file-kept"),
        "{notices:?}"
    );
    assert!(
        dir.join(FOLDER)
            .join(format!("{CURRENT_FILE}.bad"))
            .exists()
    );
    assert_eq!(saved(&dir).hands.len(), 2, "the data folder's copy goes on");

    // Another data file of the app, a missing file: neither is written.
    let progress = dir.join("progress.ron");
    std::fs::write(&progress, text.as_bytes()).unwrap();
    restart_with_note(&dir, &progress);
    assert_eq!(std::fs::read_to_string(&progress).unwrap(), text);
    let gone = mine.join("gone.ron");
    restart_with_note(&dir, &gone);
    assert!(!gone.exists());
    let _ = std::fs::remove_dir_all(dir);
    let _ = std::fs::remove_dir_all(mine);
}

#[cfg(unix)]
#[test]
fn a_pipe_or_dev_zero_as_the_note_neither_hangs_nor_swells() {
    let dir = scratch("note-special");
    let rec = started(&dir, RuleId::ZungJung);
    drop(rec);
    let note = dir.join(FOLDER).join(CURRENT_FILE);
    let made = std::process::Command::new("mkfifo").arg(&note).status();
    assert!(made.unwrap().success());
    let again = Recorder::with_data_dir(dir.clone());
    assert!(again.found.as_ref().is_some_and(|f| f.file.is_none()));
    std::fs::remove_file(&note).ok();
    std::fs::remove_file(dir.join(FOLDER).join(format!("{CURRENT_FILE}.bad"))).ok();
    std::os::unix::fs::symlink("/dev/zero", &note).unwrap();
    let again = Recorder::with_data_dir(dir.clone());
    assert!(again.found.as_ref().is_some_and(|f| f.file.is_none()));
    // A note naming a pipe: the pipe is never opened.
    let pipe = dir.join("pipe");
    std::process::Command::new("mkfifo")
        .arg(&pipe)
        .status()
        .unwrap();
    let (again, _) = restart_with_note(&dir, &pipe);
    assert!(again.game.as_ref().is_some_and(|g| g.file.is_none()));
    let _ = std::fs::remove_dir_all(dir);
}
