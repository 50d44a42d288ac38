//! The bots' choices: which kong to declare, which claims to make, what to collect and which
//! tile to let go.

use super::Sim;
use super::table::chow_tiles;
use crate::hand::{Meld, MeldKind, waits};
use crate::tiles::{Counts, Suit, Tile, Wind, in_suit};

impl Sim {
    /// A concealed kong of four held tiles, or the fourth tile added to an exposed pung.
    pub(super) fn choose_kong(&self, seat: Wind) -> Option<(Tile, bool)> {
        let s = self.seat(seat);
        if let Some(t) = Tile::all().find(|t| s.concealed[t.index()] == 4 && !s.is_missing(*t)) {
            return Some((t, false));
        }
        s.melds
            .iter()
            .find(|m| m.kind == MeldKind::Pung && s.concealed[m.tile.index()] > 0)
            .map(|m| (m.tile, true))
    }

    pub(super) fn is_value(&self, seat: Wind, t: Tile) -> bool {
        t.is_dragon() || t == seat.tile() || t == self.table().prevailing.tile()
    }

    /// The suit a seat is collecting towards a one-suit hand, if its tiles lean that way.
    pub(super) fn plan(&self, seat: Wind) -> Option<Suit> {
        if self.sys.sichuan {
            return None;
        }
        let s = self.seat(seat);
        let mut all = s.concealed;
        for m in &s.melds {
            for t in m.tiles().iter().take(3) {
                all[t.index()] += 1;
            }
        }
        let honours: u32 = all[27..].iter().map(|&n| n as u32).sum();
        let total: u32 = all.iter().map(|&n| n as u32).sum();
        let best = Suit::ALL.into_iter().max_by_key(|&s| in_suit(&all, s))?;
        let n = in_suit(&all, best);
        (n >= 7 && total - n - honours <= 4).then_some(best)
    }

    /// How much a held tile is worth keeping beside the others, apart from complete sets:
    /// isolated honours least, then isolated terminals, then tiles with few neighbours.
    pub(super) fn usefulness(&self, seat: Wind, c: &Counts, t: Tile) -> i32 {
        let n = c[t.index()] as i32;
        let value = if t.is_honour() {
            let base = match n {
                0 | 1 => 0,
                2 => 40,
                _ => 70,
            };
            base + i32::from(self.is_value(seat, t)) * if n >= 2 { 15 } else { 1 }
        } else {
            let number = t.number().unwrap_or(5) as i32;
            let position = match number {
                1 | 9 => 2,
                2 | 8 => 4,
                _ => 6,
            };
            let mut near = 0;
            for (delta, weight) in [(-2, 7), (-1, 12), (1, 12), (2, 7)] {
                let m = number + delta;
                if (1..=9).contains(&m) && c[(t.index() as i32 + delta) as usize] > 0 {
                    near += weight;
                }
            }
            30 * (n - 1).max(0) + near + position
        };
        value.min(99)
    }

    /// The tile to discard from a full hand.
    pub(super) fn choose_discard(&mut self, seat: Wind) -> Tile {
        let s = self.seat(seat);
        let c = s.concealed;
        let forced = s.holds_missing();
        let missing = s.missing_suit;
        let is_missing = |t: Tile| missing.is_some() && t.suit() == missing;
        let plan = self.plan(seat);
        let mut best: Option<(i32, i32, Tile)> = None;
        let mut ready: Vec<Tile> = Vec::new();
        let goal = self.seat_goal(seat);
        let after = self.shanten_after_each_discard(&c, &goal);
        for t in Tile::all().filter(|t| c[t.index()] > 0) {
            if forced && !is_missing(t) {
                continue;
            }
            let sh = after[t.index()];
            if sh == 0 {
                ready.push(t);
            }
            let off_plan = plan.is_some_and(|p| t.suit().is_some_and(|x| x != p));
            let cost = 100 * sh + self.usefulness(seat, &c, t) - if off_plan { 100 } else { 0 };
            if best.is_none_or(|(b, _, _)| cost < b) {
                best = Some((cost, sh, t));
            }
        }
        let Some((_, best_sh, fallback)) = best else {
            // Nothing to weigh (cannot happen with a full hand): any held tile.
            return Tile::all()
                .find(|t| c[t.index()] > 0)
                .unwrap_or_else(|| Wind::East.tile());
        };
        // Ready: keep the discard that leaves the most tiles to win on.
        if best_sh == 0 && ready.len() > 1 {
            let melds = &self.seat(seat).melds;
            let mut top: Option<(u32, Tile)> = None;
            for t in ready {
                let mut rest = c;
                rest[t.index()] -= 1;
                let left: u32 = waits(&rest, melds, self.sys.four_alike)
                    .iter()
                    .filter(|w| !is_missing(w.tile))
                    .map(|w| w.left as u32)
                    .sum();
                if top.is_none_or(|(l, _)| left > l) {
                    top = Some((left, t));
                }
            }
            if let Some((_, t)) = top {
                self.discard_ready = Some((seat, t, after[t.index()] <= 0));
                return t;
            }
        }
        self.discard_ready = Some((seat, fallback, after[fallback.index()] <= 0));
        fallback
    }

