//! Hong Kong Old Style and New Style (club rules, `shared/rules/hong-kong.md`): fan that add
//! up, limit hands, the payment table with and without a limit, and liability.

use super::detect;
use super::facts::HONOURS;
use super::facts::HandFacts;
use super::facts::has::*;
use super::spec::{self, Spec, in_series, interpreted, limit, pattern as p};
use super::{
    Evaluation, Facts, Found, Pattern, PatternDef, PayerRole, Payment, PaymentRule, Payments,
    Refusal, RuleSettings, payers,
};
use super::{OptionRange, RuleOptionError};
use crate::hand::{
    Arrangement, Form, Group, Hand, MeldKind, Shape, Wait, WinMethod, arrangements_into,
};
use crate::ron_text::ranged::ranged_field;
use crate::tiles::{BonusTile, Tile, Wind};
use serde::{Deserialize, Serialize};

/// Which table applies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Style {
    Old,
    /// Old Style plus the New Style table.
    New,
}

/// Rule options of the Hong Kong profiles; defaults are the digest's.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct HkOptions {
    /// Fan needed to win (the table has a 0-fan row; 3 is common).
    #[serde(deserialize_with = "read_minimum_fan")]
    pub minimum_fan: u32,
    /// Play with a limit: `limit_fan` fan or more, and limit hands, pay the limit (laak 3).
    pub limit: bool,
    /// The fan a limit hand counts, and where the limit (laak 3) starts: 8 to 13 (see
    /// [`unit()`]).
    #[serde(deserialize_with = "read_limit_fan")]
    pub limit_fan: u32,
    /// Whether the eight flowers and seasons are in play.
    pub bonus_tiles: bool,
    /// The fan of a bouquet (all four flowers or all four seasons).
    pub bouquet: Bouquet,
    /// How single bonus tiles score.
    pub bonus_variant: BonusVariant,
    /// *(interpretation)* Blessing of Earth: on a discard in the first go-round, or only on
    /// East's first discard.
    pub earth: EarthRule,
    /// *(interpretation)* Only 1–5, All 3–7, All 5–9 allow no honours (`false` allows them).
    pub ranges_without_honours: bool,
    /// *(interpretation)* All from Discards replaces Twelve Exposed (`false`: both count).
    pub all_discards_replaces_twelve_exposed: bool,
    /// *(interpretation)* The reading of Big Four-in-One.
    pub big_four_in_one: BigFourInOne,
}

impl Default for HkOptions {
    fn default() -> Self {
        HkOptions {
            minimum_fan: 0,
            limit: true,
            limit_fan: 10,
            bonus_tiles: true,
            bouquet: Bouquet::Fan3,
            bonus_variant: BonusVariant::OwnAndRound,
            earth: EarthRule::FirstGoRound,
            ranges_without_honours: true,
            all_discards_replaces_twelve_exposed: true,
            big_four_in_one: BigFourInOne::ShiftedChows,
        }
    }
}

/// The fan of a bouquet: the table's 3, or the sheet's bonus section's 1.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Bouquet {
    #[default]
    Fan3,
    Fan1,
}

/// How single bonus tiles score (the sheet's variants).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum BonusVariant {
    /// 1 fan for each tile of the seat's number and 1 for each of the round's number
    /// (a tile of both scores 2).
    #[default]
    OwnAndRound,
    /// 1 fan for every bonus tile.
    EachTile,
    /// Like `OwnAndRound`, but a tile of both the seat's and the round's number scores 1.
    OwnAndRoundTogether,
}

/// Readings of "after the discard of the other winds".
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum EarthRule {
    /// A non-East player wins on a discard in the first go-round, before any claim.
    #[default]
    FirstGoRound,
    /// Only on East's first discard.
    EastsFirstDiscard,
}

/// Readings of the sheet's Big Four-in-One example (345, 456, 567).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum BigFourInOne {
    /// Three chows of one suit, each one higher than the last.
    #[default]
    ShiftedChows,
    /// All four copies of one tile used in chows.
    FourCopiesInChows,
}

const SW_BONUS_IN_PLAY: u32 = 1;
const SW_OWN_ROUND_TOGETHER: u32 = 2;
const SW_EARTH_EAST_ONLY: u32 = 4;
const SW_RANGES_WITH_HONOURS: u32 = 8;
const SW_ALL_DISCARDS_REPLACES: u32 = 16;
const SW_BIG_4IN1_COPIES: u32 = 32;

ranged_field!(read_minimum_fan, HkOptions::MINIMUM_FAN);
ranged_field!(read_limit_fan, HkOptions::LIMIT_FAN);

impl HkOptions {
    /// The fan needed to win: at most the highest limit, which no total passes.
    pub const MINIMUM_FAN: OptionRange = OptionRange::new("minimum_fan", 0, 13);
    /// The fan of a limit hand, and where the limit (laak 3) starts. The table keeps its three
    /// laak levels: from 8 fan laak 2 still has a row (7 fan); clubs limit at 8, 10 or 13.
    pub const LIMIT_FAN: OptionRange = OptionRange::new("limit_fan", 8, 13);

    /// Checks the numeric options against their ranges.
    pub fn check(&self) -> Result<(), RuleOptionError> {
        Self::MINIMUM_FAN.check(self.minimum_fan)?;
        Self::LIMIT_FAN.check(self.limit_fan)?;
        Ok(())
    }

    fn switches(&self) -> u32 {
        let mut s = 0;
        let mut set = |on: bool, bit: u32| {
            if on {
                s |= bit;
            }
        };
        set(self.bonus_tiles, SW_BONUS_IN_PLAY);
        set(
            self.bonus_variant == BonusVariant::OwnAndRoundTogether,
            SW_OWN_ROUND_TOGETHER,
        );
        set(
            self.earth == EarthRule::EastsFirstDiscard,
            SW_EARTH_EAST_ONLY,
        );
        set(!self.ranges_without_honours, SW_RANGES_WITH_HONOURS);
        set(
            self.all_discards_replaces_twelve_exposed,
            SW_ALL_DISCARDS_REPLACES,
        );
        set(
            self.big_four_in_one == BigFourInOne::FourCopiesInChows,
            SW_BIG_4IN1_COPIES,
        );
        s
    }
}

