//! Drill sets: a file a club shares. A set names its title, author, language and rule system
//! (with its options, as a hand file writes them), and lists hands, each with the question
//! the learner is asked about it ([`Mode`]) and an optional teacher's note shown after the
//! answer. Each hand is written as a hand file is, less its `rules` (the set's rules score
//! every hand). See `docs/formats.md`.
//!
//! Reading a set checks every hand: it must be a legal hand, a win under the set's rules,
//! and fit its mode (a best-reading question needs readings of different totals). Errors
//! name the line and column (RON syntax) or the hand, counted from 1.

use super::Question;
use super::generate::{Target, deal_hand};
use super::mode::{Level, Mode};
use super::readings::{deal_readings, has_choice};
use super::waits::{WaitsQuestion, question_of, situation_for_waits};
use crate::formats::{HandFile, MeldSpec};
use crate::hand::{Flags, Hand, HandError, TableFacts, WinMethod};
use crate::i18n::Lang;
use crate::i18n::{Localized, Message};
use crate::ron_text::{ParseError, parse_ron, to_ron_nested};
use crate::rules::{RuleSettings, ScoreError, Verdict, score, sheet_of};
use crate::tiles::names::wind;
use crate::tiles::{Suit, Wind};
use serde::{Deserialize, Serialize};

/// The modes a set's hand may ask, in the set builder's order.
pub const SET_MODES: [Mode; 5] = [
    Mode::Total,
    Mode::Patterns,
    Mode::Payments,
    Mode::Waits,
    Mode::BestReading,
];

/// A drill set as written in its RON file.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DrillSet {
    pub title: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub author: String,
    /// The language of the title and the notes: `"en"`, `"ru"` or `"pl"`.
    #[serde(default, with = "lang_tag")]
    pub language: Lang,
    /// Rule system and options every hand is scored under, e.g. `HkNewStyle(bonus: Simple)`.
    #[serde(default)]
    pub rules: RuleSettings,
    pub hands: Vec<SetHand>,
}

/// One hand of a set: the question asked about it, the teacher's note and the hand.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SetHand {
    /// `Total`, `Patterns`, `Payments`, `Waits` or `BestReading`.
    pub mode: Mode,
    /// Shown after the answer is checked.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
    /// What the note claims, checked against the engine's sheet when the set is read.
    #[serde(default, skip_serializing_if = "Claims::is_empty")]
    pub claims: Claims,
    pub hand: SetHandFile,
}

/// What a teacher's note says about its hand, so that reading the set checks the note against
/// the engine's sheet (the chosen reading): a note that names a total or a pattern the engine
/// does not score is refused, by hand. Every field may be left out.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Claims {
    /// The hand's total the note gives (points, fan or tai, as the system counts).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub total: Option<u32>,
    /// Ids of patterns the note says count (e.g. `zj.7.2.1`): each is on the sheet.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub scored: Vec<String>,
    /// Ids of patterns the note says do not count here: none is on the sheet.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub not_scored: Vec<String>,
    /// What the note says a player pays for the win, e.g. `[(West, 16), (North, 0)]`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub pays: Vec<(Wind, u32)>,
}

impl Claims {
    /// Whether the note claims nothing checkable.
    pub fn is_empty(&self) -> bool {
        *self == Claims::default()
    }

