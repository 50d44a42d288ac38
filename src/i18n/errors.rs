//! Every engine error and refusal has its message: one line per variant beside the error
//! (`impl Localized` in the error's own module), naming the message id (`error-…`,
//! `refusal-…`) and its arguments after the variant's fields. A part adding a variant adds
//! its line there, a sample here and its message to `en.ftl`, `ru.ftl`, `pl.ftl`. Text carried
//! as `String` inside an error (a RON parser's message, a game record's reason) is passed on as
//! it is.

use super::message::{Localized, Message};
use crate::game::{GameError, GameProblem};
use crate::hand::SituationError;
use crate::hand::{HandError, Impossible, MeldKind, MeldProblem, WaitsError};
use crate::i18n::{Arg, I18n, Lang};
use crate::ron_text::ParseError;
use crate::rules::house::HouseRulesError;
use crate::rules::{Refusal, ScoreError};
use crate::tiles::{BonusTile, Suit, Tile, Wind};
use crate::tiles::{NotationError, NotationProblem};

fn every_id_known(m: &Message) -> bool {
    I18n::english().knows(&m.id)
        && m.args.iter().all(|(_, a)| match a {
            Arg::Msg(inner) => every_id_known(inner),
            _ => true,
        })
}

/// A sample: its message and its English words.
fn of<T: Localized + std::fmt::Display + 'static>(v: T) -> Box<dyn Fn() -> (Message, String)> {
    Box::new(move || (v.message(), v.to_string()))
}

/// One value of every variant (a part adding a variant adds it here too).
fn samples() -> Vec<Box<dyn Fn() -> (Message, String)>> {
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
            crate::formats::game_record::Penalty::AMOUNT.refusal(10_001),
        )),
        of(crate::formats::settlement::KongIncome::AMOUNT.refusal("1.5")),
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
    for problem in [
        crate::files::IoProblem::NotFound,
        crate::files::IoProblem::PermissionDenied,
    ] {
        all.push(of(crate::files::ReadError::Io {
            path: "games/night.ron".into(),
            problem,
            message: "os words".into(),
        }));
    }
    all.extend(advisor_errors(tile, notation.clone()));
    all.extend(game_problems(tile, notation).into_iter().map(of));
    all
}

/// One value of every variant of the advisor's errors: a position that cannot be read or
/// advised (`tilewise advise`, a review) and an earlier duel that cannot be paired.
fn advisor_errors(
    tile: Tile,
    notation: Option<NotationError>,
) -> Vec<Box<dyn Fn() -> (Message, String)>> {
    use crate::review::{PositionError as E, PositionTextError as T, SeatProblem as S};
    let mut all = vec![
        of(E::WrongCount {
            melds: 1,
            expected: 11,
            found: 12,
        }),
        of(E::FifthCopy(tile)),
        of(E::NotInSet(Wind::East.tile())),
        of(E::TooManyMelds(5)),
        of(E::BadMeld { index: 2 }),
        of(E::OwnDiscard),
        of(E::NoMissingSuit),
        of(E::NoChowClaims { index: 1 }),
        of(E::MeldOfMissingSuit { index: 3 }),
        of(T::BadMeld {
            index: 1,
            text: "pong 5z".into(),
        }),
        of(T::TooManyTiles { found: 21 }),
    ];
    for problem in [
        S::NoSeat("sud".into()),
        S::NoSuit("z".into()),
        S::UnknownPart("river".into()),
    ] {
        all.push(of(problem.clone()));
        all.push(of(T::BadSeat {
            index: 2,
            text: "sud; discards: 1m".into(),
            problem,
        }));
    }
    {
        use crate::review::duel::PairingError as P;
        for pairing in [
            P::Rules {
                earlier: "zung-jung".into(),
                now: "sichuan".into(),
            },
            P::Seed {
                earlier: 1,
                now: 11,
            },
            P::Order {
                expected: 3,
                found: 4,
            },
            P::Bot {
                deal: 7,
                earlier: -20,
                now: 30,
            },
            P::Empty,
        ] {
            all.push(of(pairing));
        }
    }
    all.extend(notation.map(|source| {
        of(T::Notation {
            field: "--claim",
            source,
        })
    }));
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
        P::SeenFromNotAPlayer { name: "Ana".into() },
        P::UnseenWithoutSeenFrom,
        P::OneSeatSeen { seen: 2 },
        P::SeenFromOtherSeat {
            seat,
            name: "Ana".into(),
        },
        P::UnseenDrawOfSeenSeat { seat },
        P::WinNotShown { seat },
        P::ShownCount {
            seat,
            expected: 13,
            found: 12,
        },
        P::ShownWinningTile { seat, tile },
        P::UnseenAtWallEnd { seat },
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
