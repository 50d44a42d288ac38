//! The simulator behind `tilewise simulate`: four bots play whole games under one rule system
//! and leave a game record that replays cleanly through the engine (`game::replay`).
//!
//! The bots win whenever the engine accepts the win (each candidate win is tried on a copy of
//! the hand so far, so a false win is never recorded), claim value pungs and some other sets,
//! declare kongs, and discard by the exact shanten of what is left (`hand::shanten`), then by a
//! tile's usefulness (isolated honours first, then isolated terminals, then the tiles with the
//! fewest neighbours) and the suit a one-suit plan keeps; ready, they keep the discard that
//! leaves the most winning tiles.
//!
//! The same play serves the advisor: [`rollout`] plays the rest of a hand from a position, the
//! others' hidden tiles dealt to fit the table, one seat played as a [`Hero`] (a given first
//! choice, then the bot's), and `review::duel` seats the advisor as a Hero against the bots.

use crate::formats::game_record::{Event, GameRecord, HandRecord, Header, WinRecord};
use crate::game;
use crate::game::Choice;
use crate::game::SeatState;
use crate::game::rotation::{HandEnd, Position, Rotation};
use crate::hand::{MeldKind, is_complete};
use crate::rules::RuleSettings;
use crate::tiles::{
    BonusTile, Counts, KINDS, Suit, Tile, Wind, format_bonus, format_counts, format_tiles, in_suit,
};

mod choices;
pub mod rollout;
mod shanten;
mod table;
use table::{Piece, System, chow_starts, chow_tiles, system, tile_set};

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

/// One deal played to its end: what each seat won or paid, and how.
#[derive(Clone, Debug, PartialEq)]
pub struct DealResult {
    /// Each seat's net result in the hand: what it received less what it paid, in the
    /// system's unit (the ledger of the engine's settlement).
    pub net: [i64; 4],
    /// Seats that won.
    pub won: [bool; 4],
    /// Seats that dealt in: another seat won on their discard or robbed their kong.
    pub dealt_in: [bool; 4],
    /// Each seat's luck of the draw in the hand (see `Luck`): its net result less this is
    /// the luck-adjusted result, whose mean is the net's mean, with less of the wall's luck.
    pub luck: [f64; 4],
    /// The hand's moves.
    pub record: HandRecord,
}

/// Plays one deal under `rules` shuffled with `seed` (East deals, East round, one hand), every
/// seat's bot with dice of its own, and `hero` playing one seat instead of its bot. The same
/// deal played with another hero at that seat draws the same wall, and the other bots decide
/// alike until the hero's moves change what they see (duplicate play).
pub fn play_deal(
    rules: &RuleSettings,
    seed: u64,
    hero: Option<(Wind, Box<dyn Hero>)>,
) -> Result<DealResult, String> {
    let mut sim = Sim::new(rules, seed);
    sim.seat_dice = Some([1u64, 2, 3, 4].map(|i| fastrand::Rng::with_seed(mix(seed ^ mix(i)))));
    sim.hero = hero;
    sim.luck = Some(Luck::default());
    let (record, _) = sim.play_hand(Wind::East, vec![0, 1, 2, 3])?;
    Ok(DealResult {
        net: net_of(&sim.settled.ledger),
        won: sim.books.won,
        dealt_in: sim.books.dealt_in,
        luck: sim.luck.map_or([0.0; 4], |l| l.by_player),
        record,
    })
}

/// Each player's net result of `ledger`: what he received less what he paid.
fn net_of(ledger: &[game::LedgerEntry]) -> [i64; 4] {
    let mut net = [0i64; 4];
    game::add_balances(&mut net, ledger);
    net
}

/// SplitMix64's finaliser: a well-spread 64-bit hash of a seed.
pub fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
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

