//! The advisor's shanten and improving tiles against brute forces, on random positions of
//! every rule system; its shanten against the `xiangting` crate on dealt hands.

use proptest::prelude::*;
use tilewise::hand::{Meld, MeldKind};
use tilewise::review::shanten::{Shanten, total};
use tilewise::review::{AdviseOptions, Choice, Moment, Position, advise};
use tilewise::rules::RuleSettings;
use tilewise::rules::zung_jung::Minimum;
use tilewise::tiles::{Counts, KINDS, Suit, Tile, Wind};

/// Every system, with and without a minimum where it has one.
fn systems() -> Vec<RuleSettings> {
    let mut all: Vec<RuleSettings> = RuleSettings::IDS
        .iter()
        .filter_map(|id| RuleSettings::from_id(id))
        .collect();
    let mut zj = RuleSettings::default();
    if let RuleSettings::ZungJung(o) = &mut zj {
        o.minimum = Minimum::Wsom;
    }
    all.push(zj);
    if let Some(RuleSettings::HkOldStyle(mut o)) = RuleSettings::from_id("hk-old-style") {
        o.minimum_fan = 3;
        all.push(RuleSettings::HkOldStyle(o));
    }
    all
}

/// The systems in which a complete hand always wins (no minimum).
fn systems_without_minimum() -> Vec<RuleSettings> {
    let mut all: Vec<RuleSettings> = ["zung-jung", "hk-old-style", "hk-new-style", "sichuan"]
        .iter()
        .filter_map(|id| RuleSettings::from_id(id))
        .collect();
    if let Some(RuleSettings::Singapore(mut o)) = RuleSettings::from_id("singapore") {
        o.minimum = 0;
        all.push(RuleSettings::Singapore(o));
    }
    all
}

/// A random position: `melds` melds (pungs and chows, a kong now and then), 13 − 3 × melds
/// concealed tiles (plus one when `full`), a few visible tiles; never a fifth copy. Sichuan
/// positions hold suited tiles only, and now and then a tile of the missing suit.
fn random_position(rules: RuleSettings, seed: u64, melds: usize, full: bool) -> Position {
    let mut rng = fastrand::Rng::with_seed(seed);
    let sichuan = matches!(rules, RuleSettings::Sichuan(_));
    let missing = Suit::ALL[rng.usize(0..3)];
    let live = |k: usize| !sichuan || (k < 27 && k / 9 != missing.index());
    let mut all = [0u8; KINDS];
    let take = |all: &mut Counts, k: usize, n: u8| {
        if all[k] + n <= 4 {
            all[k] += n;
            true
        } else {
            false
        }
    };
    let mut meld_list = Vec::new();
    while meld_list.len() < melds {
        let k = rng.usize(0..KINDS);
        if !live(k) {
            continue;
        }
        let Some(tile) = Tile::from_index(k) else {
            continue;
        };
        let kind = match rng.u8(0..6) {
            0 | 1 if !sichuan && tile.starts_chow() => MeldKind::Chow,
            2 => MeldKind::ConcealedKong,
            _ => MeldKind::Pung,
        };
        let meld = Meld::new(kind, tile);
        let tiles = meld.tiles();
        let mut trial = all;
        if tiles.iter().all(|t| take(&mut trial, t.index(), 1)) {
            all = trial;
            meld_list.push(meld);
        }
    }
    let mut concealed = [0u8; KINDS];
    let want = 13 - 3 * melds + usize::from(full);
    // Hands drawn near each other (a run of a suit) so that they have shape.
    let centre = rng.usize(0..KINDS);
    while total(&concealed) < want {
        let k = if rng.u8(0..3) == 0 {
            rng.usize(0..KINDS)
        } else {
            (centre + rng.usize(0..12)) % KINDS
        };
        let dead_ok = sichuan && k < 27 && rng.u8(0..8) == 0;
        if (live(k) || dead_ok) && take(&mut all, k, 1) {
            concealed[k] += 1;
        }
    }
    let mut visible = [0u8; KINDS];
    for _ in 0..rng.usize(0..12) {
        let k = rng.usize(0..KINDS);
        if live(k) && take(&mut all, k, 1) {
            visible[k] += 1;
        }
    }
    Position {
        rules,
        concealed,
        melds: meld_list,
        bonus: Vec::new(),
        visible,
        draws_left: 10,
        seat: Wind::ALL[rng.usize(0..4)],
        prevailing: Wind::ALL[rng.usize(0..4)],
        dealer: Wind::East,
        missing_suit: sichuan.then_some(missing),
        moment: Moment::Discard,
        others: Vec::new(),
    }
}

/// The shanten of 3n + 2 tiles by brute force over the 3n + 1 shanten: −1 when the engine
/// accepts them as a win, else the least shanten after one discard.
fn full_shanten_by_discards(calc: &mut Shanten, c: &Counts) -> i32 {
    if calc.count(c) == -1 && calc.wins(c) {
        return -1;
    }
    Tile::all()
        .filter(|t| c[t.index()] > 0)
        .map(|t| {
            let mut rest = *c;
            rest[t.index()] -= 1;
            calc.shanten(&rest)
        })
        .min()
        .unwrap_or(8)
}

