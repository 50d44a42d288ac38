//! The table as a state machine: a game record's events replayed with legality checks, each
//! win built into a hand and settled by the rules engine, and a running ledger per player.

use crate::hand::{Flags, Hand, Meld, MeldKind, Situation, TableFacts, WinMethod};
use crate::replay::{Event, GameRecord, HandRecord, WinRecord};
use crate::rules::sichuan::{EndHand, KongKind, ScRule, Transfer, kong_payments, refund, wall_end};
use crate::rules::{RuleSettings, ScoreSheet, Scored, Verdict, score, sheet_of, zung_jung};
use crate::tiles::{
    BonusTile, Counts, KINDS, Suit, Tile, Wind, parse_hand_notation, parse_tile, parse_tiles,
};

pub mod entry;
mod problem;
mod results;
pub mod rotation;
pub mod summary;
pub use problem::GameProblem;
pub use results::results_only;

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

/// One seat's tiles during a hand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatState {
    /// Concealed tiles (a drawn tile included until discarded).
    pub concealed: Counts,
    pub melds: Vec<Meld>,
    /// Bonus tiles set aside.
    pub bonus: Vec<BonusTile>,
    /// Bonus tiles held but not yet set aside.
    pub bonus_in_hand: Vec<BonusTile>,
    pub discards: Vec<Tile>,
    pub missing_suit: Option<Suit>,
    /// Sichuan: this seat has won and left the hand.
    pub out: bool,
    /// The bonus tiles this seat was dealt, one bit per bonus tile (Singapore's dealt bites).
    pub dealt_bonus: u16,
}

impl Default for SeatState {
    fn default() -> Self {
        SeatState {
            concealed: [0; KINDS],
            melds: Vec::new(),
            bonus: Vec::new(),
            bonus_in_hand: Vec::new(),
            discards: Vec::new(),
            missing_suit: None,
            out: false,
            dealt_bonus: 0,
        }
    }
}

impl SeatState {
    fn tiles(&self) -> usize {
        self.concealed.iter().map(|&c| c as usize).sum()
    }

    fn holds(&self, t: Tile) -> u8 {
        self.concealed[t.index()]
    }
}

/// What just happened, which decides what may come next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Last {
    /// The tiles were dealt; the dealer acts.
    Deal,
    Draw {
        seat: Wind,
        tile: Tile,
        kind: DrawKind,
    },
    Discard {
        seat: Wind,
        tile: Tile,
        after_kong: bool,
    },
    /// A pung or chow was claimed: the claimer discards next.
    Claimed { seat: Wind },
    /// A kong was declared: its declarer draws a replacement next.
    Kong {
        seat: Wind,
        tile: Tile,
        added: bool,
        kongs_in_a_row: u8,
    },
    /// A seat drew a bonus tile: it sets it aside next.
    DrewBonus { seat: Wind, in_a_row: u8 },
    /// A bonus tile was set aside: its owner draws a replacement next.
    Bonus { seat: Wind, in_a_row: u8 },
    /// Sichuan: a seat won and left; the next seat still in draws.
    AfterWin { seat: Wind },
    /// The hand is over.
    Ended,
}

/// Where a drawn tile came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DrawKind {
    Wall,
    KongReplacement { kongs_in_a_row: u8 },
    BonusReplacement { in_a_row: u8 },
}

/// The table at one moment of a hand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Table {
    pub seats: [SeatState; 4],
    /// Tiles left in the live wall.
    pub wall_left: u32,
    pub last: Last,
    pub prevailing: Wind,
    pub dealer: Wind,
    /// Discards made so far, and whether anything was claimed (heaven and earth).
    pub discards_made: u32,
    pub claims_made: bool,
    /// Every tile kind shown or held so far, for the 5th-copy check and fresh tiles.
    pub seen: Counts,
    pub discarded_kinds: Counts,
    /// Every discard of the hand in order, claimed ones included (Zung Jung's immunity).
    pub discard_history: Vec<(Wind, Tile)>,
    /// After a dealt bonus tile's replacement, play resumes from here.
    pub resume: Option<Last>,
}

/// A transfer in the ledger, between players (indices into the header's players).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LedgerEntry {
    pub hand: usize,
    pub step: usize,
    /// The paying player; `None` never happens for payments between players.
    pub from: Option<usize>,
    /// The receiving player; `None` for a penalty paid to nobody.
    pub to: Option<usize>,
    pub amount: u32,
    /// The rule behind the transfer, for an explanation in the reader's language.
    pub rule: LedgerRule,
    /// The rule in English words.
    pub reason: String,
}

