//! The simulator behind `tilewise simulate`: four bots play whole games under one rule system
//! and leave a game record that replays cleanly through the engine (`game::replay`).
//!
//! The bots win whenever the engine accepts the win (each candidate win is tried on a copy of
//! the hand so far, so a false win is never recorded), claim value pungs and some other sets,
//! declare kongs, and discard by a shanten-like count of the sets and partial sets their tiles
//! make: isolated honours first, then isolated terminals, then the tiles with the fewest
//! neighbours, never a tile that would take the hand further from ready.

use crate::game;
use crate::game::rotation::{HandEnd, Position, Rotation};
use crate::hand::{Meld, MeldKind, is_complete, waits};
use crate::replay::{Event, GameRecord, HandRecord, Header, WinRecord};
use crate::rules::RuleSettings;
use crate::tiles::{
    Animal, BonusTile, Counts, KINDS, Suit, Tile, Wind, format_bonus, format_counts, format_tiles,
};
use std::collections::HashMap;

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
        let (hand, outcome) = sim.play_hand(prevailing, position.seats.to_vec());
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

/// One tile of the set: a playing tile or a bonus tile.
#[derive(Clone, Copy, Debug)]
enum Piece {
    Tile(Tile),
    Bonus(BonusTile),
}

/// The table facts of a rule system that the simulator needs.
struct System {
    honours: bool,
    flowers: bool,
    animals: bool,
    dead_wall: usize,
    chows: bool,
    sichuan: bool,
    /// Whether the bots aim at seven pairs at all.
    seven_pairs: bool,
    four_alike: bool,
}

fn system(rules: &RuleSettings) -> System {
    let four_alike = rules.four_alike_as_two_pairs();
    match rules {
        RuleSettings::ZungJung(o) => System {
            honours: true,
            flowers: o.bonus_tiles,
            animals: false,
            dead_wall: 14,
            chows: true,
            sichuan: false,
            seven_pairs: true,
            four_alike,
        },
        RuleSettings::HkOldStyle(o) | RuleSettings::HkNewStyle(o) => System {
            honours: true,
            flowers: o.bonus_tiles,
            animals: false,
            dead_wall: 0,
            chows: true,
            sichuan: false,
            seven_pairs: true,
            four_alike,
        },
        RuleSettings::Singapore(_) => System {
            honours: true,
            flowers: true,
            animals: true,
            dead_wall: 15,
            chows: true,
            sichuan: false,
            seven_pairs: false,
            four_alike,
        },
        RuleSettings::Sichuan(_) => System {
            honours: false,
            flowers: false,
            animals: false,
            dead_wall: 0,
            chows: false,
            sichuan: true,
            seven_pairs: true,
            four_alike,
        },
    }
}

/// The whole set of the system, unshuffled.
fn tile_set(sys: &System) -> Vec<Piece> {
    let kinds = if sys.honours { KINDS } else { 27 };
    let mut set: Vec<Piece> = Tile::all()
        .take(kinds)
        .flat_map(|t| [Piece::Tile(t); 4])
        .collect();
    if sys.flowers {
        for n in 1..=4 {
            set.push(Piece::Bonus(BonusTile::Flower(n)));
            set.push(Piece::Bonus(BonusTile::Season(n)));
        }
    }
    if sys.animals {
        set.extend(Animal::ALL.map(|a| Piece::Bonus(BonusTile::Animal(a))));
    }
    set
}

/// One seat during a hand, as the bots see it (and as the engine keeps it).
#[derive(Clone, Debug)]
struct Seat {
    concealed: Counts,
    melds: Vec<Meld>,
    /// Dealt bonus tiles not yet set aside (see `play_hand`).
    pending_bonus: Vec<BonusTile>,
    missing: Option<Suit>,
    /// Sichuan: this seat has won and left the hand.
    out: bool,
}

impl Default for Seat {
    fn default() -> Self {
        Seat {
            concealed: [0; KINDS],
            melds: Vec::new(),
            pending_bonus: Vec::new(),
            missing: None,
            out: false,
        }
    }
}

