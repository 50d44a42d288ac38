//! The hand generator: legal winning hands for a rule system, for a chosen pattern or as they
//! come in play, at a level, reproducible from a seed.
//!
//! Two ways to a hand, both generic over the rule systems (the engine's [`score`] is the
//! judge of every hand):
//! - **Natural** hands are dealt from random sets — four sets and a pair, now and then seven
//!   pairs or thirteen orphans — with chows more common than pungs, mostly none to two claimed
//!   sets, a kong now and then, bonus tiles where the system plays them, random seats, round,
//!   win method and discarder, and rarely a special situation (last tile, replacement, heaven).
//! - **Targeted** hands start from the rules example of the pattern ([`examples`]) and walk:
//!   each step mutates the hand (re-deals a set or the pair, claims or un-claims a set, makes
//!   or unmakes a kong, moves the winning tile, shuffles suits, changes seats, win method,
//!   discarder or bonus tiles) and is kept only when the hand still wins with the pattern in
//!   the chosen reading, and is no further from what the level asks.
//!
//! Levels: [`Level::Beginner`] deals concealed hands (no declared set) of one or two patterns
//! under the digest's default options; [`Level::Standard`] deals hands as in play under the
//! house rules; [`Level::Expert`] prefers hands with a limit, an excluded pattern, readings
//! worth different totals, or a liability payment (Hong Kong's nine tiles, Singapore's pao).
//!
//! Every random choice comes from the caller's [`fastrand::Rng`], in a fixed order: the same
//! seed deals the same hands.
//!
//! # Patterns that need an option
//!
//! No hand shows these patterns under the digest's default options (see [`NEEDS_OPTIONS`]);
//! the generator deals them under the option their example sets, at every level, and the
//! question shows that option as a fact.
//!
//! # Files
//!
//! - `mod.rs`: targets, levels and goals, the natural deal and the targeted walk, judged by
//!   the engine's [`score`].
//! - `play`: how a system plays and the odds of a deal at a level; tile helpers.
//! - `deal`: a natural hand's tiles, claims, win, bonus tiles and table facts.
//! - `mutate`: the walk's steps, a hand one random change away.

use super::mode::Level;
use super::{Question, example_belongs, rules_for_example, with_discarder};
use crate::formats::examples::examples;
use crate::hand::Hand;
use crate::rules::{Exclusion, PaymentRule, RuleSettings, Scored, Verdict, score, sheet_of};

mod deal;
mod mutate;
mod play;

use deal::{natural_hand, pick_froms_where, validated};
use mutate::{conceal, mutate};
use play::{Play, Style, pick};

/// What a dealt hand should exercise.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Target {
    /// A hand as it arises in play.
    #[default]
    Natural,
    /// A hand that scores this pattern (its id in the system).
    Pattern(String),
}

/// The patterns no hand shows under the digest's default options, with the option each
/// needs: (pattern id, why).
///
/// - Zung Jung 11.1.1, 11.1.2, 11.2.1, 11.2.2 (flowers and seasons): bonus tiles are out of
///   play by default.
/// - Hong Kong `hk.os.bonus_tile` (each bonus tile a fan): the default scores only one's own
///   and the round's bonus tiles.
/// - Singapore `sg.flower_on_flower` (the default scores a win after replacements in a row
///   1 tai however many), `sg.concealed_self_draw` and `sg.pure_green` (off by default),
///   `sg.declared_dragons` and `sg.declared_winds` (declaring by triplets is off by default),
///   `sg.chicken` (the default minimum is 1 tai).
///
/// The test `patterns_that_need_an_option_are_the_documented_ones` checks the list.
pub const NEEDS_OPTIONS: [(&str, &str); 11] = [
    (
        "zj.11.1.1",
        "bonus tiles are out of play by default (bonus_tiles)",
    ),
    (
        "zj.11.1.2",
        "bonus tiles are out of play by default (bonus_tiles)",
    ),
    (
        "zj.11.2.1",
        "bonus tiles are out of play by default (bonus_tiles)",
    ),
    (
        "zj.11.2.2",
        "bonus tiles are out of play by default (bonus_tiles)",
    ),
    (
        "hk.os.bonus_tile",
        "single bonus tiles score only one's own and the round's by default (bonus_variant)",
    ),
    (
        "sg.flower_on_flower",
        "consecutive replacements score one tai by default (flower_on_flower)",
    ),
    (
        "sg.concealed_self_draw",
        "Fully Concealed Hand is off by default (fully_concealed)",
    ),
    ("sg.pure_green", "Pure Green is off by default (pure_green)"),
    (
        "sg.declared_dragons",
        "declaring by triplets is off by default (declare_by_triplets)",
    ),
    (
        "sg.declared_winds",
        "declaring by triplets is off by default (declare_by_triplets)",
    ),
    ("sg.chicken", "the default minimum is 1 tai (minimum)"),
];

