//! Shanten in each rule system's own forms, and the improving tiles of a hand.
//!
//! Tiles are indices 0–33 and hands are [`Counts`]. The shanten of a hand beside `k` melds is
//! one less than the number of tiles it still needs to be a complete hand, counted the way
//! xiangting counts it (`needed − 1`, so 0 is ready and −1 complete), per form:
//!
//! - **Regular** (four sets and a pair): each suit and the honours are split into sets `m`,
//!   partial sets `t` (two of a chow, or a pair beside another pair) and one pair `p`, cached
//!   per component; `needed = 9 − 2m − t − p` (melds count as sets, `t ≤ 4 − m`), plus one for
//!   every new set or pair that has no single tile left to start it from (only possible
//!   when tiles of the Sichuan missing suit take up room in the hand).
//! - **Seven pairs** (no melds): `needed = (7 − pairs) + max(0, 7 − pairs − singles)`; four
//!   alike are two pairs only where [`RuleSettings::four_alike_as_two_pairs`].
//! - **Thirteen orphans** (no melds): `needed = 14 − kinds − (a pair among them)`.
//!
//! The forms per system follow the engine's `arrangements`: Zung Jung, Hong Kong and Sichuan
//! take all three (Sichuan has no honours, so never thirteen orphans); Singapore has no
//! seven pairs. Declared wins (eight bonus tiles, Singapore's three dragon pungs) are left out.
//!
//! Sichuan: a tile of the missing suit is dead: it takes room in the hand and counts in no
//! group, so a hand holding one is never ready (it must go first).
//!
//! The engine has the last word. A hand whose count says complete is complete only when
//! [`crate::rules::score`] accepts it as a win (by self-draw or on a discard); a 3n + 1 hand
//! whose count says ready is ready only when some tile the player may still draw (fewer
//! than four in hand and melds) makes it such a win. Otherwise — the minimum fan or tai
//! is out of reach, or the only wait is a fifth copy — its shanten is 1.

use std::collections::HashMap;

use super::Position;
use crate::hand::{Hand, Meld, Situation, TableFacts, WinMethod};
use crate::rules::{RuleSettings, Verdict};
use crate::tiles::{BonusTile, Counts, KINDS, Suit, Tile, Wind};

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
    /// The forms of `rules`, with Sichuan's declared `missing` suit.
    pub fn of(rules: &RuleSettings, missing: Option<Suit>) -> Forms {
        let sichuan = matches!(rules, RuleSettings::Sichuan(_));
        Forms {
            seven_pairs: !matches!(rules, RuleSettings::Singapore(_)),
            thirteen_orphans: !sichuan,
            four_alike_as_two_pairs: rules.four_alike_as_two_pairs(),
            honours: !sichuan,
            dead_suit: if sichuan {
                missing.map(|s| s.index())
            } else {
                None
            },
        }
    }

    /// Whether `tile` is in the system's set of playing tiles.
    pub fn in_set(&self, tile: Tile) -> bool {
        self.honours || !tile.is_honour()
    }
}

/// What the engine needs to tell whether a complete hand wins: the player's melds, bonus
/// tiles, winds and the rules.
#[derive(Clone, Debug)]
struct WinContext {
    rules: RuleSettings,
    melds: Vec<Meld>,
    bonus: Vec<BonusTile>,
    seat: Wind,
    prevailing: Wind,
    missing: Option<Suit>,
}

/// A shanten calculator for one player's melds under one system; it caches the split of
/// every suit seen and the engine's verdict on every hand asked about.
#[derive(Debug)]
pub struct Shanten {
    forms: Forms,
    context: WinContext,
    /// Tiles of each kind in the player's own melds.
    in_melds: Counts,
    /// Options mask per component key (see [`component_key`]).
    components: HashMap<u32, u128>,
    /// Whether a 3n + 2 hand is a win the engine accepts, by self-draw or on a discard.
    wins: HashMap<Counts, bool>,
}

impl Shanten {
    /// A calculator for the position's player (its melds, rules, winds and missing suit).
    pub fn new(position: &Position) -> Shanten {
        Shanten::with_melds(position, &position.melds)
    }

    /// A calculator for the position's player holding `melds` instead of the position's.
    pub fn with_melds(position: &Position, melds: &[Meld]) -> Shanten {
        let mut in_melds = [0u8; KINDS];
        for meld in melds {
            for t in meld.tiles() {
                in_melds[t.index()] = in_melds[t.index()].saturating_add(1);
            }
        }
        Shanten {
            forms: Forms::of(&position.rules, position.missing_suit),
            context: WinContext {
                rules: position.rules.clone(),
                melds: melds.to_vec(),
                bonus: position.bonus.clone(),
                seat: position.seat,
                prevailing: position.prevailing,
                missing: position.missing_suit,
            },
            in_melds,
            components: HashMap::new(),
            wins: HashMap::new(),
        }
    }

