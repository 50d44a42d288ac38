//! The Sichuan wall's-end drill: the wall has run out; some players may already have won and
//! left. The learner says of every player still in whether he is ready, not ready or a flower
//! pig, and then who pays whom how much. The truth is the engine's settlement
//! ([`crate::rules::sichuan::wall_end`]).

use super::mode::{Level, Outcome, PatternResult};
use crate::hand::{Meld, MeldKind};
use crate::rules::sichuan::{EndHand, EndState, ScRule, Transfer, WallEnd, end_state, wall_end};
use crate::tiles::{Counts, KINDS, Suit, Tile, Wind};

/// A player's state at the wall's end, as the learner names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EndKind {
    Ready,
    NotReady,
    FlowerPig,
}

impl EndKind {
    pub const ALL: [EndKind; 3] = [EndKind::Ready, EndKind::NotReady, EndKind::FlowerPig];

    pub fn of(state: &EndState) -> EndKind {
        match state {
            EndState::Ready { .. } => EndKind::Ready,
            EndState::NotReady => EndKind::NotReady,
            EndState::FlowerPig => EndKind::FlowerPig,
        }
    }

    /// Stable id, used in message ids (`wall-end-state-not-ready`) and progress records.
    pub fn id(self) -> &'static str {
        match self {
            EndKind::Ready => "ready",
            EndKind::NotReady => "not-ready",
            EndKind::FlowerPig => "flower-pig",
        }
    }

    /// The id the learner's progress keeps the naming of this state under: its own, apart
    /// from the payments' rules (`sc.end.not_ready`, `sc.end.flower_pig`), so that a state
    /// named right is credited right even when a payment that follows from it is wrong.
    pub fn rule_id(self) -> &'static str {
        match self {
            EndKind::Ready => "sc.end.state.ready",
            EndKind::NotReady => "sc.end.state.not_ready",
            EndKind::FlowerPig => "sc.end.state.flower_pig",
        }
    }
}

/// One wall's-end question: who has won and left, the hands of the others, the settlement.
#[derive(Clone, Debug)]
pub struct WallEndQuestion {
    /// Seats that won earlier in the hand and left it.
    pub out: Vec<Wind>,
    /// The players still in, in seat order.
    pub hands: Vec<EndHand>,
    pub settled: WallEnd,
}

/// What one seat pays another (or nobody, `to: None`) in all: the transfers between the two
/// summed, each kept for its explanation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Owed {
    pub from: Wind,
    pub to: Option<Wind>,
    pub amount: u32,
    pub parts: Vec<Transfer>,
}

/// The transfers of a settlement summed per payer and receiver, in seat order (nobody last).
pub fn owed(transfers: &[Transfer]) -> Vec<Owed> {
    let mut out: Vec<Owed> = Vec::new();
    for t in transfers {
        match out.iter_mut().find(|o| o.from == t.from && o.to == t.to) {
            Some(o) => {
                o.amount += t.amount;
                o.parts.push(*t);
            }
            None => out.push(Owed {
                from: t.from,
                to: t.to,
                amount: t.amount,
                parts: vec![*t],
            }),
        }
    }
    out.sort_by_key(|o| (o.from.index(), o.to.map_or(4, Wind::index)));
    out
}

/// The learner's answer.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct WallEndAnswer {
    /// The state named for each player still in (by seat); `None`: not named yet.
    pub states: [Option<EndKind>; 4],
    /// Amounts paid, by payer and receiver (`None`: nobody); absent or 0: nothing.
    pub amounts: Vec<(Wind, Option<Wind>, u32)>,
}

impl WallEndAnswer {
    /// The amount given for one payer and receiver (0 when none).
    pub fn amount(&self, from: Wind, to: Option<Wind>) -> u32 {
        self.amounts
            .iter()
            .find(|(f, t, _)| *f == from && *t == to)
            .map_or(0, |a| a.2)
    }

    pub fn set_amount(&mut self, from: Wind, to: Option<Wind>, amount: u32) {
        self.amounts.retain(|(f, t, _)| !(*f == from && *t == to));
        if amount > 0 {
            self.amounts.push((from, to, amount));
        }
    }
}

/// One player's state, graded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StateGrade {
    pub seat: Wind,
    pub given: Option<EndKind>,
    pub expected: EndKind,
}

