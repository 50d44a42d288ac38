//! Win chance and expected receipts of a hand waiting to draw: exact with one draw left, by
//! seeded rollouts (`sim::rollout`) with more; what a win pays, by the engine's own scoring
//! and payments. The model and the measured speed are in `docs/advisor-values.md`.

use super::{AdviseOptions, Position, Value};
use crate::hand::{Flags, Hand, Situation, TableFacts, WinMethod, is_complete};
use crate::rules::{RuleSettings, Verdict, score};
use crate::sim::rollout::{RolloutOpponent, RolloutSetup, RolloutWin, roll_out};
use crate::tiles::{Counts, KINDS, Tile, Wind, tiles_of};

/// The value of `after`, a position right after a choice: its `concealed` holds 3n + 1 tiles,
/// its `visible` already counts the tile just discarded.
///
/// No draw left: nothing to win (the player's chances on the others' last discards are not
/// counted). One draw left: exact, the final-draw self-draw over every winning tile. More:
/// `options.rollouts` seeded rollouts (at least one), seeded with `options.seed` mixed with a
/// hash of the tiles the player knows (own and visible). That sum is the same after every
/// choice of one position, so its choices share their deals and walls (common random
/// numbers): the differences between choices carry far less noise than the values.
pub fn value_of(after: &Position, options: &AdviseOptions) -> Value {
    match after.draws_left {
        0 => Value {
            win_chance: 0.0,
            expected: 0.0,
            samples: 0,
            win_chance_error: 0.0,
            expected_error: 0.0,
        },
        1 => exact_last_draw(after),
        _ => rollouts(after, options.rollouts.max(1), options.seed ^ hash(after)),
    }
}

/// What the player is paid in all if `winning` completes `after` (3n + 1 tiles), by
/// self-draw or on a discard from `discarder`; `None` when the engine refuses the win
/// (no win, or below the minimum).
///
/// The live wall is taken to hold `4 × draws_left` tiles at the win (the rollouts' model);
/// with no draw left a self-draw is the final draw and a discard win the final discard.
pub fn receipts(after: &Position, winning: Tile, discarder: Option<Wind>) -> Option<u32> {
    let mut concealed = after.concealed;
    concealed[winning.index()] += 1;
    win_receipts(after, &concealed, winning, discarder, 4 * after.draws_left)
}

/// The engine's receipts for the player's complete `concealed` (the winning tile included)
/// with `wall_tiles_left` tiles left in the live wall (0: the final draw or discard).
fn win_receipts(
    at: &Position,
    concealed: &Counts,
    winning: Tile,
    discarder: Option<Wind>,
    wall_tiles_left: u32,
) -> Option<u32> {
    if !is_complete(
        concealed,
        at.melds.len(),
        at.rules.four_alike_as_two_pairs(),
    ) {
        return None;
    }
    let win = if discarder.is_some() {
        WinMethod::Discard
    } else {
        WinMethod::SelfDraw
    };
    let end = wall_tiles_left == 0;
    let situation = Situation {
        seat_wind: at.seat,
        prevailing_wind: at.prevailing,
        flags: Flags {
            final_draw: end && discarder.is_none(),
            final_discard: end && discarder.is_some(),
            ..Flags::default()
        },
        discarder,
        table: TableFacts {
            wall_tiles_left: Some(wall_tiles_left.min(u32::from(u16::MAX)) as u16),
            missing_suit: at.missing_suit,
            players_out: at
                .others
                .iter()
                .filter(|o| o.out)
                .fold(0u8, |m, o| m | 1 << o.seat.index()),
            ..TableFacts::default()
        },
    };
    let tiles = tiles_of(concealed);
    let hand = Hand::new(&tiles, &at.melds, &at.bonus, winning, win, situation).ok()?;
    let scored = score(&hand, &at.rules).ok()?;
    (scored.verdict == Verdict::Win).then(|| scored.payments.winner_receives())
}

/// How many kinds of playing tile the system's set has (Sichuan has no honours).
fn kinds_in_set(rules: &RuleSettings) -> usize {
    match rules {
        RuleSettings::Sichuan(_) => 27,
        _ => KINDS,
    }
}

/// The copies of each kind the player cannot see: 4 − concealed − own melds − visible, never
/// below 0; 0 for kinds outside the system's set.
pub fn unseen_counts(at: &Position) -> Counts {
    let mut own = at.concealed;
    for m in &at.melds {
        for t in m.tiles() {
            own[t.index()] += 1;
        }
    }
    let mut unseen = [0u8; KINDS];
    for (i, u) in unseen.iter_mut().enumerate().take(kinds_in_set(&at.rules)) {
        *u = 4u8.saturating_sub(own[i].saturating_add(at.visible[i]));
    }
    unseen
}

/// One draw left, nobody discarding before it: the player wins only by drawing a winning
/// tile, the last of the wall. chance = Σ left(t) / unseen, expected = Σ left(t) / unseen ×
/// receipts(t), over the tiles t the engine accepts as a win (final draw flag set).
fn exact_last_draw(after: &Position) -> Value {
    let unseen = unseen_counts(after);
    let total: u32 = unseen.iter().map(|&n| u32::from(n)).sum();
    let mut win_chance = 0.0;
    let mut expected = 0.0;
    if total > 0 {
        for t in Tile::all().filter(|t| unseen[t.index()] > 0) {
            let mut concealed = after.concealed;
            concealed[t.index()] += 1;
            if let Some(r) = win_receipts(after, &concealed, t, None, 0) {
                let p = f64::from(unseen[t.index()]) / f64::from(total);
                win_chance += p;
                expected += p * f64::from(r);
            }
        }
    }
    Value {
        win_chance,
        expected,
        samples: 0,
        win_chance_error: 0.0,
        expected_error: 0.0,
    }
}

