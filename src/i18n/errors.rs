//! The messages of the engine's errors and refusals: one line per variant, naming the
//! message id (`error-…`, `refusal-…`) and its arguments after the variant's fields.
//! A part adding a variant adds its line here and its message to `en.ftl`, `ru.ftl`, `pl.ftl`.
//! Text carried as `String` inside an error (a RON parser's message, a game record's reason)
//! is passed on as it is.

use super::message::{Localized, Message, suit, wind};
use crate::game::{GameError, GameProblem};
use crate::hand::{HandError, Impossible, MeldKind, MeldProblem, ParseError, WaitsError};
use crate::rules::house::HouseRulesError;
use crate::rules::{Refusal, RuleOptionError, ScoreError};
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
            HandError::FifthCopyAcrossPlayers { tile, count } => {
                m("error-fifth-copy-across-players")
                    .text("tile", tile)
                    .int("count", *count)
            }
            HandError::WinningTileNotInHand(tile) => {
                m("error-hand-winning-tile-missing").text("tile", tile)
            }
            HandError::BadMeld { index, reason } => m("error-hand-bad-meld")
                .int("index", *index)
                .msg("reason", reason.message()),
            HandError::DuplicateBonus(tile) => m("error-hand-duplicate-bonus").text("tile", tile),
            HandError::TooManyBonus(n) => m("error-hand-too-many-bonus").int("n", *n),
            HandError::Situation(why) => m("error-hand-situation").msg("reason", why.message()),
        }
    }
}

impl Localized for MeldProblem {
    fn message(&self) -> Message {
        let m = Message::new;
        match self {
            MeldProblem::ChowOfHonours { tile } => m("meld-chow-of-honours").text("tile", tile),
            MeldProblem::NoChowAt { tile } => m("meld-no-chow-at").text("tile", tile),
            MeldProblem::NotASet { tiles } => m("meld-not-a-set").text("tiles", tiles),
            MeldProblem::NotThisKind { tiles, kind } => m("meld-not-this-kind")
                .text("tiles", tiles)
                .msg("kind", meld_kind(*kind)),
        }
    }
}

/// A meld kind's name, as a message (`meld-kind-chow`).
pub fn meld_kind(kind: MeldKind) -> Message {
    Message::new(match kind {
        MeldKind::Chow => "meld-kind-chow",
        MeldKind::Pung => "meld-kind-pung",
        MeldKind::ExposedKong => "meld-kind-exposed-kong",
        MeldKind::ConcealedKong => "meld-kind-concealed-kong",
        MeldKind::AddedKong => "meld-kind-added-kong",
    })
}

impl Localized for Impossible {
    fn message(&self) -> Message {
        let m = Message::new;
        match self {
            Impossible::Play(problem) => match problem.meld() {
                Some(meld) => m(problem.id()).int("meld", meld),
                None => m(problem.id()),
            },
            Impossible::DealtBonusNotHeld { tile } => {
                m("impossible-dealt-bonus-not-held").text("tile", tile)
            }
            Impossible::Player {
                player,
                seat,
                problem,
            } => m("impossible-player")
                .int("player", *player)
                .msg("seat", wind(*seat))
                .msg("problem", problem.message()),
            Impossible::SeatListedTwice => m("impossible-seat-listed-twice"),
            Impossible::WallEndCount { expected, found } => m("impossible-wall-end-count")
                .int("expected", *expected)
                .int("found", *found),
            Impossible::Tiles(e) => e.message(),
            Impossible::ScHonours => m("impossible-sc-honours"),
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
            ParseError::OptionValue {
                line,
                column,
                error,
            } => Message::new("error-syntax")
                .int("line", *line)
                .int("column", *column)
                .msg("message", error.message()),
            ParseError::Hand(e) => Message::new("error-impossible-hand").msg("error", e.message()),
            ParseError::SetHand { index: 0, problem } => problem.message(),
            ParseError::SetHand { index, problem } => Message::new("error-set-hand")
                .int("hand", *index)
                .msg("error", problem.message()),
        }
    }
}

impl Localized for RuleOptionError {
    fn message(&self) -> Message {
        Message::new("error-option-value")
            .text("option", self.option)
            .text("value", &self.value)
            .int("min", self.min)
            .int("max", self.max)
    }
}