    /// The first claim the question's sheet contradicts, if any: an id the system does not
    /// have, a total that differs, a pattern said to count that is not on the sheet, or one
    /// said not to count that is, or a payment that differs.
    pub fn check(&self, q: &Question) -> Result<(), SetProblem> {
        let known = q.scored.settings.patterns();
        let on_sheet = |id: &str| q.scored.chosen().hits.iter().any(|h| h.pattern.id == id);
        for id in self.scored.iter().chain(&self.not_scored) {
            if !known.iter().any(|p| p.id == id) {
                return Err(SetProblem::UnknownPattern(id.clone()));
            }
        }
        if let Some(stated) = self.total
            && stated != q.scored.total()
        {
            return Err(SetProblem::TotalDiffers {
                stated,
                scored: q.scored.total(),
            });
        }
        if let Some(id) = self.scored.iter().find(|id| !on_sheet(id)) {
            return Err(SetProblem::NotScored(id.clone()));
        }
        if let Some(id) = self.not_scored.iter().find(|id| on_sheet(id)) {
            return Err(SetProblem::Scored(id.clone()));
        }
        for &(payer, stated) in &self.pays {
            let paid = q
                .scored
                .payments
                .entries
                .iter()
                .filter(|p| p.payer == Some(payer))
                .map(|p| p.amount)
                .sum();
            if stated != paid {
                return Err(SetProblem::PaysDiffers {
                    payer,
                    stated,
                    paid,
                });
            }
        }
        Ok(())
    }
}

/// A hand as a hand file writes it ([`HandFile`]), without `rules`: every field means what it
/// means there.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SetHandFile {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    #[serde(default)]
    pub seat_wind: Wind,
    #[serde(default)]
    pub prevailing_wind: Wind,
    pub concealed: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub melds: Vec<MeldSpec>,
    pub winning_tile: String,
    #[serde(default)]
    pub win: WinMethod,
    #[serde(default, skip_serializing_if = "is_default")]
    pub flags: Flags,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub bonus: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub discarder: Option<Wind>,
    #[serde(default, skip_serializing_if = "is_default")]
    pub table: TableFacts,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub dealt_bonus: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub missing_suit: Option<Suit>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub players_out: Vec<Wind>,
}

fn is_default<T: Default + PartialEq>(value: &T) -> bool {
    *value == T::default()
}

impl SetHandFile {
    /// The hand file of this hand under `rules`.
    pub fn to_hand_file(&self, rules: &RuleSettings) -> HandFile {
        let SetHandFile {
            title,
            seat_wind,
            prevailing_wind,
            concealed,
            melds,
            winning_tile,
            win,
            flags,
            bonus,
            discarder,
            table,
            dealt_bonus,
            missing_suit,
            players_out,
        } = self.clone();
        HandFile {
            title,
            rules: rules.clone(),
            seat_wind,
            prevailing_wind,
            concealed,
            melds,
            winning_tile,
            win,
            flags,
            bonus,
            discarder,
            table,
            dealt_bonus,
            missing_suit,
            players_out,
        }
    }

    /// The hand of a hand file, its rules left out.
    pub fn of_file(file: HandFile) -> SetHandFile {
        let HandFile {
            title,
            rules: _,
            seat_wind,
            prevailing_wind,
            concealed,
            melds,
            winning_tile,
            win,
            flags,
            bonus,
            discarder,
            table,
            dealt_bonus,
            missing_suit,
            players_out,
        } = file;
        SetHandFile {
            title,
            seat_wind,
            prevailing_wind,
            concealed,
            melds,
            winning_tile,
            win,
            flags,
            bonus,
            discarder,
            table,
            dealt_bonus,
            missing_suit,
            players_out,
        }
    }

    /// The hand written in canonical form (tiles sorted, as the calculator saves them).
    pub fn of_hand(hand: &Hand, title: Option<&str>) -> SetHandFile {
        SetHandFile::of_file(HandFile::of(hand, &RuleSettings::default(), title))
    }
}

/// The language as its tag in the file (`"en"`).
mod lang_tag {
    use crate::i18n::Lang;
    use serde::{Deserialize, Deserializer, Serializer, de::Error};