const fn fan(id: &'static str, name: &'static str, fan: u32, rule: &'static str) -> Spec {
    spec::valued(id, name, fan, rule)
}

/// A hand with no fan at all.
pub static CHICKEN: PatternDef = PatternDef {
    id: "hk.os.chicken",
    name: "Chicken Hand",
    value: 0,
    series: None,
    limit: false,
    interpretation: false,
    rule: "mixed chows and pungs and nothing else: 0 fan",
};

/// The Old Style table (every profile).
pub static OLD_STYLE: [Pattern; 29] = [
    p(
        fan("hk.os.all_chows", "All Chows", 1, "four chows"),
        all_chows,
    )
    .needing(REGULAR | CHOWS_4),
    p(
        fan(
            "hk.os.concealed",
            "Concealed Hand",
            1,
            "no claimed set (concealed kongs allowed; Seven Pairs too); the last tile may be a discard",
        ),
        concealed,
    )
    .needing(CONCEALED),
    p(
        fan(
            "hk.os.self_draw",
            "Self-Draw",
            1,
            "the winning tile came from the wall",
        ),
        self_draw,
    )
    .needing(SELF_DRAW),
    p(
        fan(
            "hk.os.last_tile",
            "Win on the Last Tile",
            1,
            "the winning tile was the last tile of the live wall",
        ),
        last_tile,
    )
    .needing(FINAL_DRAW),
    p(
        fan(
            "hk.os.replacement",
            "Win on a Replacement Tile",
            1,
            "the winning tile was drawn after a kong or a bonus tile",
        ),
        replacement,
    )
    .needing(REPLACEMENT),
    p(
        fan(
            "hk.os.dragon_pung",
            "Dragon Pung",
            1,
            "1 fan for each pung or kong of dragons",
        ),
        dragon_pungs,
    )
    .needing(DRAGON_SET),
    p(
        fan(
            "hk.os.seat_wind",
            "Seat Wind Pung",
            1,
            "a pung or kong of the seat's wind",
        ),
        seat_wind,
    )
    .needing(WIND_SET),
    p(
        fan(
            "hk.os.round_wind",
            "Round Wind Pung",
            1,
            "a pung or kong of the round's wind (both count when seat and round wind coincide)",
        ),
        round_wind,
    )
    .needing(WIND_SET),
    p(
        fan(
            "hk.os.no_bonus",
            "No Bonus Tiles",
            1,
            "bonus tiles are in play and the hand has none",
        ),
        no_bonus,
    )
    .needing(NO_BONUS),
    p(
        fan(
            "hk.os.own_bonus",
            "Own Bonus Tile",
            1,
            "1 fan for each flower or season of the seat's number",
        ),
        own_bonus,
    )
    .needing(BONUS),
    p(
        fan(
            "hk.os.round_bonus",
            "Round Wind's Bonus Tile",
            1,
            "1 fan for each flower or season of the round's number",
        ),
        round_bonus,
    )
    .needing(BONUS),
    p(
        interpreted(fan(
            "hk.os.bonus_tile",
            "Bonus Tile",
            1,
            "variant: 1 fan for every bonus tile (replaces own and round bonus tiles)",
        )),
        any_bonus,
    )
    .needing(BONUS),
    p(
        fan(
            "hk.os.all_pungs",
            "All Pungs/Kongs",
            3,
            "four pungs or kongs",
        ),
        detect::all_pungs,
    )
    .needing(REGULAR | TRIPLETS_4),
    p(
        fan("hk.os.clean", "Clean Hand", 3, "one suit plus honours"),
        detect::half_flush,
    )
    .needing(ONE_SUIT | HONOUR),
    p(
        fan(
            "hk.os.bouquet",
            "Bouquet",
            3,
            "all four flowers, or all four seasons: 3 fan each (1 by option)",
        ),
        bouquet,
    )
    .needing(BONUS),
    p(
        fan(
            "hk.os.kong_on_kong",
            "Kong on Kong",
            4,
            "win on the replacement tile of a second kong in a row",
        ),
        detect::kong_on_kong,
    )
    .needing(KONG_ON_KONG),
    p(
        fan("hk.os.all_pairs", "Seven Pairs", 4, "seven pairs"),
        detect::seven_pairs,
    )
    .needing(SEVEN_PAIRS),
    p(
        fan(
            "hk.os.small_dragons",
            "Small Three Dragons",
            4,
            "two dragon pungs and a dragon pair (the dragon pungs still score)",
        ),
        detect::small_three_dragons,
    )
    .needing(REGULAR | DRAGON_SET | ALL_DRAGONS),
    p(
        fan(
            "hk.os.small_winds",
            "Small Four Winds",
            4,
            "three wind pungs and a wind pair",
        ),
        detect::small_four_winds,
    )
    .needing(REGULAR | WIND_SET | ALL_WINDS),
    p(
        interpreted(fan(
            "hk.os.big_dragons",
            "Three Dragons",
            6,
            "three dragon pungs (the dragon pungs still score, as with Small Three Dragons)",
        )),
        detect::big_three_dragons,
    )
    .needing(REGULAR | DRAGON_SET | ALL_DRAGONS),
    p(
        fan("hk.os.pure", "Purity", 6, "one suit, no honours"),
        detect::full_flush,
    )
    .needing(ONE_SUIT | NO_HONOUR),
    p(
        fan("hk.os.all_honours", "All Honours", 7, "honours only"),
        all_honours,
    )
    .needing(HONOUR | ONE_SUIT | NO_TERMINAL),
    p(
        limit(
            "hk.os.thirteen_orphans",
            "Thirteen Orphans",
            "one of each terminal and honour and a pair of one of them; concealed",
        ),
        detect::thirteen_orphans,
    )
    .needing(ORPHANS),
    p(
        limit(
            "hk.os.hidden_treasure",
            "Hidden Treasure",
            "four concealed pungs, waiting on the pair, self-drawn",
        ),
        hidden_treasure,
    )
    .needing(REGULAR | TRIPLETS_4 | CONCEALED | SELF_DRAW),
    p(
        limit(
            "hk.os.all_terminals",
            "All Terminals",
            "pungs or kongs of terminals only (the pair too)",
        ),
        detect::all_terminals,
    )
    .needing(REGULAR | TRIPLETS_3 | OUTSIDE | TERMINAL | NO_HONOUR),
    p(
        limit(
            "hk.os.nine_gates",
            "Nine Gates",
            "concealed 1112345678999 of one suit and any tile of that suit",
        ),
        detect::nine_gates,
    )
    .needing(NO_MELDS | ONE_SUIT),
    p(
        limit(
            "hk.os.heaven",
            "Blessing of Heaven",
            "East wins on the deal",
        ),
        heaven,
    )
    .needing(HEAVEN | SELF_DRAW),
    p(
        interpreted(limit(
            "hk.os.earth",
            "Blessing of Earth",
            "a non-East player wins on a discard in the first go-round, before any claim (option: only on East's first discard)",
        )),
        earth,
    )
    .needing(EARTH | DISCARD),
    p(
        limit(
            "hk.os.all_bonus",
            "All Eight Bonus Tiles",
            "all four flowers and all four seasons: an automatic win",
        ),
        all_bonus,
    )
    .needing(BONUS),
];

