//! Singaporean mahjong (`shared/rules/singapore.md`): tai to a limit, the Sequence Hand and
//! its waits, animals and seat flowers, unit doubling, shooter pays, instant payments for
//! kongs and bites, and liability (pao).

use super::detect;
use super::facts::HandFacts;
use super::facts::has::*;
use super::facts::{HONOURS, TERMINALS};
use super::spec::{self, Spec, in_series, interpreted, limit, pattern as p};
use super::{
    Evaluation, Facts, Found, Pattern, PatternDef, PayerRole, Payment, PaymentRule, Payments,
    Refusal, RuleSettings, payers,
};
use super::{OptionRange, RuleOptionError};
use crate::hand::{Arrangement, Form, Hand, MeldKind, WinMethod, arrangements_into, waits};
use crate::ron_text::ranged::ranged_field;
use crate::tiles::{Animal, BonusTile, Tile, Wind};
use serde::{Deserialize, Serialize};

/// Rule options of Singaporean mahjong; defaults are the digest's.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct SgOptions {
    /// The most tai a hand counts; a limit hand scores it.
    #[serde(deserialize_with = "read_limit")]
    pub limit: u32,
    /// Tai needed to win (0 allows a chicken hand).
    #[serde(deserialize_with = "read_minimum")]
    pub minimum: u32,
    /// The discarder pays the whole win and the instant payments his discards cause.
    pub shooter_pays: bool,
    /// Fully Concealed Hand (men qing): 1 tai for no claims and a self-draw.
    pub fully_concealed: bool,
    /// Pure Green scores 4 (otherwise it is just a Half Flush).
    pub pure_green: bool,
    /// Three dragon pungs (5 tai) or four wind pungs (10) complete the hand whatever the rest.
    pub declare_by_triplets: bool,
    /// The fresh-tile thresholds swapped: kong below 5 tiles, mahjong below 7.
    pub fresh_thresholds_swapped: bool,
    /// Hidden Treasure must be self-drawn.
    pub hidden_treasure_self_drawn: bool,
    /// How consecutive bonus-tile replacements before the win score.
    pub flower_on_flower: FlowerOnFlower,
    /// A flat extra each player pays on a self-draw, in units of the stake.
    #[serde(deserialize_with = "read_self_draw_extra")]
    pub self_draw_extra: u32,
    /// Limit hands (beside Thirteen Wonders) that everyone pays at double the limit.
    pub special_hands: SpecialHands,
    /// Instant payments, in units of the stake.
    pub instant: InstantAmounts,
}

impl Default for SgOptions {
    fn default() -> Self {
        SgOptions {
            limit: 5,
            minimum: 1,
            shooter_pays: false,
            fully_concealed: false,
            pure_green: false,
            declare_by_triplets: false,
            fresh_thresholds_swapped: false,
            hidden_treasure_self_drawn: true,
            flower_on_flower: FlowerOnFlower::OneTai,
            self_draw_extra: 0,
            special_hands: SpecialHands::default(),
            instant: InstantAmounts::default(),
        }
    }
}

/// Scoring of a win on a bonus tile's replacement after several in a row.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum FlowerOnFlower {
    /// 1 tai however many replacements.
    #[default]
    OneTai,
    /// 1 tai for each consecutive replacement.
    EachReplacement,
    /// "Flower on flower": 5 tai from two replacements in a row.
    FiveTai,
}

/// Limit hands a club pays as special hands (everyone pays double the limit).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct SpecialHands {
    pub nine_gates: bool,
    pub pure_terminals: bool,
    pub all_honours: bool,
    pub eighteen_arhats: bool,
    pub earthly_humanly: bool,
    pub full_flush_ping_hu: bool,
    pub declared_dragons: bool,
}

/// Instant payments from each other player, in units of the stake.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct InstantAmounts {
    #[serde(deserialize_with = "read_exposed_kong")]
    pub exposed_kong: u32,
    #[serde(deserialize_with = "read_concealed_kong")]
    pub concealed_kong: u32,
    #[serde(deserialize_with = "read_bite")]
    pub bite: u32,
    #[serde(deserialize_with = "read_four_animals")]
    pub four_animals: u32,
}

impl Default for InstantAmounts {
    fn default() -> Self {
        InstantAmounts {
            exposed_kong: 1,
            concealed_kong: 2,
            bite: 1,
            four_animals: 2,
        }
    }
}

const SW_FULLY_CONCEALED: u32 = 1;
const SW_PURE_GREEN: u32 = 2;
const SW_DECLARE: u32 = 4;
const SW_TREASURE_SELF_DRAWN: u32 = 8;
const SW_EACH_REPLACEMENT: u32 = 16;
const SW_FLOWER_ON_FLOWER: u32 = 32;

ranged_field!(read_limit, SgOptions::LIMIT);
ranged_field!(read_minimum, SgOptions::MINIMUM);
ranged_field!(read_self_draw_extra, SgOptions::SELF_DRAW_EXTRA);
ranged_field!(read_exposed_kong, SgOptions::EXPOSED_KONG);
ranged_field!(read_concealed_kong, SgOptions::CONCEALED_KONG);
ranged_field!(read_bite, SgOptions::BITE);
ranged_field!(read_four_animals, SgOptions::FOUR_ANIMALS);

impl SgOptions {
    /// The most tai a hand counts.
    pub const LIMIT: OptionRange = OptionRange::new("limit", 1, 20);
    /// The tai needed to win.
    pub const MINIMUM: OptionRange = OptionRange::new("minimum", 0, 20);
    /// The flat extra of a self-draw, and each instant payment, in units of the stake.
    pub const SELF_DRAW_EXTRA: OptionRange = OptionRange::new("self_draw_extra", 0, 1000);
    pub const EXPOSED_KONG: OptionRange = OptionRange::new("instant.exposed_kong", 0, 1000);
    pub const CONCEALED_KONG: OptionRange = OptionRange::new("instant.concealed_kong", 0, 1000);
    pub const BITE: OptionRange = OptionRange::new("instant.bite", 0, 1000);
    pub const FOUR_ANIMALS: OptionRange = OptionRange::new("instant.four_animals", 0, 1000);

