//! The values of a position's choices: each choice's net result over the rest of the hand,
//! estimated by the simulator's rollouts (`sim::rollout`) on shared futures, sampled until the
//! best is told apart or the budget is spent (docs/advisor-values.md).
//!
//! - Every choice is played out in the same worlds (the same hidden hands and wall) with the
//!   same dice: the difference of two choices in one world is paired, and its mean has a far
//!   smaller error than either value (common random numbers).
//! - Rounds of futures go to every choice still in the race; after each, a choice whose loss
//!   against the leader is above 0 with 99 % confidence leaves the race (it is clearly
//!   worse), and the race ends when one choice is left, every other is practically equal to
//!   the leader, or the budget is spent. The focus (the played choice, in a review) stays in
//!   until its severity is settled.
//! - The best's value is the mean of its futures; another choice's is set beside it: the
//!   best's less the paired difference over the futures both have, so that a choice's net is
//!   always the best's less its loss.
//! - A self-drawn win taken now is exact: its payments do not depend on the hidden tiles (nor
//!   a win on a discard where several may win); on a discard elsewhere a seat before the player
//!   may win first, so it is played out like any choice.
//! - The recommendation is the choice with the highest mean, unless the simple choice — what
//!   the simulator's bot would play there without its dice: its shape-first discard, a win
//!   whenever it can, a claim that brings the hand closer — is behind it by less than
//!   `Z_PREFER` standard errors of their paired difference; then the simple one (what a player
//!   would find without the rollouts). The simple choice stays in the race until it is clearly
//!   worse.

use super::{AdviseOptions, Choice, Loss, Moment, Position, Turn, Value, Z95};
use crate::game::{DrawKind, Last, SeatState, Table};
use crate::hand::MeldKind;
use crate::sim::rollout::{Outcome, Start, World, bot_choice, play_out, seeds, world, world_known};
use crate::tiles::{Counts, KINDS, Tile, Wind};

/// Futures per round of the race.
const ROUND: u32 = 32;
/// A choice leaves the race when its loss's lower bound at this many standard errors is
/// above 0 (99 %: the race looks many times).
const Z_DROP: f64 = 3.0;
/// A choice leaves the race, as clearly worse or as practically equal, only after this many
/// futures (a heavy tail — a limit hand paid now and then — makes fewer too noisy to judge by;
/// near a wall's end a few futures can all end alike, a loss of 0 ± 0 that says nothing) …
const MIN_TO_DROP: usize = 64;
/// … or, as clearly worse, after the first round when it is far worse (at this many standard
/// errors).
const EARLY_DROP: usize = 32;
const Z_EARLY_DROP: f64 = 4.0;
/// The leader is recommended over the simple choice when its paired gain is above 0 at this
/// many standard errors. The simple choice is a good prior and the leader is the top of many
/// noisy means, so at 0 the advisor chases noise; at 3 (a verdict's certainty) it keeps the
/// simple choice where the rollouts favour another by 1.5 to 3, and those choices measured
/// better one at a time on the table itself and over 2 000 duel deals
/// (`examples/decision_quality.rs`; docs/advisor-values.md).
const Z_PREFER: f64 = 1.5;
/// Two choices are practically equal when their loss's 95 % interval lies within this share
/// of the reference win (see `severity::reference_receipts`).
const PRACTICALLY_EQUAL: f64 = 0.02;