    /// Whether the bot claims a pung of `t`: when it helps the shape (see [`Sim::pung_helps`]),
    /// a value honour always, another tile by its dice (more often toward its plan's suit).
    pub(super) fn wants_pung(&mut self, seat: Wind, t: Tile) -> bool {
        if !self.pung_helps(seat, t) {
            return false;
        }
        if self.sys.honours && self.is_value(seat, t) {
            return true;
        }
        let plan = self.plan(seat);
        let chance = if self.sys.sichuan {
            0.8
        } else if plan.is_some() && t.suit() == plan {
            0.9
        } else {
            0.45
        };
        self.dice(seat).f32() < chance
    }

    /// Whether a pung of `t` helps the seat's shape: it lowers the shanten (a value honour's
    /// pung: it does not raise it).
    pub(super) fn pung_helps(&mut self, seat: Wind, t: Tile) -> bool {
        let goal = self.seat_goal(seat);
        let before = self.shanten_now(seat, &goal);
        let value = self.sys.honours && self.is_value(seat, t);
        if before <= 0 && !value {
            return false;
        }
        let mut c = self.seat(seat).concealed;
        c[t.index()] -= 2;
        let with = goal.with_meld(&Meld::new(MeldKind::Pung, t));
        let after = self.best_after_discard(&c, &with);
        if value {
            after <= before
        } else {
            after < before
        }
    }

    /// The lowest tile of the chow the seat would claim with `t`, if it wants one: a chow
    /// that helps (see [`Sim::chow_helps`]), by its dice (more often with a plan).
    pub(super) fn wants_chow(&mut self, seat: Wind, t: Tile) -> Option<Tile> {
        let low = self.chow_helps(seat, t)?;
        let plan = self.plan(seat);
        let chance = if plan.is_some() { 0.7 } else { 0.25 };
        (self.dice(seat).f32() < chance).then_some(low)
    }

    /// The lowest tile of the chow with `t` that leaves the seat's hand closest to ready, when
    /// it lowers the shanten and keeps to the suit of the seat's plan ([`Sim::plan`]).
    pub(super) fn chow_helps(&mut self, seat: Wind, t: Tile) -> Option<Tile> {
        let number = t.number()? as i32;
        let concealed = self.seat(seat).concealed;
        // The chows the seat can make with `t`, each with the concealed tiles it leaves.
        let chows = [number - 2, number - 1, number].map(|start| {
            if !(1..=7).contains(&start) {
                return None;
            }
            let low = Tile::from_index((t.index() as i32 - number + start) as usize)?;
            let mut c = concealed;
            for x in chow_tiles(low).iter().filter(|&&x| x != t) {
                c[x.index()] = c[x.index()].checked_sub(1)?;
            }
            Some((low, c))
        });
        if chows.iter().all(Option::is_none) || self.plan(seat).is_some_and(|p| t.suit() != Some(p))
        {
            return None;
        }
        // A claim and a discard bring the hand at most one closer, as a draw and a discard
        // do: a ready hand gains nothing, and the first chow that gains one is the best.
        let goal = self.seat_goal(seat);
        let before = self.shanten_now(seat, &goal);
        if before <= 0 {
            return None;
        }
        let mut best: Option<(i32, Tile)> = None;
        for (low, c) in chows.into_iter().flatten() {
            let with = goal.with_meld(&Meld::new(MeldKind::Chow, low));
            let after = self.best_after_discard(&c, &with);
            if best.is_none_or(|(b, _)| after < b) {
                best = Some((after, low));
            }
            if after < before {
                break;
            }
        }
        let (after, low) = best?;
        (after < before).then_some(low)
    }
}