    /// Checks the numeric options against their ranges.
    pub fn check(&self) -> Result<(), RuleOptionError> {
        Self::LIMIT.check(self.limit)?;
        Self::MINIMUM.check(self.minimum)?;
        Self::SELF_DRAW_EXTRA.check(self.self_draw_extra)?;
        Self::EXPOSED_KONG.check(self.instant.exposed_kong)?;
        Self::CONCEALED_KONG.check(self.instant.concealed_kong)?;
        Self::BITE.check(self.instant.bite)?;
        Self::FOUR_ANIMALS.check(self.instant.four_animals)?;
        Ok(())
    }

    fn switches(&self) -> u32 {
        [
            (self.fully_concealed, SW_FULLY_CONCEALED),
            (self.pure_green, SW_PURE_GREEN),
            (self.declare_by_triplets, SW_DECLARE),
            (self.hidden_treasure_self_drawn, SW_TREASURE_SELF_DRAWN),
            (
                self.flower_on_flower == FlowerOnFlower::EachReplacement,
                SW_EACH_REPLACEMENT,
            ),
            (
                self.flower_on_flower == FlowerOnFlower::FiveTai,
                SW_FLOWER_ON_FLOWER,
            ),
        ]
        .iter()
        .filter(|(on, _)| *on)
        .fold(0, |m, (_, bit)| m | bit)
    }

    /// Fewer tiles than this left: a fresh tile claimed for a kong makes its discarder pay it.
    pub fn fresh_kong_below(&self) -> u16 {
        if self.fresh_thresholds_swapped { 5 } else { 7 }
    }

    /// Fewer tiles than this left: a fresh winning discard makes its discarder pay everything.
    pub fn fresh_win_below(&self) -> u16 {
        if self.fresh_thresholds_swapped { 7 } else { 5 }
    }
}

const fn tai(id: &'static str, name: &'static str, tai: u32, rule: &'static str) -> Spec {
    spec::valued(id, name, tai, rule)
}

/// A winning hand with no tai (only a win when the minimum is 0).
pub static CHICKEN: PatternDef = PatternDef {
    id: "sg.chicken",
    name: "Chicken Hand",
    value: 0,
    series: None,
    limit: false,
    interpretation: false,
    rule: "a winning hand with no tai: a win only when the club allows chicken hands",
};

