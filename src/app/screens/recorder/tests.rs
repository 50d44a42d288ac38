//! Tests of the recorder (`recorder.rs`): a game entered hand by hand and move by move,
//! autosaved and read back.

use crate::app::notice::Notice;
use crate::app::screens::recorder::*;
use crate::hand::WinMethod;
use std::path::Path;

/// Applies `command` as the app does: each effect runs here in turn, and what it answers is
/// applied before the next. Returns the notices said.
pub(crate) fn act(rec: &mut Recorder, command: RecorderCommand) -> Vec<Notice> {
    let mut notices = Vec::new();
    let (settings, i18n) = (
        crate::app::Settings::default(),
        crate::app::i18n::I18n::english(),
    );
    for effect in rec.apply(command, &Ctx::new(&settings, i18n)) {
        for answer in crate::app::run_effect::run_here([effect]) {
            match answer {
                Command::Recorder(command) => notices.extend(act(rec, command)),
                Command::Notify(notice) => notices.push(notice),
                other => panic!("the recorder's effects answer the recorder: {other:?}"),
            }
        }
    }
    notices
}

/// The recorder of the app's data folder `dir` as the app starts it, with the notices said.
pub(crate) fn reopened(dir: &Path) -> (Recorder, Vec<Notice>) {
    let mut notices = Vec::new();
    let (found, writable) = crate::app::autosave::recording_in(dir, &mut notices);
    (
        Recorder::with_found(writable.then(|| dir.to_path_buf()), found),
        notices,
    )
}

/// A game of four players started under `system` in the data folder `dir`.
pub(crate) fn started(dir: &Path, system: RuleId) -> Recorder {
    let (mut rec, _) = reopened(dir);
    act(&mut rec, RecorderCommand::SetSystem(system));
    for (i, name) in ["Ann", "Bo", "Cy", "Di"].iter().enumerate() {
        act(&mut rec, RecorderCommand::SetPlayer(i, name.to_string()));
    }
    act(&mut rec, RecorderCommand::Start);
    rec
}

/// The text of a file the recorder wrote.
pub(crate) fn read(path: &Path) -> String {
    crate::files::read_text(
        &path.display().to_string(),
        crate::files::DEFAULT_FILE_LIMIT,
    )
    .expect("written")
}

fn enter_win(rec: &mut Recorder, seat: Wind, notation: &str, win: WinMethod, from: Option<Wind>) {
    act(rec, RecorderCommand::SetWinner(Some(seat)));
    act(
        rec,
        RecorderCommand::Hand(CalcCommand::SetNotation(notation.into())),
    );
    act(rec, RecorderCommand::Hand(CalcCommand::SetWin(win)));
    act(rec, RecorderCommand::Hand(CalcCommand::SetDiscarder(from)));
}

fn saved(dir: &Path) -> GameRecord {
    let text = read(&dir.join(FOLDER).join(CURRENT));
    crate::formats::game_record::parse_record(&text).expect("a whole record")
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
        act(&mut rec, RecorderCommand::SetPlayer(i, name.into()));
    }
    act(&mut rec, RecorderCommand::SetDate("31.04.2026".into()));
    act(&mut rec, RecorderCommand::Start);
    assert!(rec.game.is_none());
    assert_eq!(rec.setup_error, Some("recorder-bad-date"));
    act(&mut rec, RecorderCommand::SetDate("04.12.2026".into()));
    act(&mut rec, RecorderCommand::Start);
    let game = rec.game.as_ref().expect("started");
    assert_eq!(game.record.header.date.as_deref(), Some("2026-12-04"));
    assert_eq!(rec.setup_error, None);
}

#[test]
fn four_names_are_needed() {
    let mut rec = Recorder::default();
    act(&mut rec, RecorderCommand::SetPlayer(0, "Ann".into()));
    act(&mut rec, RecorderCommand::Start);
    assert!(rec.game.is_none());
    assert_eq!(rec.setup_error, Some("recorder-need-players"));
}

