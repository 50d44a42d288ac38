//! Tiles as small integers, tile counts, bonus tiles, and the mpsz notation.

pub mod names;
mod notation;

pub use notation::{
    HandNotation, NotationError, NotationGroup, NotationMeld, NotationProblem, format_bonus,
    format_counts, format_tiles, parse_bonus_list, parse_group, parse_hand_notation, parse_tile,
    parse_tiles,
};

use std::fmt;

/// Number of distinct tile kinds (3 suits × 9 + 4 winds + 3 dragons).
pub const KINDS: usize = 34;

/// Copies of each tile kind in the wall.
pub const COPIES: u8 = 4;

/// Sets in a winning hand beside its pair (declared or concealed).
pub const SETS: usize = 4;

/// Count of each of the 34 tile kinds, indexed by [`Tile::index`].
pub type Counts = [u8; KINDS];

/// One of the 34 tile kinds: 0–8 characters, 9–17 dots, 18–26 bamboo, 27–30 winds
/// (E S W N), 31–33 dragons (white, green, red).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Tile(u8);

/// A suit of numbered tiles.
#[derive(
    Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, serde::Serialize, serde::Deserialize,
)]
pub enum Suit {
    Characters,
    Dots,
    Bamboo,
}

impl Suit {
    pub const ALL: [Suit; 3] = [Suit::Characters, Suit::Dots, Suit::Bamboo];

    /// The mpsz letter of the suit.
    pub fn letter(self) -> char {
        match self {
            Suit::Characters => 'm',
            Suit::Dots => 'p',
            Suit::Bamboo => 's',
        }
    }

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn name(self) -> &'static str {
        match self {
            Suit::Characters => "characters",
            Suit::Dots => "dots",
            Suit::Bamboo => "bamboo",
        }
    }
}

/// A wind: seat or prevailing wind, and the wind tiles.
#[derive(
    Clone,
    Copy,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Hash,
    Debug,
    Default,
    serde::Serialize,
    serde::Deserialize,
)]
pub enum Wind {
    #[default]
    East,
    South,
    West,
    North,
}

impl Wind {
    pub const ALL: [Wind; 4] = [Wind::East, Wind::South, Wind::West, Wind::North];

    pub fn index(self) -> usize {
        self as usize
    }

    /// The wind tile of this wind.
    pub fn tile(self) -> Tile {
        Tile(27 + self as u8)
    }

    /// The seat number used by bonus tiles (East 1 … North 4).
    pub fn number(self) -> u8 {
        self as u8 + 1
    }

    pub fn name(self) -> &'static str {
        match self {
            Wind::East => "East",
            Wind::South => "South",
            Wind::West => "West",
            Wind::North => "North",
        }
    }

    /// The next seat counter-clockwise in play order (East → South → West → North → East).
    pub fn next(self) -> Wind {
        Wind::ALL[(self.index() + 1) % 4]
    }
}

impl fmt::Display for Wind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl Tile {
    /// The tile of the given index, if it is below 34.
    pub const fn from_index(index: usize) -> Option<Tile> {
        if index < KINDS {
            Some(Tile(index as u8))
        } else {
            None
        }
    }

    /// A numbered tile; `number` is 1–9.
    pub const fn suited(suit: Suit, number: u8) -> Option<Tile> {
        if number >= 1 && number <= 9 {
            Some(Tile(suit as u8 * 9 + number - 1))
        } else {
            None
        }
    }

    /// An honour tile by its mpsz number: 1–4 winds E S W N, 5–7 dragons white, green, red.
    pub const fn honour(number: u8) -> Option<Tile> {
        if number >= 1 && number <= 7 {
            Some(Tile(26 + number))
        } else {
            None
        }
    }

    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// All 34 kinds in order.
    pub fn all() -> impl Iterator<Item = Tile> {
        (0..KINDS as u8).map(Tile)
    }

    pub const fn is_honour(self) -> bool {
        self.0 >= 27
    }

