//! The simulator behind `tilewise simulate`: four bots play whole games under one rule system
//! and leave a game record that replays cleanly through the engine (`game::replay`).
//!
//! The bots win whenever the engine accepts the win (each candidate win is tried on a copy of
//! the hand so far, so a false win is never recorded), claim value pungs and some other sets,
//! declare kongs, and discard by a shanten-like count of the sets and partial sets their tiles
//! make: isolated honours first, then isolated terminals, then the tiles with the fewest
//! neighbours, never a tile that would take the hand further from ready.

use crate::game;
use crate::game::SeatState;
use crate::game::rotation::{HandEnd, Position, Rotation};
use crate::hand::is_complete;
use crate::replay::{Event, GameRecord, HandRecord, Header, WinRecord};
use crate::rules::RuleSettings;
use crate::tiles::{BonusTile, KINDS, Suit, Tile, Wind, format_bonus, format_counts, format_tiles};

mod choices;
pub mod rollout;
mod shanten;
mod table;
use table::{Piece, System, chow_tiles, system, tile_set};

/// The bots' names, in the order of their first seats.
pub const PLAYERS: [&str; 4] = ["Bot A", "Bot B", "Bot C", "Bot D"];

/// Plays `hands` hands under `rules` with four bots, shuffling with `seed`, and returns the
/// game record (every win with its score). The same rules and seed give the same record.
/// The record is replayed before it is returned; an error says where the engine refused it.
pub fn simulate(rules: &RuleSettings, seed: u64, hands: usize) -> Result<GameRecord, String> {
    let mut sim = Sim::new(rules, seed);
    let rotation = Rotation::of(rules);
    let mut position = Position::default();
    let mut played = Vec::with_capacity(hands);
    for _ in 0..hands {
        let prevailing = position.prevailing(rotation);
        let (hand, outcome) = sim.play_hand(prevailing, position.seats.to_vec())?;
        played.push(hand);
        position = position.after(rotation, &outcome);
    }
    let mut record = GameRecord {
        header: sim.header,
        hands: played,
    };
    fill_scores(&mut record)?;
    Ok(record)
}

/// Writes the engine's score into every win of the record.
fn fill_scores(record: &mut GameRecord) -> Result<(), String> {
    let replay = game::replay_keeping(record, game::Snapshots::None)
        .map_err(|e| format!("the simulated record does not replay: {e}"))?;
    let mut totals = replay.wins.iter().map(|w| w.scored.total());
    for hand in &mut record.hands {
        for event in &mut hand.events {
            let wins = match event {
                Event::Win(w) => std::slice::from_mut(w),
                Event::Wins(ws) => ws.as_mut_slice(),
                _ => continue,
            };
            for w in wins {
                w.score = Some(totals.next().ok_or("a win the engine did not settle")?);
            }
        }
    }
    Ok(())
}

/// How a seat came to hold a full hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Turn {
    /// The dealer's dealt 14.
    Deal,
    /// A tile from the wall (or a replacement).
    Drew,
    /// A claimed pung or chow: only a discard may follow.
    Claimed,
}

/// What happens next in the hand.
enum Step {
    /// The seat holds a full hand and acts.
    Act(Wind, Turn),
    /// The seat draws (from the wall, or a kong's replacement).
    Draw(Wind),
    Over,
}

/// The bots at a table: the hand in play (every move goes through the engine's
/// [`game::HandPlay`], which checks it and books its payments), the wall in its order, and the
/// record of the moves when one is kept.
struct Sim {
    sys: System,
    rng: fastrand::Rng,
    header: Header,
    /// Set-and-partial options of one suit or the honours, by its counts.
    cache: shanten::MaskCache,
    /// The hand in play.
    play: game::HandPlay,
    /// What the hand has settled so far (its ledger).
    settled: game::Replay,
    wall: Vec<Piece>,
    next: usize,
    /// The moves so far, when kept (`simulate`); the advisor's rollouts keep none.
    record: HandRecord,
    recording: bool,
}

