//! Rule systems and their shared vocabulary: pattern data, hits and exclusions, limits,
//! payments, the rule options a hand file carries, and the score sheet.

mod detect;
pub mod explain;
pub mod facts;
pub mod hong_kong;
pub mod house;
mod pipeline;

pub mod sheet;
pub mod sichuan;
pub mod singapore;
mod spec;
pub mod table_play;
pub mod zung_jung;

pub use crate::ron_text::ranged::{OptionRange, RuleOptionError};
pub use facts::Facts;
pub use sheet::{ScoreSheet, score_sheet, score_sheet_in, sheet_in, sheet_of};

use crate::hand::{Arrangement, Hand};
use crate::i18n::{Localized, Message};
use crate::tiles::names::suit;
use crate::tiles::{BonusTile, Tile, Wind};
use arrayvec::ArrayVec;
use serde::{Deserialize, Serialize};
use std::cell::Cell;

/// A rule system without its options: what a screen chooses and keeps, in the app's order.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum RuleId {
    #[default]
    ZungJung,
    HkOldStyle,
    HkNewStyle,
    Singapore,
    Sichuan,
}

impl RuleId {
    /// Every rule system, in the order of the app's tabs.
    pub const ALL: [RuleId; 5] = [
        RuleId::ZungJung,
        RuleId::HkOldStyle,
        RuleId::HkNewStyle,
        RuleId::Singapore,
        RuleId::Sichuan,
    ];

    /// The stable id, e.g. `zung-jung` (files, `--rules`, progress).
    pub fn id(self) -> &'static str {
        match self {
            RuleId::ZungJung => "zung-jung",
            RuleId::HkOldStyle => "hk-old-style",
            RuleId::HkNewStyle => "hk-new-style",
            RuleId::Singapore => "singapore",
            RuleId::Sichuan => "sichuan",
        }
    }

    /// The key of the system's name in the translations (`system-zung-jung`).
    pub fn label_key(self) -> &'static str {
        match self {
            RuleId::ZungJung => "system-zung-jung",
            RuleId::HkOldStyle => "system-hk-old-style",
            RuleId::HkNewStyle => "system-hk-new-style",
            RuleId::Singapore => "system-singapore",
            RuleId::Sichuan => "system-sichuan",
        }
    }

    /// The system of a stable id or its short form (`zj`, `sg`, `sc`).
    pub fn from_id(id: &str) -> Option<RuleId> {
        match id {
            "zung-jung" | "zj" => Some(RuleId::ZungJung),
            "hk-old-style" => Some(RuleId::HkOldStyle),
            "hk-new-style" => Some(RuleId::HkNewStyle),
            "singapore" | "sg" => Some(RuleId::Singapore),
            "sichuan" | "sc" => Some(RuleId::Sichuan),
            _ => None,
        }
    }

    /// The system with the digest's default options.
    pub fn default_settings(self) -> RuleSettings {
        match self {
            RuleId::ZungJung => RuleSettings::ZungJung(Default::default()),
            RuleId::HkOldStyle => RuleSettings::HkOldStyle(Default::default()),
            RuleId::HkNewStyle => RuleSettings::HkNewStyle(Default::default()),
            RuleId::Singapore => RuleSettings::Singapore(Default::default()),
            RuleId::Sichuan => RuleSettings::Sichuan(Default::default()),
        }
    }
}

/// A rule system with its options, as written in a hand file (`rules: ZungJung(...)`).
/// Reading one checks every numeric option against its range as it is read (`ranged`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum RuleSettings {
    ZungJung(zung_jung::ZungJungOptions),
    /// Hong Kong Old Style (club rules).
    HkOldStyle(hong_kong::Hk<false>),
    /// Hong Kong New Style: Old Style plus the New Style table.
    HkNewStyle(hong_kong::Hk<true>),
    Singapore(singapore::SgOptions),
    /// Sichuan bloody battle.
    Sichuan(sichuan::ScOptions),
}

impl Default for RuleSettings {
    fn default() -> Self {
        RuleSettings::ZungJung(zung_jung::ZungJungOptions::default())
    }
}

impl RuleSettings {
    /// The rule system these are the options of: the one place a system is picked by its
    /// variant; every method below asks it.
    pub(crate) fn system(&self) -> &dyn pipeline::RuleSystem {
        match self {
            RuleSettings::ZungJung(o) => o,
            RuleSettings::HkOldStyle(o) => o,
            RuleSettings::HkNewStyle(o) => o,
            RuleSettings::Singapore(o) => o,
            RuleSettings::Sichuan(o) => o,
        }
    }

    /// Which rule system these are the options of.
    pub fn rule_id(&self) -> RuleId {
        self.system().rule_id()
    }

