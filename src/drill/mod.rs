//! Drills: the hand generator and the facts a question shows. A question is a winning hand
//! the generator deals ([`generate::deal_hand`]) for a pattern or as in play, scored under the
//! club's house rules; what the learner sees of it is [`question_facts`], from which the hand
//! and its score can be rebuilt ([`rebuild`]), so nothing the answer depends on is hidden.

pub mod discard;
pub mod generate;
pub mod mode;
pub mod patterns;
pub mod payments;
pub mod readings;
pub mod set;
pub mod waits;
pub mod wall_end;

use crate::formats::examples::examples;
use crate::hand::{Flags, Hand, Meld, Situation, TableFacts, WinMethod};
use crate::rules::house::{HouseRules, OPTIONS, Section};
use crate::rules::{RuleSettings, ScoreSheet, Scored, Verdict, score, sheet_of};
use crate::tiles::{BonusTile, Suit, Tile, Wind, tiles_of};

/// One question: the hand, its score, and the pattern it was chosen to exercise. The rule
/// options it was scored under are `scored.settings`.
#[derive(Clone, Debug)]
pub struct Question {
    pub pattern: String,
    pub hand: Hand,
    pub scored: Scored,
    pub sheet: ScoreSheet,
    /// The discards of the round before a Zung Jung win on a discard, from the winner's own
    /// last discard to the winning one, when the question is about the one-round immunity
    /// (its payments then follow it); empty otherwise.
    pub round_discards: Vec<(Wind, Tile)>,
}

pub use crate::rules::table_play::Flag;

/// One fact a drill question shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fact {
    /// The rule system, by id (`hk-new-style`).
    System(&'static str),
    Seat(Wind),
    Round(Wind),
    Won(WinMethod),
    /// Who discarded the winning tile (or added to the robbed kong).
    Discarder(Wind),
    Flag(Flag),
    /// The concealed tiles, the winning tile apart.
    Concealed(Vec<Tile>),
    WinningTile(Tile),
    /// A declared meld, with where it came from when that is known.
    Meld(Meld),
    Bonus(Vec<BonusTile>),
    /// Tiles left in the live wall at the win.
    WallTilesLeft(u16),
    /// The winning discard had not been played before.
    WinningTileFresh,
    /// The discarder had only dangerous tiles (Hong Kong's escape from liability).
    ForcedDiscard,
    /// Bonus tiles replaced in a row before the winning replacement.
    BonusReplacements(u8),
    /// Bonus tiles held in the dealt hand.
    DealtBonus(Vec<BonusTile>),
    MissingSuit(Suit),
    /// Seats that already won and left the hand.
    PlayersOut(Vec<Wind>),
    /// The discards of the round before the win, the winning discard last (Zung Jung's
    /// one-round immunity moves who pays).
    RoundDiscards(Vec<(Wind, Tile)>),
    /// A rule option that differs from the digest's default: its section, id and value.
    Option {
        section: Section,
        id: &'static str,
        value: u32,
    },
}

/// Every bonus tile, in ordinal order.
fn all_bonus() -> impl Iterator<Item = BonusTile> {
    crate::rules::table_play::all_bonus_tiles().into_iter()
}

