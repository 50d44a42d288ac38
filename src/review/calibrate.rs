//! Calibration: does the advisor's model of the table match the table? On games the simulator
//! plays (`tilewise simulate`), every own-turn decision of every seat is valued as the advisor
//! values it — the choice the bot actually played, by rollouts — and the prediction (win chance,
//! net result) is set beside what happened after it in that game (the seat won the hand or not;
//! the ledger's transfers to and from it from that step on). Grouped by how far the hand was
//! from ready after the choice (docs/advisor-values.md has the table).
//!
//! The game's outcome is one future; the table itself gives many. The same decisions are also
//! valued on the table as the record holds it — every seat's concealed tiles as they were, only
//! the wall's order drawn ([`value_on_table`]) — beside the model's value, which deals the hidden
//! tiles from what the player saw. That checks a choice the table never plays too: passing a
//! win on a discard or a kong (the bots always take it), the choice behind every verdict that
//! calls a win a mistake.

use super::decisions::hand_decisions;
use super::shanten::Shanten;
use super::{
    Choice, Moment, Position,
    value::{value_of_choice, value_on_table},
};
use crate::formats::game_record::GameRecord;
use crate::game::{GameError, Snapshots, Table, hand_tables, replay_keeping};
use crate::i18n::{Localized, Message};
use crate::review::ReviewError;
use crate::rules::RuleSettings;
use crate::sim::{mix, simulate};
use serde::Serialize;

/// Mixed into a decision's seed for the futures a chosen pass is measured again on.
const FRESH_FUTURES: u64 = 0xf7e5_4f07;

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
    /// The standard errors of the mean predicted less observed win and net, decision by
    /// decision (paired): how far the gaps could be noise. Decisions of one hand share its
    /// outcome and its tiles, so they are not independent: the true error is somewhat larger.
    pub win_gap_error: f64,
    pub net_gap_error: f64,
    /// While adding: the sums of the squared differences.
    #[serde(skip)]
    win_gap_squares: f64,
    #[serde(skip)]
    net_gap_squares: f64,
}

impl CalibrationRow {
    /// Adds one decision: the predicted and observed win (a chance, or 1 and 0 for what
    /// happened) and net.
    fn add(&mut self, predicted_win: f64, observed_win: f64, predicted_net: f64, net: f64) {
        self.decisions += 1;
        self.predicted_win += predicted_win;
        self.observed_win += observed_win;
        self.predicted_net += predicted_net;
        self.observed_net += net;
        self.observed_abs_net += net.abs();
        self.win_gap_squares += (predicted_win - observed_win).powi(2);
        self.net_gap_squares += (predicted_net - net).powi(2);
    }

    /// Adds a win passed: the pass's win chance and what passing gains, model and table.
    fn add_pass(&mut self, pass: &PassedWin) {
        self.add(
            pass.model_win_chance,
            pass.table_win_chance,
            pass.model_gain,
            pass.table_gain,
        );
    }

    fn mean(mut self) -> CalibrationRow {
        let n = self.decisions.max(1) as f64;
        self.predicted_win /= n;
        self.observed_win /= n;
        self.predicted_net /= n;
        self.observed_net /= n;
        self.observed_abs_net /= n;
        let error = |squares: f64, mean: f64| {
            let variance = (squares / n - mean * mean).max(0.0);
            if self.decisions > 1 {
                (variance / (n - 1.0)).sqrt()
            } else {
                0.0
            }
        };
        self.win_gap_error = error(self.win_gap_squares, self.predicted_win - self.observed_win);
        self.net_gap_error = error(self.net_gap_squares, self.predicted_net - self.observed_net);
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
    /// Every valued decision's played choice, predicted by the model and "observed" on the table
    /// itself (its hidden tiles as they were, the wall's order drawn, as many futures).
    pub played_on_table: CalibrationRow,
    /// What dealing in costs, for the same choices the same two ways: the chance the player
    /// deals in (in the win columns) and his danger, what he expects to pay for it (in the net
    /// columns).
    pub deal_in_on_table: CalibrationRow,
    /// The same for the played discard's own danger: the chance another seat wins on that very
    /// tile at once, and what the player pays for it (own turns' discards only).
    pub deal_in_now_on_table: CalibrationRow,
    /// Passing each win on a discard or a kong the bots took, the same two ways: the pass's
    /// win chance, and as the net what passing gains over the win (the pass's net less the
    /// win's).
    pub win_passed_on_table: CalibrationRow,
    /// The same for the wins the model would pass (its gain above 0), each measured again on
    /// fresh futures once chosen: the verdicts that call a win a mistake, checked on the table
    /// itself.
    pub model_passes_on_table: CalibrationRow,
    /// Those wins one by one.
    pub passes: Vec<PassedWin>,
}

/// A win the model would pass: what passing gains over it in the model and on the table
/// itself, each with its standard error.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct PassedWin {
    /// The hand (1-based) and the step of the offered tile.
    pub hand: usize,
    pub step: usize,
    pub player: String,
    pub model_win_chance: f64,
    pub table_win_chance: f64,
    pub model_gain: f64,
    pub model_gain_error: f64,
    pub table_gain: f64,
    pub table_gain_error: f64,
}

