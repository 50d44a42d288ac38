//! Rollouts for the advisor: the rest of a hand played out many times from what one player
//! knows, with the simulator's bots for everyone (the player included), to estimate the
//! player's chance to win and what the win pays.
//!
//! The model (documented in `docs/advisor-values.md`):
//! - the tiles the player cannot see are shuffled and dealt: each opponent still in the hand
//!   gets 13 − 3 × melds concealed tiles, then the live wall takes `4 × draws_left` tiles (fewer
//!   when not enough are left), the rest is dead wall and never drawn;
//! - play starts with the seat after the player: the three opponents draw before each of the
//!   player's draws, so the player draws the last tile of the wall;
//! - every seat draws, may win on its own draw, else discards by the bots' policy
//!   ([`Sim::choose_discard`], the simulator's shanten-greedy discard); every other seat still
//!   in the hand may win on that discard, in play order after the discarder;
//! - the player's wins are decided by the caller's `score` (the engine's verdict and receipts);
//!   the opponents' wins by the tiles alone (complete, missing suit gone), minimum ignored;
//! - claims (chow, pung, kong), kongs and bonus tiles are ignored;
//! - a win by an opponent ends the rollout with nothing for the player, except in Sichuan,
//!   where that opponent leaves and the others play on.

use super::Sim;
use super::table::Seat;
use crate::hand::{Meld, is_complete};
use crate::rules::RuleSettings;
use crate::tiles::{Counts, KINDS, Suit, Tile, Wind};
use std::cell::RefCell;

/// Entries kept in the per-thread cache of shanten component tables before it starts afresh.
const CACHE_LIMIT: usize = 1 << 20;

thread_local! {
    /// Shanten component tables by their counts and caps, shared by every rollout of this
    /// thread.
    static MASKS: RefCell<super::shanten::MaskCache> = RefCell::default();
}

/// An opponent as the rollouts deal it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RolloutOpponent {
    pub seat: Wind,
    pub melds: Vec<Meld>,
    /// Has left the hand (Sichuan): holds nothing, never plays.
    pub out: bool,
}

/// What the rollouts start from: the player waiting to draw, with 3n + 1 concealed tiles.
#[derive(Clone, Debug, PartialEq)]
pub struct RolloutSetup {
    pub rules: RuleSettings,
    pub seat: Wind,
    pub prevailing: Wind,
    /// The player's concealed tiles (13 − 3 × melds).
    pub concealed: Counts,
    pub melds: Vec<Meld>,
    /// Sichuan: the player's missing suit.
    pub missing_suit: Option<Suit>,
    /// The tiles the player cannot see, each kind's count: dealt to the opponents and the wall.
    pub unseen: Counts,
    pub opponents: Vec<RolloutOpponent>,
    /// The player's draws left; the live wall holds `4 × draws_left` tiles.
    pub draws_left: u32,
}

/// A win of the player inside a rollout, for the caller to score.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RolloutWin<'a> {
    /// The player's concealed tiles with the winning tile.
    pub concealed: &'a Counts,
    pub winning: Tile,
    /// `None`: self-drawn.
    pub discarder: Option<Wind>,
    /// Tiles left in the live wall at the win.
    pub wall_tiles_left: u32,
}

/// The sums over the rollouts.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct RolloutTally {
    pub samples: u32,
    pub wins: u32,
    /// Σ receipts over the samples (0 for a sample the player did not win).
    pub receipts: f64,
    /// Σ receipts² over the samples.
    pub receipts_squared: f64,
}

