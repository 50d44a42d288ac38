//! One hand played event by event: the deal checked, each event applied with its checks and
//! settled at once (wins, Singapore's instant payments, Sichuan's kongs and the wall's end), the
//! ledger growing as play goes. A record's replay, the simulator and the advisor's rollouts all
//! play a hand through [`HandPlay`].

use super::ledger::{LedgerEntry, payment_entry, penalty_entry};
use super::play::apply;
use super::problem::GameProblem;
use super::settle::{SichuanBook, event_seat, settle, sichuan_between_wins, singapore_instant};
use super::table::{Last, System, Table, see, system};
use super::{GameError, Replay};
use crate::formats::game_record::{Event, HandRecord, UNSEEN};
use crate::rules::RuleSettings;
use crate::rules::sichuan::{KongKind, kong_payments};
use crate::tiles::{BonusTile, Wind, parse_hand_notation};

/// A hand in play: the table and what settlement keeps between events.
#[derive(Clone)]
pub struct HandPlay {
    rules: RuleSettings,
    sys: System,
    /// The hand's number (1-based) in its record, for errors and ledger entries.
    number: usize,
    /// The player (index into the header's players) at each seat.
    players: [usize; 4],
    table: Table,
    /// Every bonus tile dealt or drawn so far.
    seen_bonus: Vec<BonusTile>,
    sichuan: SichuanBook,
    /// Singapore: a kong's instant payments, booked once nobody robs it.
    pending_kong: Vec<LedgerEntry>,
    /// Events applied so far.
    steps: usize,
    /// Wins are kept with their hand and score sheet (a replay shown to a person); off, only
    /// the ledger is kept (the simulator's trials and the advisor's rollouts).
    keep_wins: bool,
}

impl HandPlay {
    /// The hand of a record played move by move, dealt: the deal and the seats checked.
    pub fn deal(
        rules: &RuleSettings,
        number: usize,
        record: &HandRecord,
    ) -> Result<HandPlay, GameError> {
        let err = |step: usize, problem: GameProblem| GameError {
            hand: number,
            step,
            problem,
            unfinished: false,
        };
        let players = seat_players(number, record)?;
        if record.deal.len() != 4 {
            return Err(err(0, GameProblem::FourSeats));
        }
        let sys = system(rules);
        let mut table = Table::new(record.prevailing_wind, record.dealer);
        let mut dealt = 0u32;
        let mut seen_bonus: Vec<BonusTile> = Vec::new();
        let unseen_seats = record.deal.iter().filter(|d| *d == UNSEEN).count();
        if unseen_seats != 0 && unseen_seats != 3 {
            return Err(err(
                0,
                GameProblem::OneSeatSeen {
                    seen: 4 - unseen_seats,
                },
            ));
        }
        for seat in Wind::ALL {
            let text = &record.deal[seat.index()];
            let expected = if seat == record.dealer { 14 } else { 13 };
            if text == UNSEEN {
                let state = &mut table.seats[seat.index()];
                state.unseen_seat = true;
                state.unseen = expected as u8;
                dealt += expected as u32;
                continue;
            }
            let parsed = parse_hand_notation(text).map_err(|e| {
                err(
                    0,
                    GameProblem::DealtNotation {
                        seat,
                        error: Box::new(e),
                    },
                )
            })?;
            if !parsed.melds.is_empty() {
                return Err(err(0, GameProblem::DealtMelds { seat }));
            }
            let count = parsed.concealed.len() + parsed.bonus.len();
            if count != expected {
                return Err(err(
                    0,
                    GameProblem::DealtCount {
                        seat,
                        expected,
                        found: count,
                    },
                ));
            }
            if !parsed.bonus.is_empty() && !sys.bonus_tiles {
                return Err(err(0, GameProblem::DealtBonus { seat }));
            }
            let state = &mut table.seats[seat.index()];
            for t in parsed.concealed {
                see(&sys, &mut table.seen, t).map_err(|m| err(0, m))?;
                state.concealed[t.index()] += 1;
            }
            for b in parsed.bonus {
                if seen_bonus.contains(&b) {
                    return Err(err(0, GameProblem::BonusDealtTwice { tile: b }));
                }
                seen_bonus.push(b);
                state.bonus_in_hand.push(b);
                state.dealt_bonus |= 1 << b.ordinal();
            }
            dealt += count as u32;
        }
        if sys.total_tiles < sys.dead_wall + dealt {
            return Err(err(0, GameProblem::TooManyDealt));
        }
        table.wall_left = sys.total_tiles - sys.dead_wall - dealt;
        Ok(HandPlay {
            rules: rules.clone(),
            sys,
            number,
            players,
            table,
            seen_bonus,
            sichuan: SichuanBook::default(),
            pending_kong: Vec::new(),
            steps: 0,
            keep_wins: true,
        })
    }