/// Every Singaporean scoring item.
pub static PATTERNS: [Pattern; 37] = [
    p(
        tai(
            "sg.dragon",
            "Dragon Pung",
            1,
            "1 tai for each pung or kong of dragons",
        ),
        dragons,
    )
    .needing(DRAGON_SET),
    p(
        tai(
            "sg.seat_wind",
            "Seat Wind Pung",
            1,
            "a pung or kong of the seat's wind",
        ),
        seat_wind,
    )
    .needing(WIND_SET),
    p(
        tai(
            "sg.round_wind",
            "Prevailing Wind Pung",
            1,
            "a pung or kong of the prevailing wind (a wind that is both scores 2)",
        ),
        round_wind,
    )
    .needing(WIND_SET),
    p(
        tai("sg.animal", "Animal", 1, "1 tai for each animal tile"),
        animals,
    )
    .needing(BONUS),
    p(
        tai(
            "sg.all_animals",
            "All Four Animals",
            1,
            "all four animals: 1 more (5 in all)",
        ),
        all_animals,
    )
    .needing(BONUS),
    p(
        tai(
            "sg.seat_flower",
            "Seat Flower",
            1,
            "1 tai for each flower or season of the seat's number; other bonus tiles score nothing",
        ),
        seat_flowers,
    )
    .needing(BONUS),
    p(
        tai(
            "sg.flower_set",
            "Complete Flower Set",
            1,
            "all four flowers, or all four seasons: 1 more each set",
        ),
        flower_sets,
    )
    .needing(BONUS),
    p(
        tai(
            "sg.all_pungs",
            "All Pungs",
            2,
            "four pungs or kongs (pong pong hu)",
        ),
        detect::all_pungs,
    )
    .needing(REGULAR | TRIPLETS_4),
    p(
        in_series(
            tai("sg.half_flush", "Half Flush", 2, "one suit plus honours"),
            "flush",
        ),
        detect::half_flush,
    )
    .needing(ONE_SUIT | HONOUR),
    p(
        in_series(
            tai(
                "sg.full_flush",
                "Full Flush",
                4,
                "one suit only; adds to Ping Hu and All Pungs",
            ),
            "flush",
        ),
        detect::full_flush,
    )
    .needing(ONE_SUIT | NO_HONOUR),
    p(
        in_series(
            tai(
                "sg.ping_hu",
                "Sequence Hand",
                4,
                "four chows and a suit or non-scoring wind pair, no bonus tiles; on a discard the wait covers two tiles or more",
            ),
            "ping hu",
        ),
        ping_hu,
    )
    .needing(REGULAR | CHOWS_3 | NO_BONUS),
    p(
        in_series(
            tai(
                "sg.small_ping_hu",
                "Small Sequence Hand",
                1,
                "the Sequence Hand's conditions, but with flowers or animals drawn (those still score)",
            ),
            "ping hu",
        ),
        small_ping_hu,
    )
    .needing(REGULAR | CHOWS_3 | BONUS),
    p(
        tai(
            "sg.mixed_terminals",
            "Mixed Terminals",
            2,
            "all pungs of terminals and honours (4 with All Pungs)",
        ),
        mixed_terminals,
    )
    .needing(REGULAR | TRIPLETS_3 | OUTSIDE | HONOUR | TERMINAL),
    p(
        interpreted(tai(
            "sg.small_dragons",
            "Three Lesser Scholars",
            1,
            "two dragon pungs and a dragon pair: 1 more, 3 in all with the two pungs",
        )),
        detect::small_three_dragons,
    )
    .needing(REGULAR | DRAGON_SET | ALL_DRAGONS),
    p(
        tai(
            "sg.big_dragons",
            "Three Great Scholars",
            3,
            "three dragon pungs: 3 more, 6 in all with the pungs, capped by the limit",
        ),
        detect::big_three_dragons,
    )
    .needing(REGULAR | DRAGON_SET | ALL_DRAGONS),
    p(
        tai(
            "sg.small_winds",
            "Four Lesser Blessings",
            2,
            "three wind pungs and a wind pair, plus the seat and prevailing wind points",
        ),
        detect::small_four_winds,
    )
    .needing(REGULAR | WIND_SET | ALL_WINDS),
    p(
        in_series(
            tai(
                "sg.flower_win",
                "Win on a Flower Replacement",
                1,
                "win on the tile replacing a flower or animal (hua shang); option: 1 for each replacement in a row",
            ),
            "flower replacement",
        ),
        flower_win,
    )
    .needing(BONUS_REPLACEMENT),
    p(
        in_series(
            tai(
                "sg.flower_on_flower",
                "Flower on Flower",
                5,
                "option: win on the second bonus-tile replacement in a row",
            ),
            "flower replacement",
        ),
        flower_on_flower,
    )
    .needing(BONUS_REPLACEMENT),
    p(
        in_series(
            tai(
                "sg.kong_win",
                "Win on a Kong Replacement",
                1,
                "win on the tile replacing a kong (gang shang)",
            ),
            "kong replacement",
        ),
        detect::kong_replacement,
    )
    .needing(KONG_DRAW),
    p(
        in_series(
            tai(
                "sg.kong_on_kong",
                "Kong on Kong",
                10,
                "win on the replacement of a second kong in a row (instead of the single kong replacement); capped by the limit",
            ),
            "kong replacement",
        ),
        detect::kong_on_kong,
    )
    .needing(KONG_ON_KONG),
    p(
        tai(
            "sg.rob_kong",
            "Robbing the Kong",
            1,
            "win on a tile added to an exposed pung",
        ),
        detect::robbing_kong,
    )
    .needing(ROBBING),
    p(
        tai(
            "sg.last_tile",
            "Last Tile",
            1,
            "self-draw of the last drawable tile (hai di lao yue); not on a replacement",
        ),
        last_tile,
    )
    .needing(FINAL_DRAW | SELF_DRAW),
    p(
        tai(
            "sg.concealed_self_draw",
            "Fully Concealed Hand",
            1,
            "option: no claims and a self-drawn win (men qing)",
        ),
        fully_concealed,
    )
    .needing(CONCEALED | SELF_DRAW),
    p(
        in_series(
            tai(
                "sg.pure_green",
                "Pure Green",
                4,
                "option: bamboo 2, 3, 4, 6, 8 and green dragons only",
            ),
            "flush",
        ),
        pure_green,
    )
    .needing(REGULAR | ONE_SUIT | NO_TERMINAL),
    p(
        limit(
            "sg.hidden_treasure",
            "Hidden Treasure",
            "four concealed pungs, self-drawn (option: a discard on the pair allowed)",
        ),
        hidden_treasure,
    )
    .needing(REGULAR | TRIPLETS_3 | CONCEALED),
    p(
        limit(
            "sg.pure_terminals",
            "Pure Terminals",
            "pungs of terminals only, the pair too",
        ),
        detect::all_terminals,
    )
    .needing(REGULAR | TRIPLETS_3 | OUTSIDE | TERMINAL | NO_HONOUR),
    p(
        limit("sg.all_honours", "All Honours", "honour tiles only"),
        all_honours,
    )
    .needing(REGULAR | HONOUR | ONE_SUIT | NO_TERMINAL),
    p(
        limit(
            "sg.nine_gates",
            "Nine Gates",
            "concealed 1112345678999 of one suit and any tile of that suit",
        ),
        detect::nine_gates,
    )
    .needing(NO_MELDS | ONE_SUIT),
    p(
        limit("sg.big_winds", "Four Great Blessings", "four wind pungs"),
        detect::big_four_winds,
    )
    .needing(REGULAR | WIND_SET | ALL_WINDS),
    p(
        limit(
            "sg.thirteen_wonders",
            "Thirteen Wonders",
            "one of each terminal and honour and a pair of one of them; always a special hand",
        ),
        detect::thirteen_orphans,
    )
    .needing(ORPHANS),
    p(
        limit("sg.eighteen_arhats", "Eighteen Arhats", "four kongs"),
        eighteen_arhats,
    )
    .needing(KONG),
    p(
        limit(
            "sg.heavenly",
            "Heavenly Hand",
            "the dealer wins with the dealt tiles",
        ),
        heavenly,
    )
    .needing(HEAVEN),
    p(
        limit(
            "sg.earthly",
            "Earthly Hand",
            "a non-dealer wins on the dealer's first discard, or on his own first draw",
        ),
        earthly,
    )
    .needing(EARTH),
    p(
        limit(
            "sg.humanly",
            "Humanly Hand",
            "a non-dealer wins on a discard in the first go-round, before his first draw and any claim",
        ),
        humanly,
    )
    .needing(HUMANLY),
    p(
        limit(
            "sg.hua_hu",
            "All Eight Flowers",
            "all four flowers and all four seasons: an immediate win (hua hu)",
        ),
        hua_hu,
    )
    .needing(BONUS),
    p(
        Spec {
            value: 5,
            ..limit(
                "sg.declared_dragons",
                "Three Dragons Declared",
                "option: three dragon pungs complete the hand whatever the rest; a flat 5 tai",
            )
        },
        declared_dragons,
    )
    .needing(DECLARED),
    p(
        Spec {
            value: 10,
            ..limit(
                "sg.declared_winds",
                "Four Winds Declared",
                "option: four wind pungs complete the hand whatever the rest; a flat 10 tai, capped by the limit",
            )
        },
        declared_winds,
    )
    .needing(DECLARED),
];

