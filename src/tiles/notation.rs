//! The mpsz notation: `123m456p789s11z` for tiles, `F1`–`F4`, `S1`–`S4`, `A1`–`A4` for
//! bonus tiles, and in a hand notation `[...]` for a claimed meld and `(...)` for a concealed
//! kong. Errors name the 1-based character column.

use super::{Animal, BonusTile, Counts, KINDS, Suit, Tile};
use crate::i18n::{Localized, Message};
use std::fmt::Write as _;

/// A notation error: the 1-based character column and what is wrong there.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("at {column}: {message}")]
pub struct NotationError {
    pub column: usize,
    /// What is wrong, in English (the `Display` of `problem`).
    pub message: String,
    pub problem: NotationProblem,
}

/// What is wrong at a column of a notation.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NotationProblem {
    #[error("'{0}' is not a tile")]
    NotATile(String),
    #[error("'{0}' has no suit letter (m, p, s or z)")]
    NoSuitLetter(String),
    #[error("'{0}' has no numbers before it")]
    NoNumbers(char),
    #[error("a bonus tile cannot be part of a meld")]
    BonusInMeld,
    #[error("'{0}' is not a bonus tile (numbers 1 to 4)")]
    NotABonusTile(String),
    #[error("'{0}' needs a number 1 to 4")]
    BonusNeedsNumber(char),
    #[error("a meld cannot be opened inside a meld")]
    MeldInMeld,
    #[error("'{0}' closes no meld")]
    ClosesNoMeld(char),
    #[error("expected '{0}' to close the meld")]
    WrongClose(char),
    #[error("empty meld")]
    EmptyMeld,
    #[error("unexpected character '{0}'")]
    Unexpected(char),
    #[error("meld is not closed with '{0}'")]
    NotClosed(char),
    #[error("melds are not allowed here")]
    NoMelds,
    #[error("bonus tiles are not allowed here")]
    NoBonus,
    #[error("expected one tile, found none")]
    NoTile,
    #[error("expected one tile, found {0}")]
    NotOneTile(usize),
    #[error("only bonus tiles (F1–F4, S1–S4, A1–A4) are allowed here")]
    OnlyBonus,
}

impl NotationError {
    fn new(column: usize, problem: NotationProblem) -> Self {
        NotationError {
            column,
            message: problem.to_string(),
            problem,
        }
    }
}

/// A meld written in a hand notation: `[123m]`, `[555p]`, `[1111s]` are claimed,
/// `(7777z)` is a concealed kong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotationMeld {
    pub tiles: Vec<Tile>,
    pub concealed: bool,
    /// 1-based column of the opening bracket.
    pub column: usize,
}

/// A whole hand written as notation: concealed tiles, melds, bonus tiles.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HandNotation {
    pub concealed: Vec<Tile>,
    pub melds: Vec<NotationMeld>,
    pub bonus: Vec<BonusTile>,
}

struct Pending {
    digits: Vec<(usize, u8)>,
}

impl Pending {
    fn flush(&mut self, letter: char, out: &mut Vec<Tile>) -> Result<(), NotationError> {
        for &(column, digit) in &self.digits {
            let tile = match letter {
                'm' => Tile::suited(Suit::Characters, digit),
                'p' => Tile::suited(Suit::Dots, digit),
                's' => Tile::suited(Suit::Bamboo, digit),
                _ => Tile::honour(digit),
            };
            match tile {
                Some(t) => out.push(t),
                None => {
                    return Err(NotationError::new(
                        column,
                        NotationProblem::NotATile(format!("{digit}{letter}")),
                    ));
                }
            }
        }
        self.digits.clear();
        Ok(())
    }

    fn must_be_empty(&self) -> Result<(), NotationError> {
        match self.digits.first() {
            Some(&(column, _)) => {
                let digits: String = self
                    .digits
                    .iter()
                    .map(|&(_, d)| char::from(b'0' + d))
                    .collect();
                Err(NotationError::new(
                    column,
                    NotationProblem::NoSuitLetter(crate::files::quote(&digits)),
                ))
            }
            None => Ok(()),
        }
    }
}

