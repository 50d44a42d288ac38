//! Waits of a hand one tile short of winning: every tile kind that completes it.

use super::arrange::{
    ORPHANS, Part, component_part, honour_part, is_seven_pairs, is_thirteen_orphans, suit_part,
};
use super::{HandError, Meld, MeldKind, counts_with_melds};
use crate::i18n::I18n;
use crate::i18n::{Localized, Message};
use crate::tiles::{Counts, KINDS, Tile, counts_of, parse_hand_notation};
use serde::Serialize;
use std::sync::LazyLock;
use std::sync::atomic::{AtomicU32, Ordering};

/// A tile that completes the hand, and how many copies of it the hand does not hold.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
pub struct WaitTile {
    #[serde(serialize_with = "serialize_tile")]
    pub tile: Tile,
    pub left: u8,
}

fn serialize_tile<S: serde::Serializer>(tile: &Tile, s: S) -> Result<S::Ok, S::Error> {
    s.collect_str(tile)
}

/// The waits of concealed tiles (13 − 3 × melds of them) beside declared melds. A tile the
/// hand already holds four of (melds included) is not a wait.
pub fn waits(concealed: &Counts, melds: &[Meld], four_alike_as_two_pairs: bool) -> Vec<WaitTile> {
    let all = super::add_melds(*concealed, melds);
    let mut found = [false; KINDS];
    let mut completers = [(0, 0); 3];
    let mut base = [Part::Broken; 4];
    for (suit, entry) in completers.iter_mut().enumerate() {
        let solved = suit_completers(&concealed[suit * 9..suit * 9 + 9]);
        (base[suit], entry.0, entry.1) = solved;
    }
    base[3] = component_part(concealed, 3);
    let broken = base.iter().filter(|&&p| p == Part::Broken).count();
    let mut counts = *concealed;
    // One added tile changes one component: with two broken ones, no regular wait exists.
    for component in (0..4).filter(|&c| broken == 0 || broken == 1 && base[c] == Part::Broken) {
        let range = component * 9..(component * 9 + 9).min(KINDS);
        // With the tile added the component must hold 3n (sets only) or 3n + 2 tiles (sets
        // and the pair); the other components, none broken, must then hold one pair or none.
        let held: usize = counts[range.clone()].iter().map(|&n| n as usize).sum();
        let other_pairs = (0..4)
            .filter(|&c| c != component && base[c] == Part::SetsAndPair)
            .count();
        let with_pair = match (held % 3, other_pairs) {
            (2, 1) => false,
            (1, 0) => true,
            _ => continue,
        };
        let mask = if component == 3 {
            honour_completers(&counts[range.clone()], with_pair)
        } else {
            let (sets, pair) = completers[component];
            if with_pair { pair } else { sets }
        };
        for i in range.filter(|&i| mask >> (i % 9) & 1 == 1) {
            found[i] = all[i] < 4;
        }
    }
    if melds.is_empty() {
        let mut odd = (0..KINDS).filter(|&i| concealed[i] % 2 == 1);
        if let (Some(i), None) = (odd.next(), odd.next()) {
            counts[i] += 1;
            found[i] |= all[i] < 4 && is_seven_pairs(&counts, four_alike_as_two_pairs);
            counts[i] -= 1;
        }
        let orphans: usize = ORPHANS.iter().map(|&i| concealed[i] as usize).sum();
        if orphans == 13 {
            for i in ORPHANS {
                counts[i] += 1;
                found[i] |= all[i] < 4 && is_thirteen_orphans(&counts);
                counts[i] -= 1;
            }
        }
    }
    Tile::all()
        .filter(|t| found[t.index()])
        .map(|tile| WaitTile {
            tile,
            left: 4 - all[tile.index()],
        })
        .collect()
}