fn dragons(f: &Facts) -> Option<Found> {
    Found::counted(f.triplets_of(Tile::is_dragon))
}

fn seat_wind(f: &Facts) -> Option<Found> {
    let seat = f.hand.seat_wind.tile();
    Found::counted(f.triplets_of(|t| t == seat))
}

fn round_wind(f: &Facts) -> Option<Found> {
    let round = f.hand.prevailing_wind.tile();
    Found::counted(f.triplets_of(|t| t == round))
}

fn animals(f: &Facts) -> Option<Found> {
    Found::counted(f.bonus_where(|b| matches!(b, BonusTile::Animal(_))))
}

fn all_animals(f: &Facts) -> Option<Found> {
    let tiles = f.bonus_where(|b| matches!(b, BonusTile::Animal(_)));
    Found::when(tiles.count_ones() == 4, tiles)
}

fn seat_flowers(f: &Facts) -> Option<Found> {
    let seat = f.hand.seat_wind;
    Found::counted(f.bonus_where(|b| !matches!(b, BonusTile::Animal(_)) && b.seat() == Some(seat)))
}

fn flower_sets(f: &Facts) -> Option<Found> {
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

/// The Sequence Hand's tile and wait conditions (bonus tiles aside).
fn sequence_hand(f: &Facts) -> bool {
    let h = f.hand;
    let Some(pair) = f.pair() else { return false };
    let pair_ok = pair.tile.is_suited()
        || pair.tile.is_wind()
            && pair.tile != h.seat_wind.tile()
            && pair.tile != h.prevailing_wind.tile();
    if f.chow_count() != 4 || !pair_ok {
        return false;
    }
    if h.melds.len() == 4 {
        // Every chow claimed, only the pair waited for: never a Sequence Hand.
        return false;
    }
    if h.win.is_self_draw() {
        return true;
    }
    let mut before = h.concealed;
    let w = h.winning_tile.index();
    before[w] = before[w].saturating_sub(1);
    waits(&before, &h.melds, false).len() >= 2
}

fn has_flowers_or_animals(f: &Facts) -> bool {
    !f.hand.bonus.is_empty()
}

fn ping_hu(f: &Facts) -> Option<Found> {
    Found::when(
        !has_flowers_or_animals(f) && sequence_hand(f),
        f.all_groups(),
    )
}

fn small_ping_hu(f: &Facts) -> Option<Found> {
    Found::when(
        has_flowers_or_animals(f) && sequence_hand(f),
        f.all_groups(),
    )
}

fn mixed_terminals(f: &Facts) -> Option<Found> {
    let ok = f.is_regular()
        && f.triplet_count() == 4
        && f.only(TERMINALS | HONOURS)
        && f.has_honours()
        && f.has_terminals();
    Found::when(ok, f.all_groups())
}

fn flower_win(f: &Facts) -> Option<Found> {
    let h = f.hand;
    let count = if f.switch(SW_EACH_REPLACEMENT) {
        h.table.bonus_replacements.max(1)
    } else {
        1
    };
    h.flags.bonus_replacement.then(|| Found {
        count,
        tiles: f.winning_group(),
    })
}

fn flower_on_flower(f: &Facts) -> Option<Found> {
    let h = f.hand;
    let ok = f.switch(SW_FLOWER_ON_FLOWER)
        && h.flags.bonus_replacement
        && h.table.bonus_replacements >= 2;
    Found::when(ok, f.winning_group())
}

fn last_tile(f: &Facts) -> Option<Found> {
    let h = f.hand;
    Found::when(
        h.flags.final_draw && h.win == WinMethod::SelfDraw && !h.flags.bonus_replacement,
        f.winning_group(),
    )
}

fn fully_concealed(f: &Facts) -> Option<Found> {
    let h = f.hand;
    Found::when(
        f.switch(SW_FULLY_CONCEALED) && h.is_concealed() && h.win.is_self_draw(),
        f.all_groups(),
    )
}

/// Bamboo 2, 3, 4, 6, 8 and the green dragon.
const GREEN: u64 = 1 << 19 | 1 << 20 | 1 << 21 | 1 << 23 | 1 << 25 | 1 << 32;

fn pure_green(f: &Facts) -> Option<Found> {
    Found::when(
        f.switch(SW_PURE_GREEN) && f.is_regular() && f.only(GREEN),
        f.all_groups(),
    )
}

fn hidden_treasure(f: &Facts) -> Option<Found> {
    let h = f.hand;
    let drawn = h.win.is_self_draw() || !f.switch(SW_TREASURE_SELF_DRAWN);
    Found::when(
        f.is_regular() && f.concealed_triplets() == 4 && h.is_concealed() && drawn,
        f.all_groups(),
    )
}

fn all_honours(f: &Facts) -> Option<Found> {
    Found::when(f.is_regular() && f.only(HONOURS), f.all_groups())
}

fn eighteen_arhats(f: &Facts) -> Option<Found> {
    Found::when(f.kongs() == 4, f.all_groups())
}

fn heavenly(f: &Facts) -> Option<Found> {
    let h = f.hand;
    Found::when(h.flags.heaven && h.seat_wind == Wind::East, f.all_groups())
}

fn earthly(f: &Facts) -> Option<Found> {
    let h = f.hand;
    let how = match h.win {
        WinMethod::Discard => h.discarder.is_none_or(|d| d == Wind::East),
        WinMethod::SelfDraw => true,
        _ => false,
    };
    Found::when(
        h.flags.earth && h.seat_wind != Wind::East && how,
        f.all_groups(),
    )
}

fn humanly(f: &Facts) -> Option<Found> {
    Found::when(f.hand.flags.humanly, f.all_groups())
}

fn hua_hu(f: &Facts) -> Option<Found> {
    let tiles = f.bonus_where(|b| !matches!(b, BonusTile::Animal(_)));
    Found::when(tiles.count_ones() == 8, tiles)
}

/// Whether the hand holds a pung or kong (concealed tiles or melds) of every given kind.
fn holds_triplets(f: &Facts, kinds: &[Tile]) -> bool {
    let all = f.counts;
    kinds.iter().all(|t| all[t.index()] >= 3)
}

fn declared_dragons(f: &Facts) -> Option<Found> {
    let kinds =
        [Tile::honour(5), Tile::honour(6), Tile::honour(7)].map(|t| t.unwrap_or(Wind::East.tile()));
    Found::when(
        f.arrangement.form == Form::Declared && f.switch(SW_DECLARE) && holds_triplets(f, &kinds),
        0,
    )
}

fn declared_winds(f: &Facts) -> Option<Found> {
    let kinds = Wind::ALL.map(Wind::tile);
    Found::when(
        f.arrangement.form == Form::Declared && f.switch(SW_DECLARE) && holds_triplets(f, &kinds),
        0,
    )
}

/// What one occurrence of a pattern counts under the options (scoring and every screen).
pub(crate) fn value_of(def: &PatternDef, options: &SgOptions) -> u32 {
    match def.value {
        // Limit hands score the limit; the declared wins their own flat value.
        0 if def.limit => options.limit,
        v => v,
    }
}

/// Scores one arrangement: every item adds, limit hands count the limit alone, the sum is
/// capped at the limit.
pub fn evaluate(
    hand: &Hand,
    arrangement: &Arrangement,
    whole: &HandFacts,
    options: &SgOptions,
) -> Evaluation {
    let facts = Facts::new(hand, arrangement, whole).with_switches(options.switches());
    let mut e = super::evaluate(
        &facts,
        &[super::pattern_table!(PATTERNS)],
        |p| value_of(&p.def, options),
        &CHICKEN,
        Some(options.limit),
    );
    // A declared win's flat value (Four Winds Declared, 10) is capped by the limit too.
    e.total = e.total.min(options.limit);
    e
}

impl super::pipeline::RuleSystem for SgOptions {
    fn refusal(&self, _hand: &Hand) -> Option<Refusal> {
        None
    }

    /// No seven pairs; eight flowers and seasons win as declared, and (an option) three dragon
    /// pungs or four wind pungs whatever the rest.
    fn arrangements(&self, hand: &Hand, all: &mut Vec<Arrangement>) {
        arrangements_into(hand, false, all);
        all.retain(|a| a.form != Form::SevenPairs);
        if all.is_empty() {
            let flowers = hand
                .bonus
                .iter()
                .filter(|b| !matches!(b, BonusTile::Animal(_)))
                .count();
            let all_counts = hand.all_counts();
            let dragons = (31..34).all(|i| all_counts[i] >= 3);
            let winds = (27..31).all(|i| all_counts[i] >= 3);
            if flowers == 8 || self.declare_by_triplets && (dragons || winds) {
                all.push(Arrangement::declared());
            }
        }
    }

    fn evaluate(&self, hand: &Hand, arrangement: &Arrangement, whole: &HandFacts) -> Evaluation {
        evaluate(hand, arrangement, whole, self)
    }

    fn minimum(&self) -> u32 {
        self.minimum
    }

    fn payments(&self, hand: &Hand, best: &Evaluation) -> Payments {
        payments(hand, best, self)
    }

    fn settings(&self) -> RuleSettings {
        RuleSettings::Singapore(self.clone())
    }

    fn rule_id(&self) -> super::RuleId {
        super::RuleId::Singapore
    }

    fn name(&self) -> &'static str {
        "Singaporean"
    }

    fn unit(&self) -> &'static str {
        "tai"
    }

    /// Singapore pays in units of the stake.
    fn payment_unit(&self) -> &'static str {
        "units"
    }

    fn patterns(&self) -> Vec<&'static PatternDef> {
        super::pipeline::table(&CHICKEN, &[&PATTERNS])
    }

    /// A declared win's flat value is capped by the limit like any total.
    fn value_of(&self, def: &PatternDef) -> u32 {
        value_of(def, self).min(self.limit)
    }

    fn check(&self) -> Result<(), super::RuleOptionError> {
        SgOptions::check(self)
    }

    /// Four identical tiles are never two of the seven pairs.
    fn four_alike_as_two_pairs(&self) -> bool {
        false
    }
}

