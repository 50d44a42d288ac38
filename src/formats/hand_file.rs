//! The hand file: one hand to score, in RON. See `docs/formats.md`.

use crate::hand::{
    Flags, Hand, HandError, Meld, MeldKind, Situation, TableFacts, WinMethod, meld_of,
};
use crate::i18n::I18n;
use crate::ron_text::{ParseError, parse_ron, to_ron_nested};
use crate::rules::{RuleSettings, ScoreSheet, score_sheet_in};
use crate::tiles::{
    BonusTile, Suit, Tile, Wind, format_bonus, format_tiles, parse_bonus_list, parse_tile,
    parse_tiles,
};
use serde::{Deserialize, Serialize};

/// The tiles of a declared meld, and whose discard was claimed for it. Written either as a
/// plain string, `Pung("555z")`, or with its origin, `Pung(tiles: "555z", from: South)`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MeldTiles {
    pub tiles: String,
    pub from: Option<Wind>,
    /// The claimed tile had never been discarded before.
    pub fresh: bool,
    /// Tiles left in the live wall when the meld was claimed.
    pub wall_tiles_left: Option<u16>,
}

impl From<&str> for MeldTiles {
    fn from(tiles: &str) -> Self {
        MeldTiles {
            tiles: tiles.to_string(),
            ..MeldTiles::default()
        }
    }
}

impl Serialize for MeldTiles {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        if self.from.is_none() && !self.fresh && self.wall_tiles_left.is_none() {
            return s.serialize_str(&self.tiles);
        }
        let fields = 1
            + usize::from(self.from.is_some())
            + usize::from(self.fresh)
            + usize::from(self.wall_tiles_left.is_some());
        let mut st = s.serialize_struct("MeldTiles", fields)?;
        st.serialize_field("tiles", &self.tiles)?;
        if let Some(from) = self.from {
            st.serialize_field("from", &from)?;
        }
        if self.fresh {
            st.serialize_field("fresh", &true)?;
        }
        if let Some(n) = self.wall_tiles_left {
            st.serialize_field("wall_tiles_left", &n)?;
        }
        st.end()
    }
}

impl<'de> Deserialize<'de> for MeldTiles {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        use serde::de;
        struct Visitor;
        impl<'de> de::Visitor<'de> for Visitor {
            type Value = MeldTiles;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str(
                    r#"the meld's tiles as a string ("555z") or (tiles: "555z", from: South)"#,
                )
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<MeldTiles, E> {
                Ok(MeldTiles::from(v))
            }
            fn visit_map<A: de::MapAccess<'de>>(self, mut map: A) -> Result<MeldTiles, A::Error> {
                const FIELDS: &[&str] = &["tiles", "from", "fresh", "wall_tiles_left"];
                let mut meld = MeldTiles::default();
                let mut tiles = None;
                while let Some(key) = map.next_key::<String>()? {
                    match key.as_str() {
                        "tiles" => tiles = Some(map.next_value::<String>()?),
                        "from" => meld.from = map.next_value::<Option<Wind>>()?,
                        "fresh" => meld.fresh = map.next_value::<bool>()?,
                        "wall_tiles_left" => {
                            meld.wall_tiles_left = map.next_value::<Option<u16>>()?
                        }
                        other => return Err(de::Error::unknown_field(other, FIELDS)),
                    }
                }
                meld.tiles = tiles.ok_or_else(|| de::Error::missing_field("tiles"))?;
                Ok(meld)
            }
        }
        d.deserialize_any(Visitor)
    }
}

/// A declared meld as written in a hand file, e.g. `Pung("777z")`, `Chow("123m")`,
/// `ExposedKong(tiles: "1111s", from: West)`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum MeldSpec {
    Chow(MeldTiles),
    Pung(MeldTiles),
    ExposedKong(MeldTiles),
    ConcealedKong(MeldTiles),
    AddedKong(MeldTiles),
}

impl MeldSpec {
    fn parts(&self) -> (MeldKind, &MeldTiles) {
        match self {
            MeldSpec::Chow(t) => (MeldKind::Chow, t),
            MeldSpec::Pung(t) => (MeldKind::Pung, t),
            MeldSpec::ExposedKong(t) => (MeldKind::ExposedKong, t),
            MeldSpec::ConcealedKong(t) => (MeldKind::ConcealedKong, t),
            MeldSpec::AddedKong(t) => (MeldKind::AddedKong, t),
        }
    }