/// Everything a question shows, in the order the drill shows it. The hand and its score
/// follow from these facts alone (see [`rebuild`]).
pub fn question_facts(q: &Question) -> Vec<Fact> {
    let h = &q.hand;
    let settings = &q.scored.settings;
    let mut facts = vec![Fact::System(settings.id()), Fact::Seat(h.seat_wind)];
    // A system without a prevailing wind (Sichuan) names none; its scores never read it.
    if settings.has_prevailing_wind() {
        facts.push(Fact::Round(h.prevailing_wind));
    }
    facts.push(Fact::Won(h.win));
    facts.extend(h.discarder.map(Fact::Discarder));
    facts.extend(
        Flag::ALL
            .into_iter()
            .filter(|f| f.is_set(h.flags))
            .map(Fact::Flag),
    );
    let mut concealed = h.concealed;
    let w = h.winning_tile.index();
    concealed[w] = concealed[w].saturating_sub(1);
    facts.push(Fact::Concealed(tiles_of(&concealed)));
    facts.push(Fact::WinningTile(h.winning_tile));
    facts.extend(h.melds.iter().copied().map(Fact::Meld));
    if !h.bonus.is_empty() {
        facts.push(Fact::Bonus(h.bonus.to_vec()));
    }
    let t = h.table;
    facts.extend(t.wall_tiles_left.map(Fact::WallTilesLeft));
    if t.winning_tile_fresh {
        facts.push(Fact::WinningTileFresh);
    }
    if t.forced_discard {
        facts.push(Fact::ForcedDiscard);
    }
    if t.bonus_replacements > 0 {
        facts.push(Fact::BonusReplacements(t.bonus_replacements));
    }
    if t.dealt_bonus != 0 {
        let dealt = all_bonus()
            .filter(|b| t.dealt_bonus >> b.ordinal() & 1 == 1)
            .collect();
        facts.push(Fact::DealtBonus(dealt));
    }
    facts.extend(t.missing_suit.map(Fact::MissingSuit));
    if t.players_out != 0 {
        let out = Wind::ALL
            .into_iter()
            .filter(|w| t.players_out >> w.index() & 1 == 1)
            .collect();
        facts.push(Fact::PlayersOut(out));
    }
    if !q.round_discards.is_empty() {
        facts.push(Fact::RoundDiscards(q.round_discards.clone()));
    }
    let section = Section::of(settings);
    let house = HouseRules::default().with(settings);
    facts.extend(
        house
            .changed(section)
            .into_iter()
            .map(|(d, value)| Fact::Option {
                section,
                id: d.id,
                value,
            }),
    );
    facts
}

/// A dealt hand as its question shows it: in a system without a prevailing wind (Sichuan)
/// the round is East, the default no page names, so the hand follows from what is shown.
pub(crate) fn round_shown(mut hand: Hand, settings: &RuleSettings) -> Hand {
    if !settings.has_prevailing_wind() {
        hand.prevailing_wind = Wind::East;
    }
    hand
}

/// The rule system and the hand that a list of facts describes, or why they describe none.
pub fn rebuild(facts: &[Fact]) -> Result<(RuleSettings, Hand), String> {
    let mut system = None;
    let mut house = HouseRules::default();
    let (mut seat, mut round, mut win) = (Wind::East, Wind::East, WinMethod::Discard);
    let (mut discarder, mut flags, mut table) = (None, Flags::default(), TableFacts::default());
    let (mut concealed, mut winning, mut melds, mut bonus) = (Vec::new(), None, Vec::new(), vec![]);
    for fact in facts {
        match fact {
            Fact::System(id) => system = RuleSettings::from_id(id),
            Fact::Seat(w) => seat = *w,
            Fact::Round(w) => round = *w,
            Fact::Won(m) => win = *m,
            Fact::Discarder(w) => discarder = Some(*w),
            Fact::Flag(f) => *f.slot(&mut flags) = true,
            Fact::Concealed(tiles) => concealed.extend_from_slice(tiles),
            Fact::WinningTile(t) => winning = Some(*t),
            Fact::Meld(m) => melds.push(*m),
            Fact::Bonus(b) => bonus.extend_from_slice(b),
            Fact::WallTilesLeft(n) => table.wall_tiles_left = Some(*n),
            Fact::WinningTileFresh => table.winning_tile_fresh = true,
            Fact::ForcedDiscard => table.forced_discard = true,
            Fact::BonusReplacements(n) => table.bonus_replacements = *n,
            Fact::DealtBonus(b) => {
                table.dealt_bonus = b.iter().fold(0, |m, b| m | 1 << b.ordinal());
            }
            Fact::MissingSuit(s) => table.missing_suit = Some(*s),
            Fact::PlayersOut(out) => {
                table.players_out = out.iter().fold(0, |m, w| m | 1 << w.index());
            }
            // The round's discards change the payments alone, not the hand (see
            // `payments::with_one_round_immunity`).
            Fact::RoundDiscards(_) => {}
            Fact::Option { section, id, value } => {
                let def = OPTIONS
                    .iter()
                    .find(|d| d.section == *section && d.id == *id)
                    .ok_or_else(|| format!("no option {id}"))?;
                (def.set)(&mut house, *value);
            }
        }
    }
    let system = system.ok_or("no rule system")?;
    let winning = winning.ok_or("no winning tile")?;
    concealed.push(winning);
    let situation = Situation {
        seat_wind: seat,
        prevailing_wind: round,
        flags,
        discarder,
        table,
    };
    let hand = Hand::new(&concealed, &melds, &bonus, winning, win, situation)
        .map_err(|e| e.to_string())?;
    Ok((house.apply_to(&system), hand))
}