/// Parses a hand notation: tiles, bonus tiles and bracketed melds, separated by optional spaces.
pub fn parse_hand_notation(text: &str) -> Result<HandNotation, NotationError> {
    let mut hand = HandNotation::default();
    let mut pending = Pending { digits: Vec::new() };
    let mut meld: Option<NotationMeld> = None;
    let mut chars = text.chars().enumerate().peekable();
    while let Some((i, c)) = chars.next() {
        let column = i + 1;
        // Bonus tiles may be written in lowercase (`f1 s2 a3`): `s` is a season only where
        // no digits wait for a suit letter and a number follows.
        let c = match c {
            'f' | 'a' => c.to_ascii_uppercase(),
            's' if pending.digits.is_empty()
                && chars.peek().is_some_and(|&(_, d)| d.is_ascii_digit()) =>
            {
                'S'
            }
            _ => c,
        };
        match c {
            '0'..='9' => pending.digits.push((column, c as u8 - b'0')),
            'm' | 'p' | 's' | 'z' => {
                if pending.digits.is_empty() {
                    return Err(NotationError::new(column, NotationProblem::NoNumbers(c)));
                }
                let target = match meld.as_mut() {
                    Some(m) => &mut m.tiles,
                    None => &mut hand.concealed,
                };
                pending.flush(c, target)?;
            }
            'F' | 'S' | 'A' => {
                pending.must_be_empty()?;
                if meld.is_some() {
                    return Err(NotationError::new(column, NotationProblem::BonusInMeld));
                }
                let mut any = false;
                while let Some(&(j, d)) = chars.peek() {
                    let Some(n) = d.to_digit(10) else { break };
                    chars.next();
                    any = true;
                    let n = n as u8;
                    let tile = match (c, n) {
                        ('F', 1..=4) => BonusTile::Flower(n),
                        ('S', 1..=4) => BonusTile::Season(n),
                        ('A', 1..=4) => BonusTile::Animal(Animal::ALL[n as usize - 1]),
                        _ => {
                            return Err(NotationError::new(
                                j + 1,
                                NotationProblem::NotABonusTile(format!("{c}{n}")),
                            ));
                        }
                    };
                    hand.bonus.push(tile);
                }
                if !any {
                    return Err(NotationError::new(
                        column,
                        NotationProblem::BonusNeedsNumber(c),
                    ));
                }
            }
            '[' | '(' => {
                pending.must_be_empty()?;
                if meld.is_some() {
                    return Err(NotationError::new(column, NotationProblem::MeldInMeld));
                }
                meld = Some(NotationMeld {
                    tiles: Vec::new(),
                    concealed: c == '(',
                    column,
                });
            }
            ']' | ')' => {
                pending.must_be_empty()?;
                let Some(m) = meld.take() else {
                    return Err(NotationError::new(column, NotationProblem::ClosesNoMeld(c)));
                };
                let expected = if m.concealed { ')' } else { ']' };
                if c != expected {
                    return Err(NotationError::new(
                        column,
                        NotationProblem::WrongClose(expected),
                    ));
                }
                if m.tiles.is_empty() {
                    return Err(NotationError::new(m.column, NotationProblem::EmptyMeld));
                }
                hand.melds.push(m);
            }
            c if c.is_whitespace() || c == ',' => pending.must_be_empty()?,
            other => {
                return Err(NotationError::new(
                    column,
                    NotationProblem::Unexpected(other),
                ));
            }
        }
    }
    pending.must_be_empty()?;
    if let Some(m) = meld {
        let close = if m.concealed { ')' } else { ']' };
        return Err(NotationError::new(
            m.column,
            NotationProblem::NotClosed(close),
        ));
    }
    Ok(hand)
}

/// Parses plain tiles (no bonus tiles, no melds), e.g. `"123m 456p 11z"`.
pub fn parse_tiles(text: &str) -> Result<Vec<Tile>, NotationError> {
    let hand = parse_hand_notation(text)?;
    if let Some(m) = hand.melds.first() {
        return Err(NotationError::new(m.column, NotationProblem::NoMelds));
    }
    if !hand.bonus.is_empty() {
        let column = text
            .find(['F', 'S', 'A', 'f', 'a'])
            .map_or(1, |b| text[..b].chars().count() + 1);
        return Err(NotationError::new(column, NotationProblem::NoBonus));
    }
    Ok(hand.concealed)
}

/// Parses exactly one tile, e.g. `"5m"`.
pub fn parse_tile(text: &str) -> Result<Tile, NotationError> {
    if let Some(t) = two_letter_tile(text) {
        return Ok(t);
    }
    let tiles = parse_tiles(text)?;
    match tiles.as_slice() {
        [t] => Ok(*t),
        [] => Err(NotationError::new(1, NotationProblem::NoTile)),
        _ => Err(NotationError::new(
            1,
            NotationProblem::NotOneTile(tiles.len()),
        )),
    }
}

