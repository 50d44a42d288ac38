//! How a rule system plays ([`Play`]) and the odds of a deal at a level ([`Style`]), with
//! the small random choices and tile-count helpers the dealer and the walk share.

use crate::drill::mode::Level;
use crate::hand::{Flags, Hand, Shape};
use crate::rules::RuleSettings;
use crate::tiles::{Counts, Suit, Tile, Wind};

/// How a rule system plays: which tiles and claims it uses.
#[derive(Clone, Copy, Debug)]
pub(super) struct Play {
    pub(super) honours: bool,
    /// Flowers and seasons.
    pub(super) flowers: bool,
    pub(super) animals: bool,
    pub(super) claimed_chows: bool,
    /// Sichuan: two suits at most, a declared missing suit, players who left.
    pub(super) sichuan: bool,
    /// Tiles left in the wall and a fresh winning tile matter (Hong Kong's and Singapore's
    /// liability).
    pub(super) wall_facts: bool,
    /// Hong Kong: a discarder who had only dangerous tiles escapes the nine-tile liability.
    pub(super) forced_discard: bool,
    pub(super) four_alike: bool,
    /// The situational flags the system scores (a natural hand shows no other).
    pub(super) flags: Flags,
}

impl Play {
    pub(super) fn of(settings: &RuleSettings) -> Play {
        let four_alike = settings.four_alike_as_two_pairs();
        let usual = Play {
            honours: true,
            flowers: false,
            animals: false,
            claimed_chows: true,
            sichuan: false,
            wall_facts: false,
            forced_discard: false,
            four_alike,
            flags: Flags {
                final_draw: true,
                heaven: true,
                earth: true,
                ..Flags::default()
            },
        };
        match settings {
            RuleSettings::ZungJung(o) => Play {
                flowers: o.bonus_tiles,
                flags: Flags {
                    final_discard: true,
                    ..usual.flags
                },
                ..usual
            },
            RuleSettings::HkOldStyle(crate::rules::hong_kong::Hk(o))
            | RuleSettings::HkNewStyle(crate::rules::hong_kong::Hk(o)) => Play {
                flowers: o.bonus_tiles,
                wall_facts: true,
                forced_discard: true,
                flags: Flags {
                    bonus_replacement: true,
                    kong_on_kong: true,
                    ..usual.flags
                },
                ..usual
            },
            RuleSettings::Singapore(_) => Play {
                flowers: true,
                animals: true,
                wall_facts: true,
                flags: Flags {
                    bonus_replacement: true,
                    kong_on_kong: true,
                    humanly: true,
                    ..usual.flags
                },
                ..usual
            },
            RuleSettings::Sichuan(_) => Play {
                honours: false,
                claimed_chows: false,
                sichuan: true,
                flags: Flags {
                    final_draw: true,
                    final_discard: true,
                    kong_shot: true,
                    ..Flags::default()
                },
                ..usual
            },
        }
    }
}

/// The odds of a natural deal at a level.
#[derive(Clone, Copy, Debug)]
pub(super) struct Style {
    /// A set is a pung (else a chow).
    pub(super) pung: f32,
    /// A set or the pair is of honours.
    pub(super) honour: f32,
    /// A set is of the hand's main suit.
    pub(super) main_suit: f32,
    /// Weights of 0 to 4 claimed sets.
    pub(super) melds: [u32; 5],
    /// A pung is a kong.
    pub(super) kong: f32,
    pub(super) self_draw: f32,
    pub(super) seven_pairs: f32,
    pub(super) orphans: f32,
    /// Weights of 0 to 4 bonus tiles.
    pub(super) bonus: [u32; 5],
    /// The hand starts with three pungs in a row of one suit (readable as three chows).
    pub(super) runs: f32,
    /// A rare situation: the last tile, a replacement, heaven, earth.
    pub(super) rare: f32,
    /// Facts from the course of play: tiles left, a fresh tile, players out.
    pub(super) table: f32,
    /// Mutation steps of a targeted walk.
    pub(super) steps: usize,
}

impl Style {
    pub(super) fn of(level: Level) -> Style {
        match level {
            Level::Beginner => Style {
                pung: 0.3,
                honour: 0.08,
                main_suit: 0.4,
                melds: [1, 0, 0, 0, 0],
                kong: 0.0,
                self_draw: 0.35,
                seven_pairs: 0.02,
                orphans: 0.0,
                bonus: [6, 3, 1, 0, 0],
                runs: 0.0,
                rare: 0.0,
                table: 0.0,
                steps: 14,
            },
            Level::Standard => Style {
                pung: 0.35,
                honour: 0.12,
                main_suit: 0.5,
                melds: [30, 32, 24, 10, 4],
                kong: 0.08,
                self_draw: 0.3,
                seven_pairs: 0.03,
                orphans: 0.004,
                bonus: [30, 30, 25, 10, 5],
                runs: 0.01,
                rare: 0.04,
                table: 0.1,
                steps: 10,
            },
            Level::Expert => Style {
                pung: 0.55,
                honour: 0.25,
                main_suit: 0.75,
                melds: [10, 15, 25, 30, 20],
                kong: 0.15,
                self_draw: 0.25,
                seven_pairs: 0.05,
                orphans: 0.004,
                bonus: [20, 25, 25, 15, 15],
                runs: 0.15,
                rare: 0.08,
                table: 0.3,
                steps: 10,
            },
        }
    }
}