    pub fn serialize<S: Serializer>(lang: &Lang, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(lang.tag())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Lang, D::Error> {
        let tag = String::deserialize(d)?;
        Lang::from_tag(&tag).ok_or_else(|| {
            D::Error::custom(format!(
                "unknown language \"{tag}\"; known: \"en\", \"ru\", \"pl\""
            ))
        })
    }
}

/// Why a hand of a set is no question of its mode.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetProblem {
    #[error("the set has no hands")]
    NoHands,
    #[error(transparent)]
    Hand(#[from] HandError),
    #[error(transparent)]
    Score(#[from] ScoreError),
    #[error("not a win under the set's rules: below the minimum of {minimum}")]
    BelowMinimum { minimum: u32 },
    #[error("the mode {} asks about no single hand; a set's hands take total, patterns, payments, waits or best-reading", .0.id())]
    ModeNotInSets(Mode),
    #[error(
        "best-reading needs readings of different totals; this hand's readings are all worth the same"
    )]
    OneReading,
    #[error("the note names the pattern \"{0}\", which this system does not have")]
    UnknownPattern(String),
    #[error("the note gives a total of {stated}; the hand scores {scored}")]
    TotalDiffers { stated: u32, scored: u32 },
    #[error("the note says \"{0}\" counts, but it is not on the hand's sheet")]
    NotScored(String),
    #[error("the note says \"{0}\" does not count, but it is on the hand's sheet")]
    Scored(String),
    #[error("the note says {payer:?} pays {stated}; the sheet has {paid}")]
    PaysDiffers { payer: Wind, stated: u32, paid: u32 },
}

/// A drill set that could not be read: its RON, or a hand that is no question of its mode.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetError {
    #[error(transparent)]
    Read(#[from] ParseError),
    /// A hand (counted from 1; 0 for the set as a whole) that is no question of its mode.
    #[error("{}{problem}", if *.index > 0 { format!("hand {index}: ") } else { String::new() })]
    Hand { index: usize, problem: SetProblem },
}

impl Localized for SetError {
    fn message(&self) -> Message {
        match self {
            SetError::Read(e) => e.message(),
            SetError::Hand { index: 0, problem } => problem.message(),
            SetError::Hand { index, problem } => Message::new("error-set-hand")
                .int("hand", *index)
                .msg("error", problem.message()),
        }
    }
}

/// Why [`DrillSet::dealt`] made no set.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DealError {
    #[error("the mode {} asks about no single hand; a set's hands take total, patterns, payments, waits or best-reading", .0.id())]
    Mode(Mode),
    /// The generator found no hand that fits after `dealt` hands.
    #[error("the generator found no hand that fits the set after {dealt} hands")]
    NoHand { dealt: usize },
}

/// One question of a set, ready to ask: its mode, the scored hand, and the note.
#[derive(Clone, Debug)]
pub struct SetQuestion {
    pub mode: Mode,
    pub question: Question,
    pub note: Option<String>,
}

/// Reads a drill set from RON text and checks every hand. Syntax errors name the line and
/// column; a hand that is no question of its mode is named by its number (from 1).
pub fn parse_set(text: &str) -> Result<DrillSet, SetError> {
    let set: DrillSet = parse_ron(text)?;
    set.questions()?;
    Ok(set)
}

/// The question a hand makes under `rules`: scored, a win, with its score sheet; the pattern
/// it exercises is the one worth most in the chosen reading.
pub fn question_of_hand(hand: Hand, rules: &RuleSettings) -> Result<Question, SetProblem> {
    let scored = score(&hand, rules)?;
    if let Verdict::BelowMinimum { minimum } = scored.verdict {
        return Err(SetProblem::BelowMinimum { minimum });
    }
    let pattern = scored
        .chosen()
        .hits
        .iter()
        .max_by_key(|h| h.value)
        .map(|h| h.pattern.id.to_string())
        .unwrap_or_default();
    let sheet = sheet_of(&hand, &scored);
    Ok(Question {
        pattern,
        hand,
        scored,
        sheet,
        round_discards: Vec::new(),
    })
}