    /// The stable id of the rule system, e.g. `zung-jung`.
    pub fn id(&self) -> &'static str {
        self.rule_id().id()
    }

    pub fn name(&self) -> &'static str {
        self.system().name()
    }

    /// What the totals of this system count: points, fan or tai.
    pub fn unit(&self) -> &'static str {
        self.system().unit()
    }

    /// What a pattern's value counts: the unit of totals, except Sichuan's patterns, which
    /// count fan (its totals are points).
    pub fn pattern_unit(&self) -> &'static str {
        self.system().pattern_unit()
    }

    /// What payments between players count: points, or Singapore's units of the stake.
    pub fn payment_unit(&self) -> &'static str {
        self.system().payment_unit()
    }

    /// The settings of a rule system by its id, with default options.
    pub fn from_id(id: &str) -> Option<RuleSettings> {
        RuleId::from_id(id).map(RuleId::default_settings)
    }

    /// Every pattern of the system, in the order of its table (the no-pattern hand first).
    pub fn patterns(&self) -> Vec<&'static PatternDef> {
        self.system().patterns()
    }

    /// What one occurrence of `def` (a pattern of this system) counts under these options:
    /// the value scoring gives it, which every screen shows (Zung Jung's Nine Gates 480; a
    /// Hong Kong limit hand the agreed `limit_fan`).
    pub fn pattern_value(&self, def: &PatternDef) -> PatternValue {
        let value = self.system().value_of(def);
        // Hong Kong's and Singapore's limit hands are worth what the club agreed (value 0 in
        // the table); Zung Jung's have their own points.
        if def.limit && def.value == 0 {
            PatternValue::Limit(value)
        } else {
            PatternValue::Points(value)
        }
    }

    /// Ids of every supported rule system.
    pub const IDS: &'static [&'static str] = &[
        "zung-jung",
        "hk-old-style",
        "hk-new-style",
        "singapore",
        "sichuan",
    ];

    /// Checks every numeric option against its range: amounts and limits stay small enough
    /// that no payment can wrap.
    pub fn check(&self) -> Result<(), RuleOptionError> {
        self.system().check()
    }

    /// Whether the game has a prevailing (round) wind. Sichuan's bloody battle has none: no
    /// wind tiles, and the first winner deals next (seed 002); so no question, sheet or page
    /// of it names one, and its scores never depend on [`crate::hand::Hand::prevailing_wind`].
    pub fn has_prevailing_wind(&self) -> bool {
        self.system().has_prevailing_wind()
    }

    /// Whether seven pairs may use four identical concealed tiles as two pairs.
    pub fn four_alike_as_two_pairs(&self) -> bool {
        self.system().four_alike_as_two_pairs()
    }

    /// The forms a hand is built toward under these rules, with Sichuan's declared `missing` suit: Zung Jung, Hong Kong and
    /// Sichuan take all three forms (Sichuan has no honours, so never thirteen orphans);
    /// Singapore has no seven pairs. Declared wins (eight bonus tiles, Singapore's three
    /// dragon pungs) are left out.
    pub fn forms(&self, missing: Option<crate::tiles::Suit>) -> crate::hand::shanten::Forms {
        let sichuan = matches!(self, RuleSettings::Sichuan(_));
        crate::hand::shanten::Forms {
            seven_pairs: !matches!(self, RuleSettings::Singapore(_)),
            thirteen_orphans: !sichuan,
            four_alike_as_two_pairs: self.four_alike_as_two_pairs(),
            honours: !sichuan,
            dead_suit: if sichuan {
                missing.map(|s| s.index())
            } else {
                None
            },
        }
    }
}

/// The data of one scoring pattern. Names and explanations are looked up by `id`.
#[derive(Debug, PartialEq, Eq)]
pub struct PatternDef {
    /// Stable id, e.g. `zj.4.2.3`.
    pub id: &'static str,
    pub name: &'static str,
    /// Points (or fan, tai) of one occurrence.
    pub value: u32,
    /// Patterns of one series exclude each other (the highest counts); `None` adds always.
    pub series: Option<&'static str>,
    /// A limit pattern: when present it counts alone.
    pub limit: bool,
    /// The definition is the project's reading of a terse source line (shown as such).
    pub interpretation: bool,
    /// The rule it implements, in one line.
    pub rule: &'static str,
}

/// What one occurrence of a pattern counts under the rule options in force.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PatternValue {
    /// Points, fan or tai of the pattern's own (0: not part of a hand under these options).
    Points(u32),
    /// A limit hand, worth the limit the options set (in the system's unit).
    Limit(u32),
}

impl PatternValue {
    /// The number counted, whichever kind.
    pub fn value(self) -> u32 {
        match self {
            PatternValue::Points(v) | PatternValue::Limit(v) => v,
        }
    }
}

/// A pattern: its data and the pure function that finds it in an arrangement.
pub struct Pattern {
    pub def: PatternDef,
    pub detect: fn(&Facts) -> Option<Found>,
    /// Bits of [`facts::has`] the pattern cannot be present without: a reading that lacks one
    /// is not shown to the detector (0: always asked).
    pub needs: u64,
}

