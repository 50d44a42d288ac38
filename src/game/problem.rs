//! Why a game record is illegal or impossible: one variant per reason, its facts as named
//! fields. `Display` is the English text; `i18n::errors` names each variant's `game-…` message.

use crate::hand::HandError;
use crate::i18n::{Localized, Message};
use crate::rules::ScoreError;
use crate::tiles::names::wind;
use crate::tiles::{BonusTile, NotationError, Tile, Wind};

/// The reason inside a [`super::GameError`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GameProblem {
    // The header.
    #[error("a game has four players, the header names {found}")]
    Players { found: usize },

    // The deal.
    #[error("seats and deal list the four seats, East first")]
    FourSeats,
    #[error(
        "the dealer always sits East, not {dealer}: a new dealer is shown by the players' seats"
    )]
    DealerNotEast { dealer: Wind },
    #[error("seats must name each of the players 0 to 3 once, found {seats:?}")]
    BadSeats { seats: Vec<u8> },
    #[error("{seat}'s tiles: {error}")]
    DealtNotation {
        seat: Wind,
        error: Box<NotationError>,
    },
    #[error("{seat}'s dealt tiles cannot hold melds")]
    DealtMelds { seat: Wind },
    #[error("{seat} is dealt {expected} tiles, the record has {found}")]
    DealtCount {
        seat: Wind,
        expected: usize,
        found: usize,
    },
    #[error("{seat} is dealt bonus tiles, which these rules do not use")]
    DealtBonus { seat: Wind },
    #[error("bonus tile {tile} dealt twice")]
    BonusDealtTwice { tile: BonusTile },
    #[error("more tiles dealt than the set holds")]
    TooManyDealt,

    // Tiles named in events.
    #[error("{tile} is not in the set: these rules play without honours")]
    NoHonours { tile: Tile },
    #[error("a 5th copy of {tile}")]
    FifthCopy { tile: Tile },
    #[error("'{text}': {error}")]
    BadNotation {
        text: String,
        error: Box<NotationError>,
    },
    #[error("'{text}' is not one bonus tile")]
    NotOneBonus { text: String },

    // Play.
    #[error("the hand is already over")]
    HandOver,
    #[error("the record stops before the hand ends (a win or an exhausted wall)")]
    Unfinished,
    #[error("a missing suit is declared only in Sichuan")]
    MissingSuitOnlySichuan,
    #[error("{seat} has already declared a missing suit")]
    MissingSuitTwice { seat: Wind },
    #[error("{seat} declares a missing suit after play has begun")]
    MissingSuitLate { seat: Wind },
    #[error("{seat} never declared a missing suit")]
    MissingSuitNever { seat: Wind },
    #[error("it is not {seat}'s turn to draw")]
    NotTurnToDraw { seat: Wind },
    #[error("the live wall is empty: nothing to draw")]
    WallEmpty,
    #[error("{tile} cannot be drawn here")]
    BonusNotDrawable { tile: BonusTile },
    #[error("it is not {seat}'s turn to discard")]
    NotTurnToDiscard { seat: Wind },
    #[error("{seat} does not hold {tile}")]
    NotHeld { seat: Wind, tile: Tile },
    #[error("{seat} does not hold {tile}")]
    BonusNotHeld { seat: Wind, tile: BonusTile },
    #[error("{seat} must set bonus tiles aside before discarding")]
    BonusBeforeDiscard { seat: Wind },
    #[error("chows cannot be claimed under these rules")]
    NoChows,
    #[error("there is no discard to claim")]
    NoDiscardToClaim,
    #[error("only the player after {discarder} may claim a chow")]
    ChowNotNext { discarder: Wind },
    #[error("'{text}' is not a chow with the discard {tile}")]
    NotAChow { text: String, tile: Tile },
    #[error("{seat} does not hold {tile} for the chow")]
    ChowTileNotHeld { seat: Wind, tile: Tile },
    #[error("{seat} cannot claim this discard")]
    CannotClaim { seat: Wind },
    #[error("{seat} does not hold {count} × {tile}")]
    NotEnoughToClaim { seat: Wind, count: u8, tile: Tile },
    #[error("it is not {seat}'s turn to declare a kong")]
    NotTurnToKong { seat: Wind },
    #[error("{seat} has no exposed pung of {tile} to add to")]
    NoPungToAdd { seat: Wind, tile: Tile },
    #[error("{seat} does not hold four {tile}")]
    NotFour { seat: Wind, tile: Tile },
    #[error("{seat} sets a bonus tile aside out of turn")]
    BonusOutOfTurn { seat: Wind },
    #[error("the wall is not exhausted: {left} tiles are left")]
    WallNotExhausted { left: u32 },

    // Wins.
    #[error("a win names no winner")]
    NoWinner,
    #[error("only Sichuan allows several winners on one discard")]
    SeveralWinnersOnlySichuan,
    #[error("several winners only on one discard")]
    SeveralWinnersOnlyDiscard,
    #[error("{seat} has already won")]
    AlreadyWon { seat: Wind },
    #[error("an empty hand")]
    EmptyHand,
    #[error("{seat} has no tile to win on here")]
    NoTileToWinOn { seat: Wind },
    #[error("{seat} must set bonus tiles aside before winning")]
    BonusBeforeWinning { seat: Wind },
    #[error("{seat}'s winning hand: {error}")]
    WinningHand { seat: Wind, error: Box<HandError> },
    #[error("{seat} declares a win: {error}")]
    WinRefused { seat: Wind, error: Box<ScoreError> },
    #[error("{seat}'s hand is worth {worth} but the minimum is {minimum}: a false win")]
    FalseWin {
        seat: Wind,
        worth: u32,
        minimum: u32,
    },

    // Results-only hands.
    #[error("a hand has either its play (deal and events) or its result, not both")]
    PlayAndResult,
    #[error("a hand needs its deal and events, or its result")]
    NoPlayNoResult,
    #[error("{seat}'s kong: {error}")]
    KongEntry { seat: Wind, error: Box<HandError> },
    #[error("{seat}'s Kong entry holds no kong")]
    NotAKong { seat: Wind },
    #[error("{seat} declared a kong of {tile} that the hand written for {seat} does not show")]
    KongNotInHand { seat: Wind, tile: Tile },
    #[error("{seat} sets bonus tiles aside, which these rules do not use")]
    BonusNotUsed { seat: Wind },
    #[error("bonus tile {tile} set aside twice")]
    BonusTwice { tile: BonusTile },
    #[error("{seat} set {tile} aside, but the winning hand does not show it")]
    BonusNotInHand { seat: Wind, tile: BonusTile },
    #[error("{seat} has already won and cannot discard")]
    DiscarderOut { seat: Wind },
    #[error(
        "a Sichuan hand with no winner ends at the wall: write WallEnd with the hands still in"
    )]
    DrawnInSichuan,
    #[error("only Sichuan settles the hands at the wall's end")]
    WallEndOnlySichuan,
    #[error("the wall's end must list exactly the players still in: {expected}")]
    WallEndSeats { expected: String },
    #[error("kong payments at the wall's end come from the Kong entries: remove kong_income")]
    WallEndIncome,
    #[error("the wall's end: {error}")]
    WallEndHand { error: Box<HandError> },

    // One-seat records.
    #[error("seen_from names {name}, who is not one of the players")]
    SeenFromNotAPlayer { name: String },
    #[error(
        "a hand with unseen tiles ('?') belongs to a record seen from one seat: name its player with seen_from"
    )]
    UnseenWithoutSeenFrom,
    #[error(
        "a hand seen from one seat shows one seat's dealt tiles and '?' for the other three; this one shows {seen}"
    )]
    OneSeatSeen { seen: usize },
    #[error("the dealt tiles shown are {seat}'s, but the record is seen from {name}'s seat")]
    SeenFromOtherSeat { seat: Wind, name: String },
    #[error("{seat}'s tiles were seen: its draw names the tile, not '?'")]
    UnseenDrawOfSeenSeat { seat: Wind },
    #[error(
        "{seat} wins, but its tiles were not seen: write the hand it showed (shown: (concealed: \"…\", winning_tile: \"…\"))"
    )]
    WinNotShown { seat: Wind },
    #[error(
        "{seat}'s shown hand has {found} concealed tiles besides the winning tile; {seat} holds {expected}"
    )]
    ShownCount {
        seat: Wind,
        expected: usize,
        found: usize,
    },
    #[error("{seat}'s shown winning tile {tile} is not the tile it won on")]
    ShownWinningTile { seat: Wind, tile: Tile },
    #[error(
        "{seat}'s tiles were not seen: a Sichuan hand seen from one seat cannot be settled at the wall's end; record it by its results"
    )]
    UnseenAtWallEnd { seat: Wind },
}

