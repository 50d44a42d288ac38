//! The waits drill: a hand one tile short of winning; the learner names every tile that
//! completes it. Dealt from a winning hand with one concealed tile taken out; graded tile by
//! tile against the engine's waits, each completion scored under the rules.

use super::generate::{Target, deal_hand};
use super::mode::{Level, Outcome, PatternResult};
use crate::hand::{Flags, Hand, WinMethod};
use crate::hand::{WaitTile, waits};
use crate::rules::{RuleSettings, Scored, score};
use crate::tiles::{Counts, KINDS, Tile};

/// One waits question: the ready hand (its concealed tiles, melds and situation) and every
/// tile that completes it, with the completed hand's score.
#[derive(Clone, Debug)]
pub struct WaitsQuestion {
    /// The hand as it would be won: `hand.concealed` holds the ready tiles *and*
    /// `hand.winning_tile`; use [`WaitsQuestion::ready`] for the 13 (− 3 × melds).
    pub hand: Hand,
    /// The concealed tiles of the ready hand.
    pub ready: Counts,
    /// The engine's waits, in tile order, each with its completion.
    pub waits: Vec<Completion>,
}

/// A tile that completes the hand, and what the completed hand scores.
#[derive(Clone, Debug)]
pub struct Completion {
    pub wait: WaitTile,
    /// The completed hand scored by the rules; `None` when the rules refuse it.
    pub scored: Option<Scored>,
}

impl Completion {
    /// The ids of the patterns counted in the completed hand, highest value first.
    pub fn patterns(&self) -> Vec<&'static str> {
        let Some(s) = &self.scored else {
            return Vec::new();
        };
        let mut hits: Vec<_> = s.chosen().hits.iter().collect();
        hits.sort_by_key(|h| std::cmp::Reverse(h.value));
        hits.iter().map(|h| h.pattern.id).collect()
    }
}

/// How one tile of the palette was answered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TileGrade {
    /// A wait, clicked.
    Right,
    /// A wait, not clicked.
    Missed,
    /// Clicked, but it completes nothing.
    Wrong,
}

/// The tiles a learner may click: every kind the system plays with (Sichuan has no honours).
pub fn palette(settings: &RuleSettings) -> Vec<Tile> {
    let honours = !matches!(settings, RuleSettings::Sichuan(_));
    Tile::all().filter(|t| honours || t.is_suited()).collect()
}

/// How many tiles wait in a ready hand: the measure of how hard a question is.
fn wait_count(ready: &Counts, hand: &Hand, settings: &RuleSettings) -> usize {
    waits(ready, &hand.melds, settings.four_alike_as_two_pairs()).len()
}

/// Deals a waits question: a few winning hands, from each every way to take one concealed
/// tile out; Beginner picks among the hands with one or two waits, Expert among those with
/// the most, Standard any.
pub fn deal_waits(
    settings: &RuleSettings,
    level: Level,
    rng: &mut fastrand::Rng,
) -> Option<WaitsQuestion> {
    let mut candidates: Vec<(Hand, Counts, usize)> = Vec::new();
    for _ in 0..4 {
        let Some(q) = deal_hand(settings, &Target::Natural, level, rng) else {
            continue;
        };
        let mut base = situation_for_waits(q.hand);
        // The example may come from options other than the club's (bonus tiles off).
        if score(&base, settings).is_err() {
            base.bonus.clear();
            if score(&base, settings).is_err() {
                continue;
            }
        }
        for i in (0..KINDS).filter(|&i| base.concealed[i] > 0) {
            let mut ready = base.concealed;
            ready[i] -= 1;
            let n = wait_count(&ready, &base, settings);
            if n > 0 {
                candidates.push((base.clone(), ready, n));
            }
        }
    }
    let pick: Vec<usize> = match level {
        Level::Beginner => (0..candidates.len())
            .filter(|&k| candidates[k].2 <= 2)
            .collect(),
        Level::Standard => (0..candidates.len()).collect(),
        Level::Expert => {
            let most = candidates.iter().map(|c| c.2).max().unwrap_or(0);
            // The most waits found, or at least three when some hand has them.
            let floor = most.min(3);
            (0..candidates.len())
                .filter(|&k| candidates[k].2 >= floor)
                .collect()
        }
    };
    let pick = if pick.is_empty() {
        (0..candidates.len()).collect()
    } else {
        pick
    };
    let k = *pick.get(rng.usize(0..pick.len().max(1)))?;
    let (hand, ready, _) = candidates.swap_remove(k);
    Some(question_of(settings, hand, ready))
}