    pub fn forms(&self) -> Forms {
        self.forms
    }

    /// The melds this calculator counts beside the concealed tiles.
    pub fn melds(&self) -> &[Meld] {
        &self.context.melds
    }

    /// Copies of each kind in the player's own melds.
    pub fn in_melds(&self) -> &Counts {
        &self.in_melds
    }

    /// The shanten of concealed tiles `c` (3n + 1 or 3n + 2 beside 4 − n melds), the engine
    /// having the last word (module doc): −1 complete, 0 ready.
    pub fn shanten(&mut self, c: &Counts) -> i32 {
        let s = self.count(c);
        let full = total(c) % 3 == 2;
        match (full, s) {
            (true, -1) if self.wins(c) => -1,
            (true, -1 | 0) => self.best_discard(c).1,
            (false, 0) if !self.ready(c) => 1,
            _ => s,
        }
    }

    /// The discard of a 3n + 2 hand that leaves the lowest shanten (the first such tile),
    /// and that shanten; `None` and 8 for an empty hand.
    pub fn best_discard(&mut self, c: &Counts) -> (Option<Tile>, i32) {
        let mut best = (None, 8);
        for t in Tile::all().filter(|t| c[t.index()] > 0) {
            let mut rest = *c;
            rest[t.index()] -= 1;
            let s = self.shanten(&rest);
            if s < best.1 {
                best = (Some(t), s);
            }
        }
        best
    }

    /// Every tile that lowers the shanten of the 3n + 1 hand `c` when drawn, with the
    /// copies left: 4 − in hand − in own melds − `visible`, never below 0. Tiles the player
    /// holds four of (hand and melds) cannot be drawn and are not listed.
    pub fn improving(&mut self, c: &Counts, visible: &Counts) -> Vec<(Tile, u8)> {
        let base = self.shanten(c);
        let mut out = Vec::new();
        let forms = self.forms;
        for t in Tile::all().filter(|&t| forms.in_set(t)) {
            let i = t.index();
            let own = c[i].saturating_add(self.in_melds[i]);
            if own >= 4 {
                continue;
            }
            let mut with = *c;
            with[i] += 1;
            if self.shanten(&with) < base {
                let left = 4u8.saturating_sub(own).saturating_sub(visible[i]);
                out.push((t, left));
            }
        }
        out
    }

    /// The count alone, before the engine's word: the least over the system's forms.
    pub fn count(&mut self, c: &Counts) -> i32 {
        let k = self.context.melds.len().min(4);
        let mut best = self.regular(c, k);
        if k == 0 && self.forms.seven_pairs {
            best = best.min(seven_pairs(c, self.forms));
        }
        if k == 0 && self.forms.thirteen_orphans {
            best = best.min(thirteen_orphans(c));
        }
        best
    }

    /// The regular form's count beside `k` melds (module doc).
    fn regular(&mut self, c: &Counts, k: usize) -> i32 {
        let n = total(c) as i32;
        let mut dead = 0;
        let mut mask = 1u128; // no set, no partial, no pair, no single
        for component in 0..4 {
            if Some(component) == self.forms.dead_suit {
                dead += c[component * 9..component * 9 + 9]
                    .iter()
                    .map(|&x| i32::from(x))
                    .sum::<i32>();
                continue;
            }
            let part = self.component(c, component);
            mask = combine(mask, part);
        }
        let k = k as i32;
        let mut best = 8;
        let mut bits = mask;
        while bits != 0 {
            let i = bits.trailing_zeros();
            bits &= bits - 1;
            let (sets, partials, pair, single) = unbit(i);
            let p = i32::from(pair);
            let m = (sets + k).min(4);
            let t = partials.min(4 - m);
            let seeds = (4 - m - t) + (1 - p);
            let singles = n - 3 * sets - 2 * t - 2 * p - dead;
            // No pair and no tile left that a drawn copy would pair: the pair needs two.
            let unpaired = i32::from(!pair && !single && partials <= t);
            let needed = 9 - 2 * m - t - p + (seeds - singles).max(unpaired).max(0);
            best = best.min(needed - 1);
        }
        best
    }