/// Per seat, what one hand of play booked for the rollouts and the duel: it won; another seat
/// won on its discard or robbed its kong, and what it paid for those wins; the discards it made,
/// whether another seat won on its first, and what it paid for that.
#[derive(Clone, Copy, Debug, Default)]
struct Books {
    won: [bool; 4],
    dealt_in: [bool; 4],
    paid_dealing_in: [u64; 4],
    discards_made: [u32; 4],
    dealt_in_at_once: [bool; 4],
    paid_at_once: [u64; 4],
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
    wall: Wall,
    /// The moves so far, when kept (`simulate`); the advisor's rollouts keep none.
    record: HandRecord,
    recording: bool,
    /// Each seat's own dice for its bot's random choices (claims), so that another player at
    /// one seat leaves the others' choices as they were (duplicate play); `None`: one shared
    /// stream (`simulate`).
    seat_dice: Option<[fastrand::Rng; 4]>,
    /// The seat played by someone other than its bot, and who plays it.
    hero: Option<(Wind, Box<dyn Hero>)>,
    /// Per seat: a win passed on a discard bars its wins on discards until its next draw
    /// (see [`Bar`]).
    bars: [Option<Bar>; 4],
    /// Per seat, this hand: who won, who dealt in and what it cost (see [`Books`]).
    books: Books,
    /// Play stops once this seat has left the hand (a rollout: nothing changes for it after).
    stop_when_out: Option<Wind>,
    /// The hero's choice was refused by the engine and the bot's played instead.
    hero_refused: bool,
    /// Per seat: its hand was ready (`Some(true)`) or not after its last discard, when the bots
    /// counted it; `None`: not known. A seat known not ready cannot win, and the costly check
    /// of a complete hand is skipped.
    ready: [Option<bool>; 4],
    /// The last discard the bots chose and whether it leaves the hand ready.
    discard_ready: Option<(Wind, Tile, bool)>,
    /// Per seat: the last shanten counted of its hand now, with the goal and tiles it counts.
    shanten_known: [Option<(crate::hand::shanten::Goal, Counts, i32)>; 4],
    /// The luck of the draw booked so far, when counted (duplicate play); rollouts count none.
    luck: Option<Luck>,
}

/// The luck of the draw, as backgammon programs take it out of a result: at each draw from
/// the wall, what the piece drawn brings each player at once, less what the draw brings on
/// average over every piece not yet drawn, each as likely to come (the wall is shuffled, and
/// which place is drawn next follows from the play alone). What a piece brings at once: the
/// payments of a self-drawn win if it completes the drawer's hand; else, if the drawer's bot
/// would throw a tile from there that another seat may win on, the payments of that win (the
/// first such seat's); a bonus tile's instant payments. Each term has a mean of 0 whatever the
/// play (any such rule of what a piece brings would do), so a net result less its luck has the
/// net's mean, with less of the wall's luck: a win drawn at a 1-in-20 chance, or a tile drawn
/// and thrown into another's hand, counts for what that chance was worth at each draw, not all
/// or nothing.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
struct Luck {
    /// Per player (the engine's player index), the sum of the terms so far.
    by_player: [f64; 4],
}

/// The wall in its order. `simulate` draws one stream, as the tiles lie. Duplicate play and
/// rollouts deal the wall out as four streams, one a seat, each seat drawing the next tile of
/// its own (its replacements too, falling back on the others' when it runs dry): any tile a
/// seat draws is still one of the tiles nobody has drawn, each as likely, so the game is the
/// same game; but when one seat plays otherwise (a claim, a kong), the others still draw what
/// they would have drawn, and two plays of one deal stay alike far longer (their difference
/// carries far less luck).
#[derive(Clone, Debug)]
enum Wall {
    Single {
        pieces: Vec<Piece>,
        next: usize,
    },
    PerSeat {
        streams: [Vec<Piece>; 4],
        next: [usize; 4],
    },
}

impl Wall {
    /// `pieces` dealt out in turn, East's first, into this wall's own streams (their room kept).
    fn refill_per_seat(&mut self, pieces: &[Piece]) {
        match self {
            Wall::PerSeat { streams, next } => {
                for s in streams.iter_mut() {
                    s.clear();
                }
                for (i, &p) in pieces.iter().enumerate() {
                    streams[i % 4].push(p);
                }
                *next = [0; 4];
            }
            Wall::Single { .. } => *self = Wall::per_seat(pieces),
        }
    }

    /// `pieces` dealt out in turn, East's first.
    fn per_seat(pieces: &[Piece]) -> Wall {
        let mut streams: [Vec<Piece>; 4] = Default::default();
        for (i, &p) in pieces.iter().enumerate() {
            streams[i % 4].push(p);
        }
        Wall::PerSeat {
            streams,
            next: [0; 4],
        }
    }

    /// The pieces not yet drawn, in no particular order (up to four runs of them).
    fn rest(&self) -> [&[Piece]; 4] {
        match self {
            Wall::Single { pieces, next } => [pieces.get(*next..).unwrap_or(&[]), &[], &[], &[]],
            Wall::PerSeat { streams, next } => {
                std::array::from_fn(|i| streams[i].get(next[i]..).unwrap_or(&[]))
            }
        }
    }

