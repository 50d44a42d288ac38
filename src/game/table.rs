//! The table during a hand: each seat's tiles, what just happened (which decides whose turn
//! it is and what may come next), the wall, and the facts of the rule system that play needs.

use super::problem::GameProblem;
use crate::hand::Meld;
use crate::rules::RuleSettings;
use crate::tiles::{BonusTile, Counts, KINDS, Suit, Tile, Wind, parse_tile};

/// One seat's tiles during a hand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatState {
    /// Concealed tiles (a drawn tile included until discarded).
    pub concealed: Counts,
    pub melds: Vec<Meld>,
    /// Bonus tiles set aside.
    pub bonus: Vec<BonusTile>,
    /// Bonus tiles held but not yet set aside.
    pub bonus_in_hand: Vec<BonusTile>,
    pub discards: Vec<Tile>,
    pub missing_suit: Option<Suit>,
    /// Sichuan: this seat has won and left the hand.
    pub out: bool,
    /// The bonus tiles this seat was dealt, one bit per bonus tile (Singapore's dealt bites).
    pub dealt_bonus: u16,
    /// A one-seat record's other seat: its dealt tiles and draws were not seen.
    pub unseen_seat: bool,
    /// Concealed tiles not seen (an unseen seat's): how many, not which. A tile the seat
    /// shows (a discard, a claim, a kong, a bonus tile, its winning hand) comes out of them.
    pub unseen: u8,
}

impl Default for SeatState {
    fn default() -> Self {
        SeatState {
            concealed: [0; KINDS],
            melds: Vec::new(),
            bonus: Vec::new(),
            bonus_in_hand: Vec::new(),
            discards: Vec::new(),
            missing_suit: None,
            out: false,
            dealt_bonus: 0,
            unseen_seat: false,
            unseen: 0,
        }
    }
}

impl SeatState {
    /// Concealed tiles, the unseen ones included.
    pub(super) fn tiles(&self) -> usize {
        self.concealed.iter().map(|&c| c as usize).sum::<usize>() + self.unseen as usize
    }

    /// Sichuan: whether `t` is of the suit this seat declared missing.
    pub fn is_missing(&self, t: Tile) -> bool {
        self.missing_suit.is_some() && t.suit() == self.missing_suit
    }

    /// Sichuan: whether this seat still holds tiles of its missing suit.
    pub fn holds_missing(&self) -> bool {
        self.missing_suit.is_some_and(|s| {
            let i = s.index() * 9;
            self.concealed[i..i + 9].iter().any(|&c| c > 0)
        })
    }
}

/// What just happened, which decides what may come next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Last {
    /// The tiles were dealt; the dealer acts.
    Deal,
    Draw {
        seat: Wind,
        /// The drawn tile; `None` when a one-seat record did not see it.
        tile: Option<Tile>,
        kind: DrawKind,
    },
    Discard {
        seat: Wind,
        tile: Tile,
        after_kong: bool,
    },
    /// A pung or chow was claimed: the claimer discards next.
    Claimed { seat: Wind },
    /// A kong was declared: its declarer draws a replacement next.
    Kong {
        seat: Wind,
        tile: Tile,
        added: bool,
        kongs_in_a_row: u8,
    },
    /// A seat drew a bonus tile: it sets it aside next.
    DrewBonus { seat: Wind, in_a_row: u8 },
    /// A bonus tile was set aside: its owner draws a replacement next.
    Bonus { seat: Wind, in_a_row: u8 },
    /// Sichuan: a seat won and left; the next seat still in draws.
    AfterWin { seat: Wind },
    /// The hand is over.
    Ended,
}

/// Where a drawn tile came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DrawKind {
    Wall,
    KongReplacement { kongs_in_a_row: u8 },
    BonusReplacement { in_a_row: u8 },
}

/// The table at one moment of a hand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Table {
    pub seats: [SeatState; 4],
    /// Tiles left in the live wall.
    pub wall_left: u32,
    pub last: Last,
    pub prevailing: Wind,
    pub dealer: Wind,
    /// Discards made so far, and whether anything was claimed (heaven and earth).
    pub discards_made: u32,
    pub claims_made: bool,
    /// Every tile kind shown or held so far, for the 5th-copy check and fresh tiles.
    pub seen: Counts,
    pub discarded_kinds: Counts,
    /// Every discard of the hand in order, claimed ones included (Zung Jung's immunity).
    pub discard_history: Vec<(Wind, Tile)>,
    /// After a dealt bonus tile's replacement, play resumes from here.
    pub resume: Option<Last>,
}

impl Table {
    /// A table before the deal: empty seats and wall, the winds of the hand.
    pub fn new(prevailing: Wind, dealer: Wind) -> Table {
        Table {
            seats: Default::default(),
            wall_left: 0,
            last: Last::Deal,
            prevailing,
            dealer,
            discards_made: 0,
            claims_made: false,
            seen: [0; KINDS],
            discarded_kinds: [0; KINDS],
            discard_history: Vec::new(),
            resume: None,
        }
    }
}

#[derive(Clone)]
pub(super) struct System {
    pub(super) total_tiles: u32,
    /// Winds and dragons are in the set.
    pub(super) honours: bool,
    pub(super) dead_wall: u32,
    pub(super) bonus_tiles: bool,
    pub(super) chows: bool,
    pub(super) several_winners: bool,
}

