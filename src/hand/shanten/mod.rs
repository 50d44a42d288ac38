//! The exact shanten of a hand: how many tiles it is from complete, in a rule system's own
//! forms. One core for the advisor (`review::shanten`, which adds the engine's word on
//! minimum fan) and the simulator's bots (`sim`).
//!
//! Tiles are indices 0–33 and hands are [`Counts`]. The shanten of concealed tiles `c`
//! (3n + 1 or 3n + 2 of them) beside `k` melds is `needed − 1`, where `needed` is the fewest
//! tiles to draw to reach a complete hand: the least, over every **target** hand of
//! 3 (4 − k) + 2 tiles, of the target's tiles not in `c` (so a complete 3n + 2 hand is −1,
//! a ready 3n + 1 hand 0). A target is
//!
//! - four sets less the melds and a pair (the **regular** form, [`component_table`]);
//! - seven pairs, where the system has them and there are no melds; four alike count as
//!   two pairs only where `RuleSettings::four_alike_as_two_pairs` ([`seven_pairs()`]);
//! - thirteen orphans, where the system has them and there are no melds
//!   ([`thirteen_orphans()`]);
//!
//! and it holds at most `4 − in_melds[i]` copies of each kind `i`, `in_melds` being the tiles
//! of the player's own melds (the copies others have discarded or melded do not cap it, as in
//! the `xiangting` crate). A target never holds a tile outside the set (Sichuan: honours) nor
//! one of a dead suit (Sichuan's missing suit): such tiles in `c` are tiles to throw away.
//!
//! The regular form is counted per component (each suit, the honours): a [`Table`] of the
//! fewest tiles to draw for `m` sets and `p` pairs in that component (a small dynamic
//! programme over its kinds, cached in a [`Cache`] by the component's counts and caps), the
//! four tables combined by a min-plus sum over `Σ m = 4 − k`, `Σ p = 1`.

mod regular;
mod seven_pairs;
mod thirteen_orphans;

pub use regular::{Table, UNREACHABLE, component_table};
pub use seven_pairs::{SevenPairs, seven_pairs};
pub use thirteen_orphans::{ORPHANS, Orphans, thirteen_orphans};

use crate::tiles::COPIES;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use super::Meld;
use crate::tiles::{Counts, KINDS, Tile};

/// The forms and dead tiles a system's shanten counts with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Forms {
    pub seven_pairs: bool,
    pub thirteen_orphans: bool,
    /// Four alike may be two of the seven pairs.
    pub four_alike_as_two_pairs: bool,
    /// Honours are in the set (not in Sichuan).
    pub honours: bool,
    /// The suit (0–2) whose tiles are dead: Sichuan's missing suit.
    pub dead_suit: Option<usize>,
}

impl Forms {
    /// Whether `tile` is in the system's set of playing tiles.
    pub fn in_set(&self, tile: Tile) -> bool {
        self.honours || !tile.is_honour()
    }

    /// Whether a target hand may hold kind `i`: in the set and not of the dead suit.
    pub fn live(&self, i: usize) -> bool {
        self.live_component(component_of(i))
    }

    /// Whether a target hand may hold tiles of component `component` (0–2 the suits, 3 the
    /// honours).
    pub fn live_component(&self, component: usize) -> bool {
        if component == 3 {
            self.honours
        } else {
            self.dead_suit != Some(component)
        }
    }
}

/// What one player's hand must become: the forms, the sets the concealed tiles must make
/// (4 − melds) and the copies of each kind a target may hold (4 − those in the melds).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Goal {
    forms: Forms,
    /// Melds beside the concealed tiles (at most 4).
    melds: usize,
    /// Copies of each kind a target hand may hold: 4 − the copies in the player's melds.
    caps: Counts,
    /// Bit `i`: a target may hold kind `i` ([`Forms::live`]).
    live: u64,
}

impl Goal {
    /// The goal of a player holding `melds`.
    pub fn new(forms: Forms, melds: &[Meld]) -> Goal {
        let mut in_melds = [0u8; KINDS];
        for meld in melds {
            for t in meld.tiles() {
                in_melds[t.index()] = in_melds[t.index()].saturating_add(1);
            }
        }
        Goal::with_in_melds(forms, melds.len(), &in_melds)
    }