/// The table the rollouts start from, as the position describes it (see [`Start`]).
pub fn start_of(p: &Position) -> Start {
    let mut table = Table::new(p.prevailing, p.dealer);
    let me = p.seat;
    {
        let s = &mut table.seats[me.index()];
        s.concealed = p.concealed;
        s.melds = p.melds.clone();
        s.bonus = p.bonus.clone();
        s.discards = p.discards.clone();
        s.missing_suit = p.missing_suit;
    }
    for o in &p.others {
        if o.seat == me {
            continue;
        }
        table.seats[o.seat.index()] = SeatState {
            melds: o.melds.clone(),
            bonus: o.bonus.clone(),
            discards: o.discards.clone(),
            missing_suit: o.missing_suit,
            out: o.out,
            ..SeatState::default()
        };
    }
    // The offered discard lies on its discarder's river.
    if let Moment::Claim { from, tile } = p.moment {
        let river = &mut table.seats[from.index()].discards;
        if river.last() != Some(&tile) {
            river.push(tile);
        }
    }
    table.wall_left = p.wall;
    table.last = match p.moment {
        Moment::Discard => match p.turn {
            Turn::Dealt => Last::Deal,
            Turn::Claimed => Last::Claimed { seat: me },
            Turn::Drew { tile, kind } => Last::Draw {
                seat: me,
                tile: Some(tile.unwrap_or_else(|| paying_tile(p, kind))),
                kind,
            },
        },
        Moment::Claim { from, tile } => Last::Discard {
            seat: from,
            tile,
            after_kong: false,
        },
        Moment::Rob { from, tile } => Last::Kong {
            seat: from,
            tile,
            added: true,
            kongs_in_a_row: 1,
        },
    };
    // Every meld but a concealed kong took a discard, whether or not its origin is written.
    let claimed = |s: &SeatState| s.melds.iter().filter(|m| m.kind.is_claimed()).count();
    table.discards_made = table
        .seats
        .iter()
        .map(|s| (s.discards.len() + claimed(s)) as u32)
        .sum();
    table.claims_made = table.seats.iter().any(|s| claimed(s) > 0);
    for s in &table.seats {
        for t in &s.discards {
            table.discarded_kinds[t.index()] += 1;
        }
        for m in &s.melds {
            if matches!(
                m.kind,
                MeldKind::Pung | MeldKind::ExposedKong | MeldKind::AddedKong
            ) {
                table.discarded_kinds[m.tile.index()] += 1;
            }
        }
    }
    table.discard_history = history(&table, p);
    let mut placed: Counts = [0; KINDS];
    for (i, s) in table.seats.iter().enumerate() {
        for m in &s.melds {
            for t in m.tiles() {
                placed[t.index()] += 1;
            }
        }
        if i != me.index() {
            for t in &s.discards {
                placed[t.index()] += 1;
            }
        }
    }
    for t in &table.seats[me.index()].discards {
        placed[t.index()] += 1;
    }
    let mut own_melds: Counts = [0; KINDS];
    for m in &p.melds {
        for t in m.tiles() {
            own_melds[t.index()] += 1;
        }
    }
    let mut seen_elsewhere: Counts = [0; KINDS];
    for k in 0..KINDS {
        // Visible counts the others' melds and every river; the player's melds are his own.
        let placed_visible = placed[k].saturating_sub(own_melds[k]);
        seen_elsewhere[k] = p.visible[k].saturating_sub(placed_visible);
    }
    let mut draws = [0u32; 4];
    for w in Wind::ALL {
        let s = &table.seats[w.index()];
        let fed: usize = table
            .seats
            .iter()
            .flat_map(|x| &x.melds)
            .filter(|m| m.from == Some(w) && m.kind != MeldKind::ConcealedKong)
            .count();
        let discarded = s.discards.len() + fed;
        draws[w.index()] = discarded.saturating_sub(claimed(s)) as u32;
    }
    if p.others.is_empty() {
        // No seat named: each has drawn about as often as the wall says.
        let start = crate::game::live_wall_at_start(&p.rules);
        let drawn = start.saturating_sub(p.wall) / 4;
        for w in Wind::ALL.into_iter().filter(|&w| w != me) {
            draws[w.index()] = drawn;
        }
    }
    Start {
        rules: p.rules.clone(),
        seat: me,
        moment: p.moment,
        table,
        seen_elsewhere,
        draws,
    }
}

/// The held tile a self-drawn win is scored on when the drawn tile is not known: the one
/// that pays most (the first in tile order on ties), or any held tile.
fn paying_tile(p: &Position, kind: DrawKind) -> Tile {
    let calc = super::shanten::Shanten::new(p);
    let how = match kind {
        DrawKind::KongReplacement { .. } => crate::hand::WinMethod::KongReplacement,
        _ => crate::hand::WinMethod::SelfDraw,
    };
    let held: Vec<Tile> = Tile::all().filter(|t| p.concealed[t.index()] > 0).collect();
    held.iter()
        .filter_map(|&t| Some((calc.win_with(&p.concealed, t, how, None)?, t)))
        .max_by(|a, b| a.0.cmp(&b.0).then(b.1.cmp(&a.1)))
        .map(|(_, t)| t)
        .or_else(|| held.last().copied())
        .unwrap_or_else(|| Wind::East.tile())
}

