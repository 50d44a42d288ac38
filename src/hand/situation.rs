//! The checks of a hand's situation: which combinations of how it was won, flags, seats and
//! table facts can happen. [`Hand::new`](super::Hand::new) refuses the first problem; the
//! calculator disables the choices that would add one.

use super::{Meld, MeldKind, Situation, WinMethod};
use crate::tiles::Wind;

/// A combination of situation facts that cannot happen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
pub enum SituationError {
    #[error(
        "The last tile of the wall is a win from the wall: self-drawn or on a kong replacement."
    )]
    FinalDrawNotFromWall,
    #[error("The last discard is a win on a discard.")]
    FinalDiscardNotOnDiscard,
    #[error("The last tile of the wall and the last discard cannot both hold.")]
    FinalDrawAndDiscard,
    #[error("A win on a kong replacement needs a declared kong.")]
    ReplacementWithoutKong,
    #[error(
        "Robbing a kong: three copies of the robbed tile are in another player's pung, so the winner holds only the one he robs."
    )]
    RobbedTileHeld,
    #[error("Heaven is the dealer's (East's) win.")]
    HeavenNotDealer,
    #[error("Heaven is a win with the dealt tiles: self-drawn, no sets declared.")]
    HeavenNotDealtTiles,
    #[error("Earth is a non-dealer's win.")]
    EarthDealer,
    #[error(
        "Earth is a win in the first go-round, on a discard or self-drawn, with no sets declared."
    )]
    EarthNotFirstGoRound,
    #[error("A win on a bonus tile's replacement is self-drawn.")]
    BonusReplacementNotSelfDrawn,
    #[error("Kong on kong is a win on a kong replacement with at least two kongs declared.")]
    KongOnKong,
    /// The 1-based meld.
    #[error("Set {0}: a concealed kong is claimed from nobody.")]
    ConcealedKongClaimed(usize),
    /// The 1-based meld.
    #[error("Set {0}: a player cannot claim his own discard.")]
    OwnDiscardClaimed(usize),
    #[error("The humanly hand is a non-dealer's win on a discard, with no sets declared.")]
    Humanly,
    #[error("A shot after a kong is a win on a discard.")]
    KongShotNotOnDiscard,
    #[error("The discarder has already won and left the hand.")]
    DiscarderOut,
    #[error("The winner cannot be among the players who already left the hand.")]
    WinnerOut,
    #[error("Heaven and earth cannot both hold.")]
    HeavenAndEarth,
    #[error("A self-drawn win has no discarder.")]
    SelfDrawDiscarder,
    #[error("The winner cannot be the discarder.")]
    WinnerDiscarder,
}

impl SituationError {
    /// The message id of this problem in the translations (`situation-…`); the meld number,
    /// where there is one, is the argument `meld`.
    pub fn id(self) -> &'static str {
        use SituationError::*;
        match self {
            FinalDrawNotFromWall => "situation-final-draw-not-from-wall",
            FinalDiscardNotOnDiscard => "situation-final-discard-not-on-discard",
            FinalDrawAndDiscard => "situation-final-draw-and-discard",
            ReplacementWithoutKong => "situation-replacement-without-kong",
            RobbedTileHeld => "situation-robbed-tile-held",
            HeavenNotDealer => "situation-heaven-not-dealer",
            HeavenNotDealtTiles => "situation-heaven-not-dealt-tiles",
            EarthDealer => "situation-earth-dealer",
            EarthNotFirstGoRound => "situation-earth-not-first-go-round",
            BonusReplacementNotSelfDrawn => "situation-bonus-replacement-not-self-drawn",
            KongOnKong => "situation-kong-on-kong",
            ConcealedKongClaimed(_) => "situation-concealed-kong-claimed",
            OwnDiscardClaimed(_) => "situation-own-discard-claimed",
            Humanly => "situation-humanly",
            KongShotNotOnDiscard => "situation-kong-shot-not-on-discard",
            DiscarderOut => "situation-discarder-out",
            WinnerOut => "situation-winner-out",
            HeavenAndEarth => "situation-heaven-and-earth",
            SelfDrawDiscarder => "situation-self-draw-discarder",
            WinnerDiscarder => "situation-winner-discarder",
        }
    }

    /// The 1-based meld the problem is about, if any.
    pub fn meld(self) -> Option<usize> {
        match self {
            SituationError::ConcealedKongClaimed(i) | SituationError::OwnDiscardClaimed(i) => {
                Some(i)
            }
            _ => None,
        }
    }
}

