//! What a system's table plays with: the honours and bonus tiles in play and the situation
//! flags its patterns read. The one place the recorder asks what to offer for a game of a
//! system (no Singapore or Sichuan flags in a Zung Jung game, no animals outside Singapore,
//! no flowers where the options leave them out); the tests below hold it to the engine (a
//! tile refused by the system is not offered, a flag left out never changes a score).

use super::RuleSettings;
use crate::hand::Flags;
use crate::tiles::{Animal, BonusTile};

/// A situation flag of a win ([`Flags`]), by name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Flag {
    FinalDraw,
    FinalDiscard,
    Heaven,
    Earth,
    BonusReplacement,
    KongOnKong,
    Humanly,
    KongShot,
}

impl Flag {
    /// Every flag, in the order the situation form shows them.
    pub const ALL: [Flag; 8] = [
        Flag::FinalDraw,
        Flag::FinalDiscard,
        Flag::Heaven,
        Flag::Earth,
        Flag::BonusReplacement,
        Flag::KongOnKong,
        Flag::Humanly,
        Flag::KongShot,
    ];

    /// Stable id, used in message ids (`final-draw`).
    pub fn id(self) -> &'static str {
        match self {
            Flag::FinalDraw => "final-draw",
            Flag::FinalDiscard => "final-discard",
            Flag::Heaven => "heaven",
            Flag::Earth => "earth",
            Flag::BonusReplacement => "bonus-replacement",
            Flag::KongOnKong => "kong-on-kong",
            Flag::Humanly => "humanly",
            Flag::KongShot => "kong-shot",
        }
    }

    /// The message id of its name (`flag-…`).
    pub fn key(self) -> String {
        format!("flag-{}", self.id())
    }

    /// The flag's field in a win's flags.
    pub fn slot(self, flags: &mut Flags) -> &mut bool {
        match self {
            Flag::FinalDraw => &mut flags.final_draw,
            Flag::FinalDiscard => &mut flags.final_discard,
            Flag::Heaven => &mut flags.heaven,
            Flag::Earth => &mut flags.earth,
            Flag::BonusReplacement => &mut flags.bonus_replacement,
            Flag::KongOnKong => &mut flags.kong_on_kong,
            Flag::Humanly => &mut flags.humanly,
            Flag::KongShot => &mut flags.kong_shot,
        }
    }

    /// Whether the flag is set.
    pub fn is_set(self, flags: Flags) -> bool {
        let mut flags = flags;
        *self.slot(&mut flags)
    }
}

/// The twelve bonus tiles: four flowers, four seasons, four animals.
pub fn all_bonus_tiles() -> Vec<BonusTile> {
    (1..=4)
        .map(BonusTile::Flower)
        .chain((1..=4).map(BonusTile::Season))
        .chain(Animal::ALL.map(BonusTile::Animal))
        .collect()
}

impl RuleSettings {
    /// Whether winds and dragons are in the set (Sichuan plays the three suits alone).
    pub fn honours_in_play(&self) -> bool {
        !matches!(self, RuleSettings::Sichuan(_))
    }

    /// Whether a bonus tile is in play: animals in Singapore alone; flowers and seasons in
    /// Singapore, and in Zung Jung and Hong Kong when the options put them in play; none in
    /// Sichuan. The systems' refusals of a hand say the same (tested below).
    pub fn bonus_in_play(&self, bonus: BonusTile) -> bool {
        let animal = matches!(bonus, BonusTile::Animal(_));
        match self {
            RuleSettings::ZungJung(o) => o.bonus_tiles && !animal,
            RuleSettings::HkOldStyle(super::hong_kong::Hk(o))
            | RuleSettings::HkNewStyle(super::hong_kong::Hk(o)) => o.bonus_tiles && !animal,
            RuleSettings::Singapore(_) => true,
            RuleSettings::Sichuan(_) => false,
        }
    }

