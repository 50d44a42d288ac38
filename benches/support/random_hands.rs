//! Seeded random hands for the engine benchmarks and the waits comparison test: the hands a
//! generator and a replay produce (many pungs, several readings), not hand-picked ones.
//!
//! Shared by `benches/engine.rs` and `tests/waits_xiangting.rs` through `#[path]`; it lives
//! in a folder so that cargo does not take it for a bench target of its own.

#![allow(dead_code)]

use tilewise::hand::{Hand, Situation, TableFacts, WinMethod};
use tilewise::tiles::{Counts, KINDS, Suit, Tile, Wind, tiles_of};

/// The tile kinds a hand may hold: all 34, or two suits for Sichuan (no honours, one suit
/// declared missing).
#[derive(Clone, Copy, Debug)]
pub enum Kinds {
    All,
    /// Every suit but this one.
    Without(Suit),
}

impl Kinds {
    fn allows(self, kind: usize) -> bool {
        match self {
            Kinds::All => kind < KINDS,
            Kinds::Without(missing) => kind < 27 && kind / 9 != missing as usize,
        }
    }
}

/// 14 tiles forming four sets and a pair: each set a pung or a chow at even odds, of random
/// kinds among `kinds`, never more than four copies of a kind.
pub fn complete_counts(rng: &mut fastrand::Rng, kinds: Kinds) -> Counts {
    'deal: loop {
        let mut counts = [0u8; KINDS];
        for _ in 0..4 {
            let mut placed = false;
            for _ in 0..50 {
                let kind = rng.usize(0..KINDS);
                if !kinds.allows(kind) {
                    continue;
                }
                let chow = rng.bool() && kind < 27 && kind % 9 <= 6;
                if chow {
                    if (kind..kind + 3).all(|k| counts[k] < 4) {
                        (kind..kind + 3).for_each(|k| counts[k] += 1);
                        placed = true;
                        break;
                    }
                } else if counts[kind] <= 1 {
                    counts[kind] += 3;
                    placed = true;
                    break;
                }
            }
            if !placed {
                continue 'deal;
            }
        }
        for _ in 0..50 {
            let kind = rng.usize(0..KINDS);
            if kinds.allows(kind) && counts[kind] <= 2 {
                counts[kind] += 2;
                return counts;
            }
        }
    }
}

/// `n` complete self-drawn hands, all tiles concealed, with random seat and round winds and
/// the winning tile a random tile of the hand; Sichuan hands (`sichuan`) hold two suits and
/// declare the third missing.
pub fn self_drawn_hands(seed: u64, n: usize, sichuan: bool) -> Vec<Hand> {
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut hands = Vec::with_capacity(n);
    while hands.len() < n {
        let missing = [Suit::Characters, Suit::Dots, Suit::Bamboo][rng.usize(0..3)];
        let kinds = if sichuan {
            Kinds::Without(missing)
        } else {
            Kinds::All
        };
        let counts = complete_counts(&mut rng, kinds);
        let tiles = tiles_of(&counts);
        let winning_tile = tiles[rng.usize(0..tiles.len())];
        let situation = Situation {
            seat_wind: Wind::ALL[rng.usize(0..4)],
            prevailing_wind: Wind::ALL[rng.usize(0..4)],
            table: TableFacts {
                missing_suit: sichuan.then_some(missing),
                ..TableFacts::default()
            },
            ..Situation::default()
        };
        // Every dealt hand is valid; a refusal would be a bug of the builder.
        let hand = Hand::new(
            &tiles,
            &[],
            &[],
            winning_tile,
            WinMethod::SelfDraw,
            situation,
        )
        .unwrap_or_else(|e| panic!("a dealt hand is valid: {e}"));
        hands.push(hand);
    }
    hands
}

/// `n` hands of 13 tiles one tile short of winning: a random complete hand less one random
/// tile (every one waits on at least the tile taken away, unless the hand holds all four).
pub fn ready_hands(seed: u64, n: usize) -> Vec<Counts> {
    let mut rng = fastrand::Rng::with_seed(seed);
    (0..n)
        .map(|_| {
            let mut counts = complete_counts(&mut rng, Kinds::All);
            let tiles = tiles_of(&counts);
            counts[tiles[rng.usize(0..tiles.len())].index()] -= 1;
            counts
        })
        .collect()
}

/// `n` hands of 13 tiles dealt from a shuffled set of 136 (rarely ready).
pub fn dealt_hands(seed: u64, n: usize) -> Vec<Counts> {
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut wall: Vec<Tile> = Tile::all().flat_map(|t| [t; 4]).collect();
    (0..n)
        .map(|_| {
            rng.shuffle(&mut wall);
            let mut counts = [0u8; KINDS];
            wall[..13].iter().for_each(|t| counts[t.index()] += 1);
            counts
        })
        .collect()
}

/// The waits of 13 concealed tiles as bits of tile indices (bit 0 = 1m … bit 33 = Red
/// dragon), by this crate's [`tilewise::hand::waits`], four alike never two pairs.
pub fn our_waits(counts: &Counts) -> u64 {
    tilewise::hand::waits(counts, &[], false)
        .iter()
        .fold(0, |bits, w| bits | 1 << w.tile.index())
}

/// The waits of 13 concealed tiles by the `xiangting` crate: its necessary tiles when the
/// hand is ready (replacement number 1), none otherwise. Both crates order the 34 kinds
/// alike (1–9m, 1–9p, 1–9s, East South West North, White Green Red), so the counts pass as
/// they are.
pub fn xiangting_waits(counts: &Counts) -> u64 {
    match xiangting::calculate_necessary_tiles(counts, xiangting::PlayerCount::Four) {
        Ok((1, tiles)) => tiles,
        _ => 0,
    }
}
