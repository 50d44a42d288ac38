//! A hand to score: concealed tiles, declared melds, the winning tile and how it was won;
//! its validation, every arrangement of it, and the waits of a 13-tile hand.

mod arrange;
pub mod shanten;
mod situation;
mod waits;

pub use arrange::{
    Arrangement, Form, Group, Shape, Wait, arrangements, arrangements_into, is_complete,
};
pub use situation::{SituationError, SituationView};
pub use waits::{
    WaitTile, WaitsError, WaitsReport, meld_of, waits, waits_of_notation, waits_report,
    waits_report_in,
};

use crate::i18n::{Localized, Message};
use crate::tiles::names::wind;
use crate::tiles::{BonusTile, Counts, KINDS, Suit, Tile, Wind, counts_of};
use arrayvec::ArrayVec;
use serde::{Deserialize, Serialize};

/// How a declared meld was made.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub enum MeldKind {
    /// A sequence claimed from a discard.
    Chow,
    /// Three alike claimed from a discard.
    Pung,
    /// Four alike, the fourth claimed from a discard.
    ExposedKong,
    /// Four alike drawn from the wall and declared.
    ConcealedKong,
    /// A claimed pung to which the player added the fourth tile he drew.
    AddedKong,
}

impl MeldKind {
    pub fn is_kong(self) -> bool {
        matches!(
            self,
            MeldKind::ExposedKong | MeldKind::ConcealedKong | MeldKind::AddedKong
        )
    }

    /// Whether the meld shows a claimed tile (everything but a concealed kong).
    pub fn is_claimed(self) -> bool {
        self != MeldKind::ConcealedKong
    }

    pub fn name(self) -> &'static str {
        match self {
            MeldKind::Chow => "chow",
            MeldKind::Pung => "pung",
            MeldKind::ExposedKong => "exposed kong",
            MeldKind::ConcealedKong => "concealed kong",
            MeldKind::AddedKong => "added kong",
        }
    }
}

/// A declared meld; `tile` is the lowest tile (the first of a chow).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Meld {
    pub kind: MeldKind,
    pub tile: Tile,
    /// The seat whose discard was claimed for it, when known (liability rules use it).
    pub from: Option<Wind>,
    /// The claimed tile had never been discarded before (Singapore's fresh-tile kong).
    pub fresh: bool,
    /// Tiles left in the live wall when the meld was claimed, when known.
    pub wall_tiles_left: Option<u16>,
}

impl Meld {
    /// A meld whose origin is not recorded.
    pub fn new(kind: MeldKind, tile: Tile) -> Meld {
        Meld {
            kind,
            tile,
            from: None,
            fresh: false,
            wall_tiles_left: None,
        }
    }

    /// The tiles of the meld.
    pub fn tiles(&self) -> ArrayVec<Tile, 4> {
        let mut out = ArrayVec::new();
        match self.kind {
            MeldKind::Chow => {
                let mut t = Some(self.tile);
                for _ in 0..3 {
                    if let Some(tile) = t {
                        out.push(tile);
                        t = tile.next_in_suit();
                    }
                }
            }
            MeldKind::Pung => (0..3).for_each(|_| out.push(self.tile)),
            _ => (0..4).for_each(|_| out.push(self.tile)),
        }
        out
    }
}

/// How the winning tile came.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, Serialize, Deserialize)]
pub enum WinMethod {
    /// Another player's discard.
    #[default]
    Discard,
    /// Drawn from the wall.
    SelfDraw,
    /// The replacement tile drawn after declaring a kong.
    KongReplacement,
    /// The tile another player added to his exposed pung.
    RobbingKong,
}

impl WinMethod {
    /// Whether the winning tile came from the wall.
    pub fn is_self_draw(self) -> bool {
        matches!(self, WinMethod::SelfDraw | WinMethod::KongReplacement)
    }

