//! The project's file formats (`docs/formats.md`): the hand file, the game record, the
//! settlement file and the examples file, each read and written through [`crate::ron_text`]
//! (RON with the extensions of `docs/formats.md`, errors naming the line and column, numbers
//! checked against their ranges; canonical writing, as the app saves them).
//!
//! The drill set (`crate::drill::set`), the house rules (`crate::rules::house`), the learner's
//! progress (`crate::progress`) and the tile set manifest (`crate::tileset`) keep their types
//! beside the code that checks them, which needs the drill, the rules and the images.

pub mod examples;
pub mod game_record;
mod hand_file;
pub mod settlement;

pub use hand_file::{
    HandFile, HandParts, MeldSpec, MeldTiles, melds_of_specs, parse_hand_file, sheet_of_text,
    sheet_of_text_in,
};

/// What checking a file (a game record, a drill set) found, from best to worst.
#[derive(serde::Serialize, Debug, Default, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
#[serde(rename_all = "snake_case")]
pub enum CheckStatus {
    /// The record replays and every recorded score is what the rules give.
    #[default]
    Agrees,
    /// The record replays, but some recorded scores are not what the rules give.
    Disagrees,
    /// The record is read but cannot be replayed (an illegal or impossible step).
    Invalid,
    /// The file cannot be read, or is not a game record (I/O or syntax).
    Unreadable,
}

impl CheckStatus {
    /// The exit code of `tilewise check`: 0 agrees, 3 disagrees, 1 invalid, 2 unreadable.
    pub fn code(self) -> u8 {
        match self {
            CheckStatus::Agrees => 0,
            CheckStatus::Disagrees => 3,
            CheckStatus::Invalid => 1,
            CheckStatus::Unreadable => 2,
        }
    }
}