/// Whether the hand is a special hand that everyone pays at double the limit.
pub fn is_special(evaluation: &Evaluation, options: &SgOptions) -> bool {
    let s = options.special_hands;
    let has = |id: &str| evaluation.hits.iter().any(|h| h.pattern.id == id);
    has("sg.thirteen_wonders")
        || s.nine_gates && has("sg.nine_gates")
        || s.pure_terminals && has("sg.pure_terminals")
        || s.all_honours && has("sg.all_honours")
        || s.eighteen_arhats && has("sg.eighteen_arhats")
        || s.earthly_humanly && (has("sg.earthly") || has("sg.humanly"))
        || s.full_flush_ping_hu && has("sg.full_flush") && has("sg.ping_hu")
        || s.declared_dragons && has("sg.declared_dragons")
}

/// The unit of a hand worth `tai`: 2^(tai − 1) stakes; a 0-tai hand pays as 1 tai.
pub fn unit(tai: u32) -> u32 {
    1 << tai.saturating_sub(1).min(30)
}

/// The liability (pao) rules of Singapore: the liable player pays for everyone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pao {
    Dragons,
    Winds,
    PointLimit,
    FullFlush,
    AllHonours,
    PureTerminals,
    PureGreen,
    EighteenArhats,
    FreshTileMahjong,
}