    pub fn name(self) -> &'static str {
        match self {
            WinMethod::Discard => "on a discard",
            WinMethod::SelfDraw => "self-drawn",
            WinMethod::KongReplacement => "on a kong replacement tile",
            WinMethod::RobbingKong => "by robbing a kong",
        }
    }
}

/// Situational facts about the win that the tiles cannot show.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Flags {
    /// The winning tile was the last tile of the live wall, self-drawn.
    pub final_draw: bool,
    /// The winning tile was the discard after the last wall tile.
    pub final_discard: bool,
    /// The dealer won with the tiles he was dealt.
    pub heaven: bool,
    /// A non-dealer won in the dealer's first go-round (on the dealer's first discard).
    pub earth: bool,
    /// The winning tile was drawn to replace a bonus tile (flower, season, animal).
    pub bonus_replacement: bool,
    /// The winning tile was the replacement of a second kong declared in a row.
    pub kong_on_kong: bool,
    /// A non-dealer won on a discard in the first go-round, before his first draw and
    /// before any claim (Singapore's Humanly Hand).
    pub humanly: bool,
    /// The winning discard came right after the discarder declared a kong (Sichuan's Shot
    /// after Kong).
    pub kong_shot: bool,
}

/// Facts from the course of play that liability rules need; a game record supplies them.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct TableFacts {
    /// Tiles left in the live wall when the winning tile was discarded or drawn.
    pub wall_tiles_left: Option<u16>,
    /// The winning discard had not been played (discarded or shown) before.
    pub winning_tile_fresh: bool,
    /// The discarder held only tiles dangerous to two players collecting one suit
    /// (Hong Kong: the escape from the nine-tiles liability).
    pub forced_discard: bool,
    /// Bonus tiles replaced in a row just before the winning replacement tile (0: not
    /// recorded, counts as one).
    pub bonus_replacements: u8,
    /// Bonus tiles held in the dealt hand, before any replacement, as bits of
    /// [`BonusTile::ordinal`]; hand files write them as notation (`dealt_bonus: "A1 A2"`).
    #[serde(skip)]
    pub dealt_bonus: u16,
    /// The suit the player declared missing (Sichuan); hand files write `missing_suit: Dots`.
    #[serde(skip)]
    pub missing_suit: Option<Suit>,
    /// Seats that already won and left the hand (Sichuan), as bits of [`Wind::index`];
    /// hand files write `players_out: [West]`.
    #[serde(skip)]
    pub players_out: u8,
}

/// A validated hand at the moment of winning.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Hand {
    /// Concealed tiles, the winning tile included.
    pub concealed: Counts,
    pub melds: ArrayVec<Meld, 4>,
    pub winning_tile: Tile,
    pub win: WinMethod,
    pub seat_wind: Wind,
    pub prevailing_wind: Wind,
    pub flags: Flags,
    pub bonus: ArrayVec<BonusTile, 12>,
    /// Who discarded (or added to the robbed kong), when known.
    pub discarder: Option<Wind>,
    pub table: TableFacts,
}

/// [`HandError::WrongCount`] in English words, a whole sentence (as `en.ftl` says it).
fn wrong_count_text(melds: usize, expected: usize, found: usize) -> String {
    let melds = match melds {
        0 => "with no meld declared".to_string(),
        1 => "with one meld declared".to_string(),
        n => format!("with {n} melds declared"),
    };
    let found = match found {
        1 => "one".to_string(),
        n => n.to_string(),
    };
    format!(
        "the hand has the wrong count of tiles: {melds} it must hold {expected} concealed tiles (the winning tile among them), and it holds {found}."
    )
}