    pub const fn is_suited(self) -> bool {
        self.0 < 27
    }

    pub fn suit(self) -> Option<Suit> {
        match self.0 {
            0..=8 => Some(Suit::Characters),
            9..=17 => Some(Suit::Dots),
            18..=26 => Some(Suit::Bamboo),
            _ => None,
        }
    }

    /// The number 1–9 of a suited tile.
    pub const fn number(self) -> Option<u8> {
        if self.0 < 27 {
            Some(self.0 % 9 + 1)
        } else {
            None
        }
    }

    /// 1 or 9 of a suit.
    pub const fn is_terminal(self) -> bool {
        self.0 < 27 && (self.0.is_multiple_of(9) || self.0 % 9 == 8)
    }

    /// A terminal or an honour.
    pub const fn is_terminal_or_honour(self) -> bool {
        self.is_honour() || self.is_terminal()
    }

    /// A suited tile 2–8.
    pub const fn is_simple(self) -> bool {
        self.0 < 27 && !self.is_terminal()
    }

    pub fn wind(self) -> Option<Wind> {
        match self.0 {
            27..=30 => Some(Wind::ALL[(self.0 - 27) as usize]),
            _ => None,
        }
    }

    pub const fn is_wind(self) -> bool {
        self.0 >= 27 && self.0 <= 30
    }

    pub const fn is_dragon(self) -> bool {
        self.0 >= 31
    }

    /// The tile one higher in the same suit, if any.
    pub const fn next_in_suit(self) -> Option<Tile> {
        if self.0 < 27 && self.0 % 9 < 8 {
            Some(Tile(self.0 + 1))
        } else {
            None
        }
    }

    /// Whether a chow can start at this tile (suited, number 1–7).
    pub const fn starts_chow(self) -> bool {
        self.0 < 27 && self.0 % 9 <= 6
    }

    /// The mpsz notation of this tile, e.g. "5m" or "7z".
    pub fn notation(self) -> String {
        self.to_string()
    }

    /// A readable English name, e.g. "5 characters", "East wind", "Red dragon".
    pub fn name(self) -> String {
        match (self.suit(), self.number()) {
            (Some(suit), Some(n)) => format!("{n} {}", suit.name()),
            _ => match self.0 {
                27 => "East wind".into(),
                28 => "South wind".into(),
                29 => "West wind".into(),
                30 => "North wind".into(),
                31 => "White dragon".into(),
                32 => "Green dragon".into(),
                _ => "Red dragon".into(),
            },
        }
    }

    /// The same tile with its suit changed by `map` (a permutation of suit indices) and,
    /// when `mirror` is set, its number n turned into 10 − n. Honours are unchanged.
    pub fn transformed(self, map: [usize; 3], mirror: bool) -> Tile {
        match (self.suit(), self.number()) {
            (Some(suit), Some(n)) => {
                let n = if mirror { 10 - n } else { n };
                Tile((map[suit.index()] * 9) as u8 + n - 1)
            }
            _ => self,
        }
    }
}

/// Every tile's notation, by index.
const CODES: [&str; KINDS] = [
    "1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m", "1p", "2p", "3p", "4p", "5p", "6p", "7p",
    "8p", "9p", "1s", "2s", "3s", "4s", "5s", "6s", "7s", "8s", "9s", "1z", "2z", "3z", "4z", "5z",
    "6z", "7z",
];

impl Tile {
    /// The tile in notation ("5p", "7z"), as its `Display` writes it, without formatting.
    pub fn code(self) -> &'static str {
        CODES[self.index()]
    }
}

impl fmt::Display for Tile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// The four animals of Singaporean mahjong.
#[derive(
    Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, serde::Serialize, serde::Deserialize,
)]
pub enum Animal {
    Cat,
    Rat,
    Rooster,
    Centipede,
}

impl Animal {
    pub const ALL: [Animal; 4] = [Animal::Cat, Animal::Rat, Animal::Rooster, Animal::Centipede];
}