/// Where in a game record: the header, a hand's deal, or a step.
pub fn place_message(hand: usize, step: usize) -> Message {
    match (hand, step) {
        (0, _) => Message::new("place-header"),
        (h, 0) => Message::new("place-deal").int("hand", h),
        (h, s) => Message::new("place-step").int("hand", h).int("step", s),
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
            P::SeenFromNotAPlayer { name } => m("game-seen-from-not-a-player").text("name", name),
            P::UnseenWithoutSeenFrom => m("game-unseen-without-seen-from"),
            P::OneSeatSeen { seen } => m("game-one-seat-seen").int("seen", *seen),
            P::SeenFromOtherSeat { seat: s, name } => {
                seat("game-seen-from-other-seat", s).text("name", name)
            }
            P::UnseenDrawOfSeenSeat { seat: s } => seat("game-unseen-draw-of-seen-seat", s),
            P::WinNotShown { seat: s } => seat("game-win-not-shown", s),
            P::ShownCount {
                seat: s,
                expected,
                found,
            } => seat("game-shown-count", s)
                .int("expected", *expected)
                .int("found", *found),
            P::ShownWinningTile { seat: s, tile } => {
                seat("game-shown-winning-tile", s).text("tile", tile)
            }
            P::UnseenAtWallEnd { seat: s } => seat("game-unseen-at-wall-end", s),
        }
    }
}
