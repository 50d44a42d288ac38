//! How far a bot's hand is from complete: the exact shanten of the core
//! ([`crate::hand::shanten`]) in the system's forms, the seat's melds capping the copies and
//! its missing suit (Sichuan) dead; what the bots' discards and claims weigh.

use super::Sim;
use crate::hand::Meld;
use crate::hand::shanten::Goal;
use crate::tiles::{Counts, KINDS, Suit, Wind};

/// The core's component tables, kept by the simulator (and per thread by the rollouts).
pub(super) type MaskCache = crate::hand::shanten::Cache;

impl Sim {
    /// What a seat holding `melds` (and missing `missing`) builds toward.
    pub(super) fn goal(&self, melds: &[Meld], missing: Option<Suit>) -> Goal {
        Goal::new(self.header.rules.forms(missing), melds)
    }

    /// What the seat builds toward with its melds now.
    pub(super) fn seat_goal(&self, seat: Wind) -> Goal {
        let s = self.seat(seat);
        self.goal(&s.melds, s.missing_suit)
    }

    /// The shanten of the seat's hand now (13 − 3 × melds tiles) toward its `goal`
    /// ([`Sim::seat_goal`]), remembered for the seat until its hand or goal changes: the
    /// others' discards between its turns ask it again.
    pub(super) fn shanten_now(&mut self, seat: Wind, goal: &Goal) -> i32 {
        let c = self.seat(seat).concealed;
        if let Some((known_goal, known_hand, n)) = &self.shanten_known[seat.index()]
            && known_goal == goal
            && *known_hand == c
        {
            return *n;
        }
        let n = self.shanten(&c, goal);
        self.shanten_known[seat.index()] = Some((*goal, c, n));
        n
    }

    /// The best shanten reachable by one discard from a full hand `c` toward `goal`.
    pub(super) fn best_after_discard(&mut self, c: &Counts, goal: &Goal) -> i32 {
        self.cache.best_after_discard(goal, c)
    }

    /// The shanten of concealed tiles `c` toward `goal`: −1 complete, 0 ready.
    pub(super) fn shanten(&mut self, c: &Counts, goal: &Goal) -> i32 {
        self.cache.shanten(goal, c)
    }