    /// The spec of a meld.
    pub fn of(meld: &Meld) -> MeldSpec {
        let tiles = MeldTiles {
            tiles: format_tiles(&meld.tiles()),
            from: meld.from,
            fresh: meld.fresh,
            wall_tiles_left: meld.wall_tiles_left,
        };
        match meld.kind {
            MeldKind::Chow => MeldSpec::Chow(tiles),
            MeldKind::Pung => MeldSpec::Pung(tiles),
            MeldKind::ExposedKong => MeldSpec::ExposedKong(tiles),
            MeldKind::ConcealedKong => MeldSpec::ConcealedKong(tiles),
            MeldKind::AddedKong => MeldSpec::AddedKong(tiles),
        }
    }
}

/// A hand to score, as written in a RON hand file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HandFile {
    /// A free-text title shown above the score sheet.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    /// Rule system and options, e.g. `ZungJung(bonus_tiles: true)`.
    #[serde(default)]
    pub rules: RuleSettings,
    #[serde(default)]
    pub seat_wind: Wind,
    #[serde(default)]
    pub prevailing_wind: Wind,
    /// Concealed tiles in mpsz, the winning tile included.
    pub concealed: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub melds: Vec<MeldSpec>,
    pub winning_tile: String,
    #[serde(default)]
    pub win: WinMethod,
    #[serde(default, skip_serializing_if = "is_default")]
    pub flags: Flags,
    /// Bonus tiles, e.g. `"F1 S3"`.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub bonus: String,
    /// Who discarded the winning tile (or added to the robbed kong), if known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub discarder: Option<Wind>,
    /// Facts from the course of play that liability rules need.
    #[serde(default, skip_serializing_if = "is_default")]
    pub table: TableFacts,
    /// Bonus tiles held in the dealt hand before any replacement (Singapore's doubled bites).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub dealt_bonus: String,
    /// The declared missing suit (Sichuan): `Characters`, `Dots` or `Bamboo`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub missing_suit: Option<Suit>,
    /// Seats that already won and left the hand (Sichuan): they pay nothing more.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub players_out: Vec<Wind>,
}

fn is_default<T: Default + PartialEq>(value: &T) -> bool {
    *value == T::default()
}

/// Reads a hand file from RON text. Syntax errors name the line and column.
pub fn parse_hand_file(text: &str) -> Result<HandFile, ParseError> {
    parse_ron(text)
}

/// Names the hand file's field a notation error is in.
fn field(name: &str) -> impl Fn(crate::tiles::NotationError) -> HandError {
    let field = name.to_string();
    move |source| HandError::Notation {
        field: field.clone(),
        source,
    }
}

/// The melds of a list of meld specs, checked against their kinds.
pub fn melds_of_specs(specs: &[MeldSpec]) -> Result<Vec<Meld>, HandError> {
    let field = |name: &str| {
        let field = name.to_string();
        move |source| HandError::Notation { field, source }
    };
    let mut melds = Vec::with_capacity(specs.len());
    for (i, spec) in specs.iter().enumerate() {
        let (
            kind,
            MeldTiles {
                tiles: text,
                from,
                fresh,
                wall_tiles_left,
            },
        ) = spec.parts();
        let tiles = parse_tiles(text).map_err(field(&format!("melds[{}]", i + 1)))?;
        let shaped = meld_of(&tiles, kind == MeldKind::ConcealedKong);
        let fits = match (shaped, kind) {
            (Some(m), MeldKind::AddedKong) => m.kind == MeldKind::ExposedKong,
            (Some(m), k) => m.kind == k,
            (None, _) => false,
        };
        let Some(meld) = shaped.filter(|_| fits) else {
            return Err(HandError::BadMeld {
                index: i + 1,
                reason: crate::hand::MeldProblem::NotThisKind {
                    tiles: crate::files::quote(text),
                    kind,
                },
            });
        };
        melds.push(Meld {
            kind,
            tile: meld.tile,
            from: *from,
            fresh: *fresh,
            wall_tiles_left: *wall_tiles_left,
        });
    }
    Ok(melds)
}

impl HandFile {
    /// Reads and validates a hand file into a hand and its rules.
    pub fn parse(text: &str) -> Result<(HandFile, Hand), ParseError> {
        let file = parse_hand_file(text)?;
        let hand = file.to_hand()?;
        Ok((file, hand))
    }

