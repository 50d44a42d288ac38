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

use super::mode::Level;
use super::{Flag, PERMUTATIONS, Question, example_belongs, rules_for_example, with_discarder};
use crate::hand::WinMethod;
use crate::hand::{Flags, Form, Hand, Meld, MeldKind, Shape, arrangements};
use crate::rules::examples::examples;
use crate::rules::{Exclusion, PaymentRule, RuleSettings, Scored, Verdict, score, sheet_of};
use crate::tiles::{Animal, BonusTile, Counts, KINDS, Suit, Tile, Wind, tiles_of};

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
                RuleSettings::HkOldStyle(_)
                    | RuleSettings::HkNewStyle(_)
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

/// How a rule system plays: which tiles and claims it uses.
#[derive(Clone, Copy, Debug)]
struct Play {
    honours: bool,
    /// Flowers and seasons.
    flowers: bool,
    animals: bool,
    claimed_chows: bool,
    /// Sichuan: two suits at most, a declared missing suit, players who left.
    sichuan: bool,
    /// Tiles left in the wall and a fresh winning tile matter (Hong Kong's and Singapore's
    /// liability).
    wall_facts: bool,
    /// Hong Kong: a discarder who had only dangerous tiles escapes the nine-tile liability.
    forced_discard: bool,
    four_alike: bool,
    /// The situational flags the system scores (a natural hand shows no other).
    flags: Flags,
}

impl Play {
    fn of(settings: &RuleSettings) -> Play {
        let four_alike = settings.four_alike_as_two_pairs();
        let usual = Play {
            honours: true,
            flowers: false,
            animals: false,
            claimed_chows: true,
            sichuan: false,
            wall_facts: false,
            forced_discard: false,
            four_alike,
            flags: Flags {
                final_draw: true,
                heaven: true,
                earth: true,
                ..Flags::default()
            },
        };
        match settings {
            RuleSettings::ZungJung(o) => Play {
                flowers: o.bonus_tiles,
                flags: Flags {
                    final_discard: true,
                    ..usual.flags
                },
                ..usual
            },
            RuleSettings::HkOldStyle(o) | RuleSettings::HkNewStyle(o) => Play {
                flowers: o.bonus_tiles,
                wall_facts: true,
                forced_discard: true,
                flags: Flags {
                    bonus_replacement: true,
                    kong_on_kong: true,
                    ..usual.flags
                },
                ..usual
            },
            RuleSettings::Singapore(_) => Play {
                flowers: true,
                animals: true,
                wall_facts: true,
                flags: Flags {
                    bonus_replacement: true,
                    kong_on_kong: true,
                    humanly: true,
                    ..usual.flags
                },
                ..usual
            },
            RuleSettings::Sichuan(_) => Play {
                honours: false,
                claimed_chows: false,
                sichuan: true,
                flags: Flags {
                    final_draw: true,
                    final_discard: true,
                    kong_shot: true,
                    ..Flags::default()
                },
                ..usual
            },
        }
    }
}

/// The odds of a natural deal at a level.
#[derive(Clone, Copy, Debug)]
struct Style {
    /// A set is a pung (else a chow).
    pung: f32,
    /// A set or the pair is of honours.
    honour: f32,
    /// A set is of the hand's main suit.
    main_suit: f32,
    /// Weights of 0 to 4 claimed sets.
    melds: [u32; 5],
    /// A pung is a kong.
    kong: f32,
    self_draw: f32,
    seven_pairs: f32,
    orphans: f32,
    /// Weights of 0 to 4 bonus tiles.
    bonus: [u32; 5],
    /// The hand starts with three pungs in a row of one suit (readable as three chows).
    runs: f32,
    /// A rare situation: the last tile, a replacement, heaven, earth.
    rare: f32,
    /// Facts from the course of play: tiles left, a fresh tile, players out.
    table: f32,
    /// Mutation steps of a targeted walk.
    steps: usize,
}