/// The order of the discards on the table, as well as the rivers tell it: round after round
/// in seat order, the latest round ending with the seat that discarded last.
fn history(table: &Table, p: &Position) -> Vec<(Wind, Tile)> {
    let last = match p.moment {
        Moment::Claim { from, .. } | Moment::Rob { from, .. } => from,
        // The seat before the player.
        Moment::Discard => p.seat.next().next().next(),
    };
    let order: Vec<Wind> = (1..=4)
        .map(|k| (0..k).fold(last, |w, _| w.next()))
        .collect();
    let rounds = table
        .seats
        .iter()
        .map(|s| s.discards.len())
        .max()
        .unwrap_or(0);
    let mut out = Vec::new();
    for back in (0..rounds).rev() {
        for &w in &order {
            let river = &table.seats[w.index()].discards;
            if let Some(&t) = river.len().checked_sub(back + 1).and_then(|i| river.get(i)) {
                out.push((w, t));
            }
        }
    }
    out
}

/// One choice's futures in the race.
#[derive(Clone, Debug, Default)]
struct Runner {
    choice: Option<Choice>,
    outcomes: Vec<Outcome>,
    /// A win taken now: its one outcome holds in every future.
    exact: bool,
    /// Left the race: clearly worse than the leader, or practically equal to it.
    out: bool,
    /// Left it as clearly worse: never the best.
    dropped: bool,
    /// The engine refused the choice here: no choice at all.
    refused: bool,
}

impl Runner {
    fn net(&self, i: usize) -> f64 {
        if self.exact {
            self.outcomes.first().map_or(0.0, |o| o.net)
        } else {
            self.outcomes.get(i).map_or(0.0, |o| o.net)
        }
    }

    fn samples(&self) -> usize {
        if self.exact {
            usize::MAX
        } else {
            self.outcomes.len()
        }
    }

    fn mean(&self) -> f64 {
        let n = self.outcomes.len().max(1) as f64;
        self.outcomes.iter().map(|o| o.net).sum::<f64>() / n
    }

    fn value(&self) -> Value {
        let n = self.outcomes.len().max(1) as f64;
        let mean = |f: &dyn Fn(&Outcome) -> f64| self.outcomes.iter().map(f).sum::<f64>() / n;
        let error = |f: &dyn Fn(&Outcome) -> f64, m: f64| {
            if self.exact || self.outcomes.len() < 2 {
                return 0.0;
            }
            let var = self
                .outcomes
                .iter()
                .map(|o| (f(o) - m).powi(2))
                .sum::<f64>()
                / (n - 1.0);
            (var / n).sqrt()
        };
        let net = mean(&|o| o.net);
        let win = mean(&|o| f64::from(u8::from(o.won)));
        let (win_net, win_net_error, wins) = self.win_net();
        Value {
            win_net,
            win_net_error,
            wins,
            win_chance: win,
            win_chance_error: error(&|o| f64::from(u8::from(o.won)), win),
            expected: net,
            expected_error: error(&|o| o.net, net),
            deal_in: mean(&|o| f64::from(u8::from(o.dealt_in))),
            deal_in_now: mean(&|o| f64::from(u8::from(o.dealt_in_at_once))),
            danger: mean(&|o| o.paid_dealing_in),
            danger_now: mean(&|o| o.paid_at_once),
            samples: if self.exact {
                0
            } else {
                self.outcomes.len() as u32
            },
        }
    }