/// The one tile of a plain two-letter text such as `"5p"` or `"7z"`, without allocating: the
/// simulator writes every draw and discard so, and the game reads them back millions of times
/// a review. Anything else (`None`) goes through the full parser and its errors.
fn two_letter_tile(text: &str) -> Option<Tile> {
    let &[digit, letter] = text.as_bytes() else {
        return None;
    };
    let digit = digit.checked_sub(b'0')?;
    match letter {
        b'm' => Tile::suited(Suit::Characters, digit),
        b'p' => Tile::suited(Suit::Dots, digit),
        b's' => Tile::suited(Suit::Bamboo, digit),
        b'z' => Tile::honour(digit),
        _ => None,
    }
}

/// Parses a list of bonus tiles, e.g. `"F1 S3 A2"`.
pub fn parse_bonus_list(text: &str) -> Result<Vec<BonusTile>, NotationError> {
    let hand = parse_hand_notation(text)?;
    if let Some(m) = hand.melds.first() {
        return Err(NotationError::new(m.column, NotationProblem::NoMelds));
    }
    if !hand.concealed.is_empty() {
        return Err(NotationError::new(1, NotationProblem::OnlyBonus));
    }
    Ok(hand.bonus)
}

/// One group of a notation line as a reader meets it (`345s`, `777z`, `F1 F2`): tiles, bonus
/// tiles, or text that is neither.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotationGroup {
    Tiles(Vec<Tile>),
    Bonus(Vec<BonusTile>),
    Text(String),
}

/// Reads one group of a notation line: tiles when it parses as tiles, else bonus tiles, else
/// the text as it is.
pub fn parse_group(text: &str) -> NotationGroup {
    match parse_tiles(text) {
        Ok(tiles) if !tiles.is_empty() => NotationGroup::Tiles(tiles),
        _ => match parse_bonus_list(text) {
            Ok(bonus) if !bonus.is_empty() => NotationGroup::Bonus(bonus),
            _ => NotationGroup::Text(text.to_string()),
        },
    }
}

/// Writes tiles compactly in mpsz, grouping runs of one suit: `[1m,2m,3m,5p]` → `"123m5p"`.
pub fn format_tiles(tiles: &[Tile]) -> String {
    let mut out = String::new();
    let mut i = 0;
    while i < tiles.len() {
        let letter = suffix(tiles[i]);
        let mut j = i;
        while j < tiles.len() && suffix(tiles[j]) == letter {
            let _ = write!(out, "{}", digit(tiles[j]));
            j += 1;
        }
        out.push(letter);
        i = j;
    }
    out
}

/// Writes a count array in mpsz order.
pub fn format_counts(counts: &Counts) -> String {
    let tiles: Vec<Tile> = (0..KINDS)
        .filter_map(Tile::from_index)
        .flat_map(|t| std::iter::repeat_n(t, counts[t.index()] as usize))
        .collect();
    format_tiles(&tiles)
}