impl Style {
    fn of(level: Level) -> Style {
        match level {
            Level::Beginner => Style {
                pung: 0.3,
                honour: 0.08,
                main_suit: 0.4,
                melds: [1, 0, 0, 0, 0],
                kong: 0.0,
                self_draw: 0.35,
                seven_pairs: 0.02,
                orphans: 0.0,
                bonus: [6, 3, 1, 0, 0],
                runs: 0.0,
                rare: 0.0,
                table: 0.0,
                steps: 14,
            },
            Level::Standard => Style {
                pung: 0.35,
                honour: 0.12,
                main_suit: 0.5,
                melds: [30, 32, 24, 10, 4],
                kong: 0.08,
                self_draw: 0.3,
                seven_pairs: 0.03,
                orphans: 0.004,
                bonus: [30, 30, 25, 10, 5],
                runs: 0.01,
                rare: 0.04,
                table: 0.1,
                steps: 10,
            },
            Level::Expert => Style {
                pung: 0.55,
                honour: 0.25,
                main_suit: 0.75,
                melds: [10, 15, 25, 30, 20],
                kong: 0.15,
                self_draw: 0.25,
                seven_pairs: 0.05,
                orphans: 0.004,
                bonus: [20, 25, 25, 15, 15],
                runs: 0.15,
                rare: 0.08,
                table: 0.3,
                steps: 10,
            },
        }
    }
}

/// An index drawn with the given weights.
fn weighted(weights: &[u32], rng: &mut fastrand::Rng) -> usize {
    let sum: u32 = weights.iter().sum();
    let mut r = rng.u32(..sum.max(1));
    for (i, &w) in weights.iter().enumerate() {
        if r < w {
            return i;
        }
        r -= w;
    }
    0
}

fn pick<T: Copy>(items: &[T], rng: &mut fastrand::Rng) -> Option<T> {
    items.get(rng.usize(..items.len().max(1))).copied()
}

/// The seat before `w` in play order (whose discards `w` may chow).
fn before(w: Wind) -> Wind {
    w.next().next().next()
}

fn random_honour(rng: &mut fastrand::Rng) -> Option<Tile> {
    Tile::honour(rng.u8(1..=7))
}

/// A random tile for a pair.
fn random_pair_tile(
    play: Play,
    style: &Style,
    suits: &[Suit],
    main: Suit,
    rng: &mut fastrand::Rng,
) -> Option<Tile> {
    if play.honours && rng.f32() < style.honour * 1.5 {
        return random_honour(rng);
    }
    let suit = if rng.f32() < style.main_suit {
        main
    } else {
        pick(suits, rng)?
    };
    Tile::suited(suit, rng.u8(1..=9))
}

/// A random set: its shape (chow or pung) and lowest tile.
fn random_set(
    play: Play,
    style: &Style,
    suits: &[Suit],
    main: Suit,
    rng: &mut fastrand::Rng,
) -> Option<(Shape, Tile)> {
    if play.honours && rng.f32() < style.honour {
        return Some((Shape::Pung, random_honour(rng)?));
    }
    let suit = if rng.f32() < style.main_suit {
        main
    } else {
        pick(suits, rng)?
    };
    if rng.f32() < style.pung {
        Some((Shape::Pung, Tile::suited(suit, rng.u8(1..=9))?))
    } else {
        Some((Shape::Chow, Tile::suited(suit, rng.u8(1..=7))?))
    }
}

/// The tiles of a group shape at `tile` (chow, pung, kong or pair).
fn group_tiles(shape: Shape, tile: Tile) -> Vec<Tile> {
    match shape {
        Shape::Chow => (tile.index()..tile.index() + 3)
            .filter_map(Tile::from_index)
            .collect(),
        Shape::Pung => vec![tile; 3],
        Shape::Kong => vec![tile; 4],
        Shape::Pair => vec![tile; 2],
        Shape::Orphans => Vec::new(),
    }
}

/// Adds `tiles` to `counts` if no kind goes above four.
fn add_tiles(counts: &mut Counts, all: &Counts, tiles: &[Tile]) -> bool {
    let mut next = *all;
    for t in tiles {
        next[t.index()] += 1;
        if next[t.index()] > 4 {
            return false;
        }
    }
    for t in tiles {
        counts[t.index()] += 1;
    }
    true
}

/// Removes `tiles` from `counts` if they are all there.
fn remove_tiles(counts: &mut Counts, tiles: &[Tile]) -> bool {
    let mut next = *counts;
    for t in tiles {
        if next[t.index()] == 0 {
            return false;
        }
        next[t.index()] -= 1;
    }
    *counts = next;
    true
}

