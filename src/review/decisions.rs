//! The decisions of one player in a game record, each as the [`Position`] the player saw and
//! the [`Choice`] the record shows they made (see `docs/review.md`).
//!
//! A hand is replayed with [`game::hand_tables`](crate::game::hand_tables) (`tables[i]` is the
//! table before event `i`, `tables[i + 1]` after it), and every event is read once:
//! - the player's own discard, kong (concealed or added) or self-drawn win is a decision at
//!   [`Moment::Discard`], on the table before that event (3n + 2 concealed tiles);
//! - another seat's discard is a decision at [`Moment::Claim`], on the table after it, when the
//!   player could do anything but pass with it (see [`could_claim`]); the choice is the claim
//!   the player made, or [`Choice::Pass`]. When another seat took the tile, the player's
//!   answer is known only where it would have come first (a chow by another seat, another's
//!   pung or kong when the player could have won, another's win when the player could have
//!   won first or several may win); otherwise the record cannot say it, and that discard is
//!   no decision;
//! - another seat's added kong is a decision at [`Moment::Rob`] when the player could win on
//!   its tile: robbing it ([`Choice::Win`]) or passing.

use super::{Choice, Moment, Opponent, Position, ReviewError, Turn};
use crate::formats::game_record::{Event, GameRecord, HandRecord};
use crate::game::{Last, Table};
use crate::hand::{Meld, is_complete};
use crate::rules::RuleSettings;
use crate::tiles::{Counts, KINDS, Tile, Wind, parse_tile, parse_tiles};

/// One decision of a player, before it is advised.
#[derive(Clone, Debug, PartialEq)]
pub struct RawDecision {
    /// Hand index (0-based) in the record.
    pub hand: usize,
    /// The 1-based step of the event the decision is about: the player's discard, kong or
    /// self-drawn win (the position is the table before it), or another seat's discard (the
    /// position is the table after it).
    pub step: usize,
    pub seat: Wind,
    pub position: Position,
    pub played: Choice,
}

impl RawDecision {
    /// The table the decision was taken at, among its hand's `tables` (`game::hand_tables`, one
    /// a step): before the player's own move, after another seat's discard or kong.
    pub fn table<'a>(&self, tables: &'a [Table]) -> Option<&'a Table> {
        let at = match self.position.moment {
            Moment::Discard => self.step.checked_sub(1)?,
            Moment::Claim { .. } | Moment::Rob { .. } => self.step,
        };
        tables.get(at)
    }
}

/// The index of `name` among the record's players, or an error listing the names; a record
/// seen from one seat reviews only its player (the others' tiles were not seen).
pub fn player_index(record: &GameRecord, name: &str) -> Result<usize, ReviewError> {
    if let Some(seen_from) = &record.header.seen_from
        && seen_from != name
    {
        return Err(ReviewError::NotSeenFrom {
            name: crate::files::quote(name),
            seen_from: crate::files::quote(seen_from),
        });
    }
    record
        .header
        .players
        .iter()
        .position(|p| p == name)
        .ok_or_else(|| {
            ReviewError::NoSuchPlayer(
                crate::files::quote(name),
                record
                    .header
                    .players
                    .iter()
                    .map(|p| crate::files::quote(p))
                    .collect(),
            )
        })
}

/// The seat of player `player` (index into the header's players) in `hand`.
pub fn seat_of(hand: &HandRecord, player: usize) -> Option<Wind> {
    hand.seats
        .iter()
        .position(|&p| p as usize == player)
        .and_then(|i| Wind::ALL.get(i).copied())
}

/// The steps (1-based) of hand `hand` (0-based) where player `player` moved holding tiles the
/// record did not see (a draw of his not written down): too thin to advise, so listed, not
/// advised.
pub fn thin_steps(
    record: &GameRecord,
    hand: usize,
    player: usize,
) -> Result<Vec<usize>, ReviewError> {
    hand_moves(record, hand, player).map(|(_, thin)| thin)
}

/// Every decision of player `player` (index into the header's players) in hand `hand`
/// (0-based), in the order of play. A results-only hand has none; nor has a moment when the
/// player held a tile the record did not see ([`thin_steps`]).
pub fn hand_decisions(
    record: &GameRecord,
    hand: usize,
    player: usize,
) -> Result<Vec<RawDecision>, ReviewError> {
    hand_moves(record, hand, player).map(|(decisions, _)| decisions)
}