/// `samples` rollouts seeded with `seed`; the standard errors are sd / √n.
fn rollouts(after: &Position, samples: u32, seed: u64) -> Value {
    let setup = RolloutSetup {
        rules: after.rules.clone(),
        seat: after.seat,
        prevailing: after.prevailing,
        concealed: after.concealed,
        melds: after.melds.clone(),
        missing_suit: after.missing_suit,
        unseen: unseen_counts(after),
        opponents: opponents(after),
        draws_left: after.draws_left,
    };
    let tally = roll_out(&setup, samples, seed, |w: RolloutWin<'_>| {
        win_receipts(
            after,
            w.concealed,
            w.winning,
            w.discarder,
            w.wall_tiles_left,
        )
    });
    let n = f64::from(tally.samples.max(1));
    let win_chance = f64::from(tally.wins) / n;
    let expected = tally.receipts / n;
    let error = |mean: f64, mean_of_squares: f64| {
        if tally.samples < 2 {
            return 0.0;
        }
        let variance = (mean_of_squares - mean * mean).max(0.0) * n / (n - 1.0);
        (variance / n).sqrt()
    };
    Value {
        win_chance,
        expected,
        samples: tally.samples,
        // A win counts 1, so the mean of squares is the mean.
        win_chance_error: error(win_chance, win_chance),
        expected_error: error(expected, tally.receipts_squared / n),
    }
}

/// The other seats for the rollouts: `after.others`, or, when the position names none, the
/// three other seats with no melds.
fn opponents(after: &Position) -> Vec<RolloutOpponent> {
    if after.others.is_empty() {
        let mut seat = after.seat;
        return (0..3)
            .map(|_| {
                seat = seat.next();
                RolloutOpponent {
                    seat,
                    melds: Vec::new(),
                    out: false,
                }
            })
            .collect();
    }
    after
        .others
        .iter()
        .map(|o| RolloutOpponent {
            seat: o.seat,
            melds: o.melds.clone(),
            out: o.out,
        })
        .collect()
}

/// A stable hash (FNV-1a) of every tile the player knows: concealed, own melds and visible.
/// A discard or a claim only moves tiles between these, so every choice of a position gets
/// the same stream of rollouts.
fn hash(at: &Position) -> u64 {
    let mut known = at.concealed;
    for m in &at.melds {
        for t in m.tiles() {
            known[t.index()] = known[t.index()].saturating_add(1);
        }
    }
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for (n, v) in known.iter().zip(&at.visible) {
        let n = n.saturating_add(*v);
        h ^= u64::from(n);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    h
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tiles::{counts_of, parse_tiles};

    fn counts(text: &str) -> Counts {
        counts_of(&parse_tiles(text).unwrap())
    }

    fn position(hand: &str, visible: &str, draws_left: u32) -> Position {
        let visible = if visible.is_empty() {
            [0; KINDS]
        } else {
            counts(visible)
        };
        Position::discard(
            RuleSettings::default(),
            counts(hand),
            visible,
            draws_left,
            Wind::South,
            Wind::East,
        )
    }

    #[test]
    fn every_discard_of_a_position_shares_its_rollouts() {
        // 123m456p789s1122z9m with 1z visible: discarding 9m or 2z moves that tile from the
        // hand to the visible ones, so both choices see the same unseen tiles and futures.
        let after_9m = position("123m456p789s1122z", "1z9m", 6);
        let after_2z = position("123m456p789s112z9m", "1z2z", 6);
        let another_position = position("123m456p789s1122z", "1z1m", 6);
        assert_eq!(hash(&after_9m), hash(&after_2z));
        assert_ne!(hash(&after_9m), hash(&another_position));
    }

    #[test]
    fn unseen_takes_away_the_hand_and_the_visible_tiles() {
        let p = position("123m456p789s1122z", "1m1m7z", 1);
        let u = unseen_counts(&p);
        assert_eq!(u[0], 1);
        assert_eq!(u[27], 2);
        assert_eq!(u[33], 3);
        assert_eq!(u.iter().map(|&n| n as u32).sum::<u32>(), 136 - 13 - 3);
    }

    #[test]
    fn no_draw_left_is_worth_nothing() {
        let v = value_of(
            &position("123m456p789s1122z", "", 0),
            &AdviseOptions::default(),
        );
        assert_eq!(v.win_chance, 0.0);
        assert_eq!(v.samples, 0);
    }

    #[test]
    fn a_tile_not_in_the_hand_wins_nothing() {
        let p = position("123m456p789s1122z", "", 3);
        assert_eq!(receipts(&p, Tile::from_index(5).unwrap(), None), None);
        assert!(receipts(&p, Tile::from_index(27).unwrap(), None).is_some());
    }

    #[test]
    fn a_position_without_others_plays_against_three_seats() {
        let p = position("123m456p789s1122z", "", 6);
        let mut alone = p.clone();
        alone.others.clear();
        let options = AdviseOptions {
            rollouts: 40,
            ..AdviseOptions::default()
        };
        assert_eq!(value_of(&alone, &options), value_of(&p, &options));
    }

    #[test]
    fn the_hash_differs_by_hand() {
        let a = position("123m456p789s1122z", "", 3);
        let b = position("123m456p789s1123z", "", 3);
        assert_ne!(hash(&a), hash(&b));
    }
}