/// The suits a hand may use (Sichuan: all but the missing one).
fn suits_of(hand: &Hand, play: Play) -> Vec<Suit> {
    Suit::ALL
        .into_iter()
        .filter(|s| !play.sichuan || hand.table.missing_suit != Some(*s))
        .collect()
}

/// The suit most of a hand's suited tiles are in.
fn main_suit(hand: &Hand) -> Suit {
    let all = hand.all_counts();
    let in_suit = |s: Suit| -> u32 {
        Tile::all()
            .filter(|t| t.suit() == Some(s))
            .map(|t| all[t.index()] as u32)
            .sum()
    };
    Suit::ALL
        .into_iter()
        .max_by_key(|s| in_suit(*s))
        .unwrap_or(Suit::Characters)
}

/// Deals the tiles of a natural hand: concealed tiles and declared melds (their `from` left
/// for [`pick_froms`]).
fn natural_tiles(
    play: Play,
    style: &Style,
    rng: &mut fastrand::Rng,
) -> Option<(Vec<Tile>, Vec<Meld>, Option<Suit>)> {
    let missing = play.sichuan.then(|| Suit::ALL[rng.usize(..3)]);
    let suits: Vec<Suit> = Suit::ALL
        .into_iter()
        .filter(|s| Some(*s) != missing)
        .collect();
    let main = pick(&suits, rng)?;
    let mut counts = [0u8; KINDS];
    let mut melds = Vec::new();
    let special = rng.f32();
    if special < style.seven_pairs {
        let mut pairs = 0;
        for _ in 0..60 {
            if pairs == 7 {
                break;
            }
            let t = random_pair_tile(play, style, &suits, main, rng)?;
            if counts[t.index()] == 0
                || (play.four_alike && counts[t.index()] == 2 && rng.f32() < 0.1)
            {
                counts[t.index()] += 2;
                pairs += 1;
            }
        }
        if pairs < 7 {
            return None;
        }
    } else if play.honours && special < style.seven_pairs + style.orphans {
        let orphans: Vec<Tile> = Tile::all().filter(|t| t.is_terminal_or_honour()).collect();
        for t in &orphans {
            counts[t.index()] = 1;
        }
        let extra = pick(&orphans, rng)?;
        counts[extra.index()] = 2;
    } else {
        let mut sets: Vec<(Shape, Tile)> = Vec::new();
        if rng.f32() < style.runs {
            let n = rng.u8(1..=7);
            for k in 0..3 {
                let t = Tile::suited(main, n + k)?;
                counts[t.index()] = 3;
                sets.push((Shape::Pung, t));
            }
        }
        for _ in 0..60 {
            if sets.len() == 4 {
                break;
            }
            let (shape, tile) = random_set(play, style, &suits, main, rng)?;
            let all = counts;
            if add_tiles(&mut counts, &all, &group_tiles(shape, tile)) {
                sets.push((shape, tile));
            }
        }
        if sets.len() < 4 {
            return None;
        }
        let mut paired = false;
        for _ in 0..30 {
            let t = random_pair_tile(play, style, &suits, main, rng)?;
            let all = counts;
            if add_tiles(&mut counts, &all, &[t, t]) {
                paired = true;
                break;
            }
        }
        if !paired {
            return None;
        }
        for set in &mut sets {
            if set.0 == Shape::Pung && counts[set.1.index()] == 3 && rng.f32() < style.kong {
                set.0 = Shape::Kong;
                counts[set.1.index()] += 1;
            }
        }
        let claimed = weighted(&style.melds, rng);
        let mut order: Vec<usize> = (0..4).collect();
        rng.shuffle(&mut order);
        let mut claims = 0;
        for i in order {
            let (shape, tile) = sets[i];
            let claim = claims < claimed && (shape != Shape::Chow || play.claimed_chows);
            if claim {
                claims += 1;
            }
            let kind = match (shape, claim) {
                (Shape::Kong, false) => MeldKind::ConcealedKong,
                (Shape::Kong, true) if rng.f32() < 0.3 => MeldKind::AddedKong,
                (Shape::Kong, true) => MeldKind::ExposedKong,
                (Shape::Chow, true) => MeldKind::Chow,
                (Shape::Pung, true) => MeldKind::Pung,
                _ => continue,
            };
            remove_tiles(&mut counts, &group_tiles(shape, tile));
            melds.push(Meld::new(kind, tile));
        }
    }
    Some((tiles_of(&counts), melds, missing))
}