    /// The goal of a player with `melds` melds holding `in_melds` copies of each kind.
    pub fn with_in_melds(forms: Forms, melds: usize, in_melds: &Counts) -> Goal {
        let mut live = 0u64;
        for component in (0..4).filter(|&component| forms.live_component(component)) {
            let range = component_range(component);
            live |= ((1u64 << range.len()) - 1) << range.start;
        }
        Goal {
            forms,
            melds: melds.min(crate::tiles::SETS),
            caps: in_melds.map(|n| 4u8.saturating_sub(n)),
            live,
        }
    }

    /// The goal of the same player with one more meld: its tiles' copies taken from the caps
    /// (the same as [`Goal::new`] with `meld` added to the melds).
    pub fn with_meld(&self, meld: &Meld) -> Goal {
        let mut goal = *self;
        for t in meld.tiles() {
            goal.caps[t.index()] = goal.caps[t.index()].saturating_sub(1);
        }
        goal.melds = (self.melds + 1).min(crate::tiles::SETS);
        goal
    }

    pub fn forms(&self) -> Forms {
        self.forms
    }

    /// Melds beside the concealed tiles.
    pub fn melds(&self) -> usize {
        self.melds
    }

    /// Copies of each kind a target hand may hold.
    pub fn caps(&self) -> &Counts {
        &self.caps
    }

    /// Whether a target may hold kind `i`.
    pub fn live(&self, i: usize) -> bool {
        i < KINDS && self.live >> i & 1 == 1
    }

    /// The sets the concealed tiles must make.
    pub fn sets(&self) -> usize {
        4 - self.melds
    }

    /// The special forms of `c` that count toward this goal.
    fn specials_of(&self, c: &Counts) -> Specials {
        let specials = self.melds == 0;
        Specials {
            seven_pairs: (specials && self.forms.seven_pairs).then(|| SevenPairs::of(c, self)),
            orphans: (specials && self.forms.thirteen_orphans).then(|| Orphans::of(c, self)),
        }
    }
}

/// The special forms that count toward a goal, where they do.
#[derive(Clone, Copy, Debug)]
struct Specials {
    seven_pairs: Option<SevenPairs>,
    orphans: Option<Orphans>,
}

impl Specials {
    /// The least `needed` of the forms, [`UNREACHABLE`] when none counts.
    fn needed(&self) -> u8 {
        let pairs = self.seven_pairs.map_or(UNREACHABLE, SevenPairs::needed);
        let orphans = self.orphans.map_or(UNREACHABLE, Orphans::needed);
        pairs.min(orphans)
    }

    /// The same hand less one copy of kind `i`, of which it holds `have`.
    fn without(&self, goal: &Goal, i: usize, have: u8) -> Specials {
        Specials {
            seven_pairs: self.seven_pairs.map(|p| p.without(goal, i, have)),
            orphans: self.orphans.map(|o| o.without(i, have)),
        }
    }
}

/// Component tables by their key (see `Cache::table`), shared by every hand and goal that
/// asks: the key holds the caps.
#[derive(Clone, Debug, Default)]
pub struct Cache {
    tables: HashMap<u64, Table, BuildHasherDefault<KeyHasher>>,
    /// By a component's key: the tables of the component less one copy of each of its kinds
    /// (by the kind's place in the component; [`NOTHING`] where none is held), what
    /// [`Cache::after_each_discard`] reads for every discard.
    rests: HashMap<u64, [Table; 9], BuildHasherDefault<KeyHasher>>,
    /// The latest answers of [`Cache::after_each_discard`], one slot per hash of the hand
    /// (empty until first asked): the choices of one rollout share its wall and dice, so the
    /// bots' turns repeat from one choice's play to the next.
    recent: Vec<Option<Recent>>,
}

/// Slots in [`Cache::recent`] (a power of two).
const RECENT_SLOTS: usize = 2048;

/// One remembered answer of [`Cache::after_each_discard`].
#[derive(Clone, Copy, Debug)]
struct Recent {
    goal: Goal,
    hand: Counts,
    /// The shanten after each discard, `i8::MAX` for kinds not held.
    after: [i8; KINDS],
}

impl Cache {
    /// Tables kept (a component's tables after each discard count as one).
    pub fn len(&self) -> usize {
        self.tables.len() + self.rests.len()
    }

    pub fn is_empty(&self) -> bool {
        self.tables.is_empty() && self.rests.is_empty()
    }

    /// Forgets every table.
    pub fn clear(&mut self) {
        self.tables.clear();
        self.rests.clear();
        self.recent.clear();
    }

    /// The shanten of concealed tiles `c` toward `goal` (module doc): −1 complete, 0 ready.
    pub fn shanten(&mut self, goal: &Goal, c: &Counts) -> i32 {
        i32::from(self.needed(goal, c)) - 1
    }