/// [`hand_decisions`] and [`thin_steps`] from one replay of the hand.
pub fn hand_moves(
    record: &GameRecord,
    hand: usize,
    player: usize,
) -> Result<(Vec<RawDecision>, Vec<usize>), ReviewError> {
    let Some(h) = record.hands.get(hand) else {
        return Err(ReviewError::NoSuchHand(hand + 1));
    };
    if h.is_results_only() {
        return Ok((Vec::new(), Vec::new()));
    }
    let Some(seat) = seat_of(h, player) else {
        return Ok((Vec::new(), Vec::new()));
    };
    let tables = crate::game::hand_tables(record, hand).map_err(ReviewError::Game)?;
    let mut thin = Vec::new();
    let rules = &record.header.rules;
    let mut out = Vec::new();
    for (i, event) in h.events.iter().enumerate() {
        let (Some(before), Some(after)) = (tables.get(i), tables.get(i + 1)) else {
            break;
        };
        let step = i + 1;
        let unseen = before.seats[seat.index()].unseen > 0;
        let own_move = match event {
            Event::Discard(w, _) | Event::ConcealedKong(w, _) | Event::AddedKong(w, _) => {
                *w == seat
            }
            Event::Win(r) => r.seat == seat,
            _ => false,
        };
        if unseen && own_move {
            thin.push(step);
        }
        if before.seats[seat.index()].out || unseen || after.seats[seat.index()].unseen > 0 {
            continue;
        }
        if let Some(played) = own_turn_choice(before, seat, event) {
            out.push(RawDecision {
                hand,
                step,
                seat,
                position: position_of(rules, before, seat, Moment::Discard),
                played,
            });
            continue;
        }
        let (from, text, rob) = match event {
            Event::Discard(from, text) => (*from, text, false),
            Event::AddedKong(from, text) => (*from, text, true),
            _ => continue,
        };
        let Ok(tile) = parse_tile(text) else {
            continue;
        };
        if from == seat {
            continue;
        }
        let could_win = could_win(rules, after, seat, tile);
        if rob && !could_win || !rob && !could_claim(rules, after, seat, from, tile) {
            continue;
        }
        let order = Answering {
            seat,
            from,
            could_win,
            several_winners: matches!(rules, RuleSettings::Sichuan(_)),
        };
        let Some(played) = order.answer(&h.events[i + 1..], tile) else {
            continue;
        };
        let moment = if rob {
            Moment::Rob { from, tile }
        } else {
            Moment::Claim { from, tile }
        };
        out.push(RawDecision {
            hand,
            step,
            seat,
            position: position_of(rules, after, seat, moment),
            played,
        });
    }
    Ok((out, thin))
}

/// The player's choice when `event` is their own discard, kong or self-drawn win on a table
/// where they hold 3n + 2 tiles and it is their turn.
fn own_turn_choice(before: &Table, seat: Wind, event: &Event) -> Option<Choice> {
    let state = &before.seats[seat.index()];
    let held: usize = state.concealed.iter().map(|&c| c as usize).sum();
    if held + 3 * state.melds.len() != 14 {
        return None;
    }
    let my_turn = match before.last {
        Last::Deal => seat == before.dealer,
        Last::Draw { seat: s, .. } | Last::Claimed { seat: s } => s == seat,
        _ => false,
    };
    if !my_turn {
        return None;
    }
    match event {
        Event::Discard(s, t) if *s == seat => parse_tile(t).ok().map(Choice::Discard),
        Event::ConcealedKong(s, t) | Event::AddedKong(s, t) if *s == seat => {
            parse_tile(t).ok().map(Choice::Kong)
        }
        Event::Win(w) if w.seat == seat => Some(Choice::Win),
        Event::Wins(ws) if ws.iter().any(|w| w.seat == seat) => Some(Choice::Win),
        _ => None,
    }
}

/// Whether `seat` could do anything but pass with `tile` discarded by `from`, on the table
/// after the discard: win (the tile completes the concealed tiles into a hand form: the
/// advisor then decides whether the rules accept the win), kong (three held), pung (two held),
/// or chow (the next seat still in, where the system has chows). Sichuan: never a tile of the
/// suit the player declared missing, and no win while one is still held.
pub fn could_claim(
    rules: &RuleSettings,
    after: &Table,
    seat: Wind,
    from: Wind,
    tile: Tile,
) -> bool {
    let state = &after.seats[seat.index()];
    if state.out {
        return false;
    }
    let missing = state.missing_suit;
    if missing.is_some() && tile.suit() == missing {
        return false;
    }
    let held = state.concealed[tile.index()];
    if held >= 2 || could_win(rules, after, seat, tile) {
        return true;
    }
    let chows = !matches!(rules, RuleSettings::Sichuan(_));
    let next = crate::game::next_in(from, |w| after.seats[w.index()].out);
    chows && next == seat && chow_possible(&state.concealed, tile)
}

