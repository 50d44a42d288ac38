//! Rollouts for the advisor: the rest of a hand played out from what one player knows, by the
//! simulator itself — the engine's rules, claims, kongs, bonus tiles, payments and Sichuan's
//! play after a win — with the player's choice at the decision played first and the bots
//! deciding everything after (the player's later moves too).
//!
//! A rollout has two parts, so that every choice of one decision is measured on the same
//! futures (common random numbers):
//! - a [`World`] ([`world`]): the tiles the player cannot see, dealt. Each opponent gets
//!   13 − 3 × melds concealed tiles from the unseen pool and then plays as many turns as the
//!   table shows it has drawn, each a draw from the pool and the bots' discard back into it
//!   (never a draw that would complete its hand: it has not won), so its hand is as far along
//!   as the simulator's bots are by that turn; the rest, bonus tiles included, is the wall in
//!   a shuffled order (the live wall first);
//! - a [`play_out`] of one choice in that world: the player's choice, then the simulator to
//!   the end of the hand (or until the player has won and left a Sichuan hand), each seat's bot
//!   with dice of its own seeded alike for every choice.
//!
//! What a rollout returns ([`Outcome`]) is the player's net result from the decision on — what
//! the ledger books to and from him: wins, kongs, bonus tiles, dealing in — and how it came.

use super::table::{Piece, tile_set};
use super::{Hero, Sim, Step, Turn, least_held, mix};
use crate::game::{Choice, HandPlay, Last, Moment, Table};
use crate::hand::{Meld, add_melds, is_complete};
use crate::rules::RuleSettings;
use crate::tiles::{BonusTile, Counts, KINDS, Suit, Tile, Wind, in_suit, tiles_of};
use std::cell::RefCell;

/// Entries kept in the per-thread cache of shanten component tables before it starts afresh.
const CACHE_LIMIT: usize = 1 << 20;

/// At most this many turns are replayed for an opponent's hidden hand (later turns change
/// a bot's hand little: see docs/advisor-values.md).
pub const MAX_REPLAYED_TURNS: u32 = 40;

thread_local! {
    /// This thread's simulator, kept between rollouts with its lists' room and its cache of
    /// shanten component tables.
    static SIM: RefCell<Option<Sim>> = const { RefCell::new(None) };
}

/// What the rollouts start from: the table as the player sees it.
#[derive(Clone, Debug, PartialEq)]
pub struct Start {
    pub rules: RuleSettings,
    /// The player deciding.
    pub seat: Wind,
    pub moment: Moment,
    /// The table at the decision: the player's tiles, every seat's melds, discards and bonus
    /// tiles, the live wall's count and what just happened. The other seats' concealed tiles
    /// are not known: they are left empty (each holds 13 − 3 × melds).
    pub table: Table,
    /// Tiles the player has seen that the table does not place (a position given by counts).
    pub seen_elsewhere: Counts,
    /// Wall draws each seat has made so far.
    pub draws: [u32; 4],
}

/// The hidden tiles of one future: the others' hands and the wall's order.
#[derive(Clone, Debug)]
pub struct World {
    table: Table,
    wall: Vec<Piece>,
}

/// The player's result in one rollout.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Outcome {
    /// Net result from the decision on, in the system's unit.
    pub net: f64,
    pub won: bool,
    /// Another seat won on the player's discard or robbed his kong.
    pub dealt_in: bool,
    /// Another seat won on the very tile the choice discards, at once (a discard only), and
    /// what the player paid for that.
    pub dealt_in_at_once: bool,
    pub paid_at_once: f64,
    /// What the player paid for those wins.
    pub paid_dealing_in: f64,
}

/// Runs `f` with this thread's simulator for `rules`, reset and seeded with `seed`.
fn with_sim<R>(rules: &RuleSettings, seed: u64, f: impl FnOnce(&mut Sim) -> R) -> R {
    let kept = SIM.with(|s| s.borrow_mut().take());
    let mut sim = match kept {
        Some(mut sim) if sim.header.rules == *rules => {
            sim.reset(seed);
            sim
        }
        other => {
            let mut sim = Sim::new(rules, seed);
            sim.recording = false;
            if let Some(old) = other {
                sim.cache = old.cache;
            }
            sim
        }
    };
    if sim.cache.len() > CACHE_LIMIT {
        sim.cache.clear();
    }
    let out = f(&mut sim);
    SIM.with(|s| *s.borrow_mut() = Some(sim));
    out
}

