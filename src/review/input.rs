//! A [`Position`] from text, as `tilewise advise` and the tests write one: the concealed
//! tiles in notation, melds as `"pung 5z, chow 3m, concealed kong 1p"`, the visible tiles in
//! notation, winds and the draws left.

use super::Position;
use crate::hand::{Meld, MeldKind};
use crate::rules::RuleSettings;
use crate::tiles::{Counts, NotationError, Suit, Tile, Wind, counts_of, parse_tile, parse_tiles};

/// The text of a position, each field as typed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionText<'a> {
    pub rules: RuleSettings,
    /// Concealed tiles: 3n + 2 (a discard decision).
    pub hand: &'a str,
    /// Melds, comma-separated: `pung 5z`, `chow 3m` (its lowest tile), `kong 5z` (exposed),
    /// `concealed kong 5z`, `added kong 5z`.
    pub melds: &'a str,
    pub visible: &'a str,
    pub draws_left: u32,
    pub seat: Wind,
    pub prevailing: Wind,
    /// Sichuan's missing suit; `None` picks the suit with the fewest tiles in hand and melds
    /// (the first such of m, p, s).
    pub missing: Option<Suit>,
}

/// Why a position's text cannot be read; each names its field.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PositionTextError {
    #[error("{field}: {source}")]
    Notation {
        field: &'static str,
        source: NotationError,
    },
    /// The 1-based meld and its text.
    #[error(
        "meld {index} ('{text}'): write it as 'pung 5z', 'chow 3m', 'kong 5z', 'concealed kong 5z' or 'added kong 5z'"
    )]
    BadMeld { index: usize, text: String },
}

impl PositionText<'_> {
    /// The position at a discard decision (checked later by [`super::advise`]).
    pub fn position(&self) -> Result<Position, PositionTextError> {
        let notation =
            |field: &'static str| move |source| PositionTextError::Notation { field, source };
        let concealed = counts_of(&parse_tiles(self.hand).map_err(notation("hand"))?);
        let visible: Counts = if self.visible.trim().is_empty() {
            [0; crate::tiles::KINDS]
        } else {
            counts_of(&parse_tiles(self.visible).map_err(notation("visible"))?)
        };
        let melds = parse_melds(self.melds)?;
        let missing_suit = match (&self.rules, self.missing) {
            (RuleSettings::Sichuan(_), None) => Some(fewest_suit(&concealed, &melds)),
            (RuleSettings::Sichuan(_), Some(s)) => Some(s),
            _ => None,
        };
        let mut position = Position::discard(
            self.rules.clone(),
            concealed,
            visible,
            self.draws_left,
            self.seat,
            self.prevailing,
        );
        position.melds = melds;
        position.missing_suit = missing_suit;
        Ok(position)
    }
}

/// Melds written `"pung 5z, chow 3m, concealed kong 1p"` (empty text: none).
pub fn parse_melds(text: &str) -> Result<Vec<Meld>, PositionTextError> {
    let mut melds = Vec::new();
    for (i, part) in text
        .split(',')
        .map(str::trim)
        .filter(|p| !p.is_empty())
        .enumerate()
    {
        let bad = || PositionTextError::BadMeld {
            index: i + 1,
            text: part.to_string(),
        };
        let words: Vec<&str> = part.split_whitespace().collect();
        let (kind, tile) = match words.as_slice() {
            ["pung", t] => (MeldKind::Pung, *t),
            ["chow", t] => (MeldKind::Chow, *t),
            ["kong", t] | ["exposed", "kong", t] => (MeldKind::ExposedKong, *t),
            ["concealed", "kong", t] => (MeldKind::ConcealedKong, *t),
            ["added", "kong", t] => (MeldKind::AddedKong, *t),
            _ => return Err(bad()),
        };
        let tile: Tile = parse_tile(tile).map_err(|_| bad())?;
        if kind == MeldKind::Chow && !tile.starts_chow() {
            return Err(bad());
        }
        melds.push(Meld::new(kind, tile));
    }
    Ok(melds)
}

/// The suit with the fewest tiles in `concealed` and `melds` (the first on ties).
fn fewest_suit(concealed: &Counts, melds: &[Meld]) -> Suit {
    let mut all = *concealed;
    for m in melds {
        for t in m.tiles() {
            all[t.index()] = all[t.index()].saturating_add(1);
        }
    }
    let in_suit = |s: Suit| -> u32 {
        all[s.index() * 9..s.index() * 9 + 9]
            .iter()
            .map(|&n| u32::from(n))
            .sum()
    };
    Suit::ALL
        .into_iter()
        .min_by_key(|&s| (in_suit(s), s.index()))
        .unwrap_or(Suit::Characters)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn melds_read_and_refused() {
        let m = parse_melds("pung 5z, chow 3m ,concealed kong 1p").unwrap();
        assert_eq!(m.len(), 3);
        assert_eq!(m[1].kind, MeldKind::Chow);
        assert_eq!(m[2].kind, MeldKind::ConcealedKong);
        assert!(parse_melds("").unwrap().is_empty());
        let err = parse_melds("pung 5z, chow 8m").unwrap_err();
        assert!(err.to_string().starts_with("meld 2 ('chow 8m')"), "{err}");
        assert!(parse_melds("triple 5z").is_err());
    }

    #[test]
    fn sichuan_picks_the_shortest_suit() {
        let text = PositionText {
            rules: RuleSettings::from_id("sc").unwrap(),
            hand: "123456789m1234s5p",
            melds: "",
            visible: "",
            draws_left: 10,
            seat: Wind::East,
            prevailing: Wind::East,
            missing: None,
        };
        assert_eq!(text.position().unwrap().missing_suit, Some(Suit::Dots));
    }
}

#[cfg(test)]
pub(crate) mod test_support {
    use super::*;

    /// A discard position from text (East seat, East round, 20 draws left); any tile count,
    /// so 3n + 1 hands serve the shanten tests too. Melds as `["pung 5z", "chow 3m"]`.
    pub fn position(rules: &str, hand: &str, melds: &[&str], visible: &str) -> Position {
        PositionText {
            rules: RuleSettings::from_id(rules).expect("a rule system id"),
            hand,
            melds: &melds.join(","),
            visible,
            draws_left: 20,
            seat: Wind::East,
            prevailing: Wind::East,
            missing: None,
        }
        .position()
        .expect("a valid position text")
    }
}