    /// The (sets, partial sets, pair) options of one suit (0–2) or the honours (3).
    fn component(&mut self, c: &Counts, component: usize) -> u128 {
        let (key, mut part, n) = component_key(c, component);
        if let Some(&mask) = self.components.get(&key) {
            return mask;
        }
        // Kinds the player holds all four of (hand and melds): no partial waits on them.
        let start = component * 9;
        let mut exhausted = [false; 9];
        for (j, e) in exhausted.iter_mut().enumerate().take(n) {
            *e = part[j].saturating_add(self.in_melds[start + j]) >= 4;
        }
        let shape = Shape {
            n,
            honours: component == 3,
            exhausted,
        };
        let mut mask = 0u128;
        options(&mut part, &shape, 0, (0, 0, false, false), &mut mask);
        self.components.insert(key, mask);
        mask
    }

    /// Whether the 3n + 1 hand `c` is ready: some tile the player may still draw makes it a
    /// win the engine accepts.
    fn ready(&mut self, c: &Counts) -> bool {
        Tile::all().any(|t| {
            let i = t.index();
            if !self.forms.in_set(t) || c[i].saturating_add(self.in_melds[i]) >= 4 {
                return false;
            }
            let mut with = *c;
            with[i] += 1;
            self.count(&with) == -1 && self.wins(&with)
        })
    }

    /// Whether the 3n + 2 hand `c` is a win the engine accepts with some tile of it as the
    /// winning tile, by self-draw or on a discard (cached).
    pub fn wins(&mut self, c: &Counts) -> bool {
        if let Some(&w) = self.wins.get(c) {
            return w;
        }
        let w = Tile::all().filter(|t| c[t.index()] > 0).any(|t| {
            [WinMethod::SelfDraw, WinMethod::Discard]
                .into_iter()
                .any(|how| {
                    let discarder = (how == WinMethod::Discard).then(|| self.context.seat.next());
                    self.win_with(c, t, how, discarder).is_some()
                })
        });
        self.wins.insert(*c, w);
        w
    }

    /// The engine's payments to the player when `winning` (held in `c`) completes `c` by
    /// `how` (on a discard: from `discarder`); `None` when the engine refuses the win.
    pub fn win_with(
        &self,
        c: &Counts,
        winning: Tile,
        how: WinMethod,
        discarder: Option<Wind>,
    ) -> Option<u32> {
        let ctx = &self.context;
        let situation = Situation {
            seat_wind: ctx.seat,
            prevailing_wind: ctx.prevailing,
            flags: Default::default(),
            discarder,
            table: TableFacts {
                missing_suit: ctx.missing,
                ..Default::default()
            },
        };
        let tiles = crate::tiles::tiles_of(c);
        let hand = Hand::new(&tiles, &ctx.melds, &ctx.bonus, winning, how, situation).ok()?;
        let scored = crate::rules::score(&hand, &ctx.rules).ok()?;
        (scored.verdict == Verdict::Win).then(|| scored.payments.winner_receives())
    }
}

/// How many tiles `c` holds.
pub fn total(c: &Counts) -> usize {
    c.iter().map(|&x| x as usize).sum()
}

/// The seven pairs count of `c` (module doc); tiles of a dead suit count for nothing.
fn seven_pairs(c: &Counts, forms: Forms) -> i32 {
    let (mut pairs, mut singles) = (0i32, 0i32);
    for (i, &n) in c.iter().enumerate() {
        if forms.dead_suit == Some(i / 9) && i < 27 {
            continue;
        }
        let n = i32::from(n.min(4));
        if forms.four_alike_as_two_pairs {
            pairs += n / 2;
            singles += n % 2;
        } else {
            pairs += i32::from(n >= 2);
            singles += i32::from(n == 1);
        }
    }
    let missing = 7 - pairs.min(7);
    missing + (missing - singles).max(0) - 1
}

/// The thirteen orphans count of `c` (module doc).
fn thirteen_orphans(c: &Counts) -> i32 {
    let kinds = ORPHANS.iter().filter(|&&i| c[i] > 0).count() as i32;
    let pair = ORPHANS.iter().any(|&i| c[i] >= 2);
    13 - kinds - i32::from(pair)
}

/// Indices of the thirteen terminal and honour kinds.
const ORPHANS: [usize; 13] = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];

/// The cache key of one component (base-5 digits and the component's index: the melds
/// make the same counts split differently in different suits), its counts, its length.
fn component_key(c: &Counts, component: usize) -> (u32, [u8; 9], usize) {
    let (start, n) = if component == 3 {
        (27, 7)
    } else {
        (component * 9, 9)
    };
    let mut part = [0u8; 9];
    let mut key = 0u32;
    for j in 0..n {
        part[j] = c[start + j].min(4);
        key = key * 5 + u32::from(part[j]);
    }
    key |= (component as u32) << 24;
    (key, part, n)
}