/// A bonus tile: flowers F1–F4 and seasons S1–S4 (bound to seats East … North), animals A1–A4.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum BonusTile {
    Flower(u8),
    Season(u8),
    Animal(Animal),
}

impl BonusTile {
    /// The seat wind a flower or season belongs to (1 = East … 4 = North); animals have none.
    pub fn seat(self) -> Option<Wind> {
        match self {
            BonusTile::Flower(n) | BonusTile::Season(n) => Wind::ALL.get(n as usize - 1).copied(),
            BonusTile::Animal(_) => None,
        }
    }

    /// A number 0–11: flowers 0–3, seasons 4–7, animals 8–11.
    pub fn ordinal(self) -> usize {
        match self {
            BonusTile::Flower(n) => n as usize - 1,
            BonusTile::Season(n) => n as usize + 3,
            BonusTile::Animal(a) => 8 + a as usize,
        }
    }

    /// A readable English name.
    pub fn name(self) -> String {
        match self {
            BonusTile::Flower(n) => format!("Flower {n}"),
            BonusTile::Season(n) => format!("Season {n}"),
            BonusTile::Animal(a) => format!("{a:?}"),
        }
    }
}

impl fmt::Display for BonusTile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BonusTile::Flower(n) => write!(f, "F{n}"),
            BonusTile::Season(n) => write!(f, "S{n}"),
            BonusTile::Animal(a) => write!(f, "A{}", *a as u8 + 1),
        }
    }
}

/// Tile counts of a list of tiles.
pub fn counts_of(tiles: &[Tile]) -> Counts {
    let mut counts = [0u8; KINDS];
    for t in tiles {
        counts[t.index()] = counts[t.index()].saturating_add(1);
    }
    counts
}

/// The number of tiles of `suit` in a count array.
pub fn in_suit(counts: &Counts, suit: Suit) -> u32 {
    counts[suit.index() * 9..suit.index() * 9 + 9]
        .iter()
        .map(|&c| u32::from(c))
        .sum()
}

/// Total number of tiles in a count array.
pub fn total(counts: &Counts) -> usize {
    counts.iter().map(|&c| c as usize).sum()
}

/// The tiles of a count array in order, with repeats.
pub fn tiles_of(counts: &Counts) -> Vec<Tile> {
    Tile::all()
        .flat_map(|t| std::iter::repeat_n(t, counts[t.index()] as usize))
        .collect()
}

/// Which kinds a count array holds, as bit sets over the 34 kinds (bit i: kind i).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KindBits {
    /// Kinds held at least once.
    pub held: u64,
    /// Kinds held an odd number of times.
    pub odd: u64,
    /// Kinds held exactly four times.
    pub four: u64,
}

/// Bit set (over the 34 kinds, bit = kind index) of the seven honour kinds.
pub const HONOURS: u64 = ((1u64 << 7) - 1) << 27;
/// Bit set (over the 34 kinds, bit = kind index) of the three dragon kinds.
pub const DRAGONS: u64 = 0b111 << 31;
/// Bit set (over the 34 kinds, bit = kind index) of the four wind kinds.
pub const WINDS: u64 = 0b1111 << 27;
/// Bit set (over the 34 kinds, bit = kind index) of the six terminal kinds (1 and 9 of each suit).
pub const TERMINALS: u64 = 1 | 1 << 8 | 1 << 9 | 1 << 17 | 1 << 18 | 1 << 26;
/// Bit set (over the 34 kinds, bit = kind index) of the suited kinds 2–8.
pub const SIMPLES: u64 = ((1u64 << 27) - 1) & !TERMINALS;

