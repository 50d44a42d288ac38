//! The core's counts from tile strings, and its fast paths against its plain count.

use super::*;
use crate::review::parse_melds;
use crate::rules::RuleSettings;
use crate::tiles::{Suit, counts_of, parse_tiles};

fn counts(text: &str) -> Counts {
    counts_of(&parse_tiles(text).expect("tiles"))
}

/// The goal of `rules` (an id) beside `melds` (as `"pung 3m, chow 4p"`), Sichuan's missing
/// suit given.
fn goal(rules: &str, melds: &str, missing: Option<Suit>) -> Goal {
    let rules = RuleSettings::from_id(rules).expect("a rule system");
    let melds = parse_melds(melds).expect("melds");
    Goal::new(rules.forms(missing), &melds)
}

fn shanten(rules: &str, hand: &str, melds: &str) -> i32 {
    Cache::default().shanten(&goal(rules, melds, None), &counts(hand))
}

#[test]
fn regular_counts() {
    assert_eq!(shanten("zj", "123m456p789s1122z", ""), 0);
    assert_eq!(shanten("zj", "123m456p789s1234z", ""), 2);
    assert_eq!(shanten("zj", "123m456p789s1123z", ""), 1);
    assert_eq!(shanten("zj", "123m456p789s11z222z", ""), -1);
    assert_eq!(shanten("zj", "147m258p369s1234z", ""), 6);
    // Beside melds: four sets less the melds.
    assert_eq!(shanten("zj", "1m", "pung 5z, pung 6z, pung 7z, chow 1p"), 0);
    assert_eq!(shanten("zj", "12m3p5p", "pung 5z, pung 6z, pung 7z"), 1);
}

/// Checked against the Python `mahjong` package 2.1.0 (`Shanten.calculate_shanten`: riichi's
/// regular, seven pairs and thirteen orphans forms, four alike never two pairs there; none of
/// these hands holds four alike).
#[test]
fn agrees_with_python_mahjong_on_riichi_forms() {
    for (hand, python) in [
        ("123m456p789s1122z", 0),
        ("13m46p79s135z1357z", 3),
        ("2468m2468p2468s1z", 4),
        ("1133m5577p99s113z", 0),
        ("19m19p19s123456z5m", 1),
        ("1112345678999m", 0),
        ("356m34p5567s44z66z", 2),
        ("1223m456789p1199s", 0),
        ("1199m1199p1199s11z", -1),
        ("19m19p19s123456z77z", -1),
    ] {
        assert_eq!(shanten("hk-old-style", hand, ""), python, "{hand}");
    }
}

#[test]
fn component_tables() {
    let empty = component_table(&[0; 9], &[4; 9], true);
    assert_eq!(empty[0], [0, 2]);
    assert_eq!(empty[1], [3, 5]);
    assert_eq!(empty[4], [12, 14]);
    let held = component_table(&counts("123345m")[..9], &[4; 9], true);
    assert_eq!(held[2], [0, 2]);
    assert_eq!(held[1], [0, 1]); // 123m or 345m, and 33m with one more 3m
    // Honours make no chows.
    let honours = component_table(&[1, 1, 1, 0, 0, 0, 0], &[4; 7], false);
    assert_eq!(honours[1], [2, 3]);
    // Caps: no copy of 2m left, so 123m cannot be made.
    let mut caps = [4; 9];
    caps[1] = 0;
    let capped = component_table(&counts("13m")[..9], &caps, true);
    assert_eq!(capped[1][0], 2); // 111m, 333m or 345m
    // Four sets without 2m: 111m 333m and two of 456m–999m, at most.
    let none = component_table(&[0; 9], &[0; 9], true);
    assert_eq!(none[1][0], UNREACHABLE);
    assert_eq!(none[0][0], 0);
}

/// Edge: two partial sets 12m and 24m both wait on the one 3m left (three are in the
/// player's pung), so only one of them can become a set.
#[test]
fn partial_sets_waiting_on_the_last_copy() {
    assert_eq!(shanten("zj", "1224m26778p37s", "pung 3m"), 3);
}

/// Edge: the dead dots and the capped 7s and 8s leave the hand nothing to build on.
#[test]
fn a_tile_that_fits_nothing_starts_nothing() {
    let goal = goal(
        "sichuan",
        "concealed kong 7s, pung 8s, kong 3s",
        Some(Suit::Dots),
    );
    assert_eq!(Cache::default().shanten(&goal, &counts("345p68s")), 3);
}

/// Edge: the count goes as high as the truth: thirteen dead tiles need fourteen draws.
#[test]
fn dead_tiles_without_ceiling() {
    let goal = goal("sichuan", "", Some(Suit::Dots));
    let mut cache = Cache::default();
    assert_eq!(cache.shanten(&goal, &counts("1112223334445p")), 13);
    assert_eq!(cache.shanten(&goal, &counts("11122233344455p")), 13);
    assert_eq!(cache.shanten(&goal, &counts("111222333444p5s")), 12);
    // Four sets and a dead tile: the pair needs two draws.
    assert_eq!(cache.shanten(&goal, &counts("123m456m789m123s5p")), 1);
    assert_eq!(cache.shanten(&goal, &counts("123m456m789m123s5s")), 0);
    // Two dead tiles beside three sets and a pair: a whole set to draw.
    assert_eq!(cache.shanten(&goal, &counts("123m456m789m11s5p6p")), 2);
    assert_eq!(cache.shanten(&goal, &counts("123m456m789m11s2s5p")), 1);
}