    /// The mean net result over the futures the player wins, its standard error (0 under two
    /// such futures) and their count: the choice's own futures, not set beside the best's.
    fn win_net(&self) -> (f64, f64, u32) {
        let won: Vec<f64> = self
            .outcomes
            .iter()
            .filter(|o| o.won)
            .map(|o| o.net)
            .collect();
        let n = won.len();
        if n == 0 {
            return (0.0, 0.0, 0);
        }
        let mean = won.iter().sum::<f64>() / n as f64;
        let error = if n < 2 || self.exact {
            0.0
        } else {
            let var = won.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1) as f64;
            (var / n as f64).sqrt()
        };
        (mean, error, n as u32)
    }

    /// This choice's value set beside the best's (`best`, another runner of the same race):
    /// each figure is the best's over all of its futures less the paired difference over the
    /// futures both have — a control variate on the shared futures — so that its net is the
    /// best's less its loss. A choice that left the race after a few futures that went well
    /// for every choice would otherwise show a net above the best's beside a loss against it.
    /// A win taken now keeps its exact value, and a choice beside an exact best its own.
    fn value_beside(&self, best: &Runner) -> Value {
        let own = self.value();
        if self.exact || best.exact {
            return own;
        }
        let beside = |f: &dyn Fn(&Outcome) -> f64| {
            let own: Vec<f64> = self.outcomes.iter().map(f).collect();
            let best: Vec<f64> = best.outcomes.iter().map(f).collect();
            mean_beside(&own, &best)
        };
        let chance = |(p, e): (f64, f64)| (p.clamp(0.0, 1.0), e);
        let (net, net_error) = beside(&|o| o.net);
        let (win, win_error) = chance(beside(&|o| f64::from(u8::from(o.won))));
        Value {
            win_chance: win,
            win_chance_error: win_error,
            expected: net,
            expected_error: net_error,
            deal_in: chance(beside(&|o| f64::from(u8::from(o.dealt_in)))).0,
            deal_in_now: chance(beside(&|o| f64::from(u8::from(o.dealt_in_at_once)))).0,
            danger: beside(&|o| o.paid_dealing_in).0.max(0.0),
            danger_now: beside(&|o| o.paid_at_once).0.max(0.0),
            // What its wins bring and its futures' count stay its own.
            ..own
        }
    }
}

/// The mean of `own` set beside `best`, both a figure per future in the same order: `best`'s
/// mean over all of its futures less the mean of `best − own` over the first futures both
/// have, with its standard error (under two shared futures, `own`'s plain mean with an error
/// of 0, as [`Runner::value`] gives one future).
fn mean_beside(own: &[f64], best: &[f64]) -> (f64, f64) {
    let mean = |x: &[f64]| x.iter().sum::<f64>() / x.len().max(1) as f64;
    let n = own.len().min(best.len());
    if n < 2 {
        return (mean(own), 0.0);
    }
    let (own_shared, best_shared) = (&own[..n], &best[..n]);
    let (m_own, m_shared, m_best) = (mean(own_shared), mean(best_shared), mean(best));
    let value = m_best - (m_shared - m_own);
    let spread = |x: &[f64], m: f64, y: &[f64], my: f64| {
        x.iter()
            .zip(y)
            .map(|(a, b)| (a - m) * (b - my))
            .sum::<f64>()
    };
    let var_own = spread(own_shared, m_own, own_shared, m_own) / (n - 1) as f64;
    let cov = spread(own_shared, m_own, best_shared, m_shared) / (n - 1) as f64;
    let var_best = spread(best, m_best, best, m_best) / (best.len() - 1) as f64;
    // value = m_own − f·m_shared + f·m_rest, f the share of the best's futures beyond n.
    let f = (best.len() - n) as f64 / best.len() as f64;
    let shared = (var_own + f * f * var_best - 2.0 * f * cov) / n as f64;
    let rest = if best.len() > n {
        f * f * var_best / (best.len() - n) as f64
    } else {
        0.0
    };
    (value, (shared + rest).max(0.0).sqrt())
}

/// Whether `choice` has one outcome in every future: a win by self-draw at the player's own
/// turn, or on a discard or a robbed kong where several may win (Sichuan). Elsewhere a seat
/// before the player in turn may win on the same tile and take it (only one wins): that
/// depends on the hidden hands, so the win is played out in every future like any choice.
fn is_exact(position: &Position, choice: Choice) -> bool {
    choice == Choice::Win
        && (matches!(position.moment, Moment::Discard)
            || matches!(position.rules, crate::rules::RuleSettings::Sichuan(_)))
}

/// `a`'s net less `b`'s over the futures both have, paired.
fn paired(a: &Runner, b: &Runner) -> Loss {
    let n = a.samples().min(b.samples());
    if n == 0 || n == usize::MAX {
        let d = a.net(0) - b.net(0);
        return Loss {
            mean: if n == 0 { 0.0 } else { d },
            error: if n == 0 { f64::INFINITY } else { 0.0 },
        };
    }
    let diffs = (0..n).map(|i| a.net(i) - b.net(i));
    let mean = diffs.clone().sum::<f64>() / n as f64;
    let error = if n < 2 {
        f64::INFINITY
    } else {
        let var = diffs.map(|d| (d - mean).powi(2)).sum::<f64>() / (n - 1) as f64;
        (var / n as f64).sqrt()
    };
    Loss { mean, error }
}