impl Pattern {
    /// The same pattern, asked only of readings holding all of `needs` ([`facts::has`] bits).
    pub const fn needing(self, needs: u64) -> Pattern {
        Pattern { needs, ..self }
    }
}

/// A rule system's pattern table (at most 64 patterns) with its needs turned around: for
/// each [`facts::has`] bit, which patterns need it. A reading's patterns to ask are then
/// found by striking out the needers of the bits it lacks, four bits at a time: a look-up
/// per four-bit group (seven for a reading's own bits), whatever the table's length, and no
/// branch.
pub(crate) struct PatternTable {
    pub patterns: &'static [Pattern],
    /// Entry `[n][m]`: the patterns (bit i: pattern i) needing one of the `has` bits
    /// `4n .. 4n + 4` that the four-bit mask `m` selects.
    pub struck: &'static [[u64; 16]; 16],
    /// Each pattern's series as a word (see [`series_word`]; 0: no series).
    pub series_words: &'static [u64; 64],
}

impl PatternTable {
    /// The patterns a reading lacking the `missing` bits may hold, `missing` lying within
    /// the four-bit groups `nibbles`.
    fn asked_given(&self, missing: u64, nibbles: &[usize]) -> u64 {
        let all = u64::MAX
            .checked_shr(64 - self.patterns.len() as u32)
            .unwrap_or(0);
        let mut struck = 0;
        for &n in nibbles {
            // (`n & 15`: a group index, without a bounds check.)
            struck |= self.struck[n & 15][(missing >> (4 * (n & 15))) as usize & 15];
        }
        all & !struck
    }

    /// The patterns a reading of a hand whose own `has` bits are `hand_has` may hold,
    /// whatever the reading. Hands share these bits often (all readings of a hand, and many
    /// hands alike), so the answers are remembered per thread in a small direct-mapped memo,
    /// by the table's patterns (a static array: its address names it) and the bits.
    fn asked_by_hand(&self, hand_has: u64) -> u64 {
        type Memo = [Cell<(usize, u64, u64)>; 64];
        thread_local! {
            static MEMO: Memo = const { [const { Cell::new((0, 0, 0)) }; 64] };
        }
        let table = self.patterns.as_ptr() as usize;
        let slot = ((hand_has ^ table as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15) >> 58) as usize;
        MEMO.with(|memo| {
            let entry = &memo[slot];
            match entry.get() {
                (t, h, asked) if t == table && h == hand_has => asked,
                _ => {
                    let asked = self.asked_given(!hand_has & !facts::READING_BITS, &ALL_NIBBLES);
                    entry.set((table, hand_has, asked));
                    asked
                }
            }
        })
    }
}

/// The sixteen four-bit groups of the `has` bits.
const ALL_NIBBLES: [usize; 16] = nibbles_of(u64::MAX);
/// The four-bit groups holding [`facts::READING_BITS`].
const READING_NIBBLES: [usize; 7] = nibbles_of(facts::READING_BITS);

/// The four-bit groups of `bits` that hold one of them (exactly `N`, checked when compiling).
const fn nibbles_of<const N: usize>(bits: u64) -> [usize; N] {
    let mut nibbles = [0; N];
    let (mut n, mut found) = (0, 0);
    while n < 16 {
        if bits >> (4 * n) & 15 != 0 {
            assert!(found < N, "more four-bit groups than the array holds");
            nibbles[found] = n;
            found += 1;
        }
        n += 1;
    }
    assert!(found == N, "fewer four-bit groups than the array holds");
    nibbles
}

/// For each four `has` bits and each mask of them, the patterns of a table that need one
/// of the masked bits (see [`PatternTable`]).
pub(crate) const fn struck_by<const N: usize>(patterns: &[Pattern; N]) -> [[u64; 16]; 16] {
    assert!(N <= 64, "a pattern table holds at most 64 patterns");
    let mut struck = [[0; 16]; 16];
    let mut i = 0;
    while i < N {
        let mut bit = 0;
        while bit < 64 {
            if patterns[i].needs >> bit & 1 == 1 {
                let (n, own) = (bit / 4, 1 << (bit % 4));
                let mut mask = 0;
                while mask < 16 {
                    if mask & own != 0 {
                        struck[n][mask] |= 1 << i;
                    }
                    mask += 1;
                }
            }
            bit += 1;
        }
        i += 1;
    }
    struck
}

/// A [`PatternTable`] of a static array of patterns.
macro_rules! pattern_table {
    ($patterns:path) => {{
        // Worked out when compiling: a `const fn` called here would run at every use.
        static STRUCK: [[u64; 16]; 16] = $crate::rules::struck_by(&$patterns);
        static SERIES_WORDS: [u64; 64] = $crate::rules::series_words_of(&$patterns);
        $crate::rules::PatternTable {
            patterns: &$patterns,
            struck: &STRUCK,
            series_words: &SERIES_WORDS,
        }
    }};
}
pub(crate) use pattern_table;

