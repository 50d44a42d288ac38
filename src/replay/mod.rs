//! The game record: a whole recorded game in RON (see `docs/formats.md`), loaded with errors
//! that name their place.

use crate::hand::ParseError;
use crate::rules::RuleSettings;
use crate::tiles::{Suit, Wind};
use serde::{Deserialize, Serialize};

/// A recorded game: who played, under which rules, and every hand.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameRecord {
    pub header: Header,
    pub hands: Vec<HandRecord>,
}

/// What the game was.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Header {
    #[serde(default)]
    pub rules: RuleSettings,
    /// The four players, in the order of their first seats (East, South, West, North).
    pub players: Vec<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub date: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub event: Option<String>,
}

/// One hand of the game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HandRecord {
    #[serde(default)]
    pub prevailing_wind: Wind,
    /// The player (index into the header's players) in each seat, East first.
    #[serde(default = "default_seats")]
    pub seats: Vec<u8>,
    /// The dealer's seat: always East (a new dealer moves the players round the seats).
    #[serde(default)]
    pub dealer: Wind,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dice: Option<(u8, u8)>,
    /// The dealt tiles of each seat, East first, in notation (bonus tiles included).
    pub deal: Vec<String>,
    pub events: Vec<Event>,
}

fn default_seats() -> Vec<u8> {
    vec![0, 1, 2, 3]
}

/// One step of a hand.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    /// A seat draws a tile from the wall (or a replacement after a kong or bonus tile).
    Draw(Wind, String),
    Discard(Wind, String),
    /// Claims the last discard for a chow: the three tiles of the chow.
    Chow(Wind, String),
    /// Claims the last discard for a pung.
    Pung(Wind),
    /// Claims the last discard for a kong.
    ExposedKong(Wind),
    /// Declares four concealed tiles.
    ConcealedKong(Wind, String),
    /// Adds the tile to the seat's exposed pung.
    AddedKong(Wind, String),
    /// Sets a bonus tile aside; a replacement draw follows.
    Bonus(Wind, String),
    /// Sichuan: the suit the seat will not keep.
    MissingSuit(Wind, Suit),
    /// A seat wins on the last discard, the robbed kong tile, or its own draw.
    Win(WinRecord),
    /// Several seats win on one discard (Sichuan).
    Wins(Vec<WinRecord>),
    /// The live wall is empty: the hand ends.
    WallExhausted,
    /// A penalty paid to nobody.
    Penalty(Penalty),
    /// A free-text note.
    Note(String),
}

/// A declared win, with the score the record gives it, if any. The engine compares it with
/// the rules' score: a difference is listed (`WinResult::disagreement`), not refused.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WinRecord {
    pub seat: Wind,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub score: Option<u32>,
}

/// A penalty paid to nobody.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Penalty {
    pub seat: Wind,
    pub amount: u32,
    #[serde(default)]
    pub reason: String,
}

/// Reads a game record; syntax errors name the line and column.
pub fn parse_record(text: &str) -> Result<GameRecord, ParseError> {
    crate::hand::parse_ron(text)
}

impl GameRecord {
    /// The record as pretty RON text.
    pub fn to_ron(&self) -> String {
        crate::hand::to_ron_pretty(self)
    }
}