impl Localized for HouseRulesError {
    fn message(&self) -> Message {
        match self {
            HouseRulesError::Read(e) => e.message(),
            HouseRulesError::OutOfRange(e) => e.message(),
        }
    }
}

impl Localized for crate::drill::set::SetProblem {
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

impl Localized for crate::game::entry::Wanted {
    fn message(&self) -> Message {
        use crate::game::entry::Wanted as W;
        Message::new(match self {
            W::Tile => "entry-wanted-tile",
            W::BonusTile => "entry-wanted-bonus-tile",
            W::ChowTiles => "entry-wanted-chow-tiles",
            W::Suit => "entry-wanted-suit",
            W::Score => "entry-wanted-score",
            W::Seats => "entry-wanted-seats",
            W::Text => "entry-wanted-text",
        })
    }
}

impl Localized for crate::game::entry::EntryError {
    fn message(&self) -> Message {
        use crate::game::entry::EntryError as E;
        let m = Message::new;
        match self {
            E::Empty => m("entry-empty"),
            E::UnknownVerb { word } => m("entry-unknown-verb").text("word", word),
            E::Missing { verb, what } => m("entry-missing")
                .text("verb", verb)
                .msg("what", what.message()),
            E::BadArgument { text, what } => m("entry-bad-argument")
                .text("text", text)
                .msg("what", what.message()),
            E::Ambiguous => m("entry-ambiguous"),
            E::Illegal(e) => e.message(),
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
            .msg("message", self.problem.message())
    }
}

impl Localized for GameProblem {
    fn message(&self) -> Message {
        use GameProblem as P;
        let m = Message::new;
        let seat = |id: &'static str, s: &crate::tiles::Wind| m(id).msg("seat", wind(*s));
        match self {
            P::Players { found } => m("game-players").int("found", *found),
            P::FourSeats => m("game-four-seats"),
            P::DealerNotEast { dealer } => m("game-dealer-not-east").msg("dealer", wind(*dealer)),
            P::BadSeats { seats } => m("game-bad-seats").text("seats", format!("{seats:?}")),
            P::DealtNotation { seat: s, error } => {
                seat("game-dealt-notation", s).msg("error", error.message())
            }
            P::DealtMelds { seat: s } => seat("game-dealt-melds", s),
            P::DealtCount {
                seat: s,
                expected,
                found,
            } => seat("game-dealt-count", s)
                .int("expected", *expected)
                .int("found", *found),
            P::DealtBonus { seat: s } => seat("game-dealt-bonus", s),
            P::BonusDealtTwice { tile } => m("game-bonus-dealt-twice").text("tile", tile),
            P::TooManyDealt => m("game-too-many-dealt"),
            P::NoHonours { tile } => m("game-no-honours").text("tile", tile),
            P::FifthCopy { tile } => m("game-fifth-copy").text("tile", tile),
            P::BadNotation { text, error } => m("game-bad-notation")
                .text("text", text)
                .msg("error", error.message()),
            P::NotOneBonus { text } => m("game-not-one-bonus").text("text", text),
            P::HandOver => m("game-hand-over"),
            P::Unfinished => m("game-unfinished"),
            P::MissingSuitOnlySichuan => m("game-missing-suit-only-sichuan"),
            P::MissingSuitTwice { seat: s } => seat("error-missing-suit-twice", s),
            P::MissingSuitLate { seat: s } => seat("error-missing-suit-late", s),
            P::MissingSuitNever { seat: s } => seat("game-missing-suit-never", s),
            P::NotTurnToDraw { seat: s } => seat("game-not-turn-to-draw", s),
            P::WallEmpty => m("game-wall-empty"),
            P::BonusNotDrawable { tile } => m("game-bonus-not-drawable").text("tile", tile),
            P::NotTurnToDiscard { seat: s } => seat("game-not-turn-to-discard", s),
            P::NotHeld { seat: s, tile } => seat("game-not-held", s).text("tile", tile),
            P::BonusNotHeld { seat: s, tile } => seat("game-not-held", s).text("tile", tile),
            P::BonusBeforeDiscard { seat: s } => seat("game-bonus-before-discard", s),
            P::NoChows => m("game-no-chows"),
            P::NoDiscardToClaim => m("game-no-discard-to-claim"),
            P::ChowNotNext { discarder } => {
                m("game-chow-not-next").msg("discarder", wind(*discarder))
            }
            P::NotAChow { text, tile } => {
                m("game-not-a-chow").text("text", text).text("tile", tile)
            }
            P::ChowTileNotHeld { seat: s, tile } => {
                seat("game-chow-tile-not-held", s).text("tile", tile)
            }
            P::CannotClaim { seat: s } => seat("game-cannot-claim", s),
            P::NotEnoughToClaim {
                seat: s,
                count,
                tile,
            } => seat("game-not-enough-to-claim", s)
                .int("count", *count)
                .text("tile", tile),
            P::NotTurnToKong { seat: s } => seat("game-not-turn-to-kong", s),
            P::NoPungToAdd { seat: s, tile } => seat("game-no-pung-to-add", s).text("tile", tile),
            P::NotFour { seat: s, tile } => seat("game-not-four", s).text("tile", tile),
            P::BonusOutOfTurn { seat: s } => seat("error-bonus-out-of-turn", s),
            P::WallNotExhausted { left } => m("game-wall-not-exhausted").int("left", *left),
            P::NoWinner => m("game-no-winner"),
            P::SeveralWinnersOnlySichuan => m("game-several-winners-only-sichuan"),
            P::SeveralWinnersOnlyDiscard => m("game-several-winners-only-discard"),
            P::AlreadyWon { seat: s } => seat("game-already-won", s),
            P::EmptyHand => m("game-empty-hand"),
            P::NoTileToWinOn { seat: s } => seat("game-no-tile-to-win-on", s),
            P::BonusBeforeWinning { seat: s } => seat("game-bonus-before-winning", s),
            P::WinningHand { seat: s, error } => {
                seat("game-winning-hand", s).msg("error", error.message())
            }
            P::WinRefused { seat: s, error } => {
                seat("game-win-refused", s).msg("error", error.message())
            }
            P::FalseWin {
                seat: s,
                worth,
                minimum,
            } => seat("game-false-win", s)
                .int("worth", *worth)
                .int("minimum", *minimum),
            P::PlayAndResult => m("game-play-and-result"),
            P::NoPlayNoResult => m("game-no-play-no-result"),
            P::KongEntry { seat: s, error } => {
                seat("game-kong-entry", s).msg("error", error.message())
            }
            P::NotAKong { seat: s } => seat("game-not-a-kong", s),
            P::KongNotInHand { seat: s, tile } => {
                seat("game-kong-not-in-hand", s).text("tile", tile)
            }
            P::BonusNotUsed { seat: s } => seat("game-bonus-not-used", s),
            P::BonusTwice { tile } => m("game-bonus-twice").text("tile", tile),
            P::BonusNotInHand { seat: s, tile } => {
                seat("game-bonus-not-in-hand", s).text("tile", tile)
            }
            P::DiscarderOut { seat: s } => seat("game-discarder-out", s),
            P::DrawnInSichuan => m("game-drawn-in-sichuan"),
            P::WallEndOnlySichuan => m("game-wall-end-only-sichuan"),
            P::WallEndSeats { expected } => m("game-wall-end-seats").text("expected", expected),
            P::WallEndIncome => m("game-wall-end-income"),
            P::WallEndHand { error } => m("game-wall-end-hand").msg("error", error.message()),
        }
    }
}

impl Localized for crate::files::WriteError {
    fn message(&self) -> Message {
        use crate::files::WriteError;
        let path = self.path().display().to_string();
        match self {
            WriteError::ReadOnly { .. } => Message::new("write-read-only").text("path", path),
            WriteError::NotAFile { .. } => Message::new("write-not-a-file").text("path", path),
            WriteError::IsInput { input, .. } => Message::new("write-is-input")
                .text("path", path)
                .text("input", input.display()),
            WriteError::Io { source, .. } => Message::new("write-failed")
                .text("path", path)
                .text("error", source),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hand::SituationError;
    use crate::i18n::{Arg, I18n, Lang};
    use crate::tiles::{BonusTile, Suit, Tile, Wind};

    fn every_id_known(m: &Message) -> bool {
        I18n::english().knows(&m.id)
            && m.args.iter().all(|(_, a)| match a {
                Arg::Msg(inner) => every_id_known(inner),
                _ => true,
            })
    }

    /// One value of every variant (a part adding a variant adds it here too).
    fn samples() -> Vec<Box<dyn Fn() -> (Message, String)>> {
        fn of<T: Localized + std::fmt::Display + 'static>(
            v: T,
        ) -> Box<dyn Fn() -> (Message, String)> {
            Box::new(move || (v.message(), v.to_string()))
        }
        let Some(tile) = Tile::suited(Suit::Dots, 5) else {
            return Vec::new();
        };
        let notation = crate::tiles::parse_tiles("8z").err();
        let mut all = vec![
            of(ScoreError::NotComplete),
            of(Refusal::ZjAnimals),
            of(Refusal::ZjBonusOff),
            of(Refusal::HkAnimals),
            of(Refusal::HkBonusOff),
            of(Refusal::ScHonours),
            of(Refusal::ScBonus),
            of(Refusal::ScClaimedChow),
            of(Refusal::ScThreeSuits),
            of(Refusal::ScNoMissingSuit),
            of(Refusal::ScHoldsMissingSuit { suit: Suit::Dots }),
            of(HandError::WrongCount {
                melds: 1,
                expected: 11,
                found: 10,
            }),
            of(HandError::TooManyMelds(5)),
            of(HandError::FifthCopy { tile, count: 5 }),
            of(HandError::WinningTileNotInHand(tile)),
            of(HandError::DuplicateBonus(BonusTile::Flower(1))),
            of(HandError::TooManyBonus(13)),
            of(MeldProblem::ChowOfHonours { tile }),
            of(MeldProblem::NoChowAt { tile }),
            of(MeldProblem::NotASet {
                tiles: "135m".into(),
            }),
            of(HandError::BadMeld {
                index: 1,
                reason: MeldProblem::NotThisKind {
                    tiles: "123m".into(),
                    kind: MeldKind::AddedKong,
                },
            }),
            of(WaitsError::BadMeld { column: 3 }),
            of(WaitsError::WrongCount {
                melds: 0,
                expected: 13,
                found: 12,
            }),
            of(ParseError::Syntax {
                line: 1,
                column: 2,
                message: "x".into(),
            }),
            of(ParseError::OptionValue {
                line: 3,
                column: 14,
                error: crate::rules::hong_kong::HkOptions::LIMIT_FAN.refusal("-1"),
            }),
            of(HouseRulesError::OutOfRange(
                crate::replay::Penalty::AMOUNT.refusal(10_001),
            )),
            of(crate::rules::sichuan::KongIncome::AMOUNT.refusal("1.5")),
            of(GameError {
                hand: 1,
                step: 2,
                problem: GameProblem::HandOver,
                unfinished: false,
            }),
            of(HandError::FifthCopyAcrossPlayers {
                tile: Wind::East.tile(),
                count: 5,
            }),
            of(HandError::Situation(Impossible::Player {
                player: 1,
                seat: Wind::South,
                problem: Box::new(Impossible::WallEndCount {
                    expected: 13,
                    found: 12,
                }),
            })),
        ];
        for why in [
            Impossible::Play(SituationError::FinalDrawNotFromWall),
            Impossible::Play(SituationError::ConcealedKongClaimed(1)),
            Impossible::Play(SituationError::OwnDiscardClaimed(2)),
            Impossible::Play(SituationError::WinnerDiscarder),
            Impossible::DealtBonusNotHeld {
                tile: BonusTile::Season(2),
            },
            Impossible::SeatListedTwice,
            Impossible::ScHonours,
        ] {
            all.push(of(why));
        }
        for problem in [
            NotationProblem::NotATile("8z".into()),
            NotationProblem::NoSuitLetter("12".into()),
            NotationProblem::NoNumbers('m'),
            NotationProblem::BonusInMeld,
            NotationProblem::NotABonusTile("F5".into()),
            NotationProblem::BonusNeedsNumber('F'),
            NotationProblem::MeldInMeld,
            NotationProblem::ClosesNoMeld(']'),
            NotationProblem::WrongClose(')'),
            NotationProblem::EmptyMeld,
            NotationProblem::Unexpected('x'),
            NotationProblem::NotClosed(']'),
            NotationProblem::NoMelds,
            NotationProblem::NoBonus,
            NotationProblem::NoTile,
            NotationProblem::NotOneTile(2),
            NotationProblem::OnlyBonus,
        ] {
            all.push(of(problem));
        }
        all.extend(notation.clone().map(of));
        all.extend(game_problems(tile, notation).into_iter().map(of));
        all
    }

    /// One value of every [`GameProblem`] variant.
    fn game_problems(tile: Tile, notation: Option<NotationError>) -> Vec<GameProblem> {
        use GameProblem as P;
        let seat = Wind::South;
        let bonus = BonusTile::Flower(2);
        let mut all = vec![
            P::Players { found: 3 },
            P::FourSeats,
            P::DealerNotEast { dealer: Wind::West },
            P::BadSeats {
                seats: vec![0, 1, 1, 3],
            },
            P::DealtMelds { seat },
            P::DealtCount {
                seat,
                expected: 13,
                found: 12,
            },
            P::DealtBonus { seat },
            P::BonusDealtTwice { tile: bonus },
            P::TooManyDealt,
            P::NoHonours {
                tile: Wind::East.tile(),
            },
            P::FifthCopy { tile },
            P::NotOneBonus {
                text: "F1F2".into(),
            },
            P::HandOver,
            P::Unfinished,
            P::MissingSuitOnlySichuan,
            P::MissingSuitTwice { seat },
            P::MissingSuitLate { seat },
            P::MissingSuitNever { seat },
            P::NotTurnToDraw { seat },
            P::WallEmpty,
            P::BonusNotDrawable { tile: bonus },
            P::NotTurnToDiscard { seat },
            P::NotHeld { seat, tile },
            P::BonusNotHeld { seat, tile: bonus },
            P::BonusBeforeDiscard { seat },
            P::NoChows,
            P::NoDiscardToClaim,
            P::ChowNotNext {
                discarder: Wind::North,
            },
            P::NotAChow {
                text: "123m".into(),
                tile,
            },
            P::ChowTileNotHeld { seat, tile },
            P::CannotClaim { seat },
            P::NotEnoughToClaim {
                seat,
                count: 2,
                tile,
            },
            P::NotTurnToKong { seat },
            P::NoPungToAdd { seat, tile },
            P::NotFour { seat, tile },
            P::BonusOutOfTurn { seat },
            P::WallNotExhausted { left: 17 },
            P::NoWinner,
            P::SeveralWinnersOnlySichuan,
            P::SeveralWinnersOnlyDiscard,
            P::AlreadyWon { seat },
            P::EmptyHand,
            P::NoTileToWinOn { seat },
            P::BonusBeforeWinning { seat },
            P::WinningHand {
                seat,
                error: Box::new(HandError::TooManyBonus(13)),
            },
            P::WinRefused {
                seat,
                error: Box::new(ScoreError::NotAllowed(Refusal::ScThreeSuits)),
            },
            P::FalseWin {
                seat,
                worth: 2,
                minimum: 3,
            },
            P::PlayAndResult,
            P::NoPlayNoResult,
            P::KongEntry {
                seat,
                error: Box::new(HandError::TooManyBonus(13)),
            },
            P::NotAKong { seat },
            P::KongNotInHand { seat, tile },
            P::BonusNotUsed { seat },
            P::BonusTwice { tile: bonus },
            P::BonusNotInHand { seat, tile: bonus },
            P::DiscarderOut { seat },
            P::DrawnInSichuan,
            P::WallEndOnlySichuan,
            P::WallEndSeats {
                expected: "East, West".into(),
            },
            P::WallEndIncome,
            P::WallEndHand {
                error: Box::new(HandError::TooManyBonus(13)),
            },
        ];
        if let Some(e) = notation {
            all.push(P::DealtNotation {
                seat,
                error: Box::new(e.clone()),
            });
            all.push(P::BadNotation {
                text: "8z".into(),
                error: Box::new(e),
            });
        }
        all
    }

    #[test]
    fn every_engine_message_reads_as_its_english_display_and_is_translated() {
        let english = I18n::get(Lang::English);
        for sample in samples() {
            let (message, display) = sample();
            assert!(every_id_known(&message), "{message:?} has no English");
            if message.id != "error-impossible-hand" {
                assert_eq!(english.message(&message), display, "{message:?}");
            }
            for lang in [Lang::Russian, Lang::Polish] {
                let text = I18n::get(lang).message(&message);
                assert_ne!(text, display, "{lang:?}: {message:?} untranslated");
                assert!(!text.contains('{'), "{lang:?}: {text}");
            }
        }
    }
}