/// The [`KindBits`] of a count array, eight counts at a time (a word of bytes, no branch).
pub fn kind_bits(counts: &Counts) -> KindBits {
    const LOW: u64 = 0x0101_0101_0101_0101;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    const FOURS: u64 = 4 * LOW;
    // A byte's high bit, set where the byte is not zero.
    let nonzero = |x: u64| ((x & !HIGH).wrapping_add(!HIGH) | x) & HIGH;
    // Flags at bit 0 of each byte, gathered into eight bits (byte i to bit i).
    let gather = |flags: u64| flags.wrapping_mul(0x0102_0408_1020_4080) >> 56;
    let mut bits = KindBits {
        held: 0,
        odd: 0,
        four: 0,
    };
    let mut add = |x: u64, at: usize| {
        bits.held |= gather(nonzero(x) >> 7) << at;
        bits.odd |= gather(x & LOW) << at;
        bits.four |= gather(!nonzero(x ^ FOURS) >> 7 & LOW) << at;
    };
    for at in [0, 8, 16, 24] {
        let bytes = <[u8; 8]>::try_from(&counts[at..at + 8]).unwrap_or_default();
        add(u64::from_le_bytes(bytes), at);
    }
    add(u64::from(counts[32]) | u64::from(counts[33]) << 8, 32);
    bits
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn in_suit_counts_one_suits_tiles() {
        let counts = counts_of(&parse_tiles("1123m456p9999s11z").expect("tiles"));
        assert_eq!(in_suit(&counts, Suit::Characters), 4);
        assert_eq!(in_suit(&counts, Suit::Dots), 3);
        assert_eq!(in_suit(&counts, Suit::Bamboo), 4);
        assert_eq!(in_suit(&[0; KINDS], Suit::Dots), 0);
    }

    #[test]
    fn kind_bits_match_the_counts() {
        let mut counts = [0u8; KINDS];
        for round in 0..2000u64 {
            for (i, c) in counts.iter_mut().enumerate() {
                // Every count 0–255 at every place over the rounds, mostly 0–4.
                let r = (round * 2_654_435_761 + i as u64 * 40_503) >> 7;
                *c = if round % 5 == 0 {
                    (r % 256) as u8
                } else {
                    (r % 5) as u8
                };
            }
            let bits = kind_bits(&counts);
            for (i, &c) in counts.iter().enumerate() {
                assert_eq!(bits.held >> i & 1 == 1, c > 0, "held {i} of {counts:?}");
                assert_eq!(bits.odd >> i & 1 == 1, c % 2 == 1, "odd {i} of {counts:?}");
                assert_eq!(bits.four >> i & 1 == 1, c == 4, "four {i} of {counts:?}");
            }
            assert_eq!(bits.held >> KINDS, 0);
        }
    }

    #[test]
    fn tile_properties() {
        let t = parse_tile("1m").unwrap();
        assert!(t.is_terminal() && !t.is_simple() && t.starts_chow());
        let t = parse_tile("5p").unwrap();
        assert!(t.is_simple() && t.number() == Some(5) && t.suit() == Some(Suit::Dots));
        let t = parse_tile("7z").unwrap();
        assert!(t.is_dragon() && t.is_honour() && !t.is_wind());
        assert_eq!(parse_tile("3z").unwrap().wind(), Some(Wind::West));
        assert_eq!(Wind::North.tile().to_string(), "4z");
        assert!(!parse_tile("8s").unwrap().starts_chow());
    }

    #[test]
    fn transform_mirrors_and_permutes() {
        let t = parse_tile("2m").unwrap();
        assert_eq!(t.transformed([2, 0, 1], false).to_string(), "2s");
        assert_eq!(t.transformed([0, 1, 2], true).to_string(), "8m");
        assert_eq!(
            parse_tile("6z")
                .unwrap()
                .transformed([1, 2, 0], true)
                .to_string(),
            "6z"
        );
    }

    #[test]
    fn bonus_tile_seats() {
        assert_eq!(BonusTile::Flower(3).seat(), Some(Wind::West));
        assert_eq!(BonusTile::Animal(Animal::Rat).seat(), None);
        assert_eq!(BonusTile::Animal(Animal::Rooster).to_string(), "A3");
    }
}