impl Pao {
    pub fn id(self) -> &'static str {
        match self {
            Pao::Dragons => "sg.pao.dragons",
            Pao::Winds => "sg.pao.winds",
            Pao::PointLimit => "sg.pao.point_limit",
            Pao::FullFlush => "sg.pao.full_flush",
            Pao::AllHonours => "sg.pao.all_honours",
            Pao::PureTerminals => "sg.pao.pure_terminals",
            Pao::PureGreen => "sg.pao.pure_green",
            Pao::EighteenArhats => "sg.pao.eighteen_arhats",
            Pao::FreshTileMahjong => "sg.pao.fresh_tile_mahjong",
        }
    }

    pub fn explain(self) -> &'static str {
        match self {
            Pao::Dragons => {
                "dragons: the winner showed two dragon sets and this player gave the third dragon (won on it, or claimed it for a set and then won by self-draw or on this player's discard)"
            }
            Pao::Winds => {
                "winds: the winner showed three wind sets and this player gave the fourth wind (won on it, or claimed it for a set and then won by self-draw or on this player's discard)"
            }
            Pao::PointLimit => {
                "point limit: the winner's shown sets were one point short of the limit (two with a double wind) and this player discarded the scoring honour that completed it (won on, or claimed for a set before a self-draw or a win on this player's discard)"
            }
            Pao::FullFlush => {
                "full flush: the winner showed three or more sets of one suit and won on this player's tile of it, or this player's discard made the fourth such set"
            }
            Pao::AllHonours => {
                "all honours: the winner showed three or more honour sets and won on this player's honour, or this player's discard made the fourth such set"
            }
            Pao::PureTerminals => {
                "pure terminals: the winner showed three or more terminal sets and won on this player's terminal, or this player's discard made the fourth such set"
            }
            Pao::PureGreen => {
                "pure green: the winner showed three or more green sets and won on this player's green tile, or this player's discard made the fourth such set"
            }
            Pao::EighteenArhats => {
                "eighteen arhats: the winner's fourth kong was made from this player's discard, and the winner then self-drew or won on this player's discard"
            }
            Pao::FreshTileMahjong => {
                "fresh-tile mahjong: with few tiles left this player discarded a tile never discarded before, and the winner took it"
            }
        }
    }
}

/// Who, if anyone, is liable for the whole win, from the facts the hand carries (seed 003,
/// "Paying for all players"): first a liability a claimed set made, then one the winning
/// discard makes.
pub fn liable(hand: &Hand, best: &Evaluation, options: &SgOptions) -> Option<(Wind, Pao)> {
    let self_drawn = hand.win.is_self_draw();
    let discarder = hand.discarder.filter(|_| hand.win == WinMethod::Discard);
    if let Some((giver, pao)) = liable_by_claim(hand, best, options) {
        // The giver is liable on a self-draw or on his own discard; a win on another
        // player's discard is paid as usual. With shooter pays, the point limit's giver
        // only on a self-draw (on his discard he pays as shooter).
        let shooter_only = pao == Pao::PointLimit && options.shooter_pays;
        let applies = match discarder {
            Some(d) => d == giver && !shooter_only,
            None => self_drawn,
        };
        if applies {
            return Some((giver, pao));
        }
    }
    liable_by_winning_discard(hand, best, options).and_then(|pao| discarder.map(|d| (d, pao)))
}

/// The exposed tai of a claimed set: one for a dragon, one for the seat wind, one for the
/// prevailing wind.
fn set_tai(tile: Tile, seat: Tile, round: Tile) -> u32 {
    u32::from(tile.is_dragon()) + u32::from(tile == seat) + u32::from(tile == round)
}

/// A liability made when the winner claimed a set, in the order the sets were made (a hand
/// file lists its melds in that order): who gave the tile, and why. The third dragon set, the
/// fourth wind set, the set that brought the exposed tai to the limit, the fourth set of the
/// winner's full flush, all honours or pure terminals (pure green with its option), the fourth
/// kong.
fn liable_by_claim(hand: &Hand, best: &Evaluation, options: &SgOptions) -> Option<(Wind, Pao)> {
    let has = |id: &str| best.hits.iter().any(|h| h.pattern.id == id);
    let seat = hand.seat_wind.tile();
    let round = hand.prevailing_wind.tile();
    let (mut dragons, mut winds, mut tai, mut kongs) = (0, 0, 0u32, 0);
    let (mut flush, mut honours, mut terminals, mut green) = (0, 0, 0, 0);
    let suit = best
        .arrangement
        .groups
        .iter()
        .find_map(|g| g.tiles().first().and_then(|t| t.suit()));
    let mut found = None;
    for m in &hand.melds {
        let gave = |pao| m.from.map(|from| (from, pao));
        // Every kong counts toward the four; only claimed sets are shown sets.
        if m.kind.is_kong() {
            kongs += 1;
            if kongs == 4 && m.kind == MeldKind::ExposedKong {
                found = found.or(gave(Pao::EighteenArhats));
            }
        }
        if !m.kind.is_claimed() {
            continue;
        }
        let set = m.kind != MeldKind::Chow;
        if set && m.tile.is_dragon() {
            dragons += 1;
            if dragons == 3 {
                found = found.or(gave(Pao::Dragons));
            }
        }
        if set && m.tile.is_wind() {
            winds += 1;
            if winds == 4 {
                found = found.or(gave(Pao::Winds));
            }
        }
        if set {
            let before = tai;
            tai += set_tai(m.tile, seat, round);
            if before < options.limit && tai >= options.limit {
                found = found.or(gave(Pao::PointLimit));
            }
        }
        if suit.is_some() && m.tile.suit() == suit {
            flush += 1;
            if flush == 4 && has("sg.full_flush") {
                found = found.or(gave(Pao::FullFlush));
            }
        }
        if m.tile.is_honour() {
            honours += 1;
            if honours == 4 && has("sg.all_honours") {
                found = found.or(gave(Pao::AllHonours));
            }
        }
        if m.tiles().iter().all(|t| t.is_terminal()) {
            terminals += 1;
            if terminals == 4 && has("sg.pure_terminals") {
                found = found.or(gave(Pao::PureTerminals));
            }
        }
        if m.tiles().iter().all(|t| GREEN >> t.index() & 1 == 1) {
            green += 1;
            if green == 4 && options.pure_green && has("sg.pure_green") {
                found = found.or(gave(Pao::PureGreen));
            }
        }
    }
    found
}