/// Who each claimed meld came from: a chow from the seat before, the rest from anyone else.
fn pick_froms(hand: &mut Hand, rng: &mut fastrand::Rng) {
    pick_froms_where(hand, rng, |_| true);
}

/// [`pick_froms`] for the melds `which` accepts.
fn pick_froms_where(hand: &mut Hand, rng: &mut fastrand::Rng, which: impl Fn(&Meld) -> bool) {
    let seat = hand.seat_wind;
    let others: Vec<Wind> = Wind::ALL.into_iter().filter(|&w| w != seat).collect();
    for m in hand.melds.iter_mut().filter(|m| which(m)) {
        m.from = match m.kind {
            MeldKind::ConcealedKong => None,
            MeldKind::Chow => Some(before(seat)),
            _ => pick(&others, rng),
        };
    }
}

/// How the hand is won and who discarded; now and then a rare situation when `rare`.
fn pick_win(hand: &mut Hand, play: Play, style: &Style, rare: bool, rng: &mut fastrand::Rng) {
    let kongs = hand.melds.iter().filter(|m| m.kind.is_kong()).count();
    let copies = hand.all_counts()[hand.winning_tile.index()];
    let r = rng.f32();
    hand.win = if r < style.self_draw {
        WinMethod::SelfDraw
    } else if kongs > 0 && r < style.self_draw + 0.06 {
        WinMethod::KongReplacement
    } else if copies == 1 && style.rare > 0.0 && r > 0.97 {
        WinMethod::RobbingKong
    } else {
        WinMethod::Discard
    };
    if rare {
        hand.flags = Flags::default();
        if rng.f32() < style.rare {
            let no_melds = hand.melds.is_empty();
            let east = hand.seat_wind == Wind::East;
            let f = &mut hand.flags;
            match (hand.win, rng.u8(..4)) {
                (WinMethod::SelfDraw, 0) if no_melds && east => f.heaven = true,
                (WinMethod::SelfDraw | WinMethod::Discard, 0) if no_melds && !east => {
                    f.earth = true;
                }
                (WinMethod::SelfDraw, 1) if !hand.bonus.is_empty() => f.bonus_replacement = true,
                (WinMethod::KongReplacement, 0 | 1) if kongs >= 2 => f.kong_on_kong = true,
                (WinMethod::SelfDraw | WinMethod::KongReplacement, _) => f.final_draw = true,
                (WinMethod::Discard, 1) if no_melds && !east => f.humanly = true,
                (WinMethod::Discard, 2) => f.kong_shot = true,
                (WinMethod::Discard, _) => f.final_discard = true,
                _ => {}
            }
            // Only the flags the system scores.
            for flag in Flag::ALL {
                if !flag.is_set(play.flags) {
                    *flag.slot(&mut hand.flags) = false;
                }
            }
        }
    }
    pick_discarder(hand, rng);
}

/// A discarder for a win on a discard (East for earth on a discard), none otherwise.
fn pick_discarder(hand: &mut Hand, rng: &mut fastrand::Rng) {
    hand.discarder = None;
    *hand = with_discarder(hand.clone(), rng);
}

/// The bonus tiles of a system that plays them.
fn pick_bonus(hand: &mut Hand, play: Play, style: &Style, rng: &mut fastrand::Rng) {
    let mut pool: Vec<BonusTile> = Vec::new();
    if play.flowers {
        pool.extend((1..=4).map(BonusTile::Flower));
        pool.extend((1..=4).map(BonusTile::Season));
    }
    if play.animals {
        pool.extend(Animal::ALL.map(BonusTile::Animal));
    }
    rng.shuffle(&mut pool);
    let n = weighted(&style.bonus, rng).min(pool.len());
    let mut bonus: Vec<BonusTile> = pool[..n].to_vec();
    bonus.sort();
    hand.bonus = bonus.into_iter().collect();
    hand.table.dealt_bonus = 0;
    hand.table.bonus_replacements = 0;
    if play.animals && !hand.bonus.is_empty() && rng.f32() < style.table {
        for b in &hand.bonus {
            if rng.bool() {
                hand.table.dealt_bonus |= 1 << b.ordinal();
            }
        }
    }
    if hand.bonus.is_empty() {
        hand.flags.bonus_replacement = false;
    }
}