/// The race's result: each choice's value and its loss against the best (`None` for a choice
/// the engine refuses there).
pub(super) struct Estimates {
    pub values: Vec<Option<Value>>,
    pub losses: Vec<Option<Loss>>,
    pub best: usize,
    pub used: u32,
}

/// Estimates the values of `choices` at `position` (see the module doc).
pub(super) fn estimate(
    position: &Position,
    choices: &[Choice],
    options: &AdviseOptions,
) -> Estimates {
    let start = start_of(position);
    let reference = super::reference_receipts(&position.rules, position.seat);
    let mut runners: Vec<Runner> = choices
        .iter()
        .map(|&c| Runner {
            choice: Some(c),
            exact: is_exact(position, c),
            ..Runner::default()
        })
        .collect();
    let mut worlds: Vec<World> = Vec::new();
    let mut used = 0u32;
    let budget = options.rollouts.max(1);
    let focus = options
        .focus
        .and_then(|f| runners.iter().position(|r| r.choice == Some(f)));
    // The simple choice (the simulator's bot's): recommended unless another beats it.
    let default = bot_choice(&start).and_then(|d| runners.iter().position(|r| r.choice == Some(d)));
    loop {
        // One more round of futures for every choice still in.
        let target = worlds.len() as u32 + ROUND;
        for i in worlds.len() as u32..target {
            let (w, _) = seeds(options.seed, i);
            worlds.push(world(&start, w));
        }
        // Future by future, every choice in turn: the choices of one future share its wall
        // and dice, so the bots' early turns repeat and the shanten cache answers them.
        let playing: Vec<bool> = runners
            .iter()
            .map(|r| r.choice.is_some() && !(r.out && !r.exact || r.refused))
            .collect();
        for (i, world) in worlds.iter().enumerate() {
            let (_, dice) = seeds(options.seed, i as u32);
            for (r, _) in runners.iter_mut().zip(&playing).filter(|(_, p)| **p) {
                let upto = if r.exact { 1 } else { target as usize };
                let Some(choice) = r.choice.filter(|_| !r.refused && r.outcomes.len() == i) else {
                    continue;
                };
                if i >= upto {
                    continue;
                }
                match play_out(&start, world, choice, dice) {
                    Ok(o) => r.outcomes.push(o),
                    Err(_) => {
                        r.refused = true;
                        r.out = true;
                        r.outcomes.clear();
                    }
                }
                used += 1;
            }
        }
        // The leader, and who leaves the race.
        let leader = leader(&runners);
        let mut open = false;
        for i in 0..runners.len() {
            if i == leader || runners[i].out {
                continue;
            }
            let loss = paired(&runners[leader], &runners[i]);
            // An exact win's comparison has as many futures as the leader.
            let n = runners[i].samples().min(runners[leader].samples());
            let exit = race_exit(loss, n, reference);
            let worse = exit == RaceExit::ClearlyWorse;
            let settled = (Some(i) != focus || focus_settled(loss, reference))
                && (Some(i) != default || worse);
            if exit != RaceExit::Stays && settled {
                runners[i].out = true;
                runners[i].dropped = worse;
            } else {
                open = true;
            }
        }
        if !open || used >= budget {
            break;
        }
    }
    let best = recommended(&runners, default);
    let losses = (0..runners.len())
        .map(|i| {
            (!runners[i].refused).then(|| {
                if i == best {
                    Loss {
                        mean: 0.0,
                        error: 0.0,
                    }
                } else {
                    paired(&runners[best], &runners[i])
                }
            })
        })
        .collect();
    Estimates {
        values: runners
            .iter()
            .enumerate()
            .map(|(i, r)| {
                (!r.refused).then(|| {
                    if i == best {
                        r.value()
                    } else {
                        r.value_beside(&runners[best])
                    }
                })
            })
            .collect(),
        losses,
        best,
        used,
    }
}

/// How a choice may leave the race.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum RaceExit {
    Stays,
    ClearlyWorse,
    Level,
}