/// A liability the winning discard itself makes: the third dragon, the fourth wind, the
/// scoring honour that completes the limit, a tile of the suit (honours, terminals, greens)
/// whose three or four sets the winner showed, a fresh tile late in the hand.
fn liable_by_winning_discard(hand: &Hand, best: &Evaluation, options: &SgOptions) -> Option<Pao> {
    let has = |id: &str| best.hits.iter().any(|h| h.pattern.id == id);
    let claimed: Vec<_> = hand.melds.iter().filter(|m| m.kind.is_claimed()).collect();
    let win = hand.winning_tile;
    let claimed_where = |f: &dyn Fn(Tile) -> bool| {
        claimed
            .iter()
            .filter(|m| m.kind != MeldKind::Chow && f(m.tile))
            .count()
    };
    let sets_where =
        |f: &dyn Fn(&crate::hand::Meld) -> bool| claimed.iter().filter(|m| f(m)).count();
    let seat = hand.seat_wind.tile();
    let round = hand.prevailing_wind.tile();
    let scoring_honour = |t: Tile| t.is_dragon() || t == seat || t == round;
    let exposed_tai: u32 = claimed
        .iter()
        .filter(|m| m.kind != MeldKind::Chow)
        .map(|m| set_tai(m.tile, seat, round))
        .sum();
    let double_wind = seat == round && win == seat;
    let completes_set = best
        .arrangement
        .groups
        .get(best.arrangement.winning_group)
        .is_some_and(|g| g.is_triplet());
    if win.is_dragon() && claimed_where(&Tile::is_dragon) >= 2 {
        Some(Pao::Dragons)
    } else if win.is_wind() && claimed_where(&Tile::is_wind) >= 3 {
        Some(Pao::Winds)
    } else if scoring_honour(win)
        && completes_set
        && (exposed_tai + 1 >= options.limit || double_wind && exposed_tai + 2 >= options.limit)
    {
        Some(Pao::PointLimit)
    } else if let Some(suit) = win.suit()
        && has("sg.full_flush")
        && sets_where(&|m| m.tile.suit() == Some(suit)) >= 3
    {
        Some(Pao::FullFlush)
    } else if win.is_honour() && has("sg.all_honours") && sets_where(&|m| m.tile.is_honour()) >= 3 {
        Some(Pao::AllHonours)
    } else if win.is_terminal()
        && has("sg.pure_terminals")
        && sets_where(&|m| m.tile.is_terminal()) >= 3
    {
        Some(Pao::PureTerminals)
    } else if options.pure_green
        && has("sg.pure_green")
        && sets_where(&|m| m.tiles().iter().all(|t| GREEN >> t.index() & 1 == 1)) >= 3
    {
        Some(Pao::PureGreen)
    } else if !has("sg.thirteen_wonders")
        && hand.table.winning_tile_fresh
        && hand
            .table
            .wall_tiles_left
            .is_some_and(|n| n < options.fresh_win_below())
    {
        Some(Pao::FreshTileMahjong)
    } else {
        None
    }
}

/// The payments of the chosen reading, with instant payments and liability.
pub fn payments(hand: &Hand, best: &Evaluation, options: &SgOptions) -> Payments {
    let tai = best.total;
    let special = is_special(best, options);
    let base = if special {
        unit(options.limit)
    } else {
        unit(tai)
    };
    let shooter = options.shooter_pays && !hand.win.is_self_draw();
    let mut entries: Vec<Payment> = payers(hand)
        .into_iter()
        .map(|(payer, role)| {
            let (amount, rule) = match role {
                _ if special => (
                    base.saturating_mul(2),
                    PaymentRule::SgSpecial {
                        limit: options.limit,
                        unit: base,
                    },
                ),
                PayerRole::SelfDraw => (
                    base.saturating_mul(2)
                        .saturating_add(options.self_draw_extra),
                    PaymentRule::SgSelfDraw {
                        tai,
                        unit: base,
                        extra: options.self_draw_extra,
                    },
                ),
                PayerRole::Discarder => (
                    base.saturating_mul(2),
                    PaymentRule::SgDiscarder { tai, unit: base },
                ),
                _ => (base, PaymentRule::SgOther { tai, unit: base }),
            };
            Payment {
                payer,
                role,
                amount,
                rule,
            }
        })
        .collect();
    let all = entries
        .iter()
        .fold(0u32, |sum, e| sum.saturating_add(e.amount));
    let best_liable = if special {
        None
    } else {
        liable(hand, best, options)
    };
    if let Some((seat, pao)) = best_liable {
        for e in &mut entries {
            let mine = e.payer == Some(seat);
            e.amount = if mine { all } else { 0 };
            e.rule = if mine {
                PaymentRule::SgPao { pao, amount: all }
            } else {
                PaymentRule::SgPaoCovered { pao }
            };
        }
    } else if shooter {
        let total = base.saturating_mul(if special { 6 } else { 4 });
        for e in &mut entries {
            let mine = e.role == PayerRole::Discarder;
            e.amount = if mine { total } else { 0 };
            e.rule = if mine {
                PaymentRule::SgShooter {
                    tai,
                    unit: base,
                    special,
                }
            } else {
                PaymentRule::SgShooterCovered
            };
        }
    }
    let scheme = match (special, options.shooter_pays) {
        (true, _) => "Singapore: special hand, everyone pays double the limit",
        (false, true) => "Singapore: unit doubling to the limit, shooter pays",
        (false, false) => "Singapore: unit doubling to the limit",
    };
    Payments {
        winner: hand.seat_wind,
        scheme,
        entries,
        instant: instant_payments(hand, options),
    }
}