pub(super) fn system(rules: &RuleSettings) -> System {
    match rules {
        RuleSettings::ZungJung(o) => System {
            honours: true,
            total_tiles: if o.bonus_tiles { 144 } else { 136 },
            dead_wall: 14,
            bonus_tiles: o.bonus_tiles,
            chows: true,
            several_winners: false,
        },
        RuleSettings::HkOldStyle(crate::rules::hong_kong::Hk(o))
        | RuleSettings::HkNewStyle(crate::rules::hong_kong::Hk(o)) => System {
            honours: true,
            total_tiles: if o.bonus_tiles { 144 } else { 136 },
            dead_wall: 0,
            bonus_tiles: o.bonus_tiles,
            chows: true,
            several_winners: false,
        },
        RuleSettings::Singapore(_) => System {
            honours: true,
            total_tiles: 148,
            dead_wall: 15,
            bonus_tiles: true,
            chows: true,
            several_winners: false,
        },
        RuleSettings::Sichuan(_) => System {
            honours: false,
            total_tiles: 108,
            dead_wall: 0,
            bonus_tiles: false,
            chows: false,
            several_winners: true,
        },
    }
}

/// Tiles in the live wall once a hand is dealt, before any bonus tile is replaced: the set
/// less the dead wall and the 53 dealt tiles.
pub fn live_wall_at_start(rules: &RuleSettings) -> u32 {
    let sys = system(rules);
    sys.total_tiles.saturating_sub(sys.dead_wall + 53)
}

pub(super) fn next_active(table: &Table, after: Wind) -> Wind {
    next_in(after, |w| table.seats[w.index()].out)
}

/// The next seat after `after` that is still in the hand (Sichuan's winners are out).
pub(crate) fn next_in(after: Wind, out: impl Fn(Wind) -> bool) -> Wind {
    let mut s = after.next();
    for _ in 0..4 {
        if !out(s) {
            return s;
        }
        s = s.next();
    }
    after.next()
}

pub(super) fn see(sys: &System, seen: &mut Counts, t: Tile) -> Result<(), GameProblem> {
    if !sys.honours && t.suit().is_none() {
        return Err(GameProblem::NoHonours { tile: t });
    }
    if seen[t.index()] >= 4 {
        return Err(GameProblem::FifthCopy { tile: t });
    }
    seen[t.index()] += 1;
    Ok(())
}

/// A notation error in an event's text.
pub(super) fn bad_notation(text: &str) -> impl Fn(crate::tiles::NotationError) -> GameProblem + '_ {
    move |e| GameProblem::BadNotation {
        text: crate::files::quote(text),
        error: Box::new(e),
    }
}

pub(super) fn tile_of(text: &str) -> Result<Tile, GameProblem> {
    parse_tile(text).map_err(bad_notation(text))
}

pub(super) fn bonus_of(text: &str) -> Result<BonusTile, GameProblem> {
    match crate::tiles::parse_bonus_list(text)
        .map_err(bad_notation(text))?
        .as_slice()
    {
        [b] => Ok(*b),
        _ => Err(GameProblem::NotOneBonus {
            text: crate::files::quote(text),
        }),
    }
}

/// Whether it is `seat`'s turn to discard (or declare a concealed kong, a win, a bonus tile).
pub(super) fn may_discard(table: &Table, seat: Wind) -> bool {
    let s = &table.seats[seat.index()];
    let full = s.tiles() + 3 * s.melds.len() == 14;
    full && match table.last {
        Last::Deal => seat == table.dealer,
        Last::Draw { seat: d, .. } | Last::Claimed { seat: d } => d == seat,
        _ => false,
    }
}

/// A bonus tile is set aside at the deal (dealt ones, before play), just after it is drawn, or
/// in the seat's own turn (after its draw or claim); never in another seat's turn.
pub(super) fn may_set_bonus_aside(table: &Table, seat: Wind) -> bool {
    match table.last {
        Last::Deal => true,
        Last::DrewBonus { seat: s, .. }
        | Last::Draw { seat: s, .. }
        | Last::Claimed { seat: s } => s == seat,
        _ => false,
    }
}

pub(super) fn take_discard(table: &mut Table, from: Wind) {
    table.seats[from.index()].discards.pop();
}

/// Takes `n` copies of `t` from `seat`'s concealed tiles: the known ones first, then, for an
/// unseen seat, unseen ones, each then seen (a fifth copy is refused). `false`, nothing taken,
/// when the seat cannot hold them.
pub(super) fn take(
    sys: &System,
    table: &mut Table,
    seat: Wind,
    t: Tile,
    n: u8,
) -> Result<bool, GameProblem> {
    let state = &table.seats[seat.index()];
    let known = state.concealed[t.index()].min(n);
    let unseen = n - known;
    if unseen > state.unseen {
        return Ok(false);
    }
    for _ in 0..unseen {
        see(sys, &mut table.seen, t)?;
    }
    let state = &mut table.seats[seat.index()];
    state.concealed[t.index()] -= known;
    state.unseen -= unseen;
    Ok(true)
}