/// Facts from the course of play: the missing suit and players out (Sichuan), tiles left
/// and a fresh winning tile (the liability rules).
fn pick_table(hand: &mut Hand, play: Play, style: &Style, rng: &mut fastrand::Rng) {
    let all = hand.all_counts();
    if play.sichuan {
        let absent: Vec<Suit> = Suit::ALL
            .into_iter()
            .filter(|s| !Tile::all().any(|t| t.suit() == Some(*s) && all[t.index()] > 0))
            .collect();
        if !hand.table.missing_suit.is_some_and(|s| absent.contains(&s)) {
            hand.table.missing_suit = pick(&absent, rng);
        }
        hand.table.players_out = 0;
        if rng.f32() < style.table + 0.1 {
            let free: Vec<Wind> = Wind::ALL
                .into_iter()
                .filter(|&w| {
                    w != hand.seat_wind
                        && Some(w) != hand.discarder
                        && hand.melds.iter().all(|m| m.from != Some(w))
                })
                .collect();
            if let Some(w) = pick(&free, rng) {
                hand.table.players_out = 1 << w.index();
            }
        }
    } else if play.wall_facts
        && rng.f32() < style.table
        && !hand.flags.final_draw
        && !hand.flags.final_discard
    {
        hand.table.wall_tiles_left = Some(rng.u16(1..=12));
        hand.table.winning_tile_fresh = hand.win == WinMethod::Discard && rng.bool();
        // Singapore pays a kong of a tile never played before at once.
        for m in &mut hand.melds {
            m.fresh = m.kind == MeldKind::ExposedKong && play.animals && rng.bool();
        }
    }
    // Three claimed sets of the winning tile's suit: now and then the discarder had no safe
    // tile left, and the liability falls away.
    let suit = hand.winning_tile.suit();
    let claims = hand
        .melds
        .iter()
        .filter(|m| m.kind != MeldKind::ConcealedKong && suit.is_some() && m.tile.suit() == suit)
        .count();
    hand.table.forced_discard =
        play.forced_discard && hand.win == WinMethod::Discard && claims >= 3 && rng.f32() < 0.3;
}

/// The hand rebuilt through [`Hand::new`], so that every rule of a valid hand holds.
fn validated(hand: &Hand) -> Option<Hand> {
    let held = hand.bonus.iter().fold(0u16, |m, b| m | 1 << b.ordinal());
    if hand.table.dealt_bonus & !held != 0 {
        return None;
    }
    Hand::new(
        &tiles_of(&hand.concealed),
        &hand.melds,
        &hand.bonus,
        hand.winning_tile,
        hand.win,
        hand.situation(),
    )
    .ok()
}

/// A natural hand: random tiles, seats, win and bonus tiles.
fn natural_hand(play: Play, style: &Style, rng: &mut fastrand::Rng) -> Option<Hand> {
    let (concealed, melds, missing) = natural_tiles(play, style, rng)?;
    let winning = pick(&concealed, rng)?;
    let seat = Wind::ALL[rng.usize(..4)];
    let round = if rng.bool() {
        Wind::East
    } else {
        Wind::ALL[rng.usize(..4)]
    };
    let situation = crate::hand::Situation {
        seat_wind: seat,
        prevailing_wind: round,
        ..Default::default()
    };
    let mut hand = Hand::new(
        &concealed,
        &melds,
        &[],
        winning,
        WinMethod::Discard,
        situation,
    )
    .ok()?;
    hand.table.missing_suit = missing;
    pick_froms(&mut hand, rng);
    pick_bonus(&mut hand, play, style, rng);
    pick_win(&mut hand, play, style, true, rng);
    if hand.flags.bonus_replacement && hand.bonus.len() >= 2 && rng.bool() {
        hand.table.bonus_replacements = rng.u8(1..=hand.bonus.len().min(4) as u8);
    }
    pick_table(&mut hand, play, style, rng);
    validated(&hand)
}

