//! The night at a glance: standings, each player's balance after every hand, wins, deal-ins
//! and self-draws, the biggest hands — gathered hand by hand, so a record read as a stream
//! (`tilewise check`) and a record held whole (the viewer) give the same summary.

use super::{LedgerEntry, Replay, WinResult};
use crate::formats::game_record::GameRecord;
use crate::hand::WinMethod;
use crate::rules::PatternDef;
use serde::Serialize;

/// How many of the biggest hands a summary keeps.
pub const BIGGEST_HANDS: usize = 5;

/// One player's night.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct PlayerNight {
    /// Index into the header's players.
    pub player: usize,
    /// Net result, in the rules' payment units.
    pub balance: i64,
    pub wins: u32,
    /// Wins on the player's own draw (a kong's replacement included).
    pub self_draws: u32,
    /// Wins on this player's discard (or robbed kong): the player "dealt in".
    pub deal_ins: u32,
    /// The largest total of the player's wins.
    pub best_total: u32,
}

/// One of the night's biggest hands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct BigHand {
    /// The hand (1-based) and step (1-based) of the win.
    pub hand: usize,
    pub step: usize,
    pub player: usize,
    /// The rules' total (points, fan or tai).
    pub total: u32,
    /// What the winner received for it.
    pub won: i64,
    /// The counted patterns and how often each counts (two roots: 2), largest first.
    #[serde(skip)]
    pub patterns: Vec<(&'static PatternDef, u8)>,
}

/// The night at a glance.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct NightSummary {
    /// Per player, in the header's order.
    pub players: Vec<PlayerNight>,
    /// Every player's balance after each hand (`[0]` after hand 1), in the header's order.
    pub balances_after: Vec<[i64; 4]>,
    pub hands: usize,
    /// Hands nobody won.
    pub drawn: usize,
    /// The biggest wins, largest total first (at most [`BIGGEST_HANDS`]).
    pub biggest: Vec<BigHand>,
}

impl NightSummary {
    /// An empty night of four players.
    pub fn new() -> NightSummary {
        NightSummary {
            players: (0..4)
                .map(|player| PlayerNight {
                    player,
                    ..PlayerNight::default()
                })
                .collect(),
            ..NightSummary::default()
        }
    }

    /// Adds one hand: its wins and its ledger entries (`players[seat]` maps the hand's seats
    /// to players).
    pub fn add_hand(&mut self, players: &[usize; 4], wins: &[WinResult], ledger: &[LedgerEntry]) {
        let mut balances = self.balances_after.last().copied().unwrap_or([0; 4]);
        super::add_balances(&mut balances, ledger);
        for w in wins {
            let Some(night) = self.players.get_mut(w.player) else {
                continue;
            };
            let total = w.scored.total();
            night.wins += 1;
            night.best_total = night.best_total.max(total);
            if w.hand.win.is_self_draw() {
                night.self_draws += 1;
            }
            if matches!(w.hand.win, WinMethod::Discard | WinMethod::RobbingKong)
                && let Some(d) = w.hand.discarder
                && let Some(p) = self.players.get_mut(players[d.index()])
            {
                p.deal_ins += 1;
            }
            let won = ledger
                .iter()
                .filter(|e| e.step == w.step && e.hand == w.hand_number)
                .map(|e| {
                    let to = i64::from(e.to == Some(w.player));
                    let from = i64::from(e.from == Some(w.player));
                    (to - from) * i64::from(e.amount)
                })
                .sum();
            let mut hits = w.scored.chosen().hits.clone();
            hits.sort_by_key(|h| std::cmp::Reverse(h.value));
            self.biggest.push(BigHand {
                hand: w.hand_number,
                step: w.step,
                player: w.player,
                total,
                won,
                patterns: hits.iter().map(|h| (h.pattern, h.count)).collect(),
            });
        }
        // Largest total first; the earlier hand first among equals.
        self.biggest
            .sort_by_key(|b| (std::cmp::Reverse(b.total), b.hand, b.step));
        self.biggest.truncate(BIGGEST_HANDS);
        for (night, balance) in self.players.iter_mut().zip(balances) {
            night.balance = balance;
        }
        self.balances_after.push(balances);
        self.hands += 1;
        if wins.is_empty() {
            self.drawn += 1;
        }
    }

    /// The summary of a whole record and its replay (its wins and ledger are in the order
    /// of the hands, so each hand's are one run of them).
    pub fn of(record: &GameRecord, replay: &Replay) -> NightSummary {
        let mut night = NightSummary::new();
        let (mut wins, mut ledger) = (&replay.wins[..], &replay.ledger[..]);
        for (h, hand) in record.hands.iter().enumerate() {
            let number = h + 1;
            let w = wins.iter().take_while(|w| w.hand_number == number).count();
            let l = ledger.iter().take_while(|e| e.hand == number).count();
            let (hand_wins, rest_wins) = wins.split_at(w);
            let (hand_ledger, rest_ledger) = ledger.split_at(l);
            night.add_hand(&players_of(&hand.seats), hand_wins, hand_ledger);
            (wins, ledger) = (rest_wins, rest_ledger);
        }
        night
    }

    /// The players from the best balance to the worst (the header's order among equals).
    pub fn standings(&self) -> Vec<&PlayerNight> {
        let mut order: Vec<&PlayerNight> = self.players.iter().collect();
        order.sort_by_key(|p| (std::cmp::Reverse(p.balance), p.player));
        order
    }
}

/// The player in each seat of a hand (East first), as indices into the header's players.
pub fn players_of(seats: &[u8]) -> [usize; 4] {
    let mut players = [0, 1, 2, 3];
    for (p, &s) in players.iter_mut().zip(seats) {
        *p = usize::from(s);
    }
    players
}
