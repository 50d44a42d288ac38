//! Zung Jung (Alan Kwan): every pattern of the digest, freedom of arrangement, the 320
//! compound and the fixed limits, the rule options and both payment schemes.

use super::detect::{self, honour_sets};
use super::facts::HandFacts;
use super::facts::has::*;
use super::facts::{HONOURS, SIMPLES, TERMINALS};
use super::{
    Evaluation, Facts, Found, Pattern, PatternDef, PayerRole, Payment, PaymentRule, Payments,
    Refusal, RuleSettings, bonus_bit, payers,
};
use crate::hand::{Arrangement, Form, Hand, Shape, WinMethod, arrangements_into};
use crate::tiles::{BonusTile, Tile, Wind};
use arrayvec::ArrayVec;
use serde::{Deserialize, Serialize};

/// The compound limit: a hand is never worth more unless a single pattern is.
pub const LIMIT: u32 = 320;

/// Rule options of Zung Jung; defaults are the digest's.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct ZungJungOptions {
    pub minimum: Minimum,
    /// Whether flowers and seasons are in play.
    pub bonus_tiles: bool,
    pub four_identical_sequences: FourIdenticalSequences,
    pub payment: PaymentScheme,
}

/// The least a hand must be worth to win.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Minimum {
    /// No minimum: a chicken hand wins and is worth 1.
    #[default]
    NoMinimum,
    /// World Series of Mahjong: 5 points; a chicken hand is a false win.
    Wsom,
}

impl Minimum {
    pub fn points(self) -> u32 {
        match self {
            Minimum::NoMinimum => 0,
            Minimum::Wsom => 5,
        }
    }
}

/// The value of 5.1.4 Four Identical Sequences (the seeds disagree).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum FourIdenticalSequences {
    #[default]
    Points480,
    Points400,
}

/// How the winner's 3 × value is collected.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum PaymentScheme {
    /// Self-draw: all pay the value. Discard: below 25 all pay the value; from 25 the
    /// others pay 25 and the discarder the rest.
    #[default]
    ZungJung,
    /// Everyone pays the value, always.
    Universal,
}

const fn pattern(
    id: &'static str,
    name: &'static str,
    value: u32,
    series: Option<&'static str>,
    rule: &'static str,
    detect: fn(&Facts) -> Option<Found>,
) -> Pattern {
    let limit = value > LIMIT;
    Pattern {
        def: PatternDef {
            id,
            name,
            value,
            series,
            limit,
            interpretation: false,
            rule,
        },
        detect,
        needs: 0,
    }
}

/// The worth of a hand with no pattern at all.
pub static CHICKEN: PatternDef = PatternDef {
    id: "zj.chicken",
    name: "Chicken Hand",
    value: 1,
    series: None,
    limit: false,
    interpretation: false,
    rule: "a winning hand with no pattern at all is worth 1 point",
};