/// Bit of (sets, partial sets, pair, a drawable single left) in an options mask: sets up to
/// 4, partial sets up to 4 (more never count).
fn bit(m: i32, t: i32, p: bool, single: bool) -> u32 {
    (((m.min(4) * 5 + t.min(4)) * 2 + i32::from(p)) * 2 + i32::from(single)) as u32
}

fn unbit(i: u32) -> (i32, i32, bool, bool) {
    let i = i as i32;
    (i / 20, (i / 4) % 5, (i / 2) % 2 == 1, i % 2 == 1)
}

/// A component being split: its length, whether it is the honours (no chows), and the
/// kinds the player holds all four of.
struct Shape {
    n: usize,
    honours: bool,
    exhausted: [bool; 9],
}

impl Shape {
    /// Whether kind `j` of the component can still be drawn.
    fn drawable(&self, j: Option<usize>) -> bool {
        j.is_some_and(|j| j < self.n && !self.exhausted[j])
    }
}

/// Every way of taking sets, pairs and partial sets out of one component's counts; a
/// second pair counts as a partial set. A partial set counts only when a tile that
/// completes it can still be drawn.
fn options(
    c: &mut [u8; 9],
    shape: &Shape,
    from: usize,
    (m, t, p, single): (i32, i32, bool, bool),
    out: &mut u128,
) {
    let n = shape.n;
    let Some(i) = (from..n).find(|&i| c[i] > 0) else {
        *out |= 1u128 << bit(m, t, p, single);
        return;
    };
    let run = |c: &[u8; 9], d: usize| !shape.honours && i + d < n && c[i + d] > 0;
    if c[i] >= 3 {
        c[i] -= 3;
        options(c, shape, i, (m + 1, t, p, single), out);
        c[i] += 3;
    }
    if run(c, 1) && run(c, 2) {
        c[i] -= 1;
        c[i + 1] -= 1;
        c[i + 2] -= 1;
        options(c, shape, i, (m + 1, t, p, single), out);
        c[i] += 1;
        c[i + 1] += 1;
        c[i + 2] += 1;
    }
    if c[i] >= 2 {
        c[i] -= 2;
        if !p {
            options(c, shape, i, (m, t, true, single), out);
        }
        if shape.drawable(Some(i)) {
            options(c, shape, i, (m, t + 1, p, single), out);
        }
        c[i] += 2;
    }
    for d in [1, 2] {
        // 45 waits on 3 or 6; 46 on 5.
        let waits = if d == 1 {
            shape.drawable(i.checked_sub(1)) || shape.drawable(Some(i + 2))
        } else {
            shape.drawable(Some(i + 1))
        };
        if run(c, d) && waits {
            c[i] -= 1;
            c[i + d] -= 1;
            options(c, shape, i, (m, t + 1, p, single), out);
            c[i] += 1;
            c[i + d] += 1;
        }
    }
    // Tile i left alone: it may still become the pair if a copy can be drawn.
    c[i] -= 1;
    let single = single || shape.drawable(Some(i));
    options(c, shape, i, (m, t, p, single), out);
    c[i] += 1;
}

