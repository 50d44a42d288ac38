//! House rules: a club's choice of every rule option of every system, one profile (Hong Kong
//! Old and New Style share theirs), saved as RON. Every option is described once in
//! [`OPTIONS`] (its kind, its range, how to read and write it), so the house-rules panel, the
//! drill's facts and the range check all read the same table.

use super::hong_kong::{BigFourInOne, BonusVariant, Bouquet, EarthRule, HkOptions};
use super::sichuan::ScOptions;
use super::singapore::{FlowerOnFlower, SgOptions};
use super::zung_jung::{FourIdenticalSequences, Minimum, PaymentScheme, ZungJungOptions};
use super::{RuleId, RuleSettings};
use crate::i18n::{Localized, Message};
use serde::{Deserialize, Serialize};

/// The options of every rule system a club plays; defaults are the digests'.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct HouseRules {
    pub zung_jung: ZungJungOptions,
    /// Used by both Hong Kong styles.
    pub hong_kong: HkOptions,
    pub singapore: SgOptions,
    pub sichuan: ScOptions,
}

/// A part of the house rules: one rule system's options (both Hong Kong styles share one).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Section {
    #[default]
    ZungJung,
    HongKong,
    Singapore,
    Sichuan,
}

impl Section {
    pub const ALL: [Section; 4] = [
        Section::ZungJung,
        Section::HongKong,
        Section::Singapore,
        Section::Sichuan,
    ];

    /// Stable id, used in message ids (`house-hong-kong-limit-fan`).
    pub fn id(self) -> &'static str {
        match self {
            Section::ZungJung => "zung-jung",
            Section::HongKong => "hong-kong",
            Section::Singapore => "singapore",
            Section::Sichuan => "sichuan",
        }
    }

    /// The section whose options a rule system uses.
    pub fn of(settings: &RuleSettings) -> Section {
        Section::of_system(settings.rule_id())
    }

    /// The section whose options the rule system `id` uses.
    pub fn of_system(id: RuleId) -> Section {
        match id {
            RuleId::ZungJung => Section::ZungJung,
            RuleId::HkOldStyle | RuleId::HkNewStyle => Section::HongKong,
            RuleId::Singapore => Section::Singapore,
            RuleId::Sichuan => Section::Sichuan,
        }
    }

    /// The options of this section, in the order the panel shows them.
    pub fn options(self) -> impl Iterator<Item = &'static OptionDef> {
        OPTIONS.iter().filter(move |d| d.section == self)
    }
}

/// What values an option takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionKind {
    /// On (1) or off (0).
    Switch,
    /// A whole number in `min..=max`.
    Number { min: u32, max: u32 },
    /// One of named choices (ids for message ids), by index.
    Choice(&'static [&'static str]),
}

/// One rule option: where it lives, what it takes, and how to read and write it as a number
/// (a switch as 0/1, a choice as its index).
#[derive(Debug)]
pub struct OptionDef {
    pub section: Section,
    /// The option's field in hand files and profiles, e.g. `minimum_fan`, `instant.bite`.
    pub id: &'static str,
    pub kind: OptionKind,
    pub get: fn(&HouseRules) -> u32,
    /// Writes a value, brought into range first.
    pub set: fn(&mut HouseRules, u32),
}

impl OptionDef {
    /// The message id of the option's name; `-help` appended gives its meaning, `-<choice>`
    /// a choice's name.
    pub fn message_id(&self) -> String {
        format!(
            "house-{}-{}",
            self.section.id(),
            self.id.replace(['.', '_'], "-")
        )
    }

    /// The digest's default.
    pub fn default_value(&self) -> u32 {
        (self.get)(&HouseRules::default())
    }

    /// Whether `value` is one the option takes.
    pub fn accepts(&self, value: u32) -> bool {
        match self.kind {
            OptionKind::Switch => value <= 1,
            OptionKind::Number { min, max } => (min..=max).contains(&value),
            OptionKind::Choice(names) => (value as usize) < names.len(),
        }
    }

    /// The id of a choice (or `on`/`off`, or the number) for a value.
    pub fn value_id(&self, value: u32) -> String {
        match self.kind {
            OptionKind::Switch => if value != 0 { "on" } else { "off" }.to_string(),
            OptionKind::Number { .. } => value.to_string(),
            OptionKind::Choice(names) => names
                .get(value as usize)
                .map_or_else(|| value.to_string(), |n| n.to_string()),
        }
    }
}

fn pick<T: Copy + Default>(all: &[T], value: u32) -> T {
    all.get(value as usize).copied().unwrap_or_default()
}

const fn within(value: u32, min: u32, max: u32) -> u32 {
    if value < min {
        min
    } else if value > max {
        max
    } else {
        value
    }
}

