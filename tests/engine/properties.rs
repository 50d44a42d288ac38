//! Property tests of the engine against independent brute-force references:
//! scoring is invariant under suit permutation and number mirroring, `arrangements`,
//! `is_complete` and `waits` agree with exhaustive enumeration.

use proptest::prelude::*;
use proptest::sample::Index;
use std::collections::{BTreeMap, BTreeSet};
use tilewise::hand::{
    Arrangement, Flags, Form, Hand, Meld, MeldKind, Shape, Situation, WinMethod, arrangements,
    is_complete, waits,
};
use tilewise::rules::{RuleSettings, score};
use tilewise::tiles::{Counts, KINDS, Tile, Wind};

// ---------------------------------------------------------------------------------------------
// Small helpers, written without the crate's own grouping logic.
// ---------------------------------------------------------------------------------------------

fn tile(i: usize) -> Tile {
    Tile::from_index(i).expect("tile index below 34")
}

fn is_orphan(i: usize) -> bool {
    i >= 27 || matches!(i % 9, 0 | 8)
}

/// A set or pair written as (shape, lowest tile index).
type Part = (Shape, Tile);

fn part_kinds(shape: Shape, first: usize) -> Vec<usize> {
    match shape {
        Shape::Chow => vec![first, first + 1, first + 2],
        Shape::Pung => vec![first; 3],
        Shape::Kong => vec![first; 4],
        Shape::Pair => vec![first; 2],
        Shape::Orphans => unreachable!("not used by the reference"),
    }
}

fn part_contains(shape: Shape, first: usize, t: usize) -> bool {
    part_kinds(shape, first).contains(&t)
}

/// Every set a regular hand can hold: 34 pungs and 21 chows.
fn candidate_sets() -> Vec<(Shape, usize)> {
    let mut out: Vec<(Shape, usize)> = (0..KINDS).map(|i| (Shape::Pung, i)).collect();
    for suit in 0..3 {
        for n in 0..7 {
            out.push((Shape::Chow, suit * 9 + n));
        }
    }
    out
}

/// Brute force: every multiset of `sets` candidate sets (non-decreasing candidate index) whose
/// removal leaves exactly one pair. Each decomposition is a sorted list of (shape, tile).
fn reference_decompositions(counts: &Counts, sets: usize, first_only: bool) -> BTreeSet<Vec<Part>> {
    let mut out = BTreeSet::new();
    let total: usize = counts.iter().map(|&c| c as usize).sum();
    if total != 3 * sets + 2 || counts.iter().any(|&c| c > 4) {
        return out;
    }
    let candidates = candidate_sets();
    let mut c = *counts;
    let mut path = Vec::new();
    fn rec(
        c: &mut Counts,
        left: usize,
        start: usize,
        candidates: &[(Shape, usize)],
        path: &mut Vec<Part>,
        out: &mut BTreeSet<Vec<Part>>,
        first_only: bool,
    ) {
        if first_only && !out.is_empty() {
            return;
        }
        if left == 0 {
            let rest: Vec<usize> = (0..KINDS).filter(|&i| c[i] > 0).collect();
            if let [i] = rest[..]
                && c[i] == 2
            {
                let mut d = path.clone();
                d.push((Shape::Pair, tile(i)));
                d.sort();
                out.insert(d);
            }
            return;
        }
        for (idx, &(shape, first)) in candidates.iter().enumerate().skip(start) {
            let kinds = part_kinds(shape, first);
            let mut need = [0u8; KINDS];
            for &k in &kinds {
                need[k] += 1;
            }
            if kinds.iter().any(|&k| c[k] < need[k]) {
                continue;
            }
            kinds.iter().for_each(|&k| c[k] -= 1);
            path.push((shape, tile(first)));
            rec(c, left - 1, idx, candidates, path, out, first_only);
            path.pop();
            kinds.iter().for_each(|&k| c[k] += 1);
        }
    }
    rec(
        &mut c,
        sets,
        0,
        &candidates,
        &mut path,
        &mut out,
        first_only,
    );
    out
}