/// Whether a choice whose loss against the leader is `loss`, over `n` paired futures, leaves
/// the race as clearly worse or as practically equal (clearly worse first: a tiny loss known
/// to the last decimal is both).
fn race_exit(loss: Loss, n: usize, reference: f64) -> RaceExit {
    let worse = n >= MIN_TO_DROP && loss.lower_at(Z_DROP) > 0.0
        || n >= EARLY_DROP && loss.lower_at(Z_EARLY_DROP) > 0.0;
    let level =
        n >= MIN_TO_DROP && loss.mean.abs() + Z95 * loss.error < PRACTICALLY_EQUAL * reference;
    if worse {
        RaceExit::ClearlyWorse
    } else if level {
        RaceExit::Level
    } else {
        RaceExit::Stays
    }
}

/// The choice with the highest mean among those still in the race (the first on ties); when
/// none is, among those not dropped as clearly worse. A choice that left as level with the
/// leader of its round keeps the mean of its few futures, and a lucky few must not outrank
/// choices measured to the end (at the end of a wall 32 futures can all end alike: a loss of
/// 0 ± 0 sends a choice out as level, and its stale mean once made it the leader, the simple
/// choice then recommended over a rival 13 standard errors better).
fn leader(runners: &[Runner]) -> usize {
    let top = |racing_only: bool| {
        let mut best: Option<(usize, f64)> = None;
        for (i, r) in runners.iter().enumerate() {
            if r.outcomes.is_empty() || r.refused || r.dropped || (racing_only && r.out) {
                continue;
            }
            let m = r.mean();
            if best.is_none_or(|(_, b)| m > b) {
                best = Some((i, m));
            }
        }
        best.map(|(i, _)| i)
    };
    top(true).or_else(|| top(false)).unwrap_or(0)
}

/// The choice to recommend: the one with the highest mean, unless its gain over the simple
/// `default` is within [`Z_PREFER`] standard errors of 0, then the default.
fn recommended(runners: &[Runner], default: Option<usize>) -> usize {
    let top = leader(runners);
    match default {
        Some(d) if d != top && !runners[d].refused && !runners[d].outcomes.is_empty() => {
            let loss = paired(&runners[top], &runners[d]);
            if loss.lower_at(Z_PREFER) > 0.0 {
                top
            } else {
                d
            }
        }
        _ => top,
    }
}

/// Whether the focus's loss interval at [`Z_SURE`](super::Z_SURE) standard errors lies within
/// one severity band.
fn focus_settled(loss: Loss, reference: f64) -> bool {
    let band = |x: f64| {
        let share = x / reference;
        [
            super::SMALL_FROM,
            super::MEDIUM_FROM,
            super::BIG_FROM,
            f64::INFINITY,
        ]
        .iter()
        .position(|&edge| share <= edge)
        .unwrap_or(3)
    };
    loss.error.is_finite() && band(loss.sure_lower()) == band(loss.sure_upper())
}

/// The copies of each kind the player cannot see: 4 − concealed − own melds − visible, never
/// below 0; 0 for kinds outside the system's set.
pub fn unseen_counts(at: &Position) -> Counts {
    let mut own = at.concealed;
    for m in &at.melds {
        for t in m.tiles() {
            own[t.index()] += 1;
        }
    }
    let kinds = match at.rules {
        crate::rules::RuleSettings::Sichuan(_) => 27,
        _ => KINDS,
    };
    let mut unseen = [0u8; KINDS];
    for (i, u) in unseen.iter_mut().enumerate().take(kinds) {
        *u = 4u8.saturating_sub(own[i].saturating_add(at.visible[i]));
    }
    unseen
}

/// The value of one `choice` at `position` over `rollouts` futures seeded with `seed` (the
/// same futures the race would give it): what the calibration compares with what happened.
pub fn value_of_choice(
    position: &Position,
    choice: Choice,
    rollouts: u32,
    seed: u64,
) -> Option<Value> {
    value_over(position, choice, rollouts, seed, world)
}

/// [`value_of_choice`] on the table itself: every seat's concealed tiles as `table` holds
/// them (a record's whole table at the decision), only the wall's order drawn — what the model's
/// futures are checked against.
pub fn value_on_table(
    position: &Position,
    table: &Table,
    choice: Choice,
    rollouts: u32,
    seed: u64,
) -> Option<Value> {
    value_over(position, choice, rollouts, seed, |start, w| {
        world_known(start, table, w)
    })
}