    /// The validated hand this file describes.
    pub fn to_hand(&self) -> Result<Hand, HandError> {
        let concealed = parse_tiles(&self.concealed).map_err(field("concealed"))?;
        let winning = parse_tile(&self.winning_tile).map_err(field("winning_tile"))?;
        let bonus = parse_bonus_list(&self.bonus).map_err(field("bonus"))?;
        if self.melds.len() > 4 {
            return Err(HandError::TooManyMelds(self.melds.len()));
        }
        let melds = melds_of_specs(&self.melds)?;
        let situation = self.situation()?;
        Hand::new(&concealed, &melds, &bonus, winning, self.win, situation)
    }

    /// Where and how the hand was played, as the file says; each dealt bonus tile must be
    /// among the bonus tiles.
    pub fn situation(&self) -> Result<Situation, HandError> {
        let bonus = parse_bonus_list(&self.bonus).map_err(field("bonus"))?;
        let dealt = parse_bonus_list(&self.dealt_bonus).map_err(field("dealt_bonus"))?;
        if let Some(b) = dealt.iter().find(|b| !bonus.contains(b)) {
            return Err(HandError::Situation(
                crate::hand::Impossible::DealtBonusNotHeld { tile: *b },
            ));
        }
        let dealt_bonus = dealt.iter().fold(0u16, |m, b| m | 1 << b.ordinal());
        Ok(Situation {
            seat_wind: self.seat_wind,
            prevailing_wind: self.prevailing_wind,
            flags: self.flags,
            discarder: self.discarder,
            table: TableFacts {
                dealt_bonus,
                missing_suit: self.missing_suit,
                players_out: self.players_out.iter().fold(0, |m, w| m | 1 << w.index()),
                ..self.table
            },
        })
    }

    /// The file as pretty RON text, ending in a newline: the canonical form, which the
    /// app's Save and `tilewise fmt` write.
    pub fn to_ron(&self) -> String {
        to_ron_nested(self, 2) + "\n"
    }

    /// The file of a validated hand: the canonical form of what it was read from.
    pub fn of(hand: &Hand, rules: &RuleSettings, title: Option<&str>) -> HandFile {
        HandFile::write(&HandParts {
            title,
            rules,
            concealed: &crate::tiles::tiles_of(&hand.concealed),
            melds: &hand.melds,
            winning_tile: Some(hand.winning_tile),
            win: hand.win,
            bonus: &hand.bonus,
            situation: &hand.situation(),
        })
    }

    /// The one writer of hand files: everything a hand holds, in canonical order (concealed
    /// tiles sorted; dealt bonus tiles in the order of `bonus`; players out East first).
    pub fn write(parts: &HandParts<'_>) -> HandFile {
        let situation = parts.situation;
        let mut concealed = parts.concealed.to_vec();
        concealed.sort();
        let table = situation.table;
        let dealt: Vec<_> = parts
            .bonus
            .iter()
            .copied()
            .filter(|b| table.dealt_bonus >> b.ordinal() & 1 == 1)
            .collect();
        HandFile {
            title: parts.title.map(str::to_owned),
            rules: parts.rules.clone(),
            seat_wind: situation.seat_wind,
            prevailing_wind: situation.prevailing_wind,
            concealed: format_tiles(&concealed),
            melds: parts.melds.iter().map(MeldSpec::of).collect(),
            winning_tile: parts
                .winning_tile
                .map(|t| t.to_string())
                .unwrap_or_default(),
            win: parts.win,
            flags: situation.flags,
            bonus: format_bonus(parts.bonus),
            discarder: situation.discarder,
            table: TableFacts {
                dealt_bonus: 0,
                missing_suit: None,
                players_out: 0,
                ..table
            },
            dealt_bonus: format_bonus(&dealt),
            missing_suit: table.missing_suit,
            players_out: Wind::ALL
                .into_iter()
                .filter(|w| table.players_out >> w.index() & 1 == 1)
                .collect(),
        }
    }
}

/// Everything a hand file holds, in the engine's terms: what [`HandFile::write`] writes.
#[derive(Clone, Copy, Debug)]
pub struct HandParts<'a> {
    pub title: Option<&'a str>,
    pub rules: &'a RuleSettings,
    /// The concealed tiles, the winning tile included.
    pub concealed: &'a [Tile],
    pub melds: &'a [Meld],
    pub winning_tile: Option<Tile>,
    pub win: WinMethod,
    pub bonus: &'a [BonusTile],
    pub situation: &'a Situation,
}