fn reference_seven_pairs(counts: &Counts, four_alike: bool) -> bool {
    let total: usize = counts.iter().map(|&c| c as usize).sum();
    total == 14
        && counts
            .iter()
            .all(|&c| c == 0 || c == 2 || (four_alike && c == 4))
}

fn reference_thirteen_orphans(counts: &Counts) -> bool {
    let total: usize = counts.iter().map(|&c| c as usize).sum();
    total == 14
        && (0..KINDS).all(|i| {
            if is_orphan(i) {
                counts[i] >= 1
            } else {
                counts[i] == 0
            }
        })
}

/// Reference completeness of concealed counts beside `melds` declared sets.
fn reference_complete(counts: &Counts, melds: usize, four_alike: bool) -> bool {
    !reference_decompositions(counts, 4 - melds, true).is_empty()
        || (melds == 0
            && (reference_seven_pairs(counts, four_alike) || reference_thirteen_orphans(counts)))
}

fn meld_counts(melds: &[Meld]) -> Counts {
    let mut all = [0u8; KINDS];
    for m in melds {
        for t in m.tiles() {
            all[t.index()] += 1;
        }
    }
    all
}

fn counts_of(kinds: &[usize]) -> Counts {
    let mut c = [0u8; KINDS];
    for &k in kinds {
        c[k] += 1;
    }
    c
}

fn tiles_of(counts: &Counts) -> Vec<Tile> {
    (0..KINDS)
        .flat_map(|i| std::iter::repeat_n(tile(i), counts[i] as usize))
        .collect()
}

fn wind(i: usize) -> Wind {
    Wind::ALL[i % 4]
}

fn win_method(self_draw: bool) -> WinMethod {
    if self_draw {
        WinMethod::SelfDraw
    } else {
        WinMethod::Discard
    }
}

#[allow(clippy::too_many_arguments)]
fn build_hand(
    concealed: &Counts,
    melds: &[Meld],
    winning: Index,
    self_draw: bool,
    seat: usize,
    prevailing: usize,
) -> Option<Hand> {
    let mut all = meld_counts(melds);
    for i in 0..KINDS {
        all[i] += concealed[i];
    }
    if all.iter().any(|&c| c > 4) {
        return None;
    }
    let tiles = tiles_of(concealed);
    let winning_tile = *winning.get(&tiles);
    let situation = Situation {
        seat_wind: wind(seat),
        prevailing_wind: wind(prevailing),
        flags: Flags::default(),
        ..Situation::default()
    };
    let hand = Hand::new(
        &tiles,
        melds,
        &[],
        winning_tile,
        win_method(self_draw),
        situation,
    );
    Some(hand.unwrap_or_else(|e| panic!("Hand::new rejected a legal hand: {e}")))
}

// ---------------------------------------------------------------------------------------------
// Strategies.
// ---------------------------------------------------------------------------------------------

#[derive(Clone, Copy, Debug)]
enum SetSpec {
    Chow(usize),
    Pung(usize),
}

impl SetSpec {
    fn kinds(self) -> Vec<usize> {
        match self {
            SetSpec::Chow(t) => part_kinds(Shape::Chow, t),
            SetSpec::Pung(t) => part_kinds(Shape::Pung, t),
        }
    }

    fn shifted(self, suit: usize) -> SetSpec {
        let shift = |t: usize| if t < 27 { t + 9 * suit } else { t };
        match self {
            SetSpec::Chow(t) => SetSpec::Chow(shift(t)),
            SetSpec::Pung(t) => SetSpec::Pung(shift(t)),
        }
    }

    /// As a declared meld; `kong` picks pung / exposed kong / concealed kong for a pung (and,
    /// when `added` is set, also added kong).
    fn meld(self, kong: u8, added: bool) -> Meld {
        match self {
            SetSpec::Chow(t) => Meld::new(MeldKind::Chow, tile(t)),
            SetSpec::Pung(t) => Meld::new(
                match kong % if added { 4 } else { 3 } {
                    0 => MeldKind::Pung,
                    1 => MeldKind::ExposedKong,
                    2 => MeldKind::ConcealedKong,
                    _ => MeldKind::AddedKong,
                },
                tile(t),
            ),
        }
    }
}