/// The New Style additions.
pub static NEW_STYLE: [Pattern; 21] = [
    p(
        fan("hk.ns.pair_258", "2-5-8 Pair", 1, "the pair is a 2, 5 or 8"),
        pair_258,
    )
    .needing(REGULAR | PAIR_258),
    p(
        fan(
            "hk.ns.old_young",
            "Old and Young",
            1,
            "chows 123 and 789 of one suit",
        ),
        old_young,
    )
    .needing(CHOWS_2 | SUIT_ENDS),
    p(
        fan(
            "hk.ns.two_suits",
            "Two Suits",
            1,
            "exactly two suits (honours allowed)",
        ),
        two_suits,
    )
    .needing(TWO_SUITS),
    p(
        fan(
            "hk.ns.small_four_in_one",
            "Small Four-in-One",
            1,
            "all four copies of a tile used: three in a pung, one in a chow (222 + 234)",
        ),
        small_four_in_one,
    )
    .needing(CHOW | TRIPLET | FOUR_COPIES),
    p(
        in_series(
            fan(
                "hk.ns.double_chow",
                "Two Identical Chows",
                2,
                "two identical chows of one suit",
            ),
            "identical chows",
        ),
        double_chow,
    )
    .needing(REPEATED_CHOW),
    p(
        fan(
            "hk.ns.four_in_one",
            "Four-in-One",
            2,
            "all four copies of a tile: two in chows, two in the pair",
        ),
        four_in_one,
    )
    .needing(REGULAR | CHOWS_2 | FOUR_COPIES | PAIR_OF_FOUR),
    p(
        fan(
            "hk.ns.twelve_exposed",
            "Twelve Exposed",
            2,
            "four claimed sets, winning on the pair",
        ),
        twelve_exposed,
    )
    .needing(REGULAR | MELDS_4 | CLAIMED),
    p(
        interpreted(fan(
            "hk.ns.open_snake",
            "Open Snake",
            2,
            "123, 456, 789 of one suit in a hand with a claimed set",
        )),
        open_snake,
    )
    .needing(CHOWS_3 | FULL_SUIT),
    p(
        interpreted(fan(
            "hk.ns.hidden_snake",
            "Hidden Snake",
            3,
            "123, 456, 789 of one suit in a concealed hand (the winning tile may be a discard)",
        )),
        hidden_snake,
    )
    .needing(CHOWS_3 | CONCEALED | FULL_SUIT),
    p(
        fan(
            "hk.ns.five_gates",
            "Five Gates",
            3,
            "the four sets and the pair are of five kinds: characters, dots, bamboo, winds, dragons",
        ),
        five_gates,
    )
    .needing(REGULAR | HONOUR | THREE_SUITS),
    p(
        interpreted(fan(
            "hk.ns.only_1_5",
            "Only 1–5",
            3,
            "suit tiles 1 to 5 only, no honours (option: honours allowed)",
        )),
        |f| only_range(f, 1, 5),
    )
    .needing(SUITED_1_5),
    p(
        interpreted(fan(
            "hk.ns.only_3_7",
            "All 3–7",
            3,
            "suit tiles 3 to 7 only, no honours (option: honours allowed)",
        )),
        |f| only_range(f, 3, 7),
    )
    .needing(NO_TERMINAL | SUITED_3_7),
    p(
        interpreted(fan(
            "hk.ns.only_5_9",
            "All 5–9",
            3,
            "suit tiles 5 to 9 only, no honours (option: honours allowed)",
        )),
        |f| only_range(f, 5, 9),
    )
    .needing(SUITED_5_9),
    p(
        fan(
            "hk.ns.five_corners",
            "Five Corners",
            3,
            "a terminal (1 or 9) in every set and in the pair",
        ),
        five_corners,
    )
    .needing(REGULAR | OUTSIDE),
    p(
        interpreted(fan(
            "hk.ns.all_discards",
            "All from Discards",
            3,
            "four claimed sets and the pair completed by a discard; replaces Twelve Exposed (option: both count)",
        )),
        all_discards,
    )
    .needing(REGULAR | MELDS_4 | CLAIMED | DISCARD),
    p(
        fan(
            "hk.ns.walking_pungs",
            "Walking Pungs",
            4,
            "pungs of three consecutive numbers in one suit",
        ),
        walking_pungs,
    )
    .needing(TRIPLETS_3 | TRIPLET_RUN),
    p(
        fan(
            "hk.ns.matching_pungs",
            "Matching Pungs",
            4,
            "pungs of one number in all three suits",
        ),
        matching_pungs,
    )
    .needing(TRIPLETS_3 | THREE_SUITS),
    p(
        in_series(
            fan(
                "hk.ns.triple_chow",
                "Three Identical Chows",
                6,
                "three identical chows of one suit; replaces Two Identical Chows",
            ),
            "identical chows",
        ),
        triple_chow,
    )
    .needing(REPEATED_CHOW),
    p(
        interpreted(fan(
            "hk.ns.big_four_in_one",
            "Big Four-in-One",
            6,
            "three chows of one suit, each one higher than the last, e.g. 345 456 567 (option: all four copies of a tile in chows)",
        )),
        big_four_in_one,
    )
    .needing(CHOWS_3),
    p(
        fan(
            "hk.ns.one_number",
            "One Number",
            6,
            "the same number in every set and the pair, in several suits",
        ),
        one_number,
    )
    .needing(REGULAR | NO_HONOUR | NUMBERS_SPAN_5),
    p(
        fan(
            "hk.ns.three_numbers",
            "Three Numbers",
            6,
            "suit tiles of three numbers only (honours allowed), e.g. 222 123 123 EEE GG",
        ),
        three_numbers,
    )
    .needing(REGULAR | NUMBERS_3),
];