impl Seat {
    fn holds_missing(&self) -> bool {
        self.missing.is_some_and(|s| {
            let i = s.index() * 9;
            self.concealed[i..i + 9].iter().any(|&c| c > 0)
        })
    }

    fn is_missing(&self, t: Tile) -> bool {
        self.missing.is_some() && t.suit() == self.missing
    }
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

struct Sim {
    sys: System,
    rng: fastrand::Rng,
    header: Header,
    /// Set-and-partial options of one suit or the honours, by its counts.
    cache: HashMap<u32, u128>,
    seats: [Seat; 4],
    wall: Vec<Piece>,
    next: usize,
    live_left: usize,
    record: HandRecord,
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
            cache: HashMap::new(),
            seats: Default::default(),
            wall: Vec::new(),
            next: 0,
            live_left: 0,
            record: empty_hand(),
        }
    }

    fn push(&mut self, event: Event) {
        self.record.events.push(event);
    }

    fn seat(&self, w: Wind) -> &Seat {
        &self.seats[w.index()]
    }

    fn seat_mut(&mut self, w: Wind) -> &mut Seat {
        &mut self.seats[w.index()]
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
    fn play_hand(&mut self, prevailing: Wind, seats: Vec<u8>) -> (HandRecord, HandEnd) {
        let mut pieces = tile_set(&self.sys);
        self.rng.shuffle(&mut pieces);
        self.seats = Default::default();
        let mut deal = Vec::with_capacity(4);
        let mut dealt_bonus: [Vec<BonusTile>; 4] = Default::default();
        let mut at = 0;
        for seat in Wind::ALL {
            let n = if seat == Wind::East { 14 } else { 13 };
            let state = &mut self.seats[seat.index()];
            for piece in &pieces[at..at + n] {
                match *piece {
                    Piece::Tile(t) => state.concealed[t.index()] += 1,
                    Piece::Bonus(b) => dealt_bonus[seat.index()].push(b),
                }
            }
            at += n;
            let bonus = &dealt_bonus[seat.index()];
            deal.push(if bonus.is_empty() {
                format_counts(&state.concealed)
            } else {
                format!(
                    "{} {}",
                    format_counts(&state.concealed),
                    format_bonus(bonus)
                )
            });
        }
        self.live_left = pieces.len().saturating_sub(self.sys.dead_wall + at);
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
                self.seat_mut(seat).missing = Some(suit);
                self.push(Event::MissingSuit(seat, suit));
            }
        }

        // Dealt bonus tiles go aside at once, the dealer first, each followed by its
        // replacement; then the dealer plays his (replaced) dealt hand.
        let mut step = Step::Act(Wind::East, Turn::Deal);
        for seat in Wind::ALL {
            let mut bonus = std::mem::take(&mut dealt_bonus[seat.index()]);
            bonus.reverse();
            let Some(first) = bonus.pop() else { continue };
            self.seat_mut(seat).pending_bonus = bonus;
            self.push(Event::Bonus(seat, first.to_string()));
            if self.draw(seat).is_none() {
                step = Step::Over;
                outcome.drawn = true;
                break;
            }
        }

        loop {
            step = match step {
                Step::Over => break,
                Step::Draw(seat) => match self.draw(seat) {
                    Some(_) => Step::Act(seat, Turn::Drew),
                    None => {
                        outcome.drawn = outcome.winners.is_empty();
                        Step::Over
                    }
                },
                Step::Act(seat, turn) => self.act(seat, turn, &mut outcome),
            };
        }
        (std::mem::replace(&mut self.record, empty_hand()), outcome)
    }

    /// Draws for `seat` until it holds a playing tile: bonus tiles drawn are set aside and
    /// replaced, and so are the seat's dealt bonus tiles still held. `None` when the live
    /// wall ran out (the hand is then recorded as exhausted).
    fn draw(&mut self, seat: Wind) -> Option<Tile> {
        loop {
            if self.live_left == 0 {
                self.push(Event::WallExhausted);
                return None;
            }
            let piece = self.wall.get(self.next).copied();
            self.next += 1;
            self.live_left -= 1;
            match piece {
                Some(Piece::Bonus(b)) => {
                    self.push(Event::Draw(seat, b.to_string()));
                    self.push(Event::Bonus(seat, b.to_string()));
                }
                Some(Piece::Tile(t)) => {
                    self.push(Event::Draw(seat, t.to_string()));
                    self.seat_mut(seat).concealed[t.index()] += 1;
                    match self.seat_mut(seat).pending_bonus.pop() {
                        Some(b) => self.push(Event::Bonus(seat, b.to_string())),
                        None => return Some(t),
                    }
                }
                None => {
                    self.live_left = 0;
                }
            }
        }
    }

    /// A seat with a full hand: a self-drawn win, a kong, or a discard and what follows it.
    fn act(&mut self, seat: Wind, turn: Turn, outcome: &mut HandEnd) -> Step {
        if turn != Turn::Claimed {
            if self.can_win(seat, None) {
                self.push(Event::Win(WinRecord { seat, score: None }));
                return self.after_win(&[seat], None, outcome);
            }
            if self.live_left > 0
                && let Some((t, added)) = self.choose_kong(seat)
            {
                let state = self.seat_mut(seat);
                if added {
                    state.concealed[t.index()] -= 1;
                    if let Some(m) = state
                        .melds
                        .iter_mut()
                        .find(|m| m.kind == MeldKind::Pung && m.tile == t)
                    {
                        m.kind = MeldKind::AddedKong;
                    }
                    self.push(Event::AddedKong(seat, t.to_string()));
                    let robber = self
                        .others(seat)
                        .into_iter()
                        .find(|&w| self.can_win(w, Some(t)));
                    if let Some(w) = robber {
                        self.push(Event::Win(WinRecord {
                            seat: w,
                            score: None,
                        }));
                        return self.after_win(&[w], Some(seat), outcome);
                    }
                } else {
                    state.concealed[t.index()] -= 4;
                    state.melds.push(Meld::new(MeldKind::ConcealedKong, t));
                    self.push(Event::ConcealedKong(seat, t.to_string()));
                }
                return Step::Draw(seat);
            }
        }
        let t = self.choose_discard(seat);
        self.seat_mut(seat).concealed[t.index()] -= 1;
        self.push(Event::Discard(seat, t.to_string()));
        self.respond(seat, t, outcome)
    }

    /// The others answer a discard: wins first, then a pung or kong, then a chow.
    fn respond(&mut self, d: Wind, t: Tile, outcome: &mut HandEnd) -> Step {
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
            if self.trial(all.clone()) {
                self.push(all);
                return self.after_win(&winners, Some(d), outcome);
            }
            winners.truncate(1);
        }
        if let [w] = winners[..] {
            self.push(Event::Win(WinRecord {
                seat: w,
                score: None,
            }));
            return self.after_win(&[w], Some(d), outcome);
        }
        if self.live_left == 0 {
            self.push(Event::WallExhausted);
            outcome.drawn = outcome.winners.is_empty();
            return Step::Over;
        }
        // A pung or an exposed kong: at most one other seat holds two or more of the tile.
        let claimer = others.iter().copied().find(|&w| {
            let s = self.seat(w);
            s.concealed[t.index()] >= 2 && s.pending_bonus.is_empty() && !s.is_missing(t)
        });
        if let Some(w) = claimer {
            let held = self.seat(w).concealed[t.index()];
            if held >= 3 && self.rng.f32() < 0.6 {
                let state = self.seat_mut(w);
                state.concealed[t.index()] -= 3;
                state.melds.push(Meld::new(MeldKind::ExposedKong, t));
                self.push(Event::ExposedKong(w));
                return Step::Draw(w);
            }
            if self.wants_pung(w, t) {
                let state = self.seat_mut(w);
                state.concealed[t.index()] -= 2;
                state.melds.push(Meld::new(MeldKind::Pung, t));
                self.push(Event::Pung(w));
                return Step::Act(w, Turn::Claimed);
            }
        }
        let next = self.next_active(d);
        if self.sys.chows
            && self.seat(next).pending_bonus.is_empty()
            && let Some(low) = self.wants_chow(next, t)
        {
            let tiles = chow_tiles(low);
            let state = self.seat_mut(next);
            for x in tiles.iter().filter(|&&x| x != t) {
                state.concealed[x.index()] -= 1;
            }
            state.melds.push(Meld::new(MeldKind::Chow, low));
            self.push(Event::Chow(next, format_tiles(&tiles)));
            return Step::Act(next, Turn::Claimed);
        }
        Step::Draw(next)
    }

    /// Marks the winners out; in Sichuan play goes on after the last winner until three won.
    fn after_win(&mut self, winners: &[Wind], discarder: Option<Wind>, o: &mut HandEnd) -> Step {
        if o.winners.is_empty() {
            o.winners = winners.to_vec();
            o.discarder = discarder;
        }
        for &w in winners {
            self.seat_mut(w).out = true;
        }
        let out = self.seats.iter().filter(|s| s.out).count();
        match winners.last() {
            Some(&last) if self.sys.sichuan && out < 3 => Step::Draw(self.next_active(last)),
            _ => Step::Over,
        }
    }

    /// Whether `seat` may win now, on its own hand or with `tile` (a discard or a robbed
    /// kong's tile): a quick look at the tiles, then the engine's own verdict on a copy of the
    /// hand so far.
    fn can_win(&self, seat: Wind, tile: Option<Tile>) -> bool {
        let s = self.seat(seat);
        if s.out || !s.pending_bonus.is_empty() {
            return false;
        }
        let mut c = s.concealed;
        if let Some(t) = tile {
            c[t.index()] += 1;
        }
        if s.missing.is_some_and(|m| {
            let i = m.index() * 9;
            c[i..i + 9].iter().any(|&n| n > 0) || s.melds.iter().any(|x| x.tile.suit() == Some(m))
        }) {
            return false;
        }
        if !is_complete(&c, s.melds.len(), self.sys.four_alike) {
            return false;
        }
        self.trial(Event::Win(WinRecord { seat, score: None }))
    }

    /// Whether the engine accepts the hand so far followed by `win`.
    fn trial(&self, win: Event) -> bool {
        let mut hand = self.record.clone();
        hand.events.push(win);
        let steps = hand.events.len();
        let record = GameRecord {
            header: self.header.clone(),
            hands: vec![hand],
        };
        match game::replay_keeping(&record, game::Snapshots::None) {
            Ok(_) => true,
            // Sichuan: the win was accepted and the others play on.
            Err(e) => e.step == steps && e.unfinished,
        }
    }

    /// A concealed kong of four held tiles, or the fourth tile added to an exposed pung.
    fn choose_kong(&self, seat: Wind) -> Option<(Tile, bool)> {
        let s = self.seat(seat);
        if let Some(t) = Tile::all().find(|t| s.concealed[t.index()] == 4 && !s.is_missing(*t)) {
            return Some((t, false));
        }
        s.melds
            .iter()
            .find(|m| m.kind == MeldKind::Pung && s.concealed[m.tile.index()] > 0)
            .map(|m| (m.tile, true))
    }

    fn is_value(&self, seat: Wind, t: Tile) -> bool {
        t.is_dragon() || t == seat.tile() || t == self.record.prevailing_wind.tile()
    }

    /// The suit a seat is collecting towards a one-suit hand, if its tiles lean that way.
    fn plan(&self, seat: Wind) -> Option<Suit> {
        if self.sys.sichuan {
            return None;
        }
        let s = self.seat(seat);
        let mut all = s.concealed;
        for m in &s.melds {
            for t in m.tiles().iter().take(3) {
                all[t.index()] += 1;
            }
        }
        let in_suit = |suit: Suit| -> u32 {
            all[suit.index() * 9..suit.index() * 9 + 9]
                .iter()
                .map(|&n| n as u32)
                .sum()
        };
        let honours: u32 = all[27..].iter().map(|&n| n as u32).sum();
        let total: u32 = all.iter().map(|&n| n as u32).sum();
        let best = Suit::ALL.into_iter().max_by_key(|&s| in_suit(s))?;
        let n = in_suit(best);
        (n >= 7 && total - n - honours <= 4).then_some(best)
    }

    /// How much a held tile is worth keeping beside the others, apart from complete sets:
    /// isolated honours least, then isolated terminals, then tiles with few neighbours.
    fn usefulness(&self, seat: Wind, c: &Counts, t: Tile) -> i32 {
        let n = c[t.index()] as i32;
        let value = if t.is_honour() {
            let base = match n {
                0 | 1 => 0,
                2 => 40,
                _ => 70,
            };
            base + i32::from(self.is_value(seat, t)) * if n >= 2 { 15 } else { 1 }
        } else {
            let number = t.number().unwrap_or(5) as i32;
            let position = match number {
                1 | 9 => 2,
                2 | 8 => 4,
                _ => 6,
            };
            let mut near = 0;
            for (delta, weight) in [(-2, 7), (-1, 12), (1, 12), (2, 7)] {
                let m = number + delta;
                if (1..=9).contains(&m) && c[(t.index() as i32 + delta) as usize] > 0 {
                    near += weight;
                }
            }
            30 * (n - 1).max(0) + near + position
        };
        value.min(99)
    }

    /// The tile to discard from a full hand.
    fn choose_discard(&mut self, seat: Wind) -> Tile {
        let s = self.seat(seat).clone();
        let c = s.concealed;
        let forced = s.holds_missing();
        let plan = self.plan(seat);
        let k = s.melds.len();
        let mut best: Option<(i32, i32, Tile)> = None;
        let mut ready: Vec<Tile> = Vec::new();
        for t in Tile::all().filter(|t| c[t.index()] > 0) {
            if forced && !s.is_missing(t) {
                continue;
            }
            let mut rest = c;
            rest[t.index()] -= 1;
            let sh = self.shanten(&rest, k);
            if sh == 0 {
                ready.push(t);
            }
            let off_plan = plan.is_some_and(|p| t.suit().is_some_and(|x| x != p));
            let cost = 100 * sh + self.usefulness(seat, &c, t) - if off_plan { 100 } else { 0 };
            if best.is_none_or(|(b, _, _)| cost < b) {
                best = Some((cost, sh, t));
            }
        }
        let Some((_, best_sh, fallback)) = best else {
            // Nothing to weigh (cannot happen with a full hand): any held tile.
            return Tile::all()
                .find(|t| c[t.index()] > 0)
                .unwrap_or_else(|| Wind::East.tile());
        };
        // Ready: keep the discard that leaves the most tiles to win on.
        if best_sh == 0 && ready.len() > 1 {
            let mut top: Option<(u32, Tile)> = None;
            for t in ready {
                let mut rest = c;
                rest[t.index()] -= 1;
                let left: u32 = waits(&rest, &s.melds, self.sys.four_alike)
                    .iter()
                    .filter(|w| !s.is_missing(w.tile))
                    .map(|w| w.left as u32)
                    .sum();
                if top.is_none_or(|(l, _)| left > l) {
                    top = Some((left, t));
                }
            }
            if let Some((_, t)) = top {
                return t;
            }
        }
        fallback
    }

    /// The shanten of the seat's hand now (13 − 3 × melds tiles).
    fn shanten_now(&mut self, seat: Wind) -> i32 {
        let s = self.seat(seat);
        let (c, k) = (s.concealed, s.melds.len());
        self.shanten(&c, k)
    }

    /// The best shanten reachable by one discard from a full hand `c` beside `k` melds.
    fn best_after_discard(&mut self, c: &Counts, k: usize) -> i32 {
        let mut best = i32::MAX;
        for t in Tile::all().filter(|t| c[t.index()] > 0) {
            let mut rest = *c;
            rest[t.index()] -= 1;
            best = best.min(self.shanten(&rest, k));
        }
        best
    }

    fn wants_pung(&mut self, seat: Wind, t: Tile) -> bool {
        let before = self.shanten_now(seat);
        let s = self.seat(seat);
        let mut c = s.concealed;
        c[t.index()] -= 2;
        let after = self.best_after_discard(&c, s.melds.len() + 1);
        let plan = self.plan(seat);
        if self.sys.honours && self.is_value(seat, t) {
            return after <= before;
        }
        if after >= before {
            return false;
        }
        let chance = if self.sys.sichuan {
            0.8
        } else if plan.is_some() && t.suit() == plan {
            0.9
        } else {
            0.45
        };
        self.rng.f32() < chance
    }

    /// The lowest tile of the chow the seat would claim with `t`, if it wants one.
    fn wants_chow(&mut self, seat: Wind, t: Tile) -> Option<Tile> {
        let number = t.number()? as i32;
        let plan = self.plan(seat);
        if plan.is_some_and(|p| t.suit() != Some(p)) {
            return None;
        }
        let before = self.shanten_now(seat);
        let s = self.seat(seat).clone();
        let mut best: Option<(i32, Tile)> = None;
        for start in [number - 2, number - 1, number] {
            if !(1..=7).contains(&start) {
                continue;
            }
            let Some(low) = Tile::from_index((t.index() as i32 - number + start) as usize) else {
                continue;
            };
            let tiles = chow_tiles(low);
            let mut c = s.concealed;
            let mut ok = true;
            for x in tiles.iter().filter(|&&x| x != t) {
                if c[x.index()] == 0 {
                    ok = false;
                    break;
                }
                c[x.index()] -= 1;
            }
            if !ok {
                continue;
            }
            let after = self.best_after_discard(&c, s.melds.len() + 1);
            if best.is_none_or(|(b, _)| after < b) {
                best = Some((after, low));
            }
        }
        let (after, low) = best?;
        let chance = if plan.is_some() { 0.7 } else { 0.25 };
        (after < before && self.rng.f32() < chance).then_some(low)
    }

    /// A shanten-like count for concealed tiles (13 − 3 × `k`) beside `k` melds: how many
    /// tiles the hand is from ready (0: ready), counting sets, partial sets and a pair.
    fn shanten(&mut self, c: &Counts, k: usize) -> i32 {
        let mut mask = 1u128; // (0 sets, 0 partials, no pair)
        for component in 0..4 {
            let part = self.component(c, component);
            mask = combine(mask, part);
        }
        let mut best = 8;
        let mut bits = mask;
        while bits != 0 {
            let i = bits.trailing_zeros();
            bits &= bits - 1;
            let (m, t, p) = unbit(i);
            let m = (m + k as i32).min(4);
            let s = if p {
                8 - 2 * m - (t - 1).min(4 - m) - 1
            } else {
                8 - 2 * m - t.min(4 - m)
            };
            best = best.min(s);
        }
        if k == 0 && self.sys.seven_pairs {
            let pairs: i32 = if self.sys.four_alike {
                c.iter().map(|&n| (n / 2) as i32).sum()
            } else {
                c.iter().filter(|&&n| n >= 2).count() as i32
            };
            let kinds = c.iter().filter(|&&n| n > 0).count() as i32;
            let short = if self.sys.four_alike {
                0
            } else {
                (7 - kinds).max(0)
            };
            best = best.min(6 - pairs.min(7) + short);
        }
        best
    }

    /// The (sets, partial sets, pair) options of one suit (0–2) or the honours (3).
    fn component(&mut self, c: &Counts, component: usize) -> u128 {
        let honours = component == 3;
        let range = if honours {
            27..KINDS
        } else {
            component * 9..component * 9 + 9
        };
        let mut part = [0u8; 9];
        let mut key = 0u32;
        for (j, i) in range.enumerate() {
            part[j] = c[i].min(4);
            key = key * 5 + part[j] as u32;
        }
        if honours {
            key |= 1 << 24;
        }
        if let Some(&mask) = self.cache.get(&key) {
            return mask;
        }
        let n = if honours { 7 } else { 9 };
        let mut mask = 0u128;
        options(&mut part, n, 0, honours, (0, 0, false), &mut mask);
        self.cache.insert(key, mask);
        mask
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

fn chow_tiles(low: Tile) -> [Tile; 3] {
    let i = low.index();
    [
        low,
        Tile::from_index(i + 1).unwrap_or(low),
        Tile::from_index(i + 2).unwrap_or(low),
    ]
}

/// Bit of (sets, partial sets, pair) in an options mask: sets up to 4, partials up to 7.
fn bit(m: i32, t: i32, p: bool) -> u32 {
    ((m.min(4) * 8 + t.min(7)) * 2 + i32::from(p)) as u32
}

fn unbit(i: u32) -> (i32, i32, bool) {
    let i = i as i32;
    (i / 16, (i / 2) % 8, i % 2 == 1)
}

/// Every way of taking sets, pairs and partial sets out of one component's counts.
fn options(
    c: &mut [u8; 9],
    n: usize,
    from: usize,
    honours: bool,
    (m, t, p): (i32, i32, bool),
    out: &mut u128,
) {
    let Some(i) = (from..n).find(|&i| c[i] > 0) else {
        *out |= 1u128 << bit(m, t, p);
        return;
    };
    let run = |c: &[u8; 9], d: usize| !honours && i + d < n && c[i + d] > 0;
    if c[i] >= 3 {
        c[i] -= 3;
        options(c, n, i, honours, (m + 1, t, p), out);
        c[i] += 3;
    }
    if run(c, 1) && run(c, 2) {
        c[i] -= 1;
        c[i + 1] -= 1;
        c[i + 2] -= 1;
        options(c, n, i, honours, (m + 1, t, p), out);
        c[i] += 1;
        c[i + 1] += 1;
        c[i + 2] += 1;
    }
    if c[i] >= 2 {
        c[i] -= 2;
        options(c, n, i, honours, (m, t + 1, true), out);
        c[i] += 2;
    }
    for d in [1, 2] {
        if run(c, d) {
            c[i] -= 1;
            c[i + d] -= 1;
            options(c, n, i, honours, (m, t + 1, p), out);
            c[i] += 1;
            c[i + d] += 1;
        }
    }
    // Tile i left alone.
    c[i] -= 1;
    options(c, n, i, honours, (m, t, p), out);
    c[i] += 1;
}

/// The options of two components together.
fn combine(a: u128, b: u128) -> u128 {
    let mut out = 0u128;
    let mut x = a;
    while x != 0 {
        let i = x.trailing_zeros();
        x &= x - 1;
        let (m1, t1, p1) = unbit(i);
        let mut y = b;
        while y != 0 {
            let j = y.trailing_zeros();
            y &= y - 1;
            let (m2, t2, p2) = unbit(j);
            out |= 1u128 << bit(m1 + m2, t1 + t2, p1 || p2);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tiles::parse_tiles;

    fn shanten_of(text: &str, k: usize) -> i32 {
        let rules = RuleSettings::default();
        let mut sim = Sim::new(&rules, 0);
        let c = crate::tiles::counts_of(&parse_tiles(text).unwrap());
        sim.shanten(&c, k)
    }

    #[test]
    fn shanten_counts_sets_and_partials() {
        assert_eq!(shanten_of("123m456p789s1122z", 0), 0);
        assert_eq!(shanten_of("123m456p789s1234z", 0), 2);
        assert_eq!(shanten_of("123m456p789s1123z", 0), 1);
        assert_eq!(shanten_of("19m19p19s1234567z", 0), 6);
        assert_eq!(shanten_of("1122m3344p5566s7z", 0), 0);
        assert_eq!(shanten_of("1m", 4), 0);
        assert_eq!(shanten_of("12m3p5p", 3), 1);
    }
}
