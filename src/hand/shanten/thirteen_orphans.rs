//! Thirteen orphans: the fewest tiles to draw to hold each terminal and honour, one twice.

use super::{Goal, UNREACHABLE};
use crate::tiles::Counts;

/// Indices of the thirteen terminal and honour kinds.
pub const ORPHANS: [usize; 13] = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];

/// The fewest tiles `c` must draw to be thirteen orphans toward `goal`: one for each orphan
/// kind it lacks, one more when it holds no orphan twice ([`UNREACHABLE`] when a kind is dead
/// or capped out).
pub fn thirteen_orphans(c: &Counts, goal: &Goal) -> u8 {
    if ORPHANS
        .iter()
        .any(|&i| !goal.forms.live(i) || goal.caps[i] == 0)
    {
        return UNREACHABLE;
    }
    let lacking = ORPHANS.iter().filter(|&&i| c[i] == 0).count() as u8;
    // The pair: an orphan held twice, else one held once or lacking whose cap allows two.
    let pair = if ORPHANS.iter().any(|&i| c[i] >= 2 && goal.caps[i] >= 2) {
        0
    } else if ORPHANS.iter().any(|&i| goal.caps[i] >= 2) {
        1
    } else {
        return UNREACHABLE;
    };
    lacking + pair
}