/// Every pattern of a profile, Old Style first.
pub fn patterns(style: Style) -> impl Iterator<Item = &'static Pattern> {
    pattern_tables(style).iter().flat_map(|t| t.patterns.iter())
}

/// The pattern tables of a style, in order.
fn pattern_tables(style: Style) -> &'static [super::PatternTable] {
    static OLD: [super::PatternTable; 1] = [super::pattern_table!(OLD_STYLE)];
    static NEW: [super::PatternTable; 2] = [
        super::pattern_table!(OLD_STYLE),
        super::pattern_table!(NEW_STYLE),
    ];
    match style {
        Style::Old => &OLD,
        Style::New => &NEW,
    }
}

fn all_chows(f: &Facts) -> Option<Found> {
    Found::when(f.is_regular() && f.chow_count() == 4, 0b1111)
}

fn concealed(f: &Facts) -> Option<Found> {
    Found::when(f.hand.is_concealed(), f.all_groups())
}

fn self_draw(f: &Facts) -> Option<Found> {
    Found::when(f.hand.win.is_self_draw(), f.winning_group())
}

fn last_tile(f: &Facts) -> Option<Found> {
    Found::when(f.hand.flags.final_draw, f.winning_group())
}

fn replacement(f: &Facts) -> Option<Found> {
    let h = f.hand;
    Found::when(
        h.win == WinMethod::KongReplacement || h.flags.bonus_replacement,
        f.winning_group(),
    )
}

fn dragon_pungs(f: &Facts) -> Option<Found> {
    Found::counted(f.groups_where(|g| g.is_triplet() && g.tile.is_dragon()))
}

fn seat_wind(f: &Facts) -> Option<Found> {
    let seat = f.hand.seat_wind.tile();
    Found::counted(f.groups_where(|g| g.is_triplet() && g.tile == seat))
}

fn round_wind(f: &Facts) -> Option<Found> {
    let round = f.hand.prevailing_wind.tile();
    Found::counted(f.groups_where(|g| g.is_triplet() && g.tile == round))
}

fn no_bonus(f: &Facts) -> Option<Found> {
    Found::when(f.switch(SW_BONUS_IN_PLAY) && f.hand.bonus.is_empty(), 0)
}

fn own_bonus(f: &Facts) -> Option<Found> {
    let seat = f.hand.seat_wind;
    Found::counted(f.bonus_where(|b| b.seat() == Some(seat)))
}

fn round_bonus(f: &Facts) -> Option<Found> {
    let (seat, round) = (f.hand.seat_wind, f.hand.prevailing_wind);
    let together = f.switch(SW_OWN_ROUND_TOGETHER);
    Found::counted(
        f.bonus_where(|b| b.seat() == Some(round) && !(together && b.seat() == Some(seat))),
    )
}

fn any_bonus(f: &Facts) -> Option<Found> {
    Found::counted(f.bonus_where(|_| true))
}

fn bouquet(f: &Facts) -> Option<Found> {
    let set = |kind: fn(u8) -> BonusTile| {
        let tiles = f.bonus_where(|b| (1..=4).any(|n| b == kind(n)));
        if tiles.count_ones() == 4 { tiles } else { 0 }
    };
    let (flowers, seasons) = (set(BonusTile::Flower), set(BonusTile::Season));
    let count = u8::from(flowers != 0) + u8::from(seasons != 0);
    (count > 0).then_some(Found {
        count,
        tiles: flowers | seasons,
    })
}

fn all_honours(f: &Facts) -> Option<Found> {
    Found::when(f.only(HONOURS), f.all_groups())
}

fn hidden_treasure(f: &Facts) -> Option<Found> {
    let ok = f.is_regular()
        && f.concealed_triplets() == 4
        && f.hand.is_concealed()
        && f.arrangement.wait == Wait::Single
        && f.hand.win.is_self_draw();
    Found::when(ok, f.all_groups())
}

fn heaven(f: &Facts) -> Option<Found> {
    let h = f.hand;
    Found::when(
        h.flags.heaven && h.seat_wind == Wind::East && h.win == WinMethod::SelfDraw,
        f.all_groups(),
    )
}