#[test]
fn the_autosave_is_a_whole_record_after_every_entry() {
    let folder = tempfile::tempdir().expect("a scratch folder");
    let dir = folder.path().to_path_buf();
    let mut rec = started(&dir, RuleId::HkOldStyle);
    assert!(saved(&dir).hands.is_empty());
    let mut steps = Vec::new();
    // Hong Kong: a bonus, a kong, then a win; a drawn hand; a win by South.
    act(
        &mut rec,
        RecorderCommand::SetBonus(BonusForm {
            seat: Wind::North,
            tiles: "F4".into(),
            dealt: false,
        }),
    );
    act(&mut rec, RecorderCommand::AddBonus);
    steps.push(saved(&dir));
    act(
        &mut rec,
        RecorderCommand::SetKong(KongForm {
            seat: Wind::West,
            kind: KongKind::Concealed,
            tile: "9s".into(),
            from: None,
        }),
    );
    act(&mut rec, RecorderCommand::AddKong);
    steps.push(saved(&dir));
    enter_win(
        &mut rec,
        Wind::East,
        "123m456p678s22z11z 1z",
        WinMethod::SelfDraw,
        None,
    );
    act(&mut rec, RecorderCommand::AddWin);
    let game = rec.game.as_ref().expect("recording");
    assert_eq!(game.entry_error, None);
    steps.push(saved(&dir));
    act(&mut rec, RecorderCommand::Drawn);
    steps.push(saved(&dir));
    let counts: Vec<usize> = steps.iter().map(|r| r.hands.len()).collect();
    assert_eq!(counts, [1, 1, 1, 2]);
    // The hand in progress is there as entered; the ended ones replay.
    assert_eq!(steps[0].hands[0].result.as_ref().map(Vec::len), Some(1));
    assert_eq!(steps[1].hands[0].result.as_ref().map(Vec::len), Some(2));
    assert!(crate::game::replay(&steps[3]).is_ok());
    // Read back, the recording goes on where it was.
    let again = reopened(&dir).0;
    let found = again.found.expect("offered");
    assert_eq!(found.record, steps[3]);
    assert!(!found.in_progress, "both hands ended");
}

#[test]
fn a_hand_in_progress_is_read_back_as_the_hand_being_entered() {
    let folder = tempfile::tempdir().expect("a scratch folder");
    let dir = folder.path().to_path_buf();
    let mut rec = started(&dir, RuleId::Sichuan);
    enter_win(
        &mut rec,
        Wind::South,
        "123456789m1234p 4p",
        WinMethod::Discard,
        Some(Wind::East),
    );
    act(&mut rec, RecorderCommand::AddWin);
    assert_eq!(rec.game.as_ref().map(|g| g.out()), Some(vec![Wind::South]));
    let mut again = reopened(&dir).0;
    let found = again.found.as_ref().expect("offered");
    assert!(found.in_progress, "the hand goes on after a win in Sichuan");
    assert_eq!(found.record.hands.len(), 1);
    act(&mut again, RecorderCommand::ContinueFound);
    let game = again.game.as_ref().expect("continued");
    assert!(game.record.hands.is_empty());
    assert_eq!(game.entries().len(), 1);
    assert_eq!(game.out(), vec![Wind::South]);
}

/// A hand of a simulated Zung Jung game: its deal and moves.
fn simulated_hand(index: usize) -> HandRecord {
    let text = include_str!("../../../../replays/zung-jung-seed-27.ron");
    let record = crate::formats::game_record::parse_record(text).expect("a record");
    record.hands[index].clone()
}

fn moves(rec: &mut Recorder, command: MoveEntryCommand) {
    act(rec, RecorderCommand::Moves(command));
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
    let folder = tempfile::tempdir().expect("a scratch folder");
    let dir = folder.path().to_path_buf();
    let mut rec = started(&dir, RuleId::ZungJung);
    let played = simulated_hand(5);
    act(&mut rec, RecorderCommand::SetHandKind(HandKind::Moves));
    enter_moves(&mut rec, &played, 10);
    // Autosaved after every move: the record's last hand is the hand so far.
    let saved_now = saved(&dir);
    let last = saved_now.hands.last().expect("the hand in progress");
    assert_eq!(last.events, played.events[..10]);
    assert_eq!(last.result, None);
    // Read back, the moves go on where they were.
    let mut again = reopened(&dir).0;
    act(&mut again, RecorderCommand::ContinueFound);
    assert_eq!(panel_events(&again), played.events[..10]);
    assert!(
        again
            .game
            .as_ref()
            .is_some_and(|g| g.record.hands.is_empty())
    );
    // Not ended: Add hand is refused.
    act(&mut rec, RecorderCommand::AddPlayedHand);
    assert!(rec.game.as_ref().is_some_and(|g| g.entry_error.is_some()));
    for e in &played.events[10..] {
        moves(
            &mut rec,
            MoveEntryCommand::EditLine(crate::game::entry::token(e)),
        );
        moves(&mut rec, MoveEntryCommand::Enter);
    }
    assert_eq!(panel_events(&rec), played.events);
    act(&mut rec, RecorderCommand::AddPlayedHand);
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
    act(&mut rec, RecorderCommand::UndoEntry);
    let game = rec.game.as_ref().expect("recording");
    assert!(game.record.hands.is_empty());
    assert_eq!(panel_events(&rec), played.events[..played.events.len() - 1]);
}