/// The tiles of the set the player has not seen: playing tiles and bonus tiles (the others'
/// concealed tiles are empty on the start's table).
fn unseen(start: &Start, sys: &super::table::System) -> (Vec<Tile>, Vec<BonusTile>) {
    unplaced(&start.table, &start.seen_elsewhere, sys)
}

/// The tiles of the set that neither `table` places (concealed, melds, discards, bonus tiles)
/// nor `elsewhere` counts, in the set's order: playing tiles, then bonus tiles.
fn unplaced(
    table: &Table,
    elsewhere: &Counts,
    sys: &super::table::System,
) -> (Vec<Tile>, Vec<BonusTile>) {
    let seen = seen_on(table, elsewhere);
    let bonus_seen: Vec<BonusTile> = table
        .seats
        .iter()
        .flat_map(|s| s.bonus.iter().chain(&s.bonus_in_hand).copied())
        .collect();
    let mut tiles = Vec::with_capacity(KINDS * 4);
    let mut bonus = Vec::new();
    let mut left = [4u8; KINDS];
    for (l, s) in left.iter_mut().zip(seen.iter()) {
        *l = l.saturating_sub(*s);
    }
    for piece in tile_set(sys) {
        match piece {
            Piece::Tile(t) => {
                if left[t.index()] > 0 {
                    left[t.index()] -= 1;
                    tiles.push(t);
                }
            }
            Piece::Bonus(b) if !bonus_seen.contains(&b) => bonus.push(b),
            Piece::Bonus(_) => {}
        }
    }
    (tiles, bonus)
}

/// The most deals of a Sichuan opponent's hidden tiles tried for one that fits his declared
/// missing suit (see [`world`]).
pub const DECLARED_SUIT_TRIES: u32 = 16;

/// Whether `declared` can be the suit a bot holding `concealed` and `melds` chose to miss: the
/// bots declare the suit they hold fewest of (ties allowed).
pub(crate) fn fits_declared(concealed: &Counts, melds: &[Meld], declared: Suit) -> bool {
    let all = add_melds(*concealed, melds);
    Suit::ALL
        .into_iter()
        .all(|s| in_suit(&all, declared) <= in_suit(&all, s))
}

/// Deals one future from `start` with `seed` (see the module doc).
pub fn world(start: &Start, seed: u64) -> World {
    with_sim(&start.rules, seed, |sim| {
        let mut rng = fastrand::Rng::with_seed(seed);
        let (mut pool, bonus) = unseen(start, &sim.sys);
        rng.shuffle(&mut pool);
        sim.play.resume_from(&start.rules, &start.table);
        let me = start.seat;
        for o in Wind::ALL.into_iter().filter(|&o| o != me) {
            let s = &mut sim.play.table_mut().seats[o.index()];
            if s.out {
                continue;
            }
            let n = 13usize.saturating_sub(3 * s.melds.len());
            let declared = s.missing_suit.filter(|_| sim.sys.sichuan);
            for tries in 1..=DECLARED_SUIT_TRIES {
                s.concealed = [0; KINDS];
                for _ in 0..n {
                    let Some(t) = pool.pop() else { break };
                    s.concealed[t.index()] += 1;
                }
                let fits = declared.is_none_or(|m| fits_declared(&s.concealed, &s.melds, m));
                if fits || tries == DECLARED_SUIT_TRIES {
                    break;
                }
                pool.extend(tiles_of(&s.concealed));
                rng.shuffle(&mut pool);
            }
            if sim.sys.sichuan && s.missing_suit.is_none() {
                s.missing_suit = Some(least_held(&s.concealed));
            }
            replay_turns(sim, o, &mut pool, &mut rng, start.draws[o.index()]);
        }
        let mut wall: Vec<Piece> = pool.into_iter().map(Piece::Tile).collect();
        wall.extend(bonus.into_iter().map(Piece::Bonus));
        rng.shuffle(&mut wall);
        let mut table = sim.play.table().clone();
        table.wall_left = table.wall_left.min(wall.len() as u32);
        table.seen = seen_on(&table, &start.seen_elsewhere);
        World { table, wall }
    })
}