/// Why a game cannot be calibrated on.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum CalibrateError {
    /// The record was made from one player's seat: the others' tiles, which the table itself
    /// needs, were not seen.
    #[error("the record was made from {0}'s seat: the others' tiles were not seen")]
    SeenFrom(String),
    /// The record does not replay.
    #[error(transparent)]
    Game(#[from] GameError),
    /// A player's decisions cannot be read from the record.
    #[error(transparent)]
    Review(#[from] ReviewError),
    /// The simulator could not play the game (a bug in its bots), in its own words.
    #[error("{0}")]
    Simulator(String),
}

impl Localized for CalibrateError {
    fn message(&self) -> Message {
        match self {
            CalibrateError::SeenFrom(player) => {
                Message::new("calibrate-error-seen-from").text("player", player)
            }
            CalibrateError::Game(e) => e.message(),
            CalibrateError::Review(e) => e.message(),
            CalibrateError::Simulator(text) => {
                Message::new("calibrate-error-simulator").text("text", text)
            }
        }
    }
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
) -> Result<Calibration, CalibrateError> {
    let record = simulate(rules, seed, hands).map_err(CalibrateError::Simulator)?;
    calibrate_record(&record, seed, rollouts, every, progress)
}

/// [`calibrate`] on a game already played: any record whose every tile was seen (not one
/// recorded from one seat), its futures seeded with `seed`.
pub fn calibrate_record(
    record: &GameRecord,
    seed: u64,
    rollouts: u32,
    every: usize,
    progress: &mut dyn FnMut(usize, usize),
) -> Result<Calibration, CalibrateError> {
    if let Some(player) = &record.header.seen_from {
        return Err(CalibrateError::SeenFrom(player.clone()));
    }
    let rules = &record.header.rules;
    let replay = replay_keeping(record, Snapshots::None)?;
    let mut ready = CalibrationRow::default();
    let mut one_away = CalibrationRow::default();
    let mut all = CalibrationRow::default();
    let mut played_on_table = CalibrationRow::default();
    let mut deal_in_on_table = CalibrationRow::default();
    let mut deal_in_now_on_table = CalibrationRow::default();
    let mut win_passed_on_table = CalibrationRow::default();
    let mut model_passes_on_table = CalibrationRow::default();
    let mut count = 0usize;
    let mut passes = Vec::new();
    for (h, hand) in record.hands.iter().enumerate() {
        if hand.is_results_only() {
            progress(h + 1, record.hands.len());
            continue;
        }
        let tables = hand_tables(record, h)?;
        for player in 0..record.header.players.len() {
            let decisions = hand_decisions(record, h, player)?;
            for d in &decisions {
                let decision_seed = mix(seed ^ mix(((h as u64) << 32) | d.step as u64));
                if d.position.moment != Moment::Discard {
                    // The table after the offered tile: the position's table.
                    if d.played == Choice::Win
                        && let Some(table) = d.table(&tables)
                        && let Some((pass, again)) =
                            pass_checked(&d.position, table, rollouts, decision_seed)
                    {
                        win_passed_on_table.add_pass(&pass);
                        if let Some(again) = again {
                            model_passes_on_table.add_pass(&again);
                            passes.push(PassedWin {
                                hand: h + 1,
                                step: d.step,
                                player: record.header.players[player].clone(),
                                ..again
                            });
                        }
                    }
                    continue;
                }
                count += 1;
                if !count.is_multiple_of(every.max(1)) {
                    continue;
                }
                let position = &d.position;
                let Some(value) = value_of_choice(position, d.played, rollouts, decision_seed)
                else {
                    continue;
                };
                if let Some(on_table) = d.table(&tables).and_then(|table| {
                    value_on_table(position, table, d.played, rollouts, decision_seed)
                }) {
                    played_on_table.add(
                        value.win_chance,
                        on_table.win_chance,
                        value.expected,
                        on_table.expected,
                    );
                    deal_in_on_table.add(
                        value.deal_in,
                        on_table.deal_in,
                        value.danger,
                        on_table.danger,
                    );
                    if matches!(d.played, Choice::Discard(_)) {
                        deal_in_now_on_table.add(
                            value.deal_in_now,
                            on_table.deal_in_now,
                            value.danger_now,
                            on_table.danger_now,
                        );
                    }
                }
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
                let won =
                    f64::from(u8::from(replay.wins.iter().any(|w| {
                        w.hand_number == h + 1 && w.player == player && w.step >= d.step
                    })));
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
        played_on_table: played_on_table.mean(),
        deal_in_on_table: deal_in_on_table.mean(),
        deal_in_now_on_table: deal_in_now_on_table.mean(),
        win_passed_on_table: win_passed_on_table.mean(),
        model_passes_on_table: model_passes_on_table.mean(),
        passes,
    })
}

/// Passing a win offered at `position`, measured ([`passing_a_win`]); where the model would
/// pass it, measured again on fresh futures: chosen by its first measurement, a pass must not
/// be said to gain what the choosing inflated.
fn pass_checked(
    position: &Position,
    table: &Table,
    rollouts: u32,
    seed: u64,
) -> Option<(PassedWin, Option<PassedWin>)> {
    let pass = passing_a_win(position, table, rollouts, seed)?;
    let again = (pass.model_gain > 0.0)
        .then(|| passing_a_win(position, table, rollouts, mix(seed ^ FRESH_FUTURES)))
        .flatten();
    Some((pass, again))
}

/// Passing a win offered at `position` (`table`: the record's whole table there), valued
/// by the model and on the table itself with the same futures (`None` when a choice cannot be
/// valued); the hand, step and player are left for the caller.
fn passing_a_win(
    position: &Position,
    table: &Table,
    rollouts: u32,
    seed: u64,
) -> Option<PassedWin> {
    let model_pass = value_of_choice(position, Choice::Pass, rollouts, seed)?;
    let model_win = value_of_choice(position, Choice::Win, rollouts, seed)?;
    let table_pass = value_on_table(position, table, Choice::Pass, rollouts, seed)?;
    let table_win = value_on_table(position, table, Choice::Win, rollouts, seed)?;
    Some(PassedWin {
        model_win_chance: model_pass.win_chance,
        table_win_chance: table_pass.win_chance,
        model_gain: model_pass.expected - model_win.expected,
        model_gain_error: model_pass.expected_error.hypot(model_win.expected_error),
        table_gain: table_pass.expected - table_win.expected,
        table_gain_error: table_pass.expected_error.hypot(table_win.expected_error),
        ..PassedWin::default()
    })
}

/// The shanten of the hand after `choice` at an own-turn `position` (−1 a win).
fn shanten_after(position: &Position, choice: Choice) -> Option<i32> {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::game_record::parse_record;
    use crate::review::decisions::player_index;
    use crate::review::start_of;
    use crate::sim::rollout::{fits_declared, world, world_known};

    /// Zung Jung seed 27, Bot C, hand 8, step 57: South's 4 Dots offered to a ready hand.
    fn a_win_offered() -> (Position, Table) {
        let record =
            parse_record(include_str!("../../replays/zung-jung-seed-27.ron")).expect("record");
        let player = player_index(&record, "Bot C").expect("a player");
        let decisions = hand_decisions(&record, 7, player).expect("decisions");
        let d = decisions.iter().find(|d| d.step == 57).expect("the claim");
        assert_eq!(d.played, Choice::Win);
        let tables = hand_tables(&record, 7).expect("tables");
        (d.position.clone(), tables[57].clone())
    }

    #[test]
    fn the_table_itself_keeps_every_hidden_tile_and_draws_only_the_walls_order() {
        let (position, table) = a_win_offered();
        let start = start_of(&position);
        for seed in 0..4 {
            let known = world_known(&start, &table, seed);
            let model = world(&start, seed);
            for (i, seat) in table.seats.iter().enumerate() {
                assert_eq!(known.table().seats[i].concealed, seat.concealed);
                // The model deals the others as many hidden tiles as they hold.
                let held = |c: &crate::tiles::Counts| c.iter().map(|&n| u32::from(n)).sum::<u32>();
                assert_eq!(
                    held(&model.table().seats[i].concealed),
                    held(&seat.concealed)
                );
            }
            assert_eq!(
                model.table().seats[position.seat.index()].concealed,
                position.concealed
            );
            // The wall is every tile the table has not placed: four of each kind in all.
            let (wall, bonus) = known.wall_counts();
            assert_eq!(bonus, 0);
            for (k, (w, seen)) in wall.iter().zip(known.table().seen).enumerate() {
                assert_eq!(u32::from(*w) + u32::from(seen), 4, "kind {k}");
            }
        }
        // Two seeds draw two orders of the same wall.
        let (a, b) = (
            world_known(&start, &table, 1),
            world_known(&start, &table, 2),
        );
        assert_eq!(a.wall_counts(), b.wall_counts());
        // On the table itself nobody else can win on South's 4 Dots: the win is its 30 points
        // collected in every future (the model's futures sometimes let another seat win first).
        let on_table = value_on_table(&position, &table, Choice::Win, 16, 3).expect("a value");
        assert_eq!((on_table.expected, on_table.expected_error), (30.0, 0.0));
        assert_eq!(on_table.win_chance, 1.0);
    }

    #[test]
    fn a_sichuan_opponent_is_dealt_hands_his_declared_suit_fits() {
        // Sichuan seed 27301, hand 1: Bot B's first decision, every seat's missing suit
        // declared and hardly a turn played. The bots declare the suit they hold fewest of,
        // so the model deals each opponent hands where his declared suit is the fewest.
        let record =
            parse_record(include_str!("../../replays/sichuan-seed-27301.ron")).expect("record");
        let player = player_index(&record, "Bot B").expect("a player");
        let decisions = hand_decisions(&record, 0, player).expect("decisions");
        let first = decisions.first().expect("a decision");
        let start = start_of(&first.position);
        let (mut dealt, mut fit) = (0, 0);
        for seed in 0..40 {
            let model = world(&start, seed);
            for (i, seat) in model.table().seats.iter().enumerate() {
                if i == first.position.seat.index() {
                    continue;
                }
                let declared = seat.missing_suit.expect("declared");
                assert_eq!(Some(declared), start.table.seats[i].missing_suit);
                dealt += 1;
                if fits_declared(&seat.concealed, &seat.melds, declared) {
                    fit += 1;
                }
            }
        }
        // A deal at random fits about one time in three; sixteen tries miss one in a
        // hundred and fifty.
        assert_eq!(dealt, 120);
        assert!(fit >= 117, "{fit} of {dealt} fit");
    }

    #[test]
    fn calibration_sets_the_table_itself_beside_the_model() {
        let rules = RuleSettings::from_id("sichuan").expect("a rule system");
        let a = calibrate(&rules, 3, 7, 4, 6, &mut |_, _| {}).expect("calibrates");
        let b = calibrate(&rules, 3, 7, 4, 6, &mut |_, _| {}).expect("calibrates");
        assert_eq!(a, b);
        assert!(a.all.decisions > 0);
        assert_eq!(a.played_on_table.decisions, a.all.decisions);
        // What dealing in costs, for the same choices: a chance and a payment (never negative).
        let deal_in = a.deal_in_on_table;
        assert_eq!(deal_in.decisions, a.played_on_table.decisions);
        assert!((0.0..=1.0).contains(&deal_in.predicted_win));
        assert!((0.0..=1.0).contains(&deal_in.observed_win));
        assert!(deal_in.predicted_net >= 0.0 && deal_in.observed_net >= 0.0);
        assert_eq!(deal_in.observed_abs_net, deal_in.observed_net);
        // The played discards' own danger, at once: the own turns' discards among them.
        let now = a.deal_in_now_on_table;
        assert!(now.decisions > 0 && now.decisions <= deal_in.decisions);
        assert!((0.0..=1.0).contains(&now.predicted_win));
        assert!((0.0..=1.0).contains(&now.observed_win));
        assert!(now.predicted_net >= 0.0 && now.observed_net >= 0.0);
        // Every win on a discard or a kong the bots took is passed once on each side.
        let record = simulate(&rules, 7, 3).expect("plays");
        let mut wins_offered = 0;
        for h in 0..record.hands.len() {
            for player in 0..4 {
                wins_offered += hand_decisions(&record, h, player)
                    .expect("decisions")
                    .iter()
                    .filter(|d| d.position.moment != Moment::Discard && d.played == Choice::Win)
                    .count();
            }
        }
        assert!(wins_offered > 0);
        assert_eq!(a.win_passed_on_table.decisions, wins_offered);
        for row in [a.played_on_table, a.win_passed_on_table] {
            assert!((0.0..=1.0).contains(&row.predicted_win));
            assert!((0.0..=1.0).contains(&row.observed_win));
            assert!(row.observed_abs_net >= row.observed_net.abs() - 1e-9);
            assert!(row.win_gap_error.is_finite() && row.win_gap_error >= 0.0);
            assert!(row.net_gap_error.is_finite() && row.net_gap_error >= 0.0);
        }
        // The errors are those of the paired differences: two decisions 1 and 3 apart in net
        // have a mean gap of 2 with a standard error of 1.
        let mut row = CalibrationRow::default();
        row.add(0.5, 0.5, 4.0, 3.0);
        row.add(0.5, 0.5, 6.0, 3.0);
        let row = row.mean();
        assert_eq!(
            (row.predicted_net - row.observed_net, row.net_gap_error),
            (2.0, 1.0)
        );
        assert_eq!(row.win_gap_error, 0.0);
    }
}