/// How one suit's counts `c` split now, and the kinds of its nine (bit i for number i + 1)
/// that, added, leave it sets only (first mask) or sets and one pair (second mask); a fifth
/// copy never counts.
///
/// Looked up in a table filled on first use per pattern (counts read in base 5); counts above
/// four, which no legal hand has, are solved directly.
fn suit_completers(c: &[u8]) -> (Part, u16, u16) {
    let mut key = 0usize;
    for &n in c.iter().rev() {
        if n > 4 {
            return split_masks(solve_suit_completers(c));
        }
        key = key * 5 + n as usize;
    }
    let Some(slot) = SUIT_COMPLETERS.get(key) else {
        return split_masks(solve_suit_completers(c));
    };
    // Entries are deterministic, so a race only computes one twice.
    let mut entry = slot.load(Ordering::Relaxed);
    if entry & SOLVED == 0 {
        entry = solve_suit_completers(c) | SOLVED;
        slot.store(entry, Ordering::Relaxed);
    }
    split_masks(entry)
}

/// Marks a filled entry of `SUIT_COMPLETERS` (an empty one is zero).
const SOLVED: u32 = 1 << 31;

/// `suit_completers` per pattern of nine counts 0–4 (index `Σ c[i]·5^i`): the sets-only mask
/// in bits 0–8, the sets-and-pair mask in bits 9–17, the suit's own split in bits 18–19
/// (0 sets, 1 sets and a pair, 2 broken), `SOLVED` once filled.
static SUIT_COMPLETERS: LazyLock<Vec<AtomicU32>> = LazyLock::new(|| {
    std::iter::repeat_with(|| AtomicU32::new(0))
        .take(5usize.pow(9))
        .collect()
});

/// The suit's split and the two masks of a table entry, sets only and sets and one pair.
fn split_masks(entry: u32) -> (Part, u16, u16) {
    let part = match entry >> 18 & 3 {
        0 => Part::Sets,
        1 => Part::SetsAndPair,
        _ => Part::Broken,
    };
    (part, (entry & 0x1ff) as u16, (entry >> 9 & 0x1ff) as u16)
}

/// The entry `suit_completers` reads, found by solving the suit once per added kind.
fn solve_suit_completers(c: &[u8]) -> u32 {
    let mut t = [0u8; 9];
    t.copy_from_slice(c);
    let mut entry = match suit_part(&t) {
        Part::Sets => 0,
        Part::SetsAndPair => 1 << 18,
        Part::Broken => 2 << 18,
    };
    for i in 0..9 {
        // A kind with no tile within two numbers cannot join a set or a pair.
        if t[i] >= 4
            || !t[i.saturating_sub(2)..=(i + 2).min(8)]
                .iter()
                .any(|&n| n > 0)
        {
            continue;
        }
        t[i] += 1;
        match suit_part(&t) {
            Part::Sets => entry |= 1 << i,
            Part::SetsAndPair => entry |= 1 << (i + 9),
            Part::Broken => {}
        }
        t[i] -= 1;
    }
    entry
}

/// Honours (bit i for kind i) that, added to the seven honour counts `c`, leave them sets
/// and one pair (`with_pair`) or sets only; a fifth copy never counts.
fn honour_completers(c: &[u8], with_pair: bool) -> u16 {
    let want = if with_pair {
        Part::SetsAndPair
    } else {
        Part::Sets
    };
    let mut t = [0u8; 7];
    t.copy_from_slice(c);
    let mut mask = 0;
    for i in 0..7 {
        if (1..4).contains(&t[i]) {
            t[i] += 1;
            if honour_part(&t) == want {
                mask |= 1 << i;
            }
            t[i] -= 1;
        }
    }
    mask
}

/// Errors of the `waits` input.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum WaitsError {
    #[error("{0}")]
    Notation(#[from] crate::tiles::NotationError),
    #[error(transparent)]
    Hand(#[from] HandError),
    #[error("at {column}: a meld must be a chow, a pung or a kong")]
    BadMeld { column: usize },
    #[error(
        "a hand one tile short of winning holds 13 − 3 × melds concealed tiles: {expected} with {melds} meld(s), found {found}"
    )]
    WrongCount {
        melds: usize,
        expected: usize,
        found: usize,
    },
}