/// Why a hand cannot be scored.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum HandError {
    #[error("{field}: {source}")]
    Notation {
        field: String,
        source: crate::tiles::NotationError,
    },
    #[error("{}", wrong_count_text(*melds, *expected, *found))]
    WrongCount {
        melds: usize,
        expected: usize,
        found: usize,
    },
    #[error("more than four melds ({0})")]
    TooManyMelds(usize),
    #[error("a 5th copy of {tile}: the hand holds {count} of it (melds included)")]
    FifthCopy { tile: Tile, count: usize },
    #[error("a 5th copy of {tile} across the players' hands ({count} in all, melds included)")]
    FifthCopyAcrossPlayers { tile: Tile, count: usize },
    #[error("the winning tile {0} is not among the concealed tiles")]
    WinningTileNotInHand(Tile),
    #[error("meld {index}: {reason}")]
    BadMeld { index: usize, reason: MeldProblem },
    #[error("bonus tile {0} appears twice")]
    DuplicateBonus(BonusTile),
    #[error("too many bonus tiles ({0}); there are at most 12")]
    TooManyBonus(usize),
    #[error("impossible situation: {0}")]
    Situation(Impossible),
}

/// Why a declared meld is not one.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MeldProblem {
    #[error("a chow cannot be made of honours ({tile})")]
    ChowOfHonours { tile: Tile },
    #[error("no chow starts at {tile}")]
    NoChowAt { tile: Tile },
    #[error("{tiles} is not a chow, a pung or a kong")]
    NotASet { tiles: String },
    #[error("'{tiles}' is not a {}", .kind.name())]
    NotThisKind { tiles: String, kind: MeldKind },
}

/// Why the situation of a win cannot be (the flags, the discarder, the claimed melds, a file's
/// players), as data: each reason has its message (`impossible-…`) in every language.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Impossible {
    /// How the hand was won, its flags, seats, discarder or claimed melds cannot go together.
    #[error("{0}")]
    Play(SituationError),
    #[error("dealt bonus tile {tile} is not among the hand's bonus tiles")]
    DealtBonusNotHeld { tile: BonusTile },
    /// A player of a file listing several hands (Sichuan's wall's end).
    #[error("player {player} ({seat}): {problem}")]
    Player {
        player: usize,
        seat: Wind,
        problem: Box<Impossible>,
    },
    #[error("this seat is listed twice")]
    SeatListedTwice,
    #[error(
        "a hand at the wall's end holds 13 − 3 × melds = {expected} concealed tiles, found {found}"
    )]
    WallEndCount { expected: usize, found: usize },
    #[error("{0}")]
    Tiles(Box<HandError>),
    #[error("Sichuan is played without honours")]
    ScHonours,
}

impl Hand {
    /// Builds and validates a hand. `concealed` includes the winning tile.
    pub fn new(
        concealed: &[Tile],
        melds: &[Meld],
        bonus: &[BonusTile],
        winning_tile: Tile,
        win: WinMethod,
        situation: Situation,
    ) -> Result<Hand, HandError> {
        let Situation {
            seat_wind,
            prevailing_wind,
            flags,
            discarder,
            table,
        } = situation;
        if melds.len() > 4 {
            return Err(HandError::TooManyMelds(melds.len()));
        }
        if bonus.len() > 12 {
            return Err(HandError::TooManyBonus(bonus.len()));
        }
        for (index, meld) in melds.iter().enumerate() {
            if meld.kind == MeldKind::Chow && !meld.tile.starts_chow() {
                let reason = if meld.tile.is_honour() {
                    MeldProblem::ChowOfHonours { tile: meld.tile }
                } else {
                    MeldProblem::NoChowAt { tile: meld.tile }
                };
                return Err(HandError::BadMeld {
                    index: index + 1,
                    reason,
                });
            }
        }
        let expected = 14 - 3 * melds.len();
        if concealed.len() != expected {
            return Err(HandError::WrongCount {
                melds: melds.len(),
                expected,
                found: concealed.len(),
            });
        }
        let concealed_counts = counts_of(concealed);
        counts_with_melds(&concealed_counts, melds)?;
        if concealed_counts[winning_tile.index()] == 0 {
            return Err(HandError::WinningTileNotInHand(winning_tile));
        }
        for (i, b) in bonus.iter().enumerate() {
            if bonus[..i].contains(b) {
                return Err(HandError::DuplicateBonus(*b));
            }
        }
        let hand = Hand {
            concealed: concealed_counts,
            melds: melds.iter().copied().collect(),
            winning_tile,
            win,
            seat_wind,
            prevailing_wind,
            flags,
            bonus: bonus.iter().copied().collect(),
            discarder,
            table,
        };
        hand.check_situation()?;
        Ok(hand)
    }