impl Sim {
    fn new(rules: &RuleSettings, seed: u64) -> Sim {
        Sim {
            sys: system(rules),
            rng: fastrand::Rng::with_seed(seed),
            header: Header {
                rules: rules.clone(),
                players: PLAYERS.iter().map(|p| p.to_string()).collect(),
                date: None,
                event: Some(format!(
                    "tilewise simulate --rules {} --seed {seed}",
                    rules.id()
                )),
            },
            cache: shanten::MaskCache::default(),
            play: game::HandPlay::resume(rules, game::Table::new(Wind::East, Wind::East)),
            settled: game::Replay::default(),
            wall: Vec::new(),
            next: 0,
            record: empty_hand(),
            recording: true,
        }
    }

    /// Plays `event` at the table (and records it). The bots only make moves the engine
    /// allows; a refused one is a bug in them, reported with its place.
    fn push(&mut self, event: Event) -> Result<(), String> {
        self.play
            .apply(&event, &mut self.settled)
            .map_err(|e| format!("the simulator made an illegal move: {e}"))?;
        if self.recording {
            self.record.events.push(event);
        }
        Ok(())
    }

    fn table(&self) -> &game::Table {
        self.play.table()
    }

    fn seat(&self, w: Wind) -> &SeatState {
        &self.play.table().seats[w.index()]
    }

    /// Tiles left in the live wall.
    fn live_left(&self) -> u32 {
        self.play.table().wall_left
    }

    /// The next seat still in the hand after `after` (the engine's rule).
    fn next_active(&self, after: Wind) -> Wind {
        game::next_in(after, |w| self.seat(w).out)
    }

    /// The three other seats in play order after `from`, those still in the hand.
    fn others(&self, from: Wind) -> Vec<Wind> {
        let mut out = Vec::with_capacity(3);
        let mut s = from.next();
        for _ in 0..3 {
            if !self.seat(s).out {
                out.push(s);
            }
            s = s.next();
        }
        out
    }

    /// Deals and plays one hand; returns its record and who won it.
    fn play_hand(
        &mut self,
        prevailing: Wind,
        seats: Vec<u8>,
    ) -> Result<(HandRecord, HandEnd), String> {
        let mut pieces = tile_set(&self.sys);
        self.rng.shuffle(&mut pieces);
        let mut deal = Vec::with_capacity(4);
        let mut dealt_bonus: [Vec<BonusTile>; 4] = Default::default();
        let mut at = 0;
        for seat in Wind::ALL {
            let n = if seat == Wind::East { 14 } else { 13 };
            let mut concealed = [0u8; KINDS];
            for piece in &pieces[at..at + n] {
                match *piece {
                    Piece::Tile(t) => concealed[t.index()] += 1,
                    Piece::Bonus(b) => dealt_bonus[seat.index()].push(b),
                }
            }
            at += n;
            let bonus = &dealt_bonus[seat.index()];
            deal.push(if bonus.is_empty() {
                format_counts(&concealed)
            } else {
                format!("{} {}", format_counts(&concealed), format_bonus(bonus))
            });
        }
        self.wall = pieces;
        self.next = at;
        let dice = (self.rng.u8(1..=6), self.rng.u8(1..=6));
        self.record = HandRecord {
            prevailing_wind: prevailing,
            seats,
            dealer: Wind::East,
            dice: Some(dice),
            deal,
            events: Vec::new(),
            result: None,
        };
        self.play = game::HandPlay::deal(&self.header.rules, 1, &self.record)
            .map_err(|e| format!("the simulator dealt an illegal hand: {e}"))?
            .keep_wins(false);
        self.settled = game::Replay::default();
        let mut outcome = HandEnd::default();

        if self.sys.sichuan {
            for seat in Wind::ALL {
                let c = &self.seat(seat).concealed;
                let held = |s: Suit| -> u32 {
                    c[s.index() * 9..s.index() * 9 + 9]
                        .iter()
                        .map(|&n| n as u32)
                        .sum()
                };
                let suit = Suit::ALL
                    .into_iter()
                    .min_by_key(|&s| held(s))
                    .unwrap_or(Suit::Characters);
                self.push(Event::MissingSuit(seat, suit))?;
            }
        }

        // Dealt bonus tiles go aside at once, the dealer first, each followed by its
        // replacement; then the dealer plays his (replaced) dealt hand.
        let mut step = Step::Act(Wind::East, Turn::Deal);
        for seat in Wind::ALL {
            let Some(&first) = dealt_bonus[seat.index()].first() else {
                continue;
            };
            self.push(Event::Bonus(seat, first.to_string()))?;
            if self.draw(seat)?.is_none() {
                step = Step::Over;
                outcome.drawn = true;
                break;
            }
        }
        self.play_on(step, &mut outcome)?;
        let record = std::mem::replace(&mut self.record, empty_hand());
        Ok((record, outcome))
    }