/// The bites a hand holds: pairs of bonus tiles that earn an instant payment.
const BITES: [(BonusTile, BonusTile); 2] = [
    (
        BonusTile::Animal(Animal::Cat),
        BonusTile::Animal(Animal::Rat),
    ),
    (
        BonusTile::Animal(Animal::Rooster),
        BonusTile::Animal(Animal::Centipede),
    ),
];

/// Instant payments from the other three players: kongs, bites, four animals, flower sets.
pub fn instant_payments(hand: &Hand, options: &SgOptions) -> Vec<Payment> {
    let mut out: Vec<Payment> = hand
        .melds
        .iter()
        .flat_map(|m| kong_instant(m, hand.seat_wind, options))
        .collect();
    out.extend(bonus_instant(
        &hand.bonus,
        hand.table.dealt_bonus,
        hand.seat_wind,
        options,
    ));
    out
}

/// Each of the other three pays `amount` to `seat`; a liable player pays for all three.
fn from_others(
    out: &mut Vec<Payment>,
    seat: Wind,
    amount: u32,
    rule: PaymentRule,
    liable: Option<Wind>,
) {
    if amount == 0 {
        return;
    }
    for payer in [seat.next(), seat.next().next(), seat.next().next().next()] {
        let (paid, rule) = match liable {
            Some(l) if l == payer => (amount.saturating_mul(3), rule),
            Some(l) => (0, PaymentRule::SgInstantCovered { by: l }),
            None => (amount, rule),
        };
        out.push(Payment {
            payer: Some(payer),
            role: PayerRole::Instant,
            amount: paid,
            rule,
        });
    }
}

/// The instant payment a kong earns its declarer at once (nothing for other melds).
pub fn kong_instant(meld: &crate::hand::Meld, seat: Wind, options: &SgOptions) -> Vec<Payment> {
    let mut out = Vec::new();
    if !meld.kind.is_kong() {
        return out;
    }
    let amounts = options.instant;
    let concealed = meld.kind == MeldKind::ConcealedKong;
    let amount = if concealed {
        amounts.concealed_kong
    } else {
        amounts.exposed_kong
    };
    let fresh = meld.kind == MeldKind::ExposedKong
        && meld.fresh
        && meld
            .wall_tiles_left
            .is_some_and(|n| n < options.fresh_kong_below());
    let liable = match meld.from {
        Some(from) if meld.kind == MeldKind::ExposedKong && (fresh || options.shooter_pays) => {
            Some(from)
        }
        _ => None,
    };
    from_others(
        &mut out,
        seat,
        amount,
        PaymentRule::SgKong {
            tile: meld.tile,
            concealed,
            fresh: fresh && liable.is_some(),
        },
        liable,
    );
    out
}

/// The instant payments the bonus tiles a seat has set aside earn it: bites (double when
/// dealt), four animals, a full set of flowers or seasons. `dealt` marks dealt bonus tiles.
pub fn bonus_instant(
    bonus: &[BonusTile],
    dealt: u16,
    seat: Wind,
    options: &SgOptions,
) -> Vec<Payment> {
    let amounts = options.instant;
    let mut out = Vec::new();
    let holds = |b: BonusTile| bonus.contains(&b);
    let was_dealt = |b: BonusTile| dealt >> b.ordinal() & 1 == 1;
    let own = (
        BonusTile::Flower(seat.number()),
        BonusTile::Season(seat.number()),
    );
    for (a, b) in BITES.into_iter().chain(std::iter::once(own)) {
        if holds(a) && holds(b) {
            let doubled = was_dealt(a) && was_dealt(b);
            let amount = amounts.bite.saturating_mul(if doubled { 2 } else { 1 });
            from_others(
                &mut out,
                seat,
                amount,
                PaymentRule::SgBite {
                    first: a,
                    second: b,
                    dealt: doubled,
                },
                None,
            );
        }
    }
    if Animal::ALL.iter().all(|&a| holds(BonusTile::Animal(a))) {
        from_others(
            &mut out,
            seat,
            amounts.four_animals,
            PaymentRule::SgFourAnimals,
            None,
        );
    }
    for kind in [BonusTile::Flower as fn(u8) -> BonusTile, BonusTile::Season] {
        if (1..=4).all(|n| holds(kind(n))) {
            from_others(
                &mut out,
                seat,
                amounts.concealed_kong,
                PaymentRule::SgFlowerSet {
                    seasons: kind(1) == BonusTile::Season(1),
                },
                None,
            );
        }
    }
    out
}
