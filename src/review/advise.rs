//! Ranking the choices of one position: every choice the rules allow there, each with its
//! shanten and improving tiles after it ([`super::shanten`]), valued when asked (the net
//! result of the rest of the hand, `super::value`), best first by [`compare`], with reasons
//! ([`super::reasons`]).

use std::cmp::Ordering;

use super::shanten::{Shanten, total};
use super::{
    Advice, AdviseOptions, Candidate, Choice, Improving, Loss, Moment, Position, PositionError,
    Turn,
};
use crate::game::DrawKind;
use crate::hand::{Meld, MeldKind, WinMethod};
use crate::rules::RuleSettings;
use crate::tiles::{Counts, Tile, Wind};

/// Every choice of the position, best first (see [`compare`]).
pub fn advise(position: &Position, options: &AdviseOptions) -> Result<Advice, PositionError> {
    check(position)?;
    let mut shanten = Shanten::new(position);
    let before = shanten.shanten(&position.concealed);
    let choices = match position.moment {
        Moment::Discard => discard_choices(position, &mut shanten),
        Moment::Claim { from, tile } => claim_choices(position, &mut shanten, from, tile),
        Moment::Rob { from, tile } => rob_choices(position, &mut shanten, from, tile),
    };
    let mut candidates: Vec<Candidate> = choices
        .into_iter()
        .map(|after| Candidate {
            choice: after.choice,
            shanten: after.shanten,
            ukeire: after.ukeire,
            value: None,
            loss: None,
            equal: false,
            reasons: Vec::new(),
        })
        .collect();
    let mut used = 0;
    let mut best = None;
    if options.values && !candidates.is_empty() {
        let choices: Vec<Choice> = candidates.iter().map(|c| c.choice).collect();
        let estimates = super::value::estimate(position, &choices, options);
        used = estimates.used;
        best = choices.get(estimates.best).copied();
        let shapes: Vec<_> = candidates.iter().map(shape).collect();
        let equal = equal_to_best(&estimates.losses, &shapes, estimates.best);
        for (i, c) in candidates.iter_mut().enumerate() {
            c.value = estimates.values[i];
            c.loss = estimates.losses[i];
            c.equal = equal[i];
        }
        // A choice the engine refuses there is no choice.
        candidates.retain(|c| c.value.is_some());
    }
    candidates.sort_by(|a, b| {
        let first = |c: &Candidate| Some(c.choice) != best;
        first(a).cmp(&first(b)).then(compare(a, b))
    });
    super::reasons::annotate(position, &mut candidates, &shanten);
    Ok(Advice {
        shanten: before,
        candidates,
        seed: options.seed,
        rollouts_used: used,
    })
}

/// The order of candidates, best first. With values: the smaller loss against the best (the
/// best's is 0), then the higher net result; then (and without values, only) lower shanten,
/// then more improving tiles left, then more kinds of improving tiles; last the fixed order of
/// [`choice_order`], so equal candidates always come out the same way.
pub fn compare(a: &Candidate, b: &Candidate) -> Ordering {
    let loss = |c: &Candidate| c.loss.map(|l| l.mean);
    let by_value = match (loss(a), loss(b), a.value, b.value) {
        (Some(la), Some(lb), Some(va), Some(vb)) => {
            la.total_cmp(&lb).then(vb.expected.total_cmp(&va.expected))
        }
        _ => Ordering::Equal,
    };
    by_value
        .then(a.shanten.cmp(&b.shanten))
        .then(tiles_left(b).cmp(&tiles_left(a)))
        .then(b.ukeire.len().cmp(&a.ukeire.len()))
        .then(choice_order(a.choice).cmp(&choice_order(b.choice)))
}

/// A choice's shape, the smaller the better: its shanten, then more improving tiles left.
type Shape = (i32, std::cmp::Reverse<u32>);

/// A candidate's [`Shape`].
fn shape(c: &Candidate) -> Shape {
    (c.shanten, std::cmp::Reverse(tiles_left(c)))
}