/// An index drawn with the given weights.
pub(super) fn weighted(weights: &[u32], rng: &mut fastrand::Rng) -> usize {
    let sum: u32 = weights.iter().sum();
    let mut r = rng.u32(..sum.max(1));
    for (i, &w) in weights.iter().enumerate() {
        if r < w {
            return i;
        }
        r -= w;
    }
    0
}

pub(super) fn pick<T: Copy>(items: &[T], rng: &mut fastrand::Rng) -> Option<T> {
    items.get(rng.usize(..items.len().max(1))).copied()
}

/// The seat before `w` in play order (whose discards `w` may chow).
pub(super) fn before(w: Wind) -> Wind {
    w.next().next().next()
}

pub(super) fn random_honour(rng: &mut fastrand::Rng) -> Option<Tile> {
    Tile::honour(rng.u8(1..=7))
}

/// A random tile for a pair.
pub(super) fn random_pair_tile(
    play: Play,
    style: &Style,
    suits: &[Suit],
    main: Suit,
    rng: &mut fastrand::Rng,
) -> Option<Tile> {
    if play.honours && rng.f32() < style.honour * 1.5 {
        return random_honour(rng);
    }
    let suit = if rng.f32() < style.main_suit {
        main
    } else {
        pick(suits, rng)?
    };
    Tile::suited(suit, rng.u8(1..=9))
}

/// A random set: its shape (chow or pung) and lowest tile.
pub(super) fn random_set(
    play: Play,
    style: &Style,
    suits: &[Suit],
    main: Suit,
    rng: &mut fastrand::Rng,
) -> Option<(Shape, Tile)> {
    if play.honours && rng.f32() < style.honour {
        return Some((Shape::Pung, random_honour(rng)?));
    }
    let suit = if rng.f32() < style.main_suit {
        main
    } else {
        pick(suits, rng)?
    };
    if rng.f32() < style.pung {
        Some((Shape::Pung, Tile::suited(suit, rng.u8(1..=9))?))
    } else {
        Some((Shape::Chow, Tile::suited(suit, rng.u8(1..=7))?))
    }
}

/// The tiles of a group shape at `tile` (chow, pung, kong or pair).
pub(super) fn group_tiles(shape: Shape, tile: Tile) -> Vec<Tile> {
    match shape {
        Shape::Chow => (tile.index()..tile.index() + 3)
            .filter_map(Tile::from_index)
            .collect(),
        Shape::Pung => vec![tile; 3],
        Shape::Kong => vec![tile; 4],
        Shape::Pair => vec![tile; 2],
        Shape::Orphans => Vec::new(),
    }
}

/// Adds `tiles` to `counts` if no kind goes above four.
pub(super) fn add_tiles(counts: &mut Counts, all: &Counts, tiles: &[Tile]) -> bool {
    let mut next = *all;
    for t in tiles {
        next[t.index()] += 1;
        if next[t.index()] > 4 {
            return false;
        }
    }
    for t in tiles {
        counts[t.index()] += 1;
    }
    true
}

/// Removes `tiles` from `counts` if they are all there.
pub(super) fn remove_tiles(counts: &mut Counts, tiles: &[Tile]) -> bool {
    let mut next = *counts;
    for t in tiles {
        if next[t.index()] == 0 {
            return false;
        }
        next[t.index()] -= 1;
    }
    *counts = next;
    true
}

/// The suits a hand may use (Sichuan: all but the missing one).
pub(super) fn suits_of(hand: &Hand, play: Play) -> Vec<Suit> {
    Suit::ALL
        .into_iter()
        .filter(|s| !play.sichuan || hand.table.missing_suit != Some(*s))
        .collect()
}

/// The suit most of a hand's suited tiles are in.
pub(super) fn main_suit(hand: &Hand) -> Suit {
    let all = hand.all_counts();
    let in_suit = |s: Suit| -> u32 {
        Tile::all()
            .filter(|t| t.suit() == Some(s))
            .map(|t| all[t.index()] as u32)
            .sum()
    };
    Suit::ALL
        .into_iter()
        .max_by_key(|s| in_suit(*s))
        .unwrap_or(Suit::Characters)
}