/// A future dealt from the whole `table` — every seat's concealed tiles as a record holds
/// them, bonus tiles too — with only the wall's order drawn (the unplaced tiles shuffled): the
/// table itself, which the model's futures ([`world`]) are checked against.
pub fn world_known(start: &Start, full: &Table, seed: u64) -> World {
    with_sim(&start.rules, seed, |sim| {
        let mut rng = fastrand::Rng::with_seed(seed);
        let (tiles, bonus) = unplaced(full, &start.seen_elsewhere, &sim.sys);
        let mut wall: Vec<Piece> = tiles.into_iter().map(Piece::Tile).collect();
        wall.extend(bonus.into_iter().map(Piece::Bonus));
        rng.shuffle(&mut wall);
        let mut table = full.clone();
        table.wall_left = table.wall_left.min(wall.len() as u32);
        table.seen = seen_on(&table, &start.seen_elsewhere);
        World { table, wall }
    })
}

impl World {
    /// The table this future deals: the others' hidden tiles in place, the wall's count.
    pub fn table(&self) -> &Table {
        &self.table
    }

    /// The playing tiles left to draw, by kind, and how many bonus tiles are among them.
    pub fn wall_counts(&self) -> (Counts, usize) {
        let mut counts = [0u8; KINDS];
        let mut bonus = 0;
        for piece in &self.wall {
            match piece {
                Piece::Tile(t) => counts[t.index()] += 1,
                Piece::Bonus(_) => bonus += 1,
            }
        }
        (counts, bonus)
    }
}

/// Plays `turns` turns of opponent `o`'s hidden hand on from the pool: a draw (one that does
/// not complete the hand, when a few tries find one) and the bots' discard, which goes back.
fn replay_turns(sim: &mut Sim, o: Wind, pool: &mut Vec<Tile>, rng: &mut fastrand::Rng, turns: u32) {
    let four_alike = sim.sys.four_alike;
    for _ in 0..turns.min(MAX_REPLAYED_TURNS) {
        if pool.is_empty() {
            return;
        }
        let s = &sim.play.table().seats[o.index()];
        let (held, melds) = (s.concealed, s.melds.len());
        let mut pick = rng.usize(0..pool.len());
        for _ in 0..4 {
            let mut with = held;
            with[pool[pick].index()] += 1;
            if !is_complete(&with, melds, four_alike) {
                break;
            }
            pick = rng.usize(0..pool.len());
        }
        let t = pool.swap_remove(pick);
        sim.play.table_mut().seats[o.index()].concealed[t.index()] += 1;
        let d = sim.choose_discard(o);
        sim.play.table_mut().seats[o.index()].concealed[d.index()] -= 1;
        pool.push(d);
    }
}

/// Every tile placed on `table` (concealed, melds, discards) and `elsewhere`, by kind: the
/// engine's count of tiles in play.
fn seen_on(table: &Table, elsewhere: &Counts) -> Counts {
    let mut seen = *elsewhere;
    for s in &table.seats {
        for (k, n) in s.concealed.iter().enumerate() {
            seen[k] = seen[k].saturating_add(*n);
        }
        for m in &s.melds {
            for t in m.tiles() {
                seen[t.index()] = seen[t.index()].saturating_add(1);
            }
        }
        for t in &s.discards {
            seen[t.index()] = seen[t.index()].saturating_add(1);
        }
    }
    seen
}

/// The player's choice at the root, then his bot. When the first time he is asked is not the
/// root's moment (another seat's claim took the tile first), the choice never came to be
/// played: his bot plays from there.
struct Root {
    choice: Choice,
    moment: Moment,
    asked: bool,
}

impl Hero for Root {
    fn choose(&mut self, _: &HandPlay, _: Wind, moment: Moment, bot: Choice) -> Choice {
        let first = !self.asked;
        self.asked = true;
        if first && moment == self.moment {
            self.choice
        } else {
            bot
        }
    }
}