    /// The fewest tiles `c` must draw to be complete (module doc).
    pub fn needed(&mut self, goal: &Goal, c: &Counts) -> u8 {
        let tables = [0, 1, 2, 3].map(|component| {
            let key = key(goal, c, component);
            self.table(goal, c, component, key)
        });
        let regular = combine_at(
            &combine(&tables[0], &tables[1]),
            &combine(&tables[2], &tables[3]),
            goal.sets(),
        );
        regular.min(goal.specials_of(c).needed())
    }

    /// The shanten of `c` less one copy of each held kind, by kind (`i32::MAX` for kinds not
    /// held): the components the discard leaves alone are combined once, and the key of the
    /// discard's component is its key less one count.
    pub fn after_each_discard(&mut self, goal: &Goal, c: &Counts) -> [i32; KINDS] {
        if self.recent.is_empty() {
            self.recent = vec![None; RECENT_SLOTS];
        }
        let slot = slot_of(c, goal);
        if let Some(hit) = &self.recent[slot]
            && hit.hand == *c
            && hit.goal == *goal
        {
            return hit
                .after
                .map(|n| if n == i8::MAX { i32::MAX } else { i32::from(n) });
        }
        let after = self.count_after_each_discard(goal, c);
        self.recent[slot] = Some(Recent {
            goal: *goal,
            hand: *c,
            after: after.map(|n| i8::try_from(n).unwrap_or(i8::MAX)),
        });
        after
    }

    /// [`Cache::after_each_discard`], counted.
    fn count_after_each_discard(&mut self, goal: &Goal, c: &Counts) -> [i32; KINDS] {
        let keys = [0, 1, 2, 3].map(|component| key(goal, c, component));
        let tables = [0, 1, 2, 3].map(|component| self.table(goal, c, component, keys[component]));
        let specials = goal.specials_of(c);
        let (low, high) = (
            combine(&tables[0], &tables[1]),
            combine(&tables[2], &tables[3]),
        );
        let held = |component: usize| component_range(component).any(|i| c[i] > 0);
        let others = [0, 1, 2, 3].map(|component| match component {
            _ if !held(component) => NOTHING,
            0 => combine(&tables[1], &high),
            1 => combine(&tables[0], &high),
            2 => combine(&low, &tables[3]),
            _ => combine(&low, &tables[2]),
        });
        let sets = goal.sets();
        let mut out = [i32::MAX; KINDS];
        for component in (0..4).filter(|&component| held(component)) {
            let range = component_range(component);
            let rests = self.rest_tables(goal, c, component, keys[component]);
            for (place, i) in range.enumerate().filter(|&(_, i)| c[i] > 0) {
                let own = match &rests {
                    Some(rests) => rests[place],
                    None => {
                        let mut rest = *c;
                        rest[i] -= 1;
                        self.table(goal, &rest, component, key(goal, &rest, component))
                    }
                };
                let regular = combine_at(&others[component], &own, sets);
                let needed = regular.min(specials.without(goal, i, c[i]).needed());
                out[i] = i32::from(needed) - 1;
            }
        }
        out
    }

    /// The tables of component `component` of `c` less one copy of each of its held kinds,
    /// cached by the component's `key`; `None` where a kind holds more than four (a key
    /// digit cannot say it: each is then counted from its own key).
    fn rest_tables(
        &mut self,
        goal: &Goal,
        c: &Counts,
        component: usize,
        key: Option<u64>,
    ) -> Option<[Table; 9]> {
        let range = component_range(component);
        let Some(whole) = key else {
            return Some([NOTHING; 9]);
        };
        if range.clone().any(|i| c[i] > 4) {
            return None;
        }
        if let Some(rests) = self.rests.get(&whole) {
            return Some(*rests);
        }
        let mut rests = [NOTHING; 9];
        for (place, i) in range.enumerate().filter(|&(_, i)| c[i] > 0) {
            let mut rest = *c;
            rest[i] -= 1;
            rests[place] = self.table(goal, &rest, component, Some(whole - count_digit(i)));
        }
        self.rests.insert(whole, rests);
        Some(rests)
    }