/// What the situation checks look at: how the hand was won, its situation, its declared
/// melds, and how many copies of the winning tile it holds (melds included; `None` while no
/// winning tile is chosen).
#[derive(Clone, Copy, Debug)]
pub struct SituationView<'a> {
    pub win: WinMethod,
    pub situation: &'a Situation,
    pub melds: &'a [Meld],
    pub winning_copies: Option<u8>,
}

impl SituationView<'_> {
    /// Every problem of the situation, in the order [`Hand::new`](super::Hand::new) reports
    /// them (it refuses the first).
    pub fn problems(&self) -> Vec<SituationError> {
        use SituationError::*;
        let Situation {
            seat_wind: seat,
            flags: f,
            discarder,
            table,
            ..
        } = *self.situation;
        let win = self.win;
        let no_melds = self.melds.is_empty();
        let kongs = self.melds.iter().filter(|m| m.kind.is_kong()).count();
        let out = |w: Wind| table.players_out >> w.index() & 1 == 1;
        let mut problems = Vec::new();
        let mut check = |bad: bool, problem: SituationError| {
            if bad {
                problems.push(problem);
            }
        };
        check(f.final_draw && !win.is_self_draw(), FinalDrawNotFromWall);
        check(
            f.final_discard && win != WinMethod::Discard,
            FinalDiscardNotOnDiscard,
        );
        check(f.final_draw && f.final_discard, FinalDrawAndDiscard);
        check(
            win == WinMethod::KongReplacement && kongs == 0,
            ReplacementWithoutKong,
        );
        check(
            win == WinMethod::RobbingKong && self.winning_copies.is_some_and(|n| n != 1),
            RobbedTileHeld,
        );
        check(f.heaven && seat != Wind::East, HeavenNotDealer);
        check(
            f.heaven && (win != WinMethod::SelfDraw || !no_melds),
            HeavenNotDealtTiles,
        );
        check(f.earth && seat == Wind::East, EarthDealer);
        check(
            f.earth && (!matches!(win, WinMethod::Discard | WinMethod::SelfDraw) || !no_melds),
            EarthNotFirstGoRound,
        );
        check(
            f.bonus_replacement && win != WinMethod::SelfDraw,
            BonusReplacementNotSelfDrawn,
        );
        check(
            f.kong_on_kong && (win != WinMethod::KongReplacement || kongs < 2),
            KongOnKong,
        );
        for (i, m) in self.melds.iter().enumerate() {
            match m.from {
                Some(_) if m.kind == MeldKind::ConcealedKong => {
                    check(true, ConcealedKongClaimed(i + 1))
                }
                Some(w) if w == seat => check(true, OwnDiscardClaimed(i + 1)),
                _ => {}
            }
        }
        check(
            f.humanly && (seat == Wind::East || win != WinMethod::Discard || !no_melds),
            Humanly,
        );
        check(
            f.kong_shot && win != WinMethod::Discard,
            KongShotNotOnDiscard,
        );
        check(discarder.is_some_and(out), DiscarderOut);
        check(out(seat), WinnerOut);
        check(f.heaven && f.earth, HeavenAndEarth);
        check(win.is_self_draw() && discarder.is_some(), SelfDrawDiscarder);
        check(discarder == Some(seat), WinnerDiscarder);
        problems
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hand::Flags;

    fn problems(win: WinMethod, situation: Situation) -> Vec<SituationError> {
        SituationView {
            win,
            situation: &situation,
            melds: &[],
            winning_copies: Some(2),
        }
        .problems()
    }

    #[test]
    fn each_impossible_combination_is_named() {
        let heaven = Situation {
            seat_wind: Wind::South,
            flags: Flags {
                heaven: true,
                final_discard: true,
                ..Flags::default()
            },
            ..Situation::default()
        };
        assert_eq!(
            problems(WinMethod::SelfDraw, heaven),
            vec![
                SituationError::FinalDiscardNotOnDiscard,
                SituationError::HeavenNotDealer
            ]
        );
        let discarder = Situation {
            discarder: Some(Wind::East),
            ..Situation::default()
        };
        assert_eq!(
            problems(WinMethod::Discard, discarder),
            vec![SituationError::WinnerDiscarder]
        );
        assert_eq!(
            problems(WinMethod::RobbingKong, Situation::default()),
            vec![SituationError::RobbedTileHeld]
        );
        assert!(problems(WinMethod::Discard, Situation::default()).is_empty());
    }
}