    fn check_situation(&self) -> Result<(), HandError> {
        let situation = self.situation();
        let view = SituationView {
            win: self.win,
            situation: &situation,
            melds: &self.melds,
            winning_copies: Some(self.all_counts()[self.winning_tile.index()]),
        };
        match view.problems().first() {
            Some(&problem) => Err(HandError::Situation(Impossible::Play(problem))),
            None => Ok(()),
        }
    }

    /// Where and how the hand was played, apart from its tiles.
    pub fn situation(&self) -> Situation {
        Situation {
            seat_wind: self.seat_wind,
            prevailing_wind: self.prevailing_wind,
            flags: self.flags,
            discarder: self.discarder,
            table: self.table,
        }
    }

    /// Counts of every tile in the hand, melds included (a kong counts four).
    pub fn all_counts(&self) -> Counts {
        add_melds(self.concealed, &self.melds)
    }

    /// Whether no meld was claimed (concealed kongs allowed).
    pub fn is_concealed(&self) -> bool {
        self.melds.iter().all(|m| !m.kind.is_claimed())
    }

    /// Kinds present anywhere in the hand, as a bit set over the 34 kinds.
    pub fn kinds_present(&self) -> u64 {
        let all = self.all_counts();
        (0..KINDS)
            .filter(|&i| all[i] > 0)
            .fold(0, |m, i| m | 1 << i)
    }

    /// The same hand with suits permuted by `map` and numbers mirrored (n → 10 − n) if asked.
    pub fn transformed(&self, map: [usize; 3], mirror: bool) -> Hand {
        let mut concealed = [0u8; KINDS];
        for t in Tile::all() {
            concealed[t.transformed(map, mirror).index()] += self.concealed[t.index()];
        }
        let melds = self
            .melds
            .iter()
            .map(|m| {
                let tile = if m.kind == MeldKind::Chow && mirror {
                    let Some(top) = m.tiles().last().copied() else {
                        return *m;
                    };
                    top.transformed(map, mirror)
                } else {
                    m.tile.transformed(map, mirror)
                };
                Meld { tile, ..*m }
            })
            .collect();
        let missing_suit = self.table.missing_suit.map(|s| Suit::ALL[map[s.index()]]);
        Hand {
            concealed,
            melds,
            winning_tile: self.winning_tile.transformed(map, mirror),
            table: TableFacts {
                missing_suit,
                ..self.table
            },
            ..self.clone()
        }
    }
}

/// `counts` with every tile of `melds` added (a kong's four).
pub(crate) fn add_melds(mut counts: Counts, melds: &[Meld]) -> Counts {
    for meld in melds {
        for t in meld.tiles() {
            counts[t.index()] = counts[t.index()].saturating_add(1);
        }
    }
    counts
}

/// Counts of concealed tiles and melds together, refusing a 5th copy of any tile.
pub fn counts_with_melds(concealed: &Counts, melds: &[Meld]) -> Result<Counts, HandError> {
    let all = add_melds(*concealed, melds);
    match Tile::all().find(|t| all[t.index()] > 4) {
        Some(tile) => Err(HandError::FifthCopy {
            tile,
            count: all[tile.index()] as usize,
        }),
        None => Ok(all),
    }
}

/// Where and how a hand is played, apart from its tiles.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Situation {
    pub seat_wind: Wind,
    pub prevailing_wind: Wind,
    pub flags: Flags,
    pub discarder: Option<Wind>,
    pub table: TableFacts,
}