/// Waits of a hand written in notation, e.g. `"1112345678999m"` or `"1234m [555p] (7777z) 11s"`.
pub fn waits_of_notation(
    text: &str,
    four_alike_as_two_pairs: bool,
) -> Result<Vec<WaitTile>, WaitsError> {
    let parsed = parse_hand_notation(text)?;
    let mut melds = Vec::new();
    for m in &parsed.melds {
        melds.push(meld_of(&m.tiles, m.concealed).ok_or(WaitsError::BadMeld { column: m.column })?);
    }
    if melds.len() > 4 {
        return Err(HandError::TooManyMelds(melds.len()).into());
    }
    let expected = 13 - 3 * melds.len();
    if parsed.concealed.len() != expected {
        return Err(WaitsError::WrongCount {
            melds: melds.len(),
            expected,
            found: parsed.concealed.len(),
        });
    }
    let concealed = counts_of(&parsed.concealed);
    counts_with_melds(&concealed, &melds)?;
    Ok(waits(&concealed, &melds, four_alike_as_two_pairs))
}

/// The meld that a list of tiles forms: a chow, a pung, a kong (concealed if asked).
pub fn meld_of(tiles: &[Tile], concealed: bool) -> Option<Meld> {
    let first = *tiles.iter().min()?;
    let alike = tiles.iter().all(|&t| t == first);
    let kind = match (tiles.len(), alike, concealed) {
        (4, true, true) => MeldKind::ConcealedKong,
        (4, true, false) => MeldKind::ExposedKong,
        (3, true, false) => MeldKind::Pung,
        (3, false, false) => {
            let mut sorted = [tiles[0], tiles[1], tiles[2]];
            sorted.sort();
            let run = first.starts_chow()
                && sorted[1].index() == first.index() + 1
                && sorted[2].index() == first.index() + 2;
            if !run {
                return None;
            }
            MeldKind::Chow
        }
        _ => return None,
    };
    Some(Meld::new(kind, first))
}

/// The JSON answer of `tilewise waits`.
#[derive(Serialize, Debug, PartialEq, Eq)]
pub struct WaitsReport {
    pub valid: bool,
    pub error: Option<String>,
    pub hand: String,
    pub waits: Vec<WaitTile>,
    /// Copies of the waited tiles not in the hand.
    pub tiles_left: u32,
}

/// The waits of one notation, as a report.
pub fn waits_report(notation: &str, four_alike_as_two_pairs: bool) -> WaitsReport {
    waits_report_in(notation, four_alike_as_two_pairs, I18n::english())
}

/// The waits of one notation, as a report whose error is in a language; seven pairs may hold
/// four alike as two pairs where the rules say so
/// (`crate::rules::RuleSettings::four_alike_as_two_pairs`).
pub fn waits_report_in(notation: &str, four_alike_as_two_pairs: bool, i18n: &I18n) -> WaitsReport {
    match waits_of_notation(notation, four_alike_as_two_pairs) {
        Ok(waits) => WaitsReport {
            valid: true,
            error: None,
            hand: notation.to_string(),
            tiles_left: waits.iter().map(|w| w.left as u32).sum(),
            waits,
        },
        Err(e) => WaitsReport {
            valid: false,
            error: Some(i18n.text(&e)),
            // What is no hand is quoted, not echoed: a 1 MB line gives a short answer.
            hand: crate::files::quote(notation),
            waits: Vec::new(),
            tiles_left: 0,
        },
    }
}