    /// Plays from `step` until the hand is over.
    fn play_on(&mut self, mut step: Step, outcome: &mut HandEnd) -> Result<(), String> {
        loop {
            step = match step {
                Step::Over => return Ok(()),
                Step::Draw(seat) => match self.draw(seat)? {
                    Some(_) => Step::Act(seat, Turn::Drew),
                    None => {
                        outcome.drawn = outcome.winners.is_empty();
                        Step::Over
                    }
                },
                Step::Act(seat, turn) => self.act(seat, turn, outcome)?,
            };
        }
    }

    /// Draws for `seat` until it holds a playing tile: bonus tiles drawn are set aside and
    /// replaced, and so are the seat's dealt bonus tiles still held. `None` when the live
    /// wall ran out (the hand is then recorded as exhausted).
    fn draw(&mut self, seat: Wind) -> Result<Option<Tile>, String> {
        loop {
            if self.live_left() == 0 {
                self.push(Event::WallExhausted)?;
                return Ok(None);
            }
            let piece = self
                .wall
                .get(self.next)
                .copied()
                .ok_or("the simulator's wall ran out before the live wall's count")?;
            self.next += 1;
            match piece {
                Piece::Bonus(b) => {
                    self.push(Event::Draw(seat, b.to_string()))?;
                    self.push(Event::Bonus(seat, b.to_string()))?;
                }
                Piece::Tile(t) => {
                    self.push(Event::Draw(seat, t.to_string()))?;
                    match self.seat(seat).bonus_in_hand.first().copied() {
                        Some(b) => self.push(Event::Bonus(seat, b.to_string()))?,
                        None => return Ok(Some(t)),
                    }
                }
            }
        }
    }

    /// A seat with a full hand: a self-drawn win, a kong, or a discard and what follows it.
    fn act(&mut self, seat: Wind, turn: Turn, outcome: &mut HandEnd) -> Result<Step, String> {
        if turn != Turn::Claimed {
            if self.can_win(seat, None) {
                self.push(Event::Win(WinRecord { seat, score: None }))?;
                return Ok(self.after_win(&[seat], None, outcome));
            }
            if self.live_left() > 0
                && let Some((t, added)) = self.choose_kong(seat)
            {
                if added {
                    self.push(Event::AddedKong(seat, t.to_string()))?;
                    let robber = self
                        .others(seat)
                        .into_iter()
                        .find(|&w| self.can_win(w, Some(t)));
                    if let Some(w) = robber {
                        self.push(Event::Win(WinRecord {
                            seat: w,
                            score: None,
                        }))?;
                        return Ok(self.after_win(&[w], Some(seat), outcome));
                    }
                } else {
                    self.push(Event::ConcealedKong(seat, t.to_string()))?;
                }
                return Ok(Step::Draw(seat));
            }
        }
        let t = self.choose_discard(seat);
        self.push(Event::Discard(seat, t.to_string()))?;
        self.respond(seat, t, outcome)
    }