/// Reads a RON hand file and scores it; `rules` overrides the file's rule system.
pub fn sheet_of_text(text: &str, rules: Option<&RuleSettings>) -> ScoreSheet {
    sheet_of_text_in(text, rules, I18n::english())
}

/// [`sheet_of_text`] in a language.
pub fn sheet_of_text_in(text: &str, rules: Option<&RuleSettings>, i18n: &I18n) -> ScoreSheet {
    match HandFile::parse(text) {
        Ok((file, hand)) => {
            let settings = rules.unwrap_or(&file.rules);
            ScoreSheet {
                title: file.title.clone(),
                ..score_sheet_in(&hand, settings, i18n)
            }
        }
        Err(e) => ScoreSheet {
            lang: i18n.lang(),
            ..ScoreSheet::error(i18n.text(&e))
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE: &str = r#"
(
    rules: ZungJung(bonus_tiles: true),
    seat_wind: South,
    concealed: "11122233m3m11p",
    melds: [Pung(tiles: "777z", from: East)],
    winning_tile: "3m",
    win: Discard,
    bonus: "F2",
    discarder: West,
    table: (wall_tiles_left: 12),
)"#;

    #[test]
    fn reads_a_hand_file() {
        let (file, hand) = HandFile::parse(SAMPLE).unwrap();
        assert_eq!(hand.melds.len(), 1);
        assert_eq!(hand.seat_wind, Wind::South);
        assert_eq!(hand.discarder, Some(Wind::West));
        assert_eq!(hand.melds[0].from, Some(Wind::East));
        assert_eq!(hand.table.wall_tiles_left, Some(12));
        assert!(matches!(file.rules, RuleSettings::ZungJung(ref o) if o.bonus_tiles));
    }

    #[test]
    fn options_may_be_empty_or_absent() {
        let text = r#"(rules: ZungJung(), concealed: "123m456p789s11122z", winning_tile: "2z")"#;
        assert!(HandFile::parse(text).is_ok());
        let text = r#"(concealed: "123m456p789s11122z", winning_tile: "2z")"#;
        assert!(HandFile::parse(text).is_ok());
    }

    #[test]
    fn round_trips_through_ron() {
        let (file, _) = HandFile::parse(SAMPLE).unwrap();
        let again = parse_hand_file(&file.to_ron()).unwrap();
        assert_eq!(file, again);
    }

    #[test]
    fn titles_of_any_text_round_trip() {
        for title in [
            "Wall's end",
            "a \"quoted\" \\ title",
            "line\nbreak",
            "Стена, «конг»",
        ] {
            let text = format!(
                "(title: {title:?}, concealed: \"123m456p789s11122z\", winning_tile: \"2z\")"
            );
            let (file, _) = HandFile::parse(&text).unwrap();
            let again = parse_hand_file(&file.to_ron()).unwrap();
            assert_eq!(again.title.as_deref(), Some(title), "{}", file.to_ron());
        }
        let (file, _) = HandFile::parse(SAMPLE).unwrap();
        assert!(
            file.to_ron().contains("Pung(tiles: \"777z\", from: East)"),
            "{}",
            file.to_ron()
        );
    }

    #[test]
    fn errors_name_the_place() {
        let err = HandFile::parse("(\n  concealed: 12,\n)").unwrap_err();
        assert!(matches!(err, ParseError::Syntax { line: 2, .. }), "{err}");
        let err =
            HandFile::parse(r#"(concealed: "123m456p789s1118z", winning_tile: "1z")"#).unwrap_err();
        assert_eq!(err.to_string(), "concealed: at 16: '8z' is not a tile");
        let err = HandFile::parse(
            r#"(concealed: "456p789s11122z", melds: [Pung("123m")], winning_tile: "1z")"#,
        )
        .unwrap_err();
        assert_eq!(err.to_string(), "meld 1: '123m' is not a pung");
        let err =
            HandFile::parse(r#"(concealed: "456p789s11122z", colour: 3, winning_tile: "1z")"#)
                .unwrap_err();
        assert!(err.to_string().contains("colour"), "{err}");
    }
}
