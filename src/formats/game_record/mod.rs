//! The game record: a whole recorded game in RON (see `docs/formats.md`), loaded with errors
//! that name their place.

use crate::ron_text::ParseError;
use crate::rules::RuleSettings;
use crate::tiles::{Suit, Wind};
use serde::{Deserialize, Serialize};

pub mod results;
pub mod steps;
pub use results::{BonusEntry, KongEntry, ResultEntry, ResultWin};

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
    /// A one-seat record: the player who recorded it. Only his dealt tiles and draws are
    /// known; the other seats' dealt tiles and draws are written [`UNSEEN`], and what they
    /// did in the open (discards, claims, kongs, bonus tiles, a win with its hand shown) as
    /// in any record.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seen_from: Option<String>,
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
    /// The dealt tiles of each seat, East first, in notation (bonus tiles included); empty in
    /// a results-only hand; [`UNSEEN`] for a seat a one-seat record did not see.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub deal: Vec<String>,
    /// The play, step by step; empty in a results-only hand.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub events: Vec<Event>,
    /// A results-only hand: what the table wrote down, in order, instead of the play.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<Vec<ResultEntry>>,
}

impl HandRecord {
    /// A hand recorded by its results only (no deal, no moves).
    pub fn is_results_only(&self) -> bool {
        self.result.is_some()
    }
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
    /// A seat shows its concealed tiles (Sichuan's wall's end: the hands still in are shown;
    /// a one-seat record learns another seat's tiles so).
    Shown(Wind, String),
    /// The live wall is empty: the hand ends.
    WallExhausted,
    /// A penalty paid to nobody.
    Penalty(Penalty),
    /// A free-text note.
    Note(String),
    /// A question the replay quiz stops at: the next discard, or the next win, of the hand.
    Question(Ask),
}

/// What a marked question asks (`Question(Discard)`, `Question(Score)` in a record).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ask {
    /// "What would you discard?": the hand's next discard is the answer.
    Discard,
    /// "Score this win": the hand's next win is asked.
    Score,
}

/// A declared win, with the score the record gives it, if any. The engine compares it with
/// the rules' score: a difference is listed (`WinResult::disagreement`), not refused.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WinRecord {
    pub seat: Wind,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub score: Option<u32>,
    /// A one-seat record: the hand of a winner whose tiles the record did not see, as he
    /// showed it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub shown: Option<ShownHand>,
}

impl WinRecord {
    /// A win by `seat`, with the score the record gives it, if any.
    pub fn new(seat: Wind, score: Option<u32>) -> WinRecord {
        WinRecord {
            seat,
            score,
            shown: None,
        }
    }
}

/// A winning hand as its winner showed it: his concealed tiles without the winning tile, and
/// the winning tile (the discard, the robbed kong's tile or his own draw).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ShownHand {
    pub concealed: String,
    pub winning_tile: String,
}

/// In a one-seat record, a seat's dealt tiles or a draw the record did not see.
pub const UNSEEN: &str = "?";

/// A penalty paid to nobody.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Penalty {
    pub seat: Wind,
    /// Points, in [`Penalty::AMOUNT`].
    #[serde(deserialize_with = "read_penalty_amount")]
    pub amount: u32,
    #[serde(default)]
    pub reason: String,
}

impl Penalty {
    /// What a penalty may cost: at least 1 (a penalty of nothing is a note), at most 10 000,
    /// above any single payment of the tables (a Zung Jung limit hand is 3 × 480).
    pub const AMOUNT: crate::rules::OptionRange =
        crate::rules::OptionRange::new("amount", 1, 10_000);
}

crate::ron_text::ranged::ranged_field!(read_penalty_amount, Penalty::AMOUNT);

/// Reads a game record; syntax errors name the line and column.
pub fn parse_record(text: &str) -> Result<GameRecord, ParseError> {
    crate::ron_text::parse_ron(text)
}

/// Why reading a record hand by hand stopped.
#[derive(Debug)]
pub enum StreamError<E> {
    /// The text is not a game record.
    Parse(ParseError),
    /// The caller stopped at a hand.
    Stopped(E),
}

