//! The set and the seats as the simulator keeps them: the tiles of a rule system, each bot's
//! hand, and what the system lets the bots do.

use crate::rules::RuleSettings;
use crate::tiles::{Animal, BonusTile, Counts, KINDS, Tile};

/// One tile of the set: a playing tile or a bonus tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Piece {
    Tile(Tile),
    Bonus(BonusTile),
}

/// The table facts of a rule system that the simulator needs.
pub(super) struct System {
    pub(super) honours: bool,
    pub(super) flowers: bool,
    pub(super) animals: bool,
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
            chows: true,
            sichuan: false,
            four_alike,
        },
        RuleSettings::HkOldStyle(crate::rules::hong_kong::Hk(o))
        | RuleSettings::HkNewStyle(crate::rules::hong_kong::Hk(o)) => System {
            honours: true,
            flowers: o.bonus_tiles,
            animals: false,
            chows: true,
            sichuan: false,
            four_alike,
        },
        RuleSettings::Singapore(_) => System {
            honours: true,
            flowers: true,
            animals: true,
            chows: true,
            sichuan: false,
            four_alike,
        },
        RuleSettings::Sichuan(_) => System {
            honours: false,
            flowers: false,
            animals: false,
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

pub(super) fn chow_tiles(low: Tile) -> [Tile; 3] {
    let i = low.index();
    [
        low,
        Tile::from_index(i + 1).unwrap_or(low),
        Tile::from_index(i + 2).unwrap_or(low),
    ]
}

/// The lowest tiles of the chows `t` makes with two tiles of `concealed`.
pub(super) fn chow_starts(concealed: &Counts, t: Tile) -> Vec<Tile> {
    let Some(n) = t.number() else {
        return Vec::new();
    };
    let i = t.index() as i32;
    let n = n as i32;
    (n - 2..=n)
        .filter(|&start| (1..=7).contains(&start))
        .filter_map(|start| Tile::from_index((i - n + start) as usize))
        .filter(|&low| {
            chow_tiles(low)
                .iter()
                .filter(|&&x| x != t)
                .all(|x| concealed[x.index()] > 0)
        })
        .collect()
}