/// The dealt hand's situation, made fit for any winning tile: no flags tied to one tile
/// (robbing a kong, a kong replacement, heaven).
pub fn situation_for_waits(mut hand: Hand) -> Hand {
    hand.flags = Flags::default();
    hand.win = match hand.win {
        WinMethod::Discard | WinMethod::RobbingKong => WinMethod::Discard,
        WinMethod::SelfDraw | WinMethod::KongReplacement => WinMethod::SelfDraw,
    };
    if hand.win == WinMethod::SelfDraw {
        hand.discarder = None;
    }
    hand
}

/// The question for `ready` (the concealed tiles one short) in `hand`'s situation.
pub fn question_of(settings: &RuleSettings, hand: Hand, ready: Counts) -> WaitsQuestion {
    let waits = waits(&ready, &hand.melds, settings.four_alike_as_two_pairs())
        .into_iter()
        .map(|wait| {
            let mut full = hand.clone();
            full.concealed = ready;
            full.concealed[wait.tile.index()] += 1;
            full.winning_tile = wait.tile;
            Completion {
                wait,
                scored: score(&full, settings).ok(),
            }
        })
        .collect();
    let mut hand = hand;
    if let Some(first) = Tile::all().find(|t| ready[t.index()] < hand.concealed[t.index()]) {
        hand.winning_tile = first;
    }
    WaitsQuestion { hand, ready, waits }
}

impl WaitsQuestion {
    /// Whether a tile completes the hand.
    pub fn is_wait(&self, tile: Tile) -> bool {
        self.waits.iter().any(|c| c.wait.tile == tile)
    }

    /// Each tile clicked or waited on, graded, in tile order.
    pub fn grade(&self, chosen: &[Tile]) -> Vec<(Tile, TileGrade)> {
        Tile::all()
            .filter_map(|t| {
                let clicked = chosen.contains(&t);
                match (self.is_wait(t), clicked) {
                    (true, true) => Some((t, TileGrade::Right)),
                    (true, false) => Some((t, TileGrade::Missed)),
                    (false, true) => Some((t, TileGrade::Wrong)),
                    (false, false) => None,
                }
            })
            .collect()
    }

    /// The answer as the learner's progress keeps it: right when every wait and nothing else
    /// was clicked. What the question asks is waits, not patterns: each wait books the shape
    /// it completes ([`wait_skill`]: right when found), and a click on a tile that completes
    /// nothing books [`ONLY_WAITS`] wrong.
    pub fn outcome(&self, chosen: &[Tile]) -> Outcome {
        let grades = self.grade(chosen);
        let right = grades.iter().all(|(_, g)| *g == TileGrade::Right);
        let mut patterns: Vec<PatternResult> = Vec::new();
        let mut book = |id: &str, found: bool| match patterns.iter_mut().find(|p| p.pattern == id) {
            Some(p) => p.right &= found,
            None => patterns.push(PatternResult {
                pattern: id.to_string(),
                right: found,
            }),
        };
        for c in &self.waits {
            book(wait_skill(c), chosen.contains(&c.wait.tile));
        }
        let wrong = grades.iter().any(|(_, g)| *g == TileGrade::Wrong);
        book(ONLY_WAITS, !wrong);
        Outcome { right, patterns }
    }
}

/// The skill of clicking only tiles that complete the hand.
pub const ONLY_WAITS: &str = "waits.only-waits";

