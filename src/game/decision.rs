//! What a player decides at the table: the kind of decision ([`Moment`]) and each choice it
//! offers ([`Choice`]). The advisor ranks choices; the simulator lets a seat be played by
//! someone other than its bot (the advisor in a duel, a rollout's first move) through them.

use crate::tiles::{Tile, Wind};

/// The kind of decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Moment {
    /// The player's own turn, holding 3n + 2 tiles: discard, declare a kong, or win by
    /// self-draw.
    Discard,
    /// Another seat discarded `tile`: win, kong, pung, chow or pass.
    Claim { from: Wind, tile: Tile },
    /// Another seat added `tile` to its exposed pung: rob the kong (win) or pass.
    Rob { from: Wind, tile: Tile },
}

/// One choice at a decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Choice {
    Discard(Tile),
    /// Declare a kong of this tile (concealed, added to an exposed pung, or on a discard).
    Kong(Tile),
    /// Win (on the offered discard or robbed kong, or by self-draw).
    Win,
    Pung,
    /// Claim a chow whose lowest tile is this one.
    Chow(Tile),
    Pass,
}