    /// The shanten of `c` less one copy of each held tile, in tile order (`i32::MAX` for
    /// tiles not held; `c` holds 14 − 3 × melds tiles), toward `goal`.
    pub(super) fn shanten_after_each_discard(&mut self, c: &Counts, goal: &Goal) -> [i32; KINDS] {
        self.cache.after_each_discard(goal, c)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hand::MeldKind::{self, Chow, Pung};
    use crate::rules::RuleSettings;
    use crate::tiles::{Tile, parse_tiles};

    fn counts(text: &str) -> Counts {
        crate::tiles::counts_of(&parse_tiles(text).expect("tiles"))
    }

    /// The bots' count is the core's in the system's forms: thirteen orphans and seven pairs
    /// where the system has them, the melds' copies capping the hand's.
    #[test]
    fn bots_count_with_the_systems_forms() {
        let mut sim = Sim::new(&RuleSettings::default(), 0);
        let goal = sim.goal(&[], None);
        assert_eq!(sim.shanten(&counts("19m19p19s1234567z"), &goal), 0);
        assert_eq!(sim.shanten(&counts("1122m3344p5566s7z"), &goal), 0);
        let mut sg = Sim::new(&RuleSettings::Singapore(Default::default()), 0);
        let goal = sg.goal(&[], None);
        assert_eq!(sg.shanten(&counts("1133m5577p99s113z"), &goal), 3);
        let melds = crate::review::parse_melds("kong 3m, pung 5z, pung 6z").expect("melds");
        let goal = sim.goal(&melds, None);
        assert_eq!(sim.shanten(&counts("12m44p"), &goal), 1);
        assert_eq!(sim.best_after_discard(&counts("12m44p9s"), &goal), 1);
        // One more meld by `with_meld` is the goal of the melds with it.
        let two = crate::review::parse_melds("kong 3m, pung 5z").expect("melds");
        let pung = crate::review::parse_melds("pung 6z").expect("meld");
        assert_eq!(sim.goal(&two, None).with_meld(&pung[0]), goal);
    }

    /// The least shanten after each discard of `rest` beside a claimed meld, every discard
    /// counted.
    fn counting_each_discard(
        sim: &mut Sim,
        rest: &Counts,
        goal: &Goal,
        kind: MeldKind,
        low: Tile,
    ) -> i32 {
        let with = goal.with_meld(&Meld::new(kind, low));
        let after = sim.shanten_after_each_discard(rest, &with);
        after.into_iter().min().unwrap_or(i32::MAX)
    }

    /// The bots' claims, weighed with their shortcuts (a hand's best after a discard as its own
    /// count, no claim for a ready hand, the first chow that gains one, a seat's shanten kept
    /// between turns), are the claims found by counting every chow's every discard.
    #[test]
    fn claims_weighed_with_shortcuts_are_those_of_counting_everything() {
        let mut rng = fastrand::Rng::with_seed(32);
        let mut wall: Vec<usize> = (0..KINDS * 4).map(|i| i / 4).collect();
        let (mut chows, mut pungs) = (0, 0);
        for rules in [
            RuleSettings::default(),
            RuleSettings::Singapore(Default::default()),
        ] {
            let mut sim = Sim::new(&rules, 0);
            for round in 0..400 {
                rng.shuffle(&mut wall);
                let melds = match round % 3 {
                    0 => Vec::new(),
                    1 => crate::review::parse_melds("pung 5z").expect("meld"),
                    _ => crate::review::parse_melds("chow 7s, pung 1m").expect("melds"),
                };
                let mut c = [0u8; KINDS];
                let in_melds = |i: usize| {
                    melds
                        .iter()
                        .any(|m| m.tiles().iter().any(|t| t.index() == i))
                };
                for &i in wall
                    .iter()
                    .filter(|&&i| !in_melds(i))
                    .take(13 - 3 * melds.len())
                {
                    c[i] += 1;
                }
                let seat = Wind::ALL[round % 4];
                let state = &mut sim.play.table_mut().seats[seat.index()];
                state.concealed = c;
                state.melds = melds.clone();
                let goal = sim.goal(&melds, None);
                let before = sim.shanten(&c, &goal);
                assert_eq!(sim.shanten_now(seat, &goal), before, "{c:?}");
                let plan = sim.plan(seat);
                for t in Tile::all() {
                    // Every chow of `t`, each counted after every discard; the first best.
                    let mut best: Option<(i32, Tile)> = None;
                    for low in crate::sim::table::chow_starts(&c, t) {
                        let mut rest = c;
                        for x in crate::sim::table::chow_tiles(low)
                            .iter()
                            .filter(|&&x| x != t)
                        {
                            rest[x.index()] -= 1;
                        }
                        let after = counting_each_discard(&mut sim, &rest, &goal, Chow, low);
                        if best.is_none_or(|(b, _)| after < b) {
                            best = Some((after, low));
                        }
                    }
                    let expected = best
                        .filter(|&(after, _)| after < before)
                        .filter(|_| plan.is_none_or(|p| t.suit() == Some(p)))
                        .map(|(_, low)| low);
                    chows += usize::from(expected.is_some());
                    assert_eq!(sim.chow_helps(seat, t), expected, "{c:?} {t:?}");
                    if c[t.index()] >= 2 {
                        let mut rest = c;
                        rest[t.index()] -= 2;
                        let after = counting_each_discard(&mut sim, &rest, &goal, Pung, t);
                        let helps = if sim.sys.honours && sim.is_value(seat, t) {
                            after <= before
                        } else {
                            after < before
                        };
                        pungs += usize::from(helps);
                        assert_eq!(sim.pung_helps(seat, t), helps, "{c:?} {t:?}");
                    }
                }
            }
        }
        // Claims that help were met, not only refusals.
        assert!(chows > 100 && pungs > 50, "{chows} chows, {pungs} pungs");
    }

    /// Sichuan: the seat's missing suit is dead.
    #[test]
    fn the_missing_suit_is_dead() {
        let mut sim = Sim::new(&RuleSettings::Sichuan(Default::default()), 0);
        let c = counts("123m456m789m123s5p");
        assert_eq!(sim.shanten(&c, &sim.goal(&[], None)), 0);
        assert_eq!(sim.shanten(&c, &sim.goal(&[], Some(Suit::Dots))), 1);
        let full = counts("123m456m789m123s5p5s");
        let goal = sim.goal(&[], Some(Suit::Dots));
        let after = sim.shanten_after_each_discard(&full, &goal);
        assert_eq!(after[13], 0); // 5p
        assert_eq!(after[22], 1); // 5s
    }
}