/// The rule behind a ledger entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LedgerRule {
    /// A win's payment or an instant payment, by the rules engine.
    Payment(crate::rules::PaymentRule),
    /// Sichuan's kong payments, refunds and the wall's end.
    Sichuan(ScRule),
    /// A penalty the record states.
    Penalty,
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

struct System {
    total_tiles: u32,
    /// Winds and dragons are in the set.
    honours: bool,
    dead_wall: u32,
    bonus_tiles: bool,
    chows: bool,
    several_winners: bool,
}

fn system(rules: &RuleSettings) -> System {
    match rules {
        RuleSettings::ZungJung(o) => System {
            honours: true,
            total_tiles: if o.bonus_tiles { 144 } else { 136 },
            dead_wall: 14,
            bonus_tiles: o.bonus_tiles,
            chows: true,
            several_winners: false,
        },
        RuleSettings::HkOldStyle(o) | RuleSettings::HkNewStyle(o) => System {
            honours: true,
            total_tiles: if o.bonus_tiles { 144 } else { 136 },
            dead_wall: 0,
            bonus_tiles: o.bonus_tiles,
            chows: true,
            several_winners: false,
        },
        RuleSettings::Singapore(_) => System {
            honours: true,
            total_tiles: 148,
            dead_wall: 15,
            bonus_tiles: true,
            chows: true,
            several_winners: false,
        },
        RuleSettings::Sichuan(_) => System {
            honours: false,
            total_tiles: 108,
            dead_wall: 0,
            bonus_tiles: false,
            chows: false,
            several_winners: true,
        },
    }
}

fn next_active(table: &Table, after: Wind) -> Wind {
    next_in(after, |w| table.seats[w.index()].out)
}