/// Which choices are equal to the `best`, by their `losses` against it: those the rollouts
/// cannot tell from it at a verdict's certainty (the loss's lower bound at
/// [`Z_SURE`](super::Z_SURE) standard errors reaches 0, as no mistake is said below it), but
/// where the exact shape can — one behind the best both in mean and in shape is not equal —
/// unless it is the runner-up (the smallest mean loss after the best), which another seed may
/// rank first whatever its shape (docs/advisor-values.md, "Verdicts under three seeds").
fn equal_to_best(losses: &[Option<Loss>], shapes: &[Shape], best: usize) -> Vec<bool> {
    let runner_up = losses
        .iter()
        .enumerate()
        .filter(|&(i, _)| i != best)
        .filter_map(|(i, l)| l.map(|l| (i, l.mean)))
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .map(|(i, _)| i);
    let best_shape = shapes.get(best);
    losses
        .iter()
        .enumerate()
        .map(|(i, l)| {
            i == best
                || l.is_some_and(|l| {
                    l.sure_lower() <= 0.0
                        && (l.mean <= 0.0
                            || Some(i) == runner_up
                            || best_shape.is_none_or(|b| shapes.get(i).is_some_and(|s| s <= b)))
                })
        })
        .collect()
}

/// The improving tiles' copies left, in all.
pub fn tiles_left(c: &Candidate) -> u32 {
    c.ukeire.iter().map(|i| u32::from(i.left)).sum()
}

/// A fixed order of choices for ties: win, discards, kongs, pung, chows, pass; by tile.
pub fn choice_order(choice: Choice) -> (u8, usize) {
    match choice {
        Choice::Win => (0, 0),
        Choice::Discard(t) => (1, t.index()),
        Choice::Kong(t) => (2, t.index()),
        Choice::Pung => (3, 0),
        Choice::Chow(t) => (4, t.index()),
        Choice::Pass => (5, 0),
    }
}

/// A choice and what the player holds right after it.
struct After {
    choice: Choice,
    shanten: i32,
    ukeire: Vec<Improving>,
}

/// At his own turn: win by self-draw, each kong, each distinct discard. After a claim only a
/// discard; a kong only while the live wall has a tile for its replacement.
fn discard_choices(position: &Position, shanten: &mut Shanten) -> Vec<After> {
    let c = position.concealed;
    let mut out = Vec::new();
    let claimed = position.turn == Turn::Claimed;
    if !claimed && self_draw_wins(position, shanten) {
        out.push(After {
            choice: Choice::Win,
            shanten: -1,
            ukeire: Vec::new(),
        });
    }
    if !claimed && position.wall > 0 {
        for t in Tile::all().filter(|&t| !dead(position, t)) {
            let i = t.index();
            let mut melds = position.melds.clone();
            let mut rest = c;
            if c[i] == 4 {
                rest[i] = 0;
                melds.push(Meld::new(MeldKind::ConcealedKong, t));
            } else if let Some(m) = melds
                .iter_mut()
                .find(|m| c[i] >= 1 && m.kind == MeldKind::Pung && m.tile == t)
            {
                rest[i] -= 1;
                m.kind = MeldKind::AddedKong;
            } else {
                continue;
            }
            let mut after = position.clone();
            after.concealed = rest;
            after.melds = melds;
            out.push(waiting(Choice::Kong(t), after));
        }
    }
    for t in Tile::all().filter(|t| c[t.index()] > 0) {
        let mut after = position.clone();
        after.concealed[t.index()] -= 1;
        after.visible[t.index()] = after.visible[t.index()].saturating_add(1);
        out.push(waiting_with(Choice::Discard(t), &after, shanten));
    }
    out
}

