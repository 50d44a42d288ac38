//! The table as a state machine: a game record's events replayed with legality checks, each
//! win built into a hand and settled by the rules engine, and a running ledger per player.
//!
//! - `table`: the table during a hand (seats, what just happened, the wall, the system's facts);
//! - `play`: claims and turn order — one event applied with its checks;
//! - `settle`: wins scored and booked, and the payments between wins;
//! - `ledger`: transfers between players with the rule behind each;
//! - `results`: results-only hands (a score sheet's record) settled alike;
//! - [`rotation`], [`summary`], [`entry`]: the deal's passing, the night's summary, a hand
//!   entered move by move.
//!
//! This file drives a hand: the deal checked, each event applied and settled in turn.

use crate::formats::game_record::{GameRecord, HandRecord};
use crate::hand::Hand;
use crate::i18n::{Localized, Message};
use crate::rules::{RuleSettings, ScoreSheet, Scored};
use crate::tiles::Wind;

mod decision;
pub mod entry;
mod hand_play;
mod ledger;
mod play;
mod problem;
mod results;
pub mod rotation;
mod seen_from;
mod settle;
pub mod summary;
mod table;
pub use decision::{Choice, Moment};
pub use hand_play::HandPlay;
pub use ledger::{LedgerEntry, LedgerRule, add_balances};
pub use problem::{GameProblem, place_message};
pub use results::results_only;
pub use seen_from::seen_from;
pub(crate) use table::next_in;
use table::system;
pub use table::{DrawKind, Last, SeatState, Table, live_wall_at_start};

/// An illegal or impossible record: the hand (1-based), the step (1-based; 0 is the deal) and
/// the reason.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}: {problem}", place(*.hand, *.step))]
pub struct GameError {
    pub hand: usize,
    pub step: usize,
    pub problem: GameProblem,
    /// The record is legal so far but its last hand has not ended (a simulator tries moves so).
    pub unfinished: bool,
}

fn place(hand: usize, step: usize) -> String {
    match (hand, step) {
        (0, _) => "the header".to_string(),
        (h, 0) => format!("hand {h}, the deal"),
        (h, s) => format!("hand {h}, step {s}"),
    }
}

/// A win as settled: the hand, its score and sheet.
#[derive(Clone, Debug)]
pub struct WinResult {
    pub hand_number: usize,
    pub step: usize,
    pub seat: Wind,
    pub player: usize,
    pub hand: Hand,
    pub scored: Scored,
    pub sheet: ScoreSheet,
    /// The score the record gives this win, if it gives one.
    pub recorded: Option<u32>,
}

impl WinResult {
    /// The recorded score when the rules give another one.
    pub fn disagreement(&self) -> Option<Disagreement> {
        let computed = self.scored.total();
        let recorded = self.recorded.filter(|&r| r != computed)?;
        Some(Disagreement {
            hand: self.hand_number,
            step: self.step,
            seat: self.seat,
            player: self.player,
            recorded,
            computed,
        })
    }
}

/// A win whose recorded score the rules do not give. The game still replays, settled by the
/// rules; finding such mistakes made at the table is why players review games.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Disagreement {
    /// The hand (1-based) and step (1-based) of the win.
    pub hand: usize,
    pub step: usize,
    pub seat: Wind,
    /// The winner (index into the header's players).
    pub player: usize,
    /// The score written in the record.
    pub recorded: u32,
    /// The score the rules give.
    pub computed: u32,
}

/// A whole record replayed.
#[derive(Clone, Debug, Default)]
pub struct Replay {
    pub wins: Vec<WinResult>,
    pub ledger: Vec<LedgerEntry>,
    /// Net result per player.
    pub balances: [i64; 4],
    /// Snapshots after each step of each hand (`tables[h][0]` is the deal).
    pub tables: Vec<Vec<Table>>,
}

impl Replay {
    /// Every win whose recorded score the rules do not give, in the order of play.
    pub fn disagreements(&self) -> Vec<Disagreement> {
        self.wins
            .iter()
            .filter_map(WinResult::disagreement)
            .collect()
    }
}

/// Which per-step snapshots of the table a replay keeps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Snapshots {
    /// Every step of every hand (`Replay::tables`): memory grows with the whole record.
    All,
    /// None (`Replay::tables` stays empty): wins, ledger and balances only; a hand's tables
    /// come from [`hand_tables`] when they are shown.
    None,
}

/// Replays a whole record: every hand checked, every win settled, the ledger kept, and a
/// snapshot of the table after every step.
pub fn replay(record: &GameRecord) -> Result<Replay, GameError> {
    replay_keeping(record, Snapshots::All)
}

/// The table after each step of one hand (`hand`: 0-based; `[0]` is the deal), replayed alone:
/// each hand starts from its own deal, so a viewer keeps only the hand it shows.
pub fn hand_tables(record: &GameRecord, hand: usize) -> Result<Vec<Table>, GameError> {
    let Some(h) = record.hands.get(hand) else {
        return Ok(Vec::new());
    };
    let mut scratch = Replay {
        wins: Vec::new(),
        ledger: Vec::new(),
        balances: [0; 4],
        tables: Vec::new(),
    };
    replay_hand(&record.header.rules, hand + 1, h, &mut scratch, true, false)
}