const PERMUTATIONS: [[usize; 3]; 6] = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
];

/// The house's options for `settings`' system, with every option an example needs to show
/// its pattern (one its own rules set away from the default) taken from the example where
/// the house left that option at the default; the house's own choices stand.
pub fn rules_for_example(example: &RuleSettings, settings: &RuleSettings) -> RuleSettings {
    let section = Section::of(settings);
    let mut house = HouseRules::default().with(settings);
    if Section::of(example) == section {
        let theirs = HouseRules::default().with(example);
        for (def, value) in theirs.changed(section) {
            if (def.get)(&house) == def.default_value() {
                (def.set)(&mut house, value);
            }
        }
    }
    house.apply_to(settings)
}

/// A discarder for a win on a discard whose example names none: East for a Blessing of
/// Earth, else one of the other seats still in the hand.
fn with_discarder(mut hand: Hand, rng: &mut fastrand::Rng) -> Hand {
    let on_discard = matches!(hand.win, WinMethod::Discard | WinMethod::RobbingKong);
    if !on_discard || hand.discarder.is_some() {
        return hand;
    }
    let others: Vec<Wind> = Wind::ALL
        .into_iter()
        .filter(|&w| w != hand.seat_wind && hand.table.players_out >> w.index() & 1 == 0)
        .collect();
    hand.discarder = if hand.flags.earth && hand.seat_wind != Wind::East {
        Some(Wind::East)
    } else {
        others.get(rng.usize(..others.len().max(1))).copied()
    };
    hand
}

/// Deals a winning hand for a rule system under its options (the house rules): a pattern of
/// the system picked at random (so that every pattern comes up) and a hand the generator
/// deals for it at the standard level ([`generate::deal_hand`]); the pattern's example, its
/// suits shuffled, when the generator finds none.
pub fn deal(settings: &RuleSettings, rng: &mut fastrand::Rng) -> Option<Question> {
    let patterns = settings.patterns();
    let pattern = patterns.get(rng.usize(..patterns.len().max(1)))?;
    let target = generate::Target::Pattern(pattern.id.to_string());
    generate::deal_hand(settings, &target, mode::Level::Standard, rng)
        .or_else(|| deal_example(settings, Some(pattern.id), rng))
}

/// Whether an example written under `rules` shows a pattern of `settings`' system (New Style
/// plays the Old Style table too).
fn example_belongs(rules: &RuleSettings, settings: &RuleSettings) -> bool {
    rules.id() == settings.id()
        || matches!(
            (rules, settings),
            (RuleSettings::HkOldStyle(_), RuleSettings::HkNewStyle(_))
        )
}