/// Whether a question fits a mode.
pub fn fits(mode: Mode, q: &Question) -> Result<(), SetProblem> {
    match mode {
        _ if !SET_MODES.contains(&mode) => Err(SetProblem::ModeNotInSets(mode)),
        Mode::BestReading if !has_choice(q) => Err(SetProblem::OneReading),
        _ => Ok(()),
    }
}

/// The waits question of a set's hand: the hand less its winning tile, in the hand's
/// situation made fit for any winning tile.
pub fn waits_question(q: &Question) -> WaitsQuestion {
    let hand = situation_for_waits(q.hand.clone());
    let mut ready = hand.concealed;
    let w = q.hand.winning_tile.index();
    ready[w] = ready[w].saturating_sub(1);
    question_of(&q.scored.settings, hand, ready)
}

impl DrillSet {
    /// Every hand as a question, in order; the first hand that is none, by number.
    pub fn questions(&self) -> Result<Vec<SetQuestion>, SetError> {
        if self.hands.is_empty() {
            return Err(SetError::Hand {
                index: 0,
                problem: SetProblem::NoHands,
            });
        }
        (0..self.hands.len())
            .map(|k| {
                self.question(k).map_err(|problem| SetError::Hand {
                    index: k + 1,
                    problem,
                })
            })
            .collect()
    }

    /// Hand `k` (from 0) as a question, or why it is none.
    pub fn question(&self, k: usize) -> Result<SetQuestion, SetProblem> {
        let Some(h) = self.hands.get(k) else {
            return Err(SetProblem::NoHands);
        };
        let hand = h.hand.to_hand_file(&self.rules).to_hand()?;
        let question = question_of_hand(hand, &self.rules)?;
        fits(h.mode, &question)?;
        h.claims.check(&question)?;
        Ok(SetQuestion {
            mode: h.mode,
            question,
            note: h.note.clone(),
        })
    }

    /// Every hand checked on its own: each hand's question or its problem, in order.
    pub fn check_each(&self) -> Vec<Result<SetQuestion, SetProblem>> {
        (0..self.hands.len()).map(|k| self.question(k)).collect()
    }

    /// How often [`DrillSet::dealt`] asks the generator for one hand that fits the set (its rules
    /// and mode) before it gives up: a best-reading question is rarer than a hand.
    pub const DEAL_TRIES: usize = 400;

    /// A set of `count` hands dealt for `target` at `level`, each asking `mode`; the title,
    /// author and language are left to the caller. The set's rules are the first hand's (a
    /// pattern may need an option of `rules`); a hand under other rules, or no question of
    /// the mode, is dealt again, up to [`DrillSet::DEAL_TRIES`] times a hand. Hands as in
    /// play asking for the best reading come from [`deal_readings`]; every other hand from
    /// [`deal_hand`]. The same `rng` state deals the same set.
    pub fn dealt(
        rules: &RuleSettings,
        target: &Target,
        level: Level,
        mode: Mode,
        count: usize,
        rng: &mut fastrand::Rng,
    ) -> Result<DrillSet, DealError> {
        if !SET_MODES.contains(&mode) {
            return Err(DealError::Mode(mode));
        }
        let mut set = DrillSet::default();
        for _ in 0..count {
            let found = (0..Self::DEAL_TRIES).any(|_| {
                let q = if mode == Mode::BestReading && *target == Target::Natural {
                    deal_readings(rules, target, level, rng)
                } else {
                    deal_hand(rules, target, level, rng)
                };
                q.is_some_and(|q| set.push_dealt(mode, q))
            });
            if !found {
                return Err(DealError::NoHand {
                    dealt: set.hands.len(),
                });
            }
        }
        Ok(set)
    }