fn earth(f: &Facts) -> Option<Found> {
    let h = f.hand;
    let by = if f.switch(SW_EARTH_EAST_ONLY) {
        h.discarder.is_none_or(|d| d == Wind::East)
    } else {
        true
    };
    Found::when(
        h.flags.earth && h.seat_wind != Wind::East && h.win == WinMethod::Discard && by,
        f.all_groups(),
    )
}

fn all_bonus(f: &Facts) -> Option<Found> {
    let tiles = f.bonus_where(|b| matches!(b, BonusTile::Flower(_) | BonusTile::Season(_)));
    Found::when(tiles.count_ones() == 8, tiles)
}

fn pair_258(f: &Facts) -> Option<Found> {
    let pair = f.pair()?;
    Found::when(matches!(pair.tile.number(), Some(2 | 5 | 8)), 1 << 4)
}

fn chow_at(f: &Facts, kind: usize) -> u32 {
    f.groups_where(|g| g.shape == Shape::Chow && g.tile.index() == kind)
}

fn first_bit(mask: u32) -> u32 {
    mask & mask.wrapping_neg()
}

fn old_young(f: &Facts) -> Option<Found> {
    // Chows at 1 and 7 of one suit: bits 0 and 6 of the suit's chow starts.
    const ENDS: u64 = 1 | 1 << 6;
    (0..3).find_map(|s| {
        if f.chow_starts >> (s * 9) & ENDS != ENDS {
            return None;
        }
        let (low, high) = (chow_at(f, s * 9), chow_at(f, s * 9 + 6));
        Found::when(low != 0 && high != 0, first_bit(low) | first_bit(high))
    })
}

fn two_suits(f: &Facts) -> Option<Found> {
    Found::when(f.suit_count() == 2, f.all_groups())
}

/// Tiles (kinds) with all four copies in the hand, as a bit set.
fn four_copies(f: &Facts) -> impl Iterator<Item = Tile> + use<> {
    Facts::kinds_of(f.four_kinds & SUITED)
}

fn chows_holding(f: &Facts, t: Tile) -> u32 {
    f.groups_where(|g| g.shape == Shape::Chow && g.contains(t))
}

fn small_four_in_one(f: &Facts) -> Option<Found> {
    // A suited pung with a chow through its number (the chow starts 0–2 below it).
    let t = f.triplet_kinds & SUITED;
    let c = f.chow_starts;
    if c == 0 || t & (c | c << 1 | c << 2) == 0 {
        return None;
    }
    let mut tiles = 0;
    let mut count = 0;
    for t in four_copies(f) {
        let pung = f.groups_where(|g| g.shape == Shape::Pung && g.tile == t);
        let chows = chows_holding(f, t);
        if pung != 0 && chows.count_ones() == 1 {
            tiles |= pung | chows;
            count += 1;
        }
    }
    (count > 0).then_some(Found { count, tiles })
}

fn identical_chows(f: &Facts, n: u32) -> Option<Found> {
    if f.chow_count() <= f.chow_starts.count_ones() {
        return None;
    }
    f.chows()
        .map(|(_, g)| chow_at(f, g.tile.index()))
        .find(|m| m.count_ones() >= n)
        .and_then(|m| Found::when(true, m))
}

fn double_chow(f: &Facts) -> Option<Found> {
    identical_chows(f, 2)
}

fn triple_chow(f: &Facts) -> Option<Found> {
    identical_chows(f, 3)
}

fn four_in_one(f: &Facts) -> Option<Found> {
    let pair = f.pair()?;
    let chows = chows_holding(f, pair.tile);
    if chows.count_ones() != 2 || f.counts[pair.tile.index()] != 4 {
        return None;
    }
    Found::when(true, chows | 1 << 4)
}

fn claimed_sets(f: &Facts) -> usize {
    f.hand.melds.iter().filter(|m| m.kind.is_claimed()).count()
}

fn twelve_exposed(f: &Facts) -> Option<Found> {
    let ok = f.is_regular() && claimed_sets(f) == 4 && f.arrangement.wait == Wait::Single;
    let replaced = f.switch(SW_ALL_DISCARDS_REPLACES) && all_discards(f).is_some();
    Found::when(ok && !replaced, f.all_groups())
}

fn all_discards(f: &Facts) -> Option<Found> {
    let ok = f.is_regular()
        && claimed_sets(f) == 4
        && f.arrangement.wait == Wait::Single
        && f.hand.win == WinMethod::Discard;
    Found::when(ok, f.all_groups())
}

/// The snake's chows (123, 456, 789 of one suit), and whether any of them was claimed.
fn snake(f: &Facts) -> Option<(u32, bool)> {
    // Chows at 1, 4 and 7 of one suit.
    const STEPS: u64 = 1 | 1 << 3 | 1 << 6;
    (0..3).find_map(|s| {
        if f.chow_starts >> (s * 9) & STEPS != STEPS {
            return None;
        }
        let parts = [
            chow_at(f, s * 9),
            chow_at(f, s * 9 + 3),
            chow_at(f, s * 9 + 6),
        ];
        let tiles = parts
            .iter()
            .all(|&m| m != 0)
            .then(|| parts.iter().fold(0, |acc, &m| acc | first_bit(m)))?;
        let any_claimed = f
            .groups()
            .iter()
            .enumerate()
            .any(|(i, g)| tiles >> i & 1 == 1 && g.meld.is_some());
        Some((tiles, any_claimed))
    })
}

fn open_snake(f: &Facts) -> Option<Found> {
    snake(f).and_then(|(tiles, claimed)| Found::when(claimed, tiles))
}

fn hidden_snake(f: &Facts) -> Option<Found> {
    snake(f).and_then(|(tiles, _)| Found::when(f.hand.is_concealed(), tiles))
}