/// Every Zung Jung pattern, in the order of the official list.
pub static PATTERNS: [Pattern; 48] = [
    pattern(
        "zj.1.1",
        "All Sequences",
        5,
        Some("1.1"),
        "four chows; pair and wait are free; open hands allowed",
        all_sequences,
    )
    .needing(REGULAR | CHOWS_4),
    pattern(
        "zj.1.2",
        "Concealed Hand",
        5,
        Some("1.2"),
        "a regular hand with no claimed set before the win (concealed kongs allowed; the winning tile may be a discard)",
        concealed_hand,
    )
    .needing(REGULAR | CONCEALED),
    pattern(
        "zj.1.3",
        "No Terminals",
        5,
        Some("1.3"),
        "only suit tiles 2 to 8 (Seven Pairs too)",
        no_terminals,
    )
    .needing(NO_HONOUR | NO_TERMINAL),
    pattern(
        "zj.2.1.1",
        "Mixed One-Suit",
        40,
        Some("2.1"),
        "tiles of one suit plus honours",
        mixed_one_suit,
    )
    .needing(ONE_SUIT | HONOUR),
    pattern(
        "zj.2.1.2",
        "Pure One-Suit",
        80,
        Some("2.1"),
        "tiles of one suit only",
        pure_one_suit,
    )
    .needing(ONE_SUIT | NO_HONOUR),
    pattern(
        "zj.2.2",
        "Nine Gates",
        480,
        Some("2.2"),
        "concealed 1112345678999 of one suit before the win, winning on any tile of that suit",
        detect::nine_gates,
    )
    .needing(NO_MELDS | ONE_SUIT),
    pattern(
        "zj.3.1",
        "Value Honour",
        10,
        Some("3.1"),
        "10 for each pung or kong of a dragon or of the seat wind",
        value_honour,
    )
    .needing(TRIPLET | HONOUR),
    pattern(
        "zj.3.2.1",
        "Small Three Dragons",
        40,
        Some("3.2"),
        "two dragon pungs or kongs and a dragon pair",
        detect::small_three_dragons,
    )
    .needing(REGULAR | DRAGON_SET | ALL_DRAGONS),
    pattern(
        "zj.3.2.2",
        "Big Three Dragons",
        130,
        Some("3.2"),
        "three dragon pungs or kongs",
        detect::big_three_dragons,
    )
    .needing(REGULAR | DRAGON_SET | ALL_DRAGONS),
    pattern(
        "zj.3.3.1",
        "Small Three Winds",
        30,
        Some("3.3"),
        "two wind pungs or kongs and a wind pair",
        small_three_winds,
    )
    .needing(REGULAR | WIND_SET),
    pattern(
        "zj.3.3.2",
        "Big Three Winds",
        120,
        Some("3.3"),
        "three wind pungs or kongs",
        big_three_winds,
    )
    .needing(REGULAR | WIND_SET),
    pattern(
        "zj.3.3.3",
        "Small Four Winds",
        320,
        Some("3.3"),
        "three wind pungs or kongs and a wind pair",
        detect::small_four_winds,
    )
    .needing(REGULAR | WIND_SET | ALL_WINDS),
    pattern(
        "zj.3.3.4",
        "Big Four Winds",
        400,
        Some("3.3"),
        "four wind pungs or kongs",
        detect::big_four_winds,
    )
    .needing(REGULAR | WIND_SET | ALL_WINDS),
    pattern(
        "zj.3.4",
        "All Honours",
        320,
        Some("3.4"),
        "honour tiles only (a regular hand or Seven Pairs)",
        all_honours,
    )
    .needing(HONOUR | ONE_SUIT | NO_TERMINAL),
    pattern(
        "zj.4.1",
        "All Triplets",
        30,
        Some("4.1"),
        "four pungs or kongs",
        all_triplets,
    )
    .needing(REGULAR | TRIPLETS_3),
    pattern(
        "zj.4.2.1",
        "Two Concealed Triplets",
        5,
        Some("4.2"),
        "two concealed pungs or kongs (a pung completed by a winning discard is exposed)",
        |f| concealed_triplets(f, 2),
    )
    .needing(REGULAR | TRIPLETS_2),
    pattern(
        "zj.4.2.2",
        "Three Concealed Triplets",
        30,
        Some("4.2"),
        "three concealed pungs or kongs",
        |f| concealed_triplets(f, 3),
    )
    .needing(REGULAR | TRIPLETS_3),
    pattern(
        "zj.4.2.3",
        "Four Concealed Triplets",
        125,
        Some("4.2"),
        "four concealed pungs or kongs",
        |f| concealed_triplets(f, 4),
    )
    .needing(REGULAR | TRIPLETS_3),
    pattern(
        "zj.4.3.1",
        "One Kong",
        5,
        Some("4.3"),
        "a kong of any kind",
        |f| kongs(f, 1),
    )
    .needing(KONG),
    pattern("zj.4.3.2", "Two Kongs", 20, Some("4.3"), "two kongs", |f| {
        kongs(f, 2)
    })
    .needing(KONG),
    pattern(
        "zj.4.3.3",
        "Three Kongs",
        120,
        Some("4.3"),
        "three kongs",
        |f| kongs(f, 3),
    )
    .needing(KONG),
    pattern(
        "zj.4.3.4",
        "Four Kongs",
        480,
        Some("4.3"),
        "four kongs",
        |f| kongs(f, 4),
    )
    .needing(KONG),
    pattern(
        "zj.5.1.1",
        "Two Identical Sequences",
        10,
        Some("5.1"),
        "two identical chows (same suit, same numbers)",
        |f| identical_sequences(f, IdenticalSequences::Two),
    )
    .needing(REPEATED_CHOW),
    pattern(
        "zj.5.1.2",
        "Two Identical Sequences Twice",
        60,
        Some("5.1"),
        "two groups of two identical chows (the suits may differ)",
        |f| identical_sequences(f, IdenticalSequences::TwoTwice),
    )
    .needing(REPEATED_CHOW),
    pattern(
        "zj.5.1.3",
        "Three Identical Sequences",
        120,
        Some("5.1"),
        "three identical chows",
        |f| identical_sequences(f, IdenticalSequences::Three),
    )
    .needing(REPEATED_CHOW),
    pattern(
        "zj.5.1.4",
        "Four Identical Sequences",
        480,
        Some("5.1"),
        "four identical chows (480, or 400 by option)",
        |f| identical_sequences(f, IdenticalSequences::Four),
    )
    .needing(REPEATED_CHOW),
    pattern(
        "zj.6.1",
        "Three Similar Sequences",
        35,
        Some("6.1"),
        "chows of the same numbers in all three suits",
        three_similar_sequences,
    )
    .needing(CHOWS_3 | THREE_SUITS),
    pattern(
        "zj.6.2.1",
        "Small Three Similar Triplets",
        30,
        Some("6.2"),
        "pungs or kongs of one number in two suits and a pair of that number in the third",
        small_three_similar_triplets,
    )
    .needing(REGULAR | TRIPLETS_2),
    pattern(
        "zj.6.2.2",
        "Three Similar Triplets",
        120,
        Some("6.2"),
        "pungs or kongs of one number in all three suits",
        three_similar_triplets,
    )
    .needing(TRIPLETS_3 | THREE_SUITS),
    pattern(
        "zj.7.1",
        "Nine-Tile Straight",
        40,
        Some("7.1"),
        "chows 123, 456 and 789 of one suit",
        nine_tile_straight,
    )
    .needing(CHOWS_3 | FULL_SUIT),
    pattern(
        "zj.7.2.1",
        "Three Consecutive Triplets",
        100,
        Some("7.2"),
        "pungs or kongs of three consecutive numbers in one suit",
        |f| consecutive_triplets(f, 3),
    )
    .needing(TRIPLETS_3),
    pattern(
        "zj.7.2.2",
        "Four Consecutive Triplets",
        200,
        Some("7.2"),
        "pungs or kongs of four consecutive numbers in one suit",
        |f| consecutive_triplets(f, 4),
    )
    .needing(TRIPLETS_3),
    pattern(
        "zj.8.1.1",
        "Mixed Lesser Terminals",
        40,
        Some("8.1"),
        "every set and the pair hold a terminal or an honour (terminals and honours both present)",
        mixed_lesser_terminals,
    )
    .needing(OUTSIDE | HONOUR | TERMINAL),
    pattern(
        "zj.8.1.2",
        "Pure Lesser Terminals",
        50,
        Some("8.1"),
        "every set and the pair hold a terminal; no honours",
        pure_lesser_terminals,
    )
    .needing(OUTSIDE | TERMINAL | NO_HONOUR),
    pattern(
        "zj.8.1.3",
        "Mixed Greater Terminals",
        100,
        Some("8.1"),
        "All Triplets or Seven Pairs made only of terminals and honours (both present; never with Thirteen Terminals)",
        mixed_greater_terminals,
    )
    .needing(OUTSIDE | HONOUR | TERMINAL),
    pattern(
        "zj.8.1.4",
        "Pure Greater Terminals",
        400,
        Some("8.1"),
        "All Triplets or Seven Pairs made only of terminals",
        pure_greater_terminals,
    )
    .needing(OUTSIDE | TERMINAL | NO_HONOUR),
    pattern(
        "zj.9.1.1",
        "Final Draw",
        10,
        Some("9.1"),
        "self-draw of the last tile of the live wall",
        final_draw,
    )
    .needing(FINAL_DRAW | SELF_DRAW),
    pattern(
        "zj.9.1.2",
        "Final Discard",
        10,
        Some("9.1"),
        "win on the discard that follows the last wall tile",
        final_discard,
    )
    .needing(FINAL_DISCARD | DISCARD),
    pattern(
        "zj.9.2",
        "Win on Kong",
        10,
        Some("9.2"),
        "self-draw on a kong replacement tile",
        win_on_kong,
    )
    .needing(KONG_DRAW),
    pattern(
        "zj.9.3",
        "Robbing a Kong",
        10,
        Some("9.3"),
        "win on a tile added to an exposed pung",
        robbing_a_kong,
    )
    .needing(ROBBING),
    pattern(
        "zj.9.4.1",
        "Blessing of Heaven",
        155,
        Some("9.4"),
        "East wins with the 14 dealt tiles",
        blessing_of_heaven,
    )
    .needing(HEAVEN | NO_MELDS),
    pattern(
        "zj.9.4.2",
        "Blessing of Earth",
        155,
        Some("9.4"),
        "a non-East player wins on East's first discard",
        blessing_of_earth,
    )
    .needing(EARTH | NO_MELDS | DISCARD),
    pattern(
        "zj.10.1",
        "Thirteen Terminals",
        160,
        Some("10.1"),
        "one of each terminal and honour plus a pair of one of them",
        thirteen_terminals,
    )
    .needing(ORPHANS),
    pattern(
        "zj.10.2",
        "Seven Pairs",
        30,
        Some("10.2"),
        "seven pairs; four alike count as two pairs unless declared as a kong (includes being concealed)",
        seven_pairs,
    )
    .needing(SEVEN_PAIRS),
    pattern(
        "zj.11.1.1",
        "Improper Flower/Season",
        2,
        None,
        "2 for each flower or season not of the seat's number",
        improper_flowers,
    )
    .needing(BONUS),
    pattern(
        "zj.11.1.2",
        "Proper Flower/Season",
        4,
        None,
        "4 for each flower or season of the seat's number",
        proper_flowers,
    )
    .needing(BONUS),
    pattern(
        "zj.11.2.1",
        "Four Flowers",
        10,
        None,
        "all four flowers",
        |f| bonus_set(f, BonusTile::Flower),
    )
    .needing(BONUS),
    pattern(
        "zj.11.2.2",
        "Four Seasons",
        10,
        None,
        "all four seasons",
        |f| bonus_set(f, BonusTile::Season),
    )
    .needing(BONUS),
];