    /// The bonus tiles in play, in the palette's order.
    pub fn bonus_tiles(&self) -> Vec<BonusTile> {
        all_bonus_tiles()
            .into_iter()
            .filter(|&b| self.bonus_in_play(b))
            .collect()
    }

    /// Whether the system's patterns (or payments) read a situation flag: a flag it does not
    /// read never changes what a win scores or pays (tested below against the engine).
    pub fn reads_flag(&self, flag: Flag) -> bool {
        use Flag::*;
        let bonus = !self.bonus_tiles().is_empty();
        match self {
            RuleSettings::ZungJung(_) => matches!(flag, FinalDraw | FinalDiscard | Heaven | Earth),
            RuleSettings::HkOldStyle(super::hong_kong::Hk(_))
            | RuleSettings::HkNewStyle(super::hong_kong::Hk(_)) => match flag {
                FinalDraw | Heaven | Earth | KongOnKong => true,
                BonusReplacement => bonus,
                FinalDiscard | Humanly | KongShot => false,
            },
            RuleSettings::Singapore(_) => {
                matches!(
                    flag,
                    FinalDraw | Heaven | Earth | BonusReplacement | KongOnKong | Humanly
                )
            }
            RuleSettings::Sichuan(_) => matches!(flag, FinalDraw | FinalDiscard | KongShot),
        }
    }