    /// Appends a dealt question as a hand asking `mode` when it fits the set: a question of
    /// the mode, under the set's rules (the first hand sets them); whether it was appended.
    fn push_dealt(&mut self, mode: Mode, q: Question) -> bool {
        if fits(mode, &q).is_err() {
            return false;
        }
        if self.hands.is_empty() {
            self.rules = q.scored.settings.clone();
        } else if q.scored.settings != self.rules {
            return false;
        }
        self.hands.push(SetHand {
            mode,
            note: None,
            claims: Claims::default(),
            hand: SetHandFile::of_hand(&q.hand, None),
        });
        let ok = self.question(self.hands.len() - 1).is_ok();
        if !ok {
            self.hands.pop();
        }
        ok
    }

    /// The set in canonical form, ending in a newline: hands written from the validated hands
    /// (tiles sorted), each field on its own line, a meld on one.
    pub fn canonical(&self) -> Result<String, SetError> {
        let questions = self.questions()?;
        let hands = self
            .hands
            .iter()
            .zip(&questions)
            .map(|(h, q)| SetHand {
                mode: h.mode,
                note: h.note.clone(),
                claims: h.claims.clone(),
                hand: SetHandFile::of_hand(&q.question.hand, h.hand.title.as_deref()),
            })
            .collect();
        let set = DrillSet {
            hands,
            ..self.clone()
        };
        Ok(set.to_ron())
    }

    /// The set as pretty RON, ending in a newline (with the project's RON extensions, so that
    /// it reads back with [`parse_set`]).
    pub fn to_ron(&self) -> String {
        to_ron_nested(self, 4) + "\n"
    }
}

/// Whether a text is a drill set, by parsing it: RON that reads as a set (its hands may still
/// be invalid), or whose top-level structure has a `title` and `hands` and no `header` (a
/// damaged set, whose syntax error the set check then names).
pub fn is_drill_set(text: &str) -> bool {
    if parse_ron::<DrillSet>(text).is_ok() {
        return true;
    }
    let key = |k: &str| ron::Value::String(k.into());
    matches!(
        ron::from_str::<ron::Value>(text),
        Ok(ron::Value::Map(map))
            if map.keys().any(|k| *k == key("hands"))
                && map.keys().any(|k| *k == key("title"))
                && !map.keys().any(|k| *k == key("header"))
    )
}

/// The sets bundled with Tilewise (the `sets/` folder): file name and text. Every system in
/// English, Russian and Polish (`<name>.ron`, `<name>.ru.ron`, `<name>.pl.ron`); the English
/// sets first.
pub const BUNDLED: [(&str, &str); 15] = [
    (
        "zung-jung-freedom.ron",
        include_str!("../../sets/zung-jung-freedom.ron"),
    ),
    (
        "hong-kong-bonus-and-payments.ron",
        include_str!("../../sets/hong-kong-bonus-and-payments.ron"),
    ),
    (
        "hong-kong-new-style-patterns.ron",
        include_str!("../../sets/hong-kong-new-style-patterns.ron"),
    ),
    (
        "singapore-pao.ron",
        include_str!("../../sets/singapore-pao.ron"),
    ),
    (
        "sichuan-roots-and-caps.ron",
        include_str!("../../sets/sichuan-roots-and-caps.ron"),
    ),
    (
        "zung-jung-freedom.ru.ron",
        include_str!("../../sets/zung-jung-freedom.ru.ron"),
    ),
    (
        "hong-kong-bonus-and-payments.ru.ron",
        include_str!("../../sets/hong-kong-bonus-and-payments.ru.ron"),
    ),
    (
        "hong-kong-new-style-patterns.ru.ron",
        include_str!("../../sets/hong-kong-new-style-patterns.ru.ron"),
    ),
    (
        "singapore-pao.ru.ron",
        include_str!("../../sets/singapore-pao.ru.ron"),
    ),
    (
        "sichuan-roots-and-caps.ru.ron",
        include_str!("../../sets/sichuan-roots-and-caps.ru.ron"),
    ),
    (
        "zung-jung-freedom.pl.ron",
        include_str!("../../sets/zung-jung-freedom.pl.ron"),
    ),
    (
        "hong-kong-bonus-and-payments.pl.ron",
        include_str!("../../sets/hong-kong-bonus-and-payments.pl.ron"),
    ),
    (
        "hong-kong-new-style-patterns.pl.ron",
        include_str!("../../sets/hong-kong-new-style-patterns.pl.ron"),
    ),
    (
        "singapore-pao.pl.ron",
        include_str!("../../sets/singapore-pao.pl.ron"),
    ),
    (
        "sichuan-roots-and-caps.pl.ron",
        include_str!("../../sets/sichuan-roots-and-caps.pl.ron"),
    ),
];

