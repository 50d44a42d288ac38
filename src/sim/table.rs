//! The set and the seats as the simulator keeps them: the tiles of a rule system, each bot's
//! hand, and what the system lets the bots do.

use crate::hand::Meld;
use crate::rules::RuleSettings;
use crate::tiles::{Animal, BonusTile, Counts, KINDS, Suit, Tile};

/// One tile of the set: a playing tile or a bonus tile.
#[derive(Clone, Copy, Debug)]
pub(super) enum Piece {
    Tile(Tile),
    Bonus(BonusTile),
}

/// The table facts of a rule system that the simulator needs.
pub(super) struct System {
    pub(super) honours: bool,
    pub(super) flowers: bool,
    pub(super) animals: bool,
    pub(super) dead_wall: usize,
    pub(super) chows: bool,
    pub(super) sichuan: bool,
    pub(super) four_alike: bool,
}

pub(super) fn system(rules: &RuleSettings) -> System {
    let four_alike = rules.four_alike_as_two_pairs();
    match rules {
        RuleSettings::ZungJung(o) => System {
            honours: true,
            flowers: o.bonus_tiles,
            animals: false,
            dead_wall: 14,
            chows: true,
            sichuan: false,
            four_alike,
        },
        RuleSettings::HkOldStyle(o) | RuleSettings::HkNewStyle(o) => System {
            honours: true,
            flowers: o.bonus_tiles,
            animals: false,
            dead_wall: 0,
            chows: true,
            sichuan: false,
            four_alike,
        },
        RuleSettings::Singapore(_) => System {
            honours: true,
            flowers: true,
            animals: true,
            dead_wall: 15,
            chows: true,
            sichuan: false,
            four_alike,
        },
        RuleSettings::Sichuan(_) => System {
            honours: false,
            flowers: false,
            animals: false,
            dead_wall: 0,
            chows: false,
            sichuan: true,
            four_alike,
        },
    }
}

/// The whole set of the system, unshuffled.
pub(super) fn tile_set(sys: &System) -> Vec<Piece> {
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
pub(super) struct Seat {
    pub(super) concealed: Counts,
    pub(super) melds: Vec<Meld>,
    /// Dealt bonus tiles not yet set aside (see `play_hand`).
    pub(super) pending_bonus: Vec<BonusTile>,
    pub(super) missing: Option<Suit>,
    /// Sichuan: this seat has won and left the hand.
    pub(super) out: bool,
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
    pub(super) fn holds_missing(&self) -> bool {
        self.missing.is_some_and(|s| {
            let i = s.index() * 9;
            self.concealed[i..i + 9].iter().any(|&c| c > 0)
        })
    }

    pub(super) fn is_missing(&self, t: Tile) -> bool {
        self.missing.is_some() && t.suit() == self.missing
    }
}

pub(super) fn chow_tiles(low: Tile) -> [Tile; 3] {
    let i = low.index();
    [
        low,
        Tile::from_index(i + 1).unwrap_or(low),
        Tile::from_index(i + 2).unwrap_or(low),
    ]
}