/// Looks a pattern up by id.
pub fn pattern_by_id(id: &str) -> Option<&'static Pattern> {
    PATTERNS.iter().find(|p| p.def.id == id)
}

fn all_sequences(f: &Facts) -> Option<Found> {
    (f.is_regular() && f.chow_count() == 4).then_some(Found {
        count: 1,
        tiles: 0b1111,
    })
}

fn concealed_hand(f: &Facts) -> Option<Found> {
    (f.is_regular() && f.hand.is_concealed()).then_some(Found {
        count: 1,
        tiles: f.all_groups(),
    })
}

fn no_terminals(f: &Facts) -> Option<Found> {
    f.only(SIMPLES).then_some(Found {
        count: 1,
        tiles: f.all_groups(),
    })
}

fn mixed_one_suit(f: &Facts) -> Option<Found> {
    (f.suit_count() == 1 && f.has_honours()).then_some(Found {
        count: 1,
        tiles: f.all_groups(),
    })
}

fn pure_one_suit(f: &Facts) -> Option<Found> {
    (f.suit_count() == 1 && !f.has_honours()).then_some(Found {
        count: 1,
        tiles: f.all_groups(),
    })
}

fn value_honour(f: &Facts) -> Option<Found> {
    let seat = f.hand.seat_wind.tile();
    let valued = |t: Tile| t.is_dragon() || t == seat;
    // No pung of a dragon or of the seat wind: nothing to walk the groups for.
    const DRAGONS: u64 = 0b111 << 31;
    if f.triplet_kinds & (DRAGONS | 1 << seat.index()) == 0 {
        return None;
    }
    let tiles = f.groups_where(|g| g.is_triplet() && valued(g.tile));
    (tiles != 0).then_some(Found {
        count: tiles.count_ones() as u8,
        tiles,
    })
}