/// The hand's tiles changed: a random concealed group re-dealt, claimed, or made a kong; a
/// declared meld un-claimed or its kong undone; or the winning tile moved.
fn mutate_tiles(hand: &Hand, play: Play, style: &Style, rng: &mut fastrand::Rng) -> Option<Hand> {
    let mut h = hand.clone();
    let readings = arrangements(hand, play.four_alike);
    let reading = pick(
        &readings
            .iter()
            .filter(|a| matches!(a.form, Form::Regular | Form::SevenPairs))
            .collect::<Vec<_>>(),
        rng,
    );
    let free: Vec<_> = reading
        .map(|a| {
            a.groups
                .iter()
                .filter(|g| g.meld.is_none() && g.shape != Shape::Orphans)
                .copied()
                .collect()
        })
        .unwrap_or_default();
    let group = pick(&free, rng);
    let suits = suits_of(hand, play);
    match rng.u8(..7) {
        // Swap one concealed tile for another of its kind of tiles (special hands: the
        // extra tile of nine gates, the pair of thirteen orphans).
        6 => {
            // Half the time one of a pair or more: the tile special hands can spare.
            let held: Vec<Tile> = Tile::all()
                .filter(|t| h.concealed[t.index()] >= if rng.bool() { 2 } else { 1 })
                .collect();
            let old = pick(&held, rng)?;
            let new = if old.is_terminal_or_honour() && rng.bool() {
                let orphans: Vec<Tile> =
                    Tile::all().filter(|t| t.is_terminal_or_honour()).collect();
                pick(&orphans, rng)?
            } else {
                match old.suit() {
                    Some(suit) => Tile::suited(suit, rng.u8(1..=9))?,
                    None => random_honour(rng)?,
                }
            };
            remove_tiles(&mut h.concealed, &[old]).then_some(())?;
            let all = crate::hand::counts_with_melds(&h.concealed, &h.melds).ok()?;
            let mut concealed = h.concealed;
            add_tiles(&mut concealed, &all, &[new]).then_some(())?;
            h.concealed = concealed;
            // The winning tile swapped, or its last copy gone: the new tile wins.
            if old == h.winning_tile && (rng.bool() || h.concealed[old.index()] == 0) {
                h.winning_tile = new;
            }
        }
        // Re-deal a concealed group.
        0 | 1 => {
            let g = group?;
            remove_tiles(&mut h.concealed, &group_tiles(g.shape, g.tile)).then_some(())?;
            let main = g.tile.suit().unwrap_or_else(|| main_suit(hand));
            let tiles = if g.shape == Shape::Pair {
                let t = random_pair_tile(play, style, &suits, main, rng)?;
                vec![t, t]
            } else {
                let (shape, tile) = random_set(play, style, &suits, main, rng)?;
                group_tiles(shape, tile)
            };
            let all = crate::hand::counts_with_melds(&h.concealed, &h.melds).ok()?;
            let mut concealed = h.concealed;
            add_tiles(&mut concealed, &all, &tiles).then_some(())?;
            h.concealed = concealed;
            if h.concealed[h.winning_tile.index()] == 0 {
                h.winning_tile = pick(&tiles, rng)?;
            }
        }
        // Claim a concealed set.
        2 => {
            let g = group.filter(|g| g.is_set())?;
            let kind = match g.shape {
                Shape::Chow if play.claimed_chows => MeldKind::Chow,
                Shape::Pung => MeldKind::Pung,
                _ => return None,
            };
            remove_tiles(&mut h.concealed, &group_tiles(g.shape, g.tile)).then_some(())?;
            if h.concealed[h.winning_tile.index()] == 0 || h.melds.len() >= 4 {
                return None;
            }
            let others: Vec<Wind> = Wind::ALL
                .into_iter()
                .filter(|&w| w != h.seat_wind)
                .collect();
            let from = match kind {
                MeldKind::Chow => Some(before(h.seat_wind)),
                _ => pick(&others, rng),
            };
            h.melds.push(Meld {
                from,
                ..Meld::new(kind, g.tile)
            });
        }
        // Take a declared meld back into the concealed tiles.
        3 => return conceal(hand, rng.usize(..hand.melds.len().max(1))),
        // Make a kong of a pung, or undo a kong.
        4 => {
            let i = pick(&(0..h.melds.len()).collect::<Vec<_>>(), rng);
            match i.map(|i| (i, h.melds[i].kind)) {
                Some((i, MeldKind::Pung)) => {
                    h.melds[i].kind = if rng.bool() {
                        MeldKind::ExposedKong
                    } else {
                        MeldKind::AddedKong
                    };
                }
                Some((i, MeldKind::ExposedKong | MeldKind::AddedKong)) => {
                    h.melds[i].kind = MeldKind::Pung;
                }
                Some((i, MeldKind::ConcealedKong)) => {
                    let m = h.melds.remove(i);
                    for _ in 0..3 {
                        h.concealed[m.tile.index()] += 1;
                    }
                }
                _ => {
                    let g = group.filter(|g| g.shape == Shape::Pung)?;
                    remove_tiles(&mut h.concealed, &[g.tile; 3]).then_some(())?;
                    if h.concealed[h.winning_tile.index()] == 0 || h.melds.len() >= 4 {
                        return None;
                    }
                    h.melds.push(Meld::new(MeldKind::ConcealedKong, g.tile));
                }
            }
            if h.win == WinMethod::KongReplacement && !h.melds.iter().any(|m| m.kind.is_kong()) {
                h.win = WinMethod::SelfDraw;
            }
        }
        // Move the winning tile.
        _ => {
            h.winning_tile = pick(&tiles_of(&h.concealed), rng)?;
            if h.win == WinMethod::RobbingKong {
                h.win = WinMethod::Discard;
            }
        }
    }
    if play.sichuan {
        let style = Style {
            table: 0.0,
            ..*style
        };
        let out = h.table.players_out;
        pick_table(&mut h, play, &style, rng);
        h.table.players_out = out;
    }
    validated(&h)
}