    /// The flags the system reads, in the form's order.
    pub fn flags_read(&self) -> Vec<Flag> {
        Flag::ALL
            .into_iter()
            .filter(|&f| self.reads_flag(f))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::examples::examples;
    use crate::hand::{Hand, Situation, TableFacts, WinMethod};
    use crate::rules::house::HouseRules;
    use crate::rules::{Refusal, ScoreError, score};
    use crate::tiles::{Suit, Wind};

    /// Every system, with the defaults and with the options that bring bonus tiles in or out.
    fn systems() -> Vec<RuleSettings> {
        let mut all = HouseRules::default().systems().to_vec();
        let mut house = HouseRules::default();
        house.zung_jung.bonus_tiles = !house.zung_jung.bonus_tiles;
        house.hong_kong.bonus_tiles = !house.hong_kong.bonus_tiles;
        all.extend(house.systems());
        all
    }

    fn is_tile_refusal(e: &ScoreError) -> bool {
        matches!(
            e,
            ScoreError::NotAllowed(
                Refusal::ZjAnimals
                    | Refusal::ZjBonusOff
                    | Refusal::HkAnimals
                    | Refusal::HkBonusOff
                    | Refusal::ScBonus
                    | Refusal::ScHonours
            )
        )
    }

    /// A hand from notation (`hand` then the winning tile), won `win` from `seat`.
    fn hand(text: &str, tile: &str, win: WinMethod, seat: Wind, from: Option<Wind>) -> Hand {
        let situation = Situation {
            seat_wind: seat,
            prevailing_wind: Wind::East,
            flags: Flags::default(),
            discarder: from,
            table: TableFacts {
                missing_suit: Some(Suit::Characters),
                ..TableFacts::default()
            },
        };
        Hand::from_notation(text, tile, win, situation).unwrap_or_else(|e| panic!("{text}: {e}"))
    }

    #[test]
    fn a_bonus_tile_is_offered_exactly_when_the_system_takes_it() {
        for rules in systems() {
            for bonus in all_bonus_tiles() {
                let text = format!("456p789p234s678s55s {bonus}");
                let h = hand(&text, "5s", WinMethod::SelfDraw, Wind::South, None);
                let refused = score(&h, &rules).is_err_and(|e| is_tile_refusal(&e));
                let id = rules.id();
                assert_eq!(rules.bonus_in_play(bonus), !refused, "{id} with {bonus}");
            }
        }
    }

    #[test]
    fn honours_are_offered_exactly_when_the_system_takes_them() {
        for rules in systems() {
            let h = hand(
                "456p789p234s678s11z",
                "1z",
                WinMethod::SelfDraw,
                Wind::South,
                None,
            );
            let refused = score(&h, &rules).is_err_and(|e| is_tile_refusal(&e));
            assert_eq!(rules.honours_in_play(), !refused, "{}", rules.id());
        }
    }

    /// A flag a system does not read changes nothing it scores or pays, for every example
    /// hand of every system, won every way, from the dealer's seat and another.
    #[test]
    fn a_flag_left_out_never_changes_a_score() {
        let ways = [
            WinMethod::Discard,
            WinMethod::SelfDraw,
            WinMethod::KongReplacement,
            WinMethod::RobbingKong,
        ];
        for rules in systems() {
            let unread: Vec<Flag> = Flag::ALL
                .into_iter()
                .filter(|&f| !rules.reads_flag(f))
                // No bonus tile in play: no win on a bonus tile's replacement either.
                .filter(|&f| f != Flag::BonusReplacement || !rules.bonus_tiles().is_empty())
                .collect();
            for example in examples() {
                let Ok(base) = example.hand.to_hand() else {
                    continue;
                };
                for (win, seat) in ways
                    .into_iter()
                    .flat_map(|w| [(w, Wind::East), (w, Wind::South)])
                {
                    let by_another = matches!(win, WinMethod::Discard | WinMethod::RobbingKong);
                    let discarder = by_another.then(|| seat.next());
                    let Some(h) = rebuilt(&base, win, seat, discarder, Flags::default()) else {
                        continue;
                    };
                    let Ok(plain) = score(&h, &rules) else {
                        continue;
                    };
                    for &flag in &unread {
                        let mut flags = Flags::default();
                        *flag.slot(&mut flags) = true;
                        let Some(flagged) = rebuilt(&base, win, seat, discarder, flags) else {
                            continue;
                        };
                        let Ok(with) = score(&flagged, &rules) else {
                            continue;
                        };
                        assert_eq!(
                            (with.total(), &with.verdict, &with.payments),
                            (plain.total(), &plain.verdict, &plain.payments),
                            "{} reads {flag:?} ({}, {win:?}, {seat:?})",
                            rules.id(),
                            example.pattern
                        );
                    }
                }
            }
        }
    }

    /// The hand won another way, its situation checked again as a hand file's would be.
    fn rebuilt(
        h: &Hand,
        win: WinMethod,
        seat: Wind,
        discarder: Option<Wind>,
        flags: Flags,
    ) -> Option<Hand> {
        let mut situation = h.situation();
        situation.seat_wind = seat;
        situation.discarder = discarder;
        situation.flags = flags;
        let tiles = crate::tiles::tiles_of(&h.concealed);
        Hand::new(&tiles, &h.melds, &h.bonus, h.winning_tile, win, situation).ok()
    }

    /// Each flag a system reads changes what some win of it scores: nothing idle is offered.
    #[test]
    fn a_flag_offered_changes_some_score() {
        use Flag::*;
        use WinMethod::*;
        let (east, south, west) = (Wind::East, Wind::South, Wind::West);
        let plain = "456p789p234s678s55s";
        for rules in systems() {
            for flag in rules.flags_read() {
                let h = match flag {
                    FinalDraw => hand(plain, "5s", SelfDraw, south, None),
                    FinalDiscard | KongShot => hand(plain, "5s", Discard, south, Some(west)),
                    Heaven => hand(plain, "5s", SelfDraw, east, None),
                    Earth | Humanly => hand(plain, "5s", Discard, south, Some(east)),
                    BonusReplacement => hand(&format!("{plain} F2"), "5s", SelfDraw, south, None),
                    KongOnKong => hand(
                        "456p789p55s (1111s) (2222s)",
                        "5s",
                        KongReplacement,
                        south,
                        None,
                    ),
                };
                let before = score(&h, &rules).map(|s| s.total());
                let mut flagged = h.clone();
                *flag.slot(&mut flagged.flags) = true;
                let after = score(&flagged, &rules).map(|s| s.total());
                assert_ne!(
                    before,
                    after,
                    "{} offers {flag:?}: it changes nothing",
                    rules.id()
                );
            }
        }
    }
}
