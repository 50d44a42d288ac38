//! `tilewise calibrate`: the advisor's predictions against what happened in simulated games
//! (`review::calibrate`), as a table or JSON.

use super::error::CliError;
use super::input::rules_id;
use super::write_json;
use crate::review::calibrate::{Calibration, CalibrationRow, calibrate};
use crate::rules::RuleSettings;
use clap::Args;
use std::io::Write;
use std::process::ExitCode;

#[derive(Args, Debug)]
pub struct CalibrateArgs {
    /// The rule system, with its default options.
    #[arg(long, value_parser = rules_id)]
    pub rules: String,
    /// How many hands the simulator plays.
    #[arg(long, default_value_t = 100, value_parser = clap::value_parser!(u32).range(1..=100_000))]
    pub hands: u32,
    /// The seed of the games and of the rollouts.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Rollouts valuing each decision's played choice.
    #[arg(long, default_value_t = 64, value_parser = clap::value_parser!(u32).range(1..=100_000))]
    pub rollouts: u32,
    /// Value every N-th own-turn decision only.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..))]
    pub every: u32,
    /// Print JSON instead of a table.
    #[arg(long)]
    pub json: bool,
}

/// `tilewise calibrate`: exit 0 with the table.
pub fn calibrate_command(args: &CalibrateArgs, out: &mut impl Write) -> Result<ExitCode, CliError> {
    let rules = RuleSettings::from_id(&args.rules)
        .ok_or_else(|| format!("unknown rule system '{}'", args.rules))?;
    let c = calibrate(
        &rules,
        args.hands as usize,
        args.seed,
        args.rollouts,
        args.every as usize,
        &mut |_, _| {},
    )?;
    if args.json {
        write_json(out, &c, true)?;
    } else {
        write!(out, "{}", calibration_text(&c))?;
    }
    Ok(ExitCode::SUCCESS)
}

/// The table: one row per group.
fn calibration_text(c: &Calibration) -> String {
    let row = |name: &str, r: &CalibrationRow| {
        format!(
            "{name:<10} {:>6}  {:>6.3} {:>6.3} {:>6.3}   {:>8.2} {:>8.2} {:>8.2} {:>6.1} %\n",
            r.decisions,
            r.predicted_win,
            r.observed_win,
            r.win_gap(),
            r.predicted_net,
            r.observed_net,
            r.observed_abs_net,
            100.0 * r.net_gap()
        )
    };
    let mut text = format!(
        "{}: {} hands from seed {}, {} rollouts a decision\n\
         group      decisions  win: predicted observed gap   net: predicted observed |observed|  gap\n",
        c.rules, c.hands, c.seed, c.rollouts
    );
    text.push_str(&row("ready", &c.ready));
    text.push_str(&row("one away", &c.one_away));
    text.push_str(&row("all", &c.all));
    text
}
