//! Seven pairs: the fewest tiles to draw to hold seven pairs of live kinds.

use super::{Goal, UNREACHABLE};
use crate::tiles::Counts;

/// The fewest tiles `c` must draw to hold seven pairs toward `goal` ([`UNREACHABLE`] when the
/// live kinds cannot make seven). See [`SevenPairs`].
pub fn seven_pairs(c: &Counts, goal: &Goal) -> u8 {
    SevenPairs::of(c, goal).needed()
}

/// The pairs a hand's kinds offer, by what each costs to draw. Each live kind offers a first
/// pair (costing the copies it lacks of two) and, where four alike are two pairs and the cap
/// allows, a second one (costing the copies it lacks of four beyond those). A second pair
/// never costs less than the first of its kind, so the seven cheapest offers make the answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SevenPairs {
    /// Offers costing 0, 1 and 2 tiles.
    offers: [u8; 3],
}

impl SevenPairs {
    /// The offers of `c` toward `goal`.
    pub fn of(c: &Counts, goal: &Goal) -> SevenPairs {
        let mut offers = [0u8; 3];
        for (i, &have) in c.iter().enumerate() {
            let [first, second] = kind_offers(goal, i, have);
            if let Some(cost) = first {
                offers[cost] += 1;
            }
            if let Some(cost) = second {
                offers[cost] += 1;
            }
        }
        SevenPairs { offers }
    }

    /// The offers of the same hand less one copy of kind `i`, of which it holds `have`.
    pub fn without(self, goal: &Goal, i: usize, have: u8) -> SevenPairs {
        let mut offers = self.offers;
        for cost in kind_offers(goal, i, have).into_iter().flatten() {
            offers[cost] -= 1;
        }
        for cost in kind_offers(goal, i, have.saturating_sub(1))
            .into_iter()
            .flatten()
        {
            offers[cost] += 1;
        }
        SevenPairs { offers }
    }

    /// The seven cheapest offers' cost ([`UNREACHABLE`] when fewer than seven).
    pub fn needed(self) -> u8 {
        let mut left = 7u8;
        let mut needed = 0u8;
        for (cost, n) in (0u8..).zip(self.offers) {
            let take = n.min(left);
            needed += take * cost;
            left -= take;
        }
        if left > 0 { UNREACHABLE } else { needed }
    }
}

/// What kind `i`, held `have` times, offers: the first pair's cost and the second's.
fn kind_offers(goal: &Goal, i: usize, have: u8) -> [Option<usize>; 2] {
    if !goal.live(i) || goal.caps[i] < 2 {
        return [None, None];
    }
    let cap = goal.caps[i];
    let have = have.min(crate::tiles::COPIES);
    let first = usize::from(2 - have.min(2));
    let second = (goal.forms.four_alike_as_two_pairs && cap >= 4)
        .then(|| usize::from(4u8.saturating_sub(have.max(2))));
    [Some(first), second]
}
