//! The canonical form of the project's files, which `tilewise fmt` prints: each kind is read
//! and written back by the writer the app uses (a hand file by the calculator's Save). The
//! comment lines at the top of a file are kept; other comments are not.
//!
//! A new kind of file is one more [`Format`] variant, with its name and its `canonical`
//! arm.

use crate::drill::set::{DrillSet, SetError};
use crate::formats::HandFile;
use crate::formats::game_record::GameRecord;
use crate::formats::settlement::WallEndFile;
use crate::i18n::{Localized, Message};
use crate::ron_text::{ParseError, parse_ron, to_ron_nested};

/// The file formats `tilewise fmt` knows (the app's dialogs have their own kinds of file,
/// [`crate::app::effect::FileKind`], by filters).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    Hand,
    GameRecord,
    Settlement,
    DrillSet,
}

impl Format {
    /// Every kind, in the order a file is tried.
    pub const ALL: [Format; 4] = [
        Format::Hand,
        Format::GameRecord,
        Format::Settlement,
        Format::DrillSet,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Format::Hand => "hand file",
            Format::GameRecord => "game record",
            Format::Settlement => "settlement file",
            Format::DrillSet => "drill set",
        }
    }

    /// The kind's name in the reader's language.
    pub fn message(self) -> Message {
        Message::new(match self {
            Format::Hand => "format-kind-hand",
            Format::GameRecord => "format-kind-game-record",
            Format::Settlement => "format-kind-settlement",
            Format::DrillSet => "format-kind-drill-set",
        })
    }

    /// Reads a file of this kind and writes it back in canonical form, comments left out.
    /// A hand file must also be a valid hand (its tiles are written from the hand).
    pub fn canonical(self, text: &str) -> Result<String, KindError> {
        match self {
            Format::Hand => {
                let (file, hand) = HandFile::parse(text)?;
                Ok(HandFile::of(&hand, &file.rules, file.title.as_deref()).to_ron())
            }
            Format::GameRecord => Ok(parse_ron::<GameRecord>(text)?.to_ron() + "\n"),
            Format::Settlement => Ok(to_ron_nested(&parse_ron::<WallEndFile>(text)?, 3) + "\n"),
            Format::DrillSet => Ok(parse_ron::<DrillSet>(text)?.canonical()?),
        }
    }
}

/// A file in canonical form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Formatted {
    pub kind: Format,
    pub text: String,
}

/// Why a kind did not read a file: its RON or its hand, or a drill set's hand that is no
/// question of its mode.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum KindError {
    #[error(transparent)]
    Read(#[from] ParseError),
    #[error(transparent)]
    Set(#[from] SetError),
}

/// A file that no kind reads, with the error of the kind that read furthest into it.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("not a file Tilewise knows; read as a {}: {error}", kind.name())]
pub struct FormatError {
    pub kind: Format,
    pub error: KindError,
}

impl Localized for KindError {
    fn message(&self) -> Message {
        match self {
            KindError::Read(e) => e.message(),
            KindError::Set(e) => e.message(),
        }
    }
}

impl Localized for FormatError {
    fn message(&self) -> Message {
        Message::new("format-error-unknown")
            .msg("kind", self.kind.message())
            .msg("error", self.error.message())
    }
}

/// How far a kind read before it failed: a file that parsed but is not valid went furthest.
fn progress(error: &KindError) -> (usize, usize) {
    match error {
        KindError::Read(e) | KindError::Set(SetError::Read(e)) => match e {
            ParseError::Syntax { line, column, .. }
            | ParseError::OptionValue { line, column, .. } => (*line, *column),
            ParseError::Hand(_) => (usize::MAX, usize::MAX),
        },
        KindError::Set(SetError::Hand { .. }) => (usize::MAX, usize::MAX),
    }
}

/// The canonical form of a file of any known kind, its leading comment lines kept.
pub fn canonical(text: &str) -> Result<Formatted, FormatError> {
    let mut furthest: Option<FormatError> = None;
    for kind in Format::ALL {
        match kind.canonical(text) {
            Ok(body) => {
                return Ok(Formatted {
                    kind,
                    text: leading_comments(text) + &body,
                });
            }
            Err(error) => {
                if furthest
                    .as_ref()
                    .is_none_or(|f| progress(&error) > progress(&f.error))
                {
                    furthest = Some(FormatError { kind, error });
                }
            }
        }
    }
    Err(furthest.unwrap_or(FormatError {
        kind: Format::Hand,
        error: KindError::Read(ParseError::Syntax {
            line: 1,
            column: 1,
            message: "empty".into(),
        }),
    }))
}

/// The `//` comment lines before the first line of RON, each trimmed at its end.
pub fn leading_comments(text: &str) -> String {
    let mut out = String::new();
    for line in text.lines() {
        let line = line.trim();
        if line.starts_with("//") {
            out.push_str(line);
            out.push('\n');
        } else if !line.is_empty() {
            break;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const HAND: &str = "// A comment\n\n(concealed: \"11p123m456p789s 1z11z\", winning_tile: \"1z\", discarder: North) // gone\n";

    #[test]
    fn a_hand_file_is_written_by_the_save_writer() {
        let f = canonical(HAND).unwrap();
        assert_eq!(f.kind, Format::Hand);
        assert!(f.text.starts_with("// A comment\n#![enable"), "{}", f.text);
        assert!(
            f.text.contains("concealed: \"123m11456p789s111z\""),
            "{}",
            f.text
        );
        assert!(!f.text.contains("gone"));
        let again = canonical(&f.text).unwrap();
        assert_eq!(again, f, "canonical is idempotent");
        let (file, _) = HandFile::parse(HAND).unwrap();
        let (saved, _) = HandFile::parse(&f.text).unwrap();
        assert_eq!(saved.discarder, file.discarder);
    }

    #[test]
    fn a_drill_set_is_recognised_and_its_bad_hand_named() {
        let (_, text) = crate::drill::set::BUNDLED[0];
        let f = canonical(text).unwrap();
        assert_eq!(f.kind, Format::DrillSet);
        assert_eq!(canonical(&f.text).unwrap(), f, "canonical is idempotent");
        let bad = text.replacen("mode: BestReading", "mode: WallEnd", 1);
        let e = canonical(&bad).unwrap_err();
        assert_eq!(e.kind, Format::DrillSet, "{e}");
        assert!(
            matches!(e.error, KindError::Set(SetError::Hand { index: 1, .. })),
            "{e}"
        );
    }

    #[test]
    fn a_broken_file_names_the_kind_that_read_furthest() {
        let e = canonical("(concealed: \"123m\",\n winning_tile: \"1m\", colour: 3)").unwrap_err();
        assert_eq!(e.kind, Format::Hand);
        assert!(e.to_string().contains("colour"), "{e}");
        let e = canonical("(header: (players: []), hands: [(deal: 3)])").unwrap_err();
        assert_eq!(e.kind, Format::GameRecord, "{e}");
        let e = canonical("(concealed: \"123m456p789s11122z\", winning_tile: \"9z\")").unwrap_err();
        assert!(
            matches!(e.error, KindError::Read(ParseError::Hand(_))),
            "{e}"
        );
        assert!(canonical("").is_err());
    }
}