/// The hand with its meld `i` taken back into the concealed tiles (a kong as a pung).
fn conceal(hand: &Hand, i: usize) -> Option<Hand> {
    let mut h = hand.clone();
    if i >= h.melds.len() {
        return None;
    }
    let m = h.melds.remove(i);
    for t in m.tiles().into_iter().take(3) {
        h.concealed[t.index()] += 1;
    }
    if !h.melds.iter().any(|m| m.kind.is_kong()) && h.win == WinMethod::KongReplacement {
        h.win = WinMethod::SelfDraw;
    }
    if h.melds.iter().filter(|m| m.kind.is_kong()).count() < 2 {
        h.flags.kong_on_kong = false;
    }
    validated(&h)
}

/// The hand changed apart from its tiles' shapes: suits shuffled, seats and round, how it
/// was won and who discarded, or the bonus tiles.
fn mutate_play(hand: &Hand, play: Play, style: &Style, rng: &mut fastrand::Rng) -> Option<Hand> {
    let mut h = hand.clone();
    match rng.u8(..4) {
        0 => {
            h = h.transformed(PERMUTATIONS[rng.usize(..6)], rng.bool());
        }
        1 => {
            h.seat_wind = Wind::ALL[rng.usize(..4)];
            if rng.bool() {
                h.prevailing_wind = Wind::ALL[rng.usize(..4)];
            }
            pick_froms(&mut h, rng);
            pick_discarder(&mut h, rng);
        }
        2 => pick_win(&mut h, play, style, false, rng),
        _ => {
            if !(play.flowers || play.animals) {
                return None;
            }
            pick_bonus(&mut h, play, style, rng);
        }
    }
    validated(&h)
}

/// A hand one random change away from `hand`.
fn mutate(hand: &Hand, play: Play, style: &Style, rng: &mut fastrand::Rng) -> Option<Hand> {
    if rng.f32() < 0.55 {
        mutate_tiles(hand, play, style, rng)
    } else {
        mutate_play(hand, play, style, rng)
    }
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
    use crate::drill::{question_facts, rebuild};
    use crate::rules::house::HouseRules;
    use std::collections::BTreeSet;

    fn defaults() -> [RuleSettings; 5] {
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
                    RuleSettings::HkOldStyle(_) | RuleSettings::HkNewStyle(_) => {
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
                RuleSettings::HkOldStyle(_)
                    | RuleSettings::HkNewStyle(_)
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