    /// The next piece `seat` draws.
    fn take(&mut self, seat: Wind) -> Option<Piece> {
        match self {
            Wall::Single { pieces, next } => {
                let p = pieces.get(*next).copied();
                *next += 1;
                p
            }
            Wall::PerSeat { streams, next } => {
                let mut s = seat;
                for _ in 0..4 {
                    let i = s.index();
                    if let Some(&p) = streams[i].get(next[i]) {
                        next[i] += 1;
                        return Some(p);
                    }
                    s = s.next();
                }
                None
            }
        }
    }
}

/// Someone who plays one seat instead of its bot: the advisor in a duel, or a rollout's first
/// choice. Asked at each of the seat's decisions with what the bot would play there.
pub trait Hero {
    /// The choice of `seat` at `moment` in `play`; `bot` is the simulator's bot's choice. A
    /// choice the engine refuses is replaced by the bot's.
    fn choose(
        &mut self,
        play: &game::HandPlay,
        seat: Wind,
        moment: game::Moment,
        bot: game::Choice,
    ) -> game::Choice;
}

/// What a passed win forbids until the seat's next draw, by the system's rule: Hong Kong (the
/// club sheet's "czekanie"): any win on a discard; Singapore: a win or pung on the passed tile;
/// Sichuan: a win on a discard unless it is worth more than the passed one. Zung Jung has no
/// such rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Bar {
    AnyDiscard,
    Tile(Tile),
    WorthAtMost(u32),
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
                seen_from: None,
            },
            cache: shanten::MaskCache::default(),
            play: game::HandPlay::resume(rules, game::Table::new(Wind::East, Wind::East)),
            settled: game::Replay::default(),
            wall: Wall::Single {
                pieces: Vec::new(),
                next: 0,
            },
            record: empty_hand(),
            recording: true,
            seat_dice: None,
            hero: None,
            bars: [None; 4],
            books: Books::default(),
            stop_when_out: None,
            hero_refused: false,
            ready: [None; 4],
            discard_ready: None,
            shanten_known: [None; 4],
            luck: None,
        }
    }

    /// The dice of `seat`'s bot.
    fn dice(&mut self, seat: Wind) -> &mut fastrand::Rng {
        match &mut self.seat_dice {
            Some(dice) => &mut dice[seat.index()],
            None => &mut self.rng,
        }
    }

    /// The simulator made ready for another rollout: the dice seeded, no hero, nothing
    /// booked, the books of the last hand forgotten (its lists' room kept).
    fn reset(&mut self, seed: u64) {
        self.rng = fastrand::Rng::with_seed(seed);
        self.seat_dice = None;
        self.hero = None;
        self.bars = [None; 4];
        self.books = Books::default();
        self.stop_when_out = None;
        self.hero_refused = false;
        self.ready = [None; 4];
        self.discard_ready = None;
        self.luck = None;
        self.settled.ledger.clear();
        self.settled.wins.clear();
        self.settled.balances = [0; 4];
        self.settled.tables.clear();
        self.record.events.clear();
        self.recording = false;
    }

    /// Whether `seat` is barred from a win on `tile` (a discard or a robbed kong).
    fn barred(&self, seat: Wind, tile: Tile) -> bool {
        match self.bars[seat.index()] {
            None => false,
            Some(Bar::AnyDiscard) => true,
            Some(Bar::Tile(t)) => t == tile,
            Some(Bar::WorthAtMost(passed)) => self.win_worth(seat).is_none_or(|w| w <= passed),
        }
    }

    /// What `seat` would receive in all for a win now, tried on a copy of the hand.
    fn win_worth(&self, seat: Wind) -> Option<u32> {
        let mut trial = self.play.clone();
        let mut settled = game::Replay::default();
        trial
            .apply(&Event::Win(WinRecord::new(seat, None)), &mut settled)
            .ok()?;
        let me = self.play.players()[seat.index()];
        Some(
            settled
                .ledger
                .iter()
                .filter(|e| e.to == Some(me))
                .map(|e| e.amount)
                .sum(),
        )
    }

    /// The bar a win passed on `tile` puts on `seat` until its next draw.
    fn bar_after_passing(&self, seat: Wind, tile: Tile) -> Option<Bar> {
        match self.play.rules() {
            RuleSettings::ZungJung(_) => None,
            RuleSettings::HkOldStyle(crate::rules::hong_kong::Hk(_))
            | RuleSettings::HkNewStyle(crate::rules::hong_kong::Hk(_)) => Some(Bar::AnyDiscard),
            RuleSettings::Singapore(_) => Some(Bar::Tile(tile)),
            RuleSettings::Sichuan(_) => Some(Bar::WorthAtMost(self.win_worth(seat).unwrap_or(0))),
        }
    }

    /// Plays `event` at the table (and records it). The bots only make moves the engine
    /// allows; a refused one is a bug in them, reported with its place.
    fn push(&mut self, event: Event) -> Result<(), String> {
        self.play
            .apply(&event, &mut self.settled)
            .map_err(|e| format!("the simulator made an illegal move: {e}"))?;
        // Whether each seat's hand is ready, as its last discard left it (a draw keeps it: a
        // hand that was not ready is not complete after one tile).
        match &event {
            Event::Discard(seat, text) => {
                let flag = self.discard_ready.take().and_then(|(s, t, ready)| {
                    (s == *seat && crate::tiles::parse_tile(text).ok() == Some(t)).then_some(ready)
                });
                self.ready[seat.index()] = flag;
            }
            Event::Chow(seat, _)
            | Event::Pung(seat)
            | Event::ExposedKong(seat)
            | Event::ConcealedKong(seat, _)
            | Event::AddedKong(seat, _) => self.ready[seat.index()] = None,
            _ => {}
        }
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
        self.wall = match self.seat_dice {
            // Duplicate play: each seat draws its own share of the wall (see [`Wall`]).
            Some(_) => Wall::per_seat(&pieces[at..]),
            None => Wall::Single { pieces, next: at },
        };
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
        self.bars = [None; 4];
        self.books = Books::default();
        let mut outcome = HandEnd::default();

        if self.sys.sichuan {
            for seat in Wind::ALL {
                let suit = least_held(&self.seat(seat).concealed);
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
            if self.stop_when_out.is_some_and(|w| self.seat(w).out) {
                return Ok(());
            }
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
        self.bars[seat.index()] = None;
        loop {
            if self.live_left() == 0 {
                self.push(Event::WallExhausted)?;
                return Ok(None);
            }
            let piece = self
                .wall
                .take(seat)
                .ok_or("the simulator's wall ran out before the live wall's count")?;
            if self.luck.is_some() {
                self.book_luck(seat, piece);
            }
            match piece {
                Piece::Bonus(b) => {
                    self.push(Event::Draw(seat, b.to_string()))?;
                    self.push(Event::Bonus(seat, b.to_string()))?;
                }
                Piece::Tile(t) => {
                    self.push(Event::Draw(seat, t.code().to_owned()))?;
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
        if self.hero_seat() == Some(seat) {
            return self.hero_act(seat, turn, outcome);
        }
        if turn != Turn::Claimed {
            if self.can_win(seat, None) {
                return self.win(seat, None, outcome);
            }
            if self.live_left() > 0
                && let Some((t, _)) = self.choose_kong(seat)
            {
                return self.kong(seat, t, outcome);
            }
        }
        let t = self.choose_discard(seat);
        self.discard(seat, t, outcome)
    }

    /// The hero's own turn: the bot's choice offered, the hero's played (the bot's when the
    /// engine refuses the hero's).
    fn hero_act(&mut self, seat: Wind, turn: Turn, outcome: &mut HandEnd) -> Result<Step, String> {
        let bot = if turn != Turn::Claimed && self.can_win(seat, None) {
            Choice::Win
        } else if turn != Turn::Claimed
            && self.live_left() > 0
            && let Some((t, _)) = self.choose_kong(seat)
        {
            Choice::Kong(t)
        } else {
            Choice::Discard(self.choose_discard(seat))
        };
        let choice = self.ask_hero(seat, game::Moment::Discard, bot);
        let s = self.seat(seat);
        let legal = match choice {
            Choice::Win => {
                turn != Turn::Claimed && self.play.accepts(&Event::Win(WinRecord::new(seat, None)))
            }
            Choice::Kong(t) => {
                turn != Turn::Claimed
                    && self.live_left() > 0
                    && (s.concealed[t.index()] == 4
                        || (s.concealed[t.index()] >= 1
                            && s.melds
                                .iter()
                                .any(|m| m.kind == MeldKind::Pung && m.tile == t)))
            }
            Choice::Discard(t) => s.concealed[t.index()] > 0 && s.bonus_in_hand.is_empty(),
            _ => false,
        };
        self.hero_refused |= !legal;
        match if legal { choice } else { bot } {
            Choice::Win => self.win(seat, None, outcome),
            Choice::Kong(t) => self.kong(seat, t, outcome),
            Choice::Discard(t) => self.discard(seat, t, outcome),
            _ => Err("the bot offered no move on its own turn".into()),
        }
    }

    /// The hero's seat, if a hero plays.
    fn hero_seat(&self) -> Option<Wind> {
        self.hero.as_ref().map(|(w, _)| *w)
    }

    /// Asks the hero at `seat` (the hero's seat) for its choice.
    fn ask_hero(&mut self, seat: Wind, moment: game::Moment, bot: Choice) -> Choice {
        match &mut self.hero {
            Some((_, hero)) => hero.choose(&self.play, seat, moment, bot),
            None => bot,
        }
    }

    /// `seat` wins on its own tiles or on `tile`'s discarder `from`.
    fn win(
        &mut self,
        seat: Wind,
        from: Option<Wind>,
        outcome: &mut HandEnd,
    ) -> Result<Step, String> {
        self.push_win(Event::Win(WinRecord::new(seat, None)), from)?;
        Ok(self.after_win(&[seat], from, outcome))
    }

    /// Plays a win event; what the discarder `from` (or the robbed kong's owner) pays for it
    /// is counted as dealing in.
    fn push_win(&mut self, event: Event, from: Option<Wind>) -> Result<(), String> {
        let before = self.settled.ledger.len();
        self.push(event)?;
        if let Some(d) = from {
            let payer = self.play.players()[d.index()];
            let paid: u64 = self.settled.ledger[before..]
                .iter()
                .filter(|e| e.from == Some(payer))
                .map(|e| u64::from(e.amount))
                .sum();
            self.books.paid_dealing_in[d.index()] += paid;
        }
        Ok(())
    }

    /// `seat` declares a kong of `t` (concealed, or added to its pung, which the others may
    /// rob), then draws its replacement.
    fn kong(&mut self, seat: Wind, t: Tile, outcome: &mut HandEnd) -> Result<Step, String> {
        if self.seat(seat).concealed[t.index()] == 4 {
            self.push(Event::ConcealedKong(seat, t.code().to_owned()))?;
            return Ok(Step::Draw(seat));
        }
        self.push(Event::AddedKong(seat, t.code().to_owned()))?;
        self.robbers(seat, t, outcome)
    }

    /// The others may rob `seat`'s added kong of `t`; if none does, `seat` draws its
    /// replacement.
    fn robbers(&mut self, seat: Wind, t: Tile, outcome: &mut HandEnd) -> Result<Step, String> {
        for w in self.others(seat) {
            let robs = if self.hero_seat() == Some(w) {
                self.can_win(w, Some(t))
                    && self.ask_hero(
                        w,
                        game::Moment::Rob {
                            from: seat,
                            tile: t,
                        },
                        Choice::Win,
                    ) == Choice::Win
            } else {
                self.can_win(w, Some(t))
            };
            if robs {
                return self.win(w, Some(seat), outcome);
            }
            if self.hero_seat() == Some(w) && self.can_win(w, Some(t)) {
                self.bars[w.index()] = self.bar_after_passing(w, t);
            }
        }
        Ok(Step::Draw(seat))
    }

    /// `seat` discards `t`; the others answer.
    fn discard(&mut self, seat: Wind, t: Tile, outcome: &mut HandEnd) -> Result<Step, String> {
        self.push(Event::Discard(seat, t.code().to_owned()))?;
        let i = seat.index();
        self.books.discards_made[i] += 1;
        let before = self.books;
        let step = self.respond(seat, t, outcome)?;
        let b = &mut self.books;
        if b.discards_made[i] == 1 && b.dealt_in[i] && !before.dealt_in[i] {
            b.dealt_in_at_once[i] = true;
            b.paid_at_once[i] = b.paid_dealing_in[i] - before.paid_dealing_in[i];
        }
        Ok(step)
    }

    /// The others answer a discard: wins first, then a pung or kong, then a chow. The hero (if
    /// he sits among them and can claim) is asked once, at the first of these he could make.
    fn respond(&mut self, d: Wind, t: Tile, outcome: &mut HandEnd) -> Result<Step, String> {
        let others = self.others(d);
        let hero = self.hero_seat().filter(|h| others.contains(h));
        let mut answer: Option<Choice> = None;
        let mut winners = Vec::new();
        for &w in &others {
            let wins = if Some(w) == hero {
                self.can_win(w, Some(t)) && self.hero_claim(w, d, t, &mut answer) == Choice::Win
            } else {
                self.can_win(w, Some(t))
            };
            if wins {
                winners.push(w);
                if !self.sys.sichuan {
                    break;
                }
            }
        }
        if let Some(h) = hero
            && !winners.contains(&h)
            && answer.is_some()
            && self.can_win(h, Some(t))
        {
            self.bars[h.index()] = self.bar_after_passing(h, t);
        }
        if winners.len() > 1 {
            let all = Event::Wins(
                winners
                    .iter()
                    .map(|&seat| WinRecord::new(seat, None))
                    .collect(),
            );
            if self.play.accepts(&all) {
                self.push_win(all, Some(d))?;
                return Ok(self.after_win(&winners, Some(d), outcome));
            }
            winners.truncate(1);
        }
        if let [w] = winners[..] {
            return self.win(w, Some(d), outcome);
        }
        if self.live_left() == 0 {
            self.push(Event::WallExhausted)?;
            outcome.drawn = outcome.winners.is_empty();
            return Ok(Step::Over);
        }
        // A pung or an exposed kong: at most one other seat holds two or more of the tile.
        let claimer = others.iter().copied().find(|&w| self.may_pung(w, t));
        if let Some(w) = claimer {
            if Some(w) == hero {
                match self.hero_claim(w, d, t, &mut answer) {
                    Choice::Kong(_) if self.seat(w).concealed[t.index()] >= 3 => {
                        self.push(Event::ExposedKong(w))?;
                        return Ok(Step::Draw(w));
                    }
                    Choice::Pung => {
                        self.push(Event::Pung(w))?;
                        return Ok(Step::Act(w, Turn::Claimed));
                    }
                    _ => {}
                }
            } else {
                let held = self.seat(w).concealed[t.index()];
                if held >= 3 && self.dice(w).f32() < 0.6 {
                    self.push(Event::ExposedKong(w))?;
                    return Ok(Step::Draw(w));
                }
                if self.wants_pung(w, t) {
                    self.push(Event::Pung(w))?;
                    return Ok(Step::Act(w, Turn::Claimed));
                }
            }
        }
        let next = self.next_active(d);
        if self.sys.chows && self.seat(next).bonus_in_hand.is_empty() {
            let low = if Some(next) == hero {
                if chow_starts(&self.seat(next).concealed, t).is_empty() {
                    None
                } else {
                    match self.hero_claim(next, d, t, &mut answer) {
                        Choice::Chow(low)
                            if chow_starts(&self.seat(next).concealed, t).contains(&low) =>
                        {
                            Some(low)
                        }
                        _ => None,
                    }
                }
            } else {
                self.wants_chow(next, t)
            };
            if let Some(low) = low {
                self.push(Event::Chow(next, format_tiles(&chow_tiles(low))))?;
                return Ok(Step::Act(next, Turn::Claimed));
            }
        }
        Ok(Step::Draw(next))
    }

    /// Whether `w` may claim `t` for a pung: two held, no bonus tile to set aside first, not of
    /// its missing suit, not barred (Singapore's passed tile).
    fn may_pung(&self, w: Wind, t: Tile) -> bool {
        let s = self.seat(w);
        s.concealed[t.index()] >= 2
            && s.bonus_in_hand.is_empty()
            && !s.is_missing(t)
            && self.bars[w.index()] != Some(Bar::Tile(t))
    }

    /// The hero's answer to `d`'s discard of `t`, asked once (`answer` keeps it): what his bot
    /// would do is offered — win, else a kong or pung as the bot claims, else a chow.
    fn hero_claim(&mut self, h: Wind, d: Wind, t: Tile, answer: &mut Option<Choice>) -> Choice {
        if let Some(a) = *answer {
            return a;
        }
        let bot = self.bot_claim(h, d, t);
        let a = self.ask_hero(h, game::Moment::Claim { from: d, tile: t }, bot);
        *answer = Some(a);
        a
    }

    /// What `w`'s bot answers to `d`'s discard of `t`.
    fn bot_claim(&mut self, w: Wind, d: Wind, t: Tile) -> Choice {
        self.claim_answer(w, d, t, false)
    }

    /// The simple answer to `d`'s discard of `t`: the bot's without its dice.
    pub(crate) fn shape_claim(&mut self, w: Wind, d: Wind, t: Tile) -> Choice {
        self.claim_answer(w, d, t, true)
    }

    /// `w`'s answer to `d`'s discard of `t`: a win, else a kong of a held pung, else a pung,
    /// else the next seat's chow, else a pass. The bot claims by its dice (`wants_pung`,
    /// `wants_chow`); `steady`, without them, whatever brings the hand closer to ready.
    fn claim_answer(&mut self, w: Wind, d: Wind, t: Tile, steady: bool) -> Choice {
        if self.can_win(w, Some(t)) {
            return Choice::Win;
        }
        if self.may_pung(w, t) {
            let held = self.seat(w).concealed[t.index()];
            if held >= 3 && (steady || self.dice(w).f32() < 0.6) {
                return Choice::Kong(t);
            }
            let pung = if steady {
                self.pung_helps(w, t)
            } else {
                self.wants_pung(w, t)
            };
            if pung {
                return Choice::Pung;
            }
        }
        if self.sys.chows
            && self.next_active(d) == w
            && self.seat(w).bonus_in_hand.is_empty()
            && let Some(low) = if steady {
                self.chow_helps(w, t)
            } else {
                self.wants_chow(w, t)
            }
        {
            return Choice::Chow(low);
        }
        Choice::Pass
    }

    /// Notes the first winners; in Sichuan play goes on after the last winner until three won.
    fn after_win(&mut self, winners: &[Wind], discarder: Option<Wind>, o: &mut HandEnd) -> Step {
        for w in winners {
            self.books.won[w.index()] = true;
        }
        if let Some(d) = discarder {
            self.books.dealt_in[d.index()] = true;
        }
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

    /// Books the luck of `seat` drawing `drawn` (see [`Luck`]), from the table as it was before
    /// the draw: the pieces not yet drawn are the wall's rest and `drawn`.
    fn book_luck(&mut self, seat: Wind, drawn: Piece) {
        let s = self.seat(seat);
        if s.out || !s.bonus_in_hand.is_empty() {
            return;
        }
        let may_win = self.ready[seat.index()] != Some(false);
        let mut tiles = [0u32; KINDS];
        let mut bonus = Vec::new();
        let mut pieces = 0u32;
        for p in std::iter::once(drawn).chain(self.wall.rest().into_iter().flatten().copied()) {
            pieces += 1;
            match p {
                Piece::Tile(t) => tiles[t.index()] += 1,
                Piece::Bonus(b) => bonus.push(b),
            }
        }
        let others_may_win = self
            .others(seat)
            .iter()
            .any(|w| self.ready[w.index()] != Some(false));
        let mut values: Vec<([i64; 4], u32, bool)> = Vec::new();
        for (i, &n) in tiles.iter().enumerate() {
            let Some(t) = Tile::from_index(i).filter(|_| n > 0) else {
                continue;
            };
            let mut net = None;
            if may_win {
                net = self.self_draw_net(seat, t);
            }
            if net.is_none() && others_may_win {
                net = self.thrown_into_a_win_net(seat, t);
            }
            if let Some(net) = net {
                values.push((net, n, drawn == Piece::Tile(t)));
            }
        }
        for &b in &bonus {
            if let Some(net) = self.bonus_net(seat, b) {
                values.push((net, 1, drawn == Piece::Bonus(b)));
            }
        }
        let mut average = [0.0f64; 4];
        let mut now = [0.0f64; 4];
        for (net, n, is_drawn) in values {
            for ((a, x), &v) in average.iter_mut().zip(now.iter_mut()).zip(&net) {
                *a += f64::from(n) * v as f64 / f64::from(pieces);
                if is_drawn {
                    *x = v as f64;
                }
            }
        }
        if let Some(luck) = &mut self.luck {
            for ((l, x), a) in luck.by_player.iter_mut().zip(now).zip(average) {
                *l += x - a;
            }
        }
    }

    /// What each player's net would change by if `seat` drew `t` and won on it, by the
    /// engine's payments on a copy of the hand; `None` when that is no win.
    fn self_draw_net(&self, seat: Wind, t: Tile) -> Option<[i64; 4]> {
        let s = self.seat(seat);
        let mut c = s.concealed;
        c[t.index()] += 1;
        if !self.completes(s, &c) {
            return None;
        }
        self.trial_net(&[
            Event::Draw(seat, t.code().to_owned()),
            Event::Win(WinRecord::new(seat, None)),
        ])
    }

    /// What each player's net would change by if `seat` drew `t`, threw what its bot throws
    /// from there, and the first seat after it that may win on that tile did; `None` when none
    /// may (or the engine refuses a step).
    fn thrown_into_a_win_net(&mut self, seat: Wind, t: Tile) -> Option<[i64; 4]> {
        let mut trial = self.play.clone();
        let mut settled = game::Replay::default();
        trial
            .apply(&Event::Draw(seat, t.code().to_owned()), &mut settled)
            .ok()?;
        // The bot's discard and the others' wins are asked of the table as it would be: the
        // copy stands in for the hand a moment, and the bot's note of its discard is kept.
        let discard_ready = self.discard_ready;
        let held = std::mem::replace(&mut self.play, trial);
        let d = self.choose_discard(seat);
        let discarded = self
            .play
            .apply(&Event::Discard(seat, d.code().to_owned()), &mut settled)
            .is_ok();
        let winner = discarded
            .then(|| {
                self.others(seat)
                    .into_iter()
                    .find(|&w| self.can_win(w, Some(d)))
            })
            .flatten();
        let mut trial = std::mem::replace(&mut self.play, held);
        self.discard_ready = discard_ready;
        let w = winner?;
        let mut settled = game::Replay::default();
        trial
            .apply(&Event::Win(WinRecord::new(w, None)), &mut settled)
            .ok()?;
        Some(net_of(&settled.ledger))
    }

    /// What each player's net would change by if `seat` drew the bonus tile `b` and set it
    /// aside (Singapore's instant payments and bites); `None` when it pays nothing.
    fn bonus_net(&self, seat: Wind, b: BonusTile) -> Option<[i64; 4]> {
        self.trial_net(&[
            Event::Draw(seat, b.to_string()),
            Event::Bonus(seat, b.to_string()),
        ])
        .filter(|net| net.iter().any(|&v| v != 0))
    }

    /// The payments `events`, played on a copy of the hand, book for each player; `None` when
    /// the engine refuses one.
    fn trial_net(&self, events: &[Event]) -> Option<[i64; 4]> {
        let mut trial = self.play.clone();
        let mut settled = game::Replay::default();
        for e in events {
            trial.apply(e, &mut settled).ok()?;
        }
        Some(net_of(&settled.ledger))
    }

    /// Whether `seat` may win now, on its own hand or with `tile` (a discard or a robbed
    /// kong's tile): a quick look at the tiles, then the engine's own verdict on a copy of the
    /// hand.
    fn can_win(&self, seat: Wind, tile: Option<Tile>) -> bool {
        let s = self.seat(seat);
        if s.out || !s.bonus_in_hand.is_empty() {
            return false;
        }
        if self.ready[seat.index()] == Some(false) {
            return false;
        }
        if let Some(t) = tile
            && self.bars[seat.index()].is_some()
            && self.barred(seat, t)
        {
            return false;
        }
        let mut c = s.concealed;
        if let Some(t) = tile {
            c[t.index()] += 1;
        }
        self.completes(s, &c) && self.play.accepts(&Event::Win(WinRecord::new(seat, None)))
    }

    /// Whether concealed tiles `c` complete the hand of `s` (his melds with them), none of
    /// them of his missing suit (Sichuan): the quick look before the engine's verdict.
    fn completes(&self, s: &SeatState, c: &Counts) -> bool {
        let holds_missing = s.missing_suit.is_some_and(|m| {
            let i = m.index() * 9;
            c[i..i + 9].iter().any(|&n| n > 0) || s.melds.iter().any(|x| x.tile.suit() == Some(m))
        });
        !holds_missing && is_complete(c, s.melds.len(), self.sys.four_alike)
    }
}

/// The suit `c` holds least of (the first on ties): the suit a Sichuan bot declares missing.
pub(crate) fn least_held(c: &Counts) -> Suit {
    Suit::ALL
        .into_iter()
        .min_by_key(|&s| in_suit(c, s))
        .unwrap_or(Suit::Characters)
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
