//! How the deal passes between hands: where the players sit (the dealer always East) and the
//! prevailing wind of the next hand, by each system's rule.

use crate::replay::{HandRecord, ResultEntry};
use crate::rules::RuleSettings;
use crate::rules::sichuan;
use crate::tiles::Wind;

/// How the dealer (always the East seat) passes on between hands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rotation {
    /// Zung Jung: every hand.
    EveryHand,
    /// Hong Kong, Singapore: the dealer stays on his own win or a drawn hand.
    DealerStays,
    /// Sichuan: the first winner (the discarder if several won first), else the same dealer.
    Sichuan,
}

impl Rotation {
    /// The rotation of a rule system.
    pub fn of(rules: &RuleSettings) -> Rotation {
        match rules {
            RuleSettings::ZungJung(_) => Rotation::EveryHand,
            RuleSettings::HkOldStyle(_)
            | RuleSettings::HkNewStyle(_)
            | RuleSettings::Singapore(_) => Rotation::DealerStays,
            RuleSettings::Sichuan(_) => Rotation::Sichuan,
        }
    }
}

/// How a hand ended, as far as the deal's passing cares.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HandEnd {
    /// The seats of the first win of the hand (several on one discard in Sichuan).
    pub winners: Vec<Wind>,
    /// Who discarded (or added to the robbed kong) for that first win.
    pub discarder: Option<Wind>,
    /// Nobody won.
    pub drawn: bool,
}

impl HandEnd {
    /// The end of a results-only hand; `None` for a hand played move by move or one whose
    /// results do not end it yet.
    pub fn of_results(hand: &HandRecord) -> Option<HandEnd> {
        let entries = hand.result.as_ref()?;
        for entry in entries {
            match entry {
                ResultEntry::Win(w) => {
                    return Some(HandEnd {
                        winners: vec![w.seat],
                        discarder: w.discarder,
                        drawn: false,
                    });
                }
                ResultEntry::Wins(ws) => {
                    return Some(HandEnd {
                        winners: ws.iter().map(|w| w.seat).collect(),
                        discarder: ws.first().and_then(|w| w.discarder),
                        drawn: false,
                    });
                }
                ResultEntry::Drawn | ResultEntry::WallEnd(_) => {
                    return Some(HandEnd {
                        drawn: true,
                        ..HandEnd::default()
                    });
                }
                _ => {}
            }
        }
        None
    }
}

/// Where the table stands before a hand: the players in the seats (East first: the dealer)
/// and how many times the deal has passed (four passes make a round of the prevailing wind).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    pub seats: [u8; 4],
    pub passes: usize,
}

impl Default for Position {
    fn default() -> Self {
        Position {
            seats: [0, 1, 2, 3],
            passes: 0,
        }
    }
}

impl Position {
    /// The prevailing wind of the hand played from here (Sichuan has none: always East).
    pub fn prevailing(&self, rotation: Rotation) -> Wind {
        match rotation {
            Rotation::Sichuan => Wind::East,
            _ => Wind::ALL[(self.passes / 4) % 4],
        }
    }

    /// The position after a hand that ended so.
    pub fn after(&self, rotation: Rotation, end: &HandEnd) -> Position {
        let shift = match rotation {
            Rotation::EveryHand => 1,
            Rotation::DealerStays => usize::from(!(end.drawn || end.winners.contains(&Wind::East))),
            Rotation::Sichuan => {
                sichuan::next_dealer(Wind::East, &end.winners, end.discarder).index()
            }
        };
        let mut seats = self.seats;
        seats.rotate_left(shift);
        Position {
            seats,
            passes: self.passes + usize::from(shift > 0),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn won(seat: Wind) -> HandEnd {
        HandEnd {
            winners: vec![seat],
            discarder: None,
            drawn: false,
        }
    }

    #[test]
    fn zung_jung_passes_the_deal_every_hand_and_the_wind_every_four() {
        let mut p = Position::default();
        for _ in 0..4 {
            assert_eq!(p.prevailing(Rotation::EveryHand), Wind::East);
            p = p.after(Rotation::EveryHand, &won(Wind::East));
        }
        assert_eq!(p.seats, [0, 1, 2, 3]);
        assert_eq!(p.prevailing(Rotation::EveryHand), Wind::South);
    }

    #[test]
    fn hong_kong_dealer_stays_on_his_win_or_a_draw() {
        let p = Position::default();
        let drawn = HandEnd {
            drawn: true,
            ..HandEnd::default()
        };
        assert_eq!(p.after(Rotation::DealerStays, &won(Wind::East)), p);
        assert_eq!(p.after(Rotation::DealerStays, &drawn), p);
        let next = p.after(Rotation::DealerStays, &won(Wind::West));
        assert_eq!(next.seats, [1, 2, 3, 0]);
        assert_eq!(next.passes, 1);
    }

    #[test]
    fn sichuan_deal_goes_to_the_first_winner_or_the_discarder_of_several() {
        let p = Position::default();
        assert_eq!(
            p.after(Rotation::Sichuan, &won(Wind::West)).seats,
            [2, 3, 0, 1]
        );
        let several = HandEnd {
            winners: vec![Wind::South, Wind::North],
            discarder: Some(Wind::West),
            drawn: false,
        };
        assert_eq!(p.after(Rotation::Sichuan, &several).seats, [2, 3, 0, 1]);
        assert_eq!(p.prevailing(Rotation::Sichuan), Wind::East);
    }
}
