//! Engine messages as data: an id and named arguments, rendered by [`super::I18n::message`].
//!
//! A type the engine reports (a payment rule, an error, a refusal) implements [`Localized`]
//! with one line per variant, naming its message id and its arguments after the fields:
//!
//! ```
//! use tilewise::i18n::{I18n, Lang, Message};
//! let m = Message::new("error-hand-too-many-melds").int("n", 5);
//! assert_eq!(I18n::get(Lang::English).message(&m), "more than four melds (5)");
//! ```

use std::borrow::Cow;

/// One argument of a message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    /// A number (Fluent picks the plural form from it).
    Int(i64),
    /// Text shown as it is: notation, a tile, a path, a name.
    Text(String),
    /// Another message, rendered in the same language (a wind's name, a suit's).
    Msg(Message),
}

/// A message: its id in the `.ftl` files and its named arguments.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    pub id: Cow<'static, str>,
    pub args: Vec<(&'static str, Arg)>,
}

impl Message {
    pub fn new(id: impl Into<Cow<'static, str>>) -> Message {
        Message {
            id: id.into(),
            args: Vec::new(),
        }
    }

    /// Adds a number.
    pub fn int(mut self, name: &'static str, n: impl TryInto<i64>) -> Message {
        let n = n.try_into().unwrap_or(i64::MAX);
        self.args.push((name, Arg::Int(n)));
        self
    }

    /// Adds text shown as it is (notation, a tile, a name).
    pub fn text(mut self, name: &'static str, text: impl ToString) -> Message {
        self.args.push((name, Arg::Text(text.to_string())));
        self
    }

    /// Adds another message, rendered in the same language.
    pub fn msg(mut self, name: &'static str, message: Message) -> Message {
        self.args.push((name, Arg::Msg(message)));
        self
    }
}

/// A value the engine reports that people read: it names its message.
///
/// One line per variant connects it to its text, e.g.
/// `HandError::TooManyMelds(n) => Message::new("error-hand-too-many-melds").int("n", *n)`;
/// `en.ftl`, `ru.ftl` and `pl.ftl` each hold `error-hand-too-many-melds = … { $n } …`.
/// A variant whose id no language has reads as its English `Display` (see `I18n::text`).
pub trait Localized {
    fn message(&self) -> Message;
}

/// A wind's name, as a message (`wind-east`).
pub fn wind(w: crate::tiles::Wind) -> Message {
    Message::new(format!("wind-{}", w.name().to_lowercase()))
}

/// A suit's name, as a message (`suit-characters`).
pub fn suit(s: crate::tiles::Suit) -> Message {
    Message::new(format!("suit-{}", s.name().to_lowercase()))
}

/// A tile's full name, as a message: "2 Bamboo", "Green Dragon" (`tile-bamboo` with the
/// number, `tile-dragon-green`). Prose names tiles with it, never in notation.
pub fn tile(t: crate::tiles::Tile) -> Message {
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
pub fn bonus(b: crate::tiles::BonusTile) -> Message {
    use crate::tiles::{Animal, BonusTile};
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