/// Whether the player's 3n + 2 tiles are a self-drawn win the engine accepts: on the drawn
/// tile when it is known, else on any tile held.
fn self_draw_wins(position: &Position, shanten: &Shanten) -> bool {
    let c = &position.concealed;
    let (tiles, how): (Vec<Tile>, WinMethod) = match position.turn {
        Turn::Drew {
            tile: Some(t),
            kind,
        } => (vec![t], win_method(kind)),
        Turn::Drew { tile: None, kind } => (
            Tile::all().filter(|t| c[t.index()] > 0).collect(),
            win_method(kind),
        ),
        Turn::Dealt => (
            Tile::all().filter(|t| c[t.index()] > 0).collect(),
            WinMethod::SelfDraw,
        ),
        Turn::Claimed => return false,
    };
    tiles
        .into_iter()
        .filter(|t| c[t.index()] > 0)
        .any(|t| shanten.win_with(c, t, how, None).is_some())
}

fn win_method(kind: DrawKind) -> WinMethod {
    match kind {
        DrawKind::KongReplacement { .. } => WinMethod::KongReplacement,
        _ => WinMethod::SelfDraw,
    }
}

/// At another seat's discard of `tile`: win, kong, pung, each chow, pass — as the simulator
/// lets a seat claim: a pung or kong with two (three) held, never of the Sichuan missing suit;
/// a chow only by the next seat, where the system has chows; a kong only while the live wall
/// has a tile for its replacement.
fn claim_choices(position: &Position, shanten: &mut Shanten, from: Wind, tile: Tile) -> Vec<After> {
    let c = position.concealed;
    let i = tile.index();
    let mut out = Vec::new();
    let mut with = c;
    with[i] += 1;
    if shanten
        .win_with(&with, tile, WinMethod::Discard, Some(from))
        .is_some()
    {
        out.push(After {
            choice: Choice::Win,
            shanten: -1,
            ukeire: Vec::new(),
        });
    }
    // The claimed tile leaves the table for the player's meld.
    let mut claimed = position.clone();
    claimed.visible[i] = claimed.visible[i].saturating_sub(1);
    claimed.turn = Turn::Claimed;
    let meld = |kind, low| Meld {
        from: Some(from),
        ..Meld::new(kind, low)
    };
    if !dead(position, tile) {
        if c[i] >= 3 && position.wall > 0 {
            let mut after = claimed.clone();
            after.concealed[i] -= 3;
            after.melds.push(meld(MeldKind::ExposedKong, tile));
            out.push(waiting(Choice::Kong(tile), after));
        }
        if c[i] >= 2 {
            let mut after = claimed.clone();
            after.concealed[i] -= 2;
            after.melds.push(meld(MeldKind::Pung, tile));
            out.extend(best_follow_up(Choice::Pung, after));
        }
    }
    let next = crate::game::next_in(from, |w| position.is_out(w));
    let chows = !matches!(position.rules, RuleSettings::Sichuan(_)) && next == position.seat;
    if chows {
        for low in chow_starts(tile) {
            let others: Vec<Tile> = chow_tiles(low).into_iter().filter(|&t| t != tile).collect();
            if others.len() != 2 || others.iter().any(|t| c[t.index()] == 0) {
                continue;
            }
            let mut after = claimed.clone();
            for t in &others {
                after.concealed[t.index()] -= 1;
            }
            after.melds.push(meld(MeldKind::Chow, low));
            out.extend(best_follow_up(Choice::Chow(low), after));
        }
    }
    out.push(waiting_with(Choice::Pass, position, shanten));
    out
}

/// At another seat's added kong of `tile`: rob it (win), or pass.
fn rob_choices(position: &Position, shanten: &mut Shanten, from: Wind, tile: Tile) -> Vec<After> {
    let mut with = position.concealed;
    with[tile.index()] += 1;
    let mut out = Vec::new();
    if shanten
        .win_with(&with, tile, WinMethod::RobbingKong, Some(from))
        .is_some()
    {
        out.push(After {
            choice: Choice::Win,
            shanten: -1,
            ukeire: Vec::new(),
        });
    }
    out.push(waiting_with(Choice::Pass, position, shanten));
    out
}