/// Deals like [`deal_hand`]; when the walk finds no hand (rare: a target that the house rules
/// make hard to reach), an example of any pattern instead, so that the drill always has a
/// question.
pub fn deal_question(
    settings: &RuleSettings,
    target: &Target,
    level: Level,
    rng: &mut fastrand::Rng,
) -> Option<Question> {
    deal_hand(settings, target, level, rng).or_else(|| super::deal(settings, rng))
}

/// Deals one winning hand for `settings` that exercises `target` at `level`; `None` when no
/// hand was found (a pattern the system does not have, or house rules under which its hands
/// do not win).
pub fn deal_hand(
    settings: &RuleSettings,
    target: &Target,
    level: Level,
    rng: &mut fastrand::Rng,
) -> Option<Question> {
    // Beginners play the digest's options.
    let base = match level {
        Level::Beginner => RuleSettings::from_id(settings.id()).unwrap_or_else(|| settings.clone()),
        _ => settings.clone(),
    };
    let play = Play::of(&base);
    let style = Style::of(level);
    let goal = match level {
        Level::Beginner => Goal::Beginner,
        Level::Standard => Goal::Standard,
        Level::Expert => {
            let mut features = vec![Feature::Limit, Feature::Readings];
            if base.patterns().iter().any(|p| p.series.is_some()) {
                features.push(Feature::Exclusion);
            }
            if matches!(
                base,
                RuleSettings::HkOldStyle(crate::rules::hong_kong::Hk(_))
                    | RuleSettings::HkNewStyle(crate::rules::hong_kong::Hk(_))
                    | RuleSettings::Singapore(_)
            ) {
                features.push(Feature::Liability);
            }
            Goal::Expert(pick(&features, rng).unwrap_or(Feature::Limit))
        }
    };
    match target {
        Target::Natural => {
            let limits: Vec<&str> = base
                .patterns()
                .iter()
                .filter(|p| p.limit)
                .map(|p| p.id)
                .collect();
            match (goal, pick(&limits, rng)) {
                (Goal::Expert(Feature::Limit), Some(id)) => {
                    targeted(&base, id, goal, play, &style, rng)
                        .or_else(|| natural(&base, goal, play, &style, rng))
                }
                _ => natural(&base, goal, play, &style, rng),
            }
        }
        Target::Pattern(id) => targeted(&base, id, goal, play, &style, rng),
    }
}

/// What an expert hand shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Feature {
    /// A limit (a limit hand, or a sum cut to the limit).
    Limit,
    /// Readings worth different totals.
    Readings,
    /// A pattern present but not counted: a higher one of its series counts instead.
    Exclusion,
    /// A liable player pays for others.
    Liability,
}

/// What the dealt hand should be, beside its target.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Goal {
    /// Concealed, one or two patterns.
    Beginner,
    /// Anything that wins.
    Standard,
    /// This feature (or at least another expert feature).
    Expert(Feature),
}