/// A bundled set as the sets menu lists it: its index in [`BUNDLED`], title and language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BundledSet {
    pub index: usize,
    pub title: String,
    pub language: Lang,
}

/// The bundled sets, in [`BUNDLED`]'s order (read, not checked: the test of `sets/` checks
/// every hand); a set that does not read is named by its file, in English.
pub fn bundled_sets() -> Vec<BundledSet> {
    BUNDLED
        .iter()
        .enumerate()
        .map(|(index, (name, text))| match parse_ron::<DrillSet>(text) {
            Ok(set) => BundledSet {
                index,
                title: set.title,
                language: set.language,
            },
            Err(_) => BundledSet {
                index,
                title: name.to_string(),
                language: Lang::English,
            },
        })
        .collect()
}

/// The bundled sets for a reader of `lang`: the sets in that language first, then the others,
/// each group in [`BUNDLED`]'s order.
pub fn bundled_for(lang: Lang) -> Vec<BundledSet> {
    let (mut ours, others): (Vec<_>, Vec<_>) =
        bundled_sets().into_iter().partition(|s| s.language == lang);
    ours.extend(others);
    ours
}

/// The titles of the bundled sets, in [`BUNDLED`]'s order.
pub fn bundled_titles() -> Vec<String> {
    bundled_sets().into_iter().map(|s| s.title).collect()
}

