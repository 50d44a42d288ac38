//! The messages of the engine's errors and refusals: one line per variant, naming the
//! message id (`error-…`, `refusal-…`) and its arguments after the variant's fields.
//! A part adding a variant adds its line here and its message to `en.ftl`, `ru.ftl`, `pl.ftl`.
//! Text carried as `String` inside an error (a RON parser's message, a game record's reason)
//! is passed on as it is.

use super::message::{Localized, Message, suit};
use crate::game::GameError;
use crate::hand::{HandError, ParseError, WaitsError};
use crate::rules::{Refusal, ScoreError};
use crate::tiles::{NotationError, NotationProblem};

impl Localized for Refusal {
    fn message(&self) -> Message {
        let m = Message::new;
        match self {
            Refusal::ZjAnimals => m("refusal-zj-animals"),
            Refusal::ZjBonusOff => m("refusal-zj-bonus-off"),
            Refusal::HkAnimals => m("refusal-hk-animals"),
            Refusal::HkBonusOff => m("refusal-hk-bonus-off"),
            Refusal::ScHonours => m("refusal-sc-honours"),
            Refusal::ScBonus => m("refusal-sc-bonus"),
            Refusal::ScClaimedChow => m("refusal-sc-claimed-chow"),
            Refusal::ScThreeSuits => m("refusal-sc-three-suits"),
            Refusal::ScNoMissingSuit => m("refusal-sc-no-missing-suit"),
            Refusal::ScHoldsMissingSuit { suit: s } => {
                m("refusal-sc-holds-missing-suit").msg("suit", suit(*s))
            }
        }
    }
}

impl Localized for ScoreError {
    fn message(&self) -> Message {
        match self {
            ScoreError::NotComplete => Message::new("error-not-complete"),
            ScoreError::NotAllowed(r) => r.message(),
        }
    }
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

impl Localized for HandError {
    fn message(&self) -> Message {
        let m = Message::new;
        match self {
            HandError::Notation { field, source } => m("error-hand-notation")
                .text("field", field)
                .msg("error", source.message()),
            HandError::WrongCount {
                melds,
                expected,
                found,
            } => m("error-hand-wrong-count")
                .int("melds", *melds)
                .int("expected", *expected)
                .int("found", *found),
            HandError::TooManyMelds(n) => m("error-hand-too-many-melds").int("n", *n),
            HandError::FifthCopy { tile, count } => m("error-hand-fifth-copy")
                .text("tile", tile)
                .int("count", *count),
            HandError::WinningTileNotInHand(tile) => {
                m("error-hand-winning-tile-missing").text("tile", tile)
            }
            HandError::BadMeld { index, reason } => m("error-hand-bad-meld")
                .int("index", *index)
                .text("reason", reason),
            HandError::DuplicateBonus(tile) => m("error-hand-duplicate-bonus").text("tile", tile),
            HandError::TooManyBonus(n) => m("error-hand-too-many-bonus").int("n", *n),
            HandError::Situation(reason) => m("error-hand-situation").text("reason", reason),
        }
    }
}

impl Localized for ParseError {
    fn message(&self) -> Message {
        match self {
            ParseError::Syntax {
                line,
                column,
                message,
            } => Message::new("error-syntax")
                .int("line", *line)
                .int("column", *column)
                .text("message", message),
            ParseError::Hand(e) => Message::new("error-impossible-hand").msg("error", e.message()),
        }
    }
}

impl Localized for WaitsError {
    fn message(&self) -> Message {
        let m = Message::new;
        match self {
            WaitsError::Notation(e) => e.message(),
            WaitsError::Hand(e) => e.message(),
            WaitsError::BadMeld { column } => m("error-waits-bad-meld").int("column", *column),
            WaitsError::WrongCount {
                melds,
                expected,
                found,
            } => m("error-waits-wrong-count")
                .int("melds", *melds)
                .int("expected", *expected)
                .int("found", *found),
        }
    }
}

/// Where in a game record: the header, a hand's deal, or a step.
pub fn place(hand: usize, step: usize) -> Message {
    match (hand, step) {
        (0, _) => Message::new("place-header"),
        (h, 0) => Message::new("place-deal").int("hand", h),
        (h, s) => Message::new("place-step").int("hand", h).int("step", s),
    }
}

impl Localized for GameError {
    fn message(&self) -> Message {
        Message::new("error-game")
            .msg("place", place(self.hand, self.step))
            .text("message", &self.message)
    }
}