/// Improving tiles by brute force: each of the 34 kinds added in turn, shanten recomputed.
fn improving_by_brute_force(position: &Position, c: &Counts) -> Vec<(Tile, u8)> {
    let mut calc = Shanten::new(position);
    let base = calc.shanten(c);
    let sichuan = matches!(position.rules, RuleSettings::Sichuan(_));
    let mut out = Vec::new();
    for t in Tile::all() {
        let i = t.index();
        let own = c[i] + calc.in_melds()[i];
        if own >= 4 || (sichuan && t.is_honour()) {
            continue;
        }
        let mut with = *c;
        with[i] += 1;
        if full_shanten_by_discards(&mut calc, &with) < base {
            let left = (4 - own).saturating_sub(position.visible[i]);
            out.push((t, left));
        }
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    /// Improving tiles (and the shanten of full hands) equal the brute force, every system.
    #[test]
    fn improving_tiles_equal_brute_force(seed in any::<u64>(), system in 0usize..7, melds in 0usize..4) {
        let rules = systems()[system % systems().len()].clone();
        let position = random_position(rules, seed, melds, false);
        let c = position.concealed;
        let mut calc = Shanten::new(&position);
        let fast = calc.improving(&c, &position.visible);
        let brute = improving_by_brute_force(&position, &c);
        prop_assert_eq!(&fast, &brute, "{:?}", position);
        // The full hand's shanten read directly equals the least after one discard.
        let full = random_position(position.rules.clone(), seed ^ 1, melds, true);
        let mut calc = Shanten::new(&full);
        let direct = calc.shanten(&full.concealed);
        prop_assert_eq!(direct, full_shanten_by_discards(&mut calc, &full.concealed), "{:?}", full);
    }

}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(120))]

    /// On small hands (two or three melds) the shanten equals the true distance: the fewest
    /// tiles to draw to a complete hand, less one.
    #[test]
    fn shanten_equals_the_true_distance_on_small_hands(seed in any::<u64>(), system in 0usize..5, melds in 2usize..4) {
        let rules = systems_without_minimum()[system].clone();
        let position = random_position(rules, seed, melds, false);
        let mut calc = Shanten::new(&position);
        let reference = true_distance(&position) - 1;
        prop_assert_eq!(calc.shanten(&position.concealed), reference, "{:?}", position);
    }
}

/// The fewest tiles `position`'s concealed tiles must draw to become a complete hand (four
/// sets and a pair with the melds; no tile held five times; Sichuan: no missing-suit tile),
/// over every complete hand of the right size. Only for hands beside two or three melds.
fn true_distance(position: &Position) -> i32 {
    let c = position.concealed;
    let k = position.melds.len();
    let sichuan = matches!(position.rules, RuleSettings::Sichuan(_));
    let mut in_melds = [0u8; KINDS];
    for m in &position.melds {
        for t in m.tiles() {
            in_melds[t.index()] += 1;
        }
    }
    let live =
        |i: usize| !sichuan || (i < 27 && Some(i / 9) != position.missing_suit.map(|s| s.index()));
    // Every set: a pung of any kind, a chow where one starts.
    let mut sets: Vec<Counts> = Vec::new();
    for t in Tile::all().filter(|t| live(t.index())) {
        let mut pung = [0u8; KINDS];
        pung[t.index()] = 3;
        sets.push(pung);
        if t.starts_chow() && live(t.index() + 2) {
            let mut chow = [0u8; KINDS];
            (0..3).for_each(|d| chow[t.index() + d] = 1);
            sets.push(chow);
        }
    }
    let mut best = i32::MAX;
    let mut target = [0u8; KINDS];
    // Four sets and a pair by construction: only the copies are checked.
    let mut visit = |target: &Counts| {
        if (0..KINDS).any(|i| target[i] + in_melds[i] > 4) {
            return;
        }
        let d: i32 = (0..KINDS)
            .map(|i| i32::from(target[i].saturating_sub(c[i])))
            .sum();
        best = best.min(d);
    };
    let n = 4 - k;
    for pair in Tile::all().filter(|t| live(t.index())) {
        target[pair.index()] += 2;
        for_each_sets(&sets, 0, n, &mut target, &mut visit);
        target[pair.index()] -= 2;
    }
    best
}

fn for_each_sets(
    sets: &[Counts],
    from: usize,
    left: usize,
    target: &mut Counts,
    visit: &mut impl FnMut(&Counts),
) {
    if left == 0 {
        visit(target);
        return;
    }
    for (j, set) in sets.iter().enumerate().skip(from) {
        (0..KINDS).for_each(|i| target[i] += set[i]);
        for_each_sets(sets, j, left - 1, target, visit);
        (0..KINDS).for_each(|i| target[i] -= set[i]);
    }
}

