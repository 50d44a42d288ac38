//! Shanten in each rule system's own forms, and the improving tiles of a hand.
//!
//! Tiles are indices 0–33 and hands are [`Counts`]. The count is the exact core's
//! ([`crate::hand::shanten`]): one less than the fewest tiles the hand must draw to be
//! complete, in the system's forms ([`Forms`]: regular, seven pairs, thirteen orphans), no
//! target holding more copies of a kind than the player's own melds leave, nor a Sichuan tile
//! of the missing suit (such tiles must go).
//!
//! The engine has the last word. A hand whose count says complete is complete only when
//! [`crate::rules::score`] accepts it as a win (by self-draw or on a discard); a 3n + 1 hand
//! whose count says ready is ready only when some tile the player may still draw (fewer
//! than four in hand and melds) makes it such a win. Otherwise — the minimum fan or tai
//! is out of reach — its shanten is 1.

use std::collections::HashMap;

use super::Position;
use crate::hand::shanten::{Cache, Goal};
use crate::hand::{Hand, Meld, Situation, TableFacts, WinMethod};
use crate::rules::{RuleSettings, Verdict};
use crate::tiles::{BonusTile, Counts, KINDS, Suit, Tile, Wind};

pub use crate::hand::shanten::Forms;

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
    /// Sichuan: the seats that won and left, as bits of [`Wind::index`] (they pay nothing).
    players_out: u8,
}

/// A shanten calculator for one player's melds under one system; it caches the core's table
/// of every component seen and the engine's verdict on every hand asked about.
#[derive(Debug)]
pub struct Shanten {
    goal: Goal,
    context: WinContext,
    /// Tiles of each kind in the player's own melds.
    in_melds: Counts,
    /// The core's component tables.
    tables: Cache,
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
        let forms = position.rules.forms(position.missing_suit);
        Shanten {
            goal: Goal::with_in_melds(forms, melds.len(), &in_melds),
            context: WinContext {
                rules: position.rules.clone(),
                melds: melds.to_vec(),
                bonus: position.bonus.clone(),
                seat: position.seat,
                prevailing: position.prevailing,
                missing: position.missing_suit,
                players_out: position
                    .others
                    .iter()
                    .filter(|o| o.out)
                    .fold(0, |bits, o| bits | 1 << o.seat.index()),
            },
            in_melds,
            tables: Cache::default(),
            wins: HashMap::new(),
        }
    }

    pub fn forms(&self) -> Forms {
        self.goal.forms()
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
        let mut best: Option<(Tile, i32)> = None;
        for t in Tile::all().filter(|t| c[t.index()] > 0) {
            let mut rest = *c;
            rest[t.index()] -= 1;
            let s = self.shanten(&rest);
            if best.is_none_or(|(_, b)| s < b) {
                best = Some((t, s));
            }
        }
        best.map_or((None, 8), |(t, s)| (Some(t), s))
    }

    /// Every tile that lowers the shanten of the 3n + 1 hand `c` when drawn, with the
    /// copies left: 4 − in hand − in own melds − `visible`, never below 0. Tiles the player
    /// holds four of (hand and melds) cannot be drawn and are not listed.
    pub fn improving(&mut self, c: &Counts, visible: &Counts) -> Vec<(Tile, u8)> {
        let base = self.shanten(c);
        let mut out = Vec::new();
        let forms = self.goal.forms();
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

    /// The count alone, before the engine's word: the core's exact shanten.
    pub fn count(&mut self, c: &Counts) -> i32 {
        self.tables.shanten(&self.goal, c)
    }

    /// Whether the 3n + 1 hand `c` is ready: some tile the player may still draw makes it a
    /// win the engine accepts.
    fn ready(&mut self, c: &Counts) -> bool {
        Tile::all().any(|t| {
            let i = t.index();
            if !self.goal.forms().in_set(t) || c[i].saturating_add(self.in_melds[i]) >= 4 {
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
                players_out: ctx.players_out,
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

    /// The shanten `advise` reports (`advise --no-values`) for a discard decision.
    fn advised(rules: &str, hand: &str, melds: &str, missing: Option<Suit>) -> i32 {
        let position = crate::review::PositionText {
            rules: RuleSettings::from_id(rules).expect("a rule system"),
            hand,
            melds,
            missing,
            ..Default::default()
        }
        .position()
        .expect("a valid position");
        let options = crate::review::AdviseOptions {
            values: false,
            ..Default::default()
        };
        crate::review::advise(&position, &options)
            .expect("advice")
            .shanten
    }

    /// `advise --rules zung-jung --hand 1224m26778p37s --melds "pung 3m"` said 2: 12m and 24m
    /// both wait on the one 3m the pung leaves, so only one of them can become a set.
    #[test]
    fn two_partial_sets_share_the_last_copy() {
        assert_eq!(advised("zung-jung", "1224m26778p37s", "pung 3m", None), 3);
    }

    /// `advise --rules sichuan --hand 345p68s --melds "concealed kong 7s, pung 8s, kong 3s"
    /// --missing p` said 2: the dots are dead and 6s, 8s start nothing the caps allow but
    /// a pair of 6s.
    #[test]
    fn a_tile_that_fits_nothing_is_no_start() {
        assert_eq!(
            advised(
                "sichuan",
                "345p68s",
                "concealed kong 7s, pung 8s, kong 3s",
                Some(Suit::Dots)
            ),
            3
        );
    }

    /// Sichuan's shanten stopped at 8: fourteen dead tiles are fourteen draws away.
    #[test]
    fn dead_tiles_have_no_ceiling() {
        let dots = Some(Suit::Dots);
        assert_eq!(advised("sichuan", "11122233344455p", "", dots), 13);
        assert_eq!(advised("sichuan", "1112223334445p9s", "", dots), 12);
        assert_eq!(advised("sichuan", "1112223334p5s", "pung 1s", dots), 9);
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
        // The count already sees it: the pair 11m waits on a fifth copy, so it is no partial.
        assert_eq!(s.count(&counts("1111m")), 1);
        assert_eq!(s.shanten(&counts("1111m")), 1);
        // 1112m waits on 2m (111m + 22m) and 3m (11m + 123m).
        let p = position("zj", "1112m", &["pung 5z", "pung 6z", "pung 7z"], "");
        let mut s = Shanten::new(&p);
        assert_eq!(s.shanten(&counts("1112m")), 0);
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