/// Plays `choice` at the decision in `world`, then the simulator to the end; the bots' dice
/// come from `dice` (the same for every choice of a decision). `Err` when the engine refuses a
/// move (the choice is not legal there).
pub fn play_out(
    start: &Start,
    world: &World,
    choice: Choice,
    dice: u64,
) -> Result<Outcome, String> {
    with_sim(&start.rules, dice, |sim| {
        let me = start.seat;
        sim.seat_dice = Some([1u64, 2, 3, 4].map(|i| fastrand::Rng::with_seed(mix(dice ^ mix(i)))));
        sim.play.resume_from(&start.rules, &world.table);
        sim.wall.refill_per_seat(&world.wall);
        sim.hero = Some((
            me,
            Box::new(Root {
                choice,
                moment: start.moment,
                asked: false,
            }),
        ));
        sim.stop_when_out = Some(me);
        let mut outcome = crate::game::rotation::HandEnd::default();
        let step = match start.moment {
            Moment::Discard => {
                let turn = match world.table.last {
                    Last::Deal => Turn::Deal,
                    Last::Claimed { .. } => Turn::Claimed,
                    _ => Turn::Drew,
                };
                Step::Act(me, turn)
            }
            Moment::Claim { from, tile } => sim.respond(from, tile, &mut outcome)?,
            Moment::Rob { from, tile } => sim.robbers(from, tile, &mut outcome)?,
        };
        sim.play_on(step, &mut outcome)?;
        if sim.hero_refused {
            return Err(format!("the engine refused {choice:?} here"));
        }
        let player = sim.play.players()[me.index()];
        let net: i64 = sim
            .settled
            .ledger
            .iter()
            .map(|e| {
                let amount = i64::from(e.amount);
                match (e.from == Some(player), e.to == Some(player)) {
                    (true, false) => -amount,
                    (false, true) => amount,
                    _ => 0,
                }
            })
            .sum();
        let at_once =
            sim.books.dealt_in_at_once[me.index()] && matches!(choice, Choice::Discard(_));
        Ok(Outcome {
            net: net as f64,
            won: sim.books.won[me.index()],
            dealt_in: sim.books.dealt_in[me.index()],
            dealt_in_at_once: at_once,
            paid_at_once: if at_once {
                sim.books.paid_at_once[me.index()] as f64
            } else {
                0.0
            },
            paid_dealing_in: sim.books.paid_dealing_in[me.index()] as f64,
        })
    })
}

/// The seeds of future `i` of a decision seeded `seed`: its world's and its dice's.
pub fn seeds(seed: u64, i: u32) -> (u64, u64) {
    let w = mix(seed ^ mix(u64::from(i) + 1));
    (w, mix(w ^ 0x5eed_d1ce))
}

/// What the simulator's bot would play at the decision, without its dice: at its own turn a
/// win if the engine accepts it, else a kong it would declare, else its discard; at another
/// seat's discard a win if it can, else the claim that brings the hand closer to ready (a kong
/// of a held pung, a pung, the next seat's chow: the claims the bot makes, by its dice), else
/// a pass; at a kong a win if it can, else a pass. The advisor's choice when no other is told
/// apart from it.
pub fn bot_choice(start: &Start) -> Option<Choice> {
    with_sim(&start.rules, 0, |sim| {
        let me = start.seat;
        sim.play.resume_from(&start.rules, &start.table);
        let s = sim.seat(me);
        if s.out {
            return None;
        }
        Some(match start.moment {
            Moment::Discard => {
                let claimed = matches!(start.table.last, Last::Claimed { .. });
                if !claimed && sim.can_win(me, None) {
                    Choice::Win
                } else if let Some((t, _)) = (!claimed && sim.live_left() > 0)
                    .then(|| sim.choose_kong(me))
                    .flatten()
                {
                    Choice::Kong(t)
                } else {
                    Choice::Discard(sim.choose_discard(me))
                }
            }
            Moment::Claim { from, tile } => sim.shape_claim(me, from, tile),
            Moment::Rob { tile, .. } => {
                if sim.can_win(me, Some(tile)) {
                    Choice::Win
                } else {
                    Choice::Pass
                }
            }
        })
    })
}
