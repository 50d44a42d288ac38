//! The names of winds, suits and tiles as messages, said in the reader's language wherever
//! prose names a tile (never in notation).

use super::{Animal, BonusTile, Suit, Tile, Wind};
use crate::i18n::Message;

/// A wind's name, as a message (`wind-east`).
pub fn wind(w: Wind) -> Message {
    Message::new(format!("wind-{}", w.name().to_lowercase()))
}

/// A suit's name, as a message (`suit-characters`).
pub fn suit(s: Suit) -> Message {
    Message::new(format!("suit-{}", s.name().to_lowercase()))
}

/// A tile's full name, as a message: "2 Bamboo", "Green Dragon" (`tile-bamboo` with the
/// number, `tile-dragon-green`). Prose names tiles with it, never in notation.
pub fn tile(t: Tile) -> Message {
    match (t.suit(), t.number()) {
        (Some(s), Some(n)) => Message::new(format!("tile-{}", s.name().to_lowercase())).int("n", n),
        _ => match t.wind() {
            Some(w) => Message::new(format!("tile-wind-{}", w.name().to_lowercase())),
            None => Message::new(match t.index() {
                31 => "tile-dragon-white",
                32 => "tile-dragon-green",
                _ => "tile-dragon-red",
            }),
        },
    }
}

/// A bonus tile's full name, as a message: "Flower 1 (plum)", "Season 3 (autumn)", "Cat".
pub fn bonus(b: BonusTile) -> Message {
    match b {
        BonusTile::Flower(n) => Message::new("tile-flower").int("n", n),
        BonusTile::Season(n) => Message::new("tile-season").int("n", n),
        BonusTile::Animal(a) => Message::new(match a {
            Animal::Cat => "tile-animal-cat",
            Animal::Rat => "tile-animal-rat",
            Animal::Rooster => "tile-animal-rooster",
            Animal::Centipede => "tile-animal-centipede",
        }),
    }
}