/// Plays `samples` rollouts from `setup`, shuffling with `seed`; `score` says what a complete
/// hand of the player receives (`None`: the engine refuses the win, play goes on). The same
/// setup, samples and seed give the same tally.
pub fn roll_out(
    setup: &RolloutSetup,
    samples: u32,
    seed: u64,
    mut score: impl FnMut(RolloutWin<'_>) -> Option<u32>,
) -> RolloutTally {
    let mut sim = Sim::new(&setup.rules, seed);
    sim.record.prevailing_wind = setup.prevailing;
    MASKS.with(|m| {
        let mut cache = m.take();
        if cache.len() > CACHE_LIMIT {
            cache.clear();
        }
        sim.cache = cache;
    });
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut pool: Vec<Tile> = Vec::with_capacity(KINDS * 4);
    for t in Tile::all() {
        for _ in 0..setup.unseen[t.index()] {
            pool.push(t);
        }
    }
    let mut wall: Vec<Tile> = Vec::with_capacity(pool.len());
    let mut tally = RolloutTally::default();
    for _ in 0..samples {
        rng.shuffle(&mut pool);
        let won = play_once(&mut sim, setup, &pool, &mut wall, &mut score);
        tally.samples += 1;
        if let Some(r) = won {
            tally.wins += 1;
            tally.receipts += f64::from(r);
            tally.receipts_squared += f64::from(r) * f64::from(r);
        }
    }
    MASKS.with(|m| m.replace(std::mem::take(&mut sim.cache)));
    tally
}

/// The suit an opponent holds least of: its missing suit in a Sichuan rollout.
fn least_held(c: &Counts) -> Suit {
    let held = |s: Suit| -> u32 {
        c[s.index() * 9..s.index() * 9 + 9]
            .iter()
            .map(|&n| n as u32)
            .sum()
    };
    Suit::ALL
        .into_iter()
        .min_by_key(|&s| held(s))
        .unwrap_or(Suit::Characters)
}

/// Whether an opponent's hand with `extra` (a discard) wins by its tiles alone.
fn opponent_wins(sim: &Sim, s: &Seat, extra: Option<Tile>) -> bool {
    if s.out {
        return false;
    }
    let mut c = s.concealed;
    if let Some(t) = extra {
        c[t.index()] += 1;
    }
    if let Some(m) = s.missing {
        let i = m.index() * 9;
        if c[i..i + 9].iter().any(|&n| n > 0) {
            return false;
        }
    }
    is_complete(&c, s.melds.len(), sim.sys.four_alike)
}

/// One rollout from a shuffled `pool`; the player's receipts when the player wins.
fn play_once(
    sim: &mut Sim,
    setup: &RolloutSetup,
    pool: &[Tile],
    wall: &mut Vec<Tile>,
    score: &mut impl FnMut(RolloutWin<'_>) -> Option<u32>,
) -> Option<u32> {
    let me = setup.seat;
    for seat in &mut sim.seats {
        seat.concealed = [0; KINDS];
        seat.melds.clear();
        seat.missing = None;
        seat.out = true;
    }
    {
        let player = &mut sim.seats[me.index()];
        player.concealed = setup.concealed;
        player.melds.extend_from_slice(&setup.melds);
        player.missing = setup.missing_suit;
        player.out = false;
    }
    let mut at = 0;
    for o in setup.opponents.iter().filter(|o| !o.out && o.seat != me) {
        let n = 13usize.saturating_sub(3 * o.melds.len());
        let end = (at + n).min(pool.len());
        let seat = &mut sim.seats[o.seat.index()];
        for &t in &pool[at..end] {
            seat.concealed[t.index()] += 1;
        }
        at = end;
        seat.melds.extend_from_slice(&o.melds);
        seat.out = false;
        if sim.sys.sichuan {
            seat.missing = Some(least_held(&seat.concealed));
        }
    }
    wall.clear();
    let live = (4 * setup.draws_left as usize).min(pool.len() - at);
    wall.extend_from_slice(&pool[at..at + live]);
    let mut next = 0;
    let mut seat = me;
    loop {
        seat = sim.next_active(seat);
        // The wall ran out: nobody won.
        let &drawn = wall.get(next)?;
        next += 1;
        let wall_left = (wall.len() - next) as u32;
        sim.seats[seat.index()].concealed[drawn.index()] += 1;
        if seat == me {
            let s = &sim.seats[me.index()];
            if is_complete(&s.concealed, s.melds.len(), sim.sys.four_alike)
                && let Some(r) = score(RolloutWin {
                    concealed: &s.concealed,
                    winning: drawn,
                    discarder: None,
                    wall_tiles_left: wall_left,
                })
            {
                return Some(r);
            }
        } else if opponent_wins(sim, &sim.seats[seat.index()], None) {
            if !sim.sys.sichuan || opponent_leaves(sim, seat) {
                return None;
            }
            continue;
        }
        let discard = sim.choose_discard(seat);
        sim.seats[seat.index()].concealed[discard.index()] -= 1;
        // The others may win on the discard, in play order after the discarder.
        let mut other = seat;
        for _ in 0..3 {
            other = other.next();
            if other == me {
                let s = &sim.seats[me.index()];
                let mut c = s.concealed;
                c[discard.index()] += 1;
                if !s.out
                    && is_complete(&c, s.melds.len(), sim.sys.four_alike)
                    && let Some(r) = score(RolloutWin {
                        concealed: &c,
                        winning: discard,
                        discarder: Some(seat),
                        wall_tiles_left: wall_left,
                    })
                {
                    return Some(r);
                }
            } else if opponent_wins(sim, &sim.seats[other.index()], Some(discard))
                // Sichuan: one discard may make several winners; the player is asked too.
                && (!sim.sys.sichuan || opponent_leaves(sim, other))
            {
                return None;
            }
        }
    }
}

/// Sichuan: an opponent wins and leaves; true when the hand is over (three seats won).
fn opponent_leaves(sim: &mut Sim, seat: Wind) -> bool {
    sim.seats[seat.index()].out = true;
    sim.seats.iter().filter(|s| s.out).count() >= 3
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tiles::{counts_of, parse_tiles};

    fn counts(text: &str) -> Counts {
        counts_of(&parse_tiles(text).unwrap())
    }

    fn setup(hand: &str, draws_left: u32) -> RolloutSetup {
        let concealed = counts(hand);
        let mut unseen = [4u8; KINDS];
        for (u, c) in unseen.iter_mut().zip(concealed.iter()) {
            *u -= c;
        }
        RolloutSetup {
            rules: RuleSettings::default(),
            seat: Wind::East,
            prevailing: Wind::East,
            concealed,
            melds: Vec::new(),
            missing_suit: None,
            unseen,
            opponents: [Wind::South, Wind::West, Wind::North]
                .into_iter()
                .map(|seat| RolloutOpponent {
                    seat,
                    melds: Vec::new(),
                    out: false,
                })
                .collect(),
            draws_left,
        }
    }

    #[test]
    fn a_ready_hand_wins_sometimes_and_the_seed_repeats() {
        let s = setup("123m456p789s1122z", 10);
        let a = roll_out(&s, 200, 7, |_| Some(1));
        let b = roll_out(&s, 200, 7, |_| Some(1));
        assert_eq!(a, b);
        assert_eq!(a.samples, 200);
        assert!(a.wins > 20, "{a:?}");
        assert!(a.wins < 200, "{a:?}");
    }

    #[test]
    fn a_refused_win_is_never_counted_and_play_goes_on() {
        let s = setup("123m456p789s1122z", 10);
        let t = roll_out(&s, 100, 3, |_| None);
        assert_eq!(t.wins, 0);
        assert_eq!(t.receipts, 0.0);
    }

    #[test]
    fn the_wall_runs_out_without_draws() {
        let s = setup("123m456p789s1122z", 0);
        let t = roll_out(&s, 50, 3, |_| Some(1));
        assert_eq!(t.wins, 0);
        assert_eq!(t.samples, 50);
    }
}