/// One payer-to-receiver amount, graded (given or expected, or both).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OwedGrade {
    pub from: Wind,
    pub to: Option<Wind>,
    pub given: u32,
    pub expected: u32,
    /// The settlement's transfers behind the expected amount.
    pub parts: Vec<Transfer>,
}

impl OwedGrade {
    pub fn right(&self) -> bool {
        self.given == self.expected
    }
}

/// A graded answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WallEndGrade {
    pub states: Vec<StateGrade>,
    pub owed: Vec<OwedGrade>,
}

impl WallEndGrade {
    pub fn right(&self) -> bool {
        self.states.iter().all(|s| s.given == Some(s.expected))
            && self.owed.iter().all(OwedGrade::right)
    }

    /// As the learner's progress keeps it, credited as graded: each state named (right or
    /// not) and each transfer's rule (right when its amount is).
    pub fn outcome(&self) -> Outcome {
        let mut patterns: Vec<PatternResult> = Vec::new();
        let mut add = |id: &str, right: bool| match patterns.iter_mut().find(|p| p.pattern == id) {
            Some(p) => p.right &= right,
            None => patterns.push(PatternResult {
                pattern: id.to_string(),
                right,
            }),
        };
        for s in &self.states {
            add(s.expected.rule_id(), s.given == Some(s.expected));
        }
        for o in &self.owed {
            for t in &o.parts {
                add(t.rule.id(), o.right());
            }
        }
        Outcome {
            right: self.right(),
            patterns,
        }
    }
}

impl WallEndQuestion {
    /// The state of the player in `seat`, if he is still in.
    pub fn state(&self, seat: Wind) -> Option<&EndState> {
        self.settled
            .states
            .iter()
            .find(|(s, _)| *s == seat)
            .map(|(_, st)| st)
    }

    /// Grades an answer: every player still in, and every amount given or expected.
    pub fn grade(&self, answer: &WallEndAnswer) -> WallEndGrade {
        let states = self
            .settled
            .states
            .iter()
            .map(|(seat, st)| StateGrade {
                seat: *seat,
                given: answer.states[seat.index()],
                expected: EndKind::of(st),
            })
            .collect();
        let expected = owed(&self.settled.transfers);
        let mut owed: Vec<OwedGrade> = expected
            .iter()
            .map(|o| OwedGrade {
                from: o.from,
                to: o.to,
                given: answer.amount(o.from, o.to),
                expected: o.amount,
                parts: o.parts.clone(),
            })
            .collect();
        for &(from, to, given) in &answer.amounts {
            if given > 0 && !expected.iter().any(|o| o.from == from && o.to == to) {
                owed.push(OwedGrade {
                    from,
                    to,
                    given,
                    expected: 0,
                    parts: Vec::new(),
                });
            }
        }
        owed.sort_by_key(|o| (o.from.index(), o.to.map_or(4, Wind::index)));
        WallEndGrade { states, owed }
    }
}

/// The state a dealt player is meant to be in.
fn wanted(level: Level, rng: &mut fastrand::Rng) -> EndKind {
    let roll = rng.u8(0..10);
    match level {
        Level::Beginner => [EndKind::Ready, EndKind::NotReady][usize::from(roll >= 5)],
        _ if roll < 4 => EndKind::Ready,
        _ if roll < 8 => EndKind::NotReady,
        _ => EndKind::FlowerPig,
    }
}

/// Takes a tile of `suits` from the pool at random, if one is left.
fn take(pool: &mut Counts, suits: &[Suit], rng: &mut fastrand::Rng) -> Option<Tile> {
    let kinds: Vec<usize> = suits
        .iter()
        .flat_map(|s| s.index() * 9..s.index() * 9 + 9)
        .filter(|&i| pool[i] > 0)
        .collect();
    let i = *kinds.get(rng.usize(0..kinds.len().max(1)))?;
    pool[i] -= 1;
    Tile::from_index(i)
}