fn category(g: &Group) -> usize {
    match g.tile.suit() {
        Some(s) => s.index(),
        None if g.tile.is_wind() => 3,
        None => 4,
    }
}

fn five_gates(f: &Facts) -> Option<Found> {
    use super::facts::{DRAGONS, WINDS};
    if !f.is_regular() || f.kinds & WINDS == 0 || f.kinds & DRAGONS == 0 {
        return None;
    }
    let kinds = f.groups().iter().fold(0u32, |m, g| m | 1 << category(g));
    Found::when(kinds == 0b11111, f.all_groups())
}

/// Bit set of the suited kinds numbered `low` to `high` in every suit.
const fn numbers(low: u8, high: u8) -> u64 {
    let one_suit = ((1u64 << (high - low + 1)) - 1) << (low - 1);
    one_suit | one_suit << 9 | one_suit << 18
}

const SUITED: u64 = (1u64 << 27) - 1;

fn only_range(f: &Facts, low: u8, high: u8) -> Option<Found> {
    let honours = if f.switch(SW_RANGES_WITH_HONOURS) {
        HONOURS
    } else {
        0
    };
    let ok = matches!(f.arrangement.form, Form::Regular | Form::SevenPairs)
        && f.only(numbers(low, high) | honours)
        && f.kinds & SUITED != 0;
    Found::when(ok, f.all_groups())
}

fn five_corners(f: &Facts) -> Option<Found> {
    Found::when(
        f.is_regular()
            && f.groups()
                .iter()
                .all(|g| detect::holds_in(g, Tile::is_terminal)),
        f.all_groups(),
    )
}

fn walking_pungs(f: &Facts) -> Option<Found> {
    (0..3).find_map(|s| {
        let bits = f.triplet_kinds >> (s * 9) & 0x1ff;
        let starts = bits & bits >> 1 & bits >> 2;
        (starts != 0).then(|| {
            let first = s * 9 + starts.trailing_zeros() as usize;
            let tiles =
                f.groups_where(|g| g.is_triplet() && (first..first + 3).contains(&g.tile.index()));
            Found { count: 1, tiles }
        })
    })
}

fn matching_pungs(f: &Facts) -> Option<Found> {
    // A number with a pung in each suit: the suits' pung bits, and-ed.
    let t = f.triplet_kinds;
    let numbers = t & t >> 9 & t >> 18 & 0x1ff;
    if numbers == 0 {
        return None;
    }
    let n = numbers.trailing_zeros() as usize;
    let kinds = [n, 9 + n, 18 + n];
    Found::once(f.groups_where(|g| g.is_triplet() && kinds.contains(&g.tile.index())))
}

fn big_four_in_one(f: &Facts) -> Option<Found> {
    if f.chow_count() < 3 {
        return None;
    }
    if f.switch(SW_BIG_4IN1_COPIES) {
        return four_copies(f).find_map(|t| {
            let chows = chows_holding(f, t);
            Found::when(chows.count_ones() == 4, chows)
        });
    }
    // Three chows starting on consecutive numbers of one suit.
    let c = f.chow_starts;
    if c & c >> 1 & c >> 2 == 0 {
        return None;
    }
    (0..3).find_map(|s| {
        (0..5).find_map(|n| {
            let k = s * 9 + n;
            let parts = [chow_at(f, k), chow_at(f, k + 1), chow_at(f, k + 2)];
            let ok = parts.iter().all(|&m| m != 0);
            Found::when(ok, parts.iter().fold(0, |acc, &m| acc | first_bit(m)))
        })
    })
}

fn one_number(f: &Facts) -> Option<Found> {
    if !f.is_regular() || f.has_honours() || f.suit_count() < 2 {
        return None;
    }
    // The numbers each group holds, as bits: a chow its three, any other set its one.
    let common = f.groups().iter().fold(0x1ffu32, |m, g| {
        let n = g.tile.number().map_or(0, |x| 1u32 << (x - 1));
        m & match g.shape {
            Shape::Chow => n | n << 1 | n << 2,
            _ => n,
        }
    });
    Found::when(common != 0, f.all_groups())
}

fn three_numbers(f: &Facts) -> Option<Found> {
    let numbers = (f.kinds | f.kinds >> 9 | f.kinds >> 18) & 0x1ff;
    Found::when(
        f.is_regular() && numbers != 0 && numbers.count_ones() <= 3,
        f.all_groups(),
    )
}

/// What one occurrence of a pattern counts under the options (scoring and every screen).
pub(crate) fn value_of(def: &PatternDef, options: &HkOptions) -> u32 {
    if def.limit {
        return options.limit_fan;
    }
    // Only the bonus tiles' patterns have values the options change (one test of the id's
    // length for most patterns).
    let bonus_pattern = matches!(
        def.id,
        "hk.os.no_bonus"
            | "hk.os.own_bonus"
            | "hk.os.round_bonus"
            | "hk.os.bonus_tile"
            | "hk.os.bouquet"
    );
    if !bonus_pattern {
        return def.value;
    }
    match def.id {
        "hk.os.bouquet" if options.bouquet == Bouquet::Fan1 => 1,
        "hk.os.own_bonus" | "hk.os.round_bonus"
            if options.bonus_variant == BonusVariant::EachTile =>
        {
            0
        }
        "hk.os.bonus_tile" if options.bonus_variant != BonusVariant::EachTile => 0,
        "hk.os.no_bonus" | "hk.os.own_bonus" | "hk.os.round_bonus" | "hk.os.bonus_tile"
        | "hk.os.bouquet"
            if !options.bonus_tiles =>
        {
            0
        }
        _ => def.value,
    }
}

/// Scores one arrangement: every fan present adds up; a limit hand counts the limit alone.
pub fn evaluate(
    hand: &Hand,
    arrangement: &Arrangement,
    whole: &HandFacts,
    options: &HkOptions,
    style: Style,
) -> Evaluation {
    let facts = Facts::new(hand, arrangement, whole).with_switches(options.switches());
    let cap = options.limit.then_some(options.limit_fan);
    super::evaluate(
        &facts,
        pattern_tables(style),
        |p| value_of(&p.def, options),
        &CHICKEN,
        cap,
    )
}