/// A pattern found in an arrangement: its value, how often, and which tiles make it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hit {
    pub pattern: &'static PatternDef,
    /// Total value of the hit (value × count, or the option-adjusted value).
    pub value: u32,
    pub count: u8,
    /// Bits 0–6: groups of the arrangement; bits 8–19: bonus tiles of the hand, in order.
    pub tiles: u32,
}

/// What a detector reports: how often the pattern occurs and which tiles make it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Found {
    pub count: u8,
    pub tiles: u32,
}

impl Found {
    pub fn once(tiles: u32) -> Option<Found> {
        Some(Found { count: 1, tiles })
    }

    /// Found once when `ok`.
    pub fn when(ok: bool, tiles: u32) -> Option<Found> {
        ok.then_some(Found { count: 1, tiles })
    }

    /// Found once per group in `tiles` (none when empty).
    pub fn counted(tiles: u32) -> Option<Found> {
        (tiles != 0).then_some(Found {
            count: tiles.count_ones() as u8,
            tiles,
        })
    }
}

/// Bit of bonus tile `i` in [`Hit::tiles`].
pub const fn bonus_bit(i: usize) -> u32 {
    1 << (8 + i)
}

/// Why a pattern present in the hand does not count.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exclusion {
    /// A higher pattern of the same series counts instead.
    SameSeries,
    /// A fixed-limit pattern counts alone.
    FixedLimit,
}

/// A pattern present but not counted, and the pattern that displaced it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Excluded {
    pub hit: Hit,
    pub by: &'static PatternDef,
    pub why: Exclusion,
}

/// How a limit shaped the total.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum LimitKind {
    /// The sum exceeded the limit and was cut to it.
    Compound,
    /// One pattern above the limit counts alone.
    Fixed,
}

/// One arrangement scored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Evaluation {
    pub arrangement: Arrangement,
    pub hits: Vec<Hit>,
    pub excluded: Vec<Excluded>,
    /// Sum of the counted hits before any limit.
    pub sum: u32,
    pub total: u32,
    pub limit: Option<LimitKind>,
}

/// Who pays a share of a win.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum PayerRole {
    /// The player whose discard (or robbed kong) gave the win.
    Discarder,
    /// A player who did not discard the winning tile.
    NonDiscarder,
    /// One of the three players paying a self-drawn win.
    SelfDraw,
    /// One of the three players making an instant payment.
    Instant,
}

/// The rule behind a payment, with the numbers it used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PaymentRule {
    ZjSelfDraw {
        value: u32,
    },
    ZjDiscardBelow25 {
        value: u32,
    },
    ZjDiscardDiscarder {
        value: u32,
    },
    ZjDiscardOther,
    /// One-round immunity: the winner passed this tile himself, so everyone pays the value.
    ZjImmunityNobody {
        value: u32,
    },
    /// One-round immunity: `first` discarded the winning tile earlier in the round.
    ZjImmunityLiable {
        value: u32,
        first: Wind,
    },
    /// One-round immunity moved the blame to `first`: this player pays the standard 25.
    ZjImmunityOther {
        first: Wind,
    },
    ZjUniversal {
        value: u32,
    },
    HkDiscarder {
        fan: u32,
        unit: u32,
    },
    HkNonDiscarder {
        fan: u32,
        unit: u32,
    },
    HkSelfDraw {
        fan: u32,
        unit: u32,
    },
    /// A liable player pays what the others would have paid.
    HkLiable {
        rule: hong_kong::Liability,
        amount: u32,
    },
    /// Covered by another player's liability.
    HkCovered {
        rule: hong_kong::Liability,
    },
    SgDiscarder {
        tai: u32,
        unit: u32,
    },
    SgOther {
        tai: u32,
        unit: u32,
    },
    SgSelfDraw {
        tai: u32,
        unit: u32,
        extra: u32,
    },
    SgSpecial {
        limit: u32,
        unit: u32,
    },
    SgShooter {
        tai: u32,
        unit: u32,
        special: bool,
    },
    SgShooterCovered,
    SgPao {
        pao: singapore::Pao,
        amount: u32,
    },
    SgPaoCovered {
        pao: singapore::Pao,
    },
    SgKong {
        tile: Tile,
        concealed: bool,
        fresh: bool,
    },
    SgBite {
        first: BonusTile,
        second: BonusTile,
        dealt: bool,
    },
    SgFourAnimals,
    SgFlowerSet {
        seasons: bool,
    },
    SgInstantCovered {
        by: Wind,
    },
    /// Sichuan, on a discard: the discarder pays the value.
    ScDiscard {
        fan: u32,
        value: u32,
    },
    /// Sichuan, self-drawn: each player still in pays the value + 1.
    ScSelfDraw {
        fan: u32,
        value: u32,
    },
}