    /// The least shanten one discard leaves of the 3n + 2 tiles `c` (`i32::MAX` when `c` is
    /// empty): the count of `c` itself, 0 where it is complete. A discard cannot bring the
    /// hand closer, and the tile a nearest target hand does not use costs nothing to let go,
    /// so the hand is counted once, not once a discard.
    pub fn best_after_discard(&mut self, goal: &Goal, c: &Counts) -> i32 {
        if c.iter().all(|&n| n == 0) {
            return i32::MAX;
        }
        self.shanten(goal, c).max(0)
    }

    /// The table of one component (0–2 a suit, 3 the honours) of `c`, cached by its `key`
    /// ([`key`]; `None`: the component is dead, outside the set or the dead suit, and makes
    /// nothing and costs nothing).
    fn table(&mut self, goal: &Goal, c: &Counts, component: usize, key: Option<u64>) -> Table {
        let Some(key) = key else {
            return NOTHING;
        };
        if let Some(table) = self.tables.get(&key) {
            return *table;
        }
        let range = component_range(component);
        let table = component_table(&c[range.clone()], &goal.caps[range], component != 3);
        self.tables.insert(key, table);
        table
    }
}

/// The cache key of a component of `c`, `None` when it is dead: one base-25 digit per kind
/// (5 × count + copies in melds), the honours flag (the three suits share their tables).
fn key(goal: &Goal, c: &Counts, component: usize) -> Option<u64> {
    if !goal.forms.live_component(component) {
        return None;
    }
    let mut key = 0u64;
    for i in component_range(component) {
        let (have, cap) = (c[i].min(COPIES), goal.caps[i].min(COPIES));
        key = key * 25 + u64::from(have) * 5 + u64::from(COPIES - cap);
    }
    Some(key | u64::from(component == 3) << 48)
}

/// The slot of hand `c` and `goal` in [`Cache::recent`].
fn slot_of(c: &Counts, goal: &Goal) -> usize {
    let mut h = (goal.melds as u64) << 8 | u64::from(goal.forms.dead_suit.map_or(3, |s| s as u8));
    for chunk in c.chunks(8) {
        let mut word = [0u8; 8];
        word[..chunk.len()].copy_from_slice(chunk);
        h = (h.rotate_left(5) ^ u64::from_le_bytes(word)).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    }
    (h >> 40) as usize & (RECENT_SLOTS - 1)
}

/// What one copy of kind `i` adds to its component's key: 5 × 25^(kinds after it).
fn count_digit(i: usize) -> u64 {
    let after = component_range(component_of(i)).end - 1 - i;
    5 * 25u64.pow(after as u32)
}

/// The table of a component that holds nothing and takes nothing.
const NOTHING: Table = {
    let mut t = [[UNREACHABLE; 2]; 5];
    t[0][0] = 0;
    t
};

/// The component (0–2 a suit, 3 the honours) of kind `i`.
pub fn component_of(i: usize) -> usize {
    (i / 9).min(3)
}

/// The kinds of component `component`.
fn component_range(component: usize) -> std::ops::Range<usize> {
    if component == 3 {
        27..KINDS
    } else {
        component * 9..component * 9 + 9
    }
}

/// Two components' tables together: the fewest tiles for `m` sets and `p` pairs in all.
pub fn combine(a: &Table, b: &Table) -> Table {
    let mut out = [[UNREACHABLE; 2]; 5];
    for m1 in 0..5 {
        for p1 in 0..2 {
            let x = a[m1][p1];
            if x >= UNREACHABLE {
                continue;
            }
            for m2 in 0..5 - m1 {
                for p2 in 0..2 - p1 {
                    let y = b[m2][p2];
                    let cell = &mut out[m1 + m2][p1 + p2];
                    *cell = (*cell).min(x.saturating_add(y).min(UNREACHABLE));
                }
            }
        }
    }
    out
}

/// [`combine`] read at `sets` sets and the pair alone.
fn combine_at(a: &Table, b: &Table, sets: usize) -> u8 {
    let mut best = UNREACHABLE;
    for m in 0..=sets {
        for p in 0..2 {
            let sum = a[m][p].saturating_add(b[sets - m][1 - p]);
            best = best.min(sum);
        }
    }
    best.min(UNREACHABLE)
}

/// A multiplicative hash for the cache's integer keys: several times cheaper than the
/// default SipHash, and the keys are ours, not an attacker's.
#[derive(Clone, Copy, Debug, Default)]
pub struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }

    fn write_u32(&mut self, n: u32) {
        self.write_u64(u64::from(n));
    }

    fn write_u64(&mut self, n: u64) {
        let h = (self.0 ^ n).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        self.0 = h ^ (h >> 29);
    }
}

#[cfg(test)]
mod tests;
