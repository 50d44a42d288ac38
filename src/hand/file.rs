//! The hand file: one hand to score, in RON. See `docs/formats.md`.

use super::{Flags, Hand, HandError, Meld, MeldKind, WinMethod, meld_of};
use crate::rules::RuleSettings;
use crate::tiles::{Wind, format_tiles, parse_bonus_list, parse_tile, parse_tiles};
use serde::{Deserialize, Serialize};

/// A declared meld as written in a hand file, e.g. `Pung("777z")`, `Chow("123m")`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum MeldSpec {
    Chow(String),
    Pung(String),
    ExposedKong(String),
    ConcealedKong(String),
    AddedKong(String),
}

impl MeldSpec {
    fn parts(&self) -> (MeldKind, &str) {
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
        let tiles = format_tiles(&meld.tiles());
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
    #[serde(default)]
    pub flags: Flags,
    /// Bonus tiles, e.g. `"F1 S3"`.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub bonus: String,
    /// Who discarded the winning tile (or added to the robbed kong), if known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub discarder: Option<Wind>,
}

/// A hand file that could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseError {
    #[error("line {line}, column {column}: {message}")]
    Syntax {
        line: usize,
        column: usize,
        message: String,
    },
    #[error(transparent)]
    Hand(#[from] HandError),
}

fn ron_options() -> ron::Options {
    use ron::extensions::Extensions;
    ron::Options::default()
        .with_default_extension(Extensions::IMPLICIT_SOME | Extensions::UNWRAP_VARIANT_NEWTYPES)
}

/// Reads a hand file from RON text. Syntax errors name the line and column.
pub fn parse_hand_file(text: &str) -> Result<HandFile, ParseError> {
    ron_options()
        .from_str::<HandFile>(text)
        .map_err(|e| ParseError::Syntax {
            line: e.span.start.line,
            column: e.span.start.col,
            message: e.code.to_string(),
        })
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
        let field = |name: &str| {
            let field = name.to_string();
            move |source| HandError::Notation { field, source }
        };
        let concealed = parse_tiles(&self.concealed).map_err(field("concealed"))?;
        let winning = parse_tile(&self.winning_tile).map_err(field("winning_tile"))?;
        let bonus = parse_bonus_list(&self.bonus).map_err(field("bonus"))?;
        let mut melds = Vec::with_capacity(self.melds.len());
        for (i, spec) in self.melds.iter().enumerate() {
            let (kind, text) = spec.parts();
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
                    reason: format!("'{text}' is not a {}", kind.name()),
                });
            };
            melds.push(Meld {
                kind,
                tile: meld.tile,
            });
        }
        Hand::new(
            &concealed,
            &melds,
            winning,
            self.win,
            self.seat_wind,
            self.prevailing_wind,
            self.flags,
            &bonus,
            self.discarder,
        )
    }

    /// The file as pretty RON text.
    pub fn to_ron(&self) -> String {
        use ron::extensions::Extensions;
        let config = ron::ser::PrettyConfig::new()
            .struct_names(false)
            .extensions(Extensions::IMPLICIT_SOME | Extensions::UNWRAP_VARIANT_NEWTYPES);
        ron::ser::to_string_pretty(self, config).unwrap_or_default()
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
    melds: [Pung("777z")],
    winning_tile: "3m",
    win: Discard,
    bonus: "F2",
    discarder: West,
)"#;

    #[test]
    fn reads_a_hand_file() {
        let (file, hand) = HandFile::parse(SAMPLE).unwrap();
        assert_eq!(hand.melds.len(), 1);
        assert_eq!(hand.seat_wind, Wind::South);
        assert_eq!(hand.discarder, Some(Wind::West));
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