impl PaymentRule {
    pub fn id(self) -> &'static str {
        match self {
            PaymentRule::ZjSelfDraw { .. } => "zj.pay.self_draw",
            PaymentRule::ZjDiscardBelow25 { .. } => "zj.pay.discard_below_25",
            PaymentRule::ZjDiscardDiscarder { .. } => "zj.pay.discard_discarder",
            PaymentRule::ZjDiscardOther => "zj.pay.discard_other",
            PaymentRule::ZjImmunityNobody { .. } => "zj.pay.immunity_nobody",
            PaymentRule::ZjImmunityLiable { .. } => "zj.pay.immunity_liable",
            PaymentRule::ZjImmunityOther { .. } => "zj.pay.immunity_other",
            PaymentRule::ZjUniversal { .. } => "zj.pay.universal",
            PaymentRule::HkDiscarder { .. } => "hk.pay.discarder",
            PaymentRule::HkNonDiscarder { .. } => "hk.pay.non_discarder",
            PaymentRule::HkSelfDraw { .. } => "hk.pay.self_draw",
            PaymentRule::HkLiable { rule, .. } => rule.id(),
            PaymentRule::HkCovered { .. } => "hk.pay.covered",
            PaymentRule::SgDiscarder { .. } => "sg.pay.discarder",
            PaymentRule::SgOther { .. } => "sg.pay.other",
            PaymentRule::SgSelfDraw { .. } => "sg.pay.self_draw",
            PaymentRule::SgSpecial { .. } => "sg.pay.special_hand",
            PaymentRule::SgShooter { .. } => "sg.pay.shooter",
            PaymentRule::SgShooterCovered => "sg.pay.shooter_covered",
            PaymentRule::SgPao { pao, .. } => pao.id(),
            PaymentRule::SgPaoCovered { .. } => "sg.pay.pao_covered",
            PaymentRule::SgKong {
                concealed: true, ..
            } => "sg.instant.concealed_kong",
            PaymentRule::SgKong { fresh: true, .. } => "sg.instant.fresh_tile_kong",
            PaymentRule::SgKong { .. } => "sg.instant.exposed_kong",
            PaymentRule::SgBite { .. } => "sg.instant.bite",
            PaymentRule::SgFourAnimals => "sg.instant.four_animals",
            PaymentRule::SgFlowerSet { .. } => "sg.instant.flower_set",
            PaymentRule::SgInstantCovered { .. } => "sg.instant.covered",
            PaymentRule::ScDiscard { .. } => "sc.pay.discard",
            PaymentRule::ScSelfDraw { .. } => "sc.pay.self_draw",
        }
    }

    /// The rule in words, with its numbers.
    pub fn explain(self) -> String {
        match self {
            PaymentRule::ZjSelfDraw { value } => format!(
                "self-drawn win (kong replacement included): nobody is to blame, each of the three pays the hand value {value}"
            ),
            PaymentRule::ZjDiscardBelow25 { value } => {
                format!("win on a discard worth less than 25: everyone pays the hand value {value}")
            }
            PaymentRule::ZjDiscardDiscarder { value } => format!(
                "win on a discard worth 25 or more: the discarder pays 3 × {value} − 50 = {}, so that the winner still gets 3 × {value}",
                (3 * value).saturating_sub(50)
            ),
            PaymentRule::ZjDiscardOther => {
                "win on a discard worth 25 or more: a player who did not discard pays only the standard 25".to_string()
            }
            PaymentRule::ZjImmunityNobody { value } => format!(
                "one-round immunity: the winner discarded this tile himself in the same round, so nobody is to blame and everyone pays the hand value {value}"
            ),
            PaymentRule::ZjImmunityLiable { value, first } => format!(
                "one-round immunity: {first} discarded this tile first in the round and let it pass, so {first} pays 3 × {value} − 50 = {} instead of the actual discarder",
                (3 * value).saturating_sub(50)
            ),
            PaymentRule::ZjImmunityOther { first } => format!(
                "one-round immunity: {first} is to blame for this win, so this player pays only the standard 25"
            ),
            PaymentRule::ZjUniversal { value } => format!("universal scheme: everyone pays the hand value {value}"),
            PaymentRule::HkDiscarder { fan, unit } => {
                format!("win on a discard: the discarder pays the full amount for {fan} fan, {unit}")
            }
            PaymentRule::HkNonDiscarder { fan, unit } => format!(
                "win on a discard: a player who did not discard pays half the amount for {fan} fan, {unit}"
            ),
            PaymentRule::HkSelfDraw { fan, unit } => {
                format!("self-drawn win: each of the three pays the full amount for {fan} fan, {unit}")
            }
            PaymentRule::HkLiable { rule, amount } => {
                format!("{}: pays for everyone, {amount}", rule.explain())
            }
                        PaymentRule::HkCovered { rule } => {
                format!("pays nothing: {} covers this share", rule.name())
            }
            PaymentRule::SgDiscarder { tai, unit } => {
                format!("win on a discard: the discarder pays 2 units; {tai} tai make a unit of 2^({tai}−1) = {unit}")
            }
            PaymentRule::SgOther { tai, unit } => {
                format!("win on a discard: a player who did not discard pays 1 unit; {tai} tai make a unit of {unit}")
            }
            PaymentRule::SgSelfDraw { tai, unit, extra: 0 } => {
                format!("self-drawn win: each player pays 2 units; {tai} tai make a unit of {unit}")
            }
            PaymentRule::SgSelfDraw { tai, unit, extra } => format!(
                "self-drawn win: each player pays 2 units ({tai} tai make a unit of {unit}) and the agreed self-draw extra {extra}"
            ),
            PaymentRule::SgSpecial { limit, unit } => format!(
                "special hand: everyone pays double the limit however it was won, 2 × {unit} (the unit of {limit} tai)"
            ),
            PaymentRule::SgShooter { tai, unit, special: false } => {
                format!("shooter pays: the discarder pays the whole win, 4 units of {unit} ({tai} tai)")
            }
            PaymentRule::SgShooter { unit, .. } => {
                format!("shooter pays: the discarder pays the whole special hand, 6 units of the limit's {unit}")
            }
            PaymentRule::SgShooterCovered => "pays nothing: under shooter pays the discarder pays the whole win".to_string(),
            PaymentRule::SgPao { pao, amount } => format!("pao, {}: pays for everyone, {amount}", pao.explain()),
            PaymentRule::SgPaoCovered { pao } => {
                format!("pays nothing: the liable player covers this share ({})", pao.id())
            }
            PaymentRule::SgKong { tile, concealed: true, .. } => {
                format!("instant payment for the concealed kong of {tile}, from each player")
            }
            PaymentRule::SgKong { tile, fresh: true, .. } => format!(
                "instant payment for the kong of {tile}: made from a fresh tile with few tiles left, so its discarder pays for everyone"
            ),
            PaymentRule::SgKong { tile, .. } => format!("instant payment for the exposed kong of {tile}, from each player"),
            PaymentRule::SgBite { first, second, dealt: false } => {
                format!("instant payment for a bite: {} and {} held together", first.name(), second.name())
            }
            PaymentRule::SgBite { first, second, dealt: true } => format!(
                "instant payment for a bite held in the dealt hand, before any replacement, doubled: {} and {}",
                first.name(),
                second.name()
            ),
            PaymentRule::SgFourAnimals => "instant payment for all four animals (double a bite)".to_string(),
            PaymentRule::SgFlowerSet { seasons } => format!(
                "instant payment for a complete set of four {}, paid as a concealed kong",
                if seasons { "seasons" } else { "flowers" }
            ),
                        PaymentRule::ScDiscard { fan, value } => format!(
                "win on a discard: the discarder pays the value, {fan} fan → {value}{}",
                sichuan_cap_note(fan)
            ),
            PaymentRule::ScSelfDraw { fan, value } => format!(
                "self-drawn win: each player still in the hand pays the value + 1 = {}, {fan} fan → {value}{}",
                value + 1,
                sichuan_cap_note(fan)
            ),
            PaymentRule::SgInstantCovered { by } => format!("pays nothing: {by} pays this instant payment for everyone"),
        }
    }
}