#[test]
fn an_override_goes_with_a_played_hand_as_its_first_note() {
    let folder = tempfile::tempdir().expect("a scratch folder");
    let dir = folder.path().to_path_buf();
    let mut rec = started(&dir, RuleId::ZungJung);
    act(&mut rec, RecorderCommand::OpenOverride);
    let mut o = rec
        .game
        .as_ref()
        .and_then(|g| g.form.seat_override.clone())
        .expect("open");
    o.seats = [2, 1, 0, 3];
    o.reason = "Cy deals first".into();
    act(&mut rec, RecorderCommand::SetOverride(o));
    act(&mut rec, RecorderCommand::ApplyOverride);
    act(&mut rec, RecorderCommand::SetHandKind(HandKind::Moves));
    let played = simulated_hand(1);
    enter_moves(&mut rec, &played, 3);
    let game = rec.game.as_ref().expect("recording");
    assert_eq!(game.moves.as_ref().map(|p| p.seats), Some([2, 1, 0, 3]));
    let hand = game.played_hand().expect("played");
    assert_eq!(hand.events[0], Event::Note("Cy deals first".into()));
    assert_eq!(hand.events[1..], played.events[..3]);
    assert_eq!(hand.seats, vec![2, 1, 0, 3]);
    // A hand is written one way: no results now.
    act(&mut rec, RecorderCommand::SetHandKind(HandKind::Results));
    assert_eq!(rec.game.as_ref().map(Game::kind), Some(HandKind::Moves));
    let mut again = reopened(&dir).0;
    act(&mut again, RecorderCommand::ContinueFound);
    let game = again.game.as_ref().expect("continued");
    assert_eq!(
        game.entries(),
        &[ResultEntry::Note("Cy deals first".into())]
    );
    assert_eq!(game.draft.seats, vec![2, 1, 0, 3]);
    assert_eq!(panel_events(&again), played.events[..3]);
}

#[test]
fn a_penalty_needs_an_amount_and_goes_between_moves() {
    let mut rec = Recorder::default();
    for (i, name) in ["Ann", "Bo", "Cy", "Di"].iter().enumerate() {
        act(&mut rec, RecorderCommand::SetPlayer(i, name.to_string()));
    }
    act(&mut rec, RecorderCommand::Start);
    let form = |amount: &str| PenaltyForm {
        seat: Wind::West,
        amount: amount.into(),
        reason: "false win".into(),
    };
    act(&mut rec, RecorderCommand::SetPenalty(form("ten")));
    act(&mut rec, RecorderCommand::AddPenalty);
    let game = rec.game.as_ref().expect("recording");
    assert!(game.entries().is_empty() && game.entry_error.is_some());
    // Above the range a record could not read back: refused, the range said.
    act(&mut rec, RecorderCommand::SetPenalty(form("4294967295")));
    act(&mut rec, RecorderCommand::AddPenalty);
    let game = rec.game.as_ref().expect("recording");
    assert!(game.entries().is_empty());
    let said = game
        .entry_error
        .as_ref()
        .map(|s| s.words.clone())
        .unwrap_or_default();
    assert!(said.contains("1") && said.contains("10000"), "{said}");
    act(&mut rec, RecorderCommand::SetPenalty(form("30")));
    act(&mut rec, RecorderCommand::AddPenalty);
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
    act(&mut rec, RecorderCommand::UndoEntry);
    act(&mut rec, RecorderCommand::SetHandKind(HandKind::Moves));
    act(&mut rec, RecorderCommand::SetPenalty(form("30")));
    act(&mut rec, RecorderCommand::AddPenalty);
    assert!(rec.game.as_ref().is_some_and(|g| g.entry_error.is_some()));
    enter_moves(&mut rec, &simulated_hand(1), 2);
    act(&mut rec, RecorderCommand::AddPenalty);
    let events = panel_events(&rec);
    assert_eq!(events.last(), Some(&Event::Penalty(penalty)));
}

#[test]
fn the_deal_passes_by_the_rotation_and_an_override_keeps_its_reason() {
    let mut rec = Recorder::default();
    for (i, name) in ["Ann", "Bo", "Cy", "Di"].iter().enumerate() {
        act(&mut rec, RecorderCommand::SetPlayer(i, name.to_string()));
    }
    act(&mut rec, RecorderCommand::Start);
    act(&mut rec, RecorderCommand::Drawn);
    // Zung Jung passes the deal every hand.
    let game = rec.game.as_ref().expect("recording");
    assert_eq!(game.draft.seats, vec![1, 2, 3, 0]);
    act(&mut rec, RecorderCommand::OpenOverride);
    let mut o = rec
        .game
        .as_ref()
        .and_then(|g| g.form.seat_override.clone())
        .expect("open");
    o.seats = [3, 2, 1, 0];
    o.prevailing = Wind::South;
    act(&mut rec, RecorderCommand::SetOverride(o.clone()));
    act(&mut rec, RecorderCommand::ApplyOverride);
    assert!(
        rec.game
            .as_ref()
            .and_then(|g| g.entry_error.clone())
            .is_some()
    );
    o.reason = "Di arrived late".into();
    act(&mut rec, RecorderCommand::SetOverride(o));
    act(&mut rec, RecorderCommand::ApplyOverride);
    act(&mut rec, RecorderCommand::Drawn);
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
    act(&mut rec, RecorderCommand::UndoEntry);
    act(&mut rec, RecorderCommand::UndoEntry);
    let game = rec.game.as_ref().expect("recording");
    assert_eq!(game.record.hands.len(), 1);
    assert_eq!(game.draft.seats, vec![1, 2, 3, 0]);
}