/// Whether `seat`'s concealed tiles with `tile` make a hand form (the advisor then decides
/// whether the rules accept the win): not while the seat is out or holds its missing suit.
fn could_win(rules: &RuleSettings, after: &Table, seat: Wind, tile: Tile) -> bool {
    let state = &after.seats[seat.index()];
    if state.out || state.missing_suit.is_some_and(|m| tile.suit() == Some(m)) {
        return false;
    }
    let holds_missing = state.missing_suit.is_some_and(|m| {
        Tile::all().any(|t| t.suit() == Some(m) && state.concealed[t.index()] > 0)
    });
    let mut with = state.concealed;
    with[tile.index()] += 1;
    !holds_missing && is_complete(&with, state.melds.len(), rules.four_alike_as_two_pairs())
}

/// Whether the concealed tiles hold two tiles that make a chow with `tile`.
fn chow_possible(concealed: &Counts, tile: Tile) -> bool {
    let Some(n) = tile.number() else {
        return false;
    };
    let has = |d: i8| {
        let m = n as i8 + d;
        (1..=9).contains(&m) && concealed[(tile.index() as i8 + d) as usize] > 0
    };
    (has(-2) && has(-1)) || (has(-1) && has(1)) || (has(1) && has(2))
}

/// Who answers a discard (or an added kong) and what the record can tell of his answer.
struct Answering {
    seat: Wind,
    from: Wind,
    /// The player's tiles with the offered one make a hand form.
    could_win: bool,
    /// Several may win on one discard (Sichuan).
    several_winners: bool,
}

impl Answering {
    /// What the record shows `seat` answered to the offer of `tile`: his claim or win, or
    /// `Pass`. When another seat took the tile, his answer is known only where his own would
    /// have come first: a chow by another seat (every win, pung or kong comes before a chow),
    /// another's pung or kong when he could have won, another's win when he could have won
    /// and came first in turn (or several may win); otherwise `None` (no decision).
    fn answer(&self, rest: &[Event], tile: Tile) -> Option<Choice> {
        let seat = self.seat;
        for event in rest {
            return match event {
                Event::Note(_) | Event::Question(_) | Event::Penalty(_) => continue,
                Event::Win(w) if w.seat == seat => Some(Choice::Win),
                Event::Wins(ws) if ws.iter().any(|w| w.seat == seat) => Some(Choice::Win),
                Event::Pung(s) if *s == seat => Some(Choice::Pung),
                Event::ExposedKong(s) if *s == seat => Some(Choice::Kong(tile)),
                Event::Chow(s, text) if *s == seat => parse_tiles(text)
                    .ok()
                    .and_then(|ts| ts.into_iter().min())
                    .map(Choice::Chow),
                Event::Chow(..) => Some(Choice::Pass),
                Event::Pung(_) | Event::ExposedKong(_) => self.could_win.then_some(Choice::Pass),
                Event::Win(w) => (self.could_win && self.before(w.seat)).then_some(Choice::Pass),
                Event::Wins(_) => (self.could_win && self.several_winners).then_some(Choice::Pass),
                _ => Some(Choice::Pass),
            };
        }
        Some(Choice::Pass)
    }

    /// Whether the player answers before `other` (the next seats after the discarder first).
    fn before(&self, other: Wind) -> bool {
        let after = |w: Wind| (w.index() + 4 - self.from.index()) % 4;
        after(self.seat) < after(other)
    }
}

/// The position of `seat` on `table` at `moment`.
pub fn position_of(rules: &RuleSettings, table: &Table, seat: Wind, moment: Moment) -> Position {
    let state = &table.seats[seat.index()];
    let mut visible: Counts = [0; KINDS];
    for w in Wind::ALL {
        let s = &table.seats[w.index()];
        for t in &s.discards {
            visible[t.index()] += 1;
        }
        if w != seat {
            for m in &s.melds {
                add_meld(&mut visible, m);
            }
        }
    }
    let others = Wind::ALL
        .into_iter()
        .filter(|&w| w != seat)
        .map(|w| {
            let s = &table.seats[w.index()];
            Opponent {
                seat: w,
                melds: s.melds.clone(),
                discards: s.discards.clone(),
                bonus: s.bonus.clone(),
                missing_suit: s.missing_suit,
                out: s.out,
            }
        })
        .collect();
    let turn = match table.last {
        Last::Deal => Turn::Dealt,
        Last::Claimed { .. } => Turn::Claimed,
        Last::Draw { tile, kind, .. } => Turn::Drew { tile, kind },
        _ => Turn::Drew {
            tile: None,
            kind: crate::game::DrawKind::Wall,
        },
    };
    Position {
        rules: rules.clone(),
        concealed: state.concealed,
        melds: state.melds.clone(),
        bonus: state.bonus.clone(),
        discards: state.discards.clone(),
        visible,
        wall: table.wall_left,
        seat,
        prevailing: table.prevailing,
        dealer: table.dealer,
        missing_suit: state.missing_suit,
        moment,
        turn,
        others,
    }
}