macro_rules! switch {
    ($section:ident, $id:literal, $($field:ident).+) => {
        OptionDef {
            section: Section::$section,
            id: $id,
            kind: OptionKind::Switch,
            get: |h| h.$($field).+ as u32,
            set: |h, v| h.$($field).+ = v != 0,
        }
    };
}

macro_rules! number {
    ($section:ident, $id:literal, $range:expr, $($field:ident).+) => {
        OptionDef {
            section: Section::$section,
            id: $id,
            kind: OptionKind::Number { min: $range.min, max: $range.max },
            get: |h| h.$($field).+,
            set: |h, v| h.$($field).+ = within(v, $range.min, $range.max),
        }
    };
}

macro_rules! choice {
    ($section:ident, $id:literal, $names:expr, [$($value:expr),+], $($field:ident).+) => {
        OptionDef {
            section: Section::$section,
            id: $id,
            kind: OptionKind::Choice($names),
            get: |h| h.$($field).+ as u32,
            set: |h, v| h.$($field).+ = pick(&[$($value),+], v),
        }
    };
}

/// Every option of every system; numbers in the ranges the file parser accepts
/// ([`HkOptions::check`], [`SgOptions::check`]), so the panel offers exactly what a file may say.
pub static OPTIONS: &[OptionDef] = &[
    choice!(
        ZungJung,
        "minimum",
        &["no-minimum", "wsom"],
        [Minimum::NoMinimum, Minimum::Wsom],
        zung_jung.minimum
    ),
    switch!(ZungJung, "bonus_tiles", zung_jung.bonus_tiles),
    choice!(
        ZungJung,
        "four_identical_sequences",
        &["points-480", "points-400"],
        [
            FourIdenticalSequences::Points480,
            FourIdenticalSequences::Points400
        ],
        zung_jung.four_identical_sequences
    ),
    choice!(
        ZungJung,
        "payment",
        &["zung-jung", "universal"],
        [PaymentScheme::ZungJung, PaymentScheme::Universal],
        zung_jung.payment
    ),
    number!(
        HongKong,
        "minimum_fan",
        HkOptions::MINIMUM_FAN,
        hong_kong.minimum_fan
    ),
    switch!(HongKong, "limit", hong_kong.limit),
    number!(
        HongKong,
        "limit_fan",
        HkOptions::LIMIT_FAN,
        hong_kong.limit_fan
    ),
    switch!(HongKong, "bonus_tiles", hong_kong.bonus_tiles),
    choice!(
        HongKong,
        "bouquet",
        &["fan-3", "fan-1"],
        [Bouquet::Fan3, Bouquet::Fan1],
        hong_kong.bouquet
    ),
    choice!(
        HongKong,
        "bonus_variant",
        &["own-and-round", "each-tile", "own-and-round-together"],
        [
            BonusVariant::OwnAndRound,
            BonusVariant::EachTile,
            BonusVariant::OwnAndRoundTogether
        ],
        hong_kong.bonus_variant
    ),
    choice!(
        HongKong,
        "earth",
        &["first-go-round", "easts-first-discard"],
        [EarthRule::FirstGoRound, EarthRule::EastsFirstDiscard],
        hong_kong.earth
    ),
    switch!(
        HongKong,
        "ranges_without_honours",
        hong_kong.ranges_without_honours
    ),
    switch!(
        HongKong,
        "all_discards_replaces_twelve_exposed",
        hong_kong.all_discards_replaces_twelve_exposed
    ),
    choice!(
        HongKong,
        "big_four_in_one",
        &["shifted-chows", "four-copies-in-chows"],
        [BigFourInOne::ShiftedChows, BigFourInOne::FourCopiesInChows],
        hong_kong.big_four_in_one
    ),
    number!(Singapore, "limit", SgOptions::LIMIT, singapore.limit),
    number!(Singapore, "minimum", SgOptions::MINIMUM, singapore.minimum),
    switch!(Singapore, "shooter_pays", singapore.shooter_pays),
    switch!(Singapore, "fully_concealed", singapore.fully_concealed),
    switch!(Singapore, "pure_green", singapore.pure_green),
    switch!(
        Singapore,
        "declare_by_triplets",
        singapore.declare_by_triplets
    ),
    switch!(
        Singapore,
        "fresh_thresholds_swapped",
        singapore.fresh_thresholds_swapped
    ),
    switch!(
        Singapore,
        "hidden_treasure_self_drawn",
        singapore.hidden_treasure_self_drawn
    ),
    choice!(
        Singapore,
        "flower_on_flower",
        &["one-tai", "each-replacement", "five-tai"],
        [
            FlowerOnFlower::OneTai,
            FlowerOnFlower::EachReplacement,
            FlowerOnFlower::FiveTai
        ],
        singapore.flower_on_flower
    ),
    number!(
        Singapore,
        "self_draw_extra",
        SgOptions::SELF_DRAW_EXTRA,
        singapore.self_draw_extra
    ),
    switch!(
        Singapore,
        "special_hands.nine_gates",
        singapore.special_hands.nine_gates
    ),
    switch!(
        Singapore,
        "special_hands.pure_terminals",
        singapore.special_hands.pure_terminals
    ),
    switch!(
        Singapore,
        "special_hands.all_honours",
        singapore.special_hands.all_honours
    ),
    switch!(
        Singapore,
        "special_hands.eighteen_arhats",
        singapore.special_hands.eighteen_arhats
    ),
    switch!(
        Singapore,
        "special_hands.earthly_humanly",
        singapore.special_hands.earthly_humanly
    ),
    switch!(
        Singapore,
        "special_hands.full_flush_ping_hu",
        singapore.special_hands.full_flush_ping_hu
    ),
    switch!(
        Singapore,
        "special_hands.declared_dragons",
        singapore.special_hands.declared_dragons
    ),
    number!(
        Singapore,
        "instant.exposed_kong",
        SgOptions::EXPOSED_KONG,
        singapore.instant.exposed_kong
    ),
    number!(
        Singapore,
        "instant.concealed_kong",
        SgOptions::CONCEALED_KONG,
        singapore.instant.concealed_kong
    ),
    number!(
        Singapore,
        "instant.bite",
        SgOptions::BITE,
        singapore.instant.bite
    ),
    number!(
        Singapore,
        "instant.four_animals",
        SgOptions::FOUR_ANIMALS,
        singapore.instant.four_animals
    ),
    // Sichuan has no options in the digest: its section stays empty.
];

