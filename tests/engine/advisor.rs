//! The advisor's shanten and improving tiles against brute forces, on random positions of
//! every rule system (the shanten against an exact search over target hands); its shanten
//! against the `xiangting` crate on dealt hands.

use proptest::prelude::*;
use tilewise::hand::{Meld, MeldKind};
use tilewise::review::shanten::{Shanten, total};
use tilewise::review::{AdviseOptions, Choice, Moment, Position, PositionText, advise};
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

/// A random position: `melds` melds (pungs and chows, a kong, exposed or concealed, now and
/// then), 13 − 3 × melds concealed tiles (plus one when `full`), a few visible tiles; never a
/// fifth copy. Sichuan positions hold suited tiles only, and from none to many tiles of the
/// missing suit.
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
        let kind = match rng.u8(0..7) {
            0 | 1 if !sichuan && tile.starts_chow() => MeldKind::Chow,
            2 => MeldKind::ConcealedKong,
            3 => MeldKind::ExposedKong,
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
    // Sichuan: how often (in eighths) a missing-suit tile may come: none to most.
    let dead_share = [0, 1, 2, 7][rng.usize(0..4)];
    while total(&concealed) < want {
        let k = if rng.u8(0..3) == 0 {
            rng.usize(0..KINDS)
        } else {
            (centre + rng.usize(0..12)) % KINDS
        };
        let dead_ok = sichuan && k < 27 && rng.u8(0..8) < dead_share;
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
        discards: Vec::new(),
        wall: 40,
        seat: Wind::ALL[rng.usize(0..4)],
        prevailing: Wind::ALL[rng.usize(0..4)],
        dealer: Wind::East,
        missing_suit: sichuan.then_some(missing),
        moment: Moment::Discard,
        turn: tilewise::review::Turn::Drew {
            tile: None,
            kind: tilewise::game::DrawKind::Wall,
        },
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
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// On full-size random positions (0–4 melds with kongs, 3n + 1 and 3n + 2 tiles, Sichuan
    /// with dead tiles held) of every system, the count equals the brute force's; where no
    /// minimum applies, so does the shanten with the engine's word.
    #[test]
    fn shanten_equals_the_brute_force(seed in any::<u64>(), system in 0usize..12, melds in 0usize..=4, full in any::<bool>()) {
        let all = systems();
        let no_minimum = system >= all.len();
        let rules = if no_minimum {
            systems_without_minimum()[system - all.len()].clone()
        } else {
            all[system].clone()
        };
        let position = random_position(rules, seed, melds, full);
        let mut calc = Shanten::new(&position);
        let count = calc.count(&position.concealed);
        let brute = brute_force_needed(&position) - 1;
        prop_assert_eq!(count, brute, "{:?}", position);
        if no_minimum {
            prop_assert_eq!(calc.shanten(&position.concealed), brute, "{:?}", position);
        }
    }
}

/// The three edges the old splits got wrong (unit tests beside `review::shanten` and
/// `hand::shanten`), by the brute force and by `advise`: two partial sets waiting on the one
/// copy a pung leaves; tiles that fit nothing the caps and the missing suit allow; no ceiling
/// on Sichuan's count with many dead tiles.
#[test]
fn the_old_splits_edges_by_brute_force() {
    for (rules, hand, melds, missing, truth) in [
        ("zung-jung", "1224m26778p37s", "pung 3m", None, 3),
        (
            "sichuan",
            "345p68s",
            "concealed kong 7s, pung 8s, kong 3s",
            Some(Suit::Dots),
            3,
        ),
        ("sichuan", "11122233344455p", "", Some(Suit::Dots), 13),
        ("sichuan", "1112223334p5s", "pung 1s", Some(Suit::Dots), 9),
    ] {
        let position = PositionText {
            rules: RuleSettings::from_id(rules).expect("a rule system"),
            hand,
            melds,
            missing,
            ..PositionText::default()
        }
        .position()
        .expect("a valid position");
        assert_eq!(brute_force_needed(&position) - 1, truth, "{hand}");
        let options = AdviseOptions {
            values: false,
            ..AdviseOptions::default()
        };
        let advice = advise(&position, &options).expect("advice");
        assert_eq!(advice.shanten, truth, "{hand}");
    }
}

/// The fewest tiles `position`'s concealed tiles must draw to be a complete hand, by an
/// exact search over every target hand of the system's forms (four sets less the melds and
/// a pair; seven pairs and thirteen orphans without melds where the system has them; four
/// alike as two pairs where the rules say), no target holding more copies of a kind than the
/// player's melds leave, nor a tile outside the set or of Sichuan's missing suit; `needed` is
/// the target's tiles not in hand.
/// Searched depth first, a branch cut where a lower bound on its cost reaches the best found.
fn brute_force_needed(position: &Position) -> i32 {
    let rules = &position.rules;
    let sichuan = matches!(rules, RuleSettings::Sichuan(_));
    let singapore = matches!(rules, RuleSettings::Singapore(_));
    let missing = position.missing_suit.filter(|_| sichuan).map(|s| s.index());
    let live: Vec<bool> = (0..KINDS)
        .map(|i| {
            if i >= 27 {
                !sichuan
            } else {
                Some(i / 9) != missing
            }
        })
        .collect();
    let mut caps = [4u8; KINDS];
    for m in &position.melds {
        for t in m.tiles() {
            caps[t.index()] -= 1;
        }
    }
    let mut search = Search {
        c: position.concealed,
        caps,
        live: std::array::from_fn(|i| live[i]),
        target: [0; KINDS],
        // More than any target holds.
        best: 15,
    };
    let k = position.melds.len();
    // Regular: a pair, then 4 − k sets among every pung and every chow of live kinds.
    let mut sets: Vec<Vec<usize>> = Vec::new();
    for i in (0..KINDS).filter(|&i| live[i]) {
        sets.push(vec![i, i, i]);
        if i < 27 && i % 9 <= 6 && live[i + 2] {
            sets.push(vec![i, i + 1, i + 2]);
        }
    }
    for pair in (0..KINDS).filter(|&i| live[i]) {
        let pair = [pair, pair];
        if let Some(cost) = search.add(&pair) {
            search.groups(&sets, 0, 4 - k, cost, true);
            search.remove(&pair);
        }
    }
    if k == 0 && !singapore {
        // Seven pairs of distinct kinds; a kind listed twice where four alike are two pairs.
        let mut pairs: Vec<Vec<usize>> = (0..KINDS)
            .filter(|&i| live[i])
            .map(|i| vec![i, i])
            .collect();
        if rules.four_alike_as_two_pairs() {
            pairs.extend(pairs.clone());
            pairs.sort();
        }
        search.groups(&pairs, 0, 7, 0, false);
    }
    if k == 0 && !sichuan {
        let orphans = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];
        for pair in orphans {
            let mut hand = orphans.to_vec();
            hand.push(pair);
            if let Some(cost) = search.add(&hand) {
                search.best = search.best.min(cost);
                search.remove(&hand);
            }
        }
    }
    search.best
}