/// Whether a scored hand shows what an expert drill is after: a limit, an excluded pattern,
/// readings worth different totals, or a liability payment.
pub fn expert_feature(scored: &Scored) -> bool {
    let chosen = scored.chosen();
    chosen.limit.is_some()
        || !chosen.excluded.is_empty()
        || several_readings(scored)
        || liability(scored)
}

/// Whether the hand has readings worth different totals (freedom of arrangement).
pub fn several_readings(scored: &Scored) -> bool {
    scored
        .evaluations
        .iter()
        .any(|e| e.total != scored.chosen().total)
}

/// Whether a liable player pays for others (Hong Kong's liability, Singapore's pao).
pub fn liability(scored: &Scored) -> bool {
    scored.payments.entries.iter().any(|p| {
        matches!(
            p.rule,
            PaymentRule::HkLiable { .. } | PaymentRule::SgPao { .. }
        )
    })
}

/// Whether a scored hand shows a feature.
fn shows(scored: &Scored, feature: Feature) -> bool {
    match feature {
        Feature::Limit => scored.chosen().limit.is_some(),
        Feature::Readings => several_readings(scored),
        Feature::Exclusion => scored
            .chosen()
            .excluded
            .iter()
            .any(|e| e.why == Exclusion::SameSeries),
        Feature::Liability => liability(scored),
    }
}

/// How far a hand is from what the goal asks (0: it is what the goal asks).
fn distance(hand: &Hand, scored: &Scored, goal: Goal) -> usize {
    match goal {
        Goal::Beginner => {
            2 * hand.melds.len()
                + scored.chosen().hits.len().saturating_sub(2)
                + usize::from(scored.chosen().limit.is_some())
        }
        Goal::Standard => 0,
        Goal::Expert(feature) if shows(scored, feature) => 0,
        Goal::Expert(_) => 1 + usize::from(!expert_feature(scored)),
    }
}

/// The hand scored, when it is a win that counts `pattern` (any win when `None`).
fn wins(hand: &Hand, rules: &RuleSettings, pattern: Option<&str>) -> Option<Scored> {
    let scored = score(hand, rules).ok()?;
    let counts = pattern.is_none_or(|p| scored.chosen().hits.iter().any(|h| h.pattern.id == p));
    (scored.verdict == Verdict::Win && counts).then_some(scored)
}

fn question(pattern: String, hand: Hand, scored: Scored) -> Question {
    let hand = crate::drill::round_shown(hand, &scored.settings);
    let sheet = sheet_of(&hand, &scored);
    Question {
        pattern,
        hand,
        scored,
        sheet,
        round_discards: Vec::new(),
    }
}

/// The pattern a natural hand is about: its most valuable counted pattern.
fn top_pattern(scored: &Scored) -> String {
    scored
        .chosen()
        .hits
        .iter()
        .max_by_key(|h| h.value)
        .map(|h| h.pattern.id.to_string())
        .unwrap_or_default()
}

/// A natural hand at a level: dealt until one wins (and is what the level asks, or the
/// closest found).
fn natural(
    rules: &RuleSettings,
    goal: Goal,
    play: Play,
    style: &Style,
    rng: &mut fastrand::Rng,
) -> Option<Question> {
    let mut best: Option<(usize, Hand, Scored)> = None;
    let tries = match goal {
        Goal::Standard => 100,
        Goal::Beginner => 300,
        Goal::Expert(_) => 120,
    };
    // Odds that make the feature an expert hand is after more common.
    let style = match goal {
        Goal::Expert(Feature::Readings) => Style {
            runs: 0.5,
            ..*style
        },
        Goal::Expert(Feature::Liability) => Style {
            melds: [0, 0, 10, 45, 45],
            main_suit: 0.85,
            ..*style
        },
        _ => *style,
    };
    for _ in 0..tries {
        let Some(hand) = natural_hand(play, &style, rng) else {
            continue;
        };
        let Some(scored) = wins(&hand, rules, None) else {
            continue;
        };
        let d = distance(&hand, &scored, goal);
        if best.as_ref().is_none_or(|b| d < b.0) {
            best = Some((d, hand, scored));
        }
        if d == 0 {
            break;
        }
    }
    let (_, hand, scored) = best?;
    Some(question(top_pattern(&scored), hand, scored))
}

