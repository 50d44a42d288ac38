//! The regular form per component: the fewest tiles one suit (or the honours) must draw to
//! hold `m` sets and `p` pairs, every kind within its cap.

/// `table[m][p]`: the fewest tiles a component must draw to hold `m` sets (0–4) and `p`
/// pairs (0–1) within the caps; [`UNREACHABLE`] when the caps forbid it.
pub type Table = [[u8; 2]; 5];

/// No target of that shape: more than any hand ever needs, and small enough that four of it
/// add up in a `u8`.
pub const UNREACHABLE: u8 = 60;

/// The most chows a target starts at one kind: three alike are the same tiles as three
/// pungs, so a target with them has a twin with fewer chows and the same count.
const MOST_CHOWS: usize = 2;

/// States of the programme besides the sets: (chows started two kinds back, one kind back,
/// pair taken).
const STATES: usize = (MOST_CHOWS + 1) * (MOST_CHOWS + 1) * 2;

fn state(back2: usize, back1: usize, pair: usize) -> usize {
    (back2 * (MOST_CHOWS + 1) + back1) * 2 + pair
}

/// The tiles to draw by sets so far, one byte per count of sets (bytes 0–4; bytes 5–7 hold
/// more sets than a hand has and are never read). Every byte stays below 128: it starts at
/// most [`UNREACHABLE`] and each of at most nine kinds adds at most four.
type Row = u64;

const ONES: Row = 0x0101_0101_0101_0101;
const HIGH: Row = 0x8080_8080_8080_8080;
const UNREACHABLE_ROW: Row = UNREACHABLE as Row * ONES;
/// The high bits of bytes 0–4: the bytes that are read.
const READ_HIGH: Row = 0x0000_0080_8080_8080;

/// The least of `a` and `b`, byte by byte (every byte below 128).
fn least(a: Row, b: Row) -> Row {
    // Bit 7 of each byte of `(a | HIGH) - b` says a ≥ b there; no byte borrows from the next.
    let a_not_less = ((a | HIGH) - b) & HIGH;
    let take_b = (a_not_less >> 7) * 0xFF;
    (b & take_b) | (a & !take_b)
}

/// `row` with `sets` more sets: byte `s` moves to `s + sets`, the bytes left behind are
/// unreachable.
fn more_sets(row: Row, sets: usize) -> Row {
    if sets == 0 {
        row
    } else {
        (row << (8 * sets)) | (UNREACHABLE_ROW >> (64 - 8 * sets))
    }
}

/// Whether some read byte of `row` is reachable.
fn reachable(row: Row) -> bool {
    let unreachable = ((row | HIGH) - UNREACHABLE_ROW) & HIGH;
    unreachable & READ_HIGH != READ_HIGH
}

/// The table of one component holding `counts` (one entry per kind, in order), a target
/// holding at most `caps[j]` copies of kind `j`; chows only where `chows` (not the honours).
///
/// A dynamic programme over the kinds: at each kind it chooses the chows that start there,
/// a pung and the pair, and pays the copies of the kind the target holds beyond `counts`.
/// What it pays depends on those choices and the chows running through the kind, not on the
/// sets so far, so each state carries a `Row` by sets and a choice moves the whole row.
pub fn component_table(counts: &[u8], caps: &[u8], chows: bool) -> Table {
    let n = counts.len().min(caps.len());
    let mut cost = [UNREACHABLE_ROW; STATES];
    cost[state(0, 0, 0)] = UNREACHABLE_ROW & !0xFF;
    // The states whose rows hold something reachable.
    let mut live: u32 = 1 << state(0, 0, 0);
    for j in 0..n {
        let mut next = [UNREACHABLE_ROW; STATES];
        let (have, cap) = (
            usize::from(counts[j]),
            usize::from(caps[j].min(crate::tiles::COPIES)),
        );
        let starts = chows && j + 2 < n;
        let mut states = live;
        while states != 0 {
            let at = states.trailing_zeros() as usize;
            states &= states - 1;
            let (back2, back1, pair) = (
                at / (2 * (MOST_CHOWS + 1)),
                (at / 2) % (MOST_CHOWS + 1),
                at % 2,
            );
            let row = cost[at];
            let running = back2 + back1;
            for new_pair in 0..2 - pair {
                for pung in 0..2 {
                    let base = running + 3 * pung + 2 * new_pair;
                    if base > cap {
                        continue;
                    }
                    let most_chows = if starts {
                        (cap - base).min(MOST_CHOWS)
                    } else {
                        0
                    };
                    for chow in 0..=most_chows {
                        let paid = (base + chow).saturating_sub(have) as Row;
                        let to = state(back1, chow, pair + new_pair);
                        next[to] = least(next[to], more_sets(row + paid * ONES, chow + pung));
                    }
                }
            }
        }
        live = 0;
        for (at, &row) in next.iter().enumerate() {
            if reachable(row) {
                live |= 1 << at;
            }
        }
        cost = next;
    }
    let mut table = [[UNREACHABLE; 2]; 5];
    for (sets, row) in table.iter_mut().enumerate() {
        for (pair, cell) in row.iter_mut().enumerate() {
            let byte = (cost[state(0, 0, pair)] >> (8 * sets)) & 0xFF;
            *cell = (byte as u8).min(UNREACHABLE);
        }
    }
    table
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_byte_by_byte() {
        let a = 0x0102_0304_0506_0708;
        let b = 0x0803_0305_0406_0009;
        assert_eq!(least(a, b), 0x0102_0304_0406_0008);
        assert_eq!(
            more_sets(0x0706_0504_0302_0100, 2) & 0xFFFF_FFFF,
            0x0100_3C3C
        );
        assert!(reachable(UNREACHABLE_ROW & !0xFF));
        assert!(!reachable(UNREACHABLE_ROW));
        // Bytes 5–7 are not read.
        assert!(!reachable(UNREACHABLE_ROW & !(0xFF << 40)));
    }
}