impl Hand {
    /// A hand from a notation such as `"11122233m3m11p [777z] F1"`: concealed tiles (the
    /// winning tile included), `[...]` claimed melds (chow, pung, exposed kong),
    /// `(....)` concealed kongs, bonus tiles; then the winning tile and how it came.
    pub fn from_notation(
        notation: &str,
        winning_tile: &str,
        win: WinMethod,
        situation: Situation,
    ) -> Result<Hand, HandError> {
        let notation_error = |field: &str| {
            let field = field.to_string();
            move |source| HandError::Notation { field, source }
        };
        let parsed = crate::tiles::parse_hand_notation(notation).map_err(notation_error("hand"))?;
        let mut melds = Vec::new();
        for (i, m) in parsed.melds.iter().enumerate() {
            let meld = waits::meld_of(&m.tiles, m.concealed).ok_or_else(|| HandError::BadMeld {
                index: i + 1,
                reason: MeldProblem::NotASet {
                    tiles: crate::files::quote(&crate::tiles::format_tiles(&m.tiles)),
                },
            })?;
            melds.push(meld);
        }
        let winning =
            crate::tiles::parse_tile(winning_tile).map_err(notation_error("winning tile"))?;
        Hand::new(
            &parsed.concealed,
            &melds,
            &parsed.bonus,
            winning,
            win,
            situation,
        )
    }
}

#[cfg(test)]
pub(crate) mod test_support {
    use super::*;

    /// A valid hand from notation (see [`Hand::from_notation`]); East seat, East round.
    pub fn hand(notation: &str, winning: &str, win: WinMethod) -> Hand {
        Hand::from_notation(notation, winning, win, Situation::default()).expect("valid hand")
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

#[cfg(test)]
mod tests {
    use super::test_support::*;
    use super::*;
    use crate::tiles::{parse_tile, parse_tiles};

    fn try_hand(
        concealed: &str,
        melds: &[Meld],
        winning: &str,
        win: WinMethod,
    ) -> Result<Hand, HandError> {
        Hand::new(
            &parse_tiles(concealed).unwrap(),
            melds,
            &[],
            parse_tile(winning).unwrap(),
            win,
            Situation::default(),
        )
    }

    #[test]
    fn rejects_impossible_hands() {
        assert!(matches!(
            try_hand("123m456p789s1122z", &[], "1z", WinMethod::Discard),
            Err(HandError::WrongCount { .. })
        ));
        assert!(matches!(
            try_hand("11111m456p789s111z", &[], "1z", WinMethod::Discard),
            Err(HandError::FifthCopy { .. })
        ));
        assert!(matches!(
            try_hand("123m456p789s111z22z", &[], "9m", WinMethod::Discard),
            Err(HandError::WinningTileNotInHand(_))
        ));
        let chow_of_honours = Meld::new(MeldKind::Chow, parse_tile("5z").unwrap());
        let err = try_hand(
            "456p789s111z22z",
            &[chow_of_honours],
            "2z",
            WinMethod::Discard,
        )
        .unwrap_err();
        assert_eq!(
            err.to_string(),
            "meld 1: a chow cannot be made of honours (5z)"
        );
        let pung = Meld::new(MeldKind::Pung, parse_tile("1z").unwrap());
        assert!(matches!(
            try_hand("11z456p789s123m", &[pung], "1z", WinMethod::Discard),
            Err(HandError::FifthCopy { .. })
        ));
        assert!(matches!(
            try_hand("123m456p789s111z22z", &[], "2z", WinMethod::KongReplacement),
            Err(HandError::Situation(_))
        ));
    }

    #[test]
    fn transformed_hand_moves_melds() {
        let h = hand("456p789s111z22z [123m]", "2z", WinMethod::Discard);
        let t = h.transformed([1, 0, 2], true);
        assert_eq!(t.melds[0].tile.to_string(), "7p");
        assert_eq!(t.concealed[parse_tile("6m").unwrap().index()], 1);
    }
}