/// Hong Kong's rules in one style (`NEW`: New Style, else Old Style): the options of
/// [`RuleSettings::HkOldStyle`] and [`RuleSettings::HkNewStyle`], written in files as the
/// options alone.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Hk<const NEW: bool>(pub HkOptions);

impl<const NEW: bool> Hk<NEW> {
    /// The style these options score in.
    pub const STYLE: Style = if NEW { Style::New } else { Style::Old };
}

impl<const NEW: bool> std::ops::Deref for Hk<NEW> {
    type Target = HkOptions;
    fn deref(&self) -> &HkOptions {
        &self.0
    }
}

impl<const NEW: bool> std::ops::DerefMut for Hk<NEW> {
    fn deref_mut(&mut self) -> &mut HkOptions {
        &mut self.0
    }
}

impl<const NEW: bool> super::pipeline::RuleSystem for Hk<NEW> {
    /// Animals are never used; flowers and seasons only when the option is on.
    fn refusal(&self, hand: &Hand) -> Option<Refusal> {
        if hand.bonus.iter().any(|b| matches!(b, BonusTile::Animal(_))) {
            return Some(Refusal::HkAnimals);
        }
        (!self.0.bonus_tiles && !hand.bonus.is_empty()).then_some(Refusal::HkBonusOff)
    }

    /// All eight bonus tiles win automatically, whatever the other tiles are.
    fn arrangements(&self, hand: &Hand, all: &mut Vec<Arrangement>) {
        arrangements_into(hand, true, all);
        if all.is_empty() && self.0.bonus_tiles {
            let flowers = hand
                .bonus
                .iter()
                .filter(|b| matches!(b, BonusTile::Flower(_) | BonusTile::Season(_)));
            if flowers.count() >= 8 {
                all.push(Arrangement::declared());
            }
        }
    }

    fn evaluate(&self, hand: &Hand, arrangement: &Arrangement, whole: &HandFacts) -> Evaluation {
        evaluate(hand, arrangement, whole, &self.0, Self::STYLE)
    }

    fn minimum(&self) -> u32 {
        self.0.minimum_fan
    }

    fn payments(&self, hand: &Hand, best: &Evaluation) -> Payments {
        payments(hand, best.total, &self.0)
    }

    fn settings(&self) -> RuleSettings {
        match Self::STYLE {
            Style::Old => RuleSettings::HkOldStyle(Hk(self.0.clone())),
            Style::New => RuleSettings::HkNewStyle(Hk(self.0.clone())),
        }
    }

    fn rule_id(&self) -> super::RuleId {
        match Self::STYLE {
            Style::Old => super::RuleId::HkOldStyle,
            Style::New => super::RuleId::HkNewStyle,
        }
    }

    fn name(&self) -> &'static str {
        match Self::STYLE {
            Style::Old => "Hong Kong Old Style",
            Style::New => "Hong Kong New Style",
        }
    }

    fn unit(&self) -> &'static str {
        "fan"
    }

    fn patterns(&self) -> Vec<&'static PatternDef> {
        match Self::STYLE {
            Style::Old => super::pipeline::table(&CHICKEN, &[&OLD_STYLE]),
            Style::New => super::pipeline::table(&CHICKEN, &[&OLD_STYLE, &NEW_STYLE]),
        }
    }

    fn value_of(&self, def: &PatternDef) -> u32 {
        value_of(def, self)
    }

    fn check(&self) -> Result<(), super::RuleOptionError> {
        self.0.check()
    }
}

/// What the discarder (or each player on a self-draw) pays for `fan`.
///
/// With a limit, the sheet's table: 0–3 fan pay 2, 4, 8, 16; laak 1 (4–6 fan) 32; laak 2
/// (from 7 fan) 64; laak 3, the limit, 128 from `limit_fan` (10 on the sheet). A lowered
/// limit (8 or 9) shortens laak 2 to 7 fan, or 7–8; a raised one (11–13) lengthens it to
/// 7–10 … 7–12: the amounts stay the table's, only where the limit starts moves.
/// [`HkOptions::LIMIT_FAN`] keeps every row (below 8 laak 2 would vanish). Without a limit
/// the unit keeps doubling: 2^(fan+1).
pub fn unit(fan: u32, options: &HkOptions) -> u32 {
    if !options.limit {
        return 1u32 << (fan + 1).min(30);
    }
    match fan {
        f if f >= options.limit_fan => 128,
        0 => 2,
        1 => 4,
        2 => 8,
        3 => 16,
        4..=6 => 32,
        _ => 64,
    }
}

/// The liability (penalty) rules: who pays for everyone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Liability {
    /// Three exposed sets of one suit; a discard of that suit wins.
    NineTiles,
    /// The fourth set of one suit was claimed from this player.
    NineTilesFourthSet,
    /// Five tiles left; a tile not played before wins.
    FiveTiles,
    /// Three exposed wind pungs; the fourth wind was discarded.
    FourthWind,
    /// Two exposed dragon pungs; the third dragon was discarded.
    ThirdDragon,
    /// Three exposed terminal pungs; a terminal was discarded.
    TerminalPungs,
    /// Three exposed honour pungs; an honour was discarded.
    HonourPungs,
}