/// Reads a game record hand by hand: `on_hand` gets the header and each hand as soon as it is
/// read, and no hand is kept, so memory does not grow with the number of hands. The header
/// must come before the hands (as every writer puts it).
pub fn for_each_hand<E>(
    text: &str,
    mut on_hand: impl FnMut(&Header, HandRecord) -> Result<(), E>,
) -> Result<Header, StreamError<E>> {
    let mut stopped = None;
    let seed = stream::RecordSeed {
        on_hand: &mut on_hand,
        stopped: &mut stopped,
    };
    let result = crate::ron_text::parse_ron_seed(text, seed);
    match (result, stopped) {
        (_, Some(e)) => Err(StreamError::Stopped(e)),
        (Ok(header), None) => Ok(header),
        (Err(e), None) => Err(StreamError::Parse(e)),
    }
}

mod stream {
    use super::{HandRecord, Header};
    use serde::Deserialize;
    use serde::de::{DeserializeSeed, Deserializer, Error, MapAccess, SeqAccess, Visitor};

    pub(super) struct RecordSeed<'a, F, E> {
        pub on_hand: &'a mut F,
        pub stopped: &'a mut Option<E>,
    }

    #[derive(Deserialize)]
    #[serde(field_identifier, rename_all = "lowercase")]
    enum Field {
        Header,
        Hands,
    }

    const FIELDS: &[&str] = &["header", "hands"];

    impl<'de, F, E> DeserializeSeed<'de> for RecordSeed<'_, F, E>
    where
        F: FnMut(&Header, HandRecord) -> Result<(), E>,
    {
        type Value = Header;

        fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Header, D::Error> {
            d.deserialize_struct("GameRecord", FIELDS, self)
        }
    }

    impl<'de, F, E> Visitor<'de> for RecordSeed<'_, F, E>
    where
        F: FnMut(&Header, HandRecord) -> Result<(), E>,
    {
        type Value = Header;

        fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
            f.write_str("a game record")
        }

        fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Header, A::Error> {
            let mut header: Option<Header> = None;
            let mut hands = false;
            while let Some(key) = map.next_key::<Field>()? {
                match key {
                    Field::Header if header.is_some() => {
                        return Err(A::Error::duplicate_field("header"));
                    }
                    Field::Header => header = Some(map.next_value()?),
                    Field::Hands if hands => return Err(A::Error::duplicate_field("hands")),
                    Field::Hands => {
                        let Some(h) = &header else {
                            return Err(A::Error::custom("the header must come before the hands"));
                        };
                        hands = true;
                        map.next_value_seed(HandsSeed {
                            header: h,
                            on_hand: &mut *self.on_hand,
                            stopped: &mut *self.stopped,
                        })?;
                    }
                }
            }
            if !hands {
                return Err(A::Error::missing_field("hands"));
            }
            header.ok_or_else(|| A::Error::missing_field("header"))
        }
    }

    struct HandsSeed<'a, F, E> {
        header: &'a Header,
        on_hand: &'a mut F,
        stopped: &'a mut Option<E>,
    }

    impl<'de, F, E> DeserializeSeed<'de> for HandsSeed<'_, F, E>
    where
        F: FnMut(&Header, HandRecord) -> Result<(), E>,
    {
        type Value = ();

        fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<(), D::Error> {
            d.deserialize_seq(self)
        }
    }

    impl<'de, F, E> Visitor<'de> for HandsSeed<'_, F, E>
    where
        F: FnMut(&Header, HandRecord) -> Result<(), E>,
    {
        type Value = ();

        fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
            f.write_str("a list of hands")
        }

        fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<(), A::Error> {
            while let Some(hand) = seq.next_element::<HandRecord>()? {
                if let Err(e) = (self.on_hand)(self.header, hand) {
                    *self.stopped = Some(e);
                    return Err(A::Error::custom("stopped"));
                }
            }
            Ok(())
        }
    }
}

impl GameRecord {
    /// The record as pretty RON text: each field, hand and event on its own line.
    pub fn to_ron(&self) -> String {
        crate::ron_text::to_ron_nested(self, 4)
    }
}