/// A hand that counts `pattern`: its example, walked by mutations that keep the pattern and
/// bring the hand no further from what the level asks.
fn targeted(
    base: &RuleSettings,
    pattern: &str,
    goal: Goal,
    play: Play,
    style: &Style,
    rng: &mut fastrand::Rng,
) -> Option<Question> {
    let pool: Vec<_> = examples()
        .iter()
        .filter(|e| e.pattern == pattern && example_belongs(&e.hand.rules, base))
        .collect();
    let example = pick(&pool, rng)?;
    let rules = rules_for_example(&example.hand.rules, base);
    let play = Play {
        flowers: Play::of(&rules).flowers,
        ..play
    };
    let seed = with_discarder(example.hand.to_hand().ok()?, rng);
    let mut scored = wins(&seed, &rules, Some(pattern))?;
    let mut hand = seed;
    // Claimed melds say whom they came from, as in play.
    let mut known = hand.clone();
    pick_froms_where(&mut known, rng, |m| m.from.is_none());
    if let Some(s) = validated(&known).and_then(|h| wins(&h, &rules, Some(pattern))) {
        (hand, scored) = (known, s);
    }
    let mut d = distance(&hand, &scored, goal);
    // A beginner's hand is concealed where the pattern allows it.
    if goal == Goal::Beginner {
        for i in (0..hand.melds.len()).rev() {
            let Some(next) = conceal(&hand, i) else {
                continue;
            };
            if let Some(s) = wins(&next, &rules, Some(pattern)) {
                let nd = distance(&next, &s, goal);
                if nd <= d {
                    (hand, scored, d) = (next, s, nd);
                }
            }
        }
    }
    let mut steps = style.steps;
    let (mut step, mut moved) = (0, 0);
    while step < steps {
        step += 1;
        // Walk on while the hand is not yet what the level asks, or has hardly moved (a
        // pattern few changes keep: thirteen orphans, nine gates).
        if step == steps && (d > 0 || 2 * moved < style.steps) && steps < 6 * style.steps {
            steps += 1;
        }
        let Some(next) = mutate(&hand, play, style, rng) else {
            continue;
        };
        let Some(s) = wins(&next, &rules, Some(pattern)) else {
            continue;
        };
        let nd = distance(&next, &s, goal);
        if nd <= d {
            (hand, scored, d) = (next, s, nd);
            moved += 1;
        }
    }
    Some(question(pattern.to_string(), hand, scored))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::drill::Flag;
    use crate::drill::{question_facts, rebuild};
    use crate::hand::Shape;
    use crate::rules::house::HouseRules;
    use std::collections::BTreeSet;

    fn defaults() -> Vec<RuleSettings> {
        HouseRules::default().systems()
    }

    fn check_valid(q: &Question) {
        let h = &q.hand;
        assert_eq!(q.scored.verdict, Verdict::Win, "{}", q.pattern);
        assert!(h.all_counts().iter().all(|&c| c <= 4));
        let again = validated(h).expect("a valid hand");
        assert_eq!(&again, h);
        let facts = question_facts(q);
        let (rules, rebuilt) = rebuild(&facts).expect("rebuilds");
        assert_eq!(rules, q.scored.settings, "{}", q.pattern);
        assert_eq!(&rebuilt, h, "{}", q.pattern);
        let s = score(&rebuilt, &rules).expect("scores");
        assert_eq!(s.total(), q.scored.total());
        assert_eq!(s.payments, q.scored.payments);
    }

    /// The check: for every system and every pattern, 50 hands dealt at the standard
    /// level (and 5 at each other level) are valid wins that count the pattern, and the
    /// hand and its score follow from the facts the question shows.
    #[test]
    fn every_pattern_hand_wins_with_its_pattern() {
        let mut rng = fastrand::Rng::with_seed(42);
        for settings in defaults() {
            for id in settings.patterns().iter().map(|p| p.id) {
                let target = Target::Pattern(id.to_string());
                for n in 0..60 {
                    let level = match n {
                        0..50 => Level::Standard,
                        50..55 => Level::Beginner,
                        _ => Level::Expert,
                    };
                    let q = deal_hand(&settings, &target, level, &mut rng)
                        .unwrap_or_else(|| panic!("{}: no hand for {id}", settings.id()));
                    assert!(
                        q.scored.chosen().hits.iter().any(|h| h.pattern.id == id),
                        "{}: hand {n} lacks {id}",
                        settings.id()
                    );
                    assert_eq!(q.pattern, id);
                    check_valid(&q);
                }
            }
        }
    }

    #[test]
    fn natural_hands_are_valid_and_varied() {
        for settings in defaults() {
            let mut rng = fastrand::Rng::with_seed(9);
            let mut melds = [0usize; 5];
            let (mut chows, mut pungs, mut flagged) = (0, 0, 0);
            for _ in 0..200 {
                let q = deal_hand(&settings, &Target::Natural, Level::Standard, &mut rng)
                    .expect("a natural hand");
                check_valid(&q);
                let scored_flags = Play::of(&settings).flags;
                for flag in Flag::ALL.into_iter().filter(|f| f.is_set(q.hand.flags)) {
                    assert!(flag.is_set(scored_flags), "{}: {flag:?}", settings.id());
                    flagged += 1;
                }
                melds[q.hand.melds.len()] += 1;
                let a = &q.scored.chosen().arrangement;
                chows += a.groups.iter().filter(|g| g.shape == Shape::Chow).count();
                pungs += a.groups.iter().filter(|g| g.is_triplet()).count();
            }
            assert!(melds[0] + melds[1] + melds[2] > 140, "{melds:?}");
            assert!(
                chows > pungs,
                "{}: {chows} chows, {pungs} pungs",
                settings.id()
            );
            assert!(
                (1..20).contains(&flagged),
                "{}: {flagged} flags",
                settings.id()
            );
        }
    }

    /// Under the house's options: bonus tiles in Zung Jung and a minimum are played, and the
    /// options are shown as facts (the round trip of `check_valid`).
    #[test]
    fn natural_hands_follow_the_house_rules() {
        let mut house = HouseRules::default();
        house.zung_jung.bonus_tiles = true;
        house.zung_jung.minimum = crate::rules::zung_jung::Minimum::Wsom;
        house.hong_kong.minimum_fan = 3;
        house.hong_kong.bonus_tiles = false;
        house.singapore.minimum = 2;
        let mut rng = fastrand::Rng::with_seed(4);
        for settings in house.systems() {
            let mut with_bonus = 0;
            for _ in 0..60 {
                let q = deal_hand(&settings, &Target::Natural, Level::Standard, &mut rng)
                    .expect("a natural hand");
                check_valid(&q);
                assert_eq!(q.scored.settings, settings);
                with_bonus += usize::from(!q.hand.bonus.is_empty());
                let total = q.scored.total();
                match &settings {
                    RuleSettings::ZungJung(_) => assert!(total >= 5, "{total}"),
                    RuleSettings::HkOldStyle(crate::rules::hong_kong::Hk(_))
                    | RuleSettings::HkNewStyle(crate::rules::hong_kong::Hk(_)) => {
                        assert!(total >= 3, "{total}");
                        assert!(q.hand.bonus.is_empty());
                    }
                    RuleSettings::Singapore(_) => assert!(total >= 2, "{total}"),
                    RuleSettings::Sichuan(_) => {}
                }
            }
            if matches!(
                settings,
                RuleSettings::ZungJung(_) | RuleSettings::Singapore(_)
            ) {
                assert!(
                    with_bonus > 20,
                    "{}: {with_bonus} with bonus tiles",
                    settings.id()
                );
            }
        }
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(64))]

        /// Any seed, system, level and target: a valid win (the target's pattern counted)
        /// that the question's facts rebuild.
        #[test]
        fn any_seed_deals_a_valid_win(
            seed: u64,
            k in 0usize..5,
            level in 0usize..3,
            pattern: proptest::sample::Index,
            natural: bool,
        ) {
            let settings = defaults()[k].clone();
            let patterns = settings.patterns();
            let target = if natural {
                Target::Natural
            } else {
                Target::Pattern(pattern.get(&patterns).id.to_string())
            };
            let mut rng = fastrand::Rng::with_seed(seed);
            let q = deal_hand(&settings, &target, Level::ALL[level], &mut rng)
                .expect("a hand");
            check_valid(&q);
            if let Target::Pattern(id) = &target {
                proptest::prop_assert!(q.scored.chosen().hits.iter().any(|h| h.pattern.id == id));
            }
        }
    }

    #[test]
    fn different_seeds_deal_different_hands() {
        for settings in defaults() {
            for target in [
                Target::Natural,
                Target::Pattern(settings.patterns()[1].id.to_string()),
            ] {
                let hands: BTreeSet<String> = (0..100)
                    .filter_map(|seed| {
                        let mut rng = fastrand::Rng::with_seed(seed);
                        deal_hand(&settings, &target, Level::Standard, &mut rng)
                    })
                    .map(|q| format!("{:?}", q.hand))
                    .collect();
                assert!(
                    hands.len() >= 90,
                    "{} {target:?}: {} distinct",
                    settings.id(),
                    hands.len()
                );
            }
        }
    }

    #[test]
    fn the_same_seed_deals_the_same_hand() {
        for settings in defaults() {
            for level in Level::ALL {
                let deal = |seed| {
                    let mut rng = fastrand::Rng::with_seed(seed);
                    deal_hand(&settings, &Target::Natural, level, &mut rng).map(|q| q.hand)
                };
                assert_eq!(deal(5), deal(5));
            }
        }
    }

    #[test]
    fn beginner_hands_are_concealed_with_few_patterns() {
        for settings in defaults() {
            let mut rng = fastrand::Rng::with_seed(1);
            let mut good = 0;
            for _ in 0..40 {
                let q = deal_hand(&settings, &Target::Natural, Level::Beginner, &mut rng)
                    .expect("a beginner hand");
                check_valid(&q);
                assert_eq!(
                    Some(&q.scored.settings),
                    RuleSettings::from_id(settings.id()).as_ref()
                );
                let hits = q.scored.chosen().hits.len();
                if q.hand.melds.is_empty() && (1..=2).contains(&hits) {
                    good += 1;
                }
            }
            assert!(good >= 38, "{}: {good} of 40", settings.id());
        }
    }

    /// Patterns a concealed hand shows with at most one other pattern come so at the
    /// beginner level, under the digest's options, whatever the house plays.
    #[test]
    fn beginner_pattern_hands_are_concealed_with_few_patterns() {
        let mut house = HouseRules::default();
        house.singapore.limit = 8;
        let mut rng = fastrand::Rng::with_seed(8);
        for (k, id) in [
            (0, "zj.1.1"),
            (1, "hk.os.all_chows"),
            (2, "hk.ns.double_chow"),
            (3, "sg.dragon"),
            (4, "sc.root"),
        ] {
            let settings = house.systems()[k].clone();
            for _ in 0..20 {
                let q = deal_hand(
                    &settings,
                    &Target::Pattern(id.to_string()),
                    Level::Beginner,
                    &mut rng,
                )
                .expect("a hand");
                check_valid(&q);
                assert_eq!(
                    Some(&q.scored.settings),
                    RuleSettings::from_id(settings.id()).as_ref()
                );
                assert!(q.hand.melds.is_empty(), "{id}: {:?}", q.hand.melds);
                let hits = q.scored.chosen().hits.len();
                assert!((1..=2).contains(&hits), "{id}: {hits} patterns");
            }
        }
    }

    #[test]
    fn expert_hands_reach_limits_readings_and_liability() {
        for settings in defaults() {
            let mut rng = fastrand::Rng::with_seed(3);
            let (mut limits, mut readings, mut liable, mut featured) = (0, 0, 0, 0);
            let n = 100;
            for _ in 0..n {
                let q = deal_hand(&settings, &Target::Natural, Level::Expert, &mut rng)
                    .expect("an expert hand");
                check_valid(&q);
                limits += usize::from(q.scored.chosen().limit.is_some());
                readings += usize::from(several_readings(&q.scored));
                liable += usize::from(liability(&q.scored));
                featured += usize::from(expert_feature(&q.scored));
            }
            let id = settings.id();
            eprintln!(
                "{id}: limits {limits} readings {readings} liable {liable} featured {featured}"
            );
            assert!(featured * 10 >= n * 8, "{id}: {featured} of {n}");
            assert!(limits * 10 >= n, "{id}: {limits} limits of {n}");
            assert!(
                readings * 20 >= n,
                "{id}: {readings} with several readings of {n}"
            );
            if matches!(
                settings,
                RuleSettings::HkOldStyle(crate::rules::hong_kong::Hk(_))
                    | RuleSettings::HkNewStyle(crate::rules::hong_kong::Hk(_))
                    | RuleSettings::Singapore(_)
            ) {
                assert!(liable > 0, "{id}: no liability");
            }
        }
    }

    /// Hong Kong expert hands sometimes show a discarder who had only dangerous tiles: the
    /// question says so, and that hand carries no nine-tile liability.
    #[test]
    fn hong_kong_hands_show_the_forced_discard_escape() {
        let settings = RuleSettings::HkOldStyle(Default::default());
        let mut rng = fastrand::Rng::with_seed(9);
        let mut forced = 0;
        for _ in 0..600 {
            let Some(q) = deal_hand(&settings, &Target::Natural, Level::Expert, &mut rng) else {
                continue;
            };
            if !q.hand.table.forced_discard {
                continue;
            }
            forced += 1;
            assert!(crate::drill::question_facts(&q).contains(&crate::drill::Fact::ForcedDiscard));
            let nine = q
                .scored
                .payments
                .entries
                .iter()
                .any(|p| p.rule.id() == crate::rules::hong_kong::Liability::NineTiles.id());
            assert!(!nine, "{:?}", q.scored.payments);
        }
        assert!(forced > 0, "no forced discard in 600 expert hands");
    }

    /// The documented patterns need their option: under the digest's defaults their example
    /// does not count them, and every other pattern's example does.
    #[test]
    fn patterns_that_need_an_option_are_the_documented_ones() {
        let mut needing = BTreeSet::new();
        for settings in defaults() {
            for e in examples()
                .iter()
                .filter(|e| e.hand.rules.id() == settings.id())
            {
                let hand = e.hand.to_hand().expect("example");
                let counts = wins(&hand, &settings, Some(&e.pattern)).is_some();
                if !counts {
                    needing.insert(e.pattern.clone());
                }
            }
        }
        let documented: BTreeSet<String> =
            NEEDS_OPTIONS.iter().map(|(id, _)| id.to_string()).collect();
        assert_eq!(needing, documented);
        // They are still dealt, under the option their example sets, which the question
        // shows.
        let mut rng = fastrand::Rng::with_seed(6);
        for (id, _) in NEEDS_OPTIONS {
            let settings = defaults()
                .into_iter()
                .find(|s| s.patterns().iter().any(|p| p.id == id))
                .expect("a system with the pattern");
            for level in Level::ALL {
                let q = deal_hand(&settings, &Target::Pattern(id.to_string()), level, &mut rng)
                    .expect("a hand");
                check_valid(&q);
                assert_ne!(q.scored.settings, settings, "{id}");
                let facts = question_facts(&q);
                assert!(
                    facts
                        .iter()
                        .any(|f| matches!(f, crate::drill::Fact::Option { .. })),
                    "{id}: the option is shown"
                );
            }
        }
    }
}
