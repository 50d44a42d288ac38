//! The results-only hand: what a club's score sheet records for a hand — the winner's whole
//! hand and how it was won, the kongs and bonus tiles that earn payments at once, penalties,
//! a drawn hand or (Sichuan) the hands still in at the wall's end — without the play.

use crate::formats::settlement::EndHandSpec;
use crate::formats::{HandFile, MeldSpec};
use crate::hand::{Flags, TableFacts, WinMethod};
use crate::rules::RuleSettings;
use crate::tiles::{Suit, Wind};
use serde::{Deserialize, Serialize};

use super::Penalty;

/// One line of a results-only hand, in the order things happened at the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ResultEntry {
    /// A win: the winner's whole hand, how it was won and (optionally) the score the table gave.
    Win(ResultWin),
    /// Several winners on one discard (Sichuan).
    Wins(Vec<ResultWin>),
    /// A kong, paid at once where the rules pay kongs at once (Singapore, Sichuan).
    Kong(KongEntry),
    /// Bonus tiles set aside by a player (Singapore's bites and sets are paid at once).
    Bonus(BonusEntry),
    /// The hand ended with no winner (the wall ran out, or the table called it off).
    Drawn,
    /// Sichuan: the wall ran out; the hands of the players still in, settled ready or not.
    WallEnd(Vec<EndHandSpec>),
    /// A penalty paid to nobody.
    Penalty(Penalty),
    /// A free-text note.
    Note(String),
}

/// A win as a score sheet writes it: the winner's tiles and the situation, as in a hand file
/// (the rules come from the header, the winds from the hand's seats).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ResultWin {
    pub seat: Wind,
    /// Concealed tiles in mpsz, the winning tile included.
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
    /// Who discarded the winning tile (or added to the robbed kong).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub discarder: Option<Wind>,
    #[serde(default, skip_serializing_if = "is_default")]
    pub table: TableFacts,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub dealt_bonus: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub missing_suit: Option<Suit>,
    /// The score the table wrote down; compared with the rules' score, as a win's in play.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub score: Option<u32>,
}

/// A kong declared during the hand: `Kong(seat: West, meld: ConcealedKong("1111m"))`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct KongEntry {
    pub seat: Wind,
    pub meld: MeldSpec,
}

/// Bonus tiles a player set aside: `Bonus(seat: North, tiles: "F4 S4")`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BonusEntry {
    pub seat: Wind,
    pub tiles: String,
    /// The tiles were in the dealt hand (Singapore doubles a bite dealt whole).
    #[serde(default, skip_serializing_if = "is_default")]
    pub dealt: bool,
}

fn is_default<T: Default + PartialEq>(value: &T) -> bool {
    *value == T::default()
}

impl ResultWin {
    /// The win as a hand file under `rules`, in the hand's `prevailing` wind, with the seats
    /// that already won (Sichuan) out.
    pub fn hand_file(
        &self,
        rules: &RuleSettings,
        prevailing: Wind,
        players_out: Vec<Wind>,
    ) -> HandFile {
        HandFile {
            title: None,
            rules: rules.clone(),
            seat_wind: self.seat,
            prevailing_wind: prevailing,
            concealed: self.concealed.clone(),
            melds: self.melds.clone(),
            winning_tile: self.winning_tile.clone(),
            win: self.win,
            flags: self.flags,
            bonus: self.bonus.clone(),
            discarder: self.discarder,
            table: self.table,
            dealt_bonus: self.dealt_bonus.clone(),
            missing_suit: self.missing_suit,
            players_out,
        }
    }

    /// The win of a hand file's hand, as a results-only hand writes it.
    pub fn of_hand_file(file: &HandFile, score: Option<u32>) -> ResultWin {
        ResultWin {
            seat: file.seat_wind,
            concealed: file.concealed.clone(),
            melds: file.melds.clone(),
            winning_tile: file.winning_tile.clone(),
            win: file.win,
            flags: file.flags,
            bonus: file.bonus.clone(),
            discarder: file.discarder,
            table: file.table,
            dealt_bonus: file.dealt_bonus.clone(),
            missing_suit: file.missing_suit,
            score,
        }
    }
}
