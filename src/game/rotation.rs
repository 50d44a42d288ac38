//! How the deal passes between hands: where the players sit (the dealer always East) and the
//! prevailing wind of the next hand, by each system's rule.

use crate::formats::game_record::{Event, HandRecord, ResultEntry};
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
            RuleSettings::HkOldStyle(crate::rules::hong_kong::Hk(_))
            | RuleSettings::HkNewStyle(crate::rules::hong_kong::Hk(_))
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
    /// The end of a hand of either kind: results only, or played move by move; `None` while
    /// it has not ended.
    pub fn of(hand: &HandRecord) -> Option<HandEnd> {
        HandEnd::of_results(hand).or_else(|| HandEnd::of_events(hand))
    }

    /// The end of a hand played move by move: its first win (the discarder is whoever made
    /// the last discard, or added the robbed kong, just before it; none for a win on a draw)
    /// or the wall running out; `None` for a results-only hand or one still being played.
    pub fn of_events(hand: &HandRecord) -> Option<HandEnd> {
        if hand.result.is_some() {
            return None;
        }
        let mut from = None;
        for event in &hand.events {
            match event {
                Event::Discard(w, _) | Event::AddedKong(w, _) => from = Some(*w),
                Event::Win(r) => {
                    return Some(HandEnd {
                        winners: vec![r.seat],
                        discarder: from,
                        drawn: false,
                    });
                }
                Event::Wins(rs) => {
                    return Some(HandEnd {
                        winners: rs.iter().map(|r| r.seat).collect(),
                        discarder: from,
                        drawn: false,
                    });
                }
                Event::WallExhausted => {
                    return Some(HandEnd {
                        drawn: true,
                        ..HandEnd::default()
                    });
                }
                Event::Note(_) | Event::Question(_) | Event::Penalty(_) => {}
                Event::MissingSuit(..) | Event::Shown(..) => {}
                Event::Draw(..)
                | Event::Chow(..)
                | Event::Pung(_)
                | Event::ExposedKong(_)
                | Event::ConcealedKong(..)
                | Event::Bonus(..) => from = None,
            }
        }
        None
    }

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

    fn played(events: Vec<Event>) -> HandRecord {
        HandRecord {
            prevailing_wind: Wind::East,
            seats: vec![0, 1, 2, 3],
            dealer: Wind::East,
            dice: None,
            deal: vec![String::new(); 4],
            events,
            result: None,
        }
    }

    #[test]
    fn a_played_hand_ends_on_its_first_win_or_the_wall() {
        use crate::formats::game_record::WinRecord;
        let win = |seat| WinRecord::new(seat, None);
        // A win on West's discard.
        let hand = played(vec![
            Event::Discard(Wind::East, "1m".into()),
            Event::Draw(Wind::South, "2m".into()),
            Event::Discard(Wind::South, "9p".into()),
            Event::Note("close".into()),
            Event::Win(win(Wind::North)),
        ]);
        let end = HandEnd::of(&hand).expect("ended");
        assert_eq!(end.winners, vec![Wind::North]);
        assert_eq!(end.discarder, Some(Wind::South));
        // A win on the seat's own draw has no discarder.
        let hand = played(vec![
            Event::Discard(Wind::East, "1m".into()),
            Event::Draw(Wind::South, "2m".into()),
            Event::Win(win(Wind::South)),
        ]);
        let end = HandEnd::of_events(&hand).expect("ended");
        assert_eq!((end.winners, end.discarder), (vec![Wind::South], None));
        // Sichuan: several on one discard, then the wall.
        let hand = played(vec![
            Event::Discard(Wind::West, "5s".into()),
            Event::Wins(vec![win(Wind::North), win(Wind::South)]),
            Event::WallExhausted,
        ]);
        let end = HandEnd::of(&hand).expect("ended");
        assert_eq!(end.winners, vec![Wind::North, Wind::South]);
        assert_eq!(end.discarder, Some(Wind::West));
        let p = Position::default();
        assert_eq!(p.after(Rotation::Sichuan, &end).seats, [2, 3, 0, 1]);
        // The wall ran out: drawn; not yet ended: none.
        let drawn = HandEnd::of(&played(vec![Event::WallExhausted])).expect("ended");
        assert!(drawn.drawn && drawn.winners.is_empty());
        let going = played(vec![Event::Discard(Wind::East, "1m".into())]);
        assert_eq!(HandEnd::of(&going), None);
        // A results-only hand is not read as a played one.
        let results = HandRecord {
            result: Some(vec![ResultEntry::Drawn]),
            ..played(Vec::new())
        };
        assert_eq!(HandEnd::of_events(&results), None);
        assert!(HandEnd::of(&results).is_some_and(|e| e.drawn));
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