/// Writes bonus tiles separated by spaces.
pub fn format_bonus(bonus: &[BonusTile]) -> String {
    bonus
        .iter()
        .map(|b| b.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

fn suffix(t: Tile) -> char {
    t.suit().map_or('z', Suit::letter)
}

fn digit(t: Tile) -> u8 {
    t.number().unwrap_or_else(|| t.index() as u8 - 26)
}

impl Localized for NotationProblem {
    fn message(&self) -> Message {
        let m = Message::new;
        match self {
            NotationProblem::NotATile(t) => m("notation-not-a-tile").text("text", t),
            NotationProblem::NoSuitLetter(t) => m("notation-no-suit-letter").text("text", t),
            NotationProblem::NoNumbers(c) => m("notation-no-numbers").text("text", c),
            NotationProblem::BonusInMeld => m("notation-bonus-in-meld"),
            NotationProblem::NotABonusTile(t) => m("notation-not-a-bonus-tile").text("text", t),
            NotationProblem::BonusNeedsNumber(c) => {
                m("notation-bonus-needs-number").text("text", c)
            }
            NotationProblem::MeldInMeld => m("notation-meld-in-meld"),
            NotationProblem::ClosesNoMeld(c) => m("notation-closes-no-meld").text("text", c),
            NotationProblem::WrongClose(c) => m("notation-wrong-close").text("text", c),
            NotationProblem::EmptyMeld => m("notation-empty-meld"),
            NotationProblem::Unexpected(c) => m("notation-unexpected").text("text", c),
            NotationProblem::NotClosed(c) => m("notation-not-closed").text("text", c),
            NotationProblem::NoMelds => m("notation-no-melds"),
            NotationProblem::NoBonus => m("notation-no-bonus"),
            NotationProblem::NoTile => m("notation-no-tile"),
            NotationProblem::NotOneTile(n) => m("notation-not-one-tile").int("n", *n),
            NotationProblem::OnlyBonus => m("notation-only-bonus"),
        }
    }
}

impl Localized for NotationError {
    fn message(&self) -> Message {
        Message::new("error-notation")
            .int("column", self.column)
            .msg("message", self.problem.message())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The two-letter shortcut reads every two-byte text as the full parser does.
    #[test]
    fn two_letter_tiles_read_as_the_parser_reads_them() {
        for a in 0u8..=127 {
            for b in 0u8..=127 {
                let text = String::from_utf8(vec![a, b]).expect("ascii");
                let full = parse_tiles(&text)
                    .ok()
                    .and_then(|t| (t.len() == 1).then(|| t[0]));
                if let Some(t) = two_letter_tile(&text) {
                    assert_eq!(Some(t), full, "{text:?}");
                }
                assert_eq!(parse_tile(&text).ok(), full, "{text:?}");
            }
        }
    }

    #[test]
    fn parses_and_prints_round_trip() {
        let tiles = parse_tiles("123m 456p789s11z").unwrap();
        assert_eq!(tiles.len(), 11);
        assert_eq!(format_tiles(&tiles), "123m456p789s11z");
        assert_eq!(format_tiles(&parse_tiles("1m2m3m").unwrap()), "123m");
    }

    #[test]
    fn error_names_the_column() {
        let err = parse_tiles("123m8z").unwrap_err();
        assert_eq!(err.to_string(), "at 5: '8z' is not a tile");
        assert_eq!(parse_tiles("0p").unwrap_err().column, 1);
        assert_eq!(
            parse_tiles("12").unwrap_err().to_string(),
            "at 1: '12' has no suit letter (m, p, s or z)"
        );
        assert_eq!(parse_tiles("1m x").unwrap_err().column, 4);
        assert_eq!(parse_tiles("m").unwrap_err().column, 1);
    }

    #[test]
    fn bonus_tiles_parse() {
        let bonus = parse_bonus_list("F1 S4A2").unwrap();
        assert_eq!(
            bonus,
            vec![
                BonusTile::Flower(1),
                BonusTile::Season(4),
                BonusTile::Animal(Animal::Rat)
            ]
        );
        assert_eq!(format_bonus(&bonus), "F1 S4 A2");
        assert_eq!(
            parse_bonus_list("F5").unwrap_err().to_string(),
            "at 2: 'F5' is not a bonus tile (numbers 1 to 4)"
        );
        assert!(parse_bonus_list("1m").is_err());
        assert!(parse_tiles("1m F1").is_err());
    }

    #[test]
    fn bonus_tiles_may_be_lowercase() {
        let hand = parse_hand_notation("123s f1 s2 a3 4s5s").unwrap();
        assert_eq!(
            hand.bonus,
            vec![
                BonusTile::Flower(1),
                BonusTile::Season(2),
                BonusTile::Animal(Animal::Rooster)
            ]
        );
        assert_eq!(format_tiles(&hand.concealed), "12345s");
        assert_eq!(format_bonus(&hand.bonus), "F1 S2 A3");
        assert_eq!(
            parse_bonus_list("s4a1").unwrap(),
            parse_bonus_list("S4 A1").unwrap()
        );
        assert_eq!(
            parse_bonus_list("f5").unwrap_err().to_string(),
            "at 2: 'F5' is not a bonus tile (numbers 1 to 4)"
        );
        assert_eq!(
            parse_tiles("1s s").unwrap_err().to_string(),
            "at 4: 's' has no numbers before it"
        );
        assert_eq!(parse_tiles("1m f1").unwrap_err().column, 4);
    }

    #[test]
    fn hand_notation_with_melds() {
        let hand = parse_hand_notation("1112345m [777z] (1111p) F2").unwrap();
        assert_eq!(hand.concealed.len(), 7);
        assert_eq!(hand.melds.len(), 2);
        assert!(!hand.melds[0].concealed && hand.melds[1].concealed);
        assert_eq!(hand.bonus, vec![BonusTile::Flower(2)]);
        assert_eq!(
            parse_hand_notation("[123m").unwrap_err().to_string(),
            "at 1: meld is not closed with ']'"
        );
        assert_eq!(parse_hand_notation("123m]").unwrap_err().column, 5);
        assert_eq!(parse_hand_notation("[12m)").unwrap_err().column, 5);
    }
}
