//! Thirteen orphans: the fewest tiles to draw to hold each terminal and honour, one twice.

use super::{Goal, UNREACHABLE};
use crate::tiles::Counts;

/// Indices of the thirteen terminal and honour kinds.
pub const ORPHANS: [usize; 13] = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];

/// The fewest tiles `c` must draw to be thirteen orphans toward `goal`. See [`Orphans`].
pub fn thirteen_orphans(c: &Counts, goal: &Goal) -> u8 {
    Orphans::of(c, goal).needed()
}

/// What thirteen orphans needs of a hand: one tile for each orphan kind it lacks, one more
/// when it holds no orphan twice (where every orphan kind is live and the caps leave room).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Orphans {
    /// Every orphan kind live and drawable, one of them twice: else never.
    possible: bool,
    lacking: u8,
    /// Orphan kinds held twice or more.
    pairs: u8,
}

impl Orphans {
    pub fn of(c: &Counts, goal: &Goal) -> Orphans {
        let possible = ORPHANS.iter().all(|&i| goal.live(i) && goal.caps[i] >= 1)
            && ORPHANS.iter().any(|&i| goal.caps[i] >= 2);
        Orphans {
            possible,
            lacking: ORPHANS.iter().filter(|&&i| c[i] == 0).count() as u8,
            pairs: ORPHANS.iter().filter(|&&i| c[i] >= 2).count() as u8,
        }
    }

    /// The same hand less one copy of kind `i`, of which it holds `have`.
    pub fn without(self, i: usize, have: u8) -> Orphans {
        if !ORPHANS.contains(&i) {
            return self;
        }
        Orphans {
            lacking: self.lacking + u8::from(have == 1),
            pairs: self.pairs - u8::from(have == 2),
            ..self
        }
    }

    /// The tiles to draw ([`UNREACHABLE`] when impossible).
    pub fn needed(self) -> u8 {
        if self.possible {
            self.lacking + u8::from(self.pairs == 0)
        } else {
            UNREACHABLE
        }
    }
}