/// Tries once to build a complete hand (4 sets and a pair) of two suits from the pool; then
/// takes one concealed tile out. Returns the hand (13 − 3 × melds concealed) and the pool left.
fn try_ready(
    pool: &Counts,
    seat: Wind,
    missing: Suit,
    level: Level,
    rng: &mut fastrand::Rng,
) -> Option<(EndHand, Counts)> {
    let mut pool = *pool;
    let suits: Vec<Suit> = Suit::ALL.into_iter().filter(|&s| s != missing).collect();
    let mut concealed: Counts = [0; KINDS];
    let mut melds: Vec<Meld> = Vec::new();
    let take_n = |pool: &mut Counts, i: usize, n: u8| -> bool {
        if pool[i] < n {
            return false;
        }
        pool[i] -= n;
        true
    };
    for _ in 0..4 {
        let suit = suits[rng.usize(0..suits.len())];
        let pung = rng.u8(0..10) < if level == Level::Expert { 5 } else { 3 };
        if pung {
            let i = suit.index() * 9 + rng.usize(0..9);
            let declared = level != Level::Beginner && melds.len() < 2 && rng.bool();
            let kong = declared && rng.bool();
            if !take_n(&mut pool, i, if kong { 4 } else { 3 }) {
                return None;
            }
            let tile = Tile::from_index(i)?;
            if kong {
                let kind = if rng.bool() {
                    MeldKind::ConcealedKong
                } else {
                    MeldKind::ExposedKong
                };
                melds.push(Meld::new(kind, tile));
            } else if declared {
                melds.push(Meld::new(MeldKind::Pung, tile));
            } else {
                concealed[i] += 3;
            }
        } else {
            let i = suit.index() * 9 + rng.usize(0..7);
            if !(take_n(&mut pool, i, 1)
                && take_n(&mut pool, i + 1, 1)
                && take_n(&mut pool, i + 2, 1))
            {
                return None;
            }
            for c in &mut concealed[i..i + 3] {
                *c += 1;
            }
        }
    }
    let suit = suits[rng.usize(0..suits.len())];
    let pair = suit.index() * 9 + rng.usize(0..9);
    if !take_n(&mut pool, pair, 2) {
        return None;
    }
    concealed[pair] += 2;
    let held: Vec<usize> = (0..KINDS).filter(|&i| concealed[i] > 0).collect();
    let out = held[rng.usize(0..held.len())];
    concealed[out] -= 1;
    pool[out] += 1;
    let hand = EndHand {
        seat,
        missing_suit: missing,
        concealed,
        melds,
        kong_income: Vec::new(),
    };
    matches!(end_state(&hand), EndState::Ready { .. }).then_some((hand, pool))
}

/// Makes a ready hand into one of `kind`: not ready (a tile swapped for one that breaks it),
/// a flower pig (one or two tiles swapped for the missing suit), or ready as it is.
fn spoil(hand: &mut EndHand, pool: &mut Counts, kind: EndKind, rng: &mut fastrand::Rng) -> bool {
    let swaps = match kind {
        EndKind::Ready => return true,
        EndKind::NotReady => 1,
        EndKind::FlowerPig => 1 + usize::from(rng.bool()),
    };
    for _ in 0..12 {
        let (mut c, mut p) = (hand.concealed, *pool);
        let mut ok = true;
        for _ in 0..swaps {
            let held: Vec<usize> = (0..KINDS).filter(|&i| c[i] > 0).collect();
            let i = held[rng.usize(0..held.len())];
            let suits: Vec<Suit> = match kind {
                EndKind::FlowerPig => vec![hand.missing_suit],
                _ => Suit::ALL
                    .into_iter()
                    .filter(|&s| s != hand.missing_suit)
                    .collect(),
            };
            let Some(t) = take(&mut p, &suits, rng) else {
                ok = false;
                break;
            };
            c[i] -= 1;
            p[i] += 1;
            c[t.index()] += 1;
        }
        if !ok {
            continue;
        }
        let tried = EndHand {
            concealed: c,
            ..hand.clone()
        };
        if EndKind::of(&end_state(&tried)) == kind {
            *hand = tried;
            *pool = p;
            return true;
        }
    }
    false
}

/// Deals a wall's-end situation. Beginner: two or three players still in, no melds, nobody a
/// flower pig; Standard and Expert: declared pungs and kongs (with their payments), pigs, up
/// to four players still in.
pub fn deal_wall_end(level: Level, rng: &mut fastrand::Rng) -> Option<WallEndQuestion> {
    for _ in 0..20 {
        if let Some(q) = try_deal(level, rng) {
            return Some(q);
        }
    }
    None
}