impl Liability {
    pub fn id(self) -> &'static str {
        match self {
            Liability::NineTiles => "hk.liability.nine_tiles",
            Liability::NineTilesFourthSet => "hk.liability.nine_tiles_fourth_set",
            Liability::FiveTiles => "hk.liability.five_tiles",
            Liability::FourthWind => "hk.liability.fourth_wind",
            Liability::ThirdDragon => "hk.liability.third_dragon",
            Liability::TerminalPungs => "hk.liability.terminal_pungs",
            Liability::HonourPungs => "hk.liability.honour_pungs",
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Liability::NineTiles => "the nine-tiles liability",
            Liability::NineTilesFourthSet => "the nine-tiles liability for the fourth set",
            Liability::FiveTiles => "the five-tiles liability",
            Liability::FourthWind => "the fourth-wind liability",
            Liability::ThirdDragon => "the third-dragon liability",
            Liability::TerminalPungs => "the terminal-pungs liability",
            Liability::HonourPungs => "the honour-pungs liability",
        }
    }

    pub fn explain(self) -> &'static str {
        match self {
            Liability::NineTiles => {
                "nine tiles: the winner showed three sets of one suit and this player discarded a tile of that suit on which he won"
            }
            Liability::NineTilesFourthSet => {
                "nine tiles: this player's discard was claimed for the winner's fourth set of one suit, so he is liable for the win"
            }
            Liability::FiveTiles => {
                "five tiles: with five tiles left in the wall this player discarded a tile not played before, and the winner took it"
            }
            Liability::FourthWind => {
                "the winner showed three wind pungs and this player discarded the fourth wind"
            }
            Liability::ThirdDragon => {
                "the winner showed two dragon pungs and this player discarded the third dragon"
            }
            Liability::TerminalPungs => {
                "the winner showed three terminal pungs and this player discarded a terminal"
            }
            Liability::HonourPungs => {
                "the winner showed three honour pungs and this player discarded an honour"
            }
        }
    }
}

/// A liable player and the rule that makes him so.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Liable {
    pub seat: Wind,
    pub rule: Liability,
}

/// Finds who, if anyone, is liable for the win, from the facts the hand carries: the melds
/// and whose discards made them, the discarder, the wall count and whether the tile was fresh.
pub fn liable(hand: &Hand) -> Option<Liable> {
    let claimed: Vec<_> = hand.melds.iter().filter(|m| m.kind.is_claimed()).collect();
    let win = hand.winning_tile;
    let on_discard = hand.win == WinMethod::Discard;
    // The fourth set of one suit claimed from a player: liable on a self-draw or his discard.
    if let [first, .., last] = claimed.as_slice()
        && claimed.len() == 4
        && let Some(suit) = first.tile.suit()
        && claimed.iter().all(|m| m.tile.suit() == Some(suit))
        && matches!(last.kind, MeldKind::Pung | MeldKind::ExposedKong)
        && let Some(from) = last.from
        && (hand.win.is_self_draw() || hand.discarder == Some(from))
    {
        return Some(Liable {
            seat: from,
            rule: Liability::NineTilesFourthSet,
        });
    }
    let discarder = hand.discarder.filter(|_| on_discard)?;
    let pungs_where = |f: fn(Tile) -> bool| {
        claimed
            .iter()
            .filter(|m| m.kind != MeldKind::Chow && f(m.tile))
            .count()
    };
    let rule = if let Some(suit) = win.suit()
        && claimed
            .iter()
            .filter(|m| m.tile.suit() == Some(suit))
            .count()
            >= 3
        && !hand.table.forced_discard
    {
        Some(Liability::NineTiles)
    } else if hand.table.wall_tiles_left.is_some_and(|n| n <= 5) && hand.table.winning_tile_fresh {
        Some(Liability::FiveTiles)
    } else if win.is_wind() && pungs_where(Tile::is_wind) >= 3 {
        Some(Liability::FourthWind)
    } else if win.is_dragon() && pungs_where(Tile::is_dragon) >= 2 {
        Some(Liability::ThirdDragon)
    } else if win.is_terminal() && pungs_where(Tile::is_terminal) >= 3 {
        Some(Liability::TerminalPungs)
    } else if win.is_honour() && pungs_where(Tile::is_honour) >= 3 {
        Some(Liability::HonourPungs)
    } else {
        None
    };
    rule.map(|rule| Liable {
        seat: discarder,
        rule,
    })
}

/// The payments of a win of `fan` fan: the table (or unlimited doubling), then liability.
pub fn payments(hand: &Hand, fan: u32, options: &HkOptions) -> Payments {
    let unit = unit(fan, options);
    let shares: [(Option<Wind>, PayerRole, u32, PaymentRule); 3] =
        payers(hand).map(|(payer, role)| match role {
            PayerRole::SelfDraw => (payer, role, unit, PaymentRule::HkSelfDraw { fan, unit }),
            PayerRole::Discarder => (payer, role, unit, PaymentRule::HkDiscarder { fan, unit }),
            PayerRole::NonDiscarder | PayerRole::Instant => (
                payer,
                role,
                unit / 2,
                PaymentRule::HkNonDiscarder { fan, unit },
            ),
        });
    let scheme = if options.limit {
        "Hong Kong table with limit"
    } else {
        "Hong Kong table without limit"
    };
    let entries = match liable(hand) {
        Some(l) => {
            let all = shares.iter().fold(0u32, |sum, s| sum.saturating_add(s.2));
            shares
                .iter()
                .map(|&(payer, role, _, _)| {
                    if payer == Some(l.seat) {
                        Payment {
                            payer,
                            role,
                            amount: all,
                            rule: PaymentRule::HkLiable {
                                rule: l.rule,
                                amount: all,
                            },
                        }
                    } else {
                        Payment {
                            payer,
                            role,
                            amount: 0,
                            rule: PaymentRule::HkCovered { rule: l.rule },
                        }
                    }
                })
                .collect()
        }
        None => shares
            .into_iter()
            .map(|(payer, role, amount, rule)| Payment {
                payer,
                role,
                amount,
                rule,
            })
            .collect(),
    };
    Payments {
        winner: hand.seat_wind,
        scheme,
        entries,
        instant: Vec::new(),
    }
}