/// A meld's tiles counted as seen: all four of a concealed kong too (the kong's kind is known
/// to everyone once it is declared).
fn add_meld(visible: &mut Counts, meld: &Meld) {
    for t in meld.tiles() {
        visible[t.index()] += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::game_record::parse_record;

    fn zj27() -> GameRecord {
        parse_record(include_str!("../../replays/zung-jung-seed-27.ron")).expect("record")
    }

    #[test]
    fn every_discard_of_the_player_is_a_decision() {
        let record = zj27();
        for player in 0..4 {
            let mut discards = 0;
            let mut decisions = 0;
            for (h, hand) in record.hands.iter().enumerate() {
                let seat = seat_of(hand, player).expect("seated");
                discards += hand
                    .events
                    .iter()
                    .filter(|e| matches!(e, Event::Discard(s, _) if *s == seat))
                    .count();
                let found = hand_decisions(&record, h, player).expect("replays");
                decisions += found
                    .iter()
                    .filter(|d| matches!(d.played, Choice::Discard(_)))
                    .count();
                for d in &found {
                    let held: u8 = d.position.concealed.iter().sum();
                    let expected = match d.position.moment {
                        Moment::Discard => 14,
                        Moment::Claim { .. } | Moment::Rob { .. } => 13,
                    };
                    assert_eq!(held as usize + 3 * d.position.melds.len(), expected);
                }
            }
            assert!(discards > 0);
            assert_eq!(decisions, discards, "player {player}");
        }
    }

    #[test]
    fn claims_are_offered_only_when_possible() {
        let record = zj27();
        for h in 0..record.hands.len() {
            for d in hand_decisions(&record, h, 0).expect("replays") {
                let Moment::Claim { tile, .. } = d.position.moment else {
                    continue;
                };
                let c = &d.position.concealed;
                let mut with = *c;
                with[tile.index()] += 1;
                let possible = c[tile.index()] >= 2
                    || chow_possible(c, tile)
                    || is_complete(&with, d.position.melds.len(), false);
                assert!(possible, "hand {h} step {}", d.step);
            }
        }
    }

    #[test]
    fn chows_need_two_neighbours_in_the_suit() {
        let c = crate::tiles::counts_of(&parse_tiles("13m89p5s").expect("tiles"));
        let t = |s: &str| parse_tile(s).expect("tile");
        assert!(chow_possible(&c, t("2m")));
        assert!(chow_possible(&c, t("7p")));
        assert!(!chow_possible(&c, t("4m")));
        assert!(!chow_possible(&c, t("1s")));
        assert!(!chow_possible(&c, t("1z")));
    }

    #[test]
    fn one_draw_left_means_the_last_tile_of_the_wall() {
        let record = zj27();
        let mut tables = crate::game::hand_tables(&record, 0).expect("replays");
        let Some(table) = tables.first_mut() else {
            panic!("no tables");
        };
        let claim = |from| Moment::Claim {
            from,
            tile: parse_tile("1m").expect("tile"),
        };
        let draws_left = |table: &Table, seat: Wind, moment: Moment| {
            position_of(&record.header.rules, table, seat, moment).draws_left()
        };
        table.wall_left = 4;
        assert_eq!(draws_left(table, Wind::East, Moment::Discard), 1);
        table.wall_left = 5;
        assert_eq!(draws_left(table, Wind::East, Moment::Discard), 2);
        table.wall_left = 3;
        assert_eq!(draws_left(table, Wind::East, Moment::Discard), 0);
        table.wall_left = 8;
        assert_eq!(draws_left(table, Wind::East, Moment::Discard), 2);
        // South is one seat after East: it draws the next tile.
        table.wall_left = 1;
        assert_eq!(draws_left(table, Wind::South, claim(Wind::East)), 1);
        table.wall_left = 2;
        assert_eq!(draws_left(table, Wind::South, claim(Wind::East)), 2);
        // North is three seats after East.
        table.wall_left = 2;
        assert_eq!(draws_left(table, Wind::North, claim(Wind::East)), 0);
        table.wall_left = 3;
        assert_eq!(draws_left(table, Wind::North, claim(Wind::East)), 1);
        table.wall_left = 7;
        assert_eq!(draws_left(table, Wind::North, claim(Wind::East)), 2);
        // A seat out of the hand (Sichuan) draws nothing: three seats go round.
        table.seats[Wind::West.index()].out = true;
        table.wall_left = 3;
        assert_eq!(draws_left(table, Wind::East, Moment::Discard), 1);
        table.wall_left = 2;
        assert_eq!(draws_left(table, Wind::North, claim(Wind::East)), 1);
        table.wall_left = 1;
        assert_eq!(draws_left(table, Wind::North, claim(Wind::East)), 0);
    }
}