/// Four sets and a pair, either spread over all 34 kinds or in one suit plus honours (so that
/// overlapping chows, pure/mixed one-suit and similar patterns show up often).
fn sets_and_pair() -> impl Strategy<Value = (Vec<SetSpec>, usize)> {
    let any_set = prop_oneof![
        (0..3usize, 0..7usize).prop_map(|(s, n)| SetSpec::Chow(s * 9 + n)),
        (0..KINDS).prop_map(SetSpec::Pung),
    ];
    let local_set = prop_oneof![
        3 => (0..7usize).prop_map(SetSpec::Chow),
        2 => (0..9usize).prop_map(SetSpec::Pung),
        1 => (27..34usize).prop_map(SetSpec::Pung),
    ];
    let spread = (prop::collection::vec(any_set, 4), 0..KINDS);
    let local = (
        prop::collection::vec(local_set, 4),
        prop_oneof![3 => 0..9usize, 1 => 27..34usize],
        0..3usize,
    )
        .prop_map(|(sets, pair, suit)| {
            let sets = sets.into_iter().map(|s| s.shifted(suit)).collect();
            let pair = if pair < 27 { pair + 9 * suit } else { pair };
            (sets, pair)
        });
    prop_oneof![spread, local]
}

/// A winning hand of four sets and a pair, 0–2 of the sets declared as melds.
fn regular_hand() -> impl Strategy<Value = Hand> {
    (
        sets_and_pair(),
        0..=2usize,
        prop::collection::vec(any::<u8>(), 4),
        any::<Index>(),
        any::<bool>(),
        0..4usize,
        0..4usize,
    )
        .prop_filter_map(
            "more than four copies of a kind",
            |((sets, pair), n_melds, kongs, winning, self_draw, seat, prevailing)| {
                let melds: Vec<Meld> = sets[..n_melds]
                    .iter()
                    .zip(&kongs)
                    .map(|(s, &k)| s.meld(k, false))
                    .collect();
                let mut kinds: Vec<usize> =
                    sets[n_melds..].iter().flat_map(|s| s.kinds()).collect();
                kinds.extend([pair, pair]);
                build_hand(
                    &counts_of(&kinds),
                    &melds,
                    winning,
                    self_draw,
                    seat,
                    prevailing,
                )
            },
        )
}

/// Seven distinct pairs (sometimes within one suit plus honours), or six kinds with one of them
/// held four times (a seven-pairs hand with four alike).
fn seven_pairs_hand() -> impl Strategy<Value = Hand> {
    let all: Vec<usize> = (0..KINDS).collect();
    let pool = prop_oneof![
        Just(all),
        (0..3usize).prop_map(|s| (s * 9..s * 9 + 9).chain(27..34).collect::<Vec<_>>()),
    ];
    (
        pool,
        any::<bool>(),
        any::<Index>(),
        any::<Index>(),
        any::<bool>(),
        0..4usize,
        0..4usize,
    )
        .prop_flat_map(
            |(pool, four, doubled, winning, self_draw, seat, prevailing)| {
                let n = if four { 6 } else { 7 };
                (
                    prop::sample::subsequence(pool, n),
                    Just((four, doubled, winning, self_draw, seat, prevailing)),
                )
            },
        )
        .prop_filter_map(
            "never",
            |(kinds, (four, doubled, winning, self_draw, seat, prevailing))| {
                let mut c = [0u8; KINDS];
                kinds.iter().for_each(|&k| c[k] = 2);
                if four {
                    c[*doubled.get(&kinds)] = 4;
                }
                build_hand(&c, &[], winning, self_draw, seat, prevailing)
            },
        )
}