#[test]
fn special_forms_per_system() {
    // Seven pairs: ready in Zung Jung, not in Singapore.
    assert_eq!(shanten("zj", "1133m5577p99s113z", ""), 0);
    assert_eq!(shanten("sg", "1133m5577p99s113z", ""), 3);
    // Four alike as two pairs: Zung Jung yes, Singapore no (no seven pairs at all).
    assert_eq!(shanten("zj", "1111m2255p3399s7z", ""), 0);
    assert_eq!(shanten("sg", "1111m2255p3399s7z", ""), 2);
    // Thirteen orphans: everywhere but Sichuan (no honours there).
    assert_eq!(shanten("zj", "19m19p19s1234567z", ""), 0);
    assert_eq!(shanten("sg", "19m19p19s1234567z", ""), 0);
    assert_eq!(shanten("hk-old-style", "19m19p19s123456z5m", ""), 1);
    // No special form beside a meld.
    assert_eq!(shanten("zj", "1133m5577p9s", "pung 1z"), 2);
}

/// Sichuan: honours are outside the set, the missing suit is dead, and seven pairs count.
#[test]
fn sichuan_forms() {
    let goal = goal("sichuan", "", Some(Suit::Bamboo));
    let mut cache = Cache::default();
    assert_eq!(cache.shanten(&goal, &counts("1133m5577p99m113p")), 0);
    // The bamboo pair is dead: seven pairs need one more 3p and a whole live pair.
    assert_eq!(cache.shanten(&goal, &counts("1133m5577p99s113p")), 2);
}

#[test]
fn a_fifth_copy_is_no_wait() {
    // 1111m beside three melds waits only on a fifth 1m: one away.
    assert_eq!(shanten("zj", "1111m", "pung 5z, pung 6z, pung 7z"), 1);
    assert_eq!(shanten("zj", "1112m", "pung 5z, pung 6z, pung 7z"), 0);
    // The melds' copies cap the hand's: 12m waits on the one 3m a pung leaves, on none
    // beside a kong.
    assert_eq!(shanten("zj", "12m44p", "pung 3m, pung 5z, pung 6z"), 0);
    assert_eq!(shanten("zj", "12m44p", "kong 3m, pung 5z, pung 6z"), 1);
}

/// After each discard: the same as the count of the hand less that tile.
#[test]
fn after_each_discard_is_the_count_of_the_rest() {
    let mut rng = fastrand::Rng::with_seed(12);
    let mut wall: Vec<usize> = (0..KINDS * 4).map(|i| i / 4).collect();
    for (n, rules) in ["zj", "sg", "sichuan"].into_iter().enumerate() {
        let mut cache = Cache::default();
        for round in 0..300 {
            rng.shuffle(&mut wall);
            let melds = round % 4;
            let missing = (n == 2).then(|| Suit::ALL[round % 3]);
            let rules = RuleSettings::from_id(rules).expect("a rule system");
            let mut in_melds = [0u8; KINDS];
            for &i in &wall[14..14 + 3 * melds] {
                in_melds[i] += 1;
            }
            let goal = Goal::with_in_melds(rules.forms(missing), melds, &in_melds);
            let mut c = [0u8; KINDS];
            for &i in &wall[..14 - 3 * melds] {
                c[i] += 1;
            }
            let after = cache.after_each_discard(&goal, &c);
            for i in 0..KINDS {
                if c[i] == 0 {
                    assert_eq!(after[i], i32::MAX);
                    continue;
                }
                let mut rest = c;
                rest[i] -= 1;
                assert_eq!(after[i], cache.shanten(&goal, &rest), "{c:?} less {i}");
            }
            let best = after.into_iter().min().unwrap_or(i32::MAX);
            assert_eq!(cache.best_after_discard(&goal, &c), best);
            // A 3n + 2 hand's count is its best discard's, unless it is complete.
            let now = cache.shanten(&goal, &c);
            assert!(now == best || (now == -1 && best == 0), "{c:?}");
        }
    }
}

/// The goal's live kinds are the forms': honours only where the set has them, never the dead
/// suit.
#[test]
fn live_kinds_per_system() {
    for rules in ["zj", "sg", "hk-new-style", "sichuan"] {
        for missing in [None, Some(Suit::Characters), Some(Suit::Bamboo)] {
            let goal = goal(rules, "", missing);
            for i in 0..KINDS {
                assert_eq!(
                    goal.live(i),
                    goal.forms().live(i),
                    "{rules} {missing:?} {i}"
                );
            }
        }
    }
    let sichuan = goal("sichuan", "", Some(Suit::Dots));
    assert!(sichuan.live(0) && !sichuan.live(9) && sichuan.live(18) && !sichuan.live(27));
}

/// A hand asked again is answered from memory only when it is the same hand toward the same
/// goal: the same tiles beside other melds, or with another missing suit, are counted anew.
#[test]
fn after_each_discard_remembers_hand_and_goal_together() {
    let mut rng = fastrand::Rng::with_seed(7);
    let mut wall: Vec<usize> = (0..KINDS * 4).map(|i| i / 4).collect();
    let mut remembering = Cache::default();
    for round in 0..400 {
        rng.shuffle(&mut wall);
        let mut c = [0u8; KINDS];
        for &i in &wall[..11] {
            c[i] += 1;
        }
        // The same eleven tiles toward four goals, each asked twice.
        let goals = [
            goal("zj", "pung 5z", None),
            goal("zj", "kong 5z", None),
            goal("sichuan", "pung 1m", Some(Suit::ALL[round % 3])),
            goal("sg", "chow 1p", None),
        ];
        for _ in 0..2 {
            for g in &goals {
                let fresh = Cache::default().after_each_discard(g, &c);
                assert_eq!(remembering.after_each_discard(g, &c), fresh, "{c:?} {g:?}");
            }
        }
    }
}