/// Dealt 13-tile hands (from a shuffled wall, no four alike): our shanten under Hong Kong
/// rules (regular, seven pairs, thirteen orphans; no minimum) is the `xiangting` crate's
/// replacement number less one.
#[test]
fn shanten_equals_xiangting_on_dealt_hands() {
    let mut rng = fastrand::Rng::with_seed(7);
    let mut checked = 0;
    let rules = RuleSettings::from_id("hk-old-style").expect("a system");
    while checked < 2000 {
        let mut wall: Vec<usize> = (0..KINDS).flat_map(|k| [k; 4]).collect();
        rng.shuffle(&mut wall);
        let mut c = [0u8; KINDS];
        wall[..13].iter().for_each(|&k| c[k] += 1);
        if c.contains(&4) {
            continue;
        }
        let position = Position {
            concealed: c,
            ..random_position(rules.clone(), 0, 0, false)
        };
        let ours = Shanten::new(&position).shanten(&c);
        let theirs = xiangting::calculate_replacement_number(&c, xiangting::PlayerCount::Four)
            .expect("13 tiles");
        assert_eq!(
            ours + 1,
            i32::from(theirs),
            "{:?}",
            tilewise::tiles::tiles_of(&c)
        );
        checked += 1;
    }
}

/// `advise` at random positions of every system: one candidate per distinct discard, each
/// with the shanten and improving tiles of the hand left.
#[test]
fn advise_lists_every_discard_with_its_tiles() {
    for (n, rules) in systems().into_iter().enumerate() {
        for seed in 0..20u64 {
            let position = random_position(rules.clone(), seed * 31 + n as u64, 1, true);
            let options = AdviseOptions {
                values: false,
                ..AdviseOptions::default()
            };
            let advice = advise(&position, &options).expect("a valid position");
            let kinds = position.concealed.iter().filter(|&&x| x > 0).count();
            let discards = advice
                .candidates
                .iter()
                .filter(|c| matches!(c.choice, Choice::Discard(_)))
                .count();
            assert_eq!(discards, kinds);
            for cand in &advice.candidates {
                let Choice::Discard(t) = cand.choice else {
                    continue;
                };
                let mut rest = position.concealed;
                rest[t.index()] -= 1;
                let mut calc = Shanten::new(&position);
                assert_eq!(cand.shanten, calc.shanten(&rest));
                let mut visible = position.visible;
                visible[t.index()] += 1;
                let tiles: Vec<(Tile, u8)> = cand.ukeire.iter().map(|i| (i.tile, i.left)).collect();
                assert_eq!(tiles, calc.improving(&rest, &visible));
            }
            // Best first: no later candidate has a lower shanten.
            let first = advice.candidates.first().map(|c| c.shanten).unwrap_or(8);
            assert!(advice.candidates.iter().all(|c| c.shanten >= first));
        }
    }
}

/// With one draw left, `advise`'s best discard is the exact best: the discard whose Σ over
/// winning tiles of copies left ÷ unseen tiles × receipts (a final-draw self-draw) is largest.
#[test]
fn best_with_one_draw_left_is_the_exact_best() {
    let mut compared = 0;
    for (n, rules) in systems().into_iter().enumerate() {
        for seed in 0..40u64 {
            let mut position = random_position(rules.clone(), seed * 7 + n as u64, 0, true);
            position.draws_left = 1;
            let c = position.concealed;
            // No kong to declare, no win to take: only discards compete.
            if c.contains(&4) || Shanten::new(&position).shanten(&c) < 0 {
                continue;
            }
            let advice = advise(&position, &AdviseOptions::default()).expect("advice");
            let mut exact_best = 0.0f64;
            for t in Tile::all().filter(|t| c[t.index()] > 0) {
                let mut after = position.clone();
                after.concealed[t.index()] -= 1;
                after.visible[t.index()] += 1;
                let seen = |i: usize| after.concealed[i] + after.visible[i];
                let set = if matches!(rules, RuleSettings::Sichuan(_)) {
                    27
                } else {
                    KINDS
                };
                let unseen: u32 = (0..set).map(|i| u32::from(4 - seen(i))).sum();
                let expected: f64 = Tile::all()
                    .filter(|w| w.index() < set)
                    .filter_map(|w| {
                        let left = 4 - seen(w.index());
                        let paid = tilewise::review::receipts(&after, w, None)?;
                        Some(f64::from(left) / f64::from(unseen) * f64::from(paid))
                    })
                    .sum();
                exact_best = exact_best.max(expected);
            }
            let best = advice.candidates[0].value.expect("values");
            assert!(
                (best.expected - exact_best).abs() < 1e-9,
                "{:?}: advise {} exact {}",
                position,
                best.expected,
                exact_best
            );
            compared += 1;
        }
    }
    assert!(compared > 100, "{compared} positions compared");
}