fn small_three_winds(f: &Facts) -> Option<Found> {
    honour_sets(f, Tile::is_wind, 2, true)
}

fn big_three_winds(f: &Facts) -> Option<Found> {
    honour_sets(f, Tile::is_wind, 3, false)
}

fn all_honours(f: &Facts) -> Option<Found> {
    let form_ok = matches!(f.arrangement.form, Form::Regular | Form::SevenPairs);
    (form_ok && f.only(HONOURS)).then_some(Found {
        count: 1,
        tiles: f.all_groups(),
    })
}

fn all_triplets(f: &Facts) -> Option<Found> {
    (f.is_regular() && f.triplet_count() == 4).then_some(Found {
        count: 1,
        tiles: 0b1111,
    })
}

fn concealed_triplets(f: &Facts, n: usize) -> Option<Found> {
    let tiles = f.groups.triplets & f.groups.concealed;
    (f.is_regular() && f.concealed_triplets() >= n).then_some(Found { count: 1, tiles })
}

fn kongs(f: &Facts, n: usize) -> Option<Found> {
    let tiles = f.groups.kongs;
    (f.kongs() >= n).then_some(Found { count: 1, tiles })
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum IdenticalSequences {
    Two,
    TwoTwice,
    Three,
    Four,
}

fn identical_sequences(f: &Facts, which: IdenticalSequences) -> Option<Found> {
    // Every variant needs a chow twice: more chows than kinds of chow.
    if f.chow_count() <= f.chow_starts.count_ones() {
        return None;
    }
    let chows: ArrayVec<(usize, Tile), 4> = f.chows().map(|(i, g)| (i, g.tile)).collect();
    let (mut best, mut pairs, mut repeated) = (0u32, 0u32, 0u32);
    for (k, &(_, tile)) in chows.iter().enumerate() {
        if chows[..k].iter().any(|c| c.1 == tile) {
            continue;
        }
        let same = chows
            .iter()
            .filter(|c| c.1 == tile)
            .fold(0u32, |m, c| m | 1 << c.0);
        let n = same.count_ones();
        pairs += n / 2;
        if n >= 2 {
            repeated |= same;
        }
        if n > best.count_ones() {
            best = same;
        }
    }
    let (ok, tiles) = match which {
        IdenticalSequences::Two => (best.count_ones() >= 2, best),
        IdenticalSequences::TwoTwice => (pairs >= 2, repeated),
        IdenticalSequences::Three => (best.count_ones() >= 3, best),
        IdenticalSequences::Four => (best.count_ones() == 4, best),
    };
    ok.then_some(Found { count: 1, tiles })
}

/// Group mask of one set per listed kind (chows by their first tile, or pungs/kongs), if the
/// hand has a set at every one of them.
fn sets_at(f: &Facts, kinds: &[usize], chows: bool) -> Option<u32> {
    let have = if chows {
        f.chow_starts
    } else {
        f.triplet_kinds
    };
    if kinds.iter().any(|&k| have >> k & 1 == 0) {
        return None;
    }
    let mut mask = 0;
    for &k in kinds {
        let m = f.groups_where(|g| {
            g.is_set() && (g.shape == Shape::Chow) == chows && g.tile.index() == k
        });
        mask |= 1 << m.trailing_zeros();
    }
    Some(mask)
}

/// Bit n: kind n + 1 has a set (a chow start or a pung, by `bits`) in all three suits.
fn in_every_suit(bits: u64) -> u64 {
    bits & bits >> 9 & bits >> 18 & 0x1ff
}

fn three_similar_sequences(f: &Facts) -> Option<Found> {
    if in_every_suit(f.chow_starts) == 0 {
        return None;
    }
    (0..7)
        .find_map(|n| sets_at(f, &[n, 9 + n, 18 + n], true))
        .and_then(Found::once)
}

fn small_three_similar_triplets(f: &Facts) -> Option<Found> {
    let pair = f.pair()?;
    let (pair_suit, n) = (pair.tile.suit()?.index(), pair.tile.number()? as usize - 1);
    let others: ArrayVec<usize, 3> = (0..3)
        .filter(|&s| s != pair_suit)
        .map(|s| s * 9 + n)
        .collect();
    let sets = sets_at(f, &others, false)?;
    Found::once(sets | f.groups_where(|g| g.shape == Shape::Pair))
}

fn three_similar_triplets(f: &Facts) -> Option<Found> {
    if in_every_suit(f.triplet_kinds) == 0 {
        return None;
    }
    (0..9)
        .find_map(|n| sets_at(f, &[n, 9 + n, 18 + n], false))
        .and_then(Found::once)
}

fn nine_tile_straight(f: &Facts) -> Option<Found> {
    // Chows at 1, 4 and 7 of one suit: bits 0, 3 and 6 of the suit's chow starts.
    let c = f.chow_starts;
    if c & (c >> 3) & (c >> 6) & (1 | 1 << 9 | 1 << 18) == 0 {
        return None;
    }
    (0..3)
        .find_map(|s| sets_at(f, &[s * 9, s * 9 + 3, s * 9 + 6], true))
        .and_then(Found::once)
}

fn consecutive_triplets(f: &Facts, run: usize) -> Option<Found> {
    for suit in 0..3 {
        let bits = f.triplet_kinds >> (suit * 9) & 0x1ff;
        let mut starts = bits;
        for k in 1..run {
            starts &= bits >> k;
        }
        if starts != 0 {
            let first = suit * 9 + starts.trailing_zeros() as usize;
            let kinds: ArrayVec<usize, 9> = (first..first + run).collect();
            return sets_at(f, &kinds, false).and_then(Found::once);
        }
    }
    None
}

fn lesser_terminals(f: &Facts, pure: bool) -> Option<Found> {
    let holds = |t: Tile| {
        if pure {
            t.is_terminal()
        } else {
            t.is_terminal_or_honour()
        }
    };
    let form_ok = matches!(f.arrangement.form, Form::Regular | Form::SevenPairs);
    let mix_ok = if pure {
        !f.has_honours()
    } else {
        f.has_honours() && f.has_terminals()
    };
    let ok = form_ok && mix_ok && f.groups().iter().all(|g| detect::holds_in(g, holds));
    ok.then_some(Found {
        count: 1,
        tiles: f.all_groups(),
    })
}

fn mixed_lesser_terminals(f: &Facts) -> Option<Found> {
    lesser_terminals(f, false)
}

fn pure_lesser_terminals(f: &Facts) -> Option<Found> {
    lesser_terminals(f, true)
}

fn greater_terminals(f: &Facts, pure: bool) -> Option<Found> {
    let shape_ok = match f.arrangement.form {
        Form::Regular => f.triplet_count() == 4,
        Form::SevenPairs => true,
        Form::ThirteenOrphans | Form::Declared => false,
    };
    let tiles_ok = if pure {
        f.only(TERMINALS)
    } else {
        f.only(TERMINALS | HONOURS) && f.has_honours() && f.has_terminals()
    };
    (shape_ok && tiles_ok).then_some(Found {
        count: 1,
        tiles: f.all_groups(),
    })
}

fn mixed_greater_terminals(f: &Facts) -> Option<Found> {
    greater_terminals(f, false)
}

fn pure_greater_terminals(f: &Facts) -> Option<Found> {
    greater_terminals(f, true)
}

fn final_draw(f: &Facts) -> Option<Found> {
    (f.hand.flags.final_draw && f.hand.win.is_self_draw()).then(|| Found {
        count: 1,
        tiles: f.winning_group(),
    })
}

fn final_discard(f: &Facts) -> Option<Found> {
    (f.hand.flags.final_discard && f.hand.win == WinMethod::Discard).then(|| Found {
        count: 1,
        tiles: f.winning_group(),
    })
}

fn win_on_kong(f: &Facts) -> Option<Found> {
    (f.hand.win == WinMethod::KongReplacement).then(|| Found {
        count: 1,
        tiles: f.winning_group(),
    })
}

fn robbing_a_kong(f: &Facts) -> Option<Found> {
    (f.hand.win == WinMethod::RobbingKong).then(|| Found {
        count: 1,
        tiles: f.winning_group(),
    })
}

fn blessing_of_heaven(f: &Facts) -> Option<Found> {
    let h = f.hand;
    let ok = h.flags.heaven
        && h.seat_wind == Wind::East
        && h.win == WinMethod::SelfDraw
        && h.melds.is_empty();
    ok.then_some(Found {
        count: 1,
        tiles: f.all_groups(),
    })
}

fn blessing_of_earth(f: &Facts) -> Option<Found> {
    let h = f.hand;
    let ok = h.flags.earth
        && h.seat_wind != Wind::East
        && h.win == WinMethod::Discard
        && h.melds.is_empty();
    ok.then_some(Found {
        count: 1,
        tiles: f.all_groups(),
    })
}

fn thirteen_terminals(f: &Facts) -> Option<Found> {
    (f.arrangement.form == Form::ThirteenOrphans).then_some(Found { count: 1, tiles: 1 })
}

fn seven_pairs(f: &Facts) -> Option<Found> {
    (f.arrangement.form == Form::SevenPairs).then_some(Found {
        count: 1,
        tiles: f.all_groups(),
    })
}

fn flowers_where(f: &Facts, proper: bool) -> Option<Found> {
    let seat = f.hand.seat_wind;
    let tiles = f
        .hand
        .bonus
        .iter()
        .enumerate()
        .filter(|(_, b)| matches!(b, BonusTile::Flower(_) | BonusTile::Season(_)))
        .filter(|(_, b)| (b.seat() == Some(seat)) == proper)
        .fold(0, |m, (i, _)| m | bonus_bit(i));
    (tiles != 0).then_some(Found {
        count: tiles.count_ones() as u8,
        tiles,
    })
}

fn improper_flowers(f: &Facts) -> Option<Found> {
    flowers_where(f, false)
}

fn proper_flowers(f: &Facts) -> Option<Found> {
    flowers_where(f, true)
}

fn bonus_set(f: &Facts, kind: fn(u8) -> BonusTile) -> Option<Found> {
    let mut tiles = 0;
    for n in 1..=4 {
        let i = f.hand.bonus.iter().position(|&b| b == kind(n))?;
        tiles |= bonus_bit(i);
    }
    Found::once(tiles)
}

/// What one occurrence of a pattern counts under the options (scoring and every screen).
pub(crate) fn value_of(def: &PatternDef, options: &ZungJungOptions) -> u32 {
    if options.four_identical_sequences == FourIdenticalSequences::Points400 && def.id == "zj.5.1.4"
    {
        400
    } else {
        def.value
    }
}

/// Scores one arrangement: one pattern per series, then the fixed and compound limits.
pub fn evaluate(
    hand: &Hand,
    arrangement: &Arrangement,
    whole: &HandFacts,
    options: &ZungJungOptions,
) -> Evaluation {
    let facts = Facts::new(hand, arrangement, whole);
    super::evaluate(
        &facts,
        &[super::pattern_table!(PATTERNS)],
        |p| value_of(&p.def, options),
        &CHICKEN,
        Some(LIMIT),
    )
}

impl super::pipeline::RuleSystem for ZungJungOptions {
    /// Animals are never used; flowers and seasons only when the option is on.
    fn refusal(&self, hand: &Hand) -> Option<Refusal> {
        if hand.bonus.iter().any(|b| matches!(b, BonusTile::Animal(_))) {
            return Some(Refusal::ZjAnimals);
        }
        (!self.bonus_tiles && !hand.bonus.is_empty()).then_some(Refusal::ZjBonusOff)
    }

    fn arrangements(&self, hand: &Hand, out: &mut Vec<Arrangement>) {
        arrangements_into(hand, true, out)
    }

    fn evaluate(&self, hand: &Hand, arrangement: &Arrangement, whole: &HandFacts) -> Evaluation {
        evaluate(hand, arrangement, whole, self)
    }

    fn minimum(&self) -> u32 {
        self.minimum.points()
    }

    fn payments(&self, hand: &Hand, best: &Evaluation) -> Payments {
        payments(hand, best.total, self.payment)
    }

    fn settings(&self) -> RuleSettings {
        RuleSettings::ZungJung(self.clone())
    }

    fn rule_id(&self) -> super::RuleId {
        super::RuleId::ZungJung
    }

    fn name(&self) -> &'static str {
        "Zung Jung"
    }

    fn unit(&self) -> &'static str {
        "points"
    }

    fn patterns(&self) -> Vec<&'static PatternDef> {
        super::pipeline::table(&CHICKEN, &[&PATTERNS])
    }

    fn value_of(&self, def: &PatternDef) -> u32 {
        value_of(def, self)
    }
}

