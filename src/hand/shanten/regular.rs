//! The regular form per component: the fewest tiles one suit (or the honours) must draw to
//! hold `m` sets and `p` pairs, every kind within its cap.

/// `table[m][p]`: the fewest tiles a component must draw to hold `m` sets (0–4) and `p`
/// pairs (0–1) within the caps; [`UNREACHABLE`] when the caps forbid it.
pub type Table = [[u8; 2]; 5];

/// No target of that shape: more than any hand ever needs, and small enough that four of it
/// add up in a `u8`.
pub const UNREACHABLE: u8 = 60;

/// States of the programme: (chows started two kinds back, one kind back, sets so far, pair
/// taken), the chows being at most four.
const STATES: usize = 5 * 5 * 5 * 2;

fn state(back2: usize, back1: usize, sets: usize, pair: usize) -> usize {
    ((back2 * 5 + back1) * 5 + sets) * 2 + pair
}

/// The table of one component holding `counts` (one entry per kind, in order), a target
/// holding at most `caps[j]` copies of kind `j`; chows only where `chows` (not the honours).
///
/// A dynamic programme over the kinds: at each kind it chooses the chows that start there,
/// a pung and the pair, and pays the copies of the kind the target holds beyond `counts`.
pub fn component_table(counts: &[u8], caps: &[u8], chows: bool) -> Table {
    let n = counts.len().min(caps.len());
    let mut cost = [UNREACHABLE; STATES];
    cost[state(0, 0, 0, 0)] = 0;
    for j in 0..n {
        let mut next = [UNREACHABLE; STATES];
        let (have, cap) = (counts[j], caps[j]);
        let starts = chows && j + 2 < n;
        for back2 in 0..5 {
            for back1 in 0..5 - back2 {
                for sets in back2 + back1..5 {
                    for pair in 0..2 {
                        let here = cost[state(back2, back1, sets, pair)];
                        if here >= UNREACHABLE {
                            continue;
                        }
                        let running = back2 + back1;
                        let most_chows = if starts { 4 - sets } else { 0 };
                        for chow in 0..=most_chows {
                            for pung in 0..=usize::from(sets + chow < 4) {
                                for new_pair in 0..2 - pair {
                                    let target = running + chow + 3 * pung + 2 * new_pair;
                                    if target > usize::from(cap) {
                                        continue;
                                    }
                                    let paid = (target as u8).saturating_sub(have);
                                    let to = state(back1, chow, sets + chow + pung, pair + new_pair);
                                    next[to] = next[to].min(here + paid);
                                }
                            }
                        }
                    }
                }
            }
        }
        cost = next;
    }
    let mut table = [[UNREACHABLE; 2]; 5];
    for (sets, row) in table.iter_mut().enumerate() {
        for (pair, cell) in row.iter_mut().enumerate() {
            *cell = cost[state(0, 0, sets, pair)];
        }
    }
    table
}
