//! Seven pairs: the fewest tiles to draw to hold seven pairs of live kinds.

use super::{Goal, UNREACHABLE};
use crate::tiles::{Counts, KINDS};

/// The fewest tiles `c` must draw to hold seven pairs toward `goal` ([`UNREACHABLE`] when the
/// live kinds cannot make seven). Each live kind offers a first pair (costing the copies it
/// lacks of two) and, where four alike are two pairs and the cap allows, a second one
/// (costing the copies it lacks of four beyond those); a second pair never costs less than
/// the first of its kind, so the seven cheapest offers make the answer.
pub fn seven_pairs(c: &Counts, goal: &Goal) -> u8 {
    // Offers costing 0, 1 and 2 tiles.
    let mut offers = [0u8; 3];
    for i in (0..KINDS).filter(|&i| goal.forms.live(i)) {
        let have = c[i].min(4);
        let cap = goal.caps[i];
        if cap < 2 {
            continue;
        }
        offers[usize::from(2 - have.min(2))] += 1;
        if goal.forms.four_alike_as_two_pairs && cap >= 4 {
            let second = 4u8.saturating_sub(have.max(2));
            offers[usize::from(second)] += 1;
        }
    }
    let mut left = 7u8;
    let mut needed = 0u8;
    for (cost, &n) in offers.iter().enumerate() {
        let take = n.min(left);
        needed += take * cost as u8;
        left -= take;
    }
    if left > 0 { UNREACHABLE } else { needed }
}