/// The wait a tile completes in the completed hand's chosen reading ([`crate::hand::Wait`]),
/// as the progress books it: a chow's two sides, middle or edge, a pung from two pairs, the
/// pair (seven pairs' too), thirteen orphans' thirteen sides.
pub fn wait_skill(c: &Completion) -> &'static str {
    use crate::hand::Wait;
    let Some(scored) = &c.scored else {
        // The rules refuse the completed hand: no reading tells its shape.
        return "waits.other";
    };
    match scored.chosen().arrangement.wait {
        Wait::TwoSided => "waits.two-sided",
        Wait::Closed => "waits.closed",
        Wait::Edge => "waits.edge",
        Wait::DualPung => "waits.pung",
        Wait::Single => "waits.pair",
        Wait::ThirteenSided => "waits.thirteen-sided",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hand::{Situation, WinMethod};
    use crate::rules::zung_jung::ZungJungOptions;
    use crate::tiles::{counts_of, parse_tiles};

    fn question(ready: &str, winning: &str) -> WaitsQuestion {
        let settings = RuleSettings::ZungJung(ZungJungOptions::default());
        let hand = Hand::from_notation(
            &format!("{ready}{winning}"),
            winning,
            WinMethod::Discard,
            Situation::default(),
        )
        .unwrap();
        let ready = counts_of(&parse_tiles(ready).unwrap());
        question_of(&settings, hand, ready)
    }

    fn tiles(s: &str) -> Vec<Tile> {
        parse_tiles(s).unwrap()
    }

    #[test]
    fn every_wait_is_scored_and_graded() {
        // 23m waits on 1m and 4m; 4m makes All Sequences with a concealed hand.
        let q = question("23m456p789s234s55m", "1m");
        let waits: Vec<String> = q.waits.iter().map(|c| c.wait.tile.to_string()).collect();
        assert_eq!(waits, ["1m", "4m"]);
        assert!(q.waits.iter().all(|c| c.scored.is_some()));
        assert_eq!(q.waits[0].scored.as_ref().map(|s| s.total()), Some(10));
        let grades = q.grade(&tiles("1m9p"));
        assert_eq!(
            grades,
            [
                (tiles("1m")[0], TileGrade::Right),
                (tiles("4m")[0], TileGrade::Missed),
                (tiles("9p")[0], TileGrade::Wrong),
            ]
        );
        let outcome = q.outcome(&tiles("1m9p"));
        assert!(!outcome.right);
        // Waits are what was asked: the two-sided wait missed (4m), a tile that completes
        // nothing clicked (9p); no pattern of the completed hands is booked.
        let booked: Vec<(&str, bool)> = outcome
            .patterns
            .iter()
            .map(|p| (p.pattern.as_str(), p.right))
            .collect();
        assert_eq!(booked, [("waits.two-sided", false), (ONLY_WAITS, false)]);
        let right = q.outcome(&tiles("1m4m"));
        assert!(right.right && right.patterns.iter().all(|p| p.right));
    }

    #[test]
    fn each_wait_books_the_shape_it_completes() {
        let shape = |concealed: &str, winning: &str| {
            let q = question(concealed, winning);
            let c = q
                .waits
                .iter()
                .find(|c| c.wait.tile == tiles(winning)[0])
                .expect("a wait");
            wait_skill(c)
        };
        assert_eq!(shape("12m456p789s234s55m", "3m"), "waits.edge");
        assert_eq!(shape("13m456p789s234s55m", "2m"), "waits.closed");
        assert_eq!(shape("123m456p789s234s5m", "5m"), "waits.pair");
        assert_eq!(shape("11m456p789s234s55m", "1m"), "waits.pung");
        assert_eq!(shape("11223344m5566p7s", "7s"), "waits.pair");
    }

    #[test]
    fn the_ready_hand_holds_thirteen_tiles() {
        let q = question("1112345678999m", "5m");
        assert_eq!(q.ready.iter().map(|&c| c as usize).sum::<usize>(), 13);
        assert_eq!(q.waits.len(), 9, "nine gates");
        let all: Vec<Tile> = q.waits.iter().map(|c| c.wait.tile).collect();
        assert!(q.outcome(&all).right);
        assert!(!q.outcome(&all[1..]).right);
    }

    #[test]
    fn levels_deal_simple_and_many_sided_waits() {
        let settings = RuleSettings::ZungJung(ZungJungOptions::default());
        let mut rng = fastrand::Rng::with_seed(7);
        let mut beginner = Vec::new();
        let mut expert = Vec::new();
        for _ in 0..12 {
            let b = deal_waits(&settings, Level::Beginner, &mut rng).unwrap();
            let e = deal_waits(&settings, Level::Expert, &mut rng).unwrap();
            for q in [&b, &e] {
                assert!(q.waits.iter().all(|c| c.scored.is_some()));
                let held: usize = q.ready.iter().map(|&c| c as usize).sum();
                assert_eq!(held + 3 * q.hand.melds.len(), 13);
                assert!(!q.waits.is_empty());
            }
            beginner.push(b.waits.len());
            expert.push(e.waits.len());
        }
        assert!(beginner.iter().all(|&n| n <= 2), "{beginner:?}");
        let mean = |v: &[usize]| v.iter().sum::<usize>() as f32 / v.len() as f32;
        assert!(mean(&expert) > mean(&beginner) + 0.5, "{expert:?}");
    }

    #[test]
    fn every_completion_of_every_system_is_scored() {
        let house = crate::rules::house::HouseRules::default();
        let mut rng = fastrand::Rng::with_seed(5);
        for settings in house.systems() {
            for level in Level::ALL {
                for _ in 0..8 {
                    let q = deal_waits(&settings, level, &mut rng).unwrap();
                    for c in &q.waits {
                        assert!(c.scored.is_some(), "{} {:?}", settings.id(), q.hand);
                    }
                }
            }
        }
    }

    #[test]
    fn sichuan_plays_without_honours() {
        let settings = RuleSettings::Sichuan(crate::rules::sichuan::ScOptions {});
        assert_eq!(palette(&settings).len(), 27);
        let mut rng = fastrand::Rng::with_seed(3);
        let q = deal_waits(&settings, Level::Standard, &mut rng).unwrap();
        assert!(q.waits.iter().all(|c| c.wait.tile.is_suited()));
    }
}