/// The payments of a win worth `value` under a payment scheme.
pub fn payments(hand: &Hand, value: u32, scheme: PaymentScheme) -> Payments {
    let entries = payers(hand)
        .into_iter()
        .map(|(payer, role)| {
            let (amount, rule) = match (scheme, role) {
                (PaymentScheme::Universal, _) => (value, PaymentRule::ZjUniversal { value }),
                (_, PayerRole::SelfDraw) => (value, PaymentRule::ZjSelfDraw { value }),
                _ if value < 25 => (value, PaymentRule::ZjDiscardBelow25 { value }),
                (_, PayerRole::Discarder) => (
                    value.saturating_mul(3).saturating_sub(50),
                    PaymentRule::ZjDiscardDiscarder { value },
                ),
                _ => (25, PaymentRule::ZjDiscardOther),
            };
            Payment {
                payer,
                role,
                amount,
                rule,
            }
        })
        .collect();
    let scheme = match scheme {
        PaymentScheme::ZungJung => "Zung Jung scheme, 25-point rule",
        PaymentScheme::Universal => "universal scheme",
    };
    Payments {
        winner: hand.seat_wind,
        scheme,
        entries,
        instant: Vec::new(),
    }
}

/// Who carries a discarded win under the one-round immunity.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Immunity {
    /// The rule does not change who is to blame.
    Unchanged,
    /// The winner himself discarded the winning tile in the round: nobody is to blame.
    Nobody,
    /// Another player discarded the winning tile first in the round and is to blame instead.
    Liable(Wind),
}