/// The lowest tiles of the chows that hold `tile`.
fn chow_starts(tile: Tile) -> Vec<Tile> {
    let Some(n) = tile.number() else {
        return Vec::new();
    };
    let Some(suit) = tile.suit() else {
        return Vec::new();
    };
    (n.saturating_sub(2).max(1)..=n.min(7))
        .filter_map(|low| Tile::suited(suit, low))
        .collect()
}

fn chow_tiles(low: Tile) -> Vec<Tile> {
    let mut out = vec![low];
    let mut t = low;
    for _ in 0..2 {
        if let Some(next) = t.next_in_suit() {
            out.push(next);
            t = next;
        }
    }
    out
}

/// A Sichuan tile of the missing suit: never claimed or melded.
fn dead(position: &Position, tile: Tile) -> bool {
    matches!(position.rules, RuleSettings::Sichuan(_))
        && tile.suit().is_some()
        && tile.suit() == position.missing_suit
}

/// After a claim that leaves 3n + 2 tiles: the shanten and improving tiles after the discard
/// that follows, chosen by the lowest shanten, then the most improving tiles left, then tile
/// order; `None` when no tile is left.
fn best_follow_up(choice: Choice, claimed: Position) -> Option<After> {
    let mut calc = Shanten::new(&claimed);
    let mut best: Option<After> = None;
    for t in Tile::all().filter(|t| claimed.concealed[t.index()] > 0) {
        let mut after = claimed.clone();
        after.concealed[t.index()] -= 1;
        after.visible[t.index()] = after.visible[t.index()].saturating_add(1);
        let candidate = waiting_with(choice, &after, &mut calc);
        let better = match &best {
            None => true,
            Some(b) => {
                (
                    candidate.shanten,
                    std::cmp::Reverse(left(&candidate.ukeire)),
                ) < (b.shanten, std::cmp::Reverse(left(&b.ukeire)))
            }
        };
        if better {
            best = Some(candidate);
        }
    }
    best
}

fn left(ukeire: &[Improving]) -> u32 {
    ukeire.iter().map(|i| u32::from(i.left)).sum()
}

/// A choice after which the player holds 3n + 1 tiles beside new melds.
fn waiting(choice: Choice, after: Position) -> After {
    let mut calc = Shanten::new(&after);
    waiting_with(choice, &after, &mut calc)
}

/// A choice after which the player holds 3n + 1 tiles, with a calculator for its melds.
fn waiting_with(choice: Choice, after: &Position, calc: &mut Shanten) -> After {
    let shanten = calc.shanten(&after.concealed);
    let ukeire = calc
        .improving(&after.concealed, &after.visible)
        .into_iter()
        .map(|(tile, left)| Improving { tile, left })
        .collect();
    After {
        choice,
        shanten,
        ukeire,
    }
}