/// The next seat after `after` that is still in the hand (Sichuan's winners are out).
pub(crate) fn next_in(after: Wind, out: impl Fn(Wind) -> bool) -> Wind {
    let mut s = after.next();
    for _ in 0..4 {
        if !out(s) {
            return s;
        }
        s = s.next();
    }
    after.next()
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

/// The header's checks: four players.
pub fn check_header(header: &crate::replay::Header) -> Result<(), GameError> {
    if header.players.len() != 4 {
        return Err(GameError {
            hand: 0,
            step: 0,
            problem: GameProblem::Players {
                found: header.players.len(),
            },
            unfinished: false,
        });
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
        let tables = replay_hand(rules, h + 1, hand, &mut out, keep == Snapshots::All, false)?;
        if keep == Snapshots::All {
            out.tables.push(tables);
        }
    }
    for e in &out.ledger {
        if let Some(from) = e.from {
            out.balances[from] -= e.amount as i64;
        }
        if let Some(to) = e.to {
            out.balances[to] += e.amount as i64;
        }
    }
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
    let sys = system(rules);
    let err = |step: usize, problem: GameProblem| GameError {
        hand: number,
        step,
        problem,
        unfinished: false,
    };
    if record.seats.len() != 4 {
        return Err(err(0, GameProblem::FourSeats));
    }
    if record.dealer != Wind::East {
        return Err(err(
            0,
            GameProblem::DealerNotEast {
                dealer: record.dealer,
            },
        ));
    }
    let mut players = [0usize; 4];
    for (i, &p) in record.seats.iter().enumerate() {
        if p > 3 || record.seats[..i].contains(&p) {
            return Err(err(
                0,
                GameProblem::BadSeats {
                    seats: record.seats.clone(),
                },
            ));
        }
        players[i] = p as usize;
    }
    let played = !record.deal.is_empty() || !record.events.is_empty();
    match &record.result {
        Some(_) if played => return Err(err(0, GameProblem::PlayAndResult)),
        Some(entries) => {
            results::settle_results(
                rules,
                &sys,
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
        None if record.deal.len() != 4 => return Err(err(0, GameProblem::FourSeats)),
        None => {}
    }
    let mut table = Table {
        seats: Default::default(),
        wall_left: 0,
        last: Last::Deal,
        prevailing: record.prevailing_wind,
        dealer: record.dealer,
        discards_made: 0,
        claims_made: false,
        seen: [0; KINDS],
        discarded_kinds: [0; KINDS],
        discard_history: Vec::new(),
        resume: None,
    };
    let mut dealt = 0u32;
    let mut seen_bonus: Vec<BonusTile> = Vec::new();
    for seat in Wind::ALL {
        let text = &record.deal[seat.index()];
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
        let expected = if seat == record.dealer { 14 } else { 13 };
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
            if let Err(m) = see(&sys, &mut table.seen, t) {
                return Err(err(0, m));
            }
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
    let mut tables = Vec::new();
    if keep_tables {
        tables.push(table.clone());
    }
    let mut sichuan = SichuanBook::default();
    let mut pending_kong: Vec<LedgerEntry> = Vec::new();
    for (i, event) in record.events.iter().enumerate() {
        let step = i + 1;
        if table.last == Last::Ended && !matches!(event, Event::Note(_) | Event::Question(_)) {
            return Err(err(step, GameProblem::HandOver));
        }
        let before = table.last;
        let seat_before = match rules {
            RuleSettings::Singapore(_) => event_seat(event).map(|w| table.seats[w.index()].clone()),
            _ => None,
        };
        apply(rules, &sys, &mut table, event, &mut seen_bonus).map_err(|m| err(step, m))?;
        let annotation = matches!(event, Event::Note(_) | Event::Question(_));
        if let RuleSettings::Singapore(o) = rules
            && !annotation
        {
            // A kong is paid once nobody robs it; a robbed kong pays nothing.
            if !matches!(event, Event::Win(_) | Event::Wins(_)) {
                out.ledger.append(&mut pending_kong);
            }
            pending_kong.clear();
            if let (Some(w), Some(old)) = (event_seat(event), &seat_before) {
                let entries = singapore_instant(o, w, old, &table.seats[w.index()], event)
                    .into_iter()
                    .filter_map(|p| payment_entry(&p, w, number, step, &players));
                if matches!(event, Event::Bonus(..)) {
                    out.ledger.extend(entries);
                } else {
                    pending_kong.extend(entries);
                }
            }
        }
        if matches!(rules, RuleSettings::Sichuan(_)) {
            sichuan_between_wins(
                &mut table,
                event,
                before,
                &mut sichuan,
                number,
                step,
                &players,
                out,
            )
            .map_err(|m| err(step, m))?;
        }
        match event {
            Event::Win(w) => settle(
                rules,
                &sys,
                &mut table,
                std::slice::from_ref(w),
                number,
                step,
                &players,
                out,
            )
            .map_err(|m| err(step, m))?,
            Event::Wins(ws) => settle(rules, &sys, &mut table, ws, number, step, &players, out)
                .map_err(|m| err(step, m))?,
            Event::Penalty(p) => {
                out.ledger
                    .push(penalty_entry(p, players[p.seat.index()], number, step))
            }
            _ => {}
        }
        if keep_tables {
            tables.push(table.clone());
        }
    }
    if table.last != Last::Ended && !allow_unfinished {
        return Err(GameError {
            unfinished: true,
            ..err(record.events.len(), GameProblem::Unfinished)
        });
    }
    Ok(tables)
}

/// The seat an event acts for, when it can earn a Singapore instant payment.
fn event_seat(event: &Event) -> Option<Wind> {
    match event {
        Event::ExposedKong(w)
        | Event::ConcealedKong(w, _)
        | Event::AddedKong(w, _)
        | Event::Bonus(w, _) => Some(*w),
        _ => None,
    }
}

/// Singapore's instant payments an event earns: a new kong, or bites and sets that a bonus
/// tile set aside completes.
fn singapore_instant(
    options: &crate::rules::singapore::SgOptions,
    seat: Wind,
    old: &SeatState,
    new: &SeatState,
    event: &Event,
) -> Vec<crate::rules::Payment> {
    use crate::rules::singapore::{bonus_instant, kong_instant};
    if let Event::Bonus(..) = event {
        let mut before = bonus_instant(&old.bonus, old.dealt_bonus, seat, options);
        return bonus_instant(&new.bonus, new.dealt_bonus, seat, options)
            .into_iter()
            .filter(|p| match before.iter().position(|b| b == p) {
                Some(i) => {
                    before.remove(i);
                    false
                }
                None => true,
            })
            .collect();
    }
    new.melds
        .iter()
        .filter(|m| !old.melds.contains(m))
        .flat_map(|m| kong_instant(m, seat, options))
        .collect()
}

fn see(sys: &System, seen: &mut Counts, t: Tile) -> Result<(), GameProblem> {
    if !sys.honours && t.suit().is_none() {
        return Err(GameProblem::NoHonours { tile: t });
    }
    if seen[t.index()] >= 4 {
        return Err(GameProblem::FifthCopy { tile: t });
    }
    seen[t.index()] += 1;
    Ok(())
}

/// A notation error in an event's text.
fn bad_notation(text: &str) -> impl Fn(crate::tiles::NotationError) -> GameProblem + '_ {
    move |e| GameProblem::BadNotation {
        text: text.to_string(),
        error: Box::new(e),
    }
}

fn tile_of(text: &str) -> Result<Tile, GameProblem> {
    parse_tile(text).map_err(bad_notation(text))
}

fn bonus_of(text: &str) -> Result<BonusTile, GameProblem> {
    match crate::tiles::parse_bonus_list(text)
        .map_err(bad_notation(text))?
        .as_slice()
    {
        [b] => Ok(*b),
        _ => Err(GameProblem::NotOneBonus {
            text: text.to_string(),
        }),
    }
}

/// Whether it is `seat`'s turn to discard (or declare a concealed kong, a win, a bonus tile).
fn may_discard(table: &Table, seat: Wind) -> bool {
    let s = &table.seats[seat.index()];
    let full = s.tiles() + 3 * s.melds.len() == 14;
    full && match table.last {
        Last::Deal => seat == table.dealer,
        Last::Draw { seat: d, .. } | Last::Claimed { seat: d } => d == seat,
        _ => false,
    }
}

/// A bonus tile is set aside at the deal (dealt ones, before play), just after it is drawn, or
/// in the seat's own turn (after its draw or claim); never in another seat's turn.
fn may_set_bonus_aside(table: &Table, seat: Wind) -> bool {
    match table.last {
        Last::Deal => true,
        Last::DrewBonus { seat: s, .. }
        | Last::Draw { seat: s, .. }
        | Last::Claimed { seat: s } => s == seat,
        _ => false,
    }
}

fn apply(
    rules: &RuleSettings,
    sys: &System,
    table: &mut Table,
    event: &Event,
    seen_bonus: &mut Vec<BonusTile>,
) -> Result<(), GameProblem> {
    match event {
        Event::Note(_) | Event::Question(_) => Ok(()),
        Event::Penalty(_) => Ok(()),
        Event::MissingSuit(seat, suit) => {
            if !matches!(rules, RuleSettings::Sichuan(_)) {
                return Err(GameProblem::MissingSuitOnlySichuan);
            }
            if table.seats[seat.index()].missing_suit.is_some() {
                return Err(GameProblem::MissingSuitTwice { seat: *seat });
            }
            if table.last != Last::Deal {
                return Err(GameProblem::MissingSuitLate { seat: *seat });
            }
            table.seats[seat.index()].missing_suit = Some(*suit);
            Ok(())
        }
        Event::Draw(seat, text) => {
            let kind = match table.last {
                Last::Discard { seat: d, .. } if next_active(table, d) == *seat => DrawKind::Wall,
                Last::AfterWin { seat: w } if next_active(table, w) == *seat => DrawKind::Wall,
                Last::Kong {
                    seat: k,
                    kongs_in_a_row,
                    ..
                } if k == *seat => DrawKind::KongReplacement { kongs_in_a_row },
                Last::Bonus { seat: b, in_a_row } if b == *seat => {
                    DrawKind::BonusReplacement { in_a_row }
                }
                _ => return Err(GameProblem::NotTurnToDraw { seat: *seat }),
            };
            if table.wall_left == 0 {
                return Err(GameProblem::WallEmpty);
            }
            table.wall_left -= 1;
            if text.starts_with(['F', 'S', 'A']) {
                let b = bonus_of(text)?;
                if !sys.bonus_tiles || seen_bonus.contains(&b) {
                    return Err(GameProblem::BonusNotDrawable { tile: b });
                }
                seen_bonus.push(b);
                table.seats[seat.index()].bonus_in_hand.push(b);
                let in_a_row = match kind {
                    DrawKind::BonusReplacement { in_a_row } => in_a_row,
                    _ => 0,
                };
                table.last = Last::DrewBonus {
                    seat: *seat,
                    in_a_row,
                };
                return Ok(());
            }
            let t = tile_of(text)?;
            see(sys, &mut table.seen, t)?;
            table.seats[seat.index()].concealed[t.index()] += 1;
            let held =
                table.seats[seat.index()].tiles() + 3 * table.seats[seat.index()].melds.len();
            let full = if table.resume == Some(Last::Deal) && *seat == table.dealer {
                14
            } else {
                13
            };
            table.last = match (kind, table.resume) {
                // The last replacement of a seat's dealt bonus tiles: play resumes where it was.
                (DrawKind::BonusReplacement { .. }, Some(resume)) if held == full => {
                    table.resume = None;
                    resume
                }
                (_, _) => Last::Draw {
                    seat: *seat,
                    tile: t,
                    kind,
                },
            };
            Ok(())
        }
        Event::Discard(seat, text) => {
            let t = tile_of(text)?;
            if !may_discard(table, *seat) {
                return Err(GameProblem::NotTurnToDiscard { seat: *seat });
            }
            let after_kong = matches!(table.last, Last::Draw { kind: DrawKind::KongReplacement { .. }, seat: s, .. } if s == *seat);
            let state = &mut table.seats[seat.index()];
            if state.holds(t) == 0 {
                return Err(GameProblem::NotHeld {
                    seat: *seat,
                    tile: t,
                });
            }
            if !state.bonus_in_hand.is_empty() {
                return Err(GameProblem::BonusBeforeDiscard { seat: *seat });
            }
            state.concealed[t.index()] -= 1;
            state.discards.push(t);
            table.discards_made += 1;
            table.discarded_kinds[t.index()] += 1;
            table.discard_history.push((*seat, t));
            table.last = Last::Discard {
                seat: *seat,
                tile: t,
                after_kong,
            };
            Ok(())
        }
        Event::Chow(seat, text) => {
            if !sys.chows {
                return Err(GameProblem::NoChows);
            }
            let Last::Discard { seat: d, tile, .. } = table.last else {
                return Err(GameProblem::NoDiscardToClaim);
            };
            if next_active(table, d) != *seat {
                return Err(GameProblem::ChowNotNext { discarder: d });
            }
            let tiles = parse_tiles(text).map_err(bad_notation(text))?;
            let meld = crate::hand::meld_of(&tiles, false).filter(|m| m.kind == MeldKind::Chow);
            let Some(meld) = meld.filter(|m| m.tiles().contains(&tile)) else {
                return Err(GameProblem::NotAChow {
                    text: text.clone(),
                    tile,
                });
            };
            let state = &mut table.seats[seat.index()];
            let mut need = meld.tiles();
            if let Some(i) = need.iter().position(|&x| x == tile) {
                need.remove(i);
            }
            for t in &need {
                if state.holds(*t) == 0 {
                    return Err(GameProblem::ChowTileNotHeld {
                        seat: *seat,
                        tile: *t,
                    });
                }
                state.concealed[t.index()] -= 1;
            }
            take_discard(table, d);
            let state = &mut table.seats[seat.index()];
            state.melds.push(Meld {
                from: Some(d),
                ..meld
            });
            table.claims_made = true;
            table.last = Last::Claimed { seat: *seat };
            Ok(())
        }
        Event::Pung(seat) | Event::ExposedKong(seat) => {
            let kong = matches!(event, Event::ExposedKong(_));
            let Last::Discard { seat: d, tile, .. } = table.last else {
                return Err(GameProblem::NoDiscardToClaim);
            };
            if d == *seat || table.seats[seat.index()].out {
                return Err(GameProblem::CannotClaim { seat: *seat });
            }
            let need = if kong { 3 } else { 2 };
            if table.seats[seat.index()].holds(tile) < need {
                return Err(GameProblem::NotEnoughToClaim {
                    seat: *seat,
                    count: need,
                    tile,
                });
            }
            take_discard(table, d);
            let fresh = table.discarded_kinds[tile.index()] <= 1;
            let wall_tiles_left = Some(table.wall_left.min(u16::MAX as u32) as u16);
            let state = &mut table.seats[seat.index()];
            state.concealed[tile.index()] -= need;
            let kind = if kong {
                MeldKind::ExposedKong
            } else {
                MeldKind::Pung
            };
            state.melds.push(Meld {
                from: Some(d),
                fresh,
                wall_tiles_left,
                ..Meld::new(kind, tile)
            });
            table.claims_made = true;
            table.last = if kong {
                Last::Kong {
                    seat: *seat,
                    tile,
                    added: false,
                    kongs_in_a_row: 1,
                }
            } else {
                Last::Claimed { seat: *seat }
            };
            Ok(())
        }
        Event::ConcealedKong(seat, text) | Event::AddedKong(seat, text) => {
            let t = tile_of(text)?;
            let added = matches!(event, Event::AddedKong(..));
            if !may_discard(table, *seat) {
                return Err(GameProblem::NotTurnToKong { seat: *seat });
            }
            let in_a_row = match table.last {
                Last::Draw {
                    kind: DrawKind::KongReplacement { kongs_in_a_row },
                    ..
                } => kongs_in_a_row + 1,
                _ => 1,
            };
            let state = &mut table.seats[seat.index()];
            if added {
                let Some(m) = state
                    .melds
                    .iter_mut()
                    .find(|m| m.kind == MeldKind::Pung && m.tile == t)
                else {
                    return Err(GameProblem::NoPungToAdd {
                        seat: *seat,
                        tile: t,
                    });
                };
                if state.concealed[t.index()] == 0 {
                    return Err(GameProblem::NotHeld {
                        seat: *seat,
                        tile: t,
                    });
                }
                m.kind = MeldKind::AddedKong;
                state.concealed[t.index()] -= 1;
            } else {
                if state.holds(t) < 4 {
                    return Err(GameProblem::NotFour {
                        seat: *seat,
                        tile: t,
                    });
                }
                state.concealed[t.index()] -= 4;
                state.melds.push(Meld::new(MeldKind::ConcealedKong, t));
            }
            table.last = Last::Kong {
                seat: *seat,
                tile: t,
                added,
                kongs_in_a_row: in_a_row,
            };
            Ok(())
        }
        Event::Bonus(seat, text) => {
            let b = bonus_of(text)?;
            if !may_set_bonus_aside(table, *seat) {
                return Err(GameProblem::BonusOutOfTurn { seat: *seat });
            }
            let state = &mut table.seats[seat.index()];
            let Some(i) = state.bonus_in_hand.iter().position(|&x| x == b) else {
                return Err(GameProblem::BonusNotHeld {
                    seat: *seat,
                    tile: b,
                });
            };
            state.bonus_in_hand.remove(i);
            state.bonus.push(b);
            let in_a_row = match table.last {
                Last::DrewBonus { seat: s, in_a_row } if s == *seat => in_a_row + 1,
                // A dealt bonus tile: after its replacement, play goes back to where it was.
                other => {
                    if table.resume.is_none() {
                        table.resume = Some(other);
                    }
                    1
                }
            };
            table.last = Last::Bonus {
                seat: *seat,
                in_a_row,
            };
            Ok(())
        }
        Event::Win(_) | Event::Wins(_) => Ok(()),
        Event::WallExhausted => {
            if table.wall_left != 0 {
                return Err(GameProblem::WallNotExhausted {
                    left: table.wall_left,
                });
            }
            table.last = Last::Ended;
            Ok(())
        }
    }
}

fn take_discard(table: &mut Table, from: Wind) {
    table.seats[from.index()].discards.pop();
}

#[allow(clippy::too_many_arguments)]
fn settle(
    rules: &RuleSettings,
    sys: &System,
    table: &mut Table,
    wins: &[WinRecord],
    number: usize,
    step: usize,
    players: &[usize; 4],
    out: &mut Replay,
) -> Result<(), GameProblem> {
    if wins.is_empty() {
        return Err(GameProblem::NoWinner);
    }
    if wins.len() > 1 && !sys.several_winners {
        return Err(GameProblem::SeveralWinnersOnlySichuan);
    }
    let last = table.last;
    for w in wins {
        let seat = w.seat;
        let state = table.seats[seat.index()].clone();
        if state.out {
            return Err(GameProblem::AlreadyWon { seat });
        }
        let (tile, method, discarder, after_kong) = match last {
            Last::Draw {
                seat: d,
                tile,
                kind,
            } if d == seat => {
                let method = if matches!(kind, DrawKind::KongReplacement { .. }) {
                    WinMethod::KongReplacement
                } else {
                    WinMethod::SelfDraw
                };
                (tile, method, None, false)
            }
            Last::Deal if seat == table.dealer => {
                let t = (0..KINDS)
                    .rev()
                    .find(|&i| state.concealed[i] > 0)
                    .and_then(Tile::from_index)
                    .ok_or(GameProblem::EmptyHand)?;
                (t, WinMethod::SelfDraw, None, false)
            }
            Last::Discard {
                seat: d,
                tile,
                after_kong,
            } if d != seat => (tile, WinMethod::Discard, Some(d), after_kong),
            Last::Kong {
                seat: d,
                tile,
                added: true,
                ..
            } if d != seat => (tile, WinMethod::RobbingKong, Some(d), false),
            _ => return Err(GameProblem::NoTileToWinOn { seat }),
        };
        if wins.len() > 1 && method != WinMethod::Discard {
            return Err(GameProblem::SeveralWinnersOnlyDiscard);
        }
        let mut concealed = state.concealed;
        if method.is_claimed() {
            concealed[tile.index()] += 1;
        }
        if !state.bonus_in_hand.is_empty() {
            return Err(GameProblem::BonusBeforeWinning { seat });
        }
        let kinds_in_a_row = match last {
            Last::Draw {
                kind: DrawKind::KongReplacement { kongs_in_a_row },
                ..
            } => kongs_in_a_row,
            _ => 0,
        };
        let bonus_in_a_row = match last {
            Last::Draw {
                kind: DrawKind::BonusReplacement { in_a_row },
                ..
            } => in_a_row,
            _ => 0,
        };
        let self_draw = method.is_self_draw();
        let flags = Flags {
            final_draw: self_draw && table.wall_left == 0,
            final_discard: method == WinMethod::Discard && table.wall_left == 0,
            heaven: seat == table.dealer && last == Last::Deal,
            earth: seat != table.dealer
                && method == WinMethod::Discard
                && discarder == Some(table.dealer)
                && table.discards_made == 1
                && !table.claims_made
                && state.melds.is_empty(),
            bonus_replacement: bonus_in_a_row > 0 && method == WinMethod::SelfDraw,
            kong_on_kong: kinds_in_a_row >= 2,
            humanly: false,
            kong_shot: after_kong && method == WinMethod::Discard,
        };
        let players_out = table
            .seats
            .iter()
            .enumerate()
            .filter(|(_, s)| s.out)
            .fold(0u8, |m, (i, _)| m | 1 << i);
        let situation = Situation {
            seat_wind: seat,
            prevailing_wind: table.prevailing,
            flags,
            discarder,
            table: TableFacts {
                wall_tiles_left: Some(table.wall_left.min(u16::MAX as u32) as u16),
                winning_tile_fresh: method == WinMethod::Discard
                    && table.discarded_kinds[tile.index()] <= 1,
                missing_suit: state.missing_suit,
                players_out,
                bonus_replacements: bonus_in_a_row,
                dealt_bonus: state.dealt_bonus,
                ..TableFacts::default()
            },
        };
        let tiles = crate::tiles::tiles_of(&concealed);
        let hand = Hand::new(&tiles, &state.melds, &state.bonus, tile, method, situation).map_err(
            |e| GameProblem::WinningHand {
                seat,
                error: Box::new(e),
            },
        )?;

        let immunity = match rules {
            RuleSettings::ZungJung(o)
                if o.payment == zung_jung::PaymentScheme::ZungJung
                    && method == WinMethod::Discard =>
            {
                Some(zung_jung::one_round_immunity(seat, &table.discard_history))
            }
            _ => None,
        };
        // Instant payments (Singapore) were made as the kongs and bonus tiles came.
        book_win(
            rules,
            hand,
            |scored| {
                if let Some(immunity) = immunity {
                    scored.payments = zung_jung::payments_with_immunity(
                        &scored.payments,
                        scored.total(),
                        immunity,
                    );
                }
            },
            (number, step, players),
            w.score,
            out,
        )?;
        table.seats[seat.index()].out = true;
    }
    let left = table.seats.iter().filter(|s| !s.out).count();
    if let Last::Discard { seat: d, .. } = last {
        take_discard(table, d);
    }
    table.last = match (sys.several_winners && left > 1, wins.last()) {
        // Sichuan: play goes on with the player after the (last) winner.
        (true, Some(w)) => Last::AfterWin { seat: w.seat },
        _ => Last::Ended,
    };
    Ok(())
}

/// Scores a win and books it: the rules' score (`adjust`ed, e.g. for Zung Jung's one-round
/// immunity; a false win refused), its payments in the ledger, the win with its sheet and the
/// score the record gives. A recorded score the rules do not give is kept beside the win (see
/// [`WinResult::disagreement`]): the game is settled by the rules and still replays.
fn book_win(
    rules: &RuleSettings,
    hand: Hand,
    adjust: impl FnOnce(&mut Scored),
    (number, step, players): (usize, usize, &[usize; 4]),
    recorded: Option<u32>,
    out: &mut Replay,
) -> Result<(), GameProblem> {
    let seat = hand.seat_wind;
    let mut scored = score(&hand, rules).map_err(|e| GameProblem::WinRefused {
        seat,
        error: Box::new(e),
    })?;
    adjust(&mut scored);
    if let Verdict::BelowMinimum { minimum } = scored.verdict {
        return Err(GameProblem::FalseWin {
            seat,
            worth: scored.total(),
            minimum,
        });
    }
    out.ledger.extend(
        scored
            .payments
            .entries
            .iter()
            .filter_map(|p| payment_entry(p, seat, number, step, players)),
    );
    let sheet = sheet_of(&hand, &scored);
    out.wins.push(WinResult {
        hand_number: number,
        step,
        seat,
        player: players[seat.index()],
        hand,
        scored,
        sheet,
        recorded,
    });
    Ok(())
}

/// Sichuan's kong payments, kept per seat for refunds.
#[derive(Default)]
struct SichuanBook {
    income: [Vec<Transfer>; 4],
    last_kong: [Vec<Transfer>; 4],
}

/// A payment to `to` as a ledger entry; none when it is nothing or its payer is unknown.
fn payment_entry(
    p: &crate::rules::Payment,
    to: Wind,
    number: usize,
    step: usize,
    players: &[usize; 4],
) -> Option<LedgerEntry> {
    let payer = p.payer.filter(|_| p.amount > 0)?;
    Some(LedgerEntry {
        hand: number,
        step,
        from: Some(players[payer.index()]),
        to: Some(players[to.index()]),
        amount: p.amount,
        rule: LedgerRule::Payment(p.rule),
        reason: p.rule.explain(),
    })
}

/// A penalty the record states, paid by `player` to nobody.
fn penalty_entry(
    p: &crate::replay::Penalty,
    player: usize,
    number: usize,
    step: usize,
) -> LedgerEntry {
    LedgerEntry {
        hand: number,
        step,
        from: Some(player),
        to: None,
        amount: p.amount,
        rule: LedgerRule::Penalty,
        reason: if p.reason.is_empty() {
            "penalty".into()
        } else {
            p.reason.clone()
        },
    }
}

fn transfer_entry(t: &Transfer, number: usize, step: usize, players: &[usize; 4]) -> LedgerEntry {
    LedgerEntry {
        hand: number,
        step,
        from: Some(players[t.from.index()]),
        to: t.to.map(|w| players[w.index()]),
        amount: t.amount,
        rule: LedgerRule::Sichuan(t.rule),
        reason: t.rule.explain().to_string(),
    }
}

/// Kong payments as kongs are declared, their refund on a shot after a kong, and the
/// settlement at the wall's end.
#[allow(clippy::too_many_arguments)]
fn sichuan_between_wins(
    table: &mut Table,
    event: &Event,
    before: Last,
    book: &mut SichuanBook,
    number: usize,
    step: usize,
    players: &[usize; 4],
    out: &mut Replay,
) -> Result<(), GameProblem> {
    let still_in: Vec<Wind> = Wind::ALL
        .into_iter()
        .filter(|w| !table.seats[w.index()].out)
        .collect();
    match event {
        Event::ExposedKong(seat) | Event::ConcealedKong(seat, _) | Event::AddedKong(seat, _) => {
            let (kind, discarder) = match event {
                Event::ExposedKong(_) => (
                    KongKind::Exposed,
                    table.seats[seat.index()].melds.last().and_then(|m| m.from),
                ),
                Event::ConcealedKong(..) => (KongKind::Concealed, None),
                _ => (KongKind::Added, None),
            };
            let transfers = kong_payments(kind, *seat, discarder, &still_in, true);
            out.ledger.extend(
                transfers
                    .iter()
                    .map(|t| transfer_entry(t, number, step, players)),
            );
            book.income[seat.index()].extend(transfers.iter().copied());
            book.last_kong[seat.index()] = transfers;
        }
        Event::Win(_) | Event::Wins(_) => {
            if let Last::Discard {
                seat: d,
                after_kong: true,
                ..
            } = before
            {
                let back = refund(&book.last_kong[d.index()], ScRule::KongRefundShot);
                out.ledger.extend(
                    back.iter()
                        .map(|t| transfer_entry(t, number, step, players)),
                );
                let kong = std::mem::take(&mut book.last_kong[d.index()]);
                book.income[d.index()].retain(|t| !kong.contains(t));
            }
        }
        Event::WallExhausted => {
            let mut hands = Vec::new();
            for seat in still_in {
                let s = &table.seats[seat.index()];
                let Some(missing_suit) = s.missing_suit else {
                    return Err(GameProblem::MissingSuitNever { seat });
                };
                hands.push(EndHand {
                    seat,
                    missing_suit,
                    concealed: s.concealed,
                    melds: s.melds.clone(),
                    kong_income: book.income[seat.index()].clone(),
                });
            }
            let end = wall_end(&hands);
            out.ledger.extend(
                end.transfers
                    .iter()
                    .map(|t| transfer_entry(t, number, step, players)),
            );
        }
        _ => {}
    }
    Ok(())
}