/// One-round immunity: the round is the four discards from the winner's last discard before
/// the win; an earlier discard of the winning tile in it moves the blame. `discards` is the
/// hand's discards in order, the winning discard last.
pub fn one_round_immunity(winner: Wind, discards: &[(Wind, Tile)]) -> Immunity {
    let Some((&(discarder, tile), before)) = discards.split_last() else {
        return Immunity::Unchanged;
    };
    let Some(start) = before.iter().rposition(|&(seat, _)| seat == winner) else {
        return Immunity::Unchanged;
    };
    let end = before.len();
    if end - start >= 4 {
        return Immunity::Unchanged;
    }
    match before[start..].iter().find(|&&(_, t)| t == tile) {
        Some(&(seat, _)) if seat == winner => Immunity::Nobody,
        Some(&(seat, _)) if seat != discarder => Immunity::Liable(seat),
        _ => Immunity::Unchanged,
    }
}

/// The payments of a discarded win under the Zung Jung scheme, after the one-round immunity.
pub fn payments_with_immunity(payments: &Payments, value: u32, immunity: Immunity) -> Payments {
    let mut out = payments.clone();
    if value < 25 {
        return out;
    }
    for p in &mut out.entries {
        let Some(payer) = p.payer else { continue };
        (p.amount, p.rule) = match immunity {
            Immunity::Unchanged => continue,
            Immunity::Nobody => (value, PaymentRule::ZjImmunityNobody { value }),
            Immunity::Liable(first) if first == payer => (
                value.saturating_mul(3).saturating_sub(50),
                PaymentRule::ZjImmunityLiable { value, first },
            ),
            Immunity::Liable(first) => (25, PaymentRule::ZjImmunityOther { first }),
        };
    }
    out
}
