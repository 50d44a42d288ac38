//! Waits of a hand one tile short of winning: every tile kind that completes it.

use super::arrange::{
    ORPHANS, Part, component_part, is_seven_pairs, is_thirteen_orphans, parts_complete,
};
use super::{HandError, Meld, MeldKind, counts_with_melds};
use crate::tiles::{Counts, KINDS, Tile, counts_of, parse_hand_notation};
use serde::Serialize;

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
    let base = [0, 1, 2, 3].map(|c| component_part(concealed, c));
    let broken = base.iter().filter(|&&p| p == Part::Broken).count();
    let mut counts = *concealed;
    // One added tile changes one component: with two broken ones, no regular wait exists.
    for component in (0..4).filter(|&c| broken == 0 || broken == 1 && base[c] == Part::Broken) {
        let range = component * 9..(component * 9 + 9).min(KINDS);
        // With the tile added the component must hold 3n or 3n + 2 tiles.
        let held: usize = counts[range.clone()].iter().map(|&n| n as usize).sum();
        if held.is_multiple_of(3) {
            continue;
        }
        for i in range.clone() {
            let near = if component == 3 {
                counts[i] > 0
            } else {
                let lo = i.saturating_sub(2).max(range.start);
                let hi = (i + 2).min(range.end - 1);
                counts[lo..=hi].iter().any(|&c| c > 0)
            };
            if !near || all[i] >= 4 {
                continue;
            }
            counts[i] += 1;
            let mut parts = base;
            parts[component] = component_part(&counts, component);
            found[i] = parts_complete(parts);
            counts[i] -= 1;
        }
    }
    if melds.is_empty() {
        let odd: Vec<usize> = (0..KINDS).filter(|&i| concealed[i] % 2 == 1).collect();
        if let [i] = odd[..] {
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