/// Why a house-rules profile cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum HouseRulesError {
    /// Not RON of a profile, or a number outside its range: with the line and column.
    #[error(transparent)]
    Read(#[from] crate::ron_text::ParseError),
    /// An option outside its range in rules made by a program.
    #[error(transparent)]
    OutOfRange(#[from] super::RuleOptionError),
}

impl HouseRules {
    /// Every rule system with the house's options, in the app's order ([`RuleId::ALL`]).
    pub fn systems(&self) -> Vec<RuleSettings> {
        RuleId::ALL.iter().map(|&id| self.system(id)).collect()
    }

    /// The rule system `id` with the house's options.
    pub fn system(&self, id: RuleId) -> RuleSettings {
        match id {
            RuleId::ZungJung => RuleSettings::ZungJung(self.zung_jung.clone()),
            RuleId::HkOldStyle => {
                RuleSettings::HkOldStyle(super::hong_kong::Hk(self.hong_kong.clone()))
            }
            RuleId::HkNewStyle => {
                RuleSettings::HkNewStyle(super::hong_kong::Hk(self.hong_kong.clone()))
            }
            RuleId::Singapore => RuleSettings::Singapore(self.singapore.clone()),
            RuleId::Sichuan => RuleSettings::Sichuan(self.sichuan.clone()),
        }
    }

    /// The same rule system as `settings`, with the house's options.
    pub fn apply_to(&self, settings: &RuleSettings) -> RuleSettings {
        self.system(settings.rule_id())
    }

    /// These house rules with the options of `settings` in its section.
    pub fn with(mut self, settings: &RuleSettings) -> HouseRules {
        match settings {
            RuleSettings::ZungJung(o) => self.zung_jung = o.clone(),
            RuleSettings::HkOldStyle(super::hong_kong::Hk(o))
            | RuleSettings::HkNewStyle(super::hong_kong::Hk(o)) => self.hong_kong = o.clone(),
            RuleSettings::Singapore(o) => self.singapore = o.clone(),
            RuleSettings::Sichuan(o) => self.sichuan = o.clone(),
        }
        self
    }

    /// The options of a section that differ from the digest's defaults, with their values.
    pub fn changed(&self, section: Section) -> Vec<(&'static OptionDef, u32)> {
        section
            .options()
            .map(|d| (d, (d.get)(self)))
            .filter(|(d, v)| *v != d.default_value())
            .collect()
    }

    /// Back to the digest's defaults in one section.
    pub fn reset(&mut self, section: Section) {
        let defaults = HouseRules::default();
        match section {
            Section::ZungJung => self.zung_jung = defaults.zung_jung,
            Section::HongKong => self.hong_kong = defaults.hong_kong,
            Section::Singapore => self.singapore = defaults.singapore,
            Section::Sichuan => self.sichuan = defaults.sichuan,
        }
    }

    /// The first option out of range, if any.
    pub fn check(&self) -> Result<(), HouseRulesError> {
        match OPTIONS.iter().find(|d| !d.accepts((d.get)(self))) {
            None => Ok(()),
            Some(d) => {
                let value = (d.get)(self);
                let (min, max) = match d.kind {
                    OptionKind::Number { min, max } => (min, max),
                    OptionKind::Switch => (0, 1),
                    OptionKind::Choice(names) => (0, names.len().saturating_sub(1) as u32),
                };
                Err(super::OptionRange::new(d.id, min, max)
                    .refusal(value)
                    .into())
            }
        }
    }

    /// Every option brought into range (for settings restored from an older or damaged file).
    pub fn clamped(mut self) -> HouseRules {
        for d in OPTIONS {
            let v = (d.get)(&self);
            (d.set)(&mut self, v);
        }
        self
    }

    /// Reads a profile; syntax errors and numbers out of range name the line and column,
    /// and a number out of range its option and range.
    pub fn parse(text: &str) -> Result<HouseRules, HouseRulesError> {
        let rules: HouseRules = crate::ron_text::parse_ron(text)?;
        rules.check()?;
        Ok(rules)
    }

    /// The profile as RON, in the form [`HouseRules::parse`] reads.
    pub fn to_ron(&self) -> String {
        crate::ron_text::to_ron_pretty(self)
    }
}

impl Localized for HouseRulesError {
    fn message(&self) -> Message {
        match self {
            HouseRulesError::Read(e) => e.message(),
            HouseRulesError::OutOfRange(e) => e.message(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The leaves of a RON value: every option's field.
    fn leaves(value: &ron::Value) -> usize {
        match value {
            ron::Value::Map(map) => map.values().map(leaves).sum(),
            _ => 1,
        }
    }

    #[test]
    fn the_table_names_every_option_once() {
        let text = ron::to_string(&HouseRules::default()).expect("serializes");
        let value: ron::Value = ron::from_str(&text).expect("reads back");
        // Sichuan's empty options are one empty map, not a leaf.
        assert_eq!(leaves(&value) - 1, OPTIONS.len());
        for d in OPTIONS {
            assert!(d.accepts(d.default_value()), "{}: default in range", d.id);
            let other = match d.kind {
                OptionKind::Switch => 1 - d.default_value(),
                OptionKind::Number { min, max } => {
                    if d.default_value() == max {
                        min
                    } else {
                        max
                    }
                }
                OptionKind::Choice(_) => usize::from(d.default_value() == 0) as u32,
            };
            let mut rules = HouseRules::default();
            (d.set)(&mut rules, other);
            let changed: Vec<&str> = Section::ALL
                .into_iter()
                .flat_map(|s| rules.changed(s))
                .map(|(c, _)| c.id)
                .collect();
            assert_eq!(changed, [d.id], "{} writes only itself", d.id);
            assert_eq!((d.get)(&rules), other, "{} reads what it wrote", d.id);
            let back = HouseRules::parse(&rules.to_ron()).expect("round trip");
            assert_eq!(back, rules, "{}", d.id);
        }
    }

    #[test]
    fn out_of_range_values_are_refused_when_read_and_clamped_when_restored() {
        let err = HouseRules::parse("(hong_kong: (limit_fan: 4294967295))").unwrap_err();
        assert_eq!(
            err.to_string(),
            "line 1, column 25: limit_fan: 4294967295 is not allowed (allowed: 8 to 13)"
        );
        let err = HouseRules::parse("(singapore: (instant: (bite: 5000)))").unwrap_err();
        assert!(err.to_string().contains("instant.bite"), "{err}");
        let err = HouseRules::parse("(zung_jung: (minimum: Ten))").unwrap_err();
        assert!(err.to_string().contains("line 1"), "{err}");
        let err = HouseRules::parse("(chess: ())").unwrap_err();
        assert!(err.to_string().contains("chess"), "{err}");
        let mut rules = HouseRules::default();
        rules.singapore.limit = 0;
        rules.hong_kong.limit_fan = 1000;
        let clamped = rules.clamped();
        assert_eq!(
            (clamped.singapore.limit, clamped.hong_kong.limit_fan),
            (1, 13)
        );
        assert!(clamped.check().is_ok());
    }

    #[test]
    fn the_documented_profile_reads() {
        let text = include_str!("../../docs/house-rules-example.ron");
        let rules = HouseRules::parse(text).expect("the sample profile reads");
        assert_eq!(rules.zung_jung.minimum, Minimum::Wsom);
        assert_eq!(rules.changed(Section::Singapore).len(), 5);
        assert_eq!(
            rules.systems()[2],
            RuleSettings::HkNewStyle(crate::rules::hong_kong::Hk(rules.hong_kong.clone()))
        );
    }
}