fn thirteen_orphans_hand() -> impl Strategy<Value = Hand> {
    (
        any::<Index>(),
        any::<Index>(),
        any::<bool>(),
        0..4usize,
        0..4usize,
    )
        .prop_filter_map("never", |(paired, winning, self_draw, seat, prevailing)| {
            let orphans: Vec<usize> = (0..KINDS).filter(|&i| is_orphan(i)).collect();
            let mut c = [0u8; KINDS];
            orphans.iter().for_each(|&k| c[k] = 1);
            c[*paired.get(&orphans)] = 2;
            build_hand(&c, &[], winning, self_draw, seat, prevailing)
        })
}

fn winning_hand() -> impl Strategy<Value = Hand> {
    prop_oneof![
        8 => regular_hand(),
        2 => seven_pairs_hand(),
        1 => thirteen_orphans_hand(),
    ]
}

/// Kinds to draw random tiles from: one suit, two suits, one suit plus honours, or all.
fn pool() -> impl Strategy<Value = Vec<usize>> {
    let suit = |s: usize| (s * 9..s * 9 + 9).collect::<Vec<_>>();
    prop_oneof![
        3 => (0..3usize).prop_map(suit),
        2 => (0..3usize, 1..3usize).prop_map(move |(a, d)| {
            let mut v = suit(a);
            v.extend(suit((a + d) % 3));
            v
        }),
        2 => (0..3usize).prop_map(move |s| {
            let mut v = suit(s);
            v.extend(27..34);
            v
        }),
        1 => Just((0..KINDS).collect::<Vec<_>>()),
    ]
}

/// `n` random tiles (at most four of a kind) drawn from a random pool.
fn random_counts(n: usize) -> impl Strategy<Value = Counts> {
    pool().prop_flat_map(move |pool| {
        let wall: Vec<usize> = pool.iter().flat_map(|&k| [k; 4]).collect();
        Just(wall)
            .prop_shuffle()
            .prop_map(move |w| counts_of(&w[..n]))
    })
}

/// Random declared melds (0–4, any kind) and `14 − 3 × melds − missing` random concealed
/// tiles.
fn random_concealed_and_melds(missing: usize) -> impl Strategy<Value = (Counts, Vec<Meld>)> {
    let any_set = prop_oneof![
        (0..3usize, 0..7usize).prop_map(|(s, n)| SetSpec::Chow(s * 9 + n)),
        (0..KINDS).prop_map(SetSpec::Pung),
    ];
    let melds = prop::collection::vec((any_set, any::<u8>()), 0..=4).prop_map(|v| {
        v.into_iter()
            .map(|(s, k)| s.meld(k, true))
            .collect::<Vec<Meld>>()
    });
    prop_oneof![
        3 => random_counts(14 - missing).prop_map(|c| (c, Vec::new())),
        1 => melds.prop_flat_map(move |melds| {
            let n = 14 - missing - 3 * melds.len();
            (random_counts(n), Just(melds))
        }),
    ]
    .prop_filter("more than four copies of a kind", |(c, melds)| {
        let m = meld_counts(melds);
        (0..KINDS).all(|i| c[i] + m[i] <= 4)
    })
}

/// A winning hand with one concealed tile swapped for a nearby (or any) kind: complete again
/// whenever the remaining 13 tiles wait on the new kind.
fn perturbed_concealed_and_melds() -> impl Strategy<Value = (Counts, Vec<Meld>)> {
    (
        winning_hand(),
        any::<Index>(),
        -2..=2isize,
        any::<bool>(),
        0..KINDS,
    )
        .prop_filter_map(
            "more than four copies of a kind",
            |(hand, drop, offset, near, any_kind)| {
                let tiles = tiles_of(&hand.concealed);
                let dropped = drop.get(&tiles).index();
                let added = if near {
                    usize::try_from(dropped as isize + offset).ok()?
                } else {
                    any_kind
                };
                if added >= KINDS {
                    return None;
                }
                let mut c = hand.concealed;
                c[dropped] -= 1;
                c[added] += 1;
                let m = meld_counts(&hand.melds);
                (0..KINDS)
                    .all(|i| c[i] + m[i] <= 4)
                    .then(|| (c, hand.melds.to_vec()))
            },
        )
}