/// The value of `choice` over `rollouts` futures of `seed`, each dealt by `deal`.
fn value_over(
    position: &Position,
    choice: Choice,
    rollouts: u32,
    seed: u64,
    deal: impl Fn(&Start, u64) -> World,
) -> Option<Value> {
    let start = start_of(position);
    let mut runner = Runner {
        choice: Some(choice),
        exact: is_exact(position, choice),
        ..Runner::default()
    };
    let n = if runner.exact { 1 } else { rollouts.max(1) };
    for i in 0..n {
        let (w, dice) = seeds(seed, i);
        runner
            .outcomes
            .push(play_out(&start, &deal(&start, w), choice, dice).ok()?);
    }
    Some(runner.value())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn runner(nets: &[f64], out: bool) -> Runner {
        Runner {
            choice: Some(Choice::Pass),
            outcomes: nets
                .iter()
                .map(|&net| Outcome {
                    net,
                    ..Outcome::default()
                })
                .collect(),
            out,
            ..Runner::default()
        }
    }

    fn loss(mean: f64, error: f64) -> Loss {
        Loss { mean, error }
    }

    /// A meld typed without its origin took a discard all the same: the table the rollouts
    /// start from counts the same discards and claims as with the origin written.
    #[test]
    fn a_claimed_meld_counts_as_a_claim_whether_or_not_its_origin_is_written() {
        let start = |melds: &'static str, west: &'static str| {
            let p = super::super::input::PositionText {
                hand: "11m89p555678s2z",
                melds,
                discards: "1z9m",
                others: vec![west],
                ..super::super::input::PositionText::default()
            }
            .position()
            .expect("a position");
            start_of(&p).table
        };
        let written = start(
            "pung 3m from west",
            "west; melds: pung 4z from north; discards: 1p",
        );
        let unwritten = start("pung 3m", "west; melds: pung 4z; discards: 1p");
        assert_eq!(written.discards_made, 5);
        assert_eq!(unwritten.discards_made, written.discards_made);
        assert!(unwritten.claims_made);
        assert_eq!(unwritten.discarded_kinds, written.discarded_kinds);
    }

    #[test]
    fn a_choice_out_as_level_never_leads_with_its_stale_mean() {
        // Left as level after a few futures that ended well, against two choices measured to
        // the end: the better of those two leads and is recommended over the simple choice.
        let few_lucky = runner(&[-2.0; 32], true);
        let better: Vec<f64> = (0..400).map(|i| -5.0 + f64::from(i % 3)).collect();
        let simple: Vec<f64> = (0..400).map(|i| -9.0 + f64::from(i % 3)).collect();
        let runners = [few_lucky, runner(&better, false), runner(&simple, false)];
        assert_eq!(leader(&runners), 1);
        assert_eq!(recommended(&runners, Some(2)), 1);
        // With nobody left racing, the best mean not dropped.
        let mut done = runners.clone();
        for r in &mut done {
            r.out = true;
        }
        assert_eq!(leader(&done), 0);
        done[0].dropped = true;
        assert_eq!(leader(&done), 1);
    }

    #[test]
    fn the_leader_is_preferred_to_the_simple_choice_at_z_prefer_not_only_when_sure() {
        // Paired on 100 futures, the leader gains `gain` ± 5 (a standard error of about 0.5).
        let simple: Vec<f64> = (0..100).map(|i| f64::from(i % 7) * 3.0).collect();
        let leading = |gain: f64| -> Vec<f64> {
            simple
                .iter()
                .enumerate()
                .map(|(i, s)| s + gain + if i % 2 == 0 { 5.0 } else { -5.0 })
                .collect()
        };
        // Two standard errors ahead: preferred, though short of a verdict's three.
        let runners = [runner(&leading(1.0), false), runner(&simple, false)];
        let gain = paired(&runners[0], &runners[1]);
        assert!(gain.mean / gain.error > Z_PREFER && gain.sure_lower() < 0.0);
        assert_eq!(recommended(&runners, Some(1)), 0);
        // One standard error ahead: it leads, but the simple choice stays.
        let runners = [runner(&leading(0.5), false), runner(&simple, false)];
        assert!(paired(&runners[0], &runners[1]).mean > 0.0);
        assert_eq!(leader(&runners), 0);
        assert_eq!(recommended(&runners, Some(1)), 1);
        // Without a simple choice, the leader.
        assert_eq!(recommended(&runners, None), 0);
    }

    #[test]
    fn a_choice_s_net_is_the_best_s_less_its_loss_however_few_its_futures() {
        // 400 futures for the best; the other left after 64 that went well for both.
        let best: Vec<f64> = (0..400)
            .map(|i| if i < 64 { 20.0 } else { -4.0 } + f64::from(i % 5))
            .collect();
        let other: Vec<f64> = best[..64]
            .iter()
            .map(|b| b - 1.0 - f64::from(u8::from(*b > 22.0)))
            .collect();
        let (best, other) = (runner(&best, false), runner(&other, true));
        // Its own 64 futures put it far above the best …
        assert!(other.value().expected > best.value().expected + 10.0);
        // … set beside the best it is the best less its loss, with the error of both.
        let loss = paired(&best, &other);
        let beside = other.value_beside(&best);
        assert!((beside.expected - (best.value().expected - loss.mean)).abs() < 1e-9);
        assert!(beside.expected < best.value().expected);
        assert!(beside.expected_error > best.value().expected_error);
        assert_eq!(beside.samples, 64);
    }

    #[test]
    fn a_value_beside_the_best_keeps_what_the_futures_measure() {
        let best: Vec<f64> = (0..252).map(|i| f64::from(i % 7) * 4.0 - 9.0).collect();
        // As many futures as the best: its own value, figure for figure.
        let other: Vec<f64> = best
            .iter()
            .map(|b| b * 0.5 + f64::from(u8::from(*b > 0.0)))
            .collect();
        let (b, o) = (runner(&best, false), runner(&other, false));
        let (own, beside) = (o.value(), o.value_beside(&b));
        assert!((own.expected - beside.expected).abs() < 1e-9);
        assert!((own.expected_error - beside.expected_error).abs() < 1e-9);
        // The best's own futures, fewer of them: the best's value, and its error over all (to
        // the spread's estimate over fewer futures).
        let same = runner(&best[..98], true).value_beside(&b);
        assert!((same.expected - b.value().expected).abs() < 1e-9);
        assert!((same.expected_error / b.value().expected_error - 1.0).abs() < 0.01);
        // An exact win keeps its value.
        let mut win = runner(&[30.0], true);
        win.exact = true;
        assert_eq!(win.value_beside(&b).expected, 30.0);
    }

    #[test]
    fn what_a_win_brings_is_the_mean_over_the_futures_won() {
        let mut r = runner(&[-8.0, 30.0, -2.0, 50.0, 40.0], false);
        for (o, won) in r.outcomes.iter_mut().zip([false, true, false, true, true]) {
            o.won = won;
        }
        let v = r.value();
        assert_eq!((v.win_net, v.wins), (40.0, 3));
        assert!((v.win_net_error - (100.0f64 / 3.0).sqrt()).abs() < 1e-9);
        // Its own futures beside the best's too.
        let best = runner(&[0.0; 5], false);
        assert_eq!(r.value_beside(&best).win_net, 40.0);
        // No win: nothing to average.
        assert_eq!(runner(&[1.0, 2.0], false).value().wins, 0);
    }

    #[test]
    fn a_round_of_futures_that_all_end_alike_is_not_yet_equal() {
        let alike = loss(0.0, 0.0);
        // 32 futures that all end alike say little: a deal-in one future in ten would show in
        // none of them one time in 30.
        assert_eq!(race_exit(alike, EARLY_DROP, 10.0), RaceExit::Stays);
        assert_eq!(race_exit(alike, MIN_TO_DROP, 10.0), RaceExit::Level);
        // Far worse leaves after the first round; worse only after the second.
        let far = loss(5.0, 1.0);
        assert_eq!(race_exit(far, EARLY_DROP, 10.0), RaceExit::ClearlyWorse);
        let clear = loss(3.5, 1.0);
        assert_eq!(race_exit(clear, EARLY_DROP, 10.0), RaceExit::Stays);
        assert_eq!(race_exit(clear, MIN_TO_DROP, 10.0), RaceExit::ClearlyWorse);
        // A tiny loss known to the last decimal is clearly worse, not a tie.
        let tiny = loss(0.01, 0.001);
        assert_eq!(race_exit(tiny, MIN_TO_DROP, 10.0), RaceExit::ClearlyWorse);
    }
}