    /// The others answer a discard: wins first, then a pung or kong, then a chow.
    fn respond(&mut self, d: Wind, t: Tile, outcome: &mut HandEnd) -> Result<Step, String> {
        let others = self.others(d);
        let mut winners = Vec::new();
        for &w in &others {
            if self.can_win(w, Some(t)) {
                winners.push(w);
                if !self.sys.sichuan {
                    break;
                }
            }
        }
        if winners.len() > 1 {
            let all = Event::Wins(
                winners
                    .iter()
                    .map(|&seat| WinRecord { seat, score: None })
                    .collect(),
            );
            if self.play.accepts(&all) {
                self.push(all)?;
                return Ok(self.after_win(&winners, Some(d), outcome));
            }
            winners.truncate(1);
        }
        if let [w] = winners[..] {
            self.push(Event::Win(WinRecord {
                seat: w,
                score: None,
            }))?;
            return Ok(self.after_win(&[w], Some(d), outcome));
        }
        if self.live_left() == 0 {
            self.push(Event::WallExhausted)?;
            outcome.drawn = outcome.winners.is_empty();
            return Ok(Step::Over);
        }
        // A pung or an exposed kong: at most one other seat holds two or more of the tile.
        let claimer = others.iter().copied().find(|&w| {
            let s = self.seat(w);
            s.concealed[t.index()] >= 2 && s.bonus_in_hand.is_empty() && !s.is_missing(t)
        });
        if let Some(w) = claimer {
            let held = self.seat(w).concealed[t.index()];
            if held >= 3 && self.rng.f32() < 0.6 {
                self.push(Event::ExposedKong(w))?;
                return Ok(Step::Draw(w));
            }
            if self.wants_pung(w, t) {
                self.push(Event::Pung(w))?;
                return Ok(Step::Act(w, Turn::Claimed));
            }
        }
        let next = self.next_active(d);
        if self.sys.chows
            && self.seat(next).bonus_in_hand.is_empty()
            && let Some(low) = self.wants_chow(next, t)
        {
            self.push(Event::Chow(next, format_tiles(&chow_tiles(low))))?;
            return Ok(Step::Act(next, Turn::Claimed));
        }
        Ok(Step::Draw(next))
    }

    /// Notes the first winners; in Sichuan play goes on after the last winner until three won.
    fn after_win(&mut self, winners: &[Wind], discarder: Option<Wind>, o: &mut HandEnd) -> Step {
        if o.winners.is_empty() {
            o.winners = winners.to_vec();
            o.discarder = discarder;
        }
        let out = self.table().seats.iter().filter(|s| s.out).count();
        match winners.last() {
            Some(&last) if self.sys.sichuan && out < 3 => Step::Draw(self.next_active(last)),
            _ => Step::Over,
        }
    }

    /// Whether `seat` may win now, on its own hand or with `tile` (a discard or a robbed
    /// kong's tile): a quick look at the tiles, then the engine's own verdict on a copy of the
    /// hand.
    fn can_win(&self, seat: Wind, tile: Option<Tile>) -> bool {
        let s = self.seat(seat);
        if s.out || !s.bonus_in_hand.is_empty() {
            return false;
        }
        let mut c = s.concealed;
        if let Some(t) = tile {
            c[t.index()] += 1;
        }
        if s.missing_suit.is_some_and(|m| {
            let i = m.index() * 9;
            c[i..i + 9].iter().any(|&n| n > 0) || s.melds.iter().any(|x| x.tile.suit() == Some(m))
        }) {
            return false;
        }
        if !is_complete(&c, s.melds.len(), self.sys.four_alike) {
            return false;
        }
        self.play
            .accepts(&Event::Win(WinRecord { seat, score: None }))
    }
}

fn empty_hand() -> HandRecord {
    HandRecord {
        prevailing_wind: Wind::East,
        seats: vec![0, 1, 2, 3],
        dealer: Wind::East,
        dice: None,
        deal: Vec::new(),
        events: Vec::new(),
        result: None,
    }
}