impl Localized for WaitsError {
    fn message(&self) -> Message {
        let m = Message::new;
        match self {
            WaitsError::Notation(e) => e.message(),
            WaitsError::Hand(e) => e.message(),
            WaitsError::BadMeld { column } => m("error-waits-bad-meld").int("column", *column),
            WaitsError::WrongCount {
                melds,
                expected,
                found,
            } => m("error-waits-wrong-count")
                .int("melds", *melds)
                .int("expected", *expected)
                .int("found", *found),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn wait_text(s: &str) -> String {
        waits_of_notation(s, true)
            .unwrap()
            .iter()
            .map(|w| w.tile.to_string())
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// Every suit pattern of at most `max` tiles with counts 0–4, lowest number first.
    fn suit_patterns(max: u8) -> Vec<[u8; 9]> {
        let mut out = vec![[0u8; 9]];
        for i in 0..9 {
            let mut next = Vec::new();
            for p in &out {
                let used: u8 = p.iter().sum();
                for n in 0..=4u8.min(max - used) {
                    let mut q = *p;
                    q[i] = n;
                    next.push(q);
                }
            }
            out = next;
        }
        out
    }

    #[test]
    fn suit_completers_match_solving_each_added_tile() {
        let patterns = suit_patterns(11);
        assert!(patterns.len() > 100_000);
        // Twice: the first pass fills the table, the second reads it.
        for _ in 0..2 {
            for c in &patterns {
                let (own, sets, pair) = suit_completers(c);
                assert!(own == suit_part(c), "{c:?}");
                for i in 0..9 {
                    let mut t = *c;
                    t[i] += 1;
                    let part = if c[i] < 4 {
                        suit_part(&t)
                    } else {
                        Part::Broken
                    };
                    assert_eq!(sets >> i & 1 == 1, part == Part::Sets, "{c:?} + {i}");
                    assert_eq!(pair >> i & 1 == 1, part == Part::SetsAndPair, "{c:?} + {i}");
                }
            }
        }
    }

    #[test]
    fn suit_completers_beyond_four_copies_are_solved_directly() {
        // Five 1s (no legal hand) miss the table: 5 + 1 splits as two pungs of 1.
        let (own, sets, _) = suit_completers(&[5, 0, 0, 0, 0, 0, 0, 0, 0]);
        assert!(own == Part::SetsAndPair, "11111: 111 11");
        assert_eq!(sets, 0, "a sixth copy is never added");
        let (own, sets, pair) = suit_completers(&[5, 1, 1, 0, 0, 0, 0, 0, 0]);
        assert!(own == Part::Broken, "11111 23: seven tiles");
        assert_eq!(sets & 1, 0);
        assert_eq!(pair, 0b1000, "11111 23 + 4: 111 11 234");
        assert_eq!(sets, 0);
    }

    #[test]
    fn honour_completers_make_the_pair_or_a_pung() {
        let c = [1, 3, 0, 0, 0, 0, 0];
        assert_eq!(honour_completers(&c, true), 0b001);
        assert_eq!(honour_completers(&c, false), 0);
        let c = [2, 3, 0, 0, 0, 0, 0];
        assert_eq!(honour_completers(&c, true), 0);
        assert_eq!(honour_completers(&c, false), 0b001);
        let c = [4, 1, 0, 0, 0, 0, 0];
        assert_eq!(
            honour_completers(&c, true),
            0,
            "no fifth copy, and 4 + 2 is no set"
        );
        let c = [2, 2, 3, 0, 0, 0, 0];
        assert_eq!(honour_completers(&c, true), 0b011);
        assert_eq!(honour_completers(&c, false), 0);
    }

    #[test]
    fn nine_gates_waits_on_every_tile() {
        assert_eq!(wait_text("1112345678999m"), "1m 2m 3m 4m 5m 6m 7m 8m 9m");
    }

    #[test]
    fn common_waits() {
        assert_eq!(wait_text("23m456p789s11122z"), "1m 4m");
        assert_eq!(wait_text("13m456p789s11122z"), "2m");
        assert_eq!(wait_text("123m456p789s1112z"), "2z");
        assert_eq!(
            wait_text("19m19p19s1234567z"),
            "1m 9m 1p 9p 1s 9s 1z 2z 3z 4z 5z 6z 7z"
        );
        assert_eq!(wait_text("19m19p19s1234566z"), "7z");
        assert_eq!(wait_text("1122m3344p5566s7z"), "7z");
    }

    #[test]
    fn a_tile_held_four_times_is_not_a_wait() {
        // 1111m + 23m: 1m cannot be waited on (all four held); 4m still is.
        assert_eq!(wait_text("111123m456p789s1z"), "1z");
        assert_eq!(wait_text("23m456p789s11z [1111m]"), "4m");
        assert_eq!(wait_text("2345m [1111m] [456p] [789s]"), "2m 5m");
    }

    #[test]
    fn melds_and_errors() {
        assert_eq!(wait_text("1m [234m] [555p] (7777z) [789s]"), "1m");
        assert!(waits_of_notation("123m", true).is_err());
        assert!(matches!(
            waits_of_notation("11111m23456789p", true),
            Err(WaitsError::Hand(HandError::FifthCopy { .. }))
        ));
        assert!(matches!(
            waits_of_notation("[124m] 1m456p789s11z", true),
            Err(WaitsError::BadMeld { column: 1 })
        ));
    }
}