/// A hand being entered move by move: its tables after each step so far (`[0]` is the deal)
/// and what its wins and payments were; the hand need not have ended.
pub fn hand_so_far(
    rules: &RuleSettings,
    number: usize,
    hand: &HandRecord,
) -> Result<(Vec<Table>, Replay), GameError> {
    let mut out = Replay::default();
    let tables = replay_hand(rules, number, hand, &mut out, true, true)?;
    Ok((tables, out))
}

/// The header's checks: four players, and a one-seat record's player among them.
pub fn check_header(header: &crate::formats::game_record::Header) -> Result<(), GameError> {
    let err = |problem: GameProblem| GameError {
        hand: 0,
        step: 0,
        problem,
        unfinished: false,
    };
    if header.players.len() != 4 {
        return Err(err(GameProblem::Players {
            found: header.players.len(),
        }));
    }
    if let Some(name) = &header.seen_from
        && !header.players.contains(name)
    {
        return Err(err(GameProblem::SeenFromNotAPlayer { name: name.clone() }));
    }
    Ok(())
}

/// A hand's checks against a one-seat record's header: a hand with unseen tiles belongs to a
/// record seen from one seat, and the seat whose dealt tiles it shows is that player's.
pub fn check_seen_from(
    header: &crate::formats::game_record::Header,
    number: usize,
    hand: &HandRecord,
) -> Result<(), GameError> {
    let err = |problem: GameProblem| GameError {
        hand: number,
        step: 0,
        problem,
        unfinished: false,
    };
    let unseen = |d: &String| d == crate::formats::game_record::UNSEEN;
    if !hand.deal.iter().any(unseen) {
        return Ok(());
    }
    let Some(name) = &header.seen_from else {
        return Err(err(GameProblem::UnseenWithoutSeenFrom));
    };
    let seen = hand.deal.iter().filter(|d| !unseen(d)).count();
    if seen != 1 {
        return Err(err(GameProblem::OneSeatSeen { seen }));
    }
    let Some(player) = header.players.iter().position(|p| p == name) else {
        return Err(err(GameProblem::SeenFromNotAPlayer { name: name.clone() }));
    };
    for (i, deal) in hand.deal.iter().enumerate() {
        let seat = Wind::ALL.get(i).copied().unwrap_or(Wind::East);
        if !unseen(deal) && hand.seats.get(i).map(|&p| p as usize) != Some(player) {
            return Err(err(GameProblem::SeenFromOtherSeat {
                seat,
                name: name.clone(),
            }));
        }
    }
    Ok(())
}

/// Replays hand `number` (1-based) of a record read hand by hand, adding its wins and ledger
/// entries to `out` (no tables; `out.balances` is left to the caller).
pub fn replay_next_hand(
    rules: &RuleSettings,
    number: usize,
    hand: &HandRecord,
    out: &mut Replay,
) -> Result<(), GameError> {
    replay_hand(rules, number, hand, out, false, false).map(|_| ())
}

/// Replays a whole record, keeping the snapshots asked for.
pub fn replay_keeping(record: &GameRecord, keep: Snapshots) -> Result<Replay, GameError> {
    let rules = &record.header.rules;
    check_header(&record.header)?;
    let mut out = Replay {
        wins: Vec::new(),
        ledger: Vec::new(),
        balances: [0; 4],
        tables: Vec::new(),
    };
    for (h, hand) in record.hands.iter().enumerate() {
        check_seen_from(&record.header, h + 1, hand)?;
        let tables = replay_hand(rules, h + 1, hand, &mut out, keep == Snapshots::All, false)?;
        if keep == Snapshots::All {
            out.tables.push(tables);
        }
    }
    ledger::add_balances(&mut out.balances, &out.ledger);
    Ok(out)
}

fn replay_hand(
    rules: &RuleSettings,
    number: usize,
    record: &HandRecord,
    out: &mut Replay,
    keep_tables: bool,
    allow_unfinished: bool,
) -> Result<Vec<Table>, GameError> {
    let err = |step: usize, problem: GameProblem| GameError {
        hand: number,
        step,
        problem,
        unfinished: false,
    };
    let players = hand_play::seat_players(number, record)?;
    let played = !record.deal.is_empty() || !record.events.is_empty();
    match &record.result {
        Some(_) if played => return Err(err(0, GameProblem::PlayAndResult)),
        Some(entries) => {
            results::settle_results(
                rules,
                &system(rules),
                number,
                record.prevailing_wind,
                players,
                entries,
                out,
            )
            .map_err(|(step, problem)| GameError {
                unfinished: problem == GameProblem::Unfinished,
                ..err(step, problem)
            })?;
            return Ok(Vec::new());
        }
        None if !played => return Err(err(0, GameProblem::NoPlayNoResult)),
        None => {}
    }
    let mut play = HandPlay::deal(rules, number, record)?;
    let mut tables = Vec::new();
    if keep_tables {
        tables.push(play.table().clone());
    }
    for event in &record.events {
        play.apply(event, out)?;
        if keep_tables {
            tables.push(play.table().clone());
        }
    }
    if !play.ended() && !allow_unfinished {
        return Err(GameError {
            unfinished: true,
            ..err(record.events.len(), GameProblem::Unfinished)
        });
    }
    Ok(tables)
}

impl Localized for GameError {
    fn message(&self) -> Message {
        Message::new("error-game")
            .msg("place", place_message(self.hand, self.step))
            .msg("message", self.problem.message())
    }
}