    /// A hand picked up in the middle, at `table` (players 0–3 at East–North): the bonus tiles
    /// already shown are those on the table, and in Sichuan every kong on the table is taken to
    /// have been paid by the seats still in now (what the wall's end refunds). Only the ledger
    /// is kept (see [`HandPlay::keep_wins`]).
    pub fn resume(rules: &RuleSettings, table: Table) -> HandPlay {
        let mut play = HandPlay {
            rules: rules.clone(),
            sys: system(rules),
            number: 1,
            players: [0, 1, 2, 3],
            table,
            seen_bonus: Vec::new(),
            sichuan: SichuanBook::default(),
            pending_kong: Vec::new(),
            steps: 0,
            keep_wins: false,
        };
        play.books_from_table();
        play
    }

    /// This hand picked up again at `table`, as [`HandPlay::resume`] does, keeping the room
    /// its lists already hold (the rollouts play thousands of hands in a row).
    pub fn resume_from(&mut self, rules: &RuleSettings, table: &Table) {
        if self.rules != *rules {
            self.rules = rules.clone();
            self.sys = system(rules);
        }
        self.number = 1;
        self.players = [0, 1, 2, 3];
        self.table.clone_from(table);
        self.pending_kong.clear();
        self.steps = 0;
        self.keep_wins = false;
        self.books_from_table();
    }

    /// The bonus tiles shown and, in Sichuan, every kong on the table taken as paid by the
    /// seats still in now.
    fn books_from_table(&mut self) {
        let table = &self.table;
        self.seen_bonus.clear();
        for s in &table.seats {
            self.seen_bonus
                .extend(s.bonus.iter().chain(&s.bonus_in_hand).copied());
        }
        for book in self
            .sichuan
            .income
            .iter_mut()
            .chain(&mut self.sichuan.last_kong)
        {
            book.clear();
        }
        if matches!(self.rules, RuleSettings::Sichuan(_)) {
            let still_in: Vec<Wind> = Wind::ALL
                .into_iter()
                .filter(|w| !table.seats[w.index()].out)
                .collect();
            for seat in Wind::ALL {
                for m in &table.seats[seat.index()].melds {
                    let kind = match m.kind {
                        crate::hand::MeldKind::ExposedKong => KongKind::Exposed,
                        crate::hand::MeldKind::ConcealedKong => KongKind::Concealed,
                        crate::hand::MeldKind::AddedKong => KongKind::Added,
                        _ => continue,
                    };
                    let paid = kong_payments(kind, seat, m.from, &still_in, true);
                    self.sichuan.income[seat.index()].extend(paid);
                }
            }
        }
    }

    /// Keep each win with its hand and score sheet in [`Replay::wins`] (on for a dealt hand),
    /// or only its payments in the ledger.
    pub fn keep_wins(mut self, keep: bool) -> HandPlay {
        self.keep_wins = keep;
        self
    }

    pub fn table(&self) -> &Table {
        &self.table
    }

    /// The table to change by hand, outside the rules (the advisor's old rollouts).
    pub(crate) fn table_mut(&mut self) -> &mut Table {
        &mut self.table
    }

    pub fn rules(&self) -> &RuleSettings {
        &self.rules
    }

    /// The player (index into the header's players) at each seat.
    pub fn players(&self) -> &[usize; 4] {
        &self.players
    }

    /// Events applied so far.
    pub fn steps(&self) -> usize {
        self.steps
    }