/// Checks a position's counts and tiles (see [`PositionError`]).
pub fn check(position: &Position) -> Result<(), PositionError> {
    let melds = &position.melds;
    if melds.len() > 4 {
        return Err(PositionError::TooManyMelds(melds.len()));
    }
    if let Some(o) = position.others.iter().find(|o| o.melds.len() > 4) {
        return Err(PositionError::OthersTooManyMelds {
            seat: o.seat,
            n: o.melds.len(),
        });
    }
    if let Some(index) = melds
        .iter()
        .position(|m| m.kind == MeldKind::Chow && !m.tile.starts_chow())
    {
        return Err(PositionError::BadMeld { index: index + 1 });
    }
    let expected = match position.moment {
        Moment::Discard => 14 - 3 * melds.len(),
        Moment::Claim { .. } | Moment::Rob { .. } => 13 - 3 * melds.len(),
    };
    let found = total(&position.concealed);
    if found != expected {
        return Err(PositionError::WrongCount {
            melds: melds.len(),
            expected,
            found,
        });
    }
    let sichuan = matches!(position.rules, RuleSettings::Sichuan(_));
    let mut all: Counts = position.concealed;
    for (i, n) in position.visible.iter().enumerate() {
        all[i] = all[i].saturating_add(*n);
    }
    for m in melds {
        for t in m.tiles() {
            all[t.index()] = all[t.index()].saturating_add(1);
        }
    }
    if let Moment::Rob { from, tile } = position.moment {
        if from == position.seat {
            return Err(PositionError::OwnDiscard);
        }
        let added = |m: &Meld| m.kind == MeldKind::AddedKong && m.tile == tile;
        if !position
            .others
            .iter()
            .any(|o| o.seat == from && o.melds.iter().any(added))
        {
            return Err(PositionError::NoKongToRob { seat: from, tile });
        }
    }
    if let Moment::Claim { from, tile } = position.moment {
        if from == position.seat {
            return Err(PositionError::OwnDiscard);
        }
        // The offered discard lies on the table: counted among the visible tiles, once.
        if position.visible[tile.index()] == 0 {
            all[tile.index()] = all[tile.index()].saturating_add(1);
        }
    }
    for t in Tile::all() {
        let n = all[t.index()];
        if sichuan && t.is_honour() && n > 0 {
            return Err(PositionError::NotInSet(t));
        }
        if n > 4 {
            return Err(PositionError::FifthCopy(t));
        }
    }
    if let Moment::Discard = position.moment {
        match position.turn {
            Turn::Drew {
                kind: DrawKind::KongReplacement { .. },
                ..
            } if !melds.iter().any(|m| m.kind.is_kong()) => {
                return Err(PositionError::ReplacementWithoutKong);
            }
            Turn::Drew {
                kind: DrawKind::BonusReplacement { .. },
                ..
            } if position.bonus.is_empty() => {
                return Err(PositionError::ReplacementWithoutBonus);
            }
            _ => {}
        }
    }
    let most = crate::game::live_wall_at_start(&position.rules);
    if position.wall > most {
        return Err(PositionError::WallTooLong {
            wall: position.wall,
            most,
        });
    }
    let bonus = std::iter::once((position.seat, &position.bonus))
        .chain(position.others.iter().map(|o| (o.seat, &o.bonus)))
        .flat_map(|(seat, bonus)| bonus.iter().map(move |&b| (seat, b)));
    let mut seen_bonus = Vec::new();
    for (seat, b) in bonus {
        if !position.rules.bonus_in_play(b) {
            return Err(PositionError::BonusNotInPlay { seat, bonus: b });
        }
        if seen_bonus.contains(&b) {
            return Err(PositionError::BonusTwice(b));
        }
        seen_bonus.push(b);
    }
    if sichuan {
        if position.missing_suit.is_none() {
            return Err(PositionError::NoMissingSuit);
        }
        if let Some(index) = melds.iter().position(|m| m.kind == MeldKind::Chow) {
            return Err(PositionError::NoChowClaims { index: index + 1 });
        }
        if let Some(index) = melds
            .iter()
            .position(|m| m.tile.suit().is_some() && m.tile.suit() == position.missing_suit)
        {
            return Err(PositionError::MeldOfMissingSuit { index: index + 1 });
        }
    } else {
        if position.missing_suit.is_some() {
            return Err(PositionError::MissingSuitOutsideSichuan {
                seat: position.seat,
            });
        }
        if let Some(o) = position.others.iter().find(|o| o.missing_suit.is_some()) {
            return Err(PositionError::MissingSuitOutsideSichuan { seat: o.seat });
        }
        if let Some(o) = position.others.iter().find(|o| o.out) {
            return Err(PositionError::OutOutsideSichuan { seat: o.seat });
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::review::input::test_support::position;
    use crate::tiles::parse_tile;

    fn tile(s: &str) -> Tile {
        parse_tile(s).unwrap()
    }

    fn no_values() -> AdviseOptions {
        AdviseOptions {
            values: false,
            ..AdviseOptions::default()
        }
    }

    #[test]
    fn equal_to_the_best_is_not_told_apart_at_a_verdicts_certainty() {
        let loss = |mean: f64, error: f64| Some(Loss { mean, error });
        let shape = |shanten: i32, left: u32| (shanten, std::cmp::Reverse(left));
        // The best (0); the runner-up, behind in mean and in shape but within 3 standard
        // errors (1); one as far behind, of the best's shape (2); one as far behind, of a worse
        // shape (3); one behind at 3 standard errors though of a better shape (4); one the
        // engine refused (5).
        let losses = vec![
            loss(0.0, 0.0),
            loss(2.0, 1.0),
            loss(2.5, 1.0),
            loss(2.5, 1.0),
            loss(3.5, 1.0),
            None,
        ];
        let shapes = vec![
            shape(1, 20),
            shape(2, 40),
            shape(1, 20),
            shape(1, 12),
            shape(0, 8),
            shape(0, 8),
        ];
        assert_eq!(
            equal_to_best(&losses, &shapes, 0),
            [true, true, true, false, false, false]
        );
        // A rival ahead in mean, yet not recommended over the simple choice: equal, and now
        // the runner-up, so the one behind in mean and shape is not.
        let mut ahead = losses.clone();
        let mut ahead_shapes = shapes.clone();
        ahead.push(loss(-0.5, 1.0));
        ahead_shapes.push(shape(2, 30));
        assert_eq!(
            equal_to_best(&ahead, &ahead_shapes, 0),
            [true, false, true, false, false, false, true]
        );
        // A runner-up behind at 3 standard errors is not equal either.
        let mut far = losses;
        far[1] = loss(3.2, 1.0);
        far[2] = loss(3.3, 1.0);
        far[3] = loss(3.4, 1.0);
        assert_eq!(
            equal_to_best(&far, &shapes, 0),
            [true, false, false, false, false, false]
        );
    }

    #[test]
    fn best_discard_keeps_the_sets() {
        let p = position("zj", "123m456p789s11z23z9m", &[], "");
        let a = advise(&p, &no_values()).unwrap();
        assert_eq!(a.shanten, 1);
        // 9m is the one tile with no partner: discarding it keeps the two honour partials.
        let best = &a.candidates[0];
        assert_eq!(best.shanten, 1);
        assert_eq!(a.candidates.len(), 13);
        assert!(
            a.candidates
                .iter()
                .all(|c| matches!(c.choice, Choice::Discard(_)))
        );
        assert_eq!(
            a.candidates
                .iter()
                .find(|c| c.choice == Choice::Discard(tile("9m")))
                .unwrap()
                .shanten,
            1
        );
    }

    #[test]
    fn a_complete_hand_offers_the_win_first() {
        let p = position("zj", "123m456p789s11z222z", &[], "");
        let a = advise(&p, &no_values()).unwrap();
        assert_eq!(a.shanten, -1);
        assert_eq!(a.best(), Some(Choice::Win));
        // A pung of 2z in hand is no kong; no kong offered.
        assert!(
            !a.candidates
                .iter()
                .any(|c| matches!(c.choice, Choice::Kong(_)))
        );
    }

    #[test]
    fn kongs_concealed_and_added() {
        let p = position("zj", "1111m456p789s1122z", &[], "");
        let a = advise(&p, &no_values()).unwrap();
        let kong = a
            .candidates
            .iter()
            .find(|c| c.choice == Choice::Kong(tile("1m")))
            .unwrap();
        assert_eq!(kong.shanten, 0);
        let p = position("zj", "456p789s1122z5z", &["pung 1m"], "");
        let a = advise(&p, &no_values()).unwrap();
        assert!(
            !a.candidates
                .iter()
                .any(|c| matches!(c.choice, Choice::Kong(_)))
        );
        let p = position("zj", "1m456p789s1122z", &["pung 1m"], "");
        let a = advise(&p, &no_values()).unwrap();
        assert!(
            a.candidates
                .iter()
                .any(|c| c.choice == Choice::Kong(tile("1m")))
        );
    }

    #[test]
    fn claims_from_the_left_seat_offer_chows() {
        let mut p = position("zj", "34m456p789s11z22z3z", &[], "5m");
        p.moment = Moment::Claim {
            from: Wind::North,
            tile: tile("5m"),
        };
        let a = advise(&p, &no_values()).unwrap();
        let choices: Vec<Choice> = a.candidates.iter().map(|c| c.choice).collect();
        assert!(choices.contains(&Choice::Chow(tile("3m"))));
        assert!(choices.contains(&Choice::Pass));
        // From the seat across: no chow.
        p.moment = Moment::Claim {
            from: Wind::West,
            tile: tile("5m"),
        };
        let a = advise(&p, &no_values()).unwrap();
        assert!(
            !a.candidates
                .iter()
                .any(|c| matches!(c.choice, Choice::Chow(_)))
        );
        // The chow makes the hand ready (after discarding an honour), the pass does not.
        p.moment = Moment::Claim {
            from: Wind::North,
            tile: tile("2m"),
        };
        let a = advise(&p, &no_values()).unwrap();
        assert_eq!(a.candidates[0].choice, Choice::Chow(tile("2m")));
        assert_eq!(a.candidates[0].shanten, 0);
    }

    #[test]
    fn the_simple_claim_is_the_one_that_brings_the_hand_closer() {
        let simple = |hand: &str, offered: &str, from: Wind| {
            let mut p = position("zj", hand, &[], offered);
            p.moment = Moment::Claim {
                from,
                tile: tile(offered),
            };
            crate::sim::rollout::bot_choice(&super::super::start_of(&p))
        };
        for (hand, offered, from, want, why) in [
            (
                "34m456p789s11z22z3z",
                "2m",
                Wind::North,
                Choice::Chow(tile("2m")),
                "the chow from the left seat makes the hand ready",
            ),
            (
                "34m456p789s11z22z3z",
                "2m",
                Wind::West,
                Choice::Pass,
                "from across there is no chow",
            ),
            (
                "55m456p789s11z2z3z4z",
                "5m",
                Wind::West,
                Choice::Pung,
                "a pung that lowers the shanten",
            ),
            (
                "555m456p789s11z23z",
                "5m",
                Wind::West,
                Choice::Kong(tile("5m")),
                "a held pung becomes a kong",
            ),
            (
                "55m123p456p789s12s",
                "5m",
                Wind::West,
                Choice::Pass,
                "a pung of the ready hand's pair leaves it ready: pass",
            ),
            (
                "123m456p789s11z22z",
                "2z",
                Wind::West,
                Choice::Win,
                "a win, whenever it can",
            ),
        ] {
            assert_eq!(simple(hand, offered, from), Some(want), "{why}");
        }
    }

    #[test]
    fn claim_win_on_a_discard() {
        let mut p = position("zj", "123m456p789s11z22z", &[], "2z");
        p.moment = Moment::Claim {
            from: Wind::West,
            tile: tile("2z"),
        };
        let a = advise(&p, &no_values()).unwrap();
        assert_eq!(a.best(), Some(Choice::Win));
        assert!(a.candidates.iter().any(|c| c.choice == Choice::Pung));
        assert!(a.candidates.iter().any(|c| c.choice == Choice::Pass));
    }

    #[test]
    fn bad_positions_are_refused() {
        let p = position("zj", "123m456p789s11z22z", &[], "");
        assert!(matches!(
            advise(&p, &no_values()),
            Err(PositionError::WrongCount {
                found: 13,
                expected: 14,
                ..
            })
        ));
        let p = position("zj", "123m456p789s11z222z", &[], "22z");
        assert_eq!(
            advise(&p, &no_values()),
            Err(PositionError::FifthCopy(tile("2z")))
        );
        let p = position("sc", "123m456p789p11s222s", &[], "1z");
        assert_eq!(
            advise(&p, &no_values()),
            Err(PositionError::NotInSet(tile("1z")))
        );
        let mut p = position("zj", "123m456p789s11z22z", &[], "");
        p.moment = Moment::Claim {
            from: Wind::East,
            tile: tile("2z"),
        };
        assert_eq!(advise(&p, &no_values()), Err(PositionError::OwnDiscard));
    }
}