/// A random (often not winning) hand: random or perturbed concealed tiles, a winning tile
/// among them.
fn random_hand() -> impl Strategy<Value = Hand> {
    (
        prop_oneof![1 => random_concealed_and_melds(0), 2 => perturbed_concealed_and_melds()],
        any::<Index>(),
        any::<bool>(),
        0..4usize,
        0..4usize,
    )
        .prop_filter_map(
            "never",
            |((c, melds), winning, self_draw, seat, prevailing)| {
                build_hand(&c, &melds, winning, self_draw, seat, prevailing)
            },
        )
}

/// A hand one tile short: a winning hand less one concealed tile, or random tiles.
fn waiting_hand() -> impl Strategy<Value = (Counts, Vec<Meld>)> {
    let from_winning = (winning_hand(), any::<Index>()).prop_map(|(hand, drop)| {
        let tiles = tiles_of(&hand.concealed);
        let mut c = hand.concealed;
        c[drop.get(&tiles).index()] -= 1;
        (c, hand.melds.to_vec())
    });
    prop_oneof![
        1 => from_winning,
        1 => random_concealed_and_melds(1),
    ]
}

// ---------------------------------------------------------------------------------------------
// Property: scoring is invariant under suit permutation and mirroring.
// ---------------------------------------------------------------------------------------------

const PERMUTATIONS: [[usize; 3]; 6] = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
];

fn pattern_ids(e: &tilewise::rules::Evaluation) -> Vec<&'static str> {
    let mut ids: Vec<&'static str> = e.hits.iter().map(|h| h.pattern.id).collect();
    ids.sort_unstable();
    ids
}