fn sichuan_cap_note(fan: u32) -> &'static str {
    match fan {
        0..=2 => "",
        3 | 4 => " (3 or 4 fan are capped at 8)",
        _ => " (5 fan or more are capped at 16)",
    }
}

/// One payment to the winner.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Payment {
    /// The paying seat, when the hand says who discarded (always known on a self-draw).
    pub payer: Option<Wind>,
    pub role: PayerRole,
    pub amount: u32,
    pub rule: PaymentRule,
}

/// All payments of one win.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Payments {
    pub winner: Wind,
    /// The payment scheme in words.
    pub scheme: &'static str,
    pub entries: Vec<Payment>,
    /// Payments made at once, apart from the win (Singapore's kongs and bites).
    pub instant: Vec<Payment>,
}

impl Payments {
    /// What the winner collects in all.
    pub fn winner_receives(&self) -> u32 {
        self.entries
            .iter()
            .fold(0u32, |sum, p| sum.saturating_add(p.amount))
    }

    /// No payments (the hand is not a legal win).
    pub fn none(winner: Wind) -> Payments {
        Payments {
            winner,
            scheme: "",
            entries: Vec::new(),
            instant: Vec::new(),
        }
    }
}

/// The three other seats in play order after `winner`, tagged with their role in the win.
/// When the discarder is unknown, the first seat stands for "the discarder".
pub fn payers(hand: &Hand) -> [(Option<Wind>, PayerRole); 3] {
    let w = hand.seat_wind;
    let others = [w.next(), w.next().next(), w.next().next().next()];
    let mut out = [(None, PayerRole::SelfDraw); 3];
    for (k, seat) in others.into_iter().enumerate() {
        out[k] = if hand.win.is_self_draw() {
            (Some(seat), PayerRole::SelfDraw)
        } else {
            match hand.discarder {
                Some(d) if d == seat => (Some(seat), PayerRole::Discarder),
                Some(_) => (Some(seat), PayerRole::NonDiscarder),
                None if k == 0 => (None, PayerRole::Discarder),
                None => (None, PayerRole::NonDiscarder),
            }
        };
    }
    out.sort_by_key(|p| p.1 != PayerRole::Discarder);
    out
}