fn try_deal(level: Level, rng: &mut fastrand::Rng) -> Option<WallEndQuestion> {
    let out_count = match level {
        Level::Beginner => rng.usize(1..=2),
        Level::Standard => rng.usize(0..=2),
        Level::Expert => rng.usize(0..=1),
    };
    let mut seats = Wind::ALL.to_vec();
    let mut out = Vec::new();
    for _ in 0..out_count {
        out.push(seats.remove(rng.usize(0..seats.len())));
    }
    out.sort_by_key(|w| w.index());
    // The tiles the winners hold and the discards are somewhere: what is left is plenty.
    let mut pool: Counts = [0; KINDS];
    pool[..27].fill(4);
    let mut hands = Vec::new();
    for &seat in &seats {
        let missing = Suit::ALL[rng.usize(0..3)];
        let kind = wanted(level, rng);
        let mut made = None;
        for _ in 0..30 {
            let Some((mut hand, mut left)) = try_ready(&pool, seat, missing, level, rng) else {
                continue;
            };
            if spoil(&mut hand, &mut left, kind, rng) {
                made = Some((hand, left));
                break;
            }
        }
        let (hand, left) = made?;
        pool = left;
        hands.push(hand);
    }
    // Kong payments received during the hand, from the players still in.
    for hand in &mut hands {
        let seat = hand.seat;
        let others: Vec<Wind> = seats.iter().copied().filter(|&s| s != seat).collect();
        let mut income = Vec::new();
        for m in &hand.melds {
            match m.kind {
                MeldKind::ConcealedKong => income.extend(others.iter().map(|&from| Transfer {
                    from,
                    to: Some(seat),
                    amount: 2,
                    rule: ScRule::ConcealedKong,
                })),
                MeldKind::ExposedKong => income.push(Transfer {
                    from: others[rng.usize(0..others.len())],
                    to: Some(seat),
                    amount: 2,
                    rule: ScRule::ExposedKong,
                }),
                _ => {}
            }
        }
        hand.kong_income = income;
    }
    let settled = wall_end(&hands);
    Some(WallEndQuestion {
        out,
        hands,
        settled,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tiles::{counts_of, parse_tiles};

    fn end_hand(seat: Wind, missing: Suit, tiles: &str) -> EndHand {
        EndHand {
            seat,
            missing_suit: missing,
            concealed: counts_of(&parse_tiles(tiles).unwrap()),
            melds: Vec::new(),
            kong_income: Vec::new(),
        }
    }

    fn question(hands: Vec<EndHand>) -> WallEndQuestion {
        let settled = wall_end(&hands);
        WallEndQuestion {
            out: Vec::new(),
            hands,
            settled,
        }
    }

    #[test]
    fn a_right_answer_and_a_wrong_one() {
        // South a flower pig (holds 9p, his missing suit); West ready on 3p/6p; North not
        // ready.
        let q = question(vec![
            end_hand(Wind::South, Suit::Dots, "1357m12345678s9p"),
            end_hand(Wind::West, Suit::Characters, "45p111s234s678s99s"),
            end_hand(Wind::North, Suit::Dots, "135788m2468s123s"),
        ]);
        let kinds: Vec<EndKind> = q
            .settled
            .states
            .iter()
            .map(|(_, s)| EndKind::of(s))
            .collect();
        assert_eq!(
            kinds,
            [EndKind::FlowerPig, EndKind::Ready, EndKind::NotReady]
        );
        let max = match q.state(Wind::West) {
            Some(EndState::Ready { max, .. }) => *max,
            other => panic!("{other:?}"),
        };
        let mut answer = WallEndAnswer::default();
        answer.states[Wind::South.index()] = Some(EndKind::FlowerPig);
        answer.states[Wind::West.index()] = Some(EndKind::Ready);
        answer.states[Wind::North.index()] = Some(EndKind::NotReady);
        answer.set_amount(Wind::South, None, 16);
        answer.set_amount(Wind::North, Some(Wind::West), max);
        let grade = q.grade(&answer);
        assert!(grade.right(), "{grade:?}");
        assert!(grade.outcome().right);
        assert!(grade.outcome().patterns.iter().all(|p| p.right));
        // North named ready and paying nobody; a transfer that does not exist.
        answer.states[Wind::North.index()] = Some(EndKind::Ready);
        answer.set_amount(Wind::North, Some(Wind::West), 0);
        answer.set_amount(Wind::South, Some(Wind::West), 4);
        let grade = q.grade(&answer);
        assert!(!grade.right());
        let wrong: Vec<(Wind, Option<Wind>, u32, u32)> = grade
            .owed
            .iter()
            .filter(|o| !o.right())
            .map(|o| (o.from, o.to, o.given, o.expected))
            .collect();
        assert_eq!(
            wrong,
            [
                (Wind::South, Some(Wind::West), 4, 0),
                (Wind::North, Some(Wind::West), 0, max)
            ]
        );
        let outcome = grade.outcome();
        let not_ready = outcome
            .patterns
            .iter()
            .find(|p| p.pattern == "sc.end.not_ready");
        assert_eq!(not_ready.map(|p| p.right), Some(false));
        let pig = outcome
            .patterns
            .iter()
            .find(|p| p.pattern == "sc.end.flower_pig");
        assert_eq!(pig.map(|p| p.right), Some(true));
    }

    #[test]
    fn states_named_right_are_credited_right_when_a_payment_is_wrong() {
        let q = question(vec![
            end_hand(Wind::South, Suit::Dots, "1357m12345678s9p"),
            end_hand(Wind::West, Suit::Characters, "45p111s234s678s99s"),
            end_hand(Wind::North, Suit::Dots, "135788m2468s123s"),
        ]);
        let mut answer = WallEndAnswer::default();
        answer.states[Wind::South.index()] = Some(EndKind::FlowerPig);
        answer.states[Wind::West.index()] = Some(EndKind::Ready);
        answer.states[Wind::North.index()] = Some(EndKind::NotReady);
        // Every state named right ("Right!" beside each player), no amount given.
        let outcome = q.grade(&answer).outcome();
        assert!(!outcome.right, "the payments are wrong");
        let credit = |id: &str| {
            outcome
                .patterns
                .iter()
                .find(|p| p.pattern == id)
                .map(|p| p.right)
        };
        for kind in EndKind::ALL {
            assert_eq!(credit(kind.rule_id()), Some(true), "{kind:?} named right");
        }
        assert_eq!(credit(ScRule::NotReady.id()), Some(false));
        assert_eq!(credit(ScRule::FlowerPig.id()), Some(false));
    }

    #[test]
    fn owed_sums_the_transfers_between_two_seats() {
        let t = |from, to, amount, rule| Transfer {
            from,
            to,
            amount,
            rule,
        };
        let owed = owed(&[
            t(Wind::North, Some(Wind::West), 4, ScRule::NotReady),
            t(Wind::South, None, 16, ScRule::FlowerPig),
            t(Wind::North, Some(Wind::West), 2, ScRule::KongRefundNotReady),
        ]);
        assert_eq!(owed.len(), 2);
        assert_eq!((owed[0].from, owed[0].amount), (Wind::South, 16));
        assert_eq!((owed[1].amount, owed[1].parts.len()), (6, 2));
    }

    #[test]
    fn dealt_situations_are_legal_and_varied() {
        let mut rng = fastrand::Rng::with_seed(11);
        let mut kinds = std::collections::HashSet::new();
        for level in Level::ALL {
            for _ in 0..30 {
                let q = deal_wall_end(level, &mut rng).expect("a situation");
                assert!(q.hands.len() >= 2 && q.hands.len() + q.out.len() == 4);
                let mut table: Counts = [0; KINDS];
                for h in &q.hands {
                    let held = crate::hand::counts_with_melds(&h.concealed, &h.melds)
                        .expect("a legal hand");
                    let concealed: usize = h.concealed.iter().map(|&c| c as usize).sum();
                    assert_eq!(concealed + 3 * h.melds.len(), 13);
                    for (sum, n) in table.iter_mut().zip(held) {
                        *sum += n;
                    }
                    assert!(h.concealed[27..].iter().all(|&c| c == 0));
                }
                assert!(table.iter().all(|&n| n <= 4), "{table:?}");
                for (_, s) in &q.settled.states {
                    kinds.insert((level, EndKind::of(s)));
                }
                if level == Level::Beginner {
                    assert!(q.hands.iter().all(|h| h.melds.is_empty()));
                    assert!(
                        !q.settled
                            .states
                            .iter()
                            .any(|(_, s)| *s == EndState::FlowerPig)
                    );
                }
            }
        }
        for kind in EndKind::ALL {
            assert!(kinds.contains(&(Level::Expert, kind)), "{kind:?}");
        }
    }
}
