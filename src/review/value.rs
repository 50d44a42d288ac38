//! Win chance and expected receipts of a hand waiting to draw. (Placeholder bodies: replaced
//! by the values' commit.)

use super::{AdviseOptions, Position, Value};
use crate::tiles::Tile;

/// The value of `after`, a position right after a choice: its `concealed` holds 3n + 1 tiles,
/// its `visible` already counts the tile just discarded.
pub fn value_of(_after: &Position, _options: &AdviseOptions) -> Value {
    Value {
        win_chance: 0.0,
        expected: 0.0,
        samples: 0,
        win_chance_error: 0.0,
        expected_error: 0.0,
    }
}

/// What the player is paid in all if `winning` completes `after` (3n + 1 tiles), by
/// self-draw or on a discard from `discarder`; `None` when the engine refuses the win
/// (no win, or below the minimum).
pub fn receipts(
    _after: &Position,
    _winning: Tile,
    _discarder: Option<crate::tiles::Wind>,
) -> Option<u32> {
    None
}