/// Whether the hand may win under the rule options.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    Win,
    /// The total is below the agreed minimum: a false win.
    BelowMinimum {
        minimum: u32,
    },
}

/// A hand scored under one rule system: the chosen arrangement and all others considered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Scored {
    pub settings: RuleSettings,
    /// Every arrangement, scored; `best` indexes the chosen one.
    pub evaluations: Vec<Evaluation>,
    pub best: usize,
    pub verdict: Verdict,
    /// Empty when the verdict is not a win.
    pub payments: Payments,
}

impl Scored {
    pub fn chosen(&self) -> &Evaluation {
        &self.evaluations[self.best]
    }

    pub fn total(&self) -> u32 {
        self.chosen().total
    }
}

/// Why a hand could not be scored under a rule system.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ScoreError {
    #[error("not a winning hand: the tiles form neither four sets and a pair nor a special hand")]
    NotComplete,
    #[error("{0}")]
    NotAllowed(Refusal),
}

/// Why a rule system refuses a hand before looking for patterns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    #[error("animal tiles are not used in Zung Jung")]
    ZjAnimals,
    #[error("bonus tiles are not in play: set `bonus_tiles: true` in the Zung Jung options")]
    ZjBonusOff,
    #[error("animal tiles are not used in Hong Kong mahjong")]
    HkAnimals,
    #[error("bonus tiles are not in play: set `bonus_tiles: true` in the Hong Kong options")]
    HkBonusOff,
    #[error("Sichuan is played without honours (winds and dragons)")]
    ScHonours,
    #[error("Sichuan is played without bonus tiles")]
    ScBonus,
    #[error("chows cannot be claimed in Sichuan (a hand may hold chows, concealed)")]
    ScClaimedChow,
    #[error("a winning hand holds at most two suits: this one holds all three")]
    ScThreeSuits,
    #[error("Sichuan needs the declared missing suit (missing_suit: Characters, Dots or Bamboo)")]
    ScNoMissingSuit,
    #[error("the hand holds {}, the suit declared missing", .suit.name())]
    ScHoldsMissingSuit { suit: crate::tiles::Suit },
}

/// Scores a hand under the given rules, every arrangement considered: the one pipeline of
/// `pipeline` with the system's pattern table, minimum and payment rules.
pub fn score(hand: &Hand, settings: &RuleSettings) -> Result<Scored, ScoreError> {
    pipeline::score(hand, settings.system())
}