/// The options of two components together (at most one pair in all).
fn combine(a: u128, b: u128) -> u128 {
    let mut out = 0u128;
    let mut x = a;
    while x != 0 {
        let i = x.trailing_zeros();
        x &= x - 1;
        let (m1, t1, p1, s1) = unbit(i);
        let mut y = b;
        while y != 0 {
            let j = y.trailing_zeros();
            y &= y - 1;
            let (m2, t2, p2, s2) = unbit(j);
            // A second pair is a partial set.
            let t = t1 + t2 + i32::from(p1 && p2);
            out |= 1u128 << bit(m1 + m2, t, p1 || p2, s1 || s2);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::review::input::test_support::position;
    use crate::tiles::{counts_of, parse_tiles};

    fn counts(text: &str) -> Counts {
        counts_of(&parse_tiles(text).unwrap())
    }

    fn shanten_in(rules: &str, hand: &str) -> i32 {
        let p = position(rules, hand, &[], "");
        Shanten::new(&p).shanten(&counts(hand))
    }

    #[test]
    fn regular_counts() {
        assert_eq!(shanten_in("zj", "123m456p789s1122z"), 0);
        assert_eq!(shanten_in("zj", "123m456p789s1234z"), 2);
        assert_eq!(shanten_in("zj", "123m456p789s1123z"), 1);
        assert_eq!(shanten_in("zj", "123m456p789s11z222z"), -1);
        assert_eq!(shanten_in("zj", "147m258p369s1234z"), 6);
    }

    /// Checked by hand against the Python `mahjong` package 2.1.0 (`Shanten.calculate_shanten`,
    /// riichi's regular, seven pairs and thirteen orphans forms): Hong Kong has all three
    /// forms and no minimum by default, and none of these hands holds four alike.
    #[test]
    fn agrees_with_python_mahjong_on_riichi_forms() {
        for (hand, python) in [
            ("123m456p789s1122z", 0),
            ("123m456p789s1234z", 2),
            ("123m456p789s1123z", 1),
            ("147m258p369s1234z", 6),
            ("13m46p79s135z1357z", 3),
            ("2468m2468p2468s1z", 4),
            ("1133m5577p99s113z", 0),
            ("1199m1199p1199s1z", 0),
            ("19m19p19s1234567z", 0),
            ("19m19p19s123456z5m", 1),
            ("1112345678999m", 0),
            ("356m34p5567s44z66z", 2),
            ("123m456p789s11z222z", -1),
            ("123m456p789s11z23z9m", 1),
            ("1223m456789p1199s", 0),
            ("1199m1199p1199s11z", -1),
            ("19m19p19s123456z77z", -1),
        ] {
            assert_eq!(shanten_in("hk-old-style", hand), python, "{hand}");
        }
    }

    #[test]
    fn special_forms_per_system() {
        // Seven pairs: ready in Zung Jung, not in Singapore.
        assert_eq!(shanten_in("zj", "1133m5577p99s113z"), 0);
        assert_eq!(shanten_in("sg", "1133m5577p99s113z"), 3);
        // Thirteen orphans: one to go wherever the system has it.
        assert_eq!(shanten_in("zj", "19m19p19s1234567z"), 0);
        assert_eq!(shanten_in("sg", "19m19p19s1234567z"), 0);
        assert_eq!(shanten_in("hk-old-style", "19m19p19s123456z5m"), 1);
        // Four alike as two pairs: Zung Jung yes, Singapore (no seven pairs anyway) no.
        assert_eq!(shanten_in("zj", "1111m2255p3399s7z"), 0);
    }

    #[test]
    fn sichuan_missing_suit_goes_first() {
        // Four sets and a dots tile held while dots are missing: not ready.
        let hand = "123m456m789m123s5p";
        let mut p = position("sc", hand, &[], "");
        p.missing_suit = Some(Suit::Dots);
        let mut s = Shanten::new(&p);
        assert_eq!(s.shanten(&counts(hand)), 1);
        // Without the dots tile the same sets wait on a pair.
        assert_eq!(s.shanten(&counts("123m456m789m123s5s")), 0);
        // Two dead tiles: two steps even with three sets and a pair.
        assert_eq!(s.shanten(&counts("123m456m789m11s5p6p")), 2);
        assert_eq!(s.shanten(&counts("123m456m789m11s2s5p")), 1);
    }

    #[test]
    fn a_fifth_copy_is_no_wait() {
        // 1111m beside three melds waits only on a fifth 1m.
        let p = position("zj", "1111m", &["pung 5z", "pung 6z", "pung 7z"], "");
        let mut s = Shanten::new(&p);
        assert_eq!(s.count(&counts("1111m")), 0);
        assert_eq!(s.shanten(&counts("1111m")), 1);
    }

    #[test]
    fn minimum_makes_cheap_ready_hands_one_more() {
        // Zung Jung with a 5-point minimum (WSOM): a chicken hand is not ready.
        let mut p = position("zj", "123m456p789s5z", &["pung 9m"], "");
        if let RuleSettings::ZungJung(o) = &mut p.rules {
            o.minimum = crate::rules::zung_jung::Minimum::Wsom;
        }
        let mut s = Shanten::new(&p);
        assert_eq!(s.count(&counts("123m456p789s5z")), 0);
        assert_eq!(s.shanten(&counts("123m456p789s5z")), 1);
        // All one suit is worth far more: ready.
        assert_eq!(s.shanten(&counts("1234567888m")), 0);
    }

    #[test]
    fn improving_tiles_with_copies_left() {
        let p = position("zj", "123m456p789s1123z", &[], "3z3z3z");
        let mut s = Shanten::new(&p);
        let c = counts("123m456p789s1123z");
        let got: Vec<(String, u8)> = s
            .improving(&c, &p.visible)
            .into_iter()
            .map(|(t, n)| (t.to_string(), n))
            .collect();
        assert_eq!(
            got,
            vec![
                ("1z".to_string(), 2),
                ("2z".to_string(), 3),
                ("3z".to_string(), 0)
            ]
        );
    }
}
