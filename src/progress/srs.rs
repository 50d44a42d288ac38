//! Spaced repetition of patterns: one FSRS card per (system, pattern), scheduled by the
//! `rs_fsrs` crate (the FSRS-5 scheduler alone, without the `fsrs` crate's optimiser).
//!
//! `rs_fsrs::Card` has no serde support in the build we use, so [`Card`] keeps the same fields
//! with times as seconds since the Unix epoch and converts at the edges. Every function takes
//! the time as an argument: nothing here reads the clock.

use chrono::{DateTime, Utc};
use rs_fsrs::{FSRS, Rating};
use serde::{Deserialize, Serialize};

/// An answer at most this many seconds long counts as fast (one of the conditions of "easy").
pub const FAST_SECONDS: f32 = 12.0;
/// Right this many times in a row (this answer included), and fast: rated "easy".
pub const EASY_STREAK: u32 = 3;

/// Where a card is in its learning, as FSRS says.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum CardState {
    #[default]
    New,
    Learning,
    Review,
    Relearning,
}

/// The scheduling state of one pattern (FSRS's card).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Card {
    /// When the pattern is next due, seconds since the Unix epoch.
    pub due: u64,
    pub stability: f64,
    pub difficulty: f64,
    pub elapsed_days: i64,
    pub scheduled_days: i64,
    pub reps: i32,
    pub lapses: i32,
    pub state: CardState,
    /// When the pattern was last practised, seconds since the Unix epoch.
    pub last_review: u64,
}

fn time(unix_s: u64) -> DateTime<Utc> {
    let secs = i64::try_from(unix_s).unwrap_or(i64::MAX);
    DateTime::from_timestamp(secs, 0).unwrap_or(DateTime::UNIX_EPOCH)
}

fn unix(t: DateTime<Utc>) -> u64 {
    u64::try_from(t.timestamp()).unwrap_or(0)
}

/// The rating of one pattern's result: a miss is "again"; right is "good", or "easy" when the
/// answer was fast and the pattern has been right [`EASY_STREAK`] times in a row.
pub fn rating(right: bool, seconds: f32, streak: u32) -> Rating {
    if !right {
        Rating::Again
    } else if seconds <= FAST_SECONDS && streak >= EASY_STREAK {
        Rating::Easy
    } else {
        Rating::Good
    }
}

impl Card {
    fn to_fsrs(&self) -> rs_fsrs::Card {
        rs_fsrs::Card {
            due: time(self.due),
            stability: self.stability,
            difficulty: self.difficulty,
            elapsed_days: self.elapsed_days,
            scheduled_days: self.scheduled_days,
            reps: self.reps,
            lapses: self.lapses,
            state: match self.state {
                CardState::New => rs_fsrs::State::New,
                CardState::Learning => rs_fsrs::State::Learning,
                CardState::Review => rs_fsrs::State::Review,
                CardState::Relearning => rs_fsrs::State::Relearning,
            },
            last_review: time(self.last_review),
        }
    }

    fn from_fsrs(card: &rs_fsrs::Card) -> Card {
        Card {
            due: unix(card.due),
            stability: card.stability,
            difficulty: card.difficulty,
            elapsed_days: card.elapsed_days,
            scheduled_days: card.scheduled_days,
            reps: card.reps,
            lapses: card.lapses,
            state: match card.state {
                rs_fsrs::State::New => CardState::New,
                rs_fsrs::State::Learning => CardState::Learning,
                rs_fsrs::State::Review => CardState::Review,
                rs_fsrs::State::Relearning => CardState::Relearning,
            },
            last_review: unix(card.last_review),
        }
    }

    /// The card after a review rated `rating` at `now` (seconds since the epoch). A time
    /// before the last review (a clock set back) counts as the last review's time.
    pub fn reviewed(&self, rating: Rating, now: u64) -> Card {
        let card = if self.sound() {
            self.clone()
        } else {
            Card::default()
        };
        let now = if card.state == CardState::New {
            now
        } else {
            now.max(card.last_review)
        };
        let mut fresh = card.to_fsrs();
        if card.state == CardState::New {
            fresh.due = time(now);
            fresh.last_review = time(now);
        }
        let next = FSRS::default().next(fresh, time(now), rating);
        Card::from_fsrs(&next.card)
    }

    /// Whether the numbers are ones FSRS can work with (a hand-edited file may say otherwise).
    pub fn sound(&self) -> bool {
        self.stability.is_finite()
            && self.difficulty.is_finite()
            && self.stability >= 0.0
            && (self.state == CardState::New || self.stability > 0.0)
    }

    /// Whether the card is due at `now`.
    pub fn is_due(&self, now: u64) -> bool {
        self.state != CardState::New && self.due <= now
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const DAY: u64 = 86_400;
    const T0: u64 = 1_780_000_000;

    /// A card reviewed with these ratings, a day apart, starting at `T0`.
    fn after(ratings: &[Rating]) -> Card {
        let mut card = Card::default();
        let mut now = T0;
        for &r in ratings {
            card = card.reviewed(r, now);
            now = now.max(card.due) + DAY;
        }
        card
    }

    #[test]
    fn a_missed_pattern_comes_due_sooner_than_a_mastered_one() {
        let missed = after(&[Rating::Good, Rating::Good, Rating::Again]);
        let mastered = after(&[Rating::Good, Rating::Good, Rating::Good]);
        assert!(missed.due < mastered.due, "{missed:?} {mastered:?}");
        assert_eq!(missed.lapses, 1);
        assert_eq!(mastered.lapses, 0);
        // A first miss comes back within minutes, a first right answer later.
        let first_miss = Card::default().reviewed(Rating::Again, T0);
        let first_right = Card::default().reviewed(Rating::Good, T0);
        assert!(first_miss.due > T0 && first_miss.due < first_right.due);
        assert!(first_right.due - T0 < DAY);
        // Easy goes further than good.
        let easy = after(&[Rating::Good, Rating::Good, Rating::Easy]);
        assert!(easy.due > mastered.due);
    }

    #[test]
    fn mastered_patterns_fade_out_further_each_time() {
        let mut card = Card::default();
        let mut now = T0;
        let mut gaps = Vec::new();
        for _ in 0..5 {
            card = card.reviewed(Rating::Good, now);
            gaps.push(card.due - now);
            now = card.due;
        }
        assert!(gaps.windows(2).all(|w| w[0] < w[1]), "{gaps:?}");
        assert!(card.is_due(now) && !card.is_due(now - 1));
    }

    #[test]
    fn ratings_follow_right_speed_and_streak() {
        assert_eq!(rating(false, 1.0, 10), Rating::Again);
        assert_eq!(rating(true, 30.0, 10), Rating::Good);
        assert_eq!(rating(true, 5.0, 1), Rating::Good);
        assert_eq!(rating(true, 5.0, EASY_STREAK), Rating::Easy);
    }

    #[test]
    fn a_clock_set_back_or_a_damaged_card_does_not_break_the_schedule() {
        let card = Card::default().reviewed(Rating::Good, T0);
        let back = card.reviewed(Rating::Good, T0 - 10 * DAY);
        assert!(back.due >= T0);
        let broken = Card {
            stability: f64::NAN,
            state: CardState::Review,
            ..Card::default()
        };
        let fixed = broken.reviewed(Rating::Again, T0);
        assert!(fixed.sound());
        assert!(fixed.due > T0);
        assert!(!Card::default().is_due(u64::MAX));
    }
}
