//! Calibration: does the advisor's model of the table match the table? On games the simulator
//! plays (`tilewise simulate`), every own-turn decision of every seat is valued as the advisor
//! values it — the choice the bot actually played, by rollouts — and the prediction (win chance,
//! net result) is set beside what happened after it in that game (the seat won the hand or not;
//! the ledger's transfers to and from it from that step on). Grouped by how far the hand was
//! from ready after the choice (docs/advisor-values.md has the table).

use super::decisions::hand_decisions;
use super::shanten::Shanten;
use super::{Choice, Moment, value::value_of_choice};
use crate::game::{Snapshots, replay_keeping};
use crate::rules::RuleSettings;
use crate::sim::{mix, simulate};
use serde::Serialize;

/// One group of decisions: how many, and the mean prediction against the mean outcome.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize)]
pub struct CalibrationRow {
    pub decisions: usize,
    pub predicted_win: f64,
    pub observed_win: f64,
    pub predicted_net: f64,
    pub observed_net: f64,
    /// The mean absolute observed net: the yardstick of the net's agreement.
    pub observed_abs_net: f64,
}

impl CalibrationRow {
    fn add(&mut self, predicted_win: f64, won: bool, predicted_net: f64, net: f64) {
        self.decisions += 1;
        self.predicted_win += predicted_win;
        self.observed_win += f64::from(u8::from(won));
        self.predicted_net += predicted_net;
        self.observed_net += net;
        self.observed_abs_net += net.abs();
    }

    fn mean(mut self) -> CalibrationRow {
        let n = self.decisions.max(1) as f64;
        self.predicted_win /= n;
        self.observed_win /= n;
        self.predicted_net /= n;
        self.observed_net /= n;
        self.observed_abs_net /= n;
        self
    }

    /// |mean predicted − observed win rate|.
    pub fn win_gap(&self) -> f64 {
        (self.predicted_win - self.observed_win).abs()
    }

    /// |mean predicted − observed net| as a share of the mean absolute observed net.
    pub fn net_gap(&self) -> f64 {
        (self.predicted_net - self.observed_net).abs() / self.observed_abs_net.max(1e-9)
    }
}

/// The calibration of one system.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Calibration {
    pub rules: String,
    pub hands: usize,
    pub seed: u64,
    pub rollouts: u32,
    /// Hands ready after the choice (shanten 0), one from ready, and every own-turn decision.
    pub ready: CalibrationRow,
    pub one_away: CalibrationRow,
    pub all: CalibrationRow,
}

/// Simulates `hands` hands under `rules` from `seed` and compares every `every`-th own-turn
/// decision's prediction (the played choice valued with `rollouts` futures) with what
/// happened; `progress(done, total)` after each hand.
pub fn calibrate(
    rules: &RuleSettings,
    hands: usize,
    seed: u64,
    rollouts: u32,
    every: usize,
    progress: &mut dyn FnMut(usize, usize),
) -> Result<Calibration, String> {
    let record = simulate(rules, seed, hands)?;
    let replay = replay_keeping(&record, Snapshots::None).map_err(|e| e.to_string())?;
    let mut ready = CalibrationRow::default();
    let mut one_away = CalibrationRow::default();
    let mut all = CalibrationRow::default();
    let mut count = 0usize;
    for h in 0..record.hands.len() {
        for player in 0..4 {
            let decisions = hand_decisions(&record, h, player).map_err(|e| e.to_string())?;
            for d in decisions
                .iter()
                .filter(|d| d.position.moment == Moment::Discard)
            {
                count += 1;
                if !count.is_multiple_of(every.max(1)) {
                    continue;
                }
                let position = &d.position;
                let decision_seed = mix(seed ^ mix(((h as u64) << 32) | d.step as u64));
                let Some(value) = value_of_choice(position, d.played, rollouts, decision_seed)
                else {
                    continue;
                };
                let net: f64 = replay
                    .ledger
                    .iter()
                    .filter(|e| e.hand == h + 1 && e.step >= d.step)
                    .map(|e| {
                        let a = f64::from(e.amount);
                        match (e.from == Some(player), e.to == Some(player)) {
                            (true, false) => -a,
                            (false, true) => a,
                            _ => 0.0,
                        }
                    })
                    .sum();
                let won = replay
                    .wins
                    .iter()
                    .any(|w| w.hand_number == h + 1 && w.player == player && w.step >= d.step);
                let after = shanten_after(position, d.played);
                all.add(value.win_chance, won, value.expected, net);
                match after {
                    Some(0) | Some(-1) => ready.add(value.win_chance, won, value.expected, net),
                    Some(1) => one_away.add(value.win_chance, won, value.expected, net),
                    _ => {}
                }
            }
        }
        progress(h + 1, record.hands.len());
    }
    Ok(Calibration {
        rules: rules.id().to_string(),
        hands: record.hands.len(),
        seed,
        rollouts,
        ready: ready.mean(),
        one_away: one_away.mean(),
        all: all.mean(),
    })
}

/// The shanten of the hand after `choice` at an own-turn `position` (−1 a win).
fn shanten_after(position: &super::Position, choice: Choice) -> Option<i32> {
    match choice {
        Choice::Win => Some(-1),
        Choice::Discard(t) => {
            let mut c = position.concealed;
            c[t.index()] = c[t.index()].checked_sub(1)?;
            Some(Shanten::new(position).shanten(&c))
        }
        _ => None,
    }
}