/// Deals like [`deal`], from the examples of one pattern when `pattern` names one.
pub fn deal_example(
    settings: &RuleSettings,
    pattern: Option<&str>,
    rng: &mut fastrand::Rng,
) -> Option<Question> {
    let pool: Vec<_> = examples()
        .iter()
        .filter(|e| example_belongs(&e.hand.rules, settings))
        .filter(|e| pattern.is_none_or(|p| e.pattern == p))
        .collect();
    for _ in 0..20 {
        let example = pool.get(rng.usize(..pool.len().max(1)))?;
        let Ok(hand) = example.hand.to_hand() else {
            continue;
        };
        let rules = rules_for_example(&example.hand.rules, settings);
        let map = PERMUTATIONS[rng.usize(..6)];
        let mirror = rng.bool();
        let hand = with_discarder(hand, rng);
        let candidates = [
            hand.transformed(map, mirror),
            hand.transformed(map, false),
            hand,
        ];
        for candidate in candidates {
            let Ok(scored) = score(&candidate, &rules) else {
                continue;
            };
            let keeps = scored
                .chosen()
                .hits
                .iter()
                .any(|h| h.pattern.id == example.pattern);
            if keeps && scored.verdict == Verdict::Win {
                let candidate = round_shown(candidate, &rules);
                let sheet = sheet_of(&candidate, &scored);
                return Some(Question {
                    pattern: example.pattern.clone(),
                    hand: candidate,
                    scored,
                    sheet,
                    round_discards: Vec::new(),
                });
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::house::OptionKind;
    use std::collections::BTreeSet;

    fn defaults() -> Vec<RuleSettings> {
        HouseRules::default().systems()
    }

    #[test]
    fn every_pattern_of_every_system_comes_up() {
        let mut rng = fastrand::Rng::with_seed(7);
        for settings in defaults() {
            let wanted: BTreeSet<&str> = settings.patterns().iter().map(|p| p.id).collect();
            let mut seen = BTreeSet::new();
            // `deal` picks the pattern uniformly: 1500 deals miss none of a system's ≤ 90.
            for _ in 0..1500 {
                if let Some(q) = deal(&settings, &mut rng) {
                    assert_eq!(q.scored.verdict, Verdict::Win);
                    seen.insert(q.pattern.clone());
                }
            }
            let missing: Vec<&&str> = wanted.iter().filter(|id| !seen.contains(**id)).collect();
            assert!(
                missing.is_empty(),
                "{}: never dealt {missing:?}",
                settings.id()
            );
        }
    }

    #[test]
    fn hands_are_varied_not_mostly_chicken() {
        let mut rng = fastrand::Rng::with_seed(11);
        let settings = RuleSettings::default();
        let totals: Vec<u32> = (0..200)
            .filter_map(|_| deal(&settings, &mut rng))
            .map(|q| q.scored.total())
            .collect();
        let chickens = totals.iter().filter(|&&t| t == 1).count();
        let distinct: BTreeSet<u32> = totals.iter().copied().collect();
        assert!(
            chickens * 10 < totals.len(),
            "{chickens} chicken hands of {}",
            totals.len()
        );
        assert!(
            distinct.len() >= 15,
            "only {} distinct totals",
            distinct.len()
        );
    }

    /// House rules with every option of every section at a random valid value.
    fn random_house(rng: &mut fastrand::Rng) -> HouseRules {
        let mut house = HouseRules::default();
        for d in OPTIONS {
            let value = match d.kind {
                OptionKind::Switch => rng.u32(..2),
                OptionKind::Number { min, max } => rng.u32(min..=max),
                OptionKind::Choice(names) => rng.u32(..names.len() as u32),
            };
            (d.set)(&mut house, value);
        }
        house
    }

    /// The check: 500 questions per system, half under the digest's options and half
    /// under random house rules; the hand rebuilt from what the question shows scores the same
    /// patterns, total, verdict and payments as the answer.
    #[test]
    fn every_answer_follows_from_the_facts_shown() {
        let mut rng = fastrand::Rng::with_seed(0x10);
        let mut options_shown = 0;
        for k in 0..5 {
            let mut dealt = 0;
            let mut discarders = 0;
            // Random house rules can make a hand no example wins (a high minimum): those
            // systems take more tries for their 500 questions.
            for n in 0..2000 {
                if dealt == 500 {
                    break;
                }
                let house = if n % 2 == 0 {
                    HouseRules::default()
                } else {
                    random_house(&mut rng)
                };
                let settings = house.systems()[k].clone();
                let Some(q) = deal(&settings, &mut rng) else {
                    continue;
                };
                dealt += 1;
                let facts = question_facts(&q);
                let (rules, hand) = rebuild(&facts).unwrap_or_else(|e| {
                    panic!("{}: {} cannot be rebuilt: {e}", settings.id(), q.pattern)
                });
                assert_eq!(rules, q.scored.settings, "{}", q.pattern);
                assert_eq!(hand, q.hand, "{}", q.pattern);
                let again = score(&hand, &rules).expect("the rebuilt hand scores");
                let ids = |s: &Scored| -> Vec<(&str, u32)> {
                    s.chosen()
                        .hits
                        .iter()
                        .map(|h| (h.pattern.id, h.value))
                        .collect()
                };
                assert_eq!(ids(&again), ids(&q.scored), "{}", q.pattern);
                assert_eq!(again.total(), q.scored.total());
                assert_eq!(again.verdict, q.scored.verdict);
                assert_eq!(again.payments, q.scored.payments, "{}", q.pattern);
                let on_discard = matches!(q.hand.win, WinMethod::Discard | WinMethod::RobbingKong);
                if on_discard {
                    assert!(
                        facts.iter().any(|f| matches!(f, Fact::Discarder(_))),
                        "{}: a win on a discard names its discarder",
                        q.pattern
                    );
                    discarders += 1;
                }
                options_shown += facts
                    .iter()
                    .filter(|f| matches!(f, Fact::Option { .. }))
                    .count();
            }
            assert_eq!(dealt, 500, "system {k}");
            assert!(discarders > 0, "system {k}: no win on a discard");
        }
        assert!(options_shown > 500, "house options are shown");
    }

    #[test]
    fn a_hidden_fact_changes_the_answer() {
        // Without its flag, a final-draw win loses its pattern: the check above can fail.
        let settings = RuleSettings::default();
        let mut rng = fastrand::Rng::with_seed(3);
        let q = (0..5000)
            .filter_map(|_| deal(&settings, &mut rng))
            .find(|q| q.hand.flags.final_draw)
            .expect("a final-draw question");
        let facts: Vec<Fact> = question_facts(&q)
            .into_iter()
            .filter(|f| *f != Fact::Flag(Flag::FinalDraw))
            .collect();
        let (rules, hand) = rebuild(&facts).expect("rebuilds");
        let again = score(&hand, &rules).expect("scores");
        assert_ne!(again.total(), q.scored.total());
    }

    #[test]
    fn sichuan_questions_name_no_prevailing_wind_and_never_need_one() {
        let mut rng = fastrand::Rng::with_seed(11);
        let systems = HouseRules::default().systems();
        let sichuan = &systems[4];
        assert!(!sichuan.has_prevailing_wind());
        let mut dealt = 0;
        for _ in 0..200 {
            let Some(q) = deal(sichuan, &mut rng) else {
                continue;
            };
            dealt += 1;
            let facts = question_facts(&q);
            assert!(
                !facts.iter().any(|f| matches!(f, Fact::Round(_))),
                "{}: {facts:?}",
                q.pattern
            );
            // Hiding it hides nothing: every prevailing wind scores and pays the same.
            for round in Wind::ALL {
                let mut hand = q.hand.clone();
                hand.prevailing_wind = round;
                let again = score(&hand, &q.scored.settings).expect("scores");
                assert_eq!(again.total(), q.scored.total(), "{}", q.pattern);
                assert_eq!(again.payments, q.scored.payments, "{}", q.pattern);
            }
        }
        assert!(dealt > 150, "{dealt}");
        // The other systems name the round.
        for settings in &systems[..4] {
            let q = (0..50)
                .find_map(|_| deal(settings, &mut rng))
                .expect("a question");
            assert!(
                question_facts(&q)
                    .iter()
                    .any(|f| matches!(f, Fact::Round(_))),
                "{}",
                settings.id()
            );
        }
    }

    #[test]
    fn house_options_are_used_and_shown() {
        let mut house = HouseRules::default();
        house.singapore.limit = 8;
        let settings = house.systems()[3].clone();
        let mut rng = fastrand::Rng::with_seed(5);
        let q = deal(&settings, &mut rng).expect("a question");
        assert!(matches!(&q.scored.settings, RuleSettings::Singapore(o) if o.limit == 8));
        assert!(question_facts(&q).contains(&Fact::Option {
            section: Section::Singapore,
            id: "limit",
            value: 8
        }));
    }
}