    /// Whether the hand is over (a win that ends it, or the wall exhausted).
    pub fn ended(&self) -> bool {
        self.table.last == Last::Ended
    }

    /// Applies the next event: checked against the table, then settled into `out` (wins and
    /// ledger entries). On an error the table may be left part-way: a caller that goes on
    /// after a refused event plays on a copy.
    pub fn apply(&mut self, event: &Event, out: &mut Replay) -> Result<(), GameError> {
        self.steps += 1;
        let step = self.steps;
        let number = self.number;
        let err = |problem: GameProblem| GameError {
            hand: number,
            step,
            problem,
            unfinished: false,
        };
        let table = &mut self.table;
        let rules = &self.rules;
        let players = &self.players;
        if table.last == Last::Ended && !matches!(event, Event::Note(_) | Event::Question(_)) {
            return Err(err(GameProblem::HandOver));
        }
        let before = table.last;
        // A draw or a discard changes no meld and sets no bonus tile aside: no instant payment.
        let seat_before = match rules {
            RuleSettings::Singapore(_)
                if !matches!(event, Event::Draw(..) | Event::Discard(..)) =>
            {
                event_seat(event).map(|w| table.seats[w.index()].clone())
            }
            _ => None,
        };
        apply(rules, &self.sys, table, event, &mut self.seen_bonus).map_err(err)?;
        let annotation = matches!(event, Event::Note(_) | Event::Question(_));
        if let RuleSettings::Singapore(o) = rules
            && !annotation
        {
            // A kong is paid once nobody robs it; a robbed kong pays nothing.
            if !matches!(event, Event::Win(_) | Event::Wins(_)) {
                out.ledger.append(&mut self.pending_kong);
            }
            self.pending_kong.clear();
            if let (Some(w), Some(old)) = (event_seat(event), &seat_before) {
                let entries = singapore_instant(o, w, old, &table.seats[w.index()], event)
                    .into_iter()
                    .filter_map(|p| payment_entry(&p, w, number, step, players));
                if matches!(event, Event::Bonus(..)) {
                    out.ledger.extend(entries);
                } else {
                    self.pending_kong.extend(entries);
                }
            }
        }
        if matches!(rules, RuleSettings::Sichuan(_)) {
            sichuan_between_wins(
                table,
                event,
                before,
                &mut self.sichuan,
                number,
                step,
                players,
                out,
            )
            .map_err(err)?;
        }
        let keep = self.keep_wins;
        match event {
            Event::Win(w) => settle(
                rules,
                &self.sys,
                table,
                std::slice::from_ref(w),
                (number, step, players),
                out,
                keep,
            )
            .map_err(err)?,
            Event::Wins(ws) => settle(
                rules,
                &self.sys,
                table,
                ws,
                (number, step, players),
                out,
                keep,
            )
            .map_err(err)?,
            Event::Penalty(p) => {
                out.ledger
                    .push(penalty_entry(p, players[p.seat.index()], number, step))
            }
            _ => {}
        }
        Ok(())
    }

    /// Whether the engine accepts `event` now (a win the rules allow, say), tried on a copy:
    /// the hand itself is left as it is.
    pub fn accepts(&self, event: &Event) -> bool {
        let mut trial = self.clone();
        trial.keep_wins = false;
        trial.apply(event, &mut Replay::default()).is_ok()
    }
}

/// The players at the four seats of a hand, checked: the dealer sits East, each player once.
pub(super) fn seat_players(number: usize, record: &HandRecord) -> Result<[usize; 4], GameError> {
    let err = |problem: GameProblem| GameError {
        hand: number,
        step: 0,
        problem,
        unfinished: false,
    };
    if record.seats.len() != 4 {
        return Err(err(GameProblem::FourSeats));
    }
    if record.dealer != Wind::East {
        return Err(err(GameProblem::DealerNotEast {
            dealer: record.dealer,
        }));
    }
    let mut players = [0usize; 4];
    for (i, &p) in record.seats.iter().enumerate() {
        if p > 3 || record.seats[..i].contains(&p) {
            return Err(err(GameProblem::BadSeats {
                seats: record.seats.clone(),
            }));
        }
        players[i] = p as usize;
    }
    Ok(players)
}