/// Scores one arrangement from the patterns that apply: one pattern per series (the highest),
/// a limit pattern alone when present, else the sum, cut to `cap` when given; a hand with no
/// pattern is worth `chicken.value`.
pub(crate) fn evaluate(
    facts: &Facts,
    tables: &[PatternTable],
    value_of: impl Fn(&Pattern) -> u32,
    chicken: &'static PatternDef,
    cap: Option<u32>,
) -> Evaluation {
    // Each hit with its series' word (0: no series).
    let mut present: ArrayVec<(Hit, u64), 64> = ArrayVec::new();
    'tables: for table in tables {
        // The patterns whose needs the reading holds: all, but those needing a missing bit.
        let patterns = table.patterns;
        let mut asked = table.asked_by_hand(facts.has & !facts::READING_BITS);
        asked &= table.asked_given(facts::READING_BITS & !facts.has, &READING_NIBBLES);
        // Every test run checks the needs: a skipped detector finds nothing.
        #[cfg(debug_assertions)]
        for (i, p) in patterns.iter().enumerate() {
            debug_assert!(
                asked & 1 << i != 0 || (p.detect)(facts).is_none(),
                "{} is present without its needs {:#x}",
                p.def.id,
                p.needs & !facts.has
            );
        }
        while asked != 0 {
            let i = asked.trailing_zeros() as usize;
            let p = &patterns[i];
            asked &= asked - 1;
            let Some(found) = (p.detect)(facts) else {
                continue;
            };
            let value = value_of(p) * found.count as u32;
            // A pattern worth nothing under the options in force is not part of the hand.
            if value == 0 {
                continue;
            }
            // No rule system has more than 64 patterns; were one to, the rest would be dropped.
            let hit = Hit {
                pattern: &p.def,
                value,
                count: found.count,
                tiles: found.tiles,
            };
            if present.try_push((hit, table.series_words[i])).is_err() {
                break 'tables;
            }
        }
    }
    let mut hits = Vec::with_capacity(present.len());
    let mut excluded = Vec::new();
    for (hit, word) in &present {
        let top = present
            .iter()
            .filter(|(other, w)| w == word && same_series(hit.pattern, other.pattern))
            .map(|(h, _)| h)
            .fold(None::<&Hit>, |best, h| match best {
                Some(b) if b.value >= h.value => Some(b),
                _ => Some(h),
            });
        match top {
            Some(top) if !std::ptr::eq(top.pattern, hit.pattern) => excluded.push(Excluded {
                hit: *hit,
                by: top.pattern,
                why: Exclusion::SameSeries,
            }),
            _ => hits.push(*hit),
        }
    }
    let arrangement = facts.arrangement.clone();
    let limit_hit =
        hits.iter()
            .filter(|h| h.pattern.limit)
            .fold(None::<Hit>, |best, h| match best {
                Some(b) if b.value >= h.value => Some(b),
                _ => Some(*h),
            });
    if let Some(top) = limit_hit {
        for hit in hits
            .iter()
            .filter(|h| !std::ptr::eq(h.pattern, top.pattern))
        {
            excluded.push(Excluded {
                hit: *hit,
                by: top.pattern,
                why: Exclusion::FixedLimit,
            });
        }
        let sum = hits.iter().map(|h| h.value).sum();
        return Evaluation {
            arrangement,
            hits: vec![top],
            excluded,
            sum,
            total: top.value,
            limit: Some(LimitKind::Fixed),
        };
    }
    let sum: u32 = hits.iter().map(|h| h.value).sum();
    if hits.is_empty() {
        hits.push(Hit {
            pattern: chicken,
            value: chicken.value,
            count: 1,
            tiles: facts.all_groups(),
        });
    }
    let total = if hits.len() == 1 && std::ptr::eq(hits[0].pattern, chicken) {
        chicken.value
    } else {
        sum
    };
    let (total, limit) = match cap {
        Some(cap) if total > cap => (cap, Some(LimitKind::Compound)),
        _ => (total, None),
    };
    Evaluation {
        arrangement,
        hits,
        excluded,
        sum,
        total,
        limit,
    }
}

/// A series name as a word, never 0: its length and its first seven bytes, so that two names
/// of up to seven bytes ("4.2", "10.1") are the same exactly when their words are (longer
/// ones are compared as text too, [`same_series`]).
const fn series_word(name: &str) -> u64 {
    let bytes = name.as_bytes();
    let mut word = bytes.len() as u64;
    let mut i = 0;
    while i < bytes.len() && i < 7 {
        word = word << 8 | bytes[i] as u64;
        i += 1;
    }
    word | 1 << 63
}

/// Whether two patterns whose series words are equal are of the same series (none when
/// either has no series): the words decide for names of up to seven bytes.
fn same_series(a: &PatternDef, b: &PatternDef) -> bool {
    match (a.series, b.series) {
        (Some(x), Some(y)) => x.len() <= 7 || x == y,
        _ => false,
    }
}

/// Each pattern's series word ([`series_word`]; 0 without a series), worked out when
/// compiling.
pub(crate) const fn series_words_of<const N: usize>(patterns: &[Pattern; N]) -> [u64; 64] {
    let mut words = [0; 64];
    let mut i = 0;
    while i < N {
        if let Some(name) = patterns[i].def.series {
            words[i] = series_word(name);
        }
        i += 1;
    }
    words
}

/// Index of the evaluation with the highest total (the first such on ties).
pub(crate) fn best_index(evaluations: &[Evaluation]) -> usize {
    let mut best = 0;
    for (i, e) in evaluations.iter().enumerate() {
        if e.total > evaluations[best].total {
            best = i;
        }
    }
    best
}

impl Localized for Refusal {
    fn message(&self) -> Message {
        let m = Message::new;
        match self {
            Refusal::ZjAnimals => m("refusal-zj-animals"),
            Refusal::ZjBonusOff => m("refusal-zj-bonus-off"),
            Refusal::HkAnimals => m("refusal-hk-animals"),
            Refusal::HkBonusOff => m("refusal-hk-bonus-off"),
            Refusal::ScHonours => m("refusal-sc-honours"),
            Refusal::ScBonus => m("refusal-sc-bonus"),
            Refusal::ScClaimedChow => m("refusal-sc-claimed-chow"),
            Refusal::ScThreeSuits => m("refusal-sc-three-suits"),
            Refusal::ScNoMissingSuit => m("refusal-sc-no-missing-suit"),
            Refusal::ScHoldsMissingSuit { suit: s } => {
                m("refusal-sc-holds-missing-suit").msg("suit", suit(*s))
            }
        }
    }
}

impl Localized for ScoreError {
    fn message(&self) -> Message {
        match self {
            ScoreError::NotComplete => Message::new("error-not-complete"),
            ScoreError::NotAllowed(r) => r.message(),
        }
    }
}