impl Localized for SetProblem {
    fn message(&self) -> Message {
        use crate::drill::set::SetProblem;
        let m = Message::new;
        match self {
            SetProblem::NoHands => m("error-set-no-hands"),
            SetProblem::Hand(e) => e.message(),
            SetProblem::Score(e) => e.message(),
            SetProblem::BelowMinimum { minimum } => {
                m("error-set-below-minimum").int("minimum", *minimum)
            }
            SetProblem::ModeNotInSets(mode) => m("error-set-mode").text("mode", mode.id()),
            SetProblem::OneReading => m("error-set-one-reading"),
            SetProblem::UnknownPattern(id) => m("error-set-unknown-pattern").text("id", id),
            SetProblem::TotalDiffers { stated, scored } => m("error-set-total-differs")
                .int("stated", *stated)
                .int("scored", *scored),
            SetProblem::NotScored(id) => m("error-set-not-scored").text("id", id),
            SetProblem::Scored(id) => m("error-set-scored").text("id", id),
            SetProblem::PaysDiffers {
                payer,
                stated,
                paid,
            } => m("error-set-pays-differs")
                .msg("payer", wind(*payer))
                .int("stated", *stated)
                .int("paid", *paid),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE: &str = r#"
// A comment
(
    title: "Two hands",
    author: "Club",
    language: "en",
    rules: ZungJung(),
    hands: [
        (
            mode: Total,
            note: "All chows and a pair.",
            hand: (concealed: "123m456p789s234s55z", winning_tile: "5z", discarder: North),
        ),
        (
            mode: Patterns,
            hand: (
                seat_wind: South,
                concealed: "11122233m3m11p",
                melds: [Pung(tiles: "777z", from: East)],
                winning_tile: "3m",
                discarder: West,
            ),
        ),
    ],
)"#;

    #[test]
    fn reads_a_set_and_its_questions() {
        let set = parse_set(SAMPLE).unwrap();
        assert_eq!(set.title, "Two hands");
        assert_eq!(set.language, Lang::English);
        let qs = set.questions().unwrap();
        assert_eq!(qs.len(), 2);
        assert_eq!(qs[0].mode, Mode::Total);
        assert_eq!(qs[0].note.as_deref(), Some("All chows and a pair."));
        assert_eq!(qs[1].question.hand.seat_wind, Wind::South);
        assert!(qs.iter().all(|q| q.question.scored.verdict == Verdict::Win));
    }

    #[test]
    fn round_trips_through_its_canonical_form() {
        let set = parse_set(SAMPLE).unwrap();
        let text = set.canonical().unwrap();
        let again = parse_set(&text).unwrap();
        assert_eq!(again.canonical().unwrap(), text, "canonical is idempotent");
        assert_eq!(again.hands.len(), 2);
        assert_eq!(again.hands[0].note, set.hands[0].note);
        assert!(text.contains("concealed: \"123m456p234789s55z\""), "{text}");
        assert!(text.contains("Pung(tiles: \"777z\", from: East)"), "{text}");
        // Every fact of a hand survives: the hand file of a hand reads back as the same hand.
        for (a, b) in set
            .questions()
            .unwrap()
            .iter()
            .zip(again.questions().unwrap())
        {
            assert_eq!(a.question.hand, b.question.hand);
        }
        for lang in ["ru", "pl"] {
            let other = SAMPLE.replace("\"en\"", &format!("\"{lang}\""));
            let set = parse_set(&other).unwrap();
            assert!(set.to_ron().contains(&format!("language: \"{lang}\"")));
        }
    }

    #[test]
    fn syntax_errors_name_line_and_column() {
        let broken = SAMPLE.replace("mode: Patterns", "mode: Pattern");
        let e = parse_set(&broken).unwrap_err();
        assert!(
            matches!(e, SetError::Read(ParseError::Syntax { line: 15, .. })),
            "{e:?}: {e}"
        );
        let e = parse_set(&SAMPLE.replace("\"en\"", "\"de\"")).unwrap_err();
        assert!(
            matches!(e, SetError::Read(ParseError::Syntax { line: 6, .. })),
            "{e}"
        );
        assert!(e.to_string().contains("unknown language"), "{e}");
        let e = parse_set(&SAMPLE.replace("author", "writer")).unwrap_err();
        assert!(e.to_string().contains("writer"), "{e}");
        let e = parse_set("(title: \"x\", hands: [").unwrap_err();
        assert!(
            matches!(e, SetError::Read(ParseError::Syntax { line: 1, .. })),
            "{e}"
        );
    }

    #[test]
    fn hostile_files_give_errors_never_a_panic() {
        let pieces = [
            "",
            "(",
            "()",
            "(title: 3)",
            "(title: \"\", hands: [])",
            "(title: \"\", hands: [(mode: Total)])",
            "(title: \"\", hands: [(mode: Total, hand: (concealed: \"\", winning_tile: \"\"))])",
            "(title: \"\", hands: [(mode: Total, hand: (concealed: \"1m\", winning_tile: \"1m\"))])",
            "(title: \"\", rules: Nope(), hands: [])",
            "(title: \"\", rules: HkOldStyle(limit_fan: 99999), hands: [])",
        ];
        for text in pieces {
            assert!(parse_set(text).is_err(), "{text}");
        }
        let e = parse_set("(title: \"\", hands: [])").unwrap_err();
        assert_eq!(e.to_string(), "the set has no hands");
        // Every prefix of a valid set is refused or read, never a panic.
        for end in (0..SAMPLE.len()).filter(|&i| SAMPLE.is_char_boundary(i)) {
            let _ = parse_set(&SAMPLE[..end]);
        }
    }

    #[test]
    fn an_illegal_hand_or_a_mode_that_does_not_fit_names_the_hand() {
        let illegal = SAMPLE.replace("11122233m3m11p", "11122233m3m18p");
        let e = parse_set(&illegal).unwrap_err();
        assert!(matches!(e, SetError::Hand { index: 2, .. }), "{e}");
        assert!(e.to_string().starts_with("hand 2: "), "{e}");
        let one_reading = SAMPLE.replace("mode: Total", "mode: BestReading");
        let e = parse_set(&one_reading).unwrap_err();
        assert!(
            matches!(
                e,
                SetError::Hand {
                    index: 1,
                    problem: SetProblem::OneReading
                }
            ),
            "{e}"
        );
        let wall_end = SAMPLE.replace("mode: Total", "mode: WallEnd");
        let e = parse_set(&wall_end).unwrap_err();
        assert!(
            matches!(
                e,
                SetError::Hand {
                    problem: SetProblem::ModeNotInSets(Mode::WallEnd),
                    ..
                }
            ),
            "{e}"
        );
        let not_a_win = SAMPLE.replace("123m456p789s234s55z", "123m456p789s235s55z");
        let e = parse_set(&not_a_win).unwrap_err();
        assert!(
            matches!(
                e,
                SetError::Hand {
                    index: 1,
                    problem: SetProblem::Score(_)
                }
            ),
            "{e}"
        );
        let sichuan = SAMPLE.replace("ZungJung()", "Sichuan()");
        let each = parse_ron::<DrillSet>(&sichuan).unwrap().check_each();
        assert!(
            each.iter().all(Result::is_err),
            "honours are no Sichuan hand"
        );
    }

    #[test]
    fn a_waits_question_is_the_hand_less_its_winning_tile() {
        let set = parse_set(SAMPLE).unwrap();
        let q = &set.questions().unwrap()[1].question;
        let w = waits_question(q);
        assert!(w.is_wait(q.hand.winning_tile));
        assert_eq!(
            w.ready.iter().map(|&c| c as usize).sum::<usize>(),
            q.hand.concealed.iter().map(|&c| c as usize).sum::<usize>() - 1
        );
    }

    #[test]
    fn a_dealt_set_has_its_count_and_mode_and_every_hand_checks() {
        let deal = |rules: &str, target: &Target, mode: Mode, seed: u64| {
            let rules = RuleSettings::from_id(rules).unwrap();
            let mut rng = fastrand::Rng::with_seed(seed);
            DrillSet::dealt(&rules, target, Level::Standard, mode, 3, &mut rng)
        };
        let pure = Target::Pattern("sc.pure_suit".into());
        for (rules, target, mode) in [
            ("zung-jung", &Target::Natural, Mode::BestReading),
            ("hk-new-style", &Target::Natural, Mode::Payments),
            ("sichuan", &pure, Mode::Waits),
        ] {
            let set = deal(rules, target, mode, 11).unwrap();
            assert_eq!(set.hands.len(), 3, "{rules}");
            assert_eq!(set.rules.id(), rules);
            assert!(set.hands.iter().all(|h| h.mode == mode), "{rules}");
            let questions = set.questions().unwrap();
            if let Target::Pattern(id) = target {
                assert!(
                    questions.iter().all(|q| q
                        .question
                        .scored
                        .chosen()
                        .hits
                        .iter()
                        .any(|h| h.pattern.id == id)),
                    "{rules}: every hand counts {id}"
                );
            }
            assert_eq!(set, deal(rules, target, mode, 11).unwrap(), "same seed");
            assert_ne!(set, deal(rules, target, mode, 12).unwrap(), "other seed");
        }
        // A mode that asks about no single hand, and a pattern no hand asking the mode has.
        let wall_end = deal("sichuan", &Target::Natural, Mode::WallEnd, 1);
        assert_eq!(wall_end, Err(DealError::Mode(Mode::WallEnd)));
        let none = deal(
            "zung-jung",
            &Target::Pattern("zj.4.2.3".into()),
            Mode::BestReading,
            1,
        );
        assert_eq!(none, Err(DealError::NoHand { dealt: 0 }));
    }
}