/// A depth-first search over target hands (see [`brute_force_needed`]).
struct Search {
    c: Counts,
    caps: Counts,
    /// Kinds a target may hold.
    live: [bool; KINDS],
    target: Counts,
    /// The least `needed` found so far.
    best: i32,
}

impl Search {
    /// Adds `group` to the target and returns the tiles it adds that the hand lacks; `None`
    /// (target unchanged) when a cap forbids it.
    fn add(&mut self, group: &[usize]) -> Option<i32> {
        let mut cost = 0;
        for (n, &i) in group.iter().enumerate() {
            if self.target[i] >= self.caps[i] {
                self.remove(&group[..n]);
                return None;
            }
            self.target[i] += 1;
            cost += i32::from(self.target[i] > self.c[i]);
        }
        Some(cost)
    }

    fn remove(&mut self, group: &[usize]) {
        group.iter().for_each(|&i| self.target[i] -= 1);
    }

    /// Adds `left` more groups from `groups[from..]` (again the same one when `repeat`, else
    /// only later ones), the target costing `cost` so far; a complete target lowers the best.
    fn groups(&mut self, groups: &[Vec<usize>], from: usize, left: usize, cost: i32, repeat: bool) {
        if left == 0 {
            self.best = self.best.min(cost);
            return;
        }
        if cost + self.bound(groups, from, left) >= self.best {
            return;
        }
        for j in from..groups.len() {
            if let Some(more) = self.add(&groups[j]) {
                let next = if repeat { j } else { j + 1 };
                self.groups(groups, next, left - 1, cost + more, repeat);
                self.remove(&groups[j]);
            }
        }
    }

    /// A lower bound on what `left` more groups from `groups[from..]` add: each adds at least
    /// the least any of them would add now (the target only grows), and their tiles beyond
    /// the held live tiles not yet in the target must all be drawn.
    fn bound(&self, groups: &[Vec<usize>], from: usize, left: usize) -> i32 {
        let least_now = groups[from.min(groups.len())..]
            .iter()
            .map(|g| {
                let mut t = self.target;
                g.iter()
                    .map(|&i| {
                        t[i] += 1;
                        i32::from(t[i] > self.c[i])
                    })
                    .sum::<i32>()
            })
            .min()
            .unwrap_or(100);
        let spare: i32 = (0..KINDS)
            .filter(|&i| self.live[i])
            .map(|i| i32::from(self.c[i].saturating_sub(self.target[i])))
            .sum();
        let size = groups.first().map_or(0, Vec::len) as i32;
        (least_now * left as i32).max(size * left as i32 - spare)
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

/// A win the rules allow is never called a medium or big mistake: taking it is the best, or
/// passing it is better only by a loss the interval cannot tell from noise or from a small one.
#[test]
fn a_legal_win_is_never_a_real_mistake() {
    let hands = [
        ("zung-jung", "123m456p789s11222z"),
        ("zung-jung", "234m234p234s55m789s"),
        ("hk-old-style", "123m456p789s55666z"),
        ("hk-new-style", "111m456p789s55666z"),
        ("singapore", "123m456p789s55777z"),
        ("singapore", "234m456m678m99p345s"),
        ("sichuan", "123m456m789m11555p"),
        ("sichuan", "22m33m44m567m88p999p"),
    ];
    let mut compared = 0;
    for (id, hand) in hands {
        for (k, wall) in [4u32, 24, 48].into_iter().enumerate() {
            let rules = RuleSettings::from_id(id).expect("a system");
            let mut position = Position::discard(
                rules,
                tilewise::tiles::counts_of(&tilewise::tiles::parse_tiles(hand).expect("tiles")),
                [0; KINDS],
                10,
                Wind::South,
                Wind::East,
            );
            position.wall = wall;
            if id == "sichuan" {
                position.missing_suit = Some(Suit::Bamboo);
            }
            let options = AdviseOptions {
                rollouts: 400,
                seed: k as u64,
                ..AdviseOptions::default()
            };
            let advice = advise(&position, &options).expect("advice");
            assert!(advice.candidate(Choice::Win).is_some(), "{id} {hand}");
            let g = tilewise::review::grade(&position, &advice, Choice::Win).expect("graded");
            assert!(
                g.severity <= tilewise::review::Severity::Small,
                "{id} {hand} wall {wall}: {advice:?}"
            );
            compared += 1;
        }
    }
    assert_eq!(compared, 24);
}