struct ScoreSummary {
    total: u32,
    chosen: Vec<&'static str>,
    /// (total, sorted pattern ids) of every arrangement considered, sorted.
    all: Vec<(u32, Vec<&'static str>)>,
}

fn summarize(hand: &Hand) -> Result<ScoreSummary, TestCaseError> {
    summarize_under(hand, &RuleSettings::default())
}

fn summarize_under(hand: &Hand, settings: &RuleSettings) -> Result<ScoreSummary, TestCaseError> {
    let scored = score(hand, settings)
        .map_err(|e| TestCaseError::fail(format!("winning hand not scored: {e}: {hand:?}")))?;
    let mut all: Vec<(u32, Vec<&'static str>)> = scored
        .evaluations
        .iter()
        .map(|e| (e.total, pattern_ids(e)))
        .collect();
    all.sort();
    Ok(ScoreSummary {
        total: scored.total(),
        chosen: pattern_ids(scored.chosen()),
        all,
    })
}

// ---------------------------------------------------------------------------------------------
// Property: arrangements and is_complete against brute force.
// ---------------------------------------------------------------------------------------------

fn check_arrangements(hand: &Hand, four_alike: bool) -> Result<(), TestCaseError> {
    let all = arrangements(hand, four_alike);
    let win = hand.winning_tile;
    let discard = !hand.win.is_self_draw();
    let sets = 4 - hand.melds.len();
    let reference = reference_decompositions(&hand.concealed, sets, false);

    let mut hand_melds: Vec<(MeldKind, Tile)> =
        hand.melds.iter().map(|m| (m.kind, m.tile)).collect();
    hand_melds.sort_by_key(|&(k, t)| (t, k as u8));

    // Decomposition (non-meld groups, sorted) -> the winning groups placed in it.
    let mut found: BTreeMap<Vec<Part>, Vec<Part>> = BTreeMap::new();
    let (mut seven_pairs, mut orphans) = (0, 0);
    for a in &all {
        let Arrangement {
            form,
            groups,
            winning_group,
            ..
        } = a;
        prop_assert!(*winning_group < groups.len(), "{}", a.describe());
        let wg = groups[*winning_group];
        prop_assert!(
            wg.contains(win),
            "winning group lacks {win}: {}",
            a.describe()
        );
        match form {
            Form::Regular => {
                prop_assert_eq!(groups.len(), 5, "{}", a.describe());
                prop_assert_eq!(groups[4].shape, Shape::Pair, "{}", a.describe());
                prop_assert!(groups[..4].iter().all(|g| g.is_set()), "{}", a.describe());
                prop_assert!(
                    wg.meld.is_none(),
                    "winning group is a meld: {}",
                    a.describe()
                );
                prop_assert!(
                    part_contains(wg.shape, wg.tile.index(), win.index()),
                    "{}",
                    a.describe()
                );
                let mut melds: Vec<(MeldKind, Tile)> = groups
                    .iter()
                    .filter_map(|g| g.meld.map(|k| (k, g.tile)))
                    .collect();
                melds.sort_by_key(|&(k, t)| (t, k as u8));
                prop_assert_eq!(&melds, &hand_melds, "{}", a.describe());
                for (i, g) in groups.iter().enumerate() {
                    let expected = match g.meld {
                        Some(k) => k == MeldKind::ConcealedKong,
                        None => !(discard && i == *winning_group),
                    };
                    prop_assert_eq!(g.concealed, expected, "group {} of {}", i, a.describe());
                }
                let mut d: Vec<Part> = groups
                    .iter()
                    .filter(|g| g.meld.is_none())
                    .map(|g| (g.shape, g.tile))
                    .collect();
                d.sort();
                found.entry(d).or_default().push((wg.shape, wg.tile));
            }
            Form::SevenPairs => {
                seven_pairs += 1;
                prop_assert_eq!(wg.tile, win);
            }
            Form::ThirteenOrphans => orphans += 1,
            Form::Declared => prop_assert!(false, "arrangements never declares a win"),
        }
    }

    let found_set: BTreeSet<Vec<Part>> = found.keys().cloned().collect();
    prop_assert_eq!(
        &found_set,
        &reference,
        "concealed {:?}",
        tiles_of(&hand.concealed)
    );
    for (d, mut placed) in found {
        placed.sort();
        let mut expected: Vec<Part> = d
            .iter()
            .copied()
            .filter(|&(s, t)| part_contains(s, t.index(), win.index()))
            .collect();
        expected.dedup();
        prop_assert_eq!(placed, expected, "winning tile {} in {:?}", win, d);
    }

    let expect_pairs = hand.melds.is_empty() && reference_seven_pairs(&hand.concealed, four_alike);
    let expect_orphans = hand.melds.is_empty() && reference_thirteen_orphans(&hand.concealed);
    prop_assert_eq!(seven_pairs, usize::from(expect_pairs));
    prop_assert_eq!(orphans, usize::from(expect_orphans));

    let complete = !reference.is_empty() || expect_pairs || expect_orphans;
    prop_assert_eq!(
        is_complete(&hand.concealed, hand.melds.len(), four_alike),
        complete,
        "is_complete of {:?} with {} meld(s), four alike as two pairs: {}",
        tiles_of(&hand.concealed),
        hand.melds.len(),
        four_alike
    );
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// Property: waits against brute force.
// ---------------------------------------------------------------------------------------------

fn check_waits(concealed: &Counts, melds: &[Meld], four_alike: bool) -> Result<(), TestCaseError> {
    let mut all = meld_counts(melds);
    for i in 0..KINDS {
        all[i] += concealed[i];
    }
    let mut expected: Vec<(Tile, u8)> = Vec::new();
    for i in 0..KINDS {
        if all[i] >= 4 {
            continue;
        }
        let mut c = *concealed;
        c[i] += 1;
        if reference_complete(&c, melds.len(), four_alike) {
            expected.push((tile(i), 4 - all[i]));
        }
    }
    let got: Vec<(Tile, u8)> = waits(concealed, melds, four_alike)
        .iter()
        .map(|w| (w.tile, w.left))
        .collect();
    prop_assert_eq!(
        got,
        expected,
        "waits of {:?} with melds {:?}, four alike as two pairs: {}",
        tiles_of(concealed),
        melds,
        four_alike
    );
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// The properties.
// ---------------------------------------------------------------------------------------------

proptest! {
    #![proptest_config(ProptestConfig::with_cases(5000))]

    #[test]
    fn score_is_invariant_under_suit_permutation_and_mirroring(hand in winning_hand()) {
        let base = summarize(&hand)?;
        for map in PERMUTATIONS {
            for mirror in [false, true] {
                let moved = hand.transformed(map, mirror);
                let other = summarize(&moved)?;
                prop_assert_eq!(
                    other.total, base.total,
                    "total changed by {:?} mirror={}: {:?}", map, mirror, hand
                );
                prop_assert_eq!(
                    &other.all, &base.all,
                    "arrangement scores changed by {:?} mirror={}: {:?}", map, mirror, hand
                );
                prop_assert_eq!(
                    &other.chosen, &base.chosen,
                    "chosen patterns changed by {:?} mirror={}: {:?}", map, mirror, hand
                );
            }
        }
    }

        #[test]
    fn every_rule_system_is_invariant_under_suit_permutation_and_mirroring(hand in winning_hand()) {
        let mut systems = vec![
            RuleSettings::HkOldStyle(Default::default()),
            RuleSettings::HkNewStyle(Default::default()),
            RuleSettings::Singapore(Default::default()),
        ];
        // Sichuan: no honours, and a missing suit the hand does not hold.
        let all = hand.all_counts();
        let free_suit = (0..3).find(|&s| all[s * 9..s * 9 + 9].iter().all(|&c| c == 0));
        let mut hand = hand;
        if let (Some(s), true) = (free_suit, all[27..].iter().all(|&c| c == 0)) {
            hand.table.missing_suit = Some(tilewise::tiles::Suit::ALL[s]);
            if hand.melds.iter().all(|m| m.kind != MeldKind::Chow) {
                systems.push(RuleSettings::Sichuan(Default::default()));
            }
        }
        for settings in &systems {
            let Ok(base) = summarize_under(&hand, settings) else {
                // Not a hand of this system (Seven Pairs in Singapore): so is every image.
                for map in PERMUTATIONS {
                    prop_assert!(score(&hand.transformed(map, true), settings).is_err());
                }
                continue;
            };
            for map in PERMUTATIONS {
                for mirror in [false, true] {
                    let other = summarize_under(&hand.transformed(map, mirror), settings)?;
                    prop_assert_eq!(other.total, base.total, "{} {:?} mirror={}: {:?}", settings.id(), map, mirror, hand);
                    // Mirroring swaps Hong Kong's Only 1–5 and All 5–9 (same fan): totals only.
                    if !mirror {
                        prop_assert_eq!(&other.chosen, &base.chosen, "{} {:?}", settings.id(), map);
                    }
                }
            }
        }
    }

    #[test]
    fn arrangements_of_winning_hands_match_brute_force(hand in winning_hand()) {
        prop_assert!(!arrangements(&hand, true).is_empty());
        check_arrangements(&hand, true)?;
        check_arrangements(&hand, false)?;
    }

    #[test]
    fn arrangements_of_random_tiles_match_brute_force(hand in random_hand()) {
        check_arrangements(&hand, true)?;
        check_arrangements(&hand, false)?;
    }

    #[test]
    fn waits_match_brute_force((concealed, melds) in waiting_hand()) {
        check_waits(&concealed, &melds, true)?;
        check_waits(&concealed, &melds, false)?;
    }
}

#[test]
fn reference_agrees_with_known_hands() {
    let c = |s: &str| {
        let tiles = tilewise::tiles::parse_tiles(s).unwrap();
        counts_of(&tiles.iter().map(|t| t.index()).collect::<Vec<_>>())
    };
    // Freedom of arrangement: three pungs or three chows.
    assert_eq!(
        reference_decompositions(&c("11122233m3m11p"), 3, false).len(),
        2
    );
    assert!(reference_complete(&c("11123455678999m"), 0, true));
    assert!(reference_complete(&c("1122m3344p5566s77z"), 0, false));
    assert!(reference_complete(&c("1111m2233p4455s66z"), 0, true));
    assert!(!reference_complete(&c("1111m2233p4455s66z"), 0, false));
    assert!(reference_complete(&c("19m19p19s12345677z"), 0, false));
    assert!(!reference_complete(&c("123m456p789s11123z"), 0, true));
}
